"""Issue 33, eighteenth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33r was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here."""

from __future__ import annotations

from collections import Counter

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33R, DEV33R_FROZEN
from tests.judgement_sets import assert_probes_apart, assert_round_set, pool, reading, round_part

EIGHTEENTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_eighteenth_round_west_sets_are_large_and_apart():
    """36 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–512, 8 explicit requests and 4 near misses; the frozen
    third (12) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_round_set(
        DEV33R,
        DEV33R_FROZEN,
        EIGHTEENTH_ROUND_WEST,
        "eighteenth-round",
        {"suggest": 14, "none": 14, "explicit": 8},
        range(1, 513),
    )
    for lang in EIGHTEENTH_ROUND_WEST:
        for numbers, labels in (
            (range(1, 25), {"suggest": 14, "none": 10}),
            (range(501, 513), {"explicit": 8, "none": 4}),
        ):
            both = round_part(DEV33R, lang, numbers) + round_part(DEV33R_FROZEN, lang, numbers)
            assert Counter(c.label for c in both) == labels, lang


# What is done with any case a condition names, with no one named (consequences._THEN_DOES for es,
# it, ru, ar; a Russian condition's bare noun and present as any case): Spanish and Italian
# impersonal "se"/"si", Italian "viene" and a participle, Russian "-ся" after the case's noun, the
# Arabic passive with its damma. Siblings main's code (23edb820) read as nothing, then near misses:
# what goes wrong, a feeling or reaction, a state one becomes, a question.
CONSEQUENCE_NO_ONE = [
    "Si un alumno falta tres días seguidos, se llama a la familia.",
    "Cuando una factura llega sin número de pedido, se devuelve al proveedor.",
    "Se un fornitore consegna in ritardo, la penale viene trattenuta dal saldo.",
    "Quando un cliente chiede il recesso, si apre una pratica e si avvisa l'ufficio legale.",
    "Если сотрудник болеет больше трёх дней, больничный оформляется через отдел кадров.",
    "Когда клиент отказывается от заказа, предоплата возвращается в течение пяти дней.",
    "إذا وصلت الشحنة ناقصة، يُرفض الاستلام ويُبلّغ المورد.",
]
CONSEQUENCE_NO_ONE_NONE = [
    "Si un cliente espera más de media hora, se enfada y se va.",
    "Se un pacco arriva bagnato, si rompe subito la scatola.",
    "Если сервер перегружен, сайт ломается через пару минут.",
    "Если курьер болеет, доставка задерживается на день.",
    "إذا تأخر القطار، يُصاب الركاب بالإحباط.",
    "Si un huésped pide factura, ¿se le solicita el RFC?",
    "Если курьер опаздывает, клиент нервничает и ругается.",
    "Quando un cliente chiama arrabbiato, si capisce subito dal tono.",
    "El horno se calienta demasiado cuando lo dejamos encendido toda la tarde.",
    "Cuando hay un corte de luz, las cámaras se reinician solas.",
]


@pytest.mark.parametrize("text", CONSEQUENCE_NO_ONE)
def test_a_consequence_with_no_one_named_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", CONSEQUENCE_NO_ONE_NONE)
def test_what_goes_wrong_or_is_felt_then_is_no_rule(text):
    assert reading(text) == "none"


def test_the_consequence_reading_mends_earlier_rounds_messages():
    """Pool messages it was not written from: "Cuando llega un albarán sin sello …, no se acepta la
    mercancía …" (fifteenth round), "Cuando un paciente llega con más de 15 minutos de retraso, se
    le reprograma la cita", "Если пациент опаздывает …, приём переносится на другой день"
    (seventeenth)."""
    for case in pool("frozen33o-es-004", "frozen33q-es-004", "frozen33q-ru-004"):
        assert reading(case.text) == case.label == "suggest", case.id


# A role named with what it does, in a German relative clause between commas, as its subject
# ("Der Polier, der den Kran bedient, prüft …": de_kinds.WHO_DOES, asked in duties.py behind ", der "):
# whoever does that part of the work, as "Wer …, …" reads; siblings main's code read as nothing, near
# misses with a past or now in the clause, being or a modal after it, a thing for a role.
ROLE_WHO_DOES = [
    "Die Pflegekraft, die den Nachtdienst übernimmt, zählt morgens die Betäubungsmittel nach.",
    "Der Disponent, der die Touren plant, meldet die Sonderfahrten beim Kunden an.",
    "Die Lehrerin, die die Klassenfahrt organisiert, sammelt auch das Geld ein.",
    "Der Techniker, der die Wartung macht, unterschreibt das Abnahmeprotokoll.",
    "Die Mitarbeiterin, die den Empfang besetzt, gibt die Besucherausweise aus.",
    "Der Polier, der den Kran bedient, prüft vor Schichtbeginn die Seile.",
]
ROLE_WHO_DOES_NONE = [
    "Der Techniker, der gestern die Wartung gemacht hat, war total nett.",
    "Die Lehrerin, die die Klassenfahrt organisiert, ist gerade krank.",
    "Der Disponent, der die Touren plant, kann heute nicht kommen.",
    "Der Drucker, der im Flur steht, druckt nur schwarz-weiß.",
    "Die Pflegekraft, die heute Nachtdienst hat, zählt morgens die Betäubungsmittel nach.",
]


@pytest.mark.parametrize("text", ROLE_WHO_DOES)
def test_a_role_named_by_what_it_does_has_a_duty(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", ROLE_WHO_DOES_NONE)
def test_such_a_role_now_in_the_past_being_or_able_is_no_duty(text):
    assert reading(text) == "none"


def test_the_role_who_does_reading_mends_an_earlier_rounds_message():
    """ "Der Bauleiter, der die Abnahme macht, unterschreibt auch das Übergabeprotokoll" (seventeenth
    round's frozen third), which it was not written from."""
    for case in pool("frozen33q-de-002"):
        assert reading(case.text) == case.label == "suggest", case.id


# A Russian relative clause between commas after the kind it picks out ("Акты, которые подписывает
# заказчик, сразу сканируются …": relatives.py): the sentence read without it; near misses whose
# clause or rest is a past, today's batch or a description.
KIND_WHICH = [
    "Акты, которые подписывает заказчик, сразу сканируются и отправляются в бухгалтерию.",
    "Заявки, которые приходят через сайт, менеджер обрабатывает в течение часа.",
    "Накладные, которые привозит водитель, кладовщик сверяет с заказом в тот же день.",
    "Отчёты, которые готовят стажёры, перед отправкой смотрит руководитель отдела.",
    "Заказы, которые оформляет колл-центр, сразу передаются на склад.",
]
KIND_WHICH_NONE = [
    "Чертежи, которые прислал главный инженер, вчера загрузили в папку.",
    "Отчёты, которые готовят стажёры, обычно очень длинные.",
    "Заявки, которые пришли сегодня, я уже обработал.",
    "Документы, которые приносят клиенты, часто бывают неполными.",
]


@pytest.mark.parametrize("text", KIND_WHICH)
def test_a_kind_picked_out_by_a_relative_clause_is_handled_as_said(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", KIND_WHICH_NONE)
def test_a_relative_clause_of_the_past_or_a_description_is_no_rule(text):
    assert reading(text) == "none"


def test_the_relative_clause_reading_mends_an_earlier_rounds_message():
    """ "Чертежи, которые присылает главный инженер, сразу загружаются в общую папку проекта"
    (seventeenth round's frozen third)."""
    for case in pool("frozen33q-ru-010"):
        assert reading(case.text) == case.label == "suggest", case.id


# A rule hedged in colloquial words (es_refusals.HEDGE, ar.py's hedge): Latin American "capaz que",
# Mexican "igual y", "podrían", and "I don't know" said alone after a comma ("…, no sé.", "…، مدري");
# probes main's code read as rules, then rules that hold "no sé" / "ما أدري" of something else ("no sé
# si te lo dije", "ما أدري ليش"): still rules.
HEDGED = [
    "Capaz que hay que pedir la factura siempre antes del envío.",
    "Igual y conviene mandar los presupuestos siempre en PDF.",
    "Los reportes se podrían mandar los viernes, pero no sé, lo vemos.",
    "Las guardias se revisan cada mes, no sé, lo consulto con Marta.",
    "Siempre hay que confirmar la reserva por correo, pero no sé.",
    "الفواتير نرسلها للعملاء كل خميس، مدري.",
    "يمكن نخلي الجرد كل أسبوعين، ما أدري، نشوف.",
    "نقفل المحل الساعة عشرة كل يوم، مش عارف والله.",
]
HEDGED_NOT = [
    "Las facturas se mandan siempre en PDF, no sé si te lo dije.",
    "No sé por qué, pero los lunes siempre cerramos a las tres.",
    "Los presupuestos se mandan siempre en PDF, sé que es un rollo.",
    "ما أدري ليش، بس دايمًا نقفل الساعة ٣ يوم الإثنين.",
    "الطلبات ما تطلع إلا بعد الدفع، مدري إذا قلت لك.",
]


@pytest.mark.parametrize("text", HEDGED)
def test_a_rule_hedged_in_colloquial_words_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", HEDGED_NOT)
def test_not_knowing_something_else_leaves_a_rule(text):
    assert reading(text) == "suggest"


def test_the_hedge_reading_mends_an_earlier_rounds_message():
    """ "Capaz que convendría aprobar las horas extra sólo los lunes, pero no sé, lo tengo que
    pensar" (seventeenth round's dev set)."""
    for case in pool("dev33q-es-020"):
        assert reading(case.text) == case.label == "none", case.id


# What a role makes, named by a relative clause (en with no pronoun, fr "que", it "che"), then where it
# goes or what is done with it by a deadline or a step it comes before (en_kinds, fr_kinds, it_kinds
# MADE_BY_ROLE, asked in duties.py): the role's product handled so is a duty; siblings main's code read
# as nothing, near misses in the past, now, a state or a description.
MADE_BY_ROLE = [
    "The incident reports the night porter writes go to the duty manager before breakfast.",
    "The samples the ward nurses take go to the lab before noon.",
    "Le planning que prépare la cheffe de service est affiché avant le 25 du mois.",
    "Les comptes rendus que rédige la secrétaire sont envoyés aux parents sous 48 heures.",
    "I verbali che scrive la segretaria vengono inviati ai genitori entro due giorni.",
    "Le ricette che compila il medico finiscono in farmacia ogni mattina.",
    "Il piano ferie che prepara la caposala viene pubblicato un mese prima.",
]
MADE_BY_ROLE_NONE = [
    "The quotes our estimators put together last week got a second look from Dave before they went out.",
    "The notes the night nurse writes are really hard to read.",
    "The sandwiches the chef makes are gone before noon.",
    "The reports the interns wrote yesterday went to Dave before lunch.",
    "Le rapport qu'a rempli le chef de chantier hier est parti au bureau d'études.",
    "Les devis que prépare le commercial sont souvent trop chers.",
    "Le planning que prépare la cheffe de service est affiché dans le couloir.",
    "I turni che ha preparato la caposala ieri sono stati appesi in bacheca.",
    "Le bolle che firma l'autista sono spesso illeggibili.",
    "Le ricette che compila il medico oggi vanno in farmacia prima delle 18.",
]


@pytest.mark.parametrize("text", MADE_BY_ROLE)
def test_what_a_role_makes_handled_by_a_deadline_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", MADE_BY_ROLE_NONE)
def test_what_a_role_made_once_or_how_it_is_is_no_rule(text):
    assert reading(text) == "none"


def test_the_made_by_role_reading_mends_earlier_rounds_messages():
    """The seventeenth round's left-overs it was not written from: "The handover notes the night
    nurse writes go into …", "Le rapport que remplit le chef de chantier part …", "I turni che prepara
    la caposala vengono appesi …"."""
    for case in pool("dev33q-en-001", "dev33q-fr-003", "dev33q-it-014"):
        assert reading(case.text) == case.label == "suggest", case.id


# The rest of the conversation said by its own end, what is left of it or while we write here (en, fr,
# de, ar `scope_session`: "Till this conversation ends, …", "Jusqu'à la fin de cet échange, …",
# "Solange wir hier chatten, …", "لباقي هذا الشات، …"): a rule for this session; near misses with the
# same words and no rule.
SESSION_BY_ITS_END = [
    "Until this chat is over, give me every figure in euros.",
    "Till this conversation ends, keep replies under 100 words.",
    "Jusqu'à la fin de cet échange, donne les montants hors taxes.",
    "Solange wir hier chatten, antworte bitte auf Englisch.",
    "لباقي هذا الشات، رد علي بالإنجليزي.",
    "لبقية هذه الجلسة، اكتب التواريخ بالميلادي.",
]
SESSION_BY_ITS_END_NONE = [
    "Thanks, this chat is over for today.",
    "Solange wir hier schreiben, frage ich mich, ob das Backup läuft?",
    "لبقية هذه المحادثة عندي سؤال واحد بس؟",
    "Solange wir hier schreiben ist alles gut.",
]


@pytest.mark.parametrize("text", SESSION_BY_ITS_END)
def test_the_conversation_by_its_end_is_a_session_rule(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.SESSION


@pytest.mark.parametrize("text", SESSION_BY_ITS_END_NONE)
def test_the_same_words_with_no_rule_are_none(text):
    assert reading(text) == "none"


def test_the_session_reading_mends_an_earlier_rounds_message():
    """ "لبقية هذه المحادثة، اكتب المبالغ بالريال السعودي" (seventeenth round's frozen third)."""
    for case in pool("frozen33q-ar-012"):
        found = judge(case.text).suggestion
        assert case.label == "suggest" and found is not None and found.scope is Scope.SESSION


# The Russian indefinite-personal present, said of no one named (ru_kinds.INDEFINITE, asked in
# duties.py): a third person plural after the team's place, a place of the work or those it is given
# to, and a time, a deadline or how ("На склад накладные передают до обеда"); near misses: strolling,
# the world's shops, a named city, a past, now, a question.
INDEFINITE_RU = [
    "На склад накладные передают до обеда.",
    "При увольнении пропуск забирают в последний рабочий день.",
    "Для командировок билеты заказывают за две недели.",
    "Новым стажёрам пароли выдают через администратора.",
    "На кухне заготовки маркируют датой и часами.",
    "В школе журналы проверяют за три дня до конца четверти.",
    "Для выставок стенды бронируют за полгода через агентство.",
]
INDEFINITE_RU_NONE = [
    "В парке по вечерам гуляют с собаками до темноты.",
    "На рынке по субботам продают свежую рыбу только до обеда.",
    "В Москве дороги посыпают солью каждое утро.",
    "Вчера в лаборатории пробирки подписывали датой и инициалами.",
    "Сейчас в офисе ремонтируют кухню, поэтому обед только в переговорке.",
    "В лаборатории пробирки подписывают датой и инициалами?",
]


@pytest.mark.parametrize("text", INDEFINITE_RU)
def test_the_russian_indefinite_personal_present_is_a_way(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", INDEFINITE_RU_NONE)
def test_the_world_a_past_or_now_in_the_third_plural_is_no_way(text):
    assert reading(text) == "none"


def test_the_indefinite_reading_mends_earlier_rounds_messages():
    """Four pool messages of the thirteenth to fifteenth rounds it was not written from."""
    for case in pool("dev33m-ru-005", "frozen33m-ru-003", "frozen33n-ru-005", "frozen33o-ru-003"):
        assert reading(case.text) == case.label == "suggest", case.id


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        CONSEQUENCE_NO_ONE
        + CONSEQUENCE_NO_ONE_NONE
        + ROLE_WHO_DOES
        + ROLE_WHO_DOES_NONE
        + KIND_WHICH
        + KIND_WHICH_NONE
        + HEDGED
        + HEDGED_NOT
        + MADE_BY_ROLE
        + MADE_BY_ROLE_NONE
        + SESSION_BY_ITS_END
        + SESSION_BY_ITS_END_NONE
        + INDEFINITE_RU
        + INDEFINITE_RU_NONE
    )
