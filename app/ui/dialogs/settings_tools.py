"""The Settings dialog's Tools tab: the MCP servers whose tools the agent may use (SPEC §3),
each with its tools and their safety (runs without asking, or asks for approval), on or off in
the current Session's Space; add one (a command Mindkeep starts, or a Streamable HTTP URL),
remove one; trust one that another program (another computer sharing the database) added or
changed, which is not started until then, or whose tools changed since it was trusted (their
descriptions, arguments or hints: MCP's "rug pull"), shown change by change, which is not used
until then.

A part of its own (composed into the dialog, not mixed in). Its changes are made at once,
through operations (app.ui.operations.tools): the tab shows each server's tools as pinned on
this computer, starting none (SPEC §3); Refresh starts them on a worker thread to list their
tools again (a change untrusts the server), as adding or trusting one does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.domain.errors import AppError, Code
from app.domain.tools.servers import Transport, Trust
from app.i18n import _, ngettext
from app.services.refusals import error_text
from app.services.tool_changes import change_text
from app.ui.operations.tools import (
    AddToolServer,
    ListToolServers,
    RefreshToolServers,
    RemoveToolServer,
    SetToolServerEnabled,
    TrustToolServer,
)
from app.ui.widgets.common import text_label

NAME_ROLE = Qt.ItemDataRole.UserRole + 1  # a server item's name


def safety_text(safety: str) -> str:
    if safety == "read_only":
        return _("Runs without asking")
    return _("Asks for your approval")


def where_text(server) -> str:
    """A server's command line or URL, as configured (secrets shown as <secret>)."""
    data = server.to_json()
    if server.transport is Transport.STDIO:
        return " ".join([data["command"] or "", *data["args"]])
    return data["url"] or ""


def untrusted_text() -> str:
    return _(
        "Another program (perhaps another computer sharing the database) added or changed it, "
        "so Mindkeep does not start it. Check what it runs, then choose Trust on this computer."
    )


def not_listed_text() -> str:
    return _(
        "Its tools are listed when a turn first uses it; Refresh tools starts it and lists "
        "them now."
    )


def changed_text() -> str:
    return _(
        "Its tools changed since you trusted it (below), so the agent does not get them. If you "
        "expect this change, choose Trust on this computer."
    )


class ToolsTab(QWidget):
    """The Tools tab (see the module's docstring)."""

    def __init__(self, services, ops, space_id: int | None, parent: QWidget | None = None):
        super().__init__(parent)
        self._services, self._ops, self._space_id = services, ops, space_id
        self._listed = False
        self._listing = False
        self._shown: dict[str, object] = {}  # name → the ToolServer as shown
        self._untrusted: set[str] = set()
        self._changes: dict[str, object] = {}  # name → its changed definitions as shown
        self.note = text_label()
        self.note.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setStretchLastSection(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        # A long command line is cut in its middle (its whole text is the item's tooltip).
        self.tree.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setMinimumHeight(180)
        self.tree.itemChanged.connect(self.on_tree_item_changed)
        self.tree.currentItemChanged.connect(lambda *_a: self._enable())
        self.status_label = text_label()
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.refresh_button = QPushButton()
        self.refresh_button.clicked.connect(lambda: self.refresh(start=True))
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(self.on_remove_clicked)
        self.trust_button = QPushButton()
        self.trust_button.clicked.connect(self.on_trust_clicked)
        list_buttons = QHBoxLayout()
        list_buttons.addWidget(self.refresh_button)
        list_buttons.addStretch(1)
        list_buttons.addWidget(self.trust_button)
        list_buttons.addWidget(self.remove_button)

        self.add_box = QGroupBox()
        self.name_label, self.name_edit = text_label(), QLineEdit()
        self.name_edit.setMaxLength(24)
        self.command_radio, self.url_radio = QRadioButton(), QRadioButton()
        self.kind_group = QButtonGroup(self)
        self.kind_group.addButton(self.command_radio)
        self.kind_group.addButton(self.url_radio)
        self.command_radio.setChecked(True)
        self.command_radio.toggled.connect(lambda _on: self._enable())
        self.command_label, self.command_edit = text_label(), QLineEdit()
        self.url_label, self.url_edit = text_label(), QLineEdit()
        self.headers_label, self.headers_edit = text_label(), QPlainTextEdit()
        self.headers_edit.setTabChangesFocus(True)
        self.headers_edit.setMaximumHeight(64)
        for label, field in (
            (self.name_label, self.name_edit),
            (self.command_label, self.command_edit),
            (self.url_label, self.url_edit),
            (self.headers_label, self.headers_edit),
        ):
            label.setBuddy(field)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.on_add_clicked)
        kinds = QHBoxLayout()
        kinds.addWidget(self.command_radio)
        kinds.addWidget(self.url_radio)
        kinds.addStretch(1)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(kinds)
        form.addRow(self.command_label, self.command_edit)
        form.addRow(self.url_label, self.url_edit)
        form.addRow(self.headers_label, self.headers_edit)
        add_row = QHBoxLayout()
        add_row.addStretch(1)
        add_row.addWidget(self.add_button)
        box = QVBoxLayout(self.add_box)
        box.addLayout(form)
        box.addLayout(add_row)

        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.tree, 1)
        layout.addLayout(list_buttons)
        layout.addWidget(self.status_label)
        layout.addWidget(self.add_box)
        self.retranslate_ui()
        self.show_servers([(s, None) for s in services.tool_servers.list()])

    # ------------------------------------------------------------ what it shows

    def show_servers(self, listed, *, listing: bool = False) -> None:
        """The servers, each with its tools (when listed) or why it could not start; given a
        `listing`, a server without tools in it was never listed on this computer."""
        current = self.selected()
        self.tree.blockSignals(True)
        self.tree.clear()
        self._shown = {server.name: server for server, _entry in listed}
        servers = self._services.tool_servers
        trust = {server.name: servers.trust_state(server) for server, _entry in listed}
        self._untrusted = {name for name, state in trust.items() if state is not Trust.TRUSTED}
        pins = {
            name: servers.pinned(name) for name, state in trust.items() if state is Trust.CHANGED
        }
        self._changes = {name: p.changed for name, p in pins.items() if p is not None}
        for server, entry in listed:
            # A command line or URL reads left to right in an Arabic window too (isolated).
            item = QTreeWidgetItem([server.name, f"\u2066{where_text(server)}\u2069"])
            item.setData(0, NAME_ROLE, server.name)
            item.setToolTip(1, where_text(server))
            if self._space_id is not None:
                item.setToolTip(0, _("Checked: its tools are on in this Space"))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            if self._space_id is not None:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                on = server.enabled_in(self._space_id)
                item.setCheckState(0, Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            if trust[server.name] is Trust.CHANGED:
                note = QTreeWidgetItem([_("Its tools changed"), changed_text()])
                note.setToolTip(1, changed_text())
                note.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.addChild(note)
                found = pins.get(server.name)
                for change in found.changes if found is not None else ():
                    said = change_text(change)
                    line = QTreeWidgetItem([change.tool or _("Instructions"), said])
                    line.setToolTip(1, said)
                    line.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    note.addChild(line)
            elif server.name in self._untrusted:
                # Short in the first column, which fits its contents; the why beside it.
                note = QTreeWidgetItem([_("Not trusted on this computer"), untrusted_text()])
                note.setToolTip(0, untrusted_text())
                note.setToolTip(1, untrusted_text())
                note.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.addChild(note)
            elif entry is None and listing:
                note = QTreeWidgetItem([_("Not listed yet"), not_listed_text()])
                note.setToolTip(0, not_listed_text())
                note.setToolTip(1, not_listed_text())
                note.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.addChild(note)
            elif entry is not None and entry.error is not None:
                describe = getattr(entry.error, "describe", None)
                problem = QTreeWidgetItem([describe() if describe else str(entry.error), ""])
                problem.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.addChild(problem)
            elif entry is not None:
                for tool in entry.tools:
                    child = QTreeWidgetItem([tool.name, safety_text(tool.safety.value)])
                    child.setToolTip(0, tool.description)
                    child.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                    item.addChild(child)
                for left in entry.left_out:
                    child = QTreeWidgetItem(
                        [
                            _("{tool} is not offered: {reason}").format(
                                tool=left.tool, reason=left.reason
                            ),
                            "",
                        ]
                    )
                    child.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    item.addChild(child)
            self.tree.addTopLevelItem(item)
            item.setExpanded(True)
            for i in range(item.childCount()):  # a change's lines are shown, not folded
                item.child(i).setExpanded(True)
            if server.name == current:
                self.tree.setCurrentItem(item)
        self.tree.blockSignals(False)
        self._enable()

    def selected(self) -> str | None:
        """The name of the server selected (or of the server of the tool selected)."""
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        return item.data(0, NAME_ROLE) if item is not None else None

    def _enable(self) -> None:
        stdio = self.command_radio.isChecked()
        for widget in (self.command_label, self.command_edit):
            widget.setEnabled(stdio)
        for widget in (self.url_label, self.url_edit, self.headers_label, self.headers_edit):
            widget.setEnabled(not stdio)
        self.remove_button.setEnabled(self.selected() is not None and not self._listing)
        self.trust_button.setEnabled(self.selected() in self._untrusted and not self._listing)
        self.refresh_button.setEnabled(not self._listing and self.tree.topLevelItemCount() > 0)

    def say(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setAccessibleDescription(text)

    def retranslate_ui(self) -> None:
        self.note.setText(
            _(
                "Tools from MCP servers. A tool the server marks read-only runs without asking; "
                "every other call waits for your approval in the chat. What a tool returns never "
                "becomes a Memory rule."
            )
        )
        self.tree.setHeaderLabels([_("Server and its tools"), _("What it runs, or its safety")])
        self.tree.setAccessibleName(_("Tool servers and their tools"))
        self.tree.setAccessibleDescription(
            _("Check a server to give its tools to the agent in this Space")
            if self._space_id is not None
            else _("Open a Session to turn servers on or off for its Space")
        )
        self.refresh_button.setText(_("Refresh tools"))
        self.refresh_button.setToolTip(_("Start each server and list its tools again"))
        self.remove_button.setText(_("Remove server"))
        self.remove_button.setToolTip(_("Forget the selected server and its secrets"))
        self.trust_button.setText(_("Trust on this computer"))
        self.trust_button.setToolTip(
            _("Let Mindkeep start the selected server as shown: check what it runs first")
        )
        self.add_box.setTitle(_("Add a server"))
        self.name_label.setText(_("Name:"))
        self.name_edit.setPlaceholderText(_("for example git"))
        self.command_radio.setText(_("A command Mindkeep starts"))
        self.url_radio.setText(_("A URL (Streamable HTTP)"))
        self.command_label.setText(_("Command:"))
        self.command_edit.setPlaceholderText("uvx mcp-server-git --repository ~/src/app")
        self.url_label.setText(_("URL:"))
        self.url_edit.setPlaceholderText("http://127.0.0.1:8000/mcp")
        self.headers_label.setText(_("Headers:"))
        self.headers_edit.setPlaceholderText(_("One “Name: value” a line (optional)"))
        self.add_button.setText(_("Add server"))
        for widget, name in (
            (self.refresh_button, self.refresh_button.text()),
            (self.remove_button, self.remove_button.text()),
            (self.trust_button, self.trust_button.text()),
            (self.add_button, self.add_button.text()),
            (self.name_edit, _("Server name")),
            (self.command_radio, self.command_radio.text()),
            (self.url_radio, self.url_radio.text()),
            (self.command_edit, _("Command that starts the server")),
            (self.url_edit, _("Server URL")),
            (self.headers_edit, _("HTTP headers, one a line")),
        ):
            widget.setAccessibleName(name)
        self.headers_edit.setAccessibleDescription(
            _("Secret values (tokens, keys) are kept in the system keyring, never in the database")
        )
        # What each choice asks for next, and what Add does (the fields' own names).
        self.command_radio.setAccessibleDescription(_("Command that starts the server"))
        self.url_radio.setAccessibleDescription(_("Server URL"))
        self.add_button.setAccessibleDescription(self.add_box.title())

    # ------------------------------------------------------------ listing

    def on_shown(self) -> None:
        """The tab came into view: the servers' tools as pinned, once (none is started)."""
        if not self._listed:
            self.refresh()

    def refresh(self, *, start: bool = False) -> None:
        """The servers and their tools: as pinned on this computer, or, with `start`, each
        server started on a worker to list them again (Refresh; after adding or trusting one)."""
        if self._listing:
            return
        configured = self._services.tool_servers.list()
        if not configured:
            self._listed = True
            self.show_servers([])
            self.say(_("No tool servers yet. Add one below."))
            return
        self._listing = True
        self._enable()
        if start:
            self.say(
                ngettext(
                    "Starting {n} server to list its tools…",
                    "Starting {n} servers to list their tools…",
                    len(configured),
                ).format(n=len(configured))
            )
        op = RefreshToolServers() if start else ListToolServers()
        self._ops.run(op, initiator=self, done=self._listed_now, failed=self._list_failed)

    def _listed_now(self, listed) -> None:
        self._listing, self._listed = False, True
        self.show_servers(listed, listing=True)
        tools = sum(len(e.tools) for _s, e in listed if e is not None)
        broken = sum(
            1
            for s, e in listed
            if e is not None and e.error is not None and s.name not in self._untrusted
        )
        text = ngettext("{n} tool", "{n} tools", tools).format(n=tools)
        if broken:
            text += " · " + ngettext(
                "{n} server could not start", "{n} servers could not start", broken
            ).format(n=broken)
        if self._untrusted:
            text += " · " + ngettext(
                "{n} server not trusted on this computer",
                "{n} servers not trusted on this computer",
                len(self._untrusted),
            ).format(n=len(self._untrusted))
        self.say(text)

    def _list_failed(self, err: AppError) -> None:
        self._listing = False
        self._enable()
        self.say(error_text(err)())

    # ------------------------------------------------------------ changes

    def on_add_clicked(self) -> None:
        stdio = self.command_radio.isChecked()
        headers = tuple(
            line.strip() for line in self.headers_edit.toPlainText().splitlines() if line.strip()
        )
        op = AddToolServer(
            self.name_edit.text(),
            command=self.command_edit.text() if stdio else "",
            url="" if stdio else self.url_edit.text(),
            headers=() if stdio else headers,
        )
        if not stdio and not self.url_edit.text().strip():
            self.say(_("Enter the server's URL."))
            self.url_edit.setFocus()
            return
        server = self._ops.run(op, initiator=self, failed=self._refused)
        if server is None:
            return
        for field in (self.name_edit, self.command_edit, self.url_edit):
            field.clear()
        self.headers_edit.clear()
        self.say(_("Added {name}. Starting it to list its tools…").format(name=server.name))
        self._listed = False
        self.refresh(start=True)

    def _refused(self, err: AppError) -> None:
        if err.code is Code.INVALID_INPUT and err.field == "name":
            said = _(
                "A server's name is at most 24 lower-case letters, digits, “-” and “_”, starting "
                "with a letter (it begins each of its tools' names); “mindkeep” and “memory” are "
                "Mindkeep's own."
            )
        elif err.code is Code.INVALID_INPUT and err.field == "command":
            said = err.message  # the command line's own reason (split_command), said here
        else:
            said = error_text(err)()
        self.say(said)
        field = {
            "name": self.name_edit,
            "command": self.command_edit,
            "args": self.command_edit,
            "url": self.url_edit,
            "header": self.headers_edit,
        }.get(err.field or "")
        if field is not None:
            field.setFocus(Qt.FocusReason.OtherFocusReason)

    def on_remove_clicked(self) -> None:
        name = self.selected()
        if name is None:
            return
        self._listing = True
        self._enable()

        def removed(server) -> None:
            self._listing = False
            self.say(_("Removed {name}.").format(name=server.name))
            self._listed = False
            self.refresh()

        self._ops.run(
            RemoveToolServer(name), initiator=self, done=removed, failed=self._list_failed
        )

    def on_trust_clicked(self) -> None:
        name = self.selected()
        if name is None or name not in self._untrusted:
            return

        def trusted(server) -> None:
            self.say(
                _("{name} is trusted on this computer. Starting it to list its tools…").format(
                    name=server.name
                )
            )
            self._listed = False
            self.refresh(start=True)

        def refused(err: AppError) -> None:
            if err.code is Code.VERSION_CONFLICT:
                self.say(
                    _(
                        "The {name} server changed since it was shown, so it was not trusted. "
                        "Look at it again."
                    ).format(name=name)
                )
                self.show_servers([(s, None) for s in self._services.tool_servers.list()])
                return
            self._list_failed(err)

        op = TrustToolServer(name, self._shown[name], self._changes.get(name))
        self._ops.run(op, initiator=self, done=trusted, failed=refused)

    def on_tree_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        name = item.data(0, NAME_ROLE)
        if name is None or self._space_id is None or column != 0:
            return
        on = item.checkState(0) == Qt.CheckState.Checked
        done = self._ops.run(
            SetToolServerEnabled(name, self._space_id, on),
            initiator=self,
            failed=self._list_failed,
        )
        if done is not None:
            self.say(
                (
                    _("The {server} server's tools are on in this Space.")
                    if on
                    else _("The {server} server's tools are off in this Space.")
                ).format(server=name)
            )
