"""A rule edited into words the checker cannot read is no longer checked, and the window says so
(issue 35): on its card, on its entry's row (the reading's whole sentence in the row's
tooltip), and at the moment of the edit (as it is typed, and in the notice after it is saved).
What decides it is the rule's reading (issue 33); the sentence says why ("it holds only
sometimes", "it asks for nothing Mindkeep can see")."""

from __future__ import annotations

import pytest
from elsewhere import told_elsewhere
from memory_helpers import RULE, card_of, plain
from PySide6.QtCore import Qt

from app.domain.model import Kind
from app.services.reading_words import cannot_check_words
from app.ui.delegates.entry_delegate import row_reading
from app.ui.models.entries import EntryRole, ReadingRole
from app.ui.pages.memory.page import MemoryPage

CANNOT = "Mindkeep cannot check this rule"
SOMETIMES = (
    "Mindkeep cannot check this rule: it holds only sometimes (“if …”, “when …”), and a reply "
    "or a call does not show when. It is kept for the agent to read."
)
NOTHING_SEEN = (
    "Mindkeep cannot check this rule: it asks for nothing Mindkeep can see in a reply or a call "
    "(a branch, a folder or file, a language, a command, a tool, a word or a code layout). It is "
    "kept for the agent to read."
)
NOT_CHECKED = "Not checked: kept for the agent to read"


def test_the_window_says_it_of_the_rules_whose_reading_checks_nothing():
    """A condition or words of no family: why it cannot; a readable rule, or an entry that is
    not a rule: nothing to say."""
    assert cannot_check_words("If the tests fail, stop and ask me", Kind.CONSTRAINT) == SOMETIMES
    assert cannot_check_words("Be kind to the reviewers", "preference") == NOTHING_SEEN
    assert cannot_check_words("Always answer in French", Kind.CONSTRAINT) == ""
    assert cannot_check_words("Never force-push to main", Kind.CONSTRAINT) == ""
    assert cannot_check_words("Be kind to the reviewers", Kind.FACT) == ""


@pytest.fixture
def page(qtbot, core, session, bridge, ref):
    p = MemoryPage(core, bridge)
    qtbot.addWidget(p)
    p.resize(1000, 700)
    p.show()
    qtbot.waitExposed(p)
    p.show_scope(ref, session.id)
    return p


def _row_says(page, content: str) -> str:
    """The reading line an entry's row draws ("" for none)."""
    view = page.entries.view
    model = view.model()
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        entry = index.data(EntryRole)
        if entry is not None and entry.content == content:
            return row_reading(entry, index.data(ReadingRole))
    raise AssertionError(f"no row {content!r}")


def test_editing_a_suggestion_into_unreadable_words_says_so_on_the_spot(qtbot, page, core, propose):
    """The card of a readable rule says nothing; typing a condition into its editor says
    "Mindkeep cannot check this rule" and why at once; saved, the notice and the entry's row
    say it too."""
    propose()
    card = card_of(page, RULE)
    assert not card.check_label.isVisible()
    qtbot.mouseClick(card.edit_button, Qt.MouseButton.LeftButton)
    card.editor.setPlainText("If the task is big, create a branch for it")
    assert card.check_label.isVisible()
    assert plain(card.check_label.text()) == SOMETIMES
    assert not card.reading_label.isVisible()  # the suggested words' line gives way to it
    qtbot.mouseClick(card.save_button, Qt.MouseButton.LeftButton)
    said = plain(page.notice.label.text())
    assert said.startswith("Saved your wording") and CANNOT in said
    assert _row_says(page, "If the task is big, create a branch for it") == NOT_CHECKED


def test_a_suggestion_the_checker_cannot_read_says_so_on_its_card(qtbot, page, propose):
    """A suggested rule of unreadable words says it on its card before any decision, once: its
    reading's line."""
    propose("Be kind to the reviewers", text="From now on, be kind to the reviewers.")
    card = card_of(page, "Be kind to the reviewers")
    assert card.reading_label.isVisible()
    assert CANNOT in plain(card.reading_label.text())
    assert not card.check_label.isVisible()


def test_editing_a_saved_rule_in_the_form_says_so_as_it_is_typed(qtbot, page, core, ref):
    """The entry form says it as the words are typed, and the saved entry's row says it."""
    entry = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="constraint", content="Always answer in French")
    )
    page.refresh()
    assert _row_says(page, "Always answer in French").startswith("Checks: ")
    form = page.entries.form
    form.open_for(core.memory.get(entry.id))
    assert form.reading_label.isVisible() and CANNOT not in form.reading_label.text()
    form.editor.setText("Answer nicely when you can")
    assert form.reading_label.isVisible() and plain(form.reading_label.text()) == SOMETIMES
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    assert CANNOT in plain(page.notice.label.text())
    assert _row_says(page, "Answer nicely when you can") == NOT_CHECKED
