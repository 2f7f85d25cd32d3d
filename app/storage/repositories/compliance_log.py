"""Statements on compliance receipts (SPEC §2.11): which rules each agent reply and each tool
call of the agent followed or broke, and each entry's counts; reached through `app.storage.repositories.memory_entries`."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import and_, bindparam, case, func, insert, select, update

from app.domain.memory.outcomes import (
    FOLLOWED,
    UNKNOWN,
    VERDICTS,
    VIOLATED,
    RecordedVerdict,
    RuleRecord,
)
from app.domain.model import MemoryEntry, MessageSource, ScopeRef
from app.storage.engine.notify import note_change
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories.common import (
    _ENTRIES,
    _ENTRY_COLUMNS,
    _IN_SCOPE,
    _MESSAGES,
    _SCOPES,
    _VERDICTS,
    _conn,
    _entry,
    _in,
    _reads,
    storable_id,
    stored,
    stored_time,
)
from app.storage.values import Row, each

_VERDICT_COLUMNS = (
    _VERDICTS.c.message_id,
    _VERDICTS.c.entry_id,
    _VERDICTS.c.version,
    _VERDICTS.c.verdict,
    stored(_VERDICTS.c.evidence),
    _VERDICTS.c.judged_by,
)
_Q_VERDICTS_OF = (
    select(*_VERDICT_COLUMNS)
    .where(_VERDICTS.c.message_id.in_(bindparam("ids", expanding=True)))
    .order_by(_VERDICTS.c.message_id, _VERDICTS.c.id)
)
_Q_VERDICTS_IN_SESSION = (
    select(*_VERDICT_COLUMNS)
    .select_from(_VERDICTS.join(_MESSAGES, _MESSAGES.c.id == _VERDICTS.c.message_id))
    .where(_MESSAGES.c.session_id == bindparam("session_id"), _MESSAGES.c.id >= bindparam("since"))
    .order_by(_VERDICTS.c.message_id, _VERDICTS.c.id)
)
_Q_EXISTING = select(_ENTRIES.c.id, _ENTRIES.c.scope, _ENTRIES.c.scope_id).where(
    _ENTRIES.c.id.in_(bindparam("ids", expanding=True))
)


def _counts(*where):
    return (
        select(
            _VERDICTS.c.entry_id,
            func.sum(case((_VERDICTS.c.verdict == FOLLOWED, 1), else_=0)),
            func.sum(case((_VERDICTS.c.verdict == VIOLATED, 1), else_=0)),
            stored_time(
                func.max(
                    case((_VERDICTS.c.verdict == VIOLATED, _MESSAGES.c.created_at), else_=None)
                )
            ),
        )
        .select_from(
            _VERDICTS.join(_MESSAGES, _MESSAGES.c.id == _VERDICTS.c.message_id).join(
                _ENTRIES, _ENTRIES.c.id == _VERDICTS.c.entry_id
            )
        )
        .where(_VERDICTS.c.verdict.in_((FOLLOWED, VIOLATED)), *where)
        .group_by(_VERDICTS.c.entry_id)
    )


_Q_COUNTS_OF = _counts(_VERDICTS.c.entry_id.in_(bindparam("ids", expanding=True)))
_Q_COUNTS_IN = _counts(*_IN_SCOPE)


_VERDICTS_KNOWN = {v: v for v in VERDICTS}
_JUDGES = {"checker": "checker", "model": "model"}


def _verdict(r) -> tuple[int, RecordedVerdict]:
    """One stored verdict; another program's values are read as every row is
    (app.storage.decode: a row that cannot be placed is left out, noted)."""
    row = Row("compliance_verdicts", (r[0], r[1]))
    evidence = row.json("evidence", r[4])
    return row.id("message_id", r[0]), RecordedVerdict(
        row.id("entry_id", r[1]),
        row.id("version", r[2]),
        row.known("verdict", r[3], _VERDICTS_KNOWN),
        evidence if type(evidence) is dict else None,
        row.known("judged_by", r[5], _JUDGES),
    )


def _record(r) -> tuple[int, RuleRecord]:
    row = Row("compliance_verdicts", r[0])
    last = None if r[3] is None else row.time("created_at", r[3])
    return row.id("entry_id", r[0]), RuleRecord(
        row.count("followed", r[1] or 0), row.count("violated", r[2] or 0), last
    )


def record_verdicts(
    s: UnitOfWork, session_id: int, message_id: int, verdicts: Sequence[RecordedVerdict]
) -> tuple[tuple[RecordedVerdict, ...], set[ScopeRef]]:
    """Store the verdicts of one message (an entry deleted for good meanwhile is left out:
    there is nothing left to point to); returns what was stored and the scopes it touches."""
    return record_receipts(s, session_id, [(message_id, verdicts)])[message_id]


def record_receipts(
    s: UnitOfWork,
    session_id: int,
    receipts: Sequence[tuple[int, Sequence[RecordedVerdict]]],
) -> dict[int, tuple[tuple[RecordedVerdict, ...], set[ScopeRef]]]:
    """Store the verdicts of several messages of one Session as `record_verdicts` does each,
    with one look-up of their entries and one insert: message id → (stored, scopes)."""
    wanted = sorted({v.entry_id for _m, verdicts in receipts for v in verdicts})
    found = (
        {
            r[0]: ScopeRef(_SCOPES[r[1]], r[2])
            for r in _conn(s).execute(_Q_EXISTING, {"ids": wanted})
        }
        if wanted
        else {}
    )
    out: dict[int, tuple[tuple[RecordedVerdict, ...], set[ScopeRef]]] = {}
    rows = []
    for message_id, verdicts in receipts:
        kept = tuple(v for v in verdicts if v.entry_id in found)
        out[message_id] = (kept, {found[v.entry_id] for v in kept})
        rows += [
            {
                "message_id": message_id,
                "entry_id": v.entry_id,
                "version": v.version,
                "verdict": v.verdict,
                "evidence": v.evidence,
                "judged_by": v.by,
            }
            for v in kept
        ]
    if rows:
        _conn(s).execute(insert(_VERDICTS), rows)
        for message_id, (kept, _scopes) in out.items():
            if kept:
                _note(s, session_id, message_id, kept, found)
    return out


def _note(s, session_id, message_id, verdicts, scopes) -> None:
    """Other windows on a shared database hear of it as a change of the entries' counts."""
    note_change(s, "message", "update", session_id=session_id, message_id=message_id)
    for v in verdicts:
        ref = scopes[v.entry_id]
        note_change(
            s, "entry", "update", scope=ref.scope.value, scope_id=ref.scope_id, entry_id=v.entry_id
        )


_U_JUDGED = (
    update(_VERDICTS)
    .where(
        _VERDICTS.c.message_id == bindparam("m_id"),
        _VERDICTS.c.entry_id == bindparam("e_id"),
        _VERDICTS.c.verdict == UNKNOWN,
        _VERDICTS.c.judged_by == "checker",
    )
    .values(verdict=bindparam("v"), evidence=bindparam("ev"), judged_by="model")
)


def record_judged(
    s: UnitOfWork, session_id: int, message_id: int, verdicts: Sequence[RecordedVerdict]
) -> tuple[tuple[RecordedVerdict, ...], set[ScopeRef]]:
    """The model's verdicts on rules the checker left unknown for one message: each replaces
    that unknown (and only an unknown of the checker's); returns what changed."""
    changed = []
    for v in verdicts:
        result = _conn(s).execute(
            _U_JUDGED, {"m_id": message_id, "e_id": v.entry_id, "v": v.verdict, "ev": v.evidence}
        )
        if result.rowcount:
            changed.append(v)
    if not changed:
        return (), set()
    found = {
        r[0]: ScopeRef(_SCOPES[r[1]], r[2])
        for r in _conn(s).execute(_Q_EXISTING, {"ids": [v.entry_id for v in changed]})
    }
    _note(s, session_id, message_id, changed, found)
    return tuple(changed), set(found.values())


@_reads
def verdicts_of(
    s: UnitOfWork, message_ids: Sequence[int]
) -> dict[int, tuple[RecordedVerdict, ...]]:
    """message id → its verdicts, in the order recorded (the block's order of its rules)."""
    ids = [i for i in message_ids if storable_id(i)]
    found: dict[int, list[RecordedVerdict]] = {}
    if ids:
        for mid, v in each(_verdict, _conn(s).execute(_Q_VERDICTS_OF, {"ids": ids})):
            found.setdefault(mid, []).append(v)
    return {k: tuple(v) for k, v in found.items()}


@_reads
def verdicts_in_session(
    s: UnitOfWork, session_id: int, since: int = 0
) -> dict[int, tuple[RecordedVerdict, ...]]:
    """Like verdicts_of, for the messages of a Session from message id `since` on."""
    found: dict[int, list[RecordedVerdict]] = {}
    rows = _conn(s).execute(_Q_VERDICTS_IN_SESSION, {"session_id": session_id, "since": since})
    for mid, v in each(_verdict, rows):
        found.setdefault(mid, []).append(v)
    return {k: tuple(v) for k, v in found.items()}


@_reads
def records_of(s: UnitOfWork, entry_ids: Sequence[int]) -> dict[int, RuleRecord]:
    """entry id → how often it was followed and broken, and when last broken (absent: never
    applied)."""
    ids = [i for i in entry_ids if storable_id(i)]
    if not ids:
        return {}
    return dict(each(_record, _conn(s).execute(_Q_COUNTS_OF, {"ids": ids})))


@_reads
def records_in(s: UnitOfWork, ref: ScopeRef) -> dict[int, RuleRecord]:
    """Like records_of, for every entry of a scope (one query)."""
    return dict(each(_record, _conn(s).execute(_Q_COUNTS_IN, _in(ref))))


_M = _MESSAGES.c
_Q_LAST_REPLY = select(func.max(_M.id)).where(
    _M.session_id == bindparam("session_id"), _M.source == MessageSource.AGENT.value
)
_Q_TURN_START = select(func.max(_M.id)).where(
    _M.session_id == bindparam("session_id"),
    _M.source == MessageSource.USER.value,
    _M.id < bindparam("reply"),
)
_Q_BROKEN_IN = (
    select(_VERDICTS.c.entry_id)
    .select_from(_VERDICTS.join(_MESSAGES, _MESSAGES.c.id == _VERDICTS.c.message_id))
    .where(
        and_(
            _M.session_id == bindparam("session_id"),
            _M.id > bindparam("start"),
            _M.id <= bindparam("reply"),
            _VERDICTS.c.verdict == VIOLATED,
        )
    )
    .order_by(_VERDICTS.c.message_id.desc(), _VERDICTS.c.id)
)


@_reads
def broken_last_turn(s: UnitOfWork, session_id: int) -> tuple[int, ...]:
    """The entries the Session's last agent reply, or a tool call of its turn, broke (in the
    reply's order first), each once."""
    conn = _conn(s)
    reply = conn.execute(_Q_LAST_REPLY, {"session_id": session_id}).scalar()
    if reply is None:
        return ()
    start = conn.execute(_Q_TURN_START, {"session_id": session_id, "reply": reply}).scalar() or 0
    rows = conn.execute(_Q_BROKEN_IN, {"session_id": session_id, "start": start, "reply": reply})
    return tuple(dict.fromkeys(r[0] for r in rows))


_Q_ENTRIES_BY_ID = select(*_ENTRY_COLUMNS).where(
    _ENTRIES.c.id.in_(bindparam("ids", expanding=True))
)


@_reads
def entries_by_id(s: UnitOfWork, entry_ids: Sequence[int]) -> dict[int, MemoryEntry]:
    """The entries among these ids, as they are now (one query): what a receipt names."""
    ids = sorted({i for i in entry_ids if storable_id(i)})
    if not ids:
        return {}
    return {e.id: e for e in (_entry(r) for r in _conn(s).execute(_Q_ENTRIES_BY_ID, {"ids": ids}))}
