"""Issue 33, twenty-seventh round, the review's findings on suggestions that reached further than
their comments said. Each: its siblings (read wrong on 8372d98e, right after the mend) and its near
misses (the forms the round's reading was written for, and close wordings, read the same on
8372d98e and after)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import engine, errands, judge
from app.domain.model import Scope
from tests.judgement_sets import reading, with_lost

# 1 (starts._ONSET): an onset's preposition also opens a story, a place, a plan or nature's course;
# the noun phrase must name a time and what follows must be a way of doing things
ONSET_NOT_A_WAY = [
    "With the arrival of the baby, everything changed.",
    "Come the weekend, we're going hiking.",
    "Starting with the basics, let's review the plan.",
    "Dès la sortie du métro, tournez à gauche.",
    "Ab der Kreuzung, fahren Sie geradeaus.",
    "Desde que empezó la película, no paro de llorar.",
    "С приходом весны птицы возвращаются.",
    "Avec l'arrivée du printemps, les oiseaux chantent.",
    # (our own wordings of the class)
    "With the first frost, everything changed.",
    "Come the holidays, we're flying to Lisbon.",
    "Dès la fin du film, on rentre.",
    "С приходом гостей все садятся за стол.",
]
# (at the merge, after the retrain) the second opinion at its new threshold (0.70) suggests this one
# on its own; the onset's reading leaves it, as the engine's reading shows (said in the round's note)
ONSET_NATURE_THE_MODELS = "Con l'arrivo della primavera, gli uccelli tornano."
ONSET_A_WAY = [
    "Come the first snow, the sailing club hauls every dinghy out of the water.",
    "À partir de la Chandeleur, la chorale répète dans la crypte.",
    "Ab der Fastenzeit probt der Kirchenchor nur noch am Donnerstag.",
    "Desde que empieza la temporada de bodas, el catering no acepta pedidos de menos de cincuenta.",
    "Con l'arrivo dell'autunno, la scuola di vela tiene le lezioni solo al mattino.",
    "С приходом холодов яхт-клуб закрывает причал в шесть вечера.",
    "مع بداية رمضان، مكتب التوصيل بيفتح بعد العصر بس.",
    # (close wordings)
    "Come the thaw, the ferry runs twice a day.",
    "Starting with the spring term, the library closes at six.",
    "Avec l'arrivée de l'hiver, la piscine ouvre à huit heures.",
    "С началом зимы каток работает до десяти.",
]


@pytest.mark.parametrize("text", ONSET_NOT_A_WAY)
def test_an_onset_before_a_story_a_place_a_plan_or_nature_is_no_rule(text):
    assert reading(text) == "none"


def test_an_onset_before_natures_course_is_no_rule_of_the_engine():
    assert engine.read(ONSET_NATURE_THE_MODELS).suggestion is None


@pytest.mark.parametrize("text", ONSET_A_WAY)
def test_an_onset_of_a_time_before_a_way_stays_a_rule(text):
    assert judge(text).suggestion is not None and reading(text) == "suggest"


# 2 (forms._GATE_IMPERSONAL): Russian "Без X … не …ют" is a gate only as a subjectless impersonal
# plural of a verb of admitting or serving, not hedged
GATE_NOT_IMPERSONAL = [
    "Без интернета дети не делают уроки.",
    "Без мамы дети не засыпают.",
    "Без зонта соседи не выходят из дома.",
    "Без паспорта не пускают, я знаю.",
    # (our own wordings of the class)
    "Без кофе коллеги не работают.",
    "Без справки не принимают, мне кажется.",
]
GATE_IMPERSONAL = [
    "Без пропуска в цех не пускают.",
    "Без расписки на стену не пускают.",
    "Без пропуска в цех не пускают никого.",
    "Без расписки никого не пускают на склад.",
    "Без расписки мы никого к печи не подпускаем.",
    # (close wordings)
    "Без паспорта на рейс не пускают.",
    "Без записи не обслуживают.",
    "Без письменного согласия в лабораторию не пускают.",
]


@pytest.mark.parametrize("text", GATE_NOT_IMPERSONAL)
def test_without_x_before_a_subject_or_a_hedge_is_no_gate(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", GATE_IMPERSONAL)
def test_without_x_before_an_impersonal_admitting_plural_stays_a_gate(text):
    assert reading(text) == "suggest"


# 3 (errands._ADDRESS, _ONCE): a deadline, this one time, a pace, or an object in the gap is a
# request for now, never a way of address; "Ich bitte Sie, …" is kept whole in the stored words
ADDRESS_ONCE = [
    "Ich bitte Sie, mir bis Freitag zu antworten.",
    "Ich bitte Sie, mir das Formular zu schreiben.",
    "Прошу вас отвечать мне до пятницы.",
    "أرجو أن ترد علي بسرعة.",
    "I would ask that you write to me more often, I miss you.",
    # (our own wordings of the class)
    "I would ask that you reply to me by Monday.",
    "Прошу вас писать мне до конца недели.",
    "Ich bitte Sie, mir einen Brief zu schreiben.",
]
ADDRESS_WAY = {
    "Ich bitte Sie, mir immer auf Deutsch zu schreiben.": "Ich bitte Sie, mir immer auf Deutsch zu schreiben",
    "Ich bitte Sie, mir nur per E-Mail zu antworten.": "Ich bitte Sie, mir nur per E-Mail zu antworten",
    "Ich bitte Sie, mir in der Sie-Form zu schreiben.": "Ich bitte Sie, mir in der Sie-Form zu schreiben",
    "Прошу вас отвечать мне только письменно.": "Отвечать мне только письменно",
    "أرجو أن ترد علي بالفصحى.": "أرجو أن ترد علي بالفصحى",
    "I would ask that you write to me in English only.": "I would ask that you write to me in English only",
    "Je vous saurais gré de me vouvoyer.": "Je vous saurais gré de me vouvoyer",
    "Прошу в ответах обращаться ко мне на вы.": "Прошу в ответах обращаться ко мне на вы",
}


@pytest.mark.parametrize("text", ADDRESS_ONCE)
def test_a_deadline_a_pace_or_an_object_asked_is_no_way_of_address(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", ADDRESS_WAY)
def test_a_way_of_address_stays_the_users_in_whole_words(text):
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER
    assert found.content == ADDRESS_WAY[text]


def _scope(text):
    found = judge(text).suggestion
    return None if found is None else found.scope.value


# 4 (errands._OWN_EAST_ZH, _OWN_REASON, _OWN_EAST): the speaker told or served, but the rule is the
# team's or the clients' (团队/项目组 after the comma, a feminine command's ـلي, Kansai's うち as "our
# company"): the team's scope, as before the round
TEAM_NOT_OWN = [
    "以后帮我留意，项目组每周五交周报。",
    "以后同我讲嘢，团队要用英文写文档。",
    "以后跟我讲一声，团队周会改到周三。",
    "اتصلي بالعملاء كل صباح، أنا عندي اجتماعات.",
    "うちに送る見積もりは、必ずPDFで。",
    # (our own wordings of the class)
    "以后跟我说一声，我们组周会改到周三。",
    "うちに出す請求書は、必ず月末までに。",
]
OWN_NOT_TEAM = [
    "以后跟我说一声，我周三不在。",
    "之後幫我訂車的時候，要訂七人車。",
    "うちに出す請求書は、これから全部メールで送ってくれたらありがたいわ。",
    "うちに予約の返事送るときは、短めでええで。",
    "僕に渡すレシートは、必ず写真も撮っておいて。",
]
AR_OWN_SHAPE = [
    "اكتبلي المواعيد بالأرقام، أنا بتلخبط في الحروف.",
    "لخصلي الإيميلات في سطرين، أنا ما عندي وقت.",
    "كتب ليا المواعيد بالأرقام، أنا كنتلخبط.",
]


@pytest.mark.parametrize("text", TEAM_NOT_OWN)
def test_a_rule_about_the_team_told_to_the_speaker_stays_the_teams(text):
    assert _scope(text) == "space"


@pytest.mark.parametrize("text", OWN_NOT_TEAM)
def test_the_speakers_own_errand_stays_personal(text):
    assert _scope(text) == "user"


@pytest.mark.parametrize("text", AR_OWN_SHAPE)
def test_to_me_after_a_verb_of_sending_or_writing_keeps_its_shape(text):
    assert errands.for_the_user(text)


def test_a_feminine_command_is_no_to_me():
    assert not errands.for_the_user("اتصلي بالعملاء كل صباح، أنا عندي اجتماعات.")
    assert not errands.for_the_user("رتبي الملفات كل يوم، أنا ما عندي وقت.")


# 5 (unprompted._ORDER_FIRST, east_world ja, life_stages.ZH): a crowd, a no one or a state after an
# order put first is the order's reason; "those two years" is the speaker's past only with the
# speaker or a then in the sentence
RULE_WITH_A_REASON = [
    "Always reserve a table on Fridays, the place is always rammed.",
    "Réservez toujours la salle à l'avance, elle est toujours bondée.",
    "Reserva siempre con antelación, el restaurante está hasta los topes.",
    "Prenota sempre il tavolo, il locale è sempre strapieno.",
    "احجز قبلها بيومين، المطعم دايماً زحمة.",
    "Fermez toujours la porte à clé, personne ne la surveille.",
    "Apaga siempre la estufa al salir, nadie la vigila.",
    "毎朝窓を開けてね、部屋がいつも暑いねん。",
    "新员工入职那两年，每季度要参加培训。",
    "合同期内那两年，每月15号交房租。",
    # (our own wordings of the class)
    "Never park on the quay on Sundays, the harbour is packed.",
    "Reservieren Sie immer vorher, das Lokal ist immer proppenvoll.",
]
TOLD_NOT_A_RULE = [
    "The harbour bar is always rammed on regatta Sundays.",
    "La salle est toujours bondée le vendredi.",
    "El mercado está hasta los topes los sábados.",
    "Il locale è sempre strapieno il venerdì.",
    "المطعم دايماً زحمة يوم الجمعة.",
    "Le four s'allume tout seul à six heures, personne ne le démarre.",
    "山小屋はいつも麓より三度ほど寒い。",
    "在便利店值夜班那两年，我每晚十点上班。",
    "在补习班打工那两年，我每个周末都去。",
    "当年在工厂那几年，每天六点起床。",
    "读幼儿园时，妈妈每天傍晚骑车来接我。",
]


@pytest.mark.parametrize("text", with_lost(RULE_WITH_A_REASON))
def test_an_order_put_first_keeps_its_reason_and_its_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", TOLD_NOT_A_RULE)
def test_a_crowd_a_state_or_a_stage_told_alone_stays_no_rule(text):
    assert reading(text) == "none"
