"""The first screen, read with the standard library alone: the Spaces and Sessions, and the
newest messages of the Session to open with what the chat shows beside them.

The window paints this before SQLAlchemy, the services and the other pages are imported,
so "content on screen" costs a few queries, not the whole app (issue 16). The queries are
the repositories' own, written for sqlite3; tests/storage/test_first_screen.py checks that
both give the same. Anything unusual (not a SQLite file, a schema that is not at head, a
damaged file) gives None: the window then waits for the services as before.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field, replace
from urllib.parse import quote

from app.domain.model import MemoryEntry, Message, SessionInfo, Space
from app.storage import decode
from app.storage.engine.revisions import head_revision
from app.storage.fast.hints import sqlite_file

# How many of the Session's newest messages the first screen shows (more load on scrolling up).
TAIL = 40

_ENTRY_COLUMNS = ", ".join(decode.ENTRY_FIELDS)
_IN_SCOPES = "((scope = 'session' AND scope_id = ?) OR (scope = 'space' AND scope_id = ?) OR (scope = 'user' AND scope_id = ?))"


@dataclass(frozen=True)
class FirstScreen:
    """What the window shows before its services are attached."""

    spaces: list[Space]
    sessions: list[SessionInfo]
    session_id: int | None = None
    messages: list[Message] = field(default_factory=list)  # the newest, oldest first
    has_earlier: bool = False
    pending: set[int] = field(default_factory=set)  # user messages with a waiting suggestion
    saves: dict[int, list[MemoryEntry]] = field(
        default_factory=dict
    )  # explicit saves of the messages shown
    used: dict[int, tuple[tuple[int, int], ...]] = field(default_factory=dict)  # per agent reply
    waiting: int = 0  # suggestions waiting in the Session's three scopes
    model_name: str | None = None  # the model chosen in settings; None: the offline assistant
    # What could not be taken as stored (left out, shown as text, replaced): the window says so.
    skipped: tuple[decode.Skipped, ...] = ()


def read_first_screen(
    url: str, prefer_session: int | None = None, *, tail: int = TAIL
) -> FirstScreen | None:
    """The first screen of the SQLite database at `url`, or None when it cannot be read at once."""
    path = sqlite_file(url)
    if path is None or not path.is_file():
        return None
    try:
        # The file alone first, when it has no -wal beside it: a read-only WAL connection would
        # leave -wal and -shm files beside a file the services then refuse.
        if not path.with_name(path.name + "-wal").exists():
            alone = sqlite3.connect(f"file:{quote(str(path))}?mode=ro&immutable=1", uri=True)
            try:
                if _revision(alone) != head_revision():
                    return None  # an upgrade runs first, with the services
            finally:
                alone.close()
        # Read-only, but not immutable: what a writer has in the -wal file is read too.
        conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
        skipped: list[decode.Skipped] = []
        try:
            conn.execute("BEGIN")  # one snapshot: the revision and what is shown agree
            if _revision(conn) != head_revision():
                return None  # an upgrade runs first, with the services
            with decode.noting(skipped.append):
                first = _read(conn, prefer_session, tail)
        finally:
            conn.close()
    except (sqlite3.Error, ValueError, KeyError, TypeError, RecursionError):
        return None  # damaged or unusual: the services say what is wrong
    return replace(first, skipped=tuple(dict.fromkeys(skipped))) if skipped else first


def _revision(conn: sqlite3.Connection) -> str | None:
    """The revision as this connection sees it (with a -wal file beside the database, only the
    connection that reads the first screen sees a newer Mindkeep's upgrade still in it)."""
    rows = [r[0] for r in conn.execute("SELECT version_num FROM alembic_version")]
    # Anything but one row (a second revision beside ours): the services say what is wrong.
    return rows[0] if len(rows) == 1 else None


def _read(conn: sqlite3.Connection, prefer_session: int | None, tail: int) -> FirstScreen:
    spaces = decode.each(
        decode.space,
        conn.execute(f"SELECT {', '.join(decode.SPACE_FIELDS)} FROM spaces ORDER BY id"),
    )
    sessions = decode.placed(
        decode.each(
            decode.session,
            conn.execute(f"SELECT {', '.join(decode.SESSION_FIELDS)} FROM sessions ORDER BY id"),
        ),
        {space.id for space in spaces},
    )
    model_name = _setting(conn, "model.name") if _setting(conn, "model.base_url") else None
    if model_name is not None:
        model_name = decode.Row("app_settings", "model.name").text("value", model_name, 200)
    by_id = {se.id: se for se in sessions}
    session = by_id.get(prefer_session) if prefer_session is not None else None
    if session is None and sessions:
        session = sessions[0]
    if session is None:
        return FirstScreen(spaces, sessions, model_name=model_name)
    rows = conn.execute(
        f"SELECT {', '.join(decode.MESSAGE_FIELDS)} FROM messages WHERE session_id = ? "
        "ORDER BY id DESC LIMIT ?",
        (session.id, tail + 1),
    ).fetchall()
    has_earlier = len(rows) > tail
    messages = decode.each(decode.message, reversed(rows[:tail]))
    user = conn.execute("SELECT min(id) FROM users").fetchone()[0]
    scopes = (session.id, session.space_id, user if user is not None else -1)
    pending: set[int] = set()
    for entry_id, cited in conn.execute(
        f"SELECT id, source_event_ids FROM memory_entries WHERE {_IN_SCOPES} "
        "AND status = 'suggested' AND origin_session_id = ?",
        (*scopes, session.id),
    ):
        pending.update(decode.Row("memory_entries", entry_id).ids("source_event_ids", cited))
    saves: dict[int, list[MemoryEntry]] = {}
    used: dict[int, list[tuple[int, int]]] = {}
    if messages:  # what is shown beside the messages on screen (the services read the rest)
        for saved in decode.each(
            decode.entry,
            conn.execute(
                f"SELECT {_ENTRY_COLUMNS} FROM memory_entries WHERE {_IN_SCOPES} "
                "AND origin_session_id = ? AND created_by = 'extractor' "
                # (what another program stored as the cited ids may not be JSON at all)
                "AND CASE WHEN json_valid(source_event_ids) AND json_type(source_event_ids) = "
                "'array' THEN json_extract(source_event_ids, '$[0]') END >= ? ORDER BY id",
                (*scopes, session.id, messages[0].id),
            ),
        ):
            for message_id in saved.source_event_ids[:1]:
                saves.setdefault(message_id, []).append(saved)
        for message_id, entry_id, version in decode.each(
            decode.use,
            conn.execute(
                "SELECT u.message_id, u.entry_id, u.version FROM memory_uses u JOIN messages m "
                "ON m.id = u.message_id WHERE m.session_id = ? AND m.id >= ? "
                "ORDER BY u.message_id, u.id",
                (session.id, messages[0].id),
            ),
        ):
            used.setdefault(message_id, []).append((entry_id, version))
    waiting = conn.execute(
        f"SELECT count(*) FROM memory_entries WHERE {_IN_SCOPES} AND status = 'suggested'",
        scopes,
    ).fetchone()[0]
    return FirstScreen(
        spaces,
        sessions,
        session.id,
        messages,
        has_earlier,
        pending,
        saves,
        {k: tuple(v) for k, v in used.items()},
        waiting,
        model_name,
    )


def _setting(conn: sqlite3.Connection, key: str) -> str | None:
    row = conn.execute("SELECT value FROM app_settings WHERE key = ?", (key,)).fetchone()
    return row[0] if row else None
