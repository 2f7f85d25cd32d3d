"""The hooks' plain-SQL reads (app.storage.fast.hook_reads) give what the services give: the Space
bound to a folder (or above it), the saved rules of the Space and Personal with Use Memory on,
the rows of the Memory block, the suggestions waiting; and nothing from a file at another
schema or not SQLite."""

from __future__ import annotations

import sqlite3

from app.domain.memory.formats import memory_block
from app.domain.memory.rules.limits import CONTEXT_BUDGET
from app.domain.model import Scope, ScopeRef
from app.storage.fast import hook_reads


def test_the_reads_match_the_services(core, db_url, tmp_path):
    """Rules (with their choices and the day they were said), block rows and the waiting count
    as the services see them from an external Session of the folder's Space."""
    folder = tmp_path / "shop" / "src"
    folder.mkdir(parents=True)
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, tmp_path / "shop")
    session = core.external.session_of_day(space.id, "Codex").value
    said = core.chat.add_message(
        session.id, source="captured", text="From now on, never push to main."
    ).value
    (suggested,) = (
        core.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="space",
            content="Never push to main",
            reason="r",
            source_event_ids=[said.message.id],
        ).value.entry,
    )
    rule = core.decisions.accept(suggested.id).value
    core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="fact", content="Deploys on Fridays"
    )
    personal = core.memory.scope_ref(session.id, "user")
    mine = core.decisions.add_entry(personal, kind="preference", content="Answer briefly").value
    core.hooks.set_enforcement(mine.id, "remind")
    core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="user",
        content="Use pnpm",
        reason="r",
        source_event_ids=[said.message.id],
    )
    conn = hook_reads.open_sqlite(db_url)
    try:
        place = hook_reads.space_of(conn, str(folder / ".." / "src"))
        assert place == (space.id, "Shop")
        rules = hook_reads.rules(conn, place)
        rows = hook_reads.block_rows(conn, place)
        waiting = hook_reads.waiting(conn, place)
    finally:
        conn.close()
    assert [(r["entry_id"], r["words"], r["scope"], r["mode"]) for r in rules] == [
        (rule.id, "Never push to main", "space", None),
        (mine.id, "Answer briefly", "user", "remind"),
    ]
    assert rules[0]["said_on"] == said.message.created_at.date().isoformat()
    # Each rule's reading as stored for its version (issue 33), as the services read it.
    assert rules[0]["reading"] == core.memory.reading(rule).to_json()
    assert rules[1]["reading"] == core.memory.reading(mine).to_json()
    expected = core.memory.memory_block(session.id)
    assert memory_block(rows, CONTEXT_BUDGET).text == expected.text
    assert waiting == 1
    core.decisions.set_settings(personal, use_memory=False)
    conn = hook_reads.open_sqlite(db_url)
    try:
        assert [r["scope"] for r in hook_reads.rules(conn, place)] == ["space"]
        assert hook_reads.space_of(conn, str(tmp_path)) is None
    finally:
        conn.close()


def test_files_the_plain_reads_do_not_take_give_none(tmp_path):
    """No file, not SQLite, another schema: None (the hook asks the helper instead)."""
    assert hook_reads.open_sqlite(f"sqlite:///{tmp_path / 'none.db'}") is None
    assert hook_reads.open_sqlite("postgresql://host/db") is None
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE alembic_version (version_num TEXT)")
    conn.execute("INSERT INTO alembic_version VALUES ('9999')")
    conn.commit()
    conn.close()
    assert hook_reads.open_sqlite(f"sqlite:///{other}") is None


def test_a_reading_kept_for_another_version_is_not_the_rules(core, db_url, tmp_path):
    """Only the reading stored for the rule's version is given with it; one left from another
    version (or not JSON) is not, and the checker reads the words instead."""
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, tmp_path)
    rule = core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="constraint", content="Never push to main"
    ).value
    path = db_url.removeprefix("sqlite:///")
    for statement in (
        "UPDATE rule_readings SET version = version + 1",
        "UPDATE rule_readings SET version = version - 1, reading = '{not json'",
    ):
        raw = sqlite3.connect(path)
        raw.execute(statement)
        raw.commit()
        raw.close()
        conn = hook_reads.open_sqlite(db_url)
        try:
            (read,) = hook_reads.rules(conn, hook_reads.space_of(conn, str(tmp_path)))
        finally:
            conn.close()
        assert read["entry_id"] == rule.id and read["reading"] is None


def test_a_kept_reader_reads_what_is_written_and_reopens_for_another_file(core, db_url, tmp_path):
    """`mindkeep mcp`'s check_action keeps its read connection (KeptReader): a rule saved after
    the first read is read on the next; a file put in its place (a restore) and a changed
    schema are opened afresh, and a file at another schema is not read at all."""
    import shutil

    folder = tmp_path / "shop"
    folder.mkdir()
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, folder)
    reader = hook_reads.KeptReader(db_url)
    place = hook_reads.space_of(reader.connection(), str(folder))
    assert hook_reads.rules(reader.connection(), place) == []
    first = reader.connection()
    core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="constraint", content="Never push to main"
    )
    assert reader.connection() is first  # kept
    assert [r["words"] for r in hook_reads.rules(first, place)] == ["Never push to main"]

    path = db_url.removeprefix("sqlite:///")
    core.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    copy = tmp_path / "copy.db"
    shutil.copyfile(path, copy)
    conn = sqlite3.connect(copy)
    with conn:
        conn.execute("UPDATE memory_entries SET content = 'Restored words'")
    conn.close()
    copy.replace(path)  # another file at the same path
    again = reader.connection()
    assert again is not first
    assert [r["words"] for r in hook_reads.rules(again, place)] == ["Restored words"]

    conn = sqlite3.connect(path)  # an upgrade in place: another schema
    with conn:
        conn.execute("CREATE TABLE later_table (id INTEGER)")
        conn.execute("UPDATE alembic_version SET version_num = 'zzzz'")
    conn.close()
    assert reader.connection() is None
    reader.forget()
