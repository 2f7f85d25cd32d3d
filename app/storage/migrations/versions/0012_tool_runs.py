"""Write-ahead for actions (issue 31).

- `tool_runs`: the record, committed before an allowed call of a tool that needs the user's
  approval starts, that it is running: the Session, the `tool` message that shows it (and then
  its result), the turn's user message, the approval it waited for, the tool, the program that
  runs it (host, a lock file it holds, its pid), and what became of it: running, done, or
  interrupted (that program is gone; the call may have run, and is never run again by itself).

Revision ID: 0012
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tool_runs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("message_id", sa.Integer(), nullable=False),
        sa.Column("user_event_id", sa.Integer(), nullable=False),
        sa.Column("approval_id", sa.Integer(), nullable=True),
        sa.Column("tool", sa.String(length=200), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("host", sa.String(length=255), nullable=False),
        sa.Column("lock", sa.Text(), nullable=False),
        sa.Column("pid", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint("state IN ('running','done','interrupted')", name="ck_tool_runs_state"),
        sa.ForeignKeyConstraint(["session_id"], ["sessions.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["message_id"], ["messages.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["user_event_id"], ["messages.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["approval_id"], ["tool_approvals.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("message_id"),
    )
    op.create_index("ix_tool_runs_state", "tool_runs", ["state", "host"])
    op.create_index("ix_tool_runs_session", "tool_runs", ["session_id", "state"])
    op.create_index("ix_tool_runs_approval", "tool_runs", ["approval_id"])


def downgrade() -> None:
    op.drop_index("ix_tool_runs_approval", table_name="tool_runs")
    op.drop_index("ix_tool_runs_session", table_name="tool_runs")
    op.drop_index("ix_tool_runs_state", table_name="tool_runs")
    op.drop_table("tool_runs")
