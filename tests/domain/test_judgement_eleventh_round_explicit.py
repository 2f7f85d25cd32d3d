"""Issue 33, eleventh round: explicit requests read by their structure (request_parts.py) in all
11 languages — the speaker and an attitude of liking or preferring, the attitude as a noun, a
retention request to the agent after any lead or asked politely, or a closing head pointing back
("…, merk dir das") — and the near misses it must leave alone. The probes are in no set; every
explicit probe and every one-off below is read wrong by main's code at ad803ea."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33K, DEV33K_FROZEN
from tests.judgement_sets import assert_round_set, reading, texts_outside

# Sibling wordings of the classes, in every language (main's code missed every one).
EXPLICIT = [
    # en: a modifier and a verb of favouring, gladness "when", a closing "bear that in mind",
    # a polite question
    "tbh i tend to favour small focused modules",
    "I'm really glad when a PR links the design doc.",
    "The mobile app reads its feature flags at launch only, so bear that in mind going forward.",
    "Would you please make a note that the EU region runs on Postgres 16?",
    # fr
    "Pour les tests, je privilégie toujours les fixtures aux mocks.",
    "Je suis content quand les PR restent sous les deux cents lignes.",
    "Le quota de l'API Maps est remis à zéro chaque nuit, garde-le en tête.",
    "Je vous demande de retenir que la facturation passe par Chargebee.",
    # de
    "Bei Datumswerten bevorzuge ich grundsätzlich ISO 8601.",
    "Es würde mich freuen, wenn Commit-Nachrichten auf Englisch sind.",
    "Der Staging-Cluster schläft am Wochenende, merk dir das.",
    "Ab jetzt notier dir bitte, dass Rechnungen über Lexoffice laufen.",
    # es
    "Me pone contento cuando los tests tienen nombres claros.",
    "El backup de producción corre a las tres de la mañana, tenlo en cuenta.",
    "Le agradecería que tome nota de que el dominio caduca en octubre.",
    # it
    "Sui nomi delle tabelle preferisco di gran lunga lo snake_case.",
    "Mi fa piacere quando le issue hanno i passi per riprodurre.",
    "Il certificato del VPN scade a giugno, ricordatelo.",
    "Ti chiedo di annotare che i pagamenti passano da Adyen.",
    # ru
    "В вёрстке я обычно предпочитаю flexbox, а не float.",
    "Мне приятно, когда в описании PR есть скриншоты.",
    "Ключи от S3 лежат в Vault, имей это в виду.",
    "Прошу запомнить, что стенд для демо поднимается по понедельникам.",
    # ar
    "في قواعد البيانات، أنا عادةً أفضّل المفاتيح الرقمية.",
    "شهادة النطاق تتجدد كل سنة في يونيو، خلّي هذا في بالك.",
    "أرجو منك أن تسجل أن خادم البريد على Mailgun.",
    # zh_Hans
    "做前端的时候我比较偏向用 Tailwind。",
    "如果每个接口都有示例请求，我会很开心。",
    "监控报警每周一早上会重置，这一点你记好。",
    # zh_Hant
    "寫腳本的時候我一般偏好用 Python。",
    "老實說我傾向把設定放在環境變數裡",
    "以後麻煩你記住：備份在每週三凌晨。",
    # ja
    "エラーメッセージは英語でもらえると嬉しいです。",
    # ko
    "배포 서버는 매주 금요일에 점검한다는 거 염두에 두세요.",
]

# One occasion named: a preference for it is no lasting one (main's code read each as explicit).
ONE_OFF = [
    "I'd rather you left the config untouched in this particular branch.",
    "Preferiría que en este commit concreto no tocaras los tests.",
    "今回のリリースに限っては、英語のほうがいいです。",
]

# Near misses the structure must leave alone: someone else's preference, a past habit, a
# denial, a hypothetical, a question about the past, an occasional liking. Main's code reads
# them right too: they guard the new reading, they do not show a change.
NOT_A_REQUEST = [
    "My manager prefers weekly reports, I don't care much.",
    "Back in college I used to prefer Emacs.",
    "Sometimes I prefer coffee in the afternoon.",
    "Je n'ai jamais dit que je préférais les tabulations.",
    "Wenn ich YAML bevorzugen würde, hätte ich es gesagt.",
    "¿Te acuerdas de cuándo cambiamos a Kubernetes?",
    "Раньше я предпочитал писать на Java.",
    "كنت أفضّل في الماضي استخدام Java.",
    "我同事老李更喜欢用 Emacs，我无所谓。",
    "昔はVimのほうが好きでした。",
    "제 동료는 스페이스를 선호하는데 저는 상관없어요.",
]


@pytest.mark.parametrize("text", EXPLICIT)
def test_an_explicit_request_is_read_by_its_structure(text):
    assert reading(text) == "explicit"


@pytest.mark.parametrize("text", ONE_OFF)
def test_a_preference_for_one_occasion_is_no_explicit_request(text):
    assert reading(text) != "explicit"


@pytest.mark.parametrize("text", NOT_A_REQUEST)
def test_someone_elses_a_past_or_a_denied_preference_is_no_request(text):
    assert reading(text) != "explicit"


# "(Please) note that …" asks for attention now (SPEC §2.1's forms are "Remember …"); after a word of
# the future, or as "make a note" / "note down", it asks for the thing to be kept.
ATTENTION = [
    "Note that the staging database is db-2.",
    "Please note that the API is rate-limited, so batch the calls.",
]
KEPT_NOTES = [
    "For the future, note that the staging database is db-2.",
    "Going forward, please note that releases are cut on Mondays.",
    "Note down that the VPN profile is called corp-vpn.",
]


@pytest.mark.parametrize("text", ATTENTION)
def test_note_that_alone_asks_for_attention_not_for_keeping(text):
    assert reading(text) != "explicit"


@pytest.mark.parametrize("text", KEPT_NOTES)
def test_a_note_for_the_future_or_noted_down_is_kept(text):
    assert reading(text) == "explicit"


def test_the_probes_are_in_no_set():
    probes = EXPLICIT + ONE_OFF + NOT_A_REQUEST + ATTENTION + KEPT_NOTES
    assert not set(probes) & texts_outside()


_LANGS = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")


def test_the_eleventh_rounds_explicit_set_has_its_shape():
    """Per language: 13 messages, the lowest third by SHA-256 frozen, tagged, ids 5NN."""
    assert_round_set(
        DEV33K, DEV33K_FROZEN, _LANGS, "eleventh-round", {"explicit": 9, "none": 4}, range(501, 600)
    )
