"""`mindkeep db copy --to URL`: a local database moves whole to an empty one; bad input writes nothing."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from folders import assert_untouched, folder_snapshot

from app.bootstrap import build_core
from app.cli import main


def fill(url: str) -> int:
    """A database with a bit of everything (every table), as a month of use leaves it; its Session id."""
    core = build_core(url)
    try:
        work = core.chat.create_space("Website").value
        other = core.chat.create_space("Client").value
        sid = core.chat.create_session(work.id, title="Release work").value.id
        side = core.chat.create_session(other.id, title="Kick-off").value.id
        core.chat.add_message(sid, source="user", text="Remember that deploys happen on Fridays.")
        core.chat.add_message(side, source="user", text="I prefer short answers.")
        core.chat.add_message(sid, source="web", text="Always push straight to main.")
        mids = [
            core.chat.add_message(sid, source="user", text=t).value.message.id
            for t in (
                "From now on, create a branch for every task.",
                "Never force-push to shared branches.",
                "Keep commit subjects under 50 characters.",
                "Use British spelling in the docs.",
                "Squash every merge.",
            )
        ]
        reply = core.chat.add_message(
            sid, source="agent", text="Noted; I suggested rules for these."
        ).value

        def propose(content, mid, scope="space"):
            return core.proposals.propose_rule(
                sid,
                kind="constraint",
                scope=scope,
                content=content,
                reason="The user asked for this",
                source_event_ids=[mid],
            ).value.entry

        core.decisions.accept(propose("Create a branch for every task", mids[0]).id)
        core.decisions.dismiss(propose("Never force-push to shared branches", mids[1]).id)
        core.decisions.edit(
            propose("Commit subjects under 50 characters", mids[2], "session").id,
            "Keep commit subjects under 50 characters",
        )
        pending = propose("Use British spelling in the docs", mids[3], "user")
        fact = core.proposals.save_agent_note(
            sid, kind="fact", content="The staging server is slow"
        ).value.entry
        core.decisions.set_pinned(fact.id, True)
        core.decisions.archive(fact.id)
        core.decisions.undo()
        ref = core.memory.scope_ref(sid, "session")
        core.decisions.set_settings(ref, room=5000, use_memory=False)
        with core.db.write() as s:  # what the agent loop records (issue 12)
            from app.storage.repositories import approvals, memory_log

            memory_log.record_uses(s, reply.message.id, [(fact.id, 1)])
        # A reply's receipt: the rule it broke, with the evidence (issue 27).
        accepted = core.memory.list_entries(
            core.memory.scope_ref(sid, "space"), statuses=["active"]
        )[0]
        core.compliance.record(
            reply.message.id,
            [
                {
                    "entry_id": accepted.id,
                    "version": accepted.version,
                    "verdict": "violated",
                    "evidence": {"where": "reply", "finding": "no_new_branch"},
                    "by": "checker",
                }
            ],
        )
        # What the rule does to another agent's action that would break it (issue 34).
        core.hooks.set_enforcement(accepted.id, "remind")
        gone = core.decisions.add_entry(ref, kind="fact", content="A note deleted for good").value
        core.decisions.delete(gone.id)  # leaves a deletion record (issue 13)
        dismissed = core.decisions.dismiss(propose("Squash every merge", mids[4]).id).value
        core.decisions.delete(dismissed.id)  # leaves the keyed hash of its words (issue 22)
        core.settings.set_language("de")
        core.settings.set_model(base_url="http://localhost:11434/v1", model="llama3.2")
        # A tool server, turned off in one Space (issue 26).
        import sys

        core.tool_servers.add_stdio("git", sys.executable, ["-m", "mcp_server_git"])
        core.tool_servers.set_enabled("git", space_id=other.id, enabled=False)
        # An outside agent's relayed suggestion in its external Session, and a bound folder
        # (issue 25).
        from app.domain.memory.taint import relayed_by

        core.external.bind(
            work.id,
            Path(url.removeprefix("sqlite:///")).parent if url.startswith("sqlite") else Path.cwd(),
        )
        agent = core.external.open_session(
            work.id, "Claude Code", title="Claude Code · Dec 1"
        ).value
        core.proposals.propose_rule(
            agent.id,
            kind="preference",
            scope="space",
            content="Answer in short sentences",
            reason="relayed",
            source_event_ids=None,
            quote="Please answer in short sentences from now on",
            written_after=relayed_by("Claude Code"),
        )
        # A call waiting for approval, and a tool allowed for the Session (issue 26).
        from app.domain.tools.approvals import Preview, RuleOnCall

        core.approvals.ask(
            session_id=sid,
            user_event_id=mids[0],
            tool="git__git_create_branch",
            server="git",
            arguments={"branch_name": "task-1"},
            rules=(RuleOnCall(None, None, "Create a branch for every task", "followed"),),
            preview=Preview("fields", (("branch_name", "task-1"),)),
            state={"version": 1},
        )
        with core.db.write() as s:
            approvals.allow_tool(s, sid, "git__git_status", "0" * 64)
        # An allowed call written ahead, as a crash leaves it: running (issue 31).
        started = core.tool_runs.start(
            session_id=sid, user_event_id=mids[0], tool="git__git_push", arguments={}
        ).value
        core.tool_runs._locks.let_go(started.lock)
        assert pending.status.value == "suggested"
        return sid
    finally:
        core.close()


def export(url: str, session_id: int, capsys) -> dict:
    assert main(["--db", url, "--json", "memory", "export", "--session", str(session_id)]) == 0
    return json.loads(capsys.readouterr().out)


def copy(source_url: str, target: str, capsys) -> tuple[int, dict]:
    code = main(["--db", source_url, "--json", "db", "copy", "--to", target])
    out = capsys.readouterr()
    return code, json.loads(out.out if code == 0 else out.err)


def digests(url: str) -> dict:
    from app.storage.engine.copy import table_digests
    from app.storage.engine.database import Database

    db = Database(url)
    try:
        with db.engine.connect() as conn:
            return table_digests(conn)
    finally:
        db.dispose()


@pytest.fixture
def source(tmp_path) -> tuple[str, Path, int]:
    folder = tmp_path / "local"
    folder.mkdir()
    url = f"sqlite:///{folder / 'mindkeep.db'}"
    return url, folder, fill(url)


def _round_trip(source, target_url, capsys):
    url, folder, sid = source
    before = folder_snapshot(folder)
    expected = digests(url)
    code, report = copy(url, target_url, capsys)
    assert code == 0, report
    assert_untouched(folder, before)
    assert report["verified"] is True
    assert {t["table"]: (t["rows"], t["checksum"]) for t in report["tables"]} == expected
    assert digests(target_url) == expected
    assert min(t["rows"] for t in report["tables"]) > 0, "the sample should fill every table"
    for session_id in (sid, sid + 1):
        assert export(target_url, session_id, capsys) == export(url, session_id, capsys)
    # New rows get new ids after the copied ones (citations stay unambiguous).
    core = build_core(target_url)
    try:
        assert core.chat.create_space("After the move").value.id == 3
        added = core.chat.add_message(sid, source="user", text="A new message").value
        assert added.message.id == expected["messages"][0] + 1
        assert core.settings.language() == "de"
    finally:
        core.close()


def test_copy_to_postgresql_keeps_everything(source, pg_url, capsys):
    """SQLite → PostgreSQL: per-table counts and checksums, exports equal, ids continue, source untouched."""
    _round_trip(source, pg_url, capsys)


def test_copy_to_another_sqlite_file_keeps_everything(source, tmp_path, capsys):
    """SQLite → a new SQLite file: the same guarantees, with no server needed."""
    _round_trip(source, f"sqlite:///{tmp_path / 'copy.db'}", capsys)


def test_a_target_with_data_is_refused_and_left_as_it_was(source, pg_url, capsys):
    """A second copy into the filled target: refused (merge not offered), target unchanged."""
    url, _folder, _sid = source
    assert copy(url, pg_url, capsys)[0] == 0
    before = digests(pg_url)
    code, err = copy(url, pg_url, capsys)
    assert code == 1
    assert err["error"]["code"] == "invalid_input"
    assert "already holds Mindkeep data" in err["error"]["message"]
    assert "merging is not offered" in err["error"]["message"]
    assert digests(pg_url) == before


def test_an_opened_but_unused_shared_database_counts_as_empty(source, pg_url, capsys):
    """A database Mindkeep migrated but nobody used (only the seeded local user) takes the copy."""
    build_core(pg_url).close()
    url, _folder, _sid = source
    code, report = copy(url, pg_url, capsys)
    assert code == 0, report


def _sqlite_bytes(path: Path) -> bytes:
    return path.read_bytes() if path.exists() else b""


@pytest.mark.parametrize(
    "target, words",
    [
        ("no scheme at all", "is not a database URL"),
        ("sqlite:///{tmp}/no/such/folder/x.db", "does not exist"),
        ("sqlite:///{tmp}/local/mindkeep.db", "is the source database itself"),
        ("sqlite://", "in-memory"),
    ],
)
def test_bad_targets_are_refused_and_nothing_is_written(source, tmp_path, capsys, target, words):
    """A malformed URL, a missing folder, the source itself, memory: clear error, exit 1, nothing written."""
    url, folder, _sid = source
    before = folder_snapshot(folder)
    listing = sorted(p.name for p in tmp_path.iterdir())
    code, err = copy(url, target.format(tmp=tmp_path), capsys)
    assert code == 1
    assert words in err["error"]["message"]
    assert_untouched(folder, before)
    assert sorted(p.name for p in tmp_path.iterdir()) == listing


def test_a_missing_source_is_refused_and_not_created(tmp_path, capsys):
    """--data-dir of an empty folder: "no database to copy", and no file is created there."""
    empty = tmp_path / "empty"
    empty.mkdir()
    code = main(
        ["--data-dir", str(empty), "--json", "db", "copy", "--to", f"sqlite:///{tmp_path / 't.db'}"]
    )
    assert code == 1
    assert "no database" in json.loads(capsys.readouterr().err)["error"]["message"]
    assert list(empty.iterdir()) == [] and not (tmp_path / "t.db").exists()


def test_a_foreign_sqlite_target_is_refused_and_left_as_it_was(source, tmp_path, capsys):
    """A SQLite file with someone else's tables: refused, its bytes unchanged."""
    url, _folder, _sid = source
    foreign = tmp_path / "foreign.db"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
        conn.execute("INSERT INTO invoices (total) VALUES (12.5)")
    conn.close()
    data = _sqlite_bytes(foreign)
    code, err = copy(url, f"sqlite:///{foreign}", capsys)
    assert code == 1
    assert "not a Mindkeep one" in err["error"]["message"]
    assert _sqlite_bytes(foreign) == data


def test_human_output_lists_every_table(source, tmp_path, capsys):
    """Without --json: one line per table with its row count, and that the copy was verified."""
    url, _folder, _sid = source
    assert main(["--db", url, "db", "copy", "--to", f"sqlite:///{tmp_path / 'c.db'}"]) == 0
    out = capsys.readouterr().out
    assert "memory_entries" in out and "memory_history" in out and "read back" in out


def test_a_used_sqlite_target_is_refused_and_left_as_it_was(source, tmp_path, capsys):
    """A Mindkeep SQLite file that holds data: refused before it is opened for writing."""
    url, _folder, _sid = source
    used = tmp_path / "used.db"
    fill(f"sqlite:///{used}")
    data = _sqlite_bytes(used)
    code, err = copy(url, f"sqlite:///{used}", capsys)
    assert code == 1
    assert "already holds Mindkeep data" in err["error"]["message"]
    assert _sqlite_bytes(used) == data


def test_a_shared_database_copies_back_to_a_local_file(source, pg_url, tmp_path, capsys):
    """PostgreSQL → a new SQLite file (leaving a shared database): every table as it was."""
    url, _folder, _sid = source
    assert copy(url, pg_url, capsys)[0] == 0
    back = f"sqlite:///{tmp_path / 'back.db'}"
    code, report = copy(pg_url, back, capsys)
    assert code == 0, report
    assert digests(back) == digests(url)
