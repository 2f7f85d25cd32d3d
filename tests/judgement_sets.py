"""What the judgement's round tests share: a message's label as the judgement reads it, the texts
of every labelled set (so a new set or a probe can be shown to be in none of them), and issue 33's
goals on a set's scores."""

from __future__ import annotations

from pathlib import Path

from app.domain.memory.judgement import judge
from benchmarks.judge import (
    AUDIT,
    DEV33,
    DEV33_FROZEN,
    DEV33B,
    DEV33B_FROZEN,
    DEV33C,
    DEV33C_FROZEN,
    DEV33D,
    DEV33D_FROZEN,
    DEV33E,
    DEV33E_FROZEN,
    DEV33F,
    DEV33F_FROZEN,
    DEV33G,
    DEV33G_FROZEN,
    DEV33H,
    DEV33H_FROZEN,
    DEV33I,
    DEV33I_FROZEN,
    DEV33J,
    DEV33J_FROZEN,
    DEV33K,
    DEV33K_FROZEN,
    DEV33L,
    DEV33L_FROZEN,
    DEV33M,
    DEV33M_FROZEN,
    DEV33N,
    DEV33N_FROZEN,
    DEV33O,
    DEV33O_FROZEN,
    FRESH,
    load_corpus,
)

# Every labelled set beside the corpus, in the order they were written (the held-out set is
# never read by a test).
SETS = (
    FRESH,
    AUDIT,
    DEV33,
    DEV33_FROZEN,
    DEV33B,
    DEV33B_FROZEN,
    DEV33C,
    DEV33C_FROZEN,
    DEV33D,
    DEV33D_FROZEN,
    DEV33E,
    DEV33E_FROZEN,
    DEV33F,
    DEV33F_FROZEN,
    DEV33G,
    DEV33G_FROZEN,
    DEV33H,
    DEV33H_FROZEN,
    DEV33I,
    DEV33I_FROZEN,
    DEV33J,
    DEV33J_FROZEN,
    DEV33K,
    DEV33K_FROZEN,
    DEV33L,
    DEV33L_FROZEN,
    DEV33M,
    DEV33M_FROZEN,
    DEV33N,
    DEV33N_FROZEN,
    DEV33O,
    DEV33O_FROZEN,
)


def reading(text: str) -> str:
    """ "explicit", "suggest" or "none": what the judgement makes of one message."""
    found = judge(text)
    return "explicit" if found.explicit else "suggest" if found.suggestion else "none"


def texts_outside(*left_out: Path) -> set[str]:
    """The texts of the corpus and of every set but those left out."""
    texts = {c.text for c in load_corpus()}
    for folder in SETS:
        if folder not in left_out:
            texts |= {c.text for c in load_corpus(folder)}
    return texts


def assert_goals(scores, langs) -> None:
    """Issue 33's goals on a set's scores: suggest P ≥ 0.95 R ≥ 0.90 and explicit P ≥ 0.98
    R ≥ 0.95 overall, and no language of `langs` below 0.80."""
    s, e = scores.suggest["all"], scores.explicit["all"]
    assert s.precision >= 0.95 and s.recall >= 0.90, s
    assert e.precision >= 0.98 and e.recall >= 0.95, e
    for lang in langs:
        for t in (scores.suggest[lang], scores.explicit[lang]):
            assert t.precision >= 0.80 and t.recall >= 0.80, (lang, t)
