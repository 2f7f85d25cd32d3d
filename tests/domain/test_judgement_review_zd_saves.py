"""Issue 33, mends from the last read of the thirtieth round's judgement (the saves): each finding's
probes as siblings (read wrong before the mend, right after) and its near misses (the forms the
round's reading was written for, and close wordings that read the same before and after)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from tests.judgement_sets import assert_probes_apart, wrong_readings

# 1. A time to come alone before the colon ("Pour plus tard :", "Für später:", "Para más adelante:",
# "Per dopo:", "На потом:", "لوقت لاحق:") heads a fact only: a team's way, an order or an errand in
# the infinitive after it is no fact to keep (notes_for_later._NOT_FACT). The self-addressed
# headings keep what follows them.
LATER_RULES = [
    "Pour plus tard : on déploie toujours le vendredi.",
    "Für später: Wir deployen immer freitags.",
    "Para más adelante: siempre desplegamos los viernes.",
    "На потом: мы всегда деплоим по пятницам.",
    "Danke! Für später: Wir deployen immer freitags.",
    "Per dopo: noi rilasciamo sempre il venerdì.",
]
LATER_NOT_SAVED = [
    "Pour plus tard : réponds-moi toujours en français.",
    "Pour plus tard : acheter du pain.",
    "Für später: Milch kaufen.",
    "На потом: купить хлеб.",
    "لوقت لاحق: اشتري خبز.",
    "Per dopo: ricordami di chiamare mamma.",
    "На потом: напомни мне позвонить маме.",
    "Para más adelante: comprar pan.",
    "Per dopo: comprare il latte.",
]
LATER_SAME = [
    ("explicit", "Pour plus tard : la piscine ferme à 21 h le samedi."),
    ("explicit", "Für später: Die Bäckerei am Eck nimmt nur Bargeld."),
    ("explicit", "Para más adelante: la llave del trastero está en el cajón azul."),
    ("explicit", "Per dopo: la palestra chiude alle 21 il sabato."),
    ("explicit", "На потом: код от подъезда 4417."),
    ("explicit", "لوقت لاحق: موعد الطبيب يوم الثلاثاء."),
    ("explicit", "Note to self: the gym closes at 9 on Saturdays."),
    ("explicit", "Zur Erinnerung für mich: Der Keller ist nur dienstags offen."),
    ("explicit", "Nota para mí: la llave está debajo de la maceta."),
    ("explicit", "ملاحظة لنفسي: الاجتماع يوم الأحد."),
]


@pytest.mark.parametrize("text", LATER_RULES)
def test_a_later_heading_before_a_teams_way_is_suggested_not_saved(text):
    found = judge(text)
    assert found.explicit == ()
    assert found.suggestion is not None and found.suggestion.scope == Scope.SPACE


@pytest.mark.parametrize("text", LATER_NOT_SAVED)
def test_a_later_heading_before_an_order_or_an_errand_saves_nothing(text):
    assert judge(text).explicit == ()


def test_a_later_heading_before_a_fact_and_the_self_addressed_headings_read_as_before():
    assert wrong_readings(LATER_SAME) == []


# 2. The voice-typed ask (voiced_asks.py) keeps no "fact" that opens with a conjunction, a relative
# word, a want of the one addressed or a demonstrative naming the task's text, and never takes
# "this" or "ça" as its placeholder: what follows goes on with the task.
VOICED_TASKS = [
    "could you keep this in your head while we go through the next chapter",
    "can you put this in your notes and send them to my boss later",
    "can you put something in your head for me i want you to write a poem about cats",
    "tu peux garder ça en tête pendant qu'on relit le chapitre trois",
    "me puedes apuntar en tus notas lo que te voy a dictar ahora mismo",
    "можешь держать в памяти этот текст пока мы читаем следующую главу",
    "tu peux me noter un truc dans ta mémoire et après tu me fais un résumé",
    "kannst du dir was im kopf merken während wir das nächste kapitel lesen",
    "mi puoi segnare una cosa in testa mentre leggiamo il prossimo capitolo",
]
VOICED_SAME = [
    (
        "explicit",
        "could you tuck a detail away in your head the dentist moved me to thursday at four",
    ),
    ("explicit", "can you keep something in your head my locker number is forty two"),
    ("explicit", "tu pourrais me ranger une info dans ta tête le marché est fermé le lundi"),
    ("explicit", "me podés anotar un dato en la cabeza la clase de yoga es el jueves a las siete"),
    ("none", "can you keep an eye on the kettle while i grab the mail"),
]


@pytest.mark.parametrize("text", VOICED_TASKS)
def test_a_voice_typed_ask_going_on_with_the_task_saves_nothing(text):
    assert judge(text).explicit == ()


def test_the_voice_typed_asks_with_a_fact_read_as_before():
    assert wrong_readings(VOICED_SAME) == []


# 3. The keep-it frame opening the message (kept_at_end.OPENING) takes the favour and the please
# words alone before its verb, never a story or another task.
OPENING_TOLD = [
    "My dad always said to stash this in your brain: never trust a skinny cook.",
    "Read this article and put this in your notes: summary please.",
    "My coach told us to tuck this into your noggin: the ball is your friend.",
    "Mon grand-père disait toujours, range ça dans ta caboche : le travail paie.",
]
OPENING_SUGGESTED = ["Мама всегда говорила, вбей себе в голову: учись хорошо."]
OPENING_SAME = [
    ("explicit", "Please stash this in your brain: the pool opens at seven on Sundays."),
    ("explicit", "Do me a solid and tuck this into your noggin: the gate code is 7781."),
    ("explicit", "Sois gentille, range ça dans ta caboche : la piscine ferme à 20 h le jeudi."),
    ("explicit", "Будь добра, закинь себе в мозги: бассейн закрыт по понедельникам."),
    ("explicit", "Fammi un piacere e cacciati questo in zucca: la piscina apre alle sette."),
]


@pytest.mark.parametrize("text", OPENING_TOLD)
def test_a_keeping_told_in_a_story_or_after_a_task_saves_nothing(text):
    assert judge(text).explicit == ()


@pytest.mark.parametrize("text", OPENING_SUGGESTED)
def test_a_keeping_told_before_a_rule_leaves_the_rule_suggested(text):
    found = judge(text)
    assert found.explicit == ()
    assert found.suggestion is not None


def test_the_keep_it_frame_after_a_favour_reads_as_before():
    assert wrong_readings(OPENING_SAME) == []


# 4. Sticking or slipping in (貼り付け / 差し込ん, 붙여) keeps only into the memory or a nook of the
# head (east_asked._BODY_STUCK, KO_PLACE): onto the bare head or chest it puts a thing on the body;
# the closing frame as a sentence of its own still points back at the fact before it.
BODY_STUCK = [
    "頭に貼り付けてもらえますか？冷却シートです。",
    "胸に貼り付けてもらえますか？湿布です。",
    "頭に差し込んでもらえますか？かんざしです。",
    "머리에 이거 붙여 줄래요? 냉각 시트예요.",
    "冷却シート、頭に貼り付けといて。",
]
BODY_STUCK_SAME = [
    ("explicit", "記憶に貼り付けてもらえますか？明日は休みです。"),
    ("explicit", "頭の片隅に差し込んでもらえますか？会議は三時からです。"),
    ("explicit", "머릿속에 이거 붙여 줄래요? 회의는 세 시예요."),
    ("explicit", "頭に入れておいてもらえますか？明日は図書館が休みです。"),
    ("explicit", "머리에 이거 새겨 둘 수 있어? 내일은 휴무야."),
    ("none", "가슴에 이거 붙여 줄래요? 파스예요."),
    ("explicit", "歯医者の予約は水曜の三時。頭に貼り付けといて。"),
]


@pytest.mark.parametrize("text", BODY_STUCK)
def test_a_thing_stuck_on_the_bare_head_or_chest_saves_nothing(text):
    assert judge(text).explicit == ()


def test_a_thing_stuck_into_the_memory_or_a_nook_reads_as_before():
    assert wrong_readings(BODY_STUCK_SAME) == []


# 5. A Japanese lead closed by ながら / が / けど with no topic in it (east_asked.JA_LEAD, the
# Japanese opening) is never the fact a closing frame keeps: the fact asked ahead is the next
# sentence, and with none nothing is kept.
JA_LEADS = [
    ("失礼ながら、頭に入れておいてもらえますか？明日は休みです。", "明日は休みです"),
    ("恐縮ですが、頭の片隅に置いていただけますか？明日は休みです。", "明日は休みです"),
    ("悪いけど、頭に入れといてもらえる？会議は四時からです。", "会議は四時からです"),
]
JA_LEAD_ALONE = [
    "考えながら、頭の片隅に置いてもらえる？",
    "失礼ながら、頭に入れておいてもらえますか？",
]
JA_LEAD_SAME = [
    ("explicit", "失礼ながら、記憶の片隅に置いていただけますか？明日は休みです。"),
    ("explicit", "お手数ですが、頭に入れておいてもらえますか？図書館は月曜休館です。"),
    ("explicit", "歯医者は水曜です。頭の片隅に置いといて。"),
]


@pytest.mark.parametrize(("text", "fact"), JA_LEADS)
def test_a_japanese_lead_before_the_closing_frame_is_never_the_fact(text, fact):
    found = judge(text)
    assert [e.content for e in found.explicit] == [fact]


@pytest.mark.parametrize("text", JA_LEAD_ALONE)
def test_a_japanese_lead_alone_before_the_closing_frame_keeps_nothing(text):
    assert judge(text).explicit == ()


def test_the_japanese_frames_with_a_fact_read_as_before():
    assert wrong_readings(JA_LEAD_SAME) == []


def test_the_probes_are_apart():
    assert_probes_apart(
        [
            *LATER_RULES,
            *LATER_NOT_SAVED,
            *(text for _, text in LATER_SAME),
            *VOICED_TASKS,
            *(text for _, text in VOICED_SAME),
            *OPENING_TOLD,
            *OPENING_SUGGESTED,
            *(text for _, text in OPENING_SAME),
            *BODY_STUCK,
            *(text for _, text in BODY_STUCK_SAME),
            *(text for text, _ in JA_LEADS),
            *JA_LEAD_ALONE,
            *(text for _, text in JA_LEAD_SAME),
        ]
    )
