"""Helpers shared by the reliability tests (imported as a plain module, not a conftest)."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PYTHON = sys.executable


def memory_dump(path: Path) -> bytes:
    """Every row of memory_entries and memory_history, byte for byte, read with sqlite3.

    Read-only and outside the app: what a user's file holds, not what the app thinks.
    """
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        h = hashlib.sha256()
        for table in ("memory_entries", "memory_history"):
            h.update(table.encode())
            for row in conn.execute(f"SELECT * FROM {table} ORDER BY id"):
                h.update(repr(row).encode("utf-8", "surrogatepass"))
        return h.digest()
    finally:
        conn.close()


def child_env(home: Path) -> dict[str, str]:
    """Environment of a child process: this repo importable, its own data folder, no display."""
    env = {k: v for k, v in os.environ.items() if k != "MINDKEEP_DB_URL"}
    env["MINDKEEP_HOME"] = str(home)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env
