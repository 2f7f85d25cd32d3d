"""What the hooks of other agents read (SPEC §10), with a DB-API connection and plain SQL: the
Space bound to the agent's working folder, the saved rules that apply there (the Space's and
Personal) with the user's Block / Remind / Off and the stored reading (issue 33) of each, the
rows of the Memory block, and how many suggestions wait.

A hook runs before every tool call of every connected agent, so on SQLite it reads here with
the standard library's `sqlite3`, read-only, before SQLAlchemy or the services could be
imported (`open_sqlite`; anything unusual gives None and the hook asks a process that has the
services). On PostgreSQL the same statements run on the driver's connection of that process
(`dbapi_connection`): one reading of the rules, two drivers. The statements are the
repositories' own, written for DB-API; tests/storage/test_hook_reads.py checks that both give
the same.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import quote

from app.storage.engine.revisions import head_revision
from app.storage.fast.hints import sqlite_file

_KINDS = ("preference", "constraint", "fact", "decision", "todo", "lesson")
_SOURCES = (
    "user_stated",
    "user_confirmed",
    "agent_inferred",
    "tool_observed",
    "external",
    "imported",
)
_MODES = ("block", "remind", "off")
_CONTENT_MAX = 300
_DATE = re.compile(r"^(\d{4}-\d{2}-\d{2})")
_ID_MAX = 2**63 - 1
_READING_MAX = 64 * 1024  # characters of a stored reading's JSON (a real one is a few hundred)


def open_sqlite(url: str):
    """A read-only sqlite3 connection to the database at `url`, or None when it is not a SQLite
    file at this schema's head (another schema, no file yet, not SQLite, damaged)."""
    path = sqlite_file(url)
    if path is None or not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=2.0)
    except sqlite3.Error:
        return None
    try:
        rows = conn.execute("SELECT version_num FROM alembic_version").fetchall()
        if len(rows) != 1 or rows[0][0] != head_revision():
            conn.close()
            return None
    except (sqlite3.Error, RuntimeError, OSError, SyntaxError, ValueError):
        conn.close()
        return None
    return conn


class KeptReader:
    """`open_sqlite`'s connection kept for the next read, one per thread (sqlite3's rule), by a
    process that answers many hooks (`mindkeep mcp`'s check_action): opening one and checking its
    schema is a third of a check. It is opened again when the file at the path is another one
    (a restore) or its schema changed (an upgrade), or after an error."""

    def __init__(self, url: str):
        self._url = url
        self._path = sqlite_file(url)
        self._kept = threading.local()

    def connection(self):
        """A connection as open_sqlite gives (None where it gives None); do not close it."""
        kept = getattr(self._kept, "conn", None)
        try:
            mark = os.stat(self._path) if self._path is not None else None
        except OSError:
            mark = None
        file_mark = None if mark is None else (mark.st_dev, mark.st_ino)
        if kept is not None:
            try:
                same = (
                    file_mark == self._kept.file
                    and kept.execute("PRAGMA schema_version").fetchone()[0] == self._kept.schema
                )
            except sqlite3.Error:
                same = False
            if same:
                return kept
            self.forget()
        conn = open_sqlite(self._url)
        if conn is not None:
            try:
                schema = conn.execute("PRAGMA schema_version").fetchone()[0]
            except sqlite3.Error:
                conn.close()
                return None
            self._kept.conn, self._kept.file, self._kept.schema = conn, file_mark, schema
        return conn

    def forget(self) -> None:
        """Close this thread's kept connection (after an error, or a change of file)."""
        kept = getattr(self._kept, "conn", None)
        self._kept.conn = None
        if kept is not None:
            kept.close()


def dbapi_connection(db):
    """The driver's own connection of a `Database` (app.storage.engine.database), for these reads in a
    process that has it open (PostgreSQL); close it after use (it goes back to the pool)."""
    return db.engine.raw_connection()


def _run(conn, sql: str, params: Sequence = ()):
    """Run one statement written with `?` placeholders on either driver."""
    if not isinstance(conn, sqlite3.Connection):
        sql = sql.replace("?", "%s")
    cur = conn.cursor()
    try:
        cur.execute(sql, tuple(params))
        return cur.fetchall()
    finally:
        cur.close()


def _id(value) -> bool:
    return type(value) is int and 0 < value <= _ID_MAX


def folder_chain(cwd: str) -> list[str]:
    """The folder and every folder above it, resolved as bindings are stored (absolute, links
    and `..` resolved, `~` expanded)."""
    path = Path(os.path.realpath(os.path.expanduser(cwd)))
    return [str(path), *(str(p) for p in path.parents)]


def space_of(conn, cwd: str | None) -> tuple[int, str] | None:
    """(id, name) of the Space bound to `cwd` or to the nearest folder above it, or None."""
    if not cwd or "\x00" in cwd:
        return None
    try:
        chain = folder_chain(cwd)
    except (OSError, ValueError, RuntimeError):
        return None
    marks = ", ".join("?" for _ in chain)
    found = {
        path: space_id
        for path, space_id in _run(
            conn, f"SELECT path, space_id FROM space_folders WHERE path IN ({marks})", chain
        )
        if isinstance(path, str) and _id(space_id)
    }
    for path in chain:
        if path in found:
            rows = _run(conn, "SELECT name FROM spaces WHERE id = ?", (found[path],))
            if rows and isinstance(rows[0][0], str):
                return found[path], rows[0][0]
            return None
    return None


def personal_id(conn) -> int | None:
    """The local user's id (the Personal scope), or None before anyone wrote to it."""
    rows = _run(conn, "SELECT min(id) FROM users")
    return rows[0][0] if rows and _id(rows[0][0]) else None


def _scopes(conn, space_id: int | None) -> list[tuple[str, int]]:
    """The Space's and Personal scopes whose Use Memory is on (SPEC §1), in that order."""
    scopes = []
    if space_id is not None:
        scopes.append(("space", space_id))
    user = personal_id(conn)
    if user is not None:
        scopes.append(("user", user))
    if not scopes:
        return []
    where = " OR ".join("(scope = ? AND scope_id = ?)" for _ in scopes)
    off = {
        (scope, scope_id)
        for scope, scope_id, use in _run(
            conn,
            f"SELECT scope, scope_id, use_memory FROM scope_settings WHERE {where}",
            [v for pair in scopes for v in pair],
        )
        if use in (0, False)
    }
    return [s for s in scopes if s not in off]


def _in_scopes(scopes: list[tuple[str, int]]) -> tuple[str, list]:
    where = " OR ".join("(e.scope = ? AND e.scope_id = ?)" for _ in scopes)
    order = "CASE e.scope WHEN 'space' THEN 0 ELSE 1 END, e.pinned DESC, e.id"
    return f"({where})", [v for pair in scopes for v in pair], order


def rules(conn, space: tuple[int, str] | None) -> list[dict]:
    """The saved rules (preferences and constraints) of the Space and Personal, Use Memory on:
    each as {entry_id, version, kind, words, scope, scope_name, said_on, mode, reading} (the
    fields of app.domain.agents.rules.Rule; `reading`: the one stored for the rule's version,
    issue 33), Space first, pinned first. A row not as Mindkeep writes it is left out."""
    scopes = _scopes(conn, space[0] if space else None)
    if not scopes:
        return []
    where, params, order = _in_scopes(scopes)
    rows = _run(
        conn,
        "SELECT e.id, e.version, e.scope, e.kind, e.content, e.source_event_ids, e.created_at, "
        "f.mode, r.version, r.reading FROM memory_entries e "
        "LEFT JOIN rule_enforcement f ON f.entry_id = e.id "
        "LEFT JOIN rule_readings r ON r.entry_id = e.id "
        f"WHERE {where} AND e.status = 'active' AND e.kind IN ('preference', 'constraint') "
        f"ORDER BY {order}",
        params,
    )
    out = []
    cited: dict[int, list[dict]] = {}
    for entry_id, version, scope, kind, content, ids, created, mode, read_at, read in rows:
        if not (
            _id(entry_id)
            and _id(version)
            and kind in _KINDS
            and isinstance(content, str)
            and 0 < len(content) <= _CONTENT_MAX
        ):
            continue
        rule = {
            "entry_id": entry_id,
            "version": version,
            "kind": kind,
            "words": content,
            "scope": scope,
            "scope_name": space[1] if scope == "space" and space else "",
            "said_on": _day(created),
            "mode": mode if mode in _MODES else None,
            # Only a reading stored for this very version is the rule's (issue 33).
            "reading": _reading(read) if read_at == version else None,
        }
        first = _first_id(ids)
        if first is not None:
            cited.setdefault(first, []).append(rule)
        out.append(rule)
    if cited:
        marks = ", ".join("?" for _ in cited)
        for message_id, created in _run(
            conn, f"SELECT id, created_at FROM messages WHERE id IN ({marks})", list(cited)
        ):
            day = _day(created)
            if day is not None:
                for rule in cited.get(message_id, ()):
                    rule["said_on"] = day
    return out


def block_rows(conn, space: tuple[int, str] | None) -> list[tuple]:
    """(id, version, scope, kind, source, content, pinned) of the saved entries of the Space and
    Personal, Use Memory on, in the block's order: what app.domain.memory.formats.memory_block takes."""
    scopes = _scopes(conn, space[0] if space else None)
    if not scopes:
        return []
    where, params, order = _in_scopes(scopes)
    out = []
    for r in _run(
        conn,
        "SELECT e.id, e.version, e.scope, e.kind, e.source, e.content, e.pinned "
        f"FROM memory_entries e WHERE {where} AND e.status = 'active' ORDER BY {order}",
        params,
    ):
        entry_id, version, scope, kind, source, content, pinned = r
        if (
            _id(entry_id)
            and _id(version)
            and kind in _KINDS
            and source in _SOURCES
            and isinstance(content, str)
            and 0 < len(content) <= _CONTENT_MAX
        ):
            out.append((entry_id, version, scope, kind, source, content, bool(pinned)))
    return out


def waiting(conn, space: tuple[int, str] | None) -> int:
    """How many suggestions wait for the user in the Space and Personal."""
    scopes = []
    if space is not None:
        scopes.append(("space", space[0]))
    user = personal_id(conn)
    if user is not None:
        scopes.append(("user", user))
    if not scopes:
        return 0
    where, params, _order = _in_scopes(scopes)
    rows = _run(
        conn,
        f"SELECT count(*) FROM memory_entries e WHERE {where} AND e.status = 'suggested'",
        params,
    )
    return int(rows[0][0]) if rows and isinstance(rows[0][0], int) else 0


def _reading(value) -> dict | None:
    """A stored reading's JSON object (text on SQLite, already decoded by PostgreSQL's driver),
    or None; the checker checks its fields (app.domain.compliance.Reading.from_json) and reads
    the rule's words instead when they are not a reading."""
    if isinstance(value, str | bytes) and len(value) <= _READING_MAX:
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            return None
    return value if isinstance(value, dict) else None


def _first_id(value) -> int | None:
    if isinstance(value, list):
        ids = value
    elif isinstance(value, str) and value.startswith("["):
        try:
            ids = json.loads(value)
        except (ValueError, RecursionError):
            return None
    else:
        return None
    return ids[0] if isinstance(ids, list) and ids and _id(ids[0]) else None


def _day(value) -> str | None:
    """The day of a stored time, as an ISO date (UTC, as stored)."""
    if hasattr(value, "isoformat"):
        value = value.isoformat()
    if isinstance(value, str):
        m = _DATE.match(value)
        if m:
            return m.group(1)
    return None
