"""Issue 33, mends from the last read of the thirtieth round's judgement (the east's readings).

A reviewer found readings of the round (a565939c..8bb9dcd8) that reach further than their comments
say. Each finding is mended as a class: its siblings (the reviewer's probes and others of the same
shape) are misread on 311c92ea and read right after; its near misses are the forms the round's
reading was written for, and close wordings, read the same before and after. None of these probes
is in any set."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import assert_probes_apart, wrong_readings

# 6. The east's world with 着 or 满 (east_world.py): only a verb of lying, hanging, filling or crowding
# tells a place's state; a verb of doing with 着 on a reply, a PR, a mail is a way of working kept,
# and 满 closing the clause on a release or a meeting is a schedule's
ZH_STATE_VERB = [
    ("suggest", "回复永远带着来源链接。"),
    ("suggest", "PR描述总是附着截图。"),
    ("suggest", "邮件总是抄送着经理。"),
    ("suggest", "周五的发布总是排满了。"),
    ("suggest", "提交信息总是带着工单号。"),
    ("suggest", "日报永远附着数据表。"),
    ("suggest", "周报总是抄送着总监。"),
    ("suggest", "周一的会议总是排满了。"),
]
ZH_STATE_VERB_NEAR = [
    ("suggest", "我们总是在周五发布"),
    ("none", "地铁站门口总是停满了共享单车。"),
    ("none", "老街的屋檐下总是挂着红灯笼。"),
    ("none", "周末的商场总是爆满。"),
    ("none", "江边的长椅上总是坐着钓鱼的老人。"),
]

CLASSES = {
    "ZH_STATE_VERB": ZH_STATE_VERB,
}
NEAR_MISSES = ZH_STATE_VERB_NEAR


def _scope(text: str) -> str:
    found = judge(text).suggestion
    return found.scope.value if found is not None else "none"


def test_the_probes_are_in_no_set():
    """Every sibling and near miss written here is new: in no labelled set, and each once."""
    texts = [t for cases in CLASSES.values() for _, t in cases]
    texts += [t for _, t in NEAR_MISSES]
    assert_probes_apart(texts)


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_a_class_reads_all_its_siblings(name):
    """Each mended class reads every sibling written for it."""
    assert not wrong_readings(CLASSES[name])


@pytest.mark.parametrize(("want", "text"), NEAR_MISSES)
def test_the_near_misses_read_as_before(want, text):
    """The forms the round's readings were written for, and close wordings, read as before."""
    assert not wrong_readings([(want, text)])
