"""What the user's rules decide about another agent's call (SPEC §10): a saved rule as a hook
weighs it (`Rule`), the user's choice per rule (Block, Remind, Off) and its default, the
decision on one call (`decide`: deny with a reason, or allow with added context), and the
verdicts worth a receipt.

Pure and light, as app.domain.agents.events is (`mindkeep hook` imports it on every call):
the rules and the checker's verdicts come in as plain values.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

# What a rule does to another agent's action that would break it (the user's choice per rule).
BLOCK, REMIND, OFF = "block", "remind", "off"
MODES = (BLOCK, REMIND, OFF)

# Verdicts, as the checker says them (app.domain.memory.outcomes).
FOLLOWED, VIOLATED, NOT_APPLICABLE, UNKNOWN = "followed", "violated", "not_applicable", "unknown"


class Rule:
    """A saved rule as a hook weighs it: which entry, its words and kind, where it applies (scope
    and the Space's name), when the user said it (an ISO date, or None), the user's choice for
    other agents (`mode`: block, remind, off, or None for the default), and its stored reading
    (`reading`: the JSON of app.domain.compliance.Reading stored for this very version — the one
    the user confirmed, or the checker's when the rule was saved — or None: its words are read)."""

    __slots__ = (
        "entry_id",
        "kind",
        "mode",
        "reading",
        "said_on",
        "scope",
        "scope_name",
        "version",
        "words",
    )

    def __init__(
        self,
        entry_id: int,
        version: int,
        kind: str,
        words: str,
        *,
        scope: str = "space",
        scope_name: str = "",
        said_on: str | None = None,
        mode: str | None = None,
        reading: Mapping | None = None,
    ):
        self.entry_id = entry_id
        self.version = version
        self.kind = kind
        self.words = words
        self.scope = scope
        self.scope_name = scope_name
        self.said_on = said_on
        self.mode = mode if mode in MODES else None
        self.reading = dict(reading) if isinstance(reading, Mapping) else None

    def to_json(self) -> dict:
        return {
            "entry_id": self.entry_id,
            "version": self.version,
            "kind": self.kind,
            "words": self.words,
            "scope": self.scope,
            "scope_name": self.scope_name,
            "said_on": self.said_on,
            "mode": self.mode,
            "reading": self.reading,
        }

    @classmethod
    def from_json(cls, data: Mapping) -> Rule:
        said_on = data.get("said_on")
        # A mode that is not one of MODES (not text, or unknown) is the default (__init__).
        return cls(
            int(data["entry_id"]),
            int(data["version"]),
            str(data["kind"]),
            str(data["words"]),
            scope=str(data.get("scope", "space")),
            scope_name=str(data.get("scope_name", "")),
            said_on=said_on if isinstance(said_on, str) else None,
            mode=data.get("mode"),
            reading=data.get("reading") if isinstance(data.get("reading"), Mapping) else None,
        )

    def where(self) -> str:
        """Its scope in words, for the model: `Space “Shop”` or `Personal`."""
        if self.scope == "user":
            return "Personal (all of the user's work)"
        return f"Space “{self.scope_name}”" if self.scope_name else "this project's Space"

    def quoted(self) -> str:
        said = f"; the user said it on {self.said_on}" if self.said_on else ""
        return f"“{self.words}” ({self.where()}{said})"


def default_mode(verdict: Mapping) -> str:
    """SPEC §10: Block for a "never / don't" rule the checker can decide, Remind otherwise —
    as the rule's reading says (`forbids`: one of its checks forbids something; `readable`: it
    has checks), not as its words sound."""
    return default_for(bool(verdict.get("forbids")), bool(verdict.get("readable")))


def default_for(forbids: bool, checkable: bool) -> str:
    """The default of a rule whose reading forbids something (or not) and has checks (or not):
    app.domain.compliance.Reading's `forbids` and `checkable`."""
    return BLOCK if forbids and checkable else REMIND


def mode_of(rule: Rule, verdict: Mapping) -> str:
    return rule.mode or default_mode(verdict)


class Decision:
    """What a hook answers about one call: deny it (with the reason), or allow it, with the
    rules given back as added context (broken rules set to Remind, rules the checker could not
    tell about). `blocked`, `reminded`, `unsure`: the entry ids of each."""

    __slots__ = ("blocked", "context", "reason", "reminded", "unsure")

    def __init__(self, blocked=(), reminded=(), unsure=(), reason=None, context=None):
        self.blocked = tuple(blocked)
        self.reminded = tuple(reminded)
        self.unsure = tuple(unsure)
        self.reason = reason
        self.context = context

    @property
    def deny(self) -> bool:
        return bool(self.blocked)

    @property
    def silent(self) -> bool:
        return not self.blocked and not self.context


def decide(rules: Sequence[Rule], verdicts: Mapping[int, Mapping]) -> Decision:
    """SPEC §10: a rule set to Block that the call breaks denies it, quoting the rule, its scope
    and when the user said it; a broken rule set to Remind, and a rule the checker could read
    but not decide on this call, come back as added context; anything else says nothing. A rule
    set to Off is not weighed."""
    blocked: list[Rule] = []
    reminded: list[Rule] = []
    unsure: list[Rule] = []
    for rule in rules:
        v = verdicts.get(rule.entry_id)
        if v is None:
            continue
        mode = mode_of(rule, v)
        if mode == OFF:
            continue
        if v.get("verdict") == VIOLATED:
            (blocked if mode == BLOCK else reminded).append(rule)
        elif v.get("verdict") == UNKNOWN and v.get("readable"):
            unsure.append(rule)
    reason = None
    if blocked:
        names = "; ".join(r.quoted() for r in blocked)
        one = len(blocked) == 1
        reason = (
            f"Mindkeep blocked this: it breaks the user's rule{'' if one else 's'} {names}. "
            "Do not try to get around it; do the task another way, or ask the user."
        )
    lines = []
    for r in reminded:
        lines.append(f"This breaks the user's rule {r.quoted()}; they asked to be reminded.")
    for r in unsure:
        lines.append(f"Mindkeep could not tell whether this follows the user's rule {r.quoted()}.")
    context = None
    if lines:
        context = "Mindkeep (the user's Memory): " + " ".join(lines) + " Follow the user's rules."
    return Decision(
        [r.entry_id for r in blocked],
        [r.entry_id for r in reminded],
        [r.entry_id for r in unsure],
        reason,
        context,
    )


def receipt(found: Mapping[int, Mapping]) -> list[dict]:
    """The verdicts worth a receipt (SPEC §2.11: followed or broken), in the stored shape."""
    return [
        {
            "entry_id": entry_id,
            "version": v["version"],
            "verdict": v["verdict"],
            "evidence": v.get("evidence"),
            "by": "checker",
        }
        for entry_id, v in found.items()
        if v.get("verdict") in (FOLLOWED, VIOLATED)
    ]


def weighed(rules: Iterable[Rule]) -> list[Rule]:
    """The rules a hook checks a call against: preferences and constraints not set to Off (a
    rule without a choice may still be Off by nothing: its default is Block or Remind)."""
    return [r for r in rules if r.kind in ("preference", "constraint") and r.mode != OFF]
