"""Message times as Babel writes them, without loading Babel (~20 ms of imports and locale
data before the first Session can show its times).

Each locale's short time and short date patterns are compiled from Babel's CLDR data into
clock_data.py (`python -m app.i18n.compile --clock`); tests/i18n/test_clock.py checks that
file against the installed Babel and this module's output against Babel's own.
"""

from __future__ import annotations

from bisect import bisect_right
from datetime import datetime

from app.i18n.clock_data import FORMATS


def _period(changes: tuple[tuple[int, str], ...], moment: datetime) -> str:
    second = moment.hour * 3600 + moment.minute * 60 + moment.second
    return changes[bisect_right(changes, (second, "\U0010ffff")) - 1][1]


def _field(moment: datetime, field: str, width: int, periods: dict) -> str:
    if field == "y":
        return f"{moment.year % 100:02d}" if width == 2 else f"{moment.year:0{width}d}"
    if field in "aB":
        return _period(periods[f"{field}{width}"], moment)
    value = {
        "M": moment.month,
        "d": moment.day,
        "H": moment.hour,
        "m": moment.minute,
        "h": moment.hour % 12 or 12,
    }[field]
    return f"{value:0{width}d}"


def _write(tokens: tuple, moment: datetime, periods: dict) -> str:
    return "".join(t if isinstance(t, str) else _field(moment, *t, periods) for t in tokens)


def short_time(moment: datetime, code: str) -> str:
    """Babel's format_time(moment, "short") in `code`, one of LOCALES."""
    spec = FORMATS[code]
    return _write(spec["time"], moment, spec["periods"])


def short_datetime(moment: datetime, code: str) -> str:
    """Babel's format_datetime(moment, "short") in `code`, one of LOCALES."""
    spec = FORMATS[code]
    time = _write(spec["time"], moment, spec["periods"])
    return (
        spec["datetime"]
        .replace("{0}", time)
        .replace("{1}", _write(spec["date"], moment, spec["periods"]))
    )
