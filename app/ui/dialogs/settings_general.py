"""The Settings dialog's General tab: the window's language and where the data folder is."""

from __future__ import annotations

from babel import Locale
from PySide6.QtCore import QLocale, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.i18n import LOCALES, _, map_os_locale
from app.ui.operations.settings import SetLanguage
from app.ui.widgets.combo_box import ComboBox
from app.ui.widgets.common import set_direction_of, text_label

# Babel has no locale data for a bare script; these carry the usual region.
_BABEL_LOCALE = {"zh_Hans": "zh_Hans_CN", "zh_Hant": "zh_Hant_TW"}


def language_autonym(code: str) -> str:
    """A locale's name in its own language ("Deutsch", "简体中文", "العربية")."""
    loc = Locale.parse(_BABEL_LOCALE.get(code, code))
    # CLDR names "zh_Hans" as 简体中文 directly; get_display_name would say 中文 (简体, 中国).
    name = loc.languages.get(code) or loc.get_display_name(loc) or code
    return name[:1].upper() + name[1:]


class GeneralTabMixin:
    """The General tab of SettingsDialog (mixed in before its QDialog): the language choice
    and the data folder. The dialog calls each `_…_general_tab` step in its own order."""

    def _build_general_tab(self) -> QWidget:
        page = QWidget()
        self.language_box = QGroupBox()
        self.language_label = text_label()
        self.language_combo = ComboBox()
        self.language_combo.addItem("", "")
        for code in LOCALES:
            self.language_combo.addItem(language_autonym(code), code)
        self.language_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.language_label.setBuddy(self.language_combo)
        self.language_note = text_label()
        self.language_note.setWordWrap(True)
        form = QFormLayout(self.language_box)
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.language_note)

        self.data_box = QGroupBox()
        self.data_path_label = text_label(str(self._data_dir))
        self.data_path_label.setWordWrap(True)
        self.data_path_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.data_path_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # A path reads left to right, also in an Arabic window (issue 13, defect 6).
        set_direction_of(self.data_path_label, str(self._data_dir))
        self.data_path_label.setSizePolicy(
            QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred
        )
        self.open_folder_button = QPushButton()
        self.open_folder_button.clicked.connect(self.on_open_folder_clicked)
        self.data_note = text_label()
        self.data_note.setWordWrap(True)
        data_layout = QVBoxLayout(self.data_box)
        row = QHBoxLayout()
        row.addWidget(self.data_path_label, 1)
        row.addWidget(self.open_folder_button, 0, Qt.AlignmentFlag.AlignTop)
        data_layout.addLayout(row)
        data_layout.addWidget(self.data_note)

        layout = QVBoxLayout(page)
        layout.addWidget(self.language_box)
        layout.addWidget(self.data_box)
        layout.addStretch(1)
        return page

    def _retranslate_general_tab(self) -> None:
        self.language_box.setTitle(_("Language"))
        self.language_label.setText(_("Language:"))
        self.language_combo.setItemText(0, _("System language"))
        self.language_combo.setAccessibleName(_("Language"))
        self.language_note.setText(_("The window switches language when you press OK or Apply."))

        self.data_box.setTitle(_("Data folder"))
        self.data_path_label.setAccessibleName(_("Data folder"))
        self.open_folder_button.setText(_("Open folder"))
        self.open_folder_button.setAccessibleName(_("Open the data folder"))
        self.data_note.setText(
            _("Your Memory, Spaces and Sessions are kept here, on this computer.")
        )

    def _describe_general_tab(self) -> None:
        self.language_combo.setAccessibleDescription(self.language_note.text())
        self.open_folder_button.setAccessibleDescription(
            f"{self._data_dir} · {self.data_note.text()}"
        )

    def _load_general_tab(self) -> None:
        index = self.language_combo.findData(self._stored_language or "")
        self.language_combo.setCurrentIndex(max(index, 0))

    def _save_general_tab(self) -> None:
        choice = self.chosen_language()
        if choice != self._stored_language:
            self._ops.run(SetLanguage(choice), initiator=self)
            self._stored_language = choice
            self.sig_language_chosen.emit(choice or map_os_locale(QLocale.system().name()))

    def chosen_language(self) -> str | None:
        """The language picked in the combo; None follows the system."""
        return self.language_combo.currentData() or None

    def on_open_folder_clicked(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._data_dir)))
