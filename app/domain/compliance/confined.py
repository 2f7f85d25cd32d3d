"""An exception that says where a rule stops, not when it holds: a clause naming one folder, one
language, one usual branch, one program or library, one file (in a rule about commits), or a
Korean permission for a place ("except docs/", "日本語以外で", "main 빼고는", "pnpm 외에는", "sauf
.env.example", "단 fixtures는 괜찮음"). The rule reader (reader.py) reads such an exception with the
rule, where the checker can see it in the output; any other exception leaves the rule in doubt."""

from __future__ import annotations

import re

from app.domain.compliance.folder_names import FOLDERISH
from app.domain.compliance.language import NAME_RX, languages_named
from app.domain.compliance.lexicon import (
    EXCEPTION_CLOSE,
    EXCEPTION_OPEN,
    Lazy,
    korean_permitted,
    korean_permitted_topic,
)
from app.domain.compliance.named_terms import find_terms
from app.domain.compliance.terms import LIBRARY, PROGRAM


def says_where(text: str, span: tuple[int, int]) -> bool:
    """Whether the exception at `span` of a rule's words names where the rule stops (a folder or
    branch pattern, or one folder, language, usual branch, tool, committed file or Korean place
    permitted) and is read with the rule."""
    clause = text[span[0] : span[1]]
    return bool(
        FOLDER_OR_BRANCH.search(clause)
        or _folder_alone(clause)
        or _language_alone(clause)
        or _branch_alone(clause)
        or _term_alone(clause)
        or (_file_alone(clause) and _COMMITS.search(text))
        or _permits_a_place(text, span)
        or _OTHER_BRANCHES_PERMITTED.search(clause) is not None  # (ko; check-zb-east)
        or _other_tool_permitted(text, span)  # (ko; check-zc-east)
    )


_KO_PAST = Lazy(r"[았었였했됐]")


def _other_tool_permitted(text: str, span: tuple[int, int]) -> bool:
    """(ko; check-zc-east) Whether a Korean permission after a ban on a program or library allows
    another one ("npm 쓰지 말 것. yarn 만 허용.", "pip 로 설치하지 마세요. uv 는 괜찮아요"): the
    alternative the rule leaves, where it stops — not a case of the ban left in doubt (npm had read
    unknown). The same tool permitted ("npm 쓰지 마. npm ci 는 괜찮아") stays an exception."""
    # the past told ("npm 쓰지 말라고 했었어요. yarn 은 괜찮았고요") asks nothing now: left as it was
    if span not in korean_permitted(text) or _KO_PAST.search(text):
        return False
    name = korean_permitted_topic(text, span)
    if not name or not any(f.term.kind in (PROGRAM, LIBRARY) for f in find_terms(name, None, [])):
        return False
    # the tool opens the clause: one named inside it ("npm ci 는 괜찮아") is no other tool
    if text[span[0] : span[1]].split()[:1] != [name]:
        return False
    return any(
        f.term.kind in (PROGRAM, LIBRARY) and f.term.text.lower() != name.lower()
        for f in find_terms(text[: span[0]], None, [])
    )


# (ko; check-zb-east) A Korean permission of "the other branches" after a rule that keeps one to a
# doer or refuses it ("prod 푸시는 관장님만 해. 다른 브랜치는 네가 올려도 돼"): every branch but the
# one named, the rule's own other side — where it stops, not a case left in doubt.
_OTHER_BRANCHES_PERMITTED = Lazy(
    r"(?:다른|나머지|그\s*외의?|그\s*밖의)\s*브랜치(?:들)?\s*(?:은|는|에는|엔|에|으로|로)\s*"
    r"(?:[가-힣]{1,3}\s*)?(?:[가-힣]*(?:해|올려|푸시해|push\s*해|머지해|merge\s*해)도\s*(?:돼|되|괜찮)|괜찮)"
)


FOLDER_OR_BRANCH = Lazy(r"[\w.-]+/|/[\w.-]+|\*")
# An exception that is a folder alone ("docs配下以外は", "docs 폴더 외에는", "except docs", "sauf le
# dossier docs"): everything but that folder — where the rule confines, read with it. Not one that
# says when ("except in the docs folder": a reply language rule's case).
_FOLDER_NOUN = Lazy(
    r"配下|の下|フォルダー?|ディレクトリ|폴더|디렉터리|디렉토리|아래|目录|目錄|文件夹|文件夾|資料夾|"
    r"\b(?:folders?|director(?:y|ies)|ordner|verzeichnis|dossiers?|répertoires?|carpetas?|"
    r"cartell[ae]|папк\w*|каталог\w*|مجلد|المجلد)\b"
)
_EXCEPT_WHEN = Lazy(
    r"\b(?:except|sauf|außer|salvo|excepto|tranne|eccetto)\s+(?:for|in|on|when|if|dans|en|in|im|en|nel|nella|quando|wenn|si|cuando)\b"
)
_ARTICLES = Lazy(r"\b(?:the|le|la|les|der|die|das|den|dem|el|los|il|lo|gli)\b|[\s,.;:。、!]+")


_LANGUAGE_NOUN = Lazy(
    r"言語|语言|語言|언어|\b(?:languages?|langues?|sprachen?|idiomas?|lingu[ae]|язык\w*|لغة|اللغة)\b|"
    r"\b(?:the|le|la|l'|el|il|lo|in|en|auf|на|по|any|ni|kein\w*)\b|[\s,.;:。、!]+|で|로|으로|에"
)


def _language_alone(clause: str) -> bool:
    """Whether an exception's clause names one language and nothing else ("日本語以外で", "other
    than English", "кроме русского"): every other language is what the rule forbids, and the
    reader reads the one named as asked for (in read_language.py)."""
    langs = languages_named(clause)
    if len(langs) != 1:
        return False
    rest = EXCEPTION_CLOSE.sub(" ", EXCEPTION_OPEN.sub(" ", clause))
    rest = _LANGUAGE_NOUN.sub(" ", NAME_RX[langs[0]].sub(" ", rest))
    return not rest.strip()


def _branch_alone(clause: str) -> bool:
    """Whether an exception's clause names one usual branch and nothing else ("main 빼고는",
    "except main"): every other branch is what the rule is about, read with it."""
    rest = EXCEPTION_CLOSE.sub(" ", EXCEPTION_OPEN.sub(" ", clause))
    names = _ARTICLES.sub(" ", _KO_PARTICLES.sub(" ", rest)).split()
    # the word for a branch beside the name says no more ("release 브랜치 빼고는")
    names = [n for n in names if not re.fullmatch(r"브랜치|branch(?:es)?|ブランチ|分支", n)]
    return len(names) == 1 and _USUAL_BRANCH.fullmatch(names[0]) is not None


def _term_alone(clause: str) -> bool:
    """Whether an exception's clause names one program, library or tool and nothing else
    ("pnpm 외에는", "except pnpm"): it is the one asked for, every other of its kind refused."""
    rest = EXCEPTION_CLOSE.sub(" ", EXCEPTION_OPEN.sub(" ", clause))
    names = _ARTICLES.sub(" ", _KO_PARTICLES.sub(" ", rest)).split()
    return len(names) == 1 and any(
        f.term.kind in (PROGRAM, LIBRARY) for f in find_terms(names[0], None, [])
    )


def _file_alone(clause: str) -> bool:
    """Whether an exception's clause names one file and nothing else ("except .env.example",
    "sauf .env.example"): in a rule about what is committed, the file that may be."""
    rest = EXCEPTION_CLOSE.sub(" ", EXCEPTION_OPEN.sub(" ", clause))
    names = [w for w in rest.split() if w.lower() not in _SMALL_WORDS]
    return len(names) == 1 and _FILE_NAME.fullmatch(names[0].rstrip(".,;)")) is not None


_SMALL_WORDS = frozenset({"the", "for", "of", "le", "la", "les", "der", "die", "das", "el", "los"})


_FILE_NAME = Lazy(r"(?:[\w-]+|\*)?(?:\.[A-Za-z][\w-]*)+|\.[A-Za-z][\w.-]*")
_COMMITS = Lazy(r"commit|check(?:s|ed|ing)?[- ]in\b|提交|コミット|커밋|коммит|كوميت", re.IGNORECASE)


_KO_PARTICLES = Lazy(r"(?<=\w)(?:은|는|을|를|에|에는)(?=\s|$)")
_USUAL_BRANCH = Lazy(
    r"(?:main|master|trunk|develop|development|dev|production|prod|staging|release|hotfix|feature|"
    r"bugfix|sandbox)(?:/\S*|\*)?"
)


def _folder_alone(clause: str) -> bool:
    """Whether an exception's clause names one folder and nothing else (see _FOLDER_NOUN)."""
    if _EXCEPT_WHEN.search(clause):
        return False
    rest = EXCEPTION_CLOSE.sub(" ", EXCEPTION_OPEN.sub(" ", clause))
    noun = _FOLDER_NOUN.search(rest)
    names = _ARTICLES.sub(" ", _FOLDER_NOUN.sub(" ", rest)).split()
    return len(names) == 1 and bool(noun or names[0].strip("/") in FOLDERISH)


def _permits_a_place(text: str, span: tuple[int, int]) -> bool:
    """Whether a Korean permission clause allows a folder, a file or a branch ("단 fixtures는
    괜찮음", "legacy/README.md는 돼", "release는 괜찮아"): it says where the rule stops, read
    with it (the output shows whether it is there), not an exception in doubt."""
    if span not in korean_permitted(text) or _ONLY_KO.search(text, 0, span[0]):
        return False  # after "에만" the place allowed is outside: an exception, in doubt
    name = korean_permitted_topic(text, span)
    if (
        name == "브랜치"
    ):  # "hotfix 브랜치는 괜찮아요": the branch is the word before the word for one
        m = re.search(r"(\S+)\s*브랜치\s*(?:은|는|도|만)", text[span[0] : span[1]])
        name = m.group(1) if m else name
    return bool(
        name
        and (
            "/" in name
            or name in FOLDERISH
            or _FILE_NAME.fullmatch(name)
            or _USUAL_BRANCH.fullmatch(name)
        )
    )


_ONLY_KO = Lazy(r"에만|에서만|로만|으로만|(?<=[\w/*])\s*만(?=\s)")
