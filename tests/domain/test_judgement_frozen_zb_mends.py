"""Issue 33, twenty-eighth round: mends of the classes the spent frozen third dev33zb_frozen missed
in the judgement. Each class: the frozen third's misses (spent, siblings now), wordings of our own
in other languages, and near misses that read as before."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge

# a machine acting by itself, with a closing that denies anyone a hand: no rule to suggest
MACHINE_BY_ITSELF = (
    "The kennel's water bowls top themselves up from a float valve, no one fills them by hand.",
    "Der Sinterofen im Dentallabor kühlt nachts von allein ab, da muss keiner dabeibleiben.",
    "S'Notstromaggregat vo de Hütte springt vo sälber a, wenn d'Batterie schwach wird.",
    "La cafetera de la oficina se apaga sola a los veinte minutos, no hace falta que nadie se acuerde.",
    "L'irrigatore dell'orto si spegne da solo quando piove, non serve che qualcuno controlli.",
    "Dans l'atelier, les volets se ferment tous seuls au coucher du soleil, personne n'y touche.",
)
# the team's or an order's way with the same words: still a rule
MACHINE_NEAR_MISSES = (
    "Please make sure the kiln cools by itself overnight, don't open it.",
    "Lass den Ofen nachts von allein abkühlen, da muss keiner dabeibleiben.",
    "Deja que el horno se enfríe solo, no hace falta que nadie se quede.",
    "La tienda se abre solo a las nueve los domingos.",
    "No one fills the bowls by hand, we use a float valve.",
    "Always let the bowls top themselves up, never fill them by hand.",
)


@pytest.mark.parametrize("text", MACHINE_BY_ITSELF)
def test_a_machine_acting_by_itself_is_no_rule(text):
    """A machine's own act, with no one's hand needed, is suggested as nothing."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", MACHINE_NEAR_MISSES)
def test_an_order_or_the_team_beside_a_machine_stays_a_rule(text):
    """An order, a leave or the team's words beside the same machine stays a suggested rule."""
    assert judge(text).suggestion is not None
