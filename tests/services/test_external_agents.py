"""The services for outside agents (SPEC §9): folders bound to Spaces, external Sessions, and
a relayed quote stored with its suggestion or not at all."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from app.domain.errors import AppError, Code
from app.domain.memory.taint import relayed_by
from app.domain.model import MessageSource, Provenance

AGENT = relayed_by("Claude Code")


def _propose(core, session_id, content="Use tabs", quote="From now on use tabs", **extra):
    return core.proposals.propose_rule(
        session_id,
        kind="preference",
        scope="space",
        content=content,
        reason="",
        source_event_ids=None,
        quote=quote,
        written_after=AGENT,
        **extra,
    ).value


def test_folders_are_bound_resolved_and_found_from_below(core, tmp_path):
    """A folder is stored absolute and resolved; a subfolder uses its nearest bound parent; a
    folder bound again moves to the new Space."""
    (tmp_path / "repo" / "src" / "deep").mkdir(parents=True)
    (tmp_path / "link").symlink_to(tmp_path / "repo")
    shop, other = core.chat.create_space("Shop").value, core.chat.create_space("Other").value
    bound = core.external.bind(shop.id, str(tmp_path / "link") + "/").value
    assert bound.path == str((tmp_path / "repo").resolve())
    assert core.external.space_for([str(tmp_path / "repo" / "src" / "deep")]).value[0].id == shop.id
    core.external.bind(other.id, tmp_path / "repo" / "src")
    assert (
        core.external.space_for([str(tmp_path / "repo" / "src" / "deep")]).value[0].id == other.id
    )
    core.external.bind(other.id, tmp_path / "repo")
    assert [f.space_id for f in core.external.folders()] == [other.id, other.id]


@pytest.mark.parametrize("folder", ["", "   ", "/no/such/folder", 5])
def test_binding_a_folder_that_is_not_one_writes_nothing(core, folder):
    """bind refuses what is not a folder on this computer, with invalid_input."""
    space = core.chat.create_space("Shop").value
    with pytest.raises(AppError) as refused:
        core.external.bind(space.id, folder)
    assert refused.value.code is Code.INVALID_INPUT
    assert core.external.folders() == []


def test_unbinding_what_is_not_bound_is_not_found(core, tmp_path):
    """unbind of a folder no Space has: not_found."""
    with pytest.raises(AppError) as refused:
        core.external.unbind(tmp_path)
    assert refused.value.code is Code.NOT_FOUND


def test_a_refused_or_retried_proposal_stores_no_quote(core):
    """The quote is stored only with a new suggestion: a retry, already_saved or a refusal
    leaves the external Session as it was."""
    space = core.chat.create_space("Shop").value
    session = core.external.open_session(space.id, "Claude Code", title="Claude Code · Dec 1").value
    first = _propose(core, session.id)
    assert first.created
    (quote,) = core.chat.messages(session.id)
    assert quote.source is MessageSource.RELAYED and quote.meta == {"relayed_by": "Claude Code"}
    assert not _propose(core, session.id, quote="again, use tabs").created
    with pytest.raises(AppError):
        _propose(core, session.id, content="x" * 301)
    core.decisions.accept(first.entry.id)
    assert core.memory.get(first.entry.id).source is Provenance.USER_CONFIRMED
    assert _propose(core, session.id).status == "already_saved"
    assert core.chat.messages(session.id) == [quote]


def test_a_quote_only_goes_to_an_outside_agents_session(core):
    """A quote in one of Mindkeep's own Sessions, or without an agent named, is refused."""
    space = core.chat.create_space("Shop").value
    own = core.chat.create_session(space.id, title="Mine").value
    with pytest.raises(AppError) as refused:
        _propose(core, own.id)
    assert refused.value.code is Code.POLICY_VIOLATION
    with pytest.raises(AppError) as refused:
        core.proposals.propose_rule(
            own.id, kind="preference", scope="space", content="Use tabs", reason="",
            source_event_ids=None, quote="use tabs",
        )  # fmt: skip
    assert refused.value.code is Code.POLICY_VIOLATION
    assert core.chat.messages(own.id) == []


def test_what_arrived_is_counted_per_agent(core):
    """arrived_since: waiting suggestions of outside agents after an entry id, per agent."""
    space = core.chat.create_space("Shop").value
    a = core.external.open_session(space.id, "Claude Code", title="a").value
    b = core.external.open_session(space.id, "Codex", title="b").value
    first = _propose(core, a.id).entry.id
    core.proposals.propose_rule(
        b.id, kind="preference", scope="space", content="Use uv", reason="",
        source_event_ids=None, quote="use uv", written_after=relayed_by("Codex"),
    )  # fmt: skip
    newest, counts = core.external.arrived_since(0)
    assert counts == {"Claude Code": 1, "Codex": 1} and newest > first
    assert core.external.arrived_since(newest) == (newest, {})
    core.decisions.dismiss(first)
    assert core.external.arrived_since(0)[1] == {"Codex": 1}


def test_one_external_session_per_client_and_folder_per_day(core, tmp_path):
    """session_of_day reuses the day's Session of a client in a folder; a new day, another
    folder or another client makes another (the one rule, for MCP connections and other agents'
    hooks); a folder inside one bound to the Space counts as the bound one."""
    space = core.chat.create_space("Shop").value
    a, b = tmp_path / "a", tmp_path / "b"
    (a / "src").mkdir(parents=True)
    core.external.bind(space.id, a)
    first = core.external.session_of_day(space.id, "Claude Code", folder=a).value
    again = core.external.session_of_day(space.id, "Claude Code", folder=a).value
    assert again == first
    assert core.external.session_of_day(space.id, "Claude Code", folder=a / "src").value == first
    assert core.external.session_of_day(space.id, "Claude Code", folder=b).value.id != first.id
    assert core.external.session_of_day(space.id, "Codex", folder=a).value.id != first.id
    tomorrow = datetime.now(UTC) + timedelta(days=1)
    later = core.external.session_of_day(space.id, "Claude Code", folder=a, now=tomorrow).value
    assert later.id != first.id
    assert len([s for s in core.chat.list_sessions(space.id) if s.external]) == 4
