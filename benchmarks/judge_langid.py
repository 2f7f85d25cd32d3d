"""Why the checker's language identifier is py3langid: accuracy and cost of the candidate
libraries on text none of them was tuned on — the translated messages of the programs installed
on this machine (/usr/share/locale/<lang>/LC_MESSAGES/*.mo, read with Babel), one sentence at a
time (25+ characters) and three at a time (about a reply's piece).

    python -m benchmarks.judge_langid                 # the adapter the app wires (py3langid)
    python -m benchmarks.judge_langid --all           # and every other candidate installed

Candidates (each from PyPI, model inside the package, offline): py3langid, langdetect, pycld2,
lingua-language-detector. Those not installed are skipped. Printed per language: the share
named right; and the load time, the median and p99 time of one call.
"""

from __future__ import annotations

import argparse
import glob
import random
import re
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

LOCALES = {
    "en": None,  # the catalogs' msgids
    "zh": ("zh_CN", "zh_TW"),
    "ja": ("ja",),
    "ko": ("ko",),
    "fr": ("fr",),
    "de": ("de",),
    "es": ("es",),
    "it": ("it",),
    "ru": ("ru",),
    "ar": ("ar",),
    "pt": ("pt", "pt_BR"),
    "uk": ("uk",),
    "fa": ("fa",),
}
UI = ("en", "zh", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")
_NOISE = re.compile(
    r"%[-#0-9.]*[a-zA-Z]|\{[^}]*\}|<[^>]+>|`[^`]*`|'[^']*'|\"[^\"]*\"|--?[a-z][\w-]*|\S*[/\\_=]\S*"
)


def texts(per_language: int = 300, join: int = 1) -> dict[str, list[str]]:
    """Sentences of each language's installed catalogs (placeholders, options and paths taken
    out), a fixed random sample; `join` sentences make one text."""
    from babel.messages.mofile import read_mo

    out: dict[str, list[str]] = {}
    for lang, locales in LOCALES.items():
        found: set[str] = set()
        for loc in locales or ("fr",):
            for path in sorted(glob.glob(f"/usr/share/locale/{loc}/LC_MESSAGES/*.mo")):
                if re.search(r"iso_|xkeyboard", path):
                    continue
                try:
                    with open(path, "rb") as f:
                        catalog = read_mo(f)
                except (OSError, ValueError, KeyError):  # a catalog Babel cannot read
                    continue
                for m in catalog:
                    if not m.id or not m.string:
                        continue
                    s = m.id if lang == "en" else m.string
                    s = s[0] if isinstance(s, list | tuple) else s
                    s = " ".join(_NOISE.sub(" ", s).split())
                    letters = sum(ch.isalpha() for ch in s)
                    if len(s) >= 25 and letters > 0.7 * len(s.replace(" ", "")):
                        found.add(s)
        items = sorted(found)
        random.Random(7).shuffle(items)
        items = items[: per_language * join]
        out[lang] = [" ".join(items[i : i + join]) for i in range(0, len(items), join)]
    return out


def _norm(code: str | None) -> str:
    return (code or "?").lower().replace("-", "_").split("_")[0]


def candidates(every: bool) -> dict:
    """name → a function that loads the library and returns its text → code function."""

    def app():
        from app.services.language_id import LanguageIdentifier

        f = LanguageIdentifier()
        f("load")
        return f

    found = {"py3langid (the app's adapter)": app}
    if not every:
        return found

    def langdetect():
        from langdetect import DetectorFactory, detect

        DetectorFactory.seed = 0

        def f(s):
            try:
                return detect(s)
            except Exception:  # noqa: BLE001 (langdetect raises its own on text with no features)
                return None

        return f

    def cld2():
        import pycld2

        def f(s):
            _ok, _n, details = pycld2.detect(s, bestEffort=True)
            return None if details[0][1] == "un" else details[0][1]

        return f

    def lingua():
        from lingua import LanguageDetectorBuilder

        d = LanguageDetectorBuilder.from_all_languages().with_low_accuracy_mode().build()

        def f(s):
            lang = d.detect_language_of(s)
            return lang.iso_code_639_1.name.lower() if lang else None

        return f

    found.update({"langdetect": langdetect, "pycld2": cld2, "lingua (low accuracy)": lingua})
    return found


def measure(name: str, load, data: dict[str, list[str]]) -> None:
    try:
        t0 = time.perf_counter()
        f = load()
        loaded = time.perf_counter() - t0
    except ImportError:
        print(f"{name}: not installed")
        return
    right, times = {}, []
    for lang, items in data.items():
        ok = 0
        for s in items:
            t = time.perf_counter()
            said = f(s)
            times.append(time.perf_counter() - t)
            ok += _norm(said) == lang
        right[lang] = ok / len(items) if items else float("nan")
    times.sort()
    mean = sum(right[k] for k in UI) / len(UI)
    print(
        f"{name}: load {loaded * 1000:.0f} ms, median {times[len(times) // 2] * 1e6:.0f} µs, "
        f"p99 {times[int(len(times) * 0.99)] * 1e6:.0f} µs; the 10 UI languages {mean:.3f}"
    )
    print("  " + " ".join(f"{k} {v:.2f}" for k, v in right.items()))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Accuracy and cost of language identifiers.")
    p.add_argument("--all", action="store_true", help="every candidate library installed")
    args = p.parse_args(argv)
    for join in (1, 3):
        data = texts(join=join)
        sizes = ", ".join(f"{k} {len(v)}" for k, v in data.items())
        print(f"\n{'one sentence' if join == 1 else 'three sentences'} a text ({sizes})")
        for name, load in candidates(args.all).items():
            measure(name, load, data)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
