"""`mindkeep chat`: one agent turn from the command line. With `--json` it prints the turn's
result as scripts read it; without, the reply streams to the terminal as the model writes it,
then what the turn did to Memory, in the UI language. A turn that ends without a reply (the
model unreachable) keeps the user's message, marked as unanswered (Retry is in the window),
and says so; the exit code is 1."""

from __future__ import annotations

import sys
from typing import Any

from app.cli.commands import PartlyFailed
from app.i18n import _


def chat_command(core, args) -> Any:
    from app.bootstrap import make_provider, make_runner

    core.chat.get_session(args.session)  # a clear error for an unknown Session, before a turn
    provider = make_provider(core, base_url=args.base_url, model=args.model, timeout=args.timeout)
    streamed: list[str] = []

    def show(piece: str) -> None:
        if not streamed and not piece.strip():
            return
        streamed.append(piece)
        sys.stdout.write(piece)
        sys.stdout.flush()

    result = make_runner(core, provider, step_limit=args.step_limit).run_turn(
        args.session, args.text, on_text=None if args.json else show
    )
    if args.json:
        if result.error:
            raise PartlyFailed(
                result.to_json(), result.error["code"], result.error["message"], readable=False
            )
        return result.to_json()
    if streamed:
        sys.stdout.write("\n")
    text = readable_turn(result, streamed="".join(streamed))
    if result.error:
        message = result.error["message"]
        if result.agent_event_id is None and result.error.get("code") != "cancelled":
            message += " " + _(
                "Your message is kept, marked as unanswered: Retry it in the window, or send it "
                "again."
            )
        raise PartlyFailed(text, result.error["code"], message)
    return text


def readable_turn(result, *, streamed: str = "") -> str:
    """What a turn did, for a person: the reply (when it did not stream), then what it saved
    and suggested."""
    lines: list[str] = []
    if result.reply and result.reply.strip() != streamed.strip():
        lines.append(result.reply)
    for entry in result.saved:
        lines.append(_("Saved to Memory: “{content}”").format(content=entry.content))
    for call in result.tool_calls:
        outcome = call.get("result") or {}
        entry = outcome.get("entry") or {}
        if call.get("name") == "propose_memory_rule" and outcome.get("ok"):
            if outcome.get("status") == "already_saved":
                lines.append(
                    _("Already saved in Memory: “{content}”").format(
                        content=entry.get("content", "")
                    )
                )
            else:
                lines.append(
                    _("Suggested a rule, waiting on the Memory page: “{content}”").format(
                        content=entry.get("content", "")
                    )
                )
        elif call.get("name") == "save_memory" and outcome.get("ok"):
            lines.append(_("Noted in Memory: “{content}”").format(content=entry.get("content", "")))
    return "\n".join(lines)
