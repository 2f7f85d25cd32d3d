"""`mindkeep mcp --http`: Streamable HTTP on 127.0.0.1 only, for clients that do not start
programs (SPEC §9).

Every request passes two checks before the SDK sees it, in the order the MCP specification's
transport security asks: `Origin` and `Host` must name this server on the loopback address (a
web page that rebinds its own host name to 127.0.0.1 is refused: foreign Origin 403, foreign
Host 421, the SDK's own check); then the bearer token kept in the data folder
(`mindkeep mcp --print-token`, a file only its owner may read): missing or wrong is 401.
"""

from __future__ import annotations

import hmac
import socket
from pathlib import Path

from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from starlette.requests import Request
from starlette.responses import Response

from app.domain.errors import AppError, Code
from app.services.local_files import private_secret

TOKEN_FILE = "mcp-token"
HOST = "127.0.0.1"
PATH = "/mcp"


def token_path(data_dir: Path) -> Path:
    return Path(data_dir) / TOKEN_FILE


def load_token(data_dir: Path, *, create: bool = True) -> str:
    """The server's bearer token, made (32 random bytes, the file 0600) on first use."""
    return private_secret(token_path(data_dir), create=create, what="token")


def security(port: int) -> TransportSecuritySettings:
    """What Origin and Host may say: this server, on the loopback address, on this port."""
    names = (f"{HOST}:{port}", f"localhost:{port}")
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=list(names),
        allowed_origins=[f"http://{n}" for n in names],
    )


class Guard:
    """ASGI: Origin and Host first, then the bearer token, then the SDK's app."""

    def __init__(self, app, *, token: str, port: int):
        self.app = app
        self._token = token.encode()
        self._checks = TransportSecurityMiddleware(security(port))

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        refused = await self._checks.validate_request(request, is_post=False)
        if refused is None and not self._authorised(request.headers.get("authorization", "")):
            refused = Response(
                "A bearer token is required: mindkeep mcp --print-token prints it.",
                status_code=401,
                headers={"WWW-Authenticate": 'Bearer realm="mindkeep"'},
            )
        if refused is not None:
            await refused(scope, receive, send)
            return
        await self.app(scope, receive, send)

    def _authorised(self, header: str) -> bool:
        scheme, _, given = header.partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(
            given.strip().encode(), self._token
        )


def listen(port: int) -> socket.socket:
    """A socket on 127.0.0.1 (port 0: any free port), so the port is known before serving."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((HOST, port))
    except OSError as exc:
        sock.close()
        raise AppError(
            Code.INVALID_INPUT,
            f"Cannot listen on {HOST}:{port}: {exc.strerror or exc}. Choose another --port.",
        ) from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def serve_http(mk, *, port: int, token: str, ready=None) -> None:
    """Serve `mk` over Streamable HTTP until interrupted; `ready(url)` once listening."""
    import uvicorn

    sock = listen(port)
    port = sock.getsockname()[1]
    app = mk.server.streamable_http_app(
        streamable_http_path=PATH, transport_security=security(port), host=HOST
    )
    config = uvicorn.Config(
        Guard(app, token=token, port=port),
        log_level="warning",
        lifespan="on",
        access_log=False,
        timeout_graceful_shutdown=2,
    )
    server = uvicorn.Server(config)
    if ready is not None:
        ready(f"http://{HOST}:{port}{PATH}", port)
    server.run(sockets=[sock])
