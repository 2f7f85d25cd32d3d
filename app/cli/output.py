"""Readable renderings of the CLI's results, for people at a terminal, and the two results
that end a command with a non-zero exit (PartlyFailed, Paused).

--json prints the result dicts as they are; these helpers only shape the text a person reads.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from app.deferred import load
from app.i18n import _, ngettext, pgettext


class PartlyFailed(Exception):
    """A command did part of its work (a chat turn without a reply, an import with refused
    entries): its result is still printed, then the error, and the exit is non-zero."""

    def __init__(self, result: dict, code: str, message: str, *, readable: bool = True):
        super().__init__(message)
        self.result = result
        self.code = code
        self.message = message
        self.readable = readable  # whether the result has a rendering for people


class Paused(Exception):
    """The turn waits for the user's approval: its result is printed and the exit code is 3."""

    def __init__(self, result: Any):
        super().__init__("pending approval")
        self.result = result


def _entry_line(e: dict) -> str:
    pin = "★ " if e["pinned"] else ""
    return f"#{e['id']} [{e['scope']} · {e['kind']} · {e['status']} · {e['source']}] {pin}{e['content']}"


def _table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """Columns padded to their widest cell, for people at a terminal."""
    cells = [[str(c) for c in header]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    return "\n".join(
        "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=False)).rstrip() for row in cells
    )


def record_text(entry: dict) -> str:
    """ "followed 12 of 13 times, last broken on 2026-03-02" (SPEC §2.11)."""
    followed, violated = entry["followed_count"], entry["violated_count"]
    n = followed + violated
    text = ngettext("followed {k} of {n} time", "followed {k} of {n} times", n).format(
        k=followed, n=n
    )
    if entry.get("last_violated_at"):
        text += _(", last broken on {at}").format(at=entry["last_violated_at"][:10])
    return text


def connect_list_text(agents: Sequence[dict]) -> str:
    """`connect --list`: each agent, whether it is here, connected, its hooks, last seen."""
    health = {
        "healthy": _("working"),
        "needs review": _("waiting for your review in the agent"),
        "broken": _("broken: the program they run is gone"),
        "partial": _("partly connected"),
        "not connected": _("not connected"),
    }
    rows = [
        (
            a["name"],
            _("yes") if a["installed"] else _("no"),
            _("yes") if a["connected"] else _("no"),
            health.get(a["hooks"], a["hooks"]),
            (a["last_seen"] or "")[:16].replace("T", " ") or "—",
        )
        for a in agents
    ]
    lines = [_table((_("agent"), _("found"), _("connected"), _("hooks"), _("last seen")), rows)]
    for a in agents:
        if a.get("trust"):
            lines.append(f"{a['name']}: {a['trust']}")
    return "\n".join(lines)


def connect_text(data: dict) -> str:
    """What connect or disconnect did (or would do, with --dry-run), file by file, with diffs."""
    said = {
        "created": _("Created {path}"),
        "updated": _("Changed {path}"),
        "removed": _("Removed {path}"),
        "restored": _("Put back {path}"),
        "unchanged": _("{path} already has Mindkeep's entries"),
    }
    lines = []
    if data.get("dry_run"):
        lines.append(_("Dry run: nothing was written."))
    for f in data["files"]:
        lines.append(said.get(f["action"], "{path}").format(path=f["path"]))
        if f.get("backup"):
            lines.append("  " + _("backup: {path}").format(path=f["backup"]))
        if f.get("diff"):
            lines.append(f["diff"].rstrip("\n"))
    if not data["files"]:
        lines.append(_("Nothing to change."))
    lines += data.get("notes") or []
    return "\n".join(lines)


def _on_off(flag: bool) -> str:
    return _("on") if flag else _("off")


# How many of the values a command could not take as stored are listed one by one.
SKIPPED_LISTED = 20


def skipped_notice(items: Sequence, more: int = 0) -> str:
    """What a command says on stderr about stored values it could not take as they are
    (decode.Skipped): how many, then each place and what was done instead."""
    count = len(items) + more
    lines = [
        ngettext(
            "Note: {n} value in the database could not be read as stored (another program may "
            "have written it):",
            "Note: {n} values in the database could not be read as stored (another program may "
            "have written them):",
            count,
        ).format(n=count)
    ]
    done = {
        "left_out": _("left out"),
        "shown_as_text": _("shown as text"),
        "shortened": _("shortened"),
        "replaced": _("replaced by its default"),
    }
    for item in items[:SKIPPED_LISTED]:
        if not item.table:
            lines.append(
                "  " + _("text that is not valid UTF-8: shown with replacement characters")
            )
            continue
        where = f"{item.table} {item.row}" if item.row is not None else item.table
        lines.append(f"  {where}, {item.column}: {done.get(item.outcome, item.outcome)}")
    rest = count - min(len(items), SKIPPED_LISTED)
    if rest > 0:
        lines.append("  " + ngettext("and {n} more", "and {n} more", rest).format(n=rest))
    return "\n".join(lines)


def _session_row(se: dict) -> tuple:
    return (se["id"], se["space_id"], se["title"])


def _chat_text(data: dict) -> str | None:
    """Spaces and Sessions as a person reads them (JSON only with --json, issue 35); None for
    any other result."""
    keys = set(data)
    if keys == {"id", "name"}:
        return _("Space {id}: {name}").format(**data)
    if keys == {"spaces"}:
        return _table((_("id"), _("name")), [(sp["id"], sp["name"]) for sp in data["spaces"]])
    if keys >= {"id", "space_id", "title"} and "text" not in keys:
        return _("Session {id} in Space {space_id}: {title}").format(**data)
    if keys == {"sessions"}:
        return _table(
            (_("id"), _("Space"), _("title")), [_session_row(se) for se in data["sessions"]]
        )
    if keys == {"deleted"}:
        return _("{id} deleted").format(id=data["deleted"])
    return None


def _search_text(data: dict) -> str:
    """`message search`: each message found (where it is, who wrote it, when) over its
    excerpt, newest first, then how many."""
    found = data["results"]
    if not found:
        return _("No message holds {query}.").format(query=" ".join(data["query"]))
    lines = []
    for hit in found:
        lines.append(
            f"#{hit['message_id']}  {hit['space_name']} › {hit['session_title']} "
            f"(session {hit['session_id']})  {hit['source']}  "
            f"{hit['created_at'][:16].replace('T', ' ')}"
        )
        lines.append(f"    {hit['excerpt']}")
    n = len(found)
    if data["more"]:
        lines.append(
            ngettext(
                "the newest {n} message shown; more match (add words, or --space ID)",
                "the newest {n} messages shown; more match (add words, or --space ID)",
                n,
            ).format(n=n)
        )
    else:
        lines.append(ngettext("{n} message found", "{n} messages found", n).format(n=n))
    return "\n".join(lines)


def human(data: Any) -> str:
    """A readable rendering of a command's result for people at a terminal."""
    if isinstance(data, str):
        return data
    # The renderings of `tools` results are that way in's own (app/cli/tools.py), loaded for
    # a readable result only: the window and --json answers go without them (~2 ms).
    text = load("app.cli.tools:render")(data)
    if text is not None:
        return text
    if "agents" in data and isinstance(data["agents"], list):
        return connect_list_text(data["agents"])
    if "client" in data and "files" in data:
        return connect_text(data)
    if "verified" in data and "tables" in data:
        lines = [
            _("Copied {source} to {target}:").format(source=data["source"], target=data["target"])
        ]
        lines += [
            f"  {t['table']:<20} {t['rows']:>8}  {t['checksum'][:16]}" for t in data["tables"]
        ]
        lines.append(_("Every table was read back and its rows and checksum match the source."))
        return "\n".join(lines)
    if "restored" in data and "integrity_check" in data:
        return _restored(data)
    if "entries" in data and "count" in data:
        lines = [_entry_line(e) for e in data["entries"]]
        lines.append(_("{count} saved").format(count=data["count"]))
        return "\n".join(lines)
    if "imported" in data and "refused" in data:
        lines = [_entry_line(e) for e in data["imported"]]
        # A file's line when the import read lines (AGENTS.md), else the entry's place in the
        # export, counted from 1 as people count (the README's promise, issue 35).
        lines += [
            _("refused line {line}: {message} ({code})").format(**r)
            if "line" in r
            else _("refused entry {n}: {message} ({code})").format(n=r["index"] + 1, **r)
            for r in data["refused"]
        ]
        lines.append(
            _("{imported} imported, {refused} refused").format(
                imported=len(data["imported"]), refused=len(data["refused"])
            )
        )
        return "\n".join(lines)
    if "entry" in data:
        line = _entry_line(data["entry"])
        if "used_count" in data["entry"]:
            line += (
                "\n"
                + ngettext(
                    "used in {n} reply", "used in {n} replies", data["entry"]["used_count"]
                ).format(n=data["entry"]["used_count"])
                + (
                    _(", last on {at}").format(at=data["entry"]["last_used_at"][:10])
                    if data["entry"]["last_used_at"]
                    else ""
                )
            )
        if data["entry"].get("reading_words"):  # what Mindkeep checks of a rule (issue 33)
            line += "\n" + data["entry"]["reading_words"]
        if data["entry"].get("followed_count") or data["entry"].get("violated_count"):
            line += "\n" + record_text(data["entry"])
        return line
    if "archived" in data and "refused" in data:
        lines = [_entry_line(e) for e in data["archived"]]
        lines.append(
            ngettext("{n} entry archived", "{n} entries archived", len(data["archived"])).format(
                n=len(data["archived"])
            )
        )
        return "\n".join(lines)
    if "deletion" in data and "deleted" in data:
        said = _("entry {id} deleted for good").format(id=data["deleted"])
        if data.get("words_kept_decided"):
            said += "; " + _(
                "its words stay decided: only a keyed hash of them is kept, so the agent "
                "will not suggest them again"
            )
        return said
    if "conflicts" in data:
        return "\n".join(
            f"#{c['suggestion']} {c['overlap']} " + _entry_line(c["entry"])
            for c in data["conflicts"]
        ) or _("no conflicts")
    if "unused" in data:
        return "\n".join(_entry_line(u["entry"]) for u in data["unused"]) or _("nothing unused")
    if "events" in data:
        return "\n".join(f"{e['at']}  {e['actor']}  {e['action']}" for e in data["events"])
    if "results" in data and "query" in data:
        return _search_text(data)
    said = _chat_text(data)
    if said is not None:
        return said
    if "messages" in data:
        return _table(
            (_("id"), _("source"), _("time"), _("text")),
            [
                (
                    m["id"],
                    m["source"],
                    m["created_at"][:19].replace("T", " "),
                    " ".join(m["text"].split())[:80],
                )
                for m in data["messages"]
            ],
        )
    if "scopes" in data:
        return _table(
            (
                _("scope"),
                _("id"),
                _("Auto Memory"),
                _("Use Memory"),
                _("saved"),
                _("suggested"),
                _("characters"),
            ),
            [
                (
                    st["scope"],
                    st["scope_id"],
                    _on_off(st["auto_memory"]),
                    _on_off(st["use_memory"]),
                    st["count"],
                    st["suggested"],
                    f"{st['used']} / {st['room']}",
                )
                for st in data["scopes"]
            ],
        )
    if "personal" in data and "spaces" in data:
        rows = [
            (
                pgettext("memory scope", "Personal"),
                "",
                data["personal"]["count"],
                data["personal"]["suggested"],
            )
        ]
        rows += [
            (
                pgettext("memory scope", "Space"),
                f"#{r['id']} {r['name']}",
                r["count"],
                r["suggested"],
            )
            for r in data["spaces"]
        ]
        rows += [
            (
                pgettext("memory scope", "Session"),
                f"#{r['id']} {r['title']}",
                r["count"],
                r["suggested"],
            )
            for r in data["sessions"]
        ]
        return _table((_("scope"), _("name"), _("saved"), _("suggested")), rows)
    return json.dumps(data, ensure_ascii=False, indent=2)


def _restored(data: dict) -> str:
    """`db restore`: what was put back where, and where the database's former content is kept."""
    lines = [
        _("Restored {backup} into {database}; it passed SQLite's integrity check.").format(
            backup=data["restored"], database=data["database"]
        )
    ]
    if data["previous_kept_as"] and data["damaged_file_moved_aside"]:
        lines.append(
            _("The damaged file it replaced was moved aside: {path}").format(
                path=data["previous_kept_as"]
            )
        )
    elif data["previous_kept_as"]:
        lines.append(
            _("What the database held before is kept in {path}").format(
                path=data["previous_kept_as"]
            )
        )
    return "\n".join(lines)
