"""What every Memory use case shares: the scopes seen from a Session, an entry read as the
rules see it, and what a committed write touched (returned with its result, a `Done`). The
writers' own steps (a scope's state for the rules, storing what a plan says) are in
writing.py, so reading Memory does not load the rules of writing it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import DEFAULT_ROOM
from app.domain.model import Held, MemoryEntry, Scope, ScopeRef, SessionInfo
from app.services.changes import Changes, Done
from app.storage.engine.database import Database
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories import conversation, settings_store
from app.storage.repositories import memory_entries as repo

if TYPE_CHECKING:
    from app.services.local_files import LocalKey


T = TypeVar("T")


def not_found(what: str, ident: Any) -> AppError:
    return AppError(Code.NOT_FOUND, f"{what} {ident} does not exist.")


def temporary_session() -> AppError:
    return AppError(
        Code.TEMPORARY_SESSION,
        "this is a temporary Session: Memory is not used or changed here, so nothing was written.",
    )


def whole_number(value: Any, what: str, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise AppError(Code.INVALID_INPUT, f"{what} is a whole number.", field)
    return value


class Touched:
    """What one unit of work touched, returned (as its Changes) after it commits."""

    def __init__(self) -> None:
        self.scopes: set[ScopeRef] = set()
        self.entry_ids: set[int] = set()

    def touch(self, entry: MemoryEntry) -> None:
        self.scopes.add(ScopeRef(entry.scope, entry.scope_id))
        self.entry_ids.add(entry.id)

    def frozen(self) -> Changes:
        return Changes(scopes=frozenset(self.scopes), entries=frozenset(self.entry_ids))

    def done(self, value: T) -> Done[T]:
        """A committed write's result, with what it touched."""
        return Done(value, self.frozen())


class MemoryBase:
    """The database, and the steps every Memory use case is made of."""

    def __init__(self, db: Database, *, key: LocalKey | None = None):
        self._db = db
        # This computer's key: every history record is marked with it, and Undo restores
        # only from records that carry its mark (SPEC §2.5). Without one nothing is marked.
        self._key = key

    # ------------------------------------------------------------ scopes

    @staticmethod
    def _session(s: UnitOfWork, session_id: Any) -> SessionInfo:
        info = conversation.session_info(s, whole_number(session_id, "a Session id", "session"))
        if info is None:
            raise not_found("Session", session_id)
        return info

    @staticmethod
    def _scope(value: Any) -> Scope:
        try:
            return Scope(value)
        except ValueError:
            raise AppError(
                Code.INVALID_SCOPE, "scope must be one of: session, space, user.", "scope"
            ) from None

    def _ref_in(self, s: UnitOfWork, session_id: Any, scope: Any) -> ScopeRef:
        scope = self._scope(scope)
        session = self._session(s, session_id)
        if scope is Scope.SESSION:
            return ScopeRef(scope, session.id)
        if scope is Scope.SPACE:
            return ScopeRef(scope, session.space_id)
        return ScopeRef(scope, conversation.local_user(s))

    @staticmethod
    def _session_refs(s: UnitOfWork, session: SessionInfo) -> list[ScopeRef]:
        """The three scopes seen from a Session: its own, its Space's, Personal."""
        return [
            ScopeRef(Scope.SESSION, session.id),
            ScopeRef(Scope.SPACE, session.space_id),
            ScopeRef(Scope.USER, conversation.local_user(s)),
        ]

    @staticmethod
    def _check_ref(s: UnitOfWork, ref: ScopeRef) -> None:
        if ref.scope is Scope.SESSION and conversation.session_info(s, ref.scope_id) is None:
            raise not_found("Session", ref.scope_id)
        if ref.scope is Scope.SPACE and conversation.space_info(s, ref.scope_id) is None:
            raise not_found("Space", ref.scope_id)
        if ref.scope is Scope.USER and ref.scope_id != conversation.local_user(s):
            raise not_found("User", ref.scope_id)

    @staticmethod
    def with_defaults(ref: ScopeRef, stored: tuple | None) -> tuple[bool, bool, int]:
        """(auto_memory, use_memory, room) of a scope: on, on and the default room unless set."""
        if stored is None:
            return True, True, DEFAULT_ROOM[ref.scope]
        auto_memory, use_memory, room = stored
        return auto_memory, use_memory, room or DEFAULT_ROOM[ref.scope]

    def _settings_in(self, s: UnitOfWork, ref: ScopeRef) -> tuple[bool, bool, int]:
        return self.with_defaults(ref, settings_store.scope_settings(s, ref))

    @staticmethod
    def _held(s: UnitOfWork, entry_id: Any) -> Held:
        held = repo.entry_held(s, whole_number(entry_id, "an entry id", "id"))
        if held is None:
            raise not_found("Memory entry", entry_id)
        return held
