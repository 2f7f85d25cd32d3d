"""Reading code the way the checks need it: comments and string literals told apart from the
code itself (so `// don't use any` or `"any value"` is not a use of `any`), and the commands a
reply or a call runs (so `npm install` in a shell block is a use of npm, and "we moved from npm
to pnpm" is not)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from app.domain.compliance.document import Document
from app.domain.compliance.lexicon import Lazy

# ---------------------------------------------------------------- comments and strings

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


# ---------------------------------------------------------------- commands

# Programs whose use a rule may forbid or require, and the subcommands that show a mention in
# prose or in an unlabelled block is a command ("npm install", not "npm to pnpm").
_JS_SUB = (
    "install i ci add remove rm uninstall un run test t start build exec dlx x init create publish "
    "update upgrade up audit link outdated list ls why pack version config global"
)
SUBCOMMANDS: dict[str, frozenset[str]] = {
    name: frozenset(words.split())
    for name, words in {
        "npm": _JS_SUB,
        "pnpm": _JS_SUB,
        "yarn": _JS_SUB,
        "bun": _JS_SUB,
        "pip": "install uninstall freeze list show download wheel",
        "poetry": "add install remove run shell lock update build publish init new show",
        "uv": "pip add run sync lock venv init tool remove",
        "pipenv": "install run shell lock sync uninstall",
        "conda": "install create activate env update remove list",
        "docker": "run build compose ps exec pull push images stop rm logs up down",
        "podman": "run build compose ps exec pull push images stop rm logs",
        "git": "push commit checkout switch branch merge rebase pull clone add reset stash log status "
        "diff fetch tag init cherry-pick restore",
        "cargo": "build run test add install new check clippy fmt",
        "brew": "install upgrade update uninstall",
        "apt": "install update upgrade remove",
        "kubectl": "apply get delete describe logs exec",
    }.items()
}
KNOWN_PROGRAMS = frozenset(SUBCOMMANDS) | {
    "npx",
    "pnpx",
    "bunx",
    "pip3",
    "pipx",
    "yarnpkg",
    "apt-get",
    "docker-compose",
    "sudo",
    "curl",
    "wget",
    "make",
    "node",
    "deno",
    "python",
    "python3",
    "pytest",
    "tsc",
    "eslint",
    "prettier",
    "black",
    "ruff",
    "flake8",
    "mypy",
    "jest",
    "vitest",
    "mocha",
    "helm",
    "terraform",
    "gradle",
    "mvn",
    "rm",
    "chmod",
}
# The program a use counts as: `npx` comes with npm, `pip3` is pip, …
CANONICAL = {
    "npx": "npm",
    "pnpx": "pnpm",
    "bunx": "bun",
    "pip3": "pip",
    "yarnpkg": "yarn",
    "apt-get": "apt",
    "docker-compose": "docker",
    "python3": "python",
}
_WRAPPERS = {"sudo", "time", "nohup", "env", "exec", "command", "then", "do", "else", "!", "{", "("}


@dataclass(frozen=True, slots=True)
class Command:
    """One command of a shell line: the program (as written, and as it counts), its words, and its
    span in the document."""

    program: str
    canonical: str
    words: tuple[str, ...]
    start: int
    end: int
    text: str


_PROMPT = re.compile(r"^\s*(?:\$|%|❯|>|PS [^>]*>)\s+")
_SPLIT = re.compile(r"\s*(?:&&|\|\||;|\||&(?!>))\s*")
_ASSIGN = re.compile(r"^[A-Za-z_]\w*=")


def _segments(line: str) -> list[tuple[int, int]]:
    """The commands of one line, split at && || ; | & outside quotes: (start, end) pairs."""
    spans, start, quote, i = [], 0, "", 0
    while i < len(line):
        ch = line[i]
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1].isspace()):
            break
        else:
            m = _SPLIT.match(line, i)
            if m and m.end() > i and m.group(0).strip():
                spans.append((start, i))
                start = i = m.end()
                continue
        i += 1
    spans.append((start, i))
    return [(s, e) for s, e in spans if line[s:e].strip()]


_WORD_TOKEN = re.compile(r"""(?:'[^']*'|"(?:[^"\\]|\\.)*"|[^\s'"]+|['"])+""")
_QUOTED_PART = re.compile(r"""'([^']*)'|"((?:[^"\\]|\\.)*)\"""")


def split_words(piece: str) -> list[str]:
    """A command's words as a shell splits them (quotes kept together and taken off; an unclosed
    quote stays as it is). Simpler and several times faster than shlex, which is enough here."""
    out = []
    for token in _WORD_TOKEN.findall(piece):
        if "'" in token or '"' in token:
            token = _QUOTED_PART.sub(
                lambda m: m.group(1) if m.group(1) is not None else m.group(2), token
            )
        out.append(token)
    return out


def parse_line(line: str, at: int, *, strict: bool = False) -> list[Command]:
    """The commands of one shell line starting at offset `at`. `strict`: only a known program
    followed by one of its subcommands (or a flag) counts (lines that may be output or prose)."""
    found = []
    for s, e in _segments(line):
        piece = line[s:e]
        words = split_words(piece)
        elevated = None
        while words and (_ASSIGN.match(words[0]) or words[0] in _WRAPPERS):
            if words[0] == "sudo":
                elevated = piece.find("sudo")
            words = words[1:]
        if elevated is not None and elevated >= 0:  # sudo is a program a rule may forbid
            found.append(
                Command(
                    "sudo", "sudo", tuple(words), at + s + elevated, at + e, line[s + elevated : e]
                )
            )
        if not words:
            continue
        program = words[0].rsplit("/", 1)[-1].lower()
        rest = tuple(words[1:])
        if program in ("python", "python3") and rest[:2] == ("-m", "pip"):
            program, rest = "pip", rest[2:]
        if strict and not _looks_like_command(program, rest):
            continue
        if rest and (
            rest[0].endswith("!") or rest[0] in ("ERR", "WARN", "notice", "error", "warn")
        ):
            continue  # "npm ERR! code E404": output, not a command
        lead = piece.find(words[0].rsplit("/", 1)[-1]) if words[0] in piece else 0
        start = at + s + max(lead, 0)
        found.append(
            Command(
                program, CANONICAL.get(program, program), rest, start, at + e, line[start - at : e]
            )
        )
    return found


def _looks_like_command(program: str, rest: tuple[str, ...]) -> bool:
    if program not in KNOWN_PROGRAMS or not rest:
        return False
    subs = SUBCOMMANDS.get(CANONICAL.get(program, program))
    if subs is None:
        return rest[0].startswith("-") or program in ("npx", "pnpx", "bunx", "sudo")
    return rest[0] in subs or rest[0].startswith("-")


def _lines(code: str, base: int):
    """(line, offset) of a block's lines, with backslash continuations joined onto the first."""
    pos = 0
    pending, pending_at = "", 0
    for raw in code.splitlines(keepends=True):
        line = raw.rstrip("\r\n")
        at = base + pos
        pos += len(raw)
        if pending:
            line, at = pending + " " + line.lstrip(), pending_at
        if line.endswith("\\"):
            pending, pending_at = line[:-1], at
            continue
        pending = ""
        yield line, at
    if pending:
        yield pending, pending_at


_YAML_RUN = re.compile(r"^(\s*)(?:-\s+)?run:\s*(.*)$")
_DOCKER_RUN = re.compile(r"^\s*RUN\s+(.*)$", re.IGNORECASE)


def block_commands(code: str, lang: str | None, base: int) -> list[Command]:
    """The commands a code block runs, by what its language makes a command."""
    out: list[Command] = []
    if lang in ("shell", "powershell"):
        for line, at in _lines(code, base):
            m = _PROMPT.match(line)
            cut = m.end() if m else 0
            out += parse_line(line[cut:], at + cut)
    elif lang == "console":
        for line, at in _lines(code, base):
            m = _PROMPT.match(line)
            if m:
                out += parse_line(line[m.end() :], at + m.end())
    elif lang == "dockerfile":
        for line, at in _lines(code, base):
            m = _DOCKER_RUN.match(line)
            if m and not m.group(1).lstrip().startswith("["):
                out += parse_line(m.group(1), at + m.start(1))
    elif lang == "makefile":
        for line, at in _lines(code, base):
            if line.startswith("\t"):
                body = line.lstrip("\t@-+ ")
                out += parse_line(body, at + len(line) - len(body))
    elif lang == "yaml":
        indent = None
        for line, at in _lines(code, base):
            if indent is not None:
                if line.strip() and len(line) - len(line.lstrip()) > indent:
                    out += parse_line(line.strip(), at + len(line) - len(line.lstrip()))
                    continue
                indent = None
            m = _YAML_RUN.match(line)
            if m:
                value = m.group(2).strip()
                if value in ("|", ">", "|-", ">-"):
                    indent = len(m.group(1))
                elif value:
                    out += parse_line(value.strip("'\""), at + m.start(2))
    elif lang is None:
        for line, at in _lines(code, base):
            m = _PROMPT.match(line)
            if m:
                out += parse_line(line[m.end() :], at + m.end())
            else:
                out += parse_line(line, at, strict=True)
    return out


_MENTION_BEFORE = Lazy(
    r"(?:\b(?:unlike|instead\s+of|rather\s+than|not|never|don'?t|do\s+not|avoid|from|than|vs\.?|"
    r"versus|no\s+longer|replac(?:e|es|ed|ing)|deprecated|old|previously|used\s+to|"
    r"au\s+lieu\s+de|plutôt\s+que|pas|jamais|évitez?|depuis|anstatt|statt|nicht|nie|kein\w*|"
    r"vermeide\w*|en\s+lugar\s+de|en\s+vez\s+de|nunca|evita\w*|desde|invece\s+di|anziché|non|mai|"
    r"вместо|не|никогда|بدلا\s+من|بدلاً\s+من|لا)\b|而不是|代替|替代|不要|别|別|不再|以前|从|從|"
    r"代わりに|ではなく|대신|말고)[^.!?。！？\n,;:，；：]{0,20}$",
    re.IGNORECASE,
)
_BLOCK_MENTION = Lazy(
    r"(?:\b(?:instead\s+of|rather\s+than|not\s+this|don'?t|do\s+not|avoid|au\s+lieu\s+de|"
    r"plutôt\s+que|anstatt|statt|nicht|en\s+lugar\s+de|en\s+vez\s+de|invece\s+di|anziché|вместо|"
    r"не\s+так|بدلا\s+من|بدلاً\s+من)\b|而不是|不要|代わりに|ではなく|대신|말고)[^.!?。！？\n]{0,30}[:：]?\s*$"
    # "Before:", "Old:", "Avant :" alone above a block: the first half of a before/after pair
    r"|^\W*(?:before|old|wrong|avant|vorher|alt|antes|prima|раньше|было|قبل|之前|以前|错误|修改前|"
    r"変更前|이전|수정\s*전)\W*$",
    re.IGNORECASE,
)


def is_mention(doc: Document, start: int) -> bool:
    """True when the words just before `start` make what follows a mention, not a use ("unlike
    `npm install`", "we moved from npm", "instead of:" before a block)."""
    before = doc.text[max(0, start - 60) : start]
    line = before.rsplit("\n", 1)[-1]
    return bool(_MENTION_BEFORE.search(line))


def _block_is_counterexample(doc: Document, start: int) -> bool:
    """Whether the line that introduces a block (the last words above its fence) shows it as
    what not to do ("Instead of:", "Don't do this:")."""
    lines = doc.text[max(0, start - 200) : start].splitlines()
    if lines and lines[-1].lstrip().startswith(("```", "~~~")):
        lines.pop()
    intro = next((ln for ln in reversed(lines) if ln.strip()), "")
    return bool(_BLOCK_MENTION.search(intro))


_PROSE_COMMAND = re.compile(
    r"(?<![\w/.-])("
    + "|".join(sorted((re.escape(p) for p in SUBCOMMANDS), key=len, reverse=True))
    + r"|npx|pip3|pnpx|bunx)\s+([\w:.-]+)",
    re.IGNORECASE,
)


def commands(doc: Document) -> list[Command]:
    """Every command a document runs or tells the reader to run (once per document): shell-like
    blocks (not one shown as what not to do), inline code that is a command, and a program with one
    of its subcommands in prose — each unless the words just before make it a mention."""
    found = doc.cache.get("commands")
    if found is not None:
        return found
    out: list[Command] = []
    for block in doc.blocks:
        if doc.prose and _block_is_counterexample(doc, block.start):
            continue
        out += block_commands(block.code, block.lang, block.start)
    for span in doc.inline:
        text = doc.span_text(span)
        m = _PROMPT.match(text)
        cut = m.end() if m else 0
        for cmd in parse_line(text[cut:], span.start + cut, strict=True):
            if not is_mention(doc, span.start - 1):
                out.append(cmd)
    for span in doc.prose:
        text = doc.span_text(span)
        for m in _PROSE_COMMAND.finditer(text):
            program = m.group(1).lower()
            cmd = parse_line(
                text[m.start() :].split("\n", 1)[0], span.start + m.start(), strict=True
            )
            if cmd and cmd[0].program == program and not is_mention(doc, span.start + m.start()):
                out.append(cmd[0])
    out.sort(key=lambda c: c.start)
    doc.cache["commands"] = out
    return out
