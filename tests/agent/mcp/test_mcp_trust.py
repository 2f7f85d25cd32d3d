"""A tool server runs only when its exact configuration was added or confirmed on this computer:
a row another client of the (shared) database wrote or changed is not started by a turn until
`tools trust NAME`; a server added here works as before. Real SQLite and PostgreSQL, a real
MCP server (the fixture, which adds a line to a file when it starts), a real model server."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime

import psycopg
import pytest
from mcp_helpers import FIXTURE, PY

from app.bootstrap import make_runner, session_tools
from app.domain.errors import AppError, Code


def _insert_sqlite(core, name: str, args: list[str]) -> None:
    """What another program writing the database does: a stdio server's row, by hand."""
    with sqlite3.connect(core.db.url.removeprefix("sqlite:///")) as conn:
        conn.execute(
            "INSERT INTO tool_servers (name, transport, command, args, secret_args, cwd, url,"
            " headers, secret_headers, enabled_by_default, created_at)"
            " VALUES (?, 'stdio', ?, ?, '[]', NULL, NULL, '{}', '[]', 1, ?)",
            (name, PY, json.dumps(args), datetime.now(UTC).isoformat()),
        )


def _set_args_sqlite(core, name: str, args: list[str]) -> None:
    with sqlite3.connect(core.db.url.removeprefix("sqlite:///")) as conn:
        conn.execute("UPDATE tool_servers SET args = ? WHERE name = ?", (json.dumps(args), name))


def _marks(path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def _turn(core, session: int, provider, model_server):
    model_server.push_text("Done.")
    return make_runner(core, provider()).run_turn(session, "Hello").value


def test_a_row_written_by_another_program_is_not_started_by_a_turn(
    core, tmp_path, new_provider, model_server
):
    """The command of a row inserted straight into the database never runs: the turn goes on
    without it and names it tool_server_not_trusted, saying how to confirm it."""
    marker = tmp_path / "started.txt"
    session = core.chat.create_session(core.chat.create_space("S").value.id).value.id
    _insert_sqlite(core, "intruder", [FIXTURE, "mark", str(marker)])
    result = _turn(core, session, new_provider, model_server)
    assert result.reply == "Done."
    assert not marker.exists()  # its command never ran
    assert [p.code for p in result.problems] == [Code.TOOL_SERVER_NOT_TRUSTED]
    assert "mindkeep tools trust intruder" in result.problems[0].message
    assert result.to_json()["tool_problems"][0]["code"] == "tool_server_not_trusted"
    assert not marker.exists()
    with pytest.raises(AppError) as err:
        core.tool_hub.call("intruder__noop", {}, space_id=None)
    assert err.value.code is Code.TOOL_SERVER_NOT_TRUSTED and not marker.exists()


def test_trusting_a_server_here_starts_it_and_a_changed_argument_untrusts_it(core, tmp_path):
    """`trust` marks the configuration as it is: the next turn starts it; another program
    changing one argument makes it untrusted again (and stops it)."""
    marker = tmp_path / "started.txt"
    space = core.chat.create_space("S").value.id
    session = core.chat.create_session(space).value.id
    _insert_sqlite(core, "shared", [FIXTURE, "mark", str(marker)])
    assert not core.tool_servers.is_trusted(core.tool_servers.get("shared"))
    core.tool_servers.trust("shared")
    tools = session_tools(core, session)
    assert tools.problems == () and "shared__noop" in tools.registry.names()
    assert _marks(marker) == ["started"]
    _set_args_sqlite(core, "shared", [FIXTURE, "mark", str(marker), "extra"])
    tools = session_tools(core, session)
    assert [p.code for p in tools.problems] == [Code.TOOL_SERVER_NOT_TRUSTED]
    assert "shared__noop" not in tools.registry.names()
    assert _marks(marker) == ["started"] and core.tool_hub.running() == []


def test_a_server_added_here_is_trusted_and_starts(core, tmp_path):
    """`tools add` on this computer marks it: it starts without a question, as before."""
    marker = tmp_path / "started.txt"
    session = core.chat.create_session(core.chat.create_space("S").value.id).value.id
    server = core.tool_servers.add_stdio("mine", PY, [FIXTURE, "mark", str(marker)])
    assert core.tool_servers.is_trusted(server)
    assert "mine__noop" in session_tools(core, session).registry.names()
    assert _marks(marker) == ["started"]


def test_a_server_removed_and_written_back_by_another_program_is_not_trusted(core, tmp_path):
    """Removing a server forgets its mark: the same row written back later is not started."""
    marker = tmp_path / "started.txt"
    session = core.chat.create_session(core.chat.create_space("S").value.id).value.id
    core.tool_servers.add_stdio("mine", PY, [FIXTURE, "mark", str(marker)])
    core.tool_servers.remove("mine")
    _insert_sqlite(core, "mine", [FIXTURE, "mark", str(marker)])
    assert [p.code for p in session_tools(core, session).problems] == [Code.TOOL_SERVER_NOT_TRUSTED]
    assert not marker.exists()


def test_trust_refuses_bad_and_unknown_names_and_writes_nothing(core):
    """invalid_input for a name no server could have, not_found for one there is not; no key,
    no mark file is made."""
    for name, code in (("Bad Name", Code.INVALID_INPUT), ("nope", Code.NOT_FOUND)):
        with pytest.raises(AppError) as err:
            core.tool_servers.trust(name)
        assert err.value.code is code
    assert not any(p.name.startswith("tool-servers") for p in core.data_dir.iterdir())


def test_the_key_is_private_to_its_owner(core):
    """The key that marks the servers is a file only its owner may read (0600)."""
    core.tool_servers.add_stdio("mine", PY, [FIXTURE])
    key = core.data_dir / "tool-servers.key"
    assert key.stat().st_mode & 0o777 == 0o600
    assert (core.data_dir / "tool-servers-trusted.json").stat().st_mode & 0o777 == 0o600


def test_trust_refuses_a_configuration_that_changed_since_it_was_shown(core):
    """The window trusts what it showed: a row changed in between is refused, nothing marked."""
    _insert_sqlite(core, "shared", [FIXTURE])
    shown = core.tool_servers.get("shared")
    _set_args_sqlite(core, "shared", [FIXTURE, "silent"])
    with pytest.raises(AppError) as err:
        core.tool_servers.trust("shared", expected=shown)
    assert err.value.code is Code.VERSION_CONFLICT
    assert not core.tool_servers.is_trusted(core.tool_servers.get("shared"))


def test_on_postgresql_a_row_another_client_wrote_runs_only_once_trusted(pg_core, pg_url, tmp_path):
    """The shared database: a row another client inserts is not started; trusted here it is;
    one argument changed by that client makes it untrusted again."""
    marker = tmp_path / "started.txt"
    session = pg_core.chat.create_session(pg_core.chat.create_space("Team").value.id).value.id
    args = [FIXTURE, "mark", str(marker)]
    with psycopg.connect(pg_url) as conn:  # another client of the same database
        conn.execute(
            "INSERT INTO tool_servers (name, transport, command, args, secret_args, headers,"
            " secret_headers, enabled_by_default, created_at)"
            " VALUES ('shared', 'stdio', %s, %s, '[]', '{}', '[]', true, now())",
            (PY, json.dumps(args)),
        )
    tools = session_tools(pg_core, session)
    assert [p.code for p in tools.problems] == [Code.TOOL_SERVER_NOT_TRUSTED]
    assert not marker.exists()
    pg_core.tool_servers.trust("shared")
    assert "shared__noop" in session_tools(pg_core, session).registry.names()
    assert _marks(marker) == ["started"]
    with psycopg.connect(pg_url) as conn:
        conn.execute(
            "UPDATE tool_servers SET args = %s WHERE name = 'shared'",
            (json.dumps([*args, "--other"]),),
        )
    tools = session_tools(pg_core, session)
    assert [p.code for p in tools.problems] == [Code.TOOL_SERVER_NOT_TRUSTED]
    assert _marks(marker) == ["started"]
