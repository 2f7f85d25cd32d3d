"""Issue 33, fifteenth round (Japanese and Korean: suggestions): the classes read in these two
languages, cut from test_judgement_fifteenth_round_asia.py (the set, the blind batch and the Chinese
classes) by language. Each class: five siblings that fail on the code before this round, three near
misses read right there and still. None of these texts is in any set."""

from __future__ import annotations

import pytest

from tests.judgement_sets import assert_probes_apart, reading, wrong_readings

# a person of a kind with the honorific before の (お客さんの, 患者さんの: a kind, not a person
# named), a condition (…たら) after the topic, and a role as the source (…から) of the act [general]
JA_KIND_ROLE_ACT = [
    ("suggest", "患者さんの予約変更は、受付が当日中に電話で確認します。"),
    ("suggest", "お客様の返品依頼は、倉庫チームが写真を撮ってから受けます。"),
    ("suggest", "生徒さんの欠席連絡は、担任が保護者に折り返します。"),
    ("suggest", "利用者さんの請求書は、出たら事務局から郵送します。"),
    ("suggest", "取引先の請求書は、届いたら経理から受領メールを返します。"),
]
JA_KIND_ROLE_ACT_NEAR = [
    ("none", "田中さんの返品依頼は、倉庫チームがもう受けました。"),
    ("none", "お客さんの注文は、今日営業が確認します。"),
    ("none", "患者さんの予約は、受付が確認したそうです。"),
]

# a kind as the topic, then a time of each item's own over several words (회의 당일에, 매달 5일에
# 마감하고) and a role as the subject (…팀, 간사, 간호사) with an act in the plain present; "next
# week" (다음 주에) after a recurring time is relative to it [general]
KO_KIND_TIME_ROLE_ACT = [
    ("suggest", "주간 회의록은 회의 당일에 간사가 공유 폴더에 올립니다."),
    ("suggest", "반품 요청은 접수 후 이틀 안에 물류팀이 회수해요."),
    ("suggest", "급여 명세서는 매달 25일에 인사팀이 메일로 보낸다."),
    ("suggest", "월간 보고서는 매달 말에 정리하고 기획팀이 다음 달 첫 회의에서 발표합니다."),
    ("suggest", "신규 환자 차트는 첫 진료 날 간호사가 만들어요."),
]
KO_KIND_TIME_ROLE_ACT_NEAR = [
    ("none", "이번 회의록은 회의 당일에 간사가 올렸어요."),
    ("none", "급여 명세서는 다음 주에 인사팀이 보낼 거예요."),
    ("none", "반품 요청은 어제 물류팀이 회수했어요."),
]

# the speaker's own facility said formally (当院, 当店, 当社) or a unit of the workplace (倉庫, 受付,
# 病棟) as the place, then how things are done there: a step before the act, or what each item is
# made (…にしています); not now or a past day [general]
JA_OWN_FACILITY_PLACE = [
    ("suggest", "当店では、ギフト包装は有料にしています。"),
    ("suggest", "当社では、見積書の有効期限を一か月にしています。"),
    ("suggest", "受付では、来客があったら入館証を渡しています。"),
    ("suggest", "病棟では、消灯前に見回りをしています。"),
    ("suggest", "当院では、紹介状のない初診は予約制にしています。"),
]
JA_OWN_FACILITY_PLACE_NEAR = [
    ("none", "倉庫では今ちょうど棚卸しをしています。"),
    ("none", "当店では昨日からセールをやっています。"),
    ("none", "病棟では、先週インフルエンザが流行りました。"),
]

# the team named by its own workplace (저희 센터는, 우리 학교는, 저희 병원은, 우리 학원은), then how it
# does things in the present; a second topic before a negation is what is refused [general]
KO_TEAM_WORKPLACE = [
    ("suggest", "저희 센터는 상담 종료 후 24시간 안에 만족도 문자를 보냅니다."),
    ("suggest", "우리 학교는 시험 문제를 두 명이 교차 검토해요."),
    ("suggest", "저희 병원은 예약 없이 오시는 환자분은 받지 않아요."),
    ("suggest", "우리 학원은 결석하면 당일에 학부모께 문자를 드려요."),
    ("suggest", "저희 매장은 마감 30분 전에 계산대를 정리합니다."),
]
KO_TEAM_WORKPLACE_NEAR = [
    ("none", "저희 병원은 오늘 휴진이에요."),
    ("none", "우리 학교는 작년에 시험 문제를 외부에 맡겼어요."),
    ("none", "저희 매장은 지금 손님이 많아요."),
]

# an aside remembered opening the rule (아 참, 아 맞다, 그나저나), set aside as a thanks is [one
# wording: members added to the openers]
KO_ASIDE_OPENER = [
    ("suggest", "고마워요! 아 참, 저희는 회의록을 노션에 올려요."),
    ("suggest", "아 맞다, 견적서는 부가세 포함으로 보내 주세요."),
    ("suggest", "그나저나 신규 거래처는 영업팀이 먼저 신용 조회를 합니다."),
    ("suggest", "참, 출장비는 다녀온 뒤 일주일 안에 정산해요."),
    ("suggest", "아 참 강의 자료는 수업 전날까지 조교가 올려요."),
]
KO_ASIDE_OPENER_NEAR = [
    ("none", "아 참, 회의록은 아까 노션에 올렸어요."),
    ("none", "아 맞다, 내일 회의 취소됐어요."),
    ("none", "그나저나 오늘 점심 뭐 먹어요?"),
]

# the past by any syllable closing on ㅆ (보냈어요, 줬어요, 갔어요) is the past, as 었 / 았 / 했 are:
# no rule; the near misses (the present) are rules [general: Hangul's arithmetic makes the syllables]
KO_CONTRACTED_PAST = [
    ("none", "저희 팀은 견적서를 PDF로 보냈어요."),
    ("none", "혹시 보셨어요? 그리고 계약서는 법무팀이 검토해 줬어요."),
    ("none", "매주 월요일에 보고서를 슬랙에 올렸어요."),
    ("none", "반품 요청은 물류팀이 회수해 갔어요."),
    ("none", "회의록은 서기가 공유 폴더에 올려 뒀어요."),
]
KO_CONTRACTED_PAST_NEAR = [
    ("suggest", "견적서는 PDF로 보내요."),
    ("suggest", "계약서는 법무팀이 검토해 줘요."),
    ("suggest", "매주 월요일에 보고서를 슬랙에 올려요."),
]

# the team's way said of these days (요즘은, 최근에는, 현재는) or after what it did before (…했는데
# 요즘은 해요): a report of a change; the siblings are no rules, the near misses are [general]
KO_CHANGED_THESE_DAYS = [
    ("none", "저희 팀은 원래 금요일에 배포 안 했는데 요즘은 해요."),
    ("none", "우리 부서는 요즘은 회의록을 노션에 올려요."),
    ("none", "저희 팀은 최근에는 코드 리뷰를 한 명만 받아요."),
    ("none", "저희는 예전엔 견적서를 팩스로 보냈는데 요즘은 메일로 보내요."),
    ("none", "우리 팀은 현재는 재택 근무를 해요."),
]
KO_CHANGED_THESE_DAYS_NEAR = [
    ("suggest", "저희는 원래 금요일에 배포 안 해요."),
    ("suggest", "저희 팀은 코드 리뷰를 두 명한테 받아요."),
    ("suggest", "우리 부서는 회의록을 노션에 올려요."),
]

# a kind and a place on each item (…には, …は、…のあとに, …の冒頭に), then a verb of attaching or
# writing in the present of any register (…つけてます, …添えます): how each is made, as the order
# (…付けておいて) was read; not a new thing, one pointed at, today or the past [general]
JA_KIND_PLACE_ATTACH = [
    ("suggest", "請求書の宛名は、会社名のあとに御中をつけてます。"),
    ("suggest", "ファイル名の先頭には日付を付けてます。"),
    ("suggest", "見積書の末尾には有効期限を書いてます。"),
    ("suggest", "議事録の冒頭に参加者を入れてます。"),
    ("suggest", "納品書には担当者の名前を添えます。"),
]
JA_KIND_PLACE_ATTACH_NEAR = [
    ("none", "ログイン画面には新しいボタンを付けてます。"),
    ("none", "今日の請求書には御中をつけました。"),
    ("none", "この書類には印鑑を押してます。"),
]

# an intention, a wish or a plan (-려고 해요, -고 싶어요, 계획이에요) or a feeling closing the
# sentence (…불편해요): no way of working yet; the near misses are rules [general]
KO_PLAN_WISH_FEELING = [
    ("none", "저희 팀은 금요일에 배포를 안 하려고 해요."),
    ("none", "우리 팀은 배포를 금요일에 안 하고 싶어요."),
    ("none", "고객센터는 주말에 전화를 안 받아서 불편해요."),
    ("none", "저희 부서는 회의록을 노션에 올릴 계획이에요."),
    ("none", "물류팀은 토요일에도 출고를 하고 싶어 해요."),
]
KO_PLAN_WISH_FEELING_NEAR = [
    ("suggest", "저희 팀은 금요일에 배포를 안 해요."),
    ("suggest", "고객센터는 주말에 전화를 안 받아요."),
    ("suggest", "물류팀은 토요일에도 출고합니다."),
]

# what another asks, quoted (…달라고 해요, …내라고 합니다), another unit pointed at (그 거래처는), a
# person with an honorific after their trade (택배 기사님이): reported; the near misses are rules
# [general]
KO_QUOTED_OR_HONOURED = [
    ("none", "그 거래처는 견적서를 항상 PDF로 달라고 해요."),
    ("none", "택배 기사님이 매일 오후 3시에 오세요."),
    ("none", "원장님은 매주 월요일에 회의를 하세요."),
    ("none", "고객사는 보고서를 매주 금요일에 보내 달라고 하네요."),
    ("none", "본사에서는 영수증을 항상 원본으로 내라고 합니다."),
]
KO_QUOTED_OR_HONOURED_NEAR = [
    ("suggest", "거래처에 견적서는 항상 PDF로 보내요."),
    ("suggest", "택배는 매일 오후 3시에 보내요."),
    ("suggest", "저희는 매주 월요일에 회의를 해요."),
]

# roles the Japanese list lacked (情シス, 看護師) [one wording: members added to a closed class]
JA_ROLE_WORDS = [
    ("suggest", "貸与スマホは、退職したら情シスが回収します。"),
    ("suggest", "入院患者の点滴は、看護師が二人で確認します。"),
    ("suggest", "新しいPCは、届いたら情シスがセットアップしてから配ります。"),
    ("suggest", "採血の結果は、看護師から本人に伝えます。"),
    ("suggest", "アカウント削除の依頼は、情シスが翌営業日に対応します。"),
]
JA_ROLE_WORDS_NEAR = [
    ("none", "私のPCは、昨日情シスが直しました。"),
    ("none", "この患者さんの点滴は、看護師がもう確認しました。"),
    ("none", "情シスは今日休みです。"),
]

CLASSES = {
    "JA_KIND_ROLE_ACT": JA_KIND_ROLE_ACT,
    "KO_KIND_TIME_ROLE_ACT": KO_KIND_TIME_ROLE_ACT,
    "JA_OWN_FACILITY_PLACE": JA_OWN_FACILITY_PLACE,
    "KO_TEAM_WORKPLACE": KO_TEAM_WORKPLACE,
    "KO_ASIDE_OPENER": KO_ASIDE_OPENER,
    "KO_CONTRACTED_PAST": KO_CONTRACTED_PAST,
    "KO_CHANGED_THESE_DAYS": KO_CHANGED_THESE_DAYS,
    "JA_KIND_PLACE_ATTACH": JA_KIND_PLACE_ATTACH,
    "KO_PLAN_WISH_FEELING": KO_PLAN_WISH_FEELING,
    "KO_QUOTED_OR_HONOURED": KO_QUOTED_OR_HONOURED,
    "JA_ROLE_WORDS": JA_ROLE_WORDS,
}
NEAR_MISSES = (
    JA_KIND_ROLE_ACT_NEAR
    + KO_KIND_TIME_ROLE_ACT_NEAR
    + JA_OWN_FACILITY_PLACE_NEAR
    + KO_TEAM_WORKPLACE_NEAR
    + KO_ASIDE_OPENER_NEAR
    + KO_CONTRACTED_PAST_NEAR
    + KO_CHANGED_THESE_DAYS_NEAR
    + JA_KIND_PLACE_ATTACH_NEAR
    + KO_PLAN_WISH_FEELING_NEAR
    + KO_QUOTED_OR_HONOURED_NEAR
    + JA_ROLE_WORDS_NEAR
)


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_a_class_read_by_its_structure_reads_all_its_siblings(name):
    assert not wrong_readings(CLASSES[name])


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_of_each_class_are_left_as_they_were(want, text):
    assert reading(text) == want, text


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        [t for cases in CLASSES.values() for _, t in cases] + [t for _, t in NEAR_MISSES]
    )
