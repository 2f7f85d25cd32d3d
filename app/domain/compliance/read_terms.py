"""What a rule says of the words a reply, a commit or a document uses (reader.read_words asks):
the terms it forbids or asks for, where they hold (replies, commits, docs, a reply's start or
end), a name never to mention, and a spelling refused beside the one asked for."""

from __future__ import annotations

import re
import unicodedata

from app.domain.compliance.act_nouns import act_terms
from app.domain.compliance.lexicon import (
    NEGATION_AFTER,
    NEGATION_BEFORE,
    Lazy,
    clauses,
    table,
)
from app.domain.compliance.named_terms import Found, find_terms
from app.domain.compliance.polarity import FORBIDDEN, REQUIRED, polarity
from app.domain.compliance.reserved import reserved_to_role
from app.domain.compliance.sql_terms import SQL_KEYWORD, SQL_STATEMENT
from app.domain.compliance.termrule import TermRule
from app.domain.compliance.terms import (
    CHAR,
    CODE,
    CODE_LANGS,
    CODELANG,
    COMMAND,
    EMOJI,
    GROUP_OF,
    LIBRARY,
    LIBRARY_OF,
    PROGRAM,
    WORD,
    Term,
)

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
    r"في\s+ردودك;"
    # (check-zg-east) the east's reply nouns with a particle of place: "답장에는 이모지 쓰지 마세요",
    # "返信では使わないで", "回覆就不要用", "回复里不要用"
    r"답장에;답장엔;회신에;회신엔;답변엔;返信で;返信に;返信は;返事に;返事で;返事は;回复里;回复裡;"
    r"回覆裡;回覆里;回覆中;回复时;回覆時;回覆度;回覆就;回复就"
)


# Where a terms rule holds when it says so: commit messages (the noun, not "committed code"),
# the documentation's files.
_IN_COMMITS = table(
    r"commit\s*(?:messages?|msgs?|subjects?|titles?|logs?|bodies|body);gitmojis?;깃모지;커밋\s*(?:메세지|msg|제목);커밋은;"
    r"(?:in|into|on)\s+(?:the\s+|your\s+|my\s+|any\s+)?commits;提交信息;提交說明;提交说明;提交訊息;提交資訊;"
    r"提交中;提交里;提交裡;コミットメッセージ;コミットに;コミットで;커밋\s*메시지;커밋에;"
    r"커밋엔;コミット文言;commit\s*(?:訊息|信息|消息);"
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


_AFTER_SUDO = Lazy(r"\bsudo\s+$")


# A database client named as where statements are not sent ("DELETE statements go through a
# ticket, not straight into psql"): English, check-v-en.
_INTO_CLIENT = Lazy(r"\b(?:not|never)\s+(?:straight|directly)\s+(?:into|in|through|via)\s+$")


def _client_of_statements(text, found, pols, forbidden):
    """The statements a rule names, where what it refuses is only the client they would be sent
    straight into: the client stays in use for everything else (a SELECT in psql keeps the rule),
    the statements sent there break it."""
    statements = [f.term for f in found if _statement(f.term)]
    clients = [
        f.term
        for f, p in zip(found, pols, strict=True)
        if p == FORBIDDEN and f.term.kind == PROGRAM and _INTO_CLIENT.search(text, 0, f.start)
    ]
    if not statements or not clients or len(clients) != len(forbidden):
        return forbidden
    return statements


def _statement(term: Term) -> bool:
    """A destructive SQL statement named as code ("Only the DBA runs DROP TABLE", "Nur der Admin
    führt DELETE-Abfragen aus"): run as a command is, so a role may have it reserved."""
    return term.kind == CODE and bool(
        term.text == "delete"
        or SQL_STATEMENT.fullmatch(term.text)
        or SQL_KEYWORD.fullmatch(term.text)
    )


# (mend-zg-runners) A program or command banned only run bare: "directly" or "globally" right
# after it ("Don't run pytest directly", "Never run eslint globally"; not "directly on prod",
# which says where), "bare", "plain" or "global(ly installed)" right before it ("never bare
# `pytest`", "not plain pytest", "never a globally installed jest"): through a runner (`poetry
# run pytest`, `npx eslint`) it is what the rule asks.
_BARE_AFTER = Lazy(
    r"^[`'\"]?\s*(?:directly|globally)(?![\w-])"
    r"(?!\s+(?:on|to|against|in|into|onto|at|from|over|under|inside|with|for)\b)",
    re.IGNORECASE,
)
_BARE_BEFORE = Lazy(
    r"(?<![\w-])(?:bare|plain|global|globally\s+installed)\s+[`'\"]?$", re.IGNORECASE
)


def _bare(text: str, found, pols) -> tuple[str, ...]:
    """The forbidden programs and commands the rule bans only run bare (see _BARE_AFTER)."""
    return tuple(
        dict.fromkeys(
            f.term.text
            for f, p in zip(found, pols, strict=True)
            if p == FORBIDDEN
            and f.term.kind in (PROGRAM, COMMAND)
            and (
                _BARE_AFTER.search(text[f.end : f.end + 40])
                or _BARE_BEFORE.search(text[max(0, f.start - 40) : f.start])
            )
        )
    )


# (mend-zg-runners) A program refused only with an option ("Never run pytest with -x") or in a
# form the rule spells in brackets ("Don't run pytest with coverage (pytest --cov)"): that
# form is what is refused, not the program whole.
# The option closes its clause: one given a value ("with --noEmit false") is not read.
_WITH_OPTION = Lazy(
    r"^\s+with\s+[`'\"]?(--?[a-z][\w-]*)[`'\"]?(?=\s*(?:[.,;:!?)]|$))", re.IGNORECASE
)
_IN_BRACKETS = Lazy(r"\([`'\"]?$")


def _refused_forms(text: str, found, pols) -> None:
    """The program refused only in one form (see _WITH_OPTION), in place of the program."""
    forms = {}
    for f, p in zip(found, pols, strict=True):
        if p == FORBIDDEN and f.term.kind == COMMAND and _IN_BRACKETS.search(text[: f.start]):
            forms.setdefault(f.term.text.split()[0], f.term)
    for i, (f, p) in enumerate(zip(found, pols, strict=True)):
        if p != FORBIDDEN or f.term.kind not in (PROGRAM, COMMAND):
            continue
        m = _WITH_OPTION.search(text[f.end : f.end + 40])
        if m:
            found[i] = Found(f.start, f.end, Term(f"{f.term.text} {m.group(1)}", COMMAND))
        elif f.term.kind == PROGRAM and f.term.text in forms:
            found[i] = Found(f.start, f.end, forms[f.term.text])


def _refuses(plain: str) -> bool:
    return bool(NEGATION_BEFORE.search(plain) or NEGATION_AFTER.search(plain))


def terms_of(text: str, plain: str, qual, qual_spans) -> TermRule | None:
    if _AT_END.search(plain) and not _refuses(plain):
        return None  # what a text must end with is not read; what it must not end with is refused
    found = find_terms(text, qual, qual_spans)
    # (ja zh ko, check-w-east) a deploy or a migration named by its noun: the commands that do it
    found += act_terms(text, found)
    if not found:
        return None
    pols = polarity(text, [(f.start, f.end) for f in found])
    _refused_forms(text, found, pols)
    forbidden = [f.term for f, p in zip(found, pols, strict=True) if p == FORBIDDEN]
    if any(t.text == "sudo" for t in forbidden):
        # "sudo npm은 안 됩니다": the program after sudo is what sudo runs — sudo is refused
        forbidden = [
            f.term
            for f, p in zip(found, pols, strict=True)
            if p == FORBIDDEN
            and not (f.term.kind in (PROGRAM, COMMAND) and _AFTER_SUDO.search(text, 0, f.start))
        ]
    forbidden = _client_of_statements(text, found, pols, forbidden)
    # emoji asked for only where the rule says they open the text ("커밋 메시지는 gitmoji로
    # 시작해 주세요"): "emoji are fine" asks for none
    at_start = bool(_AT_START.search(plain))
    required = [
        f.term
        for f, p in zip(found, pols, strict=True)
        if (p == REQUIRED and f.term.kind not in (WORD, EMOJI, CHAR))
        or (f.term.kind == EMOJI and at_start and p != FORBIDDEN)
    ]
    if not forbidden and reserved_to_role(plain):
        # "Only the platform team runs terraform apply", "kubectl delete is reserved for the
        # on-call": a command reserved to a role is refused to the agent, not asked of it
        forbidden = [
            f.term for f in found if f.term.kind in (PROGRAM, COMMAND) or _statement(f.term)
        ]
        required = [t for t in required if t not in forbidden]
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
    forbidden = list(dict.fromkeys(forbidden))
    return TermRule(
        tuple(forbidden),
        tuple(dict.fromkeys(required)),
        _scope(where),
        bool(_AT_START.search(plain)),
        tuple(t for t in _bare(text, found, pols) if any(t == f.text for f in forbidden)),
    )


def _place(text: str) -> str:
    if _IN_COMMITS.search(text):
        return "commit"
    if _IN_REPLIES.search(text):
        return "reply"
    return "docs" if _IN_DOCS.search(text) else "all"


def _scope(where: str) -> str:
    """Where a terms rule holds: the place its refusing clause names, when another clause names
    another place ("커밋엔 이모지 허용, 답장에는 이모지 쓰지 마세요", "提交信息里可以用 emoji，回复里
    不要用": the replies, not the commits the first clause allows; check-zg-east); else the place
    its words name."""
    whole = _place(where)
    if whole == "all":
        return whole
    for a, b in clauses(where):
        part = where[a:b]
        if _refuses(part):
            place = _place(part)
            if place != "all":
                return place
    return whole


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


def mentioned(plain: str) -> TermRule | None:
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


def spelled(words_: str, text: str, rule: TermRule) -> TermRule:
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
    return TermRule(tuple(out), rule.required, rule.scope, rule.at_start, rule.bare)


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
        if (
            _THEREFORE.match(part)
            and (NEGATION_BEFORE.search(part) or NEGATION_AFTER.search(part))
            and not _REMOVE.search(part)  # "quindi non le togliere": keep them
        ):
            # "le faccine e le emoji fanno sembrare tutto poco serio, quindi non si mettono": the
            # consequence refuses what the clause before names (its place is the whole rule's)
            return plain
        return None
    return None


# A consequence's clause ("so", "quindi", "donc", "deshalb", "por eso", "поэтому", "لذلك").
_THEREFORE = Lazy(
    r"\s*(?:and\s+)?(?:so|therefore|quindi|perciò|per\s+questo|donc|alors|deshalb|daher|darum|"
    r"por\s+eso|por\s+lo\s+tanto|así\s+que|поэтому|так\s+что|(?:و)?لذلك|(?:و)?لذا)(?!\w)",
    re.IGNORECASE,
)


_REMOVE = Lazy(
    r"(?<!\w)(?:remov\w*|delet\w*|drop\w*|togli\w*|rimuov\w*|elimin\w*|enlev\w*|supprim\w*|"
    r"entfern\w*|streich\w*|quit[ae]\w*|borr[ae]\w*|убира\w*|удаля\w*|убер\w*|تحذف\w*|تزيل\w*)",
    re.IGNORECASE,
)


def _alternative(name: str, asked: Term) -> Term:
    if asked.kind == CODELANG:
        return Term(name, CODELANG, CODE_LANGS[name])
    if name in LIBRARY_OF and asked.kind != PROGRAM:
        return Term(name, LIBRARY, LIBRARY_OF[name][0])
    if asked.kind == CODE:
        return Term(name, CODE, asked.langs)
    return Term(name, PROGRAM)
