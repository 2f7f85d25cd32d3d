"""Issue 33, ninth round (Spanish, Italian, Russian, Arabic): dev33i was written before the
judgement was touched and committed before its first run; its frozen third (the lowest third per
language by SHA-256) is scored once, at the end, by the integrator. The probes below are siblings
of each class read for the misses of dev33i and dev33h_frozen, written in the four languages after
the changes (in no set), and the near misses each class must leave alone."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33I, DEV33I_FROZEN
from tests.judgement_sets import assert_round_set, reading, texts_outside

NINTH_ROUND_SOUTH = ("es", "it", "ru", "ar")


def test_the_ninth_round_south_sets_are_large_and_apart():
    """At least 36 messages per language, dev part and frozen third together, the frozen third
    chosen by the SHA-256 of each text, tagged for the round, and none in any other set."""
    assert_round_set(
        DEV33I,
        DEV33I_FROZEN,
        NINTH_ROUND_SOUTH,
        "ninth-round",
        {"suggest": 21, "explicit": 3, "none": 13},
        range(1, 10000),
        at_least=True,
    )


# Sibling probes of each class read for the misses (in no set): what each class must read, and
# the near misses it must leave alone.
RULES = [
    # an exclusion and an "only", as one note, in either order
    "Nada de fixtures compartidas entre módulos, solo fábricas locales.",
    "Niente librerie di date pesanti, solo date-fns.",
    "Никаких глобальных синглтонов, только внедрение зависимостей.",
    "لا مكتبات تنسيق خارجية، فقط المدمجة في اللغة.",
    "Para los logs solo JSON estructurado, nada de texto libre.",
    "Per i segreti solo il vault, niente file .env nel repo.",
    "Для очередей только RabbitMQ, никакого Redis.",
    "الصور بصيغة WebP فقط، لا PNG.",
    # a quoted word inside a verbless note
    "Nada de ramas llamadas 'test', por favor.",
    'Niente commit con il messaggio "fix".',
    # the team's place, then a kind and a present of the third person with how or where
    "En nuestro equipo los endpoints internos llevan el prefijo /internal.",
    "Nel nostro team i file di migrazione iniziano con la data.",
    "Da noi le stringhe tradotte stanno tutte in locales/.",
    "عندنا أسماء الجداول تكون بالإنجليزية وبصيغة الجمع.",
    "في فريقنا الاختبارات تُكتب قبل الكود.",
    "Aquí la documentación la escribe el autor del cambio, no el revisor.",
    "vale, por cierto aquí los mocks van en una carpeta aparte",
    # a tag asking assent after an order, any one word
    "A partir de ahora escribe los changelogs en inglés, ¿sí?",
    "Впредь пиши сообщения коммитов на английском, окей?",
    "من الآن اكتب التعليقات بالعربي، ماشي؟",
    "D'ora in poi scrivi i changelog in inglese, ok?",
    # a stretch of time "as long as it lasts"
    "Mientras dure la congelación, solo parches de seguridad.",
    "Finché dura il freeze, niente nuove dipendenze.",
    "Пока действует мораторий, в прод выкатываем только хотфиксы.",
    "طوال فترة الصيانة، ما في نشر على الإنتاج.",
    # a kind put first, taken up by the agreeing pronoun
    "Las migraciones revisalas siempre con alguien de datos.",
    "Los secretos guardalos en el vault, nunca en el repo.",
    "I changelog puoi scriverli tu quando la modifica è piccola.",
    "Las traducciones puedes corregirlas sin avisarme.",
    # an ordinal day of the month with a kind of day between
    "El último viernes laborable del mes, nada de despliegues.",
    "L'ultimo giorno lavorativo del mese niente release.",
    "В последний рабочий день квартала ничего не выкатываем.",
    "في آخر يوم عمل من الشهر لا تنشر أي تحديث.",
    # the Russian team's negated present closing on an intensifier
    "По выходным прод не трогаем вообще.",
    # every item of a kind told by what it returns; a note said to last
    "أي دالة ترجع قيمة فارغة لازم يكون لها اختبار.",
    "ملاحظة دائمة: كل جدول جديد لازم يكون له مفتاح أساسي.",
    "إذا غيّرت المنفذ، حدّثه كذلك في ملف docker-compose.yml.",
    # a concession of no exception
    "ممنوع تعديل ملفات الترحيل القديمة، مهما كان السبب.",
]

NOT_RULES = [
    # "only" with one occasion, a report of results, a formula
    "Niente di nuovo, solo un warning in più.",
    "Nada de eso, solo estaba preguntando.",
    "Никаких новостей, только слухи пока.",
    "في هذا الملف فقط، لا تضف تعليقات.",
    "Solo per questo task, niente test.",
    # the team's place and a state or a complaint
    "Da noi il server va in crash ogni notte.",
    "Aquí los servidores se caen cada dos por tres.",
    "عندنا السيرفر يتعطل كل يوم.",
    "عندنا مشكلة تظهر في السيرفر.",
    # a tag that asks whether a statement is true, or which one
    "No usamos Yarn, ¿verdad?",
    "Мы ведь не используем Yarn, правда?",
    "Usa tabs o espacios, ¿cuál?",
    # a stretch of time and an order then: a job then
    "Mientras dure la reunión, apaga las notificaciones.",
    # the speaker denying having asked
    "Nunca te pedí que cambiaras el puerto.",
    "Non ti ho mai chiesto di rinominare i test.",
    "لم أطلب منك أبداً تغيير المنفذ.",
    "ما طلبت منك تحذف الفرع.",
    # a perfective order, once
    "Сделай мне выгрузку пользователей в CSV.",
    "Поменяй мне тему письма на «Счёт за май».",
    # a retraction with its reason after it
    "من الآن اكتب الأسماء بالعربي. لا خلاص، انسَ الموضوع، الـ linter بيرفضها.",
    # one day of a month that is past
    "В последний рабочий день прошлого месяца мы задеплоили хотфикс.",
]

EXPLICIT = [
    "Que no se te olvide: la VPN de staging usa el puerto 1194.",
    "No se te olvide que el entorno de demo se borra los domingos.",
    "Я, как правило, предпочитаю явные импорты.",
    "Io, di solito, preferisco i test piccoli e veloci.",
    "Yo, en general, prefiero los nombres largos.",
]


# A second batch, written after the first batch's changes and before any change for it, in the
# round's everyday forms (36 of 40 read right when written; the misses were the days joined after
# one article, a pronoun before the verb of leave after "Ah, y", and "until" put first).
SECOND_RULES = [
    "Nada de credenciales en los tests de integración, solo variables de entorno del CI.",
    "En este repo los nombres de los jobs de CI van en kebab-case.",
    "Los martes y jueves me mandas el informe de costes de AWS.",
    "Si un endpoint tarda más de dos segundos, abre una incidencia con la traza.",
    "Gracias por el fix. Ah, y los PR de dependencias los puedes aprobar tú si el CI pasa.",
    "Nunca borres una rama remota sin preguntarme antes, ¿estamos?",
    "En casa usamos Poetry, nada de pip a pelo.",
    "Niente console.log nei componenti React, usa il logger centralizzato.",
    "Qui da noi le PR si aprono sempre in bozza finché la CI non è verde.",
    "Ogni lunedì mattina aggiorna la lista dei ticket bloccati.",
    "Se tocchi il modulo di fatturazione, avvisa Marco prima del merge.",
    "Le dipendenze di sviluppo puoi aggiornarle senza chiedermi niente.",
    "Fino a fine trimestre niente nuove feature, solo stabilità.",
    "Никаких print в продакшн-коде, только logging.",
    "В нашем репозитории конфиги лежат в папке config/, а не в корне.",
    "Каждую пятницу после обеда чисти старые артефакты в CI.",
    "Если падает больше трёх тестов, останавливай сборку и пиши мне.",
    "Обновления линтеров можешь вливать сам, меня не дёргай.",
    "Спасибо! Кстати, все новые эндпоинты у нас документируются в OpenAPI.",
    "ممنوع استخدام any في TypeScript، استخدم أنواع واضحة.",
    "عندنا رسائل الكوميت تكون بالإنجليزي وبصيغة الأمر.",
    "كل يوم أحد الصبح راجع التنبيهات اللي جت من Sentry.",
    "لو الاختبار فشل مرتين ورا بعض، علّمه كـ flaky وبلّغني.",
    "ملفات الترجمة تقدر تعدلها بنفسك بدون مراجعة.",
    "لحد ما نخلص الترحيل، ما في أي تعديل على قاعدة البيانات القديمة.",
]

SECOND_NOT_RULES = [
    "¿Hace falta que los PR lleven siempre dos aprobaciones?",
    "El viernes que viene, excepcionalmente, el deploy lo hace Lucía.",
    "Mi compañero dice que en su empresa nunca se hace code review los viernes.",
    "Ieri ho cancellato per sbaglio il branch di release.",
    "Traduci in spagnolo: «Le password non vanno mai condivise».",
    "Da oggi scrivi i test con pytest. Anzi no, lascia perdere, restiamo con unittest.",
    "Только сегодня можно пушить напрямую в main, завтра снова через PR.",
    "Коллега говорит, что у них в команде тесты пишут только тестировщики.",
    "Раньше мы деплоили по пятницам, но перестали.",
    "هل في قاعدة عندنا لتسمية الفروع؟",
    "اليوم بس، انشر بدون مراجعة لأن الموضوع مستعجل.",
    "مديري يقول إن الاختبارات لازم تغطي ثمانين بالمية، بس أنا مش مقتنع.",
]

SECOND_EXPLICIT = [
    "Tieni presente che il bucket dei log si chiama logs-prod-eu.",
    "Запомни, что тестовый стенд у нас на порту 8081.",
    "Me gusta más que los tests estén junto al código.",
]


# A third batch, everyday forms and traps written after the second batch's changes (38 of 42 read
# right when written; one was relabelled by the corpus's convention, "Имей в виду: …" is a
# remember request; one left out as ambiguous, "يوم الجمعة" without "كل"; the misses read after: a
# topic parted by a comma from how it is made, "hacia" read as "hacía", "مش صحيح"). Not here,
# still missed: "قبل ما تغير أي صلاحيات في السيرفر، بلغ فريق الأمن." (a form II imperative written
# without its shadda).
THIRD_RULES = [
    "Ojo: las claves de API jamás en el frontend.",
    "Cuando termines una tarea, déjame un resumen de tres líneas en el ticket.",
    "Todo script nuevo lleva un --dry-run, sin excepción.",
    "Te lo digo para siempre: los mensajes de error hacia el usuario, en español neutro.",
    "Puedes hacer rebase de tus propias ramas cuando quieras.",
    "De lunes a jueves se despliega; el viernes, ni tocarlo.",
    "Acá los tickets se cierran solo cuando QA da el ok.",
    "Occhio: le chiavi API mai nel frontend.",
    "Quando finisci un task, lasciami un riassunto di tre righe nel ticket.",
    "Ogni script nuovo ha un --dry-run, nessuna eccezione.",
    "Il sabato e la domenica nessun job pesante sul cluster.",
    "Se devi toccare il CSS globale, prima chiedimelo.",
    "Le PR piccole puoi mergiarle da solo.",
    "Когда заканчиваешь задачу, оставляй в тикете короткое резюме.",
    "Любой новый скрипт должен поддерживать --dry-run.",
    "По субботам миграции не запускаем.",
    "Свои ветки можешь ребейзить когда угодно.",
    "Перед тем как удалять данные в проде, делай снапшот.",
    "انتبه: مفاتيح الـ API أبداً ما تنحط في الواجهة الأمامية.",
    "لما تخلص أي مهمة، اكتب ملخص من ثلاث أسطر في التذكرة.",
    "كل سكربت جديد لازم يدعم --dry-run.",
    "تقدر تعمل rebase لفروعك الخاصة وقت ما تحب.",
]

THIRD_NOT_RULES = [
    "Hoy sáltate el linter, que tengo una demo en diez minutos.",
    "¿Me recuerdas cómo se llamaba el bucket de backups?",
    "Según el manual de estilo de Airbnb, hay que usar comillas simples; ¿tú qué opinas?",
    "Oggi non serve che lanci i test, vado di fretta.",
    "Mi ricordi come si chiamava il bucket dei backup?",
    "Prima usavamo Jenkins, adesso GitHub Actions.",
    "Non è vero che da noi i test si scrivono dopo, li scriviamo prima.",
    "Сегодня тесты можно не гонять, я спешу.",
    "Напомни, как назывался бакет с бэкапами?",
    "В гайде Google написано, что строки не длиннее 80 символов — это так?",
    "Раньше у нас был Jenkins, потом перешли на GitLab CI.",
    "اليوم ما في داعي تشغل الاختبارات، أنا مستعجل.",
    "تذكرني شو كان اسم الـ bucket تبع النسخ الاحتياطية؟",
    "كنا نستخدم Jenkins، وبعدين انتقلنا لـ GitHub Actions.",
    "مش صحيح إنه عندنا ممنوع ندمج يوم الجمعة.",
]

THIRD_EXPLICIT = [
    "Имей в виду: API-ключи никогда не кладём во фронтенд.",
    "Ten presente que el clúster de pruebas está en us-east-2.",
    "Имей в виду и запомни: стенд QA перезапускается в полночь.",
]


# A fourth batch, weighted to traps (another team's way, a mail passed on, text to translate, the
# past, "only today", a question about a rule), written after the third batch's changes (33 of 40
# read right when written, as on main; read after: a team named by a person's name is someone
# else's, what to say once with its content as a clause, the gate "without" opening the sentence).
FOURTH_RULES = [
    "Los hotfixes, siempre con un test que reproduzca el fallo.",
    "Sin PR no entra nada en main, ni siquiera un typo.",
    "Cuando haya conflicto en el lockfile, regéneralo en vez de resolverlo a mano.",
    "Gli hotfix, sempre con un test che riproduce il bug.",
    "Senza PR in main non entra niente, neanche un typo.",
    "Quando c'è un conflitto nel lockfile, rigeneralo invece di risolverlo a mano.",
    "Per le query lente si apre sempre un ticket al team dati.",
    "Хотфиксы — всегда с тестом, который воспроизводит баг.",
    "Без PR в main ничего не попадает, даже опечатки.",
    "Если конфликт в lockfile, перегенерируй его, а не правь руками.",
    "Медленные запросы у нас всегда заводятся тикетом на команду данных.",
    "الـ hotfix دايماً مع اختبار يعيد إنتاج الخطأ.",
    "بدون PR ما في شي يدخل على main، حتى لو كان typo.",
    "إذا صار تعارض في ملف الـ lock، أعد توليده بدل ما تحله يدوياً.",
    "الاستعلامات البطيئة عندنا دايماً نفتح لها تذكرة لفريق البيانات.",
]

FOURTH_NOT_RULES = [
    "Solo por hoy, deja los tests de humo desactivados.",
    "¿Por qué en este repo los commits van siempre en inglés?",
    "En el equipo de Raúl las ramas se borran al mergear, pero nosotros no lo hemos decidido.",
    "Te paso el correo de seguridad: «Ninguna clave privada debe salir del HSM». Respóndeles que lo hemos leído.",
    "Traduce al italiano: «Las migraciones se revisan en pareja».",
    "El año pasado desplegábamos a mano todos los viernes.",
    "Nada, olvídalo, era solo una idea.",
    "Solo per oggi tieni spenti i test di fumo.",
    "Perché in questo repo i commit sono sempre in inglese?",
    "Nel team di Sara i branch si cancellano dopo il merge, ma noi non l'abbiamo deciso.",
    "Ti giro la mail della sicurezza: «Nessuna chiave privata deve uscire dall'HSM». Rispondi che l'abbiamo letta.",
    "L'anno scorso facevamo i deploy a mano ogni venerdì.",
    "Niente, lascia stare, era solo un'idea.",
    "Только на сегодня отключи дымовые тесты.",
    "Почему в этом репо коммиты всегда на английском?",
    "В команде Олега ветки удаляют после мержа, но мы это не решали.",
    "Пересылаю письмо безопасников: «Никакие приватные ключи не покидают HSM». Ответь, что мы прочитали.",
    "В прошлом году мы каждую пятницу деплоили руками.",
    "Ладно, забей, это была просто идея.",
    "اليوم فقط، عطّل اختبارات الدخان.",
    "ليش في هذا المستودع رسائل الكوميت دايماً بالإنجليزي؟",
    "في فريق عمر يحذفون الفروع بعد الدمج، بس احنا ما قررنا هالشي.",
    "هذا إيميل من فريق الأمن: «لا يجوز لأي مفتاح خاص أن يخرج من الـ HSM». رد عليهم إننا قرأناه.",
    "السنة الماضية كنا ننشر يدوياً كل جمعة.",
    "خلاص انسى، كانت مجرد فكرة.",
]


@pytest.mark.parametrize("text", [*RULES, *SECOND_RULES, *THIRD_RULES, *FOURTH_RULES])
def test_a_sibling_of_a_class_read_for_dev33i_is_a_rule(text):
    assert reading(text) == "suggest", text


@pytest.mark.parametrize(
    "text", [*NOT_RULES, *SECOND_NOT_RULES, *THIRD_NOT_RULES, *FOURTH_NOT_RULES]
)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none", text


@pytest.mark.parametrize("text", [*EXPLICIT, *SECOND_EXPLICIT, *THIRD_EXPLICIT])
def test_a_sibling_of_an_explicit_request_read_for_dev33i_is_explicit(text):
    assert reading(text) == "explicit", text


def test_the_probes_are_in_no_set():
    texts = texts_outside()
    probes = [
        *RULES,
        *NOT_RULES,
        *EXPLICIT,
        *SECOND_RULES,
        *SECOND_NOT_RULES,
        *SECOND_EXPLICIT,
        *THIRD_RULES,
        *THIRD_NOT_RULES,
        *THIRD_EXPLICIT,
        *FOURTH_RULES,
        *FOURTH_NOT_RULES,
    ]
    assert len(set(probes)) == len(probes)
    assert not (set(probes) & texts)
