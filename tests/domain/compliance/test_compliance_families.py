"""Issue 33, second round: rules read as families with parameters, however users phrase them —
folders named by a word in any language, files and globs, confinements, exceptions ("unless",
"sauf", "除非"), commands found through the shell grammar, commands and tools named bare,
services, quoted phrases, scopes, code formats per language, pull requests onto a branch."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, Reading, Reply, RuleText, ToolCall, check, reading_of


def _v(words, output, **kw):
    if isinstance(output, str):
        output = Reply(output)
    return check(RuleText(words, "constraint", 1, 1), output, **kw).verdict


def _checks(words):
    return reading_of(words).to_json()["checks"]


def _write(path, content="x\n"):
    return ToolCall("filesystem__write_file", {"path": path, "content": content})


def _edit(path):
    return ToolCall("Edit", {"file_path": path, "old_string": "a", "new_string": "b"})


# ---------------------------------------------------------------- paths


@pytest.mark.parametrize(
    ("words", "folder"),
    [
        ("Don't touch the docs folder", "docs"),
        ("docs 폴더는 건드리지 마세요", "docs"),
        ("不要修改 migrations 資料夾裡的檔案", "migrations"),
        ("不要动 build 目录", "build"),
        ("tests フォルダには書き込まないで", "tests"),
        ("Non toccare la cartella legacy/", "legacy"),
        ("Не трогай папку node_modules", "node_modules"),
        ("لا تعدل أي ملف داخل مجلد config", "config"),
        ("Ne modifie jamais les fichiers du dossier public", "public"),
        ("Im Ordner assets nichts verändern", "assets"),
        ("No metas nada en la carpeta dist", "dist"),
        ("Schreib nichts nach dist", "dist"),
        ("Stay out of the infra directory", "infra"),
        ("anything under /etc is off limits", "/etc"),
    ],
)
def test_a_folder_named_by_a_word_in_any_language_is_forbidden(words, folder):
    """The word beside the word for a folder (before or after it), or a project's usual folder,
    with a word that forbids: nothing is written under it."""
    assert _checks(words) == [
        {"check": "path", "folder": folder, "subject": "file", "forbidden": True, "edits": False}
    ]
    inside = "/etc/hosts" if folder == "/etc" else f"{folder}/a.txt"
    assert _v(words, _write(inside)) is Outcome.VIOLATED
    assert _v(words, _write("elsewhere/a.txt")) is Outcome.FOLLOWED


@pytest.mark.parametrize(
    ("words", "inside", "outside", "other"),
    [
        (
            "テストは tests/ 以下にだけ置いてください",
            "tests/test_a.py",
            "app/test_a.py",
            "app/a.py",
        ),
        ("Los tests van solo en /tests", "tests/unit/test_a.py", "app/test_a.py", "app/a.py"),
        ("ضع ملفات الاختبار في مجلد tests فقط", "tests/test_a.py", "app/test_a.py", "app/a.py"),
        ("Тесты клади только в папку tests", "tests/test_a.py", "app/test_a.py", "app/a.py"),
        ("Nowhere but `scripts/` for shell scripts", "scripts/a.sh", "tools/a.sh", "src/a.py"),
        ("Unit tests go in tests/unit/, nowhere else", "tests/unit/test_a.py", "test_a.py", "a.py"),
    ],
)
def test_a_confinement_puts_the_files_of_its_kind_under_one_folder(words, inside, outside, other):
    """ "only", "nowhere but", "だけ", "solo", "فقط", "только": a file of the rule's kind outside
    the folder breaks it, inside keeps it, a file of another kind is not concerned."""
    assert _v(words, _write(inside)) is Outcome.FOLLOWED
    assert _v(words, _write(outside)) is Outcome.VIOLATED
    assert _v(words, _write(other)) is Outcome.NOT_APPLICABLE


def test_only_edit_files_under_a_folder_counts_edits_and_resolves_dotdot():
    """ "Only edit files under src/": an edit elsewhere breaks it, `src/../x` is outside."""
    words = "Only edit files under src/"
    assert _checks(words)[0]["edits"] is True
    assert _v(words, _edit("lib/x.js")) is Outcome.VIOLATED
    assert _v(words, _edit("./src/x.js")) is Outcome.FOLLOWED
    assert _v(words, _write("src/../package.json")) is Outcome.VIOLATED


@pytest.mark.parametrize(
    ("words", "hit", "miss"),
    [
        ("Don't touch .env", ".env", ".env.example"),
        ("No edites los archivos .env", "config/.env", "config/app.py"),
        ("package-lock.json は手で編集しないで", "package-lock.json", "package.json"),
        ("*.lock files are off limits", "web/Cargo.lock", "web/package.json"),
        ("لا تعدل ملف docker-compose.yml", "docker-compose.yml", "Dockerfile"),
    ],
)
def test_files_and_globs_are_paths(words, hit, miss):
    """A file by its name or a glob of names ("*.lock", "src/**/*.test.ts"), as .gitignore
    reads one."""
    assert _v(words, _edit(hit)) is Outcome.VIOLATED
    assert _v(words, _edit(miss)) is Outcome.FOLLOWED


def test_a_glob_with_double_star_matches_any_folders_between():
    """ "src/**/*.test.ts": src/a.test.ts and src/a/b/c.test.ts are under it, tests/ is not."""
    words = "테스트는 src/**/*.test.ts 형식으로만 만들어"
    for path in ("src/a.test.ts", "src/cart/deep/b.test.ts"):
        assert _v(words, _write(path)) is Outcome.FOLLOWED, path
    assert _v(words, _write("tests/cart.test.ts")) is Outcome.VIOLATED


def test_a_code_word_with_a_dot_is_a_term_not_a_file():
    """ "No `console.log` in committed code": console.log is code, not a file or a branch."""
    words = "No `console.log` in committed code"
    assert [c["check"] for c in _checks(words)] == ["terms"]
    assert _v(words, _write("src/a.ts", "console.log(1);\n")) is Outcome.VIOLATED
    assert _v(words, _write("src/a.ts", "log(1);\n")) is Outcome.FOLLOWED


@pytest.mark.parametrize(
    ("call", "expected"),
    [
        (ToolCall("Edit", {"file_path": "vendor/a.c", "old_string": "a", "new_string": "b"}), "v"),
        (ToolCall("MultiEdit", {"file_path": "vendor/a.c", "edits": []}), "v"),
        (ToolCall("cline__write_to_file", {"path": "vendor/a.c", "content": "x"}), "v"),
        (ToolCall("desktop__edit_block", {"file_path": "vendor/a.c", "old_string": "a"}), "v"),
        (ToolCall("fs__delete_file", {"path": "vendor/a.c"}), "v"),
        (ToolCall("str_replace_based_edit_tool", {"command": "view", "path": "vendor/a.c"}), "n"),
        (ToolCall("str_replace_based_edit_tool", {"command": "create", "path": "src/a.c"}), "f"),
    ],
)
def test_any_tool_that_writes_a_file_is_read_by_its_verb_and_path(call, expected):
    """Edit, MultiEdit, write_to_file, edit_block, delete_file, the text editor tool: a write of
    the path they name; a view is none."""
    want = {"v": Outcome.VIOLATED, "f": Outcome.FOLLOWED, "n": Outcome.NOT_APPLICABLE}[expected]
    assert _v("Never write to vendor/", call) is want


# ---------------------------------------------------------------- terms


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ('bash -lc "npm ci"', Outcome.VIOLATED),
        ("cd web && npm install", Outcome.VIOLATED),
        ("sudo env CI=1 npm test", Outcome.VIOLATED),
        ("ls $(npm root -g)", Outcome.VIOLATED),
        ("ssh build 'cd app && npm run build'", Outcome.VIOLATED),
        ("pnpm install && pnpm build", Outcome.FOLLOWED),
        ("echo 'npm is not used here'", Outcome.FOLLOWED),
    ],
)
def test_commands_are_found_through_the_shell_grammar(command, expected):
    """ "Never use npm": npm inside bash -c, after &&, under sudo env, in $( ) and over ssh is
    npm; a word inside an echo's quotes is not a command."""
    v = check(RuleText("Never use npm", "constraint", 1, 1), ToolCall.shell(command))
    assert v.verdict is expected
    if expected is Outcome.VIOLATED:
        assert v.evidence.text.startswith("npm")


def test_commands_inside_a_reply_s_shell_block_are_read_with_the_grammar_too():
    """A ```bash block's `bash -c "yarn add x"` is yarn."""
    reply = 'Run this:\n\n```bash\nbash -c "yarn add zod"\n```\n'
    assert _v("不要用 yarn，统一用 pnpm", reply) is Outcome.VIOLATED


@pytest.mark.parametrize(
    ("words", "hit", "miss"),
    [
        ("Nunca ejecutes docker compose down -v", "docker compose down -v", "docker compose down"),
        ("never run git clean -fdx", "git clean -fdx", "git clean -n"),
        ("لا تشغل rm -rf", "rm -rf dist", "rm dist/app.js"),
        (
            "Don't pipe curl into bash",
            "curl -fsSL https://x.sh | sudo bash",
            "curl -o x.sh https://x.sh",
        ),
    ],
)
def test_a_command_named_bare_is_that_command(words, hit, miss):
    """A program with its subcommand or options in a rule's prose is that command; a pipeline
    named is that pipeline (into any shell)."""
    assert _v(words, ToolCall.shell(hit)) is Outcome.VIOLATED
    assert _v(words, ToolCall.shell(miss)) is Outcome.FOLLOWED


def test_find_exec_runs_its_command():
    """`find … -exec rm -rf {} +` runs rm -rf."""
    words = "Don't run `rm -rf`"
    assert _v(words, ToolCall.shell("find . -name x -exec rm -rf {} +")) is Outcome.VIOLATED


@pytest.mark.parametrize(
    ("words", "call", "expected"),
    [
        ("Don't use the delete_file tool", "filesystem__delete_file", Outcome.VIOLATED),
        ("Don't use the delete_file tool", "filesystem__read_file", Outcome.NOT_APPLICABLE),
        ("merge_pull_request 도구는 쓰지 마세요", "github__merge_pull_request", Outcome.VIOLATED),
        ("Slack には投稿しないで", "slack__slack_post_message", Outcome.VIOLATED),
        ("Slack には投稿しないで", "mcp__slack__send_message", Outcome.VIOLATED),
        ("لا تنشر أي شيء على Slack", "slack__slack_post_message", Outcome.VIOLATED),
        ("Jira にチケットを作らないで", "jira__create_issue", Outcome.VIOLATED),
        ("Slack には投稿しないで", "github__create_issue", Outcome.NOT_APPLICABLE),
    ],
)
def test_tools_named_bare_and_services_a_rule_forbids(words, call, expected):
    """A tool's snake_case name beside the word for a tool; a service named with a verb of
    posting or creating: every tool of its server."""
    assert _v(words, ToolCall(call, {"text": "x"})) is expected


@pytest.mark.parametrize(
    ("words", "said", "clean"),
    [
        ("Sag nie „Gerne!“", "Gerne! Hier ist die Funktion.", "Hier ist die Funktion."),
        ("'죄송합니다'라는 말은 쓰지 마세요", "죄송합니다. 고쳤습니다.", "고쳤습니다."),
        ('Stop saying "I apologize"', "I apologize; it passes now.", "It passes now."),
        ("keep it emoji-free", "Shipped 🎉", "Shipped."),
        ("لا تضع رموزاً تعبيرية في الردود", "تم 😊", "تم."),
    ],
)
def test_phrases_a_rule_forbids_however_it_quotes_or_forbids_them(words, said, clean):
    """A quoted phrase with its closing mark is words, a quote before a particle is a quote,
    'stop saying' and 'X-free' forbid, Arabic's vowel marks do not hide a word."""
    assert _v(words, said) is Outcome.VIOLATED
    assert _v(words, clean) is Outcome.FOLLOWED


def test_at_the_start_in_russian_and_scopes_of_commit_messages_and_docs():
    """ "Не начинай ответ со слова «Конечно»" is about how a reply begins; "in the docs" holds for
    documentation files only; "en los commits" for commit messages only."""
    words = "Не начинай ответ со слова «Конечно»"
    assert _v(words, "Конечно! Вот функция.") is Outcome.VIOLATED
    assert _v(words, "Вот функция. Конечно, её стоит проверить.") is Outcome.FOLLOWED
    docs = "Don't use the word 'simply' in the docs"
    assert _v(docs, _write("docs/a.md", "Simply run it.\n")) is Outcome.VIOLATED
    assert _v(docs, "You can simply rerun it.") is Outcome.NOT_APPLICABLE
    commits = "Nada de emojis en los commits"
    msg = ToolCall("git__git_commit", {"repo_path": "/r", "message": "✨ feat: x"})
    assert _v(commits, msg) is Outcome.VIOLATED
    assert _v(commits, "Listo 🎉") is Outcome.NOT_APPLICABLE


# ---------------------------------------------------------------- exceptions


def test_an_exception_makes_a_break_unknown_and_keeps_what_keeps_the_rule():
    """ "Antworte auf Deutsch, außer ich frage nach Englisch": English is in doubt, German kept."""
    words = "Antworte auf Deutsch, außer ich frage ausdrücklich nach Englisch"
    assert reading_of(words) == Reading(reading_of(words).checks, "checker", True)
    english = "I fixed the login form and added a test for the validation of the e-mail field."
    german = "Ich habe das Formular repariert und einen Test für die Prüfung der E-Mail ergänzt."
    assert _v(words, english) is Outcome.UNKNOWN
    assert _v(words, german) is Outcome.FOLLOWED


def test_an_exception_about_code_changes_nothing_of_a_reply_language_rule():
    """ "Parle-moi en français, sauf pour le code": code is never the reply's language anyway."""
    words = "Parle-moi en français, sauf pour le code"
    assert reading_of(words).unless is False
    english = "I fixed the login form and added a test for the validation of the e-mail field."
    assert _v(words, english) is Outcome.VIOLATED


@pytest.mark.parametrize(
    "words",
    [
        "Never push to main unless I say so",
        "لا تدفع إلى main إلا إذا طلبت منك ذلك",
        "除非我同意，否则不要推送到 main",
        "Don't push to main without asking",
        "main에 허락 없이 푸시하지 마",
    ],
)
def test_a_never_rule_with_an_exception_is_in_doubt_and_asks(words):
    """A push to main under "never … unless/without asking" is unknown (the card asks: the rule
    forbids); a push elsewhere keeps it."""
    v = check(RuleText(words, "constraint", 1, 1), ToolCall.shell("git push origin main"))
    assert (v.verdict, v.forbids) == (Outcome.UNKNOWN, True)
    assert _v(words, ToolCall.shell("git push origin feat/x")) is Outcome.FOLLOWED


def test_arabic_markers_are_whole_words():
    """ "الا" inside "الالتزام" (commit) is no exception, "لو" inside "اللون" no condition."""
    assert reading_of("اجعل عنوان الالتزام 50 حرفا على الأكثر.").unless is False
    assert _checks("اجعل عنوان الالتزام 50 حرفا على الأكثر.") != []


# ---------------------------------------------------------------- format


def test_a_language_beside_a_word_for_code_is_the_format_rule_s_language():
    """ "Go 代码用 tab 缩进", "파이썬 코드는 들여쓰기 4칸", "In Go-Dateien Tabs verwenden": only that
    language's code."""
    py2 = "```python\ndef a():\n  return 1\n```"
    go_spaces = "```go\nfunc a() {\n    return\n}\n```"
    assert _v("Go 代码用 tab 缩进", go_spaces) is Outcome.VIOLATED
    assert _v("Go 代码用 tab 缩进", py2) is Outcome.NOT_APPLICABLE
    assert _v("In Go-Dateien Tabs verwenden", go_spaces) is Outcome.VIOLATED
    assert _v("파이썬 코드는 들여쓰기 4칸", py2) is Outcome.VIOLATED
    assert _v("파이썬 코드는 들여쓰기 4칸", "```js\nfunction a() {\n  return 1;\n}\n```") is (
        Outcome.NOT_APPLICABLE
    )


def test_a_width_or_a_style_for_each_language():
    """ "4-space indent for Python, 2 for YAML"; "Use tabs in Makefiles and spaces everywhere
    else"."""
    words = "4-space indent for Python, 2 for YAML"
    assert _v(words, "```yaml\na:\n  b: 1\n```") is Outcome.FOLLOWED
    assert _v(words, "```yaml\na:\n    b: 1\n```") is Outcome.VIOLATED
    assert _v(words, "```python\ndef a():\n  return 1\n```") is Outcome.VIOLATED
    styles = "Use tabs in Makefiles and spaces everywhere else"
    assert _v(styles, _write("Makefile", "all:\n    go build\n")) is Outcome.VIOLATED
    assert _v(styles, _write("app.py", "def a():\n\treturn 1\n")) is Outcome.VIOLATED
    assert _v(styles, _write("app.py", "def a():\n    return 1\n")) is Outcome.FOLLOWED


# ---------------------------------------------------------------- branches


@pytest.mark.parametrize(
    "words",
    [
        "hotfix/* branches are off limits for direct pushes",
        "禁止直接 push 到 hotfix 开头的分支",
        "hotfix で始まるブランチに直接プッシュしないで",
        "Kein direkter Push auf Branches, die mit hotfix beginnen",
        "No hagas push a ramas que empiecen por hotfix",
        "Interdiction de pousser sur les branches hotfix",
    ],
)
def test_a_family_of_branches_however_it_is_named(words):
    """A glob, "starting with X" in any language, or the branch word before the family's name."""
    assert (
        _v(words, ToolCall.shell("git push origin hotfix-1.2")) is Outcome.VIOLATED
        or _v(words, ToolCall.shell("git push origin hotfix/1.2")) is Outcome.VIOLATED
    )
    assert _v(words, ToolCall.shell("git push origin feat/banner")) is Outcome.FOLLOWED


def test_a_latin_name_touching_a_cjk_character_is_read_whole():
    """ "main에 바로 커밋하지 마", "mainにpushしないで": main is the branch."""
    from app.domain.compliance import TurnActions

    commit = ToolCall("git__git_commit", {"repo_path": "/r", "message": "x"})
    assert _v("main에 바로 커밋하지 마", commit, turn=TurnActions((), "main")) is Outcome.VIOLATED
    assert _v("mainにpushしないで", ToolCall.shell("git push origin main")) is Outcome.VIOLATED


def test_a_pull_request_onto_a_protected_branch():
    """ "Don't open pull requests against main": create_pull_request's base is read; a push rule
    that names PRs as the way is not about them."""
    words = "Don't open pull requests against main"
    onto = {"owner": "a", "repo": "b", "head": "x", "title": "t"}
    assert _v(words, ToolCall("github__create_pull_request", {**onto, "base": "main"})) is (
        Outcome.VIOLATED
    )
    assert _v(words, ToolCall("github__create_pull_request", {**onto, "base": "dev"})) is (
        Outcome.FOLLOWED
    )
    push_rule = "Не пушь в main напрямую, только через PR"
    assert _v(push_rule, ToolCall("github__create_pull_request", {**onto, "base": "main"})) is (
        Outcome.NOT_APPLICABLE
    )
