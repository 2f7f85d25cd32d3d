"""Model providers: any OpenAI-compatible chat-completions server, or the built-in offline assistant."""

from __future__ import annotations

import importlib
import json
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from app.agent.context_budget import REPLY_MAX_TOKENS, reply_tokens
from app.agent.context_window import (
    ContextWindow,
    Source,
    is_context_refusal,
    learn,
    limit_in,
    prompt_over_limit,
    window_of,
)
from app.agent.event_stream import (
    STREAM_BYTES_MAX,
    Deadline,
    TooLong,
    abort_when_cancelled,
    end_after,
    lines,
    sse_data,
    transport_errors,
)
from app.deferred import load
from app.domain.errors import Code
from app.domain.jsontext import parse_json
from app.domain.memory.rules.limits import MESSAGE_MAX

log = logging.getLogger(__name__)

# Why a reply is not the model's whole answer.
CANCELLED = "cancelled"  # the user stopped it
TOO_LONG = "too_long"  # longer than a message can be (or than the model was let write)
# The error code of a request the server refused as longer than the model's context window.
CONTEXT_EXCEEDED = "context_length_exceeded"

# An answer is read only as far as it can be kept: its text up to the longest message
# Mindkeep stores; the rest is not read (the connection is closed, so the server stops).
REPLY_MAX = MESSAGE_MAX
# What the model is asked to write at most. A reply is kept up to MESSAGE_MAX (100,000)
# characters, about 25,000 tokens of English and fewer of Chinese or Japanese; 16,384 is
# the most today's hosted models take as their output limit (a larger number is refused
# with HTTP 400 by many), and is still some 65,000 characters of English. A server that
# refuses it anyway (an older model, a small context window, a model that wants
# max_completion_tokens) is asked again without it, once per server and model, and the
# reading stops at REPLY_MAX regardless.
MAX_REPLY_TOKENS = REPLY_MAX_TOKENS
# Tool calls read from one answer (the loop runs at most MAX_TOOL_CALLS_PER_STEP of them
# and answers the others with an error); calls past this are not read at all.
CALLS_READ_MAX = 32
# The JSON arguments of one call (longer ones are cut, so they fail as invalid JSON).
ARGUMENTS_MAX = MESSAGE_MAX
# Once the answer says it is complete ([DONE], or a finish reason), how long its server
# may take to end the body. It is read to the end so the connection goes back to the pool
# (the next step reuses it); a server that keeps it open, silent or sending keep-alive
# comments, is cut off after this instead of ending the turn in model_timeout, or never.
DONE_GRACE_S = 0.5
# (base URL, model) of servers that refused max_tokens: asked without it from then on.
_REFUSE_MAX_TOKENS: set[tuple[str, str]] = set()


@dataclass(frozen=True, slots=True)
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text exactly as the model sent it


@dataclass(frozen=True, slots=True)
class ModelReply:
    text: str
    tool_calls: tuple[ToolCall, ...] = field(default_factory=tuple)
    # CANCELLED when the user stopped the answer while it streamed in (`text` is what arrived);
    # TOO_LONG when the answer went on past what a message can hold, or the model's output
    # limit ended it (`text` is what is kept; its tool calls are not to be run).
    stopped: str | None = None


class ProviderError(Exception):
    """The model could not be reached or answered with an error; the turn ends. `partial` is
    the text that had streamed in before (a connection lost mid-answer); `limit` the context
    window a server named when it refused a request as too long (CONTEXT_EXCEEDED)."""

    def __init__(self, code: str, message: str, *, partial: str = "", limit: int | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.partial = partial
        self.limit = limit


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
    # The model's context window in tokens when the user set it (None: ask the server).
    context_window: int | None = None


def _get(value: object, key: str) -> object:
    return value.get(key) if isinstance(value, dict) else None


def _list(value: object) -> list:
    return value if isinstance(value, list) else []


class ReplyAssembler:
    """One streamed answer put together from its chunks (`chat.completion.chunk`, as the JSON
    the server sent): the text in order, and each tool call from its pieces (id and name
    first, the JSON arguments in parts), by its index. Whatever is not shaped like a chunk is
    passed over. It keeps at most REPLY_MAX characters of text (`full` once it has them),
    CALLS_READ_MAX calls and ARGUMENTS_MAX characters of each call's arguments; each chunk
    costs what it adds (the text is joined once, at the end)."""

    def __init__(self) -> None:
        self._text: list[str] = []
        self._length = 0
        self._calls: dict[int, dict] = {}
        self.finish_reason: str | None = None
        self.full = False

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
            if isinstance(content, str) and content and not self.full:
                room = REPLY_MAX - self._length
                if len(content) > room:
                    content, self.full = content[:room], True
                if content:
                    self._text.append(content)
                    self._length += len(content)
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
        call = self._calls.get(index)
        if call is None:
            if len(self._calls) >= CALLS_READ_MAX:
                return  # not read: the loop answers the ones it did read
            call = self._calls[index] = {"id": None, "name": "", "arguments": [], "length": 0}
        if isinstance(piece.get("id"), str) and piece["id"]:
            call["id"] = piece["id"][:200]
        function = _get(piece, "function")
        name, arguments = _get(function, "name"), _get(function, "arguments")
        # The name comes once (OpenAI), or again in every piece (some local servers).
        if isinstance(name, str) and name and name != call["name"] and len(call["name"]) < 200:
            call["name"] += name
        if isinstance(arguments, str) and arguments and call["length"] < ARGUMENTS_MAX:
            arguments = arguments[: ARGUMENTS_MAX - call["length"]]
            call["arguments"].append(arguments)
            call["length"] += len(arguments)

    def reply(self) -> ModelReply:
        calls = tuple(
            ToolCall(id=c["id"] or f"call_{i}", name=c["name"], arguments="".join(c["arguments"]))
            for i, c in sorted(self._calls.items())
        )
        cut = self.full or self.finish_reason == "length"
        return ModelReply(text=self.text, tool_calls=calls, stopped=TOO_LONG if cut else None)


class OpenAICompatibleProvider:
    """OpenAI, Ollama, LM Studio, llama.cpp server, vLLM…: chat completions with tool calling,
    streamed (server-sent events), so the answer shows as it is written."""

    offline = False

    def __init__(self, config: ModelConfig):
        # The OpenAI SDK (~0.3 s) is imported with the first provider built, not at import.
        self.config = config
        self.name = config.model
        # Local servers need no key, but the SDK insists on one.
        self._client = load("openai:OpenAI")(
            base_url=config.base_url,
            api_key=config.api_key or "not-needed",
            timeout=config.timeout,
            max_retries=0,
        )
        # What each request sends, made once: the SDK's own headers and the key.
        self._url = str(self._client.base_url).rstrip("/") + "/chat/completions"
        self._headers = {
            k: v for k, v in self._client.default_headers.items() if isinstance(v, str)
        } | {"Authorization": f"Bearer {self._client.api_key}"}
        self._errors: tuple | None = None  # the HTTP library's (timeout, request) errors

    def _failure(self, exc: Exception, *, streaming: bool, partial: str = "") -> ProviderError:
        """What went wrong with the server, said so the user can act on it."""
        openai = load("openai")

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
            said = f"{exc.message} {json.dumps(exc.body, default=str)}"
            if is_context_refusal(exc.status_code, said):
                return ProviderError(
                    CONTEXT_EXCEEDED,
                    f"The model at {where} refused the request as longer than its context "
                    f"window: {_short(exc.message)}",
                    partial=partial,
                    limit=limit_in(said),
                )
            return ProviderError(
                "model_http_error",
                f"The model server answered HTTP {exc.status_code}: {_short(exc.message)}",
                partial=partial,
            )
        return ProviderError(
            "model_error", f"The model failed: {_short(str(exc))}", partial=partial
        )

    def context_window(self) -> ContextWindow:
        """The model's context window: the setting, else what its server says (asked once per
        process), else a safe default (app.agent.context_window)."""
        return window_of(
            self.config.base_url,
            self.config.model,
            api_key=self.config.api_key,
            setting=self.config.context_window,
        )

    def learn_window(self, tokens: int) -> None:
        """The server refused a request as longer than `tokens`: plan for that from now on (a
        window the user set is kept: it is theirs to change)."""
        learn(self.config.base_url, self.config.model, tokens)

    def _http_errors(self, http) -> tuple:
        """The HTTP library's timeout and request errors, of the library the SDK uses (`httpx`
        or the fork it bundles)."""
        if self._errors is None:
            library = next(
                (c.__module__.split(".")[0] for c in type(http).__mro__
                 if c.__module__.split(".")[0] in ("httpx", "httpx2")),
                "httpx",
            )  # fmt: skip
            module = importlib.import_module(library)
            self._errors = (module.TimeoutException, module.RequestError)
        return self._errors

    def _open(self, body: dict):
        """Send one request; the streamed response (ProviderError when there is none).

        The prompt is plain JSON already: sent on the SDK's own HTTP client (its connection
        pool, its timeout), not through `chat.completions.create`, whose check of every message
        against the SDK's types cost ~0.15 ms a message (20 ms for a 120-message Session) on
        every step, nor its general `post`, whose options, copies and retry loop were a third
        of a turn's own time (issue 32); the chunks come back as the server's JSON. What goes
        wrong is the SDK's own error, made as the SDK makes it (a status error from the
        response), so it is told to the user the same way."""
        openai = load("openai")
        http = self._client._client
        timeout_error, request_error = self._http_errors(http)
        request = None
        try:
            try:
                request = http.build_request(
                    "POST",
                    self._url,
                    content=json.dumps(body).encode(),
                    headers=self._headers,
                    timeout=self._client.timeout,
                )
                response = http.send(request, stream=True)
            except timeout_error as exc:
                raise openai.APITimeoutError(request=request) from exc
            except request_error as exc:
                raise openai.APIConnectionError(request=request) from exc
            if response.status_code >= 400:
                try:
                    response.read()
                except request_error as exc:
                    raise openai.APIConnectionError(request=request) from exc
                finally:
                    response.close()
                raise self._client._make_status_error_from_response(response)
            return _Answer(response)
        except openai.OpenAIError as exc:
            if "max_tokens" in body and _refuses_max_tokens(exc):
                # This server (or model) will not take it: ask again, and from now on, without.
                _REFUSE_MAX_TOKENS.add((self.config.base_url, self.config.model))
                return self._open({k: v for k, v in body.items() if k != "max_tokens"})
            raise self._failure(exc, streaming=False) from None

    def complete(
        self,
        messages: list[dict],
        tools: list[dict],
        *,
        on_text: Callable[[str], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> ModelReply:
        body = {"model": self.config.model, "messages": messages, "stream": True}
        if (self.config.base_url, self.config.model) not in _REFUSE_MAX_TOKENS:
            # Within a known window the reply's room is what the prompt left it (a server
            # refuses a request whose prompt and max_tokens together pass its window).
            window = self.context_window()
            known = window.source != Source.DEFAULT
            body["max_tokens"] = reply_tokens(window.tokens) if known else MAX_REPLY_TOKENS
        if tools:
            body["tools"] = tools
        stream = self._open(body)
        if "event-stream" not in stream.response.headers.get("content-type", "event-stream"):
            return self._whole_answer(stream, on_text)
        assembler = ReplyAssembler()
        stop_aborting = abort_when_cancelled(stream, cancel)
        transport = transport_errors(stream.response)
        done = False  # [DONE] came
        grace: Deadline | None = None
        try:
            # The events are read to the end of the body, past [DONE], so the connection
            # goes back to the pool: the next step reuses it instead of connecting again
            # (a new TLS handshake per step on a remote server). Once the answer is
            # complete its server has DONE_GRACE_S to end the body.
            for data in sse_data(lines(stream.response.iter_bytes())):
                if cancel is not None and cancel.is_set():
                    break
                if done:
                    continue
                if data.startswith("[DONE]"):
                    done = True
                    grace = grace or end_after(stream, DONE_GRACE_S)
                    continue
                added = assembler.add(self._chunk(data, assembler))
                if added and on_text is not None:
                    on_text(added)
                if assembler.full:
                    break  # what can be kept has arrived: the rest is not read
                if assembler.finish_reason and grace is None:
                    grace = end_after(stream, DONE_GRACE_S)
        except TooLong:
            assembler.full = True
        except transport as exc:
            complete = done or assembler.finish_reason is not None
            if not complete and (cancel is None or not cancel.is_set()):
                raise self._failure(exc, streaming=True, partial=assembler.text) from None
        finally:
            if grace is not None:
                grace.cancel()
            stop_aborting()
            stream.close()
        if cancel is not None and cancel.is_set():
            return ModelReply(text=assembler.text, stopped=CANCELLED)
        if assembler.finish_reason is None and not (done or assembler.full):
            # The stream ended without saying the answer was finished: the connection went.
            raise ProviderError(
                "model_connection_lost",
                f"The connection to the model at {self.config.base_url} was lost before the "
                "answer was complete.",
                partial=assembler.text,
            )
        return assembler.reply()

    @staticmethod
    def _chunk(data: str, assembler: ReplyAssembler) -> object:
        """One event's JSON; an error the server reports mid-answer ends the step."""
        try:
            chunk = json.loads(data)
        except (ValueError, RecursionError):
            raise ProviderError(
                "model_error",
                "The model sent a part of its answer that is not JSON.",
                partial=assembler.text,
            ) from None
        error = chunk.get("error") if isinstance(chunk, dict) else None
        if error:
            message = error.get("message") if isinstance(error, dict) else error
            said = json.dumps(error, default=str)
            if is_context_refusal(None, said):
                raise ProviderError(
                    CONTEXT_EXCEEDED,
                    f"The model refused the request as longer than its context window: "
                    f"{_short(str(message))}",
                    partial=assembler.text,
                    limit=limit_in(said),
                )
            raise ProviderError(
                "model_error",
                f"The model failed: {_short(str(message))}",
                partial=assembler.text,
            )
        return chunk

    def _whole_answer(self, stream, on_text: Callable[[str], None] | None) -> ModelReply:
        """A server that ignores `stream` and sends the whole answer as one JSON document
        (read up to STREAM_BYTES_MAX)."""
        openai = load("openai")

        try:
            raw = bytearray()
            for part in stream.response.iter_bytes():
                raw += part
                if len(raw) > STREAM_BYTES_MAX:
                    raise ProviderError(
                        "model_error",
                        f"The model sent an answer of more than {STREAM_BYTES_MAX:,} bytes; "
                        "it was not read.",
                    )
            data = json.loads(bytes(raw))
            message = data["choices"][0]["message"]
            if not isinstance(message, dict):
                raise TypeError("message")
        except (openai.OpenAIError, ValueError, KeyError, IndexError, TypeError, RecursionError):
            raise ProviderError(
                "model_error", "The model sent an answer that is not a chat completion."
            ) from None
        finally:
            stream.close()
        text = message.get("content")
        text = text if isinstance(text, str) else ""
        stopped = TOO_LONG if len(text) > REPLY_MAX else None
        text = text[:REPLY_MAX]
        if text and on_text is not None:
            on_text(text)
        calls = tuple(
            ToolCall(
                id=_text_of(c.get("id"))[:200] or f"call_{i}",
                name=_text_of(_get(c.get("function"), "name"))[:200],
                arguments=_text_of(_get(c.get("function"), "arguments"))[:ARGUMENTS_MAX],
            )
            for i, c in enumerate(_list(message.get("tool_calls"))[:CALLS_READ_MAX])
            if isinstance(c, dict)
        )
        return ModelReply(text=text, tool_calls=calls, stopped=stopped)


class _Answer:
    """A streamed answer as the provider reads it: its response, and closing it."""

    __slots__ = ("response",)

    def __init__(self, response):
        self.response = response

    def close(self) -> None:
        self.response.close()


def _text_of(value: object) -> str:
    return value if isinstance(value, str) else ""


def _refuses_max_tokens(exc: Exception) -> bool:
    """The server said no to max_tokens (too large for the model, past its context window,
    or a model that takes max_completion_tokens instead); not when it says the messages alone
    are past the window (asking without max_tokens would not help)."""
    openai = load("openai")

    if not isinstance(exc, openai.APIStatusError) or exc.status_code not in (400, 422):
        return False
    if prompt_over_limit(f"{exc.message} {json.dumps(exc.body, default=str)}"):
        return False
    said = str(exc.message).lower()
    return any(
        word in said
        for word in ("max_tokens", "max_completion_tokens", "context length", "maximum context")
    )


def _short(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_arguments(raw: str) -> dict:
    """A tool call's JSON arguments, or the invalid_arguments error a model can act on (deep
    nesting and over-long numbers too: `app.domain.jsontext`)."""
    if not raw.strip():
        return {}
    return parse_json(raw, code=Code.INVALID_ARGUMENTS, what="the arguments")
