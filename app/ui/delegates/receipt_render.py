"""The receipt under an agent reply or a tool call (SPEC §2.11), as the window's own lines:
"Followed 3 rules · 1 may be broken ▸", and when opened, each rule that applied with its
verdict and evidence, linking to its entry. HTML, every text escaped (app.ui.delegates
.message_render draws it like "Used 3 Memory rules")."""

from __future__ import annotations

import html

from app.domain.model import MemoryEntry, Status
from app.domain.outcomes import VIOLATED, RecordedVerdict
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
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(code.replace("-", "_")).get_display_name(babel_locale()) or code
    except (ValueError, UnknownLocaleError):
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


def receipt_line(verdict: RecordedVerdict, entry: MemoryEntry | None, link) -> str:
    """One rule of an opened receipt, as HTML: its verdict, the rule (a link to its entry),
    the evidence, and who judged it when the model did."""
    said = _("May be broken") if verdict.verdict == VIOLATED else _("Followed")
    mark = "✗" if verdict.verdict == VIOLATED else "✓"
    if entry is None:
        rule = html.escape(
            _("An entry that is no longer in Memory (#{id})").format(id=verdict.entry_id)
        )
    else:
        text = (
            f"{labels.scope(entry.scope)} · {labels.kind(entry.kind)}: {_FI}{entry.content}{_PDI}"
        )
        rule = link("entry", entry.id, text)
        if entry.version != verdict.version or entry.status is not Status.ACTIVE:
            rule += " " + html.escape(_("(changed since)"))
    line = f"{mark} {html.escape(said)}: {rule}"
    words = evidence_words(verdict)
    if words:
        line += " — " + html.escape(words)
    if verdict.by == "model":
        line += " · " + html.escape(_("judged by the model"))
    return line


def receipt_lines(message_id: int, receipt, opened: bool, rtl: bool, link) -> list[str]:
    """The receipt's line (a link that opens and closes it) and, when open, a line per rule."""
    if not receipt:
        return []
    arrow = "▾" if opened else ("◂" if rtl else "▸")
    lines = [link("receipt", message_id, f"{receipt_label(receipt)} {arrow}")]
    if opened:
        lines += ["&nbsp;&nbsp;" + receipt_line(v, e, link) for v, e in receipt]
    return lines
