"""The chat side of the main window: showing a Session, loading earlier messages, running
an agent turn (progress, cancel, its end), attaching a file, and the Memory a message links
to (review, open, undo a save, what a reply used).

A mixin of `MainWindow` (app.ui.main_window): it works on the window's own attributes
(`chat_page`, `_session_id`, `_chat`, `_memory`, ...) so they keep their names. Part of the
first frame: it imports only what that frame needs; the agent, the domain rules and the
dialogs come when used.
"""

from __future__ import annotations

from pathlib import Path

from app import APP_NAME
from app.domain.errors import AppError
from app.i18n import _
from app.services.refusals import error_text

# A Session opens on its newest messages; older ones load a page at a time as the user
# scrolls up, so a history of thousands opens as fast as a short one (issue 16).
TAIL = 20
EARLIER_PAGE = 40


class ChatController:
    """The chat page's handlers and the turn of the agent, for `MainWindow`."""

    # ------------------------------------------------------------ showing a Session

    def _provider_text(self) -> str:
        if self._make_runner is None:
            return ""
        provider = self._runner().provider
        if provider.offline:
            return _("Built-in offline assistant")
        return _("Model: {name}").format(name=provider.name)

    def _runner(self):
        if self._session_api_key:
            return self._make_runner(self._session_api_key)
        return self._make_runner()

    def _update_chat_header(self) -> None:
        if not self.is_attached():
            return
        if self._session_id is None:
            self.chat_page.set_title(_("Choose or create a Session"), "")
            return
        try:
            info = self._chat.get_session(self._session_id)
        except AppError:
            info = None
        try:
            provider = self._provider_text()
        except AppError as err:
            provider = err.message
        self.chat_page.set_title(
            info.title if info else "", provider, temporary=bool(info and info.temporary)
        )

    def _show_session(self) -> None:
        """Show the current Session from scratch, scrolled to its newest message."""
        self._update_chat_header()
        if self._session_id is None:
            self.chat_page.model.set_session(None, [])
            return
        session_id = self._session_id
        newest = self._chat.newest_messages(session_id, limit=TAIL + 1)
        shown = newest[-TAIL:]
        self.chat_page.model.set_session(
            session_id,
            shown,
            pending=self._memory.pending_by_message(session_id),
            saves=self._memory.explicit_saves(session_id),
            used=self._memory.used_by([m.id for m in shown]),
            has_earlier=len(newest) > TAIL,
        )
        self.chat_page.report_next_paint()
        if self._cancel is not None and self._turn_session == session_id:
            self.chat_page.begin_reply(
                again=True
            )  # the turn still running here shows its reply again
        self.chat_page.scroll_to_end()

    def on_chat_earlier_requested(self) -> None:
        """The user scrolled up near the oldest message shown: read the page before it ahead
        (the chat measures it while idle and puts it above)."""
        model = self.chat_page.model
        session_id = self._session_id
        try:
            if (
                self.is_attached()
                and session_id is not None
                and model.session_id == session_id
                and model.has_earlier
                and model.first_id() is not None
            ):
                older = self._chat.newest_messages(
                    session_id, limit=EARLIER_PAGE + 1, before=model.first_id()
                )
                page = older[-EARLIER_PAGE:]
                model.stage_earlier(
                    page,
                    has_earlier=len(older) > EARLIER_PAGE,
                    used=self._memory.used_by([m.id for m in page]),
                )
        except AppError as err:
            self.chat_page.set_busy(False, error_text(err)())
        finally:
            self.chat_page.earlier_loaded()

    def _show_new_messages(self) -> None:
        """Add what was stored in the current Session since the last message shown."""
        model = self.chat_page.model
        after = model.last_id()
        new = self._chat.messages(self._session_id, after=after)
        if new:
            model.append_messages(new, used=self._memory.used_by([m.id for m in new]))
            self._refresh_annotations()

    def _refresh_annotations(self) -> None:
        if self._session_id is not None:
            self.chat_page.model.set_annotations(
                pending=self._memory.pending_by_message(self._session_id),
                saves=self._memory.explicit_saves(self._session_id),
            )

    def on_bridge_chat_changed(self, event) -> None:
        if event.space_ids or not event.message_ids:
            self.reload()
            self._update_chat_header()
        if self._session_id in event.session_ids:
            if event.message_ids and self.chat_page.model.session_id == self._session_id:
                self._show_new_messages()
            else:
                self._show_session()

    # ------------------------------------------------------------ the agent's turn

    def on_chat_send_requested(self, text: str) -> None:
        if self._session_id is None or self._make_runner is None or self._cancel is not None:
            return
        session_id = self._session_id
        try:
            runner = self._runner()
        except AppError as err:
            self.chat_page.set_busy(False, error_text(err)())
            return
        from app.agent.providers import Cancel

        cancel = Cancel()
        self._cancel = cancel
        self._turn_session = session_id
        self.chat_page.set_busy(True, _("The agent is working…"))

        def turn(progress):
            return runner.run_turn(
                session_id,
                text,
                cancel=cancel,
                initiator=self,
                on_step=lambda step: progress(("step", step)),
                on_text=lambda piece: progress(("text", piece)),
            )

        self.tasks.start(turn, self.on_turn_finished, self.on_turn_failed, self.on_turn_progress)

    def _turn_shown(self) -> bool:
        return self._cancel is not None and self._turn_session == self._session_id

    def on_turn_progress(self, item) -> None:
        kind, value = item if isinstance(item, tuple) else ("step", item)
        if self._cancel is not None and self._cancel.is_set():
            return  # "Cancelling…" stays until the turn ends
        if kind == "text":
            if self._turn_shown() and self.chat_page.model.stream_text() is None:
                self.chat_page.begin_reply()
            self.chat_page.add_reply_text(value)
            self.chat_page.set_busy(True, _("The agent is writing…"))
        elif value == "thinking":
            self.chat_page.restart_reply()
            self.chat_page.set_busy(True, _("The agent is thinking…"))
        else:
            self.chat_page.set_busy(True, _("Running {tool}…").format(tool=value))

    def _turn_ended(self) -> None:
        self._cancel = None
        self._turn_session = None
        self.chat_page.end_reply()
        if self._session_id is not None:
            self._show_new_messages()

    def on_turn_finished(self, result) -> None:
        self._turn_ended()
        if result.error and result.error.get("code") == "cancelled" and result.stopped:
            self.chat_page.set_busy(False, _("Stopped. What the agent had written is kept."))
        elif result.error and result.error.get("code") == "cancelled":
            self.chat_page.set_busy(False, _("The turn was cancelled."))
        else:
            self.chat_page.set_busy(False, result.error["message"] if result.error else "")

    def on_turn_failed(self, exc: Exception) -> None:
        self._turn_ended()
        message = error_text(exc)() if isinstance(exc, AppError) else str(exc)
        self.chat_page.set_busy(False, _("The turn failed: {error}").format(error=message))

    def on_chat_cancel_requested(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self.chat_page.cancel_button.setEnabled(False)
            self.chat_page.set_busy(True, _("Cancelling…"))

    # ------------------------------------------------------------ Memory from the chat

    def on_chat_review_requested(self, message_id: int) -> None:
        if self._session_id is None:
            return
        from app.domain.model import ScopeRef

        entry_ids = self._memory.pending_by_message(self._session_id).get(message_id, [])
        if entry_ids:
            entry = self._memory.get(entry_ids[0])
            self.show_memory(
                ScopeRef(entry.scope, entry.scope_id), self._session_id, entry_id=entry.id
            )

    def on_chat_entry_requested(self, entry_id: int) -> None:
        """Open the Memory page of an entry's scope on that entry (Manage, Review, a used rule)."""
        from app.domain.model import ScopeRef

        try:
            entry = self._memory.get(entry_id)
        except AppError as err:
            self.chat_page.set_busy(False, error_text(err)())
            return
        self.show_memory(ScopeRef(entry.scope, entry.scope_id), self._session_id, entry_id=entry.id)

    def on_chat_undo_save_requested(self, entry_id: int) -> None:
        """Take back what a "Remember …" saved: the entry leaves Memory (archived, in its history)."""
        try:
            entry = self._memory.get(entry_id)
            self._decisions.decide(
                entry_id, "archive", expected_version=entry.version, initiator=self
            )
        except AppError as err:
            self.chat_page.set_busy(False, error_text(err)())
            return
        self._refresh_annotations()
        self.chat_page.set_busy(
            False, _("Removed from Memory: “{content}”").format(content=entry.content)
        )

    def on_chat_used_requested(self, message_id: int) -> None:
        """Show under a reply the entries its Memory block held, as they are now."""
        used = self.chat_page.model.used_of(message_id)
        found = []
        for entry_id, version in used:
            try:
                found.append((entry_id, version, self._memory.get(entry_id)))
            except AppError:
                found.append((entry_id, version, None))  # deleted for good since
        self.chat_page.model.open_used(message_id, found)

    # ------------------------------------------------------------ attaching a file

    def on_chat_attach_requested(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _filter = QFileDialog.getOpenFileName(self, _("Attach a file"))
        if path:
            self.attach_file(Path(path))

    def attach_file(self, path: Path) -> None:
        """Add a text file's content to the Session as a `file` message (untrusted data)."""
        if self._session_id is None:
            return
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(
                self, APP_NAME, _("“{name}” cannot be read as text.").format(name=path.name)
            )
            return
        # The domain is not needed for the first paint.
        from app.domain.rules.limits import MESSAGE_MAX

        room = MESSAGE_MAX - len(path.name) - 4
        if len(text) > room:
            text = text[: room - 2] + "\n…"
        self._run(
            self._chat.add_message,
            self._session_id,
            source="file",
            text=f"{path.name}\n\n{text}",
            initiator=self,
        )
