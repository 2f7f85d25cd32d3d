"""A window that runs an allowed action and is killed while it runs, for the write-ahead test
(issue 31).

    python running_call_child.py DB_URL DATA_DIR SESSION_ID BASE_URL

It sends one message, clicks Allow on the approval card, prints "running: <the row's words>"
once the chat shows the call running, then waits to be killed (the tool blocks).
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    url, data_dir, session_id, base_url = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.agent.providers import ModelConfig, OpenAICompatibleProvider
    from app.bootstrap import build_core, make_runner
    from app.ui.main_window import MainWindow

    app = QApplication(sys.argv)
    core = build_core(url, data_dir=data_dir)

    def runner(api_key=None):
        return make_runner(
            core, OpenAICompatibleProvider(ModelConfig(base_url=base_url, model="test-model"))
        )

    window = MainWindow(core, make_runner=runner, data_dir=core.data_dir)
    window.resize(1100, 800)
    window.show()
    window.select_session(session_id)
    page = window.chat_page
    page.composer.setPlainText("Deploy to production")
    page.on_composer_send_requested()
    state = {"allowed": False}

    def look() -> None:
        shown = page.approval.shown()
        if shown is not None and not state["allowed"]:
            state["allowed"] = True
            page.approval.card.allow_button.click()
        for row in range(page.model.rowCount()):
            text = page.row_text(page.model.index(row))
            if text.startswith("Running "):
                print(f"running: {text}", flush=True)
                return
        QTimer.singleShot(50, look)

    look()
    app.exec()


if __name__ == "__main__":
    main()
