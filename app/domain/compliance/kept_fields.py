"""A terse note's fields that keep one folder and free another (English; check-zc-en):
"kennel-site | records/: keep | thumbnails/: deletable", "folders: measurements/: keep
renders/: clear whenever", "KEEP: timetables/ · WIPE: scratch/", "retain: prescriptions/ ; purge
ok: logs-old/". Each field is said again as the clause the folder rooms read ("records/ stays;",
"thumbnails/ can go;"), its own clause, so a keep never falls on the next field's folder (a field's
":" or "|" cut nothing before: both folders were one clause)."""

from __future__ import annotations

import re

from app.domain.compliance.word_tables import Lazy

_FOLDER = r"[\w.\-]+(?:/[\w.\-]+)*/"
_KEEP = r"keep|retain"
# a free word closes its field: "clear whenever", never "clear and short"
_FREE = (
    r"deletable|removable|disposable|purgeable|(?:safe|ok|fine) to (?:delete|clear|wipe|remove|bin)"
    r"|clear(?: it)?(?: whenever| any ?time)?|wipe(?: it)?|purge(?: ok)?|bin it|chuck it|delete"
)
# where a field ends: the note's end, a separator, or the next field's folder or head
_END = rf"(?=\s*(?:$|[;|·,]|{_FOLDER}\s*(?::|--|—|–)|(?:{_KEEP}|{_FREE})\s*:))"
# "records/: keep", "old-exports/ -- chuck it", "seed-catalogue/ -- keep, mate"
_FOLDER_FIRST = Lazy(
    rf"(?<![\w/.\-])({_FOLDER})\s*(?::|--|—|–)\s*(?:({_KEEP})|{_FREE})(?:,\s*(?:mate|so|ta))?{_END}"
)
# "KEEP: timetables/", "purge ok: logs-old/, tmp/"
_HEAD_FIRST = Lazy(
    rf"(?<![\w/.\-])(?:({_KEEP})|{_FREE})\s*:\s*({_FOLDER}(?:\s*,\s*{_FOLDER})*){_END}"
)
_SEPARATOR = re.compile(r"(?:\s*[|·;]\s*)+")


def _folder_first(m: re.Match) -> str:
    return f"; {m.group(1)} {'stays' if m.group(2) else 'can go'};"


def _head_first(m: re.Match) -> str:
    said = "stays" if m.group(1) else "can go"
    return "".join(f"; {f.strip()} {said};" for f in m.group(2).split(","))


def fields_said(text: str) -> str:
    """`text` (normalised, lower case) with its keep and free fields said as clauses, and the
    note's "|" and "·" as ";" where a field was found; else `text` itself."""
    if "/" not in text or not (":" in text or "/ -" in text or "/ —" in text):
        return text  # no folder's field: the cheap test before the patterns
    said = _FOLDER_FIRST.sub(_folder_first, text)
    said = _HEAD_FIRST.sub(_head_first, said)
    if said == text:
        return text
    return " ".join(_SEPARATOR.sub("; ", said).split()).strip("; ")
