"""Every locale loads its catalog, plurals pick the right form, and Babel formats per locale."""

import gettext
from datetime import UTC, datetime

import pytest
from babel import Locale
from babel.messages.pofile import read_po

from app.i18n import (
    LOCALES,
    _,
    current_language,
    format_number,
    format_room,
    format_time,
    is_rtl,
    locale_dir,
    map_os_locale,
    ngettext,
    pgettext,
    set_language,
)


def _catalog(code):
    with (locale_dir() / code / "LC_MESSAGES" / "mindkeep.po").open("rb") as fh:
        return read_po(fh, locale=code)


def _slot(catalog, n):
    """The plural slot the catalog's own Plural-Forms rule picks for n."""
    return gettext.c2py(catalog.plural_expr)(n)


@pytest.mark.parametrize("code", LOCALES)
def test_each_locale_loads_and_translates_a_known_string(code):
    """Switching to a locale gives that catalog's words for a known button and a badge."""
    catalog = _catalog(code)
    set_language(code)
    assert current_language() == code
    assert _("Accept (A)") == catalog.get("Accept (A)").string
    assert pgettext("message source", "You") == catalog.get("You", context="message source").string
    if code != "en":
        assert _("Accept (A)") != "Accept (A)"
        assert _("Dismiss (D)") != "Dismiss (D)"


@pytest.mark.parametrize("code, expected_forms", [("ar", 6), ("ru", 3), ("zh_Hans", 1), ("de", 2)])
def test_catalogs_have_the_plural_forms_of_their_language(code, expected_forms):
    """A catalog declares as many plural forms as its language has."""
    assert _catalog(code).num_plurals == expected_forms


@pytest.mark.parametrize("code", ["ar", "ru"])
@pytest.mark.parametrize("n", [0, 1, 2, 3, 5, 11, 100])
def test_plural_forms_pick_the_grammatical_slot(code, n):
    """ngettext returns the slot the language's plural rule names for n, filled and translated."""
    catalog = _catalog(code)
    message = catalog.get(("{n} saved", "{n} saved"))
    slot = _slot(catalog, n)
    set_language(code)
    got = ngettext("{n} saved", "{n} saved", n)
    assert got == message.string[slot]
    assert got and got != "{n} saved"
    assert got.format(n=n)  # placeholders stay usable in every slot


def test_arabic_uses_six_different_forms_for_the_counts_that_differ():
    """0, 1, 2, 3, 11 and 100 fall in Arabic's six plural categories."""
    catalog = _catalog("ar")
    assert [_slot(catalog, n) for n in (0, 1, 2, 3, 11, 100)] == [0, 1, 2, 3, 4, 5]


def test_russian_one_few_many():
    """Russian: 1 and 21 share a form, 2–4 another, 5–20 and 0 the third."""
    catalog = _catalog("ru")
    assert _slot(catalog, 1) == _slot(catalog, 21) == 0
    assert _slot(catalog, 2) == _slot(catalog, 24) == 1
    assert _slot(catalog, 5) == _slot(catalog, 11) == _slot(catalog, 0) == 2


@pytest.mark.parametrize(
    "os_name, ours",
    [
        ("zh_CN", "zh_Hans"),
        ("zh_CN.UTF-8", "zh_Hans"),
        ("zh_SG", "zh_Hans"),
        ("zh_TW", "zh_Hant"),
        ("zh_HK", "zh_Hant"),
        ("zh_MO", "zh_Hant"),
        ("zh-Hant-TW", "zh_Hant"),
        ("zh", "zh_Hans"),
        ("pt_BR", "en"),
        ("de_AT.UTF-8", "de"),
        ("de_CH", "de"),
        ("fr_CA", "fr"),
        ("es_MX", "es"),
        ("ar_EG", "ar"),
        ("ru_UA", "ru"),
        ("ja_JP", "ja"),
        ("ko_KR", "ko"),
        ("it_CH", "it"),
        ("en_GB", "en"),
        ("C", "en"),
        ("POSIX", "en"),
        ("", "en"),
        (None, "en"),
        ("sr@latin", "en"),
    ],
)
def test_os_locale_names_map_to_our_eleven(os_name, ours):
    """OS locale names (zh_CN, zh_TW, pt_BR, de_AT.UTF-8, …) map to one of our 11 locales."""
    assert map_os_locale(os_name) == ours


def test_only_arabic_is_right_to_left():
    """Arabic is right-to-left; the other ten are left-to-right."""
    assert [code for code in LOCALES if is_rtl(code)] == ["ar"]


def test_the_start_up_direction_table_agrees_with_babel():
    """The window takes its direction from RTL_LOCALES before Babel is imported; Babel's
    locale data must say the same for every locale."""
    from app.i18n import RTL_LOCALES, babel_locale

    assert {code for code in LOCALES if babel_locale(code).text_direction == "rtl"} == RTL_LOCALES


@pytest.mark.parametrize(
    "code, number",
    [
        ("en", "1,230"),
        ("de", "1.230"),
        ("fr", "1\u202f230"),
        ("ru", "1\xa0230"),
        ("ja", "1,230"),
        ("it", "1.230"),
        ("es", "1.230"),
        ("ar", "1,230"),
    ],
)
def test_room_meter_numbers_follow_the_locale(code, number):
    """The room meter's numbers are Babel-formatted for the current locale."""
    set_language(code)
    assert format_number(1230) == number
    text = format_room(1230, 4000)
    assert number in text and format_number(4000) in text
    assert "{" not in text


def test_small_counts_are_written_as_babel_writes_them_in_every_locale():
    """format_number writes 0–999 without asking Babel (its locale data costs ~30 ms at
    start); in each of the 11 locales that must be exactly Babel's own text."""
    from babel.numbers import format_decimal

    from app.i18n import babel_locale

    for code in LOCALES:
        set_language(code)
        locale = babel_locale(code)
        assert [format_number(n) for n in range(1000)] == [
            format_decimal(n, locale=locale) for n in range(1000)
        ], code
        assert format_number(1000) == format_decimal(1000, locale=locale)


def test_message_time_is_formatted_for_the_locale():
    """Message times use the locale's date/time pattern."""
    moment = datetime(2024, 3, 7, 15, 5, tzinfo=UTC)
    local = moment.astimezone()
    set_language("en")
    en = format_time(moment)
    set_language("de")
    de = format_time(moment)
    set_language("ja")
    ja = format_time(moment)
    assert local.strftime("%M") in en and local.strftime("%M") in de
    assert "PM" in en or "AM" in en
    assert en != de and de != ja
    assert "07.03.24" in de
    assert "2024/03/07" in ja


def test_every_catalog_is_for_its_own_language():
    """The .po header names the language its folder says."""
    for code in LOCALES:
        catalog = _catalog(code)
        assert str(catalog.locale) == str(Locale.parse(code))


def test_the_english_catalog_says_each_message_as_written():
    """English is the source language: its catalog is not read (app.i18n.set_language, ~15 M
    instructions before the window's first paint), so it must say each message as written,
    with English's two plural forms, or a change to it would be lost."""
    catalog = _catalog("en")
    assert catalog.num_plurals == 2
    for message in catalog:
        if not message.id:
            continue  # the header
        if isinstance(message.id, tuple):
            assert not any(message.string) or tuple(message.string) == message.id, message.id
        else:
            assert message.string in ("", message.id), message.id
    set_language("en")
    assert ngettext("{n} saved", "{n} saved", 1) == "{n} saved"
    assert pgettext("message source", "You") == "You"
