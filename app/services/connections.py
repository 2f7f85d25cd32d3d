"""`mindkeep connect`, `disconnect` and `connect --list` (SPEC §10), and Settings → Agents: which
agents are on this computer, and Mindkeep's MCP server and hooks written into each one's own
configuration files, merged with what is there.

Each client's files and where in them Mindkeep's entries go are `targets`, and one file is read
and written by app.services.client_files; what goes in is app.domain.agents.configs. A change is
made on the parsed file (JSON, or TOML through tomlkit, which keeps the user's comments and
layout), the old file is copied beside it first
(`NAME.mindkeep-backup-TIME`), and what was changed is kept in the data folder
(`connections.json`): `disconnect` puts a file Mindkeep changed and nobody touched since back
byte for byte, and otherwise takes out exactly the entries connect set (keys back to what they
held), leaving what another program wrote meanwhile (Claude Code rewrites ~/.claude.json on
every start). Connecting twice changes nothing the second time.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import shutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import tomlkit
from tomlkit.exceptions import TOMLKitError

from app.domain.agents import configs as cfg
from app.domain.agents.names import CLIENTS
from app.domain.errors import AppError, Code
from app.services.client_files import (
    Target,
    codex_home,
    config_dirs,
    diff,
    digest,
    dump,
    parse,
    read_file,
    super_table,
    targets,
    this_program,
    write_file,
)

LEDGER = "connections.json"
# Binaries on PATH that say an agent is installed.
_BINARIES = {
    "claude-code": ("claude",),
    "codex": ("codex",),
    "gemini-cli": ("gemini",),
    "cursor": ("cursor", "cursor-agent"),
    "windsurf": ("windsurf",),
    "vscode": ("code", "code-insiders"),
}
CODEX_TRUST = (
    "Codex runs hooks only after you review them: start `codex` in a terminal, type /hooks, "
    "and trust Mindkeep's hooks (SessionStart, UserPromptSubmit, PreToolUse, PostToolUse, "
    "Stop). Until then Codex skips them and Mindkeep cannot stop an action."
)


@dataclass
class FileChange:
    path: Path
    action: str  # "created", "updated", "removed", "restored", "unchanged"
    diff: str = ""
    backup: Path | None = None

    def to_json(self) -> dict:
        return {
            "path": str(self.path),
            "action": self.action,
            "backup": None if self.backup is None else str(self.backup),
            "diff": self.diff,
        }


@dataclass
class Result:
    client: str
    scope: str
    changed: bool
    files: list[FileChange] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    dry_run: bool = False

    def to_json(self) -> dict:
        return {
            "client": self.client,
            "name": CLIENTS[self.client],
            "scope": self.scope,
            "changed": self.changed,
            "dry_run": self.dry_run,
            "files": [f.to_json() for f in self.files],
            "notes": list(self.notes),
        }


# ---------------------------------------------------------------- the service


class Connections:
    """Mindkeep's entries in other agents' configuration files."""

    def __init__(
        self,
        data_dir: Path,
        *,
        program: Sequence[str],
        secret_env: Mapping[str, str] | None = None,
        last_seen: Callable[[], Mapping[str, datetime]] | None = None,
        bind: Callable[[int, Path], Any] | None = None,
        now: Callable[[], datetime] | None = None,
    ):
        """`program`: how this Mindkeep is run, with the options every hook and the MCP server
        get (its absolute path, and its database); `secret_env`: what it needs from the
        environment instead (a database URL with a password); `last_seen`: each agent's last
        message (the external Sessions); `bind`: binds a project folder to a Space (--project
        with --space)."""
        self._ledger_path = Path(data_dir) / LEDGER
        self._program = list(program)
        self._secret_env = dict(secret_env or {})
        self._last_seen = last_seen
        self._bind = bind
        self._now = now or (lambda: datetime.now(UTC))

    # ---- the ledger of what connect changed

    def _ledger(self) -> dict:
        try:
            data = json.loads(self._ledger_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _save_ledger(self, data: dict) -> None:
        write_file(
            self._ledger_path, (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode()
        )

    @classmethod
    def for_core(cls, core) -> Connections:
        """The connections of the Mindkeep a Core opened (its database and data folder)."""
        program, secret = this_program(core.db.url, core.data_dir)
        return cls(
            core.data_dir,
            program=program,
            secret_env=secret,
            last_seen=core.hooks.last_seen,
            bind=lambda space_id, folder: core.external.bind(space_id, folder).value,
        )

    @staticmethod
    def _key(client: str, project: Path | None) -> str:
        return f"{client}|{'' if project is None else project}"

    # ---- connect

    def connect(
        self,
        client: str,
        *,
        project: Any = None,
        space: int | None = None,
        dry_run: bool = False,
    ) -> Result:
        """Write Mindkeep's MCP server and hooks into `client`'s configuration (its user files,
        or `project`'s), merged with what is there; `dry_run` writes nothing. What must not be
        written (a database URL with a password) is passed as each client passes an environment
        variable."""
        secret_env = self._secret_env
        if client not in CLIENTS:
            raise AppError(
                Code.INVALID_INPUT,
                f"unknown agent {client!r}: one of {', '.join(CLIENTS)}.",
                "client",
            )
        folder = None if project is None else _project(project)
        base = list(self._program)
        mcp_args = [*base[1:], "mcp"]
        if space is not None:
            mcp_args += ["--space", str(space)]
            base += ["--space", str(space)] if folder is None else []
        env = {k: cfg.env_reference(client, k) for k in (secret_env or {})}
        server = cfg.mcp_entry(client, base[0], mcp_args, env)
        groups = cfg.hook_groups(client, base)
        ledger = self._ledger()
        key = self._key(client, folder)
        record = ledger.get(key) if isinstance(ledger.get(key), dict) else {}
        files = record.setdefault("files", {})
        result = Result(client, "user" if folder is None else "project", False, dry_run=dry_run)
        plans = []
        for target in targets(client, folder):
            old = read_file(target.path)
            doc = parse(target, old)
            edit = cfg.Edit()
            new_table = super_table if target.fmt == "toml" else dict
            if target.server_at is not None:
                cfg.set_value(doc, target.server_at, server, edit, new=new_table)
            for at, value in target.extra:
                if cfg._get(doc, at) is cfg.MISSING or at == ("features", "hooks"):
                    cfg.set_value(doc, at, value, edit, new=new_table)
            if target.hooks_at is not None:
                cfg.add_hooks(
                    doc,
                    target.hooks_at,
                    groups,
                    edit,
                    grouped=client in cfg.GROUPED,
                    new=new_table,
                    new_list=tomlkit.aot if target.fmt == "toml" else list,
                )
            new = dump(target, doc, old)
            if old is not None and new == old:
                result.files.append(FileChange(target.path, "unchanged"))
                continue
            action = "created" if old is None else "updated"
            change = FileChange(target.path, action, diff(target.path, old, new))
            result.files.append(change)
            plans.append((target, old, new, edit, change))
        result.changed = bool(plans)
        if not dry_run:
            stamp = self._now().strftime("%Y%m%d-%H%M%S")
            for target, old, new, edit, change in plans:
                made_dirs = [str(d) for d in _missing_dirs(target.path.parent)]
                if old is not None:
                    change.backup = target.path.with_name(
                        f"{target.path.name}.mindkeep-backup-{stamp}"
                    )
                    write_file(change.backup, old)
                write_file(target.path, new)
                held = files.get(str(target.path))
                if isinstance(held, dict):  # connected before: keep what was there first
                    first = cfg.Edit.from_json(held.get("edit") or {})
                    known = {c.at for c in first.changes}
                    first.changes += [c for c in edit.changes if c.at not in known]
                    first.made += [m for m in edit.made if m not in first.made]
                    first.hooks_at = first.hooks_at or edit.hooks_at
                    held["edit"] = first.to_json()
                    held["after_sha"] = digest(new)
                    held["made_dirs"] = list(held.get("made_dirs") or []) + made_dirs
                else:
                    files[str(target.path)] = {
                        "created": old is None,
                        "before_sha": digest(old),
                        "after_sha": digest(new),
                        "backup": None if change.backup is None else str(change.backup),
                        "edit": edit.to_json(),
                        "made_dirs": made_dirs,
                    }
            if plans or key not in ledger:
                record["connected_at"] = self._now().isoformat()
                ledger[key] = record
                self._save_ledger(ledger)
            if folder is not None and space is not None and self._bind is not None:
                self._bind(space, folder)
        result.notes += self._notes(client, folder, secret_env)
        return result

    def _notes(self, client: str, folder: Path | None, secret_env) -> list[str]:
        notes = []
        if client == "codex":
            notes.append(CODEX_TRUST)
        if secret_env:
            names = ", ".join(sorted(secret_env))
            notes.append(
                f"The database URL holds a password, so it is not written into the files: set "
                f"{names} in the environment {CLIENTS[client]} starts in."
            )
        notes.append(f"Restart {CLIENTS[client]} so it loads Mindkeep's server and hooks.")
        return notes

    # ---- disconnect

    def disconnect(self, client: str, *, project: Any = None, dry_run: bool = False) -> Result:
        """Take out exactly what connect put in: a file nobody changed since is put back byte
        for byte (or removed, if connect made it); otherwise Mindkeep's entries come out and
        each key it set gets back what it held."""
        if client not in CLIENTS:
            raise AppError(
                Code.INVALID_INPUT,
                f"unknown agent {client!r}: one of {', '.join(CLIENTS)}.",
                "client",
            )
        folder = None if project is None else _project(project, must_exist=False)
        ledger = self._ledger()
        key = self._key(client, folder)
        record = ledger.get(key) if isinstance(ledger.get(key), dict) else {}
        files = record.get("files") if isinstance(record.get("files"), dict) else {}
        result = Result(client, "user" if folder is None else "project", False, dry_run=dry_run)
        for target in targets(client, folder):
            old = read_file(target.path)
            held = (
                files.get(str(target.path))
                if isinstance(files.get(str(target.path)), dict)
                else None
            )
            if old is None:
                continue
            if held is not None and digest(old) == held.get("after_sha"):
                if held.get("created"):
                    new = None
                else:
                    backup = Path(held["backup"]) if held.get("backup") else None
                    new = read_file(backup) if backup is not None else None
                    if new is None or digest(new) != held.get("before_sha"):
                        new = self._structural(target, client, old, held)
            else:
                new = self._structural(target, client, old, held)
            if new == old:
                continue
            action = "removed" if new is None else "restored"
            result.files.append(FileChange(target.path, action, diff(target.path, old, new)))
            if not dry_run:
                if new is None:
                    target.path.unlink()
                else:
                    write_file(target.path, new)
        if not dry_run:  # the folders connect made, once all its files are out (deepest first)
            made = {
                d
                for held in files.values()
                if isinstance(held, dict)
                for d in held.get("made_dirs") or ()
            }
            for folder in sorted(made, key=len, reverse=True):
                with contextlib.suppress(OSError):
                    Path(folder).rmdir()  # only when empty
        result.changed = bool(result.files)
        if not dry_run and key in ledger:
            del ledger[key]
            self._save_ledger(ledger)
        return result

    @staticmethod
    def _structural(target: Target, client: str, old: bytes, held: dict | None) -> bytes | None:
        doc = parse(target, old)
        grouped = client in cfg.GROUPED
        if held is not None and isinstance(held.get("edit"), dict):
            cfg.undo(doc, cfg.Edit.from_json(held["edit"]), grouped=grouped)
        else:
            if target.server_at is not None:
                cfg.remove_ours(doc, target.server_at, None, grouped=grouped)
            if target.hooks_at is not None:
                cfg.remove_ours(doc, ("\0",), target.hooks_at, grouped=grouped)
        new = dump(target, doc, old)
        if held is not None and held.get("created") and (not doc or new.strip() in (b"{}", b"")):
            return None
        return new

    # ---- what is on this computer

    def status(self, client: str) -> dict:
        """One agent as `connect --list` shows it."""
        installed_at = [shutil.which(b) for b in _BINARIES[client]]
        found = [p for p in installed_at if p] + [str(d) for d in config_dirs(client) if d.is_dir()]
        ledger = self._ledger()
        projects = sorted(
            k.split("|", 1)[1] for k in ledger if k.startswith(f"{client}|") and k.split("|", 1)[1]
        )
        server = hooks = False
        broken: list[str] = []
        for target in targets(client, None):
            data = _read_quietly(target.path)
            if data is None:
                continue
            try:
                doc = parse(target, data)
            except AppError:
                broken.append(str(target.path))
                continue
            if target.server_at is not None and cfg._get(doc, target.server_at) is not cfg.MISSING:
                server = True
                entry = cfg._plain(cfg._get(doc, target.server_at))
                command = entry.get("command") if isinstance(entry, dict) else None
                if isinstance(command, str) and not _runnable(command):
                    broken.append(command)
            if target.hooks_at is not None:
                mine = cfg.has_ours(doc, target.hooks_at, grouped=client in cfg.GROUPED)
                hooks = hooks or bool(mine)
                for h in mine:
                    command = h.get("command") if isinstance(h, Mapping) else None
                    if isinstance(command, str):
                        first = _first_word(command)
                        if first and not _runnable(first):
                            broken.append(first)
        connected = server or hooks or bool(projects)
        if not connected:
            health = "not connected"
        elif broken:
            health = "broken"
        elif not (server and hooks) and not projects:
            health = "partial"
        else:
            health = "healthy"
        trust = None
        if client == "codex" and hooks and not _codex_trusted():
            trust = CODEX_TRUST
            if health == "healthy":
                health = "needs review"
        seen = (self._last_seen() or {}).get(CLIENTS[client]) if self._last_seen else None
        return {
            "client": client,
            "name": CLIENTS[client],
            "installed": bool(found),
            "found": found,
            "connected": connected,
            "hooks": health,
            "broken": sorted(set(broken)),
            "trust": trust,
            "projects": projects,
            "last_seen": None if seen is None else seen.isoformat(),
        }

    def list(self) -> list[dict]:
        """Every agent Mindkeep knows, installed or not, connected or not."""
        return [self.status(client) for client in CLIENTS]


def _read_quietly(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None


def _first_word(command: str) -> str | None:
    try:
        words = shlex.split(command, posix=os.name != "nt")
    except ValueError:
        return None
    return words[0] if words else None


def _runnable(path: str) -> bool:
    if os.path.isabs(path):
        return os.path.isfile(path) and os.access(path, os.X_OK)
    return shutil.which(path) is not None


def _codex_trusted() -> bool:
    """Whether Codex has a trusted hash for hooks of Mindkeep's (it writes them when the user
    trusts hooks in /hooks): any trusted state in the user's config.toml counts."""
    data = _read_quietly(codex_home() / "config.toml")
    if data is None:
        return False
    try:
        doc = tomlkit.parse(data.decode("utf-8"))
    except (UnicodeDecodeError, TOMLKitError):
        return False
    state = cfg._get(doc, ("hooks", "state"))
    if not isinstance(state, Mapping):
        return False
    path = str(codex_home() / "config.toml")
    return any(
        str(k).startswith(path) and isinstance(v, Mapping) and v.get("trusted_hash")
        for k, v in state.items()
    )


def _project(value: Any, *, must_exist: bool = True) -> Path:
    if not isinstance(value, str | os.PathLike) or not str(value).strip():
        raise AppError(Code.INVALID_INPUT, "--project needs a folder.", "project")
    path = Path(os.path.expanduser(value)).resolve(strict=False)
    if must_exist and not path.is_dir():
        raise AppError(
            Code.INVALID_INPUT,
            f"{path} is not a folder on this computer; nothing was written.",
            "project",
        )
    return path


def _missing_dirs(folder: Path) -> list[Path]:
    """The folders a file's writing will make (deepest first), to remove again on disconnect."""
    out = []
    while not folder.exists() and folder != folder.parent:
        out.append(folder)
        folder = folder.parent
    return out
