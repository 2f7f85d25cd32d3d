"""The words the rule reader looks for, in the 11 UI languages (en zh ja ko fr de es it ru ar),
gathered from their rooms, one a role:

- `word_tables`: how a table is written and compiled (`words`, `table`, `Lazy`; `spaced`, `blank`);
- `forbidding`: what forbids (before or after what it forbids), what names an alternative, what
  asks for a term to be used, and the negations that forbid nothing (a reminder, a permission);
- `clause_cuts`: where a rule's clauses begin and end (Korean's connective endings too);
- `rule_scope`: when and where a rule holds — a condition, a time, an exception, "without
  asking", a concession, a reason, the act a rule is about said as when one does it.

Every table is one compiled pattern; a Latin or Cyrillic word matches as a whole word (with the
endings its entry allows), a CJK or Arabic one anywhere. The readers import these names from
here."""

from __future__ import annotations

from app.domain.compliance.clause_cuts import CLAUSE, KO_HANGUL, clauses
from app.domain.compliance.forbidding import (
    ALTERNATIVE_AFTER,
    ALTERNATIVE_BEFORE,
    NEGATION_AFTER,
    NEGATION_BEFORE,
    NICHT_AT_END,
    PERMISSION,
    REMIND,
    USE,
    forbids_a_word,
    negated,
)
from app.domain.compliance.rule_scope import (
    CONCESSIVE_CLOSE,
    CONCESSIVE_OPEN,
    CONDITION,
    EXCEPTION_CLOSE,
    EXCEPTION_OPEN,
    REASON_OPEN,
    TIMED,
    UNASKED,
    act_scope,
    concessive,
    exceptions,
    korean_permitted,
    korean_permitted_topic,
    reason_clauses,
)
from app.domain.compliance.word_tables import Lazy, blank, spaced, table, words

__all__ = [
    "ALTERNATIVE_AFTER",
    "ALTERNATIVE_BEFORE",
    "CLAUSE",
    "CONCESSIVE_CLOSE",
    "CONCESSIVE_OPEN",
    "CONDITION",
    "EXCEPTION_CLOSE",
    "EXCEPTION_OPEN",
    "KO_HANGUL",
    "NEGATION_AFTER",
    "NEGATION_BEFORE",
    "NICHT_AT_END",
    "PERMISSION",
    "REASON_OPEN",
    "REMIND",
    "TIMED",
    "UNASKED",
    "USE",
    "Lazy",
    "act_scope",
    "blank",
    "clauses",
    "concessive",
    "exceptions",
    "forbids_a_word",
    "korean_permitted",
    "korean_permitted_topic",
    "negated",
    "reason_clauses",
    "spaced",
    "table",
    "words",
]
