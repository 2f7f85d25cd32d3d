"""SPEC §2.1: recognising explicit "remember" and "I prefer" requests in a user message."""

import pytest

from app.domain.memory.explicit import detect_explicit_requests
from app.domain.model import Kind, Scope
from app.domain.text import same_words_key


def words(text: str) -> str:
    """Compare contents by their words, ignoring case and a closing full stop."""
    return same_words_key(text).rstrip(".!。！")


POSITIVES = [
    ("Remember that deploys happen on Fridays", "remember", "deploys happen on Fridays"),
    (
        "Please remember the staging URL is staging.example.com",
        "remember",
        "the staging URL is staging.example.com",
    ),
    ("remember: tests run with -x", "remember", "tests run with -x"),
    ("I prefer tabs over spaces", "prefer", "Tabs over spaces"),
    ("Thanks. I prefer short answers.", "prefer", "Short answers"),
    ("记住：部署在周五", "remember", "部署在周五"),
    ("请记住测试用 pytest", "remember", "测试用 pytest"),
    ("我喜欢简短的回答", "prefer", "简短的回答"),
    ("我更喜欢用中文回答", "prefer", "用中文回答"),
]


@pytest.mark.parametrize("text, form, content", POSITIVES, ids=[p[0] for p in POSITIVES])
def test_explicit_request_is_recognised(text, form, content):
    """Each explicit form yields one request with its form, scope, kind and content."""
    found = detect_explicit_requests(text)
    assert len(found) == 1
    request = found[0]
    assert request.form == form
    if form == "remember":
        assert (request.scope, request.kind) == (Scope.SESSION, Kind.FACT)
    else:
        assert (request.scope, request.kind) == (Scope.USER, Kind.PREFERENCE)
    assert words(request.content) == words(content)


def test_remember_form_stores_what_follows_the_verb():
    """The stored fact is the thing to remember, without "Remember that"."""
    (request,) = detect_explicit_requests("Remember that deploys happen on Fridays")
    assert "remember" not in request.content.lower()
    assert request.content.lower().startswith("deploys")


def test_chinese_remember_form_drops_the_verb_and_colon():
    """记住：… stores only what comes after the verb and its colon."""
    (request,) = detect_explicit_requests("记住：部署在周五")
    assert request.content == "部署在周五"


NEGATIVES = [
    "Do you remember the bug?",
    "Sometimes I prefer tea",
    "Create hello.py in this project",
    "From now on, create a branch for every task",
    "新建组件放在 src/components 下",
    "I preferred the old one",
    "Remembering is hard",
    "",
    "   ",
    "remember",
    "Remember that.",
    "I prefer",
    "记住",
]


@pytest.mark.parametrize("text", NEGATIVES, ids=[repr(t) for t in NEGATIVES])
def test_other_messages_are_not_explicit_requests(text):
    """Questions, mid-sentence mentions, other verb forms and other rules are left to the agent."""
    assert detect_explicit_requests(text) == []


def test_several_requests_in_one_message_give_several_results_in_order():
    """Each sentence with an explicit request yields its own result, in order."""
    found = detect_explicit_requests(
        "Remember that deploys happen on Fridays. I prefer short answers!\n记住：测试用 pytest"
    )
    assert [r.form for r in found] == ["remember", "prefer", "remember"]
    assert words(found[0].content) == "deploys happen on fridays"
    assert words(found[1].content) == "short answers"
    assert found[2].content == "测试用 pytest"


def test_chinese_sentences_split_on_full_stop():
    """A Chinese full stop starts a new sentence where a request may begin."""
    found = detect_explicit_requests("好的。我喜欢简短的回答。请记住部署在周五")
    assert [(r.form, words(r.content)) for r in found] == [
        ("prefer", "简短的回答"),
        ("remember", "部署在周五"),
    ]


def test_request_in_the_middle_of_a_sentence_is_not_recognised():
    """A pattern counts only at the start of the message or of a sentence."""
    assert detect_explicit_requests("Ok and please remember the URL") == []
    assert detect_explicit_requests("我觉得我喜欢简短的回答") == []


def test_remember_is_case_insensitive():
    """ "REMEMBER that …" is the same request as "remember that …"."""
    (request,) = detect_explicit_requests("REMEMBER THAT the DB is Postgres")
    assert words(request.content) == "the db is postgres"


@pytest.mark.parametrize(
    "text, form",
    [
        ("Merke dir: Deployments sind freitags", "remember"),
        ("Je préfère des réponses courtes", "prefer"),
        ("Запомни: деплой по пятницам", "remember"),
    ],
)
def test_spec_examples_in_other_ui_languages_are_recognised(text, form):
    """SPEC §2.1 names "Merke dir …", "Je préfère …", "Запомни …"."""
    found = detect_explicit_requests(text)
    assert [r.form for r in found] == [form]
