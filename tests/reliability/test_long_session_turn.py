"""A 100,000-message Session keeps working (issue 31): `mindkeep chat` in it, as a user runs
it, against a local model server with a window that refuses what does not fit, as real ones do.

Before the context budget every turn sent the whole history (a 17 MB request), the server
refused it, Retry failed the same way, and the Session was lost for good.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from windowed_model_server import WindowedModelServer

from app.bootstrap import build_core
from benchmarks.workload import add_long_session

pytestmark = pytest.mark.slow

MESSAGES = 100_000


@pytest.fixture
def long_db(tmp_path):
    url = f"sqlite:///{tmp_path / 'mindkeep.db'}"
    core = build_core(url)
    space = core.chat.create_space("Years of work").value
    session_id, users = add_long_session(core.db, space.id, messages=MESSAGES)
    core.close()
    return url, session_id, users


def _chat(url: str, server: WindowedModelServer, session_id: int, text: str, tmp_path):
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("MINDKEEP_MODEL", "OPENAI_"))},
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        "NO_PROXY": "127.0.0.1,localhost",
        "MINDKEEP_MODEL_BASE_URL": server.base_url,
        "MINDKEEP_MODEL": server.model,
    }
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "app",
            "--db",
            url,
            "--json",
            "chat",
            "--session",
            str(session_id),
            text,
        ],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        env=env,
        cwd=tmp_path,
    )


@pytest.mark.parametrize(
    ("flavor", "report", "window"), [("vllm", True, 8192), ("silent", False, 3000)]
)
def test_chat_in_a_100000_message_session_answers_within_the_window(
    long_db, tmp_path, figures, flavor, report, window
):
    """Two turns in a row: each answered (a server that does not say its window refuses the
    first request once, then never again in that process), each request within the window and
    a few kilobytes, the reply saying what the model no longer sees; the user's newest message
    is given with its event id."""
    url, session_id, _users = long_db
    server = WindowedModelServer(flavor=flavor, window=window, report=report).start()
    try:
        server.push_text("Here is where we are.").push_text("And the next step.")
        for text, reply in (
            ("Where are we?", "Here is where we are."),
            ("Next?", "And the next step."),
        ):
            proc = _chat(url, server, session_id, text, tmp_path)
            assert proc.returncode == 0, proc.stderr[-2000:]
            data = json.loads(proc.stdout)
            assert data["reply"] == reply and "error" not in data
            assert data["context"]["window"] == window and 0 < data["context"]["seen"] < 1_000
        answered = [
            b
            for b, tokens in zip(server.received, server.counts, strict=True)
            if tokens + int(b.get("max_tokens") or 0) <= window
        ]
        assert len(answered) == 2
        assert len(server.refused) == (0 if report else 2)  # a new process learns it again
        for body in answered:
            assert len(json.dumps(body)) < 100_000
        last = answered[-1]["messages"][-1]["content"]
        assert last.startswith(f"[event {data['user_event_id']}] Next?")
    finally:
        server.stop()
    figures[f"100k-message turn ({flavor}): largest request, bytes"] = max(
        len(json.dumps(b)) for b in answered
    )
