"""A fact put in the head, the memory or the notes, told in a clause (issue 33, thirty-second round):
a verb of putting or keeping, the head, the memory or the hearer's notes as where it goes, then
"that" and the fact ("Could you file away in that head of yours that the choir rehearses on
Wednesdays?", "Tu veux bien loger dans ta mémoire que …", "Könntest du in deinem Hinterkopf
abspeichern, dass …", "¿Me apuntas en tu memoria que …?", "Stampati nel cervello che …", "Вложи
себе в мозг, что …", "فيك تحطّ براسك إنو …"). Its parts are the keep-it frame's (kept_at_end: the
head's words, the notes, the verbs of keeping and putting), with the places a fact is tucked in
("a corner of", "the back of", "memory banks"); an ask may come before it ("can you", "tu
pourrais", "magst du", "podrías", "potresti", "можешь", "فيك"), or the hearer's own self.

The place is what makes it a keeping: a putting anywhere else ("Put in the calendar that …") or a
picturing in the head ("Imagine in your head that …") is none of it, and the "that" keeps a fact
told apart from a thing put ("Put this song in your head").
"""

from __future__ import annotations

from app.domain.memory.judgement.ar_script import W, ax
from app.domain.memory.judgement.kept_at_end import HEAD, NOTES
from app.domain.memory.judgement.lexicon import Form, rx

# the ask before the verb, at most: a "can you", a wish, a favour (the verb itself may be asked:
# "¿Me apuntas …?", "Mi conservi …?")
_ASK = {
    "en": r"(?:(?:please|pls|kindly|just)\s+)?(?:(?:can|could|would|will)\s+you(?:\s+please)?\s+"
    r"|i(?:['’]d|\s+would)\s+like\s+you\s+to\s+|i\s+(?:want|need)\s+you\s+to\s+)?(?:please\s+)?",
    "fr": r"(?:(?:est-ce\s+que\s+)?(?:tu|vous)\s+(?:peux|pourrais|pouvez|pourriez|veux\s+bien|voulez\s+bien)\s+"
    r"|(?:peux|pourrais)-tu\s+|(?:pouvez|pourriez)-vous\s+)?(?:(?:te|vous|me)\s+|[tm]['’])?",
    "de": r"(?:bitte\s+)?",
    "es": r"¿?\s*(?:(?:me\s+)?(?:puedes|podrías|podés|puede|podría|quieres|querés)\s+)?(?:me\s+)?",
    "it": r"(?:(?:mi\s+|ti\s+)?(?:puoi|potresti|può|potrebbe|riesci\s+a)\s+)?(?:mi\s+)?",
    "ru": r"(?:(?:можешь|сможешь|(?:не\s+)?мог(?:ла)?\s+бы(?:\s+ты)?|будь\s+другом\s*,?)\s+)?(?:себе\s+)?",
    "ar": r"(?:(?:فيك|ممكن|بتقدر|تقدر|بإمكانك|يمكنك|بتقدري|فيكي)\s+)?",
}
# the verbs of putting and keeping (kept_at_end's, with their other forms: a stem and the endings of
# an order, an ask or the infinitive an ask governs; mend-zf-kept: never a past, a "-ing" or the
# speaker's own present, which tell of a keeping done or going on, "Keeping in memory that much data
# …", "Me quedó en la cabeza que …", "Tenevo in testa che …", "Записал в заметки, что …", "كتبت في
# ملاحظاتك إنو …؟")
_VERB = {
    "en": r"(?:keep|bear|pin|lodge|lock|stick|put|tuck|stash|store|file|wedge|jam|cram|burn|etch|drill"
    r"|hammer|commit|fix|hold|squeeze|stuff|plant|write|note|save|tattoo|carve|brand|nail|glue"
    r"|shelve|park|pencil|slot|pop|stow|squirrel|pack|shove|engrave|imprint|add|jot|record)\b",
    # (no participle nor imperfect: "Gardé en mémoire que …", "Notais dans …")
    "fr": r"(?:met|mett|gard|grav|impri|fourr|plant|enfonc|rentr|not|retien|reten|inscri|rang|coll|fich"
    r"|tatou|clou|ancr|enregistr|mémoris|stock|cal|cas|épingl|log|archiv|consign|ajout|écri|glis)"
    r"[a-zéèêëîïôûù]*(?<!é)(?<!ée)(?<!és)(?<!ais)(?<!ait)(?<!aient)\b(?:-(?:toi|vous|moi|le|la))?",
    # (the order, the infinitive or the plural order: "merk", "verankere", "abspeichern", "behaltet";
    # never "legte", "speicherte")
    "de": r"(?:ab|ein|auf|rein|hinein|weg)?(?:zu)?(?:speicher|leg|präg|merk|schreib|notier|behalt|setz"
    r"|hämmer|ritz|brenn|steck|pack|schraub|tätowier|verstau|verankr|verankere|trag|heft|park|bewahr"
    r"|ablage|sicher)(?:e|en|n|t|et)?\b",
    # (the order, the ask's infinitive or the asked present, with the hearer's clitics: "grábate",
    # "meterte", "¿me apuntas …?", "anotá"; never the past, "me apunté", "me quedó", "guardaste")
    "es": r"(?:(?:gu[aá]rd|gr[aá]b|ap[uú]nt|an[oó]t|cl[aá]v|tat[uú]|f[ií]j|qu[eé]d|arch[ií]v|registr"
    r"|almac[eé]n|sell|agreg|agregu)(?:(?:a|á|e|ar|ad|en)(?:me|te|se|nos|os)?(?:lo|la|los|las|le|les)?|as|ás)"
    r"|(?:m[eé]t|escr[ií]b|imprim|añad)(?:(?:e|é|er|ir|ed|id|an)(?:me|te|se|nos|os)?(?:lo|la|los|las|le|les)?"
    r"|es|és))\b",
    # (never the speaker's present or the imperfect, "tengo", "tenevo", "teneva", nor a participle)
    "it": r"(?:infil|stamp|conserv|archivi|mett|ficc|fiss|segn|tien|ten|scriv|annot|impri|piant|inchiod"
    r"|tatu|salv|memorizz|registr|cacci|aggiung|incid)\w*(?<![^l]o)(?<![aei]va)(?<!vano)(?<!ò)"
    r"(?<!ata)(?<!uta)(?<!ita)\b",
    # (an order or an infinitive: "запиши", "вбей", "отметь", "записать"; never "записал", "держу")
    "ru": r"(?:вбе|вби|вбив|влож|отлож|запиш|запис|полож|клад|занес|занос|сохран|засун|впиш|вписа"
    r"|зафиксир|отмет|упрят|спрят|закин|вруб|вреж|выжг|вдолб|держ|удерж|запомн|добав)[а-яё]*"
    r"(?:и|й|ь|ть|ти|чь)(?:те)?(?:сь|ся)?(?![а-яё])",
    # (the order or the asked present, with a clitic: "حط", "احفظ", "تخزّن", "خلّي", "خزّنلي"; never
    # the past, "كتبت", "حطيت", "ثبتت")
    "ar": r"(?:ت|ا|و)?(?:حط|خلي|خل|سجل|حفظ|ثبت|خزن|دون|كتب|شيل|خبي|حشر|قيد|ضيف)"
    r"(?:ي|و|وا)?(?:ها|ه|هم|لي|يلي|ني)?" + W,
}
# the head, the memory or the notes as where the fact goes: kept_at_end's, and the places a fact is
# tucked in ("a corner of", "the back of", "memory banks", "le cerveau", "el cerebro", "nel cervello")
_PLACE = {
    # (the hearer's head, never a bare "in memory", which is a program's: "Can you store in memory
    # that many records …"; mend-zf-kept. A bare "in mind" is the idiom's, "Keep in mind that …")
    "en": r"(?:somewhere\s+)?(?:(?:at|in)\s+the\s+back\s+of\s+(?:your|that)\s+(?:mind|head)"
    r"|(?:in|into|inside)\s+(?:the\s+back\s+of\s+)?(?:your|yer|ye|that)\s+(?:(?:wee|old|big|thick)\s+)?"
    r"(?:memory\s+banks?|head|heid|memory|mind|brain|noggin|noodle|skull)"
    rf"|in\s+mind|{NOTES['en']}|(?:in|into)\s+your\s+(?:notebook|notepad))(?:\s+of\s+yours)?",
    "fr": r"(?:dans|en)\s+(?:un\s+(?:re)?coin\s+de\s+)?(?:(?:ta|votre|ton|la|le)\s+)?"
    rf"(?:tête|mémoire|caboche|crâne|ciboulot|cerveau|cervelle)|{NOTES['fr']}|à\s+(?:tes|vos)\s+notes",
    "de": rf"{HEAD['de']}|(?:im|in\s+dein(?:em|en)?|in\s+Ihr(?:em|en)?)\s+(?:Speicher|Gedächtnisspeicher|Notizen)",
    "es": r"en\s+(?:(?:algún|un|el)\s+rinc[oó]n(?:cito)?\s+de\s+)?(?:la|tu|su|el)\s+"
    r"(?:cabeza|cabesa|memoria|mente|mate|coco|azotea|sesera|mollera|cerebro|notas)|(?:en|a)\s+tus\s+notas",
    "it": r"(?:in|nella|nel|nell['’]|a)\s*(?:(?:un\s+)?angol(?:o|ino)\s+(?:della|di)\s+)?(?:tua\s+|tuo\s+)?"
    r"(?:testa|memoria|mente|cervello|zucca|capoccia|capa|note|appunti)|(?:nelle|nei|alle|ai)\s+(?:tue\s+note|tuoi\s+appunti)",
    "ru": r"(?:у\s+себя\s+)?(?:в|на)\s+(?:сво[юиейх]+\s+)?(?:голов[уе]|памят[ьи]|мозг[иау]?|мозгах|башк[уе]|подкорк[уе]"
    r"|черепушк[уе]|котел(?:ок|ке)|заметк(?:и|ах)|уме)",
    "ar": r"(?:(?:على|إلى|الى)\s+|ل)ملاحظاتك|(?:في\s+|ب|ف)(?:بالك|راسك|دماغك|ذاكرتك|نافوخك|مخك|عقلك|ذهنك|ملاحظاتك)",
}
# what the verb may take between it and the place: the thing pointed at, away, the hearer's self
_BETWEEN = {
    "en": r"(?:\s+(?:it|this|that|away|down|up|a\s+fact))*",
    "fr": r"(?:\s+(?:bien|ça|ceci|cela))*",
    "de": r"(?:\s+(?:dir|bitte|mal|gut))*",
    "es": r"(?:\s+(?:bien|esto|eso))*",
    "it": r"(?:\s+(?:bene|questo|questa))*",
    "ru": r"(?:\s+(?:себе|это|мне))*",
    "ar": r"",
}
# the words a clause may open with after an English "that" when its first word alone could be a
# noun the "that" points at ("that article I sent you", "that recipe from the link", "that song,
# it's so catchy"): a determiner, a pronoun, "there" (mend-zf-kept)
_OPENS = (
    r"the|a|an|my|our|your|his|her|their|its|this|these|those|i|we|you|he|she|they|it|there|every"
    r"|each|all|no|some|any|both|none|nobody|everyone|someone|one's|(?:one|many|much|most|few)\s+of"
)
# "that" as a determiner or an adverb of degree, never a clause's opening: "that many records",
# "that much data", "that long a conversation", "that kind of thing", "that huge CSV", "that often",
# or a bare noun followed by a subject, a preposition or the clause's end ("that article I sent
# you", "that recipe from the link", "that song, it's so catchy")
_NOT_A_CLAUSE = (
    r"(?!(?:(?:many|much|few|one)(?!\s+of\b)|long|little|far|often|kind|sort|sorts|type|kinds|bit|big"
    r"|huge|large|small"
    r"|tiny|same|ones|way|stuff|thing|things|well|badly|hard|easy|bad|good|fast|quick|quickly"
    r"|high|low|deep|late|early|old|new|bloody|damn|whole)\b)"
    rf"(?!(?!(?:{_OPENS})\b)[\w'’-]+(?:\s*(?:[,?!.;:]|$)|\s+(?:i|you|we|he|she|they|u|from|of|on|in"
    r"|at|with|for|about|by|off|over|into|onto)\b))"
)
# a telling-off, never a fact to keep: the speaker denying the hearer a role ("Mets-toi bien dans
# la tête que je ne suis pas ta secrétaire !", "Get it into your head that I'm not your maid")
_NOT_YOUR = {
    "en": r"(?!i(?:['’]m|\s+am)\s+not\s+your\b)",
    "fr": r"(?!je\s+(?:ne\s+)?suis\s+pas\s+(?:ta|ton|tes|votre|vos)\b)",
    "de": r"(?!ich\s+(?:bin\s+)?(?:nicht|kein(?:e|er)?)\s+(?:dein|deine|Ihre?)\w*\b)",
    "es": r"(?!(?:yo\s+)?no\s+soy\s+(?:tu|su|vuestr[oa])\b)",
    "it": r"(?!(?:io\s+)?non\s+sono\s+(?:la\s+tua|il\s+tuo|tua|tuo|i\s+tuoi|le\s+tue)\b)",
    "ru": r"(?!(?:я\s+)?не\s+(?:тво[йяёе]|ваш)\w*)",
    "ar": r"(?!(?:أنا\s+)?(?:مش|مو|مانيش|ماني|لست|ما\s+بني)\s+\S+ك" + W + r")",
}
_THAT = {
    "en": r"\s*,?\s+that\s+" + _NOT_A_CLAUSE,
    "fr": r"\s*,?\s+(?:que\s+|qu['’])",
    "de": r"\s*,?\s*dass\s+",
    "es": r"\s*,?\s+que\s+",
    "it": r"\s*,?\s+che\s+",
    "ru": r"\s*,?\s*что\s+",
    "ar": r"\s*[،,]?\s*(?:إنو|انو|إنه|انه|إن|ان|أن|بأن|اللي)" + W + r"\s*",
}


def _shape(code: str) -> str:
    verb, place = _VERB[code], rf"(?:{_PLACE[code]})"
    if code == "de":
        # the verb at the clause's end after an ask ("Könntest du in deinem Hinterkopf abspeichern,
        # dass …"), or first as an order ("Verankere in deinem Gedächtnis, dass …")
        said = (
            rf"(?:(?:kannst|könntest|würdest|magst|willst|möchtest)\s+du\s+(?:dir\s+)?(?:bitte\s+)?"
            rf"{place}(?:\s+\w+)?\s+{verb}|{verb}{_BETWEEN[code]}\s+{place})"
        )
    else:
        said = rf"{verb}{_BETWEEN[code]}\s+{place}"
    return rf"^\s*{_ASK[code]}{said}{_THAT[code]}{_NOT_YOUR[code]}(?P<rest>.+)$"


def that_forms(code: str) -> tuple[Form, ...]:
    """The remember form of a fact put in the head, the memory or the notes in a clause, for the
    table `code` (asked or ordered, so the table's remember and remember_asked both take it)."""
    if code not in _VERB:
        return ()
    return (Form((ax if code == "ar" else rx)(_shape(code))),)
