"""The commands a reply or a call runs, read the way the checks need them: shell-like code
blocks, inline code and a program with one of its subcommands in prose, each unless the words
before make it a mention (so `npm install` in a shell block is a use of npm, and "we moved from
npm to pnpm" is not)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain.compliance.document import Document
from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.programs import CANONICAL, KNOWN_PROGRAMS, SUBCOMMANDS
from app.domain.compliance.shell import read_script

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


# A line with none of these is plain words: split at once (most lines); any other is read with
# the shell's grammar (app.domain.compliance.shell), so `npm` inside `bash -c "npm ci"`, after
# `&&`, in `$(…)` or under `sudo env X=1` is the command it is.
_NEEDS_GRAMMAR = re.compile(r"""['"`$\\(){}<>#]|&&|\|\||[;|&]""")
_ASSIGN = re.compile(r"^[A-Za-z_]\w*=")
_COMMAND_END = re.compile(r"""\s*(?:&&|\|\||[;|&"'`)])""")


def parse_line(line: str, at: int, *, strict: bool = False) -> list[Command]:
    """The commands of one shell line starting at offset `at`. `strict`: only a known program
    followed by one of its subcommands (or a flag) counts (lines that may be output or prose)."""
    if _NEEDS_GRAMMAR.search(line) is None:
        return _plain_line(line, at, strict)
    script = read_script(line)
    found: list[Command] = []
    pos = 0
    for inv in script.invocations:
        if "sudo" in inv.wrappers:  # sudo is a program a rule may forbid
            s = line.find("sudo", pos)
            if s >= 0:
                found.append(Command("sudo", "sudo", (), at + s, at + len(line), line[s:]))
        if not inv.program:
            continue
        words = (inv.program, *(a.text for a in inv.args))
        command = _command(words, strict)
        if command is None:
            continue
        program, rest = command
        s = line.find(inv.program, pos)
        if s < 0:
            s = line.find(inv.program)
        if s < 0:
            s = pos
        else:
            pos = s + len(inv.program)
        end = _end_of(line, s)
        found.append(
            Command(program, CANONICAL.get(program, program), rest, at + s, at + end, line[s:end])
        )
    return found


def _end_of(line: str, start: int) -> int:
    """Where the command that starts at `start` ends: its operator or closing quote, or the line's end."""
    m = _COMMAND_END.search(line, start)
    return m.start() if m else len(line)


def _command(words: tuple[str, ...], strict: bool) -> tuple[str, tuple[str, ...]] | None:
    """(the program as it counts, its words) of one command's words; None when it is no command
    a rule can mean (not known in strict mode, or a program's own output: "npm ERR! …")."""
    program = words[0].rsplit("/", 1)[-1].lower()
    rest = tuple(words[1:])
    if program in ("python", "python3") and rest[:2] == ("-m", "pip"):
        program, rest = "pip", rest[2:]
    if strict and not _looks_like_command(program, rest):
        return None
    if rest and (rest[0].endswith("!") or rest[0] in ("ERR", "WARN", "notice", "error", "warn")):
        return None
    return program, rest


def _plain_line(line: str, at: int, strict: bool) -> list[Command]:
    """A line of plain words: one command, after its assignments and wrappers."""
    words = split_words(line)
    found = []
    elevated = None
    while words and (_ASSIGN.match(words[0]) or words[0] in _WRAPPERS):
        if words[0] == "sudo":
            elevated = line.find("sudo")
        words = words[1:]
    if elevated is not None and elevated >= 0:
        found.append(
            Command("sudo", "sudo", tuple(words), at + elevated, at + len(line), line[elevated:])
        )
    if not words:
        return found
    command = _command(tuple(words), strict)
    if command is None:
        return found
    program, rest = command
    lead = line.find(words[0].rsplit("/", 1)[-1])
    start = max(lead, 0)
    found.append(
        Command(
            program, CANONICAL.get(program, program), rest, at + start, at + len(line), line[start:]
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


# Programs that run another one named by their first word: a package's binary (`npx jest`,
# `pnpm dlx vitest`, `bunx tsc`, `yarn exec eslint`) or a script (`bash scripts/deploy.sh`).
_RUNNERS = {"npx": 0, "pnpx": 0, "bunx": 0, "sh": 0, "bash": 0, "zsh": 0, "uvx": 0}
_RUNNER_SUBCOMMANDS = {
    "pnpm": ("dlx", "exec"),
    "yarn": ("dlx", "exec"),
    "npm": ("exec",),
    "bun": ("x",),
    # (probe-zg) Python's runners: a tool run in its own environment (`uvx ruff`, `uv run black`,
    # `pipx run black`, `poetry run pytest`) is that tool run
    "uv": ("run",),
    "pipx": ("run",),
    "poetry": ("run",),
    "pipenv": ("run",),
}
# a runner's own words, and its subcommands that run (`uv`, `run`, `npx`, `exec`)
RUNNER_WORDS = frozenset(_RUNNERS).union(_RUNNER_SUBCOMMANDS, *_RUNNER_SUBCOMMANDS.values())
_VERSION = re.compile(r"(?<=.)@[^/]*$")
# (mend-zg-runners) A runner's options that take a value: the value is no program it runs
# (`uv run --with pytest python -c 1` runs python, `uvx --from ruff-lsp ruff` ruff, `npx -p
# eslint-config foo` foo); an option written `--with=pytest` is one word already.
_VALUED = {
    "npx": ("-p", "--package", "--cache", "--userconfig", "-w", "--workspace"),
    "pnpx": ("-p", "--package"),
    "bunx": ("-p", "--package"),
    "uvx": ("--from", "--with", "--with-requirements", "--with-editable", "-p", "--python",
            "--index", "--index-url", "--extra-index-url", "--directory", "--project",
            "--env-file", "-c", "--constraints"),
    "uv": ("--with", "--with-requirements", "--with-editable", "-p", "--python", "--package",
           "--extra", "--group", "--only-group", "--no-group", "--index", "--index-url",
           "--extra-index-url", "--directory", "--project", "--env-file", "--from"),
    "pipx": ("--spec", "--python", "--pip-args", "--index-url"),
    "poetry": ("-C", "--directory", "-P", "--project"),
    "pnpm": ("-C", "--dir", "--filter", "-F", "--package"),
    "yarn": ("-p", "--package", "--cwd"),
    "npm": ("-p", "--package", "-w", "--workspace"),
    "bun": ("-p", "--package", "--cwd"),
}  # fmt: skip


def runs_program(cmd: Command) -> str | None:
    """The program a runner runs (see _RUNNERS): its name as a rule names it (`jest` of
    `npx jest@29`, `deploy.sh` of `bash ./deploy.sh`); None for any other command."""
    run = run_words(cmd)
    return run[0] if run else None


def run_words(cmd: Command) -> list[str] | None:
    """The command a runner runs, its program first as a rule names it and then its own words
    (`eslint --fix src` of `npx eslint --fix src`, of `pnpm exec eslint --fix src`, `ruff check
    --fix` of `uvx ruff check --fix`): a ban on that command holds with a runner in front of it
    (probe-zg); None for any other command."""
    words = list(cmd.words)
    if cmd.program in _RUNNER_SUBCOMMANDS:
        if not words or words[0] not in _RUNNER_SUBCOMMANDS[cmd.program]:
            return None
        words = words[1:]
    elif cmd.program not in _RUNNERS:
        return None
    at, valued = None, _VALUED.get(cmd.program, ())
    for i, w in enumerate(words):
        if not w.startswith("-") and (i == 0 or words[i - 1] not in valued):
            at = i
            break
    if at is None or (cmd.program in ("sh", "bash", "zsh") and "-c" in words):
        return None
    first = words[at]
    name = _VERSION.sub("", first.rsplit("/", 1)[-1] if "@" not in first[:1] else first).lower()
    return [name, *words[at + 1 :]]
