"""Spaces, Sessions and messages. A new user message is examined for explicit requests at once."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import MESSAGE_MAX, NAME_MAX
from app.domain.model import MemoryEntry, Message, MessageSource, SessionInfo, Space
from app.domain.text import check_storable, title_from_message
from app.services.changes import Changes, Done
from app.services.memory.base import Touched
from app.storage.engine.database import Database
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories import conversation, memory_log
from app.storage.repositories import memory_entries as repo

if TYPE_CHECKING:
    from app.services.memory.proposals import Proposals

DEFAULT_TITLE = "New session"
# The meta key of a user message whose turn ended without a reply (its value: why, a code).
UNANSWERED = "unanswered"

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class AddedMessage:
    message: Message
    saved: tuple[MemoryEntry, ...]
    # The Session as it is after the message (its title may come from this message).
    session: SessionInfo | None = None


def _name(value: Any, field: str, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise AppError(Code.INVALID_INPUT, f"{what} must not be empty.", field)
    check_storable(value, field)
    value = " ".join(value.split())
    if len(value) > NAME_MAX:
        raise AppError(
            Code.INVALID_INPUT, f"{what} is too long (at most {NAME_MAX} characters).", field
        )
    return value


def _refuse_read_only(info: SessionInfo) -> None:
    """An outside agent's Session (SPEC §9) is read-only: nobody chats in it."""
    if info.external_client is not None:
        raise AppError(
            Code.NOT_ALLOWED,
            f"Session {info.id} is {info.external_client}'s, an outside agent working over MCP: "
            "it is read-only, and nobody chats in it. Chat in a Session of your own "
            f"(mindkeep session create --space {info.space_id}).",
            "session",
        )


def _changed(value: T, message: Message) -> Done[T]:
    """`value`, having changed one message (stored as it is now)."""
    return Done(
        value,
        Changes(sessions=frozenset({message.session_id}), messages=frozenset({message.id})),
        (message,),
    )


def _id(value: Any, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise AppError(Code.INVALID_INPUT, f"{field} must be a whole number.", field)
    return value


class ChatService:
    """Create and change Spaces and Sessions; add messages to a Session's history."""

    def __init__(self, db: Database, proposals: Callable[[], Proposals]):
        """`proposals` gives the explicit-request saver when a message is first added (a command
        that only reads a Session does not load the Memory writers). Each write returns what it
        made and what it changed (a `Done`), for whoever ran it to announce."""
        self._db = db
        self._proposals_of = proposals

    @contextmanager
    def together(self) -> Iterator[None]:
        """The writes any service makes in the block on this thread are one transaction,
        committed when the block ends, all or none (a write that raises inside is undone alone;
        the block raising undoes them all). Their `Done`s are true only once the block has
        ended: whoever opened it announces them then (app.agent.turn_state.Kept.unit)."""
        with self._db.write():
            yield

    @contextmanager
    def reading(self) -> Iterator[None]:
        """The reads any service makes in the block on this thread are one transaction (one
        view of the data); no write may be made in it."""
        with self._db.reading():
            yield

    def create_space(self, name: str) -> Done[Space]:
        """A new Space with this name."""
        name = _name(name, "name", "A Space name")
        with self._db.write() as s:
            space = conversation.add_space(s, name)
        return Done(space, Changes(spaces=frozenset({space.id})))

    def rename_space(self, space_id: int, name: str) -> Done[Space]:
        """Give a Space a new name."""
        name = _name(name, "name", "A Space name")
        with self._db.write() as s:
            self._space(s, space_id)
            space = conversation.rename_space(s, space_id, name)
        return Done(space, Changes(spaces=frozenset({space.id})))

    def delete_space(self, space_id: int) -> Done[None]:
        """Delete a Space with its Sessions, their messages and their Memory."""
        with self._db.write() as s:
            self._space(s, space_id)
            sessions = [x.id for x in conversation.session_list(s, space_id)]
            repo.delete_memory_of(s, space_id=space_id, session_ids=sessions)
            conversation.delete_space(s, space_id)
        return Done(None, Changes(spaces=frozenset({space_id}), sessions=frozenset(sessions)))

    def list_spaces(self) -> list[Space]:
        with self._db.read() as s:
            return conversation.space_list(s)

    def create_session(
        self,
        space_id: int,
        *,
        title: str | None = None,
        temporary: bool = False,
        auto_title: bool | None = None,
    ) -> Done[SessionInfo]:
        """A new Session in a Space. Without a title (or with `auto_title`), its title is a
        placeholder its first message replaces. A temporary Session neither reads nor writes
        Memory."""
        if not isinstance(temporary, bool):
            raise AppError(Code.INVALID_INPUT, "temporary must be true or false.", "temporary")
        if auto_title is None:
            auto_title = title is None
        title = _name(title, "title", "A Session title") if title is not None else DEFAULT_TITLE
        with self._db.write() as s:
            self._space(s, space_id)
            info = conversation.add_session(
                s, space_id, title, temporary=temporary, auto_title=bool(auto_title)
            )
        return Done(info, Changes(spaces=frozenset({space_id}), sessions=frozenset({info.id})))

    def rename_session(self, session_id: int, title: str) -> Done[SessionInfo]:
        """Give a Session a new title."""
        title = _name(title, "title", "A Session title")
        with self._db.write() as s:
            self._session(s, session_id)
            info = conversation.rename_session(s, session_id, title, auto_title=False)
        return Done(info, Changes(spaces=frozenset({info.space_id}), sessions=frozenset({info.id})))

    def delete_session(self, session_id: int) -> Done[None]:
        """Delete a Session with its messages and its Memory."""
        with self._db.write() as s:
            space_id = self._session(s, session_id).space_id
            repo.delete_memory_of(s, space_id=None, session_ids=[session_id])
            conversation.delete_session(s, session_id)
        return Done(None, Changes(spaces=frozenset({space_id}), sessions=frozenset({session_id})))

    def list_sessions(self, space_id: int | None = None) -> list[SessionInfo]:
        with self._db.read() as s:
            return conversation.session_list(s, space_id)

    def get_session(self, session_id: int) -> SessionInfo:
        with self._db.read() as s:
            info = conversation.session_info(s, _id(session_id, "session"))
        if info is None:
            raise AppError(Code.NOT_FOUND, f"Session {session_id} does not exist.")
        return info

    def chat_session(self, session_id: int) -> SessionInfo:
        """A Session the user can chat in: refused for an outside agent's (read-only) one,
        before anything of a turn is done."""
        info = self.get_session(session_id)
        _refuse_read_only(info)
        return info

    def add_message(
        self,
        session_id: int,
        *,
        source: MessageSource | str,
        text: str,
        meta: dict | None = None,
        memory_used: Sequence[tuple[int, int]] = (),
    ) -> Done[AddedMessage]:
        """Add a message to a Session; a user message's explicit requests are saved at once
        (not in a temporary Session), and the first one names a Session that has no name yet.
        `memory_used` records the entries (id, version) an agent reply's Memory block held."""
        try:
            source = MessageSource(source)
        except ValueError:
            allowed = ", ".join(m.value for m in MessageSource)
            raise AppError(
                Code.INVALID_INPUT, f"source must be one of: {allowed}.", "source"
            ) from None
        if not isinstance(text, str) or not text.strip():
            raise AppError(Code.INVALID_INPUT, "a message must have some text.", "text")
        check_storable(text, "text")
        if len(text) > MESSAGE_MAX:
            raise AppError(
                Code.MESSAGE_TOO_LONG,
                f"the message has {len(text)} characters; a message may have at most "
                f"{MESSAGE_MAX}. Shorten it, or attach the text as a file.",
                "text",
            )
        if memory_used and source is not MessageSource.AGENT:
            raise AppError(Code.INVALID_INPUT, "only an agent reply uses Memory.", "memory_used")
        changes = Touched()
        renamed = False
        with self._db.write() as s:
            info = self._session(s, session_id)
            if source is MessageSource.USER:
                _refuse_read_only(info)
            message = conversation.add_message(s, session_id, source, text, meta)
            refused: list[dict] = []
            proposals = self._proposals_of()
            saved = proposals.save_explicit_in(
                s, message, changes, temporary=info.temporary, refused=refused
            )
            if refused:
                # The window says under the message why a "Remember …" was not saved.
                message = conversation.set_message_meta(
                    s, message, {**(meta or {}), "not_saved": refused}
                )
            memory_log.record_uses(s, message.id, list(memory_used))
            if source is MessageSource.USER and info.auto_title:
                title = title_from_message(text)
                if title:
                    info = conversation.rename_session(s, session_id, title, auto_title=False)
                    renamed = True
        return Done(
            AddedMessage(message, tuple(saved), info),
            changes.frozen()
            | Changes(
                spaces=frozenset({info.space_id}) if renamed else frozenset(),
                sessions=frozenset({session_id}),
                messages=frozenset({message.id}),
            ),
            (message,),
        )

    def mark_unanswered(self, message_id: int, code: str) -> Done[Message]:
        """Mark a user message whose turn ended without a reply (the model unreachable, say):
        the chat says so under it, with Retry."""
        with self._db.write() as s:
            message = self._user_message(s, message_id)
            message = conversation.set_message_meta(
                s, message, {**(message.meta or {}), UNANSWERED: str(code)}
            )
        return _changed(message, message)

    def reopen_unanswered(self, session_id: int, message_id: int) -> Done[AddedMessage]:
        """A user message marked unanswered, to be answered again (Retry): the mark goes; what
        it saved at once stays saved (it is not examined again)."""
        with self._db.write() as s:
            info = self._session(s, session_id)
            message = self._user_message(s, message_id)
            if message.session_id != info.id or UNANSWERED not in (message.meta or {}):
                raise AppError(
                    Code.INVALID_STATE,
                    f"message {message_id} of Session {session_id} is not waiting for an answer.",
                )
            meta = {k: v for k, v in (message.meta or {}).items() if k != UNANSWERED}
            message = conversation.set_message_meta(s, message, meta or None)
        return _changed(AddedMessage(message, (), info), message)

    @staticmethod
    def _user_message(s: UnitOfWork, message_id: int) -> Message:
        message = conversation.message_info(s, _id(message_id, "message"))
        if message is None:
            raise AppError(Code.NOT_FOUND, f"Message {message_id} does not exist.")
        if message.source is not MessageSource.USER:
            raise AppError(Code.INVALID_INPUT, "only the user's own messages await answers.")
        return message

    def messages(
        self, session_id: int, *, after: int = 0, limit: int | None = None
    ) -> list[Message]:
        """A Session's history, oldest first (only the messages after message id `after`; only
        the first `limit` of those when given: a page below the messages shown)."""
        with self._db.read() as s:
            if conversation.session_info(s, _id(session_id, "session")) is None:
                raise AppError(Code.NOT_FOUND, f"Session {session_id} does not exist.")
            return conversation.message_list(
                s, session_id, _id(after, "after"), None if limit is None else _id(limit, "limit")
            )

    def newest_messages(
        self, session_id: int, *, limit: int, before: int | None = None
    ) -> list[Message]:
        """The newest `limit` messages of a Session (before message id `before` when given),
        oldest first: a long history is shown from its end, page by page."""
        limit = _id(limit, "limit")
        with self._db.read() as s:
            if conversation.session_info(s, _id(session_id, "session")) is None:
                raise AppError(Code.NOT_FOUND, f"Session {session_id} does not exist.")
            return conversation.message_tail(
                s, session_id, max(limit, 0), None if before is None else _id(before, "before")
            )

    def get_message(self, message_id: int) -> Message:
        with self._db.read() as s:
            message = conversation.message_info(s, _id(message_id, "message"))
        if message is None:
            raise AppError(Code.NOT_FOUND, f"Message {message_id} does not exist.")
        return message

    @staticmethod
    def _space(s: UnitOfWork, space_id: int) -> Space:
        space = conversation.space_info(s, _id(space_id, "space"))
        if space is None:
            raise AppError(Code.NOT_FOUND, f"Space {space_id} does not exist.")
        return space

    @staticmethod
    def _session(s: UnitOfWork, session_id: int) -> SessionInfo:
        info = conversation.session_info(s, _id(session_id, "session"))
        if info is None:
            raise AppError(Code.NOT_FOUND, f"Session {session_id} does not exist.")
        return info
