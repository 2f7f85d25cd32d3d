"""Issue 33, sixteenth round (European half: en, fr, de; suggestions): dev33p was written by hand
before the judgement was touched and committed (9a0d4b1b) before its first run; its frozen third (the
lowest third per language by SHA-256) is scored once, by the integrator, at the end, never here.

This round reads general parts of a sentence, not wordings: a negative word among a clause's first
words then "without"; a lead naming the rule ("The policy is that …", "Es gilt die Regel, dass …")
and a rule said to be gone; the clause narrowing a subject set aside (a relative or contact clause,
a phrase of "for"); a kind kept out of what the team makes; a kind not given something past a bound;
French voice-typed leads and a kind taken up by "tu les"; the French pronominal passive negated with
a way; "ça se fait" and the way; a French refused way's lower bound; the German team's place and an
impersonal passive over every item. Siblings of each class and near misses of the same form were
written before the reading; RULES are siblings main's code (62685d0b) reads wrong, STILL_RULES
siblings it read already, NONE near misses that must stay no rule (NOT_ANY_MORE those main read as
rules). BLIND is the batch written after the first readings and run once (14 of 15 right; main's
code 9 of 15); its one miss is left (a contact clause whose subject is a role: "The rota the ward
manager publishes …"; main does not read the sentence without the clause either)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33P, DEV33P_FROZEN
from tests.judgement_sets import assert_round_set, reading, texts_outside

SIXTEENTH_ROUND_EU = ("en", "fr", "de")


def test_the_sixteenth_round_sets_are_large_and_apart():
    """30 messages per language, dev part and frozen third together (18 lasting rules, 12 hard
    negatives), the frozen third chosen by the SHA-256 of each text, and none in any other set (the
    frozen third is loaded, never judged)."""
    assert_round_set(
        DEV33P, DEV33P_FROZEN, SIXTEENTH_ROUND_EU, "sixteenth-round", {"suggest": 18, "none": 12}
    )


# Siblings of each class read for dev33p's misses (in no set), each read wrong by main's code.
RULES = [
    # a negative word among a clause's first words, then "without" (general: forms.gated)
    "Nothing leaves the lab without a signed chain-of-custody form.",
    "Nobody gets a company laptop without a signed equipment agreement.",
    "Im Labor wird keine Probe ohne Barcode angenommen.",
    "Hier wird kein Code ohne Review gemergt.",
    "Bei der Inventur wird nichts ohne Zählliste ausgebucht.",
    # a lead naming the rule and saying what it is (general: rule_shapes._RULE_IS), a rule said to be gone
    "La règle, c'est que les devis partent avec la date de validité.",
    "La règle est que les absences sont signalées avant 9 h.",
    "The policy is that refunds above 500 go through finance.",
    # the clause narrowing a subject set aside (general for en and de: modifiers.py)
    "The purchase orders we raise for suppliers always carry a cost-centre code.",
    "The slides you send to prospects never include our internal pricing tiers.",
    "Die Pflegekraft, die den Nachtdienst übernimmt, prüft jeden Medikamentenwagen vor Schichtbeginn.",
    # a kind kept out of what the team makes, by a contact clause (en_kinds.KIND_KEPT_OUT)
    # (and dev33o-en-012, "Customer names never show up in the dashboard screenshots we post in
    # Slack", the fifteenth round's one left: now read)
    "Patient initials never appear in the case studies we publish.",
    "Internal prices don't appear in the quotes we send to resellers.",
    "Student surnames never end up in the newsletters we send home.",
    # a kind not given something but past a bound (en_kinds.KIND_NOT_GIVEN)
    "Contractors don't get VPN access without a signed NDA.",
    "Guests don't get the wifi password without checking in at reception.",
    # French voice-typed leads and a plural kind taken up by "tu les" / "vous les" (fr.py, fr_kinds)
    "ok donc les devis tu les envoies en PDF",
    "euh du coup les badges visiteurs vous les rendez à l'accueil le soir",
    "Les bons de livraison, tu les scannes dans le dossier du client.",
    "les factures fournisseurs tu les classes par mois voilà",
    "bon ben les rapports d'incident tu les mets dans le drive de l'équipe",
    # the French pronominal passive negated with a way or a bound (fr_kinds.KIND_MADE)
    "Les mots de passe ne s'échangent pas par SMS.",
    "Les remises ne s'accordent pas sans l'accord du directeur.",
    "Ça ne se fait pas par mail, on passe par le portail.",
    "Les dossiers médicaux ne se photocopient pas sans autorisation.",
    "Les badges ne se prêtent pas, même pour une heure.",
    # French "ça se fait" and the way (fr_kinds.KIND_MADE)
    "Ça se fait par le portail fournisseur, pas par mail.",
    "Les inscriptions, ça se fait uniquement en ligne.",
    "Les congés, ça se demande dans Lucca.",
    "Les accès VPN, ça se demande auprès du support.",
    # a French refused way with a lower bound; the imperfect is a past (fr_kinds.TEAM_REFUSES)
    "On ne facture pas les déplacements en dessous de 20 km.",
    "On ne rembourse pas les trajets de moins de 10 km.",
    "Nous n'acceptons pas de commandes en dessous de 50 euros.",
    "On n'ouvre pas de dossier sous 200 euros de litige.",
    # the German team's place, then an impersonal passive over every item or none (de_kinds.PLACE_PASSIVE)
    "Hier wird nach Schichtende nichts mehr eingelagert.",
    "Hier wird jeder Wareneingang fotografiert.",
    "In der Apotheke wird jedes Rezept zweimal kontrolliert.",
]

# Siblings main's code read already: still rules.
STILL_RULES = [
    # a negative word among a clause's first words, then "without" (general: forms.gated)
    "Personne n'entre au bloc sans badge.",
    # a lead naming the rule and saying what it is (general: rule_shapes._RULE_IS), a rule said to be gone
    "Bei uns gilt die Regel, dass Angebote vier Wochen gültig sind.",
    "Die Regel ist, dass Rücksendungen innerhalb von 14 Tagen bearbeitet werden.",
    # the clause narrowing a subject set aside (general for en and de: modifiers.py)
    "Der Fahrer, der die Frühtour fährt, lädt die Kühlware immer zuletzt.",
    "Les devis que tu envoies aux prospects mentionnent toujours la durée de validité.",
    "Contracts for new suppliers go through procurement before anyone signs them.",
    "Reports for the regional managers go out every Monday by 10.",
    # a kind kept out of what the team makes, by a contact clause (en_kinds.KIND_KEPT_OUT)
    "Salary figures never go into the slides we share with the whole company.",
    # a kind not given something but past a bound (en_kinds.KIND_NOT_GIVEN)
    "Interns never receive client files before their background check clears.",
    "Trial users don't get phone support outside business hours.",
    # French "ça se fait" and the way (fr_kinds.KIND_MADE)
    "Ça se règle au guichet, jamais en ligne.",
    # a French refused way with a lower bound; the imperfect is a past (fr_kinds.TEAM_REFUSES)
    "On ne livre pas de palettes de moins de 100 kg.",
    # the German team's place, then an impersonal passive over every item or none (de_kinds.PLACE_PASSIVE)
    "Im Labor werden alle Proben doppelt etikettiert.",
    "Auf der Station wird grundsätzlich nur mit Handschuhen gearbeitet.",
    "Bei uns werden Überstunden nur mit Freigabe abgerechnet.",
]

# Near misses: the same surfaces without a rule (a past, now, another's, a machine, a question).
NONE = [
    # a negative word among a clause's first words, then "without" (general: forms.gated)
    "Nothing works without the VPN, it's so annoying.",
    "Nobody can open the safe without the code.",
    "Gestern wurde kein Paket ohne Verzögerung verladen.",
    "Today nothing goes out without Omar's signature because the scanner is down.",
    # a lead naming the rule and saying what it is (general: rule_shapes._RULE_IS), a rule said to be gone
    "Die Regel war früher, dass Angebote vier Wochen gültig waren.",
    "Is the rule that refunds above 500 go through finance?",
    "La règle, je ne la connais pas encore.",
    # the clause narrowing a subject set aside (general for en and de: modifiers.py)
    "The quotes we sent out last week didn't include the fuel surcharge.",
    "The driver who does the early run is off sick today.",
    "Die Folien, die du gestern geschickt hast, enthalten immer noch die alten Preise.",
    "The slides for this pitch go to Maria by Friday.",
    # a kind kept out of what the team makes, by a contact clause (en_kinds.KIND_KEPT_OUT)
    "Error codes never show up in the logs, which is weird.",
    "The new logo doesn't appear in the PDFs we exported yesterday.",
    "Customer names never show up in the reports the vendor sends us.",
    # a kind not given something but past a bound (en_kinds.KIND_NOT_GIVEN)
    "New hires didn't get laptops in their first week.",
    "Customers don't get their refunds fast enough, it's a mess.",
    "Our interns don't really get much training these days.",
    # French voice-typed leads and a plural kind taken up by "tu les" / "vous les" (fr.py, fr_kinds)
    "les bons de livraison tu les as scannés hier ?",
    "ok donc les devis tu les as envoyés ce matin",
    "euh du coup les badges tu les trouves où ?",
    # the French pronominal passive negated with a way or a bound (fr_kinds.KIND_MADE)
    "Le fichier ne se charge pas sur mon poste.",
    "La page ne s'affiche pas sur mobile depuis hier.",
    "Ça ne se voit pas sur la capture.",
    # French "ça se fait" and the way (fr_kinds.KIND_MADE)
    "Ça se fait en deux minutes.",
    "Ça se passe bien avec le client.",
    "Les réservations, ça se fait en ce moment par téléphone.",
    "Ça se fait pas trop chez eux, je crois.",
    # a French refused way with a lower bound; the imperfect is a past (fr_kinds.TEAM_REFUSES)
    "On ne livre pas en dessous de 50 euros aujourd'hui, le camion est plein.",
    # the German team's place, then an impersonal passive over every item or none (de_kinds.PLACE_PASSIVE)
    "Hier wird nichts mehr repariert.",
    "Im Lager wird heute jede Palette neu gezählt.",
    "Hier wird angeblich jede Rechnung doppelt geprüft.",
]

# Near misses main's code read as rules.
NOT_ANY_MORE = [
    # a lead naming the rule and saying what it is (general: rule_shapes._RULE_IS), a rule said to be gone
    "Die Regel, dass Rechnungen nur freitags freigegeben werden, gibt es nicht mehr.",
    # a French refused way with a lower bound; the imperfect is a past (fr_kinds.TEAM_REFUSES)
    "On ne sait jamais ce que le client va demander.",
    "On ne facturait pas les déplacements de moins de 20 km avant la fusion.",
]

# Written after the first readings, run once: 14 of 15 right (main's code 9), no false suggestion.
BLIND = [
    ("suggest", "Nobody signs for a delivery without counting the cartons first."),
    (
        "suggest",
        "Refund requests from marketplace buyers go through Kemal before anyone approves them.",
    ),
    ("none", "The vendors we used last quarter never sent their invoices on time."),
    ("none", "Nothing loads without the VPN on these old laptops."),
    ("suggest", "La règle ici, c'est que les bulletins de paie partent avant le 28."),
    ("suggest", "euh du coup les factures d'acompte vous les envoyez en recommandé"),
    ("suggest", "Les clés du coffre ne se prêtent pas, même au responsable de garde."),
    ("none", "Les dossiers, tu les as déjà transmis au cabinet ?"),
    ("none", "Ça ne se synchronise pas depuis ce matin sur la tablette du magasin."),
    ("suggest", "Im Wareneingang wird keine Palette ohne Lieferschein angenommen."),
    (
        "suggest",
        "Die Ärztin, die den Bereitschaftsdienst hat, unterschreibt jede Entlassung selbst.",
    ),
    ("suggest", "Bei uns gilt die Vorgabe, dass Kundendaten nie auf privaten Geräten landen."),
    ("none", "Die Regel mit den zwei Unterschriften wurde letztes Jahr abgeschafft."),
    ("none", "Letzte Woche wurde hier kein Paket ohne Verspätung verladen."),
]


@pytest.mark.parametrize("text", RULES + STILL_RULES)
def test_a_sibling_of_a_class_read_for_dev33p_is_a_rule(text):
    assert reading(text) == "suggest"


@pytest.mark.parametrize("text", NONE + NOT_ANY_MORE)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none"


@pytest.mark.parametrize(("label", "text"), BLIND)
def test_the_blind_batch_reads_as_labelled(label, text):
    assert reading(text) == label


def test_a_clause_set_aside_stays_in_the_stored_words():
    found = judge(
        "The slides you send to prospects never include our internal pricing tiers."
    ).suggestion
    assert found is not None
    assert (
        found.content == "The slides you send to prospects never include our internal pricing tiers"
    )


def test_a_lead_naming_the_rule_is_left_out_of_the_stored_words():
    found = judge("The policy is that refunds above 500 go through finance.").suggestion
    assert found is not None and found.content == "Refunds above 500 go through finance"
    # a German "dass" clause keeps its lead (its verb comes last)
    found = judge("Bei uns gilt die Regel, dass Angebote vier Wochen gültig sind.").suggestion
    assert found is not None and found.content.startswith("Bei uns gilt die Regel, dass")


def test_the_probes_are_in_no_set():
    texts = texts_outside()
    probes = RULES + STILL_RULES + NONE + NOT_ANY_MORE + [text for _, text in BLIND]
    assert not set(probes) & texts
    assert len(set(probes)) == len(probes)
