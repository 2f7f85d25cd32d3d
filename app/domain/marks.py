"""This computer's mark (SPEC §2.5 "What runs here is decided here").

A shared database (SPEC §6) is written by other programs too. A row that makes something run or
be restored on this computer — a trusted tool server, its pinned definitions, an allowance, a
call waiting for approval, a history snapshot Undo restores — counts only when it carries a mark
made here over exactly what the user saw: an HMAC-SHA256 under a key that never leaves this
computer's data folder (kept by `app.services.local_files.LocalKey`). Another program can copy
a row, but cannot make a mark for a row it changed.

`mark(key, purpose, fields)` is the one mark function: the purpose (a versioned name, so a mark
for one kind of row is never valid for another) and the fields, in one canonical JSON form
(`canonical`: keys sorted, no blanks, UTF-8), so the same values read back from any database
give the same bytes. `holds` checks one in constant time. Each kind of row says its own fields
(`app.domain.tools.approvals`, `app.domain.memory.rules.undo`, `app.domain.tools.servers`,
`app.domain.tools.definitions`).

Pure; imported by the services only (hashlib loads OpenSSL, which the first screen does
without).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Sequence
from typing import Any

# The purposes: one per kind of row, versioned.
TOOL_SERVER = "mindkeep-tool-server-trust-1"  # app.domain.tools.servers.TRUST_VERSION
TOOL_DEFINITIONS = "mindkeep-tool-definitions-1"
ALLOWANCE = "mindkeep-allowance-1"
APPROVAL = "mindkeep-approval-1"
HISTORY = "mindkeep-history-1"


def canonical(purpose: str, fields: Sequence[Any]) -> bytes:
    """`[purpose, *fields]` as one canonical JSON text (object keys sorted, tuples as lists),
    UTF-8. Text that is not valid Unicode (a lone surrogate a JSON column may carry) is kept
    as its code units, so it still marks, and never equals valid text."""
    text = json.dumps([purpose, *fields], ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return text.encode("utf-8", "surrogatepass")


def mark(key: bytes, purpose: str, fields: Sequence[Any]) -> str:
    """The mark of these fields for this purpose under this computer's key (HMAC-SHA256, hex)."""
    return hmac.new(key, canonical(purpose, fields), hashlib.sha256).hexdigest()


def holds(key: bytes | None, purpose: str, fields: Sequence[Any], value: object) -> bool:
    """Whether `value` is this computer's mark of these fields: no key, no mark, or a mark of
    anything else (another computer's, another row's, a changed field) is not."""
    if not key or not isinstance(value, str) or not value:
        return False
    try:
        expected = mark(key, purpose, fields)
    except (TypeError, ValueError, RecursionError):  # fields no JSON holds: not marked here
        return False
    return hmac.compare_digest(expected, value)
