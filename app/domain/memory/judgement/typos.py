"""A cue word typed one letter wrong (issue 33, ninth round): "allways run prettier befor you
commit", "Pls make sure evry new table …", "bitte imer Docstrings …".

The tables read words; a word one keystroke away from one of the words a rule turns on ("always",
"every", "before", "immer", "toujours") is read as that word. Each table names its cue words
(`Lexicon.typo_cues`: the words of always and never, of every item, of a condition, the remember
and prefer verbs); a word of the message is mended when it is one edit from exactly one of them
(a letter left out, one too many, one changed, two swapped: the optimal string alignment
distance), begins with the same letter (a first letter is seldom mistyped), has four letters or
more, and is not a word of its own the same distance away (`Lexicon.typo_words`: "ever" beside
"every", "newer" beside "never", "quant" beside "quand") nor the cue with an ending added
("remembers", "prefers", "bitten": an inflection, not a slip).

Candidates are found by deletion (each cue and each of its one-letter deletions index it, so a
word and its own deletions find every cue one edit away), then confirmed by the distance itself:
a few dictionary lookups a word, no scan of the list. The judgement reads the mended message only
when the message as typed yields nothing; what it then keeps is given back in the user's own
words (the slip restored)."""

from __future__ import annotations

import re

from app.domain.memory.judgement.lexicon import Lexicon

# a word of letters only, not a piece of a name ("created_at", "pre-commit", "src/evry") nor a
# word elided before an apostrophe ("lorsqu'il")
_WORD = re.compile(r"(?<![\w'’/.-])[^\W\d_]{4,}(?![\w'’/-]|\.\w)")


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def distance_one(a: str, b: str) -> bool:
    """True when `a` and `b` differ by exactly one edit (insertion, deletion, substitution or the
    swap of two neighbours)."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return short in _deletions(long_)


# The index of each set of tables, kept by the tables' identities (with the tables, so an identity
# is never reused): hashing a table hashes every pattern and word list it holds, on every message.
_INDEXES: dict[tuple[int, ...], tuple[tuple[Lexicon, ...], tuple]] = {}


def _index(lexicons: tuple[Lexicon, ...]) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    """(each key -> the cues it may stand for, the words never mended) for these tables."""
    key = tuple(map(id, lexicons))
    kept = _INDEXES.get(key)
    if kept is None:
        kept = _INDEXES[key] = (lexicons, _build(lexicons))
    return kept[1]


def _build(lexicons: tuple[Lexicon, ...]) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    index: dict[str, set[str]] = {}
    kept: set[str] = set()
    for lex in lexicons:
        kept |= lex.typo_words | lex.typo_cues
        for cue in lex.typo_cues:
            for key in (cue, *_deletions(cue)):
                index.setdefault(key, set()).add(cue)
    return {k: frozenset(v) for k, v in index.items()}, frozenset(kept)


def _cue_for(word: str, index: dict[str, frozenset[str]], kept: frozenset[str]) -> str | None:
    folded = word.casefold()
    if folded in kept:
        return None
    found: set[str] = set()
    for key in (folded, *_deletions(folded)):
        found |= index.get(key, frozenset())
    found = {
        cue
        for cue in found
        if cue[0] == folded[0]
        and distance_one(folded, cue)
        and not (folded.startswith(cue) and len(folded) == len(cue) + 1)
    }
    return found.pop() if len(found) == 1 else None


def mended(text: str, lexicons: tuple[Lexicon, ...]) -> tuple[str, list[tuple[str, str]]]:
    """The message with each mistyped cue word mended, and the (mended, typed) pairs."""
    index, kept = _index(lexicons)
    if not index:
        return text, []
    changes: list[tuple[str, str]] = []

    def one(m: re.Match[str]) -> str:
        word = m.group()
        cue = _cue_for(word, index, kept)
        if cue is None:
            return word
        fixed = cue.capitalize() if word[0].isupper() else cue
        changes.append((fixed, word))
        return fixed

    return _WORD.sub(one, text), changes


def restored(words: str, changes: list[tuple[str, str]], typed: str) -> str:
    """Stored words read from the mended message, with the user's own typing given back: each
    mended word becomes what was typed again, unless the cue also stands typed right in the
    message (then which one is which cannot be told, and the words stay as read)."""
    for fixed, word in changes:
        pattern = re.compile(rf"(?<!\w){re.escape(fixed)}(?!\w)", re.I)
        if pattern.search(typed):
            continue

        def back(m: re.Match[str], word: str = word) -> str:
            return word[:1].upper() + word[1:] if m.group()[:1].isupper() else word

        words = pattern.sub(back, words)
    return words
