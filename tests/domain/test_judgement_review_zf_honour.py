"""Mend of issue 33's thirty-second-round review (mend-zf-honour): the honoured asks' false saves
and the wrong scope of own_limits, in the east.

B1: east_asked.ZH_HONOURED_COLON's bare verb before the colon keeps only as a verb of the memory
(记住 / 记下 / 牢记 / 铭记 / 存记, 惠予 allowed) or the written register's keeping (惠予留存 / 妥为保存), never
a bare 保存 / 留存, a file's; never before an order, a document or a picture.
B2: the fact in the next sentence (ZH_HONOURED_AHEAD, JA's くださいませ / …幸いです, KO_FORMAL_WISH and every
older ask ahead) must state a fact: an order after a connective, a wish, thanks, a greeting, a farewell,
a closing formula, "let us", or a day pointed at and never named (east_asked.NO_FACT, ORDER) keep
nothing. Decided: "기억해 주십시오. 그날 우리는 모두 함께였습니다." is a memory invoked, no fact (그날 names
no day), so nothing is kept (the second opinion's suggestion of the bare sentence, as at the start,
is not this reading's).
E: own_limits: the speaker's の before a group (会社 / チーム / 部署 / プロジェクト …) is the group's rule,
not the speaker's; 给我 inside 给我们 and 我 before one of the speaker's people (我老板, 我同事, 我妈) are
no speaker's order or limit.
"""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge


def _read(text: str) -> str:
    j = judge(text)
    if j.explicit:
        # (the fact's words, its closing full stop aside: a colon's fact keeps it, the next sentence's not)
        return "keeps " + " | ".join(e.content.rstrip("。.！!") for e in j.explicit)
    if j.suggestion is not None:
        return f"suggest {j.suggestion.scope.value}"
    return "none"


def _saves_nothing(text: str) -> bool:
    return judge(text).explicit == ()


# the reviewer's messages (B1, B2) and mine: no remember request
NO_SAVE = [
    # B1, the reviewer's
    "麻烦您保存：把这个表格另存为xlsx再发给我。",
    "麻烦您保存：这张图片到相册。",
    "请您保存：修改后的合同，然后发邮件给王经理。",
    # B1, mine
    "恳请您惠予保存：附件里的发票。",
    "恳请您惠予留存：这张收据。",
    "麻烦您留存：这份合同的扫描件。",
    "请您记住：明天把合同寄出去。",
    "烦请您保存：会议纪要，下午发给大家。",
    # B2, the reviewer's
    "请您记住这一点。还有，帮我订一张明天去上海的票。",
    "请您牢记这一点。祝您工作顺利！",
    "麻烦您记住这件事。明天再说吧。",
    "お心にお留め置きくださいませ。今後ともよろしくお願いいたします。",
    "胸の内に留めておいていただけると幸いです。では、また来週お会いしましょう。",
    "이 점 기억해 주시기 바랍니다. 그럼 다음 주에 뵙겠습니다.",
    "기억해 주십시오. 그날 우리는 모두 함께였습니다.",
    # B2, mine
    "请您记住这一点。另外，麻烦您把发票寄给我。",
    "敬请您牢记此事。此致敬礼！",
    "烦请您记下这一条。谢谢您的配合！",
    "劳烦您记住这件事。那就先这样吧。",
    "请您记住这件事。那天我们一起去了海边。",
    "記憶の片隅にお留め置きくださいませ。ありがとうございました。",
    "お心に留めておいていただけると幸いです。どうぞご自愛くださいませ。",
    "胸の内にお留めくださいませ。それでは失礼いたします。",
    "お心にお留め置きくださいませ。あの日のことは忘れません。",
    "이 점 기억해 주시기 바랍니다. 좋은 하루 되세요.",
    "기억해 두시길 부탁드립니다. 안녕히 계세요.",
    "기억해 주셨으면 합니다. 그때 정말 즐거웠습니다.",
    "기억해 주십시오. 함께 힘냅시다.",
]

# the honoured asks' real siblings in new words: the fact kept
KEEPS = [
    ("恳请您牢记：本店每周一休息。", "本店每周一休息"),
    ("请您记下：我的车牌号是沪A12345。", "我的车牌号是沪A12345"),
    ("敬请您惠予留存：小区物业的电话是6688。", "小区物业的电话是6688"),
    ("懇請您惠予記存：社區圖書館週一休館。", "社區圖書館週一休館"),
    ("麻烦您记住这一点。健身房每周一闭馆。", "健身房每周一闭馆"),
    ("胸の内にお留めくださいませ。駐車場は地下二階でございます。", "駐車場は地下二階でございます"),
    ("기억해 주시기 바랍니다. 도서관은 월요일에 쉽니다.", "도서관은 월요일에 쉽니다"),
]

# E: the reviewer's and mine, with the scope each must read
SCOPES = [
    ("space", "うちの会社の書類は全部PDFで出して。社外の人も読むのよ。"),
    ("space", "うちのチームのコミットメッセージは英語で書いて。海外のメンバーがおるのよ。"),
    ("space", "自分の部署の議事録は毎回共有フォルダに入れて。監査があるのよ。"),
    ("space", "私のプロジェクトのテストは毎回CIで回して。本番が止まると困るのよ。"),
    ("space", "给我们部门订午饭的时候别放海鲜，我老板对海鲜过敏。"),
    ("space", "うちの課のレポートは毎回Excelで出して。部長が集計するのよ。"),
    ("space", "自分のチームの会議は毎回録画して。休む人がおるのよ。"),
    ("space", "给我们组订票的时候别订早班机，我同事起不来。"),
    ("space", "帮我们点菜的时候别点辣的，我妈吃不了辣。"),
    ("space", "给我的孩子买零食别买带坚果的，我的孩子对坚果过敏。"),
    # the speaker's own stay the user's
    ("user", "私の部屋の掃除は毎週土曜にして。平日は家におらんのよ。"),
    ("user", "给我订票的时候别订早班机，我早上起不来。"),
    ("user", "帮我点菜的时候别放香菜，我对香菜过敏。"),
    ("user", "给我推荐菜的时候别放花生，我对花生过敏。"),
]


@pytest.mark.parametrize("text", NO_SAVE)
def test_no_fact_is_saved(text):
    assert _saves_nothing(text), _read(text)


@pytest.mark.parametrize("text,kept", KEEPS)
def test_the_fact_is_kept(text, kept):
    assert _read(text) == f"keeps {kept}"


@pytest.mark.parametrize("scope,text", SCOPES)
def test_the_rule_has_its_scope(scope, text):
    assert _read(text) == f"suggest {scope}"
