"""The receipt in the window (issue 27 item 4, SPEC §2.11), from real turns against the scripted
chat-completions server on 127.0.0.1: "1 rule may be broken ▸" under a reply in English when a
rule says French, opened to the rule with its verdict and evidence (a link to the entry);
"Followed 1 rule ▸" under the next reply in French; the entry's row and history say "Followed 1
of 2 times · last broken …"; "Often broken" sorts it first; "Make it stronger" pins it (and the
agent is given it first); with the setting on, the model's verdict is "judged by the model"."""

from __future__ import annotations

import pytest
from elsewhere import told_elsewhere
from model_server import API_KEY, MODEL
from PySide6.QtCore import Qt
from test_chat_conversation import click_link, row_of, rows, send

from app.agent.loop import AgentRunner
from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.domain.model import Scope, ScopeRef
from app.i18n import format_date, set_language
from app.ui.delegates.entry_delegate import record_text
from app.ui.main_window import MainWindow
from app.ui.models.entries import EntryRole, RecordRole

ENGLISH = "Sure, here is the plan in English."
FRENCH = "Voici le plan, en français, comme vous le souhaitez."


def _window(qtbot, core, model_server, *, judge: bool = False):
    def runner(api_key=None):
        provider = OpenAICompatibleProvider(
            ModelConfig(base_url=model_server.base_url, model=MODEL, api_key=API_KEY, timeout=30)
        )
        return AgentRunner(
            core.chat, core.memory, core.proposals, core.tools, provider, judge_rules=judge
        )

    w = MainWindow(core, make_runner=runner, data_dir=core.data_dir)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


@pytest.fixture
def french(core, session):
    """The Personal rule "Always answer in French" and a Session preference the checker
    cannot check."""
    rule = told_elsewhere(
        core,
        core.decisions.add_entry(
            core.memory.scope_ref(session.id, Scope.USER),
            kind="constraint",
            content="Always answer in French",
        ),
    )
    told_elsewhere(
        core,
        core.decisions.add_entry(
            core.memory.scope_ref(session.id, Scope.SESSION),
            kind="preference",
            content="Be concise",
        ),
    )
    return rule


def _receipt_shown(window, text: str, contains: str) -> bool:
    try:
        return contains in rows(window)[row_of(window, "agent", text)][1]
    except AssertionError:
        return False


def test_the_receipt_under_a_reply_and_its_rules(qtbot, core, session, french, model_server):
    """A reply in English: "1 rule may be broken ▸"; opened, the rule with its verdict and
    evidence, linking to its entry; the next reply in French: "Followed 1 rule ▸"."""
    window = _window(qtbot, core, model_server)
    model_server.push_text(ENGLISH)
    model_server.push_text(FRENCH)
    window.select_session(session.id)
    send(qtbot, window, "What is the plan?")
    qtbot.waitUntil(lambda: _receipt_shown(window, ENGLISH, "1 rule may be broken ▸"))
    row = row_of(window, "agent", ENGLISH)
    click_link(qtbot, window, row, "1 rule may be broken")
    shown = rows(window)[row][1]
    assert "1 rule may be broken ▾" in shown
    [line] = [x for x in shown.splitlines() if "May be broken" in x]
    assert line.strip() == (  # an item under the window's line, as "Used N Memory rules" has
        "• ✗ May be broken: Personal · constraint: \u2068Always answer in French\u2069"
        " — the reply is in English"
    )
    assert "Be concise" not in shown  # not checkable: not on the receipt

    send(qtbot, window, "Again, please")
    qtbot.waitUntil(lambda: _receipt_shown(window, FRENCH, "Followed 1 rule ▸"))

    revealed = []
    window.memory_page.reveal_entry = revealed.append
    click_link(qtbot, window, row, "Always answer in French")
    assert window.pages.currentWidget() is window.memory_page
    assert revealed == [french.id]
    window.close()


def test_the_counts_on_the_entry_often_broken_and_make_it_stronger(
    qtbot, core, session, french, model_server
):
    """After a broken and a followed reply, the rule's row says "Followed 1 of 2 times · last
    broken <date>" (and its history too); "Often broken" puts it first; "Make it stronger" pins
    it, and the next turn's block gives it first."""
    other = told_elsewhere(
        core,
        core.decisions.add_entry(
            core.memory.scope_ref(session.id, Scope.USER), kind="constraint", content="Use pnpm"
        ),
    )
    window = _window(qtbot, core, model_server)
    model_server.push_text(ENGLISH)
    model_server.push_text(FRENCH)
    window.select_session(session.id)
    send(qtbot, window, "What is the plan?")
    send(qtbot, window, "Again, please")
    qtbot.waitUntil(lambda: _receipt_shown(window, FRENCH, "Followed 1 rule"))

    window.show_memory(ScopeRef(Scope.USER, french.scope_id), session.id, entry_id=french.id)
    page = window.memory_page
    entries = page.entries
    day = format_date(core.compliance.records([french.id])[french.id].last_violated_at)

    def row_text(entry_id):
        for r in range(entries.proxy.rowCount()):
            index = entries.proxy.index(r, 0)
            if index.data(EntryRole).id == entry_id:
                return record_text(index.data(RecordRole))
        raise AssertionError(entry_id)

    assert row_text(french.id) == f"Followed 1 of 2 times · last broken {day}"
    assert row_text(other.id) == ""  # no reply gave it an occasion

    entries.sort_combo.setCurrentIndex(entries.sort_combo.findData("broken"))
    assert entries.sort_combo.currentText() == "Often broken"
    assert next(e.id for e in page.saved_entries()) == french.id

    page.select_saved(french.id)
    assert entries.entry_actions.stronger_button.isVisible()
    assert entries.entry_actions.stronger_button.text() == "Make it stronger"
    page.show_history(french)
    assert page.history.record_label.text() == f"Followed 1 of 2 times · last broken {day}"
    page.select_saved(french.id)
    qtbot.mouseClick(entries.entry_actions.stronger_button, Qt.MouseButton.LeftButton)
    assert core.memory.get(french.id).pinned
    page.select_saved(french.id)
    assert not entries.entry_actions.stronger_button.isVisible()  # pinned already
    page.select_saved(other.id)
    assert not entries.entry_actions.stronger_button.isVisible()  # never broken
    block = core.memory.memory_block(session.id)
    assert block.rules[0][0] == french.id
    window.close()


def test_a_rule_judged_by_the_model_says_so(qtbot, core, session, french, model_server):
    """With the setting on, after the reply the model judges "Be concise" (the checker cannot):
    the receipt counts it, and its line says "judged by the model"."""
    window = _window(qtbot, core, model_server, judge=True)
    model_server.push_text(FRENCH)
    model_server.push_text('{"verdicts": [{"rule": 1, "verdict": "violated", "evidence": "long"}]}')
    window.select_session(session.id)
    send(qtbot, window, "What is the plan?")
    qtbot.waitUntil(lambda: _receipt_shown(window, FRENCH, "Followed 1 rule · 1 may be broken ▸"))
    row = row_of(window, "agent", FRENCH)
    click_link(qtbot, window, row, "Followed 1 rule")
    shown = rows(window)[row][1]
    [line] = [x for x in shown.splitlines() if "Be concise" in x]
    assert line.strip().endswith("— “\u2068long\u2069” · judged by the model")
    window.close()


def test_the_receipt_in_arabic(qtbot, core, session, french, model_server):
    """In Arabic the receipt's line is in the window's language and its arrow points left."""
    set_language("ar")
    window = _window(qtbot, core, model_server)
    model_server.push_text(ENGLISH)
    window.select_session(session.id)
    send(qtbot, window, "What is the plan?")
    qtbot.waitUntil(lambda: _receipt_shown(window, ENGLISH, "◂"))
    text = rows(window)[row_of(window, "agent", ENGLISH)][1]
    assert "may be broken" not in text
    window.close()


def test_a_tool_calls_receipt_under_its_row_and_only_rows_it_changed(qtbot):
    """The model without a view: a tool call's receipt is drawn under its sentence, one that
    changed bumps only its row, and a user message never shows one."""
    import json
    from datetime import UTC, datetime

    from PySide6.QtGui import QFont, QPalette

    from app.domain.memory.outcomes import RecordedVerdict
    from app.domain.model import (
        Actor,
        Kind,
        MemoryEntry,
        Message,
        MessageSource,
        Provenance,
        Status,
    )  # fmt: skip
    from app.ui.delegates.message_render import build_document
    from app.ui.models.messages import MessageListModel, RevisionRole

    now = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
    entry = MemoryEntry(
        7, Scope.SPACE, 1, Kind.CONSTRAINT, "Never push to main", Status.ACTIVE,
        Provenance.USER_STATED, Actor.USER, "", (), False, 1, now, now,
    )  # fmt: skip
    push = RecordedVerdict(
        7, 1, "violated", {"where": "arguments", "argument": "branch", "value": "main"}
    )
    tool = Message(
        2, 1, MessageSource.TOOL, json.dumps({"tool": "git__git_push", "result": {"ok": True}}),
        now, {"tool": "git__git_push", "arguments": {"branch": "main"}},
    )  # fmt: skip
    user = Message(1, 1, MessageSource.USER, "Push it", now)
    model = MessageListModel()
    model.set_session(1, [user, tool])
    before = [model.index(r).data(RevisionRole) for r in range(2)]
    model.set_annotations(pending=(), saves={}, receipts={2: ((push, entry),), 1: ((push, entry),)})
    after = [model.index(r).data(RevisionRole) for r in range(2)]
    assert after[0] != before[0] and after[1] != before[1]

    def text(message):
        doc = build_document(
            message, model.state_of(message), font=QFont(), palette=QPalette(), width=600, rtl=False
        )
        return doc.toPlainText()

    assert "1 rule may be broken ▸" in text(tool)
    assert "may be broken" not in text(user)
    model.toggle_receipt(2)
    assert (
        "✗ May be broken: Space · constraint: \u2068Never push to main\u2069 — branch: “\u2068main\u2069”"
        in text(tool)
    )
    model.set_annotations(pending=(), saves={}, receipts={})
    assert "may be broken" not in text(tool)
