"""What a rule names that the checker can find in an output: programs (npm, pip, docker, …),
libraries (lodash, requests, …), code (`any`, `var`, `console.log`, `@ts-ignore`, …), code
languages (TypeScript, JavaScript), emoji, exclamation marks, and any word the rule quotes.

Each is a `Term`; `find_terms` finds them in a rule's words, and `qualifier` the code language a
rule is about ("in TypeScript", "TypeScript では", "在 Python 中")."""

from __future__ import annotations

import re
from dataclasses import dataclass

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
    ("vite", "webpack", "rollup", "esbuild"),
    ("pytest", "unittest", "nose"),
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
    # markers left in comments, in any language: "fixme" is never a word of prose; "todo" is
    # Spanish and Portuguese for "all", code only beside a comment or in another script's words
    ("fixme", None, True, True),
    ("todo", None, False, True),
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
    "러스트": "rust",
    "코틀린": "kotlin",
    "자바": "java",
    "루비": "ruby",
}
# A name in another script is a code language wherever it stands ("파이썬 들여쓰기에 탭 쓰지 마",
# with no particle after it): none of them is also a common word. 자바 is not the start of
# 자바스크립트 (the longer names are tried first).
_LOCAL_LANG_WORD = Lazy(
    r"(?<![\w])("
    + "|".join(sorted(_LOCAL_LANG_NAMES, key=len, reverse=True))
    + r")(?![A-Za-z\u0400-\u04ff\u0600-\u06ff])",
    re.IGNORECASE,
)
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
    rf"|(?:(?<![\w])(?P<c>{_LANG_NAME})\s*(?:代码|代碼|程式碼|コード|코드)?\s*"
    rf"(?:中|里|裡|では|で|は|에서는|에서|의|는|은))",
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


# A name too common to be sure of alone ("go", "c", "shell", "sql") is a code language beside a
# word for code or files: "Go code", "Go 代码", "Go のコード", "Go 코드", "código Go", "Go-Code",
# "fichiers SQL", "код на Go", "كود Go".
_CODE_NOUN = (
    r"(?:code|files?|sources?|programs?|scripts?|代码|代碼|程式碼|程序|文件|檔案|コード|ファイル|코드|파일|"
    r"código|archivos?|fichiers?|dateien|codice|file|код\w*|файл\w*|كود|ملفات|شيفرة)"
)
_AMBIGUOUS_NAMED = Lazy(
    r"(?<![A-Za-z0-9_.#+-])(go|golang|c|shell|sh|bash|sql|html|css|lua|swift|dart|vue|svelte|less|"
    # short names, sure beside a word for code: "TS 코드", "JS code", "py 파일"
    r"ts|js|tsx|jsx|py|rb|kt|rs)"
    rf"(?:\s*の)?[\s-]*{_CODE_NOUN}(?![A-Za-z])"
    rf"|{_CODE_NOUN}\s+(?:(?:en|in|de|di|на|بلغة)\s+)?"
    r"(go|golang|c|shell|sh|bash|sql|html|css|lua|swift|dart|vue|svelte|less)(?![A-Za-z0-9_#+])"
    # a line limit for one language: "Go lines stay under 100", "SQL-Zeilen" ("less lines" is not
    # Less, nor "bash lines" a shell's)
    r"|(?<![A-Za-z0-9_.#+-])(go|golang|sql|html|css|lua|swift|dart|ts|js|tsx|jsx|rb|kt|rs)"
    r"[\s-]*(?:lines?|zeilen|lignes?|líneas?|righe|строк\w*|أسطر|行)(?![A-Za-z])",
    re.IGNORECASE,
)


def code_languages_named(text: str) -> frozenset[str] | None:
    """The code languages a format rule names anywhere in its words ("Indent YAML with 2
    spaces", "YAMLは2スペース", "Makefiles use tabs", "Go 代码用 tab"): None when it names none."""
    found = {_CODE_LANG_NAMES[m.group(1).lower()] for m in _CODE_LANG_WORD.finditer(text)}
    for m in _AMBIGUOUS_NAMED.finditer(text):
        found.add(LANG_OF[(m.group(1) or m.group(2) or m.group(3)).lower()])
    for m in _LOCAL_LANG_WORD.finditer(text):
        found.add(LANG_OF[_LOCAL_LANG_NAMES[m.group(1).lower()]])
    return frozenset(found) or None


def qualifier(text: str) -> tuple[frozenset[str] | None, list[tuple[int, int]]]:
    """The code languages a rule is restricted to (None: any) and where it says so."""
    langs: set[str] = set()
    spans = []
    for m in _QUALIFIER.finditer(text):
        if m.start() > 0 and text[m.start() - 1] == ".":
            continue  # a file pattern's extension ("*.js は編集しないこと"), not "in JS files"
        name = (m.group("a") or m.group("b") or m.group("c")).lower()
        if name in ("bash", "sh", "zsh") and _DOWNLOAD_BEFORE.search(text, 0, m.start()):
            continue  # "nicht per curl direkt in bash gepipt": the shell a download runs in
        langs |= CODE_LANGS[_LOCAL_LANG_NAMES.get(name, name)]
        start = m.start()
        # names joined by slashes before it are named with it ("JS/TS 코드는", "for C/C++")
        while (before := _NAME_AND_SLASH.search(text, 0, start)) is not None:
            name = before.group(1).lower()
            langs |= CODE_LANGS[_LOCAL_LANG_NAMES.get(name, name)]
            start = before.start()
        end = m.end()
        while (after := _SLASH_AND_NAME.match(text, end)) is not None:  # "in TS/JS"
            name = after.group(1).lower()
            langs |= CODE_LANGS[_LOCAL_LANG_NAMES.get(name, name)]
            end = after.end()
        spans.append((start, end))
    return (frozenset(langs) if langs else None), spans


_DOWNLOAD_BEFORE = Lazy(r"\b(?:curl|wget)\b[^.;!?\n]{0,60}$", re.IGNORECASE)
_NAME_AND_SLASH = Lazy(rf"(?<![\w/])({_LANG_NAME})\s*/\s*$", re.IGNORECASE)
_SLASH_AND_NAME = Lazy(rf"\s*/\s*({_LANG_NAME})(?![\w#+/])", re.IGNORECASE)
