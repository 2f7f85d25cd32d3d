"""(English, check-zb-en) A force push kept out in a clause of its own, beside a plain push refused
in another ("Never push to main or force anything", "Don't push to the live branch, and don't
force-push anywhere", "nobody pushes to main, nobody force-pushes anything"): two rules, not one.
The plain push is refused where its clause says, whatever the flags, and a force push nowhere is
allowed. Read together as one force rule ("no force push to main"), the plain push onto main had
gone through. Asked in `read_actions.actions` where a push, a force and a refusal are said."""

from __future__ import annotations

from app.domain.compliance.action_words import FORCE, PUSH
from app.domain.compliance.forbidding import negated
from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.read_branches import branches_named

# the rule's clauses: a sentence, a clause after a comma or a semicolon, one joined by "and" or
# "or" (the force may be said in the negation's own list: "never push to main or force anything")
_CUT = Lazy(r"[.;!?](?=\s|$)|,\s+(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+")
# the force said of a push and of nothing else, to the clause's end ("force anything", "don't
# force-push anywhere", "never force push at all"): not "force the build", nor a force allowed
# somewhere ("force pushes to your own branches are fine")
_FORCE_ALONE = Lazy(
    r"\bforc(?:e|es|ing)(?:[- ]?push(?:es|ing)?)?(?:\s+(?:anything|anywhere|it|at\s+all|ever|either))*"
    r"[\s,.;!?]*$"
)
_OR = Lazy(r"\s(?:or|nor)\s")


def force_apart(text: str, plain: str) -> bool:
    """Whether a force is said only in clauses that name no branch, while another clause refuses a
    plain push to a branch it names, with no word of force."""
    plain_refused = force_alone = refused_before = False
    start, joint = 0, ""
    for cut in [*_CUT.finditer(plain), None]:
        end = cut.start() if cut else len(plain)
        part = plain[start:end]
        named = branches_named(text[start:end])
        refused = negated(part) or bool(refused_before and _OR.search(joint))  # "… or force it"
        if FORCE.search(part):
            if named or not (_FORCE_ALONE.search(part) and refused):
                return False  # "never force push to main": the force is the branch's own rule
            force_alone = True
        elif named and PUSH.search(part) and negated(part):
            plain_refused = True
        refused_before = refused
        start, joint = (cut.end(), cut.group()) if cut else (end, "")
    return plain_refused and force_alone
