"""Keyrings for the tests, behind the keyring library's own API: one in memory (this
process), and one in a JSON file that a `mindkeep` process loads through
PYTHON_KEYRING_BACKEND=keyring_backends.FileKeyring (with tests/ on PYTHONPATH)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from keyring.backend import KeyringBackend
from keyring.compat import properties
from keyring.errors import PasswordSetError

FILE_VAR = "MINDKEEP_TEST_KEYRING_FILE"


class MemoryKeyring(KeyringBackend):
    """A keyring that keeps passwords in a dict (stands in for the OS keyring); set with
    keyring.set_keyring, never chosen by itself."""

    priority = 0.5

    def __init__(self):
        super().__init__()
        self.saved: dict[tuple[str, str], str] = {}
        self.accept = 1_000  # how many more passwords it takes before it refuses

    def set_password(self, service, username, password):
        if self.accept <= 0:
            raise PasswordSetError("the keyring is locked")
        self.accept -= 1
        self.saved[(service, username)] = password

    def get_password(self, service, username):
        return self.saved.get((service, username))

    def delete_password(self, service, username):
        self.saved.pop((service, username), None)


class FileKeyring(KeyringBackend):
    """A keyring in the JSON file named by MINDKEEP_TEST_KEYRING_FILE; not viable without
    it (keyring offers every imported backend that is viable to its chainer)."""

    @properties.classproperty
    def priority(cls) -> float:
        if FILE_VAR not in os.environ:
            raise RuntimeError(f"{FILE_VAR} names no keyring file")
        return 1

    def _path(self) -> Path:
        return Path(os.environ[FILE_VAR])

    def _read(self) -> dict:
        path = self._path()
        return json.loads(path.read_text()) if path.exists() else {}

    def set_password(self, service, username, password):
        data = self._read()
        data[f"{service}\n{username}"] = password
        self._path().write_text(json.dumps(data))

    def get_password(self, service, username):
        return self._read().get(f"{service}\n{username}")

    def delete_password(self, service, username):
        data = self._read()
        data.pop(f"{service}\n{username}", None)
        self._path().write_text(json.dumps(data))
