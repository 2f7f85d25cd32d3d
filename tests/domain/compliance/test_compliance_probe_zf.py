"""Wrong hook verdicts a user meets in the first week, found by driving the real hook (`mindkeep
hook prompt-submit`, `memory accept`/`memory add`, `memory show`, `mindkeep hook pre-tool` for
Claude Code, Codex and Gemini CLI) with 106 everyday rules in 11 languages and 230 calls (the
table is /work/team/scratch/probe-zf/probes.md; the counts in tests/data/compliance/README.md,
probe-zf). The classes mended here, each with its siblings (written for this file, each misread
on 3bbfb683) and its near misses (the same surface with nothing of the class, read the same
before and after), and one test through the real hook:

1. A package registry named as where a publish goes ("Never publish to npm yourself",
   "Veröffentliche niemals selbst auf npm", "不要自己发布到 npm", "Never push images to Docker Hub
   yourself"): read as the program refused whole, so `npm test`, `npm ci`, `docker build` were
   denied. Now the program's publishing command (`npm publish`, `docker push`,
   registry_publish.published_to); and `cargo publish` is one of cargo's subcommands, so "don't
   run cargo publish" no longer refuses `cargo test`.
2. One act refused on a code host's tools ("不要用 GitHub 工具合併 PR", "Don't merge PRs with the
   GitHub tools", "Не сливай PR через инструменты GitHub, я сам их ревьюю"): read as every tool of
   the host, so a read (`get_pull_request`, `list_pull_requests`) was denied. Now the merge tools
   (`merge_*`, service_acts.act_of).
3. A branch that only gets PRs ("main ne reçoit que des PR, les branches de fonctionnalité se
   poussent directement", "main only gets PRs", "main bekommt nur PRs", "main 只接受 PR"): beside a
   clause that pushes elsewhere it was read as the one branch pushes may land on — every feature
   push denied, main's let through. Now main takes no direct push (branch_means.only_requests,
   read_actions)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, bash
from tests.domain.compliance.test_compliance_probe_ze import _hook, _sh

V, F = Outcome.VIOLATED, Outcome.FOLLOWED


# ---------------------------------------------------------------- 1. publishing to a registry
# (rule, the publishing call refused, an everyday call of the same program that goes on)
PUBLISH = [
    ("Never publish to npm yourself.", "npm publish", "npm test"),
    ("Don't release anything to npm; CI does that.", "npm publish --tag next", "npm run build"),
    ("Veröffentliche niemals selbst auf npm.", "npm publish", "npm test"),
    ("Ne publie jamais sur npm toi-même.", "npm publish --access public", "npm ci"),
    ("Nunca publiques en npm por tu cuenta.", "npm publish", "npm install"),
    ("Non pubblicare mai su npm da solo.", "npm publish", "npm run lint"),
    ("Никогда не публикуй пакет в npm сам.", "npm publish", "npm test"),
    ("npm への公開は自分でしないでください。", "npm publish", "npm test"),
    ("不要自己发布到 npm。", "npm publish", "npm test"),
    ("不要自己發布套件到 npm。", "npm publish", "npm test"),
    ("لا تنشر إلى npm بنفسك أبداً.", "npm publish", "npm test"),
    ("Never push images to Docker Hub yourself.", "docker push acme/app:1.0", "docker build -t app ."),
    ("Don't upload crates to crates.io with cargo; I release them.", "cargo publish", "cargo test"),
    ("Never run cargo publish.", "cargo publish", "cargo test"),
    ("Don't publish to npm with pnpm.", "pnpm publish", "pnpm test"),
]  # fmt: skip
# near misses: the program refused whole, no publishing in its clause (read as before)
WHOLE = [
    ("Never run npm.", "npm test"),
    ("Don't use npm, publish with pnpm.", "npm test"),
    ("Don't use npm; we publish with pnpm.", "npm install"),
    ("Nutze kein npm, nimm pnpm.", "npm ci"),
    ("No uses docker, usa podman.", "docker build ."),
    ("npm は使わないで、pnpm を使って。", "npm install"),
]
# near misses: the publishing command named as before
COMMAND = [
    ("Never run npm publish yourself.", "npm publish", "npm test"),
    ("لا تنفذ npm publish أبداً.", "npm publish", "npm test"),
    ("Don't run docker push from here.", "docker push app", "docker build ."),
]


@pytest.mark.parametrize(("rule", "refused", "allowed"), PUBLISH + COMMAND)
def test_publishing_to_a_registry_refuses_the_publish_alone(verdict, rule, refused, allowed):
    assert verdict(rule, bash(refused)).verdict is V
    assert verdict(rule, bash(allowed)).verdict is not V


@pytest.mark.parametrize(("rule", "call"), WHOLE)
def test_a_program_refused_whole_reads_as_before(verdict, rule, call):
    assert verdict(rule, bash(call)).verdict is V


# ---------------------------------------------------------------- 2. one act on a code host's tools
def _gh(tool: str, **arguments):
    return (f"mcp__github__{tool}", {"owner": "acme", "repo": "shop", **arguments})


# (rule): a merge through the tools refused, a read through them and another write let go
MERGE_TOOLS = [
    "不要用 GitHub 工具合併 PR。",
    "不要用 GitHub 工具合并 PR。",
    "Don't merge PRs with the GitHub tools.",
    "Never merge pull requests through the GitHub tool; I review them first.",
    "Ne fusionne pas les PR avec l'outil GitHub, je les relis d'abord.",
    "Не сливай PR через инструменты GitHub, я сам их ревьюю.",
]
# near misses: a host's tools refused whole, no act named (read as before)
HOST_WHOLE = [
    ("Don't use the GitHub tools.", _gh("get_pull_request", pull_number=3)),
    ("Don't touch the GitHub tools.", _gh("get_pull_request", pull_number=3)),
    ("GitHub のツールは使わないで。", _gh("list_pull_requests")),
    ("Ne te sers pas des outils GitHub, je le fais à la main.", _gh("list_pull_requests")),
    ("GitHub 工具一个都别用。", _gh("get_file_contents", path="README.md")),
]


@pytest.mark.parametrize("rule", MERGE_TOOLS)
def test_a_merge_on_a_hosts_tools_refuses_the_merge_alone(verdict, rule):
    assert verdict(rule, _gh("merge_pull_request", pull_number=3)).verdict is V
    assert verdict(rule, _gh("get_pull_request", pull_number=3)).verdict is not V
    assert verdict(rule, _gh("list_pull_requests")).verdict is not V
    assert verdict(rule, _gh("create_issue", title="x")).verdict is not V


@pytest.mark.parametrize(("rule", "call"), HOST_WHOLE)
def test_a_hosts_tools_refused_whole_read_as_before(verdict, rule, call):
    assert verdict(rule, call).verdict is V


# ---------------------------------------------------------------- 3. a branch that only gets PRs
# (rule): main takes no direct push, a feature branch does
ONLY_PRS = [
    "main ne reçoit que des PR, les branches de fonctionnalité se poussent directement.",
    "main only gets PRs, feature branches get pushed directly.",
    "main accepts only pull requests; push your feature branches directly.",
    "main bekommt nur PRs, Feature-Branches pushst du direkt.",
    "main solo recibe PRs; las ramas feature se empujan directamente.",
    "main riceve solo PR, i branch feature si pushano direttamente.",
    "main принимает только PR, feature-ветки пушь напрямую.",
    "main 只接受 PR，功能分支直接推送就行。",
    "main takes PRs only — push the feature branches yourself.",
]
# near misses: an "only" of where (pushes land there alone), and PRs only towards a branch
ONLY_WHERE = [
    ("Only push to feature/* branches; main gets merged by me.", "feature/x"),
    ("Ne pousse que sur develop.", "develop"),
    ("Push nur auf develop, nie auf main.", "develop"),
]
PRS_TO = [
    "Send PRs only to develop; never push to main.",
    "Only open PRs against develop, never push to main.",
    "Ouvre les PR uniquement vers develop et ne pousse jamais sur main.",
]


@pytest.mark.parametrize("rule", ONLY_PRS)
def test_a_branch_that_only_gets_prs_takes_no_direct_push(verdict, rule):
    assert verdict(rule, bash("git push origin main")).verdict is V
    assert verdict(rule, bash("git push origin feature/pay")).verdict is not V
    assert verdict(rule, bash("git status")).verdict is not V


@pytest.mark.parametrize(("rule", "branch"), ONLY_WHERE)
def test_an_only_of_where_still_reads_as_before(verdict, rule, branch):
    assert verdict(rule, bash(f"git push origin {branch}")).verdict is not V
    assert verdict(rule, bash("git push origin main")).verdict is V


@pytest.mark.parametrize("rule", PRS_TO)
def test_prs_towards_a_branch_read_as_before(verdict, rule):
    assert verdict(rule, bash("git push origin main")).verdict is V


def test_the_probes_are_in_no_set():
    rules = [r for r, _a, _b in PUBLISH + COMMAND] + [
        r for r, _c in WHOLE + HOST_WHOLE + ONLY_WHERE
    ]
    rules += MERGE_TOOLS + ONLY_PRS + PRS_TO
    assert_probes_in_no_set([(r, None, None) for r in rules])


# ---------------------------------------------------------------- through the real hook
# (`_hook` runs `mindkeep hook pre-tool` over a temp data folder holding the rule; a deny must
# name the rule)
def test_npm_test_goes_beside_a_ban_on_publishing_to_npm(core, tmp_path):
    said = _hook(
        core,
        tmp_path,
        "Never publish to npm yourself.",
        [
            _sh("claude-code", "npm publish"),
            _sh("claude-code", "npm test"),
            _sh("gemini-cli", "npm ci"),
        ],
    )
    assert said == ["deny", "allow", "allow"]


def test_a_pr_read_goes_beside_a_ban_on_merging_with_github_tools(core, tmp_path):
    def gh(tool):
        payload = {"owner": "acme", "repo": "shop", "pull_number": 3}
        return "claude-code", {"tool_name": f"mcp__github__{tool}", "tool_input": payload}

    said = _hook(
        core,
        tmp_path,
        "不要用 GitHub 工具合併 PR。",
        [gh("merge_pull_request"), gh("get_pull_request")],
    )
    assert said == ["deny", "allow"]


def test_a_feature_push_goes_when_main_only_gets_prs(core, tmp_path):
    said = _hook(
        core,
        tmp_path,
        "main ne reçoit que des PR, les branches de fonctionnalité se poussent directement.",
        [
            _sh("claude-code", "git push origin main"),
            _sh("codex", ["bash", "-lc", "git push origin feature/login"]),
        ],
    )
    assert said == ["deny", "allow"]
