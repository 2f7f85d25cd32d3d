"""`mindkeep hook EVENT --client CLIENT`: what another agent's hook runs (SPEC §10). It reads
the client's hook JSON on stdin and answers in that client's format, always with exit status 0
and never a traceback, whatever arrives (Windsurf's pre-hooks block by exit status 2 alone).

Every tool call of every connected agent waits for this process, so it starts like a bare
interpreter: the standard library, app.domain.agents' events, rules and answers (the clients'
words, what the rules decide) and app.storage.fast.hook_reads (the rules, read with `sqlite3`).
What needs more is asked of a warm helper (`mindkeep hook serve`, app/cli/hook_serve.py) over a
socket only this user can open: the checker's verdicts, and every write (a captured prompt, a
blocked call, a receipt). The first hook that finds no helper starts one and does its own work
without it: it imports the checker itself (~0.1 s), and leaves its writes in the helper's spool
folder, where the helper finds them when it is up. On PostgreSQL, and on a SQLite file these plain reads do not take (a
schema not at this version's head), every event is the helper's.

When an answer cannot be had in time (`BUDGET_S`), the action goes on (fail open): the answer
says so to the user where the client shows a line, and the external Session keeps a note.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import time
from collections.abc import Sequence

from app.cli.hook_helper import Helper, database_url
from app.deferred import load, resume_collector
from app.domain.agents import answers, names
from app.domain.agents.events import INPUT_MAX, HookEvent, HookInputError, read_event
from app.domain.agents.rules import Rule, decide, weighed
from app.storage.fast import hook_reads

USAGE = (
    "usage: mindkeep [--db URL | --data-dir DIR] hook EVENT --client CLIENT\n"
    f"  EVENT: {', '.join(names.EVENTS)}\n  CLIENT: {', '.join(names.CLIENTS)}"
)
# How long a hook may take before the action goes on without its answer (the clients wait
# 60 s or more; connect gives them a timeout above this). MINDKEEP_HOOK_BUDGET_MS overrides it.
BUDGET_S = 10.0
# How long the prompt hook waits for a helper that is starting (it stores the prompt).
PROMPT_WAIT_S = 20.0
# What only some hooks need is loaded then (app.deferred.load): the checker when no helper
# answers, the Memory block at a session start, the default data folder when no --db or
# --data-dir is given, and what starts or stops the helper.
TOO_LARGE = "the call holds more text than can be checked in time"
# The prompt's answer waits for its write; post-tool's and stop's writes go to the spool.
_SPOOLED = (names.POST_TOOL, names.STOP)


class Usage(Exception):
    """The hook's own command line is not one (a configuration error, not the agent's input)."""


def main(argv: Sequence[str]) -> int:
    try:
        options = parse(argv)
    except Usage as exc:
        print(f"mindkeep hook: {exc}\n{USAGE}", file=sys.stderr)
        return 1
    if options["event"] == "serve":
        # The warm helper keeps running: the cycle collector, held while a way in starts
        # (app.deferred), is back before it loads the services.
        resume_collector()
        return load("app.cli.hook_serve:main")(options)
    try:
        answer = run(options, _read_stdin())
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 (never a traceback: the agent's work goes on)
        print(f"Mindkeep could not check this ({type(exc).__name__}); it goes on.", file=sys.stderr)
        return 0
    if answer.stdout is not None:
        sys.stdout.write(json.dumps(answer.stdout, ensure_ascii=False))
        sys.stdout.flush()
    if answer.stderr:
        print(answer.stderr, file=sys.stderr)
    return answer.exit_code


def parse(argv: Sequence[str]) -> dict:
    """[--db URL] [--data-dir DIR] [--json] hook EVENT --client CLIENT (or `hook serve`)."""
    options: dict = {"db": None, "data_dir": None, "event": None, "client": None}
    words = list(argv)
    i = 0
    seen_hook = False
    while i < len(words):
        word = words[i]
        if word in ("--db", "--data-dir", "--client"):
            if i + 1 >= len(words):
                raise Usage(f"{word} needs a value")
            options[word.lstrip("-").replace("-", "_")] = words[i + 1]
            i += 2
            continue
        if word.startswith(("--db=", "--data-dir=", "--client=")):
            key, _sep, value = word.partition("=")
            options[key.lstrip("-").replace("-", "_")] = value
        elif word == "--json":
            pass
        elif word == "hook" and not seen_hook:
            seen_hook = True
        elif seen_hook and options["event"] is None and not word.startswith("-"):
            options["event"] = word
        else:
            raise Usage(f"unexpected {word!r}")
        i += 1
    if options["event"] == "serve":
        return options
    if options["event"] not in names.EVENTS:
        raise Usage(f"the event is one of {', '.join(names.EVENTS)}")
    if options["client"] not in names.CLIENTS:
        raise Usage(f"--client is one of {', '.join(names.CLIENTS)}")
    return options


def _read_stdin() -> bytes:
    try:
        return sys.stdin.buffer.read(INPUT_MAX + 1)
    except (OSError, ValueError, AttributeError):
        return b""


def budget() -> float:
    """Seconds a hook may take (MINDKEEP_HOOK_BUDGET_MS, for tests of the fail-open path)."""
    raw = os.environ.get("MINDKEEP_HOOK_BUDGET_MS")
    if raw and raw.isdigit():
        return int(raw) / 1000
    return BUDGET_S


# ---------------------------------------------------------------- one event


def run(options: dict, raw: bytes) -> answers.Answer:
    """Read the event, answer it; anything unreadable is answered by letting the action go on."""
    client, name = options["client"], options["event"]
    try:
        if len(raw) > INPUT_MAX:
            raise HookInputError("the hook input is larger than a hook's input can be")
        event = read_event(client, name, json.loads(raw) if raw.strip() else {})
    except (ValueError, RecursionError, HookInputError) as exc:
        # Empty, not JSON, not this client's shape: nothing is checked or stored. Said on
        # stderr (the client logs it), never as a block.
        detail = exc.args[0] if isinstance(exc, HookInputError) else type(exc).__name__
        return answers.Answer(None, stderr=f"Mindkeep could not read this hook's input: {detail}.")
    helper = Helper(database_url(options), options)
    deadline = time.monotonic() + budget()
    conn = hook_reads.open_sqlite(helper.url)
    try:
        if conn is None:
            return _by_helper(event, helper, deadline)
        return _here(event, helper, conn, deadline)
    finally:
        if conn is not None:
            conn.close()


def _here(event: HookEvent, helper: Helper, conn, deadline: float) -> answers.Answer:
    """An event on a SQLite file this process reads itself."""
    client, name = event.client, event.event
    if name == names.SESSION_START:
        helper.warm(dead=False)
        space = hook_reads.space_of(conn, event.cwd)
        block = load("app.domain.memory.formats:memory_block")(
            hook_reads.block_rows(conn, space), 8000
        ).text
        context = answers.start_context(block, hook_reads.waiting(conn, space))
        return answers.answer(client, name, context=context or None)
    if name == names.PROMPT:
        return _by_helper(event, helper, time.monotonic() + PROMPT_WAIT_S)
    if name in _SPOOLED and client != "gemini-cli":
        helper.spool({"op": "handle", "event": event.to_json()})
        return answers.answer(client, name)
    # A tool call (and Gemini's after-tool, which is where its model hears reminders).
    if event.oversized:
        if name == names.PRE_TOOL:
            return _unchecked(event, helper, TOO_LARGE)
        return answers.answer(client, name)
    try:
        space = hook_reads.space_of(conn, event.cwd)
        rules = weighed(Rule.from_json(r) for r in hook_reads.rules(conn, space))
    except sqlite3.Error as exc:
        return _unchecked(event, helper, f"the rules could not be read ({exc})")
    if name == names.POST_TOOL:
        helper.spool({"op": "handle", "event": event.to_json()})
    if not rules or not event.calls:
        return answers.answer(client, name)
    found = helper.verdicts(rules, event.calls, deadline)
    if found is None:
        return _unchecked(event, helper, "the rules could not be checked in time")
    decision = decide(rules, found)
    if name == names.POST_TOOL:
        return answers.answer(client, name, context=decision.context)
    if decision.deny:
        helper.spool({"op": "handle", "event": event.to_json()})  # kept with its receipt
    return answers.answer(client, name, deny=decision.reason, context=decision.context)


def _by_helper(event: HookEvent, helper: Helper, deadline: float) -> answers.Answer:
    """An event the helper answers whole (it holds the services and the database)."""
    client, name = event.client, event.event
    if name in _SPOOLED:
        helper.spool({"op": "handle", "event": event.to_json()})
        helper.warm(dead=False)
        return answers.answer(client, name)
    reply = helper.ask({"op": "handle", "event": event.to_json()}, deadline, start=True)
    if reply is None or not reply.get("ok"):
        if name == names.PRE_TOOL:
            return _unchecked(event, helper, "Mindkeep did not answer in time")
        if name == names.PROMPT:
            helper.spool({"op": "handle", "event": event.to_json()})  # kept when it is up
        return answers.answer(client, name)
    return answers.answer(
        client,
        name,
        deny=reply.get("deny"),
        context=reply.get("context"),
        message=reply.get("message"),
    )


def _unchecked(event: HookEvent, helper: Helper, why: str) -> answers.Answer:
    """Fail open: the action goes on; the user is told where the client shows a line, and the
    external Session keeps a note (through the helper's spool)."""
    helper.spool({"op": "unchecked", "event": event.to_json(), "why": why})
    helper.warm(dead=False)
    line = f"Mindkeep could not check this against your rules ({why}); it went on unchecked."
    answer = answers.answer(event.client, event.event, message=line)
    answer.stderr = line
    return answer
