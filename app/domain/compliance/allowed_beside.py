"""The target a refusal allows beside it (English; check-za-en). The user's own branch named as
where a refused push may go ("Keep main clean, no pushing there — if you have to push, use your own
feature branch") is that place, not a branch asked for every task. Asked in
`read_actions.actions` after the branches a refusal protects are read."""

from __future__ import annotations

from app.domain.compliance.word_tables import Lazy

# "use your own feature branch", "use your own branch instead": where the refused push goes; a
# branch made fresh for each task or change is still asked ("use a new branch for every task")
_OWN_BRANCH = Lazy(r"\buse\s+your\s+own\s+(?:[\w/*.-]+\s+)?branch")
_PER_TASK = Lazy(r"\b(?:new|fresh|each|every|per)\b")


def own_branch_allowed(plain: str) -> bool:
    """Whether the rule's "use your own … branch" names where a refused push may land."""
    return bool(_OWN_BRANCH.search(plain)) and not _PER_TASK.search(plain)
