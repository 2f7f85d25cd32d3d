"""JSON from outside (a model's tool-call arguments, `--args`, an import file), read so that
any text at all gives a value or an AppError, never a traceback.

Python's own reader raises RecursionError on deep nesting (50,000 "[") and ValueError on a
number of more than 4,300 digits; both, and anything nested deeper than `MAX_DEPTH`, are
refused here with the caller's error code.
"""

from __future__ import annotations

import json
from typing import Any

from app.domain.errors import AppError, Code

# Nothing Mindkeep reads nests deeper than a few levels; an export file is 4 deep.
MAX_DEPTH = 64


def depth_of(value: Any) -> int:
    """How deeply lists and objects nest in a parsed value (a scalar is 0), without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            deepest = max(deepest, depth)
            continue
        deepest = max(deepest, depth + 1)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, depth + 1) for child in children)
    return deepest


def parse_json(text: str, *, code: Code = Code.INVALID_INPUT, what: str = "the text") -> Any:
    """The value of a JSON text, or AppError(code) saying what is wrong with it."""
    if not isinstance(text, str):
        raise AppError(code, f"{what} must be JSON text.")
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise AppError(code, f"{what} is not valid JSON ({exc.msg}, line {exc.lineno}).") from None
    except RecursionError:
        raise AppError(
            code, f"{what} nests lists or objects too deeply (at most {MAX_DEPTH} levels)."
        ) from None
    except ValueError as exc:  # a number too long to read (the int-string limit), and the like
        raise AppError(code, f"{what} holds a value that cannot be read ({exc}).") from None
    if depth_of(value) > MAX_DEPTH:
        raise AppError(
            code, f"{what} nests lists or objects too deeply (at most {MAX_DEPTH} levels)."
        )
    return value
