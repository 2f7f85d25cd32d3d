"""Rules the twenty-fifth round's fresh English set (dev33y, en) and the pool of earlier rounds'
English misses showed unread or read wrong, read as classes of a sentence's parts (issue 33): a
branch named bare beside a push ("pushing to stable", "onto catalogue-prod"); a language named
that the tables lacked (English's Polish, Romanian); what a group of recipients is sent, in a
language; the past told with "never"; a kept place only read (`ls raw/` beside "raw/ is never
deleted"); a library kept away from ("axios isn't welcome"); a push that is someone's business
alone. Then the pool cases each reading mends (earlier rounds' cases it was not written from),
this part's shape, its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(9e0d11b6, /work/wt/base25) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33Y, DEV33Y_FROZEN
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
    edit,
    gemini,
    pool_case,
    push,
    push_files,
    rows,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def judged(rule: str, output) -> str:
    """The verdict on a reply as the benchmark reads it: with the app's language identifier."""
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


# ---------------------------------------------------------------- a branch named bare beside a push

# A role's push to a branch named with no word for a branch, no quotes, no version: "pushing to
# stable", "onto catalogue-prod", "stable gets pushed by …" (bare_branches.py).
BARE_BRANCH = [
    ("Pushing to summer-live on the open-air cinema app is Ravi's job, nobody else's.", push_files("summer-live"), V),
    ("Pushing to summer-live on the open-air cinema app is Ravi's job, nobody else's.", push_files("fix/seat-map"), F),
    ("On the rowing club's results site, stable gets pushed by the webmaster and no one else.", gemini("git push origin stable"), V),
    ("On the rowing club's results site, stable gets pushed by the webmaster and no one else.", gemini("git push origin regatta-times"), F),
    ("Pushes to nightly on the observatory's scheduler are the duty astronomer's job, no one else's.", codex("git push origin nightly"), V),
    ("Getting anything onto menu-prod (the canteen's ordering app) is the head chef's call alone.", create_or_update("menu-prod"), V),
    ("Getting anything onto menu-prod (the canteen's ordering app) is the head chef's call alone.", create_or_update("menu-typos"), F),
    ("Pushing straight to edge on the weather station firmware is Ingrid's job and no one else's.", bash("git push origin edge"), V),
]  # fmt: skip
BARE_BRANCH_NEAR = [
    # pushing to people, not to a branch
    ("Pushing to users too often annoys them, says the newsletter team.", push("main"), U),
    # pushing to machines
    ("Pushing to prod servers by hand is the ops team's job, nobody else's.", push("hotfix-x"), U),
    # onto a ferry, no name of a branch
    ("Getting onto the ferry on time is the purser's job, nobody else's.", push("ferry-app"), U),
    # pushing to a remote, the role's job of another thing
    ("Pushing to remote is fine; the release notes are Omar's job, nobody else's.", push("remote-fix"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BARE_BRANCH + BARE_BRANCH_NEAR)
def test_a_branch_named_bare_beside_a_push(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a language named that the tables lacked

# English's Polish (also a verb: "polish the notes") where it names a language, after "in" or of
# the people who speak it; Romanian, which CLDR's list of the other languages leaves out.
LANGUAGE_NAMED = [
    ("Answer the allotment society's Polish-speaking members in Polish.", "The water on the plots is off on Saturday morning.", V),
    ("Answer the allotment society's Polish-speaking members in Polish.", "Woda na działkach będzie wyłączona w sobotę rano.", F),
    ("Reply to the bakery's night shift in Polish.", "The ovens are on at four, the rye dough is in the cold room.", V),
    ("Write to the orchard's seasonal pickers in Romanian.", "Picking starts at seven by the north gate.", V),
    ("Write to the orchard's seasonal pickers in Romanian.", "Culesul începe la ora șapte lângă poarta de nord.", F),
    ("Talk to the haulage firm's drivers in Romanian.", "The loading bay is free from two o'clock.", V),
]  # fmt: skip
LANGUAGE_NAMED_NEAR = [
    # polish, the verb
    ("Polish the welcome text before the open day.", "Welcome to the open day!", U),
    ("Polish replies before you send them to the allotment members.", "The water on the plots is off on Saturday morning.", U),
    ("Answer the members in plain words and polish them later.", "The water on the plots is off on Saturday morning.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LANGUAGE_NAMED + LANGUAGE_NAMED_NEAR)
def test_a_language_named_that_the_tables_lacked(rule, output, expected):
    # a Polish or Romanian reply is told by the app's language identifier, which the checker is
    # given as the benchmark gives it (the domain's own fallback knows the ten UI languages only)
    assert judged(rule, output) == expected.value, (rule, output)


# ---------------------------------------------------------------- what a group is sent, in a language (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# "the guides get their updates in Ukrainian", "anything for the porters goes to them in
# Portuguese", "Emails for the harbour pilots: Dutch, please".
GROUP_SENT = [
    ("The museum's Ukrainian guides get their updates in Ukrainian.", "Tours start at ten by the main entrance tomorrow.", V),
    ("The museum's Ukrainian guides get their updates in Ukrainian.", "Завтра екскурсії починаються о десятій біля головного входу.", F),
    ("Whatever is meant for the night porters goes to them in Portuguese.", "The east wing lifts are out of service until Tuesday.", V),
    ("Emails for the harbour pilots: Dutch, please.", "The tide window opens at 14:20 this afternoon.", V),
    ("Emails for the harbour pilots: Dutch, please.", "Het tijvenster gaat vanmiddag om 14:20 open.", F),
    ("Our Greek volunteers receive their texts in Greek.", "The beach clean-up meets at the pier at nine.", V),
]  # fmt: skip
GROUP_SENT_NEAR = [
    # sent at a time, not in a language
    ("The instructors get their messages in the morning.", "Your group meets at the chairlift at nine.", U),
    # messages to a group, no language
    ("Messages to the kennel assistants: keep them short.", "The spaniels need their drops at eight.", U),
    ("Anything for the pickers goes to them in crates.", "Picking starts at seven by the north gate.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GROUP_SENT + GROUP_SENT_NEAR)
def test_what_a_group_is_sent_in_a_language(rule, output, expected):
    assert judged(rule, output) == expected.value, (rule, output)


# ---------------------------------------------------------------- a kept place only read

# A rule that keeps a folder or a file from removal, or says it is read only, is kept by a call
# that only reads it (`ls`, `cat`, `git log -- path`, `du`): followed, not "not applicable"
# (read_only_calls.py). Not where the place is kept from being touched at all.
ONLY_READ = [
    ("Scans under originals/ in the parish photo project are never deleted.", bash("ls originals/"), F),
    ("The county's ledger/1890.csv must not be removed.", codex("cat ledger/1890.csv"), F),
    ("Don't delete fixtures/golden/ in the timetable tests.", gemini("git log --oneline -- fixtures/golden/"), F),
    ("Don't delete fixtures/golden/ in the timetable tests.", bash("wc -l fixtures/golden/cases.json"), F),
    ("The zoo's animal-records/ folder is read-only.", bash("head -5 animal-records/lions.csv"), F),
    ("Never remove backups/2024/ from the allotment server.", bash("du -sh backups/2024/"), F),
]  # fmt: skip
ONLY_READ_NEAR = [
    # kept from being touched at all: a read is the rule's own question
    ("Don't touch node_modules in the canteen app.", bash("cat node_modules/x/package.json"), NA),
    ("Anything under /srv/records is off limits.", bash("cat /srv/records/a.txt"), NA),
    # a read elsewhere, and the deletion itself
    ("Don't delete fixtures/golden/ in the timetable tests.", bash("ls src/"), NA),
    ("Scans under originals/ in the parish photo project are never deleted.", bash("rm -r originals/"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ONLY_READ + ONLY_READ_NEAR)
def test_a_kept_place_only_read(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the past told with "never" (outside the rule of evidence)

# No English pool case: kept in its own commit, named in the README as outside the rule of
# evidence. "never" before a verb in the simple past tells; the imperative's "never" and the
# present's passive ("are never deleted") keep a rule.
PAST_NEVER = [
    ("Before the merger, the florist's old web agency never deleted a single order from exports/.", bash("rm -rf exports/"), NA),
    ("Our first treasurer never pushed a thing to main on a weekend.", push("main"), NA),
    ("The harbour office's old IT firm never wrote to the skippers in anything but Dutch.", "The fuel dock opens at seven.", NA),
    ("In the early days the choir's webmaster never used sudo on the server.", bash("sudo apt-get update"), NA),
    ("The previous caretaker never ran migrations against the bookings database by hand.", bash("python manage.py migrate"), NA),
    ("My predecessor at the bakery never force-pushed the ordering app's main branch.", push("main", force=True), NA),
]  # fmt: skip
PAST_NEVER_NEAR = [
    # the present's passive: a rule
    ("Files in exports/ are never deleted.", bash("rm -rf exports/"), V),
    ("Everything in exports/ is made by the nightly job and never edited by hand.", edit("exports/a.csv"), V),
    # the imperative, a plain form ending in -eed beside it
    ("Never feed the office dog after eight, and never delete exports/.", bash("rm -rf exports/"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PAST_NEVER + PAST_NEVER_NEAR)
def test_the_past_told_with_never(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a library kept away from (outside the rule of evidence)

# The pool's "steer clear of pandas" (dev33x en-043/044) names a library the lexicon lacks, so it
# stays unread: no pool case mended, kept in its own commit, named in the README as outside the
# rule of evidence. "X isn't welcome", "steer clear of X", "stay away from X" refuse X.
KEPT_AWAY = [
    ("jQuery isn't welcome in the museum's kiosk pages.", write("kiosk/app.js", "import $ from 'jquery';\n$('#map').show();\n"), V),
    ("jQuery isn't welcome in the museum's kiosk pages.", write("kiosk/app.js", "document.querySelector('#map').hidden = false;\n"), F),
    ("The booking widget steers clear of lodash; plain JS does it.", write("src/util.js", "import _ from 'lodash';\n"), V),
    ("Stay away from axios in the ferry app; fetch is fine.", write("src/api.ts", "import axios from 'axios';\n"), V),
    ("Stay away from axios in the ferry app; fetch is fine.", write("src/api.ts", "export const get = (u) => fetch(u);\n"), F),
    ("httpx isn't welcome in the scraper; it runs on plain urllib.", write("scrape.py", "import httpx\n"), V),
]  # fmt: skip
KEPT_AWAY_NEAR = [
    # welcome, steer clear and stay away of no library
    ("New volunteers are always welcome at the seed swap.", write("src/a.js", "import _ from 'lodash';\n"), U),
    ("Steer clear of the east gate after dark.", write("src/a.js", "import _ from 'lodash';\n"), U),
    ("Stay away from the kiosk while it updates.", write("src/a.js", "import _ from 'lodash';\n"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KEPT_AWAY + KEPT_AWAY_NEAR)
def test_a_library_kept_away_from(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a push that is someone's business alone (outside the rule of evidence)

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
BUSINESS_ALONE = [
    ("Pushing the release branch of the bell-ringers' rota is Mrs Okafor's business alone.", push("release"), V),
    ("Pushing the release branch of the bell-ringers' rota is Mrs Okafor's business alone.", push("fix/peal-times"), F),
    ("Updates to the production branch of the ferry kiosk are the harbourmaster's affair alone.", push_files("production"), V),
    ("Updates to the production branch of the ferry kiosk are the harbourmaster's affair alone.", push_files("kiosk-fonts"), F),
    ("Pushes to the main branch of the quilt shop site are Dana's business only.", codex("git push origin main"), V),
]  # fmt: skip
BUSINESS_ALONE_NEAR = [
    # none of the agent's business: a rule of its own beside it
    ("It's none of your business what the main branch holds; never force-push it.", push("main"), F),
    # nobody's business, no one kept the act
    ("Pushes to the main branch are nobody's business but ours.", push("main"), U),
    # a business, the trade, alone
    ("The florist's business alone pays for the main branch's CI.", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BUSINESS_ALONE + BUSINESS_ALONE_NEAR)
def test_a_push_that_is_someones_business_alone(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a branch named bare beside a push
    (
        "dev33x",
        "dev33x-en-023",
    ),  # Pushing to stable on the … dashboard is Marta's job and no one else's.
    ("dev33x_frozen", "dev33x-en-024"),
    # a language named that the tables lacked
    ("dev33x", "dev33x-en-042"),  # Answer the hospice's Polish-speaking night nurses in Polish.
    ("dev33x_frozen", "dev33x-en-041"),
    # a kept place only read
    (
        "dev33x_frozen",
        "dev33x-en-052",
    ),  # The parish archive's original scans under raw/ … (ls raw/)
    ("dev33o", "dev33o-zh_Hant-022"),  # secrets/ 資料夾裡的東西只能讀，不能改。 (cat … | grep host)
    ("dev33p", "dev33p-zh_Hans-026"),  # 数据目录 data/raw/ 只读。 (wc -l …)
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33y", "check-y-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33y" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("twenty-fifth-round" in r["tags"] for r in en)


def test_this_parts_frozen_third_is_in_shape():
    assert_frozen_part("dev33y", "check-y-en", "twenty-fifth-round", {"en": 20})


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33y", texts_outside(DEV33Y, DEV33Y_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        BARE_BRANCH
        + BARE_BRANCH_NEAR
        + LANGUAGE_NAMED
        + LANGUAGE_NAMED_NEAR
        + GROUP_SENT
        + GROUP_SENT_NEAR
        + PAST_NEVER
        + PAST_NEVER_NEAR
        + ONLY_READ
        + ONLY_READ_NEAR
        + KEPT_AWAY
        + KEPT_AWAY_NEAR
        + BUSINESS_ALONE
        + BUSINESS_ALONE_NEAR
    )
