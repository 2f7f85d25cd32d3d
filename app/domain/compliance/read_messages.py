"""Reading what a rule says of the words that go into git: a branch's name (a prefix, a case, a length), a commit subject's aspects (a length,
the imperative, Conventional Commits or named prefixes, a ticket number first, no final period, a
capital, the language), and a pull-request title's, read from the same words (see
app.domain.compliance.messages). Part of the actions family's reading (read_actions)."""

from __future__ import annotations

import re

from app.domain.compliance import actions as act
from app.domain.compliance import messages as msg
from app.domain.compliance.language import _NOT_REPLY, NAME_RX, chinese_variant, languages_named
from app.domain.compliance.lexicon import (
    ALTERNATIVE_AFTER,
    ALTERNATIVE_BEFORE,
    USE,
    Lazy,
    forbids_a_word,
    negated,
    table,
)
from app.domain.compliance.polarity import FORBIDDEN, polarity

START = table(
    r"start\w*;begin\w*;prefix\w*;开头;開頭;开始;開始;前缀;前綴;で始;始め;接頭辞;プレフィックス;시작;접두사;앞에;"
    r"commenc\w*;préfix\w*;beginn\w*;präfix\w*;empie\w*;empez\w*;comien\w*;comenz\w*;prefijo\w*;inizi\w*;"
    r"prefiss\w*;начина\w*;префикс\w*;تبدأ;يبدأ;بادئة"
)

_CHAR_UNIT = (
    r"(?:characters?|chars?|columns?|cols?|caractères?|colonnes?|zeichen|spalten|caracteres?|"
    r"columnas?|caratteri|colonne|символ\w*|знак\w*|حرف\w*|أحرف|احرف|字符|个字符|個字元|字元|字|文字|桁|자|글자|문자)"
)
LENGTH = Lazy(rf"(\d{{1,3}})\s*(?:-|\s)?\s*{_CHAR_UNIT}")


_IMPERATIVE_WORD = table(
    r"imperative;祈使;命令形;命令式;命令文;명령형;명령문;명령조;impératif;imperativ\w*;повелительн\w*;"
    r"императив\w*;صيغة\s+الأمر;بصيغة\s+الأمر"
)
# The past tense refused ("커밋 메시지 과거형 금지", "no past tense in commit subjects") asks for
# the imperative: the mood the check reads.
_PAST_TENSE = table(
    r"past\s+tense;过去式;過去式;過去形;과거형;과거\s*시제;passé\s+composé;vergangenheit\w*"
)
_CONVENTIONAL_WORD = table(
    r"conventional;约定式;約定式;規約;コンベンショナル;컨벤셔널;convencional\w*;convenzional\w*"
)
_COMMIT_PREFIX = Lazy(
    r"(?<![\w/])([a-z]+(?:\([^)\s]*\))?!?:)(?=\s|$|[,./)`\"'])|\[([^\]\s]{1,20})\]"
)
# What stands in brackets for any name of its kind ("'[모듈명] 설명' 형식", "[module] description",
# "[<scope>] …"): a word for a name, a module, a scope, or a placeholder in angle brackets — read
# as any bracketed tag (BRACKET_TAG), not as those letters.
_PLACEHOLDER = Lazy(
    r"^<.*>$|명$|이름|모듈|범위|영역|컴포넌트|^(?:module|scope|component|area|name|team|type|tag)s?(?:\s*name)?$|"
    r"模块|模塊|名称|名稱|范围|範圍|モジュール|名前|スコープ|^(?:nom|modul|m[oó]dulo|nome|модуль|имя|область|اسم|الوحدة)"
)


def _bracketed(inner: str) -> str:
    """A bracketed prefix as the reading keeps it: the tag itself ("[wip]"), or msg.BRACKET_TAG
    for a placeholder (_PLACEHOLDER)."""
    return msg.BRACKET_TAG if _PLACEHOLDER.search(inner) else f"[{inner}]"


_COMMIT_TYPES = frozenset(
    [
        "feat",
        "fix",
        "docs",
        "style",
        "refactor",
        "perf",
        "test",
        "tests",
        "build",
        "ci",
        "chore",
        "revert",
        "wip",
        "hotfix",
        "release",
        "deps",
        "security",
        "breaking",
    ]
)
# A ticket key as the rule shows it ("like ABC-123"), or the words for one.
_TICKET = Lazy(
    r"(?<![\w-])[a-z][a-z0-9]{1,9}-\d{1,6}(?![\w-])|\b(?:jira|ticket|issue)\s+(?:key|id|number)"
    r"|(?:이슈|티켓|지라)\s*(?:키|번호|id|아이디)"
    # the number of the ticket, in the order the other languages say it ("le numéro du ticket",
    # "die Ticketnummer", "el número del ticket", "номер тикета", "رقم التذكرة", "工单号", "チケット番号")
    r"|\bnum[ée]ro\s+(?:du|de\s+l'|de)\s*(?:ticket|issue|jira)|\bticket-?(?:nummer|id)\b"
    r"|\bn[úu]mero\s+del?\s+(?:ticket|issue)|\bnumero\s+(?:del|di)\s+(?:ticket|issue)"
    r"|номер\w*\s+(?:тикета|задачи|issue)|رقم\s+(?:التذكرة|المهمة)|工单号|工單號|チケット番号"
)
_TICKET_WORD = table(
    r"jira;ticket\w*;issue\s+(?:key|id|number);工单;工單;チケット;티켓;이슈\s*(?:키|번호);тикет\w*;تذكرة"
)
# A prefix refused after it ("feat: 같은 접두사 없이", "[WIP] 붙이지 마", "fix: 는 쓰지 말고"): the
# colon cuts the clause, so the words that refuse it are read here.
_KO_PREFIX_REFUSED = Lazy(
    r"\s*(?:같은\s*(?:거|것|걸)?\s*)?(?:접두사|프리픽스|말머리|태그|머리말)?\s*"
    r"(?:은|는|을|를|이|가|도)?\s*(?:없이|빼고|말고|붙이지|쓰지|넣지|달지|금지|사용\s*금지)"
)


# Where a ticket's number goes when it is not first: "맨 뒤에", "끝에", "at the end".
_AT_END = table(
    r"맨\s*뒤;맨\s*끝;뒤에;뒤쪽;끝에;끝부분;마지막에;at\s+the\s+end;as\s+a\s+suffix;末尾に;最后;最後;"
    r"结尾;結尾;à\s+la\s+fin;am\s+ende;al\s+final;alla\s+fine;в\s+конце;في\s+النهاية"
)
_PERIOD = table(
    r"periods?;full\s+stops?;dots?;句号;句號;句点;句点;마침표;points?;punkt\w*;punto;точк\w*;"
    r"نقطة"
)
_PERIOD_ONLY = table(r"句号;句號;句点;마침표")
_BARE_DOT = Lazy(r"(?:^|\s)[.。](?=\s|$)")
_END = table(
    r"end\w*;结尾;結尾;末尾;最后;文末;끝;fin;finir;final\w*;ende\w*;schluss;termin\w*;конц\w*;"
    r"нечего;نهاية;آخر"
)
# A period put onto the subject, or a subject without one, is one at its end: "마침표는 찍지
# 마세요", "句点を付けないで", "不要加句号", "ohne Punkt".
_PUT_MARK = table(r"찍;붙이;붙여;넣;付け;つけ;加;带;帶;without;ohne;sans;sin;senza;без;بدون")
CAPITAL = table(
    r"capitali[sz]\w*;capital\s+letter;upper\s*case;大写;大寫;大文字;대문자;majuscule\w*;"
    r"großbuchstabe\w*;groß\w*;mayúscula\w*;maiuscol\w*;заглавн\w*;прописн\w*;"
    r"حرف\s+كبير;بحرف\s+كبير"
)


def commit_rules(text: str, plain: str) -> list:
    out: list = []
    langs = languages_named(plain)
    if (
        langs
        and not _NOT_REPLY.search(plain)
        and (
            forbids_a_word(plain)
            or ALTERNATIVE_AFTER.search(plain)
            or ALTERNATIVE_BEFORE.search(plain)
        )
    ):
        # A language the rule forbids ("커밋 메시지를 한국어로 쓰면 안 돼요", "Don't write commit
        # messages in Korean") is not the one asked for: only a language named without a
        # prohibition is; a rule that only forbids one has no commit-language reading.
        pols = polarity(plain, [NAME_RX[lang].search(plain).span() for lang in langs])
        asked = [lang for lang, p in zip(langs, pols, strict=True) if p != FORBIDDEN]
        if not asked and len(langs) == 1:  # only forbidden: messages in any language but it
            out.append(
                msg.CommitRule(
                    "commit_language",
                    langs[0],
                    chinese_variant(plain) if langs[0] == "zh" else None,
                    forbidden=True,
                )
            )
        langs = asked
    if langs and not _NOT_REPLY.search(plain):
        lang = langs[0]
        out.append(
            msg.CommitRule(
                "commit_language", lang, chinese_variant(plain) if lang == "zh" else None
            )
        )
    if _IMPERATIVE_WORD.search(plain) or (_PAST_TENSE.search(plain) and negated(plain)):
        out.append(msg.CommitRule("imperative"))
    if _CONVENTIONAL_WORD.search(plain):
        out.append(msg.CommitRule("conventional"))
    else:
        # A prefix is a commit type ("feat:", "fix(ui):") or a quoted one, not any word before a
        # colon ("Commit messages: imperative mood").
        marks = [
            m
            for m in _COMMIT_PREFIX.finditer(text)
            if m.group(2) or m.group(1).split("(")[0].rstrip("!:") in _COMMIT_TYPES
        ]
        prefixes = tuple(m.group(1) or _bracketed(m.group(2)) for m in marks)
        refused = False
        if prefixes and any(_KO_PREFIX_REFUSED.match(text, m.end()) for m in marks):
            # "feat: 같은 접두사 없이 써 주세요": the prefix refused, not asked for (no reading)
            prefixes = ()
        elif prefixes:
            pols = polarity(text, [m.span() for m in marks])
            if all(p == FORBIDDEN for p in pols):
                # "PR のタイトルに [WIP] は付けないで", "Never use feat: in commit messages": the
                # prefix named is the one refused (the negation of its clause), not one asked for
                refused = True
            elif FORBIDDEN in pols:
                # "Don't write fix: commits, use feat: instead": the one asked is the other
                prefixes = tuple(
                    p for p, pol in zip(prefixes, pols, strict=True) if pol != FORBIDDEN
                )
        at_end = _AT_END.search(plain) and not START.search(plain)
        if at_end and _TICKET.search(plain):
            pass  # "이슈 번호는 맨 뒤에 붙여 주세요": at the end, not a prefix (no reading of it)
        elif _TICKET.search(plain) and (START.search(plain) or _TICKET_WORD.search(plain)):
            out.append(msg.CommitRule("ticket_prefix"))
        elif prefixes and (
            refused  # "Никаких [WIP] в заголовках PR": refused wherever it would begin
            or START.search(plain)
            or USE.search(plain)
            or re.search(r"\bwith\b|以|で|로|avec|mit|con|с|بـ", plain)
        ):
            out.append(msg.CommitRule("prefix", prefixes, forbidden=refused))
    m = LENGTH.search(plain)
    if m:
        out.append(msg.CommitRule("subject_length", int(m.group(1))))
    # a period named by a word that means nothing else (마침표, 句号, 句点) needs no "end"; a bare
    # "." is one put at the end ("끝에 . 찍지 마")
    period = _PERIOD.search(plain) and (
        _END.search(plain) or _PUT_MARK.search(plain) or _PERIOD_ONLY.search(plain)
    )
    if _BARE_DOT.search(plain) and (_END.search(plain) or _PUT_MARK.search(plain)):
        period = True
    if period and negated(plain):
        out.append(msg.CommitRule("no_period"))
    if CAPITAL.search(plain) and not negated(plain):
        out.append(msg.CommitRule("capital"))
    return out


def pr_title_rules(text: str, plain: str) -> list:
    """The readings of a rule about pull requests' titles: the aspects a commit subject has,
    read from the same words ("start with the ticket number", "in English", "feat: 로 시작")."""
    out = []
    for rule in commit_rules(text, plain):
        out.append(msg.PullRequestTitle(rule.aspect, rule.value, rule.variant, rule.forbidden))
    return out


_PREFIX_TOKEN = Lazy(r"(?<![\w/-])([a-z][a-z0-9._-]*/)(?:<[^>]*>|\*|\{[^}]*\}|[a-z0-9_-]+)?")
LOWER = table(
    r"lower\s*case;lowercase;lower-case;小写;小寫;小文字;소문자;minuscules?;kleinbuchstaben;"
    r"kleingeschrieben;klein\s+geschrieben;alles\s+klein;minúsculas?;minuscol\w*;строчн\w*;"
    r"нижн\w*\s+регистр\w*;أحرف\s+صغيرة"
)
KEBAB = table(
    r"kebab[- ]case;kebab;短横线;連字符;ケバブケース;케밥;hyphens?;tirets?;bindestrich\w*;guiones;"
    r"trattini;дефис\w*"
)
SNAKE = table(r"snake[_ ]case;下划线;スネークケース;스네이크")
# The underscore by its name: refused, it is a style of its own; asked for, snake case.
UNDERSCORE = table(r"underscores?;언더바;언더스코어;밑줄;アンダースコア;アンダーバー")


def branch_name(text: str, plain: str) -> act.BranchName | None:
    prefixes = tuple(dict.fromkeys(m.group(1) for m in _PREFIX_TOKEN.finditer(text)))
    underscore = UNDERSCORE.search(plain)
    style = (
        ("no_underscore" if negated(plain) else "snake")
        if underscore and not (KEBAB.search(plain) or SNAKE.search(plain))
        else "kebab"
        if KEBAB.search(plain)
        else "snake"
        if SNAKE.search(plain)
        else "lower"
        if LOWER.search(plain)
        else None
    )
    if style is None and CAPITAL.search(plain) and negated(plain):
        style = "lower"  # capitals refused: "브랜치 이름 대문자 쓰지 마"
    m = LENGTH.search(plain)
    length = int(m.group(1)) if m else None
    if not prefixes and style is None and length is None:
        return None
    return act.BranchName(prefixes, style, length)
