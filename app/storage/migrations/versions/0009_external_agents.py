"""Memory for other agents over MCP (issue 25, SPEC §9).

- `messages.source` may be `relayed`: the user's words as an outside agent quoted them;
- `sessions.external_client`: an external Session (one MCP connection), the name of the
  client it is named after; null for Mindkeep's own Sessions;
- `space_folders`: project folders bound to a Space.

The CHECK constraint of `messages.source` is widened in place. On SQLite that is the
documented way for a change that leaves every stored row valid (sqlite.org/lang_altertable,
"making other kinds of table schema changes"): the table's SQL in the schema is rewritten and
the schema version bumped. A batch copy would drop `messages`, and with foreign keys on that
deletes every row that refers to it (examined messages, Memory uses, and any table a later
revision adds). Narrowing it back (downgrade) is only done when no relayed message is left.

Revision ID: 0009
Revises: 0008
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

_OLD = "'user','agent','tool','web','file','trigger'"
_NEW = "'user','agent','tool','web','file','trigger','relayed'"


def _sqlite_check(conn, old: str, new: str) -> None:
    sql = conn.exec_driver_sql(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'messages'"
    ).scalar_one()
    if old not in sql:
        raise RuntimeError("the messages table's source check is not the one this revision knows")
    version = conn.exec_driver_sql("PRAGMA schema_version").scalar_one()
    conn.exec_driver_sql("PRAGMA writable_schema = ON")
    try:
        conn.exec_driver_sql(
            "UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = 'messages'",
            (sql.replace(old, new),),
        )
        conn.exec_driver_sql(f"PRAGMA schema_version = {int(version) + 1}")
    finally:
        conn.exec_driver_sql("PRAGMA writable_schema = OFF")


def _check(old: str, new: str) -> None:
    conn = op.get_bind()
    if conn.dialect.name == "sqlite":
        _sqlite_check(conn, old, new)
        return
    op.drop_constraint("ck_messages_source", "messages", type_="check")
    op.create_check_constraint("ck_messages_source", "messages", f"source IN ({new})")


def upgrade() -> None:
    _check(_OLD, _NEW)
    op.add_column("sessions", sa.Column("external_client", sa.String(200), nullable=True))
    op.create_table(
        "space_folders",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("space_id", sa.Integer(), nullable=False),
        sa.Column("path", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["space_id"], ["spaces.id"], ondelete="CASCADE"),
        sa.UniqueConstraint("path", name="uq_space_folders_path"),
    )
    op.create_index("ix_space_folders_space_id", "space_folders", ["space_id"])


def downgrade() -> None:
    conn = op.get_bind()
    left = conn.exec_driver_sql("SELECT count(*) FROM messages WHERE source = 'relayed'").scalar()
    if left:
        raise RuntimeError(f"{left} relayed messages are stored; an older schema cannot hold them")
    op.drop_index("ix_space_folders_space_id", table_name="space_folders")
    op.drop_table("space_folders")
    if conn.dialect.name == "sqlite":
        # In place (SQLite 3.35+): a batch copy of `sessions` would delete their messages.
        conn.exec_driver_sql("ALTER TABLE sessions DROP COLUMN external_client")
    else:
        op.drop_column("sessions", "external_client")
    _check(_NEW, _OLD)
