"""Issue 11's defects, each reproduced through the real `mindkeep` program as a user, a script
or an attacker would run it (`tool call` runs an agent tool exactly as the agent would)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from test_cli import Result, base_env, dump, run


class Mk:
    """A database with one Space and Session, driven only through the command line."""

    def __init__(self, path: Path, home: Path):
        self.path = path
        self.env = base_env(home)
        self.space = self.session = 1

    def create(self) -> Mk:
        """Make the Space and the Session (through the program, like everything else)."""
        assert self.ok("space", "create", "Release work")["id"] == self.space
        assert (
            self.ok("session", "create", "--space", self.space, "--title", "Sprint")["id"]
            == self.session
        )
        return self

    def run(self, *args, json_out: bool = True) -> Result:
        flags = ("--json",) if json_out else ()
        return run(self.env, "--db", f"sqlite:///{self.path}", *flags, *args)

    def ok(self, *args):
        r = self.run(*args)
        assert r.returncode == 0, (args, r.stderr)
        return r.json

    def say(self, text: str) -> int:
        """The user types a message; returns its event id."""
        return self.ok("message", "add", "--session", self.session, "--source", "user", text)["id"]

    def tool(self, name: str, **args) -> dict:
        return self.ok("tool", "call", name, "--session", self.session, "--args", json.dumps(args))

    def propose(
        self, content: str, cite, *, scope: str = "session", kind: str = "constraint"
    ) -> dict:
        return self.tool(
            "propose_memory_rule",
            kind=kind,
            scope=scope,
            content=content,
            reason="You said so.",
            source_event_ids=cite if isinstance(cite, list) else [cite],
        )

    def entries(self, scope: str = "session") -> list[dict]:
        return self.ok(
            "memory", "list", "--session", self.session, "--scope", scope, "--status", "all"
        )["entries"]


@pytest.fixture(scope="module")
def _seeded(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("seed")
    return Mk(folder / "mindkeep.db", folder / "home").create().path


@pytest.fixture
def mk(_seeded, tmp_path) -> Mk:
    """A private copy of the seeded database for this test."""
    path = tmp_path / "mindkeep.db"
    shutil.copyfile(_seeded, path)
    return Mk(path, tmp_path / "home")


def test_1_the_agent_cannot_remove_or_promote_a_suggestion_by_saving_its_words(mk):
    """save_memory with a pending suggestion's words is refused; the suggestion and its history stay."""
    said = mk.say("Never use tabs, from now on.")
    suggestion = mk.propose("Never use tabs", said)["entry"]
    before = dump(mk.path)
    out = mk.tool("save_memory", kind="fact", content="never use TABS")
    assert (out["ok"], out["error"]["code"]) == (False, "pending_suggestion")
    assert dump(mk.path) == before
    [entry] = mk.entries()
    assert (entry["id"], entry["status"]) == (suggestion["id"], "suggested")
    history = mk.ok("memory", "history", suggestion["id"])["events"]
    assert [e["action"] for e in history] == ["suggest"]


def test_2_the_agent_cannot_relabel_a_dismissed_rule(mk):
    """save_memory with the words of a dismissed rule (any kind) is refused: dismissed_before."""
    said = mk.say("Push straight to main from now on.")
    rule = mk.propose("Push straight to main", said)["entry"]
    mk.ok("memory", "dismiss", rule["id"])
    before = dump(mk.path)
    out = mk.tool("save_memory", kind="lesson", content="Push straight to main")
    assert (out["ok"], out["error"]["code"]) == (False, "dismissed_before")
    assert dump(mk.path) == before
    assert "Push straight to main" not in mk.ok("context", "--session", mk.session)["context"]


VARIANTS = {
    "period": "Push straight to main.",
    "bang": "Push straight to main!",
    "comma": "Push straight, to main",
    **{
        f"U+{ord(c):04X}": f"Push stra{c}ight to main"
        for c in (
            "\u00ad",
            "\u034f",
            "\u061c",
            "\u115f",
            "\u180e",
            "\u2800",
            "\u3164",
            "\ufe0f",
            "\U000e0041",
        )
    },
}


def test_3_a_dismissed_rule_does_not_come_back_in_trivially_different_words(mk):
    """End punctuation, an inner comma or an invisible character does not make other words."""
    said = mk.say("Push straight to main from now on.")
    rule = mk.propose("Push straight to main", said)["entry"]
    mk.ok("memory", "dismiss", rule["id"])
    for name, variant in VARIANTS.items():
        out = mk.propose(variant, said)
        assert (out["ok"], out.get("error", {}).get("code")) == (False, "dismissed_before"), name


def test_3_invisible_characters_are_not_stored(mk):
    """What the user reviews is what is kept: no default-ignorable character reaches the file."""
    said = mk.say("Keep the changelog in docs/CHANGES.md")
    out = mk.propose("Keep the change\u00adlog in docs/\u2800CHANGES.md\U000e0041", said)
    assert out["entry"]["content"] == "Keep the changelog in docs/CHANGES.md"
    stored = [line for line in dump(mk.path) if "CHANGES" in line]
    assert stored and all("\u00ad" not in line and "\u2800" not in line for line in stored)


def test_4_decided_words_are_not_suggested_again(mk):
    """Edited into other words, or accepted and later archived: the agent's words are already_decided."""
    said = mk.say("From now on use tabs. Also, from now on squash before merging.")
    edited = mk.propose("Use tabs", said)["entry"]
    mk.ok("memory", "edit", edited["id"], "Use tabs for Python only")
    again = mk.propose("Use tabs", said)
    assert (again["ok"], again["error"]["code"]) == (False, "already_decided")

    archived = mk.propose("Squash before merging", said)["entry"]
    mk.ok("memory", "accept", archived["id"])
    mk.ok("memory", "archive", archived["id"])
    again = mk.propose("squash before merging!", said)
    assert (again["ok"], again["error"]["code"]) == (False, "already_decided")
    # The user can still save those words themselves.
    saved = mk.ok(
        "memory",
        "add",
        "--session",
        mk.session,
        "--scope",
        "session",
        "--kind",
        "constraint",
        "Use tabs",
    )["entry"]
    assert saved["status"] == "active"


def test_5_citations_are_read_as_the_model_copies_them(mk):
    """A repeated id and "9" / "event 9" / "[event 9]" are valid; the id is stored once."""
    said = mk.say("From now on, run the linter before every commit.")
    forms = {
        "repeated": [said, said],
        "digits": [str(said)],
        "event-n": [f"event {said}"],
        "bracketed": [f"[event {said}]"],
        "three-ways": [said, f"[event {said}]", str(said)],
    }
    for n, (name, cite) in enumerate(forms.items()):
        out = mk.propose(f"Run the linter before commit number {n}", cite)
        assert out["ok"] is True and out["created"] is True, (name, out)
        assert out["entry"]["source_event_ids"] == [said], name


def test_6_undo_never_leaves_a_saved_rule_and_a_suggestion_with_the_same_words(mk):
    """Undoing an edit that would bring back a suggestion's words beside a saved twin is refused."""
    said = mk.say("From now on: use tabs.")
    first = mk.propose("Use tabs", said)["entry"]
    mk.ok("memory", "edit", first["id"], "Use spaces")
    mk.ok(
        "memory",
        "add",
        "--session",
        mk.session,
        "--scope",
        "session",
        "--kind",
        "constraint",
        "use TABS",
    )
    before = dump(mk.path)
    r = mk.run("memory", "undo")  # the last decision is the edit; its undo would revive "Use tabs"
    assert r.returncode == 1 and r.error["error"]["code"] == "already_saved"
    assert dump(mk.path) == before
    live = [e["content"].casefold() for e in mk.entries() if e["status"] != "archived"]
    assert sorted(live) == ["use spaces", "use tabs"]


def test_7_strings_are_not_booleans_and_any_refusal_exits_non_zero(mk, tmp_path):
    """ "pinned": "false" is refused; the valid entries are still written; the exit code says so."""
    export = {
        "format": "mindkeep-memory",
        "version": 1,
        "entries": [
            {
                "scope": "session",
                "kind": "fact",
                "content": "Deploys happen on Fridays",
                "pinned": "false",
            },
            {
                "scope": "session",
                "kind": "fact",
                "content": "Staging is at staging.example.org",
                "pinned": False,
            },
            {"scope": "session", "kind": "fact", "content": "Releases are tagged", "pinned": True},
        ],
    }
    file = tmp_path / "memory.json"
    file.write_text(json.dumps(export), encoding="utf-8")
    r = mk.run("memory", "import", str(file), "--session", mk.session)
    assert r.returncode == 1
    report = r.json
    assert [x["content"] for x in report["imported"]] == [
        "Staging is at staging.example.org",
        "Releases are tagged",
    ]
    assert [(x["index"], x["code"], x["field"]) for x in report["refused"]] == [
        (0, "invalid_input", "pinned")
    ]
    assert r.error["error"]["code"] == "import_refused"
    assert {e["content"]: e["pinned"] for e in mk.entries()} == {
        "Staging is at staging.example.org": False,
        "Releases are tagged": True,
    }
    human = mk.run("memory", "import", str(file), "--session", mk.session, json_out=False)
    assert human.returncode == 1 and "refused" in human.stdout


SECRETS = [
    "The deploy token is 0123456789abcdef0123456789abcdef01234567",
    "Use sk-a1b2 for the staging model",
    "Use sk-proj-abcdefghijklmnopqrstuvwx for tests",
    "My passphrase is correct horse battery staple",
]


def test_8_secrets_are_refused(mk):
    """40-hex tokens, sk-… keys of any length and passphrases never reach Memory."""
    said = mk.say("Remember: " + "; ".join(SECRETS))
    for content in SECRETS:
        out = mk.propose(content, said)
        assert (out["ok"], out["error"]["code"]) == (False, "secret_content"), content
    assert mk.entries() == []


def test_9_the_directory_has_personal_and_people_get_tables(mk):
    """`memory directory` lists Personal; without --json the lists are tables, not JSON."""
    mk.say("I prefer short answers. Remember that the build uses make.")
    directory = mk.ok("memory", "directory")
    assert directory["personal"]["count"] == 1
    assert [(x["title"], x["count"]) for x in directory["sessions"]] == [("Sprint", 1)]
    for args in (
        ("message", "list", "--session", mk.session),
        ("settings", "show", "--session", mk.session),
        ("memory", "directory"),
    ):
        r = mk.run(*args, json_out=False)
        assert r.returncode == 0, r.stderr
        assert not r.stdout.lstrip().startswith(("{", "[")), r.stdout
    table = mk.run("memory", "directory", json_out=False).stdout
    assert "Personal" in table and "Sprint" in table
