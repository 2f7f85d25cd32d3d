"""What a network host name may be, before any resolver sees it (issue 31): one too long for
DNS, or not a name IDNA can spell, ended in a traceback deep inside a driver or an HTTP client."""

from __future__ import annotations

HOST_MAX = 253  # DNS: a whole name
LABEL_MAX = 63  # DNS: between two dots


def host_problem(host: str | None) -> str | None:
    """Why `host` cannot be looked up (said as the end of a sentence), or None. An IP address
    (IPv6 has colons) and an empty host are left to the caller."""
    if not host or ":" in host:
        return None
    if len(host) > HOST_MAX or any(len(label) > LABEL_MAX for label in host.split(".")):
        return (
            f"its host name is too long (at most {HOST_MAX} characters, {LABEL_MAX} between dots)"
        )
    try:
        host.encode("idna")
    except UnicodeError:
        return "its host name is not a name a network can look up"
    return None
