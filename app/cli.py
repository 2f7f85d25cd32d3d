"""The `mindkeep` command: the window by default, and every Memory operation for scripts.

Only the window imports Qt; every other command starts without it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from app import __version__
from app.domain.errors import AppError, Code
from app.i18n import _, ngettext, pgettext

EXIT_ERROR = 1
EXIT_USAGE = 2


class UsageError(Exception):
    pass


class PartlyFailed(Exception):
    """A command did part of its work (a chat turn without a reply, an import with refused
    entries): its result is still printed, then the error, and the exit is non-zero."""

    def __init__(self, result: dict, code: str, message: str, *, readable: bool = True):
        super().__init__(message)
        self.result = result
        self.code = code
        self.message = message
        self.readable = readable  # whether the result has a rendering for people


class Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as exceptions, so --json can shape them."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{value!r} is not a whole number").format(value=text)) from None
    if value < 1:
        raise argparse.ArgumentTypeError(_("ids start at 1, not {value}").format(value=value))
    return value


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(_("size is WIDTHxHEIGHT, e.g. 1280x800")) from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(_("size is WIDTHxHEIGHT, e.g. 1280x800"))
    return w, h


def build_parser(*, commands: bool = True) -> Parser:
    """The whole command line; with commands=False only the global options (the window's)."""
    p = Parser(prog="mindkeep", description=_("Mindkeep: work with an AI agent that remembers how you want work done."))
    p.add_argument("--db", metavar="URL", help=_("database URL (default: the SQLite file in the data folder)"))
    p.add_argument("--data-dir", metavar="DIR", help=_("data folder (default: the user data folder)"))
    p.add_argument("--json", action="store_true", help=_("machine-readable output"))
    p.add_argument("--version", action="store_true", help=_("print the version and exit"))
    p.add_argument("--screenshot", metavar="PATH", help=_("render the window to a PNG and exit"))
    p.add_argument("--page", choices=["chat", "memory", "directory"], default="chat", help=argparse.SUPPRESS)
    p.add_argument("--session", dest="shot_session", type=_positive_int, help=argparse.SUPPRESS)
    p.add_argument("--locale", help=argparse.SUPPRESS)
    p.add_argument("--size", type=_size, default=(1280, 800), help=argparse.SUPPRESS)
    if not commands:
        p.set_defaults(command=None)
        return p
    from app.domain.model import Scope, Status

    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    space = sub.add_parser("space", help=_("create and list Spaces")).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = space.add_parser("create"); x.add_argument("name")
    space.add_parser("list")
    x = space.add_parser("rename"); x.add_argument("id", type=_positive_int); x.add_argument("name")
    x = space.add_parser("delete"); x.add_argument("id", type=_positive_int)

    session = sub.add_parser("session", help=_("create and list Sessions")).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = session.add_parser("create"); x.add_argument("--space", type=_positive_int, required=True); x.add_argument("--title")
    x.add_argument("--temporary", action="store_true", help=_("a Session that neither reads nor writes Memory"))
    x = session.add_parser("list"); x.add_argument("--space", type=_positive_int)
    x = session.add_parser("rename"); x.add_argument("id", type=_positive_int); x.add_argument("title")
    x = session.add_parser("delete"); x.add_argument("id", type=_positive_int)

    message = sub.add_parser("message", help=_("add and list messages")).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = message.add_parser("add")
    x.add_argument("--session", type=_positive_int, required=True)
    x.add_argument("--source", choices=["user", "agent", "tool", "web", "file", "trigger"], required=True)
    x.add_argument("text")
    x = message.add_parser("list"); x.add_argument("--session", type=_positive_int, required=True)

    tool = sub.add_parser("tool", help=_("run an agent tool as the agent would")).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = tool.add_parser("call"); x.add_argument("name"); x.add_argument("--session", type=_positive_int, required=True); x.add_argument("--args", required=True, metavar="JSON")
    tool.add_parser("list")

    memory = sub.add_parser("memory", help=_("list and decide on Memory")).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = memory.add_parser("list")
    x.add_argument("--session", type=_positive_int, required=True)
    x.add_argument("--scope", choices=[s.value for s in Scope], required=True)
    x.add_argument("--status", choices=[st.value for st in Status] + ["all"])
    scopes = [s.value for s in Scope]
    for name in ("accept", "dismiss", "archive", "restore", "pin", "unpin", "keep", "delete"):
        x = memory.add_parser(name); x.add_argument("id", type=_positive_int); x.add_argument("--version", type=_positive_int, dest="expected_version")
        if name == "accept":
            x.add_argument("--scope", choices=scopes, help=_("save it to this scope instead"))
            x.add_argument("--session", type=_positive_int, help=_("the Session the scope is seen from"))
            x.add_argument("--replace", type=_positive_int, action="append", default=[], metavar="ID", help=_("archive this saved rule it conflicts with"))
    x = memory.add_parser("edit"); x.add_argument("id", type=_positive_int); x.add_argument("text"); x.add_argument("--kind"); x.add_argument("--version", type=_positive_int, dest="expected_version")
    x.add_argument("--scope", choices=scopes, help=_("save it to this scope instead"))
    x.add_argument("--session", type=_positive_int, help=_("the Session the scope is seen from"))
    x.add_argument("--replace", type=_positive_int, action="append", default=[], metavar="ID", help=_("archive this saved rule it conflicts with"))
    x = memory.add_parser("move", help=_("move a saved entry to another scope")); x.add_argument("id", type=_positive_int); x.add_argument("--scope", choices=scopes, required=True); x.add_argument("--session", type=_positive_int); x.add_argument("--version", type=_positive_int, dest="expected_version")
    x = memory.add_parser("clear", help=_("archive every saved entry of a scope (memory undo brings them back)")); x.add_argument("--session", type=_positive_int, required=True); x.add_argument("--scope", choices=scopes, required=True)
    x = memory.add_parser("show"); x.add_argument("id", type=_positive_int)
    x = memory.add_parser("conflicts", help=_("saved rules each suggestion contradicts or overlaps")); x.add_argument("--session", type=_positive_int, required=True); x.add_argument("--scope", choices=scopes, required=True)
    x = memory.add_parser("unused", help=_("saved entries not used lately")); x.add_argument("--session", type=_positive_int, required=True); x.add_argument("--scope", choices=scopes, required=True); x.add_argument("--days", type=_positive_int)
    memory.add_parser("undo")
    x = memory.add_parser("history"); x.add_argument("id", type=_positive_int)
    memory.add_parser("directory")
    x = memory.add_parser("add"); x.add_argument("--session", type=_positive_int, required=True); x.add_argument("--scope", choices=[s.value for s in Scope], required=True); x.add_argument("--kind", required=True); x.add_argument("--pin", action="store_true"); x.add_argument("text")
    x = memory.add_parser("organise"); x.add_argument("--session", type=_positive_int, required=True); x.add_argument("--scope", choices=[s.value for s in Scope], required=True)
    x = memory.add_parser("export"); x.add_argument("--session", type=_positive_int, required=True); x.add_argument("--scope", choices=[s.value for s in Scope]); x.add_argument("--format", choices=["json", "markdown", "agents-md"], default="json"); x.add_argument("--output", metavar="FILE")
    x = memory.add_parser("import"); x.add_argument("file"); x.add_argument("--session", type=_positive_int, required=True); x.add_argument("--scope", choices=[s.value for s in Scope]); x.add_argument("--format", choices=["json", "agents-md"], default="json")

    settings = sub.add_parser("settings", help=_("Auto Memory, Use Memory and room per scope")).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = settings.add_parser("set")
    x.add_argument("--session", type=_positive_int, required=True)
    x.add_argument("--scope", choices=[s.value for s in Scope], required=True)
    x.add_argument("key", choices=["auto-memory", "use-memory", "room"])
    x.add_argument("value")
    x = settings.add_parser("show"); x.add_argument("--session", type=_positive_int, required=True)

    x = settings.add_parser("model", help=_("connect an OpenAI-compatible model, or go back to the offline assistant"))
    x.add_argument("--base-url", metavar="URL"); x.add_argument("--model", metavar="NAME")
    x.add_argument("--timeout", type=float, metavar="SECONDS")
    x.add_argument("--api-key-env", metavar="VAR", help=_("read the API key from this environment variable and keep it in the OS keyring"))
    x.add_argument("--api-key-prompt", action="store_true", help=_("ask for the API key and keep it in the OS keyring"))
    x.add_argument("--offline", action="store_true", help=_("forget the model and use the built-in offline assistant"))

    x = sub.add_parser("chat", help=_("run one agent turn in a Session"))
    x.add_argument("--session", type=_positive_int, required=True)
    x.add_argument("--base-url", metavar="URL"); x.add_argument("--model", metavar="NAME")
    x.add_argument("--timeout", type=float, metavar="SECONDS")
    x.add_argument("--step-limit", type=_positive_int, default=8)
    x.add_argument("text")

    x = sub.add_parser("context", help=_("the Memory block the agent would be given")); x.add_argument("--session", type=_positive_int, required=True)

    db = sub.add_parser("db", help=_("copy the whole database to another one")).add_subparsers(dest="action", required=True, parser_class=Parser)
    x = db.add_parser("copy", help=_("copy everything (the database chosen by --db or --data-dir) into a new, empty database, and verify the copy"))
    x.add_argument("--to", metavar="URL", required=True, help=_("the empty database to fill, e.g. postgresql://USER:PASSWORD@HOST/NAME"))
    return p


# ------------------------------------------------------------------ commands


def _entry_line(e: dict) -> str:
    pin = "★ " if e["pinned"] else ""
    return f"#{e['id']} [{e['scope']} · {e['kind']} · {e['status']} · {e['source']}] {pin}{e['content']}"


def _table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """Columns padded to their widest cell, for people at a terminal."""
    cells = [[str(c) for c in header]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    return "\n".join(
        "  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in cells
    )


def _on_off(flag: bool) -> str:
    return _("on") if flag else _("off")


def _human(data: Any) -> str:
    """A readable rendering of a command's result for people at a terminal."""
    if isinstance(data, str):
        return data
    if "verified" in data and "tables" in data:
        lines = [_("Copied {source} to {target}:").format(source=data["source"], target=data["target"])]
        lines += [f"  {t['table']:<20} {t['rows']:>8}  {t['checksum'][:16]}" for t in data["tables"]]
        lines.append(_("Every table was read back and its rows and checksum match the source."))
        return "\n".join(lines)
    if "entries" in data and "count" in data:
        lines = [_entry_line(e) for e in data["entries"]]
        lines.append(_("{count} saved").format(count=data["count"]))
        return "\n".join(lines)
    if "imported" in data and "refused" in data:
        lines = [_entry_line(e) for e in data["imported"]]
        lines += [_("refused entry {index}: {message} ({code})").format(**r) for r in data["refused"]]
        lines.append(_("{imported} imported, {refused} refused").format(
            imported=len(data["imported"]), refused=len(data["refused"])))
        return "\n".join(lines)
    if "entry" in data:
        line = _entry_line(data["entry"])
        if "used_count" in data["entry"]:
            line += "\n" + ngettext("used in {n} reply", "used in {n} replies", data["entry"]["used_count"]).format(
                n=data["entry"]["used_count"]) + (
                _(", last on {at}").format(at=data["entry"]["last_used_at"][:10]) if data["entry"]["last_used_at"] else "")
        return line
    if "archived" in data and "refused" in data:
        lines = [_entry_line(e) for e in data["archived"]]
        lines.append(ngettext("{n} entry archived", "{n} entries archived", len(data["archived"])).format(
            n=len(data["archived"])))
        return "\n".join(lines)
    if "deletion" in data and "deleted" in data:
        return _("entry {id} deleted for good").format(id=data["deleted"])
    if "conflicts" in data:
        return "\n".join(f"#{c['suggestion']} {c['overlap']} " + _entry_line(c["entry"])
                         for c in data["conflicts"]) or _("no conflicts")
    if "unused" in data:
        return "\n".join(_entry_line(u["entry"]) for u in data["unused"]) or _("nothing unused")
    if "events" in data:
        return "\n".join(f"{e['at']}  {e['actor']}  {e['action']}" for e in data["events"])
    if "messages" in data:
        return _table(
            (_("id"), _("source"), _("time"), _("text")),
            [(m["id"], m["source"], m["created_at"][:19].replace("T", " "),
              " ".join(m["text"].split())[:80]) for m in data["messages"]],
        )
    if "scopes" in data:
        return _table(
            (_("scope"), _("id"), _("Auto Memory"), _("Use Memory"), _("saved"), _("suggested"),
             _("characters")),
            [(st["scope"], st["scope_id"], _on_off(st["auto_memory"]), _on_off(st["use_memory"]),
              st["count"], st["suggested"], f"{st['used']} / {st['room']}") for st in data["scopes"]],
        )
    if "personal" in data and "spaces" in data:
        rows = [(pgettext("memory scope", "Personal"), "", data["personal"]["count"],
                 data["personal"]["suggested"])]
        rows += [(pgettext("memory scope", "Space"), f"#{r['id']} {r['name']}", r["count"],
                  r["suggested"]) for r in data["spaces"]]
        rows += [(pgettext("memory scope", "Session"), f"#{r['id']} {r['title']}", r["count"],
                  r["suggested"]) for r in data["sessions"]]
        return _table((_("scope"), _("name"), _("saved"), _("suggested")), rows)
    return json.dumps(data, ensure_ascii=False, indent=2)


def _session_json(se) -> dict:
    data = {"id": se.id, "space_id": se.space_id, "title": se.title}
    if se.temporary:
        data["temporary"] = True
    return data


def _message_json(m, used: dict) -> dict:
    """A message as `message list` prints it; an agent reply with the Memory it used."""
    from app.domain.model import MessageSource

    data = {"id": m.id, "session_id": m.session_id, "source": m.source.value, "text": m.text,
            "created_at": m.created_at.isoformat()}
    if m.source is MessageSource.AGENT:
        data["memory_used"] = [{"id": i, "version": v} for i, v in used.get(m.id, ())]
    return data

def _deleted_before(mem, entry_id: int) -> None:
    """An entry deleted for good is reported as such, not as one that never existed."""
    gone = mem.deletion(entry_id)
    if gone is not None:
        raise AppError(Code.NOT_FOUND, _(
            "Memory entry {id} was deleted for good on {at}; only the fact that it existed is kept."
        ).format(id=entry_id, at=gone.at.isoformat(timespec="seconds")))


def _require_session(core, session_id: int) -> None:
    core.chat.get_session(session_id)


def run_command(core, args: argparse.Namespace) -> Any:
    cmd, action = args.command, getattr(args, "action", None)
    if cmd == "space":
        if action == "create":
            sp = core.chat.create_space(args.name)
            return {"id": sp.id, "name": sp.name}
        if action == "list":
            return {"spaces": [{"id": s.id, "name": s.name} for s in core.chat.list_spaces()]}
        if action == "rename":
            sp = core.chat.rename_space(args.id, args.name)
            return {"id": sp.id, "name": sp.name}
        core.chat.delete_space(args.id)
        return {"deleted": args.id}
    if cmd == "session":
        if action == "create":
            return _session_json(core.chat.create_session(args.space, title=args.title,
                                                          temporary=args.temporary))
        if action == "list":
            return {"sessions": [_session_json(s) for s in core.chat.list_sessions(args.space)]}
        if action == "rename":
            return _session_json(core.chat.rename_session(args.id, args.title))
        core.chat.delete_session(args.id)
        return {"deleted": args.id}
    if cmd == "message":
        if action == "add":
            added = core.chat.add_message(args.session, source=args.source, text=args.text)
            m = added.message
            return {"id": m.id, "session_id": m.session_id, "source": m.source.value, "text": m.text,
                    "saved": [e.to_json() for e in added.saved]}
        messages = core.chat.messages(args.session)
        used = core.memory.used_in_session(args.session)
        return {"messages": [_message_json(m, used) for m in messages]}
    if cmd == "tool":
        from app.agent.tools import ToolContext

        if action == "list":
            return {"tools": [{"name": n, "safety": core.tools.get(n).safety.value,
                               "schema": core.tools.get(n).schema()} for n in core.tools.names()]}
        if core.tools.get(args.name) is None:
            raise AppError(Code.NOT_FOUND, _("There is no tool named {name}.").format(name=args.name))
        try:
            arguments = json.loads(args.args)
        except json.JSONDecodeError as exc:
            raise AppError(Code.INVALID_INPUT, _("--args is not valid JSON: {error}").format(error=exc)) from None
        _require_session(core, args.session)
        return core.tools.call(args.name, ToolContext(args.session, core.memory, core.proposals), arguments)
    if cmd == "memory":
        return _memory_command(core, args, action)
    if cmd == "chat":
        return _chat_command(core, args)
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
                raise AppError(Code.INVALID_INPUT, _("room must be a whole number of characters.")) from None
            return core.decisions.set_settings(ref, room=room).to_json()
        if args.value not in ("on", "off"):
            raise UsageError(_("{key} takes on or off").format(key=args.key))
        flag = args.value == "on"
        key = "auto_memory" if args.key == "auto-memory" else "use_memory"
        return core.decisions.set_settings(ref, **{key: flag}).to_json()
    if cmd == "context":
        _require_session(core, args.session)
        return {"session_id": args.session, "context": core.memory.context_block(args.session)}
    raise UsageError(_("unknown command"))


def _chat_command(core, args) -> Any:
    from app.bootstrap import make_provider, make_runner

    _require_session(core, args.session)
    provider = make_provider(core, base_url=args.base_url, model=args.model, timeout=args.timeout)
    result = make_runner(core, provider, step_limit=args.step_limit).run_turn(args.session, args.text)
    if result.error:
        raise PartlyFailed(result.to_json(), result.error["code"], result.error["message"],
                           readable=False)
    return result.to_json()


def _model_command(core, args) -> Any:
    from app.agent import keys

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
                raise AppError(Code.INVALID_INPUT, _("The environment variable {var} is empty.").format(var=args.api_key_env))
        elif args.api_key_prompt:
            import getpass

            key = getpass.getpass(_("API key: "))
        if key and not keys.has_keyring():
            # Refuse before writing anything: the old settings stay as they were.
            raise AppError(Code.INVALID_INPUT, _(
                "This system has no keyring to keep the API key safely. Set MINDKEEP_API_KEY "
                "in the environment instead; Mindkeep never writes keys to its database."))
        settings = core.settings.set_model(base_url=args.base_url, model=args.model, timeout=args.timeout)
        if key:
            try:
                keys.store_key(settings.base_url, key)
            except keys.KeyStoreError as exc:
                raise AppError(Code.INVALID_INPUT, str(exc)) from None
    current = core.settings.model()
    return {
        "provider": "openai-compatible" if current.configured else "offline",
        "base_url": current.base_url,
        "model": current.model,
        "timeout": current.timeout,
        "api_key_stored": bool(current.base_url and keys.load_key(current.base_url)),
    }


def _memory_command(core, args, action: str) -> Any:
    from app.domain.model import Status

    mem, decisions = core.memory, core.decisions
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
                options["to"] = decisions.scope_for(args.id, args.scope, session_id=args.session)
            options["replaces"] = args.replace
        return {"entry": decisions.decide(args.id, action, expected_version=args.expected_version,
                                          **options).entry.to_json()}
    if action == "move":
        return {"entry": decisions.move(args.id, args.scope, session_id=args.session,
                                        expected_version=args.expected_version).entry.to_json()}
    if action == "delete":
        _deleted_before(mem, args.id)
        gone = decisions.delete(args.id, expected_version=args.expected_version)
        return {"deleted": gone.entry_id, "deletion": gone.to_json()}
    if action == "clear":
        batch = decisions.clear(mem.scope_ref(args.session, args.scope))
        return {"archived": [d.entry.to_json() for d in batch.decisions],
                "refused": [{"id": i, **err.to_json()} for i, err in batch.refused]}
    if action == "show":
        _deleted_before(mem, args.id)
        entry, use = mem.show(args.id)
        return {"entry": entry.to_json() | {
            "used_count": use.count,
            "last_used_at": use.last_used_at.isoformat() if use.last_used_at else None}}
    if action == "conflicts":
        ref = mem.scope_ref(args.session, args.scope)
        return {"conflicts": [
            {"suggestion": entry_id, "entry": c.entry.to_json(), "overlap": c.overlap.value}
            for entry_id, found in mem.conflicts(ref, session_id=args.session).items() for c in found]}
    if action == "unused":
        ref = mem.scope_ref(args.session, args.scope)
        days = args.days or core.settings.unused_days()
        return {"days": days, "unused": [
            {"entry": u.entry.to_json(),
             "last_used_at": u.last_used_at.isoformat() if u.last_used_at else None,
             "since": u.since.isoformat()} for u in mem.not_used_lately(ref, days=days)]}
    if action == "undo":
        done = decisions.undo()
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
            "personal": {"id": personal.ref.scope_id, "count": personal.count,
                         "suggested": personal.suggested},
            "spaces": [{"id": r.ref.scope_id, "name": r.name, "count": r.count,
                        "suggested": r.suggested} for r in spaces],
            "sessions": [{"id": r.ref.scope_id, "title": r.name, "space_id": r.space_id,
                          "count": r.count, "suggested": r.suggested} for r in sessions],
        }
    if action == "add":
        ref = mem.scope_ref(args.session, args.scope)
        return {"entry": decisions.add_entry(ref, kind=args.kind, content=args.text, pinned=args.pin).to_json()}
    if action == "organise":
        ref = mem.scope_ref(args.session, args.scope)
        return {"merged": decisions.organise(ref)}
    if action == "export":
        from app.domain.formats import export_markdown
        from app.services.memory import dumps

        scopes = [args.scope] if args.scope else None
        if args.format == "agents-md":
            text, count = core.transfer.export_agents_md(args.session, scopes=scopes)
            if args.output:
                Path(args.output).write_text(text, encoding="utf-8")
                return {"written": args.output, "entries": count}
            return text.rstrip("\n") if not args.json else {"format": "agents-md", "text": text, "entries": count}
        data = core.transfer.export_entries(args.session, scopes=scopes)
        text = export_markdown(data) if args.format == "markdown" else dumps(data)
        if args.output:
            Path(args.output).write_text(text + "\n", encoding="utf-8")
            return {"written": args.output, "entries": len(data["entries"])}
        return data if args.format == "json" else text
    if action == "import":
        try:
            text = Path(args.file).read_text(encoding="utf-8")
            data = json.loads(text) if args.format == "json" else None
        except OSError as exc:
            raise AppError(Code.INVALID_INPUT, _("Cannot read {file}: {error}").format(file=args.file, error=exc.strerror)) from None
        except UnicodeDecodeError as exc:
            raise AppError(Code.INVALID_INPUT, _("{file} is not UTF-8 text: {error}").format(file=args.file, error=exc)) from None
        except json.JSONDecodeError as exc:
            raise AppError(Code.INVALID_INPUT, _("{file} is not valid JSON: {error}").format(file=args.file, error=exc)) from None
        if args.format == "agents-md":
            report = core.transfer.import_agents_md(args.session, text, scope=args.scope)
        else:
            report = core.transfer.import_entries(args.session, data, scope=args.scope)
        result = {"imported": [e.to_json() for e in report.imported], "refused": list(report.refused)}
        if report.refused:
            raise PartlyFailed(result, Code.IMPORT_REFUSED.value, ngettext(
                "{n} entry was refused; the others were imported.",
                "{n} entries were refused; the others were imported.",
                len(report.refused)).format(n=len(report.refused)))
        return result
    raise UsageError(_("unknown command"))


# ------------------------------------------------------------------ entry point


def _emit_error(as_json: bool, code: str, message: str) -> None:
    if as_json:
        print(json.dumps({"error": {"code": code, "message": message}}, ensure_ascii=False), file=sys.stderr)
    else:
        print(_("Error: {message}").format(message=message), file=sys.stderr)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Parse a command line. One made of global options alone (how the window starts) is
    parsed without building the ~40 command parsers, which cost ~10 ms of the window's
    start; anything else, and every error, goes through the whole parser."""
    if not {"-h", "--help"} & set(argv):
        try:
            return build_parser(commands=False).parse_args(argv)
        except UsageError:
            pass
    return build_parser().parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    wants_json = "--json" in argv
    try:
        args = parse_args(argv)
    except UsageError as exc:
        _emit_error(wants_json, "usage", str(exc))
        if not wants_json:
            print(build_parser().format_usage(), file=sys.stderr, end="")
        return EXIT_USAGE
    if args.version:
        print(json.dumps({"version": __version__}) if args.json else f"mindkeep {__version__}")
        return 0

    if args.command is None and not args.screenshot:
        # The window paints first and opens the database behind it.
        from app.bootstrap import run_window

        try:
            return run_window(args.db, args.data_dir)
        except AppError as err:
            _emit_error(args.json, err.code.value, err.message)
            return EXIT_ERROR

    if args.command == "db":
        # Not through build_core: the source is read as it is, never created or upgraded.
        from app.bootstrap import copy_database

        try:
            result = copy_database(args.to, db=args.db, data_dir=args.data_dir)
        except AppError as err:
            _emit_error(args.json, err.code.value, err.message)
            return EXIT_ERROR
        print(json.dumps(result, ensure_ascii=False) if args.json else _human(result))
        return 0

    from app.bootstrap import build_core, check_screenshot_path

    try:
        if args.command is None:
            check_screenshot_path(args.screenshot)  # before anything is written
        core = build_core(args.db, args.data_dir)
    except AppError as err:
        _emit_error(args.json, err.code.value, err.message)
        return EXIT_ERROR
    try:
        if args.command is None:
            from app.bootstrap import take_screenshot

            take_screenshot(core, args.screenshot, page=args.page, session_id=args.shot_session,
                            locale=args.locale, width=args.size[0], height=args.size[1])
            return 0
        result = run_command(core, args)
    except AppError as err:
        _emit_error(args.json, err.code.value, err.message)
        return EXIT_ERROR
    except UsageError as exc:
        _emit_error(args.json, "usage", str(exc))
        return EXIT_USAGE
    except PartlyFailed as failed:
        if args.json:
            print(json.dumps(failed.result, ensure_ascii=False))
        elif failed.readable:
            print(_human(failed.result))
        _emit_error(args.json, failed.code, failed.message)
        return EXIT_ERROR
    finally:
        core.close()
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(_human(result))
    return 0
