"""Issue 33, twelfth round (European half: en, fr, de; suggestions): dev33l was written by hand before
the judgement was touched and committed (37affdb) before its first run; its frozen third (the
lowest third per language by SHA-256) is scored once, by the integrator, at the end, never here.

The misses of dev33l and of dev33k_frozen (scored last round, development data now) were one
structure: a plain statement of how each thing of a kind is done here, with no rule word. Before
each reading, siblings of the class (other vocabulary, domains, voices) and near misses that share
its form were written; the siblings below are those main's code reads wrong (a sibling main already
read is left out: it tests nothing), the near misses those main reads right and that must stay so,
and NOT_ANY_MORE the near misses main read as rules."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33K, DEV33K_FROZEN, DEV33L, DEV33L_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

TWELFTH_ROUND_EU = ("en", "fr", "de")


def test_the_twelfth_round_sets_are_large_and_apart():
    """30 messages per language, dev part and frozen third together (18 lasting rules, 12 hard
    negatives, no explicit request and no turn of a message: those are judge-l-explicit's and
    judge-l-turns', ids from 501 and 701), the frozen third chosen by the SHA-256 of each text, and
    none in any other set (the frozen third is loaded, never judged)."""
    assert_round_set(
        DEV33L, DEV33L_FROZEN, TWELFTH_ROUND_EU, "twelfth-round", {"suggest": 18, "none": 12}
    )


# Siblings of each class read for dev33l's and dev33k_frozen's misses, and near misses of the same
# form (in no set).
RULES = [
    # a kind (narrowed as one likes) and the passive present with how, by whom or from where
    "Purchase orders over ten grand are approved by the CFO.",
    "Podcast episodes for the company feed are mixed in Audition before upload.",
    "all product photos are shot on a white background",
    # a kind and a verb of using, carrying, following, opening with or going through
    "Release tags follow semver with a leading v.",
    "Incident reports open with a one-line summary of customer impact.",
    "Our onboarding emails carry the unsubscribe link in the footer.",
    "Wireframes for the checkout use the grey placeholder kit.",
    # a kind or the team's thing on a time that recurs; a recurring time, then the team's verb
    "Sprint reviews take place every other Friday.",
    "Security patches ship on a weekly cadence.",
    "Inventory counts happen on Sundays before the store opens.",
    "Every other Wednesday we rotate the API keys.",
    # under a condition on any case, the case's passive and how; a mechanism of a tool as doer, a question, a past
    "If an invoice is disputed, the account is flagged for the collections team.",
    "When a laptop is lost, the device gets wiped remotely by IT.",
    "Whenever a vendor changes bank details, the payment is held for manual review.",
    "If a backup fails, the on-call engineer is paged straight away.",
    "When a candidate accepts an offer, the hiring channel is notified within the hour.",
    # a kind (or 'toute' one) and the passive present with how or by whom
    "Les bons de commande au-delà de dix mille euros sont approuvés par la direction financière.",
    "Toute demande de congé est validée par le manager direct.",
    "les photos produit sont prises sur fond blanc",
    "Les communiqués de presse sont relus par le service juridique avant diffusion.",
    # a kind and a verb of using, carrying, following, opening with or going through
    "Les tags de release suivent le semver avec un v devant.",
    "Les rapports d'incident commencent par un résumé de l'impact client.",
    "Nos mails d'accueil portent le lien de désinscription en pied de page.",
    "Les maquettes du tunnel d'achat utilisent le kit gris de l'équipe design.",
    # a time that recurs one week in two, then the team's verb; said of a kind
    "Un mercredi sur deux, on fait tourner les clés d'API.",
    "Les revues de sprint ont lieu un vendredi sur deux.",
    "Une semaine sur deux, l'équipe data nettoie les tables temporaires.",
    "Les correctifs de sécurité sortent toutes les deux semaines.",
    # the kind put first, taken up by 'on les …'
    "Les factures fournisseurs, on les scanne avant de les classer.",
    "Le changelog, on le rédige en français.",
    "Les captures d'écran, on les prend en mode clair.",
    "Les mots de passe Wi-Fi, on les change tous les trimestres.",
    # one kind (or each item) and the pronominal passive; a mechanism of a tool
    "Le code de la borne se compile sur la machine de build.",
    "Chaque facture se signe en deux exemplaires.",
    "La doc API s'écrit en anglais.",
    # a kind with no article first, the verb second, the doer after it
    "Bestellungen über fünfhundert Euro genehmigt bei uns die Teamleitung.",
    "Pressemitteilungen prüft die Rechtsabteilung vor der Veröffentlichung.",
    "Datenbank-Backups verschlüsselt das Ops-Team mit dem Firmenschlüssel.",
    "Urlaubsanträge bestätigt die direkte Vorgesetzte.",
    "Lizenzschlüssel verwaltet bei uns ausschließlich die IT.",
    # a kind and a verb of using, carrying, following, beginning with or going through
    "Release-Tags folgen dem Semver-Schema mit einem v davor.",
    "Vorfallberichte beginnen mit einer Zusammenfassung der Kundenauswirkung.",
    "Förderanträge laufen über das Forschungsbüro.",
    "Unsere Begrüßungsmails tragen den Abmeldelink in der Fußzeile.",
    "Wireframes für den Checkout nutzen das graue Platzhalter-Kit.",
    # a place of the team's work, the verb second and 'wir'
    "In der API-Referenz duzen wir die Entwickler.",
    "Im Wiki legen wir Anleitungen unter Howtos ab.",
    "In den Release Notes nennen wir keine internen Ticketnummern.",
    "In Angeboten runden wir Preise auf volle Euro.",
    # leave given to a kind narrowed by an adjective, a waiving tail; never the product's users
    "Externe Übersetzer dürfen Strings direkt im Portal ändern, ohne Ticket.",
    "Neue Kolleginnen dürfen in der ersten Woche nur lesen.",
    "Studentische Hilfskräfte dürfen Pull-Requests für die Doku selbst mergen.",
    "Freie Mitarbeiter dürfen das Staging-Cluster neu starten, aber nicht Produktion.",
    "Alle Entwickler dürfen Feature-Flags im Staging umschalten, ohne Rückfrage.",
    # a kind narrowed by more words and the passive; a mechanism of a tool
    "Bestellungen über zehntausend Euro werden von der Geschäftsführung freigegeben.",
    "Verträge mit neuen Lieferanten werden vor der Unterschrift von der Rechtsabteilung geprüft.",
    "Alle Fotos für den Onlineshop werden vor weißem Hintergrund aufgenommen.",
    "Urlaubsanträge für die Weihnachtszeit werden bis Ende Oktober eingereicht.",
    # a kind, what it is in the team's place and what not
    "Zeitstempel sind in diesem Repo UTC, keine Ortszeit.",
    "Preise sind in der Datenbank Nettobeträge, keine Bruttobeträge.",
    "Mach den Export fertig und schick ihn an Jana. IDs sind bei uns UUIDs, keine fortlaufenden Zahlen.",
    "Sprachcodes sind im Frontend BCP-47, nicht ISO 639-1.",
    "Dateinamen sind in diesem Projekt kebab-case, kein CamelCase.",
    # a second batch written after the first changes, run once (en, fr, de): 20 of 30 right then, main 15
    "Mobile builds for beta testers ship every Wednesday.",
    "Les factures fournisseurs sont payées le 15 de chaque mois.",
    "Les articles du blog sont relus par deux rédacteurs avant publication.",
    "Les builds mobiles pour les bêta-testeurs sortent tous les mercredis.",
    "Les invités du podcast signent l'autorisation avant l'enregistrement.",
    "Lieferantenrechnungen werden am 15. jedes Monats bezahlt.",
    "Hardware-Rücksendungen laufen über das RMA-Portal, nicht per Mail.",
    "Blogartikel lesen bei uns zwei Redakteure vor der Veröffentlichung gegen.",
    "Mobile Builds für Betatester gehen jeden Mittwoch raus.",
    "Podcast-Gäste unterschreiben die Einverständniserklärung vor der Aufnahme.",
]

NONE = [
    # a kind (narrowed as one likes) and the passive present with how, by whom or from where
    "Our API responses are slowed by the proxy this week.",
    "Kafka topics are partitioned logs.",
    "Memory pages are swapped to disk by the kernel.",
    # a kind and a verb of using, carrying, following, opening with or going through
    "Docker containers share the host kernel.",
    "Our tests use a lot of memory right now.",
    # a kind or the team's thing on a time that recurs; a recurring time, then the team's verb
    "The outage happens every Monday, it's driving me nuts.",
    "Our builds run slowly on Mondays.",
    "Deploys happen on Mondays this month.",
    # (a bare day after a happening only says when it usually happens, as "Deploys happen on
    # Fridays" in test_judgement_structure.py)
    "Standups happen on Tuesdays.",
    "Retros take place on Thursdays.",
    # under a condition on any case, the case's passive and how; a mechanism of a tool as doer, a question, a past
    "If the server restarts, the cache is lost.",
    "When I opened the app, the screen was blank.",
    "If the build fails, the deploy is blocked.",
    "Kubernetes services are load-balanced by kube-proxy.",
    "Are invoices above five grand countersigned by finance?",
    "The invoices from last quarter were countersigned by the CFO.",
    # a kind (or 'toute' one) and the passive present with how or by whom
    "Les réponses de notre API sont ralenties par le proxy cette semaine.",
    "Les topics Kafka sont des journaux partitionnés.",
    "Les pages mémoire sont déplacées sur le disque par le noyau.",
    # a kind and a verb of using, carrying, following, opening with or going through
    "Les conteneurs Docker partagent le noyau de l'hôte.",
    "Nos tests utilisent beaucoup de mémoire en ce moment.",
    "Les utilisateurs utilisent surtout Safari.",
    # a time that recurs one week in two, then the team's verb; said of a kind
    "Un vendredi sur deux, je suis en télétravail.",
    "La panne revient un lundi sur deux, c'est pénible.",
    "Cette semaine, on fait le ménage dans les branches mortes.",
    # the kind put first, taken up by 'on les …'
    "Les tickets de la semaine dernière, on les a fermés hier.",
    "Ce fichier, on le supprime tout de suite.",
    "Les logs, on les regarde demain ?",
    # one kind (or each item) and the pronominal passive; a mechanism of a tool
    "Le build se plante en CI depuis ce matin.",
    "La page se charge lentement aujourd'hui.",
    "Les pods sont répartis sur les nœuds par le scheduler de Kubernetes.",
    # a kind with no article first, the verb second, the doer after it
    "Anfragen von Großkunden beantwortet gerade niemand.",
    "Den Pull-Request prüft morgen die Teamleitung.",
    "Rechnungen bezahlt der Kunde schon wieder zu spät.",
    "Wer prüft bei euch die Pressemitteilungen?",
    # a kind and a verb of using, carrying, following, beginning with or going through
    "Docker-Container teilen sich den Kernel des Hosts.",
    "Unsere Tests verbrauchen im Moment viel Speicher.",
    "Nutzer verwenden meistens Safari.",
    # a place of the team's work, the verb second and 'wir'
    "In der Doku haben wir gerade einen Tippfehler.",
    "Im Meeting sprechen wir morgen darüber.",
    "In der API-Referenz fehlt uns noch ein Beispiel.",
    # leave given to a kind narrowed by an adjective, a waiving tail; never the product's users
    "Externe Dienstleister dürfen diese Woche ausnahmsweise auf den Sandbox-Branch pushen.",
    "Dürfen externe Dienstleister direkt pushen?",
    # a kind narrowed by more words and the passive; a mechanism of a tool
    "Die Rechnungen vom letzten Quartal werden gerade von der Finanzleitung geprüft.",
    "Die Antworten unserer API werden diese Woche vom Proxy ausgebremst.",
    # a kind, what it is in the team's place and what not
    "Geldbeträge sind in diesem Dienst gerade ein Problem.",
    "Zeitstempel sind in diesem Repo ein Chaos, keine Ahnung warum.",
    "Preise sind in der Datenbank falsch, nicht nur im Frontend.",
    # a second batch written after the first changes, run once (en, fr, de): 20 of 30 right then, main 15
    "Mobile builds for beta testers are broken since Monday.",
    "Are hardware returns handled by the vendor's warehouse?",
    "Our invoices went out late last month.",
    "Les articles du blog sont relus lentement ces temps-ci.",
    "Les builds mobiles sont cassés depuis lundi.",
    "Les composants React sont rendus par le DOM virtuel.",
    "Les retours matériel passent par quel portail ?",
    "Die mobilen Builds sind seit Montag kaputt.",
    "Die Rechnungen sind letzten Monat zu spät rausgegangen.",
    "Laufen Hardware-Rücksendungen über das RMA-Portal?",
]

NOT_ANY_MORE = [
    # a kind and a verb of using, carrying, following, opening with or going through
    "PRs go stale after a week without reviews.",
    # leave given to a kind narrowed by an adjective, a waiving tail; never the product's users
    "Nutzer dürfen in unserer App ihre Projekte löschen.",
    # a kind narrowed by more words and the passive; a mechanism of a tool
    "Speicherseiten werden vom Kernel auf die Festplatte ausgelagert.",
    # a second batch written after the first changes, run once (en, fr, de): 20 of 30 right then, main 15
    "Blog posts are reviewed slowly these days.",
    "React components are rendered by the virtual DOM.",
    "Les factures sont parties en retard le mois dernier.",
    "Blogartikel werden in letzter Zeit nur langsam gegengelesen.",
    "React-Komponenten werden vom virtuellen DOM gerendert.",
]


@pytest.mark.parametrize("text", RULES)
def test_a_sibling_of_a_class_read_for_dev33l_is_a_rule(text):
    assert reading(text) == "suggest", text


@pytest.mark.parametrize("text", NONE + NOT_ANY_MORE)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none", text


def test_the_probes_are_in_no_set():
    texts = texts_outside() | {
        c.text
        for folder in (DEV33K, DEV33K_FROZEN, DEV33L, DEV33L_FROZEN)
        for c in load_corpus(folder)
    }
    probes = [*RULES, *NONE, *NOT_ANY_MORE]
    assert not set(probes) & texts
    assert len(set(probes)) == len(probes)
