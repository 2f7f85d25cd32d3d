"""Remember asked as a question about a thing not yet said, the thing in the next sentence (issue
33, twenty-second round): "Can you remember something for me? The gate code is 4471.", "Tu peux
retenir un truc ? …", "Kannst du dir eine Nummer merken? …", "¿Te puedes quedar con un dato? …",
"Mi memorizzi un dato? …", "Запомнишь одну вещь? …", "تقدر تحفظ رقم؟ …".

The question names only a placeholder (something, a thing, a number, a detail), so it keeps nothing
of its own: each western table's `asked_ahead` slot takes `question`, which the engine asks of a
question only, beside `remember_back` (it then reads the plain statement after it as what is kept,
as after "Remember this."), and its `not_remembered` takes
`placeholder` (what a remember form would otherwise keep: "Something for me", "Un truc"). Never a
question about what the agent remembers ("Do you remember the old ferry?", "Ti ricordi una cosa?"
with no "per me": that asks whether it does), nor a question naming what to keep ("Can you remember
that the depot shuts at six?", read by `remember_asked`).
"""

from __future__ import annotations

from app.domain.memory.judgement.kept_at_end import HEAD

_THING = {
    "en": r"something|a\s+thing|one\s+thing|a\s+detail|a\s+number|a\s+fact|a\s+couple\s+of\s+things|this",
    "fr": r"un\s+truc|quelque\s+chose|une\s+chose|une\s+info(?:rmation)?|un\s+détail|un\s+numéro|un\s+code",
    "de": r"was|etwas|eine\s+Sache|ein\s+Detail|eine\s+Nummer|eine\s+Zahl|einen\s+Code|Folgendes|eine\s+Info|"
    r"a\s+Kleinigkeit|eine\s+Kleinigkeit",
    "es": r"algo|un\s+dato|una\s+cosa|un\s+número|un\s+detalle|esto",
    "it": r"una\s+cosa|un\s+dato|qualcosa|un\s+numero|un\s+dettaglio|questo|un['’]\s*informazione|un\s+appunto",
    "ru": r"кое-что|что-то|одну\s+вещь|одну\s+штуку|один\s+момент|одну\s+деталь|номер|имя|одно\s+имя|одну\s+мелочь",
    "ar": r"معلوم[ةه]|شي|شيء|حاج[ةه]|رقم|تفصيل[ةه]|اسم",
}

_QUESTION = {
    "en": (
        r"^\s*(?:(?:can|could|would|will)\s+you(?:\s+please)?\s+(?:(?:remember|memori[sz]e|note\s+down|(?:hang|hold)\s+on\s*to)\s+"
        r"(?:{t})|keep\s+(?:{t})\s+in\s+mind"
        # (twenty-fifth round: put into the memory or the head, "Would you commit something to
        # memory for me?", "Can you stash a detail in your head?")
        r"|(?:commit|stash|tuck)\s+(?:{t})\s+(?:away\s+)?(?:to|in|into)\s+(?:your\s+)?(?:memory|head))"
        r"(?:\s+(?:for\s+me|on\s+my\s+behalf))?|can\s+I\s+give\s+you\s+(?:{t})\s+to\s+(?:remember|keep|note)"
        # (twenty-fourth round: "Mind storing a number for me?", "Could you hold onto something …?")
        r"|(?:(?:would|do)\s+you\s+)?mind\s+(?:keeping|storing|remembering|holding\s+on\s*to)\s+(?:{t})(?:\s+for\s+me)?)"
        r"\s*(?:,?\s*please)?\s*\?+\s*$"
    ),
    "fr": (
        r"^\s*(?:est-ce\s+(?:que\s+|qu['’]\s*))?(?:(?:tu|vous)\s+(?:peux|pourrais|veux\s+bien|voudrais\s+bien|pouvez|pourriez|"
        r"voulez\s+bien)(?:-tu)?|(?:peux|pourrais|pouvez|pourriez)-(?:tu|vous))\s+(?:me\s+)?(?:(?:(?:retenir|mémoriser|noter|"
        r"garder\s+en\s+tête)\s+|(?:te|vous)\s+(?:souvenir|rappeler)\s+(?:de\s+|d['’]\s*))(?:{t})"
        # (twenty-third round: the thing between keeping and where, "garder une info en mémoire")
        r"|(?:garder|conserver)\s+(?:{t})\s+en\s+(?:tête|mémoire))(?:\s+pour\s+moi)?"
        # (twenty-fifth round: asked as whether it bothers, "Ça te dérange de mémoriser un détail ?")
        r"|(?:ça|cela)\s+te\s+dérange(?:rait)?\s+de\s+(?:retenir|mémoriser|noter)\s+(?:{t})(?:\s+pour\s+moi)?"
        r"\s*\?+\s*$"
    ),
    "de": (
        r"^\s*(?:(?:kannst|könntest|würdest|magst)\s+du\s+dir\s+(?:bitte\s+|mal\s+)*(?:{t})\s+(?:für\s+mich\s+)?"
        # (twenty-fourth round: kept or put aside for the speaker, "Behältst du mir was im Kopf?",
        # "Magst du dir eine Nummer für mich aufheben?")
        r"(?:merken|aufheben|behalten)|(?:merkst|behältst)\s+du\s+(?:dir\s+|mir\s+)?(?:bitte\s+|mal\s+)*(?:{t})"
        r"(?:\s+im\s+kopf)?(?:\s+für\s+mich)?"
        # (twenty-fifth round: the speaker before the thing, an imprinting or a putting aside in
        # the memory, and Bavarian's "da"/"mi": "Kannst du dir für mich was einprägen?", "Hebst du
        # mir eine Info im Gedächtnis auf?", "Legst du dir ein Detail im Gedächtnis ab?", "Magst da a
        # Kleinigkeit für mi merken?")
        r"|(?:kannst|könntest|würdest|magst)\s+(?:du\s+dir|da)\s+(?:bitte\s+|mal\s+)*(?:für\s+mi(?:ch)?\s+)?(?:{t})"
        r"\s+(?:für\s+mi(?:ch)?\s+)?(?:merken|einprägen|aufheben|behalten)"
        r"|(?:hebst\s+du\s+(?:mir|dir)|legst\s+du\s+dir)\s+(?:{t})\s+(?:im\s+(?:gedächtnis|kopf)\s+)?(?:auf|ab))\s*\?+\s*$"
    ),
    "es": (
        r"^\s*¿?\s*(?:me\s+)?(?:(?:te\s+)?(?:puedes|podrías|puede|podría|podés)\s+)?"
        # (twenty-fifth round: voseo and a favour asked, "¿Te podés acordar de algo por mí?", "¿Me
        # hacés el favor de memorizar una cosa?", "¿Me anotás algo en tu memoria?", "¿Te quedás con
        # un dato en la cabeza?", "¿Podrías registrar un dato en tu memoria?")
        r"(?:(?:me\s+)?(?:hacés|haces|harías)\s+el\s+favor\s+de\s+)?(?:acordar\s+de|anotás|registrar|te\s+qued[aá]s\s+con|guardas|guardar|memorizar|memorizas|"
        r"anotar|anotas|apuntar|apuntas|acordarte\s+de|quedarte\s+con|quedar\s+con|te\s+quedas\s+con|"
        # (twenty-fourth round: kept in the head, voseo too, "¿Me guardás un dato en la cabeza?",
        # "¿Me retenés un número?", "¿Puedes guardarte una cosa?")
        r"guardarte|guardás|te\s+guard[aá]s|retener|reten[eé]s|retienes)\s+(?:{t})"
        r"(?:\s+en\s+(?:la|tu)\s+(?:cabeza|memoria))?(?:\s+(?:por|para)\s+mí)?\s*\?+\s*$"
    ),
    "it": (
        r"^\s*(?:(?:mi\s+)?(?:puoi|potresti|riesci\s+a)\s+)?(?:mi\s+)?(?:(?:ricordare|ricordarti|memorizzare|memorizzi|"
        r"segnarti|segni|tenere\s+a\s+mente|annotare|"
        # (twenty-fourth round: "Mi tieni a mente un dettaglio?", "Mi conservi un numero?")
        r"tieni\s+(?:a\s+mente|in\s+testa)|tenermi\s+(?:a\s+mente|in\s+testa)|conservi|conservare|conservarmi)\s+(?:{t})"
        # (twenty-fifth round: in the speaker's stead, fixed or held in the memory, "Puoi
        # ricordarti una cosa al posto mio?", "Ti fissi in memoria un dettaglio?", "Ti puoi tenere
        # un appunto in memoria?")
        r"(?:\s+(?:per\s+me|al\s+posto\s+mio))?|ti\s+ricordi\s+(?:{t})\s+per\s+me"
        r"|ti\s+fissi\s+in\s+(?:memoria|testa)\s+(?:{t})|ti\s+puoi\s+tenere\s+(?:{t})\s+(?:in\s+memoria|a\s+mente|in\s+testa))"
        r"\s*\?+\s*$"
    ),
    "ru": (
        r"^\s*(?:(?:ты\s+)?(?:можешь|сможешь|можете|сможете)(?:\s*,?\s*пожалуйста\s*,?)?\s+)?(?:(?:{t})\s+"
        r"(?:для\s+меня\s+)?(?:запомнить|запомнишь|запомните|записать|запишешь)|(?:запомнить|запомнишь|запомните|записать|запишешь|"
        # (twenty-third round: kept in the head, "Сможешь удержать в голове имя?")
        r"удержать\s+в\s+голове|удержишь\s+в\s+голове|"
        # (twenty-fourth round: kept for the speaker, "Сохранишь у себя одну деталь?", "Сохранишь мне номер?")
        r"сохранишь\s+(?:у\s+себя|для\s+меня|мне)|сохранить\s+(?:у\s+себя|для\s+меня|мне)"
        # (twenty-fifth round: in the speaker's stead or put into the memory, "Запомнишь за меня
        # одну вещь?", "Занесёшь себе в память одну мелочь?")
        r"|запомнишь\s+за\s+меня|занесёшь\s+(?:себе\s+)?в\s+память)\s+(?:{t}))(?:\s+для\s+меня)?\s*\?+\s*$"
    ),
    "ar": (
        r"^\s*(?:(?:هل\s+)?(?:ممكن|يمكنك\s+أن|تقدر|تقدري|بتقدر)\s+(?:تحفظ|تتذكر|تفتكر|تسجل|تحفظي|تتذكري|تخز(?:ّ)?ن)\s+"
        r"(?:لي\s+|عندك\s+)?(?:في\s+ذاكرتك\s+)?"
        # (twenty-fourth round: the bare keeping verb for the speaker, "تحفظ لي رقم؟", never a bare
        # "تتذكر …؟", which asks what the agent remembers)
        r"|(?:تحفظ|تخز(?:ّ)?ن)\s+(?:لي|عندك)\s+"
        # (twenty-fifth round: Egyptian's remembering for the speaker, "تفتكر لي حاجة؟", never a
        # bare "تفتكر حاجة؟", which asks what the agent remembers)
        r"|(?:تفتكر|تتذكر)\s+لي\s+)"
        r"(?:{t})(?:\s+(?:عشاني|لي))?\s*[؟?]+\s*$"
    ),
}

# (twenty-sixth round) remember asked by its shape, in verbs no list above holds: the ask (a modal,
# "mind", a formal "could you"), one verb of any family, and the memory named as the place the
# thing goes ("in your head", "dans ta tête", "в памяти", "في بالك", "فراسك"), with or without a
# placeholder ("Отложишь у себя в памяти?", "تسجّل لي في ذاكرتك؟", "Got room in your memory for a
# small thing?"); or, with no place, a verb of the keeping family (storing, filing, noting, fixing)
# and a placeholder for the speaker ("Would you file away a name for me?", "Speicherst du dir was für
# mich?", "Зафиксируешь для меня одно имя?", "واش تقدر تعقل ليا على شي حاجة؟"). Never a question
# about what the memory holds ("What's in your memory?", "Is there anything in your head about …?"):
# the first word is the ask or the verb, never a question word or "is there".
_SHAPE = {
    "en": (
        r"^\s*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|(?:do\s+you\s+)?mind\s+|got\s+)"
        r"(?:{nv}(?:\w+)(?:\s+(?:away|down|up|aside))?\s+(?:(?:{t})\s+)?(?:(?:in|into|to)\s+(?:your\s+)?(?:memory|head|mind|brain))"
        r"(?:\s+for\s+(?:me|(?:{t})|a\s+(?:small|little|tiny|quick)\s+(?:thing|detail|fact)))?"
        r"|(?:file|log|jot|lodge|bank|park|stor|sav|record|memori[sz])\w*(?:\s+(?:away|down))?\s+"
        r"(?:{t}|a\s+name|a\s+date|a\s+code)(?:\s+(?:for\s+me|in\s+(?:your\s+)?(?:memory|head)))+)\s*\?+\s*$"
    ),
    "fr": (
        r"^\s*(?:est-ce\s+(?:que\s+|qu['’]\s*))?(?:(?:tu\s+(?:peux|pourrais|veux\s+bien)|vous\s+(?:pouvez|pourriez)|(?:peux|pourrais)-tu|"
        r"(?:pouvez|pourriez)-vous|ça\s+te\s+dirait\s+de|ça\s+vous\s+dérange(?:rait)?\s+de)\s+)?(?:(?:me|m['’])\s*)?"
        r"(?:{nv}\w+\s+(?:{t}|ça|cela)(?:\s+de\s+côté)?(?:\s+pour\s+moi)?\s+(?:dans|en)\s+(?:(?:ta|votre)\s+)?(?:tête|mémoire)"
        r"|(?:consign|enregistr|stock|archiv|not)\w*\s+(?:{t})\s+pour\s+moi)\s*\?+\s*$"
    ),
    "de": (
        r"^\s*(?:(?:(?:kannst|könntest|würdest|magst)\s+du(?:\s+dir)?|(?:können|könnten|würden)\s+Sie(?:\s+sich)?)\s+(?:bitte\s+|mal\s+)*"
        r"(?:{t})\s+(?:für\s+mich\s+)?(?:(?:im\s+(?:kopf|gedächtnis)\s+){nv}\w+|(?:speicher|vormerk|notier|festhalt|aufschreib|abspeicher)\w*)"
        r"|(?:{nv}\w+st\s+du\s+(?:dir|mir)\s+(?:bitte\s+|mal\s+)*(?:{t})(?:\s+für\s+mich)?\s+im\s+(?:kopf|gedächtnis)(?:\s+\w+)?"
        r"|(?:speicher|notier|vormerk)\w*\s+du\s+(?:dir|mir)\s+(?:bitte\s+|mal\s+)*(?:{t})(?:\s+für\s+mich)?(?:\s+(?:ab|vor))?))"
        r"\s*\?+\s*$"
    ),
    "es": (
        r"^\s*¿?\s*(?:(?:me|te)\s+)?(?:(?:puedes|podés|podrías|podría|puede)\s+)?(?:me\s+)?{nv}\w+\s+(?:{t}|una\s+cosill?a|una\s+cosita|un\s+nombre)?\s*"
        r"(?:(?:por|para)\s+mí\s+)?en\s+(?:la|tu|su)\s+(?:cabeza|memoria|mente)(?:\s+(?:por|para)\s+mí)?\s*\?+\s*$"
    ),
    "it": (
        r"^\s*(?:(?:mi\s+)?(?:puoi|potresti|potrebbe|può|riesci\s+a)\s+)?(?:mi\s+)?(?:{nv}\w+\s+(?:{t})?\s*(?:per\s+me\s+)?in\s+(?:testa|memoria|mente)"
        r"|(?:memorizz|annot|registr|segn|fiss|conserv)\w*\s+(?:{t})\s+per\s+me)(?:\s+per\s+me)?\s*\?+\s*$"
    ),
    "ru": (
        r"^\s*(?:[^,?]{{1,40}},\s*){{0,2}}(?:(?:ты\s+)?(?:можешь|сможешь|можете|сможете)\s+|не\s+могли\s+бы\s+вы\s+)?"
        r"(?:{nv}\w+(?:\s+(?:у\s+себя|себе|для\s+меня|мне))?\s+в\s+(?:памяти|память|голове|голову)(?:\s+(?:{t}))?"
        r"|(?:зафикс|запомн|запис|сохран|отлож)\w*\s+(?:для\s+меня|мне|за\s+меня)\s+(?:{t}|сведения|информацию))\s*\?+\s*$"
    ),
    "ar": (
        # (the formal "would you kindly", "هل تتكرم بتدوين …؟", "تتفضل بحفظ …؟": an ask before the
        # verb's noun)
        r"^\s*(?:(?:هل|واش|ممكن|فيك|تقدر|بتقدر|تقدري|تتكرم|تتكرمي|تتكرمين|تتفضل|تتفضلي|تتفضلين)\s+){0,2}(?:{nv}\S+(?:\s+(?:لي|ليا|عندك))?\s+(?:في\s+(?:بالك|ذاكرتك|دماغك|راسك)|ببالك|فراسك)"
        r"(?:\s+(?:{t}))?|{nv}\S+(?:\s+(?:لي|ليا|عندك))?\s+(?:شي\s+)?(?:{t})\s+(?:في\s+(?:بالك|ذاكرتك|دماغك|راسك)|ببالك|فراسك)"
        r"|(?:تعقل|تحضي|تحفظ|تسج(?:ّ)?ل|تخز(?:ّ)?ن)(?:لي|ليا)?\s+(?:(?:لي|ليا)\s+)?(?:على\s+)?(?:شي\s+)?(?:{t}))\s*[؟?]+\s*$"
    ),
}

# (twenty-seventh round) remember asked in a soft, formal or regional voice, read by its parts: an
# ask ("would you ever", "any chance you could", "might I ask you to", "would you be so kind as to",
# "ça t'embêterait de", "auriez-vous l'amabilité de", Swiss "chasch / chönntsch", "¿tendría la
# amabilidad de", "¿te pués", "ti dispiace", Sicilian "ti nni poi", Neapolitan "te può", "не
# сочтёте за труд", "не трудно будет", "واش تقدر"), the speaker's clitic, a verb of remembering or
# noting with any small thing ("a wee thing", "'na cosa", "одно имечко", "واحد المعلومة"), or a verb
# of keeping ("keep", "hold on to", "garder", "guardar", "tenere", "сберечь", "تشد") with a piece of
# information (a name, a detail, a number) or the memory as the place, then the speaker as its
# beneficiary ("for me", "fer me", "pour moi", "für mi", "pi mia", "pe' me", "для меня", "ليا"). A
# keeping verb with a thing and no memory ("Could you keep a seat for me?", "Tu peux garder un truc
# pour moi ?", "Сохранишь для меня одну коробку?") keeps an object, not a fact.
_SOFT = {
    "en": (
        r"^\s*(?:(?:can|could|would|will|might)\s+(?:you|ye)(?:\s+(?:ever|please|maybe))?|would\s+you\s+be\s+so\s+kind\s+as\s+to"
        r"|(?:might|may|could)\s+I\s+ask\s+you\s+to|(?:any|is\s+there\s+any)\s+chance\s+you\s+(?:could|would|can|might)"
        r"|(?:(?:would|do)\s+you\s+)?mind)\s+"
        r"(?:(?:remember(?:ing)?|memori[sz](?:e|ing)|mind|retain(?:ing)?|(?:keep(?:ing)?|mak(?:e|ing))\s+a\s+note\s+of|not(?:e|ing))\s+(?:{s}|{i})"
        r"|(?:hold(?:ing)?|hang(?:ing)?)\s+on\s*to\s+(?:{s}|{i})|(?:squirrel(?:l?ing)?|fil(?:e|ing)|tuck(?:ing)?|stash(?:ing)?)\s+away\s+(?:{s}|{i})"
        # (a date kept or saved is reserved, "Would you keep a date for me?": never a fact)
        r"|(?:keep(?:ing)?|sav(?:e|ing)|stor(?:e|ing))\s+(?!(?:a|an|one)\s+(?:\w+\s+)?date\b)(?:{i}(?:\s+{p})?|{s}\s+{p}))"
        r"(?:\s+(?:for|fer)\s+me(?:\s+there)?)?\s*\?+\s*$"
    ),
    "fr": (
        r"^\s*(?:(?:est-ce\s+(?:que\s+|qu['’]\s*))?(?:(?:tu|vous)\s+(?:peux|pourrais|saurais|pouvez|pourriez|sauriez)"
        r"|(?:peux|pourrais|saurais)-tu|(?:pouvez|pourriez|sauriez)-vous|auriez-vous\s+l['’]amabilité\s+de"
        r"|(?:ça|cela)\s+(?:t['’]\s*|vous\s+)(?:embêterait|ennuierait|dérangerait|embête|ennuie)\s+de|tu|vous)\s+)?(?:(?:me|m['’]|vous)\s*)?"
        r"(?:(?:retenir|retiens|mémoriser|mémorises|noter|notes)\s+(?:{s}|{i})(?:\s+{p})?"
        r"|(?:garder|gardes|conserver|conserves|ranger|ranges|mettre|mets)\s+(?:{i}(?:\s+{p})?|{s}\s+{p}))(?:\s+pour\s+moi)?\s*\?+\s*$"
    ),
    "de": (
        r"^\s*(?:chasch|chönntsch|chöntsch|chönnsch|würsch|wottsch)\s+(?:du\s+)?(?:dir|mir)\s+(?:bitte\s+|emol\s+|mol\s+)*"
        r"(?:für\s+mi(?:ch)?\s+)?(?:{s}|{i})\s+(?:für\s+mi(?:ch)?\s+)?(?:im\s+(?:chopf|gedächtnis)\s+)?"
        r"(?:merke|bhalte|ufhebe|ufschriibe|notiere)\s*\?+\s*$"
    ),
    # (Spanish and Italian: the ask, the speaker or the memory named somewhere, as a bare "¿Recordás
    # un dato?" or "Ti ricordi una cosa?" asks whether the one addressed remembers)
    "es": (
        r"^(?=[^?]*(?:\b(?:puedes|podés|podrías|podría|puede|pués|pues|favor|amabilidad|amable|me)\b|(?:por|para)\s+mí"
        r"|en\s+(?:la|tu|su)\s+(?:cabeza|memoria|mente)))"
        r"\s*¿?\s*(?:(?:(?:me|te|se)\s+)?(?:puedes|podés|podrías|podría|puede|pués|pues)\s+|(?:me\s+)?(?:hac[eé]s|harías|haría)\s+el\s+favor\s+de\s+"
        r"|(?:me\s+)?(?:tendría|tendrías)\s+la\s+amabilidad\s+de\s+|(?:sería|serías)\s+tan\s+amable\s+de\s+)?(?:(?:me|te|se)\s+)?"
        r"(?:(?:anot|apunt|record|memoriz|reten|retien)\w*\s+(?:{s}|{i})(?:\s+{p})?"
        r"|(?:guard\w*|qued(?:ar|á|ás|as|arte|arse)\s+con)\s+(?:{i}(?:\s+{p})?|{s}\s+{p}))"
        r"(?:\s+(?:por|para)\s+mí)?(?:\s*,\s*\w+)?\s*\?+\s*$"
    ),
    "it": (
        r"^(?=[^?]*(?:\b(?:puoi|poi|può|potresti|potrebbe|riesci|dispiace|gentile|mi|me)\b|\bm['’]|per\s+me|pi\s+mia"
        r"|pe['’]?\s*me|al\s+posto\s+mio|in\s+(?:testa|memoria|mente)|a\s+ment[ei]))"
        r"\s*(?:(?:(?:mi|ti|te|me|nni)\s+){0,2}(?:puoi|poi|può|potresti|potrebbe|riesci\s+a)\s+|(?:ti|le)\s+dispiace\s+"
        r"|(?:sarebbe|saresti)\s+così\s+gentile\s+da\s+|ma\s+)?(?:(?:mi|ti|te|me|nni|m['’]o|m['’])\s*)?"
        r"(?:(?:ricord|ricurd|arricurd|segn|annot|memorizz)\w*\s+(?:{s}|{i})(?:\s+{p})?|(?:ten\w*|tin\w*|tien\w*)\s+a\s+ment[ei]\s+(?:{s}|{i})"
        r"|(?:conserv\w*|ten\w*|tien\w*)\s+(?:{i}(?:\s+{p})?|{s}\s+{p}))"
        r"(?:\s+(?:per\s+me|pi\s+mia|pe['’]?\s*me|al\s+posto\s+mio))?\s*\?+\s*$"
    ),
    "ru": (
        r"^\s*(?:[^,?]{{1,40}},\s*){{0,2}}(?:(?:ты\s+)?(?:можешь|сможешь)\s+|(?:вы\s+)?(?:можете|сможете)\s+|не\s+могли\s+бы\s+вы\s+"
        r"|не\s+сочт[её](?:те|шь)\s+за\s+труд\s+|не\s+трудно\s+будет\s+|не\s+затруднит\s+)?"
        r"(?:(?:(?:запомн|запис|запиш|отмет|занес|занёс)\w*|удерж\w*\s+в\s+(?:памяти|голове))(?:\s+(?:для\s+меня|мне|себе|за\s+меня))?\s+(?:{s}|{i})"
        r"|(?:{s}|{i})\s+(?:для\s+меня\s+)?(?:запомн|запис|запиш)\w*"
        r"|(?:сохран|сбереж|сберёж|отлож)\w*(?:\s+(?:для\s+меня|мне|себе))?\s+(?:{p}\s+(?:{s}|{i})|(?:{s}|{i})\s+{p}))"
        r"(?:\s+(?:для\s+меня|за\s+меня))?\s*\?+\s*$"
    ),
    "ar": (
        r"^\s*(?:(?:هل|واش|ممكن|فيك|تقدر|بتقدر|تقدري|تسمح)\s+){0,2}(?:(?:تشد|تحضي|تعقل)\s*(?:لي|ليا)\s+(?:{s}|{i})"
        # (the formal ask with the verb's noun, "هل تتكرم بتدوين معلومة لي؟")
        r"|(?:تتكرم|تتفضل)\w*\s+ب(?:تدوين|حفظ|تسجيل)\s+(?:{s}|{i})(?:\s+(?:لي|عندك))?)\s*[؟?]+\s*$"
    ),
}
# the small thing ({s}), the piece of information ({i}), the memory as the place ({p})
_SMALL = {
    "en": r"{t}|somethin['’]?|(?:a|one)(?:\s+(?:wee|small|little|tiny|quick|single))?\s+(?:thing|bit)",
    "fr": r"{t}|ça|cela|un\s+(?:petit\s+)?truc|une\s+(?:petite\s+)?chose",
    "de": r"{t}|öppis|es\s+Detail",
    "es": r"{t}|una\s+cos(?:ita|illa)",
    "it": r"{t}|['’]?na\s+cos(?:a|ella)|una\s+cosetta",
    # (a placeholder noun only: "Запишешь одно видео?", "تشد ليا واحد الكرسي؟" name a thing)
    "ru": r"{t}|одн(?:о|у|а)\s+(?:вещь|вещицу|штуку|штучку|мелочь|деталь|дело)(?!\w)",
    "ar": r"{t}|واحد\s+(?:ال)?(?:حاجة|حاجه|معلومة|معلومه|شي|شيء)(?!\w)",
}
_INFO = {
    "en": r"(?:a|an|one)(?:\s+(?:wee|small|little|tiny|quick|single|short))?\s+(?:detail|name|number|date|code|fact|figure)",
    "fr": r"une?\s+(?:petite?\s+)?(?:info(?:rmation)?|détail|nom|date|code|numéro|chiffre)",
    "de": r"e\s+Nummere|en\s+Name|es\s+Datum|en\s+Code",
    "es": r"un\s+(?:dat(?:o|ito)|nombre|n[uú]mer(?:o|ito)|código)|una\s+fecha",
    "it": r"nu\s+nomme|un\s+(?:nome|codice|numero|dato)|una\s+data",
    "ru": r"(?:одн[оу]\s+)?(?:имечко|цифру|дату|код|номерок)",
    "ar": r"(?:واحد\s+)?(?:ال)?(?:معلومة|رقم|اسم)",
}
_PLACE = {
    "en": r"in(?:to)?\s+(?:your\s+)?(?:memory|head|mind|brain)",
    "fr": r"(?:de\s+côté\s+)?(?:dans|en)\s+(?:(?:ta|votre)\s+)?(?:tête|mémoire)",
    "de": r"im\s+(?:chopf|gedächtnis)",
    "es": r"en\s+(?:la|tu|su)\s+(?:cabeza|memoria|mente)",
    "it": r"in\s+(?:memoria|testa|mente)",
    "ru": r"в\s+(?:памяти|голове)",
    "ar": r"في\s+(?:بالك|ذاكرتك|دماغك)",
}


# (mend of issue 33's twenty-sixth-round review) the verb of the shape above is one of putting or
# keeping, never of having or being: "Hai qualcosa in mente?", "Tienes algo en la cabeza?", "Есть в
# памяти?", "عندك في بالك حاجة؟" ask what the one addressed has in mind, and the next sentence is the
# speaker's own thought, no fact to keep. Nor a question word or the ask itself in the verb's slot
# ("ايش في بالك؟", "واش عندك في بالك؟").
_NOT_VERB = {
    "en": r"have|has|had|having|be|is|are|got|get",
    "fr": r"a|as|ai|avez|avons|ont|aurais|aurait|auriez|avoir|es|est|êtes|sont|être|y",
    "de": r"hast|hat|habt|haben|hättest|hätten|hattest|bist|ist|sind|seid|warst|wärst|sein|gibt",
    "es": r"tienes|tenés|tiene|tengo|tenemos|tienen|tenías|tenía|tener|hay|había|habrá|haber|es|eres|sos|está|"
    r"estás|están|estaba|estar|ser",
    "it": r"hai|ho|ha|abbiamo|avete|hanno|avevi|aveva|avresti|avere|è|sei|sono|era|essere|c['’]è|ci",
    "ru": r"есть|был[аои]?|будет|нет|имеется|у",
    "ar": r"عندك|عندي|عندنا|فيه|في|فى|كان|كانت|يكون|بيكون|ايش|إيش|شو|وش|ايه|إيه|ماذا|ما|شنو|اش|هل|واش",
}

_PLACEHOLDER = {
    "en": r"^(?:{t})(?:\s+in\s+mind)?(?:\s+(?:for\s+me|on\s+my\s+behalf))?\s*[?.!]*\s*$",
    "fr": r"^(?:{t})(?:\s+pour\s+moi)?\s*[?.!]*\s*$",
    "de": r"^(?:{t})(?:\s+für\s+mich)?\s*[?.!]*\s*$",
    "es": r"^(?:{t})(?:\s+(?:por|para)\s+mí)?\s*[?.!]*\s*$",
    "it": r"^(?:{t})(?:\s+per\s+me)?\s*[?.!]*\s*$",
    # (twenty-seventh round: "себе кое-что за меня", the thing noted for the speaker)
    "ru": r"^(?:себе\s+)?(?:{t})(?:\s+(?:для|за)\s+меня)?\s*[?.!]*\s*$",
    # (the memory named after the thing too: "معلومة في ذاكرتك"; the twenty-seventh round adds the
    # speaker after it, "معلومة لي")
    "ar": r"^(?:لي\s+)?(?:في\s+ذاكرتك\s+)?(?:{t})(?:\s+في\s+(?:ذاكرتك|بالك|دماغك|راسك))?(?:\s+(?:عشاني|لي|ليا))?\s*[؟?.!]*\s*$",
}


# (twenty-eighth round) remember asked by its shape, whatever the verb or the voice: a question to
# the one addressed (never one opening on a question word, a having or a being-there: "What name is
# in your head?", "Do you have a number in mind?") naming a piece of information (a number, a
# name, a date, a time, a detail) and either the head or the memory as where it goes, in any of
# its words ("yer heid", "that head of yours", "ta caboche", "dei Hirn", "el mate", "nta testa",
# "в башке", "نافوخك"; the head's words are kept_at_end.HEAD, and a verb putting the thing there,
# _PUT), or the speaker as beneficiary with a verb of keeping, holding, noting or recalling that
# takes the piece itself ("carry a date around for me", "prendre note d'une date pour moi", "eine
# Angabe für mich zu verwahren", "custodiar un dato por mí", "تفتكرلي رقم"). The ask itself is left to the
# question mark: the lists above grew an ask a round ("would you ever", "tu sais", "me haces el
# paro de", "не откажешь") and never caught up. A keeping of a date with no memory named is kept
# out in English ("Could you hold a date for me?" books it).
_ASKED = {
    "en": (
        r"what|where|who|whom|which|why|how|when|whose|is|are|was|were|did|does|do\s+you\s+have|have|has|had",
        r"have|has|had|got",
        r"number|name|date|time|detail|code|figure|fact|address|info|digit",
        HEAD["en"],
        r"(?:for|fer)\s+(?:me|mi)",
        r"keep|keeping|hold|holding|hang(?:ing)?\s+on(?:to|\s+to)|stor(?:e|ing)|stow|stash|sav(?:e|ing)|file\s+away"
        r"|jot(?:ting)?\s+down|note|noting|record|recording|remember|remembering|memori[sz](?:e|ing)|retain"
        r"|retaining|bear|lodge|carry(?:ing)?(?=\s+(?:a|an|one)\s+\w+\s+around)",
    ),
    "fr": (
        r"qu['’]|quoi|où|qui|quel\w*|pourquoi|comment|quand|combien|as-tu|avez-vous|y\s+a",
        r"as|avez|ai|a|y\s+a",
        r"numéro|nom|date|heure|détail|code|chiffre|info|information|adresse",
        HEAD["fr"],
        # (mend-zb-judge: the speaker's clitic before the verb too, "de m'enregistrer un détail")
        r"(?:pour\s+moi|(?<!\w)m(?=['’])|(?<!\w)me)",
        r"reten|retien|gard|conserv|stock|enregistr|archiv|not(?:e|er|es|ez)|prendre\s+note|consign|mémoris"
        r"|souven",
    ),
    "de": (
        r"was|wo\w*|wer|wen|wem|warum|wie|wann|welch\w*|ist|sind|hast|hat|habt|gibt",
        r"hast|hat|habt|haben|gibt|habe|hab",
        r"Nummer|Nummere|Name|Namen|Datum|Uhrzeit|Detail|Code|Zahl|Angabe|Info|Adresse",
        HEAD["de"],
        # (mend-zb-judge: the speaker's dative too, "Würdest du mir ein kleines Detail abspeichern?")
        r"(?:für\s+mi(?:ch)?|(?<!\w)mir)",
        # (a separable verb's zu-infinitive too: "aufzubewahren", "einzuprägen"; mend-zb-judge:
        # "abspeichern", "archivieren")
        r"merk|behalt|bhalt|auf(?:zu)?heb|ufheb|verwahr|(?:ab(?:zu)?)?speicher|notier|vor(?:zu)?merk"
        r"|ein(?:zu)?präg|fest(?:zu)?halt|auf(?:zu)?schreib|ab(?:zu)?leg|auf(?:zu)?bewahr|archivier",
    ),
    "es": (
        r"qué|dónde|quién|cuál|por\s+qué|cómo|cuándo|cuánto|hay|tienes|tenés|tiene",
        r"tienes|tenés|tiene|tenéis|tienen|hay|tenías|tenía|tengo|tenemos",
        r"número|numerito|nombre|dato|datito|fecha|hora|detalle|detallito|código|cifra|dirección",
        HEAD["es"],
        # (the speaker's clitic too: "¿Me haces el paro de acordarte de un nombre?")
        # (mend-zb-judge: or its enclitic on the infinitive, "¿Te importaría almacenarme un detallito?")
        r"(?:(?:por|para)\s+mí|(?<!\w)me|(?<!\w)[a-záéíóúñ]{3,}[aeií]rme)",
        r"guard|anot|apunt|record|acord|memoriz|reten|retien|custodi|almacen|archiv|registr",
    ),
    "it": (
        r"che|cosa|dove|chi|quale|perché|come|quando|quanto|c['’]è|hai|avete",
        r"hai|ha|avete|abbiamo|hanno|c['’]è|avevi|aveva|ho",
        r"numero|nummaru|nome|nomme|data|orario|ora|dettaglio|codice|cifra|dato|informazione|indirizzo",
        HEAD["it"],
        # (mend-zb-judge: or its clitic, before the verb or on the infinitive, "archiviarmi un dettaglio")
        r"(?:per\s+me|pi\s+mia|pe['’]?\s*me|(?<!\w)mi|(?<!\w)[a-zàèéìòù]{3,}[aei]rmi)",
        r"ricord|ricurd|segn|annot|memorizz|conserv|custod|tien|ten|archivi|registr|stip|astip|prendere\s+nota",
    ),
    "ru": (
        r"что|где|кто|какой|какое|какую|почему|как|когда|зачем|есть|ли",
        r"есть|был\w*",
        r"номер\w*|им(?:я|ечко)|дат[уаы]|время|детал\w*|код\w*|цифр\w*|цифир\w*|адрес\w*"
        r"|сведени\w*|информаци\w*|подробност\w*",
        HEAD["ru"],
        r"(?:для|за)\s+меня",
        r"запомн|запис|запиш|сохран|удерж|зафикс|отмет|сбере",
    ),
    "ar": (
        r"ايش|إيش|شو|وش|ايه|إيه|ماذا|ما|شنو|اش|وين|فين|مين|ليش|ليه|كيف|امتى|متى|عندك|فيه",
        r"عندك|عندي",
        r"(?:واحد\s+)?(?:ب)?(?:ال)?(?:رقم|اسم|تاريخ|ميعاد|موعد|تفصيل[ةه]?|معلوم[ةه]|كود|عنوان)",
        HEAD["ar"],
        r"(?:لي|ليا|عشاني|من\s+أجلي)",
        # (the letter alone in a group: ar_script puts its marks after it, a bare "?" would take them)
        r"(?:ب)?(?:تحفظ|تفتكر|تتذكر|تسج|تخز|تشد|تعقل|تحضي|تخب|تدوين|حفظ|إبقاء)",
    ),
}


# a thing with no kind of its own ("something", "un truc", "etwas", "algo", "кое-что", "حاجة"): with
# the head named, or with a verb of noting or recalling for the speaker ("sich etwas für mich zu
# notieren"); with a verb of keeping and no head, an object kept ("Tu peux garder un truc pour moi
# ?", "Avete qualcosa in mente?" has a having), never a fact
_ANY_THING = {
    "en": r"thing|something|somethin|bit",
    "fr": r"truc|chose|ça",
    "de": r"Sache|Kleinigkeit|etwas|öppis|was",
    "es": r"cosa|cosita|algo",
    "it": r"cosa|qualcosa|['’]?na\s+cosa",
    "ru": r"мелоч\w*|вещ\w*|кое-что|что-то",
    "ar": r"(?:واحد\s+)?(?:ال)?(?:حاج[ةه]|شي|شيء)",
}
_NOTING = {
    "en": r"note|noting|jot|record|remember|memori",
    "fr": r"reten|retien|not(?:e|er|es|ez)|prendre\s+note|consign|mémoris|souven|enregistr",
    "de": r"merk|notier|vor(?:zu)?merk|ein(?:zu)?präg|auf(?:zu)?schreib|speicher",
    "es": r"anot|apunt|record|acord|memoriz|reten|retien|registr",
    "it": r"ricord|ricurd|segn|annot|memorizz|prendere\s+nota|registr",
    "ru": r"запомн|запис|запиш|зафикс|отмет",
    "ar": r"(?:ب)?(?:تفتكر|تتذكر|تسج|تدوين)",
}


# the small words that may stand between a verb of keeping and the piece it takes, either way round
# ("hang on to a detail", "retenir pour moi un numéro", "eine Nummer für mich aufheben", "запомнить
# для меня сведения"): anything else between them is another verb's object ("hold the line for me
# while I find the number", "fill in the date for me")
_BETWEEN = {
    "en": r"me|for\s+(?:me|mi)|fer\s+me|away|down|up",
    "fr": r"me|m['’]|pour\s+moi|bien|vite",
    "de": r"für\s+mi(?:ch)?|mir|dir|sich|bitte|gut|kurz|mal|zu",
    "es": r"me|por\s+mí|para\s+mí|de",
    "it": r"per\s+me|pi\s+mia|pe['’]?\s*me|mi|ti|di|da\s+parte|a\s+parte",
    "ru": r"для\s+меня|за\s+меня|мне|себе",
    "ar": r"لي|ليا|عشاني|من\s+أجلي",
}

# the indefinite the piece asked for takes, required where the language has one ("a number", never
# "den Code für mich aufschreiben"), with a small word before it as _ONE has
_A = {
    "en": r"(?:a|an|one)\s+(?:(?:wee|small|little|tiny|quick|single|short)\s+)?",
    "fr": r"(?:d['’]\s*)?une?\s+(?:petite?\s+)?",
    "de": r"(?:ein|eine|einen|a|an|e|en)\s+(?:kleine[ns]?\s+)?",
    "es": r"una?\s+(?:pequeñ[oa]\s+)?",
    "it": r"(?:una?|uno|un['’]|['’]?na|nu)\s*(?:piccol[oa]\s+)?",
    "ru": r"(?:од(?:ин|н\w*)\s+)?(?:маленьк\w*\s+)?",
    "ar": r"",
}


# the verbs that put a thing in the head or keep it there, beside _ASKED's keeping ones ("tuck a
# detail into your memory", "me caser un numéro dans un coin de ta tête", "Legst du dir ein Detail
# im Gedächtnis ab", "¿Me metes un número en la cabesa?", "занесёшь себе в память", "تحط لي رقم في
# راسك"): the head named is no ask without one ("Can you picture something in your head? Imagine a
# red door.", "Can you work out the time in your head?", "Indovina cosa ho in mente?")
_PUT = {
    "en": r"keep(?!\s+track)|keeping(?!\s+track)|tuck|stash|stor|stow|pin|bear|lodge|wedge|put|stick|file|lock"
    r"|burn|etch|commit|squeeze|slot|pop|plant|hold|sav|jot|not(?:e|ing)|record|remember|memori",
    "fr": r"gard|not(?:e|er|es|ez)|rang|stock|ten|tien|cas|met|mis|fich|grav|reten|retien|conserv|enregistr"
    r"|mémoris|plant|fourr|inscri|imprim",
    # (a separable verb's particle before it, in dialect too: "eineschreibn", "ufhebe")
    "de": r"(?:auf|uf|ein|eine|ab|fest|vor|nieder)?(?:zu)?(?:behalt|behält|bhalt|heb|leg|schreib|halt|merk"
    r"|speicher|notier|präg|bewahr|verwahr|steck|brenn|ritz)",
    "es": r"guard|registr|qued|anot|apunt|archiv|met|plant|record|memoriz|reten|retien|grab|clav|fij|almacen",
    "it": r"ten|tien|tin|fiss|stip|conserv|ricord|segn|annot|memorizz|mett|ficc|registr|stamp|pianta|incid",
    "ru": r"удерж|занес|занёс|сохран|сбере|отлож|держ|придерж|запомн|запис|запиш|вбе|вби|полож|засун",
    "ar": r"(?:ب)?(?:تحفظ|حفظ|تحضي|تخزن|إبقاء|تحط|تخب|تشيل|تخلي|تدوين|تحشر|تسج|تثبت)",
}


# (twenty-ninth round) more of the same shape, in verbs, places and asks the lists above lacked:
# putting verbs ("park a name in that head of yours", "llevar en mente una fecha", "me miette na
# data dint' 'a capa", "закинешь мне в черепушку", "внести в память", "взять на заметку", "تدوّن في
# ذاكرتك", "الاحتفاظ بمعلومة في ذهنك"); the memory as "your notes" or the mind ("в заметки", "'ntâ
# testa", "في ذهنك"); a verb of taking note ("prendre bonne note d'une chose", "tomes buena nota
# mental de algo", "усвоить одну вещь"); and the formal "may I ask you to" as the speaker's stake
# where no "for me" is said ("Je peux te demander de …", "Posso chiederti di …", "¿Puedo pedirte que
# …", "Разрешите попросить вас …", "أطلب منك …"). Each still needs the question, the thing and its
# verb: "Can I ask you to take the bins out?" names no thing to keep.
# (the Arabic noting verbs both lists take, written once: "تدوّن", "الاحتفاظ")
_AR_NOTING = r"(?:ب)?(?:تدو(?:ّ)?ن|الاحتفاظ)"
# (no verb either list already takes as a prefix, which reads it whole: "inscri", "metes", "ficc",
# "отлож", German's "einzuprägen" are _PUT's or _NOTING's)
_MORE_PUT = {
    "en": r"park",
    "fr": r"consign",
    "de": r"(?:eini|nei|rein|hinein)\s+(?:doa|tua|tun|tu)",
    "es": r"llev",
    "it": r"miett",
    "ru": r"зафикс|закин|внес|взя|возьм",
    "ar": rf"{_AR_NOTING}|(?:ب)?تحتفظ",
}
_MORE_PLACE = {
    "en": r"(?:in|into)\s+your\s+(?:notes|books)",
    "fr": r"dans\s+(?:tes|vos)\s+(?:petites\s+)?notes",
    "de": r"in\s+deine[n]?\s+Notizen",
    "es": r"en\s+tus\s+notas",
    "it": r"['’]?nt[âa]\s+(?:testa|capa|menti)|nei\s+tuoi\s+appunti",
    "ru": r"в\s+(?:черепушк[уе]|заметки|мозги|мозгах)",
    "ar": r"في\s+ذهنك|بذهنك",
}
_MORE_NOTING = {
    "en": r"make\s+a\s+mental\s+note",
    "fr": r"prendre\s+bonne\s+note",
    "es": r"tom\w*\s+(?:buena\s+)?nota",
    "it": r"prendere\s+buona\s+nota",
    "ru": r"усво",
    "ar": _AR_NOTING,
}
_MAY_I_ASK = {
    "en": r"(?:may|might|can|could)\s+I\s+ask\s+you\s+to",
    "fr": r"(?:je\s+peux|puis-je|pourrais-je)\s+(?:te|vous)\s+demander\s+de",
    "de": r"(?:darf|dürfte)\s+ich\s+(?:dich|Sie)\s+bitten",
    "es": r"(?:puedo|podría)\s+pedir(?:te|le)\s+que|(?:me\s+)?permite\s+pedirle\s+que",
    "it": r"posso\s+chieder(?:ti|le)\s+di",
    "ru": r"(?:разрешите|позвольте|позволите|можно)\s+попросить",
    "ar": r"أطلب\s+منك",
}


# (mend-zc-saves) the verbs and places above reach a question about the listener's own habit or past
# as well ("¿Siempre llevas algo en la cabeza cuando vas a la playa?", "Ты уже внесла что-то в
# заметки?"): put there with them, a thing is asked for only in a favour (an ability or a will asked
# of the listener, "Kanntst ma …", or the speaker as receiver, "Me miette …", "закинешь мне", or
# Russian's perfective "will you" of the verb itself, "Закинешь …?") or when the verb takes a piece
# of information itself ("'a stipi 'na data 'ntâ testa", a placeholder, never "algo"); and no shape
# of the ask holds with a habit word or a past form of its verbs ({v}: "anotaste", "закинул",
# "внесла"), a question about what the listener does or did
_FAVOUR = {
    "en": r"(?:can|could|would|will|wud|cud)\s+(?:you|ye|ya|u)",
    "fr": r"(?:peux|pourrais|pouvez|pourriez|veux|voudrais|voulez|voudriez)(?:[\s-]+(?:tu|vous))?",
    "de": r"kannst|kanntst|kannscht|könntest|könnt|könnten|können|würdest|würdet|würden|magst|willst|ma",
    "es": r"puedes|podrías|puede|podría|podéis|pueden|quieres|querrías|te\s+importa\w*",
    "it": r"puoi|potresti|può|potrebbe|potete|potreste|vuoi|vorresti|ti\s+dispiace|me",
    "ru": r"можешь|можете|сможешь|сможете|мог\w*\s+бы|мне|(?:закин|внес|внёс|возьм|отлож|зафикс)\w*(?:шь|те)",
    "ar": r"ممكن|بتقدر|تقدر|تقدري|تقدرين|لو\s+سمحت|من\s+فضلك",
}
_DONE = {
    "en": r"always|usually|normally|often|ever\s+(?:\w+ed|put|kept|stuck)",
    "fr": r"toujours|d['’]habitude|souvent|généralement",
    "de": r"immer|normalerweise|oft|meistens|gewöhnlich",
    "es": r"siempre|normalmente|usualmente|sueles|soléis|a\s+menudo|has\s+\w+(?:ado|ido)|{v}\w*(?:aste|iste|abas|(?<!r)ías)",
    "it": r"sempre|di\s+solito|spesso|hai\s+\w+(?:ato|uto|ito|sso|tto)",
    "ru": r"всегда|обычно|часто|внёс|занёс|{v}\w*л[аои]?",
    "ar": r"دايما|دايمًا|دائما|دائمًا|عادة|عادةً",
}


def _asked(code: str) -> str:
    ask, having, piece, place, me, keep = _ASKED[code]
    thing, noting, put = _ANY_THING[code], _NOTING[code], _PUT[code]
    wider_place = rf"(?:{place}|{_MORE_PLACE[code]})"
    wider_put = rf"{put}|{_MORE_PUT[code]}"
    noting = rf"{noting}|{_MORE_NOTING[code]}" if code in _MORE_NOTING else noting
    me = rf"(?:{me}|(?<!\w){_MAY_I_ASK[code]})"
    done = _DONE[code].replace("{v}", rf"(?:{wider_put}|{noting}|{keep})")
    # (the date kept with no memory named is a booking in English: "Could you hold a date for me?")
    booked = r"(?![^?]*(?<!\w)(?:hold|keep|sav\w*)\s+(?:a|one)\s+date)" if code == "en" else ""
    # the keeping verb takes the piece itself, an indefinite one (a placeholder: "keep a number for
    # me"), never "the date" of an errand ("Can you fill in the date for me?") nor a piece further on
    gap = rf"(?:\s+(?:{_BETWEEN[code]}))*\s+"
    one = rf"(?<!\w){_A[code]}(?:{piece})(?!\w)"
    takes = rf"(?<!\w)(?:(?:{keep})\w*{gap}{one}|{one}{gap}(?:\w+)?(?:{keep}))"
    return (
        rf"^(?!\s*¿?\s*(?:{ask})(?!\w))(?![^?؟]*(?<!\w)(?:{having}|{done})(?!\w))"
        rf"(?:(?=[^?؟]*(?<!\w)(?:{piece}|{thing})(?!\w))(?=[^?؟]*(?<!\w){place}(?!\w))"
        rf"(?=[^?؟]*(?<!\w)(?:{put}))"
        rf"|(?=[^?؟]*(?<!\w)(?:{piece}|{thing})(?!\w))(?=[^?؟]*(?<!\w){wider_place}(?!\w))"
        rf"(?=[^?؟]*(?<!\w)(?:{wider_put}))(?=[^?؟]*(?<!\w)(?:(?:{_FAVOUR[code]}|{me})(?!\w)"
        rf"|(?:{wider_put})\w*{gap}{one}))"
        rf"|(?=[^?؟]*{takes}){booked}(?=[^?؟]*{me}(?!\w))"
        rf"|(?=[^?؟]*(?<!\w)(?:{thing})(?!\w))(?=[^?؟]*(?<!\w)(?:{noting}))(?=[^?؟]*{me}(?!\w)))"
        r"[^?؟]*[?؟]+\s*$"
    )


def question(code: str) -> str:
    """The question asking to remember a thing not yet said, in one western language."""
    shape = _SHAPE[code].replace("{{", "{").replace("}}", "}")
    not_verb = r"(?!(?:" + _NOT_VERB[code] + r")(?!\w))"
    soft = _SOFT[code].replace("{{", "{").replace("}}", "}")
    for slot, words in (("{s}", _SMALL), ("{i}", _INFO), ("{p}", _PLACE)):
        soft = soft.replace(slot, "(?:" + words[code].replace("{t}", "(?:{t})") + ")")
    return (
        (
            (_QUESTION[code] + "|" + shape + "|" + soft)
            .replace("{t}", _THING[code])
            .replace("{nv}", not_verb)
        )
        + "|"
        + _asked(code)
    )


# (twenty-eighth round) the placeholder by its shape: an indefinite word, a small one, a piece of
# information (_ASKED's) and the speaker, and nothing else ("A time for me", "لي ميعاد", "Для меня
# сведения"): what a remember form keeps of "Can you remember a time for me? …" is no fact, the next
# sentence is
_ONE = {
    "en": r"(?:(?:a|an|one)\s+)?(?:(?:wee|small|little|tiny|quick|single|short)\s+)?",
    "fr": r"(?:(?:d['’]\s*)?une?\s+)?(?:petite?\s+)?",
    "de": r"(?:(?:ein|eine|einen|a|an|e|en)\s+)?(?:kleine[ns]?\s+)?",
    "es": r"(?:(?:de\s+)?una?\s+)?(?:pequeñ[oa]\s+)?",
    "it": r"(?:(?:di\s+)?(?:una?|uno|un['’]|['’]?na|nu)\s*)?(?:piccol[oa]\s+)?",
    "ru": r"(?:одн\w*\s+)?(?:маленьк\w*\s+)?",
    "ar": r"",
}


def placeholder(code: str) -> str:
    """The placeholder alone as what a remember form would keep: nothing to keep."""
    _, _, piece, _, me, _ = _ASKED[code]
    one = rf"^(?:{me}\s+)?{_ONE[code]}(?:{piece})(?:\s+{me})?\s*[?.!؟]*\s*$"
    return _PLACEHOLDER[code].replace("{t}", _THING[code]) + "|" + one
