""" "Same words" (SPEC §2.6): the normalized key and the stored (clean) form of content."""

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from app.domain.text import clean_content, has_invisible, same_words_key


def _span(first: int, last: int) -> list[str]:
    return [chr(c) for c in range(first, last + 1)]


# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt, 15.1), written out from
# the standard, and the blank fillers SPEC §2.6 adds. The tag and variation-selector block
# U+E0000–U+E0FFF is sampled (it is 4,096 code points).
DEFAULT_IGNORABLE = (
    ["\u00ad", "\u034f", "\u061c"]
    + _span(0x115F, 0x1160)
    + _span(0x17B4, 0x17B5)
    + _span(0x180B, 0x180F)
    + _span(0x200B, 0x200F)
    + _span(0x202A, 0x202E)
    + _span(0x2060, 0x206F)
    + ["\u3164"]
    + _span(0xFE00, 0xFE0F)
    + ["\ufeff", "\uffa0"]
    + _span(0xFFF0, 0xFFF8)
    + _span(0x1BCA0, 0x1BCA3)
    + _span(0x1D173, 0x1D17A)
    + [chr(c) for c in (0xE0000, 0xE0001, 0xE0020, 0xE0041, 0xE007F, 0xE0100, 0xE01EF, 0xE0FFF)]
)
BLANK_FILLERS = ["\u115f", "\u1160", "\u3164", "\u2800"]
INVISIBLES = sorted(set(DEFAULT_IGNORABLE + BLANK_FILLERS))


@pytest.mark.parametrize("char", INVISIBLES, ids=lambda c: f"U+{ord(c):04X}")
def test_each_invisible_character_is_removed_from_key_and_stored_content(char):
    """Every default-ignorable code point and blank filler of SPEC §2.6 is dropped."""
    text = f"Create{char} a bra{char}nch{char}"
    assert same_words_key(text) == "create a branch"
    assert clean_content(text) == "Create a branch"
    assert not has_invisible(clean_content(text))


@pytest.mark.parametrize(
    "char",
    [
        "\u00a0",
        "\u200a",
        "\u2028",
        "\u3000",
        "\u0301",
        "\u05b4",
        "\u0e31",
        "\u1100",
        "\uac00",
        "\u2801",
        "\U0001f600",
    ],
    ids=lambda c: f"U+{ord(c):04X}",
)
def test_visible_neighbours_of_the_ranges_are_kept(char):
    """Spaces fold to one space and letters, accents and symbols stay: only the listed ones go."""
    assert not has_invisible(char)


@pytest.mark.parametrize(
    "a, b",
    [
        ("Push straight to main", "Push straight to main."),
        ("Push straight to main", "Push straight to main!"),
        ("Push straight to main", "“Push straight to main”"),
        ("Push straight to main", "Push straight, to main"),
        ("Push straight to main", "Push straight; to main"),
        ("Push straight to main", "...Push straight to main?!"),
        ("新建组件放在 src/components 下", "新建组件放在 src/components 下。"),
        ("新建组件，放在 src/components 下", "新建组件放在 src/components 下"),
        ("لا تدفع إلى main", "لا تدفع، إلى main؟"),
        ("Use tabs", "use TABS!"),
    ],
)
def test_punctuation_at_the_ends_and_inner_commas_periods_semicolons_are_ignored(a, b):
    """SPEC §2.6: trailing "." or "!", quotes, inner commas, periods and semicolons are the same words."""
    assert same_words_key(a) == same_words_key(b)


@pytest.mark.parametrize(
    "a, b",
    [
        ("Use tabs", "Use: tabs"),  # a colon inside is a word of its own
        ("Use tabs", "Use-tabs"),
        ("Don't push", "Dont push"),
        ("Run make test", "Run make tests"),
    ],
)
def test_other_inner_punctuation_still_makes_other_words(a, b):
    """Only commas, periods and semicolons inside are ignored; other marks and letters count."""
    assert same_words_key(a) != same_words_key(b)


def test_stored_content_keeps_its_punctuation():
    """The stored form keeps what the user wrote (without invisibles): the key alone ignores marks."""
    assert clean_content("Push straight, to main!") == "Push straight, to main!"


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
    """Without punctuation, the key is the clean content, case-folded."""
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

_NO_DB = settings(
    database=None, max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


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
