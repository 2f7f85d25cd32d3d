"""What every benchmark shares: a figure beside its floor, percentiles, and waiting for a
widget's next paint."""

from __future__ import annotations

import math
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

RESULTS = REPO / "benchmarks" / "results.json"
INFO: list[str] = []  # side notes printed under the table, not part of results.json


# ---------------------------------------------------------------- figures


@dataclass
class Figure:
    name: str
    unit: str
    samples: list[float]
    floor: list[float]
    target_ratio: float | None
    target_abs: float | None
    # How target_abs is read: "p99" (p99 ≤ target) or "p99_over_floor" (p99 − floor ≤ target).
    abs_on: str = "p99"
    # What the ratio compares: "median" (median / floor median), or "p99" (p99 / the floor's
    # p99: a target on the bad days, as issue 34's hooks have).
    ratio_on: str = "median"

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def p99(self) -> float:
        return percentile(self.samples, 99)

    @property
    def floor_median(self) -> float:
        return statistics.median(self.floor)

    @property
    def floor_p99(self) -> float:
        return percentile(self.floor, 99)

    @property
    def ratio(self) -> float:
        if self.ratio_on == "p99":
            return self.p99 / self.floor_p99 if self.floor_p99 else math.inf
        return self.median / self.floor_median if self.floor_median else math.inf

    @property
    def met(self) -> bool:
        ok = True
        if self.target_ratio is not None:
            ok &= self.ratio <= self.target_ratio
        if self.target_abs is not None:
            value = self.p99 - self.floor_median if self.abs_on == "p99_over_floor" else self.p99
            ok &= value <= self.target_abs
        return bool(ok)

    def to_json(self) -> dict:
        r = lambda v: None if v is None else round(float(v), 3)  # noqa: E731
        return {
            "name": self.name,
            "unit": self.unit,
            "median": r(self.median),
            "p99": r(self.p99),
            "floor_median": r(self.floor_median),
            "ratio": r(self.ratio),
            "target_ratio": self.target_ratio,
            "target_abs": self.target_abs,
            "met": self.met,
            **(
                {"ratio_on": "p99", "floor_p99": r(self.floor_p99)}
                if self.ratio_on == "p99"
                else {}
            ),
        }

    def target_text(self) -> str:
        parts = []
        if self.target_abs is not None:
            parts.append(
                f"+{self.target_abs:g} {self.unit} over floor"
                if self.abs_on == "p99_over_floor"
                else f"p99 ≤ {self.target_abs:g} {self.unit}"
            )
        if self.target_ratio is not None:
            parts.append(
                f"p99 ≤ {self.target_ratio:g}× floor p99"
                if self.ratio_on == "p99"
                else f"≤ {self.target_ratio:g}×"
            )
        return " and ".join(parts)


def percentile(values: list[float], pct: float) -> float:
    """Nearest-rank percentile (p99 of fewer than 100 samples is their maximum)."""
    ordered = sorted(values)
    rank = max(1, math.ceil(pct / 100 * len(ordered)))
    return ordered[rank - 1]


def ms(seconds: float) -> float:
    return seconds * 1000.0


class PaintWatch:
    """Counts paint events of one widget (the list's viewport)."""

    def __init__(self, widget):
        from PySide6.QtCore import QEvent, QObject

        watch = self

        class Filter(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint:
                    watch.count += 1
                return False

        self.count = 0
        self._filter = Filter()
        widget.installEventFilter(self._filter)


def settle(app, watch: PaintWatch | None = None, before: int = 0) -> None:
    """Deliver pending events; with a watch, until the widget has painted again."""
    app.processEvents()
    if watch is None:
        return
    deadline = time.perf_counter() + 5
    while watch.count == before and time.perf_counter() < deadline:
        app.processEvents()


def shown(app, page, seconds: float = 30) -> None:
    """Deliver events until the chat shows its Session's messages (a Session's first open is
    read on a worker; its frame paints first)."""
    deadline = time.perf_counter() + seconds
    while page.is_loading():
        if time.perf_counter() > deadline:
            raise RuntimeError("the Session's messages never came")
        app.processEvents()


def ms_of(action: Callable[[], None], app, watch: PaintWatch) -> float:
    """Milliseconds from the action to the watched widget's next paint (an action after which
    nothing is painted is an error, not a 5-second sample)."""
    before = watch.count
    t0 = time.perf_counter()
    action()
    settle(app, watch, before)
    if watch.count == before:
        raise RuntimeError("the action was never painted: nothing on screen changed")
    return ms(time.perf_counter() - t0)


def ms_of_call(action: Callable[[], object]) -> float:
    """Milliseconds one call takes."""
    t0 = time.perf_counter()
    action()
    return ms(time.perf_counter() - t0)


@dataclass
class FilterFloor:
    """The floor of a search field: a QLineEdit filtering a QSortFilterProxyModel over plain
    strings in a QListView, shown at the size of the app's window."""

    box: object
    edit: object
    view: object
    model: object  # the QStringListModel under the proxy


def filter_floor(strings: list[str], *, uniform: bool = False) -> FilterFloor:
    from PySide6.QtCore import QSortFilterProxyModel, QStringListModel, Qt
    from PySide6.QtWidgets import QLineEdit, QListView, QVBoxLayout, QWidget

    box, edit, view = QWidget(), QLineEdit(), QListView()
    view.setUniformItemSizes(uniform)
    model = QStringListModel(strings)
    proxy = QSortFilterProxyModel(box)
    proxy.setSourceModel(model)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    edit.textChanged.connect(proxy.setFilterFixedString)
    view.setModel(proxy)
    layout = QVBoxLayout(box)
    layout.addWidget(edit)
    layout.addWidget(view)
    box.resize(1000, 800)
    box.show()
    return FilterFloor(box, edit, view, model)


def print_table(figures: list[Figure]) -> None:
    head = (
        f"{'figure':<30} {'median':>10} {'p99':>10} {'floor':>10} {'ratio':>8}  {'target':<30} met"
    )
    print(head)
    print("-" * len(head))
    for f in figures:
        print(
            f"{f.name:<30} {f.median:>8.2f}{f.unit[:2]:>2} {f.p99:>8.2f}{f.unit[:2]:>2} "
            f"{f.floor_median:>8.2f}{f.unit[:2]:>2} {f.ratio:>7.2f}×  {f.target_text():<30} "
            f"{'yes' if f.met else 'NO'}"
        )


def run_alone(bench: Callable[[Path, int], list[Figure]], count: int, name: str) -> int:
    """One section on its own (`python -m benchmarks.NAME`): its figures in a fresh folder, the
    table and the notes printed; exit 0 when every target is met."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix=f"mindkeep-bench-{name}-") as work:
        figures = bench(Path(work), count)
    print_table(figures)
    for line in INFO:
        print(f"note: {line}")
    return 0 if all(f.met for f in figures) else 1
