"""The format family: indentation, line length and quotes, in code blocks and written files."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome

PY4 = "```python\ndef f(x):\n    if x:\n        return 1\n    return 0\n```"
PY2 = "```python\ndef f(x):\n  if x:\n    return 1\n  return 0\n```"
PYTAB = "```python\ndef f(x):\n\tif x:\n\t\treturn 1\n\treturn 0\n```"


@pytest.mark.parametrize(
    ("words", "reply", "expected"),
    [
        ("Use tabs for indentation.", PYTAB, Outcome.FOLLOWED),
        ("Use tabs for indentation.", PY4, Outcome.VIOLATED),
        ("用空格缩进，不要用制表符。", PY4, Outcome.FOLLOWED),
        ("用空格缩进，不要用制表符。", PYTAB, Outcome.VIOLATED),
        ("Einrückung mit Tabs, nicht mit Leerzeichen.", PY2, Outcome.VIOLATED),
        (
            "Indent with spaces, never tabs.",
            "```makefile\ntest:\n\tpytest -q\n```",
            Outcome.NOT_APPLICABLE,
        ),
        ("Use tabs for indentation.", "No code in this reply.", Outcome.NOT_APPLICABLE),
        ("Use spaces around operators.", PY4, Outcome.UNKNOWN),
    ],
)
def test_tabs_or_spaces(verdict, words, reply, expected):
    """Leading whitespace of code lines; Makefile recipes keep their tabs; spacing elsewhere is not read."""
    assert verdict(words, reply).verdict is expected


@pytest.mark.parametrize(
    ("words", "reply", "expected"),
    [
        ("Indent with 2 spaces.", PY2, Outcome.FOLLOWED),
        ("Indent with 2 spaces.", PY4, Outcome.VIOLATED),
        ("缩进用 4 个空格。", PY4, Outcome.FOLLOWED),
        ("インデントはスペース2つにしてください。", PY4, Outcome.VIOLATED),
        ("들여쓰기는 공백 4칸으로 하세요.", PY2, Outcome.VIOLATED),
        ("Indentation de 2 espaces.", "```python\nx = f(\n        1,\n)\n```", Outcome.UNKNOWN),
        (
            "Indentation de 2 espaces.",
            "```python\nimport os\nprint(os.sep)\n```",
            Outcome.NOT_APPLICABLE,
        ),
    ],
)
def test_indentation_width_is_read_where_a_block_opens(verdict, words, reply, expected):
    """After a line ending in ':' or '{' the next must be indented by the width; code indented
    only by hanging indents cannot tell the width (unknown); code with no indentation has none."""
    assert verdict(words, reply).verdict is expected


def test_line_length_skips_output_and_url_lines(verdict):
    """A long code line breaks the limit; a long log line or a line holding a URL does not."""
    long_code = "```python\nresult = compute(" + ", ".join(f"arg{i}" for i in range(20)) + ")\n```"
    log = "```text\n" + "ERROR " * 30 + "\n```"
    url = "```python\n# see https://example.com/" + "a" * 90 + "\nx = 1\n```"
    v = verdict("Keep lines under 80 characters.", long_code)
    assert v.verdict is Outcome.VIOLATED and v.evidence.text.startswith("result = compute(")
    assert verdict("Keep lines under 80 characters.", log).verdict is Outcome.NOT_APPLICABLE
    assert verdict("Keep lines under 80 characters.", url).verdict is Outcome.FOLLOWED
    assert verdict("每行代码不超过 100 个字符。", long_code).verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    ("words", "reply", "expected"),
    [
        ("Use single quotes in JavaScript.", "```js\nconst a = 'x';\n```", Outcome.FOLLOWED),
        ("Use single quotes in JavaScript.", '```js\nconst a = "x";\n```', Outcome.VIOLATED),
        ("Use single quotes in JavaScript.", '```js\nconst a = "it\'s";\n```', Outcome.FOLLOWED),
        (
            "Use single quotes in JavaScript.",
            "```js\nconst a = `x ${y}`;\n```",
            Outcome.NOT_APPLICABLE,
        ),
        (
            "Use single quotes in JSX files.",
            "```jsx\nconst A = () => <b className=\"x\">{'y'}</b>;\n```",
            Outcome.FOLLOWED,
        ),
        ("Python 里字符串用双引号。", "```python\nname = 'x'\n```", Outcome.VIOLATED),
        (
            "Python 里字符串用双引号。",
            '```python\ndef f():\n    """Doc."""\n    return "x"\n```',
            Outcome.FOLLOWED,
        ),
        ("Python 里字符串用双引号。", "```js\nconst a = 'x';\n```", Outcome.NOT_APPLICABLE),
    ],
)
def test_quotes(verdict, words, reply, expected):
    """A string in the other quote breaks the rule unless it holds the asked quote; docstrings,
    templates and JSX attributes are left alone; a rule about one language skips the others."""
    assert verdict(words, reply).verdict is expected


def test_a_written_file_is_checked_in_the_language_of_its_name(verdict):
    """write_file's content and edit_file's new texts are code too."""
    tabbed = ("fs__write_file", {"path": "/p/app.py", "content": "def f():\n\treturn 1\n"})
    v = verdict("Indent with spaces, never tabs.", tabbed)
    assert v.verdict is Outcome.VIOLATED and v.evidence.argument == "content"
    edit = (
        "fs__edit_file",
        {"path": "/p/main.go", "edits": [{"oldText": "a", "newText": "func main() {\n\tf()\n}\n"}]},
    )
    v = verdict("Use tabs for indentation.", edit)
    assert v.verdict is Outcome.FOLLOWED and v.evidence.argument == "edits[0].newText"


def test_yaml_keeps_its_spaces_and_languages_are_named_in_other_scripts(verdict):
    """YAML cannot use tabs: a tabs rule does not bear on it. "파이썬에서는" names Python."""
    yaml = "```yaml\nservices:\n  web:\n    image: nginx\n```"
    assert (
        verdict("Utilise des tabulations, jamais des espaces.", yaml).verdict
        is Outcome.NOT_APPLICABLE
    )
    rule = "파이썬에서는 작은따옴표를 사용하세요."
    assert verdict(rule, '```python\nname = "kim"\n```').verdict is Outcome.VIOLATED
    assert verdict(rule, '```js\nconst name = "kim";\n```').verdict is Outcome.NOT_APPLICABLE
