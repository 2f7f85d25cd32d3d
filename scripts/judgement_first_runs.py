"""How the judgement read each labelled set before the set was written: its first run.

    .venv/bin/python scripts/judgement_first_runs.py            # writes first_runs.jsonl
    .venv/bin/python scripts/judgement_first_runs.py --check    # compares, writes nothing

For every judgement set of tests/data/memory_judgement (fresh, audit and each issue-33 round's
set and frozen third; never tests/data/heldout, never a set named with --leave-out), the engine
as it stood at the parent of the commit that first added the set's folder (`git archive` of its
`app/`, run in a child Python) judges every message of the set as it is today. Each line:
{"set", "id", "start" (the commit, 12 hex digits), "suggested", "explicit"}. What the engine
found nothing in there is what `scripts/train_second_opinion.py` learns from: a rule it missed
on text it had never seen, or a message with no rule.

Needs the repository's history (a full clone) and about two minutes. The file in the repository
was written before the fourteenth round's sets existed (`--leave-out dev33n dev33n_frozen` gives
it again now); a round's frozen third is left out until it has been scored.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "tests" / "data" / "memory_judgement"
OUT = CORPUS / "first_runs.jsonl"

# Run in the child: the old tree's engine (it moved from app.domain.judgement to
# app.domain.memory.judgement on the way), today's loader of the sets.
_CHILD = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
try:
    from app.domain.memory.judgement import judge
except ModuleNotFoundError:
    from app.domain.judgement import judge
from benchmarks.judge import CORPUS, load_corpus
for name in sys.argv[4:]:
    for case in load_corpus(CORPUS / name):
        found = judge(case.text)
        print(json.dumps({"set": name, "id": case.id, "start": sys.argv[3],
                          "suggested": found.suggestion is not None,
                          "explicit": bool(found.explicit)}))
"""


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=REPO, check=True, capture_output=True, text=True
    ).stdout.strip()


def sets(leave_out: set[str]) -> list[str]:
    rounds = sorted(p.name for p in CORPUS.iterdir() if p.is_dir() and p.name.startswith("dev33"))
    names = ["fresh", "audit", *rounds]
    return [n for n in names if n not in leave_out]


def start_of(name: str) -> str:
    """The parent of the commit that first added the set's folder."""
    folder = (CORPUS / name).relative_to(REPO).as_posix() + "/"
    added = _git("log", "--diff-filter=A", "--reverse", "--format=%H", "--", folder)
    if not added:
        raise SystemExit(f"{name}: no commit adds it (is this a full clone?)")
    return _git("rev-parse", added.splitlines()[0] + "^")


def first_runs(names: list[str]) -> list[dict]:
    by_start: dict[str, list[str]] = {}
    for name in names:
        by_start.setdefault(start_of(name), []).append(name)
    rows: list[dict] = []
    with tempfile.TemporaryDirectory() as tmp:
        for start, members in by_start.items():
            tree = Path(tmp) / start
            archive = subprocess.run(
                ["git", "archive", start, "app"], cwd=REPO, check=True, capture_output=True
            ).stdout
            with tarfile.open(fileobj=BytesIO(archive)) as tar:
                tar.extractall(tree, filter="data")
            out = subprocess.run(
                [sys.executable, "-c", _CHILD, str(tree), str(REPO), start[:12], *members],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
            rows += [json.loads(line) for line in out.splitlines()]
    order = {name: n for n, name in enumerate(names)}
    rows.sort(key=lambda r: order[r["set"]])  # a set's messages keep their file order
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="compare with the file, write nothing")
    p.add_argument("--leave-out", nargs="*", default=[], help="sets not to run (a blind set)")
    args = p.parse_args(argv)
    text = "".join(
        json.dumps(r, ensure_ascii=False) + "\n" for r in first_runs(sets(set(args.leave_out)))
    )
    if args.check:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("first_runs.jsonl is up to date" if same else "first_runs.jsonl differs")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"{OUT.relative_to(REPO)}: {text.count(chr(10))} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
