"""Write app/domain/compliance/language_names.py from Babel's CLDR data: the names of the
languages a rule may ask replies in, as each of the 11 UI languages writes them.

    python scripts/gen_language_names.py            # write the table
    python scripts/gen_language_names.py --check    # exit 1 when the table differs

The rule reader (app.domain.compliance.language) knows the ten UI languages by hand-written
names with their inflections; this table adds the other languages the language identifier
tells apart from them (Portuguese, Urdu, Ukrainian, …), named as CLDR names them in English,
Chinese (both scripts), Japanese, Korean, French, German, Spanish, Italian, Russian and Arabic,
with the forms a rule uses: Russian adjectives by their stem ("португальск…", "по-…ски"),
Arabic with its prefix ("بال…"), Chinese with 语/文/語. English names that are common words
("Polish") are left out. tests/domain/compliance/test_compliance_reader.py runs `--check`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from babel import Locale, localedata

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "app" / "domain" / "compliance" / "language_names.py"
UI = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")
# The languages beside the UI ones: those close to one of them, and the most spoken others.
EXTRA = ("pt", "uk", "ur", "fa", "nl", "pl", "tr", "hi", "vi", "id", "sv", "el", "he", "th", "cs")
# (check-z-west) and the identifier's others that rules name for a group of people replied to
# (Finnish seasonal pilots, Bengali pizza makers, Kenyan pickers written to in Swahili): a
# language the identifier tells apart and no table named was left in doubt
EXTRA += ("fi", "hu", "da", "sk", "bg", "hr", "sr", "bn", "ta", "sw", "tl", "ms")
COMMON_WORDS = frozenset({"polish"})


# A Russian adjective's plural endings, then a dative or instrumental plural noun after "-им".
_NOT_PLURAL = r"(?!их\b|ими\b|им\s+\w+(?:ам|ям|ами|ями)\b)"


def forms(ui: str, name: str) -> list[str]:
    name = name.lower()
    out = [name]
    if ui == "ru" and name.endswith(("ий", "ой", "ый")):
        stem = name[:-2]
        # (check-z-west) not in the plural, which names people ("венгерским туристам", "финских
        # лыжников"): a language is singular ("на венгерском", "венгерский язык")
        out = [stem + _NOT_PLURAL + r"\w*", "по-" + stem + "и" if stem.endswith("к") else stem]
    elif ui == "ar" and name.startswith("ال"):
        out = [name, "ب" + name]
    elif ui.startswith("zh") and name[-1:] in "语文語":
        stem = name[:-1]
        out = [stem + "语", stem + "文", stem + "語"]
    return [f for f in out if f not in COMMON_WORDS]


def _names(ui: str, code: str) -> list[str]:
    """`code`'s name in `ui`, then (check-z-west) its other names in the regional locales of that
    language (Indian English's "Bengali" beside "Bangla", Egyptian Arabic's "السواحيلية"): a rule
    is written in one of them as often as in the standard."""
    found = [Locale.parse(ui).languages.get(code)]
    for other in sorted(_REGIONAL.get(ui, ())):
        found.append(Locale.parse(other).languages.get(code))
    return list(dict.fromkeys(n for n in found if n))


def _regional() -> dict[str, list[str]]:
    by_ui: dict[str, list[str]] = {}
    for other in localedata.locale_identifiers():
        parts = other.split("_")
        ui = "_".join(parts[:2]) if parts[0] == "zh" and len(parts) > 1 else parts[0]
        # a region's locale only: another script ("en_Dsrt", Deseret) names in letters no rule uses
        scripts = [p for p in parts[1:] if len(p) == 4 and p.istitle()]
        if ui.startswith("zh"):
            scripts = scripts[1:]
        if ui in UI and other != ui and not scripts and len(parts) > (2 if parts[0] == "zh" else 1):
            by_ui.setdefault(ui, []).append(other)
    return by_ui


_REGIONAL = _regional()


def table() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for code in EXTRA:
        names: list[str] = []
        for ui in UI:
            for name in _names(ui, code):
                names += [f for f in forms(ui, name) if f not in names]
        found[code] = names
    return found


def render() -> str:
    lines = [
        '"""Written by scripts/gen_language_names.py from Babel\'s CLDR data; do not edit."""',
        "",
        "# ISO 639-1 code -> its names in the 11 UI languages, as a rule-reader table (';'-separated).",
        "NAMES = {",
    ]
    for code, names in table().items():
        lines.append(f'    "{code}": r"{";".join(names)}",')
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    out = render()
    if args.check:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == out
        print("language_names.py is up to date" if same else "language_names.py differs")
        return 0 if same else 1
    TARGET.write_text(out, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
