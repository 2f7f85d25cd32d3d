"""The rule reader: what a rule's words ask, read once per wording (`read_rule` is cached).

A rule is read as one or more *readings*, each of one family with its parameters (see the
family modules). Nothing is guessed: a rule that holds only sometimes ("if …", "unless …",
"when …", "如果…", "wenn …"), or whose words match no family, has no reading — the checker then
says `unknown`. Actions are read first and claim the rule (a commit or push rule is not also a
word rule); the language, format and terms readings may stand together ("answer in French, no
emoji").
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from app.domain.compliance import actions as act
from app.domain.compliance.fmt import FormatRule
from app.domain.compliance.language import (
    _NOT_REPLY,
    NAME_RX,
    OTHER_OBJECT,
    LanguageRule,
    chinese_variant,
    languages_named,
)
from app.domain.compliance.lexicon import (
    CONDITION,
    USE,
    ascii_digits,
    blank,
    concessive,
    table,
)
from app.domain.compliance.paths import PathRule
from app.domain.compliance.polarity import FORBIDDEN, REQUIRED, polarity
from app.domain.compliance.read_actions import COMMIT, actions
from app.domain.compliance.read_format import formats, names_format
from app.domain.compliance.termrule import TermRule
from app.domain.compliance.terms import (
    CHAR,
    CODE,
    CODE_LANGS,
    CODELANG,
    EMOJI,
    GROUP_OF,
    LIBRARY,
    LIBRARY_OF,
    PROGRAM,
    WORD,
    Term,
    code_languages_named,
    find_terms,
    qualifier,
)

Reading = (
    LanguageRule
    | TermRule
    | FormatRule
    | act.ProtectedBranch
    | act.NoForcePush
    | act.BranchPerTask
    | act.BranchName
    | act.CommitRule
    | PathRule
)


def normalise(words_: str) -> str:
    text = unicodedata.normalize("NFKC", words_).replace("’", "'").replace("‘", "'")
    return " ".join(ascii_digits(text).lower().split())


_QUOTED_ANY = re.compile(
    r"`[^`]*`|\"[^\"]*\"|“[^”]*”|«[^»]*»|「[^」]*」|『[^』]*』|(?<![\w])'[^']*'(?![\w])"
)


@lru_cache(maxsize=4096)
def read_rule(words_: str) -> tuple[Reading, ...]:
    """What a rule's words ask, as readings (empty: nothing the checker can judge)."""
    text = normalise(words_)
    if not text:
        return ()
    qual, qual_spans = qualifier(text)
    # What a rule quotes, the code language it is about, and the clauses that only say when it
    # still holds ("even when I write in English") are not what it asks.
    plain = blank(
        text, qual_spans + [m.span() for m in _QUOTED_ANY.finditer(text)] + concessive(text)
    )
    if CONDITION.search(plain):
        return ()
    found = actions(text, plain)
    if found:
        return tuple(found)
    readings: list[Reading] = []
    readings += formats(text, plain, qual or code_languages_named(text))
    language = _language(text, plain)
    if language is not None:
        readings.append(language)
    if not readings or not names_format(plain):
        terms = _terms(text, plain, qual, qual_spans)
        if terms is not None:
            readings.append(terms)
    return tuple(readings)


# ---------------------------------------------------------------- language

_REPLY = table(
    r"answer\w*;repl(?:y|ies|ied);respon(?:d|se|ses|ding);talk;speak;write\s+to\s+me;"
    r"communicate;chat;converse;explain\w*;回答;回复;回覆;答复;答覆;说;說;讲;講;交流;沟通;溝通;对话;對話;聊;解释;"
    r"解釋;答え;返答;返事;話;返信;説明;답;대답;답변;응답;말해;대화;설명;répon\w*;parle\w*;écri\w*[- ]moi;"
    r"communique\w*;explique\w*;antwort\w*;sprich;sprechen;rede;schreib\w*\s+mir;"
    r"kommunizier\w*;erklär\w*;respond\w*;respuestas?;contest\w*;contést\w*;h[aá]bla\w*;"
    r"escríbeme;explica\w*;rispond\w*;rispost\w*;parla\w*;scrivimi;comunica\w*;"
    r"spiega\w*;отвеча\w*;ответ\w*;говори\w*;пиши\s+мне;общай\w*;объясня\w*;أجب;أجيبي;"
    r"ردود;رد;الرد;تحدث;تكلم;اكتب\s+لي;إجابات;إجابة;الإجابة;التواصل;تواصل"
)


def _language(text: str, plain: str) -> LanguageRule | None:
    if OTHER_OBJECT.search(plain) or _NOT_REPLY.search(plain):
        return None
    langs = languages_named(plain)
    if not langs:
        return None
    if len(langs) > 1:
        spans = [NAME_RX[lang].search(plain).span() for lang in langs]
        pols = polarity(plain, spans)
        langs = [lang for lang, p in zip(langs, pols, strict=True) if p != FORBIDDEN]
        if len(langs) != 1:
            return None
    lang = langs[0]
    if not _REPLY.search(plain):
        rest = NAME_RX[lang].sub(" ", plain)
        rest = USE.sub(" ", rest)
        rest = re.sub(r"[\W\d_]+|please|请|請|in|en|auf|in|на|по|بال|用|で|로|으로", " ", rest)
        if len(rest.replace(" ", "")) > 6:
            return None
    span = NAME_RX[lang].search(plain).span()
    if polarity(plain, [span])[0] == FORBIDDEN:
        return None  # "never answer in English" does not say which language to use
    return LanguageRule(lang, chinese_variant(plain) if lang == "zh" else None)


# ---------------------------------------------------------------- terms

_AT_START = table(
    r"start\w*\s+(?:\w+\s+){0,3}with;begin\w*\s+(?:\w+\s+){0,3}with;open\w*\s+with;开头;"
    r"開頭;で始め;から始め;로\s*시작;으로\s*시작;commenc\w*\s+(?:\w+\s+){0,3}par;"
    r"beginn\w*\s+(?:\w+\s+){0,3}mit;empie\w*\s+(?:\w+\s+){0,3}con;"
    r"comien\w*\s+(?:\w+\s+){0,3}con;inizi\w*\s+(?:\w+\s+){0,3}con;"
    r"начина\w*\s+(?:\w+\s+){0,3}с;تبدأ;ابدأ"
)
_AT_END = table(
    r"end\w*\s+(?:\w+\s+){0,3}with;finish\w*\s+with;close\w*\s+with;sign\s+off;结尾;結尾;"
    r"で終;로\s*끝;termin\w*\s+(?:\w+\s+){0,3}(?:par|con);enden\s+mit;beende\w*;finir\w*;"
    r"заканчива\w*;تنتهي;اختم"
)
_IN_REPLIES = table(
    r"in\s+(?:your\s+)?(?:replies|answers|responses|messages|prose);回答中;回复中;回答に;답변에;"
    r"dans\s+(?:tes|vos)\s+réponses;in\s+(?:deinen|ihren)\s+antworten;"
    r"en\s+(?:tus|sus)\s+respuestas;nelle\s+(?:tue|sue)\s+risposte;в\s+ответах;"
    r"في\s+ردودك"
)


def _terms(text: str, plain: str, qual, qual_spans) -> TermRule | None:
    if _AT_END.search(plain):
        return None
    found = find_terms(text, qual, qual_spans)
    if not found:
        return None
    pols = polarity(text, [(f.start, f.end) for f in found])
    forbidden = [f.term for f, p in zip(found, pols, strict=True) if p == FORBIDDEN]
    required = [
        f.term
        for f, p in zip(found, pols, strict=True)
        if p == REQUIRED and f.term.kind not in (WORD, EMOJI, CHAR)
    ]
    if not forbidden and required:
        for term in list(required):
            for alt in GROUP_OF.get(term.text, ()):
                if alt != term.text and all(t.text != alt for t in required):
                    forbidden.append(_alternative(alt, term))
    if not forbidden and not required:
        return None
    scope = "commit" if COMMIT.search(plain) else "reply" if _IN_REPLIES.search(plain) else "all"
    return TermRule(
        tuple(dict.fromkeys(forbidden)),
        tuple(dict.fromkeys(required)),
        scope,
        bool(_AT_START.search(plain)),
    )


def _alternative(name: str, asked: Term) -> Term:
    if asked.kind == CODELANG:
        return Term(name, CODELANG, CODE_LANGS[name])
    if name in LIBRARY_OF and asked.kind != PROGRAM:
        return Term(name, LIBRARY, LIBRARY_OF[name][0])
    if asked.kind == CODE:
        return Term(name, CODE, asked.langs)
    return Term(name, PROGRAM)
