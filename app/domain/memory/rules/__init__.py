"""Every Memory rule in one place (SPEC §2): services ask, the rules decide.

- `limits`: the numbers (content and reason lengths, rooms, quotas);
- `validate`: one draft on its own (types, lengths, citations, provenance per writer);
- `secrets`: what Memory never stores;
- `state`: what a write may do given its scope (same words, decided words, transitions,
  quotas, the Auto Memory gate, moves, undo, organise, delete and clear);
- `conflicts`: whether a suggestion contradicts or overlaps a saved rule;
- `usage`: which saved entries are "not used lately".

Import each name from its module (`from app.domain.memory.rules.state import Action`): the package
itself loads nothing, so the window's first paint, which needs one number of `limits`, does
not compile the conflict patterns or build the state machine's tables (~45 ms; see
app/startup.py), and a reader (or an import checker) sees which rule each caller uses.
"""
