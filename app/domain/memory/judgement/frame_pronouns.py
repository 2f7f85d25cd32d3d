"""The remember frame's own object pronoun (issue 33, twenty-ninth round): "Merk dir des: da
Schlüssel liegt unterm Blumentopf", "merk dir des, da Bus fahrt um sechse", "Remember this, the
bus leaves at six". A pronoun right after the verb that points ahead at what follows a colon or a
comma is part of the frame, never the first word of the fact. Each table's request forms know the
standard pronoun before a colon ("Merk dir das: …"); a dialect's ("des", "dat", "'s", "dis") or a
comma instead of the colon fell through to the stored words ("Des: da Schlüssel …"). One reading
for every language, run on the words a remember form keeps (`requests._explicit_at_start`), with
the pronouns that point ahead at a colon ("the following", "lo siguiente", "следующее"); Japanese and
Korean put the pronoun before the verb ("これ覚えといて、…", "이거 기억해, …"), where the forms
already leave it out."""

from __future__ import annotations

import re

# The pronoun (standard and dialect), then its colon or comma. "'s" is written onto the verb
# ("Merk dir's: …"); the others stand as a word. Listed by language: en (with "dis", "dat", which is
# Low German's too), de (Bavarian/Austrian "des", "dös", "'s"), fr, es, it, ru, ar.
_PRONOUN = re.compile(
    # (mend-zc-saves) the Russian verb's own "-ка" and "себе" before it, "Запомни-ка себе вот что: …"
    r"\s*(?:(?<=-)ка\s+)?(?:себе\s+)?"
    r"(?:['’]s|(?:this|that|it|dis|dat|this\s+one|the\s+following|"
    r"das|des|dös|dies|"
    r"ça|ca|cela|ceci|ce\s+qui\s+suit|"
    r"esto|eso|aquello|lo\s+siguiente|"
    r"questo|quello|ciò|quanto\s+segue|"
    r"это|вот\s+это|вот\s+что(?:\s+(?:важно|главное))?|следующее|"
    r"هذا|هذه|ده|دي|ذلك|التالي)(?![\w'’])"
    # Chinese puts it after the verb too ("记住这个，钥匙在花盆下面"), joined to the words around it
    r"|这个|這個|这件事|這件事)"
    r"\s*[:：,，、،]\s*",
    re.I,
)
# what follows must be a fact of its own: two words at least ("Remember that, please" keeps no
# fact after the comma, and the forms refuse it whole as they did), or four letters of a script
# written with no spaces ("钥匙在花盆下面")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_WIDE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")


# (mend-zc-saves) what the pronoun may stand before instead of the fact. After a comma, the fact
# pointing back at it ("Remember this one, it's the best pizza place in town"): the pronoun names the
# thing, and stays. A form of address alone left to keep ("Recuerda esto, amigo mío.", "Запомни это,
# дружище мой.", "Remember this, my friend."): up to three words with the speaker's possessive, an
# endearment or a vocative among them, the frame's pronoun before them or not; nothing is kept
_BACK = re.compile(
    r"(?:it|it['’]s|he|she|they|that['’]s|c['’]est|il|elle|er|sie|es|è|он|она|оно|они)(?![\w'’])",
    re.I,
)
_ADDRESS = re.compile(
    r"\s*(?:(?:this|that|esto|eso|questo|это|ça|das|des)\s*,\s*)?"
    r"(?=(?:[^\W\d_][\w'’-]*[\s,]*){1,3}[.!…]*\s*$)[^.!…]*?(?<!\w)"
    r"(?:my|dear|mon|ma|cher|chère|mein|meine|mei|lieber|liebe|mío|mía|mi|querid[oa]|caro|cara|mio|mia"
    r"|мой|моя|дорог\w*|дружище|друг|bro|mate|buddy|pal|amigo|amiga|hermano|amico|amica"
    r"|يا|حبيبي|صديقي)(?!\w)",
    re.I,
)


def only_address(content: str) -> bool:
    """True when the words a remember form keeps are only a form of address ("Amigo mío.")."""
    return _ADDRESS.match(content) is not None


def after_pronoun(probe: str, a: int, b: int, please: re.Pattern[str]) -> int:
    """Where the kept words start in `probe[a:b]` once a frame pronoun and its colon or comma
    opening them are set aside, with a please-word of the table's after it (`please`: "Remember
    this, please, the bus …"); `a` itself when there is none, too little after it, the pronoun
    after a colon (the fact's own subject: "Keep in mind: this, above all, is a public repo") or
    a fact pointing back at it."""
    m = _PRONOUN.match(probe, a, b)
    if m is None or probe[:a].rstrip().endswith((":", "：")):
        return a
    end = m.end()
    if (kind := please.match(probe, end, b)) and kind.end() > end:
        end = kind.end()
    if m.group().rstrip()[-1:] in ",，、،" and _BACK.match(probe, end, b):
        return a
    if len(_WORD.findall(probe, end, b)) < 2 and len(_WIDE.findall(probe, end, b)) < 4:
        return a
    return end
