"""Korean rules read by class, not by case (issue 33, ninth round, branch check-ko4): each class a
first run of dev33i_ko showed is read wherever it can stand — Korean "unless" said at a clause's
end ("급한 경우 아니면", "내가 따로 말 안 하면", "별말 없으면", "달리 요청하지 않는 한"); "other than
X" said with 말고는/빼고는/아니면 before a prohibition, for a language and a folder (read turned
round before: the one named was forbidden); a Python module run by `python -m`; … Sentences written
for these tests, none from a data set."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.reading import reading_of

EN = "The coupon was applied twice; I moved the discount into one function and added a test."
KO = "쿠폰이 두 번 적용되고 있었어요. 할인 계산을 한 함수로 옮기고 테스트를 추가했습니다."


def bash(command: str):
    return ("Bash", {"command": command})


def push(branch: str, *flags: str):
    return bash(" ".join(["git", "push", *flags, "origin", branch]))


def edit(path: str):
    return ("filesystem__edit_file", {"path": path, "edits": [{"oldText": "a", "newText": "b"}]})


def commit(message: str):
    return ("git__git_commit", {"repo_path": "/srv/app", "message": message})


# ---------------------------------------------------------------- Korean "unless" at a clause's end


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("급한 거 아니면 main에 직접 푸시 ㄴㄴ", push("main"), push("feat/a")),
        ("장애 상황이 아니면 force push 금지", push("feat/a", "--force"), push("feat/a")),
        (
            "제가 달리 요청하지 않는 한 release 브랜치에 푸시하지 마세요",
            push("release"),
            push("fix/b"),
        ),
        ("내가 따로 얘기 안 하면 답은 영어로 해", KO, EN),
        ("별말 없으면 한국어로 대답해 주세요", EN, KO),
        ("특별한 요청이 없으면 vendor 폴더는 수정하지 마", edit("vendor/x.go"), edit("app/x.go")),
    ],
)
def test_a_korean_exception_at_a_clauses_end_puts_a_break_in_doubt(verdict, words, broken, kept):
    assert reading_of(words).unless
    assert verdict(words, broken).verdict is Outcome.UNKNOWN
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    ("plain", "excepted"),
    [
        ("테스트가 실패하면 main에 푸시하지 마", "별말 없으면 main에 푸시하지 마"),
        ("main에 푸시하면 안 돼", "급한 게 아니면 main에 푸시하면 안 돼"),
        ("답은 한국어로 해 주세요", "따로 요청하지 않는 한 답은 한국어로 해 주세요"),
    ],
)
def test_a_condition_or_a_plain_rule_makes_no_exception(plain, excepted):
    assert not reading_of(plain).unless
    assert reading_of(excepted).unless


# ---------------------------------------------------------------- "other than X" before a prohibition


@pytest.mark.parametrize(
    "words",
    ["한국어 아니면 답하지 마", "한국어 말고는 대답하지 마세요", "한국어 빼고는 답변 금지"],
)
def test_a_language_other_than_which_nothing_is_allowed_is_asked_for(verdict, words):
    assert verdict(words, EN).verdict is Outcome.VIOLATED
    assert verdict(words, KO).verdict is Outcome.FOLLOWED


def test_a_language_named_as_forbidden_stays_forbidden(verdict):
    assert verdict("한국어로 답하지 마", KO).verdict is Outcome.VIOLATED
    assert verdict("한국어로 답하지 마", EN).verdict is Outcome.FOLLOWED
    assert verdict("한국어 말고는 답하지 마", KO).verdict is Outcome.FOLLOWED  # the near one


@pytest.mark.parametrize(
    "words",
    ["docs/ 폴더 말고는 건드리지 마", "docs 폴더 아니면 손대지 마세요", "docs/ 말곤 수정 금지"],
)
def test_a_folder_other_than_which_nothing_is_touched_confines(verdict, words):
    assert verdict(words, edit("src/app.py")).verdict is Outcome.VIOLATED
    assert verdict(words, edit("docs/guide.md")).verdict is Outcome.FOLLOWED


def test_a_folder_named_as_forbidden_stays_forbidden(verdict):
    words = "docs 폴더는 건들지 마쇼"
    assert verdict(words, edit("docs/guide.md")).verdict is Outcome.VIOLATED
    assert verdict(words, edit("src/app.py")).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- a module run by `python -m`


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("unittest 말고 pytest 쓰세요", "python -m unittest discover", "python -m pytest -q"),
        ("mypy 쓰지 마", "python3 -m mypy src", "pyright src"),
    ],
)
def test_a_module_run_by_python_dash_m_is_that_program(verdict, words, broken, kept):
    assert verdict(words, bash(broken)).verdict is Outcome.VIOLATED
    assert verdict(words, bash(kept)).verdict is Outcome.FOLLOWED


def test_a_module_of_another_name_is_not_it(verdict):
    assert verdict("pytest 쓰지 마", bash("python -m pytest_cov_report")).verdict is not (
        Outcome.VIOLATED
    )
    assert verdict("pytest 쓰지 마", bash("python -m pytest")).verdict is Outcome.VIOLATED


# ---------------------------------------------------------------- files never to commit


def add(*files: str):
    return ("git__git_add", {"repo_path": "/srv/app", "files": list(files)})


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        (
            ".env는 커밋하면 안 됩니다",
            bash("git add .env app.py && git commit -m x"),
            add("app.py"),
        ),
        ("node_modules 폴더 커밋 금지", add("node_modules/left-pad/index.js"), add("package.json")),
        ("*.key 파일은 깃에 올리지 마", add("certs/site.key"), add("certs/README.md")),
        ("build/ 결과물은 레포에 넣지 마세요", bash("git add -f build/app.js"), add("src/app.js")),
        ("credentials.json 커밋 ㄴㄴ", add("config/credentials.json"), add("config/app.json")),
        ("Never commit .env files", add(".env"), add(".env.example")),
    ],
)
def test_a_file_never_to_commit_is_broken_by_staging_it(verdict, words, broken, kept):
    check = reading_of(words).checks[0]
    assert check.commits and check.forbidden
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    "output",
    [
        bash("git add -A && git commit -m 'wip'"),
        bash("git add . && git commit -m 'wip'"),
        bash("git commit -am 'wip'"),
        bash("git commit -m 'wip'"),  # what was staged before is not in the call
        # (a subfolder staged, "src/", holds no root dotfile since the twenty-third round: the
        # later sets label it followed; see test_compliance_twenty_third_round_east)
    ],
)
def test_a_commit_whose_files_nobody_names_is_in_doubt(verdict, output):
    assert reading_of(".env 파일은 절대 커밋하지 마세요").checks[0].commits
    assert verdict(".env 파일은 절대 커밋하지 마세요", output).verdict is Outcome.UNKNOWN


def test_a_file_rule_is_not_about_replies_writes_or_pushes(verdict):
    words = ".env 파일은 절대 커밋하지 마세요"
    assert verdict(words, KO).verdict is Outcome.NOT_APPLICABLE
    assert verdict(words, push("main")).verdict is Outcome.NOT_APPLICABLE
    assert verdict(words, bash("git add -n .env")).verdict is Outcome.NOT_APPLICABLE


def test_a_git_hosts_tool_commits_the_file_it_writes(verdict):
    call = (
        "github__create_or_update_file",
        {
            "owner": "a",
            "repo": "b",
            "branch": "feat/x",
            "path": ".env",
            "content": "K=1",
            "message": "add env",
        },
    )
    assert verdict("Never commit .env", call).verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    "words", ["main에 커밋 금지", "release/* 브랜치에 직접 커밋하지 마", "Don't commit to main"]
)
def test_a_branch_named_keeps_a_commit_rule_a_branch_one(words):
    assert (
        reading_of(words.replace("main", ".env").replace("release/* 브랜치", ".env"))
        .checks[0]
        .commits
    )
    assert not any(getattr(c, "commits", False) for c in reading_of(words).checks)
    assert reading_of(words).checks


@pytest.mark.parametrize(
    "words",
    [
        "커밋 메시지에 .env 언급하지 마",
        "No `console.log` in committed code",
        ".env 파일은 커밋해 주세요",
    ],
)
def test_a_message_code_or_a_request_is_no_file_never_to_commit(words):
    assert reading_of(".env 커밋 금지").checks[0].commits
    assert not any(getattr(c, "commits", False) for c in reading_of(words).checks)


def test_a_file_never_to_commit_in_words_and_json():
    from app.domain.compliance.reading import Reading
    from app.i18n import set_language
    from app.services.reading_words import reading_what

    reading = reading_of("*.pem 같은 키 파일은 깃에 올리지 말 것")
    assert Reading.from_json(reading.to_json()) == reading
    assert reading.to_json()["checks"][0]["commits"] is True
    assert "commits" not in reading_of("vendor 폴더 건들지 마").to_json()["checks"][0]
    set_language("en")
    assert reading_what(reading) == "no file matching *.pem is committed"
    assert reading_what(reading_of("dist/ 커밋 금지")) == "nothing under dist is committed"
    try:
        set_language("ko")
        assert reading_what(reading) == "*.pem에 해당하는 파일은 커밋하지 않음"
    finally:
        set_language("en")


# ---------------------------------------------------------------- line limits named for a language

LONG_PY = "```python\nresult = build_invoice(order, customer, include_tax=True, currency='KRW', rounding='half_up', notes=None)\n```"
SHORT_PY = "```python\nresult = build_invoice(order, customer)\n```"
LONG_GO = "```go\nfunc BuildInvoice(order Order, customer Customer, includeTax bool, currency string, rounding string) Invoice {\n\treturn Invoice{}\n}\n```"


@pytest.mark.parametrize(
    "words",
    [
        "파이썬은 80자 제한",
        "파이썬 코드는 90자 넘기면 안 돼",
        "Python은 최대 85자",
        "Go는 신경 안 써도 되는데 파이썬은 79자 이내로 해 주세요",
    ],
)
def test_a_character_limit_on_a_named_languages_code_is_its_line_length(verdict, words):
    assert verdict(words, LONG_PY).verdict is Outcome.VIOLATED
    assert verdict(words, SHORT_PY).verdict is Outcome.FOLLOWED
    assert verdict(words, LONG_GO).verdict is Outcome.NOT_APPLICABLE


@pytest.mark.parametrize(
    "words",
    ["답변은 200자 이내로", "PR 제목은 50자 이내", "커밋 메시지는 72자 제한", "주석은 80자 이내로"],
)
def test_a_character_limit_on_anything_but_code_is_no_line_length(words):
    assert reading_of("코드는 100자 이내로").checks[0].aspect == "line_length"
    assert not any(getattr(c, "aspect", "") == "line_length" for c in reading_of(words).checks)


# ---------------------------------------------------------------- emoji in commits, gitmoji


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("gitmoji 금지", commit(":bug: Fix login"), commit("Fix login")),
        ("깃모지 쓰지 마", commit("🐛 Fix login"), commit("Fix login")),
        ("커밋 메시지에 이모지 🚫", commit("Fix login :tada:"), commit("Fix login")),
        (
            "commit msg엔 emoji ❌",
            bash("git commit -m '✨ Add search'"),
            bash("git commit -m 'Add search'"),
        ),
    ],
)
def test_gitmoji_and_emoji_in_commit_messages(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED
    assert verdict(words, "고쳤어요 🎉").verdict is Outcome.NOT_APPLICABLE  # a reply


def test_a_shortcode_in_a_reply_is_no_emoji(verdict):
    reply = '```python\ndef f(x):\n    """Double x.\n\n    :return: twice x\n    """\n```'
    assert verdict("이모지 쓰지 마", reply).verdict is Outcome.FOLLOWED
    assert verdict("이모지 쓰지 마", commit(":bug: fix")).verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    "words", ["커밋 메시지는 gitmoji로 시작해 주세요", "커밋은 이모지로 시작하기"]
)
def test_a_commit_message_asked_to_open_with_an_emoji(verdict, words):
    assert verdict(words, commit("✨ Add search")).verdict is Outcome.FOLLOWED
    assert verdict(words, commit(":sparkles: Add search")).verdict is Outcome.FOLLOWED
    assert verdict(words, commit("Add search ✨")).verdict is Outcome.VIOLATED
    assert verdict(words, commit("Add search")).verdict is Outcome.VIOLATED


def test_emoji_allowed_or_refused_at_the_start_are_not_asked_for(verdict):
    assert not reading_of("이모지는 괜찮아요").checks
    words = "커밋 메시지를 이모지로 시작하지 마"
    assert verdict(words, commit("✨ Add search")).verdict is Outcome.VIOLATED
    assert verdict(words, commit("Add search ✨")).verdict is Outcome.FOLLOWED


def test_a_leading_emoji_in_words():
    from app.i18n import set_language
    from app.services.reading_words import reading_what

    set_language("en")
    reading = reading_of("커밋 메시지는 gitmoji로 시작해 주세요")
    assert reading_what(reading) == "commit messages start with an emoji"
    try:
        set_language("ko")
        assert reading_what(reading) == "커밋 메시지는 이모지로 시작함"
    finally:
        set_language("en")


# ---------------------------------------------------------------- branch names by their style words


def new_branch(name: str):
    return bash(f"git switch -c {name}")


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("새 브랜치는 소문자로만 만들어", "Fix-Login", "fix-login"),
        ("브랜치에 언더바 넣지 마세요", "fix_login", "fix-login"),
        ("브랜치명 언더스코어 금지", "feat/new_search", "feat/new-search"),
        ("No underscores in branch names", "fix_login", "Fix-Login"),
        ("브랜치는 언더스코어로 단어를 이어 주세요", "fix-login", "fix_login"),
    ],
)
def test_a_style_word_beside_the_word_for_a_branch_names_it(verdict, words, broken, kept):
    assert verdict(words, new_branch(broken)).verdict is Outcome.VIOLATED
    assert verdict(words, new_branch(kept)).verdict is Outcome.FOLLOWED


def test_a_branch_style_in_json():
    from app.domain.compliance.reading import Reading

    reading = reading_of("브랜치에 언더바 넣지 마세요")
    assert reading.to_json()["checks"][0]["style"] == "no_underscore"
    assert Reading.from_json(reading.to_json()) == reading


# ---------------------------------------------------------------- a pull request's one base


def pull_request(base: str):
    args = {"owner": "acme", "repo": "shop", "head": "feat/x", "base": base, "title": "Add x"}
    return ("github__create_pull_request", args)


@pytest.mark.parametrize(
    "words",
    [
        "PR은 develop으로 보내 주세요",
        "PR 만들 때는 develop 브랜치로 올려",
        "풀 리퀘스트는 develop 브랜치로 열기",
    ],
)
def test_a_pull_request_sent_to_one_base(verdict, words):
    assert verdict(words, pull_request("main")).verdict is Outcome.VIOLATED
    assert verdict(words, pull_request("develop")).verdict is Outcome.FOLLOWED


def test_a_pull_request_sent_to_a_family_of_branches(verdict):
    words = "PR은 release 브랜치로 보내요"
    assert verdict(words, pull_request("release/2.4")).verdict is Outcome.FOLLOWED
    assert verdict(words, pull_request("main")).verdict is Outcome.VIOLATED


def test_a_base_refused_is_not_the_one_asked_for(verdict):
    assert verdict("PR은 develop으로 보내", pull_request("main")).verdict is Outcome.VIOLATED
    words = "PR은 main으로 보내지 마"
    assert verdict(words, pull_request("main")).verdict is Outcome.VIOLATED
    assert verdict(words, pull_request("develop")).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- found by a sweep of our own wordings


@pytest.mark.parametrize(
    "words",
    [
        "main 말고는 푸시 금지",
        "main 브랜치 말고는 푸시하지 마",
        "main 아니면 푸시 ㄴㄴ",
        "main 브랜치 외에는 푸시 금지",
    ],
)
def test_the_one_branch_other_than_which_no_push_lands_is_the_only_one(verdict, words):
    # read turned round before: "main 말고는 푸시 금지" forbade main and allowed the rest
    assert verdict(words, push("feat/a")).verdict is Outcome.VIOLATED
    assert verdict(words, push("main")).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    "words", ["release 브랜치 빼고는 push 해도 됨", "release 브랜치 말고는 다 푸시해도 ok"]
)
def test_every_branch_allowed_but_a_family_protects_the_family(verdict, words):
    assert verdict(words, push("release/2.4")).verdict is Outcome.VIOLATED
    assert verdict(words, push("feat/a")).verdict is Outcome.FOLLOWED


def test_a_permission_is_no_concession(verdict):
    # "해도 됨" (it is all right to) does not blank its clause as "해도" (even if) would
    assert reading_of("staging에는 푸시해도 됨, production엔 푸시 금지").checks
    assert reading_of("release 브랜치 빼고는 push 해도 됨").checks


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("빌드 폴더(dist) 커밋 X", add("dist/app.js"), add("src/app.js")),
        ("커밋에 이모지 쓰면 혼나요", commit("🐛 fix"), commit("fix")),
        ("브랜치 이름 대문자 쓰지 마", new_branch("Fix-Login"), new_branch("fix-login")),
        ("깃모지 좋아요, 커밋 앞에 붙여 주세요", commit("fix it"), commit("🐛 fix it")),
    ],
)
def test_chat_endings_and_marks(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_an_x_inside_a_rule_forbids_nothing():
    assert not reading_of("feature x 브랜치에서 작업해 주세요").forbids
    assert reading_of("dist 커밋 X").forbids


# ---------------------------------------------------------------- how the names code defines are written

PY_CAMEL = "```python\ndef applyCoupon(total, coupon):\n    return total - coupon\n```"
PY_SNAKE = "```python\ndef apply_coupon(total, coupon):\n    return total - coupon\n```"
JS_SNAKE = "```javascript\nconst user_total = items.length;\n```"
JS_CAMEL = "```javascript\nconst userTotal = items.length;\n```"


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("함수 이름은 snake_case로 해 주세요 (파이썬)", PY_CAMEL, PY_SNAKE),
        ("파이썬 함수명은 스네이크 케이스", PY_CAMEL, PY_SNAKE),
        ("JS 변수명은 camelCase로", JS_SNAKE, JS_CAMEL),
        ("function names in snake_case", PY_CAMEL, PY_SNAKE),
    ],
)
def test_a_naming_rule_on_the_names_code_defines(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_a_naming_rule_leaves_other_languages_and_one_word_names_alone(verdict):
    assert verdict("JS 변수명은 camelCase로", "```python\nuser_total = 1\n```").verdict is (
        Outcome.NOT_APPLICABLE
    )
    one_word = "```python\ndef total(items):\n    return sum(items)\n```"
    assert verdict("파이썬 함수명은 스네이크 케이스", one_word).verdict is Outcome.NOT_APPLICABLE
    dunder = "```python\nclass A:\n    def __init__(self):\n        self.user_id = 1\n```"
    assert verdict("파이썬 함수명은 스네이크 케이스", dunder).verdict is Outcome.NOT_APPLICABLE


def test_a_branch_naming_rule_stays_a_branch_one():
    assert reading_of("브랜치 이름은 snake_case로").checks[0].aspect == "branch_name"
    assert reading_of("함수 이름은 snake_case로").checks[0].aspect == "naming"


def test_a_naming_rule_in_words_and_json():
    from app.domain.compliance.reading import Reading
    from app.i18n import set_language
    from app.services.reading_words import reading_what

    reading = reading_of("함수 이름은 snake_case로")
    assert Reading.from_json(reading.to_json()) == reading
    set_language("en")
    assert reading_what(reading) == "how the names code defines are written"


# ---------------------------------------------------------------- a second sweep of our own wordings


def test_a_commit_allowed_beside_an_edit_refused_is_no_file_never_to_commit(verdict):
    words = "vendor 폴더는 커밋은 해도 되는데 수정은 하지 마"
    assert verdict(words, edit("vendor/a.go")).verdict is Outcome.VIOLATED
    assert verdict(words, add("vendor/a.go")).verdict is Outcome.NOT_APPLICABLE
    assert verdict(
        "vendor 폴더는 수정은 해도 되는데 커밋은 하지 마", add("vendor/a.go")
    ).verdict is (Outcome.VIOLATED)


@pytest.mark.parametrize("words", ["yarn 말고는 쓰지 마", "yarn 빼고는 금지"])
def test_the_one_tool_other_than_which_none_is_used(verdict, words):
    # read turned round before: yarn forbidden
    assert verdict(words, bash("npm install")).verdict is Outcome.VIOLATED
    assert verdict(words, bash("yarn add zod")).verdict is Outcome.FOLLOWED


def test_a_branch_spared_beside_a_protected_one(verdict):
    words = "hotfix 브랜치 말고는 main에 푸시 금지"
    assert verdict(words, push("hotfix/pay")).verdict is Outcome.FOLLOWED  # was violated
    assert verdict(words, push("main")).verdict is Outcome.VIOLATED


def test_branches_merged_are_not_folders():
    assert not any(
        type(c).__name__ == "PathRule"
        for c in reading_of("hotfix/* 말고는 main에 직접 머지하지 마").checks
    )
    assert not reading_of("docs/ 말고는 수정하지 마").checks[0].forbidden


def test_a_naming_style_beside_the_one_it_replaces(verdict):
    words = "camelCase 말고 snake_case로 함수 이름 지어"
    assert verdict(words, PY_CAMEL).verdict is Outcome.VIOLATED
    assert verdict(words, PY_SNAKE).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- a third sweep: memos and cute endings


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("force push는 안 됩니당", push("feat/a", "-f"), push("feat/a")),
        ("main에 푸시는 안 되여", push("main"), push("feat/a")),
        ("poetry 안 씀. uv 씀", bash("poetry add httpx"), bash("uv add httpx")),
        ("패키지 설치는 pnpm만", bash("npm install zod"), bash("pnpm add zod")),
    ],
)
def test_memo_and_cute_endings(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_technical_terms_named_in_another_language_leave_the_reply_language(verdict):
    words = "한국어로 답하되 기술 용어는 영어 그대로"
    assert verdict(words, EN).verdict is Outcome.VIOLATED
    assert verdict(words, KO).verdict is Outcome.FOLLOWED


def test_only_closing_a_rule_needs_a_name_before_it():
    assert not reading_of("이것만").checks
    assert reading_of("테스트는 pytest만").checks
