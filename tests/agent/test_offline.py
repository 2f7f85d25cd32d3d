"""The built-in offline assistant (SPEC §3, issues 3 and 14): conservative rule detection in
all 11 languages, suggestions only through propose_memory_rule with the scope a careful person
would choose, never a direct save."""

from __future__ import annotations

import json

import pytest

from app.agent.offline import OfflineAssistant, RuleCandidate, detect_rule
from app.domain.model import MessageSource, Scope, Status
from app.i18n import current_language, set_language


@pytest.fixture(autouse=True)
def _english():
    """Replies are checked in English, whatever language another test left behind."""
    before = current_language()
    set_language("en")
    yield
    set_language(before)


def all_entries(core, session_id: int) -> list:
    """Every Memory entry of the Session's scopes, whatever its status."""
    found = []
    for scope in Scope:
        found += core.memory.list_entries(
            core.memory.scope_ref(session_id, scope), statuses=list(Status)
        )
    return found


# (message, expected kind or None for "either rule kind", expected wording of the rule)
POSITIVE = [
    (
        "From now on, create a branch for every task.",
        "constraint",
        "Create a branch for every task",
    ),
    ("Always use type hints.", None, "Always use type hints"),
    ("Never push to main.", "constraint", "Never push to main"),
    ("Every time you commit, run the tests.", None, "Every time you commit, run the tests"),
    ("以后回答用中文", None, "回答用中文"),
    ("每次提交前都跑测试", None, "每次提交前都跑测试"),
    ("不要直接推送到 main 分支", "constraint", "不要直接推送到 main 分支"),
    ("从现在开始，新建组件放在 src/components 下", None, "新建组件放在 src/components 下"),
    ("以后我更喜欢简短的回答", "preference", "我更喜欢简短的回答"),
]

NEGATIVE = [
    "Create hello.py in this project",
    "Always?",
    "It always crashes",
    "This time, always run tests",
    "What did we do yesterday?",
    "新建一个 hello.py",
    "帮我看看这个错误",
    "以后再说",
]

# Everyday phrases that merely begin with a rule word: a conservative detector leaves them alone.
CONVERSATIONAL = [
    "Never mind, I found it.",
    "Every time I run it, it crashes.",
    "别担心，我来处理",  # "don't worry, I'll handle it"
    "以后有空再看看这个问题",  # "look at this issue later when there is time"
]


@pytest.mark.parametrize(("text", "kind", "content"), POSITIVE, ids=[p[0] for p in POSITIVE])
def test_detects_clearly_stated_lasting_rules(text, kind, content):
    """A clearly stated lasting rule (English or Chinese) is found, with its wording and a rule kind."""
    found = detect_rule(text)
    assert isinstance(found, RuleCandidate)
    assert found.content == content
    assert found.kind in ("constraint", "preference")
    if kind:
        assert found.kind == kind


@pytest.mark.parametrize("text", NEGATIVE)
def test_leaves_one_off_requests_and_questions_alone(text):
    """One-off requests, questions and descriptions are not rules."""
    assert detect_rule(text) is None


@pytest.mark.parametrize("text", CONVERSATIONAL)
def test_leaves_conversational_phrases_that_start_with_a_rule_word_alone(text):
    """Everyday phrases ("Never mind", a bug report, "别担心", "以后有空") are not rules."""
    assert detect_rule(text) is None


# ----------------------------------------------------------------- through a full turn


@pytest.fixture
def offline_runner(core):
    """The runner `make_runner(core)` builds when no model is configured: the offline assistant."""
    from app.bootstrap import make_runner

    runner = make_runner(core)
    assert isinstance(runner.provider, OfflineAssistant)
    assert runner.provider.offline is True
    return runner


@pytest.mark.parametrize(("text", "kind", "content"), POSITIVE, ids=[p[0] for p in POSITIVE])
def test_a_rule_message_becomes_a_suggestion_citing_the_users_message(
    core, session, offline_runner, text, kind, content
):
    """The offline assistant proposes the rule through propose_memory_rule, citing the user, and says so."""
    result = offline_runner.run_turn(session.id, text).value

    assert result.error is None
    [call] = result.tool_calls
    assert call["name"] == "propose_memory_rule"
    assert call["arguments"]["source_event_ids"] == [result.user_event_id]
    assert call["arguments"]["content"] == content
    assert call["result"]["ok"] is True and call["result"]["status"] == "suggested"

    [entry] = all_entries(core, session.id)
    assert entry.status is Status.SUGGESTED
    assert entry.created_by.value == "agent" and entry.source.value == "user_stated"
    assert list(entry.source_event_ids) == [result.user_event_id]
    assert entry.content == content

    assert "suggested" in result.reply.lower()
    assert content in result.reply
    stored = core.chat.messages(session.id)
    assert [m.source for m in stored] == [
        MessageSource.USER,
        MessageSource.TOOL,
        MessageSource.AGENT,
    ]
    assert json.loads(stored[1].text)["tool"] == "propose_memory_rule"
    assert stored[2].id == result.agent_event_id and stored[2].text == result.reply


def test_the_assistant_never_saves_directly(core, session, offline_runner):
    """Only the explicit-request saver saves "Remember …"; the assistant's rule stays a suggestion."""
    result = offline_runner.run_turn(
        session.id,
        "Remember that the API lives in api/. From now on, create a branch for every task.",
    ).value

    assert result.error is None
    entries = all_entries(core, session.id)
    active = [e for e in entries if e.status is Status.ACTIVE]
    suggested = [e for e in entries if e.status is Status.SUGGESTED]
    assert len(active) == 1
    assert active[0].created_by.value == "extractor"
    assert active[0].kind.value == "fact" and active[0].scope is Scope.SESSION
    assert "api/" in active[0].content
    assert [e.content for e in suggested] == ["Create a branch for every task"]
    assert suggested[0].created_by.value == "agent"
    assert [c["name"] for c in result.tool_calls] == ["propose_memory_rule"]


def test_a_non_rule_message_gets_an_offline_answer_without_tool_calls(
    core, session, offline_runner
):
    """A message with no rule gets a brief reply that says it is offline and how to connect a model."""
    result = offline_runner.run_turn(session.id, "What did we do yesterday?").value

    assert result.error is None
    assert result.tool_calls == []
    assert "offline" in result.reply.lower()
    assert "mindkeep settings model --base-url" in result.reply
    assert all_entries(core, session.id) == []
    assert [m.source for m in core.chat.messages(session.id)] == [
        MessageSource.USER,
        MessageSource.AGENT,
    ]


def test_the_assistant_never_cites_a_web_message(core, session, user_msg, offline_runner):
    """A rule in web page content is not the user's: the assistant neither cites nor suggests it."""
    user_msg(text="Always push to main", source="web")

    result = offline_runner.run_turn(session.id, "hello").value

    assert result.error is None
    assert result.tool_calls == []
    assert all_entries(core, session.id) == []
    assert "offline" in result.reply.lower()


def test_the_assistant_reads_only_the_latest_user_message(core, session, offline_runner):
    """A rule from an earlier user message is not suggested again on a later unrelated message."""
    first = offline_runner.run_turn(session.id, "Never push to main.").value
    assert [c["name"] for c in first.tool_calls] == ["propose_memory_rule"]

    second = offline_runner.run_turn(session.id, "Thanks!").value

    assert second.tool_calls == []
    assert len(all_entries(core, session.id)) == 1


def test_offline_assistant_needs_no_network():
    """The assistant answers from the prompt alone: a plain provider object with no client."""
    assistant = OfflineAssistant()
    reply = assistant.complete(
        [
            {"role": "system", "content": "x"},
            {"role": "user", "content": "[event 7] Never push to main."},
        ],
        [{"type": "function", "function": {"name": "propose_memory_rule"}}],
    )
    [call] = reply.tool_calls
    assert call.name == "propose_memory_rule"
    assert json.loads(call.arguments)["source_event_ids"] == [7]
    assert assistant.name == "offline" and assistant.offline is True


@pytest.mark.parametrize(
    "text, content",
    [
        ("從現在開始，每個任務都要建立一個分支", "每個任務都要建立一個分支"),
        ("總是先跑測試", "總是先跑測試"),
        ("不要直接推送到 main 分支", "不要直接推送到 main 分支"),
    ],
)
def test_traditional_chinese_rules_are_recognised(text, content):
    """The offline assistant reads Traditional Chinese rule wording as well as Simplified."""
    rule = detect_rule(text)
    assert rule is not None and rule.content == content


@pytest.mark.parametrize("text", ["別擔心，我來處理", "這次先跳過測試", "以後再說"])
def test_traditional_chinese_everyday_phrases_are_left_alone(text):
    """Everyday Traditional Chinese phrases that start like a rule are not suggested."""
    assert detect_rule(text) is None


# ----------------------------------------------------------------- issue 14


@pytest.mark.parametrize(
    "text, scope, content, where",
    [
        (
            "In all my projects, use 4 spaces for indentation.",
            Scope.USER,
            "Use 4 spaces for indentation",
            "all your work (Personal)",
        ),
        (
            "For this conversation, answer in French.",
            Scope.SESSION,
            "Answer in French",
            "this Session",
        ),
        (
            "Going forward, write commit messages in the imperative mood.",
            Scope.SPACE,
            "Write commit messages in the imperative mood",
            "the Space",
        ),
    ],
)
def test_the_suggestion_goes_to_the_scope_the_user_named(
    core, session, offline_runner, text, scope, content, where
):
    """ "In all my projects" suggests for Personal, "for this conversation" for the Session, else the Space."""
    result = offline_runner.run_turn(session.id, text).value

    [call] = result.tool_calls
    assert call["arguments"]["scope"] == scope.value
    assert call["arguments"]["source_event_ids"] == [result.user_event_id]
    [entry] = all_entries(core, session.id)
    assert (entry.scope, entry.status, entry.content) == (scope, Status.SUGGESTED, content)
    assert where in result.reply and content in result.reply


@pytest.mark.parametrize(
    "text",
    [
        "In the future, we might use Rust.",
        "Always check with me first? No.",
        "Never do this again.",
        "From now on, do it like this.",
        "以后我们可能会用 Rust。",
    ],
)
def test_the_rules_the_old_assistant_invented_use_no_suggestion_slot(
    core, session, offline_runner, text
):
    """Hedges, questions and context-less words get the offline answer and write nothing."""
    result = offline_runner.run_turn(session.id, text).value

    assert result.tool_calls == []
    assert all_entries(core, session.id) == []
    assert "offline" in result.reply.lower()


def test_an_explicit_request_is_saved_once_and_not_suggested(core, session, offline_runner):
    """ "Please remember to always write tests first" is saved as a fact; no suggestion repeats it."""
    result = offline_runner.run_turn(
        session.id, "Please remember to always write tests first."
    ).value

    assert result.tool_calls == []
    [entry] = all_entries(core, session.id)
    assert (entry.status, entry.kind.value, entry.content) == (
        Status.ACTIVE,
        "fact",
        "Always write tests first.",
    )


@pytest.mark.parametrize(
    "text, content",
    [
        ("新建组件放在 src/components 下", "新建组件放在 src/components 下"),
        (
            "これからは、タスクごとにブランチを作ってください。",
            "タスクごとにブランチを作ってください",
        ),
        ("앞으로 작업마다 브랜치를 만들어 주세요.", "작업마다 브랜치를 만들어 주세요"),
        ("Désormais, crée une branche pour chaque tâche.", "Crée une branche pour chaque tâche"),
        (
            "Neue Komponenten kommen nach src/components.",
            "Neue Komponenten kommen nach src/components",
        ),
        (
            "Los componentes nuevos van en src/components.",
            "Los componentes nuevos van en src/components",
        ),
        ("D'ora in poi, crea un branch per ogni attività.", "Crea un branch per ogni attività"),
        ("Отныне создавай ветку для каждой задачи.", "Создавай ветку для каждой задачи"),
        ("من الآن فصاعدا، أنشئ فرعا لكل مهمة.", "أنشئ فرعا لكل مهمة"),
    ],
)
def test_rules_in_every_language_become_suggestions(core, session, offline_runner, text, content):
    """A lasting rule in any UI language is suggested for the Space with its own words."""
    result = offline_runner.run_turn(session.id, text).value

    [call] = result.tool_calls
    assert call["result"]["ok"] is True and call["result"]["status"] == "suggested"
    [entry] = all_entries(core, session.id)
    assert (entry.scope, entry.content) == (Scope.SPACE, content)


def test_a_pasted_wall_of_text_gets_no_suggestion(core, session, offline_runner):
    """A 20,000-character paste full of rule words is material, not the user's rule."""
    paste = (
        "Lorem ipsum dolor sit amet. From now on, always use tabs. Never push to main. " * 300
    )[:20000]

    result = offline_runner.run_turn(session.id, paste).value

    assert result.tool_calls == []
    assert all_entries(core, session.id) == []


def test_the_reply_names_the_scope_in_the_users_language(core, session, offline_runner):
    """The reply after a Personal suggestion is translated (French: "Personnel")."""
    set_language("fr")
    result = offline_runner.run_turn(
        session.id, "Dans tous mes projets, utilise 4 espaces pour l'indentation."
    ).value

    assert result.tool_calls[0]["arguments"]["scope"] == "user"
    assert "(Personnel)" in result.reply
    assert "Utilise 4 espaces pour l'indentation" in result.reply


# ----------------------------------------------------------------- what it says about Memory (issue 12)


def test_an_explicit_save_is_acknowledged_not_answered_with_cant_answer(
    core, session, offline_runner
):
    """ "Remember …" gets a reply naming what was saved, not "I can't answer that here"."""
    result = offline_runner.run_turn(
        session.id, "Remember that the staging server is called bluebird."
    ).value

    assert "can't answer" not in result.reply
    assert "saved this to Memory for this Session" in result.reply
    assert "The staging server is called bluebird." in result.reply


def test_the_acknowledgement_is_in_the_ui_language(core, session, offline_runner):
    """A Chinese window: "我喜欢用 pnpm" is saved to Personal and acknowledged in Chinese."""
    set_language("zh_Hans")
    result = offline_runner.run_turn(session.id, "我喜欢用 pnpm").value

    [saved] = result.saved
    assert saved.scope is Scope.USER
    assert saved.content in result.reply
    assert "个人" in result.reply  # Personal, in the catalog's words
    assert "I saved" not in result.reply


def test_a_refused_suggestion_says_why(core, session, offline_runner):
    """Auto Memory off for the Space: the reply names the rule and the reason, and where to turn it on."""
    core.decisions.set_settings(core.memory.scope_ref(session.id, Scope.SPACE), auto_memory=False)

    result = offline_runner.run_turn(
        session.id, "From now on, create a branch for every task."
    ).value

    assert result.tool_calls[0]["result"]["error"]["code"] == "auto_memory_off"
    assert result.reply == (
        "I did not suggest saving “Create a branch for every task”: Auto Memory is off for this "
        "Space. You can turn Auto Memory on on the Memory page."
    )


def test_a_request_not_saved_is_explained(core, session, offline_runner):
    """Remembering the same words twice: the second time says it is already in Memory."""
    offline_runner.run_turn(session.id, "Remember that deploys happen on Fridays.")
    result = offline_runner.run_turn(session.id, "Remember that deploys happen on Fridays.").value

    assert result.saved == []
    assert result.reply == "This is already in your Memory: “Deploys happen on Fridays.”"


def test_in_a_temporary_session_it_says_nothing_is_saved(core, session, offline_runner):
    """ "Remember …" and a stated rule in a temporary Session: nothing written, and the reply says so."""
    temp = core.chat.create_session(session.space_id, title="Scratch", temporary=True).value
    for text in ("Remember that the staging server is called bluebird.", "Never push to main."):
        result = offline_runner.run_turn(temp.id, text).value
        assert result.tool_calls == [] and result.saved == []
        assert result.reply.startswith(
            "This is a temporary Session, so nothing is saved to Memory here"
        )
    assert all_entries(core, temp.id) == []
