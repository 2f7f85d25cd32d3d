"""A fuzzer of the whole command line (issue 31): Hypothesis writes command lines from the parser
itself (every command, every option, so a new one is covered as soon as it is added), runs them
against a database holding every kind of thing, and checks that none ends in a traceback and that
a refusal (a non-zero exit with nothing on stdout) wrote nothing.

Each case runs in this process through `app.cli.main` on a fresh copy of the seeded database
(hundreds of cases a minute); the few that would serve or ask on a terminal (`mcp` serving,
`--api-key-prompt`) run as a real `mindkeep` process with nothing on stdin. The window itself
(no command) is not a case.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

import keyring
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from keyring.backends import fail
from reliability_helpers import child_env

from app.bootstrap import build_core
from app.cli import main
from app.cli.parser import build_parser
from app.i18n import set_language

pytestmark = pytest.mark.slow

CASES = int(os.environ.get("MINDKEEP_FUZZ_CASES", "2000"))  # (fewer while developing)
# The same cases every run; MINDKEEP_FUZZ_EXPLORE=1 draws new ones (pytest --hypothesis-seed).
EXPLORE = os.environ.get("MINDKEEP_FUZZ_EXPLORE") == "1"
BIN = str(Path(sys.executable).with_name("mindkeep"))
UPGRADED = Path(__file__).resolve().parents[1] / "data" / "upgrades" / "mindkeep-0009-172868a.db.gz"
TRACEBACK = re.compile(r"Traceback \(most recent call last\)|^\w+(Error|Exception): ", re.M)


# ---------------------------------------------------------------- the commands, from the parser


@dataclass(frozen=True)
class Command:
    """One leaf of the parser: its words (`memory edit`) and its arguments."""

    words: tuple[str, ...]
    positionals: tuple[argparse.Action, ...]
    options: tuple[argparse.Action, ...]


def _leaves(parser: argparse.ArgumentParser, words: tuple[str, ...] = ()):
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        yield parser, words
        return
    for name, child in subs[0].choices.items():
        yield from _leaves(child, (*words, name))


def commands() -> list[Command]:
    """Every command the parser knows, with its own positionals and options."""
    found = []
    for parser, words in _leaves(build_parser()):
        if not words:
            continue  # the window
        actions = [a for a in parser._actions if not isinstance(a, argparse._HelpAction)]
        found.append(
            Command(
                words,
                tuple(a for a in actions if not a.option_strings),
                tuple(a for a in actions if a.option_strings),
            )
        )
    return found


GLOBAL = tuple(
    a
    for a in build_parser(commands=False)._actions
    if a.option_strings and not isinstance(a, argparse._HelpAction) and a.dest != "version"
)
COMMANDS = commands()
PER_COMMAND = -(-CASES // len(COMMANDS))  # every command as often: 2,000 cases or a few more


# ---------------------------------------------------------------- values


def _undecodable(data: bytes) -> str:
    return os.fsdecode(data)


WORDS = st.sampled_from(
    [
        "Release work",
        "Create a branch for every task",
        "Remember that the staging server is called bluebird.",
        "From now on, write tests first.",
        "新建组件放在 src/components 下",
        "fact",
        "constraint",
        "session",
        "space",
        "user",
        "on",
        "off",
        "all",
        "git__git_push",
        "save_memory",
        "propose_memory_rule",
        "search_memory",
        "Tabs over spaces",
    ]
)
TEXT = st.one_of(
    WORDS,
    WORDS,
    st.text(max_size=40),
    st.just(""),
    st.just(" \t "),
    st.just("n" * 5000),
    st.just("-leading-dash"),
    st.binary(min_size=1, max_size=12).map(_undecodable),
    st.text(alphabet="\x00\x01\u200b\u202e\ufeff\ud800 ", max_size=8),
)
IDS = st.one_of(
    st.integers(1, 4).map(str),
    st.integers(1, 20).map(str),
    st.sampled_from(["0", "-1", "1.5", "abc", "", "9" * 30, "１", " 2 "]),
)
NUMBERS = st.one_of(
    st.integers(-10, 5000).map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.sampled_from(["nan", "inf", "-0", "1e9", "abc", "", "3600.0001", "0.5", "60"]),
)
HOSTS = st.sampled_from(
    ["127.0.0.1:9", "localhost:9", "[::1]:9", "[::1", "h" * 300, "127.0.0.1:99999", "127.0.0.1:0"]
)
URLS = st.one_of(
    st.builds("http://{}/v1".format, HOSTS),
    st.builds("https://{}/mcp".format, HOSTS),
    st.builds("postgresql://fuzz@{}/fuzz".format, HOSTS),
    st.sampled_from(
        [
            "sqlite:///:memory:",
            "mysql://u@127.0.0.1:9/x",
            "x",
            "",
            "ftp://127.0.0.1/x",
            "http://",
            "http://u:p@127.0.0.1:9/v1",
            "http://127.0.0.1:9/v1?api_key=sk-0123456789abcdefghij",
        ]
    ),
    TEXT,
)
JSON_TEXT = st.one_of(
    st.sampled_from(
        [
            "{}",
            "[]",
            "null",
            "{not json",
            '{"name": "git__git_push", "arguments": {"branch": "main"}}',
            '{"earlier": [], "branch_at_start": "main"}',
            '{"kind": "fact", "content": "The build takes four minutes", "reason": "seen"}',
            '{"kind": "constraint", "scope": "space", "content": "Ask first", "reason": "asked",'
            ' "source_event_ids": [1]}',
            '{"query": "branch"}',
            '{"content": ' + '"x"' * 1 + ', "kind": ["a"]}',
        ]
    ),
    st.recursive(
        st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=10),
        lambda inner: (
            st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
        ),
        max_leaves=6,
    ).map(json.dumps),
    TEXT,
)


def _paths(tmp: Path):
    """Files a command may be pointed at: real ones of every kind, and names no system takes."""
    return st.sampled_from(
        [
            str(tmp / "files" / "export.json"),
            str(tmp / "files" / "AGENTS.md"),
            str(tmp / "files" / "junk.bin"),
            str(tmp / "files" / "empty"),
            str(tmp / "files" / "backup.db"),
            str(tmp / "files"),
            str(tmp / "files" / "missing" / "x.json"),
            str(tmp / "out" / "written.json"),
            str(tmp / "out" / "shot.png"),
            str(tmp / "out" / ("n" * 300)),
            str(tmp / "out" / _undecodable(b"caf\xe9.json")),
            "-",
            "",
            "/",
            "/proc/self/status",
        ]
    )


def _value(action: argparse.Action, tmp: Path):
    """A strategy for one argument's value, chosen by what the parser says of it."""
    kind = getattr(action.type, "__name__", "")
    meta = (action.metavar or action.dest or "").upper()
    if action.choices:
        return st.one_of(st.sampled_from(sorted(map(str, action.choices))), TEXT)
    if kind in ("_positive_int",):
        return IDS
    if kind in ("_port", "_port_or_any", "float", "_size"):
        return NUMBERS if kind != "_size" else st.sampled_from(["800x600", "1x1", "x", "9000x9000"])
    if "URL" in meta or action.dest in ("to", "db", "base_url", "url"):
        return URLS
    if "JSON" in meta or action.dest in ("args", "turn", "tool_call"):
        return JSON_TEXT
    if meta in ("FILE", "F", "DIR", "PATH", "BACKUP") or action.dest in (
        "file",
        "output",
        "folder",
        "backup",
        "data_dir",
        "screenshot",
    ):
        return st.one_of(_paths(tmp), TEXT)
    return TEXT


@st.composite
def command_lines(draw, command: Command, tmp: Path) -> list[str]:
    """A command line of `command`: some global options, its words, its positionals, some of
    its options, sometimes a word too many or a `-- COMMAND …` tail."""
    argv: list[str] = []
    for action in GLOBAL:
        if action.dest in ("db", "data_dir", "screenshot") and draw(st.integers(0, 30)) > 0:
            continue  # rarely: the database and the window are exercised on their own
        if isinstance(action, argparse._StoreTrueAction):
            if draw(st.booleans()):
                argv.append(action.option_strings[0])
        elif draw(st.integers(0, 9)) == 0:
            argv += [draw(st.sampled_from(action.option_strings)), draw(_value(action, tmp))]
    argv += command.words
    for action in command.positionals:
        if action.nargs in ("*", "?") and draw(st.booleans()):
            continue
        if draw(st.integers(0, 20)) == 0:
            continue  # a missing argument
        argv.append(draw(_value(action, tmp)))
    for action in command.options:
        wanted = action.required and draw(st.integers(0, 15)) > 0
        if not wanted and draw(st.integers(0, 3)) != 0:
            continue
        flag = draw(st.sampled_from(action.option_strings))
        if isinstance(action, (argparse._StoreTrueAction, argparse._StoreConstAction)):
            argv.append(flag)
            continue
        for _ in range(
            draw(st.integers(1, 2)) if isinstance(action, argparse._AppendAction) else 1
        ):
            argv += [flag, draw(_value(action, tmp))]
    if draw(st.integers(0, 12)) == 0:
        argv.append(draw(TEXT))  # one word too many
    if command.words == ("tools", "add") and draw(st.booleans()):
        argv += ["--", *draw(st.lists(TEXT, min_size=0, max_size=3))]
    return argv


# ---------------------------------------------------------------- running a case


def _dump(path: Path) -> list:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = [
            r[0]
            for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")
        ]
        return [(t, conn.execute(f'SELECT * FROM "{t}"').fetchall()) for t in tables]
    finally:
        conn.close()


def _in_a_process(argv: list[str], db: Path, home: Path) -> tuple[int, str, str]:
    """Serving (`mcp` without --print-token) and asking on a terminal (--api-key-prompt):
    a real process with nothing on stdin and no terminal, stopped after 15 s."""
    env = {**child_env(home), "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"}
    proc = subprocess.Popen(
        [BIN, "--db", f"sqlite:///{db}", *argv],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        start_new_session=True,
    )
    try:
        out, err = proc.communicate(timeout=15)
    except subprocess.TimeoutExpired:  # it serves: as it should
        proc.terminate()
        out, err = proc.communicate(timeout=15)
        return 0, out.decode(errors="replace"), err.decode(errors="replace")
    return proc.returncode, out.decode(errors="replace"), err.decode(errors="replace")


def _in_process(argv: list[str]) -> bool:
    """Whether a case runs as a real process (see _in_a_process)."""
    return ("mcp" in argv and "--print-token" not in argv) or "--api-key-prompt" in argv


def _possible_argv(argv: list[str]) -> bool:
    """Whether the OS can hand these words to a process at all: no NUL, and nothing but what
    the file system encoding (with surrogateescape) makes of bytes."""
    try:
        return all(b"\0" not in os.fsencode(word) for word in argv)
    except UnicodeEncodeError:
        return False


def _run(argv: list[str], db: Path, home: Path) -> tuple[int, str, str]:
    if _in_process(argv):
        return _in_a_process(argv, db, home)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(["--db", f"sqlite:///{db}", *argv])
        except SystemExit as exc:  # (argparse's --help)
            code = exc.code if isinstance(exc.code, int) else 0
        except BaseException as exc:  # noqa: BLE001 - the finding
            return -1, out.getvalue(), err.getvalue() + "".join(traceback.format_exception(exc))
    return code, out.getvalue(), err.getvalue()


# ---------------------------------------------------------------- the test


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """The seeded database (an earlier version's, upgraded: every status, provenance and source,
    an external Session, a bound folder; plus a tool server), and the files cases point at."""
    tmp = tmp_path_factory.mktemp("fuzz")
    seed = tmp / "seed.db"
    with gzip.open(UPGRADED, "rb") as src, open(seed, "wb") as dst:
        shutil.copyfileobj(src, dst)
    core = build_core(f"sqlite:///{seed}")
    core.tool_servers.add_stdio("files", "true", ())
    export = core.transfer.export_entries(1)
    core.close()
    files = tmp / "files"
    files.mkdir()
    (files / "export.json").write_text(json.dumps(export))
    (files / "AGENTS.md").write_text("# Rules\n\n## Space\n\n- Create a branch for every task\n")
    (files / "junk.bin").write_bytes(b"\xff\xfe\x00junk" * 50)
    (files / "empty").write_bytes(b"")
    shutil.copyfile(seed, files / "backup.db")
    (tmp / "out").mkdir()
    return tmp, seed


@pytest.mark.parametrize("command", COMMANDS, ids=[" ".join(c.words) for c in COMMANDS])
def test_no_command_line_ends_in_a_traceback_or_writes_on_a_refusal(
    world, command, monkeypatch, figures
):
    """Command lines of every command, written from the parser (2,000 in all): no traceback,
    and a refusal (a non-zero exit, nothing on stdout) writes nothing to the database."""
    tmp, seed = world
    keyring.set_keyring(fail.Keyring())  # a machine with no keyring
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.delenv("MINDKEEP_MODEL_BASE_URL", raising=False)
    monkeypatch.chdir(tmp / "out")
    db = tmp / "case.db"
    home = tmp / "home"
    outcomes: dict[str, int] = {}

    @settings(
        max_examples=PER_COMMAND,
        deadline=None,
        derandomize=not EXPLORE,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(argv=command_lines(command, tmp))
    def case(argv):
        # A command line no shell could start (a NUL, a lone surrogate) is tried in-process
        # only: a real process never receives one.
        assume(not _in_process(argv) or _possible_argv(argv))
        for side in ("", "-wal", "-shm"):
            Path(f"{db}{side}").unlink(missing_ok=True)
        shutil.copyfile(seed, db)
        before = _dump(db)
        code, out, err = _run(argv, db, home)
        set_language("en")  # (a --locale screenshot switches the process's language)
        if code == -1 or TRACEBACK.search(err):
            raise AssertionError(f"a traceback for {argv!r}:\n{err[-3000:]}")
        refused = code not in (0, 3) and not out.strip()
        outcomes["refused" if refused else "done"] = (
            outcomes.get("refused" if refused else "done", 0) + 1
        )
        if refused:
            assert _dump(db) == before, f"a refusal wrote to the database: {argv!r}\n{err}"

    case()
    total = figures.get("cli fuzz: command lines run", 0) + sum(outcomes.values())
    figures["cli fuzz: command lines run"] = total
    figures["cli fuzz: refused (nothing written)"] = figures.get(
        "cli fuzz: refused (nothing written)", 0
    ) + outcomes.get("refused", 0)
