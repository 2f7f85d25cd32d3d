"""Writes the user did not make with their own hands: the agent's suggestions and notes
(SPEC §2.2, §2.7), and the explicit requests saved from the user's messages (§2.1)."""

from __future__ import annotations

from typing import Any

from app.domain.errors import AppError, Code
from app.domain.explicit import detect_explicit_requests
from app.domain.model import (
    Actor,
    MemoryEntry,
    Message,
    MessageSource,
    Provenance,
    Scope,
    ScopeRef,
    Status,
)
from app.domain.outcomes import ProposeResult
from app.domain.rules.decided import check_agent_words
from app.domain.rules.state import plan_proposal, plan_save, require_auto_memory
from app.domain.rules.validate import (
    CitedMessage,
    Draft,
    check_tool_kind,
    earned_source,
    validate_entry,
)
from app.domain.taint import WrittenAfter
from app.domain.text import check_storable, same_words_key
from app.services.memory.base import Changes, MemoryBase, not_found, temporary_session
from app.storage import repo
from app.storage.database import UnitOfWork

_SCOPE_VALUES = frozenset(sc.value for sc in Scope)


class Proposals(MemoryBase):
    """The agent proposes and notes; the explicit-request saver saves what the user asked."""

    def _ref_and_settings(self, s: UnitOfWork, session_id: Any, scope: Any):
        """The scope seen from a Session and its (auto_memory, use_memory, room), in one query
        (the agent's tools run this on every call); (None, None) for a scope that is not one
        of the three: the policy reports it. A temporary Session is refused."""
        if scope not in _SCOPE_VALUES:
            if isinstance(session_id, int) and not isinstance(session_id, bool):
                info = repo.session_info(s, session_id)
                if info is not None and info.temporary:
                    raise temporary_session()
            return None, None
        if not isinstance(session_id, int) or isinstance(session_id, bool):
            self._session(s, session_id)  # reports the bad id
        found = repo.session_scope(s, session_id, Scope(scope))
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
        initiator: object | None = None,
    ) -> ProposeResult:
        """Suggest a rule the user stated; it waits for the user and changes nothing until then
        (`written_after`: the untrusted content the turn had read, shown on its card)."""
        check_tool_kind("propose_memory_rule", kind)
        changes = Changes()
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
                cited=self._cited(s, source_event_ids),
            )
            assert ref is not None and settings is not None
            state = self._state(
                s, ref, [same_words_key(draft.content)], settings=settings, room_used=False
            )
            plan = plan_proposal(draft, state)
            if plan.existing is not None:
                return ProposeResult(plan.outcome, False, plan.existing)
            entry, _ = self._create(
                s,
                plan,
                actor=Actor.AGENT,
                origin_session_id=session_id,
                state=state,
                changes=changes,
            )
        self.publish(changes, initiator)
        return ProposeResult("suggested", True, entry)

    def save_agent_note(
        self,
        session_id: int,
        *,
        kind: Any,
        content: Any,
        reason: Any = "",
        source_event_ids: Any = (),
        written_after: WrittenAfter | None = None,
        initiator: object | None = None,
    ) -> ProposeResult:
        """The agent saves a fact, decision, todo or lesson for this Session: "from your
        message" only when the cited user message holds its words; a suggestion for the user
        to decide when the turn had read untrusted content (`written_after`)."""
        check_tool_kind("save_memory", kind)
        # Text no database can store (lone surrogates from JSON) is refused before its words
        # are looked up: the look-up binds them (validate_entry checks it too, but later).
        check_storable(content, "content", Code.INVALID_ARGUMENTS)
        check_storable(reason, "reason", Code.INVALID_ARGUMENTS)
        if source_event_ids is None:
            source_event_ids = ()
        changes = Changes()
        with self._db.write() as s:
            session = self._session(s, session_id)
            if session.temporary:
                raise temporary_session()
            refs = self._session_refs(s, session)
            ref = refs[0]
            # Words pending, dismissed or decided in any scope the Session sees are the user's
            # to decide (SPEC §2.7), checked first: that is the most telling refusal. A tainted
            # note is a suggestion of this Session: its own scope is planned as one (a retry
            # returns the pending suggestion).
            key = same_words_key(content) if isinstance(content, str) else ""
            states = [self._state(s, r, [key], room_used=r == ref) for r in refs]
            if key:
                check_agent_words(key, states if written_after is None else states[1:])
            cited = self._cited(s, source_event_ids)
            draft = validate_entry(
                Draft(
                    scope=Scope.SESSION,
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
            state = states[0]
            require_auto_memory(state)
            if written_after is None:
                plan = plan_save(draft, state, actor=Actor.AGENT)
            else:
                plan = plan_proposal(draft, state)
            if plan.existing is not None:
                return ProposeResult(plan.outcome, False, plan.existing)
            entry, _ = self._create(
                s,
                plan,
                actor=Actor.AGENT,
                origin_session_id=session_id,
                state=state,
                changes=changes,
            )
        self.publish(changes, initiator)
        return ProposeResult("saved" if written_after is None else "suggested", True, entry)

    def save_explicit_in(
        self,
        s: UnitOfWork,
        message: Message,
        changes: Changes,
        *,
        temporary: bool = False,
        refused: list[dict] | None = None,
    ) -> list[MemoryEntry]:
        """Examine a new user message once; save each explicit request in it right away (in a
        temporary Session nothing: it is marked examined, so it is never saved later). Each
        request that could not be saved is added to `refused` as {content, scope, kind, code}."""
        if message.source is not MessageSource.USER or repo.is_examined(s, message.id):
            return []
        if temporary:
            repo.mark_examined(s, message.id, 0)
            return []
        saved: list[MemoryEntry] = []
        cited = {message.id: CitedMessage(message.id, message.session_id, MessageSource.USER)}
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
                state = self._state(s, ref, [same_words_key(draft.content)])
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
        repo.mark_examined(s, message.id, len(saved))
        return saved
