"""Issue 33, thirty-second round (speed): the patterns every language shares, read where a table's
slot is (`clauses._Shared`: `times.EVERY_UNIT`, "every Friday", "alle zwei Wochen", "كل يوم"), ask
whether the sentence holds one of the words their every match needs (needed_words.may_match)
before they are scanned, as a slot's own patterns do. The gate may only skip a pattern that could
not have matched: here it is checked against the pattern alone, on the written forms the pattern
matches in any case, width or diacritic it matched before (a gate too narrow fails these), and on
every message of the labelled corpus and its upper-cased and title-cased forms."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import clauses, judge, times
from benchmarks.judge import load_corpus

_SLOT = clauses._EVERY_UNIT_SLOT


def _ungated(text: str) -> list[tuple[int, int]]:
    return [m.span() for p in _SLOT.patterns for m in p.finditer(text)]


def _gated(text: str) -> list[tuple[int, int]]:
    return [m.span() for p in _SLOT.runnable(text) for m in p.finditer(text)]


# each way of the pattern, in every language it names, in the casings a sentence writes it in
# (True), and near misses: the same surfaces with no recurring unit (False), which the gate may
# skip or not, but which must read as the pattern alone reads them
CASES = [
    ("Run the backups every Friday night.", True),
    ("EVERY FRIDAY we deploy.", True),
    ("Every two weeks, rotate the keys.", True),
    ("Chaque jeudi, on fait la revue.", True),
    ("Tous les deux mois, nettoie les logs.", True),
    ("TOUTES LES DEUX SEMAINES on archive.", True),
    ("Cada mes revisa los tickets.", True),
    ("Cada dos semanas actualiza las dependencias.", True),
    ("Ogni mese facciamo il rilascio.", True),
    ("Ogni due mesi aggiorna le librerie.", True),
    ("Jeden Montag gibt es ein Standup.", True),
    ("Alle zwei Wochen rotieren wir die Schlüssel.", True),
    ("JEDEN FREITAG wird deployt.", True),
    ("Während der Nächte, keine Deploys.", True),
    ("Каждый день проверяй почту.", True),
    ("КАЖДУЮ НЕДЕЛЮ обновляй зависимости.", True),
    ("كل يوم راجع التذاكر.", True),
    ("كل اجتماع أسبوعي يبدأ بالأرقام.", True),
    ("During the weekends, no deploys.", True),
    ("Pendant les nuits, pas de déploiement.", True),
    ("Run the backups on Friday night.", False),
    ("Rotate the keys in two weeks.", False),
    ("On fait la revue jeudi.", False),
    ("Revisa los tickets el lunes.", False),
    ("Facciamo il rilascio venerdì.", False),
    ("Am Montag gibt es ein Standup.", False),
    ("Проверь почту сегодня.", False),
    ("راجع التذاكر اليوم.", False),
]


@pytest.mark.parametrize(("text", "recurring"), CASES)
def test_the_gate_reads_as_the_pattern_alone(text: str, recurring: bool) -> None:
    assert bool(_ungated(text)) is recurring
    assert _gated(text) == _ungated(text)


def test_every_corpus_message_in_every_casing_reads_as_ungated() -> None:
    for case in load_corpus():
        for text in (case.text, case.text.upper(), case.text.title()):
            assert _gated(text) == _ungated(text), text


def test_the_shared_slot_is_gated() -> None:
    # a sentence with none of its words skips the scan (what the change is for)
    assert _SLOT.runnable("Please keep the replies short.") == []
    assert _SLOT.runnable("Please keep the replies short every day.") == [times.EVERY_UNIT]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # the reading the slot serves still fires: a recurring order is a lasting rule
        ("Every Friday, post the release notes in the channel.", "suggest"),
        ("Alle zwei Wochen bitte die Abhängigkeiten aktualisieren.", "suggest"),
        ("Post the release notes in the channel now.", None),
    ],
)
def test_a_recurring_order_still_reads_as_a_rule(text: str, kind: str | None) -> None:
    found = judge(text)
    got = "suggest" if found.suggestion else ("explicit" if found.explicit else None)
    assert got == kind
