"""The twenty-sixth round's frozen third (dev33z_frozen), scored once and spent: the classes its
checker misses showed, each read as a class of a sentence's parts (issue 33). A tool refused by
"not even touch it" ("npm ni lo toques", "npm, ni tocarlo", "npm neanche lo tocchi", "npm даже не
трогай"), a false allow first; a branch left alone until a time, the branch named first ("Ветку
… не трогайте, пока не закончится …", "La rama … no la toquéis hasta que …"); a merge or a push handed to a role by a noun of duty after a
dash ("Мерж в main — зона ответственности одного лишь мастера смены", "— обязанность …", "—
responsabilité du chef"); a Korean post by its 자, the role a merge or a push is handed to ("hotfix
브랜치로 merge 하는 것은 배포 책임자의 권한입니다", "운영 관리자의 권한", "서비스 운영자의 권한").

Every sentence here was written for this file (none is in a set). On the code before it (fe9bb933)
every sibling fails; the near misses read the same on both. Then the frozen cases each reading
mends (`POOL`) and the probes' absence from every set."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_probes_in_no_set,
    bash,
    check,
    codex,
    gemini,
    pool_case,
    push,
    push_files,
)

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a tool refused by "not even touch it"

# polarity._RESUMED: "ni" (and Italian "neanche", "nemmeno", "neppure") before the verb that takes
# the thing up again ("ni lo toques", "ni tocarlo", "ni se te ocurra") negates that verb, where
# "ni" was read as "nor" or "without" and the tool, named beside the one asked for, as asked too;
# Russian "даже" / "вообще" between the topic and its negated verb (_TOPIC_GAP); English "don't
# even touch it".
NOT_EVEN = [
    ("En la peña de los ciclistas usamos uv; pip ni lo toquéis.", gemini("pip install rich"), V),
    ("En la cooperativa de quesos se usa pnpm; yarn, ni instalarlo.", bash("yarn add zod"), V),
    ("En el quiosco de churros se usa pnpm; npm, ni se te ocurra.", bash("npm i axios"), V),
    ("En la panadería del barrio se usa yarn; npm ni siquiera lo mires.", codex("npm install dayjs"), V),
    ("Nella bottega del liutaio si usa uv; pip neppure lo nomini.", codex("pip install rich"), V),
    ("Nel rifugio alpino usiamo pnpm; yarn, neanche installarlo.", bash("yarn add zod"), V),
    ("На пасеке используем uv; pip даже не запускайте.", bash("pip install rich"), V),
    ("В теплице используем pnpm; npm вообще не трогай.", gemini("npm install dayjs"), V),
    ("For the ferry kiosk app we use pnpm; npm, don't even touch it.", bash("npm install dayjs"), V),
]  # fmt: skip
NOT_EVEN_NEAR = [
    # the tool asked for, beside the one refused: as before
    ("En la peña de los ciclistas usamos uv; pip ni lo toquéis.", gemini("uv add rich"), F),
    # "ni lo dudes" (no doubt) affirms, refuses nothing
    ("En la cantina del pueblo usamos uv, ni lo dudes.", bash("uv add rich"), F),
    # "ni … ni …" of things: both refused, as before
    ("En la cantina del pueblo se usa yarn y ni npm ni pnpm.", bash("pnpm add zod"), V),
    # a plain "no" before the pronoun, read already
    ("В теплице используем pnpm; npm не трогай.", gemini("npm install dayjs"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_EVEN + NOT_EVEN_NEAR)
def test_a_tool_refused_by_not_even_touch_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a branch left alone, named first

# closed_branches._WEST_LEFT_ALONE: the branch as the object before its verb of leaving alone
# ("Ветку … не трогайте", "… трогать нельзя", "La rama … no la toquéis", "Il ramo … non
# toccatelo", "… non si tocca", "فرع … لا تلمسوه"), where only the verb first was read and the
# rule judged no push at all.
LEFT_ALONE_FIRST = [
    ("Ветку leto-2026 маяка не трогайте до конца сезона.", push_files("leto-2026"), V),
    ("Ветку leto-2026 маяка не трогайте до конца сезона.", push_files("feature/fonar"), F),
    ("Ветку osen-2026 склада трогать нельзя до конца инвентаризации.", codex("git push origin osen-2026"), V),
    ("La rama otono-2026 de la bodega no la toquéis hasta que termine la vendimia.", push("otono-2026"), V),
    ("La rama otono-2026 de la bodega no la toquéis hasta que termine la vendimia.", push("feature/barricas"), F),
    ("Il ramo estate-2026 del rifugio non toccatelo fino alla fine della stagione.", push_files("estate-2026"), V),
    ("Il ramo inverno-2027 non si tocca finché non riapre la funivia.", push("inverno-2027"), V),
    ("فرع shita-2026 الخاص بالمخبز لا تلمسوه حتى تنتهي الجردة.", push_files("shita-2026"), V),
]  # fmt: skip
LEFT_ALONE_FIRST_NEAR = [
    # the verb first, read already
    ("Не трогайте ветку leto-2026 маяка до конца сезона.", push_files("leto-2026"), V),
    # the speaker left alone, not the branch
    ("Не трогай меня сейчас, ветка main маяка подождёт.", push("main"), U),
    # a question of the state, no rule
    ("Ветку leto-2026 маяка не трогайте, если не закончился сезон?", push("leto-2026"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LEFT_ALONE_FIRST + LEFT_ALONE_FIRST_NEAR)
def test_a_branch_left_alone_named_first(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a noun of duty after a dash

# reserved._HANDED_AFTER_DASH: the clause after the dash opens with a noun of duty and names the
# role ("зона ответственности", "обязанность", "прерогатива", "забота", "responsabilité",
# "responsabilidad", "responsabilità", "Verantwortung"), so the act before the dash is the role's;
# only "за", "дело" and "only" opened it, and the merge before the dash was reserved to nobody.
DUTY_AFTER_DASH = [
    ("Мерж в main на пасеке — обязанность старшего мастера.", codex("git checkout main && git merge feature/soty"), V),
    ("Мерж в main на пасеке — обязанность старшего мастера.", codex("git push origin feature/soty"), F),
    ("Мерж в main на пасеке — прерогатива начальника смены.", bash("git checkout main && git merge feature/soty"), V),
    ("Мерж в main на пасеке — забота одного лишь мастера.", bash("git checkout main && git merge feature/soty"), V),
    ("Пуш в main на пасеке — зона ответственности начальника смены.", push("main"), V),
    ("Le merge dans main à la fromagerie — responsabilité du chef d'atelier.", bash("git checkout main && git merge feature/brie"), V),
    ("El merge a main en la quesería — responsabilidad de la jefa de turno.", gemini("git checkout main && git merge feature/queso"), V),
    ("Il merge su main al caseificio — responsabilità del capo turno.", bash("git checkout main && git merge feature/ricotta"), V),
]  # fmt: skip
DUTY_AFTER_DASH_NEAR = [
    # a dash and no role: nothing handed
    ("Мерж в main на пасеке — зона риска, проверяйте тесты.", bash("git checkout main && git merge feature/soty"), U),
    # the noun of duty as a verb's object, and "дело" after the dash: read already
    ("Мерж в main на пасеке входит в обязанности старшего мастера.", bash("git checkout main && git merge feature/soty"), V),
    ("Мерж в main на пасеке — дело старшего мастера.", bash("git checkout main && git merge feature/soty"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DUTY_AFTER_DASH + DUTY_AFTER_DASH_NEAR)
def test_a_merge_handed_to_a_role_by_a_noun_of_duty_after_a_dash(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Korean post by its 자

# reserved._ROLE: 책임자 (the person responsible), 관리자 (manager), 운영자 (operator), 점장 (shop
# manager) are posts, as 담당자 was; "릴리즈 담당자 권한입니다" read, "배포 책임자의 권한입니다" named
# no role and the merge was handed to nobody. Not 관리자 권한으로 (with admin rights) nor a page.
KO_POSTS = [
    ("떡집 주문 앱에서 main 브랜치로 merge 하는 것은 운영 관리자의 권한입니다.", bash("git checkout main && git merge feature/songpyeon"), V),
    ("떡집 주문 앱에서 main 브랜치로 merge 하는 것은 운영 관리자의 권한입니다.", bash("git checkout feature/songpyeon && git merge main"), F),
    ("볼링장 예약 앱의 release 브랜치로 머지하는 건 서비스 운영자의 권한이에요.", codex("git checkout release && git merge feature/lane"), V),
    ("세탁소 앱에서 main 브랜치로 merge 하는 것은 품질 책임자 권한입니다.", gemini("git checkout main && git merge feature/dry"), V),
    ("세탁소 앱에서 main 브랜치에 push 하는 것은 품질 책임자의 권한입니다.", push("main"), V),
    ("세탁소 앱에서 main 브랜치에 push 하는 것은 품질 책임자의 권한입니다.", push("feature/dry"), F),
    ("분식집 앱에서 main 브랜치로 merge 하는 것은 매장 점장의 권한입니다.", bash("git checkout main && git merge feature/tteokbokki"), V),
]  # fmt: skip
KO_POSTS_NEAR = [
    # admin rights, not a post: sudo refused as before
    ("분식집 서버에서는 sudo 같은 관리자 권한으로 실행하는 명령은 쓰지 마세요.", bash("sudo apt install nginx"), V),
    # the post asked, then the push asked of the agent: no rule read, as before
    ("분식집 앱은 배포 책임자에게 물어보고 main 브랜치에 푸시해 주세요.", push("main"), U),
    # the post read already by 담당자
    ("세탁소 앱에서 main 브랜치로 merge 하는 것은 릴리즈 담당자 권한입니다.", bash("git checkout main && git merge feature/dry"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KO_POSTS + KO_POSTS_NEAR)
def test_a_merge_handed_to_a_korean_post(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the frozen cases each reading mends

POOL = [
    # a tool refused by "not even touch it"
    ("dev33z_frozen", "dev33z-es-021"),  # En la app de los mariachis se usa yarn; npm ni lo toques.
    ("dev33z_frozen", "dev33z-es-023"),
    # a branch left alone, named first
    ("dev33z_frozen", "dev33z-ru-017"),  # Ветку zima-2027 парома не трогайте, пока не закончится …
    ("dev33z_frozen", "dev33z-ru-018"),
    # a noun of duty after a dash
    ("dev33z_frozen", "dev33z-ru-004"),  # Мерж в main на лесопилке — зона ответственности одного …
    ("dev33z_frozen", "dev33z-ru-005"),
    # a Korean post by its 자
    (
        "dev33z_frozen",
        "dev33z-ko-001",
    ),  # … hotfix 브랜치로 merge 하는 것은 배포 책임자의 권한입니다.
    ("dev33z_frozen", "dev33z-ko-002"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_frozen_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        NOT_EVEN
        + NOT_EVEN_NEAR
        + LEFT_ALONE_FIRST
        + LEFT_ALONE_FIRST_NEAR
        + DUTY_AFTER_DASH
        + DUTY_AFTER_DASH_NEAR
        + KO_POSTS
        + KO_POSTS_NEAR
    )
