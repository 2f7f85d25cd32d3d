"""A writer for the crash test: 1,000 writes, each acknowledged on stdout after its commit.

    python crash_child.py DB_URL SESSION_ID TAG

Each line is "<i> <message id> <saved entry ids, comma separated>", printed only once
the unit of work that wrote them has committed. Every fifth message is an explicit
"Remember that …" request, so the message, its Memory entry, the entry's history and the
examined-message record are written together.
"""

from __future__ import annotations

import sys

WRITES = 1000


def expected_message(tag: str, i: int) -> tuple[str, str]:
    """(source, text) of write number i of a run."""
    if i % 5 == 0:
        return "user", f"Remember that run {tag} keeps fact number {i}."
    return ("user", "agent")[i % 2], f"Run {tag}, message {i}: " + "w" * (i % 50)


def main() -> None:
    url, session_id, tag = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    from app.bootstrap import build_core

    core = build_core(url)
    out = sys.stdout
    out.write("ready\n")
    out.flush()
    for i in range(WRITES):
        source, text = expected_message(tag, i)
        added = core.chat.add_message(session_id, source=source, text=text).value
        out.write(f"{i} {added.message.id} {','.join(str(e.id) for e in added.saved)}\n")
        out.flush()
    out.write("done\n")
    out.flush()
    core.close()


if __name__ == "__main__":
    main()
