"""Issue 33, the last read of the twenty-eighth round's judgement: readings that reached further
than their comments said, each mended as a class. Each finding: the reviewer's probes as siblings
(wrong before the mend, right after) and near misses (the forms the round's reading was written
for, and close wordings that read the same before and after)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import reading

# 1. The keep-verb branch of remember asked ahead (asked_ahead._ASKED): the keeping verb must take
# an indefinite piece itself ("keep a number for me"); an errand's verb ("log in", "fill in the
# date", "park the car at this address") or a piece further on is no ask to remember.
KEEP_ERRANDS = [
    "Can you log in and check something for me? The site is acme.com.",
    "Could you look at this bit for me, I'm not sure it's right? The total comes to 412.",
    "Can you fill in the date for me? The form is due today.",
    "Could you park the car at this address for me? It's 12 Hill Road.",
    "Could you carry this name tag for me? It's heavy.",
    "Could you hold the line for me while I find the number? It's somewhere in my bag.",
    "Can you not mention the address for me? It's private.",
    "Tu peux rappeler le numéro pour moi ? C'est le plombier.",
    "Tu peux tenter de trouver l'adresse pour moi ? Je suis perdu.",
    "Vous pouvez caser un rendez-vous à cette date pour moi ? Je suis libre.",
    "¿Me llevas a esta dirección? Es la calle Mayor 5.",
    "¿Me puedes decir si tenemos fecha para la reunión? El jefe no contesta.",
    "¿Me guardas el número de mesa? Voy al baño.",
    "¿Me apuntas a la clase a la hora de siempre? Llego tarde.",
    "Puoi fissare la data per me? Il dentista ha posto martedì.",
    "Можешь занести документы для меня по адресу? Это на Ленина 5.",
    "Можешь отложить для меня время на завтра? Я приду к обеду.",
    "Можешь придержать для меня номер в гостинице? Мы приедем поздно.",
    "Kannst du den Code für mich aufschreiben? Ich hab keinen Stift.",
]
KEEP_ASKED = [
    "Could you jot down a number for me? The locker is 42.",
    "Tu peux noter un numéro pour moi ? Le casier, c'est le 42.",
    "Kannst du eine Zahl für mich notieren? Das Schließfach hat die 42.",
    "¿Me anotas un número? La taquilla es la 42.",
    "Запишешь для меня одну цифру? Шкафчик сорок второй.",
    "Would you be good enough to carry a name around for me? The locksmith is called Petra.",
]


@pytest.mark.parametrize("text", KEEP_ERRANDS)
def test_an_errand_for_me_is_no_remember_asked(text):
    assert not judge(text).explicit


def test_an_errand_with_a_filing_suggested_stays_a_suggestion():
    text = "Kannst du die Unterlagen mit der Adresse für mich ablegen? Sie liegen auf dem Tisch."
    assert not judge(text).explicit


@pytest.mark.parametrize("text", KEEP_ASKED)
def test_a_keeping_verb_taking_a_piece_still_asks_to_remember(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content == text.split("? ", 1)[-1].rstrip(".")


# 2. The head branch of remember asked ahead: the head named with a thing in it is an ask only with a
# verb that puts it there or keeps it (_PUT); a riddle, a sum done in the head, a first-person having
# ("cosa ho in mente", "algo que tengo en mente") and a present bought ("de presente") are none.
HEAD_RIDDLES = [
    "Want to try something in your head? Think of a number between 1 and 10.",
    "Can you picture something in your head for a second? Imagine a red door.",
    "Can you keep track of the time in your head? I keep losing it.",
    "Can you work out the time in your head? The flight leaves at 14:05 and it takes two hours.",
    "Indovina cosa ho in mente? Una pizza.",
    "Sai cosa mi è venuto in mente? Andiamo al mare!",
    "¿Adivinas algo que tengo en mente? Un viaje a Roma.",
    "Kannst du dir vorstellen, was im Kopf eines Hundes vorgeht? Ich frage mich das oft.",
    "Представляешь, что-то в голове щёлкнуло? Я всё понял.",
    "Ça te trotte en tête ? Moi aussi.",
    "تعرف شو الشي اللي في بالك؟ أنا بعرف.",
    "¿Le compro un detalle de presente a mi jefa? Es su cumpleaños.",
]
HEAD_ASKED = [
    "Can you keep a number in your head for me? The locker is 42.",
    "Could you tuck a name into your memory? The vet is Dr Lin.",
    "Tu peux me mettre un chiffre dans ta tête ? Le casier, c'est le 42.",
    "Kannst du dir eine Zahl im Kopf behalten? Das Schließfach hat die 42.",
    "¿Me guardas un número en la cabeza? La taquilla es la 42.",
    "Mi tieni a mente un numero? L'armadietto è il 42.",
    "Удержишь в голове одну цифру? Шкафчик сорок второй.",
    "تقدر تحط لي رقم في راسك؟ الخزانة رقم 42.",
]


@pytest.mark.parametrize("text", HEAD_RIDDLES)
def test_the_head_named_without_a_keeping_verb_saves_nothing(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", HEAD_ASKED)
def test_a_piece_put_in_the_head_still_asks_to_remember(text):
    found = judge(text).explicit
    assert [e.form for e in found] == ["remember"]
    assert found[0].content == text.split("? ", 1)[-1].split("؟ ", 1)[-1].rstrip(".")


# 3. The keep-it frame at the end (kept_at_end): the verb pointing back with the head as its place is
# one of keeping, putting or carving (listed); print, burn and save keep a thing only with "-toi";
# a rope taken hold of or a grip got is none, nor a cake kept or a parcel put down.
AT_END_NOT_KEPT = [
    "Le fichier est prêt, imprime-le",
    "Le document est fini, enregistre-le.",
    "Le CD est vide, grave-le",
    "la présentation est finie enregistre-la",
    "The total is 437 times 12, do it in your head",
    "The route is simple, picture it in your mind.",
    "the presentation went fine picture it in your mind",
    "The rope is heavy, take a hold of it",
    "The kids are screaming and the dog is barking, get a grip on it",
    "Der Kuchen ist noch warm, heb dir das auf",
    "Das Paket ist groß, leg dir das ab",
    "Die Strecke ist einfach, stell dir das in den Kopf",
    "El total es 437 por 12, calcúlatelo en la cabeza",
    "Il totale è 437 per 12, calcolatelo a mente",
    "Итого 437 на 12, посчитай это в голове",
    "Маршрут простой, представь себе это в голове.",
    "المجموع 437 ضرب 12، احسبها في راسك",
    "الطريق سهل، تخيلها في بالك",
]
AT_END_KEPT = {
    "the locker code is 4471, pin that in your head": "The locker code is 4471",
    "le code du casier est 4471, imprime-toi ça": "Le code du casier est 4471",
    "el código de la taquilla es 4471, apúntatelo en la mollera": "El código de la taquilla es 4471",
    "il codice dell'armadietto è 4471 segnatelo in testa": "Il codice dell'armadietto è 4471",
    "код от шкафчика 4471, запиши себе это в память": "Код от шкафчика 4471",
    "كود الخزانة 4471، خليها في بالك": "كود الخزانة 4471",
}


@pytest.mark.parametrize("text", AT_END_NOT_KEPT)
def test_a_verb_that_keeps_nothing_at_the_end_saves_nothing(text):
    assert not judge(text).explicit


@pytest.mark.parametrize("text", AT_END_KEPT)
def test_a_keeping_verb_at_the_end_keeps_what_stands_before_it(text):
    assert [e.content for e in judge(text).explicit] == [AT_END_KEPT[text]]


# 4. Arabic: "to me" and a manner is no fact only with the manner's own words (بجمل, بالعربي,
# باختصار, دون); a card or a "that" after "لي" keeps a fact. A file named is no fact only with a
# where after its name, never with a predicate telling something of it.
AR_KEPT = {
    "احفظ لي بأن موعد الطبيب يوم الخميس.": "remember",
    "احفظ لي بطاقة المكتبة رقمها 5521.": "remember",
    "تذكر أن جدول المعدية باسم ferry.pdf موجود عندي.": "remember",
}
AR_NOT_KEPT = [
    "أكون ممتناً لو كتبت لي بالعربي، إنجليزيتي ضعيفة.",
    "أكون ممتناً لو كتبت لي بجمل قصيرة.",
    "أرجو أن تكتب لي دون مصطلحات تقنية.",
    "احفظ جدول المعدية باسم winter.pdf في التنزيلات",
    "ممكن تحفظ جدول المعدية باسم winter.pdf في التنزيلات؟",
    "احفظ لي جدول المعدية باسم winter.pdf في التنزيلات",
]


@pytest.mark.parametrize("text", AR_KEPT)
def test_arabic_a_fact_after_to_me_or_of_a_named_file_is_kept(text):
    assert [e.form for e in judge(text).explicit] == [AR_KEPT[text]]


@pytest.mark.parametrize("text", AR_NOT_KEPT)
def test_arabic_a_manner_of_writing_or_a_file_saved_keeps_nothing(text):
    assert not judge(text).explicit


# 5. Korean: the always before a subject and one closing word is a state of the world only when the
# closing word is no judgement or need ("…존댓말이 좋아요", "…표가 필요해요" are rules); a place's
# state stays a state ("시장 바닥은 항상 물이 흥건해").
KO_RULES = {
    "답장은 항상 존댓말이 좋아요.": "preference",
    "보고서는 항상 표가 필요해요.": "constraint",
    "코드는 항상 주석이 필요해요.": "constraint",
    "이메일은 늘 제목이 중요해요.": "constraint",
    "회의록은 항상 요약이 먼저예요.": "constraint",
}
KO_STATES = ["시장 바닥은 항상 물이 흥건해.", "그 도로는 항상 먼지가 날려요."]


@pytest.mark.parametrize("text", KO_RULES)
def test_korean_a_closing_word_of_judgement_or_need_is_a_rule(text):
    found = judge(text).suggestion
    assert found is not None and found.kind.value == KO_RULES[text]


@pytest.mark.parametrize("text", KO_STATES)
def test_korean_a_place_always_in_a_state_suggests_nothing(text):
    assert reading(text) == "none"


# 6. A season's start to come (east_spans, the twenty-eighth round's): someone else's news after it
# (a subject in 이 / 가) or a plan or a trip (想, 去…玩) is no Space rule; a way of doing things is.
SPAN_NEWS = [
    "이번 여름부터 아빠가 회사에 자전거로 다녀요.",
    "다음 시즌부터 그 선수가 다른 팀으로 가요.",
    "내년 봄부터 언니가 대학에 다녀요.",
    "이번 여름부터 동생이 수영을 배워요.",
    "明年寒假起，我们全家去海南玩。",
    "明年寒假开始，我们想去日本玩。",
]
SPAN_RULES = [
    "이번 여름부터 회의는 온라인으로 해 주세요.",
    "내년 봄부터 보고서는 영어로 써요.",
    "明年寒假起，值班表按周排。",
    "今年暑假開始，報告一律用英文寫。",
]


@pytest.mark.parametrize("text", SPAN_NEWS)
def test_news_after_a_season_to_come_suggests_nothing(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", SPAN_RULES)
def test_a_way_of_doing_after_a_season_to_come_is_still_a_rule(text):
    assert judge(text).suggestion is not None


# 7. Chinese 放 / 留 in the heart (east_asked._KEEP): taking to heart what was said is no ask to
# remember ("把这件事放在心上"); a thing still to come put there is ("把一件事放在心上"), and in the head or
# the memory any thing is.
ZH_HEART = {
    "你可以把这件事放在心上吗？我很担心。": None,
    "你可以帮我把一件事放在心上吗？民宿的早餐七点开始。": "民宿的早餐七点开始",
    "你可以帮我把这个放在脑子里吗？车位是B12。": "车位是B12",
    "你能把这个记在心里吗？车位是B12。": "车位是B12",
}


@pytest.mark.parametrize("text", ZH_HEART)
def test_chinese_taken_to_heart_is_no_remember_asked(text):
    assert [e.content for e in judge(text).explicit] == ([ZH_HEART[text]] if ZH_HEART[text] else [])


# 8. Japanese: a carving in the heart told (past) or lasting is a story, never a rule nor a keep-it
# frame (east_asked.JA_AT_END, and the second opinion's candidates); the frame asked still keeps.
JA_TOLD = [
    "先生の言葉を、心に刻んでおいた。",
    "先生の言葉は、心に刻んでいます。",
    "先生の言葉を、ずっと胸に留めています。",
]
JA_ASKED = {
    "魚市場の駐車券は二時間まで無料、頭に刻んどいてな": "魚市場の駐車券は二時間まで無料",
    "カラオケの延長料金は十分百円です。心に刻んでおいてください。": "カラオケの延長料金は十分百円です",
}


@pytest.mark.parametrize("text", JA_TOLD)
def test_japanese_a_carving_told_suggests_nothing(text):
    assert reading(text) == "none"


@pytest.mark.parametrize("text", JA_ASKED)
def test_japanese_a_carving_asked_keeps_the_fact(text):
    assert [e.content for e in judge(text).explicit] == [JA_ASKED[text]]


# 9. The speaker's own way asked (errands): a reply asked soon is one reply's haste, never the
# speaker's way; a chat or a gift asked "from now on" names no channel or manner; urging particles
# are no object put first. Each stays the Space reading it had before the round gave it to the
# speaker; a manner or a channel named keeps it the speaker's.
def _scope(text):
    found = judge(text).suggestion
    return found.scope.value if found is not None else None


OWN_WAY_NOT = [
    "Le sarei grato se mi rispondesse al più presto.",
    "往后给我讲讲你的旅行吧。",
    "以后有机会给我带点特产",
    "Ну давай позвони мне, мне скучно.",
]
OWN_WAY = [
    "Le sarei grato se mi rispondesse in italiano.",
    "我这人不爱接电话，今后民宿的确认消息直接发我微信就好。",
    "以后鱼市场的报价单传我邮箱，别打印了。",
    "Отчёты по пасеке присылай мне списком, я с телефона читаю.",
]


@pytest.mark.parametrize("text", OWN_WAY_NOT)
def test_a_one_off_or_a_chat_asked_is_not_the_speakers_way(text):
    assert _scope(text) != "user"


@pytest.mark.parametrize("text", OWN_WAY)
def test_a_manner_or_channel_named_is_the_speakers_way(text):
    assert _scope(text) == "user"


# 10. One list of the head's words (kept_at_end.HEAD) for the keep-it frame and remember asked ahead:
# a word one of them had is now both's ("memory bank", "thick", "cervelle", "на заметку").
HEAD_BOTH = {
    "Could you stash a number in your memory bank for me? The locker is 42.": "The locker is 42",
    "Could you stash a number in that thick head for me? The locker is 42.": "The locker is 42",
    "the locker code is 4471, lodge that in your memory bank": "The locker code is 4471",
    "le code du casier est 4471, grave-toi ça dans la cervelle": "Le code du casier est 4471",
}


@pytest.mark.parametrize("text", HEAD_BOTH)
def test_the_heads_words_are_one_list(text):
    assert [e.content for e in judge(text).explicit] == [HEAD_BOTH[text]]
