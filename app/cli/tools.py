"""`mindkeep tools …` (the MCP servers the agent may use) and `settings model --detect` /
`--test` (connect a model without typing): the commands and their readable output."""

from __future__ import annotations

from typing import Any

from app.cli.parser import UsageError
from app.domain.errors import Code
from app.domain.tools.definitions import Change
from app.i18n import _, ngettext
from app.services.tool_changes import change_text


def tools_command(core, args) -> dict:
    """`tools add|list|refresh|remove|trust|enable|disable`."""
    action = args.action
    servers = core.tool_servers
    if action == "add":
        command = list(getattr(args, "command_line", None) or args.server_command or [])
        if args.url and command:
            raise UsageError(_("give either -- COMMAND [ARGS…] or --url URL, not both"))
        if args.header and not args.url:
            raise UsageError(_("--header goes with --url"))
        if args.url:
            server = servers.add_http(args.name, args.url, args.header)
        elif command:
            server = servers.add_stdio(args.name, command[0], command[1:])
        else:
            raise UsageError(
                _("give the command after --, e.g. mindkeep tools add git -- uvx mcp-server-git")
            )
        return {"added": server.to_json() | {"trusted": servers.is_trusted(server)}}
    if action == "list":
        return {"servers": _listing(core)}
    if action == "refresh":
        return _refresh(core, args.name)
    if action == "remove":
        server = servers.remove(args.name)
        core.tool_hub.stop(server.name)
        return {"removed": server.to_json()}
    if action == "trust":
        # What it confirms is shown with it: the tools' definitions that changed since they
        # were pinned (SPEC §3), which become the pins.
        pins = servers.pinned(args.name)
        changes = [c.to_json() for c in pins.changes] if pins is not None else []
        server = servers.trust(args.name)
        return {
            "trusted": server.to_json() | {"trusted": servers.is_trusted(server)},
            "confirmed_changes": changes,
        }
    enabled = action == "enable"
    server = servers.set_enabled(args.name, space_id=args.space, enabled=enabled)
    return {"server": server.name, "space_id": args.space, "enabled": server.enabled_in(args.space)}


def _listing(core) -> list[dict]:
    """Every server with its tools as pinned on this computer, or why it is not used; none is
    started (SPEC §3): a server never listed here says so (`status` "not_listed")."""
    configured = core.tool_servers.list()
    found = core.tool_hub.known_tools(configured)
    return [_entry(core, server, found.get(server.name)) for server in configured]


def _entry(core, server, entry) -> dict:
    """A server as `tools list` and `tools refresh` say it: its configuration, whether it is
    trusted here, its pins and what changed since, and its tools (`entry`, None when they were
    never listed here) or why it is not used."""
    data = server.to_json()
    trust = core.tool_servers.trust_state(server)
    data["trusted"] = trust.value == "trusted"
    data["trust"] = trust.value
    pins = core.tool_servers.pins_of(server)
    # When its definitions were pinned, and when they were last listed as pinned.
    data["pinned_at"] = pins.pinned_at.isoformat() if pins is not None else None
    data["listed_at"] = pins.listed_at.isoformat() if pins is not None else None
    # What changed since the definitions were pinned (the server is not used until then).
    data["changes"] = [c.to_json() for c in pins.changes] if pins is not None else []
    error = entry.error if entry is not None else None
    if error is not None:
        data["status"] = "unavailable"
    else:
        data["status"] = "ready" if entry is not None else "not_listed"
    data["error"] = error.to_json() if error is not None else None
    data["problem"] = error.describe() if hasattr(error, "describe") else None
    data["tools"] = [t.to_json() for t in entry.tools] if entry is not None else []
    data["left_out"] = [t.to_json() for t in entry.left_out] if entry is not None else []
    return data


def _refresh(core, name: str) -> dict:
    """`tools refresh NAME`: the server started on its own and its tools listed again, compared
    with the pins: a change untrusts it until the user confirms it (`tools trust`), which its
    entry shows. A server not trusted here is not started; one that could not start or list
    its tools is its error (tool_server_unavailable), its pins as they were."""
    server = core.tool_servers.get(name)
    (entry,) = core.tool_hub.server_tools([server.name])
    if entry.error is not None and entry.error.code is not Code.TOOL_SERVER_NOT_TRUSTED:
        raise entry.error
    return {"refreshed": _entry(core, core.tool_servers.get(name), entry)}


# ---------------------------------------------------------------- readable output


def _safety(value: str) -> str:
    if value == "read_only":
        return _("runs without asking")
    if value == "needs_approval":
        return _("asks for approval")
    return value


def _server_line(s: dict) -> str:
    if s["transport"] == "stdio":
        where = " ".join([s["command"], *s["args"]])
    else:
        where = s["url"]
    off = [str(x["space_id"]) for x in s.get("spaces", ()) if not x["enabled"]]
    on = [str(x["space_id"]) for x in s.get("spaces", ()) if x["enabled"]]
    line = f"{s['name']}  ({s['transport']}: {where})"
    if not s.get("enabled_by_default", True):
        line += "  " + _("on only in the Spaces where it was turned on")
    if off:
        line += "  " + _("off in Spaces: {ids}").format(ids=", ".join(off))
    if on and not s.get("enabled_by_default", True):
        line += "  " + _("on in Spaces: {ids}").format(ids=", ".join(on))
    return line


def _server_lines(s: dict) -> list[str]:
    """A server of `tools list` or `tools refresh`, readably: its command line or URL, then its
    tools and their safety, or why it is not used."""
    lines = [_server_line(s)]
    if s.get("trust") == "changed":
        lines.append(
            "  "
            + _(
                "Not used: its tools changed since you trusted it (what the model reads, "
                "or whether a call asks):"
            )
        )
        lines += ["    " + change_text(Change.from_json(c)) for c in s["changes"]]
        lines.append(
            "  "
            + _("If you expect this change, confirm it: mindkeep tools trust {name}").format(
                name=s["name"]
            )
        )
        return lines
    if s.get("trusted") is False:
        lines.append(
            "  "
            + _(
                "Not trusted on this computer: added or changed by another program. "
                "If the command above is yours, run: mindkeep tools trust {name}"
            ).format(name=s["name"])
        )
        return lines
    if s["status"] == "not_listed":
        lines.append(
            "  "
            + _(
                "Its tools were not listed on this computer yet: a turn lists them when it first "
                "uses the server, or now: mindkeep tools refresh {name}"
            ).format(name=s["name"])
        )
        return lines
    if s["status"] != "ready":
        lines.append("  " + (s.get("problem") or s["error"]["message"]))
        return lines
    width = max((len(t["name"]) for t in s["tools"]), default=0)
    lines += [f"  {t['name']:<{width}}  {_safety(t['safety'])}" for t in s["tools"]]
    lines += ["  " + _("{tool} is not offered: {reason}").format(**t) for t in s["left_out"]]
    if not s["tools"] and not s["left_out"]:
        lines.append("  " + _("no tools"))
    return lines


def render(data: Any) -> str | None:
    """The readable text of a `tools` or `settings model --detect/--test` result, or None
    for any other result."""
    if not isinstance(data, dict):
        return None
    if "refreshed" in data:
        return "\n".join(_server_lines(data["refreshed"]))
    if "servers" in data:
        if not data["servers"]:
            return _("No tool servers. Add one: mindkeep tools add git -- uvx mcp-server-git")
        lines = []
        for s in data["servers"]:
            lines += _server_lines(s)
        return "\n".join(lines)
    if "added" in data:
        return _("Added the tool server {name}. `mindkeep tools list` shows its tools.").format(
            name=data["added"]["name"]
        )
    if "trusted" in data and isinstance(data["trusted"], dict):
        lines = []
        if data.get("confirmed_changes"):
            lines.append(_("Confirmed these changes to its tools:"))
            lines += ["  " + change_text(Change.from_json(c)) for c in data["confirmed_changes"]]
        lines.append(
            _(
                "The tool server {name} is trusted on this computer: Mindkeep will start it as "
                "configured now. If another program changes it, it must be trusted again."
            ).format(name=data["trusted"]["name"])
        )
        return "\n".join(lines)
    if "removed" in data:
        return _("Removed the tool server {name}.").format(name=data["removed"]["name"])
    if "server" in data and "enabled" in data:
        text = (
            _("The {server} server's tools are on in Space {space}.")
            if data["enabled"]
            else _("The {server} server's tools are off in Space {space}.")
        )
        return text.format(server=data["server"], space=data["space_id"])
    if "detected" in data:
        if not data["detected"]:
            return _("No local model server found on 127.0.0.1 (ports {ports}).").format(
                ports=", ".join(str(p) for p in data["ports"])
            )
        lines = []
        for f in data["detected"]:
            count = ngettext("{n} model", "{n} models", len(f["models"])).format(n=len(f["models"]))
            lines.append(f"{f['name']}  {f['base_url']}  ({count})")
            lines += [f"  {m}" for m in f["models"]]
        lines.append(
            _(
                "Use one: mindkeep settings model --base-url URL --model NAME (add --test to try it)."
            )
        )
        return "\n".join(lines)
    if "test" in data:
        test = data["test"]
        lines = [test["message"]]
        if test["detail"] and test["detail"] not in test["message"]:
            lines.append(_("The server said: {detail}").format(detail=test["detail"]))
        return "\n".join(lines)
    return None
