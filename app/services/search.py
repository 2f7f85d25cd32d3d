"""Finding messages (SPEC §4, issue 35): search across all conversations (the window's
Ctrl+Shift+F, `mindkeep message search`) and Find in a Session (Ctrl+F). Read only: nothing
is written, so nothing is announced."""

from __future__ import annotations

from app.domain.errors import AppError, Code
from app.domain.search import RESULTS_MAX, Query, SearchResult, matches, parse_query
from app.storage.engine.database import Database
from app.storage.repositories import conversation, message_search

DEFAULT_LIMIT = 50


def _whole(value: object, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise AppError(Code.INVALID_INPUT, f"{field} must be a whole number.", field)
    return value


class MessageSearch:
    """Messages holding the words the user looks for."""

    def __init__(self, db: Database):
        self._db = db

    def search(
        self, query: str | Query, *, space_id: int | None = None, limit: int = DEFAULT_LIMIT
    ) -> SearchResult:
        """The newest messages of every Session (of one Space when given) holding every word of
        the query, newest first, at most `limit`, and whether there are more."""
        parsed = query if isinstance(query, Query) else parse_query(query)
        limit = _whole(limit, "limit")
        if not 1 <= limit <= RESULTS_MAX:
            raise AppError(
                Code.INVALID_INPUT, f"limit is 1 to {RESULTS_MAX}, not {limit}.", "limit"
            )
        with self._db.read() as s:
            if (
                space_id is not None
                and conversation.space_info(s, _whole(space_id, "space")) is None
            ):
                raise AppError(Code.NOT_FOUND, f"Space {space_id} does not exist.")
            hits = message_search.search_messages(s, parsed, space_id=space_id, limit=limit + 1)
        return SearchResult(parsed, tuple(hits[:limit]), more=len(hits) > limit)

    def find_in_session(self, session_id: int, query: str | Query) -> tuple[int, ...]:
        """The ids of a Session's messages holding every word of the query, oldest first."""
        parsed = query if isinstance(query, Query) else parse_query(query)
        with self._db.read() as s:
            if conversation.session_info(s, _whole(session_id, "session")) is None:
                raise AppError(Code.NOT_FOUND, f"Session {session_id} does not exist.")
            texts = message_search.session_texts(s, session_id)
        return tuple(mid for mid, body in texts if matches(body, parsed))
