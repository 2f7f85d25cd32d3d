"""The shell grammar the checker reads command lines with (app.domain.compliance.shell): what
runs, with which words, and which parts nobody can read."""

from __future__ import annotations

import pytest

from app.domain.compliance.shell import read_script


def _runs(text: str, **kw) -> list[tuple[str | None, list[str]]]:
    return [(i.program, [w.text for w in i.args]) for i in read_script(text, **kw).invocations]


def test_operators_subshells_groups_and_comments():
    """; && || | & and newlines split commands; ( ) and { } hold commands; # ends a line."""
    text = "cd app && (git add . ; git commit -m 'a; b') || { echo no; } | tee x & # git push\nls"
    assert _runs(text) == [
        ("cd", ["app"]),
        ("git", ["add", "."]),
        ("git", ["commit", "-m", "a; b"]),
        ("echo", ["no"]),
        ("tee", ["x"]),
        ("ls", []),
    ]


def test_substitutions_run_even_inside_double_quotes():
    """$( ), backticks and <( ) are commands too; the word holding them is dynamic."""
    script = read_script('echo "$(git rev-parse HEAD)" `whoami` <(ls)')
    programs = [i.program for i in script.invocations]
    assert programs == ["git", "whoami", "ls", "echo"]
    assert script.invocations[-1].args[0].dynamic


@pytest.mark.parametrize(
    ("text", "inner"),
    [
        ('bash -c "git push origin main"', "git"),
        ("sh -lc 'cd x; git push'", "git"),
        ("eval 'git push origin main'", "git"),
        ("su -c 'git push' dev", "git"),
        ("ssh -p 22 host 'git push origin main'", "git"),
        ("bash <<'EOF'\ngit push origin main\nEOF", "git"),
        ('bash <<< "git push origin main"', "git"),
        ("watch -n 5 git status", "git"),
    ],
)
def test_code_a_program_runs_is_read_as_code(text, inner):
    """sh -c, eval, su -c, ssh, here-documents and here-strings: their code is read."""
    assert inner in [i.program for i in read_script(text).invocations]


def test_wrappers_and_assignments_are_taken_off():
    """sudo -u, env A=1, nice -n, timeout 10, nohup and A=1 before the program."""
    assert _runs("sudo -u bob env A=1 nice -n 5 timeout 10 nohup GIT_DIR=x git status") == [
        ("git", ["status"])
    ]


def test_quotes_escapes_and_ansi_c_strings():
    """'…', "…", backslashes, $'…' with its escapes, and a continued line."""
    assert _runs('git commit -m $\'a\\nb\' "c \\"d\\"" e\\ f \\\n--amend') == [
        ("git", ["commit", "-m", "a\nb", 'c "d"', "e f", "--amend"])
    ]


@pytest.mark.parametrize(
    "text",
    ["git push origin 'main", 'echo "open', "echo $(git push", "echo 'git push' | bash", "bash"],
)
def test_what_cannot_be_read_is_said(text):
    """An unclosed quote or substitution, a shell fed from a pipe: unreadable."""
    assert read_script(text).unreadable


def test_dynamic_words_and_loops():
    """$x, ${x}, brace lists and ~user are dynamic; a for loop's list is not a command."""
    script = read_script("for b in main dev; do git push origin $b {x,y} ~bob; done")
    (push,) = script.invocations
    assert push.program == "git"
    assert [w.dynamic for w in push.args] == [False, False, True, True, True]
    assert read_script("$GIT push").invocations[0].program is None
    assert read_script("xargs git push origin").invocations[0].more_args


def test_the_call_s_stdin_feeds_a_bare_shell():
    """A shell tool's stdin is read as code when the line is a bare shell."""
    assert "git" in [i.program for i in read_script("bash -s", stdin="git push").invocations]
