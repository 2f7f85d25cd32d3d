"""What a write changed, handed back to whoever asked for it (Anki's `OpChanges`).

Every service write reports one `Changes` of what it committed to the `Tally` it was built
with; whoever ran the write collects them: `Operations` (app/ui/operations) announces them
once per operation on the GUI thread with its initiator, and each screen decides whether to
refresh; the CLI and `mindkeep mcp` collect nothing (their own writes need no announcement).
Services never publish what they changed on the event bus: only changes heard from elsewhere
(another program's writes to the file, PostgreSQL's NOTIFY, app.services.live) enter it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
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


# Told each write's Changes as it is reported, with what it stored as it is now: the messages,
# a call asked to wait for approval (a turn's progress shows them without a read).
Listener = Callable[[Changes, tuple[Message | Approval, ...]], None]


class Collected:
    """The Changes reported while a `Tally.collect()` block ran (read it after the block)."""

    __slots__ = ("_listener", "each")

    def __init__(self, listener: Listener | None = None) -> None:
        self.each: list[Changes] = []  # one per write, in order
        self._listener = listener

    def listen(self, listener: Listener | None) -> None:
        """Hear each write's Changes as it is reported (on the writing thread)."""
        self._listener = listener

    def add(self, changes: Changes, stored: tuple[Message | Approval, ...] = ()) -> None:
        self.each.append(changes)
        if self._listener is not None:
            self._listener(changes, stored)

    @property
    def changes(self) -> Changes:
        return Changes.merged(self.each)


class Tally:
    """Where the services built for one database report what each write changed: to the
    innermost `collect()` open on the calling thread, or else to `uncollected` (nobody, in
    the app: a CLI command's writes need no announcement; the window's tests hear their own
    writes there, as another program's)."""

    def __init__(self) -> None:
        self._local = threading.local()
        self.uncollected: Listener | None = None

    def record(self, changes: Changes, *, stored: Sequence[Message | Approval] = ()) -> Changes:
        """Report one committed write's Changes, with what it stored as it is now (messages, a
        call waiting for approval); returned, for a caller that wants them too."""
        stack: list[Collected] | None = getattr(self._local, "stack", None)
        if stack and changes:
            stack[-1].add(changes, tuple(stored))
        elif changes and self.uncollected is not None:
            self.uncollected(changes, tuple(stored))
        return changes

    @contextmanager
    def collect(self, into: Collected | None = None) -> Iterator[Collected]:
        """Collect what the writes made on this thread inside the block change (into `into`
        when given: a worker's writes, read on the GUI thread once it is done)."""
        stack = getattr(self._local, "stack", None)
        if stack is None:
            stack = self._local.stack = []
        got = into if into is not None else Collected()
        stack.append(got)
        try:
            yield got
        finally:
            stack.pop()
