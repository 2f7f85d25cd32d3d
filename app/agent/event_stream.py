"""Reading a model server's streamed answer as it comes: its bytes split into lines as the
server-sent events standard splits them, bounded (STREAM_BYTES_MAX, LINE_MAX), the data of each
event, and the socket under it shut when the user cancels or the answer overstays its end (the
OpenAI-compatible provider, app/agent/providers.py, reads its streams through these)."""

from __future__ import annotations

import contextlib
import heapq
import importlib
import itertools
import logging
import re
import socket
import threading
import time
from collections.abc import Callable, Iterator

log = logging.getLogger(__name__)

# Bytes of one streamed answer, whatever they hold (events without text count too), and of
# one line of it: past them the answer is not read further.
STREAM_BYTES_MAX = 64 * 1024 * 1024
LINE_MAX = 8 * 1024 * 1024


class TooLong(Exception):
    """The stream went past STREAM_BYTES_MAX, or one of its lines past LINE_MAX."""


def shut(stream) -> None:
    """Shut a streaming answer's socket down: a read that waits on it ends at once (closing
    the response from another thread does not wake a read that waits for a silent server)."""
    network = getattr(stream, "response", None)
    network = getattr(network, "extensions", {}).get("network_stream")
    sock = network.get_extra_info("socket") if network is not None else None
    if sock is not None:
        with contextlib.suppress(OSError):  # already closed: the read is over anyway
            sock.shutdown(socket.SHUT_RDWR)


class Deadline:
    """An action due at a time unless cancelled first (`cancel()`, as a Timer's)."""

    __slots__ = ("action", "cancelled", "when")

    def __init__(self, when: float, action: Callable[[], None]):
        self.when = when
        self.action = action
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class Deadlines:
    """One thread, started with the first deadline and kept, runs every deadline of the
    process when it is due. A `threading.Timer` per deadline started a thread in every model
    step, and starting one waits until the new thread runs: on a loaded machine that was a
    scheduler's turn in the middle of a step (issue 32, the agent turn's p99)."""

    def __init__(self) -> None:
        self._cond = threading.Condition(threading.Lock())
        self._due: list[tuple[float, int, Deadline]] = []
        self._order = itertools.count()
        self._thread: threading.Thread | None = None
        self.threads_started = 0  # 1 once the first deadline came (said by the tests)

    def after(self, seconds: float, action: Callable[[], None]) -> Deadline:
        deadline = Deadline(time.monotonic() + seconds, action)
        with self._cond:
            heapq.heappush(self._due, (deadline.when, next(self._order), deadline))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._run, name="mindkeep-deadlines", daemon=True
                )
                self.threads_started += 1
                self._thread.start()
            elif self._due[0][2] is deadline:  # sooner than the one it waits for
                self._cond.notify()
        return deadline

    def _next(self) -> Deadline:
        with self._cond:
            while True:
                while self._due and self._due[0][2].cancelled:
                    heapq.heappop(self._due)
                if not self._due:
                    self._cond.wait()
                    continue
                wait = self._due[0][0] - time.monotonic()
                if wait <= 0:
                    return heapq.heappop(self._due)[2]
                self._cond.wait(wait)

    def _run(self) -> None:
        while True:
            deadline = self._next()
            if deadline.cancelled:
                continue
            try:
                deadline.action()
            except Exception:  # one failing must not end the others
                log.warning("a deadline's action failed", exc_info=True)


DEADLINES = Deadlines()


def end_after(stream, seconds: float) -> Deadline:
    """Cut the answer off in `seconds` unless cancelled first."""
    return DEADLINES.after(seconds, lambda: shut(stream))


def abort_when_cancelled(stream, cancel: threading.Event | None) -> Callable[[], None]:
    """Cut a streaming HTTP answer the moment `cancel` is set (the read then fails, and the
    step ends as cancelled)."""
    on_set = getattr(cancel, "on_set", None)
    if on_set is None:
        return lambda: None
    return on_set(lambda: shut(stream))


EOL = re.compile(rb"\r\n|\r|\n")


def lines(chunks: Iterator[bytes]) -> Iterator[str]:
    """The lines of an event stream from its bytes, as the SSE standard splits them (CR LF,
    LF or CR: not the other line breaks str.splitlines knows, which may stand unescaped
    inside a JSON string), each at most LINE_MAX bytes, all at most STREAM_BYTES_MAX. Each
    byte is looked at once: a long line is kept in pieces and joined when it ends."""
    pending: list[bytes] = []
    size = total = 0
    skip_lf = False  # the last chunk ended in CR: an LF starting this one is part of it
    for chunk in chunks:
        total += len(chunk)
        if total > STREAM_BYTES_MAX:
            raise TooLong
        if skip_lf and chunk[:1] == b"\n":
            chunk = chunk[1:]
        skip_lf = False
        start = 0
        for end in EOL.finditer(chunk):
            pending.append(chunk[start : end.start()])
            yield b"".join(pending).decode("utf-8", "replace")
            pending, size = [], 0
            start = end.end()
            skip_lf = end.group() == b"\r" and start == len(chunk)
        if start < len(chunk):
            pending.append(chunk[start:])
            size += len(chunk) - start
            if size > LINE_MAX:
                raise TooLong
    if pending:
        yield b"".join(pending).decode("utf-8", "replace")


def sse_data(lines) -> Iterator[str]:
    """The data of each server-sent event (its `data:` lines joined), in order."""
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                yield "\n".join(data)
                data = []
            continue
        field, _colon, value = line.partition(":")
        if field == "data":
            data.append(value[1:] if value.startswith(" ") else value)
    if data:
        yield "\n".join(data)


def transport_errors(response) -> type[Exception]:
    """The base class of the HTTP library's transport errors (a read that timed out, a
    connection reset) for the response the SDK gave: `httpx` or the fork it bundles."""
    module = importlib.import_module(type(response).__module__.split(".")[0])
    return getattr(module, "TransportError", OSError)
