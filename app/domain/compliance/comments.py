"""Comments and string literals of a code block told apart from the code itself, so that
`// don't use any` or `"any value"` is not a use of `any`: the block with its comments blanked
(`kept`), and with its string insides blanked too (`bare`), offsets kept, once per document."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from app.domain.compliance.document import Document

_HASH = {
    "python",
    "shell",
    "console",
    "ruby",
    "yaml",
    "toml",
    "makefile",
    "dockerfile",
    "powershell",
}
_SLASH = {
    "javascript",
    "jsx",
    "typescript",
    "tsx",
    "java",
    "kotlin",
    "c",
    "cpp",
    "csharp",
    "go",
    "rust",
    "swift",
    "dart",
    "php",
    "vue",
    "svelte",
    "json",
}
_BACKTICK = {"javascript", "jsx", "typescript", "tsx", "go", "vue", "svelte"}
# Languages where single and double quotes both make a plain string.
QUOTE_LANGS = {"python", "javascript", "jsx", "typescript", "tsx", "vue", "svelte", "dart", "lua"}


@dataclass(frozen=True, slots=True)
class StringLit:
    """A string literal of a block: offsets (prefix and quotes included), its quote and its inside."""

    start: int
    end: int
    quote: str  # ' " ` or a triple quote
    body: str
    prefix: str = ""


@dataclass(frozen=True, slots=True)
class Scanned:
    """A block's code with comments blanked (`kept`), and with string insides blanked too (`bare`);
    both as long as the code, so offsets hold."""

    bare: str
    kept: str
    strings: tuple[StringLit, ...]


@lru_cache(maxsize=64)
def _scanner(lang: str | None) -> re.Pattern:
    parts = []
    if lang in _SLASH or lang in ("css", "sql") or lang is None:
        parts.append(r"(?P<block>/\*[\s\S]*?(?:\*/|\Z))")
    if lang in _SLASH or lang is None:
        parts.append(r"(?P<line>(?<![:\w])//[^\n]*)")
    if lang in ("sql", "lua"):
        parts.append(r"(?P<dash>--[^\n]*)")
    if lang == "html":
        parts.append(r"(?P<xml><!--[\s\S]*?(?:-->|\Z))")
    if lang in ("shell", "console", "makefile", "dockerfile", "powershell", "yaml", "toml"):
        parts.append(r"(?P<hash>(?:(?<=\s)|^)#[^\n]*)")
    elif lang in _HASH or lang == "php":
        parts.append(r"(?P<hash>#[^\n]*)")
    elif lang is None:
        parts.append(r"(?P<hash>^[ \t]*#[^\n]*)")
    prefix = r"[rRbBuUfF]{0,2}" if lang == "python" else ""
    if lang == "python":
        parts.append(rf'(?P<triple>{prefix}(?:"""[\s\S]*?(?:"""|\Z)|\'\'\'[\s\S]*?(?:\'\'\'|\Z)))')
    if lang in _BACKTICK:
        parts.append(r"(?P<tick>`(?:[^`\\]|\\.)*(?:`|\Z))")
    parts.append(rf'(?P<dq>{prefix}"(?:[^"\\\n]|\\.)*")')
    if lang != "rust":  # a Rust ' is a character or a lifetime
        parts.append(rf"(?P<sq>{prefix}'(?:[^'\\\n]|\\.)*')")
    return re.compile("|".join(parts), re.MULTILINE)


def scan(code: str, lang: str | None) -> Scanned:
    """Comments and string literals of a block, told apart from its code."""
    bare: list[str] = []
    kept: list[str] = []
    strings: list[StringLit] = []
    last = 0
    for m in _scanner(lang).finditer(code):
        s, e = m.span()
        bare.append(code[last:s])
        kept.append(code[last:s])
        piece = m.group(0)
        kind = m.lastgroup
        if kind in ("block", "line", "dash", "hash", "xml"):
            blank = _blank(piece)
            bare.append(blank)
            kept.append(blank)
        else:
            lead = len(piece) - len(piece.lstrip("rRbBuUfF")) if lang == "python" else 0
            quote = piece[lead : lead + 3] if kind == "triple" else piece[lead]
            body_end = (
                len(piece) - len(quote)
                if piece.endswith(quote) and len(piece) > lead + len(quote)
                else len(piece)
            )
            body = piece[lead + len(quote) : body_end]
            strings.append(StringLit(s, e, quote, body, piece[:lead]))
            bare.append(piece[: lead + len(quote)] + _blank(body) + piece[body_end:])
            kept.append(piece)
        last = e
    bare.append(code[last:])
    kept.append(code[last:])
    return Scanned("".join(bare), "".join(kept), tuple(strings))


def _blank(text: str) -> str:
    """Spaces for every character but line breaks (so lines and offsets stay where they were)."""
    return re.sub(r"[^\n]", " ", text)


def scanned(doc: Document, index: int) -> Scanned:
    """The scan of a document's block (done once per document)."""
    key = ("scan", index)
    found = doc.cache.get(key)
    if found is None:
        block = doc.blocks[index]
        found = doc.cache[key] = scan(block.code, block.lang)
    return found
