#!/usr/bin/env python3
"""Fail when a catalog is incomplete: `make i18n-check`.

Checks every locales/<code>/LC_MESSAGES/mindkeep.po against locales/mindkeep.pot:
missing msgids, empty or fuzzy entries, empty plural slots (an empty msgstr[i]
would silently show English), placeholder sets ({name}) different from the source,
and a template that is stale against the code. Prints a per-locale table.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALES_DIR = ROOT / "locales"
POT = LOCALES_DIR / "mindkeep.pot"
sys.path.insert(0, str(ROOT))
from app.i18n import DOMAIN, LOCALES  # noqa: E402

PLACEHOLDER = re.compile(r"\{([a-zA-Z_][a-zA-Z0-9_]*)(?:[!:][^{}]*)?\}")
EXTRACT_ARGS = [
    "-F",
    str(LOCALES_DIR / "babel.cfg"),
    "-k",
    "N_",
    "-k",
    "pgettext:1c,2",
    "--no-location",
    "--omit-header",
    "--sort-output",
]


def _key(message) -> tuple:
    mid = message.id if isinstance(message.id, str) else tuple(message.id)
    return (message.context, mid)


def _placeholders(text) -> set[str]:
    texts = [text] if isinstance(text, str) else list(text)
    return {name for t in texts if t for name in PLACEHOLDER.findall(t)}


def load(path: Path):
    with path.open("rb") as fh:
        return read_po(fh)


def extract_now() -> set[tuple]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "now.pot"
        subprocess.run(
            [
                sys.executable,
                "-m",
                "babel.messages.frontend",
                "extract",
                *EXTRACT_ARGS,
                "-o",
                str(out),
                str(ROOT / "app"),
            ],
            check=True,
            capture_output=True,
            cwd=ROOT,
        )
        return {_key(m) for m in load(out) if m.id}


def check_catalog(template, catalog) -> tuple[int, int, list[str]]:
    """(translated, total, problems) for one catalog."""
    problems: list[str] = []
    translated = 0
    wanted = {_key(m): m for m in template if m.id}
    have = {_key(m): m for m in catalog if m.id}
    nplurals = catalog.num_plurals
    for key, src in wanted.items():
        msg = have.get(key)
        label = repr(key[1] if isinstance(key[1], str) else key[1][0])
        if msg is None:
            problems.append(f"missing {label}")
            continue
        if msg.fuzzy:
            problems.append(f"fuzzy {label}")
            continue
        strings = list(msg.string) if isinstance(msg.string, (list, tuple)) else [msg.string]
        if src.pluralizable and len(strings) < nplurals:
            problems.append(f"{label} has {len(strings)} plural forms, needs {nplurals}")
            continue
        if any(not s for s in strings):
            problems.append(f"empty translation for {label}")
            continue
        want = _placeholders(src.id)
        for s in strings:
            # A plural slot may leave out {n} when its form names the number itself (e.g. "one").
            got = _placeholders(s)
            if got - want or (not src.pluralizable and got != want):
                problems.append(f"placeholders {sorted(got)} != {sorted(want)} in {label}")
                break
        else:
            translated += 1
    return translated, len(wanted), problems


def main() -> int:
    if not POT.exists():
        print(f"{POT} is missing: run make i18n-extract")
        return 1
    template = load(POT)
    failed = False
    current = extract_now()
    in_pot = {_key(m) for m in template if m.id}
    if current != in_pot:
        added, gone = current - in_pot, in_pot - current
        print(
            f"The template is stale ({len(added)} new, {len(gone)} removed strings): run "
            "make i18n-extract i18n-update and translate."
        )
        for key in sorted(added, key=str)[:10]:
            print(f"  new: {key[1]!r}")
        for key in sorted(gone, key=str)[:10]:
            print(f"  removed: {key[1]!r}")
        failed = True
    print(f"{'locale':<10}{'translated':>12}{'total':>8}{'':>4}status")
    for code in LOCALES:
        po = LOCALES_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"
        if not po.exists():
            print(f"{code:<10}{0:>12}{len(in_pot):>8}    missing catalog")
            failed = True
            continue
        translated, total, problems = check_catalog(template, load(po))
        pct = 100 * translated // total if total else 100
        print(f"{code:<10}{translated:>12}{total:>8}{pct:>4}%  {'ok' if not problems else 'FAIL'}")
        for problem in problems[:15]:
            print(f"    {problem}")
        if len(problems) > 15:
            print(f"    … {len(problems) - 15} more")
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
