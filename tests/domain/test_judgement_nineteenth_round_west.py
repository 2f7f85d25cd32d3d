"""Issue 33, nineteenth round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33s was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here."""

from __future__ import annotations

from collections import Counter

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33S, DEV33S_FROZEN
from tests.judgement_sets import assert_probes_apart, assert_round_set, pool, reading, round_part

NINETEENTH_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_nineteenth_round_west_sets_are_large_and_apart():
    """36 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–512, 8 explicit requests and 4 near misses; the frozen
    third (12) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_round_set(
        DEV33S,
        DEV33S_FROZEN,
        NINETEENTH_ROUND_WEST,
        "nineteenth-round",
        {"suggest": 14, "none": 14, "explicit": 8},
        range(1, 513),
    )
    for lang in NINETEENTH_ROUND_WEST:
        for numbers, labels in (
            (range(1, 25), {"suggest": 14, "none": 10}),
            (range(501, 513), {"explicit": 8, "none": 4}),
        ):
            both = round_part(DEV33S, lang, numbers) + round_part(DEV33S_FROZEN, lang, numbers)
            assert Counter(c.label for c in both) == labels, lang


def _forms(text: str) -> tuple[str, ...]:
    return tuple(r.form for r in judge(text).explicit)


def _words(content: str) -> str:
    return content.rstrip(" .").lower()


# A liking joined to a retention by "and" after what it keeps (joined_requests.py): two requests;
# near misses where "X and I prefer" is one subject of two people, kept as one retention.
JOINED = [
    "Retiens que le client Ferrand paie à 30 jours, et je préfère les relances par téléphone.",
    "Merk dir, dass die Kantine freitags zu ist, und ich bevorzuge Besprechungen am Vormittag.",
    "Recuerda que la bodega abre a las 7 y prefiero los pedidos por correo.",
    "Ricorda che il magazzino chiude alle 17, e preferisco i solleciti via mail.",
    "Запомни, что склад закрывается в шесть, и я предпочитаю отчёты в PDF.",
    "Keep in mind that the auditors arrive on the 3rd, and I prefer a call the day before.",
]
JOINED_ONE = [
    "Remember that Tom and I prefer the same supplier.",
    "Remember that the client's team and I prefer calls on Mondays.",
    "Remember that my business partner and I prefer aisle seats on long flights.",
]


@pytest.mark.parametrize("text", JOINED)
def test_a_liking_joined_to_a_retention_is_a_second_request(text):
    assert _forms(text) == ("remember", "prefer")


@pytest.mark.parametrize("text", JOINED_ONE)
def test_two_people_liking_a_thing_is_one_retention(text):
    assert _forms(text) == ("remember",)


def test_the_joined_reading_mends_earlier_rounds_messages():
    """ "Remember that the site office shuts at 3pm on Fridays, and I prefer texts over calls …"
    (eighteenth round's frozen third) and "remember the sprinkler inspection is due every march and
    i prefer reminders a week before" (seventeenth's), which it was not written from."""
    for case in pool("frozen33r-en-508", "frozen33q-en-507"):
        found = judge(case.text).explicit
        assert [(r.form, _words(r.content)) for r in found] == [
            (e["form"], _words(e["content"])) for e in case.explicit
        ], case.id


# The Arabic remember verb's own complements before what it keeps, "عندك" and an adverb of how well
# ("احفظ عندك إن …", "تذكّر جيدًا أن …"): not part of what is kept; near misses with no request.
AR_KEPT_WELL = [
    ("تذكّر زين إن مكتب التخليص الجمركي يسكّر الساعة ٢ الظهر.", "مكتب التخليص الجمركي"),
    ("احفظي عندك إن الدكتورة سلوى ما تشوف مرضى يوم الأربعاء.", "الدكتورة سلوى"),
    ("خليك فاكر كويس إن العقد مع المقاول ينتهي في يونيو.", "العقد مع المقاول"),
    ("سجّل جيدًا أن رقم الطوارئ في المصنع ٩٩٠.", "رقم الطوارئ"),
    ("تذكّر تمامًا أن كلمة المرور تتغير كل ثلاثة أشهر.", "كلمة المرور"),
]
AR_KEPT_WELL_NONE = [
    "هل تتذكر جيدًا أن الاجتماع كان يوم الأحد؟",
    "لا داعي تحفظ عندك إن الشحنة وصلت.",
    "أنا فاكر كويس إن المستودع كان يقفل بدري زمان.",
]


@pytest.mark.parametrize(("text", "start"), AR_KEPT_WELL)
def test_the_arabic_remember_verbs_complements_are_not_kept(text, start):
    (request,) = judge(text).explicit
    assert request.form == "remember" and request.content.startswith(start)


@pytest.mark.parametrize("text", AR_KEPT_WELL_NONE)
def test_the_same_words_asking_nothing_are_no_request(text):
    assert not judge(text).explicit


def test_the_arabic_complements_reading_mends_earlier_rounds_messages():
    """ "احفظ عندك إن رقم السجل التجاري …" (seventeenth round's dev set) and "تذكّر جيدًا أن مستودع
    جدة …" (eighteenth's frozen third)."""
    for case in pool("dev33q-ar-502", "frozen33r-ar-508"):
        found = judge(case.text).explicit
        assert [_words(r.content) for r in found] == [
            _words(e["content"]) for e in case.explicit
        ], case.id


# Retention verbs the tables missed: the French "Enregistre que …", the retention asked as a question
# with its pronoun ("¿Te puedes acordar de que …?", "Ti puoi ricordare che …?", "Est-ce que tu peux
# … ?", "تقدر تتذكر إن …؟") and the Gulf "خلك متذكر إن …"; near misses: saving a file, asking what
# the speaker remembers.
RETENTION = [
    "Enregistre que la salle B12 est réservée aux jurys d'examen.",
    "Enregistrez que le dépôt de Rungis ferme à 14 h le samedi.",
    "Est-ce que tu peux retenir que la comptable passe le mardi ?",
    "¿Te puedes acordar de que el notario cobra por adelantado?",
    "Ti puoi ricordare che il geometra passa il giovedì?",
    "تقدر تتذكر إن الصيدلية تقفل الساعة ١١؟",
    "خلك متذكر إن المورد ما يشتغل يوم الجمعة.",
]
RETENTION_NONE = [
    "Enregistre le fichier sous un autre nom.",
    "¿Te acuerdas de que el año pasado cerramos en agosto?",
    "Ti ricordi che la ditta Bianchi pagava a 30 giorni?",
    "Est-ce que tu te souviens que la réunion était lundi ?",
]


@pytest.mark.parametrize("text", RETENTION)
def test_these_retention_verbs_ask_to_keep(text):
    assert _forms(text) == ("remember",)


@pytest.mark.parametrize("text", RETENTION_NONE)
def test_saving_a_file_or_asking_what_is_remembered_keeps_nothing(text):
    assert not judge(text).explicit


def test_the_retention_verbs_mend_earlier_rounds_messages():
    """ "Enregistre que le numéro SIRET de la filiale a changé" (eighteenth round's frozen third),
    "¿Te puedes acordar de que a la clienta de Valencia …?" (eighteenth's dev set)."""
    for case in pool("frozen33r-fr-508", "dev33r-es-507"):
        assert reading(case.text) == case.label == "explicit", case.id


# Italian, who does what at a recurring time (role_duties.TEAM_DOES): the verb "fa" and an object
# opening with an elided article ("… il reparto logistica fa l'inventario …"); near misses: the
# world's traffic, a past, one Friday, a question.
IT_RECURRING_DUTY = [
    "Il venerdì il reparto logistica controlla l'inventario delle scorte.",
    "Il lunedì mattina l'amministrazione fa l'estratto conto dei clienti.",
    "Ogni venerdì la reception fa l'elenco degli arrivi del weekend.",
    "Il martedì mattina la segreteria fa l'appello delle presenze in aula magna.",
    "Il sabato la cucina prepara l'impasto per tutta la settimana.",
    "Il mercoledì pomeriggio il laboratorio analisi fa i prelievi a domicilio.",
    "Di sera il reparto vendite fa l'aggiornamento del gestionale.",
]
IT_RECURRING_DUTY_NONE = [
    "Il venerdì il traffico fa paura in tangenziale.",
    "Il venerdì pomeriggio il reparto logistica ha fatto l'inventario delle scorte.",
    "Questo venerdì il reparto logistica fa l'inventario delle scorte.",
    "Il venerdì pomeriggio il reparto logistica fa l'inventario delle scorte?",
]


@pytest.mark.parametrize("text", IT_RECURRING_DUTY)
def test_an_italian_department_doing_its_part_at_a_recurring_time_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", IT_RECURRING_DUTY_NONE)
def test_the_world_a_past_one_day_or_a_question_is_no_rule(text):
    assert reading(text) == "none"


def test_the_recurring_duty_reading_mends_an_earlier_rounds_message():
    """ "Il venerdì pomeriggio il reparto logistica fa l'inventario delle scorte" (eighteenth
    round's frozen third)."""
    for case in pool("frozen33r-it-005"):
        assert reading(case.text) == case.label == "suggest", case.id


# Italian, a way the office refuses (it_kinds.TEAM_REFUSES): the office by its noun or "noi", "non",
# a present of doing and a bound; near misses: now, a past, a person, a state, the imperfect.
IT_OFFICE_REFUSES = [
    "L'ufficio tecnico non rilascia certificati senza il sopralluogo del geometra.",
    "Lo studio non tratta pratiche sotto i cinquecento euro.",
    "La farmacia non consegna farmaci a domicilio oltre i dieci chilometri.",
    "La biblioteca non presta libri senza la tessera.",
    "Il magazzino non spedisce merce all'estero senza bolla doganale.",
    "La nostra agenzia non prenota viaggi in agosto.",
]
IT_OFFICE_REFUSES_NONE = [
    "Lo studio non accetta più clienti questo mese, siamo pieni.",
    "Il magazzino non risponde al telefono da stamattina.",
    "Lo studio non ha accettato l'incarico senza il mandato.",
    "Mio fratello non esce senza ombrello.",
    "La scuola non è aperta in agosto.",
    # (the engine reads nothing here; the second opinion read it as a rule on 5ff8199f)
    "Lo studio non accettava incarichi senza mandato, prima della fusione.",
]


@pytest.mark.parametrize("text", IT_OFFICE_REFUSES)
def test_an_italian_office_refusing_past_a_bound_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", IT_OFFICE_REFUSES_NONE)
def test_a_refusal_now_in_the_past_or_of_a_person_is_no_rule(text):
    assert reading(text) == "none"


def test_the_office_refuses_reading_mends_an_earlier_rounds_message():
    """ "Lo studio non accetta incarichi senza il mandato firmato dal cliente" (eighteenth round's
    frozen third)."""
    for case in pool("frozen33r-it-010"):
        assert reading(case.text) == case.label == "suggest", case.id


# Italian, the passive of a kind named with its complements (it_kinds: up to six words before
# "vengono"/"vanno"); near misses: what happens to them, a question, a past.
IT_LONG_KIND = [
    "Le domande di iscrizione ai corsi serali vengono valutate entro fine mese.",
    "I piani di sicurezza dei cantieri stradali vengono aggiornati ogni trimestre.",
    "I preventivi per i lavori di ristrutturazione vengono inviati entro una settimana.",
    "I verbali delle assemblee dei soci vengono firmati dal presidente.",
    "Le offerte per le gare d'appalto vengono protocollate entro le 12.",
    "Le segnalazioni dei guasti agli impianti vengono registrate nel gestionale.",
]
IT_LONG_KIND_NONE = [
    "Le lettere dei clienti della sede di Roma vengono spesso perse per strada.",
    "Le domande di iscrizione ai corsi serali vengono valutate entro fine mese?",
    "Le domande di iscrizione ai corsi serali sono state valutate ieri.",
]


@pytest.mark.parametrize("text", IT_LONG_KIND)
def test_a_kind_named_with_its_complements_handled_so_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", IT_LONG_KIND_NONE)
def test_what_befalls_such_a_kind_or_a_question_is_no_rule(text):
    assert reading(text) == "none"


def test_the_long_kind_reading_mends_an_earlier_rounds_message():
    """ "Le richieste di accesso agli atti vengono protocollate entro tre giorni" (eighteenth
    round's frozen third)."""
    for case in pool("frozen33r-it-014"):
        assert reading(case.text) == case.label == "suggest", case.id


# "For all my <work>" opening an order or a note (each table's scope_user): all the user's work,
# Personal; near misses where the same words open a statement (an article, a pronoun, a copula).
ALL_MY_WORK = [
    "For all my client decks, keep the fonts to Arial and nothing else.",
    "In all of my course handouts, number the pages bottom right.",
    "Dans toutes mes factures, mets le numéro de TVA en bas de page.",
    "Bei allen meinen Angeboten: Preise immer netto und brutto ausweisen.",
    "En todos mis correos a clientes, firma solo con mi nombre de pila.",
    "Su tutti i miei verbali, metti la data in alto a destra.",
    "Во всех моих презентациях ставь номер слайда внизу справа.",
    "في كل عروضي، خلي الخط كبير وواضح.",
]
ALL_MY_WORK_NONE = [
    "For all my colleagues, the office closes at six today.",
    "Per tutte le mie amiche, la festa è stata bellissima.",
    "Pour tous mes clients, c'est la même chose depuis des années.",
    "Für alle meine Kollegen: das war ein harter Monat.",
    "Para todas mis compañeras, la reunión fue un desastre.",
    "Для всех моих клиентов, это был трудный год.",
    "في كل شي، خلك صريح معي.",
]


@pytest.mark.parametrize("text", ALL_MY_WORK)
def test_all_my_work_opening_an_order_is_a_personal_rule(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER


@pytest.mark.parametrize("text", ALL_MY_WORK_NONE)
def test_all_my_people_opening_a_statement_is_no_rule(text):
    assert reading(text) == "none"


def test_the_all_my_work_reading_mends_an_earlier_rounds_message():
    """ "Pour l'ensemble de mes dossiers, arrondis les montants à l'euro près" (eighteenth round's
    frozen third), which it was not written from."""
    for case in pool("frozen33r-fr-011"):
        found = judge(case.text).suggestion
        assert found is not None and found.scope.value == case.suggest["scope"] == "user"


# The roads', trains' and ferries' crowding closing a sentence of how things are (world.py, de, it,
# ru): the world's, no one's practice; near misses where a rule comes with it.
CROWDED = [
    "Freitags sind die Züge nach Zürich immer rappelvoll.",
    "Montags früh herrscht auf dem Ring meistens Verkehrschaos.",
    "Freitagabends ist auf der A9 Richtung München immer Stau.",
    "Im Advent sind die Innenstadt-Parkhäuser immer rappelvoll.",
    "По пятницам на выезде из города всегда заторы.",
    "Летом на трассе до Сочи постоянно пробки.",
    "По вечерам на Третьем кольце вечно заторы.",
    "Ad agosto i treni per la Puglia sono sempre pieni zeppi.",
    "A luglio i voli per la Sicilia sono sempre pieni.",
]
CROWDED_RULE = [
    "Wenn auf der A8 Stau ist, nehmt die Bundesstraße.",
    "Samstags liefern wir vor acht, danach ist in der Innenstadt immer Stau.",
    "Se la tangenziale è intasata, avvisa il cliente.",
]


@pytest.mark.parametrize("text", CROWDED)
def test_the_worlds_crowding_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", CROWDED_RULE)
def test_a_rule_said_with_the_crowding_is_still_a_rule(text):
    assert reading(text) == "suggest"


def test_the_crowding_reading_mends_earlier_rounds_messages():
    """ "Samstags ist auf der A8 … immer Stau", "Зимой на МКАД по утрам сплошные пробки"
    (eighteenth round's frozen third), "Ad agosto i traghetti … sono sempre pieni zeppi" (its dev
    set)."""
    for case in pool("frozen33r-de-015", "frozen33r-ru-015", "dev33r-it-015"):
        assert reading(case.text) == case.label == "none", case.id


# A change the team gives up (world.py, en, ru): no rule; near misses where a bound makes it one.
GIVEN_UP = [
    "We won't be switching suppliers after all.",
    "We won't be changing the shift pattern after all.",
    "We won't be moving the quarterly review to Zoom after all.",
    "Мы всё-таки не будем менять поставщика.",
    "В итоге мы не будем переезжать в новый офис в этом году.",
    "Мы всё же не будем переносить отчётность на пятницу.",
]
GIVEN_UP_RULE = [
    "Мы не будем менять цены без предупреждения клиентов.",
    "We don't move client calls to Fridays after all the complaints we got.",
]
# Left: "We won't be changing anything in production without a ticket." (a refusal bound by a
# condition, said as a plan) is read by neither the engine nor, since the retrain on the
# twenty-first round's merge, the second opinion (0.34 against its threshold 0.65).


@pytest.mark.parametrize("text", GIVEN_UP)
def test_a_change_given_up_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", GIVEN_UP_RULE)
def test_a_refusal_with_a_bound_is_still_a_rule(text):
    assert reading(text) == "suggest"


def test_the_given_up_reading_mends_earlier_rounds_messages():
    """ "We won't be moving the stand-up to half nine after all" (eighteenth round's frozen third)
    and "Мы всё-таки не будем переносить планёрку на понедельник" (seventeenth's dev set), which it
    was not written from."""
    for case in pool("frozen33r-en-022", "dev33q-ru-022"):
        assert reading(case.text) == case.label == "none", case.id


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        JOINED
        + JOINED_ONE
        + [text for text, _ in AR_KEPT_WELL]
        + AR_KEPT_WELL_NONE
        + RETENTION
        + RETENTION_NONE
        + IT_RECURRING_DUTY
        + IT_RECURRING_DUTY_NONE
        + IT_OFFICE_REFUSES
        + IT_OFFICE_REFUSES_NONE
        + IT_LONG_KIND
        + IT_LONG_KIND_NONE
        + ALL_MY_WORK
        + ALL_MY_WORK_NONE
        + CROWDED
        + CROWDED_RULE
        + GIVEN_UP
        + GIVEN_UP_RULE
    )
