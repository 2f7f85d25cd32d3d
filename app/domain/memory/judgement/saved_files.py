"""One file saved, once (issue 33, twenty-fifth round): an order opening with a saving verb whose
file gets a format or a file name ("Store the mooring bill as a PDF under Harbour/2025", "Range
la note du port en PDF sous Marina/2025", "Leg die Rechnung als PDF unter Hafen/2025 ab", "Salva la
fattura come PDF in Laboratorio/2025", "Сохрани таблицу под именем график.xlsx") is a task done
now, no lasting rule: `rules.py` refuses it beside its one-off refusals, and the second opinion
(engine.judge) never suggests it. Never with an always, an
every or a from-now-on in the sentence ("Always save invoices as PDF under Finance/2025": the team's
way), nor a saving verb that keeps a fact ("Store this: …", read by the remember frames first).
"""

from __future__ import annotations

import re

_VERB = {
    "en": r"(?:please\s+)?(?:store|save|file|put|export)",
    "fr": r"(?:range|enregistre|sauvegarde|classe|mets)",
    "de": r"(?:bitte\s+)?(?:leg|speicher|speichere|sichere|pack)",
    "es": r"(?:guardá|guarda|archivá|archiva|subí|sube)",
    "it": r"(?:salva|archivia|metti)",
    "ru": r"(?:сохрани|положи|закинь)",
}
# the file's format, or a file name with its extension: one document (never a folder alone, "Put
# migrations in db/migrations", where a kind of file goes, which is the team's way)
_FILE = (
    r"(?=[^.!?]*(?:\b(?:as|en|als|como|come|как)\s+(?:an?\s+|un\s+)?(?:PDF|CSV|XLSX|DOCX)\b"
    r"|\S\.(?:xlsx|pdf|docx|csv)\b))"
)
# a lasting frame in the sentence makes it the team's way of saving
_LASTING = (
    r"(?![^.!?]*(?:\b(?:always|every|each|from\s+now\s+on|toujours|chaque|désormais|immer|jede[nmrs]?|künftig|"
    r"siempre|cada|sempre|ogni|d['’]ora\s+in\s+poi)\b|(?<![а-яё])(?:всегда|кажд[а-яё]+|теперь)(?![а-яё])))"
)
_SAVED = {
    code: re.compile(r"^\s*" + verb + r"(?![\wа-яё])" + _LASTING + _FILE, re.I)
    for code, verb in _VERB.items()
}


def said(probe: str, codes) -> bool:
    """The sentence (its probe) orders one file saved with its format or folder, in one of the
    languages `codes`."""
    return any((found := _SAVED.get(code)) is not None and found.match(probe) for code in codes)
