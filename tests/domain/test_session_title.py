"""A Session's name from its first message (issue 12)."""

import pytest

from app.domain.text import SESSION_TITLE_MAX, title_from_message


@pytest.mark.parametrize(
    "text, title",
    [
        ("Plan the 2.4 release", "Plan the 2.4 release"),
        ("  # Release notes\n\nMore text", "Release notes"),
        ("\n\n- first item\nsecond", "first item"),
        (
            "Could you look at the failing deploy pipeline on staging and tell me why it keeps timing out?",
            "Could you look at the failing deploy pipeline on staging…",
        ),
        (
            "帮我规划一下下个版本的发布流程，包括测试、代码审查、灰度发布和回滚方案，以及每一步的负责人",
            None,
        ),
        ("\u200bHello\u200b world", "Hello world"),
    ],
)
def test_the_first_line_is_the_title_shortened_at_a_word(text, title):
    """First line with words, Markdown marks and invisible characters gone, cut at a word with "…"."""
    found = title_from_message(text)
    if title is not None:
        assert found == title
    width = sum(2 if "\u4e00" <= ch <= "\u9fff" else 1 for ch in found.rstrip("…"))
    assert width <= SESSION_TITLE_MAX


def test_chinese_counts_double_so_titles_take_the_same_room():
    """A Chinese title stops at about half the characters of an English one."""
    found = title_from_message("帮" * 100)
    assert found == "帮" * 30 + "…"
