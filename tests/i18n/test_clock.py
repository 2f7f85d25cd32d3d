"""Message times come from a table compiled from Babel's data (app/i18n/clock.py), so the
first screen need not load Babel. They must read exactly as Babel writes them."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta, timezone

import pytest
from babel.dates import format_datetime, format_time
from hypothesis import given, settings
from hypothesis import strategies as st

from app.i18n import LOCALES, babel_locale, set_language
from app.i18n import format_time as app_format_time
from app.i18n.clock import short_datetime, short_time
from app.i18n.clock_data import FORMATS
from app.i18n.compile import CLOCK_DATA, clock_source, clock_table


def babel_pair(moment: datetime, code: str) -> tuple[str, str]:
    locale = babel_locale(code)
    return (
        format_time(moment, "short", tzinfo=moment.tzinfo, locale=locale),
        format_datetime(moment, "short", tzinfo=moment.tzinfo, locale=locale),
    )


def test_the_compiled_file_is_what_the_installed_babel_says():
    """A Babel upgrade that changes a pattern or a day-period name, or a hand edit of the
    file, fails here: rerun `python -m app.i18n.compile --clock`. Every language of the
    window is in it (the clock has no other source)."""
    assert CLOCK_DATA.read_text(encoding="utf-8") == clock_source(clock_table())
    assert set(FORMATS) == set(LOCALES)


moments = st.builds(
    lambda naive, minutes: naive.replace(tzinfo=timezone(timedelta(minutes=minutes))),
    st.datetimes(min_value=datetime(1970, 1, 2), max_value=datetime(2200, 12, 31)),
    st.integers(min_value=-14 * 60, max_value=14 * 60),
)


@settings(max_examples=300, deadline=None)
@given(moment=moments, code=st.sampled_from(LOCALES))
def test_times_read_as_babel_writes_them(moment, code):
    assert (short_time(moment, code), short_datetime(moment, code)) == babel_pair(moment, code)


@pytest.mark.parametrize("code", [c for c in LOCALES if FORMATS[c]["periods"]])
def test_every_minute_of_the_day_names_its_period_as_babel_does(code):
    """Day periods change on whole minutes, and zh_Hant's midnight is one exact second."""
    day = datetime(2026, 3, 2, tzinfo=UTC)
    for minute in range(24 * 60):
        for second in (0, 1, 59):
            moment = day.replace(hour=minute // 60, minute=minute % 60, second=second)
            assert short_time(moment, code) == babel_pair(moment, code)[0], (code, moment.time())


def test_format_time_shows_the_time_today_and_the_date_before():
    set_language("zh_Hant")
    try:
        now = datetime.now(UTC).astimezone()
        today = now.replace(hour=13, minute=7, second=5)
        earlier = today - timedelta(days=400)
        assert app_format_time(today) == "下午1:07"
        assert app_format_time(earlier) == babel_pair(earlier, "zh_Hant")[1]
        midnight = datetime.combine(now.date(), time(0, 0, 0), tzinfo=now.tzinfo)
        assert app_format_time(midnight) == "午夜12:00"
    finally:
        set_language("en")
