"""A throw-away PostgreSQL cluster of a test's own, which the test may stop and start.

Made with initdb in a temporary folder, on a free port of 127.0.0.1, trust login for the
user `mindkeep`. As root the server runs as the `postgres` user (PostgreSQL refuses to run
as root). `PrivateServer.unavailable()` says why one cannot be made here, for a clean skip.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def _binary(name: str) -> str | None:
    found = sorted(
        glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
        key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0,
    )
    return found[-1] if found else shutil.which(name)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PrivateServer:
    def __init__(self) -> None:
        self.initdb, self.pg_ctl = _binary("initdb"), _binary("pg_ctl")
        self.port = _free_port()
        self.folder = Path(tempfile.mkdtemp(prefix="mindkeep-pg-"))
        self.data = self.folder / "data"
        self.log = self.folder / "server.log"
        self._as = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self._as:
            pw = pwd.getpwnam("postgres")
            os.chown(self.folder, pw.pw_uid, pw.pw_gid)
        self._run(
            self.initdb,
            "-D",
            str(self.data),
            "-U",
            "mindkeep",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
            "--no-instructions",
        )
        self.url = f"postgresql://mindkeep@127.0.0.1:{self.port}/postgres"

    @staticmethod
    def unavailable() -> str | None:
        """Why no private server can be made on this machine (None when one can)."""
        if not (_binary("initdb") and _binary("pg_ctl")):
            return "PostgreSQL's initdb and pg_ctl are not installed (apt-get install postgresql)"
        if os.geteuid() == 0:
            try:
                pwd.getpwnam("postgres")
            except KeyError:
                return "running as root with no `postgres` user to run the server as"
            if not shutil.which("runuser"):
                return "running as root without runuser to start the server as `postgres`"
        return None

    def _run(self, *args: str) -> None:
        proc = subprocess.run(
            [*self._as, *args], capture_output=True, text=True, timeout=120, cwd=self.folder
        )
        if proc.returncode != 0:
            log = self.log.read_text(errors="replace") if self.log.exists() else ""
            raise RuntimeError(f"{' '.join(args)} failed: {proc.stderr}\n{log}")

    def start(self) -> None:
        self._run(
            self.pg_ctl,
            "-D",
            str(self.data),
            "-l",
            str(self.log),
            "-w",
            "-t",
            "60",
            "-o",
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off",
            "start",
        )

    def stop(self) -> None:
        self._run(self.pg_ctl, "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "stop")

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(
            host="127.0.0.1", port=self.port, user="mindkeep", dbname="postgres", autocommit=True
        ) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return f"postgresql://mindkeep@127.0.0.1:{self.port}/{name}"

    def remove(self) -> None:
        with contextlib.suppress(RuntimeError):  # already stopped
            self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)
