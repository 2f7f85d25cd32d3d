"""Issue 33, seventh round (French, Spanish, Italian, German, English): each miss of dev33g read as
the part it plays in a sentence and written once as a class or a slot, so a class read for one
wording reads its siblings in the other languages, and its look-alikes stay what they are."""

from __future__ import annotations

import pytest

from tests.judgement_sets import reading, texts_outside

# Each line a sibling of a class read this round, written for this test (none is in a data set).
SIBLINGS = [
    # "avant de" elided before a vowel closes a condition
    ("suggest", "Préviens-moi avant d'ouvrir une issue publique."),
    # a verdict on what was asked, after a retraction, is no mend
    ("none", "Ab jetzt alles auf Englisch. Nee, vergiss es, das ist übertrieben."),
    ("none", "D'ora in poi niente tab. No, lascia perdere, è una sciocchezza."),
    ("suggest", "Use tabs. No wait, spaces."),
    # a stretch of time put first frames a restriction or a prohibition, not an order then
    ("suggest", "During release week, no schema changes."),
    ("suggest", "Durante el freeze, solo parches de seguridad."),
    ("suggest", "Während der Migration keine Deployments."),
    ("none", "During the demo, keep the logs open."),
    ("none", "During this sprint, only bug fixes."),
    # a statement holding a recurring time, then after a colon the order it governs
    ("suggest", "Le backup tourne chaque nuit à 2 h : ne lance rien de lourd à ce moment-là."),
    # the team's place, then a clause said of the team or of no one
    ("suggest", "Qui da noi le migrazioni si scrivono a mano."),
    ("suggest", "Aquí las ramas se nombran en minúsculas."),
    ("none", "Qui da noi si sta bene."),
    # a verbless note whose kind is told by a relative clause about the addressee's work
    ("suggest", "Keine TODOs in dem Code, den du ablieferst."),
    ("suggest", "Niente print nei file che modifichi."),
    ("none", "Nada de lo que dijiste es cierto."),
    # an ordinal day of the month; two hours joined; avoiding; "en période de"
    ("suggest", "Le dernier vendredi du mois, on fait le ménage dans les branches."),
    ("suggest", "Zwischen 12 und 13 Uhr vermeide große Builds."),
    ("suggest", "En période de clôture comptable, aucune mise à jour de la base."),
    # a note excluding a kind, then "without …": a gate
    ("suggest", "No schema changes without a migration plan."),
    # times joined by "and" are one frame
    ("suggest", "Le samedi et le dimanche, pas de notifications."),
    # one thing pointed at, then "only": once
    ("none", "For this release only, you can skip the changelog."),
    ("none", "Pour cette PR uniquement, tu peux ignorer le linter."),
    # a noun of leave given to the one addressed; a step said unneeded
    ("suggest", "You have a free hand with the test helpers."),
    ("suggest", "Du hast freie Hand bei den Testdaten."),
    ("suggest", "Small refactors: no review needed."),
    # a permission restricted to a kind of change
    ("suggest", "Puoi committare su develop, ma solo per i fix di documentazione."),
    ("none", "You can push to main, but only for this fix."),
    # the present said to the one addressed as an order ("tu ne …", "you … always")
    ("suggest", "Quand un test échoue, tu ne le supprimes pas."),
    ("suggest", "Please you answer always in German."),
    # the German du-imperative without its -e; "Mir ist lieber, wenn …"
    ("suggest", "Schreib Commit-Messages auf Englisch."),
    ("explicit", "Mir ist lieber, wenn die Antworten kurz sind."),
    # a condition said with no punctuation at all
    ("suggest", "when a test is flaky mark it and open an issue"),
    ("suggest", "si el deploy falla avísame por Slack"),
    ("none", "if you could fix the login bug that would be great"),
    # a tag asking for assent after an order; a real question keeps its mark
    ("suggest", "Always rebase before merging, right?"),
    ("none", "We squash on merge here, right?"),
    # a path in a mend counts once
    ("suggest", "Put the fixtures in tests/data, I meant obviously tests/fixtures."),
    # "better not" takes back by itself
    ("none", "From now on, squash everything. Hmm, better not."),
    # an exclamation of exasperation before a complaint
    ("suggest", "en serio, deja de borrar los tests que fallan"),
    # withdrawing verbs, and the speaker's own message pointed at by a possessive
    ("none", "Pas de tabulations dans le YAML. Ignore ma remarque précédente."),
    ("none", "Usa siempre comillas dobles. Retiro lo dicho."),
    ("none", "Mai più force push. Ritiro quello che ho detto."),
    # a verb of correcting marks a correction that mends the rule
    ("suggest", "Utilise toujours des tabulations, je corrige : des espaces."),
    # leave said of an act; keep in memory
    ("suggest", "C'est OK de sauter la revue pour les PR de traduction."),
    ("explicit", "Garde en mémoire que la clé primaire est un UUID."),
    # a point within a recurring stretch
    ("suggest", "At the start of every sprint, archive the closed tickets."),
    ("suggest", "Tous les 1er du mois, fais le point sur les dépendances."),
    # a hesitation marks a self-repair; "perdona"; the names of any kind as a topic
    ("suggest", "Les noms de colonnes en camelCase, euh, en snake_case."),
    ("suggest", "Los nombres de los endpoints en inglés, perdona, en español."),
    # a stance adverb alone mends nothing; going on as before keeps what is
    ("none", "From now on, no more mocks. Just kidding, of course, keep using them."),
    # a cancelling verb put off by "for now"
    ("none", "Toujours des commits signés. Bon, oublie pour le moment."),
    ("none", "Always add a changelog entry. Forget it for now."),
]


@pytest.mark.parametrize(("expected", "text"), SIBLINGS)
def test_a_class_read_this_round_reads_its_siblings(expected, text):
    assert reading(text) == expected, text


def test_the_siblings_are_in_no_data_set():
    assert not texts_outside() & {text for _, text in SIBLINGS}
