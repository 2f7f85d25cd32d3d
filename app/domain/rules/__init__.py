"""Every Memory rule in one place (SPEC §2): services ask, the rules decide.

- `limits`: the numbers (content and reason lengths, rooms, quotas);
- `validate`: one draft on its own (types, lengths, citations, provenance per writer);
- `secrets`: what Memory never stores;
- `state`: what a write may do given its scope (same words, decided words, transitions,
  quotas, the Auto Memory gate, moves, undo, organise, delete and clear);
- `conflicts`: whether a suggestion contradicts or overlaps a saved rule;
- `usage`: which saved entries are "not used lately".
"""

# The names below load with their module on first use (PEP 562): importing one number
# (`app.domain.rules.limits`, as the window's first paint does) does not compile the
# conflict patterns or build the state machine's tables.
_WHERE = {
    "ACCEPT_BY_SAVING": "state",
    "ADD": "state",
    "Action": "state",
    "Change": "validate",
    "CitedMessage": "validate",
    "Conflict": "conflicts",
    "DECIDERS": "state",
    "DELETE": "state",
    "Draft": "validate",
    "Held": "state",
    "IMPORT": "state",
    "LIVE": "state",
    "MERGED": "state",
    "MOVING": "state",
    "Overlap": "conflicts",
    "Plan": "state",
    "REPLACED": "state",
    "SAVE": "state",
    "SUGGEST": "state",
    "ScopeState": "state",
    "TRANSITIONS": "state",
    "UNDOABLE": "state",
    "UNDO_PREFIX": "state",
    "Unused": "usage",
    "before_ref": "state",
    "find_conflicts": "conflicts",
    "not_used_lately": "usage",
    "plan_clear": "state",
    "plan_decision": "state",
    "plan_delete": "state",
    "plan_organise": "state",
    "plan_proposal": "state",
    "plan_save": "state",
    "plan_undo": "state",
    "validate_entry": "validate",
}


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


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
