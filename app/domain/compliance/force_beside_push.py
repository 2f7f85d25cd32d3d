"""A refusal of forcing (or of rewriting history) joined by "or" to a refusal of pushing onto a
branch: "Never push to main or force anything", "Never push to main or rewrite history", "Nie auf
main pushen oder irgendwas forcen", "Ne pousse jamais sur main ni ne force quoi que ce soit", "main
にはプッシュしない、force もしない" (fix-zb-noticed, issue 33). read_actions took the whole rule for
one force rule about the branch named (a force word and a push word, one rule), so a plain push to
main and a force push anywhere else both went through; and "rewrite history", no force word, left
force pushes out altogether. Two refusals: the branch's push, and force on every branch (the
second part names no branch, nor points back at the first: "… or force-push it" stays one rule).
"And" joins a permission as readily as a refusal: "Never push to main, and only force-push your own
branches" refuses main's push alone (force_beside), forcing on one's own branches allowed.
"""

from __future__ import annotations

import re

from app.domain.compliance import actions as act
from app.domain.compliance.action_words import FORCE, PUSH
from app.domain.compliance.lexicon import Lazy, negated
from app.domain.compliance.read_branches import branches_named

# the join of two refusals: "or", "oder", "ni", "ou", "o", "oppure", "né", "или", "ни", "أو", "ولا"
# (and "and" when the force part refuses itself: "… и ничего не форсь", "… y nunca fuerces nada";
# "and" joins a permission as readily: "Never push to main, and only force-push your own branches",
# review of the twenty-eighth round — only "or"/"ni"/"nor" carry the first part's refusal over);
# Japanese's and Korean's "also not" on the second act ("force もしない", "force 도 하지 마"),
# Chinese's "也不", "或"
_JOIN = Lazy(
    r"(?<!\w)(?:or|oder|ni|ou|o|oppure|né|или|ни|أو|ولا|nor|noch|and|und|et|y|e|и|و)(?!\w)"
    r"|[、,，]\s*(?=[^、,，。.]{0,24}?(?:も|도)\s*(?:し|하|だめ|ダメ|禁止|안|말))|也不|也别|也別|或者?",
    re.IGNORECASE,
)
# history rewritten is a force push told by what it does
_REWRITE = Lazy(
    r"rewrit\w*\s+(?:the\s+|git\s+)?history|(?:historie|history|geschichte|verlauf)\s+(?:\S+\s+)?"
    r"umschreib\w*|réécri\w*\s+l['’]\s*historique|reescrib\w*\s+(?:el\s+|la\s+)?(?:historial|historia)|"
    r"riscriv\w*\s+(?:la\s+)?storia|переписыва\w*\s+истори\w*|переписать\s+истори\w*|"
    r"إعادة\s+كتابة\s+(?:ال)?(?:تاريخ|سجل)|履歴を?書き換え\w*|(?:改写|重写|改寫|重寫)\s*(?:历史|歷史)|"
    r"히스토리\s*(?:를\s*)?(?:재작성|덮어쓰|바꾸|고쳐\s*쓰)",
    re.IGNORECASE,
)
# Spanish's forcing with its stem changed ("ni fuerces nada"), which FORCE's forz- misses
_FORCED_ES = Lazy(r"(?<!\w)fuer[cz]\w*", re.IGNORECASE)
_AND = frozenset({"and", "und", "et", "y", "e", "и", "و"})
# a force part that says where forcing may go ("only force-push your own branches", "fai il force
# push solo sui tuoi rami"): a permission bounded, no refusal of forcing everywhere
_ONLY = Lazy(
    r"(?<!\w)(?:only|just|solo|sólo|solamente|nur|ausschließlich|seulement|uniquement|soltanto"
    r"|только|فقط)(?!\w)|だけ|のみ|只|仅|僅|만",
    re.IGNORECASE,
)
# the second part pointing back at the branch named ("… or force-push it", "… ni forcer dessus")
_BACK = Lazy(
    r"(?<!\w)(?:it|there|that\s+one|dorthin|dort|darauf|dessus|y|ahí|allí|allá|lì|là|ci|туда|там|"
    r"на\s+него|هناك|عليه)(?!\w)|そこ|거기|那里|那裡",
    re.IGNORECASE,
)


# (English) forcing a thing that is no push ("Never force the build, and never push to main":
# check-zb-en's near miss, folded here): the build forced is no history rewritten
_FORCE_OF_A_THING = Lazy(r"\bforc(?:e|es|ing)\s+(?:the|a|an|this|that|your|my|our)\s+(?!push)")


def forces(part: str) -> bool:
    """Whether a part of the rule names forcing, or rewriting history (a force push's doing)."""
    return bool(FORCE.search(part) or _REWRITE.search(part) or _FORCED_ES.search(part))


def force_beside(text: str, plain: str, names, lease_ok: bool) -> list | None:
    """The acts of a rule refusing a push onto its branches beside a force part (see the module):
    main's push and force anywhere ("Never push to main or force anything"); main's push alone
    where "and" joins a force allowed ("Never push to main, and only force-push your own
    branches": the push refused, forcing elsewhere no refusal); None where neither is said."""
    if not names or not forces(plain):
        return None
    if general_force_beside(text, plain, names):
        return [
            act.ProtectedBranch(names, frozenset({act.PUSH})),
            act.NoForcePush(None, True, lease_ok),
        ]
    if _force_allowed_beside(text, plain, names):
        return [act.ProtectedBranch(names, frozenset({act.PUSH}))]
    return None


def _force_allowed_beside(text: str, plain: str, names) -> bool:
    """Whether "and" joins a refused push onto the branches named, no force said there, and a
    force part that allows forcing somewhere (no refusal of its own, or bounded by "only")."""
    for m in _JOIN.finditer(plain):
        if m.group().lower() not in _AND:
            continue
        left, right = text[: m.start()], text[m.end() :]
        if (
            negated(left)
            and PUSH.search(left)
            and not forces(left)
            and any(n in left for n in names)
            and forces(right)
            and not any(n in right for n in names)
            and (_ONLY.search(right) or not negated(right))
        ):
            return True
    return False


def general_force_beside(text: str, plain: str, names) -> bool:
    """Whether the rule (words normalised, `names` its branches) refuses a push onto its branches
    and, joined by "or", forcing on any branch (see the module): the branch in one part, with a
    push and no force; the force in the other, with no branch and no word pointing back."""
    for m in _JOIN.finditer(plain):
        left, right = text[: m.start()], text[m.end() :]
        if not negated(left):
            continue  # the first part refuses: "Push to feature/x and never force" asks a push
        joined = m.group().lower() in _AND
        for push_part, force_part in ((left, right), (right, left)):
            if (
                forces(force_part)
                and not (joined and not negated(force_part))
                and not _ONLY.search(force_part)
                and not forces(push_part)
                and PUSH.search(push_part)
                and any(n in push_part for n in names)
                and not any(n in force_part for n in names)
                and not _BACK.search(force_part)
                and not _FORCE_OF_A_THING.search(force_part)
            ):
                return True
    return _force_in_own_clause(text, plain)


# (English, check-zb-en, folded here at the merge: the same class read the same hour) the force in
# a clause of its own cut by a comma or a sentence, with no join word: "Don't push to the live
# branch, and don't force-push anywhere", "nobody pushes to main, nobody force-pushes anything".
# the rule's clauses: a sentence, a clause after a comma or a semicolon, one joined by "and" or
# "or" (the force may be said in the negation's own list: "never push to main or force anything")
_CUT = Lazy(r"[.;!?](?=\s|$)|,\s+(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+")
# the force said of a push and of nothing else, to the clause's end ("force anything", "don't
# force-push anywhere", "never force push at all"): not "force the build", nor a force allowed
# somewhere ("force pushes to your own branches are fine")
_FORCE_ALONE = Lazy(
    r"\bforc(?:e|es|ing)(?:[- ]?push(?:es|ing)?)?(?:\s+(?:anything|anywhere|at\s+all|ever|either))*"
    r"[\s,.;!?]*$"
)
_OR = Lazy(r"\s(?:or|nor)\s")


def _force_in_own_clause(text: str, plain: str) -> bool:
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
