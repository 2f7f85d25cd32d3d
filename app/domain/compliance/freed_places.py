"""A folder freed beside one kept (English; check-za-en): "Please do not remove the invoices/ folder
at any cost. The previews/ folder you can delete anytime", "Do not delete the photos/ folder. The
thumbs/ folder can go." The folder named only in the clause that frees it is no place kept:
removing it keeps the rule, while the folder kept beside it stays kept. Asked in
`read_paths.path_rules` over the rules it read; a freeing under a condition, negated, or of a
folder the rule keeps in another clause frees nothing."""

from __future__ import annotations

import re
from itertools import pairwise

from app.domain.compliance.forbidding import negated
from app.domain.compliance.word_tables import Lazy

_REMOVE = r"(?:delete|remove|wipe|clear(?:\s+out)?|empty|purge|rm|bin|trash)"
# the freeing words: "(you) can / may delete", "can go" (not "can go to the archive")
_FREES = Lazy(rf"\b(?:can|may)\s+{_REMOVE}\b|\bcan\s+go\b(?!\s+(?:to|in|into|on|back)\b)")
# the same freeing said as leave to do it ("cache/ is fine to empty", "build/ is yours to clear",
# "feel free to bin the renders/ one"), read only of a folder beside one kept (`freed_beside`)
_LEAVE = Lazy(
    rf"\b(?:feel\s+free|(?:is|are)\s+(?:fine|ok|okay|yours|free))\s+to\s+{_REMOVE}\b", re.IGNORECASE
)
# a freeing under a condition or a time is no freeing ("you can delete cache/ only after the
# backup", "once the audit is done")
_CONDITION = Lazy(r"\b(?:only|after|once|if|when|unless|before|until)\b")
# a clause of its own: a sentence, a clause after a comma, a semicolon, a dash or "but"
_CUT = Lazy(r"[.;!?](?=\s|$)|,\s|\s[-–—]\s|\s+but\s+")


def freed_out(text: str, plain: str, rules: list) -> list:
    """`rules` less the kept folders named only in a clause that frees them, where another kept
    folder stays (a rule that frees and keeps nothing is left as it was)."""
    kept = [r for r in rules if r.forbidden]
    if len(kept) < 2 or not _FREES.search(plain):
        return rules
    freed: set[str] = set()
    elsewhere: set[str] = set()
    start = 0
    for cut in [*_CUT.finditer(plain), None]:
        end = cut.start() if cut else len(plain)
        part = plain[start:end]
        named = {r.folder for r in kept if _names(part, r.folder)}
        frees = _FREES.search(part) and not _CONDITION.search(part) and not negated(part)
        (freed if frees else elsewhere).update(named)
        start = cut.end() if cut else end
    freed -= elsewhere
    if not freed or all(r.folder in freed for r in kept):
        return rules
    return [r for r in rules if not (r.forbidden and r.folder in freed)]


def _names(part: str, folder: str) -> bool:
    # the folder as written, with its slash ("the previews/ folder")
    return f"{folder.lower()}/" in part


def freed_beside(plain: str, folders: list, asked: list[str]) -> bool:
    """Whether every folder read as asked for beside a refused one ("Never delete the archive/
    folder; tmp/ can go whenever", "Don't delete anything under xrays/; cache/ is fine to empty")
    is named only in a clause that frees it: no place asked for, so the refused folders stay
    kept (the hook had read a placement in tmp/ and let `rm -r archive/` through). `folders` are
    (start, end, name) in `plain`."""
    if not asked or not (_FREES.search(plain) or _LEAVE.search(plain)):
        return False
    cuts = [0, *(m.end() for m in _CUT.finditer(plain)), len(plain) + 1]
    for start, _end, name in folders:
        if name not in asked:
            continue
        a, b = next((a, b) for a, b in pairwise(cuts) if a <= start < b)
        part = plain[a:b]
        if not (_FREES.search(part) or _LEAVE.search(part)):
            return False
        if _CONDITION.search(part) or negated(part):
            return False
    return True


# "whenever" closing a freeing ("tmp/ can go whenever", "you can delete cache/ whenever you
# like"): any time, no condition; "whenever the build is done" still is one
_ANY_TIME = Lazy(
    rf"\b(?:can|may)\s+(?:go|{_REMOVE})\b[^.;,!?]{{0,30}}?\s(whenever(?:\s+you\s+(?:like|want|wish))?)"
    r"(?=\s*(?:[.;,!?]|$))",
    re.IGNORECASE,
)


# (English, check-zb-en) and closing a push given to the hearer ("push to those whenever", "push
# there whenever you like"): any time, as "can go whenever" is
_ANY_TIME_PUSH = Lazy(
    r"\bpush\s+(?:to\s+)?(?:those|them|these|there|it)\s+(whenever(?:\s+you\s+(?:like|want|wish))?)"
    r"(?=\s*(?:[.;,!?]|$))"
)


def any_time_freed(plain: str) -> list[tuple[int, int]]:
    """The spans of "whenever" said of a freeing as "any time" (blanked before a rule's
    condition is looked for, in `reader.read_words`)."""
    spans = [m.span(1) for m in _ANY_TIME.finditer(plain)]
    if "whenever" in plain and "push" in plain:  # (English, check-zb-en)
        spans += [m.span(1) for m in _ANY_TIME_PUSH.finditer(plain)]
    return spans
