"""What the MCP server's tests share: `mindkeep mcp` run as an outside agent runs it (a real
subprocess, over stdio or HTTP), driven by the SDK's own client."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import mcp_types as types
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters

BIN = str(Path(sys.executable).with_name("mindkeep"))
RULE = {
    "kind": "constraint",
    "scope": "space",
    "content": "Create a branch for every task",
    "reason": "The user asked for this for all future work.",
    "user_quote": "From now on, create a branch for every task.",
}


def env() -> dict[str, str]:
    """The test's environment (its own data folder), in English."""
    return {**os.environ, "LANGUAGE": "en", "LC_ALL": "C.UTF-8"}


def info(name: str = "claude-code") -> types.Implementation:
    return types.Implementation(name=name, version="2.0.0")


@contextlib.asynccontextmanager
async def stdio_client(
    db_url: str,
    *args: str,
    cwd: Path,
    name: str = "claude-code",
    mode: str = "legacy",
    **options,
) -> AsyncIterator[Client]:
    """The SDK's client over `mindkeep --db URL mcp ARGS` started in `cwd`."""
    params = StdioServerParameters(
        command=BIN, args=["--db", db_url, "mcp", *args], cwd=str(cwd), env=env()
    )
    async with Client(params, mode=mode, client_info=info(name), **options) as client:
        yield client


@contextlib.contextmanager
def http_server(db_url: str, *args: str, cwd: Path) -> Iterator[tuple[str, subprocess.Popen]]:
    """`mindkeep mcp --http --port 0` running; its URL (read from its first line)."""
    proc = subprocess.Popen(
        [BIN, "--db", db_url, "mcp", "--http", "--port", "0", "--json", *args],
        cwd=str(cwd),
        env=env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline()
        if not line:
            raise AssertionError("the server did not start: " + proc.stderr.read())
        yield json.loads(line)["url"], proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def token(data_dir: Path | None = None) -> str:
    """The HTTP bearer token, as `mindkeep mcp --print-token` prints it."""
    out = subprocess.run(
        [BIN, "mcp", "--print-token"], env=env(), capture_output=True, text=True, check=True
    )
    return out.stdout.strip()


def result(call) -> dict:
    """A tool call's JSON result (its structured content, which its text repeats)."""
    assert json.loads(call.content[0].text) == call.structured_content
    return call.structured_content
