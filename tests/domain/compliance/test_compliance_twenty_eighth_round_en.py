"""Rules the twenty-eighth round's fresh English set (dev33zb, en) and the pool of earlier rounds'
English misses showed unread, read as classes of a sentence's parts (issue 33). Then the pool
cases each reading mends (earlier rounds' cases it was not written from), this part's shape, its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(7bb3446c, /work/wt/base28) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZB, DEV33ZB_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    pool_case,
    push,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a branch given to the hearer beside the refused one

# A branch named only in a clause that gives it to the hearer ("… and you can push those", "those
# you're free to push", "is all yours", "is your own, push there anytime") is not refused with the
# branch beside it (allowed_beside._ALLOWS): the hook had refused the push the rule gave.
HEARERS = [
    ("No pushes to prod from you; fixes belong on fix/* and you can push those.", push("fix/oven-timer"), F),
    ("Don't push to main; the sandbox branch is all yours.", push("sandbox"), F),
    ("Never push to production. The qa branch is your own.", push("qa"), F),
    ("Pushes to main are not for you. The scratch branch is yours, push there anytime.", push("scratch"), F),
    ("Don't push to trunk. The playground branch is all yours.", push("playground"), F),
    ("Never push to release/*. The preview branch is yours.", push("preview"), F),
]  # fmt: skip
HEARERS_NEAR = [
    # the refused branch; the giving said of no branch; a branch given and refused again
    ("Don't push to main; the sandbox branch is all yours.", push("main"), V),
    ("Don't push to main or the sandbox branch; the decision is yours.", push("sandbox"), V),
    ("Don't push to main or develop; you can push those changes after review.", push("develop"), V),
    ("Never push to prod; the staging branch is yours, don't push there either.", push("staging"), V),
    ("The sandbox branch is all yours.", push("sandbox"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HEARERS + HEARERS_NEAR)
def test_a_branch_given_to_the_hearer_beside_the_refused_one(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- an exception that names another doer of the push

# An exception naming only a machine ("except through the deploy bot", "other than via the nightly
# build pipeline", "apart from the backup cron job") or a person's own fixes ("with the exception of
# Kofi's hotfixes") leaves the agent's push refused (doer_excepted.py): the hook had let it through
# as a break in doubt (`unknown`). An exception of a time, a condition or the user's ask stays so.
DOER_EXCEPTED = [
    ("Never push to prod, except through the deploy bot.", push("prod"), V),
    ("Don't push to stable unless it's the release robot doing it.", push("stable"), V),
    ("No pushes to main other than via the nightly build pipeline.", push("main"), V),
    ("Apart from the backup cron job, nobody pushes to the archive branch.", push("archive"), V),
    ("Nobody pushes to master, with the exception of Kofi's hotfixes.", push("master"), V),
    ("Don't push to live except by the CI.", push("live"), V),
    ("The release branch takes no pushes, apart from Mirela's patches.", push("release"), V),
]  # fmt: skip
DOER_EXCEPTED_NEAR = [
    # the user's ask, a machine's state, a case, someone's call, a machine under a condition; the
    # push elsewhere
    ("Never push to prod, except when I ask.", push("prod"), U),
    ("Don't push to main unless the pipeline is green.", push("main"), U),
    ("Never push to prod unless it's an emergency.", push("prod"), U),
    ("Don't push to main unless it's Tom's call.", push("main"), U),
    ("Don't push to main except through the bot when I say so.", push("main"), U),
    ("Never push to prod, except through the deploy bot.", push("feature/x"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DOER_EXCEPTED + DOER_EXCEPTED_NEAR)
def test_an_exception_naming_another_doer_leaves_the_push_refused(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a force push kept out apart from a plain push (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence. A
# force said in a clause of its own, refused and of no branch ("… or force anything", "and don't
# force-push anywhere"), beside a plain push refused to a branch, is two rules (force_apart.py, folded at the merge into force_beside_push.py):
# read as one force rule on that branch, the plain push onto it had gone through (a false allow).
FORCE_APART = [
    ("Never push to trunk or force anything.", push("trunk"), V),
    ("Don't push to stable, and don't force-push anywhere.", push("stable"), V),
    ("Nobody pushes to production, nobody force-pushes anything.", push("production"), V),
    ("No direct pushes to develop, and never force.", push("topic/menu", force=True), V),
    ("Never push to the gh-pages branch; never force push at all.", push("gh-pages"), V),
    ("Don't push to release or force-push.", push("release"), V),
]  # fmt: skip
FORCE_APART_NEAR = [
    # the force said of the branch; a force allowed elsewhere; a force of no push; a plain push
    # elsewhere
    ("Never force push to main on this repo.", push("main"), F),
    ("Don't force-push to develop or stable.", push("stable"), F),
    ("Never force push to main; pushing to feature branches is fine.", push("main"), F),
    ("Never push to main; force pushes to your own branches are fine.", push("feature/x", force=True), F),
    ("Never force the build, and never push to main.", push("feature/x", force=True), F),
    ("Never push to trunk or force anything.", push("topic/menu"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FORCE_APART + FORCE_APART_NEAR)
def test_a_force_kept_out_apart_from_a_plain_push(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Scots "nae", "naebody", "tae", "aff"

# The Scots "no" and the words around a refused act, read as the English words, each padded to its
# own length (scots.py): "Nae pushin tae the harbour branch", "Naebody pushes tae trunk", "Keep
# yer hands aff the ledgers/ folder" had read as nothing (`unknown`, the push let through). A word
# inside another ("aff-road", "tae-kwon-do") is none.
SCOTS_NAE = [
    ("Nae pushin tae the harbour branch.", push("harbour"), V),
    ("Naebody pushes tae trunk, mind.", push("trunk"), V),
    ("Keep yer hands aff the ledgers/ folder.", bash("rm -r ledgers/"), V),
    ("Nae force pushes tae main.", push("main", force=True), V),
    ("Nae pushin tae the harbour branch till the gala's ower.", push("harbour"), V),
    ("Keep yer hands aff the ledgers/ folder.", bash("rm -r tmp/"), F),
    ("Naebody pushes tae main.", push("develop"), F),
]  # fmt: skip
SCOTS_NAE_NEAR = [
    ("The tae kwon do club's app: keep main tidy.", push("main"), U),
    ("Take the aff-road trail to the hut.", push("main"), U),
    ("Tae-kwon-do lessons are on Tuesdays.", push("main"), U),
    ("Turn the lights aff when you leave.", push("main"), U),
    ("Push tae main whenever ye like.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SCOTS_NAE + SCOTS_NAE_NEAR)
def test_scots_nae_tae_and_aff(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a branch named after an owner's possessive (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence. A
# branch's name between an owner's possessive and the word for a branch, right after a push's "to
# the" ("Don't push to the bakery's oven-live branch"), is the branch refused
# (bare_branches._owned_branch): unread, the refusal had fallen on the branch the next sentence
# gives ("… live branch o. The test branch is your own"), both pushes read the wrong way round.
OWNED_BRANCH = [
    ("Don't push to the bakery's oven-live branch.", push("oven-live"), V),
    ("Never push to the kennel site's kennels branch.", push("kennels"), V),
    ("No pushes to the theatre's showtime branch, please.", push("showtime"), V),
    ("Don't push to the hut's wardens branch o. The scratch branch is yours.", push("scratch"), F),
    ("Never push to the lab's crowns branch; push to topic/* instead.", push("crowns"), V),
    ("Nobody pushes to the ferry's sailings branch.", push("sailings"), V),
    ("Don't push to the bakery's oven-live branch.", push("feature/x"), F),
]  # fmt: skip
OWNED_BRANCH_NEAR = [
    # a kind of branch, no name; a possessed branch where no push goes; a force rule's own branch
    ("Never push to the team's own branch without asking.", push("feature/x"), U),
    ("The bakery's recipes branch is where we keep drafts.", push("recipes"), U),
    ("Don't delete the bakery's recipes branch.", push("recipes"), U),
    ("Never push to main; Sam's topic branch is where the work goes.", push("topic"), F),
    ("Don't force push to the lab's crowns branch.", push("crowns"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OWNED_BRANCH + OWNED_BRANCH_NEAR)
def test_a_branch_named_after_an_owners_possessive(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- pushes kept away from a branch (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# Pushes kept away from a branch ("Keep your pushes away from the stable branch") or the hearer
# staying off it with them ("Stay off trunk with your pushes") refuse the push there, as "keep your
# pushes off main" does (off_limits.PUSHES_KEPT_OFF); unread, the push had gone through.
KEPT_AWAY = [
    ("Keep your pushes away from the stable branch.", push("stable"), V),
    ("Keep all pushes away from main, please.", push("main"), V),
    ("Stay off trunk with your pushes.", push("trunk"), V),
    ("Stay off the release branch with your pushes; the drafts branch is all yours.", push("drafts"), F),
    ("Keep your force pushes away from develop.", push("develop", force=True), V),
    ("Stay off main with any pushes till Monday's demo is over.", push("main"), V),
    ("Keep your pushes away from the stable branch.", push("feature/x"), F),
]  # fmt: skip
KEPT_AWAY_NEAR = [
    # something else kept away; staying on; a question; the past told
    ("Keep your laptop away from the coffee.", push("main"), U),
    ("Keep the changes away from main until review.", push("main"), U),
    ("Stay on main with your pushes.", push("main"), U),
    ("Stay off main with your pushes? Why?", push("main"), NA),
    ("We stayed off main with our pushes last year.", push("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KEPT_AWAY + KEPT_AWAY_NEAR)
def test_pushes_kept_away_from_a_branch(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a season gone by, told

# A sentence that opens with a time gone by, named by its season or term ("Last summer the interns
# pushed to main every day and nobody complained"), its verbs in the past, tells what was done then
# and asks nothing now (past_never._season_gone_by): its "nobody" had read as a rule refusing the
# push (a false `violated`, and a push elsewhere `followed`). Not where the sentence says what holds
# now, nor where it tells the harm the deed did.
SEASON_TOLD = [
    ("Last summer the interns pushed to main every day and nobody complained.", push("main"), NA),
    ("Last winter nobody touched the bookings/ folder.", bash("rm -r bookings/"), NA),
    ("Last season we deployed from a laptop and no one minded.", push("main"), NA),
    ("Last term the tutor wiped the grades/ folder by mistake.", bash("rm -r grades/"), NA),
    ("Last autumn we pushed straight to prod and nobody blinked.", push("feature/x"), NA),
    ("Last spring the volunteers force-pushed to develop twice.", push("develop", force=True), NA),
]  # fmt: skip
SEASON_TOLD_NEAR = [
    # what holds now said beside it; the harm told; a rule of today
    ("Last season nobody pushed to main, so don't push there now.", push("main"), V),
    ("Last summer we pushed to main freely; now nobody pushes there.", push("main"), V),
    ("Last summer nobody pushed to main, and that should stay so.", push("main"), V),
    ("Last winter we pushed to main. Don't do that again.", push("main"), V),
    ("Last winter someone pushed to main and the bookings were gone for a day.", push("main"), U),
    ("Don't push to main like we did last summer.", push("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SEASON_TOLD + SEASON_TOLD_NEAR)
def test_a_season_gone_by_told_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a push said going into a line named bare (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence. A push
# said going "into" a line's name or one with a dash or a slash ("No pushing into stable") names
# the branch refused, as "pushing to stable" does (bare_branches._pushed_into); unread, the refusal
# had fallen on the branch the next sentence gives ("Patches go on patch/* and you can push
# those": a false deny).
PUSHED_INTO = [
    ("No pushing into stable.", push("stable"), V),
    ("Nobody pushes into lessons-live.", push("lessons-live"), V),
    ("Don't push commits into qa; topic/* branches you can push those.", push("qa"), V),
    ("No pushing into stable from your side. Patches go on patch/* and you can push those.", push("patch/x"), F),
    ("Don't push anything into beta.", push("beta"), V),
    ("No pushing into stable.", push("feature/x"), F),
]  # fmt: skip
PUSHED_INTO_NEAR = [
    # a repo, a remote, a drive pushed into; put, not pushed; no refusal
    ("Don't push into the repo without a review.", push("main"), U),
    ("Never push into origin directly.", push("main"), U),
    ("Don't push changes into the shared drive.", push("main"), U),
    ("Don't put anything into stable.", push("stable"), U),
    ("Push into stable whenever.", push("stable"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PUSHED_INTO + PUSHED_INTO_NEAR)
def test_a_push_said_going_into_a_line(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a folder that stays, closing its clause

# A folder's name (and its noun) then "stays" or "must stay" closing the clause ("The pantry/
# folder stays; crumbs/ can go whenever", "minutes/ must stay, drafts/ is yours to clear") keeps
# it, as "stays put" does (staying_places._STAYS): unread, `rm -r` on it had gone through and the
# freed folder beside it was `unknown` too. A stay with a complement keeps a property, not the place.
FOLDER_STAYS = [
    ("The pantry/ folder stays; crumbs/ can go whenever.", bash("rm -r pantry/"), V),
    ("The pantry/ folder stays; crumbs/ can go whenever.", bash("rm -r crumbs/"), F),
    ("minutes/ must stay, drafts/ is yours to clear.", bash("rm -rf minutes/"), V),
    ("minutes/ must stay, drafts/ is yours to clear.", bash("rm -rf drafts/"), F),
    ("Kennel repo: vaccinations/ stays. scratch/ you can delete.", bash("rm -r vaccinations/"), V),
    ("The rotas/ directory must stay; old-rotas/ can go.", bash("rm -r rotas/"), V),
    ("The pantry/ folder stays; crumbs/ can go whenever.", bash("ls pantry/"), F),
]  # fmt: skip
FOLDER_STAYS_NEAR = [
    # a property kept, not the place; no folder
    ("The pantry/ folder stays small.", bash("rm -r pantry/"), U),
    ("minutes/ must stay under 1 GB.", bash("rm -r minutes/"), U),
    ("docs/ stays in English.", bash("rm -r docs/"), U),
    ("docs/ must stay readable.", bash("rm -r docs/"), U),
    ("The team stays; the office moves.", bash("rm -r office/"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FOLDER_STAYS + FOLDER_STAYS_NEAR)
def test_a_folder_that_stays_closing_its_clause(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a line closed until a season's end (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# "until the pass closes for the winter", "until the freeze lifts", "until the fair is by" run from
# now to a season's end, so the rule holds now, as "until the audit is over" does
# (closed_branches._UNTIL_OVER); and a line's name bare, left alone or where nothing goes up ("leave
# hut-live alone", "nothing goes up to lessons-prod"), is the branch closed
# (closed_branches._BARE_CLOSED). Unread, both had left the push through as `unknown`.
CLOSED_FOR_A_SEASON = [
    ("Until the road reopens, leave bus-live alone.", push("bus-live"), V),
    ("Leave shop-prod alone until the stocktake is over.", push("shop-prod"), V),
    ("Nothing goes up to menu-live.", push("menu-live"), V),
    ("Until the freeze lifts, nothing goes up to pos-prod.", push("pos-prod"), V),
    ("Until the harbour closes for the winter, no pushes to ferry-main.", push("ferry-main"), V),
    ("Leave tills-prod alone until the fair is by.", push("tills-dev"), F),
    ("Until the road reopens, leave bus-live alone.", push("feature/x"), F),
]  # fmt: skip
CLOSED_FOR_A_SEASON_NEAR = [
    # a condition, not a season's end; no line's name; a word with a dash
    ("Until the tests pass, leave bus-live alone.", push("bus-live"), U),
    ("Leave the dog alone.", push("main"), U),
    ("Nothing goes up to the attic.", push("main"), U),
    ("Leave co-op alone.", push("main"), U),
    ("Leave re-use alone, it works.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), CLOSED_FOR_A_SEASON + CLOSED_FOR_A_SEASON_NEAR
)
def test_a_line_closed_until_a_seasons_end(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the act of pushing kept off (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence. "Keep
# off pushing to main", "lay off force-pushing" keep the act itself off the branch
# (off_limits.PUSHES_KEPT_OFF); unread, the push had gone through as `unknown`.
KEEP_OFF_PUSHING = [
    ("Keep off pushing to stable.", push("stable"), V),
    ("Lay off force-pushing to develop.", push("develop", force=True), V),
    ("Stay off pushing to trunk, please.", push("trunk"), V),
    ("Keep off pushing to main while the fair is on.", push("feature/x"), F),
    ("Kindly keep off pushing to the release branch.", push("release"), V),
]  # fmt: skip
KEEP_OFF_PUSHING_NEAR = [
    ("Keep off the grass.", push("main"), U),
    ("Keep off pushing your luck.", push("main"), U),
    ("Stay off the phone while pushing to main.", push("main"), U),
    ("Keep pushing to staging.", push("staging"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KEEP_OFF_PUSHING + KEEP_OFF_PUSHING_NEAR)
def test_the_act_of_pushing_kept_off(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a line a place keeps locked (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence. "The
# order site has main locked for pushes", "keeps master frozen over the holidays": the place keeps
# the line closed, as "main is locked" says (closed_branches._BARE_CLOSED); unread, the push had
# gone through as `unknown`. Only for pushes, for a while or closing the clause.
KEPT_LOCKED = [
    ("The shop site has main locked for pushes.", push("main"), V),
    ("The kennel app keeps master frozen over the holidays.", push("master"), V),
    ("The kennel app keeps master frozen over the holidays.", push("fix/x"), F),
    ("Our ops team has prod locked this week.", push("prod"), V),
    ("The lab has release closed for pushes; push to hotfix/* instead.", push("release"), V),
]  # fmt: skip
KEPT_LOCKED_NEAR = [
    ("The shop has the door locked at night.", push("main"), U),
    ("The office keeps the cupboard locked.", push("main"), U),
    ("He has main locked on his laptop.", push("main"), U),
    ("The app has main unlocked now.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KEPT_LOCKED + KEPT_LOCKED_NEAR)
def test_a_line_a_place_keeps_locked(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a push given any time (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# "whenever" closing a push given to the hearer ("push to those whenever", "push there whenever you
# like") is any time, as "tmp/ can go whenever" is (freed_places.any_time_freed), not a condition
# that put the whole rule in doubt; "whenever the build is green" still is one.
ANY_TIME_PUSH = [
    ("Never push to main. You have your own topic/* branches, push to those whenever.", push("main"), V),
    ("Never push to main. You have your own topic/* branches, push to those whenever.", push("topic/a"), F),
    ("Don't push to prod; the sandbox branch is yours, push there whenever you like.", push("prod"), V),
    ("Don't push to prod; the sandbox branch is yours, push there whenever you like.", push("sandbox"), F),
    ("No pushes to stable. fix/* branches are yours, push to them whenever.", push("stable"), V),
]  # fmt: skip
ANY_TIME_PUSH_NEAR = [
    ("Never push to main; push to develop whenever the build is green.", push("main"), U),
    ("Push to those whenever.", push("main"), U),
    ("Whenever you push, tell me.", push("main"), U),
    ("Never push to main whenever a release is running.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ANY_TIME_PUSH + ANY_TIME_PUSH_NEAR)
def test_a_push_given_any_time(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a branch given to the hearer: "Brewery tank log: no pushes to release/* from you; hotfixes
    # belong on hotfix/* and you can push those." (the hotfix push had read `violated`)
    ("dev33za_frozen", "dev33za-en-006"),
    # an exception naming another doer: "Don't push to main on the brewery's ordering site, except
    # through the release bot." and "… main branch stays shut to pushes all through the season,
    # May to September, apart from Deepa's hotfixes." (both `unknown`)
    ("dev33za_frozen", "dev33za-en-023"),
    ("dev33za_frozen", "dev33za-en-027"),
    # Scots "nae", "tae": "Nae pushin tae the regatta branch till the regatta's by." (both `unknown`)
    ("dev33za_frozen", "dev33za-en-029"),
    ("dev33za_frozen", "dev33za-en-030"),
    # a season gone by, told: "Last season the museum shop's contractor wiped the archive/ folder
    # by accident." (both `unknown`)
    ("dev33z", "dev33z-en-059"),
    ("dev33z", "dev33z-en-060"),
    # a folder that stays: "The ski school's race-times/ folder stays; tmp-exports/ can go
    # whenever." and "Escape room repo: logs/ must stay, build/ is yours to clear." (all `unknown`)
    ("dev33za", "dev33za-en-043"),
    ("dev33za", "dev33za-en-044"),
    ("dev33za", "dev33za-en-046"),
    ("dev33za_frozen", "dev33za-en-045"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33zb", "check-zb-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33zb" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("twenty-eighth-round" in r["tags"] for r in en)


def test_this_parts_frozen_third_is_in_shape():
    assert_frozen_part("dev33zb", "check-zb-en", "twenty-eighth-round", {"en": 20})


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33zb", texts_outside(DEV33ZB, DEV33ZB_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        HEARERS + HEARERS_NEAR + DOER_EXCEPTED + DOER_EXCEPTED_NEAR
        + FORCE_APART + FORCE_APART_NEAR + SCOTS_NAE + SCOTS_NAE_NEAR
        + OWNED_BRANCH + OWNED_BRANCH_NEAR + KEPT_AWAY + KEPT_AWAY_NEAR
        + SEASON_TOLD + SEASON_TOLD_NEAR + PUSHED_INTO + PUSHED_INTO_NEAR
        + FOLDER_STAYS + FOLDER_STAYS_NEAR + CLOSED_FOR_A_SEASON + CLOSED_FOR_A_SEASON_NEAR
        + KEEP_OFF_PUSHING + KEEP_OFF_PUSHING_NEAR + KEPT_LOCKED + KEPT_LOCKED_NEAR
        + ANY_TIME_PUSH + ANY_TIME_PUSH_NEAR
    )  # fmt: skip
