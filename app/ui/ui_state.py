"""Where the window was: the Session and the page in use, kept in a small file in the data
folder (per database), so the next start reopens them. Window state, not data: it is never
written to the database (a shared one would reopen one person's Session for everybody).

The file is the only one the app reads at start besides the database (settings live in the
database, API keys in the OS keyring). One that cannot be read (not JSON, nested past what
Python's parser takes, not an object, too big, not UTF-8) is set aside beside it as
`window-state.json.bad-<time>` (kept for whoever wants to look), and the window starts as
on a first run and says so (issue 23)."""

from __future__ import annotations

import json
import logging
import os
import threading
from datetime import UTC, datetime
from pathlib import Path

log = logging.getLogger(__name__)
FILE = "window-state.json"
PAGES = ("chat", "memory", "directory")
# A state file holds a few dozen bytes per database: anything past this is not one.
MAX_BYTES = 1_000_000

# (the file, where it was put) for each state file set aside in this run, until the window
# has said so (take_set_aside).
_set_aside: list[tuple[Path, Path]] = []
_lock = threading.Lock()


def read_state_file(path: Path, max_bytes: int = MAX_BYTES) -> dict:
    """The JSON object a small state or settings file holds; {} when there is none. A file
    that is there but cannot be read as one is set aside first (see set_aside)."""
    try:
        with path.open("rb") as f:
            raw = f.read(max_bytes + 1)
    except FileNotFoundError:
        return {}
    except OSError as exc:  # unreadable here (permissions, a folder): left where it is
        log.warning("could not read %s: %s", path, exc)
        return {}
    try:
        if len(raw) > max_bytes:
            raise ValueError(f"more than {max_bytes} bytes")
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"a JSON {type(data).__name__}, not an object")
    except (ValueError, RecursionError) as exc:
        set_aside(path, str(exc) if not isinstance(exc, RecursionError) else "nested too deep")
        return {}
    return data


def set_aside(path: Path, why: str) -> Path | None:
    """Rename a file that cannot be read to `<name>.bad-<UTC time>` beside it; the new path
    (None when it could not be moved: then it is only not read)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    moved = path.with_name(f"{path.name}.bad-{stamp}")
    try:
        os.replace(path, moved)
    except OSError as exc:
        log.warning("%s cannot be read (%s) and could not be set aside: %s", path, why, exc)
        return None
    log.warning("%s cannot be read (%s); set aside as %s", path, why, moved.name)
    with _lock:
        _set_aside.append((path, moved))
    return moved


def take_set_aside() -> list[tuple[Path, Path]]:
    """The files set aside since the last call, as (the file, where it went): the window says
    so once."""
    with _lock:
        found = list(_set_aside)
        _set_aside.clear()
    return found


class WindowState:
    """Reads and writes {database key: {"session_id": …, "page": …}} in one JSON file."""

    def __init__(self, path: Path, key: str):
        self.path = path
        self.key = key
        self._last: dict | None = None

    def _all(self) -> dict:
        return read_state_file(self.path)

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
            page if isinstance(page, str) and page in PAGES else "chat",
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
