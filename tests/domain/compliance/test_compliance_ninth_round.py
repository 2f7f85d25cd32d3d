"""Rules read by class, not by case (issue 33, ninth round, branch check-i): each class a first run
of dev33i showed, read in the ten languages it covers (and Korean for a pull request's title) —
an exception named beside a branch or a path (it is exempt, not more of the rule: the worst
misreading, a reading turned round); `--force-with-lease` counted in by a force-push rule; files
never to be committed, as the hooks see them (`git add`, `git commit -a`, git_add, a git host's
tool); a pull request's title (`gh pr create --title`, create_pull_request), a check family of its
own; a pull request's base from `gh pr create --base`; a short commit subject in another script.
Every sentence written for these tests, none from a data set; each test fails on d5e8620's
checker, and beside each probe stands a near miss that must keep its old reading."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.reading import Reading, reading_of


def bash(command: str):
    return ("Bash", {"command": command})


def push(branch: str, *flags: str):
    return bash(" ".join(["git", "push", *flags, "origin", branch]))


def edit(path: str):
    return ("Edit", {"file_path": path, "old_string": "a = 1", "new_string": "a = 2"})


def pull_request(title: str, base: str = "main"):
    args = {"owner": "acme", "repo": "web", "head": "feat/nav", "base": base, "title": title}
    return ("github__create_pull_request", args)


def git_add(*files: str):
    return ("git__git_add", {"repo_path": "/srv/web", "files": list(files)})


def commit(message: str):
    return ("git__git_commit", {"repo_path": "/srv/web", "message": message})


# ---------------------------------------------------------------- exceptions beside branches


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        # the exception is a branch under the pattern the rule protects
        ("Don't push to any release/* branch other than release/candidate.", "release/7", "release/candidate"),
        ("Keine Pushes auf release/*, ausgenommen release/lts.", "release/3.2", "release/lts"),
        ("Нельзя пушить в ветки release/*, за исключением release/beta", "release/9", "release/beta"),
        ("لا تدفع إلى فروع release/* باستثناء release/beta", "release/9", "release/beta"),
        ("release/next を除いて release/* には push しないこと", "release/2", "release/next"),
        # the exception names where a push may come from: those branches are not protected
        ("Ne fais jamais de push sur develop, sauf depuis les branches support/*", "develop", "support/v2"),
        ("Non pushare su staging, eccetto dai rami hotfix/*", "staging", "hotfix/cart"),
        ("No hagas push a main excepto desde ramas hotfix/*", "main", "hotfix/pago"),
        # every branch named is the exception: pushes land only there
        ("除了 docs/* 分支以外，其他分支一律不许推送", "main", "docs/intro"),
        ("docs/* 以外のブランチに push してはいけません", "develop", "docs/intro"),
        # an exception in brackets opens at the bracket, not at the clause's start
        ("release/* への push は禁止（release/next は除く）", "release/3", "release/next"),
    ],
)  # fmt: skip
def test_an_exception_beside_a_branch_is_exempt_not_protected(verdict, words, broken, kept):
    assert verdict(words, push(broken)).verdict is Outcome.VIOLATED
    assert verdict(words, push(kept)).verdict is Outcome.FOLLOWED


def test_a_rule_without_exception_keeps_every_branch_it_names(verdict):
    # near misses: no exception word, or the exception is no branch (a pull request)
    assert (
        verdict("Never push to main or release/*.", push("release/2")).verdict is Outcome.VIOLATED
    )
    words = "Pushe nie auf main, außer über einen Merge Request."
    tool = ("github__push_files", {"owner": "a", "repo": "b", "branch": "main", "files": []})
    assert verdict(words, tool).verdict is Outcome.VIOLATED
    assert verdict(words, push("feat/x")).verdict is Outcome.FOLLOWED
    only = reading_of("Only push to feature/* branches").to_json()["checks"][0]
    assert only["only"] is True and only["branches"] == ["feature/*"]


# ---------------------------------------------------------------- exceptions beside paths


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("Don't edit anything in generated/, except generated/README.md", "generated/api.ts", "generated/README.md"),
        ("Ne touche à rien dans third_party/, hormis third_party/NOTICE", "third_party/zlib/inflate.c", "third_party/NOTICE"),
        ("不要修改 static/ 目录，static/robots.txt 除外", "static/app.css", "static/robots.txt"),
        ("Не меняй ничего в infra/, кроме infra/README.md", "infra/main.tf", "infra/README.md"),
    ],
)  # fmt: skip
def test_a_path_named_as_the_exception_is_kept_and_the_folder_forbidden(
    verdict, words, broken, kept
):
    assert verdict(words, edit(broken)).verdict is Outcome.VIOLATED
    assert verdict(words, edit(kept)).verdict is Outcome.FOLLOWED
    # a file elsewhere is no concern of the rule (it was read as "only the README" before)
    assert verdict(words, edit("src/app.py")).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- --force-with-lease counted in


@pytest.mark.parametrize(
    "words",
    [
        "No force pushes, and that includes --force-with-lease.",
        "Interdit de forcer un push, --force-with-lease y compris.",
        "Niente force push, neanche con --force-with-lease.",
        "Nada de push forzado, tampoco con --force-with-lease.",
        "Никаких принудительных пушей, даже с --force-with-lease.",
    ],
)
def test_a_lease_counted_in_is_forbidden(verdict, words):
    lease = push("feat/x", "--force-with-lease")
    assert verdict(words, lease).verdict is Outcome.VIOLATED
    assert verdict(words, push("feat/x")).verdict is Outcome.FOLLOWED


def test_a_lease_the_rule_recommends_stays_allowed(verdict):
    # near miss: the lease named as the way to do it
    words = "Don't force push; use --force-with-lease instead."
    assert verdict(words, push("feat/x", "--force-with-lease")).verdict is Outcome.FOLLOWED
    assert verdict(words, push("feat/x", "--force")).verdict is Outcome.VIOLATED
    # an "also" that allows it is no "also" that counts it in
    for allowed in (
        "No force push; --force-with-lease is also fine",
        "强制推送不行，--force-with-lease 也可以",
        "Kein Force-Push; --force-with-lease ist auch okay",
    ):
        lease = push("feat/x", "--force-with-lease")
        assert verdict(allowed, lease).verdict is Outcome.FOLLOWED, allowed
    # and the same rule with the lease counted in is the other reading
    words = "Don't force push, not even with --force-with-lease."
    assert verdict(words, push("feat/x", "--force-with-lease")).verdict is Outcome.VIOLATED


# ---------------------------------------------------------------- files never committed


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("Never commit the .env.local file", ".env.local", "app.py"),
        ("Не коммить папку build/", "build/app.js", "src/app.js"),
        ("Nunca incluyas archivos *.sqlite en un commit", "data/dev.sqlite", "data/schema.sql"),
        ("絶対に .env をコミットしないでください", "api/.env", "api/main.go"),
        ("不要提交 coverage 目录", "coverage/index.html", "src/index.ts"),
        ("Ne committe jamais les fichiers *.log", "logs/app.log", "app/logger.py"),
        ("لا تضف ملفات *.pem إلى أي commit", "certs/dev.pem", "certs/README.md"),
        # kept out of commits, checked in: the same prohibition without a word of negation
        ("Keep .env.production out of commits", ".env.production", "app.py"),
        ("Never check in secrets.json", "config/secrets.json", "config/app.json"),
    ],
)
def test_files_never_committed(verdict, words, broken, kept):
    assert verdict(words, bash(f"git add {broken} && git commit -m 'wip'")).verdict is (
        Outcome.VIOLATED
    )
    assert verdict(words, git_add(broken)).verdict is Outcome.VIOLATED
    assert verdict(words, bash(f"git add {kept} && git commit -m 'wip'")).verdict is (
        Outcome.FOLLOWED
    )
    # what the call commits is not in it: unknown, never a guess
    assert verdict(words, bash("git add -A && git commit -m wip")).verdict is Outcome.UNKNOWN
    assert verdict(words, bash("git commit -am wip")).verdict is Outcome.UNKNOWN
    # writing the file is not committing it; a reply does nothing
    assert verdict(words, ("Write", {"file_path": broken, "content": "x"})).verdict is (
        Outcome.NOT_APPLICABLE
    )


def test_a_git_hosts_tool_commits_the_files_it_writes(verdict):
    words = "Never commit .env files."
    files = [{"path": "deploy/.env", "content": "KEY=1"}]
    tool = ("github__push_files", {"owner": "a", "repo": "b", "branch": "feat/x", "files": files})
    assert verdict(words, tool).verdict is Outcome.VIOLATED
    # near miss: a branch is not a folder ("commit to release/*", "commit on main")
    assert reading_of("Never commit to release/*").to_json()["checks"][0]["check"] == (
        "protected_branch"
    )
    assert reading_of("Don't commit directly on main").to_json()["checks"][0]["check"] == (
        "protected_branch"
    )


# ---------------------------------------------------------------- a pull request's title


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("Pull request titles must begin with a Jira key such as WEB-101", "Fix nav", "WEB-7 Fix nav"),
        ("PR-Titel immer mit feat: oder fix: beginnen", "Add menu", "feat: add menu"),
        ("PR 标题不要超过 40 个字符", "Rework the whole navigation bar and its dropdown menus", "Rework nav"),
        ("PR のタイトルは Conventional Commits 形式で", "Menu fix", "fix(nav): close menu on blur"),
        ("PR 제목은 영어로 써 주세요", "메뉴가 닫히지 않는 문제 수정", "Close the menu when it loses focus"),
        ("Los títulos de las PR deben empezar por el número de ticket, p. ej. WEB-12", "Arregla el menú", "WEB-12 Arregla el menú"),
        ("Il titolo di ogni PR è in inglese", "Chiudi il menu di navigazione quando la pagina perde il focus della tastiera", "Close the menu when it loses focus"),
        ("Название PR начинай с номера задачи, например WEB-5", "Починить меню", "WEB-5 Починить меню"),
        ("عنوان طلب الدمج يكون بالإنجليزية", "إصلاح القائمة", "Fix the menu"),
        ("Les titres des PR commencent par le ticket, ex. WEB-3", "Corrige le menu", "WEB-3 Corrige le menu"),
        ("PR 標題開頭要寫工單號，例如 WEB-8", "修正選單", "WEB-8 修正選單"),
    ],
)  # fmt: skip
def test_a_pull_request_title_is_read_and_checked(verdict, words, broken, kept):
    assert reading_of(words).to_json()["checks"][0]["check"] == "pr_title"
    assert verdict(words, pull_request(broken)).verdict is Outcome.VIOLATED
    assert verdict(words, pull_request(kept)).verdict is Outcome.FOLLOWED
    gh = f"gh pr create --base main --title {kept!r} --body 'See the ticket.'"
    assert verdict(words, bash(gh)).verdict is Outcome.FOLLOWED
    # the title comes from elsewhere (--fill): unknown; a push is no pull request
    assert verdict(words, bash("gh pr create --fill")).verdict is Outcome.UNKNOWN
    assert verdict(words, push("feat/nav")).verdict is Outcome.NOT_APPLICABLE
    assert verdict(words, "Done: the menu closes now.").verdict is Outcome.NOT_APPLICABLE


def test_commit_and_request_rules_keep_their_readings(verdict):
    # near misses: a commit subject's rule is the commit's, a base branch the request's
    assert (
        reading_of("Commit subjects start with the ticket number, e.g. WEB-1").to_json()["checks"][
            0
        ]["check"]
        == "commit"
    )
    words = "PRs only against develop"
    assert verdict(words, bash("gh pr create --base main --title x")).verdict is Outcome.VIOLATED
    assert verdict(words, bash("gh pr create --base develop -t x")).verdict is Outcome.FOLLOWED
    assert verdict(words, bash("gh pr create --title x")).verdict is Outcome.UNKNOWN
    words = "N'ouvre jamais de PR que vers develop, et jamais vers main."
    assert verdict(words, pull_request("x", base="develop")).verdict is Outcome.FOLLOWED
    assert verdict(words, pull_request("x", base="main")).verdict is Outcome.VIOLATED


def test_a_title_reading_round_trips_and_is_said(verdict):
    from app.services.reading_words import reading_words

    reading = reading_of("PR titles start with the ticket number, like WEB-1")
    assert Reading.from_json(reading.to_json()) == reading
    assert "pull request titles" in reading_words(reading)
    for words in ("No pushes to release/* other than release/rc", "Never commit *.pem files"):
        again = reading_of(words)
        assert Reading.from_json(again.to_json()) == again
    assert "except release/rc" in reading_words(
        reading_of("No pushes to release/* other than release/rc")
    )
    assert "committed" in reading_words(reading_of("Never commit *.pem files"))


# ---------------------------------------------------------------- a short subject's language


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("Commit messages in English", "Исправить вход", "Fix login"),
        ("Commit-Nachrichten bitte auf Englisch", "إصلاح الدخول", "Fix login"),
        ("コミットメッセージは英語で", "登录修复", "Fix login"),
    ],
)
def test_a_short_subject_in_another_script_is_another_language(verdict, words, broken, kept):
    assert verdict(words, commit(broken)).verdict is Outcome.VIOLATED
    assert verdict(words, commit(kept)).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- a line limit for one language

LONG_LINE = (
    "total = sum(order.amount for order in orders if order.paid and not order.refunded_in_full)\n"
)


@pytest.mark.parametrize(
    "words",
    [
        "Go lines stay under 80 characters",
        "Python: 80 columns max",
        "Max line length for Python: 80",
        "Longitud máxima de línea en Python: 80",
        "Lunghezza massima delle righe Python: 80",
        "Макс. длина строки в Python — 80",
        "الحد الأقصى لطول السطر في Python هو 80",
        "Python の行の長さは 80 まで",
    ],
)
def test_a_line_limit_named_for_one_language(verdict, words):
    lang = "go" if words.startswith("Go") else "python"
    other = "python" if lang == "go" else "go"
    line = LONG_LINE if lang == "python" else "\tfmt.Println(" + "x" * 90 + ")\n"
    assert verdict(words, f"```{lang}\n{line}```").verdict is Outcome.VIOLATED
    assert verdict(words, f"```{lang}\nx = 1\n```").verdict is Outcome.FOLLOWED
    # another language's long line is no concern of the rule
    assert verdict(words, f"```{other}\n{line}```").verdict is Outcome.NOT_APPLICABLE
    # near misses: "less lines" names no language; a file's length in lines is no line's
    assert not reading_of("Write less lines of code").checks
    assert not reading_of("Keep the README under 100 lines").checks


def test_gh_pr_merge_writes_a_base_the_call_does_not_name(verdict):
    assert verdict("Never push to main", bash("gh pr merge 12 --squash")).verdict is (
        Outcome.UNKNOWN
    )
    # near miss: looking at a request writes nothing
    assert verdict("Never push to main", bash("gh pr view 12")).verdict is Outcome.NOT_APPLICABLE


# ---------------------------------------------------------------- the user's own language named

ENGLISH = (
    "The cache is cleared on every deploy, so the first request after a release is slower; "
    "warm it in the deploy script before you switch the traffic over."
)
ASKED = {
    "de": "Der Cache wird bei jedem Deployment geleert, deshalb ist die erste Anfrage nach einem "
    "Release langsamer; wärme ihn im Deploy-Skript vor, bevor du den Verkehr umschaltest.",
    "ru": "Кэш очищается при каждом развёртывании, поэтому первый запрос после релиза медленнее; "
    "прогрейте его в скрипте развёртывания, прежде чем переключать трафик.",
    "ar": "يُمسح الكاش في كل عملية نشر، لذلك يكون أول طلب بعد الإصدار أبطأ؛ قم بتسخينه في سكربت "
    "النشر قبل تحويل حركة المرور.",
    "zh": "每次部署都会清空缓存，所以发布后的第一个请求比较慢；请在部署脚本里先预热缓存，再切换流量。",
    "ja": "デプロイのたびにキャッシュが消えるので、リリース直後の最初のリクエストは遅くなります。"
    "トラフィックを切り替える前に、デプロイスクリプトでキャッシュを温めてください。",
    "fr": "Le cache est vidé à chaque déploiement, donc la première requête après une version est "
    "plus lente ; préchauffe-le dans le script de déploiement avant de basculer le trafic.",
}


@pytest.mark.parametrize(
    ("words", "lang"),
    [
        ("Ich schreibe dir oft auf Englisch, antworte trotzdem immer auf Deutsch", "de"),
        ("Я часто пишу по-английски, но отвечай мне по-русски", "ru"),
        ("حتى لو كتبت لك بالإنجليزية، أجبني بالعربية", "ar"),
        ("我用英文提问的时候，也请用中文回复", "zh"),
        ("英語で質問しても日本語で返事してください", "ja"),
        ("Je t'écris souvent en anglais, mais réponds en français", "fr"),
    ],
)
def test_the_language_the_user_writes_in_is_not_the_one_asked(verdict, words, lang):
    assert verdict(words, ENGLISH).verdict is Outcome.VIOLATED
    assert verdict(words, ASKED[lang]).verdict is Outcome.FOLLOWED
    # near miss: a rule that holds only when the user writes so is conditional (no reading)
    assert not reading_of("When I write in English, reply in English").checks


# ---------------------------------------------------------------- an exception to "only" and to a file


def test_an_exception_to_only_is_barred(verdict):
    words = "Push only to feature/* branches, except feature/legacy"
    assert verdict(words, push("feature/legacy")).verdict is Outcome.VIOLATED
    assert verdict(words, push("feature/search")).verdict is Outcome.FOLLOWED
    assert verdict(words, push("main")).verdict is Outcome.VIOLATED
    words = "Only edit files under src/, except src/generated/"
    assert verdict(words, edit("src/generated/api.ts")).verdict is Outcome.VIOLATED
    assert verdict(words, edit("src/api.ts")).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    "words",
    ["Never commit .env, except .env.example", "Ne committe jamais .env, sauf .env.example"],
)
def test_a_file_named_as_the_exception_may_be_committed(verdict, words):
    assert verdict(words, bash("git add .env.example && git commit -m x")).verdict is (
        Outcome.FOLLOWED
    )
    assert verdict(words, bash("git add .env && git commit -m x")).verdict is Outcome.VIOLATED


def test_a_chinese_exception_closes_at_its_pair(verdict):
    # "除了 X 以外" is the exception, not the whole sentence: the rest says what is allowed
    words = "除了 main 以外的分支都可以推送"
    assert verdict(words, push("main")).verdict is Outcome.VIOLATED
    assert verdict(words, push("feat/a")).verdict is Outcome.FOLLOWED


# ---------------------------------------------------------------- "don't forget to …" asks


@pytest.mark.parametrize(
    ("words", "lang"),
    [
        ("Don't forget to answer in German", "de"),
        ("N'oublie pas de répondre en français", "fr"),
        ("No olvides contestar en español", "es"),
        ("Non dimenticare di rispondere in italiano", "it"),
        ("Не забывай отвечать по-русски", "ru"),
        ("لا تنس أن ترد بالعربية", "ar"),
        ("别忘了用中文回答", "zh"),
        ("日本語で答えるのを忘れないで", "ja"),
        ("한국어로 대답하는 거 잊지 마세요", "ko"),
    ],
)
def test_a_negated_verb_of_forgetting_asks_it_does_not_forbid(words, lang):
    # a reading turned round before: "don't forget to answer in X" read as "never answer in X"
    check = reading_of(words).to_json()["checks"][0]
    assert check["check"] == "reply_language" and check["lang"] == lang
    assert not check.get("forbidden")


def test_forgetting_in_the_actions_family(verdict):
    assert not reading_of("Don't forget to push to develop").checks  # no longer "never"
    words = "Don't forget to commit package-lock.json"
    assert verdict(words, git_add("package-lock.json")).verdict is not Outcome.VIOLATED
    # near misses: a never-commit rule forbids what it forbids, not what it asks for or runs
    words = "Always commit package-lock.json, never yarn.lock"
    assert verdict(words, git_add("yarn.lock")).verdict is Outcome.VIOLATED
    assert verdict(words, git_add("package-lock.json")).verdict is Outcome.FOLLOWED
    assert not reading_of("Never commit without running the tests in tests/").checks
    assert verdict("Never commit .env", git_add(".env")).verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    "words",
    [
        "Don't hesitate to push to develop",
        "N'hésite pas à pousser sur develop",
        "Zögere nicht, auf develop zu pushen",
        "No dudes en hacer push a develop",
        "Non esitare a fare push su develop",
        "Не стесняйся пушить в develop",
        "لا تتردد في الدفع إلى develop",
        "不要犹豫，直接推送到 develop",
        "Pushing to develop is not a problem",
        "No need to ask before you push to develop",
    ],
)
def test_a_negation_that_permits_forbids_nothing(verdict, words):
    # a reading turned round before: a permission read as "never push to develop"
    assert verdict(words, push("develop")).verdict is not Outcome.VIOLATED
    # near miss: the prohibition beside it is still read
    both = words + ". Never push to main."
    assert verdict(both, push("main")).verdict is Outcome.VIOLATED
