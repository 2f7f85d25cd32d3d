"""What a database that cannot be opened, read or written is said as: the errors (DatabaseFileError,
StoredValueError), the backups beside a file and a failed connection's message."""

from __future__ import annotations

import logging
import re
import sqlite3
from pathlib import Path

from sqlalchemy.engine import make_url
from sqlalchemy.exc import (
    ArgumentError,
    DatabaseError,
    DBAPIError,
    InterfaceError,
    OperationalError,
)

from app.domain.errors import AppError, Code
from app.domain.net import host_problem

# Writers wait their turn this long instead of failing with "database is locked".
BUSY_TIMEOUT_S = 120


class DatabaseFileError(AppError):
    """The database file cannot be opened as a Mindkeep database."""


class StoredValueError(Exception):
    """A value read from the database could not be read at all (the decoders leave out,
    show as text or replace what they can; this is what is left)."""


log = logging.getLogger(__name__)


def backups_of(path: Path) -> list[Path]:
    """The backup copies kept beside a database file, newest first."""
    found = [p for p in path.parent.glob(f"{path.name}.backup-*") if p.is_file()]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def _backup_hint(path: Path | None) -> str:
    if path is None:
        return ""
    backups = backups_of(path)
    if not backups:
        return " No backup copy was found beside it; choose another file or start a new one."
    names = ", ".join(p.name for p in backups)
    return f" Backup copies beside it, newest first: {names}. Open one of them instead."


def storage_error(exc: Exception, path: Path | None, *, writing: bool) -> DatabaseFileError:
    """A clear DatabaseFileError for what SQLite reported (disk full, damaged file, …)."""
    detail = str(getattr(exc, "orig", None) or exc)
    low = detail.lower()
    where = f"{path}" if path is not None else "The database"
    nothing = " Nothing was saved." if writing else ""
    if isinstance(exc, StoredValueError):
        text = (
            f"{where} holds a value Mindkeep cannot read ({detail}); another program may "
            f"have written it. The file was left as it is.{nothing}"
        )
    elif "disk is full" in low or "database or disk is full" in low:
        text = (
            f"{where}: the disk is full, so the change could not be written.{nothing} "
            "Free some space and try again."
        )
    elif "malformed" in low or "not a database" in low or "disk image" in low:
        text = (
            f"{where} is damaged and cannot be read as a database ({detail}); it was left "
            f"as it is.{nothing}" + _backup_hint(path)
        )
    elif "readonly" in low or "read-only" in low:
        text = f"{where} is read-only, so the change could not be written.{nothing}"
    elif "disk i/o error" in low:
        text = f"{where}: the disk reported an input/output error ({detail}).{nothing}"
    elif "locked" in low or "busy" in low:
        text = (
            f"{where} is in use by another program and stayed locked for "
            f"{BUSY_TIMEOUT_S} s ({detail}).{nothing} Try again."
        )
    else:
        text = f"{where} could not be {'written' if writing else 'read'}: {detail}.{nothing}"
    return DatabaseFileError(Code.DATABASE_ERROR, text)


def normalize_url(url: str) -> str:
    """`postgresql://` and `postgres://` name the psycopg 3 driver that ships with the app
    (SQLAlchemy 2.0 would pick psycopg2, which it does not carry); other URLs stay as given."""
    scheme, sep, rest = url.partition("://")
    if sep and scheme in ("postgresql", "postgres"):
        return f"postgresql+psycopg://{rest}"
    return url


def url_problem(url: str) -> str | None:
    """What is wrong with a database URL before any driver sees it (a traceback there): one
    that does not parse, a port that is not 1 to 65535, a host name no resolver takes (too
    long, not a name); None when it looks usable."""
    shown = re.sub(r"(://[^:/@]*:)[^@/]*@", r"\1***@", url)  # never the password
    shown = shown if len(shown) <= 120 else f"{shown[:60]}…{shown[-60:]}"
    try:
        u = make_url(url)
        port = u.port
        host = u.host
    except (ArgumentError, ValueError, TypeError) as exc:
        first = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
        return (
            f"{shown!r} is not a database URL ({first}). Give a SQLite file as sqlite:///PATH or "
            "a PostgreSQL server as postgresql://USER@HOST/NAME."
        )
    if u.password:
        shown = u.render_as_string(hide_password=True)
        shown = shown if len(shown) <= 120 else f"{shown[:60]}…{shown[-60:]}"
    if port is not None and not 1 <= port <= 65535:
        return f"The port in {shown} is {port}; a port is 1 to 65535."
    why = host_problem(host)
    if why is not None:
        return f"{shown} cannot be used: {why}."
    return None


def _server_name(url: str) -> str:
    u = make_url(url)
    host = u.host or "localhost"
    return f"{host}:{u.port or 5432}"


def server_error(exc: BaseException, url: str, *, writing: bool) -> DatabaseFileError:
    """A clear DatabaseFileError for what a database server (PostgreSQL) reported.

    Refused or lost connections, bad credentials, a missing database and TLS trouble each
    get a sentence that says what to do; the password never appears in it.
    """
    u = make_url(url)
    detail = str(getattr(exc, "orig", None) or exc).strip()
    if u.password and len(str(u.password)) >= 4:  # (a shorter one would blank out letters)
        detail = detail.replace(str(u.password), "***")
    first = detail.splitlines()[0].strip() if detail else type(exc).__name__
    low = detail.lower()
    server = _server_name(url)
    nothing = " Nothing was saved." if writing else ""
    if isinstance(exc, StoredValueError):
        text = (
            f"The shared database at {server} holds a value Mindkeep cannot read ({first}); "
            f"another program connected to it may have written it.{nothing}"
        )
    elif (
        "authentication failed" in low
        or "no pg_hba.conf entry" in low
        or ('role "' in low and "does not exist" in low)
    ):
        text = (
            f"The PostgreSQL server at {server} refused the user {u.username or '(none)'}: "
            f"the user name or password in the URL is wrong, or the server does not let "
            f"this user in from here ({first}).{nothing}"
        )
    elif "database" in low and "does not exist" in low:
        text = (
            f"The PostgreSQL server at {server} has no database named {u.database!s}. "
            f"Create it first (createdb {u.database!s}, or CREATE DATABASE) and give its "
            f"URL again.{nothing}"
        )
    elif "ssl" in low or "tls" in low or "certificate" in low or "sslmode" in low:
        if "does not support ssl" in low:
            why = (
                "the URL asks for an encrypted (TLS) connection, but the server does not "
                "offer TLS. Turn ssl on in the server's postgresql.conf, or leave sslmode "
                "out of the URL on a network you trust"
            )
        elif "certificate" in low or "verify" in low:
            why = (
                "the server's TLS certificate could not be verified with the sslrootcert "
                "given in the URL. Give the certificate of the authority that signed it, "
                "or use sslmode=require to encrypt without verifying"
            )
        else:
            why = "the TLS options in the URL (sslmode, sslrootcert, …) were not accepted"
        text = f"Mindkeep cannot connect to the PostgreSQL server at {server}: {why} ({first}).{nothing}"
    elif (
        "connection refused" in low
        or "could not connect" in low
        or "timeout expired" in low
        or "failed to resolve host" in low
        or "could not translate host name" in low
        or "no route to host" in low
        or "network is unreachable" in low
    ):
        text = (
            f"Mindkeep cannot reach the PostgreSQL server at {server} ({first}). Check that "
            f"the server is running and accepts connections from this computer, and that "
            f"the URL names the right host and port.{nothing}"
        )
    elif (
        getattr(exc, "connection_invalidated", False)
        or "terminating connection" in low
        or "server closed the connection" in low
        or "connection is closed" in low
        or "consuming input failed" in low
        or "connection is lost" in low
        or "the connection is bad" in low
        or "eof detected" in low
        or "administrator command" in low
    ):
        text = (
            f"The connection to the shared database at {server} was lost: the server "
            f"stopped or restarted, or the network failed.{nothing} Try again once it is "
            f"back; Mindkeep reconnects by itself."
        )
    elif "invalid" in low and ("option" in low or "uri" in low or "value" in low):
        text = (
            f"The database URL has an option the PostgreSQL driver does not accept "
            f"({first}). Check the part after '?' in the URL.{nothing}"
        )
    else:
        text = (
            f"The shared database at {server} could not be "
            f"{'written' if writing else 'read'}: {first}.{nothing}"
        )
    return DatabaseFileError(Code.DATABASE_ERROR, text)


def _is_server_failure(exc: BaseException) -> bool:
    """A failure of the server or the connection to it (not a constraint of our own rows)."""
    if isinstance(exc, (OperationalError, StoredValueError)):
        return True
    return isinstance(exc, InterfaceError) or (
        isinstance(exc, DBAPIError) and exc.connection_invalidated
    )


def _is_storage_failure(exc: BaseException) -> bool:
    """SQLite failures of the file or the disk (not constraint violations of our own rows)."""
    if isinstance(exc, (OperationalError, StoredValueError)):
        return True
    return (
        isinstance(exc, DatabaseError) and type(getattr(exc, "orig", None)) is sqlite3.DatabaseError
    )
