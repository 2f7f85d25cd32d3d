"""Issue 33, thirty-second round, the review's mend of kept_that.py (mend-zf-kept): a fact put in the
head, the memory or the notes, told in a clause, read only where it is asked or ordered.

The review found false saves, each a class:
- A1: the English "that" as a determiner or an adverb of degree ("that many records", "that much
  data", "that long a conversation", "that article I sent you"), a bare "in memory" (a program's,
  not the hearer's head) and the "-ing" forms of the verb ("Keeping in memory that …");
- A2: the Spanish past read as an order ("Me quedó en la cabeza que …", "Me apunté en la memoria
  que …");
- A3: the Arabic past, asked back ("كتبت في ملاحظاتك إنو …؟", "حطيت براسك إنو …؟");
- A4: a telling-off, the speaker denying the hearer a role ("Mets-toi bien dans la tête que je ne
  suis pas ta secrétaire !"): no fact to keep, in any of the seven languages.
The same past and present-of-the-speaker shapes in fr, de, it and ru are refused by the form too
(some of them are read by earlier readings, as at the round's start: those are checked at the
form only). Real asks and orders are kept as before."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge, kept_that
from tests.judgement_sets import assert_probes_apart

_LANGS = ("en", "fr", "de", "es", "it", "ru", "ar")

# read as nothing saved (the review's messages, then this mend's own near misses)
NOT_KEPT = [
    # A1 (review)
    "Can you store in memory that many records without the app slowing down?",
    "Could you keep in your head that many numbers at once?",
    "Keeping in memory that much data is going to crash the server.",
    "Can you hold in your memory that long a conversation, or do you forget?",
    "Would you put in your notes that article I sent you yesterday?",
    # A2 (review)
    "Me quedó en la cabeza que la reunión era el martes, pero al final era el miércoles.",
    "Me guardé en la cabeza que el vuelo salía a las ocho y resultó que era a las seis.",
    "Me apunté en la memoria que tenía cita el lunes, y no era.",
    # A3 (review)
    "كتبت في ملاحظاتك إنو الاجتماع الخميس؟ ما لقيته",
    "حطيت براسك إنو رح نسافر؟ لا لسا ما قررنا",
    # A4 (review)
    "Mets-toi bien dans la tête que je ne suis pas ta secrétaire !",
    # A1, new wordings
    "Could you hold in your head that many phone numbers at the same time?",
    "Can you keep in your memory that much context from earlier in the chat?",
    "Can you store in your memory that long a document, or is there a limit?",
    "Could you save in your memory that spreadsheet from last week, the one with the budget?",
    "Storing in memory that many embeddings will slow everything down.",
    "Can you store in memory that the cache is warm?",
    "Would you keep in your notes that one I sent you this morning?",
    "Could you keep in your memory that one, the blue chart?",
    # A2, new wordings
    "Me apunté en la cabeza que el dentista era el jueves, pero era el viernes.",
    "Me grabé en la memoria que el código era 1234 y no funcionaba.",
    "¿Guardaste en tu memoria que mi hermano se llama Luis?",
    "Me metí en la cabeza que tenía que aprobar, y aprobé.",
    # A3, new wordings
    "كتبت في ملاحظاتك إن الدكتور بيستقبل يوم السبت؟ ما شفتها",
    "حفظت بذاكرتك إنو عيد ميلادي بآذار؟ شكلك نسيت",
    "سجلت بعقلك إنو أنا نباتي؟ ما أظن",
    # the same past shapes in fr and ru
    "Notais dans ta tête que le train partait à huit heures ?",
    "Записала себе в голову, что встреча в среду, а она была во вторник.",
    # A4, new wordings
    "Mets-toi bien dans le crâne que je ne suis pas ton chauffeur !",
    "Вбей себе в голову, что я не твоя секретарша!",
]
# the form alone refuses them (a past, the speaker's own present, a determiner, a telling-off);
# some are read by earlier readings, as at the round's start, which this mend leaves alone
NOT_THE_FORM = [
    "Tenevo in testa che la riunione fosse lunedì, invece era martedì.",
    "Tenevo a mente che il treno partisse alle otto, ma era alle sette.",
    "Tengo a mente che domani piove, quindi lascio la bici a casa.",
    "Записал в заметки, что надо купить молоко, но так и не купил.",
    "Сохранил в заметках, что встреча в пятницу, а она оказалась в четверг.",
    "Отложил в памяти, что ты говорил про отпуск, но детали забыл.",
    "Держу в памяти, что у брата день рождения в мае, но точно не помню.",
    "Legte im Kopf ab, dass der Zug um sieben fährt, und vergaß es dann.",
    "Could you keep in mind that kind of thing for next time?",
    "Can you keep in mind that sort of request in future?",
    "Pack in your head that song from the film, it's so catchy.",
    "Putting in your notes that recipe, please — the one from the blog, it's great.",
    "Métete en la cabeza que no soy tu criada.",
    "Mettiti in testa che non sono la tua segretaria!",
    "Schreib dir hinter die Ohren, dass ich nicht deine Sekretärin bin!",
    "Behalte im Kopf, dass ich nicht deine Sekretärin bin!",
    *NOT_KEPT,
]
# real asks and orders, kept at once as the fact (the review's, then new wordings)
KEPT = [
    (
        "Could you jot down in your notes that my landlord's name is Karim?",
        "My landlord's name is Karim",
    ),
    (
        "Can you lodge in your memory that the gym closes at 9 on Sundays?",
        "The gym closes at 9 on Sundays",
    ),
    ("Tu peux graver dans ta mémoire que ma fille s'appelle Inès ?", "Ma fille s'appelle Inès"),
    ("Guarda en tu memoria que mi perro se llama Toby.", "Mi perro se llama Toby."),
    ("Kannst du dir im Kopf behalten, dass mein Zug um 7:12 fährt?", "Mein Zug um 7:12 fährt"),
    ("Можешь отложить в памяти, что у мамы день рождения 3 мая?", "У мамы день рождения 3 мая"),
    (
        "Mettiti in testa che il mio codice fiscale finisce con 42X.",
        "Il mio codice fiscale finisce con 42X.",
    ),
    ("حط براسك إنو عيد ميلاد أختي بـ 12 آذار", "عيد ميلاد أختي بـ 12 آذار"),
    (
        "Could you keep in your head that my sister's flight lands at 6?",
        "My sister's flight lands at 6",
    ),
    ("Would you pop in your notes that I'm allergic to penicillin?", "I'm allergic to penicillin"),
    (
        "Could you keep in your head that one of my kids is allergic to nuts?",
        "One of my kids is allergic to nuts",
    ),
    (
        "Can you put in your memory that many of my clients are in Berlin?",
        "Many of my clients are in Berlin",
    ),
    ("¿Me guardas en la memoria que mi hermano se llama Luis?", "Mi hermano se llama Luis"),
    ("ممكن تكتب في ملاحظاتك إنو الدكتور بيستقبل يوم السبت؟", "الدكتور بيستقبل يوم السبت"),
    ("Mets-toi bien dans la tête que mon train part à 8 h.", "Mon train part à 8 h."),
    ("Mettiti in testa che la mia segretaria si chiama Anna.", "La mia segretaria si chiama Anna."),
]
# kept by the form (whatever else reads them)
THE_FORM = [
    "Keep in mind that my daughter's school finishes at 3:15.",
    "Anotá en tu memoria que el taller cierra los sábados.",
    "احفظ بذاكرتك إنو عيد ميلادي بآذار.",
    "Tieni a mente che il mio treno parte alle otto.",
    "Запиши себе в голову, что встреча по средам.",
    "Behalte im Hinterkopf, dass mein Zug um sieben fährt.",
    *(text for text, _ in KEPT),
]


def _form_reads(text: str) -> bool:
    return any(form.pattern.search(text) for c in _LANGS for form in kept_that.that_forms(c))


@pytest.mark.parametrize("text", NOT_KEPT)
def test_a_determiner_a_past_a_question_back_or_a_telling_off_saves_nothing(text):
    assert not judge(text).explicit


@pytest.mark.parametrize("text", NOT_THE_FORM)
def test_the_form_refuses_a_past_a_speakers_present_a_determiner_or_a_telling_off(text):
    assert not _form_reads(text)


@pytest.mark.parametrize(("text", "fact"), KEPT)
def test_a_real_ask_or_order_is_still_kept(text, fact):
    found = judge(text)
    assert [(e.form, e.content) for e in found.explicit] == [("remember", fact)]
    assert found.suggestion is None


@pytest.mark.parametrize("text", THE_FORM)
def test_the_form_still_reads_a_real_ask_or_order(text):
    assert _form_reads(text)


def test_the_review_zf_kept_probes_are_new_texts():
    assert_probes_apart(
        list(dict.fromkeys([*NOT_THE_FORM, *(text for text, _ in KEPT), *THE_FORM]))
    )
