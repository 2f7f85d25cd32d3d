"""Memory use cases, split by who acts:

- `queries.MemoryQueries`: reading (the window, the CLI, the agent's search and block);
- `proposals.Proposals`: the agent's suggestions and notes, and the explicit-request saver;
- `decisions.Decisions`: everything only the user may do (decide, add, undo, organise);
- `transfer.Transfer`: export and import.

Each asks `app.domain.rules` what a write may do and stores exactly that.
"""

from app.services.memory.base import Changes
from app.services.memory.decisions import Decisions
from app.services.memory.proposals import Proposals
from app.services.memory.queries import MemoryQueries
from app.services.memory.transfer import EXPORT_FORMAT, EXPORT_VERSION, Transfer, dumps

__all__ = [
    "EXPORT_FORMAT",
    "EXPORT_VERSION",
    "Changes",
    "Decisions",
    "MemoryQueries",
    "Proposals",
    "Transfer",
    "dumps",
]
