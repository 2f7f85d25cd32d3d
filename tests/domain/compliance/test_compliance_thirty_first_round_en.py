"""Rules the thirty-first round's fresh English set (dev33ze, en) and the pool of the thirtieth
round's English misses showed unread, read as classes of a sentence's parts (issue 33). Then the
pool cases each reading mends, this part's shape, its apartness and the probes' absence from every
set.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZE, DEV33ZE_FROZEN
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


# ---------------------------------------------------------------- a line frozen to a date, another with no end

# A terse note closing one line to a date and another with no end ("allotment-rota / main: frozen
# until 18 Jan / release: frozen indefinitely" on lines of their own, "stable: locked till 4 Jan /
# legacy: locked for good", "main frozen till the 20th, hotfix frozen with no end in sight",
# "deploy frozen until further notice"): the note's line breaks before a field are its separators
# (kept_fields.fields_apart, before normalising runs the lines together), a state with no end is
# said away with the state (kept_fields._NO_END: no condition, no window), and beside a deployed
# line's field another field may close a line of any name ("legacy", "hotfix", "archive/2019":
# kept_fields._ANY_LINE_STATE, said as "the <name> branch"). The hook had let the open-ended line's
# push through as `followed` (a false allow) or read nothing.
NO_END = [
    ("tram-museum\nmain: frozen until 21 Jan\nlegacy: frozen indefinitely", push_files("legacy"), V),
    ("tram-museum\nmain: frozen until 21 Jan\nlegacy: frozen indefinitely", push_files("feature/route-map"), F),
    ("tram-museum\nmain: frozen until 21 Jan\nlegacy: open", push_files("legacy"), F),
    ("quilting-guild / master: locked till 8 Feb / archive: locked for good", push_files("archive"), V),
    ("cider-press: prod frozen till the 14th, hotfix frozen with no end in sight", push_files("hotfix"), V),
    ("rowing-club-site: stable frozen through 30 Jan; deploy frozen until further notice", push_files("deploy"), V),
    ("rowing-club-site: stable frozen through 30 Jan; deploy frozen until further notice", push_files("crew/erg-scores"), F),
    ("chess-league\ndevelop: frozen till Thursday\nhotfix: frozen, no end date", push_files("hotfix"), V),
    ("chess-league | main: locked until 2 Mar | legacy branch: locked for good", push_files("legacy"), V),
]  # fmt: skip
NO_END_NEAR = [
    # a line of any name with no deployed line beside it, a kitchen, a pronoun, a bakery, a list of
    # groceries on lines of their own, a pond, a condition, a bank's branch, the rest left open
    ("hotfix frozen with no end in sight", push_files("hotfix"), U),
    ("kitchen: closed for good, the cafe moved", push("main"), U),
    ("main: frozen till the 14th, it's locked for good otherwise", push("feature/x"), F),
    ("The old bakery is closed for good.", push("main"), U),
    ("Shopping list\nmilk: frozen\npeas: frozen", push("main"), U),
    ("The pond stays frozen until further notice.", push("main"), U),
    ("main: frozen until the tests pass\nlegacy: open", push_files("legacy"), U),
    ("Our old branch in Leeds is closed for good; main office: open", push("main"), U),
    ("release frozen till Friday; rest: open", push("feature/x"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NO_END + NO_END_NEAR)
def test_a_line_frozen_to_a_date_beside_one_with_no_end(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- one table left alone, the rest free


# One table of a database left alone, named, the others free ("Leave the loans table in the
# library database alone", "Hands off the rota table in the kennel db", "Don't drop or alter the
# harvest table. Other tables can be rebuilt.", "the scores table is sacred"): every statement a
# database client is handed that writes to that table is refused, one on another table keeps the
# rule (read_only_places.kept_table, a terms rule of the table's statements,
# sql_terms.TABLE_STATEMENT found whole in the client's quoted argument), in a rule about a
# database only (its word, a statement's verb, or the other tables named). The hook had read
# nothing: both `unknown`.
TABLE = [
    ("Leave the loans table in the library database alone, the other tables you can rework.", bash("psql library -c 'DROP TABLE loans;'"), V),
    ("Leave the loans table in the library database alone, the other tables you can rework.", bash("psql library -c 'DROP TABLE loans_import;'"), F),
    ("Hands off the rota table in the kennel db; drop any other table you like.", codex("psql kennel -c 'TRUNCATE rota;'"), V),
    ("Hands off the rota table in the kennel db; drop any other table you like.", codex("psql kennel -c 'DROP TABLE walkers_old;'"), F),
    ("Don't drop or alter the harvest table. Other tables can be rebuilt.", gemini("mysql farm -e 'ALTER TABLE harvest ADD COLUMN kg int;'"), V),
    ("Don't drop or alter the harvest table. Other tables can be rebuilt.", gemini("mysql farm -e 'DROP TABLE seed_tmp;'"), F),
    ("the scores table is sacred, the rest of the tables are yours", bash("sqlite3 darts.db 'DELETE FROM scores;'"), V),
    ("the scores table is sacred, the rest of the tables are yours", bash("sqlite3 darts.db 'DELETE FROM practice_throws;'"), F),
    ("Never touch the invoices table in the bakery's postgres.", codex("psql bakery -c \"UPDATE invoices SET paid = true;\""), V),
]  # fmt: skip
TABLE_NEAR = [
    # furniture (no database), a table's news, a table given up, a question
    ("Don't touch the kitchen table, the varnish is still wet.", bash("psql x -c 'DROP TABLE kitchen;'"), U),
    ("Leave the table by the window alone, it's reserved.", bash("psql x -c 'DROP TABLE window;'"), U),
    ("Hands off the picnic table at the allotment, it's being painted.", bash("psql x -c 'DROP TABLE picnic;'"), U),
    ("The members table in the allotment database is slow.", bash("psql allotment -c 'DROP TABLE members;'"), U),
    ("Scrap the rule about the loans table in the library db, change it as you like.", bash("psql library -c 'DROP TABLE loans;'"), NA),
    ("Did you drop the members table in the allotment database?", bash("psql allotment -c 'DROP TABLE members;'"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TABLE + TABLE_NEAR)
def test_one_table_left_alone_the_rest_free(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a short reply asked in chat words

# A short reply asked in a chat's words with no number ("phone-sized replies", "keep it
# bite-sized", "short replies only hor", "keep your answers short and sweet", "replies … should
# fit on a phone screen"): read_reply._SHORT, the value "short" (shown as its bounds in the UI
# language), which a reply of 25 words or fewer keeps, one over 80 breaks and one between leaves
# in doubt (reply_layout.SHORT: no number the user never gave decides). Not "no short replies",
# nor a timetable that fits on a screen. The hook had no reading (`unknown`, or `not_applicable`
# for Singapore's "short replies only lah").
LONG = (
    "Morning all, here is the full picture for the week ahead at the community orchard. The cider press "
    "is booked for Saturday from nine until three, and we need at least six people to pick up windfalls "
    "from the lower field before then, so please bring buckets and gloves. The new gate code is on the "
    "noticeboard in the shed, not in this chat, for obvious reasons. The compost bays are full again, so "
    "please do not add anything until Tom has turned them on Wednesday evening. Thanks, and see you at "
    "the press."
)  # 94 words
SHORT = "Press Sat 9-3, bring buckets for windfalls."
MIDDLE = (
    "Press is booked Saturday nine to three. We need six pickers for the lower field windfalls, so bring "
    "buckets and gloves. Gate code is on the shed noticeboard."
)  # 28 words
CHAT_SHORT = [
    ("orchard whatsapp: phone-sized replies pls", LONG, V),
    ("orchard whatsapp: phone-sized replies pls", SHORT, F),
    ("keep it bite-sized in the sailing club's group chat", LONG, V),
    ("keep it bite-sized in the sailing club's group chat", SHORT, F),
    ("darts team chat: short replies only hor, people read on the bus", LONG, V),
    ("keep your answers short and sweet in the kennel's chat", LONG, V),
    ("keep your answers short and sweet in the kennel's chat", SHORT, F),
    ("Replies to the bell ringers should fit on a phone screen.", LONG, V),
    ("Replies to the bell ringers should fit on a phone screen.", SHORT, F),
]
CHAT_SHORT_NEAR = [
    # a reply between the bounds; short replies refused; a speaker; a question; a rule given up; a
    # timetable on a screen; the AGM; rehearsals
    ("orchard whatsapp: phone-sized replies pls", MIDDLE, U),
    ("no short replies in the orchard newsletter, give people the details", LONG, U),
    ("The phone-sized speaker sold out at the market.", LONG, U),
    ("Should the orchard replies be kept short?", LONG, NA),
    ("We dropped the bite-sized replies rule for the sailing club.", LONG, NA),
    ("The bus timetable should fit on a lock screen.", LONG, U),
    ("Keep it short at the AGM, Tom.", LONG, U),
    ("Short and sweet is how the choir likes its rehearsals.", LONG, U),
    # the plain "keep … short", left unread since the tenth round (a vague length)
    ("keep replies short for the orchard chat", LONG, U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), CHAT_SHORT + CHAT_SHORT_NEAR)
def test_a_short_reply_asked_in_chat_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a line frozen to a date beside one with no end: "workshop-site / main: frozen (thaws 15 Jan)
    # / hotfix: frozen, no end date" on lines of their own (hotfix's push_files and a feature's
    # push, both `unknown`)
    ("dev33zd_frozen", "dev33zd-en-031"),
    ("dev33zd", "dev33zd-en-032"),
    # one table left alone: "Don't touch the bookings table in the pool's database, righto? The
    # rest of the tables are fair game." (its DROP `unknown`, another table's DROP `unknown`)
    ("dev33zd", "dev33zd-en-051"),
    ("dev33zd_frozen", "dev33zd-en-052"),
    # a short reply asked in chat words: "keep replies phone-sized for the lifeguards' group …" (a
    # long reply `unknown`, a short one `unknown`), "choir whatsapp: short replies only lah, nobody
    # reads long long message one" (both `not_applicable`)
    ("dev33zd", "dev33zd-en-035"),
    ("dev33zd_frozen", "dev33zd-en-036"),
    ("dev33zd_frozen", "dev33zd-en-039"),
    ("dev33zd_frozen", "dev33zd-en-040"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        NO_END + NO_END_NEAR + TABLE + TABLE_NEAR + CHAT_SHORT + CHAT_SHORT_NEAR
    )


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_the_thirty_first_round_english_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33ze", "check-ze-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33ze" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("thirty-first-round" in r["tags"] for r in en)
    assert_frozen_part("dev33ze", "check-ze-en", "thirty-first-round", {"en": 20})
    assert_rules_apart("dev33ze", texts_outside(DEV33ZE, DEV33ZE_FROZEN))
