"""The model proposes a reading of a rule (app.agent.propose_reading): against a real local
chat-completions server; the answer is read strictly as a Reading marked as the model's."""

from __future__ import annotations

import json

import pytest

from app.agent.offline import OfflineAssistant
from app.agent.propose_reading import parse_proposal, propose_reading
from app.agent.providers import ModelConfig, OpenAICompatibleProvider
from app.domain.compliance import Outcome, RuleText, ToolCall, check
from app.domain.errors import AppError, Code


@pytest.fixture
def provider(model_server):
    return OpenAICompatibleProvider(ModelConfig(base_url=model_server.base_url, model="m"))


def test_a_proposal_is_the_model_s_reading_and_checks_like_any_other(provider, model_server):
    """The model's JSON becomes a Reading by "model"; as a rule's reading, it decides."""
    model_server.push_text(
        json.dumps(
            {"checks": [{"check": "protected_branch", "branches": ["prod"], "on": ["push"]}]}
        )
    )
    reading = propose_reading(provider, "Prod is sacred.")
    assert reading.by == "model" and reading.forbids
    rule = RuleText("Prod is sacred.", "constraint", 1, 1, reading)
    assert check(rule, ToolCall.shell("git push origin prod")).verdict is Outcome.VIOLATED
    messages = model_server.received[-1].messages
    assert messages[0]["role"] == "system" and "Prod is sacred." in messages[-1]["content"]


def test_no_model_connected_is_said_before_any_request():
    """The offline assistant proposes nothing: invalid_state."""
    with pytest.raises(AppError) as err:
        propose_reading(OfflineAssistant(), "Prod is sacred.")
    assert err.value.code is Code.INVALID_STATE


@pytest.mark.parametrize(
    "answer",
    [
        "",
        "no idea",
        "[1, 2]",
        '{"checks": "all"}',
        '{"checks": [{"check": "path", "folder": "' + "x" * 300 + '", "subject": "file"}]}',
        '{"checks": [{"check": "reply_language", "lang": "German"}]}',
        '{"checks": [], "unless": "sometimes"}',
        '{"by": "checker", "checks": []}',
    ],
)
def test_an_answer_that_is_not_a_reading_is_refused(answer):
    """Every shape but the one asked for is invalid_input, with a sentence saying why."""
    with pytest.raises(AppError) as err:
        parse_proposal(answer)
    assert err.value.code is Code.INVALID_INPUT and err.value.message
