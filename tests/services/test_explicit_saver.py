"""SPEC §2.1: explicit "remember" / "I prefer" requests in user messages are saved at once."""

from __future__ import annotations

import pytest

from app.domain.model import Actor, Kind, MessageSource, Provenance, Scope, Status
from app.services.memory.base import Changes
from app.storage.repositories import conversation


def _say(core, session, text, source="user"):
    return core.chat.add_message(session.id, source=source, text=text).value


def _entries(core, session, scope, statuses=(Status.ACTIVE, Status.SUGGESTED)):
    return core.memory.list_entries(core.memory.scope_ref(session.id, scope), statuses=statuses)


def _everything(core, session):
    return [e for sc in Scope for e in _entries(core, session, sc, statuses=list(Status))]


def _rescan(core, message_id):
    """Run the saver again on an already stored message, as an upgrade or a retry might."""
    with core.db.write() as s:
        message = conversation.message_info(s, message_id)
        return core.proposals.save_explicit_in(s, message, Changes())


# ------------------------------------------------------------------ what is saved


def test_remember_saves_an_active_session_fact_citing_the_message(core, session):
    """ "Remember that …" saves a session fact, active, by the extractor, from the user's message."""
    added = _say(core, session, "Remember that the deploy is on Fridays.")
    assert len(added.saved) == 1
    entry = added.saved[0]
    assert entry.scope is Scope.SESSION and entry.scope_id == session.id
    assert entry.kind is Kind.FACT
    assert entry.status is Status.ACTIVE
    assert entry.created_by is Actor.EXTRACTOR
    assert entry.source is Provenance.USER_STATED
    assert entry.source_event_ids == (added.message.id,)
    assert "deploy is on Fridays" in entry.content
    assert not entry.content.lower().startswith("remember")
    assert _entries(core, session, Scope.SESSION) == [entry]
    history = core.memory.history(entry.id)
    assert [(h.actor, h.action) for h in history] == [(Actor.EXTRACTOR, "save")]


def test_saved_request_is_announced(core, session):
    """Saving from a message returns the Session scope's change with the message's."""
    done = core.chat.add_message(session.id, source="user", text="Remember that CI runs on Linux")
    added, changed = done.value, done.changes
    assert changed.memory and added.saved[0].id in changed.entries
    assert core.memory.scope_ref(session.id, Scope.SESSION) in changed.scopes
    assert added.message.id in changed.messages


@pytest.mark.parametrize(
    "text, words",
    [
        (
            "Please remember: run the tests before every release",
            "run the tests before every release",
        ),
        ("remember the staging server is slow", "staging server is slow"),
        ("Thanks for that. Remember that CI runs on Linux.", "CI runs on Linux"),
    ],
)
def test_remember_forms_at_the_start_of_a_sentence(core, session, text, words):
    """ "Remember"/"Please remember" count at the start of the message or of a sentence."""
    saved = _say(core, session, text).saved
    assert len(saved) == 1
    assert words.lower() in saved[0].content.lower()
    assert saved[0].scope is Scope.SESSION and saved[0].kind is Kind.FACT


def test_i_prefer_saves_a_personal_preference(core, session):
    """ "I prefer …" saves a preference in the user (Personal) scope."""
    added = _say(core, session, "I prefer tabs over spaces.")
    assert len(added.saved) == 1
    entry = added.saved[0]
    assert entry.scope is Scope.USER
    assert entry.scope_id == core.memory.scope_ref(session.id, Scope.USER).scope_id
    assert entry.kind is Kind.PREFERENCE
    assert entry.status is Status.ACTIVE
    assert entry.created_by is Actor.EXTRACTOR
    assert entry.source is Provenance.USER_STATED
    assert entry.source_event_ids == (added.message.id,)
    assert entry.content.lower() == "tabs over spaces"  # the preferred thing (issue 14)
    assert _entries(core, session, Scope.SESSION) == []


@pytest.mark.parametrize(
    "text, scope, kind, words",
    [
        ("记住：部署在周五。", Scope.SESSION, Kind.FACT, "部署在周五"),
        ("请记住发布前要跑测试", Scope.SESSION, Kind.FACT, "发布前要跑测试"),
        ("好的。记住，接口文档放在 docs 目录", Scope.SESSION, Kind.FACT, "接口文档放在 docs 目录"),
        ("我喜欢简短的回答", Scope.USER, Kind.PREFERENCE, "简短的回答"),
        ("我更喜欢用 pytest 写测试", Scope.USER, Kind.PREFERENCE, "pytest 写测试"),
    ],
)
def test_chinese_forms(core, session, text, scope, kind, words):
    """记住… / 请记住… save a session fact; 我喜欢… / 我更喜欢… save a personal preference."""
    saved = _say(core, session, text).saved
    assert len(saved) == 1
    assert (saved[0].scope, saved[0].kind, saved[0].status) == (scope, kind, Status.ACTIVE)
    assert words in saved[0].content
    assert not saved[0].content.startswith(("记住", "请记住"))


@pytest.mark.parametrize(
    "text, scope",
    [
        ("Merke dir, dass wir freitags deployen.", Scope.SESSION),
        ("Je préfère des réponses courtes.", Scope.USER),
        ("Запомни: деплой по пятницам.", Scope.SESSION),
    ],
    ids=["de-merke-dir", "fr-je-prefere", "ru-zapomni"],
)
def test_the_specs_other_language_examples(core, session, text, scope):
    """The forms SPEC §2.1 names for other UI languages are recognised too."""
    saved = _say(core, session, text).saved
    assert len(saved) == 1
    assert saved[0].scope is scope


def test_one_message_with_two_requests_saves_both(core, session):
    """A "remember" and an "I prefer" sentence in one message are both saved, each to its scope."""
    saved = _say(core, session, "Remember that the API is versioned. I prefer short answers.").saved
    assert {(e.scope, e.kind) for e in saved} == {
        (Scope.SESSION, Kind.FACT),
        (Scope.USER, Kind.PREFERENCE),
    }


def test_invisible_characters_are_not_stored(core, session):
    """What is saved is what the user reviews: invisible characters are removed."""
    saved = _say(core, session, "Remember that the\u200b build\u202e uses\ufeff Make").saved
    assert saved[0].content == "The build uses Make"


# ------------------------------------------------------------------ what is not saved


@pytest.mark.parametrize("source", ["agent", "tool", "web", "file", "trigger"])
def test_non_user_messages_save_nothing(core, session, source):
    """The same words from an agent, tool, web page, file or trigger save nothing."""
    for text in (
        "Remember that deploys happen on Fridays.",
        "I prefer tabs over spaces.",
        "记住：部署在周五",
    ):
        added = _say(core, session, text, source=source)
        assert added.saved == ()
        assert added.message.source is MessageSource(source)
    assert _everything(core, session) == []
    assert len(core.chat.messages(session.id)) == 3


@pytest.mark.parametrize(
    "text",
    [
        "Create hello.py in this project",
        "Can you fix the failing test?",
        "I will remember that for next time",
        "Do you remember the deploy day?",
        "From now on, create a branch for every task.",
    ],
)
def test_one_off_requests_and_other_messages_save_nothing(core, session, text):
    """Messages that are not an explicit request at a sentence start save nothing."""
    assert _say(core, session, text).saved == ()
    assert _everything(core, session) == []


@pytest.mark.parametrize(
    "text",
    [
        "Remember that my password is hunter2-xyz",
        "Remember the API key sk-abcdefghijklmnopqrstuvwxyz123",
        "记住：密码是 abc12345",
    ],
)
def test_a_secret_is_never_saved(core, session, text):
    """A "Remember" message holding a password or key saves nothing, but the message is kept."""
    added = _say(core, session, text)
    assert added.saved == ()
    assert _everything(core, session) == []
    assert core.chat.get_message(added.message.id).text == text


def test_auto_memory_off_for_the_session_saves_nothing_there(core, session):
    """With Auto Memory off for the Session, "Remember …" saves nothing; the message is stored."""
    core.decisions.set_settings(core.memory.scope_ref(session.id, Scope.SESSION), auto_memory=False)
    added = _say(core, session, "Remember that deploys happen on Fridays.")
    assert added.saved == ()
    assert _everything(core, session) == []
    assert [m.id for m in core.chat.messages(session.id)] == [added.message.id]


def test_auto_memory_off_only_affects_its_own_scope(core, session):
    """Session Auto Memory off still lets "I prefer …" save to Personal, and vice versa."""
    core.decisions.set_settings(core.memory.scope_ref(session.id, Scope.SESSION), auto_memory=False)
    assert [e.scope for e in _say(core, session, "I prefer short answers.").saved] == [Scope.USER]
    core.decisions.set_settings(core.memory.scope_ref(session.id, Scope.SESSION), auto_memory=True)
    core.decisions.set_settings(core.memory.scope_ref(session.id, Scope.USER), auto_memory=False)
    assert _say(core, session, "I prefer long answers.").saved == ()
    assert [e.scope for e in _say(core, session, "Remember that CI is slow").saved] == [
        Scope.SESSION
    ]


def test_same_words_already_saved_saves_nothing_new(core, session):
    """If an active entry with the same words exists in the scope, nothing new is saved."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    mine = core.decisions.add_entry(ref, kind="fact", content="deploys happen on fridays").value
    added = _say(core, session, "Remember that Deploys   happen on FRIDAYS")
    assert added.saved == ()
    assert _entries(core, session, Scope.SESSION) == [mine]
    again = _say(core, session, "I prefer tabs.")
    assert len(again.saved) == 1
    assert _say(core, session, "i prefer  TABS.").saved == ()
    assert len(_entries(core, session, Scope.USER)) == 1


def test_a_full_room_saves_nothing_and_keeps_the_message(core, session):
    """A request that does not fit the room is not saved (nor truncated); the message is kept."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    core.decisions.set_settings(ref, room=100)
    core.decisions.add_entry(ref, kind="fact", content="f" * 95)
    added = _say(core, session, "Remember that deploys happen on Fridays")
    assert added.saved == ()
    assert core.memory.settings(ref).used == 95
    assert core.chat.get_message(added.message.id).text.startswith("Remember")


# ------------------------------------------------------------------ examined once


def test_a_message_is_examined_only_once(core, session):
    """Running the saver again on a stored message saves nothing more."""
    added = _say(core, session, "Remember that deploys happen on Fridays")
    assert _rescan(core, added.message.id) == []
    assert _entries(core, session, Scope.SESSION) == list(added.saved)


def test_rescanning_never_changes_saved_memory(core, session):
    """After the user archives or rewords what was saved, a re-scan does not bring it back."""
    first = _say(core, session, "Remember that deploys happen on Fridays")
    second = _say(core, session, "Remember that CI runs on Linux")
    archived = core.decisions.archive(first.saved[0].id).value
    edited = core.decisions.edit(second.saved[0].id, "CI runs on Debian").value
    assert _rescan(core, first.message.id) == []
    assert _rescan(core, second.message.id) == []
    assert core.memory.get(archived.id) == archived
    assert core.memory.get(edited.id) == edited
    assert len(_everything(core, session)) == 2


def test_a_message_refused_once_is_not_saved_later(core, session):
    """A request skipped because Auto Memory was off is not saved when it is turned on again."""
    ref = core.memory.scope_ref(session.id, Scope.SESSION)
    core.decisions.set_settings(ref, auto_memory=False)
    added = _say(core, session, "Remember that deploys happen on Fridays")
    core.decisions.set_settings(ref, auto_memory=True)
    assert _rescan(core, added.message.id) == []
    assert _everything(core, session) == []


def test_a_message_without_a_request_is_also_examined_once(core, session):
    """Plain user messages are recorded as examined too (nothing to save, nothing later)."""
    added = _say(core, session, "Create hello.py in this project")
    with core.db.read() as s:
        assert conversation.is_examined(s, added.message.id)
        assert added.message.id not in _unexamined(s)


def _unexamined(s) -> list[int]:
    """User messages without a record that the explicit saver examined them."""
    from sqlalchemy import text

    return list(
        s.execute(
            text(
                "SELECT m.id FROM messages m LEFT JOIN examined_messages e ON e.message_id = m.id "
                "WHERE m.source = 'user' AND e.message_id IS NULL"
            )
        ).scalars()
    )
