"""Who does what at a recurring time (issue 33): the team named as the subject, a role named by its
noun, or any subject with its article and what it acts on, read after the time is taken out of
the sentence ("Le lundi, l'équipe infra …", "Los lunes a las nueve el responsable de guardia revisa
…", "По вторникам дежурный админ проверяет …", "كل يوم أحد، يفحص مسؤول الأمن …"). `clauses.lasting`
asks it under a recurring time, put first or not."""

from __future__ import annotations

import re

# roles in the plural (issue 33, seventeenth round), Spanish and Russian
_ES_ROLES = (
    r"becari[oa]s|practicantes|pasantes|comerciales|repartidores|choferes|conductores|enfermer[oa]s|médic[oa]s|"
    r"profesor[ea]s|maestr[oa]s|docentes|cajer[oa]s|camarer[oa]s|meser[oa]s|cociner[oa]s|técnic[oa]s|vendedor[ea]s|"
    r"agentes|operari[oa]s|encargad[oa]s|responsables|abogad[oa]s|contador[ea]s|diseñador[ea]s|desarrollador[ea]s|"
    r"auditor[ea]s|voluntari[oa]s|residentes|guardias|recepcionistas|administrativ[oa]s|temporales|suplentes"
)
_RU_ROLES = (
    r"стаж[её]ры|практиканты|курьеры|водители|кладовщики|продавцы|кассиры|официанты|повара|врачи|медс[её]стры|"
    r"учителя|преподаватели|бухгалтеры|юристы|аналитики|дизайнеры|разработчики|тестировщики|операторы|админы|"
    r"менеджеры|администраторы|охранники|диспетчеры|волонт[её]ры|новички|сменщики"
)

# A team named as the subject, then what it does ("…, il team ops ruota i certificati", "…, el
# equipo de datos revisa …", "…, команда платформы обновляет …", "…، فريق البيانات يراجع …"): under a
# recurring time, the team's way as "we" is.
TEAM_DOES = re.compile(
    r"^\s*(?:(?:il|el|the|das|l['’])\s*(?:team|equipo|équipe|squadra|Team)\s+(?:(?:de|di|of)\s+)?[\w-]+|"
    r"команда\s+[а-яё-]+)\s+(?!(?:ha|a|has|tiene|hat|avait|aveva|tenía|had|è|es|is|ist)(?!\w))\w{2,}(?!\w)"
    r"|^\s*فريق\s+ال\S+\s+(?:ب)?[يت]\S{2,}"
    # or the one whose turn or role it is, named by the role ("…, el responsable de guardia revisa
    # …", "…, il responsabile di turno controlla …", "…, дежурный инженер смотрит …", "…, тимлид
    # проверяет …", "…، المناوب يفحص …"): the role's duty then, as the team's is; never a person
    # by name, and never what the role is or has ("тимлид в отпуске", "المناوب مريض")
    r"|^\s*(?:el|la|il|l['’])\s*(?:responsable|responsabile|encargad[oa]|incaricat[oa]|referente|jefe|jefa|capo|"
    r"revisor[ae]?|revisore|reviewer|lead|tech\s+lead|on-?call|persona)(?:\s+(?:de|di|del|della|dello)\s+[\w-]+|\s+(?-i:[A-Z]{2,5}))?\s+"
    r"(?!(?:ha|tiene|es|è|está|sta|era|estaba|fue)(?!\w))[a-zàèéìòùáéíóúñ]{3,}[ae](?!\w)"
    r"|^\s*(?:дежурн(?:ый|ая)|тимлид|техлид|руководитель|ревьюер|релиз-?менеджер|админ|администратор|юрист|бухгалтер|"
    r"архитектор|продакт|аналитик|менеджер)(?:\s+[а-яё-]+)?\s+(?:не\s+)?[а-яё]{3,}(?:ет|ит|ёт)(?![а-яё])"
    r"|^\s*(?:المناوب|مسؤول\s+ال\S+|المسؤول(?:\s+عن\s+ال\S+)?|مدير\s+ال\S+|المدير|المشرف|قائد\s+الفريق|المراجع)\s+"
    # (never a going, coming or travelling: "المدير يسافر كل شهر …")
    r"(?!(?:ب)?(?:يسافر|تسافر|يروح|تروح|يجي|تجي|ييجي|يرجع|ترجع|ينام|تنام|يغيب|تغيب)(?![\u0621-\u064a]))(?:ب)?[يت]\S{2,}"
    # (issue 33, fourteenth round) or any role named by its noun, then a present of doing and what
    # it acts on ("…, кладовщик пересчитывает остатки", "…, классный руководитель проверяет
    # дневники", "…، المعلم يصحح الواجبات"): the role's duty then, whatever the role; never a
    # pronoun, never a coming, going or being ("курьер приезжает около девяти", "начальник уходит
    # пораньше"), never how much or how ("трафик сильно падает")
    r"|^\s*(?:[а-яё-]+(?:ый|ий|ой|ая|яя)\s+)?(?!(?:я|ты|он|она|оно|мы|вы|они|кто|что|это|всё|все|никто|ничто|"
    r"каждый|каждая|любой|тот|та|там|тут|здесь|сейчас|сегодня|завтра|вчера|обычно|всегда|трафик|погода|сайт|"
    r"сервер|система|нагрузка|сосед|соседка|муж|жена|брат|сестра|мама|папа|отец|мать|сын|дочь|друг|подруга|"
    r"бабушка|дедушка|ребёнок|ребенок)(?![а-яё]))(?-i:[а-яё][а-яё-]{2,})(?:\s+(?-i:[а-яё][а-яё-]+))?\s+(?:не\s+)?"
    r"(?!(?:приезжает|приходит|уходит|уезжает|заходит|идёт|идет|едет|стоит|лежит|висит|работает|спит|отдыхает|"
    r"болеет|растёт|растет|падает|бывает|может|хочет|любит|звонит|опаздывает|остаётся|остается|сидит|ест|пьёт|"
    r"пьет|гуляет|выгуливает|смотрит|слушает|играет)(?![а-яё]))[а-яё]{3,}(?:ет|ит|ёт)(?![а-яё])\s+"
    r"(?!(?:рано|поздно|пораньше|позже|около|примерно|долго|быстро|медленно|сильно|много|мало|домой|на\s+обед)(?![а-яё]))[а-яёa-z]"
    r"|^\s*(?!(?:الجار|الجارة|الجيران|الأولاد|الاولاد|الأطفال|الاطفال)(?![\u0621-\u064a]))"
    r"ال[\u0621-\u064a]{2,}(?:\s+ال[\u0621-\u064a]{2,})?\s+(?!(?:يكون|تكون|يصير|تصير|يبقى|تبقى|يظل|تظل|يحب|تحب|"
    r"بيحب|بتحب)(?![\u0621-\u064a]))(?:ب)?[يت][\u0621-\u064a\u064b-\u0652]{2,}\s+ال[\u0621-\u064a]{2,}"
    # or any subject named with its article, then a verb of its own and what it acts on ("…,
    # l'ufficio legale rivede i contratti", "…, el contable cuadra las cuentas"), Arabic's verb
    # first ("…، يطابق فريق المالية كشوف الحسابات"): who does what then; never a state or a
    # copula ("…, l'ufficio è chiuso"), never a subject with no object ("el tráfico aumenta")
    r"|^\s*(?:il|lo|la|l['’]|el)\s*(?!(?:mio|mia|tuo|tua|suo|sua|nostro|nostra|vostro|vostra|vecin[oa]|vicin[oa]|marido|marito|mujer|moglie|herman[oa]|fratello|sorella|"
    r"padre|madre|hij[oa]|figli[oa]|novi[oa]|abuel[oa]|nonn[oa]|papá|mamá|papà|mamma)\b)[a-zàèéìòùáéíóúñ][\w-]*(?:\s+(?:(?:de|di|del|della|dello|de\s+la)\s+)?"
    r"[a-zàèéìòùáéíóúñ][\w-]*)?\s+(?!(?:ha|tiene|es|è|está|sta|era|estaba|fue|resta|queda|rimane|sembra|parece)\b)"
    # (the verb may be "fa", what it acts on may open with an elided article: "… il reparto
    # logistica fa l'inventario delle scorte")
    r"(?:[a-zàèéìòùáéíóúñ]{3,}[ae]|fa|fanno)\s+(?:(?:il|lo|la|i|gli|le|el|los|las|un|una|uno|tutt[ie]|tod[oa]s)(?!\w)|l['’]\w"
    # (issue 33, twenty-second round) or to whom or where, then what it acts on ("… la segreteria
    # manda ai genitori il riepilogo", "il tecnico di turno mette in carica i robot", "el conserje
    # reparte a los huéspedes las toallas"): a preposition with its article or a bare "in", then
    # the object's article within two words
    r"|(?:ai|agli|alle|al|alla|allo|a\s+(?:los|las|la)|al|in)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:il|lo|la|i|gli|le|el|los|las|un|una|uno)\s)"
    r"|^\s*[،,]?\s*(?!(?:يكون|تكون|يصير|تصير|يبقى|تبقى|يظل|تظل|يوجد|توجد|يحصل|تحصل)(?![\u0621-\u064a]))"
    # (never what is said: "يقولون إن …")
    r"(?!(?:يقول|تقول|يقال|يحكي)[\u0621-\u064a]*\s)[يت][\u0621-\u064a]{2,}\s+"
    r"(?:(?!(?:إن|أن|ان|انه|إنه|أنه)\s)[\u0621-\u064a]+\s+){0,2}?ال[\u0621-\u064a]+\s+[\u0621-\u064a]"
    # (issue 33, seventeenth round) or a role in the plural, then its present, done or left out, what
    # it acts on before or after it ("Los becarios no fichan los días de formación", "Стажёры в дни
    # обучения табель не заполняют"): every one in the role's duty then
    r"|^\s*(?:los|las)\s+(?:" + _ES_ROLES + r")(?:\s+de\s+[\w-]+)?\s+(?:no\s+)?"
    r"(?!(?:son|están|tienen|van|vienen|llegan|salen|pueden|deben|suelen|quieren)\b)[a-záéíóúñ]{3,}(?:an|en)\b"
    r"|^\s*(?:" + _RU_ROLES + r")\s+(?:[а-яё-]+\s+){0,2}?(?:не\s+)?"
    r"(?!(?:приезжают|приходят|уходят|уезжают|идут|едут|работают|отдыхают|могут|хотят|любят|болеют)(?![а-яё]))"
    r"[а-яё]{3,}(?:ют|ут|ят|ат)(?![а-яё])",
    re.I,
)
