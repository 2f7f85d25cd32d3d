"""Model providers: any OpenAI-compatible chat-completions server, or the built-in offline assistant."""

from __future__ import annotations

import contextlib
import importlib
import json
import logging
import socket
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Protocol

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text exactly as the model sent it


@dataclass(frozen=True, slots=True)
class ModelReply:
    text: str
    tool_calls: tuple[ToolCall, ...] = field(default_factory=tuple)
    # "cancelled" when the user stopped the answer while it streamed in (`text` is what arrived).
    stopped: str | None = None


class ProviderError(Exception):
    """The model could not be reached or answered with an error; the turn ends. `partial` is
    the text that had streamed in before (a connection lost mid-answer)."""

    def __init__(self, code: str, message: str, *, partial: str = ""):
        super().__init__(message)
        self.code = code
        self.message = message
        self.partial = partial


class Cancel(threading.Event):
    """A cancel flag the turn checks between steps, which also runs hooks the moment it is set
    (a streaming answer is cut at once, even while its server is silent)."""

    def __init__(self) -> None:
        super().__init__()
        self._hooks: list[Callable[[], None]] = []
        self._hooks_lock = threading.Lock()

    def set(self) -> None:
        super().set()
        with self._hooks_lock:
            hooks = list(self._hooks)
        for hook in hooks:
            try:
                hook()
            except Exception:  # a hook that fails must not keep Cancel from cancelling
                log.warning("a cancel hook failed", exc_info=True)

    def on_set(self, hook: Callable[[], None]) -> Callable[[], None]:
        """Run `hook` when cancelled (at once if already); returns a function that removes it."""
        with self._hooks_lock:
            self._hooks.append(hook)
        if self.is_set():
            hook()

        def remove() -> None:
            with self._hooks_lock:
                if hook in self._hooks:
                    self._hooks.remove(hook)

        return remove


class ModelProvider(Protocol):
    name: str
    offline: bool

    def complete(
        self,
        messages: list[dict],
        tools: list[dict],
        *,
        on_text: Callable[[str], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> ModelReply:
        """One model step. `on_text` gets the answer's text as it streams in; a set `cancel`
        ends the step with what arrived (`stopped="cancelled"`)."""
        ...


@dataclass(frozen=True, slots=True)
class ModelConfig:
    base_url: str
    model: str
    api_key: str | None = None
    timeout: float = 60.0


def _get(value: object, key: str) -> object:
    return value.get(key) if isinstance(value, dict) else None


def _list(value: object) -> list:
    return value if isinstance(value, list) else []


class ReplyAssembler:
    """One streamed answer put together from its chunks (`chat.completion.chunk`, as the JSON
    the server sent): the text in order, and each tool call from its pieces (id and name
    first, the JSON arguments in parts), by its index. Whatever is not shaped like a chunk is
    passed over."""

    def __init__(self) -> None:
        self._text: list[str] = []
        self._calls: dict[int, dict] = {}
        self.finish_reason: str | None = None

    @property
    def text(self) -> str:
        return "".join(self._text)

    def add(self, chunk: object) -> str:
        """Take one chunk; returns the text it added."""
        added = []
        for choice in _list(_get(chunk, "choices")):
            if _get(choice, "index") not in (0, None):
                continue  # one answer was asked for
            delta = _get(choice, "delta")
            content = _get(delta, "content")
            if isinstance(content, str) and content:
                self._text.append(content)
                added.append(content)
            for piece in _list(_get(delta, "tool_calls")):
                if isinstance(piece, dict):
                    self._add_call(piece)
            finish = _get(choice, "finish_reason")
            if isinstance(finish, str) and finish:
                self.finish_reason = finish
        return "".join(added)

    def _add_call(self, piece: dict) -> None:
        index = piece.get("index")
        index = index if isinstance(index, int) else len(self._calls)
        call = self._calls.setdefault(index, {"id": None, "name": "", "arguments": []})
        if isinstance(piece.get("id"), str) and piece["id"]:
            call["id"] = piece["id"]
        function = _get(piece, "function")
        name, arguments = _get(function, "name"), _get(function, "arguments")
        # The name comes once (OpenAI), or again in every piece (some local servers).
        if isinstance(name, str) and name and name != call["name"]:
            call["name"] += name
        if isinstance(arguments, str) and arguments:
            call["arguments"].append(arguments)

    def reply(self) -> ModelReply:
        calls = tuple(
            ToolCall(id=c["id"] or f"call_{i}", name=c["name"], arguments="".join(c["arguments"]))
            for i, c in sorted(self._calls.items())
        )
        return ModelReply(text=self.text, tool_calls=calls)


def _abort_when_cancelled(stream, cancel: threading.Event | None) -> Callable[[], None]:
    """Cut a streaming HTTP answer the moment `cancel` is set. Closing the response from
    another thread does not wake a read that waits for a silent server; shutting the
    socket down does (the read then fails, and the step ends as cancelled)."""
    on_set = getattr(cancel, "on_set", None)
    if on_set is None:
        return lambda: None

    def abort() -> None:
        network = getattr(stream, "response", None)
        network = getattr(network, "extensions", {}).get("network_stream")
        sock = network.get_extra_info("socket") if network is not None else None
        if sock is not None:
            with contextlib.suppress(OSError):  # already closed: the read is over anyway
                sock.shutdown(socket.SHUT_RDWR)

    return on_set(abort)


class OpenAICompatibleProvider:
    """OpenAI, Ollama, LM Studio, llama.cpp server, vLLM…: chat completions with tool calling,
    streamed (server-sent events), so the answer shows as it is written."""

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

    def _failure(self, exc: Exception, *, streaming: bool, partial: str = "") -> ProviderError:
        """What went wrong with the server, said so the user can act on it."""
        import openai

        where = self.config.base_url
        # Not the SDK's: the HTTP library's, from reading the streamed answer.
        transport = not isinstance(exc, openai.OpenAIError)
        if isinstance(exc, openai.APITimeoutError) or (
            transport and "Timeout" in type(exc).__name__
        ):
            return ProviderError(
                "model_timeout",
                f"The model at {where} did not answer within {self.config.timeout:g} seconds.",
                partial=partial,
            )
        if isinstance(exc, openai.APIConnectionError) or transport:
            if streaming:
                return ProviderError(
                    "model_connection_lost",
                    f"The connection to the model at {where} was lost before the answer was "
                    "complete.",
                    partial=partial,
                )
            return ProviderError(
                "model_unreachable", f"Cannot reach the model at {where}. Is the server running?"
            )
        if isinstance(exc, openai.APIStatusError):
            return ProviderError(
                "model_http_error",
                f"The model server answered HTTP {exc.status_code}: {_short(exc.message)}",
                partial=partial,
            )
        return ProviderError(
            "model_error", f"The model failed: {_short(str(exc))}", partial=partial
        )

    def complete(
        self,
        messages: list[dict],
        tools: list[dict],
        *,
        on_text: Callable[[str], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> ModelReply:
        import openai
        from openai.types.chat import ChatCompletion

        body = {"model": self.config.model, "messages": messages, "stream": True}
        if tools:
            body["tools"] = tools
        try:
            # The prompt is plain JSON already: sent as it is through the client's documented
            # request method, not `chat.completions.create`, whose check of every message
            # against the SDK's types cost ~0.15 ms a message (20 ms for a 120-message
            # Session) on every step; the chunks come back as the server's JSON, not as SDK
            # objects (~0.1 ms a chunk). The key goes in the header itself (the SDK only adds
            # it for its own endpoints).
            stream = self._client.post(
                "/chat/completions",
                body=body,
                cast_to=ChatCompletion,
                stream=True,
                stream_cls=openai.Stream[object],
                options={"headers": {"Authorization": f"Bearer {self._client.api_key}"}},
            )
        except openai.OpenAIError as exc:
            raise self._failure(exc, streaming=False) from None
        if "event-stream" not in stream.response.headers.get("content-type", "event-stream"):
            return self._whole_answer(stream, on_text)
        assembler = ReplyAssembler()
        stop_aborting = _abort_when_cancelled(stream, cancel)
        transport = _transport_errors(stream.response)
        finished = False
        try:
            # The events are read to the end of the body, past [DONE], so the connection
            # goes back to the pool: the next step reuses it instead of connecting again
            # (a new TLS handshake per step on a remote server).
            for data in _sse_data(stream.response.iter_lines()):
                if cancel is not None and cancel.is_set():
                    break
                if finished:
                    continue
                if data.startswith("[DONE]"):
                    finished = True
                    continue
                added = assembler.add(self._chunk(data, assembler.text))
                if added and on_text is not None:
                    on_text(added)
        except transport as exc:
            if cancel is None or not cancel.is_set():
                raise self._failure(exc, streaming=True, partial=assembler.text) from None
        finally:
            stop_aborting()
            stream.close()
        if cancel is not None and cancel.is_set():
            return ModelReply(text=assembler.text, stopped="cancelled")
        if assembler.finish_reason is None:
            # The stream ended without saying the answer was finished: the connection went.
            raise ProviderError(
                "model_connection_lost",
                f"The connection to the model at {self.config.base_url} was lost before the "
                "answer was complete.",
                partial=assembler.text,
            )
        return assembler.reply()

    @staticmethod
    def _chunk(data: str, partial: str) -> object:
        """One event's JSON; an error the server reports mid-answer ends the step."""
        try:
            chunk = json.loads(data)
        except ValueError:
            raise ProviderError(
                "model_error",
                "The model sent a part of its answer that is not JSON.",
                partial=partial,
            ) from None
        error = chunk.get("error") if isinstance(chunk, dict) else None
        if error:
            message = error.get("message") if isinstance(error, dict) else error
            raise ProviderError(
                "model_error", f"The model failed: {_short(str(message))}", partial=partial
            )
        return chunk

    def _whole_answer(self, stream, on_text: Callable[[str], None] | None) -> ModelReply:
        """A server that ignores `stream` and sends the whole answer as one JSON document."""
        import openai

        try:
            data = json.loads(stream.response.read())
            message = data["choices"][0]["message"]
        except (openai.OpenAIError, ValueError, KeyError, IndexError, TypeError):
            raise ProviderError(
                "model_error", "The model sent an answer that is not a chat completion."
            ) from None
        finally:
            stream.close()
        text = message.get("content") or ""
        if text and on_text is not None:
            on_text(text)
        calls = tuple(
            ToolCall(
                id=c.get("id") or f"call_{i}",
                name=(c.get("function") or {}).get("name") or "",
                arguments=(c.get("function") or {}).get("arguments") or "",
            )
            for i, c in enumerate(message.get("tool_calls") or [])
            if isinstance(c, dict)
        )
        return ModelReply(text=text, tool_calls=calls)


def _sse_data(lines) -> Iterator[str]:
    """The data of each server-sent event (its `data:` lines joined), in order."""
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                yield "\n".join(data)
                data = []
            continue
        field, _colon, value = line.partition(":")
        if field == "data":
            data.append(value[1:] if value.startswith(" ") else value)
    if data:
        yield "\n".join(data)


def _transport_errors(response) -> type[Exception]:
    """The base class of the HTTP library's transport errors (a read that timed out, a
    connection reset) for the response the SDK gave: `httpx` or the fork it bundles."""
    module = importlib.import_module(type(response).__module__.split(".")[0])
    return getattr(module, "TransportError", OSError)


def _short(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_arguments(raw: str) -> dict:
    """A tool call's JSON arguments, or the invalid_arguments error a model can act on (deep
    nesting and over-long numbers too: `app.domain.jsontext`)."""
    from app.domain.errors import Code
    from app.domain.jsontext import parse_json

    if not raw.strip():
        return {}
    return parse_json(raw, code=Code.INVALID_ARGUMENTS, what="the arguments")
