"""Numbers of SPEC §1 and §2 in one place."""

from __future__ import annotations

from typing import Any

from app.domain.errors import AppError, Code

CONTENT_MAX = 300
REASON_MAX = 500
SOURCE_IDS_MIN = 1
SOURCE_IDS_MAX = 8
MAX_PENDING_SUGGESTIONS = 5
# Pending suggestions may use at most this share of a scope's room.
SUGGESTION_ROOM_SHARE = (1, 4)
# Organise runs by itself when active content reaches this share of the room.
AUTO_ORGANISE_SHARE = (3, 4)
# Each scope's room, by Scope's value (Scope is a StrEnum: DEFAULT_ROOM[Scope.SESSION] finds
# "session"), so that reading a number does not load the nouns (app.domain.model): the
# window's frame reads NAME_MAX before its first paint, and the nouns' dataclasses are ~9 ms.
DEFAULT_ROOM = {"session": 4000, "space": 2500, "user": 1500}
ROOM_MIN = 100
ROOM_MAX = 100_000
# Characters of Memory given to the agent (all three scopes together).
CONTEXT_BUDGET = 8000
SEARCH_LIMIT = 50
# Tokens of a model's context window as the user may set it, or a server be believed (issue 31).
CONTEXT_WINDOW_MIN = 512
CONTEXT_WINDOW_MAX = 10_000_000
# Characters of one message: a longer one is refused (message_too_long), nothing written.
MESSAGE_MAX = 100_000
# Characters of a Space's name or a Session's title.
NAME_MAX = 200
# Characters of the user's words an outside agent relays with a suggestion over MCP (SPEC §9):
# the sentence or two that state a rule, not a document.
QUOTE_MAX = 2000


def check_room(room: Any) -> int:
    """A scope's room as the user may set it: a whole number from ROOM_MIN to ROOM_MAX."""
    if isinstance(room, bool) or not isinstance(room, int) or not ROOM_MIN <= room <= ROOM_MAX:
        raise AppError(
            Code.INVALID_INPUT,
            f"room must be a whole number from {ROOM_MIN} to {ROOM_MAX}.",
            "room",
        )
    return room


def suggestion_room(room: int) -> int:
    """How many characters pending suggestions may use in a scope with this room."""
    num, den = SUGGESTION_ROOM_SHARE
    return room * num // den


def auto_organise_threshold(room: int) -> int:
    num, den = AUTO_ORGANISE_SHARE
    return room * num // den


# "Not used lately" (SPEC §2.9): saved entries no reply used, and nobody touched, for this
# many days are offered for review (a setting).
UNUSED_DAYS_DEFAULT = 60
UNUSED_DAYS_MIN = 1
UNUSED_DAYS_MAX = 3650

# How long the model may take to answer (seconds): `settings model --timeout`, `chat --timeout`.
TIMEOUT_MIN = 1
TIMEOUT_MAX = 3600


def check_timeout(seconds: Any) -> float:
    """A model timeout: a number of seconds from 1 to 3,600 (not NaN, not infinite; the
    network library refuses those, deep in a connection, after the message was stored)."""
    if (
        isinstance(seconds, bool)
        or not isinstance(seconds, int | float)
        or not TIMEOUT_MIN <= seconds <= TIMEOUT_MAX  # False for NaN as well
    ):
        raise AppError(
            Code.INVALID_INPUT,
            f"the timeout is {TIMEOUT_MIN} to {TIMEOUT_MAX} seconds.",
            "timeout",
        )
    return float(seconds)
