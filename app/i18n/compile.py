"""Compile the gettext catalogs (.po → .mo) when they are newer than their compiled form.

Used by the build (Makefile `i18n-compile`), the tests and the packager; .mo files are
never edited by hand.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po


def compile_catalogs(locales_dir: Path, domain: str = "mindkeep") -> list[Path]:
    """Write each stale <code>/LC_MESSAGES/<domain>.mo; return the files written."""
    written = []
    for po in sorted(locales_dir.glob(f"*/LC_MESSAGES/{domain}.po")):
        mo = po.with_suffix(".mo")
        if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        with po.open("rb") as fh:
            catalog = read_po(fh, locale=po.parent.parent.name)
        with mo.open("wb") as fh:
            write_mo(fh, catalog)
        written.append(mo)
    return written


if __name__ == "__main__":
    import sys

    from app.i18n import locale_dir

    for path in compile_catalogs(Path(sys.argv[1]) if len(sys.argv) > 1 else locale_dir()):
        print(f"compiled {path}")
