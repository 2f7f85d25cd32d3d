"""What "left as it was" means for a database file and what lies beside it."""

from __future__ import annotations

from pathlib import Path


def folder_snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file in a folder with its bytes and mtime: "untouched" means this does not change."""
    return {
        p.name: (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(folder.iterdir())
        if p.is_file()
    }


def assert_untouched(folder: Path, before: dict[str, tuple[bytes, int]]) -> None:
    """No file created, removed, rewritten or even re-saved beside the database."""
    after = folder_snapshot(folder)
    changed = sorted(set(after) ^ set(before))
    assert not changed, f"files were created or removed beside the database: {changed}"
    for name, (data, mtime) in before.items():
        assert after[name][0] == data, f"{name} changed"
        assert after[name][1] == mtime, f"{name} has a new modification time"
