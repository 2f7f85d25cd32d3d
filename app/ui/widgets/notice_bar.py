"""One line under a page's header: what just happened or what went wrong, with its actions
(Undo, Redo, or a confirmation's two buttons). It goes when its cause does (issue 13)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from app.i18n import _
from app.ui import icons, style
from app.ui.widgets.common import LanguageAware, plain_tip, set_direction_of, text_label

# A button of the notice: its label (translated when shown) and what it does.
NoticeAction = tuple[Callable[[], str], Callable[[], None]]


class NoticeBar(LanguageAware, QFrame):
    """Shows one message at a time; `clear()` takes it away (the page does on leaving, and a
    message given `until=` signals goes when one of them fires)."""

    MAX_ACTIONS = 2
    sig_shown_changed = Signal(bool)  # the notice came (True) or went (False)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self.icon_label = text_label()
        self.icon_label.setAccessibleName(" ")  # decoration: the text says it
        self.label = text_label()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.buttons = [QPushButton() for _i in range(self.MAX_ACTIONS)]
        for i, button in enumerate(self.buttons):
            button.clicked.connect(lambda _checked=False, i=i: self._run(i))
        self.action_button = self.buttons[0]
        self.close_button = QToolButton()
        self.close_button.setAutoRaise(True)
        self.close_button.setIcon(icons.icon("x", "muted"))
        style.set_role(self.close_button, "ghost")
        self.close_button.clicked.connect(self.clear)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(style.M, style.XS, style.XS, style.XS)
        layout.setSpacing(style.S)
        layout.addWidget(self.icon_label)
        layout.addWidget(self.label, 1)
        for button in self.buttons:
            layout.addWidget(button)
        layout.addWidget(self.close_button)
        self._text_fn: Callable[[], str] | None = None
        self._actions: list[NoticeAction] = []
        self._shown = 0  # which message is up (a signal of an older one clears nothing)
        self.error = False
        self.hide()
        self.listen_to_language()
        self.retranslate_ui()

    def show_message(
        self,
        text_fn: Callable[[], str],
        *,
        error: bool = False,
        actions: Sequence[NoticeAction] = (),
        detail: str = "",
        until: Sequence[SignalInstance] = (),
    ) -> None:
        """Show a message (text_fn is called again on a language switch) with up to two actions;
        it goes when any of `until` fires."""
        self._shown += 1
        shown = self._shown
        for signal in until:
            signal.connect(
                lambda *_args: self._expire(shown), Qt.ConnectionType.SingleShotConnection
            )
        self._text_fn = text_fn
        self._actions = list(actions)[: self.MAX_ACTIONS]
        self.error = error
        style.set_state(self, "error", error)
        self._show_icon()
        self.label.setToolTip(plain_tip(detail))  # a service's or a server's words
        self.retranslate_ui()
        self.show()
        self.sig_shown_changed.emit(True)

    def in_row(self, left: int, top: int, right: int) -> QWidget:
        """The notice in a row of its own with these margins, shown only while it is."""
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(left, top, right, 0)
        layout.addWidget(self)
        self.sig_shown_changed.connect(row.setVisible)
        row.setVisible(self.isVisibleTo(self.parentWidget() or self) and not self.isHidden())
        return row

    def show_error(
        self,
        text: Callable[[], str],
        *,
        detail: str = "",
        until: Sequence[SignalInstance] = (),
    ) -> None:
        """A refusal, in the notice's error style (the surface app.ui.operations says them on)."""
        self.show_message(text, error=True, detail=detail, until=until)

    def _show_icon(self) -> None:
        name, role = ("warning-circle", "danger") if self.error else ("info", "accent")
        self.icon_label.setPixmap(icons.icon(name, role).pixmap(QSize(style.ICON_M, style.ICON_M)))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._show_icon()
        super().changeEvent(event)

    def ask(
        self,
        question: Callable[[], str],
        confirm: Callable[[], str],
        on_confirm: Callable[[], None],
    ) -> None:
        """A question before something that cannot be taken back lightly: the confirming button
        and Cancel, with Cancel focused (Enter or Space on it changes nothing)."""

        def confirmed() -> None:
            self.clear()
            on_confirm()

        self.show_message(
            question, actions=[(confirm, confirmed), (lambda: _("Cancel"), self.clear)]
        )
        self.buttons[1].setFocus(Qt.FocusReason.OtherFocusReason)

    def clear(self) -> None:
        """Take the message away."""
        self._shown += 1
        self._text_fn = None
        self._actions = []
        self.error = False
        self.hide()
        self.sig_shown_changed.emit(False)

    def text(self) -> str:
        return self.label.text() if self.isVisibleTo(self.parentWidget() or self) else ""

    def _expire(self, shown: int) -> None:
        if shown == self._shown:
            self.clear()

    def _run(self, i: int) -> None:
        if i < len(self._actions):
            self._actions[i][1]()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(_("Notice"))
        self.close_button.setToolTip(_("Close the notice"))
        self.close_button.setAccessibleName(_("Close the notice"))
        if self._text_fn is not None:
            text = self._text_fn()
            self.label.setText(text)
            set_direction_of(self.label, text)
            self.label.setAccessibleName(text)
        for i, button in enumerate(self.buttons):
            button.setVisible(i < len(self._actions))
            if i < len(self._actions):
                button.setText(self._actions[i][0]())
                button.setAccessibleName(button.text())
                button.setAccessibleDescription(self.label.text())  # what it acts on
