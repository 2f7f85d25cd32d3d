"""Issue 33, twelfth round: explicit requests whose structure the eleventh round's parts did not
read — a condition or a topic before the speaker, a wish said as a conditional of gladness, a
cleft ("What I like is …"), the attitude's noun or a retention head closing the sentence with a
word of chat politeness after it, a formal retention request — and the near misses each must
leave alone. For every class: siblings written before the reading was run on them (other
vocabulary, other domains, other voices), and near misses. The probes are in no set; every
explicit probe is read wrong by main's code at ebf0ae5 (not read, or stored with other words),
every near miss is read right by it too."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33L, DEV33L_FROZEN
from tests.judgement_sets import assert_round_set, reading, texts_outside

# A condition or a topic closed by a comma before the speaker: the request is for that case.
CONDITION_FIRST = [
    "Wenn ein Test flackert, bevorzuge ich, dass er sofort in Quarantäne kommt.",
    "Si el cambio toca la base de datos, prefiero que venga con su script de rollback.",
    "Если задача больше дня, я предпочитаю разбивать её на подзадачи.",
    "إذا كان التغيير في واجهة الدفع، أفضّل أن يراجعه شخصان.",
    "写文档的话，我比较喜欢用 Markdown 而不是 Word。",
]
# the speaker in the condition: a hypothetical of the speaker's own
CONDITION_NEAR = [
    "If I liked Java that much, I'd have picked Spring long ago.",
    "Si je préférais Windows, je ne serais pas sur Linux.",
    "Если бы я предпочитал Windows, я бы не ставил Linux.",
]

# A wish said as a conditional of gladness, by the speaker or of how things are.
GLADNESS = [
    "I'd be so pleased if every migration came with a down step.",
    "Ça m'arrangerait que les logs soient toujours en UTC.",
    "Es wäre toll, wenn jede Fehlermeldung einen Link zur Doku enthält.",
    "Me vendría de maravilla que los logs estuvieran siempre en UTC.",
    "Mi piacerebbe se le migrazioni avessero sempre uno script di rollback.",
    "Мне было бы проще, если бы логи всегда писались в UTC.",
    "سيكون مفيداً لو كانت السجلات دائماً بتوقيت UTC.",
    "接口文档以后都能带上示例的话就太好了。",
    "ログのタイムスタンプがいつもUTCになっていると助かります。",
    "로그 시간은 늘 UTC로 찍혀 있으면 좋겠습니다.",
    "코드 리뷰 코멘트는 항상 한국어로 달아 주시면 감사하겠습니다.",
]
# one occasion, or the agent asked to do one thing now
GLADNESS_NEAR = [
    "Tonight it would be great if you could restart the worker.",
    "Oggi mi piacerebbe se finissi il primo modulo.",
    "今天能把这个 bug 修完的话就太好了。",
    "오늘 안에 이 파일만 검토해 주시면 좋겠어요.",
    "Heute wäre es toll, wenn der Build grün wird.",
    "I'd be grateful if you could send me the crash logs.",
]

# A cleft: what the speaker likes, then what it is.
CLEFT = [
    "Ce que j'aime bien, c'est quand les tickets ont une capture d'écran.",
    "Was ich bevorzuge, ist eine kurze Zusammenfassung am Anfang jeder PR.",
    "Ciò che mi piace di più è quando i log hanno l'ID della richiesta.",
    "Что мне по душе, так это короткие функции без побочных эффектов.",
    "ما أفضّله هو أن تكون الدوال قصيرة وبدون آثار جانبية.",
    "僕が好きなのは、一つの関数が一つのことだけをするコードです。",
    "제가 선호하는 건 작은 단위로 나눈 커밋이에요.",
]
# the past, someone else, a question
CLEFT_NEAR = [
    "What I liked about the old UI was the dark theme.",
    "Ce que mon chef préfère, c'est les réunions courtes.",
    "What do you prefer, tabs or spaces?",
]

# A head closing the sentence: the attitude's noun, or a retention head with chat politeness.
CLOSING = [
    "Tabs for Makefiles, spaces everywhere else, that's my preference.",
    "the demo tenant resets at midnight utc, pls remember that",
    "Des noms de variables en anglais, c'est ma préférence.",
    "Englische Variablennamen, das ist meine Präferenz.",
    "el token de la API caduca cada 90 días, anótatelo porfa",
    "Nomi delle variabili in inglese, questa è la mia preferenza.",
    "Имена переменных на английском — моё предпочтение.",
    "变量名用英文，这就是我的偏好。",
    "변수 이름은 영어로, 그게 제 취향이에요.",
]
# someone else's preference, a past one
CLOSING_NEAR = [
    "Tabs for Makefiles, that's my manager's preference.",
    "Englische Variablennamen, das war früher meine Vorliebe.",
    "Kurze Methoden, das ist die Vorliebe meines Teamleiters.",
]

# A retention request in a formal voice.
FORMAL = [
    "Would you kindly remember that invoices are issued on the 1st.",
    "Je vous serais reconnaissant de retenir que les sauvegardes partent à minuit.",
    "Le agradecería que recordara que las facturas salen el día uno.",
    "劳烦记一下：发票每月一号开。",
    "煩請記住，發票每月一號開立。",
    "죄송하지만 송장은 매달 1일에 발행된다고 기억해 두시겠어요?",
]
# a task to remember to do, a question about the past
FORMAL_NEAR = [
    "Would you kindly remember to lock the door on your way out.",
    "Le agradecería que recordara traer el portátil mañana.",
    "Could you kindly remember what the staging port was?",
]

EXPLICIT = CONDITION_FIRST + GLADNESS + CLEFT + CLOSING + FORMAL
NEAR = CONDITION_NEAR + GLADNESS_NEAR + CLEFT_NEAR + CLOSING_NEAR + FORMAL_NEAR


@pytest.mark.parametrize("text", EXPLICIT)
def test_an_explicit_request_is_read_by_its_structure(text):
    assert reading(text) == "explicit"


@pytest.mark.parametrize("text", NEAR)
def test_a_near_miss_is_no_explicit_request(text):
    assert reading(text) != "explicit"


# What is stored is the rule: no head, no conjunction, a condition kept with what it is for
# (main's code read several of these as requests, with "Quand …", "Is …", "的是 …" kept or the
# condition dropped).
STORED = [
    (
        "J'aime bien quand les tests tournent en moins d'une minute.",
        "Les tests tournent en moins d'une minute",
    ),
    (
        "Ich freue mich, wenn Reviews innerhalb eines Tages kommen.",
        "Reviews innerhalb eines Tages kommen",
    ),
    ("Mi fa piacere quando le PR hanno una descrizione.", "Le PR hanno una descrizione"),
    (
        "When the diff touches the public API, I'd rather get a separate PR for it.",
        "When the diff touches the public API, get a separate PR for it",
    ),
    ("What I prefer is small commits with a clear message.", "Small commits with a clear message"),
    (
        "Lo que prefiero es que cada endpoint tenga su propio test.",
        "Cada endpoint tenga su propio test",
    ),
    ("我最偏好的是每個函式只做一件事。", "每個函式只做一件事"),
    (
        "Dès qu'il y a une requête SQL brute, je préfère qu'elle soit commentée.",
        "Dès qu'il y a une requête SQL brute, elle soit commentée",
    ),
    (
        "Quando un job notturno fallisce, preferisco ricevere una mail e non un messaggio su Slack.",
        "Quando un job notturno fallisce, ricevere una mail e non un messaggio su Slack",
    ),
    (
        "Tabs for Makefiles, spaces everywhere else, that's my preference.",
        "Tabs for Makefiles, spaces everywhere else",
    ),
    ("제가 선호하는 건 작은 단위로 나눈 커밋이에요.", "작은 단위로 나눈 커밋"),
]


@pytest.mark.parametrize(("text", "content"), STORED)
def test_the_stored_words_are_the_rule_only(text, content):
    found = judge(text).explicit
    assert [r.content for r in found] == [content]


def test_the_probes_are_in_no_set():
    probes = EXPLICIT + NEAR + [t for t, _ in STORED]
    assert not set(probes) & texts_outside()


_LANGS = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")


def test_the_twelfth_rounds_explicit_set_has_its_shape():
    """Per language: 13 messages, the lowest third by SHA-256 frozen, tagged, ids 5NN."""
    assert_round_set(
        DEV33L, DEV33L_FROZEN, _LANGS, "twelfth-round", {"explicit": 9, "none": 4}, range(501, 700)
    )
