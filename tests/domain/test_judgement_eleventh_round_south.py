"""Issue 33, eleventh round (Spanish, Italian, Russian, Arabic): dev33k was written by hand before
the judgement was touched and committed before its first run; its frozen third (the lowest third
per language by SHA-256 of the text) is scored once, at the end, by the integrator, and never here.
The probes below (in no set) are siblings, in the four languages, of each class read for the
suggest misses of dev33k and of dev33j_frozen (already scored, used as development data), and the
near misses each class must leave alone: how long a run takes, the users as a kind, someone else's
team, a confirmation asked, one occasion, the past, a denial. Both tests fail on main's code at
ad803ea (52 of the rules below are read as nothing there; four of the near misses are suggested there)."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33K, DEV33K_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

ELEVENTH_ROUND_SOUTH = ("es", "it", "ru", "ar")


def test_the_eleventh_round_south_sets_are_large_and_apart():
    """About 30 suggest-side messages per language (rules and hard negatives, no explicit
    requests: those are another helper's), dev part and frozen third together, the frozen third
    chosen by the SHA-256 of each text, tagged for the round, and none in any earlier set. (The
    frozen texts are only compared here, never judged.)"""
    assert_round_set(
        DEV33K,
        DEV33K_FROZEN,
        ELEVENTH_ROUND_SOUTH,
        "eleventh-round",
        {"suggest": 18, "none": 12},
        range(1, 100),
    )


# Lasting rules in the classes read this round: a kind and how each is kept or made in a plain
# present said of no one or of the team (the impersonal or reflexive passive, "venire" + participle,
# the kind put first and taken up by its pronoun, every item of a kind, the Levantine and Egyptian
# present); the team's or the work's place said first (a project, a department, a team by its
# trade or acronym, a part of the work set apart by "para el / per il"); a formal notice or a
# voice-typed lead before the statement; a tag of assent closing a statement; a rule after a
# semicolon in a task; "zero / nothing of" a kind without a step; a state kept up to an event; a
# team named as the subject under a recurring time; a point within every quarter; a corrected
# value that stands.
RULES = [
    "En este proyecto las variables de entorno se validan con zod al arrancar.",
    "Las plantillas de correo se escriben en MJML y se revisan con el equipo de marketing.",
    "Los certificados del clúster los renueva alguien de sistemas cada trimestre.",
    "Cada servicio publica sus métricas en /metrics.",
    "En este departamento las facturas se archivan en la carpeta compartida de contabilidad.",
    "Acá los commits que tocan la base llevan el número de ticket, ¿va?",
    "Para el backoffice usamos solo componentes de la librería interna.",
    "Si un endpoint devuelve 500 en staging, lo reportas en el canal de incidencias.",
    "Nada de secretos en los tests sin pasar por el vault.",
    "Hasta la migración del CRM, la tabla de clientes se queda en solo lectura.",
    "Cada lunes el equipo de seguridad revisa los accesos al bastión.",
    "Revisa el PR de Ana; ojo, que en este repo los enums van en mayúsculas.",
    "I file di traduzione vengono generati con lo script di build, mai a mano.",
    "Ogni pacchetto del monorepo dichiara le sue dipendenze nel proprio package.json.",
    "Nel team di SRE gli alert si silenziano solo con un ticket aperto.",
    "Nel presente progetto le password vengono salvate con bcrypt.",
    "Per il sito pubblico usiamo solo immagini in AVIF.",
    "Qua i branch de feature se chiamano col numero del ticket, capito?",
    "Fino al lancio della beta, il database di produzione resta in sola lettura.",
    "Ogni venerdì il team mobile prepara la build per i tester.",
    "Sui test flaky hai carta bianca: disattivali e apri un ticket.",
    "Zero librerie nuove senza il parere del team di sicurezza.",
    "I report mensili partono il primo lunedì del mese.",
    "Новые эндпоинты документируются в OpenAPI до начала разработки.",
    "В этом проекте конфиги хранятся в YAML, а не в JSON.",
    "У нас в команде поддержки все обращения сначала попадают в общий канал.",
    "Логи ошибок складываем в Sentry, а не в файлы.",
    "В данном репозитории зависимости обновляются только через Renovate.",
    "По понедельникам команда аналитики пересчитывает метрики.",
    "Обращаю ваше внимание: секреты в этом проекте передаются только через Vault.",
    "Почини импорт; миграции в этом репозитории пишутся только вперёд.",
    "значит так тестовые данные генерируем фабриками а не руками",
    "التقارير الأسبوعية تتبعت كل خميس بعد الظهر.",
    "في قسم المالية الفواتير تتأرشف بصيغة PDF.",
    "إحنا هنا الكود الجديد مايتدمجش من غير اختبارات.",
    "عنا بالفريق المراجعات بتكون بالعربي.",
    "يُرجى العلم بأن جميع الطلبات الخارجية في هذا النظام تمر عبر الجدار الناري.",
    "ملفات الإعداد مكانها مجلد config، مش جذر المشروع.",
    "في أول يوم من كل شهر نراجع فواتير الخوادم.",
    "السجلات منحتفظ فيها شهر، لا لا، شهرين.",
    # a batch written after the changes above and run once before any change for it
    "Los scripts de despliegue se guardan en ops/deploy y se ejecutan desde el runner.",
    "En el equipo de producto las historias se estiman en puntos, no en horas.",
    "Cada rama de feature vive como mucho una semana.",
    "Los sábados el entorno de QA se apaga para ahorrar costes.",
    "Las respuestas de la API van siempre en camelCase.",
    "I changelog si scrivono in italiano e al presente.",
    "Nel nostro reparto le richieste di accesso passano dal responsabile IT.",
    "Ogni PR porta con sé almeno un test che fallisce senza la modifica.",
    "Le immagini docker si buildano solo in CI, mai in locale.",
    "Скрипты миграций хранятся в папке db/migrations.",
    "У нас в отделе код-ревью проводится в течение одного рабочего дня.",
    "Каждый сервис пишет логи в stdout.",
    "Тестовые стенды пересоздаём раз в неделю.",
    "الإصدارات عندنا تترقم حسب التاريخ.",
    "في فريق الواجهة الأيقونات تنحط في مجلد icons.",
    "كل خدمة تكتب سجلاتها في stdout.",
    "ملفات الترجمة بتتولد من السكربت، مش يدوي.",
    # a second batch, written and run once the same way
    "Oye, en este repo los PRs se squashean al mergear.",
    "Nada de console.log en los commits, se usa el logger del proyecto.",
    "Los jueves por la mañana el equipo de plataforma actualiza las imágenes base.",
    "Puedes cerrar tú los issues duplicados sin avisarme.",
    "Grazie! Comunque da noi le variabili d'ambiente si documentano nel README.",
    "Le query lente si segnalano sul canale del team dati.",
    "Ogni martedì il team QA fa il giro di regressione.",
    "Слушай, в этом репозитории коммиты подписываются GPG-ключом.",
    "Фичефлаги старше трёх месяцев удаляются в следующем спринте.",
    "Никаких ручных правок в сгенерированном коде, только через генератор.",
    "الفروع القديمة بتتمسح كل آخر الشهر.",
    "بالمناسبة، عندنا التعليقات في الكود تتكتب بالإنجليزي.",
    "في فريق البنية التحتية التغييرات على الخوادم تمر عبر Terraform.",
    "النسخ الاحتياطية تنحفظ في S3 لمدة ثلاثين يوم.",
]

# Near misses each class must leave alone.
NEAR_MISSES = [
    "Los tests de la API se ejecutan en unos ocho minutos.",
    "Yo nunca pedí que se borraran los logs.",
    "Cada usuario tiene su propio espacio de trabajo.",
    "Las builds se rompen desde la actualización de Node.",
    "En el equipo de Raúl los PRs se aprueban con una sola firma.",
    "Los tests se corren en CI, ¿no?",
    "Para el lunes usamos la rama vieja.",
    "La tarea la terminas hoy.",
    "Ojo, el servidor está caído.",
    "Creo que los logs se guardan en S3, creo.",
    "I test end-to-end si eseguono in circa venti minuti.",
    "Non ho mai chiesto di cancellare i branch vecchi.",
    "Ai tempi di Jenkins tenevamo tutto su un solo server.",
    "Ogni utente riceve una notifica al login.",
    "Nel team di Marco i bug si segnalano su Jira.",
    "Per il momento usiamo la versione vecchia.",
    "I dati vengono salvati nella cartella temporanea, credo.",
    "Fino a domani il branch resta congelato.",
    "Тесты выполняются примерно за двенадцать минут.",
    "В команде Ольги релизы выкатываются по средам.",
    "Отчёты отправим в пятницу.",
    "Пользователи заходят в приложение через SSO.",
    "Сейчас логи пишутся в файл.",
    "Тесты ломаются после обновления Node.",
    "الاختبارات تخلص في ربع ساعة تقريباً.",
    "المستخدمين بيدخلوا على النظام من الموبايل.",
    "الخادم يتعطل كل شوي.",
    "هل الملفات الكبيرة تنرفع على LFS؟",
    "زمان الملفات الكبيرة كانت تنرفع على جيت.",
    "سامي يقول إن التذاكر عندهم تتقفل بعد أسبوع.",
    # the same batch's traps
    "Los tests de carga se ejecutaron el martes con buenos resultados.",
    "¿Los tokens se guardan en el keychain o en un fichero?",
    "Mi jefa dice que en su anterior empresa los despliegues se hacían de noche.",
    "Ieri le immagini docker si sono buildate in locale per sbaglio.",
    "Ma le migrazioni si fanno prima o dopo il deploy?",
    "Il server di staging oggi risponde lentamente.",
    "Вчера тестовые стенды пересоздавали вручную.",
    "А где у нас хранятся скрипты миграций?",
    "Коллега рассказывал, что у них логи пишутся в файлы.",
    "مبارح الإصدار اترقم غلط.",
    "الإصدارات بتترقم إزاي عندكم؟",
    "زميلي يقول إن عندهم الإصدارات تترقم حسب التاريخ.",
    "التطبيق حالياً يحمّل الصور ببطء.",
    # the second batch's traps
    "Los PRs de ayer se squashearon sin querer.",
    "El cliente dice que en su empresa los backups se hacen a diario.",
    "Traduce: «Las facturas se emiten el primer día hábil del mes».",
    "Los servidores se reinician solos cuando hay una actualización.",
    "Stamattina le query lente si sono accumulate sul database.",
    "Secondo la documentazione di Django, le migrazioni si applicano con migrate.",
    "Le build notturne al momento falliscono per un problema di rete.",
    "Da noi gli utenti usano soprattutto Chrome.",
    "Фичефлаги в прошлом спринте удалили вручную.",
    "В документации Kubernetes написано, что поды перезапускаются автоматически.",
    "Почему у нас коммиты подписываются GPG-ключом?",
    "Клиенты обычно заходят в кабинет по вечерам.",
    "الفروع القديمة اتمسحت امبارح بالغلط.",
    "حسب توثيق Django، الترحيلات تتطبق بأمر migrate.",
    "العملاء عادةً يفتحوا التطبيق بالليل.",
    "ليش التعليقات عندنا تتكتب بالإنجليزي؟",
]


@pytest.mark.parametrize("text", RULES)
def test_a_sibling_of_a_class_read_for_dev33k_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none"


def test_the_probes_are_in_no_set():
    texts = texts_outside() | {c.text for c in load_corpus(DEV33K)}
    assert texts.isdisjoint(RULES + NEAR_MISSES)
