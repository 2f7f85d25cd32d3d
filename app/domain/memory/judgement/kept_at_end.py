"""The keep-it frame at a message's end, read by its shape (issue 33, twenty-eighth round): what
stands before it is the fact to keep, whether the message has no punctuation at all ("… ends in
4417 keep a hold of that", "… retiens bien ça", "… präg dir das ein") or the frame follows a comma
("…, don't let that one slip", "…, apúntatelo en la mollera", "…، ما تنساهاش").

The lists of closings in `memory_notes` grew a verb a round; this reads the frame's parts instead:
a verb of keeping or recalling pointing back at what was said ("retiens bien ça", "imprime-toi ça",
"präg dir das ein", "keep a hold of that"; print, burn and save only with the hearer's "-toi"), or a
verb of keeping, putting or carving (`_KEEP`, listed) pointing back with the head or the memory as
where it goes, in any of its words ("pin that in your head", "lock that away in your noggin",
"metételo en la cabeza", "намотай себе на ус", "حطها في دماغك"; never a sum done there or a route
pictured: "do it in your head", "calcúlatelo en la cabeza"), or a forget-it-not or let-it-not-slip
with the hearer's clitic ("non te lo perdere", "don't let that one slip"). A putting with a place
that is no memory ("…, put it in your bag", "…, mets-le dans le frigo") is an errand, and the
frames in `memory_notes` keep their own guards (the errand's verb opening the message, a clause
reporting it). `memory_notes.notes_of` joins `VOICE` to its voice-typed closings and to its closings
after a comma (one frame, typed or said) and `CUE` to its cue (`with_cue`).
"""

from __future__ import annotations

# the head or the memory, in any of its words, as where the fact goes: one list for this frame and
# for remember asked ahead (asked_ahead._ASKED imports it), which drifted apart when written twice
HEAD = {
    "en": r"(?:in|into|inside)\s+(?:the\s+back\s+of\s+)?(?:(?:your|yer|ye|that|the)\s+)?"
    r"(?:(?:wee|old|big|thick)\s+)?(?:memory\s+bank|head|heid|memory|mind|brain|noggin|noodle|skull)",
    "fr": r"(?:dans|en)\s+(?:un\s+coin\s+de\s+)?(?:(?:ta|votre|ton|la)\s+)?"
    r"(?:tête|mémoire|caboche|crâne|ciboulot|cerveau|cervelle)",
    "de": r"(?:im|ins|in\s+(?:den|dein(?:em|en)?|dei|Ihr(?:em)?))\s+"
    r"(?:Kopf|Chopf|Hirn|Gedächtnis|Schädl|Schädel|Birne|Hinterkopf)",
    "es": r"(?:en\s+(?:la|tu|su|el)\s+(?:cabeza|cabesa|memoria|mente|mate|coco|azotea|sesera|mollera)|en\s+mente)",
    "it": r"(?:(?:in|nta|nella|nell['’]|dint['’]?\s*['’]?a)\s*(?:testa|memoria|mente|capa|capoccia|zucca)"
    r"|a\s+(?:testa|mente|memoria|capoccia|zucca|menti))",
    "ru": r"(?:(?:в|на)\s+(?:голове|голову|памяти|память|уме|башке|башку|мозгах|котелке|подкорку|ус|носу|лбу)"
    r"|на\s+заметку)",
    "ar": r"(?:في\s+|ب|ف)(?:بالك|راسك|دماغك|ذاكرتك|نافوخك|مخك|عقلك)",
}

# the verbs that keep a thing or carve it into the head, listed (a sum done in the head, a route
# pictured, a file printed or burnt, a rope taken hold of are no fact to keep: "…, do it in your
# head", "…, imprime-le", "…, calcúlatelo en la cabeza", "…, احسبها في راسك")
_KEEP = {
    "en": r"keep|bear|pin|lodge|lock|stick|put|tuck|stash|store|file|wedge|jam|cram|burn|etch|drill|hammer"
    r"|get|commit|fix|hold|squeeze|stuff|plant|write|note|save|tattoo|carve|brand|nail|screw|glue",
    "fr": r"mets|garde|grave|imprime|fourre|plante|enfonce|rentre|note|retiens|inscris|range|colle|fiche|tiens"
    r"|tatoue|cloue|ancre|enregistre|mémorise",
    "de": r"präg|merk|schreib|speicher|notier|behalt|setz|hämmer|ritz|brenn|steck|pack|hau|schraub|tätowier",
    # (the stress mark on either vowel: "grábatelo", "grabátela")
    "es": r"m[eé]t[eé]|gr[aá]b[aá]|ap[uú]nt[aá]|an[oó]t[aá]|gu[aá]rd[aá]|cl[aá]v[aá]|tat[uú][aá]|escr[ií]b[eé]"
    r"|f[ií]j[aá]|qu[eé]d[aá]",
    "it": r"stampa|segna|fissa|ficca|metti|tieni|scrivi|annota|imprimi|pianta|inchioda|tatua|segnati|mett[ei]",
    "ru": r"держ|удерж|отлож|намота|заруб|запиш|запомн|вбе|вбей|вбива|зафиксиру|сохран|засун|полож|отмет"
    r"|вруб|запих|вреж|выжг|вдолб",
    "ar": r"(?<!\S)(?:ا)?(?:خل|سج|حط|حفظ|ثبت|خزن|دو|كتب|شيل|خب|حشر)",
}

_END = {
    "en": r"keep\s+a\s+(?:hold|grip)\s+(?:of|on)\s+(?:that|this|it)"
    r"|(?:{keep})(?:s|ing)?\s+(?:that|this|it)(?:\s+one)?(?:\s+(?:away|down))?\s+{head}"
    r"|(?:don['’]?t|do\s+not)\s+let\s+(?:that|this|it)(?:\s+one)?\s+slip",
    # (print, burn and save keep a thing only with the hearer's "-toi": "imprime-toi ça", never
    # "Le fichier est prêt, imprime-le")
    "fr": r"(?:retiens|retenez|mémorise|mémorisez|note|notez)(?:-toi|-vous)?[-\s](?:ça|le|la|cela)"
    r"(?:\s+bien)?(?:\s+(?:dans\s+un\s+coin|quelque\s+part|de\s+côté))?"
    r"|(?:imprime|grave|enregistre)(?:-toi|-vous)[-\s](?:ça|le|la|cela)"
    r"(?:\s+bien)?(?:\s+(?:dans\s+un\s+coin|quelque\s+part|de\s+côté))?"
    r"|(?:retiens|retenez|mémorise|note)(?:-toi)?\s+bien\s+(?:ça|cela)|(?:imprime|grave)-toi\s+bien\s+(?:ça|cela)"
    r"|(?:{keep})-(?:toi|le|la|moi)(?:[-\s](?:ça|le|la))?(?:\s+bien)?(?:\s+de\s+côté)?\s+{head}",
    # (mend-zb-judge: "merk da des" with no particle, and a forget-it-not pointing back at the fact
    # by its pronoun, "…, vergiss die ja nicht")
    "de": r"(?:präg|merk|schreib|speicher|notier|behalt)\s+(?:dir|da)\s+(?:das|des|es)\s+(?:gut\s+)?(?:ein|auf)"
    r"|merk\s+(?:dir|da)\s+(?:das|des|es)(?:\s+gut)?"
    r"|vergiss\s+(?:die|den|das|des|es|sie|ihn)(?:\s+(?:ja|bloß|bloss|aber|mir|fei))*\s+(?:nicht|net|nich|ned)"
    r"|(?:{keep})\w*\s+(?:dir|da)\s+(?:das|des|es)\s+(?:gut\s+)?{head}",
    # (mend-zb-judge: "… que no se te vaya a olvidar", the forget-it-not with the hearer's clitic)
    "es": r"(?:{keep})te(?:lo|la|los|las)\s+(?:bien\s+)?{head}"
    r"|que\s+no\s+se\s+te\s+(?:vaya\s+a\s+olvidar|olvide|pase)",
    "it": r"(?:{keep})te(?:lo|la)\s+(?:bene\s+)?{head}|non\s+te\s+lo\s+(?:perdere|scordare|dimenticare)",
    # (mend-zb-judge: "…, смотри не забудь", the forget-it-not with its watch-out)
    "ru": r"(?:{keep})[а-яё]*(?:й|и|ь)(?:те)?\s+(?:себе\s+это|это\s+себе|себе|это)\s+{head}"
    r"|смотри(?:те)?\s+не\s+забудь(?:те)?",
    "ar": r"(?:{keep})\S*(?:ها|ه)\s+{head}|ما\s+تنسا(?:ها|ه)ش",
}

VOICE = {
    code: shape.replace("{head}", HEAD[code]).replace("{keep}", _KEEP[code])
    for code, shape in _END.items()
}

# (issue 33, thirtieth round) the same frame opening the message, pointing forward to the fact
# after its colon: a favour or a please at most before it, ending with a comma, an "and" or its
# "de" ("Do me a favour and stash this in your brain: …", "Rends-moi service, range ça dans tes
# petites notes : …", "Tu mir den Gefallen und pack das in deine Notizen: …", "Hazme el favor de
# guardarte esto en la mollera: …", "Fammi un piacere, mettiti in zucca questa: …", "Будь другом,
# упрячь себе в мозги: …", "اعملي معروف وخلّي هاد ببالك: …"), then a verb of keeping or putting, the
# forward pronoun before or after the head (Russian and Arabic may leave it out), and the head, the
# memory or "your notes" as where it goes. `notes_for_later.HEADING` gives it memory_notes' opening
# colon. A putting with a place that is no memory ("Put this in the fridge: it's the cake") is
# none of it.
# (mend of issue 33's thirtieth-round review) the favour and the please words alone, each
# language's own, never any words before the verb: a story ("My dad always said to stash this in
# your brain: …", "Мама всегда говорила, вбей себе в голову: …") or a task ("Read this article and
# put this in your notes: …") tells of a keeping or asks another thing first, no keeping asked
_FAVOUR = {
    "en": r"do\s+me\s+a\s+(?:favou?r|kindness|solid)|be\s+a\s+(?:star|dear|love|pal|mate|doll|darling|sweetheart|gem|champ)"
    r"|please|pretty\s+please|kindly|if\s+you\s+(?:would|could|can|don['’]t\s+mind)"
    r"|would\s+you\s+be\s+so\s+kind\s+as",
    "fr": r"rends-moi\s+(?:un\s+)?service|fais-moi\s+(?:plaisir|une\s+faveur)"
    r"|sois\s+(?:sympa|gentil(?:le)?|un\s+amour|chou|mignon(?:ne)?)|s['’]il\s+te\s+pla[iî]t|stp|svp"
    r"|s['’]il\s+vous\s+pla[iî]t",
    "de": r"tu\s+mir\s+(?:den|einen)\s+gefallen|mach\s+mir\s+den\s+gefallen|sei\s+so\s+(?:lieb|gut|nett)"
    r"|sei\s+ein\s+schatz|bitte|bitte\s+schön",
    "es": r"h[aá](?:z|ce|ga)me\s+(?:el|un|la|una)\s+(?:favor|gauchada)|(?:por|porfa)\s+favor|porfa|porfi"
    r"|s[eé]\s+(?:buen[oa]|un\s+sol)|te\s+pido\s+un\s+favor",
    "it": r"fammi\s+(?:un|il|questo)\s+(?:favore|piacere)|per\s+(?:favore|piacere|cortesia)|ti\s+prego"
    r"|sii\s+(?:gentile|carin[oa]|buon[oa]|un\s+tesoro)",
    "ru": r"будь\s+(?:другом|добр(?:а|ым|ой)?|любез(?:ен|на)|человеком)|сделай\s+(?:милость|одолжение)"
    r"|пожалуйста|плиз|прошу(?:\s+тебя)?",
    "ar": r"(?:اعمل(?:ي|لي)?|سو(?:ّ)?(?:ي)?\s+لي)\s+(?:معروف|خدمة)|عافاك|من\s+فضلك|لو\s+سمحت|الله\s+يخليك|بالله(?:\s+عليك)?",
}
_LEAD = {
    code: rf"(?:(?:{favour})(?:\s*,\s*|\s+(?:and|et|und|y|e|и|و)\s+|\s+(?:de|di|to)\s+|\s+(?=و)|\s+)){{0,2}}"
    for code, favour in _FAVOUR.items()
}
_FORWARD = {
    "en": r"this|the\s+following|this\s+one",
    "fr": r"ça|ceci|cela",
    "de": r"das|des|dies|Folgendes",
    "es": r"esto|lo\s+siguiente",
    "it": r"questo|questa|quanto\s+segue",
    "ru": r"это|вот\s+что|одну\s+(?:деталь|вещь|мелочь)",
    "ar": r"هذا|هذي|هادي|هاد|هاي|ده|دي",
}
_MORE_KEEP = {
    "en": r"shelve|park|pencil|slot|pop|stow|squirrel|pack|shove",
    "fr": r"stocke|cale|case|épingle",
    "de": r"leg|heft|pack|park|verstau|trag",
    "es": r"m[eé]t[eé]|guard|grab|anot|apunt|clav|fij|archiv|registr",
    "it": r"cacci|mett|ficc|stamp|fiss|segn|infil|archivi|tien",
    "ru": r"упрячь|спрячь|прячь|пропиш|положи|занеси|отложи|закинь|вбей|запиши",
    "ar": r"(?<!\S)(?:و)?(?:ا)?(?:خل|حط|ثبت|خزن|سجل|احفظ|حفظ|قيد|دون)",
}
NOTES = {
    "en": r"(?:in|into)\s+your\s+notes",
    "fr": r"dans\s+(?:tes|vos)\s+(?:petites\s+)?notes|dans\s+(?:ta|votre)\s+(?:petite\s+)?(?:tête|mémoire|caboche)",
    "de": r"in\s+deine[n]?\s+(?:Notizen|Oberstübchen)|ins\s+Oberstübchen",
    "es": r"en\s+(?:tus\s+notas|la\s+(?:sabiola|chola|croqueta|cabezota))",
    "it": r"(?:in|nella|nel)\s+(?:zucca|testa|memoria|cervello|capoccia|tue\s+note|tuoi\s+appunti)",
    "ru": r"(?:у\s+себя\s+)?в\s+(?:мозги|мозгах|памяти|голове|голову|башке|башку|заметках|заметки|черепушк[уе]|котелок)",
    "ar": r"(?:في\s+|ب|ف)(?:بالك|راسك|دماغك|ذاكرتك|مخك|عقلك|ذهنك|ملاحظاتك)",
}


def _opening(code: str) -> str:
    keep = rf"(?:{_KEEP[code]}|{_MORE_KEEP[code]})"
    head = rf"(?:{HEAD[code]}|{NOTES[code]})"
    fwd = rf"(?:{_FORWARD[code]})"
    # (the speaker or the hearer's own self between: "me", "moi", "mir", "себе", "ليا")
    own = r"(?:\s+(?:me|moi|mir|dir|себе|мне|ليا|لي))?"
    optional = "?" if code in ("ru", "ar") else ""
    word = r"\w*" if code != "ar" else r"\S*"
    return (
        rf"{_LEAD[code]}{keep}{word}{own}(?:\s+(?:bien|gut|bene))?"
        rf"(?:\s+{fwd}(?:\s+(?:away|up))?\s+{head}|\s+{head}(?:\s+{fwd}){optional})"
        r"(?:\s+of\s+yours)?"
    )


OPENING = {code: _opening(code) for code in _END}

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
    "es": ("cabe", "memo", "ment", "mate", "coco", "moll", "sese", "azot", "olvi", "sabi"),
    "it": ("test", "ment", "memo", "capo", "zucc", "perd", "scor", "dime", "cerv"),
    "ru": ("голо", "памя", "ус", "носу", "лбу", "башк", "подк", "забу", "мозг"),
    "ar": ("بالك", "راسك", "دماغ", "ذاكرت", "نافوخ", "مخك", "تنسا", "ذهنك", "ملاحظاتك"),
}


def with_cue(code: str, *cues: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The language's stems of `cues` (memory_notes' own) and of this frame, as one cue."""
    return sum((cue[code] for cue in cues), ()) + CUE[code]
