"""A span or a start put first in the east (issue 33, twenty-fifth round): the Chinese, Japanese and
Korean tables' `lead_in`, as starts.py is the western tables' start put first.

A season, a term, a month or the rest of the year named as the stretch a way holds over, or the day it
holds until, opening the sentence before its comma or its topic — "这个暑假里，补习班的晚自习改到七点
结束", "這學期內，…", "到年底為止，…都是半價", Cantonese "成個暑假，…", "今月いっぱいは、…お休みします",
"年度末までは、…", "이번 달까지는 …", "이번 달 말까지 …", "다음 주부터 …" — bounds the rule that follows; it
is read as "from now on" is (its words masked from the questions: "这个" before a term points at no
thing), and the rule itself must still be read from what follows. One occasion (这周, 今天, 明天, 今晚,
내일, 今日) is never a span here; "这个月" alone is left to the tables (这个月先别…: for now).
"""

from __future__ import annotations

import re

from app.domain.memory.judgement.groups import own_language, probe_of
from app.domain.memory.judgement.text import GAP, MASK
from app.domain.memory.judgement.zh_script import zx

# (written in Simplified; zx reads the Traditional and the Cantonese too: 這學期內, 成個暑假)
_ZH_TERM = (
    r"(?:暑假|寒假|假期|学期|学年|季度|夏天|冬天|旺季|淡季|腊月|春节(?:期间|前)|雨季|梅雨季|汛期)"
)
# what follows is not the speaker's own doing or state, the past, nor a question ("这个暑假里，我们去了
# 三亚", "整个寒假，我都在家里…", "到月底为止，还剩多少…？")
_ZH_NOT = r"(?![^。！!？?]*(?:我(?!们|哋)|了|[去来到]过))(?![^。！!]*[？?])"
ZH = (
    # a term pointed at or taken whole, with its "within" or not: 这个暑假里, 這學期內, 成個暑假
    r"^\s*(?:这个|这|本|整个|成个|呢个)"
    + _ZH_TERM
    + r"(?:里|内|期间|中|之内|入面|里面)?\s*[，,]\s*"
    + _ZH_NOT,
    # the month or the rest of the year taken whole: 整个十二月, 这个月内
    r"^\s*(?:(?:整个|成个)(?:[一二三四五六七八九十]{1,2}|这个|本)?月|(?:这个|本)月(?:内|之内|里))\s*[，,]\s*"
    + _ZH_NOT,
    # until a day: 到年底为止, 到元宵节为止, 截至月底
    r"^\s*(?:到|直到|截至|截止到)(?:[^，,。！!？?]{1,8}?(?:为止|之前)|年底|月底|年末|月末)\s*[，,]\s*(?=[^，,。]{4,})"
    + _ZH_NOT,
    # (twenty-sixth round) a start to come, Cantonese 由 as Mandarin 从: 由下個月開始，从下周起，
    r"^\s*(?:从|由)(?:下(?:个)?(?:月|周|礼拜|星期|学期|季度)|明年|下半年|新学期)(?:起|开始)\s*[，,]\s*"
    + _ZH_NOT,
    # (twenty-seventh round) this week or month too, and northern 打 as 从: 从这周开始，打下个礼拜起，由呢個月
    # 開始，(a weekday named after next week's, "下星期三起，", is the tables' already)
    r"^\s*(?:从|由|打)(?:(?:这|本|呢)(?:个)?(?:月|周|礼拜|星期|学期)|下(?:个)?(?:礼拜|星期))(?:起|开始)\s*[，,]\s*"
    + _ZH_NOT,
    # (twenty-eighth round) a term of this year or the next, its start with no 从, "今年暑假開始，", "明年
    # 寒假起，", "今年旺季开始，"; never a plan or a trip after it ("明年寒假起，我们全家去海南玩。",
    # "…，我们想去日本玩。"): news of a holiday, no rule
    r"^\s*(?:今年|明年)(?:的)?"
    + _ZH_TERM
    + r"(?:起|开始)\s*[，,]\s*"
    + _ZH_NOT
    + r"(?![^，,。！!？?]*(?:想|打算|准备|计划|旅游|旅行|去[^，,。！!？?]{0,6}?玩))",
)
_JA_TERM = r"(?:今月|来月|今年|年内|今年度|今学期|今期|今シーズン|夏休み|冬休み|春休み|連休|改装(?:工事)?|工事|梅雨)"
# (nor the speaker's own, the past or a question: "今月いっぱいは、私は…", "年度末までは、…忙しかった")
_JA_NOT = r"(?![^。！!？?]*(?:私|僕|俺|わたし|あたし|自分))(?![^。！!？?]*(?:た|だった|でした)\s*[。！!]?\s*$)(?![^。！!]*[？?])"
JA = (
    # the stretch taken whole: 今月いっぱいは、 年内いっぱい、 夏休みのあいだは、 (工事の期間中は、 is the
    # tables' own already)
    r"^\s*" + _JA_TERM + r"(?:いっぱい|中|の間|のあいだ)(?:は)?\s*[、,]\s*" + _JA_NOT,
    # until a day: 年度末までは、 月末までは、 来月末まで、
    r"^\s*(?:年度末|年末|月末|今月末|来月末|[一二三四五六七八九十\d]{1,2}月(?:末)?)まで(?:は|の間は?)?\s*[、,]\s*"
    + _JA_NOT,
    # (twenty-sixth round) until a season's turn, "梅雨が明けるまでは、", "工事が終わるまで、"; a start to
    # come, "来季から、", "来年度からは、", "新学期から、"
    r"^\s*(?:梅雨|夏休み|冬休み|工事|改装|シーズン|繁忙期)が(?:明ける|終わる|済む)まで(?:は)?\s*[、,]\s*"
    + _JA_NOT,
    r"^\s*(?:来季|来期|来シーズン|来年度|新学期|新年度)から(?:は)?\s*[、,]\s*" + _JA_NOT,
    # (twenty-eighth round) a term of this year or the next, "今年の夏休みから、", "来年の連休からは、"
    r"^\s*(?:今年|来年)の" + _JA_TERM + r"から(?:は)?\s*[、,]\s*" + _JA_NOT,
    # (twenty-ninth round) a season pointed at or a near week or day as the start, "この冬から、", "今度の春
    # からは、", "来週から、", "明日から、", then a place's or a thing's topic in は ("…、屋台の営業は…");
    # never a family member's news, an event starting in が ("明日から、新しい仕事が始まるんだ"), nor a
    # forecast or hearsay ("…厳しくなるでしょう", "…らしい")
    # (review of the twenty-ninth round, G5) nor a family member's thing, "来週から、娘の学校は…"; nor
    # hearsay closed by って, "…になるんだって"; nor what passes by nature, a break or works, the
    # one-off a near day starts ("明日から、会社は休みだよ", "今週から、駅前の工事は夜間だけです"). A
    # place's new way from tomorrow stays one ("明日から、うちのタクシーは全部キャッシュレス対応やで").
    r"^\s*(?:(?:この|今度の|次の)(?:冬|夏|春|秋|学期|シーズン)|今週|来週|週明け|明日|あす)から(?:は)?\s*[、,]\s*"
    + _JA_NOT
    + r"(?!\s*(?:うちの)?(?:娘|息子|父|母|夫|妻|兄|姉|弟|妹|祖父|祖母|子ども|子供|孫|彼女|彼)(?:が|は|も|の))"
    + r"(?=[^、。！!？?が]{2,16}?は)(?![^。！!？?]*(?:でしょう|だろう|らしい|そうです|そうだ|かも"
    r"|って[さよね]?\s*[。！!]?\s*$|工事|休み|休業|休館|休校))",
)
# (nor the speaker's own, a state said in two words or fewer, the past or a question: "다음 주부터 나는
# 휴가야", "이번 달까지는 너무 바빠요")
_KO_NOT = (
    r"(?!\s*(?:나는|난|저는|전|제가|내가|나|저)\s)(?=\s*\S+\s+\S+\s+\S)"
    r"(?![^.?？]*(?:었|았|했|였)[가-힣]{0,3}\s*[.!]?\s*$)(?![^.!]*[?？])"
)
KO = (
    # this month, this term, the holidays … until or throughout, before what holds: 이번 달까지는, 이번
    # 달 말까지, 방학 동안에는, 이번 학기 동안
    r"^\s*(?:이번\s?(?:달|학기|시즌|분기|겨울|여름|봄|가을|장마|성수기|비수기)|올해|방학|연말|겨울\s?방학|여름\s?방학|장마철)\s?(?:말)?\s?"
    r"(?:까지(?:는)?|동안(?:은|에는)?)(?![가-힣])\s*[,，]?\s*" + _KO_NOT,
    # a start to come: 다음 주부터, 다음 달부터는, 새 학기부터
    # (twenty-seventh round: this week or month, the new year, "이번 주부터 …", "새해부터 …")
    r"^\s*(?:다음\s?(?:주|달|학기|분기)|이번\s?(?:주|달|학기)|새\s?학기|새해|내년)\s?부터(?:는)?(?![가-힣])\s*[,，]?\s*"
    + _KO_NOT,
    # (twenty-eighth round) a season or a term of this year or the next, "이번 여름부터 …", "내년 봄부터 …",
    # "올겨울부터 …", "다음 시즌부터 …"; never someone else's news after it, a subject in 이 / 가
    # opening the clause ("이번 여름부터 아빠가 회사에 자전거로 다녀요", "내년 봄부터 언니가 대학에 다녀요")
    r"^\s*(?:이번|다음|올|내년|오는)\s?(?:봄|여름|가을|겨울|시즌|방학|분기|학기)\s?부터(?:는)?(?![가-힣])\s*[,，]?\s*"
    + _KO_NOT
    + r"(?!\s*(?:그\s+|우리\s+)?[가-힣]+(?:이|가)\s)",
)

# (mend of issue 33's twenty-sixth-round review) a Korean span (이번 여름 동안, 이번 달까지) bounds a way
# of doing things, never a state it lasts through: a thing left as it is or a lack ("이번 여름 동안
# 사무실 에어컨이 고장 나 있어요", "창고 문이 잠겨 있어요", "… 인터넷이 없어요"; a doing, -고 있어요, is no
# state); a price or a time said with 이에요 is a way ("등록비는 반값이에요"). A start to come (다음 주부터
# …) is read as before.
_KO_STATE = re.compile(r"(?:[가-힣](?<!고)\s?있|없)(?:어요|어|습니다|다|네요|음)\s*[.!…]*\s*$")

# one pattern a language, tried at the sentence's start only (a match fails at its first character in
# almost every sentence)
_KO = re.compile("|".join(KO))
_KO_SPAN = re.compile(KO[0])
_COMPILED = {"zh": zx(*ZH), "ja": re.compile("|".join(JA)), "ko": _KO}

# the characters a span above opens with (Simplified and Traditional): any other sentence is not searched
_LEADS = frozenset(
    "这這本整成呢到直截今来來年夏冬春連改工月一二三四五六七八九十0123456789이올방연겨여다새내从從由梅新シ繁장打明오こ次週あ"
)
_BLANK = " \t\n\u3000" + GAP + MASK


def masked(work: str, group) -> tuple[str, bool]:
    """The sentence with an eastern span or start put first masked, and whether there was one, as
    starts.masked does for the western tables (its words kept in what is stored: they bound the
    rule). `group` is groups.Group."""
    first = work.lstrip(_BLANK)[:1]
    if not first or first not in _LEADS:
        return work, False  # (asked of every sentence read as a rule: its first character alone)
    probe = probe_of(work)
    pattern = _COMPILED.get(own_language(probe, group).lexicons[0].code)
    m = pattern.match(probe) if pattern is not None else None
    if m is None or (pattern is _KO and _KO_SPAN.match(probe) and _KO_STATE.search(probe)):
        return work, False
    return "".join(c if c == GAP else MASK for c in work[: m.end()]) + work[m.end() :], True
