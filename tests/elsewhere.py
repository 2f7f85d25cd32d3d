"""A test's own service write, told to the window as a change no screen of it made: through the
bus, initiator None, as the file watch or NOTIFY tell another program's (a write returns what
it changed, a `Done`; only the window's operations announce their own)."""

from app.services.changes import Changes
from app.services.events import ChatChanged, MemoryChanged


def tell(core, changes: Changes) -> None:
    """Publish `changes` on the bus as another program's."""
    if changes.spaces or changes.sessions or changes.messages:
        core.bus.publish(ChatChanged(changes.spaces, changes.sessions, changes.messages, None))
    if changes.memory:
        core.bus.publish(MemoryChanged(changes.scopes, changes.entries, None))


def told_elsewhere(core, done):
    """The write's result; what it changed told to the window as another program's."""
    tell(core, done.changes)
    return done.value
