"""Stored values → domain objects: the one way rows become Spaces, Sessions, messages and
Memory entries, for the repositories and for the first screen alike (no SQLAlchemy here,
so the window can read its first screen before SQLAlchemy is imported).

Every function takes a row as a tuple of the values the database holds, in a fixed column
order: timestamps as text (SQLite, or PostgreSQL's ISO text), JSON as text.

Another program may have written any value into any column (SQLite keeps what it is given,
whatever the column's type; a shared PostgreSQL database has other clients). Nothing above
this module ever sees a value of the wrong type or shape (issue 23):
- a row whose identity or kind cannot be read (an id that is not an integer, a source, scope,
  kind, status, provenance or actor this version does not know, a version that is not a
  number) is **left out** (`Unreadable`, caught per row by `each`);
- text that is not text is **shown as text** (a number as its digits, bytes decoded with
  replacement characters); text longer than Mindkeep ever stores is **shortened**;
- a time, a flag or a JSON value that cannot be read, or has the wrong shape, is **replaced**
  by its default (the time by 1970-01-01 00:00 UTC, the flag by off, the JSON by nothing;
  in a message's meta only the keys of the wrong shape go, and unknown keys are not kept).
Each of these is noted (`Skipped`) where the current unit of work collects them (`noting`),
so the CLI and the window can say what they skipped (the readers of one value and the notes
are in values.py). A key of `Message.meta` or a history snapshot that anything reads must
have its shape here.
"""

from __future__ import annotations

import json

from app.deferred import later
from app.domain.model import (
    Actor,
    HistoryEvent,
    Kind,
    MemoryEntry,
    Message,
    MessageSource,
    Provenance,
    Scope,
    SessionInfo,
    Space,
    Status,
    WrittenAfter,
)
from app.storage.values import (  # noqa: F401  (decode gives what reading a row takes)
    _BAD,
    _ID_MAX,
    _ID_MIN,
    AS_TEXT,
    CONTENT_MAX,
    EPOCH,
    JSON_MAX,
    LEFT_OUT,
    NAME_MAX,
    OUTCOMES,
    REPLACED,
    SHORTENED,
    TEXT_MAX,
    Row,
    SkipLog,
    Skipped,
    Unreadable,
    _is_id,
    each,
    moment,
    note,
    noting,
    one,
)

SCOPES = {m.value: m for m in Scope}
KINDS = {m.value: m for m in Kind}
STATUSES = {m.value: m for m in Status}
PROVENANCES = {m.value: m for m in Provenance}
ACTORS = {m.value: m for m in Actor}
SOURCES = {m.value: m for m in MessageSource}

# The columns of each kind of row, in the order the decoders read them.
SPACE_FIELDS = ("id", "name", "created_at")
SESSION_FIELDS = (
    "id",
    "space_id",
    "title",
    "created_at",
    "temporary",
    "auto_title",
    "external_client",
)
MESSAGE_FIELDS = ("id", "session_id", "source", "text", "created_at", "meta")
ENTRY_FIELDS = (
    "id",
    "scope",
    "scope_id",
    "kind",
    "content",
    "status",
    "source",
    "created_by",
    "reason",
    "source_event_ids",
    "pinned",
    "version",
    "created_at",
    "updated_at",
    "written_after",
)
HISTORY_FIELDS = ("id", "entry_id", "actor", "action", "at", "before", "after", "undone")

# ---------------------------------------------------------------- rows

# entry id → (the row's stored values, the MemoryEntry made from them). Decoding is a pure
# function of the stored values, so an entry whose values are all unchanged is reused:
# re-reading a scope (a refresh after each decision, a scope switch) skips two date
# parses and a frozen dataclass per row (about half the cost of listing 2,000 entries).
# Only rows read without a note are kept (a note is made each time a row is read).
_DECODED: dict[int, tuple[tuple, MemoryEntry]] = {}
_DECODED_KEPT = 50_000

# "Same words" (its look-alike tables): only for a stored key that is not text, never on the
# first screen's way.
same_words_key = later("app.domain.text:same_words_key")


def entry(r) -> MemoryEntry:
    """The one way a MemoryEntry is made from storage: a row (or the values just inserted)
    whose first columns are ENTRY_FIELDS, in that order."""
    stored = tuple(r[:15])
    hit = _DECODED.get(stored[0]) if type(stored[0]) is int else None
    if hit is not None and hit[0] == stored:
        return hit[1]
    made = _entry_as_stored(stored)
    if made is None:
        return _entry_noted(stored)
    if len(_DECODED) >= _DECODED_KEPT:
        _DECODED.clear()
    _DECODED[stored[0]] = (stored, made)
    return made


def _entry_as_stored(r: tuple) -> MemoryEntry | None:
    """The entry when every value is as Mindkeep writes it (nearly always: no Row, no note);
    None otherwise."""
    (eid, scope, scope_id, kind, content, status, source, by, reason, cited, pinned, version,
     created, updated, after) = r  # fmt: skip
    created_at = moment(created)
    updated_at = created_at if updated == created else moment(updated)
    if cited == "[]":
        ids = ()
    elif type(cited) is str and len(cited) <= JSON_MAX:
        try:
            ids = json.loads(cited)
        except (ValueError, RecursionError):
            return None
        if type(ids) is not list:
            return None
        for i in ids:
            if type(i) is not int or not _ID_MIN <= i <= _ID_MAX:
                return None
        ids = tuple(ids)
    elif type(cited) in (list, tuple) and all(_is_id(i) for i in cited):
        ids = tuple(cited)  # the values just inserted
    else:
        return None
    if after is None or after == "null":
        after = None
    else:
        after = _written_after(after if type(after) is not str else _loads(after))
        if after is _BAD:
            return None
    scope, kind, status = SCOPES.get(scope), KINDS.get(kind), STATUSES.get(status)
    source, by = PROVENANCES.get(source), ACTORS.get(by)
    if (
        type(eid) is not int
        or type(scope_id) is not int
        or type(version) is not int
        or type(content) is not str
        or len(content) > CONTENT_MAX
        or type(reason) is not str
        or len(reason) > TEXT_MAX
        or pinned not in (0, 1)
        or type(pinned) not in (int, bool)
        or None in (scope, kind, status, source, by, created_at, updated_at)
    ):
        return None
    return MemoryEntry(
        eid, scope, scope_id, kind, content, status, source, by, reason, ids, bool(pinned),
        version, created_at, updated_at, after,
    )  # fmt: skip


def _loads(text: str):
    """JSON text as stored, or _BAD."""
    if len(text) > JSON_MAX:
        return _BAD
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return _BAD


def _written_after(data) -> WrittenAfter | None:
    """What an agent write was made after (issue 22), from its stored JSON; _BAD when it is
    not one."""
    if data is _BAD:
        return _BAD
    try:
        return WrittenAfter.from_json(data)
    except (ValueError, TypeError):
        return _BAD


def _written_after_noted(row: Row, value: object) -> WrittenAfter | None:
    if value is None or value == "null":
        return None
    made = _written_after(row.json("written_after", value))
    if made is _BAD:
        # Unreadable, so the entry is taken as written after untrusted content of an unknown
        # kind: a suggestion keeps its note, and nothing reads it as the user's own.
        row._note("written_after", REPLACED)
        return WrittenAfter.from_json({"sources": ["tool"], "event_ids": []})
    return made


def _entry_noted(r: tuple) -> MemoryEntry:
    """The entry from values some of which are not as Mindkeep writes them: each read, and
    noted, by a Row (never kept in _DECODED: the note is made each time it is read)."""
    row = Row("memory_entries", r[0])
    created = row.time("created_at", r[12])
    return MemoryEntry(
        row.id("id", r[0]),
        row.known("scope", r[1], SCOPES),
        row.id("scope_id", r[2]),
        row.known("kind", r[3], KINDS),
        row.text("content", r[4], CONTENT_MAX),
        row.known("status", r[5], STATUSES),
        row.known("source", r[6], PROVENANCES),
        row.known("created_by", r[7], ACTORS),
        row.text("reason", r[8]) if r[8] is not None else "",
        row.ids("source_event_ids", r[9]),
        row.flag("pinned", r[10]),
        row.id("version", r[11]),
        created,
        created if r[13] == r[12] else row.time("updated_at", r[13]),
        _written_after_noted(row, r[14]),
    )


def keys(r, made: MemoryEntry) -> tuple[str, str | None]:
    """The same-words key and the suggested words' key stored after an entry's columns
    (r[15], r[16]); a key that is not text is made again from the words, or dropped."""
    content_key, suggested_key = r[15], r[16]
    if type(content_key) is not str:
        Row("memory_entries", made.id)._note("content_key", REPLACED)
        content_key = same_words_key(made.content)
    if suggested_key is not None and type(suggested_key) is not str:
        Row("memory_entries", made.id)._note("suggested_key", REPLACED)
        suggested_key = None
    return content_key, suggested_key


def history(r) -> HistoryEvent:
    row = Row("memory_history", r[0])
    return HistoryEvent(
        id=row.id("id", r[0]),
        entry_id=row.id("entry_id", r[1]),
        actor=row.known("actor", r[2], ACTORS),
        action=row.text("action", r[3], NAME_MAX),
        at=row.time("at", r[4]),
        before=_snapshot(row, "before", r[5]),
        after=_snapshot(row, "after", r[6]),
        undone=row.flag("undone", r[7]),
        mark=r[8] if type(r[8]) is str else None,
    )


# What a history snapshot holds (app.services.memory.base.snapshot, and what a decision adds).
_SNAPSHOT_REQUIRED = {
    "status": STATUSES,
    "kind": KINDS,
    "content": str,
    "source": PROVENANCES,
    "pinned": bool,
    "version": int,
}
_SNAPSHOT_OPTIONAL = {"scope": SCOPES, "scope_id": int, "into": int, "by": int}
_SNAPSHOT_ID_LISTS = ("decided", "replaced", "batch")


def _fits(value: object, shape) -> bool:
    if isinstance(shape, dict):
        return type(value) is str and value in shape
    return type(value) is shape


def _snapshot(row: Row, column: str, value: object) -> dict | None:
    """An entry as a history event recorded it: all its fields of the right types, or None."""
    data = row.json(column, value)
    if data is None:
        return None
    if (
        type(data) is not dict
        or not all(_fits(data.get(k), shape) for k, shape in _SNAPSHOT_REQUIRED.items())
        or any(k in data and not _fits(data[k], shape) for k, shape in _SNAPSHOT_OPTIONAL.items())
    ):
        if data is not _BAD:
            row._note(column, REPLACED)
        return None
    out = {k: data[k] for k in _SNAPSHOT_REQUIRED}
    out.update((k, data[k]) for k in _SNAPSHOT_OPTIONAL if k in data)
    for k in _SNAPSHOT_ID_LISTS:
        if k in data:
            ids = data[k]
            if type(ids) is list and all(_is_id(i) for i in ids):
                out[k] = ids
            else:
                row._note(column, REPLACED)
    return out


def message(r) -> Message:
    mid, sid, source, text, created, meta = r
    made = SOURCES.get(source) if type(source) is str else None
    created_at = moment(created)
    if meta is not None:
        meta = _meta_as_stored(meta)
    if (
        meta is not _BAD
        and made is not None
        and created_at is not None
        and type(mid) is int
        and type(sid) is int
        and type(text) is str
        and len(text) <= TEXT_MAX
    ):  # as Mindkeep writes it
        return Message(mid, sid, made, text, created_at, meta)
    row = Row("messages", r[0])
    return Message(
        id=row.id("id", r[0]),
        session_id=row.id("session_id", r[1]),
        source=row.known("source", r[2], SOURCES),
        text=row.text("text", r[3], TEXT_MAX),
        created_at=row.time("created_at", r[4]),
        meta=None if r[5] is None or r[5] == "null" else _meta(row, r[5]),
    )


def _short_text(value: object) -> bool:
    return type(value) is str and len(value) <= NAME_MAX


def _refusal(value: object) -> bool:
    """One "not saved" note of an explicit request (app.services.chat)."""
    return (
        type(value) is dict
        and all(_short_text(value.get(k)) for k in ("scope", "kind", "code"))
        and type(value.get("content")) is str
        and len(value["content"]) <= CONTENT_MAX
    )


_RAN = {
    "ok": (bool,),
    "status": (str,),
    "created": (bool,),
    "code": (str,),
    "entry_id": (int,),
    "count": (int,),
    "not_run": (bool,),
    # an allowed action written ahead (issue 31): running, or left running by a crash
    "running": (bool,),
    "interrupted": (bool,),
    "untrusted": (
        list,
    ),  # the kinds of third-party text a call gave the model (app.domain.memory.taint)
}


def _ran(value: object) -> bool:
    """The small typed record of one tool call the loop ran (issue 23, defect 6)."""
    return (
        type(value) is dict
        and type(value.get("ok")) is bool
        and all(
            k in _RAN
            and type(v) in _RAN[k]
            and (type(v) is not str or len(v) <= NAME_MAX)
            and (type(v) is not int or _ID_MIN <= v <= _ID_MAX)
            and (type(v) is not list or (len(v) <= 8 and all(_short_text(i) for i in v)))
            for k, v in value.items()
        )
    )


_HOOK = {
    "client": _short_text,
    "decision": _short_text,
    "tool": _short_text,
    "reason": lambda v: type(v) is str and len(v) <= CONTENT_MAX * 8,
    "rules": lambda v: (
        type(v) is list and all(type(i) is int and _ID_MIN <= i <= _ID_MAX for i in v)
    ),
}


def _hook_record(value: object) -> bool:
    """What a hook of another agent recorded of one action (SPEC §10): its client, what was
    decided (blocked, reminded, ran, not checked), the rules that bore on it and why."""
    return (
        type(value) is dict
        and _short_text(value.get("client"))
        and all(k in _HOOK and _HOOK[k](v) for k, v in value.items())
    )


def _context(value: object) -> bool:
    """What of its Session a reply was written without (app.agent.turn_state.Turn.context)."""
    return (
        type(value) is dict
        and set(value) == {"seen", "from", "window"}
        and all(type(v) is int and 0 <= v <= _ID_MAX for v in (value["seen"], value["window"]))
        and (value["from"] is None or (type(value["from"]) is int and 0 < value["from"] <= _ID_MAX))
    )


# The keys of a message's meta and what each must be (see Message.meta).
_META = {
    "stopped": _short_text,  # why a reply ended early
    "tool": _short_text,  # the tool a tool message answers
    # the arguments the model gave it: a JSON object, or the text it sent when it was not one
    "arguments": lambda v: type(v) is dict or (type(v) is str and len(v) <= TEXT_MAX),
    # explicit requests of a user message that were not saved, and why
    "not_saved": lambda v: type(v) is list and all(_refusal(item) for item in v),
    # a user message whose turn ended without a reply: why (the chat offers Retry)
    "unanswered": _short_text,
    # the outside agent that relayed a `relayed` message's words over MCP (SPEC §9)
    "relayed_by": _short_text,
    # the agent whose harness captured a `captured` message's words (SPEC §10)
    "captured_by": _short_text,
    # what a hook of another agent recorded of one of its actions (app.services.agent_hooks' record)
    "hook": _hook_record,
    # what the agent loop recorded of a tool call it ran (app.domain.tools.records.ran)
    "ran": _ran,
    # the approval a tool call waited for (app.domain.tools.approvals.tool_record)
    "approval": lambda v: type(v) is int and 0 < v <= _ID_MAX,
    # the older messages a reply's model did not see: {"seen", "from", "window"} (issue 31)
    "context": _context,
}


def _meta_as_stored(value: object):
    """A message's meta when it is as Mindkeep writes it (None for none); _BAD otherwise."""
    if value == "null":
        return None
    if type(value) is not str or len(value) > JSON_MAX:
        return _BAD
    try:
        data = json.loads(value)
    except (ValueError, RecursionError):
        return _BAD
    if type(data) is not dict:
        return _BAD
    for k, v in data.items():
        if k not in _META or not _META[k](v):
            return _BAD
    return data or None


def _meta(row: Row, value: object) -> dict | None:
    data = row.json("meta", value)
    if data is _BAD or data is None:
        return None
    if type(data) is not dict:
        row._note("meta", REPLACED)
        return None
    kept = {}
    for k, v in data.items():
        if k in _META:
            if _META[k](v):
                kept[k] = v
            else:
                row._note("meta", REPLACED)
    return kept or None


def space(r) -> Space:
    row = Row("spaces", r[0])
    return Space(
        id=row.id("id", r[0]),
        name=row.text("name", r[1], NAME_MAX),
        created_at=row.time("created_at", r[2]),
    )


def session(r) -> SessionInfo:
    sid, space_id, title, created, temporary, auto_title = r[:6]
    client = r[6] if len(r) > 6 else None
    created_at = moment(created)
    if (
        created_at is not None
        and type(sid) is int
        and type(space_id) is int
        and type(title) is str
        and len(title) <= NAME_MAX
        and temporary in (0, 1)
        and auto_title in (0, 1)
        and type(temporary) in (int, bool)
        and type(auto_title) in (int, bool)
        and (client is None or (type(client) is str and len(client) <= NAME_MAX))
    ):  # as Mindkeep writes it
        return SessionInfo(
            sid, space_id, title, created_at, bool(temporary), bool(auto_title), client
        )
    row = Row("sessions", r[0])
    return SessionInfo(
        id=row.id("id", r[0]),
        space_id=row.id("space_id", r[1]),
        title=row.text("title", r[2], NAME_MAX),
        created_at=row.time("created_at", r[3]),
        temporary=row.flag("temporary", r[4]),
        auto_title=row.flag("auto_title", r[5]),
        external_client=None if client is None else row.text("external_client", client, NAME_MAX),
    )


def placed(sessions: list[SessionInfo], space_ids) -> list[SessionInfo]:
    """The Sessions whose Space exists; the others (another program moved them to a Space
    that is not there) are left out and noted, so no screen lists what it cannot place."""
    kept = []
    for made in sessions:
        if made.space_id in space_ids:
            kept.append(made)
        else:
            note(Skipped("sessions", made.id, "space_id", LEFT_OUT))
    return kept


def cited(r) -> tuple[int, int, MessageSource, str]:
    """(id, session id, source, text) of a message a citation names."""
    found = SOURCES.get(r[2]) if type(r[2]) is str else None
    if found is not None and type(r[0]) is int and type(r[1]) is int and type(r[3]) is str:
        return r[0], r[1], found, r[3][:TEXT_MAX]
    row = Row("messages", r[0])
    return (
        row.id("id", r[0]),
        row.id("session_id", r[1]),
        row.known("source", r[2], SOURCES),
        row.text("text", r[3], TEXT_MAX),
    )


def use(r) -> tuple[int, int, int]:
    """(message id, entry id, version) of one record of an entry held by a reply's block."""
    if type(r[0]) is int and type(r[1]) is int and type(r[2]) is int:
        return r[0], r[1], r[2]
    row = Row("memory_uses", r[0])
    return row.id("message_id", r[0]), row.id("entry_id", r[1]), row.id("version", r[2])


def forget(entry_id: int) -> None:
    """An entry deleted for good leaves nothing behind, not even its decoded words."""
    _DECODED.pop(entry_id, None)
