"""A tool's result as the text of a `tool` message: what the server said, as data.

Text blocks are kept; structured content is added as JSON where the text does not already
carry it; images, audio and binary resources are described (type and size), never decoded,
opened or run; a resource link is named, never fetched. The whole is clipped so that, as a
JSON string, it fits in one message with room for what the loop wraps around it.
"""

from __future__ import annotations

import base64
import binascii
import json

from app.domain.memory.rules.limits import MESSAGE_MAX

# Room left in a message for the JSON the loop stores around the output (tool, server, ok…).
OUTPUT_MAX = MESSAGE_MAX - 2_000


def _size(data: object) -> str:
    if not isinstance(data, str):
        return "unknown size"
    try:
        n = len(base64.b64decode(data, validate=False))
    except (binascii.Error, ValueError):
        n = len(data)
    return f"{n:,} bytes"


def _block_text(block: object) -> str | None:
    kind = getattr(block, "type", None)
    if kind == "text":
        return str(getattr(block, "text", ""))
    if kind in ("image", "audio"):
        mime = getattr(block, "mime_type", None) or "unknown type"
        return f"[{kind}: {mime}, {_size(getattr(block, 'data', None))}; not shown]"
    if kind == "resource_link":
        uri = getattr(block, "uri", "")
        name = getattr(block, "name", None)
        mime = getattr(block, "mime_type", None)
        extra = ", ".join(str(x) for x in (name, mime) if x)
        return f"[link to {uri}{f' ({extra})' if extra else ''}; not fetched]"
    if kind == "resource":
        resource = getattr(block, "resource", None)
        uri = getattr(resource, "uri", "")
        text = getattr(resource, "text", None)
        if isinstance(text, str):
            return f"[resource {uri}]\n{text}"
        mime = getattr(resource, "mime_type", None) or "unknown type"
        return f"[resource {uri}: {mime}, {_size(getattr(resource, 'blob', None))}; not shown]"
    return f"[{kind or 'unknown'} content; not shown]"


def result_text(content: list | None, structured: object = None) -> str:
    """The text of a tool's result (its content blocks and structured content)."""
    parts = [t for t in (_block_text(b) for b in content or ()) if t is not None]
    if structured is not None and not _carried(parts, structured):
        parts.append(json.dumps(structured, ensure_ascii=False, default=str))
    return clip("\n".join(parts))


def _carried(parts: list[str], structured: object) -> bool:
    """Whether the text already says what the structured content does: the same JSON, or the
    text itself wrapped as `{"result": text}` (what the SDK's servers make of a string)."""
    text = "\n".join(parts)
    if isinstance(structured, dict) and len(structured) == 1:
        (value,) = structured.values()
        if isinstance(value, str) and value == text:
            return True
    for part in parts:
        try:
            if json.loads(part) == structured:
                return True
        except (ValueError, TypeError):
            continue
    return False


def clip(text: str, limit: int = OUTPUT_MAX) -> str:
    """The text cut so that as a JSON string (escapes and all) it has at most `limit` characters."""
    if len(json.dumps(text, ensure_ascii=False)) <= limit:
        return text
    low, high = 0, min(len(text), limit)
    while low < high:  # the longest prefix whose JSON fits, with room for the mark
        mid = (low + high + 1) // 2
        if len(json.dumps(text[:mid] + "…", ensure_ascii=False)) <= limit:
            low = mid
        else:
            high = mid - 1
    return text[:low] + "…"
