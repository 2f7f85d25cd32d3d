"""The line in the chat that says what the model no longer sees of a long Session (issue 31):
under the newest reply whose model was not given the whole Session, in the UI language, and
under that one only."""

from __future__ import annotations

import pytest
from chat_helpers import row_of, rows
from elsewhere import told_elsewhere
from windowed_model_server import WindowedModelServer

from app.agent import context_window
from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.bootstrap import make_runner
from app.i18n import set_language
from app.ui.delegates.window_lines import annotations
from app.ui.main_window import MainWindow
from app.ui.models.messages import MessageListModel
from benchmarks.workload import add_long_session

EN = "The model no longer sees this Session's older messages: only the newest"


def test_a_turn_in_a_long_session_shows_what_the_model_no_longer_sees(qtbot, core, tmp_path):
    """300 messages, a 4,096-token server: after the turn the reply says the model sees only
    the newest N messages and its window; in Chinese the same line is in Chinese."""
    context_window.forget()
    space = told_elsewhere(core, core.chat.create_space("Years"))
    session, _users = add_long_session(core.db, space.id, messages=300)
    server = WindowedModelServer(flavor="llamacpp", window=4096).start()
    server.push_text("Here is the summary.")
    provider = OpenAICompatibleProvider(
        ModelConfig(base_url=server.base_url, model=server.model, timeout=30)
    )
    window = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core, provider), data_dir=tmp_path
    )
    qtbot.addWidget(window)
    try:
        window.show()
        window.select_session(session)
        page = window.chat_page
        page.composer.setPlainText("Where are we?")
        page.on_composer_send_requested()
        qtbot.waitUntil(lambda: any(EN in t for _s, t in rows(window)), timeout=30000)
        said = rows(window)[row_of(window, "agent", "Here is the summary.")][1]
        assert EN in said and "(4,096 tokens)" in said
        set_language("zh_Hans")
        window.retranslate_ui()
        qtbot.waitUntil(
            lambda: any("模型已看不到本会话较早的消息" in t for _s, t in rows(window)),
            timeout=10000,
        )
    finally:
        set_language("en")
        window.close()
        server.stop()


def _reply(core, session, text, seen):
    meta = {"context": {"seen": seen, "from": 1, "window": 8192}} if seen else None
    return told_elsewhere(
        core, core.chat.add_message(session, source="agent", text=text, meta=meta)
    ).message


@pytest.mark.parametrize("newest_has_it", [True, False])
def test_only_the_newest_reply_that_says_it_shows_the_line(core, session, newest_has_it):
    """Three replies that left messages out: the line is under the newest of them only; a
    later reply that saw the whole Session has none, and the one before it keeps it."""
    first = _reply(core, session.id, "one", 40)
    second = _reply(core, session.id, "two", 41)
    third = _reply(core, session.id, "three", 42 if newest_has_it else 0)
    model = MessageListModel()
    model.set_session(session.id, [first, second])
    model.append_messages([third])
    said = {m.text: annotations(m, model.state_of(m)) for m in (first, second, third)}
    shown = "three" if newest_has_it else "two"
    for text, lines in said.items():
        assert any(EN in line for line in lines) == (text == shown), (text, lines)
