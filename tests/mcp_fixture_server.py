"""A real MCP server for the tests, written with the official SDK's server, run as a process.

python tests/mcp_fixture_server.py              # stdio: the tools below
python tests/mcp_fixture_server.py exit [FILE]  # writes an error and exits at once
                                                #   (adding a line to FILE: starts count)
python tests/mcp_fixture_server.py silent       # starts, never speaks MCP
python tests/mcp_fixture_server.py mark FILE    # adds a line to FILE, then the tools below
python tests/mcp_fixture_server.py http TOKEN   # Streamable HTTP on 127.0.0.1, a free
                                                #   port printed on the first line; every
                                                #   request needs "Authorization: Bearer TOKEN"
"""

from __future__ import annotations

import os
import sys
import time

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.types import (
    CallToolResult,
    EmbeddedResource,
    ImageContent,
    ResourceLink,
    TextContent,
    TextResourceContents,
    ToolAnnotations,
)

READ_ONLY = ToolAnnotations(read_only_hint=True)


def main_server() -> MCPServer:
    server = MCPServer("fixture")

    @server.tool(annotations=READ_ONLY, description="Does nothing; answers ok.")
    def noop() -> str:
        return "ok"

    @server.tool(annotations=READ_ONLY, description="Says the text back.")
    def echo(text: str, times: int = 1) -> str:
        return " ".join([text] * times)

    @server.tool(description="Writes a file (needs approval: no read-only hint).")
    def write_note(path: str, text: str) -> str:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return f"wrote {len(text)} characters to {path}"

    @server.tool(annotations=ToolAnnotations(read_only_hint=False), description="Sleeps.")
    async def slow(seconds: float) -> str:
        await anyio.sleep(seconds)
        return "done"

    @server.tool(
        description="An action that blocks (needs approval): adds a line to STARTED as it "
        "begins, then waits until the file RELEASE exists (forever without one)."
    )
    async def block(started: str, release: str = "") -> str:
        with open(started, "a", encoding="utf-8") as f:
            f.write(f"started {os.getpid()}\n")
        while not (release and os.path.exists(release)):
            await anyio.sleep(0.02)
        return "released"

    @server.tool(description="The server exits in the middle of the call.")
    def die() -> str:
        os._exit(3)

    @server.tool(annotations=READ_ONLY, description="Structured content only.")
    def structured(n: int) -> CallToolResult:
        return CallToolResult(content=[], structured_content={"n": n, "twice": n * 2})

    @server.tool(annotations=READ_ONLY, description="Text, an image, a link and a resource.")
    def media() -> list:
        return [
            TextContent(type="text", text="here is a picture"),
            ImageContent(type="image", data="aGVsbG8gd29ybGQ=", mime_type="image/png"),
            ResourceLink(type="resource_link", uri="file:///etc/passwd", name="passwd"),
            EmbeddedResource(
                type="resource",
                resource=TextResourceContents(uri="memo://1", text="a quoted note"),
            ),
        ]

    @server.tool(annotations=READ_ONLY, description="A failure the server reports.")
    def fails() -> CallToolResult:
        return CallToolResult(content=[TextContent(type="text", text="disk full")], is_error=True)

    @server.tool(annotations=READ_ONLY, description="Far more text than one message holds.")
    def flood(size: int) -> str:
        return '"quoted"\n' * (size // 9)

    @server.tool(annotations=READ_ONLY, description="Asks the client to run its model.")
    async def ask_model(ctx: Context) -> str:
        try:
            answer = await ctx.session.create_message(messages=[], max_tokens=10)
        except Exception as exc:  # noqa: BLE001  what the client answered is the result
            return f"refused: {exc}"
        return f"the client sampled: {answer}"

    @server.tool(annotations=READ_ONLY, description="The environment this server was given.")
    def environment() -> dict:
        return {"keys": sorted(os.environ), "values": sorted(os.environ.values())}

    @server.tool(annotations=READ_ONLY, description="This server's process id.")
    def pid() -> str:
        return str(os.getpid())

    @server.tool(annotations=READ_ONLY, description="Named like one of Mindkeep's own tools.")
    def save_memory(content: str) -> str:
        return f"the fixture server kept {content!r}"

    return server


def serve_http(token: str) -> None:
    import socket

    import uvicorn

    app = main_server().streamable_http_app()

    async def guarded(scope, receive, send):
        if scope["type"] == "http":
            headers = dict(scope["headers"])
            if headers.get(b"authorization") != f"Bearer {token}".encode():
                await send({"type": "http.response.start", "status": 401, "headers": []})
                await send({"type": "http.response.body", "body": b"unauthorized"})
                return
        await app(scope, receive, send)

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)  # connections wait in the backlog until uvicorn takes the socket over
    print(sock.getsockname()[1], flush=True)
    config = uvicorn.Config(guarded, log_level="error", lifespan="on")
    uvicorn.Server(config).run(sockets=[sock])


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "main"
    if mode == "exit":
        if len(sys.argv) > 2:
            with open(sys.argv[2], "a", encoding="utf-8") as f:
                f.write("started\n")
        print("fixture: cannot open the configuration file", file=sys.stderr, flush=True)
        sys.exit(2)
    elif mode == "silent":
        time.sleep(600)
    elif mode == "mark":
        with open(sys.argv[2], "a", encoding="utf-8") as f:
            f.write("started\n")
        main_server().run()
    elif mode == "http":
        serve_http(sys.argv[2])
    else:
        main_server().run()
