"""(English, check-zb-en) An exception to a push rule that names another doer of the push: a
machine ("except through the release bot", "other than through the CI pipeline", "apart from the
nightly sync job", "unless it's the deploy bot doing it") or a person's own work ("apart from
Deepa's hotfixes") — a name's possessive, not a time's ("except today's hotfix", "other than
tonight's release" are an occasion of the agent's push, excepted from the rule: review of the
twenty-eighth round). The agent is neither, so the rule holds for it whole: a push onto the branch is
no case in doubt (reserved.role_excepted reads a role named so; reader.read_words asks this of every
exception's clause)."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy

# The whole clause is the opener, a way or "it's", and the doer, up to its end: a machine's noun
# after at most two words ("the nightly sync job"), or a name's possessive before its work
# ("deepa's hotfixes": the words are lower-cased by then), a time's not ("today's hotfix")
_DOER = Lazy(
    r"^(?:unless|except|excepting|other\s+than|apart\s+from|with\s+the\s+exception\s+of)\s+"
    r"(?:(?:through|via|by)\s+|it(?:'s|\s+is)\s+)?(?:(?:the|a|an|our)\s+)?"
    r"(?:(?:[a-z][\w-]*\s+){0,2}(?:bots?|pipelines?|jobs?|ci|workflows?|robots?|cron)"
    r"|(?!(?:it|today|tonight|tomorrow|yesterday|this\s+\w+|next\s+\w+|last\s+\w+)'s)"
    r"(?!(?:week|weekend|month|year|sprint|morning|evening|friday|monday|tuesday|wednesday|thursday"
    r"|saturday|sunday)'s)[a-z][\w-]*'s\s+(?:[a-z][\w-]*\s+)?(?:hot)?(?:fix|fixes|patch|patches|releases?))"
    r"(?:\s+doing\s+it)?[\s.,;!)]*$"
)


def doer_excepted(part: str) -> bool:
    """Whether an exception's clause names only another doer of the push (see the module)."""
    return bool(_DOER.search(part))
