"""Issue 33, sixth round (Chinese, Japanese, Korean): the judgement reads the grammar that makes a
sentence a standing instruction, so a class read for one wording reads its siblings; and a
Chinese pattern written once in Simplified reads the same sentence written in Traditional."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33F, DEV33F_FROZEN, judge_case, load_corpus, score
from tests.judgement_sets import assert_goals, reading, texts_outside

CJK = ("zh_Hans", "zh_Hant", "ja", "ko")


# Each line a sibling of a class read this round, written for this test (none is in a data set).
SIBLINGS = [
    # a gate: only once something is done may the act follow ("…才可以…")
    ("suggest", "跑完 lint 才能提交。"),
    ("suggest", "拿到我的同意才可以刪除分支。"),
    ("none", "我昨天才可以登入系統。"),
    # only on a day of the week
    ("suggest", "只有週二可以開會討論架構。"),
    ("none", "這週五只有我在。"),
    # a condition, then a main clause with no subject that opens with its verb
    ("suggest", "要是 build 掛了，就通知我。"),
    ("suggest", "如果測試失敗，就先修好再說。"),
    ("suggest", "万一线上出错，就马上回滚。"),
    ("none", "如果明天下雨，就不去公司了。"),
    # what the code does when something happens is its spec, in Taiwan's words too
    ("none", "使用者點選登出時，清掉本機的快取。"),
    ("none", "如果介面回傳 500，就顯示錯誤頁。"),
    # a topic before the conjunction; a modal of obligation after a topic
    ("suggest", "資料表如果超過一百萬筆，記得加索引。"),
    ("suggest", "新的 API 文件都得附範例。"),
    # a negative order is no one-off job; an A-not-A after a verb of checking asks nothing
    ("suggest", "週末不要傳訊息給我。"),
    ("suggest", "每次部署前先檢查一下磁碟空間夠不夠。"),
    ("none", "磁碟空間夠不夠？"),
    # the status quo and a change of mind take a rule back
    ("none", "以後用 Vue 吧。算了，照現在的做法就好。"),
    ("none", "以后日志都放 /tmp。算了，还是先别动了。"),
    ("none", "以後都用 tabs——說笑的，spaces 就行。"),
    # Japanese: the order of events, the desiderative and the benefactive, te-form permissions
    ("suggest", "ビルドが通ってからマージしてください。"),
    ("suggest", "CI が緑になり次第、リリースしてほしいです。"),
    ("none", "昨日はテストが通ってからマージしました。"),
    ("suggest", "変数名は英語にしてもらえると嬉しいです。"),
    ("suggest", "テストの命名なら確認せずに変えてかまいません。"),
    ("none", "今回だけは直接 main に入れてもかまいません。"),
    ("none", "これからはタブにしよう。やっぱり今まで通りでいいや。"),
    # Korean: "땐/때엔", the topic-instrumental rule in every speech level, a correction
    ("suggest", "배포할 땐 꼭 먼저 알려 줘."),
    ("suggest", "PR 올릴 때엔 스크린샷을 첨부해 주세요."),
    ("suggest", "커밋 메시지는 한국어로 하자."),
    ("suggest", "들여쓰기는 스페이스로 해, 아 아니다, 탭으로."),
    ("none", "오늘은 영어로 해."),
    ("suggest", "テストは pytest で書くように。"),
    # remember said with a particle before its colon, or alone before the fact it points at
    ("explicit", "覚えておいて。本番のドメインは example.jp。"),
    ("explicit", "记住。测试服在 10.0.0.5。"),
    ("none", "覚えておいて。なんでビルドが遅いの？"),
    ("explicit", "記好了：我們的 staging 在 stg01。"),
    ("explicit", "记住喔：周报每周五交。"),
]


@pytest.mark.parametrize(("want", "text"), SIBLINGS)
def test_a_class_read_by_its_grammar_reads_its_siblings(want, text):
    assert reading(text) == want


# Simplified sentences and the same in Taiwan's Traditional (OpenCC s2twp, words included).
SCRIPTS = [
    ("以后回复都附上改了哪些文件。", "以後回覆都附上改了哪些檔案。"),
    ("删除分支之前先跟我讲一声。", "刪除分支之前先跟我講一聲。"),
    ("进数据库的脚本必须先给我看。", "進資料庫的指令碼必須先給我看。"),
    ("注释一律用英文写，别用中文。", "註釋一律用英文寫，別用中文。"),
    ("合并之前尽量先 rebase。", "合併之前儘量先 rebase。"),
    ("日志统一写到 logs/ 目录里。", "日誌統一寫到 logs/ 目錄裡。"),
    ("麻烦记下来：发版负责人是小陈。", "麻煩記下來：發版負責人是小陳。"),
    ("语言统一用 TypeScript，不要用 JavaScript。", "語言統一用 TypeScript，不要用 JavaScript。"),
]


@pytest.mark.parametrize(("simplified", "traditional"), SCRIPTS)
def test_a_chinese_sentence_reads_the_same_in_either_script(simplified, traditional):
    """The patterns are written once in Simplified; every character they use matches its
    Traditional forms (講, 語, 刪, 進, 煩, 回覆, 合併, 日誌 were missing)."""
    assert reading(simplified) == reading(traditional) != "none"


def test_the_sixth_round_sets_are_apart_and_meet_the_goals():
    """dev33f (Chinese, Japanese, Korean) and its frozen third: at least 30 messages a language
    together, none in any other set; the dev part meets issue 33's goals in each language (the
    frozen third is scored once and held to nothing)."""
    dev, frozen = load_corpus(DEV33F), load_corpus(DEV33F_FROZEN)
    for lang in CJK:
        assert sum(c.lang == lang for c in dev + frozen) >= 30, lang
    texts = texts_outside(DEV33F, DEV33F_FROZEN)
    assert {c.text for c in dev}.isdisjoint(texts)
    assert {c.text for c in frozen}.isdisjoint(texts | {c.text for c in dev})
    assert_goals(score([judge_case(c) for c in dev]), CJK)
