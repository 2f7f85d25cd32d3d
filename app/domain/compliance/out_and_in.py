"""A thing said out beside another said in (English; check-za-en): "moment.js is out, date-fns is
in", "npm is out; pnpm is in". The pair's first is refused: its "is out" is read as "no-go" (a
refusal after the thing, `forbidding.NEGATION_AFTER`), the same length, in `reader.normalise`
(the pair spans two clauses, which the tables read one at a time). "is out" alone ("the new pnpm
is out": news) and a pair whose second is not closed by "in" ("… is in the wiki") are not read.

(German; check-ze-west) So is the pair said with yes and no: "Pushen ja, force-push nein", either
way round ("Force-Push nein, Pushen ja"): the "nein" closing the refused one's clause is read as
"tabu", the same length (French's, Spanish's and Italian's "non"/"no" there were read before;
Russian's "нет" has no refusal of its length and is left). A "nein" alone ("Ich sage nein, pusht
ruhig") or beside no "ja" is not read."""

from __future__ import annotations

from app.domain.compliance.word_tables import Lazy

_PAIR = Lazy(
    r"(?<=[\w.@/-])\s(is|are)\s+out(?=[,;]?\s+(?:and\s+|but\s+|while\s+)?[\w.@/-]+\s+(?:is|are)"
    r"\s+in\s*(?:[.,!;]|$))"
)


def out_refused(text: str) -> str:
    """`text` (lower case) with the "is out" of such a pair as "no-go", the same length."""
    return _PAIR.sub(lambda m: " " + "no-go".ljust(len(m.group()) - 1), text)


_NO = r"nein"
# a word asking agreement closing the sentence ("Commits jo, Force-Push nein, gell.")
_TAG = r",\s*(?:gell|gelle|gäll|gö|bitte|okay|ok)\s*(?:[.!]|$)"
_YES = r"(?:ja|jo|joa)"
# "A ja, B nein" (the no closing its clause) and "B nein, A ja" (the yes closing the sentence)
_YES_THEN_NO = Lazy(
    rf"(?<!\w)(?P<yes>{_YES})\s*[,;–—]\s*[^\s,;.!?][^,;.!?]{{0,40}}?\s(?:[–—-]\s*)?(?P<no>{_NO})(?=\s*(?:[.!;]|$|{_TAG}))"
)
_NO_THEN_YES = Lazy(
    rf"(?<=[\w-])\s(?:[–—-]\s*)?(?P<no>{_NO})\s*[,;–—]\s*[^,;.!?]{{1,40}}?\s(?:[–—-]\s*)?(?P<yes>{_YES})(?=\s*(?:[.!;]|$))"
)


def no_refused(text: str) -> str:
    """`text` (lower case) with the "nein" of a yes-and-no pair (see _YES_THEN_NO) as "tabu" and
    its "ja" as "ok", the same lengths."""
    for rx in (_YES_THEN_NO, _NO_THEN_YES):
        m = rx.search(text)
        if m:
            # (and its "ja" as "ok", a place allowed beside the refused one: "Pushen auf develop
            # ja, auf main nein" refuses main alone)
            a, b = m.span("no")
            y, z = m.span("yes")
            text = text[:a] + "tabu" + text[b:]
            text = text[:y] + "ok".ljust(z - y) + text[z:]
    return text
