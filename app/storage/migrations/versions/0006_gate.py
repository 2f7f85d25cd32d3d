"""The Memory gate's side doors closed (issue 22).

- `memory_entries.written_after`: what untrusted content an agent's write came after
  (SPEC §2.7), JSON or null. Existing entries were written before taint was recorded: null.
- `memory_forgotten`: for an entry deleted for good whose words the user had dismissed or
  decided, a keyed hash (HMAC-SHA256) of their same-words key, so they stay decided
  (SPEC §2.6). The key is the database's own, app setting `memory.words_key` (32 random
  bytes, hex), made on first use (so `db copy` carries the source's key over unchanged).
  Deletions made before this revision kept nothing to hash.
- The same-words key now folds typographic quotes and writes a word that mixes scripts in
  its main script (SPEC §2.6), so `content_key` is computed again from each content, and
  `suggested_key` (the key of words no longer stored) again from the old key: the new key of
  the old key is the new key of the words (the new steps only fold further).

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

from app.domain.text import same_words_key

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ALTER TABLE ADD COLUMN (see 0004): a batch copy of `memory_entries` would cascade
    # into its history.
    op.add_column("memory_entries", sa.Column("written_after", sa.JSON(), nullable=True))
    op.create_table(
        "memory_forgotten",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("scope", sa.String(16), nullable=False),
        sa.Column("scope_id", sa.Integer(), nullable=False),
        sa.Column("digest", sa.String(64), nullable=False),
        sa.Column("why", sa.String(16), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("why IN ('dismissed','decided')", name="ck_memory_forgotten_why"),
    )
    op.create_index(
        "ix_memory_forgotten_scope", "memory_forgotten", ["scope", "scope_id", "digest"]
    )
    conn = op.get_bind()
    entries = sa.table(
        "memory_entries",
        sa.column("id", sa.Integer),
        sa.column("content", sa.Text),
        sa.column("content_key", sa.Text),
        sa.column("suggested_key", sa.Text),
    )
    rows = conn.execute(
        sa.select(entries.c.id, entries.c.content, entries.c.content_key, entries.c.suggested_key)
    ).all()
    for entry_id, content, content_key, suggested_key in rows:
        new_key = same_words_key(content)
        new_suggested = None if suggested_key is None else same_words_key(suggested_key)
        if (new_key, new_suggested) != (content_key, suggested_key):
            conn.execute(
                entries.update()
                .where(entries.c.id == entry_id)
                .values(content_key=new_key, suggested_key=new_suggested)
            )


def downgrade() -> None:
    op.drop_index("ix_memory_forgotten_scope", table_name="memory_forgotten")
    op.drop_table("memory_forgotten")
    with op.batch_alter_table("memory_entries") as batch:
        batch.drop_column("written_after")
    conn = op.get_bind()
    conn.execute(sa.text("DELETE FROM app_settings WHERE key = 'memory.words_key'"))
