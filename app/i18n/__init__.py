"""Translation (gettext catalogs compiled from locales/) and Babel formatting.

`_`, `ngettext` and `pgettext` translate at call time into the current language, so
switching language needs no restart. `N_` marks strings defined at import time.
"""

from __future__ import annotations

import gettext
import logging
import os
import re
import sys
import threading
import types
import weakref
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from app.deferred import later, load

if TYPE_CHECKING:
    from babel import Locale

# Babel and its locale data (~20 ms, ~100 M instructions) load when something is first
# formatted with them, not when the window starts (app/startup.py); so do the message times'
# tables (app/i18n/clock.py), until the first message's time is shown.
_parse_locale = later("babel:Locale.parse")
_format_decimal = later("babel.numbers:format_decimal")
_format_percent = later("babel.numbers:format_percent")
_format_date = later("babel.dates:format_date")
_format_skeleton = later("babel.dates:format_skeleton")
_short_time = later("app.i18n.clock:short_time")
_short_datetime = later("app.i18n.clock:short_datetime")

DOMAIN = "mindkeep"
LOCALES = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")
DEFAULT = "en"
# Right-to-left among LOCALES (a test checks this against Babel's locale data).
RTL_LOCALES = frozenset({"ar"})


def locale_dir() -> Path:
    """Where compiled catalogs live: beside the package in a checkout, or in a bundle."""
    env = os.environ.get("MINDKEEP_LOCALE_DIR")
    if env:
        return Path(env)
    if getattr(sys, "frozen", False):
        # A PyInstaller bundle keeps its data in sys._MEIPASS (`_internal/` beside the program).
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent)) / "locales"
    return Path(__file__).resolve().parent.parent.parent / "locales"


_lock = threading.Lock()
_current = DEFAULT
_translation: gettext.NullTranslations = gettext.NullTranslations()
_listeners: list[Callable[[], Callable[[str], None] | None]] = []
log = logging.getLogger(__name__)


def map_os_locale(name: str | None) -> str:
    """One of our 11 locales for an OS locale name such as zh_CN, zh_TW, pt_BR or de_AT.UTF-8."""
    if not name:
        return DEFAULT
    name = name.split(".")[0].split("@")[0].replace("-", "_")
    if name in LOCALES:
        return name
    language = name.split("_")[0].lower()
    if language != "zh" and language in LOCALES:
        return language
    if language in ("c", "posix"):
        return DEFAULT
    try:
        loc = _parse_locale(name)
    except (ValueError, load("babel:UnknownLocaleError")):
        return DEFAULT
    if loc.language == "zh":
        traditional = loc.script == "Hant" or (
            loc.script is None and loc.territory in ("TW", "HK", "MO")
        )
        return "zh_Hant" if traditional else "zh_Hans"
    return loc.language if loc.language in LOCALES else DEFAULT


def current_language() -> str:
    return _current


_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ",
)
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def pseudo(text: str) -> str:
    """Accented, 40% longer text in brackets, placeholders kept: shows clipping and untranslated strings."""
    parts = _PLACEHOLDER.split(text)
    body = "".join(p if _PLACEHOLDER.fullmatch(p) else p.translate(_ACCENTED) for p in parts)
    return "⟦" + body + " " + "~" * max(2, len(text) * 2 // 5) + "⟧"


class PseudoTranslations(gettext.NullTranslations):
    """The pseudo-locale (MINDKEEP_PSEUDO_LOCALE=long or rtl) for layout testing."""

    def gettext(self, message):
        return pseudo(message)

    def ngettext(self, singular, plural, n):
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return pseudo(message)


def pseudo_mode() -> str | None:
    """ "long" (accented, 40% longer) or "rtl" (long and right-to-left), from the environment."""
    mode = os.environ.get("MINDKEEP_PSEUDO_LOCALE", "").strip().lower()
    return mode if mode in ("long", "rtl") else None


def set_language(code: str) -> str:
    """Switch the language for every later `_()` call; tell listeners (the UI retranslates)."""
    global _current, _translation
    code = code if code in LOCALES else map_os_locale(code)
    with _lock:
        if pseudo_mode():
            _translation = PseudoTranslations()
        elif code == DEFAULT:
            # The source language: its catalog says each message as it is written (a test
            # holds it to that), so it is not read: parsing it cost ~15 M instructions before
            # the window's first paint (app/startup.py).
            _translation = gettext.NullTranslations()
        else:
            _translation = gettext.translation(
                DOMAIN, localedir=str(locale_dir()), languages=[code], fallback=True
            )
        _current = code
        listeners = list(_listeners)
    for ref in listeners:
        listener = ref()
        if listener is None:
            with _lock:
                if ref in _listeners:
                    _listeners.remove(ref)
            continue
        try:
            listener(code)
        except Exception:  # one broken screen must not stop the others retranslating
            log.exception("language listener failed")
    return code


def on_language_changed(callback: Callable[[str], None]) -> Callable[[], None]:
    """Call `callback(code)` after every switch. A bound method is held weakly, so a
    closed window is not kept alive by its listener. Returns a function that removes it."""
    ref = (
        weakref.WeakMethod(callback)
        if isinstance(callback, types.MethodType)
        else (lambda: callback)
    )
    with _lock:
        _listeners.append(ref)

    def remove() -> None:
        with _lock:
            if ref in _listeners:
                _listeners.remove(ref)

    return remove


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translation.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a string for extraction; translate it later with `_()`."""
    return message


def babel_locale(code: str | None = None) -> Locale:
    code = code or _current
    return _parse_locale(code.replace("zh_Hans", "zh_Hans_CN").replace("zh_Hant", "zh_Hant_TW"))


def is_rtl(code: str | None = None) -> bool:
    if code is None and pseudo_mode() == "rtl":
        return True
    code = code or _current
    if code in LOCALES:
        return code in RTL_LOCALES
    return babel_locale(code).text_direction == "rtl"


def format_number(n: int | float) -> str:
    if type(n) is int and 0 <= n < 1000:
        # What Babel writes in every one of our locales (Latin digits, no separator: checked by
        # tests/i18n/test_catalogs.py), without loading its locale data (~30 ms) for the
        # counts the first screen shows.
        return str(n)
    return _format_decimal(n, locale=babel_locale())


def format_time(moment) -> str:
    """A message or entry time in the current locale: time today, date and time otherwise
    (Babel's short formats, from the table compiled from its data: app/i18n/clock.py)."""
    local = moment.astimezone()
    if local.date() == datetime.now(UTC).astimezone().date():
        return _short_time(local, _current)
    return _short_datetime(local, _current)


def format_date(moment) -> str:
    """A day in the current locale (Babel's medium date: "2 Mar 2026", "2026年3月2日")."""
    return _format_date(moment.astimezone().date(), format="medium", locale=babel_locale())


def format_room(used: int, room: int) -> str:
    """The room meter text, e.g. "1,230 / 4,000 characters"."""
    return ngettext("{used} / {room} character", "{used} / {room} characters", room).format(
        used=format_number(used), room=format_number(room)
    )


def format_percent(value: float) -> str:
    return _format_percent(value, locale=babel_locale())


def format_day(moment) -> str:
    """A day and month in the current locale, without the year (Babel's "MMMd" skeleton:
    "Dec 1", "1 déc.", "12月1日")."""
    return _format_skeleton("MMMd", moment.astimezone().date(), locale=babel_locale())
