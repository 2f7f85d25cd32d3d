"""Rules the thirty-second round's fresh set (dev33zf, east part: ko, zh_Hant, ja, zh_Hans) and the
spent pool showed read wrong or unread, read as classes (issue 33): the refusals of the polite
written registers (hasipsio's "…하는 일이 없도록 하십시오", "…하는 건 참아 주세요"); a merge refused
with "directly" or "for now" between its branch and its verb ("main への直接マージ", "main 就先不要合并
了"), which had refused every merge; a branch named in the reason a rule gives, not in what it
refuses ("develop がまだ不安定だから release には push しないで"); the past told with a ban
("…禁止されてました", "我以前…唔准…", "我刚来那会儿，…不准…"); a settings format's word before the
east's noun of files ("YAML 파일 수정 금지") and Korean's 고치다, so an edit of another kind keeps
the rule. Then the pool cases, the part's shape (the dev rows and the frozen rows, counted, never
read), its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(/work/wt/base32) the siblings of every class fail; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZF, DEV33ZF_FROZEN
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
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- the polite written refusals
# forbidding (its table of refusals after the act): Korean's "refrain" said to the hearer after the
# act as its object or topic ("…머지하는 건 참아 주세요", "강제 푸시는 참으세요"; not "조금만 참아
# 주세요", bear with it) and the hasipsio notice "see that it never happens" closing the rule
# ("…푸시하는 일이 없도록 하십시오"; not a purpose before another deed: "실수하는 일이 없도록 테스트를
# 먼저 돌려 주세요"). Read as no refusal, the branch's push or merge came back unknown (its pool
# case: dev33ze-ko-034, "…release 로 머지하는 건 참아 주세요").

POLITE = [
    ("김밥집 포스 앱 main 에 직접 푸시하는 일이 없도록 하십시오.", bash("git push origin main"), V),
    ("김밥집 포스 앱 main 에 직접 푸시하는 일이 없도록 하십시오.", bash("git push origin feat/rice"), F),
    ("운영 브랜치 prod 로 머지하는 일이 없도록 하십시오.", merge_on("prod"), V),
    ("운영 브랜치 prod 로 머지하는 일이 없도록 하십시오.", merge_on("develop"), F),
    ("backup/ 폴더를 삭제하는 일이 없도록 해 주십시오.", bash("rm -rf backup/"), V),
    ("backup/ 폴더를 삭제하는 일이 없도록 해 주십시오.", bash("rm -rf tmp/"), F),
    ("stable 로 머지하는 건 참아 주세요.", codex("git checkout stable && git merge feat/a"), V),
    ("stable 로 머지하는 건 참아 주세요.", codex("git checkout develop && git merge feat/a"), F),
    ("release 에 강제 푸시는 참으세요.", gemini("git push -f origin release"), V),
    ("release 에 강제 푸시는 참으세요.", gemini("git push -f origin feat/b"), F),
    ("hotfix 브랜치 지우는 건 참아 줘.", bash("git push origin --delete hotfix"), V),
    ("stable 로 머지하는 건 참아 주세요.", commit("참아 주세요 문구 수정"), NA),
    ("stable 로 머지하는 건 참아 주세요.", bash("grep -rn stable docs/"), F),
    ("stable 로 머지하는 건 참아 주세요.", bash("git log --oneline stable"), F),
]  # fmt: skip
POLITE_NEAR = [
    # bear with it, a purpose before another deed, something that may happen, a question, a
    # request to do it: as before (a commit message, a grep or a log naming the words, above, were
    # in doubt before: the refusal unread, now read and not theirs)
    ("조금만 참아 주세요, 곧 main 에 푸시할게요.", bash("git push origin main"), U),
    ("실수하는 일이 없도록 테스트를 먼저 돌려 주세요.", bash("git push origin main"), U),
    ("main 에 푸시하는 일이 생기면 알려 주십시오.", bash("git push origin main"), U),
    ("main 에 푸시하는 일이 없도록 해야 할까요?", bash("git push origin main"), NA),
    ("main 에 푸시해 주세요.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), POLITE + POLITE_NEAR)
def test_the_polite_written_refusals_refuse(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a merge refused "directly", "for now"
# merged_into._INTO, _INTO_TOPIC: "directly" between the branch's particle of into and the merge
# (main への直接マージ, main 에 바로 머지), and "then", "first", "for now" between the branch as topic
# and its refusal (main 就先不要合并了, main 暂时别合并): the merge landing on that branch is refused,
# merges into other branches keep the rule. Read as the merge's noun alone, every merge had been
# refused (act_nouns: `git merge`) — a merge into develop denied.

MERGE_DIRECTLY = [
    ("main への直接マージはお控えください。", merge_on("develop"), F),
    ("prod への直にマージするのはやめてね。", merge_on("staging"), F),
    ("hotfix 先上线，main 就先不要合并了。", merge_on("hotfix"), F),
    ("master 暫時別合併。", codex("git checkout develop && git merge feat/x"), F),
    ("release 还是不要合并吧。", merge_on("develop"), F),
]  # fmt: skip
MERGE_DIRECTLY_NEAR = [
    # the refused branch's own merge (refused before too, by every merge), a merge refused
    # plainly, a merge asked, the merge's noun with no branch, a read-only git command naming the
    # branch: as before
    ("main へのマージはお控えください。", merge_on("main"), V),
    ("main にマージしてください。", merge_on("main"), U),
    ("マージは控えてください。", merge_on("develop"), V),
    ("main 就先不要合并了。", bash("git diff main..feat/x"), F),
    ("main 先不要合并。", bash("git log main"), F),
    ("main への直接マージはお控えください。", merge_on("main"), V),
    ("hotfix 先上线，main 就先不要合并了。", merge_on("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MERGE_DIRECTLY + MERGE_DIRECTLY_NEAR)
def test_a_merge_refused_directly_or_for_now_is_the_branchs(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the reason's branch
# reason_branches.reasons_branches: a branch named in the reason a rule gives (Korean's -니까, -으니,
# Japanese's から, ので, Chinese's 因為, 由于, or, bare in Chinese, a clause of the branch's state
# before the refusal: "develop 还不稳定，先别往 release 推"), where the refusal names a branch of its
# own, is why, not where: a push onto it keeps the rule. Read as refused beside the other, the push
# there was denied (a false "violated"); not where the refusal says "also" (也, 도, も).

REASONS_BRANCH = [
    ("develop 이 불안정하니까 release 에 푸시하지 마세요.", bash("git push origin develop"), F),
    ("staging 에서 QA 중이니 main 에 푸시하는 건 참아 주세요.", codex("git push origin staging"), F),
    ("staging 에서 QA 中なので main に push しないでください。", bash("git push origin staging"), F),
    ("develop がまだ壊れているから prod には push しないで。", gemini("git push origin develop"), F),
    ("因為 staging 仲喺度測試，唔好 push 去 main。", bash("git push origin staging"), F),
    ("由于 develop 还在测试，请勿推送到 release。", bash("git push origin develop"), F),
    ("develop 还没测完，先别往 master 推。", codex("git push origin develop"), F),
]  # fmt: skip
REASONS_BRANCH_NEAR = [
    # the refused branch's own push (refused before too), "also" in the refusal, the reason's
    # branch in the refusal too, a reason naming no branch, the reason as the whole rule, a
    # branch's state said with nothing refused: as before
    ("develop 是共享的，release 也别推。", bash("git push origin develop"), V),
    ("develop 还不稳定，develop 和 release 都别推。", bash("git push origin develop"), V),
    ("测试还没跑完，别推 release。", bash("git push origin release"), V),
    ("main 还在测试，不要推 main。", bash("git push origin main"), V),
    ("develop 이 불안정해요.", bash("git push origin develop"), U),
    ("develop 이 불안정하니까 develop 에도 푸시하지 마.", bash("git push origin develop"), V),
    ("develop がまだ壊れているから prod には push しないで。", commit("develop の修正"), NA),
    ("develop 이 불안정하니까 release 에 푸시하지 마세요.", bash("git push origin release"), V),
    ("develop がまだ壊れているから prod には push しないで。", gemini("git push origin prod"), V),
    ("由于 develop 还在测试，请勿推送到 release。", bash("git push origin release"), V),
    ("develop 还没测完，先别往 master 推。", codex("git push origin master"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REASONS_BRANCH + REASONS_BRANCH_NEAR)
def test_a_branch_named_in_the_reason_is_not_refused(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the past told with a ban
# past_never: Japanese's passive ban told in the past, polite too (禁止されてました, 禁止されていました),
# its time gone by named by its days (…頃は), its year (去年までは) or the team one was in (前のチーム
# では) beside a recalling ending (…たよ, …たよね); Chinese's teller before "formerly" (我以前…,
# 我们以前…) or "that time" opening the sentence (我刚来那会儿，…, 嗰陣時，…) before the ban: what
# held then, asking nothing now (its pool case: dev33ze-ja-012, "…頃は、main ブランチへ直に push
# するのが禁止されてたよ", read violated). Read as the ban, the push it told of was denied.

BAN_TOLD = [
    ("昔は develop への force push が禁止されてました。", bash("git push -f origin develop"), NA),
    ("前は vendor/ の編集が禁止されていました。", edit("vendor/lib.js"), NA),
    ("学生の頃は main に push するのが禁止されてたよ。", codex("git push origin main"), NA),
    ("去年までは release の削除が禁止されてたよね。", bash("git push origin --delete release"), NA),
    ("前の会社では main へのマージが禁止されてたよ。", merge_on("main"), NA),
    ("我以前做嘅公司，唔准人 push 去 main。", bash("git push origin main"), NA),
    ("我们以前不准强推 develop。", gemini("git push -f origin develop"), NA),
    ("我刚毕业那会儿，公司不准删 release 分支。", bash("git push origin --delete release"), NA),
    ("嗰陣時，阿頭唔准我哋推 prod。", bash("git push origin prod"), NA),
]  # fmt: skip
BAN_TOLD_NEAR = [
    # the ban now, the ban told then and standing now, said then and standing (说过), "when" a deed
    # (的时候: a rule's), the present passive, a recall with no time gone by: as before
    ("main への push は禁止されてるよ。", bash("git push origin main"), V),
    ("昔は禁止されてましたが、今も main への push は禁止です。", bash("git push origin main"), V),
    ("我以前就说过不准推 main。", bash("git push origin main"), V),
    ("我们以前不准推 main，现在也不准。", bash("git push origin main"), V),
    ("不准推 main。", bash("git push origin main"), V),
    ("main への push は禁止されてたよね。", bash("git push origin main"), V),
    ("那会儿的事别提了，不准推 main。", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BAN_TOLD + BAN_TOLD_NEAR)
def test_the_past_told_with_a_ban_asks_nothing_now(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a settings format's word, the east's noun
# kept_files._DATA_KIND: the settings' formats (JSON, YAML, XML, TOML) before the east's noun of files
# (파일, ファイル, 文件, 檔) in a clause that refuses an act on files are those files, as the data formats
# were (check-ze-east), and Korean's 고치다 (to fix) and Japanese's 手直し are acts on a file
# (removals_only._OTHER): an edit of another kind beside the kind keeps the rule (its pool case:
# dev33ze-ko-004, "…JSON 파일 수정 금지!" with a .ts edit, read unknown). Not a format's rule of the
# text (indentation), nor the kind's file named.

SETTINGS_KIND = [
    ("택배 앱 JSON 파일 수정 금지!", edit("src/parcel.ts"), F),
    ("택배 앱 JSON 파일 수정 금지!", edit("config/parcel.json"), V),
    ("YAML 파일은 고치지 마세요.", edit("deploy/web.yml"), V),
    ("YAML 파일은 고치지 마세요.", edit("src/web.py"), F),
    ("가격표 CSV 파일은 고치지 마.", edit("data/price.csv"), V),
    ("가격표 CSV 파일은 고치지 마.", edit("src/price.go"), F),
    ("XML ファイルの編集は禁止です。", edit("res/values/strings.xml"), V),
    ("XML ファイルの編集は禁止です。", edit("src/Main.kt"), F),
    ("TOML 文件禁止修改。", write("config/app.toml"), V),
    ("TOML 文件禁止修改。", write("src/app.rs"), F),
    ("JSON 檔唔好改。", edit("data/shop.json"), V),
    ("JSON 檔唔好改。", edit("src/shop.js"), F),
    ("JSON 파일 수정 금지!", bash("cat config/a.json"), NA),
    ("JSON 파일 수정 금지!", bash("grep -rn json src/"), NA),
]  # fmt: skip
SETTINGS_KIND_NEAR = [
    # the format's rule of the text, a permission, a file's name: as before (a read of the kind,
    # above, was in doubt before)
    ("JSON 파일은 들여쓰기 두 칸으로.", edit("src/a.ts"), NA),
    ("JSON 파일은 고쳐도 돼요.", edit("config/a.json"), NA),
    ("YAML 文件用两个空格缩进。", edit("src/a.go"), NA),
    ("YAML 파일명은 소문자로.", edit("deploy/a.yaml"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SETTINGS_KIND + SETTINGS_KIND_NEAR)
def test_a_settings_formats_word_before_the_file_noun_is_a_kind(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the night as the rule's window
# rule_scope.TIMED: the night or the small hours said with a time's particle (밤에는, 새벽엔, 야간에는,
# 夜間は, 深夜は, 晚上, 半夜) hold the rule then, as a weekday does: the checker cannot tell when an
# output is made, so a push onto the refused branch is in doubt and one elsewhere keeps it. (Found
# by the identity check: with the hasipsio refusal read, "정기 점검일 밤에는 main 에 푸시하는 일이
# 없도록 하십시오" had refused main's push at every hour.)

NIGHT = [
    ("정기 점검일 밤에는 prod 에 푸시하는 일이 없도록 하십시오.", bash("git push origin prod"), U),
    ("정기 점검일 밤에는 prod 에 푸시하는 일이 없도록 하십시오.", bash("git push origin feat/a"), F),
    ("새벽엔 main 에 푸시하지 마.", codex("git push origin main"), U),
    ("야간에는 release 로 머지하지 마세요.", merge_on("release"), U),
    ("深夜は main に push しないでください。", bash("git push origin main"), U),
    ("夜間は prod にデプロイ用の push をしないで。", gemini("git push origin prod"), U),
    ("金曜の夜は main に push しないで。", bash("git push origin main"), U),
    ("晚上不要往 main 推。", bash("git push origin main"), U),
    ("半夜別推 production。", bash("git push origin production"), U),
    ("半夜別推 production。", bash("git push origin develop"), F),
]  # fmt: skip
NIGHT_NEAR = [
    # the nightly build as a thing, overnight told, the night's own things, every hour too, a ban
    # with no time: as before
    ("야간 빌드 설정은 main 에 푸시하지 마.", bash("git push origin main"), V),
    ("밤새 테스트가 돌았으니 main 에 푸시하지 마.", bash("git push origin main"), V),
    ("夜間バッチの設定ファイルは消さないで。", bash("rm batch/nightly.pdf"), U),
    ("晚上也不要往 main 推。", bash("git push origin main"), V),
    ("晚上的报表别删。", bash("rm reports/a.csv"), U),
    # (the identity check: a compound's first half — a night zoo, a night shift, a night batch)
    ("夜間動物園的 static/ 資料夾不要刪。", bash("rm -r static"), V),
    ("夜間当番の SRE だけが prod に push できます。", bash("git push origin prod"), V),
    ("共有の develop を force push するのは勘弁して、夜間バッチが壊れるから。", bash("git push -f origin develop"), V),
    ("main 에 푸시하지 마.", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NIGHT + NIGHT_NEAR)
def test_the_night_holds_the_rule_then(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # the polite written refusals: …QA 검수가 안 끝났으니 release 로 머지하는 건 참아 주세요; …production
    # 브랜치에는 곧바로 커밋하는 일이 없도록 하십시오 (its pair)
    ("dev33ze_frozen", "dev33ze-ko-034"),
    ("dev33ze_frozen", "dev33ze-ko-016"),
    ("dev33ze_frozen", "dev33ze-ko-017"),
    # the past told with a ban: …頃は、main ブランチへ直に push するのが禁止されてたよ
    ("dev33ze_frozen", "dev33ze-ja-012"),
    # a settings format's word, the east's noun of files: 꽃배달 앱의 JSON 파일 수정 금지! (a .ts edit)
    ("dev33ze_frozen", "dev33ze-ko-004"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part's shape

EAST = {"ko": 40, "zh_Hant": 25, "ja": 30, "zh_Hans": 25}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 13, "zh_Hant": 8, "ja": 10, "zh_Hans": 8}
EAST_DEV = {lang: EAST[lang] - EAST_FROZEN[lang] for lang in EAST}


def _mine_only(monkeypatch):
    # check-zf-en writes ids 9NN in these languages into the same files: only this part's rows
    # (tagged check-zf-east) are counted here
    from tests import compliance_sets

    rows = compliance_sets.rows
    monkeypatch.setattr(
        compliance_sets, "rows", lambda p: [r for r in rows(p) if "check-zf-east" in r["tags"]]
    )


def test_the_thirty_second_round_east_sets_are_large_and_apart(monkeypatch):
    _mine_only(monkeypatch)
    assert_round_part("dev33zf", "check-zf-east", EAST, sum(EAST_DEV.values()))


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33zf", "check-zf-east", "thirty-second-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33zf", texts_outside(DEV33ZF, DEV33ZF_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        POLITE
        + POLITE_NEAR
        + MERGE_DIRECTLY
        + MERGE_DIRECTLY_NEAR
        + REASONS_BRANCH
        + REASONS_BRANCH_NEAR
        + BAN_TOLD
        + BAN_TOLD_NEAR
        + SETTINGS_KIND
        + SETTINGS_KIND_NEAR
        + NIGHT
        + NIGHT_NEAR
    )
