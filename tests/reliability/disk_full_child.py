"""The disk-full scenario, run in its own process (a full disk must not take the test run down).

    python disk_full_child.py DB_URL [FSIZE_LIMIT_BYTES]

With a byte limit, the process may write no file beyond it (RLIMIT_FSIZE, for machines
where a small tmpfs cannot be mounted); otherwise the database is expected on a small,
nearly full filesystem. Writes explicit "Remember that …" messages (message, Memory entry,
history, examined record in one transaction) until one fails, and prints JSON:
{"acked": [[i, message id, [entry ids]]...], "failed": i, "error": {type, code, message}}.
"""

from __future__ import annotations

import json
import resource
import signal
import sys

PAYLOAD = "p" * 3000


def text_of(i: int) -> str:
    return f"Remember that the disk test keeps fact number {i}. " + PAYLOAD


def main() -> None:
    url = sys.argv[1]
    from app.bootstrap import build_core
    from app.domain.errors import AppError

    core = build_core(url)
    session = core.chat.list_sessions()[0].id
    if len(sys.argv) > 2:
        limit = int(sys.argv[2])
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    acked, error, failed = [], None, None
    for i in range(100_000):
        try:
            added = core.chat.add_message(session, source="user", text=text_of(i)).value
        except AppError as err:
            error = {"type": type(err).__name__, "code": str(err.code), "message": err.message}
            failed = i
            break
        except Exception as err:  # noqa: BLE001 - reported as the finding
            error = {"type": type(err).__name__, "code": None, "message": str(err)}
            failed = i
            break
        acked.append([i, added.message.id, [e.id for e in added.saved]])
    print(json.dumps({"acked": acked, "failed": failed, "error": error}))
    sys.stdout.flush()
    core.close()


if __name__ == "__main__":
    main()
