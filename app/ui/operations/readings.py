"""Asking the model for a rule's reading (issue 33): off the GUI thread, stored by nothing. Apart
from the Memory operations, so the first screen does not load the model's client for it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from app.agent.propose_reading import propose_reading
from app.agent.providers import ProviderError
from app.domain.errors import AppError
from app.ui.operations.base import Operation


@dataclass(frozen=True)
class ProposeReading(Operation):
    """The model's proposal of a rule's reading: (the Reading by "model", None) or (None, why
    there is none — the model's or the reading's words)."""

    words: str
    model: Callable[[], Any] = field(hash=False, compare=False)

    slow: ClassVar[bool] = True

    def run(self, services, progress):
        try:
            return propose_reading(self.model(), self.words), None
        except ProviderError as exc:
            return None, exc.message
        except AppError as exc:
            return None, exc.message
