"""A push kept onto one branch to a doer named after "only" — a person, a post, a team or a bot,
not the agent — in the west's languages and English's bot: "Only the release bot pushes to main",
"Nur die Teamleitung pusht auf main", "Auf main pusht ausschließlich der Release-Bot", "A main solo
hace push el bot de release", "Su main pusha solo il bot di rilascio", "В main пушит только
релизный бот", "Sur main, seul le bot de release pousse", "فقط قائد الفريق يدفع إلى main". The
checker read "only … main" as where pushes may go, so the hook let `git push origin main` through
and refused a push to a feature branch — both verdicts the wrong way round (issue 33; the branch
named bare, with no word for a branch, fell outside reserved._doer_after_only; English's bot fell
to the thing its name starts with, "release"). The push in the third person, the doer after "only"
(only_doers), says whose the push is. Every sentence here was written for this file; on fe9bb933
each sibling read the other way (or unknown), the near misses read as now."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import (
    assert_probes_in_no_set,
    check,
    codex,
    gemini,
    hook_answers,
    push,
    push_files,
)

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

# (rule, the branch it keeps to the doer)
SIBLINGS = [
    # en: a bot named by the thing it handles ("release", "code"), which read as a thing
    ("Only the release bot pushes to main.", "main"),
    ("On the ferry timetable app, only the code-freeze bot ever pushes to release/2.", "release/2"),
    # de: the doer after "nur" or "ausschließlich" (a post, a bot, the CI), before the push or
    # after it, or a modal's before or after the push
    ("Nur die Kassenleitung pusht auf main.", "main"),
    ("Auf production pusht nur der Release-Bot.", "production"),
    ("Im Vereinsportal pusht nur die Schriftführerin auf main, sonst niemand.", "main"),
    ("Auf production pusht ausschließlich die Vereinskassiererin.", "production"),
    ("Auf main pusht ausschließlich der Release-Bot.", "main"),
    ("Nur der Deploy-Bot darf auf main pushen.", "main"),
    ("Auf main darf nur die Vorstandsvorsitzende pushen.", "main"),
    ("Auf main pushen darf nur die Teamleitung.", "main"),
    ("Auf main pusht nur die CI.", "main"),
    ("Auf release pushen nur die Release-Managerin, nie jemand anderes.", "release"),
    # es: the doer after "solo", or after "solo" and the verb
    ("A production solo hace push el bot de despliegue.", "production"),
    ("Solo la tesorera del club hace push a main.", "main"),
    ("A main solo pushea la tesorera del huerto.", "main"),
    ("Solo la tesorera puede hacer push a main.", "main"),
    # it: "solo il", "soltanto" before the verb, a modal's
    ("Su production fa push solo il bot dei rilasci.", "production"),
    ("Solo la tesoriera pusha su main.", "main"),
    ("Su main soltanto pusha la tesoriera.", "main"),
    ("Su main può pushare solo la tesoriera.", "main"),
    # ru: the doer after "только", before the push or after it
    ("В production пушит только завхоз клуба.", "production"),
    ("Только бухгалтер кооператива пушит в main.", "main"),
    ("Только завхоз может пушить в main.", "main"),
    # fr: "seul le bot", "seule la" before the push at the clause's end
    ("Sur main, seul le bot de release pousse.", "main"),
    ("Sur main, seule la trésorière pousse.", "main"),
    ("Seule la trésorière peut pousser sur main.", "main"),
    # ar: "فقط" before the doer and its push, or after the push
    ("فقط أمينة الصندوق تدفع إلى main.", "main"),
    ("فقط أمينة الصندوق يمكنها الدفع إلى main.", "main"),
    ("يدفع إلى main فقط أمين الصندوق.", "main"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "branch"), SIBLINGS)
def test_the_push_kept_to_the_doer_after_only(verdict, rule, branch):
    """The push onto the doer's branch is refused to the agent, by any tool; others are free."""
    check(verdict, rule, push(branch), V)
    check(verdict, rule, push_files(branch), V)
    check(verdict, rule, gemini(f"git push origin {branch}"), V)
    check(verdict, rule, push("feature/x"), F)
    check(verdict, rule, codex("git push origin fix/ledger"), F)


# Where pushes go (a subject before "only", the first person, the imperative), a thing pushed, a
# time or a condition after "only", a passive: each reads as on fe9bb933.
NEAR = [
    ("Wir pushen nur auf develop.", push("develop"), F),
    ("Wir pushen nur auf develop.", push("main"), V),
    ("We only push to develop.", push("main"), V),
    ("On ne pousse que sur develop.", push("main"), V),
    ("Мы пушим только в develop.", push("develop"), F),
    ("Мы пушим только в develop.", push("main"), V),
    ("Push only to feature branches.", push("main"), V),
    ("Pusht nur auf eure Feature-Branches.", push("feature/x"), F),
    ("Only tagged commits get pushed to prod.", push("prod"), F),
    ("Auf main kommen nur getestete Commits.", push("main"), U),
    ("Nur freitags pushen wir auf main.", push("main"), F),
    ("Auf main pushen nur nach Review.", push("main"), U),
    ("Se hace push a main solo el viernes.", push("main"), F),
    ("Su main si pusha solo il venerdì.", push("main"), F),
    ("A main solo hace push el viernes por la tarde.", push("main"), F),
    ("Пушим в main только проверенные коммиты.", push("main"), F),
    ("В main пушатся только проверенные коммиты.", push("main"), F),
    ("Wir pushen nur die fertigen Änderungen auf main.", push("main"), F),
    ("Sie pushen nur die fertigen Änderungen auf main.", push("main"), F),
    ("ادفع فقط إلى develop.", push("main"), V),
    ("ندفع فقط إلى develop.", push("develop"), F),
    ("فقط أنت تدفع إلى main.", push("main"), F),
    ("فقط نحن ندفع إلى main.", push("main"), F),
    ("Il bot di rilascio pusha solo su main.", push("main"), F),
    ("Der Release-Bot pusht nur auf main.", push("main"), F),
    ("El bot de release solo hace push a main.", push("main"), F),
    ("Only releases get pushed to main.", push("main"), F),
    ("Only code that passed review pushes to main.", push("main"), F),
    ("Nur die Tests müssen grün sein, bevor jemand auf main pusht.", push("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR)
def test_only_said_of_where_what_or_when(verdict, rule, output, expected):
    """Only said of where pushes go, what is pushed, or when keeps the reading it had."""
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    assert_probes_in_no_set([(r, None, None) for r, _b in SIBLINGS] + NEAR)


# The labelled sets (heldout never read) hold no case of this class misread: their "only" doers
# that push onto a bare branch are posts a role table holds ("nur die technische Leiterin",
# "только технический директор": dev33v de-005, ru-006), read right before this change.
POOL: list[tuple[str, str]] = []


def test_the_hook_denies_the_doers_branch_and_lets_a_feature_branch_go(core, tmp_path):
    """`mindkeep hook pre-tool --client claude-code` over a temp data folder: a push to main, kept
    to the release bot, is denied; a push to a feature branch goes on."""
    rule = "Auf main pusht ausschließlich der Release-Bot."
    went, denied = hook_answers(
        core, tmp_path, rule, ["git push origin feature/kasse", "git push origin main"]
    )
    assert "permissionDecision" not in json.dumps(went)
    denied = denied["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny"
    assert rule in denied["permissionDecisionReason"]
