"""The hostile peer's whole sweep (issue 23): every column of every table with each kind of
wrong value, on SQLite and on the real PostgreSQL, read by everything the services and the
command line read. (The quicker random form runs in `make test`: tests/storage/
test_hostile_peer.py and tests/ui/test_hostile_peer_window.py.)"""

from __future__ import annotations

import pytest
from hostile_peer import COLUMNS, SAMPLES, Peer, Write, cli_everything, read_everything, seed
from shared_db import needs_pg

pytestmark = pytest.mark.slow


def test_every_column_with_every_kind_of_wrong_value(core, figures):
    """18 kinds of wrong value, each into every row of each column (one row where SQLite
    takes it only so): every read answers well-formed objects, or "not found"."""
    seed(core)
    peer = Peer(core.db.path)
    url = str(core.db.engine.url)
    made = refused = 0
    try:
        for table, column in COLUMNS:
            for value in SAMPLES.values():
                if not (
                    peer.write(Write(table, column, None, value))
                    or peer.write(Write(table, column, 0, value))
                ):
                    refused += 1
                    continue
                made += 1
                try:
                    read_everything(core, url)
                finally:
                    peer.undo()
    finally:
        peer.close()
    figures["hostile peer (SQLite): wrong values written and read"] = made
    figures["hostile peer (SQLite): writes SQLite itself refused"] = refused
    figures["hostile peer (SQLite): values noted as skipped"] = len(core.db.skipped.items())
    assert made > 500


@pytest.mark.parametrize(
    "sample", ["int", "bytes", "empty", "json object", "json deep", "time far"]
)
def test_the_command_line_over_every_table_spoiled(core, sample):
    """One kind of wrong value in every column of one row of each table in turn: every read
    command answers (JSON that parses, or not_found), and warns of what it skipped."""
    seed(core)
    peer = Peer(core.db.path)
    tables = dict.fromkeys(t for t, _c in COLUMNS)
    try:
        for table in tables:
            for t, column in COLUMNS:
                if t == table:
                    peer.write(Write(table, column, 0, SAMPLES[sample]))
            try:
                cli_everything(str(core.db.engine.url), core)
            finally:
                peer.undo()
    finally:
        peer.close()


# ---------------------------------------------------------------- PostgreSQL

# What a client of the server can store in each kind of column (the types hold there, but
# not their meaning): text of any length and markup, JSON of any shape and depth, times at
# the ends of the calendar and past them (psycopg refuses to read those), integers that
# name nothing.
PG_SAMPLES = {
    "text": ["", "oracle", "x" * 300_000, SAMPLES["markup"], SAMPLES["bidi"]],
    "character varying": ["", "oracle", SAMPLES["markup"]],
    "json": [
        "5",
        '"text"',
        "[1,2]",
        '{"not_saved": 5, "before": []}',
        "null",
        "[" * 3000 + "]" * 3000,
    ],
    "timestamp with time zone": ["infinity", "-infinity", "20000-01-01", "4713-01-01 BC"],
    "integer": [-1, 0, 2_147_483_647],
}
CASTS = {"json": "::json", "timestamp with time zone": "::timestamptz"}


@needs_pg
def test_every_column_on_postgresql(pg_core, figures):
    """The same sweep on the real server, with its CHECK constraints dropped and its
    triggers off for the peer (the owner of the tables may do both): every read answers."""
    import psycopg
    from sqlalchemy.engine import make_url

    core = pg_core
    seed(core)
    url = make_url(core.db.url).set(drivername="postgresql")
    conn = psycopg.connect(url.render_as_string(hide_password=False), autocommit=True)
    checks = conn.execute(
        "SELECT conrelid::regclass::text, conname FROM pg_constraint c JOIN pg_namespace n "
        "ON n.oid = c.connamespace WHERE contype = 'c' AND n.nspname = 'public' AND conrelid <> 0"
    ).fetchall()
    for table, name in checks:
        conn.execute(f'ALTER TABLE {table} DROP CONSTRAINT "{name}"')
    # No foreign key acts for the peer: what it puts back is exactly what was there.
    conn.execute("SET session_replication_role = replica")
    types = {
        (t, c): d
        for t, c, d in conn.execute(
            "SELECT table_name, column_name, data_type FROM information_schema.columns "
            "WHERE table_schema = 'public'"
        ).fetchall()
    }
    made = 0
    try:
        for table, column in COLUMNS:
            kind = types[(table, column)]
            conn.execute(f'CREATE TEMP TABLE kept AS SELECT * FROM "{table}"')
            for value in PG_SAMPLES.get(kind, []):
                try:
                    conn.execute(
                        f'UPDATE "{table}" SET "{column}" = %s{CASTS.get(kind, "")}', (value,)
                    )
                except psycopg.Error:
                    continue  # NOT NULL, a duplicate key
                made += 1
                try:
                    read_everything(core, str(core.db.engine.url))
                finally:
                    conn.execute(f'DELETE FROM "{table}"')
                    conn.execute(f'INSERT INTO "{table}" SELECT * FROM kept')
            conn.execute("DROP TABLE kept")
    finally:
        conn.close()
    figures["hostile peer (PostgreSQL): wrong values written and read"] = made
    assert made > 80
