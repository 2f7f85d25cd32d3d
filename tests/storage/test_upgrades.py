"""Databases made by three earlier versions of Mindkeep (tests/data/upgrades, built from git
history with each version's own code: see its README) open with this one (issue 31): the backup
is made first, and every entry, status, provenance, history line, dismissed word, Session and
message is there as it was."""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.bootstrap import build_core
from app.domain.errors import AppError
from app.domain.model import Provenance, Status
from app.storage.engine.revisions import head_revision

UPGRADES = Path(__file__).resolve().parents[1] / "data" / "upgrades"
ARCHIVES = sorted(UPGRADES.glob("mindkeep-*.db.gz"))
# What each table must keep, column by column (what the earliest version already had).
KEPT = {
    "spaces": ("id", "name"),
    "sessions": ("id", "space_id", "title"),
    "messages": ("id", "session_id", "source", "text"),
    "memory_entries": (
        "id",
        "scope",
        "scope_id",
        "kind",
        "content",
        "status",
        "source",
        "created_by",
        "reason",
        "pinned",
        "version",
        "source_event_ids",
    ),
    "memory_history": ("id", "entry_id", "actor", "action", "undone", "before", "after"),
    "scope_settings": ("scope", "scope_id", "auto_memory", "use_memory", "room"),
}


def _rows(path: Path) -> dict[str, dict[tuple, dict]]:
    """Every row of the tables above, by primary key, read outside the app."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    try:
        out = {}
        for table, columns in KEPT.items():
            key = ("scope", "scope_id") if table == "scope_settings" else ("id",)
            rows = conn.execute(f"SELECT {', '.join(columns)} FROM {table}").fetchall()
            out[table] = {tuple(r[k] for k in key): dict(r) for r in rows}
        return out
    finally:
        conn.close()


def _json(value):
    return json.loads(value) if isinstance(value, str) else value


@pytest.fixture(params=ARCHIVES, ids=[a.name.removesuffix(".db.gz") for a in ARCHIVES])
def upgraded(request, tmp_path):
    """(the file as the earlier version left it, read raw; its revision; the folder; the core of
    this version over it)."""
    path = tmp_path / "mindkeep.db"
    with gzip.open(request.param, "rb") as src, open(path, "wb") as dst:
        shutil.copyfileobj(src, dst)
    conn = sqlite3.connect(path)
    (revision,) = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    conn.close()
    before = _rows(path)
    core = build_core(f"sqlite:///{path}")
    yield before, revision, path, core
    core.close()


def test_there_are_three_earlier_versions():
    """Three files, each of another schema revision, none of them today's."""
    revisions = {a.name.split("-")[1] for a in ARCHIVES}
    assert len(ARCHIVES) == 3 and len(revisions) == 3
    assert head_revision() not in revisions


def test_the_file_holds_every_status_and_provenance(upgraded):
    """The earlier version wrote realistic content: all four statuses and all six provenances,
    a dismissed rule, history lines of several actions, messages of several sources."""
    before, _revision, _path, _core = upgraded
    entries = before["memory_entries"].values()
    assert {e["status"] for e in entries} == {s.value for s in Status}
    assert {e["source"] for e in entries} == {p.value for p in Provenance}
    actions = {h["action"] for h in before["memory_history"].values()}
    assert {"suggest", "dismiss", "edit", "accept", "archive", "import"} <= actions
    assert {m["source"] for m in before["messages"].values()} >= {"user", "agent", "tool", "web"}


def test_the_backup_is_made_before_the_upgrade(upgraded):
    """Beside the file: one backup named after the earlier revision, holding what it held."""
    before, revision, path, _core = upgraded
    backups = list(path.parent.glob(f"mindkeep.db.backup-{revision}-*"))
    assert len(backups) == 1, list(path.parent.iterdir())
    assert _rows(backups[0]) == before
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version_num FROM alembic_version").fetchall() == [
        (head_revision(),)
    ]
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()


def test_every_row_is_kept_as_it_was(upgraded):
    """Every Space, Session, message, entry, history line and scope setting: the same values
    after the upgrade, column by column."""
    before, _revision, path, _core = upgraded
    after = _rows(path)
    for table, rows in before.items():
        assert set(after[table]) == set(rows), table
        for key, row in rows.items():
            now = after[table][key]
            for column, value in row.items():
                if column in ("before", "after", "source_event_ids"):
                    assert _json(now[column]) == _json(value), (table, key, column)
                else:
                    assert now[column] == value, (table, key, column)


def test_this_version_reads_every_entry_and_its_history(upgraded):
    """Through this version's services: each entry with its status, provenance, kind, scope and
    content; each entry's history with the same actions in the same order."""
    before, _revision, _path, core = upgraded
    history = before["memory_history"].values()
    for entry_id, row in before["memory_entries"].items():
        entry = core.memory.get(entry_id[0])
        assert (
            entry.status.value,
            entry.source.value,
            entry.kind.value,
            entry.scope.value,
            entry.scope_id,
            entry.content,
            entry.pinned,
        ) == (
            row["status"],
            row["source"],
            row["kind"],
            row["scope"],
            row["scope_id"],
            row["content"],
            bool(row["pinned"]),
        )
        events = core.memory.history(entry_id[0])
        expected = sorted((h["id"], h["action"]) for h in history if h["entry_id"] == entry_id[0])
        assert sorted((e.id, e.action) for e in events) == expected
    for session_id, session in before["sessions"].items():
        info = core.chat.get_session(session_id[0])
        assert (info.space_id, info.title) == (session["space_id"], session["title"])
        texts = [(m.source.value, m.text) for m in core.chat.messages(session_id[0])]
        assert texts == [
            (m["source"], m["text"])
            for _id, m in sorted(before["messages"].items())
            if m["session_id"] == session_id[0]
        ]


def test_dismissed_words_stay_dismissed(upgraded):
    """A rule the user dismissed with the earlier version is still never suggested again."""
    before, _revision, _path, core = upgraded
    dismissed = [e for e in before["memory_entries"].values() if e["status"] == "dismissed"]
    assert dismissed
    for entry in dismissed:
        session = next(
            s
            for s in core.chat.list_sessions()
            if not s.temporary
            and not s.external
            and (entry["scope"] != "space" or s.space_id == entry["scope_id"])
            and (entry["scope"] != "session" or s.id == entry["scope_id"])
        )
        said = core.chat.add_message(session.id, source="user", text=entry["content"] + ".").value
        with pytest.raises(AppError) as err:
            core.proposals.propose_rule(
                session.id,
                kind=entry["kind"],
                scope=entry["scope"],
                content=entry["content"],
                reason="again",
                source_event_ids=[said.message.id],
            )
        assert err.value.code == "dismissed_before"
