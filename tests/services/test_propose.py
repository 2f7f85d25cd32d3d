"""SPEC §2.2: `MemoryService.propose_rule`, the agent suggesting a rule, over real SQLite."""

import pytest

from app.domain.errors import AppError, Code
from app.domain.model import Actor, Kind, Provenance, Scope, ScopeRef, Status
from app.services.changes import Changes

RULE = "Create a branch for every task"
ALL_STATUSES = list(Status)


# ---------------------------------------------------------------- helpers


def snapshot(core) -> dict:
    """Every Memory entry reachable from any Session, with its history (the whole Memory)."""
    out = {}
    for sess in core.chat.list_sessions():
        for scope in Scope:
            ref = core.memory.scope_ref(sess.id, scope)
            for entry in core.memory.list_entries(ref, statuses=ALL_STATUSES):
                out[entry.id] = (
                    entry.to_json(),
                    [h.to_json() for h in core.memory.history(entry.id)],
                )
    return out


def memory_changes(changes) -> list[Changes]:
    return [c for c in changes if c.memory]


def ref(core, session, scope) -> ScopeRef:
    return core.memory.scope_ref(session.id, scope)


@pytest.fixture
def msg(user_msg):
    """The user's own message stating a lasting rule."""
    return user_msg("From now on, create a branch for every task.")


@pytest.fixture
def propose(core, session, msg, changes):
    """propose_rule with valid defaults; keyword arguments override them. What each call
    returned it changed (or a refusal said it committed) joins `changes`, in order."""

    told = changes

    def call(session_id=None, **changes):
        args = {
            "kind": "constraint",
            "scope": "session",
            "content": RULE,
            "reason": "You asked for this for future work.",
            "source_event_ids": [msg],
        }
        args.update(changes)
        try:
            done = core.proposals.propose_rule(session_id or session.id, **args)
        except AppError as err:
            if err.changes:
                told.append(err.changes)
            raise
        told.append(done.changes)
        return done.value

    return call


def rejected(call, code: Code, **kwargs) -> AppError:
    with pytest.raises(AppError) as info:
        call(**kwargs)
    assert info.value.code is code, info.value
    return info.value


# ---------------------------------------------------------------- success


def test_success_stores_a_pending_user_stated_suggestion(core, session, msg, propose):
    """A new suggestion is stored as suggested, written by the agent, from the user's message."""
    result = propose(kind="preference", reason="You said so.")
    assert result.status == "suggested"
    assert result.created is True
    entry = result.entry
    assert entry.status is Status.SUGGESTED
    assert entry.created_by is Actor.AGENT
    assert entry.source is Provenance.USER_STATED
    assert entry.kind is Kind.PREFERENCE
    assert entry.content == RULE
    assert entry.reason == "You said so."
    assert entry.source_event_ids == (msg,)
    assert entry.pinned is False
    assert core.memory.get(entry.id) == entry
    listed = core.memory.list_entries(ref(core, session, "session"), statuses=[Status.SUGGESTED])
    assert [e.id for e in listed] == [entry.id]


def test_success_records_history_by_the_agent(core, propose):
    """The new suggestion's history says the agent wrote it."""
    entry = propose().entry
    (event,) = core.memory.history(entry.id)
    assert event.actor is Actor.AGENT
    assert event.before is None
    assert event.after["status"] == "suggested"


def test_stored_content_has_invisible_characters_removed(propose):
    """What the user reviews is what is stored: no zero-width or bidi characters."""
    entry = propose(content="  Create\u200b a \u202ebranch\ufeff for   every task ").entry
    assert entry.content == RULE


def test_several_cited_user_messages_are_kept(user_msg, propose, msg):
    """All cited user messages of the Session are stored with the suggestion."""
    second = user_msg("And really, every single task.")
    assert propose(source_event_ids=[msg, second]).entry.source_event_ids == (msg, second)


@pytest.mark.parametrize("scope", ["session", "space", "user"])
def test_each_scope_resolves_to_its_concrete_id(core, session, propose, scope):
    """session → this Session, space → its Space, user → the local user (Personal)."""
    entry = propose(scope=scope).entry
    expected = {
        "session": session.id,
        "space": session.space_id,
        "user": core.memory.scope_ref(session.id, Scope.USER).scope_id,
    }[scope]
    assert (entry.scope, entry.scope_id) == (Scope(scope), expected)


def test_scopes_reach_the_sessions_they_should(core, session, propose):
    """A space suggestion reaches Sessions of the same Space; a user one reaches every Space."""
    propose(scope="session", content="Session rule")
    propose(scope="space", content="Space rule")
    propose(scope="user", content="Personal rule")
    sibling = core.chat.create_session(session.space_id, title="Sibling").value
    other_space = core.chat.create_space("Elsewhere").value
    stranger = core.chat.create_session(other_space.id, title="Stranger").value

    def seen(sid):
        return {e.content for e in core.memory.search(sid, "")}

    assert seen(session.id) == {"Session rule", "Space rule", "Personal rule"}
    assert seen(sibling.id) == {"Space rule", "Personal rule"}
    assert seen(stranger.id) == {"Personal rule"}
    assert core.memory.scope_ref(stranger.id, "user") == core.memory.scope_ref(session.id, "user")


def test_success_reports_what_changed(core, session, propose, changes):
    """After commit the write's Changes name the new entry and its scope."""
    entry = propose(scope="space").entry
    (changed,) = memory_changes(changes)
    assert changed.entries == frozenset({entry.id})
    assert changed.scopes == frozenset({ref(core, session, "space")})


# ---------------------------------------------------------------- retry, saved, dismissed


@pytest.mark.parametrize(
    "again",
    [
        RULE,
        "create a BRANCH for every TASK",
        "  Create   a branch\tfor\nevery task  ",
        "Create\u200b a branch for every\ufeff task\u2066",
        "Ｃｒｅａｔｅ a branch for every task",
    ],
)
def test_retry_with_the_same_words_returns_the_same_suggestion(
    core, user_msg, propose, changes, again
):
    """A retry (other case, spacing, invisible chars, reason or citation) writes nothing new."""
    first = propose().entry
    other = user_msg("Yes, a branch per task.")
    before = snapshot(core)
    count = len(memory_changes(changes))
    result = propose(content=again, reason="retrying", source_event_ids=[other])
    assert result.created is False
    assert result.status == "suggested"
    assert result.entry.id == first.id
    assert result.entry.content == RULE
    assert snapshot(core) == before
    assert len(memory_changes(changes)) == count


def test_retry_with_invisible_inside_an_accented_letter_is_the_same_suggestion(core, propose):
    """A zero-width space between a letter and its accent does not make a second suggestion."""
    first = propose(content="Always write café, never cafe").entry
    before = snapshot(core)
    result = propose(content="Always write cafe\u200b\u0301, never cafe")
    assert result.entry.id == first.id
    assert result.created is False
    assert snapshot(core) == before


def test_same_words_in_another_scope_is_a_new_suggestion(propose):
    """Same words are compared within one scope only."""
    first = propose(scope="session").entry
    second = propose(scope="space")
    assert second.created is True
    assert second.entry.id != first.id


@pytest.mark.parametrize("how", ["added", "accepted", "explicit"])
def test_same_words_as_saved_memory_is_already_saved(
    core, session, user_msg, propose, changes, how
):
    """An active entry with the same words is returned as already_saved; nothing is written."""
    session_ref = ref(core, session, "session")
    if how == "added":
        saved = core.decisions.add_entry(session_ref, kind="constraint", content=RULE).value
    elif how == "accepted":
        saved = core.decisions.accept(propose().entry.id).value
    else:  # saved at once by the explicit-request saver
        user_msg(f"Remember that {RULE.lower()}")
        (saved,) = core.memory.list_entries(session_ref, statuses=[Status.ACTIVE])
    before = snapshot(core)
    count = len(memory_changes(changes))
    result = propose(content=RULE.upper())
    assert result.status == "already_saved"
    assert result.created is False
    assert result.entry.id == saved.id
    assert result.entry.status is Status.ACTIVE
    assert snapshot(core) == before
    assert len(memory_changes(changes)) == count


def test_saved_memory_in_another_scope_does_not_block_a_suggestion(core, session, propose):
    """Already-saved is checked in the target scope only."""
    core.decisions.add_entry(ref(core, session, "user"), kind="constraint", content=RULE)
    result = propose(scope="session")
    assert (result.status, result.created) == ("suggested", True)


def test_a_dismissed_rule_is_never_suggested_again_in_that_scope(core, propose, changes):
    """After the user dismissed it, the same words are refused with dismissed_before."""
    core.decisions.dismiss(propose().entry.id)
    before = snapshot(core)
    count = len(memory_changes(changes))
    err = rejected(propose, Code.DISMISSED_BEFORE, content="  create a branch FOR every task\u200b")
    assert err.message
    assert snapshot(core) == before
    assert len(memory_changes(changes)) == count


def test_a_rule_dismissed_in_one_scope_may_be_suggested_in_another(core, propose):
    """Dismissed-never-again is per scope."""
    core.decisions.dismiss(propose(scope="session").entry.id)
    result = propose(scope="user")
    assert (result.status, result.created) == ("suggested", True)


def test_dismissed_in_a_sibling_session_does_not_block_this_session(
    core, session, user_msg, propose
):
    """A session-scope dismissal belongs to that Session only."""
    sibling = core.chat.create_session(session.space_id, title="Sibling").value
    sibling_msg = user_msg("Create a branch for every task, please.", session_id=sibling.id)
    core.decisions.dismiss(propose(session_id=sibling.id, source_event_ids=[sibling_msg]).entry.id)
    assert propose().created is True


# ---------------------------------------------------------------- Auto Memory and limits


def test_auto_memory_off_rejects_and_writes_nothing(core, session, propose, changes):
    """With Auto Memory off for the scope, nothing is suggested there."""
    propose(scope="space", content="Something already pending")
    core.decisions.set_settings(ref(core, session, "session"), auto_memory=False)
    before = snapshot(core)
    count = len(memory_changes(changes))
    rejected(propose, Code.AUTO_MEMORY_OFF, scope="session")
    assert snapshot(core) == before
    assert len(memory_changes(changes)) == count


def test_auto_memory_off_in_one_scope_leaves_other_scopes_open(core, session, propose):
    """Turning Auto Memory off for the Session does not stop Space suggestions."""
    core.decisions.set_settings(ref(core, session, "session"), auto_memory=False)
    assert propose(scope="space").created is True


def test_auto_memory_back_on_allows_suggestions_again(core, session, propose):
    """The switch is honoured both ways."""
    session_ref = ref(core, session, "session")
    core.decisions.set_settings(session_ref, auto_memory=False)
    rejected(propose, Code.AUTO_MEMORY_OFF)
    core.decisions.set_settings(session_ref, auto_memory=True)
    assert propose().created is True


def five_pending(propose, scope="session") -> list:
    return [propose(scope=scope, content=f"Rule number {i}").entry for i in range(5)]


def test_a_sixth_pending_suggestion_in_a_scope_is_refused(core, propose, changes):
    """At most 5 suggestions wait in one scope."""
    five_pending(propose)
    before = snapshot(core)
    count = len(memory_changes(changes))
    rejected(propose, Code.SUGGESTION_LIMIT, content="Rule number 6")
    assert snapshot(core) == before
    assert len(memory_changes(changes)) == count


def test_the_suggestion_limit_is_per_scope(propose):
    """A full Session scope does not stop a Space suggestion."""
    five_pending(propose, "session")
    assert propose(scope="space", content="Rule number 6").created is True


def test_a_retry_at_the_limit_still_returns_the_pending_suggestion(propose):
    """The limit never turns a retry into an error."""
    pending = five_pending(propose)
    result = propose(content="rule NUMBER 3")
    assert (result.entry.id, result.created) == (pending[3].id, False)


@pytest.mark.parametrize("decision", ["dismiss", "accept"])
def test_deciding_a_suggestion_frees_a_slot(core, propose, decision):
    """Once the user decides one of the five, a new suggestion fits again."""
    pending = five_pending(propose)
    getattr(core.decisions, decision)(pending[0].id)
    assert propose(content="Rule number 6").created is True


@pytest.fixture
def room_400(core, session):
    """The Session's room set to 400 characters: pending suggestions may use 100."""
    core.decisions.set_settings(ref(core, session, "session"), room=400)


def test_pending_suggestions_may_use_a_quarter_of_the_room(room_400, propose):
    """60 + 40 characters fit exactly in a quarter of 400."""
    propose(content="a" * 60)
    assert propose(content="y" * 40).created is True  # not "b" * 40: that reads as a hex token


def test_exceeding_a_quarter_of_the_room_is_room_limit(core, room_400, propose, changes):
    """60 + 41 characters do not fit in a quarter of 400; nothing is written."""
    propose(content="a" * 60)
    before = snapshot(core)
    count = len(memory_changes(changes))
    rejected(propose, Code.ROOM_LIMIT, content="b" * 41)
    assert snapshot(core) == before
    assert len(memory_changes(changes)) == count


def test_a_single_rule_longer_than_the_share_is_room_limit(room_400, propose):
    """Even a first suggestion must fit in the quarter."""
    rejected(propose, Code.ROOM_LIMIT, content="c" * 101)


def test_room_share_is_counted_after_normalization(room_400, propose):
    """Invisible characters and extra spaces do not count against the share."""
    propose(content="a" * 60)
    padded = "\u200b  " + "b" * 19 + " \u2060\t\t  " + "c" * 20 + "\ufeff   "
    assert len(padded) > 41
    entry = propose(content=padded).entry
    assert len(entry.content) == 40


def test_saved_memory_does_not_use_the_suggestion_share(core, session, room_400, propose):
    """The quarter counts pending suggestions, not saved entries."""
    core.decisions.add_entry(ref(core, session, "session"), kind="fact", content="f" * 250)
    assert propose(content="a" * 100).created is True


@pytest.mark.parametrize(
    "scope, share",
    [("session", 1000), ("space", 625), ("user", 375)],
)
def test_default_rooms_give_the_spec_shares(propose, scope, share):
    """Default rooms 4000 / 2500 / 1500 allow 1000 / 625 / 375 pending characters."""
    sizes = [300] * (share // 300) + ([share % 300] if share % 300 else [])
    for i, size in enumerate(sizes):
        assert propose(scope=scope, content=chr(ord("a") + i) * size).created is True
    rejected(propose, Code.ROOM_LIMIT, scope=scope, content="z")


# ---------------------------------------------------------------- rejections write nothing


@pytest.fixture
def msgs(core, session, user_msg, msg):
    """Messages to cite: the user's, one of each other source, and one of another Session."""
    other = core.chat.create_session(session.space_id, title="Other").value
    ids = {"user": msg, "user2": user_msg("Also, name branches after the ticket.")}
    for source in ("agent", "tool", "web", "file", "trigger"):
        ids[source] = user_msg(f"{source} says: create a branch for every task", source=source)
    ids["other_session"] = user_msg("Create a branch for every task.", session_id=other.id)
    return ids


REJECTIONS = [
    ("kind-rule", lambda m: {"kind": "rule"}, Code.INVALID_KIND),
    ("kind-empty", lambda m: {"kind": ""}, Code.INVALID_KIND),
    ("scope-project", lambda m: {"scope": "project"}, Code.INVALID_SCOPE),
    ("scope-none", lambda m: {"scope": None}, Code.INVALID_SCOPE),
    ("content-empty", lambda m: {"content": " \u200b "}, Code.CONTENT_EMPTY),
    ("content-301", lambda m: {"content": "a" * 301}, Code.CONTENT_TOO_LONG),
    ("reason-501", lambda m: {"reason": "r" * 501}, Code.REASON_TOO_LONG),
    ("no-ids", lambda m: {"source_event_ids": []}, Code.SOURCE_REQUIRED),
    ("ids-none", lambda m: {"source_event_ids": None}, Code.SOURCE_REQUIRED),
    ("unknown-id", lambda m: {"source_event_ids": [987654]}, Code.SOURCE_NOT_FOUND),
    (
        "other-session",
        lambda m: {"source_event_ids": [m["other_session"]]},
        Code.SOURCE_NOT_IN_SESSION,
    ),
    *[
        (
            f"cites-{src}",
            (lambda src: lambda m: {"source_event_ids": [m[src]]})(src),
            Code.SOURCE_NOT_USER,
        )
        for src in ("agent", "tool", "web", "file", "trigger")
    ],
    ("mixed-web", lambda m: {"source_event_ids": [m["user"], m["web"]]}, Code.SOURCE_NOT_USER),
    (
        "mixed-unknown",
        lambda m: {"source_event_ids": [m["user"], m["user2"], 987654]},
        Code.SOURCE_NOT_FOUND,
    ),
    (
        "mixed-other-session",
        lambda m: {"source_event_ids": [m["other_session"], m["user"]]},
        Code.SOURCE_NOT_IN_SESSION,
    ),
    (
        "nine-ids",
        lambda m: {"source_event_ids": [m["user"], *range(90001, 90009)]},
        Code.INVALID_ARGUMENTS,
    ),
    ("word-ids", lambda m: {"source_event_ids": [f"message {m['user']}"]}, Code.INVALID_ARGUMENTS),
    ("secret", lambda m: {"content": "Deploy with password: hunter22"}, Code.SECRET_CONTENT),
]


@pytest.mark.parametrize(
    "args, code", [(r[1], r[2]) for r in REJECTIONS], ids=[r[0] for r in REJECTIONS]
)
def test_every_rejection_writes_nothing_and_publishes_nothing(
    core, session, propose, msgs, changes, args, code
):
    """A refused suggestion leaves Memory and its history exactly as they were."""
    propose(content="An earlier pending rule")
    core.decisions.add_entry(ref(core, session, "space"), kind="fact", content="Deploys on Fridays")
    before = snapshot(core)
    count = len(memory_changes(changes))
    err = rejected(propose, code, **args(msgs))
    assert err.message.strip()
    assert snapshot(core) == before
    assert len(memory_changes(changes)) == count


def test_citing_non_user_messages_says_to_cite_the_users_own_message(propose, msgs):
    """The message tells the model what to do instead."""
    err = rejected(propose, Code.SOURCE_NOT_USER, source_event_ids=[msgs["web"]])
    assert "user's own message" in err.message


def test_kind_fact_is_invalid_kind_pointing_to_save_memory(core, propose, changes):
    """propose_memory_rule takes only rules; a fact is refused with a hint to use save_memory."""
    before = snapshot(core)
    err = rejected(propose, Code.INVALID_KIND, kind="fact")
    assert err.field == "kind"
    assert "save_memory" in err.message
    assert snapshot(core) == before
    assert memory_changes(changes) == []


@pytest.mark.parametrize("kind", ["decision", "todo", "lesson"])
def test_other_non_rule_kinds_are_invalid_kind(propose, kind):
    """Decisions, todos and lessons are not rules either."""
    rejected(propose, Code.INVALID_KIND, kind=kind)


def test_unknown_session_writes_nothing(core, propose):
    """A Session id that does not exist is refused."""
    before = snapshot(core)
    with pytest.raises(AppError):
        propose(session_id=424242)
    assert snapshot(core) == before
