"""A false allow of the thirty-third round's deeds_told the review found (review-zg, F3), mended
(mend-zg-told), and near misses written for this file (none is in a set).

F3. `deeds_told.deed_told` read a rule decided or agreed in the past as the past told and dropped
it: "Yesterday the team decided we no longer push straight to main." let the push to main through
(`not_applicable`; the start's `violated`). Its ban words knew no decided, agreed or voted, its
words of now lacked "no longer", its French needed "ne X plus" ("de ne plus pousser" slipped
through), and Korean's "…기로 했/정했" and Chinese 决定/约定/說好 were not seen. Now in all 11
languages a decision, an agreement or a vote whose content is a ban, in the verb's own clause
(deeds_told._DECIDED_BAN: after the verb, or before it in Japanese and Korean), is a rule in force,
never the past told — nor is a former rule "kept" (deeds_told._NOW) — unless a former team or
place names it (deeds_told._FORMER_PLACE). A decision with no ban in it, or a negation in another
clause ("Ayer decidimos borrar la rama demo y nadie se quejó"), is told as before.

Then the worst through the real hook."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.deeds_told import ban_set_lately, decided_ban, deed_told
from app.domain.compliance.reader import normalise
from tests.compliance_sets import assert_probes_in_no_set, bash, check, push
from tests.compliance_sets import hook_verdicts as _hook

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def _delete(branch: str):
    """A branch deleted on the remote, as Claude Code's Bash runs it."""
    return bash(f"git push origin --delete {branch}")


# the review's messages: `not_applicable` on the merge (a false allow); the start's reading now
REVIEW = [
    ("Yesterday the team decided we no longer push straight to main.", push("main"), V),
    ("Yesterday the team decided we no longer push straight to main.", push("feat"), F),
    ("In the retro last Friday we agreed not to push to main directly.", push("main"), V),
    ("In the retro last Friday we agreed not to push to main directly.", push("feat"), F),
    ("Last sprint the team decided that nobody pushes to main directly.", push("main"), V),
    ("La semaine dernière on a décidé de ne plus pousser sur main.", push("main"), V),
    ("La semaine dernière, on a convenu de ne plus pousser directement sur main.", push("main"), V),
    ("La semaine dernière, on a convenu de ne plus pousser directement sur main.", push("feat"), F),
    ("지난주에 main에 직접 푸시하지 않기로 했습니다.", push("main"), V),
    ("어제 main에 직접 푸시하지 않기로 정했어요.", push("main"), V),
    ("어제 main에 직접 푸시하지 않기로 정했어요.", push("feat"), F),
    ("上周团队决定不直接推送到main。", push("main"), V),
    ("上周团队决定不直接推送到main。", push("feat"), F),
    ("Last month we decided to stop pushing to the release branch.", push("release"), V),
    ("Last month we decided to stop pushing to the release branch.", push("main"), F),
    ("On Tuesday we agreed that the release branch gets no more pushes.", push("main"), F),
    ("Last week we agreed that nobody merges into main without review.", push("main"), F),
    # "on Monday" still read as the time the rule holds, "we kept that rule" with a former ban,
    # Chinese's 不再 (no reading of its own): in doubt, as at the start — never the past told
    ("On Monday the team agreed that no one deletes the release branch.", bash("git branch -D release"), U),
    ("Our old team forbade pushing to main and we kept that rule.", push("main"), U),
    ("上周我们决定不再直接推送到main。", push("main"), U),
]  # fmt: skip

# the same decision in the six other languages: read so on the merge already, one class now
SIBLINGS = [
    ("Ayer acordamos que nadie hace push directo a main.", push("main"), V),
    ("Gestern haben wir vereinbart, dass keiner direkt auf main pusht.", push("main"), V),
    ("Ieri abbiamo deciso di non pushare più su main.", push("main"), V),
    ("Вчера мы договорились не пушить напрямую в main.", push("main"), V),
    ("昨日、mainには直接プッシュしないことに決めました。", push("main"), V),
    ("الأسبوع الماضي قررنا عدم الدفع إلى main مباشرة.", push("main"), V),
]  # fmt: skip

# near misses of our own: a vote, a Russian and a Chinese decision the merge dropped; a settling,
# a French, German, Italian, Arabic, Japanese and Korean ban decided, read as before
NEAR = [
    ("Last Thursday we voted to stop pushing directly to main.", push("main"), V),
    ("Last Thursday we voted to stop pushing directly to main.", push("fix/typo"), F),
    ("На прошлой неделе решили больше не пушить напрямую в main.", push("main"), V),
    ("上週我們說好不直接推到 main。", push("main"), V),
    ("上週我們說好不直接推到 main。", push("feat"), F),
    ("At standup yesterday we settled it: nobody pushes to main by hand.", push("main"), V),
    ("Hier, l'équipe a tranché : plus jamais de push direct sur main.", push("main"), V),
    ("Letzte Woche haben wir beschlossen, nicht mehr direkt auf main zu pushen.", push("main"), V),
    ("La settimana scorsa abbiamo stabilito di non pushare direttamente su main.", push("main"), V),
    ("اتفقنا أمس على ألا ندفع إلى main مباشرة.", push("main"), V),
    ("先週、main への直接プッシュは禁止と決めました。", push("main"), V),
    ("지난주 회의에서 main 직접 푸시는 금지로 정했어요.", push("main"), V),
    ("Hier on a décidé que main n'est plus ouvert aux push.", push("main"), V),
]  # fmt: skip

# still the past told: a decision with no ban as its content, a negation in another clause, a
# former team's decision, a deed — no rule
STILL_TOLD = [
    ("Yesterday we decided to rename the release branch.", push("release"), NA),
    ("Last week we agreed on the name of the release branch.", push("release"), NA),
    ("Yesterday the team agreed to merge the demo branch into main, nobody objected.", push("main"), NA),
    ("Yesterday the team agreed to merge the demo branch into main, nobody objected.", _delete("demo"), NA),
    ("Yesterday we decided that the docs branch is not needed and deleted it.", _delete("docs"), NA),
    ("Ayer decidimos borrar la rama demo y nadie se quejó.", _delete("demo"), NA),
    ("Вчера решили удалить ветку demo, никто не возражал.", _delete("demo"), NA),
    ("昨天我们决定删掉 demo 分支，没人反对。", _delete("demo"), NA),
    ("Hier on a décidé qu'il n'était plus utile de garder la branche demo et on l'a supprimée.", _delete("demo"), NA),
    ("Yesterday we decided we are not ready to merge the demo branch.", push("main"), NA),
    ("Our former team decided that nobody pushes to prod on Fridays.", push("prod"), NA),
    ("Last night Omar deleted the preview branch by mistake, we put it back.", push("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REVIEW + SIBLINGS + NEAR + STILL_TOLD)
def test_a_ban_decided_is_a_rule_in_force(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


@pytest.mark.parametrize(
    "words",
    [
        "Yesterday the team decided we no longer push straight to main.",
        "La semaine dernière on a décidé de ne plus pousser sur main.",
        "어제 main에 직접 푸시하지 않기로 정했어요.",
        "上周团队决定不直接推送到main。",
        "Вчера мы договорились не пушить напрямую в main.",
        "Our old team forbade pushing to main and we kept that rule.",
    ],
)
def test_a_ban_decided_or_kept_is_no_past_told(words):
    assert not deed_told(normalise(words))


@pytest.mark.parametrize(
    ("words", "decided"),
    [
        ("In the retro last Friday we agreed not to push to main directly.", True),
        ("上周我们决定不再直接推送到main。", True),
        ("Ayer decidimos borrar la rama demo y nadie se quejó.", False),
        ("Вчера решили удалить ветку demo, никто не возражал.", False),
        ("Gestern haben wir entschieden, den Branch demo zu löschen, niemand war dagegen.", False),
        ("Last week we agreed the outage was not caused by the push to main.", False),
        ("At my old job we agreed never to push to main.", False),  # a former place's
    ],
)
def test_the_ban_is_the_decisions_own(words, decided):
    text = normalise(words)
    assert decided_ban(text) is decided
    if decided:
        assert ban_set_lately(text)  # told.told_or_asked does not drop it


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(REVIEW + SIBLINGS + NEAR + STILL_TOLD)


# ---------------------------------------------------------------- through the real hook
def test_a_ban_decided_yesterday_denies_the_push_through_the_hook(core, tmp_path):
    """The worst: "Yesterday the team decided we no longer push straight to main." let
    `git push origin main` through; a feature branch's push still goes."""
    said = _hook(
        core,
        tmp_path,
        "Yesterday the team decided we no longer push straight to main.",
        [
            (
                "claude-code",
                {"tool_name": "Bash", "tool_input": {"command": "git push origin main"}},
            ),
            (
                "claude-code",
                {"tool_name": "Bash", "tool_input": {"command": "git push origin feat"}},
            ),
        ],
    )
    assert said == ["deny", "allow"]
