"""Scots negations spelt as they are said (English; check-za-en): "Dinnae push tae main", "ye
cannae force push"; and "nae", "naebody", "tae", "aff" (check-zb-en). Read as the English word each stands for, the same length (as Korean chat's
round vowels are, in `reader.normalise`), so every table that reads "do not" reads them."""

from __future__ import annotations

from app.domain.compliance.word_tables import Lazy

_WORDS = {
    "dinnae": "do not",
    "dinna": "don't",
    "cannae": "cannot",
    "canna": "can't",
    "mustnae": "mustn't",
    "shouldnae": "shouldn't",
    "couldnae": "couldn't",
    "wouldnae": "wouldn't",
    # (check-zb-en) the Scots "no" and its kin, and the words around a refused act ("Nae pushin tae
    # the regatta branch", "Naebody pushes tae the show branch", "Keep yer hands aff the scripts/
    # folder"): each padded to its own length, so every span read after stays where it was
    "nae": "no ",
    "naebody": "nobody ",
    "tae": "to ",
    "intae": "into ",
    "aff": "off",
    "ower": "over",
}
# whole words only ("cannabis", "canna-app", "dinnae's" aside)
_SCOTS = Lazy(r"(?<![\w'-])(" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")(?![\w'-])")


def scots_negations(text: str) -> str:
    """`text` (lower case) with its Scots negations in English, the same length."""
    return _SCOTS.sub(lambda m: _WORDS[m.group(1)], text)
