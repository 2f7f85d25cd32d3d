"""Issue 33, tenth round (European half: en, fr, de): dev33j was written by hand before the
judgement was touched and committed (1d75604) before its first run; its frozen third (the lowest
third per language by SHA-256) is scored once, by the integrator, at the end, never here."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33J, DEV33J_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

TENTH_ROUND_EU = ("en", "fr", "de")


def test_the_tenth_round_sets_are_large_and_apart():
    """At least 36 messages per language, dev part and frozen third together, the frozen third
    chosen by the SHA-256 of each text, ~5 explicit requests a language, and none in any other
    set (the frozen third is loaded, never judged)."""
    assert_round_set(
        DEV33J,
        DEV33J_FROZEN,
        TENTH_ROUND_EU,
        "tenth-round",
        {"suggest": 20, "explicit": 5, "none": 13},
        range(1, 10000),
    )


# Sibling probes of each class read for dev33j's and dev33i_frozen's misses, in the three
# languages (in no set): what each class must read, and the near misses it must leave alone.
RULES = [
    # the bare verb of noting for later is explicit (see EXPLICIT); below: classes read as rules
    # under a condition on any item, what happens to it or what the team does then
    "If a payment webhook fails twice, it goes to the retry queue.",
    "Quand une facture est rejetée, on prévient la compta le jour même.",
    "Wenn ein Nightly-Job scheitert, landet er im Fehlerkanal.",
    "Whenever a customer asks for deletion, we wipe their uploads within a week.",
    # the team's place, then a kind and how it is made; a named repository or service
    "In the analytics repo, dashboards always go through a review.",
    "Chez nous, les identifiants de session sont en hexadécimal.",
    # a plural kind, a participle and a measure; the kind put first with the team's verb
    "Audit logs are retained for two years.",
    "Les exports CSV sont conservés sept jours.",
    "Sicherungen werden 90 Tage aufbewahrt.",
    "Rechnungs-PDFs bewahren wir zehn Jahre auf.",
    # a kind narrowed by "without", then a negated present
    "Tickets without an owner are never scheduled.",
    "Les maquettes sans validation ne sont pas intégrées.",
    "Merge Requests ohne Ticket werden nicht gemergt.",
    # a stretch between two points; up to an event, a prohibition of no one
    "Between the inventory count and the audit, only read queries run on the stock tables.",
    "Zwischen Weihnachten und Neujahr wird nichts deployt.",
    "Jusqu'à la fin de l'audit, on ne supprime aucune donnée.",
    "Until the vendor signs off, nobody touches the invoice templates.",
    # leave given to a kind of people or for a kind of item
    "You can skip the load test for config-only changes.",
    "Les alternants ont le droit de fusionner leurs propres PR de docs.",
    "Werkstudenten dürfen Feature-Flags selbst umschalten.",
    "Kleine Refactorings kannst du ohne Ticket einchecken.",
    # a performative request of the team, of every item
    "We ask you to tag every release with its changelog entry.",
    "Wir bitten dich, sämtliche Konfigurationsdateien vor dem Merge zu validieren.",
    "Nous vous demandons de toujours joindre les logs aux tickets d'incident.",
    # the team's schedule
    "Our dependency review happens every Thursday afternoon.",
    "La revue des accès a lieu chaque trimestre.",
    "Die Retro findet jeden zweiten Freitag statt.",
    # a kind that sits beside another; a kind put first with the addressee's verb
    "Snapshot files sit next to the test that writes them.",
    "Neue Feature-Flags trägst du bitte auch ins Flag-Register ein.",
    # a restriction from one event up to another
    "Once the release branch is cut, only bug fixes get merged until the tag is pushed.",
]

EXPLICIT = [
    "Note for later: the staging bucket is media-stg, not media-staging.",
    "Bitte merken: das Wiki für das Lager liegt unter wiki.lager.intern.",
    "Für die Zukunft notieren: Kundennummern haben immer acht Stellen.",
]

NONE = [
    # a trouble that recurs, a past
    "The outage happens every Monday.",
    "Der Ausfall findet jeden Montag statt.",
    "Les fichiers sont restés deux jours en panne.",
    "PRs without a description were not reviewed.",
    "Les PR sans description n'ont pas été relues.",
    # one thing, once; the speaker's state
    "If the build breaks tonight, we page Sam.",
    "Until Monday we are not in the office.",
    "Between you and me, the tests are flaky.",
    "You can bypass the review for this one.",
    "Die Tickets kannst du schließen.",
    "Wir bitten Sie, die Änderung heute noch abzustimmen.",
    "Schreib mir eine kurze Liste der offenen Tickets.",
    "Once CI is green, merge only this PR until lunch.",
    "PRs sit in review for days.",
    # reported, disputed
    "The Postgres manual recommends that every table has a primary key.",
    "La charte de l'équipe sécurité préconise de toujours chiffrer les sauvegardes.",
    "Das Handbuch empfiehlt, Passwörter nie im Klartext zu speichern.",
    "I never asked you to rewrite the auth module.",
    "Je n'ai jamais exigé qu'on fusionne le vendredi.",
    "Ich hab nie gefordert, dass alle Tests grün sein müssen.",
    # the noun, not the verb: a note that stays a rule, no request
    "Note: the demo moved to Thursday.",
]


@pytest.mark.parametrize("text", RULES)
def test_a_sibling_of_a_class_read_for_dev33j_is_a_rule(text):
    assert reading(text) == "suggest", text


@pytest.mark.parametrize("text", EXPLICIT)
def test_the_bare_verb_of_noting_for_later_is_a_request_to_remember(text):
    assert reading(text) == "explicit", text


@pytest.mark.parametrize("text", NONE)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none", text


def test_a_noun_of_noting_stays_a_note_not_a_request():
    """ "Quick note for the future: …" is a note (its rule is suggested), "Note for the future: …"
    the verb (a request to remember)."""
    note = judge("Quick note for later: fixtures go in tests/fixtures, not in tests/data.")
    assert not note.explicit and note.suggestion is not None
    request = judge("Note for later: fixtures go in tests/fixtures, not in tests/data.")
    assert request.explicit and request.explicit[0].form == "remember"


def test_the_probes_are_in_no_set():
    texts = texts_outside() | {c.text for c in load_corpus(DEV33J)}
    assert not {*RULES, *EXPLICIT, *NONE} & texts
