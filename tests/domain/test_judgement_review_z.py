"""Issue 33, twenty-sixth round, the review's findings on readings that reached further than their
comments said. Each: its siblings (read wrong on e1c17482, right after the mend) and its near misses
(the forms the round's reading was written for, and close wordings, read the same before and after)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge

# B1 (memory_notes._heading): a bare noun of keeping, or one with a possessive, before the colon is
# the label of a topic, never the memory addressed as where the fact goes
BARE_KEEPING = [
    "My files: all gone after the update, help!",
    "Memory: 32 GB DDR5.",
    "Files: src/app.py and src/util.py both changed.",
    "Dossiers : trois sont encore en attente…",
    "Unterlagen: drei Rechnungen fehlen noch.",
    "Registros: faltan los de marzo.",
    "Дело: клиент опять передумал.",
    "Our records: two invoices are still unpaid.",
    "In the files: three drafts of the lease.",
    "Mis registros: faltan los de marzo.",
    "Archivio: mancano le fatture di marzo.",
]
# a lead that sends the fact to the record, or a note's noun beside the noun of keeping
ADDRESSED_KEEPING = [
    "Memory item: my bike lock code is 2048.",
    "Für deine Unterlagen: meine Steuernummer ist 12/345/67890.",
    "Para tu archivo: mi grupo sanguíneo es cero negativo.",
    "Per il tuo archivio: il codice del cancello è 4471.",
    "На хранение: код от калитки 4471.",
    "للسجل: فصيلة دمي أو سالب.",
]


@pytest.mark.parametrize("text", BARE_KEEPING)
def test_a_bare_noun_of_keeping_before_the_colon_saves_nothing(text):
    """A topic's label before a colon is no request to remember what follows."""
    assert not judge(text).explicit


@pytest.mark.parametrize("text", ADDRESSED_KEEPING)
def test_a_heading_that_sends_the_fact_to_the_record_still_saves_it(text):
    """A heading addressed to the record, or a note's noun beside it, keeps the fact after it."""
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.lower() == text.split(":", 1)[1].strip().lower()
