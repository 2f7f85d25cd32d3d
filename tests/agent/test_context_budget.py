"""A context budget for every turn (issue 31): a long Session is given to the model as its
Memory block and the newest history its window holds, the rest left out with a line saying so;
a server that still refuses the request as too long is asked again once, smaller. Real SQLite
files, a real local server with a window (tests/windowed_model_server.py) that refuses (or, as
Ollama, silently cuts) what does not fit."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from windowed_model_server import WindowedModelServer, count_tokens

from app.agent import context_budget, context_window
from app.agent.context_budget import History, fit, message_tokens, read_history, tokens_of
from app.agent.context_window import DEFAULT_WINDOW, detect_window, is_context_refusal, limit_in
from app.agent.loop import AgentRunner
from app.agent.prompt import history_message
from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.domain.model import Message, MessageSource, Scope
from benchmarks.workload import add_long_session

LONG = 3_000  # messages: some 100,000 tokens, far past every window below


@pytest.fixture(autouse=True)
def _nothing_known():
    """Each test asks its own server (windows are kept per server and model in a process)."""
    context_window.forget()
    yield
    context_window.forget()


@pytest.fixture
def windowed():
    servers = []

    def start(**options) -> WindowedModelServer:
        server = WindowedModelServer(**options).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


def runner_for(core, server, *, setting: int | None = None) -> AgentRunner:
    provider = OpenAICompatibleProvider(
        ModelConfig(
            base_url=server.base_url, model=server.model, timeout=10, context_window=setting
        )
    )
    return AgentRunner(core.chat, core.memory, core.proposals, core.tools, provider)


def long_session(core, messages: int = LONG) -> tuple[int, list[int]]:
    space = core.chat.create_space("Years of work").value
    return add_long_session(core.db, space.id, messages=messages)


def _message(i: int, source: MessageSource = MessageSource.USER, text: str = "") -> Message:
    return Message(i, 1, source, text or f"message number {i} about the release", datetime.now(UTC))


def _history(messages: list[Message], more_before: bool = False) -> History:
    shaped = [history_message(m) for m in messages]
    return History(messages, shaped, [message_tokens(m) for m in shaped], more_before)


# ---------------------------------------------------------------- the fit, alone


def test_fit_gives_the_newest_history_that_fits_and_says_from_where():
    """100 messages, a budget for about 30: the newest ones, oldest first, each with its
    [event N]; the system text says the earlier ones are not shown, naming the first seen."""
    history = _history([_message(i) for i in range(1, 101)])
    per = history.tokens[0]
    prompt = fit("SYSTEM", history, [], budget=30 * per + 120)
    given = prompt.messages[1:]
    assert prompt.omitted and 20 <= prompt.seen < 100 and len(given) == prompt.seen
    assert [m["content"].split("]")[0] for m in given[-2:]] == ["[event 99", "[event 100"]
    assert prompt.first_seen == 101 - prompt.seen
    assert f"before [event {prompt.first_seen}] are not shown" in prompt.messages[0]["content"]


def test_fit_gives_everything_when_it_fits_and_says_nothing():
    """A short Session is given whole, with no line about earlier messages."""
    history = _history([_message(i) for i in range(1, 6)])
    prompt = fit("SYSTEM", history, [], budget=10_000)
    assert not prompt.omitted and prompt.seen == 5 and prompt.messages[0]["content"] == "SYSTEM"


def test_older_messages_not_read_count_as_left_out():
    """The read stopped before the Session's start: the model is told, even if all read fit."""
    prompt = fit("S", _history([_message(7)], more_before=True), [], budget=10_000)
    assert prompt.omitted and prompt.seen == 1 and prompt.first_seen == 7


def test_the_users_message_is_always_given_cut_to_fit_with_its_event_id():
    """A 90,000-character message over a small budget: given, cut, starting with its
    [event N], saying how much is not shown."""
    history = _history([_message(1), _message(2, text="word " * 18_000)])
    prompt = fit("S", history, [], budget=500)
    [given] = prompt.messages[1:]
    assert given["content"].startswith("[event 2] word word")
    assert "more characters not shown" in given["content"]
    assert message_tokens(given) < 600 and prompt.clipped == 1


def test_the_turns_own_tool_results_are_cut_before_the_users_message():
    """A turn whose tool returned 200,000 characters: the result is cut to fit, the call and
    the user's message are kept whole."""
    history = _history([_message(1, text="Check the logs please")])
    turn = [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c1", "function": {"name": "logs", "arguments": "{}"}}],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "[event 9] " + "x" * 200_000},
    ]
    prompt = fit("S", history, turn, budget=2_000)
    assert prompt.messages[1]["content"] == "[event 1] Check the logs please"
    assert prompt.messages[2] == turn[0]
    assert prompt.messages[3]["content"].startswith("[event 9] xxx")
    assert sum(message_tokens(m) for m in prompt.messages) <= 2_000


def test_read_history_reads_pages_from_the_end_until_the_budget_is_full():
    """Reading 10,000 messages for a small budget asks for a few small pages, not the rest."""
    store = [_message(i) for i in range(1, 10_001)]
    asked = []

    def page(limit: int, before: int | None) -> list[Message]:
        asked.append((limit, before))
        upto = [m for m in store if before is None or m.id < before]
        return upto[-limit:]

    history = read_history(page, budget=3_000)
    assert history.more_before and history.messages[-1].id == 10_000
    assert history.total >= 3_000 and len(history.messages) < 1_000 and len(asked) <= 3
    assert read_history(page, 3_000, until=500).messages[-1].id == 500


# ---------------------------------------------------------------- what the server says


@pytest.mark.parametrize(
    ("flavor", "expected"),
    [("vllm", 6000), ("llamacpp", 6000), ("ollama", 6000), ("silent", None)],
)
def test_the_window_is_read_from_the_server_as_each_kind_says_it(windowed, flavor, expected):
    """vLLM's /v1/models max_model_len, llama.cpp's /props n_ctx, Ollama's num_ctx; a server
    that says nothing: None (the default is planned for)."""
    server = windowed(flavor=flavor, window=6000)
    assert detect_window(server.base_url, server.model) == expected


def test_ollama_without_num_ctx_is_taken_at_its_own_default(windowed):
    """An Ollama model with no num_ctx parameter and not loaded: Ollama's default context."""
    server = windowed(flavor="ollama", window=6000, report=False)
    assert detect_window(server.base_url, server.model) == context_window.OLLAMA_DEFAULT


def test_refusals_are_recognised_and_their_limit_read():
    """The words of vLLM/OpenAI, llama.cpp and LM Studio refusals; other errors are not."""
    vllm = "This model's maximum context length is 8192 tokens. However, you requested 9000"
    llama = '{"type": "exceed_context_size_error", "n_prompt_tokens": 5000, "n_ctx": 4096}'
    lms = "the model is loaded with context length of only 2048 tokens"
    assert [limit_in(t) for t in (vllm, llama, lms)] == [8192, 4096, 2048]
    assert all(is_context_refusal(400, t) for t in (vllm, llama, lms))
    assert not is_context_refusal(400, "Invalid API key") and not is_context_refusal(401, vllm)


# ---------------------------------------------------------------- a turn in a long Session


@pytest.mark.parametrize("flavor", ["vllm", "llamacpp", "ollama"])
def test_a_turn_in_a_long_session_fits_the_window_the_server_says(core, windowed, flavor):
    """3,000 messages against a 4,096-token server: the turn gets its reply at the first try;
    the request holds the Memory block, the newest messages with their event ids and the line
    about the older ones, within the window as the server counts it; nothing was cut by Ollama;
    the reply records what the model did not see."""
    session_id, _users = long_session(core)
    ref = core.memory.scope_ref(session_id, Scope.SESSION)
    core.decisions.add_entry(ref, kind="constraint", content="Write commit subjects in English")
    server = windowed(flavor=flavor, window=4096).push_text("Done.")
    result = runner_for(core, server).run_turn(session_id, "What is next on the release?").value
    assert result.error is None and result.reply == "Done."
    assert server.refused == [] and server.truncated == 0
    [body] = server.received
    assert server.counts[0] + int(body.get("max_tokens") or 0) <= 4096
    system, *history = body["messages"]
    assert "Write commit subjects in English" in system["content"]
    assert "are not shown to you: they do not fit your context window" in system["content"]
    assert history[-1]["content"] == f"[event {result.user_event_id}] What is next on the release?"
    assert all(m["content"].startswith("[event ") for m in history)
    reply = core.chat.get_message(result.agent_event_id)
    seen = reply.meta["context"]
    assert seen == result.to_json()["context"]
    assert seen["window"] == 4096 and seen["seen"] == len(history) < LONG
    assert f"before [event {seen['from']}]" in system["content"]


def test_a_server_that_does_not_say_its_window_refuses_then_the_turn_asks_again_smaller(
    core, windowed
):
    """A silent server with 3,000 tokens: the default window is too large, the first request
    is refused (HTTP 400, its limit named), the turn asks again once within that limit and
    gets its reply; the next turn plans for the learned limit and is not refused."""
    session_id, _users = long_session(core)
    server = windowed(flavor="silent", window=3000).push_text("First.").push_text("Second.")
    runner = runner_for(core, server)
    first = runner.run_turn(session_id, "Where were we?").value
    assert first.error is None and first.reply == "First."
    assert len(server.refused) == 1 and server.counts[1] <= 3000
    assert core.chat.get_message(first.agent_event_id).meta["context"]["window"] == 3000
    second = runner.run_turn(session_id, "And now?").value
    assert second.reply == "Second." and len(server.refused) == 1


def test_a_window_set_too_large_is_shrunk_after_the_refusal(core, windowed):
    """The user set 200,000 tokens; the server (llama.cpp) has 4,096 and refuses: the turn
    asks again within 4,096 and answers."""
    session_id, _users = long_session(core)
    server = windowed(flavor="llamacpp", window=4096, report=False).push_text("Fine.")
    result = runner_for(core, server, setting=200_000).run_turn(session_id, "Status?").value
    assert result.error is None and result.reply == "Fine."
    assert len(server.refused) == 1 and server.counts[-1] <= 4096


def test_a_memory_block_larger_than_a_small_window_is_given_less_room(core, windowed):
    """Memory holding 40 long notes, a 4,096-token server that does not say so: the retry
    gives the block less room (fewer notes, recorded exactly), and the turn answers."""
    session_id, _users = long_session(core, messages=200)
    ref = core.memory.scope_ref(session_id, Scope.SESSION)
    core.decisions.set_settings(ref, room=20_000)
    for i in range(40):
        core.decisions.add_entry(
            ref, kind="fact", content=f"Fact {i}: the {i}th server is in rack {i} of hall B " * 3
        )
    server = windowed(flavor="silent", window=4096).push_text("Ok.")
    result = runner_for(core, server).run_turn(session_id, "Which rack?").value
    assert result.error is None and result.reply == "Ok."
    assert len(server.refused) == 1 and server.counts[-1] <= 4096
    held = result.memory_used
    assert 0 < len(held) < 40
    system = server.received[-1]["messages"][0]["content"]
    assert sum(f"Fact {i}:" in system for i in range(40)) == len(held)


def test_a_request_refused_twice_ends_the_turn_with_the_reason_and_keeps_the_message(
    core, windowed
):
    """A server whose window cannot hold even the user's message and the instructions: one
    retry, then the turn ends with context_length_exceeded; the message is kept for Retry."""
    session_id, _users = long_session(core, messages=10)
    server = windowed(flavor="silent", window=600)
    result = runner_for(core, server, setting=600).run_turn(session_id, "Hello " * 50).value
    assert result.error["code"] == "context_length_exceeded"
    assert len(server.refused) == 2
    assert core.chat.get_message(result.user_event_id).meta["unanswered"] == (
        "context_length_exceeded"
    )


def test_the_model_can_cite_a_user_message_of_the_window_for_a_rule(core, windowed):
    """A long Session: the model cites the [event N] of the user's newest message as it sees it
    in the request; the suggestion is stored, citing it."""
    session_id, _users = long_session(core)

    def cite(body: dict) -> dict:
        user = [m for m in body["messages"] if m["role"] == "user"][-1]["content"]
        event = user.split("]")[0] + "]"
        return {
            "kind": "constraint",
            "scope": "session",
            "content": "Tag every release",
            "reason": "The user asked for it for future work.",
            "source_event_ids": [event],
        }

    server = windowed(flavor="vllm", window=4096)
    server.push_tool_call("propose_memory_rule", cite).push_text("Suggested.")
    result = runner_for(core, server).run_turn(session_id, "From now on, tag every release.").value
    assert result.error is None
    [call] = result.tool_calls
    assert call["result"]["ok"] is True
    assert call["result"]["entry"]["source_event_ids"] == [result.user_event_id]


def test_a_turn_reads_only_the_newest_messages_of_a_long_session(core, windowed):
    """3,000 messages: the turn reads a few hundred of them from the database, never the
    whole history."""
    session_id, _users = long_session(core)
    read = []
    newest = core.chat.newest_messages

    def counted(*args, **kwargs):
        found = newest(*args, **kwargs)
        read.append(len(found))
        return found

    core.chat.newest_messages = counted
    core.chat.messages = None  # reading the whole history would fail the turn
    server = windowed(flavor="vllm", window=4096).push_text("Ok.")
    result = runner_for(core, server).run_turn(session_id, "Next?").value
    assert result.reply == "Ok." and 0 < sum(read) < 1_000


def test_the_token_estimate_is_on_the_safe_side_of_the_servers_count():
    """English, code, Chinese and Arabic text: the app's estimate is never below the test
    server's tokenizer-like count."""
    for text in (
        "Please create a branch for every task and open a pull request.",
        'def f(x):\n    return {"a": [1, 2, 3], "b": x ** 2}\n',
        "新建组件放在 src/components 下，并且每个任务都新建分支。",
        "أنشئ فرعًا جديدًا لكل مهمة من فضلك.",
    ):
        assert tokens_of(text) >= count_tokens(text), text


def test_the_default_is_planned_for_when_nothing_says_otherwise(core, windowed):
    """A server that says nothing and is never refused: the turn plans for the default."""
    server = windowed(flavor="silent", window=100_000).push_text("Ok.")
    runner = runner_for(core, server)
    assert runner.provider.context_window().tokens == DEFAULT_WINDOW
    session_id, _users = long_session(core, messages=2_000)
    result = runner.run_turn(session_id, "Hi").value
    assert result.reply == "Ok." and server.counts[0] < DEFAULT_WINDOW


def test_a_long_text_is_counted_once_while_it_is_kept(monkeypatch):
    """The system text and the tools' definitions are counted several times a turn, the same in
    every turn (issue 32): a longer text is scanned once, a short one each time, and what is
    kept stays within COUNTED_CHARS."""
    scans = []
    token = context_budget._TOKEN

    class Counted:
        def findall(self, text):
            scans.append(len(text))
            return token.findall(text)

    monkeypatch.setattr(context_budget, "_TOKEN", Counted())
    long = "Never push to main; open a pull request. " * 40
    assert [tokens_of(long) for _ in range(3)] == [len(token.findall(long))] * 3
    assert scans == [len(long)]
    tokens_of("short"), tokens_of("short")
    assert scans[1:] == [5, 5]
    for i in range(200):
        tokens_of(f"{i} " + "x" * 20_000)
    assert context_budget._counted_chars <= context_budget.COUNTED_CHARS
