"""Issue 33, fifteenth round (Spanish, Italian, Russian, Arabic: suggestions). dev33o was written by
hand before the judgement was touched and committed before its first run; its frozen third (the
lowest third per language by SHA-256 of the text) is scored once, at the end, by the integrator,
and never here.

This round's method: readings of general parts of a sentence, not of wordings. For each class,
five or more siblings (other words, domains and voices) and three or more near misses (the same
surface with no rule) were written here before the reading; each class fails on the code at
64a8aea (at least one of its probes is read wrongly there). A blind batch written after the first
changes and run once is kept below them."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33O, DEV33O_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

FIFTEENTH_ROUND_SOUTH = ("es", "it", "ru", "ar")


def test_the_fifteenth_round_south_sets_are_large_and_apart():
    """30 suggest-side messages per language (18 rules, 12 hard negatives; no explicit requests:
    those are another helper's), dev part and frozen third together, the frozen third chosen by
    the SHA-256 of each text, tagged for the round, and none in any earlier set. (The frozen texts
    are only compared here, never judged.)"""
    assert_round_set(
        DEV33O,
        DEV33O_FROZEN,
        FIFTEENTH_ROUND_SOUTH,
        "fifteenth-round",
        {"suggest": 18, "none": 12},
        range(1, 100),
    )


# Each part of a sentence read this round: its siblings (rules) and its near misses (the same
# surface, no rule).
CLASSES: dict[str, tuple[list[str], list[str]]] = {
    # any role named by its noun (with its article in es and it; with what qualifies it), a present
    # of doing and what it acts on, and what makes it a duty: every item, a step before, a bound, the
    # first day of someone new, the way it takes; never a past, now or today, never one's family
    "a role's duty in the plain present": (
        [
            "La jefa de turno asigna cada paciente nuevo a una enfermera antes de las ocho.",
            "El jefe de sala revisa cada reclamación antes de contestar al cliente.",
            "La administrativa de obra sube los partes de horas al ERP antes de las doce.",
            "La segreteria studenti pubblica i calendari almeno due settimane prima.",
            "Il magazziniere controlla ogni bancale prima di firmare la bolla.",
            "Старшая смены принимает поставку по накладной и расписывается в журнале.",
            "Кладовщик проверяет каждую коробку перед отгрузкой.",
            "Менеджер по продажам вносит каждую сделку в CRM в тот же день.",
            "المتدرب الجديد يستلم البادج من الاستقبال في أول يوم دوام.",
            "السكرتيرة ترسل محضر الاجتماع لكل الحضور خلال يومين.",
        ],
        [
            "La coordinadora de prácticas asignó ayer un tutor a cada alumno nuevo.",
            "El jefe de sala revisa ahora mismo la reclamación del cliente.",
            "Il magazziniere controlla il bancale adesso, aspetta cinque minuti.",
            "Il magazziniere ha controllato ogni bancale prima di firmare la bolla.",
            "Старшая смены сейчас на обеде, позвони через час.",
            "Кладовщик проверил каждую коробку перед отгрузкой вчера вечером.",
            "المحاسب اليوم في إجازة، بيراجع الفواتير بكرة.",
            "مسؤول المخزن راجع كل شحنة قبل ما يوقع الاستلام امبارح.",
            "El vecino riega cada planta antes de irse de vacaciones.",
            "معظم الوقت يذهب في تحميل الخطوط في كل صفحة.",
        ],
    ),
    # whoever does a part of the work, named by what they do (a free relative, or a role with a
    # relative clause), then a present of doing and what it acts on (or its pronoun before the verb)
    "whoever does a part of the work": (
        [
            "El que cierra la caja por la noche cuadra el efectivo con el ticket Z.",
            "Quien cierra la guardia del viernes deja el informe de incidencias en la carpeta compartida.",
            "La que atiende la centralita apunta cada llamada en la hoja de registro.",
            "Chi prende il furgone compila il foglio dei chilometri al rientro.",
            "La commerciale che firma un ordine avvisa subito il magazzino.",
            "Кто берёт служебную машину, записывает пробег в журнал.",
            "Тот, кто принимает звонок, сам заводит заявку в системе.",
            "Кто первым приходит в офис, тот включает кофемашину и проверяет почту.",
            "اللي ياخذ السيارة يعبي البنزين قبل ما يرجعها.",
            "من يستلم الطلب يسجله في النظام فوراً.",
        ],
        [
            "El que abrió la tienda esta mañana se olvidó las llaves.",
            "Quien cierra la puerta es Marta, que vive al lado.",
            "Chi chiude il negozio stasera? Io non posso.",
            "Chi ha preso il furgone ieri lo ha lasciato senza benzina.",
            "Кто последним уходил вчера, забыл выключить свет.",
            "Кто сегодня берёт машину? Мне надо знать.",
            "اللي طلع آخر واحد امبارح نسي المكيف شغال.",
            "مين بياخذ السيارة اليوم؟",
            "El que sabe, sabe.",
            "Chi dorme non piglia pesci.",
        ],
    ),
    # the team or its place, a kind put first and taken up by its pronoun, then the role after the
    # verb or the team's present and the way it takes
    "a kind taken up by its pronoun": (
        [
            "Aquí las altas de proveedores las tramita la gestora de compras.",
            "Aquí las ofertas a hoteles grandes las aprueba la gerente.",
            "Nosotras los informes trimestrales los mandamos en PDF firmado.",
            "Nosotros las incidencias de facturación las cerramos cuando el cliente da el visto bueno.",
            "Noi i preventivi li mandiamo firmati in PDF.",
            "Qui le fatture estere le controlla la contabile prima di registrarle.",
            "وترى الفواتير نرسلها للعميل بصيغة PDF بس.",
            "ترى المبالغ في الكشوف نقربها لأقرب مية.",
        ],
        [
            "Aquí las ofertas del lunes las firmó el director.",
            "Aquí las llaves las tiene Marta hoy.",
            "Nosotros los tickets de ayer los cerramos a última hora.",
            "Noi i preventivi li abbiamo già mandati stamattina.",
            "Qui le relazioni di settembre le hanno già firmate i capi reparto.",
            "ترى الفواتير أرسلناها امبارح للعميل.",
            "الأرقام في الجدول هذا نكتبها بعدين.",
        ],
    ),
    # Italian: a kind or the people it is done for set apart first, then the impersonal "si", a
    # present of doing and what it acts on or the way; never eating or being, never how much
    "a kind set apart, then impersonal si": (
        [
            "Ai clienti nuovi si manda il contratto quadro prima del primo ordine.",
            "Per i resi danneggiati si apre una pratica con il corriere entro 48 ore.",
            "Per le fatture sopra i mille euro si chiede la firma del direttore.",
            "Alle famiglie si comunica il voto solo tramite il registro elettronico.",
            "Ai fornitori esteri si paga la merce con bonifico a trenta giorni.",
        ],
        [
            "Ai clienti nuovi oggi si manda il contratto, domani vediamo.",
            "Per il pranzo di Natale si mangia sempre troppo.",
            "In quel bar si sta benissimo la sera.",
            "Per le fatture di ottobre si è chiesta la firma del direttore.",
        ],
    ),
    # Arabic: a condition on any case (with the article or without it), then whoever handles it
    # and a present of doing
    "a condition, then a role's present (ar)": (
        [
            "إذا اشتكى العميل من التأخير، المشرف يتصل فيه خلال ساعة.",
            "لو جات فاتورة بدون رقم طلب، المحاسب يرجعها للمورد.",
            "إذا غاب المعلم، الوكيل يوزع الحصص على الزملاء.",
            "لما يتعطل الجهاز، الفني يفتح تذكرة في النظام.",
            "إذا تأخر الدفع أكثر من شهر، قسم التحصيل يرسل إنذار رسمي.",
        ],
        [
            "إذا جاء المدير اليوم، المحاسب يعطيه التقرير.",
            "لو كان عندي وقت، كنت رتبت الملفات.",
            "إذا تأخر الدفع الشهر الماضي، المحاسب أرسل إنذار.",
        ],
    ),
    # Russian: a kind put first, the role that does it after the verb, set against another
    "a kind, its role, and not another (ru)": (
        [
            "Счета-фактуры выставляет бухгалтер, менеджеры этим не занимаются.",
            "Пропуска гостям оформляет охрана, а не секретарь.",
            "В школе замены уроков составляет завуч, учителя сами не меняются.",
            "На складе остатки пересчитывает кладовщик, водители к этому не допускаются.",
            "В клинике выписки печатает регистратор, а не врач.",
        ],
        [
            "Счёт вчера выставила бухгалтер, менеджеры были не в курсе.",
            "Сегодня суп в столовой варит новый повар, а не Галина.",
            "Тут подаются самые свежие морепродукты в городе.",
            "У нас в столовой продаются лучшие сырники.",
            "Здесь делаются самые дорогие ремонты в районе.",
        ],
    ),
}

# The blind batch (16 messages, 4 a language, written after the first changes and run once: 15 of
# 16 read right, rules 7 of 8; 64a8aea: 11 of 16). Its one miss ("Quien recibe una queja … la
# registra …": the pronoun before the second verb) was mended as a class, with its siblings above.
BLIND_RULES = [
    "Los pedidos a proveedores extranjeros los autoriza la jefa de administración, nadie más.",
    "Quien recibe una queja por teléfono la registra en el CRM antes de colgar.",
    "La reception consegna le chiavi delle sale solo a chi è in elenco.",
    "Con i clienti esteri si fattura in euro, mai in valuta locale.",
    "Кто дежурит в выходные, тот отвечает на звонки с горячей линии.",
    "Акты приёмки подписывает начальник участка, прорабы их только готовят.",
    "اللي يفتح المحل الصبح يشغل الكاميرات ويتأكد من الخزنة.",
    "إذا طلب العميل فاتورة ضريبية، المحاسب يصدرها خلال يومين.",
]
BLIND_NEAR_MISSES = [
    "Quien recibió la queja ayer ya la registró en el CRM.",
    "En la academia donde estudié, los exámenes los corregía el director.",
    "Oggi la reception consegna le chiavi solo a Marco, gli altri aspettano.",
    "Ho visto che la reception ha cambiato le chiavi delle sale riunioni.",
    "Кто дежурил в субботу, тот и отвечал на звонки.",
    "Вчера акты подписывал начальник участка, потому что главный инженер болел.",
    "اللي فتح المحل اليوم نسي يشغل الكاميرات.",
    "المدير سافر الأسبوع الماضي ولسا ما رجع.",
]


@pytest.mark.parametrize("name", list(CLASSES))
def test_every_sibling_of_a_part_read_this_round_is_a_rule(name):
    rules, near = CLASSES[name]
    assert len(rules) >= 5 and len(near) >= 3
    assert [t for t in rules if reading(t) != "suggest"] == []


@pytest.mark.parametrize("name", list(CLASSES))
def test_the_near_misses_of_a_part_are_no_rule(name):
    _, near = CLASSES[name]
    assert [t for t in near if reading(t) != "none"] == []


def test_the_blind_batch_reads_right():
    assert [t for t in BLIND_RULES if reading(t) != "suggest"] == []
    assert [t for t in BLIND_NEAR_MISSES if reading(t) != "none"] == []


def test_the_probes_are_in_no_set():
    probes = [t for rules, near in CLASSES.values() for t in rules + near]
    probes += BLIND_RULES + BLIND_NEAR_MISSES
    texts = (
        texts_outside()
        | {c.text for c in load_corpus(DEV33O)}
        | {c.text for c in load_corpus(DEV33O_FROZEN)}
    )
    assert [t for t in probes if t in texts] == []
    assert len(set(probes)) == len(probes)
