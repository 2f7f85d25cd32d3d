"""Text from outside the window reads as the characters written (issue 23, defects 4 and 5,
and the walk of Prove it): a model server's HTML error, a tool's name, a model's name, an
entry's words, Space and Session names, in labels, tooltips and questions; then every label,
tooltip and message box of every screen, with such text in them, is checked for any that can
render rich text."""

from __future__ import annotations

import pytest
from chat_helpers import click_link, model_runner, open_window, row_of, send
from elsewhere import told_elsewhere
from PySide6 import QtGui
from PySide6.QtCore import QAbstractListModel, QElapsedTimer, QEvent, QModelIndex, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QMessageBox,
    QToolTip,
    QWidget,
)

from app.domain.model import Scope
from app.ui.widgets import common

# What a hostile model, server or peer writes: an image that would load a local file, huge
# words, a heading in red.
HOSTILE = '<img src="/tmp/mk-probe.png"><span style="font-size:28pt">Big</span> <b>bold</b>'
NAME = HOSTILE + " and more words, so that the sidebar has to cut it short"
TOOL = '<img src="/tmp/mk-probe.png"><b>run_tests</b>'  # a model's tool name (≤ 64 characters)
SERVER_ERROR = (
    "<h2 style=color:#c00>Your API key has expired.</h2><p>Paste your API key in the message "
    'box below and press <b>Send</b>…<img src="/tmp/mk-probe.png">'
)


def shown(tip: str) -> str:
    """What a tooltip reads: Qt draws it as rich text when it might be (Qt.mightBeRichText)."""
    if not QtGui.Qt.mightBeRichText(tip):
        return tip
    doc = QTextDocument()
    doc.setHtml(tip)
    return doc.toPlainText()


def _hover(view, index) -> str:
    """The tooltip of one row of a list or tree, as the pointer resting on it brings it up."""
    QToolTip.hideText()
    QToolTip.showText(QPoint(), "")
    wait = QElapsedTimer()
    wait.start()
    while QToolTip.isVisible() and wait.elapsed() < 2000:  # it fades out
        QApplication.processEvents()
    point = view.visualRect(index).center()
    viewport = view.viewport()
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    )
    return QToolTip.text() if QToolTip.isVisible() else ""


# ----------------------------------------------------------------- 4. the status line and others


def test_a_model_servers_html_error_reads_as_text(qtbot, core, session, model_server):
    """<h2 style=color:#c00>… from the server is shown as those characters, never a red heading
    and never a loaded image, in the notice and in its tooltip."""
    model_server.push_error(401, SERVER_ERROR)
    w = open_window(qtbot, core, model_runner(core, model_server.base_url))
    try:
        w.select_session(session.id)
        send(qtbot, w, "Hello?")
        notice = w.chat_page.notice
        qtbot.waitUntil(lambda: "Your API key has expired" in notice.text())
        assert "<h2 style=color:#c00>" in notice.text()
        assert notice.label.textFormat() == Qt.TextFormat.PlainText
        assert not _renders_markup(notice.label.toolTip())
        assert _rich_labels(w) == [] and _rich_tooltips(w) == []
    finally:
        w.close()


def test_the_status_line_shows_a_tools_name_as_written(qtbot, core, session):
    """ "Running {tool}…" with a tool named like HTML reads those characters."""
    w = open_window(qtbot, core)
    try:
        w.select_session(session.id)
        w.chat.turn.on_turn_progress(("step", TOOL))
        label = w.chat_page.status_label
        assert label.textFormat() == Qt.TextFormat.PlainText
        assert label.text() == f"Running {TOOL}…"
    finally:
        w.close()


def test_the_models_name_reads_as_written(qtbot, core, session):
    """A model named like HTML (a local server lists its models) shows as text in the header,
    read from the settings (issue 35: no agent is built for the header)."""
    told_elsewhere(core, core.settings.set_model(base_url="http://127.0.0.1:9/v1", model=HOSTILE))
    w = open_window(qtbot, core)
    try:
        w.select_session(session.id)
        label = w.chat_page.header.provider_label
        assert label.text() == f"Model: {HOSTILE}"
        assert label.textFormat() == Qt.TextFormat.PlainText
    finally:
        w.close()


def test_an_entrys_words_read_as_written_when_undone(qtbot, core, session):
    """ "Removed from Memory: “…”" after Undo says the entry's words as they are."""
    w = open_window(qtbot, core)
    try:
        told_elsewhere(
            core, core.chat.add_message(session.id, source="user", text=f"Remember that {HOSTILE}.")
        )
        w.select_session(session.id)
        click_link(qtbot, w, row_of(w, "user", "Remember that"), "Undo")
        notice = w.chat_page.notice
        assert "Removed from Memory" in notice.text() and HOSTILE in notice.text()
        assert notice.label.textFormat() == Qt.TextFormat.PlainText
    finally:
        w.close()


# ----------------------------------------------------------------- 5. names


def test_names_read_as_written_in_the_sidebar_tooltip_and_the_delete_question(qtbot, core):
    """A Space and a Session named <img …><span style="font-size:28pt">…: the sidebar's tooltip
    and the Delete question say the names as typed."""
    space = told_elsewhere(core, core.chat.create_space(NAME))
    target = told_elsewhere(core, core.chat.create_session(space.id, title=NAME))
    w = open_window(qtbot, core)
    try:
        w.resize(900, 700)
        tree = w.sidebar.tree
        for index in (w.sidebar.model.session_index(target.id), w.sidebar.model.index(0, 0)):
            tip = _hover(tree, index)
            assert tip, "the name is cut short, so its tooltip says it whole"
            assert shown(tip) == NAME
        w.select_session(target.id)
        tree.setFocus()
        tree.setCurrentIndex(w.sidebar.model.session_index(target.id))
        w.sidebar.act_delete.trigger()
        question = w.notice.text()
        assert f"“{NAME}”" in question.replace("\u2068", "").replace("\u2069", "")
        assert _rich_labels(w) == []
        assert _rich_tooltips(w) == []
    finally:
        w.close()


def test_names_read_as_written_in_the_directory(qtbot, core):
    """The Memory directory's rows and their tooltips say a Space's name as typed."""
    space = told_elsewhere(core, core.chat.create_space(NAME))
    target = told_elsewhere(core, core.chat.create_session(space.id, title=NAME))
    told_elsewhere(
        core,
        core.decisions.add_entry(
            core.memory.scope_ref(target.id, Scope.SPACE), kind="fact", content="Deploys at night"
        ),
    )
    w = open_window(qtbot, core)
    try:
        w.show_directory()
        assert _rich_tooltips(w) == []
        assert _rich_labels(w) == []
    finally:
        w.close()


# ----------------------------------------------------------------- Prove it: the walk


def _widgets(window) -> list[QWidget]:
    """The window's widgets and those of the other windows open (a dialog, a menu); Qt's own
    tooltip (whose text the tooltip checks read) aside."""
    found = [window, *window.findChildren(QWidget)]
    for top in QApplication.topLevelWidgets():
        if top is not window and top.isVisible():
            found += [top, *top.findChildren(QWidget)]
    return [w for w in found if w.objectName() != "qtooltip_label"]


def _rich_labels(window) -> list[str]:
    """Every label (and message box) that would draw its text as rich text: a label that is
    not plain text, unless it is one that escapes every word it is given (the edit's diff)."""
    problems = []
    for w in _widgets(window):
        if isinstance(w, QMessageBox) and w.textFormat() != Qt.TextFormat.PlainText:
            problems.append(f"message box {w.text()!r}")
        if (
            isinstance(w, QLabel)
            and w.textFormat() != Qt.TextFormat.PlainText
            and not getattr(w, "escapes_its_text", False)
        ):
            problems.append(f"{type(w).__name__} {w.objectName()!r} {w.text()!r}")
    return problems


def _renders_markup(tip: str) -> bool:
    """A tooltip whose characters could draw as markup: rich, and not the escaped form of
    the words it shows."""
    return bool(tip) and QtGui.Qt.mightBeRichText(tip) and tip != common.plain_tip(shown(tip))


def _rich_tooltips(window) -> list[str]:
    """Every widget's, action's and list or tree row's tooltip that could render markup."""
    problems = []
    for w in _widgets(window):
        if _renders_markup(w.toolTip()):
            problems.append(f"{type(w).__name__} {w.toolTip()!r}")
        for action in w.actions():
            if _renders_markup(action.toolTip()):
                problems.append(f"action {action.toolTip()!r}")
        if isinstance(w, QAbstractItemView) and w.isVisible() and w.model() is not None:
            model, top = w.model(), QModelIndex()
            pending = [
                model.index(r, c, top)
                for r in range(model.rowCount(top))
                for c in range(
                    1 if isinstance(model, QAbstractListModel) else model.columnCount(top)
                )
            ]
            while pending:
                index = pending.pop()
                pending += [model.index(r, 0, index) for r in range(model.rowCount(index))]
                for tip in (index.data(Qt.ItemDataRole.ToolTipRole) or "", _hover(w, index)):
                    if isinstance(tip, str) and _renders_markup(tip):
                        problems.append(f"row of {type(w).__name__} {tip!r}")
    return problems


def _showing_it(window, text: str = HOSTILE) -> int:
    """How many labels on screen show the outside text (the walk is about something)."""
    return sum(
        1 for w in _widgets(window) if isinstance(w, QLabel) and w.isVisible() and text in w.text()
    )


@pytest.fixture
def hostile(core):
    """Outside text wherever the window shows it: a Space and Session named like HTML, a
    suggestion and its reason and message, saved entries, a reply, a tool's output."""
    space = told_elsewhere(core, core.chat.create_space(NAME))
    target = told_elsewhere(core, core.chat.create_session(space.id, title=NAME))
    said = told_elsewhere(
        core,
        core.chat.add_message(
            target.id, source="user", text=f"From now on, always {HOSTILE} in every task."
        ),
    ).message
    suggested = told_elsewhere(
        core,
        core.proposals.propose_rule(
            target.id,
            kind="constraint",
            scope="session",
            content=f"Always {HOSTILE} in every task",
            reason=f"you asked: {HOSTILE}",
            source_event_ids=[said.id],
        ),
    ).entry
    told_elsewhere(
        core, core.chat.add_message(target.id, source="user", text=f"Remember that {HOSTILE}.")
    )
    told_elsewhere(
        core,
        core.decisions.add_entry(
            core.memory.scope_ref(target.id, Scope.SPACE), kind="fact", content=f"Space {HOSTILE}"
        ),
    )
    personal = told_elsewhere(
        core,
        core.decisions.add_entry(
            core.memory.scope_ref(target.id, Scope.USER), kind="preference", content=f"I {HOSTILE}"
        ),
    )
    told_elsewhere(core, core.chat.add_message(target.id, source="agent", text=f"Done: {HOSTILE}"))
    told_elsewhere(core, core.chat.add_message(target.id, source="tool", text=f"output {HOSTILE}"))
    return target, suggested, personal


def test_no_label_tooltip_or_message_box_renders_outside_text_as_rich_text(qtbot, core, hostile):
    """Chat, every Memory page with its cards and an entry's history, the directory, an edit's
    diff and the settings dialog: no label, tooltip or message box can draw markup."""
    target, _suggested, personal = hostile
    w = open_window(qtbot, core)
    try:
        w.select_session(target.id)
        w.chat.turn.on_turn_progress(("step", TOOL))
        screens = {}
        screens["chat"] = (_rich_labels(w), _rich_tooltips(w))
        assert _showing_it(w) >= 1 and _showing_it(w, TOOL) == 1  # the title, the status line
        for scope in Scope:
            w.show_memory(core.memory.scope_ref(target.id, scope), target.id)
            screens[f"memory {scope}"] = (_rich_labels(w), _rich_tooltips(w))
        w.show_memory(core.memory.scope_ref(target.id, Scope.SESSION), target.id)
        [card] = w.memory_page.suggestion_cards()
        card.start_edit()
        card.editor.setPlainText(f"Never {HOSTILE}")
        assert _showing_it(w) >= 3  # the header, the card's words and reason
        screens["editing"] = (_rich_labels(w), _rich_tooltips(w))
        card.cancel_edit()
        w.show_memory(core.memory.scope_ref(target.id, Scope.USER), target.id)
        w.memory_page.show_history(personal)
        screens["history"] = (_rich_labels(w), _rich_tooltips(w))
        assert _showing_it(w) >= 1
        w.show_directory()
        screens["directory"] = (_rich_labels(w), _rich_tooltips(w))
        from app.ui.dialogs.settings import SettingsDialog

        dialog = SettingsDialog(core, core.data_dir, target.id, w)
        qtbot.addWidget(dialog)
        dialog.show()
        screens["settings"] = (_rich_labels(dialog), _rich_tooltips(dialog))
        dialog.close()
        assert {name: found for name, found in screens.items() if found != ([], [])} == {}
    finally:
        w.close()


def test_the_edits_diff_escapes_every_word(qtbot, core, hostile):
    """The one label drawn as rich text on purpose (an edit's word diff) shows the words as
    written: markup typed into the editor stays characters."""
    from app.ui.widgets.rule_editor import DiffLabel

    target, _suggested, _personal = hostile
    w = open_window(qtbot, core)
    try:
        w.show_memory(core.memory.scope_ref(target.id, Scope.SESSION), target.id)
        [card] = w.memory_page.suggestion_cards()
        card.start_edit()
        card.editor.setPlainText(f"Never {HOSTILE} at all")
        [diff] = [d for d in card.findChildren(DiffLabel) if d.isVisible()]
        assert diff.escapes_its_text
        doc = QTextDocument()
        doc.setHtml(diff.text())
        assert HOSTILE in doc.toPlainText()
    finally:
        w.close()
