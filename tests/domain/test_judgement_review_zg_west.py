"""Issue 33, review of the thirty-third round's merge, the west's findings 8, 9, 10, 11, 1 and 7
(mend-zg-west): the reviewer's messages, each with what it should read, and near misses of the
mend's own (new wordings), each with what it reads after the mend."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import reading, wrong_readings

# 8. A state with its always and a never beside it is a house convention, the team's way of doing
# (unprompted._KEPT_AFTER_STATE): it keeps its suggestion. A state alone stays no one's way.
STATE_NEVER = [
    ("suggest", "Charts in the quarterly report are always dark, never white backgrounds."),
    ("suggest", "Dashboards are always dark, never light."),
    ("suggest", "Les graphiques des rapports sont toujours sombres, jamais sur fond blanc."),
    ("suggest", "Les boissons pour les clients sont toujours froides, jamais tièdes."),
    ("suggest", "Die Folien sind immer dunkel, nie mit weißem Hintergrund."),
    ("suggest", "Das Wasser für den Tee ist immer heiß, nie kochend."),
    ("suggest", "Los gráficos de los informes siempre están oscuros, nunca con fondo blanco."),
    ("suggest", "Las bebidas para los clientes siempre están frías, nunca del tiempo."),
    # (the mend's own)
    ("suggest", "Invoices in the archive are always dark-themed PDFs, never scans."),
    ("suggest", "Les diapos du comité sont toujours sombres, jamais claires."),
    ("suggest", "Die Besprechungsräume sind immer kalt, nie über 20 Grad."),
    ("suggest", "Los correos al cliente siempre están fríos, nunca con emojis."),
    # (a state alone: nobody's way, as the round reads it)
    ("none", "The 42 tram is always late on Mondays."),
    ("none", "Le café de la cantine est toujours froid."),
    ("none", "Die Heizung im Büro ist immer zu kalt."),
    ("none", "El metro siempre llega tarde los lunes."),
    ("none", "La palestra è sempre fredda la mattina."),
    ("none", "Электричка всегда опаздывает по утрам."),
    ("none", "Die Dashboards sind immer dunkel."),
]

# 9. A clause told to the one addressed after the state, an order or a forbidding the directive
# tables may not know, lifts the state's guard.
STATE_THEN_ORDER = [
    ("suggest", "Le thème est toujours sombre chez moi, ne le change pas."),
    ("suggest", "Le thème de l'éditeur est toujours sombre, ne le passe jamais en clair."),
    ("suggest", "الخلفية في العروض دايمًا معتمة، لا تستخدم الأبيض."),
    ("suggest", "الداشبورد دايمًا معتم، ما تغيره للفاتح."),
    # (the mend's own)
    ("suggest", "Le fond des slides est toujours sombre, n'y mets pas de blanc."),
    ("suggest", "Il tema dell'editor è sempre scuro, non cambiarlo."),
    ("suggest", "Las capturas siempre están oscuras, no las pases a claro."),
    ("suggest", "الشاشة دايمًا معتمة، لا تغيرها."),
    # (a second clause of the world's own, a reason or a time: still no one's way)
    ("none", "The meeting room on floor 3 is always freezing."),
    ("none", "The CI runners are always slow on Mondays."),
    ("none", "Our office is always freezing, so I work from home on Mondays."),
    ("none", "La salle du fond est toujours froide, même en été."),
    ("none", "Der Keller ist immer feucht, auch im Sommer."),
]

# 10. A kind of thing with its owner, or a bill of a utility, is no one occasion; nor a filing with
# a never or a not-elsewhere: where that kind goes is the team's way (saved_files._ONE_PLACE,
# _NOT_ELSEWHERE). One occasion named stays an errand.
ERRAND_KIND = [
    ("suggest", "Range les factures des fournisseurs dans le dossier Compta."),
    ("suggest", "Range les photos des chantiers dans le dossier Chantiers."),
    ("suggest", "Leg die Rechnungen der Lieferanten im Ordner Buchhaltung ab."),
    ("suggest", "Guarda las facturas de los proveedores en la carpeta Contabilidad."),
    ("suggest", "Guarda los recibos de la luz en la carpeta Casa."),
    ("suggest", "Mets les fichiers des clients dans le dossier Clients, pas ailleurs."),
    ("suggest", "Mets les devis des artisans dans le dossier Maison, jamais dans Téléchargements."),
    ("suggest", "Guarda los contratos de los clientes en la carpeta Clientes, nunca en Descargas."),
    ("suggest", "Leg die Verträge der Kunden im Ordner Kunden ab, nie auf dem Desktop."),
    # (the mend's own)
    ("suggest", "Range les bulletins des salariés dans le dossier Paie."),
    ("suggest", "Guarda las nóminas de los empleados en la carpeta Personal."),
    ("suggest", "Guarda los recibos del agua en la carpeta Casa."),
    ("suggest", "Range les reçus du garage dans le dossier Voiture, nulle part ailleurs."),
    # (one occasion: an errand, as the round reads it)
    ("none", "Range les photos du mariage dans le dossier Famille."),
    ("none", "Range les reçus du camping dans le dossier Vacances 2026."),
    ("none", "Leg die Fotos vom Grillfest im Ordner Sommer ab."),
    ("none", "Guarda las fotos de la boda en la carpeta Familia."),
    ("none", "Guarda los tickets de la excursión en la carpeta Viajes."),
    ("none", "Range les factures du déménagement dans le dossier Maison."),
]

# 11. The western dialects' past of a rule set down, said to hold now by the sentence after it,
# is the rule kept (engine._still_now); a past habit told, or the "still" asked, is none.
STILL_NOW = [
    ("suggest", "ワシらの店では、開店前に必ず床を拭くことになっとった。今も同じじゃ。"),
    ("suggest", "子供の頃は、夕飯の前に必ず宿題を済ませることになっとった。今でもそのルールじゃ。"),
    # (the mend's own)
    ("suggest", "うちの工場では、休憩の後に必ず手を洗うことにしとった。今でも同じじゃ。"),
    ("suggest", "ワシらの事務所では、朝礼の前に必ず窓を開けることになっとった。今もそうじゃ。"),
    ("none", "うちの店では、開店前に必ず床を拭くことになっとった。"),
    ("none", "うちの店では、開店前に必ず床を拭くことになっとった。今はもうやっとらん。"),
    ("none", "うちの店では、開店前に必ず床を拭くことになっとった。今もそうなんかな？"),
    ("none", "子供の頃は毎晩じいちゃんと銭湯に行っとった。今も同じじゃ。"),
]

# 1. The hearer's notes with a verb of adding, no colon: a noun phrase after them is a part of the
# notes to edit, never a fact (request_slots._ES_NOUN_PHRASE, _IT_NOUN_PHRASE, _RU_NO_VERB).
NOTES_EDIT = [
    ("none", "Añade a tus notas una sección de conclusiones al final."),
    ("none", "Aggiungi alle tue note una sezione sui rischi del progetto."),
    ("none", "Добавь в свои заметки отдельный раздел про риски проекта."),
    ("none", "Запиши в свои заметки более короткое резюме этой встречи."),
    ("suggest", "Scrivi nelle tue note i titoli in grassetto per favore."),
    # (the mend's own)
    ("none", "Segna nelle tue note un elenco dei punti aperti."),
    ("none", "Запиши в свои заметки список открытых вопросов по проекту."),
    ("suggest", "Añade a tus apuntes los nombres de los ponentes en negrita."),
]
NOTES_FACT = [
    (
        "Añade a tus apuntes: el fontanero viene el martes a las nueve.",
        "El fontanero viene el martes a las nueve.",
    ),
    ("Anota en tus notas que mi hermana llega el viernes.", "Mi hermana llega el viernes."),
    (
        "Aggiungi alle tue note: il corso di yoga è spostato al giovedì.",
        "Il corso di yoga è spostato al giovedì.",
    ),
    (
        "Aggiungi alle tue note che il corso di yoga è spostato al giovedì.",
        "Il corso di yoga è spostato al giovedì.",
    ),
    (
        "Добавь в свои заметки: сантехник придёт в среду после обеда.",
        "Сантехник придёт в среду после обеда.",
    ),
    (
        "Запиши в свои заметки сантехник придёт в среду после обеда.",
        "Сантехник придёт в среду после обеда.",
    ),
]

# 7. A to-do as the heading (look up, consult later) heads a fact only where a statement follows;
# "For future reference: <a statement>" is saved (memory_notes._A_STATEMENT).
LATER_TODO = [
    ("none", "To look up later: the restaurant Maria recommended near the station."),
    ("none", "À consulter plus tard : les horaires de la piscine municipale."),
    # (the mend's own)
    ("none", "To look up later: that bakery Tom mentioned in Leith."),
    ("none", "À consulter plus tard : le livre dont Paul m'a parlé."),
    ("none", "Para consultarlo luego: los horarios del polideportivo."),
    ("none", "Da consultare poi: gli orari della biblioteca comunale."),
]
LATER_FACT = [
    (
        "For later reference: the wifi password at the cabin is pinecone42.",
        "The wifi password at the cabin is pinecone42.",
    ),
    ("Pour référence future : le code du portail est 4821.", "Le code du portail est 4821."),
    (
        "To look up later: the pharmacy on Elm Street closes at ten.",
        "The pharmacy on Elm Street closes at ten.",
    ),
    (
        "À consulter plus tard : la piscine municipale ferme à 20 h le dimanche.",
        "La piscine municipale ferme à 20 h le dimanche.",
    ),
    (
        "Para consultarlo luego: la farmacia de guardia cierra a las diez.",
        "La farmacia de guardia cierra a las diez.",
    ),
    (
        "Da consultare poi: la biblioteca comunale chiude alle sette.",
        "La biblioteca comunale chiude alle sette.",
    ),
]


@pytest.mark.parametrize(
    "cases",
    [STATE_NEVER, STATE_THEN_ORDER, ERRAND_KIND, STILL_NOW, NOTES_EDIT, LATER_TODO],
    ids=[
        "8-state-never",
        "9-state-then-order",
        "10-errand-kind",
        "11-still-now",
        "1-notes-edit",
        "7-later-todo",
    ],
)
def test_the_reviewers_messages_and_near_misses_read_right(cases):
    assert wrong_readings(cases) == []


@pytest.mark.parametrize("text, fact", NOTES_FACT + LATER_FACT)
def test_a_fact_after_the_notes_or_the_heading_is_saved(text, fact):
    found = judge(text)
    assert [(e.form, e.content) for e in found.explicit] == [("remember", fact)]
    assert reading(text) == "explicit"
