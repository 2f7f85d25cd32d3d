"""English: the forms of an explicit request (SPEC §2.1: "Remember …", "I prefer …"), and
the words that say there is nothing to keep; the rest of the language's table is en.py."""

from __future__ import annotations

import re
from typing import Any

from app.domain.memory.judgement import asked_ahead, file_or_fact, kept_that
from app.domain.memory.judgement.lexicon import Form, rx

_DIDNT = re.compile(r"^you\s+(?:didn'?t|did\s+not)\s+", re.I)


def _rather(words: str) -> str:
    """ "I'd rather you didn't use emojis" is no preferred thing in the user's own words (it
    would have to be rewritten as "Don't use emojis", SPEC §2.1): nothing is saved at once, and
    the sentence is left to the suggestion path, where the user reviews the wording."""
    return "" if _DIDNT.match(words) else words


def request_forms() -> dict[str, Any]:
    """The table's request slots (remember, prefer, remember_back, remember_asked, …)."""
    return {
        "remember": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("en"),
            Form(
                rx(
                    r"^\s*(?:(?:please|pls|plz|plse)\s+)?(?:do\s+)?(?:always\s+)?re?m+e?m?b+e?r\b\s*(?:[:,\-–—]\s*)?(?:this\s*[:\-–—]\s*)?"
                    r"(?:(?:that|que|qu['’]|che|dass|что)\b\s*(?![.!]*\s*$))?(?:to\b\s*)?(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*(?:(?:please|pls|plz|plse)\s+)?(?:keep\s+in\s+mind|bear\s+in\s+mind|make\s+(?:a\s+)?note(?:\s+of)?|"
                    r"take\s+(?:a\s+)?note(?:\s+of)?|(?:note|jot|write)\s+(?:it\s+)?down)\b\s*(?:[:,]\s*)?"
                    # a time to come between the head and what it keeps ("keep in mind going forward that …")
                    r"(?:(?:going\s+forward|from\s+now\s+on|for\s+the\s+future|for\s+later|for\s+next\s+time)\s*,?\s*"
                    r"(?=that\b|[:—–-]))?[:—–-]?\s*"
                    r"(?:(?:that|que|qu['’]|che|dass|что)\b\s*(?![.!]*\s*$))?(?P<rest>.+)$"
                )
            ),
            # "Note for the future: the package is @acme/ui": the bare verb of noting, then for when
            # it is kept, before a colon (a noun, "quick note for the future: …", stays a note)
            Form(
                rx(
                    r"^\s*(?:(?:please|pls|plz|plse)\s+)?(?:note|jot\s+down|write\s+down)\s+(?:(?:this|that|it)\s+(?:down\s+)?)?"
                    r"for\s+(?:the\s+future|later|next\s+time|future\s+reference)\s*[:\-–—]\s*(?P<rest>.+)$"
                )
            ),
            # keeping said by the memory itself ("Add to your memory that the depot closes at six"), or
            # a note's frame before a colon ("For the record: the lease is due in March"; "For the
            # record, I disagree" gives an opinion)
            Form(
                rx(
                    r"^\s*(?:(?:please|pls|plz|just)\s+)?(?:add|put|save|store|keep)\s+(?:(?:this|it)\s+)?(?:to|in|into)\s+"
                    r"your\s+memory\s*(?:[:,—–]\s*|\s+that\b\s*)(?P<rest>.+)$"
                )
            ),
            Form(rx(r"^\s*(?:just\s+)?for\s+the\s+record\s*[:—–]\s*(?P<rest>.+)$")),
            # "Save this: the VPN token expires every 90 days": a verb of saving or noting, what is kept
            # pointed at, then a colon opening what is kept ("Save this as draft.docx" saves a file)
            Form(
                rx(
                    r"^\s*(?:(?:please|pls|plz|plse|just)\s+)?(?:save|store|log|record|note|keep|jot)\s+(?:this|that|the\s+following)"
                    r"(?:\s+down)?\s*[:—–]\s*(?P<rest>.+)$"
                )
            ),
            # "Don't forget that the demo moved to Thursday": a fact to keep, remember said the other
            # way round ("Don't forget to call me tomorrow" is a reminder of a job, not a fact)
            Form(
                rx(
                    r"^\s*(?:(?:please|pls|plz|plse)\s+)?(?:don'?t|do\s+not|never)\s+forget\b\s*(?:[:\-–—]\s*|,?\s*that\b\s*(?![.!]*\s*$))"
                    r"(?P<rest>.+)$"
                )
            ),
            # (issue 33, twenty-ninth round) a verb of saving, "that", a clause: file_or_fact.py
            *file_or_fact.that_forms("en"),
        ),
        "prefer": (
            # "My preference: short answers", "My preference is tabs"
            Form(
                rx(
                    r"^\s*my\s+(?:personal\s+)?preference\s*(?:[:\-–—]|is\b(?:\s+(?:that|for|to))?)\s*(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*I(?:'d|\s+would|'m|\s+am)?(?:\s+(?:really|usually|generally|much|definitely|always|also|"
                    r"still|personally|strongly|do|normally|tend\s+to|kind\s+of|sort\s+of|mostly|often))*\s+prefer\b\s*(?:(?:that\s+)?you\s+(?:to\s+)?|to\s+|that\s+|it\s+(?:if|when)\s+you\s+)?(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*I(?:'d|\s+would)(?:\s+(?:much|really))?\s+rather\b\s*(?:(?:you\s+)?(?:have|get|see|use)\s+)?(?P<rest>.+)$"
                ),
                _rather,
            ),
        ),
        "remember_back": rx(
            r"^\s*(?:(?:please|pls|plz|plse)\s+)?(?:remember|keep\s+in\s+mind|note|make\s+a\s+note\s+of)\s+(?:that|this|it)(?:\s+for\s+(?:later|the\s+future|next\s+time))?(?:,?\s*please)?\s*[.!]*\s*$"
        ),
        "asked_ahead": rx(asked_ahead.question("en")),
        "remember_asked": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("en"),
            # "I'd like you to remember that …", "Can you remember that …?"
            Form(
                rx(
                    r"^\s*(?:(?:i(?:'d|\s+would)\s+like\s+you\s+to|i\s+(?:want|need)\s+you\s+to|"
                    r"(?:can|could|would|will)\s+you(?:\s+please)?)\s+(?:always\s+)?(?:remember|keep\s+in\s+mind|"
                    r"bear\s+in\s+mind)|(?:would|do)\s+you\s+mind\s+(?:remembering|keeping\s+in\s+mind|noting))"
                    r"\s*(?:[:,]\s*|\s+that\b\s*)(?P<rest>.+)$"
                )
            ),
        ),
        "not_remembered": rx(
            r"^(?:when|how|what|where|who|why|if|whether|the\s+(?:time|day)|last|back)\b",
            r"^(?:me|us|him|her|them|it|this|that|those|these)\s*$",
            asked_ahead.placeholder("en"),
        ),
        "not_preferred": rx(
            # ("one" alone points at a thing; "one assertion per test" is what is liked)
            r"^(?:not\b|no\b|neither|either|one(?:\s+of\s+(?:them|those|these))?\s*$|"
            r"the\s+(?:first|second|last|other|former|latter|old|new)(?:\s+one)?\s*$)"
        ),
        "prefer_cut": rx(
            r",\s*(?:so|because|since|but|and|as|which|going\s+forward|from\s+now\s+on)\b|;|\s+(?:because|since)\b"
        ),
    }
