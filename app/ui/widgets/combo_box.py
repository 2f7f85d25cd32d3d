"""A drop-down list that shows every choice of a short list, none cut (issue 35).

Qt works out the height of a combo box's list before the app's style sheet gives its rows
their height, so the list came out short by about one row and showed scroll arrows: the last
choice ("Personal" under "Save to", "العربية" in the language list) was cut and had to be
scrolled to. Once the list is shown and styled, it is made tall enough for its rows (the
scroll arrows then go, leaving a few pixels below the last row); and a list of up to
ALL_UP_TO choices shows them all."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QComboBox

ALL_UP_TO = 16


class ComboBox(QComboBox):
    """QComboBox whose list shows every row it should."""

    def showPopup(self) -> None:
        self.setMaxVisibleItems(max(1, min(self.count(), ALL_UP_TO)))
        super().showPopup()
        QTimer.singleShot(0, self, self.fit_popup)  # once the list is styled and laid out

    def fit_popup(self) -> None:
        """Make the open list tall enough for the rows it should show."""
        view = self.view()
        container = view.parentWidget()
        rows = min(self.count(), self.maxVisibleItems())
        if rows < 1 or container is None or not container.isVisible():
            return
        model, column, root = self.model(), self.modelColumn(), self.rootModelIndex()
        first = view.visualRect(model.index(0, column, root))
        last = view.visualRect(model.index(rows - 1, column, root))
        short = (last.bottom() - first.top() + 1) - view.viewport().height()
        if short > 0:
            container.setMaximumHeight(container.height() + short)
            container.resize(container.width(), container.height() + short)
