"""A thing of a branch refused beside the branch's own push allowed, in every language: "La CI de
main est intouchable, mais tu peux pousser sur main", "Die Pipeline von main fasst du nicht an,
pushen darfst du aber", "main's CI config is off limits, but pushing to main is fine", "El CI de
main es intocable, pero puedes hacer push a main", "CI ветки main не трогай, а пушить в main
можно", "main 的 CI 配置别动，但可以推 main", "main の CI 設定は触らないで。main への push は大丈夫".
The refusal is of the branch's CI (its pipeline, its workflow files), not of the branch: the reader
took the branch named beside a refusal as the branch refused, so the push the rule allows was
denied (or left unknown). Read as the push onto the branch allowed, the CI's files — the ones the
checker can name, `.github/workflows/` — kept from edits (reader.read_words asks, fix-zc-noticed).
Not where another clause names a branch with a limit ("You can push, just not to main", "…, but
only to develop"): those words refuse a push themselves (mend-zc-cread-a)."""

from __future__ import annotations

from app.domain.compliance import actions as act
from app.domain.compliance.action_words import PUSH
from app.domain.compliance.lexicon import Lazy, clauses, negated
from app.domain.compliance.paths import PathRule
from app.domain.compliance.read_branches import PERMIT, branches_named, family

# the CI of a branch: its pipeline, workflows, CI config, in each language's words
_CI = r"(?:ci(?:[\s-]*(?:config\w*|konfiguration|settings|setup|pipeline|workflows?))?|pipeline|workflows?|пайплайн\w*)"
_NAME = r"(?P<b{}>[a-z0-9][\w./-]*)"
# the branch's CI, by the language's of: "main's CI", "the CI of main", "la CI de main", "die
# Pipeline von main", "la CI di main", "CI ветки main", "main 的 CI", "main の CI", "main 의 CI"
_CI_OF_BRANCH = Lazy(
    rf"(?<![\w./-]){_NAME.format(1)}(?:'s|s)\s+{_CI}(?!\w)"
    rf"|{_CI}\s+(?:of|for|on|de|du|von|auf|für|di|del|для|ветки)\s+(?:the\s+)?{_NAME.format(2)}(?![\w./-])"
    rf"|(?<![\w./-]){_NAME.format(3)}\s*(?:的|の|의)\s*{_CI}(?![a-z])"
)
# refused without a negation: "is off limits", "intouchable", "intocable", "tabu"
_KEPT = Lazy(r"off[\s-]limits|untouchable|intouchable|intocable|intoccabile|tabu|неприкосновен\w*")
# the push allowed: read_branches.PERMIT's words, and the hearer's may ("tu peux", "pushen darfst
# du"), the push in each language's verb
_MAY = Lazy(
    rf"{PERMIT.pattern}|(?<!\w)(?:peux|pouvez|peut|kannst|darfst|dürft|puedes|podéis|puoi|potete|"
    r"можешь|можете|можно|(?:you|we)\s+(?:can|may))(?!\w)|可以|大丈夫|괜찮|해도"
)
_PUSHED = Lazy(rf"{PUSH.pattern}|pouss\w*|push\w*|пуш\w*|推|プッシュ|푸시")
# (mend-zc-cread-a) a push allowed, then limited by a branch's name: "…, just not to main", "mais
# pas sur main", "aber nicht auf main", "но не в main", "但别推 main", "but only to develop", "anything
# except to main" — the words' own negation ("pas", a clause's lone "не"), "only" and "except"
_LIMITED = Lazy(
    r"(?<![\w'])(?:not|no|never|pas|nicht|kein\w*|non|не|ни|only|just|solely|except|excluding|"
    r"nur|außer|ausser|seulement|uniquement|que|sauf|hormis|solo|sólo|solamente|únicamente|excepto|"
    r"salvo|menos|soltanto|tranne|eccetto|только|лишь|кроме|إلا|فقط|سوى)(?![\w'])|n't|"
    r"别|別|不|勿|莫|只|仅|僅|除了|以外|除外|だけ|しか|ない"
)
# the CI's files the checker can name: GitHub's workflows
CI_FILES = PathRule(".github/workflows", forbidden=True)


def branch_things(text: str, plain: str, said: str) -> tuple:
    """The readings of a rule that refuses a branch's CI and allows the branch's push (see the
    module): the push onto it allowed, the workflow files kept; () where the words say otherwise.
    `said` is the text before its exceptions were blanked ("…, push anything except to main")."""
    if not _MAY.search(plain) or not _PUSHED.search(plain):
        return ()
    spans = clauses(plain)
    kept, allowed = set(), []
    for a, b in spans:
        m = _CI_OF_BRANCH.search(plain, a, b)
        if m and (negated(plain[a:b]) or _KEPT.search(plain, a, b)):
            kept.add(m.group("b1") or m.group("b2") or m.group("b3"))
        elif _PUSHED.search(plain, a, b) and _MAY.search(plain, a, b) and not negated(plain[a:b]):
            allowed.append((a, b))
    if len(kept) != 1 or not allowed:
        return ()
    (branch,) = kept
    # a clause beside the CI's that names a branch and limits the push ("You can push, just not to
    # main", "…, but only to develop", "push anything except to main"): the push allowed is not the
    # kept branch's, and the rule is read as it was without this room (an exception's words are
    # read in `said`, the text before they were blanked: blanking keeps every place)
    for a, b in spans:
        if _CI_OF_BRANCH.search(said, a, b) or not branches_named(said[a:b]):
            continue
        if negated(said[a:b]) or _LIMITED.search(said, a, b):
            return ()
    # the push allowed names that branch, or none ("pushen darfst du aber": the one just named)
    for a, b in allowed:
        # (a name's family is the name: "release" names release/* too)
        named = {family(n) for n in branches_named(text[a:b])}
        if named and named != {branch}:
            return ()
    return (
        act.ProtectedBranch(frozenset({branch}), frozenset({act.PUSH}), exempt=frozenset({branch})),
        CI_FILES,
    )
