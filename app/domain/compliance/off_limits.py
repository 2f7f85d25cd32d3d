"""A branch said off limits (English; check-za-en): "main is off limits to you, but your own topic
branches are fair game", "The release branch is off-limits". Like "don't touch main"
(`action_words.TOUCH_BRANCH`, asked beside it in `read_actions.actions` where the word for a branch
is said), nothing lands there, committed or pushed."""

from __future__ import annotations

from app.domain.compliance.word_tables import Lazy

# a branch's state, said with "is" or "are" before it (not "off limits" as a noun: "the off
# limits list")
OFF_LIMITS = Lazy(r"\b(?:is|are)\s+off[- ]limits\b")
