"""A Session's messages as a Qt list model of plain domain objects, with what the chat shows
beside each: a pending suggestion, the explicit saves of a user message, the Memory an agent
reply used, and the reply that is streaming in (a last row that is not stored yet).

Rows are only appended while a Session is open (`append_messages`), so a long history is
read once and laid out once; annotations change in place (`dataChanged` on those rows).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from app.deferred import load
from app.domain.model import MemoryEntry, Message, MessageSource
from app.ui.delegates.window_lines import RowState
from app.ui.models import labels
from app.ui.qt.workarounds import keep_none_alive

keep_none_alive()

MessageRole = Qt.ItemDataRole.UserRole + 10
SourceRole = Qt.ItemDataRole.UserRole + 11
HasSuggestionRole = Qt.ItemDataRole.UserRole + 12
HighlightRole = Qt.ItemDataRole.UserRole + 13
SavesRole = Qt.ItemDataRole.UserRole + 14  # list[MemoryEntry]: explicit saves of a user message
UsedRole = Qt.ItemDataRole.UserRole + 15  # tuple[(entry id, version)]: an agent reply's Memory
UsedEntriesRole = Qt.ItemDataRole.UserRole + 16  # list[(id, version, entry or None)] when opened
ExpandedRole = Qt.ItemDataRole.UserRole + 17  # a long message shown whole
DetailsRole = Qt.ItemDataRole.UserRole + 18  # a tool message's raw result shown
StreamingRole = Qt.ItemDataRole.UserRole + 19  # the reply being written (not stored yet)
# The rules a reply or tool call followed or broke: ((RecordedVerdict, entry or None), ...).
ReceiptRole = Qt.ItemDataRole.UserRole + 21
RevisionRole = Qt.ItemDataRole.UserRole + 20  # changes whenever what the row shows changes

STREAM_ID = -1  # the streaming row's message id

# A Session opens on its newest messages; older ones load a page at a time as the user
# scrolls up, so a history of thousands opens as fast as a short one (issue 16).
TAIL = 20
EARLIER_PAGE = 40


def _tool_run(message: Message):  # -> app.ui.models.tool_text.ToolRun | None
    """The call a tool message records (None for any other message). The sentences of tool
    calls (app.ui.models.tool_text, with the approvals' and the tool servers' rules, ~10 ms)
    load with the first tool message: a first screen without one does not wait for them."""
    if message.source is not MessageSource.TOOL:
        return None
    return load("app.ui.models.tool_text:tool_run")(message)


def _context_of(message: Message) -> dict | None:
    """What of its Session a reply's model did not see (None: it saw it all)."""
    if message.source is not MessageSource.AGENT or not isinstance(message.meta, dict):
        return None
    found = message.meta.get("context")
    return found if isinstance(found, dict) else None


def _newest_context(messages: Sequence[Message]) -> int | None:
    for m in reversed(messages):
        if _context_of(m) is not None:
            return m.id
    return None


class MessageListModel(QAbstractListModel):
    """One Session's history and its annotations; the streaming reply is the last row."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._messages: list[Message] = []
        self._rows: dict[int, int] = {}
        self._pending: set[int] = set()
        self._saves: dict[int, list[MemoryEntry]] = {}
        # The entries tool calls name, as stored in this Session's Memory (entry id → entry).
        self._named: dict[int, MemoryEntry] = {}
        # Of those the agent wrote: its own words and scope (entry id → (content, scope)).
        self._as_suggested: dict[int, tuple] = {}
        self._used: dict[int, tuple[tuple[int, int], ...]] = {}
        self._used_entries: dict[int, list[tuple[int, int, MemoryEntry | None]]] = {}
        self._receipts: dict[int, tuple] = {}
        self._receipts_open: set[int] = set()
        self._expanded: set[int] = set()
        self._details: set[int] = set()
        self._revision: dict[int, int] = {}
        self._highlight: int | None = None
        self._marks: tuple[
            str, ...
        ] = ()  # Find's words, marked in every row (kept across Sessions)
        self._stream: Message | None = None
        # The newest reply that says what of the Session its model no longer saw: only its
        # line is shown (an older one says less than it, issue 31).
        self._context_id: int | None = None
        self.session_id: int | None = None
        # A long history is shown from its end: older messages load when the user scrolls up
        # (read ahead into `_staged`, measured while idle, then put above the rows shown).
        self.has_earlier = False
        # Opened at an older message (a search result, Ctrl+Home): newer ones load as the user
        # scrolls down, and nothing new is appended below until the newest are shown again.
        self.has_later = False
        self._staged: list[Message] = []
        self._staged_has_earlier = False

    # ------------------------------------------------------------ filling

    def set_session(
        self,
        session_id: int | None,
        messages: Sequence[Message],
        *,
        pending: Iterable[int] | dict[int, list[int]] = (),
        saves: dict[int, list[MemoryEntry]] | None = None,
        used: dict[int, tuple[tuple[int, int], ...]] | None = None,
        has_earlier: bool = False,
        named: dict[int, MemoryEntry] | None = None,
        receipts: dict[int, tuple] | None = None,
        has_later: bool = False,
        as_suggested: dict[int, tuple] | None = None,
    ) -> None:
        """Show another Session (or the same one read again from scratch): its newest messages
        (or a stretch of older ones, `has_later`), and whether older ones are still to load."""
        self.beginResetModel()
        self.session_id = session_id
        self.has_earlier = has_earlier
        self.has_later = has_later
        self._messages = list(messages)
        self._rows = {m.id: i for i, m in enumerate(self._messages)}
        self._pending = set(pending)
        self._saves = dict(saves or {})
        self._named = dict(named or {})
        self._as_suggested = dict(as_suggested or {})
        self._used = dict(used or {})
        self._used_entries.clear()
        self._receipts = dict(receipts or {})
        self._receipts_open.clear()
        self._expanded.clear()
        self._details.clear()
        self._revision.clear()
        self._highlight = None
        self._stream = None
        self._staged = []
        self._context_id = _newest_context(self._messages)
        self.endResetModel()

    def last_id(self) -> int:
        return self._messages[-1].id if self._messages else 0

    def first_id(self) -> int | None:
        return self._messages[0].id if self._messages else None

    def stage_earlier(
        self,
        messages: Sequence[Message],
        *,
        has_earlier: bool,
        used: dict[int, tuple[tuple[int, int], ...]] | None = None,
        named: dict[int, MemoryEntry] | None = None,
        receipts: dict[int, tuple] | None = None,
        as_suggested: dict[int, tuple] | None = None,
    ) -> None:
        """Older messages read ahead of need: kept aside (and measured) until committed."""
        first = self.first_id()
        self._staged = [m for m in messages if first is None or m.id < first]
        self._staged_has_earlier = has_earlier
        if used:
            self._used.update(used)
        if named:
            self._named.update(named)
        if as_suggested:
            self._as_suggested.update(as_suggested)
        if receipts:
            self._receipts.update(receipts)

    def staged(self) -> list[Message]:
        return list(self._staged)

    def commit_staged(self) -> None:
        """Put the messages read ahead above the ones shown."""
        staged, self._staged = self._staged, []
        self.prepend_messages(staged, has_earlier=self._staged_has_earlier)

    def state_of(self, message: Message) -> RowState:
        """What a message's row shows besides its text (also for a message not shown yet)."""
        mid = message.id
        used_entries = self._used_entries.get(mid)
        run = _tool_run(message)
        named = run.entry_id() if run is not None else None
        return RowState(
            has_suggestion=mid in self._pending,
            saves=tuple(self._saves.get(mid, ())),
            used=tuple(self._used.get(mid, ())),
            used_entries=None if used_entries is None else tuple(used_entries),
            expanded=mid in self._expanded,
            details=mid in self._details,
            streaming=mid == STREAM_ID,
            tool_entry=self._named.get(named) if named is not None else None,
            tool_suggested=self._as_suggested.get(named) if named is not None else None,
            receipt=self._receipts.get(mid, ()),
            receipt_open=mid in self._receipts_open,
            context=_context_of(message) if mid == self._context_id else None,
            marks=self._marks,
        )

    def revision_of(self, message_id: int) -> int:
        return self._revision.get(message_id, 0)

    def prepend_messages(
        self,
        messages: Sequence[Message],
        *,
        has_earlier: bool,
        used: dict[int, tuple[tuple[int, int], ...]] | None = None,
    ) -> None:
        """Older messages, loaded as the user scrolls up, go above the ones shown."""
        first = self.first_id()
        old = [m for m in messages if first is None or m.id < first]
        self.has_earlier = has_earlier
        if not old:
            return
        if used:
            self._used.update(used)
        self.beginInsertRows(QModelIndex(), 0, len(old) - 1)
        self._messages[:0] = old
        self._rows = {m.id: i for i, m in enumerate(self._messages)}
        self.endInsertRows()
        if self._context_id is None:
            self._set_context(_newest_context(old))

    def append_messages(
        self,
        messages: Sequence[Message],
        *,
        used: dict[int, tuple[tuple[int, int], ...]] | None = None,
        has_later: bool | None = None,
    ) -> None:
        """Add messages stored after the last one shown; a stored reply ends the streaming row.
        `has_later`: a page below an older stretch, and whether newer ones are still to load.
        `used` may name messages shown already (a reply shown as its turn stored it)."""
        if has_later is not None:
            self.has_later = has_later
        new = [m for m in messages if m.id > self.last_id()]
        if used:
            shown = [mid for mid in used if mid in self._rows and self._used.get(mid) != used[mid]]
            self._used.update(used)
            self._touch(shown)
        if not new:
            return
        if self._stream is not None and any(m.source is MessageSource.AGENT for m in new):
            self.end_stream()
        first = len(self._messages)
        self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
        for m in new:
            self._rows[m.id] = len(self._messages)
            self._messages.append(m)
        self.endInsertRows()
        newest = _newest_context(new)
        if newest is not None:
            self._set_context(newest)

    def set_annotations(
        self,
        *,
        pending: Iterable[int] | dict[int, list[int]],
        saves: dict[int, list[MemoryEntry]],
        named: dict[int, MemoryEntry] | None = None,
        receipts: dict[int, tuple] | None = None,
        as_suggested: dict[int, tuple] | None = None,
    ) -> None:
        """Which user messages have a pending suggestion, what each saved at once, the entries
        the tool calls shown name, as stored (`named`; None: as they were), and (when given)
        the receipts of the replies and tool calls read with them."""
        pending = set(pending)
        saves = dict(saves)
        changed = (pending ^ self._pending) | {
            mid for mid in set(saves) | set(self._saves) if saves.get(mid) != self._saves.get(mid)
        }
        if named is not None:
            gone = {
                eid
                for eid in set(named) | set(self._named)
                if named.get(eid) != self._named.get(eid)
            }
            changed |= {mid for mid, eid in self._naming().items() if eid in gone}
            self._named = dict(named)
        if as_suggested is not None:
            self._as_suggested = {**self._as_suggested, **as_suggested}
        self._pending, self._saves = pending, saves
        if receipts is not None:
            changed |= {
                mid
                for mid in set(receipts) | set(self._receipts)
                if receipts.get(mid) != self._receipts.get(mid) and mid in self._rows
            }
            # The read covers every row shown; older messages read ahead keep theirs.
            kept = {k: v for k, v in self._receipts.items() if k not in self._rows}
            self._receipts = kept | dict(receipts)
        self._touch(changed)

    def _naming(self) -> dict[int, int]:
        """message id → the entry id its tool call names, for the tool messages shown."""
        found = {}
        for m in self._messages:
            run = _tool_run(m)
            entry_id = run.entry_id() if run is not None else None
            if entry_id is not None:
                found[m.id] = entry_id
        return found

    def named_ids(self, messages: Iterable[Message] | None = None) -> set[int]:
        """The entry ids the tool calls name (of the messages shown, or of `messages`)."""
        if messages is None:
            return set(self._naming().values())
        ids = set()
        for m in messages:
            run = _tool_run(m)
            entry_id = run.entry_id() if run is not None else None
            if entry_id is not None:
                ids.add(entry_id)
        return ids

    def saved_entry(self, entry_id: int) -> MemoryEntry | None:
        """The entry as the chat shows it under a message as saved at once (None: not one)."""
        for entries in self._saves.values():
            for entry in entries:
                if entry.id == entry_id:
                    return entry
        return None

    def receipt_of(self, message_id: int) -> tuple:
        return self._receipts.get(message_id, ())

    def toggle_receipt(self, message_id: int) -> None:
        """Open or close the list of rules under a reply or a tool call."""
        self._toggle(self._receipts_open, message_id)

    # ------------------------------------------------------------ the streaming reply

    def begin_stream(self) -> None:
        """A reply is on its way: an empty agent row at the end, filled as text arrives."""
        if self._stream is not None:
            return
        row = len(self._messages)
        self.beginInsertRows(QModelIndex(), row, row)
        self._stream = Message(
            STREAM_ID, self.session_id or 0, MessageSource.AGENT, "", datetime.now(UTC)
        )
        self.endInsertRows()

    def set_stream_text(self, text: str) -> None:
        if self._stream is None:
            return
        s = self._stream
        self._stream = Message(s.id, s.session_id, s.source, text, s.created_at)
        self._bump(STREAM_ID)
        index = self.index(len(self._messages))
        self.dataChanged.emit(index, index)

    def stream_text(self) -> str | None:
        return None if self._stream is None else self._stream.text

    def end_stream(self) -> None:
        if self._stream is None:
            return
        row = len(self._messages)
        self.beginRemoveRows(QModelIndex(), row, row)
        self._stream = None
        self.endRemoveRows()

    # ------------------------------------------------------------ what a row shows

    def toggle_expanded(self, message_id: int) -> None:
        self._toggle(self._expanded, message_id)

    def toggle_details(self, message_id: int) -> None:
        self._toggle(self._details, message_id)

    def used_open(self, message_id: int) -> bool:
        return message_id in self._used_entries

    def open_used(
        self, message_id: int, entries: list[tuple[int, int, MemoryEntry | None]]
    ) -> None:
        """Show the entries an agent reply used (id, version it used, the entry as it is now)."""
        self._used_entries[message_id] = list(entries)
        self._touch({message_id})

    def close_used(self, message_id: int) -> None:
        self._used_entries.pop(message_id, None)
        self._touch({message_id})

    def replace_messages(self, messages: Sequence[Message]) -> None:
        """Messages shown whose annotations were stored anew (an unanswered mark, say)."""
        changed = []
        for m in messages:
            row = self._rows.get(m.id, -1)
            if row >= 0 and self._messages[row] != m:
                self._messages[row] = m
                changed.append(m.id)
        self._touch(changed)
        self._set_context(_newest_context(self._messages))

    def message_by_id(self, message_id: int) -> Message | None:
        row = self._rows.get(message_id, -1)
        return self._messages[row] if row >= 0 else None

    def used_of(self, message_id: int) -> tuple[tuple[int, int], ...]:
        return self._used.get(message_id, ())

    def set_marks(self, terms: Sequence[str]) -> None:
        """The words Find looks for, marked in every row that holds them (none: no marks)."""
        terms = tuple(terms)
        if terms == self._marks:
            return
        self._marks = terms
        for mid in [*self._rows, *(m.id for m in self._staged)]:
            self._bump(mid)
        self._bump(STREAM_ID)
        if self.rowCount():
            self.dataChanged.emit(self.index(0), self.index(self.rowCount() - 1))

    def marks(self) -> tuple[str, ...]:
        return self._marks

    def set_highlight(self, message_id: int | None) -> None:
        old, self._highlight = self._highlight, message_id
        for mid in (old, message_id):
            if mid is not None and mid in self._rows:
                index = self.index(self._rows[mid])
                self.dataChanged.emit(index, index, [HighlightRole])

    def row_of(self, message_id: int) -> int:
        if message_id == STREAM_ID and self._stream is not None:
            return len(self._messages)
        return self._rows.get(message_id, -1)

    def message_at(self, row: int) -> Message | None:
        if 0 <= row < len(self._messages):
            return self._messages[row]
        if row == len(self._messages) and self._stream is not None:
            return self._stream
        return None

    def messages(self) -> list[Message]:
        return list(self._messages)

    # ------------------------------------------------------------ Qt

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._messages) + (self._stream is not None)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        m = self.message_at(index.row()) if index.isValid() else None
        if m is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return m.text
        if role == MessageRole:
            return m
        if role == SourceRole:
            return m.source.value
        if role == HasSuggestionRole:
            return m.id in self._pending
        if role == HighlightRole:
            return m.id == self._highlight
        if role == SavesRole:
            return self._saves.get(m.id, [])
        if role == UsedRole:
            return self._used.get(m.id, ())
        if role == UsedEntriesRole:
            return self._used_entries.get(m.id)
        if role == ExpandedRole:
            return m.id in self._expanded
        if role == DetailsRole:
            return m.id in self._details
        if role == StreamingRole:
            return m.id == STREAM_ID
        if role == ReceiptRole:
            return self._receipts.get(m.id, ())
        if role == RevisionRole:
            return self._revision.get(m.id, 0)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            state = self.state_of(m)
            line = (
                load("app.ui.models.tool_text:tool_line")(m, state.tool_entry, state.tool_suggested)
                if m.source is MessageSource.TOOL
                else None
            )
            return f"{labels.message_badge(m)}: {line.text if line else m.text}"
        return None

    # ------------------------------------------------------------ helpers

    def _set_context(self, message_id: int | None) -> None:
        old, self._context_id = self._context_id, message_id
        if old != message_id:
            self._touch({i for i in (old, message_id) if i is not None})

    def _bump(self, message_id: int) -> None:
        self._revision[message_id] = self._revision.get(message_id, 0) + 1

    def _toggle(self, held: set[int], message_id: int) -> None:
        held.symmetric_difference_update({message_id})
        self._touch({message_id})

    def _touch(self, message_ids: Iterable[int]) -> None:
        for mid in message_ids:
            self._bump(mid)
            row = self.row_of(mid)
            if row >= 0:
                index = self.index(row)
                self.dataChanged.emit(index, index)
