"""Find anything (issue 35): one search across all conversations on the 100,000-message
workload, beside a plain LIKE scan of the same rows; and one key typed into the sidebar's
filter over its 50 Spaces and 1,000 Sessions, beside a `QSortFilterProxyModel` over the same
names.

    python -m benchmarks.find [--quick]
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sqlite3
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks import workload  # noqa: E402
from benchmarks.common import INFO, Figure, PaintWatch, filter_floor, ms_of, percentile, settle  # noqa: E402

# Messages in the other languages of the window, added to the benchmark's own copy (the
# workload's messages are English words): 200 Sessions' worth, so a Chinese or Japanese
# query has rows to find among the 100,000 others.
LANGUAGE_MESSAGES = (
    "我们决定使用数据库迁移来管理版本，每周五发布。",
    "我們決定每週五發布新版本，先跑完測試。",
    "リリースは金曜日にデプロイすることに決めました。",
    "데이터베이스를 매주 금요일에 백업하기로 했어요.",
    "Nous avons décidé de déployer le vendredi après la revue.",
    "Wir haben beschlossen, freitags auszuliefern.",
    "Decidimos desplegar los viernes por la tarde.",
    "Мы решили выпускать релиз по пятницам.",
    "قررنا نشر الإصدار يوم الجمعة.",
)
EXTRA_PER_LANGUAGE = 200
# What a user looks for: a common word, two words, a word inside words, a phrase, a rare word,
# words in the other languages (two-character Chinese too: no trigram holds it), one Space.
QUERIES = (
    ("release", None),
    ("deploy branch", None),
    ("eview", None),
    ('"schema migration"', None),
    ("changelog glossary fixture", None),
    ("kumquat", None),
    ("数据库迁移", None),
    ("數據", None),
    ("数据", None),
    ("デプロイ", None),
    ("데이터베이스", None),
    ("déployer", None),
    ("пятницам", None),
    ("الإصدار", None),
    ("release", 7),
    ("deploy branch", 31),
)
LIMIT = 50


def add_languages(db_path: Path, space_id: int) -> None:
    """Messages in the window's other languages, in one new Session of the benchmark's copy."""
    conn = sqlite3.connect(db_path)
    try:
        t0 = datetime(2024, 5, 1, tzinfo=UTC)
        cur = conn.execute(
            "INSERT INTO sessions (space_id, title, created_at, temporary, auto_title) "
            "VALUES (?, 'Languages', ?, 0, 0)",
            (space_id, t0.strftime("%Y-%m-%d %H:%M:%S.%f")),
        )
        sid = cur.lastrowid
        rows = []
        for i in range(EXTRA_PER_LANGUAGE):
            for j, body in enumerate(LANGUAGE_MESSAGES):
                at = (t0 + timedelta(minutes=i * 10 + j)).strftime("%Y-%m-%d %H:%M:%S.%f")
                rows.append((sid, "agent", f"{body} ({i})", at))
        conn.executemany(
            "INSERT INTO messages (session_id, source, text, created_at) VALUES (?, ?, ?, ?)", rows
        )
        conn.commit()
    finally:
        conn.close()


def _like_floor(conn: sqlite3.Connection, query: str, space: int | None) -> int:
    """A plain LIKE scan of the same rows for every term, newest first, the same limit."""
    terms = [t.strip('"') for t in query.split('"') if t.strip()] if '"' in query else query.split()
    where = " AND ".join("m.text LIKE ?" for _ in terms)
    params: list = [f"%{t}%" for t in terms]
    join = ""
    if space is not None:
        join = " JOIN sessions s ON s.id = m.session_id"
        where += " AND s.space_id = ?"
        params.append(space)
    rows = conn.execute(
        f"SELECT m.id, m.text FROM messages m{join} WHERE {where} ORDER BY m.id DESC LIMIT ?",
        [*params, LIMIT + 1],
    ).fetchall()
    return len(rows)


def bench_query(work: Path, rounds: int) -> Figure:
    """`MessageSearch.search(q)` (what the window's search and `message search` run) for each
    query of QUERIES, `rounds` times, interleaved with the LIKE floor on a twin copy."""
    from app.bootstrap import build_core

    db_path, facts = workload.working_copy(work / "find")
    floor_path, _ = workload.working_copy(work / "find-floor")
    for path in (db_path, floor_path):
        add_languages(path, facts.big_space_id)
    core = build_core(f"sqlite:///{db_path}")
    floor = sqlite3.connect(floor_path)
    samples, floors = [], []
    per_query: dict[str, list[float]] = {}
    found: dict[str, int] = {}
    rng = random.Random(35)
    try:
        order = [q for q in QUERIES for _ in range(rounds + 2)]
        rng.shuffle(order)
        seen: dict[tuple, int] = {}
        for query, space in order:
            gc.collect()
            t0 = time.perf_counter()
            result = core.search.search(query, space_id=space, limit=LIMIT)
            t1 = time.perf_counter()
            n_floor = _like_floor(floor, query, space)
            t2 = time.perf_counter()
            key = (query, space)
            seen[key] = seen.get(key, 0) + 1
            found[f"{query}{'' if space is None else f' (Space {space})'}"] = len(result.hits) + (
                1 if result.more else 0
            )
            if seen[key] > 2:  # the first two of each query warm the caches
                samples.append((t1 - t0) * 1000)
                floors.append((t2 - t1) * 1000)
                per_query.setdefault(query if space is None else f"{query} @{space}", []).append(
                    (t1 - t0) * 1000
                )
            if not result.hits and n_floor and query not in ("数据",):
                raise RuntimeError(f"{query!r}: the app found nothing, the LIKE scan {n_floor}")
    finally:
        floor.close()
        core.close()
    worst = sorted(per_query.items(), key=lambda kv: -percentile(kv[1], 99))[:4]
    INFO.append(
        "message search, slowest queries (p99 ms): "
        + ", ".join(f"{q!r} {percentile(v, 99):.1f}" for q, v in worst)
    )
    INFO.append(
        "message search, results (50 shown + 1 meaning more): "
        + ", ".join(f"{q!r}: {n}" for q, n in found.items())
    )
    return Figure("message_search_query", "ms", samples, floors, None, 50.0)


# "re" is typed first (not timed); then re → rel → re → rev → re → res → re, again and again:
# each key changes which Sessions are shown (Release, Review, Research; "re" alone keeps most).
FIRST = "re"
KEYS = ("l", "backspace", "v", "backspace", "s", "backspace")


def bench_sidebar_filter(work: Path, keys: int) -> Figure:
    """One key typed into the sidebar's filter over the workload's 50 Spaces and 1,000
    Sessions, until the tree has painted, beside a QLineEdit filtering a QSortFilterProxyModel
    over the same names."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.bootstrap import build_core
    from app.ui.components.sidebar import Sidebar
    from app.ui.models.session import CurrentSession

    app = QApplication.instance() or QApplication(["bench"])
    db_path, facts = workload.working_copy(work / "sidebar")
    core = build_core(f"sqlite:///{db_path}")
    current = CurrentSession()
    sidebar = Sidebar(current)
    sidebar.attach(core, None, None)
    sidebar.resize(280, 800)
    sidebar.show()
    current.set(facts.typical_session_id)
    sidebar.reload()
    settle(app)
    names = [sp.name for sp in core.chat.list_spaces()] + [
        se.title for se in core.chat.list_sessions()
    ]
    shown = filter_floor(names, uniform=True)
    floor_box, floor_edit, floor_view = shown.box, shown.edit, shown.view
    sidebar.activateWindow()
    QTest.keyClicks(sidebar.filter_field, FIRST)
    QTest.keyClicks(floor_edit, FIRST)
    settle(app)
    app_watch = PaintWatch(sidebar.tree.viewport())
    floor_watch = PaintWatch(floor_view.viewport())
    press = {
        "l": Qt.Key.Key_L,
        "v": Qt.Key.Key_V,
        "s": Qt.Key.Key_S,
        "backspace": Qt.Key.Key_Backspace,
    }
    samples, floor = [], []
    for i in range(keys + len(KEYS)):
        key = press[KEYS[i % len(KEYS)]]
        gc.collect()
        t_app = ms_of(lambda: QTest.keyClick(sidebar.filter_field, key), app, app_watch)
        gc.collect()
        t_floor = ms_of(lambda: QTest.keyClick(floor_edit, key), app, floor_watch)
        if i >= len(KEYS):
            samples.append(t_app)
            floor.append(t_floor)
    if sidebar.filter_field.text() != floor_edit.text():
        raise RuntimeError("the keystrokes did not reach both fields alike")
    INFO.append(
        f"sidebar filter: {len(names):,} names (Spaces and Sessions); “{FIRST}” keeps "
        f"{sidebar.model.shown_sessions():,} Sessions"
    )
    sidebar.close()
    floor_box.close()
    core.close()
    return Figure("sidebar_filter_keystroke", "ms", samples, floor, None, 16.0)


def bench_find(work: Path, quick: bool) -> list[Figure]:
    """Both figures of issue 35 (`make bench`'s section "find")."""
    return [
        bench_query(work, rounds=5 if quick else 40),
        bench_sidebar_filter(work, keys=30 if quick else 240),
    ]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true")
    args = p.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="mindkeep-find-"))
    figures = bench_find(work, args.quick)
    for f in figures:
        print(
            f"{f.name}: median {f.median:.2f} {f.unit}, p99 {f.p99:.2f}, floor median "
            f"{f.floor_median:.2f} (floor p99 {percentile(f.floor, 99):.2f}), "
            f"ratio {f.ratio:.2f}, met {f.met}"
        )
    for line in INFO:
        print("note:", line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
