"""A TCP proxy in front of a real PostgreSQL server that can lose the answer to one COMMIT,
or cut every connection at once.

Armed, it forwards the client's COMMIT (a simple-query message) to the server, lets the server
commit it, and then closes the client's connection without passing the answer on: the client
cannot know whether its transaction was applied (what a crash of the network or the server
right after a commit looks like). Bounded: it serves 127.0.0.1 only, until stop().
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time

COMMIT = b"Q\x00\x00\x00\x0bCOMMIT\x00"


class CuttingProxy:
    def __init__(self, server_port: int):
        self._target = ("127.0.0.1", server_port)
        self._listen = socket.socket()
        self._listen.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listen.bind(("127.0.0.1", 0))
        self._listen.listen(16)
        self.port = self._listen.getsockname()[1]
        self.armed = threading.Event()
        self.cut = threading.Event()  # set once an answer was lost
        self._stop = threading.Event()
        self._open: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        self._listen.settimeout(0.2)
        while not self._stop.is_set():
            try:
                client, _ = self._listen.accept()
            except OSError:
                continue
            server = socket.create_connection(self._target)
            self._open += [client, server]
            muted = threading.Event()  # this connection's answers are no longer passed on
            for args in ((client, server, True, muted), (server, client, False, muted)):
                threading.Thread(target=self._pipe, args=args, daemon=True).start()

    def _pipe(self, src, dst, from_client: bool, muted: threading.Event) -> None:
        try:
            while not self._stop.is_set():
                data = src.recv(65536)
                if not data:
                    break
                if not from_client and muted.is_set():
                    continue  # the answer goes nowhere
                if from_client and self.armed.is_set() and COMMIT in data:
                    self.armed.clear()
                    muted.set()
                    dst.sendall(data)
                    time.sleep(0.5)  # the server commits and answers into the void
                    src.shutdown(socket.SHUT_RDWR)  # the client never hears the answer
                    self.cut.set()
                    break
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                with contextlib.suppress(OSError):
                    s.close()

    def drop_all(self) -> None:
        """Cut every connection now, silently (what a restart or a network failure does to a
        connection that sits idle in a pool)."""
        for s in self._open:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
        self._open.clear()

    def stop(self) -> None:
        self._stop.set()
        self._listen.close()
