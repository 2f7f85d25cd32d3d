#!/usr/bin/env python3
"""The window's visual check: every page (chat, Memory, directory) in en, zh_Hans, ar and de,
light and dark, rendered offscreen on fixed demo data and compared with the committed pictures
in tests/ui/references/ (tests/ui/test_visual.py).

Deterministic by construction: the demo data is written by the services, then every stored time
is set to a fixed day in 2025 (shown as dates, never "today"), times are shown in UTC, the caret
does not blink, and the pictures are drawn in a process of their own whose fontconfig sees only
the font files of the two packages CI installs (fonts-dejavu-core, fonts-wqy-microhei), whatever
else the machine has, with the families pinned to them. Compared perceptually: both pictures are averaged over 8×8-pixel tiles (a
box filter, so a glyph's anti-aliasing or a one-pixel shift of a line of text barely moves a
tile) and a tile differs when its colour moved by more than TILE_THRESHOLD (Euclidean RGB
distance, 0-441); a missing icon or button, a new colour, a shifted block all move many.

    python tests/ui/visual.py render [OUT_DIR]  # `make screenshots`: render, compare, print
    python tests/ui/visual.py accept            # `make screenshots-accept`: new references
"""

from __future__ import annotations

import math
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REFERENCES = ROOT / "tests" / "ui" / "references"
FAILURES = ROOT / "build" / "visual-diff"
PAGES = ("chat", "memory", "directory")
LOCALES = ("en", "zh_Hans", "ar", "de")
THEMES = ("light", "dark")
SIZE = (1100, 720)
SANS = ["DejaVu Sans", "WenQuanYi Micro Hei"]
MONO = ["DejaVu Sans Mono", "WenQuanYi Micro Hei"]
DAY = datetime(2025, 3, 4, 9, 0, tzinfo=UTC)
# The font files of fonts-dejavu-core and fonts-wqy-microhei: the only ones the pictures use.
FONT_DIRS = ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/wqy")
FONT_FILES = (
    *tuple(
        f"{FONT_DIRS[0]}/{n}.ttf"
        for n in (
            "DejaVuSans",
            "DejaVuSans-Bold",
            "DejaVuSansMono",
            "DejaVuSansMono-Bold",
            "DejaVuSerif",
            "DejaVuSerif-Bold",
        )
    ),
    f"{FONT_DIRS[1]}/wqy-microhei.ttc",
)
TILE = 8
TILE_THRESHOLD = 24.0  # a tile differs past this colour distance
TILES_ALLOWED = 0  # … and a picture differs when any tile does

# What the demo Session says, per language of the pictures (scripts/demo_chat.py's turns).
TURNS = {
    "en": (
        "Remember that the staging server is called bluebird.",
        "From now on, run the linter before every commit.",
    ),
    "zh_Hans": ("记住预发布服务器叫 bluebird。", "以后每次提交前都先跑 lint。"),
    "ar": ("تذكر أن خادم الاختبار اسمه bluebird.", "من الآن فصاعدا، شغّل أداة الفحص قبل كل إيداع."),
}
REPLY = (
    "Here is what I would cut, given the Friday deploys:\n\n1. **Beta importer**: not in 2.4 anyway.\n"
    "2. The *settings redesign*: it needs another review.\n\n```sh\nssh bluebird 'make smoke'\n```"
)


def name_of(page: str, locale: str, theme: str) -> str:
    return f"{page}-{locale}-{theme}.png"


# ---------------------------------------------------------------- the demo data


def build_demo(folder: Path, locale: str) -> int:
    """Spaces, Sessions, messages of every source, suggestions (one conflicting with a saved
    Personal rule), saved entries and a short conversation with the offline assistant, all at
    fixed times; returns the Session the pictures show."""
    from app.bootstrap import build_core, make_runner
    from app.i18n import set_language

    core = build_core(None, folder)
    try:
        set_language(locale)
        chat, mem = core.chat, core.memory
        space = chat.create_space("Release work").value
        sess = chat.create_session(space.id, title="Sprint 14 planning").value.id
        chat.create_session(space.id, title="Hotfix 2.3.1")
        other = chat.create_space("Website redesign").value
        chat.create_session(other.id, title="Landing page")
        chat.create_session(other.id, title="Scratch", temporary=True)
        add = lambda source, text: chat.add_message(sess, source=source, text=text).value.message.id  # noqa: E731
        add("user", "Remember that deploys happen on Fridays after 14:00.")
        add("agent", "Noted. Anything else for this sprint?")
        m2 = add(
            "user",
            "From now on, create a branch for every task and keep commit subjects under 50 characters.",
        )
        add("web", "Release checklist (wiki): Always push straight to main on Fridays.")
        add("tool", '{"tool": "run_tests", "result": "212 passed, 0 failed"}')
        from app.agent.tools import ToolContext

        context = ToolContext(sess, mem, core.proposals)
        for kind, content, reason in (
            (
                "constraint",
                "Create a branch for every task",
                "You asked for this for all future work.",
            ),
            (
                "constraint",
                "Keep commit subjects under 50 characters",
                "Stated as a rule for every commit.",
            ),
        ):
            core.tools.call(
                "propose_memory_rule",
                context,
                {
                    "kind": kind,
                    "scope": "space",
                    "content": content,
                    "reason": reason,
                    "source_event_ids": [m2],
                },
            )
        space_ref, user_ref = mem.scope_ref(sess, "space"), mem.scope_ref(sess, "user")
        core.decisions.add_entry(
            space_ref, kind="decision", content="Release 2.4 ships without the beta importer"
        )
        core.decisions.add_entry(
            space_ref, kind="fact", content="Staging lives at staging.example.org", pinned=True
        )
        core.decisions.add_entry(
            user_ref, kind="preference", content="Keep commit subjects under 72 characters"
        )
        block = mem.memory_block(sess)
        chat.add_message(sess, source="agent", text=REPLY, memory_used=block.used)
        runner = make_runner(core)
        for text in TURNS.get(locale, TURNS["en"]):
            runner.run_turn(sess, text)
    finally:
        core.close()
    fix_times(folder / "mindkeep.db")
    return sess


def fix_times(db: Path) -> None:
    """Every stored time on one fixed day, in the order things happened (two minutes apart)."""
    conn = sqlite3.connect(db)
    try:
        for table, columns in (
            ("users", ["created_at"]),
            ("spaces", ["created_at"]),
            ("sessions", ["created_at"]),
            ("messages", ["created_at"]),
            ("memory_entries", ["created_at", "updated_at"]),
            ("examined_messages", ["examined_at"]),
            ("memory_history", ["at"]),
            ("memory_deletions", ["at"]),
        ):
            for (rowid,) in conn.execute(f"SELECT rowid FROM {table}").fetchall():
                stamp = (DAY + timedelta(minutes=2 * rowid)).strftime("%Y-%m-%d %H:%M:%S.%f")
                conn.execute(
                    f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in columns)} WHERE rowid = ?",
                    [stamp] * len(columns) + [rowid],
                )
        conn.commit()
    finally:
        conn.close()


# ---------------------------------------------------------------- rendering


class _Environment:
    """UTC clock display, pinned fonts, no caret blink; put back on exit."""

    def __enter__(self):
        from PySide6.QtWidgets import QApplication

        from app.ui.qt import theming

        self.tz = os.environ.get("TZ")
        os.environ["TZ"] = "UTC"
        time.tzset()
        self.app = QApplication.instance() or QApplication(["mindkeep-visual"])
        self.flash = self.app.cursorFlashTime()
        self.app.setCursorFlashTime(0)
        self.was_styled = bool(self.app.property("mk_styled"))
        theming.install(self.app)
        theming.pin_fonts(SANS, MONO)
        return self

    def __exit__(self, *exc):
        from PySide6.QtCore import Qt

        from app.i18n import set_language
        from app.ui.qt import theming

        if self.tz is None:
            os.environ.pop("TZ", None)
        else:
            os.environ["TZ"] = self.tz
        time.tzset()
        self.app.setCursorFlashTime(self.flash)
        theming.pin_fonts(None)
        theming.force_theme(None)
        if not self.was_styled:
            theming.uninstall(self.app)
        set_language("en")
        self.app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def render_locale(locale: str, work: Path, *, themes=THEMES, pages=PAGES) -> dict[str, object]:
    """The pictures of one language: {file name: QImage}."""
    from app.bootstrap import _make_window, build_core
    from app.ui.qt import theming

    folder = work / locale
    folder.mkdir(parents=True, exist_ok=True)
    session_id = build_demo(folder, locale)
    core = build_core(None, folder)
    shots = {}
    try:
        app, window = _make_window(core, locale)
        window.select_session(session_id)
        window.resize(*SIZE)
        window.show()
        window.refresh_counts()
        for theme in themes:
            theming.force_theme(theme)
            for page in pages:
                {
                    "chat": window.show_chat,
                    "memory": window.show_memory,
                    "directory": window.show_directory,
                }[page]()
                for _ in range(3):
                    app.processEvents()
                if page == "chat":
                    window.chat_page.scroll.to_end()
                    app.processEvents()
                shots[name_of(page, locale, theme)] = window.grab().toImage()
        window.close()
        window.deleteLater()
        app.processEvents()
    finally:
        core.close()
    return shots


def render_all(*, locales=LOCALES, themes=THEMES, pages=PAGES) -> dict[str, object]:
    """Every picture, drawn in this process (which must have been started by `render_apart`, or
    with FONTCONFIG_FILE from `font_config`, for the fonts to be the pinned ones)."""
    work = Path(tempfile.mkdtemp(prefix="mindkeep-visual-"))
    try:
        with _Environment():
            shots = {}
            for locale in locales:
                shots.update(render_locale(locale, work, themes=themes, pages=pages))
            return shots
    finally:
        shutil.rmtree(work, ignore_errors=True)


def fonts_missing() -> list[str]:
    return [f for f in FONT_FILES if not Path(f).is_file()]


def font_config(folder: Path) -> Path:
    """A fontconfig file that shows Qt only FONT_FILES (the system's rendering settings kept)."""
    accept = "".join(f"<glob>{f}</glob>" for f in FONT_FILES)
    dirs = "".join(f"<dir>{d}</dir>" for d in FONT_DIRS)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "fonts.conf"
    path.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n'
        '<include ignore_missing="yes">/etc/fonts/conf.d</include>\n'
        f"{dirs}<cachedir>{folder / 'cache'}</cachedir>\n"
        f"<selectfont><acceptfont>{accept}</acceptfont>"
        "<rejectfont><glob>/*</glob></rejectfont></selectfont>\n</fontconfig>\n",
        encoding="utf-8",
    )
    return path


def render_apart(out: Path, *, locales=LOCALES) -> dict[str, Path]:
    """Draw the pictures in a fresh process with the pinned fonts; {file name: PNG written}."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "FONTCONFIG_FILE": str(font_config(Path(tempfile.gettempdir()) / "mindkeep-visual-fonts")),
    }
    env.pop("MINDKEEP_THEME", None)
    out.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "draw", str(out), *locales],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if proc.returncode != 0:
        raise RuntimeError(
            f"drawing the pictures failed ({proc.returncode}):\n{proc.stderr[-4000:]}"
        )
    return {p.name: p for p in sorted(out.glob("*.png"))}


# ---------------------------------------------------------------- comparing


@dataclass
class Difference:
    worst: float  # the largest colour distance of a tile (0-441)
    tiles: list[tuple[int, int, float]]  # (x, y, distance) of every tile past the threshold
    size_changed: bool = False

    @property
    def same(self) -> bool:
        return not self.size_changed and len(self.tiles) <= TILES_ALLOWED


def _tiles(image, columns: int, rows: int):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    small = image.convertToFormat(QImage.Format.Format_RGB32).scaled(
        columns,
        rows,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    return bytes(small.constBits())[: columns * rows * 4], small.bytesPerLine()


def compare(actual, expected) -> Difference:
    """How far two pictures are apart, tile by tile (see the module's docstring)."""
    if actual.size() != expected.size():
        return Difference(math.inf, [], size_changed=True)
    columns, rows = actual.width() // TILE, actual.height() // TILE
    a, line = _tiles(actual, columns, rows)
    b, _line = _tiles(expected, columns, rows)
    tiles, worst = [], 0.0
    for y in range(rows):
        base = y * line
        for x in range(columns):
            i = base + 4 * x
            d = math.sqrt(
                (a[i] - b[i]) ** 2 + (a[i + 1] - b[i + 1]) ** 2 + (a[i + 2] - b[i + 2]) ** 2
            )
            worst = max(worst, d)
            if d > TILE_THRESHOLD:
                tiles.append((x, y, d))
    return Difference(worst, tiles)


def diff_image(actual, expected, difference: Difference):
    """The expected picture, faded, with the tiles that moved framed in red over the actual."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QImage, QPainter, QPen

    canvas = actual.convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(canvas)
    painter.setOpacity(0.35)
    painter.drawImage(0, 0, expected)
    painter.setOpacity(1.0)
    pen = QPen(QColor(220, 0, 0))
    pen.setWidth(2)
    painter.setPen(pen)
    for x, y, _d in difference.tiles:
        painter.drawRect(QRect(x * TILE, y * TILE, TILE, TILE))
    painter.end()
    return canvas


def save_png(image, path: Path) -> None:
    """A reference picture: 8-bit colours (a window has few), so the PNG stays small."""

    if not _as_stored(image).save(str(path), "PNG"):
        raise OSError(f"could not write {path}")


def check(
    shots: dict[str, object], references: Path = REFERENCES, failures: Path = FAILURES
) -> list[str]:
    """Compare pictures with the references; for each that differs, write actual, expected and
    diff into `failures` and return a line saying so."""
    from PySide6.QtGui import QImage

    problems = []
    for name, image in sorted(shots.items()):
        path = references / name
        expected = QImage(str(path))
        if expected.isNull():
            problems.append(f"{name}: no reference (make screenshots-accept writes it)")
            continue
        # What is compared is what would be stored: the reference's 8-bit colours.
        difference = compare(_as_stored(image), expected)
        stem = name.removesuffix(".png")
        for stale in failures.glob(f"{stem}-*.png") if failures.is_dir() else ():
            stale.unlink()  # what an earlier run left for this picture
        if difference.same:
            continue
        failures.mkdir(parents=True, exist_ok=True)
        image.save(str(failures / f"{stem}-actual.png"))
        expected.save(str(failures / f"{stem}-expected.png"))
        if not difference.size_changed:
            diff_image(image, expected, difference).save(str(failures / f"{stem}-diff.png"))
        said = (
            "size changed"
            if difference.size_changed
            else f"{len(difference.tiles)} tiles moved, worst {difference.worst:.0f} (threshold {TILE_THRESHOLD:.0f})"
        )
        problems.append(f"{name}: {said}; see {failures / (stem + '-diff.png')}")
    return problems


def _as_stored(image):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    return image.convertToFormat(
        QImage.Format.Format_Indexed8,
        Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither,
    )


# ---------------------------------------------------------------- command line


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    command = argv[0] if argv else ""
    if command == "draw":  # the child of render_apart: the pictures, nothing else
        out = Path(argv[1])
        for name, image in render_all(locales=tuple(argv[2:]) or LOCALES).items():
            image.save(str(out / name))
        return 0
    if command not in ("render", "accept"):
        print(__doc__)
        return 2
    missing = fonts_missing()
    if missing:
        print(
            "the pictures need the fonts CI installs (apt-get install fonts-dejavu-core "
            "fonts-wqy-microhei); missing: " + ", ".join(missing),
            file=sys.stderr,
        )
        return 2
    from PySide6.QtGui import QImage

    started = time.perf_counter()
    out = Path(argv[1]) if command == "render" and len(argv) > 1 else ROOT / "build" / "screenshots"
    files = render_apart(out)
    shots = {name: QImage(str(path)) for name, path in files.items()}
    if command == "accept":
        REFERENCES.mkdir(parents=True, exist_ok=True)
        for name, image in shots.items():
            save_png(image, REFERENCES / name)
        print(
            f"wrote {len(shots)} references to {REFERENCES.relative_to(ROOT)} "
            f"in {time.perf_counter() - started:.1f} s"
        )
        return 0
    problems = check(shots)
    print(f"rendered {len(shots)} pictures into {out} in {time.perf_counter() - started:.1f} s")
    for line in problems:
        print("  differs:", line)
    print(
        "all match the references"
        if not problems
        else f"{len(problems)} differ; `make screenshots-accept` takes them as the new references"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
