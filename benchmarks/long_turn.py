"""A turn in a 100,000-message Session beside one in a 100-message Session (issue 31).

Both against the same zero-latency model server in its own process (`_model_child.py
--window 8192`: it says its window as vLLM does and refuses a longer request), on one copy of
the workload with a 100,000-message Session added to it (`workload.add_long_session`). Each
turn is the agent benchmark's: the user's message stored, the prompt built within the window,
one streamed step asking for `search_memory`, its result stored, a second step, the reply
stored. The figure is the long Session's turn; its floor is a turn in a fresh Session of the
workload (about 100 messages), interleaved turn by turn. Target: ratio ≤ 1.2 (a long Session
costs a turn what a short one does: only the newest history is read).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from benchmarks import workload
from benchmarks.common import INFO, Figure, ms_of_call, run_alone

CHILD = Path(__file__).with_name("_model_child.py")
LONG_MESSAGES = 100_000
WINDOW = 8_192
TARGET_RATIO = 1.2


def bench_long_turn(work: Path, turns: int) -> Figure:
    from app.agent import context_window
    from app.agent.providers import ModelConfig, OpenAICompatibleProvider
    from app.bootstrap import build_core, make_runner

    db_path, facts = workload.working_copy(work / "long-turn")
    server = subprocess.Popen(
        [sys.executable, str(CHILD), "--window", str(WINDOW)], stdout=subprocess.PIPE, text=True
    )
    try:
        port = int(server.stdout.readline())
        core = build_core(f"sqlite:///{db_path}")
        long_id, _users = workload.add_long_session(
            core.db, facts.big_space_id, messages=LONG_MESSAGES
        )
        context_window.forget()
        provider = OpenAICompatibleProvider(
            ModelConfig(base_url=f"http://127.0.0.1:{port}/v1", model="bench")
        )
        runner = make_runner(core, provider)
        short = facts.fresh_session_ids
        assert turns + 20 <= len(short), "not enough Sessions for one short turn each"
        samples, floor, seen = [], [], []
        for i in range(turns + 20):
            text = f"Could you check which branch the release notes of step {i} are on?"
            results = []
            t_short = ms_of_call(lambda: results.append(runner.run_turn(short[i], text).value))
            t_long = ms_of_call(lambda: results.append(runner.run_turn(long_id, text).value))
            for result in results:
                if result.error or len(result.tool_calls) != 1 or not result.reply:
                    raise RuntimeError(f"the turn did not go as scripted: {result.to_json()}")
            if i >= 20:  # the first turns warm the connection and the compiled SQL
                samples.append(t_long)
                floor.append(t_short)
                seen.append((results[1].context or {}).get("seen", 0))
        core.close()
    finally:
        server.kill()
        server.wait()
    INFO.append(
        f"agent_turn_100k_session: {LONG_MESSAGES:,} messages, a {WINDOW:,}-token window; the "
        f"model was given the newest {min(seen)}–{max(seen)} of them"
    )
    return Figure("agent_turn_100k_session", "ms", samples, floor, TARGET_RATIO, None)


if __name__ == "__main__":
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    raise SystemExit(
        run_alone(lambda work, n: [bench_long_turn(work, turns=n)], turns, "long-turn")
    )
