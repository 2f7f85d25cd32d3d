"""Issue 33, twenty-first round (the integrator, after the merge): two frames of an explicit request
that neither helper read because no pool message held them, and that the round's dev set and its
frozen third (scored once, now spent) both hold in several languages — keeping said by the memory
itself ("Add to your memory that …", "Ajoute à ta mémoire que …", "Agrega a tu memoria que …",
"أضف إلى ذاكرتك أن …") and a note's frame before a colon ("For the record: …", "Pour mémoire : …",
"Per la cronaca: …", "Fürs Protokoll: …"). Siblings (new texts), near misses (the same words giving
an opinion or asking about memory) and the set messages each frame mends, by id."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import APART, load_corpus
from tests.judgement_sets import assert_probes_apart


def _kept(text: str) -> list[str]:
    return [e.content.rstrip(" .").lower() for e in judge(text).explicit if e.form == "remember"]


MEMORY_ITSELF = [
    ("Please add this to your memory: the depot closes at six on Fridays.", "the depot closes at six on fridays"),
    ("Put in your memory that the boiler engineer is called Ramesh.", "the boiler engineer is called ramesh"),
    ("Ajoute à ta mémoire que le quai 3 ferme à 18 h le vendredi.", "le quai 3 ferme à 18 h le vendredi"),
    ("Füg deinem Gedächtnis hinzu, dass der Hausmeister Herr Brandt ist.", "der hausmeister herr brandt ist"),
    ("Añade a tu memoria que la furgoneta grande está en el taller.", "la furgoneta grande está en el taller"),
    ("Aggiungi alla tua memoria che il corriere passa alle undici.", "il corriere passa alle undici"),
    ("Добавь в свою память, что склад закрывается в шесть.", "склад закрывается в шесть"),
    ("أضف إلى ذاكرتك أن مفتاح المستودع عند سامي.", "مفتاح المستودع عند سامي"),
]  # fmt: skip
NOTE_FRAME = [
    ("For the record: the spare van keys are in the top drawer.", "the spare van keys are in the top drawer"),
    ("Pour mémoire : le code du portail est 4471.", "le code du portail est 4471"),
    ("Per la cronaca: il magazzino di Lodi chiude a agosto.", "il magazzino di lodi chiude a agosto"),
    ("Fürs Protokoll: die Spedition heißt Kühne.", "die spedition heißt kühne"),
    ("Para que conste: el técnico del ascensor viene los martes.", "el técnico del ascensor viene los martes"),
    ("Для протокола: бухгалтер у нас Ирина Петровна.", "бухгалтер у нас ирина петровна"),
]  # fmt: skip
NONE = [
    "For the record, I never agreed to that plan.",
    "Pour mémoire, la réunion d'hier était longue.",
    "Per la cronaca, ieri ha piovuto tutto il giorno.",
    "Do you have anything in your memory about the lease?",
    "My memory for names is terrible these days.",
    "Add the invoice to the shared folder: invoices/2026.",
]


@pytest.mark.parametrize(("text", "kept"), MEMORY_ITSELF + NOTE_FRAME)
def test_the_frame_is_a_request_keeping_what_follows(text, kept):
    assert _kept(text) == [kept]


@pytest.mark.parametrize("text", NONE)
def test_an_opinion_or_a_question_about_memory_is_no_request(text):
    assert not judge(text).explicit


@pytest.mark.parametrize(
    ("set_name", "case_id"),
    [
        ("dev33u", "dev33u-en-503"),
        ("dev33u", "dev33u-fr-511"),
        ("dev33u", "dev33u-es-512"),
        ("dev33u", "dev33u-it-503"),
        ("dev33u_frozen", "frozen33u-fr-503"),
        ("dev33u_frozen", "frozen33u-ar-512"),
    ],
)
def test_the_frames_mend_the_rounds_messages(set_name, case_id):
    (case,) = [c for c in load_corpus(APART[set_name]) if c.id == case_id]
    assert _kept(case.text) == [case.explicit[0]["content"].rstrip(" .").lower()]


def test_the_probes_are_in_no_set():
    assert_probes_apart([t for t, _ in MEMORY_ITSELF + NOTE_FRAME] + NONE)
