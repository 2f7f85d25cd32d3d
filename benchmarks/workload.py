"""The benchmark workload: 50 Spaces, 1,000 Sessions, 100,000 messages, 10,000 Memory entries.

Deterministic (fixed seed) and fast: rows are bulk-inserted with SQLAlchemy Core
`insert()` executemany into a database migrated by `open_database`, then the file is
cached under `<tmp>/benchmarks/.cache/` keyed by `WORKLOAD_VERSION` and the schema head.
Change anything here that changes the rows → bump `WORKLOAD_VERSION`.

Rules of SPEC §2 the data respects (so the app sees a database it could have written):
- every suggestion is agent-written, `user_stated`, cites 1–3 `user` messages of its own
  Session; ≤ 5 suggestions per scope and ≤ ¼ of the room → the 1,000 suggestions are
  spread over 200 Sessions, 5 each;
- active content per scope stays under ¾ of its room (no auto-organise would fire), with
  the one big scope (2,000 entries) given a room of 100,000 characters in its settings;
- no two active/suggested entries of a scope have the same words (content_key via
  `same_words_key`), and no content looks like a secret;
- every entry has its history rows; dismissed and archived ones have the decision too.

Usage: `python -m benchmarks.workload [--rebuild]` prints the path and the facts.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import insert

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from app.domain.memory.rules.limits import DEFAULT_ROOM, auto_organise_threshold, suggestion_room  # noqa: E402
from app.domain.memory.rules.secrets import looks_like_secret  # noqa: E402
from app.domain.model import Scope  # noqa: E402
from app.domain.text import same_words_key  # noqa: E402
from app.storage.engine.database import open_database  # noqa: E402
from app.storage.engine.revisions import head_revision  # noqa: E402
from app.storage.models import (  # noqa: E402
    AppSettingRow,
    ExaminedMessageRow,
    MemoryEntryRow,
    MemoryHistoryRow,
    MessageRow,
    ScopeSettingsRow,
    SessionRow,
    SpaceRow,
)

WORKLOAD_VERSION = 1
SEED = 20240607

SPACES = 50
SESSIONS = 1_000
MESSAGES = 100_000
ENTRIES = 10_000
SUGGESTED = 1_000
SUGGESTIONS_PER_SCOPE = 5  # the limit: 1,000 suggestions need 200 scopes
BIG_SCOPE_ENTRIES = 2_000  # the Memory page benchmark opens this scope
BIG_SCOPE_ROOM = 100_000
BIG_ACTIVE, BIG_ARCHIVED = 1_700, 295  # + 5 suggestions = 2,000
SPACE_ACTIVE = 30  # per Space
PERSONAL_ACTIVE = 20
T0 = datetime(2024, 1, 1, tzinfo=UTC)

SOURCES = (
    ["user"] * 40 + ["agent"] * 40 + ["tool"] * 10 + ["web"] * 5 + ["file"] * 3 + ["trigger"] * 2
)

_WORDS = [
    "release",
    "branch",
    "review",
    "deploy",
    "commit",
    "test",
    "docs",
    "build",
    "cache",
    "schema",
    "migration",
    "backup",
    "invoice",
    "client",
    "budget",
    "sprint",
    "ticket",
    "design",
    "layout",
    "colour",
    "palette",
    "font",
    "icon",
    "spacing",
    "changelog",
    "version",
    "tag",
    "staging",
    "production",
    "server",
    "queue",
    "worker",
    "timeout",
    "retry",
    "log",
    "metric",
    "dashboard",
    "report",
    "summary",
    "meeting",
    "agenda",
    "note",
    "draft",
    "chapter",
    "outline",
    "reference",
    "index",
    "component",
    "module",
    "service",
    "endpoint",
    "request",
    "response",
    "header",
    "payload",
    "format",
    "locale",
    "translation",
    "glossary",
    "term",
    "style",
    "guide",
    "linter",
    "formatter",
    "type",
    "check",
    "coverage",
    "fixture",
]
_RULE_OPENERS = (
    "Always",
    "Never",
    "Prefer",
    "Keep",
    "Use",
    "Write",
    "Put",
    "Run",
    "Avoid",
    "Check",
    "Name",
    "Review",
    "Document",
    "Split",
    "Ask before",
)
_FACT_OPENERS = ("The", "Our", "This", "Every", "Last", "Next")
_TITLES = ("Sprint", "Release", "Review", "Planning", "Bugfix", "Research", "Draft", "Support")


@dataclass
class Facts:
    """What the runner needs to know about the workload (saved beside the cached file)."""

    version: int
    seed: int
    spaces: int
    sessions: int
    messages: int
    entries: int
    suggested: int
    big_session_id: int  # session scope with 2,000 entries (room raised to 100,000)
    big_space_id: int
    typical_session_id: int  # a Session whose three scopes all have saved entries
    fresh_session_ids: list[int]  # Sessions without suggestions (for propose benchmarks)
    user_message_of: dict[str, int]  # session id → one of its user message ids
    user_id: int
    build_seconds: float


def cache_dir() -> Path:
    """`$MINDKEEP_BENCH_CACHE`, else `<system temp>/benchmarks/.cache`."""
    chosen = os.environ.get("MINDKEEP_BENCH_CACHE")
    return Path(chosen) if chosen else Path(tempfile.gettempdir()) / "benchmarks" / ".cache"


def cache_key(scale: int = 1) -> str:
    times = "" if scale == 1 else f"-x{scale}"
    return f"workload-v{WORKLOAD_VERSION}-s{SEED}{times}-schema{head_revision()}"


def _sentence(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(_WORDS) for _ in range(n))


def _message_text(rng: random.Random, source: str) -> str:
    n = rng.randint(8, 45)
    body = _sentence(rng, n)
    if source == "user":
        return body.capitalize() + "?" if rng.random() < 0.3 else body.capitalize() + "."
    if source == "tool":
        return f"exit 0\n{body}\n{_sentence(rng, 6)}"
    if source == "web":
        return f"https://example.org/{rng.choice(_WORDS)}\n{body.capitalize()}."
    if source == "file":
        return f"notes-{rng.randint(1, 999)}.md\n\n{body.capitalize()}."
    return body.capitalize() + "."


class _Contents:
    """Unique, secret-free entry contents per scope (by same-words key)."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.seen: dict[tuple[str, int], set[str]] = {}

    def make(
        self, scope: str, scope_id: int, rule: bool, lo: int = 4, hi: int = 9, max_len: int = 300
    ) -> tuple[str, str]:
        keys = self.seen.setdefault((scope, scope_id), set())
        while True:
            opener = self.rng.choice(_RULE_OPENERS if rule else _FACT_OPENERS)
            text = f"{opener} {_sentence(self.rng, self.rng.randint(lo, hi))}"[:max_len].strip()
            key = same_words_key(text)
            if key not in keys and not looks_like_secret(text):
                keys.add(key)
                return text, key


def _ts(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def _scaled(scale: int) -> tuple[int, int, int, int, int]:
    """Spaces, Sessions, messages, entries and suggestions of a workload `scale` times this one."""
    return SPACES * scale, SESSIONS * scale, MESSAGES * scale, ENTRIES * scale, SUGGESTED * scale


def build(path: Path, scale: int = 1) -> Facts:
    """Write the workload into a new database file at `path` (which must not exist); `scale`
    times the Spaces, Sessions, messages, entries and suggestions (the big scope stays 2,000)."""
    started = time.perf_counter()
    rng = random.Random(SEED)
    SPACES, SESSIONS, MESSAGES, ENTRIES, SUGGESTED = _scaled(scale)
    db = open_database(f"sqlite:///{path}")
    try:
        with db.engine.begin() as conn:
            user_id = conn.exec_driver_sql("SELECT id FROM users ORDER BY id LIMIT 1").scalar()

            # -- Spaces and Sessions (20 per Space)
            conn.execute(
                insert(SpaceRow),
                [
                    {"id": i, "name": f"Space {i} · {rng.choice(_WORDS)}", "created_at": _ts(i)}
                    for i in range(1, SPACES + 1)
                ],
            )
            per_space = SESSIONS // SPACES
            sessions = [
                {
                    "id": i,
                    "space_id": (i - 1) // per_space + 1,
                    "title": f"{rng.choice(_TITLES)} {i}",
                    "created_at": _ts(100 + i),
                }
                for i in range(1, SESSIONS + 1)
            ]
            conn.execute(insert(SessionRow), sessions)
            space_of = {s["id"]: s["space_id"] for s in sessions}

            # -- Messages: 100 per Session on average (50..150), sources mixed, ids in order
            counts = [rng.randint(50, 150) for _ in range(SESSIONS)]
            scale = MESSAGES / sum(counts)
            counts = [max(10, round(c * scale)) for c in counts]
            counts[-1] += MESSAGES - sum(counts)
            messages, user_msgs = [], {}
            mid = 0
            for sid, n in enumerate(counts, start=1):
                for j in range(n):
                    mid += 1
                    source = "user" if j == 0 else rng.choice(SOURCES)
                    messages.append(
                        {
                            "id": mid,
                            "session_id": sid,
                            "source": source,
                            "text": _message_text(rng, source),
                            "created_at": _ts(10_000 + mid * 0.5),
                        }
                    )
                    if source == "user":
                        user_msgs.setdefault(sid, []).append(mid)
                if len(messages) >= 100_000:  # in batches: a million rows at once is ~1 GB
                    conn.execute(insert(MessageRow), messages)
                    messages = []
            if messages:
                conn.execute(insert(MessageRow), messages)
            conn.execute(
                insert(ExaminedMessageRow),
                [
                    {"message_id": m, "examined_at": _ts(10_000 + m * 0.5), "saved_count": 0}
                    for ids in user_msgs.values()
                    for m in ids
                ],
            )
            del messages

            # -- Memory entries
            contents = _Contents(rng)
            entries: list[dict] = []
            history: list[dict] = []

            def add(
                scope: str,
                scope_id: int,
                kind: str,
                status: str,
                source: str,
                created_by: str,
                origin: int | None,
                cites: list[int],
                *,
                rule: bool,
                pinned: bool = False,
                max_len: int = 300,
                lo: int = 4,
                hi: int = 9,
            ) -> None:
                text, key = contents.make(scope, scope_id, rule, lo, hi, max_len)
                n = len(entries) + 1
                created = _ts(200_000 + n)
                version = 1 if status in ("active", "suggested") or created_by == "user" else 2
                if status in ("dismissed", "archived"):
                    version = 2
                entries.append(
                    {
                        "id": n,
                        "scope": scope,
                        "scope_id": scope_id,
                        "kind": kind,
                        "content": text,
                        "content_key": key,
                        "status": status,
                        "source": source,
                        "created_by": created_by,
                        "reason": "You asked for this for future work."
                        if created_by == "agent"
                        else "",
                        "source_event_ids": cites,
                        "origin_session_id": origin,
                        "pinned": pinned,
                        "version": version,
                        "created_at": created,
                        "updated_at": created,
                    }
                )
                first = {"suggested": "suggested", "dismissed": "suggested"}.get(status, "active")
                snap = {
                    "status": first,
                    "kind": kind,
                    "content": text,
                    "source": source,
                    "pinned": False,
                    "version": 1,
                }
                action = {
                    "agent": "suggest" if first == "suggested" else "save",
                    "extractor": "save",
                    "user": "add",
                    "importer": "import",
                }[created_by]
                history.append(
                    {
                        "entry_id": n,
                        "actor": created_by,
                        "action": action,
                        "at": created,
                        "before": None,
                        "after": snap,
                        "undone": False,
                    }
                )
                if status in ("dismissed", "archived"):
                    after = {**snap, "status": status, "version": 2}
                    history.append(
                        {
                            "entry_id": n,
                            "actor": "user",
                            "action": "dismiss" if status == "dismissed" else "archive",
                            "at": created,
                            "before": snap,
                            "after": after,
                            "undone": False,
                        }
                    )

            def cites_of(sid: int) -> list[int]:
                pool = user_msgs[sid]
                return sorted(rng.sample(pool, min(len(pool), rng.randint(1, 3))))

            # The big scope: one Session with 2,000 entries and a room of 100,000.
            big = 1
            big_room_used = 0
            for i in range(BIG_ACTIVE + BIG_ARCHIVED):
                status = "active" if i < BIG_ACTIVE else "archived"
                if i % 3 == 0:
                    add(
                        "session",
                        big,
                        rng.choice(["preference", "constraint"]),
                        status,
                        "user_stated",
                        "extractor",
                        big,
                        cites_of(big),
                        rule=True,
                        lo=3,
                        hi=7,
                    )
                elif i % 3 == 1:
                    add(
                        "session",
                        big,
                        rng.choice(["fact", "decision", "todo", "lesson"]),
                        status,
                        "agent_inferred",
                        "agent",
                        big,
                        [],
                        rule=False,
                        lo=3,
                        hi=7,
                    )
                else:
                    add(
                        "session",
                        big,
                        rng.choice(["fact", "preference", "constraint"]),
                        status,
                        "user_confirmed",
                        "user",
                        None,
                        [],
                        rule=True,
                        pinned=(i % 97 == 2),
                        lo=3,
                        hi=7,
                    )
                if status == "active":
                    big_room_used += len(entries[-1]["content"])
            assert big_room_used < auto_organise_threshold(BIG_SCOPE_ROOM), big_room_used

            # 1,000 suggestions: 5 in each of 200 Sessions (the big one included).
            suggestion_sessions = [
                big,
                *list(range(5, SESSIONS + 1, 5))[: SUGGESTED // SUGGESTIONS_PER_SCOPE - 1],
            ]
            for sid in suggestion_sessions:
                room = BIG_SCOPE_ROOM if sid == big else DEFAULT_ROOM[Scope.SESSION]
                share = suggestion_room(room) // SUGGESTIONS_PER_SCOPE
                for _ in range(SUGGESTIONS_PER_SCOPE):
                    add(
                        "session",
                        sid,
                        rng.choice(["preference", "constraint"]),
                        "suggested",
                        "user_stated",
                        "agent",
                        sid,
                        cites_of(sid),
                        rule=True,
                        max_len=share,
                    )

            # Spaces: 30 saved entries each; Personal: 20.
            for space_id in range(1, SPACES + 1):
                used = 0
                for i in range(SPACE_ACTIVE):
                    origin = (space_id - 1) * per_space + 1 + i % per_space
                    if i % 2:
                        add(
                            "space",
                            space_id,
                            rng.choice(["preference", "constraint"]),
                            "active",
                            "user_stated",
                            "extractor",
                            origin,
                            cites_of(origin),
                            rule=True,
                            lo=3,
                            hi=6,
                        )
                    else:
                        add(
                            "space",
                            space_id,
                            rng.choice(["fact", "decision"]),
                            "active",
                            "user_confirmed",
                            "user",
                            None,
                            [],
                            rule=False,
                            lo=3,
                            hi=6,
                        )
                    used += len(entries[-1]["content"])
                assert used < auto_organise_threshold(DEFAULT_ROOM[Scope.SPACE]), used
            used = 0
            for i in range(PERSONAL_ACTIVE):
                add(
                    "user",
                    user_id,
                    "preference" if i % 2 else "fact",
                    "active",
                    "user_confirmed",
                    "user",
                    None,
                    [],
                    rule=True,
                    pinned=(i == 0),
                    lo=3,
                    hi=5,
                )
                used += len(entries[-1]["content"])
            assert used < auto_organise_threshold(DEFAULT_ROOM[Scope.USER]), used

            # The rest: spread over the other Sessions (saved, archived, dismissed).
            others = list(range(2, SESSIONS + 1))
            used_by: dict[int, int] = {}
            i = 0
            while len(entries) < ENTRIES:
                sid = others[i % len(others)]
                i += 1
                r = rng.random()
                if r < 0.08:
                    add(
                        "session",
                        sid,
                        rng.choice(["preference", "constraint"]),
                        "dismissed",
                        "user_stated",
                        "agent",
                        sid,
                        cites_of(sid),
                        rule=True,
                    )
                    continue
                status = "archived" if r < 0.2 else "active"
                if rng.random() < 0.5:
                    add(
                        "session",
                        sid,
                        rng.choice(["fact", "decision", "todo", "lesson"]),
                        status,
                        "agent_inferred",
                        "agent",
                        sid,
                        [],
                        rule=False,
                    )
                else:
                    add(
                        "session",
                        sid,
                        rng.choice(["preference", "constraint"]),
                        status,
                        "user_stated",
                        "extractor",
                        sid,
                        cites_of(sid),
                        rule=True,
                    )
                if status == "active":
                    used_by[sid] = used_by.get(sid, 0) + len(entries[-1]["content"])
                    assert used_by[sid] < auto_organise_threshold(DEFAULT_ROOM[Scope.SESSION])

            conn.execute(insert(MemoryEntryRow), entries)
            conn.execute(insert(MemoryHistoryRow), history)
            conn.execute(
                insert(ScopeSettingsRow),
                [
                    {
                        "scope": "session",
                        "scope_id": big,
                        "auto_memory": True,
                        "use_memory": True,
                        "room": BIG_SCOPE_ROOM,
                    },
                ],
            )
            # The window's first start has happened (no Welcome Space is written on start).
            conn.execute(insert(AppSettingRow), [{"key": "ui.welcomed", "value": "1"}])

            n_suggested = sum(1 for e in entries if e["status"] == "suggested")
            assert len(entries) == ENTRIES and n_suggested == SUGGESTED, (len(entries), n_suggested)
            suggesting = set(suggestion_sessions)
            fresh = [s for s in range(2, SESSIONS + 1) if s not in suggesting and s in user_msgs]
            typical = next(s for s in fresh if s in used_by and space_of[s] != space_of[big])
        with db.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
            conn.exec_driver_sql("ANALYZE")
    finally:
        db.dispose()
    return Facts(
        version=WORKLOAD_VERSION,
        seed=SEED,
        spaces=SPACES,
        sessions=SESSIONS,
        messages=MESSAGES,
        entries=ENTRIES,
        suggested=SUGGESTED,
        big_session_id=big,
        big_space_id=space_of[big],
        typical_session_id=typical,
        fresh_session_ids=fresh,
        user_message_of={str(s): ids[0] for s, ids in user_msgs.items()},
        user_id=user_id,
        build_seconds=round(time.perf_counter() - started, 2),
    )


def add_long_session(
    db, space_id: int, *, messages: int = MESSAGES, title: str = "One long Session"
) -> tuple[int, list[int]]:
    """A Session of `messages` messages in Space `space_id` of an open Database, as years of
    use leave one (issue 31): sources mixed as in the workload, a user message first, the
    user's messages examined. Bulk-inserted after the newest message there is; returns the
    Session's id and its user messages' ids."""
    rng = random.Random(SEED + messages)
    with db.engine.begin() as conn:
        session_id = conn.execute(
            insert(SessionRow).values(space_id=space_id, title=title, created_at=_ts(0))
        ).inserted_primary_key[0]
        start = conn.exec_driver_sql("SELECT COALESCE(MAX(id), 0) FROM messages").scalar()
        rows, users = [], []
        for j in range(messages):
            mid = start + 1 + j
            source = "user" if j == 0 else rng.choice(SOURCES)
            rows.append(
                {
                    "id": mid,
                    "session_id": session_id,
                    "source": source,
                    "text": _message_text(rng, source),
                    "created_at": _ts(j * 0.5),
                }
            )
            if source == "user":
                users.append(mid)
            if len(rows) >= 50_000:
                conn.execute(insert(MessageRow), rows)
                rows = []
        if rows:
            conn.execute(insert(MessageRow), rows)
        conn.execute(
            insert(ExaminedMessageRow),
            [{"message_id": m, "examined_at": _ts(0), "saved_count": 0} for m in users],
        )
    return session_id, users


def ensure(rebuild: bool = False, scale: int = 1) -> tuple[Path, Facts]:
    """The cached workload file (`scale` times the figures) and its facts; built once per
    version."""
    folder = cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    key = cache_key(scale)
    path, meta = folder / f"{key}.db", folder / f"{key}.json"
    if rebuild or not (path.exists() and meta.exists()):
        tmp = folder / f"{key}.building-{os.getpid()}.db"
        for p in folder.glob(f"{tmp.name}*"):
            p.unlink()
        facts = build(tmp, scale)
        for suffix in ("-wal", "-shm", ".migrate.lock"):
            Path(str(tmp) + suffix).unlink(missing_ok=True)
        os.replace(tmp, path)
        meta.write_text(json.dumps(asdict(facts), indent=1), encoding="utf-8")
    return path, Facts(**json.loads(meta.read_text(encoding="utf-8")))


def working_copy(dest_dir: Path, name: str = "mindkeep.db", scale: int = 1) -> tuple[Path, Facts]:
    """A private copy of the cached workload (benchmarks write into it)."""
    src, facts = ensure(scale=scale)
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / name
    for suffix in ("", "-wal", "-shm"):
        Path(str(dest) + suffix).unlink(missing_ok=True)
    shutil.copyfile(src, dest)
    return dest, facts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rebuild", action="store_true", help="build again even if cached")
    p.add_argument("--scale", type=int, default=1, help="times the figures (1, 3, 10)")
    args = p.parse_args(argv)
    path, facts = ensure(rebuild=args.rebuild, scale=args.scale)
    info = asdict(facts)
    info["fresh_session_ids"] = f"{len(facts.fresh_session_ids)} ids"
    info["user_message_of"] = f"{len(facts.user_message_of)} sessions"
    print(path)
    print(json.dumps(info, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
