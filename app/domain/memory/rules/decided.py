"""SPEC §2.6, §2.7: words the user decided stay the user's.

- The agent's note may not hold words pending, dismissed or decided in any scope its Session
  sees (`check_agent_words`).
- Deleting an entry for good keeps, of words the user dismissed or decided, not the words but a
  keyed hash (HMAC-SHA256 with the database's own key) of their same-words key
  (`forgotten_words`, `forgotten_digest`), so the agent cannot bring them back and nobody can
  read them back or match guessed words without that key. `ScopeState.forgotten` carries what
  the service found for a write's keys; `refuse_forgotten` (app.domain.memory.rules.state, where every
  write's checks are) refuses them.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.deferred import later
from app.domain.errors import AppError, Code
from app.domain.memory.rules.state import ScopeState, refuse_forgotten
from app.domain.model import Actor, Held, MemoryEntry, Status

# hmac and hashlib load OpenSSL (~5 ms), for a delete for good.
_hmac = later("hmac:new")


def forgotten_digest(secret: bytes, key: str) -> str:
    """The keyed hash (HMAC-SHA256, hex) kept of a same-words key once its entry is deleted for
    good: the words cannot be read back from it, and without the database's key it cannot be
    matched against guessed words either."""
    return _hmac(secret, key.encode("utf-8"), "sha256").hexdigest()


def forgotten_words(held: Held) -> list[tuple[str, str]]:
    """What an entry deleted for good leaves decided (SPEC §2.6): (key, "dismissed"|"decided")
    for its words the user dismissed, and for the words the agent suggested that the user
    decided on (accepted, edited or put away); nothing for other entries."""
    out: list[tuple[str, str]] = []
    if held.status is Status.DISMISSED:
        out.append((held.key, "dismissed"))
    decided = held.suggested_key and held.status is not Status.SUGGESTED
    if decided and (held.status is not Status.DISMISSED or held.suggested_key != held.key):
        out.append((held.suggested_key, "decided"))
    return out


def keeps_words_decided(entry: MemoryEntry) -> bool:
    """Whether deleting this entry for good keeps its words dismissed or decided (a keyed hash
    of them, SPEC §2.6): a dismissed entry, or one the agent suggested that the user decided."""
    if entry.status is Status.DISMISSED:
        return True
    suggested = entry.created_by is Actor.AGENT and (
        entry.kind.is_rule or entry.written_after is not None
    )
    return suggested and entry.status is not Status.SUGGESTED


def check_agent_words(key: str, states: Sequence[ScopeState], *, pending: bool = True) -> None:
    """SPEC §2.7: the agent's note may not hold words that are pending, dismissed or decided
    in any scope the Session sees (`states`: its Session, Space and Personal scopes). With
    `pending=False` words pending there are let through (a suggestion's retry returns it)."""
    for state in states:
        waiting = state.same(key, (Status.SUGGESTED,)) if pending else ()
        if waiting:
            raise AppError(
                Code.PENDING_SUGGESTION,
                f"the same words wait for the user's decision as suggestion {waiting[0].entry.id} "
                f"({state.ref.scope.value} scope): do not save them; the user decides.",
                "content",
            )
        if state.same(key, (Status.DISMISSED,)):
            raise AppError(
                Code.DISMISSED_BEFORE,
                f"the user dismissed these words in the {state.ref.scope.value} scope: do not "
                "save them.",
                "content",
            )
        if state.decided(key) is not None:
            raise AppError(
                Code.ALREADY_DECIDED,
                f"the user already decided on these words in the {state.ref.scope.value} scope "
                "(edited or put away): do not save them.",
                "content",
            )
        refuse_forgotten(state, key)
