"""What the Settings dialog stores: the language, the model provider (and its key in the
keyring), the "not used lately" days, and Memory imported from a file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.agent import keys
from app.domain.memory.outcomes import ImportReport
from app.services.changes import Done
from app.services.settings import check_context_window
from app.ui.operations.base import Operation


@dataclass(frozen=True)
class SetLanguage(Operation[None]):
    """The UI language (None: the system's)."""

    code: str | None

    def run(self, services, progress) -> Done[None]:
        return services.settings.set_language(self.code)


@dataclass(frozen=True)
class SetUnusedDays(Operation[int]):
    """After how many days unused a saved entry is offered for review."""

    days: int

    def run(self, services, progress) -> Done[int]:
        return services.settings.set_unused_days(self.days)


@dataclass(frozen=True)
class SetJudgeRules(Operation[bool]):
    """Whether a connected model judges the rules the checker cannot check (off by default)."""

    on: bool

    def run(self, services, progress) -> Done[bool]:
        return services.settings.set_judge_rules(self.on)


@dataclass(frozen=True)
class SetProposeReadings(Operation[bool]):
    """Whether a connected model may propose what Mindkeep checks of a rule (off by default)."""

    on: bool

    def run(self, services, progress) -> Done[bool]:
        return services.settings.set_propose_readings(self.on)


@dataclass(frozen=True)
class SaveModel(Operation[Any]):
    """The model provider: the offline assistant (`server` False), or a server with its model and
    timeout and context window (None: what the server reports), its key kept in the system
    keyring; a refused value writes nothing. A key the keyring refuses leaves the settings
    as they were (keys.KeyStoreError is raised). Returns (ModelSettings, key kept for this run
    only when there is no keyring, else None)."""

    server: bool
    base_url: str = ""
    model: str = ""
    timeout: float = 60.0
    key: str = ""
    previous: Any = None  # the ModelSettings before
    context_window: int | None = None

    def run(self, services, progress) -> Done[tuple]:
        settings, previous = services.settings, self.previous
        if not self.server:
            saved = settings.set_model(base_url=None, model=None)
            if previous is not None and previous.base_url:
                keys.delete_key(previous.base_url)  # the key of a server no longer used
            return Done((saved.value, None)).fold(saved)
        window = check_context_window(self.context_window)  # before anything is written
        saved = settings.set_model(base_url=self.base_url, model=self.model, timeout=self.timeout)
        if window != saved.value.context_window:
            saved = settings.set_context_window(window).fold(saved)
        key = self.key.strip()
        if not key:
            return Done((saved.value, None)).fold(saved)
        if not keys.has_keyring():
            return Done((saved.value, key)).fold(saved)
        try:
            keys.store_key(saved.value.base_url, key)
        except keys.KeyStoreError:
            if previous is not None:  # nothing half-saved
                settings.set_model(
                    base_url=previous.base_url, model=previous.model, timeout=previous.timeout
                )
                settings.set_context_window(previous.context_window)
            raise
        return Done((saved.value, None)).fold(saved)


@dataclass(frozen=True)
class ImportEntries(Operation[ImportReport]):
    """A Memory export (JSON) into a Session's scopes; each refused entry is reported."""

    session_id: int
    data: Any

    def run(self, services, progress) -> Done[ImportReport]:
        return services.transfer.import_entries(self.session_id, self.data)


@dataclass(frozen=True)
class ImportAgentsMd(Operation[ImportReport]):
    """The rules of an AGENTS.md-style file into a Session's scopes."""

    session_id: int
    text: str

    def run(self, services, progress) -> Done[ImportReport]:
        return services.transfer.import_agents_md(self.session_id, self.text)
