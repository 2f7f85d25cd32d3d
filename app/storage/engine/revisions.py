"""The schema's revisions, read from the migration files as text (no Alembic, no SQLAlchemy):
what a start needs to tell whether a database is at head before anything heavy is imported.
tests/storage/test_revision_scan.py checks this against Alembic."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

MIGRATIONS_DIR = Path(__file__).parent.parent / "migrations"


@functools.lru_cache(maxsize=1)
def _revision_graph() -> tuple[frozenset[str], str]:
    """(every revision, the head)."""
    revisions: dict[str, tuple[str, ...]] = {}
    for path in sorted((MIGRATIONS_DIR / "versions").glob("*.py")):
        values: dict[str, object] = {}
        text = path.read_text(encoding="utf-8")
        # Only the two assignments are parsed (the whole file took ~1 ms each at start);
        # a value spread over lines is read from the whole file.
        lines = "\n".join(
            line for line in text.splitlines() if line.startswith(("revision ", "down_revision "))
        )
        try:
            body = ast.parse(lines).body
        except SyntaxError:
            body = ast.parse(text).body
        for node in body:
            if (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id in ("revision", "down_revision")
            ):
                values[node.targets[0].id] = ast.literal_eval(node.value)
        if "revision" not in values:
            continue
        down = values.get("down_revision")
        downs = () if down is None else (down,) if isinstance(down, str) else tuple(down)
        revisions[str(values["revision"])] = downs
    referenced = {d for downs in revisions.values() for d in downs}
    heads = sorted(set(revisions) - referenced)
    if len(heads) != 1:
        raise RuntimeError(f"the migrations must have exactly one head, found {heads}")
    return frozenset(revisions), heads[0]


def head_revision() -> str:
    return _revision_graph()[1]


def known_revisions() -> set[str]:
    return set(_revision_graph()[0])
