"""The target a refusal allows beside it (English; check-za-en). The user's own branch named as
where a refused push may go ("Keep main clean, no pushing there — if you have to push, use your own
feature branch") is that place, not a branch asked for every task; and a branch said allowed in
words `read_branches.PERMIT` does not hold ("Staging is grand, push away there", "hotfix/* is fair
game", "feature/*: ok", "dispatch-dev is open to you any time", "develop is yours to push to") is
not refused with the branch beside it. (A branch named only in a sentence that gives its rule up,
"The old rule about main is gone. Never push to release, though.", never reaches here: the reader
blanks that sentence first, given_up.given_up_sentences.) Asked in `read_actions.actions` after the
branches a refusal protects are read."""

from __future__ import annotations

from app.domain.compliance.forbidding import negated
from app.domain.compliance.read_branches import branches_named
from app.domain.compliance.word_tables import Lazy

# "use your own feature branch", "use your own branch instead": where the refused push goes; a
# branch made fresh for each task or change is still asked ("use a new branch for every task")
_OWN_BRANCH = Lazy(r"\buse\s+your\s+own\s+(?:[\w/*.-]+\s+)?branch")
_PER_TASK = Lazy(r"\b(?:new|fresh|each|every|per)\b")


def own_branch_allowed(plain: str) -> bool:
    """Whether the rule's "use your own … branch" names where a refused push may land."""
    return bool(_OWN_BRANCH.search(plain)) and not _PER_TASK.search(plain)


# A clause of its own: a sentence, a field of a log line between pipes, a clause after a comma, a
# dash or "but" (the words below are read only inside one, never across the rule)
_CUT = Lazy(r"[.;!?](?=\s|$)|\s\|\s|,\s|\s[-–—]\s|\s+but\s+")
# A branch said to be allowed: "is grand" (Irish), "are fair game", "is open to you", "is yours to
# push to", a terse field's ": ok" at its end ("main: no pushes | staging: ok")
_ALLOWS = Lazy(
    r"\b(?:is|are)\s+grand\b|\bfair\s+game\b|\bis\s+open\s+to\s+you\b|"
    # (mend-zb-denies) of one branch or of many: "rehearsal/* branches are yours to push to"
    r"\b(?:is|are)\s+yours\s+to\s+push\b|"
    r":\s*ok(?:ay)?(?=\s*(?:$|\|))|"
    # pushes said in, beside pushes said out ("pushes to off-air are in")
    r"\bpush(?:es|ing)\b[^.;,!?|]{0,40}?\b(?:is|are)\s+in(?=\s*(?:[.;,!?]|$))|"
    # (English, check-zb-en) the branch given to the hearer: "hotfix/* … and you can push those",
    # "patch/* and those you're free to push", "the drafts branch is all yours", "is your own"
    r"\byou\s+(?:can|may)\s+push\s+(?:those|them|these|there|to\s+your)\b|"
    r"\b(?:those|these|which)\s+you(?:'re|\s+are)\s+free\s+to\s+push\b|"
    # (the clause ends there, or a push there follows: "is your own, push there anytime")
    r"\b(?:is|are)\s+(?:all\s+)?(?:yours|your\s+own)(?=\s*(?:[.;!?]|$|,\s+push\b))"
)


def allowed_beside(text: str, plain: str, protected: frozenset[str]) -> frozenset[str]:
    """The branches of `protected` named only in a clause that allows them in these words, or only
    in a sentence that gives their rule up, where another branch stays refused (a rule that allows
    and refuses nothing is left as it was)."""
    allowed: set[str] = set()
    if _ALLOWS.search(plain):
        start = 0
        for cut in [*_CUT.finditer(plain), None]:
            end = cut.start() if cut else len(plain)
            part = plain[start:end]
            if _ALLOWS.search(part) and not negated(part):
                allowed |= branches_named(text[start:end])
            start = cut.end() if cut else end
    allowed |= east_allowed(text, plain, protected)  # (ko ja zh; check-zd-east)
    allowed &= protected
    return frozenset(allowed) if protected - allowed else frozenset()


# (ko ja zh; check-zd-east) A branch given a free hand in a clause of its own, before or after
# another's refusal: "staging へのプッシュは好きにしてええけど production はあかん", "develop 은
# 마음대로 푸시해도 되지만 main 은 안 됩니다", "qa 随便推，release 别碰". The clause is cut at the
# east's concessive or a comma (read_branches keeps "…してええけど production は…" one clause, and
# the free branch was refused with the other); its free hand is not negated ("好きにしないで").
_EAST_FREE = Lazy(
    r"好きに|自由に|して(?:も)?(?:いい|ええ|OK|構わ|かまわ)|随便|隨便|마음대로|자유롭게|해도\s*(?:되|돼)"
)
_EAST_CUT = Lazy(r"けど|けれど|[、，,。;；!！?？]|\.(?=\s|$)|지만|는데|但是?|不过|不過|可是")


def east_allowed(text: str, plain: str, protected: frozenset[str]) -> frozenset[str]:
    """The branches of `protected` a clause of an east rule gives a free hand (see above)."""
    if not _EAST_FREE.search(plain):
        return frozenset()
    allowed: set[str] = set()
    start = 0
    for cut in [*_EAST_CUT.finditer(plain), None]:
        end = cut.start() if cut else len(plain)
        free = _EAST_FREE.search(plain, start, end)
        if free and not negated(plain[start : free.start()] + " " + plain[free.end() : end]):
            allowed |= branches_named(text[start:end])
        start = cut.end() if cut else end
    return frozenset(allowed)
