"""The Settings dialog's changes to the agent's tool servers (MCP) and its model connection:
list the servers with their tools as pinned (none is started), list them again (each started to
ask it: slow, on a worker), add one (a command line or a URL), remove one, trust one another
program added or whose tools changed, turn one on or off in a Space; find the local model
servers, test a connection (network: on a worker)."""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from app.agent import keys
from app.agent.model_check import check_connection, detect_local_servers
from app.domain.errors import AppError, Code
from app.i18n import _
from app.services.settings import check_base_url
from app.ui.operations.base import Operation


@dataclass(frozen=True)
class ListToolServers(Operation[list]):
    """Every configured server and its tools as pinned on this computer, or why it is not used,
    starting none: [(ToolServer, ServerTools or None: never listed here)], by name."""

    slow = True  # the pins' schemas are checked as a listing's are

    def run(self, services, progress) -> list:
        configured = services.tool_servers.list()
        known = services.tool_hub.known_tools(configured)
        return [(server, known.get(server.name)) for server in configured]


@dataclass(frozen=True)
class RefreshToolServers(Operation[list]):
    """Every configured server started and its tools listed again, compared with the pins (a
    change untrusts it), or why it could not start: [(ToolServer, ServerTools or None)]."""

    slow = True

    def run(self, services, progress) -> list:
        found = {entry.server: entry for entry in services.tool_hub.server_tools()}
        return [(server, found.get(server.name)) for server in services.tool_servers.list()]


def split_command(text: str) -> list[str]:
    """A command line as typed ("uvx mcp-server-git --repository ~/src/app"), split as a shell
    would split it (quotes kept together); invalid_input when it is empty or not closed."""
    try:
        words = shlex.split(text)
    except ValueError as err:
        raise AppError(
            Code.INVALID_INPUT, _("The command cannot be read: {why}.").format(why=err), "command"
        ) from None
    if not words:
        raise AppError(
            Code.INVALID_INPUT, _("Enter the command that starts the server."), "command"
        )
    return words


@dataclass(frozen=True)
class AddToolServer(Operation):
    """A stdio server (`command`: its command line) or a Streamable HTTP one (`url`, with
    `headers`: one "Name: value" a line; secret values go to the OS keyring)."""

    name: str
    command: str = ""
    url: str = ""
    headers: tuple[str, ...] = ()

    def run(self, services, progress):
        if self.url.strip():
            return services.tool_servers.add_http(self.name.strip(), self.url.strip(), self.headers)
        words = split_command(self.command)
        return services.tool_servers.add_stdio(self.name.strip(), words[0], words[1:])


@dataclass(frozen=True)
class RemoveToolServer(Operation):
    """Forget a server (and its secrets), and stop it where it runs."""

    slow = True  # stopping a server waits for it to exit
    name: str

    def run(self, services, progress):
        server = services.tool_servers.remove(self.name)
        services.tool_hub.stop(server.name)
        return server


@dataclass(frozen=True)
class TrustToolServer(Operation):
    """Let this computer start a server another program added or changed: its configuration
    exactly as the window showed it (`shown`); one changed since is refused (version_conflict)."""

    name: str
    shown: object  # the ToolServer the user looked at
    # The changed definitions of its tools the user was shown (None: none were shown).
    changes: object = None

    def run(self, services, progress):
        return services.tool_servers.trust(
            self.name, expected=self.shown, expected_changes=self.changes
        )


@dataclass(frozen=True)
class SetToolServerEnabled(Operation):
    """Turn a server's tools on or off for every Session of a Space."""

    name: str
    space_id: int
    enabled: bool

    def run(self, services, progress):
        return services.tool_servers.set_enabled(
            self.name, space_id=self.space_id, enabled=self.enabled
        )


@dataclass(frozen=True)
class DetectModels(Operation[list]):
    """The OpenAI-compatible servers answering on 127.0.0.1 and their models."""

    slow = True
    ports: tuple[int, ...] | None = None

    def run(self, services, progress) -> list:
        return detect_local_servers(list(self.ports) if self.ports is not None else None)


@dataclass(frozen=True)
class TestConnection(Operation):
    """One tiny request to a model, and what it got (a ConnectionTest, said in the UI
    language). The key: the one typed, else the one kept for that server."""

    __test__ = False  # not a pytest test class, whatever its name
    slow = True
    base_url: str
    model: str
    key: str = ""
    timeout: float = 20.0

    def run(self, services, progress):
        base_url = check_base_url(self.base_url)
        if not self.model.strip():
            raise AppError(
                Code.INVALID_INPUT, _("Enter the model name the server offers."), "model"
            )
        key = self.key.strip() or keys.load_key(base_url)
        return check_connection(base_url, self.model.strip(), api_key=key, timeout=self.timeout)
