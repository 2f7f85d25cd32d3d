"""The start page: shown while the database opens, or why it cannot be opened.

Part of the window's first frame, so it imports only what that frame needs.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from app.deferred import load
from app.domain.errors import AppError, Code
from app.i18n import _
from app.ui.widgets.common import LanguageAware, bold, dim_label, text_label


class StartPage(LanguageAware, QWidget):
    """Shown while the database opens, or, if it cannot be opened, why and what to do."""

    sig_quit_requested = Signal()

    def __init__(self, data_dir: Path | None = None, parent=None):
        super().__init__(parent)
        self._data_dir = data_dir
        self._error: Exception | None = None
        self.title_label = text_label()
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title_label.setWordWrap(True)
        self.detail_label = text_label()
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label.hide()
        self.folder_button = QPushButton()
        self.folder_button.clicked.connect(self.on_folder_requested)
        self.quit_button = QPushButton()
        self.quit_button.clicked.connect(self.sig_quit_requested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.folder_button)
        buttons.addWidget(self.quit_button)
        buttons.addStretch(1)
        self.folder_button.hide()
        self.quit_button.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 48, 48, 48)
        layout.setSpacing(14)
        layout.addStretch(1)
        layout.addWidget(self.title_label)
        layout.addWidget(self.detail_label)
        layout.addLayout(buttons)
        layout.addStretch(2)
        dim_label(self.detail_label)
        self.listen_to_language()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.folder_button.setText(_("Open the data folder"))
        self.quit_button.setText(_("Quit"))
        err = self._error
        if err is None:
            self.title_label.setText(_("Opening your Spaces and Memory…"))
        elif isinstance(err, AppError) and err.code is Code.SCHEMA_TOO_NEW:
            self.title_label.setText(
                _(
                    "This data was saved by a newer version of Mindkeep. "
                    "Update Mindkeep to open it; the file was left as it is."
                )
            )
        elif getattr(err, "reason", None) == "read_only":
            self.title_label.setText(
                _(
                    "The data folder is read-only, so Mindkeep cannot open its data there. Make "
                    "it writable, or start Mindkeep with another folder (--data-dir)."
                )
            )
        elif isinstance(err, AppError):
            self.title_label.setText(
                _("Mindkeep cannot open its data. The file was left as it is.")
            )
        else:
            self.title_label.setText(_("Mindkeep could not start."))

    def opening(self) -> bool:
        """The data is still being opened (no error to show)."""
        return self._error is None

    def show_error(self, error: Exception) -> None:
        if self._error is None:
            bold(self.title_label, 2)
        self._error = error
        # The technical detail (file, cause, backups) is for support and stays as written.
        self.detail_label.setText(error.message if isinstance(error, AppError) else str(error))
        self.detail_label.show()
        self.folder_button.setVisible(self._data_dir is not None and self._data_dir.is_dir())
        self.quit_button.show()
        self.retranslate_ui()
        self.quit_button.setFocus()

    def on_folder_requested(self) -> None:
        if self._data_dir is not None:
            # Loaded when asked for, not with the first frame (app/startup.py).
            url = load("PySide6.QtCore:QUrl").fromLocalFile(str(self._data_dir))
            load("PySide6.QtGui:QDesktopServices").openUrl(url)
