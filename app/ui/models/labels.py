"""User-visible names of domain values, translated when shown."""

from __future__ import annotations

from app.domain.model import Kind, MessageSource, Provenance, Scope, Status
from app.i18n import N_, _, pgettext

PROVENANCE = {
    Provenance.USER_STATED: N_("From your message"),
    Provenance.USER_CONFIRMED: N_("Confirmed by you"),
    Provenance.AGENT_INFERRED: N_("Agent inference"),
    Provenance.TOOL_OBSERVED: N_("Observed by a tool"),
    Provenance.EXTERNAL: N_("External, untrusted"),
    Provenance.IMPORTED: N_("Imported"),
}


def provenance(value: Provenance | str) -> str:
    return _(PROVENANCE[Provenance(value)])


def kind(value: Kind | str) -> str:
    value = Kind(value)
    names = {
        Kind.PREFERENCE: pgettext("memory kind", "preference"),
        Kind.CONSTRAINT: pgettext("memory kind", "constraint"),
        Kind.FACT: pgettext("memory kind", "fact"),
        Kind.DECISION: pgettext("memory kind", "decision"),
        Kind.TODO: pgettext("memory kind", "todo"),
        Kind.LESSON: pgettext("memory kind", "lesson"),
    }
    return names[value]


def kind_title(value: Kind | str) -> str:
    """A kind standing on its own (a card's label, the start of a line): "Constraint"."""
    name = kind(value)
    return name[:1].upper() + name[1:]


def scope(value: Scope | str) -> str:
    value = Scope(value)
    return {
        Scope.SESSION: pgettext("memory scope", "Session"),
        Scope.SPACE: pgettext("memory scope", "Space"),
        Scope.USER: pgettext("memory scope", "Personal"),
    }[value]


def status(value: Status | str) -> str:
    value = Status(value)
    return {
        Status.ACTIVE: pgettext("memory status", "saved"),
        Status.SUGGESTED: pgettext("memory status", "suggested"),
        Status.DISMISSED: pgettext("memory status", "dismissed"),
        Status.ARCHIVED: pgettext("memory status", "archived"),
    }[value]


def enforcement(mode: str) -> str:
    """What a rule does to another agent's action that would break it (SPEC §10)."""
    return {
        "block": pgettext("rule for other agents", "Block"),
        "remind": pgettext("rule for other agents", "Remind"),
        "off": pgettext("rule for other agents", "Off"),
    }[mode]


def enforcement_note(mode: str) -> str:
    """The user's choice, as the entry's line says it."""
    return {
        "block": _("Blocks other agents"),
        "remind": _("Reminds other agents"),
        "off": _("Off for other agents"),
    }[mode]


def source_badge(value: MessageSource | str) -> str:
    value = MessageSource(value)
    return {
        MessageSource.USER: pgettext("message source", "You"),
        MessageSource.AGENT: pgettext("message source", "Agent"),
        MessageSource.TOOL: pgettext("message source", "Tool"),
        MessageSource.WEB: pgettext("message source", "Web"),
        MessageSource.FILE: pgettext("message source", "File"),
        MessageSource.TRIGGER: pgettext("message source", "Trigger"),
        MessageSource.RELAYED: pgettext("message source", "Relayed"),
        MessageSource.CAPTURED: pgettext("message source", "You, in another agent"),
    }[value]


def message_badge(message) -> str:
    """A message's badge: its source, and for relayed words the agent that relayed them
    ("Relayed by Claude Code", SPEC §9)."""
    if message.source is MessageSource.RELAYED:
        agent = (message.meta or {}).get("relayed_by")
        if isinstance(agent, str) and agent:
            return _("Relayed by {agent}").format(agent=agent)
    if message.source is MessageSource.CAPTURED:
        agent = (message.meta or {}).get("captured_by")
        if isinstance(agent, str) and agent:
            return _("You, in {agent}").format(agent=agent)
    return source_badge(message.source)
