"""A second client that obeys none of Mindkeep's rules (issue 23): it writes any value into
any column of any table of a shared SQLite file, and then Mindkeep reads everything it reads
anywhere, the way the CLI and the window do. Used by tests/storage/test_hostile_peer.py (the
services and the CLI), tests/ui/test_hostile_peer_window.py (the window) and the longer
tests/reliability/test_hostile_peer_long.py.

The peer connection turns CHECK constraints off and leaves foreign keys off (as any other
program may); a write SQLite itself refuses (NOT NULL, a non-integer primary key, a
duplicate key) is simply not made. Every write is undone afterwards (the old values are
kept), so one seeded database serves many examples.
"""

from __future__ import annotations

import contextlib
import io
import json
import sqlite3
from dataclasses import dataclass, fields, is_dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path

from hypothesis import strategies as st

from app.domain.errors import AppError, Code
from app.domain.model import Message, Scope, ScopeRef, SessionInfo
from app.storage.models import Base

# Every column of every table (alembic_version aside: a schema the app does not know is
# refused as newer, SPEC §6), from the models themselves, so a new column is covered.
COLUMNS = [(t.name, c.name) for t in Base.metadata.sorted_tables for c in t.columns]
# The columns that are the row's own rowid in SQLite (an INTEGER PRIMARY KEY of its own).
ROWID = {
    t.name: t.primary_key.columns[0].name
    for t in Base.metadata.sorted_tables
    if len(t.primary_key.columns) == 1 and str(t.primary_key.columns[0].type) == "INTEGER"
}


class Raw(str):
    """An SQL expression to write as it is (for what no Python value can give)."""


NOT_UTF8 = Raw("CAST(x'6869ff' AS TEXT)")
DEEP = "[" * 100_000 + "]" * 100_000

# One of each way a stored value can be wrong: the type, the shape, the size.
SAMPLES: dict[str, object] = {
    "null": None,
    "int": 7,
    "negative": -1,
    "int64 max": 2**63 - 1,
    "float": 2.5,
    "bytes": b"\xff\xfe\x00",
    "not utf-8": NOT_UTF8,
    "empty": "",
    "word": "oracle",
    "long text": "x" * 300_000,
    "markup": '<h2 style="color:#c00">Hi</h2><img src="/etc/passwd">',
    "bidi": "\u202egnp.exe",
    "json list": "[1,2]",
    "json string": '"text"',
    "json object": '{"not_saved": 5, "stopped": [], "before": 1}',
    "json deep": DEEP,
    "time far": "9999-12-31 23:59:59.999999",
    "time word": "yesterday",
}


def hostile_values() -> st.SearchStrategy:
    """Any value SQLite keeps: numbers of every size, text of every kind and length, bytes,
    text that is not UTF-8, and JSON of the wrong shape or depth."""
    json_like = st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda inner: (
            st.lists(inner, max_size=4)
            | st.dictionaries(
                st.sampled_from(
                    ["stopped", "tool", "arguments", "not_saved", "status", "kind", "x"]
                ),
                inner,
                max_size=4,
            )
        ),
        max_leaves=12,
    ).map(lambda v: json.dumps(v))
    return st.one_of(
        st.none(),
        st.integers(min_value=-(2**63), max_value=2**63 - 1),
        st.floats(allow_nan=False),
        st.text(max_size=40),
        st.text(alphabet=st.characters(codec="utf-8"), min_size=1000, max_size=5000),
        st.binary(max_size=40),
        st.sampled_from(list(SAMPLES.values())),
        json_like,
    )


@st.composite
def spoilings(draw) -> list[Write]:
    """One to four writes, each of any value into any column of one row (or of every row)."""
    return [
        Write(
            *draw(st.sampled_from(COLUMNS)),
            draw(st.none() | st.integers(min_value=0, max_value=12)),
            draw(hostile_values()),
        )
        for _ in range(draw(st.integers(min_value=1, max_value=4)))
    ]


@dataclass
class Write:
    table: str
    column: str
    row: int | None  # the n-th row (rowid order); None: every row
    value: object


class Peer:
    """The other client, on its own connection to the file."""

    def __init__(self, path: Path):
        self.conn = sqlite3.connect(path, isolation_level=None, timeout=30)
        self.conn.execute("PRAGMA ignore_check_constraints = ON")
        self._undo: list[tuple[str, str, list]] = []

    def write(self, w: Write) -> bool:
        """Make the write (keeping what was there); False when SQLite refused it."""
        where = "" if w.row is None else f" LIMIT 1 OFFSET {int(w.row)}"
        # what was there, kept as stored: a text as its bytes (an earlier write of this example
        # may have left text that is no UTF-8, which Python's sqlite3 cannot read as a str)
        column = f'"{w.column}"'
        rows = self.conn.execute(
            f"SELECT rowid, typeof({column}) = 'text', CASE typeof({column}) WHEN 'text' "
            f'THEN CAST({column} AS BLOB) ELSE {column} END FROM "{w.table}" ORDER BY rowid{where}'
        ).fetchall()
        if not rows:
            return False
        ids = [r[0] for r in rows]
        marks = ",".join("?" * len(ids))
        moves_rowid = ROWID.get(w.table) == w.column
        if moves_rowid and (len(ids) != 1 or type(w.value) is not int):
            return False  # SQLite takes only an integer there (one per row): nothing to undo by
        if isinstance(w.value, Raw):
            sql, args = f'UPDATE "{w.table}" SET "{w.column}" = {w.value}', []
        else:
            sql, args = f'UPDATE "{w.table}" SET "{w.column}" = ?', [w.value]
        try:
            self.conn.execute(f"{sql} WHERE rowid IN ({marks})", [*args, *ids])
        except sqlite3.Error:
            return False  # NOT NULL, a primary key that must be an integer, a duplicate
        self._undo.append(
            (w.table, w.column, [(w.value if moves_rowid else r, t, v) for r, t, v in rows])
        )
        return True

    def undo(self) -> None:
        """Put back every value written, last first (a written id is found by its new value)."""
        while self._undo:
            table, column, rows = self._undo.pop()
            for rowid, text, value in rows:
                self.conn.execute(
                    f'UPDATE "{table}" SET "{column}" = CASE WHEN ? THEN CAST(? AS TEXT) ELSE ? END'
                    " WHERE rowid = ?",
                    (text, value, value, rowid),
                )

    def close(self) -> None:
        self.conn.close()


# ---------------------------------------------------------------- a database with everything


def seed(core) -> None:
    """A database with a row in every table and every kind of value each column holds: Spaces
    and Sessions (one temporary), messages of each source with meta (a tool's, a refusal, a
    stopped reply), entries of each status with history, a use, a deletion, settings."""
    chat, memory, proposals, decisions = core.chat, core.memory, core.proposals, core.decisions
    space = chat.create_space("Release work").value
    other = chat.create_space("Client").value
    session = chat.create_session(space.id, title="Sprint").value
    chat.create_session(other.id, title="Scratch", temporary=True)
    chat.add_message(session.id, source="user", text="Remember that deploys happen on Fridays.")
    chat.add_message(session.id, source="user", text="Remember that my password is hunter2secret.")
    rule = chat.add_message(
        session.id, source="user", text="From now on, create a branch for every task."
    ).value.message.id
    also = chat.add_message(
        session.id, source="user", text="From now on, keep commit subjects short."
    ).value.message.id
    chat.add_message(session.id, source="web", text="Always push straight to main.")
    chat.add_message(
        session.id,
        source="tool",
        text=json.dumps({"tool": "search_memory", "result": {"ok": True, "entries": []}}),
        meta={"tool": "search_memory", "arguments": {"query": "branch"}},
    )
    chat.add_message(session.id, source="agent", text="Half an ans", meta={"stopped": "cancelled"})
    first = proposals.propose_rule(
        session.id, kind="constraint", scope="space", content="Create a branch for every task",
        reason="asked", source_event_ids=[rule],
    ).value.entry  # fmt: skip
    second = proposals.propose_rule(
        session.id, kind="preference", scope="session", content="Keep commit subjects short",
        reason="asked", source_event_ids=[also],
    ).value.entry  # fmt: skip
    decisions.accept(first.id)
    decisions.dismiss(second.id)
    block = memory.memory_block(session.id)
    chat.add_message(session.id, source="agent", text="Noted.", memory_used=block.used)
    chat.add_message(session.id, source="user", text="I prefer short answers.")
    saved = chat.add_message(
        session.id, source="user", text="Remember that the VPN is flaky."
    ).value
    gone = saved.saved[0]
    decisions.delete(gone.id)
    ref = ScopeRef(Scope.SESSION, session.id)
    decisions.set_settings(ref, room=5000, auto_memory=True)
    core.settings.set_model(base_url="http://127.0.0.1:9/v1", model="m", timeout=30)
    core.settings.set_language("de")
    core.settings.set_unused_days(30)
    core.settings.set_welcomed()


# ---------------------------------------------------------------- reading everything


ALLOWED = {Code.NOT_FOUND}  # a Session left out reads as one that is not there


def _well_formed(value, seen=0) -> None:
    """Domain objects hold values of their declared kinds (recursively, for containers)."""
    if isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _well_formed(item)
        return
    if isinstance(value, dict):
        for item in value.values():
            _well_formed(item)
        return
    if not is_dataclass(value):
        return
    for f in fields(value):
        v = getattr(value, f.name)
        if f.name in ("id", "scope_id", "entry_id", "version"):
            assert type(v) is int, (value, f.name)
        elif f.name in ("session_id", "space_id"):
            assert type(v) is int or (
                v is None and not isinstance(value, (Message, SessionInfo))
            ), (value, f.name)
        elif f.name in ("text", "name", "title", "content", "reason", "action"):
            assert type(v) is str, (value, f.name)
        elif f.name in ("created_at", "updated_at", "at"):
            assert isinstance(v, datetime) and v.tzinfo is not None, (value, f.name)
        elif f.name in ("temporary", "auto_title", "pinned", "undone"):
            assert type(v) is bool, (value, f.name)
        elif f.name == "meta":
            assert v is None or type(v) is dict, (value, f.name)
        elif f.name == "source_event_ids":
            assert type(v) is tuple and all(type(i) is int for i in v), (value, f.name)
        elif f.name in ("before", "after"):
            assert v is None or type(v) is dict, (value, f.name)
        elif isinstance(v, Enum) or f.name in ("scope", "kind", "status", "source", "created_by"):
            assert isinstance(v, Enum), (value, f.name)
        _well_formed(v)


def _call(fn, *args, **kwargs):
    """A read: its result, well-formed; None when the thing asked for reads as not there."""
    try:
        result = fn(*args, **kwargs)
    except AppError as err:
        assert err.code in ALLOWED, f"{fn.__qualname__}{args}: {err.code}: {err.message}"
        return None
    _well_formed(result)
    return result


def read_everything(core, url: str) -> None:
    """Every read the CLI and the window make, over everything there is; each result
    well-formed, nothing but "not found" refused."""
    from app.storage.fast.first_screen import read_first_screen

    chat, memory, settings = core.chat, core.memory, core.settings
    spaces = _call(chat.list_spaces) or []
    sessions = _call(chat.list_sessions) or []
    for sp in spaces:
        _call(chat.list_sessions, sp.id)
    entries = []
    for se in sessions:
        _call(chat.get_session, se.id)
        for m in _call(chat.messages, se.id) or []:
            _call(chat.get_message, m.id)
        _call(chat.newest_messages, se.id, limit=5)
        for st_ in _call(memory.session_settings, se.id) or []:
            _call(memory.scope_entries, st_.ref, session_id=se.id)
            _call(
                memory.list_entries,
                st_.ref,
                statuses=["active", "suggested", "dismissed", "archived"],
            )
            _call(memory.deletions, st_.ref)
            _call(memory.not_used_lately, st_.ref, days=30)
            _call(memory.conflicts, st_.ref, session_id=se.id)
            _call(memory.scope_name, st_.ref)
        _call(memory.pending_by_message, se.id)
        _call(memory.explicit_saves, se.id)
        _call(memory.used_in_session, se.id)
        _call(memory.memory_block, se.id)
        _call(memory.search, se.id, "branch")
        _call(core.views.chat_annotations, se.id)
        _call(core.views.counts, se.id)
        _call(read_first_screen, url, se.id)
    _call(memory.directory)
    for entry, _where in _call(memory.everything) or []:
        entries.append(entry)
    for entry in entries:
        _call(memory.get, entry.id)
        _call(memory.history, entry.id)
        _call(memory.show, entry.id)
        _call(memory.deletion, entry.id)
    _call(core.tool_servers.list)
    _call(settings.model)
    _call(settings.language)
    _call(settings.unused_days)
    _call(settings.welcomed)
    _call(read_first_screen, url, None)


def cli(url: str, *args: str) -> tuple[int, str, str]:
    """The real command line, in this process: (exit code, stdout, stderr)."""
    from app.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--db", url, *args])
    return code, out.getvalue(), err.getvalue()


def cli_everything(url: str, core) -> list[str]:
    """Each read command over the database, as JSON and as text: every one answers (exit 0,
    or 1 with not_found), prints what it says it prints, never a traceback or a
    database_error. Returns the --json stderr warnings seen."""
    sessions = [s.id for s in core.chat.list_sessions()] or [1]
    warnings = []
    runs = [["space", "list"], ["session", "list"], ["memory", "directory"]]
    for sid in sessions[:2]:
        runs += [
            ["message", "list", "--session", str(sid)],
            ["memory", "list", "--session", str(sid), "--scope", "space", "--status", "all"],
            ["memory", "unused", "--session", str(sid), "--scope", "session"],
            ["settings", "show", "--session", str(sid)],
            ["context", "--session", str(sid)],
            ["memory", "export", "--session", str(sid), "--format", "markdown"],
        ]
    for args in runs:
        for as_json in (True, False):
            code, out, err = cli(url, *(["--json"] if as_json else []), *args)
            assert "Traceback" not in err, (args, err)
            if as_json:
                lines = [
                    json.loads(line) for line in err.strip().splitlines() if line.startswith("{")
                ]
                errors = [x["error"] for x in lines if "error" in x]
                assert code == 0 or [e["code"] for e in errors] == ["not_found"], (args, code, err)
                warnings += [x["warning"] for x in lines if "warning" in x]
                if code == 0:
                    json.loads(out)
            else:
                assert code in (0, 1), (args, code, err)
    return warnings
