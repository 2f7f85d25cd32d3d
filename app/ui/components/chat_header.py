"""The chat's header: the Session's title on the window's leading edge (in its own direction,
inside an isolate), "Temporary" under it for a temporary Session, and across from it the model
the agent talks to, by name, as the settings say (no agent, keyring or client is built for
it; read once, and again when the settings name another model). Part of the first frame."""

from __future__ import annotations

import os

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from app.domain.errors import AppError
from app.i18n import _
from app.ui import style
from app.ui.widgets.common import dim_label, isolate, text_label


class ChatHeader(QWidget):
    """Shows a Session's title, whether it is temporary, and the model's name."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._settings = None  # app.services.settings.SettingsService, with the services
        # The model a turn talks to, by name, as the settings say (None: the offline
        # assistant; not read yet: False). Read again after Settings.
        self._model_name: str | bool | None = False
        self.title_label = text_label()
        style.set_role(self.title_label, "heading")
        self.temporary_label = text_label()
        dim_label(self.temporary_label)
        self.temporary_label.hide()
        self.provider_label = text_label()
        style.set_role(self.provider_label, "muted")
        head = QHBoxLayout(self)
        head.setContentsMargins(0, 0, 0, 0)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.title_label)
        titles.addWidget(self.temporary_label)
        head.addLayout(titles, 1)
        head.addSpacing(style.L)
        head.addWidget(self.provider_label, 0, Qt.AlignmentFlag.AlignVCenter)

    def attach(self, settings) -> None:
        self._settings = settings

    def retranslate_ui(self) -> None:
        self.temporary_label.setText(_("Temporary: Memory is not used or changed"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self._place_title()
        super().changeEvent(event)

    def provider_text(self) -> str:
        """The model line, from the settings (no agent, keyring or client is built)."""
        if self._settings is None:
            return ""
        if self._model_name is False:
            chosen = self._settings.model().in_use(os.environ)
            self._model_name = chosen[1] if chosen else None
        if self._model_name is None:
            return _("Built-in offline assistant")
        return _("Model: {name}").format(name=self._model_name)

    def model_changed(self) -> None:
        """The settings may name another model: read it again when next shown."""
        self._model_name = False

    def show_session(self, info, *, chosen: bool = True, provider_text: str | None = None) -> None:
        """A Session as read or listed (None: gone, or not `chosen`: none is); the model's
        name from the settings unless `provider_text` is given (the first screen's)."""
        if not chosen:
            self.set_title(_("Choose or create a Session"), "")
            return
        if provider_text is None:
            try:
                provider_text = self.provider_text()
            except AppError as err:
                provider_text = err.message
        self.set_title(
            info.title if info else "", provider_text, temporary=bool(info and info.temporary)
        )

    def set_title(self, title: str, provider_text: str, *, temporary: bool = False) -> None:
        # On the window's leading edge, away from the model's name, and in its own direction
        # inside an isolate: "Sprint 14" stays left to right, on the right of an Arabic window.
        self.title_label.setText(isolate(title) if title else "")
        self._place_title()
        self.provider_label.setText(provider_text)
        self.temporary_label.setVisible(temporary)

    def _place_title(self) -> None:
        """The title on the window's leading edge whatever its own direction: a label aligns
        its text by the text's direction, so an English title in an Arabic window stood on the
        left, against the model's name (issue 35)."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        edge = Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft
        self.title_label.setAlignment(
            edge | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
        )

    def title(self) -> str:
        """The Session's title as shown (without the isolate around it)."""
        return self.title_label.text().strip("\u2068\u2069")
