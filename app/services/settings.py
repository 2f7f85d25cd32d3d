"""App-wide settings kept in the database: the model provider (never its key) and the language."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlparse

from app.domain.errors import AppError, Code
from app.domain.net import host_problem
from app.domain.rules.limits import UNUSED_DAYS_DEFAULT
from app.domain.rules.usage import check_days
from app.domain.text import check_storable
from app.storage import repo
from app.storage.database import Database, UnitOfWork
from app.storage.hints import LANGUAGE_KEY

MODEL_BASE_URL = "model.base_url"
MODEL_NAME = "model.name"
MODEL_TIMEOUT = "model.timeout"
LANGUAGE = LANGUAGE_KEY
WELCOMED = "ui.welcomed"
UNUSED_DAYS = "memory.unused_days"
# Whether the model judges, after each reply, the rules the checker cannot check (SPEC §2.11).
JUDGE_RULES = "model.judge_rules"


@dataclass(frozen=True, slots=True)
class ModelSettings:
    base_url: str | None
    model: str | None
    timeout: float = 60.0

    @property
    def configured(self) -> bool:
        return bool(self.base_url and self.model)


def check_base_url(url: str) -> str:
    """An http(s) URL of an OpenAI-compatible server, e.g. http://localhost:11434/v1."""
    parsed = urlparse(url.strip())
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise AppError(
            Code.INVALID_INPUT,
            "the base URL must start with http:// or https://, e.g. http://localhost:11434/v1.",
            "base_url",
        )
    _check_host(url.strip())
    return url.strip().rstrip("/")


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
    """Read and change app-wide settings."""

    def __init__(self, db: Database):
        self._db = db

    def model(self) -> ModelSettings:
        """The stored model provider (empty when the offline assistant is used)."""
        with self._db.read() as s:
            timeout = repo.get_app_setting(s, MODEL_TIMEOUT)
            return ModelSettings(
                base_url=repo.get_app_setting(s, MODEL_BASE_URL),
                model=repo.get_app_setting(s, MODEL_NAME),
                timeout=_timeout(timeout),
            )

    def set_model(
        self, *, base_url: str | None, model: str | None, timeout: float | None = None
    ) -> ModelSettings:
        """Use this OpenAI-compatible server; both None goes back to the offline assistant."""
        if (base_url is None) != (model is None):
            raise AppError(Code.INVALID_INPUT, "give both a base URL and a model name.")
        check_storable(base_url, "base_url")
        check_storable(model, "model")
        if base_url is not None:
            base_url = check_base_url(base_url)
            model = model.strip() if isinstance(model, str) else ""
            if not model or len(model) > 200:
                raise AppError(Code.INVALID_INPUT, "the model name must not be empty.", "model")
        if timeout is not None and not 1 <= timeout <= 3600:
            raise AppError(Code.INVALID_INPUT, "the timeout is 1 to 3600 seconds.", "timeout")
        with self._db.write() as s:
            repo.set_app_setting(s, MODEL_BASE_URL, base_url)
            repo.set_app_setting(s, MODEL_NAME, model)
            if timeout is not None:
                repo.set_app_setting(s, MODEL_TIMEOUT, str(timeout))
        return self.model()

    def language(self) -> str | None:
        """The chosen UI language, or None to follow the system."""
        with self._db.read() as s:
            return repo.get_app_setting(s, LANGUAGE)

    def set_language(self, code: str | None) -> None:
        with self._db.write() as s:
            repo.set_app_setting(s, LANGUAGE, code)

    def welcomed(self) -> bool:
        """True once the first start has shown the Welcome Space."""
        with self._db.read() as s:
            return repo.get_app_setting(s, WELCOMED) == "1"

    def set_welcomed(self) -> None:
        with self._db.write() as s:
            repo.set_app_setting(s, WELCOMED, "1")

    def unused_days(self) -> int:
        """After how many days unused a saved entry is offered for review (SPEC §2.9)."""
        with self._db.read() as s:
            return self.unused_days_in(s)

    @staticmethod
    def unused_days_in(s: UnitOfWork) -> int:
        """`unused_days` within a unit of work of the caller's (app.services.views)."""
        stored = repo.get_app_setting(s, UNUSED_DAYS)
        try:
            return check_days(int(stored)) if stored is not None else UNUSED_DAYS_DEFAULT
        except (ValueError, AppError):
            return UNUSED_DAYS_DEFAULT  # a value written by hand: the default, not a crash

    def set_unused_days(self, days: int) -> int:
        """Change it (1 to 3,650 days); returns the stored value."""
        days = check_days(days)
        with self._db.write() as s:
            repo.set_app_setting(s, UNUSED_DAYS, str(days))
        return days

    def judge_rules(self) -> bool:
        """Whether a connected model judges the rules the checker leaves unknown (off by
        default)."""
        with self._db.read() as s:
            return repo.get_app_setting(s, JUDGE_RULES) == "on"

    def set_judge_rules(self, on: bool) -> bool:
        """Turn the model's judging on or off; returns the stored value."""
        if not isinstance(on, bool):
            raise AppError(Code.INVALID_INPUT, "judge_rules is true or false.", "judge_rules")
        with self._db.write() as s:
            repo.set_app_setting(s, JUDGE_RULES, "on" if on else None)
        return on
