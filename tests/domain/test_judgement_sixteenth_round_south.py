"""Issue 33, sixteenth round (Spanish, Italian, Russian, Arabic: suggestions). dev33p was written by
hand before the judgement was touched and committed before its first run; its frozen third (the
lowest third per language by SHA-256 of the text) is scored once, at the end, by the integrator,
and never here.

This round's method: readings of general parts of a sentence, not of wordings. For each class,
five or more siblings and three or more near misses (the same surface with no rule) were written
and judged on the base (62685d0b) before the reading; each class reads some of its probes wrongly
there. A blind batch written after the first changes and run once is kept below them."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33P, DEV33P_FROZEN
from tests.judgement_sets import assert_probes_apart, assert_round_set, reading

SIXTEENTH_ROUND_SOUTH = ("es", "it", "ru", "ar")


def test_the_sixteenth_round_south_sets_are_large_and_apart():
    """30 suggest-side messages per language (18 rules, 12 hard negatives; no explicit requests:
    those are another helper's), dev part and frozen third together, the frozen third chosen by
    the SHA-256 of each text, tagged for the round, and none in any earlier set. (The frozen texts
    are only compared here, never judged.)"""
    assert_round_set(
        DEV33P,
        DEV33P_FROZEN,
        SIXTEENTH_ROUND_SOUTH,
        "sixteenth-round",
        {"suggest": 18, "none": 12},
        range(1, 100),
    )


# Each part of a sentence read this round: its rules and its near misses (the same surface, no
# rule). For a refusal, the near misses are the class and the rules keep its surface.
CLASSES: dict[str, tuple[list[str], list[str]]] = {
    # a negated necessity and a verb of noting with nothing after it but "this" (or its clitic) is
    # a refusal to remember ("no need to note this, it's for one shipment"); with an object it is
    # a waiver or a prohibition as before
    "no need to note this one": (
        [
            "Не нужно записывать созвоны с клиентами без их согласия.",
            "Не надо сохранять пароли в браузере.",
            "No hace falta apuntar las horas extra, el sistema las calcula solo.",
            "Non serve salvare i log di debug nel repository.",
            "مش لازم تسجل المكالمات مع العملاء بدون موافقتهم.",
        ],
        [
            "No hace falta que lo guardes, es para un solo pedido.",
            "Non serve ricordarlo, è per un unico ordine.",
            "Запоминать это не нужно, это для одного клиента.",
            "مش لازم تسجل ده، دي شحنة واحدة بس.",
            "مش لازم تسجله، هو لعميل واحد.",
        ],
    ),
    # the end of a shift comes round as the end of a month does: a role's present then is a duty;
    # a state then, or a past, is none
    "the end of a shift": (
        [
            "Il cassiere conta il fondo cassa alla fine del turno.",
            "Il magazziniere prepara i bancali per il giro del giorno dopo a fine turno.",
            "La enfermera de planta actualiza las historias al final del turno.",
            "Кассир пересчитывает кассу в конце смены.",
            "Медсестра заполняет журнал в конце дежурства.",
            "الكاشير يعد الصندوق في نهاية الوردية.",
            "الممرضة تحدّث الملف في آخر المناوبة.",
        ],
        [
            "Il cassiere a fine turno se ne va di corsa.",
            "Кассир в конце смены обычно уставший.",
            "La enfermera de planta al final del turno se toma un café.",
            "Кассир вчера в конце смены пересчитал кассу.",
            "الممرضة اليوم في آخر المناوبة تعبانة جدا.",
        ],
    ),
    # Italian "Dalla/Dalle/Dallo" before a noun is "from the", not an imperative with its clitic
    # (read so, a French or Spanish tie took "si" for "if" and the place for an order)
    "Italian 'from the' is no imperative": (
        [
            "Dal lunedì al venerdì si risponde ai clienti entro due ore.",
            "Dalla sede di Milano si spedisce solo il martedì.",
            "Dallo a Marco ogni volta che arriva un pacco.",
            "Dalle 13 alle 14 non si fissano riunioni.",
            "Da noi le ferie si chiedono con un mese di anticipo.",
        ],
        [
            "Dalla reception si vede tutto il parcheggio.",
            "Dalla terrazza si vede il mare quando è sereno.",
            "Dalle finestre del terzo piano si sentono i treni.",
        ],
    ),
    # a meeting, a visit, a call or a delivery comes round as a unit of the calendar does (Arabic
    # and Russian "at" before it, an Arabic adjective of relation after it); the team's present
    # then is its way, someone's manner or a past is none
    "every meeting or visit": (
        [
            "Ad ogni riunione rivediamo i numeri delle vendite.",
            "На каждой планёрке мы смотрим цифры продаж.",
            "في كل زيارة نراجع ملف المريض.",
            "في كل شحنة نطبع بوليصتين.",
            "كل زيارة شهرية نقيس الضغط للمريض.",
        ],
        [
            "Ad ogni riunione Marco arriva in ritardo.",
            "На каждой планёрке кто-то опаздывает.",
            "في كل اجتماع المدير يتكلم كثير.",
            "في كل زيارة كان الطبيب يتأخر.",
            "في كل اجتماع أسبوعي المدير يتأخر.",
        ],
    ),
    # Arabic "the same day" ("في نفس اليوم", "في ذات اليوم") is the day of each case, not today
    "the same day is no today (ar)": (
        [
            "الفواتير تُرسل في نفس اليوم.",
            "الشكاوى تُسجَّل في النظام في نفس اليوم.",
            "الإيصالات تنبعت للعميل في ذات اليوم.",
            "موظف الاستقبال يرد على الإيميلات في نفس اليوم.",
            "الطلبات تُشحن في نفس اليوم إذا وصلت قبل الظهر.",
        ],
        [
            "الطلبات المستعجلة وصلت في نفس اليوم.",
            "الفواتير تُرسل اليوم متأخرة.",
            "الطلبات تُشحن اليوم بدري عشان العيد.",
            "في نفس اليوم وصلت الشحنة والفاتورة.",
        ],
    ),
    # voice-typed, no comma: a chain of discourse words in any order ("bueno pues mira", "mira
    # oye", "ну смотри", "يعني عادي") is set aside as a lead with a comma would be; a Russian
    # procedure in a set order keeps it without its comma before "потом"
    "voice-typed leads and run-ons": (
        [
            "pues mira los pedidos grandes los aprueba el jefe de compras",
            "a ver escucha aqui no se sube nada a produccion los viernes",
            "mira oye aqui las devoluciones sin ticket no se aceptan",
            "ну смотри счета сначала согласуют с финансистом а потом отправляют клиенту",
            "образцы сначала отправляют в лабораторию а уже потом клиенту",
            "пропуска сначала оформляет охрана а потом их подписывает завхоз",
            "طيب عادي عندنا الفواتير تنبعت أول الشهر",
        ],
        [
            "bueno pues mira ayer se cayó el servidor dos veces",
            "oye una cosa has visto el correo de Marta",
            "ну смотри вчера опять сервер упал",
            "мы сначала думали а потом сделали",
            "يعني عادي عندنا امبارح الشبكة فصلت",
        ],
    ),
    # Spanish: where the work meets its public is the team's place ("En la clínica", "En la
    # gestoría"; not a shop: the thirteenth round's); being there, or how much of what is done,
    # after "se" or "si" is no way
    "a place of work, and se or si of the world": (
        [
            "En esta academia las faltas se justifican por escrito.",
            "En el colegio las notas se mandan a las familias por la plataforma.",
            "En la gestoría las nóminas se cierran el día 28.",
            "En la gestoría las declaraciones se presentan siempre con la firma del cliente.",
            "En el taller los coches se entregan lavados.",
        ],
        [
            "En esta tienda se venden muchos paraguas cuando llueve.",
            "En el hotel se está de maravilla.",
            "En la clínica ayer se estropeó el ecógrafo.",
            "Aquí se come fatal los lunes.",
            "Qui da noi si sta bene sul serio.",
            "Qui si vive tranquilli.",
        ],
    ),
    # a kind in the plural of three or four words, then "se" or "si" and a present, under a
    # recurring time put last: a schedule (before, the kind could be two words at most); never a
    # possessive in it, never a person's own "se me", never a past
    "a longer kind, then se or si, then when": (
        [
            "Le riunioni di reparto si tengono il giovedì.",
            "Las reuniones de equipo se hacen los jueves.",
            "Gli ordini di cancelleria si fanno il lunedì.",
            "Los inventarios del almacén se cuentan los domingos.",
            "Los partes de horas se entregan los viernes.",
        ],
        [
            "Los amigos de mi hermano se reúnen los viernes.",
            "Le riunioni di reparto si tenevano il giovedì.",
            "Il mio capo si arrabbia il lunedì.",
            "Cuando llego a casa los lunes se me olvida todo.",
        ],
    ),
    # Russian: a role's present of doing with a way it takes, now also against a signature, the day
    # before or by hand ("под роспись", "накануне", "вручную"); never a past, now or one's family
    "a role's duty, its way (ru)": (
        [
            "Завхоз выдаёт ключи от актового зала под роспись.",
            "Логист согласовывает маршрут с водителем накануне.",
            "Кастелянша выдаёт бельё под роспись в журнале.",
            "Диспетчер подтверждает заказ клиенту накануне доставки.",
            "Кладовщик списывает брак вручную.",
        ],
        [
            "Завхоз вчера выдал ключи под роспись.",
            "Логист сейчас согласовывает маршрут с водителем.",
            "Мой брат приезжает к нам накануне праздника.",
            "Директор уезжает накануне праздников.",
        ],
    ),
    # Italian "noi" and "da" are Italian's words: "Da noi … si …" is not read as Spanish "si" ("if")
    "da noi is Italian": (
        [
            "Da noi il venerdì si lavora da casa.",
            "Da noi i preventivi si mandano in PDF firmato.",
            "Da noi le fatture si pagano a trenta giorni.",
            "Da noi i ticket si chiudono solo dopo la conferma del cliente.",
            "Noi i resi li registriamo sempre nel gestionale.",
        ],
        [
            "Da noi si mangia troppo alle cene aziendali.",
            "Da noi d'estate si dorme poco.",
            "Da noi in ufficio si sta benissimo.",
        ],
    ),
}

# The blind batch (14 messages, written after the first changes and run once: 12 of 14 read
# right, rules 6 of 7, near misses 6 of 7; 62685d0b: 11 of 14). Its two misses ("mira oye en esta
# tienda …": a chain in the other order and a shop as the team's place; "Da noi a Natale si lavora
# pochissimo": read as Spanish "si") were mended as classes, with their siblings above; the shop was
# taken back (the thirteenth round holds a shop no team's place), so that rule is missed again.
BLIND_STILL_MISSED = ["mira oye en esta tienda las devoluciones sin ticket no se aceptan y punto"]
BLIND_RULES = [
    "Aquí las horas extra se apuntan en el portal antes del día 25.",
    "Da noi le bozze dei contratti le rilegge sempre l'avvocato prima dell'invio.",
    "У нас счета подрядчикам оплачивают только после подписания акта.",
    "Заявки на командировку подаются не позже чем за неделю.",
    "слушай ну у нас так принято новичкам пропуск делают в первый же день через охрану",
    "طلبات الإجازة تُقدَّم قبل أسبوعين على الأقل.",
]
BLIND_NEAR_MISSES = [
    "En esta zona se aparca fatal a partir de las ocho.",
    "No te lo apuntes, que es solo para la entrega de mañana.",
    "Da noi a Natale si lavora pochissimo.",
    "Non c'è bisogno di salvarlo, serve solo per questa fattura.",
    "У нас в городе зимой рано темнеет.",
    "Этот номер записывать не надо, он на один заказ.",
    "في الشتاء تُغلق المدارس أحياناً بسبب الثلج.",
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
    probes += BLIND_RULES + BLIND_NEAR_MISSES + BLIND_STILL_MISSED
    assert_probes_apart(probes)
