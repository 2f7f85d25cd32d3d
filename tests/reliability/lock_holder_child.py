"""Holds a SQLite database's write lock, as a long import in another program does.

    python lock_holder_child.py DB_PATH [SECONDS]

Takes the write lock (BEGIN IMMEDIATE), prints "locked", and keeps it until a line arrives
on stdin or SECONDS pass (30 by default), then rolls back and exits.
"""

from __future__ import annotations

import select
import sqlite3
import sys


def main() -> None:
    conn = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
    conn.execute("BEGIN IMMEDIATE")
    print("locked", flush=True)
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 30.0
    select.select([sys.stdin], [], [], seconds)
    conn.execute("ROLLBACK")
    conn.close()
    print("released", flush=True)


if __name__ == "__main__":
    main()
