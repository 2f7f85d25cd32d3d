""""Same words" (SPEC §1): the normalized key and the stored (clean) form of content."""

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from app.domain.text import clean_content, same_words_key

# Every character SPEC §1 calls invisible.
INVISIBLES = (
    [chr(c) for c in range(0x200B, 0x2010)]
    + [chr(c) for c in range(0x202A, 0x202F)]
    + [chr(c) for c in range(0x2060, 0x2065)]
    + [chr(c) for c in range(0x2066, 0x206A)]
    + ["\ufeff"]
)


@pytest.mark.parametrize("char", INVISIBLES, ids=lambda c: f"U+{ord(c):04X}")
def test_each_invisible_character_is_removed_from_key_and_stored_content(char):
    """Every zero-width, bidi, word-joiner and BOM character of SPEC §1 is dropped."""
    text = f"Create{char} a bra{char}nch{char}"
    assert same_words_key(text) == "create a branch"
    assert clean_content(text) == "Create a branch"


def test_the_invisible_ranges_cover_exactly_the_spec_list():
    """The list under test has the 5 + 5 + 5 + 4 + 1 characters SPEC §1 names."""
    assert len(INVISIBLES) == 20


@pytest.mark.parametrize(
    "a, b",
    [
        ("ｆｕｌｌｗｉｄｔｈ", "fullwidth"),  # NFKC folds fullwidth forms
        ("ﬁle", "file"),  # NFKC folds the fi ligature
        ("café", "cafe\u0301"),  # composed and decomposed é
        ("x²", "x2"),  # NFKC folds superscripts
        ("Ⅻ", "xii"),  # roman numeral compatibility character
    ],
)
def test_nfkc_variants_have_the_same_words(a, b):
    """Unicode NFKC makes compatibility and composed/decomposed forms the same words."""
    assert same_words_key(a) == same_words_key(b)


@pytest.mark.parametrize(
    "a, b",
    [
        ("Straße", "STRASSE"),
        ("straße", "strasse"),
        ("ΣΊΣΥΦΟΣ", "σίσυφος"),
        ("Deploy On FRIDAYS", "deploy on fridays"),
    ],
)
def test_casefold_makes_case_variants_the_same_words(a, b):
    """Case-folding (not just lower-casing) decides same words, e.g. German ß vs SS."""
    assert same_words_key(a) == same_words_key(b)


def test_lowercase_alone_would_not_match_eszett():
    """Guards the choice of casefold: ß and SS differ under lower() but not under the key."""
    assert "Straße".lower() != "STRASSE".lower()
    assert same_words_key("Straße") == same_words_key("STRASSE")


@pytest.mark.parametrize(
    "text",
    [
        "create a branch",
        "  create a branch  ",
        "create\ta\nbranch",
        "create   a \r\n\t branch",
        "create\u00a0a\u3000branch",  # no-break and ideographic spaces (NFKC → space)
        "\n\tcreate a branch\n",
    ],
)
def test_white_space_runs_fold_to_one_space_and_ends_are_trimmed(text):
    """Runs of any white space become one space; leading/trailing space is trimmed."""
    assert same_words_key(text) == "create a branch"
    assert clean_content(text) == "create a branch"


def test_different_words_have_different_keys():
    """Keys do not merge genuinely different rules."""
    assert same_words_key("Create a branch") != same_words_key("Create branches")
    assert same_words_key("use tabs") != same_words_key("use-tabs")


def test_clean_content_keeps_case_but_strips_invisibles():
    """The stored form keeps the user's capitalisation, without the invisible characters."""
    raw = "\ufeff  Use\u200b   PyTest\u2066 for  ALL\u202e tests \u2060"
    assert clean_content(raw) == "Use PyTest for ALL tests"
    assert same_words_key(raw) == "use pytest for all tests"


def test_clean_content_applies_nfkc():
    """The stored form is NFKC, so what the user reviews is what is compared."""
    assert clean_content("ｕｓｅ ﬁles") == "use files"


def test_empty_and_invisible_only_text_have_an_empty_key():
    """Text made only of white space and invisible characters is empty."""
    assert same_words_key("") == ""
    assert same_words_key(" \u200b\t\ufeff\u2060 ") == ""
    assert clean_content("\u200b\u200c\u200d") == ""


def test_key_is_the_casefold_of_the_clean_content():
    """The key is the clean content, case-folded."""
    raw = "  Merge  PRs\u200b ONLY after review "
    assert same_words_key(raw) == clean_content(raw).casefold()


def test_invisible_between_letter_and_accent_does_not_change_the_key():
    """A zero-width space between a letter and its combining accent is still the same words."""
    assert same_words_key("Always use cafe\u200b\u0301") == same_words_key("Always use café")


def test_clean_content_is_idempotent_on_decomposed_accents_with_invisibles():
    """Cleaning stored content again does not change it (what is stored is already clean)."""
    once = clean_content("cafe\u200b\u0301")
    assert clean_content(once) == once


# ---------------------------------------------------------------- properties

_NO_DB = settings(database=None, max_examples=200, deadline=None,
                  suppress_health_check=[HealthCheck.too_slow])


@_NO_DB
@given(st.text())
@example("ß\u0301")  # casefold turns ß into "ss", whose s can compose with the accent
@example("cafe\u200b\u0301")
@example("Straße  \u200b ok")
def test_key_is_idempotent(text):
    """Normalizing a key again gives the same key."""
    key = same_words_key(text)
    assert same_words_key(key) == key


@st.composite
def _with_invisibles(draw):
    text = draw(st.text(max_size=40))
    inserts = draw(
        st.lists(
            st.tuples(st.integers(min_value=0, max_value=len(text)), st.sampled_from(INVISIBLES)),
            min_size=1,
            max_size=6,
        )
    )
    return text, inserts


def _insert(text: str, inserts: list[tuple[int, str]]) -> str:
    chars = list(text)
    for pos, char in sorted(inserts, key=lambda p: p[0], reverse=True):
        chars.insert(pos, char)
    return "".join(chars)


@_NO_DB
@given(_with_invisibles())
@example(("Create a branch", [(0, "\ufeff"), (7, "\u200b"), (15, "\u2066")]))
@example(("e\u0301", [(1, "\u200b")]))  # between a letter and its combining accent
def test_inserting_invisible_characters_anywhere_keeps_the_key(case):
    """Invisible characters inserted at any positions never change the key."""
    text, inserts = case
    assert same_words_key(_insert(text, inserts)) == same_words_key(text)
