"""The twenty-ninth round's fresh set, west part (dev33zc: ru, de, fr, it, es, ar), weighted as
issue 33's twenty-ninth round asked: a file or folder held sacred by a word of worth ("— святое",
"ist heilig", "c'est sacré", "es sagrada", "خط أحمر"), a format rule curt with a dash or a reason,
Russian push, merge and delete in every form, German merge in every form, and near misses (a
question, the past told, a rule given up). Then the classes its first run and the pool showed
unread, each with siblings and near misses, the pool cases each mends, this part's shape and its
apartness.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_frozen_part,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    edit,
    pool_case,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN
TABLE = "| a | b |\n|---|---|\n| 1 | 2 |"

# ---------------------------------------------------------------- a curt "no" after a dash

# polarity._curt_no_after: the thing said first, then after a dash, colon or comma a curt "no" alone
# closing its clause ("Таблицы — мимо", "Заголовки — нафиг", "Tabelle — no", "Überschriften –
# weglassen", "Les émojis : non merci", "Emojis, no."), the texts it is kept from between or not:
# the refusal stands for the predicate, which was read as naming the element only.
CURT_NO = [
    ("Списки в ответах — мимо, читаю в телеграме.", "- первое\n- второе", V),
    ("Überschriften in den Antworten — nein danke.", "## Plan\nProbe um acht.", V),
    ("Tableaux : non, tout passe par WhatsApp.", "Rendez-vous à huit heures au quai.", F),
    ("Tablas en las respuestas — no.", TABLE, V),
    ("Elenchi puntati, no. Li leggo su Slack.", "- uno\n- due", V),
    ("Заголовки в ответах — нафиг.", "Встречаемся в восемь у вокзала.", F),
    ("Tabellen in den Antworten — weglassen.", TABLE, V),
]  # fmt: skip
CURT_NO_NEAR = [
    # a comma's "no" with a clause after it, a "no" with words of its own, one asked, a yes
    ("Tabellen, nein, die sind in den Antworten okay.", TABLE, U),
    ("Tablas en las respuestas, no listas.", TABLE, F),
    ("Überschriften in den Antworten — nein?", "## Plan\nProbe um acht.", NA),
    ("Listen in den Antworten — ja, gerne.", "- a\n- b", U),
    ("Les tableaux dans les réponses : oui, volontiers.", TABLE, U),
    ("Таблицы в ответах — можно, мне так удобнее.", TABLE, U),
    ("Markdown in den Antworten: no problem.", TABLE, U),
    # another thing named after the "no": its own reading
    ("npm — нафиг, ставь pnpm.", bash("pnpm install"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CURT_NO + CURT_NO_NEAR)
def test_a_curt_no_after_a_dash(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a thing held sacred in its repo

# action_words.INTO_REPO, Russian's line: "в репо" with its owner after it and a word of worth after a
# dash ("Файл .env в репо шашлычной — святое, не лезь") says where the thing lives, not where it must
# not go: the rule keeps the thing (own_bans), where it was read as kept out of commits and every
# edit came back not_applicable.
SACRED_IN_REPO = [
    ("Папка keys в репо ломбарда — святое, не лезь.", edit("keys/prod.pem"), V),
    ("Папка keys в репо ломбарда — святое, не лезь.", edit("src/loans.py"), F),
    ("Файл config.yml в репозитории таксопарка — табу, не трогай.", edit("config.yml"), V),
    ("Файл config.yml в репозитории таксопарка — табу, не трогай.", edit("docs/readme.md"), F),
    ("Каталог certs в репо химчистки — святое, не лезь туда.", edit("certs/a.pem"), V),
    ("Каталог certs в репо химчистки — святое, не лезь туда.", edit("app/orders.py"), F),
]  # fmt: skip
SACRED_IN_REPO_NEAR = [
    # "в репо" as where a file must not go: kept out of commits, an edit not the rule's
    ("Не коммить .env в репо химчистки.", edit(".env"), NA),
    ("Файл .env в репо химчистки не коммитим.", edit(".env"), NA),
    (".env в репо химчистки — ни ногой.", edit(".env"), NA),
    (".env в репо — никогда.", edit(".env"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SACRED_IN_REPO + SACRED_IN_REPO_NEAR)
def test_a_thing_held_sacred_in_its_repo(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- French's bare "gras" refused

# read_reply._BOLD, a line: "Pas de gras", "Sans gras", "Zéro gras", "Jamais de gras" at the head of
# a rule about replies, the texts named after it or nothing, is a reply's bold (French's curt word
# for it), where only "caractères gras", "en gras" were read — never food's fat.
BARE_GRAS = [
    ("Pas de gras dans les réponses, je lis sur WhatsApp.", "La marée est **haute** à six heures.", V),
    ("Pas de gras dans les réponses, je lis sur WhatsApp.", "La marée est haute à six heures.", F),
    ("Sans gras dans les messages aux bénévoles, merci.", "Collecte **samedi** au local.", V),
    ("Sans gras dans les messages aux bénévoles, merci.", "Collecte samedi au local.", F),
    ("Jamais de gras dans les courriels du club de pétanque.", "Tournoi **dimanche**.", V),
    ("Zéro gras dans les annonces de la kermesse.", "Tombola **à midi**.", V),
]  # fmt: skip
BARE_GRAS_NEAR = [
    # fat in food, the place of the "gras" not a text, bold allowed
    ("Pas de gras dans la sauce des réponses du chef.", "Sauce légère, beurre noisette.", U),
    ("Les frites du snack sont trop grasses, réponds-moi vite.", "D'accord, **vite**.", U),
    ("Un peu de gras dans les réponses, ça aide à lire.", "Rendez-vous **à huit heures**.", U),
    ("Pas de gras dans la pâte, la fiche le dit.", "D'accord.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BARE_GRAS + BARE_GRAS_NEAR)
def test_french_bare_gras_refused(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the speaker as the replies' reader

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# read_reply._MESSENGER, a line: the speaker as the one who reads the replies, in the first person
# ("я всё с часов читаю", "je lis tout sur ma liseuse", "ich lese das", "بقرا على ساعة"), or the
# speaker's eyes tired by them ("глаза от них устают", "me cansa la vista"), stands for the replies
# as a messenger named does: a curt format rule with such a reason named no text and was unread.
READER = [
    ("Без таблиц, я всё с часов читаю.", TABLE, V),
    ("Без таблиц, я всё с часов читаю.", "Встреча в восемь.", F),
    ("Pas de titres, je lis tout sur ma liseuse.", "## Plan\nRendez-vous à huit heures.", V),
    ("Sin tablas, que me cansa la vista.", TABLE, V),
    ("Keine Überschriften, ich lese das beim Melken.", "## Plan\nUm acht.", V),
    ("Без заголовков, глаза от них устают.", "# Итог\nвсё", V),
    ("بلاش عناوين، بقرا على ساعة.", "## الخطة\nالساعة ثمانية", V),
]  # fmt: skip
READER_NEAR = [
    # reading or eyes said, no element refused, or a text other than replies named
    ("Я читаю много книг, таблицы люблю.", TABLE, U),
    ("Je lis le journal chaque matin.", TABLE, U),
    ("Keine Tabellen in der Datenbank löschen, ich lese sie noch.", TABLE, NA),
    ("Ich lese gern Listen vor.", "- a\n- b", U),
    ("La vista dal rifugio è bella, niente tabelle di orari.", TABLE, U),
    ("Lo leo mañana, gracias por las tablas.", TABLE, U),
    ("Глаза устают, но таблицы нужны.", TABLE, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), READER + READER_NEAR)
def test_the_speaker_as_the_replies_reader(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- more words of worth

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# own_bans._PREDICATE and its Arabic line: "est inviolable", "è inviolabile", "— неприкосновенна",
# Arabic "مقدس" after the thing (not "المقدس"), as "sacré", "sacro", "святое" were read.
WORTH = [
    ("مجلد vendor حق المغسلة مقدس.", edit("vendor/a.js"), V),
    ("مجلد vendor حق المغسلة مقدس.", edit("src/a.js"), F),
    ("Le dossier factures de la droguerie est inviolable.", edit("factures/2024.csv"), V),
    ("Le dossier factures de la droguerie est inviolable.", edit("src/caisse.py"), F),
    ("La cartella backup della ferramenta è inviolabile.", bash("rm -rf backup"), V),
    ("La cartella backup della ferramenta è inviolabile.", bash("rm -rf tmp"), F),
    ("Папка keys у шиномонтажа — неприкосновенна.", edit("keys/a.pem"), V),
    ("فرع main تبع المطعم مقدّس، ما حدا يدفع عليه.", bash("git push origin main"), V),
]  # fmt: skip
WORTH_NEAR = [
    # said of no thing named, asked, told in the past, denied, the Holy Book
    ("Le secret médical est inviolable, réponds poliment.", edit("src/a.py"), U),
    ("Le dossier factures était inviolable avant la fusion.", edit("factures/2024.csv"), U),
    ("La cartella backup è inviolabile?", bash("rm -rf backup"), NA),
    ("Папка keys больше не неприкосновенна.", edit("keys/a.pem"), U),
    ("هل مجلد vendor مقدس؟", edit("vendor/a.js"), NA),
    ("اقرأ الكتاب المقدس قبل النوم.", edit("vendor/a.js"), U),
    ("رمضان شهر مقدس، رد بلطف.", edit("vendor/a.js"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WORTH + WORTH_NEAR)
def test_more_words_of_worth(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Arabic's singular word for a folder

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# folder_names._NOUN, a line: "مجلد" itself before a name ("مجلد keys"), where "مجلدات?" asked
# "مجلدا" at least and a folder after the singular was read only when its name was a usual one.
AR_FOLDER = [
    ("مجلد keys حق المغسلة خط أحمر.", edit("keys/a.pem"), V),
    ("مجلد keys حق المغسلة خط أحمر.", edit("src/app.py"), F),
    ("لا تعدل أي ملف في مجلد invoices.", edit("invoices/a.csv"), V),
    ("مجلد photos بتاع الاستوديو مقفول.", bash("rm -rf photos"), V),
    ("ممنوع تمسح مجلد backups نهائياً.", bash("rm -rf backups"), V),
    ("ممنوع تمسح مجلد backups نهائياً.", bash("rm -rf tmp"), F),
]  # fmt: skip
AR_FOLDER_NEAR = [
    # a book's volume, a folder allowed, asked, told in the past
    ("اطبع المجلد الثاني من الموسوعة.", edit("keys/a.pem"), U),
    ("عدّل في مجلد keys براحتك.", edit("keys/a.pem"), U),
    ("هل أقدر أعدل مجلد keys؟", edit("keys/a.pem"), NA),
    ("مجلد keys كان مقفول الشهر الماضي.", edit("keys/a.pem"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), AR_FOLDER + AR_FOLDER_NEAR)
def test_arabic_singular_word_for_a_folder(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- German's merge in its own words


# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread but the merges left to one named
# person, fix-zc-noticed's this round; its own commit): merged_into._merge_onto_kept_in_west reads
# German's own verb ("Zusammenführen in stable …", "… nie in release zusammenführen"), Bavarian's
# "ned gmergt", and "nicht erlaubt/gestattet" after the merge in its clause (told of no past), as
# "Mergen in main ist verboten" was read; "nicht nur" is no refusal nor a merge kept to someone.
def _merge(into: str, branch: str):
    return bash(f"git checkout {into} && git merge {branch}")


DE_MERGE = [
    ("Zusammenführen in stable ist beim Skiverleih nicht erlaubt.", _merge("stable", "feature/ski"), V),
    ("Zusammenführen in stable ist beim Skiverleih nicht erlaubt.", _merge("develop", "feature/ski"), F),
    ("Mergen in release ist in der Metzgerei nicht gestattet.", _merge("release", "develop"), V),
    ("In master wird ned gmergt, Buam.", _merge("master", "feature/weißwurst"), V),
    ("In master wird ned gmergt, Buam.", _merge("develop", "feature/weißwurst"), F),
    ("Bitte den hotfix-Zweig nie in release zusammenführen.", _merge("release", "hotfix/x"), V),
    ("Bitte den hotfix-Zweig nie in release zusammenführen.", _merge("develop", "hotfix/x"), F),
]  # fmt: skip
DE_MERGE_NEAR = [
    # allowed, asked, the past told, no merge of branches, another act
    ("Zusammenführen in stable ist jetzt erlaubt.", _merge("stable", "feature/ski"), U),
    ("Ist Zusammenführen in main erlaubt?", _merge("main", "develop"), NA),
    ("Wurde develop gestern in main zusammengeführt?", _merge("main", "develop"), NA),
    ("Das Zusammenführen in main hat gestern nicht geklappt.", _merge("main", "develop"), U),
    ("Früher wurde in main ned gmergt, jetzt scho.", _merge("main", "develop"), U),
    ("Die Tabellen zusammenführen in der Datenbank ist nicht erlaubt.", _merge("main", "develop"), U),
    ("Pushen in main ist nicht erlaubt.", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DE_MERGE + DE_MERGE_NEAR)
def test_german_merge_in_its_own_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


def test_not_only_allowed_is_no_merge_refused(verdict):
    """ "… ist nicht nur erlaubt, sondern erwünscht" refuses no merge (its "nur" was read as the
    merge kept to someone)."""
    rule = "Mergen in stable ist nicht nur erlaubt, sondern erwünscht."
    check(verdict, rule, _merge("stable", "feature/ski"), U)


# ---------------------------------------------------------------- Roman and Neapolitan "nun"

# forbidding.NEGATION_BEFORE, a line: Roman and Neapolitan "nun" (not) before a verb of pushing,
# merging, touching or deleting in an Italian form, clitics and "must" between ("Su master nun se
# pusha", "nun s'adda tuccà"); read_paths' verbs of placing and touching, on the "tocc" line:
# Neapolitan "tuccà". Unread, the hook let the push and the deletion through.
NUN = [
    ("Su release nun se pusha, regà.", bash("git push origin release"), V),
    ("Su release nun se pusha, regà.", bash("git push origin feature/supplì"), F),
    ("'A cartella static d''o bar nun s'adda tuccà.", bash("rm -rf static"), V),
    ("'A cartella static d''o bar nun s'adda tuccà.", bash("rm -rf tmp"), F),
    ("Er file .env nun lo toccà, capito?", edit(".env"), V),
    ("Er file .env nun lo toccà, capito?", edit("src/a.py"), F),
]  # fmt: skip
NUN_NEAR = [
    # German's "nun" (now), "nun" before another verb, no "nun"
    ("Nun pusht ihr auf main, Leute.", bash("git push origin main"), U),
    ("Nun mergen wir in develop.", bash("git checkout develop && git merge x"), U),
    ("Nun ce stanno problemi, pusha su main.", bash("git push origin main"), U),
    ("Nun lo so se se pò pushà su main.", bash("git push origin main"), U),
    ("Su release se pusha quanno te pare.", bash("git push origin release"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NUN + NUN_NEAR)
def test_roman_and_neapolitan_nun(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- German's compound line, Swiss order

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# merged_into._LINE, a line: German's compound "den stable-Branch", "den hotfix-Zweig" (Swiss "de"
# as its article) names the line a merge lands on; _NOT_ALLOWED, a line: the negation right after
# the merge's verb in second place ("Mir merged nöd in de prod-Branch").
DE_COMPOUND = [
    ("Mir merged nöd in de release-Branch, gäll.", _merge("release", "develop"), V),
    ("Mir merged nöd in de release-Branch, gäll.", _merge("develop", "feature/rösti"), F),
    ("Nicht in den hotfix-Zweig mergen, bitte.", _merge("hotfix", "develop"), V),
    ("Merges in den stable-Branch sind in der Schreinerei verboten.", _merge("stable", "feature/hobel"), V),
    ("Merges in den stable-Branch sind in der Schreinerei verboten.", _merge("develop", "feature/hobel"), F),
]  # fmt: skip
DE_COMPOUND_NEAR = [
    ("Der Merge in den stable-Branch hat gestern nicht geklappt.", _merge("stable", "x"), U),
    ("Keine Sorge, in den stable-Branch mergen ist okay.", _merge("stable", "x"), U),
    ("Mergt ruhig in de release-Branch, gäll.", _merge("release", "develop"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DE_COMPOUND + DE_COMPOUND_NEAR)
def test_german_compound_line_and_swiss_order(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a curt "no" after a dash
    ("dev33zb", "dev33zb-ru-015"),  # Таблицы — мимо, у меня кнопочный телефон.
    ("dev33zb_frozen", "dev33zb-ru-016"),
    # a thing held sacred in its repo
    ("dev33zb", "dev33zb-ru-010"),  # Файл .env в репо шашлычной — святое, не лезь.
    ("dev33zb_frozen", "dev33zb-ru-011"),
    ("dev33zb_frozen", "dev33zb-ru-012"),
    # French's bare "gras" refused
    ("dev33y", "dev33y-fr-016"),  # Pas de gras dans les fiches d'affinage, car la balance …
    ("dev33y", "dev33y-fr-017"),
    # Roman and Neapolitan "nun"
    ("dev33zb", "dev33zb-it-001"),  # 'A cartella dist d''a pizzeria nun s'adda tuccà.
    ("dev33zb", "dev33zb-it-002"),
    ("dev33zb", "dev33zb-it-003"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part's shape

WEST = {"ru": 35, "de": 30, "fr": 25, "it": 25, "es": 20, "ar": 20}
FROZEN = {lang: n // 3 for lang, n in WEST.items()}  # the lowest third by SHA-256 of Case.key


def test_the_twenty_ninth_round_west_sets_are_large_and_apart():
    """This part of dev33zc holds 155 cases in six languages, two thirds in the dev part and the
    lowest third of each language in the frozen file, and no rule is close to an earlier set's or
    shares 0.4 of its words with a judgement text."""
    assert_round_part("dev33zc", "check-zc-west", WEST, sum(WEST.values()) - sum(FROZEN.values()))
    assert_frozen_part("dev33zc", "check-zc-west", "twenty-ninth-round", FROZEN)
    assert_rules_apart("dev33zc", set(texts_outside()))
