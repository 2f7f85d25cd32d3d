"""A when-clause of work on a named system (English, check-x-en): "When you're working on the
brewery's fermentation monitor, …", "Whenever you touch the radio station's ad server, …", "When
working on the library's booking app, …" — where the rule holds, the system the agent's commands
run on, not a condition the checker cannot see (as rule_scope._WORK_WHEN reads it of databases,
servers and clusters). A when-clause of anything else ("When you're tired", "When the monitor
beeps", "Whenever the ticket service is down") stays one."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy

_WORK_ON_SYSTEM = Lazy(
    r"(?<!\w)when(?:ever)?\s+(?:(?:you|we)(?:'re|\s+are)?\s+)?"
    r"(?:working\s+on|work\s+on|touch(?:ing)?|on|logged\s+in(?:\s+to|to)|in)\s+"
    r"(?:the\s+|our\s+)?(?:[\w'.-]+\s+){0,4}?"
    r"(?:controller|service|monitor|system|app|dashboard|daemon|server|tool|kiosk|box|machine)s?"
    r"(?=\s*,)"
)


def work_on_system(plain: str) -> list[tuple[int, int]]:
    """The spans of a when-clause of work on a named system in a rule's words."""
    return [m.span() for m in _WORK_ON_SYSTEM.finditer(plain)] if "when" in plain else []
