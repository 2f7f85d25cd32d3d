"""Readings of the twenty-sixth round that reached further than their comments said, found by the
last read of the round's change (issue 33), each mended as a class. Every sentence here was written
for this file (none is in a set). On the merged round (e1c17482) every sibling reads the wrong way;
the near misses, the forms each reading was written for and close wordings, read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, bash, check, push

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- "not even" with a verb of its use

# polarity._RESUMED and _topic_refused: "ni / neanche / nemmeno / даже не / don't even" refuse the
# thing only with a verb of touching, using, running, installing, looking at or naming it; any
# other verb ("ni lo pienses", "ni lo cambies", "даже не меняй", "don't even swap it out") keeps
# the thing, where it was read refused (and the tool asked for beside it read as asked)
NOT_EVEN_OTHER_VERB = [
    ("pnpm, ni lo pienses: úsalo siempre", bash("pnpm install"), F),
    ("pnpm, ni lo pienses: úsalo siempre", bash("npm install"), V),
    ("pnpm ni lo cambies, que funciona", bash("pnpm install"), U),
    ("pnpm nemmeno lo cambiare", bash("pnpm install"), U),
    ("pnpm даже не меняй", bash("pnpm install"), U),
    ("pnpm, don't even change it", bash("pnpm install"), U),
    ("Use pnpm for installs, and pnpm, don't even swap it out", bash("pnpm install"), F),
    ("Use pnpm for installs, and pnpm, don't even swap it out", bash("npm install"), V),
    # own wordings of the same class
    ("В мастерской используем pnpm, и pnpm вообще не меняй.", bash("pnpm install"), F),
    ("En el taller se usa pnpm; pnpm, ni cambiarlo.", bash("npm install"), V),
    ("Nel laboratorio si usa yarn; yarn, neanche cambiarlo.", bash("yarn add zod"), F),
    ("We use pnpm here; pnpm, do not even replace it.", bash("pnpm install"), F),
]  # fmt: skip
NOT_EVEN_OTHER_VERB_NEAR = [
    # the forms the reading was written for (dev33z es-021/023), and close wordings: refused
    ("npm ni lo toques", bash("npm install"), V),
    ("npm ni lo toques", bash("pnpm install"), F),
    ("En el taller se usa pnpm; npm, ni usarlo.", bash("npm install"), V),
    ("We use uv here; pip, don't even run it.", bash("pip install rich"), V),
    ("В мастерской используем pnpm; npm вообще не ставь.", bash("npm install"), V),
    ("Nel laboratorio si usa pnpm; npm neanche lo usare.", bash("npm install"), V),
]  # fmt: skip


@pytest.mark.parametrize(
    ("rule", "output", "expected"), NOT_EVEN_OTHER_VERB + NOT_EVEN_OTHER_VERB_NEAR
)
def test_not_even_refuses_a_thing_with_a_verb_of_its_use_alone(verdict, rule, output, expected):
    """'not even' before a verb of changing or thinking keeps the thing; touch/use/run refuse it."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Japanese ず that keeps the thing

# forbidding.NEGATION_AFTER's ず: "without forgetting", "without leaving any", "without neglecting",
# "without leaving out" keep what they name, where it was read refused like 持ち込まず
WITHOUT_KEEPING = [
    ("pnpm を忘れず使うこと", bash("pnpm install"), F),
    ("pnpm を忘れず使うこと", bash("npm install"), V),
    # own wordings of the same class
    ("屋台アプリの依存追加は pnpm を忘れず使ってください。", bash("pnpm install"), F),
    ("pytest のテストは残らず回すこと", bash("pytest"), U),
    ("和菓子店のアプリでは pnpm を怠らず使うこと。", bash("pnpm install"), F),
    ("CI では pytest を外さず回すこと。", bash("pytest"), U),
]  # fmt: skip
WITHOUT_KEEPING_NEAR = [
    # a verb that brings the thing in, refused without it (the round's reading), and ず not read
    # (two kana before it, a vowel before it): as before
    ("茶屋のアプリは npm を入れずに pnpm で揃えること。", bash("npm install"), V),
    ("茶屋のアプリは npm を入れずに pnpm で揃えること。", bash("pnpm install"), F),
    ("pnpm を欠かさず使うこと", bash("pnpm install"), F),
    ("pnpm を変えず使うこと", bash("npm install"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WITHOUT_KEEPING + WITHOUT_KEEPING_NEAR)
def test_japanese_without_forgetting_keeps_what_it_names(verdict, rule, output, expected):
    """忘れず, 残らず, 怠らず, 外さず keep the thing; 持ち込まず, 入れずに refuse it."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- an authority held by everyone

_MERGE_MAIN = "git checkout main && git merge feature"
# reserved._EAST_HANDING's authority held ("권한은 … 에게 있어요", "権限は … にあります", "权限在 … 手上"):
# only a role named in the holder holds it, and a right held by everyone (모두, 전원, 누구나, 全員,
# 所有人, 每個人) or by no role is no reservation, where it read one
HELD_BY_EVERYONE = [
    ("main push 권한은 팀원 모두에게 있어요", push("main"), U),
    ("main へのマージ権限はチーム全員にあります", bash(_MERGE_MAIN), U),
    # own wordings of the same class
    ("main push 권한은 팀원 전원에게 있어요", push("main"), U),
    ("main push 권한은 팀원 누구나에게 있어요", push("main"), U),
    ("main 的推送权限在组里所有人手上", push("main"), U),
    ("main 的推送權限喺組裡每個人手上", push("main"), U),
    ("main push 권한은 외부 인원에게 있어요, SRE 팀은 읽기만 해요", push("main"), U),
]  # fmt: skip
HELD_BY_EVERYONE_NEAR = [
    # the forms the reading was written for, and close wordings: the role holds it
    ("main push 권한은 SRE 에게만 있어요", push("main"), V),
    ("main push 권한은 인프라 팀장님에게 있어요", push("main"), V),
    ("main へのマージ権限はテックリードにあります", bash(_MERGE_MAIN), V),
    ("main へのプッシュ権限はテックリードにあります", push("main"), V),
    ("推送 main 的权限只在组长手上", push("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HELD_BY_EVERYONE + HELD_BY_EVERYONE_NEAR)
def test_an_authority_held_by_everyone_reserves_nothing(verdict, rule, output, expected):
    """An authority held by a role in the holder reserves the act; held by everyone, nothing."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule to be lifted, a "but" kept

# given_up: a rule to be lifted (будет, sera, wird, será, sarà) is held until then, and a clause
# opened by "but" that refuses beside a rule given up still asks, where the whole message read as a
# rule given up (not_applicable): a false allow of the push refused
NOT_GIVEN_UP_YET = [
    ("Запрет на пуш в main будет снят только в пятницу, до тех пор в main не пушь", push("main"), U),
    ("قاعدة release اتلغت، بس ما تعملش push على main", push("main"), U),
    # own wordings of the same class (violated since fix-zb-noticed: the lifting and its day, a
    # sentence of their own, are blanked — lifted_later — so no day leaves today's push in doubt)
    ("La règle sur main sera supprimée vendredi; d'ici là, ne pousse pas sur main", push("main"), V),
    ("La regla de main será eliminada el viernes; hasta entonces no hagas push a main", push("main"), V),
    ("Die Regel für main wird am Freitag aufgehoben, bis dahin nicht auf main pushen", push("main"), V),
    ("La regola su main sarà abolita venerdì, fino ad allora non pushare su main", push("main"), U),
    ("قاعدة release اتلغت، لكن لا تعمل push على main", push("main"), V),
    ("Die Regel für release ist aufgehoben, aber pusht nicht auf main", push("main"), V),
    ("La regla de release se quitó, pero no hagas push a main", push("main"), V),
    ("The rule about release has been lifted, but don't push to main", push("main"), V),
]  # fmt: skip
NOT_GIVEN_UP_YET_NEAR = [
    # a rule lifted, told as done, nothing refused beside it: asks nothing, as before
    ("Запрет на пуш в main сняли, пушь спокойно", push("main"), NA),
    ("La consigne sur main a été levée.", push("main"), NA),
    ("The rule about main has been lifted.", push("main"), NA),
    ("Die Regel für main haben wir gestrichen, sie gilt nicht mehr", push("main"), NA),
    ("قاعدة release اتلغت", push("release"), NA),
    ("Das Verbot für main wurde aufgehoben, aber das stört niemanden", push("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_GIVEN_UP_YET + NOT_GIVEN_UP_YET_NEAR)
def test_a_rule_to_be_lifted_or_refused_after_but_still_asks(verdict, rule, output, expected):
    """A lifting to come is no drop; a "but" clause that refuses beside a drop still asks."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Korean duty after a role, folded

# reserved._DUTY_AFTER_ROLE: the two Korean lines (담당 + 일, 의 + 역할) are one; every form of either
# reads as before, and neither reads more (의 + 일, a plural's 들 + 일 stay unread)
KOREAN_DUTY = [
    ("main 푸시는 릴리즈 담당자 권한입니다", push("main"), V),
    ("main 푸시는 인프라 매니저님 일입니다", push("main"), V),
    ("main 푸시는 SRE 담당 업무입니다", push("main"), V),
    ("main 푸시는 운영 매니저의 역할입니다", push("main"), V),
    ("main 푸시는 인프라 팀장 소관이야", push("main"), V),
    ("main 푸시는 SRE 담당 역할입니다", push("main"), V),
    ("main 푸시는 운영 매니저의 일입니다", push("main"), U),
    ("main 푸시는 엔지니어들 일이에요", push("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), KOREAN_DUTY)
def test_the_korean_duty_after_a_role_reads_as_before(verdict, rule, output, expected):
    """The folded Korean duty line reads every form of the two lines it was, and no more."""
    check(verdict, rule, output, expected)


PROBES = (
    NOT_EVEN_OTHER_VERB
    + NOT_EVEN_OTHER_VERB_NEAR
    + WITHOUT_KEEPING
    + WITHOUT_KEEPING_NEAR
    + HELD_BY_EVERYONE
    + HELD_BY_EVERYONE_NEAR
    + NOT_GIVEN_UP_YET
    + NOT_GIVEN_UP_YET_NEAR
    + KOREAN_DUTY
)


def test_the_probes_are_in_no_set():
    """No sentence here is a case of any set."""
    assert_probes_in_no_set(PROBES)
