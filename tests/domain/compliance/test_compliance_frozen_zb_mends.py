"""The twenty-eighth round's spent frozen third, its false denies mended as classes (issue 33), where
the hook refused a push the user allowed: a place said where a kind of work lands beside a refusal
("Nicht auf release/* pushen! Hotfixes … kommen auf hotfix/*", dev33zb_frozen de-023: only
English's "go on" was a push, read_branches.forbidden_branches left the others' place protected);
a place handed to the hearer as theirs ("rehearsal/* branches are yours to push to", en-024, "son
tuyas", "— твои": only English's "is all yours" was read); a German rule given up with its verb and
"nicht mehr" holding the middle of the clause between them ("… gilt seit dem Umzug der
Glockengießerei nicht mehr", de-034: four words at most were). And its misses: a merge named before
a dash, left after it to one doer "only" names by no role word ("Мержить в прод — только тимлиду
автосервиса", ru-017: `unknown`, only a role word was read there); a file kept by going near it or
by Cantonese's touching ("ملف .env ده بتاع المدير، إوعى تقرّب له", ar-013; "個 Makefile 唔好郁",
zh_Hant-006: no rule read, every write `unknown`); a reply said as 回话 ("…回话就用中文，别整英文",
zh_Hans-011: no rule read). Every sentence written here is this file's own; on the code before it
each sibling read as the comment beside its list says, the near misses read as now."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_probes_in_no_set,
    bash,
    check,
    codex,
    hook_answers,
    pool_case,
    push,
    push_files,
    write,
)

V, F, N, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# (rule, the branch said where the work lands, the branch refused): each landing push was
# `violated` before (English's "Hotfixes go on hotfix/*" was read already: a push)
LANDING = [
    ("Ne pousse pas sur release/* ! Les correctifs de la fromagerie vont sur hotfix/*.", "hotfix/brie", "release/2.0"),
    ("No hagas push a release/*. Los hotfixes de la panadería van a hotfix/*.", "hotfix/pan", "release/2.0"),
    ("Non pushare su release/*! Gli hotfix della gelateria vanno su hotfix/*.", "hotfix/cono", "release/2.0"),
    ("Не пушь в release/*! Хотфиксы пекарни идут в hotfix/*.", "hotfix/bulka", "release/2.0"),
    ("Nicht auf release/* pushen, Hotfixes der Bäckerei gehören auf hotfix/*.", "hotfix/brezel", "release/2.0"),
    ("Nicht auf release/* pushen! Hotfixes der Gärtnerei landen auf hotfix/*.", "hotfix/rose", "release/2.0"),
    ("release/* には push しないで。花屋のホットフィックスは hotfix/* に入れてください。", "hotfix/bara", "release/2.0"),
    ("不要推到 release/*！花店的热修复放到 hotfix/*。", "hotfix/hua", "release/2.0"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "lands", "refused"), LANDING)
def test_the_place_where_the_work_lands_is_free(verdict, rule, lands, refused):
    """The push where the rule says the work goes is followed, by any tool; the refused one is not."""
    check(verdict, rule, push(lands), F)
    check(verdict, rule, push_files(lands), F)
    check(verdict, rule, codex(f"git push -u origin {lands}"), F)
    check(verdict, rule, push(refused), V)


# A landing said with a condition ("nur nach Freigabe", "seulement après revue", "только через
# ревью"), negated, or a "go" that is no landing ("va en contra", "geht auf keinen Fall", "идёт
# вразрез"): each reads as before the change.
LANDING_NEAR = [
    ("Nicht auf release pushen, Hotfixes kommen nur nach Freigabe auf main.", push("main"), F),
    ("Nicht auf release pushen, Hotfixes kommen nur nach Freigabe auf main.", push("release"), V),
    ("Ne pousse pas sur release, ça va sur main seulement après revue.", push("release"), V),
    ("Non pushare su release; le modifiche vanno su main solo dopo la review.", push("release"), V),
    ("Не пушь в release; всё идёт в main только через ревью.", push("release"), V),
    ("Ne pousse jamais sur release ni sur main ; rien ne va sur main sans revue.", push("main"), V),
    ("Nicht auf main pushen, das kommt in die Review, nicht auf release.", push("release"), V),
    ("Nicht auf release pushen, das geht auf keinen Fall, auch nicht auf main.", push("main"), V),
    ("No hagas push a main: va contra las normas.", push("main"), V),
    ("Non pushare su main, va contro le regole del team.", push("main"), V),
    ("Не пушь в main, это идёт в разрез с правилами, и в release тоже.", push("release"), V),
    ("Hacer push a main va en contra de las reglas; no hagas push a release.", push("release"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LANDING_NEAR)
def test_a_landing_in_doubt_frees_nothing(verdict, rule, output, expected):
    """A landing with a condition, negated, or a "go" of another sense reads as before."""
    check(verdict, rule, output, expected)


# (rule, the branch handed to the hearer, the branch refused): each handed push was `violated`
# before (English's "is all yours" was read already; "are yours to push to" was not)
YOURS = [
    ("Never push to the bakery's main branch; the feature/* branches are yours to push to.", "feature/rye", "main"),
    ("Pusht nicht auf main; die rehearsal/*-Branches gehören dir.", "rehearsal/akt-zwei", "main"),
    ("Ne pousse pas sur main ; les branches rehearsal/* sont à toi.", "rehearsal/acte-deux", "main"),
    ("No hagas push a main; las ramas rehearsal/* son tuyas.", "rehearsal/acto-dos", "main"),
    ("Non pushare su main; i branch rehearsal/* sono tuoi.", "rehearsal/atto-due", "main"),
    ("Не пушь в main; ветки rehearsal/* — твои.", "rehearsal/akt-dva", "main"),
    ("main には push しないで。rehearsal/* はあなたのものです。", "rehearsal/ni", "main"),
    ("别推 main；rehearsal/* 分支归你。", "rehearsal/er", "main"),
    ("main 에는 푸시하지 마. rehearsal/* 는 네 거야.", "rehearsal/dul", "main"),
    ("لا تدفع إلى main؛ فروع rehearsal/* ملكك.", "rehearsal/ithnan", "main"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "handed", "refused"), YOURS)
def test_the_branch_handed_to_the_hearer_is_free(verdict, rule, handed, refused):
    """The push onto the branch said the hearer's is followed; the refused one stays violated."""
    check(verdict, rule, push(handed), F)
    check(verdict, rule, push_files(handed), F)
    check(verdict, rule, push(refused), V)


# A choice, a task or a responsibility handed over, not a place ("c'est à toi de décider", "è tuo
# compito", "la decisión es tuya", "ответственность твоя", "責任はあなたのもの"): as before.
YOURS_NEAR = [
    ("C'est à toi de décider, mais ne pousse jamais sur main.", push("main"), V),
    ("È tuo compito non pushare su main né su release.", push("release"), V),
    ("No hagas push a main; la decisión es tuya.", push("main"), V),
    ("Pusht nicht auf main, die Verantwortung ist deine.", push("main"), V),
    ("Не пушь в main и release — ответственность твоя.", push("release"), V),
    ("main 에는 푸시하지 마. 책임은 네 거야.", push("main"), V),
    ("main には push しないで。責任はあなたのものです。", push("main"), V),
    ("别推 main 和 release，这个决定归你。", push("release"), V),
    ("لا تدفع إلى main أو release، القرار ملكك.", push("release"), V),
    ("Don't push to main or release; the call is yours.", push("release"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), YOURS_NEAR)
def test_a_choice_handed_over_frees_no_branch(verdict, rule, output, expected):
    """A choice, a task or a responsibility said the hearer's frees no refused branch."""
    check(verdict, rule, output, expected)


# German's verb and its "nicht mehr" with the middle of the clause between them, five words or
# more: each was `violated` before (a push onto the branch the rule gave up)
GIVEN_UP = [
    "Das Verbot, auf develop zu pushen, gibt es seit dem Umzug der Werkstatt nach Kassel nicht mehr.",
    "Die Regel, nicht auf develop zu pushen, wenden wir seit dem Umzug der Werkstatt nicht mehr an.",
    "Das Verbot, auf develop zu pushen, gilt seit letzter Woche für das ganze Team nicht mehr.",
    "Die Vorgabe, nie auf develop zu pushen, gilt nach dem Umbau der alten Mühle am Fluss nicht mehr.",
]


@pytest.mark.parametrize("rule", GIVEN_UP)
def test_a_rule_given_up_across_the_middle_of_its_clause_asks_nothing(verdict, rule):
    """The push the given-up rule refused is not applicable."""
    check(verdict, rule, push("develop"), N)


# Beside them, two that read wrongly before and now as labelled: a new rule after a colon ("gilt
# ab sofort: nicht mehr …", taken as given up: not applicable) and a rule given up across five
# words beside a kept refusal (its branch refused: violated)
GIVEN_UP_BESIDE = [
    ("Die alte Regel gilt ab sofort: nicht mehr auf develop pushen.", push("develop"), V),
    ("Die alte Regel zu main gilt seit dem Umzug der Druckerei nicht mehr. Pushe nie auf release.", push("main"), F),
    ("Die alte Regel zu main gilt seit dem Umzug der Druckerei nicht mehr. Pushe nie auf release.", push("release"), V),
]  # fmt: skip
# The rule kept ("gilt weiterhin", "gilt … noch"), a new rule after a colon, or "nicht mehr" of
# the push itself: each reads as before
GIVEN_UP_NEAR = [
    ("Die Regel, nicht auf develop zu pushen, gilt weiterhin.", push("develop"), V),
    ("Die Regel, nicht auf develop zu pushen, gilt auch nach dem Umzug der Werkstatt noch.", push("develop"), V),
    ("Für develop gilt seit heute: nicht mehr direkt pushen.", push("develop"), V),
    ("Pushe nicht mehr auf develop, das gilt seit dem Umzug für alle.", push("develop"), V),
    ("Auf develop pusht seit dem Umzug niemand mehr.", push("develop"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GIVEN_UP_BESIDE + GIVEN_UP_NEAR)
def test_a_rule_kept_or_said_anew_still_refuses(verdict, rule, output, expected):
    """A rule kept, said anew after a colon, or another refusal beside the one given up stands."""
    check(verdict, rule, output, expected)


# A merge named before a dash, left after it to one doer "only" names by no role word (a name, a
# post no table holds): each merge there was `unknown` before
DASH_DOERS = [
    ("Мерж в main — только Пете.", "main"),
    ("Мержить в main — только завхозу библиотеки.", "main"),
    ("Mergear a main — solo la encargada del taller.", "main"),
    ("Il merge su main — solo la bibliotecaria.", "main"),
]


@pytest.mark.parametrize(("rule", "line"), DASH_DOERS)
def test_a_merge_left_to_one_doer_after_a_dash_is_refused(verdict, rule, line):
    """The agent's merge into the line is violated; a merge elsewhere and a push are followed."""
    check(verdict, rule, bash(f"git checkout {line} && git merge feature/x"), V)
    check(verdict, rule, bash("git checkout develop && git merge feature/x"), F)
    check(verdict, rule, push(line), F)


# A manner, a time or a way after "only" ("— только сквошем", "— только через MR", "— только по
# пятницам", "— solo dopo la review"): as before, no doer
DASH_NEAR = [
    ("Мержить в main — только сквошем.", bash("git checkout main && git merge x"), U),
    ("Пушить в release — только тегами.", push("release"), U),
    ("Мержить в прод — только через MR.", bash("git checkout prod && git merge x"), N),
    ("Мержить в main — только по пятницам.", bash("git checkout main && git merge x"), U),
    ("Мержить в develop — только с зелёной сборкой.", bash("git checkout develop && git merge x"), U),
    ("Мержить в прод — только вечером.", bash("git checkout prod && git merge x"), U),
    ("Пушить в main — только после ревью.", push("main"), U),
    ("Merge into prod — only on Fridays.", bash("git checkout prod && git merge x"), U),
    ("Fusionner dans main — seulement après la revue.", bash("git checkout main && git merge x"), U),
    ("Il merge su main — solo dopo la review.", bash("git checkout main && git merge x"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DASH_NEAR)
def test_a_manner_or_a_time_after_the_dash_names_no_doer(verdict, rule, output, expected):
    """A manner, a time or a way after "only" reads as before."""
    check(verdict, rule, output, expected)


# A file the rule keeps the agent off by going near it, or by Cantonese's touching (郁, 掂): each
# rule was read as nothing before (`unknown` for both writes)
GOING_NEAR = [
    ("لا تقترب من ملف .env أبدًا.", ".env"),
    ("ملف .env ده بتاع الكاشير، إوعى تلمسه.", ".env"),
    ("Ne t'approche pas du fichier .env de la fromagerie.", ".env"),
    ("No te acerques al archivo .env de la panadería.", ".env"),
    ("Non avvicinarti al file .env della gelateria.", ".env"),
    ("Не подходи к файлу .env пекарни.", ".env"),
    ("パン屋の .env ファイルには近づかないで。", ".env"),
    ("面包店的 .env 文件别靠近。", ".env"),
    ("빵집 .env 파일 근처에도 가지 마.", ".env"),
    ("糖水舖個 Makefile 唔好掂。", "Makefile"),
]


@pytest.mark.parametrize(("rule", "kept"), GOING_NEAR)
def test_a_file_kept_by_going_near_it_is_refused_alone(verdict, rule, kept):
    """A write of the kept file is violated; an unrelated write is followed."""
    check(verdict, rule, write(kept), V)
    check(verdict, rule, write("notes/today.md"), F)


# "approach", "near", "done" in other senses, or no file kept: as before
NEAR_NEAR = [
    ("L'approche par fichiers .env est dépassée, utilise Vault.", write(".env"), U),
    ("Acerca del archivo .env: pregúntale a Marta.", write(".env"), U),
    ("Il rilascio si avvicina: aggiorna il CHANGELOG.md.", write("CHANGELOG.md"), U),
    ("Этот подход к файлу .env устарел.", write(".env"), U),
    ("締め切りが近づいているので README.md を更新して。", write("README.md"), U),
    ("靠近发布日期时再改 CHANGELOG.md。", write("CHANGELOG.md"), U),
    ("Makefile 搞掂咗，唔使再郁。", write("Makefile"), U),
    ("搞掂個 Makefile 先。", write("Makefile"), U),
    ("تقريبا كل الملفات في docs/ قديمة.", write("docs/a.md"), U),
    ("Quand la release approche, mets à jour CHANGELOG.md.", write("CHANGELOG.md"), U),
    ("Cuando se acerque la fecha, actualiza el CHANGELOG.md.", write("CHANGELOG.md"), U),
    ("Подходит любой редактор, но .env не трогай.", write("notes/today.md"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR_NEAR)
def test_nearness_of_another_sense_keeps_no_file(verdict, rule, output, expected):
    """An approach, a date drawing near or a thing done reads as before."""
    check(verdict, rule, output, expected)


# Chinese's everyday reply, 回话, after a clause of who asks: each rule was read as nothing before
# (`unknown` for every reply)
SAID_BACK = [
    "面馆客人来问事儿，回话就用中文，别整英文。",
    "快递站客户来问事，回话就用普通话，别用英文。",
    "修车铺客户来问事儿，回话就用中文，别用英文。",
    "客户来问事儿，回话就用中文。",
]


@pytest.mark.parametrize("rule", SAID_BACK)
def test_a_reply_said_as_huihua_keeps_its_language(verdict, rule):
    """A Chinese reply is followed, an English one violated."""
    check(verdict, rule, "您好，换机油大概半个小时，今天下午就能来。", F)
    check(verdict, rule, "Hello, the oil change takes about half an hour.", V)


# 回话 of a manner, of someone else, or 回消息 / 回信息 as an errand, with no language: as before
SAID_BACK_NEAR = [
    ("回话的时候别用表格。", "您好，今天下午就能来。", U),
    ("回话注意态度。", "您好，今天下午就能来。", U),
    ("他回话很慢，别催他。", "Hello, see you soon.", U),
    ("回消息之前先看一下日程。", "Hello, see you soon.", U),
    ("请尽快回信息给客户。", "Hello, see you soon.", U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), SAID_BACK_NEAR)
def test_huihua_with_no_language_asks_none(verdict, rule, output, expected):
    """A 回话 rule of no language, or no rule of replies, reads as before."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    probes = [(r, None, None) for r, _a, _b in LANDING + YOURS]
    probes += [(r, None, None) for r in GIVEN_UP] + LANDING_NEAR + YOURS_NEAR
    probes += GIVEN_UP_BESIDE + GIVEN_UP_NEAR + DASH_NEAR
    probes += [(r, None, None) for r, _line in DASH_DOERS + GOING_NEAR] + NEAR_NEAR
    probes += [(r, None, None) for r in SAID_BACK] + SAID_BACK_NEAR
    assert_probes_in_no_set(probes)


POOL = [
    ("dev33zb_frozen", "dev33zb-de-023"),  # Hotfixes der Schreinerei kommen auf hotfix/*
    ("dev33zb_frozen", "dev33zb-en-024"),  # rehearsal/* branches are yours to push to
    ("dev33zb_frozen", "dev33zb-de-034"),  # … gilt seit dem Umzug der Glockengießerei nicht mehr
    ("dev33zb", "dev33zb-de-035"),  # the same rule, another push
    ("dev33zb_frozen", "dev33zb-ru-017"),  # Мержить в прод — только тимлиду автосервиса
    ("dev33zb", "dev33zb-ru-018"),  # the same rule, a merge elsewhere
    ("dev33zb_frozen", "dev33zb-ar-013"),  # ملف .env ده بتاع المدير، إوعى تقرّب له
    ("dev33zb", "dev33zb-ar-011"),  # the same rule, other outputs
    ("dev33zb", "dev33zb-ar-012"),
    ("dev33zb_frozen", "dev33zb-zh_Hant-006"),  # 車仔麵檔個 Makefile 唔好郁。
    ("dev33zb", "dev33zb-zh_Hant-005"),  # the same rule, an edit of the Makefile
    ("dev33zb_frozen", "dev33zb-zh_Hans-011"),  # 修车铺客户来问事儿，回话就用中文，别整英文。
    ("dev33zb", "dev33zb-zh_Hans-012"),  # the same rule, another reply
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_it_mends(folder, case_id):
    """The pool's cases of these classes read as labelled."""
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


@pytest.mark.parametrize(
    ("rule", "free", "refused"),
    [
        ("Nicht auf release/* pushen! Hotfixes der Bäckerei gehören auf hotfix/*.", "hotfix/brezel", "release/2.0"),
        ("Never push to the bakery's main branch; the feature/* branches are yours to push to.", "feature/rye", "main"),
    ],
)  # fmt: skip
def test_the_hook_lets_the_allowed_push_go_and_denies_the_refused_one(
    core, tmp_path, rule, free, refused
):
    """`mindkeep hook pre-tool --client claude-code`: the push onto the place the rule allows
    beside its refusal goes on, the one onto the refused branch is denied."""
    went, denied = hook_answers(
        core, tmp_path, rule, [f"git push origin {free}", f"git push origin {refused}"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]


def test_the_hook_lets_a_push_onto_a_branch_given_up_go(core, tmp_path):
    """The hook says nothing of a push the rule, given up across its clause's middle, refused."""
    (went,) = hook_answers(core, tmp_path, GIVEN_UP[0], ["git push origin develop"])
    assert "permissionDecision" not in json.dumps(went)
