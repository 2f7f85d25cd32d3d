"""A thing said out beside another said in (English; check-za-en): "moment.js is out, date-fns is
in", "npm is out; pnpm is in". The pair's first is refused: its "is out" is read as "no-go" (a
refusal after the thing, `forbidding.NEGATION_AFTER`), the same length, in `reader.normalise`
(the pair spans two clauses, which the tables read one at a time). "is out" alone ("the new pnpm
is out": news) and a pair whose second is not closed by "in" ("… is in the wiki") are not read."""

from __future__ import annotations

from app.domain.compliance.word_tables import Lazy

_PAIR = Lazy(
    r"(?<=[\w.@/-])\s(is|are)\s+out(?=[,;]?\s+(?:and\s+|but\s+|while\s+)?[\w.@/-]+\s+(?:is|are)"
    r"\s+in\s*(?:[.,!;]|$))"
)


def out_refused(text: str) -> str:
    """`text` (lower case) with the "is out" of such a pair as "no-go", the same length."""
    return _PAIR.sub(lambda m: " " + "no-go".ljust(len(m.group()) - 1), text)
