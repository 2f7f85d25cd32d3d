"""The app keeps running however many Qt calls it makes (a PySide6 6.12 defect on Python 3.11)."""

import sys

import pytest
from PySide6.QtWidgets import QLabel

import app.ui.models.entries  # noqa: F401  (installs the work-around, as every page does)


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_void_qt_calls_cannot_use_up_the_reference_count_of_none(qtbot):
    """100,000 void Qt calls (more than None's count at start) leave None alive and counted:
    on the defective binding through the guard, on the others because nothing is lost."""
    from app.ui.qt.workarounds import binding_drops_none

    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(100_000):
        label.setText("x")
    if binding_drops_none():
        assert sys.getrefcount(None) > 1 << 40
    else:
        assert before - 100 < sys.getrefcount(None) < 1 << 40  # no guard was needed or set


def test_modules_imported_after_qt_keep_no_source_in_memory(tmp_path, monkeypatch):
    """The binding's import check no longer leaves every imported file in linecache, and
    still tells a module that uses PySide6 from one that does not."""
    import linecache

    from app.ui.qt.workarounds import check_imports_without_caching_sources

    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not hasattr(feature, "_mod_uses_pyside"):
        pytest.skip("this PySide6 has no source check on import")
    check_imports_without_caching_sources()
    check_imports_without_caching_sources()  # a second call changes nothing
    (tmp_path / "mk_plain_module.py").write_text("VALUE = 1\n" * 2000, encoding="utf-8")
    (tmp_path / "mk_qt_module.py").write_text(
        "from PySide6.QtCore import QObject\n", encoding="utf-8"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    plain = __import__("mk_plain_module")  # an import statement: through the binding's hook
    qt = __import__("mk_qt_module")
    try:
        assert plain.__file__ not in linecache.cache and qt.__file__ not in linecache.cache
        assert feature.pyside_feature_dict["mk_plain_module"] == -1
        assert feature.pyside_feature_dict["mk_qt_module"] == 0
    finally:
        for name in ("mk_plain_module", "mk_qt_module"):
            sys.modules.pop(name, None)
            feature.pyside_feature_dict.pop(name, None)
