"""Issue 33, mends from the last read of the thirtieth round's judgement (the east's readings).

A reviewer found readings of the round (a565939c..8bb9dcd8) that reach further than their comments
say. Each finding is mended as a class: its siblings (the reviewer's probes and others of the same
shape) are misread on 311c92ea and read right after; its near misses are the forms the round's
reading was written for, and close wordings, read the same before and after. None of these probes
is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import assert_probes_apart, wrong_readings

# 6. The east's world with 着 or 满 (east_world.py): only a verb of lying, hanging, filling or crowding
# tells a place's state; a verb of doing with 着 on a reply, a PR, a mail is a way of working kept,
# and 满 closing the clause on a release or a meeting is a schedule's
ZH_STATE_VERB = [
    ("suggest", "回复永远带着来源链接。"),
    ("suggest", "PR描述总是附着截图。"),
    ("suggest", "邮件总是抄送着经理。"),
    ("suggest", "周五的发布总是排满了。"),
    ("suggest", "提交信息总是带着工单号。"),
    ("suggest", "日报永远附着数据表。"),
    ("suggest", "周报总是抄送着总监。"),
    ("suggest", "周一的会议总是排满了。"),
]
ZH_STATE_VERB_NEAR = [
    ("suggest", "我们总是在周五发布"),
    ("none", "地铁站门口总是停满了共享单车。"),
    ("none", "老街的屋檐下总是挂着红灯笼。"),
    ("none", "周末的商场总是爆满。"),
    ("none", "江边的长椅上总是坐着钓鱼的老人。"),
]

# 9. The east's own limit (own_limits.east_limit): another's limit leaves the rule the team's; the
# Japanese sentence with another named as its subject (は / が before the thing with が / を, or one
# called with さん), the Chinese 我们 / 我哋 (scope "user", "space" or "none" of the suggestion)
EAST_OTHERS_LIMIT = [
    ("space", "今後は漢字にふりがなをつけてね。部長は漢字が読めないの。"),
    ("space", "今後は漢字にふりがなをつけてね。お客さんが漢字を読めないの。"),
    ("space", "今後は字を大きくしてね。母は目が悪いの。"),
    ("space", "病院の予約は電話じゃなくメールでお願い。祖父が耳が遠いものですから。"),
    ("space", "以后回复给我用大字，我们老板看不清小字。"),
    ("space", "以后回复给我用大字，我哋老板看不清小字。"),
    ("space", "今後は資料を大きい字で送ってね。課長は小さい字が見えないの。"),
    ("space", "これからは電話じゃなくメールでお願い。田中さんが聞こえないの。"),
]
EAST_OTHERS_LIMIT_NEAR = [
    ("user", "今後は漢字にふりがなをつけてね。私は漢字が読めないの。"),
    ("user", "今後は字を大きくしてね。僕は目が悪いんや。"),
    ("user", "今後はメニューを写真つきで送ってね。自分は漢字があんまり読めないの。"),
    ("user", "以后回复给我用大字，我看不清小字。"),
    ("user", "以后给我回复都用简体字，我看不懂繁体字。"),
]

# 10. The east's doubt (ja.py's and zh.py's `hedge`): the doubt of the news is a clause of its own
# after the comma, closing the sentence; with the thing doubted in it, it is a reason for the rule
EAST_REASON_NO_DOUBT = [
    ("suggest", "いつも標準語で返して、関西弁は分からへんけど。"),
    ("suggest", "以后都用中文回复，我英文不太确定。"),
    ("suggest", "以后都用中文回复，英文的术语我没把握。"),
    ("suggest", "いつも敬語で返して、若い人の言葉はよう分からんけど。"),
    ("suggest", "以后报价都用人民币，美元的汇率我拿不准。"),
    ("suggest", "以后文档都用简体，繁体字我不敢肯定。"),
]
EAST_REASON_NO_DOUBT_NEAR = [
    ("none", "公民館の和室、土曜も借りられるらしいで、知らんけど。"),
    ("none", "宿舍的洗衣房好像以后要扫码了，未知道。"),
    ("none", "体育馆好像以后周一闭馆，不过这事我也拿不准。"),
]

# 13. The Chinese file saved once with 把 (saved_files.py): a way forbidden after it (别 / 不要 / 不许)
# makes it a standing way of filing, unless a demonstrative names the one document
ZH_FILING_WAY = [
    ("suggest", "把会议记录存到Confluence上，别发邮件。"),
    ("suggest", "请把报销单据的照片上传到系统，不要用微信发。"),
    ("suggest", "把客户合同的扫描档存到共享盘，不许用U盘拷。"),
    ("suggest", "麻烦把面试记录的表格上传到系统里，千万别发群里。"),
]
ZH_FILING_WAY_NEAR = [
    ("none", "把這份截圖存到桌面，別發群裡。"),
    ("none", "把这张发票的照片存到相册里，不要删。"),
    ("none", "把体检报告的扫描档存到云盘，然后发给我。"),
]

# 14. The Japanese mimetic with と of a place's air or hush (east_world.py) opens a word: never read
# from inside ちゃんと / きちんと / しっかり / きっちり, a way of doing kept
JA_MIMETIC_WORD = [
    ("suggest", "うちのチームはいつもきちんとしている。"),
    ("suggest", "ドキュメントはいつもきちんとしとる。"),
    ("suggest", "資料はいつもしっかりとしている。"),
    ("suggest", "議事録はいつもきっちりとしている。"),
    ("suggest", "報告書はいつもちゃんとしとる。"),
]
JA_MIMETIC_WORD_NEAR = [
    ("none", "図書館の閲覧室はいつもしーんとしとる。"),
    ("none", "冬の露天風呂はしょっちゅうゆらゆらしている。"),
    ("none", "夜の温室はいつもじんわりとしている。"),
]

CLASSES = {
    "ZH_STATE_VERB": ZH_STATE_VERB,
    "EAST_REASON_NO_DOUBT": EAST_REASON_NO_DOUBT,
    "ZH_FILING_WAY": ZH_FILING_WAY,
    "JA_MIMETIC_WORD": JA_MIMETIC_WORD,
}
NEAR_MISSES = (
    ZH_STATE_VERB_NEAR + EAST_REASON_NO_DOUBT_NEAR + ZH_FILING_WAY_NEAR + JA_MIMETIC_WORD_NEAR
)


def _scope(text: str) -> str:
    found = judge(text).suggestion
    return found.scope.value if found is not None else "none"


def test_the_probes_are_in_no_set():
    """Every sibling and near miss written here is new: in no labelled set, and each once."""
    texts = [t for cases in CLASSES.values() for _, t in cases]
    texts += [t for _, t in NEAR_MISSES]
    texts += [t for _, t in EAST_OTHERS_LIMIT + EAST_OTHERS_LIMIT_NEAR]
    assert_probes_apart(texts)


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_a_class_reads_all_its_siblings(name):
    """Each mended class reads every sibling written for it."""
    assert not wrong_readings(CLASSES[name])


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_read_as_before(want, text):
    """The forms the round's readings were written for, and close wordings, read as before."""
    assert not wrong_readings([(want, text)])


@pytest.mark.parametrize(("want", "text"), EAST_OTHERS_LIMIT)
def test_another_s_limit_leaves_the_rule_the_team_s(want, text):
    """A limit of another named in the sentence is no reason of the speaker's own."""
    assert _scope(text) == want, text


@pytest.mark.parametrize(("want", "text"), EAST_OTHERS_LIMIT_NEAR)
def test_the_speaker_s_own_limit_still_makes_the_rule_personal(want, text):
    """The speaker's own limit, with 私 / 僕 / 自分 or 我 named or none, as before."""
    assert _scope(text) == want, text
