"""A reading's words say each refusal once: patterns of files refused alike read as one list, and a
branch check that refuses nothing (its every branch its own exception) is not said as a refusal."""

from __future__ import annotations

import pytest

from app.domain.compliance.reading import reading_of
from app.i18n import set_language
from app.services.reading_words import reading_line, reading_words


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("words", "said"),
    [
        # the push the words allow is no check of its own: only the CI's files are kept
        (
            "La CI de main est intouchable, mais tu peux pousser sur main",
            "Mindkeep will check: nothing is written under .github/workflows",
        ),
        (
            "main's CI config is off limits, but pushing to main is fine",
            "Mindkeep will check: nothing is written under .github/workflows",
        ),
        # a kind of file is many patterns, said as one list
        (
            # (a ban on deleting alone since the thirtieth round: said as one, "is deleted")
            "画像ファイルは消さないでください。",
            "Mindkeep will check: no file matching *.gif, *.heic, *.jpeg, *.jpg, *.png, *.svg, "
            "or *.webp is deleted",
        ),
        (
            "Never commit .env or *.pem files.",
            "Mindkeep will check: no file matching .env or *.pem is committed",
        ),
    ],
)
def test_each_refusal_is_said_once(words, said):
    assert reading_words(reading_of(words)) == said
    assert reading_line(reading_of(words)) == said.replace("Mindkeep will check:", "Checks:")


@pytest.mark.parametrize(
    ("words", "said"),
    [
        ("Don't push to main.", "Mindkeep will check: pushes to main"),
        ("Don't push to main or release/*.", "Mindkeep will check: pushes to main or release/*"),
        ("Don't write to logs/.", "Mindkeep will check: nothing is written under logs"),
    ],
)
def test_other_readings_read_as_before(words, said):
    assert reading_words(reading_of(words)) == said


@pytest.mark.parametrize(
    ("words", "said"),
    [
        (
            "Never delete anything in backups/.",
            "Mindkeep will check: nothing is deleted under backups",
        ),
        ("Don't delete .sql files.", "Mindkeep will check: no file matching *.sql is deleted"),
        (
            "Never delete the release branch, and never delete anything in backups/.",
            "Mindkeep will check: deleting release, release-*, or release/*; nothing is deleted "
            "under backups",
        ),
    ],
)
def test_a_ban_on_deleting_alone_is_said_as_one(words, said):
    """A ban said with a verb of deleting alone (compliance.removals_only) reads as what it
    checks: a deletion, not every write (the words had said "nothing is written under backups")."""
    assert reading_words(reading_of(words)) == said


def test_in_arabic_each_pattern_stays_left_to_right():
    set_language("ar")
    text = reading_words(reading_of("Never commit .env or *.pem files."))
    assert "\u2068.env\u2069" in text and "\u2068*.pem\u2069" in text
    assert text.count("\u2068") == 2  # one list, not two sentences
