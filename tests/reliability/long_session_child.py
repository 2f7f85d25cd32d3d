"""A long stretch of use of one Memory page, in its own process (a crash must not end the run).

    python long_session_child.py DB_URL KEYSTROKES

Fills one Session's Memory with 2,000 entries, opens its Memory page offscreen and types
into the search field, erasing and retyping, KEYSTROKES times; switches scopes now and
then. Prints "survived <keystrokes>" at the end.
"""

from __future__ import annotations

import os
import sys


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    url, keystrokes = sys.argv[1], int(sys.argv[2])
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.bootstrap import build_core
    from app.domain.model import Scope
    from app.ui.bridge import EventBridge
    from app.ui.pages.memory.page import MemoryPage

    app = QApplication(["long-session"])
    core = build_core(url)
    session = core.chat.list_sessions()[0].id
    ref = core.memory.scope_ref(session, Scope.SESSION)
    personal = core.memory.scope_ref(session, Scope.USER)
    page = MemoryPage(core, EventBridge(core.bus))
    page.resize(1000, 800)
    page.show()
    page.show_scope(ref, session)
    app.processEvents()
    keys = [
        Qt.Key.Key_R,
        Qt.Key.Key_E,
        Qt.Key.Key_L,
        Qt.Key.Key_Backspace,
        Qt.Key.Key_Backspace,
        Qt.Key.Key_Backspace,
    ]
    page.entries.search_edit.setFocus()
    for i in range(keystrokes):
        QTest.keyClick(page.entries.search_edit, keys[i % len(keys)])
        app.processEvents()
        if i % 60 == 59:
            page.show_scope(personal, session)
            app.processEvents()
            page.show_scope(ref, session)
            app.processEvents()
            page.entries.search_edit.setFocus()
    print(f"survived {keystrokes}", flush=True)
    page.close()
    core.close()


if __name__ == "__main__":
    main()
