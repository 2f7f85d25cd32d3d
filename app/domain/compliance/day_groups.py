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


# (fix-zc-noticed) The weekend named as this one ("you are not to push to production this weekend;
# only Tunde can do that one", "dieses Wochenende", "ce week-end", "este fin de semana", "questo
# fine settimana", "这个周末", "今週末", "이번 주말"): a window that may hold now, not every weekend
# ("on weekends", rule_scope.TIMED). The checker cannot know the day an output is made, so it
# reads the window as "today" is read: the rule holds, and the hook refuses rather than allows.
_THIS_WEEKEND = Lazy(
    r"(?<!\w)(?:this|dieses|ce|este|questo)\s+(?P<w>weekend|wochenende|week-end|fin\s+de\s+semana|"
    r"fine\s+settimana)(?!\w)|(?:这个|這個|本)(?P<e>周末|週末)|今(?P<j>週末)|이번\s*(?P<k>주말)"
    # (mend-zc-left) Russian's, now that rule_scope.TIMED reads it as a window
    r"|(?<!\w)(?:на\s+этих|в\s+эти)\s+(?P<r>выходных|выходные)(?!\w)"
)
# (mend-zc-cread-a) not where the words name another window beside it, today or the weekdays ("You
# can push to prod today and tomorrow, but not this weekend", "…, unter der Woche ist es okay",
# "…, en semaine c'est bon", "…，平时可以"): then which window holds now is the case in doubt
_OTHER_WINDOW = Lazy(
    r"(?<!\w)(?:today|tonight|tomorrow|weekdays?|during\s+the\s+week|on\s+week\s*days|heute|morgen|"
    r"unter\s+der\s+woche|werktags?|wochentags?|aujourd'hui|demain|en\s+semaine|hoy|mañana|"
    r"entre\s+semana|días\s+laborables|oggi|domani|in\s+settimana|durante\s+la\s+settimana|"
    r"giorni\s+feriali|сегодня|завтра|будни\w*|в\s+будни)(?!\w)|"
    r"今天|明天|平时|平時|平日|工作日|周中|週中|今日|明日|오늘|내일|평일|주중"
)


def this_weekend(plain: str) -> list[tuple[int, int]]:
    """The spans of the weekend words said of this weekend (see _THIS_WEEKEND), none where another
    window is named beside it (see _OTHER_WINDOW)."""
    if not any(
        w in plain for w in ("week", "wochen", "semana", "settimana", "末", "주말", "выходн")
    ):
        return []
    if _OTHER_WINDOW.search(plain):
        return []
    return [m.span(m.lastgroup) for m in _THIS_WEEKEND.finditer(plain)]
