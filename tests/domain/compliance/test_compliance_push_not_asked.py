"""A push onto a branch named in a clause that does not ask it, beside a clause that refuses
another: since fix-z-allowed (0860febf), a clause with a push and a branch and no negation the
checker sees was read as asking the push there, so the branch was freed and the hook let the push
through. These clauses refuse it or put it in doubt in words `negated` and _push_asked did not
know (unasked_push): the refusal carried over ("auf release pushen ebenfalls", "…, likewise",
"pousser sur release, idem", "hacer push a release tampoco", "пушить в release аналогично",
"بالمثل"), German's predicates of refusing ("… unterlassen", "… kannst du vergessen"), the west's
copulas beside English's "is" ("pousser sur release est exclu"), German's needs in their other
forms ("Pushes auf release brauchen eine Freigabe"), someone else's push ("auf release pusht
Anna"), the push as a statement's topic ("Pushes auf release lehnen wir ab"), a time, a case or a
way German puts it under ("am Freitag auf develop pushen", "per Merge Request …"), whoever pushes
or what for ("Wer auf release pusht, braucht ein Review", "Pour pousser sur release, il faut …"),
or a need or a condition in the clause after, naming the branch or not ("push to release, but
only after approval", "push to develop and release, release only after approval though"). Found
by probes (issue 33: two German held-out cases went violated -> followed with 0860febf; these
probes did not bring them back, so theirs is another form). Every sentence here was written for
this file; on fe9bb933 each sibling read the push onto its refused branch `followed`, the near
misses read as now."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, check, codex, gemini, push, push_files

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

# (rule, the branch a clause names without asking the push there)
SIBLINGS = [
    ("Auf main pushen ist nicht erlaubt, auf release pushen genauso wenig.", "release"),
    ("Pushen auf main ist verboten – Pushen auf release ebenfalls.", "release"),
    ("Nicht auf main pushen, auf release pushen unterlassen.", "release"),
    ("Auf main pushen ist verboten, auf release pushen gleichfalls.", "release"),
    ("Auf main pushen ist verboten, und auf release pushen erst recht.", "release"),
    ("Nicht auf main pushen, auf release pushen ist unerwünscht.", "release"),
    ("Auf main pushen ist verboten. Auf release pushen ist ausgeschlossen.", "release"),
    ("Nicht auf main pushen, auf release keinesfalls pushen.", "release"),
    ("Nicht auf main pushen, auf release pushen lass bleiben.", "release"),
    ("Auf main pushen ist verboten. Auf release pushen hat zu unterbleiben.", "release"),
    ("Nicht auf main pushen, auf release pushen kannst du vergessen.", "release"),
    ("Auf main pushen ist verboten. Auf release pushen: nein.", "release"),
    ("Pushe nicht auf main. Auf develop pushen: Finger weg.", "develop"),
    ("Main bleibt tabu, genau wie das Pushen auf develop.", "develop"),
    ("Nicht auf main pushen; Pushes auf release brauchen eine Freigabe.", "release"),
    ("Nicht auf main pushen; Pushes auf release laufen über einen PR.", "release"),
    ("Nicht auf main pushen; auf release pushen mit Genehmigung.", "release"),
    ("Nicht auf main pushen; auf release pushen bitte vorher ankündigen.", "release"),
    ("Nicht auf main pushen; auf release pusht Anna.", "release"),
    ("Nicht auf main pushen; auf release pushen die Maintainer.", "release"),
    ("Direkt auf main pushen geht nicht, auf release pushen macht die Teamleitung.", "release"),
    ("Nicht auf main pushen; auf release pushen, aber nur nach Freigabe.", "release"),
    ("Nicht auf main pushen; auf release pushen, nachdem Anna zugestimmt hat.", "release"),
    ("Don't push to main; pushing to release, likewise.", "release"),
    ("Don't push to main; push to release, but only after approval.", "release"),
    ("Ne pousse pas sur main ; pousser sur release, idem.", "release"),
    ("Ne pousse pas sur main, pousser sur release est exclu.", "release"),
    ("Ne pousse pas sur main ; pousse sur release, mais seulement après validation.", "release"),
    ("No hagas push a main, hacer push a release tampoco.", "release"),
    ("No hagas push a main; hacer push a release está mal visto.", "release"),
    ("No hagas push a main; haz push a release, pero solo tras la aprobación.", "release"),
    ("Non pushare su main, pushare su release nemmeno.", "release"),
    ("Non pushare su main; pushare su release è sconsigliato.", "release"),
    ("Non pushare su main; pusha su release, ma solo dopo l'approvazione.", "release"),
    ("Не пушь в main, пушить в release аналогично.", "release"),
    ("Не пушь в main; пушить в release недопустимо.", "release"),
    ("Не пушь в main; пушь в release, но только после ревью.", "release"),
    ("لا تدفع إلى main، والدفع إلى release بالمثل.", "release"),
    # German's push as the topic of a statement, a verb after it
    ("Nicht auf main pushen, auf release pushen verbieten wir.", "release"),
    ("Nicht auf main pushen, Pushes auf release lehnen wir ab.", "release"),
    ("Nicht auf main pushen, Pushes auf release blockiert der Server.", "release"),
    ("Nicht auf main pushen, Pushes auf release werden abgelehnt.", "release"),
    ("Nicht auf main pushen, auf release pushen wird geahndet.", "release"),
    ("Nicht auf main pushen, auf release pushen bringt Ärger.", "release"),
    ("Nicht auf main pushen, auf release pushen verstößt gegen die Regeln.", "release"),
    # an asked branch's push put in doubt by a clause after that names it
    ("Pushe nicht auf main; pushe auf develop und release, release allerdings erst nach Freigabe.", "release"),
    ("Nicht auf main pushen. Pushe auf develop und release. Für release gilt: nur nach Review.", "release"),
    ("Don't push to main; push to develop and release, release only after approval though.", "release"),
    ("Ne pousse pas sur main ; pousse sur develop et release, release seulement après validation.", "release"),
    ("No hagas push a main; haz push a develop y release, release solo después de la revisión.", "release"),
    # someone else's push, a word between, or in the passive; "as soon as" in the clause after
    ("Nicht auf main pushen; auf release wird von der Teamleitung gepusht.", "release"),
    ("Nicht auf main pushen; auf release pusht bei uns die Teamleitung.", "release"),
    ("Nicht auf main pushen; auf release wird gepusht, sobald die Tests grün sind.", "release"),
    ("Nicht auf main pushen; auf release pushen macht bei uns Anna.", "release"),
    ("Nicht auf main pushen; auf release pushen ist Annas Aufgabe.", "release"),
    ("Nicht auf main pushen; release pusht die CI automatisch.", "release"),
    ("Nicht auf main pushen; auf release pusht die Pipeline.", "release"),
    ("Nicht auf main pushen; auf release pushen die Release-Manager selbst.", "release"),
    ("Nicht auf main pushen; release wird automatisch gepusht.", "release"),
    ("Don't push to main; release gets pushed by the pipeline.", "release"),
    ("No hagas push a main; a release hace push Anna.", "release"),
    # a push said as whoever does it or what it is for, a need in the clause after
    ("Auf main pushen ist verboten. Wer auf release pushen will, fragt vorher Anna.", "release"),
    ("Auf main pushen ist verboten. Wer auf release pushen möchte, braucht eine Freigabe.", "release"),
    ("Auf main pushen ist verboten. Wer auf release pushen will, muss das mit Anna absprechen.", "release"),
    ("Nicht auf main pushen. Wer auf release pusht, braucht ein Review.", "release"),
    ("Nicht auf main pushen. Um auf release zu pushen, brauchst du eine Freigabe.", "release"),
    ("Nicht auf main pushen. Für Pushes auf release brauchst du eine Freigabe.", "release"),
    ("Nicht auf main pushen. Zum Pushen auf release brauchst du ein Review.", "release"),
    ("Ne pousse pas sur main. Pour pousser sur release, il faut une validation.", "release"),
    ("Nicht auf main pushen. Auf release pushen, dafür braucht es eine Freigabe.", "release"),
    ("Nicht auf main pushen. Auf release pushen, das erfordert eine Freigabe.", "release"),
    ("Nicht auf main pushen; auf release pushen, dafür musst du Anna fragen.", "release"),
    # a time, a case or a way German puts the push under
    ("Nie direkt auf main pushen, am Freitag auf develop pushen.", "develop"),
    ("Nie direkt auf main pushen, im Notfall auf develop pushen.", "develop"),
    ("Nie direkt auf main pushen, bei Bedarf auf develop pushen.", "develop"),
    ("Nie direkt auf main pushen, per Merge Request auf develop pushen.", "develop"),
    ("Nie direkt auf main pushen, auf develop pushen in Absprache.", "develop"),
    ("Nie direkt auf main pushen, ausnahmsweise auf develop pushen.", "develop"),
    ("Nie direkt auf main pushen, frühestens morgen auf develop pushen.", "develop"),
    ("Nie direkt auf main pushen, auf develop pushen mit Tag.", "develop"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "branch"), SIBLINGS)
def test_a_push_refused_or_in_doubt_frees_no_branch(verdict, rule, branch):
    """The push onto the branch stays refused, by any tool; a feature branch stays free."""
    check(verdict, rule, push(branch), V)
    check(verdict, rule, push_files(branch), V)
    check(verdict, rule, gemini(f"git push origin {branch}"), V)
    check(verdict, rule, codex("git push origin feature/x"), F)


# A push asked outright ("pushe auf develop", "auf develop pushen wir gemeinsam", "pusht einfach
# auf develop"), its clause after saying what the branch is or widening it ("…, it is the
# integration branch", "…, auch am Wochenende"), or a condition the rule already reads: as before.
NEAR = [
    ("Never push to main, push to develop, it is the integration branch.", push("develop"), F),
    ("Ne pousse pas sur main, pousse sur develop, c'est la branche d'intégration.", push("develop"), F),
    ("Nicht auf main pushen, pushe auf develop, das ist unser Integrationszweig.", push("develop"), F),
    ("Nicht auf main pushen. Auf develop pushen wir gemeinsam.", push("develop"), F),
    ("Nicht auf main pushen, pushe auf develop.", push("develop"), F),
    ("Nicht auf main pushen; auf release pushen, wenn die CI grün ist.", push("release"), U),
    ("Nicht auf main pushen; auf release pushen nur mit Tag.", push("release"), F),
    ("Auf develop pushen, nicht auf main.", push("develop"), F),
    ("Pushe auf develop, niemals auf main.", push("develop"), F),
    ("Du pushst auf develop, main bleibt unangetastet.", push("develop"), F),
    ("No hagas push a main, haz push a develop, es la rama de integración.", push("develop"), F),
    ("Non pushare su main, pusha su develop, è il ramo di integrazione.", push("develop"), F),
    ("Don't push to main, push to develop, that's where integration happens.", push("develop"), F),
    ("Nicht auf main pushen, sondern auf develop pushen, das geht immer.", push("develop"), F),
    ("Pushe nicht auf main, pushe auf develop, auch am Wochenende.", push("develop"), F),
    ("Nicht auf main pushen, auf develop pushen darfst du jederzeit.", push("develop"), F),
    ("Nicht auf main pushen, auf develop pushen passt.", push("develop"), F),
    ("Nicht auf main pushen, pusht auf develop und öffnet dann einen PR.", push("develop"), F),
    ("Nicht auf main pushen, auf develop pushen bitte.", push("develop"), F),
    ("Nicht auf main pushen, pusht einfach auf develop.", push("develop"), F),
    ("Nicht auf main pushen, auf develop pusht ihr.", push("develop"), F),
    ("Auf main wird nicht gepusht, auf develop wird gepusht.", push("develop"), F),
    ("No se hace push a main; se hace push a develop.", push("develop"), F),
    ("Don't push to main; develop is where pushes go.", push("develop"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR)
def test_a_push_asked_outright_keeps_its_reading(verdict, rule, output, expected):
    """The push asked onto a branch, or one the rule reads already, reads as on fe9bb933."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    assert_probes_in_no_set([(r, None, None) for r, _b in SIBLINGS] + NEAR)
