"""Connect a model without typing (SPEC §3): find the OpenAI-compatible servers running on
this machine, and test a connection with one tiny request.

Only 127.0.0.1 is ever probed, on the ports the usual local servers listen on, all at once
with a short time limit (a closed port answers at once). Both functions are plain blocking
calls, for the CLI and for the window's worker threads alike; the test's result says what
happened as a typed status and a sentence in the UI language.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from enum import StrEnum

from app.i18n import _

# The usual local servers and the port each listens on by default.
LOCAL_SERVERS: tuple[tuple[str, int], ...] = (
    ("Ollama", 11434),
    ("LM Studio", 1234),
    ("llama.cpp", 8080),
    ("vLLM", 8000),
    ("Jan", 1337),
)
DETECT_TIMEOUT = 0.8
TEST_TIMEOUT = 20.0
# The one tool of the test request: a server that refuses `tools` cannot run the agent.
_PING_TOOL = {
    "type": "function",
    "function": {
        "name": "ping",
        "description": "Answers pong.",
        "parameters": {"type": "object", "properties": {}},
    },
}
_DETAIL_MAX = 300


@dataclass(frozen=True, slots=True)
class FoundServer:
    """A local OpenAI-compatible server that answered, and the models it offers."""

    name: str
    port: int
    base_url: str
    models: tuple[str, ...]

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "port": self.port,
            "base_url": self.base_url,
            "models": list(self.models),
        }


def _model_ids(data: object) -> tuple[str, ...] | None:
    """The model ids of a `GET /v1/models` answer (`{"data": [{"id": …}]}`), or None when the
    answer is not one."""
    items = data.get("data") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return None
    ids = [m.get("id") for m in items if isinstance(m, dict)]
    return tuple(i for i in ids if isinstance(i, str) and i)


def _server_name(port: int, data: dict) -> str:
    for name, known in LOCAL_SERVERS:
        if port == known:
            return name
    owners = {m.get("owned_by") for m in data.get("data", []) if isinstance(m, dict)}
    for owner, name in (("llamacpp", "llama.cpp"), ("vllm", "vLLM"), ("library", "Ollama")):
        if owner in owners:
            return name
    return _("OpenAI-compatible server")


# No proxy, whatever the environment says: the probes go to 127.0.0.1 and nowhere else.
_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _probe(port: int, timeout: float) -> FoundServer | None:
    base = f"http://127.0.0.1:{port}/v1"
    try:
        with _DIRECT.open(f"{base}/models", timeout=timeout) as answer:
            data = json.loads(answer.read(2_000_000))
    except (OSError, ValueError):  # nothing there, not HTTP, not JSON
        return None
    models = _model_ids(data)
    if models is None:
        return None
    return FoundServer(_server_name(port, data), port, base, models)


def detect_local_servers(
    ports: Sequence[int] | None = None, *, timeout: float = DETECT_TIMEOUT
) -> list[FoundServer]:
    """The OpenAI-compatible servers answering `GET /v1/models` on 127.0.0.1, on `ports`
    (default: the usual local servers' ports), probed in parallel, in the order asked."""
    chosen = list(dict.fromkeys(ports if ports is not None else [p for _n, p in LOCAL_SERVERS]))
    if not chosen:
        return []
    with ThreadPoolExecutor(max_workers=len(chosen), thread_name_prefix="detect") as pool:
        found = list(pool.map(lambda p: _probe(p, timeout), chosen))
    return [f for f in found if f is not None]


# ---------------------------------------------------------------- test connection


class Check(StrEnum):
    OK = "ok"
    NO_SERVER = "no_server"  # nothing answers at the URL
    TIMEOUT = "timeout"  # something is there but did not answer in time
    KEY_REFUSED = "key_refused"  # HTTP 401/403
    WRONG_MODEL = "wrong_model"  # the server has no such model
    NO_TOOL_CALLING = "no_tool_calling"  # it answers, but refuses a request with tools
    NOT_OPENAI = "not_openai_compatible"  # no chat completions at this URL
    SERVER_ERROR = "server_error"  # any other error the server reported


@dataclass(frozen=True, slots=True)
class ConnectionTest:
    """What one tiny request to a model got: a status, a sentence in the UI language, the
    server's own words, and the models it listed."""

    status: Check
    base_url: str
    model: str
    message: str
    detail: str = ""
    models: tuple[str, ...] = ()
    http_status: int | None = None
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return self.status is Check.OK

    def to_json(self) -> dict:
        return {
            "ok": self.ok,
            "status": self.status.value,
            "message": self.message,
            "detail": self.detail,
            "base_url": self.base_url,
            "model": self.model,
            "models": list(self.models),
            "http_status": self.http_status,
            "seconds": round(self.seconds, 3),
        }


@dataclass(frozen=True, slots=True)
class _Answer:
    status: int | None  # None: no HTTP answer at all
    body: object = None
    text: str = ""
    failure: str = ""  # "refused", "timeout", or another network failure's words


def _request(url: str, key: str | None, body: dict | None, timeout: float) -> _Answer:
    headers = {"Accept": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(url, data=data, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            status, raw = answer.status, answer.read(5_000_000)
    except urllib.error.HTTPError as exc:
        status, raw = exc.code, exc.read(200_000)
    except TimeoutError:
        return _Answer(None, failure="timeout")
    except urllib.error.URLError as exc:
        reason = exc.reason
        if isinstance(reason, TimeoutError):
            return _Answer(None, failure="timeout")
        if isinstance(reason, ConnectionRefusedError):
            return _Answer(None, failure="refused")
        return _Answer(None, failure=str(reason))
    except (ConnectionError, OSError) as exc:  # reset or closed while reading
        return _Answer(None, failure=str(exc) or type(exc).__name__)
    text = raw.decode("utf-8", "replace")
    try:
        parsed = json.loads(text) if text.strip() else None
    except ValueError:
        parsed = None
    return _Answer(status, parsed, text)


def _error_words(answer: _Answer) -> str:
    """The server's own error message, short."""
    body = answer.body
    message = None
    if isinstance(body, dict):
        error = body.get("error", body.get("detail", body.get("message")))
        message = error.get("message") if isinstance(error, dict) else error
    text = " ".join(str(message if message is not None else answer.text).split())
    return text if len(text) <= _DETAIL_MAX else text[: _DETAIL_MAX - 1] + "…"


def _about_the_model(words: str) -> bool:
    low = words.lower()
    return "model" in low and any(
        w in low for w in ("not found", "does not exist", "unknown", "no such", "not loaded")
    )


def check_connection(
    base_url: str,
    model: str,
    *,
    api_key: str | None = None,
    timeout: float = TEST_TIMEOUT,
) -> ConnectionTest:
    """Send one tiny chat request with one tool and say what happened: the server is not
    there, does not answer in time, refuses the key, has no such model, answers but not with
    tools, is not OpenAI-compatible, or works."""
    base = base_url.strip().rstrip("/")
    started = time.monotonic()

    def result(status: Check, message: str, answer: _Answer | None = None, **extra):
        return ConnectionTest(
            status,
            base,
            model,
            message,
            detail=_error_words(answer) if answer is not None and answer.status else "",
            http_status=answer.status if answer is not None else None,
            seconds=time.monotonic() - started,
            **extra,
        )

    def unreachable(answer: _Answer) -> ConnectionTest:
        if answer.failure == "timeout":
            return result(
                Check.TIMEOUT,
                _("The server at {url} did not answer within {seconds} seconds.").format(
                    url=base, seconds=f"{timeout:g}"
                ),
            )
        test = result(
            Check.NO_SERVER,
            _("Nothing answers at {url}. Is the server running?").format(url=base),
        )
        return test if answer.failure == "refused" else _with_detail(test, answer.failure)

    def refused_key(answer: _Answer) -> ConnectionTest:
        return result(
            Check.KEY_REFUSED,
            _("The server at {url} refused the API key (HTTP {status}).").format(
                url=base, status=answer.status
            ),
            answer,
        )

    listed = _request(f"{base}/models", api_key, None, timeout)
    if listed.status is None:
        return unreachable(listed)
    if listed.status in (401, 403):
        return refused_key(listed)
    models = _model_ids(listed.body) if listed.status == 200 else None
    if models and model not in models:
        return result(
            Check.WRONG_MODEL,
            _("The server at {url} has no model named {model}. It has: {models}.").format(
                url=base, model=model, models=", ".join(models[:20])
            ),
            models=models,
        )
    request = {
        "model": model,
        "messages": [{"role": "user", "content": "Reply with the word OK."}],
        "max_tokens": 16,
        "stream": False,
        "tools": [_PING_TOOL],
    }
    answer = _request(f"{base}/chat/completions", api_key, request, timeout)
    models = models or ()
    if answer.status is None:
        return unreachable(answer)
    if answer.status in (401, 403):
        return refused_key(answer)
    if answer.status == 200:
        if isinstance(answer.body, dict) and isinstance(answer.body.get("choices"), list):
            return result(
                Check.OK,
                _("Connected: {model} at {url} answered, and accepts tools.").format(
                    model=model, url=base
                ),
                models=models,
            )
        return _not_openai(result, base, answer, models)
    words = _error_words(answer)
    if _about_the_model(words):
        return _wrong_model(result, base, model, answer, models)
    if answer.status in (404, 405):
        return _not_openai(result, base, answer, models)
    # Refused with a tool: the same request without one tells whether tools are the reason.
    plain = _request(
        f"{base}/chat/completions",
        api_key,
        {k: v for k, v in request.items() if k != "tools"},
        timeout,
    )
    if plain.status == 200:
        return result(
            Check.NO_TOOL_CALLING,
            _(
                "{model} answers, but not with tools, which Mindkeep's agent needs. Choose a "
                "model that supports tool calling, or turn it on in the server."
            ).format(model=model),
            answer,
            models=models,
        )
    if plain.status is not None and _about_the_model(_error_words(plain)):
        return _wrong_model(result, base, model, plain, models)
    return result(
        Check.SERVER_ERROR,
        _("The server at {url} answered HTTP {status}: {detail}").format(
            url=base, status=answer.status, detail=words or "—"
        ),
        answer,
        models=models,
    )


def _with_detail(test: ConnectionTest, detail: str) -> ConnectionTest:
    return replace(test, detail=detail[:_DETAIL_MAX])


def _wrong_model(result, base: str, model: str, answer: _Answer, models) -> ConnectionTest:
    return result(
        Check.WRONG_MODEL,
        _("The server at {url} does not know the model {model}.").format(url=base, model=model),
        answer,
        models=models,
    )


def _not_openai(result, base: str, answer: _Answer, models) -> ConnectionTest:
    return result(
        Check.NOT_OPENAI,
        _(
            "There are no chat completions at {url}: it is not an OpenAI-compatible server, or "
            "the base URL is not its API's (it usually ends in /v1)."
        ).format(url=base),
        answer,
        models=models,
    )
