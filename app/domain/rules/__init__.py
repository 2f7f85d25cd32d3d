"""Every Memory rule in one place (SPEC §2): services ask, the rules decide.

- `limits`: the numbers (content and reason lengths, rooms, quotas);
- `validate`: one draft on its own (types, lengths, citations, provenance per writer);
- `secrets`: what Memory never stores;
- `state`: what a write may do given its scope (same words, decided words, transitions,
  quotas, the Auto Memory gate, moves, undo, organise, delete and clear);
- `conflicts`: whether a suggestion contradicts or overlaps a saved rule;
- `usage`: which saved entries are "not used lately".
"""

from app.domain.rules.conflicts import Conflict, Overlap, find_conflicts
from app.domain.rules.state import (
    ACCEPT_BY_SAVING,
    ADD,
    DECIDERS,
    DELETE,
    IMPORT,
    LIVE,
    MERGED,
    MOVING,
    REPLACED,
    SAVE,
    SUGGEST,
    TRANSITIONS,
    UNDO_PREFIX,
    UNDOABLE,
    Action,
    Held,
    Plan,
    ScopeState,
    before_ref,
    plan_clear,
    plan_decision,
    plan_delete,
    plan_organise,
    plan_proposal,
    plan_save,
    plan_undo,
)
from app.domain.rules.usage import Unused, not_used_lately
from app.domain.rules.validate import Change, CitedMessage, Draft, validate_entry

__all__ = [
    "ACCEPT_BY_SAVING",
    "ADD",
    "DECIDERS",
    "DELETE",
    "IMPORT",
    "LIVE",
    "MERGED",
    "MOVING",
    "REPLACED",
    "SAVE",
    "SUGGEST",
    "TRANSITIONS",
    "UNDOABLE",
    "UNDO_PREFIX",
    "Action",
    "Change",
    "CitedMessage",
    "Conflict",
    "Draft",
    "Held",
    "Overlap",
    "Plan",
    "ScopeState",
    "Unused",
    "before_ref",
    "find_conflicts",
    "not_used_lately",
    "plan_clear",
    "plan_decision",
    "plan_delete",
    "plan_organise",
    "plan_proposal",
    "plan_save",
    "plan_undo",
    "validate_entry",
]
