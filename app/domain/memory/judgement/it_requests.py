"""Italian: the forms of an explicit request (SPEC §2.1: "Remember …", "I prefer …"), and
the words that say there is nothing to keep; the rest of the language's table is it.py."""

from __future__ import annotations

from typing import Any

from app.domain.memory.judgement import asked_ahead, file_or_fact, kept_that
from app.domain.memory.judgement.lexicon import Form, rx


def request_forms() -> dict[str, Any]:
    """The table's request slots (remember, prefer, remember_back, remember_asked, …)."""
    return {
        "remember": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("it"),
            Form(
                rx(
                    r"^\s*(?:per\s+favore,?\s+)?(?:ricorda|ricordati|ricordatevi|ricordi|ricordate|tieni\s+a\s+mente|"
                    r"tieni\s+presente|tenga\s+a\s+mente|tenga\s+presente|tenete\s+a\s+mente|prendi\s+nota|prenda\s+nota|prendete\s+nota)\b"
                    # how well it is to be kept, said after the verb ("ricordati bene che …"): not
                    # what is kept
                    r"(?:\s+(?:bene|per\s+bene|sempre))?\s*(?:[:,]\s*)?(?:(?:che|di)\s+)?(?P<rest>.+)$"
                )
            ),
            # keeping said by the memory itself ("Aggiungi alla tua memoria che …"), or a note's frame
            # before a colon ("Per la cronaca: la nostra partita IVA è …")
            Form(
                rx(
                    r"^\s*(?:aggiungi|aggiunga|aggiungete|metti|salva|salvati)\s+(?:(?:questo|questa|ciò)\s+)?"
                    r"(?:alla|nella)\s+(?:tua|sua)\s+memoria\s*(?:[:,—–]\s*|\s+che\b\s*)(?P<rest>.+)$"
                )
            ),
            Form(rx(r"^\s*per\s+(?:la\s+cronaca|memoria)\s*[:—–]\s*(?P<rest>.+)$")),
            # a verb of saving or noting, what is kept pointed at, then a colon ("Salva questo: …",
            # "Annotati questo: …"); "Salva il file come …" saves a file
            Form(
                rx(
                    r"^\s*(?:salva|salvati|salvatelo|segna|segnati|segnatelo|annota|annotati|memorizza|registra)"
                    r"(?:\s+(?:questo|questa|ciò|quanto\s+segue))?\s*[:—–]\s*(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*non\s+(?:dimenticare|dimenticarti|scordare|scordarti)\b\s*(?::\s*|,?\s*che\s+)(?P<rest>.+)$"
                )
            ),
            # (issue 33, twenty-ninth round) a verb of saving, "that", a clause: file_or_fact.py
            *file_or_fact.that_forms("it"),
        ),
        "prefer": (
            Form(
                rx(
                    r"^\s*(?:la\s+)?mia\s+preferenza\s*(?:[:\-–—]|è\b|va\s+(?:a|al|alle|ai)\b)\s*(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*(?:personalmente\s+)?(?:io\s+)?(?:(?:di\s+solito|solitamente|in\s+genere|generalmente)\s+)?(?:preferisco|preferirei)\b\s*(?P<rest>.+)$"
                )
            ),
            # a leaning or a habit of the speaker's before the prefer verb ("Tendo a preferire …",
            # "Sono solito preferire …")
            Form(
                rx(
                    r"^\s*(?:io\s+)?(?:tendo\s+a\s+|sono\s+solit[oa]\s+)preferire\b\s*(?:che\s+)?(?P<rest>.+)$"
                )
            ),
            # a liking said of a generic "when" ("Mi piace quando le funzioni …")
            Form(
                rx(
                    r"^\s*(?:a\s+me\s+(?:mi\s+)?|mi\s+)piace\s+(?:molto\s+|di\s+più\s+)?quando\s+(?P<rest>.+)$"
                )
            ),
        ),
        "remember_back": rx(
            r"^\s*(?:ricordatelo|ricordalo|ricordati\s+(?:questo|di\s+questo)|tienilo\s+a\s+mente|segnatelo)\s*[.!]*\s*$"
        ),
        "asked_ahead": rx(asked_ahead.question("it")),
        "remember_asked": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("it"),
            # "Vorrei che ricordassi che …", "Puoi ricordarti che …?"
            Form(
                rx(
                    r"^\s*(?:(?:voglio|vorrei)\s+che\s+(?:tu\s+)?(?:ricordi|ricordassi|ti\s+ricordi|ti\s+ricordassi|"
                    r"tenga\s+a\s+mente|tenessi\s+a\s+mente)|(?:ti\s+)?(?:puoi|potresti)\s+(?:ricordare|ricordarti|"
                    r"tenere\s+a\s+mente))\s*(?:[:,]\s*|\s+che\s+)(?P<rest>.+)$"
                )
            ),
        ),
        "not_remembered": rx(
            r"^(?:questo|quello|ciò|quando|come)\b", asked_ahead.placeholder("it")
        ),
        "not_preferred": rx(
            r"^(?:non\b|questo|quello|questa|quella)\b",
            # (twenty-eighth round) how the one addressed is to write to the speaker, in the
            # subjunctive of a polite conditional ("Le sarei grato se mi scrivesse frasi brevi"):
            # the speaker's own way of being written to, a rule, never a liking
            r"^(?:se\s+)?(?:lei\s+)?mi\s+(?:scrivesse|rispondesse|parlasse|scriva|risponda|parli)\b",
        ),
        "prefer_cut": rx(r",\s*(?:quindi|perché|ma|e|d'ora)\b|;|\s+perché\b"),
    }
