"""A note headed for later or for the speaker's own self (issue 33, thirtieth round): before the
colon that opens the message (or a sentence of it), a later time ("Pour plus tard :
…", "Für später: …", "Para más adelante: …", "Per dopo: …", "На потом: …", "لوقت لاحق: …") or a
note's noun sent to the speaker ("Note to self: …", "Reminder to myself: …", "Note pour moi-même :
…", "Zur Erinnerung für mich: …", "Notiz an mich selbst: …", "Nota para mí misma: …", "Promemoria
per me: …", "Себе на заметку: …", "ملاحظة لنفسي: …"), then the fact. A note kept for later is a note
for the agent's memory as memory_notes' headings are ("For future reference: …"):
`memory_notes.notes_of` joins these headings to its own, with the same colon and the same fact.
Its HEADING also carries kept_at_end's keep-it frame opening the message ("Do me a favour and
stash this in your brain: …"), which takes the same opening colon (thirtieth round).

The future named ("For the future: …", "И на будущее: …", "Per il futuro: …", "Für die Zukunft:
…", "ملاحظة للمستقبل: …") stays out: the corpus reads it, after thanks for a fix, before the team's
rule as the rule (dev33b-ru-019, dev33c-en-015, dev33f-*-207, dev33g-de-009, dev33h-it-015, and a
first draft that took it moved eleven of them away), as it does a note's noun sent to the future
("Una nota para más adelante: las migraciones van en …", "Quick note for later: fixtures go in
tests/fixtures, …", the tenth round's test): a note's noun is sent only to the speaker here. The
speaker alone before the colon ("For me: …", "Moi : …", "Für mich: …") is no note either: it heads
the speaker's own wants (headed_for_me.py), so a self here always comes with a note's noun, or as
the reflexive only a note takes ("Note to self", "Себе на заметку").
"""

from __future__ import annotations

from app.domain.memory.judgement import kept_at_end

# a note's noun, sent to the speaker
_NOTE_TO = {
    "en": r"(?:a\s+)?(?:quick\s+|little\s+)?(?:note|memo|reminder)\s+(?:to|for)\s+(?:self|myself|me|my\s+own\s+sake)",
    "fr": r"(?:une?\s+)?(?:petite?\s+)?(?:note|mémo|rappel|pense-bête)\s+(?:pour|à)\s+(?:moi(?:-même)?|ma\s+pomme)",
    "de": r"(?:eine\s+)?(?:zur\s+erinnerung|erinnerung|notiz|gedächtnisstütze|merkzettel)\s+(?:für|an)\s+mich(?:\s+selbst)?",
    "es": r"(?:una?\s+)?(?:nota|recordatorio|apunte)\s+para\s+mí(?:\s+mism[oa])?",
    "it": r"(?:una?\s+)?(?:nota|promemoria|appunto)\s+per\s+me(?:\s+stess[oa])?",
    "ru": r"(?:заметка|памятка|напоминание|записка)\s+(?:себе|для\s+себя|самому\s+себе|самой\s+себе)",
    "ar": r"(?:ملاحظة|تذكير|مذكرة)\s+(?:لنفسي|لحالي)",
}
# a time to come alone, or a self only a note takes
_LATER = {
    # (never English's bare "For later:", which en.py's `announce` reads before the team's rule as
    # its announcement, "Quick note for later: fixtures go in tests/fixtures, …", the tenth round)
    "en": r"(?!)",
    "fr": r"pour\s+plus\s+tard|à\s+garder\s+sous\s+le\s+coude",
    "de": r"für\s+später",
    "es": r"para\s+más\s+adelante|para\s+que\s+no\s+se\s+me\s+olvide|ayudamemoria",
    "it": r"per\s+dopo|per\s+più\s+tardi",
    "ru": r"на\s+потом|себе\s+на\s+заметку|чтоб(?:ы)?\s+не\s+забыть",
    "ar": r"لوقت\s+لاحق",
}

# (and the keep-it frame opening the message, pointing forward to the fact after the same colon,
# kept_at_end.OPENING: "Do me a favour and stash this in your brain: …")
HEADING = {
    code: rf"{_NOTE_TO[code]}|{_LATER[code]}|{kept_at_end.OPENING[code]}" for code in _NOTE_TO
}

# the headings' rarer words the languages' cues lacked (four letters; Arabic's as substrings)
CUE = {
    "en": ("self", "myse", "remi"),
    "fr": ("tard", "coud"),
    "de": (),
    "es": ("ayud",),
    "it": ("tard",),
    "ru": (),
    "ar": ("لنفسي", "لحالي", "لاحق"),
}


def with_cue(code: str, *cues: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """memory_notes' cue (kept_at_end.with_cue of its stems) with these headings' stems."""
    return kept_at_end.with_cue(code, *cues, CUE)
