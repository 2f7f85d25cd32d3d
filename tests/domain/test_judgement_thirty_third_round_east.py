"""Issue 33, thirty-third round (Chinese in both scripts with 东北话, Cantonese and Taiwanese, Japanese
with Hiroshima and keigo, Korean with 경상도: suggestions and explicit requests).

The round's set (dev33zg, dev33zg_frozen: 40 messages per language) was written and frozen before
the judgement was touched, weighted to what the thirty-second round's frozen third missed, in new
words. A reading lands only with evidence of generality: siblings and near misses written here, and
messages of the thirty-second round's frozen third (the pool, spent) that it mends besides. Each
class's siblings are misread on the code before this round (base 18f448a0); its near misses are read
the same there and stay so ("이 내용 마음에 담아 두십시오. 감사합니다." kept "이 내용" there, nothing now). None
of these probes is in any set."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33ZG, DEV33ZG_FROZEN, judge_case

# (the probes' reading in the words their lists want, written once by the thirty-first round's east test)
from tests.domain.test_judgement_thirty_first_round_east import _read as read_probe
from tests.judgement_sets import assert_forty_a_language, assert_probes_apart, pool

LANGS = ("zh_Hans", "zh_Hant", "ja", "ko")


def test_the_thirty_third_round_east_sets_are_large_and_apart():
    """Per language, dev part and frozen third together: 14 lasting rules and 10 hard negatives (ids
    001-024), 12 explicit requests and 4 near misses (ids 501-516); the frozen third (13 of 40)
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_forty_a_language(DEV33ZG, DEV33ZG_FROZEN, LANGS, "thirty-third-round")


# the memory as a place in new words and the honoured hearer's ask to keep (east_asked.py, requests._head,
# requests._refused): Chinese's nook after the memory's inside and 的 / 嘅 (脑子里的小黑板, 心入面嘅小白板) and
# new nooks, a board, a ledger, a pocket, a sticky note, a slip, a storeroom, a notebook, a box (黑板 / 白板,
# 账本, 口袋, 便签, 便条纸, 库房, 记事本 / 记事簿, 盒子), the head as 脑袋瓜, written down in Cantonese (寫低),
# stuck there (贴), a line counted (一行); the honoured ask kept in the heart (记在心上 / 存在心中 / 记在心头,
# 放在心上 only before a colon) of this matter said short (这事, 这条信息), or with no matter named, firmly
# (牢记在心 / 铭记于心), the fact in the next sentence; a person the refusals name (老板, 朋友) no refusal
# in the fact after the keeping head's colon. Japanese's blackboard, whiteboard or memo of the memory and
# its edge (黒板, ホワイトボード, メモ, 端っこ), a notebook in a nook of it (頭の片隅のメモ帳), slipping,
# jotting or noting it there (挟ん, メモっ, 控え, 書き留め), ordered ahead into a nook (心のメモに残しといて。…),
# keigo's memory as the verb (ご記憶いただけますでしょうか / くださいませ / 賜りますよう) and the ask as a wish
# (…くださいますようお願いいたします, …いただきますようお願い申し上げます), どうか / 何卒 before it. Korean's
# bookshelf, sticky note, blackboard, desk, pocket or calendar of the memory, small, and on it (책꽂이,
# 포스트잇, 칠판, 책상 위, 작은 주머니, 달력), writing, marking or setting it there (써 / 표시해 / 올려), set
# (놔 / 놔라), this matter as the placeholder (이 내용 / 이 점) and 하십시오체's wish ordered ahead (부디 마음에
# 새겨 주시기 바랍니다. …). A closing frame never takes the place or the pointer alone for the fact
# (east_asked.only_the_place: "心のメモに", "이 내용"). A board, a note, a drawer, a desk that is no memory's,
# the memory's nook told, an errand asked of the honoured, a worry or a scolding after the heart's ask, a
# farewell after it, a friend's ask stay as they were
# [general: mends frozen33zf-zh_Hans-505, -506, frozen33zf-zh_Hant-509, frozen33zf-ja-504, -505, -509,
# -511, frozen33zf-ko-510; and dev33ze-zh_Hans-501, -508, dev33ze-zh_Hant-501, dev33zf-zh_Hant-503, -505]
MIND_PLACE = [
    ("在你脑子里的小白板上写一条：羽毛球拍的线是二十六磅。", "羽毛球拍的线是二十六磅"),
    ("帮我在你脑海的小口袋里装一条：钢琴老师姓孙。", "钢琴老师姓孙"),
    ("在你记忆里的便签上贴一条：车库遥控器在鞋柜上。", "车库遥控器在鞋柜上"),
    ("往你脑袋瓜的小库房里放一条：物业的报修电话是3301。", "物业的报修电话是3301"),
    ("往你脑子的小白板写一条：花店老板的微信是flower88。", "花店老板的微信是flower88"),
    ("在你腦子裡的小黑板寫一條：單車鎖的密碼是2580。", "單車鎖的密碼是2580"),
    ("喺你心入面嘅小白板寫低：雜貨舖嘅老闆叫阿輝。", "雜貨舖嘅老闆叫阿輝"),
    ("往你記憶的小盒子裡塞一條：郵局星期六只開上午。", "郵局星期六只開上午"),
    ("在你腦袋瓜的記事簿寫一行：補習社的學費月底交。", "補習社的學費月底交"),
    ("在你腦袋瓜的小盒子塞一條：水電行的老闆姓林。", "水電行的老闆姓林"),
    ("脳内の黒板に書いといて：クリーニング屋の定休日は水曜。", "クリーニング屋の定休日は水曜"),
    ("心のメモに挟んどいて：自転車の鍵は下駄箱の上。", "自転車の鍵は下駄箱の上"),
    ("記憶のノートの端っこに控えといて：歯医者の予約は木曜の三時。", "歯医者の予約は木曜の三時"),
    ("頭の中のホワイトボードに書き留めといて：町内会の集金は月末。", "町内会の集金は月末"),
    ("記憶のメモ帳の端にメモっといて：ジムのロッカーは42番。", "ジムのロッカーは42番"),
    ("記憶の引き出しにしまっといてね。郵便局の窓口は五時まで。", "郵便局の窓口は五時まで"),
    ("心の手帳の端っこに控えといて。整体院の予約は金曜の四時。", "整体院の予約は金曜の四時"),
    ("머릿속 칠판에 이거 써 둬: 꽃집은 월요일에 쉬어.", "꽃집은 월요일에 쉬어"),
    ("기억 속 포스트잇에 붙여 놔: 세탁소 번호는 3344야.", "세탁소 번호는 3344야"),
    ("마음속 작은 주머니에 넣어 둬. 동생 생일은 시월 삼일이야.", "동생 생일은 시월 삼일이야"),
    (
        "머릿속 달력에 표시해 둬: 아파트 소독은 매달 셋째 주 화요일이야.",
        "아파트 소독은 매달 셋째 주 화요일이야",
    ),
    ("머릿속 책상 위에 올려 둬. 도서관 반납일은 금요일이야.", "도서관 반납일은 금요일이야"),
]
HONOURED_HEART = [
    ("麻烦您把这件事记在心上。小区的垃圾站晚上八点关门。", "小区的垃圾站晚上八点关门"),
    ("敬请您把这事记在心里：钢琴调音师的电话是5566。", "钢琴调音师的电话是5566"),
    ("请您务必把这一点存在心中：合唱团的服装要自己准备。", "合唱团的服装要自己准备"),
    ("劳烦您将此事放在心上：车库的月租每季度交一次。", "车库的月租每季度交一次"),
    ("懇請您把這件事記在心頭：圖書館的自修室九點關。", "圖書館的自修室九點關"),
    ("恳请您铭记于心。小区的快递柜在三号门。", "小区的快递柜在三号门"),
    ("請您務必記在心上。管理處的值班室在一樓。", "管理處的值班室在一樓"),
    (
        "どうか心にお留めくださいますようお願いいたします。公民館の鍵は事務室にございます。",
        "公民館の鍵は事務室にございます",
    ),
    (
        "何卒お心に刻んでいただきますようお願い申し上げます。合唱団の練習は毎週金曜でございます。",
        "合唱団の練習は毎週金曜でございます",
    ),
    (
        "恐れ入りますが、ご記憶いただけますでしょうか。自治会の会費は年二千円でございます。",
        "自治会の会費は年二千円でございます",
    ),
    (
        "どうかご記憶くださいませ。公民館の休館日は第二月曜でございます。",
        "公民館の休館日は第二月曜でございます",
    ),
    (
        "恐縮ですが、何卒ご記憶賜りますようお願い申し上げます。町内の清掃は第一日曜の朝でございます。",
        "町内の清掃は第一日曜の朝でございます",
    ),
    (
        "恐縮ですが、心のメモにお控えくださいませ。ピアノ教室は水曜休みでございます。",
        "ピアノ教室は水曜休みでございます",
    ),
    (
        "부디 마음에 새겨 주시기 바랍니다. 주민센터 요가 수업은 화요일 오전입니다.",
        "주민센터 요가 수업은 화요일 오전입니다",
    ),
    (
        "실례지만 이 내용 마음에 담아 두십시오. 관리사무소는 토요일에 문을 닫습니다.",
        "관리사무소는 토요일에 문을 닫습니다",
    ),
    (
        "번거로우시겠지만 이 점 마음속에 새겨 두시기 바랍니다. 주차 등록은 관리실에서 합니다.",
        "주차 등록은 관리실에서 합니다",
    ),
    (
        "제발 머릿속에 담아 주시기 바랍니다. 경비실 번호는 1102번입니다.",
        "경비실 번호는 1102번입니다",
    ),
]
MIND_ASKED_NEAR = [
    ("none", "我脑子里的小白板什么都没写。"),
    ("none", "把这张便签贴在冰箱的小白板上。"),
    ("none", "在本子上添一行：明天买菜。"),
    ("none", "你心里的小本本记了多少人的坏话？"),
    ("none", "麻烦您把这件事放在心上，别再迟到了。"),
    ("none", "麻烦您把这件事记在心上。我很担心。"),
    ("none", "请您牢记在心。下次别再迟到了。"),
    ("none", "请您把这份文件存在电脑中。"),
    ("none", "我朋友让我记住：周五交房租。"),
    ("none", "喺白板寫低：聽日開會。"),
    ("none", "我腦海嘅小白板成日都係空嘅。"),
    ("none", "ホワイトボードに書いといて：明日の会議。"),
    ("none", "心のメモにはもう何も残っとらん。"),
    ("none", "恐れ入りますが、書類にご記入いただきますようお願いいたします。"),
    ("none", "何卒よろしくお願い申し上げます。"),
    ("none", "付箋に挟んどいて：明日の予定。"),
    ("suggest", "引き出しにしまっといてね。郵便局の窓口は五時まで。"),
    ("suggest", "心に残しといて。郵便局の窓口は五時まで。"),
    ("none", "記憶のノートに書いといて。明日までに書類を出してください。"),
    ("none", "칠판에 이거 써 둬: 내일 회의."),
    ("none", "책상 위에 올려 둬."),
    ("none", "머릿속 달력이 엉망이야."),
    ("none", "부디 건강하시기 바랍니다."),
    ("none", "이 내용 확인해 주시기 바랍니다."),
    ("none", "포스트잇에 붙여 놔: 내일 장보기."),
    ("none", "이 내용 마음에 담아 두십시오. 감사합니다."),
]

# the past of a habit told in the western Japanese dialects or in 경상도's and the plain Korean past (ja.py's
# and ko.py's `past`): …とった / …どった / …よった, the past progressive of Hiroshima and the west ("子供の頃は
# 毎日駄菓子屋に寄りよった"), never its if or its "and such" (…とったら / …とったり); Korean's past closed by 경상도's
# 제 or the plain 다 ("…학교 다녔제", "…놀러 갔다"), never after a rule set down (놨 / 뒀). Chinese's 小时候 / 以前
# …总是 and Korean's …곤 했어 are read as the past already. A rule for children, an errand, an if, a plan to
# come, a rule set down stay as they were
# [general: mends frozen33zf-ja-024]
PAST_HABIT = [
    ("none", "子供の頃は毎日駄菓子屋に寄りよった。"),
    ("none", "学生時代は毎晩銭湯に通っとった。"),
    ("none", "高校の時は毎日弁当を作ってもらっとった。"),
    ("none", "大学の頃は毎週土曜にバイトに行っとった。"),
    ("none", "中学の頃は毎朝自転車で坂を上っとった。"),
    ("none", "어렸을 때는 매일 저녁 동네 목욕탕에 갔다."),
    ("none", "학생 때는 늘 버스 타고 학교 다녔제."),
    ("none", "초등학생 땐 주말마다 외갓집에 놀러 갔다."),
    ("none", "중학생 때는 매일 아침 신문을 돌렸다."),
    ("none", "어렸을 적엔 방학마다 할머니 댁에 내려갔제."),
    ("none", "대학생 때는 주말마다 과외를 하러 다녔제."),
]
PAST_HABIT_NEAR = [
    ("none", "写真とったら送ってや。"),
    ("none", "メモとったり録音したりしてもええよ。"),
    ("none", "会議の内容はメモをとっといて。"),
    ("suggest", "子供の頃は毎朝ラジオ体操に行くこと。"),
    ("suggest", "子供の時は大人と一緒に入ること。"),
    ("none", "小さい頃は毎週日曜に祖母の家へ行っていた。"),
    ("none", "昔は毎朝ここで朝市が開かれよった。"),
    ("none", "편의점 갔다 와."),
    ("suggest", "어릴 때는 단 거 먹으면 안 돼."),
    ("suggest", "어린이는 보호자와 함께 입장해 주세요."),
    ("suggest", "회의록은 매번 남겨 두는 거다."),
    ("suggest", "앞으로 매일 아침 일곱 시에 일어난다."),
    ("none", "우리 탁구장은 공 다 치면 정리해 두기로 정해 놨데이."),
    ("none", "회의실 예약은 내가 해 놨다."),
    ("none", "어릴 때는 매일 아침 약수터에 가곤 했어."),
    ("none", "小时候每天放学我都去河边摸鱼。"),
    ("none", "小時候我總是跟著阿公去市場。"),
]

POOL = {
    "MIND_PLACE": [
        "frozen33zf-zh_Hans-505",
        "frozen33zf-zh_Hant-509",
        "frozen33zf-ja-504",
        "frozen33zf-ja-511",
        "frozen33zf-ko-510",
        "dev33ze-zh_Hans-501",
        "dev33ze-zh_Hans-508",
        "dev33ze-zh_Hant-501",
        "dev33zf-zh_Hant-503",
        "dev33zf-zh_Hant-505",
    ],
    "HONOURED_HEART": ["frozen33zf-zh_Hans-506", "frozen33zf-ja-505", "frozen33zf-ja-509"],
    "PAST_HABIT": ["frozen33zf-ja-024"],
}

# every probe with what it must read: each request sibling one remember request of exactly the fact and
# nothing suggested; each class's siblings as the class reads them; each near miss as it read at 18f448a0
# (a "suggest" of any scope)
PROBES = [(t, f"keeps remember:{kept}") for t, kept in MIND_PLACE + HONOURED_HEART] + [
    (t, want) for want, t in MIND_ASKED_NEAR + PAST_HABIT + PAST_HABIT_NEAR
]


def test_the_probes_are_new():
    """Every probe is in no labelled set and written once."""
    assert_probes_apart(t for t, _ in PROBES)


@pytest.mark.parametrize(("text", "want"), PROBES)
def test_each_probe_reads_as_its_list_wants(text, want):
    """A probe's reading: the whole of it, or a suggestion of any scope where its list says only
    "suggest"."""
    got = read_probe(text)
    assert want in (got, got.split()[0])


@pytest.mark.parametrize("case", [c for ids in POOL.values() for c in pool(*ids)], ids=str)
def test_the_spent_pool_reads_as_labelled(case):
    """The thirty-second round's east misses (and the earlier dev messages) each reading mends."""
    assert not judge_case(case).problems()
