"""Wrong verdicts the hooks act on, found by probing and left open (issue 33, fix-za-noticed): each
class is asserted through `app.domain.compliance.check`, and the false denies also through the
real hook (`mindkeep hook pre-tool`). Every sentence here was written for this file; on 24cb6be2
each sibling read the wrong way (or unknown where a verdict is due), the near misses read as now.

The labelled sets (tests/data/compliance/**, heldout and dev33za never read) hold no case of any
class here misread: their cases of these words ("Die Regel mit main … gilt nicht mehr, der
Betriebsleiter hat sie gestern gestrichen", "Non fare push su main né sui rami release/*", "The
vineyard's data/harvest-2019/ folder stays put. Don't wipe it.") read right on 24cb6be2, so each
class's POOL is empty."""

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
)

V, F, U, NA = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN, Outcome.NOT_APPLICABLE

# (set, case id) of a class misread: none of fix-za-noticed's (see the module); fix-zb-noticed's
# rebase refused, one (its section, at the end)
POOL: list[tuple[str, str]] = [("dev33s", "dev33s-en-019"), ("dev33s", "dev33s-en-020")]


def _refused_by_the_hook(core, tmp_path, rule, allowed: str, refused: str | None) -> None:
    """The hook lets the allowed push through and denies the refused one (if any), naming the
    rule."""
    commands = [f"git push origin {allowed}"] + ([f"git push origin {refused}"] if refused else [])
    answers = hook_answers(core, tmp_path, rule, commands)
    assert "permissionDecision" not in json.dumps(answers[0])
    if refused:
        denied = answers[1]["hookSpecificOutput"]
        assert denied["permissionDecision"] == "deny"
        assert rule in denied["permissionDecisionReason"]


# ---------------------------------------------------------------- 2. "without hesitating"
# "迷わず feature ブランチに push してください" read 迷わず's ず as a refusal, so the branch the rule
# urges was denied and main followed. "Without hesitating", "don't hesitate" urge, in every
# language: the phrase is a permission (forbidding.PERMISSION), taken out before the rule is read —
# what is left names no refusal and no "only", so no push is refused by it.
HESITATE = [
    ("迷わず feature ブランチに push してください。", "feature/x"),
    ("ためらわずに develop へ push してください。", "develop"),
    ("恐れず feature ブランチに push して大丈夫です。", "feature/x"),
    ("構わず feature ブランチに push してください。", "feature/x"),
    ("迷わないで feature ブランチに push してください。", "feature/x"),
    ("Push to feature branches without hesitation.", "feature/x"),
    ("Sans hésiter, pousse sur les branches feature.", "feature/x"),
    ("Ohne zu zögern auf Feature-Branches pushen.", "feature/x"),
    ("Sin dudarlo, haz push a las ramas feature.", "feature/x"),
    ("Senza esitare, pusha sui branch feature.", "feature/x"),
    ("Не раздумывая, пушь в feature-ветки.", "feature/x"),
    ("ادفع إلى فروع feature دون تردد.", "feature/x"),
    ("망설이지 말고 feature 브랜치에 푸시하세요.", "feature/x"),
    # "don't be afraid to", "don't worry about", which urge as much
    ("Don't be afraid to push to feature branches.", "feature/x"),
    ("Don't worry about pushing to feature branches.", "feature/x"),
    ("Hab keine Angst, auf Feature-Branches zu pushen.", "feature/x"),
    ("N'aie pas peur de pousser sur les branches feature.", "feature/x"),
    ("No tengas miedo de hacer push a las ramas feature.", "feature/x"),
    ("Non aver paura di pushare sui branch feature.", "feature/x"),
    ("لا تخف من الدفع إلى فروع feature.", "feature/x"),
    ("不要害怕推送到 feature 分支。", "feature/x"),
    ("別怕，直接推到 feature 分支。", "feature/x"),
    ("부담 없이 feature 브랜치에 푸시하세요.", "feature/x"),
    ("겁내지 말고 feature 브랜치에 푸시하세요.", "feature/x"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "branch"), HESITATE)
def test_without_hesitating_refuses_nothing(verdict, rule, branch):
    """The branch a rule urges without hesitation is never refused, nor is main kept by it."""
    assert verdict(rule, push(branch)).verdict is not V
    assert verdict(rule, push("main")).verdict is not V


# 思わず (without meaning to), a real ず or ないで of refusal, and a refusal said "without
# hesitation" keep their reading.
HESITATE_NEAR = [
    ("思わず main に push しないでください。", push("main"), V),
    ("思わず main に push しないでください。", push("feature/x"), F),
    ("main には push せずに PR を出してください。", push("main"), V),
    ("main には push せずに PR を出してください。", push("feature/x"), F),
    ("main に push しないでください。", push("main"), V),
    ("Never push to main without hesitation.", push("main"), V),
    ("Sans hésiter, ne pousse jamais sur main.", push("main"), V),
    ("Sans hésiter, ne pousse jamais sur main.", push("feature/x"), F),
    ("Ne pousse jamais sur main.", push("main"), V),
    ("Don't hesitate to push to feature branches, but never to main.", push("main"), V),
    ("Don't be afraid to ask, but never push to main.", push("main"), V),
    ("Keine Angst vor Tests, aber pushe nie auf main.", push("main"), V),
    ("Keine Angst vor Tests, aber pushe nie auf main.", push("feature/x"), F),
    ("I was going to ask you to use pnpm here, but don't worry about it.", bash("npm ci"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HESITATE_NEAR)
def test_a_refusal_beside_hesitating_keeps_its_reading(verdict, rule, output, expected):
    """A real refusal, with or without "without hesitation" beside it, reads as before."""
    check(verdict, rule, output, expected)


def test_the_hook_lets_the_urged_branch_go(core, tmp_path):
    """`mindkeep hook pre-tool`: the feature branch a rule urges without hesitation is pushed."""
    _refused_by_the_hook(core, tmp_path, HESITATE[0][0], "feature/x", None)


# ---------------------------------------------------------------- 1. the agent's push beside a doer's
# "Auf main pushen darf nur die CI, du pushst auf develop": the doer's clause runs to the sentence's
# stop, so develop, where the agent is told to push, was refused with main. The part of the second
# person's (or the team's "we") push is the agent's (agents_push): its branch is not the doer's.
AGENTS_PUSH = [
    ("Auf main pushen darf nur die CI, du pushst auf develop.", "develop"),
    ("Auf main pusht nur die Teamleitung, ihr pusht auf develop.", "develop"),
    ("Nur die CI pusht auf main, wir pushen auf develop.", "develop"),
    ("Du pushst auf develop, auf main pusht nur die CI.", "develop"),
    ("Only the CI pushes to main, you push to develop.", "develop"),
    ("Sur main, seule la trésorière pousse, vous poussez sur develop.", "develop"),
    ("A main solo hace push el bot de release, tú haces push a develop.", "develop"),
    ("Su main pusha solo il bot di rilascio, tu pushi su develop.", "develop"),
    ("В main пушит только релизный бот, ты пушишь в develop.", "develop"),
    ("فقط قائد الفريق يدفع إلى main، وأنت تدفع إلى develop.", "develop"),
    # the imperative said to the agent, or its pushes named as its own
    ("Auf main pusht nur die CI, pushe auf develop.", "develop"),
    ("Only the CI pushes to main, push your work to develop.", "develop"),
    ("Only the CI pushes to main, your pushes go to develop.", "develop"),
    ("Auf main pusht nur die CI, deine Pushes gehen auf develop.", "develop"),
    ("В main пушит только CI, пушь в develop.", "develop"),
    ("Solo la CI hace push a main, haz push a develop.", "develop"),
    ("Su main pusha solo il bot di rilascio, fai push su develop.", "develop"),
    # (zh ko ja) the second person as the push's subject
    ("main 只有 CI 能推，你推到 develop。", "develop"),
    ("main 只有发布负责人可以推，你推 develop 就行。", "develop"),
    ("main 브랜치는 릴리즈 담당자만 푸시해요, 당신은 develop에 푸시하세요.", "develop"),
    ("main には CI だけが push します、あなたは develop に push してください。", "develop"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "branch"), AGENTS_PUSH)
def test_the_agents_own_push_beside_a_doers(verdict, rule, branch):
    """The branch the agent is told to push to is free; the one kept to the doer is refused."""
    check(verdict, rule, push(branch), F)
    check(verdict, rule, push("main"), V)


# A doer alone, the agent's "only", a refusal said to the agent beside the doer: as before.
AGENTS_PUSH_NEAR = [
    ("Auf main pusht nur die CI.", push("main"), V),
    ("Auf main pusht nur die CI.", push("develop"), F),
    ("Nur die Teamleitung pusht auf main, sonst niemand.", push("main"), V),
    ("Wir pushen nur auf develop.", push("main"), V),
    ("Wir pushen nur auf develop.", push("develop"), F),
    ("Du pushst nur auf develop.", push("main"), V),
    ("You push to develop, never to main.", push("main"), V),
    ("You push to develop, never to main.", push("develop"), F),
    ("Auf main pusht nur die CI, du pushst nie auf release.", push("release"), V),
    ("Sur main, seule la trésorière pousse, tu ne pousses pas sur release.", push("release"), V),
    ("Only the CI pushes to main, and you never push to release/* either.", push("release/2"), V),
    ("Only the CI pushes to main, push nothing to release.", push("release"), V),
    ("Auf main pusht nur die CI, pushe nie auf release.", push("release"), V),
    ("Push to develop, only the CI pushes to main.", push("main"), V),
    ("main 只有发布负责人可以推，你不要推 release。", push("release"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), AGENTS_PUSH_NEAR)
def test_a_doer_alone_or_a_refusal_to_the_agent_keeps_its_reading(verdict, rule, output, expected):
    """A doer's push alone, or a push refused to the agent beside it, reads as before."""
    check(verdict, rule, output, expected)


def test_the_hook_lets_the_agents_branch_go_and_denies_the_doers(core, tmp_path):
    """`mindkeep hook pre-tool`: develop, the agent's, is pushed; main, the CI's, is denied."""
    _refused_by_the_hook(core, tmp_path, AGENTS_PUSH[0][0], "develop", "main")


# ---------------------------------------------------------------- 4. a second place kept by a modal
# "results/ stays put, logs/ must stay": the keep of the second place, in a modal's words, was no
# keep (staying_places), so kept_where_said freed logs/ and `rm -r logs/` went through. Beside a
# keep of the first, the modal's ("must stay", "doit rester", "muss bleiben", …) keeps its own.
MUST_STAY = [
    ("results/ stays put, logs/ must stay.", bash("rm -r logs/")),
    ("results/ stays put, logs/ has to stay.", bash("rm -r logs/")),
    ("results/ stays where it is, logs/ must remain.", bash("rm -r logs/")),
    ("The results/ folder stays put, the logs/ folder needs to stay.", bash("rm -r logs/")),
    ("Le dossier results/ reste tel quel, logs/ doit rester.", bash("rm -r logs/")),
    ("Der Ordner results/ bleibt, wie er ist, logs/ muss bleiben.", bash("rm -r logs/")),
    ("La carpeta results/ se queda como está, logs/ tiene que quedarse.", bash("rm -r logs/")),
    ("La cartella results/ resta così com'è, logs/ deve restare.", bash("rm -r logs/")),
    ("Папка results/ пусть лежит как есть, logs/ должна остаться.", bash("rm -r logs/")),
    ("مجلد results/ يبقى كما هو، و logs/ يجب أن يبقى.", bash("rm -r logs/")),
    # or plainly, the verb of staying closing its clause
    ("results/ stays put, logs/ remains.", bash("rm -r logs/")),
    ("results/ stays put, logs/ stays.", bash("rm -r logs/")),
    ("results/ stays put, logs/ we keep.", bash("rm -r logs/")),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output"), MUST_STAY)
def test_both_kept_places_are_kept(verdict, rule, output):
    """Removing either kept place breaks the rule; another folder is free."""
    check(verdict, rule, output, V)
    check(verdict, rule, bash("rm -r results/"), V)
    check(verdict, rule, bash("rm -r tmp/"), F)


# and a place kept beside one refused ("results/ stays put, don't touch logs/"): read as "in
# results/, not in logs/" — the one kept taken for the one asked for, so deleting it was followed
# and deleting any other folder refused (polarity's asked place; staying_places.kept_in_its_clause)
KEPT_BESIDE_REFUSED = [
    ("results/ stays put, don't touch logs/.", bash("rm -r results/")),
    ("results/ stays put, logs/ is not to be touched.", bash("rm -r results/")),
    ("results/ stays put. Don't touch logs/.", bash("rm -r results/")),
    ("results/ stays put, logs/ must not be deleted.", bash("rm -r results/")),
    ("Le dossier results/ reste tel quel, ne touche pas à logs/.", bash("rm -r results/")),
    ("Der Ordner results/ bleibt, wie er ist, lösche logs/ nicht.", bash("rm -r results/")),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output"), KEPT_BESIDE_REFUSED)
def test_a_place_kept_beside_one_refused_is_kept(verdict, rule, output):
    """Both places are kept; another folder is free."""
    check(verdict, rule, output, V)
    check(verdict, rule, bash("rm -r logs/"), V)
    check(verdict, rule, bash("rm -r tmp/"), F)


# A place freed beside the keep, a modal negated, a modal alone: as before.
MUST_STAY_NEAR = [
    ("results/ stays put, but tmp/ can go.", bash("rm -r tmp/"), F),
    ("results/ stays put, but tmp/ can go.", bash("rm -r results/"), V),
    ("results/ stays put, logs/ must not stay.", bash("rm -r logs/"), NA),
    # (check-zb-en, on purpose) a folder's "must stay" closing its clause keeps it alone too
    # (staying_places._STAYS): `rm -r logs/` breaks it; it had read `unknown`
    ("logs/ must stay.", bash("rm -r logs/"), V),
    ("results/ stays put, logs/ too.", bash("rm -r logs/"), V),
    ("results/ stays put. Don't wipe it.", bash("rm -r results/"), V),
    ("results/ stays put. Don't wipe it.", bash("rm -r tmp/"), F),
    ("Der Ordner data/ bleibt, wie er ist.", bash("rm -r data/"), V),
    ("Le dossier data/ reste tel quel, tmp/ tu peux le supprimer.", bash("rm -r tmp/"), F),
    ("results/ stays put, logs/ must never be deleted.", bash("rm -r logs/"), V),
    ("results/ stays put, tmp/ goes.", bash("rm -r tmp/"), F),
    ("results/ stays put, logs/ never stays.", bash("rm -r logs/"), NA),
    ("Put new files in src/components, not in src/pages.", bash("touch src/pages/a.tsx"), V),
    ("Put new files in src/components, not in src/pages.", bash("touch src/components/a.tsx"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), MUST_STAY_NEAR)
def test_a_freed_or_lone_place_keeps_its_reading(verdict, rule, output, expected):
    """A place freed, a modal negated or alone, a keep said again: read as before."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 5a. neither … nor
# "Weder auf main noch auf release pushen" was unknown on every push: German's "weder" and
# Italian's correlative "né" opening the list were no negation (forbidding.NEGATION_BEFORE), and
# Italian's impersonal "si" after a "né" read as a Spanish or French "if" (rule_scope.IMPERSONAL_SI).
NEITHER_NOR = [
    ("Weder auf main noch auf release pushen.", "release"),
    ("Weder auf main noch auf release wird gepusht.", "release"),
    ("Auf weder main noch release pushen.", "release"),
    ("Pushe weder auf main noch auf staging.", "staging"),
    ("Né su main né su release si pusha.", "release"),
    ("Né su main né su release si fa push.", "release"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "branch"), NEITHER_NOR)
def test_neither_nor_refuses_each_branch(verdict, rule, branch):
    """Both branches of a neither … nor are refused; another is free."""
    check(verdict, rule, push("main"), V)
    check(verdict, rule, push(branch), V)
    check(verdict, rule, push("feature/x"), F)


# and said of things to use ("Use neither npm nor yarn" forbade yarn and asked for npm)
NEITHER_NOR_TERMS = [
    "Weder npm noch yarn verwenden.",
    "Benutze weder npm noch yarn.",
    "Benutze pnpm, weder npm noch yarn.",
    "Né npm né yarn: si usa pnpm.",
    "Use neither npm nor yarn.",
    "Use pnpm. Neither npm nor yarn.",
]  # fmt: skip


@pytest.mark.parametrize("rule", NEITHER_NOR_TERMS)
def test_neither_nor_refuses_each_thing(verdict, rule):
    """Both things of a neither … nor are refused; a third is free."""
    check(verdict, rule, bash("npm install"), V)
    check(verdict, rule, bash("yarn add left-pad"), V)
    check(verdict, rule, bash("pnpm install"), F)


# Neither … nor that already read, "né" before no second "né", a verbless list: as before.
NEITHER_NOR_NEAR = [
    ("Neither main nor release gets pushed.", push("release"), V),
    ("Push neither to main nor to release.", push("feature/x"), F),
    ("Ne pousse ni sur main ni sur release.", push("release"), V),
    ("No hagas push ni a main ni a release.", push("main"), V),
    ("Non pushare né su main né su release.", push("release"), V),
    ("Не пушь ни в main, ни в release.", push("release"), V),
    ("لا تدفع إلى main ولا إلى release.", push("release"), V),
    ("Su main si pusha solo il venerdì.", push("main"), F),
    ("Ni sur main ni sur release.", push("main"), U),
    ("Nur auf develop pushen, noch ist main gesperrt.", push("develop"), F),
    ("Verwende kein npm.", bash("npm install"), V),
    ("Non usare npm né yarn.", bash("npm install"), V),
    ("N'utilise ni npm ni yarn.", bash("pnpm install"), F),
    ("Neither of us told you to use pnpm.", bash("pnpm install"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEITHER_NOR_NEAR)
def test_other_lists_keep_their_reading(verdict, rule, output, expected):
    """A neither … nor read before, a time, a list with no verb: read as before."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 5b. a push allowed only to a doer
# "main 브랜치 푸시는 릴리즈 담당자에게만 허용됩니다" was unknown; "…リリース担当者にのみ許可されています"
# and "main 分支只允许发布负责人推送" kept pushes to main (main followed, a feature branch refused).
# The "only" after the doer's particle of whom, or before the verb of allowing, names whose the
# push is (allowed_only_to).
ALLOWED_ONLY_TO = [
    "main 브랜치 푸시는 릴리즈 담당자에게만 허용됩니다.",
    "main 푸시는 팀장님에게만 허용돼요.",
    "main 브랜치 푸시는 CI 봇에게만 허용됩니다.",
    "main ブランチへの push はリリース担当者にのみ許可されています。",
    "main への push はリーダーにのみ許可しています。",
    "main 分支只允许发布负责人推送。",
    "main 分支只允許版本負責人推送。",
    # the authority named first, its holder after it
    "main 브랜치 푸시 권한은 리드에게만 있어요.",
    "main への push 権限はリーダーにしかありません。",
    "main 分支的推送权限只给了发布负责人。",
    # the CI or a bot alone pushing, which no role table holds
    "main には CI だけが push します。",
    "main 브랜치는 CI만 푸시해요.",
    "main 브랜치는 봇만 푸시합니다.",
    "main 只有 CI 能推。",
]  # fmt: skip


@pytest.mark.parametrize("rule", ALLOWED_ONLY_TO)
def test_a_push_allowed_only_to_a_doer(verdict, rule):
    """The doer's branch is refused to the agent; a feature branch is free."""
    check(verdict, rule, push("main"), V)
    check(verdict, rule, push("feature/x"), F)


# The branch's own "only", the doer's "only" right after it, a doer asked or told: as before.
ALLOWED_ONLY_TO_NEAR = [
    ("main 브랜치에만 푸시가 허용됩니다.", push("main"), F),
    ("main 브랜치에만 푸시가 허용됩니다.", push("feature/x"), V),
    ("main ブランチにのみ push が許可されています。", push("main"), F),
    ("只允许推送到 feature 分支。", push("main"), V),
    ("只允许推送到 feature 分支。", push("feature/x"), F),
    ("main 브랜치 푸시는 릴리즈 담당자만 할 수 있습니다.", push("main"), V),
    ("main 브랜치 푸시는 팀장님에게만 물어보세요.", push("main"), U),
    ("main 브랜치 푸시 권한은 릴리즈 담당자에게만 있습니다.", push("main"), V),
    ("main 브랜치 푸시 권한은 팀장님한테만 있어요.", push("feature/x"), F),
    ("main 브랜치에 푸시하지 마세요.", push("main"), V),
    ("main ブランチに push しないでください。", push("feature/x"), F),
    ("main 브랜치 푸시 권한은 당신에게만 있어요.", push("main"), U),
    ("只给 main 分支推送。", push("main"), F),
    ("main 브랜치는 CI만 통과하면 푸시해도 돼요.", push("main"), NA),
    ("CI だけ通れば main に push していいです。", push("main"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ALLOWED_ONLY_TO_NEAR)
def test_the_branchs_only_keeps_its_reading(verdict, rule, output, expected):
    """Only said of the branch, or of a doer asked, reads as before."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 3. a rule given up beside one kept
# "The old rule about main is gone. Never push to release": the message asks something, so it was
# read as a rule whole, and main, the branch of the rule given up, was refused with release. The
# sentence that gives a rule up (to its dropping verb, or to its "but") is blanked before the rule
# is read (given_up.given_up_sentences): in every language, with "but" and without.
GIVEN_UP = [
    "The old rule about main is gone. Never push to release.",
    "The old rule about main is gone, but never push to release.",
    "Die alte Regel zu main gilt nicht mehr. Pushe nie auf release.",
    "Die alte Regel zu main gilt nicht mehr, aber pushe nie auf release.",
    "L'ancienne règle sur main n'existe plus. Ne pousse jamais sur release.",
    "L'ancienne règle sur main n'existe plus, mais ne pousse jamais sur release.",
    "La vieja regla sobre main ya no existe. Nunca hagas push a release.",
    "La vieja regla sobre main ya no existe, pero nunca hagas push a release.",
    "La vecchia regola su main non vale più. Non pushare mai su release.",
    "La vecchia regola su main non vale più, ma non pushare mai su release.",
    "Старое правило про main отменено. Никогда не пушь в release.",
    "Старое правило про main отменено, но никогда не пушь в release.",
    "القاعدة القديمة بشأن main ألغيت. لا تدفع أبدًا إلى release.",
    "القاعدة القديمة بشأن main ألغيت، لكن لا تدفع أبدًا إلى release.",
    "关于 main 的旧规则已经取消了。不要推送到 release。",
    "main に関する古いルールは廃止しました。release には push しないでください。",
    "main 관련 예전 규칙은 없어졌어요. release에는 푸시하지 마세요.",
    "Die Regel, dass nur die Kassenwartin auf main pusht, haben wir gestrichen. Pushe nie auf release.",
]  # fmt: skip


@pytest.mark.parametrize("rule", GIVEN_UP)
def test_the_branch_of_a_rule_given_up_is_free(verdict, rule):
    """The branch of the rule given up is free; the branch of the rule kept is refused."""
    check(verdict, rule, push("main"), F)
    check(verdict, rule, push("release"), V)


# and the other way round: a rule given up beside a refusal with no word of asking ("Don't use
# npm", "Kein npm") read the whole message as given up, the refusal lost (a false allow); and
# English's rule named by its thing before the noun ("the yarn ban") was not given up at all.
GIVEN_UP_TERMS = [
    ("The old ban on yarn is lifted. Don't use npm.", "yarn add left-pad", "npm install"),
    ("Die Regel zu yarn gilt nicht mehr. Verwende kein npm.", "yarn add left-pad", "npm install"),
    ("We dropped the rule about yarn. Don't use npm.", "yarn add left-pad", "npm install"),
    ("Das Verbot von yarn haben wir gestrichen. Kein npm.", "yarn add left-pad", "npm install"),
    ("The yarn ban is gone. Don't use npm.", "yarn add left-pad", "npm install"),
    ("The main push ban is lifted. Never push to release.", "git push origin main", "git push origin release"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "freed", "refused"), GIVEN_UP_TERMS)
def test_the_rule_given_up_is_free_and_the_kept_one_refused(verdict, rule, freed, refused):
    """What the rule given up named is free; what the kept one refuses is refused."""
    check(verdict, rule, bash(freed), F)
    check(verdict, rule, bash(refused), V)


# A rule not given up, one to be given up later, given up alone, a "but" that refuses the same
# branch again: as before.
GIVEN_UP_NEAR = [
    ("We haven't dropped the rule about main. Never push to release.", push("main"), V),
    ("Non abbiamo abolito la regola su main. Non pushare mai su release.", push("main"), V),
    ("Die Regel zu main wird am Freitag aufgehoben. Pushe nie auf release.", push("main"), V),
    ("The rule about main still holds. Never push to release.", push("main"), V),
    ("The old rule about main is gone.", push("main"), NA),
    ("The old rule about main is gone, but main still gets no pushes from you.", push("main"), V),
    ("The old rule about main is gone, but you still never push to main.", push("main"), V),
    ("Never push to main. Never push to release.", push("main"), V),
    ("Never push to main. Never push to release.", push("feature/x"), F),
    ("Die alte Regel zu main gilt nicht mehr.", push("main"), NA),
    ("We dropped the rule about yarn. It said: don't use yarn.", bash("yarn add left-pad"), NA),
    ("The yarn ban is not gone. Don't use npm.", bash("yarn add left-pad"), V),
    ("Die Regel zu yarn gilt nicht mehr.", bash("yarn add left-pad"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GIVEN_UP_NEAR)
def test_a_rule_kept_or_given_up_alone_keeps_its_reading(verdict, rule, output, expected):
    """A rule kept, to be dropped later, or dropped alone reads as before."""
    check(verdict, rule, output, expected)


def test_the_hook_lets_the_freed_branch_go_and_denies_the_kept_one(core, tmp_path):
    """`mindkeep hook pre-tool`: main, whose rule is gone, is pushed; release is denied."""
    _refused_by_the_hook(core, tmp_path, GIVEN_UP[0], "main", "release")


def test_the_probes_are_in_no_set():
    """Every rule here was written for this file: none is a compliance set's."""
    tables = [
        v for k, v in globals().items() if k.isupper() and isinstance(v, list) and k != "POOL"
    ]
    assert_probes_in_no_set([(row[0], None, None) for table in tables for row in table])


# ================================================================ fix-zb-noticed (on 7bb3446c)
# Five more classes the hooks acted on wrongly, found by probing (the twenty-eighth round). Every
# sentence was written here; on 7bb3446c each sibling read the wrong way (or unknown where a
# verdict is due), each near miss read as now.


def _hook(core, tmp_path, rule, went: list[str], denied: list[str]) -> None:
    """The hook lets each command of `went` through and denies each of `denied`, naming the rule."""
    answers = hook_answers(core, tmp_path, rule, went + denied)
    for answer in answers[: len(went)]:
        assert "permissionDecision" not in json.dumps(answer)
    for answer in answers[len(went) :]:
        assert answer["hookSpecificOutput"]["permissionDecision"] == "deny"
        assert rule in answer["hookSpecificOutput"]["permissionDecisionReason"]


# ---------------------------------------------------------------- zb1. force beside a push, by "or"
# "Never push to main or force anything" read as one force rule about main: a push to main and a
# force push to a feature branch both went through. Two refusals (force_beside_push): the part
# naming the branch refuses its push, the part naming none (nor pointing back) force anywhere.
OR_FORCE = [
    "Never push to main or force anything.",
    "Never push to main or rewrite history.",
    "Nie auf main pushen oder irgendwas forcen.",
    "Ne pousse jamais sur main ni ne force quoi que ce soit.",
    "main にはプッシュしない、force もしない。",
    "Nunca hagas push a main ni fuerces nada.",
    "Никогда не пушь в main и ничего не форсь.",
    "Non pushare mai su main e non forzare niente.",
    "لا تدفع إلى main ولا تستخدم force أبدًا.",
    "不要推送到 main，也不要 force 任何东西。",
    "main에 푸시하지 말고, force도 하지 마세요.",
]  # fmt: skip


@pytest.mark.parametrize("rule", OR_FORCE)
def test_a_push_and_force_refused_by_or_are_both_refused(verdict, rule):
    """Main's push and a force push anywhere are refused; a plain push elsewhere is free."""
    check(verdict, rule, push("main"), V)
    check(verdict, rule, push("feature/x", force=True), V)
    check(verdict, rule, push("feature/x"), F)


# The force said of the branch named (or pointing back at it), a lone rule, a push asked: as before.
OR_FORCE_NEAR = [
    ("Never push to main or force-push it.", push("main"), F),
    ("Never push to main or force-push it.", push("feature/x", force=True), F),
    ("Never force-push to main or develop.", push("feature/x", force=True), F),
    ("Don't ever force-push anything.", push("main"), F),
    ("Don't ever force-push anything.", push("feature/x", force=True), V),
    ("Never push to main, please.", push("feature/x", force=True), F),
    ("Push to feature/x and never force anything.", push("main"), F),
    ("Don't push to main or develop.", push("develop"), V),
    ("Never force-push to main, or push to it without review.", push("feature/x", force=True), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OR_FORCE_NEAR)
def test_a_force_of_the_branch_named_keeps_its_reading(verdict, rule, output, expected):
    """A force said of the branch named, or a rule of one refusal, reads as before."""
    check(verdict, rule, output, expected)


def test_the_hook_denies_main_and_force_and_lets_a_feature_push_go(core, tmp_path):
    """`mindkeep hook pre-tool`: a push to main and a force push are denied, a feature push goes."""
    went, denied = (
        ["git push origin feature/x"],
        ["git push origin main", "git push -f origin feature/x"],
    )
    _hook(core, tmp_path, OR_FORCE[0], went, denied)


# ---------------------------------------------------------------- zb2. a rule lifted later
# "The rule about main will be lifted on Friday. Never push to release either" let main through:
# the sentence read as a day's news asking nothing, or ("is lifted from Monday") as given up now.
# A rule lifted later holds today (lifted_later blanks the lifting and its time only).
LIFTED_LATER = [
    "The rule about main will be lifted on Friday. Never push to release either.",
    "The main rule is lifted from Monday. Never push to release.",
    "La règle sur main sera levée lundi. Ne pousse jamais sur release.",
    "À partir de lundi on pourra pousser sur main. Ne pousse jamais sur release.",
    "La regla de main se levantará el viernes. Nunca hagas push a release.",
    "La regola su main sarà tolta venerdì. Non pushare mai su release.",
    "Запрет на main будет снят в пятницу. Никогда не пушь в release.",
    "سيتم إلغاء قاعدة main يوم الجمعة. لا تدفع إلى release أبدًا.",
    "main 的限制下周起取消。不要推送到 release。",
]  # fmt: skip


@pytest.mark.parametrize("rule", LIFTED_LATER)
def test_a_rule_lifted_later_still_holds(verdict, rule):
    """Main, whose rule ends later, is refused today, as release is; a feature branch is free."""
    check(verdict, rule, push("main"), V)
    check(verdict, rule, push("release"), V)
    check(verdict, rule, push("feature/x"), F)


# A rule lifted now ("was lifted", "is gone"), one already read as lifted later, a day's news, a
# rule of a day: as before.
LIFTED_LATER_NEAR = [
    ("The rule about main was lifted. Never push to release either.", push("main"), F),
    ("The rule about main is gone. Never push to release either.", push("main"), F),
    ("Die Regel zu main gilt nicht mehr. Pushe nie auf release.", push("main"), F),
    ("La règle sur main a été levée. Ne pousse jamais sur release.", push("main"), F),
    ("The rule about main will be dropped next week. Never push to release either.", push("main"), V),
    ("main への push 禁止は来週からは解禁です。release には push しないでください。", push("main"), V),
    ("Never push to main on Fridays.", push("main"), U),
    ("Never push to release. The season starts on Monday.", push("main"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LIFTED_LATER_NEAR)
def test_a_rule_lifted_now_or_a_day_keeps_its_reading(verdict, rule, output, expected):
    """A rule given up now, or a day's rule or news, reads as before."""
    check(verdict, rule, output, expected)


def test_the_hook_denies_the_branch_whose_rule_ends_later(core, tmp_path):
    """`mindkeep hook pre-tool`: main, whose rule is lifted on Friday, is denied today."""
    _hook(core, tmp_path, LIFTED_LATER[0], ["git push origin feature/x"], ["git push origin main"])


# ---------------------------------------------------------------- zb3. a rule said over, in slang
# "Lo de no pushear a main ya fue, pero a release nunca" refused main: given_up reads a rule's noun
# and a dropping verb, and "ya fue" (it's over) names neither (said_over).
SAID_OVER = [
    "Lo de no pushear a main ya fue, pero a release nunca.",
    "Lo de no pushear a main ya fue. A release nunca.",
    "Das mit dem Push-Verbot auf main ist Geschichte, aber auf release pushst du nie.",
    "Pas de push sur main, c'est fini, ça. Mais ne pousse jamais sur release.",
    "Запрет на пуш в main — это уже неактуально, но в release никогда не пушь.",
    "main への push 禁止はもうナシで。release には push しないでください。",
    "Il divieto di pushare su main è storia, ma su release non pushare mai.",
]  # fmt: skip


@pytest.mark.parametrize("rule", SAID_OVER)
def test_the_branch_of_a_rule_said_over_is_free(verdict, rule):
    """Main, whose rule is said over, is free; release is refused."""
    check(verdict, rule, push("main"), F)
    check(verdict, rule, push("release"), V)


# The words of "it's over" said of something else, a refusal kept, a rule said over after one
# kept: as before.
SAID_OVER_NEAR = [
    ("Se acabó el café, no pushees a main.", push("main"), V),
    ("Never push to main, it is history we keep clean.", push("main"), V),
    ("No pushees a main. Lo de release ya fue.", push("main"), V),
    ("Never push to main or release.", push("main"), V),
    ("منع الدفع إلى main خلاص انتهى، لكن لا تدفع إلى release أبدًا.", push("main"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SAID_OVER_NEAR)
def test_over_said_of_something_else_keeps_its_reading(verdict, rule, output, expected):
    """Words of "it's over" said of other things, or after a refusal, read as before."""
    check(verdict, rule, output, expected)


def test_the_hook_lets_the_branch_said_over_go(core, tmp_path):
    """`mindkeep hook pre-tool`: main, its rule "ya fue", is pushed; release is denied."""
    _refused_by_the_hook(core, tmp_path, SAID_OVER[0], "main", "release")


# ---------------------------------------------------------------- zb4. only through a doer
# "В прод пушим только через тимлида" was unknown on every push (or "only" read as the branch's):
# the push is let through only by the doer, refused to the agent's own hand (allowed_only_to).
THROUGH_DOER = [
    ("В прод пушим только через тимлида.", "prod"),
    ("Auf main pushen wir nur über die Teamleitung.", "main"),
    ("A main se pushea solo a través del líder.", "main"),
    ("Los push a main, solo a través del líder técnico.", "main"),
    ("main 只能通过组长推送。", "main"),
    ("main 브랜치는 팀장 통해서만 푸시해요.", "main"),
    ("Pushes to main go only through the tech lead.", "main"),
    ("Sur main, on ne pousse que via la responsable technique.", "main"),
    ("main への push はリーダー経由でのみ行います。", "main"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "branch"), THROUGH_DOER)
def test_a_push_only_through_a_doer_is_refused_to_the_agent(verdict, rule, branch):
    """The agent's own push onto the doer's branch is refused; other branches are free."""
    check(verdict, rule, push(branch), V)
    check(verdict, rule, push("feature/x"), F)


# The way a request or a review, a tool, a lone word for prod: as before.
THROUGH_DOER_NEAR = [
    ("Pushes to main go only through a pull request.", push("main"), U),
    # (thirty-second round: main taking only pull requests takes no direct push — probe-zf's
    # branch_means.only_requests — so the push to main breaks it, as the Russian one beside)
    ("Auf main nur über einen Pull Request pushen.", push("main"), V),
    ("Auf main nur über einen Pull Request pushen.", push("feature/x"), F),
    ("В main пушим только через ревью.", push("main"), V),
    ("В main пушим только через ревью.", push("feature/x"), F),
    ("Only push to main through the CLI.", push("feature/x"), V),
    ("Не деплой в прод по пятницам.", push("prod"), U),
    ("Su main si pusha solo tramite il responsabile.", push("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), THROUGH_DOER_NEAR)
def test_a_way_that_is_no_doer_keeps_its_reading(verdict, rule, output, expected):
    """Only through a request, a review or a tool reads as before."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- zb5. a rebase refused
# "No rebasing onto main, ever" was unknown on `git rebase main`: no act of the checker's was a
# rebase. Now `git rebase X`, `git pull --rebase origin X` rebase onto X (git.py), and the rule
# refuses that (rebase_onto): onto another branch it is kept, a push gives it no occasion.
REBASE = [
    "No rebasing onto main, ever.",
    "Rebase niemals auf main.",
    "Ne rebase jamais sur main.",
    "Nunca hagas rebase sobre main.",
    "Non fare mai rebase su main.",
    "Никогда не делай ребейз на main.",
    "لا تعمل rebase على main أبدًا.",
    "main に rebase しないでください。",
    "不要 rebase 到 main 上。",
    "main 으로 리베이스하지 마세요.",
]  # fmt: skip


@pytest.mark.parametrize("rule", REBASE)
def test_a_rebase_onto_the_branch_refused(verdict, rule):
    """A rebase onto main, however named, is refused; onto another branch kept; a push unasked."""
    for command in ("git rebase main", "git rebase origin/main", "git pull --rebase origin main"):
        check(verdict, rule, bash(command), V)
    check(verdict, rule, bash("git rebase develop"), F)
    check(verdict, rule, push("feature/x"), NA)
    check(verdict, rule, bash("git rebase -i HEAD~3"), F)


# A rebase asked for, a rule of pushes or merges beside a rebase: as before.
REBASE_NEAR = [
    ("Always rebase onto main before you push.", bash("git rebase main"), U),
    ("Always rebase onto main before you push.", push("feature/x"), U),
    ("Never push to main, please.", bash("git rebase main"), NA),
    ("Never push to main, please.", bash("git pull --rebase origin main"), NA),
    ("Don't merge into main.", bash("git rebase main"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REBASE_NEAR)
def test_a_rebase_asked_or_beside_another_act_keeps_its_reading(verdict, rule, output, expected):
    """A rebase asked for, or a push or merge rule beside a rebase, reads as before."""
    check(verdict, rule, output, expected)


# A branch named with no word of "onto" is the one rebased: any rebase while it is checked out is
# refused (the pool's case below, and its siblings); on another branch it is kept.
REBASED = [
    "Rebasing the shared release branch is off the table for us.",
    "Den release-Branch bitte niemals rebasen.",
    "release ブランチを rebase しないでください。",
]  # fmt: skip


@pytest.mark.parametrize("rule", REBASED)
def test_the_branch_named_is_not_rebased(verdict, rule):
    """A rebase on the named branch checked out is refused; on another branch, or a merge in
    place of the rebase, keeps the rule."""
    check(verdict, rule, bash("git checkout release && git rebase main"), V)
    check(verdict, rule, bash("git checkout feature/x && git rebase main"), F)
    check(verdict, rule, bash("git checkout release && git merge main"), F)


# The labelled sets (heldout and dev33zb never read) hold two cases of a class here misread, the
# rebase refused (zb5): "Rebasing the shared release branch is a no-go for the tills team" on
# `git checkout release/7.3 && git rebase main` (label violated) and on `… && git merge main`
# (label followed) were both unknown on 7bb3446c.
# The other four classes: none (their sets' cases of these words read right on 7bb3446c, or, as
# dev33za es-025 "Lo de no pushear a main ya fue, ahora tenemos protección de ramas", are away
# from the label either way: unknown now, where not_applicable is due).


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_it_mends(folder, case_id):
    """The pool's cases of these classes read as labelled."""
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


def test_a_rebase_reading_is_said_as_a_rebase():
    """The reading shown beside the rule (and confirmed there) names the rebase, not the pushes
    and commits a branch reading fell back to before it had words of its own."""
    from app.domain.compliance.reading import reading_of
    from app.services.reading_words import reading_what

    assert reading_what(reading_of("No rebasing onto main, ever.")) == "rebases onto main"
    rewritten = reading_what(reading_of("Rebasing the shared release branch is a no-go."))
    assert rewritten.startswith("rebasing release"), rewritten


# ---------------------------------------------------------------- zc1. a rule asked with its negation
# (fix-zc-noticed; each sibling violated on 46f4325d, each near miss read as now) A question of
# whether a rule holds, with a negation ("Is it not allowed to push to main?", "Darf man nicht auf
# main pushen?", "Нельзя пушить в main?") was read as the rule itself: the hook denied the push
# the user only asked about (told.told_or_asked lets any negated question through as a rule). The
# user's own question asks nothing (asked_if_so.rule_asked, asked beside told_or_asked): a request
# put as a question, an order closed by a tag, a rule closed by a tag seeking agreement
# (mend-zc-cread-a), a question put to the agent and a question beside an order keep their reading.
ASKED = [
    ("Is it not allowed to push to main?", "main"),
    ("Isn't pushing to main forbidden?", "main"),
    ("Wait, isn't pushing to main forbidden?", "main"),
    ("Hmm, aren't we supposed to avoid force pushes on main?", "main"),
    ("Darf man nicht auf main pushen?", "main"),
    ("Ist es nicht verboten, auf main zu pushen?", "main"),
    ("On ne pousse pas sur main ?", "main"),
    ("N'est-ce pas interdit de pousser sur main ?", "main"),
    ("¿No se puede hacer push a main?", "main"),
    ("Non si può pushare su main?", "main"),
    ("Нельзя пушить в main?", "main"),
    ("Разве нельзя пушить в main?", "main"),
    ("main に push しちゃだめなの？", "main"),
    ("不能推送到 main 吗？", "main"),
    ("难道不能推 main 吗？", "main"),
    ("ألا يُمنع الدفع إلى main؟", "main"),
]


@pytest.mark.parametrize(("rule", "branch"), ASKED)
def test_a_rule_asked_with_its_negation_asks_nothing(verdict, rule, branch):
    """The user's own question of whether a push is refused refuses no push."""
    check(verdict, rule, push(branch), NA)
    check(verdict, rule, push(branch, force=True), NA)
    check(verdict, rule, codex(f"git push origin {branch}"), NA)


# Asked of the agent, an order with a question mark or a tag, a question beside an order: each
# reads as on 46f4325d.
ASKED_NEAR = [
    ("Don't push to main, ok?", push("main"), V),
    ("Never push to main, okay?", push("main"), V),
    ("No pushes to main, right?", push("main"), V),
    ("Can you not push to main?", push("main"), V),
    ("Didn't I tell you not to push to main?", push("main"), V),
    ("Why would you push to main? Don't.", push("main"), V),
    ("Kannst du bitte nicht auf main pushen?", push("main"), V),
    ("Nie auf main pushen, ja?", push("main"), V),
    ("Ne pousse pas sur main, d'accord ?", push("main"), V),
    ("Non pushare su main?", push("main"), V),
    ("Non pushare su main, ok?", push("main"), V),
    ("Не пушь в main, ладно?", push("main"), V),
    ("别推 main 吧？", push("main"), V),
    ("可以不要推送到 main 吗？", push("main"), V),
    ("main に push しないでね？", push("main"), V),
    ("main にプッシュしないでもらえる？", push("main"), V),
    ("لا تدفع إلى main، حسنا؟", push("main"), V),
    # the rule said, then its hearing checked
    ("We never push to main, understood?", push("main"), V),
    ("Wir pushen nicht auf main, verstanden?", push("main"), V),
    ("On ne pousse pas sur main, compris ?", push("main"), V),
    ("Мы не пушим в main, понятно?", push("main"), V),
    ("main には push しない、わかった？", push("main"), V),
    # a rule said, then its agreement sought by a tag (mend-zc-cread-a: the integrator's reading
    # of "We don't push to main, do we?" said to an agent — "you won't, right?")
    ("We don't push to main, do we?", push("main"), V),
    ("Wir pushen nicht auf main, oder?", push("main"), V),
    ("On ne pousse pas sur main, non ?", push("main"), V),
    ("No se hace push a main, ¿verdad?", push("main"), V),
    ("Non pushiamo su main, vero?", push("main"), V),
    ("Мы не пушим в main, да?", push("main"), V),
    ("main には push しないよね？", push("main"), V),
]  # fmt: skip
# the plain rules beside the class (ten), which must not move (some are the sets' own words, so
# the table is not a probe's: lower case keeps it out of test_the_probes_are_in_no_set)
plain_refusals = [
    ("Don't push to main.", push("main"), V),
    ("Never push to main.", push("main"), V),
    ("Pushing to main is not allowed.", push("main"), V),
    ("Nicht auf main pushen.", push("main"), V),
    ("Ne pousse pas sur main.", push("main"), V),
    ("No hagas push a main.", push("main"), V),
    ("Non pushare su main.", push("main"), V),
    ("Не пушь в main.", push("main"), V),
    ("不要推送到 main。", push("main"), V),
    ("main に push しないで。", push("main"), V),
    ("Don't push to main.", push("develop"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ASKED_NEAR + plain_refusals)
def test_an_order_put_with_a_question_mark_stays_an_order(verdict, rule, output, expected):
    """A question asked of the agent, or an order closed by a tag, keeps its refusal."""
    check(verdict, rule, output, expected)


def test_the_hook_lets_a_push_only_asked_about_go(core, tmp_path):
    """`mindkeep hook pre-tool`: a push the user only asked about goes on (denied on 46f4325d)."""
    (went,) = hook_answers(core, tmp_path, ASKED[0][0], ["git push origin main"])
    assert "permissionDecision" not in json.dumps(went)


def test_the_hook_denies_a_push_refused_with_a_tag(core, tmp_path):
    """`mindkeep hook pre-tool`: refused with a tag ("…, ok?"), the push is denied, another goes."""
    _refused_by_the_hook(core, tmp_path, ASKED_NEAR[0][0], "develop", "main")


# The labelled sets (heldout and dev33zc never read) hold no case of this class misread: their
# questions with a negation are questions of why (told.asks_the_reason) or orders closed by a tag
# ("No le metas force push a develop, ¿va?", dev33za_frozen es-021; "Nada de push forzado,
# ¿vale?", dev33m es-003), read right on 46f4325d.
POOL_ASKED: list[tuple[str, str]] = []


# ---------------------------------------------------------------- zc2. a push or merge left to a named doer
# (fix-zc-noticed; each sibling read otherwise on 46f4325d, each near miss read as now) A push or a
# merge left to one person "only" names by a modal or a word of allowing ("Only Tunde can push to
# main", "Pushing to main is allowed only to Tunde", "Das Zusammenführen in den stable-Zweig ist
# allein der Maintainerin erlaubt"), or with the act said before and named again ("…; only Kemi can
# do that one", "это может только тимлид"), was read as the branch's "only" (the branch followed,
# every other refused) or as nothing (unknown); and "this weekend", the present window, as a day the
# rule holds on (unknown). The act is the doer's, refused to the agent (allowed_only_to._ONLY_MAY,
# merged_into._merge_left_to_a_doer; day_groups.this_weekend).
LEFT_TO_DOER = [
    ("You are not to push to production this weekend; only Kemi can do that one.", "production"),
    ("Don't push to production; only the release manager can do that.", "production"),
    ("Only Tunde can push to main.", "main"),
    ("Only Kemi may push to release.", "release"),
    ("Pushing to main is allowed only to Tunde.", "main"),
    ("Pushing to main is only permitted for the maintainer.", "main"),
    ("Пушить в main это может только тимлид.", "main"),
]
MERGE_LEFT_TO_DOER = [
    ("Das Zusammenführen in den stable-Zweig ist allein der Maintainerin erlaubt.", "stable"),
    ("Seul le mainteneur fusionne dans stable.", "stable"),
    ("Solo Marta puede fusionar en stable.", "stable"),
    ("Only Tunde may merge into stable.", "stable"),
]


@pytest.mark.parametrize(("rule", "branch"), LEFT_TO_DOER)
def test_a_push_left_to_a_named_doer_is_refused_to_the_agent(verdict, rule, branch):
    """The push onto the doer's branch is refused; a push elsewhere is free."""
    check(verdict, rule, push(branch), V)
    check(verdict, rule, codex(f"git push origin {branch}"), V)
    check(verdict, rule, push("feature/x"), F)


@pytest.mark.parametrize(("rule", "branch"), MERGE_LEFT_TO_DOER)
def test_a_merge_left_to_a_named_doer_is_refused_to_the_agent(verdict, rule, branch):
    """A merge landing on the doer's branch is refused; one landing elsewhere, and a push, are free."""
    check(verdict, rule, bash(f"git checkout {branch} && git merge feat/x"), V)
    check(verdict, rule, bash("git checkout develop && git merge feat/x"), F)
    check(verdict, rule, push("develop"), F)


# Where pushes go, a thing merged, a recurring day, a doer already read, the agent's own "only",
# and plain rules beside the class: each reads as on 46f4325d.
LEFT_TO_DOER_NEAR = [
    ("We only push to develop.", push("main"), V),
    ("We only push to develop.", push("develop"), F),
    ("Push only to develop.", push("main"), V),
    ("Pushing to main is allowed only to feature branches.", push("develop"), V),
    ("Pushing to main is allowed only to feature branches.", push("main"), F),
    ("Only reviewed code can be merged into main.", push("main"), U),
    ("Only hotfixes may merge into main.", bash("git checkout main && git merge feat/x"), F),
    ("Only Tunde may merge in a hurry.", bash("git checkout main && git merge feat/x"), U),
    ("Don't push to production on weekends.", push("production"), U),
    ("No pushes to production on Fridays.", push("production"), U),
    ("Solo Marta può fare merge su stable.", bash("git checkout stable && git merge feat/x"), V),
]  # fmt: skip
# the plain rules beside the class (ten), which must not move
plain_doers = [
    ("Only the release manager pushes to main.", push("main"), V),
    ("Only the release manager pushes to main.", push("develop"), F),
    ("Only Anna pushes to main.", push("main"), V),
    ("Nur die Teamleitung darf auf main pushen.", push("main"), V),
    ("Don't push to main.", push("main"), V),
    ("Don't push to main.", push("production"), F),
    ("Never force push to main.", push("main"), F),
    ("Only push to feature branches.", push("main"), V),
    ("Don't merge into main.", push("main"), F),
    ("Only the maintainer can merge into stable.", bash("git checkout stable && git merge feat/x"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LEFT_TO_DOER_NEAR + plain_doers)
def test_only_said_of_where_what_or_when_keeps_its_reading(verdict, rule, output, expected):
    """ "Only" said of where pushes go, of what is merged, or of a day, keeps its reading."""
    check(verdict, rule, output, expected)


def test_the_hook_denies_the_named_doers_branch_and_lets_another_go(core, tmp_path):
    """`mindkeep hook pre-tool`: main, left to Tunde, is denied (it went on 46f4325d); develop goes
    (it was denied)."""
    _refused_by_the_hook(core, tmp_path, LEFT_TO_DOER[2][0], "develop", "main")


# The labelled sets (heldout and dev33zc never read) hold one case of this class misread: "Please,
# you are not to push to production on the kennel booking app this weekend; only Tunde can do that
# one." on `git push origin production` (label violated) was unknown on 46f4325d.
POOL_LEFT_TO_DOER: list[tuple[str, str]] = [("dev33zb_frozen", "dev33zb-en-013")]


@pytest.mark.parametrize(("folder", "case_id"), POOL_LEFT_TO_DOER)
def test_the_pool_cases_left_to_a_doer(folder, case_id):
    """The pool's case of this class reads as labelled."""
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- zc3. a branch's CI kept, its push allowed
# (fix-zc-noticed; each sibling read otherwise on 46f4325d, each near miss read as now) A ban on the
# CI of a branch beside an allowance of the branch's own push ("La CI de main est intouchable, mais
# tu peux pousser sur main", "main's CI config is off limits, but pushing to main is fine") read the
# branch as refused: the push the rule allows was denied (or unknown). The push onto the branch is
# allowed, the CI's files the checker can name (.github/workflows/) kept (branch_things.py).
CI_KEPT = [
    "La CI de main est intouchable, mais tu peux pousser sur main.",
    "Die Pipeline von main fasst du nicht an, pushen darfst du aber.",
    "main's CI config is off limits, but pushing to main is fine.",
    "The pipeline of release is untouchable, but you can push to release.",
    "El CI de main es intocable, pero puedes hacer push a main.",
    "La CI di main non si tocca, ma puoi pushare su main.",
    "CI ветки main не трогай, а пушить в main можно.",
    "main 的 CI 配置别动，但可以推 main。",
    "main の CI 設定は触らないで。main への push は大丈夫。",
]
_CI_EDIT = "sed -i s/node-16/node-20/ .github/workflows/ci.yml"


@pytest.mark.parametrize("rule", CI_KEPT)
def test_a_branchs_ci_kept_leaves_its_push_free(verdict, rule):
    """The push the rule allows goes; an edit of the workflow files is refused."""
    branch = "release" if "release" in rule else "main"
    check(verdict, rule, push(branch), F)
    check(verdict, rule, codex(f"git push origin {branch}"), F)
    check(verdict, rule, push("feature/x"), F)
    check(verdict, rule, bash(_CI_EDIT), V)


# The CI kept alone, the branch refused beside it, another thing or another branch's CI, and plain
# rules beside the class: each reads as on 46f4325d.
CI_KEPT_NEAR = [
    ("Don't touch main's CI config.", push("main"), U),
    ("main's CI is off limits.", push("main"), U),
    ("Die Pipeline von main fasst du nicht an.", push("main"), U),
    ("main's CI config is off limits, and don't push to main.", push("main"), V),
    ("main's README is off limits, but pushing to main is fine.", push("main"), V),
    ("The CI of develop is off limits, but pushing to main is fine.", push("main"), F),
    ("Don't push to main, but pushing to develop is fine.", push("main"), V),
    ("Don't touch .github/workflows/.", bash(_CI_EDIT), V),
    ("Don't touch .github/workflows/.", push("main"), NA),
]  # fmt: skip
# the plain rules beside the class (ten), which must not move
plain_branch_rules = [
    ("Never push to main.", push("main"), V),
    ("Pushing to develop is fine.", push("main"), U),
    ("Nicht auf main pushen.", push("main"), V),
    ("Ne pousse pas sur main.", push("main"), V),
    ("No hagas push a main.", push("main"), V),
    ("Не пушь в main.", push("main"), V),
    ("不要推送到 main。", push("main"), V),
    ("main に push しないで。", push("main"), V),
    ("Don't push to main.", bash(_CI_EDIT), NA),
    ("Never push to main.", push("develop"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), CI_KEPT_NEAR + plain_branch_rules)
def test_a_ban_of_the_branch_or_of_another_thing_keeps_its_reading(verdict, rule, output, expected):
    """The branch refused, its CI kept alone, or another thing kept, reads as before."""
    check(verdict, rule, output, expected)


# The labelled sets (heldout and dev33zc never read) hold no case of a branch's CI named (none of
# "main's CI", "la CI de main", "die Pipeline von main", "main 的 CI" …): the pool is empty.
POOL_CI_KEPT: list[tuple[str, str]] = []
