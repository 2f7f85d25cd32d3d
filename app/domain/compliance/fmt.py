"""The format family: how code is laid out in the reply's code blocks and in the files the agent
writes — tabs or spaces, indentation width, line length, single or double quotes.

Checked in code only: never in output blocks (`text`, `console`), diffs or Markdown. A Makefile
block keeps its tabs under a "spaces" rule (make needs them). Indentation width is read where a
line opens a block (ends with `:` or `{`): the next line must be indented by exactly that much
more; hanging indents after `(` or `[` are left alone. Line length skips lines that hold a URL.
Quotes are checked in the languages where both quotes make the same string (Python, JS, TS, …):
a string that holds the other quote (`"it's"`) may use it, docstrings and template literals are
left alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain.compliance.comments import QUOTE_LANGS, scanned
from app.domain.compliance.document import language_of_path
from app.domain.compliance.model import WRITE, Evidence, Family, Outcome
from app.domain.compliance.paths import is_subject
from app.domain.compliance.reply_layout import check_layout, check_length
from app.domain.compliance.target import Piece, Target
from app.domain.compliance.termrule import Hit, evidence

_NOT_CODE = {"text", "console", "diff", "markdown", None}
UNDECIDED = object()  # a block the rule bears on whose layout does not tell


@dataclass(frozen=True, slots=True)
class FormatRule:
    """`aspect`: "indent_style" (value "tabs" or "spaces"), "indent_width" (spaces per level),
    "line_length" (most characters a line may have), "quotes" ("single" or "double") or
    "naming" (how the names the code defines are written: "snake" or "camel", then ":function",
    ":variable" or ":any" — "snake:function" is snake_case function names);
    `langs`: the code languages it is about (None: all)."""

    aspect: str
    value: str | int
    langs: frozenset[str] | None = None

    family = Family.FORMAT

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        if self.aspect == "reply_layout":
            return check_layout(str(self.value), target)
        if self.aspect == "reply_length":
            return check_length(str(self.value), target)
        if self.aspect == "naming" and ":file" in str(self.value):
            return self._file_names(target)
        kept: tuple[Piece, Hit] | None = None
        undecided = False
        for piece in target.pieces:
            doc = piece.doc
            for i, block in enumerate(doc.blocks):
                # Output, diffs, and unlabelled blocks that do not read as code are not code.
                if block.lang in _NOT_CODE:
                    continue
                if self.langs is not None and block.lang not in self.langs:
                    continue
                found = getattr(self, "_" + self.aspect)(doc, i, block.lang)
                if found is UNDECIDED:
                    undecided = True
                    continue
                if found is None:
                    continue
                hit, ok = found
                if not ok:
                    return Outcome.VIOLATED, evidence(piece, hit, "format_broken")
                kept = kept or (piece, hit)
        if kept is None:
            return (Outcome.UNKNOWN if undecided else Outcome.NOT_APPLICABLE), None
        return Outcome.FOLLOWED, evidence(kept[0], kept[1], "format_kept")

    def _file_names(self, target: Target) -> tuple[Outcome, Evidence | None]:
        """How the new files a call writes are named: the name before its extensions, of the
        code languages and the kind of file the rule names; a name of one lower-case word is
        written alike in every style but Pascal's."""
        style, _file, subject = [*str(self.value).split(":", 2), ""][:3]
        rx = _FILE_STYLES.get(style)
        kept: Evidence | None = None
        for action in target.actions:
            if action.kind != WRITE or not action.new_file or not action.value:
                continue
            path = action.value
            name = path.replace("\\", "/").rsplit("/", 1)[-1]
            stem = name.split(".", 1)[0]
            lang = language_of_path(path)
            if rx is None or not stem or lang in (None, "markdown", "json", "yaml", "toml"):
                continue
            if (self.langs is not None and lang not in self.langs) or stem.startswith("_"):
                continue
            if subject == "component":  # a component by its kind of file, whatever its case
                if lang not in ("tsx", "jsx", "vue", "svelte") or re.search(
                    r"\.(?:test|spec|stories)\.", name
                ):
                    continue
            elif subject and not is_subject(subject, path):
                continue
            found = Evidence("arguments", "format_broken", text=path, argument=action.argument)
            if not rx.fullmatch(stem):
                return Outcome.VIOLATED, found
            kept = kept or Evidence("arguments", "format_kept", text=path, argument=action.argument)
        if kept is None:
            return Outcome.NOT_APPLICABLE, None
        return Outcome.FOLLOWED, kept

    # Each returns None (nothing to judge in this block) or (a line to show, whether it is kept).

    def _indent_style(self, doc, i, lang):
        if self.value == "tabs" and lang == "yaml":
            return None  # YAML forbids tabs: a tabs rule cannot bear on it
        block = doc.blocks[i]
        seen = None
        for line, at in _code_lines(block.code, block.start):
            lead = line[: len(line) - len(line.lstrip(" \t"))]
            if not lead or not line.strip() or line.lstrip().startswith("*"):
                continue
            tabs = lead.startswith("\t")
            if tabs and lang == "makefile" and self.value == "spaces":
                continue  # make needs its recipe tabs
            if self.value == "spaces" and tabs:
                return Hit(at, at + len(line)), False
            if self.value == "tabs" and not tabs and len(lead) >= 2:
                return Hit(at, at + len(line)), False
            seen = seen or Hit(at, at + len(line))
        return None if seen is None else (seen, True)

    def _indent_width(self, doc, i, lang):
        block = doc.blocks[i]
        width = int(self.value)
        seen = None
        indented = False
        previous: tuple[str, int] | None = None
        for line, at in _code_lines(block.code, block.start):
            if not line.strip():
                continue
            if line.startswith("\t"):
                return None  # tab-indented code has no width in spaces
            indent = len(line) - len(line.lstrip(" "))
            indented |= indent > 0
            if previous is not None:
                text, level = previous
                opener = text.rstrip().endswith((":", "{")) and not text.lstrip().startswith(
                    ("#", "//", "*")
                )
                if opener and indent > level:
                    if indent - level != width:
                        return Hit(at, at + len(line)), False
                    seen = seen or Hit(at, at + len(line))
            previous = (line, indent)
        if seen is None:
            return UNDECIDED if indented else None
        return seen, True

    def _line_length(self, doc, i, lang):
        block = doc.blocks[i]
        limit = int(self.value)
        seen = None
        for line, at in _code_lines(block.code, block.start):
            if "://" in line:
                continue
            if len(line) > limit:
                return Hit(at, at + len(line)), False
            if line.strip():
                seen = seen or Hit(at, at + len(line))
        return None if seen is None else (seen, True)

    def _naming(self, doc, i, lang):
        style, _colon, kind = str(self.value).partition(":")
        rx = _SNAKE_NAME if style == "snake" else _CAMEL_NAME
        block = doc.blocks[i]
        seen = None
        for name, at in _defined_names(block.code, kind or "any"):
            hit = Hit(block.start + at, block.start + at + len(name))
            if not rx.fullmatch(name):
                return hit, False
            if not _ONE_WORD.fullmatch(name):  # a name of one word is written alike either way
                seen = seen or hit
        return None if seen is None else (seen, True)

    def _quotes(self, doc, i, lang):
        if lang not in QUOTE_LANGS:
            return None
        block = doc.blocks[i]
        want, other = ("'", '"') if self.value == "single" else ('"', "'")
        seen = None
        for lit in scanned(doc, i).strings:
            if len(lit.quote) != 1 or lit.quote == "`":
                continue
            if lang in ("jsx", "tsx") and re.search(r"\w=$", block.code[: lit.start]):
                continue  # a JSX attribute keeps its double quotes
            hit = Hit(block.start + lit.start, block.start + lit.end)
            if lit.quote == other and want not in lit.body:
                return hit, False
            seen = seen or hit  # the asked quote, or the other one holding it ("it's")
        return None if seen is None else (seen, True)


# The names a block defines, by the kind of name: functions (def, function, func, fn, an arrow
# function bound to a name) and variables (an assignment, const/let/var, `:=`).
_FUNCTION_DEFS = re.compile(
    r"^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)|\bfunction\s*\*?\s+([A-Za-z_$][\w$]*)"
    r"|\bfunc\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)|\bfn\s+([A-Za-z_]\w*)"
    r"|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>",
    re.MULTILINE,
)
_VARIABLE_DEFS = re.compile(
    r"^\s*([A-Za-z_]\w*)\s*(?::\s*[\w\[\], .|]+)?=(?!=)|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)"
    r"|\b([A-Za-z_]\w*)\s*:=",
    re.MULTILINE,
)
# The styles of a file's name (its part before the first dot).
_FILE_STYLES = {
    "snake": re.compile(r"[a-z0-9]+(?:_[a-z0-9]+)*"),
    "kebab": re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*"),
    "camel": re.compile(r"[a-z][a-zA-Z0-9]*"),
    "pascal": re.compile(r"(?:[A-Z][a-z0-9]*)+"),
}
_SNAKE_NAME = re.compile(r"_*[a-z][a-z0-9]*(?:_[a-z0-9]+)*_*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*")
_CAMEL_NAME = re.compile(r"[$_]?[a-z][a-zA-Z0-9]*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*")
_ONE_WORD = re.compile(r"_*[a-z][a-z0-9]*_*|[A-Z][A-Z0-9]*")


def _defined_names(code: str, kind: str):
    """(name, offset) of the names a block defines, of the kind asked ("function", "variable",
    "any"); dunders (`__init__`) are the language's own."""
    rxs = {"function": (_FUNCTION_DEFS,), "variable": (_VARIABLE_DEFS,)}.get(
        kind, (_FUNCTION_DEFS, _VARIABLE_DEFS)
    )
    for rx in rxs:
        for m in rx.finditer(code):
            g = next(i for i in range(1, rx.groups + 1) if m.group(i))
            name = m.group(g)
            if not (name.startswith("__") and name.endswith("__")):
                yield name, m.start(g)


def _code_lines(code: str, base: int):
    pos = 0
    for raw in code.splitlines(keepends=True):
        yield raw.rstrip("\r\n"), base + pos
        pos += len(raw)
