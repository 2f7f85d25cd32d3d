"""Wants said with no verb after the speaker's heading (issue 33, thirty-second round): "As for me:
big headings, one idea per line. My eyes tire fast.", "Quant à moi : des listes à puces, pas de
longues intros.", "Ich persönlich: große Buchstaben, das wichtigste Datum zuerst.", "En mi caso:
pasos sencillos, uno por línea.", "Мне лично: крупный шрифт, главная дата первой.", "من ناحيتي:
وحدات مترية بس، لا أقدام ولا باوندات." The heading names the speaker alone (headed_for_me); what
follows it up to the first full stop is a short list (two to four items of two to six words, no
question), and at least one item says what a want says without its verb: a thing refused ("no
jargon", "pas de", "keine", "sin", "niente", "без", "بلا"), limited ("only", "nur", "solo", "только",
"بس"), put first ("the date first", "en premier", "zuerst", "primero", "per prima", "первой", "أولًا")
or counted ("one per line", "une par ligne", "einer pro Zeile", "uno por línea", "по одному на",
"كل خطوة بسطر"). Such a message is the speaker's lasting way of being answered: a rule of the
Personal scope, its words the heading and the list.

(Review of the thirty-second round, C: the shape alone is also an order, a state or a family told,
"Me: the chicken salad, no dressing.", "Me: 3 kids, no pets.", "Yo: un café con leche, sin azúcar."
The list must also name a way of being answered, headed_for_me.ANSWER_WAY: replies, words, jargon,
examples, lists, units, format, details, print…)

Never the same heading before an opinion or a story ("As for me: the concert was too long.": one
item, a verb), a list with no want in it ("Me: Paris, Rome and Berlin."), nor a question.
"""

from __future__ import annotations

import re

from app.domain.memory.judgement import headed_for_me
from app.domain.memory.judgement.groups import group_for, lexicons_for, own_language
from app.domain.memory.judgement.model import Kind, Scope, Suggestion

# the first sentence after the heading: up to a full stop, an exclamation or the end
_FIRST = re.compile(r"\s*(?P<list>[^.!?؟。\n]+?)\s*(?:[.!。]|$)")
_ITEM_BREAK = re.compile(r"\s*[,،;]\s*")
_WORD = re.compile(r"[^\W_][\w'’\-\u064b-\u065f]*")
# what a want says without its verb (one pattern for the seven languages: their words do not meet)
_WANT = re.compile(
    # refused
    r"(?<!\w)(?:no|not|never|without|pas\s+de|pas\s+d['’]|jamais|sans|kein\w*|nie|ohne|sin|nada\s+de|nunca"
    r"|niente|nessun\w*|mai|senza|без|никаких|никогда|بلا|بدون|لا|مش|أبدًا|ابدا)(?!\w)"
    # limited
    r"|(?<!\w)(?:only|seulement|uniquement|nur|solo|sólo|solamente|soltanto|только|بس|فقط)(?!\w)"
    # put first
    r"|(?<!\w)(?:first|en\s+premier|d['’]abord|zuerst|als\s+erstes|primero|per\s+prim[oa]|prima|сначала"
    r"|первым|первой|первая|первое|أولًا|أولا|اولا)(?!\w)"
    # counted
    r"|(?<!\w)(?:one|a|une?|ein\w*|un[oa]?)\s+(?:[^\W\d_]+\s+)?(?:per|par|pro|por)\s+\w+|по\s+одно(?:му|й)\s+(?:\w+\s+)?на"
    r"|(?<!\S)كل\s+\S+\s+ب",
    re.I,
)
# an item opened by a pronoun is a clause, no list of wants (English's "I" by its capital: Italian's
# article "i" opens a list, "i dettagli dopo")
_CLAUSE = re.compile(
    r"^(?:i['’]m|we|you|it|he|she|they|there|je|j['’]|tu|il|elle|on|nous|vous|c['’]est|ich|du|er|sie|es"
    r"|wir|yo|tú|él|ella|io|lui|lei|я|ты|он|она|мы|это|أنا|انا|هو|هي|احنا|إنت)(?!\w)",
    re.I,
)
_I = re.compile(r"^I(?![\w'’])")
# a verb of being or having anywhere in an item makes it a told state, no want ("Speaking for myself:
# the film was too long, no question.")
_BEING = re.compile(
    r"(?<![\w'’])(?:is|was|were|are|been|has|had|have|will|would|est|était|étaient|sont|ont|avait|fut|sera"
    r"|ist|war|waren|sind|hat|hatte|haben|wird|wurde|fue|era|eran|son|está|estaba|estaban|fueron|había"
    r"|è|erano|fu|aveva|sarà|stato|stata|был|была|было|были|будет|كان|كانت|صار|صارت)(?!\w)",
    re.I,
)


def _items(words: str) -> list[str]:
    return [item for item in _ITEM_BREAK.split(words) if item]


def curt_wants(text: str, view: str) -> Suggestion | None:
    """The speaker's heading then a short list of wants with no verb: the Personal rule it states."""
    end = headed_for_me.heading_end(view)
    if end is None:
        return None
    first = _FIRST.match(view, end)
    if first is None or "?" in view[end : first.end() + 1]:
        return None
    items = _items(first.group("list"))
    if not 2 <= len(items) <= 4:
        return None
    # (each item a thing and how it is wanted, two to six words: a bare word is an order or a state,
    # "Me: coffee, no sugar.", "As for me: tired, no sleep since Monday.", "yes, no, maybe")
    if any(
        not 2 <= len(_WORD.findall(item)) <= 6
        or _CLAUSE.match(item)
        or _I.match(item)
        or _BEING.search(item)
        for item in items
    ):
        return None
    if not any(_WANT.search(item) for item in items):
        return None
    # (review of the thirty-second round, C) and the list names a way of being answered (replies,
    # words, jargon, examples, lists, units, format, details…): the shape alone is also an order, a
    # state or a family told ("Me: the chicken salad, no dressing.", "Me: 3 kids, no pets.")
    if headed_for_me.ANSWER_WAY.search(first.group("list")) is None:
        return None
    tables = lexicons_for(text)
    if not tables:
        return None
    language = own_language(text, group_for(tables)).lexicons[0].code
    content = text[: first.end("list")].strip()
    return Suggestion(Kind.CONSTRAINT, Scope.USER, content, language)
