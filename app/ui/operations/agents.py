"""Settings → Agents' changes (SPEC §10): list the agents on this computer, connect one (its MCP
server entry and hooks written into its own configuration), disconnect one (exactly what was
written, taken out). Files of other programs: on a worker."""

from __future__ import annotations

from dataclasses import dataclass

from app.services.connections import Connections
from app.ui.operations.base import Operation


@dataclass(frozen=True)
class ListAgents(Operation[list]):
    """Every agent Mindkeep knows: found here or not, connected or not, its hooks, last seen."""

    slow = True

    def run(self, services, progress) -> list:
        return Connections.for_core(services).list()


@dataclass(frozen=True)
class ConnectAgent(Operation):
    """Mindkeep's MCP server and hooks into one agent's user configuration."""

    slow = True
    client: str

    def run(self, services, progress):
        return Connections.for_core(services).connect(self.client)


@dataclass(frozen=True)
class DisconnectAgent(Operation):
    """Exactly what connect put into one agent's user configuration, taken out."""

    slow = True
    client: str

    def run(self, services, progress):
        return Connections.for_core(services).disconnect(self.client)
