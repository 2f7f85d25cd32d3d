"""Korean (and CJK) rules read by construction (issue 33, sixth round): the statement, call or
keyword a code word names ("print 문", "eval 호출", "var 키워드"), the means said by Korean's
instrumental particle ("pnpm으로만", "yarn으로 설치해"), a concessive clause that closes its own
sentence ("…영어로 써 줘. 한국어로 물어봐도."), and a short line whose script alone tells its
language ("버그 수정")."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, read_rule
from app.domain.compliance.langid import identify

PY_PRINT = (
    "고쳤어요:\n\n```python\ndef total(items):\n    s = sum(items)\n    print(s)\n    return s\n```"
)
JS_VAR = "이렇게 하면 됩니다:\n\n```js\nvar count = 0;\n```"
JS_EVAL = "이렇게 하면 됩니다:\n\n```js\nconst value = eval(input);\n```"


@pytest.mark.parametrize(
    ("words", "reply"),
    [
        ("코드에 print 문을 넣으면 안 됩니다.", PY_PRINT),
        ("print 구문은 쓰지 마세요.", PY_PRINT),
        ("代码里不要写 print 语句。", PY_PRINT),
        ("コードに print 文を入れないでください。", PY_PRINT),
        ("var 키워드는 쓰지 마세요.", JS_VAR),
        ("eval 호출은 금지입니다.", JS_EVAL),
    ],
)
def test_a_code_word_named_as_a_statement_call_or_keyword_is_forbidden(verdict, words, reply):
    assert verdict(words, reply).verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    ("words", "command", "outcome"),
    [
        ("패키지 설치는 pnpm으로만 해 주세요.", "npm install lodash", Outcome.VIOLATED),
        ("패키지 설치는 pnpm으로만 해 주세요.", "pnpm add lodash", Outcome.FOLLOWED),
        ("패키지는 yarn으로 설치해.", "npm install axios", Outcome.VIOLATED),
        ("패키지는 yarn으로 설치해.", "yarn add axios", Outcome.FOLLOWED),
    ],
)
def test_the_instrumental_particle_asks_for_the_means(verdict, words, command, outcome):
    call = ("shell__run_command", {"command": command})
    assert verdict(words, call).verdict is outcome


@pytest.mark.parametrize(
    "words",
    ["답변은 영어로 써 줘. 한국어로 물어봐도.", "답변은 영어로 써 줘, 한국어로 물어봐도."],
)
def test_a_concessive_clause_closing_its_sentence_names_no_second_rule(words):
    """The language the concessive clause names is when the rule still holds, not a rule."""
    (reading,) = read_rule(words)
    assert reading.lang == "en"


def test_a_short_line_in_hangul_or_kana_is_told_by_its_script():
    """'버그 수정' is Korean and 'バグを修正' Japanese however short; Han alone tells nothing."""

    def nobody(_text: str) -> None:
        return None

    assert identify("버그 수정", nobody).lang == "ko"
    assert identify("バグを修正", nobody).lang == "ja"
    assert identify("修正", nobody).lang is None
