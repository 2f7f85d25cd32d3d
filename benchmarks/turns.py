"""A turn with a tool server configured (issue 32), each beside its floor in the same run.

- `turn_with_tools`: `mindkeep chat` in a new process, on a Session whose Space has
  `mcp-server-git` configured, trusted and enabled, against a scripted model on 127.0.0.1 whose
  answer calls no tool (`_model_child.py reply`); from spawn to exit. Floor: the same turn on a
  twin database with no tool server. How many times the server's process was started during
  the timed turns is printed beside it (its command is a script that notes each start): none,
  as issue 32 asks, for the turn gives the model the server's pinned definitions (the untimed
  first turn lists and pins them, as a first use does). Target: ≤ 1.2×.
- `approval_card_first`: in the window (offscreen), the user's Send until the first approval
  card of the turn is painted: the model (`_model_child.py call git__git_create_branch …`,
  answering after MODEL_MS as a fast local model does) asks for a call that needs approval.
  Each turn is the first since the window's tool server was stopped, as the first turn after
  opening the window meets it (its tools come from the pins: the card comes before the server
  is started, which only the allowed call does). Floor: the model's answer
  to the same request, timed over HTTP from the same process, plus the same card's own paint in
  a window of its own. Target: ≤ 1.2×. The same with the server left running from the turn
  before is printed as a note.

    python -m benchmarks.turns [--runs N]        # these figures alone
    python -m benchmarks.run --only turns         # the same, as a section of the runner
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.common import INFO, REPO, Figure, PaintWatch, run_alone, settle, shown

CHILD = Path(__file__).with_name("_model_child.py")
MINDKEEP = str(Path(sys.executable).with_name("mindkeep"))
GIT_SERVER = shutil.which("mcp-server-git", path=str(Path(sys.executable).parent))
# The scripted model of approval_card_first takes this long to answer, as a fast local model
# does (its answer is the floor's first part: the ratio is what the window adds to it).
MODEL_MS = 100


def _ms(seconds: float) -> float:
    return seconds * 1000.0


def _model(*mode: str) -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen(
        [sys.executable, str(CHILD), *mode], stdout=subprocess.PIPE, text=True
    )  # fmt: skip
    return proc, int(proc.stdout.readline())


def _repo(path: Path) -> Path:
    path.mkdir(parents=True)
    for args in (
        ["init", "-q", "-b", "main"],
        ["-c", "user.name=B", "-c", "user.email=b@example.com", "commit", "-q", "--allow-empty",
         "-m", "start"],
    ):  # fmt: skip
        subprocess.run(["git", "-C", str(path), *args], check=True, capture_output=True)
    return path


def _noted_server(work: Path) -> tuple[Path, Path]:
    """A command that notes each start of mcp-server-git in a file, then runs it."""
    starts = work / "server-starts.log"
    script = work / "git-server.sh"
    script.write_text(f'#!/bin/sh\necho started >> "{starts}"\nexec "{GIT_SERVER}" "$@"\n')
    script.chmod(0o755)
    return script, starts


def _starts(log: Path) -> int:
    return len(log.read_text().splitlines()) if log.exists() else 0


# ---------------------------------------------------------------- turn_with_tools


def bench_turn_with_tools(work: Path, runs: int) -> Figure | None:
    from app.bootstrap import build_core

    if GIT_SERVER is None or shutil.which("git") is None:
        INFO.append(
            "turn_with_tools left out: mcp-server-git (a test dependency) or git is missing"
        )
        return None
    home = work / "turn-home"
    script, starts = _noted_server(work)
    repo = _repo(work / "turn-repo")
    urls, sessions = {}, {}
    for kind in ("tools", "bare"):
        url = f"sqlite:///{work / f'turn-{kind}.db'}"
        core = build_core(url, data_dir=home)
        space = core.chat.create_space("Repo").value
        sessions[kind] = core.chat.create_session(space.id, title="Release").value.id
        if kind == "tools":  # added here: trusted on this computer, enabled in every Space
            core.tool_servers.add_stdio("git", str(script), ["--repository", str(repo)])
        core.close()
        urls[kind] = url
    model, port = _model("reply")
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("MINDKEEP_DB_URL", "PYTHONDONTWRITEBYTECODE")
    }
    env |= {
        "MINDKEEP_HOME": str(home),
        "MINDKEEP_MODEL_BASE_URL": f"http://127.0.0.1:{port}/v1",
        "MINDKEEP_MODEL": "bench",
        "MINDKEEP_API_KEY": "none",
        "PYTHONPATH": str(REPO),
        "LANGUAGE": "en",
    }

    def turn(kind: str, i: int) -> float:
        cmd = [MINDKEEP, "--db", urls[kind], "--json", "chat", "--session", str(sessions[kind]),
               f"What is left for release {i}?"]  # fmt: skip
        t0 = time.perf_counter()
        done = subprocess.run(
            cmd, env=env, cwd=work, capture_output=True, text=True, timeout=300, check=False
        )
        t = _ms(time.perf_counter() - t0)
        if done.returncode != 0 or not json.loads(done.stdout).get("reply"):
            raise RuntimeError(f"the turn did not go as scripted: {done.stdout} {done.stderr}")
        return t

    app, floor = [], []
    try:
        # The first of each compiles bytecode and warms the cache; the first with the server
        # lists its tools and pins them (it was never listed on this computer).
        turn("tools", 0)
        turn("bare", 0)
        before = _starts(starts)
        for i in range(1, runs + 1):
            app.append(turn("tools", i))
            floor.append(turn("bare", i))
    finally:
        model.kill()
        model.wait()
    started = _starts(starts) - before
    INFO.append(
        f"turn_with_tools: the tool server's process was started {started} time(s) in "
        f"{runs} timed turns ({before} by the untimed first turn, which listed and pinned its "
        "tools; issue 32 asks for 0)"
    )
    return Figure("turn_with_tools", "ms", app, floor, 1.2, None)


# ---------------------------------------------------------------- approval_card_first


def _model_answer_ms(port: int, body: dict) -> float:
    """The scripted model's answer to one request, read whole, over a new connection."""
    conn = http.client.HTTPConnection("127.0.0.1", port)
    t0 = time.perf_counter()
    conn.request(
        "POST", "/v1/chat/completions", body=json.dumps(body),
        headers={"Content-Type": "application/json"},
    )  # fmt: skip
    conn.getresponse().read()
    t = _ms(time.perf_counter() - t0)
    conn.close()
    return t


def bench_approval_card(work: Path, runs: int) -> Figure | None:
    if GIT_SERVER is None or shutil.which("git") is None:
        INFO.append(
            "approval_card_first left out: mcp-server-git (a test dependency) or git is missing"
        )
        return None
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

    from app.agent.providers import ModelConfig, OpenAICompatibleProvider
    from app.bootstrap import build_core, make_runner
    from app.deferred import set_start_aside
    from app.domain.tools.approvals import Decision
    from app.ui.components.approval_card import ApprovalCard
    from app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(["bench"])
    repo = _repo(work / "card-repo")
    script, _starts_log = _noted_server(work)
    arguments = json.dumps({"repo_path": str(repo), "branch_name": "bench"})
    model, port = _model("call", "git__git_create_branch", arguments, "--delay", str(MODEL_MS))
    core = build_core(f"sqlite:///{work / 'card.db'}", data_dir=work / "card-home")
    core.tool_servers.add_stdio("git", str(script), ["--repository", str(repo)])
    space = core.chat.create_space("Repo").value
    provider = OpenAICompatibleProvider(
        ModelConfig(base_url=f"http://127.0.0.1:{port}/v1", model="bench", api_key="none")
    )
    window = MainWindow(
        core, make_runner=lambda api_key=None: make_runner(core, provider), data_dir=core.data_dir
    )
    window.resize(1280, 800)
    window.show()
    settle(app)
    set_start_aside()  # as the window does once it is ready (app.startup)
    page = window.chat_page
    alone = QWidget()
    QVBoxLayout(alone).addWidget(card := ApprovalCard())
    alone.resize(900, 400)

    def wait(until, what: str, seconds: float = 120) -> None:
        deadline = time.perf_counter() + seconds
        while not until():
            if time.perf_counter() > deadline:
                raise RuntimeError(f"{what} never came")
            app.processEvents()

    def one_turn(i: int, *, cold: bool) -> tuple[float, float, float]:
        """(Send → card painted, the model's answer, the card's own paint), in ms."""
        if cold:
            core.tool_hub.stop("git")
        session = core.chat.create_session(space.id, title=f"Task {i}").value.id
        window.select_session(session)
        settle(app)
        shown(app, page)
        page.composer.setPlainText(f"Start task {i} on its own branch")
        slot = page.approval
        watch = PaintWatch(slot.card)  # made (hidden) before the turn, watched from the start
        t0 = time.perf_counter()
        QTest.mouseClick(page.send_button, Qt.MouseButton.LeftButton)
        wait(lambda: slot.shown() is not None and watch.count > 0, "the approval card's paint")
        t_card = _ms(time.perf_counter() - t0)
        approval = slot.shown()
        # The floor: the same answer from the model, then the same card painted alone.
        body = {"model": "bench", "stream": True, "messages": [{"role": "user", "content": "x"}]}
        t_model = _model_answer_ms(port, body)
        alone.hide()
        settle(app)
        paint = PaintWatch(card)
        t0 = time.perf_counter()
        card.set_approval(approval)
        card.show()
        alone.show()
        wait(lambda: paint.count > 0, "the lone card's paint")
        t_paint = _ms(time.perf_counter() - t0)
        # Not timed: deny, and let the turn end.
        slot.card.decide(Decision.DENY)
        wait(lambda: page.send_button.isEnabled(), "the end of the turn")
        return t_card, t_model, t_paint

    cold, floor, warm, warm_floor = [], [], [], []
    try:
        one_turn(0, cold=True)  # compiles, warms the page cache and Qt's first paints
        for i in range(1, runs + 1):
            a, m, p = one_turn(i, cold=True)
            cold.append(a)
            floor.append(m + p)
            a, m, p = one_turn(i + 1000, cold=False)
            warm.append(a)
            warm_floor.append(m + p)
    finally:
        window.close()
        alone.close()
        core.close()
        model.kill()
        model.wait()
    INFO.append(
        f"approval_card_first with the tool server already running (a later turn): median "
        f"{statistics.median(warm):.0f} ms, {statistics.median(warm) / statistics.median(warm_floor):.2f}× "
        f"its floor ({statistics.median(warm_floor):.0f} ms)"
    )
    return Figure("approval_card_first", "ms", cold, floor, 1.2, None)


def bench_turns(work: Path, runs: int) -> list[Figure]:
    figures = [bench_turn_with_tools(work, runs), bench_approval_card(work, runs)]
    return [f for f in figures if f is not None]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=11)
    args = p.parse_args(argv)
    return run_alone(bench_turns, args.runs, "turns")


if __name__ == "__main__":
    raise SystemExit(main())
