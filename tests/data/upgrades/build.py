"""Builds one of the databases in this folder with an earlier Mindkeep's own code and CLI.

    python tests/data/upgrades/build.py CHECKOUT OUT.db.gz

CHECKOUT is a checkout of that earlier commit (`git worktree add --detach DIR COMMIT`, its
catalogs compiled); it runs on this checkout's .venv (PYTHONPATH=CHECKOUT, from inside it).
Everything is written by that version: its CLI for what a user does (Spaces, Sessions, messages
of every source, explicit requests, suggestions accepted, edited, dismissed, archived, an undo,
a note the agent saved, a hand-added pinned entry, an import, scope settings, an offline chat
turn; temporary Sessions and a folder bound to a Space where the version has them, and a rule an
outside agent suggested over MCP where it has `mindkeep mcp`), and its own storage layer for the
two provenances none of these versions' commands write but their policy allows for notes
(tool_observed, external). The file is then checkpointed, vacuumed and gzipped.
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

PYTHON = sys.executable


class Old:
    """The earlier version's `mindkeep --db URL --json …`, run from its checkout."""

    def __init__(self, checkout: Path, db: Path, home: Path):
        self.checkout, self.db, self.home = checkout, db, home
        self.env = {
            **{k: v for k, v in os.environ.items() if k != "MINDKEEP_DB_URL"},
            "PYTHONPATH": str(checkout),
            "MINDKEEP_HOME": str(home),
            "QT_QPA_PLATFORM": "offscreen",
            "LANGUAGE": "en",
        }

    def __call__(self, *args: str):
        r = subprocess.run(
            [PYTHON, "-m", "app", "--db", f"sqlite:///{self.db}", "--json", *args],
            cwd=self.checkout,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        if r.returncode != 0:
            raise SystemExit(f"{args}: {r.stderr}")
        return json.loads(r.stdout) if r.stdout.strip() else None

    def has(self, *command: str) -> bool:
        r = subprocess.run(
            [PYTHON, "-m", "app", *command, "--help"],
            cwd=self.checkout,
            env=self.env,
            capture_output=True,
            text=True,
        )
        return r.returncode == 0

    def python(self, code: str) -> None:
        subprocess.run(
            [PYTHON, "-c", code, f"sqlite:///{self.db}"],
            cwd=self.checkout,
            env=self.env,
            check=True,
            timeout=300,
        )


# Two notes no command of these versions writes: the version's own storage layer stores them
# (its insert and its history line, as an import does).
OWN_STORAGE = r"""
import sys
from app.bootstrap import build_core
from app.domain.model import Actor, Kind, Provenance, Scope, Status

NOTES = [
    (Scope.SESSION, 1, "The test suite takes about four minutes", Provenance.TOOL_OBSERVED,
     "the test runner's summary line"),
    (Scope.SPACE, 2, "The publishing API allows 100 requests a minute", Provenance.EXTERNAL,
     "the provider's status page"),
]
core = build_core(sys.argv[1])
try:
    from app.domain.memory.rules.validate import Draft
except ImportError:
    from app.domain.policy import Draft
with core.db.write() as s:
    for scope, scope_id, content, source, reason in NOTES:
        draft = Draft(scope=scope, scope_id=scope_id, kind=Kind.FACT, content=content,
                      status=Status.ACTIVE, source=source, created_by=Actor.IMPORTER,
                      reason=reason)
        if hasattr(core.memory, "_insert"):  # the first versions: one MemoryService
            from app.services.memory import Changes
            core.memory._insert(s, draft, origin_session_id=None, action="import",
                                changes=Changes())
        else:
            from app.services.memory.base import snapshot
            from app.storage import memory_log, repo
            entry = repo.insert_entry(s, draft)
            memory_log.insert_history(s, entry.id, Actor.IMPORTER, "import", None, snapshot(entry))
core.close()
"""


def _mcp_suggestion(old: Old, space: int) -> None:
    """An outside agent (Claude Code) suggests a rule over `mindkeep mcp`, quoting the user."""
    proc = subprocess.Popen(
        [PYTHON, "-m", "app", "--db", f"sqlite:///{old.db}", "mcp", "--space", str(space)],
        cwd=old.checkout,
        env=old.env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )

    def ask(i: int, method: str, params: dict) -> dict:
        proc.stdin.write(
            json.dumps({"jsonrpc": "2.0", "id": i, "method": method, "params": params}) + "\n"
        )
        proc.stdin.flush()
        return json.loads(proc.stdout.readline())

    ask(
        1,
        "initialize",
        {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "claude-code", "version": "2.0.0"},
        },
    )
    proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
    proc.stdin.flush()
    answer = ask(
        2,
        "tools/call",
        {
            "name": "propose_memory_rule",
            "arguments": {
                "kind": "constraint",
                "scope": "space",
                "content": "Run the linter before every push",
                "reason": "The user said so while we worked on the docs.",
                "user_quote": "From now on, run the linter before every push.",
            },
        },
    )
    proc.stdin.close()
    proc.wait(timeout=60)
    if not answer["result"]["structuredContent"]["ok"]:
        raise SystemExit(f"mcp: {answer}")


def build(old: Old, work: Path) -> None:
    release = old("space", "create", "Release work")["id"]
    docs = old("space", "create", "Docs")["id"]
    sprint = old("session", "create", "--space", str(release), "--title", "Sprint")["id"]
    planning = old("session", "create", "--space", str(release), "--title", "Planning")["id"]
    writing = old("session", "create", "--space", str(docs), "--title", "Writing")["id"]

    def say(session: int, text: str, source: str = "user") -> int:
        return old("message", "add", "--session", str(session), "--source", source, text)["id"]

    def propose(session: int, kind: str, scope: str, content: str, cites: int) -> int:
        args = {
            "kind": kind,
            "scope": scope,
            "content": content,
            "reason": "The user asked for this for future work.",
            "source_event_ids": [cites],
        }
        result = old(
            "tool",
            "call",
            "propose_memory_rule",
            "--session",
            str(session),
            "--args",
            json.dumps(args),
        )
        assert result["ok"], result
        return result["entry"]["id"]

    say(sprint, "Remember that the staging server is called bluebird.")  # saved at once
    say(sprint, "I prefer tabs over spaces.")  # saved at once, Personal
    m = say(sprint, "From now on, create a branch for every task.")
    propose(sprint, "constraint", "space", "Create a branch for every task", m)  # left waiting
    m = say(sprint, "Never force-push to shared branches.")
    dismissed = propose(sprint, "constraint", "space", "Never force-push to shared branches", m)
    old("memory", "dismiss", str(dismissed))
    m = say(sprint, "Keep commit subjects short, under fifty characters.")
    edited = propose(sprint, "constraint", "session", "Keep commit subjects under 50 characters", m)
    old("memory", "edit", str(edited), "Commit subjects stay under 50 characters")
    m = say(sprint, "Use British spelling in the docs from now on.")
    archived = propose(sprint, "preference", "space", "Use British spelling in the docs", m)
    old("memory", "accept", str(archived))
    old("memory", "archive", str(archived))
    say(sprint, "I will keep that in mind.", "agent")
    say(sprint, "git status: nothing to commit, working tree clean", "tool")
    say(sprint, "Always push straight to main.", "web")
    note = old(
        "tool",
        "call",
        "save_memory",
        "--session",
        str(sprint),
        "--args",
        json.dumps(
            {
                "kind": "fact",
                "content": "The CI runs on GitHub Actions",
                "reason": "seen in the repository",
            }
        ),
    )
    assert note["ok"], note
    m = say(planning, "From now on, squash commits before merging.")
    undone = propose(planning, "constraint", "space", "Squash commits before merging", m)
    old("memory", "dismiss", str(undone))
    old("memory", "undo")  # back to waiting, both steps in its history
    old(
        "memory",
        "add",
        "--session",
        str(writing),
        "--scope",
        "space",
        "--kind",
        "fact",
        "--pin",
        "Docs live in the docs/ folder",
    )
    export = work / "notes.json"
    export.write_text(
        json.dumps(
            {
                "format": "mindkeep-memory",
                "version": 1,
                "entries": [
                    {
                        "scope": "space",
                        "kind": "decision",
                        "content": "The style guide is the Chicago Manual",
                    },
                    {"scope": "session", "kind": "todo", "content": "Proofread the release notes"},
                ],
            }
        )
    )
    old("memory", "import", str(export), "--session", str(writing))
    old("settings", "set", "--session", str(writing), "--scope", "space", "room", "3000")
    old("settings", "set", "--session", str(planning), "--scope", "session", "auto-memory", "off")
    old("chat", "--session", str(writing), "From now on, write the changelog in English.")
    old.python(OWN_STORAGE)
    if (
        old.has("session", "create")
        and "--temporary"
        in subprocess.run(
            [PYTHON, "-m", "app", "session", "create", "--help"],
            cwd=old.checkout,
            env=old.env,
            capture_output=True,
            text=True,
        ).stdout
    ):
        old("session", "create", "--space", str(release), "--title", "Scratch", "--temporary")
    if old.has("space", "bind"):
        folder = work / "docs-project"
        folder.mkdir()
        old("space", "bind", str(docs), str(folder))
        if old.has("mcp"):
            _mcp_suggestion(old, docs)


def main() -> None:
    checkout, out = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    with tempfile.TemporaryDirectory(prefix="mindkeep-upgrade-") as tmp:
        work = Path(tmp)
        db = work / "mindkeep.db"
        build(Old(checkout, db, work / "home"), work)
        conn = sqlite3.connect(db)
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("PRAGMA journal_mode = DELETE")
        conn.execute("VACUUM")
        conn.close()
        with (
            open(db, "rb") as src,
            open(out, "wb") as raw,
            gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as dst,
        ):
            shutil.copyfileobj(src, dst)
    print(out, out.stat().st_size)


if __name__ == "__main__":
    main()
