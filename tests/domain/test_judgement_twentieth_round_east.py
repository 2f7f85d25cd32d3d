"""Issue 33, twentieth round (Chinese in both scripts with Cantonese and Taiwanese, Japanese with
Kansai and keigo, Korean with 반말: suggestions and explicit requests).

The round's set (dev33t, dev33t_frozen: 40 messages for Japanese, weighted to its suggestions, 36 for
each Chinese script and Korean) was written and frozen before the judgement was touched. A reading
landed only with evidence of generality: siblings (other words, domain, voice, order) and near misses
(the same surface with no rule or no request) written here before it, and a message of an earlier
round's set (the pool) that it mends besides. Each class's siblings fail on the code before this round
(base 1ad8a117: where the learned second opinion already read some of them, the engine alone did not,
and the engine's reading is tested); its near misses are read right there and stay so. None of these
probes is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import engine, judge
from benchmarks.judge import (
    DEV33N_FROZEN,
    DEV33O_FROZEN,
    DEV33Q,
    DEV33Q_FROZEN,
    DEV33R,
    DEV33S,
    DEV33S_FROZEN,
    DEV33T,
    DEV33T_FROZEN,
)
from tests.judgement_sets import (
    assert_probes_apart,
    assert_round_set,
    reading,
    round_part,
    wrong_readings,
)

CHINESE_KOREAN = ("zh_Hans", "zh_Hant", "ko")


def test_the_twentieth_round_east_set_has_its_shape():
    """Per language, dev part and frozen third together: lasting rules and hard negatives (ids
    001-), 14 and 10 (18 and 10 in Japanese); explicit requests and near misses (ids 501-), 8 and 4;
    the frozen third chosen by the SHA-256 of each text, and none in any other set (the frozen third
    is loaded, never judged)."""
    assert_round_set(
        DEV33T,
        DEV33T_FROZEN,
        CHINESE_KOREAN,
        "twentieth-round",
        {"suggest": 14, "none": 14, "explicit": 8},
        range(1, 1000),
    )
    assert_round_set(
        DEV33T,
        DEV33T_FROZEN,
        ("ja",),
        "twentieth-round",
        {"suggest": 18, "none": 14, "explicit": 8},
        range(1, 1000),
    )
    for lang in (*CHINESE_KOREAN, "ja"):
        rules = round_part(DEV33T, lang, range(1, 500)) + round_part(
            DEV33T_FROZEN, lang, range(1, 500)
        )
        want = 18 if lang == "ja" else 14
        assert sorted(c.label for c in rules) == ["none"] * 10 + ["suggest"] * want, lang
        asks = round_part(DEV33T, lang, range(501, 1000)) + round_part(
            DEV33T_FROZEN, lang, range(501, 1000)
        )
        assert sorted(c.label for c in asks) == ["explicit"] * 8 + ["none"] * 4, lang


# a Japanese requirement said as an office's or a shop's standing practice: an act as the topic by
# には, what it takes named as a thing, then 必要 / 必須 / 要ります closing the sentence [general;
# the engine reads it: the second opinion had found some]
JA_REQUIREMENT = [
    ("suggest", "年金の受給手続きには、年金手帳か基礎年金番号通知書が必要です"),
    ("suggest", "当館の宴会場のご利用には、一週間前までのご予約が必要となります"),
    ("suggest", "診断書の発行には、診察券と手数料二千円が要ります"),
    ("suggest", "現場に入るには新規入場者教育の受講が必要や"),
    ("suggest", "レンタカーの貸し出しには、運転免許証の原本の提示が必要になります"),
    ("suggest", "転出届の提出には委任状が必要です"),
]
JA_REQUIREMENT_NEAR = [
    ("none", "今日の面談には身分証が必要です"),
    ("none", "住民票の交付には本人確認書類が必要ですか？"),
    ("none", "先月の申請には印鑑証明が必要でした"),
    ("none", "私にはもう少し時間が必要です"),
    ("none", "この手続きには印鑑が必要です"),
    ("none", "アップデートの適用には再起動が必要です"),
    ("none", "成功には努力が必要です"),
]

# a Japanese retention asked in the words of recording (記憶しておいて, 記憶しといて), as the noun asked
# for (メモお願いします, メモよろしく, Kansai メモ頼むわ), in Kansai's forms (覚えといてや, 覚えとってや,
# 忘れんといて(な)), then what to keep after a pause [general]
JA_RETENTION_FRAME = [
    ("explicit", "覚えといてや：倉庫の鍵は守衛室に預けてある"),
    ("explicit", "忘れんといてや、月末の棚卸しは土曜やで"),
    ("explicit", "メモお願いします、次回の監査は六月十日です。"),
    ("explicit", "念のため記憶しといて、新しい営業所は梅田にある"),
    ("explicit", "メモよろしく、A社の請求締めは二十日"),
    ("explicit", "覚えとってや、新しい工場長は木村さんや"),
    ("explicit", "記憶しておいてほしいんですが、本社の受付は二階に移りました。"),
    ("explicit", "メモ頼むわ、来月の安全大会は十五日や"),
    ("explicit", "忘れんといてください、病棟の面会時間は十四時からです。"),
]
JA_RETENTION_FRAME_NEAR = [
    ("none", "覚えといてや言うたのに、また忘れとるやん"),
    ("none", "記録しておいてくださいって言われたけど、何を記録すればいいんだろう"),
    ("none", "メモお願いしますって言われても困るよ"),
    ("none", "忘れんといてなって、彼女が言ってた"),
    ("none", "記憶しておくのが苦手なんです"),
    ("none", "控えておいてって言ったのに、控えてなかったの？"),
]

# a Korean bound's own 이 (…이내에만, …이후에만, …이전에만) is no "this item only": a window kept every
# time is a rule [pool-driven: written from dev33s-ko-002]
KO_BOUND_ONLY = [
    ("suggest", "교환은 구매 후 14일 이내에만 가능합니다"),
    ("suggest", "반품 접수는 수령하고 사흘 이내에만 받아요"),
    ("suggest", "야간 반입은 밤 열 시 이후에만 허용됩니다"),
    ("suggest", "주말 근무 신청은 전주 수요일 이전에만 받습니다"),
]
KO_BOUND_ONLY_NEAR = [
    ("none", "이 파일에만 적용해 줘"),
    ("none", "이 계약서에만 해당돼요"),
    ("none", "이 건 이후에만 보내 주세요"),
    ("none", "오늘은 열 시 이후에만 들어갈 수 있어요"),
    ("none", "이번 주는 세 시 이전에만 통화 가능합니다"),
]

# the unit next door (隔壁组, 对面医院, 人家公司, Cantonese 隔籬舖) as the subject, its way told with no
# word of ours or of the one spoken to and nothing asked of it: their way, reported, no rule of ours
# [general: written from frozen33o-zh_Hant-022, mends two more]
ZH_NEXT_DOORS_WAY = [
    ("none", "隔壁組的需求單都要先過 PM 才能排期"),
    ("none", "人家公司的报销一律走线上，快多了"),
    ("none", "隔壁学校的老师每周五都要交教案"),
    ("none", "隔壁棟的保全晚上十點以後就不讓外送進去"),
    ("none", "隔壁公司的業務每個月都要跑二十家客戶"),
    ("none", "对面医院的挂号一律要实名"),
    ("none", "隔壁班的作业都是周一交"),
]
ZH_NEXT_DOORS_WAY_NEAR = [
    ("suggest", "隔壁仓的货不要收"),
    ("suggest", "其他门店的货一律不退"),
    ("none", "隔壁组昨天加班到十点"),
]

# crowding, a jam or lateness said as what tends to happen (Chinese 都人山人海, 总是挤满了人, 就挤得水泄
# 不通; Korean 항상 / 늘 / 평소보다 늦게 와요): the world's state, no one's act; a rule said after it,
# or under it as a condition, stays a rule [general: from dev33t-ko-018 and the class the nineteenth
# round read; mends dev33s-zh_Hans-017]
CROWDED_OR_LATE = [
    ("none", "每逢国庆景区都人山人海"),
    ("none", "月底的银行柜台总是挤满了人"),
    ("none", "一到饭点食堂就挤得水泄不通"),
    ("none", "周五晚上的高架每次都水泄不通"),
    ("none", "連假的時候景點都人山人海"),
    ("none", "尾牙季的餐廳總是擠滿了人"),
    ("none", "월말엔 거래처 입금이 항상 늦게 들어와요"),
    ("none", "장마철엔 자재 입고가 평소보다 늦게 옵니다"),
    ("none", "연휴 다음 날엔 택배가 항상 늦게 와"),
]
CROWDED_OR_LATE_NEAR = [
    ("suggest", "展会现场挤得水泄不通的话，就把客户带去二楼会议室"),
    ("suggest", "평소보다 늦게 오면 고객한테 미리 알려 줘"),
    ("suggest", "연말에는 택배가 늦게 오니까 주문은 미리 넣어 주세요"),
    ("none", "오늘은 택배가 평소보다 늦게 왔어요"),
]

# a Korean liking in 반말's bare 좋아 ("난 짧은 답변이 좋아"), the speaker first and a kind its own
# clause makes, is a preference as its polite forms are [pool-driven: written from dev33q-ko-507,
# whose preference after a remember it reads]
KO_BANMAL_LIKING = [
    ("explicit", "난 짧은 답변이 좋아"),
    ("explicit", "나는 표로 정리된 보고서가 좋아!"),
    ("explicit", "난 메신저로 오는 짧은 알림이 제일 좋아"),
    ("explicit", "그리고 난 글머리표로 정리한 회의록이 좋아"),
    ("explicit", "전 굵게 표시한 마감일이 좋아~"),
]
KO_BANMAL_LIKING_NEAR = [
    ("none", "팀장님은 짧은 답변이 좋대"),
    ("none", "난 네가 보낸 그 자료가 좋아?"),
    ("none", "그 사람은 긴 보고서가 좋아"),
]

# Chinese "first this, then handle it" (先…再处理, 先…再讨论) in one clause is a sequence of steps,
# not a matter put off (再说, 再处理 alone) [pool-driven: written from dev33r-zh_Hant-007]
ZH_FIRST_THEN = [
    ("suggest", "退货一律先拍照再处理"),
    ("suggest", "報修單都是先分類再處理"),
    ("suggest", "客户的投诉要先登记再处理"),
    ("suggest", "所有报销单必须先扫描再处理"),
    ("suggest", "破损的包裹都要先拍照留证再处理"),
]
ZH_FIRST_THEN_NEAR = [
    ("none", "这个问题我们下周再讨论吧"),
    ("none", "这事以后再说"),
    ("none", "先放着，回头再处理"),
    ("none", "等老板回来再处理"),
]

# Korean 기억하세요 asked ("제가 말씀드린 거 기억하세요?") is the honorific question "do you remember
# …?", no request; asked politely with a giving verb (기억해 주시겠어요?) or said, it stays one
# [pool-driven: written from dev33s-ko-510]
KO_DO_YOU_REMEMBER = [
    ("none", "제가 어제 보낸 주소 기억하세요?"),
    ("none", "작년에 제가 알려 드린 비밀번호 기억하세요?"),
    ("none", "제가 전에 부탁드린 거 기억하세요?"),
    ("none", "지난달에 말씀드린 단가 기억하세요?"),
]
KO_DO_YOU_REMEMBER_NEAR = [
    ("explicit", "제 사번은 K-2201이에요, 기억하세요."),
    ("explicit", "이 번호 꼭 기억해 주시겠어요?"),
    ("explicit", "제 내선 번호는 2231이에요, 기억해 두실래요?"),
]

# a Japanese liking said as what suits the speaker (…方が性に合ってます) or is welcome to them
# (個人的には…がありがたいです, …ほうがありがたいです) is a preference as 好き is; not another's, a
# thanks for one act, or the past [general: written from frozen33n-ja-504, mends frozen33n-ja-501]
JA_SUITS_ME = [
    ("explicit", "個人的には、箇条書きでまとめてある報告がありがたいです。"),
    ("explicit", "私は、図が多めの資料がありがたいですね。"),
    ("explicit", "メールより電話のほうが性に合ってます。"),
    ("explicit", "口頭より、文書で指示をもらうほうが性に合うんです。"),
    ("explicit", "会議は短く区切るほうがありがたいです。"),
    ("explicit", "僕は、朝イチの打ち合わせのほうが性に合っています。"),
]
JA_SUITS_ME_NEAR = [
    ("none", "部長は、結論から書いてある資料がありがたいそうです。"),
    ("none", "今回は早めに返事をもらえてありがたいです。"),
    ("none", "彼は営業の仕事が性に合ってるみたい。"),
    ("none", "手伝ってもらえて本当にありがたいです。"),
    ("none", "私は、図が多めの資料がありがたかったです。"),
]

# a Korean notice, sign or official letter pointed at (이 공지문, 아래 문구, 이 공문), then translated
# as carried over (옮겨), tidied or summarised: what follows is the text to work on, as it is after
# 이 문장 … 번역해 [general: mends dev33q-ko-023]
KO_NOTICE_TO_TRANSLATE = [
    ("none", "이 안내문 영어로 옮겨 줄래요? 엘리베이터는 화물 전용입니다"),
    ("none", "아래 문구 중국어로 옮겨 주세요. 외부인은 출입을 금지합니다."),
    ("none", "이 공문 좀 다듬어 줄래? 모든 협력업체는 월말까지 서류를 제출해야 합니다."),
    ("none", "이 게시문 일본어로 번역해 줄래요? 흡연은 지정된 장소에서만 가능합니다"),
    ("none", "아래 공지 좀 요약해 줄래? 모든 직원은 금요일까지 교육을 이수해야 합니다."),
]
KO_NOTICE_TO_TRANSLATE_NEAR = [
    ("suggest", "공지문은 항상 영어로도 옮겨 주세요"),
    ("none", "이 공지문 일본어로 옮겨 줄래요?"),
]

CLASSES = {
    "CROWDED_OR_LATE": CROWDED_OR_LATE,
    "KO_NOTICE_TO_TRANSLATE": KO_NOTICE_TO_TRANSLATE,
    "JA_SUITS_ME": JA_SUITS_ME,
    "KO_DO_YOU_REMEMBER": KO_DO_YOU_REMEMBER,
    "ZH_FIRST_THEN": ZH_FIRST_THEN,
    "KO_BANMAL_LIKING": KO_BANMAL_LIKING,
    "JA_REQUIREMENT": JA_REQUIREMENT,
    "ZH_NEXT_DOORS_WAY": ZH_NEXT_DOORS_WAY,
    "JA_RETENTION_FRAME": JA_RETENTION_FRAME,
    "KO_BOUND_ONLY": KO_BOUND_ONLY,
}
NEAR_MISSES = (
    JA_REQUIREMENT_NEAR
    + JA_RETENTION_FRAME_NEAR
    + KO_BOUND_ONLY_NEAR
    + ZH_NEXT_DOORS_WAY_NEAR
    + CROWDED_OR_LATE_NEAR
    + KO_BANMAL_LIKING_NEAR
    + ZH_FIRST_THEN_NEAR
    + KO_DO_YOU_REMEMBER_NEAR
    + JA_SUITS_ME_NEAR
    + KO_NOTICE_TO_TRANSLATE_NEAR
)
# the classes the engine reads by itself (the second opinion had found some of their siblings)
ENGINE_READS = ("JA_REQUIREMENT", "ZH_FIRST_THEN")

# The pool messages each reading mends (earlier rounds' sets, none written for this round).
POOL = {
    "JA_REQUIREMENT": [(DEV33S_FROZEN, "frozen33s-ja-012")],
    "JA_RETENTION_FRAME": [(DEV33S, "dev33s-ja-506")],
    "KO_BOUND_ONLY": [(DEV33S, "dev33s-ko-002")],
    "CROWDED_OR_LATE": [(DEV33S, "dev33s-zh_Hans-017")],
    "ZH_FIRST_THEN": [(DEV33R, "dev33r-zh_Hant-007")],
    "KO_DO_YOU_REMEMBER": [(DEV33S, "dev33s-ko-510")],
    "KO_NOTICE_TO_TRANSLATE": [(DEV33Q, "dev33q-ko-023")],
    "JA_SUITS_ME": [(DEV33N_FROZEN, "frozen33n-ja-504"), (DEV33N_FROZEN, "frozen33n-ja-501")],
    "ZH_NEXT_DOORS_WAY": [
        (DEV33O_FROZEN, "frozen33o-zh_Hant-022"),
        (DEV33N_FROZEN, "frozen33n-zh_Hant-007"),
        (DEV33Q_FROZEN, "frozen33q-zh_Hant-024"),
    ],
}


def _pool_case(folder, case_id):
    lang = case_id.split("-")[1]
    (case,) = [c for c in round_part(folder, lang, range(1, 1000)) if c.id == case_id]
    return case


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_a_class_reads_all_its_siblings(name):
    assert not wrong_readings(CLASSES[name])


@pytest.mark.parametrize("name", ENGINE_READS)
def test_the_engine_reads_the_class_by_itself(name):
    assert all(engine.read(text).suggestion for _, text in CLASSES[name])


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    assert reading(text) == want, text


@pytest.mark.parametrize(("folder", "case_id"), [pair for pairs in POOL.values() for pair in pairs])
def test_each_reading_mends_its_pool_messages(folder, case_id):
    case = _pool_case(folder, case_id)
    assert reading(case.text) == case.label, case.text


# a Chinese retention, then after a comma "besides" (另外, 还有, 顺便说一下) and the speaker's liking:
# two requests, the fact kept without the liking (shared room: joined_requests.py, where the other
# languages join theirs by "and") [general: mends dev33q-zh_Hans-507]
ZH_REMEMBER_THEN_LIKING = [
    "帮我记一下我的分机是8021，另外我比较喜欢用表格汇报。",
    "請記住我的車位是B2-17，另外我比較喜歡簡短的摘要。",
    "记住我们仓库的代码是WH03，还有我更喜欢邮件沟通。",
    "记着我下周三请假，另外我偏好早上开会。",
    "你记住，我的工位在三楼东区，顺便说一下我比较喜欢纸质版合同。",
]
ZH_REMEMBER_THEN_LIKING_NEAR = [
    "记住我的工号是A2047，另外帮我把周报发给老王。",
    "记住我的工号是A2047，另外我老板比较喜欢简短的回复。",
]


@pytest.mark.parametrize("text", ZH_REMEMBER_THEN_LIKING)
def test_a_chinese_liking_after_besides_is_a_request_of_its_own(text):
    found = judge(text).explicit
    assert [r.form for r in found] == ["remember", "prefer"], found
    assert "喜" not in found[0].content and "偏好" not in found[0].content


@pytest.mark.parametrize("text", ZH_REMEMBER_THEN_LIKING_NEAR)
def test_besides_with_no_liking_of_the_speakers_keeps_one_request(text):
    assert [r.form for r in judge(text).explicit] == ["remember"]


def test_the_chinese_liking_after_besides_mends_its_pool_message():
    case = _pool_case(DEV33Q, "dev33q-zh_Hans-507")
    assert [r.form for r in judge(case.text).explicit] == ["remember", "prefer"]


# a Japanese "in every project" said by a client's job, 案件 (どの案件でも, すべての案件で), is the
# user's scope as プロジェクト is [pool-driven: written from dev33q-ja-006]
JA_EVERY_JOB = [
    "どの案件でも、見積書には有効期限を書いてください",
    "すべての案件で、議事録は当日中に共有してください",
    "全部の案件において、契約書はPDFで保存して",
    "どの案件でも、請求書の宛名は正式名称で書いてね",
    "全ての案件で、納期は営業日で数えてください",
]
JA_EVERY_JOB_NEAR = ["この案件では、納期を一日早めてください", "どの案件がいいですか？"]


@pytest.mark.parametrize("text", JA_EVERY_JOB)
def test_every_job_is_the_users_scope(text):
    found = judge(text).suggestion
    assert found is not None and found.scope.value == "user", found


@pytest.mark.parametrize("text", JA_EVERY_JOB_NEAR)
def test_one_job_or_a_question_is_no_rule(text):
    assert reading(text) == "none"


def test_every_job_mends_its_pool_messages_scope():
    found = judge(_pool_case(DEV33Q, "dev33q-ja-006").text).suggestion
    assert found is not None and found.scope.value == "user"


def test_the_banmal_liking_is_read_after_a_remember_in_its_pool_message():
    case = _pool_case(DEV33Q, "dev33q-ko-507")
    assert [r.form for r in judge(case.text).explicit] == ["remember", "prefer"]


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        [t for cases in CLASSES.values() for _, t in cases]
        + [t for _, t in NEAR_MISSES]
        + ZH_REMEMBER_THEN_LIKING
        + ZH_REMEMBER_THEN_LIKING_NEAR
        + JA_EVERY_JOB
        + JA_EVERY_JOB_NEAR
    )
