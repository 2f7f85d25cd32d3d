"""Agent tests build the app's provider and runner against the `model_server` fixture."""

from __future__ import annotations

import pytest
from model_server import API_KEY, MODEL


@pytest.fixture
def new_provider(model_server):
    """Build the app's OpenAI-compatible provider pointed at `model_server`. The default timeout
    is long: a test of a timeout names its own, and a loaded machine (6 test runs on 2 cores)
    must not end an ordinary turn early."""
    from app.agent.providers import ModelConfig, OpenAICompatibleProvider

    def make(timeout: float = 60.0) -> OpenAICompatibleProvider:
        return OpenAICompatibleProvider(
            ModelConfig(
                base_url=model_server.base_url,
                model=MODEL,
                api_key=API_KEY,
                timeout=timeout,
            )
        )

    return make


@pytest.fixture
def new_runner(core, new_provider):
    """Build an AgentRunner over the real services that talks to `model_server`."""
    from app.agent.loop import AgentRunner

    def make(step_limit: int = 8, timeout: float = 60.0) -> AgentRunner:
        return AgentRunner(
            core.chat,
            core.memory,
            core.proposals,
            core.tools,
            new_provider(timeout),
            step_limit=step_limit,
        )

    return make


@pytest.fixture(autouse=True)
def _no_model_from_environment(monkeypatch):
    """A model configured in the developer's environment must not leak into these tests."""
    for var in ("MINDKEEP_MODEL_BASE_URL", "MINDKEEP_MODEL", "MINDKEEP_API_KEY"):
        monkeypatch.delenv(var, raising=False)
