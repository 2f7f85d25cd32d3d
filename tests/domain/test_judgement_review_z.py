"""Issue 33, twenty-sixth round, the review's findings on readings that reached further than their
comments said. Each: its siblings (read wrong on e1c17482, right after the mend) and its near misses
(the forms the round's reading was written for, and close wordings, read the same before and after)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope

# B1 (memory_notes._heading): a bare noun of keeping, or one with a possessive, before the colon is
# the label of a topic, never the memory addressed as where the fact goes
BARE_KEEPING = [
    "My files: all gone after the update, help!",
    "Memory: 32 GB DDR5.",
    "Files: src/app.py and src/util.py both changed.",
    "Dossiers : trois sont encore en attente…",
    "Unterlagen: drei Rechnungen fehlen noch.",
    "Registros: faltan los de marzo.",
    "Дело: клиент опять передумал.",
    "Our records: two invoices are still unpaid.",
    "In the files: three drafts of the lease.",
    "Mis registros: faltan los de marzo.",
    "Archivio: mancano le fatture di marzo.",
]
# a lead that sends the fact to the record, or a note's noun beside the noun of keeping
ADDRESSED_KEEPING = [
    "Memory item: my bike lock code is 2048.",
    "Für deine Unterlagen: meine Steuernummer ist 12/345/67890.",
    "Para tu archivo: mi grupo sanguíneo es cero negativo.",
    "Per il tuo archivio: il codice del cancello è 4471.",
    "На хранение: код от калитки 4471.",
    "للسجل: فصيلة دمي أو سالب.",
]


@pytest.mark.parametrize("text", BARE_KEEPING)
def test_a_bare_noun_of_keeping_before_the_colon_saves_nothing(text):
    """A topic's label before a colon is no request to remember what follows."""
    assert not judge(text).explicit


@pytest.mark.parametrize("text", ADDRESSED_KEEPING)
def test_a_heading_that_sends_the_fact_to_the_record_still_saves_it(text):
    """A heading addressed to the record, or a note's noun beside it, keeps the fact after it."""
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.lower() == text.split(":", 1)[1].strip().lower()


# B2 (asked_ahead._SHAPE): a verb of having or being before the memory named as a place asks what
# the one addressed has in mind; the next sentence is the speaker's own thought, nothing to keep
HAVE_IN_MIND = [
    "Hai qualcosa in mente? Io pensavo a una gita al lago.",
    "Tienes algo en la cabeza? Yo quiero ir a la playa.",
    "Есть в памяти? Мы это обсуждали на прошлой неделе.",
    "Avete qualcosa in mente? Noi pensavamo al lago.",
    "Hay algo en tu memoria? Lo hablamos la semana pasada.",
    "Нет в памяти? Мы это обсуждали на прошлой неделе.",
    "Hast du dir was im Kopf? Ich dachte an den See.",
    "Avez quelque chose en tête ? Moi je pensais au lac.",
    "عندك في بالك حاجة؟ أنا بفكر في البحر.",
    "ايش في بالك؟ أنا بفكر في البحر.",
]
# a verb of putting or keeping before the same place: the next sentence is kept
PUT_IN_MIND = [
    "Got room in your memory for a small thing? The gate code is 4471.",
    "Tu peux mettre un truc dans ta tête ? Le code du portail est 4471.",
    "Metti qualcosa in testa per me? Il codice del cancello è 4471.",
    "Me guardas algo en la cabeza? El código es 4471.",
    "Отложишь у себя в памяти? Код от калитки 4471.",
    "Kannst du dir was im Kopf behalten? Der Code ist 4471.",
    "تسجّل لي في ذاكرتك؟ كود البوابة 4471.",
]


@pytest.mark.parametrize("text", HAVE_IN_MIND)
def test_having_something_in_mind_asked_keeps_nothing(text):
    """A question of what the one addressed has in mind is no ask to keep the next sentence."""
    assert not judge(text).explicit


@pytest.mark.parametrize("text", PUT_IN_MIND)
def test_putting_a_thing_in_the_memory_asked_keeps_the_next_sentence(text):
    """A verb of putting or keeping before the memory named as a place still keeps what follows."""
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content.rstrip(".") == text.split("? ", 1)[-1].split("؟ ", 1)[-1].rstrip(".")


# B3 (starts._SPAN, east_spans.KO): a span put first bounds a way of doing things; a state or a
# lack it lasts through is no rule
SPAN_STATE = [
    "For the whole summer, the office is closed on Fridays.",
    "Tant que le serveur est en panne, l'équipe travaille sur la doc.",
    "Bis der Umzug erledigt ist, ist das Büro ziemlich chaotisch.",
    "Hasta que llegue el técnico, no hay internet en la oficina.",
    "Finché non arriva il tecnico, siamo senza internet.",
    "طول الصيف، الجو حار جدا في المكتب.",
    "Пока ремонт не закончат, в офисе шумно.",
    "이번 여름 동안 사무실 에어컨이 고장 나 있어요.",
    "Den ganzen Sommer über ist die Kantine geschlossen.",
    "Until the lift is repaired, the third floor is hard to reach.",
    "Durante todo el invierno, la piscina está cerrada.",
    "Per tutta l'estate, l'ufficio è chiuso il venerdì.",
    "Tant qu'il pleut, il y a des fuites dans l'atelier.",
    "이번 달까지는 창고 문이 잠겨 있어요.",
    "Tant que le serveur est en panne, la salle est fermée le soir.",
    "Пока ремонт не закончат, в офисе нет интернета.",
]
# a practice, an order or a place's way bounded by the span (a passive of a done act among them),
# and a state after a start to come
SPAN_WAY = [
    "For the whole summer, the office closes at three on Fridays.",
    "Hasta que llegue el técnico, los pedidos se toman por teléfono.",
    "Пока ремонт не закончат, совещания проводим в переговорной.",
    "Finché non arriva il tecnico, le stampe si fanno in biblioteca.",
    "Tant que le serveur est en panne, l'équipe envoie les factures à la main.",
    "Весь высокий сезон музей маяка пускает школьников на башню по двое.",
    "Finché non rifanno il forno, la vetreria non tiene corsi serali.",
    "Hasta que termine la obra, los ensayos del coro son en el salón parroquial.",
    "이번 겨울 동안 목욕탕 사우나는 저녁 여섯 시에 닫아요.",
    "다음 주부터 사무실 에어컨이 고장 나 있어요.",
    "For the whole season, boats are launched only on Wednesdays.",
    "Tant que le four est en panne, les repas sont servis à six heures.",
    "Finché non arriva il tecnico, le lezioni sono spostate al lunedì.",
    "Весь сезон паром ходит редко.",
]


@pytest.mark.parametrize("text", SPAN_STATE)
def test_a_state_through_a_span_is_no_rule(text):
    """A span put first does not make a state or a lack into a lasting rule."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", SPAN_WAY)
def test_a_way_bounded_by_a_span_is_still_a_rule(text):
    """A practice or an order after a span (or anything after a start) is still suggested."""
    assert judge(text).suggestion is not None


# B4 (errands._ADDRESS): a form of address gives a name or a title; a time or a clause after "call
# me" asks for a call, and is no Personal rule
CALL_ME_WHEN = [
    "Call me as soon as you land.",
    "Call me as soon as the build finishes.",
    "Chiamarmi dopo le sei è meglio.",
    "Appelez-moi quand vous arrivez à la gare.",
    "Llámeme cuando llegue el paquete.",
]
NAMED_BY = [
    "Kindly address me as Dr. Okafor in your answers.",
    "Appelez-moi Madame Roy, s'il vous plaît.",
    "La prego di chiamarmi dottore.",
    "Llámeme doctora Ruiz, por favor.",
]


@pytest.mark.parametrize("text", CALL_ME_WHEN)
def test_a_call_asked_for_is_no_form_of_address(text):
    """'Call me when …' is no name to be addressed by: never the speaker's own rule."""
    found = judge(text).suggestion
    assert found is None or found.scope is not Scope.USER


@pytest.mark.parametrize("text", NAMED_BY)
def test_a_name_or_a_title_to_be_addressed_by_is_personal(text):
    """A name or a title the speaker asks to be addressed by stays a Personal rule."""
    found = judge(text).suggestion
    assert found is not None and found.scope is Scope.USER


# B5 (memory_notes: the closings, voice-typed or after a comma): a forget-it-not after an errand
# opening with an imperative is a reminder to act, no fact to keep
ERRAND_NOT_FORGOTTEN = [
    "جيب العيش وانت راجع ما تنساش",
    "هات الجرايد من الكشك ما تنساش",
    "ابعت الفاتورة لأحمد بكرة ما تنساش",
    "buy milk on the way back don't forget that",
    "Send the invoice to Ahmed tomorrow, don't forget that.",
    "achète le pain en rentrant oublie-le pas",
    "Achète le pain en rentrant, ne l'oublie pas.",
    "купи хлеб по дороге домой не забудь",
    "Купи хлеб по дороге домой, не забудь.",
    "kauf das brot auf dem heimweg vergiss das nicht",
    "compra il pane tornando a casa non te lo scordare",
]
# a fact before the same closings is kept
FACT_NOT_FORGOTTEN = [
    "المخبز بيقفل الساعة تسعة ما تنساش",
    "the bakery shuts at nine don't forget that",
    "The bakery shuts at nine, don't forget that.",
    "la boulangerie ferme à neuf heures oublie-le pas",
    "Пекарня закрывается в девять, не забудь.",
]


@pytest.mark.parametrize("text", ERRAND_NOT_FORGOTTEN)
def test_an_errand_not_to_forget_is_no_memory_request(text):
    """'Bring the bread on your way back, don't forget' asks for an act, not for a memory."""
    assert not judge(text).explicit


@pytest.mark.parametrize("text", FACT_NOT_FORGOTTEN)
def test_a_fact_not_to_forget_is_kept(text):
    """A fact before a forget-it-not closing is still kept, the closing left out."""
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
