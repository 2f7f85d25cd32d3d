"""What a write changed, handed back to whoever asked for it (Anki's `OpChanges`).

Every service write returns a `Done`: its result, the `Changes` it committed, and what it
stored as it is now. A caller that makes writes of other services on the way folds their
`Done`s into its own (`Done.fold`; a turn keeps them in app.agent.turn_state.Kept, telling each
stored message to its progress). Whoever ran the write announces it: `Operations`
(app/ui/operations) once per operation on the GUI thread with its initiator, and each screen
decides whether to refresh; the CLI and `mindkeep mcp` take the value and announce nothing
(their own writes need no announcement). A refusal after a commit carries what was committed
on `AppError.changes`. Services never publish what they changed on the event bus: only changes
heard from elsewhere (another program's writes to the file, PostgreSQL's NOTIFY,
app.services.live) enter it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from app.domain.model import Message, ScopeRef
from app.domain.tools.approvals import Approval

# The initiator of what another program changed (heard through the bus): never a screen here.
ELSEWHERE = "elsewhere"


@dataclass(frozen=True, slots=True)
class Changes:
    """What one or more committed writes touched. `a | b` is what either touched."""

    scopes: frozenset[ScopeRef] = field(default_factory=frozenset)  # Memory scopes
    entries: frozenset[int] = field(default_factory=frozenset)  # Memory entry ids
    # What the sidebar lists changed under these Spaces: the Space itself, or one of its
    # Sessions added, renamed or gone.
    spaces: frozenset[int] = field(default_factory=frozenset)
    sessions: frozenset[int] = field(default_factory=frozenset)  # a Session or what it holds
    messages: frozenset[int] = field(default_factory=frozenset)  # message ids stored or changed
    approvals: frozenset[int] = field(default_factory=frozenset)  # calls waiting, or decided
    # App settings changed (their keys); a scope's switches are in `scopes`.
    settings: frozenset[str] = field(default_factory=frozenset)
    # Receipts (what a reply followed or broke) of these messages changed.
    receipts: frozenset[int] = field(default_factory=frozenset)

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            self.scopes | other.scopes,
            self.entries | other.entries,
            self.spaces | other.spaces,
            self.sessions | other.sessions,
            self.messages | other.messages,
            self.approvals | other.approvals,
            self.settings | other.settings,
            self.receipts | other.receipts,
        )

    def __bool__(self) -> bool:
        return any(
            (
                self.scopes,
                self.entries,
                self.spaces,
                self.sessions,
                self.messages,
                self.approvals,
                self.settings,
                self.receipts,
            )
        )

    @property
    def memory(self) -> bool:
        """Memory changed (entries, or a scope's entries or switches)."""
        return bool(self.scopes or self.entries)

    @property
    def chat(self) -> bool:
        """Spaces, Sessions, messages, approvals or receipts changed."""
        return bool(
            self.spaces or self.sessions or self.messages or self.approvals or self.receipts
        )

    @property
    def sidebar(self) -> bool:
        """What the sidebar lists changed: Spaces, or Sessions (added, renamed, gone)."""
        return bool(self.spaces)

    @classmethod
    def merged(cls, many: Iterable[Changes]) -> Changes:
        total = NOTHING
        for one in many:
            total = total | one
        return total


NOTHING = Changes()

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Done(Generic[T]):
    """What a service write returns: its result, what it changed (for whoever ran it to
    announce), and what it stored as it is now (messages, a call waiting for approval: a turn's
    progress shows them without a read)."""

    value: T
    changes: Changes = NOTHING
    stored: tuple[Message | Approval, ...] = ()

    def fold(self, *inner: Done) -> Done[T]:
        """This result, having also made the writes of `inner` (another service's, called on the
        way): their changes and what they stored join this one's."""
        changes, stored = self.changes, self.stored
        for one in inner:
            changes = changes | one.changes
            stored = stored + one.stored
        return Done(self.value, changes, stored)
