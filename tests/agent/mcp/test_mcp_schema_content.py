"""An MCP tool's schema (checked before a model sees it, then used to check the arguments)
and its result (made the text of a `tool` message), on the SDK's own content types."""

from __future__ import annotations

import json

import pytest
from mcp.types import (
    AudioContent,
    BlobResourceContents,
    EmbeddedResource,
    ImageContent,
    ResourceLink,
    TextContent,
    TextResourceContents,
)

from app.agent.mcp.content import OUTPUT_MAX, clip, result_text
from app.agent.mcp.schema import SchemaRefused, argument_checker, prepare_schema
from app.domain.errors import AppError, Code

OBJECT = {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}


def test_a_plain_object_schema_is_passed_as_it_is():
    """Nothing is added, removed or reordered."""
    assert prepare_schema(OBJECT) is OBJECT


def test_a_schema_with_properties_and_no_type_gets_object():
    """The one change made: `"type": "object"` where MCP requires it and a server left it out."""
    assert prepare_schema({"properties": {}}) == {"type": "object", "properties": {}}


@pytest.mark.parametrize(
    ("schema", "why"),
    [
        ("not a schema", "not a JSON object"),
        ({"type": "string"}, "not an object"),
        ({}, "not an object"),
        ({"type": "object", "oneOf": [{}, {}]}, "'oneOf' at the top"),
        ({"type": "object", "enum": [{}]}, "'enum' at the top"),
        ({"type": "object", "properties": {"a": {"$ref": "https://x/y"}}}, "does not fetch"),
        ({"type": "object", "properties": {"a": {"$ref": "#/$defs/gone"}}}, "does not define"),
        ({"type": "object", "properties": {"a": {"type": 12}}}, "not valid JSON Schema"),
        ({"type": "object", "description": "x" * 70_000}, "over 65,536"),
    ],
)
def test_schemas_a_provider_refuses_leave_the_tool_out_with_the_reason(schema, why):
    """Each is refused with a reason a person can read."""
    with pytest.raises(SchemaRefused, match=why):
        prepare_schema(schema)


def test_local_refs_are_kept_and_checked():
    """`#/$defs/…` stays as written; the arguments are checked through it."""
    schema = {
        "type": "object",
        "$defs": {"branch": {"type": "string", "pattern": "^[a-z0-9-]+$"}},
        "properties": {"name": {"$ref": "#/$defs/branch"}},
        "required": ["name"],
    }
    assert prepare_schema(schema) is schema
    check = argument_checker("git__x", schema)
    assert check({"name": "task-26"}) == {"name": "task-26"}
    with pytest.raises(AppError) as err:
        check({"name": "Not Valid"})
    assert err.value.code is Code.INVALID_ARGUMENTS and err.value.field == "name"


def test_the_checker_allows_what_the_schema_allows():
    """Extra properties are fine unless the schema says otherwise (unlike the Memory tools)."""
    loose = argument_checker("s__t", {"type": "object", "properties": {"a": {"type": "integer"}}})
    assert loose({"a": 1, "b": 2}) == {"a": 1, "b": 2}
    strict = argument_checker(
        "s__t", {"type": "object", "additionalProperties": False, "properties": {}}
    )
    with pytest.raises(AppError, match="s__t"):
        strict({"b": 2})
    with pytest.raises(AppError, match="JSON object"):
        loose(["a"])


def test_text_and_structured_content_become_text():
    """Text as it is; structured content added as JSON unless the text already carries it."""
    text = [TextContent(type="text", text="3 files")]
    assert result_text(text) == "3 files"
    assert result_text(text, {"files": 3}) == '3 files\n{"files": 3}'
    assert result_text([TextContent(type="text", text='{"files": 3}')], {"files": 3}) == (
        '{"files": 3}'
    )
    assert result_text([TextContent(type="text", text="ok")], {"result": "ok"}) == "ok"
    assert result_text([], {"files": 3}) == '{"files": 3}'


def test_media_and_resources_are_described_never_opened():
    """Images and audio by type and size, a link by its address, a blob by its size; only an
    embedded text resource's text is given."""
    blocks = [
        ImageContent(type="image", data="AAAA", mime_type="image/png"),
        AudioContent(type="audio", data="AAAAAAAA", mime_type="audio/wav"),
        ResourceLink(type="resource_link", uri="https://example.com/x", name="x"),
        EmbeddedResource(
            type="resource",
            resource=BlobResourceContents(uri="file:///a.bin", blob="AAAA", mime_type="x/y"),
        ),
        EmbeddedResource(
            type="resource", resource=TextResourceContents(uri="file:///a.txt", text="words")
        ),
    ]
    assert result_text(blocks).splitlines() == [
        "[image: image/png, 3 bytes; not shown]",
        "[audio: audio/wav, 6 bytes; not shown]",
        "[link to https://example.com/x (x); not fetched]",
        "[resource file:///a.bin: x/y, 3 bytes; not shown]",
        "[resource file:///a.txt]",
        "words",
    ]


@pytest.mark.parametrize("unit", ["a", '"', "\n", "é", "\\", "\x01"])
def test_clipped_output_fits_as_json(unit):
    """Whatever the characters (each escape counts), the JSON string is within the limit."""
    text = unit * (OUTPUT_MAX + 10)
    out = clip(text)
    assert len(json.dumps(out, ensure_ascii=False)) <= OUTPUT_MAX and out.endswith("…")
    assert clip("short") == "short"
