"""The twenty-sixth round's fresh set, west part (dev33z: fr, de, es, it, ru, ar), and the classes
its first run and the pool of earlier rounds' misses showed unread (issue 33): a reply language
named in words no table held (read from Babel's CLDR names); a rule lifted, let fall or taken off;
a quote or a statement as a reply; a place kept hands off or as it is. Then, outside the rule of
evidence (each in its own commit, mending no pool case): a read of a place kept from removal; a
branch left alone for a while in new words; a push kept to a role by a noun of duty; a merge into
a line kept to a role; texts said to go in a language; the tool a team takes. Then the pool cases
each reading mends, this part's shape, its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(5880c4bd, `/work/wt/base26`) every sibling fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33Z, DEV33Z_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    gemini,
    pool_case,
    push_files,
    rows,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def judged(rule: str, output) -> str:
    """The verdict as the benchmark reads it: with the app's language identifier (the domain's
    own fallback knows the ten UI languages only, not a Finnish or Swahili reply)."""
    from benchmarks.judge_compliance import Case

    o = (
        {"reply": output}
        if isinstance(output, str)
        else {"tool_call": dict(zip(("name", "arguments"), output, strict=True))}
    )
    return judge_case(Case("probe", "actions", "en", rule, "constraint", o, None, "unknown", ()))


# ---------------------------------------------------------------- a reply language no table named

# CLDR's names (Babel's, already kept) of the identifier's other languages, in every UI language
# and its regional locales (scripts/gen_language_names.py): Finnish, Hungarian, Bengali, Swahili,
# Tagalog, Danish, Slovak, Bulgarian, Croatian, Serbian, Tamil, Malay.
LANGUAGE_NAMED = [
    ("Antworte den bulgarischen Erntehelfern im Rosental auf Bulgarisch.", "Благодаря, берачите започват утре в шест сутринта при северния склон.", F),
    ("Ai tecnici slovacchi della funivia si scrive in slovacco.", "Grazie, la revisione della cabina è fissata per giovedì mattina.", V),
    ("Отвечай по-фински лыжникам из Лахти, которые живут у нас на базе.", "Спасибо, трасса откроется завтра в девять утра.", V),
    ("أجب الطلاب القادمين من كوالالمبور بالماليزية.", "شكراً، تبدأ المحاضرة غداً في التاسعة صباحاً.", V),
    ("Escribe en tagalo a las enfermeras del turno de Manila.", "Salamat po, ang inyong duty ay magsisimula bukas ng alas-siyete ng umaga.", F),
    ("À l'équipe croate du chantier naval, réponds en croate.", "Merci, la coque sera prête à peindre vendredi.", V),
    ("Reply in Danish to the ferry crew from Esbjerg.", "Tak, færgen sejler i morgen klokken otte fra havnen.", F),
]  # fmt: skip
LANGUAGE_NAMED_NEAR = [
    # the people named, a UI language asked: as before
    ("Antworte den finnischen Gästen der Hütte auf Deutsch.", "Kiitos, sauna on lämmin kello kuudelta illalla.", V),
    ("Отвечай по-русски венгерским туристам на пароме.", "Спасибо, паром отходит в семь утра.", F),
    # a people named, no language asked of the reply
    ("Les guides danois arrivent lundi au musée de la marine.", "Merci, la visite commence à dix heures.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LANGUAGE_NAMED + LANGUAGE_NAMED_NEAR)
def test_a_reply_language_no_table_named(rule, output, expected):
    assert judged(rule, output) == expected.value, (rule, output)


# ---------------------------------------------------------------- a rule lifted, let fall or taken off

# given_up._DROPPED's verbs the list lacked: levée, laissé tomber, se quitó, se levantó,
# cancellata, сняли, اتلغت / انلغت / اتشالت. The rule's words then ask nothing of the output.
LIFTED = [
    ("L'interdiction de pousser sur la branche release de la fromagerie est levée.", push_files("release"), NA),
    ("On a laissé tomber la consigne qui interdisait les emojis dans les réponses aux randonneurs.", "Bonne rando 🥾", NA),
    ("La regla de no usar sudo en el servidor del vivero se quitó en marzo.", bash("sudo systemctl restart nginx"), NA),
    ("La regola di non fare push su main della cantina è stata cancellata.", bash("git push origin main"), NA),
    ("Правило про sudo на сервере теплицы снято.", gemini("sudo apt-get upgrade -y"), NA),
    ("قاعدة منع الدفع إلى main في المخبز انلغت من زمان.", push_files("main"), NA),
]  # fmt: skip
LIFTED_NEAR = [
    # the lifting negated: the rule holds, as before
    ("L'interdiction de pousser sur la branche release de la fromagerie n'a pas été levée.", push_files("release"), V),
    # "levé" of something else than a rule, and a rule with no verb of dropping
    ("Ne pousse pas sur release avant que le doute sur les tests soit levé.", push_files("release"), V),
    ("La regola di non fare push su main della cantina vale per tutti.", bash("git push origin main"), V),
    # a lifting not told as done: an alarm raised, a file deleted
    ("Règle du moulin : toute alerte doit être levée avant de pousser sur release.", push_files("release"), U),
    ("Regola della cantina: ogni file cancellato va segnato nel registro.", bash("rm vecchio.txt"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LIFTED + LIFTED_NEAR)
def test_a_rule_lifted_let_fall_or_taken_off(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a quote or a statement, as a reply

# read_reply._REPLIES: devis, preventivi, Kostenvoranschläge, сметы, كشوف / كشوفات, beside the
# presupuestos already read: a format rule for them is a rule for the reply.
TABLE = "| Poste | Montant |\n|---|---|\n| Charpente | 3 200 |\n| Couverture | 2 100 |"
QUOTES = [
    ("Dans les devis du charpentier, jamais de tableau : le client les lit sur son téléphone.", TABLE, V),
    ("Dans les devis du charpentier, jamais de tableau : le client les lit sur son téléphone.", "Charpente 3 200 €, couverture 2 100 €.", F),
    ("Nei preventivi dell'idraulico niente grassetto.", "Caldaia nuova: **2.400 €** posa inclusa.", V),
    ("Keine Überschriften in Kostenvoranschlägen für die Dachdeckerei.", "## Dach\n\nNeue Ziegel: 4.100 €.", V),
    ("В сметах для заказчиков не ставь таблицы.", "| Работа | Цена |\n|---|---|\n| Кровля | 90 000 |", V),
    ("بدون خط عريض في كشوفات الرواتب للعمال.", "راتب شهر مايو: **3200 ريال**.", V),
]  # fmt: skip
QUOTES_NEAR = [
    # the same words with nothing sent: a quote's figure, a search for statements
    ("Le devis du charpentier est arrivé hier.", TABLE, U),
    ("Nei preventivi dell'idraulico c'è un errore di calcolo.", "Caldaia nuova: **2.400 €** posa inclusa.", U),
    ("اكتشف الكشافة كهفاً جديداً.", "| أ | ب |\n|---|---|\n| 1 | 2 |", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), QUOTES + QUOTES_NEAR)
def test_a_quote_or_a_statement_as_a_reply(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a place kept hands off or as it is

# read_paths.KEEP_OUT: Finger weg / Hände weg von, tel quel, wie er ist, como está, così com'è, как
# есть, كما هو / على حاله; and folder_names._NOT_NAMES: a preposition joined to its article (vom,
# zum, au, del, nella …) is no folder's name, so "Finger weg vom Ordner infra" names infra alone.
KEPT_AS_IS = [
    ("Finger weg vom Ordner vertraege der Kanzlei.", write("vertraege/miete.txt"), V),
    ("Finger weg vom Ordner vertraege der Kanzlei.", write("src/kanzlei.py"), F),
    ("Hände weg vom Verzeichnis backups im Vereinsserver.", bash("rm -rf backups/2024"), V),
    ("Le dossier factures/2019 reste tel quel.", bash("rm -r factures/2019"), V),
    ("Der Ordner fotos/hochzeit bleibt, wie er ist.", write("fotos/hochzeit/neu.jpg"), V),
    ("La carpeta planos/1970 se queda como está.", gemini("rm -r planos/1970"), V),
    ("المجلد contracts/ يبقى كما هو.", write("contracts/new.txt"), V),
]  # fmt: skip
KEPT_AS_IS_NEAR = [
    # the same words of something that is no place, or a place with none of them
    ("Finger weg vom Alkohol während der Schicht.", write("notes/schicht.txt"), U),
    ("Le dossier factures/2019 est prêt pour le comptable.", bash("rm -r factures/2019"), U),
    ("La carpeta planos/1970 está en el servidor del estudio.", gemini("rm -r planos/1970"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KEPT_AS_IS + KEPT_AS_IS_NEAR)
def test_a_place_kept_hands_off_or_as_it_is(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: a read of a place kept from removal

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# read_only_calls._KEPT_FROM_REMOVAL, the west's verbs of removing (supprimer, effacer, löschen,
# borrar, cancellare, удалять, حذف / امسح) and the place kept as it is: a call that only reads the
# kept place leaves it as it was, the rule kept (followed), as English's "never deleted" reads.
READ_KEEPS = [
    ("Ne supprime jamais le dossier factures/2019.", bash("ls factures/2019"), F),
    ("Den Ordner belege/ nie löschen.", codex("cat belege/januar.csv"), F),
    ("La carpeta planos/ no se borra nunca.", gemini("ls planos/"), F),
    ("La cartella bozze/ non va mai cancellata.", bash("cat bozze/indice.txt"), F),
    ("Папку chertezhi/ никогда не удалять.", bash("ls chertezhi/"), F),
    ("لا تحذف مجلد contracts/ أبداً.", bash("ls contracts/"), F),
]  # fmt: skip
READ_KEEPS_NEAR = [
    # removed, or a place kept from any touch (a read there is the rule's own question), or a read
    # of another place
    ("Ne supprime jamais le dossier factures/2019.", bash("rm -r factures/2019"), V),
    ("Ne touche pas au dossier factures/2019.", bash("ls factures/2019"), NA),
    ("Den Ordner belege/ nie löschen.", codex("cat andere/januar.csv"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), READ_KEEPS + READ_KEEPS_NEAR)
def test_a_read_of_a_place_kept_from_removal(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: a branch left alone for a while, in new words

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# closed_branches: the verbs "no metan mano en", "خلّي … على حاله", the branch first and "rührt
# keiner an"; and the while (until_over_in_west) to a season's or a place's start or end: "tant
# que … n'a pas démarré", "solange die …", "hasta que cierre …", "finché non riapre …", "لحد ما …".
LEFT_ALONE_WHILE = [
    ("Ne touchez pas à la branche ete-2027 du camping tant que la saison n'a pas commencé.", push_files("ete-2027"), V),
    ("Den Zweig winter-2027 der Skischule rührt bitte keiner an.", push_files("winter-2027"), V),
    ("No metan mano en la rama feria-2027 de la bodega.", bash("git push origin feria-2027"), V),
    ("Non toccate il ramo estate-2027 del lido finché non riapre la spiaggia.", gemini("git push origin estate-2027"), V),
    ("خلّي فرع ramadan-2027 بتاع المخبز على حاله لحد ما يخلص الموسم.", push_files("ramadan-2027"), V),
    ("Lasst den Zweig winter-2027 der Skischule in Ruhe, solange die Lifte noch laufen.", push_files("feature/kurse"), F),
]  # fmt: skip
LEFT_ALONE_WHILE_NEAR = [
    # a check's outcome is no season's time: a condition, as before; someone glad to touch it; and
    # "خلّي بالك" (take care), no leaving alone
    ("Ne touchez pas à la branche ete-2027 du camping tant que les tests n'ont pas réussi.", push_files("ete-2027"), U),
    ("Den Zweig winter-2027 der Skischule rührt der Praktikant gern an.", push_files("winter-2027"), U),
    ("خلّي بالك من فرع ramadan-2027 بتاع المخبز.", push_files("ramadan-2027"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LEFT_ALONE_WHILE + LEFT_ALONE_WHILE_NEAR)
def test_a_branch_left_alone_for_a_while_in_new_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: a push kept to a role by a noun of duty

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# reserved._ONLY_THEN_DOER's nouns of duty or authority, the doer after them: du ressort exclusif
# de, Sache des … allein, cosa exclusiva de, le corresponde únicamente al, compete solo al, di
# esclusiva competenza della, من صلاحيات, محصور في, مسؤولية … فقط.
DUTY = [
    ("Pousser sur la branche live du festival est du ressort exclusif de la directrice technique.", bash("git push origin live"), V),
    ("Pushes auf den Zweig stable der Bibliothek sind Sache der Archivarin allein.", push_files("stable"), V),
    ("Pushes auf den Zweig stable der Bibliothek sind Sache der Archivarin allein.", push_files("feature/katalog"), F),
    ("Hacer push a la rama live del museo es cosa exclusiva del conservador.", codex("git push origin live"), V),
    ("Il push sul ramo live della funivia è di esclusiva competenza della macchinista.", gemini("git push origin live"), V),
    ("الدفع إلى فرع live في نظام المكتبة من صلاحيات أمينة الأرشيف.", push_files("live"), V),
    ("حق الدفع إلى فرع stable في الفندق محصور في مدير التشغيل.", bash("git push origin stable"), V),
]  # fmt: skip
DUTY_NEAR = [
    # the noun with no doer after it, or the agent's own purview
    ("Pousser sur la branche live du festival est du ressort de toute l'équipe.", bash("git push origin live"), U),
    ("Die Sache mit dem Zweig stable der Bibliothek ist erledigt.", push_files("stable"), U),
    ("الدفع إلى فرع live في نظام المكتبة من صلاحياتك.", push_files("live"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DUTY + DUTY_NEAR)
def test_a_push_kept_to_a_role_by_a_noun_of_duty(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: a merge into a line kept to a role

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# merged_into._merged_into_in_west: a merge into a line named bare (fusionner dans main, Mergen in
# develop, merge su main, мерж в main, دمج … في main) in a clause that hands it to a role; the
# merge landing there is the role's, a merge of main into another branch keeps the rule.
MERGE_KEPT = [
    ("Fusionner dans main, au cinéma de quartier, est du ressort exclusif de la projectionniste.", bash("git checkout main && git merge feature/seances"), V),
    ("Fusionner dans main, au cinéma de quartier, est du ressort exclusif de la projectionniste.", bash("git checkout feature/seances && git merge main"), F),
    ("Das Mergen in develop obliegt ausschließlich der Kantorin.", codex("git checkout develop && git merge feature/noten"), V),
    ("Il merge su main della cantina compete solo alla enologa.", gemini("git checkout main && git merge feature/vendemmia"), V),
    ("Мерж в main в библиотеке делает только старший библиотекарь.", bash("git checkout main && git merge feature/katalog"), V),
    ("دمج الفروع في main بالمكتبة مسؤولية أمين الأرشيف فقط.", gemini("git checkout main && git merge feature/fihris"), V),
]  # fmt: skip
MERGE_KEPT_NEAR = [
    # a merge into main with no one it is handed to, or only a time
    ("Fusionner dans main le vendredi soir, c'est risqué au cinéma.", bash("git checkout main && git merge feature/seances"), U),
    ("Das Mergen in develop übernimmt ab jetzt jeder selbst.", codex("git checkout develop && git merge feature/noten"), U),
    ("Il merge su main della cantina si fa solo dopo la revisione.", gemini("git checkout main && git merge feature/vendemmia"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MERGE_KEPT + MERGE_KEPT_NEAR)
def test_a_merge_into_a_line_kept_to_a_role(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- outside the rule of evidence: texts said to go in a language

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# read_language.REPLY: "van en", "vanno in", "vont en" (beside "salen en", "partent en"), and
# Spanish's accented imperative with its clitic ("escríbanles", "escríbeles").
GO_IN = [
    ("Los mensajes para los guías daneses van en danés.", "Gracias, la visita empieza a las diez en el muelle.", V),
    ("I messaggi per i camerieri bengalesi vanno in bengalese.", "Grazie, il turno di domani comincia alle sei.", V),
    ("Les consignes pour les cueilleurs croates vont en croate.", "Merci, la cueillette commence demain à sept heures.", V),
    ("Escríbanles en tagalo a los marineros del puerto.", "Salamat po, ang barko ay aalis bukas ng alas-otso ng umaga.", F),
    ("Escríbeles en húngaro a los ciclistas de la vuelta.", "Gracias, la etapa sale mañana a las nueve de la plaza.", V),
]  # fmt: skip
GO_IN_NEAR = [
    # going somewhere, not in a language; writing to me
    ("Los mensajes van en el sobre azul de la recepción.", "Gracias, la visita empieza a las diez en el muelle.", U),
    ("I pacchi vanno in magazzino entro le sei.", "Grazie, il turno di domani comincia alle sei.", U),
    ("Escríbeme cuando llegues al puerto.", "Gracias, la visita empieza a las diez en el muelle.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GO_IN + GO_IN_NEAR)
def test_texts_said_to_go_in_a_language(rule, output, expected):
    assert judged(rule, output) == expected.value, (rule, output)


# ---------------------------------------------------------------- outside the rule of evidence: the tool a team takes

# No pool case: kept in its own commit, named in the README as outside the rule of evidence.
# forbidding.USE: "nehmen wir", "wir nehmen", "on prend", "nous prenons", "prendiamo" — the tool
# named with them is asked for, where a ban later in the sentence took it as banned too.
TOOL_TAKEN = [
    ("Im Vereinsheim-Projekt nehmen wir pnpm, npm ist tabu.", codex("pnpm add zod"), F),
    ("Bei der Tafel nehmen wir yarn, npm ist tabu.", bash("yarn add zod"), F),
    ("Pour le site du club, on prend pnpm, npm est interdit.", bash("pnpm install"), F),
    ("À la chorale, nous prenons uv, pip est interdit.", gemini("uv add rich"), F),
    ("Nel gestionale del coro prendiamo pnpm, npm è vietato.", bash("pnpm add dayjs"), F),
]  # fmt: skip
TOOL_TAKEN_NEAR = [
    # the banned one still banned; taking no tool
    ("Im Vereinsheim-Projekt nehmen wir pnpm, npm ist tabu.", codex("npm install zod"), V),
    ("Pour le site du club, on prend le temps de relire, npm est interdit.", bash("npm install"), V),
    ("Wir nehmen uns Zeit, pip ist im Kassenbuch-Repo verboten.", gemini("pip install httpx"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TOOL_TAKEN + TOOL_TAKEN_NEAR)
def test_the_tool_a_team_takes(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases each reading mends

# Of every earlier labelled set (the spent frozen thirds included), the cases read differently by
# the readings above and not written for them; each now reads as its label.
POOL = [
    # a reply language no table named
    ("dev33y", "dev33y-ru-024"),  # Финским капитанам с ледокола отвечай по-фински.
    ("dev33y", "dev33y-ar-024"),  # رد على العمال البنغاليين في المزرعة باللغة البنغالية.
    ("dev33y_frozen", "dev33y-ru-025"),
    ("dev33y_frozen", "dev33y-ar-025"),
    # a rule lifted, let fall or taken off
    ("dev33y", "dev33y-fr-022"),  # On a laissé tomber la règle « jamais de sudo sur le serveur … ».
    ("dev33y", "dev33y-fr-023"),
    # a quote or a statement, as a reply
    ("dev33y", "dev33y-ar-017"),  # ممنوع الجداول في كشوف الحصاد بالمزرعة، لأن لوحة المستودع …
    ("dev33y_frozen", "dev33y-ar-016"),
    # a place kept hands off or as it is
    ("dev33b", "dev33b-frozen-071"),  # Finger weg vom Ordner infra (a write into infra/)
    ("dev33b", "dev33b-frozen-072"),  # the same rule, a write elsewhere
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others

WEST = {"fr": 25, "de": 25, "es": 25, "it": 25, "ru": 25, "ar": 25}


def test_the_twenty_sixth_round_west_sets_are_large_and_apart():
    # the other checker helpers write en and ja, zh_Hans, zh_Hant, ko into the same files: only
    # this part's rows are checked; of each language's 25 the lowest third by SHA-256 of Case.key
    # (8) is frozen, 17 are the dev part. The frozen part is counted, never printed or run.
    assert_round_part("dev33z", "check-z-west", WEST, 102)
    mine = [r for r in rows(SETS / "dev33z" / "batch1.jsonl") if r["lang"] in WEST]
    assert all("twenty-sixth-round" in r["tags"] for r in mine)
    assert_frozen_part("dev33z", "check-z-west", "twenty-sixth-round", dict.fromkeys(WEST, 8))
    assert_rules_apart("dev33z", texts_outside(DEV33Z, DEV33Z_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        LANGUAGE_NAMED
        + LANGUAGE_NAMED_NEAR
        + LIFTED
        + LIFTED_NEAR
        + QUOTES
        + QUOTES_NEAR
        + KEPT_AS_IS
        + KEPT_AS_IS_NEAR
    )
