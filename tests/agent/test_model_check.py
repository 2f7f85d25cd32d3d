"""Connect a model without typing: local OpenAI-compatible servers found on 127.0.0.1, and
*Test connection* saying what one tiny request got, against real local HTTP servers speaking
the protocol on random ports (the ports to probe are given)."""

from __future__ import annotations

import socket

import pytest
from local_model_server import LocalModelServer

from app.agent.model_check import (
    LOCAL_SERVERS,
    Check,
    _server_name,
    check_connection,
    detect_local_servers,
)


@pytest.fixture
def serve():
    """Start local model servers for this test (stopped after it)."""
    started: list[LocalModelServer] = []

    def start(**options) -> LocalModelServer:
        server = LocalModelServer(**options).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


def _closed_port() -> int:
    """A port of 127.0.0.1 nothing listens on (taken, then let go)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_detect_lists_the_servers_that_answer_and_their_models(serve):
    """Two servers and a closed port: both found, in the order asked, with their models."""
    ollama = serve(owned_by="library")
    llama = serve(models=["qwen2.5-coder"], owned_by="llamacpp")
    found = detect_local_servers([ollama.port, _closed_port(), llama.port])
    assert [(f.port, f.models) for f in found] == [
        (ollama.port, ("llama3.2:3b", "qwen2.5:7b")),
        (llama.port, ("qwen2.5-coder",)),
    ]
    assert [f.name for f in found] == ["Ollama", "llama.cpp"]  # told by what they say they are
    assert found[0].base_url == f"http://127.0.0.1:{ollama.port}/v1"
    assert found[0].to_json()["models"] == ["llama3.2:3b", "qwen2.5:7b"]


def test_detect_passes_over_what_is_not_an_openai_server(serve):
    """A port answering 404 for /v1/models, or a key-protected one, is not listed."""
    no_list = serve(list_models=False)
    locked = serve(key="k")
    assert detect_local_servers([no_list.port, locked.port]) == []
    assert detect_local_servers([]) == []


def test_the_usual_ports_are_probed_by_default():
    """Ollama, LM Studio, llama.cpp, vLLM and Jan, on their default ports; named by port."""
    assert [p for _n, p in LOCAL_SERVERS] == [11434, 1234, 8080, 8000, 1337]
    assert _server_name(11434, {}) == "Ollama" and _server_name(1337, {}) == "Jan"


def test_a_working_model_with_tools_is_ok(serve):
    """The tiny request carries one tool and the key; the answer is a chat completion."""
    server = serve(key="sk-local-1")
    test = check_connection(server.base_url, "qwen2.5:7b", api_key="sk-local-1", timeout=5)
    assert test.status is Check.OK and test.ok
    assert "qwen2.5:7b" in test.message
    (sent,) = server.received
    assert sent["tools"][0]["function"]["name"] == "ping" and sent["max_tokens"] <= 16


def test_a_model_without_tool_calling_is_told_apart(serve):
    """Refused with tools, answering without: no_tool_calling, with the server's words."""
    server = serve(tools=False)
    test = check_connection(server.base_url, "llama3.2:3b", timeout=5)
    assert test.status is Check.NO_TOOL_CALLING
    assert "does not support tools" in test.detail and test.http_status == 400
    assert [("tools" in body) for body in server.received] == [True, False]


def test_a_model_the_server_does_not_have_is_wrong_model(serve):
    """Not in the server's list: wrong_model, naming what it has."""
    server = serve()
    test = check_connection(server.base_url, "gpt-5", timeout=5)
    assert test.status is Check.WRONG_MODEL
    assert "llama3.2:3b" in test.message and test.models == ("llama3.2:3b", "qwen2.5:7b")
    assert server.received == []  # no chat request was needed


def test_an_unknown_model_on_a_server_without_a_list_is_wrong_model(serve):
    """No /v1/models: the chat request's "model not found" says it."""
    server = serve(list_models=False)
    test = check_connection(server.base_url, "gpt-5", timeout=5)
    assert test.status is Check.WRONG_MODEL and "not found" in test.detail


def test_a_refused_key_is_key_refused(serve):
    """HTTP 401: key_refused, whatever key (or none) was sent."""
    server = serve(key="right")
    for key in ("wrong", None):
        test = check_connection(server.base_url, "qwen2.5:7b", api_key=key, timeout=5)
        assert test.status is Check.KEY_REFUSED and test.http_status == 401


def test_nothing_listening_is_no_server():
    """A closed port: no_server, at once."""
    test = check_connection(f"http://127.0.0.1:{_closed_port()}/v1", "m", timeout=5)
    assert test.status is Check.NO_SERVER and "Is the server running?" in test.message


def test_a_server_that_does_not_answer_in_time_is_timeout(serve):
    """Slower than the limit: timeout."""
    server = serve(delay=5)
    test = check_connection(server.base_url, "qwen2.5:7b", timeout=0.5)
    assert test.status is Check.TIMEOUT and "0.5 seconds" in test.message


def test_a_url_without_chat_completions_is_not_openai(serve):
    """/v1/chat/completions answers 404: not_openai_compatible, and the hint about /v1."""
    server = serve(chat=False, models=[])
    test = check_connection(server.base_url, "m", timeout=5)
    assert test.status is Check.NOT_OPENAI and "/v1" in test.message


def test_any_other_failure_is_a_server_error_with_its_words(serve):
    """HTTP 500 with and without tools: server_error, the server's words in the detail."""
    server = serve(broken=True)
    test = check_connection(server.base_url, "qwen2.5:7b", timeout=5)
    assert test.status is Check.SERVER_ERROR and "CUDA out of memory" in test.message


@pytest.mark.parametrize("language", ["de", "zh_Hans", "ar"])
def test_what_happened_is_said_in_the_ui_language(serve, language):
    """The sentence follows the UI language; the status stays the same."""
    from app.i18n import set_language

    server = serve(tools=False)
    english = check_connection(server.base_url, "llama3.2:3b", timeout=5)
    set_language(language)
    local = check_connection(server.base_url, "llama3.2:3b", timeout=5)
    assert local.status is english.status is Check.NO_TOOL_CALLING
    assert local.message != english.message and "llama3.2:3b" in local.message
