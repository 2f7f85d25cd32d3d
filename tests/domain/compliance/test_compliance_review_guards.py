"""Rules the twenty-fifth round's readings misread, found by reading the round's change whole (the
integrator's review, after the merge): each reading stays, held to what its comment says. Every
sentence here was written for this file; on the merged round before these guards each reads as the
comment beside it says, the wrong way."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, check, edit, push

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

CASES = [
    # past_never (English): "never" and a participle with no time gone by is a rule with its verb
    # left out, not the past told (were not_applicable)
    ("Config files: never edited by hand.", edit("config/a.yml"), V),
    ("Main: never pushed to directly.", push("main"), V),
    ("Migrations never touched after release.", edit("migrations/0001.py"), V),
    # past_never (the west): the past compared with now holds now; the past verb must be the
    # "never"'s own (were not_applicable)
    ("Wie früher bleibt main gesperrt, niemand pusht direkt.", push("main"), V),
    ("Come una volta, nessuno pusha su main a tutti costi.", push("main"), V),
    # bare_branches: English's article is no Spanish "a", a verb no branch's name (were read as
    # branches: followed / violated)
    ("Never push a hotfix without a ticket.", push("main"), U),
    ("Never push a hotfix without a ticket.", push("hotfix"), U),
    ("Don't push to deploy on Fridays.", push("main"), U),
    # reserved: when a push may happen is no doer after "только" (was violated)
    ("В ветку main пушим только после ревью.", push("main"), U),
    # reserved: a thing after "only" is no person (were violated / followed)
    ("Only code that passes review merges into main.", bash("git checkout main && git merge x"), F),
    ("Only code that passes review merges into main.", push("main"), U),
    # closed_branches (ko): a file left be is no branch left be (were violated)
    ("README는 그냥 놔두고 작업은 develop 브랜치에 푸시해 주세요.", push("develop"), U),
    ("설정 파일은 내버려 두고 feature 브랜치에만 푸시하세요.", push("feature"), F),
    # closed_branches (the west): only the branch left alone, not every branch named (was violated)
    ("Lass den Branch main in Ruhe und pushe stattdessen auf den Branch develop.", push("develop"), F),
    # read_only_calls: a place off-limits, hyphenated or not, is kept from any touch, so a read
    # there is the rule's own question (was followed with the hyphen)
    ("/etc is off-limits and never deleted.", bash("ls /etc"), NA),
    # reserved: "business alone" read with the other words of a job said alone (as before)
    ("Pushing the vault branch is Dr Kovacs's business alone.", push("vault"), V),
    # reserved: English "devops" before a thing is no role (was violated)
    ("Only devops changes may be pushed to main.", push("main"), F),
]  # fmt: skip

STILL = [
    ("Lass den Branch main in Ruhe und pushe stattdessen auf den Branch develop.", push("main"), V),
    ("Our first treasurer never pushed a thing to main on a weekend.", push("main"), NA),
    ("Früher hat das Team an Wochenenden nie deployt.", bash("./deploy.sh production"), NA),
    ("No hagas push a stable en la bodega.", push("stable"), V),
    ("Only the dispatch coordinator pushes to main.", push("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CASES + STILL)
def test_the_rounds_readings_keep_to_what_they_say(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
