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


# (fix-zc-noticed) The weekend named as this one, the present window ("you are not to push to
# production this weekend; only Tunde can do that one", "dieses Wochenende", "ce week-end", "este
# fin de semana", "questo fine settimana", "这个周末", "今週末", "이번 주말"): said of now, as "today"
# is, not of every weekend ("on weekends", rule_scope.TIMED) — the rule holds as the output is made,
# so a push it refuses is no case in doubt.
_THIS_WEEKEND = Lazy(
    r"(?<!\w)(?:this|dieses|ce|este|questo)\s+(?P<w>weekend|wochenende|week-end|fin\s+de\s+semana|"
    r"fine\s+settimana)(?!\w)|(?:这个|這個|本)(?P<e>周末|週末)|今(?P<j>週末)|이번\s*(?P<k>주말)"
)


def this_weekend(plain: str) -> list[tuple[int, int]]:
    """The spans of the weekend words said of this weekend (see _THIS_WEEKEND)."""
    if not any(w in plain for w in ("week", "wochen", "semana", "settimana", "末", "주말")):
        return []
    return [m.span(m.lastgroup) for m in _THIS_WEEKEND.finditer(plain)]
