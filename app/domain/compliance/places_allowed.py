"""Branches said allowed by a permission with no verb of its own, beside a refusal (the
twenty-seventh round's east, its pool case Russian): "main には push しないで。develop は、OK",
"main 에는 푸시하지 마. develop 은, 괜찮아", "В release напрямую не пушим, в develop — можно",
Kansai's "develop はええで". read_branches.forbidden_branches lets a clause allow a branch where
its own push is asked or a permission stands beside a verb; a place put first as a topic, then
said all right by the same clause or the one right after it (naming nothing), was left with the
branches refused, and a push there read as a violation."""

from __future__ import annotations

from app.domain.compliance.action_words import PUSH
from app.domain.compliance.lexicon import Lazy, blank, clauses, negated
from app.domain.compliance.read_branches import PERMIT, branches_named

# Kansai's "good", said of a place ("develop はええで", "staging ならええよ")
_KANSAI_GOOD = Lazy(r"ええ(?:で|よ)")


def _permission(part: str) -> bool:
    """Whether a clause says all right and negates nothing but the permission's own words
    ("без проблем", "no problem")."""
    spans = _permits(part)
    return bool(spans) and not negated(blank(part, spans))


def places_allowed(text: str, plain: str, protected: frozenset[str]) -> frozenset[str]:
    """Of the branches a refusal protects, those a clause with no push verb and no negation of
    its own names and says allowed (see above); none where that would leave nothing protected."""
    spans = clauses(plain)
    allowed: set[str] = set()
    for i, (a, b) in enumerate(spans):
        named = branches_named(text[a:b]) & protected
        part = plain[a:b]
        if not named or PUSH.search(part) or negated(blank(part, _permits(part))):
            continue
        if _permission(part):
            allowed |= named  # "develop はええで", "develop 은 괜찮아"
        elif i + 1 < len(spans):
            c, d = spans[i + 1]
            if not branches_named(text[c:d]) and _permission(plain[c:d]):
                allowed |= named  # "в develop — можно", "develop は、OK"
    return frozenset(allowed) if protected - allowed else frozenset()


def _permits(part: str) -> list[tuple[int, int]]:
    return [m.span() for rx in (PERMIT, _KANSAI_GOOD) for m in rx.finditer(part)]
