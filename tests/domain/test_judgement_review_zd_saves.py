"""Issue 33, mends from the last read of the thirtieth round's judgement (the saves): each finding's
probes as siblings (read wrong before the mend, right after) and its near misses (the forms the
round's reading was written for, and close wordings that read the same before and after)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from tests.judgement_sets import assert_probes_apart, wrong_readings

# 1. A time to come alone before the colon ("Pour plus tard :", "Für später:", "Para más adelante:",
# "Per dopo:", "На потом:", "لوقت لاحق:") heads a fact only: a team's way, an order or an errand in
# the infinitive after it is no fact to keep (notes_for_later._NOT_FACT). The self-addressed
# headings keep what follows them.
LATER_RULES = [
    "Pour plus tard : on déploie toujours le vendredi.",
    "Für später: Wir deployen immer freitags.",
    "Para más adelante: siempre desplegamos los viernes.",
    "На потом: мы всегда деплоим по пятницам.",
    "Danke! Für später: Wir deployen immer freitags.",
    "Per dopo: noi rilasciamo sempre il venerdì.",
]
LATER_NOT_SAVED = [
    "Pour plus tard : réponds-moi toujours en français.",
    "Pour plus tard : acheter du pain.",
    "Für später: Milch kaufen.",
    "На потом: купить хлеб.",
    "لوقت لاحق: اشتري خبز.",
    "Per dopo: ricordami di chiamare mamma.",
    "На потом: напомни мне позвонить маме.",
    "Para más adelante: comprar pan.",
    "Per dopo: comprare il latte.",
]
LATER_SAME = [
    ("explicit", "Pour plus tard : la piscine ferme à 21 h le samedi."),
    ("explicit", "Für später: Die Bäckerei am Eck nimmt nur Bargeld."),
    ("explicit", "Para más adelante: la llave del trastero está en el cajón azul."),
    ("explicit", "Per dopo: la palestra chiude alle 21 il sabato."),
    ("explicit", "На потом: код от подъезда 4417."),
    ("explicit", "لوقت لاحق: موعد الطبيب يوم الثلاثاء."),
    ("explicit", "Note to self: the gym closes at 9 on Saturdays."),
    ("explicit", "Zur Erinnerung für mich: Der Keller ist nur dienstags offen."),
    ("explicit", "Nota para mí: la llave está debajo de la maceta."),
    ("explicit", "ملاحظة لنفسي: الاجتماع يوم الأحد."),
]


@pytest.mark.parametrize("text", LATER_RULES)
def test_a_later_heading_before_a_teams_way_is_suggested_not_saved(text):
    found = judge(text)
    assert found.explicit == ()
    assert found.suggestion is not None and found.suggestion.scope == Scope.SPACE


@pytest.mark.parametrize("text", LATER_NOT_SAVED)
def test_a_later_heading_before_an_order_or_an_errand_saves_nothing(text):
    assert judge(text).explicit == ()


def test_a_later_heading_before_a_fact_and_the_self_addressed_headings_read_as_before():
    assert wrong_readings(LATER_SAME) == []


def test_the_probes_are_apart():
    assert_probes_apart([*LATER_RULES, *LATER_NOT_SAVED, *(text for _, text in LATER_SAME)])
