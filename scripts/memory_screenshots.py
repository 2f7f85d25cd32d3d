#!/usr/bin/env python3
"""The Memory page screenshots of docs/screenshots/, made the way a user gets there: the data of
scripts/demo_data.sh, the window offscreen, one suggestion accepted (the progress shows), the
card with a conflict in view, and one entry's history open beside the lists. Each picture is
taken on a fresh copy of DATA_DIR, which is left as it was.

    scripts/demo_data.sh DIR   # prints the Session id
    .venv/bin/python scripts/memory_screenshots.py DIR SESSION_ID OUT_DIR [LOCALE ...]

MINDKEEP_THEME=dark writes memory-LOCALE-dark.png in the dark theme.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    data_dir, session_id, out = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
    locales = sys.argv[4:] or ["en", "zh_Hans", "ar", "de"]
    from app.bootstrap import _make_window, apply_language, build_core, ensure_welcome

    out.mkdir(parents=True, exist_ok=True)
    for locale in locales:
        copy = tempfile.mkdtemp(prefix="mindkeep-shot-")
        shutil.copytree(data_dir, copy, dirs_exist_ok=True)
        core = build_core(None, copy)
        apply_language(locale)
        ensure_welcome(core)
        app, window = _make_window(core, locale)
        window.select_session(session_id)
        window.resize(1280, 800)
        window.show()
        window.show_memory()
        page = window.memory_page
        for _ in range(3):
            app.processEvents()
        cards = page.suggestion_cards()
        # Accept the first suggestion (then Undo it after the picture: the data stays as it was).
        cards[0].accept_button.click()
        for _ in range(3):
            app.processEvents()
        conflicted = next((c for c in page.suggestion_cards() if c.conflicts), None)
        if conflicted is not None:
            page.reveal_entry(conflicted.entry.id)
        saved = [e for e in page.saved_entries() if e.source_event_ids] or page.saved_entries()
        if saved:
            page.show_history(saved[0])
        if conflicted is not None:
            conflicted.setFocus()
        window.update_sidebar_counts()
        for _ in range(5):
            app.processEvents()
        dark = os.environ.get("MINDKEEP_THEME", "").startswith("dark")
        path = out / f"memory-{locale}{'-dark' if dark else ''}.png"
        if not window.grab().save(str(path)):
            raise OSError(f"could not write {path}")
        window.close()
        core.close()
        shutil.rmtree(copy)
        print(path)


if __name__ == "__main__":
    main()
