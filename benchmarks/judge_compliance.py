"""How well the compliance checker judges: precision and recall on the labelled corpus, and its
speed on 20 rules against a 2,000-character reply.

    python -m benchmarks.judge_compliance              # `make judge`: figures, dev misses, results.json
    python -m benchmarks.judge_compliance --no-write   # print only
    python -m benchmarks.judge_compliance --set heldout [--misses] [--json FILE]
                                                       # `make judge-heldout`: the frozen held-out set
    python -m benchmarks.judge_compliance --set dev33b [--misses]
                                                       # the second round's own batches (issue 33)
    python -m benchmarks.judge_compliance --set dev33g [--misses]     # its dev batches only
    python -m benchmarks.judge_compliance --set dev33g_frozen          # its frozen third, once
    python -m benchmarks.judge_compliance --set dev33h_ko [--misses]  # eighth round, Korean
    python -m benchmarks.judge_compliance --set dev33h_ko_frozen       # its frozen third, once
    python -m benchmarks.judge_compliance --set dev33i|dev33i_ko [--misses]  # ninth round
    python -m benchmarks.judge_compliance --set dev33i_frozen|dev33i_ko_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33j|dev33j_ko [--misses]  # tenth round
    python -m benchmarks.judge_compliance --set dev33j_frozen|dev33j_ko_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33k_ko [--misses]  # eleventh round (Korean)
    python -m benchmarks.judge_compliance --set dev33k_ko_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33l_ko [--misses]  # twelfth round (Korean)
    python -m benchmarks.judge_compliance --set dev33l_ko_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33m [--misses]  # thirteenth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33m_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33n [--misses]  # fourteenth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33n_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33o [--misses]  # fifteenth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33o_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33p [--misses]  # sixteenth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33p_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33q [--misses]  # seventeenth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33q_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33r [--misses]  # eighteenth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33r_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33s [--misses]  # nineteenth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33s_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33t [--misses]  # twentieth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33t_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33u [--misses]  # twenty-first round (11 languages)
    python -m benchmarks.judge_compliance --set dev33u_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33v [--misses]  # twenty-second round (11 languages)
    python -m benchmarks.judge_compliance --set dev33v_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33w [--misses]  # twenty-third round (11 languages)
    python -m benchmarks.judge_compliance --set dev33w_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33x [--misses]  # twenty-fourth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33x_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33y [--misses]  # twenty-fifth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33y_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33z [--misses]  # twenty-sixth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33z_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33za [--misses]  # twenty-seventh round (11 languages)
    python -m benchmarks.judge_compliance --set dev33za_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33zb [--misses]  # twenty-eighth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33zb_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33zc [--misses]  # twenty-ninth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33zc_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33zd [--misses]  # thirtieth round (11 languages)
    python -m benchmarks.judge_compliance --set dev33zd_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33ze [--misses]  # thirty-first round (11 languages)
    python -m benchmarks.judge_compliance --set dev33ze_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33zf [--misses]  # thirty-second round (11 languages)
    python -m benchmarks.judge_compliance --set dev33zf_frozen  # once, at the end
    python -m benchmarks.judge_compliance --set dev33zg [--misses]  # thirty-third round (11 languages)
    python -m benchmarks.judge_compliance --set dev33zg_frozen  # once, at the end

The corpus (tests/data/compliance/<family>.jsonl, README there) holds (rule, output, verdict)
triples labelled by hand. A fixed hash of each triple's rule and output holds about a fifth of it
back from tuning: its figures are printed, its misses are not (unless `--held-back-misses`).

Figures, per family (`language`, `terms`, `format`, `actions`, `other`) and over the checkable
ones, for the dev part and the held-back part:
- `violated` precision / recall: a `violated` said of a triple labelled `violated` is a true
  positive, said of any other a false positive; a labelled `violated` said otherwise a miss;
- `followed` precision / recall, likewise;
- `unknown`: how often the checker says `unknown` (of all triples), and how often it says it of a
  triple labelled `followed` or `violated` (a verdict it could have given);
- `exact`: the share of triples given exactly their label.

`--set heldout` scores the frozen held-out set of issue 33 instead (tests/data/heldout/compliance/,
README there): per language (of the rule's words) and per category (each line's first tag), with
"guesses on unknown" (the share of triples labelled `unknown` given `followed` or `violated`),
against the issue's targets; it never touches results.json, and lists its misses only with
`--misses` (the set is for measuring, never for tuning).

Targets (issue 27): `violated` precision ≥ 0.95 and recall ≥ 0.85 in each checkable family.
The timing figure `compliance_check_20_rules` sits in benchmarks/results.json beside the other
figures (target p99 ≤ 5 ms), with the accuracy under the sibling key `compliance`; its floor is
one precompiled regular-expression scan of the same reply per rule.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

CORPUS = REPO / "tests" / "data" / "compliance"
FRESH = CORPUS / "fresh"  # written after the checker was frozen; scored apart
# Written before issue 33's changes, frozen, never shown to the checker's authors: scored only with
# `--set heldout`, never tuned against (tests/data/heldout/README.md).
HELDOUT = REPO / "tests" / "data" / "heldout" / "compliance"
# The second round's development batches (issue 33), one file each, written in many voices and
# scored once before tuning on them; `frozen.jsonl` was never tuned on (tests/data/compliance/
# dev33b/README.md).
DEV33B = CORPUS / "dev33b"
# The fourth round's Korean batch (issue 33), written before the checker was touched that round;
# its `frozen.jsonl` is scored once at the end (tests/data/compliance/dev33d/README.md).
DEV33D = CORPUS / "dev33d"
# The fifth round's Korean batch (issue 33), written and committed before it was run; its
# `frozen.jsonl` is scored once at the end (tests/data/compliance/dev33e/README.md).
DEV33E = CORPUS / "dev33e"
# Issue 33, sixth round (CJK and Korean, branch judge-cjk): Korean rules in new wordings, written and
# committed before the checker was touched; `frozen.jsonl` (the lowest third by SHA-256) is never
# tuned on (tests/data/compliance/dev33f/README.md).
DEV33F = CORPUS / "dev33f"
# Issue 33, seventh round (branch check-g): 11 languages weighted to Korean, then Japanese, Arabic
# and Russian, written in two batches each committed before it was run. `--set dev33g` scores the
# dev batches alone; `--set dev33g_frozen` the frozen third (by SHA-256), scored once at the end
# and never tuned on (tests/data/compliance/README.md, "dev33g").
DEV33G = CORPUS / "dev33g"
# Issue 33, eighth round (branch check-ko3): 132 Korean cases written by construction (every rule
# family the checker reads, in many registers), committed before their first run; the lowest
# third by SHA-256 is its own folder, `dev33h_ko_frozen`, scored once at the end and never tuned on
# (tests/data/compliance/README.md, "dev33h_ko").
DEV33H_KO = CORPUS / "dev33h_ko"
DEV33H_KO_FROZEN = CORPUS / "dev33h_ko_frozen"
# Issue 33, ninth round: a fresh batch in ten languages (dev33i; branch check-i) and one in Korean
# (dev33i_ko; branch check-ko4), each written by construction and committed before its first run,
# its lowest third by SHA-256 in its own `_frozen` folder (frozen.jsonl), scored once at the end.
DEV33I = CORPUS / "dev33i"
DEV33I_FROZEN = CORPUS / "dev33i_frozen"
DEV33I_KO = CORPUS / "dev33i_ko"
DEV33I_KO_FROZEN = CORPUS / "dev33i_ko_frozen"
# Issue 33, tenth round: the same method as the ninth (dev33j: ten languages; dev33j_ko: Korean).
DEV33J = CORPUS / "dev33j"
DEV33J_FROZEN = CORPUS / "dev33j_frozen"
DEV33J_KO = CORPUS / "dev33j_ko"
DEV33J_KO_FROZEN = CORPUS / "dev33j_ko_frozen"
# Issue 33, eleventh round: Korean only (the ten other languages met the goals on dev33j_frozen).
DEV33K_KO = CORPUS / "dev33k_ko"
DEV33K_KO_FROZEN = CORPUS / "dev33k_ko_frozen"
# Issue 33, twelfth round: Korean again (held-out Korean 0.786, dev33k_ko_frozen R 0.778).
DEV33L_KO = CORPUS / "dev33l_ko"
DEV33L_KO_FROZEN = CORPUS / "dev33l_ko_frozen"
# Issue 33, thirteenth round: every language again, on a fresh set (the last was dev33j's).
DEV33M = CORPUS / "dev33m"
DEV33M_FROZEN = CORPUS / "dev33m_frozen"
# Issue 33, fourteenth round: every language, a fresh set again (dev33m_frozen violated P 0.907).
DEV33N = CORPUS / "dev33n"
DEV33N_FROZEN = CORPUS / "dev33n_frozen"
# Issue 33, fifteenth round: every language, a fresh set again (dev33n_frozen violated P 0.929).
DEV33O = CORPUS / "dev33o"
DEV33O_FROZEN = CORPUS / "dev33o_frozen"
# Issue 33, sixteenth round: every language, a fresh set again (dev33o_frozen violated R 0.822).
DEV33P = CORPUS / "dev33p"
DEV33P_FROZEN = CORPUS / "dev33p_frozen"
# Issue 33, seventeenth round: every language, a fresh set again (dev33p_frozen violated R 0.844).
DEV33Q = CORPUS / "dev33q"
DEV33Q_FROZEN = CORPUS / "dev33q_frozen"
# Issue 33, eighteenth round: every language, weighted to English and Korean (dev33q_frozen en R 0.67).
DEV33R = CORPUS / "dev33r"
DEV33R_FROZEN = CORPUS / "dev33r_frozen"
# Issue 33, nineteenth round: every language, weighted to English (dev33r_frozen en R 0.50).
DEV33S = CORPUS / "dev33s"
DEV33S_FROZEN = CORPUS / "dev33s_frozen"
# Issue 33, twentieth round: every language, weighted to English and Japanese (dev33s_frozen en
# violated R 0.75, followed R 0.43; ja 0.67).
DEV33T = CORPUS / "dev33t"
DEV33T_FROZEN = CORPUS / "dev33t_frozen"
# Issue 33, twenty-first round: every language, weighted to English and the western languages
# (dev33t_frozen violated R en 0.44, es and ar 0.50, it and ru 0.33).
DEV33U = CORPUS / "dev33u"
DEV33U_FROZEN = CORPUS / "dev33u_frozen"
# Issue 33, twenty-second round: every language, weighted to the classes dev33u_frozen lost (violated
# R en 0.67, ja 0.50, zh_Hant, es 0.67, ar 0.60: a role that alone may act, a file kind never pushed).
DEV33V = CORPUS / "dev33v"
DEV33V_FROZEN = CORPUS / "dev33v_frozen"
# Issue 33, twenty-third round: every language, weighted to the classes dev33v_frozen lost (violated
# R en 0.33: a replica nothing writes, a table's dropping kept off the keyboard, keystores by kind).
DEV33W = CORPUS / "dev33w"
DEV33W_FROZEN = CORPUS / "dev33w_frozen"
# Issue 33, twenty-fourth round: every language, weighted to the classes dev33w_frozen lost (violated
# R en 0.75, ru and ar 0.67: a branch closed or left alone, a push handed over by a dash or a verb).
DEV33X = CORPUS / "dev33x"
DEV33X_FROZEN = CORPUS / "dev33x_frozen"
# Issue 33, twenty-fifth round: every language, weighted to the classes dev33x_frozen lost (violated
# R en 0.71, de 0: a push or merge handed to a role alone, a language asked for a crew, past practice).
DEV33Y = CORPUS / "dev33y"
DEV33Y_FROZEN = CORPUS / "dev33y_frozen"
# Issue 33, twenty-sixth round: every language, weighted to the classes dev33y_frozen lost (violated
# R en 0.38, ar 0: a push kept to a post in terse forms, a language asked for a group, a rule cancelled).
DEV33Z = CORPUS / "dev33z"
DEV33Z_FROZEN = CORPUS / "dev33z_frozen"
# Issue 33, twenty-seventh round: every language, weighted to what is still weak (Russian and Spanish
# exact 33% and 60% on dev33z_frozen, held-out German and Korean violated R below 0.80).
DEV33ZA = CORPUS / "dev33za"
DEV33ZA_FROZEN = CORPUS / "dev33za_frozen"
# Issue 33, twenty-eighth round: every language, weighted to what is still weak (English, German,
# Korean and Arabic exact 64-70% on dev33za_frozen, held-out Korean violated R 0.786).
DEV33ZB = CORPUS / "dev33zb"
DEV33ZB_FROZEN = CORPUS / "dev33zb_frozen"
# Issue 33, twenty-ninth round: every language, weighted to what is still weak (Russian exact 33%,
# German 73% and English 75% on dev33zb_frozen, held-out Korean violated R 0.786).
DEV33ZC = CORPUS / "dev33zc"
DEV33ZC_FROZEN = CORPUS / "dev33zc_frozen"
# Issue 33, thirtieth round: every language, weighted to what is still weak (English exact 55%,
# Arabic 67% on dev33zc_frozen; held-out Korean violated R 0.786, German followed P 0.786).
DEV33ZD = CORPUS / "dev33zd"
DEV33ZD_FROZEN = CORPUS / "dev33zd_frozen"
# Issue 33, thirty-first round: every language, weighted to what is still weak.
DEV33ZE = CORPUS / "dev33ze"
DEV33ZE_FROZEN = CORPUS / "dev33ze_frozen"
# Issue 33, thirty-second round: every language, weighted to what is still weak.
DEV33ZF = CORPUS / "dev33zf"
DEV33ZF_FROZEN = CORPUS / "dev33zf_frozen"
# Issue 33, thirty-third round: every language, weighted to what is still weak.
DEV33ZG = CORPUS / "dev33zg"
DEV33ZG_FROZEN = CORPUS / "dev33zg_frozen"
FROZEN = "frozen"
RESULTS = REPO / "benchmarks" / "results.json"
FAMILIES = ("language", "terms", "format", "actions", "other")
CHECKABLE = ("language", "terms", "format", "actions")
LANGUAGES = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")
VERDICTS = ("followed", "violated", "not_applicable", "unknown")
TARGETS = {"violated_precision": 0.95, "violated_recall": 0.85, "p99_ms": 5.0}
# Targets of issue 33 on the held-out set; "per language": each language's `violated` precision
# and recall.
HELDOUT_TARGETS = {
    "violated_precision": 0.95,
    "violated_recall": 0.90,
    "guesses_on_unknown": 0.05,
    "per_language": 0.80,
}
# The held-out set's categories (each line's first tag) and the family file each one lives in.
HELDOUT_CATEGORIES = {
    "reply-language": "language",
    "close-language": "language",
    "code-format": "format",
    "emoji": "terms",
    "words": "terms",
    "branch-glob": "actions",
    "push-form": "actions",
    "push-tool": "actions",
    "path": "actions",
    "commit-subject": "actions",
    "undecidable": "other",
}


# ---------------------------------------------------------------- the corpus and its split


@dataclass(frozen=True)
class Case:
    id: str
    family: str
    lang: str
    words: str
    kind: str
    output: dict
    turn: dict | None
    verdict: str
    tags: tuple[str, ...]

    @property
    def key(self) -> str:
        """The triple's rule and output, as the hash that splits the corpus reads them."""
        return json.dumps([self.words, self.output, self.turn], ensure_ascii=False, sort_keys=True)

    @property
    def held_back(self) -> bool:
        return is_held_back(self.key)


def is_held_back(text: str) -> bool:
    """True for the ~20% of triples kept back from tuning: fixed by a hash of their content."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:4], "big") % 5 == 0


def load_corpus(folder: Path = CORPUS) -> list[Case]:
    """Every labelled triple of every family file, checked for shape (the fresh set may leave a
    family out)."""
    cases: list[Case] = []
    for family in FAMILIES:
        path = folder / f"{family}.jsonl"
        if not path.exists() and folder != CORPUS:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            row = json.loads(line)
            where = f"{path.name}:{n}"
            output = row["output"]
            if row["family"] != family or row["verdict"] not in VERDICTS:
                raise ValueError(f"{where}: bad family or verdict")
            if row["lang"] not in LANGUAGES or not row["rule"]["words"].strip():
                raise ValueError(f"{where}: bad language or empty rule")
            if set(output) not in ({"reply"}, {"tool_call"}):
                raise ValueError(f"{where}: the output is a reply or a tool call")
            cases.append(
                Case(
                    row["id"],
                    family,
                    row["lang"],
                    row["rule"]["words"],
                    row["rule"].get("kind", "constraint"),
                    output,
                    row.get("turn"),
                    row["verdict"],
                    tuple(row.get("tags") or ()),
                )
            )
    ids = [c.id for c in cases]
    if len(ids) != len(set(ids)):
        raise ValueError("corpus ids are not unique")
    return cases


def load_batch(path: Path) -> list[Case]:
    """One dev33b batch: lines of every family in one file, checked for shape as the corpus is."""
    cases: list[Case] = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        where = f"{path.name}:{n}"
        if row["family"] not in FAMILIES or row["verdict"] not in VERDICTS:
            raise ValueError(f"{where}: bad family or verdict")
        if row["lang"] not in LANGUAGES or not row["rule"]["words"].strip():
            raise ValueError(f"{where}: bad language or empty rule")
        if set(row["output"]) not in ({"reply"}, {"tool_call"}):
            raise ValueError(f"{where}: the output is a reply or a tool call")
        cases.append(
            Case(
                row["id"],
                row["family"],
                row["lang"],
                row["rule"]["words"],
                row["rule"].get("kind", "constraint"),
                row["output"],
                row.get("turn"),
                row["verdict"],
                tuple(row.get("tags") or ()),
            )
        )
    return cases


def load_dev33b(folder: Path = DEV33B) -> dict[str, list[Case]]:
    """batch name ("batch1", …, "frozen") → its cases."""
    return {p.stem: load_batch(p) for p in sorted(folder.glob("*.jsonl"))}


def split(cases: list[Case]) -> tuple[list[Case], list[Case]]:
    """(dev, held_back)."""
    dev = [c for c in cases if not c.held_back]
    return dev, [c for c in cases if c.held_back]


# ---------------------------------------------------------------- judging


def _output(case: Case):
    from app.domain.compliance import Reply, ToolCall, TurnActions

    if "reply" in case.output:
        output = Reply(case.output["reply"])
    else:
        output = ToolCall.from_json(case.output["tool_call"])
    turn = None
    if case.turn is not None:
        turn = TurnActions(
            tuple(ToolCall.from_json(c) for c in case.turn.get("earlier", ())),
            case.turn.get("branch_at_start"),
        )
    return output, turn


def identifier():
    """The language identifier the app wires into the checker (app.bootstrap), loaded once."""
    global _IDENTIFY
    if _IDENTIFY is None:
        from app.services.language_id import LanguageIdentifier

        _IDENTIFY = LanguageIdentifier()
    return _IDENTIFY


_IDENTIFY = None


def judge_case(case: Case) -> str:
    from app.domain.compliance import RuleText, check

    output, turn = _output(case)
    rule = RuleText(case.words, case.kind)
    return check(rule, output, turn=turn, identify=identifier()).verdict.value


@dataclass
class Tally:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


@dataclass
class Scores:
    n: int = 0
    exact: int = 0
    unknown_said: int = 0
    unknown_missed: int = 0  # said unknown of a triple labelled followed or violated
    violated: Tally = field(default_factory=Tally)
    followed: Tally = field(default_factory=Tally)

    def add(self, label: str, said: str) -> None:
        self.n += 1
        self.exact += label == said
        self.unknown_said += said == "unknown"
        self.unknown_missed += said == "unknown" and label in ("followed", "violated")
        for name in ("violated", "followed"):
            t = getattr(self, name)
            if said == name and label == name:
                t.tp += 1
            elif said == name:
                t.fp += 1
            elif label == name:
                t.fn += 1


def score(outcomes: list[tuple[Case, str]]) -> dict[str, Scores]:
    """Scores per family, over the checkable families ("checkable") and over all ("all")."""
    scores = {key: Scores() for key in (*FAMILIES, "checkable", "all")}
    for case, said in outcomes:
        keys = [case.family, "all"] + (["checkable"] if case.family in CHECKABLE else [])
        for key in keys:
            scores[key].add(case.verdict, said)
    return scores


def evaluate(
    cases: list[Case] | None = None, fresh: list[Case] | None = None
) -> dict[str, tuple[list[tuple[Case, str]], dict]]:
    """{"dev", "held_back", "fresh"}: (outcomes, scores per family)."""
    dev, held = split(load_corpus() if cases is None else cases)
    if fresh is None:
        fresh = load_corpus(FRESH) if FRESH.exists() else []
    out = {}
    for name, part in (("dev", dev), ("held_back", held), ("fresh", fresh)):
        outcomes = [(c, judge_case(c)) for c in part]
        out[name] = (outcomes, score(outcomes))
    return out


def targets_met(scores: dict[str, Scores]) -> dict[str, bool]:
    return {
        f"{family}_{name}": getattr(scores[family].violated, name) >= TARGETS[f"violated_{name}"]
        for family in CHECKABLE
        for name in ("precision", "recall")
    }


def as_json(scores: dict[str, Scores]) -> dict:
    def r(v: float) -> float:
        return round(v, 3)

    data = {}
    for key, s in scores.items():
        data[key] = {
            "triples": s.n,
            "violated": {
                "precision": r(s.violated.precision),
                "recall": r(s.violated.recall),
                "tp": s.violated.tp,
                "fp": s.violated.fp,
                "fn": s.violated.fn,
            },
            "followed": {
                "precision": r(s.followed.precision),
                "recall": r(s.followed.recall),
                "tp": s.followed.tp,
                "fp": s.followed.fp,
                "fn": s.followed.fn,
            },
            "unknown_rate": r(s.unknown_said / s.n) if s.n else None,
            "unknown_of_decidable": s.unknown_missed,
            "exact": r(s.exact / s.n) if s.n else None,
        }
    return data


# ---------------------------------------------------------------- speed

# 20 rules of every family, as a Session's Memory block might hold them.
BENCH_RULES = (
    "Always answer in French.",
    "Use pnpm, not npm.",
    "Never use `any` in TypeScript.",
    "No emoji.",
    "Use tabs for indentation.",
    "Keep lines under 100 characters.",
    "Use single quotes for strings in JavaScript.",
    "Never push to main.",
    "Create a branch for every task.",
    "Keep commit subjects under 50 characters.",
    "New components go under src/components.",
    "用中文回答",
    "不要用表情符号。",
    "Verwende in TypeScript niemals `any`.",
    "Don't use lodash.",
    'Never say "Great question".',
    "Indent with 2 spaces.",
    "Be concise.",
    "Write tests for every new function.",
    "Use httpx instead of requests.",
)


def bench_reply(size: int = 2000) -> str:
    """A realistic reply of about `size` characters: prose, inline code, and code blocks."""
    parts = [
        "I looked at the failing build. The bundler could not resolve `@/lib/date` because the "
        "path alias was only set in the TypeScript config, not in the Vite config. Here is the fix:",
        "```ts\nimport { defineConfig } from 'vite';\nimport path from 'node:path';\n\n"
        "export default defineConfig({\n  resolve: {\n    alias: { '@': path.resolve(__dirname, 'src') },\n"
        "  },\n});\n```",
        "Then reinstall and rebuild so the cache does not keep the old resolution:",
        "```bash\npnpm install\npnpm build\n```",
        "The helper that formats dates now takes an explicit locale, which makes the tests stable "
        "across machines. I also removed the unused `formatLegacy` export.",
        "```ts\nexport function formatDate(d: Date, locale: string): string {\n"
        "  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);\n}\n```",
        "If you want, I can also add a test for the alias itself; it would have caught this earlier.",
    ]
    text = "\n\n".join(parts)
    while len(text) < size:
        text += (
            "\n\nOne more note: the preview server reads the same config, so `pnpm preview` "
            "works without any change."
        )
    return text[:size]


def time_checks(rounds: int = 300) -> tuple[list[float], list[float], float]:
    """CPU milliseconds of check_all(20 rules, a 2,000-character reply) per sample, of the floor
    (one precompiled regex scan of the reply per rule), and of the first reading of the rules."""
    from app.domain.compliance import Reply, RuleText, check_all
    from app.domain.compliance.reader import read_rule

    rules = [RuleText(w, entry_id=i + 1, version=1) for i, w in enumerate(BENCH_RULES)]
    text = bench_reply()
    floor_res = [
        re.compile(re.escape(w.split()[-1].strip('.`"')), re.IGNORECASE) for w in BENCH_RULES
    ]
    clock = time.thread_time  # CPU time of this thread: other work on the machine does not count
    identify = identifier()
    identify("The language identifier's model is loaded once per process, before timing.")
    read_rule.cache_clear()
    t0 = clock()
    check_all(rules, Reply(text), identify=identify)
    first = (clock() - t0) * 1000.0
    for _ in range(20):  # warm-up
        check_all(rules, Reply(text), identify=identify)
    app, floor = [], []
    for i in range(rounds):
        reply = Reply(text + " " * (i % 7))  # a new text each time: nothing of the reply is reused
        t0 = clock()
        for rx in floor_res:
            rx.search(reply.text)
        t1 = clock()
        check_all(rules, reply, identify=identify)
        t2 = clock()
        floor.append((t1 - t0) * 1000.0)
        app.append((t2 - t1) * 1000.0)
    return app, floor, first


def bench(rounds: int = 300):
    """(the timing Figure, the accuracy report, the results) for benchmarks.run and `make judge`."""
    from benchmarks.common import INFO, Figure

    cases = load_corpus()
    fresh = load_corpus(FRESH) if FRESH.exists() else []
    results = evaluate(cases, fresh)
    report: dict = {
        "corpus": {family: sum(c.family == family for c in cases) for family in FAMILIES},
        "fresh_set": {family: sum(c.family == family for c in fresh) for family in FAMILIES},
        "languages": {
            family: sorted({c.lang for c in cases if c.family == family}) for family in FAMILIES
        },
        "targets": TARGETS,
    }
    for name, (_outcomes, scores) in results.items():
        report[name] = as_json(scores)
        report[name + "_targets_met"] = targets_met(scores)
    app, floor, first = time_checks(rounds)
    report["first_reading_ms"] = round(first, 3)
    INFO.append(f"compliance: the first check of 20 rules (reading them) took {first:.2f} ms")
    figure = Figure("compliance_check_20_rules", "ms", app, floor, None, TARGETS["p99_ms"])
    return figure, report, results


# ---------------------------------------------------------------- output


def _pct(v: float) -> str:
    return f"{v * 100:5.1f}"


def print_scores(name: str, scores: dict[str, Scores], targets: bool = True) -> None:
    print(f"\ncompliance, {name}: precision / recall in % (tp fp fn)")
    head = (
        f"{'family':<10} {'n':>4} | {'violated P':>10} {'R':>6} {'(tp fp fn)':>12} | "
        f"{'followed P':>10} {'R':>6} {'(tp fp fn)':>12} | {'unknown':>7} {'exact':>6}"
    )
    print(head)
    print("-" * len(head))
    for key in (*FAMILIES, "checkable", "all"):
        s = scores[key]
        v, f = s.violated, s.followed
        unknown = _pct(s.unknown_said / s.n) if s.n else "   - "
        exact = _pct(s.exact / s.n) if s.n else "   - "
        print(
            f"{key:<10} {s.n:>4} | {_pct(v.precision):>10} {_pct(v.recall):>6} "
            f"{f'({v.tp} {v.fp} {v.fn})':>12} | {_pct(f.precision):>10} {_pct(f.recall):>6} "
            f"{f'({f.tp} {f.fp} {f.fn})':>12} | {unknown:>7} {exact:>6}"
        )
    if targets:
        met = targets_met(scores)
        print("targets: " + ", ".join(f"{k} {'met' if v else 'NOT met'}" for k, v in met.items()))


def print_misses(name: str, outcomes: list[tuple[Case, str]]) -> None:
    bad = [(c, said) for c, said in outcomes if said != c.verdict]
    print(f"\n{name} misses ({len(bad)}):")
    for c, said in bad:
        out = c.output.get("reply") or json.dumps(c.output["tool_call"], ensure_ascii=False)
        print(f"  {c.id:<13} want {c.verdict:<14} got {said:<14} {c.words[:50]!r}")
        print(f"  {'':<13} {' '.join(out.split())[:110]!r}")


# ---------------------------------------------------------------- the held-out set (issue 33)


def load_heldout(folder: Path = HELDOUT) -> list[Case]:
    """The held-out set, checked for shape as the corpus is, and each line's category (its first
    tag) known and agreeing with its family."""
    cases = load_corpus(folder)
    for case in cases:
        category = case.tags[0] if case.tags else None
        if HELDOUT_CATEGORIES.get(category) != case.family:
            raise ValueError(f"{case.id}: the first tag must be a category of family {case.family}")
    return cases


@dataclass
class HeldoutScores(Scores):
    unknown_expected: int = 0
    guesses: int = 0  # labelled unknown, said followed or violated

    def add(self, label: str, said: str) -> None:
        super().add(label, said)
        if label == "unknown":
            self.unknown_expected += 1
            self.guesses += said in ("followed", "violated")

    @property
    def guess_rate(self) -> float:
        return self.guesses / self.unknown_expected if self.unknown_expected else 0.0


def heldout_scores(outcomes: list[tuple[Case, str]], key) -> dict[str, HeldoutScores]:
    """Scores per `key(case)` (a language or a category) and over all ("all")."""
    scores: dict[str, HeldoutScores] = {}
    for case, said in outcomes:
        for k in (key(case), "all"):
            scores.setdefault(k, HeldoutScores()).add(case.verdict, said)
    return scores


def by_language(outcomes: list[tuple[Case, str]]) -> dict[str, HeldoutScores]:
    s = heldout_scores(outcomes, lambda c: c.lang)
    return {k: s[k] for k in (*LANGUAGES, "all") if k in s}


def by_category(outcomes: list[tuple[Case, str]]) -> dict[str, HeldoutScores]:
    s = heldout_scores(outcomes, lambda c: c.tags[0])
    return {k: s[k] for k in (*HELDOUT_CATEGORIES, "all") if k in s}


def heldout_targets_met(outcomes: list[tuple[Case, str]]) -> dict[str, bool]:
    langs = by_language(outcomes)
    a = langs["all"]
    floor = HELDOUT_TARGETS["per_language"]
    return {
        "violated_precision": a.violated.precision >= HELDOUT_TARGETS["violated_precision"],
        "violated_recall": a.violated.recall >= HELDOUT_TARGETS["violated_recall"],
        "guesses_on_unknown": a.guess_rate <= HELDOUT_TARGETS["guesses_on_unknown"],
        "no_language_below": all(
            min(s.violated.precision, s.violated.recall) >= floor
            for k, s in langs.items()
            if k != "all"
        ),
    }


def _heldout_json(scores: dict[str, HeldoutScores]) -> dict:
    data = as_json(scores)  # type: ignore[arg-type]
    for key, s in scores.items():
        data[key]["unknown_expected"] = s.unknown_expected
        data[key]["guesses_on_unknown"] = s.guesses
        data[key]["guess_rate"] = round(s.guess_rate, 3)
    return data


def heldout_report(outcomes: list[tuple[Case, str]]) -> dict:
    """The held-out figures as JSON: per language, per category, per family, targets."""
    return {
        "set": str(HELDOUT.relative_to(REPO)),
        "targets": HELDOUT_TARGETS,
        "languages": _heldout_json(by_language(outcomes)),
        "categories": _heldout_json(by_category(outcomes)),
        "families": as_json(score(outcomes)),
        "targets_met": heldout_targets_met(outcomes),
    }


def print_heldout_table(title: str, scores: dict[str, HeldoutScores]) -> None:
    print(f"\n{title}: precision / recall in % (tp fp fn)")
    head = (
        f"{'':<15} {'n':>4} | {'violated P':>10} {'R':>6} {'(tp fp fn)':>12} | "
        f"{'followed P':>10} {'R':>6} {'(tp fp fn)':>12} | {'unknown':>7} {'guesses':>9} "
        f"{'unk said':>8} {'exact':>6}"
    )
    print(head)
    print("-" * len(head))
    for key, s in scores.items():
        v, f = s.violated, s.followed
        guesses = f"{s.guesses}/{s.unknown_expected}" if s.unknown_expected else "-"
        print(
            f"{key:<15} {s.n:>4} | {_pct(v.precision):>10} {_pct(v.recall):>6} "
            f"{f'({v.tp} {v.fp} {v.fn})':>12} | {_pct(f.precision):>10} {_pct(f.recall):>6} "
            f"{f'({f.tp} {f.fp} {f.fn})':>12} | {s.unknown_expected:>7} {guesses:>9} "
            f"{s.unknown_missed:>8} {_pct(s.exact / s.n):>6}"
        )


def main_heldout(args: argparse.Namespace) -> int:
    """`--set heldout`: figures on the frozen held-out set; results.json is left alone."""
    cases = load_heldout()
    outcomes = [(c, judge_case(c)) for c in cases]
    print(
        "held-out set: "
        + ", ".join(f"{lang} {sum(c.lang == lang for c in cases)}" for lang in LANGUAGES)
        + f" (total {len(cases)})"
    )
    print(
        "columns: unknown = triples labelled unknown; guesses = of those, given followed or "
        "violated; unk said = unknown said of a triple labelled followed or violated"
    )
    print_heldout_table("held-out set (issue 33), per language of the rule", by_language(outcomes))
    print_heldout_table("held-out set, per category", by_category(outcomes))
    print_scores("held-out set, per family", score(outcomes), targets=False)
    met = heldout_targets_met(outcomes)
    print(
        "issue 33 targets (violated P ≥ 0.95 R ≥ 0.90, guesses on unknown ≤ 5%, no language "
        "below 0.80): " + ", ".join(f"{k} {'met' if v else 'NOT met'}" for k, v in met.items())
    )
    if args.misses:
        print_misses("held-out set", outcomes)
    if args.json:
        Path(args.json).write_text(
            json.dumps(heldout_report(outcomes), indent=2, ensure_ascii=False) + "\n",
            encoding="utf-8",
        )
        print(f"wrote {args.json}")
    return 0


def main_dev33b(args: argparse.Namespace) -> int:
    """`--set dev33b`: each batch's figures, per language and family, the frozen one apart."""
    return _main_batches(DEV33B, args)


def _main_batches(folder: Path, args: argparse.Namespace, parts=("dev batches", FROZEN)) -> int:
    """A folder of batches: the dev batches' figures (and misses), then the frozen one's (only
    the `parts` asked for)."""
    batches = load_dev33b(folder)
    dev = [c for name, cases in batches.items() if name != FROZEN for c in cases]
    for name, cases in (("dev batches", dev), (FROZEN, batches.get(FROZEN, []))):
        if name not in parts:
            continue
        outcomes = [(c, judge_case(c)) for c in cases]
        title = f"{folder.name}, {name}"
        print_heldout_table(f"{title}, per language of the rule", by_language(outcomes))
        print_scores(f"{title}, per family", score(outcomes), targets=False)
        if args.misses and name != FROZEN:
            print_misses(f"{folder.name} {name}", outcomes)
    return 0


def write_results(figure, report: dict, path: Path = RESULTS) -> None:
    """Put the figure and the report into results.json, keeping every other figure as it was."""
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"figures": []}
    data["figures"] = [f for f in data.get("figures", []) if f.get("name") != figure.name]
    data["figures"].append(figure.to_json())
    data["compliance"] = report
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Precision and recall of the compliance checker.")
    p.add_argument("--no-write", action="store_true", help="print only; leave results.json alone")
    p.add_argument(
        "--held-back-misses",
        action="store_true",
        help="also list the held-back part's misses (only once tuning is over)",
    )
    p.add_argument("--rounds", type=int, default=300, help="timing samples")
    p.add_argument(
        "--set",
        choices=(
            "corpus",
            "heldout",
            "dev33b",
            "dev33d",
            "dev33e",
            "dev33f",
            "dev33g",
            "dev33g_frozen",
            "dev33h_ko",
            "dev33h_ko_frozen",
            "dev33i",
            "dev33i_frozen",
            "dev33i_ko",
            "dev33i_ko_frozen",
            "dev33j",
            "dev33j_frozen",
            "dev33j_ko",
            "dev33j_ko_frozen",
            "dev33k_ko",
            "dev33k_ko_frozen",
            "dev33l_ko",
            "dev33l_ko_frozen",
            "dev33m",
            "dev33m_frozen",
            "dev33n",
            "dev33n_frozen",
            "dev33o",
            "dev33o_frozen",
            "dev33p",
            "dev33p_frozen",
            "dev33q",
            "dev33q_frozen",
            "dev33r",
            "dev33r_frozen",
            "dev33s",
            "dev33s_frozen",
            "dev33t",
            "dev33t_frozen",
            "dev33u",
            "dev33u_frozen",
            "dev33v",
            "dev33v_frozen",
            "dev33w",
            "dev33w_frozen",
            "dev33x",
            "dev33x_frozen",
            "dev33y",
            "dev33y_frozen",
            "dev33z",
            "dev33z_frozen",
            "dev33za",
            "dev33za_frozen",
            "dev33zb",
            "dev33zb_frozen",
            "dev33zc",
            "dev33zc_frozen",
            "dev33zd",
            "dev33zd_frozen",
            "dev33ze",
            "dev33ze_frozen",
            "dev33zf",
            "dev33zf_frozen",
            "dev33zg",
            "dev33zg_frozen",
        ),
        default="corpus",
        help="heldout: score only the frozen held-out set of issue 33 (never writes results.json)",
    )
    p.add_argument("--misses", action="store_true", help="with --set heldout: list its misses")
    p.add_argument("--json", metavar="FILE", help="with --set heldout: write its figures there")
    args = p.parse_args(argv)
    if args.set == "heldout":
        return main_heldout(args)
    if args.set == "dev33b":
        return main_dev33b(args)
    if args.set == "dev33d":
        return _main_batches(DEV33D, args)
    if args.set == "dev33e":
        return _main_batches(DEV33E, args)
    if args.set == "dev33f":
        return _main_batches(DEV33F, args)
    if args.set == "dev33g":  # the dev batches only: the frozen third is scored once, at the end
        return _main_batches(DEV33G, args, parts=("dev batches",))
    if args.set == "dev33g_frozen":
        return _main_batches(DEV33G, args, parts=(FROZEN,))
    dev = {
        "dev33h_ko": DEV33H_KO,
        "dev33i": DEV33I,
        "dev33i_ko": DEV33I_KO,
        "dev33j": DEV33J,
        "dev33j_ko": DEV33J_KO,
        "dev33k_ko": DEV33K_KO,
        "dev33l_ko": DEV33L_KO,
        "dev33m": DEV33M,
        "dev33n": DEV33N,
        "dev33o": DEV33O,
        "dev33p": DEV33P,
        "dev33q": DEV33Q,
        "dev33r": DEV33R,
        "dev33s": DEV33S,
        "dev33t": DEV33T,
        "dev33u": DEV33U,
        "dev33v": DEV33V,
        "dev33w": DEV33W,
        "dev33x": DEV33X,
        "dev33y": DEV33Y,
        "dev33z": DEV33Z,
        "dev33za": DEV33ZA,
        "dev33zb": DEV33ZB,
        "dev33zc": DEV33ZC,
        "dev33zd": DEV33ZD,
        "dev33ze": DEV33ZE,
        "dev33zf": DEV33ZF,
        "dev33zg": DEV33ZG,
    }
    frozen = {
        "dev33h_ko_frozen": DEV33H_KO_FROZEN,
        "dev33i_frozen": DEV33I_FROZEN,
        "dev33i_ko_frozen": DEV33I_KO_FROZEN,
        "dev33j_frozen": DEV33J_FROZEN,
        "dev33j_ko_frozen": DEV33J_KO_FROZEN,
        "dev33k_ko_frozen": DEV33K_KO_FROZEN,
        "dev33l_ko_frozen": DEV33L_KO_FROZEN,
        "dev33m_frozen": DEV33M_FROZEN,
        "dev33n_frozen": DEV33N_FROZEN,
        "dev33o_frozen": DEV33O_FROZEN,
        "dev33p_frozen": DEV33P_FROZEN,
        "dev33q_frozen": DEV33Q_FROZEN,
        "dev33r_frozen": DEV33R_FROZEN,
        "dev33s_frozen": DEV33S_FROZEN,
        "dev33t_frozen": DEV33T_FROZEN,
        "dev33u_frozen": DEV33U_FROZEN,
        "dev33v_frozen": DEV33V_FROZEN,
        "dev33w_frozen": DEV33W_FROZEN,
        "dev33x_frozen": DEV33X_FROZEN,
        "dev33y_frozen": DEV33Y_FROZEN,
        "dev33z_frozen": DEV33Z_FROZEN,
        "dev33za_frozen": DEV33ZA_FROZEN,
        "dev33zb_frozen": DEV33ZB_FROZEN,
        "dev33zc_frozen": DEV33ZC_FROZEN,
        "dev33zd_frozen": DEV33ZD_FROZEN,
        "dev33ze_frozen": DEV33ZE_FROZEN,
        "dev33zf_frozen": DEV33ZF_FROZEN,
        "dev33zg_frozen": DEV33ZG_FROZEN,
    }
    if args.set in dev:
        return _main_batches(dev[args.set], args, parts=("dev batches",))
    if args.set in frozen:  # its file is frozen.jsonl: scored once, misses never listed
        return _main_batches(frozen[args.set], args, parts=(FROZEN,))

    figure, report, results = bench(args.rounds)
    held = len(results["held_back"][0])
    print(
        "compliance corpus: "
        + ", ".join(f"{k} {v}" for k, v in report["corpus"].items())
        + f" (total {sum(report['corpus'].values())}; held back {held})"
    )
    for name, (_outcomes, scores) in results.items():
        print_scores(name, scores)
    print_misses("dev", results["dev"][0])
    print_misses("fresh", results["fresh"][0])
    if args.held_back_misses:
        print_misses("held-back", results["held_back"][0])
    print(
        f"\ncompliance_check_20_rules: median {figure.median:.3f} ms, p99 {figure.p99:.3f} ms "
        f"(floor {figure.floor_median:.4f} ms); target p99 ≤ {TARGETS['p99_ms']:g} ms: "
        f"{'met' if figure.met else 'NOT met'}; first reading {report['first_reading_ms']} ms"
    )
    if not args.no_write:
        write_results(figure, report)
        print(f"wrote {RESULTS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
