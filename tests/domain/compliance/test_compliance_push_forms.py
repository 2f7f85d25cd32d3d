"""Issue 30: the checker never guesses on a push — hundreds of forms built from git's refspec
grammar and the shell's (tests/domain/compliance/push_forms.py)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, Reply, RuleText, ToolCall, check
from tests.domain.compliance.push_forms import UNREADABLE, forms

RULE = RuleText("Never push to main.", "constraint", 1, 1)


def _verdict(command: str):
    return check(RULE, ToolCall("shell__run_command", {"command": command})).verdict


@pytest.fixture(scope="module")
def generated():
    """The generated lines and the checker's verdict on each."""
    return [(form, _verdict(form.command)) for form in forms()]


def test_the_corpus_is_large(generated):
    """At least 500 lines that write main, from every refspec and shell form."""
    assert sum(f.protected for f, _v in generated) >= 500


def test_no_push_to_a_protected_branch_reads_as_followed_or_not_applicable(generated):
    """Every line that writes main is `violated` or `unknown`: never a pass."""
    passed = [
        (f.command, v.value)
        for f, v in generated
        if f.protected and v in (Outcome.FOLLOWED, Outcome.NOT_APPLICABLE)
    ]
    assert passed == []


def test_pushes_elsewhere_are_never_said_to_break_it(generated):
    """A line that writes another branch, a tag, or deletes another branch is not `violated`."""
    wrong = [
        (f.command, v.value) for f, v in generated if not f.protected and v is Outcome.VIOLATED
    ]
    assert wrong == []
    assert any(v is Outcome.FOLLOWED for f, v in generated if not f.protected)


@pytest.mark.parametrize("command", UNREADABLE)
def test_a_form_nobody_can_resolve_is_unknown(command):
    """An alias, a dynamic word, a shell fed from a pipe, an unclosed quote: `unknown`."""
    assert _verdict(command) in (Outcome.UNKNOWN, Outcome.VIOLATED)
    assert _verdict(command) is not Outcome.FOLLOWED


@pytest.mark.parametrize(
    "command",
    [
        "git -C . push origin main",
        "git --no-pager push origin main",
        "(git push origin main)",
        'bash -c "git push origin main"',
        "git push origin HEAD:heads/main",
        "git push origin HEAD:refs/heads/main",
        "git push origin :main",
        "git push origin +main",
        "git -c alias.p=push p origin main",
        "git push origin main --force",
    ],
)
def test_the_forms_issue_30_names_are_violations(command):
    """The forms that read as `not_applicable` or `followed` before are violations now."""
    assert _verdict(command) is Outcome.VIOLATED


@pytest.mark.parametrize(
    "command",
    ["git push origin refs/heads/*:refs/heads/*", "git push --all origin", "git push --mirror"],
)
def test_pushes_of_every_branch_are_unknown(command):
    """A glob, --all, --mirror write whichever branches exist: not known, so `unknown`."""
    assert _verdict(command) is Outcome.UNKNOWN


def test_a_reply_that_shows_a_push_is_not_a_push():
    """Only a call is an action: a reply with the command is `not_applicable`."""
    assert check(RULE, Reply("Run `git push origin main`.")).verdict is Outcome.NOT_APPLICABLE
