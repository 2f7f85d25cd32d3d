"""A rule's reading (issue 33): what the compliance checker checks of an entry, stored with the
entry's version when it is accepted, edited or added, and when the user confirms or corrects it.

- `rule_readings`: one row per entry — the version of the entry it belongs to (a reading of an
  older version is stale: the words are read again), the reading as JSON
  (app.domain.compliance.Reading: `{"by", "checks": […]}`), and whose it is (`checker`, `user`,
  `model`).

Revision ID: 0013
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rule_readings",
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("reading", sa.JSON(), nullable=False),
        sa.Column("read_by", sa.String(length=16), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "read_by IN ('checker','user','model')", name="ck_rule_readings_read_by"
        ),
        sa.ForeignKeyConstraint(["entry_id"], ["memory_entries.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("entry_id"),
    )


def downgrade() -> None:
    op.drop_table("rule_readings")
