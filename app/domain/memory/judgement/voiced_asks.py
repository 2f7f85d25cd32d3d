"""Remember asked in a voice-typed message, with no punctuation at all, the fact straight after the
ask (issue 33, thirtieth round): "can you stash a thing up in your noggin the bunk they gave me is
forty two", "tu peux me caser un truc dans ta mémoire le ramassage c'est à quinze heures", "kannst
du mir was im kopf abspeichern meine koje hat die nummer zweiundvierzig", "me puedes archivar algo
en la memoria la recogida es a las tres", "mi puoi archiviare una cosa in memoria il ritiro è alle
tre", "не в падлу тебе отметить у себя в башке мой урок перенесли", "ممكن تخزنلي حاجة في ذاكرتك
استلام الولاد الساعة تلاتة".

Typed, the same ask ends with its question mark and the fact stands in the next sentence
(asked_ahead.py); said into a phone there is no mark to end it, so the ask is read by its shape:
the ask of the one addressed (a can-you, a would-you-mind, a favour's verb with the speaker's
clitic), a verb of keeping or putting, at most a placeholder thing, and the head, the memory or the
notes as where it goes (kept_at_end's heads), then at least four words of the fact. Never with any
punctuation in the message (a typed message ends its ask with a mark), nor with no head named ("can
you stash a thing up in the attic for me the boxes are heavy" puts a thing in a place).
`request_frames.frames_of` adds this frame to each western language's frames.
"""

from __future__ import annotations

from app.domain.memory.judgement.kept_at_end import HEAD, NOTES

# the ask of the one addressed, opening the message
_ASK = {
    "en": r"(?:can|could|would|will)\s+(?:you|ya|u)(?:\s+please)?|(?:would|do)\s+you\s+mind|mind",
    "fr": r"(?:est-ce\s+que\s+)?tu\s+(?:peux|pourrais|veux\s+bien|voudrais\s+bien)"
    r"|(?:ça|ca)\s+t['’]\s*(?:ennuierait|embêterait|dérangerait|gênerait|ennuie|embête|dérange)\s+de",
    "de": r"(?:kannst|könntest|würdest|magst|willst)\s+du|wärst\s+du\s+so\s+(?:lieb|gut|nett)\s+und",
    "es": r"(?:me\s+|te\s+)?(?:puedes|podés|podrías|molesta|molestaría|importa|importaría)|me",
    "it": r"(?:mi\s+)?(?:puoi|potresti|riesci\s+a)|ti\s+(?:scoccia|dispiace|spiace)|mi",
    "ru": r"(?:не\s+в\s+падлу|не\s+сложно|не\s+трудно)\s+тебе|(?:можешь|сможешь|не\s+мог\s+бы\s+ты)",
    "ar": r"ممكن|تقدر|بتقدر|يضايقك|لو\s+سمحت",
}
# a verb of keeping or putting, by its stem
_VERB = {
    "en": r"keep|stash|file|filing|tuck|stor|stow|put|putting|stick|jot|pin|park|shelve|lodge|note|noting"
    r"|sav|pop|slot",
    "fr": r"cas|coll|épingl|gard|rang|stock|not|mett|cal|fourr|plant|grav|inscri|retenir|mémoris",
    "de": r"(?:ab|auf|ein|weg)?(?:zu)?(?:speicher|leg|verstau|pack|steck|schreib|merk|notier|park|heb|halt)",
    "es": r"guard|archiv|anot|apunt|grab|met|registr|clav|fij|almacen",
    "it": r"archivi|ten|tien|tieni|mett|ficc|segn|annot|stamp|fiss|memorizz|stip|infil",
    "ru": r"отмет|запис|запиш|полож|закин|сохран|отлож|занес|пропис|держ",
    "ar": r"(?:ب)?ت(?:خزن|حط|حفظ|سجل|كتب|ثبت|شيل|خلي|دون)",
}
# the speaker or the one addressed as the verb's small words, and a placeholder thing
_SMALL = {
    "en": r"(?:(?:me|for\s+me|up|away|down)\s+)*",
    "fr": r"(?:(?:me|m['’]|moi)\s*)?",
    "de": r"(?:(?:mir|dir|bitte|mal)\s+)*",
    "es": r"(?:(?:me|te)\s+)?",
    "it": r"(?:(?:mi|ti)\s+)?",
    "ru": r"(?:(?:мне|себе)\s+)?",
    "ar": r"",
}
_THING = {
    "en": r"(?:(?:a|an|one)\s+(?:\w+\s+)?(?:thing|detail|number|date|fact|name|code)|something)\s+",
    "fr": r"(?:(?:un\s+truc|une\s+info|une\s+chose|un\s+détail|un\s+numéro)\s+)?",
    "de": r"(?:(?:was|etwas|eine\s+sache|eine\s+zahl|eine\s+nummer|ein\s+detail)\s+)?",
    "es": r"(?:(?:algo|una\s+cosa|un\s+dato|un\s+número)\s+)?",
    "it": r"(?:(?:una\s+cosa|['’]na\s+cosa|un\s+dato|un\s+numero|qualcosa)\s+)?",
    "ru": r"(?:(?:одну\s+вещь|кое-что|одну\s+штуку)\s+)?",
    "ar": r"(?:(?:لي|ليا)\s+)?(?:(?:حاج[ةه]|شي|معلوم[ةه]|رقم)\s+)?",
}
# (mend of issue 33's thirtieth-round review) never "this" or "ça" as the placeholder: with nothing
# before the ask it points at what the speaker goes on to do, no fact ("could you keep this in your
# head while we go through the next chapter"). Nor a fact opening with a conjunction, a relative
# word or a want of the one addressed: what follows the ask then goes on with the task ("… and send
# them to my boss later", "… pendant qu'on relit …", "… lo que te voy a dictar", "… i want you to
# write a poem"), or names the text the task works on ("… этот текст пока мы читаем …")
_NOT_FACT = {
    "en": r"and|or|but|while|when|whenever|until|till|because|so|then|as|which|what|whatever|who|where|"
    r"that(?!['’]s)|these|those|i\s+(?:want|need|would\s+like|['’]d\s+like)\s+you",
    "fr": r"et|ou|mais|pendant|quand|lorsque|jusqu['’]|parce|puis|ce\s+que|ce\s+qui|qui|que|qu['’]|"
    r"je\s+(?:veux|voudrais|aimerais)\s+que|j['’]aimerais\s+que",
    "de": r"und|oder|aber|während|solange|wenn|bis|weil|dann|was\s+ich|ich\s+(?:will|möchte|hätte\s+gern),?\s+dass",
    "es": r"y|o|pero|mientras|cuando|hasta|porque|luego|lo\s+que|que|esto|quiero\s+que",
    "it": r"e|o|ma|mentre|quando|finché|perché|poi|(?:quello|ciò)\s+che|che|voglio\s+che",
    "ru": r"и|или|но|пока|когда|потому|а|что|который|которую|хочу\s+чтобы|этот|эту|эти|этого",
    "ar": r"بينما|لما|لحد|اللي|عشان|علشان|عايزك|بدي",
}
_NO_MARK = r"^(?![^\n]*[,.;:!?¿¡«»،؟])\s*"
_FACT = r"\s+(?!(?:(?:for\s+me|pour\s+moi|für\s+mich)\s+)?(?:{})(?!\w))(?P<rest>(?:\S+\s+){{3,}}\S+)\s*$"


def remember(code: str) -> tuple[str, ...]:
    """The voice-typed ask and its fact, one pattern, none for a language not written here."""
    if code not in _ASK:
        return ()
    place = rf"(?:{HEAD[code]}|{NOTES[code]})"
    verb = rf"(?:{_VERB[code]})\S*"
    small, thing = _SMALL[code], _THING[code]
    # the verb before the place, or (German's verb last, Arabic's thing after) the place first
    core = rf"{small}{verb}\s+{small}{thing}(?:(?:up|away|down|bien|gut|bene)\s+)?{place}"
    if code == "de":
        core = rf"(?:{core})(?:\s+(?:ab|auf|ein))?|{small}{thing}{place}\s+{verb}"
    if code == "ar":
        core = rf"{verb}\s+{place}\s+(?:حاج[ةه]|شي|معلوم[ةه])|{core}"
    return (
        rf"{_NO_MARK}(?:{_ASK[code]})\s+(?:{core})(?:\s+(?:for\s+me|pour\s+moi|für\s+mich))?"
        + _FACT.format(_NOT_FACT[code]),
    )
