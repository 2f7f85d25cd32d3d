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
from app.domain.compliance import messages as msg
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
    EXCEPTION_CLOSE,
    EXCEPTION_OPEN,
    KO_REMARK,
    KO_RETRACT,
    NEGATION_AFTER,
    NEGATION_BEFORE,
    PERMISSION,
    REMIND,
    TIMED,
    UNASKED,
    USE,
    Lazy,
    act_scope,
    ascii_digits,
    blank,
    clauses,
    concessive,
    exceptions,
    korean_permitted,
    korean_permitted_topic,
    korean_reasons,
    negated,
    spaced,
    table,
)
from app.domain.compliance.paths import PathRule
from app.domain.compliance.polarity import FORBIDDEN, REQUIRED, polarity
from app.domain.compliance.read_actions import REQUEST, about_pr_titles, actions
from app.domain.compliance.read_format import formats, names_format
from app.domain.compliance.read_paths import FOLDERISH
from app.domain.compliance.read_reply import reply_rules
from app.domain.compliance.read_reply_format import reply_formats
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
    | msg.CommitRule
    | msg.PullRequestTitle
    | PathRule
)


_TASHKEEL = Lazy(r"[\u064b-\u0652\u0670\u0640]")  # Arabic's vowel marks and tatweel


def normalise(words_: str) -> str:
    text = unicodedata.normalize("NFKC", words_).replace("’", "'").replace("‘", "'")
    return " ".join(spaced(_TASHKEEL.sub("", ascii_digits(text))).lower().split())


_QUOTED_ANY = Lazy(
    r"`[^`]*`|\"[^\"]*\"|“[^”]*”|«[^»]*»|「[^」]*」|『[^』]*』|(?<![A-Za-z0-9_])'[^']*'(?![A-Za-z0-9_])"
)
# An exception about code alone ("sauf pour le code", "except in code blocks") changes nothing of a
# reply-language rule: its check never reads code.
_ABOUT_CODE = table(
    r"code;code\s+blocks?;snippets?;commands?;identifiers?;variable\s+names?;technical\s+terms?;"
    r"error\s+messages?;logs?;代码;代碼;程式碼;コード;코드;código;codice;код\w*;كود;الكود;"
    r"termes\s+techniques;fachbegriffe\w*;términos\s+técnicos;termini\s+tecnici"
)
_FOLDER_OR_BRANCH = Lazy(r"[\w.-]+/|/[\w.-]+|\*")
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
    reader reads the one named as asked for (`_OTHER_THAN_AFTER`, `_OTHER_THAN_BEFORE`)."""
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
_USUAL_BRANCH = Lazy(r"main|master|trunk|develop|development|production|prod|staging|release")


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


# Why a rule has no reading (`unread_reason`).
EMPTY, CONDITIONAL, NOTHING = "empty", "conditional", "nothing"


def unread_reason(words_: str) -> str | None:
    """Why the checker has no reading of a rule's words: "empty", "conditional" (it holds only
    sometimes: "if …", "when …", "如果…") or "nothing" (it names nothing the checker looks for);
    None when it has one."""
    if read_rule(words_):
        return None
    text = normalise(words_)
    if not text:
        return EMPTY
    plain = blank(
        text,
        qualifier(text)[1]
        + [m.span() for m in _QUOTED_ANY.finditer(text)]
        + concessive(text)
        + exceptions(text),
    )
    return CONDITIONAL if CONDITION.search(blank(plain, act_scope(plain))) else NOTHING


@lru_cache(maxsize=4096)
def read_rule(words_: str) -> tuple[Reading, ...]:
    """What a rule's words ask, as readings (empty: nothing the checker can judge)."""
    return read_words(words_)[0]


def _names_a_request(part: str) -> bool:
    """Whether an exception's clause names a pull or merge request ("außer über einen Pull
    Request", "except through a PR") and no branch or folder."""
    return bool(REQUEST.search(part)) and not _FOLDER_OR_BRANCH.search(part)


@lru_cache(maxsize=4096)
def read_words(words_: str) -> tuple[tuple[Reading, ...], bool]:
    """(the readings of a rule's words, whether the rule makes an exception: "unless …",
    "sauf …", "除非…" — then a break of it is in doubt, `unknown`)."""
    text = normalise(words_)
    if not text:
        return (), False
    # "don't forget to …" asks; "don't hesitate to …", "… is not a problem" permit: their
    # negation forbids nothing
    text = blank(text, [m.span() for rx in (REMIND, PERMISSION) for m in rx.finditer(text)])
    # "요즘 다들 pnpm 쓰더라", "npm 쓰지 말라고 한 건 취소할게요": a remark or a retraction asks nothing
    if KO_REMARK.search(text) or KO_RETRACT.search(text):
        return (), False
    text = _reason_languages_out(text)
    qual, qual_spans = qualifier(text)
    # An exception's clause is not what the rule asks ("Antworte auf Deutsch, außer ich frage
    # nach Englisch"); one naming a folder or a branch pattern ("nothing outside src/ except
    # tests/") says where the rule confines, and is read with it.
    excepted = [
        (s, e)
        for s, e in exceptions(text)
        if not (
            _FOLDER_OR_BRANCH.search(text[s:e])
            or _folder_alone(text[s:e])
            or _language_alone(text[s:e])
            or _branch_alone(text[s:e])
            or _term_alone(text[s:e])
            or (_file_alone(text[s:e]) and _COMMITS.search(text))
            or _permits_a_place(text, (s, e))
        )
    ]
    text = blank(text, excepted)
    # What a rule quotes, the code language it is about, and the clauses that only say when it
    # still holds ("even when I write in English") are not what it asks.
    plain = blank(
        text, qual_spans + [m.span() for m in _QUOTED_ANY.finditer(text)] + concessive(text)
    )
    if CONDITION.search(blank(plain, act_scope(plain))) or TIMED.search(plain):
        return (), False
    found = actions(text, plain)
    if found:
        # "Pushe niemals auf main, außer über einen Pull Request": the exception is the way
        # around a push (a request, which no push is), not a case of one
        pushes = all(isinstance(f, act.ProtectedBranch) and f.on == {act.PUSH} for f in found)
        if pushes:
            whole = normalise(words_)
            excepted = [(s, e) for s, e in excepted if not _names_a_request(whole[s:e])]
        return tuple(found), bool(excepted or UNASKED.search(text))
    if about_pr_titles(plain):
        return (), False  # a pull request's title, in words no reading has: not the reply's
    readings: list[Reading] = []
    layout = reply_formats(plain)
    if layout:  # "답변에 표는 쓰지 마세요": the reply's layout, beside its language if named
        language = _language(text, plain)
        return (*layout, *([language] if language else [])), bool(excepted)
    readings += formats(text, plain, qual or code_languages_named(text))
    readings += reply_rules(plain)
    # a Korean reason's words are not what the rule asks ("yarn이 느려서 pnpm으로", "한국어 공부
    # 중이라 쉬운 말로"): the language and terms readings read the rule without them
    said = _without_reasons(text)
    if said != text:
        text = said
        qual, qual_spans = qualifier(text)
        plain = blank(
            text, qual_spans + [m.span() for m in _QUOTED_ANY.finditer(text)] + concessive(text)
        )
    language = _language(text, plain)
    if language is not None:
        readings.append(language)
    if not readings or not names_format(plain):
        terms = _terms(text, plain, qual, qual_spans) or _mentioned(plain)
        if terms is not None:
            readings.append(_spelled(words_, text, terms))
    code_only = all(_ABOUT_CODE.search(normalise(words_)[s:e]) for s, e in excepted)
    if code_only and all(isinstance(r, LanguageRule) for r in readings):
        excepted = []
    return tuple(readings), bool((excepted or UNASKED.search(text)) and readings)


def _without_reasons(text: str) -> str:
    """A Korean rule's words without its reason clauses (lexicon.korean_reasons), when the rest
    asks something: a language the reason names is the user's, not the reply's ("영어가 서툴러서
    한국어로", "한국어 공부 중이라") unless said with (으)로; a program or library it names (its
    topic too) is the rule's only when the rest names none ("lodash 때문에 번들이 커지니까 쓰지
    마세요", "npm은 느려서 쓰지 마": the object the verb leaves out), else the reason's alone
    ("yarn이 느려서 pnpm으로 설치해 주세요", "npm은 느려서 pnpm 써")."""
    reasons = korean_reasons(text)
    if not reasons:
        return text
    rest = blank(text, reasons)
    if not (negated(rest) or USE.search(rest) or _REPLY.search(rest)):
        return text  # "main에 푸시하면 안 되니까 조심해": the reason is the rule
    rest_terms = bool(find_terms(rest, None, []))
    out = text
    for a, b in reversed(reasons):
        part = text[a:b]
        keep = [(m.start(), m.end()) for m in _LANGUAGE_WITH_RO.finditer(part)]
        if not rest_terms:
            keep += [(f.start, f.end) for f in find_terms(part, None, [])]
        pieces = " ".join(part[s:e] for s, e in sorted(keep))
        out = out[:a] + (f" {pieces} " if pieces else " ") + out[b:]
    return " ".join(out.split())


def _reason_languages_out(text: str) -> str:
    """A Korean rule's words without the languages its reason clauses name as the user's ("영어가
    서툴러서", "한국어 공부 중이라") or beside another the rest names ("영어로 쓰면 팀원들이 못
    읽으니까 커밋 메시지는 한국어로": the commits' language is Korean); a language said with (으)로
    where the rest names none stays ("영어로 써야 하니까 그렇게 해 줘"). Blanked, so every reading,
    the actions' too, reads the same offsets."""
    reasons = korean_reasons(text)
    if not reasons:
        return text
    rest_names = bool(languages_named(blank(text, reasons)))
    spans = []
    for a, b in reasons:
        for lang in languages_named(text[a:b]):
            for m in NAME_RX[lang].finditer(text, a, b):
                said_with_ro = _RO_AFTER.match(text, m.end()) is not None
                if rest_names or not said_with_ro:
                    spans.append(m.span())
    return blank(text, spans) if spans else text


_RO_AFTER = Lazy(r"\s*(?:으)?로(?![가-힣])")
_LANGUAGE_WITH_RO = Lazy(r"[가-힣]+어\s*(?:으)?로(?![가-힣])")


# ---------------------------------------------------------------- language

_REPLY = table(
    r"answer\w*;repl(?:y|ies|ied);respon(?:d|se|ses|ding);talk;speak;write\s+to\s+me;"
    r"communicate;chat;converse;explain\w*;回答;回复;回覆;答复;答覆;说;說;讲;講;交流;沟通;溝通;对话;對話;聊;解释;"
    r"解釋;答え;返答;返事;話;返信;説明;답;대답;답변;응답;말해;대화;설명;répon\w*;parle\w*;écri\w*[- ]moi;"
    r"communique\w*;explique\w*;antwort\w*;sprich;sprechen;rede;schreib\w*\s+mir;"
    r"kommunizier\w*;erklär\w*;respond\w*;respuestas?;contest\w*;contést\w*;h[aá]bla\w*;"
    r"escríbeme;escrib\w*;write;writes;écri\w*;schreib\w*;scriv\w*;пиши;писать;اكتب;書いて;書く;써;"
    r"explica\w*;respónd\w*;respondé\w*;contésta\w*;rispond\w*;rispost\w*;parla\w*;scrivimi;comunica\w*;"
    r"spiega\w*;отвеча\w*;ответ\w*;говори\w*;пиши\s+мне;общай\w*;объясня\w*;أجب;أجيبي;"
    r"ردود;رد;الرد;تحدث;تكلم;اكتب\s+لي;إجابات;إجابة;الإجابة;التواصل;تواصل;"
    # the second person after "لا" (the jussive: "لا تجب بالإنجليزية")
    r"تجب;تجيبي;تجيبني;ترد;تردي;تتحدث;تتكلم;تكتب\s+لي"
)


def _language(text: str, plain: str) -> LanguageRule | None:
    if _NOT_REPLY.search(plain):
        return None
    if OTHER_OBJECT.search(plain):
        # "한국어로만 대답하고, 코드 주석도 한국어로": the clause about replies is read alone.
        for a, b in clauses(plain):
            part = plain[a:b]
            if _REPLY.search(part) and not OTHER_OBJECT.search(part):
                return _language_of(text, part)
        return None
    return _language_of(text, plain)


# "Other than" beside a language's name: after it (Korean, Japanese, Chinese) or before it.
_OTHER_THAN_AFTER = Lazy(
    r"\s*(?:(?:을|를)\s*)?(?:이외|외|以外|之外|以外|除外)(?:의|에|에는|の|的)?|\s*말고\s*다른|\s*아닌"
    # "한국어 말고는 답하지 마", "한국어 아니면 대답하지 마" (other than Korean / if not Korean)
    r"|\s*(?:(?:은|는)\s*)?(?:말고|빼고)(?:는|선|엔|서는)(?![가-힣])|\s*(?:(?:이|가)\s*)?아니면(?![가-힣])"
)
_OTHER_THAN_BEFORE = Lazy(
    r"(?:other\s+than|anything\s+but|any\s+language\s+but|autre\s+que|autres\s+que|"
    r"außer|ausser|distint[oa]s?\s+del?|que\s+no\s+sea|divers[ao]\s+dall?'?|diversa\s+da|"
    r"кроме|отличн\w+\s+от|غير|سوى|除了?|除)\s*(?:the\s+|l'|le\s+|el\s+|l')?$",
    re.IGNORECASE,
)


def _language_of(text: str, plain: str) -> LanguageRule | None:
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
    variant = chinese_variant(plain) if lang == "zh" else None
    if _OTHER_THAN_AFTER.match(plain, span[1]) or _OTHER_THAN_BEFORE.search(plain[: span[0]]):
        # "한국어 외의 언어로 답하지 마세요", "Don't reply in any language other than English":
        # every other language is what is forbidden — the one named is asked for
        return LanguageRule(lang, variant) if _REPLY.search(plain) else None
    if polarity(plain, [span])[0] == FORBIDDEN:
        # "never answer in English", "영어로 대답하지 마세요": a reply rule (its verb said) that
        # forbids one language; without the verb ("no English") it is not known to be about replies
        return LanguageRule(lang, variant, forbidden=True) if _REPLY.search(plain) else None
    return LanguageRule(lang, variant)


# ---------------------------------------------------------------- terms

_AT_START = table(
    r"start\w*\s+(?:\w+\s+){0,3}with;begin\w*\s+(?:\w+\s+){0,3}with;open\w*\s+with;开头;"
    r"開頭;で始め;から始め;로\s*시작;으로\s*시작;commenc\w*\s+(?:\w+\s+){0,3}par;"
    r"beginn\w*\s+(?:\w+\s+){0,3}mit;empie\w*\s+(?:\w+\s+){0,3}con;"
    r"comien\w*\s+(?:\w+\s+){0,3}con;inizi\w*\s+(?:\w+\s+){0,3}con;"
    r"(?:начина|начн)\w*\s+(?:\w+\s+){0,3}(?:с|со);تبدأ;ابدأ;تبدأ\s+ب;بادئ\w*;"
    r"(?:empie|comien)\w*\s+(?:\w+\s+){0,3}(?:por|con);inizi\w*\s+(?:\w+\s+){0,3}(?:per|con);"
    r"로\s*시작;으로\s*시작;라고\s*시작;で始;から始;以.{1,12}开头;以.{1,12}開頭;作为开头;作為開頭;"
    # put at the front: "커밋 앞에 붙여 주세요", "맨 앞에 넣어"
    r"앞에\s*(?:붙|넣|달|써|쓰)\w*;맨\s*앞에"
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


# Where a terms rule holds when it says so: commit messages (the noun, not "committed code"),
# the documentation's files.
_IN_COMMITS = table(
    r"commit\s*(?:messages?|msgs?|subjects?|titles?|logs?|bodies|body);gitmojis?;깃모지;커밋\s*(?:메세지|msg|제목);커밋은;"
    r"(?:in|into|on)\s+(?:the\s+|your\s+|my\s+|any\s+)?commits;提交信息;提交說明;提交说明;提交訊息;提交資訊;"
    r"提交中;提交里;提交裡;コミットメッセージ;コミットに;コミットで;커밋\s*메시지;커밋에;"
    r"messages?\s+de\s+commit;dans\s+les\s+commits;commit-?nachricht\w*;commit-?message\w*;"
    r"in\s+(?:den\s+)?commits;mensajes?\s+de\s+commits?;en\s+los\s+commits;messaggi?\s+di\s+commit;"
    r"nei\s+commit;сообщени\w*\s+коммит\w*;в\s+коммит\w*;رسائل\s+الالتزام;رسالة\s+الالتزام;"
    r"رسائل\s+(?:ال)?إيداع;رسالة\s+(?:ال)?إيداع;رسائل\s+الكوميت"
)
_IN_DOCS = table(
    r"(?:in|into)\s+(?:the\s+|our\s+|your\s+)?(?:docs|documentation|readme\w*|markdown\s+files?);"
    r"文档中;文档里;文檔中;文檔裡;ドキュメントで;ドキュメントに;문서에;문서에서;dans\s+la\s+doc\w*;"
    r"in\s+der\s+doku\w*;in\s+den\s+docs;en\s+la\s+documentaci\w*;en\s+los\s+docs;"
    r"nella\s+documentazione;в\s+документаци\w*;في\s+التوثيق;في\s+الوثائق"
)


def _terms(text: str, plain: str, qual, qual_spans) -> TermRule | None:
    if _AT_END.search(plain):
        return None
    found = find_terms(text, qual, qual_spans)
    if not found:
        return None
    pols = polarity(text, [(f.start, f.end) for f in found])
    forbidden = [f.term for f, p in zip(found, pols, strict=True) if p == FORBIDDEN]
    # emoji asked for only where the rule says they open the text ("커밋 메시지는 gitmoji로
    # 시작해 주세요"): "emoji are fine" asks for none
    at_start = bool(_AT_START.search(plain))
    required = [
        f.term
        for f, p in zip(found, pols, strict=True)
        if (p == REQUIRED and f.term.kind not in (WORD, EMOJI, CHAR))
        or (f.term.kind == EMOJI and at_start and p != FORBIDDEN)
    ]
    if not forbidden and required:
        for term in list(required):
            for alt in GROUP_OF.get(term.text, ()):
                if alt != term.text and all(t.text != alt for t in required):
                    forbidden.append(_alternative(alt, term))
    where = plain
    if not forbidden and not required:
        # "Emoji are fine in replies but never in commit messages": a clause that forbids and
        # names only a place forbids the terms of the clause before it, there.
        elided = _elided_prohibition(plain, found)
        if elided is None:
            return None
        forbidden, where = [f.term for f in found], elided
    scope = (
        "commit"
        if _IN_COMMITS.search(where)
        else "reply"
        if _IN_REPLIES.search(where)
        else "docs"
        if _IN_DOCS.search(where)
        else "all"
    )
    return TermRule(
        tuple(dict.fromkeys(forbidden)),
        tuple(dict.fromkeys(required)),
        scope,
        bool(_AT_START.search(plain)),
    )


# Verbs of mentioning: what they name is a word not to write ("回覆裡別提到 Notion", "Don't mention
# Notion", "Не упоминай Notion", "لا تذكر Notion").
_MENTION = table(
    r"mention(?:s|ing)?;bring\s+up;mentionne\w*;évoque\w*;erwähn\w*;mencion\w*;menzion\w*;"
    r"упомина\w*;упомян\w*;تذكر;تذكري;提到;提及;提起;说到;說到;言及;触れ"
)
_NOT_A_NAME = frozenset(
    {"the", "a", "an", "it", "this", "that", "any", "our", "my", "your", "their", "them", "le", "la",
     "les", "l", "un", "une", "des", "ce", "cette", "der", "die", "das", "den", "dem", "ein", "eine",
     "einen", "el", "los", "las", "lo", "il", "gli", "i", "uno", "una", "me", "mir", "mich"}
)  # fmt: skip
_NEGATED = frozenset(
    {"nicht", "pas", "jamais", "mai", "nunca", "never", "ever", "not", "nie", "niemals"}
)
_LATIN_NAME = Lazy(r"(?<![\w.'-])[a-z][\w.+-]*[\w+]")
_OTHER_SCRIPT = Lazy(r"[\u0400-\u04ff\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff]")


def _mentioned(plain: str) -> TermRule | None:
    """A name not to mention, unquoted: in a rule of another script, the Latin words of the
    clause; in a Latin one, the word right after the verb ("Don't mention Notion")."""
    m = _MENTION.search(plain)
    if m is None or not (NEGATION_BEFORE.search(plain) or NEGATION_AFTER.search(plain)):
        return None
    a, b = next(((a, b) for a, b in clauses(plain) if a <= m.start() < b), (0, len(plain)))
    clause = plain[a:b]
    if not (NEGATION_BEFORE.search(clause) or NEGATION_AFTER.search(clause)):
        return None
    if _OTHER_SCRIPT.search(plain):
        names = [n.group(0) for n in _LATIN_NAME.finditer(plain, a, b)]
    else:  # the word after the verb (and a negation): a name, not "the …", "it", "any …"
        after = (
            n.group(0)
            for n in _LATIN_NAME.finditer(plain, m.end(), b)
            if not NEGATION_BEFORE.fullmatch(n.group(0)) and n.group(0) not in _NEGATED
        )
        names = [next(after, "")]
    forbidden = [Term(n, WORD) for n in names if len(n) > 2 and n not in _NOT_A_NAME]
    if not forbidden:
        return None
    scope = "reply" if _IN_REPLIES.search(plain) else "docs" if _IN_DOCS.search(plain) else "all"
    return TermRule(tuple(forbidden), (), scope)


def _spelled(words_: str, text: str, rule: TermRule) -> TermRule:
    """A word the rule refuses in one spelling and names in another ("写作“Mindkeep”，不要写成
    “MindKeep”", "«JavaScript», mai «Javascript»"): the spelling refused is what is forbidden,
    as written, not the word in any case."""
    if not any(t.kind == WORD and t.text.isascii() for t in rule.forbidden):
        return rule
    original = unicodedata.normalize("NFKC", words_)
    out = []
    for term in rule.forbidden:
        spelt = None
        if term.kind == WORD and term.text.isascii():
            rx = re.compile(rf"(?<!\w){re.escape(term.text)}(?!\w)", re.IGNORECASE)
            ours = [m.span() for m in rx.finditer(text)]
            theirs = [m.group(0) for m in rx.finditer(original)]
            if len(ours) == len(theirs) and len(set(theirs)) > 1:
                pols = polarity(text, ours)
                refused = {w for w, p in zip(theirs, pols, strict=True) if p == FORBIDDEN}
                named = {w for w, p in zip(theirs, pols, strict=True) if p != FORBIDDEN}
                if len(refused) == 1 and named and not refused & named:
                    spelt = Term(refused.pop(), WORD, term.langs, term.in_comments)
        out.append(spelt or term)
    return TermRule(tuple(out), rule.required, rule.scope, rule.at_start)


def _elided_prohibition(plain: str, found) -> str | None:
    """The words of a clause after the terms that forbids without naming a term of its own, only a
    place (commit messages, replies, docs); None when there is none."""
    last = max(f.end for f in found)
    for a, b in clauses(plain):
        part = plain[a:b]
        if a < last or not part.strip():
            continue
        if (NEGATION_BEFORE.search(part) or NEGATION_AFTER.search(part)) and (
            _IN_COMMITS.search(part) or _IN_REPLIES.search(part) or _IN_DOCS.search(part)
        ):
            return part
        return None
    return None


def _alternative(name: str, asked: Term) -> Term:
    if asked.kind == CODELANG:
        return Term(name, CODELANG, CODE_LANGS[name])
    if name in LIBRARY_OF and asked.kind != PROGRAM:
        return Term(name, LIBRARY, LIBRARY_OF[name][0])
    if asked.kind == CODE:
        return Term(name, CODE, asked.langs)
    return Term(name, PROGRAM)
