"""SPEC §2.2, §2.3, §2.7: the agent's Memory tools, called exactly as the agent calls them."""

import json
import re

import pytest

from app.agent.tools import Safety, ToolContext
from app.domain.model import Scope, Status

ENTRY_FIELDS = {
    "id",
    "scope",
    "scope_id",
    "kind",
    "content",
    "status",
    "source",
    "created_by",
    "reason",
    "source_event_ids",
    "pinned",
    "version",
    "created_at",
    "updated_at",
    "written_after",
}
RULE = "Create a branch for every task"


# ---------------------------------------------------------------- helpers


def snapshot(core) -> dict:
    """Every Memory entry reachable from any Session, with its history (the whole Memory)."""
    out = {}
    for sess in core.chat.list_sessions():
        for scope in Scope:
            ref = core.memory.scope_ref(sess.id, scope)
            for entry in core.memory.list_entries(ref, statuses=list(Status)):
                out[entry.id] = (
                    entry.to_json(),
                    [h.to_json() for h in core.memory.history(entry.id)],
                )
    return out


@pytest.fixture
def msg(user_msg):
    return user_msg("From now on, create a branch for every task.")


@pytest.fixture
def call(core, session):
    """Run a tool in the test Session and check its result is plain JSON."""

    def run(name, args, session_id=None, on_written=None):
        ctx = ToolContext(
            session_id or session.id,
            core.memory,
            core.proposals,
            on_written=on_written,
        )
        result = core.tools.call(name, ctx, args)
        assert json.loads(json.dumps(result)) == result
        return result

    return run


@pytest.fixture
def propose_args(msg):
    def make(**changes):
        args = {
            "kind": "constraint",
            "scope": "session",
            "content": RULE,
            "reason": "You asked for this for future work.",
            "source_event_ids": [msg],
        }
        args.update(changes)
        return args

    return make


def assert_rejection(result: dict, code: str) -> dict:
    """The exact shape of a refused call."""
    assert set(result) == {"ok", "written", "error"}
    assert result["ok"] is False
    assert result["written"] is False
    error = result["error"]
    assert set(error) == {"code", "message", "field"}
    assert error["code"] == code, error
    assert isinstance(error["message"], str) and error["message"].strip()
    assert error["field"] is None or isinstance(error["field"], str)
    return error


@pytest.fixture
def unchanged(core, session, msg):
    """Seed some Memory, then check after the test that a rejection left it exactly as it was."""
    core.decisions.add_entry(
        core.memory.scope_ref(session.id, "space"), kind="fact", content="Deploys happen on Fridays"
    )
    core.proposals.propose_rule(
        session.id,
        kind="preference",
        scope="user",
        content="Short answers",
        reason="",
        source_event_ids=[msg],
    )
    before = snapshot(core)
    yield
    assert snapshot(core) == before


# ---------------------------------------------------------------- the registry


def test_registry_has_exactly_the_three_memory_tools(core):
    """The agent gets propose_memory_rule, search_memory and save_memory, nothing else."""
    assert sorted(core.tools.names()) == ["propose_memory_rule", "save_memory", "search_memory"]


@pytest.mark.parametrize(
    "name, safety",
    [
        ("propose_memory_rule", Safety.NO_APPROVAL),
        ("search_memory", Safety.READ_ONLY),
        ("save_memory", Safety.NO_APPROVAL),
    ],
)
def test_safety_classes(core, name, safety):
    """Suggesting never pauses the task; search only reads."""
    assert core.tools.get(name).safety == safety


def test_no_tool_can_decide_about_a_suggestion(core):
    """No tool name offers accept, edit, dismiss, remove, delete, promote or archive."""
    forbidden = ("accept", "edit", "dismiss", "remove", "delete", "promote", "archive")
    for name in core.tools.names():
        assert not any(word in name for word in forbidden), name


_JSON_TYPES = {"string", "integer", "number", "boolean", "array", "object", "null"}


def _check_schema(node: dict, path: str) -> None:
    assert isinstance(node, dict), path
    types = node.get("type")
    if isinstance(types, list):  # one of several JSON types: each a plain one, no enum or nesting
        assert types and all(t in _JSON_TYPES and t not in ("object", "array") for t in types), path
        assert "enum" not in node, path
        return
    assert types in _JSON_TYPES, path
    if "enum" in node:
        assert node["type"] == "string" and all(isinstance(v, str) for v in node["enum"]), path
    if node["type"] == "object":
        props = node.get("properties", {})
        assert isinstance(props, dict), path
        for key, sub in props.items():
            _check_schema(sub, f"{path}.{key}")
        required = node.get("required", [])
        assert isinstance(required, list) and set(required) <= set(props), path
    if node["type"] == "array" and "items" in node:
        _check_schema(node["items"], f"{path}[]")
    for key in ("description",):
        if key in node:
            assert isinstance(node[key], str) and node[key].strip(), path


def test_every_schema_is_a_valid_openai_function_tool(core):
    """Each schema is a chat-completions `tools` item whose parameters are a JSON-Schema object."""
    schemas = core.tools.schemas()
    assert len(schemas) == 3
    for schema in schemas:
        json.dumps(schema)
        assert set(schema) == {"type", "function"}
        assert schema["type"] == "function"
        fn = schema["function"]
        assert set(fn) == {"name", "description", "parameters"}
        assert re.fullmatch(r"[A-Za-z0-9_-]{1,64}", fn["name"])
        assert isinstance(fn["description"], str) and fn["description"].strip()
        assert fn["parameters"]["type"] == "object"
        _check_schema(fn["parameters"], fn["name"])


def test_schemas_state_the_contract_arguments(core):
    """The schemas list the SPEC arguments, kinds and scopes the model may use."""
    by_name = {s["function"]["name"]: s["function"]["parameters"] for s in core.tools.schemas()}
    propose = by_name["propose_memory_rule"]
    assert set(propose["properties"]) == {"kind", "scope", "content", "reason", "source_event_ids"}
    assert set(propose["required"]) == set(propose["properties"])
    assert propose["properties"]["kind"]["enum"] == ["preference", "constraint"]
    assert propose["properties"]["scope"]["enum"] == ["session", "space", "user"]
    # SPEC §2.2: ids as the model copies them: 9, "9", "event 9", "[event 9]".
    assert propose["properties"]["source_event_ids"]["items"] == {"type": ["integer", "string"]}
    save = by_name["save_memory"]
    assert set(save["properties"]) == {"kind", "content", "reason", "source_event_ids"}
    assert set(save["properties"]["kind"]["enum"]) == {"fact", "decision", "todo", "lesson"}
    assert set(by_name["search_memory"]["properties"]) == {"query"}


# ---------------------------------------------------------------- propose_memory_rule


def test_propose_success_has_the_exact_result_shape(call, propose_args, msg):
    """Success is {"ok", "status", "created", "entry"} with the entry's 15 fields (written_after among them)."""
    result = call("propose_memory_rule", propose_args())
    assert set(result) == {"ok", "status", "created", "entry"}
    assert result["ok"] is True
    assert result["status"] == "suggested"
    assert result["created"] is True
    entry = result["entry"]
    assert set(entry) == ENTRY_FIELDS
    assert entry["status"] == "suggested"
    assert entry["created_by"] == "agent"
    assert entry["source"] == "user_stated"
    assert entry["kind"] == "constraint"
    assert entry["scope"] == "session"
    assert entry["content"] == RULE
    assert entry["source_event_ids"] == [msg]
    assert entry["pinned"] is False
    assert isinstance(entry["id"], int) and isinstance(entry["version"], int)


def test_propose_retry_returns_the_same_entry_not_created(core, call, propose_args):
    """Calling again with the same words returns the first suggestion, created false."""
    first = call("propose_memory_rule", propose_args())
    before = snapshot(core)
    again = call("propose_memory_rule", propose_args(content="  create a BRANCH for every task"))
    assert again["ok"] is True
    assert (again["status"], again["created"]) == ("suggested", False)
    assert again["entry"] == first["entry"]
    assert snapshot(core) == before


def test_propose_same_words_as_saved_is_already_saved(core, session, call, propose_args):
    """An active entry with the same words comes back as already_saved."""
    saved = core.decisions.add_entry(
        core.memory.scope_ref(session.id, "session"), kind="constraint", content=RULE
    ).value
    before = snapshot(core)
    result = call("propose_memory_rule", propose_args())
    assert set(result) == {"ok", "status", "created", "entry"}
    assert (result["ok"], result["status"], result["created"]) == (True, "already_saved", False)
    assert result["entry"]["id"] == saved.id
    assert result["entry"]["status"] == "active"
    assert snapshot(core) == before


def test_propose_reports_what_it_changed(call, propose_args):
    """The tool's write says its Changes to whoever runs the call (the turn, which announces
    them), and what it stored; a retry that writes nothing says nothing changed."""
    heard = []
    result = call("propose_memory_rule", propose_args(), on_written=heard.append)
    assert [d.changes.entries for d in heard] == [frozenset({result["entry"]["id"]})]
    assert heard[0].value.entry.id == result["entry"]["id"]
    call("propose_memory_rule", propose_args(), on_written=heard.append)
    assert len(heard) == 2 and not heard[1].changes


BAD_ARGS = [
    ("list", lambda a: [a]),
    ("string", lambda a: json.dumps(a)),
    ("none", lambda a: None),
    ("int", lambda a: 5),
    ("unknown-field", lambda a: {**a, "status": "active"}),
    ("unknown-field-pinned", lambda a: {**a, "pinned": True}),
    ("content-int", lambda a: {**a, "content": 5}),
    ("content-list", lambda a: {**a, "content": [RULE]}),
    ("reason-int", lambda a: {**a, "reason": 1}),
    ("reason-null", lambda a: {**a, "reason": None}),
    ("kind-int", lambda a: {**a, "kind": 1}),
    ("ids-string", lambda a: {**a, "source_event_ids": "3"}),
    ("ids-int", lambda a: {**a, "source_event_ids": 3}),
    ("ids-bool", lambda a: {**a, "source_event_ids": [True]}),
    ("ids-word-item", lambda a: {**a, "source_event_ids": ["message 3"]}),
    ("ids-float", lambda a: {**a, "source_event_ids": [3.0]}),
    ("ids-null", lambda a: {**a, "source_event_ids": None}),
    ("missing-kind", lambda a: {k: v for k, v in a.items() if k != "kind"}),
    ("missing-scope", lambda a: {k: v for k, v in a.items() if k != "scope"}),
    ("missing-content", lambda a: {k: v for k, v in a.items() if k != "content"}),
    ("missing-reason", lambda a: {k: v for k, v in a.items() if k != "reason"}),
    (
        "nine-ids",
        lambda a: {**a, "source_event_ids": a["source_event_ids"] + list(range(70001, 70009))},
    ),
]


@pytest.mark.parametrize("make", [b[1] for b in BAD_ARGS], ids=[b[0] for b in BAD_ARGS])
def test_propose_argument_errors_are_invalid_arguments(call, propose_args, unchanged, make):
    """Malformed arguments are refused with invalid_arguments and nothing is written."""
    assert_rejection(call("propose_memory_rule", make(propose_args())), "invalid_arguments")


def test_propose_unknown_field_names_the_field(call, propose_args, unchanged):
    """The error points at the unknown argument."""
    error = assert_rejection(
        call("propose_memory_rule", {**propose_args(), "status": "active"}), "invalid_arguments"
    )
    assert error["field"] == "status"


def test_propose_missing_source_event_ids_is_source_required(call, propose_args, unchanged):
    """Leaving out the citation is source_required, telling the model to cite the user."""
    args = propose_args()
    del args["source_event_ids"]
    error = assert_rejection(call("propose_memory_rule", args), "source_required")
    assert error["field"] == "source_event_ids"


@pytest.fixture
def other_msgs(core, session, user_msg):
    """One message of each non-user source in this Session, and a user message elsewhere."""
    ids = {
        src: user_msg(f"{src}: always create a branch for every task", source=src)
        for src in ("agent", "tool", "web", "file", "trigger")
    }
    other = core.chat.create_session(session.space_id, title="Other").value
    ids["other_session"] = user_msg("Create a branch for every task.", session_id=other.id)
    return ids


POLICY_REJECTIONS = [
    ("empty-ids", lambda a, m: {**a, "source_event_ids": []}, "source_required"),
    ("unknown-id", lambda a, m: {**a, "source_event_ids": [55555]}, "source_not_found"),
    (
        "other-session",
        lambda a, m: {**a, "source_event_ids": [m["other_session"]]},
        "source_not_in_session",
    ),
    *[
        (
            f"cites-{src}",
            (lambda src: lambda a, m: {**a, "source_event_ids": [m[src]]})(src),
            "source_not_user",
        )
        for src in ("agent", "tool", "web", "file", "trigger")
    ],
    (
        "mixed",
        lambda a, m: {**a, "source_event_ids": a["source_event_ids"] + [m["tool"]]},
        "source_not_user",
    ),
    ("kind-rule", lambda a, m: {**a, "kind": "rule"}, "invalid_kind"),
    ("scope-project", lambda a, m: {**a, "scope": "project"}, "invalid_scope"),
    ("content-empty", lambda a, m: {**a, "content": "\u200b  "}, "content_empty"),
    ("content-301", lambda a, m: {**a, "content": "x" * 301}, "content_too_long"),
    ("reason-501", lambda a, m: {**a, "reason": "x" * 501}, "reason_too_long"),
    (
        "secret",
        lambda a, m: {**a, "content": "Use sk-abcdefghijklmnopqrstuvwxyz123456"},
        "secret_content",
    ),
]


@pytest.mark.parametrize(
    "make, code", [(r[1], r[2]) for r in POLICY_REJECTIONS], ids=[r[0] for r in POLICY_REJECTIONS]
)
def test_propose_policy_rejections(call, propose_args, other_msgs, unchanged, make, code):
    """Each SPEC §2.2 refusal has its code, the exact rejection shape, and writes nothing."""
    assert_rejection(call("propose_memory_rule", make(propose_args(), other_msgs)), code)


def test_propose_with_auto_memory_off_is_refused(core, session, call, propose_args):
    """Auto Memory off for the scope: auto_memory_off, nothing written."""
    core.decisions.set_settings(core.memory.scope_ref(session.id, "space"), auto_memory=False)
    before = snapshot(core)
    assert_rejection(call("propose_memory_rule", propose_args(scope="space")), "auto_memory_off")
    assert snapshot(core) == before


def test_propose_after_dismissal_is_dismissed_before(core, call, propose_args):
    """A dismissed rule is refused with dismissed_before."""
    entry = call("propose_memory_rule", propose_args())["entry"]
    core.decisions.dismiss(entry["id"])
    before = snapshot(core)
    assert_rejection(call("propose_memory_rule", propose_args()), "dismissed_before")
    assert snapshot(core) == before


def test_unknown_tool_is_invalid_arguments(core, call, unchanged):
    """A tool name that does not exist is refused, with the rejection shape."""
    for name in ("accept_memory", "delete_memory", "", "Propose_Memory_Rule"):
        assert_rejection(call(name, {}), "invalid_arguments")


# ---------------------------------------------------------------- search_memory


def test_search_marks_suggestions_pending_with_a_note(core, session, call, propose_args):
    """The agent sees its suggestion as pending, with a note that it awaits the user."""
    core.decisions.add_entry(
        core.memory.scope_ref(session.id, "session"),
        kind="fact",
        content="Deploys happen on Fridays",
    )
    call("propose_memory_rule", propose_args(scope="user"))
    result = call("search_memory", {"query": ""})
    assert set(result) == {"ok", "count", "entries"}
    assert result["ok"] is True
    assert result["count"] == len(result["entries"]) == 2
    saved, pending = result["entries"]
    assert saved["status"] == "active"
    assert "note" not in saved
    assert set(saved) >= ENTRY_FIELDS
    assert pending["content"] == RULE
    assert pending["status"] == "pending"
    assert "await" in pending["note"].lower() and "user" in pending["note"].lower()
    assert set(pending) == ENTRY_FIELDS | {"note"}


def test_search_never_changes_memory(core, call, unchanged):
    """search_memory is read-only."""
    call("search_memory", {"query": "fridays"})


def test_search_filters_by_query(core, session, call):
    """Only entries with the query's words are returned."""
    ref = core.memory.scope_ref(session.id, "session")
    core.decisions.add_entry(ref, kind="fact", content="Deploys happen on Fridays")
    core.decisions.add_entry(ref, kind="fact", content="Tests run with pytest")
    result = call("search_memory", {"query": "PYTEST"})
    assert [e["content"] for e in result["entries"]] == ["Tests run with pytest"]


@pytest.mark.parametrize(
    "args",
    [{}, {"query": 5}, {"query": None}, {"query": "x", "scope": "user"}, ["x"], "x"],
    ids=["missing", "int", "null", "unknown-field", "list", "string"],
)
def test_search_argument_errors(call, unchanged, args):
    """Malformed search arguments are invalid_arguments."""
    assert_rejection(call("search_memory", args), "invalid_arguments")


# ---------------------------------------------------------------- save_memory


@pytest.mark.parametrize("kind", ["fact", "decision", "todo", "lesson"])
def test_save_memory_saves_an_agent_inference_in_the_session(core, session, call, kind):
    """Without a citation, a note is saved active in this Session as agent_inferred."""
    result = call(
        "save_memory",
        {"kind": kind, "content": f"A {kind} about the build", "reason": "noticed while working"},
    )
    assert set(result) == {"ok", "status", "created", "entry"}
    assert result["ok"] is True and result["created"] is True
    entry = result["entry"]
    assert set(entry) == ENTRY_FIELDS
    assert (entry["scope"], entry["scope_id"]) == ("session", session.id)
    assert (entry["kind"], entry["status"]) == (kind, "active")
    assert (entry["source"], entry["created_by"]) == ("agent_inferred", "agent")
    assert entry["source_event_ids"] == []
    assert core.memory.get(entry["id"]).status is Status.ACTIVE


def test_save_memory_citing_a_user_message_is_user_stated(call, user_msg):
    """A note whose words the cited user message holds is "From your message" (the lead-in
    may go)."""
    said = user_msg("Remember that the release goes out on Friday.")
    entry = call(
        "save_memory",
        {
            "kind": "decision",
            "content": "The release goes out on Friday",
            "source_event_ids": [said],
        },
    )["entry"]
    assert entry["source"] == "user_stated"
    assert entry["source_event_ids"] == [said]


def test_save_memory_citing_a_message_without_its_words_is_agent_inferred(call, user_msg):
    """Provenance is earned (SPEC §2.7): citing an unrelated user message does not make the
    agent's words the user's."""
    said = user_msg("hello, summarise the page")
    entry = call(
        "save_memory",
        {
            "kind": "decision",
            "content": "The release goes out on Friday",
            "source_event_ids": [said],
        },
    )["entry"]
    assert entry["source"] == "agent_inferred"
    assert entry["source_event_ids"] == [said]


@pytest.mark.parametrize(
    "said, words",
    [
        ("Is it true that the release goes out on Friday?", "The release goes out on Friday"),
        ("It's not true that the release goes out on Friday.", "the release goes out on Friday"),
        ("Bob says the release goes out on Friday.", "the release goes out on Friday"),
        (
            'The wiki says "the release goes out on Friday". Still right?',
            "the release goes out on Friday",
        ),
        (
            "Summarise this email:\n\nFrom: Dana\nSubject: Plan\n\nThe release goes out on Friday.",
            "The release goes out on Friday",
        ),
        ("The release goes out on Friday. No, wait, forget it.", "The release goes out on Friday"),
        ("发布是在周五吗？", "发布是在周五"),
        ("老王说发布是在周五。", "发布是在周五"),
        ("Stimmt es, dass das Release am Freitag rausgeht?", "das Release am Freitag rausgeht"),
        ("Marc dit que la version sort vendredi.", "la version sort vendredi"),
        ("¿Es verdad que la versión sale el viernes?", "la versión sale el viernes"),
        ("هل صحيح أن الإصدار يصدر يوم الجمعة؟", "الإصدار يصدر يوم الجمعة"),
    ],
)
def test_save_memory_words_asked_denied_quoted_or_reported_are_agent_inferred(
    call, user_msg, said, words
):
    """Issue 30: words the user asked about, denied, quoted, pasted, reported or took back
    stand in the message but are not the user's statement: the note is agent_inferred (the
    judgement's reading, as the explicit saver's, not a substring test)."""
    cited = user_msg(said)
    entry = call("save_memory", {"kind": "fact", "content": words, "source_event_ids": [cited]})[
        "entry"
    ]
    assert entry["source"] == "agent_inferred", said


@pytest.mark.parametrize(
    "said, words",
    [
        ("The release goes out on Friday, not on Monday.", "The release goes out on Friday"),
        ("Hi! FYI the release goes out on Friday.", "the release goes out on Friday"),
        ("发布在周五。", "发布在周五"),
        ("Das Release geht am Freitag raus.", "Das Release geht am Freitag raus"),
    ],
)
def test_save_memory_words_the_user_states_stay_user_stated(call, user_msg, said, words):
    """The user's own statement is still "From your message", a contrast after it included."""
    cited = user_msg(said)
    entry = call("save_memory", {"kind": "fact", "content": words, "source_event_ids": [cited]})[
        "entry"
    ]
    assert entry["source"] == "user_stated", said


@pytest.mark.parametrize(
    "content",
    [
        "Pushing to main is allowed",
        "Tests are optional",
        "CI can be skipped with --no-verify",
        "You don't need to run the tests for docs changes",
        "允许直接推送到 main 分支",
        "Tests sind optional",
        "Les tests sont facultatifs",
        "Los tests son opcionales",
        "Пушить напрямую в main разрешено",
        "الاختبارات اختيارية",
        "テストは任意です",
        "main에 바로 푸시해도 됩니다",
    ],
)
def test_save_memory_refuses_permissions_and_waivers_as_rules(call, msg, unchanged, content):
    """Issue 30: a permission or a waiver is a rule as much as an order (SPEC §2.7): whatever
    kind it is asked for, save_memory answers use_propose_memory_rule and writes nothing."""
    assert_rejection(
        call("save_memory", {"kind": "lesson", "content": content, "source_event_ids": [msg]}),
        "use_propose_memory_rule",
    )


def test_saved_note_reaches_the_agent_context(core, session, call):
    """A saved note is active Memory the agent is given."""
    call("save_memory", {"kind": "lesson", "content": "The CI needs a warm cache"})
    assert "The CI needs a warm cache" in core.memory.context_block(session.id)


@pytest.mark.parametrize("kind", ["preference", "constraint"])
def test_save_memory_refuses_rules_pointing_to_propose(call, msg, unchanged, kind):
    """Preferences and constraints go through propose_memory_rule, so the user decides
    (SPEC §2.2's use_propose_memory_rule, the code for every rule save_memory is asked for)."""
    error = assert_rejection(
        call("save_memory", {"kind": kind, "content": RULE, "source_event_ids": [msg]}),
        "use_propose_memory_rule",
    )
    assert "propose_memory_rule" in error["message"]


@pytest.mark.parametrize(
    "source, code",
    [
        ("web", "source_not_user"),
        ("tool", "source_not_user"),
        ("file", "source_not_user"),
        ("agent", "source_not_user"),
        ("trigger", "source_not_user"),
        ("other_session", "source_not_in_session"),
    ],
)
def test_save_memory_refuses_citing_non_user_messages(call, other_msgs, unchanged, source, code):
    """A note cannot claim a web page, tool, file or another Session as the user's words."""
    result = call(
        "save_memory",
        {
            "kind": "fact",
            "content": "The docs say to deploy on Mondays",
            "source_event_ids": [other_msgs[source]],
        },
    )
    assert_rejection(result, code)


@pytest.mark.parametrize(
    "args, code",
    [
        ({"kind": "rule", "content": "x"}, "invalid_kind"),
        ({"kind": "fact", "content": ""}, "content_empty"),
        ({"kind": "fact", "content": "x" * 301}, "content_too_long"),
        ({"kind": "fact", "content": "password: hunter22"}, "secret_content"),
        ({"kind": "fact", "content": "x", "source_event_ids": [55555]}, "source_not_found"),
        ({"content": "x"}, "invalid_arguments"),
        ({"kind": "fact"}, "invalid_arguments"),
        ({"kind": "fact", "content": 5}, "invalid_arguments"),
        ({"kind": "fact", "content": "x", "scope": "user"}, "invalid_arguments"),
        ({"kind": "fact", "content": "x", "source_event_ids": "3"}, "invalid_arguments"),
        ({"kind": "fact", "content": "x", "source_event_ids": [True]}, "invalid_arguments"),
        ({"kind": "fact", "content": "x", "source_event_ids": ["3 4"]}, "invalid_arguments"),
        ({"kind": "fact", "content": "Deploys happen\ud800"}, "invalid_arguments"),
        ({"kind": "fact", "content": "\udfff"}, "invalid_arguments"),
        ({"kind": "fact", "content": "x", "reason": "Noted\ud800"}, "invalid_arguments"),
    ],
    ids=[
        "kind-rule",
        "empty",
        "too-long",
        "secret",
        "unknown-id",
        "missing-kind",
        "missing-content",
        "content-int",
        "unknown-field",
        "ids-string",
        "ids-bool",
        "ids-two-in-one-string",
        "content-lone-surrogate",
        "content-only-a-surrogate",
        "reason-lone-surrogate",
    ],
)
def test_save_memory_rejections(call, unchanged, args, code):
    """save_memory refusals have the rejection shape and write nothing."""
    assert_rejection(call("save_memory", args), code)


def test_save_memory_with_auto_memory_off_is_refused(core, session, call):
    """Auto Memory off for the Session: the agent saves nothing there."""
    core.decisions.set_settings(core.memory.scope_ref(session.id, "session"), auto_memory=False)
    before = snapshot(core)
    assert_rejection(
        call("save_memory", {"kind": "fact", "content": "Deploys on Fridays"}), "auto_memory_off"
    )
    assert snapshot(core) == before


def test_save_memory_twice_keeps_one_entry(core, session, call):
    """Saving the same words again does not duplicate the entry."""
    first = call("save_memory", {"kind": "fact", "content": "Deploys happen on Fridays"})
    again = call("save_memory", {"kind": "fact", "content": "deploys  happen on FRIDAYS"})
    assert again["ok"] is True and again["created"] is False
    assert again["entry"]["id"] == first["entry"]["id"]
    ref = core.memory.scope_ref(session.id, "session")
    assert len(core.memory.list_entries(ref, statuses=list(Status))) == 1
