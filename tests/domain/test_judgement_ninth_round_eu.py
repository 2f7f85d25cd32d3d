"""Issue 33, ninth round (European half: en, fr, de): dev33i was written by hand before the
judgement was touched and committed before its first run; its frozen third (the lowest third per
language by SHA-256) is scored once, by the integrator, at the end."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33I, DEV33I_FROZEN
from tests.judgement_sets import assert_round_set, reading, texts_outside

NINTH_ROUND_EU = ("en", "fr", "de")


def test_the_ninth_round_sets_are_large_and_apart():
    """At least 36 messages per language, dev part and frozen third together, the frozen third
    chosen by the SHA-256 of each text, and none in any other set (the frozen third is loaded,
    never judged)."""
    assert_round_set(
        DEV33I,
        DEV33I_FROZEN,
        NINTH_ROUND_EU,
        "ninth-round",
        {"suggest": 22, "explicit": 3, "none": 13},
        range(1, 10000),
    )


# Sibling probes of each class read for dev33i's and dev33h_frozen's misses, in the three
# languages (in no set): what each class must read, and the near misses it must leave alone.
RULES = [
    # a verbless exclusion, then a piece that narrows it or insists
    "No inline styles in the templates, only the utility classes.",
    "Pas de requêtes dans les vues, uniquement les services.",
    "Keine Inline-Styles in den Templates, nur Utility-Klassen.",
    "No API keys in the frontend bundle, ever.",
    "Aucun secret dans les logs, jamais.",
    "Keine Passwörter im Chat, wirklich nie.",
    # a stretch up to an event to come, put first; German's frame with no comma holding "only"
    "Until the audit is over, no changes to the billing tables.",
    "Jusqu'à la mise en prod, aucun changement de schéma.",
    "Bis zur Abnahme keine Änderungen am Datenmodell.",
    "Während der Messe nur Bugfixes, sonst nichts.",
    # French "tu" elided before a vowel
    "T'as le droit de relancer les jobs en échec sans me prévenir.",
    "T'es libre de réorganiser les dossiers de tests.",
    # a cue word typed one edit wrong
    "alwyas run the migrations in a transaction",
    "nevr commit the .env file",
    "utilise toujorus le logger du projet",
    "bitte imemr die Tests vor dem Push laufen lassen",
    # the team's place, then how things are done there
    "In our team, feature branches start with the ticket number.",
    "Dans l'équipe mobile, on versionne les captures de référence.",
    "In diesem Projekt werden Logs im JSON-Format geschrieben.",
    # a condition on any item, then a pronoun and a verb of necessity
    "Whenever a job touches customer data, it must be logged in the audit table.",
    "Quand une migration supprime une colonne, elle doit être validée par l'équipe data.",
    "Wenn ein Endpoint öffentlich ist, muss er dokumentiert werden.",
    # a kind in the plural and how each is made, in the generic present (and its corrections)
    "Feature flags are named with the ff_ prefix.",
    "Les tables de jointure sont nommées avec les deux entités.",
    "Konstanten stehen im SCREAMING_CASE.",
    "Releases are tagged with the date, sorry, with the semver number.",
    "Les logs sont écrits en français, euh non, en anglais.",
    # a lead saying what follows holds in general, with a comma
    "In general, keep functions under 40 lines, otherwise split them.",
    "En règle générale, garde les fonctions courtes.",
    "Grundsätzlich gilt: Migrationen werden vor dem Merge geprüft.",
    # punctuation spoken to a voice typist; a directive on a part of every item
    "add a docstring to every public function full stop",
    "Put a short summary at the top of every design doc.",
    # a thing work makes, "bitte"/"please" and how it is made
    "Icons bitte als SVG.",
    "Screenshots for bug reports please as PNG.",
    # a kind set apart by "for", then an order
    "Pour les migrations, ajoute une étape de retour.",
    "Für Migrationen bitte auch einen Rückweg schreiben, nicht vergessen.",
    # every few units
    "Every three days, rotate the staging credentials.",
    "Toutes les deux semaines, mets à jour les dépendances.",
    "Alle drei Tage erneuerst du die Staging-Zugänge.",
    # a frequency word with the team's verb; what every item is given
    "We never log personal data in the analytics service.",
    "Every endpoint gets an owner in CODEOWNERS.",
    # a thing put first, the addressee's verb and a negation closing the clause
    "Die Produktionsdatenbank fasst du nicht an.",
]

EXPLICIT = [
    "I tend to prefer explicit imports over wildcard ones.",
    "J'ai plutôt tendance à préférer les petites PR.",
    "Ich neige eher dazu, kleine Pull Requests zu bevorzugen.",
    "Ich bevorzuge eher flache Hierarchien.",
]

NONE = [
    "No tests failed, only a warning.",
    "Bis zum Meeting hab ich keine Zeit.",
    "Until tomorrow, keep the logs open.",
    "T'as vu le dernier build ?",
    "I tend to forget the tests.",
    "J'ai tendance à oublier les tickets.",
    "Have you ever deployed on a Friday?",
    "It was very slow yesterday.",
    "Around here, builds take forever.",
    "In diesem Repo gibt es einen Fehler.",
    "If the server is down, it must be the DNS.",
    "The logs are filled with errors.",
    "Les tests sont en panne.",
    "Die Kollegen sind im Urlaub.",
    "In general, the tests are slow.",
    "Kaffee bitte mit Milch.",
    "For this PR, squash the commits.",
    "Every two weeks we had a retro.",
    "We never had this problem before.",
    "Das schaffst du nicht.",
    "Den Bug findest du nicht so schnell.",
    "In der README steht, dass man Node 18 braucht.",
    "Dans la doc, il est écrit qu'il faut redémarrer le service.",
    "Every build gets slower.",
]


@pytest.mark.parametrize("text", RULES)
def test_a_sibling_of_a_class_read_for_dev33i_is_a_rule(text):
    assert reading(text) == "suggest", text


@pytest.mark.parametrize("text", EXPLICIT)
def test_a_leaning_before_the_prefer_verb_is_a_preference(text):
    assert reading(text) == "explicit", text


@pytest.mark.parametrize("text", NONE)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none", text


def test_a_mended_typo_is_stored_as_typed():
    """The message is read with its cue words mended; what is kept is the user's own typing."""
    found = judge("allways squash the fixup commits befor you merge")
    assert found.suggestion is not None
    assert found.suggestion.content == "Allways squash the fixup commits befor you merge"
    # a word of its own one edit from a cue is never mended ("ever" is not "every")
    assert judge("Have you ever squashed the fixup commits?").suggestion is None


def test_the_probes_are_in_no_set():
    texts = texts_outside()
    assert not {*RULES, *EXPLICIT, *NONE} & texts
