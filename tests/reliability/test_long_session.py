"""A long session in the window keeps running (PySide6 6.12 on Python 3.11 used to crash it).

That binding drops a reference to None on every void Qt call; with 2,000 entries on a
Memory page, some fifteen search keystrokes used None's count up and the interpreter
aborted ("none_dealloc"). app/ui/qt_workarounds.py keeps None alive; this runs the page
for 600 keystrokes and scope switches in a child process and requires it to finish.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from reliability_helpers import PYTHON, REPO, child_env

from app.bootstrap import build_core
from app.domain.model import Scope

pytestmark = pytest.mark.slow

ENTRIES = 2_000
KEYSTROKES = 600
CHILD = Path(__file__).with_name("long_session_child.py")


def test_memory_page_with_two_thousand_entries_survives_six_hundred_keystrokes(tmp_path, figures):
    """600 search keystrokes and scope switches on a 2,000-entry Memory page: no crash."""
    url = f"sqlite:///{tmp_path / 'mindkeep.db'}"
    core = build_core(url)
    session = core.chat.create_session(
        core.chat.create_space("Long").value.id, title="Many"
    ).value.id
    ref = core.memory.scope_ref(session, Scope.SESSION)
    core.decisions.set_settings(ref, room=100_000)
    for i in range(ENTRIES):
        core.decisions.add_entry(
            ref, kind="fact" if i % 2 else "decision", content=f"Entry {i}: notes in docs/{i}.md"
        )
    core.close()
    r = subprocess.run(
        [PYTHON, str(CHILD), url, str(KEYSTROKES)],
        cwd=REPO,
        env=child_env(tmp_path / "home"),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert r.returncode == 0, (r.returncode, r.stderr[-3000:])
    assert f"survived {KEYSTROKES}" in r.stdout
    figures["window: keystrokes on a 2,000-entry page without a crash"] = KEYSTROKES
