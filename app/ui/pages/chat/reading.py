"""What the chat shows of a Session, read: opening it (its newest messages; the first time on
a worker, its frame shown meanwhile), what was stored since, what changed of what is shown,
the annotations beside the messages (pending suggestions, saves, receipts, the call waiting),
an older stretch (a search result, Find, Ctrl+Home) and the pages before and after it as the
user scrolls, and the header as read. Each is one read (`Views.chat_page`, or
`Views.chat_annotations` beside messages already shown); the announcement of another part's
or program's change is read here too, the chat's own skipped (app.ui.pages.chat.presenter).
"""

from __future__ import annotations

import contextlib

from app.domain.errors import AppError
from app.services.changes import Changes
from app.services.refusals import error_text
from app.ui.models.messages import EARLIER_PAGE, TAIL
from app.ui.models.session import CurrentSession
from app.ui.models.tool_text import running
from app.ui.operations.chat import SettleRuns
from app.ui.operations.tasks import CoalescedRead

# A Session opened at one of its messages (a search result, a match of Find) shows this many
# messages up to it, and TAIL after it; more load as the user scrolls either way.
AROUND = 10
# The initiator of what the chat changes in the background (a running call found gone, the
# model's judgement of a reply): their announcement is read as another part's change, in one
# read, since their results say nothing of what the chat shows.
IN_BACKGROUND = "chat in the background"


class ChatReading:
    """The chat's reads of the current Session, applied to the page. Wired by the presenter:
    `turn` (the agent's turn: its reply streams in the Session it answers), `approval` (the
    card of a call waiting), `find` (Find, which opens the Session at a match)."""

    def __init__(self, page, current: CurrentSession):
        self.page = page
        self._current = current
        self._services = None
        self._ops = None
        self.turn = None
        self.approval = None
        self.find = None
        self._stale_annotations = False  # Memory changed while the chat was hidden
        # The Sessions shown here before: opened again with the GUI thread's one bounded read
        # (a Session's first open reads on a worker: `_opening`, the one awaited, else None).
        self._opened: set[int] = set()
        self._opening: int | None = None
        self._open_read: CoalescedRead | None = None
        self._known = lambda _session_id: None  # a Session's header as the sidebar lists it

    def attach(self, services, ops, known=None, parent=None) -> None:
        """`known(session_id)`: the Session as listed already (its title), shown while its first
        open is read (None: not listed)."""
        self._services, self._ops = services, ops
        if known is not None:
            self._known = known
        self._open_read = CoalescedRead(
            ops.tasks, self._read_opening, self._show_opened, self._opening_failed, parent
        )

    # ------------------------------------------------------------ the header

    def update_header(self) -> None:
        """The header read again (a Session renamed in the sidebar, the language switched)."""
        if self._services is None:
            return
        if self._opening is not None:
            self._open_read.request()  # its first open's read, once more: the header with it
            return
        session_id = self._current.id
        try:
            info = None if session_id is None else self._services.chat.get_session(session_id)
        except AppError:
            info = None
        self._show_header(info)

    def _show_header(self, info) -> None:
        """The header of a Session as read (None: no Session, or gone)."""
        self.page.show_header(info, chosen=self._current.id is not None)

    # ------------------------------------------------------------ showing a Session

    def show_session(self, *, now: bool = False) -> None:
        """Show the current Session from scratch, scrolled to its newest message: one read, on
        a worker the first time the Session is opened here (its frame shows meanwhile) unless
        `now` (the window's start, which the first screen's fast path makes quick)."""
        session_id = self._current.id
        if session_id is None or self._services is None:
            self._stop_opening()
            self._show_header(None)
            self.page.model.set_session(None, [])
            return
        if not self.turn.running() and self.page.model.session_id != session_id:
            # What the status line said ("Stopped. …") was about the Session left (issue 35).
            self.page.set_busy(False)
        if session_id not in self._opened and not now:
            self._open_in_background(session_id)
            return
        self._stop_opening()
        model = self.page.model
        view = self._services.views.chat_page(session_id, limit=TAIL, named_of=model.named_ids)
        self._show_view(session_id, view)

    def _show_view(self, session_id: int, view) -> None:
        """A Session read from scratch (`Views.chat_page`), shown scrolled to its newest."""
        model = self.page.model
        self._opened.add(session_id)
        self._show_header(view.session)
        notes = view.notes
        model.set_session(
            session_id,
            list(view.messages),
            pending=notes.pending,
            saves=notes.saves,
            named=notes.named,
            used=view.used,
            has_earlier=view.has_earlier,
            receipts=notes.receipts,
            as_suggested=notes.as_suggested,
        )
        self.approval.show(notes.approvals)
        self._stale_annotations = False
        self.page.report_next_paint()
        if self.turn.running() and self.turn.session_id == session_id:
            self.page.begin_reply(again=True)  # the turn still running here shows its reply again
        self.page.scroll.to_end()
        self._settle_runs(view.messages)

    # ------------------------------------------------------------ a Session's first open

    def _open_in_background(self, session_id: int) -> None:
        """A Session's first open: its frame now (the title as listed, the list saying that its
        messages load; none of the Session left), its one read on a worker (issue 35: a big
        Session's first read kept the GUI thread)."""
        self._opening = session_id
        self._show_header(self._known(session_id))
        self.page.model.set_session(None, [])
        self.approval.show(())
        self.page.set_loading(True)
        self._open_read.request()  # asked while another read runs: read once more after it

    def _read_opening(self):
        """The Session awaited, read (on a worker); (None, None) when none is awaited now."""
        session_id = self._opening
        if session_id is None:
            return None, None
        named_of = self.page.model.named_ids  # of the messages it is given: no model state
        return session_id, self._services.views.chat_page(session_id, limit=TAIL, named_of=named_of)

    def _show_opened(self, read) -> None:
        """A first open's read arrived: shown if its Session is still the one awaited (a switch
        meanwhile makes it another's, which is never shown)."""
        session_id, view = read
        if session_id is None or session_id != self._opening or session_id != self._current.id:
            return
        self._stop_opening()
        self._show_view(session_id, view)

    def _opening_failed(self, exc: Exception) -> None:
        if self._opening is None or self._opening != self._current.id:
            return
        self._stop_opening()
        if isinstance(exc, AppError):  # anything else the task runner has logged
            self._say_error(exc)

    def _stop_opening(self) -> None:
        """No Session awaited any more (shown, or another shown instead)."""
        if self._opening is not None:
            self._opening = None
            self.page.set_loading(False)

    def _show(self, session_id: int, shown, *, has_earlier: bool, has_later: bool = False) -> None:
        """Messages of a Session from scratch, with what the chat shows beside them."""
        self._stop_opening()
        self._opened.add(session_id)
        notes = self._services.views.chat_annotations(
            session_id, named=self.page.model.named_ids(shown), since=shown[0].id if shown else 0
        )
        self.page.model.set_session(
            session_id,
            shown,
            pending=notes.pending,
            saves=notes.saves,
            named=notes.named,
            used=self._services.memory.used_by([m.id for m in shown]),
            has_earlier=has_earlier,
            receipts=notes.receipts,
            has_later=has_later,
            as_suggested=notes.as_suggested,
        )
        self.approval.show(notes.approvals)
        self._stale_annotations = False
        self.page.report_next_paint()

    def _settle_runs(self, shown) -> None:
        """A call shown as running whose program may be gone (Mindkeep crashed during it): find
        out off the GUI thread; the chat then says it may have run (issue 31). Not for the turn
        running here: its own call runs."""
        session_id = self._current.id
        if session_id is None or self._ops is None or self.turn.shown():
            return
        if any(running(m) for m in shown):
            self._ops.run(SettleRuns(session_id), initiator=IN_BACKGROUND)

    # ------------------------------------------------------------ an older stretch

    def show_message(self, message_id: int, *, words: str = "") -> bool:
        """Show the current Session at one of its messages, highlighted (a search result, a
        match of Find): the messages around it when it is not loaded, more as the user scrolls
        either way; with `words` (a search's), Find shows them, on this message. False when
        the Session has no such message."""
        if words:
            return self.find.open(words, at=message_id)
        session_id = self._current.id
        if session_id is None or self._services is None:
            return False
        if self.page.model.session_id == session_id and self.page.scroll.to_message(message_id):
            return True
        chat = self._services.chat
        try:
            older = chat.newest_messages(session_id, limit=AROUND + 1, before=message_id + 1)
            newer = chat.messages(session_id, after=message_id, limit=TAIL + 1)
        except AppError:
            return False
        if not older or older[-1].id != message_id:
            return False
        self._show(
            session_id,
            older[-AROUND:] + newer[:TAIL],
            has_earlier=len(older) > AROUND,
            has_later=len(newer) > TAIL,
        )
        return self.page.scroll.to_message(message_id)

    def on_page_start_requested(self) -> None:
        """Ctrl+Home: the Session's very first messages (not the first of those loaded)."""
        session_id = self._current.id
        if session_id is None or self._services is None:
            return
        model = self.page.model
        if model.session_id != session_id or model.has_earlier:
            first = self._services.chat.messages(session_id, limit=TAIL + 1)
            self._show(session_id, first[:TAIL], has_earlier=False, has_later=len(first) > TAIL)
        self.page.scroll.to_start()

    def on_page_end_requested(self) -> None:
        """Ctrl+End: the newest messages (read again when an older stretch is shown)."""
        if self.page.model.has_later:
            self.show_session()
        else:
            self.page.scroll.to_end()
        if self.page.model.rowCount():
            self.page.view.setCurrentIndex(self.page.model.index(self.page.model.rowCount() - 1))

    def on_page_later_requested(self) -> None:
        """The user scrolled down to the last message of an older stretch: the next page."""
        model = self.page.model
        session_id = self._current.id
        try:
            if self._services is not None and model.session_id == session_id and model.has_later:
                newer = self._services.chat.messages(
                    session_id, after=model.last_id(), limit=EARLIER_PAGE + 1
                )
                page = newer[:EARLIER_PAGE]
                model.append_messages(
                    page,
                    used=self._services.memory.used_by([m.id for m in page]),
                    has_later=len(newer) > EARLIER_PAGE,
                )
                self.refresh_annotations()
        except AppError as err:
            self._say_error(err)
        finally:
            self.page.scroll.later_loaded()

    def _say_error(self, err: AppError) -> None:
        self.page.notice.show_error(error_text(err), detail=err.message)

    def catch_up(self) -> None:
        """The Session the first screen showed: add what came since, and the annotations."""
        if self._current.id is not None:
            self._opened.add(self._current.id)
        self.show_new_messages()
        if self.page.scroll.wants_earlier():
            self.page.scroll.ask_for_earlier()
        self._settle_runs(self.page.model.messages())

    def on_page_earlier_requested(self) -> None:
        """The user scrolled up near the oldest message shown: read the page before it ahead
        (the chat measures it while idle and puts it above)."""
        model = self.page.model
        session_id = self._current.id
        try:
            if (
                self._services is not None
                and session_id is not None
                and model.session_id == session_id
                and model.has_earlier
                and model.first_id() is not None
            ):
                older = self._services.chat.newest_messages(
                    session_id, limit=EARLIER_PAGE + 1, before=model.first_id()
                )
                page = older[-EARLIER_PAGE:]
                named, as_suggested = self._services.views.named(session_id, model.named_ids(page))
                model.stage_earlier(
                    page,
                    has_earlier=len(older) > EARLIER_PAGE,
                    used=self._services.memory.used_by([m.id for m in page]),
                    named=named,
                    receipts=self._services.views.receipts([m.id for m in page]),
                    as_suggested=as_suggested,
                )
        except AppError as err:
            self._say_error(err)
        finally:
            self.page.scroll.earlier_loaded()

    # ------------------------------------------------------------ what changed

    def show_new_messages(self, *, since: int | None = None, again=()) -> None:
        """One read: what was stored in the current Session after message `since` (by default
        the last one shown), the shown messages `again` as they are now, the header, and what
        the chat shows beside the messages. Below an older stretch only the latter: newer
        messages lie between, they load as the user scrolls down."""
        model = self.page.model
        session_id = self._current.id
        if session_id is None or self._services is None:
            return
        if self._opening is not None:
            self._open_read.request()  # its first open is being read: read what is new too
            return
        if model.has_later or model.session_id != session_id:
            self.refresh_annotations()
            return
        view = self._services.views.chat_page(
            session_id,
            since=model.last_id() if since is None else since,
            first=model.first_id() or 0,
            again=again,
            named=model.named_ids(),
            named_of=model.named_ids,
        )
        self._show_header(view.session)
        if view.session is None:
            return  # gone: the sidebar lets it go
        shown = [m for m in view.messages if model.row_of(m.id) >= 0]
        if shown or view.changed:
            model.replace_messages([*shown, *view.changed])
        model.append_messages(view.messages, used=view.used)
        self._apply_notes(view.notes)

    def refresh_annotations(self) -> None:
        """Read again (in one read) what the chat shows beside the messages; while the chat is
        hidden, only when it is next shown."""
        session_id = self._current.id
        if session_id is None or self._opening is not None:
            return  # none, or its first open is being read (with the annotations)
        if not self.page.isVisibleTo(self.page.window()):  # another page is in front
            self._stale_annotations = True
            return
        model = self.page.model
        self._apply_notes(
            self._services.views.chat_annotations(
                session_id, named=model.named_ids(), since=model.first_id() or 0
            )
        )

    def _apply_notes(self, notes, *, focus: bool = False) -> None:
        """What the chat shows beside the messages, and the card of a call waiting."""
        self._stale_annotations = False
        self.page.model.set_annotations(
            pending=notes.pending,
            saves=notes.saves,
            named=notes.named,
            receipts=notes.receipts,
            as_suggested=notes.as_suggested,
        )
        self.approval.show(notes.approvals, focus=focus)

    def on_page_shown(self) -> None:
        if self._stale_annotations and self._services is not None:
            # The Session may have gone meanwhile: the sidebar lets it go.
            with contextlib.suppress(AppError):
                self.show_new_messages()

    def on_changed(self, changes: Changes) -> None:
        """Another part's or program's change (the chat's own are applied already): what
        touches the Session shown, or Memory, read in one read."""
        session_id = self._current.id
        if session_id is None or self._services is None:
            return
        if self._opening is not None:
            self._open_read.request()  # what its first open read may be older: read once more
            return
        if self.page.model.session_id != session_id:
            return  # not shown yet: showing it reads it
        if session_id in changes.sessions or changes.memory or changes.receipts:
            if not self.page.isVisibleTo(self.page.window()):
                self._stale_annotations = True  # another page is in front: read when shown
                return
            shown = self.page.model
            again = [i for i in changes.messages if shown.row_of(i) >= 0]
            with contextlib.suppress(AppError):  # the database went away: said elsewhere
                self.show_new_messages(again=again)
