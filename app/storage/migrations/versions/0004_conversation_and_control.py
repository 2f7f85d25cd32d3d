"""What the conversation and the Memory page need to keep (issues 12 and 13).

- `memory_uses`: which entries (id and version) each agent reply's Memory block held
  (SPEC §2.9 "Memory in use");
- `sessions.temporary`: a Session that neither reads nor writes Memory (SPEC §2.9);
- `messages.meta`: what a message needs besides its text (a reply stopped mid-stream, the
  tool a tool message came from), as JSON;
- `memory_deletions`: an entry deleted for good leaves the fact behind, not its words
  (SPEC §2.10).

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "memory_uses",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("message_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["message_id"], ["messages.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["entry_id"], ["memory_entries.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("memory_uses") as batch:
        batch.create_index("ix_memory_uses_entry", ["entry_id", "message_id"], unique=False)
        batch.create_index("ix_memory_uses_message", ["message_id"], unique=False)
    op.create_table(
        "memory_deletions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("scope", sa.String(length=16), nullable=False),
        sa.Column("scope_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("actor", sa.String(length=16), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("events", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("memory_deletions") as batch:
        batch.create_index("ix_memory_deletions_scope", ["scope", "scope_id", "id"], unique=False)
    # Plain ALTER TABLE ADD COLUMN (SQLite can): a batch "move and copy" would drop and
    # re-create these tables, and with foreign keys on that deletes what refers to them.
    op.add_column(
        "sessions", sa.Column("temporary", sa.Boolean(), nullable=False, server_default=sa.false())
    )
    op.add_column("messages", sa.Column("meta", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("messages") as batch:
        batch.drop_column("meta")
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("temporary")
    op.drop_table("memory_deletions")
    op.drop_table("memory_uses")
