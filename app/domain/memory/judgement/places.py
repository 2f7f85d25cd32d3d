"""Where a sentence puts things, read alike in every language: a folder named as the place a
kind of thing lives ("Put the fixtures in tests/data", "日志放 /data/logs") is a convention; one
file named as the place of an order ("… in config.py") makes it one job."""

from __future__ import annotations

import re
from typing import Any

# `group` below is groups.Group: the tables tried on one sentence, each slot a Slot.
Group = Any

# A folder named as a place: a path with a slash, no scheme ("https://"), whose last part is no
# file name ("/var/log/app", "tests/data", "src/components/", "./vendor"; not "/tmp/out.txt").
_PATH = re.compile(
    r"(?<![\w/.:~-])[~.]{0,2}/?[A-Za-z0-9_.\-]+(?:/[A-Za-z0-9_.\-]*)+|(?<![\w/.:~-])/[A-Za-z0-9_\-]+"
)
_FILE_PART = re.compile(r"\.[A-Za-z0-9]{1,5}$")
# A file named as the thing put somewhere ("Put foo.py in tests/"): one thing, not a kind.
_FILE_NAME = re.compile(r"(?<![\w/.])[\w-]+\.[A-Za-z]{1,5}(?![\w/])")
# Pairs written with a slash that are no path ("and/or", "yes/no", "on/off").
_NO_PATH = frozenset(
    [
        "and",
        "or",
        "either",
        "yes",
        "no",
        "on",
        "off",
        "read",
        "write",
        "before",
        "after",
        "true",
        "false",
    ]
)


# "in config.py", "dans config.py", "en config.py", "nel file settings.py", "в config.py", "في
# config.py": one named file as the place of an order (no glob, no folder).
_IN_ONE_FILE = re.compile(
    r"(?<!\w)(?:in|into|dans|en|nel|nello|im|в|во|في)\s+(?:(?:the|le|el|il|lo|der|die|das|dem)\s+)?"
    r"(?:(?:file|fichier|archivo|Datei|файле)\s+)?[A-Za-z][\w-]*\.[A-Za-z]{1,5}(?![\w/*]|\.\w)",
    re.I,
)


def in_one_file(probe: str) -> bool:
    """True when an order names one file as its place ("… in config.py")."""
    return bool(_IN_ONE_FILE.search(probe))


def placed(probe: str, group: Group) -> bool:
    """ "Put the fixtures in tests/data", "Les migrations vont dans db/migrations", "日志放
    /data/logs", "ログは /data/logs に置いて", "로그 파일은 /var/log/app에 두세요": putting things
    in a folder is a convention of where they live, when what is put is a kind of thing (no
    file named, nothing pointed at: "Put foo.py in tests/", "Put this file in tmp/" are jobs)."""
    if not group.placement.search(probe):
        return False
    named = bool(group.folder.search(probe))  # "في مجلد settings": a folder by the word for one
    if "/" not in probe and not named:
        return False
    folders = [
        p
        for m in _PATH.finditer(probe)
        if "://" not in (p := m.group())
        and not _FILE_PART.search(p.rstrip("/") if p.endswith("/") else p)
        and not set(p.lower().split("/")) <= _NO_PATH
    ]
    if not folders and not named:
        return False
    rest = _PATH.sub(" ", probe)
    return not _FILE_NAME.search(rest) and not group.specific.search(probe)
