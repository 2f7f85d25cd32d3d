"""Issue 33, fifteenth round: explicit requests read by three frames built from slots each language
fills (request_slots.py) — a retention (a verb of keeping, or any imperative, with the agent's
memory or notes or a time it is kept for), a valuing (the speaker, a predicate of inclination, a
kind made by its own clause), a topic closed by the speaker's taste — and the near misses each
must leave alone (the speaker's own notes, a question, a negation, someone else's taste, the past).

The set (dev33o ids 501…514) was written and committed before the code was touched. The readings
were written against its development third; the blind batch was written after the first readings
and run once (6 of 15 right: README, fifteenth round); the siblings and near misses were written
after the blind batch's mends and run once before any mend of theirs (21 of 24 right); the
voice's run-ons were written before their reading and run once on the code before it (2 of 8)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33O, DEV33O_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

# A retention: a verb of keeping (or any imperative) and the agent's memory or notes, then what is kept.
RETAIN = [
    "Lodge this in your memory — the Dublin office invoices in euros, never sterling.",
    "Fissati in testa questo: i rimborsi sopra i 200 euro richiedono lo scontrino originale.",
    "Verbuch das in deinen Notizen: Die Schulferien in Bayern beginnen am 28. Juli.",
    "Положи себе в заметки: бухгалтерия закрывает месяц третьего числа.",
    "Métete en la cabeza que las devoluciones se aceptan solo con ticket.",
]
# the speaker's own notes, a question, a negation
RETAIN_NEAR = [
    "I wrote this in my notes: the Dublin office switched to a new bank.",
    "Tu as noté ça dans ta mémoire ou je dois le répéter ?",
    "Das musst du nicht in deinen Notizen behalten, es ändert sich nächste Woche.",
]

# A valuing: the speaker, a predicate of inclination or valuing, a kind made by its own clause.
VALUE = [
    "I've always had a weakness for onboarding guides that fit on a single screen.",
    "J'ai un penchant pour les contrats qui résument les obligations en tête.",
    "Я давний поклонник тикетов, где сразу указаны шаги воспроизведения.",
    "يستهويني جدول المناوبات الذي يوضح البديل لكل موظف.",
    "私は、返品理由がひと目で分かる伝票を重視しています。",
]
# someone else's taste, a question, a negation
VALUE_NEAR = [
    "Our CFO has a weakness for forecasts that look too good to be true.",
    "¿Eres fan de las hojas de cálculo que tienen macros?",
    "Non tengo molto ai report che partono dalle conclusioni, a dire il vero.",
]

# A topic closed by the speaker's taste, pointing back at it or leaving it out.
TOPIC = [
    "Runbooks with copy-pasteable commands — that's the way I like them.",
    "Los contratos con un resumen de una página, eso es lo mío.",
    "排班表嘛，一眼能看出谁值班的那种最合我胃口。",
    "교안 같은 건 활동 위주로 짜 놓은 게 제일 좋아요.",
    "الفواتير المرقمة بالتسلسل، هكذا أفضلها.",
]
# someone else's taste, a negation, the past reported
TOPIC_NEAR = [
    "Runbooks with copy-pasteable commands — that's how the old team liked them.",
    "Презентации без картинок — это точно не моё.",
    "前の職場は、紙の伝票みたいなのがよかったらしい。",
]

# A retention said without punctuation (a voice's run-on): what follows the memory is what is kept.
RUN_ON = [
    "um okay put this in your memory the loading dock closes at five on fridays",
    "alors garde ça en mémoire les échantillons partent toujours en express",
    "ok behalt das im Hinterkopf die Buchhaltung braucht Belege bis zum Fünften",
    "vale métete esto en la cabeza los pedidos urgentes salen antes de las doce",
    "ok tienilo a mente i campioni gratuiti non superano le tre unità",
    "короче держи в голове отгрузки по субботам только по заявке",
]
# a time or the speaker's own notes after the memory: nothing kept
RUN_ON_NEAR = [
    "keep this in your head the whole time you are on the call",
    "I put this in my notes the day we signed the lease",
]

# Written after the first readings, run once (6 of 15), then mended.
BLIND = [
    (
        "Pin this somewhere in your memory: our auditors want invoices kept for seven years.",
        "explicit",
    ),
    ("I'm quite sweet on rota spreadsheets where each shift has its own colour.", "explicit"),
    ("Archive ça dans ta mémoire : les colis de plus de 30 kg partent en messagerie.", "explicit"),
    ("Präsentationen mit echten Kundenzitaten – da geht mir das Herz auf.", "explicit"),
    (
        "Tenme esto a mano para más adelante: el convenio colectivo se revisa cada enero.",
        "explicit",
    ),
    ("Sono un fan sfegatato delle checklist che si possono spuntare dal telefono.", "explicit"),
    ("Запаркуй у себя в голове: юристы смотрят договоры только по четвергам.", "explicit"),
    ("这条你记在备忘录里：发票抬头一律写全称。", "explicit"),
    ("我很吃那種先附數據再下結論的報告。", "explicit"),
    ("今後のために控えておいてください：返品は到着後14日以内です。", "explicit"),
    ("발표 자료는 그림 위주로 된 게 제일 좋더라고요.", "explicit"),
    ("ضعها في ملاحظاتك: العيادة تغلق أبوابها الساعة الثالثة يوم الخميس.", "explicit"),
    ("My manager has a soft spot for reports that open with a chart.", "none"),
    ("Hast du dir im Hinterkopf behalten, was der Kunde gestern gesagt hat?", "none"),
    ("Ne garde pas ça en mémoire, c'était juste pour le test d'aujourd'hui.", "none"),
]


@pytest.mark.parametrize("text", RETAIN + RUN_ON)
def test_a_retention_with_the_agents_memory_is_remembered(text):
    assert [r.form for r in judge(text).explicit] == ["remember"]


@pytest.mark.parametrize("text", VALUE + TOPIC)
def test_a_valuing_or_a_closed_topic_is_a_preference(text):
    assert [r.form for r in judge(text).explicit] == ["prefer"]


@pytest.mark.parametrize("text", RETAIN_NEAR + VALUE_NEAR + TOPIC_NEAR + RUN_ON_NEAR)
def test_the_near_misses_are_no_request(text):
    assert reading(text) != "explicit"


@pytest.mark.parametrize(("text", "label"), BLIND)
def test_the_blind_batch_reads_as_labelled(text, label):
    assert reading(text) == label


# What is stored: what is kept or liked, without the frame.
STORED = [
    (
        "Lodge this in your memory — the Dublin office invoices in euros, never sterling.",
        "The Dublin office invoices in euros, never sterling.",
    ),
    (
        "Déjalo anotado: el almacén de Vigo cierra a las 15h.",
        "El almacén de Vigo cierra a las 15h.",
    ),
    (
        "Я придаю большое значение сметам, в которых каждая позиция расписана.",
        "Сметам, в которых каждая позиция расписана",
    ),
    ("記録に残しといて：佐藤先生の面談は水曜だけ。", "佐藤先生の面談は水曜だけ。"),
]


@pytest.mark.parametrize(("text", "content"), STORED)
def test_the_stored_words_are_what_is_kept_or_liked(text, content):
    assert [r.content for r in judge(text).explicit] == [content]


def test_a_korean_verb_of_recording_alone_points_at_its_neighbour():
    # as "Remember this. …" and "… Remember that.": the verb alone keeps the sentence beside it
    ahead = judge("적어 둬요. 인천 화물터미널은 자정 이후 반입이 안 돼요.").explicit
    assert [(r.form, r.content) for r in ahead] == [
        ("remember", "인천 화물터미널은 자정 이후 반입이 안 돼요")
    ]
    assert [
        r.form for r in judge("부산 창고 담당자는 김민수 과장님이에요. 저장해 둬.").explicit
    ] == ["remember"]


def test_a_place_that_is_no_memory_asks_nothing():
    # a physical place or a tab is no memory: the verb alone keeps nothing for the agent
    assert reading("Keep that away from the prod servers until Friday please.") != "explicit"
    assert (
        reading("Put the signed copy in the shared folder: legal wants it by noon.") != "explicit"
    )


def test_the_probes_are_in_no_set():
    probes = RETAIN + RETAIN_NEAR + VALUE + VALUE_NEAR + TOPIC + TOPIC_NEAR + [t for t, _ in BLIND]
    probes += RUN_ON + RUN_ON_NEAR
    probes += [
        "적어 둬요. 인천 화물터미널은 자정 이후 반입이 안 돼요.",
        "부산 창고 담당자는 김민수 과장님이에요. 저장해 둬.",
    ]
    probes += [t for t, _ in STORED if t not in probes]
    assert len(set(probes)) == len(probes)
    assert not set(probes) & (
        texts_outside() | {c.text for c in load_corpus(DEV33O) + load_corpus(DEV33O_FROZEN)}
    )


_LANGS = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")


def test_the_fifteenth_rounds_explicit_set_has_its_shape():
    """Per language: 14 messages (9 requests, 5 near misses), the lowest third by SHA-256 frozen,
    tagged, ids 501…514 (a frozen one keeps its number)."""
    assert_round_set(
        DEV33O,
        DEV33O_FROZEN,
        _LANGS,
        "fifteenth-round",
        {"explicit": 9, "none": 5},
        range(501, 600),
    )
