"""A tool call waiting for the user's approval (SPEC §3): the tool and its server, its
arguments in readable form (key: value lines, a shell tool's command, a diff for a file
write, and beside a command or a diff every other argument, which may change what runs: its
stdin, env, cwd), the raw JSON behind Details, the rules of the turn's Memory block that bear
on it (a rule it would break in warning style, issue 27; a "never" rule the checker cannot
decide for it, which is why it asks), a reason for a denial, and Allow once / Allow for this
Session / Deny (buttons, and A / S / D on the card). A call this computer did not ask for
(another program wrote or changed it in a shared database, SPEC §2.5) says so, and can only be
denied.

Everything from outside (the tool's name, its arguments, the rules' words) is shown as plain
text. The card only emits what the user asks; the chat page runs the operation.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPen, QSyntaxHighlighter, QTextCharFormat
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.domain.tools.approvals import Approval, Decision
from app.domain.tools.call_text import own_name
from app.i18n import _, format_time
from app.ui import icons, style
from app.ui.widgets.common import (
    bold,
    dim_label,
    isolate,
    paragraph_is_rtl,
    set_directed_text,
    text_label,
)
from app.ui.widgets.link_button import LinkButton

# The arguments' view shows this many lines before it scrolls.
VIEW_LINES = 9
RLM = "\u200f"  # right-to-left mark


class DiffColours(QSyntaxHighlighter):
    """Added lines in green, removed ones in the danger colour, hunk headers muted."""

    def highlightBlock(self, text: str) -> None:
        if text.startswith(("+++", "---")):
            colour = style.color("muted")
        elif text.startswith("+"):
            colour = style.diff_added()
        elif text.startswith("-"):
            colour = style.color("danger")
        elif text.startswith("@@"):
            colour = style.color("muted")
        else:
            return
        shape = QTextCharFormat()
        shape.setForeground(colour)
        self.setFormat(0, len(text), shape)


def _plain_label(*, muted: bool = False) -> QLabel:
    label = text_label()
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if muted:
        dim_label(label)
    return label


def _text_view() -> QPlainTextEdit:
    view = QPlainTextEdit()
    view.setReadOnly(True)
    view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
    view.setTabChangesFocus(True)
    view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
    return view


class ApprovalCard(QFrame):
    """One waiting call; emits the user's decision."""

    sig_decided = Signal(int, str, str)  # approval id, Decision value, reason ("" when none)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("approvalCard")
        self.approval: Approval | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

        self.icon_label = QLabel()
        self.icon_label.setPixmap(icons.pixmap("wrench", 18, "accent"))
        self.title_label = text_label()
        bold(self.title_label)
        self.time_label = _plain_label(muted=True)
        self.tool_label = _plain_label()
        self.tool_label.setFont(style.type_font(self.font(), "subtitle", bold=True))
        self.kind_label = _plain_label(muted=True)
        self.view = _text_view()
        self.colours = DiffColours(self.view.document())
        self.colours.setDocument(None)
        self.also_label = _plain_label(muted=True)
        self.also_view = _text_view()
        self.also_view.setFont(style.fixed_font())
        self.elsewhere_box = QFrame()
        self.elsewhere_box.setObjectName("ruleWarning")
        self.elsewhere_label = _plain_label()
        box = QHBoxLayout(self.elsewhere_box)
        box.setContentsMargins(style.M, style.S, style.M, style.S)
        box.addWidget(self.elsewhere_label)
        self.warning_box = QFrame()
        self.warning_box.setObjectName("ruleWarning")
        self.warning_label = _plain_label()
        box = QHBoxLayout(self.warning_box)
        box.setContentsMargins(style.M, style.S, style.M, style.S)
        box.addWidget(self.warning_label)
        self.unsure_label = _plain_label()
        self.follows_label = _plain_label(muted=True)
        self.details_link = LinkButton()
        self.details_link.clicked.connect(self.toggle_details)
        self.details_view = _text_view()
        self.details_view.setFont(style.fixed_font())
        self.details_view.hide()
        self.reason_label = text_label()
        self.reason_edit = QLineEdit()
        self.reason_edit.setMaxLength(500)
        self.reason_label.setBuddy(self.reason_edit)
        self.reason_edit.returnPressed.connect(lambda: self.decide(Decision.DENY))
        self.allow_button = QPushButton()
        self.session_button = QPushButton()
        self.deny_button = QPushButton()
        style.set_role(self.allow_button, "primary")
        self.allow_button.setIcon(icons.icon("check", "on_accent"))
        self.deny_button.setIcon(icons.icon("x"))
        self.allow_button.clicked.connect(lambda: self.decide(Decision.ALLOW_ONCE))
        self.session_button.clicked.connect(lambda: self.decide(Decision.ALLOW_SESSION))
        self.deny_button.clicked.connect(lambda: self.decide(Decision.DENY))

        head = QHBoxLayout()
        head.setSpacing(style.S)
        head.addWidget(self.icon_label, 0, Qt.AlignmentFlag.AlignVCenter)
        head.addWidget(self.title_label, 1)
        head.addWidget(self.time_label, 0)
        reason_row = QHBoxLayout()
        reason_row.addWidget(self.reason_label)
        reason_row.addWidget(self.reason_edit, 1)
        buttons = QHBoxLayout()
        buttons.setSpacing(style.S)
        buttons.addWidget(self.details_link)
        buttons.addStretch(1)
        for button in (self.allow_button, self.session_button, self.deny_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(style.L, style.M, style.L, style.M)
        layout.setSpacing(style.XS + 2)
        layout.addLayout(head)
        layout.addWidget(self.elsewhere_box)
        layout.addWidget(self.tool_label)
        layout.addWidget(self.kind_label)
        layout.addWidget(self.view)
        layout.addWidget(self.also_label)
        layout.addWidget(self.also_view)
        layout.addWidget(self.warning_box)
        layout.addWidget(self.unsure_label)
        layout.addWidget(self.follows_label)
        layout.addWidget(self.details_view)
        layout.addLayout(reason_row)
        layout.addLayout(buttons)
        self.hide()

    # ------------------------------------------------------------ what it shows

    def set_approval(self, approval: Approval) -> None:
        """Show this waiting call (the same call again keeps what the user typed)."""
        if self.approval is None or self.approval.id != approval.id:
            self.reason_edit.clear()
            self.details_view.hide()
        self.approval = approval
        preview = approval.preview
        if preview.kind in ("diff", "command"):
            text = preview.text
        else:
            text = "\n".join(f"{key}: {value}" for key, value in preview.fields)
        self.view.setPlainText(text)
        fixed = preview.kind in ("diff", "command")
        self.view.setFont(style.fixed_font() if fixed else self.font())
        self.colours.setDocument(self.view.document() if preview.kind == "diff" else None)
        self.view.setVisible(bool(text))
        self._fit(self.view, text)
        # Beside a command or a diff: what else the call is given (stdin, env, cwd…), each
        # argument on its line, never only in Details.
        also = "\n".join(f"{key}: {value}" for key, value in preview.also)
        self.also_view.setPlainText(also)
        self.also_view.setVisible(bool(also))
        self.also_label.setVisible(bool(also))
        self._fit(self.also_view, also)
        raw = json.dumps(approval.arguments, ensure_ascii=False, indent=2, sort_keys=True)
        self.details_view.setPlainText(raw)
        self._fit(self.details_view, raw)
        self.setEnabled(True)
        # Not asked for here: shown, never allowed (SPEC §2.5); Deny settles it.
        for button in (self.allow_button, self.session_button):
            button.setEnabled(approval.asked_here)
        self.elsewhere_box.setVisible(not approval.asked_here)
        self.retranslate_ui()

    def _fit(self, view: QPlainTextEdit, text: str) -> None:
        lines = max(1, min(VIEW_LINES, text.count("\n") + 1))
        metrics = view.fontMetrics()
        view.setFixedHeight(int(lines * metrics.lineSpacing() + 2 * view.frameWidth() + 10))

    def toggle_details(self) -> None:
        self.details_view.setVisible(self.details_view.isHidden())
        self.retranslate_ui()

    def decide(self, decision: Decision) -> None:
        """The user's click (or key): the card is disabled until the page shows what follows."""
        if self.approval is None or not self.isEnabled():
            return
        if decision is not Decision.DENY and not self.approval.asked_here:
            return
        reason = self.reason_edit.text().strip() if decision is Decision.DENY else ""
        self.setEnabled(False)
        self.sig_decided.emit(self.approval.id, decision.value, reason)

    def retranslate_ui(self) -> None:
        a = self.approval
        self.title_label.setText(_("The agent asks to run a tool"))
        self.reason_label.setText(_("Reason:"))
        self.reason_edit.setPlaceholderText(_("Optional: why not, for the agent"))
        self.reason_edit.setAccessibleName(_("Reason for denying"))
        self.reason_edit.setAccessibleDescription(_("Enter denies with this reason"))
        self.allow_button.setText(_("Allow once (A)"))
        self.session_button.setText(_("Allow for this Session (S)"))
        self.deny_button.setText(_("Deny (D)"))
        self.allow_button.setToolTip(_("Run this call now; ask again next time"))
        self.session_button.setToolTip(
            _("Run this call, and let this tool run without asking for the rest of this Session")
        )
        self.deny_button.setToolTip(_("Do not run it; the agent is told why"))
        for button in (self.allow_button, self.session_button, self.deny_button):
            button.setAccessibleName(button.text())
        self.details_link.setText(
            _("Hide details") if self.details_view.isVisible() else _("Details")
        )
        self.details_link.setAccessibleName(_("Show the call's arguments as JSON"))
        self.details_view.setAccessibleName(_("The call's arguments as JSON"))
        self.view.setAccessibleName(_("What the call does"))
        if a is None:
            return
        self.time_label.setText(_("Asked {time}").format(time=format_time(a.created_at)))
        said = _("{tool} · {server} server").format(
            tool=isolate(own_name(a.tool)), server=isolate(a.server)
        )
        # The sentence's own direction (Arabic: right to left) even where it starts with a
        # name: Qt reads a paragraph's direction from its first letter, isolated or not.
        set_directed_text(self.tool_label, (RLM if paragraph_is_rtl(said) else "") + said)
        kind = a.preview.kind
        if kind == "diff":
            said = _("Changes to {path}:").format(path=isolate(a.preview.path or ""))
        elif kind == "command":
            said = _("The command it runs:")
        elif a.preview.fields:
            said = _("With:")
        else:
            said = _("Without arguments.")
        set_directed_text(self.kind_label, said)
        set_directed_text(
            self.elsewhere_label,
            "⚠ "
            + _(
                "This call was not asked for on this computer: another program (perhaps another "
                "computer sharing the database) wrote or changed it. It cannot be allowed here; "
                "deny it, and ask the agent again if you need it."
            ),
        )
        self.also_view.setAccessibleName(_("What else the call is given"))
        set_directed_text(self.also_label, _("It is also given:"))
        breaks = [r for r in a.rules if r.breaks]
        unsure = [r for r in a.rules if r.unsure]
        follows = [r for r in a.rules if r.verdict == "followed"]
        set_directed_text(
            self.warning_label,
            "\n".join(
                "⚠ " + _("This would break your rule: “{rule}”").format(rule=isolate(r.content))
                for r in breaks
            ),
        )
        self.warning_box.setVisible(bool(breaks))
        set_directed_text(
            self.unsure_label,
            "\n".join(
                "? "
                + _("Mindkeep cannot tell whether this follows your rule: “{rule}”").format(
                    rule=isolate(r.content)
                )
                for r in unsure
            ),
        )
        self.unsure_label.setVisible(bool(unsure))
        # A call that would break a rule: Allow is not the button that stands out.
        style.set_role(self.allow_button, None if breaks else "primary")
        self.allow_button.setIcon(icons.icon("check", "text" if breaks else "on_accent"))
        set_directed_text(
            self.follows_label,
            "\n".join(
                "✓ " + _("Follows your rule: “{rule}”").format(rule=isolate(r.content))
                for r in follows
            ),
        )
        self.follows_label.setVisible(bool(follows))
        self.setAccessibleName(_("Approval needed: {tool}").format(tool=a.tool))
        description = _("Keys: A allow once, S allow for this Session, D deny.")
        if unsure:
            description = self.unsure_label.text() + " " + description
        if breaks:
            description = self.warning_label.text() + " " + description
        if not a.asked_here:
            description = self.elsewhere_label.text()
        self.setAccessibleDescription(description)

    # ------------------------------------------------------------ keyboard and painting

    def keyPressEvent(self, event) -> None:
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods == Qt.KeyboardModifier.NoModifier:
            key = event.key()
            if key == Qt.Key.Key_A:
                self.decide(Decision.ALLOW_ONCE)
                return
            if key == Qt.Key.Key_S:
                self.decide(Decision.ALLOW_SESSION)
                return
            if key == Qt.Key.Key_D:
                self.decide(Decision.DENY)
                return
        super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        focused = self.hasFocus() or self.isAncestorOf(self.focusWidget() or self)
        pen = QPen(style.color("focus") if focused else style.color("accent"))
        pen.setWidthF(2.0)
        painter.setPen(pen)
        painter.setBrush(style.color("surface"))
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.drawRoundedRect(rect, style.RADIUS_L, style.RADIUS_L)


class ApprovalSlot:
    """Where a page shows the card of the call waiting in its Session: made when first needed,
    put into the page's layout before `before`, its decision forwarded to `decided`."""

    def __init__(self, page: QWidget, before: QWidget, decided):
        self._page, self._before, self._decided = page, before, decided
        self._card: ApprovalCard | None = None

    @property
    def card(self) -> ApprovalCard:
        if self._card is None:
            self._card = ApprovalCard()
            self._card.sig_decided.connect(self._decided)
            layout = self._page.layout()
            layout.insertWidget(layout.indexOf(self._before), self._card)
        return self._card

    def show(self, approval: Approval | None, *, focus: bool = False) -> None:
        """Show the card of a waiting call (None: no card)."""
        if approval is None:
            if self._card is not None:
                self._card.hide()
            return
        card = self.card
        card.set_approval(approval)
        card.show()
        if focus:
            card.setFocus(Qt.FocusReason.OtherFocusReason)

    def paint_now(self) -> None:
        """The card shown painted at once, laid out where it stands: a turn that pauses on a
        call shows its card as it keeps the call, then ends (its messages in one read, on the
        GUI thread); painted after that read, the card came ~10-25 ms later (issue 32,
        approval_card_first)."""
        card = self._card
        if card is None or not card.isVisible():
            return
        # The layouts the card's showing asked for, so that it is painted where it stands.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        card.repaint()

    def shown(self) -> Approval | None:
        """The waiting call whose card is shown, or None."""
        card = self._card
        return card.approval if card is not None and card.isVisibleTo(self._page) else None
