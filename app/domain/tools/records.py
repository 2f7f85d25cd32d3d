"""What the agent loop records of a tool call it ran, in the tool message's meta (issue 23,
defect 6): `{"tool": name, "arguments": …, "ran": ran(outcome)}`.

The window reads a tool message as its own sentence ("Saved a note to Memory for this
Session: “…” · Manage") only from `ran`, never from the message's text (which any tool or
client can write), and says the entry's words and scope from the entry as stored, found by
`entry_id`. Another client of a shared database can write meta too, so `ran` holds only small
typed facts, and the reader trusts none of them for what Memory holds.
"""

from __future__ import annotations


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def ran(outcome: object, *, did_run: bool = True, untrusted: tuple[str, ...] = ()) -> dict:
    """What one call did: {"ok"} and, as the result says them, "status", "created", the
    "entry_id" it wrote or found, the refusal's "code", a search's "count"; "not_run": true
    for a call that never reached its tool (refused, denied, expired: it holds no outside
    content, so it taints nothing); "untrusted": the kinds of third-party text a call of
    Mindkeep's own gave the model (a search that returned an outside agent's suggestions),
    so the turns after it are tainted too (app.domain.memory.taint)."""
    if not isinstance(outcome, dict):
        return {"ok": False} if did_run else {"ok": False, "not_run": True}
    record: dict = {"ok": outcome.get("ok") is True}
    if not did_run:
        record["not_run"] = True
    status = outcome.get("status")
    if isinstance(status, str):
        record["status"] = status
    if isinstance(outcome.get("created"), bool):
        record["created"] = outcome["created"]
    entry = outcome.get("entry")
    entry_id = _int(entry.get("id")) if isinstance(entry, dict) else None
    if entry_id is not None:
        record["entry_id"] = entry_id
    error = outcome.get("error")
    if isinstance(error, dict) and isinstance(error.get("code"), str):
        record["code"] = error["code"]
    count = _int(outcome.get("count"))
    if count is not None:
        record["count"] = count
    if untrusted:
        record["untrusted"] = list(untrusted)
    return record
