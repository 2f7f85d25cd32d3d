"""A rule's fallback: what to do instead, said in a sentence of its own after what the rule refuses
("We don't touch sudo on the build boxes; if a package is missing, ask in the desk-ops channel",
"No sudo in any command you run; if something needs root, do it inside the container instead").
Its condition is the fallback's own, not the refusal's: the refusal holds whenever, and the
fallback, which names nothing the checker can see, asks nothing of an output."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy, negated
from app.domain.compliance.named_terms import find_terms
from app.domain.compliance.reserved import strong_clauses
from app.domain.compliance.rule_scope import CONDITION

# a path, a glob or a file's name ("db/migrations/", "*.env", "config.yaml")
_PATHISH = Lazy(
    r"[\w.*-]+/[\w.*/-]*|\*\.\w+|(?<![\w.])\.\w{2,8}\b|\w\.(?:py|js|ts|json|ya?ml|lock|toml|sql|sh)\b"
)


def fallbacks(plain: str) -> list[tuple[int, int]]:
    """The spans of the sentences (or clauses after a semicolon) of a rule that hold a condition
    and name no term and no path, after a sentence that refuses a term with none (the spans a
    condition of the rule is not looked for in)."""
    if not CONDITION.search(plain):
        return []
    out, refused = [], False
    for a, b, part in _japanese_commas(strong_clauses(plain)):
        conditional = CONDITION.search(part) is not None
        named = bool(find_terms(part, None, [])) or _PATHISH.search(part) is not None
        if not conditional and named and negated(part):
            refused = True
        elif refused and conditional and not named:
            out.append((a, b))
    return out


_KANA = Lazy(r"[\u3040-\u30ff]")


def _japanese_commas(parts):
    """Japanese runs a fallback on after a comma ("マージ済みなら触らない決まり、直したいときは次の
    番号で追加する"): its clauses after 、 are parts of their own."""
    for a, b, part in parts:
        if "、" not in part or not _KANA.search(part):
            yield a, b, part
            continue
        at = 0
        for piece in part.split("、"):
            yield a + at, a + at + len(piece), piece
            at += len(piece) + 1
