"""(English, check-z-en) The texts a rule is about, named in its reason before it and pointed back
to: "Because the lesson summaries are read out over the tannoy, leave headings out of them",
"Because the chess club's results go out by SMS, keep them free of tables". The reader leaves a
reason out of what the rule asks (it says why, not what), and with it the only words that say
which texts the layout is kept from; where the rest says "them" or "it" and reads no layout, the
layout is read with the reason's words (its elements are the rest's: a reason names none)."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy, blank

_BACK = Lazy(r"(?<!\w)(?:them|they|it|those|these)(?!\w)")


def layout_of_texts_in_reason(plain: str, reasons: list[tuple[int, int]], reply_rules) -> list:
    """The reply-layout readings of the whole rule where its rest points back to the texts its
    reason names (see the module), else nothing; `reply_rules` reads the layout (read_reply)."""
    if not reasons or not _BACK.search(blank(plain, reasons)):
        return []
    if not any(_BACK.search(plain, b) for _a, b in reasons):
        return []  # the pointing back comes after the reason
    return reply_rules(plain)


def layout_read_on_a_device(
    plain: str, reasons: list[tuple[int, int]], reply_rules, read_on_a_device
) -> list:
    """(fr, de, es, it, ru, ar; check-za-west) The reply-layout readings of the whole rule where a
    reason names the device the replies are read on ("Пиши … без жирного шрифта, так как их старый
    терминал печатает звёздочки", "…, parce que je lis tout sur ma montre"): the reason says why,
    and its device says which texts the layout is kept from, as a messenger named does."""
    if not any(read_on_a_device(plain[a:b]) for a, b in reasons):
        return []
    return reply_rules(plain)
