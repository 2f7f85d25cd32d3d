"""The CLI's commands: each turns parsed arguments into calls on the services and a
result dict, the JSON shape scripts read."""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from pathlib import Path
from typing import Any

from app.bootstrap import copy_database, restore_database
from app.cli.output import PartlyFailed
from app.cli.parser import UsageError
from app.deferred import load
from app.domain.errors import AppError, Code
from app.domain.jsontext import parse_json
from app.domain.memory.formats import export_markdown
from app.domain.memory.rules.decided import keeps_words_decided
from app.domain.model import MessageSource, Status
from app.i18n import _, ngettext


def _session_json(se) -> dict:
    data = {"id": se.id, "space_id": se.space_id, "title": se.title}
    if se.temporary:
        data["temporary"] = True
    if se.external_client is not None:
        data["external_client"] = se.external_client  # an outside agent's, over MCP
    return data


def _message_json(m, used: dict, receipts: dict) -> dict:
    """A message as `message list` prints it; an agent reply with the Memory it used, and a
    reply or a tool call's message with its receipt (SPEC §2.11)."""
    data = {
        "id": m.id,
        "session_id": m.session_id,
        "source": m.source.value,
        "text": m.text,
        "created_at": m.created_at.isoformat(),
    }
    if m.source is MessageSource.AGENT:
        data["memory_used"] = [{"id": i, "version": v} for i, v in used.get(m.id, ())]
        context = (m.meta or {}).get("context")
        if isinstance(context, dict):
            data["context"] = context  # the older messages its model did not see (issue 31)
    if m.source in (MessageSource.AGENT, MessageSource.TOOL):
        data["compliance"] = [v.to_json() for v in receipts.get(m.id, ())]
    if m.source is MessageSource.TOOL and isinstance((m.meta or {}).get("tool"), str):
        data["call"] = _call_json(m.meta)
    return data


def _call_json(meta: dict) -> dict:
    """A tool call the agent loop recorded: the tool, what was asked, the approval it waited
    for, and its state: `running` (written ahead, not returned yet), `interrupted` (the program
    running it went: it may have run; it is not run again), `not_run`, or `ran` (issue 31)."""
    ran = meta.get("ran") if isinstance(meta.get("ran"), dict) else {}
    state = "ran"
    for key, said in (
        ("running", "running"),
        ("interrupted", "interrupted"),
        ("not_run", "not_run"),
    ):
        if ran.get(key) is True:
            state = said
    return {
        "tool": meta["tool"],
        "arguments": meta.get("arguments"),
        "approval_id": meta.get("approval"),
        "state": state,
    }


def _deleted_before(mem, entry_id: int) -> None:
    """An entry deleted for good is reported as such, not as one that never existed."""
    gone = mem.deletion(entry_id)
    if gone is not None:
        raise AppError(
            Code.NOT_FOUND,
            _(
                "Memory entry {id} was deleted for good on {at}; only the fact that it existed is kept."
            ).format(id=entry_id, at=gone.at.isoformat(timespec="seconds")),
        )


def _write_output(output: str, text: str) -> None:
    """Write an export where the user said, or say plainly why not (nothing is written)."""
    path = Path(output)
    try:  # (a name too long for the system fails already when it is looked at)
        if path.is_dir():
            raise AppError(
                Code.INVALID_INPUT,
                _("{path} is a folder: give the name of the file to write.").format(path=output),
            )
        if not path.parent.is_dir():
            raise AppError(
                Code.INVALID_INPUT,
                _("The folder {folder} does not exist; nothing was written.").format(
                    folder=str(path.parent)
                ),
            )
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise AppError(
            Code.INVALID_INPUT,
            _("Cannot write {file}: {error}").format(file=output, error=exc.strerror or exc),
        ) from None


def _by_agent(found: dict) -> list[dict]:
    """Each agent's record of a rule: Mindkeep's own agent first ("agent": null), then the
    outside agents by name."""
    return [
        {"agent": agent, "followed": f, "violated": v}
        for agent, (f, v) in sorted(found.items(), key=lambda kv: (kv[0] is not None, kv[0] or ""))
    ]


def _require_session(core, session_id: int) -> None:
    core.chat.get_session(session_id)


def db_command(args: argparse.Namespace) -> dict:
    """`db copy --to URL` and `db restore BACKUP`: not through build_core, so the database is
    read as it is, never created or upgraded by opening it."""
    if args.action == "restore":
        return restore_database(args.backup, db=args.db, data_dir=args.data_dir)
    return copy_database(args.to, db=args.db, data_dir=args.data_dir)


def run_command(core, args: argparse.Namespace) -> Any:
    """`space`, `session`, `message`, `memory`, `settings` and `context`."""
    cmd, action = args.command, getattr(args, "action", None)
    if cmd == "space":
        if action == "create":
            sp = core.chat.create_space(args.name).value
            return {"id": sp.id, "name": sp.name}
        if action == "list":
            return {"spaces": [{"id": s.id, "name": s.name} for s in core.chat.list_spaces()]}
        if action == "rename":
            sp = core.chat.rename_space(args.id, args.name).value
            return {"id": sp.id, "name": sp.name}
        if action == "bind":
            return {"bound": core.external.bind(args.id, args.folder).value.to_json()}
        if action == "unbind":
            return {"unbound": core.external.unbind(args.folder).value.to_json()}
        if action == "folders":
            return {"folders": [f.to_json() for f in core.external.folders(args.space)]}
        core.chat.delete_space(args.id)
        return {"deleted": args.id}
    if cmd == "session":
        if action == "create":
            return _session_json(
                core.chat.create_session(
                    args.space, title=args.title, temporary=args.temporary
                ).value
            )
        if action == "list":
            return {"sessions": [_session_json(s) for s in core.chat.list_sessions(args.space)]}
        if action == "rename":
            return _session_json(core.chat.rename_session(args.id, args.title).value)
        core.chat.delete_session(args.id)
        return {"deleted": args.id}
    if cmd == "message":
        if action == "search":
            return core.search.search(args.query, space_id=args.space).to_json()
        if action == "add":
            added = core.chat.add_message(args.session, source=args.source, text=args.text).value
            m = added.message
            return {
                "id": m.id,
                "session_id": m.session_id,
                "source": m.source.value,
                "text": m.text,
                "saved": [e.to_json() for e in added.saved],
            }
        core.chat.get_session(args.session)
        # Calls a program that went had left running are said as such, not as running.
        core.tool_runs.settle(args.session)
        messages = core.chat.messages(args.session)
        used = core.memory.used_in_session(args.session)
        receipts = core.compliance.in_session(args.session)
        return {"messages": [_message_json(m, used, receipts) for m in messages]}
    if cmd == "memory":
        return _memory_command(core, args, action)
    if cmd == "settings":
        if action == "model":
            return _model_command(core, args)
        if action == "show":
            return {"scopes": [st.to_json() for st in core.memory.session_settings(args.session)]}
        ref = core.memory.scope_ref(args.session, args.scope)
        if args.key == "room":
            try:
                room = int(args.value)
            except ValueError:
                raise AppError(
                    Code.INVALID_INPUT, _("room must be a whole number of characters.")
                ) from None
            return core.decisions.set_settings(ref, room=room).value.to_json()
        if args.value not in ("on", "off"):
            raise UsageError(_("{key} takes on or off").format(key=args.key))
        flag = args.value == "on"
        key = "auto_memory" if args.key == "auto-memory" else "use_memory"
        return core.decisions.set_settings(ref, **{key: flag}).value.to_json()
    if cmd == "context":
        _require_session(core, args.session)
        return {"session_id": args.session, "context": core.memory.context_block(args.session)}
    raise UsageError(_("unknown command"))


def _model_command(core, args) -> Any:
    # The OS keyring (~45 ms) and the settings' checks load for this command only.
    keys = load("app.agent.keys")
    if args.detect or args.test:
        if args.detect and (
            args.test
            or args.offline
            or args.base_url
            or args.model
            or args.judge_rules
            or args.propose_readings
            or args.context_window is not None
        ):
            raise UsageError(_("--detect lists what is there; use it alone"))
        if args.test and (
            args.offline
            or args.api_key_prompt
            or args.judge_rules
            or args.propose_readings
            or args.context_window is not None
        ):
            raise UsageError(_("--test sends one request; it changes no settings"))
        if args.detect:
            return load("app.cli.model:model_detect")(args)
        result = load("app.cli.model:model_test")(core, args)
        test = result["test"]
        if not test["ok"]:
            message = test["message"]
            if test["detail"] and test["detail"] not in message:
                message += " " + _("The server said: {detail}").format(detail=test["detail"])
            raise PartlyFailed(result, test["status"], message, readable=False)
        return result
    if args.port:
        raise UsageError(_("--port goes with --detect"))
    # Everything is checked, and the key read, before anything is written: a refusal (no key,
    # no keyring, a bad URL) leaves every setting as it was.
    if args.context_window is not None:
        load("app.services.settings:check_context_window")(args.context_window)
    if args.offline:
        current = core.settings.model()
        if current.base_url:
            keys.delete_key(current.base_url)
        core.settings.set_model(base_url=None, model=None)
    elif args.base_url or args.model:
        key = None
        if args.api_key_env:
            key = os.environ.get(args.api_key_env)
            if not key:
                raise AppError(
                    Code.INVALID_INPUT,
                    _("The environment variable {var} is empty.").format(var=args.api_key_env),
                )
        elif args.api_key_prompt:
            if sys.stdin is not None and sys.stdin.isatty():
                try:
                    key = getpass.getpass(_("API key: "))
                except EOFError:  # Ctrl+D at the prompt
                    key = ""
            else:  # piped in (`… | mindkeep settings model --api-key-prompt`): one line, no echo
                key = sys.stdin.readline().strip() if sys.stdin is not None else ""
            if not key:
                raise AppError(
                    Code.INVALID_INPUT,
                    _(
                        "No API key was given: --api-key-prompt reads it from the terminal, or one line piped in."
                    ),
                )
        if key and not keys.has_keyring():
            # Refuse before writing anything: the old settings stay as they were.
            raise AppError(
                Code.INVALID_INPUT,
                _(
                    "This system has no keyring to keep the API key safely. Set MINDKEEP_API_KEY "
                    "in the environment instead; Mindkeep never writes keys to its database."
                ),
            )
        settings = core.settings.set_model(
            base_url=args.base_url, model=args.model, timeout=args.timeout
        ).value
        if key:
            try:
                keys.store_key(settings.base_url, key)
            except keys.KeyStoreError as exc:
                raise AppError(Code.INVALID_INPUT, str(exc)) from None
    if args.judge_rules is not None:
        core.settings.set_judge_rules(args.judge_rules == "on")
    if args.propose_readings is not None:
        core.settings.set_propose_readings(args.propose_readings == "on")
    if args.context_window is not None:
        core.settings.set_context_window(args.context_window)
    current = core.settings.model()
    return {
        "provider": "openai-compatible" if current.configured else "offline",
        "base_url": current.base_url,
        "model": current.model,
        "timeout": current.timeout,
        "context_window": current.context_window,
        "api_key_stored": bool(current.base_url and keys.load_key(current.base_url)),
        "judge_rules": core.settings.judge_rules(),
        "propose_readings": core.settings.propose_readings(),
    }


def _memory_command(core, args, action: str) -> Any:
    mem = core.memory  # core.decisions only for a command that decides (it loads the rules)
    if action == "list":
        ref = mem.scope_ref(args.session, args.scope)
        if args.status == "all":
            statuses = list(Status)
        elif args.status:
            statuses = [Status(args.status)]
        else:
            statuses = [Status.ACTIVE, Status.SUGGESTED]
        entries = mem.list_entries(ref, statuses=statuses)
        return {"entries": [e.to_json() for e in entries], "count": mem.settings(ref).count}
    if action in ("accept", "dismiss", "archive", "restore", "pin", "unpin", "keep", "edit"):
        options: dict = {"content": args.text, "kind": args.kind} if action == "edit" else {}
        if action in ("accept", "edit"):
            if args.scope:
                options["to"] = core.decisions.scope_for(
                    args.id, args.scope, session_id=args.session
                )
            options["replaces"] = args.replace
        return {
            "entry": core.decisions.decide(
                args.id, action, expected_version=args.expected_version, **options
            ).value.entry.to_json()
        }
    if action == "move":
        return {
            "entry": core.decisions.move(
                args.id, args.scope, session_id=args.session, expected_version=args.expected_version
            ).value.entry.to_json()
        }
    if action == "delete":
        _deleted_before(mem, args.id)
        kept = keeps_words_decided(mem.get(args.id))
        gone = core.decisions.delete(args.id, expected_version=args.expected_version).value
        # Dismissed or decided words stay so: only a keyed hash of them is kept (SPEC §2.6).
        return {"deleted": gone.entry_id, "deletion": gone.to_json(), "words_kept_decided": kept}
    if action == "clear":
        batch = core.decisions.clear(mem.scope_ref(args.session, args.scope)).value
        return {
            "archived": [d.entry.to_json() for d in batch.decisions],
            "refused": [{"id": i, **err.to_json()} for i, err in batch.refused],
        }
    if action == "show":
        _deleted_before(mem, args.id)
        entry, use = mem.show(args.id)
        record = core.compliance.records([entry.id]).get(entry.id)
        followed, violated = (record.followed, record.violated) if record else (0, 0)
        last = record.last_violated_at if record else None
        reading = mem.reading(entry) if entry.kind.is_rule else None
        shown = (
            entry.to_json()
            | {
                "used_count": use.count,
                "last_used_at": use.last_used_at.isoformat() if use.last_used_at else None,
                "followed_count": followed,
                "violated_count": violated,
                "last_violated_at": last.isoformat() if last else None,
            }
            # What Mindkeep checks of a rule (issue 33); null for facts, todos, …
            | load("app.cli.readings:shown")(reading)
        )
        if entry.kind.is_rule:  # what it does to other agents' actions, and each one's record
            mode, default = core.hooks.enforcement([entry])[entry.id]
            shown["enforcement"] = mode
            shown["enforcement_default"] = default
            shown["by_agent"] = _by_agent(core.hooks.by_agent([entry.id]).get(entry.id, {}))
        return {"entry": shown}
    if action == "set-enforcement":
        entry, mode = core.hooks.set_enforcement(args.id, args.mode).value
        return {"entry_id": entry.id, "content": entry.content, "enforcement": mode}
    if action == "reading":
        return load("app.cli.readings:reading_command")(core, args)
    if action == "conflicts":
        ref = mem.scope_ref(args.session, args.scope)
        return {
            "conflicts": [
                {"suggestion": entry_id, "entry": c.entry.to_json(), "overlap": c.overlap.value}
                for entry_id, found in mem.conflicts(ref, session_id=args.session).items()
                for c in found
            ]
        }
    if action == "unused":
        ref = mem.scope_ref(args.session, args.scope)
        days = args.days or core.settings.unused_days()
        return {
            "days": days,
            "unused": [
                {
                    "entry": u.entry.to_json(),
                    "last_used_at": u.last_used_at.isoformat() if u.last_used_at else None,
                    "since": u.since.isoformat(),
                }
                for u in mem.not_used_lately(ref, days=days)
            ],
        }
    if action == "undo":
        done = core.decisions.undo().value
        result = {"entry": done.entry.to_json()}
        if done.batch:
            result["undone"] = [d.entry.to_json() for d in done.batch]
        return result
    if action == "history":
        deleted = mem.deletion(args.id)
        if deleted is not None:
            return {"events": [], "deletion": deleted.to_json()}
        return {"events": [h.to_json() for h in mem.history(args.id)]}
    if action == "directory":
        spaces, sessions, personal = mem.directory()
        return {
            "personal": {
                "id": personal.ref.scope_id,
                "count": personal.count,
                "suggested": personal.suggested,
            },
            "spaces": [
                {"id": r.ref.scope_id, "name": r.name, "count": r.count, "suggested": r.suggested}
                for r in spaces
            ],
            "sessions": [
                {
                    "id": r.ref.scope_id,
                    "title": r.name,
                    "space_id": r.space_id,
                    "count": r.count,
                    "suggested": r.suggested,
                }
                for r in sessions
            ],
        }
    if action == "add":
        ref = mem.scope_ref(args.session, args.scope)
        return {
            "entry": core.decisions.add_entry(
                ref, kind=args.kind, content=args.text, pinned=args.pin
            ).value.to_json()
        }
    if action == "organise":
        ref = mem.scope_ref(args.session, args.scope)
        return {"merged": core.decisions.organise(ref).value}
    if action == "export":
        scopes = [args.scope] if args.scope else None
        if args.format == "agents-md":
            text, count = core.transfer.export_agents_md(args.session, scopes=scopes)
            if args.output:
                _write_output(args.output, text)
                return {"written": args.output, "entries": count}
            return (
                text.rstrip("\n")
                if not args.json
                else {"format": "agents-md", "text": text, "entries": count}
            )
        data = core.transfer.export_entries(args.session, scopes=scopes)
        text = (
            export_markdown(data)
            if args.format == "markdown"
            else load("app.services.memory.transfer:dumps")(data)
        )
        if args.output:
            _write_output(args.output, text + "\n")
            return {"written": args.output, "entries": len(data["entries"])}
        return data if args.format == "json" else text
    if action == "import":
        try:
            text = Path(args.file).read_text(encoding="utf-8")
            data = (
                parse_json(text, code=Code.INVALID_INPUT, what=args.file)
                if args.format == "json"
                else None
            )
        except OSError as exc:
            raise AppError(
                Code.INVALID_INPUT,
                _("Cannot read {file}: {error}").format(file=args.file, error=exc.strerror),
            ) from None
        except UnicodeDecodeError as exc:
            raise AppError(
                Code.INVALID_INPUT,
                _("{file} is not UTF-8 text: {error}").format(file=args.file, error=exc),
            ) from None
        if args.format == "agents-md":
            report = core.transfer.import_agents_md(args.session, text, scope=args.scope).value
        else:
            report = core.transfer.import_entries(args.session, data, scope=args.scope).value
        result = {
            "imported": [e.to_json() for e in report.imported],
            "refused": list(report.refused),
        }
        if report.refused:
            raise PartlyFailed(
                result,
                Code.IMPORT_REFUSED.value,
                ngettext(
                    "{n} entry was refused; the others were imported.",
                    "{n} entries were refused; the others were imported.",
                    len(report.refused),
                ).format(n=len(report.refused)),
            )
        return result
    raise UsageError(_("unknown command"))
