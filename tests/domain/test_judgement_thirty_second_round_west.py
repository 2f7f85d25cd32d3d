"""Issue 33, thirty-second round, the west's part (en, fr, de, es, it, ru, ar): the judgement's
suggestions and explicit requests. The set dev33zf was written by hand and committed before the
judgement ran on it or was changed; the integrator alone scores its frozen third (per language the
lowest third by SHA-256), once, at the end. For each reading: siblings written for it (new texts,
misread at the round's start), near misses (the same surface without the reading, read the same
before and after) and the earlier rounds' messages it mends, by id."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33ZF, DEV33ZF_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    wrong_readings,
)

THIRTY_SECOND_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_thirty_second_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(
        DEV33ZF, DEV33ZF_FROZEN, THIRTY_SECOND_ROUND_WEST, "thirty-second-round"
    )


# A fact put in the head, the memory or the notes, told in a clause (kept_that.py): a verb of
# putting or keeping, the head, the memory or the hearer's notes as where it goes (with the places
# a fact is tucked in: a corner of it, the back of it, the memory banks, the brain), then "that" and
# the fact, asked or ordered; kept at once as the fact. Dev: ar-501, ar-508, de-501, de-504, en-501,
# en-503, en-509, es-501, es-503, es-504, es-506, es-508, es-509, fr-503, fr-504, fr-506, fr-508,
# it-501, it-503, it-504, it-508 (and the words of ar-509, ru-506). Near misses: the same verbs with
# a place that is no memory (a calendar, a chat, a README, a fridge), the speaker's own head told
# of, a commit message naming the words; each reads as it did before (some wrongly before too:
# "Imagine in your head that …", "Tengo en la cabeza que …", "Ho in mente che …" stay explicit, as
# at the round's start, left for a later round).
KEPT_THAT = [
    (
        "Could you stow away in your brain that the pool's deep end closes at seven?",
        "The pool's deep end closes at seven",
    ),
    ("Would you pin in your memory that my gym locker is 52?", "My gym locker is 52"),
    (
        "Can you tuck into your memory banks that the quiz night moved to Thursday?",
        "The quiz night moved to Thursday",
    ),
    (
        "i need you to store in your memory that my library card number is 88120",
        "My library card number is 88120",
    ),
    (
        "Could you etch in your memory that the ferry's last crossing is at ten?",
        "The ferry's last crossing is at ten",
    ),
    (
        "Tu pourrais ranger dans ta mémoire que le marché bio a lieu le jeudi ?",
        "Le marché bio a lieu le jeudi",
    ),
    (
        "Grave-toi dans la cervelle que mon vestiaire à la salle est le 52.",
        "Mon vestiaire à la salle est le 52.",
    ),
    (
        "Vous pourriez noter dans votre mémoire que la navette part à 7 h 10 ?",
        "La navette part à 7 h 10",
    ),
    (
        "tu peux stocker dans ta caboche que mon badge de parking est le 3307",
        "Mon badge de parking est le 3307",
    ),
    (
        "Tu veux bien caser dans ta mémoire que le fromager ferme le lundi ?",
        "Le fromager ferme le lundi",
    ),
    (
        "Kannst du in deinem Gedächtnis speichern, dass die Sauna dienstags Damentag hat?",
        "Die Sauna dienstags Damentag hat",
    ),
    (
        "Würdest du dir im Hinterkopf merken, dass mein Schließfach die 52 ist?",
        "Mein Schließfach die 52 ist",
    ),
    (
        "Pack in deinen Kopf, dass der Wochenmarkt jetzt donnerstags ist.",
        "Der Wochenmarkt jetzt donnerstags ist.",
    ),
    (
        "Magst du in deinem Hirn ablegen, dass die Fähre um zehn nach sieben fährt?",
        "Die Fähre um zehn nach sieben fährt",
    ),
    (
        "kannst du ins gedächtnis schreiben dass mein bibliotheksausweis die nummer 88120 hat",
        "Mein bibliotheksausweis die nummer 88120 hat",
    ),
    (
        "¿Puedes grabarte en la memoria que el mercadillo es los jueves?",
        "El mercadillo es los jueves",
    ),
    (
        "Métete en el coco que mi taquilla del gimnasio es la 52.",
        "Mi taquilla del gimnasio es la 52.",
    ),
    (
        "¿Podrías archivar en tu cabeza que la lancha sale a las siete y diez?",
        "La lancha sale a las siete y diez",
    ),
    (
        "Guarda en un rincón de tu mente que el club de lectura se reúne los martes.",
        "El club de lectura se reúne los martes.",
    ),
    (
        "puedes apuntar en tu memoria que mi carnet de la biblioteca es el 88120",
        "Mi carnet de la biblioteca es el 88120",
    ),
    (
        "Puoi stamparti in memoria che il mercato contadino è il giovedì?",
        "Il mercato contadino è il giovedì",
    ),
    (
        "Ficcati in zucca che il mio armadietto in palestra è il 52.",
        "Il mio armadietto in palestra è il 52.",
    ),
    (
        "Potresti archiviare nella tua memoria che il battello parte alle sette e dieci?",
        "Il battello parte alle sette e dieci",
    ),
    (
        "Metti in un angolo della testa che il circolo di lettura si riunisce il martedì.",
        "Il circolo di lettura si riunisce il martedì.",
    ),
    (
        "puoi segnarti nel cervello che la mia tessera della biblioteca è la 88120",
        "La mia tessera della biblioteca è la 88120",
    ),
    (
        "Можешь отложить в памяти, что рынок фермеров работает по четвергам?",
        "Рынок фермеров работает по четвергам",
    ),
    ("Вбей себе в голову, что мой шкафчик в спортзале — 52.", "Мой шкафчик в спортзале — 52."),
    (
        "Мог бы ты сохранить у себя в памяти, что катер отходит в семь десять?",
        "Катер отходит в семь десять",
    ),
    (
        "Занеси себе в мозги, что книжный клуб собирается по вторникам.",
        "Книжный клуб собирается по вторникам.",
    ),
    (
        "можешь записать себе в башку что мой читательский билет 88120",
        "Мой читательский билет 88120",
    ),
    ("فيك تخزّن بذاكرتك إنو سوق المزارعين يوم الخميس؟", "سوق المزارعين يوم الخميس"),
    ("حطّ براسك إنو خزانتي بالنادي رقمها ٥٢.", "خزانتي بالنادي رقمها ٥٢."),
    ("ممكن تثبّت بدماغك إنو اللنش بيطلع الساعة سبعة وعشرة؟", "اللنش بيطلع الساعة سبعة وعشرة"),
    ("سجّل بعقلك إنو نادي القراءة بيجتمع كل تلاتا.", "نادي القراءة بيجتمع كل تلاتا."),
    ("فيك تحفظ بذاكرتك انو رقم بطاقة المكتبة تبعي ٨٨١٢٠", "رقم بطاقة المكتبة تبعي ٨٨١٢٠"),
]
KEPT_THAT_SAME = [
    ("explicit", "Imagine in your head that you're floating on the lake."),
    ("suggest", "Put in the calendar that the pool closes early on Friday."),
    ("suggest", "Write in the group chat that I'll be late for quiz night."),
    ("none", "Could you add in the README that the API changed?"),
    ("none", "I keep in my head that my gran's recipe used lard."),
    ("none", "Commit that the deploy script is fixed."),
    ("none", "git commit -m 'store in memory that the cache is warm'"),
    ("none", "Mets dans le frigo que j'ai acheté hier."),
    ("suggest", "Écris dans le chat que je serai en retard."),
    ("none", "Je garde en tête que ma grand-mère faisait ça au beurre."),
    ("suggest", "Schreib in den Gruppenchat, dass ich später komme."),
    ("suggest", "Ich behalte im Kopf, dass Oma immer Schmalz nahm."),
    ("suggest", "Trag in den Kalender ein, dass der Markt donnerstags ist."),
    ("suggest", "Pon en el calendario que la piscina cierra temprano el viernes."),
    ("suggest", "Escribe en el grupo que llegaré tarde."),
    ("explicit", "Tengo en la cabeza que mi abuela usaba manteca."),
    ("suggest", "Scrivi nel gruppo che arrivo in ritardo."),
    ("suggest", "Metti nel calendario che la piscina chiude presto venerdì."),
    ("explicit", "Ho in mente che la nonna usava lo strutto."),
    ("none", "Напиши в общий чат, что я опоздаю."),
    ("none", "Внеси в календарь, что бассейн в пятницу закрывается раньше."),
    ("none", "У меня в голове крутится, что бабушка жарила на сале."),
    ("suggest", "اكتب بالجروب إنو رح أتأخر."),
    ("none", "حط بالتقويم إنو المسبح بيسكّر بكير الجمعة."),
    ("none", "براسي إنو ستي كانت تطبخ بالسمنة."),
]
KEPT_THAT_POOL = (
    "frozen33ze-en-502",
    "frozen33ze-fr-501",
    "frozen33ze-de-503",
    "frozen33ze-es-503",
    "frozen33ze-it-506",
    "frozen33ze-ru-501",
    "frozen33ze-ru-506",
    "dev33ze-de-506",
    "dev33ze-es-506",
    "dev33ze-fr-503",
    "dev33ze-fr-506",
    "frozen33zd-de-502",
    "frozen33zd-fr-508",
    "frozen33zc-ar-508",
)


@pytest.mark.parametrize(("text", "fact"), KEPT_THAT)
def test_a_fact_put_in_the_head_in_a_clause_is_kept(text, fact):
    found = judge(text)
    assert [(e.form, e.content) for e in found.explicit] == [("remember", fact)]
    assert found.suggestion is None


def test_the_same_verbs_with_no_memory_as_place_read_as_before():
    assert wrong_readings(KEPT_THAT_SAME) == []


def test_a_fact_put_in_the_head_in_a_clause_mends_earlier_rounds_messages():
    for case in pool(*KEPT_THAT_POOL):
        assert judge(case.text).explicit, case.id


# The speaker alone in a phrase of regard as the heading before its colon (headed_for_me._REGARD):
# "As for me:", "For my part:", "On my side:", "Personally:", "As far as I'm concerned:", "Quant à
# moi :", "De mon côté :", "En ce qui me concerne :", "Ich für meinen Teil:", "Meinerseits:", "Von
# meiner Seite:", "Mir persönlich:", "Yo, por mi parte:", "En mi caso:", "En lo que a mí respecta:",
# "Da parte mia:", "Dal canto mio:", "Per quanto mi riguarda:", "Мне бы:", "Лично мне:", "Что
# касается меня:", "С моей стороны:", "أنا شخصيًا:", "من ناحيتي:", "من جهتي:": the rule after it is
# the speaker's own (Personal scope), as after "Me:" or "For me:". Dev: en-007, en-012, fr-007,
# fr-009, fr-012, es-007, es-009, es-012, it-007, it-012, ru-007, ru-011, ar-007. Near misses: a
# "my" with another noun ("My team:", "Mon équipe :", "Mein Team:", "فريقي:"), a "we" after the
# heading (the team's), the heading before an opinion or a story, a comma instead of the colon, a
# commit message; each reads as before.
HEADED_REGARD = [
    "For my part: always keep replies under five lines.",
    "On my side: never use tables, they break on my phone.",
    "Personally: always give distances in kilometres.",
    "As far as I'm concerned: no emojis in replies, ever.",
    "Me personally: always put the answer first.",
    "Quant à moi : réponds toujours en phrases courtes.",
    "De mon côté : pas de tableaux, jamais.",
    "Personnellement : donne toujours les distances en kilomètres.",
    "En ce qui me concerne : mets toujours la réponse en premier.",
    "Me concernant : jamais d'émojis dans les réponses.",
    "Ich für meinen Teil: antworte immer in kurzen Sätzen.",
    "Meinerseits: bitte nie Tabellen verwenden.",
    "Von meiner Seite: immer zuerst die Antwort, dann die Erklärung.",
    "Mir persönlich: nie Emojis in den Antworten.",
    "Por mi parte: respóndeme siempre con frases cortas.",
    "En mi caso: nunca uses tablas.",
    "Personalmente: dame siempre las distancias en kilómetros.",
    "En lo que a mí respecta: pon siempre la respuesta primero.",
    "Yo, por mi parte: nada de emojis en las respuestas.",
    "Da parte mia: rispondi sempre con frasi brevi.",
    "Dal canto mio: non usare mai le tabelle.",
    "Personalmente: dammi sempre le distanze in chilometri.",
    "Per quanto mi riguarda: metti sempre la risposta per prima.",
    "Quanto a me: niente emoji nelle risposte.",
    "Что касается меня: всегда отвечай короткими фразами.",
    "С моей стороны: никогда не используй таблицы.",
    "Лично мне: всегда давай расстояния в километрах.",
    "Мне бы: всегда сначала ответ, потом объяснение.",
    "أنا شخصيًا: جاوبني دايمًا بجمل قصيرة.",
    "من ناحيتي: لا تستعمل جداول أبدًا.",
    "من جهتي: اعطيني المسافات دايمًا بالكيلومتر.",
    "شخصيًا: حط الجواب أول شي دايمًا.",
    "Ich persönlich: antworte immer zuerst mit dem Ergebnis.",
    "Мне лично: никогда не присылай таблицы.",
    "من طرفي: دايمًا جاوبني بالعربي.",
]
HEADED_REGARD_SAME = [
    (None, "My son: no sweets after six, ever."),
    ("space", "My team: always review PRs on Mondays."),
    (None, "As for me: the concert was far too long."),
    ("space", "For my part: we always deploy on Fridays."),
    (None, "Personally: I think the film was too long."),
    (None, "Speaking personally: the ferry was lovely yesterday."),
    ("space", "Mon équipe : on relit toujours les PR le lundi."),
    (None, "Quant à moi : le concert était trop long."),
    ("space", "Pour ma part : nous déployons toujours le vendredi."),
    ("space", "Mein Team: immer montags die PRs prüfen."),
    ("space", "Ich für meinen Teil: Wir deployen immer freitags."),
    (None, "Was mich angeht: Das Konzert war zu lang."),
    ("space", "Mi equipo: revisa siempre los PR los lunes."),
    ("space", "Por mi parte: siempre desplegamos los viernes."),
    (None, "En mi caso: el concierto fue demasiado largo."),
    ("space", "La mia squadra: rivedi sempre le PR il lunedì."),
    ("space", "Da parte mia: facciamo sempre il deploy il venerdì."),
    (None, "Quanto a me: il concerto era troppo lungo."),
    ("space", "Моя команда: всегда проверяйте PR по понедельникам."),
    ("space", "С моей стороны: мы всегда деплоим по пятницам."),
    (None, "Что касается меня: концерт был слишком длинный."),
    ("space", "فريقي: راجعوا الطلبات دايمًا يوم الاثنين."),
    ("space", "من ناحيتي: احنا دايمًا بننشر يوم الجمعة."),
    (None, "أنا شخصيًا: الحفلة كانت طويلة كتير."),
    (None, 'git commit -m "Personally: always run tests"'),
    ("space", "Personally, always use tabs in this repo."),
]
HEADED_REGARD_POOL = ("frozen33ze-ru-010",)


def _scope(text: str) -> str | None:
    found = judge(text).suggestion
    return None if found is None else found.scope.value


@pytest.mark.parametrize("text", HEADED_REGARD)
def test_a_rule_after_the_speakers_phrase_of_regard_is_the_speakers(text):
    assert _scope(text) == "user"


def test_the_same_heading_of_another_or_before_a_team_rule_or_a_story_reads_as_before():
    assert [(want, text) for want, text in HEADED_REGARD_SAME if _scope(text) != want] == []


def test_the_speakers_phrase_of_regard_mends_earlier_rounds_messages():
    for case in pool(*HEADED_REGARD_POOL):
        assert _scope(case.text) == "user", case.id


# Wants said with no verb after the speaker's heading (curt_wants.py): the heading names the speaker
# alone (headed_for_me, with this round's phrases of regard), then up to the first full stop a list
# of two to four items of two to six words, none a clause (a pronoun, a verb of being or having),
# one of them a want without its verb: refused ("no jargon"), limited ("only"), put first ("the
# total first") or counted ("one per line"). The rule is the speaker's (Personal scope), its words
# the heading and the list. Dev: ar-009, ar-010, ar-011, de-009, de-010, de-011, en-010, en-011,
# es-010, es-011, fr-008, fr-010, fr-011, it-010, it-011, ru-010. Near misses: the same heading
# before a state, an opinion or a story (with a marker too: "tired, no sleep since Monday", "the
# ferry was late again, no surprise"), a bare item ("coffee, no sugar"), a question, another's or a
# team's heading, a shell command naming the words; each reads as before. Left: a story in a past
# tense with no verb of being ("Por mi parte: el ferri llegó tarde, nada de sorpresas.") is read as
# a want (no part of speech is known here).
CURT_WANTS = [
    "As for me: short sentences, no bullet lists. I get lost in long replies.",
    "Speaking for myself: the total first, the details after. I skim on the bus.",
    "Personally: one question per message, no long preambles.",
    "On my side: plain words only, no idioms. I learnt English late.",
    "For my part: times in the 24-hour clock, never am or pm.",
    "Quant à moi : des phrases courtes, pas de listes à puces.",
    "Pour ma part : le total en premier, les détails ensuite.",
    "Personnellement : une question par message, pas de longs préambules.",
    "De mon côté : des mots simples seulement, pas d'expressions idiomatiques.",
    "En ce qui me concerne : jamais de majuscules partout, des réponses calmes.",
    "Ich für meinen Teil: kurze Sätze, keine Aufzählungen.",
    "Meinerseits: die Summe zuerst, die Einzelheiten danach.",
    "Was mich angeht: eine Frage pro Nachricht, keine langen Vorreden.",
    "Mir persönlich: nur einfache Wörter, keine Redewendungen.",
    "Von meiner Seite: Uhrzeiten im 24-Stunden-Format, nie mit AM oder PM.",
    "Yo, por mi parte: frases cortas, sin listas de viñetas.",
    "Por mi parte: el total primero, los detalles después.",
    "Personalmente: una pregunta por mensaje, sin preámbulos largos.",
    "En mi caso: palabras sencillas solamente, nada de modismos.",
    "En lo que a mí respecta: horas de 24 horas, nunca AM ni PM.",
    "Da parte mia: frasi brevi, niente elenchi puntati.",
    "Per quanto mi riguarda: la sintesi per prima, i dettagli dopo.",
    "Personalmente: una domanda per messaggio, niente preamboli lunghi.",
    "Dal canto mio: solo parole semplici, niente modi di dire.",
    "Quanto a me: orari sulle 24 ore, mai AM o PM.",
    "Что касается меня: короткие фразы, без списков.",
    "Мне бы: сумму сначала, подробности потом.",
    "Лично мне: по одному вопросу на сообщение, без длинных вступлений.",
    "С моей стороны: только простые слова, никаких идиом.",
    "Что до меня: время в 24-часовом формате, никогда AM или PM.",
    "أنا شخصيًا: جمل قصيرة، بلا قوائم نقطية.",
    "من ناحيتي: المجموع أولًا، والتفاصيل بعدين.",
    "من جهتي: كل سؤال برسالة، بلا مقدمات طويلة.",
    "بالنسبة إلي: كلمات بسيطة بس، بلا أمثال شعبية.",
    "شخصيًا: ساعات الأربع وعشرين، أبدًا صباحًا ومساءً.",
]
CURT_WANTS_SAME = [
    (None, "As for me: tired, no sleep since Monday."),
    (None, "Me: coffee, no sugar."),
    (None, "Personally: yes, no, maybe."),
    (None, "My son: no sweets, no screens after six."),
    # a team's rule under its heading: the retrained second opinion (0.80) suggests it for the
    # Space, as the rule it is; never the speaker's (curt_wants reads no "my team")
    ("space", "My team: short commits, no force pushes."),
    (None, "Speaking for myself: the film was too long, no question."),
    (None, "As for me: is it short answers, no jargon?"),
    (None, "For my part: I liked the ferry, the harbour, the cafe."),
    (None, "Quant à moi : fatigué, pas de sommeil depuis lundi."),
    ("space", "Mon équipe : des commits courts, pas de force push."),
    (None, "Quant à moi : le film était trop long."),
    (None, "Ich für meinen Teil: müde, kein Schlaf seit Montag."),
    ("space", "Mein Team: kurze Commits, kein Force-Push."),
    (None, "Was mich angeht: Der Film war zu lang."),
    (None, "Yo, por mi parte: cansado, sin dormir desde el lunes."),
    ("space", "Mi equipo: commits cortos, sin force push."),
    (None, "En mi caso: la película fue demasiado larga."),
    (None, "Da parte mia: stanco, niente sonno da lunedì."),
    ("space", "La mia squadra: commit brevi, niente force push."),
    (None, "Quanto a me: il film era troppo lungo."),
    (None, "Что касается меня: устал, без сна с понедельника."),
    ("space", "Моя команда: короткие коммиты, без force push."),
    (None, "Мне лично: фильм был слишком длинный."),
    (None, "أنا شخصيًا: تعبان، بلا نوم من الاثنين."),
    ("space", "فريقي: كوميتات قصيرة، بلا force push."),
    (None, "من ناحيتي: الفيلم كان طويل كتير."),
    (None, 'git commit -m "As for me: short answers, no jargon"'),
    (None, 'echo "Personally: one idea per line, no jargon"'),
    (None, "Personally: the ferry was late again, no surprise."),
    (None, "Pour ma part : le bac était en retard, pas de surprise."),
    (None, "Meinerseits: die Fähre war spät, keine Überraschung."),
    (None, "Dal canto mio: il traghetto era in ritardo, niente di nuovo."),
    (None, "С моей стороны: паром был поздно, без сюрпризов."),
    (None, "من جهتي: العبّارة كانت متأخرة، بلا مفاجآت."),
]
CURT_WANTS_POOL = (
    "frozen33ze-en-012",
    "frozen33ze-fr-010",
    "frozen33ze-de-010",
    "frozen33ze-es-010",
    "frozen33ze-it-010",
    "frozen33ze-it-012",
    "frozen33zd-ar-011",
    "frozen33zd-es-011",
    "frozen33zd-it-011",
    "frozen33zd-ru-011",
)


@pytest.mark.parametrize("text", CURT_WANTS)
def test_wants_with_no_verb_after_the_speakers_heading_are_the_speakers_rule(text):
    assert _scope(text) == "user"


def test_the_same_heading_before_a_state_a_story_or_a_bare_item_reads_as_before():
    assert [(want, text) for want, text in CURT_WANTS_SAME if _scope(text) != want] == []


def test_wants_with_no_verb_mend_earlier_rounds_messages():
    for case in pool(*CURT_WANTS_POOL):
        assert _scope(case.text) == "user", case.id


def test_the_thirty_second_round_west_probes_are_new_texts():
    assert_probes_apart(
        [text for text, _ in KEPT_THAT]
        + [text for _, text in KEPT_THAT_SAME]
        + HEADED_REGARD
        + [text for _, text in HEADED_REGARD_SAME]
        + CURT_WANTS
        + [text for _, text in CURT_WANTS_SAME]
    )
