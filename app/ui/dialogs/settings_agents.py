"""The Settings dialog's Agents tab (SPEC §10): the agents on this computer (Claude Code, Codex,
Gemini CLI, Cursor, Windsurf, VS Code), whether each is found here, connected to your Memory,
whether its hooks work, when it was last seen; Connect writes Mindkeep's MCP server and hooks
into that agent's own configuration (a backup beside each file), Disconnect takes exactly that
out again. What `mindkeep connect` does, in the window.

A part of its own (composed into the dialog, like the Tools tab); its changes go through
operations (app.ui.operations.agents), on a worker: they read and write other programs' files.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.domain.errors import AppError
from app.i18n import _, format_time
from app.services.refusals import error_text
from app.ui.operations.agents import ConnectAgent, DisconnectAgent, ListAgents
from app.ui.widgets.common import text_label

CLIENT_ROLE = Qt.ItemDataRole.UserRole + 1


def state_text(agent: dict) -> str:
    """An agent's state in a few words, in the UI language."""
    hooks = agent["hooks"]
    if not agent["connected"]:
        return (
            _("Found on this computer") if agent["installed"] else _("Not found on this computer")
        )
    if hooks == "healthy":
        return _("Connected: your rules apply")
    if hooks == "needs review":
        return _("Connected: its hooks wait for your review in the agent")
    if hooks == "broken":
        return _("Connected, but the program its hooks run is gone: connect again")
    return _("Partly connected: connect again")


def seen_text(agent: dict) -> str:
    if not agent.get("last_seen"):
        return _("Not seen yet")
    try:
        when = datetime.fromisoformat(agent["last_seen"])
    except ValueError:
        return _("Not seen yet")
    return _("Last seen {when}").format(when=format_time(when))


class AgentsTab(QWidget):
    """The Agents tab (see the module's docstring)."""

    def __init__(self, services, ops, parent: QWidget | None = None):
        super().__init__(parent)
        self._services, self._ops = services, ops
        self._agents: dict[str, dict] = {}
        self._busy = False
        self._listed = False
        self.note = text_label()
        self.note.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setStretchLastSection(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setMinimumHeight(190)
        self.tree.currentItemChanged.connect(lambda *_a: self._enable())
        self.status_label = text_label()
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.connect_button = QPushButton()
        self.connect_button.clicked.connect(self.on_connect_clicked)
        self.disconnect_button = QPushButton()
        self.disconnect_button.clicked.connect(self.on_disconnect_clicked)
        self.refresh_button = QPushButton()
        self.refresh_button.clicked.connect(self.refresh)
        buttons = QHBoxLayout()
        buttons.addWidget(self.refresh_button)
        buttons.addStretch(1)
        buttons.addWidget(self.disconnect_button)
        buttons.addWidget(self.connect_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.status_label)
        self.retranslate_ui()
        self._enable()

    # ------------------------------------------------------------ what it shows

    def show_agents(self, agents: list[dict]) -> None:
        current = self.selected()
        self._agents = {a["client"]: a for a in agents}
        self.tree.clear()
        for agent in agents:
            item = QTreeWidgetItem([agent["name"], state_text(agent), seen_text(agent)])
            item.setData(0, CLIENT_ROLE, agent["client"])
            tip = "\n".join(
                [*agent.get("found", []), *((agent.get("trust") and [agent["trust"]]) or [])]
            )
            if tip:
                item.setToolTip(1, tip)
            self.tree.addTopLevelItem(item)
            if agent["client"] == current:
                self.tree.setCurrentItem(item)
        self._enable()

    def selected(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, CLIENT_ROLE) if item is not None else None

    def _enable(self) -> None:
        agent = self._agents.get(self.selected() or "")
        self.connect_button.setEnabled(agent is not None and not self._busy)
        self.disconnect_button.setEnabled(
            agent is not None and agent["connected"] and not self._busy
        )
        self.refresh_button.setEnabled(not self._busy)

    def say(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setAccessibleDescription(text)

    def retranslate_ui(self) -> None:
        self.note.setText(
            _(
                "Your rules govern the other agents on this computer too. Connect one and "
                "Mindkeep writes its MCP server and hooks into that agent's own settings (a "
                "backup is kept beside each file): the agent is given your Memory when it starts, "
                "what you type there can become a suggestion, and an action that breaks a rule "
                "set to Block is stopped before it runs. Disconnect takes out exactly what was "
                "written."
            )
        )
        self.tree.setHeaderLabels([_("Agent"), _("State"), _("Last seen")])
        self.tree.setAccessibleName(_("Agents on this computer"))
        self.tree.setAccessibleDescription(_("Select an agent to connect or disconnect it"))
        self.connect_button.setText(_("Connect"))
        self.connect_button.setToolTip(
            _("Write Mindkeep's MCP server and hooks into the selected agent's settings")
        )
        self.disconnect_button.setText(_("Disconnect"))
        self.disconnect_button.setToolTip(
            _("Take Mindkeep's entries out of the selected agent's settings")
        )
        self.refresh_button.setText(_("Refresh"))
        self.refresh_button.setToolTip(_("Look for the agents and their settings again"))
        for button in (self.connect_button, self.disconnect_button, self.refresh_button):
            button.setAccessibleName(button.text())
            button.setAccessibleDescription(button.toolTip())
        if self._agents:
            self.show_agents(list(self._agents.values()))

    # ------------------------------------------------------------ listing and changes

    def on_shown(self) -> None:
        if not self._listed:
            self.refresh()

    def refresh(self) -> None:
        if self._busy:
            return
        self._busy = True
        self._enable()
        self.say(_("Looking for agents…"))
        self._ops.run(ListAgents(), initiator=self, done=self._listed_now, failed=self._failed)

    def _listed_now(self, agents: list[dict]) -> None:
        self._busy, self._listed = False, True
        self.show_agents(agents)
        connected = [a["name"] for a in agents if a["connected"]]
        self.say(
            _("Connected: {names}").format(names=_(", ").join(connected))
            if connected
            else _("No agent is connected yet. Select one and choose Connect.")
        )

    def _failed(self, err: AppError) -> None:
        self._busy = False
        self._enable()
        self.say(error_text(err)())

    def on_connect_clicked(self) -> None:
        client = self.selected()
        if client is None:
            return
        self._busy = True
        self._enable()
        name = self._agents[client]["name"]

        def done(result) -> None:
            self._busy = False
            lines = [
                _("Connected {name}.").format(name=name)
                if result.changed
                else _("{name} was connected already; nothing changed.").format(name=name)
            ]
            lines += [
                # A path reads left to right in an Arabic window too (isolated).
                (_("Created {path}") if f.action == "created" else _("Changed {path}")).format(
                    path=f"\u2066{f.path}\u2069"
                )
                for f in result.files
                if f.action in ("created", "updated")
            ]
            if result.client == "codex":
                lines.append(
                    _(
                        "Codex runs hooks only after you review them: start codex, type /hooks "
                        "and trust Mindkeep's hooks."
                    )
                )
            lines.append(_("Restart {name} so it loads them.").format(name=name))
            self.say("\n".join(lines))
            self._listed = False
            self.refresh_after(lines)

        self._ops.run(ConnectAgent(client), initiator=self, done=done, failed=self._failed)

    def on_disconnect_clicked(self) -> None:
        client = self.selected()
        if client is None:
            return
        self._busy = True
        self._enable()
        name = self._agents[client]["name"]

        def done(result) -> None:
            self._busy = False
            lines = [
                _("Disconnected {name}: Mindkeep's entries are out of its settings.").format(
                    name=name
                )
                if result.changed
                else _("{name} had none of Mindkeep's entries.").format(name=name)
            ]
            self.say("\n".join(lines))
            self.refresh_after(lines)

        self._ops.run(DisconnectAgent(client), initiator=self, done=done, failed=self._failed)

    def refresh_after(self, lines: list[str]) -> None:
        """List again, keeping what was just said on the status line."""

        def listed(agents: list[dict]) -> None:
            self._busy, self._listed = False, True
            self.show_agents(agents)
            self.say("\n".join(lines))

        self._busy = True
        self._enable()
        self._ops.run(ListAgents(), initiator=self, done=listed, failed=self._failed)
