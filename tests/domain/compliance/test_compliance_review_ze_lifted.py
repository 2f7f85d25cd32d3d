"""The thirty-first round's review, finding 7 (mend-ze-lifted): a ban told of a time gone by,
lifted ("now no more", or the older lifting words), then a ban kept on another target in the clause
after it, without a verb of its own ("…, ahora ya no. A main, nunca.", "…, jetzt nicht mehr; auf
main bleibt es verboten"). given_up.past_ban_lifted blanked the whole lifted ban, and the kept
remainder lost its verb (unknown) or the message was read as a rule given up (not_applicable): a
push to main went through. Now only the lifted ban's time, target and lifting are blanked; its verb
and refusal are read with the kept ban's target. The reviewer's wordings, then siblings of our own
(every one written for this file)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, check

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def push(branch: str):
    return bash(f"git push origin {branch}")


REVIEW = [
    ("Antes estaba prohibido hacer push a develop, ahora ya no. A main, nunca.", push("main"), V),
    ("Früher war Pushen auf develop verboten, jetzt nicht mehr; auf main bleibt es verboten.", push("main"), V),
    ("Una volta era vietato pushare su develop, ora non più, ma su main è ancora vietato", push("main"), V),
    ("Раньше нельзя было пушить в develop, теперь нет, а в main по-прежнему нельзя", push("main"), V),
    ("Avant il était interdit de pousser sur develop, maintenant plus. Sur main, toujours interdit.", push("main"), V),
    ("زمان كان ممنوع push على develop، دلوقتي لأ، بس main لسه ممنوع", push("main"), V),
    # the lifted target is free
    ("Antes estaba prohibido hacer push a develop, ahora ya no. A main, nunca.", push("develop"), F),
    ("Früher war Pushen auf develop verboten, jetzt nicht mehr; auf main bleibt es verboten.", push("develop"), F),
    ("Una volta era vietato pushare su develop, ora non più, ma su main è ancora vietato", push("develop"), F),
    ("Раньше нельзя было пушить в develop, теперь нет, а в main по-прежнему нельзя", push("develop"), F),
    ("Avant il était interdit de pousser sur develop, maintenant plus. Sur main, toujours interdit.", push("develop"), F),
    ("زمان كان ممنوع push على develop، دلوقتي لأ، بس main لسه ممنوع", push("develop"), F),
    # the older lifting words, the same path
    ("Früher war Pushen auf develop verboten, aber das wurde aufgehoben; auf main bleibt es verboten.", push("main"), V),
    ("Раньше нельзя было пушить в develop, но это отменили, а в main по-прежнему нельзя", push("main"), V),
    # the kept ban with its own verb was read right, and stays so
    ("Antes estaba prohibido hacer push a develop, ahora ya no. Nunca hagas push a main.", push("main"), V),
]  # fmt: skip

SIBLINGS = [
    ("Früher war das Pushen auf staging verboten, heute nicht mehr; auf production bleibt es untersagt.", push("production"), V),
    ("Früher war das Pushen auf staging verboten, heute nicht mehr; auf production bleibt es untersagt.", push("staging"), F),
    ("Antes estaba prohibido hacer push a staging, hoy ya no, pero a release sigue prohibido.", push("release"), V),
    ("Antes estaba prohibido hacer push a staging, hoy ya no, pero a release sigue prohibido.", push("staging"), F),
    ("Un tempo era proibito pushare su staging, adesso non più. Su release, mai.", push("release"), V),
    ("Un tempo era proibito pushare su staging, adesso non più. Su release, mai.", push("staging"), F),
    ("Раньше нельзя было пушить в staging, сейчас уже нет, а в release всё ещё нельзя.", push("release"), V),
    ("Раньше нельзя было пушить в staging, сейчас уже нет, а в release всё ещё нельзя.", push("staging"), F),
    ("Autrefois c'était interdit de pousser sur staging, aujourd'hui plus, mais sur release c'est toujours interdit.", push("release"), V),
    ("Autrefois c'était interdit de pousser sur staging, aujourd'hui plus, mais sur release c'est toujours interdit.", push("staging"), F),
    ("زمان كان ممنوع push على staging، الحين لا، بس release لسه ممنوع", push("release"), V),
    ("زمان كان ممنوع push على staging، الحين لا، بس release لسه ممنوع", push("staging"), F),
    ("Früher war Pushen auf staging verboten, das wurde gestrichen; auf release bleibt es verboten.", push("release"), V),
    ("Früher war Pushen auf staging verboten, das wurde gestrichen; auf release bleibt es verboten.", push("staging"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REVIEW + SIBLINGS)
def test_a_ban_kept_beside_the_lifted_one(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
