"""A window on a database, for the test of `db restore` while it runs: it follows other programs'
changes as the window does, and answers commands read from standard input, one JSON line each.

    python restore_window_child.py DB_URL

Commands: `space NAME` creates a Space through the window's own operation (what the sidebar's
New Space runs); `wait NAME,NAME…` waits (20 s at most) until the sidebar lists exactly those
Spaces; `status` says the status line. It prints {"ready": true} once the window is up.
"""

from __future__ import annotations

import json
import os
import sys
import threading

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    from PySide6.QtCore import QObject, QTimer, Signal
    from PySide6.QtWidgets import QApplication

    from app.bootstrap import build_core, follow_changes
    from app.ui.main_window import MainWindow
    from app.ui.operations.chat import CreateSpace

    app = QApplication(sys.argv)
    core = build_core(sys.argv[1])
    window = MainWindow(core, data_dir=core.data_dir)
    window.resize(1100, 800)
    window.show()
    follow_changes(core)

    def say(data: dict) -> None:
        print(json.dumps(data), flush=True)

    def sidebar() -> list[str]:
        model = window.sidebar.model
        return [model.index(r, 0).data() for r in range(model.rowCount())]

    def wait(names: list[str], left: int) -> None:
        if sidebar() == names:
            say({"sidebar": names})
        elif left <= 0:
            say({"timeout": sidebar()})
        else:
            QTimer.singleShot(50, lambda: wait(names, left - 50))

    def run(line: str) -> None:
        command, _, rest = line.strip().partition(" ")
        if command == "space":
            made = window.ops.run(CreateSpace(rest, "First"), initiator=None, errors=window.notice)
            say({"created": made is not None, "notice": window.notice.text()})
        elif command == "wait":
            wait(rest.split(","), 20_000)
        elif command == "status":
            say({"status": window.database_status_text()})
        elif command == "quit":
            app.quit()

    class Lines(QObject):
        sig_line = Signal(str)

    lines = Lines()
    lines.sig_line.connect(run)

    def read() -> None:
        for line in sys.stdin:
            lines.sig_line.emit(line)
        lines.sig_line.emit("quit")

    threading.Thread(target=read, daemon=True).start()
    QTimer.singleShot(0, lambda: say({"ready": True}))
    app.exec()
    window.close()
    core.close()


if __name__ == "__main__":
    main()
