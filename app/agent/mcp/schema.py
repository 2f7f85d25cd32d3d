"""A tool's input schema: checked before it is offered to a model, and used to check the
arguments a model sends before they reach the server.

Schemas are passed to the model as the server wrote them. The one change: a schema with
`properties` and no `type` gets `"type": "object"` (MCP requires it; some servers leave it
out). A tool is left out, with the reason, when its schema is one a provider refuses and
would refuse the whole request for: not an object at the top (`"type": "string"`, or a bare
`anyOf`/`oneOf`/`enum`), a `$ref` to anywhere but inside the schema itself (never fetched),
a `$ref` that names nothing, a schema that is not valid JSON Schema, or one over 64 KiB.
Local `$ref`s (`#/$defs/…`) are kept as they are: OpenAI, llama.cpp, vLLM, Ollama and LM
Studio accept them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from app.deferred import load
from app.domain.errors import AppError, Code

SCHEMA_MAX = 64 * 1024
# Keywords OpenAI refuses at the top of a function's parameters.
_TOP_LEVEL_REFUSED = ("anyOf", "oneOf", "allOf", "enum", "not", "const")


def _jsonschema():
    """jsonschema's validators and errors (~50 ms to import), for the first tool server's schema."""
    return load("jsonschema.validators"), load("jsonschema.exceptions")


class SchemaRefused(ValueError):
    """Why a tool's input schema cannot be offered to a model."""


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str):
            yield ref
        for value in node.values():
            yield from _refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _refs(value)


def _resolves(schema: dict, ref: str) -> bool:
    """Whether a local `#/a/b` pointer names a part of the schema."""
    node: Any = schema
    for part in ref[1:].split("/")[1:] if ref != "#" else []:
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return True


def prepare_schema(schema: object) -> dict:
    """The schema to give the model, or SchemaRefused saying why the tool is left out."""
    if not isinstance(schema, dict):
        raise SchemaRefused("its input schema is not a JSON object")
    try:
        size = len(json.dumps(schema))
    except (TypeError, ValueError):
        raise SchemaRefused("its input schema is not JSON") from None
    if size > SCHEMA_MAX:
        raise SchemaRefused(f"its input schema is {size:,} bytes, over {SCHEMA_MAX:,}")
    kind = schema.get("type")
    if kind is None and "properties" in schema:
        schema = {"type": "object", **schema}
        kind = "object"
    if kind != "object":
        found = kind if kind is not None else "none"
        raise SchemaRefused(
            f"its input schema is of type {found!r}, not an object; providers take named "
            "arguments only"
        )
    for keyword in _TOP_LEVEL_REFUSED:
        if keyword in schema:
            raise SchemaRefused(
                f"its input schema has {keyword!r} at the top, which providers refuse"
            )
    for ref in _refs(schema):
        if not ref.startswith("#"):
            raise SchemaRefused(
                f"its input schema refers to {ref!r} elsewhere, which Mindkeep does not fetch"
            )
        if not _resolves(schema, ref):
            raise SchemaRefused(f"its input schema refers to {ref!r}, which it does not define")
    validators, exceptions = _jsonschema()
    cls = validators.validator_for(schema, default=validators.Draft202012Validator)
    try:
        cls.check_schema(schema)
    except exceptions.SchemaError as exc:
        raise SchemaRefused(f"its input schema is not valid JSON Schema: {exc.message}") from None
    return schema


def argument_checker(tool: str, schema: dict) -> Callable[[object], dict]:
    """A function that returns the arguments when they fit the schema, or raises
    invalid_arguments with what is wrong and where (for the model to correct)."""
    validators, exceptions = _jsonschema()
    cls = validators.validator_for(schema, default=validators.Draft202012Validator)
    validator = cls(schema)

    def check(arguments: object) -> dict:
        if not isinstance(arguments, dict):
            raise AppError(
                Code.INVALID_ARGUMENTS, f"{tool} takes a JSON object of named arguments.", None
            )
        error = exceptions.best_match(validator.iter_errors(arguments))
        if error is None:
            return arguments
        path = "/".join(str(p) for p in error.absolute_path)
        where = f" (at {path})" if path else ""
        field = str(error.absolute_path[0]) if error.absolute_path else None
        raise AppError(Code.INVALID_ARGUMENTS, f"{tool}: {_short(error.message)}{where}.", field)

    return check


def _short(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
