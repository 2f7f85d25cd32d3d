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

    runner = make_runner(core, provider, step_limit=args.step_limit)
    result = runner.run_turn(args.session, args.text, on_text=None if args.json else show)
    if streamed:
        sys.stdout.write("\n")
        sys.stdout.flush()
        streamed.append("\n")
    # With the setting on, the model judges what the checker left unknown (after the reply).
    runner.judge(result)
    if args.json:
        if result.error:
            raise PartlyFailed(
                result.to_json(), result.error["code"], result.error["message"], readable=False
            )
        return result.to_json()
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
    words = {entry_id: w for entry_id, _v, _k, w in result.rules}
    for call in result.tool_calls:
        said = receipt_words(result.compliance.get(call.get("event_id"), ()), words)
        if said:
            lines.append(_("{tool}: {receipt}").format(tool=call.get("name", ""), receipt=said))
    said = receipt_words(result.compliance.get(result.agent_event_id, ()), words)
    if said:
        lines.append(said)
    return "\n".join(lines)


def receipt_words(verdicts, words: dict[int, str]) -> str:
    """A receipt in words: "Followed 2 rules · 1 may be broken: “Always answer in French”"
    (nothing when no rule applied)."""
    from app.i18n import format_number, ngettext

    followed = [v for v in verdicts if v.verdict == "followed"]
    broken = [v for v in verdicts if v.verdict == "violated"]
    parts = []
    if followed:
        n = len(followed)
        parts.append(
            ngettext("Followed {n} rule", "Followed {n} rules", n).format(n=format_number(n))
        )
    if broken:
        n = len(broken)
        text = (
            ngettext("{n} may be broken", "{n} may be broken", n)
            if followed
            else ngettext("{n} rule may be broken", "{n} rules may be broken", n)
        ).format(n=format_number(n))
        named = "; ".join(
            _("“{text}”").format(text=words.get(v.entry_id, "#" + str(v.entry_id)))
            + (" " + _("(judged by the model)") if v.by == "model" else "")
            for v in broken
        )
        parts.append(f"{text}: {named}")
    judged = sum(v.by == "model" for v in followed)
    if judged:
        parts.append(
            ngettext(
                "{n} followed rule judged by the model",
                "{n} followed rules judged by the model",
                judged,
            ).format(n=format_number(judged))
        )
    return " · ".join(parts)
