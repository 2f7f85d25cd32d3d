"""Files of this computer's own in the data folder, which a shared database (SPEC §6) never
holds: the MCP server's bearer token and this computer's key (`LocalKey`: the one owner of the
key every mark of SPEC §2.5 is made with), each a random secret in a file only its owner may
read (0600), made on first need; the marks of the tool servers confirmed here and their pinned
definitions (`LocalTrust`).

A second program making the same file at the same moment uses the first one's (O_EXCL), so
two processes never hold different secrets.
"""

from __future__ import annotations

import errno
import json
import os
import secrets
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from app.domain import marks
from app.domain.errors import AppError, Code

TRUST_KEY_FILE = "tool-servers.key"
TRUST_FILE = "tool-servers-trusted.json"
PINS_DIR = "tool-server-pins"  # one file per server: its pinned definitions


def private_secret(path: Path, *, create: bool = True, what: str = "secret") -> str:
    """The secret kept in `path` (32 random bytes, URL-safe text), made with the file 0600
    when there is none yet and `create`; not_found when there is none and not `create`."""
    path = Path(path)
    try:
        value = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        value = ""
    except (OSError, UnicodeDecodeError) as exc:
        raise AppError(Code.INVALID_INPUT, f"Cannot read the {what} file {path}: {exc}.") from None
    if value:
        tighten(path)
        return value
    if not create:
        raise AppError(Code.NOT_FOUND, f"There is no {what} in {path} yet.")
    value = secrets.token_urlsafe(32)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another process made it at the same moment: use that one
        return private_secret(path, create=False, what=what)
    except OSError as exc:  # a read-only data folder, a full disk
        raise _cannot_write(path, what, exc) from None
    try:
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(value + "\n")
    except OSError as exc:
        path.unlink(missing_ok=True)  # an empty file would be read as "no secret" for good
        raise _cannot_write(path, what, exc) from None
    return value


def _cannot_write(path: Path, what: str, exc: OSError) -> AppError:
    """A read-only data folder is said as the database's own is (database_error naming the
    folder); any other failure (a full disk, …) as what could not be written."""
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return AppError(
            Code.DATABASE_ERROR,
            f"The folder {path.parent} is read-only. Mindkeep keeps its {what} in {path}, and "
            "it could not be written there. Make the folder writable, or choose another with "
            "--data-dir.",
        )
    return AppError(
        Code.INVALID_INPUT,
        f"Mindkeep keeps its {what} in {path}, and it could not be written there: "
        f"{exc.strerror or exc}. Make the data folder {path.parent} writable, or choose another "
        "with --data-dir.",
    )


def tighten(path: Path) -> None:
    """A private file others may read is made private again (it may have been copied)."""
    try:
        if path.stat().st_mode & 0o077:
            path.chmod(0o600)
    except OSError:
        pass


class LocalKey:
    """This computer's key (a 0600 file in the data folder, made on first need) and the one
    place that marks with it (app.domain.marks): a tool server's configuration, its pinned
    definitions, an allowance, a call waiting for approval, a history snapshot. Losing the
    file only makes what was marked count no more (asked again, not undone, not started)."""

    def __init__(self, data_dir: Path):
        self._dir = Path(data_dir)
        self._key: bytes | None = None

    def key(self, *, create: bool = False) -> bytes | None:
        """The key; None when there is none yet and not `create`."""
        if self._key is None:
            try:
                text = private_secret(
                    self._dir / TRUST_KEY_FILE, create=create, what="tool server key"
                )
            except AppError as err:
                if err.code is Code.NOT_FOUND:
                    return None
                raise
            self._key = text.encode("ascii")
        return self._key

    def mark(self, purpose: str, fields: Sequence[Any]) -> str:
        """This computer's mark of these fields (the key is made when there is none yet);
        OSError when the data folder cannot be written."""
        try:
            key = self.key(create=True)
        except AppError as err:
            raise OSError(err.message) from None
        return marks.mark(key, purpose, fields)

    def holds(self, purpose: str, fields: Sequence[Any], value: object) -> bool:
        """Whether `value` is this computer's mark of these fields (no key yet: nothing is)."""
        try:
            key = self.key()
        except AppError:  # an unreadable key file: nothing counts as marked
            return False
        return marks.holds(key, purpose, fields, value)


class LocalTrust:
    """The tool servers confirmed on this computer: by server name, the mark of the exact
    configuration the user added or confirmed (app.domain.marks, purpose TOOL_SERVER); and
    each one's pinned definitions (a file of its own, `pins`). Losing any of these files only
    makes the servers untrusted (or pinned again at their next listing)."""

    def __init__(self, data_dir: Path, key: LocalKey):
        self._dir = Path(data_dir)
        self.keys = key  # the one owner of this computer's key
        self._pins_written = 0  # pins written (or forgotten) by this process (pins_stamp)

    def marks(self) -> dict[str, str]:
        """Every mark kept, by server name; an unreadable file holds none."""
        try:
            data = json.loads((self._dir / TRUST_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        servers = data.get("servers") if isinstance(data, dict) else None
        if not isinstance(servers, dict):
            return {}
        return {k: v for k, v in servers.items() if isinstance(k, str) and isinstance(v, str)}

    def mark(self, name: str) -> str | None:
        return self.marks().get(name)

    def put(self, name: str, mark: str | None) -> None:
        """Keep (or, with None, forget) one server's mark; written whole and then renamed, so
        a reader never sees half a file. Raises OSError when the folder cannot be written."""
        kept = self.marks()
        if mark is None:
            if name not in kept:
                return
            kept.pop(name)
        else:
            kept[name] = mark
        _write_private(self._dir / TRUST_FILE, {"servers": dict(sorted(kept.items()))})

    def pins_stamp(self, name: str) -> tuple | None:
        """What tells one server's pins file from any other it was before: its inode, size and
        times, with how many times this process wrote pins (a file written whole and renamed
        over the last is a new inode); None when there is none."""
        try:
            st = self._pins_path(name).stat()
        except OSError:
            return None
        return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns, self._pins_written)

    def pins(self, name: str) -> dict | None:
        """One server's pins as kept (a JSON object), or None (none, or unreadable)."""
        try:
            data = json.loads(self._pins_path(name).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def put_pins(self, name: str, data: dict | None) -> None:
        """Keep (or, with None, forget) one server's pins, whole. OSError when it cannot."""
        path = self._pins_path(name)
        self._pins_written += 1
        if data is None:
            path.unlink(missing_ok=True)
            return
        _write_private(path, data)

    def _pins_path(self, name: str) -> Path:
        # A server's name is [a-z0-9_-] (app.domain.tools.servers.check_server_name): a file name.
        return self._dir / PINS_DIR / f"{name}.json"


def _write_private(path: Path, data: dict) -> None:
    """`data` as the whole JSON file at `path` (0600), written beside it and renamed, so a
    reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)  # \u escapes: any text, even a lone surrogate
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
