"""A branch said off limits, and pushes said out (English; check-za-en): "main is off limits to you, but your own topic
branches are fair game", "The release branch is off-limits". Like "don't touch main"
(`action_words.TOUCH_BRANCH`, asked beside it in `read_actions.actions` where the word for a branch
is said), nothing lands there, committed or pushed. A branch's bare name heading its clause ("main is
off-limits", with no word for a branch) is read here too (branches_off_limits), as own_bans reads the
six other languages' predicates; a thing of the branch said so ("The history of main is
off-limits") bans no branch."""

from __future__ import annotations

import re

from app.domain.compliance.word_tables import Lazy

# a branch's state, said with "is" or "are" before it (not "off limits" as a noun: "the off
# limits list")
OFF_LIMITS = Lazy(
    r"\b(?:is|are)\s+off[- ]limits\b"
    # (check-zd-en) the hearer kept off a branch named ("Stay off the staging branch too", "keep
    # off the gallery branch as well"), and Nigerian Pidgin's "Live branch na still no-go area": a
    # place kept off, as "off limits" is (not "keep off the grass": no branch)
    r"|\b(?:stay|keep)\s+off\s+(?:the\s+)?[\w/*.-]+\s+branch\b|\bbranch\s+(?:na\s+)?(?:still\s+)?no-go\b"
)

# pushes said out, a push's noun its subject ("Pushes to on-air are out", "Force pushes are out on
# the moorings repo"): refused as "are not allowed" is; not "out of", "out for", "out now" (news,
# a state: "the pushes are out for review")
PUSHES_OUT = Lazy(
    r"\b(?:force[- ])?push(?:es|ing)\b[^.;,!?|]{0,40}?\b(?:is|are)\s+out\b"
    r"(?!\s+(?:of|for|to|now|there|yet|already|in)\b)"
)

# pushes kept off a branch ("keep your pushes off the main branch", "keep force pushes off
# main"): refused there, as "don't push to" is
PUSHES_KEPT_OFF = Lazy(
    r"\bkeep\s+(?:your\s+|the\s+|all\s+|any\s+)?(?:force[- ])?pushes\s+off\b"
    # (English, check-zb-en) "keep your pushes away from the prod branch", "stay off main with your
    # pushes": the same keeping off, said with "away from" or with the hearer staying off
    r"|\bkeep\s+(?:your\s+|all\s+|any\s+)?(?:force[- ])?pushes\s+away\s+from\b"
    r"|\bstay\s+off\s+(?:the\s+)?[\w/*.-]+(?:\s+branch)?\s+with\s+(?:your|any|all)\s+(?:force[- ])?pushes\b"
    # "keep off pushing to main", "lay off force-pushing": the act itself kept off
    r"|\b(?:keep|stay|lay)\s+off\s+(?:force[- ])?pushing\b"
)


def branches_off_limits(plain: str, names) -> frozenset[str]:
    """The branches named (`names`) that head a clause said off limits (see the module): the name,
    with at most "the", "branch" or "our" around it, right before "is/are off-limits"."""
    found = set()
    for name in names:
        head = (
            rf"(?:^|[.;!?,:]\s*)(?:(?:the|our)\s+)?(?:branch\s+)?{re.escape(name)}"
            r"(?:\s+branch)?\s+(?:is|are)\s+(?:\w+\s+)?off[- ]limits\b"
        )
        if re.search(head, plain):
            found.add(name)
    return frozenset(found)
