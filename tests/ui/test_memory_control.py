"""Issue 13 on the Memory page, full control: an entry's history in the window, the Dismissed list
with Restore, Delete for good and Clear this scope (each asked first), "Not used lately" with
Keep / Edit / Archive, "Used in N replies"; and defect 3 (notices go with their cause)."""

from __future__ import annotations

import pytest
from elsewhere import told_elsewhere
from factories import aged, used_by_a_reply
from fake_catalog import UpperCatalog
from memory_helpers import RULE, card_of, card_texts, listed, plain
from PySide6.QtCore import Qt

from app.domain.model import Scope, Status
from app.i18n import format_date
from app.ui.delegates.entry_delegate import EntryDelegate
from app.ui.models.entries import EntryRole, UseRole
from app.ui.models.entry_filter import EntryView
from app.ui.pages.memory.page import MemoryPage


@pytest.fixture
def page(qtbot, core, session, bridge, ref):
    p = MemoryPage(core, bridge)
    qtbot.addWidget(p)
    p.resize(1100, 760)
    p.show()
    qtbot.waitExposed(p)
    p.show_scope(ref, session.id)
    return p


def _tab(page, view: EntryView) -> int:
    return [EntryView.SAVED, EntryView.UNUSED, EntryView.DISMISSED].index(view)


# ---------------------------------------------------------------- history


def test_history_in_the_window_says_who_what_when_and_from_which_message(
    qtbot, page, core, propose
):
    """History of a suggestion: suggested by the agent from the user's message; after an edit
    and a move, each change is listed with its time, newest first."""
    entry, _mid = propose(RULE, text="From now on, create a branch for every task.")
    card = card_of(page, RULE)
    qtbot.mouseClick(card.history_link, Qt.MouseButton.LeftButton)
    assert page.history.isVisible()
    assert plain(page.history.source_label.text()).startswith("From You, ")
    assert "From now on, create a branch for every task." in plain(page.history.source_label.text())
    assert [plain(x).split(" · ", 1)[1] for x in page.history.lines()] == [
        f"The agent: Suggested “{RULE}”"
    ]
    told_elsewhere(core, core.decisions.edit(entry.id, "Create a branch per task"))
    told_elsewhere(core, core.decisions.move(entry.id, "space"))
    page.refresh()
    lines = [plain(x).split(" · ", 1)[1] for x in page.history.lines()]
    assert lines == [
        "You: Moved · Session → Space",
        f"You: Edited “{RULE}” → “Create a branch per task”",
        f"The agent: Suggested “{RULE}”",
    ]
    with qtbot.waitSignal(page.sig_open_message_requested, timeout=2000):
        qtbot.mouseClick(page.history.source_link, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.history.close_button, Qt.MouseButton.LeftButton)
    assert not page.history.isVisible()


def test_history_of_a_saved_entry_by_keyboard(qtbot, page, core, ref):
    """Select a row, Tab to History, Space: its history opens; an undone change says so."""
    fact = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    told_elsewhere(core, core.decisions.set_pinned(fact.id, True))
    told_elsewhere(core, core.decisions.undo())
    page.refresh()
    page.select_saved(fact.id)
    page.entries.entry_actions.history_button.setFocus()
    qtbot.keyClick(page.entries.entry_actions.history_button, Qt.Key.Key_Space)
    lines = [plain(x).split(" · ", 1)[1] for x in page.history.lines()]
    assert lines == [
        "You: Undone: Pinned",
        "You: Pinned (undone)",
        "You: Added “Deploys happen on Fridays”",
    ]


# ---------------------------------------------------------------- the Dismissed list


def test_the_dismissed_list_and_restore_by_mouse(qtbot, page, core, propose):
    """A dismissed suggestion is listed under Dismissed (1); Restore brings it back to waiting."""
    entry, _ = propose()
    qtbot.mouseClick(card_of(page, RULE).dismiss_button, Qt.MouseButton.LeftButton)
    tabs = page.entries.tabs
    assert tabs.isTabVisible(_tab(page, EntryView.DISMISSED))
    assert plain(tabs.tabText(_tab(page, EntryView.DISMISSED))) == "Dismissed (1)"
    tabs.setCurrentIndex(_tab(page, EntryView.DISMISSED))
    assert listed(page) == [RULE]
    assert (
        not page.entries.entry_actions.pin_button.isVisible()
        and page.entries.entry_actions.restore_button.isVisible()
    )
    page.select_saved(entry.id)
    qtbot.mouseClick(page.entries.entry_actions.restore_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(entry.id).status is Status.SUGGESTED
    assert card_texts(page) == [RULE] and listed(page) == []
    assert plain(page.notice.label.text()) == f"Restored “{RULE}”"


def test_restore_beyond_the_pending_quota_says_why(qtbot, page, core, propose):
    """With five suggestions waiting, a dismissed one cannot come back yet; the notice says so."""
    first, _ = propose("Rule zero")
    told_elsewhere(core, core.decisions.dismiss(first.id))
    for i in range(5):
        propose(f"Rule number {i + 1}")
    page.entries.set_view(EntryView.DISMISSED)
    page.select_saved(first.id)
    page.entries.entry_actions.restore_button.click()
    assert core.memory.get(first.id).status is Status.DISMISSED
    assert plain(page.notice.label.text()).startswith("5 suggestions already wait here.")


# ---------------------------------------------------------------- delete and clear


def test_delete_for_good_asks_first_and_cancel_keeps_it(qtbot, page, core, ref):
    """Delete… asks in the notice line with Cancel focused; Cancel deletes nothing."""
    fact = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    page.select_saved(fact.id)
    qtbot.mouseClick(page.entries.entry_actions.delete_button, Qt.MouseButton.LeftButton)
    assert plain(page.notice.label.text()).startswith(
        "Delete “Deploys happen on Fridays” for good?"
    )
    assert [b.text() for b in page.notice.buttons] == ["Delete for good", "Cancel"]
    assert page.notice.buttons[1].hasFocus()
    qtbot.keyClick(page.notice.buttons[1], Qt.Key.Key_Space)
    assert not page.notice.isVisible() and core.memory.get(fact.id).version == 1


def test_delete_for_good_of_a_dismissed_suggestion(qtbot, page, core, ref, propose):
    """Confirmed: the entry is gone from every list, the record of it stays, and the question
    said its words stay decided (SPEC §2.6 now: a keyed hash of them is kept)."""
    entry, _ = propose()
    told_elsewhere(core, core.decisions.dismiss(entry.id))
    page.refresh()
    page.entries.set_view(EntryView.DISMISSED)
    page.select_saved(entry.id)
    qtbot.mouseClick(page.entries.entry_actions.delete_button, Qt.MouseButton.LeftButton)
    asked = plain(page.notice.label.text())
    assert "Its words stay decided" in asked and "keyed hash" in asked
    qtbot.mouseClick(page.notice.buttons[0], Qt.MouseButton.LeftButton)
    assert core.memory.deletion(entry.id) is not None
    assert plain(page.notice.label.text()) == f"Deleted “{RULE}” for good."
    assert listed(page) == [] and page.notice.action_button.text() != "Undo"


def test_clear_this_scope_asks_first_and_undo_brings_everything_back(
    qtbot, page, core, ref, propose
):
    """Clear… asks; confirmed it archives every saved entry but leaves suggestions; Undo restores."""
    for text in ("Deploys happen on Fridays", "Staging is slow"):
        told_elsewhere(core, core.decisions.add_entry(ref, kind="fact", content=text))
    propose()
    page.refresh()
    qtbot.mouseClick(page.header.clear_button, Qt.MouseButton.LeftButton)
    assert plain(page.notice.label.text()) == (
        "Clear Session: archive its 2 saved entries? Suggestions stay; Undo brings them back."
    )
    qtbot.mouseClick(page.notice.buttons[0], Qt.MouseButton.LeftButton)
    assert core.memory.settings(ref).count == 0 and card_texts(page) == [RULE]
    assert plain(page.notice.label.text()) == "Archived 2 saved entries"
    assert plain(page.header.count_label.text()) == "0 saved"
    qtbot.keyClick(page.entries.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert core.memory.settings(ref).count == 2
    assert plain(page.notice.label.text()) == "Undone: 2 entries are back as they were."


def test_an_undo_that_cannot_be_done_whole_says_which_entry_and_why(
    qtbot, page, core, ref, propose
):
    """Clear, then the agent suggests one of the cleared words: Ctrl+Z brings nothing back and
    the notice names the entry that could not come back, and why."""
    for text in ("Use tabs", "Sign commits"):
        told_elsewhere(core, core.decisions.add_entry(ref, kind="fact", content=text))
    page.refresh()
    qtbot.mouseClick(page.header.clear_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.notice.buttons[0], Qt.MouseButton.LeftButton)
    propose("use tabs")
    qtbot.waitUntil(lambda: "use tabs" in card_texts(page))
    qtbot.keyClick(page.entries.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    said = plain(page.notice.label.text())
    assert said.startswith("Nothing was undone: “Use tabs” could not be brought back."), said
    assert "The same words are already saved here." in said
    assert core.memory.settings(ref).count == 0


def test_a_suggestion_written_after_untrusted_content_says_so_on_its_card(
    qtbot, page, core, session, user_msg
):
    """The card of a note the agent wrote after reading a web page says so, with the event."""
    page_id = user_msg("The API moved to /v2", source="web")
    from app.domain.memory.taint import tainted_by

    told_elsewhere(
        core,
        core.proposals.save_agent_note(
            session.id,
            kind="fact",
            content="The API is at /v2",
            written_after=tainted_by("web", [page_id]),
        ),
    )
    qtbot.waitUntil(lambda: "The API is at /v2" in card_texts(page))
    card = card_of(page, "The API is at /v2")
    assert plain(card.taint_label.text()) == f"Written after reading a web page · event {page_id}"
    assert card.taint_label.isVisible()
    plain_card = card_of(page, RULE) if RULE in card_texts(page) else None
    assert plain_card is None or not plain_card.taint_label.isVisible()


# ---------------------------------------------------------------- not used lately, use


def test_not_used_lately_offers_old_entries_to_keep_edit_or_archive(
    qtbot, page, core, ref, session
):
    """Entries unused for 60 days are offered in their own group; Keep takes one off the list,
    Archive puts another away; a recently used one is not offered."""
    old = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Staging is slow")
    )
    older = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Prod is in Frankfurt")
    )
    used = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    for e in (old, older, used):
        aged(core, e.id, 90)
    used_by_a_reply(core, session.id, used.id, days_ago=2)
    page.refresh()
    tabs = page.entries.tabs
    index = _tab(page, EntryView.UNUSED)
    assert tabs.isTabVisible(index) and plain(tabs.tabText(index)) == "Not used lately (2)"
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(index).center())
    assert sorted(listed(page)) == ["Prod is in Frankfurt", "Staging is slow"]
    assert {b for b in page.entries.entry_actions.action_buttons() if b.isVisible()} == {
        page.entries.entry_actions.keep_button,
        page.entries.entry_actions.edit_button,
        page.entries.entry_actions.archive_button,
        page.entries.entry_actions.history_button,
    }
    page.select_saved(old.id)
    qtbot.mouseClick(page.entries.entry_actions.keep_button, Qt.MouseButton.LeftButton)
    assert (
        listed(page) == ["Prod is in Frankfurt"] and core.memory.get(old.id).status is Status.ACTIVE
    )
    page.select_saved(older.id)
    qtbot.mouseClick(page.entries.entry_actions.archive_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(older.id).status is Status.ARCHIVED and listed(page) == []


def test_the_number_of_days_is_the_users_setting(qtbot, page, core, ref):
    """With the setting at 30 days an entry unused for 40 is offered; at 60 it is not."""
    fact = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Staging is slow")
    )
    aged(core, fact.id, 40)
    page.refresh()
    assert not page.entries.tabs.isTabVisible(_tab(page, EntryView.UNUSED))
    told_elsewhere(core, core.settings.set_unused_days(30))
    page.refresh()
    assert page.entries.tabs.isTabVisible(_tab(page, EntryView.UNUSED))


def test_each_entry_says_how_many_replies_used_it_and_when(qtbot, page, core, ref, session):
    """ "Used in 2 replies · last used <date>" under a used entry; "Not used in a reply yet" else."""
    fact = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    other = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Staging is slow")
    )
    used_by_a_reply(core, session.id, fact.id, days_ago=3)
    used_by_a_reply(core, session.id, fact.id)
    page.refresh()
    today = format_date(core.memory.show(fact.id)[1].last_used_at)
    model = page.entries.view.model()
    lines = {}
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        entry = index.data(EntryRole)
        lines[entry.id] = EntryDelegate.meta_text(entry, index.data(UseRole))
    assert lines[fact.id] == f"Fact · Confirmed by you · Used in 2 replies · last used {today}"
    assert lines[other.id] == "Fact · Confirmed by you · Not used in a reply yet"


# ---------------------------------------------------------------- defect 3: notices


def test_defect_3_a_form_error_goes_when_the_user_types(qtbot, page):
    """ "Write something first." disappears as soon as the user writes."""
    qtbot.mouseClick(page.entries.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.entries.form.save_button, Qt.MouseButton.LeftButton)
    assert page.notice.isVisible() and plain(page.notice.label.text()) == "Write something first."
    qtbot.keyClicks(page.entries.form.editor, "D")
    assert not page.notice.isVisible()


def test_defect_3_notices_go_when_the_page_changes_not_on_a_language_switch(
    qtbot, page, core, session, monkeypatch
):
    """A notice stays through a language switch on the page (retranslated), and goes when the
    user leaves the page or shows another scope."""
    from app import i18n

    page.entries.form.open_for(None)
    page.entries.form.save_button.click()
    monkeypatch.setattr(i18n.gettext, "translation", lambda *a, **k: UpperCatalog())
    try:
        i18n.set_language("de")
        assert (
            page.notice.isVisible() and plain(page.notice.label.text()) == "WRITE SOMETHING FIRST."
        )
    finally:
        monkeypatch.undo()
        i18n.set_language("en")
    page.hide()
    page.show()
    assert not page.notice.isVisible()
    page.entries.form.save_button.click()
    assert page.notice.isVisible()
    page.show_scope(core.memory.scope_ref(session.id, Scope.SPACE), session.id)
    assert not page.notice.isVisible()
