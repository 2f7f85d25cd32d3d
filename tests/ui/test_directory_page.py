"""The Memory directory lists where Memory lives, with counts that leave out suggestions."""

import threading

import pytest
from elsewhere import told_elsewhere
from fake_catalog import UpperCatalog
from PySide6.QtCore import Qt

from app.domain.model import Scope, ScopeRef
from app.ui.bridge import EventBridge
from app.ui.models.directory import DirectoryModel, SubtitleRole
from app.ui.pages.directory_page import DirectoryPage


@pytest.fixture
def bridge(core):
    b = EventBridge(core.bus)
    yield b
    b.close()


@pytest.fixture
def page(qtbot, core, bridge):
    p = DirectoryPage(core, bridge)
    qtbot.addWidget(p)
    p.resize(900, 600)
    p.show()
    qtbot.waitExposed(p)
    return p


def _suggest(core, session_id, content, scope="session"):
    mid = told_elsewhere(
        core,
        core.chat.add_message(session_id, source="user", text=f"From now on: {content.lower()}."),
    ).message.id
    return told_elsewhere(
        core,
        core.proposals.propose_rule(
            session_id,
            kind="constraint",
            scope=scope,
            content=content,
            reason="asked",
            source_event_ids=[mid],
        ),
    ).entry


def _rows(page):
    """Each row as a user reads it: name, where it applies, saved, suggested badge, room."""
    model = page.table.model()
    return [
        (
            model.index(r, 0).data(Qt.ItemDataRole.DisplayRole),
            model.index(r, 0).data(SubtitleRole),
            *tuple(
                model.index(r, c).data(Qt.ItemDataRole.DisplayRole)
                for c in range(1, model.columnCount())
            ),
        )
        for r in range(model.rowCount())
    ]


def _row_of(page, name):
    for r, row in enumerate(_rows(page)):
        if row[0] == name:
            return r
    raise AssertionError(f"{name} not in {_rows(page)}")


def test_rows_show_counts_without_suggestions_and_a_separate_badge(page, core, session):
    """Sessions and Spaces with Memory show saved counts, "N suggested" badges and room used."""
    told_elsewhere(
        core,
        core.chat.add_message(
            session.id, source="user", text="Remember that deploys happen on Fridays."
        ),
    )
    _suggest(core, session.id, "Create a branch for every task")
    _suggest(core, session.id, "Write tests before code")
    _suggest(core, session.id, "Tag every release", scope="space")
    empty_space = told_elsewhere(core, core.chat.create_space("Nothing here"))
    told_elsewhere(core, core.chat.create_session(empty_space.id, title="Quiet"))
    page.reload()
    used = len("Deploys happen on Fridays.")
    assert _rows(page) == [
        ("Personal", "All of your work", "0 saved", "", "0 / 1,500 characters"),
        (
            "Release work",
            "Space (all its Sessions)",
            "0 saved",
            "1 suggested",
            "0 / 2,500 characters",
        ),
        (
            "Sprint",
            "Session in “Release work”",
            "1 saved",
            "2 suggested",
            f"{used} / 4,000 characters",
        ),
    ]
    model = page.table.model()
    assert model.index(2, DirectoryModel.SUGGESTED).data(Qt.ItemDataRole.UserRole + 31) == 2
    assert not page.empty_label.isVisible()


def test_only_personal_means_an_empty_directory_hint(page):
    """With no Memory anywhere, only Personal is listed and the page says why."""
    assert [r[0] for r in _rows(page)] == ["Personal"]
    assert page.empty_label.isVisible()


def test_a_suggestion_from_a_worker_thread_updates_the_directory(qtbot, page, core, session):
    """A rule suggested on another thread shows up as a badge without reload."""
    worker = threading.Thread(
        target=lambda: _suggest(core, session.id, "Create a branch for every task")
    )
    worker.start()
    worker.join()
    qtbot.waitUntil(
        lambda: any(r[0] == "Sprint" and r[3] == "1 suggested" for r in _rows(page)), timeout=3000
    )
    assert _rows(page)[_row_of(page, "Sprint")][2] == "0 saved"


def test_accepting_moves_the_count_from_badge_to_saved(qtbot, page, core, session):
    """After an accept the badge goes away and the saved count grows."""
    entry = _suggest(core, session.id, "Create a branch for every task")
    qtbot.waitUntil(lambda: _rows(page)[_row_of(page, "Sprint")][3] == "1 suggested")
    told_elsewhere(core, core.decisions.accept(entry.id))
    qtbot.waitUntil(lambda: _rows(page)[_row_of(page, "Sprint")][2:4] == ("1 saved", ""))


def test_double_click_on_a_session_asks_to_open_its_memory_page(qtbot, page, core, session):
    """Double-clicking a Session row asks for its Memory page with that Session as context."""
    _suggest(core, session.id, "Create a branch for every task")
    row = _row_of(page, "Sprint")
    rect = page.table.visualRect(page.table.model().index(row, 0))
    with qtbot.waitSignal(page.sig_open_memory_requested, timeout=2000) as blocker:
        qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == [ScopeRef(Scope.SESSION, session.id), session.id]


def test_enter_on_a_space_opens_it_through_its_first_session(qtbot, page, core, session):
    """Enter on a Space row asks for the Space's Memory page, seen from its first Session."""
    told_elsewhere(core, core.chat.create_session(session.space_id, title="Later"))
    _suggest(core, session.id, "Tag every release", scope="space")
    row = _row_of(page, "Release work")
    page.table.setFocus()
    page.table.setCurrentIndex(page.table.model().index(row, 0))
    with qtbot.waitSignal(page.sig_open_memory_requested, timeout=2000) as blocker:
        qtbot.keyClick(page.table, Qt.Key.Key_Return)
    assert blocker.args == [ScopeRef(Scope.SPACE, session.space_id), session.id]


def test_open_button_on_personal_has_no_session(qtbot, page, core):
    """The Open button on Personal asks for the Personal page without a Session."""
    page.table.setCurrentIndex(page.table.model().index(0, 0))
    with qtbot.waitSignal(page.sig_open_memory_requested, timeout=2000) as blocker:
        qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [core.memory.directory()[2].ref, None]


def test_renaming_a_session_updates_its_row(qtbot, page, core, session):
    """A renamed Session shows its new title without reload."""
    _suggest(core, session.id, "Create a branch for every task")
    told_elsewhere(core, core.chat.rename_session(session.id, "Sprint 12"))
    qtbot.waitUntil(lambda: any(r[0] == "Sprint 12" for r in _rows(page)))


def test_accessible_names_and_row_text(page, core, session):
    """The table and the Open button have accessible names; each row reads as one sentence."""
    _suggest(core, session.id, "Create a branch for every task")
    page.reload()
    assert page.table.accessibleName() and page.open_button.accessibleName()
    text = (
        page.table.model()
        .index(_row_of(page, "Sprint"), 0)
        .data(Qt.ItemDataRole.AccessibleTextRole)
    )
    assert text == "Sprint, Session in “Release work”, 0 saved, 1 suggested, 0 / 4,000 characters"


def test_language_switch_retranslates_headers_and_rows(qtbot, page, core, session, monkeypatch):
    """Switching language re-sets the title, the column headers and the row texts."""
    from app import i18n

    monkeypatch.setattr(i18n.gettext, "translation", lambda *args, **kwargs: UpperCatalog())
    try:
        i18n.set_language("de")
        assert page.title_label.text() == "MEMORY DIRECTORY"
        model = page.table.model()
        assert model.headerData(DirectoryModel.NAME, Qt.Orientation.Horizontal) == "NAME"
        assert _rows(page)[0][:2] == ("PERSONAL", "ALL OF YOUR WORK")
    finally:
        monkeypatch.undo()
        i18n.set_language("en")
    assert page.title_label.text() == "Memory directory"


# ---------------------------------------------------------------- search all Memory


def test_searching_finds_entries_of_every_scope_and_says_where_they_live(
    qtbot, core, session, page
):
    """Typed words find saved entries and waiting suggestions of Sessions, Spaces and Personal."""
    from app.ui.models.search import WhereRole

    refs = {sc: core.memory.scope_ref(session.id, sc) for sc in Scope}
    told_elsewhere(
        core,
        core.decisions.add_entry(
            refs[Scope.USER], kind="preference", content="Short answers about deploys"
        ),
    )
    told_elsewhere(
        core,
        core.decisions.add_entry(
            refs[Scope.SPACE], kind="fact", content="Deploys happen on Fridays"
        ),
    )
    _suggest(core, session.id, "Announce every deploy in the channel")
    told_elsewhere(
        core, core.decisions.add_entry(refs[Scope.SESSION], kind="fact", content="Staging is slow")
    )
    qtbot.keyClicks(page.search.field, "DEPLOY")
    model = page.search.model
    rows = {model.index(r).data(): model.index(r).data(WhereRole) for r in range(model.rowCount())}
    assert set(rows) == {
        "Short answers about deploys",
        "Deploys happen on Fridays",
        "Announce every deploy in the channel",
    }
    assert rows["Deploys happen on Fridays"].startswith("Space · Release work")
    assert rows["Short answers about deploys"].startswith("Personal")
    assert (
        rows["Announce every deploy in the channel"] == "Session · Sprint · constraint · suggested"
    )
    assert page.search.count_label.text() == "3 entries found"
    assert not page.table.isVisible()
    qtbot.keyClicks(page.search.field, " fri")  # every word must be there
    assert model.rowCount() == 1
    qtbot.keyClick(page.search.field, Qt.Key.Key_Escape)
    assert page.search.field.text() == "" and page.table.isVisible()


def test_many_matches_are_counted_whole_and_given_to_the_list_as_it_scrolls(
    qtbot, core, session, page
):
    """250 matches: the count says 250 at once, the list holds a first page, and scrolling
    down brings the rest; a key that changes nothing found draws nothing again."""
    space_id = core.chat.get_session(session.id).space_id
    for n in range(5):
        sid = told_elsewhere(core, core.chat.create_session(space_id, title=f"Batch {n}")).id
        ref = core.memory.scope_ref(sid, Scope.SESSION)
        for i in range(50):
            told_elsewhere(
                core, core.decisions.add_entry(ref, kind="fact", content=f"Deploy note {n}-{i}")
            )
    qtbot.keyClicks(page.search.field, "deploy no")
    model = page.search.model
    assert page.search.count_label.text() == "250 entries found"
    assert model.found() == 250 and model.rowCount() == model.PAGE
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    qtbot.keyClick(page.search.field, Qt.Key.Key_T)  # "deploy not": the same entries found
    assert resets == [] and page.search.field.text() == "deploy not"
    qtbot.waitUntil(lambda: page.search.view.isVisible())
    for _ in range(10):
        page.search.view.scrollToBottom()
        qtbot.wait(20)
        if model.rowCount() == 250:
            break
    assert model.rowCount() == 250
    assert {model.index(r).data() for r in range(250)} == {
        f"Deploy note {n}-{i}" for n in range(5) for i in range(50)
    }


def test_enter_on_a_result_opens_its_memory_page_on_that_entry(qtbot, core, session):
    """From the search, Enter opens the scope's Memory page with that entry shown."""
    from app.bootstrap import make_runner
    from app.ui.main_window import MainWindow

    ref = core.memory.scope_ref(session.id, Scope.SPACE)
    entry = told_elsewhere(
        core, core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    )
    window = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core), data_dir=core.data_dir
    )
    qtbot.addWidget(window)
    window.show()
    window.show_directory()
    search = window.directory_page.search
    qtbot.keyClicks(search.field, "fridays")
    qtbot.keyClick(search.field, Qt.Key.Key_Return)
    assert window.pages.currentWidget() is window.memory_page
    assert window.memory_page.scope() == ref
    assert window.memory_page.selected_saved().id == entry.id
