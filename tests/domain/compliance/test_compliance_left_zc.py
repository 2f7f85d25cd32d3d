"""Three wrong verdicts the hook acted on, found by probing the merged round (issue 33,
mend-zc-left). Every sentence here was written for this file; on 2070500d each sibling read
otherwise, the near misses read as now.

1. A window opening the clause ("Dieses Wochenende pusht nur Anna auf production", "This weekend
   only Anna pushes to production", "Questo fine settimana pusha solo Anna su production") put the
   push before "only <person>" and the branch after the name: no doer was read, "only … production"
   read as where pushes go — the doer's branch let through, every other refused
   (only_doers._NAMED_DOER, ONLY_SUBJECT_ACTS).
2. A rule lifted later, its branch named as one noun with the rule ("the live-branch ban", "die
   live-Sperre", "l'interdiction sur live", "live 的禁令") and a second rule joined by ";", "—" or
   ", but": the name was no branch, and a join in one sentence, or a day not listed ("samedi",
   "el sábado", "sabato"), kept the lifting from being read as to come — live's push went through
   (ruled_branches.py, lifted_later._JOINED); the line joined to it "either" ("…; pusht auch
   nicht auf beta", "也不要推 beta") was no branch either, and read followed once live was one
   (bare_branches._also_refused).
3. This weekend's rule with the weekdays' permission beside it ("Este fin de semana no hagas push
   a prod; entre semana sí", "На этих выходных не пушь в prod; в будни можно"): the singular "fin
   de semana" and Russian's "на (этих) выходных" were no window in rule_scope.TIMED, so the rule
   read as holding every day — refused where which window holds now is in doubt."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import (
    assert_probes_in_no_set,
    check,
    codex,
    gemini,
    hook_answers,
    push,
    push_files,
)

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

# (rule, the branch it keeps to the doer)
WINDOW_DOERS = [
    ("Dieses Wochenende pusht nur Anna auf production.", "production"),
    ("Heute pusht nur Jonas auf release.", "release"),
    ("This weekend only Anna pushes to production.", "production"),
    ("Today only Priya pushes to release.", "release"),
    ("Questo fine settimana pusha solo Anna su production.", "production"),
    ("Este fin de semana hace push solo Lucía a production.", "production"),
]


@pytest.mark.parametrize(("rule", "branch"), WINDOW_DOERS)
def test_a_window_before_the_doer_keeps_the_push_the_doers(verdict, rule, branch):
    """The doer's branch is refused to the agent, by any tool; other branches are free."""
    check(verdict, rule, push(branch), V)
    check(verdict, rule, push_files(branch), V)
    check(verdict, rule, gemini(f"git push origin {branch}"), V)
    check(verdict, rule, push("feature/x"), F)
    check(verdict, rule, codex("git push origin main"), F)


# Where pushes go (the first person, the imperative, a thing pushed), a window with no doer, the
# doer's rule already read: each as on 2070500d.
WINDOW_NEAR = [
    ("Dieses Wochenende pusht nur Hotfixes auf production.", push("production"), F),
    ("Questo fine settimana pusha solo hotfix su production.", push("production"), F),
    ("Heute pushen wir nur auf develop.", push("main"), V),
    ("Este fin de semana haz push solo a develop.", push("main"), V),
    ("Questo fine settimana pusha solo su develop.", push("develop"), F),
    ("This weekend only push to production after review.", push("production"), U),
    ("This weekend, don't push to production.", push("production"), V),
    ("Nur Anna pusht auf production.", push("production"), V),
    ("Only Anna pushes to production this weekend.", push("main"), F),
    ("Am Wochenende pusht ihr nur auf develop.", push("develop"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), WINDOW_NEAR)
def test_a_window_beside_where_pushes_go(verdict, rule, output, expected):
    """A window beside where pushes go, or beside a doer already read, keeps its reading."""
    check(verdict, rule, output, expected)


def test_the_hook_denies_the_doers_branch_in_a_window(core, tmp_path):
    """`mindkeep hook pre-tool --client claude-code`: this weekend's doer's branch is denied, a
    feature branch goes on (it was the other way round)."""
    rule = "Dieses Wochenende pusht nur Anna auf production."
    went, denied = hook_answers(
        core, tmp_path, rule, ["git push origin feature/kasse", "git push origin production"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]


LIFTED_LATER = [
    "The live-branch ban gets lifted on Saturday; don't push to beta either.",
    "The live-branch ban gets lifted on Saturday — don't push to beta either.",
    "The live-branch ban gets lifted on Saturday, but don't push to beta either.",
    "The live-branch rule will be dropped next week; never push to beta either.",
    "Die live-Sperre wird am Samstag aufgehoben; pusht auch nicht auf beta.",
    "Die live-Sperre wird nächste Woche aufgehoben — pusht auch nicht auf beta.",
    "L'interdiction sur live sera levée samedi ; ne poussez pas non plus sur beta.",
    "L'interdiction sur live sera levée lundi, et ne poussez pas non plus sur beta.",
    "La prohibición de live se levantará el sábado; tampoco hagas push a beta.",
    "Il divieto su live sarà tolto sabato; non pushare neanche su beta.",
    "Запрет на live будет снят в субботу; в beta тоже не пушь.",
    "live 的禁令下周取消；也不要推 beta。",
    "live への push 禁止は来週から解禁です；beta にも push しないで。",
    "live 푸시 금지는 다음 주부터 풀려요; beta에도 푸시하지 마세요.",
]


@pytest.mark.parametrize("rule", LIFTED_LATER)
def test_a_ban_lifted_later_holds_today(verdict, rule):
    """The branch whose ban is lifted later is refused today, as the one joined to it."""
    check(verdict, rule, push("live"), V)
    check(verdict, rule, push("beta"), V)
    check(verdict, rule, push("feature/x"), F)
    check(verdict, rule, push_files("live"), V)


# A ban lifted now, a lifting with a permission after it, a rule's noun that names an act, a
# refusal with no lifting: each as on 2070500d.
LIFTED_NEAR = [
    ("The live-branch ban was lifted yesterday; don't push to beta either.", push("live"), NA),
    ("The live-branch ban is gone now — push wherever you like.", push("live"), NA),
    (
        "The rule about main will be lifted on Friday. Never push to release either.",
        push("main"),
        V,
    ),
    (
        "The rule about main will be lifted on Friday, and then you can push to main.",
        push("main"),
        U,
    ),
    ("Die Push-Sperre gilt für alle, pusht nicht auf main.", push("live"), F),
    ("The code freeze gets lifted on Friday; never push to main either.", push("live"), F),
    ("Push to live, but never push to beta.", push("live"), F),
    ("Deploy on Saturday, and don't forget the changelog.", push("live"), U),
    ("Don't push to live on Saturday.", push("live"), U),
    ("La regla de live se levantó ayer; puedes hacer push.", push("live"), NA),
    # a push allowed "too", a service refused "either": the line named stays as it read
    ("Pushe auch auf beta.", push("beta"), U),
    ("Pusht auch nicht auf GitHub.", push("main"), U),
    ("也可以推 beta。", push("beta"), U),
    ("beta에도 푸시해도 돼요.", push("beta"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), LIFTED_NEAR)
def test_a_lifting_now_or_no_ruled_branch(verdict, rule, output, expected):
    """A lifting now, or words naming no branch by its rule, keep their reading."""
    check(verdict, rule, output, expected)


WEEKEND_BESIDE_WEEKDAYS = [
    "Este fin de semana no hagas push a prod; entre semana sí.",
    "Este fin de semana no hagas push a prod; entre semana puedes.",
    "No hagas push a prod este fin de semana; entre semana sí.",
    "Este fin de semana no hagas push a prod; hoy sí.",
    "На этих выходных не пушь в prod; в будни можно.",
    "Не пушь в prod на этих выходных; в будни можно.",
    "В эти выходные не пушь в prod; в будни можно.",
    "На выходных не пушь в prod; в будни можно.",
]


@pytest.mark.parametrize("rule", WEEKEND_BESIDE_WEEKDAYS)
def test_this_weekend_beside_the_weekdays_is_in_doubt(verdict, rule):
    """Which window holds now is not known: the push onto prod is in doubt, not refused."""
    check(verdict, rule, push("prod"), U)
    check(verdict, rule, push("main"), F)


# This weekend alone (now: refused), every weekend (in doubt), a chat's weekend beside a rule, no
# window: each as on 2070500d.
WEEKEND_NEAR = [
    ("Este fin de semana no hagas push a prod.", push("prod"), V),
    ("На этих выходных не пушь в prod.", push("prod"), V),
    ("Los fines de semana no hagas push a prod.", push("prod"), U),
    ("Nos vemos el fin de semana. No hagas push a main.", push("main"), V),
    ("Kein Push auf prod dieses Wochenende, unter der Woche ist es okay.", push("prod"), U),
    ("Не пушь в prod.", push("prod"), V),
    ("В выходные не пушь в prod.", push("prod"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), WEEKEND_NEAR)
def test_a_weekend_alone_or_every_weekend(verdict, rule, output, expected):
    """This weekend alone, every weekend, or no window keep their reading."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    probes = [(r, None, None) for r, _b in WINDOW_DOERS] + WINDOW_NEAR
    probes += [(r, None, None) for r in LIFTED_LATER + WEEKEND_BESIDE_WEEKDAYS]
    assert_probes_in_no_set(probes + LIFTED_NEAR + WEEKEND_NEAR)


# The labelled sets (heldout and the frozen set never read) hold no misread case of these
# classes: no case away from its label names a window beside "only" and a doer, a ban lifted
# later, or this weekend beside the weekdays.
