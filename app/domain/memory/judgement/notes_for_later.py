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
# (and the keep-it frame opening the message, pointing forward to the fact after the same colon,
# kept_at_end.OPENING: "Do me a favour and stash this in your brain: …")
HEADING = {
    code: rf"{_NOTE_TO[code]}|{_FOR_ME[code]}|(?:{_LATER[code]})(?=\s*[:—–](?!\s*(?:{_NOT_FACT[code]})))|"
    + kept_at_end.OPENING[code]
    for code in _NOTE_TO
}

# the headings' rarer words the languages' cues lacked (four letters; Arabic's as substrings)
CUE = {
    "en": ("self", "myse", "remi"),
    "fr": ("tard", "coud"),
    "de": (),
    "es": ("ayud",),
    "it": ("tard",),
    "ru": (),
    "ar": ("لنفسي", "لحالي", "لاحق"),
}


def with_cue(code: str, *cues: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """memory_notes' cue (kept_at_end.with_cue of its stems) with these headings' stems."""
    return kept_at_end.with_cue(code, *cues, CUE)
