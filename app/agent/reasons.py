"""Why Memory refused something, said to the user in the UI language: the offline assistant's
replies and the chat's tool lines read the same refusal the same way. The tools' own messages
stay English: they are written for the model."""

from __future__ import annotations

from app.i18n import _


def scope_phrase(scope: str | None) -> str:
    """ "this Session", "this Space" or "Personal Memory", for the end of a sentence."""
    if scope == "session":
        return _("this Session")
    if scope == "user":
        return _("your Personal Memory")
    return _("this Space")


def refusal_reason(code: str | None, scope: str | None = None) -> str:
    """Why a Memory write was refused, as a clause: "Auto Memory is off for this Space"."""
    if code == "auto_memory_off":
        if scope == "session":
            return _("Auto Memory is off for this Session")
        if scope == "user":
            return _("Auto Memory is off for your Personal Memory")
        return _("Auto Memory is off for this Space")
    if code == "dismissed_before":
        return _("you dismissed these words before")
    if code == "already_decided":
        return _("you already decided on these words")
    if code == "suggestion_limit":
        return _("five suggestions already wait for your review there")
    if code == "room_limit":
        return _("the waiting suggestions already use a quarter of that Memory room")
    if code in ("already_saved", "pending_suggestion"):
        return _("the same words are already in Memory")
    if code in ("content_too_long", "reason_too_long"):
        return _("it is too long for one Memory entry")
    if code == "room_full":
        return _("the Memory room is full")
    if code == "secret_content":
        return _("it looks like a secret (a key or a password)")
    if code in ("source_required", "source_not_found", "source_not_in_session", "source_not_user"):
        return _("a rule must come from your own message in this Session")
    if code == "temporary_session":
        return _("this is a temporary Session, where Memory is not used or changed")
    return _("the request was not valid ({code})").format(code=code or "?")
