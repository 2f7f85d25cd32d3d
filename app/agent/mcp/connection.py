"""One running tool server, spoken to through the official SDK's client, on the hub's event
loop (every method here runs on that loop's thread).

A connection is owned by one task, which enters the SDK's `Client` (and so starts the
process, or opens the HTTP session), lists the tools, then waits until it is told to stop,
and leaves the client in the same task (anyio's rule). Calls are other tasks on the same
loop, each with its own time limit.

What a server gets from Mindkeep: the arguments the model wrote for its tool, and nothing
else. A stdio server starts with the SDK's small environment (HOME, LOGNAME, PATH, SHELL,
TERM, USER): no MINDKEEP_* variable, no API key, no database URL. The client answers no
request of the server's (sampling, which would run the model; elicitation; roots): the
SDK's defaults refuse each one. Its standard error goes to a file of its own, whose last
lines explain a failure to start.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import tempfile
import time

import anyio
import httpx2
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp.types import CONNECTION_CLOSED, METHOD_NOT_FOUND, Implementation
from pydantic import ValidationError

from app import __version__
from app.agent.mcp.content import result_text
from app.agent.mcp.errors import Failure, ToolServerError
from app.agent.mcp.listing import (
    CallOutcome,
    LeftOut,
    McpTool,
    ServerTools,
    build_tools,
    definitions_of,
)
from app.domain.errors import AppError, Code
from app.domain.tools.definitions import Definitions
from app.domain.tools.servers import SECRET_PLACEHOLDER, Transport, url_secrets
from app.i18n import N_, _

# The SDK logs what it cannot parse from a server; the failure reaches the user as a
# ToolServerError instead, so its records are not printed on the terminal by Python's
# last-resort handler (an application that sets up logging still receives them).
logging.getLogger("mcp.client").addHandler(logging.NullHandler())

LIST_PAGES_MAX = 100
STDERR_TAIL = 600


class Connection:
    """One server started for one Space (or for `tools list`), its tools, and its state."""

    STARTING, READY, FAILED, CLOSED = "starting", "ready", "failed", "closed"

    def __init__(self, launch, *, start_timeout: float):
        self.launch = launch
        self.name: str = launch.server.name
        self.start_timeout = start_timeout
        self.state = self.STARTING
        self.error: ToolServerError | None = None
        self.failed_at: float | None = None
        self.tools: dict[str, McpTool] = {}
        self.left_out: tuple[LeftOut, ...] = ()
        # What the server told the model when it was listed (its tools and instructions), for
        # the hub to compare with the pins (app.domain.tools.definitions).
        self.definitions = Definitions()
        # How long the server said its tool list stays fresh (MCP's `ttlMs`), None when it did
        # not say: the hub keeps it with the pins.
        self.ttl_ms: int | None = None
        self.settled = asyncio.Event()  # ready, or failed to start
        self._client: Client | None = None
        self._stop = asyncio.Event()
        self._errlog = None
        self._http_status: int | None = None
        self.task: asyncio.Task | None = None

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._own(), name=f"mcp:{self.name}")

    def listing(self) -> ServerTools:
        if self.state != self.READY:
            return ServerTools(self.name, error=self.error)
        return ServerTools(self.name, tuple(self.tools.values()), self.left_out)

    async def stop(self) -> None:
        """Stop the server (the SDK closes its stdin, waits, then terminates it)."""
        self._stop.set()
        if self.task is not None and not self.task.done():
            with contextlib.suppress(asyncio.CancelledError):
                await self.task

    # ---------------------------------------------------------------- the owner task

    async def _own(self) -> None:
        # The server's standard error: read when it fails, so kept open until then.
        self._errlog = tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace")  # noqa: SIM115
        try:
            # The start's time limit is a deadline on a scope around the client's whole life
            # (lifted once it is ready): the SDK's own scopes open inside it must close
            # inside it too.
            with anyio.CancelScope(deadline=anyio.current_time() + self.start_timeout) as scope:
                async with contextlib.AsyncExitStack() as stack:
                    transport = await self._transport(stack)
                    client = await stack.enter_async_context(
                        Client(
                            transport,
                            cache=None,
                            client_info=Implementation(name="mindkeep", version=__version__),
                        )
                    )
                    listed = await self._list_tools(client)
                    scope.deadline = math.inf
                    tools, left_out = build_tools(self.name, listed)
                    self.definitions = definitions_of(listed, client.instructions)
                    self.tools = {t.name: t for t in tools}
                    self.left_out = tuple(left_out)
                    self._client = client
                    self.state = self.READY
                    self.settled.set()
                    await self._stop.wait()
            if scope.cancelled_caught and self.state == self.STARTING:
                self.error = self._start_failure(TimeoutError())
        # Whatever the SDK, the transport or the server raised ends this server, and only it.
        except (Exception, asyncio.CancelledError) as exc:  # noqa: BLE001
            if self.state == self.STARTING:
                self.error = self._start_failure(exc)
            elif not self._stop.is_set():
                self.error = ToolServerError(
                    self.name, Failure.STOPPED, self._hidden(_describe(exc))
                )
        finally:
            self._errlog.close()
            self._client = None
            self.state = self.FAILED if self.error is not None else self.CLOSED
            if self.error is not None:
                self.failed_at = time.monotonic()
            self.settled.set()

    async def _transport(self, stack: contextlib.AsyncExitStack):
        launch = self.launch
        if launch.server.transport is Transport.STDIO:
            params = StdioServerParameters(
                command=launch.command, args=list(launch.args), cwd=launch.cwd or None
            )
            return stdio_client(params, errlog=self._errlog)

        async def note_status(response) -> None:
            # The SDK turns an HTTP error into a JSON-RPC one without its status.
            if response.status_code >= 400:
                self._http_status = response.status_code

        http = await stack.enter_async_context(
            httpx2.AsyncClient(
                headers=launch.headers,
                timeout=httpx2.Timeout(30.0, read=300.0),
                event_hooks={"response": [note_status]},
            )
        )
        return streamable_http_client(launch.url, http_client=http)

    async def _list_tools(self, client: Client) -> list:
        listed, cursor, ttls = [], None, []
        for _page in range(LIST_PAGES_MAX):
            try:
                page = await client.list_tools(cursor=cursor)
            except MCPError as exc:
                if exc.code == METHOD_NOT_FOUND and not listed:
                    return []  # a server with no tools at all
                raise
            listed += page.tools
            ttls.append(list_ttl(page))
            cursor = page.next_cursor
            if not cursor:
                break
        said = [t for t in ttls if t is not None]
        self.ttl_ms = min(said) if said else None
        return listed

    def _stderr_tail(self) -> str:
        """The last lines the server wrote to its standard error, on one line."""
        if self._errlog is None:
            return ""
        try:
            self._errlog.flush()
            self._errlog.seek(0)
            text = self._errlog.read()
        except (OSError, ValueError):
            return ""
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        tail = " | ".join(lines[-3:])
        return tail if len(tail) <= STDERR_TAIL else "…" + tail[-STDERR_TAIL:]

    def _start_failure(self, exc: BaseException) -> ToolServerError:
        launch = self.launch
        cause = _leaf(exc)
        fields: dict = {"url": launch.url, "command": launch.command}
        if isinstance(cause, TimeoutError):
            template = N_("it was not ready within {seconds} seconds")
            fields["seconds"] = f"{self.start_timeout:g}"
        elif isinstance(cause, OSError) and launch.server.transport is Transport.STDIO:
            template = N_("cannot run {command}: {error}")
            fields["error"] = cause.strerror or str(cause)
        elif self._http_status is not None and isinstance(cause, MCPError):
            fields["status"] = self._http_status
            template = (
                N_("{url} answered HTTP {status} (it refused the headers: check the token)")
                if self._http_status in (401, 403)
                else N_("{url} answered HTTP {status}")
            )
        elif isinstance(cause, MCPError) and cause.code == CONNECTION_CLOSED:
            template = N_("it exited before it was ready")
        elif isinstance(cause, ValidationError):
            # The SDK checks every answer against MCP's types; one tool whose input schema is
            # not an object (which no provider would take either) fails the whole list.
            template = N_("its answer does not follow MCP ({where})")
            fields["where"] = "; ".join(
                f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in cause.errors()[:3]
            )
        elif isinstance(cause, httpx2.HTTPStatusError):
            template = N_("{url} answered HTTP {status}")
            fields["status"] = cause.response.status_code
        elif isinstance(cause, httpx2.TransportError):
            template = N_("cannot connect to {url}: {error}")
            fields["error"] = _describe(cause)
        else:
            template, fields["error"] = "{error}", _describe(cause)
        said = self._stderr_tail()  # the server's own words, as it wrote them
        tail = f" ({said})" if said else ""

        def local() -> str:
            return self._hidden(_(template).format(**fields) + tail)

        english = self._hidden(template.format(**fields) + tail)
        return ToolServerError(self.name, Failure.START_FAILED, english, local_detail=local)

    def _hidden(self, text: str) -> str:
        """`text` without the server's secrets (a key in its URL, a token argument or header,
        also as the server itself wrote them on its standard error): an error is shown and
        may be kept, and those live only in the OS keyring (SPEC §2.5)."""
        launch, server = self.launch, self.launch.server
        if launch.url and server.url and launch.url != server.url:
            text = text.replace(launch.url, server.url)
        values = [launch.args[i] for i in server.secret_args if i < len(launch.args)]
        values += [launch.headers.get(h, "") for h in server.secret_headers]
        values += [v for _i, v in url_secrets(launch.url)[1]] if launch.url else []
        for value in sorted({v for v in values if len(v) >= 4}, key=len, reverse=True):
            text = text.replace(value, SECRET_PLACEHOLDER)
        return text

    # ---------------------------------------------------------------- calls

    async def call(self, tool: McpTool, arguments: dict, timeout: float) -> CallOutcome:
        """Run one tool; a server that went away is stopped and reported."""
        client = self._client
        if self.state != self.READY or client is None:
            raise self.error or ToolServerError(self.name, Failure.STOPPED)
        try:
            with anyio.fail_after(timeout):
                result = await client.call_tool(tool.tool, arguments)
        except TimeoutError:
            raise ToolServerError(self.name, Failure.TIMEOUT, seconds=timeout) from None
        except MCPError as exc:
            if exc.code == CONNECTION_CLOSED:
                raise await self._went_away(exc) from None
            raise AppError(
                Code.TOOL_FAILED,
                f"the {self.name} server refused the call to {tool.tool}: {_short(exc.message)}",
            ) from None
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, httpx2.TransportError) as exc:
            raise await self._went_away(exc) from None
        except RuntimeError as exc:  # the SDK's check of structured content against its schema
            raise AppError(
                Code.TOOL_FAILED,
                f"the {self.name} server's answer from {tool.tool} is not what it promised: "
                f"{_short(str(exc))}",
            ) from None
        return CallOutcome(
            server=self.name,
            tool=tool.tool,
            ok=not result.is_error,
            output=result_text(result.content, result.structured_content),
        )

    async def _went_away(self, exc: BaseException) -> ToolServerError:
        said = self._stderr_tail()
        detail = self._hidden(_describe(exc) + (f" ({said})" if said else ""))
        self.error = ToolServerError(self.name, Failure.STOPPED, detail)
        # No call goes to it any more, and the next turn starts a new one.
        self.state, self._client, self.failed_at = self.FAILED, None, time.monotonic()
        self._stop.set()  # the owner leaves the client: the process is reaped
        return self.error


def list_ttl(page: object) -> int | None:
    """How long a page of a tool list says it stays fresh, in milliseconds (MCP's `ttlMs`), or
    None when it says nothing that can be honoured.

    A page of a protocol before 2026-07-28 has none. A `ttlMs` of 0 ("immediately stale: the
    client MAY re-fetch every time") is also what the SDKs send for every server that did not
    choose one, so it is read as nothing said: such a server's tools are listed again at most
    once a day (app.domain.tools.definitions.FRESH_FOR), and compared with the pins whenever it
    starts for a call."""
    fields = getattr(page, "model_fields_set", ())
    ttl = getattr(page, "ttl_ms", None)
    if "ttl_ms" not in fields or not isinstance(ttl, int) or isinstance(ttl, bool) or ttl <= 0:
        return None
    return ttl


def _leaf(exc: BaseException) -> BaseException:
    """The first real cause inside (nested) exception groups."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        inner = [e for e in exc.exceptions if not isinstance(e, asyncio.CancelledError)]
        exc = (inner or list(exc.exceptions))[0]
    return exc


def _describe(exc: BaseException) -> str:
    exc = _leaf(exc)
    if isinstance(exc, MCPError) and exc.code == CONNECTION_CLOSED:
        return "the connection closed"
    text = str(exc).strip()
    return _short(f"{type(exc).__name__}: {text}" if text else type(exc).__name__)


def _short(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
