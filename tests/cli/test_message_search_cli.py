"""`mindkeep message search QUERY [--space ID] [--json]` (issue 35): every Session's messages,
newest first, as a person reads them or as JSON; bad input is refused and writes nothing. A
real process on a real SQLite file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.bootstrap import build_core

REPO = Path(__file__).resolve().parents[2]


def _run(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "MINDKEEP_DB_URL"}
    env.update(MINDKEEP_HOME=str(home), PYTHONIOENCODING="utf-8", LC_ALL="C.UTF-8")
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )


@pytest.fixture
def home(tmp_path) -> tuple[Path, dict]:
    """Two Spaces; messages in English and Chinese."""
    home = tmp_path / "home"
    core = build_core(None, home)
    try:
        work = core.chat.create_space("Release work").value
        other = core.chat.create_space("Other").value
        sprint = core.chat.create_session(work.id, title="Sprint").value
        there = core.chat.create_session(other.id, title="There").value
        ids = {
            "en": core.chat.add_message(
                sprint.id, source="user", text="What did we decide about the deploy day?"
            ).value.message.id,
            "zh": core.chat.add_message(
                sprint.id, source="agent", text="我们决定使用数据库迁移。We deploy on Fridays."
            ).value.message.id,
            "far": core.chat.add_message(
                there.id, source="agent", text="Deploy the other client on Mondays."
            ).value.message.id,
        }
    finally:
        core.close()
    return home, {"work": work.id, "other": other.id, "sprint": sprint.id, **ids}


def test_json_lists_the_newest_first_with_where_each_is(home):
    """--json: the query's terms, each result's message, Session, Space, source, time and
    excerpt, newest first, and whether more match."""
    path, ids = home
    r = _run(path, "message", "search", "deploy", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["query"] == ["deploy"] and data["more"] is False
    assert [h["message_id"] for h in data["results"]] == [ids["far"], ids["zh"], ids["en"]]
    first = data["results"][1]
    assert set(first) == {
        "message_id",
        "session_id",
        "session_title",
        "space_id",
        "space_name",
        "source",
        "created_at",
        "excerpt",
    }
    assert (first["session_title"], first["space_name"], first["source"]) == (
        "Sprint",
        "Release work",
        "agent",
    )


def test_one_space_and_chinese(home):
    """--space keeps one Space's messages; a Chinese query finds its words without spaces."""
    path, ids = home
    r = _run(path, "--json", "message", "search", "deploy", "--space", str(ids["work"]))
    assert [h["message_id"] for h in json.loads(r.stdout)["results"]] == [ids["zh"], ids["en"]]
    r = _run(path, "--json", "message", "search", "数据库")
    assert [h["message_id"] for h in json.loads(r.stdout)["results"]] == [ids["zh"]]


def test_readable_output_without_json(home):
    """Without --json: where each message is and its excerpt, then how many; never JSON."""
    path, ids = home
    r = _run(path, "message", "search", "数据库")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        r.stdout.splitlines()[0],
        "    我们决定使用数据库迁移。We deploy on Fridays.",
        "1 message found",
    ]
    assert r.stdout.startswith(f"#{ids['zh']}  Release work › Sprint (session {ids['sprint']})")
    r = _run(path, "message", "search", "kumquat")
    assert r.returncode == 0 and r.stdout.strip() == "No message holds kumquat."


@pytest.mark.parametrize(
    ("args", "code", "exit_code"),
    [
        (["message", "search", ""], "invalid_input", 1),
        (["message", "search", "x" * 300], "invalid_input", 1),
        (["message", "search", "deploy", "--space", "99"], "not_found", 1),
        (["message", "search", "deploy", "--space", "zero"], "usage", 2),
        (["message", "search"], "usage", 2),
    ],
)
def test_bad_input_is_refused_cleanly(home, args, code, exit_code):
    """An empty or over-long query, an unknown Space, a bad id or no query: a clear error with
    its code, never a traceback."""
    path, _ids = home
    r = _run(path, "--json", *args)
    assert r.returncode == exit_code
    assert json.loads(r.stderr)["error"]["code"] == code
    assert "Traceback" not in r.stderr


def test_a_read_only_external_session_refuses_the_users_messages_and_chat(tmp_path):
    """An outside agent's Session is read-only: `message add --source user` and `chat` are
    refused with not_allowed, and nothing is written (issue 35)."""
    home = tmp_path / "home"
    core = build_core(None, home)
    try:
        space = core.chat.create_space("Shop").value
        external = core.external.open_session(
            space.id, "Claude Code", title="Claude Code · Dec 3"
        ).value
    finally:
        core.close()
    for args in (
        ["message", "add", "--session", str(external.id), "--source", "user", "hello"],
        ["chat", "--session", str(external.id), "hello"],
    ):
        r = _run(home, "--json", *args)
        assert r.returncode == 1, r.stdout
        error = json.loads(r.stderr)["error"]
        assert error["code"] == "not_allowed" and "read-only" in error["message"]
    core = build_core(None, home)
    try:
        assert core.chat.messages(external.id) == []
    finally:
        core.close()


def test_without_json_spaces_and_sessions_read_as_text(tmp_path):
    """`space create`, `space list`, `session create` and `session list` print sentences and
    tables without --json, and JSON only with it (issue 35)."""
    home = tmp_path / "home"
    made = _run(home, "space", "create", "Release work")
    assert made.returncode == 0 and made.stdout == "Space 1: Release work\n"
    assert _run(home, "session", "create", "--space", "1", "--title", "Sprint").stdout == (
        "Session 1 in Space 1: Sprint\n"
    )
    listed = _run(home, "session", "list").stdout
    assert not listed.lstrip().startswith("{")
    assert listed.splitlines() == ["id  Space  title", "1   1      Sprint"]
    assert json.loads(_run(home, "session", "list", "--json").stdout) == {
        "sessions": [{"id": 1, "space_id": 1, "title": "Sprint"}]
    }
    assert json.loads(_run(home, "--json", "session", "list").stdout)["sessions"][0]["id"] == 1
    assert _run(home, "space", "list").stdout.splitlines() == ["id  name", "1   Release work"]


def test_an_argument_error_shows_the_usage_of_its_subcommand(tmp_path):
    """A missing value says the error and the usage of `session create`, not of mindkeep."""
    r = _run(tmp_path / "home", "session", "create", "--space")
    assert r.returncode == 2
    assert r.stderr.startswith("Error: mindkeep session create: argument --space")
    assert "usage: mindkeep session create [-h] --space SPACE" in r.stderr
    assert "COMMAND ..." not in r.stderr


def test_agents_md_refusals_say_their_line_and_an_unknown_tag_is_refused(tmp_path):
    """`- [bogus] what` is refused as an unknown kind (not imported as "[bogus] what"), and
    the refusal names its line in the file; "[WIP] …" stays words."""
    home = tmp_path / "home"
    _run(home, "space", "create", "Release work")
    _run(home, "session", "create", "--space", "1", "--title", "Sprint")
    md = tmp_path / "AGENTS.md"
    md.write_text("# AGENTS.md\n- Use pnpm\n- [bogus] what\n* [WIP] keep going\n", encoding="utf-8")
    r = _run(home, "memory", "import", str(md), "--session", "1", "--format", "agents-md")
    assert r.returncode == 1
    assert "refused line 3: kind must be one of" in r.stdout
    assert "[bogus]" not in r.stdout.split("refused")[0]
    assert "[WIP] keep going" in r.stdout
    r = _run(home, "--json", "memory", "list", "--session", "1", "--scope", "space")
    contents = [e["content"] for e in json.loads(r.stdout)["entries"]]
    assert sorted(contents) == ["Use pnpm", "[WIP] keep going"]
