"""Issue 33, sixteenth round: explicit requests read by parts of a sentence, not by wordings — the
agent's memory or notes with any verb (Chinese: "往你的知识库里加一条：", "收進備忘錄："), a use to come as the
time a retention is kept for ("for future chats", "以后用得上"), a reflexive verb of keeping in Spanish
("Guárdate esto: …"), a liking of a kind in Korean and Russian ("저는 표로 정리된 보고서를 좋아해요", "Мне
нравятся графики, где …"), a lead naming one occasion refusing the request after it ("Just for this
ticket, remember …"), a connective run into a Japanese retention ("ついでに覚えておいて"), members of the
memory and retention classes — and the near misses each must leave alone.

The set (dev33p ids 501…514) was written and committed before the code was touched. The siblings and
near misses below were written before their readings (run on the code before: 32 of 72 right); the
blind batch was written after the first readings and run once (10 of 15 right), then mended."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33P, DEV33P_FROZEN, words
from tests.judgement_sets import assert_round_set, reading, texts_outside

# The agent's memory or notes, with any verb: what follows the colon is kept.
MEMORY = [
    "这个你塞进备忘录里：周五下午财务不处理报销。",
    "往你的笔记里补一条：新员工入职第一天要签保密协议。",
    "把這條丟進你的知識庫：退貨一律要附原始發票。",
    "Add this to your knowledge base: the Leeds depot takes pallets only before noon.",
    "Занеси в свою базу знаний: стоматолог принимает по вторникам до шести.",
]
MEMORY_NEAR = [
    "我的备忘录里有这一条：周五下午财务不处理报销。",
    "你的知识库里有关于退货的内容吗？",
    "这个不用放进备忘录，就这次用。",
]

# A time or a use to come the retention is kept for, named by any noun or clause.
LATER = [
    "Save this for future conversations: our Zurich client invoices in CHF.",
    "Keep this handy for next quarter: the audit window opens on the 3rd.",
    "这条你收着，以后用得着：所有快递单号都要录进系统。",
    "Tuck this away somewhere you can find it later: the fire drill is the first Monday of each term.",
    "这个你存好，回头要用：仓库的门禁密码每季度换一次。",
]
LATER_NEAR = [
    "Save the draft for next time, we'll finish it tomorrow.",
    "这个文件你收好，以后用得上。",
    "Did you save that for future chats?",
]

# Korean: the speaker first, a kind made by an adnominal clause, a liking.
KO_KIND = [
    "저는 결론부터 말해 주는 보고서를 좋아해요.",
    "전 칸이 넓은 양식이 좋아요.",
    "그리고 저는 사진이 들어간 매뉴얼을 좋아합니다.",
    "나는 짧게 끊어 쓴 공지를 좋아해.",
    "저는 일정이 한눈에 보이는 달력이 좋아요.",
]
KO_KIND_NEAR = [
    "우리 부장님은 결론부터 말해 주는 보고서를 좋아해요.",
    "저는 예전에 손으로 쓴 장부를 좋아했어요.",
    "저는 결론부터 말해 주는 보고서를 좋아하지 않아요.",
]

# Russian: the speaker in the dative, a verb of liking, a kind made by its own clause.
RU_KIND = [
    "Мне нравятся отчёты, где выводы стоят в начале.",
    "Мне очень нравится формат, в котором каждый пункт пронумерован.",
    "Лично мне нравятся накладные, которые печатаются на одном листе.",
    "Мне нравятся письма с кратким резюме в первой строке.",
    "Мне реально нравятся расписания, где пары разбиты по цветам.",
]
RU_KIND_NEAR = [
    "Моей начальнице нравятся отчёты, где выводы стоят в начале.",
    "Мне не нравятся отчёты, где выводы в конце.",
    "Тебе нравятся отчёты, где выводы стоят в начале?",
]

# Spanish: a reflexive verb of keeping (for the agent itself), what is pointed at, a colon or a run-on.
REFLEXIVE = [
    "Guárdate esto: la clínica no da citas los viernes por la tarde.",
    "Anótate este dato: el proveedor de Bilbao factura a 60 días.",
    "ok apúntate esto el turno de noche entra a las diez en punto",
    "Grábate esta info: los pedidos a Canarias van sin IVA.",
    "Apúntate lo siguiente: los exámenes de recuperación son en julio.",
]
REFLEXIVE_NEAR = [
    "Guárdate los comentarios para la reunión.",
    "Me apunté esto ayer: el proveedor cambió de dirección.",
    "¿Te guardaste el dato que te pasé?",
]

# A lead naming one occasion: the request after it is no request (its near misses name a scope or a time to come).
ONE_OCCASION = [
    "For this one reply, keep in mind the customer is on the free plan.",
    "Just for this ticket, remember that the user is on Android.",
    "Pour ce mail uniquement, retiens que le client est avocat.",
    "Nur für diese Antwort: merk dir, dass der Kunde Arzt ist.",
    "Solo para esta respuesta, recuerda que el cliente es abogado.",
]
ONE_OCCASION_NEAR = [
    "For this project, keep in mind that staging resets every night.",
    "Going forward, remember that the client signs only in Portuguese.",
    "Pour ce client, retiens qu'il paie toujours à 60 jours.",
]

# A connective or a conjunction run into a retention (Japanese, Arabic).
CONNECTIVE = [
    "ついでに、これも覚えておいて：田中さんの会社は月末締めです。",
    "あと、覚えておいてください：駐車場は来客用が2台だけです。",
    "それと、メモしておいて：発注書は必ず部長の承認が要ります。",
    "واحفظ أن المستودع يغلق الساعة الرابعة عصراً.",
    "وخزّن هذه المعلومة عندك: طلبات الشراء تحتاج توقيعين.",
]
CONNECTIVE_NEAR = [
    "ついでに聞くけど、先月の請求書のこと覚えてる？",
    "あと、これは覚えなくていいよ、一回きりだから。",
    "واحفظ الملف في مجلد المشروع.",
]

# Members of the memory class: "dans un coin", a separable verb's particle after the memory, "في حسابك".
PLACE = [
    "Mets ça dans un coin : la cantine ferme pendant les vacances de février.",
    "Nimm das in deine Notizen auf: Der Steuerberater braucht die Belege bis zum Zehnten.",
    "Speicher das in deinem Gedächtnis ab: Die Kita schließt freitags um 14 Uhr.",
    "خذ هذا في حسبانك: المستودع لا يستلم بضاعة بعد الرابعة.",
    "ضع هذا في حسابك جيداً: الصيدلية تغلق مبكراً يوم الجمعة.",
]
PLACE_NEAR = [
    "Mets ça dans un coin du bureau, je le rangerai demain.",
    "Nimm das in deine Tasche auf die Reise mit.",
    "هل وضعت هذا في حسابك؟",
]

# Verbs of memorising and likings, one wording each.
VERBS = [
    "Präg dir ein: Rechnungen an Behörden brauchen immer eine Bestellnummer.",
    "Keep track of the fact that our Dutch customers pay by iDEAL.",
    "잊지 말고 새겨 둬: 인천 공장은 토요일에 쉬어.",
    "Mir sind Checklisten mit Ankreuzfeldern am liebsten.",
    "Keep track of this: the Lyon site closes for two weeks in August.",
]
VERBS_NEAR = [
    "Ich habe mir eingeprägt, wo der Schlüssel liegt.",
    "Can you keep track of the shipment and tell me when it lands?",
    "Meinem Chef sind Checklisten am liebsten.",
]

# Written after the first readings, run once (10 of 15 right), then mended: what each keeps.
BLIND = [
    (
        "Squirrel this away for the next time we talk: the Rotterdam terminal charges demurrage after 48 hours.",
        [("remember", "the Rotterdam terminal charges demurrage after 48 hours")],
    ),
    (
        "Thanks for the summary! One more thing — please keep in mind going forward that our refund window is 14 days.",
        [("remember", "our refund window is 14 days")],
    ),
    ("Only for this draft, remember that the buyer is based in Quebec.", []),
    (
        "这个信息你替我存进脑子里：每月最后一个周五是系统维护日。",
        [("remember", "每月最后一个周五是系统维护日")],
    ),
    (
        "你帮我记一笔，以后肯定用得到：合同模板以法务部最新版为准。",
        [("remember", "合同模板以法务部最新版为准")],
    ),
    ("우리 실장님은 사진이 많이 들어간 제안서를 좋아해요.", []),
    (
        "それから、メモっといて：請求書の宛名は必ず正式名称です。",
        [("remember", "請求書の宛名は必ず正式名称です")],
    ),
    (
        "그리고 전 단계별로 번호가 붙은 안내문이 좋아요.",
        [("prefer", "단계별로 번호가 붙은 안내문")],
    ),
    (
        "Merci ! Au fait, mets-toi bien ça en tête : le cabinet ne prend pas de rendez-vous le samedi.",
        [("remember", "le cabinet ne prend pas de rendez-vous le samedi")],
    ),
    (
        "Danke dir. Schreib dir hinter die Ohren: Lieferungen nach Sylt brauchen immer einen Tag länger.",
        [("remember", "Lieferungen nach Sylt brauchen immer einen Tag länger")],
    ),
    (
        "Apúntatelo en la agenda: los martes el almacén de Sevilla cierra a mediodía.",
        [("remember", "los martes el almacén de Sevilla cierra a mediodía")],
    ),
    (
        "Grazie mille. Ah, stampatelo in testa: i campioni gratuiti vanno spediti solo con corriere espresso.",
        [("remember", "i campioni gratuiti vanno spediti solo con corriere espresso")],
    ),
    (
        "Мне очень нравятся инструкции, в которых каждый шаг с картинкой. И запомни, что склад в Казани не работает по воскресеньям.",
        [
            ("prefer", "инструкции, в которых каждый шаг с картинкой"),
            ("remember", "склад в Казани не работает по воскресеньям"),
        ],
    ),
    (
        "شكراً جزيلاً. ودوّن في ملاحظاتك أن العيادة لا تقبل التحويلات بعد الساعة الثانية.",
        [("remember", "العيادة لا تقبل التحويلات بعد الساعة الثانية")],
    ),
    ("Solo para este pedido, apúntate que el cliente quiere factura en papel.", []),
]

REQUESTS = MEMORY + LATER + KO_KIND + RU_KIND + REFLEXIVE + CONNECTIVE + PLACE + VERBS
NEAR = (
    MEMORY_NEAR
    + LATER_NEAR
    + KO_KIND_NEAR
    + RU_KIND_NEAR
    + REFLEXIVE_NEAR
    + CONNECTIVE_NEAR
    + PLACE_NEAR
    + VERBS_NEAR
    + ONE_OCCASION
)


@pytest.mark.parametrize("text", REQUESTS + ONE_OCCASION_NEAR)
def test_a_request_read_by_its_parts_is_saved(text):
    assert reading(text) == "explicit"


@pytest.mark.parametrize("text", NEAR)
def test_the_near_misses_are_no_request(text):
    assert reading(text) != "explicit"


@pytest.mark.parametrize(("text", "want"), BLIND)
def test_the_blind_batch_keeps_what_it_asks(text, want):
    got = [(r.form, words(r.content)) for r in judge(text).explicit]
    assert got == [(form, words(content)) for form, content in want]


# What is stored: the request's own words without the frame, nothing more.
STORED = [
    ("这条你收着，以后用得着：所有快递单号都要录进系统。", "所有快递单号都要录进系统。"),
    (
        "Keep track of the fact that our Dutch customers pay by iDEAL.",
        "Our Dutch customers pay by iDEAL.",
    ),
    (
        "ok apúntate esto el turno de noche entra a las diez en punto",
        "El turno de noche entra a las diez en punto",
    ),
    ("저는 결론부터 말해 주는 보고서를 좋아해요.", "결론부터 말해 주는 보고서"),
    (
        "Мне очень нравится формат, в котором каждый пункт пронумерован.",
        "Формат, в котором каждый пункт пронумерован",
    ),
    (
        "Nimm das in deine Notizen auf: Der Steuerberater braucht die Belege bis zum Zehnten.",
        "Der Steuerberater braucht die Belege bis zum Zehnten.",
    ),
]


@pytest.mark.parametrize(("text", "content"), STORED)
def test_the_stored_words_are_what_is_kept_or_liked(text, content):
    assert [r.content for r in judge(text).explicit] == [content]


def test_a_retention_negated_by_no_need_states_no_rule():
    # "no need to keep this": neither a request nor a rule to suggest
    for text in (
        "Этот номер заказа запоминать не надо, он разовый.",
        "Non serve che ti segni il codice, scade tra un'ora.",
    ):
        found = judge(text)
        assert not found.explicit and found.suggestion is None


def test_a_verb_that_discards_is_no_retention():
    assert reading("Throw this away: the old invoice template is obsolete.") != "explicit"


def test_the_probes_are_in_no_set():
    probes = REQUESTS + NEAR + ONE_OCCASION_NEAR + [t for t, _ in BLIND]
    probes += [t for t, _ in STORED if t not in probes]
    probes += [
        "Этот номер заказа запоминать не надо, он разовый.",
        "Non serve che ti segni il codice, scade tra un'ora.",
        "Throw this away: the old invoice template is obsolete.",
    ]
    assert len(set(probes)) == len(probes)
    assert not set(probes) & texts_outside()


_LANGS = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")


def test_the_sixteenth_rounds_explicit_set_has_its_shape():
    """Per language: 14 messages (9 requests, 5 near misses), the lowest third by SHA-256 frozen,
    tagged, ids 501…514 (a frozen one keeps its number)."""
    assert_round_set(
        DEV33P,
        DEV33P_FROZEN,
        _LANGS,
        "sixteenth-round",
        {"explicit": 9, "none": 5},
        range(501, 600),
    )
