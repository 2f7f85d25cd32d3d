"""The command line on a database another client wrote odd values into: it shows what it can
and says what it skipped, on stderr and under "skipped" in --json (issue 23, defect 3)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.bootstrap import build_core

REPO = Path(__file__).resolve().parents[2]


def mindkeep(url: str, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "MINDKEEP_DB_URL"}
    return subprocess.run(
        [sys.executable, "-m", "app", "--db", url, *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _seed(url: str) -> tuple[int, int, int]:
    """A Session with a user message citing a suggestion, and a reply; (session, reply, entry)."""
    core = build_core(url)
    try:
        space = core.chat.create_space("Work").value
        session = core.chat.create_session(space.id, title="Chat").value
        said = core.chat.add_message(
            session.id, source="user", text="From now on, create a branch for every task."
        ).value.message.id
        reply = core.chat.add_message(session.id, source="agent", text="Noted.").value.message.id
        entry = core.proposals.propose_rule(
            session.id,
            kind="constraint",
            scope="session",
            content="Create a branch for every task",
            reason="asked",
            source_event_ids=[said],
        ).value.entry
        return session.id, reply, entry.id
    finally:
        core.close()


@pytest.mark.parametrize("meta", ["[1,2]", '"text"', "7", '{"not_saved": 5}'])
def test_message_list_shows_the_messages_and_names_what_it_replaced(tmp_path, meta):
    """`message list` with a meta of the wrong shape: exit 0, both messages, the note on
    stderr, and `"skipped"` in --json."""
    url = f"sqlite:///{tmp_path / 'mk.db'}"
    session, reply, _entry = _seed(url)
    conn = sqlite3.connect(tmp_path / "mk.db")
    conn.execute("UPDATE messages SET meta = ? WHERE id = ?", (meta, reply))
    conn.commit()
    conn.close()

    proc = mindkeep(url, "--json", "message", "list", "--session", str(session))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert [m["text"] for m in out["messages"]][-1] == "Noted."
    assert out["skipped"] == [
        {"table": "messages", "id": reply, "column": "meta", "outcome": "replaced"}
    ]
    warning = json.loads(proc.stderr.strip().splitlines()[-1])["warning"]
    assert warning["code"] == "values_skipped" and warning["count"] == 1

    readable = mindkeep(url, "message", "list", "--session", str(session))
    assert readable.returncode == 0 and "Noted." in readable.stdout
    assert f"messages {reply}, meta: replaced by its default" in readable.stderr


def test_nothing_odd_adds_nothing_to_the_output(tmp_path):
    """A database as Mindkeep wrote it: no "skipped" key, nothing on stderr."""
    url = f"sqlite:///{tmp_path / 'mk.db'}"
    session, _reply, _entry = _seed(url)
    proc = mindkeep(url, "--json", "message", "list", "--session", str(session))
    assert proc.returncode == 0 and proc.stderr == ""
    assert "skipped" not in json.loads(proc.stdout)


def test_the_screenshot_of_a_session_with_an_odd_meta_is_taken(tmp_path):
    """`mindkeep --screenshot` on such a Session wrote a picture instead of dying (exit 139)."""
    url = f"sqlite:///{tmp_path / 'mk.db'}"
    session, reply, _entry = _seed(url)
    conn = sqlite3.connect(tmp_path / "mk.db")
    conn.execute("UPDATE messages SET meta = '[1,2]' WHERE id = ?", (reply,))
    conn.commit()
    conn.close()
    shot = tmp_path / "shot.png"
    proc = mindkeep(url, "--screenshot", str(shot), "--session", str(session))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert shot.stat().st_size > 1000
    assert "Error calling Python override" not in proc.stderr
    assert f"messages {reply}, meta: replaced by its default" in proc.stderr


def test_on_postgresql_odd_values_are_skipped_and_named(pg_url):
    """On the real server: cited ids of 5, a meta that is a JSON string, a time of 'infinity'
    (which psycopg refuses to read): every command still answers, naming what it skipped;
    nothing says "database disk image is malformed"."""
    from sqlalchemy import create_engine, text

    session, reply, entry = _seed(pg_url)
    peer = create_engine(pg_url.replace("postgresql://", "postgresql+psycopg://", 1))
    with peer.begin() as conn:
        conn.execute(
            text("UPDATE memory_entries SET source_event_ids = '5' WHERE id = :i"), {"i": entry}
        )
        conn.execute(text("UPDATE messages SET meta = '\"text\"' WHERE id = :i"), {"i": reply})
        conn.execute(
            text("UPDATE messages SET created_at = 'infinity' WHERE id <> :i"), {"i": reply}
        )
    peer.dispose()

    listed = mindkeep(
        pg_url, "--json", "memory", "list", "--session", str(session), "--scope", "session",
        "--status", "suggested",
    )  # fmt: skip
    assert listed.returncode == 0, listed.stderr
    out = json.loads(listed.stdout)
    assert [e["source_event_ids"] for e in out["entries"]] == [[]]
    assert {
        "table": "memory_entries",
        "id": entry,
        "column": "source_event_ids",
        "outcome": "replaced",
    } in out["skipped"]

    messages = mindkeep(pg_url, "--json", "message", "list", "--session", str(session))
    assert messages.returncode == 0, messages.stderr
    out = json.loads(messages.stdout)
    assert [m["created_at"][:4] for m in out["messages"]] == [
        "1970",
        out["messages"][1]["created_at"][:4],
    ]
    assert {"table": "messages", "id": reply, "column": "meta", "outcome": "replaced"} in out[
        "skipped"
    ]
    assert "malformed" not in messages.stderr + listed.stderr
