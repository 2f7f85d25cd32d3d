"""The user's rules govern every agent (issue 34, SPEC §10).

- `messages.source` may be `captured`: the user's words as another agent's harness captured
  them when typed (its prompt hook), stored in that agent's external Session;
- `rule_enforcement`: what a rule does to another agent's action that would break it, as the
  user chose it on the Memory page (`block`, `remind` or `off`); a rule without a row has the
  default (block for a "never / don't" rule the checker can decide, remind otherwise), which is
  worked out where the rule is checked, so it follows the checker as it learns.

The CHECK of `messages.source` is widened in place, as revision 0009 did (the reasons are
there): a batch copy of `messages` would delete every row that refers to a message. Narrowing
it back (downgrade) is only done when no captured message is left.

Revision ID: 0014
Revises: 0013
"""

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None

_OLD = "'user','agent','tool','web','file','trigger','relayed'"
_NEW = "'user','agent','tool','web','file','trigger','relayed','captured'"


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
    op.create_table(
        "rule_enforcement",
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("mode", sa.String(length=8), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("mode IN ('block','remind','off')", name="ck_rule_enforcement_mode"),
        sa.ForeignKeyConstraint(["entry_id"], ["memory_entries.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("entry_id"),
    )


def downgrade() -> None:
    conn = op.get_bind()
    left = conn.exec_driver_sql("SELECT count(*) FROM messages WHERE source = 'captured'").scalar()
    if left:
        raise RuntimeError(f"{left} captured messages are stored; an older schema cannot hold them")
    op.drop_table("rule_enforcement")
    _check(_NEW, _OLD)
