"""Explicit requests (SPEC §2.1): a "remember" or "I prefer" form a sentence opens with."""

from __future__ import annotations

import re

from app.domain.memory.judgement.groups import Group, blank, only_filler, probe_of
from app.domain.memory.judgement.model import ExplicitRequest
from app.domain.memory.judgement.text import Sentence, stored_words, word_count

_STOP = re.compile(r"[.。!！]$")


def explicit_request(
    sentence: Sentence, work: str, group: Group, question: bool = False
) -> ExplicitRequest | None:
    """The explicit request a sentence opens with, or opens with after a short discourse lead
    of its own ("Just so you know for later: remember …", "Au passage, retiens …", "Nebenbei,
    merk dir: …"). A question is read only for the remember verb asked for politely ("Can you
    remember that …?")."""
    if question:
        return _explicit_at_start(sentence, work, group, asked_only=True)
    request = _explicit_at_start(sentence, work, group)
    if request is not None:
        return request
    aside = _ASIDE.match(probe_of(work))
    if aside is not None:
        # "Я, как правило, предпочитаю …", "Yo, por lo general, prefiero …": the subject, then an
        # aside between commas; the request is read without the aside
        request = _explicit_at_start(sentence, blank(work, aside.end(1), aside.end()), group)
        if request is not None:
            return request
    lead = _LEAD.match(probe_of(work))
    if lead is None or word_count(lead.group()) > 6:
        return None
    request = _explicit_at_start(sentence, blank(work, 0, lead.end()), group)
    if request is not None and any(group.slots[s].search(lead.group()) for s in _NOT_A_LEAD):
        return None  # "If you can, remember …", "Bob said, remember …": not the user's own aside
    return request


# What a lead before a request may not be: a condition, a report, the past, a question, a denial.
_NOT_A_LEAD = (
    "condition_lead",
    "hypothetical",
    "reported",
    "past",
    "question",
    "negated",
    "denial",
)
_UP_TO_COLON = re.compile(r"[^:：\n]{1,40}?[:：]\s*")
# A few words of the user's own before a comma or colon: what may stand before a request.
_LEAD = re.compile(r"^\s*[^,，、:：;；.。!！?？\n]{1,40}?[,，、:：]\s*")
# The speaker as subject, then a short aside between commas ("Я, как правило, …", "Io, di solito,
# …", "أنا، عادةً، …").
_ASIDE = re.compile(
    r"^(\s*(?:I|je|moi|yo|io|ich|я|أنا))\s*[,،]\s*[^,，،:：;；.。!！?？\n]{2,30}?[,،]\s*", re.I
)


_ASKED_END = re.compile(r"\s*[?？]+\s*$")


def _explicit_at_start(
    sentence: Sentence, work: str, group: Group, asked_only: bool = False
) -> ExplicitRequest | None:
    probe = probe_of(work)
    for lex in group.lexicons:
        kinds = (("remember", lex.remember_asked, lex.not_remembered),)
        if not asked_only:
            kinds = (
                ("remember", lex.remember, lex.not_remembered),
                ("prefer", lex.prefer, lex.not_preferred),
                *kinds,
            )
        for form_name, forms, refuse in kinds:
            for form in forms:
                m = form.pattern.match(probe)
                if not m:
                    continue
                a, b = m.span("rest")
                # "Remember this for the future: the cron runs at 2": what is kept follows the colon
                this = _UP_TO_COLON.match(probe, a, b)
                if this and probe[this.end() : b].strip():
                    head = probe[a : this.end()].rstrip(" :：")
                    if (
                        refuse.search(head)
                        or group.context_less.search(head)
                        or only_filler(head, group)
                    ):
                        a = this.end()
                if form_name == "prefer":
                    cut = lex.prefer_cut.search(probe, a, b)
                    if cut:
                        b = cut.start()
                if forms is lex.remember_asked:
                    end = _ASKED_END.search(probe, a, b)
                    if end:  # "Kannst du dir merken, dass …?": the question mark is the frame's
                        b = end.start()
                rest = stored_words(sentence.text[a:b], work[a:b])
                if form.rewrite:
                    rest = form.rewrite(rest)
                # A remembered fact is a sentence and keeps its full stop; a preferred thing is a phrase.
                stop = _STOP.search(sentence.text[a:b].rstrip())
                if form_name == "remember" and rest and stop and not _STOP.search(rest):
                    rest += stop.group()
                rest_probe = probe[a:b]
                if (
                    not rest
                    or refuse.search(_after_scope(rest, group))
                    or only_filler(rest_probe, group)
                    or group.context_less.search(_after_scope(rest_probe, group))
                ):
                    return None  # "Remember this.", "I prefer not to say": nothing to keep
                if group.reported.search(probe) or group.retraction.search(probe):
                    # "…, says the author": someone else's words; "— no, wait, forget it".
                    return None
                return ExplicitRequest(form=form_name, content=rest)
    return None


def _after_scope(rest: str, group: Group) -> str:
    """The words after a scope phrase they start with ("这个项目里，…"): what says whether
    there is anything to keep (SPEC §2.1 has no scope phrases: the words are kept whole)."""
    for slot in (group.scope_space, group.scope_user, group.scope_session):
        m = slot.match(rest)
        if m and 0 < m.end() < len(rest):
            return rest[m.end() :]
    return rest
