"""Qt's own strings (standard buttons, file dialogs, context menus) in the chosen language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

# Qt names its catalogs by region where ours name the script.
_QT_NAMES = {"zh_Hans": "zh_CN", "zh_Hant": "zh_TW"}
_installed: QTranslator | None = None


def install_qt_translations(code: str) -> bool:
    """Load Qt's translation for one of our locales (replacing the previous one)."""
    global _installed
    app = QCoreApplication.instance()
    if app is None:
        return False
    if _installed is not None:
        app.removeTranslator(_installed)
        _installed = None
    if code == "en":
        return True
    translator = QTranslator(app)
    path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not translator.load(f"qtbase_{_QT_NAMES.get(code, code)}", path):
        return False
    app.installTranslator(translator)
    _installed = translator
    QLocale.setDefault(QLocale(_QT_NAMES.get(code, code)))
    return True
