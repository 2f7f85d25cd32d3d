"""The files a command line writes (app.domain.compliance.shell_files), read over the shell
grammar: redirections, the programs that write their operands or a destination, in-place
editors, `find -exec`; a path nobody can read is a write nobody can place."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, RuleText, ToolCall, check
from app.domain.compliance.shell import read_script
from app.domain.compliance.shell_files import files_written


def _written(text: str) -> list[tuple[str, str, bool]]:
    return [
        (what, word.text, word.dynamic)
        for inv in read_script(text).invocations
        for what, word in files_written(inv)
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("echo x > vendor/a.txt", [("write", "vendor/a.txt", False)]),
        ("make 2>&1 >> build.log", [("write", "build.log", False)]),
        ("npm test &> out.txt 2>/dev/null", [("write", "out.txt", False)]),
        ("echo x | sudo tee -a /etc/hosts", [("write", "/etc/hosts", False)]),
        ("touch a b", [("write", "a", False), ("write", "b", False)]),
        ("mkdir -p -m 755 build/out", [("mkdir", "build/out", False)]),
        ("rm -rf vendor/old", [("delete", "vendor/old", False)]),
        ("cp -r src dist/", [("write", "dist/", False)]),
        ("cp -t out/ a b", [("write", "out/", False)]),
        ("mv a.txt docs/", [("write", "docs/", False), ("delete", "a.txt", False)]),
        ("sed -i 's/a/b/' app.yml", [("write", "app.yml", False)]),
        (
            "sed -i.bak -e 's/a/b/' a.yml b.yml",
            [("write", "a.yml", False), ("write", "b.yml", False)],
        ),
        ("perl -pi -e 's/a/b/' x.conf", [("write", "x.conf", False)]),
        ("sed 's/a/b/' app.yml", []),
        ("cat vendor/a.txt | grep x", []),
        ('echo x > "$OUT"', [("write", "$OUT", True)]),
        ('bash -c "echo x > vendor/b"', [("write", "vendor/b", False)]),
        ("find . -name '*.pyc' -exec rm {} +", [("delete", "{}", True)]),
    ],
)
def test_the_files_a_command_line_writes(text, expected):
    """Redirections, tee/touch/mkdir/rm, the destination of cp/mv, in-place sed and perl, code
    that sh -c runs and find -exec's command: each write, and whether its path is known."""
    assert _written(text) == expected


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("echo 'patched' > vendor/lib/VERSION", Outcome.VIOLATED),
        ("cd vendor && touch x", Outcome.VIOLATED),
        ("cd app && touch vendor/x", Outcome.VIOLATED),
        ("touch src/x", Outcome.FOLLOWED),
        ('cp a.txt "$DEST"', Outcome.UNKNOWN),
        ("cd $DIR && touch x", Outcome.UNKNOWN),
        ("cat vendor/lib/VERSION", Outcome.NOT_APPLICABLE),
    ],
)
def test_a_forbidden_folder_is_checked_against_what_a_command_writes(command, expected):
    """ "Don't touch anything in ./vendor": a shell write under it breaks the rule, `cd` is
    followed, a destination nobody can read is unknown, a command that writes nothing is not
    concerned."""
    rule = RuleText("Don't touch anything in ./vendor", "constraint", 1, 1)
    assert check(rule, ToolCall.shell(command)).verdict is expected
