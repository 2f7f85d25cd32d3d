"""A window that asks the agent for a tool call and waits on its approval card, for the test of
an app closed mid-approval (killed while the card waits).

    python approval_child.py DB_URL SESSION_ID BASE_URL

It sends one message, prints "waiting <approval id>" once the card is shown, then waits to be
killed (it never clicks anything).
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    url, session_id, base_url = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.agent.providers import ModelConfig, OpenAICompatibleProvider
    from app.bootstrap import build_core, make_runner
    from app.ui.main_window import MainWindow

    app = QApplication(sys.argv)
    core = build_core(url)

    def runner(api_key=None):
        return make_runner(
            core, OpenAICompatibleProvider(ModelConfig(base_url=base_url, model="test-model"))
        )

    window = MainWindow(core, make_runner=runner, data_dir=core.data_dir)
    window.resize(1100, 800)
    window.show()
    window.select_session(session_id)
    page = window.chat_page
    page.composer.setPlainText("Start task 26")
    page.on_composer_send_requested()

    def look() -> None:
        shown = page.approval.shown()
        if shown is not None:
            print(f"waiting {shown.id}", flush=True)
            return
        QTimer.singleShot(50, look)

    look()
    app.exec()


if __name__ == "__main__":
    main()
