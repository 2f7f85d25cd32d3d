"""The shape of an explicit request's parts (request_parts.py) and what every language's parts are
built with: one pattern of alternatives, each alternative compiled apart, where a head may stand."""

from __future__ import annotations

import re
from dataclasses import dataclass

NONE = re.compile(r"(?!x)x")


Patterns = tuple[re.Pattern[str], ...]


@dataclass(frozen=True)
class RequestParts:
    cue: tuple[str, ...]  # a stem of any head below, folded (`folded`): the test before any pattern
    prefer: Patterns  # speaker (+ modifiers) + attitude, or the attitude's noun; "rest"
    remember: Patterns  # retention asked of the agent (imperative, polite, future); "rest"
    asked: Patterns  # retention asked as a polite question ("Could you make a note …?")
    tail: Patterns  # a head closing the sentence: what it keeps stands before it
    tail_form: str  # "remember" or "prefer" for `tail`, or "" where a group says which
    opening: re.Pattern[str]  # what stands before the content of a tail form (speaker, leads)
    refuse: re.Pattern[str]  # the language's own words of someone else, the past, a one-off
    one_off: re.Pattern[str] = NONE  # one occasion named: no lasting preference, whatever form
    # the team's own way ("da noi", "chez nous", "저희는"): what a closing "keep that in mind"
    # points back at is then the team's rule, read as a rule (the corpus labels it suggest)
    team: re.Pattern[str] = NONE
    # the conjunction a liking's content may open with ("quand", "se", "когда"): not stored
    linker: re.Pattern[str] = NONE
    # one near day named (tomorrow, tonight, this week): what a retention request keeps is then a
    # notice for now ("Note que la réunion est décalée à demain"), not a lasting thing to keep
    one_day: re.Pattern[str] = NONE
    # what a closing gladness keeps opening with the agent and a retention verb ("如果您能记住 …，我
    # 会非常感激"): a retention asked in a frame of gratitude, what the verb keeps
    agent_retains: re.Pattern[str] = NONE
    # the retention heads a sentence may open with, as typed one letter wrong (requests.py mends
    # them: "Recurda que …", "запомги, что …")
    typo_heads: tuple[str, ...] = ()


def each(compile_, *alternatives: str) -> tuple[re.Pattern[str], ...]:
    """Each alternative compiled apart (each names its own "rest")."""
    return tuple(compile_(a) for a in alternatives)


def rx(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.I)


# Where a head may stand in the main clause: at the start or after a clause's punctuation.
AT = r"(?:^|(?<=[,;:—–(，、،：]))\s*"
END = r"\s*[.!！。…]*\s*$"
