"""A lasting setting's value mended by a self-repair, read by its parts in every language
(issue 33, thirteenth round): "Cache entries expire after ten minutes, ah no, sorry, thirty
minutes", "로그 보관 기간은 한 달, 아 아니다, 석 달로 해", "Ретро у нас по понедельникам утром, я
оговорился, по четвергам в три часа".

Three parts, none of them a wording: a *value* (an amount — digits or a number word, its unit
after it or not, a unit alone for one, a clock word — or a day of the week), said before the
marker and again after it, **of the same type** (an amount mends an amount, a day a day); the words
before the marker naming a *lasting setting* (a noun of a setting: timeout, limit, size, retention,
threshold, interval …; or a time that recurs: "on Mondays", "le lundi", "montags", "по
понедельникам", "每周", "定例", "매주"); and nothing that makes it one occasion ("today", "just this
once", "今天", "一回だけ", "오늘만"), a question or a report. The marker itself is the table's
`correction` (engine.py finds it); this module reads what stands on either side of it.

Asked only after a correction marker, so nothing here costs a message without one.
"""

from __future__ import annotations

import re

_DAY_NAMES = (
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
    r"lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|"
    r"(?:mon|diens|donners|frei|sams|sonn)tags?|mittwochs?|"
    r"lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|"
    r"lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|"
    r"понедельник\w*|вторник\w*|сред[аеуы]|средам|четверг\w*|пятниц\w*|суббот\w*|воскресень\w*|"
    r"(?:ال)?(?:اثنين|إثنين|ثلاثاء|أربعاء|اربعاء|خميس|جمعة|سبت|أحد|احد)"
)
# A day of the week, with the word of "every" that may be fused to it in Han ("每周一", "每週五").
_DAY = re.compile(
    r"(?<!\w)(?:" + _DAY_NAMES + r")(?!\w)|"
    r"(?:每(?:个|個)?)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天]|"
    r"(?:毎週)?[月火水木金土日]曜(?:日)?|(?:매주\s*)?[월화수목금토일]요일",
    re.I,
)

# Number words, in the languages that spell them (digits and Han numerals are read as they are).
_NUMBER_WORDS = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty|hundred|thousand|"
    r"half\s+an|an|a|"
    r"un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|"
    r"vingt|trente|quarante|cinquante|soixante(?:-dix)?|quatre-vingts?(?:-dix)?|cent|cents|mille|"
    r"eins?|eine[nm]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|\w+zehn|\w+zig|"
    r"dreißig|hundert|tausend|"
    r"uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|"
    r"dieci\w+|veinte|veinti\w+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|"
    r"ciento|\w+cientos|quinientos|mil|"
    r"due|tre|quattro|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|"
    r"venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|cento|\w+cento|mille|mila|"
    r"mezz['’]?|"
    r"один|одна|одну|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|\w+надцать|двадцать|"
    r"тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто|сто|двести|триста|"
    r"четыреста|\w+сот|тысяч\w*|пол|"
    r"واحد|واحدة|اثنان|اثنين|ثلاث|ثلاثة|أربع|أربعة|خمس|خمسة|ست|ستة|سبع|سبعة|ثماني|ثمانية|"
    r"تسع|تسعة|عشر|عشرة|عشرون|عشرين|ثلاثون|ثلاثين|أربعون|أربعين|خمسون|خمسين|ستون|ستين|سبعون|سبعين|"
    r"ثمانون|ثمانين|تسعون|تسعين|مئة|مائة|مئتين|مئتان|ألف|"
    r"uno"
)
_UNITS = (
    r"seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|attempts?|tries|times|"
    r"lines?|items?|files?|requests?|connections?|retries|percent|"
    r"secondes?|heures?|jours?|semaines?|mois|ans?|années?|tentatives?|lignes?|fois|pour\s+cent|"
    r"Sekunden?|Minuten?|Stunden?|Tagen?|Wochen?|Monaten?|Monate?|Jahren?|Jahre?|Versuchen?|Versuche|"
    r"Zeilen?|Uhr|Prozent|"
    r"segundos?|minutos?|horas?|días?|semanas?|meses|mes|años?|intentos?|líneas?|veces|por\s+ciento|"
    r"secondi|secondo|minuti|minuto|ore|ora|giorni|giorno|settimane|settimana|mesi|mese|anni|anno|"
    r"tentativi|righe|volte|per\s+cento|"
    r"секунд\w*|минут\w*|час\w*|дн\w*|сут\w*|недел\w*|месяц\w*|год\w*|лет|попыт\w*|строк\w*|раз|процент\w*|"
    r"ثوان|ثواني|ثانية|دقائق|دقيقة|ساعات|ساعة|أيام|يوم|أسابيع|أسبوع|أشهر|شهور|شهر|سنوات|سنة|محاولات|محاولة|"
    r"مرات|أسطر|سطر|بالمئة|بالمائة|%"
)
# Number words in a run ("quatre-vingt-dix", "восемьдесят пять", "twenty five").
_NUMBER_RUN = r"(?:" + _NUMBER_WORDS + r")(?:[\s-]+(?:" + _NUMBER_WORDS + r"))*"
# An amount: a number (digits, a Han or Korean numeral with its counter, a number word) and
# its unit after it or not; a unit of time alone or doubled in Arabic, for one or two of it
# ("شهر", "شهرين", "час", "полчаса", "полгода"); a clock word ("midnight", "Mitternacht", "午夜").
_AMOUNT = re.compile(
    r"\d+(?:[.,:]\d+)?\s*(?:[%％]|(?:" + _UNITS + r"|[a-zA-Zа-яА-Я]{1,3})(?!\w)|"
    r"[分秒天日周週月年个個次筆笔成点點時时件行]|(?:分钟|分鐘|小时|小時|時間|时间|个月|個月|か月|ヶ月|カ月)|"
    r"(?:분|초|시간|시|일|주|개월|달|년|번|개|줄|퍼센트|프로)|"
    r"(?:ميغابايت|ميجابايت|كيلوبايت|جيجابايت))?|"
    r"(?:百分之)?[零〇一二两兩三四五六七八九十百千万萬半]+(?:分钟|分鐘|小时|小時|个月|個月|か月|ヶ月|カ月|時間|时间|"
    r"[分秒天日周週月年次筆笔成点點時时件行個个])|"
    r"(?:百分之)?[一二两兩三四五六七八九]?[十百千万萬][零〇一二两兩三四五六七八九十百千万萬]*(?![\u4e00-\u9fff])|"
    r"(?<![가-힣])(?:한|두|세|석|넉|네|다섯|여섯|일곱|여덟|아홉|열|스무|서른|마흔|쉰)\s*"
    r"(?:개월|시간|달|시|분|초|번|개|일|주|년|줄)(?:으로|로)?(?![가-힣])|"
    r"(?<!\w)" + _NUMBER_RUN + r"(?:\s+|['’]\s*)(?:" + _UNITS + r")(?!\w)|"
    r"(?<!\w)" + _NUMBER_RUN + r"(?=\s*[,.;!]|\s*$)|"
    # a number word other than one, before what it counts ("два пробела", "four spaces")
    r"(?<!\w)(?!(?:a|an|un|une|uno|una|ein|eine[nm]?|eins|один|одна|одну|пол|واحد|واحدة)(?!\w))"
    + _NUMBER_RUN
    + r"(?!\w)|"
    r"(?<!\w)(?:полчаса|полгода|полдня|сутки|час|месяц|неделю|неделя|شهر|شهرين|ساعة|ساعتين|يوم|يومين|"
    r"أسبوع|أسبوعين|دقيقة|دقيقتين|سنة|سنتين)(?!\w)|"
    r"(?<!\w)(?:midnight|noon|midday|minuit|midi|Mitternacht|Mittag|medianoche|mediodía|mezzanotte|"
    r"mezzogiorno|полночь|полдень|منتصف\s+الليل|الظهر)(?!\w)|午夜|半夜|正午|中午|凌晨|真夜中|자정|정오",
    re.I,
)

AMOUNT, DAY = "amount", "day"
# A number alone, without its unit.
_NUMBER = re.compile(
    r"\d+(?:[.,:]\d+)?|(?:百分之)?[零〇一二两兩三四五六七八九十百千万萬半]+|"
    r"(?<![가-힣])(?:한|두|세|석|넉|네|다섯|여섯|일곱|여덟|아홉|열|스무|서른|마흔|쉰)(?![가-힣])|"
    + _NUMBER_RUN
    + r"(?!\w)",
    re.I,
)

# The noun of a lasting setting, in every language (a German compound ends in one: "Sitzungs-
# Timeout", "Upload-Größe", "Aufbewahrungsfrist").
_SETTING = re.compile(
    r"(?<!\w)(?:valid\w*|validité|gültig\w*|validez|válid[oa]|validità|valid[oa]|действител\w*|صالح\w*|"
    r"time-?outs?|limits?|max(?:imum)?|min(?:imum)?|sizes?|retention|ttl|expir\w*|lifetime|"
    r"thresholds?|intervals?|rotation|levels?|length|ports?|quotas?|rate|coverage|frequency|window|"
    r"period|duration|delay|retr(?:y|ies)|attempts|budget|cap|cutoff|"
    r"délai|durée|limite|taille|seuil|intervalle|niveau|longueur|fréquence|expiration|rétention|"
    r"maximale?|minimale?|tentatives|couverture|conservation|"
    r"tiempo\s+de\s+(?:espera|expiración|vida)|límite|tamaño|máxim[oa]|mínim[oa]|retención|expiración|"
    r"caducidad|umbral|intervalo|nivel|longitud|puerto|cuota|frecuencia|duración|plazo|intentos|"
    r"cobertura|"
    r"limite|dimensione|massim[oa]|minim[oa]|conservazione|scadenza|soglia|intervallo|livello|"
    r"lunghezza|porta|frequenza|durata|tentativi|copertura|"
    r"таймаут\w*|тайм-аут\w*|лимит\w*|ограничени\w*|размер\w*|максимальн\w*|минимальн\w*|хранени\w*|"
    r"срок\w*|время\s+жизни|порог\w*|интервал\w*|уровень|уровня|длин\w*|порт\w*|квот\w*|частот\w*|"
    r"длительност\w*|попыт\w*|покрыти\w*|задержк\w*|"
    r"مهلة|حد|الحد|حجم|أقصى|الأقصى|أدنى|الأدنى|مدة|حفظ|صلاحية|انتهاء|عتبة|فترة|مستوى|طول|منفذ|حصة|"
    r"تكرار|محاولات|تغطية|الاحتفاظ)(?!\w)|"
    r"(?:timeout|limit|größe|frist|dauer|intervall|schwelle|schwellwert|grenze|level|länge|quote|"
    r"abdeckung|aufbewahrung\w*|maximal\w*|minimal\w*|versuche)(?!\w)|"
    r"超时|超時|上限|下限|限制|大小|最大|最小|保留|保存|有效期|过期|過期|存活|阈值|閾值|门槛|門檻|间隔|間隔|"
    r"级别|級別|长度|長度|端口|配额|配額|频率|頻率|时长|時長|期限|重试|重試|次数|次數|覆盖率|覆蓋率|"
    r"轮换|輪換|批次|"
    r"タイムアウト|制限|サイズ|保持|保存期間|有効期限|閾値|しきい値|間隔|レベル|長さ|ポート|頻度|リトライ|"
    r"回数|カバレッジ|ローテーション|"
    r"타임아웃|제한|상한|하한|크기|최대|최소|보관|보존|만료|유효|임계|간격|레벨|길이|포트|빈도|재시도|횟수|"
    r"커버리지|주기|기간",
    re.I,
)

# A time that recurs, said of an event: a day in the plural or after "every" / a determiner of
# habit ("on Mondays", "le lundi", "montags", "los lunes", "il lunedì", "по понедельникам",
# "كل يوم اثنين", "每周", "毎週", "매주"), a word of every unit, or a regular event's own noun
# ("weekly", "定例", "例会", "週報", "정기").
_HABITUAL = re.compile(
    r"(?<!\w)(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:every|each)\s+(?:other\s+|second\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"(?:le|les|tous\s+les|chaque)\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?|"
    r"(?:mon|diens|donners|frei|sams|sonn)tags|mittwochs|jeden\s+\w+tag|immer|"
    r"(?:los|cada|todos\s+los)\s+(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?)|"
    r"(?:il|ogni|tutti\s+i|di)\s+(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)|"
    r"по\s+(?:понедельникам|вторникам|средам|четвергам|пятницам|субботам|воскресеньям)|кажд\w+\s+\w+|"
    r"كل\s+(?:يوم\s+)?\S+|أيام\s+\S+|"
    r"every|each|weekly|daily|nightly|monthly|hebdomadaire|quotidien\w*|wöchentlich\w*|täglich\w*|"
    r"nächtlich\w*|semanal\w*|diari[oa]s?|settimanal\w*|giornalier\w*|еженедельн\w*|ежедневн\w*|"
    r"أسبوعي\w*|يومي\w*)(?!\w)|"
    r"每|毎|定例|例会|例會|週報|周报|週次|定期|매주|매일|매달|매월|정기",
    re.I,
)

# What makes a value one occasion's: today, tonight, tomorrow, now, this once.
_ONE_OFF = re.compile(
    r"(?<!\w)(?:today|tonight|tomorrow|right\s+now|just\s+(?:this\s+)?once|this\s+(?:time|once|run|build|deploy)|"
    r"(?:for|pour|für|para|per|для)\s+(?:this|these|ce|cet|cette|ces|diese[nmrs]?|este|esta|estos|estas|"
    r"questo|questa|quest['’]|этого|этой|этих)\s+\w+|"
    r"aujourd['’]hui|ce\s+soir|demain|cette\s+fois|juste\s+une\s+fois|"
    r"heute|heute\s+abend|morgen(?!s)|diesmal|dieses\s+Mal|nur\s+einmal|"
    r"hoy|esta\s+noche|esta\s+vez|solo\s+una\s+vez|"
    r"oggi|stasera|domani|stavolta|questa\s+volta|solo\s+una\s+volta|"
    r"сегодня|завтра|сейчас|в\s+этот\s+раз|только\s+один\s+раз|"
    r"اليوم|الليلة|غدا|غداً|بكرة|هذه\s+المرة|مرة\s+واحدة)(?!\w)|"
    r"今天|今晚|明天|这次|這次|这一次|這一次|就这一次|就這一次|本次|今日|今夜|今晩|明日|今回|一回だけ|一度だけ|"
    r"오늘|내일|이번(?:\s*한\s*번|만)|한\s*번만",
    re.I,
)

# What may trail the words before a marker without being part of them: a hesitation ("…,
# Moment", "…, ah", "…, 啊").
_TRAILING = re.compile(
    r"(?:[\s,，、،:：;；؛.。…—–\-]*(?:(?<!\w)(?:moment|wait|hmm+|ah|oh|eh|er|uh|um|euh|äh|ähm|ach|ay|uy|"
    r"no|non|nein|nee|ne|нет|ой|ах|э|آه|اه|لا|warte|attends|espera|aspetta|погоди|стоп|لحظة)(?!\w)|啊|哦|欸|诶|不对|不對|不是|あ|あっ|えっと|いや|아|어|아니))*"
    r"[\s,，、،:：;；؛.。…—–\-]*$",
    re.I,
)

# Words that may lead into a mended value and replace nothing: a copula, a preposition, a
# pronoun ("是", "bei", "at", "c'est", "de", "it is").
_LEAD_MAX_WORDS = 2


def value_in(text: str, start: int = 0) -> tuple[str, re.Match[str]] | None:
    """The first value in the text from `start`: its type and its match."""
    day = _DAY.search(text, start)
    amount = _AMOUNT.search(text, start)
    found = [(m.start(), kind, m) for kind, m in ((DAY, day), (AMOUNT, amount)) if m is not None]
    if not found:
        return None
    _at, kind, m = min(found, key=lambda f: f[0])
    return kind, m


def last_value(text: str, kind: str) -> re.Match[str] | None:
    found = list((_DAY if kind == DAY else _AMOUNT).finditer(text))
    return found[-1] if found else None


def trimmed_head(text: str) -> str:
    """The words before a marker, without the hesitation trailing them ("…, Moment")."""
    m = _TRAILING.search(text)
    return text[: m.start()] if m is not None else text


def one_off(text: str) -> bool:
    return _ONE_OFF.search(text) is not None


def setting_named(head: str) -> bool:
    """The words before the marker name a lasting setting: a setting's noun, or a time that
    recurs (for a day, a day of habit)."""
    return bool(_SETTING.search(head) or _HABITUAL.search(head))


def _words_before(text: str) -> int:
    return len(re.findall(r"\w+", text))


def mended_value(head: str, mend: str) -> str | None:
    """The words before the marker with their value mended by the mend's, when the mend opens
    with a value of the type of one the head says (a few words of lead-in at most): the value
    alone replaces the head's last value of its type (its unit kept when the mend says none);
    a mend that goes on after its value restarts the head at the head's value; None otherwise."""
    found = value_in(mend)
    if found is None:
        return None
    kind, mv = found
    lead = mend[: mv.start()]
    wide = re.search(r"[\u3040-\u30ff\u3400-\u9fff]", lead)
    if (wide and len(lead.strip()) > 3) or (not wide and _words_before(lead) > _LEAD_MAX_WORDS):
        return None
    hv = last_value(head, kind)
    if hv is None:
        return None
    start = hv.start()
    if start > 0 and head[start - 1] in "'’" and lead.strip():
        # "è l'80 %" mended by "il 70 %": the elided article gives way to the mend's own
        start = head.rfind(" ", 0, start) + 1
        head = head[:start] + lead.strip() + " " + head[hv.start() :]
        hv = last_value(head, kind)
    tail = mend[mv.end() :]
    if not tail.strip(" \t.。!！,，、،;；"):
        value = mv.group().strip()
        if kind == AMOUNT and _NUMBER.fullmatch(value):
            # "пятнадцать" for "десять секунд", "30" for "10 minutes": the number only, the
            # head's unit kept
            number = _NUMBER.match(hv.group())
            if number is not None and number.end() < len(hv.group()):
                return head[: hv.start()] + value + head[hv.start() + number.end() :]
        return head[: hv.start()] + value + head[hv.end() :]
    return head[: hv.start()] + mend[mv.start() :]
