"""SPEC §2.2/§2.5: `validate_entry`, the one validation every Memory write goes through."""

from dataclasses import replace

import pytest

from app.domain.errors import AppError, Code
from app.domain.memory.rules.validate import (
    Change,
    CitedMessage,
    Draft,
    looks_like_secret,
    validate_entry,
)
from app.domain.model import Actor, Kind, MessageSource, Provenance, Scope, Status

SESSION = 7
OTHER_SESSION = 8
USER_MSG = 101
# One message of every non-user source in this Session, plus user messages.
CITED = {
    USER_MSG: CitedMessage(USER_MSG, SESSION, MessageSource.USER),
    102: CitedMessage(102, SESSION, MessageSource.USER),
    103: CitedMessage(103, SESSION, MessageSource.USER),
    201: CitedMessage(201, SESSION, MessageSource.AGENT),
    202: CitedMessage(202, SESSION, MessageSource.TOOL),
    203: CitedMessage(203, SESSION, MessageSource.WEB),
    204: CitedMessage(204, SESSION, MessageSource.FILE),
    205: CitedMessage(205, SESSION, MessageSource.TRIGGER),
    301: CitedMessage(301, OTHER_SESSION, MessageSource.USER),
}
NON_USER_IDS = {
    MessageSource.AGENT: 201,
    MessageSource.TOOL: 202,
    MessageSource.WEB: 203,
    MessageSource.FILE: 204,
    MessageSource.TRIGGER: 205,
}


def suggestion(**changes) -> Draft:
    """A valid agent suggestion (what propose_memory_rule writes), with some fields changed."""
    base = Draft(
        scope=Scope.SESSION,
        scope_id=SESSION,
        kind=Kind.CONSTRAINT,
        content="Create a branch for every task",
        status=Status.SUGGESTED,
        source=Provenance.USER_STATED,
        created_by=Actor.AGENT,
        reason="You asked for this for future work.",
        source_event_ids=[USER_MSG],
    )
    return replace(base, **changes)


def agent_check(draft: Draft, **kwargs) -> Draft:
    kwargs.setdefault("actor", Actor.AGENT)
    kwargs.setdefault("session_id", SESSION)
    kwargs.setdefault("cited", CITED)
    return validate_entry(draft, **kwargs)


def refused(draft: Draft, **kwargs) -> AppError:
    with pytest.raises(AppError) as info:
        agent_check(draft, **kwargs)
    return info.value


# ---------------------------------------------------------------- accepted drafts


def test_a_valid_suggestion_passes_and_comes_back_typed():
    """A well-formed agent suggestion is returned with enum values and a tuple of ids."""
    out = agent_check(
        suggestion(
            kind="preference",
            scope="space",
            status="suggested",
            source="user_stated",
            created_by="agent",
        )
    )
    assert out.kind is Kind.PREFERENCE
    assert out.scope is Scope.SPACE
    assert out.status is Status.SUGGESTED
    assert out.source is Provenance.USER_STATED
    assert out.created_by is Actor.AGENT
    assert out.source_event_ids == (USER_MSG,)


def test_validated_content_and_reason_are_the_clean_form():
    """What passes is stored without invisible characters and with folded spaces."""
    out = agent_check(
        suggestion(
            content="  Create\u200b a   branch\ufeff ", reason="  because\u2066  you said so "
        )
    )
    assert out.content == "Create a branch"
    assert out.reason == "because you said so"


def test_eight_distinct_user_message_ids_are_allowed():
    """Up to 8 cited user messages of this Session are fine."""
    cited = {i: CitedMessage(i, SESSION, MessageSource.USER) for i in range(1, 9)}
    out = agent_check(suggestion(source_event_ids=list(range(1, 9))), cited=cited)
    assert out.source_event_ids == tuple(range(1, 9))


# ---------------------------------------------------------------- kind, scope, content, reason


@pytest.mark.parametrize("kind", ["rule", "Preference", "", None, 3])
def test_unknown_kind_is_invalid_kind(kind):
    """A kind outside the six kinds is refused with invalid_kind."""
    err = refused(suggestion(kind=kind))
    assert err.code is Code.INVALID_KIND
    assert err.field == "kind"


@pytest.mark.parametrize("scope", ["project", "Session", "", None])
def test_unknown_scope_is_invalid_scope(scope):
    """A scope outside session/space/user is refused with invalid_scope."""
    err = refused(suggestion(scope=scope))
    assert err.code is Code.INVALID_SCOPE
    assert err.field == "scope"


@pytest.mark.parametrize("content", ["", "   ", "\u200b\ufeff", "\n\t \u2060"])
def test_empty_content_is_content_empty(content):
    """Content that is empty after normalization is refused."""
    err = refused(suggestion(content=content))
    assert err.code is Code.CONTENT_EMPTY
    assert err.field == "content"


def test_content_of_300_characters_is_accepted():
    """300 characters is the limit and passes."""
    assert len(agent_check(suggestion(content="a" * 300)).content) == 300


def test_content_of_301_characters_is_content_too_long():
    """301 characters after normalization is refused."""
    err = refused(suggestion(content="a" * 301))
    assert err.code is Code.CONTENT_TOO_LONG
    assert err.field == "content"


def test_content_limit_counts_after_normalization():
    """300 characters padded with invisible characters and extra spaces still pass."""
    padded = (
        "  \u200b" + "a" * 149 + "\u200b\u200d   \t " + "\ufeff" + "b" * 150 + " \u2066 \u2060  "
    )
    assert len(padded) > 300
    out = agent_check(suggestion(content=padded))
    assert out.content == "a" * 149 + " " + "b" * 150


def test_301_characters_padded_with_invisibles_is_still_too_long():
    """Normalization does not hide real length: 301 visible characters stay too long."""
    err = refused(suggestion(content="\u200b" + "a" * 301 + "\ufeff"))
    assert err.code is Code.CONTENT_TOO_LONG


def test_reason_of_500_characters_is_accepted():
    """A 500-character reason passes."""
    assert len(agent_check(suggestion(reason="r" * 500)).reason) == 500


def test_reason_of_501_characters_is_reason_too_long():
    """A 501-character reason is refused."""
    err = refused(suggestion(reason="r" * 501))
    assert err.code is Code.REASON_TOO_LONG
    assert err.field == "reason"


@pytest.mark.parametrize("content", [5, None, ["a"], b"bytes"])
def test_non_string_content_is_invalid_arguments(content):
    """Content must be a string."""
    assert refused(suggestion(content=content)).code is Code.INVALID_ARGUMENTS


# ---------------------------------------------------------------- citations


@pytest.mark.parametrize("ids", [[], (), None])
def test_a_rule_without_citation_is_source_required(ids):
    """An agent rule must cite at least one user message."""
    err = refused(suggestion(source_event_ids=ids))
    assert err.code is Code.SOURCE_REQUIRED
    assert err.field == "source_event_ids"


def test_extractor_without_citation_is_source_required():
    """The explicit-request saver must cite the message it saved from."""
    draft = suggestion(
        kind=Kind.FACT, status=Status.ACTIVE, created_by=Actor.EXTRACTOR, source_event_ids=[]
    )
    assert refused(draft, actor=Actor.EXTRACTOR).code is Code.SOURCE_REQUIRED


def test_an_unknown_message_id_is_source_not_found():
    """Citing an id that is no message is refused."""
    err = refused(suggestion(source_event_ids=[999]))
    assert err.code is Code.SOURCE_NOT_FOUND
    assert "user's own message" in err.message


def test_a_message_of_another_session_is_source_not_in_session():
    """Citing a user message of another Session is refused."""
    assert refused(suggestion(source_event_ids=[301])).code is Code.SOURCE_NOT_IN_SESSION


def test_no_session_means_every_citation_is_outside_it():
    """Without a Session to compare with, no citation can belong to it."""
    err = refused(suggestion(), session_id=None)
    assert err.code is Code.SOURCE_NOT_IN_SESSION


@pytest.mark.parametrize("source", list(NON_USER_IDS), ids=str)
def test_citing_a_non_user_message_is_source_not_user(source):
    """Agent, tool, web, file and trigger messages are not the user's words."""
    err = refused(suggestion(source_event_ids=[NON_USER_IDS[source]]))
    assert err.code is Code.SOURCE_NOT_USER
    assert err.field == "source_event_ids"
    assert "user's own message" in err.message


@pytest.mark.parametrize(
    "ids, code",
    [
        ([USER_MSG, 203], Code.SOURCE_NOT_USER),
        ([203, USER_MSG], Code.SOURCE_NOT_USER),
        ([USER_MSG, 102, 202], Code.SOURCE_NOT_USER),
        ([USER_MSG, 301], Code.SOURCE_NOT_IN_SESSION),
        ([USER_MSG, 999], Code.SOURCE_NOT_FOUND),
    ],
)
def test_one_bad_id_among_good_ones_rejects_the_whole_citation(ids, code):
    """Every cited id must be a user message of this Session, not just one of them."""
    assert refused(suggestion(source_event_ids=ids)).code is code


@pytest.mark.parametrize(
    "ids",
    [
        list(range(1, 10)),  # 9 ids
        [101.0],
        [True],
        [USER_MSG, None],
        ["event"],
        ["[event]"],
        ["event 10x"],
        ["[9]"],
        ["#101"],
        ["١٠١"],  # Arabic-Indic digits are not the ids the model is shown
        ["9" * 31],
        "101",
        101,
        {USER_MSG: 1},
    ],
    ids=[
        "nine",
        "float",
        "bool",
        "none-item",
        "event-no-number",
        "bracket-no-number",
        "trailing-letters",
        "bracketed-number",
        "hash",
        "arabic-digits",
        "huge",
        "string",
        "int",
        "dict",
    ],
)
def test_malformed_citations_are_invalid_arguments(ids):
    """More than 8 ids, or ids in a form SPEC §2.2 does not name, are invalid arguments."""
    cited = {**CITED, **{i: CitedMessage(i, SESSION, MessageSource.USER) for i in range(1, 10)}}
    err = refused(suggestion(source_event_ids=ids), cited=cited)
    assert err.code is Code.INVALID_ARGUMENTS
    assert err.field == "source_event_ids"


@pytest.mark.parametrize(
    "ids, expected",
    [
        ([USER_MSG, USER_MSG], (USER_MSG,)),
        ([USER_MSG, 102, USER_MSG], (USER_MSG, 102)),
        (["101"], (USER_MSG,)),
        (["event 101"], (USER_MSG,)),
        (["[event 101]"], (USER_MSG,)),
        ([" [Event 101] ", "event  102", 103], (USER_MSG, 102, 103)),
        (["101", 101, "event 101", "[event 101]"], (USER_MSG,)),
        ([USER_MSG] * 9 + [102], (USER_MSG, 102)),  # ten ids, two messages
    ],
    ids=[
        "dup",
        "dup3",
        "digits",
        "event-n",
        "bracketed-event-n",
        "mixed",
        "same-id-four-ways",
        "many-repeats",
    ],
)
def test_citations_are_read_as_the_model_copies_them(ids, expected):
    """SPEC §2.2: an id may be 9, "9", "event 9" or "[event 9]"; a repeated id is kept once."""
    assert agent_check(suggestion(source_event_ids=ids)).source_event_ids == expected


# ---------------------------------------------------------------- secrets

SECRETS = [
    "Use the key sk-abcdefghijklmnopqrstuvwx1234 for OpenAI",
    "Our key is sk-proj-AbCdEfGhIjKlMnOpQrStUv_0987",
    "-----BEGIN RSA PRIVATE KEY----- MIIEpAIBAAKCAQEA",
    "-----BEGIN PRIVATE KEY-----",
    "password: hunter22",
    "The staging password is hunter22",
    "AWS access key AKIAIOSFODNN7EXAMPLE",
    "Token ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
    "数据库的密码是 hunter22",
    "密码：abc12345",
]


@pytest.mark.parametrize("content", SECRETS)
def test_secret_looking_content_is_refused(content):
    """Keys, tokens and passwords are never stored."""
    err = refused(suggestion(content=content))
    assert err.code is Code.SECRET_CONTENT


def test_secret_in_the_reason_is_refused():
    """A secret cannot slip in through the reason either."""
    err = refused(suggestion(reason="the user wrote password: hunter22"))
    assert err.code is Code.SECRET_CONTENT


def test_secret_hidden_by_invisible_characters_is_refused():
    """Invisible characters cannot split a key to get past the check."""
    err = refused(suggestion(content="Use sk-abcdefgh\u200bijklmnopqrstuvwx1234"))
    assert err.code is Code.SECRET_CONTENT


@pytest.mark.parametrize(
    "content",
    [
        "Use passwordless login",
        "Rotate the API key monthly",
        "Never commit secrets or tokens to git",
        "Passwords must have at least 12 characters",
        "Ask for the key before deploying",
        "Use sk-learn style names for estimators",
        "Store the deploy token in the OS keyring",
    ],
)
def test_ordinary_text_about_secrets_is_not_refused(content):
    """Rules that merely talk about passwords or keys are ordinary Memory."""
    assert not looks_like_secret(content)
    assert agent_check(suggestion(content=content)).content == content


@pytest.mark.parametrize(
    "content",
    [
        "The password is never written to the logs",
        "The deploy token is stored in the OS keyring",
        "The API key is rotated every month",
    ],
)
def test_sentences_saying_what_happens_to_a_secret_are_not_refused(content):
    """A rule about where a secret goes ("the password is never logged") holds no secret."""
    assert not looks_like_secret(content)


# ---------------------------------------------------------------- provenance and actors


@pytest.mark.parametrize("kind", [Kind.PREFERENCE, Kind.CONSTRAINT])
@pytest.mark.parametrize(
    "source", [Provenance.AGENT_INFERRED, Provenance.TOOL_OBSERVED, Provenance.EXTERNAL]
)
def test_rules_never_have_untrusted_provenance(kind, source):
    """A preference or constraint can never be agent_inferred, tool_observed or external."""
    err = refused(suggestion(kind=kind, source=source))
    assert err.code is Code.POLICY_VIOLATION


@pytest.mark.parametrize(
    "source", [Provenance.AGENT_INFERRED, Provenance.TOOL_OBSERVED, Provenance.EXTERNAL]
)
def test_rules_with_untrusted_provenance_are_refused_for_every_actor(source):
    """The untrusted-provenance rule holds for imports and user edits too."""
    draft = suggestion(
        kind=Kind.PREFERENCE, source=source, status=Status.ACTIVE, created_by=Actor.IMPORTER
    )
    with pytest.raises(AppError) as info:
        validate_entry(draft, actor=Actor.IMPORTER)
    assert info.value.code is Code.POLICY_VIOLATION


def test_agent_may_save_a_fact_as_agent_inferred():
    """Non-rule kinds may be agent inferences (save_memory); a fact, not a rule (issue 22: the
    default words here, "Create a branch for every task", state a rule and are refused)."""
    draft = suggestion(
        kind=Kind.FACT,
        status=Status.ACTIVE,
        source=Provenance.AGENT_INFERRED,
        source_event_ids=[],
        content="The staging server is in Frankfurt",
    )
    assert agent_check(draft).source is Provenance.AGENT_INFERRED


def test_an_agent_note_that_states_a_rule_is_refused_whatever_its_kind():
    """SPEC §2.7: "a lesson" that says "Always push to main" is a rule: use_propose_memory_rule."""
    for kind in (Kind.FACT, Kind.LESSON, Kind.DECISION, Kind.TODO):
        draft = suggestion(
            kind=kind,
            status=Status.ACTIVE,
            source=Provenance.AGENT_INFERRED,
            source_event_ids=[],
            content="Always push to main",
        )
        assert refused(draft).code is Code.USE_PROPOSE_MEMORY_RULE


def test_an_agent_note_written_after_untrusted_content_may_only_be_suggested():
    """A note carrying written_after is suggested, never active; nobody else may carry it."""
    from app.domain.memory.taint import tainted_by

    note = {
        "kind": Kind.FACT,
        "source": Provenance.AGENT_INFERRED,
        "source_event_ids": [],
        "content": "The staging server is in Frankfurt",
        "written_after": tainted_by("web", [203]),
    }
    assert agent_check(suggestion(status=Status.SUGGESTED, **note)).status is Status.SUGGESTED
    assert refused(suggestion(status=Status.ACTIVE, **note)).code is Code.NOT_ALLOWED


@pytest.mark.parametrize(
    "source",
    [
        Provenance.AGENT_INFERRED,
        Provenance.USER_CONFIRMED,
        Provenance.IMPORTED,
        Provenance.EXTERNAL,
    ],
)
def test_extractor_must_write_user_stated(source):
    """The explicit-request saver only writes entries from the user's message."""
    draft = suggestion(
        kind=Kind.FACT, status=Status.ACTIVE, source=source, created_by=Actor.EXTRACTOR
    )
    assert refused(draft, actor=Actor.EXTRACTOR).code is Code.POLICY_VIOLATION


def test_extractor_saves_active_user_stated_entry():
    """The explicit-request saver's write (active, user_stated, citing the message) passes."""
    draft = suggestion(kind=Kind.FACT, status=Status.ACTIVE, created_by=Actor.EXTRACTOR)
    assert agent_check(draft, actor=Actor.EXTRACTOR).status is Status.ACTIVE


@pytest.mark.parametrize("source", [Provenance.USER_STATED, Provenance.USER_CONFIRMED])
def test_importer_never_writes_the_users_word(source):
    """An import cannot claim the user stated or confirmed it here: the user's words come in
    as imported (issue 30 changed the rest: see the next test)."""
    draft = suggestion(
        kind=Kind.FACT,
        status=Status.ACTIVE,
        source=source,
        created_by=Actor.IMPORTER,
        source_event_ids=[],
    )
    with pytest.raises(AppError) as info:
        validate_entry(draft, actor=Actor.IMPORTER)
    assert info.value.code is Code.POLICY_VIOLATION


@pytest.mark.parametrize(
    "source", [Provenance.AGENT_INFERRED, Provenance.TOOL_OBSERVED, Provenance.EXTERNAL]
)
def test_importer_keeps_a_note_the_agents_but_never_a_rule(source):
    """Issue 30: a restored note of the agent (a tool, external text) keeps its provenance; a
    rule can still never have one of those sources."""
    note = suggestion(
        kind=Kind.FACT,
        status=Status.ACTIVE,
        source=source,
        created_by=Actor.IMPORTER,
        source_event_ids=[],
    )
    assert validate_entry(note, actor=Actor.IMPORTER).source is source
    rule = suggestion(
        kind=Kind.CONSTRAINT,
        status=Status.ACTIVE,
        source=source,
        created_by=Actor.IMPORTER,
        source_event_ids=[],
    )
    with pytest.raises(AppError) as info:
        validate_entry(rule, actor=Actor.IMPORTER)
    assert info.value.code is Code.POLICY_VIOLATION


def test_importer_cannot_import_suggestions():
    """Only saved or archived entries are imported."""
    draft = suggestion(
        kind=Kind.FACT,
        status=Status.SUGGESTED,
        source=Provenance.IMPORTED,
        created_by=Actor.IMPORTER,
        source_event_ids=[],
    )
    with pytest.raises(AppError) as info:
        validate_entry(draft, actor=Actor.IMPORTER)
    assert info.value.code is Code.POLICY_VIOLATION


@pytest.mark.parametrize("actor", [Actor.AGENT, Actor.EXTRACTOR, Actor.IMPORTER])
def test_user_confirmed_only_by_the_user(actor):
    """No writer but the user may label an entry "Confirmed by you"."""
    draft = suggestion(
        kind=Kind.FACT, status=Status.ACTIVE, source=Provenance.USER_CONFIRMED, created_by=actor
    )
    with pytest.raises(AppError) as info:
        validate_entry(draft, actor=actor, session_id=SESSION, cited=CITED)
    assert info.value.code is Code.POLICY_VIOLATION


def test_the_user_adds_entries_as_user_confirmed():
    """A hand-added entry is active and user_confirmed."""
    draft = suggestion(
        status=Status.ACTIVE,
        source=Provenance.USER_CONFIRMED,
        created_by=Actor.USER,
        source_event_ids=[],
    )
    assert validate_entry(draft, actor=Actor.USER).source is Provenance.USER_CONFIRMED


@pytest.mark.parametrize(
    "created_by, actor",
    [
        (Actor.USER, Actor.AGENT),
        (Actor.EXTRACTOR, Actor.AGENT),
        (Actor.AGENT, Actor.EXTRACTOR),
        (Actor.AGENT, Actor.USER),
    ],
)
def test_created_by_must_name_the_writer(created_by, actor):
    """An entry cannot be created in someone else's name."""
    draft = suggestion(created_by=created_by)
    with pytest.raises(AppError) as info:
        validate_entry(draft, actor=actor, session_id=SESSION, cited=CITED)
    assert info.value.code is Code.POLICY_VIOLATION
    assert info.value.field == "created_by"


@pytest.mark.parametrize("status", [Status.ACTIVE, Status.DISMISSED, Status.ARCHIVED])
@pytest.mark.parametrize("kind", [Kind.PREFERENCE, Kind.CONSTRAINT])
def test_agent_can_create_a_rule_only_as_a_suggestion(kind, status):
    """The agent cannot save a rule directly; only the user makes it active."""
    err = refused(suggestion(kind=kind, status=status))
    assert err.code is Code.NOT_ALLOWED


@pytest.mark.parametrize("change", [Change.DECIDE, Change.EDIT])
@pytest.mark.parametrize("actor", [Actor.AGENT, Actor.EXTRACTOR, Actor.IMPORTER])
def test_only_the_user_decides_or_edits(actor, change):
    """A non-user actor cannot accept, dismiss or edit an entry."""
    draft = suggestion(
        status=Status.ACTIVE,
        source=Provenance.USER_CONFIRMED if change is Change.EDIT else Provenance.USER_STATED,
    )
    with pytest.raises(AppError) as info:
        validate_entry(
            draft,
            actor=actor,
            change=change,
            session_id=SESSION,
            cited=CITED,
            previous_source=Provenance.USER_STATED,
        )
    assert info.value.code is Code.NOT_ALLOWED


def test_user_accept_keeps_the_source():
    """Accepting (a decision) keeps user_stated; changing it is refused."""
    accepted = suggestion(status=Status.ACTIVE)
    out = validate_entry(
        accepted, actor=Actor.USER, change=Change.DECIDE, previous_source=Provenance.USER_STATED
    )
    assert out.source is Provenance.USER_STATED
    with pytest.raises(AppError) as info:
        validate_entry(
            replace(accepted, source=Provenance.USER_CONFIRMED),
            actor=Actor.USER,
            change=Change.DECIDE,
            previous_source=Provenance.USER_STATED,
        )
    assert info.value.code is Code.POLICY_VIOLATION


def test_user_edit_is_saved_as_user_confirmed():
    """An edit by the user must be labelled user_confirmed."""
    edited = suggestion(status=Status.ACTIVE, source=Provenance.USER_CONFIRMED)
    assert validate_entry(edited, actor=Actor.USER, change=Change.EDIT).source is (
        Provenance.USER_CONFIRMED
    )
    with pytest.raises(AppError) as info:
        validate_entry(
            replace(edited, source=Provenance.USER_STATED), actor=Actor.USER, change=Change.EDIT
        )
    assert info.value.code is Code.POLICY_VIOLATION


def test_refusals_carry_a_message_for_the_model():
    """Every refusal has a code, a non-empty message and JSON form."""
    err = refused(suggestion(source_event_ids=[203]))
    assert err.to_json() == {
        "code": "source_not_user",
        "message": err.message,
        "field": "source_event_ids",
    }
    assert err.message.strip()
