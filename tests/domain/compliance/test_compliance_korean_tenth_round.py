"""Korean rules read by class, not by case (issue 33, tenth round, branch check-ko5): each class a
first run of dev33j_ko showed is read wherever it can stand — a reason clause (-아서/-어서,
-니까, -(이)라, 때문에) whose words are not what the rule asks, read turned round before ("yarn이
느려서 pnpm으로 설치해 주세요" asked for yarn); a sentence that reports what was seen (-더라,
-던데) or takes an earlier rule back (취소, 없던 걸로, 무시해); a gloss in brackets whose "없이"
leaves out its own noun ("docker compose (하이픈 없이)"); a particle between a word and "아니라";
Korean words for a pull request (풀리퀘, 피알); the files Codex's apply_patch names. Sentences
written for these tests, none from a data set; every test fails on main's code (6013a13)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.reading import Reading, reading_of

EN = "The coupon was applied twice; I moved the discount into one function and added a test."
KO = "쿠폰이 두 번 적용되고 있었어요. 할인 계산을 한 함수로 옮기고 테스트를 추가했습니다."
JA = "クーポンが二回適用されていました。割引の計算を一つの関数にまとめ、テストを追加しました。"
LODASH = (
    "이렇게 바꾸면 됩니다.\n\n```js\nimport _ from 'lodash';\nexport const ids = _.uniq(list);\n```"
)
NO_LODASH = "이렇게 바꾸면 됩니다.\n\n```js\nexport const ids = [...new Set(list)];\n```"


def bash(command: str):
    return ("Bash", {"command": command})


def codex(command: str):
    return ("shell", {"command": ["bash", "-lc", command]})


def patch(*lines: str) -> str:
    return "*** Begin Patch\n" + "\n".join(lines) + "\n*** End Patch\n"


# ---------------------------------------------------------------- a reason is not what is asked


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        # the reason names the one refused: read as asked for before
        ("yarn이 느려서 pnpm으로 설치해 주세요", bash("yarn add zod"), bash("pnpm add zod")),
        ("pip이 자꾸 깨져서 uv 쓰기로 했어요", codex("pip install httpx"), codex("uv add httpx")),
        ("npm은 느려서 pnpm 써", bash("npm i"), bash("pnpm i")),
        # the reason names the one refused, and the verb leaves its object out
        ("lodash 때문에 번들이 커지니까 쓰지 마세요", LODASH, NO_LODASH),
        ("jquery는 무거워서 쓰면 안 돼요", "```js\nimport $ from 'jquery';\n```", NO_LODASH),
        # the reason names the user's language, not the reply's
        ("영어가 서툴러서 한국어로 답해 줘", EN, KO),
        ("일본어를 못 읽으니까 한국어로만 답해 주세요", JA, KO),
        ("중국어는 잘 몰라서 영어로 대답해 주십시오", KO, EN),
    ],
)
def test_a_korean_reason_clause_is_not_what_the_rule_asks(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    ("words", "output"),
    [
        ("한국어 공부 중이라 쉬운 말로 설명해 주세요", EN),
        ("영어 실력이 늘었으니까 설명은 자세하게 해 줘", KO),
    ],
)
def test_a_language_named_only_as_the_reason_asks_for_no_reply_language(verdict, words, output):
    assert not reading_of(words).checks
    assert verdict(words, output).verdict is Outcome.UNKNOWN


@pytest.mark.parametrize(
    ("words", "output", "expected"),
    [
        # a reason that is the whole rule stays read: nothing else asks
        ("main에 푸시하면 안 되니까 조심해", bash("git push origin main"), Outcome.VIOLATED),
        ("npm은 느려서 쓰지 마", bash("npm i"), Outcome.VIOLATED),
        ("CI랑 안 맞으니까 brew로 설치하지 마", bash("brew install jq"), Outcome.VIOLATED),
        # 에서 ("from") and a language said with 로 in the clause are no reason's
        (
            "main에서 작업하지 말고 feature 브랜치로 푸시해",
            bash("git push origin main"),
            Outcome.VIOLATED,
        ),
        ("영어로 써야 해서 답변은 영어로 해 주세요", EN, Outcome.FOLLOWED),
    ],
)
def test_near_misses_of_a_reason_keep_their_reading(verdict, words, output, expected):
    assert verdict(words, output).verdict is expected


# ---------------------------------------------------------------- remarks and retractions ask nothing


@pytest.mark.parametrize(
    ("words", "output"),
    [
        ("npm이 느려서 요즘 다들 pnpm 쓰더라", bash("npm install axios")),
        ("요즘 다들 main에 바로 push하더라", bash("git push origin main")),
        ("팀에서는 yarn 안 쓰더라고요", bash("yarn add zod")),
        ("지난번에 npm 쓰지 말라고 한 건 취소할게요.", bash("npm install axios")),
        ("force push 금지는 이제 없던 걸로 해요", bash("git push --force origin feat/a")),
        ("예전에 영어로 답하라고 한 거 무시해 주세요", KO),
    ],
)
def test_a_remark_or_a_retraction_asks_nothing(verdict, words, output):
    assert not reading_of(words).checks
    # nothing asked, nothing in doubt: not_applicable since the twelfth round (was unknown)
    assert verdict(words, output).verdict is Outcome.NOT_APPLICABLE


@pytest.mark.parametrize(
    ("words", "broken"),
    [
        ("이전 규칙은 무시하고 영어로 답해", KO),
        ("npm 쓰지 말라고 했잖아, 진짜 쓰지 마", bash("npm i")),
        ("main에 푸시하지 마라", bash("git push origin main")),
    ],
)
def test_a_rule_that_mentions_a_retraction_or_ends_like_one_is_still_read(verdict, words, broken):
    assert verdict(words, broken).verdict is Outcome.VIOLATED


# ---------------------------------------------------------------- a gloss in brackets, a particle


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        (
            "docker-compose 말고 docker compose (하이픈 없이) 쓰기",
            codex("docker-compose up -d db"),
            codex("docker compose up -d db"),
        ),
        (
            "'e-mail' 말고 'email' (하이픈 없이)로 표기해 주세요",
            "e-mail 주소를 확인하세요.",
            "email 주소를 확인하세요.",
        ),
        (
            "'데이타'가 아니라 '데이터'로 표기합니다.",
            "데이타베이스를 고쳤어요.",
            "데이터베이스를 고쳤어요.",
        ),
        ("npm이 아니라 pnpm을 써", bash("npm ci"), bash("pnpm i")),
    ],
)
def test_a_gloss_or_a_particle_does_not_turn_the_reading_round(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_a_prohibition_in_brackets_of_its_own_still_forbids(verdict):
    assert verdict("npm (절대 쓰지 마)", bash("npm i")).verdict is Outcome.VIOLATED


# ---------------------------------------------------------------- pull requests by their Korean names


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        (
            "풀리퀘 제목 끝에 마침표 찍지 마",
            bash('gh pr create --title "쿠폰 수정." --body ""'),
            bash('gh pr create --title "쿠폰 수정" --body ""'),
        ),
        (
            "피알 제목은 한국어로 써 주세요",
            bash('gh pr create --title "Fix coupon" --body ""'),
            bash('gh pr create --title "쿠폰 수정" --body ""'),
        ),
        (
            "풀리퀘 제목은 feat: 로 시작",
            bash('gh pr create --title "coupon fix" --body ""'),
            bash('gh pr create --title "feat: coupon fix" --body ""'),
        ),
    ],
)
def test_a_pull_request_by_its_korean_clipped_names(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_a_verb_that_starts_like_a_clipped_name_is_none():
    assert not any(
        type(c).__name__ == "PullRequestTitle"
        for c in reading_of("문제가 풀리면 제목을 바꿔").checks
    )


# ---------------------------------------------------------------- Codex's apply_patch


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        (
            "새 파일은 src/ 아래에만 만들어",
            ("apply_patch", {"input": patch("*** Add File: lib/util.py", "+x = 1")}),
            ("apply_patch", {"input": patch("*** Add File: src/util.py", "+x = 1")}),
        ),
        (
            "vendor/ 폴더는 건드리지 마세요",
            (
                "shell",
                {
                    "command": [
                        "apply_patch",
                        patch("*** Update File: vendor/a.js", "@@", "-a", "+b"),
                    ]
                },
            ),
            (
                "shell",
                {"command": ["apply_patch", patch("*** Update File: src/a.js", "@@", "-a", "+b")]},
            ),
        ),
        (
            "Never edit files under generated/.",
            codex(
                "apply_patch <<'EOF'\n"
                + patch("*** Update File: generated/api.ts", "@@", "-a", "+b")
                + "EOF"
            ),
            codex(
                "apply_patch <<'EOF'\n"
                + patch("*** Update File: src/api.ts", "@@", "-a", "+b")
                + "EOF"
            ),
        ),
        (
            "legacy/ 밑으로는 파일 옮기지 마",
            (
                "apply_patch",
                {"input": patch("*** Update File: src/old.py", "*** Move to: legacy/old.py")},
            ),
            (
                "apply_patch",
                {"input": patch("*** Update File: src/old.py", "*** Move to: src/old2.py")},
            ),
        ),
    ],
)
def test_codex_apply_patch_writes_the_files_its_patch_names(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_a_shell_command_that_only_prints_a_patch_header_writes_nothing(verdict):
    echo = bash("echo '*** Begin Patch\n*** Add File: lib/x.py'")
    assert verdict("새 파일은 src/ 아래에만 만들어", echo).verdict is Outcome.NOT_APPLICABLE


@pytest.mark.parametrize(
    ("words", "output"),
    [
        ("커밋 메시지는 한국어로 써 주세요", bash("git commit -m '쿠폰 수정'")),
        ("PR 제목은 한국어로 작성할 것", bash('gh pr create --title "쿠폰 수정" --body ""')),
    ],
)
def test_a_short_hangul_subject_is_korean_without_an_identifier(verdict, words, output):
    assert verdict(words, output).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- where an allowed push comes from


@pytest.mark.parametrize(
    ("words", "command", "start", "expected"),
    [
        ("hotfix 말고는 main 푸시 금지", "git push origin hotfix/pay:main", None, Outcome.FOLLOWED),
        (
            "hotfix 말고는 main 푸시 금지",
            "git push origin HEAD:main",
            "hotfix/pay",
            Outcome.FOLLOWED,
        ),
        ("hotfix 말고는 main 푸시 금지", "git push origin HEAD:main", "feat/a", Outcome.VIOLATED),
        ("hotfix 말고는 main 푸시 금지", "git push origin HEAD:main", None, Outcome.UNKNOWN),
        ("hotfix 말고는 main 푸시 금지", "git push origin main", None, Outcome.VIOLATED),
        ("hotfix 말고는 main 푸시 금지", "git push origin feat/a:main", None, Outcome.VIOLATED),
        ("hotfix 말고는 main 푸시 금지", "git push origin hotfix/pay", None, Outcome.FOLLOWED),
        (
            "release 브랜치 빼고는 main에 push 하지 마세요",
            "git push origin release/2.4:refs/heads/main",
            None,
            Outcome.FOLLOWED,
        ),
        (
            "release 브랜치 빼고는 main에 push 하지 마세요",
            "git push origin dev:main",
            None,
            Outcome.VIOLATED,
        ),
    ],
)
def test_a_push_from_the_branch_the_exception_names_keeps_the_rule(
    verdict, turn_of, words, command, start, expected
):
    turn = turn_of(start=start) if start else None
    assert verdict(words, bash(command), turn=turn).verdict is expected


def test_the_source_the_exception_allows_is_shown_and_round_trips():
    from app.i18n import set_language
    from app.services.reading_words import reading_words

    reading = reading_of("hotfix 말고는 main 푸시 금지")
    (check,) = reading.checks
    assert check.branches == {"main"} and "hotfix/*" in check.exempt_from
    assert Reading.from_json(reading.to_json()) == reading
    assert "except pushes from hotfix" in reading_words(reading)
    try:
        set_language("ko")
        assert "에서 보내는 푸시 제외" in reading_words(reading)
    finally:
        set_language("en")
    # a rule with no such exception keeps the JSON it always had
    assert "exempt_from" not in str(reading_of("main에 푸시 금지").to_json())


# ---------------------------------------------------------------- a permission after the rule


def edit(path: str):
    return ("Edit", {"file_path": path, "old_string": "a", "new_string": "b"})


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        (
            "tests/ 폴더는 수정 금지, 단 fixtures는 괜찮음",
            edit("tests/test_a.py"),
            edit("tests/fixtures/u.json"),
        ),
        (
            "legacy/ 폴더는 건드리지 마. legacy/README.md는 괜찮아",
            edit("legacy/old.py"),
            edit("legacy/README.md"),
        ),
        (
            "vendor/ 수정 금지. 다만 vendor/patches는 돼요",
            edit("vendor/x.js"),
            edit("vendor/patches/1.diff"),
        ),
        (
            "release/* 브랜치에 푸시 금지, 단 release/next는 괜찮아",
            bash("git push origin release/2.4"),
            bash("git push origin release/next"),
        ),
        (
            "main에 푸시하지 마, release는 괜찮아",
            bash("git push origin main"),
            bash("git push origin release"),
        ),
    ],
)
def test_a_korean_permission_after_the_rule_is_where_it_stops(verdict, words, broken, kept):
    assert not reading_of(words).unless
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED
    # and an edit elsewhere keeps a path rule, as before
    if "폴더" in words or "/ " in words:
        assert verdict(words, edit("src/app.py")).verdict is Outcome.FOLLOWED


def test_a_permission_of_no_place_is_an_exception_in_doubt(verdict):
    words = "이모지 쓰지 마, 단 커밋 메시지는 괜찮아"
    assert reading_of(words).unless
    assert verdict(words, "고쳤어요 🎉").verdict is Outcome.UNKNOWN


# ---------------------------------------------------------------- a reply's layout

TABLE = "비교하면 이렇습니다.\n\n| 방식 | 속도 |\n|---|---|\n| 캐시 | 빠름 |\n"
LIST = "바꾼 점:\n\n1. 쿠폰을 한 번만 적용\n2. 테스트 추가\n"
HEADED = "### 원인\n\n쿠폰이 두 번 적용됐어요.\n"
PLAIN = "쿠폰이 두 번 적용되던 문제를 고쳤어요. 테스트도 추가했어요."
BARE_BLOCK = "이렇게요.\n\n```\nprint('x')\n```"
NAMED_BLOCK = "이렇게요.\n\n```python\nprint('x')\n```"


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("표 형식으로 답하지 마", TABLE, PLAIN),
        ("답장에 마크다운 표 금지", TABLE, LIST),
        ("번호 매긴 목록이나 불릿 쓰지 말아 주세요", LIST, PLAIN),
        ("설명은 리스트로 정리해 줘", PLAIN, LIST),
        ("답변에 헤더 쓰지 마세요", HEADED, PLAIN),
        ("코드 블럭엔 언어 태그 꼭 달아 줘", BARE_BLOCK, NAMED_BLOCK),
        ("대답은 2줄 이내로 해 주세요", LIST + "\n끝.", PLAIN),
        ("답변은 40자를 넘기지 마십시오", LIST + PLAIN, "고쳤습니다."),
        ("표는 쓰지 말고 한국어로 답해", TABLE, PLAIN),
    ],
)
def test_a_replys_layout_is_read_and_checked(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED
    assert verdict(words, bash("git status")).verdict is Outcome.NOT_APPLICABLE


def test_a_code_block_rule_is_not_applicable_to_a_reply_without_one(verdict):
    assert verdict("코드 블럭엔 언어 태그 꼭 달아 줘", PLAIN).verdict is Outcome.NOT_APPLICABLE


@pytest.mark.parametrize(
    "words",
    [
        "커밋 메시지는 50자 이내로",  # a commit's, not the reply's
        "파이썬은 79자 제한",  # code's line length
        "'데이타'가 아니라 '데이터'로 표기합니다.",  # 표기 is no table
        "목표는 테스트 통과",
        "대표 브랜치는 main",
        "답변 너무 길게 쓰지 마",  # no measure named
    ],
)
def test_words_near_a_layout_are_no_reply_layout(words):
    assert not any(
        getattr(c, "aspect", "") in ("reply_layout", "reply_length")
        for c in reading_of(words).checks
    )


def test_a_layout_reading_round_trips_and_is_said():
    from app.i18n import set_language
    from app.services.reading_words import reading_words

    for words in ("답변에 표는 쓰지 마세요", "응답은 300자 이내로", "코드 블록엔 언어 이름 붙여"):
        reading = reading_of(words)
        assert reading.checks and Reading.from_json(reading.to_json()) == reading
    assert "no tables in replies" in reading_words(reading_of("답변에 표는 쓰지 마세요"))
    assert "300 characters" in reading_words(reading_of("응답은 300자 이내로"))
    try:
        set_language("ko")
        assert "5줄 이내의 답변" in reading_words(reading_of("답변은 5줄 넘기지 마"))
    finally:
        set_language("en")
    with pytest.raises(Exception, match=r"format\.value"):
        Reading.from_json(
            {"checks": [{"check": "format", "aspect": "reply_layout", "value": "font"}]}
        )


# ---------------------------------------------------------------- an option named bare


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        (
            "CI가 느려지더라도 --no-verify로 훅 건너뛰지 마",
            bash("git commit --no-verify -m wip"),
            bash("git commit -m wip"),
        ),
        (
            "npm 설치할 때 --legacy-peer-deps 쓰지 마세요",
            bash("npm i --legacy-peer-deps"),
            bash("npm i"),
        ),
        (
            "--no-cache-dir 옵션은 금지",
            codex("pip install --no-cache-dir httpx"),
            codex("pip install httpx"),
        ),
    ],
)
def test_a_korean_rule_forbids_an_option_named_bare(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_a_force_option_stays_a_force_push_rule():
    (check,) = reading_of("main에 --force 옵션 쓰지 마").checks
    assert type(check).__name__ == "NoForcePush"


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        # one layout refused for another: read turned round, the refused one was asked for
        ("표 말고 목록으로 정리해 줘", TABLE + "\n" + LIST, LIST),
        ("리스트 쓰지 말고 표로 보여 줘", LIST + "\n" + TABLE, TABLE),
        ("제목(#, ##) 같은 헤더는 답변에 쓰지 말 것", HEADED, PLAIN),
        ("답변은 세 줄 이내로", LIST + "\n끝.", PLAIN),
    ],
)
def test_a_layout_refused_for_another_is_not_turned_round(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_a_permission_outside_an_only_rule_is_an_exception_in_doubt(verdict):
    words = "docs/ 폴더에만 마크다운 파일 만들어, README.md는 괜찮아"
    reading = reading_of(words)
    assert reading.unless and not any(getattr(c, "exempt", ()) for c in reading.checks)
    write = ("Write", {"file_path": "README.md", "content": "# x\n"})
    assert verdict(words, write).verdict is Outcome.UNKNOWN


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        # a language a reason names beside the one the rule asks for: read as the one asked before
        (
            "영어로 쓰면 팀원들이 못 읽으니까 커밋 메시지는 한국어로",
            bash("git commit -m 'Fix coupon applied twice'"),
            bash("git commit -m '쿠폰 중복 적용 수정'"),
        ),
        # dropping a thing, after its particle: read as asking for it before
        ("yarn은 버려. npm 쓰기로 했어", bash("yarn add zod"), bash("npm i zod")),
        # a layout allowed is not asked for
        ("헤더는 괜찮은데 표는 쓰지 마", TABLE, PLAIN),
    ],
)
def test_more_korean_readings_not_turned_round(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_a_verb_finished_with_beorida_forbids_nothing():
    assert not reading_of("dist 폴더 지워 버려").checks
