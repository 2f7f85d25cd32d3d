"""Readings of the thirtieth round that reached further than their comments (issue 33,
mend-zd-asks, after the review of 8bb9dcd8).

4. A Japanese past ending that recalls or confirms a rule still standing ("mainへのpushは禁止でし
   たね。", "…でしたよ。", "そういえば、…あかんかったわ。", "…ダメだったんです。") was read as a ban of
   the past (past_never._JA_BAN_WAS) and the push let through. A confirming ending or "そういえば"
   now needs its own past marker (昔, 以前, 前は); the plain past ending ("main には push したらあ
   かんかった。") is still what was so.
5. A warning put as a question ("Du pushst doch nicht in main?", "Вы же не будете пушить в
   main?", "Tu ne pushes pas sur main, j'espère ?") was read as the listener's plain question
   (asked_if_so) and the push let through; a warning's particle (doch, ja, же, ведь) or the
   asker's hope (j'espère, I hope, hoffentlich) asks it of the agent, as a modal does.
6. A branch allowed to be deleted beside one kept ("Don't delete release, but you can delete
   feature branches", "release は消さないで、feature ブランチは消していいよ") was kept with it: every
   branch of the sentence was taken once one clause refused (branch_deletes). Now the names of the
   refused clauses: the allowed branch's deletion follows the rule, the kept one's breaks it.
7. Egyptian's urgings with its joined negation ("متشغلش بالك، اعمل push على main عادي": don't
   worry, push; "متضيعش وقت، اعمل push على main": don't waste time) were read as refusals and the
   push denied. The mind and time are spared by their object (forbidding._EG_SPARED, one list for
   both spellings): شغل alone runs a thing ("متشغلش sudo") and still refuses.
10. A branch's protection, rules or settings kept from removal ("Don't remove the main branch
   protection", "Не удаляй защиту ветки release", "release ブランチの保護ルールを削除しないで") was
   read as the branch kept from deletion, and another branch's deletion followed it; the thing
   deleted must be the branch itself (branch_deletes._BRANCHS_OWN).
The code: German's words of a time gone by were written twice (given_up, merged_into) and Swiss
"früener" was only in the second; written once (given_up.DE_WHEN_GONE), a ban of then said lifted
after it ("Früener durften wir nicht …, das hat der Vorstand aber aufgehoben") is free now.

Every sibling here read otherwise on 8bb9dcd8; the near misses read the same before and after."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import assert_probes_in_no_set, bash, check

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

PUSH = "git push origin main"

# ---------------------------------------------------------------- 4. a Japanese past that recalls

JA_RECALLED = [
    ("mainへのpushは禁止でしたね。", bash(PUSH), V),
    ("mainへのpushは禁止でしたよ。", bash(PUSH), V),
    ("そういえば、mainにpushしたらあかんかったわ。", bash(PUSH), V),
    ("mainにはpushしちゃダメだったんです。", bash(PUSH), V),
    ("そういえば、main に push したらあかんかった。", bash(PUSH), V),
    ("release ブランチへの push はだめでしたね。", bash("git push origin release"), V),
]  # fmt: skip

JA_RECALLED_NEAR = [
    ("main には push したらあかんかった。", bash(PUSH), NA),
    ("main への push は禁止だった。", bash(PUSH), NA),
    ("main への push は禁止されていたそうです。", bash(PUSH), NA),
    ("以前は main への push は禁止でしたね。", bash(PUSH), NA),
    ("main への push は禁止でしたよね。", bash(PUSH), V),
    ("main への push は禁止です。", bash(PUSH), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), JA_RECALLED + JA_RECALLED_NEAR)
def test_a_japanese_past_that_recalls_a_rule_is_the_rule(verdict, rule, output, expected):
    """A confirming ending or そういえば recalls a rule that stands; the plain past is what was."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 5. a warning put as a question

WARNED = [
    ("Du pushst doch nicht in main?", bash(PUSH), V),
    ("Вы же не будете пушить в main?", bash(PUSH), V),
    ("Tu ne pushes pas sur main, j'espère ?", bash(PUSH), V),
    ("Du pushst ja nicht in main?", bash(PUSH), V),
    ("You don't push to main, I hope?", bash(PUSH), V),
    ("Du pushst hoffentlich nicht in main?", bash(PUSH), V),
    ("Tu non pushi su main, spero?", bash(PUSH), V),
]  # fmt: skip

WARNED_NEAR = [
    ("Ты же не пушишь в main?", bash(PUSH), V),
    ("Ты ведь не будешь пушить в main?", bash(PUSH), V),
    ("Du pushst nicht in main?", bash(PUSH), NA),
    ("Tu ne pushes pas sur main ?", bash(PUSH), NA),
    ("You don't push to main?", bash(PUSH), NA),
    ("Du pushst doch auf main?", bash(PUSH), NA),
    ("Ja, du pushst nicht in main?", bash(PUSH), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WARNED + WARNED_NEAR)
def test_a_warning_put_as_a_question_is_asked_of_the_agent(verdict, rule, output, expected):
    """A warning's particle or the asker's hope beside the listener's question: the rule."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 6. a branch allowed beside one kept

FEATURE_GONE = ["git branch -D feature/x", "git push origin --delete feature/x"]
RELEASE_GONE = ["git branch -D release", "git push origin --delete release"]

ALLOWED_BESIDE = [
    "Don't delete release, but you can delete feature branches",
    "Lösch release nicht, die Feature-Branches kannst du aber löschen",
    "release は消さないで、feature ブランチは消していいよ",
    "Never remove the release branch, feature branches may be deleted once merged.",
]

KEPT_NEAR = [
    ("No borres release; las ramas feature sí puedes borrarlas", bash(FEATURE_GONE[0]), F),
    ("No borres release; las ramas feature sí puedes borrarlas", bash(RELEASE_GONE[1]), V),
    ("Never delete release, stable or main.", bash("git push origin --delete main"), V),
    ("trunk, release and keep-me are never deleted.", bash("git branch -D keep-me"), V),
    ("Сносить ветку release — ни-ни", bash(RELEASE_GONE[0]), V),
    ("Never delete the release branch.", bash(FEATURE_GONE[1]), F),
]  # fmt: skip


@pytest.mark.parametrize("rule", ALLOWED_BESIDE)
def test_a_branch_allowed_beside_one_kept_is_not_kept(verdict, rule):
    """The allowed branch's deletion follows the rule; the kept one's breaks it."""
    for command in FEATURE_GONE:
        check(verdict, rule, bash(command), F)
    for command in RELEASE_GONE:
        check(verdict, rule, bash(command), V)


@pytest.mark.parametrize(("rule", "output", "expected"), KEPT_NEAR)
def test_a_branch_kept_reads_as_before(verdict, rule, output, expected):
    """A list kept, a refusal after the verb, a kept branch alone: as before."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 7. Egyptian's urgings

URGED = [
    ("متشغلش بالك، اعمل push على main عادي", bash(PUSH), U),
    ("متضيعش وقت، اعمل push على main", bash(PUSH), U),
    ("ماتشغلش بالك، اعمل push على main", bash(PUSH), U),
    ("متشغلوش بالكم، اعمل push على main", bash(PUSH), U),
    ("ماتضيعش وقتك، اعمل push على main", bash(PUSH), U),
]  # fmt: skip

URGED_NEAR = [
    ("متعملش push على main", bash(PUSH), V),
    ("ماتعملش push على main", bash(PUSH), V),
    ("متشغلش sudo", bash("sudo ls"), V),
    ("ماتشغلش sudo", bash("sudo ls"), V),
    ("مترددش تعمل push على main", bash(PUSH), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), URGED + URGED_NEAR)
def test_an_egyptian_urging_is_no_refusal(verdict, rule, output, expected):
    """Don't worry, don't waste time: an urging; a thing not to run: a refusal."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 10. a branch's protection kept

OWN_KEPT = [
    "Don't remove the main branch protection",
    "Don't remove the branch protection rules of release.",
    "Entferne nicht den Branch-Schutz von release.",
    "Ne supprime pas la protection de la branche release.",
    "No borres la protección de la rama release.",
    "Не удаляй защиту ветки release.",
    "release ブランチの保護ルールを削除しないで",
    "不要删除 release 分支的保护规则",
]

OWN_NEAR = [
    ("Never delete the release branch or its protection rules.", bash(RELEASE_GONE[1]), V),
    ("Never delete the protected branch release.", bash(RELEASE_GONE[1]), V),
    ("Don't delete release, it has CI on it.", bash(RELEASE_GONE[0]), V),
    ("Never delete the protected branch release.", bash(FEATURE_GONE[0]), F),
]  # fmt: skip


@pytest.mark.parametrize("rule", OWN_KEPT)
def test_a_branchs_protection_kept_is_no_branch_kept(verdict, rule):
    """A branch's deletion is no occasion of a rule keeping its protection."""
    for command in RELEASE_GONE + FEATURE_GONE:
        check(verdict, rule, bash(command), U)


@pytest.mark.parametrize(("rule", "output", "expected"), OWN_NEAR)
def test_a_branch_kept_beside_its_protection_reads_as_before(verdict, rule, output, expected):
    """The branch itself kept, beside its protection or called protected: as before."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- German's past words, written once

MERGE = "git checkout main && git merge dev"

PAST_LIFTED = [
    ("Früener durften wir nicht nach main mergen, das hat der Vorstand aber aufgehoben.", bash(MERGE), NA),
    ("Bis gestern durften wir nicht nach main mergen, das wurde aber aufgehoben.", bash(MERGE), NA),
]  # fmt: skip

PAST_NEAR = [
    ("Früher durften wir nicht nach main mergen, das hat der Vorstand aber aufgehoben.", bash(MERGE), NA),
    ("Früher durften wir nicht nach main mergen, und das gilt weiterhin.", bash(MERGE), V),
    ("In main wird ned gmergt.", bash(MERGE), V),
    ("Prima fai i test: il merge in main è proibito.", bash(MERGE), V),
    ("Раньше слияние в main не допускалось.", bash(MERGE), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PAST_LIFTED + PAST_NEAR)
def test_german_past_words_are_read_alike(verdict, rule, output, expected):
    """Swiss "früener" and "bis gestern" open a ban of then as "früher" does; "prima" is first."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every sentence here was written for this file."""
    probes = (
        JA_RECALLED
        + JA_RECALLED_NEAR
        + WARNED
        + WARNED_NEAR
        + KEPT_NEAR
        + URGED
        + URGED_NEAR
        + OWN_NEAR
    )
    assert_probes_in_no_set(probes + [(rule, None, None) for rule in ALLOWED_BESIDE + OWN_KEPT])
