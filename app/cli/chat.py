"""`mindkeep chat`, `mindkeep approve` and `mindkeep deny`: one agent turn from the command
line, and the continuation of a turn that paused on a call waiting for the user's approval.

With `--json` they print the turn's result as scripts read it; without, the reply streams to
the terminal as the model writes it, then what the turn did to Memory, in the UI language. A
turn that pauses prints `"pending_approval": {"id", "tool", "arguments", "rules"}` (readably:
the call, the rules that bear on it, how to approve or deny it) and exits with 3;
`approve ID [--for-session]` / `deny ID [--reason T]` continue it and print its result the
same way (3 again when it pauses again). A turn that ends without a reply (the model
unreachable) keeps the user's message, marked as unanswered (Retry is in the window), and
says so; the exit code is 1."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from app.bootstrap import make_provider, make_runner
from app.cli.output import PartlyFailed, Paused
from app.domain.memory.rules.limits import check_timeout
from app.domain.tools.approvals import Decision, check_allow, check_decision
from app.i18n import _, format_number, ngettext


def _streamed_turn(core, args, run: Callable[..., Any], *, earlier_calls: int = 0) -> Any:
    """Run a turn (`run(runner, on_text)`) with the options' model and print it as chat does
    (a continued turn's readable text leaves out what was said before it paused: its first
    `earlier_calls` calls and the explicit saves)."""
    if args.timeout is not None:  # before the turn: a refused option writes nothing
        check_timeout(args.timeout)
    provider = make_provider(core, base_url=args.base_url, model=args.model, timeout=args.timeout)
    streamed: list[str] = []

    def show(piece: str) -> None:
        if not streamed and not piece.strip():
            return
        streamed.append(piece)
        sys.stdout.write(piece)
        sys.stdout.flush()

    runner = make_runner(core, provider, step_limit=args.step_limit)
    result = run(runner, None if args.json else show)
    if streamed:
        sys.stdout.write("\n")
        sys.stdout.flush()
        streamed.append("\n")
    if not args.json:
        for problem in result.problems:
            describe = getattr(problem, "describe", None)
            print(describe() if describe else problem.message, file=sys.stderr)
    # With the setting on, the model judges what the checker left unknown (after the reply).
    runner.judge(result)
    if args.json:
        if result.pending_approval is not None:
            raise Paused(result.to_json())
        if result.error:
            raise PartlyFailed(
                result.to_json(), result.error["code"], result.error["message"], readable=False
            )
        return result.to_json()
    text = readable_turn(
        result, streamed="".join(streamed), earlier_calls=earlier_calls, saves=not earlier_calls
    )
    if result.pending_approval is not None:
        raise Paused("\n".join(t for t in (text, pending_text(result.pending_approval)) if t))
    if result.error:
        message = result.error["message"]
        if result.agent_event_id is None and result.error.get("code") != "cancelled":
            message += " " + _(
                "Your message is kept, marked as unanswered: Retry it in the window, or send it "
                "again."
            )
        raise PartlyFailed(text, result.error["code"], message)
    return text


def chat_command(core, args) -> Any:
    # A clear error for an unknown or read-only Session, before a turn.
    core.chat.chat_session(args.session)
    return _streamed_turn(
        core,
        args,
        lambda runner, on_text: runner.run_turn(args.session, args.text, on_text=on_text).value,
    )


def decide_command(core, args) -> Any:
    """`approve ID [--for-session]` and `deny ID [--reason T]`: the user's decision on a call
    waiting for approval, and the rest of its turn. A call that does not wait (no such id,
    decided already, expired) is refused before anything runs."""
    # Before a model or a server is touched: a call that started already (running now, or
    # left running by a program that went: it may have run) is said as such, and not run.
    core.tool_runs.check_approval(args.id)
    approval = core.approvals.get(args.id)
    check_decision(approval)
    if args.command == "deny":
        decision, reason = Decision.DENY, args.reason
    else:
        check_allow(approval)  # a call another program wrote is never allowed (SPEC §2.5)
        decision = Decision.ALLOW_SESSION if args.for_session else Decision.ALLOW_ONCE
        reason = None
    if not approval.asked_here:  # denied, and its turn (not written here either) not continued
        denied = core.approvals.decide(args.id, decision, reason=reason).value
        if args.json:
            return {"denied": denied.id, "continued": False}
        return _(
            "Denied approval {id}. It was not asked for on this computer, so its turn does not "
            "go on."
        ).format(id=denied.id)
    earlier = len(core.approvals.state_of(args.id).get("tool_calls") or ())
    return _streamed_turn(
        core,
        args,
        lambda runner, on_text: (
            runner.resume(args.id, decision, reason=reason, on_text=on_text).value
        ),
        earlier_calls=earlier + 1,  # and the call it waited on, said above
    )


def pending_text(approval) -> str:
    """A call waiting for approval, for a person: the tool, the call readably, the rules that
    bear on it, and the commands that decide it."""
    lines = [
        _("The agent asks to run {tool} ({server} server) and waits for your approval:").format(
            tool=approval.tool, server=approval.server
        )
    ]
    preview = approval.preview
    if preview.kind == "command":
        lines.append(f"  $ {preview.text}")
    elif preview.kind == "diff":
        lines += ["  " + line for line in preview.text.splitlines()]
    else:
        lines += [f"  {key}: {value}" for key, value in preview.fields]
    # What else a command or a diff is given (stdin, env, cwd…): it may change what runs.
    for key, value in preview.also:
        value_lines = value.splitlines() or [""]
        lines.append(f"  {key}: {value_lines[0]}")
        lines += [f"    {line}" for line in value_lines[1:]]
    if approval.rules:
        lines.append(_("Your rules on this call:"))
        for rule in approval.rules:
            if rule.breaks:
                text, mark = _("This would break your rule: “{rule}”"), "  ⚠ "
            elif rule.unsure:
                text = _("Mindkeep cannot tell whether this follows your rule: “{rule}”")
                mark = "  ? "
            else:
                text, mark = _("Follows your rule: “{rule}”"), "  ✓ "
            lines.append(mark + text.format(rule=rule.content))
    lines.append(
        _(
            "Allow it: mindkeep approve {id} (add --for-session to allow {tool} for the rest of "
            "this Session)"
        ).format(id=approval.id, tool=approval.tool)
    )
    lines.append(_('Deny it: mindkeep deny {id} --reason "…"').format(id=approval.id))
    return "\n".join(lines)


def readable_turn(result, *, streamed: str = "", earlier_calls: int = 0, saves: bool = True) -> str:
    """What a turn did, for a person: the reply (when it did not stream), then what it saved
    and suggested (from its call `earlier_calls` on)."""
    lines: list[str] = []
    for run in result.interrupted:
        lines.append(
            _(
                "{tool} may have run: Mindkeep stopped before the call finished, so what it did "
                "is unknown. It was not run again."
            ).format(tool=run.tool)
        )
    if result.reply and result.reply.strip() != streamed.strip():
        lines.append(result.reply)
    for entry in result.saved if saves else ():
        lines.append(_("Saved to Memory: “{content}”").format(content=entry.content))
    for call in result.tool_calls[earlier_calls:]:
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
                # With the id `memory accept` (edit, dismiss) needs (issue 35).
                lines.append(
                    _(
                        "Suggested a rule (#{id}), waiting on the Memory page: “{content}” "
                        "(accept it: mindkeep memory accept {id})"
                    ).format(id=entry.get("id", "?"), content=entry.get("content", ""))
                )
        elif call.get("name") == "save_memory" and outcome.get("ok"):
            lines.append(_("Noted in Memory: “{content}”").format(content=entry.get("content", "")))
    words = {entry_id: w for entry_id, _v, _k, w in result.rules}
    for call in result.tool_calls[earlier_calls:]:
        said = receipt_words(result.compliance.get(call.get("event_id"), ()), words)
        if said:
            lines.append(_("{tool}: {receipt}").format(tool=call.get("name", ""), receipt=said))
    said = receipt_words(result.compliance.get(result.agent_event_id, ()), words)
    if said:
        lines.append(said)
    if result.context is not None:
        lines.append(context_words(result.context))
    return "\n".join(lines)


def context_words(context: dict) -> str:
    """What the model no longer sees of a long Session (issue 31), as the window says it."""
    seen = int(context.get("seen") or 0)
    return ngettext(
        "The model no longer sees this Session's older messages: only the newest {n} fits its "
        "context window ({tokens} tokens).",
        "The model no longer sees this Session's older messages: only the newest {n} fit its "
        "context window ({tokens} tokens).",
        seen,
    ).format(n=format_number(seen), tokens=format_number(int(context.get("window") or 0)))


def receipt_words(verdicts, words: dict[int, str]) -> str:
    """A receipt in words: "Followed 2 rules · 1 may be broken: “Always answer in French”"
    (nothing when no rule applied)."""
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
