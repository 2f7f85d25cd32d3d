"""Export keeps provenance; import goes through the same validation and reports each refusal."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from app.domain.errors import AppError
from app.domain.memory.formats import export_markdown
from app.domain.model import Actor, Provenance, Scope, Status


def _file(*entries) -> dict:
    return {"format": "mindkeep-memory", "version": 1, "entries": list(entries)}


def _all_entries(core, session_id) -> list:
    found = []
    for scope in Scope:
        ref = core.memory.scope_ref(session_id, scope)
        found += core.memory.list_entries(ref, statuses=list(Status))
    return found


@pytest.fixture
def other_core(tmp_path):
    """A second, fresh database on another file, with one Space and Session."""
    from app.bootstrap import build_core

    c = build_core(f"sqlite:///{tmp_path / 'other.db'}")
    space = c.chat.create_space("Elsewhere").value
    yield SimpleNamespace(
        memory=c.memory,
        transfer=c.transfer,
        chat=c.chat,
        session=c.chat.create_session(space.id, title="Imported here").value,
    )
    c.close()


@pytest.fixture
def memory(core, session, user_msg):
    """A Session with saved, archived, pinned, pending and dismissed Memory in all scopes."""
    mem = core.memory
    refs = {sc: mem.scope_ref(session.id, sc) for sc in Scope}
    rule = core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="space",
        content="Create a branch for every task",
        reason="The user asked for it for future work",
        source_event_ids=[user_msg()],
    ).value.entry
    accepted = core.decisions.accept(rule.id).value
    fact = core.chat.add_message(
        session.id, source="user", text="Remember that deploys happen on Fridays"
    ).value.saved[0]
    pref = core.decisions.add_entry(
        refs[Scope.USER], kind="preference", content="Short answers please", pinned=True
    ).value
    old = core.decisions.add_entry(
        refs[Scope.SESSION], kind="todo", content="Rotate the staging certificate"
    ).value
    archived = core.decisions.archive(old.id).value
    pending = core.proposals.propose_rule(
        session.id,
        kind="preference",
        scope="session",
        content="Use tabs for indentation",
        reason="",
        source_event_ids=[user_msg()],
    ).value.entry
    no = core.proposals.propose_rule(
        session.id,
        kind="preference",
        scope="session",
        content="Never write tests",
        reason="",
        source_event_ids=[user_msg()],
    ).value.entry
    dismissed = core.decisions.dismiss(no.id).value
    return {
        "accepted": accepted,
        "fact": fact,
        "pref": pref,
        "archived": archived,
        "pending": pending,
        "dismissed": dismissed,
    }


# ------------------------------------------------------------------ export


def test_export_has_saved_and_archived_entries_only(core, session, memory):
    """Export holds active and archived entries of the three scopes, not suggestions or dismissed."""
    data = core.transfer.export_entries(session.id)
    assert data["format"] == "mindkeep-memory" and data["version"] == 1
    ids = {e["id"] for e in data["entries"]}
    expected = {memory[k].id for k in ("accepted", "fact", "pref", "archived")}
    assert ids == expected


def test_export_keeps_provenance_and_history(core, session, memory):
    """Each exported entry keeps source, created_by, reason, kind, pinned, status and history."""
    data = core.transfer.export_entries(session.id)
    by_id = {e["id"]: e for e in data["entries"]}
    for key in ("accepted", "fact", "pref", "archived"):
        entry = memory[key]
        got = by_id[entry.id]
        assert got["source"] == entry.source.value
        assert got["created_by"] == entry.created_by.value
        assert got["reason"] == entry.reason
        assert got["kind"] == entry.kind.value
        assert got["pinned"] == entry.pinned
        assert got["status"] == entry.status.value
        assert got["scope"] == entry.scope.value
        assert got["content"] == entry.content
        assert [h["action"] for h in got["history"]] == [
            h.action for h in core.memory.history(entry.id)
        ]
    accepted = by_id[memory["accepted"].id]
    assert (accepted["source"], accepted["created_by"]) == ("user_stated", "agent")
    assert accepted["reason"] == "The user asked for it for future work"
    assert [(h["actor"], h["action"]) for h in accepted["history"]] == [
        ("agent", "suggest"),
        ("user", "accept"),
    ]
    assert by_id[memory["fact"].id]["created_by"] == "extractor"
    assert by_id[memory["pref"].id]["pinned"] is True
    assert by_id[memory["archived"].id]["status"] == "archived"


def test_export_is_plain_json(core, session, memory):
    """The export survives a JSON round trip unchanged."""
    data = core.transfer.export_entries(session.id)
    assert json.loads(json.dumps(data, ensure_ascii=False)) == data


def test_export_of_one_scope(core, session, memory):
    """Export can be limited to one scope."""
    data = core.transfer.export_entries(session.id, scopes=["user"])
    assert [e["id"] for e in data["entries"]] == [memory["pref"].id]


# ------------------------------------------------------------------ round trip


def test_round_trip_into_a_fresh_database(core, session, memory, other_core):
    """Export → import elsewhere brings every entry over as imported, by the importer."""
    data = json.loads(json.dumps(core.transfer.export_entries(session.id)))
    report = other_core.transfer.import_entries(other_core.session.id, data).value
    assert report.refused == ()
    assert len(report.imported) == len(data["entries"]) == 4
    mine = _all_entries(other_core, other_core.session.id)
    assert {e.id for e in mine} == {e.id for e in report.imported}
    for e in mine:
        assert e.source is Provenance.IMPORTED
        assert e.created_by is Actor.IMPORTER
        assert e.source_event_ids == ()
    src = {
        (e["scope"], e["kind"], e["content"], e["status"], e["pinned"], e["reason"])
        for e in data["entries"]
    }
    dst = {
        (e.scope.value, e.kind.value, e.content, e.status.value, e.pinned, e.reason) for e in mine
    }
    assert dst == src
    for e in mine:
        first = other_core.memory.history(e.id)[0]
        assert (first.actor, first.action) == (Actor.IMPORTER, "import")


def test_importing_the_same_file_twice_adds_nothing(core, session, memory, other_core):
    """A second import of the same export is refused entry by entry as already saved."""
    data = core.transfer.export_entries(session.id)
    other_core.transfer.import_entries(other_core.session.id, data)
    again = other_core.transfer.import_entries(other_core.session.id, data).value
    assert again.imported == ()
    assert [r["code"] for r in again.refused] == ["already_saved"] * 4
    assert [r["index"] for r in again.refused] == [0, 1, 2, 3]
    assert len(_all_entries(other_core, other_core.session.id)) == 4


def test_import_into_a_chosen_scope(core, session, memory, other_core):
    """Import can put every entry into one chosen scope."""
    data = core.transfer.export_entries(session.id)
    report = other_core.transfer.import_entries(other_core.session.id, data, scope="space").value
    assert {e.scope for e in report.imported} == {Scope.SPACE}
    space_id = other_core.chat.get_session(other_core.session.id).space_id
    assert {e.scope_id for e in report.imported} == {space_id}


# ------------------------------------------------------------------ refusals


def test_import_reports_each_refused_entry_with_index_and_code(core, session):
    """Secrets, empty/long content, bad kinds, suggestions, dismissed and duplicates are refused."""
    data = _file(
        {"scope": "session", "kind": "fact", "content": "Deploys happen on Fridays"},
        {
            "scope": "session",
            "kind": "fact",
            "content": "The api_key = sk-abcdefghijklmnopqrstuvwx",
        },
        {"scope": "session", "kind": "fact", "content": "  \u200b  "},
        {"scope": "session", "kind": "fact", "content": "y" * 301},
        {"scope": "session", "kind": "rule", "content": "Not a kind"},
        {"scope": "session", "kind": "constraint", "content": "Pending", "status": "suggested"},
        {"scope": "session", "kind": "constraint", "content": "Dismissed", "status": "dismissed"},
        {"scope": "session", "kind": "fact", "content": "DEPLOYS happen  on fridays"},
        "not an entry",
        {"scope": "galaxy", "kind": "fact", "content": "Somewhere else"},
        {"scope": "session", "kind": "fact", "content": "-----BEGIN RSA PRIVATE KEY----- abc"},
    )
    report = core.transfer.import_entries(session.id, data).value
    assert [e.content for e in report.imported] == ["Deploys happen on Fridays"]
    codes = {r["index"]: r["code"] for r in report.refused}
    assert codes == {
        1: "secret_content",
        2: "content_empty",
        3: "content_too_long",
        4: "invalid_kind",
        5: "policy_violation",
        6: "policy_violation",
        7: "already_saved",
        8: "invalid_input",
        9: "invalid_scope",
        10: "secret_content",
    }
    assert all(r["message"] for r in report.refused)
    assert [e.content for e in _all_entries(core, session.id)] == ["Deploys happen on Fridays"]


def test_import_refuses_what_does_not_fit_the_room(core, session):
    """Entries that would overflow the room are refused as room_full; the rest are imported."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    core.decisions.set_settings(ref, room=100)
    data = _file(
        *[
            {"scope": "session", "kind": "fact", "content": f"Fact {i} " + "w" * 38}
            for i in range(3)
        ]
    )
    report = core.transfer.import_entries(session.id, data).value
    assert len(report.imported) == 2
    assert [(r["index"], r["code"]) for r in report.refused] == [(2, "room_full")]
    assert core.memory.settings(ref).used <= 100


def test_importing_saved_words_decides_a_pending_suggestion(core, session, user_msg):
    """An imported saved entry decides a pending suggestion with the same words in that scope."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    s = core.proposals.propose_rule(
        session.id,
        kind="constraint",
        scope="session",
        content="Use tabs for indentation",
        reason="",
        source_event_ids=[user_msg()],
    ).value.entry
    report = core.transfer.import_entries(
        session.id,
        _file(
            {"scope": "session", "kind": "constraint", "content": "use TABS for indentation"},
        ),
    ).value
    assert len(report.imported) == 1
    assert core.memory.list_entries(ref, statuses=[Status.SUGGESTED]) == []
    assert core.memory.get(s.id).status is Status.ARCHIVED
    assert core.memory.history(s.id)[-1].action == "accept_by_saving"


def test_archived_entries_are_imported_without_using_room(core, session):
    """An archived entry is imported archived and does not count against the room."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    report = core.transfer.import_entries(
        session.id,
        _file(
            {"scope": "session", "kind": "lesson", "content": "Old lesson", "status": "archived"},
        ),
    ).value
    assert report.imported[0].status is Status.ARCHIVED
    assert core.memory.settings(ref).used == 0


@pytest.mark.parametrize(
    "data",
    [
        {"format": "something-else", "version": 1, "entries": []},
        {"version": 1, "entries": []},
        {
            "format": "mindkeep-memory",
            "version": 2,
            "entries": [{"scope": "session", "kind": "fact", "content": "From the future"}],
        },
        {
            "format": "mindkeep-memory",
            "entries": [{"scope": "session", "kind": "fact", "content": "No version"}],
        },
        {"format": "mindkeep-memory", "version": 1},
        {"format": "mindkeep-memory", "version": 1, "entries": {"0": {}}},
        [{"scope": "session", "kind": "fact", "content": "A bare list"}],
        "mindkeep-memory",
        None,
    ],
    ids=[
        "format",
        "no-format",
        "version",
        "no-version",
        "no-entries",
        "entries-not-list",
        "list",
        "string",
        "none",
    ],
)
def test_a_bad_file_is_refused_and_nothing_is_written(core, session, data):
    """A file that is not a version-1 Mindkeep export is refused as invalid_input; nothing changes."""
    with pytest.raises(AppError) as exc:
        core.transfer.import_entries(session.id, data)
    assert str(exc.value.code) == "invalid_input"
    assert _all_entries(core, session.id) == []
    assert exc.value.changes is None  # nothing committed to announce


def test_import_into_an_unknown_session_is_not_found(core):
    """Importing for a Session that does not exist is refused."""
    with pytest.raises(AppError) as exc:
        core.transfer.import_entries(
            999, _file({"scope": "session", "kind": "fact", "content": "x"})
        )
    assert str(exc.value.code) == "not_found"


# ------------------------------------------------------------------ Markdown


def test_markdown_export_is_readable_and_has_every_entry(core, session, memory):
    """The Markdown rendering lists every exported entry under its scope, with its label."""
    data = core.transfer.export_entries(session.id)
    md = export_markdown(data)
    assert md.startswith("# Mindkeep Memory")
    for heading in ("## Session", "## Space", "## Personal"):
        assert heading in md
    for e in data["entries"]:
        line = next(x for x in md.splitlines() if e["content"] in x)
        assert e["kind"] in line
    assert "(pinned)" in next(x for x in md.splitlines() if "Short answers please" in x)
    assert "(archived)" in next(x for x in md.splitlines() if "Rotate the staging" in x)
    assert "From your message" in md and "Confirmed by you" in md
    assert "Use tabs for indentation" not in md and "Never write tests" not in md
    assert "{" not in md and '"source"' not in md
