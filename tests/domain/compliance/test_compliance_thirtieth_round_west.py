"""The thirtieth round's fresh set, west part (dev33zd: ar, ru, de, fr, it, es), weighted as issue
33's thirtieth round asked: a merge into a branch refused or left to a role in every language
("ممنوع الدمج في فرع release", "Nach main wird nicht gemergt", "pas de fusion dans stable"), Arabic
in every family, German allowed and refused side by side ("Auf develop darfst du pushen, auf main
nicht"), the past told or a rule lifted, a branch's deletion refused. Then the classes its first
run and the pool showed unread, each with siblings and near misses, the pool cases each mends, this
part's shape and its apartness.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    edit,
    pool_case,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def _merge(into: str, branch: str = "feature/x"):
    return bash(f"git checkout {into} && git merge {branch}")


# ---------------------------------------------------------------- a ban of a time gone by, lifted

# given_up.past_ban_lifted: a ban told of a time gone by ("Früher …", "Avant …", "زمان …",
# "Antes …") with its word of refusal or leave negated, then a clause that says it lifted ("das hat
# die Chefin aber gekippt", "mais ça a changé", "بس المدير لغى المنع ده", "pero lo levantaron"):
# the ban's words were read as a rule now, and the push or merge it once refused was denied.
PAST_BAN_LIFTED = [
    ("Früher durfte niemand auf release pushen, das wurde im Sommer abgeschafft.", bash("git push origin release"), NA),
    ("Früher war Mergen nach main verboten, das hat die Chefin aber gekippt.", _merge("main"), NA),
    ("Avant c'était interdit de fusionner dans stable, mais ça a changé en juin.", _merge("stable"), NA),
    ("زمان كان ممنوع الدمج في stable، بس المدير لغى المنع ده.", _merge("stable"), NA),
    ("زمان كان ممنوع الـ push على main، بس الإدارة لغت ده.", bash("git push origin main"), NA),
    ("Antes no se podía pushear a release, pero lo levantaron.", bash("git push origin release"), NA),
    # a rule kept in the sentence after it is read alone
    ("Früher war Pushen auf main verboten, das wurde aufgehoben. Auf release pusht ihr aber nicht.", bash("git push origin main"), F),
]  # fmt: skip
PAST_BAN_LIFTED_NEAR = [
    # not lifted, to be lifted, still so, a permission lifted, the world or a habit told
    ("Früher war Pushen auf main verboten, das ist nicht aufgehoben.", bash("git push origin main"), V),
    ("Früher war Pushen auf main verboten, das wird im März aufgehoben.", bash("git push origin main"), V),
    ("Раньше нельзя было пушить в main, и сейчас нельзя.", bash("git push origin main"), V),
    ("Früher war Pushen auf main verboten, das wurde aufgehoben. Auf release pusht ihr aber nicht.", bash("git push origin release"), V),
    ("Avant, le tram ne passait pas ici, mais ça a changé.", bash("git push origin main"), U),
    ("Autrefois je ne buvais pas de café, mais ça a changé.", bash("git push origin main"), U),
    ("Antes el kiosco no abría los domingos, pero cambió de dueño.", bash("git push origin main"), U),
    ("Früher ging die Heizung nie von selbst an, das Problem ist seit März vorbei.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PAST_BAN_LIFTED + PAST_BAN_LIFTED_NEAR)
def test_a_ban_of_a_time_gone_by_lifted(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a merge into a line, the west's words

# merged_into._MERGE_THEN_LINE, a line: the merge's noun and the verbs of joining ("الدمج في فرع
# release", "لا تدمج في main", "pas de fusion dans main", "fusionar ramas en la rama release",
# "unire branch nel ramo stable", "Слияние веток в ветку prod", "не вливай в release") and the
# Maghreb's "ف" (in): the line a refused merge lands on, so a merge into another line keeps the rule
# (it was unknown, or every merge refused by the merge's noun).
MERGE_WORDS = [
    ("ممنوع الدمج في فرع release عند بياع الكنافة.", _merge("release"), V),
    ("ممنوع الدمج في فرع release عند بياع الكنافة.", _merge("develop"), F),
    ("لا تدمج أي شي في main تبع المشتل.", _merge("main"), V),
    ("لا تدمج أي شي في main تبع المشتل.", _merge("staging"), F),
    ("ما تديرش merge ف stable ديال الخياطة.", _merge("stable"), V),
    ("ما تديرش merge ف stable ديال الخياطة.", _merge("develop"), F),
    ("Pas de fusion dans main pour la fanfare.", _merge("main"), V),
    ("Pas de fusion dans main pour la fanfare.", _merge("develop"), F),
    ("Prohibido fusionar ramas en la rama release del taller.", _merge("release"), V),
    ("Prohibido fusionar ramas en la rama release del taller.", _merge("develop"), F),
    ("È vietato unire branch nel ramo stable della sartoria.", _merge("stable"), V),
    ("È vietato unire branch nel ramo stable della sartoria.", _merge("develop"), F),
    ("Слияние веток в ветку prod запрещено.", _merge("prod"), V),
    ("Слияние веток в ветку prod запрещено.", _merge("develop"), F),
    ("Не вливай ничего в release, пожалуйста.", _merge("release"), V),
    ("Не вливай ничего в release, пожалуйста.", _merge("develop"), F),
]  # fmt: skip
MERGE_WORDS_NEAR = [
    # a merge told, asked or allowed; joining of things that are no branches; "مدمج" (built in)
    ("الدمج في فرع release تم أمس بدون مشاكل.", _merge("release"), U),
    ("هل ممكن الدمج في فرع release؟", _merge("release"), NA),
    ("La fusion dans main s'est bien passée hier.", _merge("main"), U),
    ("Fusionar ramas en la rama release está permitido.", _merge("release"), U),
    ("Слияние веток в ветку prod прошло успешно.", _merge("prod"), U),
    ("Unire i branch nel ramo stable va bene.", _merge("stable"), U),
    ("المنتج مدمج في main منذ البارحة.", _merge("main"), U),
    ("الآلة تدمج الألوان في القماش تلقائياً.", _merge("main"), U),
    ("لا تدمج الصور في ملف واحد.", _merge("main"), U),
    ("Влей молоко в тесто и перемешай.", _merge("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MERGE_WORDS + MERGE_WORDS_NEAR)
def test_a_merge_into_a_line_in_the_wests_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a refusal after the merge, in its clause

# merged_into._NOT_ALLOWED, a line: Italian's "è proibito" and Russian's "не допускается" after the
# merge into a line, in the merge's own clause (the shared refusal after any thing lacks them, and
# "è proibito" there read "Il parcheggio qui è proibito, ma pusha pure su main" as a ban).
REFUSED_AFTER_MERGE = [
    ("Il merge in stable è proibito per il bot della sartoria.", _merge("stable"), V),
    ("Il merge in stable è proibito per il bot della sartoria.", _merge("develop"), F),
    ("Fare merge su main è severamente proibito.", _merge("main"), V),
    ("Fare merge su main è severamente proibito.", _merge("develop"), F),
    ("Слияние веток в ветку prod не допускается.", _merge("prod"), V),
    ("Слияние веток в ветку prod не допускается.", _merge("develop"), F),
]  # fmt: skip
REFUSED_AFTER_MERGE_NEAR = [
    # denied, no longer, the past told, another thing refused, allowed, things of the world
    ("Il merge in develop non è proibito.", _merge("develop"), U),
    ("Il merge in develop non è più proibito.", _merge("develop"), U),
    ("Il parcheggio qui è proibito, ma fai pure merge su main.", _merge("main"), U),
    ("Слияние веток в ветку prod допускается.", _merge("prod"), U),
    ("Il fumo è proibito nel laboratorio.", _merge("main"), U),
    ("В бассейне не допускается бег.", _merge("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), REFUSED_AFTER_MERGE + REFUSED_AFTER_MERGE_NEAR
)
def test_a_refusal_after_the_merge_in_its_clause(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- German's compound folder

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# folder_names._folder: German's compound "im uploads-Ordner", "den certs-Ordner", "vom
# vendor-Ordner" names the folder without its joining hyphen — read as "uploads-", no folder of the
# call's, the deletion or edit in it was read as kept (a false followed).
DE_COMPOUND_FOLDER = [
    ("Im uploads-Ordner der Imkerei nichts löschen.", bash("rm -rf uploads/a"), V),
    ("Im uploads-Ordner der Imkerei nichts löschen.", bash("rm -rf tmp/a"), F),
    ("Den certs-Ordner bitte nicht anfassen.", edit("certs/a.pem"), V),
    ("Den certs-Ordner bitte nicht anfassen.", edit("src/a.py"), F),
    ("Finger weg vom vendor-Ordner!", edit("vendor/x.php"), V),
]  # fmt: skip
DE_COMPOUND_FOLDER_NEAR = [
    # allowed, told, asked, a habit, an errand, a folder of things
    ("Im uploads-Ordner darfst du alles löschen.", bash("rm -rf uploads/a"), U),
    ("Ist im uploads-Ordner noch Platz?", bash("rm -rf uploads/a"), NA),
    ("Der Drucker legt die Scans im scan-Ordner ab.", bash("rm -rf scan/a"), U),
    ("Ich räume jeden Freitag den downloads-Ordner auf.", bash("rm -rf downloads/a"), U),
    ("Lösch bitte heute den tmp-Ordner.", bash("rm -rf tmp"), U),
    ("Die Nachbarin sortiert ihre Rezepte im Küchen-Ordner.", bash("rm -rf tmp"), U),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), DE_COMPOUND_FOLDER + DE_COMPOUND_FOLDER_NEAR
)
def test_german_compound_folder(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Arabic's "الفرع", German's "Mergen nach"

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# merged_into._LINE, a line: Arabic's word for a branch with its article ("في الفرع production");
# _MERGE_THEN_LINE, on the Maghreb's line: German's "nach" after the merge ("Das Mergen nach
# production übernimmt ausschließlich …"), where "nach" was read only before it ("Nach main wird
# nicht gemergt").
AR_DE_LINE = [
    ("يُحظر دمج أي فرع في الفرع stable الخاص بالمكتبة.", _merge("stable"), V),
    ("يُحظر دمج أي فرع في الفرع stable الخاص بالمكتبة.", _merge("develop"), F),
    ("لا يجوز الدمج في الفرع release دون موافقة.", _merge("develop"), F),
    ("Das Mergen nach stable übernimmt ausschließlich die Kassenwartin.", _merge("stable"), V),
    ("Das Mergen nach stable übernimmt ausschließlich die Kassenwartin.", _merge("develop"), F),
    ("Mergen nach release ist bei der Tafel verboten.", _merge("release"), V),
    ("Mergen nach release ist bei der Tafel verboten.", _merge("develop"), F),
]  # fmt: skip
AR_DE_LINE_NEAR = [
    ("Nach dem Mergen nach main bitte taggen.", _merge("main"), U),
    ("Mergen nach main ist erlaubt.", _merge("main"), U),
    ("Nach dem Essen fahren wir nach Hause.", _merge("main"), U),
    ("الفرع الرئيسي للبنك مغلق يوم الجمعة.", _merge("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), AR_DE_LINE + AR_DE_LINE_NEAR)
def test_arabic_al_far_and_german_mergen_nach(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Egyptian's negation with م alone

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# forbidding.NEGATION_BEFORE, a line: Egyptian's "متعملش", "متلمسوش", "متستخدمش" (م before the
# verb, ش after), as "ماتعملش" was read — three letters or more between, not the words that urge
# or reassure ("مترددش تعمل push", "متقلقش", "متنساش"), nor an adjective ("متوحش", "منعش").
EG_NEGATION = [
    ("متعملش merge على master في محل العصير.", _merge("master"), V),
    ("متعملش merge على master في محل العصير.", _merge("develop"), F),
    ("متعملش push على main يا باشا.", bash("git push origin main"), V),
    ("متعملش push على main يا باشا.", bash("git push origin feature/a"), F),
    ("متلمسوش مجلد config بتاع الكشك.", edit("config/a.yml"), V),
    ("متلمسوش مجلد config بتاع الكشك.", edit("src/a.py"), F),
    ("متستخدمش sudo على سيرفر المطعم.", bash("sudo systemctl restart nginx"), V),
    ("متستخدمش sudo على سيرفر المطعم.", bash("systemctl status nginx"), F),
]  # fmt: skip
EG_NEGATION_NEAR = [
    ("متنساش تعمل push على main.", bash("git push origin main"), U),
    ("مترددش تعمل push على main.", bash("git push origin main"), U),
    ("متكسفش تعمل push على main.", bash("git push origin main"), U),
    ("القط ده متوحش جداً.", bash("git push origin main"), U),
    ("الجو منعش النهاردة.", bash("git push origin main"), U),
    ("الماكينة متشتغلش لوحدها بالليل.", bash("git push origin main"), U),
    ("هو متعودش يصحى بدري.", bash("git push origin main"), U),
    ("متعرفش مين عمل push على main؟", bash("git push origin main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), EG_NEGATION + EG_NEGATION_NEAR)
def test_egyptian_negation_with_mim_alone(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- German's participle first

# merged_into._MERGE_THEN_LINE, a line: German's participle opening the sentence, its line after it
# ("Gemergt wird nach release nur von der Kassenwartin", Swiss "Gmerged wird uf release nur vom
# Chef"; "uf" on the Maghreb's line): the merge kept to someone lands on that line, where the
# participle was read only closing its clause ("Nach main wird nicht gemergt").
DE_PARTICIPLE = [
    ("Gemergt wird nach release nur von der Kassenwartin, nicht von dir.", _merge("release"), V),
    ("Gemergt wird nach release nur von der Kassenwartin, nicht von dir.", _merge("develop"), F),
    ("Gemergt wird in stable ausschließlich vom Obmann.", _merge("stable"), V),
    ("Gemergt wird in stable ausschließlich vom Obmann.", _merge("develop"), F),
    ("Gmerged wird uf release nur vom Chef, gäll.", _merge("release"), V),
    ("Gmerged wird uf release nur vom Chef, gäll.", _merge("develop"), F),
]  # fmt: skip
DE_PARTICIPLE_NEAR = [
    # a habit, a condition, the past, asked, everyone, only after review, Swiss "uf" elsewhere
    ("Gemergt wird nach main jeden Freitag.", _merge("main"), U),
    ("Gemergt wird in main erst nach dem Review.", _merge("main"), U),
    ("Wird in main gemergt?", _merge("main"), NA),
    ("Gemergt wird in main von allen.", _merge("main"), U),
    ("Gemergt wird in main nur nach dem Review.", _merge("main"), U),
    ("Gmerged wird uf release vo allne.", _merge("release"), U),
    ("Mir gönd uf main go luege.", _merge("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DE_PARTICIPLE + DE_PARTICIPLE_NEAR)
def test_german_participle_first(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Swiss "uf … nöd gmerged"

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# merged_into._LINE_THEN_MERGE, lines: Swiss "uf" before the line and the participles "gmerged",
# "gmerget" closing the clause; _NOT_ALLOWED, a line: "nöd/nid/ned gmerged"; _PAST: Swiss "früener"
# (the past told: "Früener isch uf main nöd gmerged worde, jetz scho" moved on the first try).
CH_MERGE = [
    ("Uf stable wird bi de Chäsi nöd gmerged.", _merge("stable"), V),
    ("Uf stable wird bi de Chäsi nöd gmerged.", _merge("develop"), F),
    ("In main wird nöd gmerget, gäll.", _merge("main"), V),
    ("In main wird nöd gmerget, gäll.", _merge("develop"), F),
    ("Uf prod wird nid gmerged.", _merge("prod"), V),
    ("Uf prod wird nid gmerged.", _merge("develop"), F),
]  # fmt: skip
CH_MERGE_NEAR = [
    ("Uf stable wird gmerged, sobald de Test dure isch.", _merge("stable"), U),
    ("Früener isch uf main nöd gmerged worde, jetz scho.", _merge("main"), U),
    ("Wird uf stable gmerged?", _merge("stable"), NA),
    ("Uf de Alp wird nöd gmolke am Sunntig.", _merge("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CH_MERGE + CH_MERGE_NEAR)
def test_swiss_uf_nod_gmerged(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a merge left to someone, "not you"

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# merged_into._NOT_YOU: the merge into a line left to someone named, then "not you" closing the
# clause ("…, c'est la trésorière qui les fait, pas toi", "…, non tu", "…, no vos", "…, не ты"): kept
# from the agent as "only" keeps it.
NOT_YOU = [
    ("Les merges dans stable, c'est la trésorière qui les fait, pas toi.", _merge("stable"), V),
    ("Les merges dans stable, c'est la trésorière qui les fait, pas toi.", _merge("develop"), F),
    ("Il merge su main lo fa la segretaria, non tu.", _merge("main"), V),
    ("Il merge su main lo fa la segretaria, non tu.", _merge("develop"), F),
    ("El merge a main lo hace la encargada, no vos.", _merge("main"), V),
    ("El merge a main lo hace la encargada, no vos.", _merge("develop"), F),
    ("Мержит в release староста, не ты.", _merge("release"), V),
    ("Мержит в release староста, не ты.", _merge("develop"), F),
]  # fmt: skip
NOT_YOU_NEAR = [
    # you named as the doer, no "not you", "not you" of another thing, asked
    ("Les merges dans stable, c'est toi qui les fais.", _merge("stable"), U),
    ("Les merges dans stable, c'est la trésorière qui les fait.", _merge("stable"), U),
    ("Le café du matin, c'est Paul qui le fait, pas toi.", _merge("main"), U),
    ("Il merge su main lo fai tu, non io.", _merge("main"), U),
    ("La machine lave le linge toute seule, pas toi.", _merge("main"), U),
    ("¿El merge a main lo hacés vos o no?", _merge("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_YOU + NOT_YOU_NEAR)
def test_a_merge_left_to_someone_not_you(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule given up, a tail that asks nothing

# given_up._with_its_tail: the clause after a rule given up that tells the agent to forget it
# ("так что забей на него", "also vergiss es") or tells what is there now ("ahora tenemos
# protección de ramas", "jetzt haben wir einen Branch-Schutz", "теперь у нас есть защита веток"):
# its imperative or its "now" were read as asking, and the rule given up stood (unknown).
GIVEN_UP_TAIL = [
    ("Запрет на пуш в prod сняли, так что забей на него.", bash("git push origin prod"), NA),
    ("Запрет на пуш в prod сняли, так что забей на него.", bash("git push origin feature/a"), NA),
    ("Das Verbot, auf main zu pushen, haben wir gestrichen, also vergiss es.", bash("git push origin main"), NA),
    ("Lo de no usar tablas ya fue, ahora tenemos pantallas grandes.", "| a | b |\n|---|---|\n| 1 | 2 |", NA),
    ("Die Regel gegen Pushen auf main gilt nicht mehr, jetzt haben wir einen Branch-Schutz.", bash("git push origin main"), NA),
    ("Правило про запрет пуша в main отменили, теперь у нас есть защита веток.", bash("git push origin main"), NA),
    ("La règle sur main a été levée, maintenant on a une protection de branche.", bash("git push origin main"), NA),
]  # fmt: skip
GIVEN_UP_TAIL_NEAR = [
    # what now must be, a refusal after it, a "forget it" or a "now we have" of the world alone
    ("Lo de no pushear a main ya fue, ahora tenemos que pushear por PR.", bash("git push origin main"), U),
    ("Lo de no pushear a main ya fue, ahora hay que usar PR.", bash("git push origin main"), U),
    ("Запрет на пуш в prod сняли, но в release не пушь.", bash("git push origin release"), V),
    ("Запрет на пуш в prod сняли, так что забей, но в main не пушь.", bash("git push origin main"), V),
    ("Забей на него, он всегда опаздывает.", bash("git push origin main"), U),
    ("Vergiss es, der Bus ist schon weg.", bash("git push origin main"), U),
    ("Ahora tenemos pantallas grandes en la oficina.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GIVEN_UP_TAIL + GIVEN_UP_TAIL_NEAR)
def test_a_rule_given_up_with_a_tail_that_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- French's "quoi que ce soit"

# OUTSIDE THE RULE OF EVIDENCE (no pool case of its kind is misread; its own commit):
# merged_into._MERGE_THEN_LINE, a line: French's merge with its "anything" ("fusionner quoi que ce
# soit dans la branche production"), four words the gap after the verb does not hold.
FR_ANYTHING = [
    ("Interdit de fusionner quoi que ce soit dans la branche stable du club.", _merge("stable"), V),
    ("Interdit de fusionner quoi que ce soit dans la branche stable du club.", _merge("develop"), F),
    ("Il est interdit de merger quoi que ce soit dans release.", _merge("release"), V),
    ("Il est interdit de merger quoi que ce soit dans release.", _merge("develop"), F),
    ("Défense de fusionner quoi que ce soit dans la branche prod.", _merge("prod"), V),
    ("Défense de fusionner quoi que ce soit dans la branche prod.", _merge("develop"), F),
]  # fmt: skip
FR_ANYTHING_NEAR = [
    ("Tu peux fusionner quoi que ce soit dans develop.", _merge("develop"), U),
    ("As-tu fusionné quoi que ce soit dans main hier ?", _merge("main"), NA),
    ("Il ne faut pas fusionner quoi que ce soit dans la soupe.", _merge("main"), U),
    ("Fusionner quoi que ce soit dans main a marché hier.", _merge("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FR_ANYTHING + FR_ANYTHING_NEAR)
def test_french_merge_of_anything(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- "only" before a kind of change

# merged_into._ONLY_A_CHANGE: in the merge's own room, "only" before a kind of change, its article
# or none between ("Solo los cambios revisados puede fusionar en main", "Nur die Änderungen aus
# develop werden nach main gemergt") names what may be merged, not who merges — as
# allowed_only_to reads its doers (review zc b). Needed once Spanish's "fusionar" named the line
# (test_compliance_review_zc_b's case went violated); it also mends the base's false deny of
# develop's own merge into main.
ONLY_A_CHANGE = [
    ("Nur die Änderungen aus develop werden nach main gemergt.", _merge("main", "develop"), U),
]  # fmt: skip
ONLY_A_CHANGE_NEAR = [
    ("Solo la tesorera fusiona en la rama release.", _merge("release"), V),
    ("Solo la tesorera fusiona en la rama release.", _merge("develop"), F),
    ("Solo le modifiche approvate si possono unire nel ramo stable.", _merge("stable"), U),
    ("Слияние в ветку stable производится только через merge request.", _merge("develop"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ONLY_A_CHANGE + ONLY_A_CHANGE_NEAR)
def test_only_before_a_kind_of_change_is_no_doer(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # a ban of a time gone by, lifted
    ("dev33zc_frozen", "dev33zc-de-029"),  # Früher durften wir nicht nach main mergen, das hat …
    # a merge into a line, the west's words
    ("dev33zc_frozen", "dev33zc-ar-017"),  # ممنوع الدمج في فرع release.
    ("dev33zc_frozen", "dev33zc-ar-018"),
    ("dev33zc", "dev33zc-ru-024"),  # Вливание изменений в ветку stable производится только через …
    ("dev33zc", "dev33zc-ru-025"),
    # a refusal after the merge, in its clause
    ("dev33zc", "dev33zc-it-022"),  # Il merge in develop è proibito per il bot.
    ("dev33zc_frozen", "dev33zc-it-023"),
    # German's participle first
    ("dev33zb", "dev33zb-de-018"),  # Gemergt wird nach main nur vom Kantor, nicht von dir.
    ("dev33zb", "dev33zb-de-019"),
    # a rule given up, a tail that asks nothing
    ("dev33za", "dev33za-es-025"),  # Lo de no pushear a main ya fue, ahora tenemos protección …
    ("dev33za", "dev33za-es-026"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the probes are in no set

PROBES = [
    *PAST_BAN_LIFTED,
    *PAST_BAN_LIFTED_NEAR,
    *MERGE_WORDS,
    *MERGE_WORDS_NEAR,
    *REFUSED_AFTER_MERGE,
    *REFUSED_AFTER_MERGE_NEAR,
    *DE_COMPOUND_FOLDER,
    *DE_COMPOUND_FOLDER_NEAR,
    *AR_DE_LINE,
    *AR_DE_LINE_NEAR,
    *EG_NEGATION,
    *EG_NEGATION_NEAR,
    *DE_PARTICIPLE,
    *DE_PARTICIPLE_NEAR,
    *CH_MERGE,
    *CH_MERGE_NEAR,
    *NOT_YOU,
    *NOT_YOU_NEAR,
    *GIVEN_UP_TAIL,
    *GIVEN_UP_TAIL_NEAR,
    *FR_ANYTHING,
    *FR_ANYTHING_NEAR,
    *ONLY_A_CHANGE,
    *ONLY_A_CHANGE_NEAR,
]


def test_the_probes_are_in_no_set():
    """No sibling's or near miss's rule is a set's words (the pool is read by its ids above)."""
    assert_probes_in_no_set(PROBES)


# ---------------------------------------------------------------- this part's shape

WEST = {"ar": 35, "ru": 30, "de": 30, "fr": 25, "it": 25, "es": 20}
FROZEN = {lang: n // 3 for lang, n in WEST.items()}  # the lowest third by SHA-256 of Case.key


def test_the_thirtieth_round_west_sets_are_large_and_apart():
    """This part of dev33zd holds 165 cases in six languages, two thirds in the dev part and the
    lowest third of each language in the frozen file, and no rule is close to an earlier set's or
    shares 0.4 of its words with a judgement text."""
    assert_round_part("dev33zd", "check-zd-west", WEST, sum(WEST.values()) - sum(FROZEN.values()))
    assert_frozen_part("dev33zd", "check-zd-west", "thirtieth-round", FROZEN)
    assert_rules_apart("dev33zd", set(texts_outside()))
