"""Render resources/icons/mindkeep.svg to every icon file the installers need.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/render_icons.py

Writes, beside the SVG:
  mindkeep-<size>.png   for the hicolor sizes the .deb installs (16 ... 512)
  mindkeep.ico          Windows (executable and installer icon; PNG-compressed entries)
  mindkeep.icns         macOS (app bundle icon; 16 ... 1024 incl. @2x)
Uses only Qt's own SVG renderer (PySide6, already in the venv): no Pillow, no rsvg.
Run it again after editing the SVG and commit the results.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICONS / "mindkeep.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types share sizes).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def _renderer(svg: Path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtSvg import QSvgRenderer

    global _app  # fonts and the paint engine need an application object
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG")
    return renderer


def _png_bytes(renderer, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit(f"render_icons: could not encode a {size}px PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (supported since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns made of PNG elements."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render(svg: Path = SVG, out_dir: Path = ICONS) -> list[Path]:
    renderer = _renderer(svg)
    wanted = set(SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: _png_bytes(renderer, size) for size in sorted(wanted)}
    written = []
    for size in SIZES:
        target = out_dir / f"mindkeep-{size}.png"
        target.write_bytes(pngs[size])
        written.append(target)
    target = out_dir / "mindkeep.ico"
    target.write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    written.append(target)
    target = out_dir / "mindkeep.icns"
    target.write_bytes(icns(pngs))
    written.append(target)
    return written


if __name__ == "__main__":
    for path in render():
        print(path.relative_to(ICONS.parent.parent))
