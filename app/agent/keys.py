"""API keys live in the OS keyring (never in the database or logs)."""

from __future__ import annotations

import contextlib

import keyring
from keyring.errors import KeyringError, NoKeyringError

SERVICE = "Mindkeep"


class KeyStoreError(Exception):
    pass


def _account(base_url: str) -> str:
    return f"api-key:{base_url}"


def has_keyring() -> bool:
    """True when the OS offers a real keyring backend."""
    backend = keyring.get_keyring()
    return getattr(backend, "priority", 0) > 0 and "fail" not in type(backend).__module__


def store_key(base_url: str, key: str) -> None:
    if not has_keyring():
        raise KeyStoreError(
            "This system has no keyring to keep the API key safely. Set MINDKEEP_API_KEY "
            "in the environment instead; Mindkeep never writes keys to its database."
        )
    try:
        keyring.set_password(SERVICE, _account(base_url), key)
    except KeyringError as exc:
        raise KeyStoreError(f"The keyring refused the key: {exc}") from None


def load_key(base_url: str) -> str | None:
    if not has_keyring():
        return None
    try:
        return keyring.get_password(SERVICE, _account(base_url))
    except (KeyringError, NoKeyringError):
        return None


def delete_key(base_url: str) -> None:
    if not has_keyring():
        return
    with contextlib.suppress(KeyringError):  # nothing stored for this server
        keyring.delete_password(SERVICE, _account(base_url))


# ---------------------------------------------------------------- other secrets
# A tool server's secret header values and arguments (app/services/tool_servers.py), under
# accounts of their own beside the model's API keys.


class KeyringSecrets:
    """The OS keyring as the tool servers' secret store (`app.services.tool_servers.SecretStore`)."""

    def available(self) -> bool:
        return has_keyring()

    def put(self, account: str, value: str) -> None:
        if not has_keyring():
            raise KeyStoreError("This system has no keyring to keep the secret safely.")
        try:
            keyring.set_password(SERVICE, account, value)
        except KeyringError as exc:
            raise KeyStoreError(f"The keyring refused the secret: {exc}") from None

    def get(self, account: str) -> str | None:
        if not has_keyring():
            return None
        try:
            return keyring.get_password(SERVICE, account)
        except (KeyringError, NoKeyringError):
            return None

    def delete(self, account: str) -> None:
        if not has_keyring():
            return
        with contextlib.suppress(KeyringError):  # nothing stored under this account
            keyring.delete_password(SERVICE, account)
