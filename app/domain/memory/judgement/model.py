"""What the judgement of one user message yields: explicit requests and at most one suggestion."""

from __future__ import annotations

from dataclasses import dataclass

from app.domain.model import Kind, Scope


@dataclass(frozen=True, slots=True)
class ExplicitRequest:
    """A "Remember …" or "I prefer …" request (SPEC §2.1), saved at once by the explicit saver."""

    form: str  # "remember" | "prefer"
    content: str

    @property
    def scope(self) -> Scope:
        return Scope.SESSION if self.form == "remember" else Scope.USER

    @property
    def kind(self) -> Kind:
        return Kind.FACT if self.form == "remember" else Kind.PREFERENCE


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A lasting rule the user stated: what the assistant may propose (SPEC §2.2)."""

    kind: Kind  # PREFERENCE or CONSTRAINT
    scope: Scope
    content: str
    language: str  # the language its sentence is written in, of the tables read: "de", "zh"


@dataclass(frozen=True, slots=True)
class Judgement:
    """Every explicit request of a message, in order, and the first lasting rule it states."""

    explicit: tuple[ExplicitRequest, ...]
    suggestion: Suggestion | None
