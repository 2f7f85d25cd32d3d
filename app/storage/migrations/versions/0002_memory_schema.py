"""Memory: entries, their history, per-scope settings, examined messages.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "scope_settings",
        sa.Column("scope", sa.String(length=16), nullable=False),
        sa.Column("scope_id", sa.Integer(), nullable=False),
        sa.Column("auto_memory", sa.Boolean(), nullable=False),
        sa.Column("use_memory", sa.Boolean(), nullable=False),
        sa.Column("room", sa.Integer(), nullable=True),
        sa.PrimaryKeyConstraint("scope", "scope_id"),
    )

    op.create_table(
        "memory_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("scope", sa.String(length=16), nullable=False),
        sa.Column("scope_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("content_key", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("source", sa.String(length=16), nullable=False),
        sa.Column("created_by", sa.String(length=16), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("source_event_ids", sa.JSON(), nullable=False),
        sa.Column("origin_session_id", sa.Integer(), nullable=True),
        sa.Column("pinned", sa.Boolean(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "created_by IN ('user','agent','extractor','importer')", name="ck_memory_created_by"
        ),
        sa.CheckConstraint(
            "kind IN ('preference','constraint','fact','decision','todo','lesson')",
            name="ck_memory_kind",
        ),
        sa.CheckConstraint("scope IN ('session','space','user')", name="ck_memory_scope"),
        sa.CheckConstraint(
            "source IN ('user_stated','user_confirmed','agent_inferred','tool_observed','external','imported')",
            name="ck_memory_source",
        ),
        sa.CheckConstraint(
            "status IN ('active','suggested','dismissed','archived')", name="ck_memory_status"
        ),
        sa.ForeignKeyConstraint(["origin_session_id"], ["sessions.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("memory_entries", schema=None) as batch_op:
        batch_op.create_index(
            "ix_memory_scope_key", ["scope", "scope_id", "content_key"], unique=False
        )
        batch_op.create_index(
            "ix_memory_scope_status", ["scope", "scope_id", "status"], unique=False
        )

    op.create_table(
        "examined_messages",
        sa.Column("message_id", sa.Integer(), nullable=False),
        sa.Column("examined_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("saved_count", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["message_id"], ["messages.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("message_id"),
    )

    op.create_table(
        "memory_history",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("actor", sa.String(length=16), nullable=False),
        sa.Column("action", sa.String(length=32), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("before", sa.JSON(), nullable=True),
        sa.Column("after", sa.JSON(), nullable=True),
        sa.Column("undone", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["memory_entries.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("memory_history", schema=None) as batch_op:
        batch_op.create_index("ix_memory_history_entry", ["entry_id", "id"], unique=False)

    # Messages written before the explicit-request saver existed are never scanned later:
    # an upgrade must not turn old history into new Memory (SPEC §2.1).
    op.execute(
        "INSERT INTO examined_messages (message_id, examined_at, saved_count) "
        "SELECT id, CURRENT_TIMESTAMP, 0 FROM messages WHERE source = 'user'"
    )


def downgrade() -> None:
    op.drop_table("memory_history")
    op.drop_table("examined_messages")
    op.drop_table("memory_entries")
    op.drop_table("scope_settings")
