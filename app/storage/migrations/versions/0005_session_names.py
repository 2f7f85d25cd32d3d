"""Sessions that name themselves (issue 12).

- `sessions.auto_title`: the title is a placeholder ("New session") that the Session's first
  message replaces; naming the Session by hand turns it off. Existing Sessions keep their
  titles (false).

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ALTER TABLE ADD COLUMN (see 0004): a batch copy of `sessions` would cascade.
    op.add_column(
        "sessions", sa.Column("auto_title", sa.Boolean(), nullable=False, server_default=sa.false())
    )


def downgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("auto_title")
