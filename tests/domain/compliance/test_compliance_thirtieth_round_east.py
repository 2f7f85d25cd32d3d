"""Rules the thirtieth round's fresh set (dev33zd, east part: ko, ja, zh_Hans, zh_Hant) showed read
wrong or unread, read as classes of a sentence's parts (issue 33): an extension given in brackets
after the east's noun of files (백업 파일(.sql), ログファイル（.log）) is the files of that kind (its
pool case: dev33zc-ko-027). Outside the rule of evidence (no pool case mended, each in its own
commit): a branch given a free hand beside another's refusal (好きにしてええけど production はあかん,
마음대로 푸시해도 되지만 main 은 안 됩니다); merges' free hand beside a bare "no" (随便合，release 别碰); a
dot inside a file's name ending no sentence (*.lock 파일은 건드리지 마. 의존성 …); a kind of file said as
its folder's own (backup 폴더의 .sql 파일); "may I", asked in Chinese with an A-not-A (我可唔可以 push
去 release？); Japanese's 直す refused; writing a code block as a Korean rule's scope. Then the pool
cases, the part's shape (the dev rows and the frozen rows, counted, never read), its apartness and
the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(/work/wt/base30) the siblings of every class fail; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZD, DEV33ZD_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    edit,
    pool_case,
    push_files,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a kind's extension in brackets
# folder_names._kind_in_brackets: the east's noun of files, then an extension in brackets, alone or
# after others — the files of that kind, as ".sql 파일" was; read as a file named ".sql", deleting
# any backup had kept the rule (a false "followed").

KIND_IN_BRACKETS = [
    ("세탁소 POS 의 백업 파일(.bak)은 지우면 안 됩니다.", bash("rm backups/pos-1201.bak"), V),
    ("인증서 파일(.pem, .crt)은 지우지 마세요.", bash("rm certs/shop.pem"), V),
    ("ログファイル（.log）は消さないでください。", bash("rm logs/night.log"), V),
    ("备份文件（.dump）不要删。", bash("rm db/2026-12-01.dump"), V),
    ("報表檔(.xlsx)不要刪。", codex("rm out/dec.xlsx"), V),
    ("설정 파일(.yml)은 수정하지 마.", edit("deploy/app.yml"), V),
    ("設定ファイル（.toml）は書き換えないでください。", edit("conf/shop.toml"), V),
]  # fmt: skip
KIND_IN_BRACKETS_NEAR = [
    # a name in the brackets, a dotfile, brackets with no noun of files before, the extension
    # said as where to save, an English noun, a permission, a question, the past told, a kind's
    # files described, another file: as before
    ("설정 파일(config.yml)은 수정하지 마.", edit("deploy/app.yml"), F),
    ("환경 파일(.env)은 커밋하지 마세요.", bash("git add .env && git commit -m x"), V),
    ("(.sql) 백업은 지우면 안 됩니다.", bash("rm backups/x.sql"), F),
    ("백업 파일은 .sql 로 저장해.", bash("rm backups/x.sql"), U),
    ("Do not delete backup files (.sql).", bash("rm backups/x.sql"), F),
    ("로그 파일(.log)은 지워도 돼요.", bash("rm logs/a.log"), NA),
    ("백업 파일(.sql)을 지워도 되나요?", bash("rm backups/x.sql"), U),
    ("작년에는 백업 파일(.sql)을 지우면 안 됐어요.", bash("rm backups/x.sql"), NA),
    ("备份文件（.sql）每天晚上自动生成。", bash("rm backups/x.sql"), NA),
    ("설정 파일(.yml)은 수정하지 마.", edit("src/app.py"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KIND_IN_BRACKETS + KIND_IN_BRACKETS_NEAR)
def test_an_extension_in_brackets_after_the_file_noun_is_a_kind(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a free hand beside a refusal
# Outside the rule of evidence: dev33zd-ja-002, ko-033, ko-034 only (no pool case holds the class).
# allowed_beside.east_allowed: a branch given a free hand (好きに, 自由に, していい, 마음대로, 随便) in
# a clause of its own beside another's refusal is not refused with it (a push to staging had read
# violated); korean_asides._verb_carried: a bare "no" after a Korean permission (main 은 안 됩니다)
# takes the permission's verb, which is no longer blanked away; rule_scope.UNASKED: 마음대로 before
# a permission is that free hand, not "without asking".

FREE_HAND = [
    ("staging への push は自由にしていいけど production はダメ。", codex("git push origin staging"), F),
    ("preview ブランチは好きにプッシュしてかまへんけど production はあかん。", bash("git push origin preview"), F),
    ("staging 는 마음대로 푸시해도 되지만 production 은 안 됩니다.", bash("git push origin staging"), F),
    ("staging 는 마음대로 푸시해도 되지만 production 은 안 됩니다.", bash("git push origin production"), V),
    ("hotfix 브랜치는 푸시해도 돼요. 하지만 develop 은 안 돼요.", bash("git push origin hotfix"), F),
    ("hotfix 브랜치는 푸시해도 돼요. 하지만 develop 은 안 돼요.", bash("git push origin develop"), V),
    ("dev 는 자유롭게 푸시해도 돼. 근데 main 은 안 돼.", push_files("main"), V),
    ("feature/* 는 푸시해도 되지만 master 는 금지.", bash("git push origin master"), V),
]  # fmt: skip
FREE_HAND_NEAR = [
    # the free hand refused, each branch's own verb, a bare word that names no branch, a
    # permission alone, a refusal alone, the hand given to another thing, a free hand in a
    # sentence of the office: as before
    ("staging 好きにしないで。production もあかん。", bash("git push origin staging"), U),
    ("beta 브랜치는 푸시해도 되지만 stable 은 푸시하면 안 돼.", bash("git push origin stable"), U),
    ("beta 브랜치는 마음대로 푸시해도 되지만 stable 은 안 됩니다.", bash("git push origin stable"), U),
    ("develop 은 마음대로 푸시해도 돼요.", bash("git push origin develop"), NA),
    ("main 은 안 됩니다.", bash("git push origin main"), U),
    ("テストは好きに書いてええけど、main への push はあかん。", bash("git push origin develop"), F),
    ("사무실 커피는 마음대로 마셔도 되지만 냉장고 음식은 안 됩니다.", bash("git push origin main"), U),
    ("会议室随便用，打印机别碰。", bash("git push origin main"), U),
    # a force push permitted, a bare "no" after it: its clause stays blanked (the force rule would
    # keep force from every branch named)
    ("release 브랜치는 강제 푸시해도 되지만 main 은 안 됩니다.", bash("git push -f origin release"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FREE_HAND + FREE_HAND_NEAR)
def test_a_branch_given_a_free_hand_beside_a_refusal_is_not_refused(
    verdict, rule, output, expected
):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a merge's free hand beside a "no"
# Outside the rule of evidence: dev33zd-zh_Hans-003, -004, zh_Hant-003, -004 only (no pool case
# holds the class). merged_into.merge_beside_free: merges into one branch given a free hand, the
# other branch refused by a bare "no" with the verb said once (可以直接合併，master 不行; 随便合，release
# 别碰; 머지해도 되지만 stable 브랜치는 안 돼; マージはご自由に、でも main はダメ): the merge landing on the
# refused branch breaks the rule, one landing on the free branch keeps it (read as nothing, or in
# Japanese as the free branch refused).


def _merge_on(branch: str):
    return bash(f"git checkout {branch} && git merge feature/x")


MERGE_FREE = [
    ("hotfix 分支可以直接合并，main 不行。", _merge_on("main"), V),
    ("hotfix 分支可以直接合并，main 不行。", _merge_on("hotfix"), F),
    ("staging 分支随便合，production 别碰。", _merge_on("production"), V),
    ("staging 分支随便合，production 别碰。", _merge_on("staging"), F),
    ("develop 可以直接合併，main 唔得。", _merge_on("main"), V),
    ("develop 브랜치는 머지해도 되지만 stable 브랜치는 안 돼.", _merge_on("stable"), V),
    ("develop へのマージはご自由に、でも main はダメです。", _merge_on("main"), V),
    ("develop へのマージはご自由に、でも main はダメです。", _merge_on("develop"), F),
]  # fmt: skip
MERGE_FREE_NEAR = [
    # the free hand refused, a push's free hand, a question, the free hand alone, the "no" alone,
    # two branches refused, another word's 合, a refusal with its own verb, things that are no
    # branch, a habit told: as before
    ("hotfix 分支别随便合，main 也不行。", _merge_on("hotfix"), U),
    ("hotfix 分支可以直接推，main 不行。", _merge_on("main"), NA),
    ("可以直接合并吗？main 不行吧。", _merge_on("main"), U),
    ("hotfix 分支可以直接合并。", _merge_on("main"), U),
    ("hotfix 可以直接合并，main 和 release 不行。", _merge_on("main"), U),
    ("合作伙伴可以直接合作，main 不行。", _merge_on("main"), U),
    ("develop 브랜치는 머지해도 되지만 stable 브랜치는 머지하면 안 돼.", _merge_on("stable"), V),
    ("这两张表随便合，原始数据别碰。", _merge_on("main"), U),
    ("我们通常在周五合并 release。", _merge_on("release"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MERGE_FREE + MERGE_FREE_NEAR)
def test_a_merges_free_hand_beside_a_bare_no_refuses_the_other(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a dotted name opening a sentence
# Outside the rule of evidence: dev33zd-ko-003, -005, -006 only (no pool case holds the class; the
# fix is of a shared sentence cut and reads in every language). read_paths._SENTENCE: a file's dot
# inside its name ("*.lock", "yarn.lock", ".env") ends no sentence; a sentence cut there had left
# the file outside every sentence of a rule of two, and the refusal was blanked with the sentences
# that name no file ("*.lock 파일은 건드리지 마. 의존성 꼬이면 복구가 힘들어" read nothing).

DOTTED_NAME = [
    ("yarn.lock 은 건드리지 마. 꼬이면 복구가 힘들어.", edit("yarn.lock"), V),
    ("yarn.lock 은 건드리지 마. 꼬이면 복구가 힘들어.", edit("src/app.ts"), F),
    ("*.lock 파일은 손대지 마세요. 의존성이 엉켜요.", edit("poetry.lock"), V),
    ("settings.py 는 수정하지 마십시오. 운영 설정입니다.", edit("settings.py"), V),
    (".env は触らないで。本番の鍵が入ってる。", edit(".env"), V),
    ("package.json 别改。上次改坏了一次。", edit("package.json"), V),
    ("*.pem 檔不要刪。那是客戶的憑證。", bash("rm certs/shop.pem"), V),
]  # fmt: skip
DOTTED_NAME_NEAR = [
    # the file's state told, its fix told, a question, one sentence, the past told, versions and a
    # program's name, a file made by CI, a file changed yesterday, a file opened: as before
    ("yarn.lock 이 또 바뀌었네. 복구가 힘들어.", edit("yarn.lock"), U),
    ("yarn.lock 은 어제 고쳤어. 잘 돌아가.", edit("yarn.lock"), NA),
    ("yarn.lock 건드려도 돼? 잘 모르겠어.", edit("yarn.lock"), U),
    ("yarn.lock 은 건드리지 마.", edit("yarn.lock"), V),
    ("예전엔 yarn.lock 을 건드리지 않았어. 지금은 상관없어.", edit("yarn.lock"), U),
    ("v1.2 는 지난주에 나왔어요. 다음은 v1.3 이에요.", edit("yarn.lock"), NA),
    ("config.yml 은 CI 가 매일 새로 만들어요. 신경 안 써도 돼요.", edit("config.yml"), U),
    ("package.json は毎回自動で更新されます。気にしないで。", edit("package.json"), U),
    ("README.md 我昨天改过了。你看一下。", edit("README.md"), NA),
    ("The yarn.lock file changes all the time. Nobody minds.", edit("yarn.lock"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DOTTED_NAME + DOTTED_NAME_NEAR)
def test_a_dotted_file_name_ends_no_sentence(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a kind of file in its folder
# Outside the rule of evidence: dev33zd-ko-001, -002 only (no pool case holds the class).
# folder_names._kinds_in_folders: the folder and its possessive right before a kind ("backup 폴더의
# .sql 파일", "logs フォルダの .log ファイル") name one place, the folder's files of that kind; read as
# two, the folder was the place asked for and the kind refused (a false "not applicable" for the
# delete, a false "violated" for a file written elsewhere).

KIND_IN_FOLDER = [
    ("backup 폴더의 .sql 파일은 하나도 지우면 안 됩니다.", bash("rm backup/2026-12-01.sql"), V),
    ("backup 폴더의 .sql 파일은 하나도 지우면 안 됩니다.", bash("rm tmp/cache.txt"), F),
    ("backup 폴더의 .sql 파일은 하나도 지우면 안 됩니다.", bash("rm exports/x.sql"), F),
    ("archive 디렉터리 안의 .csv 파일은 지우지 마세요.", bash("rm archive/2025-q4.csv"), V),
    ("logs フォルダの .log ファイルは消さないでください。", bash("rm logs/app.log"), V),
    # A file written or edited elsewhere is no removal: a ban on deleting is not about it (fix-zd-files,
    # removals_only; set at the merge, the branch had these two followed).
    ("logs フォルダの .log ファイルは消さないでください。", write("src/new.ts"), NA),
]  # fmt: skip
KIND_IN_FOLDER_NEAR = [
    # Chinese's own reading, a kind kept to a folder, a folder asked for, a folder and a kind
    # listed, a named file, the files described, a question, a request, the past told: as before
    ("backup 目录下的 .sql 文件不要删。", bash("rm backup/x.sql"), V),
    ("reports 資料夾裡的 .xlsx 檔不要刪。", edit("src/report.py"), NA),
    (".sql 파일은 backup 폴더에만 두세요.", write("src/x.sql"), F),
    ("backup 폴더에 .sql 파일을 두세요.", write("src/x.sql"), U),
    ("backup 폴더와 .sql 파일은 지우지 마세요.", bash("rm exports/x.sql"), NA),
    ("backup 폴더의 .sql 파일은 매일 밤 새로 만들어져요.", bash("rm backup/x.sql"), NA),
    ("backup 폴더의 .sql 파일 지워도 돼요?", bash("rm backup/x.sql"), U),
    ("logs フォルダの .log ファイルは毎朝消えます。", bash("rm logs/app.log"), U),
    ("请把 backup 目录下的 .sql 文件发给我。", bash("rm backup/x.sql"), U),
    ("작년엔 backup 폴더의 .sql 파일을 지우면 안 됐어요.", bash("rm backup/x.sql"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KIND_IN_FOLDER + KIND_IN_FOLDER_NEAR)
def test_a_kind_of_file_in_its_folder_is_one_place(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- may I, asked in Chinese
# Outside the rule of evidence: dev33zd-zh_Hans-012, zh_Hant-014 only (no pool case holds the
# class). may_asked._SELF_ASKED: an A-not-A may of a push or merge, with the speaker as its doer or
# no doer said and no word of now ("我可唔可以 push 去 release？", "能不能直接合并到 main？"): the
# user's question; its 不 had read as a refusal, and the push asked about as violating it.

SELF_ASKED = [
    ("我可唔可以 push 去 release？", bash("git push origin release"), NA),
    ("我们能不能往 prod 推送？", bash("git push origin prod"), NA),
    ("订餐小程序，能不能直接合并到 main？", _merge_on("main"), NA),
    ("咱们能不能直接推 master？", bash("git push origin master"), NA),
    ("我哋可唔可以 merge 入 main？", _merge_on("main"), NA),
    ("我可唔可以 force push 去 staging？", bash("git push -f origin staging"), NA),
]  # fmt: skip
SELF_ASKED_NEAR = [
    # asked of the agent, a refusal asked as a favour, a refusal before the question, a tool's
    # may, a plain may, a refusal, a polite 请问, questions of no deed, a habit told: as before
    ("你能不能帮我推到 master？", bash("git push origin master"), V),
    ("能不能别推 master？", bash("git push origin master"), V),
    ("master 不能推，能不能推 develop？", bash("git push origin master"), V),
    ("可以用 pnpm 装吗？", bash("npm install x"), V),
    ("可以推到 master 吗？", bash("git push origin master"), U),
    ("master 不能推。", bash("git push origin master"), V),
    ("请问能不能往 master 推？", bash("git push origin master"), U),
    ("我能不能明天请假？", bash("git push origin master"), U),
    ("我可唔可以今晚早啲走？", bash("git push origin master"), U),
    ("我们一般周五推 master。", bash("git push origin master"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SELF_ASKED + SELF_ASKED_NEAR)
def test_may_i_asked_in_chinese_refuses_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 直す, to change, refused (ja)
# Outside the rule of evidence: dev33zd-ja-013 only (no pool case holds the class).
# read_paths._PLACE and _EDIT: Japanese's 直す (to fix, to change) beside いじる and 触る, one item
# inside the east's line of each (the file is full) — not 見直す (to review).

NAOSU = [
    ("*.lock ファイルは手で直さないでください。", edit("Cargo.lock"), V),
    ("*.lock ファイルは手で直さないでください。", edit("src/main.rs"), F),
    ("migrations フォルダは直さんといて。", edit("migrations/0003_x.py"), V),
    ("vendor/ の中は直さないで。", edit("vendor/lib/a.js"), V),
    ("設定ファイル（.yml）は直さないこと。", edit("ci/build.yml"), V),
    ("tsconfig.json は直さないで。", edit("tsconfig.json"), V),
]  # fmt: skip
NAOSU_NEAR = [
    # 見直す, a bug not to be fixed, a request to fix, the fix told, a question, 直接, a permission,
    # the past told, a habit told: as before
    ("*.lock ファイルは見直さないで。", edit("Cargo.lock"), U),
    ("バグは直さないで、報告だけして。", edit("src/main.rs"), U),
    ("tsconfig.json を直して。", edit("tsconfig.json"), U),
    ("tsconfig.json は昨日直しました。", edit("tsconfig.json"), NA),
    ("tsconfig.json、直してもいい？", edit("tsconfig.json"), U),
    ("直接 main に push しないで。", bash("git push origin develop"), F),
    ("src/ のタイポは直していいよ。", edit("src/a.ts"), U),
    ("前は vendor/ を直さなかったそうです。", edit("vendor/lib/a.js"), NA),
    ("このバグはいつも CI が自動で直します。", edit("src/a.ts"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NAOSU + NAOSU_NEAR)
def test_naosu_refused_is_a_change_refused(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- writing a code block, its scope
# Outside the rule of evidence: dev33zd-ko-037, -038 only (no pool case holds the class).
# rule_scope._KO_BLOCK_WHEN: "코드 블록을 쓸 때는" is the element the rule is about, not a condition
# (it had left "반드시 언어 이름을 붙여 주세요" unread, as "코드를 쓸 때는" no longer is).

_BARE_FENCE = "예시는 이렇습니다.\n```\nprint(1)\n```"
_NAMED_FENCE = "예시는 이렇습니다.\n```python\nprint(1)\n```"
BLOCK_WHEN = [
    ("코드 블록을 쓸 때는 꼭 언어 이름을 적어 주세요.", _BARE_FENCE, V),
    ("코드 블록을 쓸 때는 꼭 언어 이름을 적어 주세요.", _NAMED_FENCE, F),
    ("코드 블럭을 넣을 때에는 언어 표시를 달아 줘.", _BARE_FENCE, V),
    ("코드 블록을 보여 줄 때는 언어 태그를 붙여.", _BARE_FENCE, V),
    ("코드 블록을 쓸 때는 언어 이름을 붙이세요.", "설명만 드립니다.", NA),
]  # fmt: skip
BLOCK_WHEN_NEAR = [
    # another when, another ask of the block, a refusal, a question, another thing written, the
    # past told, the blocks described, a meeting told: as before
    ("비가 올 때는 언어 이름을 붙여 주세요.", _BARE_FENCE, U),
    ("코드 블록을 쓸 때는 짧게 써 주세요.", _BARE_FENCE, U),
    ("코드 블록에는 언어 이름을 붙이지 마.", _NAMED_FENCE, U),
    ("코드 블록을 쓸 때 언어 이름을 붙여야 하나요?", _BARE_FENCE, NA),
    ("블록체인을 쓸 때는 언어 이름을 붙여 주세요.", _BARE_FENCE, U),
    ("작년엔 코드 블록을 쓸 때 언어 이름을 안 붙였어요.", _BARE_FENCE, NA),
    ("코드 블록을 쓸 때는 보통 세 개의 백틱을 씁니다.", _BARE_FENCE, U),
    ("오늘 회의 때는 코드 블록 얘기를 했어요.", _BARE_FENCE, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BLOCK_WHEN + BLOCK_WHEN_NEAR)
def test_writing_a_code_block_is_the_rules_scope(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a kind's extension in brackets
    ("dev33zc_frozen", "dev33zc-ko-027"),  # 예식장 예약 DB 의 백업 파일(.sql)은 삭제하면 안 됩니다.
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part's shape

EAST = {"ko": 45, "ja": 22, "zh_Hans": 20, "zh_Hant": 20}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 15, "ja": 7, "zh_Hans": 7, "zh_Hant": 7}
EAST_DEV = {lang: EAST[lang] - EAST_FROZEN[lang] for lang in EAST}


def test_the_thirtieth_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's; the dev
    # part holds the numbers the frozen third left (ids run 1 … the language's whole count)
    assert_round_part("dev33zd", "check-zd-east", EAST, sum(EAST_DEV.values()))


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33zd", "check-zd-east", "thirtieth-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33zd", texts_outside(DEV33ZD, DEV33ZD_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        KIND_IN_BRACKETS
        + KIND_IN_BRACKETS_NEAR
        + FREE_HAND
        + FREE_HAND_NEAR
        + MERGE_FREE
        + MERGE_FREE_NEAR
    )
