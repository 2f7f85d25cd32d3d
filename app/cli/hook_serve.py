"""`mindkeep hook serve`: the warm helper of the hooks of other agents (SPEC §10).

A hook process starts in a few tens of milliseconds because it imports almost nothing; the
checker's word tables and the services take ~0.1–1 s to load. This process holds them loaded:
the first hook that finds it missing starts it (app/cli/hook.py), and it answers the hooks of
every agent working on the same database over a Unix socket in a folder only this user may
open: the checker's verdicts (`check`), and whole events (`handle`: a prompt to capture, and on
PostgreSQL everything). It also takes the writes the hooks leave in its spool folder, in the
order they came: blocked and run calls with their receipts, replies, notes of checks that
could not run. One helper per database and version (a lock); it ends after `IDLE_S` without
work.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import socketserver
import threading
import time
from pathlib import Path

from filelock import FileLock, Timeout

from app.bootstrap import build_core
from app.cli.hook_helper import Helper, database_url
from app.domain.agents import check as agent_check
from app.domain.agents.events import Call, HookEvent, HookInputError
from app.domain.agents.rules import Rule
from app.domain.errors import AppError

log = logging.getLogger(__name__)

IDLE_S = 600.0  # MINDKEEP_HOOK_IDLE_S overrides it
SPOOL_POLL_S = 0.2
REQUEST_MAX = 64 * 1024 * 1024


def idle_seconds() -> float:
    raw = os.environ.get("MINDKEEP_HOOK_IDLE_S", "")
    try:
        return max(float(raw), 0.5) if raw else IDLE_S
    except ValueError:
        return IDLE_S


def main(options: dict) -> int:
    helper = Helper(database_url(options), options)
    if helper.base is None:
        return 1
    lock = FileLock(helper.path("lock"))
    try:
        lock.acquire(timeout=0)
    except Timeout:
        return 0  # another helper serves this database
    logging.basicConfig(
        filename=helper.path("log"),
        level=logging.INFO,
        format="%(asctime)s %(process)d %(levelname)s %(message)s",
    )
    try:
        return _serve(helper, options)
    except Exception:
        log.exception("the hook helper stopped")
        return 1
    finally:
        for suffix in ("sock", "starting", "pid"):
            with contextlib.suppress(OSError):
                os.unlink(helper.path(suffix))
        lock.release()


def _serve(helper: Helper, options: dict) -> int:
    core = build_core(options["db"], options["data_dir"])
    agent_check.verdicts([Rule(0, 1, "constraint", "Never push to main")], [])  # warm the tables
    state = {"last": time.monotonic()}
    sock = helper.path("sock")
    with contextlib.suppress(OSError):
        os.unlink(sock)  # a socket left by a helper that died (the lock says none runs)

    class Handler(socketserver.StreamRequestHandler):
        def handle(self) -> None:
            state["last"] = time.monotonic()
            data = self.rfile.read(REQUEST_MAX + 1)
            try:
                reply = _answer(core, json.loads(data))
            except (ValueError, RecursionError):
                reply = {"ok": False, "error": "not_json"}
            self.wfile.write(json.dumps(reply, ensure_ascii=False).encode())
            state["last"] = time.monotonic()

    class Server(socketserver.ThreadingUnixStreamServer):
        daemon_threads = True

    old = os.umask(0o177)
    try:
        server = Server(sock, Handler)
    finally:
        os.umask(old)
    Path(helper.path("pid")).write_text(str(os.getpid()), encoding="utf-8")
    with contextlib.suppress(OSError):
        os.unlink(helper.path("starting"))
    idle = idle_seconds()

    def watch() -> None:
        while True:
            time.sleep(SPOOL_POLL_S)
            if _drain(core, helper.path("spool")):
                state["last"] = time.monotonic()
            if time.monotonic() - state["last"] > idle:
                server.shutdown()
                return

    threading.Thread(target=watch, name="hook-spool", daemon=True).start()

    def stop(_signum, _frame) -> None:  # SIGTERM: end as if idle (the socket is removed)
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    log.info("serving %s for %s", sock, helper.url.split("@")[-1])
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        server.server_close()
        _drain(core, helper.path("spool"))
        core.close()
    return 0


def _answer(core, request) -> dict:
    """One request of a hook process."""
    if not isinstance(request, dict):
        return {"ok": False, "error": "not_a_request"}
    op = request.get("op")
    try:
        if op == "ping":
            return {"ok": True, "pid": os.getpid()}
        if op == "check":
            rules = [Rule.from_json(r) for r in request.get("rules") or ()]
            calls = [
                Call(c["name"], c.get("arguments") or {}, c.get("tool") or c["name"])
                for c in request.get("calls") or ()
            ]
            found = agent_check.verdicts(rules, calls)
            return {"ok": True, "found": {str(k): v for k, v in found.items()}}
        if op == "handle":
            outcome = core.hooks.handle(HookEvent.from_json(request.get("event") or {})).value
            return {
                "ok": True,
                "deny": outcome.deny,
                "context": outcome.context,
                "message": outcome.message,
            }
    except (AppError, HookInputError, KeyError, TypeError, ValueError) as exc:
        log.info("a hook's request was refused: %s", exc)
        return {"ok": False, "error": getattr(getattr(exc, "code", None), "value", "invalid")}
    return {"ok": False, "error": "unknown_op"}


def _drain(core, folder: str | None) -> int:
    """Do the writes hooks left in the spool, oldest first; how many there were."""
    if folder is None or not os.path.isdir(folder):
        return 0
    names = sorted(n for n in os.listdir(folder) if n.endswith(".json"))
    for name in names:
        path = os.path.join(folder, name)
        try:
            with open(path, encoding="utf-8") as f:
                job = json.load(f)
        except (OSError, ValueError):
            job = None
        with contextlib.suppress(OSError):
            os.unlink(path)
        if not isinstance(job, dict):
            continue
        try:
            event = HookEvent.from_json(job.get("event") or {})
            if job.get("op") == "unchecked":
                core.hooks.note_unchecked(event, str(job.get("why") or ""))
            else:
                core.hooks.handle(event)
        except Exception:  # one bad job never stops the others
            log.exception("a hook's write could not be done")
    return len(names)
