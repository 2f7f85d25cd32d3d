"""Korean."""

from __future__ import annotations

from functools import cache

from app.domain.memory.judgement import east_asked, east_world
from app.domain.memory.judgement.ko_rules import MARKERS, final_syllables, rule_forms
from app.domain.memory.judgement.lexicon import Form, Lexicon, rx, taken_back, verbless

# A role named with its honorific, then a cadence at once ("수의사 선생님이 매주 화요일에 …", "관장님이
# 매달 첫째 주에 …", "방앗간 사장님은 매주 월요일 아침마다 …"): the house's duty done at its time, its
# practice (issue 33, twenty-fourth round), not a third person's doings reported; a name with 씨 stays
# a person's
# (a coming or going, or a meeting held, stays the person's own schedule, as the fifteenth round
# read "택배 기사님이 매일 오후 3시에 오세요", "원장님은 매주 월요일에 회의를 하세요")
_ROLE_CADENCE = (
    r"(?!(?:(?<=님[이가은는]\s)|(?<=님께서\s))(?:매(?:주|일|달|월|년|번)|[가-힣]{1,4}마다)\s"
    r"(?![^.]*(?:회의|모임|오세요|와요|옵니다|오십니다|가세요|가요|갑니다|가십니다|다녀)))"
)

# "기억해 줘", and as it is said: "기억해:", "기억해 둬", "기억해 놔", "기억하세요"
# (and the 합쇼체's "기억해 두십시오", "기억해 주십시오", "기억하십시오")
REMEMBER = r"(?:기억해\s?(?:줘요|줘|주세요|둬요|둬|두세요|놔요|놔|놓으세요|두십시오|주십시오)?|기억하세요|기억해요|기억하십시오)"


def _open_syllables() -> str:
    """Every Hangul syllable with no final consonant (가, 지, 호 …): what a noun closes on before
    the hearsay copula -래 ("권장이래", "금지래"), never the -ㄹ래 of the speaker's own will (줄래)."""
    return "".join(chr(0xAC00 + i * 28) for i in range(19 * 21))


def _n_final_syllables() -> str:
    """Every Hangul syllable closing on ㄴ (한, 된, 린 …): a verb's present before the hearsay
    ending -대 ("한대", "돌린대"), as 는대, 있대, 없대, 했대 are."""
    return "".join(chr(0xAC00 + i * 28 + 4) for i in range(19 * 21))


# Hearsay closing a sentence, in the plain speech level as in the polite one (-래요, -대요 were read):
# what someone else or a document says, not the speaker's rule
_HEARSAY = (
    r"(?:["
    + _open_syllables()
    + r"]래|["
    + _n_final_syllables()
    + r"는있없았었했겠]대)(?:요)?\s*[.!]?\s*$"
)


@cache
def table() -> Lexicon:
    """This language's table, compiled on first use (only for text in its script)."""
    return Lexicon(
        code="ko",
        openers=rx(
            r"^\s*(?:안녕하세요|안녕|어|고마워요|고마워|감사합니다|감사해요|좋아요|네|그리고|참고로|아|그런데|근데|추가로|"
            r"하나\s*더|잘\s*돼요|잘\s*됐어요|알겠어요|오케이|OK|음|흠|그러니까|저기|있잖아|"
            # (an aside remembered: "아 참,", "아 맞다,", "그나저나")
            r"(?:아\s*)?참|(?:아\s*)?맞다|그나저나|"
            # (voice typing's filler for a word not yet found: "그 뭐냐 음 …", "그 뭐지, …", "뭐더라 …")
            r"그\s*뭐냐|그\s*뭐지|뭐더라)\s*[,，.!！:：~\s]+",
        ),
        closers=rx(
            r"[,，]?\s*(?:감사합니다|감사해요|고마워요|고마워|땡큐)(?=\s*[.!]*\s*$)",
            # a tag asking for assent with no question mark, as voice typing writes it ("…해 알겠지")
            r"[,，]?\s*(?:알겠지|알았지|알겠죠|알았죠|오케이|ㅇㅋ)(?=\s*[.!~]*\s*$)",
        ),
        lead_in=rx(
            r"(?:앞으로(?:는|도)?|이제부터(?:는)?|지금부터(?:는)?|향후|다음부터(?:는)?|오늘부터(?:는)?|이후로(?:는)?)\s*[,，:：]?\s*",
            r"이번\s*(?:작업|티켓|PR|수정)(?:에)?만(?:이)?\s*(?:아니라|아니고)\s*[,，]?\s*",
        ),
        scope_user=rx(
            r"모든\s*프로젝트(?:에서|에서는|에서도)\s*[,，]?\s*",
            r"어느\s*프로젝트(?:에서)?(?:든|나)\s*[,，]?\s*",
        ),
        scope_session=rx(
            r"이\s*(?:대화|채팅|세션)(?:이|가)?\s*끝날\s*때까지(?:는)?\s*[,，]?\s*",
            r"이\s*(?:대화|채팅|세션)(?:에서는|에서|동안(?:은)?)\s*[,，]?\s*",
        ),
        scope_space=rx(r"이\s*(?:프로젝트|저장소|레포)(?:에서는|에서|는|은)\s*[,，]?\s*"),
        team_place=rx(
            r"^\s*(?:이\s*(?:프로젝트|저장소|레포|리포)|우리\s*(?:팀|회사)|저희\s*(?:팀|회사))(?:에서|에선)?(?:는|선)\s*[,，]?\s*"
            r"(?=[^.?？]*?(?:을|를|전부|모두|항상|반드시|무조건)\s[^.?？]*[가-힣]\s*[.!]?\s*$)"
            r"(?![^.?？]*(?:었|았|했|였|겠)[가-힣]{0,3}\s*[.!]?\s*$)"
        ),
        # the frame closing a polite request, as Korean asks ("…올려 주실 수 있을까요?", "…해 주시겠어요?")
        polite_frame=rx(
            r"^.*?(?<=주)(?P<frame>(?:실|ㄹ|을)?\s*수\s*(?:있을까요|있나요|있어요|있어|있으세요|있겠습니까|있겠어요|있을까)|"
            r"시겠어요|시겠습니까|실래요|겠어요|겠어|시겠어)\s*[?？]?\s*$"
        ),
        question=rx(r"[?？]\s*$", r"(?:나요|까요|습니까|니까|냐)\s*[.]?\s*$"),
        one_off=rx(
            # the speaker's own next step: a hand-over ("…, 내가 볼게", "제가 확인할게요")
            r"(?:내가|제가)\s*[가-힣]*(?:볼게|할게|확인할게|볼게요|할게요|확인할게요)",
            r"예외적으로|특별히|이번\s*한\s*번만|한\s*번만",
            # one item pointed at, "only": "이 PR에서만", "이 커밋만" (the project or the team is a scope);
            # not a bound's own 이 (…이내에만, …이후에만, …이상에만: "칠 일 이내에만 가능합니다")
            r"(?:^|\s)이(?!(?:내|후|전|상|하|외)에)\s*(?!프로젝트|저장소|레포|리포|팀|회사|부서)[A-Za-z가-힣]{1,10}(?:에서만|에만|만)(?=\s)",
            # (and after the item pointed at: "이 건 이후에만 보내 주세요")
            r"(?:^|\s)이\s+[A-Za-z가-힣]{1,10}\s+(?:이후|이전)에만(?=\s)",
            r"시간\s*(?:날|될|있을)\s*때",
            # "not yet" with no condition in the sentence ("이 계약서는 아직 올리지 마세요", "가격표는 아직
            # 바꾸지 마세요"): held back for now, no way of working; under a condition it is a gate
            # ("승인 안 났으면 아직 발송하지 마")
            r"^(?![^.]*(?:면\s|면서|전에|전까지|때까지|까지는|기\s*전|때는))[^.]*아직",
            # (not a span said whole, "이번 학기 동안은 …", "이번 분기 내내 …": a rule for its length)
            r"이번(?!\s*(?:학기|분기|달|시즌|학년도?|방학)\s*(?:동안|내내))(?:에는|에|만)?|"
            r"오늘|내일|어제|금주|금일|명일|지금(?!부터)|당분간|일단|우선|이\s*파일|이\s*작업|이\s*함수|이\s*브랜치|잠깐|방금|이번\s*주",
            # an intention, a wish or a plan (-려고 해요, -고 싶어요, …할 계획이에요) and a feeling closing
            # the sentence (…받아서 불편해요): no way of working yet
            r"려고\s*(?:해요|합니다|해|한다|하는)|고\s*싶|(?:계획|예정)(?:이에요|입니다|이야|이다)",
            # a plan denied or refused closing the sentence (…올릴 생각이 전혀 없습니다, …할 마음 없어,
            # …할 계획은 없어요): no way of working, the intention's absence ("계획이 없으면 …" is a case)
            r"[가-힣][ㄹ을]?\s+(?:생각|계획|예정|의향|마음|뜻|의사)(?:이|은|도|까지는)?\s*"
            r"(?:(?:전혀|절대|절대로|아직|딱히|별로|조금도|하나도|추호도|당분간)\s*)?"
            r"없(?:어요|어|습니다|다|네요|거든요|죠|답니다)[.!~]*\s*$",
            r"(?:불편|답답|피곤|곤란|귀찮|아쉬|힘들|서운|속상)[가-힣]{0,3}\s*[.!~]*\s*$",
        ),
        wish=rx(r"(?:주면|주시면)\s*(?:좋겠어요|좋겠습니다|좋겠어|감사하겠습니다|고맙겠어요)"),
        # ("혹시" before a polite request, "혹시 … 주실 수 있을까요?", softens the asking, not the rule)
        hedge=rx(
            r"수도\s*있|아마|혹시(?![^?？]*주(?:실|시겠|실래|겠)[^?？]*[?？]?\s*$)|것\s*같|나중에|언젠가|고려|검토\s*(?:중|해\s*보|하고\s*있|해\s*볼)|생각\s*중|할까|모르겠"
        ),
        past=rx(
            r"셨어요|셨습니다|었어요|았어요|였어요|했어요|썼어요|었다|았다|했다|었습니다|았습니다|했습니다|예전|이전에는|(?:^\s*|(?:\d+|한|두|세|네|몇|며칠|오래)\s*(?:년|달|개월|주|주일|일|시간|분)?\s*)전에는|옛날|작년|지난|이전\s*회사|전\s*회사|(?:이전|예전|전)\s*직장"
            # the past in 반말, closing the sentence ("…회의를 했었지", "…썼어", "…돌렸다고", honorific "…가셨어")
            # (twenty-sixth round: any syllable closed by the past's ㅆ, "…밀어 줬어", "…데려왔지", "…끓여
            # 줬어요", but 있 and 겠, being and what will be)
            r"|["
            + "".join(sorted(set(final_syllables(20)) - set("있겠")))
            + r"](?:었)?(?:지|어|죠|네|거든)(?:요)?\s*[.!~]*\s*$"
            # (thirty-third round: and 경상도's 제 or the plain 다 after it, "…낚시하러 다녔제", "…놀러 갔다"; never
            # after a rule set down, 놨 / 뒀, "…닦아 놓고 가기로 정해 놨데이", "…정해 뒀다")
            r"|["
            + "".join(sorted(set(final_syllables(20)) - set("있겠놨뒀")))
            + r"](?:었)?(?:제|다)\s*[.!~]*\s*$"
        ),
        reported=rx(
            r"(?:라고|이라고|다고)\s*(?:적혀|쓰여|나와)\s*있",
            r"말로는|에\s*의하면|래요|대요",
            _HEARSAY,
            r"^\s*(?:제|내|우리)?\s*(?:동료|상사|팀장|친구|선배|고객)(?:는|은|가|이)",
            r"^\s*(?:그는|그녀는|그들은|걔는|다들|모두들)",
            # another team or person pointed at ("그 팀은 …", "저 회사는 …"): their way, reported
            r"^\s*(?:그|저)\s*(?:팀|회사|부서|사람|분|친구|거래처|고객사|업체|병원|학교)(?:은|는|이|가|에서는)\s",
            # what someone asks or says, quoted (…달라고 해요, …내라고 합니다, …하자고 하네요)
            r"[가-힣](?:라|다|자|냐)고\s*(?:해요|합니다|하네요|하세요|하던데|하더라고요)",
            # a person with the honorific after a word of their trade ("택배 기사님이 …")
            # (the first word a name, not a topic closed by its particle: "견적서는 팀장님이 …" is who
            # does each item's part, the role's duty)
            r"^\s*\S+(?<![은는을를의])\s\S+?(?:님|씨)(?:이|가|은|는|께서)\s" + _ROLE_CADENCE,
            r"(?:라고|다고)\s*(?:했|하더|말했|하셨|말씀)",
            # a third person named with an honorific: "팀장님이 …", "민수 씨가 …"
            r"^\s*\S+(?<![은는을를의]\s)(?<![은는을를의])\s?(?:님|씨)(?:이|가|은|는|께서)\s"
            + _ROLE_CADENCE,
            # a person by a title of the workplace ("김 대리는 …", "박 과장님이 …")
            r"^\s*\S+(?<![은는을를의])\s?(?:대리|과장|차장|부장|팀장|실장|선배|매니저|책임|선임|수석|주임)(?:님)?(?:이|가|은|는|께서)\s"
            + _ROLE_CADENCE,
            r"에\s*따르면",
        ),
        everyday=rx(
            r"잘\s*부탁",
            r"걱정\s*(?:하지\s*마|마)",
            r"신경\s*(?:쓰지\s*마|마)",
            r"(?<!도)(?<!도\s)괜찮아요",
            r"충돌|크래시|멈춰요|멈춥니다|에러가\s*나|오류가\s*나",
            # crowding, a jam or a delay said as what tends to happen closes the sentence: the world's
            # state, no one's act ("명절 연휴엔 고속도로가 늘 꽉 막힌다", "월말에는 창구가 항상 붐벼요",
            # "장마철에는 공사 일정이 늘어지기 일쑤다"); a rule said after it ("…막히니까 …끝내 주세요") ends
            # the sentence otherwise
            r"(?:늘|항상|언제나|매번|맨날|으레|어김없이)\s*(?:꽉\s*|많이\s*|엄청\s*|[가-힣]+(?:이|가)\s+)?"
            r"(?:막힌다|막혀요|막혀|막힙니다|붐빈다|붐벼요|붐벼|붐빕니다|북적(?:인다|여요|거린다|거려요|입니다)|"
            r"밀린다|밀려요|밀립니다|(?:꽉\s*)?찬다|차요|찹니다|불이\s*(?:난다|나요|납니다)|미어터(?:진다|져요|집니다)|"
            r"길다|길어요|길어|깁니다)[.!~]*\s*$",
            # (or late, against the usual: "연말에는 택배가 평소보다 늦게 온다", "…늘 늦게 와요")
            r"(?:늘|항상|언제나|매번|맨날|평소보다)\s*(?:좀\s*|많이\s*|한참\s*)?늦게\s*(?:(?:들어)?(?:온다|와요|와|옵니다)|도착한다|도착해요|도착합니다)[.!~]*\s*$",
            r"기\s*(?:일쑤|마련)(?:다|예요|이에요|입니다|이야|이지)[.!~]*\s*$",
            # the weather said as what tends to be, closing the sentence ("부산 겨울은 늘 바람이 세요",
            # "장마철엔 늘 빨래가 안 말라요"); its subject named, so 세요 is no honorific order
            r"(?:늘|항상|언제나|맨날|자주)\s*(?:바람이|비가|눈이|날씨가|햇볕이|볕이|안개가|빨래가)\s*(?:많이\s*|엄청\s*)?"
            r"(?:세요|세다|세|불어요|분다|불어|와요|온다|내려요|내린다|껴요|낀다|(?:안\s*)?말라요|(?:안\s*)?마른다|흐려요|흐리다)"
            r"[.!~]*\s*$",
            r"(?:늘|항상|언제나|맨날)\s*(?:너무\s*|엄청\s*|좀\s*)?(?:추워요|춥다|추워|더워요|덥다|더워|습해요|습하다|건조해요|건조하다)"
            r"[.!~]*\s*$",
        ),
        weather=rx(east_world.weather("ko")),
        negated_memory=rx(
            r"기억하지\s*(?:마|말)", r"저장하지\s*(?:마|말)", r"잊어\s*(?:줘|주세요|버려)"
        ),
        context_less=rx(
            r"^\s*(?:이렇게|그렇게|저렇게|똑같이|같은\s*방식으로)\s*(?:해|하)",
            r"이거|이것|그거|그것|저거|이건|그건",
        ),
        task=rx(
            r"^(?!.*(?:" + MARKERS + r"|마세요|말아|지\s*말고))"
            # (nor a kind given what to attach to every item: "캐시 키에는 … 프리픽스 붙여 줘")
            r"(?!\s*(?!(?:이|그|저)\s)[^.,，]{1,30}?에는\s+(?![^.]*(?:새|새로운)\s)[^.]{1,40}?(?:붙여|넣어|달아|적어|남겨)\s*(?:줘요|줘|주세요|둬요|둬|두세요)?\s*[.!]?\s*$)"
            # not a topic given its value ('변수명은 스네이크케이스로 해 줘'): how a kind is made
            r"(?!\s*(?!(?:이건|그건|저는|나는|전|난|제가|내가|이번|오늘|지금|이\s))[^.,，]{1,30}?(?:은|는)\s+[^.,，]{0,40}?(?:[^.,，\s](?:으로|로)|[가-힣]게)\s)"
            r"[^.]*(?:줘|해\s*줘)\s*[.!]?\s*$"
        ),
        # A complaint about what the assistant does, or "stop it": "…는 거 싫어요", "그만하세요"
        # A note with no verb: "탭 말고 스페이스", "탭 대신 스페이스" (what follows is what is used)
        contrast=rx(
            *verbless(
                clause=r"(?:다|요|어|아|야|지|죠|네|니|해|게|자|라|까)\s*[.!]*\s*$|지금|오늘|이번|"
                r"(?:^|\s)(?:나|너|저|제가|내가|우리|당신|이거|그거|저거)(?:\s|$)",
                not_but=r"말고|대신(?:에)?|아니고",
            ),
            # the same choice said with a verb of using ("npm 말고 pnpm 써요")
            r"^\s*\S+\s+(?:말고|대신(?:에)?)\s+\S+?(?:을|를)?\s*(?:써요|쓰세요|써|씁니다|써\s*주세요|사용해요|사용하세요|"
            r"사용합니다|사용해\s*주세요)\s*[.!]?\s*$",
        ),
        placement=rx(
            r"에\s*(?:만\s*)?(?:다\s*)?(?:둬|두세요|두어|두자|두고|넣어|넣으세요|넣자|저장해|저장하세요|보관해|보관하세요|올려|올리세요|업로드해)"
        ),
        limit=rx(
            r"(?:최대|최소|적어도)\s*(?:\d|한|두|세|네|다섯)",
            r"(?:\d+|한|두|세|네|다섯)\s*\S{0,3}?(?:이하로|이내로|까지만|넘지\s*않)",
        ),
        prefixed=rx(r"[/_-]\s*(?:로|으로|에서)\s*시작"),
        announce=rx(
            r"일반적으로|전반적으로|기본적으로|원칙|규칙|규정|앞으로|계속|다음과\s*같이|이렇게|중요"
        ),
        universal=rx(MARKERS + r"|앞으로|이제부터|언제든"),
        complaint=rx(
            r"(?:거|것|게)\s*(?:진짜|정말|너무)?\s*싫(?:어요|습니다|어)",
            r"그만\s*(?:하세요|해요|해|해\s*주세요|좀)",
        ),
        rule=rule_forms(),
        preference=rx(r"선호|좋아"),
        material=rx(
            r"(?:요약|번역|교정|검토|확인|설명|정리|수정)(?:해|하여|해서)?[^:：.\n]{0,15}[:：]",
            r"다음\s*(?:글|문장|텍스트|로그|내용)[^:：.\n]{0,15}[:：]",
            # "translate" said as carrying it over into a language: "영어로 옮겨 줘: …"
            r"[가-힣]{1,4}어로\s*옮겨[^:：.\n]{0,10}[:：]",
            # (or put into a language, then an arrow before the text: "이거 영문으로 바꿔 줄래? → …")
            r"[가-힣]{1,5}(?:어로|문으로|말로)\s*(?:바꿔|옮겨|번역)[^.\n→⇒]{0,14}?(?:→|->|⇒)",
            # (a notice or a sign of the kind, and translated as carried over: "이 공지문 일본어로 옮겨 줄래요? …")
            r"(?:이|아래|다음)\s*(?:문단|글|문장|텍스트|메일|메시지|단락|공지문|공지|안내문|문구|게시문|공문)(?:을|를)?\s*"
            r"[^.!?？\n]{0,6}?(?:요약|번역|교정|다듬어|다시\s*써|고쳐|정리|옮겨)[^.!?？\n:：]{0,15}[.!?？:：]",
        ),
        retraction=rx(
            # not recording what was just said: a verb of noting or saving, negated, with a word
            # pointing back at it or closing its clause ('don't write that down', 'ne note pas ça')
            r"(?:이건|이거|그건|그거|이\s*말은|방금\s*(?:한\s*)?(?:말|건|거)(?:은|는)?|아까\s*(?:그\s*)?(?:말|건|거)(?:은|는)?)\s*(?:(?:아직|일단|당분간|굳이)\s*)?(?:(?:저장|기록|메모)(?:하지|하진|는\s*하지)\s*(?:마|말아)|(?:적지|기억하지|남기지)\s*(?:마|말아)|(?:저장|기록|메모)\s*안\s*해도\s*(?:돼|되|됩))",
            # keeping things as they were takes back what was just asked ('leave it as it is')
            r"(?:원래대로|하던\s*대로|그대로)\s*(?:해\s*줘|하자|가자|둬|두세요|두자|갈게요|괜찮아|할게요)",
            # (a way, a place or a time of it said between, after 원래대로 / 하던 대로 only: "그냥 하던 대로
            # 한국어로 하자", "아 그냥 원래대로 오전에 해요"), after a word of giving up or a comma ("앞으로
            # 회의는 원래대로 오전에 해요" keeps the old way as a rule)
            r"(?:(?:그냥|아니다|아니야|다시)\s*|[,，]\s*)(?:원래대로|하던\s*대로)\s*[가-힣A-Za-z]{1,8}\s+"
            r"(?:해\s*줘|하자|해요|합시다|하죠|할게요)",
            # as it is now, then "would be better" ("그냥 지금처럼 npm 쓰는 게 낫겠다"): back to what is
            r"(?:지금처럼|원래대로|하던\s*대로|지금\s*그대로)[^.]{0,30}?(?:게|것이|편이)\s*(?:낫겠|나을|좋겠|나아)",
            taken_back(
                # "취소" alone, before a comma or at the end ("아 근데 취소, 사람이 없네")
                # (or given up in the same sentence, on second thought: "…하려다가, 생각해 보니 그럴 필요
                # 없겠네요", "…하려고 했는데 다시 생각해 보니까 필요 없겠어")
                alone=r"(?:다시\s*)?생각해\s*보니(?:까)?\s*[,，]?\s*(?:그럴\s*|굳이\s*)?필요(?:는|가)?\s*없(?:겠네요|겠어요|겠습니다|겠네|겠어|겠다|네요|어요|습니다|네|어|다)|"
                r"잊어\s*(?:버려|줘|주세요)|취소(?:할게요?|해요?|합니다)|(?:^|(?<=\s))취소(?=\s*(?:[,，.!]|$))|됐어|아니,?\s*잠깐|없던\s*걸로|"
                r"농담(?:이야|이에요|입니다|이고|이었어)|장난(?:이야|이에요)|신경\s*(?:쓰지\s*마(?:세요)?|끄세요)|"
                r"무시(?:하세요|해\s*주세요|해요|해)",
                verbs=r"취소|없던|무시",
                objects=r"(?:방금|아까)\s*(?:한\s*)?(?:말|건|거)(?:은|는)?|위에\s*(?:말|거)(?:은|는)?",
                objects_first=True,
                gap=r"\s*",
            ),
        ),
        correction=rx(
            r"아\s*아니(?:다|야)?|(?<=[,，]\s)아니(?=\s*[,，\s])|(?<=…)\s*아니(?=\s*[,，])|^\s*아니(?=\s*[,，]\s*[^.]{1,30}?에\s)|그게\s*아니라|정정(?:할게요?|합니다)?|잘못\s*말했(?:네요|어요|습니다|네|어|다)?",
            # a hesitation between commas as self-repair ("…로 해, 아 잠깐, warn으로")
            r"(?<=[,，]\s)(?:아\s*|어\s*)?잠깐(?:만)?(?=\s*[,，])",
            # "아, 아니다, …": "no, it's not" set off by commas
            r"(?<![가-힣])아니(?:다|야)(?=\s*[,，])",
            # "sorry", and "X 말하려고 했어요" (I meant to say X): the mend may come before it
            r"(?:죄송|미안)(?:해요|합니다|하다)?(?=\s*[,，.]|\s)|(?:말하려고|말하려던|말하려는|하려던)\s*(?:했(?:어요|습니다|어|다)?|거(?:예요|였어요|야)?|건데)",
            # the speaker's slip ("말을 잘못 했네요", "잘못 알려 드렸어요", "착각했어요")
            r"말을\s*잘못\s*했|잘못\s*(?:알려\s*드렸|얘기했|썼)|착각했",
        ),
        disputed=rx(
            r"(?:규칙|규정)\s*(?:같은\s*건|은|는)?\s*없(?:어요|습니다|어)|(?:루머|헛소문)(?:예요|입니다)",
            r"사실이\s*아니|말한\s*적\s*(?:없|이\s*없)|그렇지\s*않(?:아요|습니다)|틀렸(?:어요|습니다)",
            # what was said, quoted (-라고 / -자고 / -다고), then "never said it": "…바꾸라고 한 적 없어"
            r"(?:라고|자고|다고|냐고)\s*(?:한|했던|말한|말했던|부탁한|시킨)\s*적\s*(?:은|이)?\s*(?:한\s*번도\s*)?없",
        ),
        answer_no=rx(r"^\s*(?:아니요|아뇨|아니|아니에요)\s*[,，.!]\s*"),
        negated=rx(r"안\s|않|없|지\s*마|(?:^|\s)못(?:\s|하|해)"),
        may=rx(r"(?:해도|도)\s*(?:됩니다|돼요|돼|된다|됨|괜찮아요|괜찮습니다)"),
        denial=rx(r"사실이\s*아니|아니에요|아닙니다|틀렸|말한\s*적\s*없|그렇지\s*않"),
        condition_lead=rx(
            r"^.{1,40}?(?:않으면|않는\s*한|않는\s*이상)[,\s]+",
            # "때는" is said "땐", "때에는" "때엔" (the topic particle runs into the noun)
            r"^.{1,40}?(?:하면|으면|이면|[가-힣]면|할\s*때(?:는|에는)?|을\s*때(?:는|에는)?|ㄹ\s*때(?:는)?|때(?:는|에는|엔|마다)|땐|"
            # (thirty-second round: never a time of day, 오전에 / 오후에, "그 빵집은 늘 오전에 다 팔려")
            r"기\s*전에(?:는)?|(?<!오)전에(?:는)?|(?<!오)후에(?:는)?|다음에(?:는)?|경우(?:에는|에|엔)?|마다)[,\s]+",
        ),
        # A main clause with the speaker as the one to do it with or tell, in the polite -요 form
        # ("…전에 저랑 먼저 얘기해요", "…면 저한테 말해요"): a request, read only under a condition
        verb_first=rx(
            r"(?:^|\s)(?:저|나)(?:랑|와|한테|에게|께)\s.*(?:해요|어요|아요|봐요)\s*[.!]?\s*$",
            # a main clause closing on a plain imperative ('…전에 나한테 먼저 물어봐', '…면 알려 줘')
            r"(?:봐|해|줘|둬|놔|와|말아)\s*[.!]?\s*$",
        ),
        directive=rx(
            r"(?:세요|십시오|주세요|줘|줘요|해라|하라|하자|할\s*것|지\s*마(?:세요|십시오|요)?|말아\s*주세요|"
            # (the obligation -아야/-어야 of any verb, in every register: "올려야 돼요", "끝내야 해요", "봐야
            # 돼", "받아야 됩니다")
            r"[가-힣]야\s*(?:합니다|해요|돼요|되요|됩니다|한다|된다|해|돼)|합시다|바랍니다|부탁(?:해요|합니다|드려요)|지\s*말고|지\s*(?:말자|맙시다))\s*[.!。]?\s*$",
            # the plain imperative in -아라/-어라 of any verb ('달아라', '써라', '넣어라'), before a comma too
            r"[가-힣](?:아라|어라|여라)(?=\s*(?:[.!。,，]|$))|(?:써라|봐라|둬라|줘라|놔라|와라|가라)(?=\s*(?:[.!。,，]|$))",
            # Gyeongsang's imperative ("올려래이", "하거래이", "하지 마래이") and the notice's -(으)ㄹ 것 of
            # any verb ("추가할 것", "올릴 것")
            r"[가-힣](?:래이|라이)\s*[.!]?\s*$",
            r"[" + final_syllables(8) + r"]\s*것\s*[.!]?\s*$",
        ),
        permission=rx(
            # (and in the notice register's nominal ending: "…확인 안 받아도 됨")
            r"해도\s*(?:됩니다|돼요|돼|된다|됨|괜찮)|도\s*(?:됩니다|돼요|돼|된다|됨|괜찮아요|괜찮습니다|괜찮아|괜찮다)|생략해도|"
            r"안\s*해도|하지\s*않아도|필요\s*(?:없|가\s*없)|허용|선택\s*사항|생략\s*가능|금지(?:입니다|예요)",
            # "…하면 안 돼요": it is not all right to …, a prohibition as '금지' is
            r"면\s*안\s*(?:돼요|돼|됩니다|된다|되요)",
        ),
        recurring=rx(
            r"매주|매일|매달|매월|평일|주말",
            # a span said whole, the rule holding over each day of it ("이번 학기 동안은 …", "이번 분기
            # 내내 …"): not one occasion
            r"이번\s*(?:학기|분기|달|시즌|학년도?|방학)\s*(?:동안|내내)",
            # a part of the day may come between ('금요일 오후에는', '월요일 아침마다')
            # (not this or next week's: "이번 주 금요일만")
            r"(?<!이번\s)(?<!다음\s)(?<!이번)(?<!다음)(?<!이번\s주\s)(?<!다음\s주\s)(?<!이번주\s)(?<!다음주\s)(?<!이번주)(?<!다음주)"
            r"(?:월|화|수|목|금|토|일)요일\s*(?:(?:아침|오전|오후|저녁|밤)\s*)?(?:에는|엔|마다|에만|만)",
        ),
        restricted=rx(
            r"(?:월|화|수|목|금|토|일)요일(?:에만|만)",
            r"평일에만",
            r"(?:다음에만|후에만|뒤에만|때만|고\s*나서만)",
        ),
        occasion=rx(
            r"(?:이번|다음|오는)\s*(?:주\s*)?(?:월|화|수|목|금|토|일)요일|오늘|내일|모레|이번\s*주|다음\s*주"
        ),
        relative_period=rx(
            r"(?:지난|그|전|이번)\s*(?:주|날|달)(?:의)?(?![가-힣])|전날|당일|지난달|어제(?:의)?(?=\s)",
            # the next one, as where a job is put off to ("…다음 주로 미뤄요", "…다음 날까지"): relative
            # to the recurring time it follows
            r"다음\s*(?:주|날|달)(?=로|까지)",
            # (and what is made for the next one each time: "매주 금요일 오후엔 다음 주 근무표를 …"; not
            # a weekday of it, "다음 주 금요일")
            # (its 에 too: "…매달 5일에 마감하고 회계팀이 다음 주에 일괄 입금합니다")
            r"다음\s*(?:주|날|달)(?:에)?(?![가-힣]*\s*(?:월|화|수|목|금|토|일)요일)(?=\s)",
        ),
        # a named place files go: a folder, or a bucket or drive of a storage service ("GCS 버킷")
        folder=rx(
            r"[A-Za-z0-9_.\-]+\s*(?:폴더|디렉터리|디렉토리)|(?<![A-Za-z0-9_.\-가-힣])[A-Za-z0-9_.\-가-힣]+\s*(?:버킷|드라이브|스토리지)"
        ),
        # (그 after a condition points back into it: "필드 지울 때는 그 번호를 …", its number)
        specific=rx(
            r"(?:^|\s)(?:이|저)\s+[가-힣A-Za-z]",
            r"^(?=.*(?:^|\s)그\s)(?:(?!(?:때(?:는|에는|엔)?|땐|[가-힣]면|전에(?:는)?|후에(?:는)?|경우(?:에는|에|엔)?)[,，\s]).)*?(?:^|(?<=\s))그\s+[가-힣A-Za-z]",
        ),
        quantified=rx(r"(?:모든|어떤\s*[가-힣A-Za-z]+(?:이|가|든)|각)"),
        runtime=rx(
            r"(?:사용자|고객|방문자|API|서버|요청|응답|페이지|폼|버튼|입력란|필드|함수|메서드|앱|브라우저)"
            r"[가이은는을를]?\s*[^,.]{0,12}?(?:클릭|누르|눌러|제출|입력|열|로드|반환|돌려|받|로그인|비어)"
        ),
        head_final=True,
        relative=rx(
            r"(?:반환하는|출력하는|돌려주는|계산하는|찾는)\s*(?:함수|메서드|스크립트|코드)"
        ),
        hypothetical=rx(r"면|경우"),
        remember_back=rx(
            r"^\s*(?:나중을\s*위해(?:서)?|참고로)?\s*(?:이거|그거|이것|그것)?\s*(?:을|를)?\s*(?:기억해\s*(?:둬|두세요|줘|주세요)?|기억하세요|메모해\s*(?:둬|두세요))\s*[.!。]*\s*$|"
            # (twenty-eighth round: the head or heart as the place, "머리에 담아 두세요", and 하십시오체's
            # wish, "기억해 두시기 바랍니다", alone after the fact)
            rf"^\s*(?:이거|그거|이것|그것)?\s*(?:{east_asked.KO_PLACE}\s?(?:(?:잘|꼭)\s?)?{east_asked.KO_PUT}|기억해|메모해)\s?"
            r"(?:둬요|둬|두세요|두십시오|두시기\s?바랍니다)\s*[.!。]*\s*$|"
            # a verb of recording with its auxiliary of keeping, alone: "기록해 놔 줘.", "적어 둬요."
            r"^\s*(?:이거|그거|이것|그것|이\s?내용)?\s*(?:좀\s*)?(?:꼭\s*|잘\s*)?(?:기록해|적어|저장해|메모해)\s*(?:둬|둬요|두세요|놔|놔요|놓으세요)"
            r"\s*(?:줘|줘요|주세요)?\s*[.!。]*\s*$|"
            # asked as a question, the fact in the next sentence ("기억해 줄 수 있어요? 저희 …", "기억 좀
            # 해 줄래? …"): a request of keeping, never "do you remember" (기억나?)
            # (twenty-sixth round: what it is about named before "one thing", "치과 일 하나만 …", and any
            # verb of keeping, 저장해 / 외워 / 적어, with the honorific auxiliary, "…두실 수 있나요?")
            # (twenty-eighth round: on the speaker's behalf, "나 대신 기억 좀 해 줄래?", and 하십시오체's
            # auxiliary asked, "한 가지 기억해 두시겠습니까?")
            r"^\s*(?:혹시\s*)?(?:(?:나|내|저|제)\s?대신\s*)?(?:(?:[가-힣]+\s+){1,2}(?=하나|한\s?가지))?(?:이거|이것|하나만?|한\s?가지(?:만)?)?\s*(?:좀\s*)?"
            r"(?:(?:기억|메모|기록|저장)\s?(?:좀\s?)?해|외워|적어)\s?"
            r"(?:두시겠습니까|주시겠습니까|"
            r"줄\s?수\s?있(?:어요|어|나요|을까요|겠어요|습니까)|줄래(?:요)?|주실\s?수\s?있(?:나요|어요|을까요|습니까)|"
            # (or kept by the auxiliary asked casually, "이거 좀 기억해 둘래?", "메모해 둘래요?")
            r"주시겠어요|(?:둘|두실)\s?수\s?있(?:어요|어|나요|을까요)|둘래(?:요)?|줄\s?거지|둬\s?줄래(?:요)?)\s*[?？]+\s*$",
            east_asked.KO,  # (twenty-seventh round: the memory as the place, "머리에 새겨 둘 수 있어?")
        ),
        remember=(
            # a note's heading opening the message, what follows its colon kept ("메모: 우리 강아지 …",
            # "기록용: …", "참고로 기억: …", "참고 사항: …", "비망록: …", "비고: …", "기록해 둘 것: …",
            # "잊지 말 것: …", "메모 한 줄: …"): not "메모장:" nor a memo field's "메모: 없음"
            Form(
                rx(
                    r"^\s*(?:메모(?:\s?한\s?줄)?|기록용|(?:참고로\s?)?기억|(?:기록|참고)\s?사항|비고|비망록|"
                    r"(?:기록해|적어)\s?둘\s?것|잊지\s?말\s?것)\s*[:：]\s*(?!없음|없어|x\b|-\s*$)(?P<rest>\S.*)$"
                )
            ),
            Form(
                rx(
                    r"^\s*(?:나중을\s*위해(?:서)?|참고로|앞으로를\s*위해(?:서)?|혹시\s*몰라서)?\s*"
                    # (what is kept pointed at before the frame: "이거 잊지 마, …", "이건 꼭 적어 둬: …")
                    r"(?:(?:이거|이것|이건|이것만|이거\s?하나|딱\s?하나만|하나만)(?:은|는|도)?\s+)?"
                    # remember said the other way round first: "잊지 마, 우리 DB는 MySQL 8이야"
                    + r"(?:"
                    + REMEMBER
                    + r"|잊지\s?(?:마세요|마요|마|말아요|말아\s?줘|마십시오)"
                    # (thirty-first round: the memory as a place, "머릿속 메모장에 하나 적어 둬: …")
                    + r"|"
                    + east_asked.KO_PUT_COLON
                    # knowing it, noting it down: "참고로 알아 둬, …", "나중을 위해 메모해 둬: …"
                    # (thirty-second round: 하십시오체's wish or plea, "기억해 두시기를 바랍니다: …")
                    + r"|(?:꼭\s?|잘\s?)?(?:기억|메모|기록)해\s?(?:"
                    + east_asked.KO_FORMAL_WISH
                    + r")"
                    + r"|알아\s?(?:둬요|둬|두세요|두십시오)|메모해\s?(?:둬요|둬|두세요|줘|주세요|두십시오|주십시오)"
                    # writing it down before a colon, a filler inside ("적어 두세요: …", "기록해 줘: …",
                    # "메모 좀 해 줘, …", "꼭 적어 둬, …"; 적어 줘 alone is "write it for me")
                    + r"|(?:꼭\s?|잘\s?)?(?:적어|기록해|메모해)\s?(?:좀\s?)?(?:둬요|둬|두세요|두십시오|놔요|놔|놓으세요)"
                    + r"|(?:꼭\s?|잘\s?)?(?:기록해|메모해|(?:기록|메모)\s?좀\s?해)\s?(?:줘요|줘|주세요|주십시오|둬|두세요))"
                    # typed by voice, a space for the comma: what follows is a statement of three words
                    # or more with a subject or a topic ("기억해 줘 우리 스튜디오 빌드 서버 이름은 오로라야",
                    # "참고로 적어 놔 내일부터 우리 팀 점심은 열두 시 반이야")
                    # (the frame's verb whole before the space: "기억해 둬어, …" is a typo of 둬)
                    + r"(?:\s*[:：,，]\s*|(?<=[줘둬놔요오])\s+(?=(?:\S+\s+){2,}\S*(?:야|요|다|임)\s*[.!]?\s*$)"
                    r"(?=[^.?]*[가-힣](?:은|는|이|가)\s))(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    # (a pointer or an adverb before the closing verb is the frame's: "…화요일이야 이거
                    # 기억해 둬", "…구역은 서초구예요 꼭 기억해 둬요")
                    # (asked only where the verb is: one scan, not the optional parts at every position)
                    # (thirty-second round: never an apology's lead alone before the pointer, "송구스럽지만
                    # 이것을 기억해 주십시오. …": the fact is the next sentence's, east_asked.KO)
                    r"^(?=.*기억)(?![가-힣]{1,6}(?:지만|하오나|오나|다만)\s*[,，]?\s*(?:이거|이것|그거|이건|이\s?점)(?:을|를|은|는|도)?\s)"
                    r"\s*(?P<rest>.+?)(?:\s*[,，]?\s*(?:이거|이것|그거|이건|이\s?점)(?:을|를|은|는|도)?)?"
                    r"\s*(?:꼭\s*|잘\s*|좀\s*)?"
                    r"\s*(?:(?:이)?라는\s?것을|다는\s?것을|(?:이)?라는\s?걸|다는\s?걸|을|를)?\s*"
                    + REMEMBER
                    + r"\s*[.!]?\s*$"
                )
            ),
            # "데모가 목요일로 바뀐 거 잊지 마세요": a fact to keep, remember said the other way round
            # ("내일 전화하는 거 잊지 마" is a reminder of a job: a present-tense 는 before 거)
            Form(
                rx(
                    r"^\s*(?P<rest>.+?[^는\s])\s*(?:다는\s?|라는\s?)?(?:거|걸|것을)\s*"
                    r"잊지\s?(?:마세요|마요|마|말아요|말아\s?줘|마십시오)\s*[.!]?\s*$"
                ),
            ),
            # a statement with its topic, then "don't forget" after a comma ("포장마차는 화요일에 쉬어, 잊지
            # 마."): the fact kept; an errand before it ("우유 사 와, 잊지 마") has no topic
            Form(
                rx(
                    r"^\s*(?P<rest>[^,，]*[은는]\s[^,，]*(?:야|예요|에요|요|다|어|아))\s*[,，]\s*(?:꼭\s?)?"
                    r"잊지\s?(?:마세요|마요|마|말아요|말아\s?줘|마십시오)\s*[.!]?\s*$"
                )
            ),
        ),
        prefer=(
            Form(
                rx(
                    r"^\s*(?:개인적으로(?:는)?\s+)?(?:(?:저는|나는|전|난)\s+|(?=[^.]*(?:선호해요|선호합니다|선호해|선호하는\s*편\S*)\s*[.!]?\s*$))(?P<rest>.+?)\s*(?:을|를|이|가)?\s*(?:더\s*|좀\s*더\s*)?(?:"
                    # a tendency: "…선호하는 편이에요", "…좋아하는 편이야"
                    r"(?:선호|좋아)하는\s*편(?:이에요|이예요|입니다|이야|임|이고요)|선호해요|선호합니다|선호해|"
                    r"더\s?좋아해요|더\s?좋아합니다|더\s?좋아해|더\s?좋아요|더\s?좋습니다)\s*[.!]?\s*$"
                )
            ),
            # "클래스보다는 그냥 함수 쪽이 저는 더 좋더라고요": one thing set against another, then "better"
            # (more liked) with the speaker named or not; a comparison of two things, no question
            Form(
                rx(
                    # the speaker named, or a way of doing set against another (쪽, 편, 방식, "…는 게")
                    r"^(?=[^.?]*(?:저는|나는|(?<![가-힣])(?:전|난)\s|쪽|편|방식|는\s게))"
                    r"\s*(?:개인적으로(?:는)?\s+)?(?:(?:저는|나는|전|난)\s+)?(?P<rest>[^.?]+?보다(?:는|은)?\s+[^.?]+?)\s*(?:이|가|게)\s+"
                    r"(?:(?:저는|나는|전|난)\s+)?(?:훨씬\s*)?더\s?(?:좋아요|좋습니다|좋아|좋더라고요|좋더라|좋아해요|좋아해|편해요|편해|나아요|낫더라고요)\s*[.!]?\s*$"
                )
            ),
            # "전 답변이 짧은 게 좋아요": what the user likes, said of themselves
            Form(
                rx(
                    r"^\s*(?:저는|나는|전|난)\s+(?P<rest>.+?(?:게|것이|편이))\s*(?:좋아요|좋습니다|좋아|편해요|편합니다)\s*[.!]?\s*$"
                )
            ),
        ),
        not_remembered=rx(r"^(?:이거|이것|그거|그것|이건|그건|한\s?가지(?:만)?|하나(?:만)?)\s*$"),
        not_preferred=rx(r"^(?:이거|이것|그거|그것|이건|그건)"),
    )
