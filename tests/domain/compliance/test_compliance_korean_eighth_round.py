"""Korean rules read by class, not by case (issue 33, eighth round, branch check-ko3): each class a
first run of dev33h_ko showed is read in every family it can stand in — "-ㄹ 필요 없어요" (there
is no need to) and a memo's "안 하기" forbid; "…할 때는" after the act a rule is about is its scope,
not a condition; a code language's Hangul name scopes a format rule wherever it stands; Korean
verbs of making and changing files; a commit language the rule forbids; a pull request's one base;
"PR 올리지 마"; "--force 옵션" beside a branch; "…에 반영". Sentences written for these tests, none
from a data set."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.reading import reading_of


def push(branch: str, *flags: str):
    return ("Bash", {"command": " ".join(["git", "push", *flags, "origin", branch])})


def write(path: str):
    return ("filesystem__write_file", {"path": path, "content": "x = 1\n"})


def pull_request(base: str):
    args = {"owner": "acme", "repo": "shop", "head": "feat/x", "base": base, "title": "Add x"}
    return ("github__create_pull_request", args)


def commit(message: str):
    return ("git__git_commit", {"repo_path": "/srv/app", "message": message})


PY_TAB = "```python\ndef f():\n\treturn 1\n```"
PY_SPACES = "```python\ndef f():\n    return 1\n```"
GO_TAB = "```go\nfunc F() int {\n\treturn 1\n}\n```"


# ---------------------------------------------------------------- "-ㄹ 필요 없어요", "안 하기"


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("staging 브랜치에 푸시할 필요 없습니다", push("staging"), push("feat/a")),
        ("release/* 에는 push 안 하기", push("release/9"), push("fix/b")),
        ("scripts/ 폴더는 고칠 필요 없음", write("scripts/run.py"), write("app/run.py")),
        ("lib 디렉터리에 파일 추가 안 함", write("lib/extra.py"), write("app/extra.py")),
        (
            "yarn 쓸 필요는 없어요",
            ("Bash", {"command": "yarn add zod"}),
            ("Bash", {"command": "pnpm add zod"}),
        ),
        ("답변에 이모지 붙일 필요 없어", "됐어요 😀", "됐어요."),
    ],
)
def test_no_need_and_not_doing_forbid_in_every_family(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_no_need_forbids_a_reply_language():
    (check,) = reading_of("일본어로 대답할 필요 없어요").checks
    assert check.lang == "ja" and check.forbidden


def test_need_without_a_negation_is_no_prohibition():
    """A guard: "필요해요" (it is needed) forbids nothing; "필요 없이" is not read as the ending."""
    assert not reading_of("main 브랜치에 푸시가 필요해요").forbids


# ---------------------------------------------------------------- "…할 때는": scope, not condition


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("푸시할 때는 main에 하지 마세요", push("main"), push("feat/c")),
        ("커밋할 때는 제목 끝에 마침표 찍지 말 것", commit("Fix parser."), commit("Fix parser")),
        ("PR 올릴 때는 develop으로만 보내", pull_request("main"), pull_request("develop")),
        ("파일을 만들 때는 vendor/ 폴더에 만들지 마", write("vendor/x.py"), write("src/x.py")),
        ("파이썬 코드를 쓸 때는 탭 금지", PY_TAB, PY_SPACES),
    ],
)
def test_when_doing_the_act_itself_is_the_rules_scope(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_when_explaining_scopes_a_reply_language():
    (check,) = reading_of("답변할 때는 영어로 해 주세요").checks
    assert check.lang == "en" and not check.forbidden


@pytest.mark.parametrize(
    "words",
    [
        "테스트가 실패할 때는 main에 푸시하지 마",
        "빌드가 깨졌을 때는 커밋하지 마세요",
        "금요일에 푸시할 때는 main 금지",
    ],
)
def test_a_condition_on_anything_else_stays_one(words):
    # a day (금요일) is read with the doubt of an exception since the eleventh round: a break of
    # it is never judged (test_compliance_korean_fifth_round)
    reading = reading_of(words)
    assert not reading.checkable or (reading.unless and "금요일" in words)


# ---------------------------------------------------------------- code languages' Hangul names


@pytest.mark.parametrize(
    "words", ["파이썬 들여쓰기는 탭 사용 불가", "러스트 들여쓰기에 탭 쓰면 안 돼요"]
)
def test_a_hangul_name_scopes_a_format_rule_without_a_particle(verdict, words):
    assert verdict(words, GO_TAB).verdict is Outcome.NOT_APPLICABLE


def test_java_is_not_the_start_of_javascript():
    (check,) = reading_of("자바스크립트 들여쓰기에 탭 금지").checks
    assert "java" not in check.langs and "javascript" in check.langs


# ---------------------------------------------------------------- a forbidden commit language


@pytest.mark.parametrize(
    ("words", "lang", "message"),
    [
        ("커밋 메시지를 일본어로 쓰지 않도록", "ja", "パーサーのバグを修正する"),
        (
            "Never write commit messages in German.",
            "de",
            "Behebe den Fehler im Parser beim Einlesen",
        ),
        ("커밋 메시지 중국어 금지", "zh", "修复解析器中的错误"),
    ],
)
def test_a_forbidden_commit_language_is_read_as_forbidden(verdict, words, lang, message):
    """It was read as asking for the very language it forbids."""
    (check,) = reading_of(words).checks
    assert (check.aspect, check.value, check.forbidden) == ("commit_language", lang, True)
    assert verdict(words, commit(message)).verdict is Outcome.VIOLATED
    assert verdict(words, commit("Fix the bug in the parser when reading")).verdict is (
        Outcome.FOLLOWED
    )


def test_a_forbidden_commit_language_in_words_and_json():
    from app.domain.compliance.reading import Reading
    from app.services.reading_words import reading_words

    reading = reading_of("커밋 메시지를 한국어로 쓰면 안 돼요")
    assert Reading.from_json(reading.to_json()) == reading
    assert "is not" in reading_words(reading)
    assert "forbidden" not in reading_of("Commit messages in English.").to_json()["checks"][0]


def test_a_pull_requests_one_base_in_words():
    from app.services.reading_words import reading_words

    assert "pull requests go only onto" in reading_words(reading_of("PR은 develop으로만 보내"))


def test_the_language_asked_beside_the_one_forbidden_is_read():
    (check,) = reading_of("커밋 메시지는 한국어 말고 영어로").checks
    assert check.aspect == "commit_language" and check.value == "en"


# ---------------------------------------------------------------- pull requests, force, 반영


@pytest.mark.parametrize(
    "words",
    [
        "PR은 master 말고 develop으로 보내 주십시오",
        "풀 리퀘스트는 develop 브랜치로만 올릴 것",
        "Open pull requests against develop, not master.",
    ],
)
def test_a_pull_requests_one_base(verdict, words):
    assert verdict(words, pull_request("master")).verdict is Outcome.VIOLATED
    assert verdict(words, pull_request("develop")).verdict is Outcome.FOLLOWED


def test_putting_up_a_request_is_not_a_push(verdict):
    assert verdict("production에 PR 올리지 마세요", pull_request("production")).verdict is (
        Outcome.VIOLATED
    )
    assert verdict("production에 PR 올리지 마세요", push("production")).verdict is (
        Outcome.NOT_APPLICABLE
    )


@pytest.mark.parametrize(
    "words", ["develop에 -f 옵션 쓰지 마세요", "develop 브랜치 --force 플래그 금지"]
)
def test_a_force_option_beside_a_branch_is_a_force_push_rule(verdict, words):
    assert verdict(words, push("develop", "--force")).verdict is Outcome.VIOLATED
    assert verdict(words, push("develop")).verdict is Outcome.FOLLOWED


def test_applying_onto_a_branch_is_a_push(verdict):
    assert verdict("release에 직접 반영하면 안 됩니다", push("release")).verdict is Outcome.VIOLATED
    assert not reading_of("리뷰 의견은 꼭 반영해 주세요").checkable


# ---------------------------------------------------------------- more ways to forbid and to ask


@pytest.mark.parametrize(
    "ending",
    [
        "하는 것을 금합니다",
        "엄금",
        "하지 맙시다",
        "하는 거 노노",
        "하면 곤란해요",
        "하면 안 되니까 주의",
        "해서는 안 되죠",
    ],
)
@pytest.mark.parametrize(
    ("base", "broken", "kept"),
    [
        ("develop 브랜치에 푸시", push("develop"), push("feat/d")),
        (
            "docs/ 폴더 수정",
            ("filesystem__edit_file", {"path": "docs/a.md", "edits": []}),
            write("src/a.py"),
        ),
        ("답변에 이모지 사용", "끝났어요 🎉", "끝났어요."),
        (
            "sudo 사용",
            ("Bash", {"command": "sudo make install"}),
            ("Bash", {"command": "make install"}),
        ),
    ],
)
def test_korean_ways_to_forbid_in_every_family(verdict, ending, base, broken, kept):
    words = f"{base} {ending}"
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize("ending", ["할 것", "합시다", "한다", "합니다", "부탁드립니다"])
def test_the_means_asked_in_every_register(verdict, ending):
    words = f"의존성 설치는 uv로 {ending}"
    assert verdict(words, ("Bash", {"command": "pip install httpx"})).verdict is Outcome.VIOLATED
    assert verdict(words, ("Bash", {"command": "uv add httpx"})).verdict is Outcome.FOLLOWED


def test_a_month_or_a_friday_is_not_the_verb_to_forbid():
    """A guard: 금 of 금요일 (Friday) and 금액 (an amount) forbids nothing."""
    assert not reading_of("금요일에는 main에 푸시해도 돼요").forbids
    assert not reading_of("금액 표시는 원 단위로 해 주세요").forbids


# ---------------------------------------------------------------- branches by any name; touching


@pytest.mark.parametrize(
    ("words", "barred", "free"),
    [
        ("qa 브랜치에는 푸시하지 마세요", "qa", "feat/qa-fix"),
        ("uat 브랜치에만 푸시할 것", "main", "uat"),
        ("main/develop 브랜치 직푸 금지", "develop", "feat/e"),
        ("Never push to the qa branch.", "qa", "feat/f"),
    ],
)
def test_a_name_called_a_branch_is_one(verdict, words, barred, free):
    assert verdict(words, push(barred)).verdict is Outcome.VIOLATED
    assert verdict(words, push(free)).verdict is Outcome.FOLLOWED


def test_a_word_for_a_kind_of_branch_is_no_name():
    """A guard: "feature 브랜치", "the new branch" name no branch of their own."""
    assert reading_of("작업마다 새 feature 브랜치를 만들 것").to_json()["checks"] == [
        {"check": "branch_per_task"}
    ]
    assert not reading_of("Don't push the new branch yet.").checkable


@pytest.mark.parametrize(
    "words",
    ["main 브랜치는 건드리지 마", "main 브랜치엔 손대지 마세요", "Don't touch the main branch."],
)
def test_touching_a_branch_is_committing_or_pushing_there(verdict, words):
    assert verdict(words, push("main")).verdict is Outcome.VIOLATED
    assert verdict(words, push("feat/g")).verdict is Outcome.FOLLOWED


def test_touching_a_folder_named_like_a_branch_is_a_path_rule():
    (check,) = reading_of("main 폴더는 건드리지 마").checks
    assert check.folder == "main" and check.forbidden


# ---------------------------------------------------------------- a git host's tool commits


def remote(tool: str, branch: str, message: str):
    args = {"owner": "acme", "repo": "shop", "branch": branch, "message": message}
    if tool == "push_files":
        args["files"] = [{"path": "docs/a.md", "content": "# A\n"}]
    else:
        args |= {"path": "docs/a.md", "content": "# A\n"}
    return (f"github__{tool}", args)


@pytest.mark.parametrize("tool", ["push_files", "create_or_update_file"])
def test_a_git_hosts_tool_commits_onto_its_branch(verdict, tool):
    assert (
        verdict("main에 커밋하지 마세요", remote(tool, "main", "docs")).verdict is Outcome.VIOLATED
    )
    assert (
        verdict("main에 커밋하지 마세요", remote(tool, "docs/a", "docs")).verdict
        is Outcome.FOLLOWED
    )


@pytest.mark.parametrize("tool", ["push_files", "create_or_update_file"])
@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("커밋 메시지에 이모지 금지", "✨ docs: guide", "docs: guide"),
        (
            "커밋 제목은 30자 이내로 할 것",
            "Rewrite the whole guide for the new cache",
            "Rewrite the guide",
        ),
        ("커밋 메시지는 feat: 로 시작하기", "update guide", "feat: guide"),
    ],
)
def test_a_git_hosts_tool_commits_with_its_message(verdict, tool, words, broken, kept):
    assert verdict(words, remote(tool, "docs/a", broken)).verdict is Outcome.VIOLATED
    assert verdict(words, remote(tool, "docs/a", kept)).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- reply language, code format


@pytest.mark.parametrize(
    ("words", "lang"),
    [
        ("답변은 꼭 우리말로 해 주세요", "ko"),
        ("우리 말로 대답해", "ko"),
        ("중국어로 대답하지 마", "zh"),
    ],
)
def test_our_language_is_korean_and_chinese_is_not(words, lang):
    (check,) = reading_of(words).checks
    assert check.lang == lang


def test_a_foreign_language_is_no_language_named():
    """A guard: 외국어 (a foreign language) holds 국어 but names no language."""
    assert not reading_of("외국어로 답하지 마세요").checkable


@pytest.mark.parametrize(
    "words",
    [
        "영어로 질문할 때도 한국어로 답해 줘",
        "내가 영어로 쓸 때에도 답은 한국어로",
        "질문이 영어인 경우에도 한국어로 대답할 것",
    ],
)
def test_also_when_is_even_when(words):
    (check,) = reading_of(words).checks
    assert check.lang == "ko" and not check.forbidden


JS_4 = "```js\nfunction f() {\n    return 1;\n}\n```"
TS_4 = "```ts\nfunction f(): number {\n    return 1;\n}\n```"
GO_SPACES = "```go\nfunc F() int {\n    return 1\n}\n```"
YAML_4 = "```yaml\na:\n    b: 1\n```"


@pytest.mark.parametrize(
    ("words", "broken", "other"),
    [
        ("인덴트는 2칸", JS_4, None),
        ("yml 파일은 2칸 인덴트", YAML_4, PY_SPACES),
        ("TS 코드 들여쓰기는 2칸으로", TS_4, PY_SPACES),
        ("JS code: 2-space indent", JS_4, PY_SPACES),
        ("golang 코드는 탭으로", GO_SPACES, PY_SPACES),
        ("Go 코드는 탭으로만 통일", GO_SPACES, PY_SPACES),
    ],
)
def test_korean_format_words_and_short_language_names(verdict, words, broken, other):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    if other is not None:
        assert verdict(words, other).verdict is Outcome.NOT_APPLICABLE


def test_line_length_said_with_the_loanword(verdict):
    long_line = "```python\nx = call(" + ", ".join(f"argument_{i}" for i in range(9)) + ")\n```"
    assert verdict("라인 길이는 80자 제한", long_line).verdict is Outcome.VIOLATED
    assert verdict("라인 길이는 80자 제한", PY_SPACES).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- examples in parentheses, paths


@pytest.mark.parametrize(
    "words",
    [
        "웃음 표시(ㅋㅋ, ㅎㅎ) 금지",
        "웃음 표시(ㅎㅎ, ㅋㅋ 등)는 쓰지 마세요",
        "답변에 (ㅋㅋ, ㅎㅎ) 같은 거 쓰지 마",
    ],
)
def test_a_list_of_examples_in_parentheses_is_all_forbidden(verdict, words):
    assert verdict(words, "고쳤어요 ㅋㅋ").verdict is Outcome.VIOLATED
    assert verdict(words, "고쳤어요.").verdict is Outcome.FOLLOWED


def test_a_comma_outside_parentheses_still_ends_a_clause():
    from app.domain.compliance.lexicon import clauses

    assert len(clauses("main에 푸시하지 마, (release는 괜찮아)")) == 2


def edit(path: str):
    return ("filesystem__edit_file", {"path": path, "edits": [{"oldText": "a", "newText": "b"}]})


@pytest.mark.parametrize("words", ["*.md 파일만 수정해", "docs 폴더만 건드려 주세요"])
def test_only_these_files_by_the_particle_man(verdict, words):
    inside = "docs/a.md"
    assert verdict(words, edit("src/a.py")).verdict is Outcome.VIOLATED
    assert verdict(words, edit(inside)).verdict is Outcome.FOLLOWED


def test_writing_directly_into_a_folder(verdict):
    words = "build/ 에 직접 쓰기 금지"
    for command in ("cp a.js build/a.js", "mv a.js build/", "touch build/x"):
        assert verdict(words, ("Bash", {"command": command})).verdict is Outcome.VIOLATED
    assert verdict(words, ("Bash", {"command": "cp a.js dist/a.js"})).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    ("command", "outcome"),
    [
        ("git rm migrations/0002.py", Outcome.VIOLATED),
        ("git rm -r --cached migrations", Outcome.VIOLATED),
        ("git mv migrations/0002.py old/0002.py", Outcome.VIOLATED),
        ("git mv app/a.py app/b.py", Outcome.FOLLOWED),
        ("git rm app/old.py", Outcome.FOLLOWED),
    ],
)
def test_gits_own_removal_and_move_change_files(verdict, command, outcome):
    assert (
        verdict("migrations 폴더 안 파일 지우지 마", ("Bash", {"command": command})).verdict
        is outcome
    )


@pytest.mark.parametrize("words", ["커밋 메시지 과거형 금지", "No past tense in commit subjects."])
def test_the_past_tense_refused_asks_for_the_imperative(verdict, words):
    assert verdict(words, commit("Fixed the parser")).verdict is Outcome.VIOLATED
    assert verdict(words, commit("Fix the parser")).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- a list cut by commas


def bash(command: str):
    return ("Bash", {"command": command})


@pytest.mark.parametrize(
    "words",
    [
        "npm, yarn 쓰지 마",
        "npm, yarn은 사용 금지",
        "npm, yarn, bun 모두 쓰면 안 됩니다",
        "Don't use npm, yarn or bun.",
        "npm, 절대 쓰지 마세요",
    ],
)
def test_every_thing_of_a_list_cut_by_commas_is_forbidden(verdict, words):
    """It was read as asking for the first ("npm, yarn 쓰지 마": npm required)."""
    assert verdict(words, bash("npm install zod")).verdict is Outcome.VIOLATED
    (check,) = reading_of(words).checks
    assert not check.required


@pytest.mark.parametrize(
    ("words", "asked", "refused"),
    [
        ("Use pnpm, npm is forbidden.", "pnpm", "npm"),
        ("pnpm 쓰고 npm, yarn은 쓰지 마", "pnpm", "npm"),
    ],
)
def test_a_clause_that_asks_is_not_joined_to_the_list_after_it(words, asked, refused):
    (check,) = reading_of(words).checks
    assert [t.text for t in check.required] == [asked]
    assert refused in [t.text for t in check.forbidden]


@pytest.mark.parametrize(
    "words",
    ["답변에 😀 같은 거 넣지 마", "답변에 🎉 등은 넣지 마세요", "No emoji like 🚀 in replies."],
)
def test_an_emoji_given_as_an_example_means_emoji(verdict, words):
    assert verdict(words, "완료 👍").verdict is Outcome.VIOLATED
    assert verdict(words, "완료.").verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- every branch but one


@pytest.mark.parametrize(
    "words",
    [
        "main 외의 브랜치에만 푸시",
        "main을 제외한 브랜치에만 푸시하세요",
        "main 이외 브랜치로 푸시할 것",
        "main 빼고는 다 푸시해도 돼",
        "Push anywhere except main.",
    ],
)
def test_every_branch_but_the_one_named(verdict, words):
    """ "main 외의 브랜치에만" was read as "only main": the verdicts were turned round."""
    assert verdict(words, push("main")).verdict is Outcome.VIOLATED
    assert verdict(words, push("feat/h")).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize("words", ["main 빼고 푸시하지 마", "main 외에는 푸시하지 마세요"])
def test_none_but_the_one_named(verdict, words):
    assert verdict(words, push("feat/h")).verdict is Outcome.VIOLATED
    assert verdict(words, push("main")).verdict is Outcome.FOLLOWED


def test_a_permission_is_no_concession():
    """ "푸시해도 돼" (it is all right to push) is not "even if … pushes"."""
    from app.domain.compliance.lexicon import concessive

    assert concessive("staging에는 푸시해도 돼") == []
    assert concessive("영어로 물어봐도 한국어로 답해") != []


@pytest.mark.parametrize(
    "words", ["커밋 메시지는 JIRA 이슈 키로 시작", "커밋 메시지 맨 앞에 이슈 번호 붙이기"]
)
def test_an_issue_key_is_a_ticket_prefix(verdict, words):
    assert verdict(words, commit("Fix parser")).verdict is Outcome.VIOLATED
    assert verdict(words, commit("SHOP-12 Fix parser")).verdict is Outcome.FOLLOWED


def test_a_particle_after_a_glob_or_a_slash_is_not_part_of_the_name(verdict):
    assert verdict("vendor/는 수정 금지", edit("vendor/a.js")).verdict is Outcome.VIOLATED
    assert verdict("release/*에는 푸시 금지", push("release/1")).verdict is Outcome.VIOLATED


# ---------------------------------------------------------------- folders: other than, under


@pytest.mark.parametrize(
    "words",
    [
        "docs 디렉토리 말고 다른 곳엔 파일 만들지 마",
        "docs 폴더 이외의 곳에는 파일 생성 금지",
        "docs 폴더를 제외한 곳에 파일을 만들면 안 돼요",
    ],
)
def test_no_files_other_than_in_a_folder(verdict, words):
    """ "X 말고 다른 곳엔 … 만들지 마" was read as forbidding X: its verdicts turned round."""
    assert verdict(words, write("src/a.md")).verdict is Outcome.VIOLATED
    assert verdict(words, write("docs/a.md")).verdict is Outcome.FOLLOWED


def test_somewhere_other_than_a_folder(verdict):
    assert verdict("docs 말고 다른 곳에 만들어", write("docs/a.md")).verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    "words", ["테스트 파일은 반드시 tests/ 밑에 둘 것", "secrets/ 디렉터리 접근 금지"]
)
def test_korean_words_of_placing_and_reaching_files(verdict, words):
    inside = "tests/test_a.py" if "tests" in words else "secrets/key.pem"
    outside = "src/test_a.py"
    expected = (
        (Outcome.FOLLOWED, Outcome.VIOLATED)
        if "tests" in words
        else (
            Outcome.VIOLATED,
            Outcome.FOLLOWED,
        )
    )
    assert verdict(words, write(inside)).verdict is expected[0]
    assert verdict(words, write(outside)).verdict is expected[1]


@pytest.mark.parametrize(
    "words",
    [
        "pnpm 말고 다른 패키지 매니저는 쓰지 마",
        "pnpm 이외의 패키지 매니저 사용 금지",
        "pnpm 외에는 쓰지 마세요",
        "Don't use any package manager other than pnpm.",
        "Don't use any package manager except pnpm.",
    ],
)
def test_no_tool_other_than_the_one_named(verdict, words):
    """ "pnpm 말고 다른 … 쓰지 마" was read as forbidding pnpm: its verdicts turned round."""
    assert verdict(words, bash("npm install zod")).verdict is Outcome.VIOLATED
    assert verdict(words, bash("pnpm add zod")).verdict is Outcome.FOLLOWED


def test_an_exception_that_says_when_stays_an_exception():
    """A guard: "except in CI" names no tool: a break of the rule is in doubt, as before."""
    assert reading_of("Never use sudo except in CI.").unless
