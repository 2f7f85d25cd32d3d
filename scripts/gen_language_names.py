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

from babel import Locale

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "app" / "domain" / "compliance" / "language_names.py"
UI = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")
# The languages beside the UI ones: those close to one of them, and the most spoken others.
EXTRA = ("pt", "uk", "ur", "fa", "nl", "pl", "tr", "hi", "vi", "id", "sv", "el", "he", "th", "cs")
COMMON_WORDS = frozenset({"polish"})


def forms(ui: str, name: str) -> list[str]:
    name = name.lower()
    out = [name]
    if ui == "ru" and name.endswith(("ий", "ой", "ый")):
        stem = name[:-2]
        out = [stem + r"\w*", "по-" + stem + "и" if stem.endswith("к") else stem]
    elif ui == "ar" and name.startswith("ال"):
        out = [name, "ب" + name]
    elif ui.startswith("zh") and name[-1:] in "语文語":
        stem = name[:-1]
        out = [stem + "语", stem + "文", stem + "語"]
    return [f for f in out if f not in COMMON_WORDS]


def table() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for code in EXTRA:
        names: list[str] = []
        for ui in UI:
            name = Locale.parse(ui).languages.get(code)
            if name:
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
