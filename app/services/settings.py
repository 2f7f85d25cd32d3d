"""App-wide settings kept in the database: the model provider (never its key) and the language."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar
from urllib.parse import urlparse

from app.domain.errors import AppError, Code
from app.domain.memory.rules.limits import (
    CONTEXT_WINDOW_MAX,
    CONTEXT_WINDOW_MIN,
    UNUSED_DAYS_DEFAULT,
    check_timeout,
)
from app.domain.memory.rules.usage import check_days
from app.domain.net import host_problem
from app.domain.text import check_storable
from app.domain.tools.servers import parse_http_url, url_secrets
from app.services.changes import Changes, Done
from app.storage.engine.database import Database
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.fast.hints import LANGUAGE_KEY
from app.storage.repositories import settings_store

MODEL_BASE_URL = "model.base_url"
MODEL_NAME = "model.name"
MODEL_TIMEOUT = "model.timeout"
# The model's context window in tokens, when the user sets it (none: ask the server).
MODEL_CONTEXT_WINDOW = "model.context_window"
LANGUAGE = LANGUAGE_KEY
WELCOMED = "ui.welcomed"
UNUSED_DAYS = "memory.unused_days"
# Whether the model judges, after each reply, the rules the checker cannot check (SPEC §2.11).
JUDGE_RULES = "model.judge_rules"
# Whether a connected model may propose a reading of a rule (issue 33), shown beside the
# checker's for the user to confirm: never stored by itself.
PROPOSE_READINGS = "model.propose_readings"

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class ModelSettings:
    base_url: str | None
    model: str | None
    timeout: float = 60.0
    context_window: int | None = None  # tokens; None: what the model's server says

    @property
    def configured(self) -> bool:
        return bool(self.base_url and self.model)

    def in_use(self, environ: Mapping[str, str]) -> tuple[str, str] | None:
        """The (base URL, model) a turn talks to: the MINDKEEP_MODEL_* environment variables,
        then these settings; None: the built-in offline assistant."""
        base_url = environ.get("MINDKEEP_MODEL_BASE_URL") or self.base_url
        model = environ.get("MINDKEEP_MODEL") or self.model
        return (base_url, model) if base_url and model else None


def check_base_url(url: str) -> str:
    """An http(s) URL of an OpenAI-compatible server, e.g. http://localhost:11434/v1."""
    parse_http_url(url.strip(), "base_url", "http://localhost:11434/v1")
    _check_host(url.strip())
    return url.strip().rstrip("/")


def check_storable_base_url(url: str) -> str:
    """A base URL that may be stored: without a credential in it (`user:pass@`, `?api_key=…`):
    the database never holds one (SPEC §2.5), and the model's key has its own place, the OS
    keyring (the chat-completions client sends it as a header; a query in the base URL is not
    sent at all)."""
    url = check_base_url(url)
    parsed = urlparse(url)
    if parsed.username or parsed.password or url_secrets(url)[1]:
        raise AppError(
            Code.SECRET_CONTENT,
            "the base URL holds a credential (a key, a token or a password); Mindkeep never "
            "stores one in its database. Give the URL without it, and the key as the API key "
            "(kept in the OS keyring).",
            "base_url",
        )
    return url


def _window(stored: str | None) -> int | None:
    """The stored context window; one written by hand that is not a sane number is none."""
    try:
        value = int(stored) if stored else None
    except ValueError:
        return None
    return (
        value if value is not None and CONTEXT_WINDOW_MIN <= value <= CONTEXT_WINDOW_MAX else None
    )


def check_context_window(value: object) -> int | None:
    """A context window as the user may set it: 0 or None (ask the server), or a whole number
    of tokens from CONTEXT_WINDOW_MIN to CONTEXT_WINDOW_MAX."""
    if value is None or value == 0:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise AppError(
            Code.INVALID_INPUT, "the context window is a whole number of tokens.", "context_window"
        )
    if not CONTEXT_WINDOW_MIN <= value <= CONTEXT_WINDOW_MAX:
        raise AppError(
            Code.INVALID_INPUT,
            f"the context window is {CONTEXT_WINDOW_MIN:,} to {CONTEXT_WINDOW_MAX:,} tokens "
            "(0: ask the model's server).",
            "context_window",
        )
    return value


def _check_host(url: str) -> None:
    """A host the HTTP client can look up (a 5,000-character one ended in a traceback)."""
    try:
        why = host_problem(urlparse(url).hostname)
    except ValueError:
        return  # (what urlparse cannot take is said by the checks that parse it)
    if why is not None:
        raise AppError(Code.INVALID_INPUT, f"the base URL cannot be used: {why}.", "base_url")


def _timeout(stored: str | None) -> float:
    """The stored model timeout; one written by hand that is not 1 to 3,600 seconds is the default."""
    try:
        value = float(stored) if stored else 60.0
    except ValueError:
        return 60.0
    return value if 1 <= value <= 3600 else 60.0


class SettingsService:
    """Read and change app-wide settings; each change returns what it stored and the keys it
    wrote (a `Done`)."""

    def __init__(self, db: Database):
        self._db = db

    @staticmethod
    def _changed(value: T, *keys: str) -> Done[T]:
        return Done(value, Changes(settings=frozenset(keys)))

    def model(self) -> ModelSettings:
        """The stored model provider (empty when the offline assistant is used)."""
        with self._db.read() as s:
            timeout = settings_store.get_app_setting(s, MODEL_TIMEOUT)
            return ModelSettings(
                base_url=settings_store.get_app_setting(s, MODEL_BASE_URL),
                model=settings_store.get_app_setting(s, MODEL_NAME),
                timeout=_timeout(timeout),
                context_window=_window(settings_store.get_app_setting(s, MODEL_CONTEXT_WINDOW)),
            )

    def set_context_window(self, tokens: int | None) -> Done[ModelSettings]:
        """The model's context window in tokens (0 or None: ask the model's server)."""
        tokens = check_context_window(tokens)
        with self._db.write() as s:
            settings_store.set_app_setting(
                s, MODEL_CONTEXT_WINDOW, None if tokens is None else str(tokens)
            )
        return self._changed(self.model(), MODEL_CONTEXT_WINDOW)

    def set_model(
        self, *, base_url: str | None, model: str | None, timeout: float | None = None
    ) -> Done[ModelSettings]:
        """Use this OpenAI-compatible server; both None goes back to the offline assistant."""
        if (base_url is None) != (model is None):
            raise AppError(Code.INVALID_INPUT, "give both a base URL and a model name.")
        check_storable(base_url, "base_url")
        check_storable(model, "model")
        if base_url is not None:
            base_url = check_storable_base_url(base_url)
            model = model.strip() if isinstance(model, str) else ""
            if not model or len(model) > 200:
                raise AppError(Code.INVALID_INPUT, "the model name must not be empty.", "model")
        if timeout is not None:
            timeout = check_timeout(timeout)
        with self._db.write() as s:
            settings_store.set_app_setting(s, MODEL_BASE_URL, base_url)
            settings_store.set_app_setting(s, MODEL_NAME, model)
            if timeout is not None:
                settings_store.set_app_setting(s, MODEL_TIMEOUT, str(timeout))
        return self._changed(self.model(), MODEL_BASE_URL, MODEL_NAME, MODEL_TIMEOUT)

    def language(self) -> str | None:
        """The chosen UI language, or None to follow the system."""
        with self._db.read() as s:
            return settings_store.get_app_setting(s, LANGUAGE)

    def set_language(self, code: str | None) -> Done[None]:
        with self._db.write() as s:
            settings_store.set_app_setting(s, LANGUAGE, code)
        return self._changed(None, LANGUAGE)

    def welcomed(self) -> bool:
        """True once the first start has shown the Welcome Space."""
        with self._db.read() as s:
            return settings_store.get_app_setting(s, WELCOMED) == "1"

    def set_welcomed(self) -> Done[None]:
        with self._db.write() as s:
            settings_store.set_app_setting(s, WELCOMED, "1")
        return self._changed(None, WELCOMED)

    def unused_days(self) -> int:
        """After how many days unused a saved entry is offered for review (SPEC §2.9)."""
        with self._db.read() as s:
            return self.unused_days_in(s)

    @staticmethod
    def unused_days_in(s: UnitOfWork) -> int:
        """`unused_days` within a unit of work of the caller's (app.services.views)."""
        stored = settings_store.get_app_setting(s, UNUSED_DAYS)
        try:
            return check_days(int(stored)) if stored is not None else UNUSED_DAYS_DEFAULT
        except (ValueError, AppError):
            return UNUSED_DAYS_DEFAULT  # a value written by hand: the default, not a crash

    def set_unused_days(self, days: int) -> Done[int]:
        """Change it (1 to 3,650 days); returns the stored value."""
        days = check_days(days)
        with self._db.write() as s:
            settings_store.set_app_setting(s, UNUSED_DAYS, str(days))
        return self._changed(days, UNUSED_DAYS)

    def judge_rules(self) -> bool:
        """Whether a connected model judges the rules the checker leaves unknown (off by
        default)."""
        with self._db.read() as s:
            return settings_store.get_app_setting(s, JUDGE_RULES) == "on"

    def set_judge_rules(self, on: bool) -> Done[bool]:
        """Turn the model's judging on or off; returns the stored value."""
        if not isinstance(on, bool):
            raise AppError(Code.INVALID_INPUT, "judge_rules is true or false.", "judge_rules")
        with self._db.write() as s:
            settings_store.set_app_setting(s, JUDGE_RULES, "on" if on else None)
        return self._changed(on, JUDGE_RULES)

    def propose_readings(self) -> bool:
        """Whether a connected model may propose what Mindkeep checks of a rule, for the user to
        confirm (off by default)."""
        with self._db.read() as s:
            return settings_store.get_app_setting(s, PROPOSE_READINGS) == "on"

    def set_propose_readings(self, on: bool) -> Done[bool]:
        """Let the model propose readings, or not; returns the stored value."""
        if not isinstance(on, bool):
            raise AppError(
                Code.INVALID_INPUT, "propose_readings is true or false.", "propose_readings"
            )
        with self._db.write() as s:
            settings_store.set_app_setting(s, PROPOSE_READINGS, "on" if on else None)
        return self._changed(on, PROPOSE_READINGS)
