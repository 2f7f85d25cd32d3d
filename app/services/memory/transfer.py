"""Memory in and out of the app: the JSON export that keeps provenance, and import through
the same rules as every other write."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from typing import Any

from app.domain.errors import AppError, Code
from app.domain.memory.formats import export_agents_md, parse_agents_md
from app.domain.memory.outcomes import ImportReport
from app.domain.memory.rules.state import plan_save
from app.domain.memory.rules.validate import Draft, imported_source, validate_entry
from app.domain.model import Actor, MemoryEntry, Scope, ScopeRef, Status
from app.services.changes import Done
from app.services.memory.base import Touched, not_found, whole_number
from app.services.memory.writing import MemoryWriter
from app.storage.repositories import conversation, memory_log
from app.storage.repositories import memory_entries as repo

EXPORT_FORMAT = "mindkeep-memory"
EXPORT_VERSION = 1
# An import writes in units of work of at most this long, or this many entries, each.
IMPORT_BATCH_S = 0.05
IMPORT_BATCH_MAX = 500


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


class Transfer(MemoryWriter):
    """Export and import Memory."""

    def export_entries(
        self, session_id: int, *, scopes: Iterable[Scope | str] | None = None
    ) -> dict:
        """Saved and archived entries of a Session's scopes as JSON, provenance kept."""
        with self._db.read() as s:
            refs = [self._ref_in(s, session_id, sc) for sc in (scopes or list(Scope))]
            entries = []
            for ref in refs:
                for entry in repo.entry_list(s, ref, [Status.ACTIVE, Status.ARCHIVED]):
                    data = entry.to_json()
                    data["history"] = [h.to_json() for h in memory_log.history_list(s, entry.id)]
                    entries.append(data)
        return {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "entries": entries}

    def export_agents_md(
        self, session_id: int, *, scopes: Iterable[Scope | str] | None = None
    ) -> tuple[str, int]:
        """Saved entries of a Session's scopes as an AGENTS.md-style file other coding agents
        read (SPEC §2.10), and how many it holds."""
        with self._db.read() as s:
            session = self._session(s, session_id)
            refs = [self._ref_in(s, session_id, sc) for sc in (scopes or list(Scope))]
            entries = [
                e.to_json() for ref in refs for e in repo.entry_list(s, ref, [Status.ACTIVE])
            ]
            space = conversation.space_info(s, session.space_id)
        names = {Scope.SESSION.value: session.title, Scope.SPACE.value: space.name if space else ""}
        return export_agents_md(entries, names), len(entries)

    def export_space_agents_md(self, space_id: int) -> str:
        """A Space's saved entries as an AGENTS.md-style file (SPEC §2.10): what an outside
        agent reads as `mindkeep://space/{id}/rules.md` (SPEC §9)."""
        with self._db.read() as s:
            space = conversation.space_info(s, whole_number(space_id, "a Space id", "space"))
            if space is None:
                raise not_found("Space", space_id)
            ref = ScopeRef(Scope.SPACE, space.id)
            entries = [e.to_json() for e in repo.entry_list(s, ref, [Status.ACTIVE])]
        return export_agents_md(entries, {Scope.SPACE.value: space.name})

    def import_agents_md(
        self,
        session_id: int,
        text: Any,
        *,
        scope: Scope | str | None = None,
    ) -> Done[ImportReport]:
        """Import the rules of an AGENTS.md-style file through the same rules as every write:
        each line its own entry, into the scope of its section (`scope` overrides; outside any
        section: the Space). Refused lines are reported with their line number."""
        if not isinstance(text, str):
            raise AppError(Code.INVALID_INPUT, "an AGENTS.md file is text.")
        rules = parse_agents_md(text)
        if not rules:
            raise AppError(
                Code.INVALID_INPUT, 'no rules found: each rule is a list item ("- …") of the file.'
            )
        data = {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "entries": [
                {
                    "scope": r["scope"] or Scope.SPACE.value,
                    "kind": r["kind"],
                    "content": r["content"],
                    "pinned": r["pinned"],
                    "status": r["status"],
                }
                for r in rules
            ],
        }
        done = self.import_entries(session_id, data, scope=scope)
        report = done.value
        refused = tuple({**r, "line": rules[r["index"]]["line"]} for r in report.refused)
        return Done(ImportReport(report.imported, refused), done.changes)

    def import_entries(
        self,
        session_id: int,
        data: Any,
        *,
        scope: Scope | str | None = None,
    ) -> Done[ImportReport]:
        """Import saved entries through the same rules; each entry is written whole or not at
        all, and each one refused is reported (what was valid is still written). It writes in
        several units of work: one that fails says what those before it committed
        (`AppError.changes`)."""
        if (
            not isinstance(data, dict)
            or data.get("format") != EXPORT_FORMAT
            or not isinstance(data.get("entries"), list)
        ):
            raise AppError(
                Code.INVALID_INPUT, "this is not a Mindkeep Memory export (format mindkeep-memory)."
            )
        if data.get("version") != EXPORT_VERSION:
            raise AppError(
                Code.INVALID_INPUT,
                f"this export has version {data.get('version')!r}; expected {EXPORT_VERSION}.",
            )
        imported: list[MemoryEntry] = []
        refused: list[dict] = []
        changes = Touched()
        items = data["entries"]
        start = 0
        while True:
            try:
                start = self._import_batch(
                    session_id, items, start, scope, changes, imported, refused
                )
            except AppError as err:  # the batches before it stay written: say so
                committed = changes.frozen()
                if committed:
                    err.changes = committed | err.changes if err.changes else committed
                raise
            if start >= len(items):
                break
        return changes.done(ImportReport(tuple(imported), tuple(refused)))

    def _import_batch(
        self,
        session_id: int,
        items: list,
        start: int,
        scope: Scope | str | None,
        changes: Touched,
        imported: list[MemoryEntry],
        refused: list[dict],
    ) -> int:
        """Import entries from `start` in one unit of work that lasts at most IMPORT_BATCH_S
        (or IMPORT_BATCH_MAX entries); the index of the first entry left. Between batches the
        write lock is free, so another program's short write never waits for a whole import
        (issue 31: a 20,000-entry import held it about a minute)."""
        deadline = time.monotonic() + IMPORT_BATCH_S
        end = min(len(items), start + IMPORT_BATCH_MAX)
        index = start
        with self._db.write() as s:
            self._session(s, session_id)
            while index < end:
                try:
                    with s.begin_nested():  # all or nothing, per entry
                        imported.append(
                            self._import_one(s, session_id, items[index], scope, changes)
                        )
                except AppError as err:
                    refused.append({"index": index, **err.to_json()})
                index += 1
                if time.monotonic() >= deadline:
                    break
        return index

    def _import_one(
        self, s, session_id: int, item: Any, scope: Scope | str | None, changes: Touched
    ) -> MemoryEntry:
        if not isinstance(item, dict):
            raise AppError(Code.INVALID_INPUT, "an entry must be an object.")
        ref = self._ref_in(s, session_id, scope if scope is not None else item.get("scope"))
        draft = validate_entry(
            Draft(
                scope=ref.scope,
                scope_id=ref.scope_id,
                kind=item.get("kind"),
                content=item.get("content"),
                status=item.get("status", Status.ACTIVE.value),
                source=imported_source(item.get("source")),
                created_by=Actor.IMPORTER,
                reason=item.get("reason", ""),
                pinned=item.get("pinned", False),
            ),
            actor=Actor.IMPORTER,
        )
        state = self._state(s, ref, [draft.content])
        plan = plan_save(draft, state, actor=Actor.IMPORTER)
        entry, _ = self._create(
            s, plan, actor=Actor.IMPORTER, origin_session_id=None, state=state, changes=changes
        )
        return entry
