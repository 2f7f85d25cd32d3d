"""What a pattern's match must contain, asked of a sentence before the pattern runs.

Most slots of the tables find nothing in most sentences, and a search that finds nothing scans the
whole sentence. Many patterns cannot match without one of a few words ("full stop" or
"exclamation mark", "until the end of this …"): a sentence with none of them is not searched. The
words are read from the pattern's own structure (the standard library's parser, `re._parser`, as
`first_chars` does): a run of literal characters every match of one of its ways goes through.
A test for a word in the sentence (`in`, on the sentence lowercased) is far cheaper than a scan.

It changes no reading: a match holds each of its literal characters where the pattern puts them,
so the lowercased sentence holds the lowercased run. Case-insensitive matching is Python's simple
lowercase of each character with a few extra pairs (`re._casefix`: "ı" and "i", "ſ" and "s", "ς"
and "σ", the old Cyrillic letters): both the sentence and the words are lowercased and those pairs
folded to one letter, and "İ" (whose lowercase is "i" and a combining dot) loses its dot. A folding
that makes more sentences hold a word only lets the pattern run where it would have run anyway.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from app.deferred import kept_derivation

try:  # the standard library's own regex parser (Python 3.11+); its absence only costs speed
    from re import _casefix as _cf
    from re import _constants as _c
    from re import _parser as _p
except ImportError:  # pragma: no cover - another Python
    _p = None

# At most this many words: past it, the tests cost about what the scan saves. (The words are one
# scan of a tree of their letters, `gate`, whatever their number: Chinese's reported, one-off and
# past slots need one of 99 to 299 words, and were scanned in full at 64; ~4 % of the judgement.)
MAX_WORDS = 256


def _folding() -> dict[int, int | None]:
    table: dict[int, int | None] = {0x0307: None}  # "İ".lower() is "i" and a combining dot
    if _p is None:  # pragma: no cover - another Python
        return table
    for code, others in _cf._EXTRA_CASES.items():
        one = min((code, *others))
        for c in (code, *others):
            if c != one:
                table[c] = one
    return table


_FOLD = _folding()


def fold(text: str) -> str:
    """The text as the needed words are looked for in it: lowercased, the pairs folded."""
    low = text.lower()
    return low if low.isascii() else low.translate(_FOLD)


_last: tuple[str, str] = ("", "")


def folded(text: str) -> str:
    """`fold(text)`, the last answer kept: a sentence is asked of slot after slot."""
    global _last
    last = _last  # one read: another thread may put its own there meanwhile
    if last[0] is text or last[0] == text:
        return last[1]
    low = fold(text)
    _last = (text, low)
    return low


def needed(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Words (folded) one of which every match of the pattern holds, or None: none worth asking."""
    source = pattern.pattern
    if _p is None or not isinstance(source, str):
        return None
    return kept_derivation(("needed_words", source, pattern.flags), lambda: _needed(pattern))


def _needed(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    try:
        words = _of_sequence(_p.parse(pattern.pattern, pattern.flags).data)[1]
    except (re.error, RecursionError):
        return None
    if not words or not _worth(words):
        return None
    return tuple(sorted(words))


def _worth(words: frozenset[str]) -> bool:
    # a word of one Latin letter is in nearly every sentence; one of CJK is rare, and so is a
    # mark ("?", "？": a question's way ending in one). Two letters ("no", "ne", "la") are in
    # many, but the gate is one scan in C (`gate`), far cheaper than the patterns it spares
    # where they are not (issue 33, eighteenth round)
    return len(words) <= MAX_WORDS and all(
        len(w) >= 2 or w in _MARKS or (w and all(ord(c) >= 0x2E80 for c in w)) for w in words
    )


_MARKS = frozenset("?？؟!！")  # (the marks of a question or an exclamation)


# At most this many exact strings spelled out for a part of a pattern ("seg[úu]n", "sa(?:ys|id)").
_MAX_EXACT = 64

_Exact = frozenset[str] | None


def _of_sequence(items) -> tuple[_Exact, _Exact]:
    """(every string the sequence can match, when they are few and it matches nothing else; the
    best set of words one of which its every match holds), each None when there is none."""
    found: list[frozenset[str]] = []
    spelled: set[str] | None = {""}  # the strings matched so far, since the last part that is not
    whole = True  # every part so far spelled out

    def close() -> None:
        if spelled and "" not in spelled:
            found.append(frozenset(fold(w) for w in spelled))

    for op, av in items:
        exact, words = _of_item(op, av)
        if exact is not None and spelled is not None and len(spelled) * len(exact) <= _MAX_EXACT:
            spelled = {a + b for a in spelled for b in exact}
            continue
        close()
        whole = False
        spelled = set(exact) if exact is not None and len(exact) <= _MAX_EXACT else {""}
        if exact is None and words:
            found.append(words)
    if whole:
        exact = frozenset(spelled)
        return exact, (frozenset(fold(w) for w in exact) if "" not in exact else None)
    close()
    worth = [w for w in found if all(w) and _worth(w)]
    if worth:
        # the longest shortest word first ("until" is in fewer sentences than "the"), then fewest
        return None, min(worth, key=lambda w: (-min(5, *(len(x) for x in w)), len(w)))
    # none worth asking alone: the longest shortest word, for a branch above to join with its other ways
    usable = [w for w in found if w and all(w)]
    return None, (min(usable, key=lambda w: (-min(len(x) for x in w), len(w))) if usable else None)


def _of_item(op, av) -> tuple[_Exact, _Exact]:
    if op is _c.LITERAL:
        return frozenset((chr(av),)), None
    if op is _c.SUBPATTERN:
        return _of_sequence(av[3])
    if op is _c.ATOMIC_GROUP:
        return _of_sequence(av)
    if op is _c.IN:
        # a class of a few plain letters ("[úu]"): each spelled out
        if all(kind is _c.LITERAL for kind, _ in av) and len(av) <= 8:
            return frozenset(chr(c) for _, c in av), None
        return None, None
    if op is _c.BRANCH:
        ways = [_of_sequence(way) for way in av[1]]
        if all(exact is not None for exact, _ in ways):
            exact = frozenset().union(*(e for e, _ in ways))
            if len(exact) <= _MAX_EXACT:
                return exact, (frozenset(fold(w) for w in exact) if "" not in exact else None)
        needs = [words for _, words in ways]
        if all(needs):
            return None, frozenset().union(*needs)
        return None, None
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        low, high, inner = av
        exact, words = _of_sequence(inner)
        if low == 0 and high == 1 and exact is not None:
            return exact | {""}, None  # "s?", "(?:the\\s)?" is not spelled: only plain words
        if low == 1 and high == 1:
            return exact, words
        return None, (words if low >= 1 else None)
    # anything else (a class, a lookaround, an anchor, a back-reference) needs no word
    return None, None


_BY_ID: dict[int, tuple[re.Pattern[str], Gate | None]] = {}


def may_match(pattern: re.Pattern[str], text: str) -> bool:
    """False where the pattern could not match in the text (it holds none of its needed words)."""
    kept = _BY_ID.get(id(pattern))
    if kept is None or kept[0] is not pattern:
        words = needed(pattern)
        kept = _BY_ID[id(pattern)] = (pattern, None if words is None else gate(words))
    holds_one = kept[1]
    return holds_one is None or holds_one(folded(text)) is not None


def holds(low: str, words: tuple[str, ...]) -> bool:
    """Whether the folded text holds one of the words."""
    return gate(words)(low) is not None


Gate = Callable[[str], "re.Match[str] | None"]
_GATES: dict[tuple[str, ...], Gate] = {}


def gate(words: tuple[str, ...]) -> Gate:
    """A search of a folded text for any of the words: a match where it holds one, else None.

    One scan in C instead of a test per word (a loop of `in` cost ~45 ns a word, ~14 words a
    pattern, ~25 patterns a message): the words as one pattern, a tree of their letters
    (`(?:al(?:l|ways)|nev)`, each word's letters literal, no flag), so each place of the text is
    tried once against the letters that can open a word, and a word's shared start once."""
    found = _GATES.get(words)
    if found is None:
        found = _GATES[words] = re.compile(_tree(words)).search
    return found


def _tree(words: tuple[str, ...]) -> str:
    """The words as one pattern: a branch per next letter; a word ends a branch (its longer
    words need not be read: the shorter one is in the text wherever they are)."""
    root: dict = {}
    for word in words:
        node = root
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def branch(node: dict) -> str:
        if "" in node:
            return ""
        ways = [re.escape(char) + branch(rest) for char, rest in sorted(node.items())]
        return ways[0] if len(ways) == 1 else f"(?:{'|'.join(ways)})"

    return branch(root)
