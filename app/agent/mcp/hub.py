"""The tool hub: every configured MCP server the agent may use, started when one of its tools
is called (or its definitions are listed), and stopped with the app.

A turn gives the model a server's tools from its definitions pinned on this computer (SPEC §3,
`ToolServers.pins_of`), without starting it: a server is started only for a call, for a
listing the user asks for (Settings → Tools' Refresh, `tools refresh`), or when a turn finds
its definitions not listed yet or older than they stay fresh (the server's own `ttlMs`, else a
day). Every start lists its tools and compares them with the pins: a change untrusts it
before anything of it runs.

The SDK is async; the agent runs turns on worker threads. The hub runs one event loop on
a thread of its own (started the first time a server is needed, so that nothing else
imports the SDK, ~1 s) and gives the workers blocking calls, each with a time limit and a
cancel flag (a `threading.Event`, such as the turn's `Cancel`).

Each server runs once per Space that uses it (and once for `tools list`): a process never
sees another Space's calls. A server that fails to start is not started again for
`RETRY_AFTER` seconds (each turn would otherwise wait for it again); one that stopped is
started again by the next turn that needs it.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import threading
import time
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from app.agent.mcp.errors import Failure, ToolServerError
from app.agent.mcp.listing import CallOutcome, McpTool, ServerTools, build_tools
from app.deferred import load
from app.domain.errors import AppError, Code
from app.domain.tools.servers import ToolServer, Trust, split_tool_name
from app.services.tool_servers import ToolServers

START_TIMEOUT = 30.0
CALL_TIMEOUT = 60.0
RETRY_AFTER = 30.0
# How long close() waits for the servers to stop (the SDK gives each ~6 s at worst).
CLOSE_TIMEOUT = 10.0
# A wait longer than the hub's own limit by this much means its loop is stuck.
_GRACE = 5.0
_POLL = 0.05  # how often a waiting worker looks at its cancel flag

# The key of a connection: (server name, Space id), or (name, None) for `tools list`.
_Key = tuple[str, int | None]


@dataclass(frozen=True, slots=True)
class HubTools:
    """The enabled servers' tools for one Space, and the servers that could not start."""

    tools: tuple[McpTool, ...] = ()
    problems: tuple[ToolServerError, ...] = ()


class ToolHub:
    """Tool servers for the agent: list a Space's tools, call one, stop them all."""

    def __init__(
        self,
        servers: ToolServers,
        *,
        start_timeout: float = START_TIMEOUT,
        call_timeout: float = CALL_TIMEOUT,
        retry_after: float = RETRY_AFTER,
    ):
        self.servers = servers
        self.start_timeout = start_timeout
        self.call_timeout = call_timeout
        self.retry_after = retry_after
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._closed = False
        # The tools made of a server's pinned definitions, by (server, when they were pinned):
        # checking each tool's schema costs ~2 ms, a dozen tools each turn before the model is
        # asked anything (issue 32: the first approval card). Definitions pinned at a time
        # never change; another listing that differs untrusts the server, a confirmation pins
        # them anew.
        self._built: dict[tuple[str, datetime], tuple] = {}
        # Changed on the loop's thread only (a worker reads a copy: _running).
        self._conns: dict[_Key, object] = {}
        self._starting: dict[_Key, asyncio.Future] = {}

    # ---------------------------------------------------------------- the worker's API

    def tools_for_space(self, space_id: int, *, cancel: threading.Event | None = None) -> HubTools:
        """The tools of every server enabled in this Space: from its pinned definitions while
        they are fresh, without starting it; a server never listed here, or listed longer ago
        than its definitions stay fresh, is started (those in parallel) to list them. A server
        that is not trusted or cannot start is a problem to show, not a failure."""
        servers = self.servers.enabled_in_space(space_id)
        found = {server.name: self._from_pins(server) for server in servers}
        to_list = [server for server in servers if found[server.name] is None]
        # Running servers removed, turned off in this Space or not trusted stop here.
        keep = {n for n, entry in found.items() if entry is None or entry.error is None}
        # Every tool pinned and nothing of this Space to stop: the turn does not hop to the
        # hub's thread (the hop was half of a turn's set-up before the model is asked, issue
        # 32's first approval card); a closed hub still says so.
        if to_list or (
            self._loop is not None
            and (
                self._closed
                or any(key[1] == space_id and key[0] not in keep for key in self._running())
            )
        ):
            for entry in self._run(
                self._ensure_all(to_list, space_id, prune=True, keep=keep),
                self.start_timeout + _GRACE,
                cancel,
                None,
            ):
                found[entry.server] = entry
        problems: list[ToolServerError] = []
        tools: list[McpTool] = []
        for server in servers:
            entry = found[server.name]
            if entry.error is not None:
                problems.append(entry.error)
            tools.extend(entry.tools)
        return HubTools(tuple(tools), tuple(problems))

    def known_tools(self, servers: Sequence[ToolServer]) -> dict[str, ServerTools]:
        """Each server's tools as pinned on this computer, or why it is not used (not trusted
        here, or its tools changed), starting none: what `tools list` and the Settings' Tools
        tab show. A server whose tools were never listed here is not in it."""
        known = {}
        for server in servers:
            entry = self._from_pins(server, fresh_only=False)
            if entry is not None:
                known[server.name] = entry
        return known

    def server_tools(
        self, names: Sequence[str] | None = None, *, cancel: threading.Event | None = None
    ) -> list[ServerTools]:
        """Each configured server (or those named) started on its own and its tools listed
        again, whatever the Spaces, and compared with the pins (a change untrusts it): what
        Settings → Tools' Refresh and `tools refresh` do."""
        configured = self.servers.list()
        if names is not None:
            configured = [s for s in configured if s.name in set(names)]
        if not configured:
            return []
        wanted = {s.name for s in configured}
        return self._run(
            self._relist(configured, wanted), self.start_timeout + _GRACE, cancel, None
        )

    def _from_pins(self, server: ToolServer, *, fresh_only: bool = True) -> ServerTools | None:
        """A server's tools as pinned, or why it is not used; None when they are to be listed
        (never listed here, or, with `fresh_only`, not fresh any more)."""
        trust, pins = self.servers.trust_and_pins(server)
        if trust is not Trust.TRUSTED:
            failure = Failure.CHANGED if trust is Trust.CHANGED else Failure.NOT_TRUSTED
            return ServerTools(server.name, error=ToolServerError(server.name, failure))
        if pins is None or (fresh_only and not pins.fresh_at(datetime.now(UTC))):
            return None
        key = (server.name, pins.pinned_at)
        built = self._built.get(key)
        if built is None:
            tools, left_out = build_tools(server.name, pins.definitions.tools)
            built = self._built[key] = (tuple(tools), tuple(left_out))
        return ServerTools(server.name, *built)

    def call(
        self,
        name: str,
        arguments: object,
        *,
        space_id: int | None,
        timeout: float | None = None,
        cancel: threading.Event | None = None,
    ) -> CallOutcome:
        """Run one tool (`SERVER__TOOL`) of a server enabled in this Space, its arguments
        checked against its schema first. Raises AppError: invalid_arguments (no such tool,
        arguments of the wrong shape), not_allowed (the server is off in this Space),
        ToolServerError (could not start, stopped, took longer than `timeout`, cancelled),
        tool_failed (the server refused the call). A result the server marks as failed is an
        outcome with ok=False, not an exception."""
        split = split_tool_name(name) if isinstance(name, str) else None
        server = self.servers.find(split[0]) if split is not None else None
        if server is None:
            raise AppError(Code.INVALID_ARGUMENTS, f"there is no tool named {name!r}.", None)
        if space_id is not None and not server.enabled_in(space_id):
            raise AppError(
                Code.NOT_ALLOWED,
                f"the {server.name} server is turned off in this Space; {name} cannot run here.",
                None,
            )
        limit = self.call_timeout if timeout is None else timeout
        return self._run(
            self._call(server, space_id, name, arguments, limit),
            self.start_timeout + limit + _GRACE,
            cancel,
            server.name,
        )

    def stop(self, name: str) -> None:
        """Stop every running instance of one server (removed or changed by the user)."""
        if self._loop is not None and not self._closed:
            self._run(self._stop_matching(lambda key: key[0] == name), CLOSE_TIMEOUT, None, None)

    def running(self) -> list[tuple[str, int | None]]:
        """(server, Space id) of every server that is up now."""
        if self._loop is None or self._closed:
            return []

        async def ready() -> list:
            return sorted(
                (k for k, c in self._conns.items() if c.state == c.READY),
                key=lambda k: (k[0], k[1] or 0),
            )

        return self._run(ready(), CLOSE_TIMEOUT, None, None)

    def close(self) -> None:
        """Stop every server and the hub's thread (the app is closing); waits a bounded time."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            loop, thread = self._loop, self._thread
        if loop is None:
            return
        future = asyncio.run_coroutine_threadsafe(self._stop_matching(lambda _key: True), loop)
        try:
            future.result(CLOSE_TIMEOUT)
        except (concurrent.futures.TimeoutError, RuntimeError):
            future.cancel()
        loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(CLOSE_TIMEOUT)

    # ---------------------------------------------------------------- the loop's thread

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._closed:
                raise ToolServerError("Mindkeep", Failure.CLOSED)
            if self._loop is None:
                loop = asyncio.new_event_loop()
                started = threading.Event()

                def run() -> None:
                    asyncio.set_event_loop(loop)
                    loop.call_soon(started.set)
                    try:
                        loop.run_forever()
                    finally:
                        loop.close()

                self._thread = threading.Thread(target=run, name="mindkeep-mcp", daemon=True)
                self._thread.start()
                started.wait()
                self._loop = loop
                # A process that ends without closing its core still stops its servers.
                atexit.register(_close_at_exit, weakref.ref(self))
            return self._loop

    def _running(self) -> list[_Key]:
        """The keys of the connections the loop holds now, from another thread: a copy made
        in one step under the GIL (the loop's thread alone changes them)."""
        return list(self._conns)

    def _run(
        self,
        coroutine,
        limit: float,
        cancel: threading.Event | None,
        server: str | None,
    ):
        """Run a coroutine on the hub's loop and wait for it, cancellable."""
        try:
            loop = self._ensure_loop()
        except ToolServerError:
            coroutine.close()
            raise
        future = asyncio.run_coroutine_threadsafe(coroutine, loop)
        deadline = time.monotonic() + limit
        while True:
            if cancel is not None and cancel.is_set():
                future.cancel()
                raise ToolServerError(server or "tool", Failure.CANCELLED)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                future.cancel()
                raise ToolServerError(server or "tool", Failure.TIMEOUT, seconds=limit)
            try:
                return future.result(min(_POLL, remaining) if cancel is not None else remaining)
            except concurrent.futures.TimeoutError:
                continue
            except concurrent.futures.CancelledError:
                raise ToolServerError(server or "tool", Failure.CANCELLED) from None

    async def _ensure_all(
        self,
        servers: list[ToolServer],
        space_id: int | None,
        *,
        prune: bool = False,
        keep: set[str] | None = None,
    ) -> list[ServerTools]:
        if prune:  # servers removed, or turned off in this Space, stop here (those not in `keep`)
            names = {s.name for s in servers} if keep is None else keep
            await self._stop_matching(lambda key: key[1] == space_id and key[0] not in names)
        return list(await asyncio.gather(*(self._ensure(s, space_id) for s in servers)))

    async def _relist(self, servers: list[ToolServer], names: set[str]) -> list[ServerTools]:
        """These servers listed again: the instances an earlier listing left running stop
        first (a running one would answer with what it listed then)."""
        await self._stop_matching(lambda key: key[1] is None and key[0] in names)
        return await self._ensure_all(servers, None)

    async def _ensure(self, server: ToolServer, space_id: int | None) -> ServerTools:
        """The connection of this server for this Space, started if it is not running (its
        start is shielded: a cancelled turn does not stop a server half-way)."""
        key = (server.name, space_id)
        conn = self._conns.get(key)
        # A row another program wrote or changed, or tools changed since they were pinned.
        trust = await asyncio.to_thread(self.servers.trust_state, server)
        if trust is not Trust.TRUSTED:
            if conn is not None:
                self._conns.pop(key, None)
                await conn.stop()
            failure = Failure.CHANGED if trust is Trust.CHANGED else Failure.NOT_TRUSTED
            return ServerTools(server.name, error=ToolServerError(server.name, failure))
        if conn is not None and conn.launch.server.launch_key() != server.launch_key():
            await conn.stop()  # its configuration changed since it started
            conn = None
        if conn is not None and conn.state == conn.FAILED and conn.error is not None:
            recent = time.monotonic() - (conn.failed_at or 0) < self.retry_after
            if conn.error.failure is Failure.START_FAILED and recent:
                return conn.listing()
            conn = None
        if conn is not None and conn.state == conn.CLOSED:
            conn = None
        if conn is None:
            started = self._starting.get(key)
            if started is None:
                started = asyncio.ensure_future(self._start(server, key))
                self._starting[key] = started
            return await asyncio.shield(started)
        if conn.state == conn.STARTING:
            await asyncio.shield(conn.settled.wait())
        return conn.listing()

    async def _start(self, server: ToolServer, key: _Key) -> ServerTools:
        Connection = load("app.agent.mcp.connection:Connection")  # the SDK, on the hub's thread
        try:
            try:
                # The keyring may be slow (a desktop's unlock prompt): not on the loop.
                launch = await asyncio.to_thread(self.servers.launch, server)
            except AppError as err:  # a secret the keyring no longer has
                if err.code is Code.TOOL_SERVER_NOT_TRUSTED:  # changed since _ensure looked
                    failure = ToolServerError(server.name, Failure.NOT_TRUSTED)
                    return ServerTools(server.name, error=failure)
                return ServerTools(
                    server.name,
                    error=ToolServerError(server.name, Failure.START_FAILED, err.message),
                )
            if self._closed:
                return ServerTools(server.name, error=ToolServerError(server.name, Failure.CLOSED))
            conn = Connection(launch, start_timeout=self.start_timeout)
            self._conns[key] = conn
            conn.start()
            await conn.settled.wait()
            if conn.state == conn.READY:
                # Pinned at the first listing since it was trusted; compared after that.
                try:
                    same = await asyncio.to_thread(
                        self.servers.check_definitions,
                        server,
                        conn.definitions,
                        ttl_ms=conn.ttl_ms,
                    )
                except AppError as err:  # the pins cannot be written
                    same, why = False, err.message
                else:
                    why = None
                if not same:
                    self._conns.pop(key, None)
                    await conn.stop()
                    if why is not None:
                        error = ToolServerError(server.name, Failure.START_FAILED, why)
                    else:
                        error = ToolServerError(server.name, Failure.CHANGED)
                    return ServerTools(server.name, error=error)
            return conn.listing()
        finally:
            self._starting.pop(key, None)

    async def _call(
        self, server: ToolServer, space_id: int | None, name: str, arguments: object, timeout: float
    ) -> CallOutcome:
        listing = await self._ensure(server, space_id)
        if listing.error is not None:
            raise listing.error
        tool = next((t for t in listing.tools if t.name == name), None)
        if tool is None:
            offered = ", ".join(t.name for t in listing.tools) or "none"
            raise AppError(
                Code.INVALID_ARGUMENTS,
                f"there is no tool named {name!r}; the {server.name} server offers: {offered}.",
                None,
            )
        checked = tool.check(arguments) if tool.check is not None else arguments
        return await self._conns[(server.name, space_id)].call(tool, checked, timeout)

    async def _stop_matching(self, matches) -> None:
        doomed = [(k, c) for k, c in self._conns.items() if matches(k)]
        for key, _conn in doomed:
            self._conns.pop(key, None)
        await asyncio.gather(*(c.stop() for _k, c in doomed), return_exceptions=True)


def _close_at_exit(ref: weakref.ref) -> None:
    hub = ref()
    if hub is not None:
        hub.close()
