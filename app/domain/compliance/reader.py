"""The rule reader: what a rule's words ask, read once per wording (`read_rule` is cached).

A rule is read as one or more *readings*, each of one family with its parameters (see the
family modules). Nothing is guessed: a rule that holds only sometimes ("if …", "unless …",
"when …", "如果…", "wenn …"), or whose words match no family, has no reading — the checker then
says `unknown`. Actions are read first and claim the rule (a commit or push rule is not also a
word rule); the language, format and terms readings may stand together ("answer in French, no
emoji"). Each family's words are read in its own room (read_actions with read_branches,
read_paths with folder_names, read_format, read_reply, read_language, read_terms with
named_terms; an exception that says where the rule stops, in confined); this one decides which of
them a rule is.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from functools import lru_cache

from app.domain.compliance import actions as act
from app.domain.compliance import messages as msg
from app.domain.compliance.action_words import ACT_IF, MERGED_STATE, REQUEST
from app.domain.compliance.asked_if_so import rule_asked  # (fix-zc-noticed)
from app.domain.compliance.asked_refused import asked_then_refused  # (check-zf-west)
from app.domain.compliance.branch_deletes import kept_from_deletion  # (fix-zd-noticed)
from app.domain.compliance.branch_things import branch_things
from app.domain.compliance.chat_asides import after_chat
from app.domain.compliance.closed_branches import (
    until_over,  # (English, check-x-en)
    until_over_in_west,  # (west, check-y-west)
)
from app.domain.compliance.commit_beside_reply import (  # (check-zf-west, check-zg-west)
    commit_beside_reply,
    git_as_commits,
)
from app.domain.compliance.confined import FOLDER_OR_BRANCH, says_where
from app.domain.compliance.day_groups import day_named_groups, this_weekend
from app.domain.compliance.deeds_told import ban_set_lately, deed_told
from app.domain.compliance.doer_excepted import doer_excepted  # (English, check-zb-en)
from app.domain.compliance.fallbacks import fallbacks
from app.domain.compliance.fmt import FormatRule
from app.domain.compliance.freed_places import any_time_freed  # (English, check-za-en)
from app.domain.compliance.given_up import given_up_sentences
from app.domain.compliance.harm_told import harm_told
from app.domain.compliance.kept_fields import fields_apart, fields_said  # (English, check-zc-en)
from app.domain.compliance.korean_asides import (
    KO_DESCRIBES,
    KO_RETRACT,
    korean_must,
    korean_not_asked,
    korean_permissions,
    korean_plan,
    without_remark,
)
from app.domain.compliance.langid import latin_language
from app.domain.compliance.language import (
    LanguageRule,
)
from app.domain.compliance.lexicon import (
    CONDITION,
    KO_HANGUL,
    PERMISSION,
    REMIND,
    TIMED,
    UNASKED,
    USE,
    Lazy,
    act_scope,
    blank,
    clauses,
    concessive,
    exceptions,
    negated,
    reason_clauses,
    spaced,
    table,
)
from app.domain.compliance.lifted_later import lifted_later
from app.domain.compliance.may_asked import (  # (zh, check-za-east; ko ja zh, check-ze-east)
    whether_may_checked,
    zh_may_asked,
)
from app.domain.compliance.named_terms import find_terms
from app.domain.compliance.number_words import ascii_digits
from app.domain.compliance.out_and_in import no_refused, out_refused  # (check-za-en, ze-west)
from app.domain.compliance.past_never import past_never
from app.domain.compliance.paths import PathRule
from app.domain.compliance.permitted_only import permits_only
from app.domain.compliance.read_actions import about_pr_titles, actions
from app.domain.compliance.read_branches import PERMIT, branches_named
from app.domain.compliance.read_format import formats, names_format
from app.domain.compliance.read_language import REPLY, reply_language
from app.domain.compliance.read_only_places import kept_table, read_only_place
from app.domain.compliance.read_reply import read_on_a_device as read_on  # (check-za-west)
from app.domain.compliance.read_reply import reply_rules
from app.domain.compliance.read_reply_format import reply_formats
from app.domain.compliance.read_terms import mentioned, spelled, terms_of
from app.domain.compliance.reason_texts import (
    layout_of_texts_in_reason,  # (English, check-z-en)
    layout_read_on_a_device,  # (check-za-west)
)
from app.domain.compliance.reasons_out import reason_languages_out, without_reasons
from app.domain.compliance.reserved import none_but_the_doer, role_excepted
from app.domain.compliance.ru_branch_slang import latin_branch_names  # (check-za-west)
from app.domain.compliance.rule_scope import ALWAYS_TOO, IMPERSONAL_SI
from app.domain.compliance.scots import scots_negations  # (English, check-za-en)
from app.domain.compliance.side_by_side import side_by_side  # (check-zg-west)
from app.domain.compliance.termrule import TermRule
from app.domain.compliance.terms import (
    code_languages_named,
    qualifier,
)
from app.domain.compliance.told import KO_REQUEST, a_schedule_told, told_or_asked
from app.domain.compliance.whose_branches import own_branches
from app.domain.compliance.window_bounds import window_own_sentence  # (mend-zf-scope)
from app.domain.compliance.work_on_system import work_on_system  # (English, check-x-en)

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
    # (English, check-ze-en) a note's fields on lines of their own: " | " between them
    text = unicodedata.normalize("NFKC", fields_apart(words_)).replace("’", "'").replace("‘", "'")
    text = " ".join(spaced(_TASHKEEL.sub("", ascii_digits(text))).lower().split())
    if "구" in text or "죠" in text or "쥬" in text:
        # Korean chat spells a word's last vowel round ("npm run dev 말구", "npm start로
        # 실행해죠"): the word it stands for, the same length
        text = _KO_CHAT.sub(lambda m: _KO_CHAT_WORDS[m.group()], text)
    scots = " aff " in text  # (English, check-zb-en) "Keep yer hands aff the scripts/ folder"
    if "nae" in text or "dinna" in text or "canna" in text or scots:  # (English, check-za-en)
        text = scots_negations(text)
    # (English, check-za-en) "moment.js is out, date-fns is in"
    if " out" in text and " in" in text:
        text = out_refused(text)
    if "nein" in text and "j" in text:  # (German, check-ze-west) "Pushen ja, force-push nein"
        text = no_refused(text)
    text = asked_then_refused(text)  # (check-zf-west) "Supprimer X ? Hors de question."
    text = side_by_side(text)  # (check-zg-west) "Im Ordner X kannst …, aber den Ordner Y …"
    text = git_as_commits(text)  # (check-zg-west) "côté Git, l'anglais ne me dérange pas"
    text = fields_said(text)  # (English, check-zc-en) "records/: keep | thumbnails/: deletable"
    return latin_branch_names(text)  # (ru; check-za-west) "в мастер не пушим": master


_KO_CHAT_WORDS = {"말구": "말고", "해죠": "해줘", "해쥬": "해줘", "하구": "하고", "않구": "않고"}
_KO_CHAT = Lazy(r"(?<![가-힣])(말구|하구|않구)(?![가-힣])|(해죠|해쥬)(?![가-힣])")


_QUOTED_ANY = Lazy(
    r"`[^`]*`|\"[^\"]*\"|“[^”]*”|«[^»]*»|»[^«»]*«|「[^」]*」|『[^』]*』|(?<![A-Za-z0-9_])'[^']*'(?![A-Za-z0-9_])"
)
# An exception about code alone ("sauf pour le code", "except in code blocks") changes nothing of a
# reply-language rule: its check never reads code.
_ABOUT_CODE = table(
    r"code;code\s+blocks?;snippets?;commands?;identifiers?;variable\s+names?;technical\s+terms?;"
    r"error\s+messages?;logs?;代码;代碼;程式碼;コード;코드;código;codice;код\w*;كود;الكود;"
    r"termes\s+techniques;fachbegriffe\w*;términos\s+técnicos;termini\s+tecnici;"
    r"기술\s*용어;전문\s*용어;용어"
)


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
def asks_nothing(words_: str) -> bool:
    """Whether a rule's words ask nothing of any output: a Korean remark ("요즘 bun이 그렇게
    빠르다던데"), a retraction, a description ("…쓰고 있어요"), a plan for a set time, the user's
    own question alone ("main에 바로 푸시해도 되나요?") or a permission alone ("…쓰든 상관없어요").
    The checker then says `not_applicable` where it has no reading, not `unknown`."""
    text = normalise(words_)
    if text and deed_told(text):  # "Ayer Lucía borró sin querer la rama demo" (check-zg-en)
        return True
    if not text or read_rule(words_) or harm_told(text) != text:
        return False  # a story of harm refuses its deed: its time is the harm's, not a past told
    if (told_or_asked(text) and not ban_set_lately(text)) or a_schedule_told(text):
        return True
    if zh_may_asked(text):  # "main 而家可唔可以推？" (zh, check-za-east)
        return True
    if whether_may_checked(text):  # "…지워도 되는지 확인해 줄래요?" (check-ze-east)
        return True
    if rule_asked(text):  # "Is it not allowed to push to main?" (fix-zc-noticed)
        return True
    if past_never(
        text, _asks
    ):  # "… we never pushed to main on a Friday", "Früher hat … nie deployt"
        return True
    if permits_only(text):  # "SNS 投稿なら絵文字ありで構いません" (ja zh, check-zg-east)
        return True
    if not KO_HANGUL.search(text):
        return False
    if not without_remark(text, _asks) or KO_RETRACT.search(text):
        return True
    if not (KO_REQUEST.search(text) or negated(text)) and (
        KO_DESCRIBES.search(text) or korean_plan(text)
    ):
        return True
    questions, _reported = korean_not_asked(text, _asks)
    if questions and not blank(text, questions).strip(" .,!~"):
        return True
    permitted = korean_permissions(text, branches_named)
    return bool(permitted) and not blank(text, permitted).strip(" .,!~")


# What an unread Korean rule is about, when its words say which kind of output: the reply's voice
# ("반말 말고 존댓말로 답해 주세요", "공손한 말투로") — no tool call is about it; deploying or migrating
# ("배포 전에는 꼭 저한테 먼저 물어보십시오", "금요일 오후에는 배포하지 마세요") — a reply with no
# code does neither.
_KO_ABOUT_VOICE = Lazy(r"존댓말|반말|말투|어조|공손|높임말|해요체|합쇼체|하십시오체|경어")
# (ko, check-z-east) and the reply's length ("답변 너무 길게 쓰지 마셈", "대답은 짧게 해 줘", "답장은
# 장황하지 않게"): how a reply is written, as its voice is
_KO_ABOUT_LENGTH = Lazy(r"(?:답변|대답|답장|응답)[^.!?]{0,12}?(?:길게|짧게|간단히|간결|장황)")
_KO_ABOUT_RUNNING = Lazy(r"배포|디플로이|마이그레이션|롤백|재시작|릴리스|릴리즈")
REPLY_ONLY, ACTIONS_ONLY = "reply", "actions"


@lru_cache(maxsize=4096)
def unread_scope(words_: str) -> str | None:
    """For a Korean rule the checker cannot read, which outputs it is about: REPLY_ONLY (a
    reply's voice), ACTIONS_ONLY (deploying, migrating), or None (either, or unsaid)."""
    text = normalise(words_)
    if not KO_HANGUL.search(text) or read_rule(words_):
        return None
    voice = _KO_ABOUT_VOICE.search(text) is not None
    voice = voice or _KO_ABOUT_LENGTH.search(text) is not None  # (check-z-east)
    running = _KO_ABOUT_RUNNING.search(text) is not None
    if voice and not running:
        return REPLY_ONLY
    if running and not voice and not REPLY.search(text):
        return ACTIONS_ONLY
    return None


@lru_cache(maxsize=4096)
def read_rule(words_: str) -> tuple[Reading, ...]:
    """What a rule's words ask, as readings (empty: nothing the checker can judge)."""
    return read_words(words_)[0]


def _names_a_request(part: str) -> bool:
    """Whether an exception's clause names a pull or merge request ("außer über einen Pull
    Request", "except through a PR") and no branch or folder."""
    return bool(REQUEST.search(part)) and not FOLDER_OR_BRANCH.search(part)


@lru_cache(maxsize=4096)
def read_words(words_: str) -> tuple[tuple[Reading, ...], bool]:
    """(the readings of a rule's words, whether the rule makes an exception: "unless …",
    "sauf …", "除非…" — then a break of it is in doubt, `unknown`)."""
    text = normalise(words_)
    if deed_told(text):  # a deed or a former rule of a time gone by, told (check-zg-en)
        return (), False
    text = harm_told(text)  # "terraform apply … is how we lost prod": refused
    if not text:
        return (), False
    text = after_chat(text, _asks)  # (English, check-w-en) "Hi! … One more thing though: …"
    # "don't forget to …" asks; "don't hesitate to …", "… is not a problem" permit: their
    # negation forbids nothing
    text = blank(text, [m.span() for rx in (REMIND, PERMISSION) for m in rx.finditer(text)])
    # "요즘 다들 pnpm 쓰더라", "npm 쓰지 말라고 한 건 취소할게요": a remark or a retraction asks nothing
    text = without_remark(text, _asks)  # (but "sudo 사용 금지, 사고가 났었음" asks what is before)
    if not text or KO_RETRACT.search(text):
        return (), False
    # "我们去年用的还是 SVN", "¿Tú qué opinas de usar Poetry?": the past told, the user's own
    # question — in every language, no rule (a tool they name is not asked for)
    if told_or_asked(text) and not ban_set_lately(text):  # (check-zg-en) "We froze main last week"
        return (), False
    if zh_may_asked(text):  # whether one may now, asked (zh, check-za-east)
        return (), False
    if whether_may_checked(text):  # whether one may, put to the agent to find out (check-ze-east)
        return (), False
    if rule_asked(text):  # whether a rule holds, asked with its negation (fix-zc-noticed)
        return (), False
    # (fix-zb-noticed) a rule lifted later holds today: its lifting and time go, its words stay
    text = blank(text, lifted_later(text))
    # (fix-za-noticed) a sentence giving a rule up beside one kept: not what the rule asks
    text = blank(text, given_up_sentences(text))
    # "Früher hat das Team nie am Wochenende deployt", "we never pushed on a Friday": a habit
    # gone by, its never not asked now
    if past_never(text, _asks):
        return (), False
    # "우리 팀은 작년부터 pnpm을 쓰고 있어요": how things are, said with nothing asked or refused
    if KO_DESCRIBES.search(text) and not (KO_REQUEST.search(text) or negated(text)):
        return (), False
    # "npm 대신 pnpm 쓰는 게 나을까요?" (the user's question), "pnpm 쓰라고 했는데 … 이제 npm
    # 쓰세요" (what was said before): not what the rule asks
    questions, reported = korean_not_asked(text, _asks)
    if questions and not reported:
        rest = blank(text, questions)
        if _asks(rest) and not _NAMES_ANY.search(rest):
            # "main에 바로 푸시하면 되나요? 아니요, 하지 마세요": the answer asks what the question names
            questions = []
    if questions or reported:
        rest = blank(text, questions + reported)
        if reported and not find_terms(rest, None, []):
            # "lodash 쓰라고 했지만 이제 쓰지 마세요": the rest's verb leaves out its object, the
            # thing the report names
            named = [
                text[f.start : f.end]
                for a, b in reported
                for f in find_terms(text[:b], None, [])
                if f.start >= a
            ]
            rest = " ".join([*named, rest])
        text = " ".join(rest.split())
        if not text.strip():
            return (), False
    must = korean_must(text)
    if must:  # "yarn 안 쓰면 안 돼요": asked for
        text = blank(text, must)
    text = reason_languages_out(text)
    qual, qual_spans = qualifier(text)
    # An exception's clause is not what the rule asks ("Antworte auf Deutsch, außer ich frage
    # nach Englisch"); one naming a folder or a branch pattern ("nothing outside src/ except
    # tests/") says where the rule confines, and is read with it.
    excepted = [(s, e) for s, e in exceptions(text) if not says_where(text, (s, e))]
    # one that names the role the act is left to ("nadie usa sudo salvo el equipo de sistemas")
    # is the rule's reservation, read with it (reserved.py): the agent is no such role
    # (and Arabic's none but the doer: "لا يدفع إلى فرع release إلا مدرب السباق")
    excepted = [
        (s, e) for s, e in excepted if not (role_excepted(text[s:e]) or none_but_the_doer(text))
    ]
    said, text = text, blank(text, excepted)
    # What a rule quotes, the code language it is about, and the clauses that only say when it
    # still holds ("even when I write in English") are not what it asks.
    plain = blank(
        text, qual_spans + [m.span() for m in _QUOTED_ANY.finditer(text)] + concessive(text)
    )
    kept_ci = branch_things(text, plain, said)  # (fix-zc-noticed) "main's CI is off limits, but …"
    if kept_ci:
        return kept_ci, False
    # the kept thing's state ("한번 머지되면", "マージ済みなら") is no condition, nor an act to read
    merged = [m.span() for m in MERGED_STATE.finditer(plain)]
    if merged:
        text, plain = blank(text, merged), blank(plain, merged)
    acts = act_scope(plain) + [m.span() for rx in (ACT_IF, _LIKED_WHEN) for m in rx.finditer(plain)]
    acts += _permitted_if(plain) + fallbacks(plain)
    acts += _italian_impersonal(plain)
    acts += until_over(plain)  # (English, check-x-en) "… until the audit is over"
    west_until = until_over_in_west(plain)  # (west, check-y-west) "… bis nach der Prüfung in Ruhe"
    acts += west_until
    acts += work_on_system(plain)  # (English, check-x-en) "When you're working on the … monitor,"
    acts += any_time_freed(plain)  # (English, check-za-en) "tmp/ can go whenever"
    if CONDITION.search(blank(plain, acts)):
        return (), False
    # (check-y-west) a day that ends the while is not the rule's day: "… avant l'audit de jeudi"
    plain = blank(plain, west_until)
    # (English, check-z-en) a group named by its day is not the rule's day: "the Saturday volunteers"
    plain = blank(plain, day_named_groups(plain))
    plain = blank(plain, this_weekend(plain))  # (fix-zc-noticed) "this weekend" is now
    always = ALWAYS_TOO.search(plain)  # (mend-ze-spans) "平时也…": a time beside it bounds nothing
    if TIMED.search(plain) and not always:
        # a chatty message's day in a sentence that asks nothing ("這週五是尾牙，六點集合。喔對了，
        # release 分支不要 force push"): that sentence's, not the rule's
        idle = [
            m.span()
            for m in _SENTENCE.finditer(plain)
            if TIMED.search(m.group()) and not _asks(m.group())
        ]
        text, plain = blank(text, idle), blank(plain, idle)
        text, plain = window_own_sentence(text, plain, _asks)  # (mend-zf-scope)
    if TIMED.search(plain) and not always:
        # "금요일에는 main에 푸시하지 마세요", "Never push to main on Fridays": on which day is not
        # known, but what it is about is — a push elsewhere keeps it, one onto main is in doubt
        timed = actions(text, plain)
        return (tuple(timed), True) if timed else ((), False)
    ahead = _permissions_ahead(text)
    if ahead:
        # "hotfix/* 브랜치는 force push 해도 되지만 main은 안 됩니다", "커밋 메시지는 한국어로 써도
        # 되지만 PR 제목은 영어로": what a clause before the rule allows is not what it refuses
        # or asks (main read hotfix/* as protected, the PR title as Korean)
        found = actions(blank(text, ahead), blank(plain, ahead))
    else:
        found = actions(text, plain)
    table_kept = kept_table(plain) if "table" in plain else None  # (check-zf-en) in slang too
    if table_kept is not None and all(isinstance(f, PathRule) for f in found):
        # "… is off limits pal, other tables knock yourself out": a table of a database left
        # alone, no folder out/ ("knock yourself out"), no reply's table ("a no-go zone")
        return (spelled(words_, text, table_kept),), False
    # (fix-zd-noticed) a branch's deletion: no file's; a folder's deletion refused beside it is read
    # from the rest (read_actions reads no path in words naming a branch) when the rest says its own
    # verb of deleting (removals): "…, ni rien dans backups/" left alone would refuse every write
    kept, said = kept_from_deletion(text, plain)
    if kept:
        rest = actions(blank(text, said), blank(plain, said))
        found = [*(f for f in found if not isinstance(f, PathRule)), *kept]
        found += [f for f in rest if isinstance(f, PathRule) and f.removals]
    found = commit_beside_reply(text, plain, found) or found  # (check-zf-west) commit's, reply's
    if found:
        # "Pushe niemals auf main, außer über einen Pull Request": the exception is the way
        # around a push (a request, which no push is), not a case of one
        pushes = all(isinstance(f, act.ProtectedBranch) and f.on == {act.PUSH} for f in found)
        whole = normalise(words_) if excepted else ""
        # and one's own branches allowed are the rule's kept side ("… 바로 푸시 안 됩니다. 각자
        # 작업 브랜치는 괜찮아요"); (English, check-zb-en) "except through the release bot": another
        # doer's way, no case in doubt
        excepted = [
            (s, e)
            for s, e in excepted
            if not (pushes and (_names_a_request(whole[s:e]) or own_branches(whole[s:e])))
            and not doer_excepted(whole[s:e])
        ]
        return tuple(found), bool(excepted or UNASKED.search(text))
    if about_pr_titles(plain):
        # "Никаких эмодзи в названиях PR", "PR 標題裡不要出現 emoji": the terms a title may not hold
        # or must, there; in words no reading has, nothing (not the reply's)
        terms = terms_of(text, plain, qual, qual_spans)
        if terms is not None:
            return (replace(terms, scope="pr_title"),), False
        return (), False
    # "npm은 써도 되는데 sudo npm은 안 됩니다": what a Korean clause permits is not asked (a place
    # a push rule allows is read by the actions' reader, above)
    permitted = korean_permissions(text, branches_named)
    if permitted:
        rest = blank(text, permitted)
        if not rest.strip():
            return (), False
        if not find_terms(rest, None, []):
            # "이모지는 써도 되는데 커밋 메시지에는 쓰지 마": what is allowed in one place is what
            # the rest refuses in another
            named = [text[f.start : f.end] for f in find_terms(text, None, [])]
            rest = " ".join([*named, rest])
        text = " ".join(rest.split())
        qual, qual_spans = qualifier(text)
        plain = blank(
            text, qual_spans + [m.span() for m in _QUOTED_ANY.finditer(text)] + concessive(text)
        )
    readings: list[Reading] = []
    layout = reply_formats(plain)
    if layout:  # "답변에 표는 쓰지 마세요": the reply's layout, beside its language if named
        language = reply_language(text, plain)
        return (*layout, *([language] if language else [])), bool(excepted)
    readings += formats(text, plain, qual or code_languages_named(text))
    readings += reply_rules(blank(plain, reason_clauses(plain)))  # a reason says why, not what
    if not readings and "because" in plain:  # (English, check-z-en) "… leave headings out of them"
        readings += layout_of_texts_in_reason(plain, reason_clauses(plain), reply_rules)
    if not readings:  # (fr de es it ru ar; check-za-west) "…, так как их терминал печатает …"
        readings += layout_read_on_a_device(plain, reason_clauses(plain), reply_rules, read_on)
    # a Korean reason's words are not what the rule asks ("yarn이 느려서 pnpm으로", "한국어 공부
    # 중이라 쉬운 말로"): the language and terms readings read the rule without them
    said = without_reasons(text)
    if said != text:
        text = said
        qual, qual_spans = qualifier(text)
        plain = blank(
            text, qual_spans + [m.span() for m in _QUOTED_ANY.finditer(text)] + concessive(text)
        )
    language = reply_language(text, plain)
    if language is not None:
        readings.append(language)
    if not readings or not names_format(plain):
        terms = terms_of(text, plain, qual, qual_spans) or mentioned(plain)
        # (English, check-w-en) a database nothing may change, said of the place: its writes
        terms = terms or read_only_place(plain) or kept_table(plain)  # (check-ze-en) one table
        if terms is not None:
            readings.append(spelled(words_, text, terms))
    code_only = all(_ABOUT_CODE.search(normalise(words_)[s:e]) for s, e in excepted)
    if code_only and all(isinstance(r, LanguageRule) for r in readings):
        excepted = []
    return tuple(readings), bool((excepted or UNASKED.search(text)) and readings)


def _permissions_ahead(text: str) -> list[tuple[int, int]]:
    """The Korean permission clauses (korean_permissions) that stand before the rule's last
    clause: "X는 해도 되지만, Y는 안 됩니다" allows X and refuses Y."""
    if "도" not in text:
        return []
    permitted = korean_permissions(text, branches_named)
    if not permitted:
        return []
    last = clauses(text)[-1][0]
    out = []
    for a, b in permitted:
        if b > last:
            continue
        # "vendor 폴더는 커밋은 해도 되는데 수정은 하지 마": the first of two topics is the rule's
        # too; what is permitted is the last one's
        topics = list(_KO_TOPIC.finditer(text, a, b))
        if len(topics) > 1:
            a = text.rfind(" ", a, topics[-1].start()) + 1 or a
        out.append((a, b))
    return out


_KO_TOPIC = Lazy(r"(?<=[\w/*.)])(?:은|는)(?=\s)")


# A liking verb's frame: "I like it when you …", "Apprezzo molto quando …", "J'aime bien quand …",
# "Me gusta que …", "Мне нравится, когда …", "أحب عندما …": what is liked is asked, its "when" no
# condition (the verb's frame, not the verb: apprezzo, mag, 欣赏 alike).
_LIKED_WHEN = Lazy(
    r"(?<!\w)(?:(?:i|we)\s+(?:really\s+)?(?:like|love|appreciate|prefer)(?:\s+it)?|apprezz\w*|"
    r"(?:mi|ci)\s+piace|j'aime|on\s+aime|j'apprécie|je\s+préfère|(?:ich|wir)\s+mögen?\s+es|"
    r"(?:mir|uns)\s+gefällt\s+es|(?:me|nos)\s+gusta|(?:me|nos)\s+encanta|"
    r"agradezco|нравится|люблю|أحب|أفضل)(?:\s+\w+){0,2}?[\s,]+"
    r"(?:when|quand|lorsque|wenn|cuando|quando|когда|عندما|حين)(?!\w)",
    re.IGNORECASE,
)


_NAMES_ANY = Lazy(r"[a-z0-9]")  # a Latin name or number: a program, a branch, a path
_SENTENCE = Lazy(r"[^。！？!?]+?(?:[。！？!?]|\.(?=\s|$)|$)")


def _asks(words_: str) -> bool:
    """Whether words ask or refuse something: a negation, a verb of using, or a Korean request's
    ending ("쓰세요", "해 주세요", "해 줘")."""
    return bool(negated(words_) or USE.search(words_) or KO_REQUEST.search(words_))


def _italian_impersonal(plain: str) -> list[tuple[int, int]]:
    """Italian's impersonal si (rule_scope.IMPERSONAL_SI), where the small words are not es/fr."""
    found = [m.span(1) for m in IMPERSONAL_SI.finditer(plain)]
    # (fix-za-noticed) Italian's "né … né" says the words are Italian, however few they are
    italian = "né " in plain or latin_language(plain) not in ("es", "fr")
    return found if found and italian else []


def _permitted_if(plain: str) -> list[tuple[int, int]]:
    """The clauses whose condition closes on a permission ("個人ブランチなら構いません", "if it's
    your own branch, that's fine"): what is allowed, not a case the rule holds in."""
    out = []
    for a, b in clauses(plain):
        part = plain[a:b]
        permits = [m.span() for m in PERMIT.finditer(part)]
        if permits and CONDITION.search(part) and not negated(blank(part, permits)):
            out.append((a, b))
    return out
