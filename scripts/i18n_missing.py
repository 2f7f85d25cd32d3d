#!/usr/bin/env python3
"""The translator loop's two small helpers.

  python scripts/i18n_missing.py list            # every msgid some catalog lacks, as JSON
  python scripts/i18n_missing.py fill FILE.json  # write translations into the catalogs

FILE.json maps a msgid (for a plural: "singular|plural"; with a context: "context\\x04msgid")
to {locale: msgstr, or a list of plural forms}. Only empty entries are filled.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from app.i18n import LOCALES  # noqa: E402


def _po(code: str) -> Path:
    return ROOT / "locales" / code / "LC_MESSAGES" / "mindkeep.po"


def _key(message) -> str:
    mid = "|".join(message.id) if message.pluralizable else message.id
    return f"{message.context}\x04{mid}" if message.context else mid


def _empty(message) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return not all(strings) or "fuzzy" in message.flags


def missing() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for code in LOCALES:
        if code == "en":
            continue
        with _po(code).open("rb") as fh:
            catalog = read_po(fh, locale=code)
        for message in catalog:
            if message.id and _empty(message):
                found.setdefault(_key(message), []).append(code)
    return found


def fill(path: Path) -> None:
    wanted = json.loads(path.read_text(encoding="utf-8"))
    for code in LOCALES:
        if code == "en":
            continue
        with _po(code).open("rb") as fh:
            catalog = read_po(fh, locale=code)
        for message in catalog:
            given = wanted.get(_key(message), {}).get(code) if message.id else None
            if given is None or not _empty(message):
                continue
            message.string = tuple(given) if message.pluralizable else given
            message.flags.discard("fuzzy")
        with _po(code).open("wb") as fh:
            write_po(fh, catalog, width=100)


if __name__ == "__main__":
    if sys.argv[1:2] == ["list"]:
        print(json.dumps(missing(), ensure_ascii=False, indent=1))
    elif sys.argv[1:2] == ["fill"] and len(sys.argv) == 3:
        fill(Path(sys.argv[2]))
    else:
        sys.exit(__doc__)
