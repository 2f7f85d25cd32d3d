"""A thing's state said before a semicolon, then a rule that takes the thing up by a pronoun
(English): the rule after the semicolon is read by itself (rules.lasting_rule), but its "it" is
the thing named before, so the words stored keep both; else the Memory would hold "Nothing more
goes onto it" and the checker could not tell which branch is closed."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge

SIBLINGS = [
    "hotfix-2.3.1 on the ferry timetable repo is closed; nothing more goes onto it.",
    "release/7 is frozen; nothing gets pushed to it.",
    "The legacy branch is locked; nothing gets pushed to it.",
    "maint/3.9 is closed; nothing more goes onto it until the audit.",
    "The old export folder is archived; nothing gets written there.",
]
# the same surface with no pronoun taking the state up, or no state before: read as before
NEAR_MISSES = [
    (
        "Revisa el PR de Ana; ojo, que en este repo los enums van en mayúsculas.",
        "En este repo los enums van en mayúsculas",
    ),
    ("The build is red; nothing gets merged today.", None),
    ("Review the PR; merge it yourself next time.", "Review the PR; merge it yourself"),
]


@pytest.mark.parametrize("text", SIBLINGS)
def test_the_state_before_the_semicolon_is_kept_with_the_rule(text):
    found = judge(text).suggestion
    assert found is not None
    assert found.content == text.rstrip(".")


@pytest.mark.parametrize(("text", "content"), NEAR_MISSES)
def test_without_a_pronoun_taking_it_up_the_words_are_as_before(text, content):
    found = judge(text).suggestion
    assert (found.content if found else None) == content
