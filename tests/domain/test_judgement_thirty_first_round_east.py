"""Issue 33, thirty-first round (Chinese in both scripts with 东北话, Cantonese and Taiwanese, Japanese
with Hakata, Hiroshima and keigo, Korean with 반말, 존댓말 and 경상도: suggestions and explicit
requests).

The round's set (dev33ze, dev33ze_frozen: 40 messages per language) was written and frozen before
the judgement was touched. A reading lands only with evidence of generality: siblings (other words,
domain, voice, order) and near misses (the same surface with no rule or no request) written here,
and a message of the thirtieth round's frozen third (the pool, spent) that it mends besides. Each
class's siblings are misread on the code before this round (base 9eec731d); its near misses are read
right there and stay so. None of these probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33ZE, DEV33ZE_FROZEN, judge_case
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
)

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_thirty_first_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33ZE, DEV33ZE_FROZEN, LANGS, "thirty-first-round")


# the speaker's own way with a reason of the speaker's own (own_limits.py, asked by
# engine._headed_scope of a rule found for the space): in Chinese the limit by its shape after 我, a
# part of the body with its weakness (膝蓋唔好, 喉咙很敏感, 心臟比較弱), a reaction after 一…就 (一吃麻的就想
# 吐), a verb that cannot reach its end (起不來); in Japanese and Korean the speaker named as the one
# served (私の / 俺の / 僕の, 저한텐 / 제 / 내, …줄 때) and the next sentence the speaker's own circumstance
# closing with its explaining ending (…ので, …けん, …もんで, …んです; …거든요). Another's reason, a
# hurry or the day's need, a machine's weakness, a way asked of no one named stay as they were
# [general: mends frozen33zd-zh_Hant-003, frozen33zd-ja-001, frozen33zd-ja-014, frozen33zd-ko-002]
OWN_REASON = [
    "幫我揀餐廳嗰陣都避開海鮮，我一食蝦就過敏。",
    "帮我点奶茶都要去冰的，我喉咙很敏感。",
    "幫我訂房都揀低層，我膝蓋唔好。",
    "幫我揀咖啡都要低因，我心臟比較弱。",
    "帮我订座位都要靠过道的，我膝盖不好。",
    "帮我点菜都别放花椒，我一吃麻的就想吐。",
    "私の席を取るときは、通路側でお願いします。トイレが近いので。",
    "俺の宿を取るときは、一階の部屋にしてくれ。階段がきついけん。",
    "私の予約を取るときは、朝一番でお願い。昼からは仕事があるもんで。",
    "僕の予約を入れるときは、金曜の夜は避けてください。毎週合唱の練習があるんです。",
    "私の髪を切るときは、すきばさみは使わんといてください。くせ毛がひどいけん。",
    "저한텐 메뉴 추천하실 때 유제품은 빼 주세요. 우유를 마시면 배가 아프거든요.",
    "내 자리 맡아 줄 때는 창가로 해 줘. 멀미를 자주 하거든.",
    "제 방 잡아 주실 때는 금연실로 해 주세요. 담배 냄새에 기침이 나거든요.",
    "내 표 예매해 줄 때는 통로 쪽으로 해 줘. 다리가 길어서 불편하거든.",
    "제 일정 정리해 주실 때는 표로 해 주세요. 긴 글은 눈에 안 들어오거든요.",
]
OWN_REASON_NEAR = [
    ("space", "以后会议记录都发给我，我们老板要看。"),
    ("none", "帮我订会议室都订大的，我明天要开会。"),
    ("space", "以后开会都用腾讯会议，我电脑不太好。"),
    ("space", "資料を送ってくれるときは、部長にも共有してください。部長が目を通すので。"),
    ("space", "会議の資料は毎回前日までに共有してください。毎週チェックがあるので。"),
    ("space", "私の予定を入れるときは、午後を空けといてください。今日は急いでるので。"),
    ("none", "보고서 보내 줄 때 팀장님께도 보내 주세요. 팀장님이 확인하시거든요."),
    ("space", "회의록은 항상 공유 폴더에 올려 주세요. 다들 보거든요."),
    ("none", "저한테 보고서 보내 주세요. 오늘 회의가 있거든요."),
]

# a later time or use as the heading of a note (memory_notes._EAST_NOTE, in place): a keeping or a purpose
# before the time to come and a use or a looking up after it (以备后查, 留着以后查, 以備日後查閱, 留作将来参考,
# 供日後參考, the time and the looking up alone, 日后参考); Japanese's for a later time (将来のために, 後々の
# ために, 先々のため, のちのちのために, 後のために); Korean's for later or the future (나중을 위해, 훗날을 위해,
# 다음을 위해서), a looking up later (나중에 참고용) and the memo book (비망록); a way after the colon, the bare
# time and its use (以后用：), the same words with no colon stay as they were
# [general: mends frozen33zd-ko-511]
LATER_HEADING = [
    ("以备后查：洗车店的会员卡余额是两百元。", "洗车店的会员卡余额是两百元"),
    ("留着以后查：眼镜店的验光单号是V2031。", "眼镜店的验光单号是V2031"),
    ("以備日後查閱：鋼琴老師的學費每月三千二。", "鋼琴老師的學費每月三千二"),
    ("日后参考：花店的包月鲜花是每周一送。", "花店的包月鲜花是每周一送"),
    ("留作将来参考：体检中心的报告要七个工作日出。", "体检中心的报告要七个工作日出"),
    ("供日後參考：寵物醫院的夜診到十一點。", "寵物醫院的夜診到十一點"),
    ("将来のために：歯医者の診察券番号は2241。", "歯医者の診察券番号は2241"),
    ("後々のために：ジムのロッカーの番号は58番。", "ジムのロッカーの番号は58番"),
    ("先々のため：花屋の配達は午後二時まで。", "花屋の配達は午後二時まで"),
    ("のちのちのために：眼鏡屋の保証書は引き出しの中。", "眼鏡屋の保証書は引き出しの中"),
    ("後のために：ピアノ教室の月謝は一万円。", "ピアノ教室の月謝は一万円"),
    ("나중을 위해: 안경점 보증서 번호는 A-7721.", "안경점 보증서 번호는 A-7721"),
    ("훗날을 위해: 동물병원 야간 진료는 밤 열한 시까지.", "동물병원 야간 진료는 밤 열한 시까지"),
    ("다음을 위해서: 꽃집 정기 배송은 매주 월요일.", "꽃집 정기 배송은 매주 월요일"),
    ("나중에 참고용: 치과 진료 카드 번호는 3390.", "치과 진료 카드 번호는 3390"),
]
LATER_HEADING_NEAR = [
    ("suggest", "以后用：四个空格缩进。"),
    ("suggest", "以后备查：以后提交代码前都要跑测试。"),
    ("none", "留作纪念的照片都在相册里。"),
    ("suggest", "今後のために：会議は必ず十時に始めてください。"),
    ("none", "将来のために貯金している。"),
    ("none", "後々のために、領収書は全部取っておいた。"),
    ("suggest", "앞으로를 위해: 회의는 항상 열 시에 시작해 주세요."),
    ("none", "나중을 위해 지금 저축하고 있어."),
    ("none", "훗날을 위해 사진을 많이 찍어 뒀어."),
]

# remember asked with the memory as a place with its nook, in the east (east_asked.NOOK, JA_NOOK, KO_PLACE;
# ja.py's _OBOETE and ko.py's remember before a colon): a drawer, a corner, a store, a shelf, a notebook, a
# sticky note, a memory bank or a bookcase of the memory, the head or the brain, and where in it (记忆的角落,
# 脑子的小抽屉, 记忆库, 記憶的書架, 個腦嘅細抽屜; 記憶の引き出しの奥, 脳内のメモ帳, 頭の中の付箋, 頭のメモリ;
# 머릿속 메모장, 기억 서랍 맨 아래 칸, 네 기억 속 책장, 뇌 속 메모리), room made there (腾个位置), the written
# register's 铭记于心 / 此事 and the honoured hearer begged (恳请您 / 敬请您 / 烦请您), keigo's ご保管 and its
# gladness to come (…いただけましたら幸甚に存じます), the hearer thanked ahead (기억해 두시면 감사하겠습니다) and
# 경상도's 주이소; a thing put in a drawer, on a shelf or in a storeroom, the memory's nook told, a thanks
# ahead for another favour stay as they were
# [general: mends frozen33zd-zh_Hans-503, 506, frozen33zd-ja-503, 505, 508, dev33zd-zh_Hant-506]
MEMORY_NOOK = [
    ("在你记忆的角落里帮我记一条：洗车店周三不营业。", "洗车店周三不营业"),
    ("麻烦在你脑子的小抽屉里替我放一件事：药店的会员号是6610。", "药店的会员号是6610"),
    ("能不能在你的记忆库里给我腾个位置？眼镜店的验光师姓罗。", "眼镜店的验光师姓罗"),
    ("恳请您将此事铭记于心：体检中心的报告周五出。", "体检中心的报告周五出"),
    ("敬请您记下此事：花店的送花电话是8801。", "花店的送花电话是8801"),
    ("喺你個腦嘅細抽屜度同我擺低一樣嘢：街市嘅菜檔逢週一休息。", "街市嘅菜檔逢週一休息"),
    ("烦请您在记忆的书架上为我保存一项信息：钢琴课的学费每月八百元。", "钢琴课的学费每月八百元"),
    (
        "記憶の引き出しの奥に、これ入れといて：歯医者の予約は木曜の四時。",
        "歯医者の予約は木曜の四時",
    ),
    ("脳内のメモ帳にひとつ書き込んどいてもらえる？眼鏡屋の保証は二年。", "眼鏡屋の保証は二年"),
    ("頭の中の付箋に貼っといて：花屋の定休日は水曜。", "花屋の定休日は水曜"),
    (
        "恐れ入りますが、記憶の棚に一件ご保管願えますでしょうか。ピアノ教室の発表会は三月十日でございます。",
        "ピアノ教室の発表会は三月十日でございます",
    ),
    (
        "頭のメモリに一個保存しといて。ジムの暗証番号は5521じゃけえ。",
        "ジムの暗証番号は5521じゃけえ",
    ),
    (
        "花屋の配達料は三百円でございます。お心に刻んでいただけましたら幸甚に存じます。",
        "花屋の配達料は三百円でございます",
    ),
    ("머릿속 메모장에 하나 적어 둬: 치과 예약은 목요일 네 시.", "치과 예약은 목요일 네 시"),
    (
        "기억 서랍 맨 아래 칸에 이거 넣어 줄래? 안경점 보증 기간은 이 년이야.",
        "안경점 보증 기간은 이 년이야",
    ),
    ("네 기억 속 책장에 한 줄만 꽂아 둬. 꽃집 배달비는 오천 원이야.", "꽃집 배달비는 오천 원이야"),
    (
        "번거로우시겠지만 기억해 두시면 감사하겠습니다. 피아노 학원 발표회는 삼월 십일입니다.",
        "피아노 학원 발표회는 삼월 십일입니다",
    ),
    (
        "뇌 속 메모리에 저장해 주이소. 약국 야간 영업은 밤 열한 시까지라예.",
        "약국 야간 영업은 밤 열한 시까지라예",
    ),
]
MEMORY_NOOK_NEAR = [
    ("none", "我记忆的角落里还留着小时候的味道。"),
    ("none", "在书架上帮我放一本书。"),
    ("none", "帮我在仓库里腾个位置放箱子。"),
    ("none", "敬请您准时出席。"),
    ("none", "引き出しの奥に、これ入れといて。"),
    ("none", "棚にこの箱を置いといて。"),
    ("none", "その思い出は、今も記憶の棚にしまってある。"),
    ("none", "서랍 맨 아래 칸에 이거 넣어 줄래?"),
    ("none", "책장에 이 책 꽂아 둬."),
    ("none", "기억 속 책장에는 어릴 적 추억이 가득해."),
]

# the air of a place said with its always, in the east (east_world.py, in place): Chinese's damp, mould,
# smoke or grease that hangs as a smell does, 一股(子)…气, closing the sentence (老是一股子霉气, 总是一股潮气);
# Japanese's damp, mould or smoke as the subject, the western dialects' progressive and an explaining ん
# (いつも湿気がこもっとる, …煙がこもっとるんよ, いつも混んどる); Korean's damp, wet or mould as the subject and
# the contracted 어 있다 (늘 습기가 차 있어요, 항상 물기가 맺혀 있어요); a must, a ban, a way kept against it, a
# person's air, a reason for an order stay as they were
# [general: mends frozen33zd-zh_Hans-016]
EAST_AIR = [
    ("none", "地下室的仓库里老是一股子霉气。"),
    ("none", "更衣室里总是一股潮气。"),
    ("none", "老房子的厨房里总是有一股油烟气。"),
    ("none", "桑拿房外面的走廊老是一股子湿气。"),
    ("none", "老屋的阁楼里总是一股霉气。"),
    ("none", "地下の倉庫はいつも湿気がこもっとる。"),
    ("none", "古い銭湯の脱衣所は、いつもカビの匂いがこもっとる。"),
    ("none", "朝の駅はいつも混んどるね。"),
    ("none", "あの居酒屋はいつも煙がこもっとるんよ。"),
    ("none", "商店街の裏通りはいつも人で混んどる。"),
    ("none", "지하 창고는 늘 습기가 차 있어요."),
    ("none", "그 찜질방 복도는 늘 물기가 고여 있어요."),
    ("none", "오래된 욕실 천장은 늘 곰팡이가 피어 있어."),
    ("none", "목욕탕 창고는 언제나 습기가 차 있습니다."),
    ("none", "그 반지하 사무실은 항상 물기가 맺혀 있어요."),
]
EAST_AIR_NEAR = [
    ("suggest", "以后仓库里不能有一股霉味，每天都要通风。"),
    ("suggest", "更衣室要一直保持干燥，不能有一股潮气。"),
    ("suggest", "目前的更衣室老是一股子湿气，以后每天都要开窗通风。"),
    ("none", "他总是一股子傲气。"),
    ("suggest", "倉庫は湿気がこもらんように、いつも窓を開けといてください。"),
    ("suggest", "会議室はいつも混んどるけん、早めに予約してください。"),
    ("suggest", "うちの店はいつも煙がこもらんようにしとる。"),
    ("suggest", "창고는 늘 습기가 차지 않게 관리해 주세요."),
    ("suggest", "우리 가게는 늘 습기가 차 있어서 제습기를 꼭 켜야 해요."),
    ("none", "그 사람은 항상 물기가 있는 눈으로 웃어."),
]

CLASSES: dict[str, list[tuple[str, str]]] = {"EAST_AIR": EAST_AIR}
WORDS: dict[str, list[tuple[str, str]]] = {
    "LATER_HEADING": LATER_HEADING,
    "MEMORY_NOOK": MEMORY_NOOK,
}
NEAR_MISSES = LATER_HEADING_NEAR + MEMORY_NOOK_NEAR + EAST_AIR_NEAR
POOL = {
    "EAST_AIR": ["frozen33zd-zh_Hans-016"],
    "OWN_REASON": [
        "frozen33zd-zh_Hant-003",
        "frozen33zd-ja-001",
        "frozen33zd-ja-014",
        "frozen33zd-ko-002",
    ],
    "LATER_HEADING": ["frozen33zd-ko-511"],
    "MEMORY_NOOK": [
        "frozen33zd-zh_Hans-503",
        "frozen33zd-zh_Hans-506",
        "frozen33zd-ja-503",
        "frozen33zd-ja-505",
        "frozen33zd-ja-508",
        "dev33zd-zh_Hant-506",
    ],
}


def _read(text: str) -> str:
    """What the judgement makes of a probe, in the words its lists want: "keeps remember:<fact>"
    (with "+ suggests" where a rule is suggested beside it), "suggest <scope>" or "none"."""
    found = judge(text)
    if found.explicit:
        kept = "|".join(f"{r.form}:{r.content.rstrip('。.')}" for r in found.explicit)
        return f"keeps {kept}" + (" + suggests" if found.suggestion is not None else "")
    return "none" if found.suggestion is None else f"suggest {found.suggestion.scope.value}"


# every probe with what it must read: each request sibling one remember request of exactly the fact and
# nothing suggested; each class's siblings as the class reads them; each own-reason sibling suggested for
# the user; each near miss as it read at 9eec731d (a "suggest" of any scope, or with the scope it had)
PROBES = (
    [(t, f"keeps remember:{kept}") for pairs in WORDS.values() for t, kept in pairs]
    + [(t, want) for cases in CLASSES.values() for want, t in cases]
    + [(t, want) for want, t in NEAR_MISSES]
    + [(t, "suggest user") for t in OWN_REASON]
    + [(t, "none" if want == "none" else f"suggest {want}") for want, t in OWN_REASON_NEAR]
)


def test_the_probes_are_new_and_read_as_written():
    """Every probe is in no labelled set and written once, and reads as its list wants."""
    assert_probes_apart(t for t, _ in PROBES)
    wrong = [
        (t, want, got) for t, want in PROBES if want not in ((got := _read(t)), got.split()[0])
    ]
    assert not wrong


@pytest.mark.parametrize("case_id", [i for ids in POOL.values() for i in ids])
def test_the_thirtieth_rounds_pool_is_mended(case_id):
    """The thirtieth round's east messages each reading was written for read as labelled now."""
    assert judge_case(*pool(case_id)).problems() == []
