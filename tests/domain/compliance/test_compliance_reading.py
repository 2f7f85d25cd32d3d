"""Issue 33 (Deliver 1): a rule's reading as a typed structure — the checker's reading of the
words, its JSON (one shape for the database, the CLI, MCP and the hooks), a reading the user
chose used instead of the words, and the hooks' entry point `check_action`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from app.domain.compliance import (
    Outcome,
    Reading,
    RuleText,
    ToolCall,
    check,
    check_action,
    reading_of,
)
from app.domain.errors import AppError

REPO = Path(__file__).resolve().parents[3]
WORDS = [
    "Never push to main or to any release/* branch.",
    "Always answer in French, no emoji.",
    "Use pnpm, not npm.",
    "Indent with 2 spaces in Python.",
    "Create a branch for every task.",
    "Keep commit subjects under 50 characters.",
    "Branch names start with feature/ and are kebab-case.",
    "New components go under src/components.",
    "Never force-push to main.",
    "Never write to vendor/.",
    "Be concise.",
]


@pytest.mark.parametrize("words", WORDS)
def test_a_reading_goes_to_json_and_back_unchanged(words):
    """Every family's reading survives its JSON: what is stored is what is checked."""
    reading = reading_of(words)
    data = reading.to_json()
    assert Reading.from_json(data) == reading
    assert Reading.from_json(data).to_json() == data


def test_a_rule_the_checker_cannot_read_has_an_empty_reading():
    """ "Be concise": no check; kept for the agent to read."""
    assert reading_of("Be concise.").checks == () and not reading_of("Be concise.").checkable


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"by": "someone", "checks": []},
        {"checks": [{"check": "rm -rf"}]},
        {"checks": [{"check": "protected_branch", "branches": [], "on": ["push"]}]},
        {"checks": [{"check": "protected_branch", "branches": ["main"], "on": ["deploy"]}]},
        {"checks": [{"check": "protected_branch", "branches": "main", "on": ["push"]}]},
        {"checks": [{"check": "reply_language", "lang": "German"}]},
        {"checks": [{"check": "reply_language", "lang": "de", "extra": 1}]},
        {"checks": [{"check": "path", "folder": "x" * 500, "subject": "file", "forbidden": False}]},
        {"checks": [{"check": "format", "aspect": "indent_width", "value": True, "langs": None}]},
        {"checks": [{"check": "terms", "forbidden": [{"text": "npm", "kind": "spell"}]}]},
    ],
)
def test_a_malformed_reading_is_refused_with_a_stable_code(data):
    """Anything but the documented shape is `invalid_input`, never a crash or a guess."""
    with pytest.raises(AppError) as caught:
        Reading.from_json(data)
    assert caught.value.code == "invalid_input"


def test_the_reading_the_user_chose_is_checked_instead_of_the_words():
    """The user widened "Never push to main" to release/* too: release/2.4 now breaks it."""
    push = ToolCall.shell("git push origin release/2.4")
    words = "Never push to main."
    assert check(RuleText(words), push).verdict is Outcome.FOLLOWED
    chosen = Reading.from_json(
        {
            "by": "user",
            "checks": [
                {"check": "protected_branch", "branches": ["main", "release/*"], "on": ["push"]}
            ],
        }
    )
    v = check(RuleText(words, reading=chosen), push)
    assert v.verdict is Outcome.VIOLATED and v.forbids
    unchecked = Reading((), "user")
    assert check(RuleText(words, reading=unchecked), push).verdict is Outcome.UNKNOWN


def test_check_action_takes_shell_commands_file_writes_and_tool_calls():
    """The hooks' one entry point: verdicts with evidence, "never" rules marked."""
    rules = [
        RuleText("Never push to main.", "constraint", 1, 1, reading_of("Never push to main.")),
        RuleText("Never write to vendor/.", "constraint", 2, 1),
        RuleText("Answer in French.", "preference", 3, 1),
    ]
    push, write = (
        ToolCall.shell("cd app && git push origin main"),
        ToolCall.file_write("vendor/lib.js", "x"),
    )
    by_push = check_action(rules, push)
    assert [v.verdict for v in by_push] == [
        Outcome.VIOLATED,
        Outcome.NOT_APPLICABLE,
        Outcome.NOT_APPLICABLE,
    ]
    assert by_push[0].evidence.to_json()["value"] == "main" and by_push[0].forbids
    assert check_action(rules, write)[1].verdict is Outcome.VIOLATED
    call = ToolCall("github__push_files", {"owner": "o", "repo": "r", "branch": "main"})
    assert check_action(rules, call)[0].verdict is Outcome.VIOLATED
    with pytest.raises(AppError):
        check_action(rules, "git push")  # type: ignore[arg-type]


def test_importing_the_entry_point_needs_only_the_standard_library_and_the_domain():
    """`import app.domain.compliance` loads nothing outside app.domain and the standard library,
    and compiles none of the rule reader's word tables until a rule's words are read."""
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import app.domain.compliance\n"
        "from app.domain.compliance import lexicon\n"
        "new = set(sys.modules) - before\n"
        "third = sorted(m for m in new if m.split('.')[0] not in sys.stdlib_module_names "
        "and m.split('.')[0] != 'app')\n"
        "apps = sorted(m for m in new if m.startswith('app.') and not m.startswith('app.domain'))\n"
        "tables = [v for v in vars(lexicon).values() if isinstance(v, lexicon.Lazy)]\n"
        "print(third, apps, sum(t._rx is not None for t in tables))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert out.stdout.split() == ["[]", "[]", "0"], out.stdout
