"""A folder freed beside one kept (English; check-za-en): "Please do not remove the invoices/ folder
at any cost. The previews/ folder you can delete anytime", "Do not delete the photos/ folder. The
thumbs/ folder can go." The folder named only in the clause that frees it is no place kept:
removing it keeps the rule, while the folder kept beside it stays kept. Asked in
`read_paths.path_rules` over the rules it read; a freeing under a condition, negated, or of a
folder the rule keeps in another clause frees nothing."""

from __future__ import annotations

from app.domain.compliance.forbidding import negated
from app.domain.compliance.word_tables import Lazy

_REMOVE = r"(?:delete|remove|wipe|clear(?:\s+out)?|empty|purge|rm)"
# the freeing words: "(you) can / may delete", "can go" (not "can go to the archive")
_FREES = Lazy(rf"\b(?:can|may)\s+{_REMOVE}\b|\bcan\s+go\b(?!\s+(?:to|in|into|on|back)\b)")
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
