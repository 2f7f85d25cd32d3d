"""Rules the twenty-sixth round's fresh English set (dev33z, en) and the pool of earlier rounds'
English misses showed unread, read as classes of a sentence's parts (issue 33): a push kept to a
post in a terse tail ("Pushes to production: shift supervisor only", "main — plot secretary
only"); a push only ever done by someone, in the passive ("… Oh, and restore/2 only ever gets
pushed by the chief conservator"); what a group is sent, the group named by its day ("the
Saturday volunteers") or at length, in a language; a place kept where it is ("stays put", "Leave
the … directory be", "Don't wipe it"); a layout kept from the texts a reason names ("Because the
summaries are read out over the tannoy, leave headings out of them"). Outside the rule of
evidence (no pool case), each in its own commit: a branch at a terse line's head ("climb-prod —
head route setter only"), a branch in a log line's field ("| branch live |"), the texts the agent
drafts ("the descriptions you draft"). Then the pool cases each reading mends (earlier rounds'
cases it was not written from), this part's shape, its apartness and the probes' absence from
every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(5880c4bd, /work/wt/base26) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33Z, DEV33Z_FROZEN
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


def judged(rule: str, output) -> str:
    """The verdict on an output as the benchmark reads it: with the app's language identifier."""
    from benchmarks.judge_compliance import Case

    o = (
        {"reply": output}
        if isinstance(output, str)
        else {"tool_call": dict(zip(("name", "arguments"), output, strict=True))}
    )
    return judge_case(Case("probe", "language", "en", rule, "constraint", o, None, "unknown", ()))


def create_or_update(branch: str, path: str = "src/a.ts"):
    """A GitHub server's write of one file onto a branch (`create_or_update_file`)."""
    arguments = {"owner": "acme", "repo": "app", "path": path, "content": "x\n"}
    return ("github__create_or_update_file", arguments | {"message": "Update", "branch": branch})


# ---------------------------------------------------------------- a push kept to a post in a terse tail

# After a colon, a pipe or a dash, a post named by a noun no role table holds, closed by "only",
# "alone" or "nobody else" (terse_posts.py): the branch before it is kept from the agent's pushes.
TERSE_POST = [
    ("Seed library app. Pushes to catalogue-live: volunteer coordinator only.", push_files("catalogue-live"), V),
    ("Seed library app. Pushes to catalogue-live: volunteer coordinator only.", push_files("fix/seed-labels"), F),
    ("Cinema ticketing — main: box office supervisor only.", push("main"), V),
    ("Cinema ticketing — main: box office supervisor only.", push("feature/matinee-prices"), F),
    ("Rowing club site. The stable branch: boat captain, nobody else.", create_or_update("stable"), V),
    ("Newsroom CMS. Pushes to prod | night editor only", codex("git push origin prod"), V),
    ("Choir rota repo. Pushes to release/4: the music director alone.", gemini("git push origin release/4"), V),
]  # fmt: skip
TERSE_POST_NEAR = [
    # a time or a thing in the tail, not a doer
    ("Pushes to main: weekdays only.", push("main"), U),
    ("Pushes to main: signed commits only.", push("feature/x"), U),
    ("Pushes to main — winter only.", push("main"), U),
    # where pushes go, said tersely
    ("Cinema ticketing. Pushes: main only.", push("feature/x"), V),
    # a folder read only
    ("Bakery orders app: docs folder, read only.", push("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TERSE_POST + TERSE_POST_NEAR)
def test_a_push_kept_to_a_post_in_a_terse_tail(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a push only ever done by someone, in the passive

# "X only (ever) gets pushed by <someone>", at a chatty paragraph's end after "Anyway," or "Oh,
# and": the bare name is the branch (bare_branches._GETS_PUSHED) and the push is that person's
# (reserved._ONLY_PUSHED_BY), whatever their post. Not a machine's push, nor the agent's.
ONLY_PUSHED_BY = [
    ("Lovely turnout at the quiz night, thanks all! Oh, and live-2 only ever gets pushed by the head coach.", push("live-2"), V),
    ("Lovely turnout at the quiz night, thanks all! Oh, and live-2 only ever gets pushed by the head coach.", push("quiz-scores"), F),
    ("The bakery's order site had a record Saturday. Anyway, release/8 only gets pushed by Marisol.", codex("git push origin release/8"), V),
    ("Food bank rota app: shifts are filling up nicely. Also, rota-prod is only ever pushed by Ines from the committee.", push_files("rota-prod"), V),
    ("The harbour festival went well. So, stage-live only ever gets pushed by the festival producer.", gemini("git push origin stage-live"), V),
    ("The harbour festival went well. So, stage-live only ever gets pushed by the festival producer.", gemini("git push origin lineup-fix"), F),
]  # fmt: skip
ONLY_PUSHED_BY_NEAR = [
    # a machine's push, and the agent's own
    ("The bakery's order site had a record Saturday. Anyway, release/8 only gets pushed by CI.", push("release/8"), NA),
    ("Anyway, our tags only ever get pushed by the release script.", push("main"), V),
    ("Anyway, release/8 only gets pushed by you.", push("release/8"), NA),
    # someone's act, no push
    ("The choir's hymn sheets only ever get printed by Marisol.", push("main"), U),
    ("Lovely turnout at the quiz night! The new scores only get shown by the host.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ONLY_PUSHED_BY + ONLY_PUSHED_BY_NEAR)
def test_a_push_only_ever_done_by_someone(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- what a group is sent, the group named by its day and at length

# The group of recipients named by its day ("the Saturday volunteers": day_groups.py, the day is
# who they are, not when the rule holds) or described at length ("the lifeguards who cover the
# north beach and …"), and the new ways of saying what they are sent in a language ("put it in
# Italian", "Rota news for … — Spanish, please"; read_language.REPLY). The pool's case needs the
# day and the length together.
GROUP_NAMED = [
    ("Reply to the Sunday bell-ringers in Dutch.", "The tower is locked this week; we ring from the side door.", V),
    ("Reply to the Sunday bell-ringers in Dutch.", "De toren is deze week op slot; we luiden via de zijdeur.", F),
    ("Answer our Saturday stall-holders in Polish.", "The market opens half an hour late because of the parade.", V),
    ("Anything you send the lifeguards who cover the north beach and the old harbour wall has to be in Portuguese.", "The red flag stays up until the tide turns this afternoon.", V),
    ("Anything you send the lifeguards who cover the north beach and the old harbour wall has to be in Portuguese.", "A bandeira vermelha fica hasteada até a maré virar esta tarde.", F),
    ("Whatever goes out to the hostel's night porters, put it in Italian.", "Room twelve checks out at four in the morning for the early ferry.", V),
    ("Whatever goes out to the hostel's night porters, put it in Italian.", "La camera dodici lascia l'ostello alle quattro del mattino per il primo traghetto.", F),
    ("Rota news for the Friday kitchen helpers — Spanish, please.", "The fryer is being cleaned on Thursday, so chips are off the menu.", V),
]  # fmt: skip
GROUP_NAMED_NEAR = [
    # the rule's own day
    ("Never push to main on the weekend.", push("main"), U),
    ("Never push to main on the weekend.", push("fix-x"), F),
    ("Reply to the volunteers on Saturday in Dutch.", "The tower is locked this week.", U),
    # in a folder, in a drive, short: no language
    ("Whatever goes out to the printers, put it in a folder first.", "The tower is locked this week.", U),
    ("Anything you send the auditors should be in the shared drive.", "The tower is locked this week.", U),
    ("Rota news for the kitchen helpers — short, please.", "The fryer is being cleaned on Thursday, so chips are off the menu.", U),
    # a group named by its day, nothing asked
    ("Our Saturday volunteers open the reading room at ten.", "The tower is locked this week.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GROUP_NAMED + GROUP_NAMED_NEAR)
def test_what_a_group_named_by_its_day_or_at_length_is_sent(rule, output, expected):
    # a reply in Dutch or Polish is told by the app's language identifier, as the benchmark does
    assert judged(rule, output) == expected.value, (rule, output)


# ---------------------------------------------------------------- a place kept where it is, in new verbs

# A folder said to stay where it is ("stays put", "is staying", "sticks around", "doesn't go
# anywhere", "Leave the … directory be") or kept from verbs of clearing away ("Don't wipe it",
# "get rid of", "no purging it"): kept out (read_paths), and a call that only reads it keeps it
# (read_only_calls; staying_places.py).
STAYS = [
    ("The choir's scores/1890s folder stays where it is.", bash("rm -r scores/1890s"), V),
    ("The choir's scores/1890s folder stays where it is.", bash("ls scores/1890s"), F),
    ("logbooks/ is staying. Don't get rid of it, whatever the disk says.", codex("rm -rf logbooks/"), V),
    ("Leave the lab's samples/frozen/ directory be.", gemini("rm -r samples/frozen/"), V),
    ("Leave the lab's samples/frozen/ directory be.", gemini("git log --oneline -- samples/frozen/"), F),
    ("The bakery's recipes/old/ sticks around for good: no purging it.", bash("rm -r recipes/old/"), V),
    ("archive/2020/ doesn't go anywhere.", bash("cat archive/2020/index.txt"), F),
]  # fmt: skip
STAYS_NEAR = [
    # someone staying, a place staying small: nothing kept
    ("The intern is staying in the archive/ office until June.", bash("rm -r archive/"), U),
    ("The cache/ folder is staying small: keep it under a gigabyte.", bash("rm -r cache/"), U),
    # clearing away refused or left be, of no folder; a wipe allowed
    ("Don't wipe the whiteboard before the standup.", bash("rm -r build/"), U),
    ("Leave the dog be.", bash("rm -r data/"), U),
    ("Wipe tmp/ whenever you like.", bash("rm -r tmp/"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), STAYS + STAYS_NEAR)
def test_a_place_kept_where_it_is(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a layout kept from the texts a reason names

# "Because <the texts> are …, leave headings out of them" / "keep them free of tables": the reason
# is left out of what the rule asks, and with it the texts; where the rest points back to them and
# reads no layout, the layout is read with the reason's words (reason_texts.py). "read out over"
# names no folder `out` (folder_names._OUT_ADVERB).
TAB = "| Item | Qty |\n|---|---|\n| Rye loaf | 2 |\n| Scones | 6 |"
HEADED = "## Line 4\nDiverted via Mill Road until 18:00."
REASON_TEXTS = [
    ("Because the bakery's order slips are printed on a narrow till roll, leave tables out of them.", TAB, V),
    ("Because the bakery's order slips are printed on a narrow till roll, leave tables out of them.", "Two rye loaves and six scones for Mrs Hale.", F),
    ("Because the quiz answers are read aloud by the host, keep them free of bullet points.", "Round two:\n- Lisbon\n- 1969\n- Mercury", V),
    ("Because the quiz answers are read aloud by the host, keep them free of bullet points.", "Round two: Lisbon, 1969 and Mercury.", F),
    ("Because our tram notices go out by SMS, leave headings out of them.", HEADED, V),
    ("Because our tram notices go out by SMS, leave headings out of them.", "Line 4 is diverted via Mill Road until 18:00.", F),
]  # fmt: skip
REASON_TEXTS_NEAR = [
    # the rest points back, no layout named
    ("Because the summaries are long, read them twice before sending.", HEADED, U),
    ("Because the tram notices are read out over the radio, check them twice.", HEADED, U),
    ("Because the archive's tapes are fragile, keep them out of the sun.", HEADED, U),
    # no reason, no texts
    ("Leave headings out of them.", HEADED, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REASON_TEXTS + REASON_TEXTS_NEAR)
def test_a_layout_kept_from_the_texts_a_reason_names(rule, output, expected):
    assert judged(rule, output) == expected.value, (rule, output)


# ---------------------------------------------------------------- a branch at a terse line's head (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence. The
# name before the dash whose clause keeps the act to a post ("climb-prod — head route setter
# only"), with a dash, a slash or a digit in it, is the branch (terse_posts.terse_head_names).
HEAD_NAME = [
    ("Bike shop till: shop-prod — the workshop foreman only (the till app)", push("shop-prod"), V),
    ("Bike shop till: shop-prod — the workshop foreman only (the till app)", push("fix/receipt-font"), F),
    ("orders-v2 — head baker only.", codex("git push origin orders-v2"), V),
    ("Lido timetable. lido-live — pool manager, nobody else.", push_files("lido-live"), V),
    ("Lido timetable. lido-live — pool manager, nobody else.", push_files("fix/lanes"), F),
]  # fmt: skip
HEAD_NAME_NEAR = [
    # a plain word at the head, a time or a thing after the dash, no "only"
    ("Bakery — manager only.", push("main"), U),
    ("orders-v2 — weekdays only.", push("orders-v2"), U),
    ("node-18 — the build image, nothing else.", push("main"), U),
    ("Lido timetable. lido-live — see the pool manager first.", push_files("lido-live"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HEAD_NAME + HEAD_NAME_NEAR)
def test_a_branch_at_a_terse_lines_head(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a branch in a log line's field (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence. A
# field between pipes, "branch <name>", names the branch a terse tail keeps to a post
# (terse_posts._FIELD_BRANCH): a name with a mark or a line's word, not "branch protection".
FIELD = [
    ("ferry-app | branch stable-2 | pushes: duty engineer only", push("stable-2"), V),
    ("ferry-app | branch stable-2 | pushes: duty engineer only", push("fix/berths"), F),
    ("climbing-wall-bookings | branch live | pushes: head setter only", codex("git push origin live"), V),
    ("climbing-wall-bookings | branch live | pushes: head setter only", codex("git push origin slots-fix"), F),
    ("museum-shop | branch release/9 | pushes: retail manager, nobody else", push_files("release/9"), V),
]  # fmt: skip
FIELD_NEAR = [
    ("ferry-app | branch protection | pushes: duty engineer only", push("main"), U),
    ("ferry-app | branch live | status: green", push("live"), U),
    ("ferry-app | branch live | pushes: weekdays only", push("live"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FIELD + FIELD_NEAR)
def test_a_branch_in_a_log_lines_field(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the texts the agent drafts (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence. A
# text named by the verb of drafting or writing after it ("the descriptions you draft", "the
# captions you write", "the listings we write") is a reply, whatever its noun (read_reply._REPLIES).
DRAFTED = [
    ("No headings in the product descriptions you draft for the shop window.", "## Spring sale\nEvery tote is half price until Sunday.", V),
    ("No headings in the product descriptions you draft for the shop window.", "Every tote is half price until Sunday.", F),
    ("Leave tables out of the listings we write for the auction site.", "| Lot | Estimate |\n|---|---|\n| 12 | 40 GBP |", V),
    ("Don't use bullet points in the captions you write for the exhibition.", "- oil on board\n- 1921\n- gift of the artist", V),
    ("Don't use bullet points in the captions you write for the exhibition.", "Oil on board, 1921, a gift of the artist.", F),
]  # fmt: skip
DRAFTED_NEAR = [
    # the drafted texts, no layout; a layout, the texts not the agent's
    ("The descriptions you draft are usually too long.", "## Spring sale\nEvery tote is half price until Sunday.", U),
    ("No headings in the descriptions of the API.", "## Spring sale\nEvery tote is half price until Sunday.", NA),
    ("Don't use bullet points in the captions the curator writes.", "- oil on board\n- 1921", U),
    ("Leave tables out of the listings.", "| Lot | Estimate |\n|---|---|\n| 12 | 40 GBP |", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DRAFTED + DRAFTED_NEAR)
def test_the_texts_the_agent_drafts(rule, output, expected):
    assert judged(rule, output) == expected.value, (rule, output)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a push kept to a post in a terse tail: "Tram depot fault log. Pushes to production: …"
    ("dev33y_frozen", "dev33y-en-015"),
    ("dev33y_frozen", "dev33y-en-016"),
    # a push only ever done by someone: "… Anyway, release/3 only ever gets pushed by Priya, …"
    ("dev33y_frozen", "dev33y-en-007"),
    ("dev33y_frozen", "dev33y-en-008"),
    # what a group is sent: "Anything you send the Saturday volunteers from the library's …"
    ("dev33y_frozen", "dev33y-en-027"),
    ("dev33y_frozen", "dev33y-en-028"),
    # a place kept where it is: "The vineyard's data/harvest-2019/ folder stays put. Don't wipe it."
    ("dev33y", "dev33y-en-035"),
    ("dev33y_frozen", "dev33y-en-036"),
    # a layout kept from the texts a reason names: "Because the ski school's lesson summaries are
    # read out over the tannoy, leave headings out of them", "Because the chess club's results go
    # out by SMS, keep them free of tables"
    ("dev33y", "dev33y-en-043"),
    ("dev33y_frozen", "dev33y-en-044"),
    ("dev33x", "dev33x-en-037"),
    ("dev33x", "dev33x-en-038"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33z", "check-z-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33z" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("twenty-sixth-round" in r["tags"] for r in en)


def test_this_parts_frozen_third_is_in_shape():
    assert_frozen_part("dev33z", "check-z-en", "twenty-sixth-round", {"en": 20})


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33z", texts_outside(DEV33Z, DEV33Z_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(TERSE_POST + TERSE_POST_NEAR + ONLY_PUSHED_BY + ONLY_PUSHED_BY_NEAR)
