"""Repositories: queries and inserts on a caller's Session. They never commit."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.orm import Session

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
)
from app.storage.models import (
    AppSettingRow,
    ExaminedMessageRow,
    MemoryEntryRow,
    MemoryHistoryRow,
    MessageRow,
    ScopeSettingsRow,
    SessionRow,
    SpaceRow,
    UserRow,
    utcnow,
)

# ---------------------------------------------------------------- mapping to domain


def to_space(row: SpaceRow) -> Space:
    return Space(id=row.id, name=row.name, created_at=row.created_at)


def to_session(row: SessionRow) -> SessionInfo:
    return SessionInfo(id=row.id, space_id=row.space_id, title=row.title, created_at=row.created_at)


def to_message(row: MessageRow) -> Message:
    return Message(
        id=row.id,
        session_id=row.session_id,
        source=MessageSource(row.source),
        text=row.text,
        created_at=row.created_at,
    )


def to_entry(row: MemoryEntryRow) -> MemoryEntry:
    return MemoryEntry(
        id=row.id,
        scope=Scope(row.scope),
        scope_id=row.scope_id,
        kind=Kind(row.kind),
        content=row.content,
        status=Status(row.status),
        source=Provenance(row.source),
        created_by=Actor(row.created_by),
        reason=row.reason or "",
        source_event_ids=tuple(row.source_event_ids or ()),
        pinned=bool(row.pinned),
        version=row.version,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )


def to_history(row: MemoryHistoryRow) -> HistoryEvent:
    return HistoryEvent(
        id=row.id,
        entry_id=row.entry_id,
        actor=Actor(row.actor),
        action=row.action,
        at=row.at,
        before=row.before,
        after=row.after,
        undone=bool(row.undone),
    )


# ---------------------------------------------------------------- spaces, sessions, messages


def add_space(s: Session, name: str) -> SpaceRow:
    row = SpaceRow(name=name, created_at=utcnow())
    s.add(row)
    s.flush()
    return row


def get_space(s: Session, space_id: int) -> SpaceRow | None:
    return s.get(SpaceRow, space_id)


def list_spaces(s: Session) -> list[SpaceRow]:
    return list(s.scalars(select(SpaceRow).order_by(SpaceRow.id)))


def delete_row(s: Session, row) -> None:
    s.delete(row)
    s.flush()


def add_session(s: Session, space_id: int, title: str) -> SessionRow:
    row = SessionRow(space_id=space_id, title=title, created_at=utcnow())
    s.add(row)
    s.flush()
    return row


def get_session(s: Session, session_id: int) -> SessionRow | None:
    return s.get(SessionRow, session_id)


def list_sessions(s: Session, space_id: int | None = None) -> list[SessionRow]:
    q = select(SessionRow).order_by(SessionRow.id)
    if space_id is not None:
        q = q.where(SessionRow.space_id == space_id)
    return list(s.scalars(q))


def add_message(s: Session, session_id: int, source: str, text: str) -> MessageRow:
    row = MessageRow(session_id=session_id, source=source, text=text, created_at=utcnow())
    s.add(row)
    s.flush()
    return row


def get_message(s: Session, message_id: int) -> MessageRow | None:
    return s.get(MessageRow, message_id)


def messages_by_ids(s: Session, ids: Iterable[int]) -> dict[int, MessageRow]:
    ids = list(ids)
    if not ids:
        return {}
    return {r.id: r for r in s.scalars(select(MessageRow).where(MessageRow.id.in_(ids)))}


def list_messages(s: Session, session_id: int) -> list[MessageRow]:
    q = select(MessageRow).where(MessageRow.session_id == session_id).order_by(MessageRow.id)
    return list(s.scalars(q))


def is_examined(s: Session, message_id: int) -> bool:
    return s.get(ExaminedMessageRow, message_id) is not None


def mark_examined(s: Session, message_id: int, saved_count: int) -> None:
    s.add(ExaminedMessageRow(message_id=message_id, examined_at=utcnow(), saved_count=saved_count))
    s.flush()


def unexamined_user_messages(s: Session) -> list[MessageRow]:
    q = (
        select(MessageRow)
        .outerjoin(ExaminedMessageRow, ExaminedMessageRow.message_id == MessageRow.id)
        .where(MessageRow.source == MessageSource.USER.value)
        .where(ExaminedMessageRow.message_id.is_(None))
        .order_by(MessageRow.id)
    )
    return list(s.scalars(q))


def local_user_id(s: Session) -> int:
    """The one local user (Personal scope); created on first use."""
    uid = s.scalar(select(UserRow.id).order_by(UserRow.id).limit(1))
    if uid is None:
        row = UserRow(name="local", created_at=utcnow())
        s.add(row)
        s.flush()
        uid = row.id
    return uid


# ---------------------------------------------------------------- memory entries


def add_entry(s: Session, **values) -> MemoryEntryRow:
    now = utcnow()
    values.setdefault("created_at", now)
    values.setdefault("updated_at", now)
    values.setdefault("version", 1)
    row = MemoryEntryRow(**values)
    s.add(row)
    s.flush()
    return row


def get_entry(s: Session, entry_id: int) -> MemoryEntryRow | None:
    return s.get(MemoryEntryRow, entry_id)


def find_same_words(
    s: Session, scope: str, scope_id: int, key: str, statuses: Sequence[str]
) -> list[MemoryEntryRow]:
    q = (
        select(MemoryEntryRow)
        .where(MemoryEntryRow.scope == scope, MemoryEntryRow.scope_id == scope_id)
        .where(MemoryEntryRow.content_key == key, MemoryEntryRow.status.in_(statuses))
        .order_by(MemoryEntryRow.id)
    )
    return list(s.scalars(q))


def list_entries(
    s: Session, scope: str, scope_id: int, statuses: Sequence[str]
) -> list[MemoryEntryRow]:
    q = (
        select(MemoryEntryRow)
        .where(MemoryEntryRow.scope == scope, MemoryEntryRow.scope_id == scope_id)
        .where(MemoryEntryRow.status.in_(statuses))
        .order_by(MemoryEntryRow.pinned.desc(), MemoryEntryRow.id)
    )
    return list(s.scalars(q))


def usage(s: Session, scope: str, scope_id: int, status: str) -> tuple[int, int]:
    """(number of entries, characters of content) with this status in a scope."""
    q = select(func.count(MemoryEntryRow.id), func.coalesce(func.sum(func.length(MemoryEntryRow.content)), 0)).where(
        MemoryEntryRow.scope == scope,
        MemoryEntryRow.scope_id == scope_id,
        MemoryEntryRow.status == status,
    )
    count, chars = s.execute(q).one()
    return int(count), int(chars)


def usage_by_scope(s: Session) -> dict[tuple[str, int, str], tuple[int, int]]:
    """(scope, scope_id, status) → (count, characters), for every scope that has entries."""
    q = select(
        MemoryEntryRow.scope,
        MemoryEntryRow.scope_id,
        MemoryEntryRow.status,
        func.count(MemoryEntryRow.id),
        func.coalesce(func.sum(func.length(MemoryEntryRow.content)), 0),
    ).group_by(MemoryEntryRow.scope, MemoryEntryRow.scope_id, MemoryEntryRow.status)
    return {(sc, sid, st): (int(n), int(c)) for sc, sid, st, n, c in s.execute(q)}


def cas_update(s: Session, entry_id: int, expected_version: int, **values) -> bool:
    """Compare-and-set: change the entry only if nobody changed it since `expected_version`."""
    values["version"] = expected_version + 1
    values.setdefault("updated_at", utcnow())
    result = s.execute(
        update(MemoryEntryRow)
        .where(MemoryEntryRow.id == entry_id, MemoryEntryRow.version == expected_version)
        .values(**values)
        .execution_options(synchronize_session=False)
    )
    if result.rowcount == 1:
        row = s.get(MemoryEntryRow, entry_id)
        if row is not None:
            s.refresh(row)
        return True
    return False


def delete_entries(s: Session, ids: Sequence[int]) -> None:
    if ids:
        s.execute(
            delete(MemoryEntryRow)
            .where(MemoryEntryRow.id.in_(list(ids)))
            .execution_options(synchronize_session=False)
        )
        s.expire_all()


def add_history(
    s: Session, entry_id: int, actor: str, action: str, before: dict | None, after: dict | None
) -> MemoryHistoryRow:
    row = MemoryHistoryRow(
        entry_id=entry_id, actor=actor, action=action, at=utcnow(), before=before, after=after,
        undone=False,
    )
    s.add(row)
    s.flush()
    return row


def list_history(s: Session, entry_id: int) -> list[MemoryHistoryRow]:
    q = select(MemoryHistoryRow).where(MemoryHistoryRow.entry_id == entry_id).order_by(MemoryHistoryRow.id)
    return list(s.scalars(q))


def get_history(s: Session, history_id: int) -> MemoryHistoryRow | None:
    return s.get(MemoryHistoryRow, history_id)


def last_undoable(s: Session, actions: Sequence[str]) -> MemoryHistoryRow | None:
    q = (
        select(MemoryHistoryRow)
        .where(MemoryHistoryRow.actor == Actor.USER.value)
        .where(MemoryHistoryRow.action.in_(list(actions)), MemoryHistoryRow.undone.is_(False))
        .order_by(MemoryHistoryRow.id.desc())
        .limit(1)
    )
    return s.scalar(q)


# ---------------------------------------------------------------- settings


def get_scope_settings(s: Session, scope: str, scope_id: int) -> ScopeSettingsRow | None:
    return s.get(ScopeSettingsRow, (scope, scope_id))


def ensure_scope_settings(s: Session, scope: str, scope_id: int) -> ScopeSettingsRow:
    row = s.get(ScopeSettingsRow, (scope, scope_id))
    if row is None:
        row = ScopeSettingsRow(scope=scope, scope_id=scope_id, auto_memory=True, use_memory=True)
        s.add(row)
        s.flush()
    return row


def get_app_setting(s: Session, key: str) -> str | None:
    row = s.get(AppSettingRow, key)
    return None if row is None else row.value


def set_app_setting(s: Session, key: str, value: str | None) -> None:
    row = s.get(AppSettingRow, key)
    if value is None:
        if row is not None:
            s.delete(row)
    elif row is None:
        s.add(AppSettingRow(key=key, value=value))
    else:
        row.value = value
    s.flush()


def delete_memory_of(s: Session, *, space_id: int | None, session_ids: Sequence[int]) -> None:
    """Remove the Memory (and its settings) of a Space and/or Sessions being deleted."""


    conds = []
    if space_id is not None:
        conds.append((MemoryEntryRow.scope == "space") & (MemoryEntryRow.scope_id == space_id))
    if session_ids:
        conds.append((MemoryEntryRow.scope == "session") & MemoryEntryRow.scope_id.in_(list(session_ids)))
    if not conds:
        return
    s.execute(delete(MemoryEntryRow).where(or_(*conds)).execution_options(synchronize_session=False))
    setting_conds = []
    if space_id is not None:
        setting_conds.append((ScopeSettingsRow.scope == "space") & (ScopeSettingsRow.scope_id == space_id))
    if session_ids:
        setting_conds.append(
            (ScopeSettingsRow.scope == "session") & ScopeSettingsRow.scope_id.in_(list(session_ids))
        )
    s.execute(delete(ScopeSettingsRow).where(or_(*setting_conds)).execution_options(synchronize_session=False))
    s.expire_all()
