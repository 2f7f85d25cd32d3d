"""The icons' files: the Phosphor SVGs (resources/icons/phosphor, MIT) and, for the style
sheet's `image: url(…)`, copies of them in one colour on disk. No drawing here (app/ui/icons.py
draws them in the theme's colours)."""

from __future__ import annotations

import sys
import tempfile
from functools import cache
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def icons_dir() -> Path:
    """resources/icons/phosphor beside the package in a checkout, in the bundle when frozen."""
    if getattr(sys, "frozen", False):
        root = Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent))
    else:
        root = Path(__file__).resolve().parents[2]
    return root / "resources" / "icons" / "phosphor"


@cache
def svg_source(name: str) -> str:
    """The SVG text of an icon (an unknown name is a programming error: it raises)."""
    return (icons_dir() / f"{name}.svg").read_text(encoding="utf-8")


_files: Path | None = None


def _files_dir() -> Path:
    """Where tinted copies go: the user's cache folder (kept between runs, so a start only
    looks), else a private temporary folder."""
    global _files
    if _files is None:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
        try:
            if not base:
                raise OSError("no cache folder")
            _files = Path(base) / "icons"
            _files.mkdir(parents=True, exist_ok=True)
        except OSError:
            _files = Path(tempfile.mkdtemp(prefix="mindkeep-icons-"))
    return _files


def tinted_file(name: str, rgb: str) -> str:
    """An icon as an SVG file in one colour, for the style sheet's `image: url(…)` (check
    marks, drop-down arrows); written once, named by its colour."""
    path = _files_dir() / f"{name}-{rgb.lstrip('#')}.svg"
    if not path.exists():
        path.write_text(svg_source(name).replace("currentColor", rgb), encoding="utf-8")
    return path.as_posix()
