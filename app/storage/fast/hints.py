"""What the window needs before its first paint, read from the SQLite file with the
standard library alone, so the window appears before SQLAlchemy is imported.

A hint may be stale (a change still in the -wal file) or missing (PostgreSQL, no file yet,
an unreadable file); the caller corrects it once the database is open. Nothing here
writes, creates or locks a file: the connection is read-only and immutable.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.parse import quote

LANGUAGE_KEY = "ui.language"


def sqlite_file(url: str) -> Path | None:
    """The file behind a plain `sqlite:///…` URL; None for anything else."""
    prefix = "sqlite:///"
    if not url.startswith(prefix):
        return None
    name = url[len(prefix) :].split("?", 1)[0]
    if name in ("", ":memory:"):
        return None
    return Path(name)


def stored_language(url: str) -> str | None:
    """The UI language saved in the database at `url`, if it can be read at once."""
    path = sqlite_file(url)
    if path is None or not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro&immutable=1", uri=True)
        try:
            row = conn.execute(
                "SELECT value FROM app_settings WHERE key = ?", (LANGUAGE_KEY,)
            ).fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    return row[0] if row and isinstance(row[0], str) else None
