"""`mindkeep --screenshot PATH` renders the window offscreen to a PNG and exits."""

import os
import subprocess
import sys


def test_screenshot_writes_a_png(tmp_path):
    """The window renders to a real PNG file of the default size."""
    out = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MINDKEEP_HOME": str(tmp_path / "home")}
    proc = subprocess.run(
        [sys.executable, "-m", "app", "--screenshot", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1280, 800)
