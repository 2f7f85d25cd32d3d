"""Write app/domain/memory/rules/secret_rules.py from detect-secrets' plugins (their token patterns).

    python scripts/gen_secret_rules.py            # write the table
    python scripts/gen_secret_rules.py --check    # exit 1 when the table differs

detect-secrets (a test dependency) is Yelp's kept detector; its plugins carry the shapes of
the common providers' keys and tokens as regular expressions (`denylist`). The domain is
standard library only, so the patterns are carried over as data, plugin by plugin, and
app/domain/memory/rules/secrets.py adds what the plugins leave to code (assignments, passwords in
words, placeholders). tests/domain/test_secrets.py runs `--check`, so the table is what
this script makes of the installed package.
"""

from __future__ import annotations

import argparse
import sys
from importlib.metadata import version
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "app" / "domain" / "memory" / "rules" / "secret_rules.py"

# Left out: an IP address is an ordinary fact about a project, not a secret; IBM Cloud IAM's
# keyword pattern backtracks for ~200 ms on 300 characters of "password" and spaces (the
# assignment check of secrets.py covers its "name = value" shape).
SKIPPED = {"IPPublicDetector", "IbmCloudIamDetector"}


def rules() -> list[tuple[str, str, int]]:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    found: list[tuple[str, str, int]] = []
    for plugin in sorted(
        get_mapping_from_secret_type_to_class().values(), key=lambda c: c.__name__
    ):
        if plugin.__name__ in SKIPPED:
            continue
        for pattern in getattr(plugin, "denylist", ()) or ():
            found.append((plugin.__name__, pattern.pattern, int(pattern.flags)))
    return found


def render(found: list[tuple[str, str, int]]) -> str:
    lines = [
        '"""Written by scripts/gen_secret_rules.py from detect-secrets '
        f'{version("detect-secrets")} (its plugins\' patterns); do not edit."""',
        "",
        "# (plugin, pattern, re flags)",
        "RULES = (",
    ]
    lines += [f"    ({name!r}, {pattern!r}, {flags})," for name, pattern, flags in found]
    lines.append(")")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    out = render(rules())
    if args.check:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == out
        print("secret_rules.py is up to date" if same else "secret_rules.py differs")
        return 0 if same else 1
    TARGET.write_text(out, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
