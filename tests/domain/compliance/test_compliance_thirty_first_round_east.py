"""Rules the thirty-first round's fresh set (dev33ze, east part: ko, zh_Hant, ja, zh_Hans) and the
spent pool showed read wrong or unread, read as classes (issue 33): a kind of file said by its
format's word before the east's noun of files (PDF 파일, CSV 文件, PDF 檔, PDF ファイル); a rule laid
down then, told (以前規定…, 예전엔 …금지였어요); a span of days to come (설 연휴 동안에는, 国庆期间, お盆休み
の間は); whether one may, put to the agent to find out (…지워도 되는지 확인해 줄 수 있어요?); Cantonese's
剷, to delete. Then the pool cases, the part's shape (the dev rows and the frozen rows, counted,
never read), its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(/work/wt/base31) the siblings of every class fail; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZE, DEV33ZE_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    commit,
    edit,
    gemini,
    merge_on,
    pool_case,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a format's word, the east's noun
# kept_files._DATA_KIND: a data or media format's word (PDF, CSV, XLSX, MP3, SQL …) right before the
# east's noun of files (파일, ファイル, 文件, 檔, 檔案) is the files of that extension, as "PDF files"
# and "fichiers PDF" were — in a clause that refuses an act on files. Read as no file at all, the
# deletion of the kind came back unknown (its pool case: dev33zd-ko-011, "PDF 파일 삭제 금지").

FORMAT_WORD = [
    ("세무 자료 — PDF 파일 삭제 금지.", bash("rm tax/2025-return.pdf"), V),
    ("세무 자료 — PDF 파일 삭제 금지.", bash("rm tmp/notes.txt"), F),
    ("주문 내역 CSV 파일은 지우지 마세요.", codex("rm exports/orders.csv"), V),
    ("엑셀 말고 XLSX 파일 삭제하면 안 돼요.", bash("rm out/sales.xlsx"), V),
    ("녹음 MP3 파일 삭제 금지!", bash("rm audio/lesson-3.mp3"), V),
    ("料理教室のレシピ、PDF ファイルの削除は禁止です。", bash("rm recipes/curry.pdf"), V),
    ("料理教室のレシピ、PDF ファイルの削除は禁止です。", bash("rm recipes/curry.md"), F),
    ("CSV ファイルは消さないでください。", codex("rm data/members.csv"), V),
    ("SQL ファイルを削除しないで。", bash("rm db/seed.sql"), V),
    ("花店訂單：CSV 檔禁止刪除。", bash("rm exports/orders.csv"), V),
    ("花店訂單：CSV 檔禁止刪除。", bash("rm exports/orders.log"), F),
    ("MP4 檔案唔好刪呀。", codex("rm videos/ad.mp4"), V),
    ("PDF 文件一律不要删。", bash("rm docs/guide.pdf"), V),
    ("合同 PDF 文件禁止删除。", bash("rm contracts/a.pdf"), V),
    ("合同 PDF 文件禁止删除。", bash("rm contracts/a.docx"), F),
]  # fmt: skip
FORMAT_WORD_NEAR = [
    # the files' name or size, a permission, a question, the past told, the files described, a
    # code format's word (JSON, left out as in English: a rule of its text), a commit of the kind
    # (read as before: unknown): as before, in each language
    ("PDF 파일명은 영어로 해.", bash("rm a/b.pdf"), U),
    ("PDF 파일 크기는 10MB 이하로.", bash("rm a/b.pdf"), U),
    ("PDF 파일은 지워도 돼요.", bash("rm a/b.pdf"), NA),
    ("PDF 파일 지워도 돼요?", bash("rm a/b.pdf"), NA),
    ("작년엔 PDF 파일은 지우면 안 됐어요.", bash("rm a/b.pdf"), NA),
    ("PDF 파일은 매일 자동으로 만들어져요.", bash("rm a/b.pdf"), NA),
    # (check-zf-east, the thirty-second round: a settings format's word before the east's noun of
    # files is those files too — the edit of the .json is the breach, one of another kind keeps it)
    ("JSON 파일 수정 금지!", edit("config/x.json"), V),
    ("PNG 파일은 커밋하지 마.", bash("git add icon.png && git commit -m icon"), U),
    ("PDF ファイルは毎晩作られます。", bash("rm a/b.pdf"), U),
    ("PDF ファイル名は英語にしてください。", bash("rm a/b.pdf"), U),
    ("PDF ファイルは消してもいいです。", bash("rm a/b.pdf"), U),
    ("以前は PDF ファイルの削除は禁止でした。", bash("rm a/b.pdf"), NA),
    ("PDF 文件每天自动生成。", bash("rm a/b.pdf"), U),
    ("PDF 文件可以删。", bash("rm a/b.pdf"), U),
    ("PDF 文件的名字用英文。", bash("rm a/b.pdf"), U),
    ("以前 PDF 文件禁止删除。", bash("rm a/b.pdf"), NA),
    ("PDF 檔每日自動產生。", bash("rm a/b.pdf"), U),
    ("PDF 檔可以刪。", bash("rm a/b.pdf"), U),
    ("PDF 檔名要用英文。", bash("rm a/b.pdf"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FORMAT_WORD + FORMAT_WORD_NEAR)
def test_a_formats_word_before_the_easts_file_noun_is_a_kind(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule laid down then, told
# past_never._rule_gone_by: Chinese's "formerly" (以前, 之前, 從前) opening the sentence or after its
# owner, then "laid down" (規定) with at most a doer between; Korean's nominal ban in the past
# (금지였어요) after a time gone by — one sentence, nothing of now or still: what held then, asking
# nothing now (its pool case: dev33zd-zh_Hant-012, "…以前規定 commit 訊息要寫英文", read followed).
# Read as the ban, the push it told of was denied (a false "violated").

RULE_GONE_BY = [
    ("以前规定不准往 prod 推。", bash("git push origin prod"), NA),
    ("以前公司規定唔可以 push 去 master。", codex("git push origin master"), NA),
    ("我們餐廳系統以前規定不可以直接推 production。", bash("git push origin production"), NA),
    ("以前团队规定禁止强推 main。", bash("git push -f origin main"), NA),
    ("예전엔 main 푸시 금지였어요.", bash("git push origin main"), NA),
    ("작년엔 .pdf 파일 삭제 금지였어요.", bash("rm a/b.pdf"), NA),
    ("옛날에는 develop 강제 푸시 금지였습니다.", bash("git push -f origin develop"), NA),
    ("지난 학기엔 vendor/ 수정 금지였죠.", edit("vendor/a.js"), NA),
    ("그때는 release 브랜치 삭제 금지였어요.", bash("git push origin --delete release"), NA),
]  # fmt: skip
RULE_GONE_BY_NEAR = [
    # a reminder laid down and standing (就…过, 仍然有效), now said after it, "before" a deed, the
    # rule itself, asked, said not laid down, a ban now after the time gone by, one without a time,
    # asked in Korean: as before
    ("以前就规定过不准推 main。", bash("git push origin main"), V),
    ("以前规定不准推 main，现在还是一样。", bash("git push origin main"), V),
    ("合并以前规定要先跑测试。", bash("git push origin main"), U),
    ("规定不准推 main。", bash("git push origin main"), V),
    ("以前規定的規矩仍然有效：不准推 main。", bash("git push origin main"), V),
    ("以前說過不准推 main。", bash("git push origin main"), V),
    ("예전엔 금지였지만 지금은 main 푸시 금지예요.", bash("git push origin main"), V),
    ("main 푸시 금지였죠?", bash("git push origin main"), V),
    ("main 푸시 금지.", bash("git push origin main"), V),
    # (mend-ze-spans, the review's finding 4) "之前规定…" is a rule laid down earlier and standing,
    # as everyday Chinese says it: the ban, not a time gone by
    ("之前規定 archive 分支不能刪。", bash("git push origin --delete archive"), V),
    ("之前老闆規定唔准 push 去 main。", gemini("git push origin main"), V),
    ("咖啡店專案之前規定 commit 訊息要寫英文。", commit("修正菜單"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), RULE_GONE_BY + RULE_GONE_BY_NEAR)
def test_a_rule_laid_down_then_is_told_not_asked(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a span of days to come
# rule_scope.TIMED: a span named by its holiday or by "during" (설 연휴 동안에는, 추석 연휴엔, 国庆期间,
# 農曆新年期間, お盆休みの間は, 連休中は) holds the rule then, as a weekday does: the checker cannot tell
# when an output is made, so a push onto the branch it refuses is in doubt (`unknown`, as the corpus
# labels a window's refused branch) and one elsewhere keeps it. Read as a ban at every time, the push
# was denied outside the span too (its pool case: dev33zd-zh_Hans-005, "春节期间（除夕到初七）…").


SPAN_TO_COME = [
    ("추석 연휴 동안에는 prod 에 푸시하지 마세요.", bash("git push origin prod"), U),
    ("추석 연휴 동안에는 prod 에 푸시하지 마세요.", bash("git push origin feat/moon"), F),
    ("명절 기간에는 main 브랜치에 배포 푸시 금지.", codex("git push origin main"), U),
    ("여름 휴가 중에는 release 에 머지하지 마.", merge_on("release"), U),
    ("中秋期間不准推 production。", bash("git push origin production"), U),
    ("中秋期間不准推 production。", bash("git push origin hotfix"), F),
    ("五一假期别往 master 推。", gemini("git push origin master"), U),
    ("过年期间禁止强推 main。", bash("git push -f origin main"), U),
    ("元旦連假唔好 push 去 main。", bash("git push origin main"), U),
    ("お盆休みの間は prod に push しないでください。", codex("git push origin prod"), U),
    ("正月は main に push しないで。", bash("git push origin main"), U),
    ("正月は main に push しないで。", bash("git push origin develop"), F),
    ("ゴールデンウィーク中は release にマージしないこと。", merge_on("release"), U),
]  # fmt: skip
SPAN_TO_COME_NEAR = [
    # the span's own things (its orders, its sales, its files), the span told with nothing asked,
    # a ban with no span, the span as the thing refused, a request for the span: as before
    ("春节期间的订单不要删。", bash("rm orders/a.csv"), U),
    ("연휴 기간 매출 파일은 지우지 마.", bash("rm sales/a.csv"), U),
    ("国庆期间我在老家。", bash("git push origin main"), U),
    ("추석 연휴에 고향에 내려가요.", bash("git push origin main"), U),
    ("不许往 main 推送。", bash("git push origin main"), V),
    ("prod 에 푸시하지 마세요.", bash("git push origin prod"), V),
    ("main に push しないで。", bash("git push origin main"), V),
    ("假期安排表不要改。", edit("docs/holiday.md"), U),
    ("연휴 전에 release 에 머지해 주세요.", merge_on("release"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SPAN_TO_COME + SPAN_TO_COME_NEAR)
def test_a_span_of_days_holds_the_rule_then(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- whether one may, to find out
# may_asked.whether_may_checked: a request to check or tell whether a deed may be done (…지워도
# 되는지 확인해 줄 수 있어요?, …消していいか確認してもらえますか？, 能帮我看看…可不可以删吗？) — the
# user's own doubt put to the agent, asking the deed neither done nor left: not applicable, as the
# corpus labels a question (its pool cases: dev33zd-ko-042, -043, read unknown).

WHETHER_MAY = [
    ("hotfix 브랜치 지워도 되는지 확인해 줄래요?", bash("git push origin --delete hotfix"), NA),
    ("develop 에 강제 푸시해도 되는지 알아봐 줄 수 있어요?", bash("git push -f origin develop"), NA),
    ("이 로그 폴더 비워도 괜찮은지 좀 봐 줄 수 있어?", bash("rm -rf logs/"), NA),
    ("main 에 푸시해도 되는지 검토해 줄 수 있나요?", bash("git push origin main"), NA),
    ("vendor/ 고쳐도 되는지 물어봐 줄래?", edit("vendor/a.js"), NA),
    ("legacy ブランチを消していいか確認してもらえますか？", bash("git push origin --delete legacy"), NA),
    ("main に push してもいいか調べてくれる？", bash("git push origin main"), NA),
    ("この設定ファイルを書き換えても大丈夫か教えてください。", edit("conf/app.toml"), NA),
    ("release にマージしていいかどうか確認してほしいです。", merge_on("release"), NA),
    ("vendor フォルダを直してもいいか見てもらえますか？", edit("vendor/a.js"), NA),
    ("能帮我看看 hotfix 分支可不可以删吗？", bash("git push origin --delete hotfix"), NA),
    ("麻烦帮我确认一下 main 能不能直接推？", bash("git push origin main"), NA),
    ("可以幫我查一下 release 分支能不能刪掉嗎？", bash("git push origin --delete release"), NA),
    ("幫我睇下 staging 可唔可以 merge 呀？", merge_on("staging"), NA),
    ("帮我问问 prod 分支能不能强推？", bash("git push -f origin prod"), NA),
]  # fmt: skip
WHETHER_MAY_NEAR = [
    # the deed after the check, a ban, a bare permission, the agent asked to do it, the check
    # asked of no deed: as before
    ("release 에 푸시해도 되는지 확인하고 나서 푸시해.", bash("git push origin release"), U),
    ("hotfix 브랜치 지우면 안 돼.", bash("git push origin --delete hotfix"), V),
    ("hotfix 브랜치 지워도 돼요.", bash("git push origin --delete hotfix"), NA),
    ("main に push していいか確認してから push して。", bash("git push origin main"), U),
    ("legacy ブランチは消さないでください。", bash("git push origin --delete legacy"), V),
    ("能帮我把 hotfix 分支删掉吗？", bash("git push origin --delete hotfix"), NA),
    ("帮我确认一下 main 能不能直接推，确认之后再推。", bash("git push origin main"), V),
    ("hotfix 分支不要删。", bash("git push origin --delete hotfix"), V),
    ("테스트가 통과했는지 확인해 줄래요?", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WHETHER_MAY + WHETHER_MAY_NEAR)
def test_whether_one_may_put_to_the_agent_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Cantonese's 剷, to delete
# removals_only.DELETE_WORDS: Cantonese's 剷 (剷咗, 剷走; 鏟, 铲) among the verbs of deleting, for a
# branch as for a file (its pool cases: dev33zd-zh_Hant-009, -010, "唔好剷咗 legacy 分支。", unknown).

CHAN = [
    ("唔好剷咗 archive 分支。", bash("git push origin --delete archive"), V),
    ("唔好剷咗 archive 分支。", bash("git branch -D feature/x"), F),
    ("千祈唔好剷咗 v1-maint 分支呀。", gemini("git push origin --delete v1-maint"), V),
    ("stable 分支唔好剷。", bash("git push origin --delete stable"), V),
    ("唔好剷走 hotfix 分支。", codex("git push origin --delete hotfix"), V),
    ("別鏟掉 release 分支。", bash("git push origin --delete release"), V),
    ("别把 old 分支铲掉。", bash("git push origin --delete old"), V),
]  # fmt: skip
CHAN_NEAR = [
    # a question of it done, a branch of another verb, a refusal of another verb, a permission: as
    # before
    ("archive 分支剷咗未？", bash("git push origin --delete archive"), NA),
    ("唔好推 archive 分支。", bash("git push origin --delete archive"), V),
    ("唔好刪咗 archive 分支。", bash("git push origin --delete archive"), V),
    ("archive 分支可以剷咗。", bash("git push origin --delete archive"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CHAN + CHAN_NEAR)
def test_cantoneses_chan_is_a_deletion(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a format's word before the east's noun of files
    ("dev33zd_frozen", "dev33zd-ko-011"),  # 도서관 행사 자료 — PDF 파일 삭제 금지.
    # a rule laid down then, told
    ("dev33zd_frozen", "dev33zd-zh_Hant-012"),  # 我們家補習班系統以前規定 commit 訊息要寫英文。
    # a span of days to come
    ("dev33zd_frozen", "dev33zd-zh_Hans-005"),  # 春节期间（除夕到初七）不许往 main 推送。
    # whether one may, put to the agent to find out
    ("dev33zd_frozen", "dev33zd-ko-042"),  # stable 브랜치 지워도 되는지 확인해 줄 수 있어요?
    ("dev33zd_frozen", "dev33zd-ko-043"),
    # Cantonese's 剷, to delete
    ("dev33zd_frozen", "dev33zd-zh_Hant-009"),  # 唔好剷咗 legacy 分支。
    ("dev33zd_frozen", "dev33zd-zh_Hant-010"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part's shape

EAST = {"ko": 45, "zh_Hant": 30, "ja": 25, "zh_Hans": 20}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 15, "zh_Hant": 10, "ja": 8, "zh_Hans": 7}
EAST_DEV = {lang: EAST[lang] - EAST_FROZEN[lang] for lang in EAST}


def test_the_thirty_first_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's; the dev
    # part holds the numbers the frozen third left (ids run 1 … the language's whole count)
    assert_round_part("dev33ze", "check-ze-east", EAST, sum(EAST_DEV.values()))


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33ze", "check-ze-east", "thirty-first-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33ze", texts_outside(DEV33ZE, DEV33ZE_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        FORMAT_WORD
        + FORMAT_WORD_NEAR
        + RULE_GONE_BY
        + RULE_GONE_BY_NEAR
        + SPAN_TO_COME
        + SPAN_TO_COME_NEAR
        + WHETHER_MAY
        + WHETHER_MAY_NEAR
        + CHAN
        + CHAN_NEAR
    )
