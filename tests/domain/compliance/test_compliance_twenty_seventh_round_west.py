"""The twenty-seventh round's fresh set, west part (dev33za: de, es, ru, fr, it, ar), weighted as
issue 33's twenty-seventh round asked: German push and merge rules in every common form, Spanish
and Russian rules in chat voice, a reply language for a group named by where they are, and near
misses (a rule given up, a question, the past told). Then the classes its first run and the pool
showed unread, each with siblings and near misses, the pool cases each mends, this part's shape,
its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(24cb6be2, `/work/wt/base27`) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZA, DEV33ZA_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    pool_case,
    rows,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

# ---------------------------------------------------------------- the device a reply is read on

# read_reply._READ_ON_WORDS (a line of _MESSENGER) and reason_texts.layout_read_on_a_device: the
# reader's phone, tablet, watch or terminal after the preposition of reading on it, in the rule or
# in its reason, stands for the replies, as a messenger named does.
TABLE = "| Tag | Schicht |\n|---|---|\n| Mo | Früh |"
READ_ON = [
    ("Без жирного шрифта, пожалуйста, я читаю это с телефона.", "Смена **утренняя**, в шесть.", V),
    ("Sin tablas, que lo veo todo desde el celular.", "| Día | Turno |\n|---|---|\n| Lunes | Noche |", V),
    ("Keine Tabellen bitte, ich lese das auf dem Handy.", TABLE, V),
    ("Niente elenchi puntati, leggo tutto dal cellulare.", "Il turno di lunedì è di mattina.", F),
    ("Pas de tableaux, je consulte tout sur mon téléphone.", "| Jour | Poste |\n|---|---|\n| Lundi | Nuit |", V),
    ("بدون جداول، أنا بقرأ من الموبايل", "| اليوم | الوردية |\n|---|---|\n| السبت | الليل |", V),
    ("Никаких заголовков: у бригадира старый терминал.", "## Смена\n\nВ понедельник утро.", V),
    ("Без жирного шрифта, так как у кладовщиков старый терминал.", "Склад **открыт** до шести.", V),
]  # fmt: skip
READ_ON_NEAR = [
    # another text named beside the device: not the replies
    ("Keine Tabellen in der README, ich lese sie auf dem Handy.", TABLE, U),
    # a device named, no layout refused
    ("Мой телефон сел, напиши позже.", TABLE, U),
    ("Je lis souvent les tableaux de bord sur mon téléphone.", TABLE, U),
    ("Die Tabellen im Wiki bleiben, weil ich sie auf dem Handy lese.", TABLE, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), READ_ON + READ_ON_NEAR)
def test_the_device_a_reply_is_read_on(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a habit gone by, told with the plain negation

# past_never._PLAIN_NOT, _AR_WAS_NOT and _GONE_BY_TOO: a time gone by named ("el año pasado", "l'an
# dernier", "letztes Jahr", "Prima", "раньше", "زمان"), the plain negation and a verb in the past in
# its clause, one sentence, nothing said of now — told as "never" is, asking nothing.
MAIN = bash("git push origin main")
PLAIN_PAST = [
    ("El año pasado no desplegábamos los viernes.", MAIN, NA),
    ("Prima, in pasticceria, non si aggiornava mai il listino di domenica.", MAIN, NA),
    ("L'année dernière, personne ne redémarrait le serveur pendant les soldes.", MAIN, NA),
    ("Раньше мы не деплоили по пятницам.", MAIN, NA),
    ("زمان ماكانش حد بيعمل deploy بالليل", MAIN, NA),
    ("Letztes Jahr haben wir nicht am Freitag deployt.", MAIN, NA),
]  # fmt: skip
PLAIN_PAST_NEAR = [
    # now said beside it, a rule reported, a rule with its past reason: rules, as before
    ("Früher haben wir nicht auf main gepusht, bitte bleib dabei.", MAIN, V),
    ("Раньше не пушили в main, и сейчас не пушим.", MAIN, V),
    ("Letztes Jahr hat Anna gesagt: nicht auf main pushen.", MAIN, V),
    ("No pushees a main, el año pasado rompimos producción así.", MAIN, V),
    ("Prima di pushare su main, non saltare i test.", MAIN, V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PLAIN_PAST + PLAIN_PAST_NEAR)
def test_a_habit_gone_by_told_with_the_plain_negation(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: a merge onto a line kept

# merged_into._merge_onto_kept_in_west (its own commit: no pool case of its kind is misread): the
# line a merge lands on in the west's other orders — any name after a word for a branch, or German's
# line first and its merge verb closing the clause — the merge refused in its own clause or kept to
# someone by "only" or "reserved to". The merge landing there is refused; into another line, kept.
MERGE_MAIN = bash("git checkout main && git merge feature/kasse")
MERGE_DEVELOP = bash("git checkout develop && git merge feature/kasse")
MERGE_KEPT = [
    ("Nach main wird im Fahrradladen-Repo nicht gemergt.", MERGE_MAIN, V),
    ("Nicht in main mergen, das macht die Pipeline.", MERGE_DEVELOP, F),
    ("Merges in main sind in der Mosterei verboten.", MERGE_MAIN, V),
    ("In den Zweig stable darf nur der Braumeister mergen.", bash("git checkout stable && git merge fix/etikett"), V),
    ("Ne fusionne jamais dans main pour l'appli de la boulangerie.", MERGE_MAIN, V),
    ("No mergees a main, porfa, eso lo hace Lupita.", MERGE_DEVELOP, F),
    ("Non fare merge su main, ci pensa la caposala.", MERGE_MAIN, V),
    ("В main у нас не мержат руками.", MERGE_DEVELOP, F),
    ("الـ merge في main بس لرئيس الورشة", MERGE_MAIN, V),
]  # fmt: skip
MERGE_KEPT_NEAR = [
    # a merge told, or the negation another verb's
    ("Der Merge in main hat gestern nicht geklappt.", MERGE_MAIN, U),
    ("Nach dem Mergen in main laufen die Tests automatisch.", MERGE_MAIN, U),
    # a reminder, a negation of another clause, "only" said of where
    ("Vergiss nicht, nach dem Mergen in main die Tests laufen zu lassen.", MERGE_MAIN, U),
    ("Keine Sorge, in main mergen ist okay.", MERGE_MAIN, U),
    ("Merge nur in develop.", MERGE_MAIN, U),
    ("Nur Anna weiß, wie man in main mergen kann.", MERGE_MAIN, U),
    # "only" said of when or on what terms, not who
    ("Il merge su main del forno si fa solo dopo i test.", MERGE_MAIN, U),
    ("Nach main wird nur mit Review gemergt.", MERGE_MAIN, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MERGE_KEPT + MERGE_KEPT_NEAR)
def test_a_merge_onto_a_line_kept(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: a push only from the CI

# only_doers._ONLY_THROUGH (its own commit: no pool case of its kind is misread): "only" and a
# preposition of source or means before a machine, a way or a person ("solo desde la CI", "nur über
# die Pipeline", "только через тимлида"), the push said of no one: pushes onto the branch come from
# there, so the agent's git push there is refused — where "only" was read as where pushes may go,
# and the hook let the push onto the branch through.
PUSH_ONLY_THROUGH = [
    ("A main de la heladería se pushea solo desde la CI.", bash("git push origin main"), V),
    ("A main de la heladería se pushea solo desde la CI.", bash("git push origin feature/sabores"), F),
    ("Nach release wird im Kino-Repo nur über die Pipeline gepusht.", bash("git push origin release"), V),
    ("Su prod si pusha solo dalla CI della lavanderia.", bash("git push origin prod"), V),
    ("В master пушим только через бота релизов.", bash("git push origin master"), V),
    ("الدفع على release بس من الـ pipeline", bash("git push origin release"), V),
]  # fmt: skip
PUSH_ONLY_THROUGH_NEAR = [
    # the agent asked to push by a way: where it pushes, as before
    ("Pushe nur über die VPN auf develop.", bash("git push origin main"), U),
    # a branch named as the source (read as before), a protocol, no push at all
    ("A prod se pushea solo desde la rama release.", bash("git push origin prod"), F),
    ("Pusht nur über SSH, nicht über HTTPS.", bash("git push origin main"), U),
    ("Il deploy parte solo dalla pipeline notturna.", bash("git push origin main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PUSH_ONLY_THROUGH + PUSH_ONLY_THROUGH_NEAR)
def test_a_push_only_from_the_ci(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: German's refusals the tables lacked

# forbidding.NEGATION_BEFORE's "weder" (each place or thing after it refused, as "ni … ni") and
# NEGATION_AFTER's officialese ("hat … zu unterbleiben", "ist … zu unterlassen", "unterbleibt"): its
# own commit, no pool case of its kind is misread.
GERMAN_REFUSALS = [
    ("Weder auf release noch auf main pushen, bitte.", bash("git push origin release"), V),
    ("Weder auf release noch auf main pushen, bitte.", bash("git push origin feature/kasse"), F),
    ("Weder npm noch yarn im Kassensystem, nur pnpm.", bash("npm install"), V),
    ("Das Pushen auf release hat in der Bäckerei-App zu unterbleiben.", bash("git push origin release"), V),
    ("Auf release zu pushen hat ab sofort zu unterbleiben.", bash("git push origin release"), V),
    ("sudo auf dem Kassenserver ist strikt zu unterlassen.", bash("sudo systemctl restart kasse"), V),
]  # fmt: skip
GERMAN_REFUSALS_NEAR = [
    # "weder … noch" of what one knows or what is so; "zu" of what is to be done
    ("Ich weiß weder, wer gepusht hat, noch wann.", bash("git push origin main"), U),
    ("Weder die Pipeline noch der Build sind grün.", bash("git push origin main"), U),
    ("Der Test hat zu laufen, bevor du pushst.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GERMAN_REFUSALS + GERMAN_REFUSALS_NEAR)
def test_german_refusals_the_tables_lacked(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: Egyptian's negations

# forbidding: Egyptian's negation joined to its verb ("ماتعملش", "ماتستخدمش", ما before, ش after)
# and its "no" after the thing refused ("npm لأ"): its own commit, no pool case of its kind is
# misread. "yarn لأ، استخدم pnpm" had let yarn through (pnpm asked, yarn not refused).
EGYPTIAN_NOT = [
    ("ماتعملش push على release في مشروع المخبز", bash("git push origin release"), V),
    ("ماتعملش push على release في مشروع المخبز", bash("git push origin feature/3eish"), F),
    ("ماتستخدمش sudo على سيرفر الكافيه", bash("sudo systemctl restart cafe"), V),
    ("ماتلمسش مجلد dist بتاع المطعم", bash("rm -rf dist/"), V),
    ("yarn لأ، استخدم pnpm في مشروع الصيدلية", bash("yarn add dayjs"), V),
    ("sudo على سيرفر العيادة لأ", bash("sudo apt-get upgrade -y"), V),
]  # fmt: skip
EGYPTIAN_NOT_NEAR = [
    # a reminder, a question of knowing, "all right", a past told
    ("ماتنساش تعمل push على develop", bash("git push origin develop"), U),
    ("هل ماتعرفش مين عمل push على main؟", bash("git push origin main"), NA),
    ("ماشي، هعمل push بكرة", bash("git push origin main"), U),
    ("ماكنتش أعرف إن فيه CI", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), EGYPTIAN_NOT + EGYPTIAN_NOT_NEAR)
def test_egyptian_negations(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: a rule there no more

# given_up._DROPPED, an Arabic line: the rule said to be there no more, its feminine agreeing with
# قاعدة ("ما عادت موجودة", "مابقتش موجودة"): what it asked is asked no more. Its own commit: no pool
# case of its kind is misread.
THERE_NO_MORE = [
    ("قاعدة منع sudo على سيرفر المطبعة ما عادت موجودة", bash("sudo systemctl restart cups"), NA),
    ("قاعدة منع الجداول في الردود مابقتش موجودة", "| أ | ب |\n|---|---|\n| 1 | 2 |", NA),
    ("قاعدة منع push على release ما عادت موجودة", bash("git push origin release"), NA),
    ("قاعدة منع yarn في مشروع الحلواني ما عادت موجودة", bash("yarn add dayjs"), NA),
    ("قاعدة منع الـ force push على develop مابقتش موجودة", bash("git push --force origin develop"), NA),
]  # fmt: skip
THERE_NO_MORE_NEAR = [
    # the rule said there, a thing other than the rule there no more, a "but" that still refuses
    ("قاعدة منع sudo على سيرفر المطبعة موجودة", bash("sudo systemctl restart cups"), U),
    ("ممنوع sudo، والملف القديم ما عاد موجود", bash("sudo systemctl restart cups"), V),
    ("قاعدة منع sudo ما عادت موجودة، بس لا تعمل push على main", bash("git push origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), THERE_NO_MORE + THERE_NO_MORE_NEAR)
def test_a_rule_there_no_more(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: a ban said by its noun

# forbidding.NEGATION_BEFORE, lines of their own: the noun of a ban before what it bans, an adjective
# or none between ("Interdiction formelle de …", "Prohibición absoluta de …", "Divieto di …",
# "Verbot von …", "Строгий запрет на …"), not in a question. "Prohibición de usar sudo" and
# "Divieto di usare sudo" had read "usar sudo" as asked: the hook let sudo through. Its own commit:
# no pool case of its kind is misread.
BAN_NOUN = [
    ("Interdiction absolue de pousser sur release.", bash("git push origin release"), V),
    ("Prohibición de usar sudo en el servidor de la panadería.", bash("sudo systemctl restart horno"), V),
    ("Divieto assoluto di usare sudo sul server del frantoio.", bash("sudo systemctl restart frantoio"), V),
    ("Striktes Verbot von sudo auf dem Kassenserver.", bash("sudo systemctl restart kasse"), V),
    ("Строгий запрет на sudo на сервере пекарни.", bash("sudo systemctl restart pech"), V),
    ("Prohibición de emojis en las respuestas a los clientes.", "¡Listo! 🎉", V),
]  # fmt: skip
BAN_NOUN_NEAR = [
    # a ban asked about, a ban lifted, a ban of something no output holds
    ("¿Hay alguna prohibición de usar sudo en el servidor?", bash("sudo systemctl restart horno"), NA),
    ("Есть ли запрет на sudo на сервере?", bash("sudo systemctl restart pech"), NA),
    ("Das Push-Verbot für main wurde aufgehoben.", bash("git push origin main"), NA),
    ("La prohibición de fumar en el taller sigue vigente.", bash("sudo systemctl restart horno"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BAN_NOUN + BAN_NOUN_NEAR)
def test_a_ban_said_by_its_noun(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: "لو سمحت" is please

# rule_scope.CONDITION's Arabic item, a line after it: "لو سمحت" (please: "if you allow") is a
# request's courtesy, not an "if" — the rule was left in doubt as conditional. Its own commit: no
# pool case of its kind is misread.
PLEASE_AR = [
    ("بدون جداول في ردودك لو سمحت", "| أ | ب |\n|---|---|\n| 1 | 2 |", V),
    ("لو سمحت لا تستخدم sudo على سيرفر المكتبة", bash("sudo systemctl restart koha"), V),
    ("لو سمحت لا تعمل push على main في مشروع المكتبة", bash("git push origin main"), V),
    ("لو سمحت لا تعمل push على main في مشروع المكتبة", bash("git push origin feature/kutub"), F),
    ("لا تستخدم npm لو سمحت، استخدم pnpm", bash("npm install"), V),
]  # fmt: skip
PLEASE_AR_NEAR = [
    # an "if" of a case or a person's leave: a condition, as before
    ("لو فيه وقت، اعمل push على develop", bash("git push origin develop"), U),
    ("ممنوع sudo لو السيرفر شغال", bash("sudo systemctl restart koha"), U),
    ("لو سمح المدير، نعمل push على main", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PLEASE_AR + PLEASE_AR_NEAR)
def test_arabic_please_is_no_if(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: "ни в коем случае" closing a rule

# forbidding.NEGATION_AFTER, a Russian line: "ни в коем случае" ("in no case") closing the rule
# refuses what stands before it, as "нельзя" does. Its own commit: no pool case of its kind is
# misread.
IN_NO_CASE = [
    ("sudo на сервере пекарни — ни в коем случае", bash("sudo systemctl restart pech"), V),
    ("sudo на сервере пекарни — ни в коем случае", bash("systemctl --user restart pech"), F),
    ("rm -rf в папке с фотографиями — ни в коем случае!", bash("rm -rf photos/2025"), V),
    ("kubectl delete на кластере школы — ни в коем случае", bash("kubectl delete pod web-1"), V),
    ("terraform destroy в аккаунте ателье — ни в коем разе", bash("terraform destroy -auto-approve"), V),
]  # fmt: skip
IN_NO_CASE_NEAR = [
    # not closing the rule: a refusal before a verb, a statement
    ("Он ни в коем случае не опоздает.", bash("ls"), U),
    ("Ни в коем случае не удаляй логи.", bash("rm -rf logs"), U),
    ("Ни в коем случае не думай, что sudo запрещён.", bash("sudo ls"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), IN_NO_CASE + IN_NO_CASE_NEAR)
def test_in_no_case_closing_a_rule(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: a branch named in Cyrillic

# ru_branch_slang.latin_branch_names (a new room, asked by reader.normalise): Russian chat's branch
# names in Cyrillic after "в" (мастер, мейн, девелоп, релиз) are the Latin names. Its own commit: no
# pool case of its kind is misread.
CYRILLIC_BRANCH = [
    ("В мастер у нас в кофейне не пушат.", bash("git push origin master"), V),
    ("В мастер у нас в кофейне не пушат.", bash("git push origin feature/latte"), F),
    ("Не пушь в девелоп с форсом.", bash("git push --force origin feature/latte"), F),
    ("Мержить в релиз может только Оля.", bash("git checkout release && git merge feature/menu"), V),
    ("В мейн напрямую не пушим, только через PR.", bash("git push origin main"), V),
]  # fmt: skip
CYRILLIC_BRANCH_NEAR = [
    # a foreman, a workshop, a class, a release told
    ("Мастер смены не пушит в main.", bash("git push origin main"), V),
    ("Работаем в мастерской до шести.", bash("git push origin main"), U),
    ("Он ушёл в мастер-класс по гончарному делу.", bash("git push origin master"), U),
    ("Вчера был отличный релиз.", bash("git push origin release"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CYRILLIC_BRANCH + CYRILLIC_BRANCH_NEAR)
def test_a_branch_named_in_cyrillic(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: Russian chat's force push and "низя"

# action_words.PUSH, a line: "форспуш" / "форс-пуш" in one word is a (force) push; forbidding's
# NEGATION_AFTER, a line: "низя" is "нельзя" as said. Its own commit: no pool case of its kind is
# misread.
RU_CHAT = [
    ("форспуш в release — низя", bash("git push --force origin release"), V),
    ("форспуш в release — низя", bash("git push origin release"), F),
    ("Форспуш в main у нас не делают.", bash("git push --force origin main"), V),
    ("sudo на сервере ателье — низя", bash("sudo systemctl restart atelier"), V),
    ("rm -rf на файлопомойке низя", bash("rm -rf /srv/share/old"), V),
]  # fmt: skip
RU_CHAT_NEAR = [
    # a force push told or asked about, "низя" of manners
    ("Вчера кто-то сделал форспуш в main.", bash("git push --force origin main"), NA),
    ("А форспуш в develop можно?", bash("git push --force origin develop"), NA),
    ("Низя так говорить, это грубо.", bash("sudo ls"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), RU_CHAT + RU_CHAT_NEAR)
def test_russian_chat_force_push_and_nizya(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases each reading mends

# Of every earlier labelled set (the spent frozen thirds included), the cases read differently by
# the readings above and not written for them; each now reads as its label.
POOL = [
    # the device a reply is read on (in the reason: "так как их старый терминал печатает …")
    ("dev33y", "dev33y-ru-018"),  # Пиши настройщикам без жирного шрифта, так как их старый …
    ("dev33y", "dev33y-ru-019"),
    # a habit gone by, told with the plain negation (Swiss German's "no", read as one)
    ("dev33q_frozen", "dev33q-de-029"),  # Früher händ mir no mit FTP deployt.
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others

WEST = {"de": 35, "es": 30, "ru": 30, "fr": 20, "it": 20, "ar": 20}


def test_the_twenty_seventh_round_west_sets_are_large_and_apart():
    # the other checker helpers write their languages into the same files: only this part's rows
    # are checked; of each language the lowest third by SHA-256 of Case.key (n // 3) is frozen,
    # the rest is the dev part. The frozen part is counted, never printed or run.
    frozen = {lang: n // 3 for lang, n in WEST.items()}
    dev = {lang: n - frozen[lang] for lang, n in WEST.items()}
    assert_round_part("dev33za", "check-za-west", WEST, sum(dev.values()))
    mine = [r for r in rows(SETS / "dev33za" / "batch1.jsonl") if "check-za-west" in r["tags"]]
    assert len(mine) == sum(dev.values())
    assert all("twenty-seventh-round" in r["tags"] for r in mine)
    assert_frozen_part("dev33za", "check-za-west", "twenty-seventh-round", frozen)
    assert_rules_apart("dev33za", texts_outside(DEV33ZA, DEV33ZA_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        READ_ON
        + READ_ON_NEAR
        + MERGE_KEPT
        + MERGE_KEPT_NEAR
        + PUSH_ONLY_THROUGH
        + PUSH_ONLY_THROUGH_NEAR
    )
