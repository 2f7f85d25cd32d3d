"""The terms family: what a rule forbids or asks to be used, looked for in an output.

A use is what the agent runs or writes, not what it mentions: a command in a shell block, a
shell call, inline code that is a command, or a program with one of its subcommands in prose —
unless the words just before make it a mention ("unlike `npm install`", "we moved from npm",
"instead of:" above a block). Code is looked for in the code itself, not in its comments or
strings; words in the agent's own prose, not in what it quotes (an error message, the user's
words); emoji anywhere the agent writes but in quotations.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass
from functools import lru_cache

from app.domain.compliance.commands import (
    RUNNER_WORDS,
    commands,
    is_mention,
    run_words,
    runs_program,
)
from app.domain.compliance.comments import scanned
from app.domain.compliance.document import Document, guess_language
from app.domain.compliance.emoji_data import KEYCAP, PRESENTATION, TEXT_DEFAULT
from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.model import PR_TITLE, Evidence, Family, Outcome
from app.domain.compliance.short_flags import short_flags_hold  # (check-za-east)
from app.domain.compliance.sql_terms import (
    DB_CLIENTS,
    SQL_KEYWORD,
    SQL_STATEMENT,
    TABLE_STATEMENT,
    WRITE_STATEMENTS,
    table_statement_pattern,
)
from app.domain.compliance.target import Piece, Target
from app.domain.compliance.terms import (
    CHAR,
    CODE,
    CODE_LANGS,
    CODELANG,
    COMMAND,
    EMOJI,
    GROUP_OF,
    LIBRARY,
    PROGRAM,
    TOOL,
    WORD,
    Term,
)
from app.domain.scripts import ARABIC, HAN_EXTENSION_A, HAN_UNIFIED, HANGUL_SYLLABLES, KANA, YIJING

# Emoji by Unicode's emoji properties (app.domain.compliance.emoji_data, from the emoji
# package): keycaps (1️⃣ #️⃣), flags (a pair of regional indicators), characters emoji by default
# (Emoji_Presentation), any other emoji character with U+FE0F after it (©️ ❤️), and the
# pictographs of the symbol and dingbat blocks that most systems draw as emoji even without it
# (❤ ✔ ☀). Not emoji: ✓ ★ ☐ → ▸, nor © ™ ↔ ▶ written as text.
_PICTOGRAPH_BLOCKS = "\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff"
EMOJI_RX = Lazy(
    rf"[{KEYCAP}]\ufe0f?\u20e3|[\U0001f1e6-\U0001f1ff]{{2}}|[{PRESENTATION}]"
    rf"|[{TEXT_DEFAULT}]\ufe0f|(?=[{_PICTOGRAPH_BLOCKS}])[{TEXT_DEFAULT}]"
)
_EYES = "\\^・´`｀≧≦•°ಠ◕＾"
_FACE = _EYES + "▽ωᴗㅂ∀‿︶_＿;；*๑｡。ﾉノ=≖ ᵕ\\-\u0300-\u036f"
# The common text emoticons, looked for in prose only: :) :-( ;) :D :P xD <3 ^_^ o_O -_- T_T ¯\_(ツ)_/¯,
# ㅠㅠ ㅜ_ㅜ 고마워요^^
EMOTICON_RX = Lazy(
    r"(?<![\w:/=<>\-])(?:[:;=][-'^o]?[)(\]\[DPpO|*]|[:;]'-?[)(]|<3|[xX]D|\^_*\^|[oO0]_[oO0]"
    r"|-_-|T_T|;_;|¯\\_\(ツ\)_/¯|\(\^_?\^\)|\(╯°□°\)╯)(?![\w=<>])"
    # Korean's: crying eyes of jamo (ㅠㅠ, ㅜ_ㅜ) and ^^ — written against the word before them
    r"|[ㅠㅜ]{2,}|[ㅠㅜ]_+[ㅠㅜ]|(?<=[\uac00-\ud7a3])\^_*\^(?![\w=<>])"
)
# (check-zg-east) the east's kaomoji: a face in brackets, its eyes among its few strokes, after any
# word ("承知しました(^^)", "(´・ω・`)", "(≧▽≦)", "(๑•̀ㅂ•́)و✧"); not a note in brackets ("(30°)",
# "(- -)", "(...)"); looked for only in a text with a bracket (a cheap test before the search)
KAOMOJI_RX = Lazy(rf"[(（](?=[{_FACE}]*[{_EYES}])[{_FACE}]{{2,12}}[)）]")
_OPERATOR = "=!<>&|+*/%^~?:-"
# A term written in these scripts is found anywhere in the text, not as a whole word (as the
# word tables find theirs: app.domain.compliance.lexicon) — and chat's ㅋㅋ, Hangul letters written
# against the word before them ("됐어요ㅋㅋ").
_PARTICLE_SCRIPTS = f"{KANA}{HANGUL_SYLLABLES}"
_CYRILLIC_WORD = re.compile(r"[а-яё]{4,}", re.IGNORECASE)
_RU_ENDING = re.compile(r"(?:[аяоеьйыиую]|ия|ие|ий)$", re.IGNORECASE)
_KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc]")
_SPELLED_WITHOUT_SPACES = re.compile(
    f"[{KANA}{HAN_EXTENSION_A}{YIJING}{HAN_UNIFIED}{HANGUL_SYLLABLES}{ARABIC}\u3131-\u318e]"
)


@lru_cache(maxsize=1024)
def term_pattern(text: str, kind: str) -> re.Pattern:
    """How a term is found: whole words for words, code-aware edges for code."""
    body = r"\s+".join(re.escape(part) for part in text.split())
    # a word written with capitals is a spelling ("GitHub, never Github"): matched as written
    flags = 0 if kind == WORD and text != text.lower() else re.IGNORECASE
    if kind == WORD:
        if _SPELLED_WITHOUT_SPACES.search(text):
            # a katakana word is whole where the katakana run is: "ユーザ" is not in "ユーザー"
            # (nor "ユーザビリティ"), it is in "ユーザ設定"
            before = r"(?<![\u30a1-\u30fa\u30fc])" if _KATAKANA.match(text) else ""
            after = r"(?![\u30a1-\u30fa\u30fc])" if _KATAKANA.match(text[-1]) else ""
            return re.compile(before + body + after, flags)
        tail = r"(?:s|es|d|ed|ing|ly)?" if text.isascii() and text[-1:].isalpha() else ""
        if _CYRILLIC_WORD.fullmatch(text):
            # a Russian word is declined: its stem with the case's ending ("костыль": "костыля",
            # "костылём"; "репа": "репу", "репы")
            body, tail = re.escape(_RU_ENDING.sub("", text)), r"[а-яё]{0,3}"
        # a Latin word takes Korean and Japanese particles against it ("TBD입니다", "TBDです")
        return re.compile(rf"(?<![\w]){body}{tail}(?![^\W{_PARTICLE_SCRIPTS}])", flags)
    first, last = text[:1], text[-1:]
    before = (
        r"(?<![\w$.])"
        if (first.isalnum() or first == "_")
        else (rf"(?<![{re.escape(_OPERATOR)}])" if first in _OPERATOR else "")
    )
    after = (
        r"(?![\w$])"
        if (last.isalnum() or last == "_")
        else (rf"(?![{re.escape(_OPERATOR)}])" if last in _OPERATOR else "")
    )
    return re.compile(before + body + after, re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Hit:
    start: int
    end: int


_DOC_FILE = re.compile(r"\.(?:md|mdx|markdown|rst|adoc|txt)$|(?:^|/)docs?/", re.IGNORECASE)


def is_doc(path: str) -> bool:
    """A documentation file: Markdown, reStructuredText, AsciiDoc, text, or under docs/."""
    return bool(_DOC_FILE.search(path.replace("\\", "/")))


def tool_matches(called: str, text: str) -> bool:
    """Whether a call's name (`slack__slack_post_message`, `mcp__github__push_files`) is the tool
    a term names: its own name or a glob of it ("delete_*"), or any tool of a server
    ("slack__*": a server whose name holds the word, or a tool named after it)."""
    server, _sep, tool = called.lower().rpartition("__")
    if text.endswith("__*"):
        service = text[:-3]
        return service in server or tool.startswith(service + "_")
    return fnmatch.fnmatchcase(tool.strip(), text)


def _applies(block_lang: str | None, langs: frozenset[str] | None) -> bool:
    if block_lang in ("text", "console", "diff", "markdown"):
        return False
    return langs is None or block_lang in langs


def _in_code(term: Term, doc: Document) -> tuple[Hit | None, bool]:
    """A term's first use in the code of the document's blocks (and in inline code that is more
    than the bare term), and whether any code where it could appear is there at all."""
    # (check-w-en) a writing statement of a place nothing may change has its own pattern
    pattern = WRITE_STATEMENTS.get(term.text) or term_pattern(term.text, CODE)
    # (mend-ze-table) one table's statement: only in SQL, never a commit message or a grep
    table = bool(TABLE_STATEMENT.fullmatch(term.text)) and not term.in_comments
    if table:
        pattern = table_statement_pattern(term.text)
    # (probe-zg) so is a destructive statement named bare ("Never run DROP TABLE", "Никогда не
    # выполняй DROP TABLE"): in a shell, the SQL a client is handed, not a commit message, an
    # echo or a grep that names it
    named_bare = not term.in_comments and bool(
        SQL_STATEMENT.fullmatch(term.text) or SQL_KEYWORD.fullmatch(term.text)
    )
    occasion = False
    for i, block in enumerate(doc.blocks):
        if not _applies(block.lang, term.langs):
            continue
        if (table and block.lang in ("shell", "console", None)) or (
            named_bare and block.lang == "shell"
        ):
            hit, client = _in_client_sql(pattern, doc, block)
            # (a bare statement's rule bears on any shell, as before: a migration run follows it)
            occasion = occasion or client or not table
            if hit:
                return hit, True
            continue
        occasion = True
        scan = scanned(doc, i)
        # the statement a shell hands a database client is in a quoted argument
        whole = term.in_comments or (
            block.lang == "shell"
            and (
                SQL_STATEMENT.fullmatch(term.text)
                or SQL_KEYWORD.fullmatch(term.text)
                or term.text == "delete"
                or term.text in WRITE_STATEMENTS  # (check-w-en)
            )
        )
        source = block.code if whole else scan.bare
        m = pattern.search(source)
        # (fix-zd-noticed) an option of that name (`git push --delete`, `rsync --delete`, `find
        # -delete`) deletes a branch or files, never the SQL statement a rule refuses
        while m and whole and not term.in_comments and source[m.start() - 1 : m.start()] == "-":
            m = pattern.search(source, m.end())
        if m:
            return Hit(block.start + m.start(), block.start + m.end()), True
    for span in doc.inline:
        snippet = doc.span_text(span)
        if snippet.strip().lower() == term.text or is_mention(doc, span.start - 1):
            continue
        if term.langs is not None and guess_language(snippet) not in term.langs:
            continue
        m = pattern.search(snippet)
        if m:
            return Hit(span.start + m.start(), span.start + m.end()), True
    return None, occasion


def _in_client_sql(pattern: re.Pattern[str], doc: Document, block) -> tuple[Hit | None, bool]:
    """(mend-ze-table) A table's statement in the SQL a shell block hands a database client: an
    argument of the client (`psql -c '…'`, `sqlite3 app.db '…'`, `docker exec db psql -c '…'`),
    or the block itself where it feeds one (a heredoc, a pipe); and whether a client runs there."""
    end = block.start + len(block.code)
    hit = None
    client = False
    for cmd in commands(doc):
        if not block.start <= cmd.start < end:
            continue
        words = (cmd.canonical, *cmd.words)
        at = next((j for j, w in enumerate(words) if w.rsplit("/", 1)[-1] in DB_CLIENTS), None)
        if at is None:
            continue
        client = True
        if any(pattern.search(w) for w in words[at + 1 :]):
            return Hit(cmd.start, cmd.end), True
    if client and ("<<" in block.code or "|" in block.code):
        m = pattern.search(block.code)
        if m:
            hit = Hit(block.start + m.start(), block.start + m.end())
    return hit, client


_IMPORT = {
    "js": r"""(?:\bfrom\s*|\brequire\(\s*|\bimport\s*\(\s*|\bimport\s+)['"]{name}(?:/[^'"]*)?['"]""",
    "py": r"""^\s*(?:from\s+{name}(?:\.\w+)*\s+import\b|import\s+(?:[\w.]+\s*,\s*)*{name}\b)""",
}


def _library(term: Term, doc: Document) -> tuple[Hit | None, bool]:
    name = re.escape(term.text.removesuffix(".js"))
    occasion = False
    for i, block in enumerate(doc.blocks):
        if not _applies(block.lang, term.langs):
            continue
        occasion = True
        scan = scanned(doc, i)
        family = "py" if block.lang == "python" else "js"
        m = re.search(_IMPORT[family].format(name=name), scan.kept, re.MULTILINE | re.IGNORECASE)
        if m is None:
            m = re.search(rf"(?<![\w$.]){name}(?=\s*[.(])", scan.bare, re.IGNORECASE)
        if m:
            return Hit(block.start + m.start(), block.start + m.end()), True
    for cmd in commands(doc):
        occasion = True
        installs = cmd.canonical in GROUP_OF.get("npm", ()) + GROUP_OF.get("pip", ())
        if (
            cmd.program == term.text
            or _runs_module(cmd, term.text)
            or (
                installs
                and cmd.words[:1]
                and cmd.words[0] in ("install", "i", "add")
                and term.text in cmd.words[1:]
            )
            # (English, check-za-en) a library named with ".js" is installed by its bare name
            # ("moment.js is out": `npm install moment`), as it is imported by it (above)
            or (
                installs
                and cmd.words[:1]
                and cmd.words[0] in ("install", "i", "add")
                and term.text.endswith(".js")
                and term.text[:-3] in cmd.words[1:]
            )
        ):
            return Hit(cmd.start, cmd.end), True
    return None, occasion


def _runs_module(cmd, name: str) -> bool:
    """Whether a command runs a Python module by its name (`python -m unittest`, `python3 -m
    pytest`): the module is the program that runs."""
    return (
        cmd.program in ("python", "python3", "py")
        and len(cmd.words) > 1
        and cmd.words[0] == "-m"
        and cmd.words[1].lower() == name.lower()
    )


_SHELL_NAMES = "sh|bash|zsh|dash|ksh"
_RUNS_SHELL = frozenset({"shell", "console", "powershell", "dockerfile", "makefile", "yaml", None})


def _pipeline(term: Term, doc: Document) -> tuple[Hit | None, bool]:
    """A pipeline a rule names ("curl | bash"): its first program's output piped into the second,
    in the shell code of the document (a block that runs commands, or inline code)."""
    first, _bar, second = (p.strip() for p in term.text.partition("|"))
    # A shell is any shell: "curl into bash" is broken as much by `curl … | sh`.
    into = _SHELL_NAMES if second in ("sh", "bash", "zsh", "dash", "ksh") else re.escape(second)
    # a download said in words ("网上下载的脚本"): any downloader
    source = "(?:curl|wget)" if first == "download" else re.escape(first)
    rx = re.compile(
        rf"(?<![\w/.-]){source}(?![\w.-])[^\n;&|]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?"
        rf"(?:\S*/)?(?:{into})(?![\w.-])",
        re.IGNORECASE,
    )
    occasion = False
    for block in doc.blocks:
        if block.lang in _RUNS_SHELL:
            occasion = True
            m = rx.search(block.code)
            if m:
                return Hit(block.start + m.start(), block.start + m.end()), True
    for span in doc.inline:
        m = rx.search(doc.span_text(span))
        if m:
            return Hit(span.start + m.start(), span.start + m.end()), True
    return None, occasion or bool(commands(doc))


def _holds(want: list[str], have: list[str]) -> bool:
    """Whether a command's words (program first) hold a term's, in order."""
    it = iter(have[1:])
    return all(
        any(
            w == h
            or short_flags_hold(w, h)
            # (mend-zg-runners) a long option in any case (a rule's words are read in small
            # letters: "--noemit" of `--noEmit`), and given its value ("--cov=app" of "--cov")
            or (w.startswith("--") and (h.lower() == w or h.lower().startswith(w + "=")))
            for h in it
        )
        for w in want[1:]
    )


def _command(term: Term, doc: Document, through=None) -> tuple[Hit | None, bool]:
    """`through`: whether a command that is the term only through its runner (`poetry run
    pytest` of pytest) is what the rule asks instead (mend-zg-runners): it is then no use."""
    if "|" in term.text:
        return _pipeline(term, doc)
    cmds = commands(doc)
    if term.kind == PROGRAM:
        for cmd in cmds:
            if term.text in (cmd.program, cmd.canonical) or _runs_module(cmd, term.text):
                return Hit(cmd.start, cmd.end), True
            if runs_program(cmd) == term.text and not (through and through(cmd)):
                return Hit(cmd.start, cmd.end), True
        return None, bool(cmds)
    want = term.text.split()
    for cmd in cmds:
        have = [cmd.program, *cmd.words]
        if have[0] != want[0] and cmd.canonical != want[0]:
            # (probe-zg) the command run by a runner: `npx eslint --fix` is `eslint --fix`
            have = run_words(cmd) or []
            if have[:1] != want[:1] or (through and through(cmd)):
                continue
        if _holds(want, have):
            return Hit(cmd.start, cmd.end), True
    return None, bool(cmds)


def _codelang(term: Term, doc: Document) -> tuple[Hit | None, bool]:
    group = frozenset().union(*(CODE_LANGS[n] for n in GROUP_OF.get(term.text, (term.text,))))
    occasion = False
    for block in doc.blocks:
        if block.lang in group:
            occasion = True
            if block.lang in term.langs:
                first = block.code.split("\n", 1)[0]
                return Hit(block.start, block.start + len(first)), True
    return None, occasion


def _prose(term: Term, doc: Document, at_start: bool) -> tuple[Hit | None, bool]:
    if not doc.prose:
        return None, False
    pattern = re.compile(r"[!！]") if term.kind == CHAR else term_pattern(term.text, WORD)
    spans = doc.prose[:1] if at_start else doc.prose
    for span in spans:
        text = doc.span_text(span)
        if at_start:
            lead = len(text) - len(text.lstrip(" \t*_#>-"))
            m = pattern.match(text, lead)
        else:
            m = pattern.search(text)
        if m:
            return Hit(span.start + m.start(), span.start + m.end()), True
    return None, True


# Emoji are never ASCII: a reply's non-ASCII characters are looked up in a set of the characters
# an emoji can start with, and read with EMOJI_RX where one stands (scanning with EMOJI_RX alone,
# or with one character class of its ~250 ranges, costs ~0.5 ms per 2,000 characters).
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _points(ranges: str) -> frozenset[str]:
    chars = set()
    for m in re.finditer(r"(\\[uU][0-9a-f]+)(?:-(\\[uU][0-9a-f]+))?", ranges):
        first = int(m.group(1)[2:], 16)
        last = int(m.group(2)[2:], 16) if m.group(2) else first
        chars.update(chr(p) for p in range(first, last + 1))
    return frozenset(chars)


_EMOJI_CHARS = (
    _points(PRESENTATION + TEXT_DEFAULT) | {"\u20e3"} | {chr(p) for p in range(0x1F1E6, 0x1F200)}
)


def _first_emoji(text: str, quoted) -> Hit | None:
    if text.isascii():
        return None
    for c in _NON_ASCII.finditer(text):
        if c.group() not in _EMOJI_CHARS:
            continue
        at = c.start()
        if text[at] == "\u20e3":  # a keycap: its digit stands one or two characters before
            at = at - 2 if text[at - 1 : at] == "\ufe0f" else at - 1
        m = EMOJI_RX.match(text, max(at, 0))
        if m and not any(q.start <= m.start() < q.end for q in quoted):
            return Hit(m.start(), m.end())
    return None


def _emoji(doc: Document) -> tuple[Hit | None, bool]:
    found = doc.cache.get("emoji", False)
    if found is False:
        found = _first_emoji(doc.text, doc.quoted)
        for span in doc.prose if found is None else ():
            text = doc.span_text(span)
            m = EMOTICON_RX.search(text)
            if m is None and ("(" in text or "（" in text):
                m = KAOMOJI_RX.search(text)
            if m:
                found = Hit(span.start + m.start(), span.start + m.end())
                break
        doc.cache["emoji"] = found
    return found, bool(doc.text.strip())


def find(
    term: Term, doc: Document, at_start: bool = False, through=None
) -> tuple[Hit | None, bool]:
    """(the term's first use in the document or None, whether the document gives it occasion);
    `through`: see _command."""
    if term.kind == TOOL:
        return None, False  # a tool is used by a call, never in a text
    if term.kind in (PROGRAM, COMMAND):
        return _command(term, doc, through)
    if term.kind == LIBRARY:
        return _library(term, doc)
    if term.kind == CODE:
        return _in_code(term, doc)
    if term.kind == CODELANG:
        return _codelang(term, doc)
    if term.kind == EMOJI:
        hit, occasion = _emoji(doc)
        if at_start and hit is not None:
            lead = len(doc.text) - len(doc.text.lstrip())
            hit = hit if hit.start == lead else None
        return hit, occasion
    return _prose(term, doc, at_start)


# A gitmoji's shortcode (":sparkles:", ":bug:"): an emoji in a commit message, where the git hosts
# show it as one (in a reply, ":return:" is as likely a docstring's field).
_SHORTCODE = re.compile(r"(?<![\w:]):[a-z0-9_+-]{2,40}:(?![\w:])")


def _shortcode(doc: Document, at_start: bool) -> Hit | None:
    m = _SHORTCODE.search(doc.text)
    if m is None or (at_start and m.start() != len(doc.text) - len(doc.text.lstrip())):
        return None
    return Hit(m.start(), m.end())


def find_in(
    term: Term, piece: Piece, at_start: bool = False, through=None
) -> tuple[Hit | None, bool]:
    """`find` in one piece: in a commit message, an emoji's shortcode is one too."""
    hit, occasion = find(term, piece.doc, at_start, through)
    if hit is None and term.kind == EMOJI and piece.role == "commit":
        hit = _shortcode(piece.doc, at_start)
    return hit, occasion


def evidence(piece: Piece, hit: Hit | None, finding: str) -> Evidence:
    where = "reply" if piece.argument is None else "arguments"
    if hit is None:
        return Evidence(where, finding, argument=piece.argument)
    return Evidence(
        where,
        finding,
        text=piece.doc.text[hit.start : hit.end][:200],
        start=hit.start,
        end=hit.end,
        argument=piece.argument,
    )


@dataclass(frozen=True, slots=True)
class TermRule:
    """Forbidden and required terms; `scope` is where the rule holds ("all", "commit": commit
    messages only, "reply": replies only, "docs": documentation files the agent writes,
    "pr_title": pull requests' titles); `at_start`: only how the reply begins ("never start with …")."""

    forbidden: tuple[Term, ...]
    required: tuple[Term, ...]
    scope: str = "all"
    at_start: bool = False
    # (mend-zg-runners) the forbidden programs and commands the rule bans only run bare ("don't
    # run pytest directly", "never a globally installed jest"): through a runner they are free
    bare: tuple[str, ...] = ()

    family = Family.TERMS

    @property
    def aspect(self) -> str:
        kinds = {t.kind for t in self.forbidden + self.required}
        return "emoji" if kinds == {EMOJI} else "terms"

    def _pieces(self, target: Target) -> list[Piece]:
        if self.scope == "commit":
            return [p for p in target.pieces if p.role == "commit"]
        if self.scope == "reply":
            return [p for p in target.pieces if p.role == "reply"]
        if self.scope == "docs":
            return [p for p in target.pieces if p.role == "file" and is_doc(p.path or "")]
        if self.scope == "pr_title":  # "Никаких эмодзи в названиях PR": the title a call gives
            return [
                Piece(a.argument, Document(a.value), "pr_title")
                for a in target.actions
                if a.kind == PR_TITLE and a.value
            ]
        return target.pieces

    def _tool(self, target: Target) -> tuple[Outcome, Evidence | None] | None:
        """Tools named by the rule, against the call's tool (None: the rule names no tool)."""
        tools = [t for t in self.forbidden + self.required if t.kind == TOOL]
        if not tools:
            return None
        if target.call is None:
            return Outcome.NOT_APPLICABLE, None
        ev = Evidence("arguments", "tool", argument="name", value=target.call.name[:200])
        for term in self.forbidden:
            if term.kind == TOOL and tool_matches(target.call.name, term.text):
                return Outcome.VIOLATED, ev
        for term in self.required:
            if term.kind == TOOL and tool_matches(target.call.name, term.text):
                return Outcome.FOLLOWED, ev
        return None

    def _through(self, term: Term):
        """Whether a command that is a forbidden term only through its runner is the form the rule
        asks instead (mend-zg-runners): the term is banned only bare ("don't run pytest
        directly"), or the rule asks for the runner's form of it — a command of the runner its
        words hold ("use `poetry run pytest`", "run it through poetry run"), or, of a program, the
        runner and the program both asked ("only via npx eslint")."""
        if term.kind not in (PROGRAM, COMMAND):
            return None
        asked = [t for t in self.required if t.kind in (PROGRAM, COMMAND)]
        if term.text in self.bare and not self._asks_another(term, asked):
            return lambda cmd: True
        if term.kind != PROGRAM or not asked:
            return None
        programs = {t.text for t in asked if t.kind == PROGRAM}

        def through(cmd) -> bool:
            if cmd.program in programs and term.text in programs:
                return True
            have = [cmd.program, *cmd.words]
            return any(
                t.kind == COMMAND
                and len(t.text.split()) > 1
                and t.text.split()[0] == cmd.program
                and _holds(t.text.split(), have)
                for t in asked
            )

        return through

    @staticmethod
    def _asks_another(term: Term, asked: list[Term]) -> bool:
        """Whether the rule asks for another program than the one it bans bare ("Never run jest
        directly; use npx vitest"): the ban is of the program, through a runner too."""
        name = term.text.split()[0]
        for t in asked:
            words = [w for w in t.text.split() if not w.startswith("-")]
            words = [w for w in words if w not in RUNNER_WORDS]
            if words and words[0] != name:
                return True
        return False

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        by_tool = self._tool(target)
        if by_tool is not None:
            return by_tool
        pieces = self._pieces(target)
        if not pieces:
            return Outcome.NOT_APPLICABLE, None
        occasion = False
        for piece in pieces:
            for term in self.forbidden:
                hit, occ = find_in(term, piece, self.at_start, self._through(term))
                occasion |= occ
                if hit is not None:
                    return Outcome.VIOLATED, evidence(piece, hit, "forbidden_used")
        for piece in pieces:
            for term in self.required:
                hit, occ = find_in(term, piece, self.at_start)
                occasion |= occ
                if hit is not None:
                    return Outcome.FOLLOWED, evidence(piece, hit, "required_used")
        if not occasion:
            return Outcome.NOT_APPLICABLE, None
        if self.forbidden:
            return Outcome.FOLLOWED, evidence(pieces[0], None, "none_found")
        if self.at_start and all(t.kind == EMOJI for t in self.required):
            # "커밋 메시지는 gitmoji로 시작": a text that opens with no emoji does not follow it
            return Outcome.VIOLATED, evidence(pieces[0], None, "required_missing")
        return Outcome.UNKNOWN, None
