"""What happens with no one's doing: a machine's or an app's own act, and a place's state that comes
round almost always (issue 33, twenty-fifth round).

A thing doing something at a time ("The annealer switches itself to cooling at midnight", "Il
software abbassa la musica da sé …", "Программа сама приглушает музыку …", "فرن التلدين يتحول من نفسه
…") or a place's state with an almost-always ("Le belvédère est presque toujours fermé …", "Смотровая
площадка почти всегда закрыта …", "شرفة المنارة مقفولة تقريباً دايماً …") was read as a rule, by the
engine's cadence and state readings and by the second opinion, which learned what the engine's
misses look like. Neither is anyone's way of working: `rules.py` asks `said` beside each table's
`everyday` (and of the main clause after a condition, as it asks `everyday`), and `engine.judge` of
the second opinion's candidates. Never where the team, the speaker or the one addressed stands in
the sentence ("We let the kiln cool by itself", "On ferme presque toujours à midi", "Мы сами …",
"Puoi chiudere da solo …"), nor a person named by a relative ("Тот, кто …, сам …"): that may be the
team's way; nor an order or a leave to the one addressed (`set_aside`, which both ask).
"""

from __future__ import annotations

import re

from app.domain.memory.judgement.needed_words import may_match

# a machine's or an app's own act: the words for "by itself"
_BY_ITSELF = {
    # (issue 33, twenty-eighth round: any third-person verb with "itself" or "themselves", "The
    # bowls top themselves up", not five verbs; a person says "himself", a team "we")
    "en": r"\b(?:(?:all\s+)?by\s+(?:itself|themselves)|on\s+(?:its|their)\s+own|[a-z]{3,}s\s+(?:itself|themselves))\b",
    # (twenty-eighth round: the plural too, "les gamelles se remplissent toutes seules")
    "fr": r"\b(?:tout\s+seul|toute\s+seule|tous\s+seuls|toutes\s+seules|de\s+lui-même|d['’]elle-même|"
    r"sans\s+que\s+(?:je|personne)\s+touche)\b",
    # (and the Alemannic "vo sälber", "springt vo sälber a")
    "de": r"\b(?:von\s+selbst|von\s+allein|vo\s+s[äe]lber|selbstständig|selbsttätig)\b",
    # (never a bare "solo", which is mostly "only": "se hacen solo los martes"; twenty-eighth round:
    # right after a reflexive verb it is "by itself", "se enfría solo durante la noche", unless an
    # article, a number or a preposition follows, "se abre solo a las nueve", "se cobra solo el IVA")
    "es": r"\b(?:\w+\s+solit[oa]|por\s+su\s+(?:propia\s+)?cuenta|por\s+sí\s+sol[oa]|"
    r"se\s+[a-záéíóúñ]{3,}\s+sol[oa]s?(?!\s+(?:los|las|el|la|lo|un|una|unos|unas|a|al|en|de|del|por|para|con|si|"
    r"cuando|que|hasta|desde|\d)\b)(?!\s*\d))\b",
    "it": r"\b(?:da\s+sol[oa]|da\s+sé|in\s+automatico|per\s+conto\s+suo)\b",
    # (beside a verb of the third person: never "можешь мержить сам", "правь сам", the one
    # addressed let do a thing)
    "ru": r"(?<![а-яё])(?:(?:сам|сама|само)\s+[а-яё]+(?:ет|ит|ут|ют|ат|ят)|[а-яё]+(?:ет|ит|ут|ют|ат|ят)\s+(?:сам|сама|само))"
    r"(?![а-яё])"
    # (thirtieth round: its reflexive verb too, "сама выключается", and the "automatically" the
    # other tables' rules.py reads, "пила автоматически останавливается")
    r"|(?<![а-яё])(?:(?:сам|сама|само)\s+[а-яё]+(?:ет|ит|ут|ют|ат|ят)ся|[а-яё]+(?:ет|ит|ут|ют|ат|ят)ся\s+(?:сам|сама|само)"
    r"|автоматически)(?![а-яё])",
    # (never "لوحده", which also says a charge adds itself up: "الخروج المتأخر بيتحسب لوحده")
    # (twenty-seventh round: "لوحده / لوحدها" after an active present, "بتفضي وتشطف لوحدها", never
    # after a passive's ت, "بيتحسب لوحده", nor a person's going, "بيروح … لوحده")
    "ar": r"(?:من\s+نفس(?:ه|ها)|تلقائي)"
    # (thirtieth round: the borrowed "automatic", "يوقف أوتوماتيك", and a present's own self as its
    # object, "تطفي نفسها": a machine's, as "switches itself off"; "نفسك", yourself, is no machine)
    # (review of the thirtieth round, 11: the verb's subject a thing, named with its article just
    # before it, "الفرن بيطفي نفسه", or left unsaid at the sentence's start, "بتطفي نفسها"; never a
    # person's own self, "كل مطور بيراجع نفسه", "في فريقنا كل واحد يختبر نفسه")
    r"|(?:أ|ا)وتوماتيك\S*|(?:^\s*(?:\S+\s+)?|(?<!\S)ال\S{2,}\s+(?:\S+\s+)?)"
    r"(?:و)?(?:ب)?[يت]\S{2,}\s+نفس(?:ه|ها)(?![\u0621-\u064a])"
    r"|(?<!\S)(?:و)?ب[يتن](?!ت|روح|مشي|نام|قعد)\S{2,}(?:\s+\S+){0,5}?\s+لوحد(?:ه|ها)(?![\u0621-\u064a])",
}
# (twenty-sixth round) with no one's hand in it: "without me touching anything", "sans que je touche
# à rien", "sin que yo toque nada", "без моего участия", "من غير ما ألمس حاجة". The speaker named
# inside it is the one who does nothing, so it is taken out before the people are looked for.
_NO_ONE = {
    "en": r"\bwithout\s+(?:me|us|anyone|anybody)\s+(?:touching|doing|pressing|lifting)\s+(?:anything|a\s+thing|a\s+finger|a\s+button)\b"
    r"|\b(?:nobody|no\s+one)\s+(?:has|needs)\s+to\s+(?:press|touch|do)\s+(?:a\s+button|anything)\b",
    "fr": r"\bsans\s+qu(?:e\s+(?:je|j['’]|personne|nous)|['’]\s*on)\s*(?:n['’]\s*)?(?:touche|aie|ait|ayons|fasse|intervienne|y\s+pense)"
    r"(?:\s+(?:à\s+rien|rien|besoin\s+d['’]\s*intervenir|quoi\s+que\s+ce\s+soit))?",
    "de": r"\bohne\s+(?:mein|unser)\s+Zutun\b|\bohne\s+dass\s+(?:ich|wir|jemand)\s+(?:etwas|was)\s+(?:anfassen|tun|drücken)\s+(?:muss|müssen)\b",
    "es": r"\bsin\s+que\s+(?:yo|nadie|nosotros)\s+(?:toque|haga|toquemos|hagamos)\s+nada\b",
    "it": r"\bsenza\s+che\s+(?:io|nessuno|noi)\s+(?:tocchi|faccia|tocchiamo|facciamo)\s+(?:niente|nulla)\b",
    "ru": r"(?<![а-яё])(?:без\s+(?:всякого\s+)?(?:моего|нашего|чьего-либо|чьей-либо)\s+(?:участия|вмешательства|помощи)"
    r"|мне\s+ничего\s+(?:трогать|делать)\s+не\s+надо)(?![а-яё])",
    "ar": r"من\s+غير\s+ما\s+(?:ألمس|المس|نلمس|حد\s+(?:يعمل|يلمس))\s+(?:أي\s+|اي\s+)?حاج[ةه]",
}
# (twenty-seventh round) no one's hand said as a closing clause after the machine's act, read by
# its shape: "…, no one has to start it", "…, nobody needs to switch it on", "…, personne ne le
# démarre", "…, nessuno la programma", Sicilian "…, nuddu u programma": no one, a need or a have-to
# at most, and a verb with the machine as its pronoun object, ending the sentence. "Nobody needs to
# tell me twice", "Personne ne le sait encore", "No one has to know about it" name no machine's
# pronoun after the verb, or stand alone with no act before them.
_NO_ONE_AFTER = {
    # (twenty-eighth round: with "by hand" after it, "…, no one fills them by hand"; and in the
    # other tables the need denied to anyone, "…, da muss keiner dabeibleiben", "…, no hace falta
    # que nadie se quede", "…, non serve che qualcuno resti", "…, personne n'y touche")
    "en": r",\s*(?:and\s+)?(?:nobody|no\s+one|no-one)\s+(?:(?:has|needs)\s+to\s+)?\w+\s+(?:it|them)(?:\s+(?:on|off|up))?"
    r"(?:\s+(?:by\s+hand|manually))?\s*[.!]*\s*$",
    "fr": r",\s*(?:et\s+)?personne\s+(?:ne\s+|n['’]\s*)(?:le|la|les|l['’]|y)\s*\w+\s*[.!]*\s*$"
    r"|\bsans\s+que\s+personne\s+(?:ne\s+|n['’]\s*)(?:le|la|les|l['’])\s*\w+",
    "de": r",\s*(?:und\s+)?(?:niemand|keiner)\s+(?:muss\s+)?(?:sie|ihn|es)\s+\w+\s*[.!]*\s*$"
    r"|,\s*(?:und\s+|da\s+|dann\s+)?(?:muss|braucht)\s+(?:keiner|niemand)\s+(?:\w+\s+){0,3}?\w+\s*[.!]*\s*$",
    "es": r",\s*(?:y\s+)?nadie\s+(?:tiene\s+que\s+)?(?:la|lo|las|los)\s+\w+\s*[.!]*\s*$"
    r"|,\s*(?:y\s+)?no\s+(?:hace\s+falta|es\s+necesario)\s+que\s+nadie\s+(?:\w+\s+){0,3}?\w+\s*[.!]*\s*$",
    "it": r",\s*(?:e\s+)?(?:nessuno|nuddu|nisciuno)\s+(?:la|lo|le|li|l['’]|u|['’]a|['’]o)\s*\w+\s*[.!]*\s*$"
    r"|,\s*(?:e\s+)?non\s+(?:serve|occorre|c['’]è\s+bisogno)\s+che\s+(?:qualcuno|nessuno)\s+(?:\w+\s+){0,3}?\w+\s*[.!]*\s*$",
    "ru": r",\s*(?:и\s+)?никто\s+(?:его|её|ее|их)\s+не\s+[а-яё]+\s*[.!]*\s*$",
    "ar": r"[،,]\s*(?:و)?(?:محد|ما\s+حدا|محدش|ما\s+حد)\s+\S+\s*[.!]*\s*$",
}

# a state that comes round: almost always, most days (twenty-fifth round, later: almost every day,
# "À Brest il pleut presque tous les jours en novembre")
_ALMOST_ALWAYS = {
    "en": r"\b(?:almost|nearly)\s+(?:always|every\s+day)\b|\bmost\s+days\b",
    "fr": r"\bpresque\s+(?:toujours|tous\s+les\s+jours)\b|\bla\s+plupart\s+du\s+temps\b",
    "de": r"\bfast\s+(?:immer|jeden\s+Tag|täglich)\b|\bmeistens\b",
    "es": r"\bcasi\s+(?:siempre|todos\s+los\s+días)\b|\bla\s+mayoría\s+de\s+los\s+días\b",
    "it": r"\bquasi\s+(?:sempre|ogni\s+giorno)\b|\bquasi\s+tutti\s+i\s+giorni\b",
    "ru": r"(?<![а-яё])(?:почти\s+(?:всегда|каждый\s+день|ежедневно)|в\s+большинстве\s+дней)(?![а-яё])",
    "ar": r"تقريب[اًً]*\s+(?:دايم|دائم|كل\s+يوم)|(?:دايم|دائم)\S*\s+تقريب|معظم\s+الأيام",
}
# (twenty-seventh round) a place's crowd, which comes round but is no one's way: "… is always
# rammed on regatta Sundays", "… est toujours bondé …", "débordent de monde", "… ist immer
# proppenvoll", "… está hasta los topes", "… è sempre strapiena", "… всегда битком", "… دايماً زحمة";
# a be-verb before the crowd word where the word has other senses ("packed lunch", "pieno di idee").
# The team in the sentence ("We're always packed on Saturdays, so book ahead") keeps it out, as above.
_CROWDED = {
    "en": r"\b(?:is|are|gets|get)\s+(?:(?:always|usually|often|normally)\s+)?(?:rammed|packed(?:\s+out)?|heaving|jam-packed|mobbed)\b",
    "fr": r"\b(?:est|sont)\s+(?:(?:toujours|souvent|généralement)\s+)?(?:bondée?s?|pleine?s?\s+à\s+craquer|noire?s?\s+de\s+monde)\b"
    r"|\bdébord\w*\s+de\s+monde\b",
    "de": r"\b(?:ist|sind)\s+(?:[\w-]+\s+){0,3}?(?:proppenvoll|rappelvoll|brechend\s+voll|überfüllt)\b",
    "es": r"\b(?:está|están)\s+(?:siempre\s+)?(?:a\s+reventar|hasta\s+los\s+topes|de\s+bote\s+en\s+bote|abarrotad[oa]s?)\b",
    "it": r"\b(?:è|sono)\s+(?:(?:sempre|spesso)\s+)?(?:strapien[oaie]|pien[oaie]\s+zepp[oaie]|affollat[oaie]|gremit[oaie])\b",
    "ru": r"(?<![а-яё])(?:битком|яблоку\s+негде\s+упасть|не\s+протолкнуться)(?![а-яё])",
    "ar": r"(?<![\u0621-\u064a])(?:زحمة|زحمه|مزحوم[ةه]?|عجقة)(?![\u0621-\u064a])",
}
# (twenty-eighth round) or a place heaped with things, said with its always: "… siempre está lleno
# de tostadoras rotas", "… è sempre pieno di tostapane rotti", "… всегда гора сломанных тостеров",
# "… stapeln sich … immer die kaputten Toaster", "… croule toujours sous les grille-pain", "…
# دايماً مليان محامص": the always beside the fullness, as the crowd above, the same guards after it
_HEAPED = {
    "en": r"\b(?:is|are)\s+(?:always|forever)\s+(?:full\s+of|piled\s+(?:high\s+)?with|stacked\s+with|overflowing\s+with|"
    r"crammed\s+with)\b",
    "fr": r"\b(?:croule|croulent|déborde|débordent|regorge|regorgent)\s+toujours\s+(?:sous|de|d['’])"
    r"|\b(?:est|sont)\s+toujours\s+(?:plein|pleine|pleins|pleines|rempli|remplie|remplis|remplies|encombrée?s?)\s+(?:de|d['’])",
    "de": r"\b(?:stapeln|türmen|häufen|stapelt|türmt|häuft)\s+sich\s+(?:[\w-]+\s+){0,3}?immer\b"
    r"|\b(?:ist|sind)\s+(?:[\w-]+\s+){0,4}?immer\s+(?:voller|voll\s+mit|vollgestopft\s+mit)\b",
    "es": r"\b(?:siempre\s+(?:está|están)|(?:está|están)\s+siempre)\s+(?:llen[oa]s?|replet[oa]s?|atestad[oa]s?|abarrotad[oa]s?)\s+de\b",
    "it": r"\b(?:sempre\s+(?:è|sono)|(?:è|sono)\s+sempre)\s+(?:pien[oaie]|stracolm[oaie]|ingombr[oaie])\s+(?:di|d['’])",
    "ru": r"(?<![а-яё])(?:всегда|вечно)\s+(?:гор[аы]|куч[аи]|завал[ыа]?|полно|полн[аоы]|забит[аоы]?)(?![а-яё])",
    "ar": r"(?:دايما|دايماً|دائما|دائماً)\s+(?:مليان|مليانة|مليانه|مليء|مليئة|مكدس\S*)",
}
# (thirtieth round) or a place's smell or queue, said with its always or its usually: "… always
# smells of chain oil", "La boulangerie sent toujours le beurre chaud", "In der Backstube riecht es
# frühmorgens immer nach Zimt", "Auf dem Markt ist samstags immer die Hölle los", "El tranvía suele
# ir a reventar", "… profuma sempre di cannella", "دايمًا في طابور على الدش": the world's state, the
# same guards as the crowd's after it (the team in it, a reason given, an order put first)
_SMELL_OR_QUEUE = {
    "en": r"\b(?:always|usually)\s+(?:smells?|reeks?|stinks?)\s+(?:of|like)\b"
    r"|\bthere(?:['’]s|\s+is)\s+(?:always|usually)\s+(?:a\s+)?(?:queue|line)\b",
    "fr": r"\b(?:sent|sentent|pue|puent)\s+toujours\s+(?:le|la|les|l['’]|bon|mauvais)"
    r"|\b(?:il\s+)?y\s+a\s+(?:toujours|généralement|d['’]habitude)\s+(?:une\s+|la\s+)?(?:file|queue|foule)\b",
    "de": r"\b(?:riecht|stinkt|duftet)\s+(?:es\s+)?(?:[\w-]+\s+){0,3}?(?:immer|meistens|normalerweise)\s+nach\b"
    r"|\bist\s+(?:[\w-]+\s+){0,4}?(?:immer|meistens)\s+die\s+Hölle\s+los\b",
    "es": r"\b(?:siempre|suele|suelen)\s+(?:huele|huelen|oler)\s+a\b|\bhuelen?\s+siempre\s+a\b"
    r"|\b(?:siempre|casi\s+siempre)\s+hay\s+(?:una\s+)?(?:cola|fila)\b"
    r"|\b(?:suele|suelen|siempre)\s+(?:ir|va|van|estar)\s+(?:a\s+reventar|hasta\s+los\s+topes|abarrotad[oa]s?)\b",
    "it": r"\b(?:profuma|profumano|puzza|puzzano)\s+sempre\s+di\b|\bsempre\s+(?:profuma|puzza)\s+di\b"
    r"|\bc['’]è\s+(?:quasi\s+)?sempre\s+(?:la\s+|una\s+)?(?:fila|coda|ressa)\b",
    "ru": r"(?<![а-яё])(?:(?:всегда|обычно)\s+пахнет|пахнет\s+(?:всегда|обычно)|(?:всегда|обычно)\s+очередь)(?![а-яё])",
    "ar": r"(?:دايم|دائم|عادة)\S*\s+(?:في|فيه|فيها)\s+(?:طابور|زحمة|دور)(?![\u0621-\u064a])"
    r"|(?:دايم|دائم|عادة)\S*\s+ريحت\S*|ريحت\S*\s+(?:دايم|دائم|عادة)",
}
# (issue 33, thirty-third round) or a thing's state told with its always: lateness, the air's heat,
# cold or closeness, fullness, noise, dark or dirt, the always right beside the state, "The number 9
# bus is always late when it snows", "Die Trockner sind sonntags immer zu heiß", "El autobús siempre
# llega tarde", "La sala del coro è sempre soffocante", "Паром всегда опаздывает", "قاعة الكورال دايمًا
# خانقة". A state nobody makes is no one's way; the same guards as the crowd's after it (the team in
# it, a reason given, an order put first; "must always be …" is the team's, a must, and German's "ist
# immer … zu machen" a must too). Never a participle of doing ("is always deployed", "wird immer
# geprüft"): the state words only.
_STATE_ALWAYS = {
    "en": r"\b(?:is|are|gets|get)\s+(?:always|forever)\s+(?:(?:too|so|really|far\s+too|a\s+bit)\s+)?(?:late|delayed|"
    r"stuffy|hot|boiling|freezing|cold|chilly|humid|muggy|damp|stifling|noisy|dark|filthy|grubby|slippery|muddy)\b"
    r"|\balways\s+(?:runs|run|arrives|arrive|comes|come|turns\s+up|shows\s+up)\s+late\b",
    "fr": r"\b(?:est|sont)\s+toujours\s+(?:(?:trop|très|si|un\s+peu)\s+)?(?:en\s+retard|étouffante?s?|chaude?s?|"
    r"brûlante?s?|froide?s?|glaciale?s?|humides?|moites?|bruyante?s?|sombres?|sales?|crasseu(?:x|se|ses)|glissante?s?)\b"
    r"|\b(?:arrive|arrivent|passe|passent)\s+toujours\s+en\s+retard\b",
    # (German's team or speaker opening the sentence, "Wir sind immer eiskalt …", which `_PEOPLE`
    # reads only in lower case, where the formal "Sie" is told apart from "sie")
    "de": r"(?<!wir\s)(?<!ich\s)\b(?:ist|sind|kommt|kommen)\s+(?:[\w-]+\s+){0,3}?immer\s+(?:(?:zu|viel\s+zu|so|total|ziemlich)\s+)?"
    r"(?:spät|verspätet|heiß|kalt|eiskalt|stickig|schwül|feucht|laut|dunkel|dreckig|schmutzig|glatt|rutschig)\b"
    r"(?!\s+zu\s+\w+en\b)",
    "es": r"\b(?:siempre\s+(?:está|están|llega|llegan|viene|vienen|va|van)|(?:está|están|llega|llegan|viene|vienen)\s+siempre)"
    r"\s+(?:(?:demasiado|muy|tan)\s+)?(?:tarde|con\s+retraso|retrasad[oa]s?|caluros[oa]s?|calientes?|frí[oa]s?|"
    r"helad[oa]s?|húmed[oa]s?|ruidos[oa]s?|oscur[oa]s?|suci[oa]s?|sofocantes?|agobiantes?|resbaladiz[oa]s?)\b",
    "it": r"\b(?:(?:è|sono|arriva|arrivano|passa|passano)\s+sempre|sempre\s+(?:è|sono))\s+(?:(?:troppo|molto|così)\s+)?"
    r"(?:in\s+ritardo|soffocant[ei]|afos[oaie]|cald[oaie]|fredd[oaie]|gelid[oaie]|umid[oaie]|rumoros[oaie]|"
    r"bui[oaie]|sporc[oaie]|scivolos[oaie]|pien[oaie])\b",
    "ru": r"(?<![а-яё])(?:всегда|вечно)\s+(?:(?:так|очень|слишком)\s+)?(?:опаздыва(?:ет|ют)|задержива(?:ет|ют)ся|"
    r"душно|жарко|холодно|сыро|шумно|темно|грязно|скользко|душн[аоы]\w*|жарк[аоий]\w*|холодн[аоы]\w*|"
    r"сыр[аоы]\w*|грязн[аоы]\w*|тёмн\w*|темн[аоы]\w*)(?![а-яё])"
    r"|(?<![а-яё])опаздыва(?:ет|ют)\s+(?:всегда|вечно)(?![а-яё])",
    "ar": r"(?:دايم|دائم)\S*\s+(?:(?:ب)?[يت]{1,2}تأخر\S*|(?:ب)?[يت]{1,2}أخر\S*|متأخر\S*|مليان\S*|خانق\S*|حامي\S*|"
    r"سخن\S*|بارد\S*|رطب\S*|وسخ\S*|معتم\S*|عتم\S*)",
}
# (review of the thirty-third round, 8 and 9) a state with its always is the team's way, a house
# convention, where a never stands beside it ("Dashboards are always dark, never light", "Les boissons
# sont toujours froides, jamais tièdes", "Das Wasser ist immer heiß, nie kochend") or where a clause
# after it is told to the one addressed, an order or a forbidding the directive tables may not know
# ("…, ne le change pas", "…, ne le passe jamais en clair", "…, no los pongas en claro", "…, non
# cambiarlo", "…, не меняй её", "…، لا تستخدم الأبيض", "…، ما تغيره للفاتح"): read after the state.
_CLAUSE_START = r"(?:^|[,;:،؛]|\s(?:and|but|et|mais|und|aber|y|pero|e|ma|и|но|а|و))\s*"
_KEPT_AFTER_STATE = {
    "en": r"\b(?:never|don['’]t|do\s+not|please)\b|"
    + _CLAUSE_START
    + r"(?:just\s+)?(?:keep|leave|use|set|make|switch|turn)\b",
    "fr": r"\b(?:jamais|surtout\s+pas)\b|"
    + _CLAUSE_START
    + r"(?:ne\s+(?:(?:le|la|les|lui|leur|me|nous|y|en)\s+)*|n['’]\s*(?:(?:y|en)\s+)?)[\w-]+\s+(?:pas|jamais|plus)\b"
    r"|\b\w+-(?:le|la|les|moi|lui|leur|nous|y|en)\b",
    "de": r"\b(?:nie|niemals|bitte)\b|"
    + _CLAUSE_START
    + r"(?!(?:ist|sind|war|waren|wird|werden|hat|haben|kommt|kommen)\b)\w+\s+(?:sie|es|ihn|die|den|das)\s+"
    r"(?:bitte\s+)?(?:nicht|keinesfalls)\b",
    "es": r"\b(?:nunca|jamás|por\s+favor)\b|"
    + _CLAUSE_START
    + r"no\s+(?:(?:lo|la|los|las|le|les|me|nos|te|se)\s+)*\w+(?:es|as)\b",
    "it": r"\b(?:mai|per\s+favore)\b|"
    + _CLAUSE_START
    + r"non\s+\w+(?:are|ere|ire)(?:lo|la|li|le|ne|gli|mi|ci)?\b",
    "ru": r"(?<![а-яё])(?:никогда|пожалуйста)(?![а-яё])|"
    + _CLAUSE_START
    + r"не\s+[а-яё]+(?:ай|яй|ей|уй|ой|айте|яйте|ейте|ите)(?![а-яё])",
    "ar": r"(?<![\u0621-\u064a])(?:أبد|ابد|أبدا|ابدا|أبدًا|ابدًا|أبداً|ابداً)(?![\u0621-\u064a])|"
    + _CLAUSE_START
    + r"(?:لا|ما)\s+ت\S{2,}",
}
# (the crowd as the sentence's own telling, never the reason given for an order: "Always book the
# hall two weeks ahead because it gets packed")
_A_REASON = re.compile(
    r"(?<!\w)(?:because|since|as|so|parce\s+que|car|puisque|weil|denn|da|porque|ya\s+que|perché|poiché"
    r"|потому\s+что|так\s+как|ведь|لأن|لان|عشان|علشان"
    # (review of the thirtieth round, 12: or the order after it, opened by a "so", "…, donc fais des
    # petites PR", "…, поэтому пиши маленькие PR"; German's "also" after its comma only, never
    # English's "also")
    r"|donc|поэтому|quindi|así\s+que|deshalb|daher|darum|لذلك)(?!\w)|,\s*also(?!\w)",
    re.I,
)
# (mend of issue 33's twenty-seventh-round review) an order put first, by an always or a never of the
# speaker's or a command's own form ("Always reserve a table on Fridays, the place is always rammed",
# "Réservez toujours la salle …, elle est toujours bondée", "Fermez toujours la porte à clé,
# personne ne la surveille", "احجز قبلها بيومين، المطعم دايماً زحمة"): the crowd or the no one after
# the comma is the reason given for the rule, never the sentence's own telling
_ORDER_FIRST = {
    "en": r"^\s*(?:(?:please|just)\s+)?(?:always|never|make\s+sure|remember\s+to|don['’]t)\b",
    "fr": r"^\s*(?:ne\s+|n['’]\s*)?[\w-]{3,}ez\b|^\s*(?:toujours|jamais)\b|^\s*\w+\s+(?:toujours|jamais)\b",
    "de": r"^\s*(?:immer|nie|niemals)\b|^\s*\w+\s+(?:Sie\s+|du\s+)?(?:immer|nie|niemals)\b",
    "es": r"^\s*(?:siempre|nunca)\b|^\s*\w+\s+(?:siempre|nunca)\b",
    "it": r"^\s*(?:sempre|mai)\b|^\s*(?:non\s+)?\w+\s+(?:sempre|mai)\b",
    "ru": r"^\s*(?:всегда|никогда|заранее)(?![а-яё])|^\s*[а-яё]+(?:йте|ите)(?![а-яё])",
    # (review of the thirtieth round, 11: or an always, however spelt, before a spoken imperative,
    # a short word with no present's or noun's mark, "دايمًا شغل التستات …"; never before a state,
    # "دايمًا في طابور …", "دايمًا زحمة")
    "ar": r"^\s*(?:دايما|دايماً|دائما|دائماً)(?![\u0621-\u064a])|^\s*[اإ](?!ل)\S{2,4}(?!\S)"
    r"|^\s*دا[يئ]م\S*\s+(?!في|فيه|ال|[بيتن])[\u0621-\u064a]{2,4}(?<![ةه])(?!\S)",
}
# (twenty-ninth round) the world answering the weather, with its always: "Les chèvres bêlent
# toujours plus fort quand l'orage approche", "La telesilla siempre para … cuando sube el viento",
# "Подъёмник всегда встаёт …, когда поднимается ветер", "الماعز دايماً تصيح أكثر لما تقرب العاصفة":
# an always or a usually, then a when whose clause names the weather within a few words. The same
# guards as above after it: the team in it ("We always close the lifts when the wind picks up") or an
# order put first ("Always shut the gate when a storm comes") keeps it out.
_WEATHER_WHEN = {
    "en": r"\b(?:always|usually)\b[^.!?]*\b(?:when|whenever|once|as\s+soon\s+as)\s+(?:[\w'’]+\s+){0,3}?"
    r"(?:wind|storm|thunder|rain|snow|tide|fog|frost|gale)\w*",
    "fr": r"\b(?:toujours|généralement|en\s+général)\b[^.!?]*\b(?:quand|lorsque|dès\s+que)\s+(?:[\w'’]+\s*){0,3}?"
    r"(?:vent|orage|tempête|pluie|pleut|neige|marée|brouillard|gel)",
    "de": r"\b(?:immer|meistens)\b[^.!?]*\b(?:wenn|sobald)\s+(?:\w+\s+){0,3}?"
    r"(?:Wind|Sturm|Gewitter|Regen|regnet|Schnee|schneit|Nebel|Frost)",
    "es": r"\b(?:siempre|suele|suelen)\b[^.!?]*\b(?:cuando|en\s+cuanto)\s+(?:\w+\s+){0,3}?"
    r"(?:viento|tormenta|lluvia|llueve|nieve|nieva|marea|niebla|helada)",
    "it": r"\b(?:sempre|di\s+solito)\b[^.!?]*\b(?:quando|appena)\s+(?:[\w'’]+\s+){0,3}?"
    r"(?:vento|temporale|tempesta|pioggia|piove|neve|nevica|marea|nebbia|gelo)",
    "ru": r"(?<![а-яё])(?:всегда|обычно)(?![а-яё])[^.!?]*(?<![а-яё])(?:когда|как\s+только)\s+(?:[а-яё]+\s+){0,3}?"
    r"(?:ветер|гроза|грозы|буря|дождь|снег|туман|мороз|прилив)",
    "ar": r"(?:دايم|دائم|عادة)\S*[^.!?؟]*(?<!\S)(?:لما|عندما|حين|وقت\s+ما)\s+(?:\S+\s+){0,3}?"
    r"(?:ال)?(?:ريح|رياح|عاصف|مطر|تمطر|ثلج|ضباب|رعد)",
}
_WEATHER_WHEN_RX = {code: re.compile(words, re.I) for code, words in _WEATHER_WHEN.items()}
# (the weather's nouns alone, whose needed words gate the search before the always's: most
# sentences with an always name no weather)
_WEATHER_NOUNS = {
    code: re.compile(words[words.rindex("(?:") :], re.I) for code, words in _WEATHER_WHEN.items()
}
# what the thing does is its own, no object taken: no article between the always and the when
# ("Les enfants rentrent toujours les vélos quand il pleut" is a household's way); Russian and
# Arabic, with no article, say it louder, more or stop ("громче", "встаёт", "أكثر")
_OWN_ACT = {
    "en": r"^(?!.*(?<!in\s)(?<!at\s)(?<!on\s)(?<!for\s)(?<!by\s)(?<!around\s)\b(?:the|a|an|their|his|her|its)\b)",
    "fr": r"^(?!.*(?<!à\s)(?<!vers\s)(?<!dans\s)(?<!pour\s)(?<!de\s)\b(?:les|la|le|l['’]|leurs?|une?|des|ses|sa|son)\b)",
    "de": r"^(?!.*\b(?:die|den|das|dem|ein\w*|ihre?n?|seine?n?)\b)",
    "es": r"^(?!.*(?<!hacia\s)(?<!a\s)(?<!en\s)(?<!de\s)(?<!por\s)(?<!para\s)\b(?:los|las|el|la|sus?|una?)\b)",
    "it": r"^(?!.*(?<!verso\s)(?<!per\s)(?<!di\s)(?<!a\s)\b(?:i|gli|le|il|lo|la|l['’]|una?|suoi|sue)\b)",
    "ru": r".*(?<![а-яё])(?:громче|сильнее|чаще|больше|вста[её]т|останавлива\w*|замира\w*)(?![а-яё])",
    "ar": r".*(?:أكثر|اكثر|أعلى|اعلى|(?<!\S)(?:ب)?[يت]وق(?:ّ)?ف)",
}
_OWN_ACT_RX = {code: re.compile(words, re.I) for code, words in _OWN_ACT.items()}
# (review of the twenty-ninth round, G4) and what it does is a sound, a motion or a reaction, a
# beast's or a machine's ("bêlent", "gackern", "ladran", "slows down", "si ferma", "more", "louder"):
# a bare noun with a verb of scheduling ("Outdoor classes always move inside when it rains", "Das
# Training fällt immer aus, wenn Gewitter ist", "Deploys always pause when a storm warning is out")
# is a house's rule, never the world's own doing. Russian and Arabic name theirs in `_OWN_ACT`.
_REACTS = {
    "en": r"\b(?:bleat|bark|howl|cr(?:y|ies)|crow|cluck|moo|neigh|squawk|chirp|whine|creak|rattle|shake"
    r"|sway|slow|stop|stall|freeze|crash|flicker|hum|buzz|roar|hide|huddle|shiver|tremble|panic"
    r"|louder|more|harder|faster)\w*",
    "fr": r"\b(?:bêl|aboi|hurl|cri|caquet|meugl|henn|grogn|grinc|trembl|vibr|ralent|s['’]arrêt|arrêt"
    r"|plant|gèl|gronde|plus)\w*",
    "de": r"\b(?:gacker|bell|heul|schrei|kräh|muh|wieher|quietsch|klapper|wackel|zitter|steh|stopp|hält"
    r"|halten|lauter|mehr|langsam|stürz|friert)\w*",
    "es": r"\b(?:bal|ladr|aúll|aull|chill|cacare|mug|relinch|cruj|tiembl|detien|paran?\b|más)\w*",
    "it": r"\b(?:bel|abbai|ulul|strill|chiocci|mugg|nitr|scricchiol|trem|ferm|rallent|più)\w*",
}
_REACTS_RX = {code: re.compile(words, re.I) for code, words in _REACTS.items()}


def weather_when(probe: str, codes) -> bool:
    """The sentence tells the world answering the weather with its always (`_WEATHER_WHEN`), with
    no one of the team's in it and no order put first, in one of the languages `codes`."""
    for code in codes:
        found, when = _PATTERNS.get(code), _WEATHER_WHEN_RX.get(code)
        # (its needed words first: most sentences name no weather, needed_words.may_match)
        told = (
            when.search(probe)
            if when is not None and may_match(_WEATHER_NOUNS[code], probe)
            else None
        )
        if told is None or found is None:
            continue
        # (the span from the always to the when: what the thing does there)
        span = told.group()
        cut = re.search(
            r"(?<!\w)(?:when|whenever|once|as\s+soon|quand|lorsque|dès|wenn|sobald|cuando|en\s+cuanto"
            r"|quando|appena|когда|как\s+только|لما|عندما|حين|وقت)(?!\w)",
            span,
            re.I,
        )
        if not _OWN_ACT_RX[code].match(span[: cut.start()] if cut else span):
            continue
        reacts = _REACTS_RX.get(code)
        head = probe[: told.start() + (cut.start() if cut else len(span))]
        if reacts is not None and not reacts.search(head):
            continue
        if not found[1].search(probe) and not found[4].search(probe):
            return True
    return False


# the team, the speaker or the one addressed in the sentence: maybe the team's way
_PEOPLE = {
    "en": r"\b(?:we|our|us|I|my|me|you|your)\b",
    "fr": r"\b(?:nous|notre|nos|on|je|j['’]|tu|vous|votre|vos)\b",
    "de": r"\b(?:wir|unser\w*|ich|du|ihr|euer|Sie|bitte)\b",
    "es": r"\b(?:nosotros|nuestr[oa]s?|yo|vos|tú|usted|hacemos|cerramos|abrimos)\b",
    "it": r"\b(?:noi|nostr[oaie]|io|tu|voi|lei|puoi|potete)\b",
    # (and "кто": whoever does a part, "Тот, кто принимает звонок, сам заводит заявку", a person)
    # (review of the thirtieth round, 12: never "у нас", where a place's state is told as often as
    # the team's way, "У нас почти всегда закрыта смотровая площадка"; its "поэтому" is `_A_REASON`)
    "ru": r"(?<![а-яё])(?:мы|наш\w*|я|ты|вы|ваш\w*|мне|нам|кто)(?![а-яё])",
    "ar": r"(?<![\u0621-\u064a])(?:إحنا|احنا|نحن|أنا|انا|إنت|انت|أنت)(?![\u0621-\u064a])",
}


def _compiled(code: str) -> tuple[re.Pattern[str], ...] | None:
    if code not in _BY_ITSELF:
        return None
    return (
        re.compile(_BY_ITSELF[code] + "|" + _ALMOST_ALWAYS[code], re.I),
        re.compile(_PEOPLE[code], 0 if code == "de" else re.I),
        re.compile(_NO_ONE[code] + "|" + _NO_ONE_AFTER[code], re.I),
        re.compile(
            _CROWDED[code] + "|" + _HEAPED[code] + "|" + _SMELL_OR_QUEUE[code],
            re.I,
        ),
        re.compile(_ORDER_FIRST[code], re.I),
        re.compile(_STATE_ALWAYS[code], re.I),
        re.compile(_KEPT_AFTER_STATE[code], re.I),
    )


_PATTERNS = {code: _compiled(code) for code in _BY_ITSELF}


def said(probe: str, codes) -> bool:
    """The sentence (its probe) tells a machine's own act or a place's almost-always state, with
    no one of the team's in it, in one of the languages `codes`."""
    for code in codes:
        found = _PATTERNS.get(code)
        if found is None:
            continue
        by_itself, people, no_one, crowded, order_first, state, kept = found
        # (review of the thirtieth round, 11: an order put first is asked before the by-itself too,
        # "دايمًا شغل التستات أوتوماتيك قبل الميرج", an always and an order, the team's rule)
        if order_first.search(probe):
            continue  # the crowd, the no one or the by-itself after it is the order's
        if by_itself.search(probe) and not people.search(probe):
            return True
        crowd = crowded.search(probe)
        if crowd is not None and not people.search(probe) and not _A_REASON.search(probe):
            return True
        # (review of the thirty-third round, 8 and 9: a never beside the always, or a clause told to
        # the one addressed after it, keeps the state the team's way, `_KEPT_AFTER_STATE`)
        told = state.search(probe)
        if (
            told is not None
            and not people.search(probe)
            and not _A_REASON.search(probe)
            and not kept.search(probe[told.end() :])
        ):
            return True
        hand = no_one.search(probe)
        if hand is not None and not people.search(probe[: hand.start()] + probe[hand.end() :]):
            return True
    return False


# where a sentence joins its clauses: a comma or semicolon, or an "and"
_JOINED = re.compile(r"\s*[,;]\s*|\s+(?:and|et|und|y|e|и)\s+", re.I)
# (thirtieth round) a joined clause opening with its "if" gives no order of its own, the order is
# in another clause: Russian's generic infinitive after it, "…, если открыть кожух", reads as one
_IF_PART = re.compile(r"\s*(?:if|si|wenn|falls|se|если|إذا|اذا)(?!\w)", re.I)


def set_aside(text: str, probe: str, codes, own) -> bool:
    """`text` (a sentence's probe, or its main clause) `said` so, and the sentence (`probe`)
    orders or lets the one addressed nothing, in its own language's tables (`own`, a Group): no
    directive in it nor opening one of its joined clauses, no may, no permission, as rules.py reads
    its "automatically" ("Lass den Linter von selbst laufen, ruf black nie manuell auf", "Arbeite
    selbstständig an Tickets und frag nur bei Blockern nach": orders, the team's way)."""
    if not said(text, codes) and not weather_when(probe, codes):
        return False
    # (twenty-eighth round) the closing that denies anyone a hand is no order nor leave of its own
    # ("…, da muss keiner dabeibleiben", "…, no hace falta que nadie se quede": a must, a need)
    rest = _without_hands(probe, codes)
    return (
        not any(
            own.directive.search(part) and not _IF_PART.match(part) for part in _JOINED.split(rest)
        )
        and not own.may.search(rest)
        and not own.permission.search(rest)
    )


def _without_hands(probe: str, codes) -> str:
    """`probe` with its no-one's-hand clause (`_NO_ONE`, `_NO_ONE_AFTER`) taken out, if it has one."""
    for code in codes:
        found = _PATTERNS.get(code)
        hand = found[2].search(probe) if found else None
        if hand is not None:
            return probe[: hand.start()] + probe[hand.end() :]
    return probe
