"""Issue 33, the mend of the thirty-third round's review (zg), the east's new asks to keep (mend-zg-east).

The reviewer found five classes of false explicit saves in the round's merge (integ33-r); each is
mended as a class, the reviewer's messages and near misses of our own written here, with what each
must read (the start, names33 18f448a0, read each the same unless said):

2. the honoured ask kept in the heart (east_asked.ZH_HONOURED_AHEAD), then an errand or a scolding:
   the sentence after is an order to the hearer (east_asked.ZH_ORDER_OPEN: a deadline set the hearer,
   "下周一前给我…", "周五之前把…"; "以后…不要再…"), no fact;
3. a person after a keeping head's colon (requests._PERSON_IN_FACT) is no refusal only as the topic
   ("老板姓唐"), never speaking or thinking ("老板说…", "领导说…", "同事昨天说…"): SPEC §2.1;
4. keigo's ご記憶 asked as a question (…いただけますでしょうか, …くださいますか) is "do you remember?" unless a
   lead apologises for the trouble or entreats (恐れ入りますが、 / お手数ですが、 / どうか: a favour asked, the
   labelled dev33zg-ja-506); a matter pointed at or only named after it ("…のことです", "…の名前。") is no
   fact (east_asked.NO_FACT);
5. 하십시오체's wish with the place named (…새겨 주시기 바랍니다, new in the round) is asked ahead only, never
   closing the sentence before it (east_asked.asked_ahead_only); the older …두시기 바랍니다 / …두십시오
   after the fact stay;
6. a ban or a scolding after the Korean ask (…지 마, …지 마십시오, …하십시오) is an order to the hearer
   (east_asked.ORDER), no fact: "마음에 담아 둬. 다음엔 늦지 마." too (the start kept it)."""

from __future__ import annotations

import pytest

from tests.domain.test_judgement_thirty_first_round_east import _read as read_probe
from tests.judgement_sets import assert_probes_apart

# (want, text): "keeps remember:<fact>", "none", or "suggest" (of any scope)
ZH_ORDER_AFTER_HEART = [
    # the reviewer's
    ("none", "麻烦您把这事记在心上。下周一前给我答复。"),
    ("none", "麻烦您把这件事记在心里。周五之前把报告发给我。"),
    ("suggest", "请您牢记在心。以后开会不要再迟到了。"),
    # ours
    ("none", "麻烦您把这件事记在心上。明天之前给我回个电话。"),
    ("none", "请您把此事记在心里。月底前把钱还给我。"),
    ("suggest", "恳请您铭记于心。今后上班不许再玩手机。"),
    ("suggest", "请您务必记在心上。往后开会别再迟到了。"),
    # the fact after stays kept (a day before 前 with no one asked, a day alone)
    ("keeps remember:明天上午十点开会", "请您把这事记在心上。明天上午十点开会。"),
    ("keeps remember:我下个月搬家", "请您务必把这事记在心头。我下个月搬家。"),
    ("keeps remember:周五之前图书馆闭馆整修", "请您把这事记在心上。周五之前图书馆闭馆整修。"),
    ("keeps remember:下周一起车库改到B2停车", "恳请您铭记于心。下周一起车库改到B2停车。"),
]
ZH_PERSON_SPEAKING = [
    # the reviewer's
    ("none", "记住：老板说以后周六也要上班。"),
    ("none", "帮我记一下：领导说下周开始每天交日报。"),
    # ours
    ("none", "记住：同事昨天说周五团建。"),
    ("none", "帮我记一下：领导又说下个月要出差。"),
    ("none", "请记住：老板觉得这个方案不行。"),
    # the person as the topic or a whose stays kept
    ("keeps remember:领导的车牌是京A12345", "帮我记一下：领导的车牌是京A12345。"),
    ("keeps remember:朋友家的狗叫旺财", "记住：朋友家的狗叫旺财。"),
]
JA_ASKED_WHETHER_REMEMBERED = [
    # the reviewer's
    ("none", "ご記憶いただけますでしょうか。去年の忘年会のお店の名前。"),
    ("none", "ご記憶いただけますでしょうか。先月の会議で決めた締め切りのことです。"),
    ("none", "田中ですが、ご記憶いただけますでしょうか。本日はご相談があってご連絡しました。"),
    # ours
    ("none", "ご記憶いただけますか。以前お送りした見積もりの件です。"),
    ("none", "佐藤ですが、ご記憶くださいますでしょうか。本日は打ち合わせの件でお電話しました。"),
    ("none", "ご記憶いただけますでしょうか。昨年ご一緒した旅館の名前。"),
    ("none", "恐れ入りますが、ご記憶いただけますでしょうか。先々週お話しした件のことです。"),
    # a favour asked by its lead, or the wish, stays kept
    (
        "keeps remember:集会所の鍵は管理人室にございます",
        "お手数ですが、ご記憶いただけますか。集会所の鍵は管理人室にございます。",
    ),
    (
        "keeps remember:卓球場の予約は前日の正午まででございます",
        "どうかご記憶くださいませ。卓球場の予約は前日の正午まででございます。",
    ),
    (
        "keeps remember:書道教室の月謝は五千円でございます",
        "恐縮ですが、ご記憶いただけますでしょうか。書道教室の月謝は五千円でございます。",
    ),
]
KO_WISH_AHEAD_ONLY = [
    # the reviewer's
    (
        "none",
        "학부모님께 안내드립니다. 부디 마음에 새겨 주시기 바랍니다. 다음 주 월요일은 휴교입니다.",
    ),
    ("none", "학부모님께 안내드립니다. 마음에 새겨 주시기 바랍니다. 다음 주 월요일은 휴교입니다."),
    ("none", "다음 주 월요일은 휴교입니다. 부디 마음에 새겨 주시기 바랍니다."),
    # ours
    ("none", "이번 주 토요일은 단수입니다. 마음에 담아 주셨으면 합니다."),
    (
        "suggest",
        "회원 여러분께 알려드립니다. 마음속에 새겨 주시길 부탁드립니다. 수영장은 목요일에 쉽니다.",
    ),
    ("none", "주민 여러분께 알립니다. 머릿속에 넣어 주시기 바랍니다. 분리수거는 수요일입니다."),
    # ahead it keeps; the older wish after the fact stays
    (
        "keeps remember:탁구장 대관은 평일 저녁만 됩니다",
        "부디 마음에 새겨 주시기 바랍니다. 탁구장 대관은 평일 저녁만 됩니다.",
    ),
    (
        "keeps remember:도서관 정기 휴관일은 셋째 월요일입니다",
        "도서관 정기 휴관일은 셋째 월요일입니다. 기억 한편에 담아 두시기 바랍니다.",
    ),
]
KO_ORDER_AFTER_HEART = [
    # the reviewer's
    ("suggest", "꼭 마음에 담아 둬. 다음엔 늦지 마."),
    ("suggest", "마음에 새겨 주시기 바랍니다. 다음엔 늦지 마십시오."),
    ("suggest", "마음에 담아 둬. 다음엔 늦지 마."),
    ("suggest", "제발 마음에 담아 둬. 다음엔 늦지 마."),
    # ours
    ("suggest", "제발 마음에 새겨 둬. 앞으로 거짓말하지 마."),
    ("suggest", "꼭 마음에 담아 두세요. 다시는 지각하지 마세요."),
    ("suggest", "부디 마음에 새겨 주시기 바랍니다. 다음부터는 미리 연락하십시오."),
    ("none", "마음속에 새겨 둬. 숙제 미루지 말아요."),
    # a fact after it stays kept
    (
        "keeps remember:다음 주 화요일은 엄마 생신이야",
        "꼭 마음에 담아 둬. 다음 주 화요일은 엄마 생신이야.",
    ),
    ("keeps remember:수영장 사물함은 17번이야", "제발 마음에 담아 둬. 수영장 사물함은 17번이야."),
]

PROBES = [
    (t, want)
    for cases in (
        ZH_ORDER_AFTER_HEART,
        ZH_PERSON_SPEAKING,
        JA_ASKED_WHETHER_REMEMBERED,
        KO_WISH_AHEAD_ONLY,
        KO_ORDER_AFTER_HEART,
    )
    for want, t in cases
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
