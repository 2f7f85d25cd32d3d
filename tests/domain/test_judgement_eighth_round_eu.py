"""Issue 33, eighth round (European half and Russian and Arabic: en, fr, es, it, de, ru, ar):
dev33h was written before the judgement was touched and committed before its first run; its
frozen third (the lowest third per language by SHA-256) is scored once, at the end."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33H, DEV33H_FROZEN
from tests.judgement_sets import assert_round_set, reading, texts_outside

EIGHTH_ROUND_EU = ("en", "fr", "es", "it", "de", "ru", "ar")


def test_the_eighth_round_sets_are_large_and_apart():
    """At least 40 messages per language, dev part and frozen third together, the frozen third
    chosen by the SHA-256 of each text, and none in any other set."""
    assert_round_set(
        DEV33H,
        DEV33H_FROZEN,
        EIGHTH_ROUND_EU,
        "eighth-round",
        {"suggest": 24, "explicit": 2, "none": 14},
        range(1, 10000),
    )


# Sibling probes of each class read for dev33h's misses, written in the seven languages (in no
# set): what each class must read, and the near misses it must leave alone.
RULES = [
    # every item of a kind to come, or of the addressee's own work, whatever the verb
    "Every new migration gets a rollback script.",
    "Chaque nouvelle route a son test d'intégration.",
    "Cada nuevo servicio lleva su propio Dockerfile.",
    "Ogni nuova tabella ha la sua chiave primaria esplicita.",
    "Jede neue Seite bekommt einen Eintrag in der Sitemap.",
    "Каждая новая таблица получает комментарий в схеме.",
    "كل خدمة جديدة لازم يكون لها ملف README.",
    "Every script you write starts with set -euo pipefail.",
    "Chaque test que tu écris porte le nom du cas métier.",
    "Cada endpoint que añades lleva su test.",
    "Ogni script che scrivi ha un --help.",
    "Jedes Skript, das du schreibst, hat eine Hilfe-Option.",
    "Каждый скрипт, который ты пишешь, начинается с shebang.",
    # a note or statement closed by "every time", "always", "all of them"
    "Logs in JSON format, every time.",
    "Nombres de ramas en minúsculas, siempre.",
    "Commit firmati, sempre.",
    "Changelog-Eintrag bei jedem Release, ohne Ausnahme.",
    "Описание к каждому PR, всегда.",
    # a bound named as a noun, then its number
    "The max PR size is 400 lines.",
    "La longueur maximale d'une fonction est de 50 lignes.",
    "Il limite per i file è 300 righe.",
    "Лимит на размер коммита — 500 строк.",
    # an adverb of sequence between a recurring time and its order
    "Every Friday, first thing, run the dependency audit.",
    "Chaque lundi, en premier, relis les tickets bloqués.",
    "Ogni mattina per prima cosa controlla la coda dei job.",
    # the team's place, then a present said of no one (impersonal or passive)
    "Aquí las fechas se guardan en UTC.",
    "Bei uns werden Zeitstempel in UTC gespeichert.",
    "Qui da noi le date si salvano in UTC.",
    "Ici, les dates sont stockées en UTC.",
    # the team's verb by its first person plural ending, after its object; "у нас" after the subject
    "Конфиги руками на сервере не правим.",
    "Ключи у нас лежат в Vault.",
    "Дашборды у нас собираются в Grafana.",
    # a stretch or a recurring time put first, then "only" anywhere in what holds then
    "During the summer break only security patches go out.",
    "Durante las auditorías, solo se tocan los tests.",
    "Während der Messe nur Bugfixes.",
    "Во время дежурства только мониторинг, никаких фич.",
    "Le lundi, seuls les tickets P1 sont traités.",
    "في رمضان النشر يكون الصبح فقط.",
    # the Russian imperfective imperative in -ай/-яй, the habit's aspect, after a kind put first
    "Кидай скриншоты в канал #qa.",
    "Фикстуры для интеграционных тестов складывай в tests/fixtures.",
    # a note excluding a thing, then where all of it goes instead
    "No hardcoded URLs in the code, everything through config.",
    "Keine hartkodierten URLs im Code, alles über die Config.",
    "Pas d'URL en dur dans le code, tout passe par la config.",
    # a kind put first and taken up by a pronoun, under a waiver; acting on one's own
    "Los tests de humo, puedes lanzarlos tú mismo cuando quieras.",
    "Die Übersetzungen kannst du eigenständig einpflegen.",
    # the Italian imperative by its clitics; a French preposition of time before every item
    "Quando cambi lo schema, dimmelo prima.",
    "Se tocchi il CSS globale, mandameli gli screenshot.",
    "Avant toute purge de la file, préviens-moi.",
    "Lors de chaque mise en prod, tu postes un message dans #deploys.",
    # a ground given after the rule, in the past
    "Always run the migrations locally first, because last time staging broke.",
    "Lance toujours les tests avant de pousser, parce que la dernière fois tout a cassé.",
    "Immer erst lokal testen, weil letztes Mal alles kaputt war.",
    "Всегда прогоняй тесты перед пушем, а то в прошлый раз всё сломалось.",
    # Arabic: things said to go or be kept in a folder; a kind taken up by a joined pronoun
    "ملفات الترجمة تنحط في مجلد locales.",
    "مهلة الاتصال خليها ثلاث ثواني.",
    "ملفات الترجمة حطها في مجلد locales.",
    # a kind named by a pattern of code
    "Las ramas se llaman feat/<ticket>.",
    "Les branches s'appellent feat/<ticket>.",
    "I branch si chiamano feat/<ticket>.",
    "Ветки называются feat/<ticket>.",
    "Les clés Redis ont le préfixe svc:.",
    "Die Redis-Schlüssel bekommen das Präfix svc:.",
    # the end of a unit of the calendar, an ordinal day of the quarter or sprint; no one then
    "En fin de mois, envoie-moi le récap des coûts.",
    "At month end, archive the old logs.",
    "A fine mese fai il backup del database.",
    "В конце месяца чисти старые логи.",
    "آخر الشهر ارسل لي تقرير التكاليف.",
    "Le dernier jour du sprint, personne ne merge.",
    # the speaker's own plan for the day is no material: a rule after it is read
    "Ecco il piano per oggi: 1) aggiornare il README, 2) sistemare il login. E una regola: i test "
    "e2e non girano mai contro il database di produzione.",
    # a mend naming a path may say where the path is
    "Los logs van en /var/log, perdón, en /srv/logs dentro del contenedor.",
    "Les fixtures vont dans tests/data, pardon, dans tests/fixtures à la racine du dépôt.",
    # a performative request opening the sentence; a prohibition by a word of taboo
    "Te pido que no subas binarios.",
    "Ti chiedo di non usare var.",
    "Force pushes to main are taboo.",
    "Le force push sur main, c'est tabou.",
    # handing the choice back inside a condition is a waiver, no retraction
    "If the linter complains about style, do whatever you think is best.",
    "For the CSS, do whatever you want, but never touch main.",
    # a permission under a condition on the addressee
    "It's fine if you rename tests, as long as coverage stays the same.",
    "C'est ok si tu renommes des tests, tant que la couverture reste la même.",
    "Нормально, если ты переименовываешь тесты, лишь бы покрытие не падало.",
    # a short lead naming "a thing" announces the point; the team's place may open it
    "One thing: we never squash release branches.",
    "Una cosa: aquí no usamos lodash.",
    # a note excluding a thing, and where ("… dans le code", "… nel repository")
    "Pas de clé d'API en dur dans le code.",
    "Keine Passwörter im Klartext in der Konfiguration.",
    "Niente segreti in chiaro nel repository.",
    "Никаких паролей в открытом виде в репозитории.",
    # no need to ask, said as "don't bother"; a Russian "не так" repairs
    "Les corrections de typos, pas besoin de me demander.",
    "Конфиги клади в /etc/app.",
    # the German infinitive as an order, found by its lowercase
    "Vor dem Merge immer rebasen.",
    "Jeden Freitag die Logs archivieren.",
]

NOT_RULES = [
    "Each new build takes ten minutes.",
    "Every time you reply, I pick up a new trick.",
    "The build failed, every time.",
    "He forgets the tests, always.",
    # taken back by letting it be, reported by a verb of insisting, one occasion by "هال…"
    "Ab morgen nur noch pnpm. Nee, lassen wir das.",
    "Ab jetzt immer Tabs. Ach, lass mal lieber.",
    "Мой сосед утверждает, что Vim лучше Emacs.",
    "هالمرة بس، ادمج بدون مراجعة.",
    "During this sprint only bug fixes.",
    "Every Monday only Anna came in.",
    # a perfective imperative is one job
    "Создай файл config.yaml.",
    "Передай логи Пете.",
    "Скинь мне логи за вчера.",
    "Ce fichier, tu peux le modifier toi-même.",
    "Fammi sapere quando hai finito.",
    "Dammi il file.",
    "I always ran the tests because it was required.",
    "هذا الملف يروح في مجلد tmp.",
    "هذا الملف احذفه.",
    "Dieser Branch heißt feat/login.",
    "Am Freitag hat keiner Zeit.",
    "Usa siempre tabs. Bah, déjalo.",
    "Voici la liste pour aujourd'hui : 1) corriger le login, 2) mettre à jour la doc, 3) relancer la CI.",
    "Voici la liste des règles de l'autre équipe : 1) toujours rebaser, 2) jamais de merge le vendredi.",
    "Metti i log in /tmp, anzi no, non metterli da nessuna parte per ora.",
    # someone else's claim
    "Le lead dev affirme qu'il faut toujours squasher.",
    "Mi jefe insiste en que siempre hay que hacer squash.",
    "My manager insists we always pair on migrations.",
    "Te pido que revises este PR.",
    # the choice handed back, or the words taken back in so many words
    "Always use tabs. I take it back.",
    "Usa sempre i tab. Non importa, fai tu.",
    "Nunca uses var. Bah, como quieras.",
    "Всегда используй табы. А, как хочешь.",
    "It's fine if you push this one now.",
    "Quick thing: can you check the logs?",
    "No problem in the code, it was the config.",
    # a bound said as an adverb of what is
    "The PR has at most 300 lines, that's fine.",
    "Die Kosten sind gestiegen.",
    "Das Meeting am Montag absagen.",
]


@pytest.mark.parametrize("text", RULES)
def test_a_sibling_of_a_class_read_for_dev33h_is_a_rule(text):
    assert reading(text) == "suggest", text


@pytest.mark.parametrize("text", NOT_RULES)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none", text


def test_the_probes_are_in_no_set():
    texts = texts_outside()
    assert not ({*RULES, *NOT_RULES} & texts)
