"""Issue 33, fourteenth round: a second opinion learned from the engine's first-run misses
(measured, not in the app: tests/data/memory_judgement/README.md, "A learned second opinion,
second try").

    .venv/bin/pip install scikit-learn                        # once
    .venv/bin/python scripts/train_second_opinion.py          # report, then write the weights
    .venv/bin/python scripts/train_second_opinion.py --check  # retrain, compare, write nothing

Data: tests/data/memory_judgement/first_runs.jsonl (scripts/judgement_first_runs.py): every
labelled message of every set the engine was run on *before the set was written*. The examples
are the messages that first run found nothing in (neither a rule nor an explicit request): a
message labelled with a suggestion is a positive (a rule the engine missed on unseen text), any
other a negative. Never tests/data/heldout (not in first_runs.jsonl), never a round's blind set.

Model: TF-IDF (binary term frequency, smooth IDF, L2 norm) over character 1–4-grams within
words and word 1–2-grams seen in at least two messages, each part normalised on its own; a
logistic regression (L2, C = 4, lbfgs) over both. Binary, so that the app's share of a part is
two sums over a message's distinct grams. The text is lowercased, its whitespace runs made
one space; no language is given (the app does not know it before reading).

Threshold: one round out at a time (a set with its frozen third; fresh and audit their own), the
model fit on the other rounds scores the round left out; pooled over the rounds, the threshold is
the lowest (from 0.20, in steps of 0.01) at which the messages it adds are rules at least 85% of
the time. The final model is fit on every round.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import sys
from array import array
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.judge import CORPUS, load_corpus  # noqa: E402

FIRST_RUNS = CORPUS / "first_runs.jsonl"
OUT = REPO / "build" / "second_opinion.json"
C = 4.0
PRECISION = 0.85
CHECKS = 24  # texts and the probability the model gives each (for a reader of the weights)


def examples() -> list[tuple[str, str, int]]:
    """(round, text, label) of every message a first run found nothing in."""
    runs = [json.loads(line) for line in FIRST_RUNS.read_text(encoding="utf-8").splitlines()]
    by_set: dict[str, dict] = {}
    for name in dict.fromkeys(r["set"] for r in runs):
        by_set[name] = {c.id: c for c in load_corpus(CORPUS / name)}
    out = []
    for r in runs:
        if r["suggested"] or r["explicit"]:
            continue
        case = by_set[r["set"]][r["id"]]
        out.append(
            (r["set"].removesuffix("_frozen"), _doc(case.text), int(case.suggest is not None))
        )
    return out


def _doc(text: str) -> str:
    return " ".join(text.lower().split())


def _fit(docs: list[str], labels: list[int]):
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import FeatureUnion

    features = FeatureUnion(
        [
            (
                "chars",
                TfidfVectorizer(analyzer="char_wb", ngram_range=(1, 4), binary=True, min_df=2),
            ),
            (
                "words",
                TfidfVectorizer(
                    analyzer="word",
                    ngram_range=(1, 2),
                    binary=True,
                    min_df=2,
                    token_pattern=r"(?u)\b\w+\b",
                ),
            ),
        ]
    )
    model = LogisticRegression(C=C, max_iter=5000)
    model.fit(features.fit_transform(docs), labels)
    return features, model


def threshold(data: list[tuple[str, str, int]]) -> tuple[float, dict]:
    """The pooled out-of-round threshold, and per round what it adds there."""
    scored: list[tuple[str, float, int]] = []
    for held in dict.fromkeys(r for r, _, _ in data):
        train = [(d, y) for r, d, y in data if r != held]
        features, model = _fit([d for d, _ in train], [y for _, y in train])
        test = [(d, y) for r, d, y in data if r == held]
        probs = model.predict_proba(features.transform([d for d, _ in test]))[:, 1]
        scored += [(held, float(p), y) for p, (_, y) in zip(probs, test, strict=True)]
    chosen = 1.0
    for step in range(20, 100):
        t = step / 100
        added = [y for _, p, y in scored if p >= t]
        if added and sum(added) / len(added) >= PRECISION:
            chosen = t
            break
    report = {}
    for held in dict.fromkeys(r for r, _, _ in scored):
        mine = [(p, y) for r, p, y in scored if r == held]
        report[held] = {
            "missed_rules": sum(y for _, y in mine),
            "no_rule": sum(1 - y for _, y in mine),
            "added_rules": sum(y for p, y in mine if p >= chosen),
            "added_not_rules": sum(1 - y for p, y in mine if p >= chosen),
        }
    return chosen, report


def _doubles(values) -> str:
    return base64.b64encode(array("d", (float(v) for v in values)).tobytes()).decode("ascii")


def module_text(data: list[tuple[str, str, int]], chosen: float) -> str:
    """The weights as the app reads them (second_opinion.json), and texts to check it by."""
    docs = [d for _, d, _ in data]
    features, model = _fit(docs, [y for _, _, y in data])
    coef = model.coef_[0]
    out: dict = {
        "written_by": "scripts/train_second_opinion.py from first_runs.jsonl; do not edit",
        "examples": len(data),
        "rules": sum(y for _, _, y in data),
        "threshold": chosen,
        "intercept": float(model.intercept_[0]),
    }
    offset = 0
    for name, vectorizer in features.transformer_list:
        grams = sorted(vectorizer.vocabulary_, key=vectorizer.vocabulary_.get)
        out[name] = {
            "grams": grams,
            "idf": _doubles(vectorizer.idf_),
            "coef": _doubles(coef[offset : offset + len(grams)]),
        }
        offset += len(grams)
    picked = sorted(set(docs), key=lambda d: hashlib.sha256(d.encode()).hexdigest())[:CHECKS]
    probs = model.predict_proba(features.transform(picked))[:, 1]
    out["checks"] = [[d, float(p)] for d, p in zip(picked, probs, strict=True)]
    return json.dumps(out, ensure_ascii=False, indent=0) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="retrain and compare, write nothing")
    args = p.parse_args(argv)
    data = examples()
    chosen, report = threshold(data)
    print(f"{len(data)} examples, {sum(y for _, _, y in data)} missed rules; threshold {chosen}")
    for held, r in report.items():
        print(f"  {held:14} {json.dumps(r)}")
    total_added = sum(r["added_rules"] for r in report.values())
    total_missed = sum(r["missed_rules"] for r in report.values())
    wrong = sum(r["added_not_rules"] for r in report.values())
    print(f"  out of round: {total_added} of {total_missed} missed rules added, {wrong} not rules")
    text = module_text(data, chosen)
    if args.check:
        same = OUT.read_text(encoding="utf-8") == text
        print(f"{OUT.name} is {'up to date' if same else 'different'}")
        return 0 if same else 1
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(REPO)} ({len(text) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
