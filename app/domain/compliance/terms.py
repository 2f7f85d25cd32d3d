"""What a rule names that the checker can find in an output: programs (npm, pip, docker, …),
libraries (lodash, requests, …), code (`any`, `var`, `console.log`, `@ts-ignore`, …), code
languages (TypeScript, JavaScript), emoji, exclamation marks, and any word the rule quotes.

Each is a `Term`; `find_terms` finds them in a rule's words, and `qualifier` the code language a
rule is about ("in TypeScript", "TypeScript では", "在 Python 中")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain.compliance.code import KNOWN_PROGRAMS
from app.domain.compliance.document import LANG_OF
from app.domain.compliance.lexicon import Lazy

PROGRAM, COMMAND, LIBRARY, CODE, CODELANG, WORD, EMOJI, CHAR, TOOL = (
    "program",
    "command",
    "library",
    "code",
    "codelang",
    "word",
    "emoji",
    "char",
    "tool",  # an MCP tool, by its own name or a glob ("delete_*"); matched on the call
)
KINDS = frozenset({PROGRAM, COMMAND, LIBRARY, CODE, CODELANG, WORD, EMOJI, CHAR, TOOL})
JS = frozenset({"javascript", "jsx", "typescript", "tsx", "vue", "svelte"})
TS = frozenset({"typescript", "tsx"})
PY = frozenset({"python"})


@dataclass(frozen=True, slots=True)
class Term:
    """One thing a rule names: its words, its kind, and where it can be used (code languages;
    None: anywhere). `in_comments`: a directive that lives in comments (`@ts-ignore`)."""

    text: str
    kind: str
    langs: frozenset[str] | None = None
    in_comments: bool = False


# Groups of alternatives: asking for one forbids the others ("use pnpm" → not npm, yarn, bun).
GROUPS = (
    ("npm", "pnpm", "yarn", "bun"),
    ("pip", "poetry", "uv", "pipenv", "conda"),
    ("docker", "podman"),
    ("jest", "vitest", "mocha"),
    ("pytest", "unittest"),
    ("requests", "httpx", "aiohttp"),
    ("moment", "dayjs", "date-fns", "luxon"),
    ("typescript", "javascript"),
    ("tabs", "spaces"),
    ("single", "double"),
)
GROUP_OF = {name: group for group in GROUPS for name in group}

# Libraries: (name, its languages, whether the bare word in a rule is surely the library).
_LIBRARIES = (
    ("lodash", JS, True),
    ("underscore", JS, False),
    ("jquery", JS, True),
    ("moment", JS, False),
    ("moment.js", JS, True),
    ("dayjs", JS, True),
    ("date-fns", JS, True),
    ("luxon", JS, True),
    ("axios", JS, True),
    ("jest", JS, True),
    ("vitest", JS, True),
    ("mocha", JS, True),
    ("requests", PY, False),
    ("httpx", PY, True),
    ("aiohttp", PY, True),
    ("pytest", PY, True),
    ("unittest", PY, True),
)
LIBRARY_OF = {name: (langs, plain) for name, langs, plain in _LIBRARIES}
# Code: (text, its languages, whether the bare word in a rule is surely code, in comments).
_CODE = (
    ("any", TS, False, False),
    ("as any", TS, True, False),
    ("var", JS, False, False),
    ("eval", None, True, False),
    ("console.log", JS, True, False),
    ("print", PY, False, False),
    ("==", JS | {"php"}, True, False),
    ("!important", frozenset({"css"}), True, False),
    ("@ts-ignore", TS, True, True),
    ("@ts-nocheck", TS, True, True),
    ("# type: ignore", PY, True, True),
    ("eslint-disable", JS, True, True),
    ("noqa", PY, True, True),
    ("unwrap", frozenset({"rust"}), True, False),
    ("goto", frozenset({"c", "cpp", "go", "csharp", "php"}), True, False),
    ("select *", frozenset({"sql"}), True, False),
    ("innerhtml", JS | {"html"}, True, False),
    ("dangerouslysetinnerhtml", JS, True, False),
    ("import *", PY | JS, True, False),
    ("system.out.println", frozenset({"java"}), True, False),
    ("fmt.println", frozenset({"go"}), True, False),
)
CODE_OF = {text: (langs, plain, comments) for text, langs, plain, comments in _CODE}

# Code languages a rule may name, as a term ("use TypeScript, not JavaScript") or as where it
# applies ("never use any in TypeScript").
CODE_LANGS = {
    "typescript": TS,
    "ts": TS,
    "tsx": frozenset({"tsx"}),
    "javascript": frozenset({"javascript", "jsx"}),
    "js": frozenset({"javascript", "jsx"}),
    "python": PY,
    "golang": frozenset({"go"}),
    "go": frozenset({"go"}),
    "rust": frozenset({"rust"}),
    "java": frozenset({"java"}),
    "kotlin": frozenset({"kotlin"}),
    "c#": frozenset({"csharp"}),
    "c++": frozenset({"cpp"}),
    "ruby": frozenset({"ruby"}),
    "php": frozenset({"php"}),
    "sql": frozenset({"sql"}),
    "css": frozenset({"css"}),
    "html": frozenset({"html"}),
    "bash": frozenset({"shell", "console"}),
    "shell": frozenset({"shell", "console"}),
    "react": frozenset({"jsx", "tsx"}),
    "swift": frozenset({"swift"}),
}
# Languages' names as other scripts write them ("파이썬", "パイソン", "питон", "بايثون").
_LOCAL_LANG_NAMES = {
    "파이썬": "python",
    "パイソン": "python",
    "питон": "python",
    "пайтон": "python",
    "بايثون": "python",
    "자바스크립트": "javascript",
    "ジャバスクリプト": "javascript",
    "джаваскрипт": "javascript",
    "جافاسكريبت": "javascript",
    "타입스크립트": "typescript",
    "タイプスクリプト": "typescript",
    "тайпскрипт": "typescript",
}
_LANG_NAME = (
    r"typescript|javascript|python|golang|rust|java|kotlin|c#|c\+\+|ruby|php|sql|css|html|bash|"
    r"shell|react|swift|tsx|ts|js|go|" + "|".join(_LOCAL_LANG_NAMES)
)
# "in TypeScript", "for Python files", "when writing TS", "在 TypeScript 中", "TypeScript では",
# "TypeScript에서", "en TypeScript", "im TypeScript-Code", "в TypeScript", "في TypeScript".
_QUALIFIER = Lazy(
    rf"(?:(?<![\w])(?:in|for|when\s+writing|when\s+you\s+write|within|inside|en|dans\s+(?:le\s+)?(?:code\s+)?|"
    rf"pour|im|in|für|bei|beim|para|con|nel|nei|per|в|на|для|في|بلغة)\s+(?:the\s+|le\s+|der\s+|el\s+|il\s+)?"
    rf"(?P<a>{_LANG_NAME})(?![\w#+])(?:[\s-]*(?:code|files?|projects?|dateien|fichiers|archivos|"
    rf"progetti|файлах|коде|كود|Code))?)"
    rf"|(?:(?:在|用)\s*(?P<b>{_LANG_NAME})\s*(?:代码|代碼|文件|檔案|项目|專案)?\s*(?:中|里|裡|内|內)?)"
    rf"|(?:(?<![\w])(?P<c>{_LANG_NAME})\s*(?:代码|代碼|コード|코드)?\s*(?:中|里|裡|では|で|에서는|에서|의))",
    re.IGNORECASE,
)


# Every code language a Markdown block can name (app.domain.compliance.document), by its name and
# aliases — less those that are also common words or too short to be sure of ("go", "c", "text",
# "make", "log", "diff", "docker"): a format rule that names one is about that language only.
_AMBIGUOUS = frozenset(
    {"go", "c", "h", "cs", "rs", "ps", "sh", "mk", "kt", "rb", "py", "ts", "js", "md", "text",
     "txt", "plain", "output", "log", "logs", "none", "make", "node", "docker", "console",
     "terminal", "diff", "patch", "shell", "cc", "less", "swift", "dart", "ini", "cfg", "es6",
     "ps1", "pwsh", "plaintext", "nohighlight", "lua", "sql", "vue", "svelte", "html", "css"}
)  # fmt: skip
_CODE_LANG_NAMES = {
    alias: name for alias, name in LANG_OF.items() if alias not in _AMBIGUOUS and len(alias) > 2
}
_CODE_LANG_WORD = Lazy(
    r"(?<![A-Za-z0-9_.#+-])("
    + "|".join(sorted((re.escape(a) for a in _CODE_LANG_NAMES), key=len, reverse=True))
    + r")(?:s|[\s-]*files?)?(?![A-Za-z0-9_#+])",
    re.IGNORECASE,
)


def code_languages_named(text: str) -> frozenset[str] | None:
    """The code languages a format rule names anywhere in its words ("Indent YAML with 2
    spaces", "YAMLは2スペース", "Makefiles use tabs"): None when it names none."""
    found = {_CODE_LANG_NAMES[m.group(1).lower()] for m in _CODE_LANG_WORD.finditer(text)}
    return frozenset(found) or None


def qualifier(text: str) -> tuple[frozenset[str] | None, list[tuple[int, int]]]:
    """The code languages a rule is restricted to (None: any) and where it says so."""
    langs: set[str] = set()
    spans = []
    for m in _QUALIFIER.finditer(text):
        name = (m.group("a") or m.group("b") or m.group("c")).lower()
        langs |= CODE_LANGS[_LOCAL_LANG_NAMES.get(name, name)]
        spans.append(m.span())
    return (frozenset(langs) if langs else None), spans


# ---------------------------------------------------------------- finding terms in a rule

EMOJI_WORDS = re.compile(
    r"(?<![\w])(?:emojis?|emoticons?|emotes?|smileys?|émojis?|émoticônes?|emoticonos?|emoticon[ei]?|"
    r"эмодзи|смайл\w*|эмотикон\w*|إيموجي|ايموجي|الإيموجي|رموز\s+تعبيرية|الرموز\s+التعبيرية|"
    r"وجوه\s+تعبيرية)(?![\w])|表情符号|表情符號|表情包|表情|絵文字|顔文字|이모지|이모티콘|emoji",
    re.IGNORECASE,
)
EXCLAMATION_WORDS = re.compile(
    r"exclamation\s+(?:marks?|points?)|points?\s+d'exclamation|ausrufezeichen|"
    r"signos?\s+de\s+exclamaci[oó]n|punt[io]\s+esclamativ[io]|восклицательн\w+\s+знак\w*|"
    r"علامات?\s+التعجب|感叹号|感嘆號|感嘆符|びっくりマーク|느낌표",
    re.IGNORECASE,
)
_QUOTES = re.compile(
    r"`([^`]{1,60})`|\"([^\"]{1,60})\"|“([^”]{1,60})”|«\s*([^»]{1,60}?)\s*»|„([^“”]{1,60})[“”]|"
    r"「([^」]{1,60})」|『([^』]{1,60})』|‘([^’]{1,60})’|(?<![\w])'([^']{1,60})'(?![\w])"
)
_WORDISH = re.compile(r"[A-Za-z][A-Za-z0-9_.+#-]*")
_CODEISH = re.compile(r"[._()\[\]{}<>=!:@#$*/\\]|^[a-z]+[A-Z]|_")
_CALLED = re.compile(
    r"\b(?:the\s+)?(?:word|words|phrase|phrases|expression|term)\b|(?:词|詞|字眼|说法|說法|言葉|表現|단어|표현|"
    r"\bmots?\b|\bexpressions?\b|\bWort\b|\bWörter\b|\bAusdruck\b|\bpalabras?\b|\bexpresi[oó]n\b|"
    r"\bparol[ae]\b|\bespressione\b|слов\w*|выражени\w*|كلمة|عبارة)",
    re.IGNORECASE,
)


# "`delete_file` tool", "the `merge_pull_request` tool": a quoted name an MCP tool goes by.
_TOOL_WORD = re.compile(
    r"\s*(?:tools?|工具|ツール|도구|outil|werkzeug|herramienta|strumento|инструмент|أداة)\b", re.I
)


@dataclass(frozen=True, slots=True)
class Found:
    """A term found in a rule, with its span in the (normalised) rule text."""

    start: int
    end: int
    term: Term


def find_terms(text: str, qual: frozenset[str] | None, qual_spans) -> list[Found]:
    """The terms a rule's words name, in order (quoted ones first claim their span)."""
    found: list[Found] = []
    taken: list[tuple[int, int]] = list(qual_spans)

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    def add(s: int, e: int, term: Term) -> None:
        if free(s, e):
            found.append(Found(s, e, term))
            taken.append((s, e))

    called = _CALLED.search(text) is not None
    for m in _QUOTES.finditer(text):
        inner = next(g for g in m.groups() if g is not None).strip()
        if inner and _TOOL_WORD.match(text, m.end()) and re.fullmatch(r"[\w*.-]+", inner):
            add(m.start(), m.end(), Term(inner.lower().rpartition("__")[2], TOOL))
        elif inner:
            add(m.start(), m.end(), _quoted_term(inner, qual, called, m.group(0)[0] == "`"))
    for m in EMOJI_WORDS.finditer(text):
        add(m.start(), m.end(), Term("emoji", EMOJI))
    for m in EXCLAMATION_WORDS.finditer(text):
        add(m.start(), m.end(), Term("!", CHAR))
    runtimes = []
    for m in _WORDISH.finditer(text):
        word = m.group(0).lower().rstrip(".")
        s, e = m.start(), m.start() + len(word)
        term = _bare_term(word, text, e, qual)
        if term is not None:
            add(s, e, term)
        elif word in ("node", "nodejs", "node.js"):
            runtimes.append((s, e))
    # "node" is a common word, but beside another program ("Use Bun instead of Node") it is one.
    if runtimes and any(f.term.kind == PROGRAM for f in found):
        for s, e in runtimes:
            add(s, e, Term("node", PROGRAM))
    found.sort(key=lambda f: f.start)
    return found


def _quoted_term(inner: str, qual, called: bool, backticked: bool) -> Term:
    low = inner.lower()
    first = low.split()[0] if low.split() else low
    if low in KNOWN_PROGRAMS:
        return Term(low, PROGRAM)
    if " " in low and first in KNOWN_PROGRAMS and not called:
        return Term(low, COMMAND)
    if low in LIBRARY_OF:
        return Term(low, LIBRARY, LIBRARY_OF[low][0])
    if low in CODE_OF:
        langs, _plain, comments = CODE_OF[low]
        return Term(low, CODE, qual or langs, comments)
    if not called and (backticked or _CODEISH.search(inner) or qual is not None):
        return Term(low, CODE, qual)
    return Term(low, WORD)


# Programs whose bare name is also a common word, or whose rules are actions (git): quoted only.
_NOT_BARE = frozenset({"make", "go", "rm", "node", "python", "black", "git", "prettier", "helm"})


def _bare_term(word: str, text: str, end: int, qual) -> Term | None:
    """A term written without quotes: a program, a sure library or code word, a code language —
    or a code word only sure with the rule's language ("any" in TypeScript, "var" in JS)."""
    if word in KNOWN_PROGRAMS and word not in _NOT_BARE:
        return Term(word, PROGRAM)
    if word in LIBRARY_OF:
        langs, plain = LIBRARY_OF[word]
        library_word = re.match(r"\s*(?:library|module|package|lib)\b", text[end:], re.IGNORECASE)
        if plain or library_word or (qual is not None and qual & langs):
            return Term(word, LIBRARY, langs)
        return None
    if word in CODE_OF:
        langs, plain, comments = CODE_OF[word]
        named = re.match(
            r"\s*(?:type|types|keyword|statements?|declarations?|calls?|to\s+declare|类型|類型|型|타입|"
            r"关键字|關鍵字|声明|聲明|宣告|宣言|선언|定义|定義|で宣言)",
            text[end:],
            re.IGNORECASE,
        )
        if plain or named or (qual is not None and langs is not None and qual & langs):
            return Term(word, CODE, qual or langs, comments)
        return None
    if word in ("typescript", "javascript"):
        return Term(word, CODELANG, CODE_LANGS[word])
    return None
