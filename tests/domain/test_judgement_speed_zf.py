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
from app.domain.memory.judgement.groups import group_for, lexicons_for

_SLOT = clauses._EVERY_UNIT_SLOT


def _ungated(text: str) -> list[tuple[int, int]]:
    return [m.span() for p in _SLOT.patterns for m in p.finditer(text)]


def _gated(text: str) -> list[tuple[int, int]]:
    return [m.span() for p in _SLOT.runnable(text) for m in p.finditer(text)]


# each way of the pattern, in every language it names, in the casings a sentence writes it in
RECURRING = [
    "Run the backups every Friday night.",
    "EVERY FRIDAY we deploy.",
    "Every two weeks, rotate the keys.",
    "Chaque jeudi, on fait la revue.",
    "Tous les deux mois, nettoie les logs.",
    "TOUTES LES DEUX SEMAINES on archive.",
    "Cada mes revisa los tickets.",
    "Cada dos semanas actualiza las dependencias.",
    "Ogni mese facciamo il rilascio.",
    "Ogni due mesi aggiorna le librerie.",
    "Jeden Montag gibt es ein Standup.",
    "Alle zwei Wochen rotieren wir die Schlüssel.",
    "JEDEN FREITAG wird deployt.",
    "Während der Nächte, keine Deploys.",
    "Каждый день проверяй почту.",
    "КАЖДУЮ НЕДЕЛЮ обновляй зависимости.",
    "كل يوم راجع التذاكر.",
    "كل اجتماع أسبوعي يبدأ بالأرقام.",
    "During the weekends, no deploys.",
    "Pendant les nuits, pas de déploiement.",
]


@pytest.mark.parametrize("text", RECURRING)
def test_a_recurring_unit_is_still_found(text: str) -> None:
    assert _ungated(text), "the sentence is meant to hold a recurring unit"
    assert _gated(text) == _ungated(text)


# near misses: the same surfaces with no recurring unit, which the gate may skip or not, but must
# read as the pattern alone does
NEAR_MISSES = [
    "Run the backups on Friday night.",
    "Rotate the keys in two weeks.",
    "On fait la revue jeudi.",
    "Revisa los tickets el lunes.",
    "Facciamo il rilascio venerdì.",
    "Am Montag gibt es ein Standup.",
    "Проверь почту сегодня.",
    "راجع التذاكر اليوم.",
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_near_miss_reads_as_the_pattern_alone(text: str) -> None:
    assert _gated(text) == _ungated(text)


def test_every_corpus_message_in_every_casing_reads_as_ungated() -> None:
    from benchmarks.judge import load_corpus

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
    group_for(lexicons_for(text))  # (the group the sentence is read with builds)
