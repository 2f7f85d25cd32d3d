"""SPEC §2.1: explicit "remember" and "I prefer" requests in a user message (pure text rules).

The reading itself lives in `app.domain.memory.judgement` (one table per language family, the same
sentences the offline assistant judges); this module is the stable interface the explicit
saver uses. A request counts at the start of the message or of a sentence, after at most a
greeting ("Hi! Remember that …", "OK, remember that …"). "Remember"-forms save to the Session
as a fact; "I prefer"-forms to the user (Personal) as a preference. What is stored:

- "Remember that the server is X" → "The server is X"; "Please remember to use pnpm." →
  "Use pnpm." (the verb, "that" and "to" are dropped, the first letter is capitalised; a
  remembered fact is a sentence and keeps the full stop the user wrote);
- "I prefer tabs over spaces" / "I'd prefer tabs" → "Tabs over spaces" / "Tabs": the preferred
  thing itself, as the user wrote it (the kind says it is a preference; the wording reads the
  same in every language); "I prefer to use pnpm" → "Use pnpm"; "I prefer short answers, so
  keep them brief" → "Short answers" (the reason after the comma is not the preference; a
  preferred thing is a phrase, stored without a closing full stop);
- nothing for "Remember this.", "Remember that.", "Remember when we …", "I prefer this one",
  "I prefer not to say", questions ("Do you remember …?"), or negations ("Don't remember this").
"""

from __future__ import annotations

from app.deferred import later
from app.domain.memory.judgement.model import ExplicitRequest

__all__ = ["ExplicitRequest", "detect_explicit_requests"]

# Loaded on the first message read: compiling the 11 languages' tables takes ~0.1 s, which
# commands and a window start that read no new user message should not pay.
judge = later("app.domain.memory.judgement:judge")


def detect_explicit_requests(text: str) -> list[ExplicitRequest]:
    """Every explicit request in a user message, in order, at most one per sentence."""
    return list(judge(text).explicit)
