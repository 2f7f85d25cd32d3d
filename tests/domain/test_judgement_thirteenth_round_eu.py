"""Issue 33, thirteenth round (European half: en, fr, de; suggestions): dev33m was written by hand
before the judgement was touched and committed (7384774) before its first run; its frozen third (the
lowest third per language by SHA-256) is scored once, by the integrator, at the end, never here.

The misses of dev33m's dev part and of dev33l_frozen (scored last round, development data now) were
read as *parts of a sentence*, not as wordings: a cadence, a condition with its consequence as a
plain present, a waiver for a role, the team's place and a verb of doing, a kind that has a property
as something, German's step between a kind and where it goes, its kind first with the team after the
verb, its setting that comes round with any one doer, a voice-typed sentence with no capitals or
with a filler first. Before each reading, siblings of the class (other vocabulary, domains, voices,
word orders) and near misses of the same form were written; the siblings below are those main's
code reads wrong (a sibling main already read tests nothing and is left out), the near misses those
main reads right and that must stay so, and NOT_ANY_MORE the near misses main read as rules."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33L, DEV33L_FROZEN, DEV33M, DEV33M_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

THIRTEENTH_ROUND_EU = ("en", "fr", "de")


def test_the_thirteenth_round_sets_are_large_and_apart():
    """30 messages per language, dev part and frozen third together (18 lasting rules, 12 hard
    negatives, no explicit request and no turn of a message: those are judge-m-explicit's and
    judge-m-turns', ids from 501 and 701), the frozen third chosen by the SHA-256 of each text, and
    none in any other set (the frozen third is loaded, never judged)."""
    assert_round_set(
        DEV33M, DEV33M_FROZEN, THIRTEENTH_ROUND_EU, "thirteenth-round", {"suggest": 18, "none": 12}
    )


# Siblings of each class read for dev33m's and dev33l_frozen's misses (in no set).
RULES = [
    # a cadence (a time that comes round and says how often or at which slot) with a subject and a
    # plain present of doing: a schedule (general: times.CADENCE, each table's kind_made)
    "The cleaning crew empties the server room bins every second Wednesday.",
    "Our auditors visit the Lisbon office once a year.",
    "The board pack goes out on the last Thursday of every quarter.",
    "Jeden dritten Donnerstag prüft das Security-Team die Zugriffsrechte.",
    "Die Lohnbuchhaltung schließt am letzten Freitag jedes Monats ab.",
    "Die Serverwartung findet einmal im Quartal statt.",
    "Chaque trimestre, la direction financière revoit les plafonds de dépenses.",
    "The IT helpdesk rotates the Wi-Fi guest password on the first of every month.",
    "Le support de niveau deux prend la main chaque soir à dix-huit heures.",
    "Das Gäste-WLAN-Passwort wechselt die IT am Ersten jedes Monats.",
    "La caisse du foyer se vérifie une fois par mois.",
    "the translation vendor delivers the german strings every other friday",
    "Le comité des risques examine les exceptions fournisseurs tous les deux mois.",
    "Einmal pro Woche gleicht die Buchhaltung die Kreditkartenbelege ab.",
    # under a condition on any case, what happens then as a plain present of doing by whoever
    # handles it, German's verb-first condition too (general: consequences._THEN_DONE, de.py condition_lead)
    "When an invoice arrives without a PO number, accounts payable sends it back to the supplier.",
    "If a candidate declines an offer, the recruiter updates the pipeline sheet the same day.",
    "Lorsqu'un fournisseur change de RIB, la comptabilité appelle le fournisseur pour vérifier.",
    "Si une traduction dépasse la longueur du bouton, le texte repart chez le traducteur.",
    "Quand un stagiaire arrive, l'équipe IT prépare son poste la veille.",
    "Fällt ein Kühlschrank im Labor aus, informiert die Haustechnik sofort die Gruppenleitung.",
    "Kommt eine Sicherheitsmeldung rein, ist das automatisch ein Ticket für das Security-Team.",
    "When a purchase request exceeds the budget line, the controller escalates it to the CFO.",
    "Si un colis arrive abîmé, l'accueil prend une photo avant de signer.",
    "Übersteigt eine Bestellanforderung das Budget, eskaliert das Controlling an die Geschäftsführung.",
    # a step waived for a role in the team: "don't need / don't have to / n'ont pas besoin d'" (a
    # general structure over a closed class of role nouns: en.py, fr.py permission)
    "Interns don't need manager approval to book a meeting room.",
    "Reviewers do not have to rerun the full suite for comment-only changes.",
    "Volunteers at the booth don't have to wear the company shirt.",
    "Designers don't need a second sign-off for icon tweaks.",
    "Part-time staff don't have to join the Friday demo.",
    "Les traducteurs n'ont pas besoin d'ouvrir un ticket pour une coquille.",
    "Les auditeurs externes n'ont pas besoin d'un badge permanent.",
    # after the team's place, a kind in the plural and any verb of doing before its object (general:
    # forms._KIND_DOES)
    "Chez nous, les fournisseurs reçoivent leur paiement sous trente jours.",
    "Chez nous, les candidats rencontrent deux personnes de l'équipe.",
    "In our team, new hires shadow a senior engineer for their first two weeks.",
    "Chez nous, les stagiaires présentent leur projet à la fin du stage.",
    "Ici, les intervenants externes signent une charte de confidentialité à l'accueil.",
    # a kind narrowed by the team's context that has a property as something: haben … als, have … as,
    # ont … comme (general)
    "Rechnungen an Behörden haben die Auftragsnummer als Betreff.",
    "excel vorlagen für die buchhaltung haben das komma als dezimaltrenner",
    "Invoices to public bodies have the order number as their subject line.",
    "Les fichiers de traduction ont le code de langue comme suffixe.",
    # German: a kind going through a step or a place, a step of the work named between (general)
    "Pressemitteilungen wandern vor dem Versand über den Schreibtisch der Pressestelle.",
    "Neue Lieferanten laufen vor der ersten Bestellung durch eine Bonitätsprüfung.",
    "Übersetzungen gehen nach dem Import zuerst in eine Sprachprüfung.",
    "Dienstreiseanträge gehen vor der Buchung über die Assistenz.",
    "Gerätebestellungen laufen vorher über den Einkauf.",
    # German with no capital at all: the kind is the first word that is no closed-class word
    # (general: de_kinds._BARE_KIND)
    "dienstreisen bucht bei uns das office management",
    "urlaubsanträge genehmigt die teamleitung",
    "messestände bucht bei uns das marketing",
    "pressetexte liest bei uns die kommunikation gegen",
    "softwarelizenzen verwaltet bei uns die it abteilung",
    # German: the kind first, the verb second and the team as the doer after it (general)
    "Spesenbelege sammeln wir digital im Portal.",
    "Testdaten anonymisieren wir vor dem Export.",
    "Gastvorträge kündigen wir im Intranet an.",
    "Wartungsfenster stimmen wir mit dem Kunden ab.",
    "Sicherheitsvorfälle dokumentieren wir im Incident-Wiki.",
    # a filler of hesitation opening a voice-typed sentence is an opener (general, fr and de;
    # main already read English's)
    "bah les notes de frais des consultants passent par leur manager",
    "euh les alternants peuvent valider leurs propres corrections de doc",
    "euh les chefs de projet valident les devis avant l'envoi",
    "ähm reisekostenabrechnungen über fünfhundert euro prüft die buchhaltung nach",
    "äh die lizenzen verlängert der einkauf jedes jahr im januar",
    # a kind needing a count of its gate (one wording: a closed class of gate nouns)
    "Travel requests above a thousand euros need two approvals from finance.",
    "Conference sponsorships need one signature from marketing and one from legal.",
    "Deploys to prod need two reviewers from the platform team.",
    "Access requests to payroll data need two approvers.",
    "Grant applications need three reviewers from outside the lab.",
    # German: a setting that comes round, its verb and a doer said as any one of a kind (general)
    "Bei Kundenterminen führt eine Person aus dem Vertrieb das Protokoll.",
    "In Retros moderiert ein Teammitglied von außerhalb.",
    "Bei Audits begleitet ein Mitglied der Geschäftsleitung die Prüfer.",
    "In Sprint-Reviews präsentiert ein Entwickler die Demo.",
    "Bei Lieferantenbesuchen begleitet eine Person aus dem Einkauf die Gäste.",
    # "früher" as a comparative (nicht früher, … früher als) is no past (one wording)
    "Lieferantenrechnungen zahlen wir nicht früher als nötig.",
    "Urlaubsanträge stellt man mindestens zwei Wochen früher.",
    "Reisekosten erstatten wir nicht früher als am Monatsende.",
]

# Near misses of the same forms, which main's code reads right and which must stay so.
NONE = [
    # the cadence's form with a trouble, a state, a measure, a time of now, a question, a past, a
    # relative clause
    "The build breaks every other Tuesday for no reason.",
    "Only this week, the support rota starts on a Tuesday.",
    "Der Server ist jeden zweiten Montag langsam.",
    "Le site plante une fois par semaine depuis la mise à jour.",
    "Kafka compacts log segments in the background.",
    "Das Wetter ist am Wochenende meistens schlecht.",
    "The nightly job takes two hours every night.",
    "Are bonuses wired on the final Friday of every quarter?",
    "The office printer jams every other Monday.",
    "Das Gehalt kam im Mai erst am letzten Werktag.",
    "Les builds prennent vingt minutes chaque nuit.",
    "Write a helper that lists every Tuesday of a given year.",
    # a condition with a state, a verdict, what goes wrong, one occasion later today, the code's spec
    "If a test fails, the pipeline stops.",
    "Wenn ein Server ausfällt, ist das ärgerlich.",
    "Si le fournisseur rappelle tout à l'heure, la réunion est décalée.",
    "When the migration finishes tonight, the dashboard goes green.",
    "If the board meeting overruns tonight, open the webinar without me.",
    "Si un serveur tombe, le site plante.",
    "When a visitor presses Submit, the page posts the entries.",
    # what a product asks of its users, one thing, more of a thing, a tool's behaviour, once
    "Users don't need an account to browse the catalogue.",
    "I don't need a ticket for this one.",
    "Sur notre boutique, les usagers n'ont pas besoin d'un compte pour payer.",
    "We don't need more chairs for the event.",
    "Kafka consumers don't need to know the partition count.",
    "You don't have to answer that right now.",
    # the team's place with a trouble, a time of now, the people a product serves, a question
    "Chez nous, les serveurs tombent souvent en panne.",
    "Chez nous, les clients attendent beaucoup en ce moment.",
    "Chez vous, les commandes arrivent en combien de jours ?",
    "Chez nous, les prix augmentent depuis janvier.",
    "Chez nous, les gens partent tôt le vendredi.",
    # a state since yesterday, one person, a tool's parts, a past
    "Die Exporte haben seit gestern ein falsches Trennzeichen.",
    "We have Maria as our new team lead.",
    "Kafka topics have partitions and replicas.",
    "Die Kollegen haben mich als Sprecher gewählt.",
    # of now, and a verb of going wrong with its particle
    "Die Pakete gehen heute noch durch den Zoll.",
    "Die Lieferung geht gerade durch den Zoll.",
    "Forschungsartikel gehen oft in der Masse unter.",
    # lower case with no kind first: a time, a pronoun, an article before a state
    "heute regnet es schon wieder",
    "die server sind gerade langsam",
    "ich finde das gut so",
    "kollegen aus berlin kommen morgen vorbei",
    # having, and the team's act now
    "Probleme haben wir genug.",
    "Kaffee trinken wir gerade in der Küche.",
    "Rechnungen bezahlen wir diese Woche etwas später.",
    # a filler before a doubt or a question
    "euh je sais pas trop",
    "ähm wo ist der schlüssel für den serverraum",
    "um what time is the standup tomorrow",
    # a third batch of hard negatives written after the readings, run once (15: 14 read as rules
    # then, main 4, 7 now); those the readings now leave alone: the speaker's private life, what a system
    # does by itself, a world's kind with no context of the team's
    "My sister visits us on the first Sunday of each month.",
    "If a flight is cancelled, the airline rebooks passengers automatically.",
    "Le facteur passe chaque jour vers onze heures.",
    "Le cache Redis expire chaque nuit à minuit.",
    "Android apps have a manifest file as their entry point.",
    "Les chats ont les moustaches comme capteurs.",
    "Elektroautos haben den Akku als schwerstes Bauteil.",
    # a need of more of a thing, of things to have, of one thing from the one addressed
    "The servers need more memory.",
    "The servers need two new disks.",
    "The report needs a summary from you by Friday.",
    # what lacks, the weather, what one sees
    "Bei Kundenterminen fehlt oft ein Protokoll.",
    "In Berlin regnet es ständig.",
    "In Teams sieht man eine grüne Markierung neben dem Namen.",
    # "früher" as "formerly": a past
    "Früher haben wir Rechnungen per Post verschickt.",
    "Rechnungen haben wir früher von Hand geprüft.",
    "Das war früher anders bei uns.",
]

# Near misses main's code read as rules: one occasion later today ("nachher").
NOT_ANY_MORE = [
    "Wenn das Kundengespräch nachher ausufert, macht die Planung ohne mich.",
]


@pytest.mark.parametrize("text", RULES)
def test_a_sibling_of_a_class_read_for_dev33m_is_a_rule(text):
    assert reading(text) == "suggest", text


@pytest.mark.parametrize("text", NONE + NOT_ANY_MORE)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none", text


def test_the_probes_are_in_no_set():
    texts = texts_outside() | {
        c.text
        for folder in (DEV33L, DEV33L_FROZEN, DEV33M, DEV33M_FROZEN)
        for c in load_corpus(folder)
    }
    probes = [*RULES, *NONE, *NOT_ANY_MORE]
    assert not set(probes) & texts
    assert len(set(probes)) == len(probes)
