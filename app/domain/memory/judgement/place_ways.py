"""A place's way marker and a present of doing after it (issue 33, thirteenth round), for Italian,
Russian and Arabic (Spanish's is in es_kinds.py): a unit of the organisation named as the speaker's
own ("nel reparto logistica", "в нашем отделе", "عنا بالموارد البشرية"), then how things are done
there in the present, said of no one, of a kind or of the team. One reading of the part of the
sentence that makes it a way of working, whatever the unit or the verb; each table puts its pattern
in `kind_made` (compiled on first use, run only on text in its script)."""

from __future__ import annotations

from app.domain.memory.judgement.ar_script import W

# A place of the organisation named as the speaker's own: a unit ("nel reparto logistica",
# "nell'ufficio paghe", "in questo team", "nella nostra sede"), or a place of work with no article
# ("in laboratorio", "in tesoreria", "in magazzino"; not a way of speaking: "in pratica", "in genere").
_IT_UNIT = (
    r"(?:team|reparto|ufficio|gruppo|laboratorio|settore|supporto|servizio|dipartimento|area|magazzino|"
    r"sede|filiale|divisione|funzione|squadra|redazione|officina|cantiere|studio|azienda|società)"
)
IT_PLACE = (
    r"(?:nel|nella|nello|nell['’]\s*|in\s+quest[oa]|in\s+quest['’]\s*|nel\s+nostro|nella\s+nostra|presso\s+il|presso\s+la)\s*"
    # (a site of the organisation may be named by its town: "Nel magazzino di Bologna …"; issue 33,
    # fourteenth round)
    + r"(?:(?:magazzino|sede|filiale|laboratorio|officina|cantiere|stabilimento)\s+di\s+(?-i:[A-ZÀÈÉÌÒÙ][\w-]+)|"
    + _IT_UNIT
    # (never someone else's: "Nel team di Sara …")
    + r"(?!\s+(?:di|del|della|dello)\s+(?-i:[A-ZÀÈÉÌÒÙ])))"
    r"(?:\s+(?:di\s+|del\s+|della\s+)?(?!(?:il|lo|la|le|i|gli|l|un|una|uno|si|non|noi|ci|tutti|tutto|niente|nessuno|ogni|"
    r"sempre|mai|oggi|ora|adesso)\b)(?-i:[a-z][\w-]*)){0,2}"
    r"|in\s+(?!(?:pratica|genere|generale|realtà|effetti|teoria|fondo|breve|sintesi|particolare|totale|media|anticipo|"
    r"ritardo|tempo|orario|caso|più|meno|ogni|tutto|tutti|questo|questa|quel|quella|un|una|uno|il|lo|la|i|gli|le|l|"
    r"alto|basso|linea|cima|fretta|ordine|corso|vista|base|seguito|particolare|sostanza|compenso|cambio|sospeso|"
    # (nor a season or a month: "In estate le vendite calano")
    r"estate|inverno|primavera|autunno|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|"
    r"ottobre|novembre|dicembre|vacanza|ferie)\b)"
    r"(?-i:[a-z][a-zàèéìòù]{3,})(?=\s*,?\s*(?:i|gli|le|il|lo|la|l['’]|ogni|tutti|tutte|si|non|noi)\b)"
)
# After the place, how things are done there: a present said of no one (si), of a kind taken up by its
# pronoun, of a plural kind or of the team ("i colli si pesano …", "i resi li controlla chi …",
# "le risposte partono entro …", "le password le teniamo nel vault"); never now or what things are
IT_WAY_AFTER_PLACE = (
    r"^\s*(?:"
    + IT_PLACE
    + r")\s*,?\s*(?![^.;!?]*\b(?:oggi|adesso|ora|al\s+momento|in\s+questo\s+momento|stamattina|"
    r"questa\s+settimana|ieri|domani|stasera)\b)(?:[\w'’.-]+\s+){0,7}?"
    r"(?:(?:(?:non\s+)?si\s+(?!(?:è|sono|ha|hanno)\b)[a-zàèéìòù]{3,}|"
    # (the kind taken up by its pronoun after a word of its own, then who or how: "i resi li
    # controlla chi …", "le password le teniamo nel vault"; an article before a noun is no pronoun)
    r"(?<=\w\s)(?:non\s+)?(?:li|le|lo|la)\s+(?!(?:è|sono|ha|hanno)\b)[a-zàèéìòù]{3,}(?:a|e|ano|ono|iamo)\s+"
    r"(?:il|lo|la|l['’]|i|gli|le|un|una|chi|sempre|solo|noi|nel|nella|nei|in|con|prima|a|al|alla|entro|tutti|tutte|sul|sulla)\b|"
    r"(?!(?:sono|hanno|possono|devono|sembrano|stanno\s+(?:male|bene)|vanno\s+(?:male|bene)|piano|mano|umano|suono|"
    r"telefono|buono|tono)\b)[a-zàèéìòù]{3,}(?:ano|ono|iamo))"
    # (then how, where, when or by whom, within a few words: "… si pesano prima della spedizione",
    # "… partono entro quattro ore"; not how much: "i colleghi parlano tanto")
    r"(?:\s+[\w'’.-]+){0,3}?\s+(?:con|col|coi|in|nel|nella|nei|nelle|a|al|alla|allo|ai|alle|da|dal|dalla|dai|"
    r"su|sul|sulla|sui|per|entro|prima|dopo|ogni|tramite|senza|fino|tra|fra|solo|soltanto))\b"
)


# A place of the organisation named as the speaker's own: a unit, ours or named by its trade ("в
# нашем отделе", "в группе аналитики", "у нас в лаборатории", "в отделе кадров", "в команде
# локализации"): the place's way marker (never someone's by name: "в группе Иванова")
_RU_UNIT = (
    r"(?:команде|отделе|группе|лаборатории|департаменте|службе|офисе|компании|институте|филиале|"
    r"подразделении|цехе|редакции|студии|управлении|дирекции|бухгалтерии|поддержке|техподдержке|саппорте|"
    r"логистике|закупках|продажах|маркетинге|дизайне|разработке|аналитике|эксплуатации)"
)
RU_PLACE = (
    r"(?:у\s+нас\s+)?(?:в|во)\s+(?:(?:нашей|нашем|этой|этом|нашем|данном|данной)\s+)?"
    + _RU_UNIT
    # (never someone's by name: "в группе Иванова")
    + r"(?!\s+(?-i:[А-ЯЁ]))"
    r"(?:\s+(?!(?:не|всегда|никогда|только|сейчас|сегодня|все|всё)(?![а-яё]))(?-i:[а-яё][а-яё-]*(?:а|и|ы|ов|ей|ки|ии|ия)))?"
    r"(?![а-яё])|у\s+нас(?!\s+(?:в|во|на)\s+(?:городе|стране|районе|доме|деревне|регионе|семье|школе|квартире|"
    r"посёлке|поселке|области|дворе)(?![а-яё]))"
)
# After the place, how things are done there: a present of doing, said of no one, of the team or of a
# kind ("командировочные оформляют через портал", "реактивы списывают раз в месяц", "API отдаёт
# ответы в snake_case"); never now, never what is or breaks, never a noun of the same ending
RU_WAY_AFTER_PLACE = (
    r"^\s*(?:"
    + RU_PLACE
    + r")\s*,?\s*(?![^.;!?]*(?<![а-яё])(?:сейчас|сегодня|вчера|завтра|пока|на\s+этой\s+неделе|"
    r"в\s+этом\s+месяце|недавно)(?![а-яё]))"
    # (the users or the clients are no kind the team makes: "у нас клиенты жалуются …")
    r"(?![^.;!?]*(?<![а-яё])(?:пользователи|клиенты|покупатели|посетители|люди|все)\s+[а-яё]+(?:ют|ят|ут|ат|ются|ятся)(?![а-яё]))"
    r"(?:[^\s,.;!?]+\s+){0,6}?(?:не\s+)?"
    r"(?!(?:есть|нет|болеет|болеют|работает|работают|лежит|висит|стоит|падает|падают|ломается|ломаются|"
    r"бюджет|пакет|отчёт|отчет|ответ|билет|совет|объект|предмет|результат|формат|маршрут|институт|атрибут|"
    r"режим|объём|объем|проблем|систем|всем|тем|чем|ним|нем|сайт|кредит|лимит|депозит|аудит|визит|"
    r"кабинет|портрет|секрет|приоритет|интернет|комитет|паспорт|спорт|порт|расчёт|расчет|учёт|учет|счёт|счет|"
    r"полёт|квартал|жалуются|жалуется|просят|спрашивают|ждут|ругаются|опаздывают|опаздывает|любят|любит|"
    r"обожают|хотят|хочет)(?![а-яё]))"
    r"[а-яё]{2,}(?:ют|ят|ут|ат|ются|ятся|утся|атся|ем|им|ём|ет|ёт|ит|ется|ится)(?![а-яё])"
    # (then how, where, when or by whom, within a few words: "… оформляют через портал", "… списывают
    # раз в месяц"; not what they like: "ребята любят пиццу")
    r"(?:\s+[^\s.!?]+){0,3}?\s+(?:в|во|на|через|по|до|после|перед|с|со|за|раз|только|сначала|каждый|каждую|каждое|"
    r"каждого|к|от|из|под|без|при|для|отдельно|вместе)(?![а-яё])"
)


# A place of the organisation named as the speaker's own: "we" with or without a unit or a department
# after it ("عندنا", "عنا بالموارد البشرية", "احنا في فريق الأمن"), or a unit named by its noun or its
# trade ("في قسم المشتريات", "في فريق الدعم", "بالمختبر", "بالمستودع"): the place's way marker
AR_PLACE = (
    r"(?:عندنا|عنا|احنا|إحنا|نحن)(?:\s*(?:في\s+|ف\s+|ب)(?:ال)?[^\s،,.]+(?:\s+ال[^\s،,.]+){0,2})?"
    # (a unit with no article is named by a definite noun after it, never by a person's name: "في
    # فريق أحمد")
    r"|(?:في\s+|ب)(?:(?:قسم|فريق|إدارة|مكتب|مختبر|معمل|مستودع|مخزن|شركة|فرع|وحدة)(?:\s+ال[^\s،,.]+){1,2}"
    r"|ال(?:قسم|فريق|إدارة|مكتب|مختبر|معمل|مستودع|مخزن|شركة|فرع|وحدة)[^\s،,.]*(?:\s+ال[^\s،,.]+){0,2})"
)
# After the place, how things are done there: a verb in the present (the team's "ن-", the Levantine
# and Egyptian "ب-" and "م-", the passive) after a kind of a few words ("طلبات الإجازة بتنرفع
# عالبوابة", "كلمات السر … بنحطها في الخزنة", "عروض الأسعار تطلع بالدولار"), then what it is done
# with; never now, never the users' or the clients' doing, never a noun of the verb's letters (a
# verbal noun "تحديث", a broken plural "تذاكر", a feminine "-ة", a plural "-ات")
AR_WAY_AFTER_PLACE = (
    r"^\s*(?:" + AR_PLACE + r")\s*[،,]?\s*"
    r"(?![^.؟?!]*(?:اليوم|النهارده|الحين|هلق|هلأ|حاليا|الآن|دلوقتي|هالأسبوع|هذا\s+الأسبوع|امبارح|أمس|البارح|بكرة|بكره|غدا|"
    r"من\s+الصبح|مشكلة|مشكله)" + W + r")"
    r"(?![^.؟?!]*(?:المستخدمين|المستخدمون|العملاء|الزبائن|الناس)\s+(?:ب|م)?[يت])"
    r"(?:[^\s،,.]+\s+){0,5}?(?:ما\s*|مش\s+|لا\s+)?"
    r"(?!(?:نحن|نظام|نسخ|نتيج|نفس|نوع|نص|يكون|تكون|يوجد|توجد|يصير|تصير|بيكون|بتكون|تشتغل|يشتغل|بتشتغل|بيشتغل|"
    r"تتعطل|يتعطل|تطيح|يطيح|تعلق|يعلق|(?:ب|م)?[يتن]حب\S*)" + W + r")"
    r"(?!ت[\u0621-\u064a]{2}ي[\u0621-\u064a]"
    + W
    + r"|ت[\u0621-\u064a]ا[\u0621-\u064a]{1,2}"
    + W
    + r"|[\u0621-\u064a]*(?:ات|[ة])"
    + W
    + r")"
    r"(?:ب|م)?[يتن][\u0621-\u064a\u064b-\u0652]{2,}"
    # (then how, where, when or by whom, within a few words: "… بتنرفع عالبوابة", "… بنحطها في
    # الخزنة"; not what they like: "الموظفين بيحبوا الرحلات")
    r"(?:(?:\s+[^\s،,.]+){0,2}?\s+(?:ب\S+|في|فيها|فيه|على|عال\S*|عبر|عن\s+طريق|من|قبل|بعد|خلال|كل|مع|لل\S+|بس|"
    r"فقط|إلا|حسب|لحد|وبس|دايما|دائما)"
    + W
    # (or, the kind taken up by the pronoun joined to the verb, who does it: "… تعتمدها المديرة المالية")
    + r"|(?:(?<=[ه])|(?<=[ه][ا])|(?<=[ه][م]))\s+ال[\u0621-\u064a]{2,})"
)
