"""`mindkeep rules check --session ID (--text T | --file F | --tool-call JSON) [--turn JSON]`:
the compliance checker run on any output against the rules of a Session's Memory block
(SPEC §2.11). It reads only: nothing is recorded.

`--json` prints `{"compliance": [{"entry_id", "version", "verdict", "evidence", "by"}, …]}`, one
item per rule of the block (`not_applicable` ones too); without it, a readable list in the UI
language. A tool call is taken as the first of its turn unless `--turn` says which calls ran
before it (`{"earlier": [{"name", "arguments"}, …], "branch_at_start": "main"}`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from app.domain.compliance import Reply, ToolCall, TurnActions
from app.domain.errors import AppError, Code
from app.domain.jsontext import parse_json
from app.i18n import _, babel_locale, ngettext, pgettext

_CALL_SHAPE = '{"name": "server__tool", "arguments": {…}}'
_TURN_SHAPE = '{"earlier": [tool calls…], "branch_at_start": "main"}'


def _json_arg(text: str, option: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise AppError(
            Code.INVALID_INPUT,
            _("{option} is not valid JSON: {error}").format(option=option, error=exc),
        ) from None
    except (ValueError, RecursionError):
        # A 5,000-digit number, nesting too deep: refused as all JSON from outside is.
        return parse_json(text, what=option)


def _call(data: Any, option: str):
    """A tool call from its JSON, refused with a message for people when it has another shape."""
    shaped = (
        isinstance(data, Mapping)
        and set(data) <= {"name", "arguments"}
        and isinstance(data.get("name"), str)
        and data["name"].strip()
        and isinstance(data.get("arguments", {}), Mapping | None)
    )
    if not shaped:
        raise AppError(
            Code.INVALID_INPUT,
            _("{option} takes a JSON object such as {shape}.").format(
                option=option, shape=_CALL_SHAPE
            ),
        )
    return ToolCall.from_json(data)


def _turn(text: str):
    data = _json_arg(text, "--turn")
    earlier = data.get("earlier", []) if isinstance(data, Mapping) else None
    start = data.get("branch_at_start") if isinstance(data, Mapping) else None
    if (
        not isinstance(data, Mapping)
        or set(data) - {"earlier", "branch_at_start"}
        or not isinstance(earlier, list)
        or not (start is None or (isinstance(start, str) and start.strip()))
    ):
        raise AppError(
            Code.INVALID_INPUT,
            _("--turn takes a JSON object such as {shape}.").format(shape=_TURN_SHAPE),
        )
    return TurnActions(tuple(_call(c, "--turn") for c in earlier), start)


def _read_file(name: str) -> str:
    try:
        if name == "-":
            return sys.stdin.read()
        return Path(name).read_text(encoding="utf-8")
    except OSError as exc:
        raise AppError(
            Code.INVALID_INPUT,
            _("Cannot read {file}: {error}").format(file=name, error=exc.strerror),
        ) from None
    except UnicodeDecodeError as exc:
        raise AppError(
            Code.INVALID_INPUT,
            _("{file} is not UTF-8 text: {error}").format(file=name, error=exc),
        ) from None


def rules_command(core, args) -> Any:
    """Check the given output against the Session's rules: the JSON shape, or readable text."""
    if args.turn is not None and args.tool_call is None:
        raise AppError(Code.INVALID_INPUT, _("--turn goes with --tool-call."))
    # Every input is read and checked before the database is asked anything.
    if args.tool_call is not None:
        output = _call(_json_arg(args.tool_call, "--tool-call"), "--tool-call")
        turn = _turn(args.turn) if args.turn is not None else TurnActions()
    else:
        output = Reply(args.text if args.text is not None else _read_file(args.file))
        turn = None
    verdicts = core.memory.check_rules(args.session, output, turn=turn)
    if args.json:
        return {"compliance": [v.to_json() for v in verdicts]}
    return readable(verdicts)


# ---------------------------------------------------------------- for people


def _labels() -> dict[str, tuple[str, str]]:
    return {
        "followed": ("✓", pgettext("compliance verdict", "followed")),
        "violated": ("✗", pgettext("compliance verdict", "broken")),
        "not_applicable": ("–", pgettext("compliance verdict", "does not apply")),
        "unknown": ("?", pgettext("compliance verdict", "cannot tell")),
    }


def _language_name(code: str) -> str:
    try:
        names = babel_locale().languages
    except (ValueError, LookupError):  # no locale data: the code itself says it
        return code
    return names.get(code) or names.get(code.split("_")[0]) or code


def evidence_line(ev: dict) -> str:
    """What a verdict rests on, as a sentence in the UI language."""
    finding, where = ev.get("finding"), ev.get("where")
    if finding == "reply_language" and ev.get("language"):
        return _("written in {language}").format(language=_language_name(ev["language"]))
    if finding == "none_found":
        return _("nothing it forbids was found")
    if where == "turn":
        if finding == "branch_created":
            return _("on a branch made in this turn: {branch}").format(branch=ev.get("value"))
        if finding == "not_on_new_branch":
            return _("the branch made in this turn is not the one in use ({branch})").format(
                branch=ev.get("value")
            )
        return _("the branch in use: {branch}").format(branch=ev.get("value"))
    if finding == "no_new_branch":
        return _("no branch was made in this turn")
    if ev.get("text") is not None and where == "reply":
        return _("“{text}” at characters {start}–{end}").format(
            text=ev["text"], start=ev["start"], end=ev["end"]
        )
    if ev.get("text") is not None:
        return _("“{text}” in the argument {argument}").format(
            text=ev["text"], argument=ev.get("argument")
        )
    if ev.get("argument") is not None:
        return _("{argument}: {value}").format(argument=ev["argument"], value=ev.get("value", ""))
    return ""


def readable(verdicts) -> str:
    if not verdicts:
        return _("This Session's Memory block holds no rules.")
    labels = _labels()
    width = max(len(label) for _mark, label in labels.values())
    lines = [
        ngettext(
            "{n} rule of this Session's Memory block:",
            "{n} rules of this Session's Memory block:",
            len(verdicts),
        ).format(n=len(verdicts))
    ]
    for v in verdicts:
        mark, label = labels[v.verdict.value]
        lines.append(f"{mark} {label:<{width}}  #{v.entry_id} {v.words}")
        if v.evidence is not None:
            line = evidence_line(v.evidence.to_json())
            if line:
                lines.append(f"  {'':<{width}}  {' '.join(line.split())[:160]}")
    return "\n".join(lines)
