"""Issue 33, tenth round (Chinese in both scripts with Cantonese, Japanese, Korean): each miss of
dev33j's first run and of dev33i_frozen (already scored, development data) read as the part of a
sentence that was not seen — a preference said against another thing (比起 X 我更喜欢 Y, 宁愿 X
也不 Y, X보다는 Y 쪽이 더 좋아, Xより Yのほうが私は好み), a remember request said as keeping in mind
or noting (心里有个数, 頭の片隅に置いといて, 알아 둬, 메모해 둬) or said alone before what it keeps, the
status quo after a retraction (照舊, 还是别 V 了, 今のまま) and a reason for dropping it (괜히), a
denial of what was said (…なんて言ってない, …라고 한 적 없어), a thing of the team's or the project's
said of all of it with 都, a bound with no verb (最长 / 上限), the written register's 均需, Cantonese
淨係 and 呢個, a guess at a supposition's cost (…吧), a place of work as the team's (この案件では),
"…のはやめて", a self-repair across a trailing-off sentence ("…S3に…いや、R2に置いて"), a storage
bucket as a named place. Each class is held here by siblings written for this test, in no data set,
with the near misses it must leave alone (one-offs, reports, questions, hypotheticals, the past).
The first batch (43) was written after the round's first changes and read 41 right when written
(missed: the fact before "…，你心里有个数", Cantonese 算啦), both read after; the
second (30, everyday wordings in the four languages) read 23 of 30 when written, its misses read
after as classes of their own (宁愿 X，都唔想 Y; 估计; 还是别加了; 覚えといて alone; どっちかというと;
咱们项目的…都存成…). A third (23 in other voices) read 17 of 24 when written; its misses (a member
of the team read as the team's way with 都, 还是别这么搞了, a filler before the place, a bound counted
per unit, 아니 after a trailing-off, a bucket named in Hangul, 话说 read as a report) were read
after; one voice-typed message with no punctuation ("嗯那个…你记一下就行") is still not read and is
left out."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import reading, texts_outside

FIRST = [
    ("explicit", "比起 Makefile，我更喜欢用 justfile。"),
    ("explicit", "我宁可多等一天，也不想发一个没测过的版本。"),
    ("explicit", "我鍾意 commit message 寫得短啲。"),
    ("explicit", "我哋 CI 只喺夜晚有 GPU，你心里有个数。"),
    ("explicit", "心里有个数：测试库每周一会重置。"),
    ("explicit", "ステートフルなコードよりも純粋関数のほうが、僕は好きです。"),
    ("explicit", "念のためメモしておいて。ステージングのAPIキーは毎月変わります。"),
    ("explicit", "頭の片隅に入れといて：社内のnpmミラーは週末止まる。"),
    ("explicit", "참고로 알아 두세요, 사내 VPN은 새벽에 재시작돼요."),
    ("explicit", "나중을 위해 메모해 주세요: 운영 DB 백업은 매일 새벽 3시야."),
    ("explicit", "전 ORM보다는 SQL을 직접 쓰는 쪽이 더 좋아요."),
    ("explicit", "기억해 줘. 우리 서비스 타임존은 KST야."),
    ("none", "어제보다 오늘이 훨씬 더 좋아."),
    ("none", "我心里有数了，谢谢。"),
    ("none", "以后都用 yarn 吧……算了，还是别改了，大家用 npm 用惯了。"),
    ("none", "啲 commit 以後用英文寫……算啦，照舊用中文。"),
    ("none", "今後はコメントを英語で。…やっぱナシ、今のままで。"),
    ("none", "앞으로 로그는 JSON으로 남겨. 아니다 취소, 괜히 파서만 바꿔야 해."),
    ("none", "README を英語に統一しろなんて一言も言ってないです。"),
    ("none", "테스트를 전부 지우라고 한 적 없어요."),
    ("none", "我从来没说过要禁止 Redux。"),
    ("none", "如果以后要支持多语言，后端得改好多东西吧。"),
    ("none", "要是明年换云厂商，迁移估计要很久吧。"),
    ("none", "淨係呢次 release 可以跳過 e2e。"),
    ("none", "Jenny 話佢哋 team 每日都會 code freeze。"),
    ("none", "このサービスでは、昨日の夜にデータベースが落ちました。"),
    ("none", "今それを直すのはやめて、先にテストを通して。"),
    ("suggest", "我们部门的接口文档都用 OpenAPI 写。"),
    ("suggest", "咱们组的分支名都用小写。"),
    ("suggest", "这个仓库的配置都放 config 目录。"),
    ("suggest", "单个 PR 最多 300 行。"),
    ("suggest", "日志保留时间最长 30 天。"),
    ("suggest", "凡新增之資料表，均須附上索引設計說明。"),
    ("suggest", "所有上线操作均需在工单中登记。"),
    ("suggest", "啲 secret 淨係可以放喺 Vault。"),
    ("suggest", "このサービスでは、エラーメッセージをすべて英語で返します。"),
    ("suggest", "うちの課では、議事録を必ずConfluenceに残します。"),
    ("suggest", "本番DBを手で触るのはやめてください。"),
    ("suggest", "console.logを残すのはやめてな。"),
    ("suggest", "ログはS3に…いや、GCSに置いてください。"),
    ("suggest", "빌드 산출물은 S3 버킷에 올려 주세요."),
    ("suggest", "스크린샷은 docs 폴더에… 아니다, assets 폴더에 넣어 줘."),
    ("suggest", "如果接口返回的格式有变化，要先通知移动端。"),
]

SECOND = [
    ("explicit", "相比 REST，我还是更喜欢 gRPC。"),
    ("explicit", "我寧願手動部署，都唔想用嗰個 pipeline。"),
    ("explicit", "どっちかというと、モノレポよりマルチレポのほうが私は好みです。"),
    ("explicit", "메모해 둬: 사내 깃랩은 매주 일요일 점검이야."),
    ("explicit", "테스트는 목보다는 실제 DB를 쓰는 편이 저는 더 좋아요."),
    ("explicit", "覚えといて。うちのステージングは金曜の夜に落ちるから。"),
    ("none", "如果以后 QPS 翻倍，数据库估计扛不住吧。"),
    ("none", "我可没说过以后都不许用 ORM。"),
    ("none", "もう全部TypeScriptにしろとは言ってないよ。"),
    ("none", "커밋을 매번 스쿼시하라고 한 적은 없는데요."),
    ("none", "只有这次发布可以不写 changelog。"),
    ("none", "Amy 話佢哋部門一律唔用 Slack。"),
    ("none", "以后 API 都加版本号吧。算了，还是别加了，前端又要改。"),
    ("none", "これからはログを英語で。…あ、やっぱナシで。"),
    ("none", "앞으로 커밋은 영어로. 아, 취소할게, 괜히 헷갈리겠다."),
    ("none", "这个仓库的测试都跑过了吗？"),
    ("none", "うちの部署では昨日みんな在宅でした。"),
    ("suggest", "我们公司的邮件模板都用 MJML 写。"),
    ("suggest", "咱们项目的金额都存成整数分。"),
    ("suggest", "每个 Lambda 函数的超时最多 30 秒。"),
    ("suggest", "API 回應時間上限 300ms。"),
    ("suggest", "涉及個資的程式碼，均須經資安審查。"),
    ("suggest", "啲 migration 淨係可以由 DBA 跑。"),
    ("suggest", "このシステムでは、日付をすべてISO 8601で保存します。"),
    ("suggest", "本番でprintデバッグするのはやめてください。"),
    ("suggest", "テストで本物の決済APIを叩くのはやめてね。"),
    ("suggest", "설정 파일은 config 폴더에… 아니, settings 폴더에 넣어 주세요."),
    ("suggest", "리포트 PDF는 공유 드라이브에 올려 주세요."),
    ("suggest", "如果 SDK 返回的错误码有新增，要同步更新文档。"),
]

# a third batch in other voices (voice-typed, terse notes, formal notices, Cantonese, a long
# message after thanks), written after the second's changes: 17 of 24 read right when written
THIRD = [
    ("suggest", "日志保存期限：最长 180 天。"),
    ("suggest", "本部门所有生产变更均须在变更窗口内执行。"),
    ("suggest", "收到，谢谢！另外以后单测里别连真实的 Redis，一律用 fakeredis。"),
    ("suggest", "啲 feature flag 淨係可以喺 LaunchDarkly 度改。"),
    ("suggest", "我哋 team 嘅 commit 都用 conventional commits 格式。"),
    ("suggest", "えーとこのプロジェクトではテストデータを全部fixturesディレクトリから読みます"),
    ("suggest", "リリースノートを手で書くのはやめて、自動生成にしてください。"),
    ("suggest", "うちの現場では、PRのタイトルを必ず英語で書きます。"),
    ("suggest", "앞으로 API 키는 전부 Vault에 넣어 두세요 부탁해요"),
    ("suggest", "배포 산출물은 릴리스 버킷에… 아니, 아카이브 버킷에 올려 줘."),
    ("suggest", "마이그레이션 파일은 한 PR에 최대 1개."),
    ("explicit", "话说在前头，比起 Jest 我更喜欢 Vitest。"),
    ("explicit", "ちなみに覚えといて：社内のDNSは毎晩2時に切り替わる。"),
    ("explicit", "저는 긴 함수보다는 짧은 함수 여러 개로 나누는 쪽이 더 좋아요."),
    ("none", "比起上个月，这个月的报错少多了。"),
    ("none", "我们组的小李都用 Vim 写代码。"),
    ("none", "要是下周上线，测试估计来不及吧。"),
    ("none", "以后 PR 都要两个人 review。算了，还是别这么搞了，人手不够。"),
    ("none", "このプロジェクトでは、先週テストが全部落ちました。"),
    ("none", "本番DBを消せなんて誰も言ってないよ。"),
    ("none", "Sarah 話佢哋公司淨係用 GitLab。"),
    ("none", "우리 팀이 전부 Vim을 쓰라고 한 적은 없어요."),
    ("none", "저번 달보다 이번 달이 더 좋아요."),
]

SIBLINGS = FIRST + SECOND + THIRD


@pytest.mark.parametrize(("want", "text"), SIBLINGS)
def test_a_class_read_by_what_it_does_reads_its_siblings(want, text):
    assert reading(text) == want


def test_the_siblings_are_in_no_set():
    assert {t for _, t in SIBLINGS}.isdisjoint(texts_outside())


def test_a_rule_after_a_remember_verb_alone_is_what_it_keeps():
    """ "기억해 두세요. …": the statement after the remember verb is kept at once, not suggested."""
    found = judge("기억해 둬. 우리 팀은 커밋 메시지를 전부 영어로 써.")
    assert [r.form for r in found.explicit] == ["remember"]
    assert "영어" in found.explicit[0].content
    assert found.suggestion is None


def test_rather_keeps_what_is_preferred_not_what_is_set_aside():
    """ "我宁愿 X，也不想 Y": X is the preference; Y is what it is set against."""
    found = judge("我宁愿多写几行测试，也不想引入一个新的 mock 库。")
    assert [r.form for r in found.explicit] == ["prefer"]
    assert "测试" in found.explicit[0].content
    assert "mock" not in found.explicit[0].content


def test_the_fact_before_keep_it_in_mind_is_what_is_kept():
    """ "…，记住哦": the fact is the words before the verb, not the particle after it."""
    found = judge("预发环境每周日晚上会清库，记住哦。")
    assert [r.form for r in found.explicit] == ["remember"]
    assert "清库" in found.explicit[0].content


def test_a_correction_across_a_trailing_off_sentence_keeps_a_rule_that_stood():
    """A rule that trails off is still mended across the sentences as before."""
    found = judge("インデントはタブで…いや、スペース2つで。")
    assert found.suggestion is not None
