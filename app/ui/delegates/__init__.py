"""Item delegates: how the rows of the sidebar, the chat, the Memory page and the directory
are painted."""

from __future__ import annotations

from PySide6.QtGui import QCursor


def row_state(view, index) -> tuple[bool, bool, bool]:
    """(selected, under the pointer, the keyboard's row) for a row of `view`, as the view puts
    them in the option's state before painting it. Read from the view because reading
    `option.state` makes PySide build the Python enums of all of QStyle (~10 ms on the way to
    the first screen, for the sidebar and the chat)."""
    selection = view.selectionModel()
    selected = selection is not None and selection.isSelected(index)
    # Not view.viewport() unless the pointer is there: converting it to Python makes PySide
    # build the enums of every widget class it might be (~5 ms). It hands its focus to the view.
    hovered = (
        view.underMouse() and view.indexAt(view.viewport().mapFromGlobal(QCursor.pos())) == index
    )
    keyboard = view.hasFocus() and view.currentIndex() == index
    return selected, hovered, keyboard
