"""Korean: the forms of a lasting rule (the table's `rule` slot, tried in order) and the pieces of
a sentence they are written with; ko.py is the rest of the table."""

from __future__ import annotations

import re

from app.domain.memory.judgement.lexicon import rx

MARKERS = r"항상|매번|늘|언제나|절대(?:로)?|반드시|꼭|마다|모든|무조건|예외\s*없이"


def _plain_imperative_ends() -> str:
    """Every Hangul syllable a verb's plain (반말) imperative can end on: an open syllable whose
    vowel is the -아/-어 ending or its contraction with the stem (ㅏ ㅐ ㅓ ㅕ ㅘ ㅝ: 해, 써, 봐, 줘,
    남겨, 줄여, 보내, 맞춰, 지워), drawn from Unicode's Hangul syllable arithmetic, not a verb list;
    되다 and -어지다 (돼, 되어, 져), which are things happening, not acts asked, left out."""
    vowels = (0, 1, 4, 6, 9, 14)  # ㅏ ㅐ ㅓ ㅕ ㅘ ㅝ
    ends = {chr(0xAC00 + (lead * 21 + v) * 28) for lead in range(19) for v in vowels}
    return "".join(sorted(ends - set("돼져와")))


_PLAIN_END = _plain_imperative_ends()


def final_syllables(final: int) -> str:
    """Every Hangul syllable closing on one final consonant (its index in Unicode's Hangul
    syllable arithmetic: 4 ㄴ, 8 ㄹ, 17 ㅂ): the -ㄴ of a plain present (한다, 쓴다), the -ㄹ of a
    prospective (올릴 것), the -ㅂ of the formal -ㅂ니다 (만듭니다, 붙입니다)."""
    return "".join(chr(0xAC00 + i * 28 + final) for i in range(19 * 21))


# A verb in the plain present closing the sentence, in any speech level: 해요체 (-아요/-어요:
# 처리해요, 올려요, 만들어요, 않아요), 합니다체 (-ㅂ니다/-습니다: 만듭니다, 붙입니다, 받습니다), 해라체
# (-ㄴ다/-는다: 한다, 쓴다, 받는다) and Gyeongsang's -ㄴ데이 (한데이): how things are done, said of
# a kind or of the team, not of one occasion. Read by its ending, not by its verb; the tense
# (었/았/였/했/겠 before it) and the verbs of being and having, of seeming, of taking time and of
# becoming (있, 없, 같, 되, 걸리 …), which describe a state and ask for no act, are left out.
_STATE = r"(?<![있없같좋싫많크작멀길짧넓높낮쉽맵춥덥])"
# (the past or the future's marker: any syllable closing on ㅆ, contracted too, 보냈어요, 갔어요,
# 왔다, 줬어요, 뒀어요, as well as 었, 았, 였, 했, 됐, 겠)
_TENSE = r"(?<![" + final_syllables(20) + r"])"
# The obligation -아야/-어야 of any verb, then 하다 or 되다 in any speech level ("올려야 돼요", "끝내야
# 해요", "봐야 돼", "받아야 됩니다"): what must be done, the 해요 and 반말 of "-아야 합니다"
_MUST = r"(?<=[가-힣])야\s*(?:해요|돼요|되요|됩니다|합니다|한다|된다|해|돼)\s*[.!~]*\s*$"
# A gate: a step done with -아야/-어야, then what can be done only then, in any speech level ("결재가
# 나야 거래처에 보낼 수 있어요", "검토 끝나야 고객사에 보낼 수 있어", "교육을 받아야 들어갈 수 있다");
# not a reason (가야 해서 …), nor a bound (많아야 세 명), a question or the past
_GATE = (
    r"(?<=[가-힣])(?<!많아)(?<!적어)(?<!길어)(?<!늦어)(?<!커)야\s+(?!해|돼|되|하|겠)[^.?？,，]{1,30}?[가-힣]\s*수\s*"
    r"(?:있어요|있습니다|있어|있다|있지요|있죠)\s*[.!~]*\s*$"
)
_PRESENT = (
    r"(?:"
    + _MUST
    + r"|"
    + _TENSE
    # (a state's stem shows before its own -아/-어 ending, 작아요, 좋아요; before 해요 it is a
    # noun's last syllable, 제작해요, "교육을 시작해요": an act; but 시작해요 with no object is what
    # begins, "회의는 3시에 시작해요", an event)
    + r"(?!(?<=[있없같좋싫많크작멀길짧넓높낮쉽맵춥덥])[아어])(?<!(?<![을를]\s)시작)"
    + r"(?<!걸)(?<!느)(?<!바)(?<!빨)["
    + "".join(sorted(set(_PLAIN_END) - set("려빠라커파")))
    + r"]요|(?<!걸)(?<!느)려요|"
    + _TENSE
    + r"["
    + "".join(sorted(set(final_syllables(17)) - set("됩립입습")))
    + r"]니다|(?<=[붙줄])입니다|"
    + _TENSE
    + _STATE
    + r"습니다|"
    # voice typing's trailing connective with 요 ("…막아 두고요", "…따로 보관하고요"): said of the
    # way things are done, as the plain present is (not a state: 좋고요, 있고요; nor the past)
    + _TENSE
    + _STATE
    + r"(?<![였었았했겠])[가-힣]고요|(?<!있)(?<!없)(?:["
    + "".join(sorted(set(final_syllables(4)) - set("된진인")))
    + r"]|는|(?<=[붙줄])인)(?:다|데이))\s*[.!~]*\s*$"
)

# The team or the place as the one who does it: "우리 부서는", "저희 팀은", "우리 백엔드 파트에서는",
# "저희는" (the topic particle after a final consonant is 은)
_TEAM = (
    r"(?:이\s*(?:프로젝트|저장소|레포|리포)|(?:우리|저희)(?:\s*[가-힣A-Za-z]{1,6})?\s*(?:팀|회사|부서|파트|조직|쪽|본부|스쿼드|"
    # (or the team's own workplace: "저희 센터는", "우리 학교는", "저희 병원은", "우리 반은")
    r"센터|학교|학원|병원|의원|약국|매장|가게|지점|창고|사무실|연구소|반|과|"
    r"프로젝트|저장소|레포|연구실|랩)|(?:우리|저희)(?=는))(?:에서는|에선|에서|은|는|선)\s*[,，]?\s*"
)

# What marks a clause as an act on something: an object, a manner or a place, "only", a bound in
# time ("을 ", "로 ", "만 ", "에 ", "뒤에 ", "확인 후 "), words of the whole kind, or one act after another
# ("…확인 받고 내보내요")
_ACT = (
    r"(?:(?:을|를|으로|로|만|에|에는|에서|에서는|엔|까지|도|부터|전부|모두|다|함께|같이|직접|먼저|따로|후|전|뒤|다음)\s"
    r"|[가-힣]고\s"
    # (or -아서 / -어서 / 해서, one act done to go on to the next: "…압축해서 보관해요")
    r"|(?:해서|[아어여]서)\s"
    # (or a second topic, what is refused: "저희 병원은 … 환자분은 받지 않아요")
    r"|[가-힣](?:은|는)\s(?=[^.?？]*(?:지\s*않|(?:^|\s)안\s)))"
)

# A span of the year or the month that comes round again (a holiday, the month's end, a season)
_PERIOD = r"(?:추석|설날|명절|연휴|연말|연초|월말|월초|분기\s*말|결산|휴가철|공휴일|방학|성수기|블랙\s*프라이데이)"

# (a word with a small letter: "PR은", "CI는", "API는" name the work's things, not a tool; nor a branch)
# (the name in Latin letters alone, with a small letter read as such: "CS팀은", "QA팀은" and "PM 파트는"
# name a unit of the company, no tool; "Kafka는", "npm은" a tool)
_TOOL_TOPIC = r"(?!(?!(?:main|master|develop|dev|staging|release)(?:은|는))(?-i:[A-Za-z]*[a-z][A-Za-z0-9.+#-]*)(?:은|는)\s)"

# a tool named alone, then a statement ("Redis는 … 저장합니다", "Kafka는 … 보장합니다"): how it works
_TOOL_STATES = r"(?!(?=[^.]*(?:니다|어요|아요|해요)\s*[.!]?\s*$)" + _TOOL_TOPIC[3:]

# The order of two steps, one done before the other: a verb's -ㄴ (past modifier) then 뒤에 / 다음에 /
# 후에 ("붙인 뒤에", "읽어 본 다음에"), or -고 나서 ("확인하고 나서"): a procedure's steps
_STEPS = (
    r"(?:["
    + "".join(chr(0xAC00 + i * 28 + 4) for i in range(19 * 21))
    + r"]\s*(?:뒤에|다음에|후에)|고\s*(?:나서|난\s*(?:뒤|다음|후)에))\s"
)

# What says the sentence is about work and not about one's day ("점심은 김밥으로 먹어요", "커피는
# 아메리카노만 마셔요" say how someone lives): the written register of a notice (-ㅂ니다), a verb made of
# a noun with 하다 written as one word (승인해요, 머지해요, 작성한다: the register of work), a thing of
# the work named in Latin letters (PR, API, main), a bound, or a word of genericity over the work's
# things (신규, 사내, 운영, 모든, 각)
_AT_WORK = (
    r"(?=[^.?？]*(?:[A-Za-z]|신규|사내|운영|외부|내부|모든|각\s|전체|최대|최소|까지만|이내|이하|주간|월간|정기|격주|"
    # (or a noun of form before the instrumental: how every item is made, "…날짜_주제 형식으로 달아요",
    # "…접수 순서대로 답해요", "…폴더 단위로 모아요")
    r"(?:형식|포맷|순서|기준|단위|방식|형태|패턴|템플릿|양식)(?:으로|로|대로)"
    # (or a document of the work as the topic, a form by its -서 or a paper named: "견적서는 …",
    # "시안은 …", "전표는 …": every such paper is made so)
    r"|^\s*(?:[가-힣]{1,6}\s)?(?:견적|발주|계약|보고|신청|청구|명세|확인|요청|제안|기획|지시|증명|품의|결의|사유|각)서(?:은|는)\s"
    r"|^\s*(?:[가-힣]{1,6}\s)?(?:시안|도면|전표|장부|공문|송장|영수증|세금계산서)(?:은|는)\s"
    # (or what makes the sentence a procedure over every item, whatever its words: an order of
    # steps, "…붙인 뒤에 …넣어요", "…읽어 본 다음에 …", "…확인하고 나서 …"; a kind bounded by an
    # amount, "100만 원이 넘는 비품은 …"; a new item of the kind, "새 저장소는 …"; a recurring time is
    # read by its own form below, with an object or a negation: "주말에는 보통 집에서 쉬어요" is a life)
    r"|" + _STEPS + r"|(?:넘는|넘을|초과하는|초과인|이상인|이상의|미만인|미만의)\s|(?:^|\s)새\s"
    # (or a kind as the place where each item gets something, then a verb of adding or writing:
    # "…보고서엔 빌드 번호를 적어요", "…라벨에는 입고일을 붙입니다")
    r"|[^.,，?？]{1,30}?(?:에는|엔)\s[^.?？]*(?:적어요|적습니다|넣어요|넣습니다|붙여요|붙입니다|달아요|답니다|남겨요|남깁니다|써요|씁니다)\s*[.!~]*\s*$)"
    r"|[^.?？]*(?:니다|[가-힣]{2}(?:해요|한다|해|합니다)|[가-힣](?:래이|라이))\s*[.!~]*\s*$|[^.?？]*"
    + _MUST
    + r")"
)

# Where a sentence that is no rule opens: a thing pointed at, a moment, the speaker alone
_NOT_KIND = (
    r"(?!(?:이|그|저|이번|오늘|내일|어제|금주|금일|지금|현재|요즘|최근|아까|방금|올해|작년|내년)\s)"
    r"(?!(?:이건|그건|저건|저는|나는|전|난|제가|내가|그게|이게|걔는|그는|그녀는|우리가|저희가)\s)"
    # the speaker's own things ("우리 집은", "내 노트북은"; the team's units are read as the team),
    # and a person by kinship ("엄마는", "동생은"): a life, not a way of working
    r"(?!(?:우리|저희|내|제|나의|저의)\s)"
    r"(?!(?:엄마|아빠|어머니|아버지|동생|형|누나|언니|오빠|아이들|애들|아들|딸|남편|아내|와이프|친구|할머니|할아버지)"
    r"(?:은|는|도|가|이)\s)"
    # a tool named alone as the topic ("Redis는 …", "npm은 …"): how the tool works, a fact
    + _TOOL_TOPIC
    # the product's users, and the machines that run (a server, a script, a bot): what the
    # running code or its users do, no way of working ("결제 서버는 새벽마다 …", "사용자는 …")
    + r"(?![^.,，?？]{0,25}?(?:사용자|고객|방문자|회원|유저|서버|스크립트|앱|함수|봇|크론|프로그램|시스템|"
    r"라이브러리|모듈|엔진|워커|데몬|컨테이너|잡)(?:은|는|들은)\s)"
    # nor what is so today or by itself ("요즘", "현재", "기본적으로", "알아서"), nor a question
    # (with its topic particle too: "…요즘은 해요")
    r"(?![^.?？]*(?:(?:요즘|최근|현재)(?:은|는|에는)?|지금(?!부터)|다음\s*(?:달|주|번)(?:에|에는)?|모레|기본적으로|내부적으로|알아서|누가|누구|언제|"
    r"어디|왜|어떻게|무엇|뭘)\s)"
)

# A role at work, by its title's last word (…팀, …과, …센터, …담당, …장) or by the function it names
# (접수처, 법무, 당직자, 담임): who, in a team, does an act for every item; not one person named with
# the honorific 님 ("발표 자료는 팀장님이 만들어요": that person's part, as 課長は is in Japanese)
_ROLE = (
    r"(?:[가-힣A-Za-z]{0,8}?(?:팀|과|실|부|센터|담당자?|당직자|기사|선생|담임|매니저|리더|책임자|접수처|법무|총무|"
    r"인사|경리|서기|간사|간호사|약사|조교|(?<=[팀과실부])장)(?!님))"
)

# A room named by its use (회의실, 휴게실, 교실): where, not an office that acts
_NOT_A_ROOM = r"(?<!회의실)(?<!휴게실)(?<!화장실)(?<!강의실)(?<!탕비실)(?<!대기실)(?<!교실)"


def rule_forms() -> tuple[re.Pattern[str], ...]:
    """The rule slot's patterns, in the order they are tried."""
    return (
        # "이건 규칙이에요", "필수입니다", "예외 없이": the sentence says it is a rule
        rx(r"(?:규칙|원칙|룰)(?:이에요|입니다|이야|이니까)|필수(?:예요|입니다|야)|예외\s*없이"),
        rx(MARKERS),
        # (and a note's nominal -기: "…저장소에 올리지 않기", "…쓰지 말기")
        # (and before what is done instead: "…README에 적지 말고 1Password에 넣어 둬")
        rx(r"지\s*(?:마세요|마십시오|마|말아\s*(?:주세요|줘)|말\s*것|않기|말기|말고)|않도록|금지"),
        rx(
            r"^\s*(?!(?:이건|그건|저는|나는|전|난|제가|내가|이번|오늘))"
            + _TOOL_STATES
            + r"(?:[^.]|\.(?=\d)){1,30}?(?:은|는)\s+(?:[^.]|\.(?=\d)){1,40}?"
            r"(?:주세요|하세요|해\s*주세요|해\s*줘|합니다|둡니다|씁니다|[가-힣](?:아라|어라|여라))"
            # what not to do instead may follow ('…달아라, 영어로 쓰지 말고')
            r"(?:\s*[,，]\s*[^.,，]{1,30}?지\s*(?:말고|마))?\s*[.!]?\s*$"
        ),
        # a topic, then what is arranged for it, a nominal -기로 or -게 and "is set" (되어 있다, 돼 있다,
        # 정해져 있다) in any speech level ("회의록은 돌아가면서 작성하기로 되어 있어요", "…보관하게 돼 있음"):
        # the team's standing arrangement; not the speaker's own part, nor asked or done before
        rx(
            r"^\s*(?!(?:이건|그건|저는|나는|전|난|제가|내가|이번|오늘|내일|지금))(?![^.?]*(?:제가|내가))"
            r"[^.?]{1,30}?(?:은|는)\s+[^.?]{1,40}?(?:기로|게)\s*(?:되어|돼|정해져|약속되어|약속돼)\s*"
            r"있(?:어요|습니다|어|다|음|거든요|죠|지요)\s*[.!]?\s*$"
        ),
        # "들여쓰기는 스페이스 두 칸으로", "브랜치 이름은 하이픈으로", "답변은 짧게": a topic given its value
        # with no verb (the instrumental particle says how it is made), as Japanese "…は…で"
        rx(
            r"^\s*(?!(?:이건|그건|저는|나는|전|난|제가|내가|이번|오늘|지금|결과|원인))"
            # (nor one thing pointed at, "이 개발 보드는 …115200bps로 해요": how that device is set)
            r"(?!(?:이|그|저)\s+[가-힣A-Za-z])"
            + _TOOL_STATES
            + r"(?:[^.,，]|\.(?=\d)){1,30}?(?:은|는)\s+"
            # the value may be given for two parts in turn ('사용자한테는 한국어로, 로그에는 영어로 …')
            r"(?:[^.,，]{0,30}?[^.,，\s](?:으로|로)\s*[,，]\s*"
            # or another topic after the first one's value ('컬럼 이름은 스네이크 케이스, 테이블 이름은 …')
            r"|[^.,，]{1,30}?[,，]\s*[^.,，]{1,20}?(?:은|는)\s+)?"
            r"(?:[^.,，]|\.(?=\d)){0,30}?(?:[^.,，\s](?:으로|로)(?:만)?|[가-힣]게)(?:\s*(?:부탁(?:해요|합니다|해)?|통일(?:해\s*주세요)?|해\s*주세요|"
            # the verb of doing in any speech level: "해", "해요", "해라", "하자", "합시다"
            r"해\s*줘|해요|해라|하자|합시다|해(?=\s*[.!]?\s*$)|"
            # any one verb in the volitional or the plain imperative ('통일하자', '달자', '남겨',
            # '맞춰', '지워', '써'): the speech level, not the verb, says it is asked
            r"[가-힣]{0,4}?(?:자|합시다|읍시다|(?<!있)(?<!없)(?<!같)["
            + _PLAIN_END
            + r"])(?=\s*[.!]?\s*$)))?"
            r"\s*[.!]?\s*$"
        ),
        # a kind as the topic of where something goes, then a verb of attaching or marking:
        # "캐시 키에는 v2: 같은 버전 프리픽스 붙여 줘", "함수에는 타입 힌트 달아 둬"
        # (not one thing made new: "로그인 화면에는 새 버튼 달아 줘")
        rx(
            r"^\s*(?!(?:이|그|저|이번|오늘)\s)[^.,，]{1,30}?에는\s+(?![^.]*(?:새|새로운)\s)[^.]{1,40}?(?:붙여|넣어|달아|적어|남겨)\s*(?:줘요|줘|주세요|둬요|둬|두세요)?\s*[.!]?\s*$"
        ),
        # a topic given a recurring time, with the copula or none: "배포 시간은 매주 화요일 오후야"
        rx(
            r"^\s*(?!(?:이건|그건|저는|나는|전|난|제가|내가|이번|오늘|지금|이\s|그\s))[^.,，]{1,30}?(?:은|는)\s+"
            r"(?:매주|매일|매달|매월|평일|주말)[^.?？]{0,30}?(?:야|예요|이에요|입니다|이야|임)?\s*[.!]?\s*$"
        ),
        # a topic given a bound, with no verb: "로그 보관 기간은 최대 90일", "PR은 400줄 이하"
        rx(
            r"^\s*(?!(?:이건|그건|저는|나는|전|난|제가|내가|이번|오늘|지금|이\s|그\s))[^.,，]{1,30}?(?:은|는)\s+"
            # (the unit it is counted by may come first: "…은 한 PR에 최대 1개")
            r"(?:[^.,，]{1,12}?(?:에|당|마다)\s+)?(?:(?:최대|최소|많아야|길어야|적어도)\s*\d+\s*[가-힣A-Za-z%]{0,4}|\d+\s*[가-힣A-Za-z%]{0,4}?\s*(?:이하|이내|미만|까지))"
            r"(?:(?:이|가)?(?:야|예요|이에요|입니다|임|까지))?\s*[.!]?\s*$"
        ),
        # an impersonal prohibition said of a kind: "테스트 없는 PR은 머지 안 돼"
        rx(
            r"^\s*(?!(?:이건|그건|저는|나는|전|난|제가|내가|이번|오늘|지금|이\s|그\s))[^.,，]{1,30}?(?:은|는)\s+"
            # (not something failing to work: "로그인은 잘 안 돼", "이 기능은 작동 안 돼")
            r"(?:[^.,，]{0,20}\s)?(?!(?:잘|제대로|아직|지금|또|전혀|작동|동작|실행|접속|연결|로딩)\s*안)"
            r"[가-힣A-Za-z]{1,6}\s*안\s*(?:돼요|돼|됩니다|된다)\s*[.!]?\s*$"
        ),
        rx(
            r"^\s*(?:우리는|우리\s*팀은|저희는|저희\s*팀은|우리\s*팀에서는|저희\s*팀에서는)\s+"
            # (not what changed: "…원래 … 안 했는데 요즘은 해요", nor what is so these days)
            r"(?![^.]*(?:(?:요즘|최근|현재)(?:은|는|에는)?\s|[" + final_syllables(20) + r"]는데))"
            r"[^.]*(?:합니다|해요|씁니다|써요|사용합니다|사용해요)"
        ),
        # the team or the place (any unit, 은 or 는), then how it does things, an act in the plain
        # present of any speech level ("우리 부서는 …위키에 올려요", "우리 팀은 …머지 안 한데이"); read
        # as a rule's form, so the place stays in the stored words: it says whose way it is
        rx(
            r"^(?![^.?？]*(?:(?:요즘|최근|현재)(?:은|는|에는)?|지금(?!부터)|다음\s*(?:달|주|번)(?:에|에는)?)\s)\s*"
            + _TEAM
            + r"(?=[^.?？]*?"
            + _ACT
            + r")(?![^.?？]*(?:었|았|했|였|겠)[가-힣]{0,3}\s*[.!]?\s*$)[^.?？]*?"
            + _PRESENT
        ),
        # a kind as the topic, then an act on something in the plain present of any speech level
        # and any verb: "신규 입사자 계정은 인사팀 승인이 난 뒤에 만듭니다", "GraphQL 스키마 변경은 백엔드
        # 리드만 승인해요", "문서 제목 앞에는 작성 날짜를 붙입니다": how things are done here
        rx(
            r"^\s*"
            + _NOT_KIND
            + _AT_WORK
            + r"[^.,，?？]{1,30}?(?:은|는|에는|에선|엔)\s+(?=[^.?？]*?"
            + _ACT
            + r")(?![^.?？]*(?:내가|제가|나도|저도|우리가|저희가)\s)[^.?？]*?(?:"
            + _PRESENT
            # or Gyeongsang's order ("로그는 영어로 남기래이")
            + r"|[가-힣](?:래이|라이)\s*[.!]?\s*$"
            # or 반말's -아/-어, a statement or an order alike ("…최대 다섯 번까지만 해")
            + r"|(?<![있없같좋싫많])"
            + _TENSE
            + r"["
            + _PLAIN_END
            + r"]\s*[.!]?\s*$)"
        ),
        # a condition of the work (-기 전에, -면, -ㄹ 때), then an act on something in the plain
        # present with no subject of its own: "배포하기 전에 마이그레이션 스크립트를 … 돌려요", "신규
        # 기기를 입고하면 자산 번호 스티커를 붙여요"; the team's procedure. Not the speaker's own
        # ("저는 자기 전에 …"), nor what happens then ("비가 오면 길이 막혀요": a subject by 이/가)
        rx(
            r"^(?=[^.?？,，]{1,40}?(?:전에|후에|다음에|면|때|땐))(?=.*요\s*[.!~]*\s*$|.*다\s*[.!~]*\s*$|.*데이\s*[.!~]*\s*$)\s*"
            + _NOT_KIND
            + r"(?![^.?？]*(?:저는|나는|전|난|제가|내가)\s)[^.?？,，]{1,40}?(?:기\s*전에|전에|후에|다음에|[가-힣]면|때(?:는|에는|엔)?|땐)"
            r"\s*[,，]?\s+(?![^.?？]*[가-힣](?:이|가)\s(?![^.?？]*"
            + _STEPS
            + r"))(?=[^.?？]*?"
            + _ACT
            + r")[^.?？]*?"
            + _PRESENT
        ),
        # a recurring time, then an act on something in the plain present: "매달 첫째 주 월요일에
        # Renovate PR을 몰아서 처리해요"
        rx(
            r"^\s*"
            + _NOT_KIND
            + r"(?=[^.?？]*(?:매주|매일|매달|매월|매년|(?<![가-힣])매\s|마다|평일|주말|"
            # (a weekday with the topic's 엔 / 에는, a part of the day between: "금요일 오후엔 …")
            r"(?:월|화|수|목|금|토|일)요일\s*(?:(?:아침|오전|오후|저녁|밤)\s*)?(?:엔|에는)\s|"
            # (or a period that comes round: "월말엔 …", "연말에는 …")
             + _PERIOD + r"(?:엔|에는|마다)\s))"
            r"(?![^.?？]*(?:저는|나는|제가|내가)\s)"
            # (an act on an object, or one not done: "…제출은 금요일엔 안 해요", "…배포 안 하고 …")
            r"[^.?？]*?(?:(?:을|를)\s|(?:^|\s)안\s|지\s*않)[^.?？]*?" + _PRESENT
        ),
        # a kind as the topic, then who alone may do it: "데이터 내보내기는 관리자만 할 수 있어요"
        rx(
            r"^\s*"
            + _NOT_KIND
            + r"[^.,，?？]{1,30}?(?:은|는)\s+(?:[^.?？]*\s)?(?!(?:저|나|제|너)만)[가-힣A-Za-z]{1,10}만\s+[^.?？]*?"
            r"[" + final_syllables(8) + r"]\s*수\s*(?:있어요|있습니다|있다|있어|있음)\s*[.!]?\s*$"
        ),
        # a kind as the topic, then a gate: what can be done only once a step is done ("발주서는 팀장
        # 결재가 나야 거래처에 보낼 수 있어요", "야간 작업은 안전 교육을 받아야 들어갈 수 있어")
        rx(r"^\s*" + _NOT_KIND + r"[^.,，?？]{1,30}?(?:은|는)\s+[^.?？]*?" + _GATE),
        # a requirement said as what an office cannot do without it: what it takes, then 없으면 /
        # 없이는 / 안 …면 and the office's act refused closing the sentence ("…도장 없으면 접수 못 해요",
        # "…신청서를 안 내시면 자료를 보여 드릴 수가 없어요"); not the speaker's own, one occasion,
        # nor what a device or a tool cannot do ("비밀번호가 없으면 로그인할 수 없어요")
        rx(
            # (asked only where a condition's ending is: one scan first)
            r"^(?=[^.?？]*(?:없으면|없이는|면\s))\s*"
            + _NOT_KIND
            + r"(?![^.?？]*(?:저는|나는|제가|내가|오늘|지금|이번)\s)"
            r"[^.?？]{1,40}?(?:없으면|없이는|(?:^|\s)안\s*[가-힣]{1,6}면|[가-힣]지\s*않으면)\s*[,，]?\s+[^.?？]{0,30}?"
            r"(?:(?:접수|발급|인도|환불|처리|입장|출고|대여|열람|교환|진료|조제|예약|등록|신청|반품|출입|발송|수령|승인)"
            r"(?:이|가|을|를|은|는)?\s*(?:못\s*(?:해요|합니다|해\s*드려요|해\s*드립니다|해|한다)|안\s*(?:돼요|됩니다|돼))|"
            r"(?:드릴|하실|받으실|가실|들어가실|찾아가실|보실|이용하실)\s*수\s*(?:가\s*)?없(?:어요|습니다|어))"
            r"\s*[.!~]*\s*$"
        ),
        # (twenty-fourth round) the same with any act the house refuses, after a paper or a consent
        # lacking ("보호자 동의서가 없으면 수술 진행이 안 돼요", "…서명이 없으면 학원에서 조퇴시킬 수 없습니다"):
        # what it cannot do (…ㄹ 수 없다) or what "won't do" (…이 안 돼요); never a device's or a
        # tool's workings ("비밀번호가 없으면 로그인할 수 없어요"), nor the speaker's own
        rx(
            r"^(?=[^.?？]*없으(?:시)?면\s)\s*"
            + _NOT_KIND
            + r"(?![^.?？]*(?:저는|나는|제가|내가|오늘|지금|이번)\s)"
            r"(?![^.?？]*(?:비밀번호|패스워드|로그인|와이파이|인터넷|앱|어플|프로그램|설치|업데이트|전원|충전|배터리|"
            r"네트워크|계정|인증서|키\s))"
            # (twenty-fifth round: a text message, a coupon or a ticket lacking, "예약 문자가 없으면 …", and the
            # act refused with 못 or with 안 돼 after its bare noun, "…단체실은 못 써요", "…포인트 적립 안 돼")
            # (twenty-seventh round: the honorific 없으시면, and the house's polite refusal 어렵습니다 /
            # 어려워요 after the act, "회원증 없으시면 … 이용이 어렵습니다")
            r"[^.?？]{1,30}?(?:서|증|서류|동의|서명|도장|확인|영수증|예약|카드|신분증|허락|승인|문자|쿠폰|티켓)(?:이|가)?\s*없으(?:시)?면\s+"
            r"[^.?？]{0,30}?(?:[" + final_syllables(8) + r"]\s*수\s*(?:가\s*)?없(?:어요|습니다|어)|"
            r"[가-힣](?:이|가)?\s*안\s*(?:돼요|됩니다|돼)|(?:은|는|을|를)\s*못\s*[가-힣]{1,4}|"
            r"[가-힣](?:이|가|은|는)\s*어(?:렵습니다|려워요|려워))\s*[.!~]*\s*$"
        ),
        # (twenty-seventh round) the one lacking named first as a kind of person, "those who did not"
        # or "those without" (예약 안 하신 분은, 회원증 없으신 분은, … 없는 분은), then what they cannot do or the
        # house's polite refusal closing the sentence; never the speaker, one occasion or the past
        # (…어제 많이 기다리셨어요), nor advice to them (우산 없으신 분은 하나씩 가져가세요)
        rx(
            # (asked only where "those … 분은" is: one scan first)
            r"^(?=[^.?？]*분(?:은|들은)\s)(?![^.?？]*(?:저는|나는|제가|내가|오늘|지금|이번|어제)\s)"
            r"[^.?？]{1,30}?(?:안\s*[가-힣]{1,4}|없(?:으신|는))\s*분(?:은|들은)\s+"
            r"[^.?？]{0,30}?(?:[" + final_syllables(8) + r"]\s*수\s*(?:가\s*)?없(?:어요|습니다|어)|"
            r"[가-힣](?:이|가|은|는)\s*어(?:렵습니다|려워요))\s*[.!~]*\s*$"
        ),
        # the notice's nominal endings: "…스캔 필수", "…추가할 것"
        rx(r"[가-힣]\s*필수\s*[.!]?\s*$", r"[" + final_syllables(8) + r"]\s*것\s*[.!]?\s*$"),
        # a span of time that comes round again as the topic, then what holds in it, with the
        # copula: "추석 연휴 앞뒤 사흘은 코드 프리즈야"
        rx(
            r"^\s*"
            + _NOT_KIND
            + r"[^.,，?？]{0,20}?"
            + _PERIOD
            + r"[^.,，?？]{0,12}?(?:은|는|엔|에는)\s+[^.?？]{1,30}?(?:야|예요|이에요|입니다|이야|임)\s*[.!]?\s*$"
        ),
        # a kind as the topic (…은/는) or a condition (…면), then a role as the subject (…이/가) and
        # an act in the plain present ("환불 요청은 경리팀이 모아서 처리합니다", "파손 신고가 들어오면
        # 물류팀이 사진을 받아서 …넘겨요"): who does what for every item; not a thing pointed at, a
        # moment, the speaker, a liking or knowing, nor the past
        rx(
            r"^\s*(?=[^.?？]*"
            + _ROLE
            + r"(?:이|가|"
            + _NOT_A_ROOM
            + r"에서)\s)"
            + _NOT_KIND
            + r"(?![^.?？]*(?:좋아|싫어|알아|몰라|기억|궁금|바빠|바쁘))"
            # (a time of each item's own may stand between, over a few words: "…은 회의 당일에 서기가",
            # "…은 매달 5일에 마감하고 회계팀이")
            + r"[^.?？]{2,30}?(?:은|는|엔|에는|(?<=[가-힣])면)\s*[,，]?\s*(?:[^.?？\s]{1,8}\s){0,3}"
            + _ROLE
            # (an office or a team as the one who acts takes 에서: "…은 교무실에서 한꺼번에 해요"; a room
            # is where, not who: "점심은 회의실에서 먹어요")
            + r"(?:이|가|"
            + _NOT_A_ROOM
            + r"에서)\s[^.?？]*?"
            + _PRESENT
        ),
    )
