"""Rules the twenty-ninth round's fresh set (dev33zc, east part: ko, ja, zh_Hans, zh_Hant) showed
read wrong or unread, read as classes of a sentence's parts (issue 33). Outside the rule of
evidence (no pool case mended, each in its own commit): another program permitted after a Korean
ban on one (npm 쓰지 말 것. yarn 만 허용.); replying said by Korean's bare verb as the act a rule is
about (문의에 답할 때는 반드시 중국어로 답하십시오); a Chinese question of whether a thing named first
may be changed or pushed (夜市地圖 App 的 Dockerfile 可以改嗎？); Japanese's erasing by 消す's stem
before "must not" (消してはいけません, 消したらいかん); images named as a kind of file (画像ファイル,
이미지 파일, 图片文件, 圖片檔); a Latin word joined to an eastern one in a word table, written on
before the next word (lock 文件不要改, lock 파일은); a ban of a time gone by, told in Japanese or
Chinese (以前…触らせなかったそうです, 以前阿頭唔俾人 push 去 main 㗎); a doer by Cantonese's 阿 or a
boss by 頭 with "only" (main 淨係阿頭先可以 merge); a Korean ban lifted, then its act plainly permitted
(uploads 폴더 삭제 금지는 이제 풀었어요. 지워도 됩니다). Then the part's shape (the dev rows and the frozen rows,
counted, never read), its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(/work/wt/base29) the siblings of every class fail; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZC, DEV33ZC_FROZEN
from tests.compliance_sets import (
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    edit,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- another tool permitted (ko)
# Outside the rule of evidence: dev33zc-ko-038 only (no pool case holds the class).

OTHER_TOOL_PERMITTED = [
    ("pip 로 설치하지 마세요. uv 는 괜찮아요.", bash("pip install httpx"), V),
    ("yarn 은 쓰지 마. pnpm 은 괜찮아.", bash("yarn add zod"), V),
    ("docker 명령은 쓰지 말 것. podman 은 됩니다.", bash("docker run nginx"), V),
    ("npm 금지. yarn 만 허용.", bash("npm install dayjs"), V),
    ("poetry 쓰지 마라. uv 만 허용한다.", bash("poetry add httpx"), V),
]  # fmt: skip
OTHER_TOOL_PERMITTED_NEAR = [
    # the permitted tool itself, the same tool's subcommand permitted (an exception), a case or a
    # thing that is no tool permitted, a place permitted, the past told: as before
    ("poetry 쓰지 마라. uv 만 허용한다.", bash("uv add httpx"), F),
    ("npm 쓰지 마. npm ci 는 괜찮아.", bash("npm install dayjs"), U),
    ("npm 쓰지 말 것. 단 급할 때는 괜찮아.", bash("npm install dayjs"), U),
    ("npm 쓰지 마. 테스트는 괜찮아.", bash("npm install dayjs"), U),
    ("main 에 푸시하지 마. develop 은 괜찮아.", bash("git push origin develop"), F),
    ("npm 쓰지 말라고 했었어요. yarn 은 괜찮았고요.", bash("npm install dayjs"), U),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), OTHER_TOOL_PERMITTED + OTHER_TOOL_PERMITTED_NEAR
)
def test_another_tool_permitted_after_a_korean_ban_leaves_it_whole(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


EAST = {"ko": 45, "ja": 22, "zh_Hans": 20, "zh_Hant": 20}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 15, "ja": 7, "zh_Hans": 7, "zh_Hant": 7}
EAST_DEV = {lang: EAST[lang] - EAST_FROZEN[lang] for lang in EAST}


def test_the_twenty_ninth_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's; the dev
    # part holds the numbers the frozen third left (ids run 1 … the language's whole count)
    assert_round_part("dev33zc", "check-zc-east", EAST, sum(EAST_DEV.values()))


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33zc", "check-zc-east", "twenty-ninth-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33zc", texts_outside(DEV33ZC, DEV33ZC_FROZEN))


# ---------------------------------------------------------------- replying by its bare verb (ko)
# Outside the rule of evidence: dev33zc-ko-004 only (no pool case holds the class).

_KO_SLOT = "안녕하세요, 내일 오전 열 시에 예약이 가능합니다. 보증금은 만 원입니다."
ANSWER_WHEN = [
    ("세차장 예약 문의에 답할 때는 반드시 영어로 답하십시오.", _KO_SLOT, V),
    ("세차장 예약 문의에 답할 때는 반드시 영어로 답하십시오.", "Hello, the ten o'clock slot tomorrow is free and the deposit is ten thousand won.", F),
    ("손님 질문에 답할 때는 일본어로 써 주세요.", _KO_SLOT, V),
    ("후기에 답할 때는 영어로만 해.", _KO_SLOT, V),
    ("민원에 답하실 때는 반드시 영어로 작성해 주십시오.", _KO_SLOT, V),
    ("고객 메일에 답하는 경우에는 영어로 쓰세요.", _KO_SLOT, V),
    ("질문에 답할 때는 이모지를 쓰지 마.", "좋아요 😀", V),
]  # fmt: skip
ANSWER_WHEN_NEAR = [
    # a language's 로 before the verb (the language is the condition), another verb (정답을 말할),
    # another event (비가 올 때), the user's own asking, what cannot be answered, a manner: as before
    ("영어로 답할 때는 'just' 같은 말은 빼 주세요.", _KO_SLOT, U),
    ("정답을 말할 때는 영어로 해 주세요.", _KO_SLOT, U),
    ("비가 올 때는 영어로 답하십시오.", _KO_SLOT, U),
    ("내가 일본어로 물어볼 때는 일본어로 답해 줘.", _KO_SLOT, U),
    ("답할 수 없을 때는 모른다고 해 주세요.", _KO_SLOT, U),
    ("손님 질문에 답할 때는 친절하게 해 주세요.", _KO_SLOT, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ANSWER_WHEN + ANSWER_WHEN_NEAR)
def test_replying_by_its_bare_korean_verb_is_no_condition(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- whether a thing may, asked (zh)
# Outside the rule of evidence: dev33zc-zh_Hant-019, -020 only (no pool case holds the class).

NAMED_FIRST_ASKED = [
    ("豆花店官網的 Dockerfile 可以改嗎？", edit("Dockerfile"), NA),
    ("豆花店官網的 Dockerfile 可以改嗎？", edit("src/map.ts"), NA),
    ("main 可以推吗？", bash("git push origin main"), NA),
    ("鞋店系統的 release 可以 merge 嗎？", bash("git checkout release && git merge feat/x"), NA),
    ("烧腊店小程序的 package.json 可以删吗？", bash("rm package.json"), NA),
    ("眼鏡行網站的 .env 可以刪除嗎？", bash("rm .env"), NA),
]  # fmt: skip
NAMED_FIRST_ASKED_NEAR = [
    # a request (the verb first, 帮我, 你, 一下), the may said (no question), a refusal, a refusal
    # asked as a favour, a tool's use asked: as before
    ("可以用 pnpm 装吗？", bash("npm install dayjs"), V),
    ("可以帮我改 Dockerfile 吗？", edit("Dockerfile"), U),
    ("Dockerfile 你可以改吗？", edit("Dockerfile"), U),
    ("Dockerfile 可以改一下吗？", edit("Dockerfile"), U),
    ("Dockerfile 可以改。", edit("Dockerfile"), U),
    ("main 不能推。", bash("git push origin main"), V),
    ("Dockerfile 别改，可以吗？", edit("Dockerfile"), V),
    ("pnpm 可以装吗？", bash("npm install dayjs"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NAMED_FIRST_ASKED + NAMED_FIRST_ASKED_NEAR)
def test_whether_a_thing_named_first_may_be_changed_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- erasing by 消し before "must not" (ja)
# Outside the rule of evidence: no pool case holds the class; with the image files' kind below it
# mends dev33zc-ja-009.

ERASE_STEM = [
    ("assets/ は消してはいけません。", bash("rm -r assets"), V),
    ("assets/ は消してはいけません。", bash("rm -r tmp"), F),
    ("uploads/ フォルダは消したらあかんで。", bash("rm -r uploads"), V),
    ("public/ は消したらいかんばい。", bash("rm -r public"), V),
    ("backups/ を消しちゃだめ。", bash("rm -r backups"), V),
    ("fixtures/ は消したらダメです。", bash("rm -r fixtures"), V),
]  # fmt: skip
ERASE_STEM_NEAR = [
    # erasing permitted, asked for, wished, told in the past, said of a state, 消しゴム (an
    # eraser), 消さ before ない (read before): as before
    ("assets/ は消してもいいです。", bash("rm -r assets"), U),
    ("assets/ は消してください。", bash("rm -r assets"), U),
    ("assets/ は消したい。", bash("rm -r assets"), U),
    ("以前 assets/ を消してしまい、一日かかりました。", bash("rm -r assets"), U),
    ("assets/ は消したら楽になる。", bash("rm -r assets"), U),
    ("消しゴムは机の上に置いて。", bash("rm -r assets"), U),
    ("assets/ は消さないでください。", bash("rm -r assets"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ERASE_STEM + ERASE_STEM_NEAR)
def test_erasing_by_its_stem_before_must_not_is_a_delete(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- image files by their kind's word
# Outside the rule of evidence: dev33zc-ja-009 only (with 消し above; no pool case).

IMAGE_KIND = [
    ("이미지 파일은 지우지 마세요.", bash("rm assets/photos/a.jpg"), V),
    ("이미지 파일은 지우지 마세요.", bash("rm notes/todo.txt"), F),
    ("图片文件不要删。", bash("rm static/banner.png"), V),
    ("圖片檔不要刪。", bash("rm static/menu.webp"), V),
    ("写真ファイルは消さないでください。", bash("rm img/shop.jpeg"), V),
    ("사진 파일은 삭제하면 안 됩니다.", bash("rm photos/a.jpg"), V),
    ("相片檔案唔好刪。", bash("rm album/a.heic"), V),
]  # fmt: skip
IMAGE_KIND_NEAR = [
    # images with no word for a file, a file's name or size, a remark, the past told, a question,
    # a permission: as before
    ("画像を消さないでください。", bash("rm assets/photos/a.jpg"), U),
    ("画像ファイル名は英語で付けて。", bash("rm assets/photos/a.jpg"), U),
    ("이미지 파일 이름은 영어로 써.", bash("rm assets/photos/a.jpg"), NA),
    ("图片文件太大了。", bash("rm assets/photos/a.jpg"), U),
    ("이미지 파일을 지웠어요.", bash("rm assets/photos/a.jpg"), U),
    ("画像ファイルを消してもいいですか？", bash("rm assets/photos/a.jpg"), NA),
    ("이미지 파일은 지워도 돼요.", bash("rm assets/photos/a.jpg"), NA),
    ("이미지 파일 크기는 1MB 이하로 해 주세요.", bash("rm assets/photos/a.jpg"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), IMAGE_KIND + IMAGE_KIND_NEAR)
def test_image_files_named_by_their_kind_are_their_extensions(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Latin word joined to an eastern one
# Outside the rule of evidence: dev33zc-zh_Hans-007 only (no pool case holds the class).

LATIN_JOINED = [
    ("lock 文件别动。", edit("pnpm-lock.yaml"), V),
    ("lock 文件别动。", edit("src/index.ts"), F),
    ("lock 檔不要亂改。", edit("yarn.lock"), V),
    ("lock 파일은 수정하지 마세요.", edit("package-lock.json"), V),
    ("酒铺网站的 lock 文件不要手动修改。", edit("poetry.lock"), V),
    ("lock 文件不要改。", edit("Cargo.lock"), V),
]  # fmt: skip
LATIN_JOINED_NEAR = [
    # the lock file after its verb (read before), asked for, told, asked about, permitted, the
    # word inside another (block), git joined to に in a remark: as before
    ("不要改 lock 文件。", edit("pnpm-lock.yaml"), V),
    ("lock 文件要提交。", edit("pnpm-lock.yaml"), U),
    ("lock 文件是自动生成的。", edit("pnpm-lock.yaml"), U),
    ("lock 파일이 뭐예요?", edit("pnpm-lock.yaml"), NA),
    ("lock 파일은 수정해도 돼요.", edit("pnpm-lock.yaml"), NA),
    ("block 文件不要改。", edit("pnpm-lock.yaml"), U),
    ("gitに詳しい人に聞いて。", bash("git add .env && git commit -m x"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LATIN_JOINED + LATIN_JOINED_NEAR)
def test_a_latin_word_joined_to_an_eastern_one_is_read_before_its_particle(
    verdict, rule, output, expected
):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a ban of a time gone by (ja zh)
# Outside the rule of evidence: dev33zc-ja-021, -022, dev33zc-zh_Hant-018 only (no pool case).

BAN_GONE_BY = [
    ("昔は Makefile を誰にも触らせなかったらしい。", edit("Makefile"), NA),
    ("昔は package.json は部長しかいじらなかったらしい。", edit("package.json"), NA),
    ("以前不准 push 到 main。", bash("git push origin main"), NA),
    ("從前不許推 main 的。", bash("git push origin main"), NA),
    ("以前老闆唔俾人 merge 入 release 㗎。", bash("git checkout release && git merge feat/x"), NA),
    ("以前の担当者は Makefile を触らなかった。", edit("Makefile"), NA),
]  # fmt: skip
BAN_GONE_BY_NEAR = [
    # what holds now said beside it, 以前 after a time or a deed (before), the ban alone, the
    # harm told: as before
    ("以前不准 push 到 main，现在也不准。", bash("git push origin main"), V),
    ("以前は main に push できませんでしたが、今もだめです。", bash("git push origin main"), V),
    ("周五以前不准 push 到 main。", bash("git push origin main"), U),
    ("合并以前不准 push 到 main。", bash("git push origin main"), V),
    ("不准 push 到 main。", bash("git push origin main"), V),
    ("main に push してはいけません。以前からです。", bash("git push origin main"), V),
    ("以前 rm -rf で倉庫のフォルダを消してしまい、三日かけて復旧しました。", bash("rm -rf /srv/stock"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BAN_GONE_BY + BAN_GONE_BY_NEAR)
def test_a_ban_of_a_time_gone_by_asks_nothing_now(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a doer by 阿 or 頭 with "only" (zh)
# Outside the rule of evidence: dev33zc-zh_Hant-002 only (no pool case holds the class).

DOER_BY_A = [
    ("main 淨係阿頭先可以 merge。", bash("git checkout main && git merge feat/x"), V),
    ("main 淨係阿頭先可以 merge。", bash("git push origin feat/x"), F),
    ("release 只有阿明可以推。", bash("git push origin release"), V),
    ("release 只有阿明可以推。", bash("git push origin feat/x"), F),
    ("燒臘舖網站嘅 main 淨係工頭先可以推。", bash("git push origin main"), V),
    ("涼茶舖 App 的 prod 只有阿姐才能 push。", bash("git push origin prod"), V),
    ("麵包店系統 main 淨係阿伯先可以合併。", bash("git checkout main && git merge feat/x"), V),
]  # fmt: skip
DOER_BY_A_NEAR = [
    # asked (咩, 吗), said of a time or a branch (周末, 今日, main), the doer telling or asking
    # (阿頭話, 阿頭叫你), a post the table holds (组长): as before
    ("main 淨係阿頭先可以 merge 咩？", bash("git checkout main && git merge feat/x"), U),
    ("main 只有开头可以推吗？", bash("git push origin main"), U),
    ("main 只有周末可以推。", bash("git push origin main"), U),
    ("main 只有今日可以推。", bash("git push origin main"), F),
    ("只有 main 可以推。", bash("git push origin main"), F),
    ("阿頭話 main 可以推。", bash("git push origin main"), U),
    ("阿頭叫你推 main。", bash("git push origin main"), U),
    ("main 只有组长可以合并。", bash("git checkout main && git merge feat/x"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DOER_BY_A + DOER_BY_A_NEAR)
def test_a_doer_by_cantonese_a_or_a_bosss_tau_keeps_the_act(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Korean ban lifted, then permitted
# Outside the rule of evidence: dev33zc-ko-045 only (no pool case holds the class).

LIFTED_THEN_PERMITTED = [
    ("꽃집 앱 main 푸시 금지는 풀었어요. 푸시해도 됩니다.", bash("git push origin main"), NA),
    ("dist 폴더 삭제 금지는 해제했습니다. 이제 지워도 돼요.", bash("rm -r dist"), NA),
    ("dist 폴더 삭제 금지는 해제했습니다. 이제 지워도 돼요.", bash("rm -r build"), NA),
    ("release 머지 금지는 없앴어요. 머지해도 괜찮아요.", bash("git checkout release && git merge feat/x"), NA),
    ("main 푸시 금지는 해제됐어요. 올려도 돼요.", bash("git push origin main"), NA),
]  # fmt: skip
LIFTED_THEN_PERMITTED_NEAR = [
    # not lifted yet, lifted but still refused, asked, a ban said now, another ban kept beside the
    # lifted one, a permission alone: as before
    ("uploads 폴더 삭제 금지는 아직 안 풀었어요. 지우지 마세요.", bash("rm -r uploads"), V),
    ("uploads 폴더 삭제 금지는 풀었어요. 그래도 지우지 마세요.", bash("rm -r uploads"), U),
    ("uploads 폴더 삭제 금지는 풀었나요? 지워도 되나요?", bash("rm -r uploads"), NA),
    ("uploads 폴더 삭제 금지입니다. 지우지 마세요.", bash("rm -r uploads"), V),
    ("main 푸시 금지는 풀었어요. 대신 release 에는 푸시하지 마세요.", bash("git push origin main"), F),
    ("uploads 폴더는 지워도 됩니다.", bash("rm -r uploads"), NA),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), LIFTED_THEN_PERMITTED + LIFTED_THEN_PERMITTED_NEAR
)
def test_a_korean_ban_lifted_then_its_act_permitted_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        OTHER_TOOL_PERMITTED
        + OTHER_TOOL_PERMITTED_NEAR
        + ANSWER_WHEN
        + ANSWER_WHEN_NEAR
        + NAMED_FIRST_ASKED
        + NAMED_FIRST_ASKED_NEAR
        + ERASE_STEM
        + ERASE_STEM_NEAR
        + IMAGE_KIND
        + IMAGE_KIND_NEAR
        + LATIN_JOINED
        + LATIN_JOINED_NEAR
        + BAN_GONE_BY
        + BAN_GONE_BY_NEAR
        + DOER_BY_A
        + DOER_BY_A_NEAR
        + LIFTED_THEN_PERMITTED
        + LIFTED_THEN_PERMITTED_NEAR
    )
