"""The warm helper of `mindkeep hook` (SPEC §10), as a hook sees it: where it listens (a
folder only this user may open), one helper per database and version, asking it, leaving it a
write, starting it and stopping it. The raw way in (app/cli/hook.py) asks it; the helper itself
(app/cli/hook_serve.py) listens where this says. Standard library only, like the hook."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import socket
import sys
import time

from app import __version__
from app.deferred import load
from app.domain.agents.rules import Rule


def database_url(options: dict) -> str:
    """The database this hook reads, chosen as every command chooses it."""
    return load("app.bootstrap:resolve_db_url")(options["db"], options["data_dir"])


def run_dir() -> str | None:
    """Where the helper's socket, lock and spool live: a folder only this user may open (None
    where there are no Unix sockets: every hook then works alone)."""
    if not hasattr(socket, "AF_UNIX") or not hasattr(os, "getuid"):
        return None
    chosen = os.environ.get("MINDKEEP_HOOK_RUN_DIR")
    base = chosen or os.path.join(os.environ.get("TMPDIR") or "/tmp", f"mindkeep-{os.getuid()}")
    try:
        os.makedirs(base, mode=0o700, exist_ok=True)
        info = os.stat(base)
    except OSError:
        return None
    if info.st_uid != os.getuid() or info.st_mode & 0o077:
        return None  # another user's, or open to others: not trusted
    return base


class Helper:
    """The warm helper of one database: its socket, its spool, and starting it."""

    def __init__(self, url: str, options: dict):
        self.url = url
        self.options = options
        self.base = run_dir()
        self.key = helper_key(url)

    def path(self, suffix: str) -> str | None:
        return None if self.base is None else os.path.join(self.base, f"h-{self.key}.{suffix}")

    def ask(self, request: dict, deadline: float, *, start: bool = False) -> dict | None:
        """One request and its answer, or None (no helper, or no answer before `deadline`).
        With `start`, a helper that is not running is started and waited for."""
        while True:
            reply = self._once(request, deadline)
            if reply is not None or not start or time.monotonic() >= deadline:
                return reply
            self.warm()
            time.sleep(0.05)

    def _once(self, request: dict, deadline: float) -> dict | None:
        return _request(self.path("sock"), request, deadline)

    def verdicts(self, rules: list[Rule], calls, deadline: float) -> dict | None:
        """entry id → verdict, from the helper, else from the checker imported here."""
        reply = self._once(
            {
                "op": "check",
                "rules": [r.to_json() for r in rules],
                "calls": [c.to_json() for c in calls],
            },
            deadline,
        )
        if reply is not None and reply.get("ok") and isinstance(reply.get("found"), dict):
            return {int(k): v for k, v in reply["found"].items()}
        self.warm()
        if time.monotonic() >= deadline:
            return None
        found = load("app.domain.agents.check:verdicts")(rules, calls)
        return None if time.monotonic() > deadline else found

    def spool(self, job: dict) -> None:
        """Leave a write for the helper (it takes the spool's jobs in the order they came)."""
        folder = self.path("spool")
        if folder is None:
            return
        try:
            os.makedirs(folder, mode=0o700, exist_ok=True)
            name = f"{time.time_ns():020d}-{os.getpid()}"
            tmp = os.path.join(folder, f".{name}.tmp")
            with open(tmp, "w", encoding="utf-8") as f:
                json.dump(job, f, ensure_ascii=False)
            os.replace(tmp, os.path.join(folder, f"{name}.json"))
        except (OSError, ValueError):
            pass

    def warm(self, *, dead: bool = True) -> None:
        """Start the helper (unless it was started a moment ago). `dead`: a request just found
        no helper answering; otherwise one whose socket is there is taken to run."""
        sock, starting = self.path("sock"), self.path("starting")
        if sock is None or starting is None or (not dead and os.path.exists(sock)):
            return
        try:
            if time.time() - os.stat(starting).st_mtime < 5:
                return
        except OSError:
            pass
        try:
            with open(starting, "w", encoding="utf-8"):
                pass
        except OSError:
            return
        subprocess = load("subprocess")
        words = []
        if self.options.get("db"):
            words += ["--db", self.options["db"]]
        if self.options.get("data_dir"):
            words += ["--data-dir", self.options["data_dir"]]
        if getattr(sys, "frozen", False):
            command = [sys.executable, *words, "hook", "serve"]
        else:
            command = [sys.executable, "-m", "app", *words, "hook", "serve"]
        with contextlib.suppress(OSError):
            subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
                close_fds=True,
            )


def _request(path: str | None, request: dict, deadline: float) -> dict | None:
    """One request over a helper's socket and its answer, or None."""
    left = deadline - time.monotonic()
    if path is None or left <= 0 or not os.path.exists(path):
        return None
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(left)
            s.connect(path)
            s.sendall(json.dumps(request, ensure_ascii=False).encode() + b"\n")
            s.shutdown(socket.SHUT_WR)
            chunks = []
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
        reply = json.loads(b"".join(chunks))
    except (OSError, ValueError):
        return None
    return reply if isinstance(reply, dict) else None


def stop_helpers(base: str, wait_s: float = 30.0) -> int:
    """Stop the helpers serving in the run folder `base`, and those starting there (waited for,
    up to `wait_s`): each is asked its process id over its own socket and sent SIGTERM, so no
    pid file left by a helper that died (its number perhaps reused by another program) is ever
    acted on. Returns how many were stopped."""
    deadline = time.monotonic() + wait_s
    stopped: set[int] = set()
    while True:
        try:
            names = sorted(os.listdir(base))
        except OSError:
            names = []
        socks = [os.path.join(base, n) for n in names if n.startswith("h-") and n.endswith(".sock")]
        starting = []
        for n in names:
            if n.startswith("h-") and n.endswith(".starting"):
                with contextlib.suppress(OSError):
                    if time.time() - os.stat(os.path.join(base, n)).st_mtime < 60:
                        starting.append(n)  # older: a start that failed, nothing to wait for
        for sock in socks:
            reply = _request(sock, {"op": "ping"}, time.monotonic() + 2)
            pid = reply.get("pid") if reply else None
            if isinstance(pid, int) and not isinstance(pid, bool) and pid > 1:
                if pid not in stopped:
                    with contextlib.suppress(OSError):
                        os.kill(pid, load("signal:SIGTERM"))
                stopped.add(pid)
        if (not socks and not starting) or time.monotonic() >= deadline:
            return len(stopped)
        time.sleep(0.05)


def helper_key(url: str) -> str:
    """One helper per database and version of Mindkeep (a new version starts its own)."""
    here = os.path.dirname(os.path.abspath(__file__))
    return hashlib.sha256(f"{url}\n{__version__}\n{here}".encode()).hexdigest()[:16]
