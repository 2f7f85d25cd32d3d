"""Accessibility: every control of every page has a name and a description (read from the
QAccessible tree, as a screen reader reads it), focus is always visible, and the whole review
loop works from the keyboard alone."""

import pytest
import visual
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QImage
from PySide6.QtWidgets import QApplication, QWidget

from app.bootstrap import build_core, make_runner
from app.domain.model import Status
from app.ui.dialogs.settings import SettingsDialog
from app.ui.main_window import MainWindow
from app.ui.qt import theming

R = QAccessible.Role
CONTROLS = {
    R.Button,
    R.CheckBox,
    R.RadioButton,
    R.ComboBox,
    R.EditableText,
    R.SpinBox,
    R.List,
    R.Tree,
    R.Table,
    R.PageTab,
    R.PageTabList,
    R.ButtonMenu,
    R.ButtonDropDown,
    R.Slider,
    R.Link,
    R.ProgressBar,
    R.MenuItem,
}
# A menu bar's titles are named; what each holds is its own list of named items. A tab bar is
# named by its current tab, and Qt gives it no description of its own: its tabs carry theirs.
NAME_ONLY = {R.MenuItem, R.PageTabList}


def unlabelled(root: QWidget) -> list[str]:
    """Every control shown under `root` that lacks an accessible name or description."""
    found: list[str] = []

    def walk(iface) -> None:
        if iface is None or not iface.isValid() or iface.state().invisible:
            return
        obj = iface.object()
        if isinstance(obj, QWidget) and not obj.isVisible():
            return
        role = iface.role()
        if role in CONTROLS:
            name = iface.text(QAccessible.Text.Name).strip()
            description = iface.text(QAccessible.Text.Description).strip()
            if not name or (not description and role not in NAME_ONLY):
                what = type(obj).__name__ if obj is not None else "item"
                found.append(f"{role.name} {what} name={name!r} description={description!r}")
        if role in (R.List, R.Tree, R.Table):
            return  # rows are the model's text; the view itself is the control
        for i in range(iface.childCount()):
            walk(iface.child(i))

    walk(QAccessible.queryAccessibleInterface(root))
    return found


@pytest.fixture
def demo(qapp, tmp_path):
    """The window, styled, over the demo data of the visual check, on its Session."""
    theming.install(qapp)
    session_id = visual.build_demo(tmp_path / "data", "en")
    core = build_core(None, tmp_path / "data")
    window = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core), data_dir=core.data_dir
    )
    window.resize(*visual.SIZE)
    window.show()
    window.select_session(session_id)
    yield window, core, session_id
    window.close()
    core.close()
    theming.uninstall(qapp)


def _settle(qapp):
    for _ in range(3):
        qapp.processEvents()


def test_every_control_of_every_page_is_named_and_described(qapp, demo):
    """Chat, Memory page (with a card being edited, a history, the add form, a notice) and
    directory: no control without an accessible name and description."""
    window, _core, _sid = demo
    problems = {}
    for page, show in (
        ("chat", window.show_chat),
        ("memory", window.show_memory),
        ("directory", window.show_directory),
    ):
        show()
        _settle(qapp)
        problems[page] = unlabelled(window)
    window.show_memory()
    page = window.memory_page
    card = page.suggestion_cards()[0]
    card.start_edit()
    page.show_history(card.entry)
    page.entries.form.open_for(None)
    page.notice.show_message(lambda: "Accepted", actions=[(lambda: "Undo", lambda: None)])
    _settle(qapp)
    problems["memory, editing"] = unlabelled(window)
    window.show_chat()
    window.chat_page.set_busy(True, "The agent is working…")
    _settle(qapp)
    problems["chat, busy"] = unlabelled(window)
    problems = {k: v for k, v in problems.items() if v}
    assert not problems, problems


def test_the_settings_dialog_is_named_and_described(qapp, demo):
    """Each tab of Settings, with the model server's fields shown: every control named and described."""
    window, core, session_id = demo
    dialog = SettingsDialog(core, core.data_dir, session_id, window)
    dialog.model_tab.server_radio.setChecked(True)
    dialog.show()
    problems = {}
    for i in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(i)
        _settle(qapp)
        problems[dialog.tabs.tabText(i)] = unlabelled(dialog)
    dialog.close()
    problems = {k: v for k, v in problems.items() if v}
    assert not problems, problems


def test_the_empty_window_is_named_and_described(qapp, core):
    """With no Space yet, the sidebar's one sentence and its action are there and labelled."""
    theming.install(qapp)
    window = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core), data_dir=core.data_dir
    )
    window.resize(*visual.SIZE)
    window.show()
    _settle(qapp)
    try:
        assert window.sidebar.no_spaces.isVisible() and not window.sidebar.tree.isVisible()
        assert unlabelled(window) == []
    finally:
        window.close()
        theming.uninstall(qapp)


def test_the_walk_finds_an_unnamed_control(qapp):
    """The check above does fail: an icon-only button without a name or tooltip is reported."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    root = QWidget()
    QVBoxLayout(root).addWidget(QPushButton())
    root.show()
    _settle(qapp)
    assert len(unlabelled(root)) == 1
    root.close()


def _focusable(window: QWidget) -> list[QWidget]:
    return [
        w
        for w in window.findChildren(QWidget)
        if w.isVisible()
        and w.focusPolicy() & Qt.FocusPolicy.TabFocus
        and w.isEnabled()
        and w.window() is window
    ]


def _changed_pixels(a: QImage, b: QImage) -> int:
    a, b = (
        a.convertToFormat(QImage.Format.Format_RGB32),
        b.convertToFormat(QImage.Format.Format_RGB32),
    )
    if a.size() != b.size():
        return a.width() * a.height()
    da, db = bytes(a.constBits()), bytes(b.constBits())
    return sum(
        1
        for i in range(0, len(da), 4)
        if abs(da[i] - db[i]) + abs(da[i + 1] - db[i + 1]) + abs(da[i + 2] - db[i + 2]) > 60
    )


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_focus_is_always_visible(qapp, demo, theme):
    """Every control that takes the keyboard on the chat, Memory and directory pages looks
    different (a ring) when it has focus, in light and dark."""
    window, _core, _sid = demo
    theming.force_theme(theme)
    invisible = []
    for show in (window.show_chat, window.show_memory, window.show_directory):
        show()
        _settle(qapp)
        for widget in _focusable(window):
            anchor = (
                window.nav_bar.chat_button
                if widget is not window.nav_bar.chat_button
                else window.sidebar
            )
            anchor.setFocus(Qt.FocusReason.TabFocusReason)
            _settle(qapp)
            before = widget.grab().toImage()
            widget.setFocus(Qt.FocusReason.TabFocusReason)
            _settle(qapp)
            if QApplication.focusWidget() is not widget:
                continue  # it hands the keyboard on (a scroll area to its content)
            after = widget.grab().toImage()
            if _changed_pixels(before, after) < 8:
                invisible.append(f"{type(widget).__name__} {widget.accessibleName()!r}")
    assert not invisible, f"{theme}: no visible focus on " + ", ".join(invisible)


def test_the_review_loop_works_with_the_keyboard_alone(qapp, qtbot, demo):
    """From the chat: Ctrl+M opens Memory on the first card, A accepts, E edits and Enter saves,
    D dismisses, Ctrl+Z undoes, Esc goes back to the chat — never a mouse."""
    window, core, _sid = demo
    window.activateWindow()
    window.show_chat()
    window.chat_page.composer.setFocus()
    _settle(qapp)

    def key(k, mods=Qt.KeyboardModifier.NoModifier):
        target = QApplication.focusWidget()
        assert target is not None, "the keyboard is nowhere"
        qtbot.keyClick(target, k, mods)
        _settle(qapp)

    def waiting():
        return [c.entry.content for c in window.memory_page.suggestion_cards()]

    key(Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is window.memory_page
    first, second = waiting()[:2]
    assert QApplication.focusWidget() is window.memory_page.suggestion_cards()[0]
    key(Qt.Key.Key_A)
    qtbot.waitUntil(lambda: first not in waiting())
    card = QApplication.focusWidget()
    assert card.entry.content == second
    key(Qt.Key.Key_E)
    assert QApplication.focusWidget() is card.editor
    key(Qt.Key.Key_End)  # the words come selected; keep them and add to the end
    qtbot.keyClicks(card.editor, " today")
    key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: second not in waiting())
    saved = [e.content for e in window.memory_page.saved_entries()]
    assert f"{second} today" in saved and first in saved
    key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: second in waiting())
    focused = QApplication.focusWidget()
    assert getattr(focused, "entry", None) is not None and focused.entry.content == second
    key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: second not in waiting())
    entry = core.memory.get(focused.entry.id)
    assert entry.status is Status.DISMISSED
    key(Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.chat_page
