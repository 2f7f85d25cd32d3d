"""How a refusal is said to a person, in the UI language: one table from the stable error codes
(`app.domain.errors.Code`) to the sentence the window shows on its own and the clause the chat,
the offline assistant and the import report put into a sentence of theirs ("Could not suggest
a rule: <clause>"). The services' own messages stay English: they are written for the agent
and the command line, and the window shows them only as a detail.

The numbers in the sentences (five suggestions, a quarter of the room) are read from
`app.domain.memory.rules.limits`, so a changed limit is said as it is. Every text is built when it is
said, so a language switch says it again in the new language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.domain.errors import AppError, Code, UndoRefused
from app.domain.memory.rules import limits
from app.i18n import _, format_number, format_percent, ngettext

__all__ = [
    "error_text",
    "known_reason",
    "refusal_reason",
    "scope_phrase",
    "sentence_for",
    "stopped_sentence",
]


def _share() -> str:
    """The share of a room waiting suggestions may use, as the locale writes a percentage."""
    num, den = limits.SUGGESTION_ROOM_SHARE
    return format_percent(num / den)


def _suggestions() -> int:
    return limits.MAX_PENDING_SUGGESTIONS


def _auto_memory_off(scope: str | None) -> str:
    if scope == "session":
        return _("Auto Memory is off for this Session")
    if scope == "user":
        return _("Auto Memory is off for your Personal Memory")
    return _("Auto Memory is off for this Space")


@dataclass(frozen=True, slots=True)
class Said:
    """How one code is said: a whole sentence (None: the generic one) and a clause (None: the
    generic one). The clause is given the scope the refused write aimed at, when known."""

    sentence: Callable[[AppError], str] | None = None
    clause: Callable[[str | None], str] | None = None


_CHANGED = Said(
    sentence=lambda e: _("This entry was changed elsewhere. The page has been refreshed."),
)
_FROM_THE_USER = Said(clause=lambda s: _("a rule must come from your own message in this Session"))
_SAME_WORDS = Said(
    sentence=lambda e: _("The same words are already saved here."),
    clause=lambda s: _("the same words are already in Memory"),
)
_TOO_LONG = Said(
    sentence=lambda e: _("That is too long for one Memory entry. Shorten it and try again."),
    clause=lambda s: _("it is too long for one Memory entry"),
)


def _written_elsewhere(err: AppError) -> str:
    """A row this computer did not mark (SPEC §2.5): a history record Undo would restore from,
    or a call waiting for approval."""
    if err.field == "history":
        return _(
            "Nothing was undone: the record of this change was not made on this computer, or "
            "another program (perhaps another computer sharing the database) changed it, so "
            "Mindkeep does not restore what it says. Change the entry yourself if needed."
        )
    return _(
        "This call was not asked for on this computer: another program (perhaps another "
        "computer sharing the database) wrote or changed it, so it cannot be allowed here. "
        "Nothing was run."
    )


# Code → how it is said. A code missing here, or a form missing for it, is said generically.
TABLE: dict[Code, Said] = {
    Code.VERSION_CONFLICT: _CHANGED,
    Code.INVALID_STATE: _CHANGED,
    Code.NOT_FOUND: Said(
        sentence=lambda e: _("This entry no longer exists. The page has been refreshed."),
    ),
    Code.ALREADY_SAVED: _SAME_WORDS,
    Code.PENDING_SUGGESTION: Said(clause=_SAME_WORDS.clause),
    Code.SECRET_CONTENT: Said(
        sentence=lambda e: _(
            "This looks like a secret (a key or a password), so it is not saved in Memory."
        ),
        clause=lambda s: _("it looks like a secret (a key or a password)"),
    ),
    Code.CONTENT_EMPTY: Said(
        sentence=lambda e: _("Write something first."),
        clause=lambda s: _("the entry has no text"),
    ),
    Code.CONTENT_TOO_LONG: _TOO_LONG,
    Code.REASON_TOO_LONG: Said(clause=_TOO_LONG.clause),
    Code.NOTHING_TO_UNDO: Said(sentence=lambda e: _("There is nothing to undo.")),
    Code.ROOM_FULL: Said(
        sentence=lambda e: _(
            "Memory room is full. Archive or shorten entries, or raise the room in Settings."
        ),
        clause=lambda s: _("the Memory room is full"),
    ),
    Code.SUGGESTION_LIMIT: Said(
        sentence=lambda e: ngettext(
            "{n} suggestion already waits here. Review it before bringing another one back.",
            "{n} suggestions already wait here. Review them before bringing another one back.",
            _suggestions(),
        ).format(n=format_number(_suggestions())),
        clause=lambda s: ngettext(
            "{n} suggestion already waits for your review there",
            "{n} suggestions already wait for your review there",
            _suggestions(),
        ).format(n=format_number(_suggestions())),
    ),
    Code.ROOM_LIMIT: Said(
        sentence=lambda e: _(
            "Waiting suggestions already use {share} of this room. Review them first."
        ).format(share=_share()),
        clause=lambda s: _(
            "the waiting suggestions already use {share} of that Memory room"
        ).format(share=_share()),
    ),
    Code.AUTO_MEMORY_OFF: Said(clause=_auto_memory_off),
    Code.DISMISSED_BEFORE: Said(clause=lambda s: _("you dismissed these words before")),
    Code.ALREADY_DECIDED: Said(clause=lambda s: _("you already decided on these words")),
    Code.SOURCE_REQUIRED: _FROM_THE_USER,
    Code.SOURCE_NOT_FOUND: _FROM_THE_USER,
    Code.SOURCE_NOT_IN_SESSION: _FROM_THE_USER,
    Code.SOURCE_NOT_USER: _FROM_THE_USER,
    Code.TEMPORARY_SESSION: Said(
        clause=lambda s: _("this is a temporary Session, where Memory is not used or changed"),
    ),
    Code.INVALID_KIND: Said(clause=lambda s: _("the entry has an unknown kind")),
    Code.INVALID_SCOPE: Said(clause=lambda s: _("the entry has an unknown scope")),
    Code.NOT_ALLOWED: Said(
        sentence=lambda e: _("Only you can make this change."),
        clause=lambda s: _("it is not allowed here"),
    ),
    Code.TOOL_SERVER_UNAVAILABLE: Said(clause=lambda s: _("its server is not available")),
    Code.TOOL_SERVER_NOT_TRUSTED: Said(
        clause=lambda s: _("its server has not been confirmed on this computer")
    ),
    Code.COMMAND_NOT_FOUND: Said(
        sentence=lambda e: _(
            "That command is not on this computer. Install it, or give its full path."
        ),
    ),
    Code.ALREADY_EXISTS: Said(
        sentence=lambda e: _("A tool server of that name exists already. Choose another name."),
    ),
    Code.NO_KEYRING: Said(
        sentence=lambda e: _(
            "There is no system keyring to keep the server's secret (a token, a key) safely, and "
            "Mindkeep never writes secrets to its database; nothing was added."
        ),
    ),
    Code.TOOL_TIMEOUT: Said(clause=lambda s: _("its server did not answer in time")),
    Code.APPROVAL_DECIDED: Said(
        sentence=lambda e: _("You decided on this call already; nothing was run again."),
    ),
    Code.APPROVAL_EXPIRED: Said(
        sentence=lambda e: _(
            "This call can no longer be decided: the conversation moved on. Nothing was run."
        ),
    ),
    Code.WRITTEN_ELSEWHERE: Said(sentence=lambda e: _written_elsewhere(e)),
    Code.MESSAGE_TOO_LONG: Said(
        sentence=lambda e: _(
            "This message is too long to send. Shorten it, or attach the text as a file."
        ),
    ),
    Code.DATABASE_BUSY: Said(
        sentence=lambda e: _(
            "Another program kept the database busy for too long; nothing was saved. Try again."
        ),
    ),
    Code.DATABASE_ERROR: Said(
        sentence=lambda e: (
            stopped_sentence(getattr(e, "reason", None))
            or _("The database could not be used: {detail}").format(detail=e.message)
        ),
    ),
    Code.INVALID_INPUT: Said(
        sentence=lambda e: _("That did not work: {message}").format(message=e.message),
    ),
}


def stopped_sentence(reason: str | None) -> str | None:
    """Why this program stopped writing to its database file (app.storage.engine.file_watch's
    reasons), for the status line and every refused change; None for another reason."""
    if reason == "removed":
        return _(
            "The database file was removed or moved away while Mindkeep had it open. Mindkeep "
            "stopped writing to it; nothing more is saved. Reopen Mindkeep."
        )
    if reason == "replaced":
        return _(
            "The database file was replaced by another file while Mindkeep had it open. "
            "Mindkeep stopped writing to it; nothing more is saved. Reopen Mindkeep to use the "
            "new file."
        )
    if reason == "foreign":
        return _(
            "The database file was replaced by a file that is not a Mindkeep database. "
            "Mindkeep stopped writing to it; nothing more is saved."
        )
    if reason == "newer":
        return _(
            "A newer version of Mindkeep upgraded the database while this one had it open. "
            "This version stopped writing to it; nothing more is saved. Update Mindkeep."
        )
    if reason == "damaged":
        return _(
            "The database file was damaged while Mindkeep had it open. Mindkeep stopped "
            "writing to it; nothing more is saved. Restore a backup with mindkeep db restore."
        )
    return None


def _code(code: object) -> Code | None:
    try:
        return Code(code)
    except ValueError:
        return None


def sentence_for(code: object) -> Callable[[], str] | None:
    """The sentence for a code when the table has one, as a function (None otherwise)."""
    said = TABLE.get(_code(code))
    if said is None or said.sentence is None:
        return None
    return lambda: said.sentence(AppError(Code(code), ""))


def error_text(err: AppError, *, room: tuple[int, int] | None = None) -> Callable[[], str]:
    """The sentence the window shows for a refusal, as a function so it can be said again in
    another language. `room` (used, size) puts the numbers into a full-room message."""
    if err.code is Code.ROOM_FULL and room is not None:
        used, size = room
        return lambda: _(
            "Memory room is full: {used} of {room} characters are used. Archive or shorten "
            "entries, or raise the room in Settings. Nothing was changed."
        ).format(used=format_number(used), room=format_number(size))
    if isinstance(err, UndoRefused):
        # Which part of the undo could not be done, and why (SPEC §2.6): nothing was undone.
        reason = error_text(err.cause) if err.cause is not None else (lambda: "")
        if err.cause is not None and err.cause.code is Code.WRITTEN_ELSEWHERE:
            reason = lambda: _(  # noqa: E731 (said again on a language switch)
                "Its record was not made on this computer, or another program (perhaps another "
                "computer sharing the database) changed it, so Mindkeep does not restore what it "
                "says."
            )
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
    said = TABLE.get(err.code)
    if said is None or said.sentence is None:
        return lambda: _("That did not work: {message}").format(message=err.message)
    return lambda: said.sentence(err)


def known_reason(code: object, scope: str | None = None) -> str | None:
    """The clause for a code when the table has one, else None."""
    said = TABLE.get(_code(code))
    return None if said is None or said.clause is None else said.clause(scope)


def refusal_reason(code: str | None, scope: str | None = None) -> str:
    """Why a Memory write was refused, as a clause: "Auto Memory is off for this Space"."""
    reason = known_reason(code, scope)
    if reason is None:
        return _("the request was not valid ({code})").format(code=code or "?")
    return reason


def scope_phrase(scope: str | None) -> str:
    """ "this Session", "your Personal Memory" or "this Space", for the end of a sentence."""
    if scope == "session":
        return _("this Session")
    if scope == "user":
        return _("your Personal Memory")
    return _("this Space")
