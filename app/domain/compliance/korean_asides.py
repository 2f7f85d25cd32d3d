"""What a Korean rule says beside the rule (reader.py asks): its reasons, remarks and retractions,
questions and reports that ask nothing, permissions, and what it says must be done."""

from __future__ import annotations

import re
from collections.abc import Callable

from app.domain.compliance.lexicon import KO_HANGUL, Lazy, blank, clauses, korean_permitted

# Korean gives a rule's reason in a clause its causal ending closes ("yarn이 느려서 pnpm으로 설치해
# 주세요", "CI랑 안 맞으니까 brew로 설치하지 마", "한국어 공부 중이라 쉬운 말로 설명해 줘", "lodash 때문에
# 번들이 커지니까 쓰지 마세요"): it says why, not what is asked. The endings: -(으)니까, -(으)므로,
# -느라(고), (때문)에, -(이)라서, the copula's -이라, and -아서/-어서 after a stem (not 에서, "from").
_KO_REASON_END = Lazy(
    # "제가 돌릴 테니" (since I will run it): -(으)ㄹ 테니(까)
    r"(?<=[가-힣]\s)테니(?:까)?(?=\s)|"
    # (check-zf-east) and the copula's and 하다's -니 ("QA 중이니", "불안정하니")
    r"(?<=[가-힣])(?:니까|니깐|으니|이니|하니|므로|느라고|느라|때문에|때문이라|라서|(?<=[가-힣]\s)이라|이라|"
    r"(?<![에])(?:어서|아서)(?!\s*(?:작업|점검))|(?<=[해돼와워려져쳐셔겨켜내빠러펴봐줘써녀겨여])서(?!\s*(?:작업|점검)))(?=\s)"
)
# (ko, check-v-east) -어서 before a verb of work is a sequence, no reason ("운영 DB 에 붙어서 작업할
# 때는": connected and working there — the place stays the rule's)


def korean_reasons(text: str) -> list[tuple[int, int]]:
    """The spans of a Korean rule's reason clauses (see _KO_REASON_END): from the clause's start
    or the end of an earlier reason to the causal ending. Empty for a rule with no Hangul."""
    if not KO_HANGUL.search(text):
        return []
    spans = clauses(text)
    out: list[tuple[int, int]] = []
    for m in _KO_REASON_END.finditer(text):
        c0 = next((a for a, b in spans if a <= m.start() < b), 0)
        start = max(c0, out[-1][1] if out else 0)
        if start < m.start():
            out.append((start, m.end()))
    return out


# Hangul syllables whose last consonant is ㅆ (썼, 했, 봤, 갔): a past tense's stem.
_SSANG_SIOT = "".join(chr(0xAC00 + i) for i in range(20, 11172, 28))
# A Korean sentence closed by a retrospective ending ("요즘 다들 pnpm 쓰더라", "main에 바로 푸시하던데")
# reports what was seen: it asks nothing.
KO_REMARK = Lazy(
    r"(?<=[가-힣])(?:더라|더라고|더라구|던데|더군|더군요|더라고요|더라구요|던데요|더라니까)"
    r"\s*[.!~…ㅋㅎ^]*\s*$"
    # and one in the past of the past ("예전엔 다들 레거시라는 말을 자주 썼었죠", "npm 썼었어요"):
    # what used to be so
    r"|(?<=[가-힣])(?:었었|았었|였었)[가-힣]*\s*[.!~…ㅋㅎ^]*\s*$"
    # (썼었죠, 했었어요, 봤었다: the first 었 merged into a syllable ending in ㅆ)
    rf"|[{_SSANG_SIOT}]었[가-힣]*\s*[.!~…ㅋㅎ^]*\s*$"
    # and what someone said happened ("main에 rm -rf 돌린 사람이 있었대요", "어제 배포가 깨졌대"):
    # the past told at second hand
    # (ㅠㅠ, ㅋㅋ after it: jamo, NFKC's conjoining ones too)
    r"|(?:(?<=[가-힣])(?:었|았|였)|했)대(?:요)?[\s.!~…^\u3131-\u318e\u1100-\u11ff]*$"
)
# A Korean rule that takes an earlier one back ("npm 쓰지 말라고 한 건 취소할게요", "force push 금지는 이제
# 없던 걸로", "예전 규칙은 무시해 주세요") asks nothing: its last predicate is the retraction.
KO_RETRACT = Lazy(
    r"(?:취소|철회|해제)\s*(?:할게요|할게|합니다|해요|해|할래요|할래|함|됨|임|하겠습니다|해\s*주세요|해\s*줘)?"
    r"\s*[.!~…]*\s*$|없던\s*(?:걸|것|일)\s*로\s*(?:할게요|할게|해요|해|하자|합시다|해\s*주세요|해\s*줘)?"
    r"\s*[.!~…]*\s*$|(?:라고|자고|다고)\s*(?:한|했던|하신|했었던)\s*(?:건|거|것|말)\s*(?:은|는)?\s*"
    r"(?:무시|잊어|잊으|안\s*지켜도|신경\s*쓰지|풀)"
    # (ko, check-v-east) and with a comma and a "now" before the giving up ("한국어로 쓰라고 했던 거,
    # 이제 안 지켜도 돼요")
    r"|(?:라고|자고|다고)\s*(?:한|했던|하신|했었던)\s*(?:건|거|것|말)\s*(?:은|는)?\s*,\s*"
    r"(?:이제|이젠|앞으로|지금부터|그냥)?\s*(?:무시|잊어|잊으|안\s*지켜도|신경\s*쓰지|풀)"
)


def without_remark(text: str, asks) -> str:
    """Korean words (normalised) without a remark that closes them (see KO_REMARK): the clauses
    before it, when they ask or refuse something ("빌드 서버에서는 sudo 사용 금지, 권한 사고가 한 번
    났었음": the rule, its story told after), else nothing; words with no remark as they are."""
    m = KO_REMARK.search(text)
    if m is None:
        return text
    start = next((a for a, b in clauses(text) if a <= m.start() < b), 0)
    rest = text[:start].rstrip(" ,，、")
    return rest if rest.strip() and asks(rest) else ""


# A Korean sentence that asks the user's own question ("npm 대신 pnpm 쓰는 게 나을까요?", "force
# push는 왜 위험한가요?", "main에 푸시해도 되나요?"): its interrogative ending before "?" — not a
# request put as one ("…해 줄래?", "…해 주시겠어요?", "…해 주면 안 될까요?").
_KO_QUESTION = Lazy(r"[^.!?\n,，]*?(?<=[가-힣])(?:까|까요|나요|나|니|냐|가요|는지요|을지요)\s*\?+")
# (check-x-east) a question that names a version ("release/1.8 쪽은 지금도 푸시 금지인가요?": its dot
# ends no sentence), and two questions joined by a comma ("…금지인가요, 혹시 풀렸나요?"): one question
_KO_NUM_DOT = r"(?:[^.!?\n,，]|(?<=\d)\.(?=\d))*?"
_KO_QUESTION_MORE = Lazy(
    rf"{_KO_NUM_DOT}(?<=[가-힣])(?:까|까요|나요|가요|는지요)\s*"
    rf"(?:,\s*{_KO_NUM_DOT}(?<=[가-힣])(?:까|까요|나요|나|니|냐|가요|는지요)\s*)?\?+"
)
# (ko, check-z-east) An explanation asked for: why a thing is so or what it is, to be explained or
# told ("sudo가 왜 위험한지 설명해 줄래?", "force push가 뭔지 설명해 줄 수 있어?", "rebase 가 뭔지
# 알려 줘"): a request put as one, but of knowledge — it asks nothing of an output.
_KO_EXPLAIN_ASKED = Lazy(
    r"[^.!?\n,，]*?(?:(?:왜|어떻게)\s*[^.!?\n,，]{0,24}?(?<=[가-힣])지|뭔지|무엇인지|뭐였는지)\s*(?:좀\s*)?"
    r"(?:설명|알려)\s*(?:해)?\s*(?:줄래요?|줄\s*수\s*있\w*|주실\s*수\s*있\w*|주시겠\w*|줘|주세요|주실래요?)"
    r"\s*(?:[.!?~]+|$)"
)
_KO_ASKS_ME = Lazy(r"줄\s*수|주실\s*수|주시겠|주겠|줄래|주실래|주면|주시면|해\s*줄")
# "pnpm 쓰라고 했는데", "npm 쓰지 말라고 했지만": what the user said before, reported in a clause
# the contrast closes — the rule now is what follows it.
_KO_REPORTED = Lazy(
    r"(?:라고|자고|다고)\s*(?:했|하셨|그랬|말했|말씀드렸|말씀했|적었|써\s*놨)(?:었)?(?:는데|지만|던데)\s*,?\s*$"
)
# What was done before, in a clause the contrast closes ("예전엔 yarn 썼는데 이제 npm 쓰세요",
# "전에는 moment를 썼지만 지금은 dayjs로 해 주세요"): the past habit, not what the rule asks.
_KO_PAST_BEFORE = Lazy(rf"[{_SSANG_SIOT}](?:었)?(?:는데|지만|던데|더니)(?:요)?\s*,?\s*$")
# A permission said with the verb's -아도/-어도 or -든 ("npm은 써도 되는데", "쿠버네티스라고 쓰든
# k8s라고 쓰든 상관없어요"): it allows, it asks nothing.
_KO_MAY = Lazy(
    r"(?<=[가-힣])도\s*(?:되|돼|됩|괜찮|상관\s*없|ok|ㅇㅋ)|(?<=[가-힣])(?:든지|든|던지)\s*(?:상관\s*없|괜찮|돼|되|됩)"
)


# "pnpm 말고 npm 쓰라는 게 아니라, npm 말고 pnpm 쓰라는 거예요", "금지하라는 말이 아니고 …": what
# the user says they did not mean — a quotative (-라는/-다는/-자는) noun denied by 아니라/아니고;
# the rule is what follows it.
_KO_DENIED = Lazy(
    r"(?<=[가-힣])(?:라는|다는|자는|란)\s*(?:게|것이|거|건|것은|말이|말은|뜻이|뜻은|얘기가|얘기는)"
    r"\s*아니(?:라|고|구)(?:요)?\s*,?"
    # and what the user never said: "PR 제목을 영어로 쓰라고 한 적 없어요. 한국어로 쓰세요"
    r"|(?<=[가-힣])(?:라고|자고|다고)\s*(?:한|말한|했던|말했던|말씀드린)\s*적(?:은|이)?\s*없\w*\s*[.!~]*"
)
_KO_DENIED_FROM = Lazy(
    r"(?<![\w./*-])(?!(?:pr|mr)\s*(?:제목|타이틀|title))[a-z0-9./*-]|(?:영|한국|일본|중국|독일|프랑스|스페인|러시아|아랍|이탈리아)어|한글|한국말"
)
# A Korean sentence that says how things are ("우리 팀은 작년부터 pnpm을 쓰고 있어요", "보호 규칙은
# GitHub 설정에서 관리하고 있어요"): its only predicate the progressive -고 있-, with no request, no
# refusal — a description, it asks nothing.
KO_DESCRIBES = Lazy(
    r"(?<=[가-힣])고\s*(?:있|계시)(?:어요|어|습니다|다|음|는데요?|거든요?|답니다|죠)\s*[.!~…ㅋㅎ^]*\s*$"
    # (ko, check-z-east) and the team's habit told in the formal present of 쓰다, the team its
    # subject ("우리 팀은 pnpm을 씁니다", "저희 회사는 yarn 을 씁니다"): a tool "only" used (pnpm만)
    # asks it; 써요 and 사용합니다 stay read as asked (forbidding.USE), as they were
    r"|^\s*(?:우리|저희)\s*(?:팀|회사|부서|쪽)\s*(?:은|는|에서는)\s*[a-z][\w.-]*\s*(?:을|를)\s*씁니다\s*[.!~]*\s*$"
)


def korean_not_asked(text: str, rest_asks) -> tuple[list, list]:
    """The spans of a Korean rule's words that ask nothing (see _KO_QUESTION, _KO_REPORTED): the
    user's own questions; and a report of what was said before, when the rest asks something
    (`rest_asks(words) -> bool`; "npm 쓰지 말라고 했는데 왜 또 썼어요?" is the rule repeated)."""
    if not KO_HANGUL.search(text):
        return [], []
    questions = [
        m.span() for m in _KO_QUESTION.finditer(text) if not _KO_ASKS_ME.search(m.group(0))
    ]
    questions += [  # (check-x-east)
        m.span() for m in _KO_QUESTION_MORE.finditer(text) if not _KO_ASKS_ME.search(m.group(0))
    ]
    questions += [m.span() for m in _KO_EXPLAIN_ASKED.finditer(text)]  # (check-z-east)
    spans = clauses(text)
    reported = [
        (a, b)
        for a, b in spans[:-1]
        if _KO_REPORTED.search(text, a, b) or _KO_PAST_BEFORE.search(text, a, b)
    ]
    if "아니" in text or "적" in text:
        for m in _KO_DENIED.finditer(text):
            c0 = next((a for a, b in spans if a <= m.start() < b), 0)
            if m.end() < len(text.rstrip()):
                # from the first thing it names: the topic before it ("PR 제목을 영어로 쓰라고 한
                # 적 없어요") is the rule's too
                named = _KO_DENIED_FROM.search(text, c0, m.start())
                reported.append((named.start() if named else c0, m.end()))
    if reported and not rest_asks(blank(text, questions + reported)):
        reported = []  # the report stands for the rule repeated
    return questions, reported


# Korean's double negation asks for the thing: "yarn 안 쓰면 안 돼요", "테스트 돌리지 않으면 안
# 됩니다" (it must be used, run): the two negations, not the verb between them.
KO_MUST = Lazy(
    r"(?<![가-힣])(안\s*)[가-힣]+?((?:으)?면\s*안\s*(?:되|돼|됩|된|됨)[가-힣]*)|"
    r"(?<=[가-힣])(지\s*않(?:으)?면\s*안\s*(?:되|돼|됩|된|됨)[가-힣]*)"
)


def korean_must(text: str) -> list[tuple[int, int]]:
    """The spans of a Korean double negation's two negations (see KO_MUST)."""
    if "안" not in text:
        return []
    return [m.span(g) for m in KO_MUST.finditer(text) for g in (1, 2, 3) if m.group(g)]


def korean_permissions(text: str, branches_named: Callable[[str], object]) -> list[tuple[int, int]]:
    """The clauses of a Korean rule that permit (see _KO_MAY), but not a permission closing the
    rule after it that names where the rule stops (korean_permitted: "단 fixtures는 수정해도 돼");
    `branches_named` is read_branches' (passed in: read_branches is read after this room)."""
    if not KO_HANGUL.search(text) or not _KO_MAY.search(text):
        return []
    kept = set(korean_permitted(text))
    spans = clauses(text)
    kept |= set(_verb_carried(text, spans, branches_named))  # (ko; check-zd-east)
    return [(a, b) for a, b in spans if (a, b) not in kept and _KO_MAY.search(text, a, b)]


# (ko; check-zd-east) A refusal after a permission with its verb left out, the branch or thing and
# its topic's particle before a bare "no" ("develop 은 마음대로 푸시해도 되지만 main 은 안 됩니다"):
# the verb is the permission's, so that clause is read with the rule (blanked, it took the push
# away and the rule read nothing); a refusal with its own verb ("main 은 푸시하면 안 돼") is not one
_KO_BARE_NO = Lazy(
    r"\s*(?:하지만|그런데|근데)?\s*[\w./*-]+\s*(?:브랜치)?\s*(?:은|는|에는|엔|으로는|로는)\s*"
    r"(?:절대(?:로)?\s*)?(?:안\s*(?:돼|됩니다|돼요|되요|됨|된다)|금지(?:입니다|예요|야|임)?)\s*[.!~]*\s*"
)


def _verb_carried(
    text: str, spans: list[tuple[int, int]], branches_named: Callable[[str], object]
) -> list[tuple[int, int]]:
    """The permission clauses of `spans` a bare refusal right after carries the verb of: the
    refusal's topic a branch the reader names (a bare word it does not, "stable 은 안 됩니다", would
    leave the permitted branch the only one named, and refused)."""
    if "안" not in text and "금지" not in text:
        return []
    # (a conjunction alone between them is a clause of its own: "…돼요. 하지만 develop 은 안 돼요")
    spans = [(a, b) for a, b in spans if not _KO_BUT_ALONE.fullmatch(text, a, b)]
    return [
        spans[i]
        for i in range(len(spans) - 1)
        if _KO_MAY.search(text, *spans[i])
        and not _KO_FORCE.search(text, *spans[i])
        and _KO_BARE_NO.fullmatch(text, *spans[i + 1])
        and branches_named(text[slice(*spans[i + 1])])
    ]


# a force push permitted ("hotfix/* 브랜치는 force push 해도 되지만 main은 안 됩니다"): the force rule
# reads every branch named as kept from force, so the permitted clause stays blanked as it was
_KO_FORCE = Lazy(r"force|강제|포스|--force|(?<![\w-])-f(?![\w-])", re.IGNORECASE)
_KO_BUT_ALONE = Lazy(r"\s*(?:하지만|그런데|근데|그러나|다만)\s*[,.]?\s*")


# Hangul syllables whose last consonant is ㄹ (할, 옮길, 쓸): the prospective -(으)ㄹ before 거예요,
# 예정, 계획.
KO_RIEUL = "".join(chr(0xAC00 + i) for i in range(8, 11172, 28))
# A plan for a set time ("다음 주에 CI를 GitHub Actions로 옮길 예정입니다", "레거시 코드 정리는 다음
# 스프린트에 할 거예요"): what the user will do then — it asks nothing of an output.
KO_PLAN = Lazy(
    rf"(?<=[{KO_RIEUL}])\s*(?:거예요|거에요|거야|겁니다|것입니다|예정(?:입니다|이에요|이야|임|이다)?|"
    rf"계획(?:입니다|이에요|이야|임|이다)?)\s*[.!~…ㅋㅎ^]*\s*$"
)
_KO_SET_TIME = Lazy(
    r"(?<![가-힣])(?:다음|내일|모레|이번|오늘|나중에|곧|조만간|내주|다다음|월말|연말)(?![가-힣])"
)


def korean_plan(text: str) -> bool:
    """Whether a Korean rule's words are only a plan for a set time (KO_PLAN, with 다음, 내일,
    이번…): not "앞으로 npm은 안 쓸 거예요", a decision from now on."""
    return bool(KO_PLAN.search(text) and _KO_SET_TIME.search(text))
