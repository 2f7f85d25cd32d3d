"""What a pattern's match can begin with, said to the regex engine before the pattern.

Python's engine tries a search at every position of the text. A pattern that opens with a word
boundary and an alternation of case-insensitive words (most slots of the tables) gets no help from
the engine's own prefix scan, so each position runs the whole alternation: ~30 µs on a sentence of
two hundred characters. The same pattern led by a lookahead of the characters its match can begin
with (`(?=[rstaw])\\b(?:reported|said|…)`) rejects most positions at the first character: ~2.5×
faster, and it matches exactly where the pattern did, with the same span and groups, because the
lookahead only states what the pattern's first consumed character already has to be. A pattern
that can match the empty string, or whose first character may be almost anything, is left as is.

The pattern's structure is read with the standard library's own parser (`re._parser`, the one
`re.compile` uses); where it is not there, every pattern is left as it is.
"""

from __future__ import annotations

import functools
import re

from app.deferred import kept_derivation

try:  # the standard library's own regex parser (Python 3.11+); its absence only costs speed
    from re import _constants as _c
    from re import _parser as _p
except ImportError:  # pragma: no cover - another Python
    _p = None

_LED = "(?=["
_LEADS = (_LED, f"(?:^|{_LED}", f"^{_LED}")  # how a led pattern opens: it is not led twice
# A category this broad makes the lookahead worth nothing: the pattern is left as it is.
_CATEGORIES = {
    "CATEGORY_DIGIT": r"\d",
    "CATEGORY_SPACE": r"\s",
}
_MAX_ITEMS = 64


def led(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """The pattern led by the characters its match can begin with, or the pattern itself."""
    source = pattern.pattern
    if _p is None or not isinstance(source, str) or source.startswith(_LEADS):
        return pattern
    # the lead depends on the text and flags alone: read back where an earlier process kept it
    lead = kept_derivation(("first_chars.lead", source, pattern.flags), lambda: _lead(pattern))
    if lead is None:
        return pattern
    end = "\n)" if pattern.flags & re.VERBOSE else ")"
    try:
        return re.compile(f"{lead}(?:{source}{end}", pattern.flags)
    except re.error:  # a global inline flag in the source ("(?i)…") must stay first
        return pattern


def _lead(pattern: re.Pattern[str]) -> str | None:
    """The lookahead of what the pattern's match can begin with, or None to leave it as is."""
    source = pattern.pattern
    anchored: list[bool] = []
    try:
        items, nullable = _first(_p.parse(source, pattern.flags).data, anchored)
    except (re.error, _Broad, RecursionError):
        return None
    if nullable or len(items) > _MAX_ITEMS or (anchored and pattern.flags & re.MULTILINE):
        return None  # it can match the empty string, or begin with too many things
    if items:
        lead = f"{_LED}{''.join(sorted(items))}])"
        return f"(?:^|{lead})" if anchored else lead  # ^ lets the start of the text through
    # every way opens with ^: what follows it leads (a `match` of a word list fails fast), after
    # a ^ of its own: a search of a pattern that opens with ^ is tried at the text's start alone,
    # one led by a lookahead at every position (~1 µs more on a sentence of eighty characters)
    try:
        items, nullable = _first(_p.parse(source, pattern.flags).data, None)
    except (_Broad, RecursionError):
        return None
    if nullable or not items or len(items) > _MAX_ITEMS:
        return None
    return f"^{_LED}{''.join(sorted(items))}])"


_SPACES_LEAD = r"^\s*"


def held_spaces(source: str, flags: int) -> str:
    """`^\\s*X` as `^\\s*+X` where X's match can begin with no space and never matches nothing:
    X can then only start after the last leading space, so giving spaces back finds nothing, and
    the same matches are found; on a sentence whose lead-in was blanked to twenty spaces, giving
    them back one by one retried every word of X at each (~10 µs a match of the openers)."""
    rest = source[len(_SPACES_LEAD) :]
    if (
        _p is None
        or flags & re.VERBOSE
        or not source.startswith(_SPACES_LEAD)
        or rest.startswith(("+", "?", "{"))
    ):
        return source
    try:
        items, nullable = _first(_p.parse(rest, flags).data, None)
        begins = re.compile(f"[{''.join(items)}]", flags) if items else None
    except (re.error, _Broad, RecursionError):
        return source
    if nullable or begins is None or begins.search(_spaces()):
        return source
    return rf"^\s*+{rest}"


@functools.cache
def _spaces() -> str:
    """Every character `\\s` matches."""
    return "".join(c for c in map(chr, range(0x110000)) if c.isspace())


class _Broad(Exception):
    """The first character may be (almost) anything."""


def _one(code: int) -> str:
    return re.escape(chr(code))


def _first(data, anchored: list[bool] | None) -> tuple[set[str], bool]:
    """The class items a sequence's match can begin with, and whether it can match nothing.
    A way through that meets ^ before any character can match only at the text's start: it adds
    no item, and `anchored` says that such a way exists."""
    items: set[str] = set()
    for op, av in data:
        if op is _c.AT and av is _c.AT_BEGINNING and anchored is not None:
            anchored.append(True)
            return items, False
        if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
            continue  # zero width: the first character is the next item's
        if op is _c.LITERAL:
            items.add(_one(av))
            return items, False
        if op is _c.IN:
            items |= _class(av)
            return items, False
        if op is _c.BRANCH:
            nullable = False
            for alternative in av[1]:
                more, empty = _first(alternative.data, anchored)
                items |= more
                nullable = nullable or empty
        elif op is _c.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            if add_flags or del_flags:
                raise _Broad  # (?i:…) inside: the lookahead would read with other flags
            more, nullable = _first(sub.data, anchored)
            items |= more
        elif op is _c.ATOMIC_GROUP:
            more, nullable = _first(av.data, anchored)
            items |= more
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
            low, _high, sub = av
            more, empty = _first(sub.data, anchored)
            items |= more
            nullable = low == 0 or empty
        else:
            raise _Broad  # ANY, NOT_LITERAL, a back reference: anything may come first
        if not nullable:
            return items, False
    return items, True


def _class(av) -> set[str]:
    items: set[str] = set()
    for op, value in av:
        if op is _c.LITERAL:
            items.add(_one(value))
        elif op is _c.RANGE:
            items.add(f"{_one(value[0])}-{_one(value[1])}")
        elif op is _c.CATEGORY and getattr(value, "name", "") in _CATEGORIES:
            items.add(_CATEGORIES[value.name])
        else:
            raise _Broad  # a negated class, \w, \S and the like
    return items
