"""(mend-zc-left, issue 33) A branch named by the rule kept on it, as one noun with it or before
it: "the live-branch ban", "the beta-branch rule", "die live-Sperre", "l'interdiction sur live",
"la prohibición de live", "il divieto su live", "запрет на live", "live 的禁令", "live への push
禁止", "live 푸시 금지". A name the usual ones (main, prod, release …) do not cover was no branch
there: a lifting told for later ("The live-branch ban gets lifted on Saturday; don't push to beta
either", lifted_later.py) left the rule with nothing it kept, and the push onto live went through.
bare_branches.bare_branches adds the name, so read_branches.branches_named has it."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy

# a word that names an act or a thing, not a branch ("the push-branch rule", "die Push-Sperre",
# "die Merge-Regel", "the code freeze")
_NOT_A_NAME = (
    r"(?!(?:push\w*|merge\w*|commit\w*|deploy\w*|code|force|git|branch\w*|tags?|builds?|ci|the|a|"
    r"any|every|each|this|that|new|own|other|release|de|la|le|el|il|lo|du|des)(?!\w))"
)
_NAME = rf"(?<![\w./*:-]){_NOT_A_NAME}([a-z][a-z0-9_.]*(?:[/-][a-z0-9_.]+)*?)"
# the rule's nouns, each language's
_RULED = Lazy(
    rf"{_NAME}-branch\s+(?:push\s+)?(?:ban|rule|lock|freeze|block|restriction)s?(?!\w)"
    rf"|{_NAME}-(?:push-?|branch-)?(?:sperre|regel|verbot|pushverbot|pushsperre)(?!\w)"
    r"|(?<!\w)(?:l['’]\s*interdiction|la\s+règle|le\s+blocage|la\s+prohibición|la\s+regla|el\s+bloqueo|"
    r"el\s+veto|il\s+divieto|la\s+regola|il\s+blocco|запрет|правило|die\s+sperre|das\s+verbot|die\s+regel)"
    r"\s+(?:(?:de|di|на)\s+(?:push|pousser|pushare|hacer\s+push|пуш\w*)\s+)?"
    rf"(?:sur|de|en|sobre|para|su|per|на|в|для|für|auf|zu)\s+{_NAME}(?![\w/-])"
    rf"|{_NAME}\s*(?:的禁令|的\s*push\s*禁令|的推送禁令)"
    rf"|{_NAME}\s*(?:への|に対する)\s*(?:push|プッシュ)\s*禁止"
    rf"|{_NAME}\s*(?:푸시|push)\s*금지"
)


def ruled_branches(text: str) -> set[str]:
    """The names of the branches a rule's noun is said of (see the module)."""
    return {next(g for g in m.groups() if g) for m in _RULED.finditer(text)}
