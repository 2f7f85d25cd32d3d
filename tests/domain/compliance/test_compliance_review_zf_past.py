"""The review of the thirty-second round (review-zf) found four readings of the past and of a
question answered that let a ban through or denied a leave; mended here (mend-zf-past), each class
with the reviewer's messages and near misses of my own (none from a set):

1. told._counted_back: a freeze told by a time counted back, with a word of it holding now in the
   clause of its past verb ("and" joins no clause) or after it ("…we locked the release branch and
   nobody may push there now", "…froze main and it is still frozen", "…until the migration is
   done", "…, and that freeze holds until further notice") was read as the past told
   (not_applicable): a rule in force, read as the rule (the start's reading, unknown or violated).
2. until_then: a leave still to come ("da domani sarà permesso", "desde mañana estará permitido")
   was read as a ban lifted now; until then the ban holds. A leave to some only ("uniquement",
   "ausschließlich", "únicamente") is a restriction, not the ban lifted.
3. past_never (zh ja ko): a ban of a time gone by said still in force ("这条规矩一直有效", "现在仍然
   有效", "このルールは現在も有効です", "지금도 유효해요") stands.
4. asked_refused: the idiom of "no way" answering a worry, then leave given ("Hai paura che …?
   Neanche per sogno, vai pure.", "…? Jamais de la vie, vas-y.", "…? Niemals, mach ruhig.") refuses
   the worry, not the deed: no ban (was violated, a false deny)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, bash

V, NA, U = Outcome.VIOLATED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def git_push(branch: str):
    return ("git__git_push", {"path": "/home/dev/app", "remote": "origin", "branch": branch})


DEL_RELEASE = bash("git push origin --delete release")

# ---------------------------------------------------------------- 1. a freeze told, holding now
# (rule, call, the reading: V, or "rule" — not the past told, read as the rule said now is)
HOLDS_NOW = [
    # the reviewer's
    ("Two months ago we locked the release branch and nobody may push there now.", git_push("release"), V),
    ("A few weeks ago we froze main and it is still frozen.", git_push("main"), "rule"),
    ("A few weeks ago we froze main and it stays frozen until the audit ends.", git_push("main"), "rule"),
    ("Last October we froze the release branch, and that freeze holds until further notice.", git_push("release"), "rule"),
    ("Last November we froze main until the migration is done.", git_push("main"), "rule"),
    ("Last January we froze main until the end of the quarter, which hasn't come yet.", git_push("main"), "rule"),
    # mine
    ("A few months ago we locked main and nobody can push there now.", git_push("main"), V),
    ("Three weeks ago we locked main and it remains locked.", git_push("main"), "rule"),
    ("A couple of months ago we froze the release branch and it's still frozen.", git_push("release"), "rule"),
    ("Last September we closed main to pushes and that still holds.", git_push("main"), "rule"),
    ("Two weeks ago we froze main until the audit is over.", git_push("main"), "rule"),
    ("Last April we banned pushes to main until further notice.", git_push("main"), "rule"),
    ("Six weeks ago we locked develop and it is locked to this day.", git_push("develop"), "rule"),
]  # fmt: skip
# near misses: the past told alone, asking nothing (read as before: not applicable)
TOLD_ONLY = [
    ("Two winters ago we froze main until the 3rd.", git_push("main")),
    ("Last January we froze main until the migration was done.", git_push("main")),
    ("A few weeks ago we froze main and nobody minded.", git_push("main")),
    ("The summer before last we locked main for a week.", git_push("main")),
    ("Last October we froze the release branch for the audit.", git_push("release")),
    ("Three weeks ago we froze main for the audit.", git_push("main")),
    (
        "Months ago we locked main until the outage was fixed, and nobody complained.",
        git_push("main"),
    ),
]


@pytest.mark.parametrize(("rule", "call", "want"), HOLDS_NOW)
def test_a_freeze_told_in_the_past_holding_now_is_a_rule(verdict, rule, call, want):
    got = verdict(rule, call).verdict
    assert got is not NA
    assert got is V if want is V else got in (V, U)


@pytest.mark.parametrize(("rule", "call"), TOLD_ONLY)
def test_a_freeze_told_alone_is_the_past(verdict, rule, call):
    assert verdict(rule, call).verdict is NA


# ---------------------------------------------------------------- 2. a leave still to come
TO_COME = [
    # the reviewer's
    ("Fino a oggi era vietato pushare su main, da domani sarà permesso.", V),
    ("Hasta hoy estaba prohibido hacer push a main, desde mañana estará permitido.", V),
    # mine
    ("Hasta ayer nadie podía hacer push a main, desde mañana se puede.", V),
    ("Fino a oggi era vietato pushare su main, da lunedì prossimo sarà consentito.", "rule"),
    ("Hasta hoy estaba prohibido hacer push a main, desde el próximo lunes se podrá.", "rule"),
    ("Fino ad oggi era vietato pushare su main, da domani si può.", "rule"),
]
SOME_ONLY = [
    # the reviewer's
    "Jusqu'à lundi, il était interdit de pousser sur main ; depuis, c'est permis pour l'équipe infra uniquement.",
    # mine
    "Bis gestern war Pushen auf main verboten, seitdem dürfen das ausschließlich Admins.",
    "Jusqu'en mai, il était interdit de pousser sur main ; depuis, c'est permis exclusivement aux admins.",
    "Hasta el lunes estaba prohibido hacer push a main, desde entonces está permitido únicamente a los admins.",
]
# near misses: free since a time gone by (a ban lifted, not applicable)
LIFTED = [
    "Fino a ieri era vietato pushare su main, da oggi si può di nuovo.",
    "Hasta el lunes estaba prohibido hacer push a main, desde entonces está permitido.",
    "Fino a Natale nessuno poteva pushare su main, da allora è consentito.",
    "Hasta Semana Santa nadie podía hacer push a main; desde entonces está permitido.",
    "Jusqu'en mai, il était interdit de pousser sur main ; depuis, c'est permis.",
]


@pytest.mark.parametrize(("rule", "want"), TO_COME)
def test_a_leave_still_to_come_keeps_the_ban(verdict, rule, want):
    got = verdict(rule, git_push("main")).verdict
    assert got is V if want is V else got in (V, U)


@pytest.mark.parametrize("rule", SOME_ONLY)
def test_a_leave_to_some_only_is_no_ban_lifted(verdict, rule):
    assert verdict(rule, git_push("main")).verdict in (V, U)


@pytest.mark.parametrize("rule", LIFTED)
def test_a_ban_lifted_since_reads_as_before(verdict, rule):
    assert verdict(rule, git_push("main")).verdict is NA


# ---------------------------------------------------------------- 3. a ban of then, still in force
IN_FORCE = [
    # the reviewer's
    ("我们以前不准往 main 推，这条规矩一直有效。", git_push("main")),
    ("上线那会儿，不准删 release 分支，这条一直有效。", DEL_RELEASE),
    # mine
    ("我们以前不准往 main 推，这条规定至今有效。", git_push("main")),
    ("我們以前不准往 main 推，這條規矩一直有效。", git_push("main")),
    ("我刚来那会儿，不准往 main 推，现在仍然有效。", git_push("main")),
    ("以前不准往 main 推，这条到今天还有效。", git_push("main")),
    ("以前不准往 main 推，这条规矩依然有效。", git_push("main")),
    (
        "去年までは main への push は禁止されていました。このルールは現在も有効です。",
        git_push("main"),
    ),
    ("以前は main への push は禁止でした。今でも同じです。", git_push("main")),
    ("예전엔 main 푸시 금지였어요. 지금도 유효해요.", git_push("main")),
]
# near misses: the ban of then alone (the past told)
THEN_ONLY = [
    ("我们以前不准往 main 推。", git_push("main")),
    ("上线那会儿，不准删 release 分支。", DEL_RELEASE),
    ("以前不准 push 到 main", git_push("main")),
    ("去年までは main への push は禁止されていました。", git_push("main")),
]


@pytest.mark.parametrize(("rule", "call"), IN_FORCE)
def test_a_ban_of_then_still_in_force_stands(verdict, rule, call):
    assert verdict(rule, call).verdict is V


@pytest.mark.parametrize(("rule", "call"), THEN_ONLY)
def test_a_ban_of_then_alone_is_the_past(verdict, rule, call):
    assert verdict(rule, call).verdict is NA


# ---------------------------------------------------------------- 4. a worry refused, leave given
WORRY_THEN_LEAVE = [
    # the reviewer's
    "Hai paura che il push su main rompa qualcosa? Neanche per sogno, vai pure.",
    "Tu as peur de casser quelque chose en poussant sur main ? Jamais de la vie, vas-y.",
    "Ob ein Push auf main was kaputt macht? Niemals, mach ruhig.",
    "¿Te preocupa romper algo al hacer push a main? Ni hablar, adelante.",
    "Боишься, что пуш в main что-то сломает? Ни за что, пушь.",
    # mine
    "Temi che il push su main faccia danni? Macché, assolutamente no, procedi pure.",
    "Hai paura di rompere main con un push? Nemmeno per sogno, fai pure.",
    "Tu crains que le push sur main pose problème ? Pas question, allez-y.",
    "¿Te da miedo que el push a main rompa algo? De ninguna manera, dale.",
    "Боишься сломать main пушем? Ни в коем случае, давай.",
]
# near misses: the idiom refusing the deed asked, alone or with a reason or another way after it
ASKED_REFUSED = [
    ("Cancellare il ramo release? Neanche per sogno.", DEL_RELEASE),
    ("Supprimer la branche main ? Hors de question.", bash("git push origin --delete main")),
    ("¿Hacer push a main? Ni hablar.", git_push("main")),
    ("Pushare su main? Neanche per sogno, usa un branch.", git_push("main")),
    ("¿Borrar la rama release? Ni hablar, esa se queda.", DEL_RELEASE),
]


@pytest.mark.parametrize("rule", WORRY_THEN_LEAVE)
def test_a_worry_refused_then_leave_given_bans_nothing(verdict, rule):
    assert verdict(rule, git_push("main")).verdict is not V


@pytest.mark.parametrize(("rule", "call"), ASKED_REFUSED)
def test_a_deed_asked_then_refused_stays_refused(verdict, rule, call):
    assert verdict(rule, call).verdict is V


def test_no_rule_here_is_a_sets():
    rules = [r for r, *_ in HOLDS_NOW + TOLD_ONLY + TO_COME + IN_FORCE + THEN_ONLY + ASKED_REFUSED]
    rules += SOME_ONLY + LIFTED + WORRY_THEN_LEAVE
    assert_probes_in_no_set([(r, None, None) for r in rules])
