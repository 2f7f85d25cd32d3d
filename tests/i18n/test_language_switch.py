"""Switching language at run time retranslates the window; Arabic turns it right-to-left."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.i18n import _, set_language
from app.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, core, session):
    w = MainWindow(core)
    qtbot.addWidget(w)
    w.select_session(session.id)
    w.show()
    yield w
    w.apply_language("en")
    w.close()


def test_switching_language_retranslates_visible_labels(window):
    """After a switch to German and to Chinese the Send button and the Memory page speak that language."""
    assert window.chat_page.send_button.text() == "Send"
    window.apply_language("de")
    german = _("Send")
    assert german != "Send"
    assert window.chat_page.send_button.text() == german
    window.show_memory()
    assert window.memory_page.header.auto_memory_box.text() == _("Auto Memory")
    window.apply_language("zh_Hans")
    assert window.memory_page.header.auto_memory_box.text() == "自动记忆"
    window.show_chat()  # the chat page, hidden during the switch, catches up when shown
    assert window.chat_page.send_button.text() == "发送"


def test_arabic_sets_right_to_left(window):
    """Choosing Arabic mirrors the application and the window; English restores left-to-right."""
    window.apply_language("ar")
    assert QApplication.instance().layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    window.apply_language("en")
    assert QApplication.instance().layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_pseudo_locale_lengthens_every_string(monkeypatch):
    """MINDKEEP_PSEUDO_LOCALE=long makes every string longer and keeps placeholders."""
    monkeypatch.setenv("MINDKEEP_PSEUDO_LOCALE", "long")
    set_language("en")
    text = _("Accepted “{content}”")
    assert len(text) > len("Accepted “{content}”") * 1.3
    assert "{content}" in text
    monkeypatch.setenv("MINDKEEP_PSEUDO_LOCALE", "rtl")
    set_language("en")
    from app.i18n import is_rtl

    assert is_rtl()
    monkeypatch.delenv("MINDKEEP_PSEUDO_LOCALE")
    set_language("en")


def test_qt_standard_strings_follow_the_language(window):
    """Qt's own strings (standard dialog buttons) are translated where Qt ships a catalog."""
    from PySide6.QtCore import QCoreApplication

    window.apply_language("de")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    window.apply_language("zh_Hans")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
    window.apply_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_sidebar_rename_and_delete_are_reachable_by_keyboard(window):
    """F2 renames and Delete removes the selected sidebar item (with confirmation)."""
    from PySide6.QtGui import QKeySequence

    assert window.sidebar.act_rename.shortcut() == QKeySequence("F2")
    assert window.sidebar.act_delete.shortcut() == QKeySequence(QKeySequence.StandardKey.Delete)
    assert (
        window.sidebar.act_rename in window.sidebar.tree.actions()
        and window.sidebar.act_delete in window.sidebar.tree.actions()
    )
