"""Model providers: any OpenAI-compatible chat-completions server, or the built-in offline assistant."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Protocol

from app.domain.errors import AppError


@dataclass(frozen=True, slots=True)
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text exactly as the model sent it


@dataclass(frozen=True, slots=True)
class ModelReply:
    text: str
    tool_calls: tuple[ToolCall, ...] = field(default_factory=tuple)


class ProviderError(Exception):
    """The model could not be reached or answered with an error; the turn ends."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


class ModelProvider(Protocol):
    name: str
    offline: bool

    def complete(self, messages: list[dict], tools: list[dict]) -> ModelReply: ...


@dataclass(frozen=True, slots=True)
class ModelConfig:
    base_url: str
    model: str
    api_key: str | None = None
    timeout: float = 60.0


class OpenAICompatibleProvider:
    """OpenAI, Ollama, LM Studio, llama.cpp server, vLLM…: chat completions with tool calling."""

    offline = False

    def __init__(self, config: ModelConfig):
        from openai import OpenAI

        self.config = config
        self.name = config.model
        # Local servers need no key, but the SDK insists on one.
        self._client = OpenAI(
            base_url=config.base_url,
            api_key=config.api_key or "not-needed",
            timeout=config.timeout,
            max_retries=0,
        )

    def complete(self, messages: list[dict], tools: list[dict]) -> ModelReply:
        import openai

        try:
            response = self._client.chat.completions.create(
                model=self.config.model, messages=messages, tools=tools or openai.omit
            )
        except openai.APITimeoutError:
            raise ProviderError(
                "model_timeout",
                f"The model at {self.config.base_url} did not answer within "
                f"{self.config.timeout:g} seconds.",
            ) from None
        except openai.APIConnectionError:
            raise ProviderError(
                "model_unreachable",
                f"Cannot reach the model at {self.config.base_url}. Is the server running?",
            ) from None
        except openai.APIStatusError as exc:
            raise ProviderError(
                "model_http_error",
                f"The model server answered HTTP {exc.status_code}: {_short(exc.message)}",
            ) from None
        except openai.OpenAIError as exc:
            raise ProviderError("model_error", f"The model failed: {_short(str(exc))}") from None
        if not getattr(response, "choices", None):
            raise ProviderError("model_error", "The model sent an answer without choices.")
        message = response.choices[0].message
        calls = tuple(
            ToolCall(id=c.id or f"call_{i}", name=c.function.name or "", arguments=c.function.arguments or "")
            for i, c in enumerate(message.tool_calls or [])
            if getattr(c, "function", None) is not None
        )
        return ModelReply(text=message.content or "", tool_calls=calls)


def _short(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_arguments(raw: str) -> dict:
    """A tool call's JSON arguments, or the invalid_arguments error a model can act on."""
    from app.domain.errors import Code

    try:
        value = json.loads(raw) if raw.strip() else {}
    except json.JSONDecodeError as exc:
        raise AppError(
            Code.INVALID_ARGUMENTS, f"the arguments are not valid JSON ({exc.msg}); send a JSON object."
        ) from None
    return value
