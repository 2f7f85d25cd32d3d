"""Statements on other agents' work (SPEC §10): the external Session an agent uses today, the
user's Block / Remind / Off for each rule, how often each agent followed and broke each rule,
and when each agent was last seen; reached through `app.storage.repositories.memory_entries`."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import bindparam, case, delete, func, insert, select

from app.domain.memory.outcomes import FOLLOWED, VIOLATED
from app.domain.model import SessionInfo
from app.storage.engine.notify import note_change
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import RuleEnforcementRow, utcnow
from app.storage.repositories.common import (
    _ENTRIES,
    _MESSAGES,
    _SESSIONS,
    _VERDICTS,
    _conn,
    _each,
    _one,
    _reads,
    _session,
    storable_id,
    stored,
    stored_time,
)
from app.storage.values import Row

_ENFORCEMENT = RuleEnforcementRow.__table__
_MODES = {"block": "block", "remind": "remind", "off": "off"}

_Q_TODAYS = (
    select(
        _SESSIONS.c.id,
        _SESSIONS.c.space_id,
        _SESSIONS.c.title,
        stored_time(_SESSIONS.c.created_at),
        _SESSIONS.c.temporary,
        _SESSIONS.c.auto_title,
        _SESSIONS.c.external_client,
    )
    .where(
        _SESSIONS.c.space_id == bindparam("space_id"),
        _SESSIONS.c.external_client == bindparam("client"),
        _SESSIONS.c.external_folder.is_not_distinct_from(bindparam("folder")),
        _SESSIONS.c.created_at >= bindparam("since"),
    )
    .order_by(_SESSIONS.c.id.desc())
    .limit(1)
)


@_reads
def external_session_since(
    s: UnitOfWork, space_id: int, client: str, folder: str | None, since: datetime
) -> SessionInfo | None:
    """The newest external Session of `client` working in `folder` (None: no folder said) in a
    Space, made at or after `since`."""
    if not storable_id(space_id):
        return None
    row = _conn(s).execute(
        _Q_TODAYS, {"space_id": space_id, "client": client, "folder": folder, "since": since}
    )
    return _one(_session, row.first())


_Q_MODES = select(_ENFORCEMENT.c.entry_id, _ENFORCEMENT.c.mode).where(
    _ENFORCEMENT.c.entry_id.in_(bindparam("ids", expanding=True))
)


def _mode(r) -> tuple[int, str]:
    row = Row("rule_enforcement", r[0])
    return row.id("entry_id", r[0]), row.known("mode", r[1], _MODES)


@_reads
def enforcement_of(s: UnitOfWork, entry_ids: Sequence[int]) -> dict[int, str]:
    """entry id → the user's choice for it (absent: the default)."""
    ids = [i for i in entry_ids if storable_id(i)]
    if not ids:
        return {}
    return dict(_each(_mode, _conn(s).execute(_Q_MODES, {"ids": ids})))


def set_enforcement(
    s: UnitOfWork, entry_id: int, mode: str | None, *, scope: str, scope_id: int
) -> None:
    """Keep the user's choice for a rule (None: back to the default)."""
    _conn(s).execute(delete(_ENFORCEMENT).where(_ENFORCEMENT.c.entry_id == entry_id))
    if mode is not None:
        _conn(s).execute(
            insert(_ENFORCEMENT), {"entry_id": entry_id, "mode": mode, "changed_at": utcnow()}
        )
    note_change(s, "entry", "update", scope=scope, scope_id=scope_id, entry_id=entry_id)


_Q_BY_AGENT = (
    select(
        _VERDICTS.c.entry_id,
        _SESSIONS.c.external_client,
        func.sum(case((_VERDICTS.c.verdict == FOLLOWED, 1), else_=0)),
        func.sum(case((_VERDICTS.c.verdict == VIOLATED, 1), else_=0)),
    )
    .select_from(
        _VERDICTS.join(_MESSAGES, _MESSAGES.c.id == _VERDICTS.c.message_id)
        .join(_SESSIONS, _SESSIONS.c.id == _MESSAGES.c.session_id)
        .join(_ENTRIES, _ENTRIES.c.id == _VERDICTS.c.entry_id)
    )
    .where(
        _VERDICTS.c.entry_id.in_(bindparam("ids", expanding=True)),
        _VERDICTS.c.verdict.in_((FOLLOWED, VIOLATED)),
    )
    .group_by(_VERDICTS.c.entry_id, _SESSIONS.c.external_client)
    .order_by(_VERDICTS.c.entry_id, _SESSIONS.c.external_client)
)


def _by_agent(r) -> tuple[int, str | None, int, int]:
    row = Row("compliance_verdicts", r[0])
    agent = None if r[1] is None else row.text("external_client", r[1], 200)
    return (
        row.id("entry_id", r[0]),
        agent,
        row.count("followed", r[2] or 0),
        row.count("violated", r[3] or 0),
    )


@_reads
def records_by_agent(
    s: UnitOfWork, entry_ids: Sequence[int]
) -> dict[int, dict[str | None, tuple[int, int]]]:
    """entry id → {agent: (followed, broken)}: the agent is the name of an external Session's
    client ("Claude Code"), None for Mindkeep's own agent. Absent: never applied."""
    ids = [i for i in entry_ids if storable_id(i)]
    out: dict[int, dict[str | None, tuple[int, int]]] = {}
    if not ids:
        return out
    for entry_id, agent, followed, broken in _each(
        _by_agent, _conn(s).execute(_Q_BY_AGENT, {"ids": ids})
    ):
        held = out.setdefault(entry_id, {})
        f, b = held.get(agent, (0, 0))
        held[agent] = (f + followed, b + broken)
    return out


_Q_LAST_SEEN = (
    select(_SESSIONS.c.external_client, stored_time(func.max(_MESSAGES.c.created_at)))
    .select_from(_MESSAGES.join(_SESSIONS, _SESSIONS.c.id == _MESSAGES.c.session_id))
    .where(_SESSIONS.c.external_client.is_not(None))
    .group_by(_SESSIONS.c.external_client)
)


def _seen(r) -> tuple[str, datetime]:
    row = Row("sessions", None)
    return row.text("external_client", r[0], 200), row.time("created_at", r[1])


@_reads
def agents_last_seen(s: UnitOfWork) -> dict[str, datetime]:
    """Each outside agent's name → the time of the newest message of its external Sessions."""
    return dict(_each(_seen, _conn(s).execute(_Q_LAST_SEEN)))


_Q_HOOK_NOTES = (
    select(_MESSAGES.c.id, _SESSIONS.c.external_client, stored(_MESSAGES.c.meta))
    .select_from(_MESSAGES.join(_SESSIONS, _SESSIONS.c.id == _MESSAGES.c.session_id))
    .where(
        _MESSAGES.c.id > bindparam("after"),
        _MESSAGES.c.source == "tool",
        _SESSIONS.c.external_client.is_not(None),
    )
    .order_by(_MESSAGES.c.id)
)


@_reads
def hook_notes_since(s: UnitOfWork, after: int) -> list[tuple[int, str, dict]]:
    """(message id, agent, what its hook recorded) of the outside agents' calls kept after
    message `after`, oldest first."""
    out = []
    for message_id, agent, meta in _conn(s).execute(_Q_HOOK_NOTES, {"after": after}):
        try:
            data = json.loads(meta) if isinstance(meta, str) else None
        except (ValueError, RecursionError):
            data = None
        hook = data.get("hook") if isinstance(data, dict) else None
        if isinstance(hook, dict) and isinstance(agent, str) and storable_id(message_id):
            out.append((message_id, agent[:200], hook))
    return out


_Q_LAST_MESSAGE = select(func.max(_MESSAGES.c.id))


@_reads
def last_message_id(s: UnitOfWork) -> int:
    value = _conn(s).execute(_Q_LAST_MESSAGE).scalar()
    return value if isinstance(value, int) else 0
