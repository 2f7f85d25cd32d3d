"""The keep-it frame at a message's end, read by its shape (issue 33, twenty-eighth round): what
stands before it is the fact to keep, whether the message has no punctuation at all ("… ends in
4417 keep a hold of that", "… retiens bien ça", "… präg dir das ein") or the frame follows a comma
("…, don't let that one slip", "…, apúntatelo en la mollera", "…، ما تنساهاش").

The lists of closings in `memory_notes` grew a verb a round; this reads the frame's parts instead:
a verb of keeping or recalling pointing back at what was said ("retiens bien ça", "imprime-toi ça",
"präg dir das ein", "keep a hold of that"), or any verb pointing back with the head or the memory as
where it goes, in any of its words ("pin that in your head", "lock that away in your noggin",
"metételo en la cabeza", "намотай себе на ус", "حطها في دماغك"), or a forget-it-not or let-it-not-slip
with the hearer's clitic ("non te lo perdere", "don't let that one slip"). A putting with a place
that is no memory ("…, put it in your bag", "…, mets-le dans le frigo") is an errand, and the
frames in `memory_notes` keep their own guards (the errand's verb opening the message, a clause
reporting it). `memory_notes.notes_of` joins `VOICE` to its voice-typed closings, `TAIL` to its
closings after a comma and `CUE` to its cue (`with_cue`).
"""

from __future__ import annotations

# the head or the memory, in any of its words, as where the fact goes
HEAD = {
    "en": r"(?:in|into|inside)\s+(?:the\s+back\s+of\s+)?(?:(?:your|yer|ye|that|the)\s+)?(?:(?:wee|old|thick)\s+)?"
    r"(?:head|heid|memory|mind|brain|noggin|noodle|skull)",
    "fr": r"(?:dans|en)\s+(?:un\s+coin\s+de\s+)?(?:(?:ta|la|votre)\s+)?(?:tête|mémoire|caboche|crâne|ciboulot|cervelle)",
    "de": r"(?:ins|in\s+(?:den|dein(?:en)?|dei))\s+(?:Kopf|Hirn|Gedächtnis|Schädl|Schädel|Birne|Hinterkopf)",
    "es": r"en\s+(?:la|el|tu)\s+(?:cabeza|cabesa|memoria|mente|mate|coco|mollera|sesera|azotea)",
    "it": r"(?:in|nella|nta|a)\s+(?:testa|mente|memoria|capoccia|zucca)",
    "ru": r"(?:в|на)\s+(?:голову|голове|памяти|память|ус|носу|лбу|башку|подкорку)",
    "ar": r"(?:في\s+|ب|ف)(?:بالك|راسك|دماغك|ذاكرتك|نافوخك|مخك)",
}

_END = {
    "en": r"(?:keep|get|take|grab)\s+a\s+(?:hold|grip)\s+(?:of|on)\s+(?:that|this|it)"
    # (any verb but a having or a being: "… you have that in your head" tells, keeps nothing)
    r"|(?!(?:have|has|had|got|is|are|was|were)\b)[a-z]+\s+(?:that|this|it)(?:\s+one)?(?:\s+(?:away|down))?\s+{head}"
    r"|(?:don['’]?t|do\s+not)\s+let\s+(?:that|this|it)(?:\s+one)?\s+slip",
    "fr": r"(?:retiens|retenez|mémorise|mémorisez|imprime|grave|enregistre|note|notez)(?:-toi|-vous)?[-\s](?:ça|le|la|cela)"
    r"(?:\s+bien)?(?:\s+(?:dans\s+un\s+coin|quelque\s+part|de\s+côté))?"
    r"|(?:retiens|retenez|mémorise|imprime|grave|note)(?:-toi)?\s+bien\s+(?:ça|cela)"
    r"|[a-zéèêàç]+-(?:toi|le|la|moi)(?:[-\s](?:ça|le|la))?(?:\s+bien)?(?:\s+de\s+côté)?\s+{head}",
    # (twenty-eighth round: "merk da des" with no particle, and a forget-it-not pointing back at the
    # fact by its pronoun, "…, vergiss die ja nicht")
    "de": r"(?:präg|merk|schreib|heb|leg|speicher|notier|behalt)\s+(?:dir|da)\s+(?:das|des|es)\s+(?:gut\s+)?(?:ein|auf|ab)"
    r"|merk\s+(?:dir|da)\s+(?:das|des|es)(?:\s+gut)?"
    r"|vergiss\s+(?:die|den|das|des|es|sie|ihn)(?:\s+(?:ja|bloß|bloss|aber|mir|fei))*\s+(?:nicht|net|nich|ned)"
    r"|\w+\s+(?:dir|da)\s+(?:das|des|es)\s+(?:gut\s+)?{head}",
    # (twenty-eighth round: "… que no se te vaya a olvidar", "que no se te olvide", the forget-it-not
    # with the hearer's clitic)
    "es": r"[a-záéíóúñ]+te(?:lo|la|los|las)\s+(?:bien\s+)?{head}"
    r"|que\s+no\s+se\s+te\s+(?:vaya\s+a\s+olvidar|olvide|pase)",
    "it": r"[a-zàèéìòù]+te(?:lo|la)\s+(?:bene\s+)?{head}|non\s+te\s+lo\s+(?:perdere|scordare|dimenticare)",
    # (twenty-eighth round: "…, смотри не забудь", the forget-it-not with its watch-out)
    "ru": r"[а-яё]+(?:й|и|ь)(?:те)?\s+(?:себе\s+это|это\s+себе|себе|это)\s+{head}"
    r"|смотри(?:те)?\s+не\s+забудь(?:те)?",
    "ar": r"\S+(?:ها|ه)\s+{head}|ما\s+تنسا(?:ها|ه)ش",
}

VOICE = {code: shape.replace("{head}", HEAD[code]) for code, shape in _END.items()}
TAIL = VOICE

# the words that open the gate to the memory parts (the first four letters of a word; Arabic's as
# substrings): the places and the rarer verbs, never a pronoun
CUE = {
    "en": ("hold", "grip", "slip", "head", "heid", "nogg", "brai", "skul", "nood"),
    "fr": ("reti", "mémo", "impr", "grav", "enre", "tête", "cabo", "crân", "cibo", "cerv", "coin"),
    "de": (
        "präg",
        "merk",
        "kopf",
        "hirn",
        "gedä",
        "schä",
        "birn",
        "hint",
        "spei",
        "noti",
        "beha",
        "verg",
    ),
    "es": ("cabe", "memo", "ment", "mate", "coco", "moll", "sese", "azot", "olvi"),
    "it": ("test", "ment", "memo", "capo", "zucc", "perd", "scor", "dime"),
    "ru": ("голо", "памя", "ус", "носу", "лбу", "башк", "подк", "забу"),
    "ar": ("بالك", "راسك", "دماغ", "ذاكرت", "نافوخ", "مخك", "تنسا"),
}


def with_cue(code: str, *cues: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The language's stems of `cues` (memory_notes' own) and of this frame, as one cue."""
    return sum((cue[code] for cue in cues), ()) + CUE[code]
