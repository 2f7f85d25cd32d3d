"""A table's whole forms of an explicit request (`Lexicon.remember`, `prefer`, `remember_asked`) in
the order requests.py tries them at a sentence's start, each with what it refuses, built once.

Every sentence of a Latin-script message is tried against some twenty forms of five tables, and
most sentences hold none. Each form cannot match without one of a few words (needed_words: "merk",
"dass", "prefiero"): one search of the folded sentence for all the words of a table's forms at
once (needed_words.gate) tells whether any of them can match; where none can, only the forms
with no needed words are tried. It changes no reading: a form left out could not have matched,
and the others are tried in the same order (the first that matches decides)."""

from __future__ import annotations

from app.domain.memory.judgement.lexicon import Form, Lexicon
from app.domain.memory.judgement.needed_words import Gate, gate, needed

# (form name, form, the words it refuses, whether it is asked as a question)
Entry = tuple[str, Form, object, bool]
# the forms, the gate of every needed word of those that have some (None: none has), and the
# forms tried when the sentence holds none of those words
Forms = tuple[tuple[Entry, ...], Gate | None, tuple[Entry, ...]]

_BUILT: dict[tuple[int, bool], tuple[Lexicon, Forms]] = {}


def forms_of(lex: Lexicon, asked_only: bool) -> Forms:
    """The table's forms as `requests._explicit_at_start` tries them: remember, prefer, then
    remember asked politely; only the last when the sentence is a question (`asked_only`)."""
    kept = _BUILT.get((id(lex), asked_only))
    if kept is not None and kept[0] is lex:
        return kept[1]
    kinds = [("remember", lex.remember_asked, lex.not_remembered, True)]
    if not asked_only:
        kinds[:0] = [
            ("remember", lex.remember, lex.not_remembered, False),
            ("prefer", lex.prefer, lex.not_preferred, False),
        ]
    entries: list[Entry] = []
    ungated: list[Entry] = []
    words: set[str] = set()
    for name, forms, refuse, asked in kinds:
        for form in forms:
            entry = (name, form, refuse, asked)
            entries.append(entry)
            needs = needed(form.pattern)
            if needs is None:
                ungated.append(entry)
            else:
                words.update(needs)
    found = (tuple(entries), gate(tuple(sorted(words))) if words else None, tuple(ungated))
    _BUILT[(id(lex), asked_only)] = (lex, found)
    return found
