"""The window's icons: Phosphor SVGs (resources/icons/phosphor, MIT) drawn in a colour role of
the current theme, so they follow light, dark and high contrast without being set again.

An icon is read and drawn only when first painted, at the size and colour asked, and kept
(a few dozen small pixmaps); QtSvg is imported then too, not at start.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QIconEngine, QImage, QPainter, QPixmap, QTransform
from PySide6.QtSvg import QSvgRenderer

from app.ui import style
from app.ui.icon_files import svg_source

# Icons that point along the line of reading: mirrored in a right-to-left window.
MIRRORED = frozenset({"paper-plane-right", "arrow-bend-up-right", "arrow-square-out"})
PIXMAPS_KEPT = 512


_pixmaps: dict[tuple, QImage] = {}


def render(name: str, size: int, rgba: str, *, mirrored: bool = False) -> QImage:
    """The icon drawn at size×size device pixels in one colour (#rrggbb or #aarrggbb)."""
    key = (name, size, rgba, mirrored)
    image = _pixmaps.get(key)
    if image is not None:
        return image
    renderer = QSvgRenderer(QByteArray(svg_source(name).replace("currentColor", rgba[:7]).encode()))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    if mirrored:
        image = image.transformed(QTransform().scale(-1, 1))
    if len(_pixmaps) >= PIXMAPS_KEPT:
        _pixmaps.clear()
    _pixmaps[key] = image
    return image


class TintedIconEngine(QIconEngine):
    """Draws one SVG in a colour role of the theme in use at paint time (disabled: the
    disabled role; selected: the text on the accent)."""

    def __init__(self, name: str, role: str = "text"):
        super().__init__()
        self.name = name
        self.role = role

    def clone(self) -> QIconEngine:
        return TintedIconEngine(self.name, self.role)

    def key(self) -> str:
        return "mindkeep-tinted"

    def _color(self, mode: QIcon.Mode) -> str:
        if mode == QIcon.Mode.Disabled:
            return style.theme().disabled
        if mode == QIcon.Mode.Selected:
            return style.theme().on_accent
        return getattr(style.theme(), self.role)

    def _mirrored(self) -> bool:
        return (
            self.name in MIRRORED
            and QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        )

    def scaledPixmap(self, size: QSize, mode, state, scale: float) -> QPixmap:
        side = max(1, round(min(size.width(), size.height()) * max(scale, 1.0)))
        pixmap = QPixmap.fromImage(
            render(self.name, side, self._color(mode), mirrored=self._mirrored())
        )
        pixmap.setDevicePixelRatio(max(scale, 1.0))
        return pixmap

    def pixmap(self, size: QSize, mode, state) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def paint(self, painter: QPainter, rect: QRect, mode, state) -> None:
        scale = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        side = min(rect.width(), rect.height())
        pixmap = self.scaledPixmap(QSize(side, side), mode, state, scale)
        x = rect.x() + (rect.width() - side) // 2
        y = rect.y() + (rect.height() - side) // 2
        painter.drawPixmap(QRect(x, y, side, side), pixmap)

    def actualSize(self, size: QSize, mode, state) -> QSize:
        side = min(size.width(), size.height())
        return QSize(side, side)


def icon(name: str, role: str = "text") -> QIcon:
    """An icon by its Phosphor name, in a colour role of the theme ("text", "muted",
    "on_accent", "accent", …)."""
    svg_source(name)  # fail here, on a typo, not when it is painted
    return QIcon(TintedIconEngine(name, role))


def pixmap(name: str, size: int, role: str = "text", *, ratio: float = 1.0) -> QPixmap:
    """A pixmap of an icon for painting by hand (delegates)."""
    side = max(1, round(size * ratio))
    pm = QPixmap.fromImage(render(name, side, getattr(style.theme(), role)))
    pm.setDevicePixelRatio(ratio)
    return pm


def render_pixmap(name: str, size: int, color, ratio: float = 1.0) -> QPixmap:
    """A pixmap of an icon in a given QColor (a badge's ink)."""
    side = max(1, round(size * ratio))
    pm = QPixmap.fromImage(render(name, side, color.name()))
    pm.setDevicePixelRatio(ratio)
    return pm
