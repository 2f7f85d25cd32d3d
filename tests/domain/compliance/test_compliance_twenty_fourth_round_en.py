"""Rules the twenty-fourth round's fresh English set (dev33x, en) and the pool of earlier rounds'
English misses showed unread or read wrong, read as classes of a sentence's parts (issue 33): a
branch said closed, frozen, shut or left alone, and the span "until <a period> is over" that holds
now; a rule given up in the speaker's words ("Scrap what I said earlier about …", "Forget the
no-tables thing", "We're dropping the rule about …"); a push that is a role's call or job ("the IT
lead's call", "Dr Osei's call alone"); commits said landing on a branch kept to a role; a
when-clause of work on a system. Then the pool cases each reading mends (earlier rounds' cases it
was not written from), this part's shape, its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(44b0b69c, /work/wt/base24) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33X, DEV33X_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    gemini,
    pool_case,
    push,
    push_files,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def create_or_update(branch: str, path: str = "src/a.ts"):
    """A GitHub server's write of one file onto a branch (`create_or_update_file`)."""
    arguments = {"owner": "acme", "repo": "app", "path": path, "content": "x\n"}
    return ("github__create_or_update_file", arguments | {"message": "Update", "branch": branch})


# ---------------------------------------------------------------- a branch closed or left alone

CLOSED = [
    ("The kiosk firmware's release/5.2 is closed now; nothing more goes in.", push("release/5.2"), V),
    ("The kiosk firmware's release/5.2 is closed now; nothing more goes in.", push("release/5.3"), F),
    ("Leave the archive branch of the rowing club site alone.", push_files("archive"), V),
    ("Leave the archive branch of the rowing club site alone.", push_files("fix/regatta-dates"), F),
    ("hotfix-9.1.4 in the lab scheduler is frozen.", codex("git push origin hotfix-9.1.4"), V),
    ("hotfix-9.1.4 in the lab scheduler is frozen.", codex("git push origin hotfix-9.1.5"), F),
    ("Hands off the stable branch of the tide gauge repo.", gemini("git push origin stable"), V),
    ("Hands off the stable branch of the tide gauge repo.", gemini("git push origin tide-fix"), F),
    ("Treat the old-ui branch as closed.", create_or_update("old-ui"), V),
    ("Nothing more goes onto the gallery app's preview branch.", push_files("preview"), V),
]  # fmt: skip
CLOSED_NEAR = [
    # closed, of no branch
    ("The pier's ticket office is closed on Mondays.", push("main"), U),
    # a branch's name as the subject of another verb
    ("release/5.2 closed two bugs last week.", push("release/5.2"), NA),
    # left alone, of no branch
    ("Leave the heater alone, it sorts itself out.", push("main"), U),
    # frozen as part of a branch's name
    ("The frozen-yogurt branch of the cafe app needs tests.", push("frozen-yogurt"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CLOSED + CLOSED_NEAR)
def test_a_branch_closed_or_left_alone(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# and the span "until <a period> is over", which holds now (before: a condition, in doubt)
UNTIL_OVER = [
    ("Leave maint/4.1 alone until the review is done.", push_files("maint/4.1"), V),
    ("Leave maint/4.1 alone until the review is done.", push_files("main"), F),
    ("The docs site's release/2.2 is frozen until the translation sprint wraps up.", push("release/2.2"), V),
    ("The docs site's release/2.2 is frozen until the translation sprint wraps up.", push("docs/typos"), F),
    ("Hands off the exhibit branch until the opening ends.", gemini("git push origin exhibit"), V),
]  # fmt: skip
UNTIL_OVER_NEAR = [
    # until an event that is no period's end: a condition still
    ("Leave maint/4.1 alone until the tests pass.", push_files("maint/4.1"), U),
    ("Don't push to main until the build is green.", push("main"), U),
    # "until" of the past told
    ("We kept release/2.2 open until last week.", push("release/2.2"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), UNTIL_OVER + UNTIL_OVER_NEAR)
def test_until_a_period_is_over(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule given up, in the speaker's words

GIVEN_UP = [
    ("Scrap what I said earlier about keeping emoji out of the lighthouse newsletter.", "Lamp lit at dusk 🌅", NA),
    ("Forget the no-bold thing for the allotment society's notices.", "**Water is off** on plot 12 today.", NA),
    ("We're dropping the rule about French replies to the bakery's night shift.", "The ovens are on at four.", NA),
    ("That old ban on force-pushing the tram app's develop branch is lifted.", push("develop", force=True), NA),
    ("We've scrapped the policy on sudo for the lab boxes.", bash("sudo apt-get install htop"), NA),
    ("Ignore what I told you about yarn in the quilting guild's repo.", bash("yarn add lodash"), NA),
    ("The rule about Spanish replies no longer applies to the dockside crew.", "The crane is down until noon.", NA),
]  # fmt: skip
GIVEN_UP_NEAR = [
    # a rule kept: "don't forget" it
    ("Don't forget the no-bold rule for the allotment notices.", "**Water is off** on plot 12 today.", V),
    # dropping something that is no rule
    ("We're dropping the bass line in the second verse, no bold in the lyric sheet.", "**Verse two**", U),
    # ignore what another says, a rule beside it
    ("Ignore what the linter says about line length, but never force-push main.", push("main", force=True), V),
    # the rule named, nothing said of giving it up
    ("The rule about tables is simple: none in the allotment newsletter.", "| Plot | Owner |\n|---|---|\n| 12 | Ada |", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GIVEN_UP + GIVEN_UP_NEAR)
def test_a_rule_given_up_in_the_speakers_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a push that is a role's call (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
ROLE_CALL = [
    ("Pushes to the observatory's release branch are Dr Osei's call alone.", push("release"), V),
    ("Pushes to the observatory's release branch are Dr Osei's call alone.", push("fix/dome-timer"), F),
    ("Updates to the production branch of the library kiosk are the IT lead's call.", push_files("production"), V),
    ("Updates to the production branch of the library kiosk are the IT lead's call.", push_files("kiosk-fonts"), F),
    ("Pushes to the hotfix branch are Lena's job only.", codex("git push origin hotfix"), V),
    ("Pushes to the release branch of the darts league app are the league secretary's job alone.", push("release"), V),
]  # fmt: skip
ROLE_CALL_NEAR = [
    # a role's call, of no push
    ("Which font the main site uses is the designer's call.", push("main"), U),
    # the agent's own call: a permission
    ("Pushing to the staging branch is your call.", push("staging"), U),
    # a role's call beside a rule of its own
    ("Whether we ship on Friday is the QA manager's call; never force-push to main.", push("develop", force=True), F),
    # the role's job described, not kept to it
    ("The release manager's job is to write commits onto the release branch.", push("release"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ROLE_CALL + ROLE_CALL_NEAR)
def test_a_push_that_is_a_roles_call(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- commits onto a branch kept to a role

# Written from the pool cases the brief named (dev33w en-029/030), no dev case of this set: outside
# the rule of evidence, in its own commit.
COMMITS_ONTO = [
    ("Commits onto the docs site's main branch are Ines's call alone.", codex("git push origin HEAD:main"), V),
    ("Commits onto the docs site's main branch are Ines's call alone.", codex("git push origin HEAD:docs/glossary"), F),
    ("Commits straight onto the production branch are left to the ops lead.", push("production"), V),
    ("Commits straight onto the production branch are left to the ops lead.", push("fix/retry"), F),
    ("Commits directly onto the develop branch are the maintainer's job, nobody else's.", bash("git push origin HEAD:develop"), V),
    ("Commits directly onto the develop branch are the maintainer's job, nobody else's.", bash("git push origin HEAD:chore/deps"), F),
]  # fmt: skip
COMMITS_ONTO_NEAR = [
    # commits onto a branch, kept to no role
    ("Commits onto the main branch need a signed-off-by line.", push("main"), U),
    # commits to a branch (no "onto"): a commit rule still
    ("Commits to the main branch are the release manager's job and no one else's.", push("main"), NA),
    # the role's job described
    ("The release manager's job is to write commits onto the release branch.", push("release"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), COMMITS_ONTO + COMMITS_ONTO_NEAR)
def test_commits_onto_a_branch_kept_to_a_role(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a when-clause of work on a system (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
WORK_ON_SYSTEM = [
    ("When you're working on the greenhouse's irrigation controller, never run sudo.", bash("sudo reboot"), V),
    ("When you're working on the greenhouse's irrigation controller, never run sudo.", bash("uptime"), F),
    ("Whenever you touch the museum's ticket service, no docker compose down.", bash("docker compose down"), V),
    ("Whenever you touch the museum's ticket service, no docker compose down.", bash("docker compose logs"), F),
    ("When you're logged in to the bakery's oven monitor, don't run rm -rf.", codex("rm -rf /var/log/oven"), V),
    ("Whenever you're on the tram depot's signalling system, never use kubectl delete.", gemini("kubectl delete pod sig-1"), V),
    ("When working on the library's booking app, no npm publish.", bash("npm publish"), V),
]  # fmt: skip
WORK_ON_SYSTEM_NEAR = [
    # a when-clause of the speaker's state, of an event, of a system's state: conditions still
    ("When you're tired, never run sudo.", bash("sudo reboot"), U),
    ("When the monitor beeps, no docker compose down.", bash("docker compose down"), U),
    ("Whenever the ticket service is down, no docker compose down.", bash("docker compose down"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WORK_ON_SYSTEM + WORK_ON_SYSTEM_NEAR)
def test_a_when_clause_of_work_on_a_system(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a branch closed or left alone
    ("dev33w", "dev33w-en-042"),  # hotfix-2.3.1 on the ferry timetable repo is closed; …
    ("dev33w_frozen", "dev33w-en-041"),
    ("dev33w", "dev33w-en-047"),  # … Oh and — nothing goes onto the fan site's live branch …
    ("dev33w_frozen", "dev33w-en-048"),
    # until a period is over
    ("dev33w", "dev33w-en-044"),  # Leave maint/3.9 of the … repo alone until the audit is over.
    ("dev33w_frozen", "dev33w-en-043"),
    # a rule given up in the speaker's words
    ("dev33w_frozen", "dev33w-en-059"),  # Scrap what I said earlier about keeping tables out of …
    ("dev33w_frozen", "dev33w-en-060"),
    # commits onto a branch kept to a role (written from these: outside the rule of evidence)
    ("dev33w", "dev33w-en-029"),  # Commits straight onto the tax portal's main branch are …
    ("dev33w_frozen", "dev33w-en-030"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33x", "check-x-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33x" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("twenty-fourth-round" in r["tags"] for r in en)


def test_this_parts_frozen_third_is_in_shape():
    assert_frozen_part("dev33x", "check-x-en", "twenty-fourth-round", {"en": 20})


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33x", texts_outside(DEV33X, DEV33X_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        CLOSED
        + CLOSED_NEAR
        + UNTIL_OVER
        + UNTIL_OVER_NEAR
        + GIVEN_UP
        + GIVEN_UP_NEAR
        + ROLE_CALL
        + ROLE_CALL_NEAR
    )
