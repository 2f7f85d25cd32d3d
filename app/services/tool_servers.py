"""The configured tool servers (MCP, SPEC §3): add, list, remove, and turn on or off per
Space. Secret header values and arguments go to the OS keyring, never to the database.

A server's launch settings are handed out only when its configuration is trusted on this
computer (added or confirmed here: `app.services.local_files.LocalTrust`): another client of
a shared database can write a row, but cannot make this computer run its command.

Starting a server and calling its tools is the agent's (`app/agent/mcp/`); this service
only keeps what the user configured and hands the agent a server's launch settings.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from app.domain.errors import AppError, Code
from app.domain.tool_servers import (
    ToolServer,
    Transport,
    check_command,
    check_headers,
    check_server_name,
    check_url,
    is_secret_header,
    is_trusted,
    secret_args,
    trust_mark,
    trust_payload,
)
from app.services.local_files import LocalTrust
from app.storage import repo
from app.storage import tool_servers as server_rows
from app.storage.database import Database


class SecretStore(Protocol):
    """Where secrets are kept (the OS keyring in the app: `app.agent.keys.KeyringSecrets`)."""

    def available(self) -> bool: ...

    def put(self, account: str, value: str) -> None:
        """Keep a secret; raises an exception when it cannot."""
        ...

    def get(self, account: str) -> str | None: ...

    def delete(self, account: str) -> None: ...


def header_account(server: str, header: str) -> str:
    """The keyring account of a server's secret header value."""
    return f"tool-server:{server}:header:{header.lower()}"


def arg_account(server: str, index: int) -> str:
    """The keyring account of a server's secret argument."""
    return f"tool-server:{server}:arg:{index}"


@dataclass(frozen=True, slots=True)
class Launch:
    """What starting a server takes, its secrets filled in: for the agent's hub only."""

    server: ToolServer
    command: str | None
    args: tuple[str, ...]
    cwd: str | None
    url: str | None
    headers: dict[str, str]


def _working_folder() -> str | None:
    try:
        return os.getcwd()
    except OSError:  # the folder was deleted under the process
        return None


class ToolServers:
    """Read and change the configured tool servers."""

    def __init__(
        self,
        db: Database,
        *,
        trust: LocalTrust,
        secrets: Callable[[], SecretStore] | None = None,
        which: Callable[[str], str | None] = shutil.which,
    ):
        self._db = db
        self._trust = trust
        # A factory: the keyring is loaded only when a secret is written or read.
        self._secrets_factory = secrets
        self._secrets: SecretStore | None = None
        self._which = which

    # ------------------------------------------------------------ reading

    def list(self) -> list[ToolServer]:
        """Every configured server, by name."""
        with self._db.read() as s:
            return server_rows.tool_server_list(s)

    def get(self, name: str) -> ToolServer:
        """One server by name, or not_found."""
        with self._db.read() as s:
            server = server_rows.tool_server(s, name) if isinstance(name, str) else None
        if server is None:
            raise AppError(Code.NOT_FOUND, f"there is no tool server named {name!r}.", "name")
        return server

    def find(self, name: str) -> ToolServer | None:
        """One server by name, or None."""
        if not isinstance(name, str):
            return None
        with self._db.read() as s:
            return server_rows.tool_server(s, name)

    def enabled_in_space(self, space_id: int) -> list[ToolServer]:
        """The servers whose tools a Session of this Space gets."""
        return [server for server in self.list() if server.enabled_in(space_id)]

    def is_trusted(self, server: ToolServer) -> bool:
        """Whether this exact configuration was added or confirmed on this computer."""
        key = self._trust.key()
        return is_trusted(server, key, self._trust.mark(server.name) if key else None)

    def launch(self, server: ToolServer) -> Launch:
        """The server's launch settings with its secrets read from the keyring; a server not
        trusted here is tool_server_not_trusted, and a secret that is not there any more is
        tool_server_unavailable (add the server again)."""
        if not self.is_trusted(server):
            raise not_trusted(server.name)
        args = list(server.args)
        headers = dict(server.headers)
        for index in server.secret_args:
            args[index] = self._secret(server, arg_account(server.name, index), f"argument {index}")
        for header in server.secret_headers:
            headers[header] = self._secret(server, header_account(server.name, header), header)
        return Launch(server, server.command, tuple(args), server.cwd, server.url, headers)

    def _secret(self, server: ToolServer, account: str, what: str) -> str:
        store = self._store()
        value = store.get(account) if store is not None else None
        if value is None:
            raise AppError(
                Code.TOOL_SERVER_UNAVAILABLE,
                f"the {server.name} server's {what} was kept in the OS keyring, which no longer "
                f"has it; remove the server and add it again.",
                "name",
            )
        return value

    def _store(self) -> SecretStore | None:
        if self._secrets is None and self._secrets_factory is not None:
            self._secrets = self._secrets_factory()
        return self._secrets

    # ------------------------------------------------------------ changing

    def add_stdio(self, name: str, command: str, args: list[str] | tuple[str, ...]) -> ToolServer:
        """A server Mindkeep starts with this command line. The command must exist here; it is
        kept as the full path found now, so the window finds it whatever its PATH."""
        name = check_server_name(name)
        command, args = check_command(command, args)
        found = self._which(os.path.expanduser(command))
        if found is None:
            where = (
                "there is no such file, or it is not executable"
                if os.sep in command
                else "it is not on PATH"
            )
            raise AppError(
                Code.COMMAND_NOT_FOUND,
                f"cannot run {command!r}: {where}. Install it, or give its full path.",
                "command",
            )
        secrets = {arg_account(name, i): args[i] for i in secret_args(args)}
        return self._add(
            name,
            secrets,
            transport=Transport.STDIO,
            command=os.path.abspath(found),
            args=args,
            secret_args=tuple(sorted(secret_args(args))),
            cwd=_working_folder(),
        )

    def add_http(
        self, name: str, url: str, headers: list[str] | tuple[str, ...] = ()
    ) -> ToolServer:
        """A Streamable HTTP server at this URL, sent these headers ("Name: value")."""
        name = check_server_name(name)
        url = check_url(url)
        parsed = check_headers(list(headers))
        plain = tuple((k, v) for k, v in parsed if not is_secret_header(k, v))
        secret = {k: v for k, v in parsed if is_secret_header(k, v)}
        return self._add(
            name,
            {header_account(name, k): v for k, v in secret.items()},
            transport=Transport.HTTP,
            url=url,
            headers=plain,
            secret_headers=tuple(secret),
        )

    def trust(self, name: str, *, expected: ToolServer | None = None) -> ToolServer:
        """Confirm a server on this computer: its configuration as it is now (or, given
        `expected`, only if it is still the one the user was shown) will be started here."""
        name = check_server_name(name)
        server = self.get(name)
        if expected is not None and (
            server.id != expected.id or trust_payload(server) != trust_payload(expected)
        ):
            raise AppError(
                Code.VERSION_CONFLICT,
                f"the {name} server's configuration changed since it was shown; look at it "
                "again before trusting it.",
                "name",
            )
        self._mark(server)
        return server

    def _mark(self, server: ToolServer) -> None:
        try:
            self._trust.put(server.name, trust_mark(server, self._trust.key(create=True)))
        except OSError as exc:
            raise AppError(
                Code.INVALID_INPUT,
                f"cannot write to the data folder to trust the {server.name} server ({exc}).",
                "name",
            ) from None

    def _forget_mark(self, name: str) -> None:
        # A mark left behind would match only this same configuration again.
        with contextlib.suppress(OSError):
            self._trust.put(name, None)

    def _add(self, name: str, secrets: dict[str, str], **fields) -> ToolServer:
        store = self._store() if secrets else None
        if secrets and (store is None or not store.available()):
            raise AppError(
                Code.NO_KEYRING,
                "this system has no keyring to keep the server's secret (a token, a key, a "
                "password) safely, and Mindkeep never writes secrets to its database; nothing "
                "was added.",
                "header" if fields.get("transport") is Transport.HTTP else "args",
            )
        stored: list[str] = []
        marked = False
        try:
            with self._db.write() as s:
                if server_rows.tool_server(s, name) is not None:
                    raise AppError(
                        Code.ALREADY_EXISTS,
                        f"a tool server named {name!r} exists already; remove it first, or "
                        "choose another name.",
                        "name",
                    )
                server_rows.add_tool_server(s, name=name, **fields)
                server = server_rows.tool_server(s, name)  # as it will be read back: what is marked
                self._mark(server)
                marked = True
                for account, value in secrets.items():
                    try:
                        store.put(account, value)
                    except Exception as exc:  # noqa: BLE001 (each keyring backend has its own)
                        raise AppError(
                            Code.NO_KEYRING,
                            f"the keyring refused the server's secret ({exc}); nothing was added.",
                        ) from None
                    stored.append(account)
        except BaseException:
            for account in stored:  # the row was rolled back: so are its secrets
                store.delete(account)
            if marked:  # and its mark
                self._forget_mark(name)
            raise
        return server

    def remove(self, name: str) -> ToolServer:
        """Forget a server and its secrets."""
        with self._db.write() as s:
            server = server_rows.tool_server(s, name) if isinstance(name, str) else None
            if server is None:
                raise AppError(Code.NOT_FOUND, f"there is no tool server named {name!r}.", "name")
            server_rows.delete_tool_server(s, server.id)
        self._forget_mark(server.name)
        accounts = [arg_account(server.name, i) for i in server.secret_args] + [
            header_account(server.name, h) for h in server.secret_headers
        ]
        store = self._store() if accounts else None
        for account in accounts:
            store.delete(account)
        return server

    def set_enabled(self, name: str, *, space_id: int, enabled: bool) -> ToolServer:
        """Turn a server on or off for every Session of one Space."""
        with self._db.write() as s:
            server = server_rows.tool_server(s, name) if isinstance(name, str) else None
            if server is None:
                raise AppError(Code.NOT_FOUND, f"there is no tool server named {name!r}.", "name")
            if repo.space_info(s, space_id) is None:
                raise AppError(Code.NOT_FOUND, f"there is no Space {space_id}.", "space")
            server_rows.set_tool_server_space(s, server.id, space_id, enabled)
            return server_rows.tool_server(s, name)


def not_trusted(name: str) -> AppError:
    """The refusal to start a server whose configuration was not added or confirmed here."""
    return AppError(
        Code.TOOL_SERVER_NOT_TRUSTED,
        f"the {name} server was not started: its configuration was added or changed by another "
        "program (e.g. another computer sharing this database) and has not been confirmed on "
        f"this computer. Check it with `mindkeep tools list`, then confirm it with `mindkeep "
        f"tools trust {name}` or in Settings → Tools.",
        "name",
    )
