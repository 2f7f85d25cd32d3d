"""How the window says each refusal: one table from the stable error codes to sentences in the
UI language. The services' own messages are English and written for the agent and the
command line; the window shows them only as a detail."""

from __future__ import annotations

from collections.abc import Callable

from app.domain.errors import AppError, Code
from app.domain.rules.undo import UndoRefused
from app.i18n import _, format_number

# Code → the sentence, translated when it is shown (a language switch retranslates it).
_TEXT: dict[Code, Callable[[AppError], str]] = {
    Code.VERSION_CONFLICT: lambda e: _(
        "This entry was changed elsewhere. The page has been refreshed."
    ),
    Code.INVALID_STATE: lambda e: _(
        "This entry was changed elsewhere. The page has been refreshed."
    ),
    Code.NOT_FOUND: lambda e: _("This entry no longer exists. The page has been refreshed."),
    Code.ALREADY_SAVED: lambda e: _("The same words are already saved here."),
    Code.SECRET_CONTENT: lambda e: _(
        "This looks like a secret (a key or a password), so it is not saved in Memory."
    ),
    Code.CONTENT_EMPTY: lambda e: _("Write something first."),
    Code.CONTENT_TOO_LONG: lambda e: _(
        "That is too long for one Memory entry. Shorten it and try again."
    ),
    Code.NOTHING_TO_UNDO: lambda e: _("There is nothing to undo."),
    Code.ROOM_FULL: lambda e: _(
        "Memory room is full. Archive or shorten entries, or raise the room in Settings."
    ),
    Code.SUGGESTION_LIMIT: lambda e: _(
        "Five suggestions already wait here. Review them before bringing another one back."
    ),
    Code.ROOM_LIMIT: lambda e: _(
        "Waiting suggestions already use a quarter of this room. Review them first."
    ),
    Code.NOT_ALLOWED: lambda e: _("Only you can make this change."),
    Code.DATABASE_ERROR: lambda e: _("The database could not be used: {detail}").format(
        detail=e.message
    ),
    Code.INVALID_INPUT: lambda e: _("That did not work: {message}").format(message=e.message),
}


def error_text(err: AppError, *, room: tuple[int, int] | None = None) -> Callable[[], str]:
    """The sentence for a refusal, as a function so it can be said again in another language.
    `room` (used, size) puts the numbers into a full-room message."""
    if err.code is Code.ROOM_FULL and room is not None:
        used, size = room
        return lambda: _(
            "Memory room is full: {used} of {room} characters are used. Archive or shorten "
            "entries, or raise the room in Settings. Nothing was changed."
        ).format(used=format_number(used), room=format_number(size))
    if isinstance(err, UndoRefused):
        # Which part of the undo could not be done, and why (SPEC §2.6): nothing was undone.
        reason = error_text(err.cause) if err.cause is not None else (lambda: "")
        content = err.content

        def text() -> str:
            if content is None:
                head = _("Nothing was undone: an entry it needs no longer exists.")
            else:
                head = _("Nothing was undone: “{content}” could not be brought back.").format(
                    content=content
                )
            return f"{head} {reason()}".strip()

        return text
    render = _TEXT.get(err.code)
    if render is None:
        return lambda: _("That did not work: {message}").format(message=err.message)
    return lambda: render(err)
