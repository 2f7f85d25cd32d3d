"""Write app/domain/compliance/emoji_data.py from the `emoji` package's data (Unicode's emoji
files, as that kept library ships them): which characters are emoji, by Unicode's properties.

    python scripts/gen_emoji_data.py            # write the table
    python scripts/gen_emoji_data.py --check    # exit 1 when the table differs

From `emoji.EMOJI_DATA` (every emoji sequence with its qualification, UTS #51):
- PRESENTATION: single characters that are emoji on their own (fully qualified alone:
  Emoji_Presentation=Yes, e.g. 😀 ✅ ⭐);
- TEXT_DEFAULT: single characters that are emoji only with U+FE0F after them (unqualified alone:
  Emoji=Yes, Emoji_Presentation=No, e.g. ❤ ✔ © ™);
- KEYCAP: the characters of keycap sequences (0-9 # * followed by U+FE0F U+20E3);
- components (skin tones, hair, regional indicators) are read by the checker's pattern itself.
tests/domain/compliance/test_compliance_emoji.py runs `--check`, so the table is what this
script makes of the installed package.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import emoji

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "app" / "domain" / "compliance" / "emoji_data.py"
FULLY_QUALIFIED, UNQUALIFIED = emoji.STATUS["fully_qualified"], emoji.STATUS["unqualified"]


def _ranges(points: set[int]) -> str:
    """A regular-expression character class body for the code points, as escaped ranges."""
    out, run = [], []
    for p in sorted(points):
        if run and p == run[-1] + 1:
            run.append(p)
            continue
        if run:
            out.append(run)
        run = [p]
    if run:
        out.append(run)

    def esc(p: int) -> str:
        return f"\\\\U{p:08x}" if p > 0xFFFF else f"\\\\u{p:04x}"

    return "".join(esc(r[0]) if len(r) == 1 else f"{esc(r[0])}-{esc(r[-1])}" for r in out)


def tables() -> dict[str, set[int]]:
    presentation, text_default, keycap = set(), set(), set()
    for seq, data in emoji.EMOJI_DATA.items():
        if len(seq) == 1:
            if data["status"] == FULLY_QUALIFIED:
                presentation.add(ord(seq))
            elif data["status"] == UNQUALIFIED:
                text_default.add(ord(seq))
        elif seq.endswith("\ufe0f\u20e3") and len(seq) == 3:
            keycap.add(ord(seq[0]))
    text_default -= keycap  # a bare digit, # or * is not an emoji
    return {"PRESENTATION": presentation, "TEXT_DEFAULT": text_default, "KEYCAP": keycap}


def render() -> str:
    lines = [
        f'"""Written by scripts/gen_emoji_data.py from the emoji package {emoji.__version__} '
        '(Unicode\'s emoji data); do not edit."""',
        "",
        "# Character-class bodies for regular expressions (see the script's docstring).",
    ]
    for name, points in tables().items():
        lines.append(f'{name} = "{_ranges(points)}"')
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    out = render()
    if args.check:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == out
        print("emoji_data.py is up to date" if same else "emoji_data.py differs")
        return 0 if same else 1
    TARGET.write_text(out, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
