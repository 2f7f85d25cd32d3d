"""What the Memory page's notice line says after each decision, undo, batch or question: texts
built when shown, so a language switch says them again in the new language."""

from __future__ import annotations

from collections.abc import Callable

from app.domain.errors import AppError
from app.domain.memory.outcomes import Decision
from app.domain.memory.rules.decided import keeps_words_decided
from app.domain.memory.rules.state import Action
from app.domain.model import MemoryEntry, Scope
from app.domain.text import has_invisible
from app.i18n import _, format_number, ngettext
from app.services.reading_words import cannot_check_words
from app.services.refusals import error_text
from app.ui.components.suggestion_card import shorten
from app.ui.models import labels
from app.ui.widgets.common import isolate

QUOTE_CHARS = 60
Text = Callable[[], str]


def quoted(content: str) -> str:
    return isolate(shorten(content, QUOTE_CHARS))


_DONE: dict[Action, Callable[[str], str]] = {
    Action.ACCEPT: lambda q: _("Accepted “{content}”").format(content=q),
    Action.DISMISS: lambda q: _("Dismissed “{content}”").format(content=q),
    Action.EDIT: lambda q: _("Saved your wording “{content}”").format(content=q),
    Action.ARCHIVE: lambda q: _("Archived “{content}”").format(content=q),
    Action.RESTORE: lambda q: _("Restored “{content}”").format(content=q),
    Action.PIN: lambda q: _("Pinned “{content}”").format(content=q),
    Action.UNPIN: lambda q: _("Unpinned “{content}”").format(content=q),
    Action.MOVE: lambda q: _("Moved “{content}”").format(content=q),
    Action.KEEP: lambda q: _("Kept “{content}”; it is not offered again for a while.").format(
        content=q
    ),
}


def decided(decision: Decision, typed: str | None, shown: Scope | None) -> Text:
    """ "Accepted “…” · saved in Personal · 1 rule it conflicts with archived"."""
    q = quoted(decision.entry.content)
    done = _DONE[Action(decision.action)]
    scope = decision.entry.scope
    moved = shown is not None and scope is not shown
    replaced = len(decision.replaced)
    cleaned = isinstance(typed, str) and has_invisible(typed)
    entry = decision.entry
    wrote = Action(decision.action) in (Action.EDIT, Action.ACCEPT)

    def text() -> str:
        parts = [done(q)]
        if moved:
            parts.append(_("saved in {scope}").format(scope=labels.scope(scope)))
        if replaced:
            parts.append(
                ngettext(
                    "{n} rule it conflicts with archived",
                    "{n} rules it conflicts with archived",
                    replaced,
                ).format(n=format_number(replaced))
            )
        if cleaned:
            parts.append(_("invisible characters removed"))
        unchecked = cannot_check_words(entry.content, entry.kind) if wrote else ""
        if unchecked:
            parts.append(unchecked)
        return " · ".join(parts)

    return text


def unchanged(typed: str) -> Text:
    if has_invisible(typed):
        return lambda: _(
            "Nothing to save: the wording is the same once invisible characters and "
            "extra spaces are left out."
        )
    return lambda: _("Nothing to save: the wording is unchanged.")


def undone(decision: Decision) -> Text:
    if decision.batch:
        n = len(decision.batch)
        return lambda: ngettext(
            "Undone: {n} entry is back as it was.", "Undone: {n} entries are back as they were.", n
        ).format(n=format_number(n))
    q = quoted(decision.entry.content)
    return lambda: _("Undone: “{content}” is back as it was.").format(content=q)


def accepted_all(n: int) -> str:
    return ngettext("Accepted {n} suggestion", "Accepted {n} suggestions", n)


def cleared(n: int) -> str:
    return ngettext("Archived {n} saved entry", "Archived {n} saved entries", n)


def batch(said: Callable[[int], str], made: int, refused: list[tuple[int, AppError]]) -> Text:
    """ "Accepted 2 suggestions · 1 could not be: <why>"."""
    first = error_text(refused[0][1]) if refused else None

    def text() -> str:
        parts = [said(made).format(n=format_number(made))]
        if refused:
            parts.append(
                ngettext(
                    "{n} could not be: {reason}", "{n} could not be: {reason}", len(refused)
                ).format(n=format_number(len(refused)), reason=first())
            )
        return " · ".join(parts)

    return text


def ask_clear(scope: Scope, count: int) -> Text:
    return lambda: ngettext(
        "Clear {scope}: archive its {n} saved entry? Suggestions stay; Undo brings it back.",
        "Clear {scope}: archive its {n} saved entries? Suggestions stay; Undo brings them back.",
        count,
    ).format(scope=labels.scope(scope), n=format_number(count))


def ask_delete(entry: MemoryEntry) -> Text:
    q = quoted(entry.content)
    decided = keeps_words_decided(entry)

    def text() -> str:
        said = _(
            "Delete “{content}” for good? Its history will keep only that it existed; "
            "this cannot be undone."
        ).format(content=q)
        if decided:
            said += " " + _(
                "Its words stay decided: Mindkeep keeps a keyed hash of them (not the words), "
                "so the agent will not suggest them again."
            )
        return said

    return text


def deleted(entry: MemoryEntry) -> Text:
    q = quoted(entry.content)
    return lambda: _("Deleted “{content}” for good.").format(content=q)


def added(entry: MemoryEntry) -> Text:
    q = quoted(entry.content)
    return lambda: _("Added “{content}”").format(content=q)


def organised(merged: int) -> Text:
    if merged:
        return lambda: ngettext(
            "Organised: {n} entry merged.", "Organised: {n} entries merged.", merged
        ).format(n=format_number(merged))
    return lambda: _("Organised: nothing to merge.")


def enforcement_set(entry: MemoryEntry, mode: str) -> str:
    """After a rule's Block / Remind / Off for other agents was chosen (SPEC §10)."""
    q = quoted(entry.content)
    if mode == "block":
        return _("Other agents' actions that break “{content}” are blocked.").format(content=q)
    if mode == "remind":
        return _("Other agents are reminded of “{content}”; their actions are not blocked.").format(
            content=q
        )
    return _("Other agents' actions are not checked against “{content}”.").format(content=q)
