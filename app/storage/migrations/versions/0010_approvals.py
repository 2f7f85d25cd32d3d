"""Approvals of tool calls (issue 26, second half).

- `tool_approvals`: a call of a tool that needs the user's approval, which paused its turn:
  the Session and the user's message of the turn, the tool (SERVER__TOOL) and its server, its
  arguments, the rules of the turn's Memory block that bear on it and the call in readable
  form (what the card and `mindkeep chat` show), the turn's state to continue it later in any
  process (`state`), and what became of it: pending, allowed, denied (with the user's
  reason), expired (the Session moved on) or cancelled.
- `tool_allowances`: a tool allowed for the rest of a Session ("Allow for this Session").

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tool_approvals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("user_event_id", sa.Integer(), nullable=False),
        sa.Column("tool", sa.String(length=64), nullable=False),
        sa.Column("server", sa.String(length=32), nullable=False),
        sa.Column("arguments", sa.JSON(), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("preview", sa.JSON(), nullable=False),
        sa.Column("state", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("decision", sa.String(length=16), nullable=True),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint(
            "status IN ('pending','allowed','denied','expired','cancelled')",
            name="ck_tool_approvals_status",
        ),
        sa.CheckConstraint(
            "decision IS NULL OR decision IN ('allow_once','allow_session','deny')",
            name="ck_tool_approvals_decision",
        ),
        sa.ForeignKeyConstraint(["session_id"], ["sessions.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["user_event_id"], ["messages.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_tool_approvals_session", "tool_approvals", ["session_id", "status"])
    op.create_table(
        "tool_allowances",
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("tool", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["session_id"], ["sessions.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("session_id", "tool"),
    )


def downgrade() -> None:
    op.drop_table("tool_allowances")
    op.drop_index("ix_tool_approvals_session", table_name="tool_approvals")
    op.drop_table("tool_approvals")
