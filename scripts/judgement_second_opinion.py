"""Issue 33, Deliver 3 experiment: does a small learned second opinion raise the judgement's
suggest recall on text the engine has not seen, without losing precision?

    .venv/bin/python scripts/judgement_second_opinion.py --passed            # the table
    .venv/bin/python scripts/judgement_second_opinion.py --passed --json F   # and as JSON
    ... --fixed 0.9    # diagnostic: one threshold set by hand in every fold (not a tuning)

Result (tests/data/memory_judgement/README.md): no threshold the inner cross-validation can
choose changes any held-out message; nothing of this is in the app.

What is learned: a logistic regression (numpy only, full-batch AdaGrad, fixed seedless start, so
deterministic) over hashed character 1–4-grams of a sentence's probe (the engine's own view of
the sentence after its lead-ins, scope phrases, "please" and openers are set aside), the
sentence's table (language) and whether the engine's structural gate let it through.

Where it is asked: only at the engine's near miss — a sentence that reached the last question of
`rules.lasting_rule` ("has it the form or the structure of a rule?") and got "no" from every
class (no lead-in, no rule form, no conditional/recurring directive, no permission, no note, no
placement, no bound, no gate). There the second opinion may say "yes" instead; everything after
that question (questions, one-offs, hedges, reports, the past, everyday phrases, retractions
across sentences, explicit requests first) stays the engine's, so a suggestion still cites the
user's own clause and the explicit "Remember …" path is untouched.

Data: every labelled judgement set under tests/data/memory_judgement/ (the corpus, fresh, audit,
dev33 … dev33g with their frozen thirds); never tests/data/heldout, never the dev33h* folders.
Folds: one batch out at a time (a set together with its frozen third). The threshold is chosen
inside each fold from out-of-fold predictions on the training batches only (inner
leave-one-batch-out), never from the held-out batch's texts.
"""

from __future__ import annotations

import argparse
import json
import sys
import types
import zlib
from collections import defaultdict
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks import judge as bj  # noqa: E402

DATA = REPO / "tests" / "data" / "memory_judgement"
BATCHES = {
    "corpus": [DATA],
    "fresh": [DATA / "fresh"],
    "audit": [DATA / "audit"],
    "dev33": [DATA / "dev33", DATA / "dev33_frozen"],
    "dev33b": [DATA / "dev33b", DATA / "dev33b_frozen"],
    "dev33c": [DATA / "dev33c", DATA / "dev33c_frozen"],
    "dev33d": [DATA / "dev33d", DATA / "dev33d_frozen"],
    "dev33e": [DATA / "dev33e", DATA / "dev33e_frozen"],
    "dev33f": [DATA / "dev33f", DATA / "dev33f_frozen"],
    "dev33g": [DATA / "dev33g", DATA / "dev33g_frozen"],
}
DIM = 1 << 18


def load(folder: Path) -> list[bj.Case]:
    cases = []
    for lang in bj.LANGUAGES:
        path = folder / f"{lang}.jsonl"
        if not path.exists():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                cases.append(
                    bj.Case(
                        row["id"],
                        row["lang"],
                        row["text"],
                        row["label"],
                        tuple(row.get("explicit") or ()),
                        row.get("suggest"),
                        tuple(row.get("tags") or ()),
                    )
                )
    return cases


# ---------------------------------------------------------------- features


def normalise(probe: str) -> str:
    from app.domain.memory.judgement.text import GAP, MASK

    s = probe.replace(GAP, " ").replace(MASK, "\u2592").lower()
    return " ".join(s.split())


def features(probe: str, lang: str, gate: bool) -> np.ndarray:
    s = " " + normalise(probe) + " "
    keys = [f"L={lang}", f"G={int(gate)}", "BIAS"]
    for n in (1, 2, 3, 4):
        for i in range(len(s) - n + 1):
            keys.append(s[i : i + n])
    return np.unique(
        np.fromiter((zlib.crc32(k.encode("utf-8")) % DIM for k in keys), dtype=np.int64)
    )


# ---------------------------------------------------------------- the engine, watched


class Watch:
    """Patches the engine so every sentence reaching the rule gate is recorded, and the gate's
    "no" can be overturned by `opinion(probe, lang) -> bool`."""

    def __init__(self):
        from app.domain.memory.judgement import engine, forms, rules

        self.forms, self.engine, self.rules = forms, engine, rules
        self.original_lasting_rule = engine.lasting_rule
        self.opinion = None
        self.directive_only = False
        self.calls: list[dict] = []  # of the current message
        self._current: dict | None = None
        watch = self

        def gated(probe, own):
            if watch.forms.gated(probe, own):
                return True
            lang = own.lexicons[0].code
            if watch.directive_only and not own.directive.search(probe):
                return False  # not instruction-like: the opinion is not asked
            if watch._current is not None:
                watch._current["near"].append((probe, lang))
            return bool(watch.opinion and watch.opinion(probe, lang))

        proxy = types.SimpleNamespace(
            **{k: getattr(forms, k) for k in dir(forms) if not k.startswith("__")}
        )
        proxy.gated = gated
        rules.forms = proxy
        original_own = rules.own_language

        def own_language(probe, group):
            own = original_own(probe, group)
            if watch._current is not None:
                watch._current["reached"] = (probe, own.lexicons[0].code)
            return own

        rules.own_language = own_language

        def lasting_rule(sentence, work, group, question, task=False):
            rec = {"near": [], "main": watch._main, "reached": None}
            prev, watch._current = watch._current, rec
            try:
                out = watch.original_lasting_rule(sentence, work, group, question, task)
            finally:
                watch._current = prev
            rec["result"] = out is not None
            watch.calls.append(rec)
            return out

        self._main = True
        self.suggested: dict[int, tuple[str, str] | None] = {}
        engine.lasting_rule = lasting_rule

    def judge(self, text: str):
        self.calls = []
        return self.engine.judge(text)


def collect(watch: Watch, cases: list[bj.Case], passed: bool):
    """Per message: the engine's outcome, and every sentence that reached the rule gate, labelled.

    In a message labelled with no suggestion, every such sentence is 0. In a message with one, the
    sentence the engine suggested is 1; when the engine suggested nothing, its near misses are 1
    (weighted 1/k among k); the other sentences of a message whose rule was found are left out.
    With `passed` False only near misses are kept (what the opinion is asked about); with True the
    sentences the gate let through are kept too (flag G=1), to learn from every rule read."""
    rows = []  # (case index, probe, lang, gate, y, weight)
    outcomes = []
    for ci, case in enumerate(cases):
        watch.opinion = None
        r = watch.judge(case.text)
        outcomes.append(r)
        hit = next((c for c in watch.calls if c["result"] and c["reached"]), None)
        watch.suggested[id(case)] = hit["reached"] if r.suggestion is not None and hit else None
        want = case.suggest is not None
        near = [(p, lang) for c in watch.calls for (p, lang) in c["near"]]
        if not want:
            for c in watch.calls:
                for p, lang in c["near"]:
                    rows.append((ci, p, lang, False, 0, 1.0))
                if passed and not c["near"] and c["reached"]:
                    rows.append((ci, *c["reached"], True, 0, 1.0))
        elif r.suggestion is None and near:
            for p, lang in near:
                rows.append((ci, p, lang, False, 1, 1.0 / len(near)))
        elif passed and r.suggestion is not None and hit is not None:
            rows.append((ci, *hit["reached"], True, 1, 1.0))
    return rows, outcomes


# ---------------------------------------------------------------- the model


def fit(X: list[np.ndarray], y: np.ndarray, w8: np.ndarray, l2=1e-4, epochs=300, lr=0.5):
    lengths = np.array([len(x) for x in X])
    idx = np.concatenate(X) if X else np.zeros(0, dtype=np.int64)
    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]]) if X else np.zeros(0, dtype=np.int64)
    w = np.zeros(DIM)
    g2 = np.full(DIM, 1e-8)
    pos = (w8 * y).sum()
    neg = (w8 * (1 - y)).sum()
    # balance the classes: positives are rare
    cw = np.where(y == 1, 0.5 / max(pos, 1e-9), 0.5 / max(neg, 1e-9)) * w8
    for _ in range(epochs):
        z = np.add.reduceat(w[idx], starts) if len(idx) else np.zeros(0)
        p = 1 / (1 + np.exp(-z))
        err = (p - y) * cw
        grad = np.bincount(idx, weights=np.repeat(err, lengths), minlength=DIM) + l2 * w
        g2 += grad * grad
        w -= lr * grad / np.sqrt(g2)
    return w


def predict(w: np.ndarray, X: list[np.ndarray]) -> np.ndarray:
    return np.array([1 / (1 + np.exp(-w[x].sum())) for x in X])


# ---------------------------------------------------------------- scoring


def tally(cases, outcomes):
    out = {}
    for key in ("all", *bj.LANGUAGES):
        out[key] = {"s": [0, 0, 0], "e": [0, 0, 0], "n": 0}
    for case, r in zip(cases, outcomes, strict=True):
        for key in ("all", case.lang):
            t = out[key]
            t["n"] += 1
            for part, got, want in (
                ("s", r.suggestion is not None, case.suggest is not None),
                ("e", bool(r.explicit), bool(case.explicit)),
            ):
                if got and want:
                    t[part][0] += 1
                elif got:
                    t[part][1] += 1
                elif want:
                    t[part][2] += 1
    return out


def pr(t):
    tp, fp, fn = t
    return (tp / (tp + fp) if tp + fp else 1.0, tp / (tp + fn) if tp + fn else 1.0)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json")
    ap.add_argument("--target", type=float, default=0.9, help="inner near-miss precision")
    ap.add_argument("--passed", action="store_true", help="learn from gate-passing sentences too")
    ap.add_argument(
        "--directive", action="store_true", help="ask only at near misses that read as an order"
    )
    ap.add_argument("--l2", type=float, default=1e-4, help="the regression's L2 penalty")
    ap.add_argument(
        "--fixed",
        type=float,
        help="diagnostic sweep: one fixed threshold in every fold instead of the inner choice",
    )
    args = ap.parse_args()

    watch = Watch()
    watch.directive_only = args.directive
    data = {}
    for name, folders in BATCHES.items():
        cases = [c for f in folders for c in load(f)]
        parts = [f.name if f != DATA else "corpus" for f in folders for _ in load(f)]
        rows, outcomes = collect(watch, cases, args.passed)
        feats = [features(p, lang, g) for (_, p, lang, g, _, _) in rows]
        data[name] = {
            "cases": cases,
            "parts": parts,
            "rows": rows,
            "X": feats,
            "y": np.array([r[4] for r in rows], dtype=float),
            "w": np.array([r[5] for r in rows]),
            "base": outcomes,
        }
        ny = int(data[name]["y"].sum())
        nn = sum(1 for r in rows if not r[3])
        fn = sum(
            1
            for c, o in zip(cases, outcomes, strict=True)
            if c.suggest is not None and o.suggestion is None
        )
        fn_near = len({r[0] for r in rows if not r[3] and r[4] == 1})
        print(
            f"{name}: {len(cases)} messages, {len(rows)} rows ({nn} near misses), {ny} labelled 1;"
            f" engine misses {fn}, of which {fn_near} have a near miss",
            flush=True,
        )

    names = list(BATCHES)

    def train_on(batch_names):
        X = [x for b in batch_names for x in data[b]["X"]]
        y = np.concatenate([data[b]["y"] for b in batch_names])
        w8 = np.concatenate([data[b]["w"] for b in batch_names])
        return fit(X, y, w8, l2=args.l2)

    def choose_threshold(train_names):
        # inner leave-one-batch-out: out-of-fold probabilities on the training batches' near
        # misses; the lowest threshold whose flipped near misses are right `target` of the time
        # (each message counted once, by its highest near miss)
        scored = []  # (message-level max p, message wants a suggestion)
        for inner in train_names:
            rest = [b for b in train_names if b != inner]
            w = train_on(rest)
            d = data[inner]
            p = predict(w, d["X"])
            best: dict[int, float] = defaultdict(float)
            for (ci, _p, _l, gate, *_), pi in zip(d["rows"], p, strict=True):
                if not gate:  # the opinion is asked only at near misses
                    best[ci] = max(best[ci], pi)
            for ci, pi in best.items():
                scored.append((pi, d["cases"][ci].suggest is not None))
        scored.sort(reverse=True)
        chosen, tp = 1.01, 0
        for n, (pi, right) in enumerate(scored, 1):
            tp += right
            if tp / n >= args.target and tp >= 3:
                chosen = pi
        return chosen, scored

    report = {}
    for held in names:
        train = [b for b in names if b != held]
        t = args.fixed if args.fixed is not None else choose_threshold(train)[0]
        w = train_on(train)
        d = data[held]
        cache: dict[tuple[str, str], bool] = {}

        def opinion(probe, lang, w=w, t=t, cache=cache):
            key = (probe, lang)
            if key not in cache:
                cache[key] = float(1 / (1 + np.exp(-w[features(probe, lang, False)].sum()))) >= t
            return cache[key]

        watch.opinion = opinion
        after = [watch.judge(c.text) for c in d["cases"]]
        watch.opinion = None
        report[held] = {"threshold": t}
        for part in sorted(set(d["parts"])):
            sel = [i for i, p in enumerate(d["parts"]) if p == part]
            cs = [d["cases"][i] for i in sel]
            report[held][part] = {
                "engine": tally(cs, [d["base"][i] for i in sel]),
                "second": tally(cs, [after[i] for i in sel]),
                "changed": [
                    (d["cases"][i].id, d["cases"][i].label)
                    for i in sel
                    if (d["base"][i].suggestion is None) != (after[i].suggestion is None)
                    or d["base"][i].explicit != after[i].explicit
                ],
            }
        print_fold(held, report[held])
        report[held]["sweep"] = sweep(w, d, watch)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1, ensure_ascii=False))
    return 0


def sweep(w, d, watch):
    """Diagnostic, not a tuning: on the held-out batch, how the model ranks (a) its near misses
    (message level, highest near miss) and (b) the sentences the engine suggested (a veto), at
    fixed thresholds. Reported beside the table; no threshold is taken from it."""
    best: dict[int, float] = defaultdict(float)
    for (ci, _p, _l, gate, *_), x in zip(d["rows"], d["X"], strict=True):
        if not gate:
            best[ci] = max(best[ci], float(1 / (1 + np.exp(-w[x].sum()))))
    out = {"flip": {}, "veto": {}}
    base_none = {ci for ci, o in enumerate(d["base"]) if o.suggestion is None and not o.explicit}
    for t in (0.3, 0.5, 0.7, 0.9, 0.97):
        right = sum(
            1 for ci, p in best.items() if p >= t and ci in base_none and d["cases"][ci].suggest
        )
        wrong = sum(
            1 for ci, p in best.items() if p >= t and ci in base_none and not d["cases"][ci].suggest
        )
        out["flip"][t] = (right, wrong)
    vs = []
    for case in d["cases"]:
        got = watch.suggested.get(id(case))
        if got is not None:
            p = float(1 / (1 + np.exp(-w[features(got[0], got[1], True)].sum())))
            vs.append((p, case.suggest is not None))
    for t in (0.03, 0.1, 0.3, 0.5):
        out["veto"][t] = (
            sum(1 for p, ok in vs if p < t and not ok),  # false suggestions removed
            sum(1 for p, ok in vs if p < t and ok),  # right ones lost
        )
    print(
        f"  sweep: flip near misses (right, wrong) {out['flip']}; veto (FP removed, TP lost) {out['veto']}"
    )
    return out


def print_fold(held, rep):
    print(f"\n== held out: {held} (threshold {rep['threshold']:.3f})")
    for part, r in rep.items():
        if part == "threshold":
            continue
        e, s = r["engine"]["all"], r["second"]["all"]
        ep, er = pr(e["s"])
        sp, sr = pr(s["s"])
        xp, xr = pr(e["e"])
        yp, yr = pr(s["e"])
        print(
            f"  {part:14} n={e['n']:4}  suggest P {ep:.3f} R {er:.3f} {tuple(e['s'])} -> "
            f"P {sp:.3f} R {sr:.3f} {tuple(s['s'])}   explicit {xp:.2f}/{xr:.2f} -> {yp:.2f}/{yr:.2f}"
        )
        for lang in bj.LANGUAGES:
            a, b = r["engine"][lang], r["second"][lang]
            if a["s"] != b["s"] or a["e"] != b["e"]:
                print(
                    f"      {lang:8} suggest {tuple(a['s'])} -> {tuple(b['s'])}"
                    f"  explicit {tuple(a['e'])} -> {tuple(b['e'])}"
                )


if __name__ == "__main__":
    raise SystemExit(main())
