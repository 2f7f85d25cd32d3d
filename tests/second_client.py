"""Another client of the same database (SPEC §6), on a SQLAlchemy connection of its own: it
reads and writes any row as it likes, as another computer sharing a PostgreSQL database (or
another program opening the SQLite file) can. Used by the tests of SPEC §2.5 "What runs here
is decided here": nothing it writes may make this computer run or restore anything.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import create_engine, text


class SecondClient:
    """`run(sql, **params)` in a transaction of its own; `json(value)` for a JSON column."""

    def __init__(self, url: str):
        self.url = url
        self.engine = create_engine(url)

    def run(self, sql: str, **params: Any) -> list[tuple]:
        with self.engine.begin() as conn:
            result = conn.execute(text(sql), params)
            return [tuple(r) for r in result.fetchall()] if result.returns_rows else []

    def one(self, sql: str, **params: Any) -> tuple:
        rows = self.run(sql, **params)
        assert len(rows) == 1, rows
        return rows[0]

    @staticmethod
    def json(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    @staticmethod
    def loads(value: Any) -> Any:
        """A JSON column's value as this driver gives it back (text on SQLite)."""
        return json.loads(value) if isinstance(value, str) else value

    def close(self) -> None:
        self.engine.dispose()
