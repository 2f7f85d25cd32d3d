"""Memory use cases, split by who acts:

- `queries.MemoryQueries`: reading (the window, the CLI, the agent's search and block);
- `proposals.Proposals`: the agent's suggestions and notes, and the explicit-request saver;
- `decisions.Decisions`: everything only the user may do (decide, add, undo, organise);
- `transfer.Transfer`: export and import.

Each asks `app.domain.memory.rules` what a write may do and stores exactly that. Import each from its
own module: this package imports none of them, so reading Memory does not load the writers.
"""
