"""Issue 33, twelfth round (Spanish, Italian, Russian, Arabic: suggestions). dev33l was written by
hand before the judgement was touched and committed before its first run; its frozen third (the
lowest third per language by SHA-256 of the text) is scored once, at the end, by the integrator,
and never here.

The misses of dev33l's dev part and of dev33k_frozen (already scored, development data now) were
read as *structures*, and before each reading was written, five or more siblings of the structure
(other vocabulary, other domains, other voices) and three near misses of the same form were
written here. Each class's rules test fails on main's code at ebf0ae5 (at least one sibling is
read as nothing there); the near misses are read as nothing on main's code too and must stay so.
Two batches written after the changes and run once are kept below them (the first then led to
changes; the second was not tuned on, and its three misses are left out and told in the README)."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33L, DEV33L_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

TWELFTH_ROUND_SOUTH = ("es", "it", "ru", "ar")


def test_the_twelfth_round_south_sets_are_large_and_apart():
    """About 30 suggest-side messages per language (rules and hard negatives; no explicit
    requests and no turns: those are other helpers'), dev part and frozen third together, the
    frozen third chosen by the SHA-256 of each text, tagged for the round, and none in any
    earlier set. (The frozen texts are only compared here, never judged.)"""
    assert_round_set(
        DEV33L,
        DEV33L_FROZEN,
        TWELFTH_ROUND_SOUTH,
        "twelfth-round",
        {"suggest": 18, "none": 12},
        range(1, 100),
        at_least=True,
    )


# Each structure read this round: its siblings (rules) and its near misses (same form, no rule).
CLASSES: dict[str, tuple[list[str], list[str]]] = {
    # a department or the company named by its trade, as the team's place, then its way
    "place by trade": (
        [
            "En contabilidad las facturas de proveedores se registran el mismo día.",
            "In amministrazione i rimborsi si approvano entro il venerdì.",
            "В бухгалтерии акты сверки подписываются в конце квартала.",
            "В компании отпуска согласуются за две недели.",
            "في الشركة، العقود تُوقَّع إلكترونياً.",
            "En esta empresa las nóminas se pagan el último día hábil.",
        ],
        [
            "En contabilidad ahora mismo están cerrando el trimestre.",
            "В бухгалтерии сегодня никого нет.",
            "In amministrazione i computer sono vecchi.",
        ],
    ),
    # the kind put first, and the role that does it named after the verb in the present
    "kind first, role after": (
        [
            "I preventivi sopra i diecimila euro li firma il direttore commerciale.",
            "Le note di rilascio le scrive chi ha fatto il merge.",
            "Заявки на доступ к базе одобряет тимлид.",
            "Расходы на командировки утверждает финансовый директор.",
            "Las ofertas de más de diez mil euros las aprueba la directora comercial.",
        ],
        [
            "Le chiavi le ha prese Marco.",
            "Заявку на доступ вчера одобрил тимлид.",
            "Il caffè lo porta Giulia domani.",
        ],
    ),
    # a condition, then the addressee's plain present (no imperative): what to do then
    "condition, then the addressee's present": (
        [
            "Se il cliente chiede uno sconto sopra il dieci per cento, lo giri al commerciale.",
            "Quando arriva un bug critico, lo segnali nel canale incidenti.",
            "Se la build notturna fallisce, la rilanci una volta prima di aprire un ticket.",
            "إذا الاختبار فشل مرتين، تعطّله وتفتح تذكرة.",
            "لما يوصلك طلب حذف بيانات، تنفذه خلال أسبوع.",
            "إذا المورد تأخر بالتسليم، تبلغ قسم المشتريات.",
        ],
        [
            "Se la build è rotta, la rilanci tu oggi.",
            "إذا خلصت، تبعتلي الملف اليوم.",
            "Se ti va, la spezzi in due?",
        ],
    ),
    # Russian's indefinite 3rd plural and the team's 1st plural, limited to one way, set against
    # the way not taken, before a step
    "ru: no one's or the team's present, limited": (
        [
            "У нас релизные ветки не удаляют, их архивируют.",
            "Хотфиксы в прод выкатывают только после ревью дежурного.",
            "Черновики договоров отправляют клиенту только через юристов.",
            "Секреты в переменные окружения не кладём, только в vault.",
            "Логи продакшена храним девяносто дней, не больше.",
        ],
        [
            "У нас сейчас в main не пушат, потому что сломан CI.",
            "Тесты падают на main.",
            "Вчера в main пушили без ревью.",
        ],
    ),
    # a kind and the way it takes, set against the one not taken, or in a set order of steps
    "kind's way, against another or in order": (
        [
            "Las solicitudes de vacaciones pasan primero por el jefe directo y luego por RRHH.",
            "Los datos de facturación salen del ERP, no de las hojas de cálculo.",
            "Le richieste di accesso passano dal team sicurezza, non dal singolo sviluppatore.",
            "I job notturni girano su Kubernetes, non sulle vecchie VM.",
            "طلبات الشراء تمر على المدير الأول وبعدين على المالية.",
            "بيانات العملاء بتيجي من الـ CRM، مش من ملفات الإكسل.",
            "Заявки на закупку идут сначала к руководителю, потом в бухгалтерию.",
        ],
        [
            "Los datos de facturación ahora salen con retraso.",
            "I job notturni girano lentissimi da ieri.",
            "بيانات العملاء بتيجي ناقصة اليوم.",
        ],
    ),
    # under a recurring time, the one whose role or turn it is does the team's way
    "recurring time, a role's duty": (
        [
            "Каждую пятницу тимлид проверяет открытые пул-реквесты.",
            "По утрам дежурный инженер смотрит ночные алерты.",
            "كل صباح، المناوب يفحص لوحة المراقبة.",
            "Los lunes el responsable de guardia revisa las alertas del fin de semana.",
            "Ogni lunedì il responsabile di turno controlla gli allarmi del weekend.",
        ],
        [
            "В эту пятницу тимлид в отпуске.",
            "اليوم المناوب مريض.",
            "Lunedì il responsabile di turno è in ferie.",
        ],
    ),
    # Arabic: an act by its verbal noun, or every item with a passive, within a span (خلال)
    "ar: within a span": (
        [
            "في قسم المبيعات، الرد على عروض الأسعار خلال يوم عمل.",
            "كل طلب استرجاع يُعالج خلال خمسة أيام.",
            "عندنا، مراجعة طلبات الدمج خلال يومين.",
            "تسليم التقارير الشهرية خلال أول ثلاثة أيام من الشهر.",
            "كل شكوى يُرد عليها خلال يوم.",
        ],
        [
            "الرد على العميل تأخر خلال الأسبوع الماضي.",
            "السيرفر رجع خلال ساعتين.",
            "هل الرد على العملاء خلال يوم؟",
        ],
    ),
    # Italian: what a kind is made with or kept in, the verbs the table did not read
    "it: si fanno, si caricano su, girano su": (
        [
            "Gli allegati dei ticket si caricano sullo storage condiviso.",
            "I video dei corsi si caricano su Vimeo, non su YouTube.",
            "Le presentazioni ai clienti si fanno col template aziendale.",
            "I servizi interni girano su Kubernetes.",
            "Le stime si fanno in giorni, non in ore.",
        ],
        [
            "La pagina si carica in tre secondi.",
            "Le immagini si caricano lentissime oggi.",
            "I servizi girano da ieri senza problemi.",
        ],
    ),
    # a note excluding a thing, then how the kind used instead is kept or run
    "note, then the way instead": (
        [
            "Nada de FTP: los ficheros se suben por SFTP.",
            "Никаких ручных деплоев: релизы выкатываются через пайплайн.",
            "لا ملفات كبيرة على جيت: الملفات الكبيرة تنحفظ على الدرايف.",
            "Niente lavori manuali in produzione: i rilasci si fanno dalla pipeline.",
            "Niente file .env nel repo: le variabili si leggono dal vault.",
        ],
        [
            "Nessun cron job sul server: i lavori periodici oggi girano male.",
            "Nada de FTP: hoy el servidor está caído.",
            "Никаких новостей: релиз опять перенесли.",
        ],
    ),
    # voice-typed and vocative leads before the statement
    "leads": (
        [
            "bueno pues los correos a clientes se firman con el nombre del equipo",
            "bueno entonces las actas de reunión se suben a la wiki el mismo día",
            "Les recordamos que las contraseñas se cambian cada noventa días.",
            "allora le slide per i clienti si preparano nel template del marketing",
            "بص يا سيدي، الفواتير بتطلع بالدولار.",
        ],
        [
            "bueno pues hoy no hay reunión",
            "короче сервер опять лежит",
            "allora oggi si mangia fuori",
        ],
    ),
}

# Written after the changes and run once: the first batch read 28 of 32 (main's code: 13; missed
# "…, se la devuelves", "Ogni venerdì il referente QA prepara …", "Баги … берут в работу в течение
# часа", "كل خميس، المسؤول عن الجودة يجهز …", all read after a change for them); the second, not
# tuned on, reads 26 of 30 with the final code (main's code: 17): its four misses are in the
# README, not here.
AFTER_RULES = [
    "En marketing las campañas se aprueban con una semana de antelación.",
    "Los pedidos grandes los revisa el jefe de almacén antes de enviarlos.",
    "Las facturas rectificativas salen del sistema contable, no de Excel.",
    "Si un proveedor manda la factura sin número de pedido, se la devuelves.",
    "Los martes la responsable de producto prioriza el backlog.",
    "In produzione le etichette si stampano dal gestionale, non a mano.",
    "I contratti di consulenza li approva la direzione.",
    "Se un test end-to-end fallisce due volte di fila, lo metti in quarantena.",
    "Ogni venerdì il referente QA prepara il report dei bug.",
    "Le richieste di rimborso passano prima dal responsabile e poi dall'amministrazione.",
    "В логистике накладные печатаются до отгрузки.",
    "Коммерческие предложения согласовывает руководитель отдела продаж.",
    "Пароли от сервисов в чатах не пересылаем, только через менеджер паролей.",
    "Каждое утро дежурный администратор проверяет бэкапы.",
    "Баги с продакшена берут в работу в течение часа.",
    "في المبيعات، العروض فوق عشرة آلاف بتتعتمد من المدير.",
    "إذا الزبون اشتكى مرتين، تصعّد التذكرة للمشرف.",
    "كل طلب توظيف يُراجع خلال ثلاثة أيام.",
    "كل خميس، المسؤول عن الجودة يجهز تقرير الأخطاء.",
    "صور المنتجات بتترفع على السيرفر الخاص، مش على الموقع مباشرة.",
    "En compras los pedidos de material se piden con dos semanas de margen.",
    "Los informes trimestrales se envían en PDF, no en Word.",
    "Cada noche el equipo de sistemas rota los logs.",
    "Le offerte sopra i cinquantamila euro le firma l'amministratore delegato.",
    "Gli screenshot per la documentazione si fanno in inglese, non in italiano.",
    "В маркетинге баннеры согласуют с дизайнером до запуска.",
    "Счета поставщиков оплачивает бухгалтерия.",
    "Тестовые данные с прода не копируем, только синтетические.",
    "Если клиент просит скидку больше пятнадцати процентов, передаёшь запрос руководителю.",
    "في التسويق، الإعلانات بتتراجع من المدير قبل النشر.",
    "الفواتير الشهرية تطلع من النظام المحاسبي، مش يدوي.",
    "لما يوصل طلب دعم مستعجل، ترد عليه خلال ساعة.",
    "كل طلب إجازة يُعتمد خلال يومين.",
    "عندنا، تسليم المشاريع للعميل خلال أسبوع من آخر اختبار.",
]
AFTER_NEAR_MISSES = [
    "En marketing ahora mismo estamos sin diseñador.",
    "Los pedidos grandes llegaron tarde esta semana.",
    "¿Las facturas rectificativas salen del sistema contable o de Excel?",
    "In produzione oggi la stampante delle etichette è rotta.",
    "I contratti di consulenza sono scaduti a marzo.",
    "Il referente QA venerdì è in ferie.",
    "В логистике сейчас завал.",
    "Коммерческое предложение вчера согласовал руководитель.",
    "Каждое утро бэкапы занимают больше места.",
    "في المبيعات الأرقام هذا الشهر ضعيفة.",
    "كل طلب توظيف وصلنا امبارح كان ناقص.",
    "صور المنتجات بتترفع ببطء اليوم.",
    "En compras ahora mismo falta una persona.",
    "Las notas de prensa de ayer tuvieron muchas visitas.",
    "Cuando un cliente cancela, ¿le mandamos la encuesta?",
    "Nel magazzino oggi c'è l'inventario.",
    "Le offerte sopra i cinquantamila euro sono poche.",
    "В маркетинге сейчас новый руководитель.",
    "Счета поставщиков вчера оплатила бухгалтерия.",
    "Тестовые данные с прода занимают много места.",
    "في التسويق الميزانية خلصت هالشهر.",
    "الفواتير الشهرية تأخرت الشهر الماضي.",
    "كل طلب إجازة وصل الأسبوع الماضي اتوافق عليه.",
    "هل تسليم المشاريع للعميل خلال أسبوع؟",
]


@pytest.mark.parametrize("name", list(CLASSES))
def test_every_sibling_of_a_structure_read_this_round_is_a_rule(name):
    rules, _ = CLASSES[name]
    assert len(rules) >= 5
    assert [t for t in rules if reading(t) != "suggest"] == []


@pytest.mark.parametrize("name", list(CLASSES))
def test_the_near_misses_of_a_structure_are_no_rule(name):
    _, near = CLASSES[name]
    assert len(near) >= 3
    assert [t for t in near if reading(t) != "none"] == []


@pytest.mark.parametrize("text", AFTER_RULES)
def test_a_rule_written_after_the_changes_is_read(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", AFTER_NEAR_MISSES)
def test_a_near_miss_written_after_the_changes_is_no_rule(text):
    assert reading(text) == "none"


def test_the_probes_are_in_no_set():
    probes = [t for rules, near in CLASSES.values() for t in rules + near]
    probes += AFTER_RULES + AFTER_NEAR_MISSES
    texts = texts_outside() | {c.text for c in load_corpus(DEV33L)}
    assert texts.isdisjoint(probes)
    assert len(set(probes)) == len(probes)
