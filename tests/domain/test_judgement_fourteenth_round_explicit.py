"""Issue 33, fourteenth round: explicit requests read by the frame that makes them one, not by one
more verb (request_frames.py) — a liking of a kind made by a clause of its own, a topic closed by the
speaker's attitude pointing back at it, the speaker as the measure of a comparison, a retention
asked in words of writing down with the agent's own place for it — and the near misses each must
leave alone (thanks for one act, someone else's liking, the past, a question, a negation, a one-off).

The set (dev33n ids 501…512) was written and committed before the code was touched. The readings
were written against its development third; the blind batch below was written after the first
readings and run once (8 of 15 read right: README, fourteenth round); the siblings and near misses
were written after the blind batch's mends and run once on the code before this round (README:
how many it read), so they are no blind figure."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33N, DEV33N_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

# A liking of a kind: the speaker, a verb of liking or valuing, what is liked made a kind by a
# clause of its own.
KIND = [
    "I really appreciate incident reports that name the customer impact in the first line.",
    "J'aime bien les tickets qui indiquent la version du navigateur.",
    "Valoro mucho las facturas que llevan el número de pedido en el asunto.",
    "Я очень ценю договоры, где сроки оплаты вынесены в отдельный пункт.",
    "我很欣赏那种把数据口径写在表头的报表。",
    "Ich liebe Lieferscheine, die schon die Chargennummer enthalten.",
    "Mi piacciono molto le slide che hanno una sola idea per pagina.",
    "أقدر جدا الرسائل التي تذكر رقم الطلب في السطر الأول.",
]
# thanks for one act, one thing pointed at, someone else's valuing
KIND_NEAR = [
    "I really appreciate you sorting out the pallet labels yesterday.",
    "我很欣赏你刚才那个方案。",
    "Mi jefe valora mucho los correos que llegan antes de las nueve.",
]

# A topic closed by the speaker's attitude, pointing back at it or leaving its object out.
TOPIC = [
    "Release notes with screenshots, that's right up my alley.",
    "Les comptes rendus d'une page, ça me plaît.",
    "Checklisten für die Übergabe, so was mag ich.",
    "Facturas con el IVA desglosado, eso sí que me gusta.",
    "Le mail brevi e puntuali, quelle sì che mi piacciono.",
    "Короткие стендапы по пятнадцать минут — вот это мне по душе.",
    "交接文档一页纸讲清楚的那种，我最喜欢。",
    "手順書は画面キャプチャ付きのやつ、そういうのが好き。",
]
# someone else's liking, the past, the boss's liking
TOPIC_NEAR = [
    "Release notes with screenshots, that's what my manager likes.",
    "Короткие стендапы — вот это раньше мне было по душе.",
    "交接文档一页纸讲清楚的那种，我老板最喜欢。",
]

# The speaker as the measure of a comparison.
COMPARE = [
    "I'd pick a shared spreadsheet over a dozen email attachments every time.",
    "Un tableau partagé vaut mieux que dix pièces jointes, pour moi.",
    "Mir sind kurze Tickets lieber als lange Romane im Jira.",
    "Mir sind klare Ansprechpartner wichtiger als schöne Organigramme.",
    "Meglio un modulo online che tre telefonate, secondo me.",
    "Лучше один общий календарь, чем пять личных, как по мне.",
    "相比电话，我更倾向于邮件确认订单。",
    "전화보다는 메일로 받는 쪽이 더 편해요.",
]
# someone else's choice, a one-off, a question about the past
COMPARE_NEAR = [
    "My boss would pick a shared spreadsheet over email attachments every time.",
    "Лучше позвонить им сегодня, чем ждать до понедельника.",
    "Was it better to ship by sea than by air last year?",
]

# A retention asked in words of writing down or keeping, with the agent's own place for it.
RETAIN = [
    "Stash this away for later: the Lisbon office closes on public holidays in June.",
    "Inscris quelque part que les avoirs se font toujours en fin de mois.",
    "Trag dir ein: Die Zollpapiere brauchen immer eine Rechnungskopie.",
    "Apúntatelo en algún sitio: las devoluciones se aceptan hasta treinta días.",
    "Segnati da qualche parte che i pallet vanno sempre etichettati su due lati.",
    "Запиши себе где-нибудь: инвентаризация у нас проходит в последнюю пятницу квартала.",
    "把这条记下来：报价单有效期一律三十天。",
    "이 내용 적어 두세요: 견적서 유효기간은 항상 30일이에요.",
]
# a negation for one call, a question about the past, a question whether it was done
RETAIN_NEAR = [
    "Don't file this away, it's only for today's call.",
    "Записал себе где-нибудь номер склада?",
    "把这条记下来了吗？",
]

# The blind batch: written after the first readings, run once (8 of 15 right), then mended.
BLIND = [
    ("Honestly I adore runbooks that list the rollback step first.", "explicit"),
    ("I really appreciate you taking the time to fix the invoice export.", "none"),
    ("Do you still have those runbooks that list the rollback step first?", "none"),
    ("Les mails de relance courts et polis, voilà qui me plaît.", "explicit"),
    ("Trag dir irgendwo ein: Die Spedition holt dienstags erst ab 14 Uhr ab.", "explicit"),
    ("Mein Kollege schätzt Tabellen, die nach Datum sortiert sind.", "none"),
    ("Me flipan los tickets que traen pasos para reproducir el fallo.", "explicit"),
    ("Tieni a mente una cosa: le fatture estere vanno sempre in euro.", "explicit"),
    ("Отчёты без лишней воды — вот такие я уважаю.", "explicit"),
    ("Помнишь отчёты без лишней воды, которые делал Петров?", "none"),
    ("我挺看重那种每一步都写清楚回滚方案的变更单。", "explicit"),
    ("我主管很欣賞那種會主動回報進度的人。", "none"),
    ("議事録は箇条書きでまとめたやつ、ああいうのが好みです。", "explicit"),
    ("이것 좀 적어 두세요: 외부 감사는 매년 3월에 시작해요.", "explicit"),
    ("أحب كثيراً الطلبات التي ترفق خطوات إعادة إنتاج المشكلة.", "explicit"),
]


@pytest.mark.parametrize("text", KIND + TOPIC + COMPARE)
def test_a_liking_read_by_its_frame_is_a_preference(text):
    assert [r.form for r in judge(text).explicit] == ["prefer"]


@pytest.mark.parametrize("text", RETAIN)
def test_a_retention_in_words_of_writing_down_is_remembered(text):
    assert [r.form for r in judge(text).explicit] == ["remember"]


@pytest.mark.parametrize("text", KIND_NEAR + TOPIC_NEAR + COMPARE_NEAR + RETAIN_NEAR)
def test_the_near_misses_are_no_request(text):
    assert reading(text) != "explicit"


@pytest.mark.parametrize(("text", "label"), BLIND)
def test_the_blind_batch_reads_as_labelled(text, label):
    assert reading(text) == label


# What is stored: what is liked or kept, without the frame.
STORED = [
    (
        "I really appreciate incident reports that name the customer impact in the first line.",
        "Incident reports that name the customer impact in the first line",
    ),
    ("Les comptes rendus d'une page, ça me plaît.", "Les comptes rendus d'une page"),
    (
        "Segnati da qualche parte che i pallet vanno sempre etichettati su due lati.",
        "I pallet vanno sempre etichettati su due lati.",
    ),
    ("把这条记下来：报价单有效期一律三十天。", "报价单有效期一律三十天。"),
    (
        "Note-toi ça quelque part : l'entrepôt de Lyon ne réceptionne plus après 16h le vendredi.",
        "L'entrepôt de Lyon ne réceptionne plus après 16h le vendredi.",
    ),
]


@pytest.mark.parametrize(("text", "content"), STORED)
def test_the_stored_words_are_what_is_liked_or_kept(text, content):
    assert [r.content for r in judge(text).explicit] == [content]


def test_a_hyphen_inside_a_word_is_no_pause_after_note():
    # "Note-toi …" is the French verb, not the English opener "Note -"
    assert reading("Note - the VPN drops at 2am.") == "none"
    assert [r.form for r in judge("Note-toi ça : la recette ferme à 16h.").explicit] == ["remember"]


def test_the_probes_are_in_no_set():
    probes = KIND + KIND_NEAR + TOPIC + TOPIC_NEAR + COMPARE + COMPARE_NEAR + RETAIN + RETAIN_NEAR
    probes += [t for t, _ in BLIND]
    assert len(set(probes)) == len(probes)
    assert not set(probes) & (
        texts_outside() | {c.text for c in load_corpus(DEV33N) + load_corpus(DEV33N_FROZEN)}
    )


_LANGS = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")


def test_the_fourteenth_rounds_explicit_set_has_its_shape():
    """Per language: 12 messages (8 requests, 4 near misses), the lowest third by SHA-256 frozen,
    tagged, ids 501…512 (a frozen one keeps its number)."""
    assert_round_set(
        DEV33N,
        DEV33N_FROZEN,
        _LANGS,
        "fourteenth-round",
        {"explicit": 8, "none": 4},
        range(501, 600),
    )
