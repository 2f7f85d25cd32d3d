"""Issue 33, twenty-first round (western languages: en, fr, de, es, it, ru, ar; suggestions and
explicit requests): dev33u was written by hand before the judgement was touched and committed before
its first run; its frozen third (the lowest third per language by SHA-256) is scored once, by the
integrator, at the end, never here. Each reading below: its siblings (written for it, new texts),
its near misses (the same surface with nothing of the reading) and the earlier rounds' messages it
mends (by id, read from their sets)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from benchmarks.judge import DEV33U, DEV33U_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
)

TWENTY_FIRST_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_twenty_first_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33U, DEV33U_FROZEN, TWENTY_FIRST_ROUND_WEST, "twenty-first-round")


def _words(content: str) -> str:
    return content.rstrip(" .").lower()


def _remembered(text: str) -> list[str]:
    return [_words(e.content) for e in judge(text).explicit if e.form == "remember"]


# A verb of saving or noting, what is kept pointed at, then a colon (or "что"): what follows is
# kept; near misses: the same verb saving a file or a draft, no colon.
SAVED_AT_COLON = [
    (
        "Log this: the Harwich depot's gate closes at 22:00 on weekdays.",
        "the harwich depot's gate closes at 22:00 on weekdays",
    ),
    (
        "Notez ceci : la commission de sécurité passe tous les trois ans.",
        "la commission de sécurité passe tous les trois ans",
    ),
    (
        "Speicher das: die Steuerberaterin heißt Frau Öztürk.",
        "die steuerberaterin heißt frau öztürk",
    ),
    (
        "Apunta esto: el técnico de la caldera se llama Ramiro.",
        "el técnico de la caldera se llama ramiro",
    ),
    (
        "Salvati questo: la chiave del magazzino ce l'ha Bruno.",
        "la chiave del magazzino ce l'ha bruno",
    ),
    (
        "Сохраните: бухгалтерия принимает авансовые отчёты до 25-го.",
        "бухгалтерия принимает авансовые отчёты до 25-го",
    ),
    ("سجّل عندك: مورد الزجاج هو مؤسسة النخبة.", "مورد الزجاج هو مؤسسة النخبة"),
]
SAVED_FILE = [
    "Save this as minutes_march.docx please.",
    "Guarda esto en la carpeta de facturas.",
    "Сохрани таблицу в формате CSV.",
    "Enregistre ce fichier en PDF.",
]


@pytest.mark.parametrize(("text", "kept"), SAVED_AT_COLON)
def test_a_saving_verb_before_a_colon_keeps_what_follows(text, kept):
    assert _remembered(text) == [kept]


@pytest.mark.parametrize("text", SAVED_FILE)
def test_a_saving_verb_that_saves_a_file_is_no_request(text):
    assert not judge(text).explicit


def test_the_colon_reading_mends_earlier_rounds_messages():
    for case in pool("dev33s-en-508", "dev33s-ru-507", "frozen33t-es-506", "frozen33t-ru-506"):
        assert _remembered(case.text) == [_words(case.explicit[0]["content"])], case.id


# Remember asked as a question or a polite request; near misses: a question about memory, a reminder.
ASKED = [
    (
        "Сможете запомнить, что склад в Химках не принимает фуры после шести?",
        "склад в химках не принимает фуры после шести",
    ),
    (
        "Would you mind remembering that the Friday delivery comes from Tilbury?",
        "the friday delivery comes from tilbury",
    ),
    (
        "Pourriez-vous vous rappeler que l'agence de Nantes ferme à 17 h le vendredi ?",
        "l'agence de nantes ferme à 17 h le vendredi",
    ),
    (
        "ممكن تتذكر إن المخزن ما يستقبل شحنات يوم الجمعة؟",
        "المخزن ما يستقبل شحنات يوم الجمعة",
    ),
    (
        "Можешь, пожалуйста, запомнить, что у нотариуса приём только по записи?",
        "у нотариуса приём только по записи",
    ),
]
ASKED_NONE = [
    "Ты помнишь, что я говорил про смету на кровлю?",
    "هل تتذكر متى اتفقنا على الخصم؟",
    "Tu te rappelles quand on a signé avec Bouygues ?",
]


@pytest.mark.parametrize(("text", "kept"), ASKED)
def test_remember_asked_as_a_question_is_a_request(text, kept):
    assert _remembered(text) == [kept]


@pytest.mark.parametrize("text", ASKED_NONE)
def test_a_question_about_memory_is_no_request(text):
    assert reading(text) == "none"


def test_the_asked_reading_mends_the_last_frozen_russian_question():
    (case,) = pool("frozen33t-ru-505")
    assert _remembered(case.text) == [_words(case.explicit[0]["content"])]


# A prefer keeps its conjunction, as the corpus labels it; near misses: a prefer with none keeps
# its words as before.
PREFER_THAT = [
    (
        "Prefiero que los partes de obra lleguen antes de las siete.",
        "que los partes de obra lleguen antes de las siete",
    ),
    (
        "Preferisco che le bolle siano firmate dal magazziniere.",
        "che le bolle siano firmate dal magazziniere",
    ),
    (
        "Je préfère que les factures arrivent groupées en fin de mois.",
        "que les factures arrivent groupées en fin de mois",
    ),
    (
        "Предпочитаю, чтобы отчёты по продажам приходили в понедельник.",
        "чтобы отчёты по продажам приходили в понедельник",
    ),
    (
        "Yo prefiero que las reuniones con proveedores sean presenciales.",
        "que las reuniones con proveedores sean presenciales",
    ),
]
PREFER_PLAIN = [
    ("Prefiero el turno de mañana para las visitas.", "el turno de mañana para las visitas"),
    ("Preferisco i preventivi in PDF.", "i preventivi in pdf"),
    ("Je préfère les appels le matin.", "les appels le matin"),
]


@pytest.mark.parametrize(("text", "kept"), PREFER_THAT + PREFER_PLAIN)
def test_a_prefer_keeps_its_conjunction(text, kept):
    assert [(e.form, _words(e.content)) for e in judge(text).explicit] == [("prefer", kept)]


def test_the_conjunction_reading_mends_earlier_rounds_words():
    for case in pool(
        "dev33s-es-503",
        "dev33t-fr-502",
        "dev33t-it-502",
        "dev33t-ru-507",
        "frozen33t-es-502",
        "frozen33t-es-507",
    ):
        got = [_words(e.content) for e in judge(case.text).explicit]
        assert got == [_words(case.explicit[0]["content"])], case.id


# Italian: the team's consequence under a condition, no subject said, or the item said first and
# taken up by its clitic; near misses: a condition on one occasion, an unreal past.
IT_THEN = [
    "Se un ospite chiede il late check-out, glielo concediamo fino alle 13 senza supplemento.",
    "Quando un cantiere supera il budget del 10%, avvisiamo subito il committente per iscritto.",
    "Se uno studente salta tre verifiche, convochiamo i genitori.",
    "Se un ticket resta aperto più di cinque giorni, lo segnaliamo al responsabile.",
    "Se un reso arriva senza modulo, le spese di spedizione le paga il cliente.",
]
IT_THEN_NONE = [
    "Se il fornitore consegna in ritardo domani, siamo nei guai.",
    "Se ieri avessimo ordinato prima, adesso avremmo la merce.",
    "Se vuoi, stasera ne parliamo con calma.",
]


@pytest.mark.parametrize("text", IT_THEN)
def test_an_italian_consequence_with_no_subject_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", IT_THEN_NONE)
def test_an_italian_condition_on_one_occasion_is_none(text):
    assert reading(text) == "none"


def test_the_italian_consequence_mends_the_last_frozen_miss():
    (case,) = pool("frozen33t-it-008")
    assert reading(case.text) == "suggest"


# The speaker's own want or form of address opening a rule: Personal; near misses: the speaker's
# want of the team, the Space.
OWN_WANT = [
    "Je veux toujours le détail des heures dans tes récaps.",
    "Mir ist wichtig, dass du mir Angebote immer als PDF schickst.",
    "Quiero que siempre me digas el total con IVA incluido.",
    "Мне всегда нужны сметы в Excel, не в PDF.",
    "أبغى دايمًا الفواتير بالريال مو بالدولار.",
    "Trátame de usted siempre, por favor.",
    "Dammi sempre del Lei quando mi scrivi.",
    "Sieze mich bitte immer.",
]
TEAM_WANT = [
    "Quiero que el equipo suba siempre los partes antes de las seis.",
    "I want every invoice checked by two people.",
    "Мне нужно, чтобы бригада всегда приезжала к восьми.",
    "Voglio che il magazzino chiuda sempre alle 18.",
]


@pytest.mark.parametrize("text", OWN_WANT)
def test_the_speakers_own_want_is_personal(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER


@pytest.mark.parametrize("text", TEAM_WANT)
def test_the_speakers_want_of_the_team_stays_the_spaces(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.SPACE


def test_the_own_want_reading_mends_earlier_rounds_scopes():
    for case in pool(
        "dev33q-en-009",
        "dev33q-fr-011",
        "dev33q-es-007",
        "dev33q-ar-006",
        "frozen33q-de-004",
        "frozen33q-it-007",
        "frozen33q-ru-006",
        "frozen33t-de-013",
        "dev33t-it-013",
    ):
        found = judge(case.text).suggestion
        assert found is not None and found.scope is Scope.USER, case.id


# No need to note this, the need denied with the verb of keeping: nothing to keep; near misses: a
# duty ("لازم تكتب …"), a rule that no copy is needed.
NO_NEED = [
    "مافي داعي تسجل رقم الطلب، الطلب اتلغى خلاص.",
    "ما في حاجة تحفظ اسم المندوب، هو بس لهالطلبية.",
    "مش لازم تكتب رقم الغرفة، الضيف مشي النهارده.",
    "No es necesario que lo recuerdes, el técnico ya vino.",
    "No hace falta que guardes el teléfono del fontanero, era una chapuza puntual.",
]
NEEDED = [
    "لازم تكتب رقم الطلب في خانة الملاحظات دايماً.",
    "No hace falta que me mandes copia de cada factura, con el resumen mensual basta.",
]


@pytest.mark.parametrize("text", NO_NEED)
def test_no_need_to_note_this_is_none(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", NEEDED)
def test_a_duty_to_note_stays_a_rule(text):
    assert reading(text) == "suggest"


def test_the_no_need_reading_mends_earlier_rounds_messages():
    for case in pool("frozen33o-es-512", "dev33n-ar-512"):
        assert reading(case.text) == "none", case.id


# The remember frame closing the sentence and pointing back: what is before it is kept; near
# misses: a question about memory, the speaker's own memory.
KEPT_BEFORE = [
    ("La grúa solo se alquila por días, acuérdate de esto.", "la grúa solo se alquila por días"),
    (
        "El almacén de Quilmes no abre los feriados, acordate de eso.",
        "el almacén de quilmes no abre los feriados",
    ),
    (
        "La clínica cobra la primera consulta aparte, acuérdese de esto.",
        "la clínica cobra la primera consulta aparte",
    ),
    ("Пароль от роутера на обороте, держите в голове.", "пароль от роутера на обороте"),
    ("Отчёты в налоговую сдаём до 25-го, держи это в голове.", "отчёты в налоговую сдаём до 25-го"),
]
KEPT_BEFORE_NONE = ["¿Te acuerdas de eso?", "Не помню, держал ли я это в голове."]


@pytest.mark.parametrize(("text", "kept"), KEPT_BEFORE)
def test_the_remember_frame_at_the_end_keeps_what_is_before(text, kept):
    assert _remembered(text) == [kept]


@pytest.mark.parametrize("text", KEPT_BEFORE_NONE)
def test_a_memory_pointing_back_without_the_frame_is_none(text):
    assert reading(text) == "none"


def test_the_frame_at_the_end_mends_an_earlier_rounds_russian_message():
    (case,) = pool("frozen33m-ru-501")  # labelled with no words (any words)
    assert _remembered(case.text) == ["тестовый стенд обнуляется каждое воскресенье"]


# Russian: a period after "на" under a cadence is no one occasion (outside the rule of evidence:
# written from frozen33t-ru-010, its own commit); near misses: the same period in a one-off.
RU_PERIOD = [
    "Завхоз каждый понедельник собирает заявки на следующую неделю.",
    "Диспетчер по четвергам составляет график на следующую неделю.",
]
RU_PERIOD_NONE = [
    "Перенеси встречу на следующую неделю.",
    "Закажи, пожалуйста, бумагу на следующую неделю.",
]


@pytest.mark.parametrize("text", RU_PERIOD)
def test_a_period_under_a_cadence_is_a_duty(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", RU_PERIOD_NONE)
def test_a_period_in_a_one_off_is_none(text):
    assert reading(text) == "none"


def test_the_period_reading_mends_the_last_frozen_russian_duty():
    (case,) = pool("frozen33t-ru-010")
    assert reading(case.text) == "suggest"


def test_the_probes_are_in_no_set():
    assert_probes_apart(
        [t for t, _ in SAVED_AT_COLON]
        + SAVED_FILE
        + [t for t, _ in ASKED]
        + ASKED_NONE
        + [t for t, _ in PREFER_THAT + PREFER_PLAIN]
        + IT_THEN
        + IT_THEN_NONE
        + OWN_WANT
        + TEAM_WANT
        + NO_NEED
        + NEEDED
        + [t for t, _ in KEPT_BEFORE]
        + KEPT_BEFORE_NONE
        + RU_PERIOD
        + RU_PERIOD_NONE
    )
