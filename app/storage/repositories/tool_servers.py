"""Statements on the configured tool servers (MCP) and where each is turned on or off, on a
caller's unit of work; reached through `app.storage.repositories.memory_entries`."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import bindparam, delete, insert, select, update

from app.domain.tools.servers import ToolServer, Transport
from app.storage.engine.unit_of_work import UnitOfWork
from app.storage.models import ToolServerRow, ToolServerSpaceRow, utcnow
from app.storage.repositories.common import _conn, _reads, storable_id
from app.storage.values import Row, each, one

_SERVERS = ToolServerRow.__table__
_SERVER_SPACES = ToolServerSpaceRow.__table__
_TRANSPORTS = {t.value: t for t in Transport}

_COLUMNS = (
    _SERVERS.c.id,
    _SERVERS.c.name,
    _SERVERS.c.transport,
    _SERVERS.c.command,
    _SERVERS.c.args,
    _SERVERS.c.secret_args,
    _SERVERS.c.url,
    _SERVERS.c.cwd,
    _SERVERS.c.headers,
    _SERVERS.c.secret_headers,
    _SERVERS.c.enabled_by_default,
)
_Q_SERVERS = select(*_COLUMNS).order_by(_SERVERS.c.name)
_Q_SERVER = select(*_COLUMNS).where(_SERVERS.c.name == bindparam("name"))
_Q_SPACES = select(
    _SERVER_SPACES.c.server_id, _SERVER_SPACES.c.space_id, _SERVER_SPACES.c.enabled
).order_by(_SERVER_SPACES.c.server_id, _SERVER_SPACES.c.space_id)
_Q_SPACES_OF = _Q_SPACES.where(_SERVER_SPACES.c.server_id == bindparam("server_id"))


def _strings(row: Row, column: str, value: object) -> tuple[str, ...]:
    """A stored JSON list of strings; what is not one is left out."""
    data = row.json(column, value)
    if type(data) is not list:
        return ()
    return tuple(v for v in data if type(v) is str)


def _server(r, spaces: Sequence[tuple[int, bool]]) -> ToolServer:
    """A configured server as stored; another program's values of the wrong shape are read as
    app.storage.decode reads every row (left out, shown as text, or replaced; noted)."""
    row = Row("tool_servers", r[0])
    transport = row.known("transport", r[2], _TRANSPORTS)
    headers = row.json("headers", r[8])
    if type(headers) is not dict:
        headers = {}
    args = _strings(row, "args", r[4])
    secret = row.json("secret_args", r[5])
    secret = () if type(secret) is not list else secret
    return ToolServer(
        id=row.id("id", r[0]),
        name=row.text("name", r[1], 200),
        transport=transport,
        command=None if r[3] is None else row.text("command", r[3]),
        args=args,
        secret_args=tuple(i for i in secret if type(i) is int and 0 <= i < len(args)),
        url=None if r[6] is None else row.text("url", r[6]),
        cwd=None if r[7] is None else row.text("cwd", r[7]),
        headers=tuple((k, v) for k, v in headers.items() if type(v) is str),
        secret_headers=_strings(row, "secret_headers", r[9]),
        enabled_by_default=row.flag("enabled_by_default", r[10]),
        spaces=tuple(spaces),
    )


def _space_switch(r) -> tuple[int, int, bool]:
    row = Row("tool_server_spaces", (r[0], r[1]))
    return row.id("server_id", r[0]), row.id("space_id", r[1]), row.flag("enabled", r[2])


@_reads
def tool_server_list(s: UnitOfWork) -> list[ToolServer]:
    """Every configured tool server, by name, with the Spaces it was turned on or off in."""
    conn = _conn(s)
    spaces: dict[int, list[tuple[int, bool]]] = {}
    for server_id, space_id, enabled in each(_space_switch, conn.execute(_Q_SPACES)):
        spaces.setdefault(server_id, []).append((space_id, enabled))
    return each(lambda r: _server(r, spaces.get(r[0], ())), conn.execute(_Q_SERVERS))


@_reads
def tool_server(s: UnitOfWork, name: str) -> ToolServer | None:
    conn = _conn(s)
    r = conn.execute(_Q_SERVER, {"name": name}).first()
    if r is None:
        return None
    rows = conn.execute(_Q_SPACES_OF, {"server_id": r[0]})
    spaces = [(sid, on) for _id, sid, on in each(_space_switch, rows)]
    return one(lambda row: _server(row, spaces), r)


def add_tool_server(
    s: UnitOfWork,
    *,
    name: str,
    transport: Transport,
    command: str | None = None,
    args: Sequence[str] = (),
    secret_args: Sequence[int] = (),
    cwd: str | None = None,
    url: str | None = None,
    headers: Sequence[tuple[str, str]] = (),
    secret_headers: Sequence[str] = (),
    enabled_by_default: bool = True,
) -> ToolServer:
    """Store a server; a secret argument's slot is stored empty (its value is elsewhere)."""
    stored_args = ["" if i in secret_args else a for i, a in enumerate(args)]
    server_id = (
        _conn(s)
        .execute(
            insert(_SERVERS),
            {
                "name": name,
                "transport": transport.value,
                "command": command,
                "args": stored_args,
                "secret_args": list(secret_args),
                "cwd": cwd,
                "url": url,
                "headers": dict(headers),
                "secret_headers": list(secret_headers),
                "enabled_by_default": enabled_by_default,
                "created_at": utcnow(),
            },
        )
        .inserted_primary_key[0]
    )
    return ToolServer(
        id=server_id,
        name=name,
        transport=transport,
        command=command,
        args=tuple(stored_args),
        secret_args=tuple(secret_args),
        cwd=cwd,
        url=url,
        headers=tuple(headers),
        secret_headers=tuple(secret_headers),
        enabled_by_default=enabled_by_default,
    )


def delete_tool_server(s: UnitOfWork, server_id: int) -> None:
    """Forget a server; where it was turned on or off goes with it."""
    conn = _conn(s)
    conn.execute(delete(_SERVER_SPACES).where(_SERVER_SPACES.c.server_id == server_id))
    conn.execute(delete(_SERVERS).where(_SERVERS.c.id == server_id))


def set_tool_server_space(s: UnitOfWork, server_id: int, space_id: int, enabled: bool) -> None:
    """Turn a server on or off in one Space."""
    if not storable_id(space_id):
        return
    conn = _conn(s)
    changed = conn.execute(
        update(_SERVER_SPACES)
        .where(_SERVER_SPACES.c.server_id == server_id, _SERVER_SPACES.c.space_id == space_id)
        .values(enabled=enabled)
    ).rowcount
    if not changed:
        conn.execute(
            insert(_SERVER_SPACES),
            {"server_id": server_id, "space_id": space_id, "enabled": enabled},
        )
