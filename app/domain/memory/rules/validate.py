"""SPEC §2.2/§2.5: the one validation every Memory write goes through (the shape of a draft).

`validate_entry` checks one draft on its own: types, lengths, citations, secrets, and which
provenance each writer may give. What a draft may do given the scope's state (same words,
limits, transitions) is decided in `app.domain.memory.rules.state`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from app.deferred import load
from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import CONTENT_MAX, QUOTE_MAX, REASON_MAX, SOURCE_IDS_MAX
from app.domain.memory.rules.secrets import looks_like_secret
from app.domain.model import (
    RULE_KINDS,
    Actor,
    Kind,
    MessageSource,
    Provenance,
    Scope,
    Status,
    WrittenAfter,
)
from app.domain.text import check_storable, clean_content, same_words_key, words_within

UNTRUSTED_FOR_RULES = frozenset(
    {Provenance.AGENT_INFERRED, Provenance.TOOL_OBSERVED, Provenance.EXTERNAL}
)
# Sources each writer may give an entry it creates. The user's own writes are
# `user_confirmed`; a user decision may also keep the entry's existing source (Accept).
_SOURCES_BY_ACTOR: dict[Actor, frozenset[Provenance]] = {
    Actor.AGENT: frozenset(
        {
            Provenance.USER_STATED,
            Provenance.AGENT_INFERRED,
            Provenance.TOOL_OBSERVED,
            Provenance.EXTERNAL,
        }
    ),
    Actor.EXTRACTOR: frozenset({Provenance.USER_STATED}),
    Actor.IMPORTER: frozenset({Provenance.IMPORTED}) | UNTRUSTED_FOR_RULES,
    Actor.USER: frozenset({Provenance.USER_CONFIRMED}),
}


@dataclass(frozen=True, slots=True)
class CitedMessage:
    """What the policy needs to know about a cited message."""

    id: int
    session_id: int
    source: MessageSource
    text: str = ""  # its words: an agent's note is "from your message" only if they hold it


@dataclass(frozen=True, slots=True)
class Draft:
    """An entry as a writer wants it stored (raw values are checked and converted)."""

    scope: Any
    scope_id: int
    kind: Any
    content: Any
    status: Any
    source: Any
    created_by: Any
    reason: Any = ""
    source_event_ids: Any = ()
    pinned: bool = False
    # What untrusted content an agent's write came after (SPEC §2.7): such a write waits
    # for the user, whatever its kind.
    written_after: WrittenAfter | None = None


# Which kinds each agent tool writes (SPEC §2.2, §2.7): rules are suggested, the rest noted.
NOTE_KINDS = frozenset({Kind.FACT, Kind.DECISION, Kind.TODO, Kind.LESSON})
TOOL_KINDS: Mapping[str, frozenset[Kind]] = {
    "propose_memory_rule": RULE_KINDS,
    "save_memory": NOTE_KINDS,
}


def check_tool_kind(tool: str, kind: Any) -> Kind:
    """The kind an agent tool was asked to write, if that tool writes it; otherwise
    invalid_kind, saying which tool does."""
    allowed = TOOL_KINDS[tool]
    try:
        value = Kind(kind) if isinstance(kind, str) else None
    except ValueError:
        value = None
    if value in allowed:
        return value
    if tool == "save_memory" and value in RULE_KINDS:
        raise AppError(
            Code.USE_PROPOSE_MEMORY_RULE,
            "save_memory does not save preferences or constraints: use "
            "propose_memory_rule, citing the user's own message, so the user can decide.",
            "kind",
        )
    if tool == "propose_memory_rule" and value is not None:
        raise AppError(
            Code.INVALID_KIND,
            "propose_memory_rule takes kind preference or constraint; use save_memory "
            "for facts, decisions, todos and lessons.",
            "kind",
        )
    names = " or ".join(k.value for k in Kind if k in allowed)
    raise AppError(Code.INVALID_KIND, f"kind must be {names}.", "kind")


def earned_source(content: Any, ids: Any, cited: Mapping[int, CitedMessage]) -> Provenance:
    """SPEC §2.7: an agent's note is `user_stated` only when its words are in a cited user
    message as the user's own statement (compared by the same-words key, so a lead-in such as
    "Remember that" may go): words the user asked about, denied, quoted, pasted, reported from
    someone else or took back are not (the judgement's reading of the message, as the explicit
    saver reads it); otherwise it is the agent's own inference."""
    if not isinstance(content, str) or not isinstance(ids, (list, tuple)):
        return Provenance.AGENT_INFERRED
    for raw in ids:
        msg = cited.get(read_event_id(raw))  # type: ignore[arg-type]
        if (
            msg is not None
            and msg.source.users_words
            and words_within(content, msg.text)
            and any(words_within(content, said) for said in _judgement().stated_by_user(msg.text))
        ):
            return Provenance.USER_STATED
    return Provenance.AGENT_INFERRED


def imported_source(value: Any) -> Provenance:
    """The provenance an import keeps from an export (SPEC §4, "JSON keeping provenance"): the
    agent's inference, a tool's observation and external text stay theirs, so a restored note
    of the agent is not read as the user's rule; the user's words (stated, confirmed, imported)
    come back as imported. No source (a hand-written file): imported."""
    if value is None:
        return Provenance.IMPORTED
    source = _enum(Provenance, value, Code.INVALID_INPUT, "source", "source")
    return source if source in UNTRUSTED_FOR_RULES else Provenance.IMPORTED


def _states_rule(content: str) -> bool:
    """SPEC §2.7: a rule is a rule whatever its kind, a permission or waiver as much as an
    order ("pushing to main is allowed"): the judgement of app.domain.memory.judgement."""
    return _judgement().states_standing_rule(content)


def _judgement():
    """The judgement of messages, imported when first needed: most commands never judge a
    message, and its module is the one place that knows the 11 languages' tables (its engine
    loads, or its patterns are read back, on first use: the package's __getattr__)."""
    return load("app.domain.memory.judgement")


class Change(StrEnum):
    """What a write does, so the policy knows which rules apply."""

    CREATE = "create"  # a new entry (tools, extractor, user add, import)
    DECIDE = "decide"  # accept / dismiss / archive / restore / pin / move: content unchanged
    EDIT = "edit"  # new wording by the user
    UNDO = "undo"  # the user takes a decision back: the entry returns to a state it had
    # The user accepts words an outside agent relayed (SPEC §9): Mindkeep could not check that
    # they are the user's, so the user's acceptance is what confirms them (user_confirmed).
    CONFIRM = "confirm"


def _enum(cls, value, code: Code, field: str, what: str):
    try:
        return cls(value)
    except ValueError:
        allowed = ", ".join(m.value for m in cls)
        raise AppError(code, f"{what} must be one of: {allowed}.", field) from None


def _content(value: Any) -> str:
    if not isinstance(value, str):
        raise AppError(Code.INVALID_ARGUMENTS, "content must be a string.", "content")
    text = clean_content(value)
    if not same_words_key(text):  # nothing but spaces, invisible characters or punctuation
        raise AppError(
            Code.CONTENT_EMPTY, "content is empty: state the rule in a few words.", "content"
        )
    if len(text) > CONTENT_MAX:
        raise AppError(
            Code.CONTENT_TOO_LONG,
            f"content has {len(text)} characters; keep it to {CONTENT_MAX} or fewer "
            "and state one rule only.",
            "content",
        )
    return text


def _reason(value: Any) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise AppError(Code.INVALID_ARGUMENTS, "reason must be a string.", "reason")
    text = clean_content(value)
    if len(text) > REASON_MAX:
        raise AppError(
            Code.REASON_TOO_LONG,
            f"reason has {len(text)} characters; keep it to {REASON_MAX} or fewer.",
            "reason",
        )
    return text


def check_quote(value: Any) -> str:
    """The user's words as an outside agent relays them over MCP (SPEC §9), checked before
    anything is written: a string of some words, at most QUOTE_MAX characters, storable, and
    no secret (it is stored as a message of the external Session)."""
    if not isinstance(value, str):
        raise AppError(Code.INVALID_ARGUMENTS, "user_quote must be a string.", "user_quote")
    check_storable(value, "user_quote", Code.INVALID_ARGUMENTS)
    text = value.strip()
    if not same_words_key(text):
        raise AppError(
            Code.SOURCE_REQUIRED,
            "user_quote is empty: give the user's own words that state this, exactly as they "
            "wrote them to you.",
            "user_quote",
        )
    if len(text) > QUOTE_MAX:
        raise AppError(
            Code.INVALID_ARGUMENTS,
            f"user_quote has {len(text)} characters; quote only the user's sentence that states "
            f"this ({QUOTE_MAX} characters at most).",
            "user_quote",
        )
    if looks_like_secret(text):
        raise AppError(
            Code.SECRET_CONTENT,
            "user_quote looks like it holds a password, key or token; Memory never stores "
            "secrets. Do not relay it.",
            "user_quote",
        )
    return text


_EVENT_ID = re.compile(r"([0-9]{1,30})|event +([0-9]{1,30})|\[ *event +([0-9]{1,30}) *\]", re.I)


def read_event_id(value: Any) -> int | None:
    """One cited id as SPEC §2.2 allows it: 9, "9", "event 9" or "[event 9]"; else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        m = _EVENT_ID.fullmatch(value.strip())
        if m:
            return int(next(g for g in m.groups() if g is not None))
    return None


def read_event_ids(value: Any) -> tuple[int, ...]:
    """The cited ids, each once, in the order given; anything unreadable is invalid_arguments."""
    if value is None:
        return ()
    if not isinstance(value, (list, tuple)):
        raise AppError(
            Code.INVALID_ARGUMENTS,
            'source_event_ids must be a list of message ids, e.g. [12] or ["event 12"].',
            "source_event_ids",
        )
    ids: list[int] = []
    for raw in value:
        event_id = read_event_id(raw)
        if event_id is None:
            raise AppError(
                Code.INVALID_ARGUMENTS,
                f"{raw!r} is not a message id: cite the number of the user's [event <id>], "
                'e.g. 12 or "event 12".',
                "source_event_ids",
            )
        if event_id not in ids:
            ids.append(event_id)
    if len(ids) > SOURCE_IDS_MAX:
        raise AppError(
            Code.INVALID_ARGUMENTS,
            f"cite at most {SOURCE_IDS_MAX} messages: the user's own messages that state the rule.",
            "source_event_ids",
        )
    return tuple(ids)


def check_citations(
    ids: Sequence[int],
    *,
    session_id: int | None,
    cited: Mapping[int, CitedMessage],
    relayed_ok: bool = False,
) -> None:
    """Every cited id must be a `user` message of this Session (SPEC §2.2); an outside agent
    writing over MCP (`relayed_ok`) may cite instead the `relayed` messages of its external
    Session, its quotes of the user (SPEC §9)."""
    for event_id in ids:
        msg = cited.get(event_id)
        if msg is None:
            raise AppError(
                Code.SOURCE_NOT_FOUND,
                f"message {event_id} does not exist: cite the [event <id>] of the user's "
                "own message in this conversation.",
                "source_event_ids",
            )
        if session_id is None or msg.session_id != session_id:
            raise AppError(
                Code.SOURCE_NOT_IN_SESSION,
                f"message {event_id} belongs to another Session: cite the user's own "
                "message in this conversation.",
                "source_event_ids",
            )
        if relayed_ok and msg.source is MessageSource.RELAYED:
            continue
        if not msg.source.users_words:
            raise AppError(
                Code.SOURCE_NOT_USER,
                f"message {event_id} is {msg.source.value} content, not the user's words: "
                "only the user's own messages can be cited for Memory. Cite the user's "
                "own message, or do not save this.",
                "source_event_ids",
            )


def validate_entry(
    draft: Draft,
    *,
    actor: Actor,
    change: Change = Change.CREATE,
    session_id: int | None = None,
    cited: Mapping[int, CitedMessage] | None = None,
    previous_source: Provenance | None = None,
) -> Draft:
    """Check a write against every rule of SPEC §2.5; return the cleaned draft or raise."""
    actor = Actor(actor)
    # Text no database can store (lone surrogates from JSON) is refused before anything else.
    check_storable(draft.content, "content", Code.INVALID_ARGUMENTS)
    check_storable(draft.reason, "reason", Code.INVALID_ARGUMENTS)
    kind = _enum(Kind, draft.kind, Code.INVALID_KIND, "kind", "kind")
    scope = _enum(Scope, draft.scope, Code.INVALID_SCOPE, "scope", "scope")
    status = _enum(Status, draft.status, Code.INVALID_ARGUMENTS, "status", "status")
    source = _enum(Provenance, draft.source, Code.INVALID_ARGUMENTS, "source", "source")
    created_by = _enum(Actor, draft.created_by, Code.INVALID_ARGUMENTS, "created_by", "created_by")
    content = _content(draft.content)
    reason = _reason(draft.reason)
    ids = read_event_ids(draft.source_event_ids)
    if not isinstance(draft.scope_id, int) or isinstance(draft.scope_id, bool):
        raise AppError(Code.INVALID_ARGUMENTS, "scope_id must be an integer.", "scope_id")
    if not isinstance(draft.pinned, bool):  # "false" is a string, not a boolean
        raise AppError(
            Code.INVALID_INPUT, "pinned must be true or false (a JSON boolean).", "pinned"
        )

    if draft.written_after is not None and (
        not isinstance(draft.written_after, WrittenAfter) or actor is not Actor.AGENT
    ):
        raise AppError(
            Code.POLICY_VIOLATION,
            "only the agent's writes carry what they were written after.",
            "written_after",
        )
    if looks_like_secret(content) or looks_like_secret(reason):
        raise AppError(
            Code.SECRET_CONTENT,
            "this looks like a password, key or token; Memory never stores secrets.",
            "content",
        )
    if kind.is_rule and source in UNTRUSTED_FOR_RULES:
        raise AppError(
            Code.POLICY_VIOLATION,
            f"a {kind.value} can only come from the user; use propose_memory_rule and "
            "cite the user's own message.",
            "source",
        )

    if change is Change.CREATE:
        if created_by is not actor:
            raise AppError(Code.POLICY_VIOLATION, "created_by must name the writer.", "created_by")
        if source not in _SOURCES_BY_ACTOR[actor]:
            raise AppError(
                Code.POLICY_VIOLATION,
                f"{actor.value} may not write entries with source {source.value}.",
                "source",
            )
        if actor in (Actor.AGENT, Actor.EXTRACTOR):
            if kind.is_rule or source is Provenance.USER_STATED:
                if source is not Provenance.USER_STATED:
                    raise AppError(
                        Code.POLICY_VIOLATION, "a rule must be stated by the user.", "source"
                    )
                if not ids:
                    raise AppError(
                        Code.SOURCE_REQUIRED,
                        "cite the user's own message that states this (source_event_ids).",
                        "source_event_ids",
                    )
            if ids:
                check_citations(
                    ids,
                    session_id=session_id,
                    cited=cited or {},
                    relayed_ok=actor is Actor.AGENT
                    and isinstance(draft.written_after, WrittenAfter)
                    and draft.written_after.relayed_by is not None,
                )
            if actor is Actor.AGENT and not kind.is_rule and _states_rule(content):
                raise AppError(
                    Code.USE_PROPOSE_MEMORY_RULE,
                    "this states a standing rule (how work should be done): the agent does not "
                    f"save rules as a {kind.value}. If the user stated it, suggest it with "
                    "propose_memory_rule citing their message; otherwise do not save it.",
                    "content",
                )
            if (
                actor is Actor.AGENT
                and not kind.is_rule
                and source is Provenance.USER_STATED
                and earned_source(content, list(ids), cited or {}) is not Provenance.USER_STATED
            ):
                raise AppError(
                    Code.POLICY_VIOLATION,
                    "these words are not in the user's cited message: save them as your own "
                    "inference (agent_inferred), or cite the message that says them.",
                    "source",
                )
            if actor is Actor.AGENT and (kind.is_rule or draft.written_after is not None):
                allowed = {Status.SUGGESTED}
            else:
                allowed = {Status.ACTIVE}
            if status not in allowed:
                raise AppError(
                    Code.NOT_ALLOWED,
                    "the agent can only suggest rules, and everything it writes after reading "
                    "untrusted content; the user decides whether to save them.",
                    "status",
                )
        elif actor is Actor.IMPORTER:
            if status not in (Status.ACTIVE, Status.ARCHIVED):
                raise AppError(
                    Code.POLICY_VIOLATION, "only saved or archived entries are imported.", "status"
                )
            ids = ()  # cited ids point into another database
        elif status is not Status.ACTIVE:
            raise AppError(Code.POLICY_VIOLATION, "a new entry is saved active.", "status")
    else:
        if actor is not Actor.USER:
            raise AppError(
                Code.NOT_ALLOWED,
                "only the user can accept, edit, dismiss or change a Memory entry.",
                None,
            )
        if change is Change.EDIT and source is not Provenance.USER_CONFIRMED:
            raise AppError(
                Code.POLICY_VIOLATION, "the user's wording is saved as user_confirmed.", "source"
            )
        if change is Change.DECIDE and source is not previous_source:
            raise AppError(Code.POLICY_VIOLATION, "a decision keeps the entry's source.", "source")
        if change is Change.CONFIRM and source is not Provenance.USER_CONFIRMED:
            raise AppError(
                Code.POLICY_VIOLATION,
                "relayed words the user accepts are saved as user_confirmed.",
                "source",
            )

    return replace(
        draft,
        scope=scope,
        kind=kind,
        content=content,
        status=status,
        source=source,
        created_by=created_by,
        reason=reason,
        source_event_ids=ids,
    )
