"""What is the world's or a tool's own, not a team's way (issue 33, seventeenth round): each
table's `everyday` takes these, so a sentence that says them is no rule.

**The public world as the subject** (every western table): shops, malls and markets, roads and
streets, what fuel, power or gold costs, with a time or place put first or not — "The shops are
packed on Saturdays", "Las tiendas se llenan los sábados", "Samstags sind die Baumärkte immer
überlaufen", "Зимой дороги тут чистят плохо", "يُباع الذهب بسعر أعلى في موسم الأعراس". A fact of
the world that comes round is no one's practice. Never when the team says the shops are its own
("Our shops close at 6 on Sundays", "In unseren Märkten …", "Nos magasins …": the possessive is no
article these patterns take), nor a clause the team or the one addressed speaks in ("The stores we
manage are closed on Sundays").

**What a tool does by itself** (en, fr, de; es, it, ru and ar say it in their tables already): a
name, its verb, then the words for "by itself" — "Jira moves a ticket to Done on its own when …",
"Qonto range les dépenses tout seul", "Shopify envoie automatiquement …", "DATEV legt … von selbst
… an". Its behaviour, not the team's way, even under a condition or a cadence. Never a pronoun, a
team or a department ("Finance approves … automatically", "Die Buchhaltung prüft automatisch …"),
nor the one addressed ("You can close tickets on your own …").

**The weather or the traffic as what comes round** (every western table; issue 33, twenty-second
round): the weather as the verb or as the subject of its verb ("il vente presque toujours", "regnet
es fast immer", "soffia quasi sempre la bora", "почти всегда дует бора", "الدنيا دايماً بتمطر"), or a
road's jam ("steht man … immer", "всегда стоит пробка", "الدائري … واقف"), said with an always or an
every of its own. Never with the team or the one addressed in the sentence, nor under a condition
whose main clause is the team's ("Bei Glatteis streuen wir …", "Si llueve, siempre cerramos …": the
main clause is read apart), nor a weather word that only names when a rule holds ("… annulées en cas
de mistral").

**A change given up** (en, ru; nineteenth round): "We won't be moving the stand-up … after all",
"Мы всё-таки не будем переносить планёрку …" — the way stays as it was, nothing new to keep.
"""

from __future__ import annotations

_WORLD = {
    "en": (
        r"^[\s,]*(?:(?:on|in|at|during|round\s+here|around\s+here)\b[^,]{0,30},?\s+)?(?:the\s+)?(?:shops|stores|"
        r"supermarkets|malls|shopping\s+cent(?:re|er)s|high\s+street|markets|roads|streets|motorways|highways|"
        r"(?:fuel|petrol|gas|electricity|energy|gold|house|rent)\s+prices|prices\s+of\s+(?:fuel|petrol|gas|electricity|gold))\b"
        r"(?!(?:\s+[\w'’-]+){0,3}?\s+(?:we|you|I|our)\b)(?:\s+[\w'’-]+){0,3}?\s+"
        r"(?:are|is|get|gets|go|goes|fill|fills|rise|rises|shoot)\b"
    ),
    "fr": (
        r"^[\s,]*(?:\w+[\s,]+){0,2}?(?:les|le|la|l['’])\s*(?:magasins|supermarchés|grandes\s+surfaces|centres\s+commerciaux|"
        r"boutiques|marchés|routes|rues|autoroutes|périph(?:érique)?|bouchons|embouteillages|"
        r"prix\s+(?:de\s+l['’]|du|de\s+la|des)\s*(?:essence|carburant|électricité|gaz|or|immobilier|loyers))\b"
        r"(?!\s+(?:de\s+)?(?:nos|notre)\b)"
    ),
    "de": (
        r"^[\s,]*(?:\w+[\s,]+){0,2}?(?:die|der|den)\s+(?:Läden|Geschäfte|Supermärkte|Baumärkte|Einkaufszentren|"
        r"Innenstadt|Straßen|Autobahnen|Autobahn|Märkte|(?:Sprit|Benzin|Strom|Gas|Gold|Miet)preise)\b"
        # (or the roads' or trains' crowding closing the sentence: "Samstags ist auf der A8 immer Stau")
        r"|^(?=[^.!?]*(?:Stau|Verkehrschaos|Gedränge|überfüllt|rappelvoll|proppenvoll|brechend|Schlange))"
        r"(?![^.!?]*\b(?:wir|ich|du|ihr|bitte|unser[emnrs]?)\b)[^.!?,;:]{0,80}?\b(?:ist|sind|herrscht|gibt\s+es)\b"
        r"[^.!?,;:]{0,60}?\b(?:Stau|Staus|Verkehrschaos|Gedränge|überfüllt|rappelvoll|proppenvoll|brechend\s+voll|"
        r"(?:Warte)?[Ss]chlangen?)"
        r"\s*[.!…]*\s*$"
    ),
    "es": (
        r"^[\s,]*(?:\w+[\s,]+){0,2}?(?:los|las|el|la)\s+(?:tiendas|súper|supers|supermercados|centros\s+comerciales|"
        r"plazas\s+comerciales|malls|mercados|calles|carreteras|autopistas|"
        r"precios\s+de\s+(?:la\s+luz|la\s+gasolina|la\s+nafta|el\s+gas|el\s+oro|los\s+alquileres|la\s+vivienda))(?!\w)"
    ),
    "it": (
        r"^[\s,]*(?:\w+[\s,]+){0,2}?(?:i|gli|le|il|la|l['’])\s*(?:negozi|supermercati|centri\s+commerciali|mercati|strade|"
        r"autostrade|tangenziale|prezzi\s+(?:della\s+benzina|del\s+gas|della\s+luce|dell['’]oro|degli\s+affitti))\b"
        # (or the crowding closing the sentence: "Ad agosto i traghetti … sono sempre pieni zeppi")
        r"|^(?=[^.!?]*(?:pien[ie]|strapien|affollat|intasat|traffico|ingorghi|code))"
        r"(?![^.!?]*\b(?:noi|nostr[oaie]|facciamo|andiamo)\b)[^.!?,;:]{0,80}?(?:\b(?:sono|è|ci\s+sono)|c['’]è)\s+"
        r"(?:sempre\s+|spesso\s+|di\s+solito\s+)?(?:(?:un|dei|delle)\s+)?(?:pieni(?:\s+zeppi)?|piene(?:\s+zeppe)?|"
        r"strapien[ioe]|affollat[ioe]|intasat[aoie]|traffico(?:\s+\w+)?|ingorghi|code)\s*[.!…]*\s*$"
    ),
    # (the place as well as the subject: "В этом магазине всегда продаются …")
    "ru": (
        r"^[\s,]*(?:[^\s,]+[\s,]+){0,2}?(?:магазин[а-яё]*|супермаркет[а-яё]*|торгов[а-яё]+\s+центр[а-яё]*|ТЦ|рын[а-яё]+|"
        r"дорог(?:и|ах|у)|улиц(?:ы|ах)|пробк[а-яё]*|цен[а-яё]*\s+на\s+(?:бензин|топливо|электричество|газ|золото|жильё|аренду))"
        r"(?![а-яё])"
        # (or jams and crowds closing the sentence, said of how they are: "Зимой на МКАД по утрам
        # сплошные пробки", "По пятницам на выезде из города всегда заторы")
        r"|^(?=[^.!?]*(?:пробки|заторы|толпы|давка))[^.!?,;:]{0,80}?(?:сплошные|жуткие|дикие|огромные|вечные|постоянные|страшные|ж[её]сткие|адские|"
        r"всегда|вечно|постоянно|обычно)\s+(?:пробки|заторы|толпы|давка)\s*[.!…]*\s*$"
    ),
    # (ar.py closes it with its word boundary and folds it as its table's patterns)
    "ar": (
        r"^[\s،,]*(?:\S+\s+){0,2}?(?:المحلات|المحلات\s+التجارية|المولات|الأسواق|السوق|السوبرماركت|الطرق|الشوارع|"
        r"الزحمة|الذهب|البنزين|أسعار\s+(?:الذهب|البنزين|الكهرباء|الوقود|الإيجارات))"
    ),
}

_BY_ITSELF = {
    "en": (
        r"^\s*(?:the\s+)?(?!(?:finance|support|sales|legal|billing|ops|hr|it|marketing|accounting|procurement|"
        r"security|reception|everyone|everybody|nobody|someone|each|every|always|never)\b)(?-i:[A-Z][\w.-]*)"
        r"(?:\s+(?-i:[A-Z][\w.-]*))?\s+[a-z]{2,}s\s+(?:[^.!?,;]*?\s)?(?:on\s+its\s+own|(?:all\s+)?by\s+itself|"
        r"automatically)\b"
    ),
    "fr": (
        r"^\s*(?:(?:le|la|l['’])\s*)?(?!(?:on|nous|tu|vous|je|il|elle|ils|elles|le|la|les|chaque|tout|toute|"
        r"personne|rien|jamais|toujours)\b)(?-i:[A-Z][\w.-]*)(?:\s+(?-i:[A-Z][\w.-]*))?\s+[a-zéèêàç]{3,}(?:e|t)\s+"
        r"(?:[^.!?;]*?\s)?(?:tout\s+seul|toute\s+seule|de\s+lui-même|d['’]elle-même|automatiquement)\b"
    ),
    "de": (
        r"^\s*(?:(?:das|der|die)\s+)?(?!(?:wir|ich|du|ihr|sie|man|er|es|das|der|die|jeder|jede|keiner|niemand|"
        r"buchhaltung|vertrieb|support|einkauf|team|abteilung|chef|chefin|leitung|personalabteilung)\b)"
        r"(?-i:[A-Z][\w.-]*)\s+[a-zäöüß]{3,}t\s+(?:[^.!?;]*?\s)?(?:von\s+selbst|von\s+allein(?:e)?|automatisch|"
        r"selbstständig)\b"
    ),
}

# (issue 33, twenty-third round) Spanish, Italian and Arabic: a product's name (one or two capitalised
# words) or a machine's or an app's noun, its verb, then "by itself" ("Salesforce te cierra la
# sesión solo …", "La app de reservas les manda sola un aviso …", "Danea Easyfatt manda da solo il
# sollecito …", "تطبيق المواعيد يرسل تذكير للمريض لحاله", "بوابة المخيّم تفتح لحالها"): its behaviour,
# not the team's way. Never a team or a role noun, a pronoun, nor the one addressed ("Puedes hacer
# merge solo …": no name leads it).
_TOOL_ES = (
    r"(?:app|aplicación|programa|sistema|web|plataforma|barrera|puerta|máquina|impresora|centralita|alarma|"
    r"calendario|software|robot|servidor|portal)"
)
_BY_ITSELF["es"] = (
    r"^\s*(?:(?:la|el|los|las)\s+" + _TOOL_ES + r"(?:\s+(?:de|del|de\s+la|de\s+los)\s+[\w-]+)?\s+|"
    r"(?!(?:Yo|Tú|Usted|Nosotros|Ella|Él|Ellos|Cada|Todo|Nadie|Siempre|Nunca|Solo|Si|Cuando|La|El|Los|Las|Le|Les|Lo|"
    r"Il|Gli|Un|Una|Uno|Unos|Unas|Mi|Tu|Su|Sus|Nuestr[oa]s?|Est[ea]s?|Es[ea]s?)\b)"
    # (one capitalised word may open any sentence: a name alone is one only when the app speaks
    # to someone after it, "Holded te manda …"; two make a name, "Google Calendar avisa …")
    r"(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z][\w-]*)\s+(?:(?:te|le|les|nos|se|lo|la)\s+)?|\s+(?:te|le|les|nos)\s+))"
    r"(?:(?:te|le|les|nos|se|lo|la)\s+)?[a-záéíóúñ]{3,}[ae]n?\s+(?:[^.!?;,]*?\s)?sol[oa]s?\b"
)
_BY_ITSELF["it"] = (
    r"^\s*(?!(?:Io|Tu|Lei|Noi|Voi|Ogni|Tutti|Nessuno|Sempre|Mai|Se|Quando)\b)(?-i:[A-Z][\w-]*)\s+(?-i:[A-Z][\w-]*)\s+"
    r"(?:(?:ti|gli|le|ci|vi|si)\s+)?[a-zàèéìòù]{3,}[ae]\s+(?:\S+\s+)?da\s+sol[oa]\b"
)
_BY_ITSELF["ar"] = (
    r"^\s*(?:ال)?(?:تطبيق|برنامج|نظام|سيستم|موقع|بوابة|جهاز|آلة|طابعة|ماكينة|مكينة|روبوت|سيرفر|منصة)\S*\s+"
    r"(?:\S+\s+){0,6}?(?:لحال(?:ه|ها)|لوحد(?:ه|ها)|من\s+نفس(?:ه|ها))"
)


# **The weather or the traffic as what comes round** (issue 33, twenty-second round): led by `^`
# (a sentence is tried once), the team's or the addressee's words refused, the weather or the jam
# looked for ahead, and the always or the every read last, as what the match consumes: those few
# words are what the table's own `weather` slot needs (needed_words), so a sentence without one is
# not searched, and the test for them is a handful of substring tests (the weather's thirty words
# cost more to test than the pattern; inside `everyday` the always words let that whole slot run).
def _weather(team: str, weather: str, always: str, stop: str = ".!?") -> str:
    return rf"^{team}(?=[^{stop}]*?{weather})[^{stop}]*?{always}"


_WEATHER_PARTS = {
    "en": (
        r"(?![^.!?]*?\b(?:we|we're|our|us|you|your|I|my|me|please|let's|must|should)\b)",
        r"\b(?:it(?:'s|\s+is)?\s+(?:\w+\s+){0,2}?(?:rain|pour|snow|drizzl|hail|blow|freez|sleet)\w*|"
        r"(?:the\s+)?(?:fog|mist|rain|snow|wind|frost|drizzle|hail|gales?|sleet)\s+(?:\w+\s+){0,3}?(?:comes?|rolls?|"
        r"settles?|blows?|lies|falls?|sits?)|(?-i:[AM]\d{1,3})\b(?:\s+[\w'’-]+){0,4}?\s+is\s+(?:always\s+)?(?:solid|"
        r"chock-?a-?block|rammed|crawling|gridlocked|jammed|at\s+a\s+standstill|backed\s+up))\b",
        r"\b(?:always|invariably|every\s+(?:day|year|winter|summer|autumn|spring|evening|morning)|usually)\b",
    ),
    "fr": (
        r"(?![^.!?]*?\b(?:on|nous|notre|nos|tu|vous|je|j|mon|ma|mes|merci|faut|doit|doivent)\b)",
        r"(?:\bil\s+(?:\w+\s+){0,3}?(?:pleut|neige|grêle|gèle|vente|bruine)\b|\b(?:le|la|l['’]|les)\s*(?:mistral|tramontane|bise|vent|pluie|neige|brouillard|brume|"
        r"orages?|grêle|canicule|crachin)\s+(?:\w+\s+){0,3}?(?:souffle|tombe|tombent|s['’]installe|"
        r"éclate|éclatent|recouvre|couvre)\b|\bil\s+y\s+a\s+(?:\w+\s+){0,3}?(?:du|de\s+la|des)\s+(?:brouillard|"
        r"pluie|neige|brume|orages|bouchons|embouteillages)\b|\bça\s+bouchonne\b|"
        # (twenty-third round: the sea's or the sky's state, a road cut by the tide or the snow)
        r"\b(?:la\s+mer|le\s+ciel)\s+(?:\w+\s+){0,2}?(?:est|reste)\s+(?:\w+\s+){0,3}?(?:agitée|houleuse|grise|"
        r"couvert|bas)\b|\b(?:coupée|coupées|inondée|inondées|submergée)\s+(?:\w+\s+){0,2}?(?:marée|crue|neige)s?\b)",
        r"\b(?:toujours|tous\s+les\s+(?:jours|ans|hivers|étés|soirs|matins)|chaque\s+(?:année|hiver|été|automne|"
        r"printemps|soir|matin)|d['’]habitude)\b",
    ),
    "de": (
        r"(?![^.!?]*?\b(?:wir|uns|unser\w*|ihr|ich|mein\w*|bitte|muss|müssen|soll|sollen)\b)"
        r"(?![^.!?]*?(?<!stehst\s)(?<!steckst\s)\b(?:du|dein\w*)\b)",
        r"\b(?:(?:regnet|schneit|hagelt|nieselt|stürmt|gewittert)\s+es|es\s+(?:\w+\s+){0,3}?(?:regnet|schneit|hagelt|"
        r"nieselt|stürmt|gewittert)|(?:steht|stehen)\s+(?:\w+\s+){0,4}?unter\s+Wasser|ist\s+es\s+(?:\w+\s+){0,4}?(?:grau|nass|kalt|heiß|neblig|windig|schwül|glatt|"
        r"stürmisch|diesig)|(?:liegt|fällt|herrscht|gibt\s+es)\s+(?:\w+\s+){0,6}?(?:Schnee|Nebel|Regen|Glatteis|Hagel|"
        r"Sturm|Frost)|(?:Nebel|Regen|Schnee|Sturm|Föhn|Wind)\s+(?:\w+\s+){0,2}?(?:liegt|fällt|weht|bläst|zieht)|"
        r"(?:steht|stehst|steckt|steckst)\s+(?:man|du))\b",
        r"\b(?:immer|meistens|ständig|dauernd|jedes\s+Jahr|jeden\s+(?:Winter|Sommer|Herbst|Tag))\b",
    ),
    "es": (
        r"(?![^.!?]*?\b(?:nosotros|nuestr[oa]s?|tienes|debes|debemos|tenemos|usted|tú|yo|mis?|por\s+favor)\b)",
        r"\b(?:llueve|nieva|graniza|hiela|diluvia|llovizna|sopla\s+"
        r"(?:\w+\s+){0,2}?(?:el|la)\s+\w+|(?:el|la)\s+(?:viento|niebla|lluvia|nieve|tormenta|zonda|tramontana|levante|"
        r"poniente|bruma|helada)\s+(?:\w+\s+){0,2}?(?:sopla|cae|entra|llega|cubre)|"
        r"(?:carretera|camino|calle|paseo)\s+(?:\w+\s+){0,4}?se\s+(?:inunda|anega|corta))\b",
        r"\b(?:siempre|todos\s+los\s+(?:años|días|inviernos|veranos)|cada\s+(?:año|invierno|verano|otoño|primavera)|"
        r"normalmente|suele)\b",
    ),
    "it": (
        r"(?![^.!?]*?\b(?:noi|nostr[oaie]|io|mio|mia|miei|mie|tu|devi|dobbiamo|bisogna|per\s+favore)\b)",
        r"(?:\b(?:piove|nevica|grandina|tira\s+(?:\w+\s+)?vento|tira\s+(?:\w+\s+){0,3}?(?:il|la|lo|l['’])\s*(?:maestrale|"
        r"scirocco|bora|tramontana|libeccio|grecale|ponente|levante)|finisce\s+(?:\w+\s+){0,2}?sott['’]acqua|fa\s+(?:\w+\s+){0,2}?(?:freddo|caldo|afa))\b|"
        r"\bsoffia\s+(?:\w+\s+){0,3}?(?:il|la|l['’])\s*\w+|(?:\bc['’]|\bci\s+)è\s+(?:\w+\s+){0,2}?(?:nebbia|foschia|"
        r"vento|bora|afa|neve|ghiaccio|traffico|coda)\b|\b(?:imbottigliat[iaoe]|incolonnat[iaoe])\b)",
        r"\b(?:sempre|ogni\s+(?:anno|inverno|estate|giorno|sera|mattina)|di\s+solito)\b",
    ),
    "ru": (
        r"(?![^.!?]*?(?<![а-яё])(?:мы|нас|наш[а-яё]*|я|мой|моя|мои|мне|ты|вы|пожалуйста|надо|нужно|должн[а-яё]*)"
        r"(?![а-яё]))",
        r"(?<![а-яё])(?:(?:ид[её]т|льёт|льет|моросит|дует|мет[её]т|валит)\s+(?:[а-яё]+\s+){0,2}?(?:дождь|снег|ветер|"
        r"бора|метель|норд-ост)|(?:дождь|снег|ветер|туман|бора|метель)\s+(?:[а-яё]+\s+){0,2}?(?:ид[её]т|льёт|дует|"
        r"лежит|стоит|мет[её]т)|(?:стоит|стоят|собирается|собираются)\s+(?:[а-яё]+\s+){0,2}?пробк[а-яё]*|"
        r"в\s+пробк[а-яё]*|моросит|дождит|штормит|метёт|метет|"
        r"(?:дождлив|снежн|ветрен|туманн|пасмурн|промозгл|слякотн)[а-яё]*|заливает\s+(?:[а-яё]+\s+)?водой)(?![а-яё])",
        r"(?<![а-яё])(?:всегда|вечно|постоянно|обычно|каждый\s+(?:день|год|вечер)|каждую\s+зиму|каждое\s+утро)"
        r"(?![а-яё])",
    ),
    # (ar.py closes it with its word boundary and folds it as its table's patterns)
    "ar": (
        r"(?![^.!?؟]*?(?:لازم|يجب|لو\s+سمحت|من\s+فضلك|احنا|إحنا|نحن))",
        r"(?:(?:الطريق|طريق|الدائري|دائري|الكوبري|كوبري|الجسر|جسر|الشارع|شارع)\S*\s+(?:\S+\s+){0,5}?(?:واقف|زحم[ةه]|"
        r"زحام|يغرق|تغرق|مقطوع)|(?:بتمطر|بيمطر|تمطر|يمطر|عواصف|ضباب|الرطوب[ةه]|رطوب[ةه]|الغبار))",
        r"(?:دايما|دائما|دايم|كل\s+يوم|كل\s+سنة|عادة|غالبا)",
        ".!?؟",
    ),
}
# (thirty-first round) the cold, the heat or the mud a place is in, said with its always ("The
# allotment paths are always muddy after a week of rain", "In der Kletterhalle ist es immer eiskalt,
# bis …", "Дорожки в огороде … всегда раскисают", "صالة التسلق دايمًا برد موت"): the weather's own
# guards, and both in the sentence's first clause, so the state told after an order as its reason
# ("Always wear boots, the paths are always muddy") stays the order's
_STATE = {
    "en": r"\b(?:is|are|gets|get|stays?)\s+(?:\w+\s+){0,2}?(?:muddy|boggy|waterlogged|freezing|icy|sweltering|"
    r"stifling)\b",
    "fr": r"\b(?:est|sont|reste|restent)\s+(?:\w+\s+){0,2}?(?:boueu(?:x|se|ses)|détrempée?s?|glaciale?s?)\b|"
    r"\bil\s+fait\s+(?:\w+\s+){0,3}?(?:froid|chaud|frisquet)\b",
    "de": r"\b(?:ist|sind)\s+(?:es\s+)?(?:\w+\s+){0,4}?(?:eiskalt|bitterkalt|matschig|schlammig|aufgeweicht|"
    r"brütend\s+heiß)\b",
    "es": r"\b(?:está|están|queda|quedan)\s+(?:\w+\s+){0,2}?(?:embarrad[oa]s?|encharcad[oa]s?|helad[oa]s?)\b|"
    r"\bhace\s+(?:\w+\s+){0,3}?(?:frío|calor)\b",
    "it": r"\b(?:è|sono|resta|restano)\s+(?:\w+\s+){0,2}?(?:fangos[oaie]|infangat[oaie]|gelid[oaie]|"
    r"allagat[oaie])\b",
    "ru": r"(?<![а-яё])(?:(?:раскиса|промерза)[а-яё]*|(?:собачий|жуткий|лютый)\s+холод|холодина)(?![а-яё])",
    "ar": r"(?:برد\s+(?:موت|قارس)|(?:بتصير|تصير|بيصير|يصير)\s+طين|وحل)",
}
_WEATHER = {
    code: _weather(*parts)
    + "|"
    + _weather(
        parts[0], f"(?:{_STATE[code]})", parts[2], (parts[3] if len(parts) > 3 else ".!?") + ",،"
    )
    for code, parts in _WEATHER_PARTS.items()
}


# **A change given up** (issue 33, nineteenth round): the team's plan to move, switch or change
# something, said not to happen after all ("We won't be moving the stand-up to half nine after
# all", "Мы всё-таки не будем переносить планёрку на понедельник"): the way stays as it was, nothing
# new to keep. In English the progressive future or "after all" says it is a plan; in Russian
# "всё-таки", "всё же", "в итоге" (a plain "Мы не будем менять цены без …" may be a rule).
_GIVEN_UP = {
    "en": (
        r"^\s*(?:so\s+|ok(?:ay)?\s*,?\s*)?we\s*(?:won['’]?t|will\s+not)\s+be\s+(?:moving|switching|changing|"
        r"swapping|shifting|renaming|migrating|replacing)\b(?![^.!?]*\b(?:without|unless|before|until|except)\b)"
        r"|^\s*(?:so\s+|ok(?:ay)?\s*,?\s*)?we\s*(?:won['’]?t|will\s+not|aren['’]?t|are\s+not|['’]re\s+not)\s+"
        r"(?:be\s+|going\s+to\s+)?(?:mov|switch|chang|swap|shift|renam|migrat|replac)\w*\b[^.!?]*"
        r"\bafter\s+all\b"
    ),
    "ru": (
        r"^\s*(?:мы\s+)?(?:вс[её]-?таки|вс[её]\s+же|в\s+итоге)\s+(?:мы\s+)?не\s+будем\s+(?:переносить|менять|"
        r"переходить|переезжать|переименовывать|двигать|сдвигать|заменять|отменять|перестраивать)(?![а-яё])"
    ),
}


def facts(code: str) -> tuple[str, ...]:
    """The patterns of what is the world's or a tool's own in one language, or a change given up
    (none for a language without them)."""
    return tuple(p for p in (_WORLD.get(code), _BY_ITSELF.get(code), _GIVEN_UP.get(code)) if p)


def weather(code: str) -> str:
    """The pattern of the weather or the traffic said with an always, in one western language (a
    table's `weather` slot)."""
    return _WEATHER[code]
