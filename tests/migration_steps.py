"""One revision at a time, as the migration tests take a database up and down (Alembic on a
connection of its own, foreign keys on for SQLite as the app has them), and plain SQL on the
file between the steps."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy import Engine, create_engine, event

from app.storage.engine.migrate import alembic_config


def engine_of(where: Path | str) -> Engine:
    """An engine on a SQLite file (a path) or any database (a URL)."""
    url = where if isinstance(where, str) else f"sqlite:///{where}"
    engine = create_engine(url)
    if url.startswith("sqlite"):

        @event.listens_for(engine, "connect")
        def _fk(dbapi_conn, _record):
            dbapi_conn.execute("PRAGMA foreign_keys = ON")

    return engine


def migrate(where: Path | str, fn, target: str) -> None:
    """`fn` (alembic.command.upgrade or downgrade) to `target`, in one transaction."""
    engine = engine_of(where)
    try:
        with engine.begin() as conn:
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            fn(cfg, target)
    finally:
        engine.dispose()


def sql(path: Path, statement: str, *params):
    """One statement on the SQLite file (foreign keys on), committed; its rows."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys = ON")
    try:
        rows = conn.execute(statement, params).fetchall()
        conn.commit()
        return rows
    finally:
        conn.close()
