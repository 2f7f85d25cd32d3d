"""How well Memory's secret check (app/domain/memory/rules/secrets.py) tells secrets from text about them.

    python -m benchmarks.judge_secrets              # `make judge`: figures and results.json
    python -m benchmarks.judge_secrets --no-write   # print only

The corpus (tests/data/secrets/, written by scripts/gen_secret_corpus.py) holds secrets of
the common providers' shapes, URL credentials, assignments, headers and passwords in words,
in sentences of the 11 languages, and benign texts that mention passwords, tokens and keys.
Figures, per language and overall: recall (secrets refused) and false refusals (benign texts
refused). Targets (issue 22): recall ≥ 0.99, false refusals ≤ 1%. The figures go under the
`secrets` key of benchmarks/results.json, every other key kept as it was.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

CORPUS = REPO / "tests" / "data" / "secrets"
RESULTS = REPO / "benchmarks" / "results.json"
TARGETS = {"recall": 0.99, "false_refusals": 0.01}


def load(name: str) -> list[dict]:
    with (CORPUS / f"{name}.jsonl").open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def score() -> dict:
    """Recall and false refusals on the corpus, overall and per language, with the misses."""
    from app.domain.memory.rules.secrets import looks_like_secret

    secrets, benign = load("secrets"), load("benign")
    missed = [s for s in secrets if not looks_like_secret(s["text"])]
    refused = [b for b in benign if looks_like_secret(b["text"])]
    langs = sorted({r["lang"] for r in secrets + benign})
    per_language = {}
    for lang in langs:
        s = [r for r in secrets if r["lang"] == lang]
        b = [r for r in benign if r["lang"] == lang]
        per_language[lang] = {
            "secrets": len(s),
            "benign": len(b),
            "recall": round(1 - sum(r in missed for r in s) / len(s), 4) if s else None,
            "false_refusals": round(sum(r in refused for r in b) / len(b), 4) if b else None,
        }
    recall = 1 - len(missed) / len(secrets)
    false_refusals = len(refused) / len(benign)
    return {
        "corpus": {"secrets": len(secrets), "benign": len(benign), "languages": len(langs)},
        "recall": round(recall, 4),
        "false_refusals": round(false_refusals, 4),
        "targets": TARGETS,
        "met": recall >= TARGETS["recall"] and false_refusals <= TARGETS["false_refusals"],
        "per_language": per_language,
        "missed": [m["id"] for m in missed],
        "refused": [r["id"] for r in refused],
    }


def write_results(report: dict, path: Path = RESULTS) -> None:
    """Put the figures under `secrets` in results.json, keeping every other key as it was."""
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"figures": []}
    data["secrets"] = report
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Recall and false refusals of the secret check.")
    p.add_argument("--no-write", action="store_true", help="print only; leave results.json alone")
    args = p.parse_args(argv)
    report = score()
    c = report["corpus"]
    print(
        f"secrets corpus: {c['secrets']} secrets, {c['benign']} benign, {c['languages']} languages"
    )
    print("lang      secrets  recall | benign  false refusals")
    for lang, row in report["per_language"].items():
        recall = "-" if row["recall"] is None else f"{row['recall']:.3f}"
        fr = "-" if row["false_refusals"] is None else f"{row['false_refusals']:.3f}"
        print(f"{lang:<9} {row['secrets']:>7}  {recall:>6} | {row['benign']:>6}  {fr:>6}")
    print(
        f"all       recall {report['recall']:.4f} (target ≥ {TARGETS['recall']}), false refusals "
        f"{report['false_refusals']:.4f} (target ≤ {TARGETS['false_refusals']}): "
        + ("met" if report["met"] else "NOT met")
    )
    for what in ("missed", "refused"):
        if report[what]:
            print(f"{what}: {', '.join(report[what])}")
    if not args.no_write:
        write_results(report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
