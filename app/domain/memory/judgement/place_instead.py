"""A ban on a branch, then where the refused work goes instead (issue 33, twenty-ninth round):
"Never push to main! Features go on feature/*.", "Nicht auf release/* pushen! Hotfixes kommen
auf hotfix/*.", "Ne pousse jamais sur main ! Les correctifs vont sur hotfix/*.". Two sentences, one
rule: the engine reads each sentence alone and suggests the first it finds (or the only one it can
read), so the saved words kept either the ban (the allowed place lost) or the place (the ban lost:
the hook would never refuse a push to release/*). Where the suggestion is one of the two, its words
become both sentences, which the checker reads as one rule. Two unrelated rules ("Never push to
main. Run the linter before each commit.") stay as they are: the second must place work on another
branch (a verb of placing in the present), with no negation, question or correction of its own. Read alike in every language: a branch is
written the same way in all of them, and each table's `negated` slot says which sentence bans."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise
from typing import Any

from app.domain.memory.judgement.groups import probe_of
from app.domain.memory.judgement.model import Suggestion
from app.domain.memory.judgement.rules import MAX_CONTENT_CHARS
from app.domain.memory.judgement.text import Sentence, tidy

# `group` below is groups.Group: the tables tried on one sentence, each slot a Slot.
Group = Any

# A branch written as git names it: a prefix and a glob or a name after a slash ("feature/*",
# "release/1.2", "hotfix/*"), never a path of more parts or a file ("src/app/x.py", "and/or",
# "docs/CHANGELOG.md": a part after a dot must open with a digit, as a version's does).
_PATTERN_BRANCH = re.compile(
    r"(?<![\w/.])(?:feature|features|feat|hotfix|hotfixes|fix|bugfix|release|releases|dev|develop|"
    r"staging|prod|production|chore|docs|exp|experiment|topic|wip|user|users|team)"
    # (Latin letters only after it: "feature/*로", "main에는" join a particle to the name)
    r"/(?:\*|[A-Za-z0-9_-]+(?:\.[0-9][A-Za-z0-9_-]*)*\*?)(?![A-Za-z0-9_/]|\.\w)",
    re.I,
)
# What stands right before the place instead: a verb of placing in the present and its preposition
# ("Features go on", "Hotfixes kommen auf", "Les correctifs vont sur", "Фичи идут в", "Исправления
# — в", "الميزات تذهب إلى", "功能分支推到"), or a topic and its particle of direction ("機能は feature/*
# に", "기능은 feature/*로", `_PLACED_AFTER`). A sentence that only names a branch ("I pushed my fix to
# feature/login yesterday", "Ask Sam about release/2.1", "Ich arbeite gerade auf feature/login")
# is news or an errand beside the ban, never where the refused work goes.
_PLACED_BEFORE = re.compile(
    r"(?:\b(?:go|goes|belong|belongs|land|lands|live|lives)\s+(?:on|to|in|into)"
    r"|\b(?:kommen|kommt|gehören|gehört|landen|landet|gehen|geht)\s+(?:\w+\s+)?(?:auf|in|nach)"
    r"|\b(?:vont|va|atterrissent|passent)\s+(?:sur|dans|vers|en)"
    r"|\b(?:van|va)\s+(?:a|en|sobre|para)"
    r"|\b(?:vanno|va|finiscono)\s+(?:su|in|a)"
    r"|(?<![а-яё])(?:идут|идёт|уходят|уходит|попадают|—|–)\s+(?:в|во)"
    r"|(?:تذهب|يذهب|تروح|يروح)\s+(?:إلى|الى|على|ل)"
    r"|(?:推到|推送到|放到|放在|去|提交到|合并到))\s*$",
    re.I,
)
_PLACED_AFTER = re.compile(r"^\s*(?:に|へ|로|으로)")
# a topic before the place, for the particles of direction above ("機能は", "기능은", "수정은")
_TOPIC = re.compile(r"(?:は|[은는])\s")
# a first-person subject opening the sentence: the speaker's own doing, not where work goes
_FIRST_PERSON = re.compile(
    r"^\W*(?:I|I['’]m|we|we['’]re|ich|wir|je|j['’]|nous|yo|nosotros|io|noi|я|мы|أنا|نحن|انا)(?!\w)",
    re.I,
)


def _placed(text: str) -> set[str]:
    """The branches the sentence names as where work goes (`_PLACED_BEFORE`, `_PLACED_AFTER`)."""
    if _FIRST_PERSON.match(text):
        return set()
    return {
        m.group().casefold()
        for m in _PATTERN_BRANCH.finditer(text)
        if _PLACED_BEFORE.search(text[: m.start()])
        or (_PLACED_AFTER.match(text[m.end() :]) and _TOPIC.search(text[: m.start()]))
    }


# A branch the ban may name by itself: the long-lived ones every team has ("main", "master").
_BARE_BRANCH = re.compile(
    r"(?<![\w/.-])(?:main|master|develop|trunk|production|prod|staging|release)(?![A-Za-z0-9_/-]|\.\w)",
    re.I,
)
# a sentence this long is no short ban or short pointer to a place
_MOST_WORDS = 16


def _named(text: str, *patterns: re.Pattern[str]) -> set[str]:
    """The branches `text` names by any of `patterns`, casefolded."""
    return {m.group().casefold() for pattern in patterns for m in pattern.finditer(text)}


def _banned(sentence: Sentence, group: Group) -> set[str]:
    """The branches a sentence bans work on, for good: a negation and a branch named (never for
    one occasion, "Don't push to main today": the place after it is the lasting rule)."""
    probe = probe_of(sentence.masked)
    if (
        not group.negated.search(probe)
        or len(probe.split()) > _MOST_WORDS
        or group.one_off.search(probe)
        or group.occasion.search(probe)
    ):
        return set()
    return _named(sentence.text, _PATTERN_BRANCH, _BARE_BRANCH)


def _instead(sentence: Sentence, group: Group, banned: set[str]) -> bool:
    """The sentence names another branch as where the work goes (a verb of placing in the
    present before it, `_placed`), with no ban, question, correction or retraction of its own."""
    probe = probe_of(sentence.masked).strip()
    if not probe or len(probe.split()) > _MOST_WORDS:
        return False
    places = _placed(sentence.text)
    if not places or places & banned:
        return False
    return not any(
        slot.search(probe)
        for slot in (group.negated, group.question, group.correction, group.retraction)
    )


def joined(read: list, suggestion: Suggestion | None, text: str) -> Suggestion | None:
    """The suggestion, its words made both sentences where it is a ban on a branch or the place
    the refused work goes instead, said one after the other (`read`: the message's sentences with
    their tables, as the engine reads them)."""
    if suggestion is None or "/" not in text:
        # (the place instead is a branch written with its slash: most messages have none, and are
        # passed by at once)
        return suggestion
    # (the suggestion's words as the engine tidied them: their case may differ from the text's)
    words = suggestion.content.rstrip(" .!。！").casefold()
    if not words:
        return suggestion
    for (first, own), (second, other) in pairwise(read):
        if words not in first.text.casefold() and words not in second.text.casefold():
            continue
        banned = _banned(first, own)
        if not banned or not _instead(second, other, banned):
            continue
        both = tidy(text[first.start : second.start + len(second.text)])
        if len(both) > MAX_CONTENT_CHARS:
            return suggestion
        return replace(suggestion, content=both)
    return suggestion
