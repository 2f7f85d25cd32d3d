"""Hearing of other programs' writes: LISTEN on PostgreSQL, PRAGMA data_version on SQLite.

Both run on a thread of their own with a connection of their own, never the GUI's, and
call back on that thread (the event bus carries the news to the GUI thread).
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from app.deferred import load
from app.storage.engine.file_watch import FileStopped, FileWatch
from app.storage.engine.notify import CHANNEL, DataChange, decode

log = logging.getLogger(__name__)

# How long one wait for notifications lasts: the longest a stop() waits for the thread.
LISTEN_WAIT_S = 0.25
# After the server went away: first retry after RETRY_MIN_S, doubling up to RETRY_MAX_S.
RETRY_MIN_S = 0.25
RETRY_MAX_S = 5.0
CONNECT_TIMEOUT_S = 5
# More distinct changes than this in one wait are handed on as "re-read everything".
COALESCE_MAX = 5_000
# How often a SQLite file's data version is looked at (a few microseconds each time).
DATA_VERSION_POLL_S = 0.5
# Keepalives notice a server that vanished without closing the connection (a cable pulled,
# a laptop asleep) within about 10 + 3 × 5 seconds.
_KEEPALIVES = {
    "keepalives": 1,
    "keepalives_idle": 10,
    "keepalives_interval": 5,
    "keepalives_count": 3,
}

# (changes of another instance) or None: "something changed, details unknown".
OnChanges = Callable[[list[DataChange] | None], None]
# (connected, why not, listening): the connection to the server was lost, or is back;
# listening=False once live updates stopped for good.
OnStatus = Callable[[bool, str, bool], None]


class ChangeListener:
    """LISTENs for the notes of other instances on its own connection; reconnects when the
    server goes away, and says so (`on_status`) both ways.

    Notifications sent while the connection was down are lost; `on_status(True, "", True)`
    after a reconnect is the sign to re-read everything shown. What arrives within one wait
    is merged into one `on_changes` call; a notification that cannot be read is logged and
    answered with `on_changes(None)` (re-read everything); nothing a notification holds ends
    the thread.
    """

    def __init__(
        self,
        connect_kwargs: dict,
        origin: str,
        on_changes: OnChanges,
        on_status: OnStatus,
        describe: Callable[[Exception], str] = str,
    ):
        self._kwargs = {
            **connect_kwargs,
            **_KEEPALIVES,
            "autocommit": True,
            "connect_timeout": CONNECT_TIMEOUT_S,
        }
        self._origin = origin
        self._on_changes = on_changes
        self._on_status = on_status
        self._describe = describe
        self._stop = threading.Event()
        self.listening = threading.Event()  # set while LISTEN is in force
        self._thread = threading.Thread(target=self._run, name="mindkeep-listen", daemon=True)

    def start(self) -> ChangeListener:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout=CONNECT_TIMEOUT_S + 1)

    def _listen(self, conn) -> None:
        """Take what arrives for LISTEN_WAIT_S and hand it on as ONE call (issue 31): a burst
        of notifications, however long, costs the window one re-read per wait, never one
        per notification. Notifications that cannot be read (any role on the server may send
        them) and bursts of more than COALESCE_MAX changes are one full re-read instead."""
        merged: dict[DataChange, None] = {}
        unreadable = 0
        everything = False  # a full re-read is due: the rest of the wait is only drained
        for note in conn.notifies(timeout=LISTEN_WAIT_S):
            if everything:
                continue
            try:
                changes = decode(note.payload)
            except ValueError as exc:
                log.warning("ignoring notifications Mindkeep cannot read: %s", exc)
                unreadable += 1
                everything = True
                continue
            for change in changes:
                if change.origin != self._origin:
                    # One per thing changed: its versions in a burst tell the window nothing more.
                    merged[replace(change, version=None)] = None
            if len(merged) > COALESCE_MAX:
                everything = True  # too many to tell apart: read everything once
        if everything:
            self._on_changes(None)
        elif merged:
            self._on_changes(list(merged))

    def _run(self) -> None:
        """Listen until stop(); should the thread end any other way, say that live updates
        stopped (the window then says so for good)."""
        try:
            self._loop()
        except BaseException as exc:  # the thread ends here either way: it says why
            log.exception("live updates from the shared database stopped")
            if not self._stop.is_set():
                self._on_status(True, f"{type(exc).__name__}: {exc}", False)

    def _loop(self) -> None:
        psycopg = load("psycopg")  # PostgreSQL's driver, for a shared database only
        delay = RETRY_MIN_S
        lost = False
        while not self._stop.is_set():
            try:
                conn = psycopg.connect(**self._kwargs)
            except psycopg.Error as exc:
                if not lost:
                    lost = True
                    self._on_status(False, self._describe(exc), True)
                self._stop.wait(delay)
                delay = min(delay * 2, RETRY_MAX_S)
                continue
            try:
                conn.execute(f"LISTEN {CHANNEL}")
                self.listening.set()
                delay = RETRY_MIN_S
                if lost:
                    lost = False
                    self._on_status(True, "", True)
                while not self._stop.is_set():
                    self._listen(conn)
            except psycopg.Error as exc:
                self.listening.clear()
                if not self._stop.is_set():
                    lost = True
                    self._on_status(False, self._describe(exc), True)
            except Exception:
                # Not the connection: something this version did not foresee while handing
                # news on. Listen again on a new connection and re-read everything, rather
                # than let the thread die and the window silently stop updating.
                log.exception("the change listener failed; listening again")
                self.listening.clear()
                self._on_changes(None)
                self._stop.wait(delay)
                delay = min(delay * 2, RETRY_MAX_S)
            finally:
                self.listening.clear()
                conn.close()


class DataVersionWatcher:
    """Polls `PRAGMA data_version` of a SQLite file to notice other programs' commits.

    The value changes with every commit made through another connection, this program's
    own included; so each own commit is bracketed (`own_commit_starting` while it holds
    the write lock, `own_commit_done` right after) and only what is left is reported. A
    poll costs a few microseconds; an own write two more of them.
    """

    def __init__(
        self,
        path: Path,
        on_changes: OnChanges,
        interval: float | None = None,
        *,
        guard: FileWatch | None = None,
        on_stopped: Callable[[FileStopped], None] | None = None,
    ):
        self._conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._lock = threading.Lock()
        self._on_changes = on_changes
        # Each poll also looks at the file itself (replaced, damaged, upgraded by a newer
        # Mindkeep): the first refusal is handed on once, and the watch ends.
        self._guard = guard
        self._on_stopped = on_stopped
        self._unreadable = False
        self._interval = DATA_VERSION_POLL_S if interval is None else interval
        self._seen = self._version()
        self._foreign = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="mindkeep-data-version", daemon=True)

    def _version(self) -> int:
        return self._conn.execute("PRAGMA data_version").fetchone()[0]

    def start(self) -> DataVersionWatcher:
        self._thread.start()
        return self

    def own_commit_starting(self) -> None:
        """Called inside an own write transaction, before it commits."""
        with self._lock:
            if self._stop.is_set():
                return
            try:
                if self._version() != self._seen:
                    self._foreign = True  # someone else committed since the last look
            except sqlite3.Error:
                self._foreign = True  # the file cannot be read: the next poll says why

    def own_commit_done(self) -> None:
        with self._lock:
            if self._stop.is_set():
                return
            try:
                self._seen = self._version()
            except sqlite3.Error:
                self._foreign = True  # (the write itself committed; the poll says the rest)

    def check(self) -> bool:
        """True when another program committed since the last check."""
        with self._lock:
            version = self._version()
            changed = self._foreign or version != self._seen
            self._seen, self._foreign = version, False
        return changed

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            if self._guard is not None:
                stopped = self._guard.poll()
                if stopped is not None:
                    if self._on_stopped is not None:
                        self._on_stopped(stopped)
                    return  # nothing more is written here, nor news of it looked for
            try:
                changed = self.check()
            except sqlite3.Error as exc:
                if not self._unreadable:  # once, not every half second
                    self._unreadable = True
                    log.warning("cannot read the data version of the database: %s", exc)
                continue
            self._unreadable = False
            if changed:
                self._on_changes(None)

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout=self._interval + 5)
        with self._lock:
            self._conn.close()
