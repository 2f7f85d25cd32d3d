"""What the chat's tests share: the rows as a user reads them, where a link or some words are
drawn, clicking there, sending a message, and a URL handler that records what would open."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, Qt, QUrl, Slot
from PySide6.QtWidgets import QAbstractItemView

from app.ui.models.messages import MessageRole


def rows(window) -> list[tuple[str, str]]:
    """(source, what the row shows) for every row of the chat."""
    page = window.chat_page
    return [
        (page.model.index(r).data(MessageRole).source.value, page.row_text(page.model.index(r)))
        for r in range(page.model.rowCount())
    ]


def row_of(window, source: str, contains: str) -> int:
    for r, (src, text) in enumerate(rows(window)):
        if src == source and contains in text:
            return r
    raise AssertionError(f"no {source} row showing {contains!r} in {rows(window)!r}")


def _point(page, row: int, position: int) -> QPoint:
    """Where the character at `position` of a row's document is drawn (viewport coordinates)."""
    index = page.model.index(row)
    option = page.row_option(index)
    doc = page.delegate.document(option, index)
    block = doc.findBlock(position)
    line = block.layout().lineForTextPosition(position - block.position())
    x = line.cursorToX(position - block.position())
    x = x[0] if isinstance(x, tuple) else x
    rect = doc.documentLayout().blockBoundingRect(block)
    origin = page.delegate.body_origin(option)
    return QPoint(
        int(origin.x() + rect.x() + x), int(origin.y() + rect.y() + line.y() + line.height() / 2)
    )


def link_point(page, row: int, label: str) -> QPoint:
    """Where the link `label` of a row is drawn, in viewport coordinates (scrolled into view)."""
    index = page.model.index(row)
    page.view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
    doc = page.delegate.document(page.row_option(index), index)
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().isAnchor() and label in fragment.text():
                return _point(page, row, fragment.position() + fragment.length() // 2)
            it += 1
        block = block.next()
    raise AssertionError(f"no link {label!r} in row {row}: {page.row_links(index)!r}")


def text_point(page, row: int, words: str) -> QPoint:
    """Where some words of a row are drawn (link or not), in viewport coordinates."""
    index = page.model.index(row)
    page.view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
    doc = page.delegate.document(page.row_option(index), index)
    found = doc.find(words)
    assert not found.isNull(), f"{words!r} not in row {row}: {doc.toPlainText()!r}"
    return _point(page, row, (found.selectionStart() + found.selectionEnd()) // 2)


def click_link(qtbot, window, row: int, label: str) -> None:
    page = window.chat_page
    qtbot.mouseClick(
        page.view.viewport(), Qt.MouseButton.LeftButton, pos=link_point(page, row, label)
    )


def shown(qtbot, window) -> None:
    """Wait until the current Session's messages are shown (a first open reads on a worker)."""
    page = window.chat_page
    qtbot.waitUntil(lambda: not page.is_loading(), timeout=20000)


def send(qtbot, window, text: str) -> None:
    page = window.chat_page
    shown(qtbot, window)  # as a user does: the Session's messages come before one writes
    page.composer.setPlainText(text)
    qtbot.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.send_button.isEnabled(), timeout=20000)


class Opened(QObject):
    """Stands in for the browser and the mail program: records the URLs the app hands over."""

    def __init__(self):
        super().__init__()
        self.urls: list[str] = []

    @Slot(QUrl)
    def open(self, url):
        self.urls.append(url.toString())


def open_window(qtbot, core, runner=None):
    """The main window over the test database: the offline assistant, or `runner`'s model."""
    from app.bootstrap import make_runner
    from app.ui.main_window import MainWindow

    w = MainWindow(
        core,
        make_runner=runner or (lambda api_key=None: make_runner(core)),
        data_dir=core.data_dir,
    )
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def model_runner(core, base_url: str):
    """A runner factory for the window, talking to the scripted model server at `base_url`."""
    from model_server import API_KEY, MODEL

    from app.agent.loop import AgentRunner
    from app.agent.providers import ModelConfig, OpenAICompatibleProvider

    def runner(api_key=None):
        provider = OpenAICompatibleProvider(
            ModelConfig(base_url=base_url, model=MODEL, api_key=API_KEY, timeout=30)
        )
        return AgentRunner(core.chat, core.memory, core.proposals, core.tools, provider)

    return runner
