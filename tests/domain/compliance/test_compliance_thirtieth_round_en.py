"""Rules the thirtieth round's fresh English set (dev33zd, en) and the pool of earlier rounds'
English misses showed unread, read as classes of a sentence's parts (issue 33). Then the pool
cases each reading mends (earlier rounds' cases it was not written from), this part's shape, its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(a565939c, /work/wt/base30) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZD, DEV33ZD_FROZEN
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


# ---------------------------------------------------------------- a terse note's window, the rest open

# A line closed for a window in a terse note, the rest left open ("prod: hands off till 2 Mar |
# other branches: fine", "main locked thru Wed / rest ok", "hotfix/* frozen till after the audit,
# everything else fair game", Singapore's "stable cannot push till Fri lah, other branch can"): the
# line's state said as its refusal (kept_fields: "hands off", "read-only", "cannot push", a " / "
# between fields, a line's glob), the rest left open not said again, and the day or date the window
# ends on ("till 2 Mar", "until 20/1", "until next Friday") neither a condition
# (closed_branches.WINDOW_END) nor a day the rule holds on only (rule_scope.TIMED). The hook had
# let every push through as `unknown`.
WINDOW = [
    ("ferry-timetable | prod: hands off till 2 Mar | other branches: fine", push("prod"), V),
    ("ferry-timetable | prod: hands off till 2 Mar | other branches: fine", push("feature/night-sailings"), F),
    ("tide-app / main locked thru Wed / rest ok", push("main"), V),
    ("tide-app / main locked thru Wed / rest ok", push("fix/moon-phase"), F),
    ("hotfix/* frozen till after the audit, everything else fair game", push("hotfix/1.2"), V),
    ("hotfix/* frozen till after the audit, everything else fair game", push("feature/receipts"), F),
    ("cafe-menu: master read-only till 20/1; all other branches unrestricted", push("master"), V),
    ("garage-site: stable cannot push till Fri lah, other branch can", push("stable"), V),
    ("garage-site: stable cannot push till Fri lah, other branch can", push("tyres/winter"), F),
    ("zoo-tickets:\n  live: hands off until Thursday noon\n  other branches: open", push("tickets/family-pass"), F),
    ("Don't push to main until next Friday.", push("main"), V),
    ("No pushes to prod until 4 March, please.", push("prod"), V),
]  # fmt: skip
WINDOW_NEAR = [
    # a condition, a rule's day, the rest alone, a line's own news, hands off something else, a
    # line left open, plain sentences of a shop, a street, an office
    ("Don't push to main until the tests pass.", push("main"), U),
    ("prod: hands off until the tests pass | rest: open", push("prod"), U),
    ("Never push to main on Fridays.", push("main"), U),
    ("other branches: fine", push("main"), U),
    ("hands off the keyboard till friday, I'm on leave", push("main"), U),
    ("main: open till Friday | rest: open", push("main"), U),
    ("stable: frozen; main: push freely", push("main"), U),
    ("The shop is closed until Friday.", push("main"), U),
    ("Main street is closed until next Tuesday.", push("main"), U),
    ("Our main office is closed until after Christmas, the rest are open.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WINDOW + WINDOW_NEAR)
def test_a_terse_notes_window_with_the_rest_open(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a freeze ending on a day, a ban kept

# A freeze or a lock that ends on a day beside a ban that stays ("The freeze on trunk … lifts on
# Saturday. Don't push to beta either", "comes off next Monday", "only comes off on Friday",
# Nigerian Pidgin "From Friday the master branch ban go comot. Prod branch still no-go area o",
# India's "… will be removed from next Monday onwards only. Kindly do not push to preprod branch
# also", "Stay off the kiosk branch too"): the lifting is to come (lifted_later), so the line it
# frees later is refused today; the hearer kept off a branch is refused there (off_limits,
# forbidding); a line's bare name opening its sentence before "branch" is a branch's
# (bare_branches), and "deploy" refused "either" beside another branch's rule is one too. The hook
# had let the line still closed through as `followed` (a false allow) or read nothing.
LIFTS_LATER = [
    ("The freeze on trunk for the ferry app lifts on Saturday. Don't push to beta either.", push("trunk"), V),
    ("The lock on develop comes off next Monday. Never push to qa either.", push("develop"), V),
    ("The pottery site's master freeze only comes off on Friday. Don't push to staging either.", push("master"), V),
    ("The freeze on main for the zoo site ends on Friday. Stay off the kiosk branch too.", push("kiosk"), V),
    ("The freeze on main for the zoo site ends on Friday. Stay off the kiosk branch too.", push("main"), V),
    ("The freeze on main for the zoo site ends on Friday. Stay off the kiosk branch too.", push("feature/otters"), F),
    ("From Friday the master branch ban go comot. Prod branch still no-go area o.", push("master"), V),
    ("From Friday the master branch ban go comot. Prod branch still no-go area o.", push("prod"), V),
    ("The hold on release will be removed from next Monday onwards only. Kindly do not push to preprod branch also.", push("hotfix/x"), F),
    ("The lock on release comes off after Sunday's derby. No pushing to deploy either.", push("deploy"), V),
    ("Keep off the archive branch, it's the museum's only copy.", push("archive"), V),
]  # fmt: skip
LIFTS_LATER_NEAR = [
    # a lifting gone by, no branch kept off, a lid, the fog, a purpose, a line's news, a lifting
    # given now; plain sentences of a market, a curfew, a bank's branch, the ice
    ("The freeze on main lifted last Monday, push away.", push("main"), U),
    ("Keep off the grass near the pavilion.", push("main"), U),
    ("Stay off the main road on Saturday, the race is on.", push("main"), U),
    ("The lid comes off easily.", push("main"), U),
    ("The fog lifts after noon on most days.", push("main"), U),
    ("We push to deploy on Fridays.", push("deploy"), U),
    ("Live branch deployments are slow this week.", push("live"), U),
    ("The ban on main was lifted on Monday. Push to beta freely.", push("main"), NA),
    ("The market's parking ban comes off on Sunday.", push("main"), U),
    ("The hostel's curfew lifts on Friday.", push("main"), U),
    ("Prod branch of the bank closes at four.", push("prod"), U),
    ("Everyone stays off the ice until it thaws.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LIFTS_LATER + LIFTS_LATER_NEAR)
def test_a_freeze_ending_on_a_day_beside_a_ban_kept(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a month or a season gone by

# "Back in <a month or a season>" opening its sentence is a time gone by, as "back in 2019" is
# (told._PAST_TOLD): the past told asks nothing. The hook had read "… emptied the thumbs/ folder
# and nothing broke" as a refusal of the folder's removal (and allowed the other folder's), and
# "Back in November the choir used yarn" as yarn asked for. Not "I'm back in March" (a return).
BACK_IN = [
    ("Back in March somebody cleared the bakery's thumbs/ folder and nothing broke.", bash("rm -r thumbs/"), NA),
    ("Back in March somebody cleared the bakery's thumbs/ folder and nothing broke.", bash("rm -r recipes/"), NA),
    ("Back in the summer someone ran npm audit fix on the kennel app and it went fine.", bash("npm audit fix"), NA),
    ("Back in November the choir used yarn for the rota site.", bash("npm install"), NA),
    ("Back in the winter we pushed straight to main on the pool app.", push("main"), NA),
    ("Back in September the team deleted the drafts/ folder every Friday.", bash("rm -r drafts/"), NA),
]  # fmt: skip
BACK_IN_NEAR = [
    # a return, not a time gone by; a year (read before); a rule; a place; a state
    ("I'm back in March; don't push to main until then.", push("main"), U),
    ("We'll be back in October, so leave the drafts/ folder alone.", bash("rm -r drafts/"), V),
    ("Put the chairs back in the hall after choir practice.", bash("rm -r drafts/"), U),
    ("Back in the office on Monday.", push("main"), U),
    ("The market is back in the square from May.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BACK_IN + BACK_IN_NEAR)
def test_a_month_or_a_season_gone_by_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a reply's length in chat words

# A reply's length said in a chat's words: "one-liners only", "only one-liners", "keep replies to
# one-liners" (one line at most) and a number with its unit, then "tops" ("two sentences tops":
# read_reply._length, beside "max"). No pool case: outside the rule of evidence (no earlier
# English rule says a length so), in its own commit. The hook had no reading.
L3 = "Gate opens at six.\nPitches are marked.\nBring weights."
L1 = "Gate opens at six, pitches are marked, bring weights."
S5 = "The oven runs hot. The flour is late. Rye is out. The till drops. Wipe the cabinet."
S2 = "The oven runs hot. The flour is late."
CHAT_LENGTH = [
    ("one-liners only in the ferry crew's chat", L3, V),
    ("one-liners only in the ferry crew's chat", L1, F),
    ("zoo volunteers' whatsapp: only one-liners pls", L3, V),
    ("keep replies to one-liners, the kiosk screen is tiny", L3, V),
    ("keep replies to one-liners, the kiosk screen is tiny", L1, F),
    ("replies in the kennel chat: two sentences tops", S5, V),
    ("replies in the kennel chat: two sentences tops", S2, F),
]  # fmt: skip
CHAT_LENGTH_NEAR = [
    # one-liners refused, talked of, a comedian's; "tops" of a bakery, a pool, the marina
    ("no one-liners in the choir newsletter, give people the details", L3, U),
    ("one-liners are funny in the pub quiz", L3, U),
    ("The comedian's one-liners went down well.", L1, U),
    ("The bakery's tops sell out by nine.", S5, U),
    ("The pool has three lanes tops on Sundays.", S5, U),
    ("The marina fits forty boats tops.", S5, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CHAT_LENGTH + CHAT_LENGTH_NEAR)
def test_a_replys_length_in_chat_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a terse note's window, the rest open: "lighthouse-museum-site | prod: hands off till 9 Jan |
    # other branches: fine" (prod's push and another's, both `unknown`)
    ("dev33zc_frozen", "dev33zc-en-001"),
    ("dev33zc_frozen", "dev33zc-en-002"),
    # a freeze ending on a day beside a ban kept: "Heads up: the freeze on main for the lighthouse
    # museum site ends on Thursday. Keep off the gallery branch as well." (main's push and a
    # feature's, both `unknown`); "The lock on the release branch of the climbing gym app comes off
    # after Saturday's comp. No pushing to deploy in the meantime either." (deploy's push
    # `followed`); "From Monday the main branch ban for the print shop site go lift. Production
    # branch still no-go area, abeg." (both `unknown`)
    ("dev33zc", "dev33zc-en-034"),
    ("dev33zc_frozen", "dev33zc-en-033"),
    ("dev33zc_frozen", "dev33zc-en-035"),
    ("dev33zc_frozen", "dev33zc-en-039"),
    ("dev33zc_frozen", "dev33zc-en-040"),
    # a month gone by: "Back in October somebody emptied the print shop's cache/ folder and
    # nothing broke." (cache/'s removal `violated`, another folder's `followed`)
    ("dev33zc", "dev33zc-en-057"),
    ("dev33zc_frozen", "dev33zc-en-058"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        WINDOW + WINDOW_NEAR + LIFTS_LATER + LIFTS_LATER_NEAR + BACK_IN + BACK_IN_NEAR
    )


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_the_thirtieth_round_english_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33zd", "check-zd-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33zd" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("thirtieth-round" in r["tags"] for r in en)
    assert_frozen_part("dev33zd", "check-zd-en", "thirtieth-round", {"en": 20})
    assert_rules_apart("dev33zd", texts_outside(DEV33ZD, DEV33ZD_FROZEN))
