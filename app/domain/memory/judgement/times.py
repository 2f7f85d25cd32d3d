"""When a sentence holds, read by its parts in every language: the recurring times (a
universal word with a unit of the calendar, the days of an event, an ordinal day of the month,
outside office hours), the clock and the parts of the day that belong to such a frame, a time of
day put first ("After 6pm, …"), and a stretch of time put first ("During code freezes, …").

`clauses` asks what these times make of a sentence (a standing rule or one occasion); this module
only finds them, and blanks or masks what belongs to a frame.
"""

from __future__ import annotations

import re
from typing import Any

from app.domain.memory.judgement.text import GAP, MASK

# `group` below is groups.Group: the tables tried on one sentence, each slot a Slot.
Group = Any

# A time of day belongs to the time frame ("on Fridays after 5pm", "по пятницам после 17:00").
CLOCK = re.compile(
    r"(?:(?:after|before|until|from|nach|vor|bis|ab|après|avant|dès|después\s+de\s+las|"
    r"antes\s+de\s+las|a\s+partir\s+de\s+las|dopo\s+le|prima\s+delle|fino\s+alle|dalle|"
    r"после|до|с|بعد|قبل)\s+)?(?:the\s+|las\s+|le\s+|الساعة\s+)?\d{1,2}(?:[:.h]\d{2})?"
    r"\s*(?:h|uhr|pm|am|o['’]clock|ч|时|時|시)?(?![\w:])",
    re.I,
)


# A recurring time as its parts, not as phrases (issue 33, sixth round): a universal determiner
# before a unit of the calendar ("every month", "jeden ersten Montag im Monat", "каждого месяца",
# "كل شهر", "ogni settimana", "cada sprint"), with an ordinal or a day between ("the first Monday
# of each month"); or a stretch of time said in the plural after "during" / "por" / "durante"
# ("during code freezes", "por las noches", "durante i rilasci"): each one comes back.
_UNIT = (
    r"day|week|month|year|morning|evening|night|sprint|release|quarter|"
    r"jour|semaine|mois|année|matin|soir|nuit|"
    r"día|semana|mes|año|mañana|tarde|noche|"
    r"giorno|settimana|mese|anno|mattina|sera|notte|"
    r"Tag|Woche|Monat|Jahr|Morgen|Abend|Nacht|Sprint|Release|Quartal|"
    r"дня|день|дней|недели|неделю|месяца|месяц|года|год|утра|утро|вечера|вечер|ночь|спринта|спринт|релиза|релиз|"
    r"يوم|أسبوع|اسبوع|شهر|سنة|عام|صباح|مساء|ليلة|إصدار|سبرنت|"
    # (twenty-fifth round: the dual, every two of them, "كل أسبوعين")
    r"أسبوعين|اسبوعين|شهرين|يومين|"
    # a shift of work comes round as a day does (issue 33, fourteenth round: "в конце каждой
    # смены", "al final de cada turno", "في نهاية كل نوبة")
    r"shift|turno|смены|смену|смена|نوبة|وردية|"
    # and so does a meeting, a visit, a call or a delivery of the team's (issue 33, sixteenth round:
    # "Ad ogni riunione …", "На каждой планёрке …", "في كل اجتماع …")
    r"riunione|incontro|visita|consegna|reunión|llamada|entrega|планёрк[а-яё]*|планерк[а-яё]*|"
    r"встреч[а-яё]*|созвон[а-яё]*|совещани[а-яё]*|обход[а-яё]*|اجتماع|زيارة|مكالمة|شحنة"
)
UNIT = _UNIT
# (the weekdays of the languages whose cadences are read by their parts: "every other Tuesday",
# "jeden zweiten Freitag", "chaque jeudi")
_WEEKDAY = (
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|"
    r"samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
)
EVERY_UNIT = re.compile(
    r"(?<!\w)(?:every|each|chaque|tous\s+les|toutes\s+les|cada|ogni|jede[nmrs]?|alle|"
    r"кажд(?:ый|ую|ое|ого|ой|ом)|كل)\s+(?:\w+\s+){0,2}?(?:" + _UNIT + r")(?!\w)"
    # (an Arabic adjective of relation after the unit: "كل اجتماع أسبوعي", "كل زيارة شهرية")
    r"(?:\s+[\u0621-\u064a]{3,}(?:ي|ية)(?![\u0621-\u064a]))?"
    # every few units, the unit in the plural after the number ("alle zwei Wochen", "toutes les deux
    # semaines", "every two weeks", "cada dos semanas", "ogni due settimane")
    r"|(?<!\w)(?:every|tous\s+les|toutes\s+les|cada|ogni|alle)\s+(?:\d+|two|three|four|deux|trois|quatre|dos|tres|"
    r"cuatro|due|tre|quattro|zwei|drei|vier)\s+(?:" + _UNIT + r")(?:s|n|en|e|i)?(?!\w)"
    r"|(?<!\w)(?:during|durant|pendant|durante|por|während|во\s+время)\s+(?:(?:the|les|los|las|i|gli|le|die)\s+)?"
    r"(?:\w+\s+)?\w+(?:s|en|i|e)(?!\w)(?=\s*,)"
    r"|(?<!\w)(?:during|pendant|durant|por|durante|während|in|di)\s+(?:(?:the|les|las|los|le|die|den)\s+)?"
    r"(?:nights|mornings|evenings|weekends|nuits|soirées|matinées|noches|mañanas|tardes|notti|serate|"
    r"mattine|Nächten|Abenden|Wochenenden)(?!\w)"
    # the days of a recurring event ("on release days", "les jours de release", "an Release-Tagen",
    # "в дни релиза", "في أيام الإصدار"): each one comes back
    r"|(?<!\w)(?:on|in)\s+(?:[\w-]+\s+)?days(?!\w)|(?<!\w)(?:les\s+jours|los\s+días|nei\s+giorni|в\s+дни)\s+(?:de|di|d['’])?\s*\w+"
    r"|(?<!\w)an\s+[\w-]+-?Tagen(?!\w)|(?<!\w)في\s+أيام\s+\S+"
    # an ordinal day of the month ("the first Monday of the month", "le premier lundi du mois", "el
    # último viernes del mes", "l'ultimo venerdì del mese", "am ersten Montag im Monat"): it
    # comes back each month
    r"|(?<!\w)(?:(?:the|le|el|il|l['’]|am|den|dem|on\s+the|cada|ogni)\s*)?(?:first|second|third|last|premier|deuxième|dernier|primer|segundo|último|primo|secondo|"
    r"ultimo|erste[nmr]?|zweite[nmr]?|letzte[nmr]?)\s+(?:\w+\s+){0,2}?(?:of\s+(?:the|each|every)\s+month|du\s+mois|"
    r"de\s+chaque\s+mois|del\s+mes|de\s+cada\s+mes|del\s+mese|di\s+ogni\s+mese|im\s+Monat|des\s+Monats|"
    r"jede[ns]\s+Monats|"
    # or of the quarter, the sprint, the year ("am letzten Werktag im Quartal", "le dernier jour du
    # trimestre", "the last day of the sprint")
    r"of\s+(?:the|each|every)\s+(?:quarter|sprint|year)|du\s+(?:trimestre|sprint)|de\s+l['’]année|"
    r"del\s+(?:trimestre|sprint|año|anno)|im\s+(?:Quartal|Sprint|Jahr)|des\s+(?:Quartals|Sprints|Jahres)|"
    # (the month with no article: "cada primer lunes de mes", "ogni primo lunedì di mese")
    r"de\s+mes|di\s+mese)(?!\w)"
    # once in a unit ("раз в квартал", "una vez al mes", "una volta al mese", "مرة كل شهر"): it
    # comes back each one
    r"|(?<!\w)(?:раз\s+в|una\s+vez\s+(?:al|por|a\s+la|cada)|una\s+volta\s+(?:al|a|alla|ogni|per)|"
    r"مرة\s+(?:كل|في\s+ال|بال))\s*(?:" + _UNIT + r"|квартал|trimestre|semestre|ربع|\w+)(?!\w)"
    # and so in Russian and Arabic, a day of a kind between ("в последний рабочий день месяца",
    # "في آخر يوم عمل من الشهر")
    r"|(?<!\w)(?:в\s+|во\s+)?(?:первый|последний|первую|последнюю|первое|последнее|второй|вторую)\s+(?:\w+\s+){1,2}?"
    r"(?:каждого\s+)?(?:месяца|квартала|спринта|года)(?!\w)"
    r"|(?<!\w)(?:في\s+)?(?:آخر|أول)\s+(?:\S+\s+){1,2}?(?:من|في)\s+(?:كل\s+)?(?:الشهر|شهر|الربع|السبرنت|السنة)(?!\w)"
    # the end or start of a unit of the calendar, no one of them named ("A fin de mes, …", "en fin
    # de mois", "at month end", "am Monatsende", "a fine mese", "в конце месяца", "آخر الشهر"), or
    # of a shift, which comes round as they do ("a fine turno", "в конце смены", "آخر الوردية")
    # (not after "until": "Fino a fine trimestre …", "حتى نهاية الربع" name one point, the bound)
    r"|(?<!\w)(?<!fino\s)(?<!hasta\s)(?<!until\s)(?<!حتى\s)(?<!لحد\s)(?:(?:at|by)\s+(?:the\s+)?(?:end|start|beginning)\s+of\s+(?:the|each|every)\s+(?:month|quarter|week|sprint|year)|"
    r"at\s+(?:month|quarter|year|sprint)[-\s]end|à\s+la\s+fin\s+du\s+(?:mois|trimestre|sprint)|"
    r"en\s+(?:fin|début)\s+de\s+(?:mois|trimestre|semaine|sprint)|(?:a|al)\s+(?:fin|final|principio)\s+de(?:l)?\s+"
    r"(?:mes|trimestre|sprint|año|turno|guardia)|a\s+(?:fine|inizio)\s+(?:mese|trimestre|sprint|anno|turno)|alla\s+fine\s+del\s+"
    r"(?:mese|trimestre|sprint|turno)|(?:am|zum)\s+(?:Monats|Quartals|Jahres|Sprint|Wochen)(?:ende|anfang)|"
    r"в\s+(?:конце|начале)\s+(?:месяца|квартала|спринта|недели|года|смены|дежурства)|(?:آخر|نهاية|بداية|أول)\s+"
    r"(?:الشهر|الأسبوع|السبرنت|الربع|السنة|الوردية|المناوبة|النوبة))(?!\w)"
    # outside working time ("outside office hours", "en dehors des heures de bureau", "fuera del
    # horario", "außerhalb der Bürozeiten", "в нерабочее время", "خارج ساعات العمل"): every evening
    r"|(?<!\w)(?:outside(?:\s+of)?|en\s+dehors\s+des|hors|fuera\s+del?|fuori\s+dal(?:l['’])?|außerhalb\s+der)\s*"
    r"(?:\w+\s+)?(?:hours|heures|horario|orario|Bürozeiten|Arbeitszeiten|Geschäftszeiten)(?:\s+(?:de\s+)?[\w'’]+)?"
    r"|(?<!\w)в\s+нерабочее\s+время|(?<!\w)خارج\s+(?:ساعات|أوقات)\s+\S+"
    # a universal word before a weekday, with an ordinal between ("every other Tuesday", "jeden
    # zweiten Freitag", "chaque jeudi"): it comes back each time
    r"|(?<!\w)(?:every|each|chaque|jede[nmrs]?)\s+(?:[\w-]+\s+)?(?:" + _WEEKDAY + r")(?!\w)"
    # (issue 33, twenty-fifth round) a weekday every other week, an every-two in Arabic's dual ("un
    # samedi sur deux", "un sábado por medio", "un sabato sì e uno no", "через субботу", "كل أسبوعين")
    # (one alternative for both, its first letters tested before any lookbehind: asked of every
    # sentence; Arabic's dual is among the units)
    r"|(?=[uUчЧ])(?<!\w)(?:un[ao]?\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|"
    r"jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\s+(?:sur\s+deux|por\s+medio|"
    r"sì\s+e\s+uno\s+no)|через\s+(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)(?!\w))"
    # a count in words before the unit ("every ninety days", "tous les quatre-vingt-dix jours"), so
    # many times in a unit ("once a quarter", "une fois par mois", "einmal im Quartal"), "chaque
    # trimestre" (issue 33, thirteenth round)
    r"|(?<!\w)(?:every|tous\s+les|toutes\s+les|alle)\s+(?:\d+|[^\W\d_][\w-]*)\s+(?:days|weeks|months|years|hours|"
    r"jours|semaines|mois|ans|heures|Tage|Wochen|Monate|Jahre|Stunden)(?!\w)"
    r"|(?<!\w)(?:once|twice|three\s+times)\s+(?:a|an|per|every|each)\s+(?:" + _UNIT + r")(?!\w)"
    r"|(?<!\w)(?:une|deux|trois)\s+fois\s+par\s+(?:"
    + _UNIT
    + r"|trimestre|an)(?!\w)|(?<!\w)chaque\s+trimestre(?!\w)"
    r"|(?<!\w)(?:einmal|zweimal|dreimal)\s+(?:im|pro|die|in\s+der|jede[nmrs]?)\s+(?:"
    + _UNIT
    + r")(?!\w)",
    re.I,
)


# A cadence (issue 33, thirteenth round): a time that comes round *and* says how often or at which
# slot, read by its parts: a universal word or a count before a unit or a weekday ("every other
# Tuesday", "jeden zweiten Freitag", "chaque trimestre", "every ninety days", "tous les
# quatre-vingt-dix jours"), so many times in a unit ("once a quarter", "une fois par mois", "einmal
# im Quartal"), an ordinal day of the month (EVERY_UNIT), or a recurring day named to its hour
# ("on Mondays at 10", "le lundi à dix heures", "montags um zehn"). A bare day after a happening
# ("Deploys happen on Fridays") only says when a thing usually happens; a cadence is a schedule.
_HOUR = (
    r"\d{1,2}(?:[:.h]\d{2})?(?:\s*(?:h|uhr|heures?|pm|am|o['’]clock))?|(?:one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve|noon|midnight|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|midi|"
    r"minuit|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|mitternacht)"
    r"(?:\s+(?:heures?|uhr|o['’]clock))?"
)
CADENCE = (
    r"(?:"
    + EVERY_UNIT.pattern
    + r"|(?<!\w)(?:(?:on\s+)?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|(?:le|les|chaque)\s+(?:"
    + _WEEKDAY
    + r")s?|(?:mon|diens|mittwoch|donners|frei|sams|sonn)tags)\s+(?:at|à|um|vers|gegen|ab)\s+(?:"
    + _HOUR
    + r")(?!\w)"
    r")"
)


# A part of the day after a recurring day ("on Fridays in the afternoon" is one time frame).
# A part of the day said by a meal ("after lunch", "nach dem Mittagessen", "dopo pranzo", "после
# обеда", "بعد الغداء"): a time of day as a clock hour is, in every language.
_MEAL_TIME = (
    r"(?:after|before)\s+(?:lunch|dinner|breakfast)|(?:nach|vor)\s+dem\s+(?:Mittagessen|Abendessen|"
    r"Frühstück)|(?:après|avant)\s+(?:le\s+)?(?:déjeuner|dîner|repas)|(?:después|antes)\s+de\s+(?:comer|"
    r"cenar|desayunar|la\s+comida|la\s+cena)|(?:dopo|prima\s+di)\s+(?:pranzo|cena|colazione)|"
    r"(?:после|до|перед)\s+(?:обеда|обедом|ужина|ужином|завтрака)|(?:بعد|قبل)\s+(?:الغداء|العشاء|الفطور)"
    # or by a prayer ("بعد المغرب", "قبل صلاة الجمعة"), as a meal tells it
    r"|(?:بعد|قبل)\s+(?:الصلاة|(?:صلاة\s+)?(?:المغرب|العصر|الفجر|الظهر|العشا|الجمعة|التراويح))"
)
PART_OF_DAY = re.compile(
    r"\s*,?\s*(?:"
    + _MEAL_TIME
    + r"|(?:in\s+the\s+)?(?:morning|afternoon|evening|night)s?|après-midi|matin|soir|nuit|"
    r"(?:am\s+)?(?:morgens|vormittags|nachmittags|abends|nachts|Morgen|Vormittag|Nachmittag|Abend)|"
    r"(?:por\s+la\s+)?(?:mañana|tarde|noche)|(?:di\s+)?(?:mattina|pomeriggio|sera|notte)|"
    r"утром|днём|днем|вечером|ночью|صباحا|ظهرا|مساء|ليلا|بعد\s+الظهر|"
    r"(?:ال|في\s+ال)(?:صبح|صباح|مسا|مساء|ليل|عصر|ظهر|فجر))[\u064b-\u0652]*(?!\w)",
    re.I,
)
# A time of day put first, with no day ("After 6pm, …", "Nach 18 Uhr …", "После 18:00 …", "بعد
# السادسة مساء، …"): it comes back every day.
_HOUR_WORDS = (
    r"midnight|noon|mitternacht|mittag|minuit|midi|medianoche|mediodía|mezzanotte|mezzogiorno|"
    r"полуночи|полудня|منتصف\s+الليل|الظهر|(?:الساعة\s+)?(?:الواحدة|الثانية|الثالثة|الرابعة|الخامسة|"
    r"السادسة|السابعة|الثامنة|التاسعة|العاشرة|الحادية\s+عشرة|الثانية\s+عشرة)"
    r"(?:\s+(?:مساء|صباحا|ليلا|مساءً|صباحاً|ليلاً|مساءا)[\u064b-\u0652]*)?"
)
HOUR_LEAD = re.compile(
    r"^\s*(?:(?:" + _MEAL_TIME + r")\s*[,،]?\s*|"
    # between two hours ("between 1am and 3am", "entre midi et deux", "zwischen 2 und 4 Uhr",
    # "tra le 13 e le 14", "entre las 2 y las 4"): every day, that stretch
    r"(?:between|entre|zwischen|tra|fra)\s+(?:the\s+|las\s+|le\s+)?(?:\d{1,2}(?:[:.h]\d{2})?\s*(?:h|uhr|pm|am)?|"
    + _HOUR_WORDS
    + r")\s+(?:and|et|y|und|e)\s+(?:las\s+|le\s+)?\w+(?:\s*(?:h|uhr|pm|am|heures?|Uhr))?\s*[,،]?\s*|"
    r"(?:after|past|before|from|until|nach|vor|ab|bis|après|avant|dès|à\s+partir\s+de|"
    r"después\s+de(?:\s+las)?|antes\s+de(?:\s+las)?|a\s+partir\s+de(?:\s+las)?|desde\s+las|dopo\s+le|"
    r"prima\s+delle|dalle|fino\s+alle|dopo\s+(?:la\s+)?|после|до|с|بعد|قبل|حتى)\s+(?:the\s+|الساعة\s+)?"
    r"(?:\d{1,2}(?:[:.h]\d{2})?\s*(?:h|uhr|pm|am|p\.m\.|a\.m\.|o['’]clock|ч(?:асов)?)?(?![\w:])"
    # an hour in digits (Arabic-Indic ones too: \d reads them) with its part of the day ("٦ مساءً")
    r"(?:\s*(?:مساء|صباحا|ليلا|مساءا|بالليل|الصبح|بالصبح|المسا|العصر)[\u064b-\u0652]*(?![\w]))?|"
    + _HOUR_WORDS
    + r")\s*[,،]?\s*)",
    re.I,
)


# An hour said with "at" right after a recurring time ("По вторникам в девять утра …", "Los lunes a
# las nueve …", "Il martedì alle dieci …", "كل يوم أحد الساعة التاسعة، …"): every such day, that
# hour; it belongs to the time frame as a part of the day does (issue 33, fourteenth round)
_HOUR_NUMBER = (
    r"\d{1,2}(?:[:.h]\d{2})?|один|два|три|четыре|пять|шесть|семь|восемь|девять|десять|одиннадцать|"
    r"двенадцать|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|due|tre|quattro|cinque|"
    r"sei|sette|otto|nove|dieci|undici|dodici|الواحدة|الثانية|الثالثة|الرابعة|الخامسة|السادسة|السابعة|"
    r"الثامنة|التاسعة|العاشرة|الحادية\s+عشرة|الثانية\s+عشرة"
)
AT_HOUR = re.compile(
    r"\s*,?\s*(?:в|a\s+las|a\s+la|alle|all['’]|الساعة|في\s+الساعة)\s*(?:"
    + _HOUR_NUMBER
    + r")(?!\w)"
    r"(?:\s*(?:часов|часа|час|ч|h)(?!\w))?(?:\s+(?:утра|вечера|дня|ночи|de\s+la\s+(?:mañana|tarde|noche)|"
    r"di\s+(?:mattina|sera|pomeriggio|notte)|del\s+mattino|صباحا|مساء|ليلا|الصبح|بالصبح)[\u064b-\u0652]*(?!\w))?",
    re.I,
)

# A stretch of time put first ("During the code freeze, …", "Pendant le gel de code de fin
# d'année, …", "Während des Code-Freeze …", "Durante il freeze, …"): whenever it comes round.
# German puts no comma after it: there the frame ends before "only" or a negative word.
DURING = re.compile(
    r"^\s*(?:during|throughout|pendant|durant|durante|während|im\s+Laufe|nel\s+corso|en\s+période\s+de|"
    # or between two points ("Between Christmas and New Year, …", "Zwischen Weihnachten und
    # Neujahr …", "Entre Noël et le Nouvel An, …")
    r"(?:between|zwischen|entre)(?=\s+[^,;:]{1,40}?\s(?:and|und|et)\s)|"
    # or up to an event to come ("Until the migration is done, …", "Jusqu'à la fin du gel, …",
    # "Bis zum Release keine …", "Hasta el lanzamiento, …", "Fino al rilascio, …", "До релиза …")
    r"until|till|up\s+until|jusqu['’]à|jusqu['’]au|jusqu['’]aux|bis\s+(?:zum|zur)|hasta|fino\s+a(?:l|lla|llo)?|до|"
    r"لحد|لغاية|حتى|"
    r"en\s+temps\s+de|in\s+periodo\s+di|en\s+época\s+de|in\s+Zeiten|во\s+время|в\s+период|"
    r"خلال|أثناء|اثناء|في\s+فترة|"
    # as long as a stretch lasts ("Пока идёт заморозка …", "طول فترة التجميد", "Mientras dure …",
    # "Finché dura …")
    r"пока\s+(?:ид[её]т|длится|действует)|طول\s+(?:فترة|مدة)|طوال\s+(?:فترة|مدة)|mientras\s+duren?|"
    r"finch[ée]\s+dura(?:no)?|mentre\s+dura(?:no)?)\s+"
    r"(?:[^,;:،]{2,80}[,;:،]\s*|[^,;:،]{2,80}?\s(?=(?:nur|ausschließlich|kein\w*|nie|niemals|nichts|"
    # or an impersonal or generic subject, with no comma ("Durante il freeze si fanno solo hotfix")
    r"si|se|on|man|only|solo|sólo|seul(?:e|s|es)?|seulement|только|فقط)\s))",
    re.I,
)


# Until a point of time or an event, put first ("Fino a fine trimestre …", "Hasta la 3.0 …", "До
# конца квартала …", "لحد ما نخلص الترحيل، …"): what is restricted or ruled out up to then is a
# rule bounded in time, read as a stretch is (clauses._during_period).
UNTIL = re.compile(
    r"^\s*(?:until|till|hasta(?:\s+que)?|fino\s+a(?:l|lla|lle|i|gli|d)?|finch[ée](?:\s+non)?|"
    r"jusqu['’]\s*(?:à|au|aux|a)|bis(?:\s+zum|\s+zur)?|до|пока\s+не|حتى|لحد\s+ما|لحد|لغاية\s+ما|لغاية|"
    r"إلى\s+أن|الى\s+أن)\s+"
    r"(?:[^,;:،]{2,80}[,;:،]\s*|[^,;:،]{2,80}?\s(?=(?:nur|ausschließlich|kein\w*|nie|niemals|nichts|"
    r"si|se|on|man|only|no|non|nada|niente|nessun\w*|aucun\w*|pas|solo|sólo|seul(?:e|s|es)?|seulement|только|не|"
    r"никаких|ничего|никакого|لا|فقط|ما\s+في)\s))",
    re.I,
)


def frame_blanked(probe: str) -> str:
    """The sentence without a stretch of time put first ("During code freezes, …"): what the
    frame names ("freezes") is no statement of the sentence's own."""
    m = DURING.match(probe)
    return probe if m is None else " " * m.end() + probe[m.end() :]


def day_parts_blanked(probe: str, group: Group) -> str:
    """The probe with the part of the day after a recurring time blanked ("Los viernes *después
    de comer* no despliegues", "По пятницам *после обеда* …"): it belongs to the time frame, and
    its "after" is no condition clause of the sentence."""
    # (a pattern lacking its needed words finds nothing: not scanned, `Slot.runnable`)
    spans = [m.span() for p in group.recurring.runnable(probe) for m in p.finditer(probe)]
    for _a, b in spans:
        part = PART_OF_DAY.match(probe, b)
        if part and part.end() > b:
            probe = probe[:b] + " " * (part.end() - b) + probe[part.end() :]
    return probe


def within_recurring(work: str, group: Group) -> str:
    """ "每週一早上幫我整理上週合併的 PR", "毎週金曜にその週のPRをまとめて", "매주 월요일마다 지난주 배포
    내역 정리해 줘": under a recurring time, a period named relative to it (`relative_period`: the
    week before, that week, the day before) comes back with it: not one occasion, not the past,
    not one thing pointed at. Its words are kept for the stored rule, masked from the questions."""
    probe = work.replace(GAP, " ")
    if not group.relative_period.search(probe) or not (
        group.recurring.search(probe) or EVERY_UNIT.search(probe)
    ):
        return work
    for pattern in group.relative_period.runnable(probe):
        for m in pattern.finditer(probe):
            work = (
                work[: m.start()]
                + "".join(c if c == GAP else MASK for c in work[m.start() : m.end()])
                + work[m.end() :]
            )
    return work
