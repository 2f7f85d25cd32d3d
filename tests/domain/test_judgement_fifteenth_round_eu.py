"""Issue 33, fifteenth round (European half: en, fr, de; suggestions): dev33o was written by hand
before the judgement was touched and committed (af9ee1a) before its first run; its frozen third (the
lowest third per language by SHA-256) is scored once, by the integrator, at the end, never here.

The misses of dev33o's dev part were read as *parts of a sentence*, not as wordings: a clause after
a contrast read by itself, a way the team refuses (the team, a negated present of doing and a bound),
a weekday named as the team's kind of day and what is not done then, every item receiving its due
within a span, a route narrowed by "only" or an hour, a role narrowed by a relative clause, a lead
saying what is in force, the speaker telling the addressee ("je t'explique :") handing nothing over,
the thing pointed at then "only" as one occasion, voice-typed discourse words. Before each reading,
siblings of the class and near misses of the same form were written; RULES are siblings main's code
(64a8aea) reads wrong, NONE near misses that must stay no rule (NOT_ANY_MORE those main read as
rules). BLIND is the batch written after the first readings and run once (12 of 15 right; main's
code 11), mended since."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33O, DEV33O_FROZEN
from tests.judgement_sets import assert_round_set, reading, texts_outside

FIFTEENTH_ROUND_EU = ("en", "fr", "de")


def test_the_fifteenth_round_sets_are_large_and_apart():
    """30 messages per language, dev part and frozen third together (18 lasting rules, 12 hard
    negatives), the frozen third chosen by the SHA-256 of each text, and none in any other set (the
    frozen third is loaded, never judged)."""
    assert_round_set(
        DEV33O, DEV33O_FROZEN, FIFTEENTH_ROUND_EU, "fifteenth-round", {"suggest": 18, "none": 12}
    )


# Siblings of each class read for dev33o's misses (in no set), each read wrong by main's code.
RULES = [
    # a clause after a contrast, read by itself (general: rules.lasting_rule, every Latin table)
    "We're a small shop and most things are informal, but every invoice goes out on the first of the month.",
    "The clinic is short-staffed this winter, but every referral letter goes out within two working days.",
    "Bon, le trimestre a été dur et l'équipe est fatiguée, mais chaque devis signé est saisi dans le CRM "
    "le jour même.",
    "Wir sind gerade mitten im Umzug und vieles ist improvisiert, aber Datenbankänderungen laufen nur über "
    "ein Ticket.",
    "Les profs changent souvent de salle cette année, mais les absences sont saisies avant la fin de "
    "chaque cours.",
    # a way the team refuses: the team, a negated present of doing, a bound (general: the tables'
    # TEAM_REFUSES, asked in duties.py)
    "We don't quote delivery dates without a confirmed slot from the carrier.",
    "We do not discuss pricing with resellers over email.",
    "we dont send contracts to clients before legal has seen them",
    "Nous ne transmettons pas les dossiers patients par mail.",
    "Wir verschicken keine Verträge ohne Gegenlesen durch die Rechtsabteilung.",
    "Wir geben keine Preise am Telefon heraus.",
    "On ne signe rien sans relecture du juridique.",
    # a weekday named as the team's kind of day, then what is not done (general: the tables' DAY_OF)
    "Monday is planning day, no client calls.",
    "Fridays are demo day, so nothing merges after lunch.",
    "Le mercredi c'est jour de formation, pas de rendez-vous.",
    "Le jeudi, c'est la journée des inventaires : aucune commande ne part.",
    "Mittwoch ist unser Lesetag, da gibt es keine Meetings.",
    "Freitag ist Demotag, da wird nichts mehr gemergt.",
    # every item of a kind receiving its due within a span (general: fr_kinds, de_kinds EACH_GETS)
    "Chaque réclamation reçoit une réponse sous 48 heures.",
    "Toute demande de devis fait l'objet d'une relance au bout d'une semaine.",
    "Chaque commande reçoit un numéro de suivi le jour même.",
    "Jede Reklamation bekommt innerhalb von zwei Tagen eine Antwort.",
    # a lead saying what is in force or how the team works (general: the tables' announce), and the
    # speaker telling the addressee before a colon hands nothing over (material.py)
    "Es gilt: keine Überweisung ohne Vier-Augen-Prinzip.",
    "Es gilt: Kundendaten bleiben im Haus.",
    "Une chose ne bouge pas, aucun devis ne part sans relecture.",
    "Je t'explique un peu le contexte : on vient de migrer l'entrepôt, mais aucun colis ne sort sans étiquette.",
    "Here's how things work around here: refunds over $50 go through the store manager.",
    "Here's how we do it: every refund over $50 goes through a manager.",
    # a German kind's route narrowed by "only" or a time (general: de_kinds _GOES_THROUGH)
    "Krankmeldungen gehen bis 9 Uhr an die Teamleitung.",
    "Rückerstattungen gehen nur über das Finanzportal.",
    "Urlaubsanträge gehen ausschließlich über das HR-Portal.",
    "Spesenbelege gehen bis Monatsende an die Buchhaltung.",
    # a French role narrowed by a relative clause (general: fr_kinds DUTY)
    "Le commercial qui signe un contrat crée la fiche client dans le CRM le jour même.",
    "L'infirmière qui prend la garde vérifie chaque chariot d'urgence avant 8 h.",
    "Le technicien qui ouvre un ticket le clôt sous 48 heures.",
    "La secrétaire qui tient l'accueil scanne chaque ordonnance avant midi.",
    # voice-typed discourse words run together, a kind taken up with no comma (en.py, fr.py openers;
    # fr_kinds KIND_MADE)
    "ok so basically each new hire gets a laptop before day one",
    "du coup les contrats de location on les renouvelle chaque janvier",
    "en fait les badges visiteurs on les rend à l'accueil le soir même",
]

# Near misses of the same forms: no rule, read right by main and still so.
NONE = [
    "The launch went fine, but the dashboard still shows old numbers.",
    "On a bien fini le sprint, mais le client n'a pas encore répondu à notre mail.",
    "Das Team ist klein, aber die Kunden sind zufrieden.",
    "We don't have a designer at the moment.",
    "We don't do code freezes anymore, I think.",
    "We don't eat lunch before noon.",
    "On ne sait pas encore qui reprend le dossier sans Paul.",
    "On ne connaît personne sans badge.",
    "Wir machen eigentlich keine Überstunden ohne Absprache, glaube ich.",
    "We didn't ship anything without tests last week.",
    "Monday is a bank holiday, so no deliveries.",
    "Montag ist Feiertag, da wird nicht geliefert.",
    "Friday was release day, nothing else got done.",
    "Ce lundi c'est jour de grève, pas de livraison.",
    "Chaque client a reçu un mail hier.",
    "Chaque commande reçoit un numéro de suivi.",
    "Jeder Teilnehmer bekommt heute bis 16 Uhr ein Zertifikat.",
    "Pour ce rendez-vous uniquement, la patiente peut venir accompagnée de deux personnes.",
    "For this shipment only, book the express lane.",
    "For this webinar only, recordings can go on the public channel.",
    "Es gilt, was wir letzte Woche besprochen haben.",
    "Je te résume : on a trois clients en retard.",
    "Je t'explique un peu le contexte : on a perdu deux clients ce mois-ci.",
    "Here's how it works: the draft you sent me.",
    "Die Kinder gehen nur in die Schule.",
    "Pakete gehen heute nur über den Hintereingang.",
    "Meine Kinder gehen nur bis 12 Uhr in die Kita.",
    "Le commercial qui a signé le contrat hier crée la fiche aujourd'hui.",
    "La stagiaire qui arrive lundi déteste le café.",
    "Le technicien qui est venu hier répare la chaudière aujourd'hui.",
    "basically the server crashed again",
    "en fait le client a déjà payé",
    "les clients on les a appelés hier",
]
# Near misses main's code read as rules: the thing pointed at, then "only", is one occasion.
NOT_ANY_MORE = [
    "Pour cette livraison seulement, passe par Chronopost.",
    "Pour cette réunion seulement, on se retrouve au troisième étage.",
]
# ... but a party that lasts, pointed at, keeps its rule.
STILL_RULES = [
    "Pour ce client uniquement, envoie les factures en PDF.",
]

# Written after the first readings, run once: 12 of 15 right (main's code 11); the three misses
# (a run of voice-typed discourse words, "ne … aucune", a kind taken up with no comma) are mended.
BLIND = [
    ("suggest", "Vendor NDAs live in the legal drive and nobody emails them around."),
    ("suggest", "so yeah basically every return over 100 bucks needs a photo before we refund it"),
    ("suggest", "Thanks for that. FYI the dispatcher confirms each driver's route by 6am."),
    ("none", "We don't really use the old ticket queue anymore, as far as I remember."),
    ("none", "The dispatcher is rerouting two trucks because of the snow."),
    ("suggest", "Tuesdays are grading day, so no parent meetings get booked."),
    (
        "suggest",
        "Coucou ! Chez nous les factures fournisseurs se paient à réception, jamais en avance.",
    ),
    ("suggest", "On ne valide aucune note de frais sans justificatif."),
    ("none", "Je crois qu'on ne fait plus de points d'équipe le lundi."),
    ("suggest", "alors en gros les dossiers patients on les archive après six mois"),
    ("none", "Merci ! Le transporteur a livré les palettes ce matin."),
    ("suggest", "Moin! Die Leitstelle informiert bei jedem Einsatz zuerst den Bereitschaftsarzt."),
    ("suggest", "Es wird nur montags bestellt, damit die Lieferung gebündelt kommt."),
    ("none", "Wir verschicken die Newsletter eigentlich nicht mehr per Post, oder?"),
    ("suggest", "Reisekostenanträge prüft die Verwaltung vor der Buchung, nicht danach."),
]


@pytest.mark.parametrize("text", RULES + STILL_RULES)
def test_a_sibling_of_a_class_read_for_dev33o_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", NONE + NOT_ANY_MORE)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize(("label", "text"), BLIND)
def test_the_blind_batch_reads_as_labelled(label, text):
    assert reading(text) == label


def test_a_rule_after_a_contrast_keeps_only_its_own_words():
    from app.domain.memory.judgement import judge

    found = judge(
        "We're a small shop and most things are informal, but every invoice goes out on the first "
        "of the month."
    ).suggestion
    assert found is not None and found.content == "Every invoice goes out on the first of the month"


def test_the_probes_are_in_no_set():
    # Four probes are the round's own dev texts (siblings tuned on them); none is frozen or elsewhere.
    texts = texts_outside(DEV33O)
    probes = RULES + STILL_RULES + NONE + NOT_ANY_MORE + [text for _, text in BLIND]
    assert not set(probes) & texts
    assert len(set(probes)) == len(probes)
