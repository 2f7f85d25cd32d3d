"""`mindkeep tool call|list`: Mindkeep's own agent tools, run exactly as the agent would run
them (SPEC §7), and their JSON results."""

from __future__ import annotations

import argparse
from typing import Any

from app.agent.tools import ToolContext
from app.domain.errors import AppError, Code
from app.domain.jsontext import parse_json
from app.i18n import _


def tool_command(core, args: argparse.Namespace) -> Any:
    """`tool list`: the tools, their safety and schema; `tool call NAME --session ID --args
    JSON`: the tool's result."""
    if args.action == "list":
        return {
            "tools": [
                {
                    "name": n,
                    "safety": core.tools.get(n).safety.value,
                    "schema": core.tools.get(n).schema(),
                }
                for n in core.tools.names()
            ]
        }
    if core.tools.get(args.name) is None:
        raise AppError(Code.NOT_FOUND, _("There is no tool named {name}.").format(name=args.name))
    arguments = parse_json(args.args, code=Code.INVALID_INPUT, what="--args")
    core.chat.get_session(args.session)  # a clear error for an unknown Session
    # As a turn on this Session's history would run it: after untrusted content, the
    # Memory tools' writes wait for the user (SPEC §2.7).
    taint = core.tools.turn_taint(core.chat.messages(args.session))
    return core.tools.call(
        args.name,
        ToolContext(args.session, core.memory, core.proposals, written_after=taint),
        arguments,
    )
