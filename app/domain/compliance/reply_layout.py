"""How a reply is laid out, as a format rule reads it (app.domain.compliance.fmt): the Markdown
elements it may not hold — lists (bulleted, numbered or either), headings, tables —, code blocks
that name their language, and its length in sentences, words or characters.

Read on the reply's own lines outside code blocks (a block's lines are code, not the reply's
list or sentences); a rule about replies is `not_applicable` to a tool call. That code blocks
name their language holds for the Markdown files the agent writes too.

- a list is two items or more (a line that opens with "-", "*", "+" or "•", or with "1." or
  "1)"): one dash before a sentence is not a list;
- a heading is an ATX line ("## Cause") or a line underlined with "===" (Setext);
- a table is a row of cells ("| a | b |") over its delimiter row ("|---|---|");
- sentences end at ".", "!", "?", "…" before a space or the line's end, at "。！？؟" anywhere,
  and at the end of a line that holds words (a list item, a heading);
- words are runs of letters or digits, each Chinese or Japanese character one word;
- characters are those of the reply's lines, the spaces between words included (as "300자" and
  "300 characters" are counted), the white space at a line's ends not.
"""

from __future__ import annotations

import re

from app.domain.compliance.document import Document
from app.domain.compliance.model import Evidence, Outcome
from app.domain.compliance.target import Piece, Target
from app.domain.compliance.termrule import Hit, evidence

LAYOUTS = (
    "no_list",
    "no_bullets",
    "no_numbered",
    "no_heading",
    "no_table",
    "fence_language",
    # (English, check-v-en) bold text, and any of Markdown's marks a phone or a terminal would show
    # raw ("We don't use bold text in the reminders", "Keep markdown out of the SMS reminders")
    "no_bold",
    "no_markdown",
    # asked for: each reply holds a list, a table or a heading ("설명은 항상 글머리 기호 목록으로")
    "with_list",
    "with_numbered",
    "with_table",
    "with_heading",
)
UNITS = ("sentences", "words", "chars", "lines")

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)")
_BULLET = re.compile(r"^\s{0,3}[-*+•]\s+\S")
_NUMBERED = re.compile(r"^\s{0,3}\d{1,3}[.)]\s+\S")
_ATX = re.compile(r"^ {0,3}#{1,6}\s+\S")
_SETEXT = re.compile(r"^ {0,3}=+\s*$")
_ROW = re.compile(r"^\s*\|?[^|\n]*\|[^\n]*$")
_DELIMITER = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
_BOLD = re.compile(r"\*\*[^*\n]*[^*\s]\*\*|(?<!\w)__[^_\n]*[^_\s]__(?!\w)")
_SENTENCE_END = re.compile(r"[.!?…]+(?=\s|$)|[。！？؟]+")
_WORD = re.compile(
    r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]"
    r"|[^\W_\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+(?:['’-][^\W_\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+)*"
)
_HAS_WORD = re.compile(r"[^\W_]")


def _lines(text: str) -> list[tuple[str, int, bool]]:
    """(line, offset, whether it opens a code block) for each line outside code blocks; the
    fence lines themselves are given with True."""
    out = []
    fence: str | None = None
    pos = 0
    for raw in text.splitlines(keepends=True):
        line, at = raw.rstrip("\r\n"), pos
        pos += len(raw)
        m = _FENCE.match(line)
        if fence is not None:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                fence = None
            continue
        if m:
            fence = m.group(1)
            out.append((line, at, True))
            continue
        out.append((line, at, False))
    return out


def _reply(target: Target) -> Piece | None:
    pieces = target.pieces
    return pieces[0] if target.reply is not None and pieces else None


def check_layout(value: str, target: Target) -> tuple[Outcome, Evidence | None]:
    if value == "fence_language":
        return _fences(target)
    piece = _reply(target)
    if piece is None:
        return Outcome.NOT_APPLICABLE, None
    lines = [(line, at) for line, at, fence in _lines(piece.doc.text) if not fence]
    if value.startswith("with_"):
        return _holds(piece, lines, value.removeprefix("with_"))
    found: list[Hit] = []
    if value in ("no_list", "no_bullets", "no_numbered"):
        rxs = {"no_list": (_BULLET, _NUMBERED), "no_bullets": (_BULLET,)}.get(value, (_NUMBERED,))
        found = [Hit(at, at + len(line)) for line, at in lines if any(r.match(line) for r in rxs)]
        if len(found) < 2:
            found = []
        numbered = [line for line, _at in lines if _NUMBERED.match(line)]
        if value == "no_bullets" and not found and len(numbered) >= 2:
            # "no bullet points" may mean every list or only bulleted ones
            return Outcome.UNKNOWN, None
    elif value == "no_heading":
        found = _headings(lines)
    elif value == "no_table":
        found = _tables(lines)
    elif value in ("no_bold", "no_markdown"):
        found = _marks(lines, value == "no_markdown")
    if found:
        return Outcome.VIOLATED, evidence(piece, found[0], "format_broken")
    if not any(_HAS_WORD.search(line) for line, _at in lines):
        return Outcome.NOT_APPLICABLE, None
    return Outcome.FOLLOWED, evidence(piece, None, "format_kept")


def _marks(lines: list[tuple[str, int]], every: bool) -> list[Hit]:
    """Bold text on the reply's own lines; with `every`, Markdown's other marks too: a list (two
    items or more), a heading, a table."""
    found = [Hit(at + m.start(), at + m.end()) for line, at in lines for m in _BOLD.finditer(line)]
    if every and not found:
        items = [
            Hit(at, at + len(line))
            for line, at in lines
            if _BULLET.match(line) or _NUMBERED.match(line)
        ]
        found = (items if len(items) >= 2 else []) or _headings(lines) or _tables(lines)
    return found


def _headings(lines: list[tuple[str, int]]) -> list[Hit]:
    found = []
    for k, (line, at) in enumerate(lines):
        setext = k > 0 and _SETEXT.match(line) and lines[k - 1][0].strip()
        if _ATX.match(line) or setext:
            found.append(Hit(at, at + len(line)))
    return found


def _tables(lines: list[tuple[str, int]]) -> list[Hit]:
    found = []
    for k in range(1, len(lines)):
        (head, at), (rule, _at) = lines[k - 1], lines[k]
        if _DELIMITER.match(rule) and "|" in rule + head and _ROW.match(head):
            found.append(Hit(at, at + len(head)))
    return found


def _holds(
    piece: Piece, lines: list[tuple[str, int]], element: str
) -> tuple[Outcome, Evidence | None]:
    """A reply asked to hold a list (an item is enough), a table or a heading."""
    if element == "list":
        found = [
            Hit(at, at + len(line))
            for line, at in lines
            if _BULLET.match(line) or _NUMBERED.match(line)
        ]
    elif element == "numbered":
        found = [Hit(at, at + len(line)) for line, at in lines if _NUMBERED.match(line)]
    else:
        found = _headings(lines) if element == "heading" else _tables(lines)
    if found:
        return Outcome.FOLLOWED, evidence(piece, found[0], "format_kept")
    if not any(_HAS_WORD.search(line) for line, _at in lines):
        return Outcome.NOT_APPLICABLE, None
    return Outcome.VIOLATED, evidence(piece, None, "format_broken")


def _fences(target: Target) -> tuple[Outcome, Evidence | None]:
    """Code blocks name their language: in the reply, and in the Markdown files written."""
    kept: tuple[Piece, Hit] | None = None
    for piece in target.pieces:
        if piece.role not in ("reply", "file") or not _markdown(piece.doc):
            continue
        for line, at, fence in _lines(piece.doc.text):
            if not fence:
                continue
            hit = Hit(at, at + len(line))
            m = _FENCE.match(line)
            if m is not None and not m.group(2):
                return Outcome.VIOLATED, evidence(piece, hit, "format_broken")
            kept = kept or (piece, hit)
    if kept is None:
        return Outcome.NOT_APPLICABLE, None
    return Outcome.FOLLOWED, evidence(kept[0], kept[1], "format_kept")


def _markdown(doc: Document) -> bool:
    """A reply or a Markdown file (a source file is one block of code, with no fences)."""
    return not (len(doc.blocks) == 1 and doc.blocks[0].start == 0 and not doc.prose)


def count(unit: str, text: str) -> int:
    """How many sentences, words, characters or lines (those with words) the reply's own lines
    hold."""
    lines = [line for line, _at, fence in _lines(text) if not fence]
    if unit == "lines":
        return sum(1 for line in lines if _HAS_WORD.search(line))
    if unit == "chars":
        return sum(len(line.strip()) for line in lines)
    if unit == "words":
        return sum(len(_WORD.findall(line)) for line in lines)
    n = 0
    for line in lines:
        if _SETEXT.match(line) or _DELIMITER.match(line):
            continue
        parts = _SENTENCE_END.split(line)
        n += sum(1 for part in parts if _HAS_WORD.search(part))
    return n


# (English, check-ze-en) A short reply asked with no number ("phone-sized", "short replies only"):
# a reply of SHORT[0] words or fewer keeps it, one over SHORT[1] words breaks it, one between is
# in doubt — no number the user never gave decides.
SHORT = (25, 80)


def check_length(value: str, target: Target) -> tuple[Outcome, Evidence | None]:
    piece = _reply(target)
    if piece is None:
        return Outcome.NOT_APPLICABLE, None
    if value == "short":
        n = count("words", piece.doc.text)
        if n == 0:
            return Outcome.NOT_APPLICABLE, None
        if SHORT[0] < n <= SHORT[1]:
            return Outcome.UNKNOWN, None
        broken = n > SHORT[1]
        hit = Hit(0, len(piece.doc.text))
        return (Outcome.VIOLATED if broken else Outcome.FOLLOWED), evidence(
            piece, hit, "format_broken" if broken else "format_kept"
        )
    unit, _colon, limit = value.partition(":")
    text = piece.doc.text
    n = count(unit, text)
    if n == 0:
        return Outcome.NOT_APPLICABLE, None
    hit = Hit(0, len(text))
    if n > int(limit):
        return Outcome.VIOLATED, evidence(piece, hit, "format_broken")
    return Outcome.FOLLOWED, evidence(piece, hit, "format_kept")
