"""Where the window was: the Session and the page in use, kept in a small file in the data
folder (per database), so the next start reopens them. Window state, not data: it is never
written to the database (a shared one would reopen one person's Session for everybody)."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

log = logging.getLogger(__name__)
FILE = "window-state.json"
PAGES = ("chat", "memory", "directory")


class WindowState:
    """Reads and writes {database key: {"session_id": …, "page": …}} in one JSON file."""

    def __init__(self, path: Path, key: str):
        self.path = path
        self.key = key
        self._last: dict | None = None

    def _all(self) -> dict:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def load(self) -> tuple[int | None, str]:
        """(the Session last shown, the page last shown); (None, "chat") when none was kept."""
        mine = self._all().get(self.key)
        if not isinstance(mine, dict):
            return None, "chat"
        session_id = mine.get("session_id")
        page = mine.get("page")
        return (
            session_id
            if isinstance(session_id, int) and not isinstance(session_id, bool)
            else None,
            page if page in PAGES else "chat",
        )

    def announced(self) -> int:
        """The newest outside agent's suggestion this window has told the user of (its entry
        id; 0 when none yet): kept per database, on this computer only, like the rest."""
        mine = self._all().get(self.key)
        value = mine.get("announced") if isinstance(mine, dict) else None
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    def set_announced(self, entry_id: int) -> None:
        mine = self._all().get(self.key)
        state = dict(mine) if isinstance(mine, dict) else {}
        state["announced"] = entry_id
        self._write(state)

    def save(self, session_id: int | None, page: str) -> None:
        state = {"session_id": session_id, "page": page}
        if state == self._last:
            return
        mine = self._all().get(self.key)
        if isinstance(mine, dict) and "announced" in mine:
            state["announced"] = mine["announced"]
        if self._write(state):
            self._last = {"session_id": session_id, "page": page}

    def _write(self, state: dict) -> bool:
        data = self._all()
        data[self.key] = state
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps(data), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError as exc:  # a read-only folder: the window works, it just won't remember
            log.warning("could not keep the window's state in %s: %s", self.path, exc)
            return False
        return True
