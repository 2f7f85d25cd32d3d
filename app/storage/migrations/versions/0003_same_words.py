"""Same words as SPEC §2.6 defines them, and the words each suggestion was made with.

- `memory_entries.suggested_key`: for an entry the agent suggested, the same-words key of
  the words it suggested (kept through the user's edits), so decided words are not
  suggested again.
- Stored content loses every default-ignorable character, and `content_key` is computed
  with the §2.6 key (punctuation at the ends, inner commas, periods and semicolons ignored).

The key is the app's own `same_words_key`: a later change of that key comes with a
migration of its own that recomputes it again.

Revision ID: 0003
Revises: 0002
"""

import json

import sqlalchemy as sa
from alembic import op

from app.domain.text import clean_content, same_words_key

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("memory_entries") as batch:
        batch.add_column(sa.Column("suggested_key", sa.Text(), nullable=True))
        batch.create_index(
            "ix_memory_scope_suggested_key", ["scope", "scope_id", "suggested_key"], unique=False
        )
    conn = op.get_bind()
    entries = sa.table(
        "memory_entries",
        sa.column("id", sa.Integer),
        sa.column("content", sa.Text),
        sa.column("content_key", sa.Text),
        sa.column("suggested_key", sa.Text),
        sa.column("created_by", sa.String),
        sa.column("kind", sa.String),
    )
    history = sa.table(
        "memory_history",
        sa.column("entry_id", sa.Integer),
        sa.column("action", sa.String),
        sa.column("after", sa.Text),
        sa.column("id", sa.Integer),
    )
    first_words = {}
    for entry_id, after in conn.execute(
        sa.select(history.c.entry_id, sa.cast(history.c.after, sa.Text))
        .where(history.c.action == "suggest")
        .order_by(history.c.id)
    ):
        if entry_id not in first_words and after:
            content = (json.loads(after) or {}).get("content")
            if isinstance(content, str):
                first_words[entry_id] = content
    rows = conn.execute(
        sa.select(entries.c.id, entries.c.content, entries.c.created_by, entries.c.kind)
    ).all()
    for entry_id, content, created_by, kind in rows:
        cleaned = clean_content(content) or content
        suggested = None
        if created_by == "agent" and kind in ("preference", "constraint"):
            suggested = same_words_key(first_words.get(entry_id, content))
        conn.execute(
            entries.update()
            .where(entries.c.id == entry_id)
            .values(
                content=cleaned,
                content_key=same_words_key(cleaned),
                suggested_key=suggested,
            )
        )


def downgrade() -> None:
    with op.batch_alter_table("memory_entries") as batch:
        batch.drop_index("ix_memory_scope_suggested_key")
        batch.drop_column("suggested_key")
