"""What the judgement's round tests share: a message's label as the judgement reads it, the texts
of every labelled set (so a new set or a probe can be shown to be in none of them), a round's set
checked for the shape every round writes it in, a round's probes kept out of every set, and issue
33's goals on a set's scores."""

from __future__ import annotations

import hashlib
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import (
    APART,
    AUDIT,
    CORPUS,
    DEV33,
    DEV33_FROZEN,
    DEV33B,
    DEV33B_FROZEN,
    DEV33C,
    DEV33D,
    FRESH,
    load_corpus,
)

# Every labelled set beside the corpus, in the order they were written, the round's own set once its
# name is given (a set not yet written holds no text; the held-out set is never read by a test).
SETS = (FRESH, AUDIT, DEV33, DEV33_FROZEN, DEV33B, DEV33B_FROZEN, DEV33C, DEV33D, *APART.values())


def reading(text: str) -> str:
    """ "explicit", "suggest" or "none": what the judgement makes of one message."""
    found = judge(text)
    return "explicit" if found.explicit else "suggest" if found.suggestion else "none"


def texts_outside(*left_out: Path) -> set[str]:
    """The texts of the corpus and of every set but those left out."""
    texts = {c.text for c in _cases(CORPUS)}
    for folder in SETS:
        if folder not in left_out:
            texts |= {c.text for c in _cases(folder)}
    return texts


# The second opinion retrained in the thirtieth round chose its threshold 0.85 (a false suggestion
# costing three missed rules, scripts/train_second_opinion.py): these messages and pool cases, which
# it alone suggested at 0.45 and no room reads, are suggested no more. Each is a strict xfail where
# a test asserted it, so the room that comes to read it flips the test. In the thirty-second
# round "أنا: كلام بسيط، بدون مصطلحات. …" is read again (curt_wants.py), and the second opinion,
# retrained with dev33zd and dev33ze spent, chose 0.80 and suggests four of them again
# (frozen33u-ru-011, dev33u-fr-011, dev33za-en-014, dev33za-es-014): all five off the list. In the
# thirty-third round, retrained with dev33zf spent, it chose 0.75 and suggests dev33zc-ja-009 again:
# off the list.
LOST_AT_085 = frozenset(
    {
        "新员工入职那两年，每季度要参加培训。",
        "合同期内那两年，每月15号交房租。",
        "저한테 회의록을 보내실 때는 PDF 말고 한글 파일로 보내 주시면 좋겠어요.",
        "나한테 영수증 보낼 땐 사진 말고 파일로 보내 주시면 좋겠어요.",
        "I'd be really grateful if you sent me the rota as plain text, since my phone can't open "
        "spreadsheets.",
        "شغّل المكيف أوتوماتيك قبل ما توصل.",
        "Автоматически ничего не удаляй, спрашивай сначала.",
    }
)


def with_lost(values) -> list:
    """`values` for a parametrize, those of LOST_AT_085 (a text, an id, or a tuple holding one)
    marked as a strict xfail."""
    mark = pytest.mark.xfail(
        strict=True,
        reason="the second opinion at its threshold no longer suggests it; no room reads it",
    )

    def lost(value) -> bool:
        return any(v in LOST_AT_085 for v in (value if isinstance(value, tuple) else (value,)))

    return [
        pytest.param(*(v if isinstance(v, tuple) else (v,)), marks=mark) if lost(v) else v
        for v in values
    ]


def wrong_readings(cases) -> list[tuple[str, str, str]]:
    """(wanted, read, text) for every (wanted, text) of `cases` the judgement reads otherwise."""
    return [(want, got, text) for want, text in cases if (got := reading(text)) != want]


def saves_the_fact_after_its_colon(text: str) -> None:
    """What the user sees of a note headed before its colon: one remember saved at once, its words
    the fact after the colon, and no suggestion beside it."""
    found = judge(text)
    assert [e.form for e in found.explicit] == ["remember"]
    assert (
        found.explicit[0].content.rstrip(".").lower()
        == text.split(":", 1)[1].strip().rstrip(".").lower()
    )
    assert found.suggestion is None


def assert_probes_apart(texts) -> None:
    """A test file's probes (written for a reading, never labelled): each once, and in no set."""
    texts = list(texts)
    assert len(set(texts)) == len(texts)
    assert not [text for text in texts if text in texts_outside()]


@cache
def _cases(folder: Path) -> tuple:
    return tuple(load_corpus(folder))


def round_part(folder: Path, lang: str, numbers: range) -> list:
    """The cases of one language of a round's set whose id numbers are in `numbers` (one part of
    the round: its other parts number theirs apart in the same files)."""
    return [c for c in _cases(folder) if c.lang == lang and int(c.id.rsplit("-", 1)[1]) in numbers]


def pool(*ids: str) -> list:
    """Earlier rounds' messages by id, each from the set its id names ("frozen33u-de-016" is in
    dev33u_frozen, "dev33s-ru-004" in dev33s): the pool a round's reading must mend beside the
    messages it was written from."""
    found = []
    for id_ in ids:
        kind = id_.split("-", 1)[0]
        name = f"dev{kind.removeprefix('frozen')}_frozen" if kind.startswith("frozen") else kind
        found += [c for c in _cases(APART[name]) if c.id == id_]
    assert len(found) == len(ids), ids
    return found


def _digest(case) -> str:
    return hashlib.sha256(case.text.encode("utf-8")).hexdigest()


def assert_round_set(
    dev: Path,
    frozen: Path,
    langs,
    tag: str,
    labels: dict[str, int],
    numbers: range = range(1, 500),
    *,
    at_least: bool = False,
) -> None:
    """One part of a round's set, as every round writes it: per language of `langs`, its cases
    (dev part and frozen third together) carry `labels` (label: count, exactly or `at_least`) and
    no other label; the frozen third is a third of them rounded down, the lowest by the SHA-256 of
    each text; each is tagged `tag` and its id names its folder and language (`dev33o-en-…`,
    `frozen33o-en-…`); no text stands twice, nor in any set but the round's own two."""
    frozen_prefix = "frozen" + dev.name.removeprefix("dev")
    texts: list[str] = []
    for lang in langs:
        mine_dev, mine_frozen = round_part(dev, lang, numbers), round_part(frozen, lang, numbers)
        both = mine_dev + mine_frozen
        counts = Counter(c.label for c in both)
        assert set(counts) == set(labels), (lang, counts)
        for label, count in labels.items():
            assert counts[label] >= count if at_least else counts[label] == count, (lang, counts)
        assert len(mine_frozen) == len(both) // 3, lang
        assert max(map(_digest, mine_frozen)) < min(map(_digest, mine_dev)), lang
        assert all(tag in c.tags for c in both), lang
        assert all(c.id.startswith(f"{dev.name}-{lang}-") for c in mine_dev), lang
        assert all(c.id.startswith(f"{frozen_prefix}-{lang}-") for c in mine_frozen), lang
        texts += [c.text for c in both]
    assert len(set(texts)) == len(texts)
    assert set(texts).isdisjoint(texts_outside(dev, frozen))


# The shape every round since the twenty-first writes per language: ids 001-024, 14 lasting rules and
# 10 hard negatives; ids 501-516, 12 explicit requests and 4 near misses.
FORTY_A_LANGUAGE = {
    range(1, 500): {"suggest": 14, "none": 10},
    range(501, 1000): {"explicit": 12, "none": 4},
}


def assert_forty_a_language(dev: Path, frozen: Path, langs, tag: str) -> None:
    """A round's set of forty messages per language (FORTY_A_LANGUAGE), dev part and frozen third
    together, as assert_round_set checks a set, and each id range with its own labels."""
    assert_round_set(
        dev, frozen, langs, tag, {"suggest": 14, "none": 14, "explicit": 12}, range(1, 1000)
    )
    for lang in langs:
        for numbers, labels in FORTY_A_LANGUAGE.items():
            both = round_part(dev, lang, numbers) + round_part(frozen, lang, numbers)
            assert Counter(c.label for c in both) == labels, (lang, numbers)


def assert_goals(scores, langs) -> None:
    """Issue 33's goals on a set's scores: suggest P ≥ 0.95 R ≥ 0.90 and explicit P ≥ 0.98
    R ≥ 0.95 overall, and no language of `langs` below 0.80."""
    s, e = scores.suggest["all"], scores.explicit["all"]
    assert s.precision >= 0.95 and s.recall >= 0.90, s
    assert e.precision >= 0.98 and e.recall >= 0.95, e
    for lang in langs:
        for t in (scores.suggest[lang], scores.explicit[lang]):
            assert t.precision >= 0.80 and t.recall >= 0.80, (lang, t)
