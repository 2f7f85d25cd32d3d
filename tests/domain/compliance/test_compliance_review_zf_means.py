"""Review-zf's finding on the thirty-second round's narrowed readings (probe-zf): each narrowing
took one word of the rule for the whole rule and lost the rest of it — bans let through. Mended
each as a class, with the reviewer's messages, near misses of this file's own (each misread on
the merge, fin32) and siblings that keep the narrowing (read the same before and after):

1. branch_means.only_requests (read_actions): a branch that only gets PRs beside a "push only to
   X" ("Push only to feature/* branches; main only gets PRs", "只往 feature 分支推，main 只接受
   PR。"): the PR clause's early return dropped the "only to X" — a push to develop went on. Now
   both hold: main takes no direct push, and pushes land on X alone.
2. registry_publish.published_to: one publishing verb anywhere in the clause narrowed the whole
   program to its publish ("Don't use docker to build or push images" → `docker build` let go).
   Now publishing must be the one act: joined to another ("build or push", "installing or
   publishing", "构建或推送") the program stays refused whole, as at the start.
3. service_acts.act_of: one merge word narrowed the host's tools to `merge_*` and other acts of
   the rule were lost ("Don't use the GitHub tools to review or merge PRs" → a review let go).
   Now another act beside the merge, or refused again with the tools in another clause ("…; and
   don't create issues with them either"), keeps the host's every tool refused, as at the start."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, bash
from tests.domain.compliance.test_compliance_probe_ze import _hook, _sh

V = Outcome.VIOLATED


def _push(branch: str):
    return bash(f"git push origin {branch}")


# ---------------------------------------------------------------- 1. "only gets PRs" beside "push only to"
# (rule, the branch pushes may land on): main and any other branch refused, that one allowed
BOTH_ONLY = [
    # the reviewer's
    ("只往 feature 分支推，main 只接受 PR。", "feature"),
    ("Push nur auf feature-Branches, main bekommt nur PRs.", "feature/a"),
    ("Push only to feature/* branches; main only gets PRs.", "feature/a"),
    ("Haz push solo a ramas feature/*; main solo recibe PRs.", "feature/a"),
    # this file's own
    ("Ne pousse que sur les branches feature/*, main ne reçoit que des PR.", "feature/a"),
    ("Pusha solo sui branch feature/*, main riceve solo PR.", "feature/a"),
    ("Пушь только в feature/*, main принимает только PR.", "feature/a"),
    ("Only push to feature/* branches — main takes PRs only.", "feature/a"),
    ("Push only to develop; main only accepts pull requests.", "develop"),
    ("只推送到 develop 分支，main 只接受 PR。", "develop"),
]
# siblings: the PR clause beside a push allowed elsewhere, no "only" of where (read as before)
PRS_ALONE = [
    "main only takes PRs; feature branches can be pushed directly.",
    "main ne reçoit que des PR ; pousse librement sur les branches feature.",
]


@pytest.mark.parametrize(("rule", "allowed"), BOTH_ONLY)
def test_only_prs_and_push_only_to_both_hold(verdict, rule, allowed):
    assert verdict(rule, _push("main")).verdict is V
    assert verdict(rule, _push(allowed)).verdict is not V
    other = "release/2" if allowed == "develop" else "develop"
    assert verdict(rule, _push(other)).verdict is V


@pytest.mark.parametrize("rule", PRS_ALONE)
def test_only_prs_alone_still_lets_other_pushes_go(verdict, rule):
    assert verdict(rule, _push("main")).verdict is V
    assert verdict(rule, _push("develop")).verdict is not V
    assert verdict(rule, _push("feature/a")).verdict is not V


def test_a_push_to_develop_is_denied_by_the_hook_beside_push_only_to_feature(core, tmp_path):
    said = _hook(
        core,
        tmp_path,
        "只往 feature 分支推，main 只接受 PR。",
        [
            _sh("gemini-cli", "git push origin develop"),
            _sh("gemini-cli", "git push origin main"),
            _sh("claude-code", "git push origin feature"),
        ],
    )
    assert said == ["deny", "deny", "allow"]


# ---------------------------------------------------------------- 2. publishing joined to another act
# (rule, the other act's call, the publish): both refused, the program whole
JOINED = [
    # the reviewer's
    ("Don't use docker to build or push images.", "docker build -t app .", "docker push app"),
    ("不要用 docker 构建或推送镜像。", "docker build -t app .", "docker push app"),
    ("Never use npm for installing or publishing.", "npm install", "npm publish"),
    # this file's own
    ("N'utilise pas npm pour installer ou publier.", "npm install", "npm publish"),
    ("No uses npm para instalar ni para publicar.", "npm install", "npm publish"),
    ("Non usare npm per installare o pubblicare.", "npm install", "npm publish"),
    ("Не используй npm для установки или публикации.", "npm install", "npm publish"),
    ("docker でビルドやプッシュをしないで。", "docker build .", "docker push app"),
    ("docker 로 빌드하거나 푸시하지 마세요.", "docker build .", "docker push app"),
    ("لا تستخدم docker للبناء أو النشر.", "docker build .", "docker push app"),
    ("لا تستخدم docker للبناء والنشر.", "docker build .", "docker push app"),
    ("Don't use docker to push or tag images.", "docker tag a b", "docker push app"),
    ("Don't build and push images with docker.", "docker build .", "docker push app"),
]
# siblings: publishing alone, however many of its words (still the publish alone)
PUBLISH_ALONE = [
    ("Never push or publish to npm yourself.", "npm test", "npm publish"),
    ("Don't publish or release to npm; CI does.", "npm test", "npm publish"),
    ("不要自己发布或推送到 npm。", "npm test", "npm publish"),
    ("Don't push images or tags to Docker Hub with docker.", "docker build .", "docker push app"),
    ("npm に公開とかしないで。", "npm test", "npm publish"),
]


@pytest.mark.parametrize(("rule", "other", "publish"), JOINED)
def test_publishing_joined_to_another_act_refuses_the_program(verdict, rule, other, publish):
    assert verdict(rule, bash(other)).verdict is V
    assert verdict(rule, bash(publish)).verdict is V


@pytest.mark.parametrize(("rule", "other", "publish"), PUBLISH_ALONE)
def test_publishing_alone_still_refuses_the_publish_alone(verdict, rule, other, publish):
    assert verdict(rule, bash(other)).verdict is not V
    assert verdict(rule, bash(publish)).verdict is V


# ---------------------------------------------------------------- 3. a merge beside another act on the tools
def _gh(tool: str, **arguments):
    return (f"mcp__github__{tool}", {"owner": "acme", "repo": "shop", **arguments})


MERGE = _gh("merge_pull_request", pull_number=3)
ISSUE = _gh("create_issue", title="x")
CLOSE = _gh("update_issue", issue_number=3, state="closed")
REVIEW = _gh("create_pull_request_review", pull_number=3, event="APPROVE")
READ = _gh("get_pull_request", pull_number=3)
# (rule, the other act's call): it and the merge refused
MORE_ACTS = [
    # the reviewer's
    ("Don't merge with the GitHub tools; and don't create issues with them either.", ISSUE),
    ("Don't merge PRs with the GitHub tools, and don't close issues with them.", CLOSE),
    ("Don't use the GitHub tools to review or merge PRs.", REVIEW),
    # this file's own
    ("Never merge or approve PRs through the GitHub tools.", REVIEW),
    ("不要用 GitHub 工具合并或审查 PR。", REVIEW),
    ("No fusiones PRs con las herramientas de GitHub, y tampoco crees issues con ellas.", ISSUE),
]
# siblings: the merge the one act refused (the speaker's own review beside it): the merge alone
MERGE_ALONE = [
    "Never merge PRs with the GitHub tools; I'll review and approve them myself.",
    "Don't merge pull requests via the GitHub tools, I close the issues myself.",
]


@pytest.mark.parametrize(("rule", "other"), MORE_ACTS)
def test_every_act_named_on_the_tools_is_refused(verdict, rule, other):
    assert verdict(rule, MERGE).verdict is V
    assert verdict(rule, other).verdict is V


@pytest.mark.parametrize("rule", MERGE_ALONE)
def test_a_merge_alone_still_refuses_the_merge_alone(verdict, rule):
    assert verdict(rule, MERGE).verdict is V
    assert verdict(rule, READ).verdict is not V
    assert verdict(rule, ISSUE).verdict is not V


def test_the_probes_are_in_no_set():
    rules = [r for r, _a in BOTH_ONLY + MORE_ACTS] + PRS_ALONE + MERGE_ALONE
    rules += [r for r, _a, _b in JOINED + PUBLISH_ALONE]
    assert_probes_in_no_set([(r, None, None) for r in rules])
