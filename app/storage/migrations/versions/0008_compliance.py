"""Compliance receipts (issue 27, SPEC §2.11).

- `compliance_verdicts`: for one stored message (an agent reply, or the tool message of a call
  the agent made), one rule of that turn's Memory block (entry id and the version the block
  held) and what was found: `followed`, `violated`, `not_applicable` or `unknown`, its evidence
  (JSON, or null) and who judged it (`checker`, or `model` for a rule the checker left
  unknown). One row per message and entry. The rows go with their message, and with their
  entry when it is deleted for good. Messages stored before this revision have none.

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "compliance_verdicts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("message_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("verdict", sa.String(length=16), nullable=False),
        sa.Column("evidence", sa.JSON(), nullable=True),
        sa.Column("judged_by", sa.String(length=16), nullable=False),
        sa.CheckConstraint(
            "verdict IN ('followed','violated','not_applicable','unknown')",
            name="ck_compliance_verdict",
        ),
        sa.CheckConstraint("judged_by IN ('checker','model')", name="ck_compliance_judged_by"),
        sa.ForeignKeyConstraint(["message_id"], ["messages.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["entry_id"], ["memory_entries.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("message_id", "entry_id", name="uq_compliance_message_entry"),
    )
    op.create_index(
        "ix_compliance_entry_verdict", "compliance_verdicts", ["entry_id", "verdict", "message_id"]
    )


def downgrade() -> None:
    op.drop_index("ix_compliance_entry_verdict", table_name="compliance_verdicts")
    op.drop_table("compliance_verdicts")
