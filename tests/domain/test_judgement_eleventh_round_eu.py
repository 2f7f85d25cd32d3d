"""Issue 33, eleventh round (European half: en, fr, de): dev33k was written by hand before the
judgement was touched and committed (f72a49c) before its first run; its frozen third (the lowest
third per language by SHA-256) is scored once, by the integrator, at the end, never here."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33J, DEV33J_FROZEN, DEV33K, DEV33K_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

ELEVENTH_ROUND_EU = ("en", "fr", "de")


def test_the_eleventh_round_sets_are_large_and_apart():
    """30 messages per language, dev part and frozen third together (18 lasting rules, 12 hard
    negatives, no explicit request: those are judge-k-explicit's, ids from 501), the frozen third
    chosen by the SHA-256 of each text, and none in any other set (the frozen third is loaded,
    never judged)."""
    assert_round_set(
        DEV33K, DEV33K_FROZEN, ELEVENTH_ROUND_EU, "eleventh-round", {"suggest": 18, "none": 12}
    )


# Sibling probes of each class read for dev33k's and dev33j_frozen's misses, in the three
# languages (in no set): what each class must read, and the near misses it must leave alone.
RULES = [
    # under a condition on any item, "it" with a verb of its own in the plain present and how or when
    "When an export is larger than a gigabyte, it runs on the batch worker.",
    "Wenn ein Report länger als eine Minute rechnet, läuft er im Hintergrund.",
    "Quand un import dépasse un gigaoctet, il tourne sur le gros runner.",
    # no one as the subject of a plain present
    "Nobody edits the vendored packages by hand.",
    "Niemand pusht direkt auf den Release-Branch.",
    "Den Produktionsschlüssel fasst keiner außer dem Ops-Team an.",
    "Personne ne modifie les fichiers de traduction à la main.",
    # a kind, narrowed as one likes, then the get-passive, or what each gets within a measure
    "Abandoned branches older than a quarter get archived.",
    "Security reports get a first reply within two business days.",
    # a team as subject, every item as what it handles; a group of the team's as its place
    "The platform team reviews every new cron job before it ships.",
    "In the payments squad, we double-check every refund over a thousand euros.",
    # after the team's place, every item of a kind and its verb in the plain present
    "Dans l'équipe data, chaque tableau de bord passe par une relecture.",
    "Im Backend-Team bekommt jeder Endpunkt einen Lasttest.",
    # the German passive present of a kind with its participle closing the clause
    "Datenbank-Dumps werden vor dem Teilen anonymisiert.",
    "Release-Notes werden vom Produktteam freigegeben.",
    # a short code-switched contrast closing the sentence; a word of assent asked after a rule
    "Feature-Flags werden im Admin-Panel geschaltet, not in the config file.",
    "Commit messages follow the Conventional Commits format, okay?",
    # leave given to a role in the team
    "Designers can merge copy changes without a developer review.",
    "Les testeurs peuvent relancer la CI sans demander.",
    # a kind and a verb of following a convention named
    "Service names follow the kebab-case convention.",
    # the French pronominal passive of a kind
    "Les migrations se lancent avec make migrate.",
    # a state of access said for a group; what has no business somewhere
    "The billing schema is locked for everyone outside the finance team.",
    "Die Rechnungstabellen sind für Praktikanten gesperrt.",
    "Le bucket d'archives est en lecture seule pour les stagiaires.",
    "API keys have no business in screenshots.",
    "Zugangsdaten haben im Chat nichts verloren.",
    "Les mots de passe n'ont rien à faire dans les tickets.",
    # the team's place said in Quebec French
    "Icitte, on écrit les tests avant le code.",
]

NONE = [
    # what goes wrong or how long it takes; one item, once
    "If a migration touches a million rows, it takes an hour.",
    "If the import fails tonight, it retries at dawn.",
    # what no one knows or needs, the speaker's own things, what is true now or no longer
    "Nobody knows why the cache misses.",
    "Nobody reviews my pull requests.",
    "Right now nobody watches the error channel.",
    "Niemand weiß, wer den Cronjob angelegt hat.",
    "Personne ne comprend ce script.",
    "Die alten Skripte braucht keiner mehr.",
    "Une personne ne suffit pas pour relire ce module.",
    # a state, a complaint that recurs
    "PRs get stuck in review all the time.",
    "Our deploys get delayed again.",
    "The design team hates every new icon.",
    "Im Plattformteam hat jede Version Bugs.",
    "Die Tests werden gerade nicht ausgeführt.",
    "Les tests se plantent en CI.",
    # what a product lets its users do; a machine's noun
    "Only admins can delete workspaces in our app.",
    "Les serveurs peuvent redémarrer la nuit.",
    # said of now; one thing pointed at
    "The staging database is currently locked for everyone.",
    "Die Datenbank ist gerade für alle gesperrt.",
    "Das hat hier nichts zu suchen, lösch es.",
    # a tag asking whether it is true; a claim about others
    "Hotfix branches come off the release tag, right?",
    "Most teams follow the same pattern.",
]


@pytest.mark.parametrize("text", RULES)
def test_a_sibling_of_a_class_read_for_dev33k_is_a_rule(text):
    assert reading(text) == "suggest", text


@pytest.mark.parametrize("text", NONE)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none", text


def test_the_probes_are_in_no_set():
    texts = texts_outside() | {
        c.text
        for folder in (DEV33J, DEV33J_FROZEN, DEV33K, DEV33K_FROZEN)
        for c in load_corpus(folder)
    }
    assert not {*RULES, *NONE} & texts
    assert len({*RULES, *NONE}) == len(RULES) + len(NONE)
