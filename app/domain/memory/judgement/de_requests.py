"""German: the forms of an explicit request (SPEC §2.1: "Remember …", "I prefer …"), and
the words that say there is nothing to keep; the rest of the language's table is de.py."""

from __future__ import annotations

from typing import Any

from app.domain.memory.judgement import asked_ahead, file_or_fact, kept_that
from app.domain.memory.judgement.lexicon import Form, rx


def _main_clause(words: str) -> str:
    """A "dass" clause is kept as the user wrote it (SPEC §2.1: words are never reordered);
    only its first letter is capitalised: "die neue API nicht mehr funktioniert" → "Die neue
    API nicht mehr funktioniert"."""
    return words[:1].upper() + words[1:]


def _infinitive(words: str) -> str:
    """ "pnpm zu verwenden" → "Pnpm zu verwenden": the user's words, first letter capitalised."""
    return words[:1].upper() + words[1:]


_REMEMBER = (
    r"^\s*(?:bitte\s+)?(?:merke?\s+dir|merk\s+dir|merkt\s+euch|merken\s+Sie\s+sich|denk\s+da?ran|"
    # (mend-zc-saves) Bavarian "da" for "dir", only before the frame's pronoun and its colon or
    # comma ("Merk da des: …"; frame_pronouns.py sets "des" aside), never "da" as "there"
    r"merke?\s+da(?=\s+(?:des|das|dös|dies)\s*[:,])|"
    r"denke\s+da?ran|denkt\s+da?ran|denken\s+Sie\s+daran|"
    # "Behalt bitte im Kopf", "Behaltet im Hinterkopf": the verb, its plural, "bitte" between
    r"(?:behalte?|behaltet|behalten\s+Sie)\s+(?:bitte\s+)?im\s+(?:Hinter)?[Kk]opf|"
    r"notier\s+dir|notiere\s+dir|notiert\s+euch|"
    # keeping it stored: "Speicher ab, dass …", "Speichere dir ab: …", "Hinterleg dir: …"
    r"speicher(?:e|t)?\s+(?:dir\s+|euch\s+)?(?:bitte\s+)?ab|speichern\s+Sie\s+(?:bitte\s+)?ab)"
    r"(?:\s+(?:bitte|mal|doch|eben|gut|bloß))*\b\s*"
)


def request_forms() -> dict[str, Any]:
    """The table's request slots (remember, prefer, remember_back, remember_asked, …)."""
    return {
        "remember": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("de"),
            Form(rx(_REMEMBER + r"(?:[:,]\s*)?dass\b\s*(?P<rest>.+)$"), _main_clause),
            Form(rx(_REMEMBER + r"(?:[:,]\s*)?(?P<rest>.+)$"), _infinitive),
            # "Für die Zukunft notieren: das Konto heißt …", "Bitte merken: …": the infinitive as an
            # order, closing a short lead before a colon
            Form(
                rx(
                    r"^\s*(?:bitte\s+)?(?:(?:für\s+(?:die\s+Zukunft|später|künftig)|fürs\s+nächste\s+Mal)\s+)?"
                    r"(?:bitte\s+)?(?:immer\s+)?(?:notieren|merken|vormerken|festhalten|im\s+(?:Hinter)?[Kk]opf\s+behalten|"
                    # "Bitte immer dran denken: …", "Nicht vergessen: …", "Bitte abspeichern: …"
                    r"da?ran\s+denken|nicht\s+vergessen|abspeichern)"
                    r"(?:\s+bitte)?\s*[:\-–—]\s*(?P<rest>.+)$"
                ),
                _main_clause,
            ),
            Form(
                rx(
                    r"^\s*(?:vergiss|vergesst|vergessen\s+Sie)\s+(?:bitte\s+|bloß\s+|aber\s+)?nicht\b\s*"
                    r"(?:[:,]\s*)?dass\b\s*(?P<rest>.+)$"
                ),
                _main_clause,
            ),
            # keeping said by the memory itself ("Füg deinem Gedächtnis hinzu, dass …", "Nimm in dein
            # Gedächtnis auf: …"), or a note's frame before a colon ("Fürs Protokoll: …")
            Form(
                rx(
                    r"^\s*(?:bitte\s+)?(?:(?:füg|füge|fügt)\s+(?:deinem|Ihrem|eurem)\s+(?:Gedächtnis|Speicher)\s+hinzu|"
                    r"(?:nimm|nehmt)\s+(?:das\s+)?in\s+(?:dein|euer)\s+(?:Gedächtnis|Speicher)\s+auf)"
                    r"\s*(?:[:,—–]\s*)?(?:dass\b\s*)?(?P<rest>.+)$"
                ),
                _main_clause,
            ),
            Form(
                rx(r"^\s*(?:fürs|für\s+das|zu)\s+Protokoll\s*[:—–]\s*(?P<rest>.+)$"), _main_clause
            ),
            # a verb of saving or noting, what is kept pointed at, then a colon ("Speicher das: …",
            # "Mach dir eine Notiz: …"); without the colon it saves a file ("Speicher das als Entwurf")
            Form(
                rx(
                    r"^\s*(?:bitte\s+)?(?:(?:speicher|speichere|notier|notiere|halt|halte)\s+(?:dir\s+|euch\s+)?(?:bitte\s+)?"
                    r"(?:das|dies|folgendes)(?:\s+fest)?|(?:mach|macht)\s+(?:dir|euch)\s+(?:bitte\s+)?(?:eine\s+)?notiz)"
                    r"\s*[:—–]\s*(?P<rest>.+)$"
                ),
                _main_clause,
            ),
            # the same pointing forward at what follows a colon ("Vergiss nicht: Frau B. verträgt
            # keine Laktose"), and a verb of saving pointed at it ("Speicher dir das ab: …"): what
            # follows the colon is a statement, never a task ("Vergiss nicht, die Tür abzuschließen")
            Form(
                rx(
                    r"^\s*(?:(?:vergiss|vergesst|vergessen\s+Sie)\s+(?:bitte\s+|bloß\s+|aber\s+)?(?:das\s+)?nicht|"
                    r"(?:bitte\s+)?(?:speicher|speichere|speichert)\s+(?:dir\s+|euch\s+)?(?:bitte\s+)?(?:das|dies|es|folgendes)"
                    r"\s+(?:bitte\s+)?ab)\s*[:\-–—]\s*(?P<rest>.+)$"
                ),
                _main_clause,
            ),
            # (issue 33, twenty-ninth round) a verb of saving, "that", a clause: file_or_fact.py
            *file_or_fact.that_forms("de"),
        ),
        "prefer": (
            Form(
                rx(
                    r"^\s*ich\s+(?:(?:persönlich|selbst|eigentlich|generell|grundsätzlich|meistens|eher|meist|tendenziell|oft)\s+)?(?:bevorzuge|präferiere|mag\s+lieber|hätte\s+lieber|möchte\s+lieber|nehme\s+lieber|"
                    r"hab(?:e)?\s+lieber)\b\s*(?P<rest>.+)$"
                )
            ),
            # "Ich hätte die Tests lieber in einem eigenen Ordner": "lieber" inside what is preferred
            Form(
                rx(
                    r"^\s*ich\s+(?:hätte|hab(?:e)?|mag|möchte|nehme)\s+(?P<rest>(?:[\w\-./]+\s+){1,4}?lieber\s+\S.*)$"
                )
            ),
            # "Ich neige dazu, flache Ordner zu bevorzugen": a leaning, then what is preferred
            Form(
                rx(
                    r"^\s*ich\s+(?:neige|tendiere)\s+(?:eher\s+)?dazu\s*,?\s*(?P<rest>.+?)\s+zu\s+(?:bevorzugen|präferieren)\s*[.!]?\s*$"
                )
            ),
            # "Meine Präferenz: kurze Antworten"
            Form(
                rx(r"^\s*meine\s+Präferenz\s*(?:[:\-–—]|(?:ist|sind)\b)\s*(?P<rest>.+)$"),
                _infinitive,
            ),
            # "Mir sind kurze Antworten lieber": the preferred thing stands between
            Form(
                rx(
                    r"^\s*mir\s+(?:ist|sind|wäre|wären)\s+(?P<rest>.+?)\s+(?:(?:viel\s+|deutlich\s+)?lieber|am\s+liebsten)\s*[.!]?\s*$"
                ),
                _infinitive,
            ),
            # The comparative keeps what it is compared with: "Mir sind kleine Commits lieber als
            # große", "Mir ist Vue lieber als React" (the words from the preferred thing on)
            Form(
                rx(
                    r"^\s*mir\s+(?:ist|sind|wäre|wären)\s+(?P<rest>(?!es\b).+?\s+(?:viel\s+|deutlich\s+)?lieber\s+als\s+\S.*)$"
                ),
                _infinitive,
            ),
            # The superlative: "Am liebsten hätte ich die Antworten auf Deutsch", "Am liebsten kurze
            # Antworten"
            Form(
                rx(
                    r"^\s*am\s+liebsten\s+(?:(?:hätte|habe|hab|mag|nehme|lese|sehe)\s+ich\s+)?(?P<rest>(?!(?:würde|wäre|ist|sind|war)\b).+)$"
                ),
                _infinitive,
            ),
            # The prefer verb at the end, after a modal or as a separable verb: "Ich würde pytest
            # gegenüber unittest bevorzugen", "Ich ziehe Tabs Leerzeichen vor"
            Form(
                rx(
                    r"^\s*ich\s+(?:würde|möchte|will)\s+(?P<rest>.+?)\s+(?:bevorzugen|vorziehen|präferieren)\s*[.!]?\s*$"
                ),
                _infinitive,
            ),
            Form(rx(r"^\s*ich\s+ziehe\s+(?P<rest>.+?)\s+vor\s*[.!]?\s*$"), _infinitive),
            # The same said the other way round: "Lieber wären mir kurze Commit-Nachrichten"
            Form(
                rx(
                    r"^\s*(?:viel\s+)?lieber\s+(?:ist|sind|wäre|wären)\s+mir\s+(?!es\b)(?P<rest>.+)$"
                ),
                _infinitive,
            ),
            # "Ich mag es lieber, wenn Antworten kurz sind", "Ich hätte es lieber, wenn …"
            Form(
                rx(
                    r"^\s*ich\s+(?:mag|hätte|habe|hab|fände)\s+es\s+(?:viel\s+)?lieber\s*,?\s*wenn\s+(?P<rest>.+)$"
                ),
                _main_clause,
            ),
            # "Mir wäre es lieber, wenn die Antworten kurz wären": the wish is the preferred thing
            Form(
                rx(
                    # the expletive "es" may be dropped: "Mir ist lieber, wenn …"
                    r"^\s*mir\s+(?:ist|wäre|wär)(?:\s+es|['’]s)?\s+(?:viel\s+)?lieber\s*,?\s*wenn\s+(?P<rest>.+)$"
                ),
                _main_clause,
            ),
        ),
        "remember_back": rx(
            r"^\s*(?:bitte\s+)?(?:merke?\s+dir|merkt\s+euch|merken\s+Sie\s+sich|notier\s+dir)\s+(?:das|dies)(?:\s+(?:bitte|mal|gut))*\s*[.!]*\s*$"
        ),
        "asked_ahead": rx(asked_ahead.question("de")),
        "remember_asked": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("de"),
            # "Ich möchte, dass du dir merkst: …", "Ich will, dass ihr euch merkt, dass …"
            Form(
                rx(
                    r"^\s*ich\s+(?:möchte|will|hätte\s+gerne?|wünsche\s+mir|wollte)\s*,?\s*dass\s+"
                    r"(?:du\s+dir|ihr\s+euch|Sie\s+sich)\s+(?:(?:bitte|gut|unbedingt|Folgendes|das)\s+)*"
                    r"(?:merkst|merkt|merken)\b\s*(?:[:,]\s*)?(?:dass\b\s*)?(?P<rest>.+)$"
                ),
                _main_clause,
            ),
            # "Kannst du dir merken, dass …?", "Du sollst dir merken, dass …"
            Form(
                rx(
                    r"^\s*(?:(?:kannst|könntest|würdest)\s+du\s+dir|(?:können|könnten|würden)\s+Sie\s+sich|"
                    r"du\s+(?:sollst|musst)\s+dir|ihr\s+(?:sollt|müsst)\s+euch)\s+"
                    r"(?:(?:bitte|mal|gut|vielleicht|einfach)\s+)*merken\s*,?\s*dass\b\s*(?P<rest>.+)$"
                ),
                _main_clause,
            ),
        ),
        "not_remembered": rx(
            r"^(?:das|dies|es)(?:\s+nicht)?\s*$",
            r"^(?:wann|wie|als)\b",
            # "Merk dir nichts davon": nothing to keep
            r"^(?:nichts|gar\s+nichts|das\s+nicht|dies\s+nicht)\b",
            asked_ahead.placeholder("de"),
        ),
        # ("das" before a noun is its article: "das Präsens" is what is liked)
        "not_preferred": rx(r"^(?:nicht|kein|(?:das|dies|es)\b(?!\s+(?-i:[A-ZÄÖÜ])))\b"),
        "prefer_cut": rx(r",\s*(?:also|weil|denn|aber|und|ab\s+jetzt)\b|;|\s+(?:weil|denn)\b"),
    }
