"""The Memory page's header: the scope switch (Session / Space / Personal, each with how many
suggestions wait there), the scope's title and count, its room meter, its switches, Organise
and Clear."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.domain.memory.outcomes import ScopeSettings
from app.domain.model import Scope
from app.i18n import _, format_number, format_room, ngettext
from app.ui import icons, style
from app.ui.models import labels
from app.ui.widgets.common import bold, isolate, set_directed_text, text_label

SCOPE_ICONS = {Scope.SESSION: "chat-circle", Scope.SPACE: "folder-simple", Scope.USER: "user"}
SCOPE_TIPS = {
    Scope.SESSION: lambda: _("Memory of this Session only"),
    Scope.SPACE: lambda: _("Memory shared by every Session of this Space"),
    Scope.USER: lambda: _("Memory for all of your work"),
}


class ScopeHeader(QWidget):
    sig_scope_requested = Signal(object)  # Scope
    sig_auto_memory_toggled = Signal(bool)
    sig_use_memory_toggled = Signal(bool)
    sig_organise_requested = Signal()
    sig_clear_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._scope: Scope | None = None
        self._name = ""
        self._gone = ""  # why the scope shown is not there (a deleted Session), or ""
        self._settings: ScopeSettings | None = None
        self._pending: dict[Scope, int] = {}
        self.page_label = text_label()
        style.set_role(self.page_label, "heading")
        self.scope_buttons = {scope: QPushButton() for scope in Scope}
        self.session_button = self.scope_buttons[Scope.SESSION]
        self.space_button = self.scope_buttons[Scope.SPACE]
        self.personal_button = self.scope_buttons[Scope.USER]
        self.scope_group = QButtonGroup(self)
        self.scope_group.setExclusive(True)
        top = QHBoxLayout()
        top.setSpacing(style.XS)
        top.addWidget(self.page_label)
        top.addSpacing(style.M)
        for scope, button in self.scope_buttons.items():
            button.setIcon(icons.icon(SCOPE_ICONS[scope]))
            style.set_role(button, "segment")
            button.setCheckable(True)
            button.setEnabled(False)
            self.scope_group.addButton(button)
            top.addWidget(button)
            button.clicked.connect(lambda _c=False, b=button: self._on_scope_button(b))
        top.addStretch(1)
        self.title_label = text_label()
        self.title_label.setWordWrap(True)
        bold(self.title_label, 1)
        self.count_label = text_label()
        style.set_role(self.count_label, "muted")
        self.count_label.setAlignment(
            Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter
        )
        self.room_bar = QProgressBar()
        self.room_bar.setTextVisible(False)
        self.room_bar.setMinimumWidth(90)
        self.room_bar.setMaximumWidth(260)
        self.room_bar.setFixedHeight(max(10, self.fontMetrics().height() // 2 + 4))
        self.room_label = text_label()
        self.auto_memory_box = QCheckBox()
        self.use_memory_box = QCheckBox()
        self.auto_memory_box.toggled.connect(self.sig_auto_memory_toggled)
        self.use_memory_box.toggled.connect(self.sig_use_memory_toggled)
        self.organise_button = QPushButton()
        self.organise_button.setIcon(icons.icon("broom"))
        self.organise_button.clicked.connect(self.sig_organise_requested)
        self.clear_button = QPushButton()
        self.clear_button.setIcon(icons.icon("eraser"))
        for button in (self.organise_button, self.clear_button):
            style.set_role(button, "ghost")
        self.clear_button.clicked.connect(self.sig_clear_requested)

        title_row = QHBoxLayout()
        title_row.addWidget(self.title_label, 1)
        title_row.addWidget(self.count_label)
        self.switches = QWidget()
        switches = QHBoxLayout(self.switches)
        switches.setContentsMargins(0, 0, 0, 0)
        for w in (
            self.auto_memory_box,
            self.use_memory_box,
            self.organise_button,
            self.clear_button,
        ):
            switches.addWidget(w)
        self.meter = QWidget()
        meter = QHBoxLayout(self.meter)
        meter.setContentsMargins(0, 0, 0, 0)
        meter.addWidget(self.room_bar, 1)
        meter.addWidget(self.room_label)
        self.meter_row = QHBoxLayout()
        self.meter_row.addWidget(self.meter, 1)
        self.meter_row.addStretch(1)
        self.meter_row.addWidget(self.switches)
        # On a narrow page (or with long translations) the switches get a row of their own.
        self.switch_row = QHBoxLayout()
        self.switch_row.addStretch(1)
        self._wrapped = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(style.S)
        layout.addLayout(top)
        layout.addLayout(title_row)
        layout.addLayout(self.meter_row)
        layout.addLayout(self.switch_row)

    def _on_scope_button(self, button: QPushButton) -> None:
        scope = next(s for s, b in self.scope_buttons.items() if b is button)
        self.sig_scope_requested.emit(scope)

    # ------------------------------------------------------------ what it shows

    def show_scopes(
        self, available: set[Scope], current: Scope | None, pending: Mapping[Scope, int]
    ) -> None:
        """Which scope buttons work, which one is on, and how many suggestions wait in each."""
        self._scope = current
        self._pending = dict(pending)
        for scope, button in self.scope_buttons.items():
            button.setEnabled(scope in available)
            button.setChecked(scope is current)
        self.retranslate_ui()

    def show_settings(self, settings: ScopeSettings | None, name: str, *, gone: str = "") -> None:
        """The scope's switches and room, or (`gone`) why it is not there any more."""
        self._settings, self._name, self._gone = settings, name, gone
        has = settings is not None
        for w in (
            self.auto_memory_box,
            self.use_memory_box,
            self.organise_button,
            self.clear_button,
        ):
            w.setEnabled(has)
        self.meter.setVisible(has)
        self.count_label.setVisible(has)
        if has:
            for box, value in (
                (self.auto_memory_box, settings.auto_memory),
                (self.use_memory_box, settings.use_memory),
            ):
                box.blockSignals(True)
                box.setChecked(value)
                box.blockSignals(False)
            self.clear_button.setEnabled(settings.count > 0)
            # QProgressBar repaints itself (and what lies under it) at once on a new value; the
            # page paints in one go right after, so let it join that paint (~5 ms per open).
            self.room_bar.setUpdatesEnabled(False)
            self.room_bar.setRange(0, max(1, settings.room))
            self.room_bar.setValue(min(settings.used, settings.room))
            self.room_bar.setUpdatesEnabled(True)
        self.retranslate_ui()

    def place_switches(self, available: int) -> None:
        needed = (
            self.room_bar.minimumWidth()
            + self.room_label.sizeHint().width()
            + self.switches.sizeHint().width()
            + 3 * self.meter_row.spacing()
            + 24
        )
        wrap = needed > available
        if wrap == self._wrapped:
            return
        self._wrapped = wrap
        (self.meter_row if wrap else self.switch_row).removeWidget(self.switches)
        (self.switch_row if wrap else self.meter_row).addWidget(self.switches)

    # ------------------------------------------------------------ text

    def retranslate_ui(self) -> None:
        self.page_label.setText(_("Memory"))
        for scope, button in self.scope_buttons.items():
            n = self._pending.get(scope, 0)
            button.setText(labels.scope(scope) + (f" · {format_number(n)}" if n else ""))
            button.setToolTip(
                ngettext(
                    "{n} suggestion waits for you here", "{n} suggestions wait for you here", n
                ).format(n=n)
                if n
                else SCOPE_TIPS[scope]()
            )
            button.setAccessibleName(_("Show the {scope} Memory").format(scope=labels.scope(scope)))
        self.room_bar.setAccessibleName(_("Memory room used"))
        self.auto_memory_box.setText(_("Auto Memory"))
        self.auto_memory_box.setToolTip(
            _("When off, nothing is saved or suggested automatically here.")
        )
        self.auto_memory_box.setAccessibleName(_("Auto Memory"))
        self.use_memory_box.setText(_("Use Memory"))
        self.use_memory_box.setToolTip(_("When off, the agent is not given this Memory."))
        self.use_memory_box.setAccessibleName(_("Use Memory"))
        self.organise_button.setText(_("Organise"))
        self.organise_button.setToolTip(_("Merge entries that have the same words"))
        self.organise_button.setAccessibleName(_("Organise"))
        self.clear_button.setText(_("Clear…"))
        self.clear_button.setToolTip(
            _("Archive every saved entry of this scope (Undo brings them back)")
        )
        self.clear_button.setAccessibleName(_("Clear this scope"))
        st, scope = self._settings, self._scope
        if self._gone:
            title = self._gone
        elif scope is None:
            title = _("Choose a Session, or open the Memory directory.")
        elif st is None:
            title = _("This Memory no longer exists.")
        elif scope is Scope.SESSION:
            title = _("Remembered for this Session · “{name}”").format(name=isolate(self._name))
        elif scope is Scope.SPACE:
            title = _("Remembered for this Space · “{name}”").format(name=isolate(self._name))
        else:
            title = _("Personal Memory")
        set_directed_text(self.title_label, title)
        self.title_label.setAccessibleName(title)
        if st is None:
            self.count_label.clear()
            self.room_label.clear()
            return
        self.count_label.setText(
            ngettext("{n} saved", "{n} saved", st.count).format(n=format_number(st.count))
        )
        self.room_label.setText(format_room(st.used, st.room))
        self.room_bar.setAccessibleDescription(self.room_label.text())
        self.room_bar.setToolTip(self.room_label.text())
