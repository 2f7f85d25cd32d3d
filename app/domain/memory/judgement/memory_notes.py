"""A note for the agent's memory named as a noun before a colon, and a keep-it or forget-it-not
closing after a comma (issue 33, twenty-third round): request_parts.py adds these frames to each
western language's parts, after its own heads.

- *The note's noun*: a noun of a note, a memo or a reminder given to the agent's memory, or the
  memory itself named as what the fact is for, then a colon and the fact ("For your memory: …",
  "Memory note: …", "Pense-bête : …", "Note pour ta mémoire : …", "Für dein Gedächtnis: …",
  "Merkposten: …", "Para tu memoria: …", "Recordatorio para ti: …", "Per la tua memoria: …",
  "Promemoria per te: …", "На заметку: …", "Напоминание для тебя: …", "للتذكير: …", "ملاحظة
  لذاكرتك: …"). The memory or the agent ("your", "für dich", "per te") is what makes the noun a
  note to keep: a bare "Note:" or "Reminder:" before a job is no fact given to keep, and stays out.
  The twenty-fourth round adds the nouns that say the fact is worth keeping or a prop to the memory
  ("Worth keeping: …", "Memory jogger: …", "À retenir : …", "Mémento : …", "Gedächtnisstütze: …",
  "Merkzettel: …", "Apunte mental: …", "Para no olvidar: …", "Nota bene: …", "Pro memoria: …",
  "Памятка: …", "Зарубка на память: …", "معلومة للحفظ: …", "تذكرة لك: …"): only before the colon
  that opens the message, never the noun inside a sentence ("Der Merkzettel hängt am Kühlschrank").
- *The closing*: after a comma, the agent told to keep what was just said or not to forget it,
  pointing back at it ("…, don't forget that.", "…, das merkst du dir.", "…, vergiss das nicht.",
  "…, ne l'oublie pas.", "…, retiens bien ça.", "…, grábatelo.", "…, заруби себе на носу.", "…،
  خلّيك فاكر."), beside each language's own closing heads (keep that in mind, merk dir das); and,
  outside the rule of evidence, the closing voice-typed in a message with no punctuation at all
  ("… make a note of that", "… das musst du dir merken").
  The twenty-fourth round adds closings that keep the fact in the head, file it away or do not let
  it slip ("…, keep that in your head", "…, file that away", "…, mets-toi ça dans la tête", "…,
  schreib dir das hinter die Ohren", "…, guardalo en la memoria", "…, stampatelo in testa", "…,
  запомни это себе", "…، احفظها عندك"), and the voice-typed ones, Arabic's among them ("… تذكّر
  هالشي", "… افتكر ده", "… acordate de eso", "… non scordartelo", "… держи в уме").

The twenty-sixth round adds the east's heading, read by its shape (`east_notes.EAST_NOTE`: a verb or a use
of keeping and a noun of the record, alone before the opening colon), beside the older per-language
heading nouns of request_slots.py (Chinese), ja.py and ko.py, which stay as they were.

Each language's cue is its frames' rarer words (four letters, or substrings in Arabic), so a
sentence with none of them runs none of these patterns.
"""

from __future__ import annotations

import re
from functools import cache

from app.domain.memory.judgement import east_asked, kept_at_end, notes_for_later
from app.domain.memory.judgement.ar_script import ax
from app.domain.memory.judgement.east_notes import EAST_COLON, EAST_CUE, EAST_NOTE
from app.domain.memory.judgement.request_frames import Frames
from app.domain.memory.judgement.request_shape import END, each, rx
from app.domain.memory.judgement.zh_script import zx

# the note's noun, then a colon or a dash, then the fact
_COLON = r"\s*[:—–]\s*(?P<rest>.+)$"
# a comma (or a semicolon, a dash) before the closing head
_COMMA = r"[,;—–-]\s*"

_NOTE = {
    "en": r"(?:(?:a\s+)?(?:quick\s+|little\s+)?(?:note|memo)\s+for\s+your\s+memory|for\s+your\s+memory(?:\s+bank)?|"
    r"(?:a\s+)?memory\s+note|something\s+to\s+file\s+away\s+in\s+your\s+memory"
    # (twenty-fourth round: a thing named as worth keeping, or a jog to the memory)
    r"|worth\s+keeping|something\s+to\s+(?:hold|hang)\s+on\s*to|(?:a\s+)?fact\s+for\s+your\s+files|(?:a\s+)?memory\s+jogger"
    # (twenty-fifth round: the fact named as kept for later, "For future reference: …", "For the
    # long-term memory: …", "Worth filing: …")
    r"|for\s+future\s+reference|for\s+(?:the|your)\s+long[-\s]term\s+memory|worth\s+filing(?:\s+away)?)",
    "fr": r"(?:(?:un\s+)?petit\s+|un\s+)?(?:pense-bête(?:\s+pour\s+toi)?|(?:note|mémo)\s+pour\s+ta\s+mémoire|pour\s+ta\s+mémoire)"
    r"|à\s+retenir|à\s+garder\s+en\s+(?:mémoire|tête)|mémento|(?:un\s+)?aide-mémoire(?:\s+pour\s+toi)?",
    "de": r"(?:für\s+dein|fürs)\s+gedächtnis|zur\s+erinnerung\s+für\s+dich|merkposten|"
    r"(?:eine\s+)?notiz\s+(?:für\s+dein\s+gedächtnis|fürs\s+gedächtnis)"
    r"|(?:eine\s+)?gedächtnisstütze(?:\s+für\s+dich)?|merkzettel|zum\s+(?:merken|abspeichern|behalten)|fürs\s+langzeitgedächtnis"
    # (twenty-fifth round: "Zur späteren Erinnerung: …")
    r"|zur\s+späteren\s+erinnerung",
    "es": r"(?:(?:una\s+)?nota|(?:un\s+)?dato|(?:un\s+)?apunte)\s+para\s+tu\s+memoria|para\s+tu\s+memoria|recordatorio\s+para\s+ti"
    r"|(?:un\s+)?apunte\s+mental|(?:una\s+)?nota\s+mental(?:\s+para\s+(?:ti|vos))?|para\s+archivar\s+en\s+tu\s+(?:cabeza|memoria)"
    r"|para\s+no\s+olvidar|ojo,?\s+para\s+que\s+lo\s+guardes",
    "it": r"per\s+la\s+tua\s+memoria|da\s+ricordare|(?:una\s+)?nota\s+per\s+la\s+(?:tua\s+)?memoria|promemoria\s+per\s+te|"
    r"(?:un\s+)?appunto\s+per\s+la\s+tua\s+memoria|nota\s+bene|pro\s+memoria|da\s+tenere\s+a\s+mente"
    # (twenty-fifth round: kept for later, "Per i posteri: …", "Da archiviare: …")
    r"|per\s+i\s+posteri|da\s+archiviare",
    "ru": r"(?:тебе\s+)?на\s+заметку|напоминание\s+(?:для\s+тебя|тебе)|для\s+твоей\s+памяти"
    r"|памятка(?:\s+(?:тебе|для\s+тебя))?|заметка\s+для\s+памяти|(?:тебе\s+)?на\s+память(?:\s+тебе)?|зарубка\s+на\s+память"
    # (twenty-fifth round: kept for later, "Для справки на будущее: …", "В копилку памяти: …",
    # "Для истории: …"; never a bare "Для справки:", which may only point at a source)
    r"|для\s+справки\s+на\s+будущее|в\s+копилку(?:\s+памяти)?|для\s+истории",
    "ar": r"للتذكير(?:\s+عندك)?|(?:ملاحظة|معلومة)\s+(?:ل)?ذاكرتك|(?:(?:معلومة|نقطة)\s+)?للحفظ(?:\s+عندك)?|تذكرة\s+(?:لك|ليك)|للذاكرة"
    # (twenty-fifth round: kept for history or the archive, "للتاريخ: …", "للأرشيف: …"; never "ملاحظة
    # للمستقبل:", which the corpus reads before a rule as the rule, dev33f-ar-207)
    r"|للتاريخ|لل[أا]رشيف",
}

# (review of the thirty-third round, 7) a to-do as the heading, a thing to look up or consult
# later ("To look up later: …", "À consulter plus tard : …", "Para consultarlo luego: …", "Da consultare
# poi: …"), heads a fact only where what follows the colon states one with a verb of its own ("… the
# pharmacy closes at ten", "… le code est 4821") or gives a number; a noun phrase after it, "To look
# up later: the restaurant Maria recommended near the station", "À consulter plus tard : les
# horaires de la piscine", is a thing to look up, no fact to keep, nor a verb in a relative clause
# only, "… le livre dont Paul m'a parlé". "For future reference: …" keeps what follows.
_A_STATEMENT = {
    code: r"(?=\s*[:—–](?:(?!(?<!\w)(?:that|which|who|whom|where|dont|que|qu['’]|qui|où|donde|cuyo|cuya|che|cui|dove)(?!\w))"
    r"[^\n])*?(?:(?<![\w'’])(?:" + verbs + r")(?!\w)|\d))"
    for code, verbs in {
        "en": r"is|are|was|were|isn['’]t|aren['’]t|wasn['’]t|has|have|had|will|won['’]t|can|can['’]t|does|doesn['’]t|"
        r"do|don['’]t|did|didn['’]t|closes|opens|starts|ends|costs|lives|works|runs|leaves|arrives|takes",
        "fr": r"est|sont|était|étaient|a|ont|avait|sera|seront|ferme|ferment|ouvre|ouvrent|commence|commencent|"
        r"finit|termine|coûte|coûtent|part|arrive|c['’]est|s['’]appelle|habite|vit",
        "es": r"es|son|era|eran|fue|está|están|hay|tiene|tienen|cierra|cierran|abre|abren|cuesta|cuestan|será|"
        r"empieza|empiezan|termina|acaba|sale|llega|vive|se\s+llama",
        "it": r"è|sono|era|erano|ha|hanno|c['’]è|chiude|chiudono|apre|aprono|costa|costano|sarà|inizia|"
        r"comincia|finisce|parte|arriva|vive|abita|si\s+chiama",
    }.items()
}
# (issue 33, thirty-third round) the fact named as kept to be looked up later, by its two parts
# rather than one phrase at a time: a word of reference, consulting or checking and a time to come,
# in either order, alone before the colon that opens the message ("For later reference: …", "Pour
# référence future : …", "Zur künftigen Referenz: …", "Como referencia futura: …", "Para consultarlo
# luego: …", "Per riferimento futuro: …", "На будущее, для справки: …", "Чтобы потом свериться: …",
# "للرجوع إليه لاحقًا: …"), beside the memo nouns "A titolo di promemoria: …", "Для памяти: …",
# "للتذكير مستقبلًا: …". A question after it is `_ASKED_COLON`'s, no fact; a bare "For later:" stays
# out (notes_for_later.py).
_LATER_REFERENCE = {
    "en": r"for\s+(?:later|future)\s+(?:reference|look-?ups?)|for\s+reference\s+(?:later(?:\s+on)?|in\s+(?:the\s+)?future)"
    r"|(?:to\s+look\s+(?:back\s+on|up)\s+later(?:\s+on)?)" + _A_STATEMENT["en"],
    "fr": r"pour\s+(?:référence|consultation)\s+(?:future|ultérieure)|pour\s+(?:une\s+)?(?:future|ultérieure)\s+référence"
    r"|(?:à\s+consulter\s+plus\s+tard|pour\s+(?:le|la)\s+consulter\s+plus\s+tard)"
    + _A_STATEMENT["fr"],
    "de": r"zur\s+(?:künftigen|späteren|zukünftigen)\s+(?:referenz|einsicht)|als\s+referenz\s+für\s+später",
    "es": r"(?:como|de|para)\s+referencia\s+futura|para\s+futuras?\s+referencias?"
    r"|(?:para\s+consultar(?:lo|la)?\s+(?:luego|después|más\s+tarde|más\s+adelante))"
    + _A_STATEMENT["es"],
    "it": r"per\s+(?:riferimento\s+futuro|futuro\s+riferimento|futura\s+memoria)|a\s+titolo\s+di\s+promemoria"
    r"|(?:da\s+consultare\s+(?:poi|dopo|più\s+avanti)|per\s+consultar(?:lo|la)\s+(?:poi|dopo|più\s+avanti))"
    + _A_STATEMENT["it"],
    "ru": r"на\s+будущее,?\s+для\s+справки|для\s+справки\s+на\s+потом|для\s+памяти"
    r"|чтоб(?:ы)?\s+потом\s+(?:свериться|не\s+искать|заглянуть|сверить)",
    "ar": r"للرجوع\s+(?:إليه|اليه|إليها|اليها|لها|له)\s+(?:لاحق\S*|بعدين|ب(?:ال)?مستقبل)|للتذكير\s+(?:مستقبل\S*|لاحق\S*|بعدين)",
}
_LATER_REFERENCE_CUE = {
    "en": ("refe", "look"),
    "fr": ("réfé", "cons"),
    "de": ("refe", "eins"),
    "es": ("refe", "cons"),
    "it": ("rife", "cons", "prom", "memo"),
    "ru": ("спра", "памя", "свер", "иска", "загл"),
    "ar": ("للرجوع", "للتذكير"),
}

# (twenty-seventh round) a purpose clause as the heading: the fact is given so that the one
# addressed has it, keeps it or does not forget it ("So you've got it for later: …", "Pour que tu
# l'aies sous la main : …", "Damit's dir nicht entfällt: …", "Para que lo tengas guardado: …",
# "Perché tu non lo perda: …", "Чтоб ты знал и не забыл: …", "عشان تبقى عارفها: …"): the conjunction
# of purpose, the one addressed, and a verb of having, keeping or not forgetting, alone before the
# colon that opens the message. A purpose of knowing or understanding only ("So you know: …", "Damit
# du es weißt: …", "Pour que tu comprennes : …", "عشان تكون عارف: …", its feminine عارفه; only عارفها,
# knowing "it", has the thing) tells, and gives nothing to keep.
_PURPOSE = {
    "en": r"(?:just\s+)?so\s+(?:that\s+)?(?:you(?:['’]ve|['’]ll|\s+have|\s+will)?\s+(?:got|have|keep|remember|retain)\s+(?:it|this|that)"
    r"|it\s+stays\s+with\s+you|you\s+(?:don['’]t|won['’]t)\s+forget(?:\s+(?:it|this))?)"
    r"(?:\s+(?:for\s+later|on\s+file|to\s+hand|handy))?",
    "fr": r"(?:pour|histoire|afin)\s+que\s+tu\s+(?:l['’]aies|le\s+gardes|le\s+retiennes|t['’]en\s+souviennes|ne\s+l['’]oublies\s+pas)"
    r"(?:\s+(?:sous\s+la\s+main|en\s+tête|en\s+mémoire|de\s+côté|quelque\s+part))?",
    "de": r"damit(?:['’]s)?\s+(?:du(?:['’]s)?\s+)?(?:(?:es|das)\s+)?(?:dir\s+)?(?:(?:nicht|net|ned)\s+)?(?:\w+\s+)?"
    r"(?:hast|weißt\s+und\s+behältst|behältst|vergisst|entfällt)",
    "es": r"(?:para|pa['’]?)\s+que\s+(?:no\s+)?(?:te\s+)?(?:lo|la)\s+(?:tengas|tengás|guardes|guardés|recuerdes|olvides)"
    r"(?:\s+(?:a\s+mano|guardad[oa]|presente|en\s+cuenta|en\s+la\s+cabeza))?"
    r"|así\s+(?:lo|la)\s+(?:tenés|tienes)\s+(?:en\s+cuenta|presente|a\s+mano|guardad[oa])",
    "it": r"(?:così|perché|affinché)\s+(?:tu\s+)?(?:non\s+)?(?:ce\s+l['’](?:hai|abbia)|lo\s+(?:tieni|tenga|perda|scordi|dimentichi)"
    r"|te\s+lo\s+(?:ricordi|scordi))(?:\s+(?:sottomano|a\s+mente|in\s+testa|presente))?",
    "ru": r"чтоб(?:ы)?\s+(?:ты\s+)?(?:знал\s+и\s+не\s+забыл|не\s+забыл|помнил|был[оа]?\s+у\s+тебя\s+(?:под\s+рукой|в\s+голове|в\s+памяти))",
    "ar": r"(?:عشان|علشان|لكي|كي)\s+(?:ما\s+)?(?:(?:تبقى|تكون)\s+عارفها|تفتكر(?:ها|ه)?|تنسا(?:ها|ه)?ش?|تضيعش\s+منك|تحفظ(?:ها|ه)?)",
}
# (its cue: the purpose's rarer words, as the sentence's words are split at an apostrophe; Arabic's
# conjunction as a substring)
_PURPOSE_CUE = {
    "en": ("stay", "late", "hand"),
    "fr": ("aies", "hist", "afin"),
    "de": ("dami",),
    "es": ("teng", "tené", "tien"),
    "it": ("sott", "perd", "affi", "tien", "teng"),
    "ru": ("чтоб",),
    "ar": ("عشان", "علشان", "لكي"),
}


# (twenty-sixth round) a heading read by its shape, not by its nouns one by one: at most three
# function words or a note's noun ("for the", "Dato para la", "В личное"), a noun of keeping, an
# archive, a record, a file or the memory ("files", "dossiers", "Ablage", "registro", "хранение",
# "لملفاتك"), at most three words after it ("note", "à long terme", "storica"), then the colon that
# opens the message and the fact ("Archive note: …", "For the files: …", "Pour tes dossiers : …",
# "Zur Ablage: …", "Dato para la memoria: …", "Per il tuo archivio: …", "На хранение: …", "لذاكرتك:
# …"). The lead words are closed lists so a verb or a subject before the noun ("Update the records:
# …", "I checked the files: …") is no heading.
_LEAD = {
    "en": r"for|to|into|in|the|your|my|our|a|an|some|one|quick|little|long-term|note|fact|item|memo|entry|worth",
    "fr": r"à|a|pour|dans|tes|ta|ton|vos|votre|mes|le|la|les|l['’]|un|une|note|fiche|info|petite?|détail",
    "de": r"für|fürs|zur|zum|in|ins|die|das|den|deine?n?|eure?n?|meine?n?|eine?|notiz|kurz",
    "es": r"para|a|al|en|tu|tus|el|la|los|las|mi|mis|un|una|dato|nota|apunte|que|lo|tengas",
    "it": r"per|da|in|nel|il|lo|la|l['’]|i|gli|le|tuo|tua|tuoi|tue|mio|un|una|nota|appunto|dato",
    "ru": r"в|во|на|для|тебе|твою|твоё|твой|твоих|мой|моё|личное|заметка|запись|памятка",
    "ar": r"ملاحظة|معلومة|نقطة",
}
_KEEPING = {
    "en": r"archiv\w*|records?|files|memory|keepsake|safekeeping|posterity",
    "fr": r"archiv\w*|dossiers?|mémoire|conserver|registres?|postérité",
    "de": r"\w*archiv\w*|ablage|\w*gedächtnis\w*|unterlagen|aufbewahren|akten?",
    "es": r"archiv\w*|memoria|registros?|guardar|guardad[oa]|posteridad|constancia",
    "it": r"archivi\w*|conservare|memoria|registri?|posteri",
    "ru": r"архив(?!е\b)\w*|хранени(?!и\b)\w*|памят\w*|дело|досье",
    "ar": r"ل?ذاكرت\w*|للحفظ|لل?سجل|ل?ملفات\w*|لل?[أا]رشيف|للذاكرة",
}
_HEADING_CUE = {
    "en": ("arch", "reco", "file", "memo", "keep", "safe", "post"),
    "fr": ("arch", "doss", "mémo", "cons", "regi", "post"),
    "de": ("arch", "abla", "gedä", "unte", "aufb", "akte"),
    "es": ("arch", "memo", "regi", "guar", "post", "cons"),
    "it": ("arch", "cons", "memo", "regi", "post"),
    "ru": ("архи", "хран", "памя", "дело", "досье"),
    "ar": ("ذاكرت", "للحفظ", "سجل", "ملفات", "رشيف", "للذاكرة"),
}


# (mend of issue 33's twenty-sixth-round review) what makes such a head a heading of keeping and no
# label of a topic ("My files: all gone after the update", "Memory: 32 GB DDR5.", "Unterlagen: …
# fehlen noch", "Дело: клиент опять передумал"): a lead word that sends the fact somewhere (for,
# pour, für, para, per, в, для; a possessive or an article alone does not), or a note's noun
# beside the noun of keeping ("Archive note", "Memory item", "Record keeping", "Fiche mémoire",
# "Gedächtnisnotiz"). "in", "dans", "en", "nel" are left out: they say where a thing lies ("In the
# files: three drafts"), as is Russian's case of place in _KEEPING ("В архиве: …", "На хранении:
# …"). Arabic's ل on the noun itself sends the fact ("لملفاتك", "للسجل").
_ADDRESS = {
    "en": r"for|to|into|worth",
    "fr": r"à|a|pour",
    "de": r"für|fürs|zur|zum|ins",
    "es": r"para|a|al",
    "it": r"per|da",
    "ru": r"в|во|на|для",
    "ar": r"ل(?=\w)",
}
_NOTE_NOUN = {
    "en": r"note|notes|fact|item|memo|entry|keeping",
    "fr": r"note|fiche|info|détail|mémo",
    "de": r"\w*(?:notiz|stütze|vermerk|eintrag)",
    "es": r"dato|nota|apunte",
    "it": r"nota|appunto|dato|promemoria",
    "ru": r"заметка|запись|памятка|пометка",
    "ar": r"ملاحظة|معلومة|نقطة",
}


def _heading(code: str) -> str:
    word = r"[^\W\d_][\w'’-]*"
    sep = r"(?:\s+|(?<=['’]))"
    lead = r"(?:(?:" + _LEAD[code] + r")" + sep + r")"
    # Arabic's ل is joined to the noun; elsewhere the address is a word of the lead
    address = r"(?:" + _ADDRESS[code] + r")" + ("" if code == "ar" else sep)
    note = r"[^:\n]*(?<!\w)(?:" + _NOTE_NOUN[code] + r")(?!\w)"
    sent = r"(?=" + lead + r"{0,2}" + address + r"|" + note + r")"
    return (
        r"^\s*" + sent + lead + r"{0,3}(?:" + _KEEPING[code] + r")(?:\s+" + word + r"){0,3}"
        r"\s*:\s*(?P<rest>\S.*)$"
    )


_CLOSING = {
    "en": r"(?:don['’]?t|do\s+not|never)\s+forget\s+(?:that|this|it)|commit\s+(?:that|this|it)\s+to\s+memory"
    # (twenty-fourth round: filed away; kept in the head and not let slip are `kept_at_end.VOICE`'s)
    r"|file\s+(?:that|this|it)\s+away",
    "fr": r"ne\s+l['’]oublie\s+pas|n['’]oublie\s+pas\s+ça|retiens\s+(?:bien\s+)?ça"
    r"|mets-toi\s+ça\s+dans\s+la\s+tête|souviens-toi\s+de\s+ça",
    "de": r"(?:das|dies)\s+merkst\s+du\s+dir|(?:das|dies)\s+(?:musst|solltest)\s+du\s+dir\s+merken|"
    r"behalt(?:e)?\s+(?:das|es)"
    r"|schreib\s+dir\s+(?:das|es)\s+hinter\s+die\s+ohren|denk\s+(?:da\s+)?dran",
    "es": r"grábatelo(?:\s+bien)?|no\s+(?:te\s+)?lo\s+olvides|gu[aá]rdalo\s+en\s+la\s+memoria"
    r"|acord[aá]te\s+de\s+eso|acuérdate\s+de\s+eso",
    "it": r"non\s+(?:te\s+lo\s+)?(?:scordare|dimenticare)|non\s+scordartelo|non\s+dimenticarlo",
    "ru": r"заруби(?:те)?\s+(?:себе\s+)?(?:это\s+)?на\s+носу|не\s+забудь(?:те)?(?:\s+это)?|запомни\s+это\s+себе"
    r"|держи\s+(?:это\s+)?в\s+(?:уме|голове)",
    "ar": r"خل(?:ي|ّي)ك\s+(?:فاكر|متذكر)|لا\s+تنسا(?:ه|ها)?|لا\s+تنسى(?:ه|ها)?|احفظ(?:ها|ه)\s+عندك",
}

# (outside the rule of evidence) the closing voice-typed, in a message with no punctuation at all
# ("the co-op gets its flour from Redhill mill make a note of that", "unser mehl kommt von der
# rotmühle das musst du dir merken"): what stands before it is the fact, never an infinitive's or a
# clause's opening ("I told him to make a note of that")
_VOICE_CLOSING = {
    "en": r"make\s+a\s+note\s+of\s+(?:that|this|it)|note\s+(?:that|this|it)\s+down"
    r"|(?:don['’]?t|do\s+not)\s+forget\s+(?:that|this)"
    # (twenty-fifth round: held on to, or a mental note: "… hold on to that", "… make a mental note")
    r"|hold\s+on\s*to\s+(?:that|this)|make\s+a\s+mental\s+note(?:\s+of\s+(?:that|this|it))?",
    "fr": r"mémorise\s+ça|retiens\s+ça|note\s+ça|n['’]oublie\s+pas\s+ça|souviens-toi\s+de\s+ça"
    # (twenty-fifth round: kept somewhere, or for the speaker: "… garde ça quelque part", "…
    # souviens-toi de ça pour moi")
    r"|garde\s+ça\s+(?:quelque\s+part|en\s+tête|en\s+mémoire)|(?:souviens-toi\s+de|retiens)\s+ça\s+pour\s+moi",
    "de": r"das\s+musst\s+du\s+dir\s+merken|das\s+merkst\s+du\s+dir|behalt\s+das"
    r"|denk\s+(?:da\s+)?dran",
    "es": r"apúntatelo|acuérdate\s+de\s+eso|acord[aá]te\s+de\s+eso|no\s+(?:te\s+)?lo\s+olvides|grábatelo"
    # (twenty-fifth round: Rioplatense keeping, "… guardá eso", "… tenelo presente", "… acordate")
    r"|guard[aá]\s+eso|tenelo\s+presente|tenlo\s+presente|acord[aá]te",
    "it": r"segnatelo(?:\s+in\s+(?:memoria|testa))?|ricordatelo|non\s+dimenticarlo|non\s+scordartelo"
    # (twenty-fifth round: "… tienilo a mente")
    r"|tienilo\s+(?:a\s+mente|in\s+testa)",
    "ru": r"запомни\s+это|не\s+забудь(?:\s+это)?|держи\s+(?:это\s+)?в\s+уме",
    # (twenty-fourth round: Arabic's closing voice-typed, "… تذكّر هالشي", "… افتكر ده")
    # (Egyptian's keeping in mind, "… خليها في بالك", is `kept_at_end.VOICE`'s)
    "ar": r"(?:احفظ|تذكر|تذكّر)\s+هالشي|افتكر\s+(?:ده|دي)|احفظها\s+عندك",
}
# (twenty-sixth round) the voice-typed closing as a class: a keep-it imperative pointing back at
# what was said with the memory named as where it goes ("… keep that one in mind", "… mets ça dans
# un coin de ta tête", "… guardalo en la cabeza", "… stampatelo in testa", "… حطها ببالك"), or a
# forget-it-not in the speaker's own dialect ("… oublie-le pas", "… merk da des", "… que no se te
# pase", "… non te lo scordare", "… имей в виду", "… ما تنساش"), or remember asked for the speaker
# ("… remember that for me").
_VOICE_KEEP = {
    "en": r"(?:keep|put|stick|store|lock|file)\s+(?:that|this|it)(?:\s+one)?\s+(?:away\s+)?in\s+(?:your\s+)?(?:mind|head|memory)"
    r"|remember\s+(?:that|this)(?:\s+one)?\s+for\s+me",
    "fr": r"(?:garde|mets|range|grave|note)[-\s](?:le|la|les|ça|toi\s+ça|moi\s+ça)\s+(?:\S+\s+){0,5}?(?:tête|mémoire)"
    r"|oublie[-\s](?:le|la|les|ça)\s+pas",
    "de": r"schreib\s+dir\s+(?:das|des)\s+hinter\s+die\s+ohren|merk\s+(?:da|dir)\s+des|merk\s+da\s+das"
    r"|(?:behalt|speicher)\s+(?:das|des)\s+im\s+(?:kopf|gedächtnis)",
    "es": r"gu[aá]rdalo\s+en\s+(?:la\s+cabeza|la\s+memoria|tu\s+memoria)|que\s+no\s+se\s+te\s+(?:pase|olvide)",
    "it": r"non\s+te\s+lo\s+(?:scordare|dimenticare)|stampatelo\s+in\s+(?:testa|mente)|(?:tientelo|mettitelo)\s+in\s+(?:testa|mente)",
    "ru": r"имей(?:те)?\s+в\s+виду|держи\s+(?:это\s+)?в\s+голове|запиши\s+(?:это\s+)?себе\s+в\s+\w+|заруби\s+себе\s+на\s+носу",
    "ar": r"ما\s+تنسا(?:ش|هاش|هوش)|متنساش|حط(?:ها|ه)\s+(?:ببالك|في\s+بالك)|افتكر(?:ها|ه)",
}

# (twenty-seventh round) the voice-typed closing as a putting away: a verb of putting, filing or
# noting in the imperative, pointing back at what was said, and where it goes — away, aside,
# somewhere, for later, or the memory ("… tuck that away somewhere", "… bank that one for later",
# "… file that away", "… garde ça de côté", "… heb dir das auf", "… anotatelo en algún lado", "…
# segnatelo da qualche parte", "… запиши себе куда-нибудь", "… احفظها كويس"); or a forget-it-not in a
# dialect the lists above lack (Swiss "… vergiss das nöd", Neapolitan "… nun t'o scurdà", Levantine
# "… لا تنساها"). A putting with no place ("… keep it", "… put it away in the garage") is an errand.
_VOICE_PUT = {
    # (English and Italian: a verb of filing or noting puts away into any place; one of keeping a
    # thing, keep / save / put / metti, only into the memory or the head: "… save it for later", "…
    # mettitelo da qualche parte" keep an object, never a fact. French, German and Spanish keep their
    # bare garde / heb auf / guárdate eso, labelled as facts kept: dev33za-*-509)
    "en": r"(?:tuck|file|stash|squirrel|stow)\s+(?:that|this|it)(?:\s+one)?\s+away"
    r"|(?:tuck|file|stash|squirrel|stow|bank|lodge|log|jot)\s+(?:that|this|it)(?:\s+one)?"
    r"(?:\s+(?:away|down))?\s+(?:somewhere(?:\s+(?:safe|in\s+(?:your\s+)?(?:memory|head|mind|brain)))?|for\s+later"
    r"|in\s+(?:your\s+)?(?:memory|head|mind|brain|noggin))"
    r"|(?:store|put|keep|stick|pop|save)\s+(?:that|this|it)(?:\s+one)?(?:\s+(?:away|down))?\s+(?:somewhere\s+)?"
    r"in\s+(?:your\s+)?(?:memory|head|mind|brain|noggin)",
    "fr": r"(?:garde|note|mets|range|grave|stocke|colle)[-\s](?:toi\s+|moi\s+)?(?:ça|le|la)(?:\s+bien)?\s+"
    r"(?:de\s+côté|quelque\s+part|dans\s+un\s+coin|pour\s+plus\s+tard)",
    "de": r"(?:heb|leg|speicher|merk|schreib|notier)\s+(?:dir|da)\s+(?:das|des|es)\s+(?:auf|ab|irgendwo(?:\s+(?:ab|auf|hin))?"
    r"|im\s+(?:kopf|gedächtnis))|vergiss\s+(?:das|des|es)\s+(?:nöd|ned|net)",
    "es": r"(?:anot|apunt|grab|guard)[aá]telo(?:\s+(?:en\s+algún\s+lado|en\s+algún\s+sitio|en\s+la\s+cabeza|en\s+la\s+memoria|bien))?"
    r"|gu[aá]rdate\s+(?:eso|esto)",
    "it": r"(?:segna|fissa|scrivi)telo\s+(?:da\s+qualche\s+parte|in\s+(?:testa|mente|memoria)|bene)"
    r"|(?:metti|salva)telo\s+in\s+(?:testa|mente|memoria)|nun\s+t['’]?o\s+scurdà",
    "ru": r"(?:заруби|запиши|отложи|сохрани|положи|спрячь)\s+(?:это\s+)?(?:себе\s+)?(?:это\s+)?"
    r"(?:на\s+носу|куда-нибудь|где-нибудь|в\s+(?:памяти|память|голове|голову|уме))",
    "ar": r"(?:احفظ|خلي|خلّي|سجل|سجّل)(?:ها|ه)\s+(?:كويس|عندك|في\s+دماغك|في\s+ذاكرتك)|لا\s+تنسا(?:ها|ه)",
}
# (its cue: the verbs' rarer words, each language's own)
_VOICE_PUT_CUE = {
    "en": ("tuck", "stas", "squi", "stow", "bank", "lodg", "stor"),
    "fr": ("côté", "quel", "coin", "rang", "stoc"),
    "de": ("heb", "leg", "irge", "kopf", "verg"),
    "es": ("anot", "apun", "grab", "guár"),
    "it": ("segn", "fiss", "scri", "mett", "salv", "scur"),
    "ru": ("нибу", "носу", "отло", "сохр", "запи", "спря"),
    "ar": ("احفظ", "سجل", "خلي", "تنسا"),
}


# (mend of issue 33's twenty-sixth-round review) a closing's forget-it-not keeps a fact, never an
# errand: what stands before it opening with an imperative of fetching, buying, sending or doing
# ("جيب العيش وانت راجع ما تنساش", "pick up the bread on your way home, don't forget that", "achète le
# pain en rentrant oublie-le pas", "купи хлеб по дороге домой, не забудь") is a reminder to act, no
# fact to keep (a clitic may hang on the verb, "achète-moi"; a word that only begins like one,
# "go-kart", "Bringdienst", is no imperative)
_ERRAND = {
    "en": r"bring|buy|get|grab|pick|take|call|ring|text|send|pay|book|fetch|drop|go|put|feed|water|lock|"
    r"order|email|tell|ask|make|do|post|return|collect",
    "fr": r"achète|prends|ramène|rapporte|apporte|appelle|envoie|paie|paye|passe|va|fais|mets|récupère|réserve|"
    r"commande|sors|ferme|rappelle|donne|écris|dis",
    "de": r"kauf|bring|hol|ruf|schick|bezahl|zahl|nimm|geh|mach|stell|buch|bestell|gib|sag|schreib|besorg",
    "es": r"compra|comprá|trae|traé|llama|llamá|manda|mandá|envía|paga|pagá|ve|andá|haz|hacé|pon|poné|lleva|llevá|"
    r"busca|buscá|recoge|reserva|pide|pedí|saca|sacá|dile|decile",
    "it": r"compra|porta|prendi|chiama|manda|paga|vai|fai|metti|ritira|prenota|ordina|chiudi|scrivi|dì|di['’]",
    "ru": r"купи|принеси|позвони|отправь|заплати|оплати|сходи|возьми|забери|сделай|закажи|напиши|скажи|передай|"
    r"захвати|отнеси|привези|зайди|отдай|верни",
    "ar": r"جيب|هات|اعمل|روح|اشتري|اشتر|ابعت|ابعث|ارسل|كلم|اتصل|خد|خذ|حط|ادفع|اطلب|احجز|ودي|وصل|رجع|قول|اكتب",
}
_CLITIC = r"(?:-(?:moi|toi|le|la|les|lui|nous))?(?![\w'’-])"
_NOT_ERRAND = {code: r"(?!\s*(?:" + verbs + r")" + _CLITIC + ")" for code, verbs in _ERRAND.items()}


@cache
def _order(code: str) -> re.Pattern[str] | None:
    verbs = _ERRAND.get(code)
    shape = east_asked.ORDER.get(code) or (verbs and rf"^\s*(?:please\s+)?(?:{verbs}){_CLITIC}")
    if code in east_asked.NO_FACT:
        # (mend of issue 33's thirty-second-round review) or the east's wish, thanks, greeting,
        # farewell or closing formula, or a day pointed at and never named (east_asked.NO_FACT)
        shape = f"{shape}|{east_asked.NO_FACT[code]}"
    return (zx if code == "zh" else ax if code == "ar" else rx)(shape) if shape else None


def orders_hearer(probe: str, code: str) -> bool:
    """The sentence is an order to the hearer, no fact to keep: an errand's imperative opening it
    (the west: "Pick up the kids at 3.") or the east's order (east_asked.ORDER); in the east, a
    wish, thanks, greeting, farewell or closing formula too (east_asked.NO_FACT)."""
    found = _order(code)
    return found is not None and found.search(probe) is not None


# what follows the purpose's colon is never an errand (_NOT_ERRAND: "So you don't forget: pick up the
# kids at 3.") nor a thing handed over with the message ("Damit du es hast: anbei die Rechnung.",
# "Para que lo tengas: te mando la foto."): the hearer is given the thing, no fact to keep
_HANDED = {
    "en": r"here(?:['’]s|\s+is|\s+are)|attached|enclosed|i['’]m\s+sending|i\s+(?:am\s+)?send(?:ing)?",
    "fr": r"voici|voilà|ci-joint|je\s+t['’](?:envoie|joins)",
    "de": r"anbei|hier\s+(?:ist|sind|hast\s+du)|ich\s+schick(?:e)?\s+dir",
    "es": r"te\s+(?:mando|envío|paso|dejo)|aquí\s+(?:tienes|tenés|está|van?)|adjunto",
    "it": r"ecco|ti\s+(?:mando|invio|passo|lascio)|in\s+allegato|allego",
    "ru": r"вот|держи|прикрепляю|высылаю|отправляю|посылаю",
    "ar": r"اهو|أهو|هاي|هاك|مرفق|ببعتلك|هبعتلك|باعتلك",
}
_PURPOSE_COLON = {
    code: r"\s*[:—–]\s*" + _NOT_ERRAND[code] + r"(?!\s*(?:" + handed + r")(?!\w))(?P<rest>.+)$"
    for code, handed in _HANDED.items()
}

_NOT_BEFORE = (
    r"(?<!\sto)(?<!\sand)(?<!\sor)(?<!\swould)(?<!\swill)(?<!\sshould)(?<!\scan)(?<!\scould)(?<!\smust)"
    r"(?<!\sdid)(?<!\sde)(?<!\spour)(?<!\sque)(?<!\sund)(?<!\sdass)(?<!\sy)(?<!\sdi)(?<!\sper)(?<!\sche)"
    r"(?<!\sи)(?<!\sчто)(?<!\sчтобы)"
)
# (nor a report of someone's words: "she said she would make a note of that"; the twenty-fifth
# round adds the words said over and over, "il nonno mi ripeteva sempre segnatelo in testa")
_NOT_SAID = (
    r"(?![^\n]*(?<!\w)(?:said|says|told|asked|dit|disait|répétait|sagte|gesagt|dijo|dice|decía|repetía|detto|disse"
    r"|diceva|ripeteva|сказал\w*|قال|قالت)(?!\w))"
)


# (twenty-fifth round) remember asked as a question with the fact inside it after a colon: "Could
# you file this away in your memory: the chaplain is Father Mulcahy?", "Est-ce que tu peux mémoriser
# ceci : … ?", "Speicherst du dir bitte was ab: …?", "Puoi memorizzare questo: …?", "Запишешь себе в
# память: …?", "تقدر تشيل في دماغك المعلومة دي: …؟": what stands between the colon and the question
# mark is the fact. Never a question about what the agent remembers ("Do you remember this: …?").
_ASKED_COLON = {
    "en": r"(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:(?:file|tuck|stash|put|store|commit)\s+(?:this|something|a\s+detail|"
    r"a\s+fact|the\s+following)(?:\s+away)?\s+(?:in|into|to)\s+(?:your\s+)?(?:memory|head)|(?:remember|memori[sz]e)\s+"
    r"(?:this|the\s+following)(?:\s+for\s+me)?)",
    "fr": r"(?:est-ce\s+(?:que\s+|qu['’]\s*))?(?:tu\s+(?:peux|pourrais)|peux-tu|pourrais-tu|vous\s+pouvez|pouvez-vous)\s+"
    r"(?:mémoriser|retenir|garder\s+en\s+mémoire)\s+(?:ceci|ça|cela)(?:\s+pour\s+moi)?",
    "de": r"(?:(?:kannst|könntest)\s+du\s+dir\s+(?:bitte\s+)?(?:was|etwas|das|folgendes)\s+(?:merken|abspeichern)|"
    r"(?:speicherst|merkst)\s+du\s+dir\s+(?:bitte\s+)?(?:was|etwas|das|folgendes)(?:\s+ab)?)",
    "es": r"(?:(?:me\s+)?(?:puedes|podés|podrías)\s+)(?:memorizar|recordar|guardar|anotar)\s+(?:esto|lo\s+siguiente)",
    "it": r"(?:puoi|potresti)\s+(?:memorizzare|ricordare|ricordarti|segnarti)\s+(?:questo|questa\s+cosa)",
    "ru": r"(?:(?:можешь|сможешь)\s+)?(?:запишешь|занесёшь|запомнишь|записать|запомнить)(?:\s+себе)?\s+(?:в\s+память|это)",
    "ar": r"(?:(?:هل\s+)?(?:تقدر|ممكن|يمكنك\s+أن)\s+)?(?:تشيل|تحفظ|تخلي|تسجل)\s+(?:في\s+(?:دماغك|بالك|ذاكرتك)\s+)?"
    r"(?:المعلومة\s+دي|دي|هذه\s+المعلومة|هالمعلومة)",
}


# (twenty-sixth round) the east's note heading read by its shape, not by a longer list of nouns: a
# short noun phrase of keeping, a record or the memory, alone before the colon that opens the
# message, then the fact ("存档备用：…", "留底一條：…", "記錄在案：…", "控えとして：…", "保存用メモ：…",
# "念のための控え：…", "남겨 둘 기록: …", "보관용 메모: …", "메모해 둘 것: …"). Chinese: a verb of keeping
# (存, 留, 归, 入, 备, 记, 留作, 留个) and a noun of the record (档, 底, 案, 记录, 备忘), a purpose or a
# measure after it (备用, 在案, 一条, 一句); Japanese: what it is for (念のための, 保存用, 記録用) and a
# note's noun (控え, メモ, 記録, 覚え書き), として or 用 after it; Korean: a use (보관용, 기억용) or a
# verb of keeping for later (남겨 둘, 적어 둘, 메모해 둘) and a note's noun (기록, 메모, 것). A noun of
# the record inside a longer head ("日志记录：…", "存储：…", "会议记录本：…") is no heading of keeping.
# (twenty-ninth round: a reminder to oneself, 提提自己： / 给自己提个醒：; the note at hand or one's own,
# 手控え： / 自分用メモ：; what to remember or not forget, 기억할 것: / 잊지 말 것:, the head's memo, 머릿속 메모:)
# what a closing may end with besides its head
_THANKS = {
    "en": r"(?:,?\s*(?:please|ok|okay))?",
    "fr": r"(?:,?\s*(?:hein|stp|svp))?",
    "de": r"(?:,?\s*(?:bitte|gell|ja))?",
    "es": r"(?:,?\s*(?:eh|porfa|por\s+favor))?",
    "it": r"(?:,?\s*(?:eh|mi\s+raccomando))?",
    "ru": r"(?:,?\s*(?:ладно|хорошо|пожалуйста))?",
    "ar": r"(?:\s*[،,]?\s*(?:تمام|طيب))?",
}

# the frames' rarer words: four letters (word languages) or substrings (Arabic)
_CUE = {
    "en": (
        "memo",
        "forg",
        "note",
        "mind",
        "wort",
        "jogg",
        "hold",
        "hang",
        "file",
        "head",
        "slip",
        "futu",
        "fili",
    ),
    "fr": ("bête", "mémo", "oubl", "reti", "rete", "méme", "gard", "tête", "souv"),
    "de": ("gedä", "erin", "merk", "beha", "verg", "noti", "absp", "ohre", "denk", "lang", "spei"),
    "es": (
        "memo",
        "reco",
        "gráb",
        "olvi",
        "ment",
        "arch",
        "guar",
        "gúar",
        "acor",
        "acué",
        "tene",
        "tenl",
        "pase",
    ),
    "it": ("memo", "prom", "scor", "dime", "rico", "segn", "nota", "ment", "stam", "post", "arch"),
    "ru": (
        "заме",
        "напо",
        "памя",
        "зару",
        "забу",
        "запо",
        "держ",
        "спра",
        "копи",
        "исто",
        "запи",
        "зане",
        "имей",
    ),
    "ar": (
        "ذكير",
        "ذاكرت",
        "للحفظ",
        "فاكر",
        "متذكر",
        "تنس",
        "تذكرة",
        "ذاكرة",
        "احفظ",
        "هالشي",
        "افتكر",
        "للتاريخ",
        "للارشيف",
        "بالك",
        "دماغ",
    ),
}


def notes_of(code: str) -> Frames:
    """The language's note and closing frames (compiled when its parts are), none for a language
    not written here."""
    east = EAST_NOTE.get(code)
    if east is not None:
        compile_ = zx if code == "zh" else rx
        return Frames(
            cue=EAST_CUE[code], remember=each(compile_, r"^\s*(?:" + east + r")" + EAST_COLON)
        )
    note = _NOTE.get(code)
    if note is None:
        return Frames()
    compile_ = ax if code == "ar" else rx
    comma = r"[،,;—–-]\s*" if code == "ar" else _COMMA
    voice = "|".join(v[code] for v in (_VOICE_CLOSING, _VOICE_KEEP, _VOICE_PUT, kept_at_end.VOICE))
    spoken = (
        (
            r"^(?![^\n]*[,.;:!?¿¡«»،؟])"
            + _NOT_SAID
            + _NOT_ERRAND[code]
            + r"\s*(?P<rest>(?:\S+\s+){3,}?\S+)"
            + _NOT_BEFORE
            # (a filler before the closing is no part of the fact: "… 4417 please tuck that away")
            + r"(?:\s+(?:please|so|okay|ok|just|bitte|stp|por\s+favor|per\s+favore))*"
            + r"\s+(?:"
            + voice
            + r")\s*$",
        )
        if voice
        else ()
    )
    return Frames(
        asked=each(
            compile_,
            r"^\s*¿?\s*(?:" + _ASKED_COLON[code] + r")\s*[:：]\s*(?P<rest>.+?)\s*[?？؟]+\s*$",
        ),
        cue=notes_for_later.with_cue(
            code, _CUE, _HEADING_CUE, _PURPOSE_CUE, _VOICE_PUT_CUE, _LATER_REFERENCE_CUE
        ),
        remember=each(
            compile_,
            r"^\s*(?:"
            + note
            + "|"
            + _LATER_REFERENCE[code]
            + "|"
            + notes_for_later.HEADING[code]
            + r")"
            + _COLON,
            *spoken,
            _heading(code),
            r"^\s*(?:" + _PURPOSE[code] + r")" + _PURPOSE_COLON[code],
        ),
        # (the closing's own start is `closing`, the words kept standing before it)
        tail=each(
            compile_,
            r"^"
            + _NOT_ERRAND[code]
            + r"[^\n]*?(?P<closing>"
            + comma
            + r")(?P<remember>"
            + "|".join((_CLOSING[code], kept_at_end.VOICE[code]))
            + r")"
            + _THANKS[code]
            + END,
        ),
    )
