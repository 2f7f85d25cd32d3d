"""A reply (or a file the agent writes) cut into what the checks look at: the agent's own prose,
what it quotes, inline code, and code blocks with their language. Offsets are kept, so evidence
points at the characters of the original text.

Markdown as chat replies use it: fenced blocks (``` or ~~~, with an info string), inline code,
block quotes (`> …`), and text in quotation marks ("…", “…”, «…», „…“, 「…」, 『…』, '…') — the
last two are someone else's words (an error message, the user's request), not the agent's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from app.domain.compliance.lexicon import Lazy

# Info strings and file names → one name per language.
_LANG_ALIASES = {
    "python": ("py", "python", "python3", "py3", "pycon", "ipython"),
    "typescript": ("ts", "typescript", "mts", "cts"),
    "tsx": ("tsx",),
    "javascript": ("js", "javascript", "mjs", "cjs", "node", "es6"),
    "jsx": ("jsx",),
    "shell": ("sh", "bash", "shell", "zsh", "ksh", "fish", "shellscript"),
    "console": ("console", "shell-session", "sh-session", "terminal", "shellsession"),
    "powershell": ("powershell", "ps1", "pwsh", "ps"),
    "text": ("text", "txt", "plain", "plaintext", "output", "log", "logs", "none", "nohighlight"),
    "json": ("json", "jsonc", "json5"),
    "yaml": ("yaml", "yml"),
    "toml": ("toml", "ini", "cfg"),
    "makefile": ("makefile", "make", "mk"),
    "dockerfile": ("dockerfile", "docker", "containerfile"),
    "go": ("go", "golang"),
    "rust": ("rust", "rs"),
    "java": ("java",),
    "kotlin": ("kotlin", "kt", "kts"),
    "c": ("c", "h"),
    "cpp": ("cpp", "c++", "cc", "cxx", "hpp"),
    "csharp": ("cs", "csharp", "c#"),
    "ruby": ("ruby", "rb"),
    "php": ("php",),
    "sql": ("sql", "postgresql", "postgres", "mysql", "sqlite", "plsql"),
    "html": ("html", "htm", "xml", "svg", "xhtml"),
    "vue": ("vue",),
    "svelte": ("svelte",),
    "css": ("css", "scss", "sass", "less"),
    "diff": ("diff", "patch", "udiff"),
    "markdown": ("md", "markdown"),
    "swift": ("swift",),
    "dart": ("dart",),
    "lua": ("lua",),
}
LANG_OF = {alias: name for name, aliases in _LANG_ALIASES.items() for alias in aliases}
_EXT = {
    "py": "python",
    "pyi": "python",
    "ts": "typescript",
    "mts": "typescript",
    "cts": "typescript",
    "tsx": "tsx",
    "js": "javascript",
    "mjs": "javascript",
    "cjs": "javascript",
    "jsx": "jsx",
    "sh": "shell",
    "bash": "shell",
    "zsh": "shell",
    "ps1": "powershell",
    "json": "json",
    "yaml": "yaml",
    "yml": "yaml",
    "toml": "toml",
    "ini": "toml",
    "cfg": "toml",
    "mk": "makefile",
    "go": "go",
    "rs": "rust",
    "java": "java",
    "kt": "kotlin",
    "c": "c",
    "h": "c",
    "cpp": "cpp",
    "cc": "cpp",
    "hpp": "cpp",
    "cs": "csharp",
    "rb": "ruby",
    "php": "php",
    "sql": "sql",
    "html": "html",
    "htm": "html",
    "xml": "html",
    "vue": "vue",
    "svelte": "svelte",
    "css": "css",
    "scss": "css",
    "sass": "css",
    "less": "css",
    "swift": "swift",
    "dart": "dart",
    "lua": "lua",
    "md": "markdown",
    "markdown": "markdown",
    "txt": "markdown",
    "rst": "markdown",
}
_NAMED = {"makefile": "makefile", "gnumakefile": "makefile", "dockerfile": "dockerfile"}


def language_of_path(path: str) -> str | None:
    """The language of a file from its name ("src/App.tsx" → "tsx"; "Makefile" → "makefile")."""
    name = path.replace("\\", "/").rsplit("/", 1)[-1].lower()
    if name in _NAMED or name.startswith("dockerfile."):
        return _NAMED.get(name, "dockerfile")
    stem, dot, ext = name.rpartition(".")
    return _EXT.get(ext) if dot and stem else None


def language_of_info(info: str) -> str | None:
    """The language an info string names ("```ts title=x" → "typescript"); None when unnamed."""
    word = info.strip().split(maxsplit=1)[0].strip("{}.").lower() if info.strip() else ""
    return LANG_OF.get(word, word or None)


# ---------------------------------------------------------------- guessing unlabelled code

_SHELL_START = Lazy(
    r"^\s*(?:\$\s|sudo\s|(?:npm|npx|pnpm|yarn|bun|bunx|pip3?|poetry|uv|pipx|conda|git|cd|ls|mkdir|"
    r"rm|cp|mv|docker|kubectl|curl|wget|brew|apt(?:-get)?|export|echo|make|cargo|go|node|deno|"
    r"python3?|pytest|chmod|touch|cat|source)\s)",
    re.MULTILINE,
)
_GUESSES = (
    (
        "typescript",
        re.compile(
            r"^\s*(?:export\s+)?(?:interface|type)\s+\w+|:\s*(?:string|number|boolean|any|unknown|"
            r"void|never)\b|\bas\s+(?:const|any|unknown)\b|<\w+(?:\[\])?>\(",
            re.MULTILINE,
        ),
    ),
    (
        "python",
        re.compile(
            r"^\s*(?:def\s+\w+\s*\(|class\s+\w+.*:\s*$|from\s+[\w.]+\s+import\s|import\s+\w+\s*$|"
            r"if\s+__name__\s*==|print\()",
            re.MULTILINE,
        ),
    ),
    (
        "javascript",
        re.compile(
            r"^\s*(?:const|let|var|function|export|import)\s|=>|\brequire\(|console\.\w+\(",
            re.MULTILINE,
        ),
    ),
    ("json", re.compile(r'\A\s*[\[{]\s*"[^"\n]*"\s*:')),
)


def guess_language(code: str) -> str | None:
    """A careful guess of an unlabelled block's language (None when nothing is telling)."""
    for name, pattern in _GUESSES:
        if pattern.search(code):
            return name
    lines = [ln for ln in code.splitlines() if ln.strip()]
    if lines and sum(bool(_SHELL_START.match(ln)) for ln in lines) * 2 >= len(lines):
        return "shell"
    return None


# ---------------------------------------------------------------- the document


@dataclass(frozen=True, slots=True)
class Block:
    """A code block: its language (named, else guessed, else None), its code, and where it starts."""

    lang: str | None
    code: str
    start: int
    named: bool  # the language was named by the info string (or the file name), not guessed


_FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")
_INLINE = re.compile(r"(`+)(?!`)(.+?)(?<!`)\1(?!`)")
_QUOTED = Lazy(
    r'"[^"\n]{1,400}"|“[^”\n]{1,400}”|«[^»\n]{1,400}»|„[^“”\n]{1,400}[“”]|「[^」]{1,400}」|『[^』]{1,400}』'
    r"|‘[^’\n]{1,300}’(?!\w)|(?<![\w'])'[^'\n]{1,300}'(?![\w'])"
)
_URL = re.compile(r"\b(?:https?|ftp)://\S+|\bwww\.\S+|\b[\w.+-]+@[\w-]+\.[\w.-]+")


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int


class Document:
    """A Markdown text cut once into prose, quotes, inline code and code blocks (read lazily)."""

    def __init__(
        self, text: str, *, lang: str | None = None, markdown: bool = True, named: bool = True
    ):
        self.text = text
        if not markdown:  # a source file: one block of code in the language of its name
            self.blocks: tuple[Block, ...] = (
                (Block(lang, text, 0, named and lang is not None),) if text.strip() else ()
            )
            self.prose: tuple[Span, ...] = ()
            self.quoted: tuple[Span, ...] = ()
            self.inline: tuple[Span, ...] = ()
            return
        blocks: list[Block] = []
        prose: list[Span] = []
        quoted: list[Span] = []
        inline: list[Span] = []
        pos = 0
        fence: tuple[str, int] | None = None  # (fence character, length) while inside a block
        info = ""
        body_start = 0
        for line in text.splitlines(keepends=True):
            start, pos = pos, pos + len(line)
            bare = line.rstrip("\r\n")
            if fence is not None:
                m = _FENCE.match(bare)
                if (
                    m
                    and m.group(2)[0] == fence[0]
                    and len(m.group(2)) >= fence[1]
                    and not m.group(3).strip()
                ):
                    blocks.append(self._block(info, text[body_start:start], body_start))
                    fence = None
                continue
            m = _FENCE.match(bare)
            if m and not (m.group(2)[0] == "`" and "`" in m.group(3)):
                fence, info, body_start = (m.group(2)[0], len(m.group(2))), m.group(3), pos
                continue
            if re.match(r" {0,3}>", bare):
                quoted.append(Span(start, start + len(bare)))
                continue
            self._cut_line(bare, start, prose, quoted, inline)
        if fence is not None:  # an unclosed block runs to the end
            blocks.append(self._block(info, text[body_start:], body_start))
        self.blocks, self.prose = tuple(blocks), tuple(prose)
        self.quoted, self.inline = tuple(quoted), tuple(inline)

    @staticmethod
    def _block(info: str, code: str, start: int) -> Block:
        named = language_of_info(info)
        if named is not None:
            return Block(named, code, start, True)
        return Block(guess_language(code), code, start, False)

    @staticmethod
    def _cut_line(line: str, at: int, prose: list, quoted: list, inline: list) -> None:
        taken: list[tuple[int, int]] = []
        for m in _INLINE.finditer(line):
            inline.append(Span(at + m.start(2), at + m.end(2)))
            taken.append(m.span())
        masked = _mask(line, taken)
        for m in _QUOTED.finditer(masked):
            quoted.append(Span(at + m.start(), at + m.end()))
            taken.append(m.span())
        masked = _mask(line, taken)
        taken += [m.span() for m in _URL.finditer(masked)]
        last = 0
        for s, e in sorted(taken):
            if s > last and line[last:s].strip():
                prose.append(Span(at + last, at + s))
            last = max(last, e)
        if line[last:].strip():
            prose.append(Span(at + last, at + len(line)))

    # ------------------------------------------------------------ views

    @cached_property
    def prose_text(self) -> str:
        """The agent's own prose, its pieces joined by a space (for counting, not for offsets)."""
        return " ".join(self.text[s.start : s.end] for s in self.prose)

    def span_text(self, span: Span) -> str:
        return self.text[span.start : span.end]

    @cached_property
    def cache(self) -> dict:
        """What checks work out once per document (the language, the commands, scanned code)."""
        return {}


def _mask(line: str, taken: list[tuple[int, int]]) -> str:
    """The line with the taken ranges blanked (same length, so offsets still hold)."""
    if not taken:
        return line
    chars = list(line)
    for s, e in taken:
        chars[s:e] = " " * (e - s)
    return "".join(chars)


def document_of_file(path: str, content: str) -> Document:
    """A written file as the checks read it: Markdown and text files as prose and blocks, source
    files as one block of code in the language of their name."""
    lang = language_of_path(path)
    if lang == "markdown":
        return Document(content)
    if lang is None:
        return Document(content, lang=guess_language(content), markdown=False, named=False)
    return Document(content, lang=lang, markdown=False)
