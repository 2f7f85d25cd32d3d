"""Issue 33, thirty-third round, the west's part (en, fr, de, es, it, ru, ar): the judgement's
suggestions and explicit requests. The set dev33zg was written by hand and committed before the
judgement ran on it or was changed; the integrator alone scores its frozen third (per language the
lowest third by SHA-256), once, at the end. For each reading: siblings written for it (new texts,
misread at the round's start), near misses (the same surface without the reading, read the same
before and after) and the earlier rounds' messages it mends, by id."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33ZG, DEV33ZG_FROZEN
from tests.judgement_sets import (
    assert_forty_a_language,
    assert_probes_apart,
    pool,
    reading,
    saves_the_fact_after_its_colon,
    wrong_readings,
)

THIRTY_THIRD_ROUND_WEST = ("en", "fr", "de", "es", "it", "ru", "ar")


def test_the_thirty_third_round_west_sets_are_large_and_apart():
    """40 messages per language, dev part and frozen third together: among 001–024, 14 lasting
    rules and 10 hard negatives; among 501–516, 12 explicit requests and 4 near misses; the frozen
    third (13) chosen by the SHA-256 of each text, and none in any other set (the frozen third is
    loaded, never judged)."""
    assert_forty_a_language(DEV33ZG, DEV33ZG_FROZEN, THIRTY_THIRD_ROUND_WEST, "thirty-third-round")


# A thing's state told with its always (unprompted._STATE_ALWAYS, beside the crowd, the heap and the
# smell): a bus, a ferry, a hall or a room that is always late, hot, cold, stuffy, damp, dark or
# dirty, the always right beside the state word ("The night bus always turns up late", "Die Umkleiden
# sind im Mai immer eiskalt", "В клубе на ёлке всегда душно", "النفق دايمًا معتم بالشتا"): nobody's way,
# nothing to keep, in the rule reading and in the second opinion's. Dev: fr-017, de-015, de-017,
# es-017, it-016, it-017, ru-017, ar-016, ar-017. Near misses: the same state words in an order
# ("Always keep the changing rooms warm"), a must ("Die Kühlkammer ist immer kalt zu halten"), a
# reason after an order ("…, because the 9 is always late"), a question, the past, the speaker or
# the team as the one late ("On est toujours en retard le lundi", "Мы всегда опаздываем …"), a
# commit message; each reads as it did before (some wrongly before too: "Releases are always delayed
# until QA signs off", "The server room must always be cold" stay unsuggested; "On est toujours en
# retard le lundi", "Siempre llegamos tarde los lunes" stay suggested; left for a later round).
STATE_ALWAYS = [
    "The tram to the harbour is always late on market days.",
    "The changing rooms at the lido are always freezing in May.",
    "The night bus always turns up late after a match.",
    "The village hall is always too hot during the pantomime.",
    "The underpass is always dark and muddy in winter.",
    "Le tram du port est toujours en retard les jours de marché.",
    "Les vestiaires de la piscine sont toujours glacials en mai.",
    "Le bus de nuit arrive toujours en retard après un match.",
    "La salle des fêtes est toujours trop chaude pendant le spectacle.",
    "Le passage souterrain est toujours sombre en hiver.",
    "Die Straßenbahn zum Hafen ist an Markttagen immer verspätet.",
    "Die Umkleiden im Freibad sind im Mai immer eiskalt.",
    "Der Nachtbus kommt nach einem Spiel immer zu spät.",
    "Der Gemeindesaal ist beim Krippenspiel immer viel zu heiß.",
    "Die Unterführung ist im Winter immer dunkel.",
    "El tranvía del puerto siempre llega tarde los días de mercado.",
    "Los vestuarios de la piscina siempre están helados en mayo.",
    "El búho nocturno siempre viene con retraso después de un partido.",
    "El salón del pueblo siempre está demasiado caluroso durante la función.",
    "El paso subterráneo siempre está oscuro en invierno.",
    "Il tram del porto è sempre in ritardo nei giorni di mercato.",
    "Gli spogliatoi della piscina sono sempre gelidi a maggio.",
    "L'autobus notturno arriva sempre in ritardo dopo la partita.",
    "Il salone parrocchiale è sempre troppo caldo durante la recita.",
    "Il sottopassaggio è sempre buio d'inverno.",
    "Электричка до порта в базарные дни всегда опаздывает.",
    "В раздевалках бассейна в мае всегда холодно.",
    "После матча автобус всегда задерживается.",
    "В клубе на ёлке всегда душно.",
    "В подземном переходе зимой всегда темно.",
    "الترام عالمينا دايمًا بيتأخر بأيام السوق.",
    "غرف تبديل المسبح دايمًا باردة بأيار.",
    "باص الليل دايمًا متأخر بعد الماتش.",
    "قاعة الضيعة دايمًا حامية وقت العرض.",
    "النفق دايمًا معتم بالشتا.",
]
STATE_ALWAYS_SAME = [
    # (German's "Wir" opening the sentence: the team's, read as before)
    ("suggest", "Wir sind montags immer spät dran."),
    ("none", "Releases are always delayed until QA signs off."),
    ("none", "Always keep the changing rooms warm in May."),
    ("none", "The server room must always be cold."),
    ("none", "Is the number 9 bus always late?"),
    ("none", "The bus was always late when I lived in Leeds."),
    ("none", "We're always late on Mondays, so start the stand-up at ten."),
    ("suggest", "Always take the earlier bus because the 9 is always late."),
    ("none", 'git commit -m "fix: the cache is always cold after a deploy"'),
    ("none", "I'm always cold in that office."),
    ("none", "Keep the hall dark during the show, the projector is always too dim otherwise."),
    ("suggest", "Gardez toujours la salle au frais pendant le spectacle."),
    ("none", "Le bus 9 est-il toujours en retard ?"),
    ("suggest", "On est toujours en retard le lundi."),
    ("none", "Quand j'habitais à Lyon, le bus était toujours en retard."),
    ("suggest", "Prends toujours le bus d'avant, parce que le 9 est toujours en retard."),
    ("suggest", "Die Kühlkammer ist immer kalt zu halten."),
    ("none", "Ist der Neuner-Bus immer zu spät?"),
    ("suggest", "Nimm immer den früheren Bus, weil der Neuner immer zu spät ist."),
    ("none", "Früher war der Bus immer zu spät."),
    ("suggest", "Mantén siempre la sala fresca durante la función."),
    ("none", "¿El autobús 9 siempre llega tarde?"),
    ("suggest", "Siempre llegamos tarde los lunes."),
    ("suggest", "Coge siempre el autobús anterior, porque el 9 siempre llega tarde."),
    ("suggest", "Tieni sempre fresca la sala durante la recita."),
    ("none", "L'autobus 9 è sempre in ritardo?"),
    ("suggest", "Siamo sempre in ritardo il lunedì."),
    ("suggest", "Prendi sempre l'autobus prima, perché il 9 è sempre in ritardo."),
    ("suggest", "Всегда держи в серверной холодно."),
    ("none", "Девятый автобус всегда опаздывает?"),
    ("suggest", "Мы всегда опаздываем по понедельникам."),
    ("suggest", "Всегда садись на ранний автобус, потому что девятый всегда опаздывает."),
    ("suggest", "خلّي غرفة السيرفرات دايمًا باردة."),
    ("none", "الباص رقم ٩ دايمًا بيتأخر؟"),
    ("suggest", "إحنا دايمًا متأخرين يوم الاثنين."),
    ("suggest", "اركب دايمًا الباص الأبكر، لأن رقم ٩ دايمًا بيتأخر."),
]
STATE_ALWAYS_POOL = (
    "frozen33zf-de-015",
    "frozen33zf-it-017",
    "frozen33zf-ru-015",
    "frozen33zf-ar-015",
    "frozen33zf-ar-017",
    "dev33zf-fr-015",
    "dev33zf-fr-017",
    "dev33zf-es-015",
    "dev33zf-it-015",
    "dev33zf-ru-017",
)


@pytest.mark.parametrize("text", STATE_ALWAYS)
def test_a_things_state_with_its_always_is_no_rule(text):
    assert reading(text) == "none"


def test_the_same_state_words_in_an_order_a_must_a_reason_or_a_question_read_as_before():
    assert wrong_readings(STATE_ALWAYS_SAME) == []


def test_a_things_state_with_its_always_mends_earlier_rounds_messages():
    for case in pool(*STATE_ALWAYS_POOL):
        assert reading(case.text) == "none", case.id


# One errand of filing with its place named (saved_files._ERRAND, beside one file saved with its
# format): an order opening with a verb of putting or saving, a thing of one occasion (a noun with a
# modifier naming one place or event with its article, "les reçus du camping", "die Fotos vom
# Garten", "las fotos del huerto") put into a folder given its own name, or an appointment put into
# the speaker's calendar for a day ("… dans mon agenda pour le 3 mai", "… en mi calendario para el
# jueves", "… nel mio calendario per giovedì"): a task done now, no lasting rule. English, Italian's
# folders and Russian read these so already. Dev: fr-021, fr-022, de-022, de-513, es-513. Near
# misses: a kind of file with no modifier ("Range les factures dans le dossier Compta": where a
# kind goes, the team's way), an always, an every, a from-now-on or a never, the same words told or
# asked, a commit message; each reads as before.
ERRAND_PLACED = [
    "Range les photos de la kermesse dans le dossier Kermesse.",
    "Mets le pot de départ de Julie dans mon agenda pour vendredi.",
    "Leg die Bilder von der Hochzeit im Ordner Hochzeit ab.",
    "Leg die Noten vom Sommerkonzert im geteilten Ordner Chor ab.",
    "Leg die Rechnung vom Tierarzt im Ordner Katze ab.",
    "Guarda las fotos de la boda en la carpeta Boda.",
    "Guarda los planos de la cabaña en la carpeta compartida Cabaña.",
    "Pon la cena de despedida de Lucía en mi calendario para el viernes.",
    "Pon la vacuna del gato en mi calendario para la semana que viene.",
    "Metti la cena di addio di Giulia nel mio calendario per venerdì.",
    "Metti il vaccino del gatto nel mio calendario per la settimana prossima.",
    "Range les photos du mariage dans le dossier Mariage.",
    "Mets les reçus du déménagement dans le dossier Déménagement.",
    "Range les devis de la véranda dans le dossier Maison.",
    "Mets le dîner d'anniversaire de Paul dans mon agenda pour samedi.",
    "Mets le contrôle technique dans mon agenda pour le 3 juin.",
    "Metti la cena di compleanno di Paolo nel mio calendario per sabato.",
    "Metti la revisione della macchina nel mio calendario per il 3 giugno.",
    "Metti la festa di Marta nel mio calendario per il mese prossimo.",
    "Leg die Scans vom Reisepass im Ordner Papiere ab.",
    "Leg die Belege von der Reparatur im Ordner Auto ab.",
    "Leg die Fotos vom Klassentreffen im geteilten Ordner Schule ab.",
    "Leg die Pläne vom Gartenhaus im Ordner Haus ab.",
    "Guarda las fotos de la comunión en la carpeta Familia.",
    "Guarda los recibos de la mudanza en la carpeta Mudanza.",
    "Pon la revisión del coche en mi calendario para el 3 de junio.",
]
ERRAND_PLACED_SAME = [
    ("suggest", "Range les factures dans le dossier Compta."),
    ("suggest", "Range toujours les factures du garage dans le dossier Voiture."),
    ("suggest", "Désormais, mets les comptes rendus de la réunion dans le dossier Réunions."),
    ("suggest", "Mets les réunions d'équipe dans mon agenda chaque lundi."),
    ("suggest", "Mets les réunions d'équipe dans mon agenda."),
    ("none", "Les photos de la kermesse sont dans le dossier Kermesse."),
    ("none", "Tu as rangé les photos de la kermesse dans le dossier Kermesse ?"),
    ("none", "J'ai mis le pot de départ de Julie dans mon agenda pour vendredi."),
    ("suggest", "Ne mets jamais les photos de la famille dans le dossier partagé Bureau."),
    ("suggest", "Leg die Rechnungen im Ordner Buchhaltung ab."),
    ("suggest", "Leg die Belege vom Umzug immer im Ordner Umzug ab."),
    ("suggest", "Ab jetzt legst du die Protokolle der Sitzung im Ordner Sitzungen ab."),
    ("none", "Die Bilder von der Hochzeit liegen im Ordner Hochzeit."),
    ("none", "Hast du die Bilder von der Hochzeit im Ordner Hochzeit abgelegt?"),
    ("suggest", "Guarda los informes en la carpeta Informes."),
    ("suggest", "Guarda siempre las fotos de la obra en la carpeta Obra."),
    ("suggest", "Pon las reuniones del equipo en mi calendario cada lunes."),
    ("none", "Las fotos de la boda están en la carpeta Boda."),
    ("none", "¿Guardaste las fotos de la boda en la carpeta Boda?"),
    ("suggest", "Nunca guardes las fotos de la familia en la carpeta compartida Oficina."),
    ("suggest", "Metti le riunioni del team nel mio calendario ogni lunedì."),
    ("none", "Ho messo la cena di Giulia nel mio calendario per venerdì."),
    ("suggest", "Metti sempre le fatture del fornitore nella cartella Contabilità."),
    ("none", 'git commit -m "Range les photos de la fête dans le dossier Fête"'),
    ("suggest", "Put the team stand-ups in my calendar every Monday."),
]
ERRAND_PLACED_POOL = ("frozen33zf-fr-513", "dev33zf-es-513", "dev33zf-it-513")


@pytest.mark.parametrize("text", ERRAND_PLACED)
def test_one_errand_of_filing_with_its_place_named_is_no_rule(text):
    assert reading(text) == "none"


def test_a_kind_of_file_a_lasting_frame_or_the_errand_told_reads_as_before():
    assert wrong_readings(ERRAND_PLACED_SAME) == []


def test_one_errand_of_filing_mends_earlier_rounds_messages():
    for case in pool(*ERRAND_PLACED_POOL):
        assert reading(case.text) == "none", case.id


# The fact named as kept to be looked up later (memory_notes._LATER_REFERENCE): a word of reference,
# consulting or checking and a time to come, in either order, alone before the colon that opens the
# message ("For later reference: …", "Pour consultation ultérieure : …", "Zur künftigen Referenz:
# …", "Para consultarlo después: …", "Per futuro riferimento: …", "Чтобы потом свериться: …",
# "للرجوع إليه بعدين: …"), with the memo nouns "A titolo di promemoria: …", "للتذكير مستقبلًا: …":
# the fact after the colon is kept at once, as after "For future reference: …". Dev: fr-511,
# es-509, es-511, it-509, it-511, ru-509, ar-509, ar-511. Near misses: the same heading before a
# question, the same words inside a sentence ("Je garde ce lien pour référence future."), a comma
# instead of the colon before a question, a commit message; each reads as before. A judgement taken:
# an opinion after the heading is kept as the fact, as English's "For future reference: …" already
# keeps it.
LATER_REFERENCE = [
    "For later reference: the bin men come on Thursdays.",
    "For reference later on: my tyre pressure is 2.4 bar.",
    "To look back on later: the cattery's number is 0161 555 0199.",
    "For future look-ups: my NHS number ends in 447.",
    "For reference in the future: the boiler was serviced in March.",
    "Pour référence future : le ramoneur passe en octobre.",
    "Pour consultation ultérieure : la pression de mes pneus est de 2,4 bars.",
    "À consulter plus tard : le numéro de la pension pour chats est le 04 12 55 01 99.",
    "Pour une future référence : la chaudière a été révisée en mars.",
    "Pour le consulter plus tard : mon numéro de client EDF finit par 447.",
    "Zur künftigen Referenz: Die Müllabfuhr kommt donnerstags.",
    "Zur späteren Einsicht: Mein Reifendruck ist 2,4 bar.",
    "Als Referenz für später: Die Katzenpension hat die Nummer 0711 555 0199.",
    "Zur zukünftigen Referenz: Die Heizung wurde im März gewartet.",
    "Zur künftigen Einsicht: Meine Kundennummer bei den Stadtwerken endet auf 447.",
    "Como referencia futura: la basura se recoge los jueves.",
    "Para consultarlo después: la presión de mis ruedas es 2,4 bar.",
    "Para futuras referencias: el teléfono de la residencia felina es el 955 550 199.",
    "De referencia futura: la caldera se revisó en marzo.",
    "Para consultarlo más adelante: mi número de cliente de la luz acaba en 447.",
    "Per riferimento futuro: la raccolta della plastica è il giovedì.",
    "Per futuro riferimento: la pressione delle mie gomme è 2,4 bar.",
    "Da consultare dopo: il numero della pensione per gatti è 055 550199.",
    "A titolo di promemoria: la caldaia è stata revisionata a marzo.",
    "Per consultarlo poi: il mio codice cliente della luce finisce con 447.",
    "На будущее, для справки: мусор вывозят по четвергам.",
    "Для справки на потом: давление в моих шинах 2,4 бара.",
    "Чтобы потом не искать: телефон кошачьей гостиницы 555-01-99.",
    "Чтобы потом свериться: мой лицевой счёт за свет кончается на 447.",
    "للرجوع إليه لاحقًا: الزبالة بتمرّ كل خميس.",
    "للرجوع إليه بعدين: ضغط دواليب سيارتي ٢٫٤ بار.",
    "للتذكير مستقبلًا: رقم فندق القطط ٥٥٥٠١٩٩.",
    "للرجوع إليها لاحقًا: الكازان انعمله صيانة بآذار.",
    "للتذكير بعدين: رقم اشتراك الكهربا تبعي بيخلص بـ ٤٤٧.",
    "Чтобы потом заглянуть: пароль от вайфая на даче sosna2024.",
]
LATER_REFERENCE_SAME = [
    ("none", "For later reference, what day do the bin men come?"),
    ("none", "For later reference: what day do the bin men come?"),
    ("none", "I keep this list for later reference."),
    ("none", 'git commit -m "docs: for future reference: bump version"'),
    ("none", "Pour référence future, quel jour passe le ramoneur ?"),
    ("none", "Je garde ce lien pour référence future."),
    ("none", "Zur künftigen Referenz: Wann kommt die Müllabfuhr?"),
    ("none", "Ich hebe die Quittung als Referenz für später auf."),
    ("none", "Como referencia futura, ¿qué día pasa la basura?"),
    ("none", "Guardo el enlace como referencia futura."),
    ("none", "Per riferimento futuro: che giorno passa la plastica?"),
    ("none", "Tengo il link per riferimento futuro."),
    ("none", "На будущее, для справки: в какой день вывозят мусор?"),
    ("none", "Сохраняю ссылку для памяти о поездке."),
    ("none", "للرجوع إليه لاحقًا: أي يوم بتمرّ الزبالة؟"),
    ("none", "خليت الوصل للرجوع إليه لاحقًا."),
]
LATER_REFERENCE_POOL = (
    "frozen33zf-de-511",
    "frozen33zf-ru-512",
    "frozen33ze-ar-511",
    "dev33zf-en-512",
    "dev33zf-fr-511",
    "dev33zf-es-511",
    "dev33zf-es-512",
    "dev33zf-it-511",
    "dev33zf-ar-511",
)


@pytest.mark.parametrize("text", LATER_REFERENCE)
def test_a_fact_headed_as_kept_to_be_looked_up_later_is_kept(text):
    saves_the_fact_after_its_colon(text)


def test_the_same_heading_before_a_question_or_inside_a_sentence_reads_as_before():
    assert wrong_readings(LATER_REFERENCE_SAME) == []


def test_a_fact_headed_for_later_reference_mends_earlier_rounds_messages():
    for case in pool(*LATER_REFERENCE_POOL):
        assert judge(case.text).explicit, case.id


# The hearer's notes as the place, with a verb of adding or writing (request_slots' Spanish,
# Italian and Russian retention frames): "a tus apuntes", "en tus apuntes", "alle tue note", "nelle
# tue note", "ai tuoi appunti", "в свои заметки", "в твои заметки" — the notes' plural and its
# prepositions the frames lacked — after "añade", "pasa", "copia", "aggiungi", "segna", "inserisci",
# "добавь", "впиши", "закинь", "кинь": the fact after is kept at once, as after "Write in your
# notes: …". Never after a verb of looking or going back ("Vuelve a tus apuntes: …", "Torna alle tue
# note: …", "Загляни в свои заметки: …"), which the open-verb frame would have taken for a keeping.
# Dev: es-505, it-505, it-507, ru-505. Near misses: those verbs of looking, the notes told of or
# asked about; each reads as before ("Мои заметки с лекции лежат на столе." stays suggested, wrongly,
# as at the round's start). English's, French's and German's notes were read already; German's
# "Ergänze deine Notizen: …" (the notes as the verb's object) is left: its open verb would take "Lies
# deine Notizen: …" too.
NOTES_PLACE = [
    "Añade a tus apuntes: la casa del pueblo tiene la puerta verde.",
    "Pasa a tus apuntes: el dentista atiende los martes por la tarde.",
    "Anota en tus apuntes que mi talla de zapatilla es la 43.",
    "Apunta a tus notas: el cartero pasa antes de las diez.",
    "Copia a tus apuntes: mi número de socio del club es el 3318.",
    "Aggiungi alle tue note: la casa al mare ha il cancello verde.",
    "Segna nelle tue note: il mio numero di scarpe è il 43.",
    "Annota alle tue note: il postino passa prima delle dieci.",
    "Aggiungi ai tuoi appunti: il mio numero di socio del circolo è 3318.",
    "Inserisci nelle tue note: il vicino di sotto ha un cane che si chiama Buba.",
    "Copia nelle tue note: il lavaggio auto all'angolo chiude alle nove.",
    "Добавь в свои заметки: у дачи зелёная калитка.",
    "Впиши в свои заметки: у соседа снизу собака по кличке Буся.",
    "Закинь в свои заметки: автомойка на углу работает до девяти.",
    "Кинь в твои заметки: мой номер абонемента в бассейн 5521.",
    "Вбей в свои заметки: химчистка на Садовой закрыта по понедельникам.",
    "Добавь в твои заметки: у тёти Вали новый номер, кончается на 18.",
]
NOTES_PLACE_SAME = [
    ("none", "Vuelve a tus apuntes: ahí está el código."),
    ("none", "Echa un vistazo a tus apuntes antes del examen."),
    ("none", "Mis apuntes de la clase están en la mesa."),
    ("none", "¿Puedes mirar en tus apuntes cuándo es el examen?"),
    ("none", "Torna alle tue note: lì c'è il codice."),
    ("none", "Dai un'occhiata alle tue note prima dell'esame."),
    ("none", "Le mie note della lezione sono sul tavolo."),
    ("none", "Puoi guardare nelle tue note quando è l'esame?"),
    ("none", "Загляни в свои заметки: там был код."),
    ("suggest", "Мои заметки с лекции лежат на столе."),
    ("none", "Можешь посмотреть в своих заметках, когда экзамен?"),
    ("none", "Перечитай свои заметки перед экзаменом."),
]


@pytest.mark.parametrize("text", NOTES_PLACE)
def test_a_fact_added_to_the_hearers_notes_is_kept(text):
    found = judge(text)
    assert [e.form for e in found.explicit] == ["remember"]
    assert found.suggestion is None


def test_a_verb_of_looking_at_the_notes_or_the_notes_told_of_reads_as_before():
    assert wrong_readings(NOTES_PLACE_SAME) == []


def test_the_thirty_third_round_west_probes_are_new_texts():
    assert_probes_apart(
        STATE_ALWAYS
        + [text for _, text in STATE_ALWAYS_SAME]
        + ERRAND_PLACED
        + [text for _, text in ERRAND_PLACED_SAME]
        + LATER_REFERENCE
        + [text for _, text in LATER_REFERENCE_SAME]
        + NOTES_PLACE
        + [text for _, text in NOTES_PLACE_SAME]
    )
