"""Finding messages: the statements behind search across all conversations and Find in a
Session (issue 35), on a caller's unit of work; domain objects out.

The index is the database's own, kept in step with every write by the database itself
(migration 0017): SQLite's FTS5 table `messages_fts` (the `trigram` tokenizer) where the
database is SQLite, PostgreSQL's full-text search (a GIN index on `mindkeep_search_words`)
where it is PostgreSQL; any other database is scanned with LIKE.

- SQLite: every term of three or more characters is a phrase of the FTS5 query (so it is
  found anywhere in the words, Chinese and Japanese by any run of their characters); a term
  of one or two characters, which no trigram holds, narrows the rows the others found with
  LIKE, or, in a query of short terms only, is looked for by a scan from the newest message
  back (it stops at the limit: common short words are found at once, a rare one reads the
  whole table — measured in benchmarks/find.py). A small Space (SPACE_SCAN_MAX messages or
  fewer) is searched by reading its own rows with LIKE instead.
- PostgreSQL: every term is a word prefix (`term:*`: "deploy" finds "deployment"), a term of
  Chinese or Japanese a phrase of its characters (`数 <-> 据 <-> 库`); the words are the
  `simple` configuration's (no stemming: the same rule in all 11 languages).

Results come newest first (the question is "what did we decide about X", and the newest
answer is the one that holds), at most `limit`, with whether there are more.
"""

from __future__ import annotations

import re

from sqlalchemy import bindparam, select, text

from app.domain.search import UNSPACED, MessageHit, Query
from app.storage import decode
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories.common import _MESSAGES, _conn, _reads, storable_id

# The FTS5 table and the shadow tables SQLite keeps for it: not Mindkeep's models, made and
# dropped by migration 0017 (the schema comparison and the table lists leave them aside).
SEARCH_TABLES = frozenset(
    {
        "messages_fts",
        "messages_fts_data",
        "messages_fts_idx",
        "messages_fts_docsize",
        "messages_fts_config",
    }
)


def of_the_models(name: str | None, type_: str, _parent_names: dict) -> bool:
    """Alembic's `include_name`: every schema object but the search index's own tables."""
    return not (type_ == "table" and name in SEARCH_TABLES)


_COLUMNS = (
    "m.id, m.session_id, m.source, m.text, {created}, {meta}, "
    "s.title, s.space_id, sp.name, s.external_client"
)
_FROM = "messages m JOIN sessions s ON s.id = m.session_id JOIN spaces sp ON sp.id = s.space_id"


def _columns(dialect: str) -> str:
    if dialect == "postgresql":
        return _COLUMNS.format(
            created="(to_json(m.created_at) #>> '{}')", meta="CAST(m.meta AS TEXT)"
        )
    return _COLUMNS.format(created="m.created_at", meta="m.meta")


def _like(term: str) -> str:
    """A LIKE pattern finding `term` anywhere (its %, _ and \\ taken as themselves)."""
    escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _fts5(terms: tuple[str, ...]) -> str:
    """An FTS5 query holding every term as a phrase (its own quotes doubled)."""
    return " AND ".join('"' + t.replace('"', '""') + '"' for t in terms)


_SPLIT = re.compile(f"[{UNSPACED}]|[^{UNSPACED}]+")


def _lexeme(word: str) -> str:
    return "'" + word.replace("\\", "\\\\").replace("'", "''") + "'"


def tsquery(query: Query) -> str:
    """The PostgreSQL query text (`to_tsquery('simple', …)`) of a search: each term a word
    prefix, a Chinese or Japanese one a phrase of its characters."""
    parts = []
    for term in query.terms:
        pieces = [p.strip() for p in _SPLIT.findall(term) if p.strip()]
        words = []
        for i, piece in enumerate(pieces):
            cjk = len(piece) == 1 and re.fullmatch(f"[{UNSPACED}]", piece)
            last = i == len(pieces) - 1
            words.append(_lexeme(piece) + ("" if cjk or not last else ":*"))
        parts.append("(" + " <-> ".join(words) + ")")
    return " & ".join(parts)


def _hit(r) -> MessageHit | None:
    message = decode.message(r[:6])
    if message is None:
        return None
    title, space_id, space_name, external = r[6], r[7], r[8], r[9]
    return MessageHit(
        message.id,
        message.session_id,
        title if isinstance(title, str) else "",
        space_id if type(space_id) is int else 0,
        space_name if isinstance(space_name, str) else "",
        message.source,
        message.text,
        message.created_at,
        external=isinstance(external, str),
    )


# A Space with at most this many messages is searched by reading its own rows (through the
# Session index) rather than the whole index's matches: the index gives the newest matches of
# every Space first, and for a small or old Space it would go through most of them to find
# the few of its own (86 ms for a common word in one of the workload's 50 Spaces, against
# 0.6 ms for its 2,000 rows; benchmarks/find.py).
SPACE_SCAN_MAX = 20_000
_Q_SPACE_ROWS = text(
    "SELECT count(*) FROM (SELECT 1 FROM messages WHERE session_id IN "
    "(SELECT id FROM sessions WHERE space_id = :space) LIMIT :cap)"
)


@_reads
def search_messages(
    s: UnitOfWork,
    query: Query,
    *,
    space_id: int | None = None,
    limit: int,
) -> list[MessageHit]:
    """The newest messages holding every term of `query` (in one Space when given), at most
    `limit` of them, newest first."""
    if space_id is not None and not storable_id(space_id):
        return []
    conn = _conn(s)
    dialect = conn.dialect.name
    params: dict = {"limit": limit}
    where: list[str] = []
    if space_id is not None:
        where.append("m.session_id IN (SELECT id FROM sessions WHERE space_id = :space)")
        params["space"] = space_id
    indexed = dialect == "sqlite" and bool(query.indexed)
    if indexed and space_id is not None:
        rows = conn.execute(_Q_SPACE_ROWS, {"space": space_id, "cap": SPACE_SCAN_MAX + 1})
        indexed = rows.scalar_one() > SPACE_SCAN_MAX
    if indexed:
        # CROSS JOIN: SQLite nests the loops in this order, the index's matches outermost.
        source = (
            "messages_fts f CROSS JOIN messages m ON m.id = f.rowid "
            "CROSS JOIN sessions s ON s.id = m.session_id "
            "CROSS JOIN spaces sp ON sp.id = s.space_id"
        )
        where.insert(0, "messages_fts MATCH :match")
        params["match"] = _fts5(query.indexed)
        short = query.short
        order = "f.rowid DESC"
    elif dialect == "postgresql":
        source = _FROM
        where.insert(0, "mindkeep_search_words(m.text) @@ to_tsquery('simple', :tsquery)")
        params["tsquery"] = tsquery(query)
        short = ()
        order = "m.id DESC"
    else:
        source, short, order = _FROM, query.terms, "m.id DESC"
    for i, term in enumerate(short):
        where.append(f"m.text LIKE :like{i} ESCAPE '\\'")
        params[f"like{i}"] = _like(term)
    sql = (
        f"SELECT {_columns(dialect)} FROM {source} WHERE {' AND '.join(where)} "
        f"ORDER BY {order} LIMIT :limit"
    )
    rows = conn.execute(text(sql), params)
    return [hit for hit in (_hit(r) for r in rows) if hit is not None]


_Q_SESSION_TEXTS = (
    select(_MESSAGES.c.id, _MESSAGES.c.text)
    .where(_MESSAGES.c.session_id == bindparam("session_id"))
    .order_by(_MESSAGES.c.id)
)


@_reads
def session_texts(s: UnitOfWork, session_id: int) -> list[tuple[int, str]]:
    """(id, text) of every message of a Session, oldest first (Find in a Session matches them
    as the chat marks them)."""
    if not storable_id(session_id):
        return []
    rows = _conn(s).execute(_Q_SESSION_TEXTS, {"session_id": session_id})
    return [(r[0], r[1]) for r in rows if type(r[0]) is int and isinstance(r[1], str)]
