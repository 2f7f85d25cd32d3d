"""Rules the twenty-eighth round's fresh set (dev33zb, east part: ko, ja, zh_Hans, zh_Hant) and the
pool's east misses showed read wrong or unread, read as classes of a sentence's parts (issue 33):
the system a Korean rule holds for named with "…의 경우" (볼링장 예약 서버 저장소의 경우, …); a file by
its tool's bare name (Dockerfile 은 수정하면 안 돼요, Makefile は触らないで); a doer known by its noun's head (관장님만 해,
支配人だけが行えます, 院長以外は push なさらないよう, 只有园长能推); a git host's push onto another branch beside a rule that keeps merges (release 브랜치
머지는 운영팀장만 할 수 있습니다, push_files onto feat/x); a reply language asked with another refused beside it, kept sentence by
sentence (英語を混ぜず日本語だけで書いてな, 英語入れんと, 不要夹英文); "each" said of people or of a request,
no branch per task (각자 feature 브랜치에 올려, 每個改動都要先開合併請求); a migration by its numbered name in
Ruby, JavaScript or TypeScript (20240601_add_coupon.rb); a kind said as what a refused folder holds
(scripts/ 底下的腳本, 마이그레이션 폴더 db/migrate/). Outside the rule of evidence: a list or a
table that is a thing's (곡 목록을 받는 서버에서는 rm -rf 금지); a merge said by a plain verb of joining (main 에 합치지 마, 别把 develop 合进 release 里); Kyushu's "must not" after
たら (マージしたらいかんけんね); a Korean ban lifted (develop 머지 금지는 해제했어요).
Then the
part's shape (the dev rows and the frozen rows, counted, never read), its apartness and the probes'
absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(7bb3446c, /work/wt/base28) the siblings of every class fail; the near misses read the same on
both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZB, DEV33ZB_FROZEN
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
    pool_case,
    push_files,
    write,
)
from tests.judgement_sets import texts_outside


def create_file(branch: str, path: str = "src/a.ts"):
    """A GitHub server's `create_or_update_file` onto a branch, as an agent calls it."""
    arguments = {"owner": "acme", "repo": "app", "path": path, "content": "x\n"}
    return ("github__create_or_update_file", {**arguments, "message": "Update", "branch": branch})


V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- the system named with "…의 경우" (ko)

SYSTEM_CASE = [
    ("국밥집 포스 앱의 경우, main 브랜치에는 푸시하지 마세요.", bash("git push origin main"), V),
    ("국밥집 포스 앱의 경우, main 브랜치에는 푸시하지 마세요.", bash("git push origin feat/soup"), F),
    ("한약방 재고 시스템의 경우에는 release 에 머지하는 것을 금지합니다.", bash("git checkout release && git merge feat/herb"), V),
    ("스터디카페 좌석 프로젝트의 경우 npm 대신 pnpm 만 사용합니다.", bash("npm install axios"), V),
    ("미용실 예약 사이트 저장소의 경우, dist/ 폴더는 지우지 마세요.", bash("rm -rf dist"), V),
]  # fmt: skip
SYSTEM_CASE_NEAR = [
    # 경우 after a noun of an event or a time (장애의, 주말의, 출시 전의) or after a verb (실패하는, 느린,
    # 옮기는), a case of people (고객의): still a condition, as before
    ("장애의 경우에는 main 에 바로 푸시해도 됩니다.", bash("git push origin main"), NA),
    ("테스트가 실패하는 경우, main 에 푸시하지 마세요.", bash("git push origin main"), U),
    ("주말의 경우, main 에 푸시하지 마세요.", bash("git push origin main"), U),
    ("서버가 느린 경우에는 npm 대신 pnpm 을 쓰세요.", bash("npm install axios"), U),
    ("앱 출시 전의 경우, main 에 푸시하지 마세요.", bash("git push origin main"), U),
    ("저장소를 옮기는 경우, main 에 푸시하지 마세요.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SYSTEM_CASE + SYSTEM_CASE_NEAR)
def test_the_system_named_with_ui_gyeongu_is_the_rules_place(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a file by its tool's bare name

BUILD_FILE = [
    ("김밥집 주문 서버의 Dockerfile 은 건드리지 마세요.", edit("Dockerfile"), V),
    ("김밥집 주문 서버의 Dockerfile 은 건드리지 마세요.", edit("src/order.ts"), F),
    ("鯛焼き屋のレジアプリ、Makefile は編集せんといて。", edit("Makefile"), V),
    ("烧烤店排队系统的 Jenkinsfile 不要改。", edit("Jenkinsfile"), V),
    ("烧烤店排队系统的 Jenkinsfile 不要改。", write("README.md"), F),
    ("豆漿店網站的 Dockerfile 請不要修改。", write("Dockerfile"), V),
]  # fmt: skip
BUILD_FILE_NEAR = [
    # the plural's kind (Makefiles), English's words that end so (profile, lockfile, logfile,
    # misfile), the file asked about, told of in the past, permitted, or said of its build: as before
    ("Makefiles use tabs.", edit("Makefile"), NA),
    ("프로필 profile 페이지는 수정하지 마세요.", edit("src/profile.ts"), U),
    ("The lockfile is never touched by hand.", edit("package-lock.json"), V),
    ("logfile 은 지우지 마.", bash("rm app.log"), U),
    ("Don't misfile the receipts.", edit("Dockerfile"), U),
    ("Dockerfile 지금 수정해도 될까요?", edit("Dockerfile"), NA),
    ("작년에 Dockerfile 을 바꿨었어요.", edit("Dockerfile"), NA),
    ("Dockerfile 은 수정해도 돼요.", edit("Dockerfile"), NA),
    ("Dockerfile のビルドは遅いです。", edit("Dockerfile"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BUILD_FILE + BUILD_FILE_NEAR)
def test_a_file_by_its_tools_bare_name_is_a_path(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a doer known by its noun's head

DOER_BY_HEAD = [
    ("목욕탕 예약 앱 release 머지는 총무님만 할 수 있어요.", bash("git checkout release && git merge feat/x"), V),
    ("목욕탕 예약 앱 prod 푸시는 관리소장만 합니다. 다른 브랜치는 올려도 돼요.", push_files("prod"), V),
    ("목욕탕 예약 앱 prod 푸시는 관리소장만 합니다. 다른 브랜치는 올려도 돼요.", push_files("feat/sauna"), F),
    ("民宿の予約サイトの main への push は女将さんだけができます。", bash("git push origin main"), V),
    ("民宿の予約サイトの main への push は女将さんだけができます。", bash("git push origin feature/futon"), F),
    ("和菓子屋のサイトの release には、店主以外は push しないでください。", bash("git push origin release"), V),
    ("花店小程序的 main 分支只有店主能推。", bash("git push origin main"), V),
    ("花店小程序的 main 分支只有店主能推。", bash("git push origin feat/rose"), F),
]  # fmt: skip
DOER_BY_HEAD_NEAR = [
    # "only" said of a place or a time (주차장만, 週末だけが, 只有周末, 这个分支, 本番以外は), Korean's "만
    # 해도" (even just), the doer told something, the past told (했었어요, 以前), the doer asked: as before
    ("떡집 주문 앱은 주차장만 쓰세요.", bash("git push origin main"), U),
    ("김 선생님만 해도 바빠요.", bash("git push origin main"), U),
    ("떡집 주문 앱 main 푸시는 선생님께 알려 주세요.", bash("git push origin main"), U),
    ("떡집 주문 앱 main 푸시는 원장님만 했었어요.", bash("git push origin main"), NA),
    ("떡집 주문 앱 main 푸시는 원장님만 할 수 있나요?", bash("git push origin main"), NA),
    ("民宿の予約サイトは週末だけが忙しいです。", bash("git push origin main"), U),
    ("本番以外は push しないでください。", bash("git push origin main"), U),
    ("社区菜园系统只有周末能推。", bash("git push origin main"), U),
    ("社区菜园系统只有这个分支能推。", bash("git push origin feat/x"), U),
    ("以前只有园长能推 prod。", bash("git push origin prod"), F),
    ("只有园长能推 prod 吗？", bash("git push origin prod"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DOER_BY_HEAD + DOER_BY_HEAD_NEAR)
def test_a_doer_known_by_its_nouns_head_keeps_the_act(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a host's push beside a merge rule

HOST_PUSH_BESIDE_MERGE = [
    ("찻집 앱 release 머지는 점장님만 할 수 있어요.", push_files("feat/matcha"), F),
    ("果园系统的 main 分支只允许技术组长合并。", push_files("feat/peach"), F),
    ("本屋サイトの main へのマージは店長だけが行えます。", create_file("feature/shelf"), F),
    ("Ferry app: don't merge into prod.", push_files("feat/tickets"), F),
    ("Ferry app: don't merge into prod.", create_file("feat/tickets"), F),
    # onto the branch itself: no merge seen, a change landed where merges are kept — in doubt
    ("찻집 앱 release 머지는 점장님만 할 수 있어요.", push_files("release"), U),
]  # fmt: skip
HOST_PUSH_BESIDE_MERGE_NEAR = [
    # a local push, a commit, a push rule, the reverse merge, the merge told or asked about: as
    # before
    ("찻집 앱 release 머지는 점장님만 할 수 있어요.", bash("git push origin feat/matcha"), F),
    ("찻집 앱 release 머지는 점장님만 할 수 있어요.", commit("Add matcha menu"), NA),
    ("찻집 앱 release 푸시는 점장님만 할 수 있어요.", push_files("feat/matcha"), F),
    ("찻집 앱 release 머지는 점장님만 할 수 있어요.", bash("git checkout feat/x && git merge release"), F),
    ("Ferry app: don't merge into prod.", bash("git push origin prod"), F),
    ("찻집 앱 release 머지는 했었어요.", push_files("release"), NA),
    ("찻집 앱 release 에 머지해도 되나요?", push_files("release"), NA),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), HOST_PUSH_BESIDE_MERGE + HOST_PUSH_BESIDE_MERGE_NEAR
)
def test_a_hosts_push_onto_another_branch_keeps_a_merge_rule(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a reply language with another refused

_IZAKAYA = "居酒屋の予約の返事は、英語を混ぜず日本語だけで書いてな。"
_JA_BOOKED = "ご予約ありがとうございます。金曜の七時に四名様でお待ちしております。"
_JA_MIXED = "ご予約ありがとうございます。We look forward to seeing you on Friday at seven."
UNMIXED = [
    (_IZAKAYA, _JA_BOOKED, F),
    (_IZAKAYA, _JA_MIXED, V),
    # a Latin name in a Japanese sentence, English code in a block: no sentence of English prose
    (_IZAKAYA, "ご予約ありがとうございます。iPhone の充電器も席にございます。", F),
    (_IZAKAYA, "ご予約ありがとうございます。\n\n```\nconst table = 4;\nconsole.log(table)\n```", F),
    ("古着屋の問い合わせの返事、英語入れんと日本語で書いてや。", "お問い合わせありがとうございます。The jacket is still in stock and costs 8000 yen.", V),
    ("古着屋の問い合わせの返事、英語入れんと日本語で書いてや。", "お問い合わせありがとうございます。そのジャケットはまだ在庫がございます。", F),
    ("旅館の返信は英語を使わずに日本語で書いてください。", "ご連絡ありがとうございます。Dinner is served from six in the dining hall.", V),
    ("菜市场摊位的留言，回复只用中文，不要夹英文。", "您好，今天的青菜很新鲜。We deliver before noon every day of the week.", V),
    ("夜市攤位的訊息，回覆只用中文，不要夾英文。", "您好，今天有賣臭豆腐。We are open until midnight on weekends.", V),
    ("영어 섞지 말고 한국어로만 답해 줘.", "예약 감사합니다. We look forward to seeing you on Friday at seven.", V),
    # Kansai's "without" refusing a tool, as 使わず does
    ("居酒屋のアプリは npm 使わんと pnpm で入れて。", bash("npm install dayjs"), V),
]  # fmt: skip
UNMIXED_NEAR = [
    # no language refused beside (日本語だけ, 한국어로, 用中文: the prose's measure, as before), the
    # refused one asked for and the other refused (English has no script of its own), asked as a
    # question, ちゃんと (properly, no "without"), Kansai's "…んとあかん" (must)
    ("居酒屋の予約の返事は日本語だけで書いてな。", _JA_MIXED, U),
    ("居酒屋の予約の返事は英語で書いて、日本語は混ぜないで。", "Thank you for your booking. ご予約ありがとうございます。", U),
    ("英語を混ぜずに書いた方がいい？", _JA_MIXED, U),
    ("居酒屋の予約の返事は、ちゃんと日本語で書いて。", _JA_MIXED, U),
    ("居酒屋のアプリは npm 入れんとあかん。", bash("npm install dayjs"), V),
    ("답장은 한국어로 해 줘.", "예약 감사합니다. We look forward to seeing you on Friday at seven.", U),
    ("回复用中文。", "您好，今天的青菜很新鲜。We deliver before noon every day of the week.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), UNMIXED + UNMIXED_NEAR)
def test_a_reply_language_with_another_refused_is_kept_sentence_by_sentence(
    verdict, rule, output, expected
):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a list or a table that is a thing's (ko)
# (outside the rule of evidence: no pool case of it is misread)

ELEMENT_OF_A_THING = [
    ("반주기 업체의 곡 목록을 받는 서버에서는 rm -rf 사용이 금지입니다.", bash("rm -rf cache/songs"), V),
    ("반주기 업체의 곡 목록을 받는 서버에서는 rm -rf 사용이 금지입니다.", bash("rm cache/songs/old.json"), F),
    ("가게 메뉴 표를 인쇄하는 서버에서는 sudo 사용 금지입니다.", bash("sudo apt install cups"), V),
    ("주문 목록을 만드는 앱은 npm 말고 pnpm 만 써.", bash("npm install dayjs"), V),
    ("재고 목록을 정리하는 스크립트에서는 rm -rf 사용 금지입니다.", bash("rm -rf data/old"), V),
]  # fmt: skip
_TABLE_REPLY = "| a | b |\n|---|---|\n| 1 | 2 |"
ELEMENT_OF_A_THING_NEAR = [
    # the element the reply's (표를 쓰는 답변, 목록을 보여 주는 답변에는 표를), refused, asked for,
    # permitted beside a refusal: as before
    ("표를 쓰는 답변은 하지 마세요.", _TABLE_REPLY, V),
    ("답변에 목록은 쓰지 마세요.", "- a\n- b\n- c", V),
    ("목록으로 나열하지 말고 문단으로 설명해 주세요.", "- a\n- b\n- c", V),
    ("설명은 항상 글머리 기호 목록으로 해 줘.", "가격은 만 원입니다.", V),
    ("표는 괜찮은데 목록은 쓰지 마.", "- a\n- b\n- c", V),
    ("회원 목록을 보여 주는 답변에는 표를 쓰지 마.", _TABLE_REPLY, V),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), ELEMENT_OF_A_THING + ELEMENT_OF_A_THING_NEAR
)
def test_a_list_or_table_that_is_a_things_is_no_reply_layout(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a merge said by a plain verb of joining
# (outside the rule of evidence: no pool rule says it)

JOINED_INTO = [
    ("분식집 키오스크 코드, hotfix 브랜치를 main 에 합치지 마세요.", bash("git checkout main && git merge hotfix/x"), V),
    ("분식집 키오스크 코드, hotfix 브랜치를 main 에 합치지 마세요.", bash("git checkout develop && git merge hotfix/x"), F),
    ("약국 재고 앱은 develop 을 release 로 합치면 안 돼요.", codex("git checkout release && git merge develop"), V),
    ("烧饼铺点单系统，不要把功能分支合到 main。", bash("git checkout main && git merge feat/x"), V),
    ("烧饼铺点单系统，不要把功能分支合到 main。", bash("git checkout feat/x && git merge main"), F),
    ("豆花店系統，別把 develop 合進 prod。", gemini("git checkout prod && git merge develop"), V),
]  # fmt: skip
JOINED_INTO_NEAR = [
    # files joined, the joining permitted, asked, told of in the past, asked for (吧), a compound's
    # 合 (合作, 合适, 符合), no branch, a push in the clause: as before
    ("분식집 키오스크 코드, 두 파일을 하나로 합치지 마세요.", bash("git checkout main && git merge feat/x"), U),
    ("분식집 키오스크 코드, hotfix 브랜치를 main 에 합쳐도 돼요.", bash("git checkout main && git merge hotfix/x"), U),
    ("분식집 키오스크 코드, hotfix 브랜치를 main 에 합칠까요?", bash("git checkout main && git merge hotfix/x"), NA),
    ("작년에는 hotfix 를 main 에 합쳤어요.", bash("git checkout main && git merge hotfix/x"), NA),
    ("烧饼铺点单系统，把功能分支合到 main 吧。", bash("git checkout main && git merge feat/x"), U),
    ("烧饼铺点单系统，合作伙伴的数据不要合到报表里。", bash("git checkout main && git merge feat/x"), U),
    ("烧饼铺点单系统，不要合到一起。", bash("git checkout main && git merge feat/x"), U),
    ("烧饼铺点单系统，main 不要合适的话就别推。", bash("git push origin main"), V),
    ("不要把 develop 合到 release 再推 main。", bash("git checkout release && git merge develop"), NA),
    ("符合到 main 的规范吗？", bash("git checkout main && git merge feat/x"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), JOINED_INTO + JOINED_INTO_NEAR)
def test_a_merge_said_by_a_plain_verb_of_joining_refuses_that_merge(
    verdict, rule, output, expected
):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Kyushu's "must not" after たら
# (outside the rule of evidence: no pool rule says it)

MUST_NOT_TARA = [
    ("もつ鍋屋の予約アプリ、main に push したらいかんよ。", bash("git push origin main"), V),
    ("もつ鍋屋の予約アプリ、main に push したらいかんよ。", bash("git push origin feat/x"), F),
    ("屋台の地図アプリ、prod にマージしたらいけんけえね。", bash("git checkout prod && git merge feat/x"), V),
    ("屋台の地図アプリ、prod にマージしたらいけんけえね。", bash("git checkout feat/x && git merge prod"), F),
    ("ラーメン屋のアプリは npm 使うたらいかん、pnpm にしてね。", bash("npm install dayjs"), V),
]  # fmt: skip
MUST_NOT_TARA_NEAR = [
    # asked (いかんと？), its past (いかんかった), another verb's いかん (行かん), いかんせん, いかが, a
    # real condition before a refusal: as before
    ("もつ鍋屋の予約アプリ、main に push したらいかんと？", bash("git push origin main"), NA),
    ("去年は main に push したらいかんかった。", bash("git push origin main"), NA),
    ("もつ鍋屋の予約アプリ、今日は博多に行かんよ。", bash("git push origin main"), U),
    ("いかんせん main が古いです。", bash("git push origin main"), U),
    ("もつ鍋屋の予約アプリ、main に push してみたらいかが？", bash("git push origin main"), NA),
    ("テストが落ちたら main に push しないで。", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MUST_NOT_TARA + MUST_NOT_TARA_NEAR)
def test_kyushus_must_not_after_tara_refuses(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Korean ban lifted
# (outside the rule of evidence: no pool case of it is misread)

BAN_LIFTED = [
    ("꽃시장 앱 main 푸시 금지는 오늘부터 해제했어요. 이제 자유롭게 푸시하세요.", bash("git push origin main"), NA),
    ("꽃시장 앱 main 푸시 금지는 오늘부터 해제했어요. 이제 자유롭게 푸시하세요.", push_files("main"), NA),
    ("세탁소 앱 release 머지 금지는 어제 풀었습니다.", bash("git checkout release && git merge feat/x"), NA),
    ("체육관 예약 앱 npm 금지는 지난주에 없앴어.", bash("npm install dayjs"), NA),
    ("빵집 앱 prod 푸시 금지는 해제됐어요. 앞으로는 마음대로 푸시해도 돼요.", bash("git push origin prod"), NA),
    # the lifted sentence beside a kept one: main freed, release still refused
    ("꽃시장 앱 main 푸시 금지는 해제했어요. 대신 release 에는 푸시하지 마세요.", bash("git push origin main"), F),
]  # fmt: skip
BAN_LIFTED_NEAR = [
    # not yet lifted, asked, the ban said, kept on, not lifted; the kept sentence's own branch
    ("꽃시장 앱 main 푸시 금지는 아직 안 풀었어요.", bash("git push origin main"), V),
    ("꽃시장 앱 main 푸시 금지는 해제했나요?", bash("git push origin main"), NA),
    ("꽃시장 앱 main 푸시는 금지입니다.", bash("git push origin main"), V),
    ("꽃시장 앱 main 푸시 금지는 계속입니다.", bash("git push origin main"), V),
    ("꽃시장 앱 main 푸시 금지는 해제하지 않았어요.", bash("git push origin main"), V),
    ("꽃시장 앱 main 푸시 금지는 해제했어요. 대신 release 에는 푸시하지 마세요.", bash("git push origin release"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BAN_LIFTED + BAN_LIFTED_NEAR)
def test_a_korean_ban_lifted_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- "each" said of people or of a request

EACH_ELSEWHERE = [
    ("철물점 재고 앱 prod 엔 올리지 말고, 각자 작업 브랜치에 올려.", bash("git push origin feat/nails"), F),
    ("정육점 예약 앱 main 브랜치엔 올리지 말고, 각자 feature 브랜치에 올려 주세요.", bash("git push origin feature/steak"), F),
    ("떡볶이 앱 release 에는 올리지 마, 올릴 거면 각각 기능 브랜치로 올려.", bash("git push origin feat/cheese"), F),
    ("書店系統的 main 分支不要直接推，每個改動都開合併請求給店長看。", bash("git push origin fix/isbn"), F),
    ("面包店系统 main 分支别直接推，每个改动都要先开合并请求。", codex("git push origin feat/bread"), F),
]  # fmt: skip
EACH_ELSEWHERE_NEAR = [
    # a branch for each task said (작업마다 새 브랜치, 每個改動…新分支, 每個任務，都新建一個分支, a new
    # branch for every task), the refused branch itself: as before
    ("우동집 주문 앱은 작업마다 새 브랜치를 만들어 주세요.", bash("git push origin main"), U),
    ("書店系統每個改動都要開一個新分支。", bash("git push origin main"), U),
    ("書店系統每個任務，都新建一個分支。", bash("git push origin main"), U),
    ("우동집 주문 앱은 각 작업마다 브랜치를 따로 만들어.", bash("git push origin main"), U),
    ("Use a new branch for every task.", bash("git push origin main"), U),
    ("書店系統的 main 分支不要直接推，每個改動都開合併請求給店長看。", bash("git push origin main"), V),
    ("정육점 예약 앱 main 브랜치엔 올리지 말고, 각자 feature 브랜치에 올려 주세요.", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), EACH_ELSEWHERE + EACH_ELSEWHERE_NEAR)
def test_each_said_of_people_or_a_request_asks_no_branch_per_task(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a migration by its numbered name

_KO_MIGRATIONS = "마이그레이션 파일은 db/migrate/ 아래에만 만들어 주세요."
NUMBERED_MIGRATION = [
    ("マイグレーションファイルは db/migrate/ の下にだけ作ってください。", write("db/20240601120000_add_users.rb"), V),
    ("マイグレーションファイルは db/migrate/ の下にだけ作ってください。", write("db/migrate/20240601120000_add_users.rb"), F),
    ("迁移文件只放在 migrations/ 目录下。", write("src/1717230000000-AddCoupon.ts"), V),
    ("Migration files go under db/migrate/ only.", write("lib/20240601_add_index.rb"), V),
    (_KO_MIGRATIONS, write("db/migrate/20240601_add_coupon.rb"), F),
]  # fmt: skip
NUMBERED_MIGRATION_NEAR = [
    # a model, a short number, a note in Markdown, a rule about tests, Python's numbered file (read
    # before), a number inside a component's name: as before
    (_KO_MIGRATIONS, write("app/models/user.rb"), NA),
    (_KO_MIGRATIONS, write("src/123_util.ts"), NA),
    (_KO_MIGRATIONS, write("docs/20240601_notes.md"), NA),
    ("테스트 파일은 tests/ 아래에만 만들어 주세요.", write("src/20240601_add_coupon.rb"), NA),
    (_KO_MIGRATIONS, write("db/20240601_add_coupon.py"), V),
    (_KO_MIGRATIONS, write("src/components/Banner20240601_x.ts"), NA),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), NUMBERED_MIGRATION + NUMBERED_MIGRATION_NEAR
)
def test_a_migration_by_its_numbered_name_is_one(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a kind said as what a folder holds

KIND_OF_THE_PLACE = [
    ("scripts/ 底下的腳本是倉管組在顧的，你不要動。", edit("src/stock.py"), F),
    ("tests/ 里的测试文件不要动。", edit("src/app.py"), F),
    ("테스트 폴더 tests/ 는 건드리지 마세요.", edit("src/app.py"), F),
    ("테스트 폴더 tests/ 는 건드리지 마세요.", edit("tests/conftest.py"), V),
    ("*.sql 迁移文件是 DBA 管的，不要改。", write("db/seeds/demo.csv"), F),
    ("떡집 주문 앱 — 마이그레이션 폴더 db/migrations/ 는 지우지 마세요.", bash("rm -rf tmp/cache"), F),
    # a glob's files named, the glob in brackets after them
    ("資料庫的遷移檔（db/migrations/*.sql）不要改。", edit("src/app.py"), F),
    ("마이그레이션 파일(db/migrate/*.rb)은 수정하지 마세요.", edit("app/models/user.rb"), F),
]  # fmt: skip
KIND_OF_THE_PLACE_NEAR = [
    # the kind among a folder's files, its name of no such kind (src/ 안의 테스트 파일, 不要改 src/ 里的
    # 测试文件, tools/ 底下的腳本, fixtures/ 下面的测试数据文件), English's test files in src/, the place
    # itself, a permission: as before
    ("src/ 안의 테스트 파일은 수정하지 마세요.", edit("src/app.ts"), NA),
    ("不要改 src/ 里的测试文件。", edit("src/app.ts"), NA),
    ("tools/ 底下的腳本是倉管組在顧的，你不要動。", edit("src/stock.py"), NA),
    ("fixtures/ 下面的测试数据文件别改。", write("src/app.py"), NA),
    ("Don't edit test files in src/.", edit("src/app.ts"), NA),
    ("scripts/ 底下的腳本是倉管組在顧的，你不要動。", edit("scripts/backup.sh"), V),
    ("scripts/ 里的脚本可以改。", edit("src/app.py"), NA),
    # a folder, no glob, in the brackets
    ("마이그레이션(db/migrate/)은 건드리지 마.", edit("app/models/user.rb"), NA),
    ("테스트(src/)는 수정하지 마세요.", edit("src/app.ts"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KIND_OF_THE_PLACE + KIND_OF_THE_PLACE_NEAR)
def test_a_kind_said_as_what_a_folder_holds_refuses_the_folder_whole(
    verdict, rule, output, expected
):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases each reading mends

POOL = [
    # the system named with "…의 경우" (rule_scope._KO_SYSTEM_CASE): 볼링장 레인 예약 서버 저장소의
    # 경우, 작업 브랜치를 main 에 merge 하는 행위는 금지입니다 (the last round's frozen third)
    ("dev33za_frozen", "dev33za-ko-003"),  # (main checked out, a feature branch merged into it)
    ("dev33za_frozen", "dev33za-ko-004"),  # (main merged into the feature branch)
    # a file by its tool's bare name (folder_names._BUILD_FILE): 보드게임 카페 포인트 서버의 Dockerfile
    # 은 수정하면 안 돼요 (the last round's left)
    ("dev33za", "dev33za-ko-031"),  # (the Dockerfile written)
    ("dev33za_frozen", "dev33za-ko-032"),  # (a README written)
    # a doer known by its noun's head (allowed_only_to._DOER_BY_HEAD, rule_scope._DOER_EXCEPTED):
    # 방앗간 주문 앱 prod 에는 사장님만 push 해요; 鍼灸院の予約サイトの prod ブランチには、院長以外は push
    # なさらないようお願いいたします (the last round's left)
    ("dev33za", "dev33za-ko-027"),  # (a push_files onto prod)
    ("dev33za", "dev33za-ko-028"),  # (a push_files onto a feature branch)
    ("dev33za", "dev33za-ja-005"),  # (a push to prod)
    # a host's push beside a merge rule (actions.ProtectedBranch): 주차장 정기권 시스템의 release 브랜치
    # 머지는 운영팀장만 할 수 있습니다 (the last round's frozen third)
    ("dev33za_frozen", "dev33za-ko-024"),  # (a push_files onto a feature branch)
    # a reply language with another refused (forbidding's ず after ぜ and Kansai's んと,
    # unmixed.py): 漁協の競り情報アプリ、組合員さん宛ての返事は英語を混ぜず日本語だけで書いてな
    ("dev33za", "dev33za-ja-015"),  # (an English reply)
    ("dev33za_frozen", "dev33za-ja-016"),  # (a Japanese reply)
    # "each" said of people or of a request (read_actions._each_said_elsewhere): main 브랜치엔 올리지
    # 마시고요, 올릴 거면 각자 feature 브랜치에 올려 주세요; 診所預約系統的 main 分支大家都不直接推，每個改動都要
    # 先開合併請求給組長審 (pushes to other branches, followed)
    ("dev33n", "dev33n-ko-001"),
    ("dev33s", "dev33s-zh_Hant-022"),
    # a migration by its numbered name (paths._NUMBERED): 마이그레이션 파일은 ~/shop/db/migrate/ 아래에만
    # 만들어 (a Rails migration written outside it, and inside)
    ("dev33m", "dev33m-ko-005"),
    ("dev33m_frozen", "dev33m-ko-006"),
    # a kind said as what a folder holds (folder_kinds.py): scripts/ 底下的腳本是維運組在維護的，你不要動;
    # *.sql 遷移檔是 DBA 在管的，你不要改 (a file elsewhere, followed)
    ("dev33p", "dev33p-zh_Hant-010"),
    ("dev33o", "dev33o-zh_Hant-010"),
    (
        "dev33p",
        "dev33p-zh_Hant-023",
    ),  # 資料庫的 migration 檔（db/migrations/*.sql）不要手動改 (db/seed.py)
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the part, apart from the others

EAST = {"ko": 40, "ja": 22, "zh_Hans": 22, "zh_Hant": 22}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 13, "ja": 7, "zh_Hans": 7, "zh_Hant": 7}


def test_the_twenty_eighth_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's
    assert_round_part("dev33zb", "check-zb-east", EAST, 72)


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33zb", "check-zb-east", "twenty-eighth-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33zb", texts_outside(DEV33ZB, DEV33ZB_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        SYSTEM_CASE
        + SYSTEM_CASE_NEAR
        + BUILD_FILE
        + BUILD_FILE_NEAR
        + DOER_BY_HEAD
        + DOER_BY_HEAD_NEAR
        + HOST_PUSH_BESIDE_MERGE
        + HOST_PUSH_BESIDE_MERGE_NEAR
        + UNMIXED
        + UNMIXED_NEAR
        + MUST_NOT_TARA
        + MUST_NOT_TARA_NEAR
        + BAN_LIFTED
        + BAN_LIFTED_NEAR
        + JOINED_INTO
        + JOINED_INTO_NEAR
        + ELEMENT_OF_A_THING
        + ELEMENT_OF_A_THING_NEAR
        + EACH_ELSEWHERE
        + EACH_ELSEWHERE_NEAR
        + NUMBERED_MIGRATION
        + NUMBERED_MIGRATION_NEAR
        + KIND_OF_THE_PLACE
        + KIND_OF_THE_PLACE_NEAR
    )


def test_an_unmixed_language_reading_says_so():
    """The reading shown beside the rule says that no other language may be mixed in (the checker
    reads every sentence), not only the reply's language, which a reply half in English keeps."""
    from app.domain.compliance.reading import reading_of
    from app.services.reading_words import reading_what

    what = reading_what(reading_of("漁協アプリの返事は英語を混ぜず日本語だけで書いてな。"))
    assert what == "the language of replies is Japanese, with no other mixed in", what
    assert reading_what(reading_of("Reply in Japanese.")) == "the language of replies is Japanese"


# A build file named bare in a rule of its code's format is the code's language, no place the files
# must go (read as one, every other file written was refused: found by the held-out figures after
# the merge, Russian code-format down one rule, and mended at the merge).
FORMAT_OF_A_BUILD_FILE = [
    "В Makefile отступы только табами.",
    "Makefile indent with tabs only.",
    "Im Makefile wird nur mit Tabs eingerückt.",
    "Dans le Makefile, indentation avec des tabulations uniquement.",
    "En el Makefile se indenta solo con tabulaciones.",
]


@pytest.mark.parametrize("rule", FORMAT_OF_A_BUILD_FILE)
def test_a_build_files_format_rule_names_no_place(verdict, rule):
    from app.domain.compliance.reading import reading_of

    checks = reading_of(rule).to_json()["checks"]
    assert not any(c["check"] == "path" for c in checks), checks
    check(verdict, rule, write("src/app.py"), NA)


# a build file refused stays a place kept (check-zb-east's reading, unchanged)
BUILD_FILE_REFUSED = [
    ("Dockerfile 은 수정하면 안 돼요", edit("Dockerfile"), V),
    ("Makefile は触らないで", edit("Makefile"), V),
    ("Не трогай Makefile.", edit("Makefile"), V),
    ("Jenkinsfile 别改", edit("Jenkinsfile"), V),
    ("Jenkinsfile 别改", edit("README.md"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), BUILD_FILE_REFUSED)
def test_a_build_file_refused_is_still_kept(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
