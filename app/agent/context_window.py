"""How many tokens the configured model reads at once: its context window (issue 31).

Where the server says it, it is read from the server, once per server and model in a process:
vLLM's and some other servers' `GET /v1/models` (`max_model_len`, `context_length`,
`loaded_context_length`…), llama.cpp's `GET /props` (`default_generation_settings.n_ctx`, the
context it was started with), Ollama's `GET /api/ps` (the context of the loaded model) or
`POST /api/show` (`num_ctx` among its parameters; Ollama's own default otherwise, capped by what
the model was trained for), LM Studio's `GET /api/v0/models/{model}`
(`loaded_context_length`). A setting (`settings model --context-window N`) wins over all of
them; with neither, DEFAULT_WINDOW. A server that refuses a request as too long usually says
its limit ("maximum context length is 8192 tokens"): that limit is learned for the rest of the
process (`learn`).

Plain blocking HTTP with a short time limit, called from the turn's worker thread, never the
GUI thread. Nothing here raises: a server that says nothing usable leaves the default.
"""

from __future__ import annotations

import http.client
import ipaddress
import json
import re
import threading
import urllib.parse
import urllib.request
from dataclasses import dataclass

from app.domain.memory.rules.limits import CONTEXT_WINDOW_MAX, CONTEXT_WINDOW_MIN

# The window of a model whose server does not say it: what most local servers start a model
# with (llama.cpp and LM Studio's defaults, Ollama's on machines with a large GPU is more).
DEFAULT_WINDOW = 8_192
# Ollama's context when neither the loaded model nor its parameters say (its default on a
# machine with less than 24 GiB of VRAM; older versions used 2,048). Ollama does not refuse a
# longer prompt: it silently drops its beginning, the system text with the user's rules first.
OLLAMA_DEFAULT = 4_096
PROBE_TIMEOUT = 2.0
# A window outside this range is not believed (a setting outside it is refused).
WINDOW_MIN, WINDOW_MAX = CONTEXT_WINDOW_MIN, CONTEXT_WINDOW_MAX
# The keys a `GET /v1/models` entry may carry its context in, best first.
_MODEL_KEYS = (
    "loaded_context_length",
    "max_model_len",
    "context_length",
    "context_window",
    "max_context_length",
)


class Source:
    SETTING = "setting"
    SERVER = "server"
    REFUSAL = "refusal"  # the server refused a request and said its limit
    DEFAULT = "default"


@dataclass(frozen=True, slots=True)
class ContextWindow:
    """The model's context window in tokens, and where that number comes from."""

    tokens: int
    source: str = Source.DEFAULT


_lock = threading.Lock()
_detected: dict[tuple[str, str], int | None] = {}  # (base URL, model) → tokens or None
_learned: dict[tuple[str, str], int] = {}


def _sane(value: object) -> int | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value.strip())
        else:
            return None
    value = int(value)
    return value if WINDOW_MIN <= value <= WINDOW_MAX else None


def _ask(url: str, key: str | None, body: dict | None, timeout: float) -> object:
    """The JSON a server answers (None: no answer, an error status, or not JSON)."""
    headers = {"Accept": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    try:
        request = urllib.request.Request(url, data=data, headers=headers)
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return json.loads(answer.read(2_000_000))
    except (OSError, ValueError, http.client.HTTPException):
        return None


def _from_models(data: object, model: str) -> int | None:
    items = data.get("data") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return None
    entries = [m for m in items if isinstance(m, dict)]
    chosen = [m for m in entries if m.get("id") == model] or (entries if len(entries) == 1 else [])
    for entry in chosen:
        for key in _MODEL_KEYS:
            found = _sane(entry.get(key))
            if found is not None:
                return found
        meta = entry.get("meta")
        if isinstance(meta, dict):
            found = _sane(meta.get("n_ctx"))
            if found is not None:
                return found
    return None


def _from_props(data: object) -> int | None:
    if not isinstance(data, dict):
        return None
    settings = data.get("default_generation_settings")
    if isinstance(settings, dict) and _sane(settings.get("n_ctx")) is not None:
        return _sane(settings.get("n_ctx"))
    return _sane(data.get("n_ctx"))


def _from_ollama_ps(data: object, model: str) -> tuple[bool, int | None]:
    """Whether this is Ollama's answer, and the context of the model if it is loaded."""
    items = data.get("models") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return False, None
    for entry in items:
        if isinstance(entry, dict) and model in (entry.get("name"), entry.get("model")):
            return True, _sane(entry.get("context_length"))
    return True, None


_NUM_CTX = re.compile(r"(?m)^\s*num_ctx\s+(\d+)\s*$")


def _from_ollama_show(data: object) -> int | None:
    """`num_ctx` among the model's parameters; otherwise Ollama's default, capped by the
    context the model was trained for (None: not an answer of Ollama's)."""
    if not isinstance(data, dict):
        return None
    parameters = data.get("parameters")
    if isinstance(parameters, str):
        match = _NUM_CTX.search(parameters)
        if match and _sane(match.group(1)) is not None:
            return _sane(match.group(1))
    info = data.get("model_info")
    if not isinstance(info, dict):
        return None
    trained = [
        _sane(v) for k, v in info.items() if isinstance(k, str) and k.endswith(".context_length")
    ]
    trained = [t for t in trained if t is not None]
    return min([OLLAMA_DEFAULT, *trained])


def _from_lm_studio(data: object) -> int | None:
    if not isinstance(data, dict):
        return None
    return _sane(data.get("loaded_context_length")) or _sane(data.get("max_context_length"))


def _nearby(base_url: str) -> bool:
    """A server on this machine or the local network (the usual local servers' kind)."""
    host = (urllib.parse.urlsplit(base_url).hostname or "").lower()
    if host in ("localhost", "::1") or host.endswith((".local", ".lan", ".internal")):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_private or address.is_link_local


def detect_window(
    base_url: str, model: str, *, api_key: str | None = None, timeout: float = PROBE_TIMEOUT
) -> int | None:
    """The context window the server at `base_url` says `model` has, or None when it says
    nothing usable (asked in the order of the module's docstring; the first answer wins). A
    server elsewhere on the internet is only asked `GET /v1/models`; Ollama's `POST /api/show`
    only once `/api/ps` showed the server is Ollama (other servers may take any POST as a
    chat request)."""
    base = base_url.rstrip("/")
    root = base[: -len("/v1")] if base.endswith("/v1") else base
    found = _from_models(_ask(f"{base}/models", api_key, None, timeout), model)
    if found is not None or not _nearby(base):
        return found
    found = _from_props(_ask(f"{root}/props", api_key, None, timeout))
    if found is not None:
        return found
    ollama, found = _from_ollama_ps(_ask(f"{root}/api/ps", api_key, None, timeout), model)
    if found is None and ollama:
        found = _from_ollama_show(_ask(f"{root}/api/show", api_key, {"model": model}, timeout))
        found = found or OLLAMA_DEFAULT
    if found is None and not ollama:
        quoted = urllib.parse.quote(model, safe="")
        found = _from_lm_studio(_ask(f"{root}/api/v0/models/{quoted}", api_key, None, timeout))
    return found


def window_of(
    base_url: str, model: str, *, api_key: str | None = None, setting: int | None = None
) -> ContextWindow:
    """The window a turn plans for: the setting, else a limit a refusal taught, else what the
    server says (asked once per process), else DEFAULT_WINDOW."""
    if setting:
        return ContextWindow(setting, Source.SETTING)
    key = (base_url.rstrip("/"), model)
    with _lock:
        learned = _learned.get(key)
        known = key in _detected
        detected = _detected.get(key)
    if learned is not None:
        return ContextWindow(learned, Source.REFUSAL)
    if not known:
        detected = detect_window(base_url, model, api_key=api_key)
        with _lock:
            _detected[key] = detected
    if detected is not None:
        return ContextWindow(detected, Source.SERVER)
    return ContextWindow(DEFAULT_WINDOW, Source.DEFAULT)


def learn(base_url: str, model: str, tokens: int) -> None:
    """A server refused a request as longer than `tokens`: plan for that from now on."""
    if _sane(tokens) is None:
        return
    with _lock:
        _learned[(base_url.rstrip("/"), model)] = int(tokens)


def forget() -> None:
    """Forget what was detected and learned (a new setting, or the tests)."""
    with _lock:
        _detected.clear()
        _learned.clear()


# What servers say when a request is longer than the model's context window, and the limit
# they name: OpenAI and vLLM ("This model's maximum context length is 8192 tokens"), LM Studio
# ("the model is loaded with context length of only 4096 tokens"), llama.cpp ("the request
# exceeds the available context size", with "n_ctx": 4096 in its error object), others.
_CONTEXT_WORDS = (
    "context_length_exceeded",
    "exceed_context_size",
    "context length",
    "context_length",
    "context window",
    "context size",
    "maximum context",
    "prompt is too long",
    "too many tokens",
    "input is too long",
)
_LIMITS = (
    re.compile(r"maximum context length is (\d+)", re.I),
    re.compile(r"context length of only (\d+)", re.I),
    re.compile(r"context window (?:of|is) (\d+)", re.I),
    re.compile(r"context size \(?(\d+)", re.I),
    re.compile(r"\"?n_ctx\"?\s*[:=]\s*(\d+)", re.I),
    re.compile(r"max_model_len\s*[:=(]?\s*(\d+)", re.I),
)


def is_context_refusal(status: int | None, said: str) -> bool:
    """Whether a server's refusal (HTTP `status`, its error in words or JSON) says the request
    did not fit the model's context window."""
    if status is not None and status not in (400, 413, 422, 500):
        return False
    low = said.lower()
    return any(word in low for word in _CONTEXT_WORDS)


_PROMPT_TOKENS = (
    re.compile(r"\((\d+) in the messages", re.I),
    re.compile(r"\"?n_prompt_tokens\"?\s*[:=]\s*(\d+)", re.I),
)


def prompt_over_limit(said: str) -> bool:
    """Whether a refusal says the prompt alone (not the reply's room) is past the window."""
    limit = limit_in(said)
    for pattern in _PROMPT_TOKENS:
        match = pattern.search(said)
        if match and limit is not None:
            return int(match.group(1)) >= limit
    return False


def limit_in(said: str) -> int | None:
    """The context window a refusal names, or None."""
    for pattern in _LIMITS:
        match = pattern.search(said)
        if match and _sane(match.group(1)) is not None:
            return _sane(match.group(1))
    return None
