"""Issue 14: the offline judgement of a user message, like a careful person, in all 11 languages."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge, lexicons_for
from app.domain.model import Kind, Scope


def rule(text: str):
    """(kind, scope, words) of the message's suggestion, or None."""
    s = judge(text).suggestion
    return None if s is None else (s.kind.value, s.scope.value, s.content)


def explicit(text: str):
    """[(form, words)] of the message's explicit requests."""
    return [(r.form, r.content) for r in judge(text).explicit]


# ------------------------------------------------------------------ the issue's own examples


@pytest.mark.parametrize(
    "text, words",
    [
        ("From now on, create a branch for every task.", "Create a branch for every task"),
        ("create a branch for every task", "Create a branch for every task"),
        ("新建组件放在 src/components 下", "新建组件放在 src/components 下"),
        ("从现在开始，新建组件放在 src/components 下。", "新建组件放在 src/components 下"),
    ],
)
def test_the_seeds_examples_are_lasting_rules(text, words):
    """SPEC's headline examples become a Space constraint, with or without a lead-in."""
    assert rule(text) == ("constraint", "space", words)


def test_a_liking_followed_by_a_lasting_request_is_a_preference():
    """ "I usually like short answers, going forward keep them brief" is found, as a preference."""
    assert rule("I usually like short answers, going forward keep them brief.") == (
        "preference",
        "space",
        "I usually like short answers, keep them brief",
    )


@pytest.mark.parametrize(
    "text",
    [
        "In the future, we might use Rust.",
        "Always check with me first? No.",
        "Never do this again.",
        "From now on, do it like this.",
        "以后我们可能会用 Rust。",
    ],
)
def test_the_rules_the_old_assistant_invented_are_not_suggested(text):
    """Hedges, questions and context-less words are no rule (each used one of the 5 slots)."""
    assert rule(text) is None
    assert explicit(text) == []


@pytest.mark.parametrize(
    "text, found",
    [
        ("Remember this.", []),
        ("Remember that.", []),
        ("Please remember to use pnpm.", [("remember", "Use pnpm.")]),
        (
            "Remember that the server is db01.internal",
            [("remember", "The server is db01.internal")],
        ),
        ("I'd prefer tabs.", [("prefer", "Tabs")]),
        ("I prefer short answers, so keep them brief.", [("prefer", "Short answers")]),
        ("I prefer not to say.", []),
        ("Remember when we deployed on a Friday and everything broke?", []),
        ("Don't remember this.", []),
    ],
)
def test_explicit_requests_store_clean_words(text, found):
    """What an explicit request stores: the thing to keep (a fact keeps its full stop), without the
    request's own words."""
    assert explicit(text) == found


def test_an_explicit_request_is_not_also_suggested():
    """A "Remember …" sentence is saved at once; the assistant does not suggest it again."""
    judgement = judge("Please remember to always write tests first.")
    assert [r.form for r in judgement.explicit] == ["remember"]
    assert judgement.suggestion is None


def test_an_explicit_request_and_a_rule_in_one_message_give_both():
    """Each sentence is judged: the remembered fact and, in another sentence, the rule."""
    judgement = judge(
        "Remember that the API lives in api/. From now on, create a branch for every task."
    )
    assert [(r.form, r.content, r.scope, r.kind) for r in judgement.explicit] == [
        ("remember", "The API lives in api/.", Scope.SESSION, Kind.FACT)
    ]
    assert judgement.suggestion.content == "Create a branch for every task"


# ------------------------------------------------------------------ Arabic "أفضل"


@pytest.mark.parametrize(
    "text",
    [
        "أفضل طريقة لحل هذه المشكلة هي إعادة التشغيل.",
        "أفضل الممارسات في بايثون موثقة جيدا.",
        "هذا أفضل من الإصدار السابق.",
    ],
)
def test_arabic_best_is_not_a_preference(text):
    """ "أفضل" as "best" (an ordinary statement) saves nothing."""
    assert explicit(text) == []
    assert rule(text) is None


@pytest.mark.parametrize(
    "text, words",
    [
        ("أفضّل الإجابات القصيرة.", "الإجابات القصيرة"),
        ("أنا أفضل المسافات على علامات الجدولة.", "المسافات على علامات الجدولة"),
        ("أفضل أن تكون الإجابات مختصرة.", "أن تكون الإجابات مختصرة"),
    ],
)
def test_arabic_i_prefer_is_a_preference_when_it_cannot_be_best(text, words):
    """With its shadda, after "أنا", or before "أن", "أفضل" is "I prefer"."""
    assert explicit(text) == [("prefer", words)]


# ------------------------------------------------------------------ scope


@pytest.mark.parametrize(
    "text, scope, words",
    [
        (
            "In all my projects, use 4 spaces for indentation.",
            "user",
            "Use 4 spaces for indentation",
        ),
        (
            "Use UTC timestamps everywhere, in all my projects.",
            "user",
            "Use UTC timestamps everywhere",
        ),
        ("所有的项目里都用 4 个空格缩进。", "user", "用 4 个空格缩进"),
        (
            "Dans tous mes projets, utilise 4 espaces pour l'indentation.",
            "user",
            "Utilise 4 espaces pour l'indentation",
        ),
        ("For this conversation, answer in French.", "session", "Answer in French"),
        ("在这个对话里，回答尽量简短。", "session", "回答尽量简短"),
        ("このチャットでは、英語で答えてください。", "session", "英語で答えてください"),
        ("In this project we use pnpm for everything.", "space", "We use pnpm for everything"),
        ("Never push directly to main.", "space", "Never push directly to main"),
    ],
)
def test_the_scope_is_chosen_as_a_careful_person_would(text, scope, words):
    """Personal for all the user's work, the Session for this conversation, else the Space."""
    assert rule(text) == ("constraint", scope, words)


def test_a_one_off_task_is_not_a_session_rule():
    """ "For this task" is a one-off request, unlike "for this conversation"."""
    assert rule("For this task, use tabs.") is None
    assert rule("这次先跳过测试。") is None


# ------------------------------------------------------------------ pasted text


def test_a_20000_character_paste_yields_nothing():
    """A wall of Lorem ipsum with rule words sprinkled in is material, never a rule."""
    paste = (
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit. From now on, always use tabs. "
        "Remember that the server is db01. I prefer short answers. "
    ) * 200
    paste = paste[:20000]
    assert len(paste) == 20000
    assert judge(paste).suggestion is None
    assert judge(paste).explicit == ()


def test_a_short_request_before_a_long_paste_is_still_read():
    """The user's own first paragraph is read; the pasted wall after it is not."""
    message = (
        "From now on, run the linter before you commit.\n\n"
        + "Never use tabs. Always use spaces. " * 60
    )
    assert rule(message) == ("constraint", "space", "Run the linter before you commit")


@pytest.mark.parametrize(
    "text",
    [
        "```python\n# Never call this directly\ndef _private():\n    pass\n```\nWhy does this fail?",
        "Can you summarise this?\n\n> Always use tabs. Never use spaces.",
        "Summarise this: From now on, all employees must badge in. Visitors are always escorted.",
        'Here\'s the commit message I wrote: "Always use pnpm". Is it ok?',
        "帮我总结一下这段话：“从现在开始，所有员工必须在前台刷卡。访客永远需要陪同。”",
        "// Always close the connection before returning\nconn.close()\nreturn result",
    ],
)
def test_code_quotes_and_material_are_not_the_users_rules(text):
    """Fenced code, quoted lines, quotation marks and "summarise this:" material are not read as rules."""
    assert rule(text) is None


# ------------------------------------------------------------------ hard cases, every language


@pytest.mark.parametrize(
    "text, words",
    [
        ("Hi! From now on, answer in British English.", "Answer in British English"),
        (
            "Thanks for the fix. From now on, run the linter before you commit. Can you also look at the login bug?",
            "Run the linter before you commit",
        ),
        ("Could you please always add type hints from now on?", "Always add type hints"),
        ("From now on, 用中文回答。", "用中文回答"),
        ("以后 write code comments in English.", "Write code comments in English"),
        ("Put new API routes under app/api/routes/.", "Put new API routes under app/api/routes/"),
        (
            "Always use https://staging.example.com/api for manual testing.",
            "Always use https://staging.example.com/api for manual testing",
        ),
        (
            "Always write SQL keywords in uppercase, e.g. SELECT and WHERE.",
            "Always write SQL keywords in uppercase, e.g. SELECT and WHERE",
        ),
        (
            "これからは、タスクごとにブランチを作ってください。",
            "タスクごとにブランチを作ってください",
        ),
        (
            "새 컴포넌트는 src/components에 넣어 주세요.",
            "새 컴포넌트는 src/components에 넣어 주세요",
        ),
        ("Désormais, crée une branche pour chaque tâche.", "Crée une branche pour chaque tâche"),
        (
            "Bitte erstelle ab jetzt für jede Aufgabe einen Branch.",
            "Erstelle für jede Aufgabe einen Branch",
        ),
        ("De ahora en adelante, crea una rama para cada tarea.", "Crea una rama para cada tarea"),
        ("D'ora in poi, crea un branch per ogni attività.", "Crea un branch per ogni attività"),
        ("Отныне создавай ветку для каждой задачи.", "Создавай ветку для каждой задачи"),
        ("من الآن فصاعدا، أنشئ فرعا لكل مهمة.", "أنشئ فرعا لكل مهمة"),
        ("從現在開始，每個任務都要建立一個分支", "每個任務都要建立一個分支"),
    ],
)
def test_lasting_rules_are_found_and_stored_without_their_frame(text, words):
    """Greetings, lead-ins, "please" and polite frames go; the rule's own words stay."""
    found = rule(text)
    assert found is not None and found[2] == words


@pytest.mark.parametrize(
    "text",
    [
        "Can you always run the tests?",  # a question
        "This time, skip the tests.",  # one-off
        "Maybe we should always use tabs.",  # hedge
        "My colleague always uses tabs.",  # reported
        "I always used tabs at my old job.",  # past
        "Every time I run it, it crashes.",  # everyday
        "Create hello.py in this project.",  # a task
        "Write a function that always returns True.",  # "always" inside a task
        "Don't remember this.",  # negation
        "新建一个 hello.py",
        "我同事总是用 tab。",
        "以后就这样做。",
        "今回はテストをスキップしてください。",
        "제 동료는 항상 탭을 써요.",
        "Pour cette tâche, utilise des tabulations.",
        "In Zukunft verwenden wir vielleicht Rust.",
        "En mi antiguo trabajo siempre usaba tabulaciones.",
        "Puoi sempre eseguire i test?",
        "Отныне делай так.",
        "زميلي يستخدم دائما علامات الجدولة.",
        "以後我們可能會用 Rust。",
    ],
)
def test_look_alikes_are_left_alone_in_every_language(text):
    """Questions, one-offs, hedges, reported or past rules and context-less words suggest nothing."""
    assert rule(text) is None


@pytest.mark.parametrize(
    "text, kind",
    [
        ("I like answers with code examples, so always include one.", "preference"),
        ("Never push directly to main.", "constraint"),
        ("我个人比较喜欢简洁的代码，以后尽量少写注释。", "preference"),
    ],
)
def test_a_liking_is_a_preference_and_an_instruction_a_constraint(text, kind):
    """The kind follows the words: a stated liking is a preference, anything else a constraint."""
    assert rule(text)[0] == kind


# ------------------------------------------------------------------ mechanics


@pytest.mark.parametrize(
    "text, codes",
    [
        ("Always use tabs.", ["en", "fr", "de", "es", "it"]),
        ("以后回答用中文", ["zh"]),
        ("常にテストを書いてください。", ["ja"]),
        ("항상 테스트를 작성해 주세요.", ["ko"]),
        ("Всегда пиши тесты.", ["ru"]),
        ("اكتب الاختبارات دائما.", ["ar"]),
        ("From now on, 用中文回答。", ["zh", "en", "fr", "de", "es", "it"]),
    ],
)
def test_tables_are_chosen_by_the_scripts_of_the_sentence(text, codes):
    """Kana means Japanese (not Chinese); Latin letters bring the five Latin-script tables."""
    assert [lex.code for lex in lexicons_for(text)] == codes


def test_stored_words_are_capitalised_only_when_they_start_with_a_plain_word():
    """ "tabs" becomes "Tabs"; "src/…" and "pnpm.yaml" stay as written."""
    assert explicit("I prefer tabs.") == [("prefer", "Tabs")]
    assert rule("src/legacy must never be imported.") == (
        "constraint",
        "space",
        "src/legacy must never be imported",
    )


def test_removed_lead_ins_leave_no_gap_inside_chinese():
    """A lead-in in the middle of a Chinese sentence is taken out without leaving a space."""
    assert rule("你以后每次回答都附上代码示例。") == (
        "constraint",
        "space",
        "你每次回答都附上代码示例",
    )


@pytest.mark.parametrize("text", ["", "   ", "\n\n", "?", "…"])
def test_empty_or_punctuation_only_messages_yield_nothing(text):
    """Nothing to read, nothing found."""
    assert judge(text).explicit == () and judge(text).suggestion is None
