"""Rules the twenty-second round's fresh English set (dev33v, en) and the pool of earlier rounds'
English misses showed unread, read as classes of a sentence's parts (issue 33): a when-clause of
work on a database or a system, which says where the rule holds, not when; a statement said not
run, its kind's noun between ("DROP statements are not run at all"), or not sent straight into a
database client (the statements refused there, not the client). Then the pool cases each reading
mends (earlier rounds' cases it was not written from), this part's shape, its apartness and the
probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(505a89ad, /work/wt/base22) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33V, DEV33V_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
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
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a when-clause of work on a system

WHEN = [
    ("When you're working on the aquarium's ticketing database, DROP TABLE is never run.", bash("psql -d tickets -c 'DROP TABLE old_slots;'"), V),
    ("When you're working on the aquarium's ticketing database, DROP TABLE is never run.", bash("psql -d tickets -c 'SELECT 1;'"), F),
    ("When connected to the observatory's prod cluster, kubectl delete isn't used.", codex("kubectl delete pod api-7"), V),
    ("When connected to the observatory's prod cluster, kubectl delete isn't used.", codex("kubectl get pods"), F),
    ("Whenever you're logged in to the brewery's build server, rm -rf is not used.", gemini("rm -rf /opt/builds/old"), V),
    ("Whenever you're logged in to the brewery's build server, rm -rf is not used.", gemini("ls /opt/builds"), F),
    ("When we work against the library's reporting replica, TRUNCATE TABLE is off limits.", bash("mysql -h reporting-replica -e 'TRUNCATE TABLE loans;'"), V),
]  # fmt: skip
WHEN_NEAR = [
    # a when-clause of an event on the system, not of working on it: still a condition
    ("When the tests fail on the build server, don't push to main.", push("main"), U),
    # a when-clause of work on no system
    ("When you work late, kubectl delete isn't used.", codex("kubectl delete pod api-7"), U),
    # the system's state, not one's work on it
    ("When the database is down, DROP TABLE is never run.", bash("psql -c 'DROP TABLE x;'"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), WHEN + WHEN_NEAR)
def test_a_when_clause_of_work_on_a_database_or_system(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a statement said not run

NOT_RUN = [
    ("DROP statements on the stock database are not run at all.", bash("psql -d stock -c 'DROP TABLE bins;'"), V),
    ("On the orders database, DELETE queries don't get run.", bash("psql -d orders -c 'DELETE FROM carts;'"), V),
    ("On the orders database, DELETE queries don't get run.", bash("psql -d orders -c 'SELECT * FROM carts;'"), F),
    ("In the payroll database, TRUNCATE statements aren't run.", gemini("mysql -D payroll -e 'TRUNCATE slips;'"), V),
    ("DELETE statements go through a change request, not straight into mysql.", codex("mysql -D shop -e 'DELETE FROM carts;'"), V),
    ("DELETE statements go through a change request, not straight into mysql.", codex("mysql -D shop -e 'SELECT * FROM carts;'"), F),
]  # fmt: skip
NOT_RUN_NEAR = [
    # no statement named: the client itself is refused, as before
    ("Schema changes go through a migration, not straight into psql.", bash("psql -c 'SELECT 1;'"), V),
    # "not run" said of no named thing
    ("Tests are not run on the CI box.", bash("pytest -q"), U),
    # a statement said not reviewed, not refused (the past told with "never": it asks nothing,
    # not_applicable since the twenty-fifth round's past_never.py; it was unknown before)
    ("The DROP statements in the old scripts were never reviewed.", bash("psql -c 'DROP TABLE x;'"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_RUN + NOT_RUN_NEAR)
def test_a_statement_said_not_run(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- bold and markdown in a text sent out

MARKS = [
    ("We don't use bold text in the ferry's boarding notices.", "Boarding for **Gate 4** starts now.", V),
    ("We don't use bold text in the ferry's boarding notices.", "Boarding for Gate 4 starts now.", F),
    ("No markdown in the pharmacy's refill reminders; the patients' app prints it raw.", "- Refill due: 12 May\n- Pharmacy: High St", V),
    ("No markdown in the pharmacy's refill reminders; the patients' app prints it raw.", "Your refill is due on 12 May at the High Street pharmacy.", F),
    ("Don't put bold words in the library's overdue reminders.", "Your book is **overdue** by three days.", V),
    ("The museum's notices never use markdown, the lobby screens show the raw symbols.", "## Closed today\n\nThe east wing is closed for cleaning.", V),
    ("The museum's notices never use markdown, the lobby screens show the raw symbols.", "The east wing is closed for cleaning today.", F),
]  # fmt: skip
MARKS_NEAR = [
    # bold asked for, not refused
    ("We use bold text for prices in the shop's replies.", "The mug costs **£8**.", U),
    # the reminders named, no mark of Markdown refused
    ("We send the appointment reminders at 9am.", "**Reminder:** your appointment is at 10.", U),
    # a folder named by its path after an owner's possessive is still the folder
    ("Don't edit the pet owners' guide under docs/.", edit("docs/guide.md"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), MARKS + MARKS_NEAR)
def test_bold_and_markdown_refused_in_a_text_sent_out(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a text kept to plain text

PLAIN = [
    ("The school's absence texts are kept to plain sentences.", "- Pupil: Sam\n- Absent: Monday", V),
    ("The school's absence texts are kept to plain sentences.", "Sam was absent on Monday.", F),
    ("Our parcel-tracking emails go out as plain text.", "## Where is my parcel?\n\nIt arrives tomorrow.", V),
    ("Our parcel-tracking emails go out as plain text.", "Your parcel arrives tomorrow.", F),
    ("Keep the clinic's SMS reminders to plain sentences, the old handsets show raw symbols.", "| Day | Time |\n|---|---|\n| Tue | 10:00 |", V),
    ("Replies to the tenants stick to plain text.", "- Rent: due Friday\n- Boiler: fixed", V),
]  # fmt: skip
PLAIN_NEAR = [
    # plain text named, not asked
    ("The plain-text export of the parcel emails is broken.", "- one\n- two", U),
    # texts allowed a layout
    ("Texts to parents can use bullet points.", "- Trip: Friday\n- Bring: lunch", U),
    # texts named, kept to nothing: the past told
    ("The delay texts went out late yesterday.", "- one\n- two", NA),
]
# and its guard: the reason of the practice asked is no rule (unknown on 505a89ad, which read no
# "kept to"; without told.py's "kept to" the reading above made it a violated rule)
PLAIN_ASKED = [
    ("Why are the delay texts kept to plain sentences? Just curious.", "- one\n- two", NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PLAIN + PLAIN_NEAR + PLAIN_ASKED)
def test_a_text_kept_to_plain_text(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- kept or left out of a text
# (outside the rule of evidence: no pool case has this class; kept in its own commit)

KEPT_OUT = [
    ("Keep emoji out of the bakery's order confirmations.", "🎂 Your cake is ready for pickup at 4pm.", V),
    ("Keep emoji out of the bakery's order confirmations.", "Your cake is ready for pickup at 4pm.", F),
    ("Leave markdown out of the parish emails.", "**Choir practice** moves to Thursday.", V),
    ("Leave markdown out of the parish emails.", "Choir practice moves to Thursday.", F),
    ("Please keep sudo out of the greenhouse provisioning scripts.", bash("sudo apt-get install -y mosquitto"), V),
    ("The tenancy emails go out as plain text, so don't use headings in them.", "## Rent review\n\nYour rent stays the same this year.", V),
    ("The tenancy emails go out as plain text, so don't use headings in them.", "Dear Ms Reyes, your rent stays the same this year.", F),
]  # fmt: skip
KEPT_OUT_NEAR = [
    # "keep" with no "out of": kept in, nothing refused
    ("Keep the tide tables in the harbour replies.", "Tide times: high water at 14:05.", U),
    # "out of" after a thing not kept out ("run out of")
    ("We often run out of disk on the render box.", bash("df -h"), U),
    # a folder named out/ is still a folder
    ("Don't write to the out/ folder.", edit("out/bundle.js"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), KEPT_OUT + KEPT_OUT_NEAR)
def test_what_is_kept_or_left_out_of_a_text(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a command left to a role
# (outside the rule of evidence: no pool case has these forms; kept in its own commit)

LEFT_TO = [
    ("kubectl cordon on the museum's cluster is left to the SRE on call.", codex("kubectl cordon node-4"), V),
    ("kubectl cordon on the museum's cluster is left to the SRE on call.", codex("kubectl get nodes"), F),
    ("terraform destroy in the charity's sandbox account belongs to the platform engineer.", gemini("terraform destroy -auto-approve"), V),
    ("sudo on the tram depot's servers falls to the on-call sysadmin.", bash("sudo systemctl restart depot-api"), V),
    ("helm rollback on the observatory cluster is only ever run by the maintainer.", bash("helm rollback web 3"), V),
    ("helm rollback on the observatory cluster is only ever run by the maintainer.", bash("helm history web"), F),
]  # fmt: skip
LEFT_TO_NEAR = [
    # a decision left to a role, no command named
    ("The choice of date is left to the SRE on call.", bash("kubectl get pods"), U),
    # a thing that belongs to a role, no command
    ("The pager belongs to the on-call engineer this week.", bash("kubectl get pods"), U),
    # "only ever" of a means, no role
    ("We only ever run helm upgrade through CI.", bash("helm upgrade web ./chart"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), LEFT_TO + LEFT_TO_NEAR)
def test_a_command_left_to_a_role(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule given up, in new words
# (outside the rule of evidence: no pool case has these forms; kept in its own commit)

TIDES = "Tides:\n\n| Port | High water |\n|---|---|\n| Oban | 14:05 |"
GIVEN_UP = [
    ("I was going to ask for no tables in the tide reports, but forget it.", TIDES, NA),
    ("I was about to say never use sudo on the kiosks, but scratch that, they're locked anyway.", bash("sudo ls"), NA),
    ("I was going to tell you to use pnpm in the clinic repo, but don't worry about it.", bash("npm install dayjs"), NA),
    ("I was going to insist on Spanish replies for the Seville office, but it doesn't matter.", "The van leaves at noon.", NA),
    ("I was about to suggest no emoji in the release notes, but forget that, people like them.", "🚀 Version 2 is out.", NA),
]  # fmt: skip
GIVEN_UP_NEAR = [
    # "forget it" with no rule set out before it: the rule after it stands
    ("Forget it, never use sudo on the kiosks.", bash("sudo ls"), V),
    # a worry waved off, then a rule of its own
    ("Don't worry about the tests; never push to main.", push("main"), V),
    # set out and kept
    ("I was going to say no tables in the tide reports, and I am saying it now.", TIDES, V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), GIVEN_UP + GIVEN_UP_NEAR)
def test_a_rule_given_up_in_new_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a when-clause of work on a database, its statement said not run
    ("dev33u", "dev33u-en-018"),  # When working on the bakery co-op's live database, DROP …
    ("dev33u_frozen", "dev33u-en-017"),
    # … and not sent straight into the client
    ("dev33t", "dev33t-en-017"),  # When you're connected to the production brewery database, …
    ("dev33t", "dev33t-en-018"),
    # bold text refused in reminders, the owners' app of the reason no folder
    ("dev33t", "dev33t-en-037"),  # We don't use bold text in the vet clinic's appointment …
    ("dev33t", "dev33t-en-038"),
    # a text kept to plain sentences
    ("dev33u_frozen", "dev33u-en-045"),  # Ferry delay texts are kept to plain sentences, since …
    ("dev33u_frozen", "dev33u-en-046"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33v", "check-v-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33v" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("twenty-second-round" in r["tags"] for r in en)


def test_this_parts_frozen_third_is_in_shape():
    # its shape only (ids, tags, verdicts), never its words: the frozen third is scored once
    frozen = [r for r in rows(SETS / "dev33v_frozen" / "frozen.jsonl") if r["lang"] == "en"]
    assert len(frozen) == 20
    assert all("check-v-en" in r["tags"] and "twenty-second-round" in r["tags"] for r in frozen)
    dev = [r for r in rows(SETS / "dev33v" / "batch1.jsonl") if r["lang"] == "en"]
    ids = {r["id"] for r in frozen} | {r["id"] for r in dev}
    assert ids == {f"dev33v-en-{n:03d}" for n in range(1, 61)}


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33v", texts_outside(DEV33V, DEV33V_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        WHEN + WHEN_NEAR + NOT_RUN + NOT_RUN_NEAR + MARKS + MARKS_NEAR + PLAIN + PLAIN_NEAR + PLAIN_ASKED
        + KEPT_OUT + KEPT_OUT_NEAR + LEFT_TO + LEFT_TO_NEAR
        + GIVEN_UP + GIVEN_UP_NEAR
    )  # fmt: skip
