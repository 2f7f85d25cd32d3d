"""What narrows a sentence's subject, set aside to read the sentence's own predicate (issue 33,
sixteenth round): a relative clause after the subject ("The freight quotes we send out always
include …", "The slides you send to prospects never …", "Der Lehrer, der die Klassenfahrt leitet,
sammelt …") or a phrase of "for" ("Lesson plans for the Year 9 groups go up …"). Such a clause
says which items the rule is about; the rule is what is said of them. A sentence that read nothing
is read again without the clause (its words stay in the stored words: the spans are spaces to the
readings, not removed), one candidate end at a time, and only when the clause itself is no
occasion, no thing pointed at and no past ("The quotes we sent out last week …", "The slides for
this pitch …": those stay one time).

The clause's opening is the language's: English a relative pronoun or the team or the one
addressed as its subject (a contact clause, "the quotes we send"), or "for"; German a relative
pronoun after a comma, up to the next comma (its verb closes it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from app.domain.memory.judgement.needed_words import gate

# (the subject: one to six words, a voice-typed "so yeah" before it; then the clause's opening)
_EN = re.compile(
    # (voice-typed fillers before it: "so yeah the freight quotes we send out …")
    r"^\s*(?:(?:so|yeah|um+|uh+|ok|okay|and|anyway|basically|also|oh|well)[\s,]+)*"
    # (never a time or place put first: "On Thursdays we don't have a retro")
    r"(?!(?:on|in|at|during|after|before|since|until|by|every|each|some|most)\s)"
    # the subject: a determiner and up to four words, or a plural noun and up to two words before it
    r"(?:(?:the|our|all(?:\s+the)?|any|those|these)\s+(?:[\w'’-]+\s+){0,3}?|(?:[\w'’-]+\s+){0,2}?(?=[\w'’-]+s\s))"
    r"[\w'’-]+\s+(?P<open>(?:(?:that|which|who)\s+)?(?:we|you|I)\s+|(?:that|which|who)\s+|for\s+)(?=[\w'’-])"
    # (the pronoun then an auxiliary, a negation or an adverb is the sentence's own subject: "Most
    # days we don't …", "The thing is we always …")
    r"(?!(?:do|does|did|don['’]?t|doesn['’]?t|didn['’]?t|are|is|was|were|never|always|not|just|also|usually|"
    r"often|really|only|still|already|all|both)(?!\w))",
    re.I,
)
# (what the clause may not carry away: a hedge or a modal, a verb of saying or of having)
_KEEPS = re.compile(
    r"(?<!\w)(?:may|might|could|would|should|must|can|will|shall|want|wants|have|has|had|say|says|said|"
    r"mentioned|told|tell|think|thought|found|read|heard)(?!\w)|['’](?:ll|d)(?!\w)",
    re.I,
)
_DE = re.compile(
    r"^\s*(?:[\w'’-]+\s+){0,3}?[\w'’-]+(?P<open>,\s+(?:der|die|das|den|dem|deren|dessen|welche[rsnm]?)\s+)"
    r"[^,.;:!?]{3,80},\s+(?=\w)",
    re.I,
)
_OPENING = {"en": _EN, "de": _DE}
_OPENERS = {
    "en": (" we ", " you ", " i ", " that ", " which ", " who ", " for "),
    "de": (", der ", ", die ", ", das ", ", den ", ", dem ", ", deren ", ", dessen ", ", welch"),
}
_HAS_OPENER = {code: gate(words) for code, words in _OPENERS.items()}  # (needed_words.gate)
_WORD = re.compile(r"[\w'’./-]+\s*")
# (a clause of "for" or a contact clause is at most this many words; the one after it must remain)
_MAX_WORDS = 5


def opens(probe: str, code: str) -> bool:
    """Whether the sentence may open with a subject and a clause narrowing it (a quick test)."""
    pattern = _OPENING.get(code)
    if pattern is None:
        return False
    # (a plain substring test first: the pattern costs microseconds a sentence)
    low = probe[:100].lower()
    if _HAS_OPENER[code](low) is None:
        return False
    return pattern.match(probe) is not None


def set_aside(probe: str, code: str) -> Iterator[tuple[int, int]]:
    """The spans (start, end) a clause narrowing the subject may take, shortest first."""
    if code == "en":
        m = _EN.match(probe)
        if m is None:
            return
        at = m.end()
        for _ in range(_MAX_WORDS):
            w = _WORD.match(probe, at)
            if w is None:
                return
            at = w.end()
            if at >= len(probe.rstrip()) - 1 or _KEEPS.search(probe, m.start("open"), at):
                return
            yield m.start("open"), at
    elif code == "de":
        m = _DE.match(probe)
        if m is not None:
            yield m.start("open"), m.end()
