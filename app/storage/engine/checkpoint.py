"""Keeping a SQLite file's write-ahead log small without making a commit wait for it."""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from pathlib import Path

from app.storage.engine.errors import BUSY_TIMEOUT_S

log = logging.getLogger(__name__)

# The WAL is copied back into the database by a background thread once it holds this
# many bytes (~1,000 pages), so no commit pays for a checkpoint's fsyncs (they took
# 20-30 ms: the p99 of a proposal).
WAL_CHECKPOINT_BYTES = 4 * 1024 * 1024


class Checkpointer:
    """Copies the WAL back into the database on its own thread and connection.

    A PASSIVE checkpoint never blocks readers or writers; running it here keeps its
    fsyncs off every unit of work. Woken after a commit once the WAL is big enough.
    """

    def __init__(self, path: Path):
        self._path = path
        self._wal = path.with_name(path.name + "-wal")
        self._wake = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._closed = False

    def poke(self) -> None:
        try:
            size = os.stat(self._wal).st_size
        except OSError:
            return
        if size < WAL_CHECKPOINT_BYTES or self._closed:
            return
        with self._lock:
            if self._thread is None and not self._closed:
                self._thread = threading.Thread(
                    target=self._run, name="mindkeep-wal-checkpoint", daemon=True
                )
                self._thread.start()
        self._wake.set()

    def _run(self) -> None:
        conn: sqlite3.Connection | None = None
        try:
            while True:
                self._wake.wait()
                self._wake.clear()
                if self._closed:
                    return
                try:
                    if conn is None:
                        conn = sqlite3.connect(
                            self._path,
                            timeout=BUSY_TIMEOUT_S,
                            isolation_level=None,
                            check_same_thread=False,
                        )
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                except sqlite3.Error:
                    # SQLite's own autocheckpoint still bounds the WAL; say why we could not.
                    log.warning("background WAL checkpoint of %s failed", self._path, exc_info=True)
        finally:
            if conn is not None:
                conn.close()

    def close(self) -> None:
        self._closed = True
        self._wake.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=BUSY_TIMEOUT_S)
