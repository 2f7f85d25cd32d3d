"""When the checker's `unknown` must make a call ask (SPEC §3): "an `unknown` verdict on a call
that a 'never' rule bears on asks, whatever was allowed".

The checker says `unknown` when a reading of the rule applies to the call but the call is a form
it cannot resolve (a push whose destination it cannot tell, say); `not_applicable` when no
reading applies. A "never" rule is one that forbids: a protected branch, no force push, or a
rule whose words forbid ("never", "don't", "不要", "jamais", …: the checker's own negation
tables). Such a rule in doubt is not a rule followed: the user is asked, with the rule named on
the card, even for a tool allowed for the Session.
"""

from __future__ import annotations

from app.domain.compliance.lexicon import NEGATION_AFTER, NEGATION_BEFORE
from app.domain.compliance.model import CHECKABLE, Outcome, Verdict

# Readings that only ever forbid (app.domain.compliance.actions).
_FORBIDDING_ASPECTS = frozenset({"protected_branch", "force_push"})


def forbids(words: str) -> bool:
    """Whether a rule's words forbid something ("never", "don't", "X is not allowed"…)."""
    return bool(NEGATION_BEFORE.search(words) or NEGATION_AFTER.search(words))


def prohibition_in_doubt(verdict: Verdict) -> bool:
    """A "never" rule the checker found bearing on the call but could not decide for it."""
    if verdict.verdict is not Outcome.UNKNOWN or verdict.family not in CHECKABLE:
        return False
    return verdict.aspect in _FORBIDDING_ASPECTS or forbids(verdict.words)
