"""An entry's JSON (CLI, agent tools, export) has every field, in the dataclass's order."""

from dataclasses import asdict, fields
from datetime import UTC, datetime

from app.domain.model import Actor, Kind, MemoryEntry, Provenance, Scope, Status


def test_an_entry_prints_every_field_in_order_as_asdict_would():
    at = datetime(2024, 3, 7, 15, 5, tzinfo=UTC)
    entry = MemoryEntry(
        id=7,
        scope=Scope.SPACE,
        scope_id=2,
        kind=Kind.CONSTRAINT,
        content="Create a branch for every task",
        status=Status.SUGGESTED,
        source=Provenance.AGENT_INFERRED,
        created_by=Actor.AGENT,
        reason="said so",
        source_event_ids=(3, 4),
        pinned=False,
        version=2,
        created_at=at,
        updated_at=at,
    )
    data = entry.to_json()
    assert list(data) == [f.name for f in fields(MemoryEntry)]
    expected = asdict(entry)
    expected.update(
        {k: str(expected[k]) for k in ("scope", "kind", "status", "source", "created_by")},
        source_event_ids=[3, 4],
        created_at=at.isoformat(),
        updated_at=at.isoformat(),
    )
    assert data == expected
    assert data["scope"] == "space" and data["status"] == "suggested"
