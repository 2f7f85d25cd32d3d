"""Where each agent keeps its configuration (`targets`: the files Mindkeep writes for a client,
user or project, and where in each its entries go; `config_dirs`: the folders that say a client
was used here), what this Mindkeep is to them (`this_program`: the command a client starts),
and one such file read, parsed, laid out again in its own indentation, compared and written
(JSON, or TOML through tomlkit, which keeps the user's comments and layout). The service that
connects and disconnects with these is app.services.connections."""

from __future__ import annotations

import contextlib
import difflib
import hashlib
import json
import os
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import tomlkit
from tomlkit.exceptions import TOMLKitError

from app.domain.agents import configs as cfg
from app.domain.errors import AppError, Code

# Claude Code starts its first turn once its MCP servers are connected, but waits for them 5 s at
# most (MCP_CONNECT_TIMEOUT_MS): its PreToolUse check is a call to the connected `mindkeep mcp`,
# so a Mindkeep that starts slower (a busy machine) would leave the first tool calls unchecked.
# Set only where the user has not set it (and taken out again on disconnect).
CLAUDE_WAITS = (("env", "MCP_CONNECT_TIMEOUT_MS"), "30000")


@dataclass(frozen=True)
class Target:
    """One file of a client and where Mindkeep's entries go in it."""

    path: Path
    fmt: str  # "json" or "toml"
    server_at: tuple[str, ...] | None = None
    hooks_at: tuple[str, ...] | None = None
    extra: tuple[tuple[tuple[str, ...], Any], ...] = ()


def this_program(url: str, data_dir: str | os.PathLike) -> tuple[list[str], dict[str, str]]:
    """How another program runs this Mindkeep (SPEC §10): the absolute path of this installation
    (the bundle's or the .deb's program, or the venv's `mindkeep`) with the database it uses
    (its data folder, or its URL); and the environment variables that carry what is never
    written into a file (a database URL with a password: MINDKEEP_DB_URL)."""
    if getattr(sys, "frozen", False):
        words = [os.path.abspath(sys.executable)]
    else:
        script = Path(os.path.abspath(sys.executable)).with_name(
            "mindkeep.exe" if os.name == "nt" else "mindkeep"
        )
        words = (
            [str(script)] if script.is_file() else [os.path.abspath(sys.executable), "-m", "app"]
        )
    folder = Path(os.path.expanduser(data_dir)).resolve()
    if (
        url == f"sqlite:///{folder / 'mindkeep.db'}"
        or url == f"sqlite:///{Path(data_dir) / 'mindkeep.db'}"
    ):
        return [*words, "--data-dir", str(folder)], {}
    try:
        password = urlsplit(url).password
    except ValueError:
        password = None
    if password:
        return words, {cfg.DB_URL_ENV: url}
    return [*words, "--db", url], {}


def super_table():
    """A TOML table that only holds others (`[a.b]` written without an empty `[a]`)."""
    return tomlkit.table(is_super_table=True)


def _home() -> Path:
    return Path(os.path.expanduser("~"))


def vscode_user_dir() -> Path:
    if sys.platform == "darwin":
        return _home() / "Library" / "Application Support" / "Code" / "User"
    if os.name == "nt":
        return Path(os.environ.get("APPDATA") or _home() / "AppData" / "Roaming") / "Code" / "User"
    return Path(os.environ.get("XDG_CONFIG_HOME") or _home() / ".config") / "Code" / "User"


def codex_home() -> Path:
    return Path(os.environ.get("CODEX_HOME") or _home() / ".codex")


def config_dirs(client: str) -> list[Path]:
    """The folders whose presence says a client was used on this computer."""
    home = _home()
    return {
        "claude-code": [home / ".claude"],
        "codex": [codex_home()],
        "gemini-cli": [home / ".gemini"],
        "cursor": [home / ".cursor"],
        "windsurf": [home / ".codeium" / "windsurf"],
        "vscode": [vscode_user_dir()],
    }[client]


def targets(client: str, project: Path | None) -> list[Target]:
    """The files Mindkeep writes for `client`: its user configuration, or a project's."""
    home = _home()
    server = ("mcpServers", cfg.SERVER)
    if client == "claude-code":
        if project is None:
            return [
                Target(home / ".claude.json", "json", server_at=server),
                Target(
                    home / ".claude" / "settings.json",
                    "json",
                    hooks_at=("hooks",),
                    extra=(CLAUDE_WAITS,),
                ),
            ]
        # The project's MCP server in Claude Code's "local" scope (this computer only), its
        # hooks in the project's settings.local.json (not committed).
        return [
            Target(home / ".claude.json", "json", server_at=("projects", str(project), *server)),
            Target(
                project / ".claude" / "settings.local.json",
                "json",
                hooks_at=("hooks",),
                extra=(CLAUDE_WAITS,),
            ),
        ]
    if client == "codex":
        base = codex_home() if project is None else project / ".codex"
        return [
            Target(
                base / "config.toml",
                "toml",
                server_at=("mcp_servers", cfg.SERVER),
                hooks_at=("hooks",),
                extra=((("features", "hooks"), True),),
            )
        ]
    if client == "gemini-cli":
        base = home / ".gemini" if project is None else project / ".gemini"
        return [
            Target(
                base / "settings.json",
                "json",
                server_at=server,
                hooks_at=("hooks",),
                extra=((("hooksConfig", "enabled"), True),),
            )
        ]
    if client == "cursor":
        base = home / ".cursor" if project is None else project / ".cursor"
        return [
            Target(base / "mcp.json", "json", server_at=server),
            Target(base / "hooks.json", "json", hooks_at=("hooks",), extra=((("version",), 1),)),
        ]
    if client == "windsurf":
        hooks = home / ".codeium" / "windsurf" if project is None else project / ".windsurf"
        return [
            Target(home / ".codeium" / "windsurf" / "mcp_config.json", "json", server_at=server),
            Target(hooks / "hooks.json", "json", hooks_at=("hooks",)),
        ]
    if client == "vscode":
        if project is None:
            return [
                Target(vscode_user_dir() / "mcp.json", "json", server_at=("servers", cfg.SERVER)),
                Target(home / ".copilot" / "hooks" / "mindkeep.json", "json", hooks_at=("hooks",)),
            ]
        return [
            Target(project / ".vscode" / "mcp.json", "json", server_at=("servers", cfg.SERVER)),
            Target(project / ".github" / "hooks" / "mindkeep.json", "json", hooks_at=("hooks",)),
        ]
    raise AppError(Code.INVALID_INPUT, f"unknown agent {client!r}.", "client")


# ---------------------------------------------------------------- reading and writing a file


def digest(data: bytes | None) -> str | None:
    return None if data is None else hashlib.sha256(data).hexdigest()


def read_file(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise AppError(Code.INVALID_INPUT, f"cannot read {path}: {exc.strerror or exc}.") from None


def parse(target: Target, data: bytes | None):
    text = "" if data is None else data.decode("utf-8", errors="strict")
    try:
        if target.fmt == "toml":
            return tomlkit.parse(text)
        if not text.strip():
            return {}
        doc = json.loads(text)
    except (UnicodeDecodeError, ValueError, TOMLKitError) as exc:
        raise AppError(
            Code.INVALID_INPUT,
            f"{target.path} cannot be read as {target.fmt.upper()} ({exc}); nothing was changed. "
            "Fix the file, or add Mindkeep's entries by hand (README: Use your Memory in other "
            "agents).",
            "client",
        ) from None
    if not isinstance(doc, dict):
        raise AppError(
            Code.INVALID_INPUT,
            f"{target.path} does not hold a JSON object; nothing was changed.",
            "client",
        )
    return doc


_INDENT = re.compile(rb'^([ \t]+)["}\]]', re.M)


def dump(target: Target, doc, like: bytes | None = None) -> bytes:
    """The document as text; JSON indented as the file was (two spaces for a new one)."""
    if target.fmt == "toml":
        return tomlkit.dumps(doc).encode("utf-8")
    found = _INDENT.search(like or b"")
    indent = found.group(1).decode() if found else 2
    return (json.dumps(doc, indent=indent, ensure_ascii=False) + "\n").encode("utf-8")


def diff(path: Path, old: bytes | None, new: bytes | None) -> str:
    a = [] if old is None else old.decode("utf-8", "replace").splitlines(keepends=True)
    b = [] if new is None else new.decode("utf-8", "replace").splitlines(keepends=True)
    lines = difflib.unified_diff(
        a,
        b,
        f"a/{path}" if old is not None else "/dev/null",
        f"b/{path}" if new is not None else "/dev/null",
    )
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines)


def write_file(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.mindkeep-tmp")
    tmp.write_bytes(data)
    with contextlib.suppress(OSError):
        if path.exists():
            shutil.copymode(path, tmp)
    os.replace(tmp, path)
