"""Mindkeep as an MCP server for other agents (SPEC §9), on the official SDK's low-level server.

A thin adapter, like the CLI: each request becomes a call on the same services and Memory
tools as Mindkeep's own agent, run off the event loop (the services are synchronous), and its
result goes back as the SDK's types.

Which Space: `--space ID`, else the Space bound to the client's roots (asked once, when the
client declares them), else to the server's working folder; an unbound folder gets a Space
named after it, bound to it. Each client connection is one external Session of that Space,
named after the client (its `clientInfo`), made on the first tool call (a client that only
lists the tools leaves nothing behind).

Both protocol eras the SDK serves work: the handshake era (initialize; `resources/subscribe`
and `notifications/resources/updated`) that today's coding agents speak, and the 2026-07-28
era (identity in each request's `_meta`, changes on `subscriptions/listen`). A connection is
the stdio process, an HTTP `Mcp-Session-Id`, or, on stateless requests, the client's name.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import hashlib
import json
import logging
import os
import sys
import threading
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlparse

import anyio
import mcp_types as types
from mcp.server import Server, ServerRequestContext
from mcp.server.subscriptions import InMemorySubscriptionBus, ListenHandler, ResourceUpdated
from mcp.shared.exceptions import MCPError
from mcp.shared.message import ServerMessageMetadata
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from app import __version__
from app.agent.tools import ToolContext
from app.agent.tools.memory_surface import Definition
from app.bootstrap import follow_changes
from app.domain.errors import AppError
from app.domain.memory.taint import relayed_by
from app.domain.model import UNNAMED_CLIENT, Space, client_name
from app.mcp import definitions
from app.mcp import tools as mcp_tools
from app.services.events import ChangedElsewhere, DatabaseStopped, Event, MemoryChanged

if TYPE_CHECKING:
    from app.bootstrap import Core

log = logging.getLogger(__name__)

# The database is opened behind the first answers: LISTED_S after a `tools/list` is answered
# (its answer is written first: a worker importing SQLAlchemy beside it took ~10% longer), at
# once for a request that needs it, else OPEN_AFTER_S after serving begins.
LISTED_S = 0.2
OPEN_AFTER_S = 2.0
RESOURCE_NOT_FOUND = -32002  # the MCP specification's code for an unknown resource
ROOTS_TIMEOUT_S = 5.0
URI = "mindkeep://space/{id}/rules.md"
INSTRUCTIONS = (
    "Mindkeep keeps the user's Memory: the rules and notes they decided on, for this project "
    "and for all their work. Call memory_context at the start of a task and follow its rules. "
    "When the user states a lasting rule, suggest it with propose_memory_rule and their own "
    "words as user_quote: the user reviews every suggestion in Mindkeep; nothing you call can "
    "save, accept, edit or delete Memory."
)
# Names some coding agents' clients give themselves (clientInfo.name), and how people call
# them; any other client is named as it names itself (its title first).
KNOWN_CLIENTS = {
    "claude-code": "Claude Code",
    "codex-mcp-client": "Codex",
    "cursor-vscode": "Cursor",
    "gemini-cli-mcp-client": "Gemini CLI",
    "mcp-inspector": "MCP Inspector",
    "inspector-client": "MCP Inspector",
}


def display_name(info: types.Implementation | None) -> str:
    """What the user sees an outside agent called: "Claude Code"."""
    if info is None:
        return UNNAMED_CLIENT
    known = KNOWN_CLIENTS.get(info.name.strip().lower())
    return client_name(known or info.title or info.name)


def rules_uri(space_id: int) -> str:
    return URI.format(id=space_id)


def space_of_uri(uri: str) -> int | None:
    """The Space id of a `mindkeep://space/{id}/rules.md` URI, or None."""
    parsed = urlparse(uri)
    parts = parsed.path.strip("/").split("/")
    if (
        parsed.scheme == "mindkeep"
        and parsed.netloc == "space"
        and len(parts) == 2
        and parts[0].isdigit()
        and parts[0].isascii()
        and len(parts[0]) < 19
        and parts[1] == "rules.md"
    ):
        return int(parts[0])
    return None


class Opening:
    """The Core, opened on a worker thread once something asks for it (`start`): the first
    answers (`initialize`, `tools/list`) never wait for SQLAlchemy, the database or the
    services (app/startup.py). A tool call or a resource read waits for it (`get`)."""

    def __init__(self, build: Callable[[], Core]):
        self._build = build
        self._future: concurrent.futures.Future[Core] = concurrent.futures.Future()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._opened: list[Callable[[Core], None]] = []

    def when_open(self, then: Callable[[Core], None]) -> None:
        """Run `then(core)` on the worker once the Core is open, before anyone may use it."""
        self._opened.append(then)

    @property
    def started(self) -> bool:
        return self._thread is not None

    def start(self) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._open, name="mindkeep-mcp-open")
                self._thread.start()

    def _open(self) -> None:
        try:
            core = self._build()
            for then in self._opened:
                then(core)
        except BaseException as exc:  # noqa: BLE001 (told to whoever waits for the Core)
            self._future.set_exception(exc)
        else:
            self._future.set_result(core)

    async def wait(self) -> Core:
        """The Core once opened (without asking for it); raises what opening it raised."""
        # Shielded: a waiter that is cancelled (serving stops) must not cancel the opening.
        return await asyncio.shield(asyncio.wrap_future(self._future))

    async def get(self) -> Core:
        self.start()
        return await self.wait()

    def result(self) -> Core:
        """The Core, opened now if nothing asked for it yet (blocking)."""
        self.start()
        return self._future.result()

    def close(self) -> None:
        if self._thread is None:
            return
        self._thread.join()
        if self._future.exception() is None:
            self._future.result().close()


@dataclass(eq=False)
class Link:
    """One client connection: its name, Space, external Session and subscriptions."""

    key: str
    client: str
    space: Space | None = None
    folder: str | None = None  # where the client works (its first root, else the folder served)
    session_id: int | None = None
    lock: anyio.Lock = field(default_factory=anyio.Lock)
    subscriptions: set[str] = field(default_factory=set)
    session: Any = None  # the SDK's ServerSession, for notifications (handshake era)


class MindkeepMcp:
    """The server: the SDK's `Server` with Mindkeep's tools and resources, over one Core."""

    def __init__(
        self,
        opening: Opening,
        *,
        space_id: int | None = None,
        cwd: str | None = None,
        inline: bool = False,
    ):
        self.opening = opening
        # Run the services on the event loop itself (stdio: one client, one request at a time,
        # and no hop to a worker thread and back, which on a busy machine is most of a call's
        # tail); otherwise on worker threads, so many HTTP clients are served at once.
        self.inline = inline
        self.space_id = space_id
        self.cwd = cwd or os.getcwd()
        self.tools = mcp_tools.registry()
        self.links: dict[str, Link] = {}
        self.bus = InMemorySubscriptionBus()
        self._listen = ListenHandler(self.bus)
        self._dirty: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._sent: dict[str, str] = {}  # uri → digest of the text last announced
        self.failed: AppError | None = None  # why the database could not be opened
        self._unsubscribe: Callable[[], None] | None = None
        self._stop_following: Callable[[], None] | None = None
        opening.when_open(self._follow)
        self.stop_serving: Callable[[], None] | None = None  # set by the transport
        self.server: Server = Server(
            "mindkeep",
            version=__version__,
            title="Mindkeep",
            instructions=INSTRUCTIONS,
            lifespan=self._lifespan,
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
            on_list_resources=self._list_resources,
            on_list_resource_templates=self._list_templates,
            on_read_resource=self._read_resource,
            on_subscribe_resource=self._subscribe,
            on_unsubscribe_resource=self._unsubscribe,
            on_subscriptions_listen=self._listen_own,
        )

    def initialization_options(self):
        return self.server.create_initialization_options()

    async def _core(self) -> Core:
        return await self.opening.get()

    async def _run(self, fn, *args):
        """A service call (synchronous: the database), inline or on a worker thread; run once
        more when a shared database's dropped connection undid it whole (issue 31)."""

        core = await self._core()

        def call():
            return core.db.retrying(lambda: fn(*args))

        if self.inline:
            return call()
        return await anyio.to_thread.run_sync(call)

    # ---------------------------------------------------------------- connections

    def _link(self, ctx: ServerRequestContext) -> Link:
        params = ctx.session.client_params
        client = display_name(params.client_info if params is not None else None)
        request = ctx.request
        if request is not None:
            sid = request.headers.get("mcp-session-id")
            key = f"http:{sid}" if sid else f"http-client:{client}"
        else:
            key = "stdio"
        link = self.links.get(key)
        if link is None:
            link = self.links[key] = Link(key, client)
        return link

    async def _folders(self, ctx: ServerRequestContext) -> list[str]:
        """The client's roots (handshake era, when it declares them), then the working folder
        when it lies inside one of them (a root above the project: the project's binding is
        found from the working folder); else the working folder."""
        folders: list[str] = []
        roots = types.ClientCapabilities(roots=types.RootsCapability())
        if (
            ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS
            and ctx.request_id is not None
            and ctx.session.check_client_capability(roots)
        ):
            try:
                with anyio.fail_after(ROOTS_TIMEOUT_S):
                    listed = await ctx.session.send_request(
                        types.ListRootsRequest(),
                        types.ListRootsResult,
                        metadata=ServerMessageMetadata(related_request_id=ctx.request_id),
                    )
                for root in listed.roots:
                    url = urlparse(str(root.uri))
                    if url.scheme == "file":
                        folders.append(unquote(url.path))
            except (MCPError, TimeoutError, ValueError) as exc:
                log.info("the client's roots could not be read (%s); using the working folder", exc)
        if not folders:
            return [self.cwd]
        cwd = Path(self.cwd)
        if any(cwd != Path(f) and Path(f) in cwd.parents for f in folders):
            folders.append(self.cwd)
        return folders

    async def _space(self, link: Link, ctx: ServerRequestContext) -> Space:
        async with link.lock:
            if link.space is None:
                core = await self._core()
                if self.space_id is not None:
                    link.space = await self._run(core.external.space, self.space_id)
                    link.folder = self.cwd
                else:
                    folders = await self._folders(ctx)
                    # Where it works: the working folder when it is one of these (a hook run
                    # there keeps to the same external Session), else its first root.
                    link.folder = self.cwd if self.cwd in folders else folders[0]
                    link.space, _made = await self._run(
                        lambda: core.external.space_for(folders).value
                    )
                # What its rules.md says now: a change from here on is announced (to a
                # `resources/subscribe` of the handshake era, a listen stream of 2026's).
                uri = rules_uri(link.space.id)
                if uri not in self._sent:
                    self._sent[uri] = await self._digest(link.space.id)
            return link.space

    @staticmethod
    def _still_there(core: Core, link: Link) -> bool:
        """Whether the link's external Session is still in the database as it was made (the user
        deleted it, or a backup was restored since: its id may now be another Session's)."""
        try:
            info = core.chat.get_session(link.session_id)
        except AppError:
            return False
        space = link.space
        return (
            info.external_client == link.client
            and space is not None
            and (info.space_id == space.id)
        )

    async def _session(self, link: Link, ctx: ServerRequestContext) -> int:
        if link.session_id is not None and not await self._run(
            self._still_there, await self._core(), link
        ):
            async with link.lock:
                link.space, link.session_id = None, None  # found (or made) again below
        space = await self._space(link, ctx)
        async with link.lock:
            if link.session_id is None:
                core = await self._core()
                info = await self._run(
                    lambda: (
                        core.external.session_of_day(
                            space.id, link.client, folder=link.folder
                        ).value
                    )
                )
                link.session_id = info.id
            return link.session_id

    # ---------------------------------------------------------------- tools

    async def _list_tools(self, ctx, params) -> types.ListToolsResult:
        # From the definitions alone; then the database is opened, behind this answer.
        asyncio.get_running_loop().call_later(LISTED_S, self.opening.start)
        return types.ListToolsResult(
            tools=[
                types.Tool(
                    name=d.name,
                    title=d.title,
                    description=d.description,
                    input_schema=d.parameters,
                    annotations=types.ToolAnnotations(**_hints(d)),
                )
                for d in definitions.DEFINITIONS
            ]
        )

    async def _call_tool(self, ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
        if self.tools.get(params.name) is None:
            raise MCPError(
                types.INVALID_PARAMS,
                f"Unknown tool: {params.name!r}; the tools are " + ", ".join(definitions.NAMES),
            )
        core = await self._core()
        stopped = core.db.stopped()
        if stopped is not None:
            # The file was replaced, damaged or upgraded underneath: every tool says so (the
            # pooled connections may still read the old file, or a damaged one).
            return _result(mcp_tools._refused(stopped))
        link = self._link(ctx)
        try:
            session_id = await self._session(link, ctx)
        except AppError as error:
            return _result(mcp_tools._refused(error))
        context = ToolContext(
            session_id,
            core.memory,
            core.proposals,
            written_after=relayed_by(link.client),
            hooks=core.hooks,
        )
        arguments = params.arguments if params.arguments is not None else {}
        result = await self._run(mcp_tools.call, self.tools, params.name, context, arguments)
        if "hook_output" in result:
            # check_action called from a client's hook: its text is what that hook reads.
            return _result(result, text=json.dumps(result["hook_output"], ensure_ascii=False))
        return _result(result)

    # ---------------------------------------------------------------- resources

    async def _list_resources(self, ctx, params) -> types.ListResourcesResult:
        link = self._link(ctx)
        try:
            space = await self._space(link, ctx)
        except AppError:
            return types.ListResourcesResult(resources=[])
        return types.ListResourcesResult(resources=[_resource(space)])

    async def _list_templates(self, ctx, params) -> types.ListResourceTemplatesResult:
        return types.ListResourceTemplatesResult(
            resource_templates=[
                types.ResourceTemplate(
                    uri_template="mindkeep://space/{space_id}/rules.md",
                    name="rules.md",
                    title="A Space's saved Memory (AGENTS.md format)",
                    mime_type="text/markdown",
                )
            ]
        )

    async def _own_space(self, ctx, uri: str) -> int:
        """The Space of a resource URI this connection may read: its own Space."""
        stopped = (await self._core()).db.stopped()
        if stopped is not None:
            raise MCPError(types.INTERNAL_ERROR, stopped.message)
        space_id = space_of_uri(uri)
        link = self._link(ctx)
        try:
            space = await self._space(link, ctx)
        except AppError as error:
            raise MCPError(RESOURCE_NOT_FOUND, error.message) from None
        if space_id is None or space_id != space.id:
            raise MCPError(
                RESOURCE_NOT_FOUND,
                f"Resource not found: {uri}. This connection reads {rules_uri(space.id)}.",
            )
        return space_id

    async def _read_resource(self, ctx, params) -> types.ReadResourceResult:
        uri = str(params.uri)
        space_id = await self._own_space(ctx, uri)
        core = await self._core()
        text = await self._run(core.transfer.export_space_agents_md, space_id)
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=uri, mime_type="text/markdown", text=text)]
        )

    async def _subscribe(self, ctx, params) -> types.EmptyResult:
        uri = str(params.uri)
        space_id = await self._own_space(ctx, uri)
        link = self._link(ctx)
        link.session = ctx.session
        link.subscriptions.add(uri)
        if uri not in self._sent:
            self._sent[uri] = await self._digest(space_id)
        return types.EmptyResult()

    async def _listen_own(self, ctx, params: types.SubscriptionsListenRequestParams):
        """`subscriptions/listen` (2026-07-28) for this connection's own Space only: another
        Space's rules.md is left out of what the stream honours (its acknowledgement says so),
        as `resources/subscribe` refuses it, so no update of another Space is ever sent."""
        wanted = params.notifications.resource_subscriptions or []
        if wanted:
            try:
                own = rules_uri((await self._space(self._link(ctx), ctx)).id)
            except AppError:
                own = None
            kept = [uri for uri in wanted if str(uri) == own] or None
            notifications = params.notifications.model_copy(update={"resource_subscriptions": kept})
            params = params.model_copy(update={"notifications": notifications})
        return await self._listen(ctx, params)

    async def _unsubscribe(self, ctx, params) -> types.EmptyResult:
        self._link(ctx).subscriptions.discard(str(params.uri))
        return types.EmptyResult()

    async def _digest(self, space_id: int) -> str:
        # On a worker thread even when serving inline: an announcement is never on the path
        # of a request.
        core = await self._core()
        text = await anyio.to_thread.run_sync(core.transfer.export_space_agents_md, space_id)
        return hashlib.sha256(text.encode()).hexdigest()

    # ---------------------------------------------------------------- changes

    @contextlib.asynccontextmanager
    async def _lifespan(self, _server) -> AsyncIterator[dict]:
        """While serving: the database is opened OPEN_AFTER_S after serving begins if no
        request asked for it sooner; what changes in it is announced (_follow, _announce); a
        database that cannot be opened stops the serving with its error."""
        self._loop = asyncio.get_running_loop()
        self._dirty = asyncio.Event()
        async with anyio.create_task_group() as tg:
            tg.start_soon(self._open_later)
            tg.start_soon(self._stop_if_unusable)
            tg.start_soon(self._announce)
            try:
                yield {}
            finally:
                tg.cancel_scope.cancel()
                self._listen.close()
                if self._unsubscribe is not None:
                    self._unsubscribe()
                if self._stop_following is not None:
                    with anyio.CancelScope(shield=True):
                        await anyio.to_thread.run_sync(self._stop_following)

    async def _open_later(self) -> None:
        await anyio.sleep(OPEN_AFTER_S)
        self.opening.start()

    async def _stop_if_unusable(self) -> None:
        try:
            await self.opening.wait()
        except AppError as error:
            self.failed = error  # said by the command once serving stops
            if self.stop_serving is not None:
                self.stop_serving()

    def _follow(self, core: Core) -> None:
        """Once the database is open (on the opening's worker, before any request can use it):
        a rule accepted, edited or archived in the window or another program on the same
        database (heard through the bus) updates the Space's rules.md; this server's own writes
        (an outside agent's suggestions) never are in it, and are not announced."""
        self._unsubscribe = core.bus.subscribe(self._on_event)
        self._stop_following = follow_changes(core)

    def _on_event(self, event: Event) -> None:
        if isinstance(event, DatabaseStopped):
            # One line for whoever started the server (stdout is the protocol's, over stdio).
            print(f"mindkeep mcp: {event.detail}", file=sys.stderr, flush=True)
            return
        if isinstance(event, (MemoryChanged, ChangedElsewhere)) and self._loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop has closed
                self._loop.call_soon_threadsafe(self._dirty.set)

    async def _announce(self) -> None:
        assert self._dirty is not None
        while True:
            await self._dirty.wait()
            self._dirty.clear()
            watched = {uri for link in self.links.values() for uri in link.subscriptions}
            watched |= set(self._sent)
            for uri in watched:
                space_id = space_of_uri(uri)
                if space_id is None:
                    continue
                try:
                    digest = await self._digest(space_id)
                except AppError:  # the Space was deleted
                    digest = ""
                if self._sent.get(uri) == digest:
                    continue
                self._sent[uri] = digest
                await self.bus.publish(ResourceUpdated(uri=uri))
                for link in list(self.links.values()):
                    if uri in link.subscriptions and link.session is not None:
                        await link.session.send_resource_updated(uri)


def _hints(definition: Definition) -> dict:
    hints = definition.hints()
    return {
        "read_only_hint": hints["readOnlyHint"],
        "destructive_hint": hints["destructiveHint"],
        "idempotent_hint": hints["idempotentHint"],
        "open_world_hint": hints["openWorldHint"],
    }


def _resource(space: Space) -> types.Resource:
    return types.Resource(
        uri=rules_uri(space.id),
        name="rules.md",
        title=f"{space.name}: saved Memory",
        description="The saved rules and notes of this project's Space in Mindkeep, in the "
        "AGENTS.md format; updated when the user accepts, edits or archives one.",
        mime_type="text/markdown",
    )


def _result(result: dict, *, text: str | None = None) -> types.CallToolResult:
    if text is None:
        text = json.dumps(result, ensure_ascii=False)
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)],
        structured_content=result,
        is_error=not result.get("ok", False),
    )
