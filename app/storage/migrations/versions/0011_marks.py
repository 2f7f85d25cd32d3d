"""This computer's marks (issue 30, SPEC §2.5 "What runs here is decided here").

A row that makes something run or be restored here counts only with a mark made on this
computer over exactly what the user saw (app.domain.marks): a nullable `mark` column (an
HMAC-SHA256, hex) on
- `tool_allowances`: "Allow for this Session", for one server configuration and tool;
- `tool_approvals`: a call waiting for approval, over the card and the turn it continues;
- `memory_history`: a change Undo may take back, over the snapshots it restores.

Rows written before this revision have none: they are shown as before, and never acted on (the
call asks again; the Undo of an older change is refused, saying why).

Revision ID: 0011
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

TABLES = ("tool_allowances", "tool_approvals", "memory_history")


def upgrade() -> None:
    for table in TABLES:
        op.add_column(table, sa.Column("mark", sa.String(length=64), nullable=True))


def downgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table) as batch:
            batch.drop_column("mark")
