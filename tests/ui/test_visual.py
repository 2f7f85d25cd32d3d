"""The visual check: every page in en, zh_Hans, ar and de, light and dark, looks as the committed
references do (tests/ui/visual.py renders and compares; `make screenshots-accept` updates)."""

import pytest
import visual
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter


@pytest.fixture(scope="module")
def pictures(tmp_path_factory):
    """Every page in every language and theme, drawn once in a process with the pinned fonts."""
    missing = visual.fonts_missing()
    if missing:
        pytest.skip(
            "the visual check needs the fonts CI installs (fonts-dejavu-core fonts-wqy-microhei); "
            "missing: " + ", ".join(missing)
        )
    return visual.render_apart(tmp_path_factory.mktemp("pictures"))


@pytest.mark.parametrize("locale", visual.LOCALES)
def test_every_page_looks_as_its_reference(pictures, locale):
    """Chat, Memory page and directory, light and dark, match their references (diffs in build/visual-diff)."""
    mine = {name: QImage(str(path)) for name, path in pictures.items() if f"-{locale}-" in name}
    assert len(mine) == len(visual.PAGES) * len(visual.THEMES)
    problems = visual.check(mine)
    assert not problems, (
        "the window looks different:\n"
        + "\n".join(problems)
        + ("\nIf the change is meant, `make screenshots-accept` takes the new pictures.")
    )


def _reference() -> QImage:
    image = QImage(str(visual.REFERENCES / visual.name_of("memory", "en", "light")))
    assert not image.isNull()
    return image.convertToFormat(QImage.Format.Format_RGB32)


def test_a_picture_matches_itself():
    """The comparison finds no difference between a picture and itself."""
    image = _reference()
    assert visual.compare(image, image).same


def test_an_icon_sized_change_is_caught(tmp_path):
    """One 16-pixel patch drawn differently (an icon gone or come) fails, and writes the diff images."""
    image = _reference()
    changed = image.copy()
    painter = QPainter(changed)
    painter.fillRect(QRect(40, 40, 16, 16), image.pixelColor(48, 48).darker(300))
    painter.end()
    difference = visual.compare(changed, image)
    assert not difference.same and difference.worst > visual.TILE_THRESHOLD
    problems = visual.check({"memory-en-light.png": changed}, failures=tmp_path)
    assert len(problems) == 1 and (tmp_path / "memory-en-light-diff.png").exists()


def test_a_different_size_is_caught():
    """A window rendered at another size never passes as the same picture."""
    image = _reference()
    assert not visual.compare(image.copy(0, 0, image.width() - 8, image.height()), image).same
