"""Compliance receipts (SPEC §2.11): the verdicts of the rules of a turn's Memory block on its
agent reply and on each tool call the agent made, stored per message, and what they add up to
for each entry (followed N of M times, last broken on …).

The verdicts come from the checker (app.domain.compliance) or, for a rule the checker left
unknown, from the model (`judged`); this service only validates and stores them, and returns what
changed (a `Done`): the entries' counts and the message's receipt, so the chat's receipts and
the Memory page's counts are read again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from app.domain.errors import AppError, Code
from app.domain.memory.outcomes import JUDGES, UNKNOWN, VERDICTS, RecordedVerdict, RuleRecord
from app.domain.model import MessageSource
from app.services.changes import NOTHING, Changes, Done
from app.services.memory.base import not_found, temporary_session, whole_number
from app.storage.engine.database import Database
from app.storage.repositories import compliance_log, conversation

# Evidence is kept short: a span's text (the whole reply, for its language) is cut to this many
# characters; its offsets still point into the stored message.
EVIDENCE_TEXT_MAX = 200


def _short(value: Any) -> Any:
    if isinstance(value, str) and len(value) > EVIDENCE_TEXT_MAX:
        return value[: EVIDENCE_TEXT_MAX - 1] + "…"
    return value


def recorded(item: Any) -> RecordedVerdict:
    """A verdict (the checker's `Verdict`, a `RecordedVerdict`, or its JSON shape) as stored,
    checked: an entry id and version, a known verdict and judge, evidence a JSON object."""
    data = item.to_json() if hasattr(item, "to_json") else item
    if not isinstance(data, dict):
        raise AppError(Code.INVALID_INPUT, "a verdict is a JSON object.", "verdict")
    entry_id = whole_number(data.get("entry_id"), "an entry id", "entry_id")
    version = whole_number(data.get("version"), "an entry's version", "version")
    verdict, by, evidence = data.get("verdict"), data.get("by", "checker"), data.get("evidence")
    if verdict not in VERDICTS:
        raise AppError(Code.INVALID_INPUT, f"a verdict is one of {', '.join(VERDICTS)}.", "verdict")
    if by not in JUDGES:
        raise AppError(Code.INVALID_INPUT, f"a verdict is judged by {' or '.join(JUDGES)}.", "by")
    if evidence is not None and not isinstance(evidence, dict):
        raise AppError(Code.INVALID_INPUT, "a verdict's evidence is a JSON object.", "evidence")
    if evidence is not None:
        evidence = {k: _short(v) for k, v in evidence.items()}
    return RecordedVerdict(entry_id, version, verdict, evidence, by)


Verdicts = tuple[RecordedVerdict, ...]


class ComplianceRecords:
    """The receipts of agent replies and actions, and each entry's counts."""

    def __init__(self, db: Database):
        self._db = db

    @classmethod
    def beside(cls, other: Any) -> ComplianceRecords:
        """The records over the same database as another service (a Memory service)."""
        return cls(other._db)

    def record(self, message_id: int, verdicts: Iterable[Any]) -> Done[Verdicts]:
        """Store the verdicts of the rules of a turn's Memory block on one message of that turn
        (its agent reply, or a tool call's message): one per entry, once. A temporary Session
        records nothing (it has no Memory)."""
        items = [recorded(v) for v in verdicts]
        if len({v.entry_id for v in items}) != len(items):
            raise AppError(Code.INVALID_INPUT, "one verdict per entry and message.", "verdicts")
        with self._db.write() as s:
            message = self._message(s, message_id)
            if compliance_log.verdicts_of(s, [message.id]):
                raise AppError(Code.INVALID_STATE, f"message {message.id} has its receipt already.")
            stored, scopes = compliance_log.record_verdicts(
                s, message.session_id, message.id, items
            )
        return _done(message.id, stored, scopes)

    def record_all(
        self, receipts: Sequence[tuple[int, Iterable[Any]]]
    ) -> Done[dict[int, Verdicts]]:
        """Store the receipts of several messages of a turn (its reply's and its calls'), each
        as `record` stores one, in one unit of work, all or none: message id → what was
        stored."""
        items: dict[int, list[RecordedVerdict]] = {}
        for message_id, verdicts in receipts:
            one = [recorded(v) for v in verdicts]
            if len({v.entry_id for v in one}) != len(one) or message_id in items:
                raise AppError(Code.INVALID_INPUT, "one verdict per entry and message.", "verdicts")
            items[message_id] = one
        if not items:
            return Done({})
        by_session: dict[int, list[tuple[int, list[RecordedVerdict]]]] = {}
        stored: dict[int, Verdicts] = {}
        scopes: set = set()
        with self._db.write() as s:
            sessions: set[int] = set()  # checked already
            for message_id, verdicts in items.items():
                message = self._message(s, message_id, sessions)
                by_session.setdefault(message.session_id, []).append((message.id, verdicts))
            if compliance_log.verdicts_of(s, list(items)):
                raise AppError(Code.INVALID_STATE, "a message has its receipt already.")
            for session_id, receipts_of in by_session.items():
                for message_id, (kept, touched) in compliance_log.record_receipts(
                    s, session_id, receipts_of
                ).items():
                    stored[message_id] = kept
                    scopes |= touched
        changes = Changes(
            scopes=frozenset(scopes),
            entries=frozenset(v.entry_id for kept in stored.values() for v in kept),
            receipts=frozenset(m for m, kept in stored.items() if kept),
        )
        return Done(stored, changes if changes else NOTHING)

    def judged(self, message_id: int, verdicts: Iterable[Any]) -> Done[Verdicts]:
        """The model's verdicts on rules the checker left unknown on one message: each replaces
        that unknown, marked `by: "model"`; anything else (a rule the checker decided, an
        `unknown` again) changes nothing. Returns what changed."""
        items = [recorded({**recorded(v).to_json(), "by": "model"}) for v in verdicts]
        items = [v for v in items if v.verdict != UNKNOWN]
        if not items:
            return Done(())
        with self._db.write() as s:
            message = self._message(s, message_id)
            changed, scopes = compliance_log.record_judged(s, message.session_id, message.id, items)
        return _done(message.id, changed, scopes)

    def of_messages(self, message_ids: Iterable[int]) -> dict[int, tuple[RecordedVerdict, ...]]:
        """Each message's receipt (messages without one are absent)."""
        with self._db.read() as s:
            return compliance_log.verdicts_of(s, list(message_ids))

    def in_session(
        self, session_id: int, *, since: int = 0
    ) -> dict[int, tuple[RecordedVerdict, ...]]:
        """The receipts of a Session's messages (from message id `since` on)."""
        with self._db.read() as s:
            if (
                conversation.session_info(s, whole_number(session_id, "a Session id", "session"))
                is None
            ):
                raise not_found("Session", session_id)
            return compliance_log.verdicts_in_session(
                s, session_id, whole_number(since, "a message id", "since")
            )

    def records(self, entry_ids: Sequence[int]) -> dict[int, RuleRecord]:
        """How often each entry was followed and broken, and when last broken."""
        with self._db.read() as s:
            return compliance_log.records_of(s, list(entry_ids))

    @staticmethod
    def _message(s, message_id: int, sessions: set[int] | None = None):
        """The message a receipt is for (`sessions`: those checked already in this unit)."""
        message = conversation.message_info(s, whole_number(message_id, "a message id", "message"))
        if message is None:
            raise not_found("Message", message_id)
        if message.source not in (MessageSource.AGENT, MessageSource.TOOL):
            raise AppError(
                Code.INVALID_INPUT,
                "only an agent reply or a tool call's message has a receipt.",
                "message",
            )
        if sessions is not None and message.session_id in sessions:
            return message
        info = conversation.session_info(s, message.session_id)
        if info is not None and info.temporary:
            raise temporary_session()
        if sessions is not None:
            sessions.add(message.session_id)
        return message


def _done(message_id: int, stored: Verdicts, scopes) -> Done[Verdicts]:
    """The verdicts stored on one message, with what they changed (nothing when none were)."""
    if not stored:
        return Done(stored, NOTHING)
    return Done(
        stored,
        Changes(
            scopes=frozenset(scopes),
            entries=frozenset(v.entry_id for v in stored),
            receipts=frozenset({message_id}),
        ),
    )
