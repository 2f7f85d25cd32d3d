"""Every way in imports only what its first answer needs (issue 32): the table of ways in
(app/cli/__init__.py), the Core's parts built as they are used (app/bootstrap.py), and what a
command really imports, watched in a process of its own."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from app.bootstrap import PARTS, Core, Given
from app.cli import WAYS_IN, WayIn, main
from app.cli.hook_helper import stop_helpers
from app.cli.parser import FAMILIES
from app.deferred import load
from app.domain.model import Scope, ScopeRef

REPO = Path(__file__).resolve().parents[1]

# Run `mindkeep ARGS` in a new interpreter whose imports of the named packages fail: a command
# that still answers never needed them. Prints the exit code and the modules it imported.
_BLOCKED_RUN = textwrap.dedent(
    """
    import importlib.abc, json, sys

    BLOCKED = {blocked!r}

    class Refuse(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if any(name == b or name.startswith(b + ".") for b in BLOCKED):
                raise ImportError(f"{{name}} is not needed by this command")
            return None

    sys.meta_path.insert(0, Refuse())
    from app.cli import main

    code = main({args!r})
    sys.stdout.flush()
    print("\\n" + json.dumps({{"code": code, "modules": sorted(sys.modules)}}))
    """
)


def _run_blocked(
    args: list[str], blocked: list[str], tmp_path: Path, stdin: str = ""
) -> tuple[int, set[str], str]:
    done = subprocess.run(
        [sys.executable, "-c", _BLOCKED_RUN.format(blocked=blocked, args=args)],
        cwd=REPO,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    *out, last = done.stdout.rstrip("\n").split("\n")
    result = json.loads(last)
    return result["code"], set(result["modules"]), "\n".join(out) + done.stderr


def test_every_way_in_and_every_part_names_what_exists():
    """Each row of WAYS_IN and PARTS names a function that can be loaded (a renamed module or
    function fails here, not in a user's command)."""
    for word, way in WAYS_IN.items():
        assert callable(load(way.run)), word
    for name, part in PARTS.items():
        assert callable(load(part.ref)), name
        for given in [*part.args, *part.kwargs.values()]:
            if isinstance(given, Given):
                assert given.name in PARTS, name
            assert not isinstance(given, str) or given in PARTS or given in ("db", "data_dir")


def test_every_command_family_has_a_way_in():
    """The parser's command words and the table's are the same (the window is the empty word,
    its picture --screenshot)."""
    assert set(FAMILIES) == set(WAYS_IN) - {"", "--screenshot"}


def test_memory_list_needs_neither_the_agent_nor_the_sdk_nor_qt(tmp_path, core):
    """`memory list` answers with the agent's loop and providers, the tool hub, the MCP SDK,
    Qt, Alembic, the keyring, the other services and the checker's tables (a rule's reading)
    unimportable."""
    space = core.chat.create_space("Shop").value
    session = core.chat.create_session(space.id).value
    core.decisions.add_entry(
        core.memory.scope_ref(session.id, "space"), kind="fact", content="Deploy on Fridays"
    )
    url = str(core.db.url)
    code, modules, out = _run_blocked(
        ["--db", url, "--json", "memory", "list", "--session", str(session.id), "--scope", "space"],
        [
            "app.agent.loop",
            "app.agent.providers",
            "app.agent.mcp",
            "app.mcp",
            "app.services.chat",
            "app.services.views",
            "app.services.approvals",
            "app.services.tool_servers",
            "app.services.reading_words",
            "app.domain.compliance",
            "mcp",
            "mcp_types",
            "PySide6",
            "openai",
            "keyring",
            "alembic",
        ],
        tmp_path,
    )
    assert code == 0, out
    assert json.loads(out.strip().splitlines()[0])["entries"][0]["content"] == "Deploy on Fridays"
    assert "app.services.memory.queries" in modules  # the one service it calls


def test_message_list_needs_neither_the_memory_writers_nor_the_checker(tmp_path, core):
    """`message list` answers with the Memory writers (the explicit-request saver the chat is
    given only to add a message) and the checker's tables unimportable."""
    space = core.chat.create_space("Shop").value
    session = core.chat.create_session(space.id).value
    core.chat.add_message(session.id, source="user", text="Deploy on Fridays")
    code, _modules, out = _run_blocked(
        ["--db", str(core.db.url), "--json", "message", "list", "--session", str(session.id)],
        [
            "app.services.memory.proposals",
            "app.services.memory.writing",
            "app.services.reading_words",
            "app.domain.compliance",
            "app.domain.memory.judgement",
            "mcp",
            "PySide6",
        ],
        tmp_path,
    )
    assert code == 0, out
    assert json.loads(out.strip().splitlines()[0])["messages"][0]["text"] == "Deploy on Fridays"


def test_the_hook_way_in_denies_without_the_parser_the_services_or_sqlalchemy(
    tmp_path, core, monkeypatch
):
    """`hook pre-tool --client claude-code` (issue 34) denies a push a saved rule forbids with
    the command line's parser, the services, SQLAlchemy, Babel, the MCP SDK and Qt
    unimportable: it reads the rules with sqlite3 (its warm helper is a process of its own)."""
    folder = tmp_path / "project"
    folder.mkdir()
    space = core.chat.create_space("Shop").value
    core.external.bind(space.id, folder)
    core.decisions.add_entry(
        ScopeRef(Scope.SPACE, space.id), kind="constraint", content="Never push to main"
    )
    run = tmp_path / "run"
    monkeypatch.setenv("MINDKEEP_HOOK_RUN_DIR", str(run))
    event = {
        "cwd": str(folder),
        "session_id": "s",
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": "git push origin main"},
    }
    try:
        code, _modules, out = _run_blocked(
            ["--db", str(core.db.url), "hook", "pre-tool", "--client", "claude-code"],
            [
                "app.cli.run",
                "app.cli.parser",
                "app.services",
                "app.storage.engine.database",
                "sqlalchemy",
                "babel",
                "mcp",
                "mcp_types",
                "PySide6",
            ],
            tmp_path,
            stdin=json.dumps(event),
        )
    finally:
        stop_helpers(str(run))
    assert code == 0, out
    said = json.loads(out.strip().splitlines()[0])["hookSpecificOutput"]
    assert (
        said["permissionDecision"] == "deny"
        and "Never push to main" in said["permissionDecisionReason"]
    )


def test_the_dispatcher_imports_no_layer_below_it(tmp_path):
    """`mindkeep --version` (the dispatcher and nothing else) loads no database layer, no SDK,
    no Qt, no Babel: what a hook's way in starts from."""
    code, modules, out = _run_blocked(["--version"], [], tmp_path)
    assert code == 0 and out.startswith("mindkeep ")
    heavy = {m.split(".")[0] for m in modules} & {
        "sqlalchemy",
        "mcp",
        "mcp_types",
        "PySide6",
        "babel",
        "pydantic",
        "asyncio",
    }
    assert heavy == set()
    assert not any(m.startswith(("app.storage", "app.agent")) for m in modules)
    # Of the services, only the words of a tool definition's change (domain and i18n alone),
    # which the readable output of `tools list` says.
    assert {m for m in modules if m.startswith("app.services.")} <= {"app.services.tool_changes"}


def test_a_part_is_built_once_when_many_threads_ask_at_once(core):
    """Eight threads asking for the same part of a fresh Core all get the one instance."""
    fresh = Core(core.db, core.data_dir)  # nothing built yet
    got: list[object] = []
    start = threading.Barrier(8)

    def ask() -> None:
        start.wait()
        got.append(fresh.compliance)

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(got) == 8 and len({id(g) for g in got}) == 1


def test_a_part_that_is_not_there_is_an_attribute_error(core):
    """A misspelt part is an AttributeError naming it, never built or imported."""
    with pytest.raises(AttributeError, match="no part 'memroy'"):
        _ = core.memroy


def test_a_raw_way_in_gets_the_line_as_typed_and_nothing_else_is_loaded(monkeypatch, capsys):
    """A row with raw=True (a hook answering another program in its format) is called with the
    command line as typed, its return is the exit status, and no parser is built for it; the
    dispatcher itself imported nothing beyond the table."""
    from app import cli
    from app.cli import WayIn

    monkeypatch.setitem(WAYS_IN, "hook", WayIn("tests.ways_in_hook:hook", core=False, raw=True))
    monkeypatch.delitem(sys.modules, "app.cli.parser", raising=False)
    assert cli.main(["--db", "x", "hook", "pre-tool", "--client", "codex", "--bogus"]) == 7
    told = json.loads(capsys.readouterr().out)
    assert told == {
        "argv": ["--db", "x", "hook", "pre-tool", "--client", "codex", "--bogus"],
        "parser": False,
    }


def test_the_dispatcher_knows_which_global_options_take_a_value():
    """The first word is found past exactly the global options that take a value (`--db
    memory` names no command), as the parser defines them."""
    from app.cli import _VALUED, command_word
    from app.cli.parser import build_parser

    valued = {
        option
        for action in build_parser(commands=False)._actions
        if action.nargs is None and action.option_strings and not action.const
        for option in action.option_strings
        if option not in ("-h", "--help") and action.default is not False
    }
    assert valued == _VALUED
    assert command_word(["--db", "memory", "--json", "space", "list"]) == "space"
    assert command_word(["--size", "800x600", "--screenshot", "a.png"]) == ""


# A process running `mindkeep ARGS` (app.cli.main with no argv, as the installed command does)
# whose `space` way in is replaced by one that prints whether the cycle collector is on while it
# runs (one-shot, lasting, or raw as the test asks); then whether what it made was set aside.
_COLLECTOR_RUN = textwrap.dedent(
    """
    import gc, json, sys
    from app import cli
    from app.cli import WayIn

    cli.WAYS_IN["space"] = WayIn("tests.ways_in_hook:collecting", core=False, exits=True, **{way!r})
    sys.argv = ["mindkeep", "space", "list"]
    code = cli.main()
    print(json.dumps({{"code": code, "frozen": gc.get_freeze_count() > 0}}))
    """
)


@pytest.mark.parametrize(
    ("way", "collecting"), [({}, False), ({"raw": True}, False), ({"lasts": True}, True)]
)
def test_the_collector_is_held_while_a_command_runs_and_back_for_one_that_lasts(way, collecting):
    """The installed command holds the cycle collector while a one-shot way in runs (a raw one
    too) and resumes it before a way in that keeps running (a turn, a server) runs; what the
    process made is set aside before it exits."""
    done = subprocess.run(
        [sys.executable, "-c", _COLLECTOR_RUN.format(way=way)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    seen, end = (json.loads(line) for line in done.stdout.strip().splitlines()[-2:])
    assert seen == {"collecting": collecting} and end == {"code": 0, "frozen": True}


# The installed command running `hook serve` (the hooks' warm helper, which keeps running),
# its serving replaced by a function saying whether the cycle collector is on.
_HELPER_RUN = textwrap.dedent(
    """
    import gc, json, sys
    from app import cli
    import app.cli.hook_serve as serve

    serve.main = lambda options: print(json.dumps({{"collecting": gc.isenabled()}})) or 0
    sys.argv = ["mindkeep", "--data-dir", {data!r}, "hook", "serve"]
    print(json.dumps({{"code": cli.main()}}))
    """
)


def test_the_hooks_helper_runs_with_the_collector_back(tmp_path):
    """`hook serve` comes in by the raw hook row, whose start holds the cycle collector; the
    helper keeps running, so the collector is back on before it serves."""
    done = subprocess.run(
        [sys.executable, "-c", _HELPER_RUN.format(data=str(tmp_path))],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    seen, end = (json.loads(line) for line in done.stdout.strip().splitlines()[-2:])
    assert seen == {"collecting": True} and end == {"code": 0}


def test_a_command_called_with_its_arguments_leaves_the_collector_alone(monkeypatch, capsys):
    """main(argv), as a test or another program calls it in its own process, neither holds the
    cycle collector nor freezes that process's objects."""
    monkeypatch.setitem(
        WAYS_IN, "space", WayIn("tests.ways_in_hook:collecting", core=False, exits=True)
    )
    frozen = gc.get_freeze_count()
    assert main(["space", "list"]) == 0
    assert json.loads(capsys.readouterr().out) == {"collecting": gc.isenabled()}
    assert gc.get_freeze_count() == frozen
