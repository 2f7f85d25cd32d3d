"""`mindkeep mcp` over standard input and output (SPEC §9): the client's lines read by a thread
of their own, and what is not a JSON-RPC message answered with a JSON-RPC error, around the
SDK's stdio transport. The server itself is app/mcp/server.py; HTTP is app/mcp/http.py."""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading
from typing import TYPE_CHECKING

import anyio
import mcp_types as types
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage

if TYPE_CHECKING:
    from app.mcp.server import MindkeepMcp


class _Answering:
    """The read side of stdio, answering what is not a JSON-RPC message with a JSON-RPC error
    (JSON-RPC 2.0: -32700 for text that is not JSON, -32600 for JSON that is not a request),
    where the SDK only logs it: a client that sent garbage is told so, and nothing is done."""

    def __init__(self, inner, write):
        self._inner = inner
        self._write = write

    @property
    def last_context(self):
        return getattr(self._inner, "last_context", None)

    async def receive(self):
        while True:
            item = await self._inner.receive()
            if not isinstance(item, Exception):
                return item
            code, text = _wire_error(item)
            error = types.JSONRPCError(
                jsonrpc="2.0", id=None, error=types.ErrorData(code=code, message=text)
            )
            with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError):
                await self._write.send(SessionMessage(error))

    async def aclose(self) -> None:
        await self._inner.aclose()

    def __aiter__(self):
        return self

    async def __anext__(self):
        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc) -> None:
        await self.aclose()


def _wire_error(exc: Exception) -> tuple[int, str]:
    text = str(exc)
    if "json_invalid" in text or "Invalid JSON" in text:
        return types.PARSE_ERROR, "Parse error: the line is not JSON."
    return types.INVALID_REQUEST, "Invalid Request: not a JSON-RPC 2.0 message."


class _StdinLines:
    """The client's lines on standard input, for the SDK's reader, read by a daemon thread of
    their own: when serving stops (the database could not be opened) the process can exit
    while the client still holds its end open; the SDK's own reader waits in a worker thread
    the interpreter would wait for. Raw reads of a copy of the descriptor, so no buffer's lock
    is left held at exit."""

    def __init__(self, fd: int = 0):
        self._fd = os.dup(fd)
        self._lines: asyncio.Queue[str | None] | None = None

    def __aiter__(self):
        return self

    async def __anext__(self) -> str:
        if self._lines is None:
            self._lines = asyncio.Queue()
            loop = asyncio.get_running_loop()
            threading.Thread(
                target=self._pump, args=(loop,), name="mindkeep-mcp-stdin", daemon=True
            ).start()
        line = await self._lines.get()
        if line is None:
            raise StopAsyncIteration
        return line

    def end(self) -> None:
        """The input ends here, as if the client had closed it (on the event loop's thread)."""
        if self._lines is not None:
            self._lines.put_nowait(None)

    def _pump(self, loop: asyncio.AbstractEventLoop) -> None:
        assert self._lines is not None
        put = self._lines.put_nowait
        pending = b""
        try:
            while chunk := os.read(self._fd, 65536):
                *lines, pending = (pending + chunk).split(b"\n")
                for line in lines:
                    loop.call_soon_threadsafe(put, line.decode("utf-8", errors="replace") + "\n")
        except OSError:
            pass  # the descriptor went away: the end of the input
        with contextlib.suppress(RuntimeError):  # the loop has closed
            if pending:
                loop.call_soon_threadsafe(put, pending.decode("utf-8", errors="replace"))
            loop.call_soon_threadsafe(put, None)


async def serve_stdio(mk: MindkeepMcp) -> None:
    """Serve one client over this process's standard input and output, until it goes or the
    database cannot be opened (`mk.failed` says why)."""
    lines = _StdinLines()
    mk.stop_serving = lines.end
    async with stdio_server(stdin=lines) as (read, write):
        await mk.server.run(_Answering(read, write), write, mk.initialization_options())
