"""The receipt under an agent reply or a tool call (SPEC §2.11), as the window's own lines:
"Followed 3 rules · 1 may be broken ▸", and when opened, each rule that applied with its
verdict and evidence, linking to its entry. Plain parts, like every line of the window's
(app.ui.delegates.window_lines), drawn as "Used 3 Memory rules" is."""

from __future__ import annotations

from app.deferred import load
from app.domain.memory.outcomes import VIOLATED, RecordedVerdict
from app.domain.model import MemoryEntry, Status
from app.i18n import _, babel_locale, format_number, ngettext
from app.ui.models import labels

QUOTE_CHARS = 80
_FI, _PDI = "\u2068", "\u2069"


def receipt_label(receipt) -> str:
    """ "Followed 3 rules · 1 may be broken" for the rules that applied."""
    followed = sum(v.verdict != VIOLATED for v, _e in receipt)
    broken = len(receipt) - followed
    parts = []
    if followed:
        parts.append(
            ngettext("Followed {n} rule", "Followed {n} rules", followed).format(
                n=format_number(followed)
            )
        )
    if broken and followed:
        parts.append(
            ngettext("{n} may be broken", "{n} may be broken", broken).format(
                n=format_number(broken)
            )
        )
    elif broken:
        parts.append(
            ngettext("{n} rule may be broken", "{n} rules may be broken", broken).format(
                n=format_number(broken)
            )
        )
    return " · ".join(parts)


def _quote(text: str) -> str:
    text = " ".join(str(text).split())
    if len(text) > QUOTE_CHARS:
        text = text[: QUOTE_CHARS - 1] + "…"
    return quote_words(f"{_FI}{text}{_PDI}")


def quote_words(text: str) -> str:
    """Words quoted as the UI language quotes them (“…”, «…», „…“, 「…」)."""
    return _("“{text}”").format(text=text)


def language_name(code: str) -> str:
    """A language code the checker names ("fr", "zh-Hans") in the UI language ("French")."""
    # Babel and its locale data (~20 ms) with the first receipt that names a language, not with
    # the chat's rows (app/startup.py).
    babel = load("babel:")
    try:
        return babel.Locale.parse(code.replace("-", "_")).get_display_name(babel_locale()) or code
    except (ValueError, babel.UnknownLocaleError):
        return code


def evidence_words(verdict: RecordedVerdict) -> str:
    """What a verdict rests on, in words: the reply's language, the span or argument seen."""
    ev = verdict.evidence or {}
    if ev.get("language"):
        return _("the reply is in {language}").format(language=language_name(ev["language"]))
    value = ev.get("value") or ev.get("text")
    if ev.get("where") == "arguments" and ev.get("argument"):
        return f"{ev['argument']}: {_quote(value)}" if value else str(ev["argument"])
    return _quote(value) if value else ""


def receipt_line(verdict: RecordedVerdict, entry: MemoryEntry | None, line, link):
    """One rule of an opened receipt: its verdict, the rule (a link to its entry), the
    evidence, and who judged it when the model did."""
    said = _("May be broken") if verdict.verdict == VIOLATED else _("Followed")
    mark = "✗" if verdict.verdict == VIOLATED else "✓"
    parts: list = [f"{mark} {said}: "]
    if entry is None:
        parts.append(_("An entry that is no longer in Memory (#{id})").format(id=verdict.entry_id))
    else:
        text = (
            f"{labels.scope(entry.scope)} · {labels.kind(entry.kind)}: {_FI}{entry.content}{_PDI}"
        )
        parts.append(link("entry", entry.id, text))
        if entry.version != verdict.version or entry.status is not Status.ACTIVE:
            parts.append(" " + _("(changed since)"))
    words = evidence_words(verdict)
    if words:
        parts.append(" — " + words)
    if verdict.by == "model":
        parts.append(" · " + _("judged by the model"))
    return line("", *parts, sub=True)


def receipt_lines(message_id: int, receipt, opened: bool, rtl: bool, line, link) -> list:
    """The receipt's line (a link that opens and closes it) and, when open, a line per rule;
    `line` and `link` make the window's lines (app.ui.delegates.window_lines)."""
    if not receipt:
        return []
    arrow = "▾" if opened else ("◂" if rtl else "▸")
    broken = any(v.verdict == VIOLATED for v, _e in receipt)
    icon = "warning-circle" if broken else "check-circle"
    lines = [line(icon, link("receipt", message_id, f"{receipt_label(receipt)} {arrow}"))]
    if opened:
        lines += [receipt_line(v, e, line, link) for v, e in receipt]
    return lines
