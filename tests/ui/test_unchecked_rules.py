"""A rule edited into words the checker cannot read is no longer checked, and the window says so
(issue 35): "Mindkeep cannot check this rule" with why on its card, on its entry (why in the
row's tooltip), and at the moment of the edit (as it is typed, and in the notice after it is
saved). One question decides it: app.domain.compliance.cannot_check."""

from __future__ import annotations

import pytest
from memory_helpers import RULE, card_of, plain
from PySide6.QtCore import Qt

from app.domain.compliance import cannot_check
from app.domain.compliance.reader import CONDITIONAL, UNREAD
from app.domain.model import Kind
from app.domain.outcomes import EntryUse
from app.ui.models.entries import EntryRole
from app.ui.pages.memory.page import MemoryPage

CANNOT = "Mindkeep cannot check this rule"


def test_the_checker_says_which_rules_it_cannot_read_and_why():
    """A condition or words of no family: cannot check, with why; a readable rule, or an entry
    that is not a rule: nothing to say."""
    assert cannot_check("If the tests fail, stop and ask me", Kind.CONSTRAINT) == CONDITIONAL
    assert cannot_check("Be kind to the reviewers", "preference") == UNREAD
    assert cannot_check("Always answer in French", Kind.CONSTRAINT) is None
    assert cannot_check("Never force-push to main", Kind.CONSTRAINT) is None
    assert cannot_check("Be kind to the reviewers", Kind.FACT) is None


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
    """What an entry's row says of the checker in its meta line ("" when nothing), and the
    tooltip's why."""
    view = page.entries.view
    model = view.model()
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        entry = index.data(EntryRole)
        if entry is not None and entry.content == content:
            meta = view.itemDelegate().meta_text(entry, EntryUse())
            if CANNOT not in meta:
                return ""
            assert meta.endswith(" · " + CANNOT)
            return "drawn"
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
    assert card.check_label.text().startswith(CANNOT + ": it holds only at times")
    qtbot.mouseClick(card.save_button, Qt.MouseButton.LeftButton)
    said = plain(page.notice.label.text())
    assert said.startswith("Saved your wording") and CANNOT in said
    assert _row_says(page, "If the task is big, create a branch for it") == "drawn"


def test_a_suggestion_the_checker_cannot_read_says_so_on_its_card(qtbot, page, propose):
    """A suggested rule of unreadable words says it on its card before any decision."""
    propose("Be kind to the reviewers", text="From now on, be kind to the reviewers.")
    card = card_of(page, "Be kind to the reviewers")
    assert card.check_label.isVisible()
    assert card.check_label.text().startswith(CANNOT + ": its words name nothing")


def test_editing_a_saved_rule_in_the_form_says_so_as_it_is_typed(qtbot, page, core, ref):
    """The entry form says it as the words are typed, and the saved entry's row says it."""
    entry = core.decisions.add_entry(ref, kind="constraint", content="Always answer in French")
    page.refresh()
    assert _row_says(page, "Always answer in French") == ""
    form = page.entries.form
    form.open_for(core.memory.get(entry.id))
    assert not form.check_label.isVisible()
    form.editor.setText("Answer nicely when you can")
    assert form.check_label.isVisible() and form.check_label.text().startswith(CANNOT)
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    assert CANNOT in plain(page.notice.label.text())
    assert _row_says(page, "Answer nicely when you can") == "drawn"
