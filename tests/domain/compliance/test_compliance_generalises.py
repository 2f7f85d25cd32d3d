"""Issue 33 (Deliver 2): the checker reads what its corpus did not teach it — branch patterns
and lists, paths as the file system resolves them, a rule naming a second language, pushes by any
tool that writes a branch, format rules for the language they name, emoji by Unicode's
properties and text emoticons — by the reading's families and parameters, not by wordings."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from app.domain.compliance import Outcome, Reply, RuleText, ToolCall, check, reading_of

REPO = Path(__file__).resolve().parents[3]


def _v(words, output, **kw):
    if isinstance(output, str):
        output = Reply(output)
    return check(RuleText(words, "constraint", 1, 1), output, **kw).verdict


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("git push origin release/2.4", Outcome.VIOLATED),
        ("git push origin HEAD:release/2.4/hotfix", Outcome.VIOLATED),
        ("git push origin main", Outcome.VIOLATED),
        ("git push origin feature/login", Outcome.FOLLOWED),
        ("git push origin releases-notes", Outcome.FOLLOWED),
        ("git push origin 'refs/heads/rel*:refs/heads/rel*'", Outcome.UNKNOWN),
    ],
)
def test_a_list_with_a_glob_protects_every_branch_it_names(command, expected):
    """ "Never push to main or to any release/* branch": release/2.4 is protected too."""
    words = "Never push to main or to any release/* branch."
    assert reading_of(words).to_json()["checks"][0]["branches"] == ["main", "release/*"]
    assert _v(words, ToolCall.shell(command)) is expected


@pytest.mark.parametrize(
    ("words", "branches"),
    [
        ("Do not push to release branches.", ["release", "release-*", "release/*"]),
        ("Never force-push to hotfix/ branches.", ["hotfix/*"]),
        ("Never push to `prod` or `qa`.", ["prod", "qa"]),
        ("不要推送到 main 或 release/* 分支。", ["main", "release/*"]),
    ],
)
def test_branch_families_prefixes_and_quoted_names(words, branches):
    """A family by its word, a prefix, quoted names: each read as the branches it covers."""
    assert reading_of(words).to_json()["checks"][0]["branches"] == branches


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("tests/unit/../integration/test_api.py", Outcome.VIOLATED),
        ("/work/app/tests/unit/../integration/test_api.py", Outcome.VIOLATED),
        ("./tests/unit/test_api.py", Outcome.FOLLOWED),
        ("/work/app/tests/unit/test_api.py", Outcome.FOLLOWED),
        ("tests/integration/test_api.py", Outcome.VIOLATED),
    ],
)
def test_paths_are_resolved_as_the_file_system_resolves_them(path, expected):
    """ "Unit tests go in tests/unit/, nowhere else": `..` and `./` are resolved first."""
    words = "Unit tests go in tests/unit/, nowhere else."
    assert _v(words, ToolCall.file_write(path, "def test_a():\n    pass\n")) is expected


@pytest.mark.parametrize(
    "words",
    [
        "Reply in German, even when I write to you in English.",
        "Even if I write in English, answer in German.",
        "Antworte auf Deutsch, auch wenn ich dir auf Englisch schreibe.",
        "Réponds en allemand, même si je t'écris en anglais.",
        "Responde en alemán aunque te escriba en inglés.",
        "Rispondi in tedesco anche se ti scrivo in inglese.",
        "Отвечай по-немецки, даже если я пишу по-английски.",
        "أجب بالألمانية حتى لو كتبت لك بالإنجليزية.",
        "即使我用英文写，也请用德语回答。",
        "英語で書いても、ドイツ語で答えてください。",
        "영어로 써도 독일어로 답해 주세요.",
    ],
)
def test_a_rule_naming_a_second_language_asks_for_the_first(words):
    """ "Even when I write in English" says when the rule holds, not what it asks: German."""
    checks = reading_of(words).to_json()["checks"]
    assert [(c["check"], c["lang"]) for c in checks] == [("reply_language", "de")]
    english = "I fixed the login form and added a test for the validation of the e-mail field."
    assert _v(words, english) is Outcome.VIOLATED


def test_languages_beyond_the_ui_ones_are_named_as_cldr_names_them():
    """ "Reply in Portuguese", "Antworte auf Portugiesisch", "用葡萄牙语回答": pt."""
    for words in ("Reply in Portuguese.", "Antworte immer auf Portugiesisch.", "用葡萄牙语回答。"):
        assert reading_of(words).to_json()["checks"][0]["lang"] == "pt"
    assert reading_of("Always reply in Urdu.").to_json()["checks"][0]["lang"] == "ur"


def test_a_language_rule_beside_a_forbidding_clause_keeps_its_language():
    """ "Always answer in French, no emoji": the "no" belongs to emoji, French is asked."""
    checks = reading_of("Always answer in French, no emoji.").to_json()["checks"]
    assert [c["check"] for c in checks] == ["reply_language", "terms"]
    assert checks[0]["lang"] == "fr"


@pytest.mark.parametrize(
    ("tool", "arguments", "expected"),
    [
        ("github__push_files", {"owner": "me", "repo": "app", "branch": "main", "files": []}, "v"),
        (
            "github__push_files",
            {"owner": "me", "repo": "app", "branch": "feat/x", "files": []},
            "f",
        ),
        (
            "github__create_or_update_file",
            {"owner": "me", "repo": "app", "path": "README.md", "content": "x", "branch": "main"},
            "v",
        ),
        ("github__create_or_update_file", {"owner": "me", "repo": "app", "path": "a.md"}, "u"),
        ("github__delete_file", {"owner": "me", "repo": "app", "path": "a", "branch": "main"}, "v"),
        ("gitlab__push_files", {"project_id": "7", "branch": "refs/heads/main"}, "v"),
        ("github__merge_pull_request", {"owner": "me", "repo": "app", "pullNumber": 3}, "u"),
        ("filesystem__write_file", {"path": "/work/app/main.py", "content": "x"}, "n"),
    ],
)
def test_any_tool_that_writes_a_branch_is_a_push(tool, arguments, expected):
    """A GitHub or GitLab server's push_files, create_or_update_file, delete_file write the
    branch they name (none named: the repository's default, unknown); a merge writes its base."""
    want = {"v": Outcome.VIOLATED, "f": Outcome.FOLLOWED, "u": Outcome.UNKNOWN}
    want["n"] = Outcome.NOT_APPLICABLE
    assert _v("Never push to main.", ToolCall(tool, arguments)) is want[expected]


def test_a_format_rule_holds_only_for_the_language_it_names():
    """ "Indent YAML with 2 spaces" says nothing of a Python block (4 spaces there are fine)."""
    python = "Here:\n```python\ndef f():\n    return 1\n```\n"
    yaml_bad = "Here:\n```yaml\njobs:\n    build: 1\n```\n"
    yaml_ok = "Here:\n```yml\njobs:\n  build: 1\n```\n"
    for words in ("Indent YAML with 2 spaces.", "YAMLは2スペースでインデントする。"):
        assert _v(words, python) is Outcome.NOT_APPLICABLE
        assert _v(words, yaml_bad) is Outcome.VIOLATED
        assert _v(words, yaml_ok) is Outcome.FOLLOWED


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Step 1️⃣ is done.", Outcome.VIOLATED),
        ("Step #️⃣ is done.", Outcome.VIOLATED),
        ("Shipped 🇫🇷 build.", Outcome.VIOLATED),
        ("Looks good ❤️ to me.", Outcome.VIOLATED),
        ("Done ✔ for now.", Outcome.VIOLATED),
        ("Great work :)", Outcome.VIOLATED),
        ("Nice ^_^ work.", Outcome.VIOLATED),
        ("Love it <3", Outcome.VIOLATED),
        ("Done ✓ for now, see the → arrow.", Outcome.FOLLOWED),
        ("Copyright © 2024, all fine.", Outcome.FOLLOWED),
        ("Step 1. is done (see item 8) below).", Outcome.FOLLOWED),
        ("The ratio is 3:2 and the URL is https://example.org/x.", Outcome.FOLLOWED),
        ('It printed "all good :)" and stopped.', Outcome.FOLLOWED),
        ("Write `:)` in the template.", Outcome.FOLLOWED),
    ],
)
def test_emoji_by_unicode_properties_and_emoticons(reply, expected):
    """Keycaps, flags, emoji with U+FE0F and text emoticons are emoji; ✓ → © are not; quoted
    and code text is not the agent's own."""
    assert _v("No emoji.", reply) is expected


@pytest.mark.parametrize("script", ["scripts/gen_emoji_data.py", "scripts/gen_language_names.py"])
def test_the_generated_tables_are_what_their_libraries_make(script):
    """emoji_data.py (emoji package) and language_names.py (Babel's CLDR) are up to date."""
    done = subprocess.run(
        [sys.executable, script, "--check"], cwd=REPO, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_rule_naming_a_tool_is_checked_on_the_call_s_tool():
    """ "Never call the `delete_file` tool": any server's delete_file breaks it."""
    words = "Never call the `delete_file` tool."
    assert _v(words, ToolCall("github__delete_file", {"owner": "o"})) is Outcome.VIOLATED
    assert _v(words, ToolCall("filesystem__delete_file", {"path": "a"})) is Outcome.VIOLATED
    assert _v(words, ToolCall("github__get_file_contents", {})) is not Outcome.VIOLATED
    assert _v(words, "I will not delete any file.") is Outcome.NOT_APPLICABLE
