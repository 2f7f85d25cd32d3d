"""Issue 33, twenty-fifth round, the review's two findings on the round's refusals: one file saved
(saved_files.py) was refused with no look at a from-now-on already masked, nor at whether one file
is saved; a machine's own act (unprompted.py) was refused with no look at an order to the one
addressed, which the older "automatically" refusal in rules.py makes. Each: its siblings (read as
none before the mend, a rule after) and its near misses (as they were)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import engine, judge
from app.domain.model import Kind
from tests.judgement_sets import reading

# A: a saving said to last (its lead-in masked) or of a kind of file (a plural) is the team's way
SAVED_LASTING = [
    "Store meeting notes as a PDF in the Notes folder from now on.",
    "From now on, save the invoice as a PDF under Finance.",
    "Store this report as report.pdf in Docs from now on.",
    "Guarda los informes como PDF en Informes.",
]
# one file saved once, with a singular determiner or a file name: a task done now
SAVED_ONCE = [
    "Save this invoice as a PDF under Invoices/2025.",
    "Guarda la factura del gas como PDF en Casa/2025.",
    "Speicher die Nebenkostenabrechnung als PDF unter Wohnung/2025.",
    "Range le bail de l'appartement en PDF sous Maison/2025.",
    "Сохрани расписание кружков под именем кружки_осень.xlsx.",
]

# B: an order to the one addressed beside a "by itself" is no machine's act
BY_ITSELF_ORDERED = [
    "Lass den Linter von selbst laufen, ruf black nie manuell auf.",
    "Lass die Tests von selbst laufen und starte sie nie per Hand.",
]
# a machine's own act, whatever its clauses: no one's rule
BY_ITSELF_NONE = [
    "The booking app texts every guest by itself the day before.",
    "Das Terminal speichert jede Sitzung von selbst.",
    "Der Drucker schaltet sich nachts von selbst ab, keine Sorge.",
    "Le serveur redémarre tout seul, et les logs tournent.",
    "Il forno si spegne da solo e le luci restano accese.",
]


@pytest.mark.parametrize("text", SAVED_LASTING + BY_ITSELF_ORDERED)
def test_a_lasting_saving_or_an_order_is_suggested_as_a_rule(text):
    found = judge(text)
    assert not found.explicit and found.suggestion is not None
    assert found.suggestion.kind is Kind.CONSTRAINT


def test_an_order_beside_by_itself_is_left_to_the_second_opinion():
    # "Arbeite selbstständig …" is found by the second opinion alone: its guard is that the
    # sentence is not set aside as a machine's act before the model is asked (engine.second_kept);
    # whether the model then says yes moves with its threshold (0.75 since the twenty-sixth round)
    plain: list = []
    assert (
        engine.read(
            "Arbeite selbstständig an Tickets und frag nur bei Blockern nach.", plain
        ).suggestion
        is None
    )
    assert engine.second_kept(engine.second_candidates(plain))


@pytest.mark.parametrize("text", SAVED_ONCE + BY_ITSELF_NONE)
def test_one_file_saved_once_or_a_machines_act_stays_no_rule(text):
    assert reading(text) == "none"
