"""A shell command line read as a POSIX shell reads it, enough to know which programs it runs and
with which words (SPEC §2.11: a form the checker cannot read is `unknown`, never a guess).

The grammar: words with their quoting (`'…'`, `"…"`, `$'…'`, backslashes, line continuations),
the operators `;` `&&` `||` `|` `|&` `&` and newlines, subshells `( … )` and groups `{ …; }`,
command substitutions `$( … )` and `` `…` `` and process substitutions `<( … )` (their commands
run too, wherever they stand, inside double quotes as well), redirections (their targets are not
arguments) and here-documents, comments, and the reserved words of compound commands (`if`,
`for`, `while`, …). A word holding an expansion whose value the line does not show (`$branch`,
`${x}`, `$(…)`, a brace list `{a,b}`, `~user`) is *dynamic*: its text is not what runs.

Then what runs: assignments before a command (`GIT_DIR=x git …`), wrappers that run the rest of
their words as a command (`sudo`, `env`, `nice`, `nohup`, `time`, `timeout`, `command`, `exec`,
`xargs` — whose input adds words nobody can see), and the programs that run a string as shell
code (`sh|bash|zsh|dash|ksh -c "…"`, `eval …`, `su -c "…"`, `ssh host "…"`, a shell fed a
here-document or the call's `stdin`) read recursively, up to a depth.

Standard library only: `shlex` splits words but loses which characters were quoted and cannot
see a substitution inside double quotes, both of which decide what runs, so the lexer is here
(about the size of shlex's own).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

MAX_DEPTH = 6  # sh -c "bash -c '…'" nested deeper than this is not read (unknown)


@dataclass(frozen=True, slots=True)
class Word:
    """One word after quote removal; `dynamic`: an expansion makes the word run as other text."""

    text: str
    dynamic: bool = False


@dataclass(frozen=True, slots=True)
class Invocation:
    """One program run with its arguments, wrappers and assignments taken off.

    `program` is its name (the last part of a path; None when the word naming it is dynamic);
    `more_args`: words nobody can see are added to its arguments (`xargs`);
    `depth`: how many shells deep it runs (`bash -c TEXT`, `eval` run their text as code, read
    into other invocations); `wrappers`: the wrappers it runs under (`sudo`, `env`, …);
    `writes`: the files its output redirections write (`> out.txt`, `>> log`, `&> all`);
    `emptied`: those of them a redirection empties first (`>`, `>|`, `&>`; not `>>`)."""

    program: str | None
    args: tuple[Word, ...]
    more_args: bool = False
    depth: int = 0
    wrappers: tuple[str, ...] = ()
    writes: tuple[Word, ...] = ()
    emptied: tuple[Word, ...] = ()  # (mend-zd-shell)


@dataclass(frozen=True, slots=True)
class Script:
    """Every program a command line may run, and whether some part of it could not be read
    (an unclosed quote, a shell fed code the line does not show, too deep a nesting)."""

    invocations: tuple[Invocation, ...]
    unreadable: bool = False


_LOOP_HEADS = frozenset({"for", "select", "case"})
_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "busybox", "fish"})
_RESERVED = frozenset(
    {"if", "then", "else", "elif", "fi", "do", "done", "while", "until", "case", "esac",
     "select", "function", "{", "}", "!", "[[", "]]", "coproc"}
)  # fmt: skip
# Wrappers that run their remaining words as a command: (options that take a value).
_WRAPPERS: dict[str, frozenset[str]] = {
    "sudo": frozenset({"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T", "-R"}),
    "doas": frozenset({"-u", "-C"}),
    "env": frozenset({"-u", "-C", "-S", "--unset", "--chdir", "--split-string"}),
    "nice": frozenset({"-n", "--adjustment"}),
    "ionice": frozenset({"-c", "-n", "-p", "-t"}),
    "nohup": frozenset(),
    "time": frozenset({"-f", "-o", "--format", "--output"}),
    "timeout": frozenset({"-s", "-k", "--signal", "--kill-after"}),
    "command": frozenset(),
    "builtin": frozenset(),
    "exec": frozenset({"-a"}),
    "stdbuf": frozenset({"-i", "-o", "-e"}),
    "chronic": frozenset(),
    "caffeinate": frozenset({"-w", "-t"}),
    "unbuffer": frozenset(),
    "xargs": frozenset(
        {"-a", "-d", "-E", "-e", "-I", "-i", "-L", "-l", "-n", "-P", "-s", "--arg-file",
         "--delimiter", "--max-args", "--max-procs", "--replace", "--max-lines"}
    ),
    "watch": frozenset({"-n", "-d", "--interval"}),
    "flock": frozenset({"-w", "-E", "--timeout", "--conflict-exit-code"}),
}  # fmt: skip
# Wrappers whose first plain word is not the command: `timeout 10 git …`, `flock FILE git …`.
_LEADING_VALUE = frozenset({"timeout", "flock"})
_SSH_VALUE = frozenset("bcDEeFIiJLlmOopQRSWw")  # ssh options that take a value

_OPERATORS = ("&&", "||", ";;", "|&", ";", "|", "&", "\n")
_REDIRECT = re.compile(r"(?:\d+|\{\w+\})?(?:<<<|<<-|<<|<>|<&|<|>>|>&|>\||>|&>>|&>)")
_WRITING = frozenset({">", ">>", ">|", "&>", "&>>", "<>", ">&"})  # redirections that write a file
_EMPTYING = frozenset({">", ">|", "&>", ">&"})  # (mend-zd-shell) those that truncate it first
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=")
_ANSI = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "e": "\x1b", "E": "\x1b",
         "f": "\f", "v": "\v", "\\": "\\", "'": "'", '"': '"', "?": "?"}  # fmt: skip


class _Unreadable(Exception):
    """A part of the line the grammar cannot read."""


@dataclass
class _Raw:
    """A simple command as parsed: its words, and a here-document fed to it (its body)."""

    words: list[Word]
    heredoc: str | None = None
    writes: list[Word] = field(default_factory=list)  # targets of its output redirections
    emptied: list[Word] = field(default_factory=list)  # (mend-zd-shell) those truncated first


class _Parser:
    """The lexer and parser of one command line (a recursive descent, as shells parse)."""

    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.found: list[_Raw] = []  # every simple command, in the order they were read
        self.unreadable = False
        self._heredocs: list[tuple[_Raw, str, bool]] = []  # waiting for their bodies

    # ------------------------------------------------------------ commands

    def parse(self, closer: str | None = None) -> None:
        """Commands up to `closer` (")" of a subshell or substitution, "`"), or the end."""
        text = self.text
        current = _Raw([])
        while self.pos < len(text):
            c = text[self.pos]
            if c in " \t":
                self.pos += 1
                continue
            if c == "\\" and text.startswith("\\\n", self.pos):
                self.pos += 2
                continue
            if c == "#":
                end = text.find("\n", self.pos)
                self.pos = len(text) if end < 0 else end
                continue
            if closer is not None and c == closer:
                self.pos += 1
                self._end(current)
                return
            m = _REDIRECT.match(text, self.pos)
            if m is not None:
                self._redirect(current, m)
                continue
            op = next((o for o in _OPERATORS if text.startswith(o, self.pos)), None)
            if op is not None:
                self.pos += len(op)
                self._end(current)
                current = _Raw([])
                if op == "\n":
                    self._read_heredocs()
                continue
            if c == "(" and not current.words:
                self.pos += 1
                self.parse(")")  # a subshell: its commands run
                continue
            if c in "()":
                # "f() { …; }" defines a function (its body is read as commands); a stray ")"
                # closes a case pattern.
                self.pos += 1
                if c == ")" or not text.startswith(")", self.pos):
                    self._end(current)
                    current = _Raw([])
                else:
                    self.pos += 1
                continue
            word = self._word()
            if not current.words and not word.dynamic and word.text in _RESERVED:
                continue
            current.words.append(word)
        if closer is not None:
            raise _Unreadable(f"no closing {closer}")
        self._end(current)

    def _end(self, raw: _Raw) -> None:
        head = raw.words[0] if raw.words else None
        if head is not None and not head.dynamic and head.text in _LOOP_HEADS:
            return  # "for b in main dev": the words a loop runs over, not a command
        # (mend-zd-shell) `> file` alone, no word before it, truncates the file too
        if raw.words or raw.heredoc is not None or raw.writes:
            self.found.append(raw)

    def _redirect(self, current: _Raw, m: re.Match) -> None:
        op = m.group(0).lstrip("0123456789").split("}")[-1]
        self.pos = m.end()
        while self.pos < len(self.text) and self.text[self.pos] in " \t":
            self.pos += 1
        if self.pos < len(self.text) and self.text[self.pos] == "(" and op in ("<", ">"):
            self.pos += 1  # a process substitution <( … ): its commands run
            self.parse(")")
            return
        if self.pos >= len(self.text) or self.text[self.pos] in "\n;&|)":
            return
        target = self._word()
        if op in _WRITING and not (op == ">&" and target.text.isdigit()):
            current.writes.append(target)  # `2>&1` duplicates a descriptor: no file
            if op in _EMPTYING:
                current.emptied.append(target)
        if op in ("<<", "<<-"):
            self._heredocs.append((current, target.text, op == "<<-"))
        elif op == "<<<":
            current.heredoc = target.text  # a here-string: the command's standard input

    def _read_heredocs(self) -> None:
        """The bodies of the here-documents of the line just ended, up to their delimiters."""
        for raw, delimiter, strip_tabs in self._heredocs:
            lines = []
            while self.pos < len(self.text):
                end = self.text.find("\n", self.pos)
                end = len(self.text) if end < 0 else end
                line = self.text[self.pos : end]
                self.pos = min(end + 1, len(self.text))
                if (line.lstrip("\t") if strip_tabs else line) == delimiter:
                    break
                lines.append(line)
            else:
                if delimiter:
                    self.unreadable = True
            raw.heredoc = "\n".join(lines)
            if raw not in self.found:
                self.found.append(raw)
        self._heredocs.clear()

    # ------------------------------------------------------------ words

    def _word(self) -> Word:
        text, out, dynamic = self.text, [], False
        braces = False
        while self.pos < len(text):
            c = text[self.pos]
            if c in " \t\n;&|()<>":
                break
            if c == "\\":
                if text.startswith("\\\n", self.pos):
                    self.pos += 2
                    continue
                out.append(text[self.pos + 1 : self.pos + 2])
                self.pos += 2
                continue
            if c == "'":
                end = text.find("'", self.pos + 1)
                if end < 0:
                    raise _Unreadable("unclosed '")
                out.append(text[self.pos + 1 : end])
                self.pos = end + 1
                continue
            if c == '"':
                self.pos += 1
                part, dyn = self._double_quoted()
                out.append(part)
                dynamic |= dyn
                continue
            if c == "$":
                part, dyn = self._dollar(in_double=False)
                out.append(part)
                dynamic |= dyn
                continue
            if c == "`":
                self.pos += 1
                self._backticks()
                out.append("`…`")
                dynamic = True
                continue
            if c == "{":
                braces = True
            if c == "~" and not out and _NAME.match(text, self.pos + 1):
                dynamic = True  # ~user
            out.append(c)
            self.pos += 1
        word = "".join(out)
        if braces and re.search(r"\{[^{}]*(?:,|\.\.)[^{}]*\}", word):
            dynamic = True  # a brace list expands into several words
        return Word(word, dynamic)

    def _double_quoted(self) -> tuple[str, bool]:
        text, out, dynamic = self.text, [], False
        while self.pos < len(text):
            c = text[self.pos]
            if c == '"':
                self.pos += 1
                return "".join(out), dynamic
            if c == "\\" and self.pos + 1 < len(text):
                nxt = text[self.pos + 1]
                if nxt == "\n":
                    self.pos += 2
                    continue
                out.append(nxt if nxt in '$`"\\' else "\\" + nxt)
                self.pos += 2
                continue
            if c == "$":
                part, dyn = self._dollar(in_double=True)
                out.append(part)
                dynamic |= dyn
                continue
            if c == "`":
                self.pos += 1
                self._backticks()
                out.append("`…`")
                dynamic = True
                continue
            out.append(c)
            self.pos += 1
        raise _Unreadable('unclosed "')

    def _dollar(self, *, in_double: bool) -> tuple[str, bool]:
        text, start = self.text, self.pos
        nxt = text[self.pos + 1 : self.pos + 2]
        if nxt == "'" and not in_double:
            return self._ansi(), False
        if nxt == '"' and not in_double:
            self.pos += 2
            return self._double_quoted()
        if text.startswith("$((", self.pos):
            end = text.find("))", self.pos)
            if end < 0:
                raise _Unreadable("unclosed $((")
            self.pos = end + 2
            return text[start : self.pos], True
        if nxt == "(":
            self.pos += 2
            self.parse(")")
            return "$(…)", True
        if nxt == "{":
            end = text.find("}", self.pos)
            if end < 0:
                raise _Unreadable("unclosed ${")
            self.pos = end + 1
            return text[start : self.pos], True
        m = _NAME.match(text, self.pos + 1)
        if m is not None:
            self.pos = m.end()
            return text[start : self.pos], True
        if nxt and (nxt.isdigit() or nxt in "@*#?$!-"):
            self.pos += 2
            return text[start : self.pos], True
        self.pos += 1
        return "$", False

    def _ansi(self) -> str:
        """$'…': backslash escapes decoded (\\n, \\t, \\xHH, \\uHHHH, …)."""
        text, out = self.text, []
        self.pos += 2
        while self.pos < len(text):
            c = text[self.pos]
            if c == "'":
                self.pos += 1
                return "".join(out)
            if c == "\\" and self.pos + 1 < len(text):
                nxt = text[self.pos + 1]
                m = re.match(
                    r"x([0-9a-fA-F]{1,2})|u([0-9a-fA-F]{1,4})|([0-7]{1,3})", text[self.pos + 1 :]
                )
                if m is not None:
                    out.append(
                        chr(int(m.group(1) or m.group(2) or m.group(3), 8 if m.group(3) else 16))
                    )
                    self.pos += 1 + m.end()
                    continue
                out.append(_ANSI.get(nxt, "\\" + nxt))
                self.pos += 2
                continue
            out.append(c)
            self.pos += 1
        raise _Unreadable("unclosed $'")

    def _backticks(self) -> None:
        """`…`: the inside (with \\` unescaped) read as commands."""
        end, inner = self.pos, []
        while end < len(self.text) and self.text[end] != "`":
            if self.text[end] == "\\" and end + 1 < len(self.text):
                inner.append(self.text[end + 1])
                end += 2
                continue
            inner.append(self.text[end])
            end += 1
        if end >= len(self.text):
            raise _Unreadable("unclosed `")
        self.pos = end + 1
        nested = _Parser("".join(inner))
        nested.parse()
        self.found += nested.found
        self.unreadable |= nested.unreadable


def _parse(text: str) -> tuple[list[_Raw], bool]:
    parser = _Parser(text)
    try:
        parser.parse()
    except _Unreadable:
        return parser.found, True
    return parser.found, parser.unreadable


# ---------------------------------------------------------------- what runs


def _program_name(word: Word) -> str | None:
    if word.dynamic:
        return None
    return word.text.rsplit("/", 1)[-1]


def _skip_options(words: list[Word], i: int, with_value: frozenset[str]) -> int:
    """Past a wrapper's options (and their values) to the first word of the command it runs."""
    while i < len(words):
        w = words[i].text
        if w == "--":
            return i + 1
        if not w.startswith("-") or w == "-":
            return i
        i += 2 if w in with_value else 1
    return i


class _Reader:
    def __init__(self, stdin: str | None):
        self.out: list[Invocation] = []
        self.unreadable = False
        self.stdin = stdin

    def script(self, text: str, depth: int) -> None:
        if depth > MAX_DEPTH:
            self.unreadable = True
            return
        raws, unreadable = _parse(text)
        self.unreadable |= unreadable
        for raw in raws:
            self.command(raw.words, depth, raw.heredoc, tuple(raw.writes), tuple(raw.emptied))

    def command(
        self,
        words: list[Word],
        depth: int,
        heredoc: str | None = None,
        writes: tuple[Word, ...] = (),
        emptied: tuple[Word, ...] = (),
    ) -> None:
        i, more, wrappers = 0, False, []
        while i < len(words):
            w = words[i]
            if _ASSIGNMENT.match(w.text):
                i += 1
                continue
            name = _program_name(w)
            if name in _WRAPPERS:
                wrappers.append(name)
                more |= name == "xargs"
                start = i + 1
                if name == "env":  # env NAME=value … command
                    start = _skip_options(words, start, _WRAPPERS[name])
                    while start < len(words) and _ASSIGNMENT.match(words[start].text):
                        start += 1
                    i = start
                    continue
                i = _skip_options(words, start, _WRAPPERS[name])
                if name in _LEADING_VALUE and i < len(words):
                    i += 1
                if name == "watch" and i < len(words):
                    self.script(" ".join(x.text for x in words[i:]), depth + 1)
                    return
                continue
            break
        rest = words[i:]
        if not rest:
            if writes:  # `> file` alone truncates it
                self.out.append(Invocation("", (), False, depth, tuple(wrappers), writes, emptied))
            return
        name = _program_name(rest[0])
        args = tuple(rest[1:])
        self.out.append(Invocation(name, args, more, depth, tuple(wrappers), writes, emptied))
        if name is None:
            return
        if name in _SHELLS:
            self._shell(args, depth, heredoc)
        elif name == "eval":
            self.script(" ".join(a.text for a in args), depth + 1)
            self.unreadable |= any(a.dynamic for a in args)
        elif name in ("find", "fd"):
            self._find_exec(args, depth)
        elif name == "su":
            for k, a in enumerate(args):
                if a.text in ("-c", "--command") and k + 1 < len(args):
                    self._inline(args[k + 1], depth)
        elif name == "ssh":
            k = 0
            while k < len(args) and args[k].text.startswith("-"):
                flag = args[k].text
                k += 2 if len(flag) == 2 and flag[1] in _SSH_VALUE else 1
            remote = args[k + 1 :]
            if remote:
                self.script(" ".join(a.text for a in remote), depth + 1)
                self.unreadable |= any(a.dynamic for a in remote)

    def _find_exec(self, args: tuple[Word, ...], depth: int) -> None:
        """`find … -exec CMD {} ;` (and -execdir, -ok, `fd -x`): CMD runs, once per file."""
        k = 0
        while k < len(args):
            if args[k].text in ("-exec", "-execdir", "-ok", "-okdir", "-x", "--exec", "-X"):
                end = k + 1
                while end < len(args) and args[end].text not in (";", "+"):
                    end += 1
                if end > k + 1:  # `{}` stands for each file found: no path the line shows
                    words = [Word(w.text, True) if "{}" in w.text else w for w in args[k + 1 : end]]
                    self.command(words, depth + 1)
                k = end
            k += 1

    def _inline(self, code: Word, depth: int) -> None:
        if code.dynamic:
            self.unreadable = True
        self.script(code.text, depth + 1)

    def _shell(self, args: tuple[Word, ...], depth: int, heredoc: str | None) -> None:
        """`bash -c CODE`, `bash -lc CODE`, `bash -s <<EOF`, `bash` fed stdin; `bash file.sh`
        runs a file nobody here can read."""
        k = 0
        while k < len(args):
            flag = args[k].text
            if flag == "--":
                k += 1
                break
            if flag.startswith("-") and "c" in flag[1:] and not flag.startswith("--"):
                if k + 1 < len(args):
                    self._inline(args[k + 1], depth)
                else:
                    self.unreadable = True
                return
            if flag in ("-o", "+o", "-O", "+O", "--rcfile", "--init-file"):
                k += 2
                continue
            if not flag.startswith(("-", "+")):
                break
            k += 1
        if k < len(args):
            return  # a script file: read no more than any other program's
        fed = heredoc if heredoc is not None else self.stdin
        if fed is not None:
            self.script(fed, depth + 1)
        else:
            self.unreadable = True  # a shell reading code from a pipe or a terminal


def read_script(text: str, *, stdin: str | None = None) -> Script:
    """Every program a command line may run (see the module's docstring). `stdin`: what the call
    feeds the line's standard input (read as code when the line is a bare shell)."""
    reader = _Reader(stdin)
    reader.script(text, 0)
    return Script(tuple(reader.out), reader.unreadable)
