"""The review of the twenty-eighth round's checker change (issue 33, `git diff 7bb3446c`): readings
that reached further than their comments said. Each finding's probes as siblings (each read wrong
on 32de98ab), then near misses: the forms the round's reading was written for, which still read
as they did, and close wordings that read the same before and after.

Every sentence here was written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, check, edit, write

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN
MAIN, RELEASE = bash("git push origin main"), bash("git push origin release")

# ---------------------------------------------------------------- 1. something else said over

# said_over: the words of "it's over" say over the clause before them, from its last break; a
# refusal in an earlier clause of the sentence is kept ("…, der Code-Freeze ist vorbei").
SAID_OVER_ELSE = [
    ("Nie direkt auf main pushen, der Code-Freeze ist vorbei, aber Reviews bleiben Pflicht.", MAIN, V),
    ("Ne pousse pas sur main, les vacances c'est fini.", MAIN, V),
    ("No hagas push a main, el freeze ya fue.", MAIN, V),
    ("Non pushare su main, il vecchio flusso è storia.", MAIN, V),
    ("main への push は禁止、古いルールはもうナシで。", MAIN, V),
    ("No pushear a main: el code freeze ya fue, pero la regla sigue.", MAIN, V),
]  # fmt: skip
SAID_OVER_ELSE_NEAR = [
    # the rule itself said over, whole or by a clause pointing back: the push is free
    ("Lo de no pushear a main ya fue, pero a release nunca.", MAIN, F),
    ("Lo de no pushear a main ya fue, pero a release nunca.", RELEASE, V),
    ("Pas de push sur main, c'est fini, ça.", MAIN, NA),
    ("Запрет на пуш в main — это уже неактуально, но в release никогда не пушь.", MAIN, F),
    ("Das mit dem Push-Verbot auf main ist Geschichte, aber auf release pushst du nie.", MAIN, F),
    # something else said over in a later sentence: the refusal stands
    ("No pushees a main. Lo de release ya fue.", MAIN, V),
    ("Nie auf main pushen. Der Code-Freeze ist vorbei.", MAIN, V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SAID_OVER_ELSE + SAID_OVER_ELSE_NEAR)
def test_something_else_said_over_keeps_the_refusal_before_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 2. a predicate of the branch's thing

# own_bans: the branch banned only as its clause's head (its name, an article or a word for a branch
# before it); after de/di/von/auf/в it owns the thing the predicate is said of.
OWN_THING = [
    ("La storia di main è sacra.", MAIN, U),
    ("Die History von main ist heilig.", MAIN, U),
    ("L'historique de main est sacré.", MAIN, U),
    ("La historia de main es sagrada.", MAIN, U),
    ("История main — святое.", MAIN, U),
    ("Die Tests auf main sind heilig.", MAIN, NA),
    ("Los tests de main son sagrados.", MAIN, NA),
    ("Тесты в main — святое, пушь смело.", MAIN, U),
    # (fix-zc-noticed) the branch's CI kept, its push allowed: the push goes (branch_things.py)
    ("La CI de main est intouchable, mais tu peux pousser sur main.", MAIN, F),
]  # fmt: skip
OWN_THING_NEAR = [
    # the branch the clause's head: banned as before
    ("Der Branch main ist im Kegelclub-Repo tabu.", MAIN, V),
    ("La rama main del club de bochas es sagrada.", MAIN, V),
    ("Ветка main у ателье под запретом.", MAIN, V),
    ("main, c'est zone interdite.", MAIN, V),
    ("В main — ни ногой.", MAIN, V),
    ("Main bleibt im Kegelclub tabu.", MAIN, V),
    ("La branche main est sacrée.", MAIN, V),
    ("Er branch main è off-limits, daje, lavorate sui vostri.", MAIN, V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OWN_THING + OWN_THING_NEAR)
def test_a_predicate_of_the_branchs_thing_bans_no_branch(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 3. a rebase asked for or allowed

# rebase_onto: the refusal and the rebase word in one clause; a clause that asks for the rebase in
# place of something ("instead", "stattdessen") or allows it ("is fine", "можно") refuses none, and
# a word of "onto" counts only before a branch named, in the refused clause.
REBASES = ("git rebase main", "git rebase origin/main", "git pull --rebase origin main")
REBASE_ALLOWED = [
    (rule, bash(command))
    for rule in (
        "Don't merge main into your branch, rebase onto main instead.",
        "Kein Merge von main in deinen Branch, stattdessen auf main rebasen.",
        "Ne merge pas main dans ta branche, rebase sur main.",
        "Never rebase main; rebasing your own branch on main is fine.",
        "Не ребейзь main, свою ветку на main — можно.",
        "Don't rebase main onto anything.",
    )
    for command in REBASES
]


@pytest.mark.parametrize(("rule", "output"), REBASE_ALLOWED)
def test_a_rebase_asked_for_or_allowed_is_not_refused(verdict, rule, output):
    assert verdict(rule, output).verdict is U, (rule, output)


REBASE_NEAR = [
    # the rebase refused in its own clause: onto main, or main rebased
    ("No rebasing onto main, ever.", bash("git rebase origin/main"), V),
    ("Ne rebase jamais sur main, merci.", bash("git rebase main"), V),
    ("main に rebase しないでください。", bash("git pull --rebase origin main"), V),
    ("Never rebase main; rebasing your own branch on main is fine.", bash("git checkout main && git rebase develop"), V),
    ("Don't rebase main onto anything.", bash("git checkout main && git rebase develop"), V),
    ("Never rebase main.", bash("git checkout feature/x && git rebase main"), F),
    ("Always rebase onto main before you push.", bash("git rebase main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REBASE_NEAR)
def test_a_rebase_refused_in_its_clause_keeps_its_reading(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 4. "and" joins a force allowed

# force_beside_push: "and" joins a refusal of forcing only when the force part refuses itself; a
# force part bounded by "only" allows forcing there. The push onto main stays refused.
FORCES = (
    bash("git push --force origin feature/x"),
    bash("git push --force-with-lease origin feature/x"),
)
FORCE_ALLOWED = [
    (rule, output, F)
    for rule in (
        "Never push to main, and only force-push your own branches.",
        "Non pushare su main e fai il force push solo sui tuoi rami.",
        "No hagas push a main y haz force push solo en tus ramas.",
        "Nie auf main pushen und force-pushen nur auf eigenen Branches.",
    )
    for output in FORCES
] + [
    ("Never push to main, and only force-push your own branches.", MAIN, V),
    ("Nie auf main pushen und force-pushen nur auf eigenen Branches.", MAIN, V),
]
FORCE_ALLOWED_NEAR = [
    # "or" carries the refusal over; "and" with a force part refusing itself
    ("Never push to main or force anything.", FORCES[0], V),
    ("Nie auf main pushen oder irgendwas forcen.", FORCES[0], V),
    ("Не пушь в main и ничего не форсь.", FORCES[1], V),
    ("No pushees a main y nunca fuerces nada.", FORCES[0], V),
    ("Don't push to the live branch, and don't force-push anywhere.", FORCES[0], V),
    ("Never push to main or force anything.", bash("git push origin feature/x"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FORCE_ALLOWED + FORCE_ALLOWED_NEAR)
def test_and_joins_a_force_allowed_as_no_refusal(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 5. a present "you can" is no lifting

# lifted_later: a lifting to come is said in the future's words ("on pourra", "podrás", "можно
# будет"); a present "you can / we can" allows now, and "on the release branch" is no time.
DEVELOP = bash("git push origin develop")
CAN_NOW = [
    ("Never push to main. You can push on the release branch.", RELEASE, F),
    ("Never push to main. We can push on the release branch as usual.", RELEASE, F),
    ("Never push to main. You can push to the next release branch.", RELEASE, F),
    ("Don't push to main. You can push to develop on Monday through Friday.", DEVELOP, F),
    ("Never push to main. You may push to release-2 on the release day.", RELEASE, F),
]  # fmt: skip
CAN_NOW_NEAR = [
    ("Never push to main. You can push on the release branch.", MAIN, V),
    # a lifting to come, in the future's words: the branch it frees is refused today
    ("The rule about main will be lifted after the release. Never push to release either.", MAIN, V),
    ("The rule about main will be lifted on Friday. Never push to release either.", MAIN, V),
    ("à partir de lundi on pourra pousser sur main. Ne pousse jamais sur release.", MAIN, V),
    ("à partir de lundi on pourra pousser sur main. Ne pousse jamais sur release.", DEVELOP, F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CAN_NOW + CAN_NOW_NEAR)
def test_a_present_you_can_is_no_lifting_to_come(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 6. Ned is no Swiss "ned"

# forbidding: Swiss "nöd", "nid", Bavarian "ned" refuse a verb in its German forms ("pushe",
# "pushen"), never the English name Ned before an English verb.
STAGING = bash("git push origin staging")
NED = [
    ("Ned will push to staging tonight, and you can push to staging too.", STAGING, U),
    ("Ned and Priya push to main; you can push to main as well.", MAIN, U),
    ("Feel free to push to main, Ned merges it later.", MAIN, U),
]  # fmt: skip
NED_NEAR = [
    ("Bitte nöd direkt uf main pushe, mir schaffed mit Pull-Requests.", MAIN, V),
    ("Tua ned auf master pushen, Hansi.", bash("git push origin master"), V),
    ("Bitte ned auf release pushen, des macht da Sepp.", RELEASE, V),
    ("Nöd uf main pushe, bitte.", MAIN, V),
    ("I weiß ned, wer gestern auf main pusht hat.", MAIN, NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NED + NED_NEAR)
def test_the_name_ned_is_no_swiss_not(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 7. さんと is "with Mr X"

# forbidding: Kansai's "without" (…んと after a verb's stem) is not さん/くん and と after a name.
WITH_MR_X = [
    ("田中さんと相談してから main に push してね。", MAIN, U),
    ("main への push は山田さんと一緒にやってください。", MAIN, U),
    ("林さんと一緒に main に push してね。", MAIN, U),
]  # fmt: skip
WITH_MR_X_NEAR = [
    ("居酒屋のアプリは npm 使わんと pnpm で入れて。", bash("npm install dayjs"), V),
    ("古着屋の返事、英語入れんと日本語で書いてや。", "ご連絡ありがとうございます。The jacket is in stock.", V),
    ("鯛焼き屋のレジアプリ、Makefile は編集せんといて。", edit("Makefile"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WITH_MR_X + WITH_MR_X_NEAR)
def test_with_mr_x_is_no_kansai_without(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 8. a rule about a build file's content

# folder_names: a build file named bare is a place only where the rule refuses touching it (edit,
# touch, delete, 触らない, 수정하면 안 돼, 别改, не трогай); a refusal of something in it is none.
BUILD_CONTENT = [
    ("No hardcoded secrets in the Dockerfile.", bash("sed -i s/a/b/ Dockerfile"), U),
    ("Never use spaces for indentation in the Makefile.", bash("echo all: > Makefile"), NA),
    ("В Makefile никогда не используй пробелы для отступов.", bash("sed -i s/a/b/ Makefile"), NA),
    ("Правило: в Makefile никогда не используй пробелы.", bash("sed -i s/a/b/ Makefile"), NA),
]  # fmt: skip
BUILD_CONTENT_NEAR = [
    ("Dockerfile 은 수정하면 안 돼요", edit("Dockerfile"), V),
    ("Makefile は触らないで", edit("Makefile"), V),
    ("Не трогай Makefile.", edit("Makefile"), V),
    ("Jenkinsfile 别改", edit("Jenkinsfile"), V),
    ("Don't edit the Dockerfile.", bash("sed -i s/a/b/ Dockerfile"), V),
    ("Don't edit the Dockerfile.", edit("src/app.py"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BUILD_CONTENT + BUILD_CONTENT_NEAR)
def test_a_rule_about_a_build_files_content_refuses_no_edit_of_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 9. locked for force pushes alone

# closed_branches: a branch "locked for force pushes" is closed to no plain push.
LOCKED_FOR_FORCE = [
    ("The repo has main locked for force pushes; regular pushes are fine.", MAIN, U),
    ("The team has main locked for force pushes.", MAIN, U),
    ("We keep develop locked for force pushes, regular pushes are fine.", DEVELOP, U),
]  # fmt: skip
LOCKED_FOR_FORCE_NEAR = [
    ("Main is locked for force pushes, push normally.", MAIN, U),
    ("The order site has main locked for pushes.", MAIN, V),
    ("The order site has main locked for pushes.", RELEASE, F),
    ("The repo has main locked.", MAIN, V),
    ("release/7 is frozen for good.", bash("git push origin release/7"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LOCKED_FOR_FORCE + LOCKED_FOR_FORCE_NEAR)
def test_locked_for_force_pushes_closes_no_plain_push(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 10. a time's possessive is no doer

# doer_excepted: a name's possessive before its work names another doer ("apart from Deepa's
# hotfixes"); a time's ("today's hotfix") names the occasion of the agent's own push.
TIME_NOT_DOER = [
    ("Don't push to main, except today's hotfix.", MAIN, U),
    ("No pushes to main other than tonight's release.", MAIN, U),
    ("Don't push to main, except tomorrow's patch.", MAIN, U),
]  # fmt: skip
TIME_NOT_DOER_NEAR = [
    ("Don't push to main, apart from Deepa's hotfixes.", MAIN, V),
    ("Don't push to main, except through the release bot.", MAIN, V),
    ("No pushes to main other than via the CI pipeline.", MAIN, V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TIME_NOT_DOER + TIME_NOT_DOER_NEAR)
def test_a_times_possessive_is_no_other_doer(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 11. a dated file is no migration

# paths: a migration by its numbered name is a timestamp of ten digits or more, a schema's verb
# after a date, or a dated file in a database folder; a report or a script with a date is none.
MIGRATIONS_ONLY = (
    "Create migration files only under db/migrate/.",
    "마이그레이션 파일은 db/migrate/ 아래에만 만들어.",
)
DATED_NOT_MIGRATION = [
    (rule, bash(command), NA)
    for rule in MIGRATIONS_ONLY
    for command in ("echo x > exports/20240601_report.js", "echo x > scripts/20240601-backfill.ts")
]
DATED_NOT_MIGRATION_NEAR = [
    (MIGRATIONS_ONLY[0], bash("echo x > lib/20240601_add_index.rb"), V),
    (MIGRATIONS_ONLY[1], write("db/20240601120000_add_users.rb"), V),
    (MIGRATIONS_ONLY[0], write("src/1717230000000-AddCoupon.ts"), V),
    (MIGRATIONS_ONLY[0], write("db/20240601_users.rb"), V),
    (MIGRATIONS_ONLY[1], write("db/migrate/20240601_add_coupon.rb"), F),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), DATED_NOT_MIGRATION + DATED_NOT_MIGRATION_NEAR
)
def test_a_dated_file_is_no_migration(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 12. unmixed of the refused language only

# unmixed: a reply language asked with another refused beside it flags only a sentence in the
# refused one; an English line of a command is no Korean.
WITH_ENGLISH = "テストを実行してください。結果はすぐに出ます。\nRun the tests with make test locally.\n問題があれば教えてください。"
WITH_KOREAN = (
    "テストを実行してください。테스트를 로컬에서 실행하세요.\n問題があれば教えてください。"
)
UNMIXED_REFUSED = [
    ("日本語で答えて。韓国語は使わないで。", WITH_ENGLISH, F),
    ("日本語で返事して、韓国語は混ぜないで", WITH_ENGLISH, F),
]  # fmt: skip
UNMIXED_REFUSED_NEAR = [
    ("日本語で答えて。韓国語は使わないで。", WITH_KOREAN, V),
    ("日本語で返事して、韓国語は混ぜないで", WITH_KOREAN, V),
    ("英語を混ぜず日本語だけで書いてな", WITH_ENGLISH, V),
    ("古着屋の返事、英語入れんと日本語で書いてや。", "ご連絡ありがとうございます。そのジャケットはまだ在庫がございます。", F),
    ("回复只用中文，不要夹英文", "好的，我来看看。\nThe build is failing on the main branch today.", V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), UNMIXED_REFUSED + UNMIXED_REFUSED_NEAR)
def test_unmixed_flags_only_the_refused_language(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


def test_the_refused_language_is_kept_with_the_reading():
    from app.domain.compliance.reading import Reading, reading_of

    reading = reading_of("日本語で答えて。韓国語は使わないで。")
    data = reading.to_json()
    assert [c.get("unmixed_with") for c in data["checks"]] == [["ko"]], data
    assert Reading.from_json(data) == reading
    plain = reading_of("Reply in Japanese.").to_json()
    assert "unmixed_with" not in plain["checks"][0], plain


# ---------------------------------------------------------------- 13. 각각 of tasks

# read_actions: 각각 after a task's noun is each task, a branch per task asked; of people
# ("올릴 거면 각각 기능 브랜치로 올려") it asks no branch made.
EACH_TASK = [
    ("작업은 각각 새 브랜치에서 해 주세요.", bash("git checkout -b feature/y"), F),
    ("이슈는 각각 별도 브랜치에서 처리해 주세요.", bash("git checkout -b feature/y"), F),
]  # fmt: skip
EACH_TASK_NEAR = [
    ("떡볶이 앱 release 에는 올리지 마, 올릴 거면 각각 기능 브랜치로 올려.", bash("git push origin feat/cheese"), F),
    ("철물점 재고 앱 prod 엔 올리지 말고, 각자 작업 브랜치에 올려.", bash("git push origin feat/nails"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), EACH_TASK + EACH_TASK_NEAR)
def test_each_of_tasks_asks_a_branch_per_task(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# allowed_only_to: a doer's possessive names a thing of theirs as the way, no doer.
THROUGH_A_THING = [
    ("Push to main only through the tech lead's checklist, which you can run yourself.", MAIN, U),
    ("Push to main only through the tech lead.", MAIN, V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), THROUGH_A_THING)
def test_a_doers_thing_as_the_way_names_no_doer(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 14. English's "off-limits" in one room

# own_bans reads the six languages' predicates (Italian's borrowed "è off-limits" too); English's
# "main is off-limits" is off_limits' to read, a thing of the branch said so banning none.
OFF_LIMITS_EN = [
    ("The history of main is off-limits.", MAIN, U),
    ("main is off-limits.", MAIN, V),
    ("Main is off-limits for you.", RELEASE, F),
    ("The release branch is off-limits.", RELEASE, V),
    ("Il branch main della merceria è off-limits per te.", MAIN, V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OFF_LIMITS_EN)
def test_english_off_limits_is_read_in_its_own_room(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# past_never: a season gone by with its repair told ("we spent two days restoring it") is a lesson,
# not a story asking nothing; a season's news with no harm asks nothing, as before.
SEASON_HARM = [
    ("Last winter the intern force-pushed to main and we spent two days restoring it.", bash("git push --force origin main"), U),
    ("Last summer we moved the shop to a new server.", bash("git push --force origin main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SEASON_HARM)
def test_a_season_gone_by_with_its_repair_is_no_mere_story(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
