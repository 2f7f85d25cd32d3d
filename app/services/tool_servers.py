"""The configured tool servers (MCP, SPEC §3): add, list, remove, and turn on or off per
Space. Secret header values and arguments go to the OS keyring, never to the database.

A server's launch settings are handed out only when its configuration is trusted on this
computer (added or confirmed here: `app.services.local_files.LocalTrust`): another client of
a shared database can write a row, but cannot make this computer run its command. Its tools'
definitions are pinned at the first listing after that (`check_definitions`); a listing that
differs makes it untrusted again until the user confirms, shown what changed (`pinned`).

Starting a server and calling its tools is the agent's (`app/agent/mcp/`); this service
only keeps what the user configured and hands the agent a server's launch settings.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Protocol

from app.domain import marks
from app.domain.errors import AppError, Code
from app.domain.tools.definitions import Definitions, Pins
from app.domain.tools.servers import (
    ToolServer,
    Transport,
    Trust,
    check_command,
    check_headers,
    check_server_name,
    check_url,
    fill_url,
    is_secret_header,
    secret_args,
    trust_fields,
    trust_payload,
    url_secret_places,
    url_secrets,
)
from app.services.local_files import LocalTrust
from app.storage.engine.database import Database
from app.storage.repositories import approvals as approval_rows
from app.storage.repositories import conversation
from app.storage.repositories import tool_servers as server_rows

log = logging.getLogger(__name__)


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


def query_account(server: str, place: int) -> str:
    """The keyring account of a secret value in a server's URL (by its place in the query)."""
    return f"tool-server:{server}:query:{place}"


def secret_accounts(server: ToolServer) -> list[str]:
    """Every keyring account a server's secrets are kept under."""
    return (
        [arg_account(server.name, i) for i in server.secret_args]
        + [header_account(server.name, h) for h in server.secret_headers]
        + [query_account(server.name, i) for i in url_secret_places(server.url)]
    )


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
        # Each server's pins as last read, by name: (what its file was, what its configuration
        # was, the pins then). Reading and checking them (~0.6 ms: 10 KB of JSON parsed, its
        # canonical form marked) was a third of a turn's tools before the model is asked.
        self._pins_read: dict[str, tuple] = {}

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
        """Whether this exact configuration was added or confirmed on this computer, and its
        tools are as pinned (or not listed yet)."""
        return self.trust_state(server) is Trust.TRUSTED

    def trust_state(self, server: ToolServer) -> Trust:
        """Trusted; not trusted (a configuration this computer did not add or confirm); or
        changed (its tools' definitions differ from those pinned: the user confirms them)."""
        return self.trust_and_pins(server)[0]

    def trust_and_pins(self, server: ToolServer) -> tuple[Trust, Pins | None]:
        """The server's trust state and, when it is trusted or changed, its pins, read once
        (what a turn needs of each server before it asks the model: the pins were read twice)."""
        mark = self._trust.mark(server.name)
        if not self._trust.keys.holds(marks.TOOL_SERVER, trust_fields(server), mark):
            return Trust.NOT_TRUSTED, None
        pins = self._pins(server)
        if pins is not None and pins.changed is not None:
            return Trust.CHANGED, pins
        return Trust.TRUSTED, pins

    def pinned(self, name: str) -> Pins | None:
        """The definitions pinned on this computer for the server as configured now (its tools,
        their descriptions, schemas and hints, its instructions; when they were listed), and
        what a later listing changed; None when there is no such server or nothing pinned for
        this configuration."""
        server = self.find(name)
        return None if server is None else self._pins(server)

    def pins_of(self, server: ToolServer) -> Pins | None:
        """The same for a server as read already (what a turn gives the model of it, without
        starting it)."""
        return self._pins(server)

    def _pins(self, server: ToolServer) -> Pins | None:
        stamp = self._trust.pins_stamp(server.name)
        if stamp is None:
            return None
        try:
            configured = marks.canonical(marks.TOOL_SERVER, trust_fields(server))
        except (TypeError, ValueError, RecursionError):  # no JSON holds it: nothing kept
            return self._read_pins(server)
        kept = self._pins_read.get(server.name)
        if kept is not None and kept[0] == stamp and kept[1] == configured:
            return kept[2]
        pins = self._read_pins(server)
        self._pins_read[server.name] = (stamp, configured, pins)
        return pins

    def _read_pins(self, server: ToolServer) -> Pins | None:
        data = self._trust.pins(server.name)
        if data is None:
            return None
        try:
            definitions = Definitions.from_json(data.get("definitions"))
            changed = data.get("changed")
            pins = Pins(
                server.name,
                definitions,
                datetime.fromisoformat(data["pinned_at"]),
                datetime.fromisoformat(data["listed_at"]),
                None if changed is None else Definitions.from_json(changed),
                None if changed is None else datetime.fromisoformat(data["changed_at"]),
                _ttl(data.get("ttl_ms")),
            )
        except (KeyError, TypeError, ValueError):
            return None  # unreadable: pinned again at the next listing
        fields = [trust_fields(server), definitions.fields()]
        if not self._trust.keys.holds(marks.TOOL_DEFINITIONS, fields, data.get("mark")):
            return None  # pinned for another configuration of that name
        return pins

    def _put_pins(self, server: ToolServer, pins: Pins) -> None:
        fields = [trust_fields(server), pins.definitions.fields()]
        changed = pins.changed
        try:
            self._trust.put_pins(
                server.name,
                {
                    "version": 1,
                    "server": server.name,
                    "pinned_at": pins.pinned_at.isoformat(),
                    "listed_at": pins.listed_at.isoformat(),
                    "definitions": pins.definitions.to_json(),
                    "changed": None if changed is None else changed.to_json(),
                    "changed_at": None if pins.changed_at is None else pins.changed_at.isoformat(),
                    "ttl_ms": pins.ttl_ms,
                    "mark": self._trust.keys.mark(marks.TOOL_DEFINITIONS, fields),
                },
            )
        except OSError as exc:
            raise AppError(
                Code.TOOL_SERVER_UNAVAILABLE,
                f"cannot write to the data folder to pin the {server.name} server's tools ({exc}).",
                "name",
            ) from None

    def check_definitions(
        self,
        server: ToolServer,
        listed: Definitions,
        *,
        ttl_ms: int | None = None,
        now: datetime | None = None,
    ) -> bool:
        """A trusted server's definitions as listed now (and how long it said they stay fresh:
        MCP's `ttlMs`, None when it did not say): pinned when none are (its first listing since
        it was added or confirmed here), noted as listed when they are the pinned ones.
        Otherwise they are kept as what changed, and the server is not trusted until the user
        confirms them (False). Raises tool_server_unavailable when the pins cannot be
        written."""
        now = now or datetime.now(UTC)
        pins = self._pins(server)
        if pins is None:
            self._put_pins(server, Pins(server.name, listed, now, now, ttl_ms=ttl_ms))
            return True
        if pins.changed is None and pins.definitions.same_as(listed):
            self._put_pins(server, replace(pins, listed_at=now, ttl_ms=ttl_ms))
            return True
        if pins.changed is None or not pins.changed.same_as(listed):
            self._put_pins(server, replace(pins, changed=listed, changed_at=now))
        return False

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
        return Launch(server, server.command, tuple(args), server.cwd, self._url(server), headers)

    def _url(self, server: ToolServer) -> str | None:
        """The server's URL with the values of its query kept in the keyring put back."""
        places = url_secret_places(server.url)
        if not places:
            return server.url
        values = {
            i: self._secret(server, query_account(server.name, i), "URL's key") for i in places
        }
        return fill_url(server.url, values)

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
        # A key in the URL's query (?api_key=…) is kept in the keyring like a header's.
        url, in_url = url_secrets(check_url(url))
        parsed = check_headers(list(headers))
        plain = tuple((k, v) for k, v in parsed if not is_secret_header(k, v))
        secret = {k: v for k, v in parsed if is_secret_header(k, v)}
        return self._add(
            name,
            {header_account(name, k): v for k, v in secret.items()}
            | {query_account(name, i): v for i, v in in_url},
            transport=Transport.HTTP,
            url=url,
            headers=plain,
            secret_headers=tuple(secret),
        )

    def trust(
        self,
        name: str,
        *,
        expected: ToolServer | None = None,
        expected_changes: Definitions | None = None,
    ) -> ToolServer:
        """Confirm a server on this computer: its configuration as it is now (or, given
        `expected`, only if it is still the one the user was shown) will be started here, and
        the definitions it changed to (`pinned(name).changes`; given `expected_changes`, only
        if they are still the ones shown) become its pins."""
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
        pins = self._pins(server)
        changed = pins.changed if pins is not None else None
        if expected_changes is not None and (
            changed is None or not changed.same_as(expected_changes)
        ):
            raise AppError(
                Code.VERSION_CONFLICT,
                f"the {name} server's tools changed again since they were shown; look at them "
                "again before trusting it.",
                "name",
            )
        self._mark(server)
        if pins is not None and changed is not None:
            at = pins.changed_at or datetime.now(UTC)
            self._put_pins(
                server, Pins(server.name, changed, datetime.now(UTC), at, ttl_ms=pins.ttl_ms)
            )
        return server

    def _mark(self, server: ToolServer) -> None:
        try:
            self._trust.put(
                server.name, self._trust.keys.mark(marks.TOOL_SERVER, trust_fields(server))
            )
        except OSError as exc:
            raise AppError(
                Code.INVALID_INPUT,
                f"cannot write to the data folder to trust the {server.name} server ({exc}).",
                "name",
            ) from None

    def _forget_mark(self, name: str) -> None:
        # A mark left behind would match only this same configuration again; its pins go too
        # (a server added again is pinned again at its first listing).
        with contextlib.suppress(OSError):
            self._trust.put(name, None)
        with contextlib.suppress(OSError):
            self._trust.put_pins(name, None)

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
                with contextlib.suppress(OSError):  # another server's of that name, before
                    self._trust.put_pins(name, None)
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
        """Forget a server and its secrets; the tools allowed for a Session end with it."""
        with self._db.write() as s:
            server = server_rows.tool_server(s, name) if isinstance(name, str) else None
            if server is None:
                raise AppError(Code.NOT_FOUND, f"there is no tool server named {name!r}.", "name")
            server_rows.delete_tool_server(s, server.id)
            approval_rows.forget_allowances(s, server.name)
        self._forget_mark(server.name)
        accounts = secret_accounts(server)
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
            if conversation.space_info(s, space_id) is None:
                raise AppError(Code.NOT_FOUND, f"there is no Space {space_id}.", "space")
            server_rows.set_tool_server_space(s, server.id, space_id, enabled)
            return server_rows.tool_server(s, name)


def _ttl(value: object) -> int | None:
    """A stored `ttl_ms`: a whole number of milliseconds, or None (the server said nothing)."""
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"not a time to live: {value!r:.40}")
    return value


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
