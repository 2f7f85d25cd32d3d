"""A note headed for later or for the speaker's own self (issue 33, thirtieth round): before the
colon that opens the message (or a sentence of it), a later time ("Pour plus tard :
…", "Für später: …", "Para más adelante: …", "Per dopo: …", "На потом: …", "لوقت لاحق: …") or a
note's noun sent to the speaker ("Note to self: …", "Reminder to myself: …", "Note pour moi-même :
…", "Zur Erinnerung für mich: …", "Notiz an mich selbst: …", "Nota para mí misma: …", "Promemoria
per me: …", "Себе на заметку: …", "ملاحظة لنفسي: …"), then the fact. A note kept for later is a note
for the agent's memory as memory_notes' headings are ("For future reference: …"):
`memory_notes.notes_of` joins these headings to its own, with the same colon and the same fact.
Its HEADING also carries kept_at_end's keep-it frame opening the message ("Do me a favour and
stash this in your brain: …"), which takes the same opening colon (thirtieth round).

The future named ("For the future: …", "И на будущее: …", "Per il futuro: …", "Für die Zukunft:
…", "ملاحظة للمستقبل: …") stays out: the corpus reads it, after thanks for a fix, before the team's
rule as the rule (dev33b-ru-019, dev33c-en-015, dev33f-*-207, dev33g-de-009, dev33h-it-015, and a
first draft that took it moved eleven of them away), as it does a note's noun sent to the future
("Una nota para más adelante: las migraciones van en …", "Quick note for later: fixtures go in
tests/fixtures, …", the tenth round's test): a note's noun is sent only to the speaker here. The
speaker alone before the colon ("For me: …", "Moi : …", "Für mich: …") is no note either: it heads
the speaker's own wants (headed_for_me.py), so a self here always comes with a note's noun, or as
the reflexive only a note takes ("Note to self", "Себе на заметку").
"""

from __future__ import annotations

from app.domain.memory.judgement import kept_at_end

# a note's noun, sent to the speaker
_NOTE_TO = {
    "en": r"(?:a\s+)?(?:quick\s+|little\s+)?(?:note|memo|reminder)\s+(?:to|for)\s+(?:self|myself|me|my\s+own\s+sake)",
    "fr": r"(?:une?\s+)?(?:petite?\s+)?(?:note|mémo|rappel|pense-bête)\s+(?:pour|à)\s+(?:moi(?:-même)?|ma\s+pomme)",
    "de": r"(?:eine\s+)?(?:zur\s+erinnerung|erinnerung|notiz|gedächtnisstütze|merkzettel)\s+(?:für|an)\s+mich(?:\s+selbst)?",
    "es": r"(?:una?\s+)?(?:nota|recordatorio|apunte)\s+para\s+mí(?:\s+mism[oa])?",
    "it": r"(?:una?\s+)?(?:nota|promemoria|appunto)\s+per\s+me(?:\s+stess[oa])?",
    "ru": r"(?:заметка|памятка|напоминание|записка)\s+(?:себе|для\s+себя|самому\s+себе|самой\s+себе)",
    "ar": r"(?:ملاحظة|تذكير|مذكرة)\s+(?:لنفسي|لحالي)",
}
# a self only a note takes, or a keeping that names no one ("À garder sous le coude : …")
_FOR_ME = {
    "en": r"(?!)",
    "fr": r"à\s+garder\s+sous\s+le\s+coude",
    "de": r"(?!)",
    "es": r"para\s+que\s+no\s+se\s+me\s+olvide|ayudamemoria",
    "it": r"(?!)",
    "ru": r"себе\s+на\s+заметку|чтоб(?:ы)?\s+не\s+забыть",
    "ar": r"(?!)",
}
# a time to come alone (never English's bare "For later:", which en.py's `announce` reads before
# the team's rule as its announcement, "Quick note for later: fixtures go in tests/fixtures, …", the
# tenth round)
_LATER = {
    "en": r"(?!)",
    "fr": r"pour\s+plus\s+tard",
    "de": r"für\s+später",
    "es": r"para\s+más\s+adelante",
    "it": r"per\s+dopo|per\s+più\s+tardi",
    "ru": r"на\s+потом",
    "ar": r"لوقت\s+لاحق",
}
# (mend of issue 33's thirtieth-round review) a time to come alone heads a fact only: after it a
# team's way ("Pour plus tard : on déploie toujours le vendredi.", "Für später: Wir deployen immer
# freitags."), an order ("réponds-moi toujours en français", "ricordami di chiamare mamma", "напомни
# мне …", "اشتري خبز") or an errand in the infinitive ("acheter du pain", "Milch kaufen", "купить
# хлеб") is no fact to keep: nothing names the agent's memory, so the heading keeps nothing of them.
# The shapes, by the word opening what follows (the infinitive by its ending, German's at the end
# of a short errand; an order by a pronoun hung on the verb or following it)
_NOT_FACT = {
    "en": r"(?!)",
    "fr": r"(?:on|nous|toujours|jamais|ne|n['’]|achète|prends|appelle|envoie|paie|passe|va|fais|mets|"
    r"réserve|rappelle|pense\s+à)(?![\w'’-])|[\w'’]+-(?:moi|toi|nous|le|la|les|lui)(?![\w-])|"
    r"\w{2,}(?:er|ir|re)(?![\w'’-])(?!\s+(?:est|sont|a|ont|était)\b)",
    "de": r"(?:wir|immer|nie|niemals|bitte|kauf|kaufe|bring|hol|ruf|schick|bezahl|nimm|geh|mach|buch|"
    r"bestell|gib|sag|schreib|besorg|erinnere?|denk)(?!\w)|\w+\s+(?:mir|mich|uns)(?!\w)|(?:\S+\s+){0,2}\w+en\s*[.!]?\s*$",
    "es": r"(?:siempre|nunca|jamás|nosotros|nosotras|no|compra|trae|llama|manda|envía|paga|haz|pon|lleva|"
    r"busca|recoge|reserva|pide|recuerda)(?!\w)|\w+(?:amos|emos|imos)(?!\w)|"
    r"\w+(?:ar|er|ir)(?:me|te|lo|la|le|les|nos)?(?!\w)|\w*[áéíóú]\w*(?:me|nos)(?!\w)|di(?:me|le|nos)(?!\w)",
    "it": r"(?:sempre|mai|noi|non|compra|porta|prendi|chiama|manda|paga|vai|fai|metti|ritira|prenota|"
    r"ordina|ricorda)(?!\w)|\w+iamo(?!\w)|\w{2,}(?:are|ere|ire)(?:mi|ci|lo|la|li|le)?(?!\w)|"
    r"\w{3,}(?:ami|imi|emi|mmi)(?!\w)",
    "ru": r"(?:мы|всегда|никогда|не|купи|принеси|позвони|отправь|заплати|оплати|сходи|возьми|забери|"
    r"сделай|закажи|напиши|скажи|напомни|отвечай|ответь)(?!\w)|\w+\s+мне(?!\w)|\w{2,}[аяеиуыо]ть(?:ся)?(?!\w)|\w+(?:чь|ти)(?:сь)?(?!\w)",
    "ar": r"(?:نحن|دائما|دائماً|دايما|لا|جيب|هات|اشتري|اشتر|ابعت|ارسل|كلم|اتصل|خد|خذ|ادفع|اطلب|احجز|"
    r"ذكرني|فكرني)(?![\u0621-\u064a])",
}
# (thirty-first round) the next time or another time, or the future alone, named as the time the
# fact is for ("For next time: …", "Pour la prochaine fois : …", "Fürs nächste Mal: …", "Para otra
# ocasión: …", "Per la prossima volta: …", "На следующий раз: …", "На будущее: …", "للمرة الجاية: …",
# "للمستقبل: …"), opening the message itself, never after thanks or a task ("И на будущее: если
# меняешь API, …", the corpus's rule after a fix): a fact after it, as after a later time, and
# neither a team's way, an order, a condition nor a want (the rule the corpus heads this way, "Для
# справки на будущее" and "Запомни на будущее" being memory_notes' own)
_NEXT = {
    "en": r"(?:for\s+)?(?:the\s+)?next\s+time(?:\s+(?:round|around))?|for\s+another\s+time|"
    r"for\s+(?:future|next|later)\s+(?:visits|trips|times)",
    "fr": r"(?:pour\s+)?(?:la|les)\s+prochaines?\s+fois|pour\s+une\s+autre\s+fois",
    "de": r"(?:fürs|für\s+das)\s+(?:über)?nächste\s+mal|beim\s+(?:über)?nächsten\s+mal|"
    r"für\s+ein\s+andermal|für\s+künftige\s+(?:besuche|male)",
    "es": r"(?:para\s+)?la\s+próxima(?:\s+vez)?|para\s+(?:las\s+)?próximas\s+(?:veces|visitas)|"
    r"para\s+otra\s+(?:vez|ocasión)",
    "it": r"(?:per\s+)?la\s+prossima(?:\s+volta)?|per\s+le\s+prossime\s+(?:volte|visite)|"
    r"per\s+un['’]altra\s+volta",
    "ru": r"на\s+(?:следующий|другой)\s+раз|в\s+следующий\s+раз|на\s+будущее",
    "ar": r"(?:لل|ل)مرة\s+(?:الجاية|الجاي|القادمة|الثانية|ثانية|تانية|الجاي[هة])|للمستقبل",
}
# what no fact opens: a want, a condition, a "you" or an "I", and English's orders (the other
# languages' are their _NOT_FACT)
_NOT_NEXT_FACT = {
    "en": r"(?:we|we['’]\w+|you|you['’]\w+|i|i['’]\w+|always|never|don['’]t|do|please|let['’]s|"
    r"just|if|when|whenever|make|use|run|ask|check|remember|try|call|send|bring|buy|get|book|keep|"
    r"put|tell|remind|pick|take|go|be|add|write|reply|answer|give|show)(?![\w'’])",
    "fr": r"(?:si|quand|je|j['’]|tu|vous|il\s+faut|merci\s+de)(?![\w'’-])",
    "de": r"(?:wenn|falls|ich|du|ihr|sie|bitte)(?!\w)",
    "es": r"(?:si|cuando|yo|tú|usted|hay\s+que|favor\s+de)(?!\w)",
    "it": r"(?:se|quando|io|tu|lei|voi|bisogna|devi)(?!\w)",
    "ru": r"(?:если|когда|я|ты|вы|надо|нужно|пожалуйста|давай)(?!\w)",
    "ar": r"(?:إذا|اذا|لو|لما|أنا|انا|إنت|انت|أنت|ياريت|يا\s+ريت|من\s+فضلك|لازم)(?![\u0621-\u064a])",
}
_NEXT_HEADING = {
    code: rf"(?<![\s\S])(?:{_NEXT[code]})(?=\s*[:—–](?!\s*(?:{_NOT_FACT[code]}|{_NOT_NEXT_FACT[code]})))"
    for code in _NEXT
}

# (and the keep-it frame opening the message, pointing forward to the fact after the same colon,
# kept_at_end.OPENING: "Do me a favour and stash this in your brain: …")
HEADING = {
    code: rf"{_NOTE_TO[code]}|{_FOR_ME[code]}|(?:{_LATER[code]})(?=\s*[:—–](?!\s*(?:{_NOT_FACT[code]})))|"
    + _NEXT_HEADING[code]
    + "|"
    + kept_at_end.OPENING[code]
    for code in _NOTE_TO
}

# the headings' rarer words the languages' cues lacked (four letters; Arabic's as substrings)
CUE = {
    "en": ("self", "myse", "remi", "next", "anot"),
    "fr": ("tard", "coud", "proc", "autr"),
    "de": ("näch", "über", "ande", "künf"),
    "es": ("ayud", "próx", "otra"),
    "it": ("tard", "pros", "altr"),
    "ru": ("след", "друг", "буду"),
    "ar": ("لنفسي", "لحالي", "لاحق", "مرة", "للمستقبل"),
}


def with_cue(code: str, *cues: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """memory_notes' cue (kept_at_end.with_cue of its stems) with these headings' stems."""
    return kept_at_end.with_cue(code, *cues, CUE)
