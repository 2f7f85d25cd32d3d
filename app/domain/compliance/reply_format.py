"""How a reply is laid out (issue 33, tenth round): tables, bulleted or numbered lists, headings,
a language named on every code block, and a reply's length in lines or characters — "답변에 표는
쓰지 마세요", "목록으로 나열하지 말고 문단으로", "설명은 항상 글머리 기호 목록으로", "코드 블록에는
언어 이름을 붙여 주세요", "답변은 5줄 넘기지 마", "응답은 300자 이내로".

Checked on replies only (a tool call is `not_applicable`), on the Markdown the reply is written
in, outside its code blocks: a table is a row of cells over a `|---|` row, a list item a line
opening with `-`, `*`, `+`, `•` or a number and `.`/`)`, a heading a line opening with `#`s. A
reply's lines are its non-empty lines; its characters those of its text, spaces inside it
included, trimmed at both ends.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain.compliance.model import Evidence, Family, Outcome
from app.domain.compliance.target import Target

ELEMENTS = ("table", "list", "heading", "code_lang", "max_lines", "max_chars")

_FENCE = re.compile(r"^\s*(```|~~~)")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s+\S")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+\S")


def _prose_lines(text: str) -> tuple[list[str], list[str]]:
    """(the reply's lines outside code blocks, the info strings of its code blocks)."""
    prose: list[str] = []
    infos: list[str] = []
    inside = False
    for line in text.splitlines():
        m = _FENCE.match(line)
        if m:
            if not inside:
                infos.append(line.strip()[3:].strip())
            inside = not inside
            continue
        if not inside:
            prose.append(line)
    return prose, infos


def _found(element: str, prose: list[str]) -> str | None:
    """The first line that shows the element, None when none does."""
    if element == "table":
        for i, line in enumerate(prose[1:], 1):
            if _TABLE_RULE.match(line) and "|" in prose[i - 1]:
                return prose[i - 1]
        return None
    rx = _LIST_ITEM if element == "list" else _HEADING
    return next((line for line in prose if rx.match(line)), None)


@dataclass(frozen=True, slots=True)
class ReplyFormat:
    """`element`: "table", "list" or "heading" (`forbidden`: none in a reply; else one in each
    reply), "code_lang" (every code block names its language), "max_lines" or "max_chars" (a
    reply's length, at most `value`)."""

    element: str
    forbidden: bool = False
    value: int | None = None

    family = Family.FORMAT

    @property
    def aspect(self) -> str:
        return f"reply_{self.element}"

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        if target.reply is None:
            return Outcome.NOT_APPLICABLE, None
        text = target.reply.text
        prose, infos = _prose_lines(text)
        if self.element == "code_lang":
            if not infos:
                return Outcome.NOT_APPLICABLE, None
            ok = all(infos)
            return (Outcome.FOLLOWED if ok else Outcome.VIOLATED), _said(
                "code_language_named" if ok else "code_language_missing", text
            )
        if self.element in ("max_lines", "max_chars"):
            n = (
                sum(1 for line in text.splitlines() if line.strip())
                if self.element == "max_lines"
                else len(text.strip())
            )
            limit = self.value or 0
            return (Outcome.FOLLOWED if n <= limit else Outcome.VIOLATED), _said(
                "reply_length", str(n)
            )
        line = _found(self.element, prose)
        if self.forbidden:
            if line is not None:
                return Outcome.VIOLATED, _said("reply_layout_found", line)
            return Outcome.FOLLOWED, _said("reply_layout_absent", "")
        if line is None:
            return Outcome.VIOLATED, _said("reply_layout_missing", "")
        return Outcome.FOLLOWED, _said("reply_layout_found", line)


def _said(finding: str, value: str) -> Evidence:
    return Evidence("reply", finding, value=value[:200])
