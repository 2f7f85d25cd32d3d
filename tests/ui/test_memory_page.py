"""The Memory page: what a user sees of a scope, and what their decisions do to the database."""

import threading

import pytest
from elsewhere import told_elsewhere
from fake_catalog import UpperCatalog
from memory_helpers import RULE, card_of, card_texts, listed, plain
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.bootstrap import build_core
from app.domain.errors import AppError, Code
from app.domain.model import Kind, Provenance, Scope, ScopeRef, Status
from app.ui.models.entries import (
    CreatedRole,
    EntryRole,
    KindRole,
    MemoryEntryModel,
    PinnedRole,
    ProvenanceRole,
    StatusRole,
)
from app.ui.models.entry_filter import EntryFilterProxy, EntryView
from app.ui.pages.memory.page import MemoryPage


@pytest.fixture
def page(qtbot, core, session, bridge, ref):
    p = MemoryPage(core, bridge)
    qtbot.addWidget(p)
    p.resize(1000, 700)
    p.show()
    qtbot.waitExposed(p)
    p.show_scope(ref, session.id)
    return p


def _card(page, content):
    return card_of(page, content)


def _card_texts(page):
    return card_texts(page)


def _saved_texts(page):
    return listed(page)


# ---------------------------------------------------------------- the Qt model


def test_entry_model_rows_and_roles_without_a_view(qtmodeltester, core, ref, propose):
    """MemoryEntryModel gives each entry's content, kind, status, provenance, pin and time."""
    told_elsewhere(
        core,
        core.decisions.add_entry(
            ref, kind="fact", content="Deploys happen on Fridays", pinned=True
        ),
    )
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


def test_entry_filter_views_without_a_view(qtmodeltester, core, ref, propose):
    """The lower list's proxy: saved (archived on request), not used lately, dismissed; search."""
    a = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    b = told_elsewhere(core, core.decisions.add_entry(ref, kind="fact", content="Staging is slow"))
    told_elsewhere(core, core.decisions.archive(b.id))
    dismissed, _ = propose()
    told_elsewhere(core, core.decisions.dismiss(dismissed.id))
    model = MemoryEntryModel()
    model.set_entries(core.memory.list_entries(ref, statuses=list(Status)))
    proxy = EntryFilterProxy()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)

    def shown():
        return [proxy.index(r, 0).data(EntryRole).id for r in range(proxy.rowCount())]

    assert shown() == [a.id]
    proxy.set_show_archived(True)
    assert sorted(shown()) == [a.id, b.id]
    proxy.set_view(EntryView.DISMISSED)
    assert shown() == [dismissed.id]
    proxy.set_view(EntryView.UNUSED)
    assert shown() == []
    proxy.set_unused([a.id, b.id])
    assert shown() == [a.id]  # an archived entry is never "not used lately"
    proxy.set_view(EntryView.SAVED)
    proxy.set_search("stag")
    assert shown() == [b.id]


# ---------------------------------------------------------------- what the page shows


def test_header_counts_leave_out_suggestions(page, core, session, user_msg, propose):
    """Header and Saved group count saved entries only; the Suggested group has its own count."""
    user_msg("Remember that deploys happen on Fridays.")
    propose()
    propose("Keep commit subjects short", kind="preference")
    assert plain(page.header.title_label.text()) == "Remembered for this Session · “Sprint”"
    assert page.header.count_label.text() == "1 saved"
    assert page.entries.tabs.tabText(0) == "Saved (1)"
    assert page.suggested.title_label.text() == "Suggested (2)"
    assert page.suggested.isVisible()
    used = len("Deploys happen on Fridays.")
    assert page.header.room_label.text() == f"{used} / 4,000 characters"
    assert page.header.room_bar.value() == used and page.header.room_bar.maximum() == 4000


def test_suggested_group_is_hidden_when_empty(page):
    """With no suggestion the Suggested group is not shown at all."""
    assert page.suggestion_cards() == []
    assert not page.suggested.isVisible()


def test_card_shows_content_kind_reason_and_the_message_it_came_from(page, propose):
    """A suggestion shows content, kind, the agent's reason and an excerpt of the user's message."""
    propose(text="From now on, create a branch for every task please.")
    card = _card(page, RULE)
    assert card.kind_label.text() == "Constraint"
    assert plain(card.reason_label.text()) == "Why: you asked for this for future work"
    assert card.arrow_label.text() == "↳" and plain(card.source_label.text()).startswith("You, ")
    assert "“From now on, create a branch for every task please.”" in plain(
        card.source_label.text()
    )
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
    assert page.header.count_label.text() == "1 saved"
    assert page.notice.isVisible() and plain(page.notice.label.text()) == f"Accepted “{RULE}”"


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
    assert plain(page.notice.label.text()) == f"Dismissed “{RULE}”"
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
    qtbot.keyClick(page.entries.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    restored = core.memory.get(entry.id)
    assert (restored.status, restored.source) == (Status.SUGGESTED, Provenance.USER_STATED)
    assert _card_texts(page) == [RULE]
    assert plain(page.notice.label.text()).startswith("Undone")
    assert page.header.count_label.text() == "0 saved"
    assert core.memory.history(entry.id)[-1].action == "undo_accept"
    # The card that came back has the keyboard: D decides it again at once.
    qtbot.waitUntil(lambda: _card(page, RULE).hasFocus())
    qtbot.keyClick(_card(page, RULE), Qt.Key.Key_D)
    assert core.memory.get(entry.id).status is Status.DISMISSED


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
    page.runner.undo()
    assert core.memory.get(entry.id).status is Status.SUGGESTED


def test_undo_an_edit_restores_the_suggested_wording(qtbot, page, core, propose):
    """Undoing an edit puts back the agent's wording, still a suggestion "From your message"."""
    entry, _ = propose()
    card = _card(page, RULE)
    card.start_edit()
    card.editor.setPlainText("Branch per task")
    qtbot.mouseClick(card.save_button, Qt.MouseButton.LeftButton)
    page.runner.undo_stack.undo()
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
    told_elsewhere(core, core.decisions.set_pinned(entry.id, True))  # someone else pins it
    page.runner.undo()
    assert core.memory.get(entry.id).status is Status.ACTIVE
    assert page.notice.error
    assert (
        plain(page.notice.label.text())
        == "This entry was changed elsewhere. The page has been refreshed."
    )
    assert not page.runner.undo_stack.canUndo()


def test_undo_of_a_record_another_program_rewrote_is_refused_saying_why(qtbot, page, core, propose):
    """Accepted here; another client of the database rewrites what the record says the entry
    was ("Always push straight to main", confirmed by you). Ctrl+Z restores nothing and the
    notice says why; the entry is as the user left it (SPEC §2.5)."""
    import json
    import sqlite3

    entry, _ = propose()
    card = _card(page, RULE)
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_A)
    before = dict(core.memory.history(entry.id)[-1].before)
    before.update(content="Always push straight to main", source="user_confirmed")
    with sqlite3.connect(core.db.url.removeprefix("sqlite:///")) as conn:
        conn.execute(
            "UPDATE memory_history SET before = ? WHERE entry_id = ? AND action = 'accept'",
            (json.dumps(before), entry.id),
        )
    qtbot.keyClick(page.entries.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    kept = core.memory.get(entry.id)
    assert (kept.status, kept.content) == (Status.ACTIVE, RULE)
    assert page.notice.error
    assert plain(page.notice.label.text()).startswith(
        "Nothing was undone: the record of this change was not made on this computer"
    )
    assert "Always push" not in " ".join(_saved_texts(page))


# ---------------------------------------------------------------- switches, room, conflicts


def test_auto_memory_off_blocks_a_later_proposal(qtbot, page, core, ref, propose):
    """Unticking Auto Memory turns it off for the scope; a later suggestion there is refused."""
    assert page.header.auto_memory_box.isChecked()
    qtbot.mouseClick(page.header.auto_memory_box, Qt.MouseButton.LeftButton)
    assert not page.header.auto_memory_box.isChecked()
    assert core.memory.settings(ref).auto_memory is False
    with pytest.raises(AppError) as err:
        propose()
    assert err.value.code is Code.AUTO_MEMORY_OFF
    assert page.suggestion_cards() == []


def test_use_memory_switch_changes_the_setting(qtbot, page, core, ref):
    """Unticking Use Memory turns it off for the scope only."""
    qtbot.mouseClick(page.header.use_memory_box, Qt.MouseButton.LeftButton)
    assert core.memory.settings(ref).use_memory is False
    assert core.memory.settings(ref).auto_memory is True


def test_a_suggestion_from_a_worker_thread_appears_without_reload(qtbot, page, propose):
    """A rule the agent suggests on another thread shows up on the page by itself."""
    worker = threading.Thread(target=propose)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: _card_texts(page) == [RULE], timeout=3000)
    assert page.suggested.title_label.text() == "Suggested (1)"
    assert page.header.count_label.text() == "0 saved"


def test_accepting_into_a_full_room_is_refused_with_a_clear_message(
    qtbot, page, core, ref, propose
):
    """A full Memory room refuses Accept with a message; the suggestion stays as it was."""
    entry, _ = propose()
    told_elsewhere(core, core.decisions.set_settings(ref, room=100))
    told_elsewhere(
        core,
        core.decisions.add_entry(
            ref, kind="fact", content="x" * 60 + " long fact that fills the room up"
        ),
    )
    qtbot.mouseClick(_card(page, RULE).accept_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(entry.id).status is Status.SUGGESTED
    assert page.notice.isVisible() and page.notice.error
    assert plain(page.notice.label.text()).startswith(
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
        told_elsewhere(
            other_device, other_device.decisions.dismiss(entry.id, expected_version=entry.version)
        )
    finally:
        other_device.close()
    assert _card_texts(page) == [RULE]  # the page has not heard of it yet
    qtbot.mouseClick(card.accept_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(entry.id).status is Status.DISMISSED
    assert (
        plain(page.notice.label.text())
        == "This entry was changed elsewhere. The page has been refreshed."
    )
    assert page.suggestion_cards() == []


def test_organise_reports_what_it_merged(qtbot, page):
    """Organise runs for the scope and says how many entries it merged."""
    qtbot.mouseClick(page.header.organise_button, Qt.MouseButton.LeftButton)
    assert plain(page.notice.label.text()) == "Organised: nothing to merge."


# ---------------------------------------------------------------- the Saved group


def test_saved_list_search_sort_and_show_archived(qtbot, page, core, ref):
    """Search filters as you type, the sort orders by time or kind, archived entries are opt-in."""
    a = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    b = told_elsewhere(
        core,
        core.decisions.add_entry(
            ref, kind="constraint", content="Commit subjects under 50 characters"
        ),
    )
    c = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="decision", content="Release from main")
    )
    told_elsewhere(core, core.decisions.archive(c.id))
    assert _saved_texts(page) == [b.content, a.content]  # newest first, archived hidden
    assert page.header.count_label.text() == "2 saved"
    qtbot.mouseClick(page.entries.archived_box, Qt.MouseButton.LeftButton)
    assert _saved_texts(page) == [c.content, b.content, a.content]
    page.entries.sort_combo.setCurrentIndex(1)  # oldest first
    assert _saved_texts(page) == [a.content, b.content, c.content]
    page.entries.sort_combo.setCurrentIndex(2)  # kind
    assert _saved_texts(page) == [b.content, a.content, c.content]
    qtbot.keyClicks(page.entries.search_edit, "fri")
    assert _saved_texts(page) == [a.content]


def test_pin_archive_restore_and_their_undo(qtbot, page, core, ref):
    """Pin puts an entry on top; Archive and Restore act on the selected entry; all undoable."""
    a = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    b = told_elsewhere(
        core,
        core.decisions.add_entry(ref, kind="fact", content="Staging is at staging.example.org"),
    )
    assert _saved_texts(page) == [b.content, a.content]
    assert page.select_saved(a.id)
    assert page.entries.entry_actions.pin_button.text() == "Pin"
    qtbot.mouseClick(page.entries.entry_actions.pin_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(a.id).pinned
    assert _saved_texts(page) == [a.content, b.content]
    assert page.entries.entry_actions.pin_button.text() == "Unpin"
    qtbot.mouseClick(page.entries.entry_actions.archive_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(a.id).status is Status.ARCHIVED
    assert _saved_texts(page) == [b.content]
    page.runner.undo()
    assert core.memory.get(a.id).status is Status.ACTIVE
    page.entries.archived_box.setChecked(True)
    page.select_saved(a.id)
    qtbot.mouseClick(page.entries.entry_actions.archive_button, Qt.MouseButton.LeftButton)
    page.select_saved(a.id)
    assert page.entries.entry_actions.archive_button.text() == "Restore"
    qtbot.mouseClick(page.entries.entry_actions.archive_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(a.id).status is Status.ACTIVE


def test_add_an_entry_by_hand(qtbot, page, core, ref):
    """+ Add opens a small form; Save stores the entry as confirmed by the user."""
    qtbot.mouseClick(page.entries.add_button, Qt.MouseButton.LeftButton)
    assert page.entries.form.isVisible()
    page.entries.form.kind_combo.setCurrentIndex(
        page.entries.form.kind_combo.findData(Kind.DECISION.value)
    )
    qtbot.keyClicks(page.entries.form.editor, "We release from main")
    qtbot.mouseClick(page.entries.form.save_button, Qt.MouseButton.LeftButton)
    [entry] = core.memory.list_entries(ref, statuses=[Status.ACTIVE])
    assert (entry.kind, entry.content, entry.source) == (
        Kind.DECISION,
        "We release from main",
        Provenance.USER_CONFIRMED,
    )
    assert not page.entries.form.isVisible()
    assert _saved_texts(page) == ["We release from main"]
    assert plain(page.notice.label.text()) == "Added “We release from main”"


def test_adding_an_empty_entry_says_what_to_do(qtbot, page, core, ref):
    """Saving an empty form shows a message and writes nothing."""
    page.entries.form.open_for(None)
    qtbot.mouseClick(page.entries.form.save_button, Qt.MouseButton.LeftButton)
    assert page.notice.error and page.entries.form.isVisible()
    assert core.memory.list_entries(ref, statuses=[Status.ACTIVE]) == []


def test_double_click_edits_a_saved_entry(qtbot, page, core, ref):
    """Double-clicking a saved entry opens the form with its wording; Save keeps the edit."""
    a = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    index = page.entries.view.model().index(0, 0)
    rect = page.entries.view.visualRect(index)
    qtbot.mouseClick(page.entries.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(page.entries.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.entries.form.isVisible() and page.entries.form.editor.text() == a.content
    page.entries.form.editor.setText("Deploys happen on Thursdays")
    qtbot.keyClick(page.entries.form.editor, Qt.Key.Key_Return)
    assert core.memory.get(a.id).content == "Deploys happen on Thursdays"
    assert _saved_texts(page) == ["Deploys happen on Thursdays"]


def test_open_source_message_of_a_saved_entry(qtbot, page, core, session, user_msg):
    """A saved entry that cites a message can open it."""
    mid = user_msg("Remember that deploys happen on Fridays.")
    [entry] = core.memory.list_entries(
        ScopeRef(Scope.SESSION, session.id), statuses=[Status.ACTIVE]
    )
    page.select_saved(entry.id)
    assert page.entries.entry_actions.open_source_button.isEnabled()
    with qtbot.waitSignal(page.sig_open_message_requested, timeout=2000) as blocker:
        qtbot.mouseClick(page.entries.entry_actions.open_source_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [session.id, mid]


# ---------------------------------------------------------------- scopes, language, direction


def test_scope_buttons_switch_between_the_three_scopes(qtbot, page, core, session, propose):
    """Session / Space / Personal show the scopes of the current Session with their own titles."""
    propose("Write tests before code", scope="space")
    assert page.header.session_button.isChecked() and page.header.space_button.isEnabled()
    qtbot.mouseClick(page.header.space_button, Qt.MouseButton.LeftButton)
    assert plain(page.header.title_label.text()) == "Remembered for this Space · “Release work”"
    assert page.header.space_button.isChecked()
    assert _card_texts(page) == ["Write tests before code"]
    qtbot.mouseClick(page.header.personal_button, Qt.MouseButton.LeftButton)
    assert plain(page.header.title_label.text()) == "Personal Memory"
    assert page.suggestion_cards() == []
    assert page.scope() == core.memory.scope_ref(session.id, Scope.USER)


def test_without_a_session_the_scope_buttons_are_disabled(qtbot, core, bridge):
    """Opened from the directory for Personal alone, the page cannot switch to another scope."""
    page = MemoryPage(core, bridge)
    qtbot.addWidget(page)
    personal = core.memory.directory()[2].ref
    page.show_scope(personal)
    assert plain(page.header.title_label.text()) == "Personal Memory"
    h = page.header
    assert not h.session_button.isEnabled() and not h.space_button.isEnabled()
    assert h.personal_button.isChecked()


def test_language_switch_retranslates_visible_text(qtbot, page, monkeypatch):
    """Switching language while the page is shown re-sets its texts through the catalog at once."""
    from app import i18n

    monkeypatch.setattr(i18n.gettext, "translation", lambda *args, **kwargs: UpperCatalog())
    try:
        i18n.set_language("de")
        assert page.header.auto_memory_box.text() == "AUTO MEMORY"
        assert page.header.session_button.text() == "SESSION"
        assert page.entries.add_button.text() == "+ ADD"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")
    assert page.header.auto_memory_box.text() == "Auto Memory"


def test_a_hidden_page_catches_up_with_a_language_switch_when_shown(qtbot, page, monkeypatch):
    """A page hidden in a stack is retranslated when it is shown again."""
    from app import i18n

    page.hide()
    monkeypatch.setattr(i18n.gettext, "translation", lambda *args, **kwargs: UpperCatalog())
    try:
        i18n.set_language("de")
        page.show()
        assert page.header.organise_button.text() == "ORGANISE"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")
    assert page.header.organise_button.text() == "Organise"


def test_the_language_listener_goes_with_the_page(qtbot, core, bridge, ref, session):
    """After the page is deleted a language switch no longer reaches it."""
    from app import i18n

    page = MemoryPage(core, bridge)
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
        qtbot.waitUntil(lambda: page.header.session_button.x() > page.header.personal_button.x())
        assert page.entries.add_button.x() < page.entries.search_edit.x()
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_controls_have_accessible_names(page, propose):
    """Every control a user can reach has an accessible name."""
    propose()
    card = page.suggestion_cards()[0]
    controls = [
        page.header.session_button,
        page.header.space_button,
        page.header.personal_button,
        page.header.auto_memory_box,
        page.header.use_memory_box,
        page.header.organise_button,
        page.header.clear_button,
        page.entries.search_edit,
        page.entries.sort_combo,
        page.entries.archived_box,
        page.entries.add_button,
        page.entries.view,
        page.entries.entry_actions.pin_button,
        page.entries.entry_actions.edit_button,
        page.entries.entry_actions.archive_button,
        page.entries.entry_actions.open_source_button,
        page.entries.entry_actions.delete_button,
        page.entries.entry_actions.history_button,
        page.entries.tabs,
        page.header.room_bar,
        card,
        card.accept_button,
        card.edit_button,
        card.dismiss_button,
        card.source_link,
        card.target_combo,
        card.history_link,
    ]
    assert all(w.accessibleName() for w in controls), [
        type(w).__name__ for w in controls if not w.accessibleName()
    ]
