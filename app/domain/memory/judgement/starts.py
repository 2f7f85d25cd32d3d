"""A start to come put first, before how things are done from then on (issue 33, twenty-third
round): "From next month, the museum opens its lamp room only on guided tours", "Starting Monday,
every parcel over twenty kilos goes through bay 4", "À partir de janvier, le musée ferme le mardi",
"Dès lundi prochain, chaque acte est relu …", "Ab März öffnet das Museum …", "Desde el lunes, el pan
… se hornea los martes", "Со следующего понедельника все посылки идут …", "ابتداءً من مارس، يفتح
المتحف …". Read as "from now on" is (each table's `lead_in`): a way that holds from a day, a month
or a season on. The start names a day, a month, a season or the next week, month or term, never
today, tonight or tomorrow (one occasion), and what follows it is not the speaker's own ("From
Monday I'm on leave"), nor a question.

The twenty-fourth round adds Italian, its comma often left out ("Da marzo il museo apre …", "Da
lunedì prossimo, …", "A partire da settembre, …", "Da ottobre in poi …"; never "Da giugno sono in
ferie"), and the colloquial Arabic "من أول أبريل، …". The twenty-fifth round adds French's "À compter
de …", a month's middle and "d'" before a month ("À compter de la mi-juin, …", "À partir d'octobre, …").
"""

from __future__ import annotations

import re

from app.domain.memory.judgement.groups import own_language, probe_of
from app.domain.memory.judgement.text import GAP, MASK

_SPEAKER = {
    "en": r"(?!\s*(?:I|I['’]m|I['’]ll|me|my|we['’]ll|we\s+will)\b)",
    "fr": r"(?!\s*(?:je|j['’]|moi|mon|ma|mes)\b)",
    "de": r"(?!\s*(?:bin\s+ich|ich|mein\w*|bin)\b)",
    "es": r"(?!\s*(?:yo|me|mi|mis|estoy|estaré)\b)",
    "it": r"(?!\s*(?:io|mi|mio|mia|miei|mie|sono|sarò|ho|lavoro|vado|parto|torno|resto|starò)\b)",
    "ru": r"(?!\s*(?:я|меня|мне|мой|моя|мои)(?![а-яё]))",
    "ar": r"(?!\s*(?:أنا|انا|رح\s+أكون|بكون)(?![\u0621-\u064a]))",
}

_START = {
    "en": r"^\s*(?:from|starting(?:\s+(?:from|in))?|beginning(?:\s+in)?|as\s+of)\s+(?:(?:next|this\s+coming|the\s+start\s+of|the\s+end\s+of)\s+)?"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|"
    r"august|september|october|november|december|week|month|term|season|spring|summer|autumn|winter|year|"
    r"quarter)\b(?:\s+(?:until|till|to|through)\s+[^,;.!?]{1,40})?\s*,",
    # (twenty-fifth round: "À compter de septembre, …", "À compter de la mi-octobre, …", "d'avril")
    "fr": r"^\s*(?:à\s+(?:partir|compter)\s+(?:d[eu]\s+|d['’]\s*)|dès\s+|dès\s+le\s+)(?:(?:la\s+|le\s+)?(?:semaine|mois|saison|rentrée)\s+prochaine?|"
    r"(?:le\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?:\s+prochain)?|"
    r"(?:la\s+mi-)?(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)|"
    r"l['’](?:été|automne|hiver)|(?:la\s+)?rentrée|(?:le\s+)?printemps)\s*,",
    "de": r"^\s*ab\s+(?:(?:nächste[mnr]?|kommende[mnr]?)\s+)?(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|"
    r"Sonntag|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Woche|Monat|"
    r"Saison|Frühling|Sommer|Herbst|Winter|Quartal)\b\s*,?",
    "es": r"^\s*(?:desde|a\s+partir\s+de(?:l)?)\s+(?:(?:el|la)\s+)?(?:(?:próxim[oa]|siguiente)\s+)?(?:lunes|martes|"
    r"miércoles|jueves|viernes|sábado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|"
    r"octubre|noviembre|diciembre|semana|mes|temporada|verano|invierno|otoño|primavera|trimestre)\b"
    r"(?:\s+(?:que\s+viene|próxim[oa]))?\s*,",
    # (twenty-fourth round: Italian, with or without its comma, "Da marzo il museo apre …", "Da
    # lunedì prossimo, …", "A partire da settembre, …", "Da ottobre in poi …")
    "it": r"^\s*(?:a\s+partire\s+)?(?:da|dal|dalla|dall['’])\s*(?:(?:prossim[oa]|quest[oa])\s+)?(?:lunedì|martedì|"
    r"mercoledì|giovedì|venerdì|sabato|domenica|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|"
    r"settembre|ottobre|novembre|dicembre|mese|settimana|stagione|estate|inverno|autunno|primavera|trimestre)"
    r"(?:\s+(?:prossim[oa]|che\s+viene))?(?:\s+in\s+poi)?(?!\s+(?:prossim[oa]|che\s+viene|in\s+poi)\b)\b\s*,?",
    "ru": r"^\s*(?:начиная\s+)?(?:с|со)\s+(?:(?:следующ|будущ|нов)[а-яё]+\s+)?(?:понедельник|вторник|сред|четверг|"
    r"пятниц|суббот|воскресень|январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр|"
    r"недел|месяц|сезон|квартал|семестр)[а-яё]*(?![а-яё])\s*,?",
    # (twenty-fourth round: Egyptian and Levantine "من أول أبريل، …")
    "ar": r"^\s*(?:ابتداء\S*\s+من|اعتبارا\S*\s+من|بداية\s+من|من\s+[أا]ول)\s+(?:\S+\s+)?(?:يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|"
    r"يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|الأحد|الاثنين|الإثنين|الثلاثاء|الأربعاء|الخميس|"
    r"الشهر|الأسبوع|الاسبوع|الموسم|الفصل)(?![\u0621-\u064a])\s*[،,]?",
}

# (twenty-sixth round) a span put first, the way holding through it: a whole season or month ("For
# the whole festival fortnight, …", "Per tutta la stagione dei festival, …", "Die ganze Hochsaison
# über …", "Весь высокий сезон …", "طول موسم المهرجانات، …"), until a thing is done ("Finché non
# rifanno il forno, …", "Bis der Brennofen neu ausgemauert ist, …", "Пока … не переложат, …", "Tant que
# … , …"), or from a first frost or rain on ("Desde las primeras heladas, …", "Dal primo gelo in poi,
# …", "С первых заморозков …").
_SPAN = {
    "en": r"^\s*(?:for\s+(?:the\s+)?(?:whole|entire|rest\s+of\s+the)\s+(?:[\w'’-]+\s+){0,2}?(?:season|fortnight|month|term|"
    r"winter|summer|festival|year|week)|until\s+(?:the\s+)?[^,;.!?]{3,50}?\s+(?:is|are|has\s+been|have\s+been)\s+"
    r"[^,;.!?]{2,30}|from\s+the\s+first\s+\w+(?:\s+onwards?)?)\s*,",
    "fr": r"^\s*(?:tant\s+qu(?:e\s+|['’]\s*)[^,;.!?]{3,60}|pendant\s+toute\s+la\s+[^,;.!?]{3,40}|jusqu['’]à\s+ce\s+qu"
    r"(?:e\s+|['’]\s*)[^,;.!?]{3,60}|dès\s+les\s+premi[eè]re?s\s+\w+)\s*,",
    "de": r"^\s*(?:bis\s+[^,;.!?]{3,60}?\s+(?:ist|sind|wird|werden|hat|haben)\s*,|(?:die\s+ganze|den\s+ganzen|das\s+ganze)\s+\w+"
    r"\s+über\b\s*,?)",
    "es": r"^\s*(?:hasta\s+que\s+[^,;.!?]{3,60}|durante\s+tod[oa]\s+(?:el|la)\s+[^,;.!?]{2,40}|desde\s+(?:las?|los?|el)\s+"
    r"primer[oa]?s?\s+\w+(?:\s+en\s+adelante)?)\s*,",
    "it": r"^\s*(?:finché\s+non\s+[^,;.!?]{3,60}|per\s+tutt[ao]\s+(?:il|la|l['’])\s*[^,;.!?]{2,40}|dal\s+prim[oa]\s+\w+"
    r"(?:\s+in\s+poi)?|fino\s+a\s+quando\s+non\s+[^,;.!?]{3,60})\s*,",
    "ru": r"^\s*(?:пока\s+[^,;.!?]{3,60}?\s+не\s+[^,;.!?]{2,40},|(?:весь|всю|всё)\s+(?:[а-яё]+\s+)?(?:сезон|месяц|неделю|лето|"
    r"зиму|осень|весну|год|квартал|семестр)(?![а-яё])\s*,?|с\s+первы[хм]\s+[а-яё]+(?![а-яё])\s*,?)",
    "ar": r"^\s*(?:(?:طول|طوال|خلال)\s+(?:فترة\s+)?(?:موسم|الموسم|شهر|الشهر|فصل|الصيف|الشتا|الشتاء)[^،,.!?؟]{0,30}[،,]"
    r"|(?:حتى|لحد|لغاية)\s+[^،,.!?؟]{3,60}[،,])",
}

# (twenty-seventh round) an onset put first, read by its shape rather than by a list of months and
# seasons: a preposition of onset that only time takes ("Come the thaw, …", "From the first week of
# Advent, …", "Starting with the spring regatta, …", "Dès la première neige, …", "À partir de la
# Toussaint, …", "Ab der Schneeschmelze …", "Desde que arranca el otoño, …", "Con l'arrivo della
# primavera, …", "С началом сезона дождей …", "من أول الصقيع، …", "مع بداية رمضان، …"), then a short noun
# phrase (at most four words) and, where the language sets one, the comma. Read as the spans are:
# never the speaker's own plans, a question, or a state after it (`_SPAN_STATE`). (mend of issue 33's
# twenty-seventh-round review) the same prepositions also open a story, a place or a plan ("With the
# arrival of the baby, …", "Dès la sortie du métro, …", "Come the weekend, we're going …"): the noun
# phrase must name a time (`_ONSET_TIME`), and what follows must be neither a past, a plan of ours
# nor nature's own course ("les oiseaux chantent") (`_ONSET_NOT_A_WAY`).
_ONSET = {
    "en": r"^\s*(?:come\s+the|starting\s+with\s+the|from\s+the\s+(?:first|start|beginning|opening)(?:\s+of\s+the)?"
    r"|with\s+the\s+(?:first|arrival\s+of\s+the|start\s+of\s+the))\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s*,",
    # (after "à partir de", only a feast's or a season's own name, capitalised: "À partir de la
    # Toussaint, …"; "À partir de la gare, prends le bus" names a place)
    "fr": r"^\s*(?:dès\s+(?:la|le|les|l['’])\s*|à\s+(?:partir|compter)\s+(?:de\s+la|de\s+l['’]|du|des)\s*(?=(?-i:[A-ZÀÂÉÈÊÎÔÛ]))"
    r"|avec\s+(?:l['’]arrivée|le\s+retour|le\s+début)\s+(?:de\s+la|du|des|de\s+l['’])\s*)(?:[\w'’-]+\s+){0,3}?[\w'’-]+\s*,",
    "de": r"^\s*(?:ab\s+(?:der|dem|den)|mit\s+(?:der|dem)\s+(?:ersten|Beginn\s+der|Beginn\s+des|Anfang\s+der|Anfang\s+des))"
    r"\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+(?:\s*,|(?=\s+(?:\w+\s+)?(?:der|die|das|den|dem|unser\w*)\s))",
    "es": r"^\s*(?:desde\s+que\s+(?:[\w'’-]+\s+){1,4}?[\w'’-]+|con\s+(?:la|el)\s+(?:primer[ao]?|llegada\s+de(?:l|\s+la)?"
    r"|inicio\s+de(?:l|\s+la)?|comienzo\s+de(?:l|\s+la)?)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+)\s*,",
    "it": r"^\s*(?:con\s+l['’]arrivo\s+(?:della|dell['’]|del|dei|degli)\s*|con\s+(?:il|la|l['’])\s*(?:prim[oa]|inizio\s+del(?:la)?)\s+"
    r"|dall['’]inizio\s+del(?:la|l['’])?\s*)(?:[\w'’-]+\s+){0,2}?[\w'’-]+\s*,",
    # (Russian sets no comma: the onset's noun and the one word it governs, "С приходом холодов …")
    "ru": r"^\s*(?:с|со)\s+(?:начал|приход|наступлен)[а-яё]*\s+[а-яё-]+\s*,?"
    # (twenty-eighth round) "как" with a noun and its perfective verb, then the comma: "Как снег
    # ляжет, …", "Как лёд сойдёт, …" (once it happens); never "как я сказал", "как обычно"
    r"|^\s*как\s+(?:только\s+)?(?!(?:я|ты|мы|вы|он|она|оно|они|всегда|обычно|известно)(?![а-яё]))[а-яё]+\s+"
    r"[а-яё]+(?:ет|ит|ёт|ут|ют|ется|ится|утся|ются|ятся)\s*,",
    "ar": r"^\s*(?:من\s+[أا]ول|مع\s+(?:بداية|[أا]ول|دخول|قدوم))\s+(?:\S+\s+){0,2}?[^\s،,]+\s*[،,]",
}

_MONTHS = {
    "en": r"january|february|march|april|may|june|july|august|september|october|november|december",
    "fr": r"janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
    "de": r"januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember",
    "es": r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre",
    "it": r"gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
    "ru": r"январ|феврал|март|апрел|ма[йяе]|июн|июл|август|сентябр|октябр|ноябр|декабр",
    "ar": r"يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر",
}
# a time the onset's noun phrase names: a season, a term, a feast, a month, a week, a frost, holidays
# (German compounds and Russian cases by their stem: "Schneeschmelze", "холодов")
_ONSET_TIME = {
    code: re.compile(pattern.replace("MONTHS", _MONTHS[code]), re.I)
    for code, pattern in {
        "en": r"\b(?:spring|summer|autumn|fall|winter|season|term|semester|quarter|month|week|weekend|holidays?"
        r"|vacation|break|frost|snow|thaw|rains|monsoon|harvest|advent|lent|easter|christmas|ramadan|new\s+year"
        r"|year|MONTHS)\b",
        "fr": r"\b(?:printemps|été|automne|hiver|saison|rentrée|trimestre|semestre|mois|semaine|week-end|vacances"
        r"|congés|gel|gelées?|neiges?|pluies|vendanges|moisson|avent|carême|pâques|noël|toussaint|chandeleur"
        r"|ramadan|nouvel\s+an|année|MONTHS)\b",
        "de": r"(?:frühling|sommer|herbst|winter|saison|semester|quartal|monat|woche|ferien|urlaub|frost|schnee"
        r"|regenzeit|ernte|advent|fastenzeit|ostern|weihnacht|ramadan|jahr|MONTHS)",
        "es": r"\b(?:primavera|verano|otoño|invierno|temporada|estación|trimestre|semestre|curso|mes|semana"
        r"|vacaciones|helada|heladas|nieve|lluvias|cosecha|vendimia|adviento|cuaresma|pascua|navidad|ramadán"
        r"|año|MONTHS)\b",
        "it": r"\b(?:primavera|estate|autunno|inverno|stagione|trimestre|semestre|mese|settimana|weekend|vacanze"
        r"|ferie|gelo|gelate|neve|piogge|vendemmia|raccolto|avvento|quaresima|pasqua|natale|ramadan|anno"
        r"|MONTHS)\b",
        "ru": r"(?<![а-яё])(?:весн|лет|осен|зим|сезон|семестр|четверт|квартал|месяц|недел|выходн|каникул"
        r"|отпуск|мороз|холод|снег|дожд|оттепел|урожа|пост(?![а-яё])|поста|пасх|рождеств|рамадан|год|MONTHS"
        r"|лёд|лед(?![а-яё])|льд|ледоход)",
        "ar": r"(?:ربيع|صيف|خريف|شتا|موسم|فصل|شهر|أسبوع|اسبوع|عطلة|إجازة|اجازة|صقيع|برد|مطر|أمطار|امطار"
        r"|حصاد|رمضان|عيد|سنة|عام|ترم|دراسة|MONTHS)",
    }.items()
}
# after the onset, never a past ("everything changed", "tout a changé"), a plan of ours ("we're
# going", "let's", "on rentre") or nature's own course ("les oiseaux chantent", "птицы
# возвращаются"): none is a way of doing things a place or a team keeps
_ONSET_NOT_A_WAY = {
    code: re.compile(pattern, re.I)
    for code, pattern in {
        "en": r"^(?:(?!(?:is|are|be|been|get|gets)\b)[\w'’-]+\s+){0,3}?(?:\w{2,}ed|was|were|had|did|went|came|became"
        r"|began|got)\b|^(?:we['’]re|we\s+are|let['’]s|let\s+us|we\s+\w+\s+going)\b"
        r"|^(?:the\s+)?(?:birds|flowers|trees|leaves|days|nights|sun|weather|nature|animals|bees|swallows)\b",
        "fr": r"^(?:[\w'’-]+\s+){0,3}?(?:(?:a|ont|avait|avaient)\s+(?:\w+\s+)?\w+(?:é|i|u|is|it)|\w{2,}(?:ait|aient)"
        r"|était|étaient|fut)\b|^(?:on|nous|allons|partons)\b"
        r"|^(?:les?\s+|la\s+|l['’])?(?:oiseaux|fleurs|arbres|feuilles|jours|nuits|soleil|temps|nature|animaux"
        r"|hirondelles|abeilles)\b",
        "de": r"^(?:[\w'’-]+\s+){0,3}?(?:war|waren|hatte|hatten|wurde|wurden|ging|gingen|kam|kamen)\b"
        r"|^(?:wir\b|\w+\s+wir\b)|^(?:\w+\s+){0,2}(?:die\s+|der\s+)?(?:vögel|blumen|bäume|blätter|tage|nächte"
        r"|sonne|wetter|natur|tiere)\b",
        "es": r"^(?:[\w'’-]+\s+){0,3}?(?:\w{2,}(?:ó|aron|ieron|aba|aban)|había|habían|era|eran|fue|fueron)\b"
        r"|^(?:no\s+)?(?:vamos|nos\s+vamos|paro|voy)\b|^(?:los\s+|las\s+|el\s+|la\s+)?(?:pájaros|aves|flores"
        r"|árboles|hojas|días|noches|sol|tiempo|naturaleza|animales|golondrinas)\b",
        "it": r"^(?:[\w'’-]+\s+){0,3}?(?:(?:ha|hanno|è|sono)\s+\w+(?:ato|uto|ito|ata|ati|ate)|\w{2,}(?:ava|avano"
        r"|eva|evano)|era|erano)\b|^(?:andiamo|andremo|partiamo|ci\s+\w+iamo)\b|^(?:gli\s+|le\s+|il\s+|i\s+"
        r"|la\s+|l['’])?(?:uccelli|fiori|alberi|foglie|giorni|notti|sole|tempo|natura|animali|rondini)\b",
        "ru": r"^(?:[а-яё-]+\s+){0,3}?(?:[а-яё]{2,}л(?:ся|ась|ось|ись)|был[аои]?|стал[аои]?)(?![а-яё])"
        r"|^(?:мы|пойд[её]м|поедем)(?![а-яё])|^(?:птиц|цвет|деревь|листь|дни|ночи|солнц|погод|природ"
        r"|животн|ласточк)",
        "ar": r"(?<!\S)(?:كان|كانت|كانوا|صار|صارت|أصبح|اصبح)(?!\S)|^(?:رح|راح)\s+ن"
        r"|^(?:الطيور|العصافير|الزهور|الورد|الأشجار|الاشجار|الأيام|الايام|الليالي|الشمس|الجو|الطقس|الطبيعة)",
    }.items()
}

# (mend of issue 33's twenty-sixth-round review) what a span bounds must be a way of doing things
# (an order, a must, a team's or a place's practice: "the co-op bakes rye on Tuesdays only"), never
# a state or a lack the span merely lasts through: a be-verb before a quality ("the office is closed
# on Fridays", "ist das Büro ziemlich chaotisch"), a be-verb before "without" ("siamo senza
# internet"), "there is" ("no hay internet"), a work in hand ("l'équipe travaille sur la doc"), a
# verbless quality in Russian ("в офисе шумно", "нет интернета") or Arabic ("الجو حار جدا"). A be-verb
# before a place or a time ("los ensayos son en el salón", "النشر يكون بعد الفطار") says where or
# when a thing is done: a practice. A start to come ("From next month, …") is read as before.
_PLACE_OR_TIME = (
    r"(?!(?:at|in|on|from|until|after|before|à|au|aux|dans|en|de|du|des|chez|im|am|um|ab|bis|nach|vor"
    r"|a|al|desde|hasta|antes|después|alla|dal|dalle|da|fino|dopo|prima|only|nur|seulement|solo|sólo)\b)"
)
# (a participle of a done act after the be-verb is a passive, how a thing is done: "boats are
# launched on Wednesdays", "les repas sont servis à six heures", "le lezioni sono spostate al
# lunedì"; a participle of a state is a state: closed, locked, broken, fermé, chiuso)
_STATE = {
    "en": r"^(?:[\w'’-]+\s+){0,4}?(?:is|are|stays|remains|will\s+be)\s+(?:(?:very|quite|pretty|a\s+bit|still)\s+)?"
    r"(?:(?:closed|shut|locked|broken|blocked|flooded|crowded|packed|cut\s+off)\b|(?!\w+(?:ed|en)\b)"
    + _PLACE_OR_TIME
    + r"\w)|^there\s+(?:is|are|will\s+be)\b|^(?:[\w'’-]+\s+){0,3}?(?:is\s+|are\s+)?work(?:s|ing)?\s+on\b",
    "fr": r"^(?:[\w'’-]+\s+){0,4}?(?:est|sont|reste|restent|sera|seront)\s+(?:(?:très|assez|un\s+peu|encore|plutôt)\s+)?"
    r"(?:(?:ferm|bloqu|cass|inond|encombr)\w*|en\s+panne|(?!\w+(?:é|ée|és|ées|is|ise|ises|us|ue|ues)\b)"
    + _PLACE_OR_TIME
    + r"\w)|^(?:il\s+)?n['’]y\s+a|^il\s+y\s+a\b|^(?:[\w'’-]+\s+){0,3}?travaill\w*\s+sur\b",
    "de": r"^(?:(?:ist|sind|bleibt|bleiben)\s+(?:[\w'’-]+\s+){1,3}?|(?:[\w'’-]+\s+){1,3}?"
    r"(?:ist|sind|bleibt|bleiben)\s+)(?:(?:sehr|ziemlich|ganz|etwas|noch|eher|total)\s+)*"
    + _PLACE_OR_TIME
    + r"\w+\s*[.!…]*\s*$|^(?:[\w'’-]+\s+){0,3}?arbeite\w*\s+(?:an|am)\b",
    "es": r"^(?:[\w'’-]+\s+){0,4}?(?:está|están|estará|estarán|sigue|siguen)\s+(?:(?:muy|bastante|un\s+poco|todavía)\s+)?"
    + _PLACE_OR_TIME
    + r"\w|^(?:no\s+)?hay\b|^(?:[\w'’-]+\s+){0,3}?trabaj\w*\s+en\b|^(?:[\w'’-]+\s+){0,4}?(?:estamos|están|está)\s+sin\b",
    "it": r"^(?:[\w'’-]+\s+){0,4}?(?:è|sono|siamo|resta|restano|rimane|rimangono|sarà|saranno)\s+(?:(?:molto|abbastanza|"
    r"un\s+po['’]|ancora)\s+)?(?:senza\b|(?:chius|rott|guast|bloccat|allagat)[oaie]\b|(?!\w+(?:at|ut|it)[oaie]\b)"
    + _PLACE_OR_TIME
    + r"\w)|^(?:non\s+)?c['’]è\b|^(?:[\w'’-]+\s+){0,3}?lavor\w*\s+su",
    # (Russian's only with no finite verb: "паром ходит редко" is a practice; Arabic's only with no
    # verb, no ban, no "only" and no hour or cadence: "الدوام من الساعة تسعة" is a way)
    "ru": r"^(?![^.!?]*[а-яё]{2}(?:ет|ёт|ит|ют|ят|ут|ат|ется|ится|ются|ятся|утся|ем|им|ешь|ишь)(?![а-яё]))"
    r"(?:[а-яё-]+\s+){0,3}?(?:нет\s|[а-яё]+[кнлтшжсдзврх]о\s*[.!…]*\s*$)",
    "ar": r"^(?![^.!؟]*(?:(?<!\S)(?:ب|ح|ه|س)?[يتن]\S{2,}|(?<!\S)(?:لا|مش|ما|ممنوع|فقط|بس|يكون|كان|من|الساعة|لحد|لغاية|كل|يوم)(?!\S)))",
}
_SPAN_STATE = {code: re.compile(state, re.I) for code, state in _STATE.items()}
_COMPILED = {
    code: re.compile("(?:" + start + ")" + _SPEAKER[code] + r"(?![^?؟]*[?؟])", re.I)
    for code, start in _START.items()
}
_COMPILED_SPAN = {
    code: re.compile("(?:" + span + ")" + _SPEAKER[code] + r"(?![^?؟]*[?؟])", re.I)
    for code, span in _SPAN.items()
}
_COMPILED_ONSET = {
    code: re.compile("(?:" + onset + ")" + _SPEAKER[code] + r"(?![^?؟]*[?؟])", re.I)
    for code, onset in _ONSET.items()
}
# the words one of the starts opens with: a sentence opening with none of them is not searched
_OPENERS = frozenset(
    (
        "from",
        "starting",
        "beginning",
        "as",
        "à",
        "a",
        "dès",
        "ab",
        "desde",
        "начиная",
        "с",
        "со",
        "da",
        "dal",
        "dalla",
        # (twenty-sixth round: the spans)
        "for",
        "until",
        "tant",
        "pendant",
        "jusqu'à",
        "bis",
        "die",
        "den",
        "das",
        "hasta",
        "durante",
        "finché",
        "per",
        "fino",
        "пока",
        "весь",
        "всю",
        "всё",
        # (twenty-seventh round: the onsets)
        "come",
        "with",
        "avec",
        "mit",
        "con",
        "dall'inizio",
        "dall’inizio",
        # (twenty-eighth round: Russian's "как" of an onset)
        "как",
    )
)


_FIRST_WORD = re.compile(r"[\s\x00\u2219]*([^\s\x00\u2219]+)")
_ARABIC_OPENER = re.compile(r"^(?:ابتداء|اعتبارا|بداية|من$|مع$|طول$|طوال$|خلال$|حتى$|لحد$|لغاية$)")


def start_first(probe: str, code: str) -> int:
    """Where a start to come put first ends (0 when the sentence opens with none)."""
    pattern = _COMPILED.get(code)
    if pattern is None:
        return 0
    m = pattern.match(probe)
    if m:
        return m.end()
    m = _COMPILED_SPAN[code].match(probe)
    if m is None:
        m = _COMPILED_ONSET[code].match(probe)
        if m is None or not _ONSET_TIME[code].search(m.group(0)):
            return 0
        if _ONSET_NOT_A_WAY[code].search(probe[m.end() :].lstrip()):
            return 0
    if _SPAN_STATE[code].search(probe[m.end() :].lstrip()):
        return 0
    return m.end()


def masked(work: str, group) -> tuple[str, bool]:
    """The sentence with a start to come put first masked, and whether there was one: read as a
    lead-in (the way that follows holds from then on), its words masked from the questions and
    kept in what is stored, as they bound the rule (`times.within_recurring` keeps its words so).
    `group` is groups.Group."""
    # (asked of every sentence read as a rule: its first word alone, before any copy of it)
    head = _FIRST_WORD.match(work)
    if head is None or (
        head.group(1).lower() not in _OPENERS and not _ARABIC_OPENER.match(head.group(1))
    ):
        return work, False
    probe = probe_of(work)
    end = start_first(probe, own_language(probe, group).lexicons[0].code)
    if not end:
        return work, False
    return "".join(c if c == GAP else MASK for c in work[:end]) + work[end:], True
