"""Tool servers from MCP (issue 26).

- `tool_servers`: each configured server: its name, its transport (stdio: command,
  arguments and the folder it starts in; http: URL and headers) and whether Spaces get its tools unless decided
  otherwise. Secret arguments and header values are kept in the OS keyring, never here.
- `tool_server_spaces`: a server turned on or off in one Space.

Revision ID: 0007
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tool_servers",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=32), nullable=False),
        sa.Column("transport", sa.String(length=16), nullable=False),
        sa.Column("command", sa.Text(), nullable=True),
        sa.Column("args", sa.JSON(), nullable=False),
        sa.Column("secret_args", sa.JSON(), nullable=False),
        sa.Column("cwd", sa.Text(), nullable=True),
        sa.Column("url", sa.Text(), nullable=True),
        sa.Column("headers", sa.JSON(), nullable=False),
        sa.Column("secret_headers", sa.JSON(), nullable=False),
        sa.Column("enabled_by_default", sa.Boolean(), nullable=False, server_default=sa.true()),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("transport IN ('stdio','http')", name="ck_tool_servers_transport"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("name", name="uq_tool_servers_name"),
    )
    op.create_table(
        "tool_server_spaces",
        sa.Column("server_id", sa.Integer(), nullable=False),
        sa.Column("space_id", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["server_id"], ["tool_servers.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["space_id"], ["spaces.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("server_id", "space_id"),
    )


def downgrade() -> None:
    op.drop_table("tool_server_spaces")
    op.drop_table("tool_servers")
