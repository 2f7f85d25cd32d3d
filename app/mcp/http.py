"""`mindkeep mcp --http`: Streamable HTTP on 127.0.0.1 only, for clients that do not start
programs (SPEC §9).

Every request passes two checks before the SDK sees it, in the order the MCP specification's
transport security asks: `Origin` and `Host` must name this server on the loopback address (a
web page that rebinds its own host name to 127.0.0.1 is refused: foreign Origin 403, foreign
Host 421, the SDK's own check); then the bearer token kept in the data folder
(`mindkeep mcp --print-token`, a file only its owner may read): missing or wrong is 401.

A 401 says what a client needs to understand it (the MCP specification's authorization,
RFC 6750 and RFC 9728): `WWW-Authenticate: Bearer` with `resource_metadata` naming this
server's protected-resource metadata, served without the token at
`/.well-known/oauth-protected-resource/mcp` (and at the root's well-known path), whose
`authorization_servers` is empty: no OAuth is offered, so a client reports a missing token
instead of starting an OAuth flow.
"""

from __future__ import annotations

import hmac
import socket
from pathlib import Path

import uvicorn
from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from app.domain.errors import AppError, Code
from app.services.local_files import private_secret

TOKEN_FILE = "mcp-token"
HOST = "127.0.0.1"
PATH = "/mcp"
WELL_KNOWN = "/.well-known/"
# RFC 9728 §3.1: the well-known string goes between the host and the resource's path.
METADATA_PATH = "/.well-known/oauth-protected-resource" + PATH
METADATA_PATHS = frozenset({METADATA_PATH, "/.well-known/oauth-protected-resource"})
NO_TOKEN = "A bearer token is required: mindkeep mcp --print-token prints it."
WRONG_TOKEN = "The bearer token is not this server's: mindkeep mcp --print-token prints it."


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


def resource_metadata(origin: str) -> dict:
    """This server's OAuth protected-resource metadata (RFC 9728): the resource, and no
    authorization server (the token comes from `mindkeep mcp --print-token`, not from OAuth)."""
    return {
        "resource": origin + PATH,
        "authorization_servers": [],
        "bearer_methods_supported": ["header"],
        "resource_name": "Mindkeep",
    }


def challenge(origin: str, *, given: bool) -> str:
    """The `WWW-Authenticate` value of a 401: the bearer scheme, where its metadata is, and
    (for a token that was sent but is not this server's) RFC 6750's invalid_token."""
    params = ['realm="mindkeep"', f'resource_metadata="{origin}{METADATA_PATH}"']
    if given:
        params += ['error="invalid_token"', f'error_description="{WRONG_TOKEN}"']
    return "Bearer " + ", ".join(params)


class Guard:
    """ASGI: Origin and Host first, then the protected-resource metadata (no token needed)
    or the bearer token, then the SDK's app."""

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
        if refused is None:
            refused = self._answer(request)
        if refused is not None:
            await refused(scope, receive, send)
            return
        await self.app(scope, receive, send)

    def _answer(self, request: Request) -> Response | None:
        """What is answered here, before the SDK: the metadata, another well-known path
        (none), or a request without this server's token."""
        origin = f"http://{request.headers.get('host', HOST)}"  # a Host checked above
        path = request.url.path
        if path in METADATA_PATHS:
            return JSONResponse(resource_metadata(origin))
        if path.startswith(WELL_KNOWN):
            return Response("Not found.", status_code=404)
        header = request.headers.get("authorization", "")
        if self._authorised(header):
            return None
        return Response(
            WRONG_TOKEN if header else NO_TOKEN,
            status_code=401,
            headers={"WWW-Authenticate": challenge(origin, given=bool(header))},
        )

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
    """Serve `mk` over Streamable HTTP until interrupted, or until its database cannot be
    opened (`mk.failed` says why); `ready(url, port)` once listening."""
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
    mk.stop_serving = lambda: setattr(server, "should_exit", True)
    if ready is not None:
        ready(f"http://{HOST}:{port}{PATH}", port)
    server.run(sockets=[sock])
