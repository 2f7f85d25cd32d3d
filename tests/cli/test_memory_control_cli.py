"""The command line of issue 13: memory move, delete, restore, clear, show, keep, conflicts,
unused, accept/edit --scope/--replace, and AGENTS.md export and import (in-process `main`)."""

from __future__ import annotations

import json

import pytest

from app.cli import main


@pytest.fixture
def run(db_url, capsys):
    """Run `mindkeep --db URL --json ARGS…`: (exit code, parsed stdout or stderr)."""

    def call(*args: str, as_json: bool = True):
        code = main(["--db", db_url, *(["--json"] if as_json else []), *args])
        out = capsys.readouterr()
        text = out.out if code == 0 else out.err
        return code, (json.loads(text) if as_json and text.strip() else text)

    return call


@pytest.fixture
def world(run):
    """A Space with a Session, a user message and a suggestion of the agent in the Session."""
    space = run("space", "create", "Release work")[1]["id"]
    session = run("session", "create", "--space", str(space), "--title", "Sprint")[1]["id"]
    mid = run(
        "message",
        "add",
        "--session",
        str(session),
        "--source",
        "user",
        "From now on, indent with tabs.",
    )[1]["id"]
    args = json.dumps(
        {
            "kind": "constraint",
            "scope": "session",
            "content": "Use tabs for indentation",
            "reason": "asked",
            "source_event_ids": [mid],
        }
    )
    suggestion = run(
        "tool", "call", "propose_memory_rule", "--session", str(session), "--args", args
    )[1]
    return {"space": space, "session": str(session), "suggestion": str(suggestion["entry"]["id"])}


def _add(run, world, scope, text, kind="fact"):
    return str(
        run("memory", "add", "--session", world["session"], "--scope", scope, "--kind", kind, text)[
            1
        ]["entry"]["id"]
    )


def test_accept_to_another_scope_replacing_a_conflicting_rule(run, world):
    """`memory conflicts` names the rule; `accept --scope space --replace ID` saves the
    suggestion in the Space and archives that rule; `memory undo` takes both back."""
    old = _add(run, world, "user", "Use spaces for indentation", kind="preference")
    code, found = run("memory", "conflicts", "--session", world["session"], "--scope", "session")
    assert code == 0
    assert [(c["suggestion"], c["entry"]["id"], c["overlap"]) for c in found["conflicts"]] == [
        (int(world["suggestion"]), int(old), "different")
    ]
    code, done = run("memory", "accept", world["suggestion"], "--scope", "space", "--replace", old)
    assert code == 0 and (done["entry"]["scope"], done["entry"]["status"]) == ("space", "active")
    assert run("memory", "show", old)[1]["entry"]["status"] == "archived"
    assert run("memory", "undo")[0] == 0
    assert run("memory", "show", world["suggestion"])[1]["entry"]["status"] == "suggested"
    assert run("memory", "show", old)[1]["entry"]["status"] == "active"


def test_move_and_show_with_its_use(run, world):
    """`memory move ID --scope S` moves a saved entry; `memory show ID` gives it with
    used_count and last_used_at, the JSON shape {"entry": …}."""
    fact = _add(run, world, "session", "Deploys happen on Fridays")
    code, moved = run("memory", "move", fact, "--scope", "user")
    assert code == 0 and moved["entry"]["scope"] == "user"
    code, shown = run("memory", "show", fact)
    assert code == 0 and set(shown) == {"entry"}
    assert (shown["entry"]["used_count"], shown["entry"]["last_used_at"]) == (0, None)
    assert shown["entry"]["content"] == "Deploys happen on Fridays"
    history = run("memory", "history", fact)[1]["events"]
    assert (
        history[-1]["action"],
        history[-1]["before"]["scope"],
        history[-1]["after"]["scope"],
    ) == ("move", "session", "user")


def test_delete_restore_and_what_stays(run, world):
    """`memory delete` leaves a record without the words; `memory show` and `history` say it
    was deleted; `memory restore` brings a dismissed suggestion back to waiting."""
    run("memory", "dismiss", world["suggestion"])
    code, restored = run("memory", "restore", world["suggestion"])
    assert code == 0 and restored["entry"]["status"] == "suggested"
    fact = _add(run, world, "space", "Deploys happen on Fridays")
    code, gone = run("memory", "delete", fact)
    assert code == 0 and gone["deleted"] == int(fact)
    assert "content" not in gone["deletion"] and gone["deletion"]["kind"] == "fact"
    code, err = run("memory", "show", fact)
    assert (
        code == 1
        and err["error"]["code"] == "not_found"
        and "deleted for good" in err["error"]["message"]
    )
    code, history = run("memory", "history", fact)
    assert code == 0 and history["events"] == [] and history["deletion"]["entry_id"] == int(fact)
    code, err = run("memory", "delete", fact)
    assert code == 1 and err["error"]["code"] == "not_found"


def test_clear_a_scope_and_undo_it(run, world):
    """`memory clear` archives every saved entry of the scope; `memory undo` brings all back."""
    for text in ("Deploys happen on Fridays", "Staging is slow", "Prod is fast"):
        _add(run, world, "space", text)
    code, cleared = run("memory", "clear", "--session", world["session"], "--scope", "space")
    assert code == 0 and len(cleared["archived"]) == 3 and cleared["refused"] == []
    listed = run("memory", "list", "--session", world["session"], "--scope", "space")[1]
    assert listed["count"] == 0
    code, undone = run("memory", "undo")
    assert code == 0 and len(undone["undone"]) == 3 and "entry" in undone
    assert run("memory", "list", "--session", world["session"], "--scope", "space")[1]["count"] == 3


def test_keep_and_unused(run, world):
    """`memory unused` lists entries not used lately (none here: all are new); `memory keep`
    records a review."""
    fact = _add(run, world, "space", "Deploys happen on Fridays")
    code, unused = run("memory", "unused", "--session", world["session"], "--scope", "space")
    assert code == 0 and unused == {"days": 60, "unused": []}
    code, kept = run("memory", "keep", fact)
    assert code == 0 and kept["entry"]["version"] == 2


def test_agents_md_export_and_import_round_trip(run, world, tmp_path):
    """Export as AGENTS.md to a file, import it into another Session's scopes, export again:
    the same file."""
    _add(run, world, "space", "Create a branch for every task", kind="constraint")
    _add(run, world, "user", "Short answers", kind="preference")
    first = tmp_path / "AGENTS.md"
    code, written = run(
        "memory",
        "export",
        "--session",
        world["session"],
        "--format",
        "agents-md",
        "--output",
        str(first),
    )
    assert code == 0 and written["entries"] == 2
    text = first.read_text(encoding="utf-8")
    assert "- [constraint] Create a branch for every task" in text
    space = run("space", "create", "Elsewhere")[1]["id"]
    other = str(run("session", "create", "--space", str(space), "--title", "Sprint")[1]["id"])
    run(
        "memory",
        "delete",
        str(run("memory", "list", "--session", other, "--scope", "user")[1]["entries"][0]["id"]),
    )
    code, report = run("memory", "import", str(first), "--session", other, "--format", "agents-md")
    assert code == 0 and len(report["imported"]) == 2, report
    second = tmp_path / "again.md"
    run("memory", "export", "--session", other, "--format", "agents-md", "--output", str(second))
    assert second.read_text(encoding="utf-8").replace("Elsewhere", "Release work") == text


def test_agents_md_import_reports_refused_lines_and_bad_input_writes_nothing(run, world, tmp_path):
    """A line that breaks the rules is refused with its line number (the others imported); a
    file with no rules, or a missing file, fails with a stable code and writes nothing."""
    path = tmp_path / "AGENTS.md"
    path.write_text("## Space\n- Use pnpm\n- \u200b\n", encoding="utf-8")
    code, err = run(
        "memory", "import", str(path), "--session", world["session"], "--format", "agents-md"
    )
    assert code == 1 and err["error"]["code"] == "import_refused"
    before = run(
        "memory", "list", "--session", world["session"], "--scope", "space", "--status", "all"
    )[1]
    assert [e["content"] for e in before["entries"]] == ["Use pnpm"]
    path.write_text("# Nothing here\n", encoding="utf-8")
    code, err = run(
        "memory", "import", str(path), "--session", world["session"], "--format", "agents-md"
    )
    assert code == 1 and err["error"]["code"] == "invalid_input"
    code, err = run(
        "memory",
        "import",
        str(tmp_path / "missing.md"),
        "--session",
        world["session"],
        "--format",
        "agents-md",
    )
    assert code == 1 and err["error"]["code"] == "invalid_input"
    after = run(
        "memory", "list", "--session", world["session"], "--scope", "space", "--status", "all"
    )[1]
    assert after == before


def test_bad_input_writes_nothing(run, world):
    """A move to a scope that is not one, a stale version, an unknown id: refused, nothing written."""
    fact = _add(run, world, "space", "Deploys happen on Fridays")
    assert run("memory", "move", fact, "--scope", "galaxy")[0] == 2
    code, err = run("memory", "move", fact, "--scope", "user", "--version", "5")
    assert code == 1 and err["error"]["code"] == "version_conflict"
    code, err = run("memory", "delete", "999")
    assert code == 1 and err["error"]["code"] == "not_found"
    assert run("memory", "show", fact)[1]["entry"]["version"] == 1


def test_people_at_a_terminal_get_lines_not_json(run, world):
    """Without --json: show prints the entry line and its use; clear says how many it archived."""
    fact = _add(run, world, "space", "Deploys happen on Fridays")
    code, text = run("memory", "show", fact, as_json=False)
    assert code == 0 and "Deploys happen on Fridays" in text and "used in 0 replies" in text
    code, text = run(
        "memory", "clear", "--session", world["session"], "--scope", "space", as_json=False
    )
    assert code == 0 and "1 entry archived" in text
