"""Other agents in the window (SPEC §10), with pytest-qt: Settings → Agents connects Claude Code
on a fresh home folder; an agent's external Session shows what it typed ("You, in Claude
Code"), what was blocked and why; a rule's row counts each agent ("Claude Code 1 of 1 · Codex 0
of 1") and its Other agents menu sets Block / Remind / Off; an action that ran unchecked is
said on the notice line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from chat_helpers import click_link, rows
from elsewhere import told_elsewhere
from PySide6.QtCore import Qt

from app.domain.agents import names
from app.domain.agents.events import read_event
from app.domain.model import Scope, ScopeRef
from app.ui.delegates.entry_delegate import EntryDelegate, record_text
from app.ui.dialogs.settings import SettingsDialog
from app.ui.main_window import MainWindow
from app.ui.models.entries import EnforcementRole, EntryRole, RecordRole, UseRole

WAIT = 30000
PUSH = "touch MARK; git push origin main"


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    return home


@pytest.fixture
def project(core, tmp_path):
    folder = tmp_path / "shop"
    folder.mkdir()
    space = told_elsewhere(core, core.chat.create_space("Shop"))
    told_elsewhere(core, core.external.bind(space.id, folder))
    rule = told_elsewhere(
        core,
        core.decisions.add_entry(
            ScopeRef(Scope.SPACE, space.id), kind="constraint", content="Never push to main"
        ),
    )
    return str(folder), space, rule


def _window(qtbot, core):
    w = MainWindow(core, data_dir=core.data_dir)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def _agents_shown(tab) -> dict[str, str]:
    tree = tab.tree
    return {
        tree.topLevelItem(i).text(0): tree.topLevelItem(i).text(1)
        for i in range(tree.topLevelItemCount())
    }


def test_settings_agents_connects_claude_code_on_a_fresh_home(qtbot, core, home):
    """The tab lists the six agents; Connect writes Claude Code's files and says so (created,
    on a fresh home); the row reads connected; Disconnect takes it out again."""
    dlg = SettingsDialog(core, core.data_dir, None)
    qtbot.addWidget(dlg)
    dlg.show()
    tab = dlg.agents_tab
    dlg.tabs.setCurrentIndex(4)
    assert dlg.tabs.tabText(4) == "Agents"
    qtbot.waitUntil(lambda: tab._listed and not tab._busy, timeout=WAIT)
    assert list(_agents_shown(tab)) == list(names.CLIENTS.values())
    assert _agents_shown(tab)["Claude Code"] == "Not found on this computer"
    tab.tree.setCurrentItem(tab.tree.topLevelItem(0))
    assert tab.connect_button.isEnabled() and not tab.disconnect_button.isEnabled()
    qtbot.mouseClick(tab.connect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: "Connected Claude Code." in tab.status_label.text() and not tab._busy, timeout=WAIT
    )
    # On a fresh home both files are new, and said so (a file that was there reads "Changed").
    assert f"Created \u2066{home / '.claude.json'}\u2069" in tab.status_label.text()
    settings = json.loads((home / ".claude" / "settings.json").read_text())
    assert settings["hooks"]["PreToolUse"][0]["hooks"][0]["tool"] == "check_action"
    assert json.loads((home / ".claude.json").read_text())["mcpServers"]["mindkeep"]
    assert _agents_shown(tab)["Claude Code"].startswith("Connected")
    tab.tree.setCurrentItem(tab.tree.topLevelItem(0))
    tab.on_disconnect_clicked()
    qtbot.waitUntil(
        lambda: "Disconnected Claude Code" in tab.status_label.text() and not tab._busy,
        timeout=WAIT,
    )
    assert not (home / ".claude").exists() and not (home / ".claude.json").exists()


def test_an_agents_session_shows_what_was_typed_and_what_was_blocked(qtbot, core, project):
    """The external Session: the captured prompt with its badge, the blocked push with why."""
    folder, space, _rule = project
    told_elsewhere(
        core,
        core.hooks.handle(
            read_event("claude-code", names.PROMPT, {"cwd": folder, "prompt": "Ship the fix."})
        ),
    )
    told_elsewhere(
        core,
        core.hooks.handle(
            read_event(
                "claude-code",
                names.PRE_TOOL,
                {"cwd": folder, "tool_name": "Bash", "tool_input": {"command": PUSH}},
            )
        ),
    )
    (session,) = [s for s in core.chat.list_sessions(space.id) if s.external]
    window = _window(qtbot, core)
    window.select_session(session.id)
    qtbot.waitUntil(lambda: len(rows(window)) == 2, timeout=WAIT)
    (typed, blocked) = rows(window)
    assert typed == ("captured", "Ship the fix.")
    page = window.chat_page
    spoken = page.model.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken.startswith("You, in Claude Code: ")
    assert blocked[0] == "tool"
    assert f"Blocked in Claude Code before it ran: \u2066{PUSH}\u2069" in blocked[1]
    assert "1 rule may be broken ▸" in blocked[1]  # its receipt: why, one click away
    click_link(qtbot, window, 1, "1 rule may be broken")
    assert "Never push to main" in rows(window)[1][1]


def test_a_rules_row_counts_each_agent_and_its_other_agents_choice(qtbot, core, project):
    """ "Followed 1 of 2 times · Claude Code 1 of 1 · Codex 0 of 1"; Other agents → Remind is
    kept and said on the row."""
    folder, space, rule = project
    told_elsewhere(
        core,
        core.hooks.handle(
            read_event(
                "claude-code",
                names.POST_TOOL,
                {
                    "cwd": folder,
                    "tool_name": "Bash",
                    "tool_input": {"command": "git push origin feat"},
                },
            )
        ),
    )
    told_elsewhere(
        core,
        core.hooks.handle(
            read_event(
                "codex",
                names.PRE_TOOL,
                {"cwd": folder, "tool_name": "Bash", "tool_input": {"command": PUSH}},
            )
        ),
    )
    window = _window(qtbot, core)
    window.show_memory(ScopeRef(Scope.SPACE, space.id))
    entries = window.memory_page.entries

    def row(entry_id):
        for r in range(entries.proxy.rowCount()):
            index = entries.proxy.index(r, 0)
            if index.data(EntryRole).id == entry_id:
                return index
        raise AssertionError(entry_id)

    qtbot.waitUntil(lambda: entries.proxy.rowCount() == 1, timeout=WAIT)
    # The agents' names isolated (bidi), so an Arabic window keeps "Claude Code 9 of 9" in order.
    assert record_text(row(rule.id).data(RecordRole)).startswith(
        "Followed 1 of 2 times · \u2068Claude Code\u2069 1 of 1 · \u2068Codex\u2069 0 of 1 · last broken"
    )
    window.memory_page.select_saved(rule.id)
    assert (
        entries.entry_actions.agents_button.isVisible()
        and entries.entry_actions.agents_button.text() == "Other agents"
    )
    entries.entry_actions.on_agents_menu_about_to_show()
    shown = {mode: act.text() for mode, act in entries.entry_actions.agents_actions.items()}
    assert shown == {"block": "Block (the default for this rule)", "remind": "Remind", "off": "Off"}
    assert entries.entry_actions.agents_actions["block"].isChecked()
    entries.entry_actions.agents_actions["remind"].trigger()
    qtbot.waitUntil(lambda: row(rule.id).data(EnforcementRole) == "remind", timeout=WAIT)
    index = row(rule.id)
    assert "Reminds other agents" in EntryDelegate.meta_text(
        index.data(EntryRole), index.data(UseRole), "remind"
    )
    assert core.hooks.enforcement([rule])[rule.id] == ("remind", False)


def test_a_broken_rules_actions_all_fit_a_1280_window(qtbot, core, project):
    """A saved rule another agent broke offers every action at once (Make it stronger, …, What
    Mindkeep checks…, Other agents): in a 1280-pixel window each is whole and in view, the
    rule's two on its reading's line."""
    folder, space, rule = project
    told_elsewhere(
        core,
        core.hooks.handle(
            read_event(
                "codex",
                names.PRE_TOOL,
                {"cwd": folder, "tool_name": "Bash", "tool_input": {"command": PUSH}},
            )
        ),
    )
    window = _window(qtbot, core)
    window.show_memory(ScopeRef(Scope.SPACE, space.id))
    entries = window.memory_page.entries
    qtbot.waitUntil(lambda: entries.proxy.rowCount() == 1, timeout=WAIT)
    window.memory_page.select_saved(rule.id)
    qtbot.waitUntil(lambda: entries.entry_actions.stronger_button.isVisible(), timeout=WAIT)
    shown = [b for b in entries.entry_actions.action_buttons() if b.isVisible()]
    assert (
        entries.entry_actions.reading_button in shown
        and entries.entry_actions.agents_button in shown
    )
    assert len(shown) >= 10
    right = entries.mapTo(window, entries.rect().topRight()).x()
    for button in shown:
        assert button.width() >= button.sizeHint().width(), button.text()
        assert button.mapTo(window, button.rect().topRight()).x() <= right, button.text()
    assert (
        entries.entry_actions.reading_button.parent()
        is entries.entry_actions.reading_label.parent()
    )


def test_the_other_agents_default_is_the_rules_reading(qtbot, core, project):
    """Other agents' default follows the reading the user confirmed (issue 33), not the words:
    "Never push to main" set not to be checked is Remind; "Keep main for releases" confirmed as a
    protected branch is Block."""
    _folder, space, never = project
    told_elsewhere(core, core.decisions.set_reading(never.id, {"by": "user", "checks": []}))
    keep = told_elsewhere(
        core,
        core.decisions.add_entry(
            ScopeRef(Scope.SPACE, space.id), kind="constraint", content="Keep main for releases"
        ),
    )
    told_elsewhere(
        core,
        core.decisions.set_reading(
            keep.id,
            {
                "by": "user",
                "checks": [{"check": "protected_branch", "branches": ["main"], "on": ["push"]}],
            },
        ),
    )
    window = _window(qtbot, core)
    window.show_memory(ScopeRef(Scope.SPACE, space.id))
    entries = window.memory_page.entries
    qtbot.waitUntil(lambda: entries.proxy.rowCount() == 2, timeout=WAIT)
    for entry, default in ((never, "remind"), (keep, "block")):
        window.memory_page.select_saved(entry.id)
        entries.entry_actions.on_agents_menu_about_to_show()
        assert (
            entries.entry_actions.agents_actions[default]
            .text()
            .endswith("(the default for this rule)")
        )
        assert entries.entry_actions.agents_actions[default].isChecked()
        assert core.hooks.enforcement([entry])[entry.id] == (default, True)


def test_an_action_that_ran_unchecked_is_said_on_the_notice_line(qtbot, core, project):
    """A note kept by another process (the hooks' helper) reaches the window: the notice line
    names the agent."""
    folder, _space, _rule = project
    window = _window(qtbot, core)
    event = read_event(
        "claude-code",
        names.PRE_TOOL,
        {"cwd": folder, "tool_name": "Bash", "tool_input": {"command": PUSH}},
    )
    told_elsewhere(core, core.hooks.note_unchecked(event, "no answer in time"))
    window.arrivals.unchecked.on_changed_elsewhere()
    qtbot.waitUntil(
        lambda: "Claude Code: 1 action ran without a check" in window.notice.text(), timeout=WAIT
    )
