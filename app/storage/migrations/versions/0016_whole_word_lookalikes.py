"""The same-words key folds whole words of another script that look like words of the text's
main script (issue 30: "Create а branch" with a Cyrillic "а", "Never сору"), SPEC §2.6.

- `content_key` is computed again from each content, and `suggested_key` (the key of words no
  longer stored) again from the old key: the key of the old key is the key of the words (the
  new step only folds further, after the old ones: `app.domain.text.same_words_key`).
- `memory_forgotten` keeps a keyed hash of each deleted entry's key, not its words, so it
  cannot be computed again. Nothing is lost: every look-up of words hashes both their key
  and the key as it was before this revision (`word_by_word_key`), so a deleted entry's
  dismissed or decided words stay so, spelled as before; new deletions keep the new key's
  hash. (A look-alike spelling of such words, which only the new key would have caught, is
  not caught for entries deleted before this revision.)
- Downgrade: `content_key` as the older key computes it; a `suggested_key` the new step
  changed keeps its new form (the words it came from are not stored), which the older key
  leaves as it is.

Revision ID: 0016
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

from app.domain.text import same_words_key, word_by_word_key

revision = "0016"
down_revision = "0014"
branch_labels = None
depends_on = None

_ENTRIES = sa.table(
    "memory_entries",
    sa.column("id", sa.Integer),
    sa.column("content", sa.Text),
    sa.column("content_key", sa.Text),
    sa.column("suggested_key", sa.Text),
)


def _rekey(content_key, suggested_key) -> None:
    conn = op.get_bind()
    e = _ENTRIES.c
    rows = conn.execute(sa.select(e.id, e.content, e.content_key, e.suggested_key)).all()
    for entry_id, content, old_key, old_suggested in rows:
        if not isinstance(content, str):
            continue  # another program's value: the app reads it as it reads every row
        new_key = content_key(content)
        new_suggested = old_suggested
        if isinstance(old_suggested, str):
            new_suggested = suggested_key(old_suggested)
        if (new_key, new_suggested) != (old_key, old_suggested):
            conn.execute(
                _ENTRIES.update()
                .where(e.id == entry_id)
                .values(content_key=new_key, suggested_key=new_suggested)
            )


def upgrade() -> None:
    _rekey(same_words_key, same_words_key)


def downgrade() -> None:
    _rekey(word_by_word_key, word_by_word_key)
