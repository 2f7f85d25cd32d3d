"""The Memory page: what a user sees of a scope, and what their decisions do to the database."""

import threading

import pytest
from fake_catalog import UpperCatalog
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.bootstrap import build_core
from app.domain.errors import AppError, Code
from app.domain.model import Kind, Provenance, Scope, ScopeRef, Status
from app.ui.bridge import EventBridge
from app.ui.memory_page import MemoryPage
from app.ui.models import (
    CreatedRole,
    EntryRole,
    KindRole,
    MemoryEntryModel,
    PinnedRole,
    ProvenanceRole,
    StatusRole,
)

RULE = "Create a branch for every task"


@pytest.fixture
def bridge(core):
    b = EventBridge(core.bus)
    yield b
    b.close()


@pytest.fixture
def ref(session):
    return ScopeRef(Scope.SESSION, session.id)


@pytest.fixture
def propose(core, session, user_msg):
    """Suggest a rule citing a new user message; returns (entry, message id)."""

    def make(content=RULE, *, scope="session", kind="constraint", text=None):
        mid = user_msg(text or f"From now on: {content.lower()}.")
        entry = core.proposals.propose_rule(
            session.id,
            kind=kind,
            scope=scope,
            content=content,
            reason="you asked for this for future work",
            source_event_ids=[mid],
        ).entry
        return entry, mid

    return make


@pytest.fixture
def page(qtbot, core, session, bridge, ref):
    p = MemoryPage(core.memory, core.decisions, core.chat, bridge)
    qtbot.addWidget(p)
    p.resize(1000, 700)
    p.show()
    qtbot.waitExposed(p)
    p.show_scope(ref, session.id)
    return p


def _card(page, content):
    matches = [c for c in page.suggestion_cards() if c.content_label.text() == content]
    assert matches, [c.content_label.text() for c in page.suggestion_cards()]
    return matches[0]


def _card_texts(page):
    return [c.content_label.text() for c in page.suggestion_cards()]


def _saved_texts(page):
    return [e.content for e in page.saved_entries()]


# ---------------------------------------------------------------- the Qt model


def test_entry_model_rows_and_roles_without_a_view(qtmodeltester, core, ref, propose):
    """MemoryEntryModel gives each entry's content, kind, status, provenance, pin and time."""
    core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays", pinned=True)
    propose()
    model = MemoryEntryModel()
    model.set_entries(core.memory.list_entries(ref, statuses=[Status.ACTIVE, Status.SUGGESTED]))
    qtmodeltester.check(model)
    assert model.rowCount() == 2
    first, second = model.index(0), model.index(1)
    assert first.data(Qt.ItemDataRole.DisplayRole) == "Deploys happen on Fridays"
    assert (
        first.data(KindRole),
        first.data(StatusRole),
        first.data(ProvenanceRole),
        first.data(PinnedRole),
    ) == ("fact", "active", "user_confirmed", True)
    assert (second.data(KindRole), second.data(StatusRole), second.data(ProvenanceRole)) == (
        "constraint",
        "suggested",
        "user_stated",
    )
    assert second.data(EntryRole).content == RULE
    assert isinstance(second.data(CreatedRole), float)
    assert model.row_of(second.data(EntryRole).id) == 1


# ---------------------------------------------------------------- what the page shows


def test_header_counts_leave_out_suggestions(page, core, session, user_msg, propose):
    """Header and Saved group count saved entries only; the Suggested group has its own count."""
    user_msg("Remember that deploys happen on Fridays.")
    propose()
    propose("Keep commit subjects short", kind="preference")
    assert page.title_label.text() == "Remembered for this Session · “Sprint”"
    assert page.count_label.text() == "1 saved"
    assert page.saved_label.text() == "Saved (1)"
    assert page.suggested_label.text() == "Suggested (2)"
    assert page.suggested_group.isVisible()
    used = len("Deploys happen on Fridays.")
    assert page.room_label.text() == f"{used} / 4,000 characters"
    assert page.room_bar.value() == used and page.room_bar.maximum() == 4000


def test_suggested_group_is_hidden_when_empty(page):
    """With no suggestion the Suggested group is not shown at all."""
    assert page.suggestion_cards() == []
    assert not page.suggested_group.isVisible()


def test_card_shows_content_kind_reason_and_the_message_it_came_from(page, propose):
    """A suggestion shows content, kind, the agent's reason and an excerpt of the user's message."""
    propose(text="From now on, create a branch for every task please.")
    card = _card(page, RULE)
    assert card.kind_label.text() == "constraint"
    assert card.reason_label.text() == "Why: you asked for this for future work"
    assert card.source_label.text().startswith("↳ You, ")
    assert "“From now on, create a branch for every task please.”" in card.source_label.text()
    assert card.source_link.isVisible() and card.source_link.text() == "Open"
    assert [b.text() for b in (card.accept_button, card.edit_button, card.dismiss_button)] == [
        "Accept (A)",
        "Edit (E)",
        "Dismiss (D)",
    ]


def test_open_link_asks_to_open_the_cited_message(qtbot, page, session, propose):
    """Clicking Open asks the window to open the chat at the cited message of its Session."""
    _entry, mid = propose()
    card = _card(page, RULE)
    with qtbot.waitSignal(page.sig_open_message_requested, timeout=2000) as blocker:
        qtbot.mouseClick(card.source_link, Qt.MouseButton.LeftButton)
    assert blocker.args == [session.id, mid]


# ---------------------------------------------------------------- decisions by mouse


def test_accept_by_mouse_saves_the_rule_from_your_message(qtbot, page, core, propose):
    """Accept: the entry becomes saved Memory and keeps "From your message"."""
    entry, _ = propose()
    qtbot.mouseClick(_card(page, RULE).accept_button, Qt.MouseButton.LeftButton)
    saved = core.memory.get(entry.id)
    assert (saved.status, saved.source) == (Status.ACTIVE, Provenance.USER_STATED)
    assert page.suggestion_cards() == []
    assert RULE in _saved_texts(page)
    assert page.count_label.text() == "1 saved"
    assert page.notice.isVisible() and page.notice_label.text() == f"Accepted “{RULE}”"


def test_edit_by_mouse_saves_your_wording_as_confirmed(qtbot, page, core, propose):
    """Edit: the inline editor saves the user's wording, active and "Confirmed by you"."""
    entry, _ = propose()
    card = _card(page, RULE)
    qtbot.mouseClick(card.edit_button, Qt.MouseButton.LeftButton)
    assert card.editor.isVisible() and card.editor.toPlainText() == RULE
    card.editor.setPlainText("Create a git branch for each task")
    qtbot.mouseClick(card.save_button, Qt.MouseButton.LeftButton)
    saved = core.memory.get(entry.id)
    assert (saved.status, saved.source, saved.content) == (
        Status.ACTIVE,
        Provenance.USER_CONFIRMED,
        "Create a git branch for each task",
    )
    assert _saved_texts(page) == ["Create a git branch for each task"]


def test_edit_cancel_changes_nothing(qtbot, page, core, propose):
    """Cancel closes the editor and leaves the suggestion as it was."""
    entry, _ = propose()
    card = _card(page, RULE)
    qtbot.mouseClick(card.edit_button, Qt.MouseButton.LeftButton)
    card.editor.setPlainText("something else")
    qtbot.mouseClick(card.cancel_button, Qt.MouseButton.LeftButton)
    assert not card.editor.isVisible() and card.accept_button.isVisible()
    assert core.memory.get(entry.id).status is Status.SUGGESTED


def test_dismiss_by_mouse_and_the_rule_is_not_suggested_again(qtbot, page, core, propose):
    """Dismiss: status dismissed, and the same words cannot be suggested again in that scope."""
    entry, _mid = propose()
    qtbot.mouseClick(_card(page, RULE).dismiss_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(entry.id).status is Status.DISMISSED
    assert page.suggestion_cards() == [] and _saved_texts(page) == []
    assert page.notice_label.text() == f"Dismissed “{RULE}”"
    with pytest.raises(AppError) as err:
        propose()
    assert err.value.code is Code.DISMISSED_BEFORE


# ---------------------------------------------------------------- decisions by keyboard


def test_keyboard_a_e_d_and_arrows_act_on_the_focused_card(qtbot, page, core, propose):
    """With a card focused: A accepts, D dismisses, E edits (Enter saves), arrows move."""
    first, _ = propose("Create a branch for every task")
    second, _ = propose("Write tests before code")
    third, _ = propose("Use short commit subjects", kind="preference")
    cards = page.suggestion_cards()
    assert _card_texts(page) == [first.content, second.content, third.content]

    cards[0].setFocus()
    qtbot.waitUntil(lambda: cards[0].hasFocus())
    qtbot.keyClick(cards[0], Qt.Key.Key_Down)
    assert cards[1].hasFocus()
    qtbot.keyClick(cards[1], Qt.Key.Key_Up)
    assert cards[0].hasFocus()

    qtbot.keyClick(cards[0], Qt.Key.Key_A)
    assert core.memory.get(first.id).status is Status.ACTIVE
    # The keyboard stays on the Suggested group: the next card has the focus.
    focused = next(c for c in page.suggestion_cards() if c.hasFocus())
    assert focused.content_label.text() == second.content

    qtbot.keyClick(focused, Qt.Key.Key_D)
    assert core.memory.get(second.id).status is Status.DISMISSED

    last = page.suggestion_cards()[0]
    assert last.hasFocus()
    qtbot.keyClick(last, Qt.Key.Key_E)
    assert last.editor.hasFocus()
    last.editor.selectAll()
    qtbot.keyClicks(last.editor, "Short commit subjects")
    qtbot.keyClick(last.editor, Qt.Key.Key_Return)
    edited = core.memory.get(third.id)
    assert (edited.status, edited.source, edited.content) == (
        Status.ACTIVE,
        Provenance.USER_CONFIRMED,
        "Short commit subjects",
    )
    assert page.suggestion_cards() == []


def test_escape_in_the_card_editor_cancels(qtbot, page, core, propose):
    """Esc closes the inline editor without saving; the card gets the focus back."""
    entry, _ = propose()
    card = _card(page, RULE)
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_E)
    qtbot.keyClicks(card.editor, "xyz")
    qtbot.keyClick(card.editor, Qt.Key.Key_Escape)
    assert not card.is_editing() and card.hasFocus()
    assert core.memory.get(entry.id).status is Status.SUGGESTED


# ---------------------------------------------------------------- undo


def test_ctrl_z_undoes_an_accept(qtbot, page, core, propose):
    """Ctrl+Z right after accepting brings the suggestion back, and the page says "Undone"."""
    entry, _ = propose()
    card = _card(page, RULE)
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_A)
    assert core.memory.get(entry.id).status is Status.ACTIVE
    qtbot.keyClick(page.saved_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    restored = core.memory.get(entry.id)
    assert (restored.status, restored.source) == (Status.SUGGESTED, Provenance.USER_STATED)
    assert _card_texts(page) == [RULE]
    assert page.notice_label.text().startswith("Undone")
    assert page.count_label.text() == "0 saved"
    assert core.memory.history(entry.id)[-1].action == "undo_accept"


def test_undo_button_in_the_notice_undoes_a_dismiss_and_redo_repeats_it(qtbot, page, core, propose):
    """The notice's Undo button restores a dismissed suggestion; Redo dismisses it again."""
    entry, _ = propose()
    qtbot.mouseClick(_card(page, RULE).dismiss_button, Qt.MouseButton.LeftButton)
    button = page.notice.action_button
    assert button.isVisible() and button.text() == "Undo"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert core.memory.get(entry.id).status is Status.SUGGESTED
    assert _card_texts(page) == [RULE]
    assert button.text() == "Redo"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert core.memory.get(entry.id).status is Status.DISMISSED
    assert page.suggestion_cards() == []
    # and undo again works with the new history event
    page.undo()
    assert core.memory.get(entry.id).status is Status.SUGGESTED


def test_undo_an_edit_restores_the_suggested_wording(qtbot, page, core, propose):
    """Undoing an edit puts back the agent's wording, still a suggestion "From your message"."""
    entry, _ = propose()
    card = _card(page, RULE)
    card.start_edit()
    card.editor.setPlainText("Branch per task")
    qtbot.mouseClick(card.save_button, Qt.MouseButton.LeftButton)
    page.undo_stack.undo()
    back = core.memory.get(entry.id)
    assert (back.status, back.content, back.source) == (
        Status.SUGGESTED,
        RULE,
        Provenance.USER_STATED,
    )


def test_undo_after_a_change_elsewhere_says_so_instead_of_crashing(qtbot, page, core, propose):
    """If the entry changed after the decision, Undo says so and leaves the other change alone."""
    entry, _ = propose()
    qtbot.mouseClick(_card(page, RULE).accept_button, Qt.MouseButton.LeftButton)
    core.decisions.set_pinned(entry.id, True)  # someone else pins it
    page.undo()
    assert core.memory.get(entry.id).status is Status.ACTIVE
    assert page.notice.error
    assert (
        page.notice_label.text() == "This entry was changed elsewhere. The page has been refreshed."
    )
    assert not page.undo_stack.canUndo()


# ---------------------------------------------------------------- switches, room, conflicts


def test_auto_memory_off_blocks_a_later_proposal(qtbot, page, core, ref, propose):
    """Unticking Auto Memory turns it off for the scope; a later suggestion there is refused."""
    assert page.auto_memory_box.isChecked()
    qtbot.mouseClick(page.auto_memory_box, Qt.MouseButton.LeftButton)
    assert not page.auto_memory_box.isChecked()
    assert core.memory.settings(ref).auto_memory is False
    with pytest.raises(AppError) as err:
        propose()
    assert err.value.code is Code.AUTO_MEMORY_OFF
    assert page.suggestion_cards() == []


def test_use_memory_switch_changes_the_setting(qtbot, page, core, ref):
    """Unticking Use Memory turns it off for the scope only."""
    qtbot.mouseClick(page.use_memory_box, Qt.MouseButton.LeftButton)
    assert core.memory.settings(ref).use_memory is False
    assert core.memory.settings(ref).auto_memory is True


def test_a_suggestion_from_a_worker_thread_appears_without_reload(qtbot, page, propose):
    """A rule the agent suggests on another thread shows up on the page by itself."""
    worker = threading.Thread(target=propose)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: _card_texts(page) == [RULE], timeout=3000)
    assert page.suggested_label.text() == "Suggested (1)"
    assert page.count_label.text() == "0 saved"


def test_accepting_into_a_full_room_is_refused_with_a_clear_message(
    qtbot, page, core, ref, propose
):
    """A full Memory room refuses Accept with a message; the suggestion stays as it was."""
    entry, _ = propose()
    core.decisions.set_settings(ref, room=100)
    core.decisions.add_entry(ref, kind="fact", content="x" * 60 + " long fact that fills the room up")
    qtbot.mouseClick(_card(page, RULE).accept_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(entry.id).status is Status.SUGGESTED
    assert page.notice.isVisible() and page.notice.error
    assert page.notice_label.text().startswith(
        "Memory room is full: 93 of 100 characters are used."
    )
    assert _card_texts(page) == [RULE]


def test_a_conflicting_change_elsewhere_is_shown_and_the_page_refreshed(
    qtbot, page, core, db_url, propose
):
    """A decision taken on another device first wins; Accept here says the entry changed."""
    entry, _ = propose()
    card = _card(page, RULE)
    other_device = build_core(db_url)  # same database, its own event bus: this page hears nothing
    try:
        other_device.decisions.dismiss(entry.id, expected_version=entry.version)
    finally:
        other_device.close()
    assert _card_texts(page) == [RULE]  # the page has not heard of it yet
    qtbot.mouseClick(card.accept_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(entry.id).status is Status.DISMISSED
    assert (
        page.notice_label.text() == "This entry was changed elsewhere. The page has been refreshed."
    )
    assert page.suggestion_cards() == []


def test_organise_reports_what_it_merged(qtbot, page):
    """Organise runs for the scope and says how many entries it merged."""
    qtbot.mouseClick(page.organise_button, Qt.MouseButton.LeftButton)
    assert page.notice_label.text() == "Organised: nothing to merge."


# ---------------------------------------------------------------- the Saved group


def test_saved_list_search_sort_and_show_archived(qtbot, page, core, ref):
    """Search filters as you type, the sort orders by time or kind, archived entries are opt-in."""
    a = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    b = core.decisions.add_entry(ref, kind="constraint", content="Commit subjects under 50 characters")
    c = core.decisions.add_entry(ref, kind="decision", content="Release from main")
    core.decisions.archive(c.id)
    assert _saved_texts(page) == [b.content, a.content]  # newest first, archived hidden
    assert page.count_label.text() == "2 saved"
    qtbot.mouseClick(page.archived_box, Qt.MouseButton.LeftButton)
    assert _saved_texts(page) == [c.content, b.content, a.content]
    page.sort_combo.setCurrentIndex(1)  # oldest first
    assert _saved_texts(page) == [a.content, b.content, c.content]
    page.sort_combo.setCurrentIndex(2)  # kind
    assert _saved_texts(page) == [b.content, a.content, c.content]
    qtbot.keyClicks(page.search_edit, "fri")
    assert _saved_texts(page) == [a.content]


def test_pin_archive_restore_and_their_undo(qtbot, page, core, ref):
    """Pin puts an entry on top; Archive and Restore act on the selected entry; all undoable."""
    a = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    b = core.decisions.add_entry(ref, kind="fact", content="Staging is at staging.example.org")
    assert _saved_texts(page) == [b.content, a.content]
    assert page.select_saved(a.id)
    assert page.pin_button.text() == "Pin"
    qtbot.mouseClick(page.pin_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(a.id).pinned
    assert _saved_texts(page) == [a.content, b.content]
    assert page.pin_button.text() == "Unpin"
    qtbot.mouseClick(page.archive_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(a.id).status is Status.ARCHIVED
    assert _saved_texts(page) == [b.content]
    page.undo()
    assert core.memory.get(a.id).status is Status.ACTIVE
    page.archived_box.setChecked(True)
    page.select_saved(a.id)
    qtbot.mouseClick(page.archive_button, Qt.MouseButton.LeftButton)
    page.select_saved(a.id)
    assert page.archive_button.text() == "Restore"
    qtbot.mouseClick(page.archive_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(a.id).status is Status.ACTIVE


def test_add_an_entry_by_hand(qtbot, page, core, ref):
    """+ Add opens a small form; Save stores the entry as confirmed by the user."""
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert page.entry_form.isVisible()
    page.kind_combo.setCurrentIndex(page.kind_combo.findData(Kind.DECISION.value))
    qtbot.keyClicks(page.entry_text, "We release from main")
    qtbot.mouseClick(page.form_save_button, Qt.MouseButton.LeftButton)
    [entry] = core.memory.list_entries(ref, statuses=[Status.ACTIVE])
    assert (entry.kind, entry.content, entry.source) == (
        Kind.DECISION,
        "We release from main",
        Provenance.USER_CONFIRMED,
    )
    assert not page.entry_form.isVisible()
    assert _saved_texts(page) == ["We release from main"]
    assert page.notice_label.text() == "Added “We release from main”"


def test_adding_an_empty_entry_says_what_to_do(qtbot, page, core, ref):
    """Saving an empty form shows a message and writes nothing."""
    page.open_form(None)
    qtbot.mouseClick(page.form_save_button, Qt.MouseButton.LeftButton)
    assert page.notice.error and page.entry_form.isVisible()
    assert core.memory.list_entries(ref, statuses=[Status.ACTIVE]) == []


def test_double_click_edits_a_saved_entry(qtbot, page, core, ref):
    """Double-clicking a saved entry opens the form with its wording; Save keeps the edit."""
    a = core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    index = page.saved_view.model().index(0, 0)
    rect = page.saved_view.visualRect(index)
    qtbot.mouseClick(page.saved_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(page.saved_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.entry_form.isVisible() and page.entry_text.text() == a.content
    page.entry_text.setText("Deploys happen on Thursdays")
    qtbot.keyClick(page.entry_text, Qt.Key.Key_Return)
    assert core.memory.get(a.id).content == "Deploys happen on Thursdays"
    assert _saved_texts(page) == ["Deploys happen on Thursdays"]


def test_open_source_message_of_a_saved_entry(qtbot, page, core, session, user_msg):
    """A saved entry that cites a message can open it."""
    mid = user_msg("Remember that deploys happen on Fridays.")
    [entry] = core.memory.list_entries(
        ScopeRef(Scope.SESSION, session.id), statuses=[Status.ACTIVE]
    )
    page.select_saved(entry.id)
    assert page.open_source_button.isEnabled()
    with qtbot.waitSignal(page.sig_open_message_requested, timeout=2000) as blocker:
        qtbot.mouseClick(page.open_source_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [session.id, mid]


# ---------------------------------------------------------------- scopes, language, direction


def test_scope_buttons_switch_between_the_three_scopes(qtbot, page, core, session, propose):
    """Session / Space / Personal show the scopes of the current Session with their own titles."""
    propose("Write tests before code", scope="space")
    assert page.session_button.isChecked() and page.space_button.isEnabled()
    qtbot.mouseClick(page.space_button, Qt.MouseButton.LeftButton)
    assert page.title_label.text() == "Remembered for this Space · “Release work”"
    assert page.space_button.isChecked()
    assert _card_texts(page) == ["Write tests before code"]
    qtbot.mouseClick(page.personal_button, Qt.MouseButton.LeftButton)
    assert page.title_label.text() == "Personal Memory"
    assert page.suggestion_cards() == []
    assert page.scope() == core.memory.scope_ref(session.id, Scope.USER)


def test_without_a_session_the_scope_buttons_are_disabled(qtbot, core, bridge):
    """Opened from the directory for Personal alone, the page cannot switch scopes."""
    page = MemoryPage(core.memory, core.decisions, core.chat, bridge)
    qtbot.addWidget(page)
    personal = core.memory.directory()[2].ref
    page.show_scope(personal)
    assert page.title_label.text() == "Personal Memory"
    assert not any(
        b.isEnabled() for b in (page.session_button, page.space_button, page.personal_button)
    )


def test_directory_button_asks_for_the_directory(qtbot, page):
    """The Directory button asks the window to show the Memory directory."""
    with qtbot.waitSignal(page.sig_directory_requested, timeout=2000):
        qtbot.mouseClick(page.directory_button, Qt.MouseButton.LeftButton)


def test_language_switch_retranslates_visible_text(qtbot, page, monkeypatch):
    """Switching language while the page is shown re-sets its texts through the catalog at once."""
    from app import i18n


    monkeypatch.setattr(i18n.gettext, "translation", lambda *args, **kwargs: UpperCatalog())
    try:
        i18n.set_language("de")
        assert page.auto_memory_box.text() == "AUTO MEMORY"
        assert page.session_button.text() == "SESSION"
        assert page.directory_button.text() == "DIRECTORY"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")
    assert page.auto_memory_box.text() == "Auto Memory"


def test_a_hidden_page_catches_up_with_a_language_switch_when_shown(qtbot, page, monkeypatch):
    """A page hidden in a stack is retranslated when it is shown again."""
    from app import i18n


    page.hide()
    monkeypatch.setattr(i18n.gettext, "translation", lambda *args, **kwargs: UpperCatalog())
    try:
        i18n.set_language("de")
        page.show()
        assert page.organise_button.text() == "ORGANISE"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")
    assert page.organise_button.text() == "Organise"


def test_the_language_listener_goes_with_the_page(qtbot, core, bridge, ref, session):
    """After the page is deleted a language switch no longer reaches it."""
    from app import i18n

    page = MemoryPage(core.memory, core.decisions, core.chat, bridge)
    page.show_scope(ref, session.id)
    page.show()
    page.deleteLater()
    qtbot.waitUntil(lambda: not _alive(page))
    i18n.set_language("de")  # must not touch the deleted page
    i18n.set_language("en")


def _alive(widget) -> bool:
    from shiboken6 import isValid

    return isValid(widget)


def test_right_to_left_mirrors_the_page(qtbot, page):
    """With a right-to-left layout the scope buttons run from the right edge."""
    app = QApplication.instance()
    try:
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        qtbot.waitUntil(lambda: page.layoutDirection() == Qt.LayoutDirection.RightToLeft)
        page.layout().activate()
        qtbot.waitUntil(lambda: page.session_button.x() > page.personal_button.x())
        assert page.directory_button.x() < page.session_button.x()
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_controls_have_accessible_names(page, propose):
    """Every control a user can reach has an accessible name."""
    propose()
    card = page.suggestion_cards()[0]
    controls = [
        page.session_button,
        page.space_button,
        page.personal_button,
        page.directory_button,
        page.auto_memory_box,
        page.use_memory_box,
        page.organise_button,
        page.search_edit,
        page.sort_combo,
        page.archived_box,
        page.add_button,
        page.saved_view,
        page.pin_button,
        page.edit_saved_button,
        page.archive_button,
        page.open_source_button,
        page.room_bar,
        card,
        card.accept_button,
        card.edit_button,
        card.dismiss_button,
        card.source_link,
    ]
    assert all(w.accessibleName() for w in controls), [
        type(w).__name__ for w in controls if not w.accessibleName()
    ]
