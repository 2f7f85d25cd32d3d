"""Search across all conversations (issue 35): a full-text index over `messages.text`, built
for the rows already stored and kept in step with every write, whichever program makes it;
and `sessions.external_folder`, the folder an outside agent's Session is for, so that its
connections of one day reuse one Session per client and folder (SPEC §9).

- SQLite: an FTS5 table `messages_fts` on the messages' own text (external content, so the
  words are stored once) with the `trigram` tokenizer: any run of three or more characters is
  found, case left aside — words inside words, and Chinese and Japanese, written without
  spaces, by any run of their characters. Three triggers on `messages` keep it in step with
  every insert, delete (a Session's cascade too) and change of the text, in this process or
  any other that writes the file. Built here for the rows already stored ('rebuild').
- PostgreSQL: a GIN index on `mindkeep_search_words(text)`, an immutable function giving the
  text's words (the `simple` configuration: no stemming, the same in all 11 languages) with
  each Chinese or Japanese character a word of its own, so a term of them is a phrase of
  characters. The index is kept in step by the server on every write, whoever makes it.
- Other databases: nothing (a search scans with LIKE).

Revision ID: 0017
Revises: 0016
"""

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None

_SQLITE_UP = (
    "CREATE VIRTUAL TABLE messages_fts USING fts5("
    "text, content='messages', content_rowid='id', tokenize='trigram')",
    "CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN "
    "INSERT INTO messages_fts (rowid, text) VALUES (new.id, new.text); END",
    "CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN "
    "INSERT INTO messages_fts (messages_fts, rowid, text) VALUES ('delete', old.id, old.text); "
    "END",
    "CREATE TRIGGER messages_fts_update AFTER UPDATE OF text ON messages BEGIN "
    "INSERT INTO messages_fts (messages_fts, rowid, text) VALUES ('delete', old.id, old.text); "
    "INSERT INTO messages_fts (rowid, text) VALUES (new.id, new.text); END",
    "INSERT INTO messages_fts (messages_fts) VALUES ('rebuild')",
)
_SQLITE_DOWN = (
    "DROP TRIGGER IF EXISTS messages_fts_update",
    "DROP TRIGGER IF EXISTS messages_fts_delete",
    "DROP TRIGGER IF EXISTS messages_fts_insert",
    "DROP TABLE IF EXISTS messages_fts",
)
# Hiragana, Katakana (and its phonetic extensions) and the CJK ideographs: app.domain.search's
# UNSPACED, written out here so this revision stays as it was whatever that module becomes.
_POSTGRESQL_UP = (
    "CREATE FUNCTION mindkeep_search_words(body text) RETURNS tsvector "
    "LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT to_tsvector('simple'::regconfig, "
    r"regexp_replace(body, '([\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])', "
    r"' \1 ', 'g')) $$",
    "CREATE INDEX ix_messages_search ON messages USING gin (mindkeep_search_words(text))",
)
_POSTGRESQL_DOWN = (
    "DROP INDEX IF EXISTS ix_messages_search",
    "DROP FUNCTION IF EXISTS mindkeep_search_words(text)",
)


def _run(statements: tuple[str, ...]) -> None:
    conn = op.get_bind()
    for statement in statements:
        conn.exec_driver_sql(statement)


def upgrade() -> None:
    name = op.get_bind().dialect.name
    if name == "sqlite":
        _run(_SQLITE_UP)
    elif name == "postgresql":
        _run(_POSTGRESQL_UP)
    # In place (ALTER TABLE … ADD COLUMN): a batch copy of `sessions` would delete their messages.
    op.add_column("sessions", sa.Column("external_folder", sa.Text(), nullable=True))


def downgrade() -> None:
    conn = op.get_bind()
    if conn.dialect.name == "sqlite":
        # In place (SQLite 3.35+), as revision 0009 drops external_client.
        conn.exec_driver_sql("ALTER TABLE sessions DROP COLUMN external_folder")
        _run(_SQLITE_DOWN)
    else:
        op.drop_column("sessions", "external_folder")
        if conn.dialect.name == "postgresql":
            _run(_POSTGRESQL_DOWN)
