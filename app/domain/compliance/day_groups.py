"""(English, check-z-en) A group of people named by its day: "the Saturday volunteers", "the gym's
weekend route setters", "our Sunday crew". The day is part of who they are, not when the rule
holds ("Never push on Saturdays"), so the reader leaves it out before it asks whether a rule is
said of a day (rule_scope.TIMED): "Anything you send the Saturday volunteers should be in
Vietnamese" asks a language of every reply to them."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy

# a determiner or a possessive before the day, then the day as a modifier, then up to two words
# and a noun of people: a plural doer's noun (setters, porters, marshals) or a group's word
_DAY_GROUP = Lazy(
    r"(?:(?<!\w)(?:the|our|your|their|its|my|his|her|this|that|these|those)|'s)\s+"
    r"(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|weekday)"
    r"(?=(?:\s+[a-z][a-z-]*){0,2}?\s+(?:[a-z][a-z-]+(?:ers|ors|ists|ians|ants|ents|ees)|volunteers|"
    r"crews?|staff|teams?|members|folks?|people|kids|children|pupils|students|regulars|cast|"
    r"squads?|groups?|class(?:es)?|choir|league|club)(?!\w))"
)


def day_named_groups(plain: str) -> list[tuple[int, int]]:
    """The spans of the day words that name a group of people (see the module)."""
    if "day" not in plain and "weekend" not in plain:
        return []
    return [m.span("day") for m in _DAY_GROUP.finditer(plain)]
