"""Writes the user did not make with their own hands: the agent's suggestions and notes
(SPEC §2.2, §2.7), and the explicit requests saved from the user's messages (§2.1)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.domain.errors import AppError, Code
from app.domain.memory.explicit import detect_explicit_requests
from app.domain.memory.outcomes import ProposeResult
from app.domain.memory.rules.decided import check_agent_words
from app.domain.memory.rules.state import Plan, plan_proposal, plan_save, require_auto_memory
from app.domain.memory.rules.validate import (
    CitedMessage,
    Draft,
    check_quote,
    check_tool_kind,
    earned_source,
    validate_entry,
)
from app.domain.memory.taint import tainted_by
from app.domain.model import (
    Actor,
    MemoryEntry,
    Message,
    MessageSource,
    Provenance,
    Scope,
    ScopeRef,
    Status,
    Untrusted,
    WrittenAfter,
)
from app.domain.text import check_storable, same_words_key
from app.services.changes import Changes, Done
from app.services.memory.base import Touched, not_found, temporary_session
from app.services.memory.writing import MemoryWriter
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.repositories import conversation, settings_store

_SCOPE_VALUES = frozenset(sc.value for sc in Scope)
# The id a relayed quote is checked under before it is stored (no message has id 0): it is
# stored only when the write it comes with stores an entry.
_QUOTE_ID = 0


class _Quote:
    """The user's words as an outside agent relayed them with a write (SPEC §9): checked with
    the write as a `relayed` message of the external Session, stored with it or not at all."""

    def __init__(self, value: Any, written_after: WrittenAfter | None):
        self.text = check_quote(value)
        agent = None if written_after is None else written_after.relayed_by
        if agent is None:
            raise AppError(
                Code.POLICY_VIOLATION,
                "only an outside agent over MCP relays the user's words.",
                "user_quote",
            )
        self.agent = agent
        self.message_id: int | None = None

    def cited(self, session_id: int) -> dict[int, CitedMessage]:
        return {_QUOTE_ID: CitedMessage(_QUOTE_ID, session_id, MessageSource.RELAYED, self.text)}

    def store(self, s: UnitOfWork, session_id: int, plan: Plan) -> Plan:
        """Store the quote and cite it in the plan's entry instead of the placeholder."""
        info = conversation.session_info(s, session_id)
        if info is None or not info.external:
            raise AppError(
                Code.POLICY_VIOLATION,
                "relayed words are kept only in an outside agent's own (external) Session.",
                "user_quote",
            )
        message = conversation.add_message(
            s, session_id, MessageSource.RELAYED, self.text, {"relayed_by": self.agent}
        )
        self.message_id = message.id
        values = plan.values
        assert values is not None
        after = tainted_by(Untrusted.AGENT, [message.id], also=values.written_after)
        return replace(
            plan,
            values=replace(values, source_event_ids=(message.id,), written_after=after),
        )


def _done(
    result: ProposeResult, changes: Touched, relayed: _Quote | None, session_id: int
) -> Done[ProposeResult]:
    """A committed write's result, with what it touched and the relayed message it stored."""
    done = changes.frozen()
    if relayed is not None and relayed.message_id is not None:
        done = done | Changes(
            sessions=frozenset({session_id}), messages=frozenset({relayed.message_id})
        )
    return Done(result, done)


class Proposals(MemoryWriter):
    """The agent proposes and notes; the explicit-request saver saves what the user asked."""

    def _ref_and_settings(self, s: UnitOfWork, session_id: Any, scope: Any):
        """The scope seen from a Session and its (auto_memory, use_memory, room), in one query
        (the agent's tools run this on every call); (None, None) for a scope that is not one
        of the three: the policy reports it. A temporary Session is refused."""
        if scope not in _SCOPE_VALUES:
            if isinstance(session_id, int) and not isinstance(session_id, bool):
                info = conversation.session_info(s, session_id)
                if info is not None and info.temporary:
                    raise temporary_session()
            return None, None
        if not isinstance(session_id, int) or isinstance(session_id, bool):
            self._session(s, session_id)  # reports the bad id
        found = settings_store.session_scope(s, session_id, Scope(scope))
        if found is None:
            raise not_found("Session", session_id)
        scope_id, stored, temporary = found
        if temporary:
            raise temporary_session()
        if scope_id is None:  # no local user yet: the slow path creates it
            ref = self._ref_in(s, session_id, scope)
            return ref, self._settings_in(s, ref)
        ref = ScopeRef(Scope(scope), scope_id)
        return ref, self.with_defaults(ref, stored)

    def propose_rule(
        self,
        session_id: int,
        *,
        kind: Any,
        scope: Any,
        content: Any,
        reason: Any,
        source_event_ids: Any,
        written_after: WrittenAfter | None = None,
        quote: Any = None,
    ) -> Done[ProposeResult]:
        """Suggest a rule the user stated; it waits for the user and changes nothing until then
        (`written_after`: the untrusted content the turn had read, shown on its card). An
        outside agent over MCP gives the user's words it relayed (`quote`) instead of ids: they
        are stored as a `relayed` message of its external Session, and cited, when the
        suggestion is stored (SPEC §9)."""
        check_tool_kind("propose_memory_rule", kind)
        relayed = None if quote is None else _Quote(quote, written_after)
        if relayed is not None:
            source_event_ids = [_QUOTE_ID]
        changes = Touched()
        with self._db.write() as s:
            ref, settings = self._ref_and_settings(s, session_id, scope)
            draft = validate_entry(
                Draft(
                    scope=scope,
                    scope_id=ref.scope_id if ref else 0,
                    kind=kind,
                    content=content,
                    status=Status.SUGGESTED,
                    source=Provenance.USER_STATED,
                    created_by=Actor.AGENT,
                    reason=reason,
                    source_event_ids=source_event_ids,
                    written_after=written_after,
                ),
                actor=Actor.AGENT,
                session_id=session_id,
                cited=relayed.cited(session_id)
                if relayed is not None
                else self._cited(s, source_event_ids),
            )
            assert ref is not None and settings is not None
            state = self._state(s, ref, [draft.content], settings=settings, room_used=False)
            plan = plan_proposal(draft, state)
            if plan.existing is not None:
                return Done(ProposeResult(plan.outcome, False, plan.existing))
            if relayed is not None:
                plan = relayed.store(s, session_id, plan)
            entry, _ = self._create(
                s,
                plan,
                actor=Actor.AGENT,
                origin_session_id=session_id,
                state=state,
                changes=changes,
            )
        return _done(ProposeResult("suggested", True, entry), changes, relayed, session_id)

    def save_agent_note(
        self,
        session_id: int,
        *,
        kind: Any,
        content: Any,
        reason: Any = "",
        source_event_ids: Any = (),
        written_after: WrittenAfter | None = None,
        quote: Any = None,
        scope: Scope = Scope.SESSION,
    ) -> Done[ProposeResult]:
        """The agent saves a fact, decision, todo or lesson for this Session: "from your
        message" only when the cited user message holds its words; a suggestion for the user
        to decide when the turn had read untrusted content (`written_after`). An outside agent
        over MCP notes for its Space (`scope`), and may give the user's words it relayed
        (`quote`, stored and cited as with propose_rule)."""
        check_tool_kind("save_memory", kind)
        # Text no database can store (lone surrogates from JSON) is refused before its words
        # are looked up: the look-up binds them (validate_entry checks it too, but later).
        check_storable(content, "content", Code.INVALID_ARGUMENTS)
        check_storable(reason, "reason", Code.INVALID_ARGUMENTS)
        if source_event_ids is None:
            source_event_ids = ()
        relayed = None if quote is None else _Quote(quote, written_after)
        if relayed is not None:
            source_event_ids = [_QUOTE_ID]
        changes = Touched()
        with self._db.write() as s:
            session = self._session(s, session_id)
            if session.temporary:
                raise temporary_session()
            refs = self._session_refs(s, session)
            ref = refs[[Scope.SESSION, Scope.SPACE, Scope.USER].index(Scope(scope))]
            # Words pending, dismissed or decided in any scope the Session sees are the user's
            # to decide (SPEC §2.7), checked first: that is the most telling refusal. A tainted
            # note is a suggestion of this Session: its own scope is planned as one (a retry
            # returns the pending suggestion).
            key = same_words_key(content) if isinstance(content, str) else ""
            states = [self._state(s, r, [content], room_used=r == ref) for r in refs]
            state = states[refs.index(ref)]
            if key:
                if written_after is None:
                    check_agent_words(key, states)
                else:
                    # A suggestion: its own scope's pending words are its retry, returned below.
                    check_agent_words(key, [st for st in states if st is not state])
                    check_agent_words(key, [state], pending=False)
            if relayed is not None:
                cited = relayed.cited(session_id)
            else:
                cited = self._cited(s, source_event_ids)
            draft = validate_entry(
                Draft(
                    scope=ref.scope,
                    scope_id=ref.scope_id,
                    kind=kind,
                    content=content,
                    status=Status.ACTIVE if written_after is None else Status.SUGGESTED,
                    source=earned_source(content, source_event_ids, cited),
                    created_by=Actor.AGENT,
                    reason=reason,
                    source_event_ids=source_event_ids,
                    written_after=written_after,
                ),
                actor=Actor.AGENT,
                session_id=session_id,
                cited=cited,
            )
            require_auto_memory(state)
            if written_after is None:
                plan = plan_save(draft, state, actor=Actor.AGENT)
            else:
                plan = plan_proposal(draft, state)
            if plan.existing is not None:
                return Done(ProposeResult(plan.outcome, False, plan.existing))
            if relayed is not None:
                plan = relayed.store(s, session_id, plan)
            entry, _ = self._create(
                s,
                plan,
                actor=Actor.AGENT,
                origin_session_id=session_id,
                state=state,
                changes=changes,
            )
        outcome = "saved" if written_after is None else "suggested"
        return _done(ProposeResult(outcome, True, entry), changes, relayed, session_id)

    def save_explicit_in(
        self,
        s: UnitOfWork,
        message: Message,
        changes: Touched,
        *,
        temporary: bool = False,
        refused: list[dict] | None = None,
    ) -> list[MemoryEntry]:
        """Examine a new user message once; save each explicit request in it right away (in a
        temporary Session nothing: it is marked examined, so it is never saved later, and each
        request it holds is refused as `temporary_session`, so the chat says it was not saved).
        Each request that could not be saved is added to `refused` as {content, scope, kind,
        code}."""
        if not message.source.users_words or conversation.is_examined(s, message.id):
            return []
        if temporary:
            conversation.mark_examined(s, message.id, 0)
            if refused is not None:
                refused.extend(
                    {
                        "content": request.content,
                        "scope": request.scope.value,
                        "kind": request.kind.value,
                        "code": Code.TEMPORARY_SESSION.value,
                    }
                    for request in detect_explicit_requests(message.text)
                )
            return []
        saved: list[MemoryEntry] = []
        cited = {message.id: CitedMessage(message.id, message.session_id, message.source)}
        for request in detect_explicit_requests(message.text):
            ref = self._ref_in(s, message.session_id, request.scope)
            try:
                draft = validate_entry(
                    Draft(
                        scope=ref.scope,
                        scope_id=ref.scope_id,
                        kind=request.kind,
                        content=request.content,
                        status=Status.ACTIVE,
                        source=Provenance.USER_STATED,
                        created_by=Actor.EXTRACTOR,
                        source_event_ids=[message.id],
                    ),
                    actor=Actor.EXTRACTOR,
                    session_id=message.session_id,
                    cited=cited,
                )
                state = self._state(s, ref, [draft.content])
                plan = plan_save(draft, state, actor=Actor.EXTRACTOR)
                entry, _ = self._create(
                    s,
                    plan,
                    actor=Actor.EXTRACTOR,
                    origin_session_id=message.session_id,
                    state=state,
                    changes=changes,
                )
            except AppError as err:
                # Auto Memory off, already saved, too long, a secret, a full room: the
                # message stays as it is and nothing is saved for this request.
                if refused is not None:
                    refused.append(
                        {
                            "content": request.content,
                            "scope": request.scope.value,
                            "kind": request.kind.value,
                            "code": err.code.value,
                        }
                    )
                continue
            saved.append(entry)
        conversation.mark_examined(s, message.id, len(saved))
        return saved
