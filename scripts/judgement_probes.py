"""The texts the tests judge and how the engine reads them: the second opinion's probes.

    .venv/bin/python scripts/judgement_probes.py    # runs the suites below, writes the file

Every round wrote siblings and near misses beside its readings (tests/domain), and the services
judge messages of their own; the tests hold the engine to its reading of each. This script runs
those suites with `judge` wrapped (this module, loaded as a pytest plugin in every worker) and
writes each distinct text once with the engine's reading, sorted:
tests/data/memory_judgement/probe_readings.jsonl, {"text", "suggested", "explicit", "second",
"failed"}. The reading recorded is the engine's own (`engine.read`, without the second opinion),
the one the tests were written against; "second": the second opinion suggested a rule where the
engine found none; "failed": a test that judged the text failed. `scripts/train_second_opinion.py`
takes the texts in no labelled set the engine finds nothing in as negatives, so that the second
opinion leaves the probes as the engine reads them — but where the tests hold a text to the
second opinion's reading ("second" and no failure: a sibling only it reads; or neither, and a test
failed for it: one it read before the weights changed), the text is no example either way. About
five minutes on two cores.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "tests" / "data" / "memory_judgement" / "probe_readings.jsonl"
SUITES = ("tests/domain", "tests/services", "tests/agent", "tests/cli", "tests/mcp")
_DIR = "MINDKEEP_PROBES_DIR"

if os.environ.get(_DIR):  # loaded as a plugin by the run below: record every text judged
    import app.domain.memory.judgement as _package
    from app.domain.memory.judgement import engine as _engine

    _judge, _read = _engine.judge, _engine.read
    _seen: set[str] = set()
    _this_test: set[str] = set()  # the texts the running test judged

    def _write(row: dict) -> None:
        part = Path(os.environ[_DIR]) / f"{os.getpid()}.jsonl"
        with part.open("a", encoding="utf-8") as out:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")

    def _recording(text, *args, **kwargs):
        found = _judge(text, *args, **kwargs)
        if isinstance(text, str):
            _this_test.add(text)
            if text not in _seen:
                _seen.add(text)
                own = _read(text)
                row = {"text": text, "suggested": own.suggestion is not None}
                row["explicit"] = bool(own.explicit)
                row["second"] = not (own.explicit or own.suggestion) and bool(found.suggestion)
                _write(row)
        return found

    _engine.judge = _package.judge = _recording

    def pytest_runtest_setup(item) -> None:
        _this_test.clear()

    def pytest_runtest_logreport(report) -> None:
        if report.failed:
            for text in sorted(_this_test):
                _write({"text": text, "failed": True})


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, _DIR: tmp, "QT_QPA_PLATFORM": "offscreen"}
        env["PYTHONPATH"] = os.pathsep.join(
            filter(None, [str(REPO / "scripts"), env.get("PYTHONPATH")])
        )
        command = [sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "judgement_probes"]
        subprocess.run(
            [*command, "-p", "no:cacheprovider", *SUITES], check=False, cwd=REPO, env=env
        )
        rows, failed = {}, set()  # a failure may be written by another worker than the reading
        for part in Path(tmp).glob("*.jsonl"):
            for line in part.read_text(encoding="utf-8").splitlines():
                row = json.loads(line)
                if "failed" in row:
                    failed.add(row["text"])
                else:
                    rows[row["text"]] = row
    for text, row in rows.items():
        row["failed"] = text in failed
    OUT.write_text(
        "".join(json.dumps(rows[t], ensure_ascii=False) + "\n" for t in sorted(rows)), "utf-8"
    )
    print(f"{OUT.relative_to(REPO)}: {len(rows)} texts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
