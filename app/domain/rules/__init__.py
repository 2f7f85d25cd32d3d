"""Every Memory rule in one place (SPEC §2): services ask, the rules decide.

- `limits`: the numbers (content and reason lengths, rooms, quotas);
- `validate`: one draft on its own (types, lengths, citations, provenance per writer);
- `secrets`: what Memory never stores;
- `state`: what a write may do given its scope (same words, decided words, transitions,
  quotas, the Auto Memory gate, undo and organise).
"""

from app.domain.rules.state import (
    ACCEPT_BY_SAVING,
    ADD,
    DECIDERS,
    IMPORT,
    LIVE,
    MERGED,
    SAVE,
    SUGGEST,
    TRANSITIONS,
    UNDO_PREFIX,
    UNDOABLE,
    Action,
    Held,
    Plan,
    ScopeState,
    plan_decision,
    plan_organise,
    plan_proposal,
    plan_save,
    plan_undo,
)
from app.domain.rules.validate import Change, CitedMessage, Draft, validate_entry

__all__ = [
    "ACCEPT_BY_SAVING",
    "ADD",
    "DECIDERS",
    "IMPORT",
    "LIVE",
    "MERGED",
    "SAVE",
    "SUGGEST",
    "TRANSITIONS",
    "UNDOABLE",
    "UNDO_PREFIX",
    "Action",
    "Change",
    "CitedMessage",
    "Draft",
    "Held",
    "Plan",
    "ScopeState",
    "plan_decision",
    "plan_organise",
    "plan_proposal",
    "plan_save",
    "plan_undo",
    "validate_entry",
]
