"""A rule's reading in the window (issue 33): the suggestion card says what Mindkeep will check
before Accept; the saved rule shows it beside the list; the user changes it by choosing among
the readings offered for its family, and the next approval card goes by it."""

from __future__ import annotations

import sys

import pytest
from approval_helpers import WORK
from elsewhere import told_elsewhere
from memory_helpers import card_of, plain
from model_server import API_KEY, MODEL
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.bootstrap import make_runner
from app.domain.compliance import Outcome, Reply, ToolCall
from app.domain.model import Scope
from app.ui.main_window import MainWindow
from app.ui.pages.memory.page import MemoryPage

RULE = "Never push to main or to any release/* branch."
WAIT = 30000


@pytest.fixture
def page(qtbot, core, session, bridge, ref):
    p = MemoryPage(core, bridge)
    qtbot.addWidget(p)
    p.resize(1100, 760)
    p.show()
    qtbot.waitExposed(p)
    p.show_scope(ref, session.id)
    return p


def test_the_card_shows_the_reading_before_accept_and_the_saved_rule_keeps_it(
    qtbot, page, core, propose
):
    """ "Never push to main or to any release/* branch": the card says what will be checked;
    after Accept the saved rule says the same beside the list."""
    propose(RULE)
    page.refresh()
    card = card_of(page, RULE)
    assert card.reading_label.isVisible()
    assert plain(card.reading_label.text()) == "Mindkeep will check: pushes to main or release/*"
    qtbot.mouseClick(card.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.suggestion_cards())
    (saved,) = [e for e in page.saved_entries() if e.content == RULE]
    assert page.select_saved(saved.id)
    qtbot.waitUntil(lambda: page.entries.entry_actions.reading_label.isVisible())
    assert plain(page.entries.entry_actions.reading_label.text()) == (
        "Mindkeep will check: pushes to main or release/*"
    )
    assert page.entries.entry_actions.reading_button.isVisible()


def test_a_fact_and_an_unreadable_rule_say_so(qtbot, page, core, ref):
    """A rule the checker cannot read says it is kept for the agent; a fact shows nothing."""
    told_elsewhere(core, core.decisions.add_entry(ref, kind="preference", content="Be concise."))
    fact = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Staging is db02.")
    )
    page.refresh()
    (rule,) = [e for e in page.saved_entries() if e.content == "Be concise."]
    page.select_saved(rule.id)
    assert plain(page.entries.entry_actions.reading_label.text()) == (
        "Mindkeep cannot check this rule: it is kept for the agent to read."
    )
    page.select_saved(fact.id)
    assert not page.entries.entry_actions.reading_label.isVisible()
    assert not page.entries.entry_actions.reading_button.isVisible()


def test_changing_the_reading_by_choosing_a_branch_list(qtbot, page, core, ref, session):
    """The dialog offers the families; the branch list "main" is saved as the user's reading:
    a push to release/2.4 no longer breaks the rule; the words are unchanged."""
    entry = told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content=RULE))
    page.refresh()
    page.select_saved(entry.id)
    qtbot.mouseClick(page.entries.entry_actions.reading_button, Qt.MouseButton.LeftButton)
    dialog = page.reading_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.branches_edit.text() == "main, release/*"
    dialog.select_family("branches")
    dialog.branches_edit.setText("main")
    assert plain(dialog.preview_label.text()) == (
        "Mindkeep will check: pushes to main (confirmed by you)"
    )
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "confirmed by you" in page.entries.entry_actions.reading_label.text())
    assert plain(page.entries.entry_actions.reading_label.text()) == (
        "Mindkeep will check: pushes to main (confirmed by you)"
    )
    push = ToolCall("shell__run_command", {"command": "git push origin release/2.4"})
    assert core.memory.check_rules(session.id, push)[0].verdict is Outcome.FOLLOWED
    assert core.memory.get(entry.id).content == RULE


def test_a_bad_choice_cannot_be_saved(qtbot, page, core, ref):
    """An empty branch list: the dialog says why and Save stays off; nothing is written."""
    entry = told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content=RULE))
    page.refresh()
    page.select_saved(entry.id)
    qtbot.mouseClick(page.entries.entry_actions.reading_button, Qt.MouseButton.LeftButton)
    dialog = page.reading_dialog
    dialog.select_family("branches")
    dialog.branches_edit.setText(" , ")
    assert dialog.error_label.isVisible()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Save).isEnabled()
    dialog.reject()
    assert core.memory.reading(core.memory.get(entry.id)).by == "checker"


@pytest.fixture
def window(qtbot, core, tmp_path, model_server):
    """The window over a Session whose Space has the work server and the release rule."""
    core.tool_servers.add_stdio("work", sys.executable, [WORK, str(tmp_path / "ran.log")])
    space = told_elsewhere(core, core.chat.create_space("Repo"))
    session = told_elsewhere(core, core.chat.create_session(space.id, title="Release")).id
    ref = core.memory.scope_ref(session, Scope.SPACE)
    entry = told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content=RULE))

    def provider():
        return OpenAICompatibleProvider(
            ModelConfig(base_url=model_server.base_url, model=MODEL, api_key=API_KEY, timeout=30)
        )

    w = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core, provider()), data_dir=core.data_dir
    )
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    w.select_session(session)
    yield w, entry
    w.close()


def _push_release(qtbot, w, model_server):
    model_server.push_tool_calls(("work__git_push", {"branch": "release/2.4"}))
    model_server.push_tool_calls(("work__git_push", {"branch": "release/2.4"}))
    page = w.chat_page
    page.composer.setPlainText("Push the release branch")
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.approval.shown() is not None, timeout=WAIT)
    return page.approval.card


def test_the_next_approval_card_goes_by_the_changed_reading(qtbot, window, core, model_server):
    """With the words' reading, a push to release/2.4 shows the warning; once the user chose
    "pushes to main" only, the next card has none (the checker used the confirmed reading)."""
    w, entry = window
    card = _push_release(qtbot, w, model_server)
    assert card.warning_box.isVisible()
    assert RULE in plain(card.warning_label.text())
    model_server.push_text("Not pushing.")
    qtbot.mouseClick(card.deny_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.chat_page.send_button.isEnabled(), timeout=WAIT)
    told_elsewhere(
        core,
        core.decisions.set_reading(
            entry.id,
            {"checks": [{"check": "protected_branch", "branches": ["main"], "on": ["push"]}]},
        ),
    )
    model_server.push_tool_calls(("work__git_push", {"branch": "release/2.4"}))
    page = w.chat_page
    page.composer.setPlainText("Push it again")
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.approval.shown() is not None, timeout=WAIT)
    card = page.approval.card
    assert not card.warning_box.isVisible()
    assert RULE in plain(card.follows_label.text())


# ---------------------------------------------------------------- second round (issue 33)


def test_every_saved_rule_row_shows_its_reading_not_only_the_selected_one(qtbot, page, core, ref):
    """Each rule's row says in a few words what is checked (or that it is not); a fact's row
    says nothing of it; a row with a reading is a line taller."""
    from app.ui.delegates.entry_delegate import row_reading
    from app.ui.models.entries import EntryRole, ReadingRole

    told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content=RULE))
    told_elsewhere(core, core.decisions.add_entry(ref, kind="preference", content="Be concise."))
    told_elsewhere(core, core.decisions.add_entry(ref, kind="fact", content="Staging is db02."))
    page.refresh()
    view = page.entries.view
    proxy = view.model()
    lines, heights = {}, {}
    for row in range(proxy.rowCount()):
        index = proxy.index(row, 0)
        entry = index.data(EntryRole)
        lines[entry.content] = plain(row_reading(entry, index.data(ReadingRole)))
        heights[entry.content] = view.sizeHintForIndex(index).height()
    assert lines[RULE] == "Checks: pushes to main or release/*"
    assert lines["Be concise."] == "Not checked: kept for the agent to read"
    assert lines["Staging is db02."] == ""
    assert heights["Be concise."] > heights["Staging is db02."]
    assert page.entries.selected() is None  # no row selected: every row says it all the same


def test_editing_a_rule_says_at_once_what_will_be_checked_or_why_nothing(qtbot, page, core, ref):
    """While typing: "Mindkeep will check: …" for words it reads; "Mindkeep cannot check this
    rule", and why, for words it cannot read or that hold only sometimes; nothing for a fact."""
    entry = told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content=RULE))
    page.refresh()
    form = page.entries.form
    form.open_for(core.memory.get(entry.id))
    label = form.reading_label
    assert plain(label.text()) == "Mindkeep will check: pushes to main or release/*"
    form.editor.setPlainText("Be nice to the junior devs")
    qtbot.waitUntil(lambda: "cannot check" in label.text())
    assert plain(label.text()).startswith("Mindkeep cannot check this rule: it asks for nothing")
    form.editor.setPlainText("If the build fails, don't push")
    assert "holds only sometimes" in plain(label.text())
    form.editor.setPlainText("Don't touch the docs folder")
    assert plain(label.text()) == "Mindkeep will check: nothing is written under docs"
    form.kind_combo.setCurrentIndex(form.kind_combo.findData("fact"))
    assert not label.isVisible()


@pytest.fixture
def asking_page(qtbot, core, session, bridge, ref, model_server):
    """The Memory page with the scripted model as the app's model."""

    def provider():
        return OpenAICompatibleProvider(
            ModelConfig(base_url=model_server.base_url, model=MODEL, api_key=API_KEY, timeout=30)
        )

    p = MemoryPage(core, bridge, model=provider)
    qtbot.addWidget(p)
    p.resize(1100, 760)
    p.show()
    qtbot.waitExposed(p)
    p.show_scope(ref, session.id)
    return p


UNREAD = "The infra scripts belong to the ops team; leave them to them."
PROPOSAL = (
    '{"checks": [{"check": "path", "folder": "infra/scripts", "subject": "file", '
    '"forbidden": true}]}'
)


def test_the_model_proposes_only_with_the_setting_on(qtbot, asking_page, core, ref):
    """Off by default: no "Ask the model" in the dialog."""
    entry = told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content=UNREAD))
    asking_page.refresh()
    asking_page.select_saved(entry.id)
    qtbot.mouseClick(asking_page.entries.entry_actions.reading_button, Qt.MouseButton.LeftButton)
    assert not asking_page.reading_dialog.ask_button.isVisible()
    asking_page.reading_dialog.reject()


def test_the_model_s_proposal_is_shown_beside_and_stored_only_when_saved(
    qtbot, asking_page, core, ref, session, model_server
):
    """Asked, the model's reading is shown beside Mindkeep's, marked as the model's; closing the
    dialog stores nothing; saving it stores it marked as the model's and the row says so."""
    told_elsewhere(core, core.settings.set_propose_readings(True))
    entry = told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content=UNREAD))
    asking_page.refresh()
    asking_page.select_saved(entry.id)
    qtbot.mouseClick(asking_page.entries.entry_actions.reading_button, Qt.MouseButton.LeftButton)
    dialog = asking_page.reading_dialog
    assert plain(dialog.current_label.text()) == (
        "Mindkeep cannot check this rule: it is kept for the agent to read."
    )
    model_server.push_text(PROPOSAL)
    qtbot.mouseClick(dialog.ask_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "proposes" in dialog.proposal_label.text(), timeout=WAIT)
    assert plain(dialog.proposal_label.text()) == (
        "The model proposes: nothing is written under infra/scripts"
    )
    assert UNREAD in model_server.received[-1].messages[-1]["content"]
    assert core.memory.reading(core.memory.get(entry.id)).checks == ()  # nothing stored yet
    assert dialog.family() == "model"
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: core.memory.reading(core.memory.get(entry.id)).by == "model")
    write = ToolCall("fs__write_file", {"path": "infra/scripts/up.sh", "content": "x"})
    assert core.memory.check_rules(session.id, write)[0].verdict is Outcome.VIOLATED
    from app.ui.delegates.entry_delegate import row_reading

    assert plain(row_reading(core.memory.get(entry.id), core.memory.reading(entry))) == (
        "Checks: nothing is written under infra/scripts · the model's, chosen by you"
    )


def test_an_answer_that_is_no_reading_is_said_and_nothing_is_offered(
    qtbot, asking_page, core, ref, model_server
):
    """A broken answer: the dialog says the model proposed none and why; no choice is added."""
    told_elsewhere(core, core.settings.set_propose_readings(True))
    entry = told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content=UNREAD))
    asking_page.refresh()
    asking_page.select_saved(entry.id)
    qtbot.mouseClick(asking_page.entries.entry_actions.reading_button, Qt.MouseButton.LeftButton)
    dialog = asking_page.reading_dialog
    model_server.push_text('{"checks": [{"check": "wipe_disk"}]}')
    qtbot.mouseClick(dialog.ask_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "proposed no reading" in dialog.proposal_label.text(), timeout=WAIT)
    assert dialog.family_combo.findData("model") < 0
    assert dialog.ask_button.isEnabled()
    dialog.reject()
    assert core.memory.reading(core.memory.get(entry.id)).by == "checker"


# ---------------------------------------------------------------- new slots (check-g)

ONLY_FEATURE = "Push only to feature/*"
NOT_ENGLISH = "Never answer in English"


def _open_dialog(qtbot, page, core, ref, words):
    entry = told_elsewhere(core, core.decisions.add_entry(ref, kind="constraint", content=words))
    page.refresh()
    page.select_saved(entry.id)
    qtbot.mouseClick(page.entries.entry_actions.reading_button, Qt.MouseButton.LeftButton)
    dialog = page.reading_dialog
    assert dialog is not None and dialog.isVisible()
    return entry, dialog


def test_a_push_only_reading_offers_never_or_only_with_only_preselected(
    qtbot, page, core, ref, session
):
    """ "Push only to feature/*": the branch family offers "never" or "only", with "only"
    preselected; switching to "never" and saving stores it, and the check follows it."""
    entry, dialog = _open_dialog(qtbot, page, core, ref, ONLY_FEATURE)
    assert (
        plain(dialog.current_label.text()) == "Mindkeep will check: pushes land only on feature/*"
    )
    push = ToolCall("shell__run_command", {"command": "git push origin main"})
    assert core.memory.check_rules(session.id, push)[0].verdict is Outcome.VIOLATED
    dialog.select_family("branches")
    mode = dialog.branch_mode_combo
    assert mode.isVisible() and not dialog.language_mode_combo.isVisible()
    assert mode.currentData() == "only"
    assert mode.currentText() == "Push only to these branches"
    assert [mode.itemText(i) for i in range(mode.count())] == [
        "Never push to these branches",
        "Push only to these branches",
    ]
    assert dialog.branches_edit.text() == "feature/*"
    assert plain(dialog.preview_label.text()) == (
        "Mindkeep will check: pushes land only on feature/* (confirmed by you)"
    )
    mode.setCurrentIndex(mode.findData("never"))
    assert plain(dialog.preview_label.text()) == (
        "Mindkeep will check: pushes to feature/* (confirmed by you)"
    )
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: core.memory.reading(core.memory.get(entry.id)).by == "user")
    stored = core.memory.reading(core.memory.get(entry.id)).to_json()
    assert stored["checks"] == [
        {"check": "protected_branch", "branches": ["feature/*"], "on": ["push"]}
    ]
    qtbot.waitUntil(lambda: "confirmed by you" in page.entries.entry_actions.reading_label.text())
    assert plain(page.entries.entry_actions.reading_label.text()) == (
        "Mindkeep will check: pushes to feature/* (confirmed by you)"
    )
    assert core.memory.check_rules(session.id, push)[0].verdict is Outcome.FOLLOWED
    to_feature = ToolCall("shell__run_command", {"command": "git push origin feature/login"})
    assert core.memory.check_rules(session.id, to_feature)[0].verdict is Outcome.VIOLATED
    assert core.memory.get(entry.id).content == ONLY_FEATURE


def test_a_not_in_language_reading_offers_in_or_not_in_with_not_in_preselected(
    qtbot, page, core, ref, session
):
    """ "Never answer in English": the language family offers "in" or "not in", with "not in"
    preselected; choosing "in" and saving stores "replies are in English", and the check of a
    German reply turns from followed to violated."""
    entry, dialog = _open_dialog(qtbot, page, core, ref, NOT_ENGLISH)
    german = Reply(
        "Ich habe die Datei geändert und die Tests laufen jetzt alle durch, ohne Fehler."
    )
    assert core.memory.check_rules(session.id, german)[0].verdict is Outcome.FOLLOWED
    dialog.select_family("language")
    mode = dialog.language_mode_combo
    assert mode.isVisible() and not dialog.branch_mode_combo.isVisible()
    assert mode.currentData() == "not_in"
    assert mode.currentText() == "Replies are not in this language"
    assert dialog.language_combo.currentData() == "en"
    assert plain(dialog.preview_label.text()) == (
        "Mindkeep will check: the language of replies is not English (confirmed by you)"
    )
    mode.setCurrentIndex(mode.findData("in"))
    assert plain(dialog.preview_label.text()) == (
        "Mindkeep will check: the language of replies is English (confirmed by you)"
    )
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: core.memory.reading(core.memory.get(entry.id)).by == "user")
    stored = core.memory.reading(core.memory.get(entry.id)).to_json()
    assert stored["checks"] == [{"check": "reply_language", "lang": "en", "variant": None}]
    assert core.memory.check_rules(session.id, german)[0].verdict is Outcome.VIOLATED


def test_keeping_the_reading_as_read_keeps_its_only(qtbot, page, core, ref, session):
    """Saving "As Mindkeep read it" confirms the checker's reading with its "only" intact."""
    entry, dialog = _open_dialog(qtbot, page, core, ref, ONLY_FEATURE)
    assert dialog.family() == "as_read"
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: core.memory.reading(core.memory.get(entry.id)).by == "user")
    (check,) = core.memory.reading(core.memory.get(entry.id)).to_json()["checks"]
    assert check["only"] is True


@pytest.fixture
def only_window(qtbot, core, tmp_path, model_server):
    """The window over a Session whose Space has the work server and "Push only to feature/*"."""
    core.tool_servers.add_stdio("work", sys.executable, [WORK, str(tmp_path / "ran.log")])
    space = told_elsewhere(core, core.chat.create_space("Repo"))
    session = told_elsewhere(core, core.chat.create_session(space.id, title="Release")).id
    ref = core.memory.scope_ref(session, Scope.SPACE)
    entry = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="constraint", content=ONLY_FEATURE)
    )

    def provider():
        return OpenAICompatibleProvider(
            ModelConfig(base_url=model_server.base_url, model=MODEL, api_key=API_KEY, timeout=30)
        )

    w = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core, provider()), data_dir=core.data_dir
    )
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    w.select_session(session)
    yield w, entry, ref, session
    w.close()


def test_choosing_never_instead_of_only_in_the_dialog_changes_the_next_approval_card(
    qtbot, only_window, core, model_server
):
    """ "Push only to feature/*": a push to release/2.4 is warned of; once the user chose
    "Never push to these branches" in the dialog, the next card warns of none."""
    w, entry, ref, session = only_window
    card = _push_release(qtbot, w, model_server)
    assert card.warning_box.isVisible()
    assert ONLY_FEATURE in plain(card.warning_label.text())
    model_server.push_text("Not pushing.")
    qtbot.mouseClick(card.deny_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.chat_page.send_button.isEnabled(), timeout=WAIT)
    w.show_memory(ref, session)
    memory = w.memory_page
    assert memory.select_saved(entry.id)
    qtbot.mouseClick(memory.entries.entry_actions.reading_button, Qt.MouseButton.LeftButton)
    dialog = memory.reading_dialog
    dialog.select_family("branches")
    assert dialog.branch_mode_combo.currentData() == "only"
    dialog.branch_mode_combo.setCurrentIndex(dialog.branch_mode_combo.findData("never"))
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: core.memory.reading(core.memory.get(entry.id)).by == "user")
    w.show_chat()
    model_server.push_tool_calls(("work__git_push", {"branch": "release/2.4"}))
    page = w.chat_page
    page.composer.setPlainText("Push it again")
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.approval.shown() is not None, timeout=WAIT)
    card = page.approval.card
    assert not card.warning_box.isVisible()
    assert ONLY_FEATURE in plain(card.follows_label.text())
