"""SPEC §2.7 "Taint": what untrusted content an agent's Memory write came after.

Once a turn's model has read untrusted content — any text a third party wrote in what the model
reads: a `web`, `file`, `trigger` or `relayed` message in the history it is given, the output of
a tool that reads outside Mindkeep, the descriptions, schemas and instructions of a tool server
that is not Mindkeep's own (`Untrusted.SERVER`), pending suggestions whose words came after
such content (an outside agent's, with its reason) that `search_memory` returns (`read_in`) —
nothing it writes to Memory in that turn is active until the user decides: every such write is
stored as a suggestion carrying a `WrittenAfter`, and its card says what it was written after.

`WrittenAfter` (app.domain.model: a field of MemoryEntry) is a value: the kinds of content
(`Untrusted`) and the event ids of the messages that held it. `written_after(history, reads_outside=…)` computes it from the
messages a turn gives the model; `widen` adds what a tool read during the turn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from app.domain.model import (
    MemoryEntry,
    Message,
    MessageSource,
    Status,
    Untrusted,
    WrittenAfter,
)

# Message sources whose mere presence in the history taints a turn.
TAINTING_SOURCES: Mapping[MessageSource, Untrusted] = {
    MessageSource.WEB: Untrusted.WEB,
    MessageSource.FILE: Untrusted.FILE,
    MessageSource.TRIGGER: Untrusted.TRIGGER,
    # An outside agent's quote of the user (SPEC §9): Mindkeep could not check it.
    MessageSource.RELAYED: Untrusted.AGENT,
}


def relayed_by(agent: str, event_ids: Iterable[int] = ()) -> WrittenAfter:
    """What an outside agent's write over MCP is written after (SPEC §9): that agent's own
    context, which Mindkeep cannot see, and the user's words as it relayed them."""
    return WrittenAfter.of([Untrusted.AGENT], event_ids, agent)


def tainted_by(
    source: Untrusted | str, event_ids: Iterable[int] = (), also: WrittenAfter | None = None
) -> WrittenAfter:
    """A `WrittenAfter` of one kind of content (and `also`, when given)."""
    return WrittenAfter.of([Untrusted(source)], event_ids).widen(also)


def read_in(entries: Iterable[MemoryEntry]) -> tuple[Untrusted, ...]:
    """The third-party text a search of Memory gives the model (SPEC §2.7): each entry still
    pending whose words were written after untrusted content — an outside agent's suggestion and
    its reason (`agent`), or one written in a tainted turn (the kinds it came after). Saved
    entries are the user's decided words; they taint nothing."""
    kinds: set[Untrusted] = set()
    for entry in entries:
        if entry.status is Status.SUGGESTED and entry.written_after is not None:
            kinds.update(entry.written_after.sources)
    return tuple(k for k in Untrusted if k in kinds)


def written_after(
    history: Iterable[Message], *, reads_outside: Callable[[str], bool]
) -> WrittenAfter | None:
    """What untrusted content is in the history a turn gives the model, or None when there
    is none. A `web`, `file` or `trigger` message taints; so does a `tool` message whose
    tool reads outside Mindkeep (`reads_outside(name)`), or whose tool is not named (a
    tool message of unknown origin is treated as outside content), unless it records a call
    that never ran; and one whose call read third-party text from Mindkeep itself (`ran`'s
    `untrusted`: a search that returned an outside agent's suggestions)."""
    sources: list[Untrusted] = []
    ids: list[int] = []
    for message in history:
        kinds = [TAINTING_SOURCES[message.source]] if message.source in TAINTING_SOURCES else []
        if message.source is MessageSource.TOOL:
            meta = message.meta or {}
            name = meta.get("tool")
            # A call that never ran (refused, denied, expired: `ran.not_run`, written by the
            # loop) holds no outside content; nor does the loop's record of an action running,
            # or left running by a crash (`ran.running`, `ran.interrupted`: its words only).
            record = meta.get("ran")
            never = isinstance(record, dict) and any(
                record.get(k) is True for k in ("not_run", "running", "interrupted")
            )
            if not never and (not isinstance(name, str) or reads_outside(name)):
                kinds.append(Untrusted.TOOL)
            if not never and isinstance(record, dict):
                kinds += _kinds(record.get("untrusted"))
        if kinds:
            sources += kinds
            ids.append(message.id)
    return WrittenAfter.of(sources, ids) if sources else None


def _kinds(value: object) -> list[Untrusted]:
    """The kinds a tool record says its call read (any other value: the one the record's
    writer could not have meant, outside content)."""
    if value is None:
        return []
    if not isinstance(value, list):
        return [Untrusted.TOOL]
    known = {k.value: k for k in Untrusted}
    return [known.get(v, Untrusted.TOOL) if isinstance(v, str) else Untrusted.TOOL for v in value]


def relayed(entry: MemoryEntry) -> bool:
    """Whether an entry is an outside agent's suggestion citing the user's words as it relayed
    them (SPEC §9): accepting it makes it `user_confirmed`. One that cites instead the words
    the agent's harness captured when the user typed them (`captured`, SPEC §10) is not: those
    are the user's own words, and its relayed-message ids (`written_after.event_ids`) are none."""
    after = entry.written_after
    return (
        after is not None
        and after.agent is not None
        and bool(after.event_ids)
        and bool(entry.source_event_ids)
    )
