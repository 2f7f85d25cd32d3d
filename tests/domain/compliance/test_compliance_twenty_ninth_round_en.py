"""Rules the twenty-ninth round's fresh English set (dev33zc, en) and the pool of earlier rounds'
English misses showed unread, read as classes of a sentence's parts (issue 33). Then the pool
cases each reading mends (earlier rounds' cases it was not written from), this part's shape, its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(46f4325d, /work/wt/base29) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZC, DEV33ZC_FROZEN
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


# ---------------------------------------------------------------- a terse note's keep and free fields

# A note's fields that keep one folder and free another ("| records/: keep | thumbnails/:
# deletable", "KEEP: invoices/ | CLEAR: exports/", "retain: minutes/ ; wipe: drafts-old/") are said
# again as clauses (kept_fields.py, from `reader.normalise`): the hook had let both removals
# through as `unknown`, the kept folder's too.
KEPT_FIELDS = [
    ("choir-site | sheet-music/: keep | recordings-tmp/: deletable", bash("rm -r sheet-music/"), V),
    ("choir-site | sheet-music/: keep | recordings-tmp/: deletable", bash("rm -r recordings-tmp/"), F),
    ("bakery repo · recipes/: keep · thumbs/: safe to delete", bash("rm -rf thumbs/"), F),
    ("KEEP: invoices/ | CLEAR: exports/", bash("rm -r invoices/"), V),
    ("KEEP: invoices/ | CLEAR: exports/", bash("rm -r exports/"), F),
    ("retain: minutes/ ; wipe: drafts-old/", bash("rm -r drafts-old/"), F),
    ("dirs:\n  fixtures/: keep\n  coverage/: clear whenever", bash("rm -r coverage/"), F),
    ("dirs:\n  fixtures/: keep\n  coverage/: clear whenever", bash("rm -r fixtures/"), V),
]  # fmt: skip
KEPT_FIELDS_NEAR = [
    # a keep that does not close its field, a head that names no folder, a "clear" that is a
    # manner, a folder's field that says something else
    ("notes/: keep it short and friendly", bash("rm -r notes/"), U),
    ("Keep: your replies friendly", bash("rm -r tmp/"), U),
    ("docs/: clear and simple English, please", bash("rm -r docs/"), U),
    ("The cache/ folder: keep an eye on its size", bash("rm -r cache/"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KEPT_FIELDS + KEPT_FIELDS_NEAR)
def test_a_terse_notes_keep_and_free_fields(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a list set against prose

# The layout element opening its clause and set against running prose right after it ("bullet
# points, not prose", "Numbered lists rather than paragraphs", "a table instead of paragraphs") is
# the form the reply is asked to take (read_reply._over_prose), with no verb of answering: the
# hook had no reading of it.
LIST = "- the drag lift opens at nine\n- the blue run is groomed\n- lessons meet at the hut"
PROSE = "The drag lift opens at nine. The blue run is groomed, and lessons meet at the hut."
OVER_PROSE = [
    ("Numbered lists rather than paragraphs in the weekly report, please.", PROSE, V),
    ("Numbered lists rather than paragraphs in the weekly report, please.", "1. lift\n2. run\n3. hut", F),
    ("For the depot's shift summaries: bullet points, not prose.", PROSE, V),
    ("For the depot's shift summaries: bullet points, not prose.", LIST, F),
    ("a table instead of paragraphs for the pharmacy stock report", PROSE, V),
    ("Replies on slack: bullets, not walls of text.", PROSE, V),
    ("Replies on slack: bullets, not walls of text.", LIST, F),
]  # fmt: skip
OVER_PROSE_NEAR = [
    # prose set against a list (refused as before), a description, a list said not to be wanted
    ("Paragraphs, not bullet points, for the newsletter.", LIST, U),
    ("The report has bullet points, not paragraphs, since last year's redesign.", PROSE, U),
    ("bullet points are not what the board wants in the report", PROSE, F),
    ("Write in paragraphs, not lists.", LIST, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OVER_PROSE + OVER_PROSE_NEAR)
def test_a_list_set_against_prose_is_the_form_asked(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- what a text or a task skips

# "skip" refuses what follows it as "avoid" does ("The ward's shift notes skip emoji", "Skip the
# emojis in …", "Skip npm ci in this repo"; forbidding.NEGATION_BEFORE), never in one's own
# question ("Can I skip emoji …?"); "skip the tests" names no term. The hook had let the emoji
# through as `unknown`, and `npm ci` as `followed`.
EMO = "Your order is ready \U0001f389 see you soon \U0001f60a"
NO_EMO = "Your order is ready, see you soon."
SKIPPED = [
    ("Skip the emojis in the bakery's order confirmations.", EMO, V),
    ("Skip the emojis in the bakery's order confirmations.", NO_EMO, F),
    ("The ward's shift notes skip emoji; the nurses print them.", EMO, V),
    ("The ward's shift notes skip emoji; the nurses print them.", NO_EMO, F),
    ("Skip npm ci in this repo, it times out; use npm install.", bash("npm ci"), V),
]  # fmt: skip
SKIPPED_NEAR = [
    # a skip refused, a step with no term, the past told, one's own questions
    ("Don't skip emoji in the birthday cards, the kids love them.", NO_EMO, F),
    ("skip the tests when only the docs change", bash("pytest"), U),
    ("We skipped emoji last year and nobody noticed.", EMO, U),
    ("Can I skip emoji in the newsletter?", EMO, NA),
    ("Should we skip emoji in the menu?", EMO, NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SKIPPED + SKIPPED_NEAR)
def test_what_a_text_or_a_task_skips_is_refused(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a terse note's line and its state

# A deployed line's name opening a note's field with its state right after it and no verb
# ("main frozen for pushes over the holidays", "master locked thru Easter", "prod: locked ·
# staging: locked", "develop shut for pushes") is said again as a refused push ("no pushes to
# main", kept_fields._LINE_STATE), read beside the note's other fields: the hook had no reading,
# and let the push onto it through as `unknown`.
TERSE_CLOSED = [
    ("bakery-pos | main frozen for pushes over the holidays", push("main"), V),
    ("bakery-pos | main frozen for pushes over the holidays", push("feature/till-roll"), F),
    ("choir-site: release shut to pushes this week (bar the tag job)", push("release"), V),
    ("[infra] ward-rota: master locked thru Easter", push("master"), V),
    ("[infra] ward-rota: master locked thru Easter", push("rota/night-swap"), F),
    ("harbour-app -- prod: locked · staging: locked", push("staging"), V),
    ("harbour-app -- prod: locked · staging: locked", push("fix/tide-table"), F),
    ("museum-shop, develop shut for pushes during the stocktake", push("develop"), V),
    ("main frozen for pushes; staging is yours", push("staging"), F),
]  # fmt: skip
TERSE_CLOSED_NEAR = [
    # the line's own verb, a question, the past told, a force push alone, a status line
    ("main closed two bugs last sprint, nice work", push("main"), NA),
    ("Is main frozen for pushes right now?", push("main"), NA),
    ("main was locked last week; it's open again now.", push("main"), U),
    ("main locked for force pushes; regular pushes are fine", push("main"), U),
    ("release locked in for Friday, yay", push("release"), U),
    ("Main: closed Mondays, open Tue-Sun", push("main"), U),
    # another field's refusal, read beside the closed line (a closed branch's reading had cut it)
    ("main: locked | develop: no pushes", push("develop"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TERSE_CLOSED + TERSE_CLOSED_NEAR)
def test_a_terse_notes_line_and_its_state(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule that gets lifted later

# "gets lifted", "gets dropped", "gets scrapped" beside a time to come ("The master-branch rule …
# gets lifted next Tuesday. Don't push to staging either.") is a lifting to come, as "will be
# lifted" is (lifted_later._FUTURE_LIFT): the rule holds today. The hook had blanked the sentence
# as a day's news and let the push onto the line through as `followed`.
GETS_LIFTED = [
    ("The master-branch rule on the choir site gets lifted next Tuesday. Don't push to staging either.", push("master"), V),
    ("The main freeze on the choir site gets lifted on Friday. Never push to staging either.", push("main"), V),
    ("The prod-branch rule gets lifted on Wednesday. Don't push to staging either.", push("prod"), V),
    ("The rule on develop gets dropped next Thursday. Never push to qa either.", push("develop"), V),
    ("The trunk freeze gets scrapped next Monday. Don't push to release either.", push("trunk"), V),
]  # fmt: skip
GETS_LIFTED_NEAR = [
    # lifted in the past, lifted today, asked; a feature branch beside the kept rule
    ("The main-branch rule got lifted last Monday, push away.", push("main"), U),
    ("The main-branch rule gets lifted today; push away.", push("main"), U),
    ("Does the main-branch rule get lifted next Monday?", push("main"), NA),
    ("The trunk freeze gets scrapped next Monday. Don't push to release either.", push("feature/x"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GETS_LIFTED + GETS_LIFTED_NEAR)
def test_a_rule_that_gets_lifted_later_holds_today(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a terse note's fields: "kennel-site | records/: keep | thumbnails/: deletable" (both
    # `unknown`)
    ("dev33zb", "dev33zb-en-045"),
    ("dev33zb_frozen", "dev33zb-en-046"),
    # what a text skips: "Show blurbs for the planetarium's lobby display skip emoji, because the
    # display font has no glyphs for them." (both `unknown`)
    ("dev33w", "dev33w-en-005"),
    ("dev33w", "dev33w-en-006"),
    # a terse note's line: "dental-lab-orders :: main frozen for pushes 1-15 Dec (exc.
    # release-bot)" (main's push and another branch's, both `unknown`)
    ("dev33zb", "dev33zb-en-017"),
    ("dev33zb_frozen", "dev33zb-en-018"),
    # a rule that gets lifted later: "The main-branch rule on the kennel app gets lifted next
    # Monday. Don't push to deploy either." (main's push and a feature push, both `unknown`)
    ("dev33zb", "dev33zb-en-055"),
    ("dev33zb_frozen", "dev33zb-en-056"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_the_twenty_ninth_round_english_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33zc", "check-zc-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33zc" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("twenty-ninth-round" in r["tags"] for r in en)
    assert_frozen_part("dev33zc", "check-zc-en", "twenty-ninth-round", {"en": 20})
    assert_rules_apart("dev33zc", texts_outside(DEV33ZC, DEV33ZC_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        KEPT_FIELDS
        + KEPT_FIELDS_NEAR
        + OVER_PROSE
        + OVER_PROSE_NEAR
        + SKIPPED
        + SKIPPED_NEAR
        + TERSE_CLOSED
        + TERSE_CLOSED_NEAR
    )
