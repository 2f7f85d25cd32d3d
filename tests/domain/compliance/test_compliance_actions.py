"""The actions family on the real servers' calls: mcp-server-git, the reference filesystem
server, and the git servers that add git_push; shell commands read the same way."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome

REPO = "/work/app"


@pytest.mark.parametrize(
    ("call", "expected"),
    [
        (("git__git_push", {"path": REPO, "remote": "origin", "branch": "main"}), Outcome.VIOLATED),
        (("git__git_push", {"path": REPO, "branch": "feature/x"}), Outcome.FOLLOWED),
        (
            ("git__git_push", {"path": REPO, "branch": "feature/x", "remoteBranch": "main"}),
            Outcome.VIOLATED,
        ),
        (("shell__run_command", {"command": "git push origin main"}), Outcome.VIOLATED),
        (("shell__run_command", {"command": "git push origin HEAD:main"}), Outcome.VIOLATED),
        (("shell__run_command", {"command": "git push -u origin fix/readme"}), Outcome.FOLLOWED),
        (("git__git_push", {"path": REPO}), Outcome.UNKNOWN),
        (("git__git_commit", {"repo_path": REPO, "message": "Fix"}), Outcome.NOT_APPLICABLE),
    ],
)
def test_never_push_to_main(verdict, call, expected):
    """The push's destination from its arguments or refspec; with neither, unknown without a turn."""
    assert verdict("Never push to main.", call).verdict is expected


def test_a_push_without_a_branch_lands_on_the_branch_the_turn_checked_out(verdict, turn_of):
    """The turn's start and its checkouts say where a bare push goes."""
    push = ("git__git_push", {"path": REPO})
    v = verdict("Never push to main.", push, turn=turn_of(start="main"))
    assert v.verdict is Outcome.VIOLATED and (v.evidence.where, v.evidence.value) == (
        "turn",
        "main",
    )
    moved = turn_of(
        ("git__git_checkout", {"repo_path": REPO, "branch_name": "fix/a"}), start="main"
    )
    assert verdict("不要直接推送到 main 分支。", push, turn=moved).verdict is Outcome.FOLLOWED


def test_a_branch_for_every_task_with_mcp_server_git(verdict, turn_of):
    """git_create_branch only creates: the commit is followed only once git_checkout switched to it."""
    commit = ("git__git_commit", {"repo_path": REPO, "message": "Add login"})
    create = ("git__git_create_branch", {"repo_path": REPO, "branch_name": "feature/login"})
    checkout = ("git__git_checkout", {"repo_path": REPO, "branch_name": "feature/login"})
    rule = "Create a branch for every task."
    assert verdict(rule, commit, turn=turn_of()).verdict is Outcome.VIOLATED
    v = verdict(rule, commit, turn=turn_of(create, checkout, start="main"))
    assert v.verdict is Outcome.FOLLOWED and v.evidence.value == "feature/login"
    v = verdict(rule, commit, turn=turn_of(create, start="main"))
    assert (v.verdict, v.evidence.finding) == (Outcome.VIOLATED, "not_on_new_branch")
    assert verdict(rule, create, turn=turn_of()).verdict is Outcome.FOLLOWED
    assert verdict(rule, commit).verdict is Outcome.UNKNOWN  # no turn given
    assert verdict(rule, commit, turn=turn_of(start="feature/earlier")).verdict is Outcome.UNKNOWN
    write = ("fs__write_file", {"path": REPO + "/a.md", "content": "x"})
    assert verdict(rule, write, turn=turn_of()).verdict is Outcome.NOT_APPLICABLE


def test_branches_made_by_shell_or_checkout_with_create_count(verdict, turn_of):
    """`git checkout -b` in a shell call, or git_checkout(target, createBranch), makes and switches."""
    push = ("git__git_push", {"path": REPO})
    shell = turn_of(("shell__run_command", {"command": "git checkout -b fix/crash"}), start="main")
    assert (
        verdict("タスクごとにブランチを作ってください。", push, turn=shell).verdict
        is Outcome.FOLLOWED
    )
    made = turn_of(("git__git_checkout", {"path": REPO, "target": "feat/x", "createBranch": True}))
    assert (
        verdict("Crée une branche pour chaque tâche.", push, turn=made).verdict is Outcome.FOLLOWED
    )


@pytest.mark.parametrize(
    ("words", "message", "expected"),
    [
        ("Keep commit subjects under 50 characters.", "Fix login redirect", Outcome.FOLLOWED),
        ("Keep commit subjects under 50 characters.", "Fix " + "x" * 60, Outcome.VIOLATED),
        (
            "Keep commit subjects under 50 characters.",
            "Fix it\n\n" + "body " * 40,
            Outcome.FOLLOWED,
        ),
        ("Write commit messages in the imperative mood.", "Add search", Outcome.FOLLOWED),
        ("Write commit messages in the imperative mood.", "Added search", Outcome.VIOLATED),
        ("Write commit messages in the imperative mood.", "Fixes the crash", Outcome.VIOLATED),
        ("Write commit messages in the imperative mood.", "feat: add search", Outcome.FOLLOWED),
        ("Write commit messages in the imperative mood.", "WIP", Outcome.UNKNOWN),
        ("Use Conventional Commits.", "feat(auth): add login", Outcome.FOLLOWED),
        ("Use Conventional Commits.", "Add login", Outcome.VIOLATED),
        ("Start commit messages with feat: or fix:.", "fix: empty input", Outcome.FOLLOWED),
        ("Start commit messages with feat: or fix:.", "chore: deps", Outcome.VIOLATED),
        ("Write commit messages in English.", "Fix the login redirect", Outcome.FOLLOWED),
        ("提交信息用英文写。", "修复登录后的跳转问题", Outcome.VIOLATED),
        ("Don't end commit subjects with a period.", "Add login.", Outcome.VIOLATED),
    ],
)
def test_commit_subjects(verdict, words, message, expected):
    """git_commit's `message`: its first line's length, mood, prefix, final period, language."""
    assert (
        verdict(words, ("git__git_commit", {"repo_path": REPO, "message": message})).verdict
        is expected
    )


def test_a_commit_made_in_a_shell_call_is_read_too(verdict):
    """`git commit -m "…"` in a shell command is a commit with that message."""
    call = (
        "shell__run_command",
        {
            "command": 'git commit -m "Refactor the whole storage module to use the new session store"'
        },
    )
    v = verdict("Keep commit subjects under 50 characters.", call)
    assert v.verdict is Outcome.VIOLATED and v.evidence.value.startswith("Refactor the whole")


@pytest.mark.parametrize(
    ("words", "call", "expected"),
    [
        (
            "Branch names start with feature/.",
            ("git_create_branch", {"branch_name": "feature/a"}),
            Outcome.FOLLOWED,
        ),
        (
            "分支名以 feature/ 开头。",
            ("git_create_branch", {"branch_name": "fix-a"}),
            Outcome.VIOLATED,
        ),
        (
            "Use kebab-case for branch names.",
            ("git_create_branch", {"branch_name": "fix_a"}),
            Outcome.VIOLATED,
        ),
        (
            "Use kebab-case for branch names.",
            ("shell__bash", {"command": "git switch -c fix-a"}),
            Outcome.FOLLOWED,
        ),
        (
            "Branch names start with feature/.",
            ("git_commit", {"message": "x"}),
            Outcome.NOT_APPLICABLE,
        ),
    ],
)
def test_branch_names(verdict, words, call, expected):
    """The name of a branch being made, by any of the ways a call makes one."""
    assert verdict(words, call).verdict is expected


@pytest.mark.parametrize(
    ("call", "expected"),
    [
        (
            ("fs__write_file", {"path": REPO + "/src/components/Button.tsx", "content": "x"}),
            Outcome.FOLLOWED,
        ),
        (("fs__write_file", {"path": REPO + "/src/Button.tsx", "content": "x"}), Outcome.VIOLATED),
        (
            ("fs__move_file", {"source": "a", "destination": REPO + "/src/ui/Card.tsx"}),
            Outcome.VIOLATED,
        ),
        (
            ("fs__write_file", {"path": REPO + "/src/utils/format.ts", "content": "x"}),
            Outcome.NOT_APPLICABLE,
        ),
        (
            ("fs__edit_file", {"path": REPO + "/src/Header.tsx", "edits": []}),
            Outcome.NOT_APPLICABLE,
        ),
        (("fs__write_file", {"path": "components/Card.tsx", "content": "x"}), Outcome.UNKNOWN),
        (("fs__create_directory", {"path": REPO + "/src/widgets"}), Outcome.NOT_APPLICABLE),
    ],
)
def test_new_components_go_under_src_components(verdict, call, expected):
    """A new component file written elsewhere breaks it; other files and edits are not concerned."""
    assert verdict("新建组件放在 src/components 下。", call).verdict is expected


def test_a_forbidden_folder(verdict):
    """Nothing written or edited under a folder the rule forbids."""
    rule = "Never modify files in vendor/."
    bad = ("fs__edit_file", {"path": REPO + "/vendor/lib/x.js", "edits": []})
    v = verdict(rule, bad)
    assert v.verdict is Outcome.VIOLATED and (v.evidence.argument, v.evidence.value) == (
        "path",
        REPO + "/vendor/lib/x.js",
    )
    assert (
        verdict(rule, ("fs__edit_file", {"path": REPO + "/src/x.js", "edits": []})).verdict
        is Outcome.FOLLOWED
    )
    assert (
        verdict(
            "Schreibe nie nach /etc.", ("fs__write_file", {"path": "/etc/hosts", "content": ""})
        ).verdict
        is Outcome.VIOLATED
    )


def test_force_pushes(verdict):
    """A force push (flag, --force, --force-with-lease, +refspec) breaks "never force-push"."""
    rule = "Never force-push."
    assert verdict(rule, ("git_push", {"branch": "x", "force": True})).verdict is Outcome.VIOLATED
    assert (
        verdict(rule, ("shell__run_command", {"command": "git push origin +x"})).verdict
        is Outcome.VIOLATED
    )
    assert verdict(rule, ("git_push", {"branch": "x"})).verdict is Outcome.FOLLOWED
    shared = "Never force-push to shared branches."
    assert (
        verdict(shared, ("git_push", {"branch": "main", "force": True})).verdict is Outcome.VIOLATED
    )
    assert (
        verdict(shared, ("git_push", {"branch": "mine", "force": True})).verdict is Outcome.UNKNOWN
    )


def test_a_reply_is_never_an_action(verdict):
    """Advice in a reply ("run git push origin main") is not a push: action rules do not apply."""
    reply = "```bash\ngit push origin main\n```"
    assert verdict("Never push to main.", reply).verdict is Outcome.NOT_APPLICABLE


def test_force_with_lease_and_rules_naming_their_branches(verdict):
    """A rule about main alone is followed by a force push elsewhere; a rule that recommends
    --force-with-lease is followed by one, and broken by a plain --force."""
    assert (
        verdict(
            "Never force push to main.", ("git_push", {"branch": "feature/x", "force": True})
        ).verdict
        is Outcome.FOLLOWED
    )
    lease_rule = "Always push with --force-with-lease, never plain --force."
    lease = ("git_push", {"branch": "feature/x", "forceWithLease": True})
    assert verdict(lease_rule, lease).verdict is Outcome.FOLLOWED
    assert verdict("Never force-push.", lease).verdict is Outcome.VIOLATED
    plain = ("shell__run_command", {"command": "git push --force origin feature/x"})
    assert verdict(lease_rule, plain).verdict is Outcome.VIOLATED


def test_ticket_keys_and_colons_that_are_not_prefixes(verdict):
    """ "a Jira key like ABC-123" asks for a ticket key first; "Commit messages: …" names no prefix."""
    rule = "Prefix every commit with a Jira key like ABC-123."
    assert (
        verdict(rule, ("git_commit", {"message": "ABC-123 Fix login"})).verdict is Outcome.FOLLOWED
    )
    assert verdict(rule, ("git_commit", {"message": "Fix login"})).verdict is Outcome.VIOLATED
    both = "Commit messages: imperative mood, under 50 chars."
    assert verdict(both, ("git_commit", {"message": "Update docs"})).verdict is Outcome.FOLLOWED
    assert verdict(both, ("git_commit", {"message": "Updated docs"})).verdict is Outcome.VIOLATED
