"""Search across all conversations (issue 35) on the database's own index: SQLite's FTS5
(trigram) and PostgreSQL's full-text search, built by revision 0017 for the rows already
stored and kept in step with every write, including rows another program writes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from shared_db import needs_pg
from sqlalchemy import create_engine, event, text

from app.bootstrap import build_core
from app.domain.errors import AppError
from app.storage.engine.migrate import alembic_config
from app.storage.repositories.message_search import SEARCH_TABLES

NOW = "2026-12-01 10:00:00"

# One message per language of the window (CJK written without spaces), and what finds it.
WORLD = {
    "en": ("We decided to deploy the release on Fridays.", "deploy release"),
    "zh_Hans": ("我们决定使用数据库迁移来管理版本。", "数据库迁移"),
    "zh_Hant": ("我們決定每週五發布新版本。", "發布新版"),
    "ja": ("リリースは金曜日にデプロイすることに決めました。", "デプロイ"),
    "ko": ("데이터베이스를 매주 금요일에 백업하기로 했어요.", "데이터베이스"),
    "fr": ("Nous avons décidé de déployer le vendredi.", "déployer"),
    "de": ("Wir haben beschlossen, freitags auszuliefern.", "beschlossen"),
    "es": ("Decidimos desplegar los viernes por la tarde.", "desplegar"),
    "it": ("Abbiamo deciso di rilasciare il venerdì.", "rilasciare"),
    "ru": ("Мы решили выпускать релиз по пятницам.", "выпускать"),
    "ar": ("قررنا نشر الإصدار يوم الجمعة.", "الإصدار"),
}


def _world(core) -> dict[str, int]:
    space = core.chat.create_space("Languages").value
    session = core.chat.create_session(space.id, title="Every language").value
    return {
        lang: core.chat.add_message(session.id, source="agent", text=body).value.message.id
        for lang, (body, _q) in WORLD.items()
    }


def _ids(core, query: str, **kw) -> list[int]:
    return [h.message_id for h in core.search.search(query, **kw).hits]


# ---------------------------------------------------------------- what is found


def test_every_language_is_found_by_its_words(core):
    """A query in each of the 11 languages finds its message, Chinese and Japanese (no spaces)
    by a run of their characters, Korean by a word with its particle joined."""
    ids = _world(core)
    for lang, (_body, query) in WORLD.items():
        assert _ids(core, query) == [ids[lang]], lang


def test_two_character_cjk_words_are_found(core):
    """A two-character Chinese word (shorter than a trigram) still finds its messages."""
    ids = _world(core)
    assert _ids(core, "数据") == [ids["zh_Hans"]]
    assert _ids(core, "版本") == [ids["zh_Hant"], ids["zh_Hans"]]


def test_every_term_must_be_there_and_case_is_left_aside(core, session):
    """Terms are ANDed, found inside words, case left aside; newest first."""
    a = core.chat.add_message(session.id, source="user", text="The STAGING server").value.message.id
    b = core.chat.add_message(
        session.id, source="agent", text="staging is bluebird"
    ).value.message.id
    core.chat.add_message(session.id, source="agent", text="production is redwood")
    assert _ids(core, "staging") == [b, a]
    assert _ids(core, "Staging blue") == [b]
    assert _ids(core, "aging") == [b, a]
    assert _ids(core, "staging redwood") == []


def test_results_are_limited_and_say_there_are_more(core, session):
    """At most `limit` results, newest first, with `more` when others match."""
    ids = [
        core.chat.add_message(session.id, source="agent", text=f"release note {i}").value.message.id
        for i in range(5)
    ]
    found = core.search.search("release", limit=3)
    assert [h.message_id for h in found.hits] == ids[::-1][:3]
    assert found.more is True
    assert core.search.search("release", limit=5).more is False


def test_one_space_only(core, session):
    """--space keeps the results of that Space only."""
    other = core.chat.create_space("Other").value
    there = core.chat.create_session(other.id, title="There").value
    here = core.chat.add_message(session.id, source="agent", text="budget review").value.message.id
    far = core.chat.add_message(there.id, source="agent", text="budget review").value.message.id
    assert _ids(core, "budget") == [far, here]
    assert _ids(core, "budget", space_id=session.space_id) == [here]
    hit = core.search.search("budget", space_id=other.id).hits[0]
    assert (hit.session_title, hit.space_name, hit.space_id) == ("There", "Other", other.id)


def test_the_query_is_taken_as_words_never_as_syntax(core, session):
    """FTS5 and LIKE syntax in a query are words: quotes, *, NEAR, %, _ and \\."""
    odd = core.chat.add_message(
        session.id, source="agent", text='say "NEAR" * 100% of a_b \\ c'
    ).value.message.id
    for query in ['"NEAR"', "*", "100%", "a_b", "\\", "NEAR(", '"', "AND OR NOT"]:
        found = _ids(core, query)
        assert found in ([odd], []), query
    assert _ids(core, "100%") == [odd]
    assert _ids(core, "a_b") == [odd]
    assert _ids(core, "100_") == []  # _ is a character, not "any one"


def test_bad_queries_are_refused(core):
    """An empty, blank, over-long or non-text query, a bad limit or an unknown Space: a clear
    error, nothing read."""
    for bad in ("", "   ", "x" * 201, None, 3):
        with pytest.raises(AppError) as err:
            core.search.search(bad)
        assert err.value.code == "invalid_input"
    with pytest.raises(AppError):
        core.search.search("x", limit=0)
    with pytest.raises(AppError) as err:
        core.search.search("x", space_id=999)
    assert err.value.code == "not_found"


def test_find_in_a_session(core, session):
    """Find in a Session: the ids of its messages holding every term, oldest first, and none
    of another Session's."""
    a = core.chat.add_message(session.id, source="user", text="Größe of the cache").value.message.id
    core.chat.add_message(session.id, source="agent", text="nothing here")
    b = core.chat.add_message(
        session.id, source="agent", text="GRÖSSE? größe cache"
    ).value.message.id
    other = core.chat.create_session(session.space_id, title="Other").value
    core.chat.add_message(other.id, source="agent", text="größe cache")
    assert core.search.find_in_session(session.id, "größe cache") == (a, b)
    with pytest.raises(AppError):
        core.search.find_in_session(999, "x")


# ---------------------------------------------------------------- kept in step


def test_rows_another_program_writes_are_found_and_forgotten(core, session, db_url):
    """A message inserted, changed or deleted by another program (plain sqlite3, not Mindkeep)
    is found, found by its new words, then no longer found; a deleted Session's too."""
    path = db_url.removeprefix("sqlite:///")
    raw = sqlite3.connect(path)
    try:
        cur = raw.execute(
            "INSERT INTO messages (session_id, source, text, created_at) VALUES (?, 'user', ?, ?)",
            (session.id, "the kumquat plan", NOW),
        )
        mid = cur.lastrowid
        raw.commit()
        assert _ids(core, "kumquat") == [mid]
        raw.execute("UPDATE messages SET text = 'the persimmon plan' WHERE id = ?", (mid,))
        raw.commit()
        assert _ids(core, "kumquat") == []
        assert _ids(core, "persimmon") == [mid]
        raw.execute("UPDATE messages SET meta = '{\"x\": 1}' WHERE id = ?", (mid,))
        raw.commit()
        assert _ids(core, "persimmon") == [mid]
        raw.execute("DELETE FROM messages WHERE id = ?", (mid,))
        raw.commit()
        assert _ids(core, "persimmon") == []
    finally:
        raw.close()
    kept = core.chat.add_message(session.id, source="agent", text="quince jam").value.message.id
    assert _ids(core, "quince") == [kept]
    core.chat.delete_session(session.id)
    assert _ids(core, "quince") == []
    # The index holds exactly the stored messages (FTS5's own integrity check).
    raw = sqlite3.connect(path)
    try:
        raw.execute("INSERT INTO messages_fts (messages_fts, rank) VALUES ('integrity-check', 1)")
    finally:
        raw.close()


# ---------------------------------------------------------------- revision 0017


def _engine(path: Path):
    engine = create_engine(f"sqlite:///{path}")

    @event.listens_for(engine, "connect")
    def _fk(dbapi_conn, _record):
        dbapi_conn.execute("PRAGMA foreign_keys = ON")

    return engine


def _alembic(path: Path, fn, target: str) -> None:
    engine = _engine(path)
    try:
        with engine.begin() as conn:
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            fn(cfg, target)
    finally:
        engine.dispose()


def _tables(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        conn.close()


def test_revision_0017_indexes_the_messages_already_stored_and_goes_back(tmp_path):
    """Upgrading a database that holds messages makes them findable at once; downgrading drops
    the index, its triggers and nothing else (the messages stay); upgrading again rebuilds it."""
    path = tmp_path / "mindkeep.db"
    _alembic(path, command.upgrade, "0016")
    raw = sqlite3.connect(path)
    raw.execute("INSERT INTO spaces (id, name, created_at) VALUES (1, 'Shop', ?)", (NOW,))
    raw.execute(
        "INSERT INTO sessions (id, space_id, title, created_at, temporary, auto_title) "
        "VALUES (1, 1, 'Old', ?, 0, 0)",
        (NOW,),
    )
    raw.executemany(
        "INSERT INTO messages (session_id, source, text, created_at) VALUES (1, ?, ?, ?)",
        [("user", "Which database?", NOW), ("agent", "我们决定使用数据库迁移", NOW)],
    )
    raw.commit()
    raw.close()
    assert not SEARCH_TABLES & _tables(path)

    core = build_core(f"sqlite:///{path}")  # the app upgrades to head (0017 among them)
    try:
        assert _tables(path) >= SEARCH_TABLES
        assert [h.text for h in core.search.search("database").hits] == ["Which database?"]
        assert [h.message_id for h in core.search.search("数据库").hits] == [2]
    finally:
        core.close()

    _alembic(path, command.downgrade, "0016")
    assert not SEARCH_TABLES & _tables(path)
    raw = sqlite3.connect(path)
    try:
        assert raw.execute("SELECT count(*) FROM messages").fetchone() == (2,)
        assert (
            raw.execute("SELECT count(*) FROM sqlite_master WHERE type='trigger'").fetchone()[0]
            == 0
        )
        raw.execute(
            "INSERT INTO messages (session_id, source, text, created_at) VALUES (1, 'user', 'x', ?)",
            (NOW,),
        )  # no trigger left writing into a table that is gone
        raw.commit()
    finally:
        raw.close()
    _alembic(path, command.upgrade, "0017")
    core = build_core(f"sqlite:///{path}")
    try:
        assert [h.message_id for h in core.search.search("database").hits] == [1]
    finally:
        core.close()


# ---------------------------------------------------------------- PostgreSQL


@needs_pg
def test_postgresql_finds_every_language_and_other_clients_rows(pg_core, pg_url):
    """On PostgreSQL: the 11 languages, two-character Chinese, word prefixes, and a row another
    client inserts, changes and deletes with plain SQL (the GIN index follows every write)."""
    ids = _world(pg_core)
    for lang, (_body, query) in WORLD.items():
        assert _ids(pg_core, query) == [ids[lang]], lang
    assert _ids(pg_core, "数据") == [ids["zh_Hans"]]
    assert _ids(pg_core, "deplo fri") == [ids["en"]]
    session_id = pg_core.chat.list_sessions()[0].id
    other = create_engine(pg_url)
    try:
        with other.begin() as conn:
            mid = conn.execute(
                text(
                    "INSERT INTO messages (session_id, source, text, created_at) "
                    "VALUES (:s, 'user', 'the kumquat plan', now()) RETURNING id"
                ),
                {"s": session_id},
            ).scalar_one()
        assert _ids(pg_core, "kumquat") == [mid]
        with other.begin() as conn:
            conn.execute(text("UPDATE messages SET text = 'persimmon' WHERE id = :i"), {"i": mid})
        assert _ids(pg_core, "kumquat") == [] and _ids(pg_core, "persimmon") == [mid]
        with other.begin() as conn:
            conn.execute(text("DELETE FROM messages WHERE id = :i"), {"i": mid})
        assert _ids(pg_core, "persimmon") == []
        with other.connect() as conn:
            plan = "\n".join(
                r[0]
                for r in conn.execute(
                    text(
                        "EXPLAIN SELECT id FROM messages WHERE mindkeep_search_words(text) @@ "
                        "to_tsquery('simple', 'kumquat:*')"
                    )
                )
            )
    finally:
        other.dispose()
    assert "ix_messages_search" in plan or "Seq Scan" in plan  # a tiny table may be scanned


@needs_pg
def test_postgresql_takes_the_query_as_words(pg_core):
    """Quotes, backslashes and tsquery operators in a query are words, never syntax."""
    space = pg_core.chat.create_space("P").value
    session = pg_core.chat.create_session(space.id, title="T").value
    odd = pg_core.chat.add_message(
        session.id, source="agent", text="it's a c++ e-mail & more | !x"
    ).value.message.id
    for query in ["it's", "c++", "e-mail", "&", "|", "!x", "'\\", ":*", "<->", "(", '"']:
        assert _ids(pg_core, query) in ([odd], []), query
    assert _ids(pg_core, "it's e-mail") == [odd]
