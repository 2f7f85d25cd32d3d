"""(English, check-z-en) A folder or a file said to stay where it is, or kept from removal in
verbs of clearing away: "The masters/ folder stays where it is", "… stays put. Don't wipe it",
"results/2019 is staying. Do not get rid of it", "sticks around for good, so no purging it",
"plot-history/ doesn't go anywhere", "Leave the workshop's tunings/ directory be". The place is
kept: a call that deletes it breaks the rule, one that only reads it keeps it (read_paths keeps
the place out, read_only_calls lets a read keep it)."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy

# a place that stays ("stays put", "stays where it is", "is staying", "sticks around", "doesn't
# go anywhere", "is here to stay"), or left be with up to four words of it between ("leave the
# workshop's tunings/ directory be")
_STAYS = Lazy(
    r"(?<!\w)(?:stays?\s+(?:put|where\s+(?:it|they)\s+(?:is|are)|in\s+place)"
    # (staying at the clause's end, or put: not "is staying small", "is staying in the office")
    r"|(?:is|are)\s+staying(?=\s*(?:[.,;:!?]|$)|\s+(?:put|here|as\s+it\s+is|where))"
    r"|sticks?\s+around|(?:doesn't|does\s+not|don't|do\s+not|won't)\s+go\s+anywhere"
    r"|(?:is|are)\s+here\s+to\s+stay"
    r"|leave\s+(?:the\s+)?(?:[\w'/.-]+\s+){1,4}be)(?!\w)"
)
# removal refused in verbs of clearing away, said of the place or of "it"
_CLEARED = Lazy(
    r"(?<!\w)(?:don't|do\s+not|never|no)\s+(?:\w+\s+)?"
    r"(?:wip(?:e|ing)|clear(?:ing)?\s+(?:it|them|\S+/?)\s+out|clear(?:ing)?\s+out|get(?:ting)?\s+rid\s+of"
    r"|purg(?:e|ing)|nuk(?:e|ing)|bin(?:ning)?|toss(?:ing)?|trash(?:ing)?|throw(?:ing)?\s+(?:\S+\s+)?away)(?!\w)"
)


def kept_in_place(plain: str) -> bool:
    """Whether a rule's words keep a place where it is or from being cleared away (see the
    module); read_paths asks only of a rule that names a folder or a file."""
    return bool(_STAYS.search(plain) or _CLEARED.search(plain))
