"""A branch named bare beside git's verb of pushing, with no word for a branch,
no quotes and no version: "Pushing to stable on the signalling dashboard is Marta's job",
"pushes to exhibits-live", "Getting anything onto catalogue-prod", "On the appointment app, stable
gets pushed by the practice manager". A name the usual ones (main, prod, release …) do not cover is
still the branch where the push goes: read_branches.branches_named adds it. English (check-y-en)
reads the verb's forms around the name; the west (check-y-west: fr, de, es, it, ru) the name right
after a push and its preposition ("Für Pushes auf stable", "pousser sur stable"); every language a
name listed after a known branch ("Never push to main or stable", "不要推 main 或 stable")."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import MERGE, PUSH
from app.domain.compliance.clause_cuts import SENTENCE
from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.ruled_branches import ruled_branches

# (English, check-z-en) who pushes, after "by": not the agent, nor a machine ("by CI", "by the
# release script", "by our pipeline"), which keeps nothing from the agent's hands
NOT_A_MACHINE = (
    r"(?!(?:you|yourself|the\s+agent|the\s+assistant|ci|the\s+ci|bots?|a\s+bot|the\s+bot|"
    r"automation|(?:the|a|our)\s+(?:\w+\s+)?(?:scripts?|pipelines?|jobs?|workflows?|bots?|ci|"
    r"actions?|robots?|machines?|servers?))(?!\w))[a-z]"
)

# A line's names, which a branch bare of any mark is called by ("stable", "nightly", "edge"): a
# plain word elsewhere is no branch ("push to deploy on Fridays", "tags are only pushed by …").
_LINES = (
    r"stable|live|beta|nightly|next|canary|edge|lts|preview|testing|qa|uat|dev|hotfix|prod|"
    r"production|staging|main|master|develop|trunk|gh-pages"
)
_LINE = Lazy(rf"(?:{_LINES})")
_MARKED = Lazy(r"[-./\d]")
# Spanish's or Italian's "a" before the name ("push a stable") only among their words: in English
# it is the article ("Never push a hotfix without a ticket").
_ROMANCE = Lazy(
    r"(?<!\w)(?:en|el|la|los|las|del|haz|hagas|hacer|hace|nunca|sin|con|para|il|lo|gli|della|"
    r"non|fare|fai|mai|senza)(?!\w)"
)

# the name: a word, with dashes, dots or slashes inside it (not at its end: "stable." closes a
# sentence); not a machine or a place of another kind after it ("push to the prod servers")
_NAME = (
    r"([a-z][a-z0-9_]*(?:[-./][a-z0-9_]+)*)(?![\w/-])"
    r"(?!\s+(?:hosts?|servers?|machines?|box(?:es)?|buckets?|clusters?|databases?|db|dbs|"
    r"environments?|env|instances?|nodes?|vms?|users?|devices?|registry|repos?|repositor\w+)\b)"
)
# "pushing to X", "pushes straight onto X", "push changes to X", and (English, check-zb-en) "No
# pushing into stable from your side": not a remote, a repo or anything else pushed into
_PUSHED_TO = Lazy(
    r"(?<!\w)push(?:es|ing|ed)?\s+(?:(?:straight|directly|anything|changes|commits|code)\s+)?"
    rf"(?:to|onto|into)\s+{_NAME}"
)
# "getting anything onto X", "what goes onto X", "lands onto X": a name with a dash or a slash,
# as a branch's is ("catalogue-prod"), where "onto" has no verb of pushing
_ONTO = Lazy(
    r"(?<!\w)(?:gets?|getting|goes|going|lands?|landing)\s+(?:\w+\s+)?onto\s+"
    r"([a-z][a-z0-9_.]*(?:[-/][a-z0-9_.]+)+)(?![\w/-])"
)
# "stable gets pushed by the practice manager", a clause's subject
_GETS_PUSHED = Lazy(
    r"(?:^|[,:;]\s+)([a-z][a-z0-9_]*(?:[-./][a-z0-9_]+)*)\s+(?:gets|get|is|are)\s+"
    r"(?:only\s+(?:ever\s+)?)?pushed(?!\w)"
    # (English, check-z-en) "only (ever)" before its verb, an "and" or an "oh" after the cut, as a
    # chatty paragraph's last clause says it ("Oh, and restore/2 only ever gets pushed by …")
    # (a chatty opening blanked before it: spaces at the start)
    r"|(?:^\s*|[,:;]\s+)(?:(?:and|but|also|oh|so|plus)\s+)?([a-z][a-z0-9_]*(?:[-./][a-z0-9_]+)*)"
    r"\s+only\s+(?:ever\s+)?(?:gets|get|is|are)\s+pushed(?!\w)"
    # (a person's push, not a machine's nor the agent's: reserved._ONLY_PUSHED_BY reads the rest)
    rf"(?=\s+by\s+{NOT_A_MACHINE})"
)
# words that stand where a name would and are none: where to, who to, what
_NOT_NAMES = frozenset(
    {"the", "a", "an", "it", "them", "this", "that", "these", "those", "there", "here", "my",
     "your", "our", "their", "its", "his", "her", "remote", "origin", "upstream", "github",
     "gitlab", "bitbucket", "npm", "pypi", "docker", "dockerhub", "registry", "any", "every",
     "all", "each", "some", "one", "other", "another", "anything", "everything", "nothing",
     "users", "customers", "everyone", "people", "whatever", "which", "what", "where", "who",
     "code", "changes", "commits", "work", "branch", "branches", "git", "prs", "pr"}
)  # fmt: skip


# (fr, de, es, it, ru; check-y-west) A branch named bare, with no word for a branch, right after a
# push and its preposition ("Für Pushes auf stable …", "pousser sur stable", "push a stable",
# "push su stable", "пушить в stable"): where the push lands. Not a remote, a host or a service
# pushed to ("auf GitHub", "sur origin"), nor a word of the language.
# The name is a line's ("stable", "live", "beta", "nightly", …) or has a slash, a dash or a digit
# ("fix/kasse", "v2"): "push a diario", "su richiesta" name no branch.
_BARE_AFTER_PUSH = Lazy(
    # (a "never" or "directly" between: "ne pousse jamais sur stable", "pushe nie direkt auf live")
    r"(?:\s+(?:jamais|directement|nie|niemals|direkt|nunca|directamente|mai|direttamente|никогда|прямо))*"
    r"(?:^|\s)(?P<to>auf|sur|a|al|su|sul|в)\s+"
    rf"(?P<name>(?:{_LINES})(?![\w/-])"
    r"|[a-z][a-z0-9_]*(?:[/-][a-z0-9_.]+|\d[a-z0-9_.]*)+)(?=[\s,;:!?]|\.(?:\s|$)|$)"
)
_NOT_PUSHED_ONTO = frozenset(
    {"github", "gitlab", "bitbucket", "origin", "upstream", "remote", "server", "repo", "git", "ci"}
)


def _bare_after_a_push(text: str) -> set[str]:
    """The name right after the rule's first push and its preposition (see _BARE_AFTER_PUSH)."""
    push = PUSH.search(text)
    if not push:
        return set()
    m = _BARE_AFTER_PUSH.match(text, push.end())
    if not m or m["name"] in _NOT_PUSHED_ONTO:
        return set()
    if m["to"] in ("a", "al") and not _ROMANCE.search(text):
        return set()
    return {m["name"].rstrip(".")}


def bare_branches(text: str) -> set[str]:
    """The branches named bare beside a verb of pushing (see the module)."""
    found = _bare_after_a_push(text)
    if "push" in text or "onto" in text:
        words = (
            m.group(1) or m.group(2)  # (English, check-z-en: _GETS_PUSHED's second form)
            for rx in (_PUSHED_TO, _ONTO, _GETS_PUSHED)
            for m in rx.finditer(text)
        )
        found |= {
            n for n in words if n not in _NOT_NAMES and (_MARKED.search(n) or _LINE.fullmatch(n))
        }
    found |= _owned_branch_onto(text)  # (English, check-za-en) "onto the station's on-air branch"
    # (English, check-za-en) "dispatch-prod is a no-go area for your pushes"
    found |= _refused_to_pushes(text)
    found |= _listed_after_a_branch(text)  # "never push to main or stable"
    found |= _owned_branch(text)  # (English, check-zb-en) "the driving school's live branch"
    found |= ruled_branches(text)  # (mend-zc-left) "the live-branch ban", "die live-Sperre"
    found |= _also_refused(text)  # (mend-zc-left) "…; pusht auch nicht auf beta"
    found |= _line_opening(text)  # (English, check-zd-en) "Live branch na still no-go area"
    return found


# (English, check-zd-en) A line's name opening its sentence before the word for a branch, with no
# article (Nigerian Pidgin's "Live branch na still no-go area o", a terse "Prod branch: frozen"):
# read_branches' "the X branch" asks "the" before it, and "live" alone is no name there.
_LINE_OPENING = Lazy(rf"(?:^|[.!?;]\s+)({_LINES})\s+branch\b")


def _line_opening(text: str) -> set[str]:
    return {m.group(1) for m in _LINE_OPENING.finditer(text)} if " branch" in text else set()


# (mend-zc-left) A line's name in a clause that pushes "too" or "either", the push said beside it
# ("…; pusht auch nicht auf beta", "ne poussez pas non plus sur beta", "non pushare neanche su
# beta", "в beta тоже не пушь", "也不要推 beta", "beta にも push しないで", "beta에도 푸시하지 마세요"): the
# words "also" or "not either" stand between the push and its place, where _BARE_AFTER_PUSH reads
# none, so the line was no branch — a rule joined to another refused nothing (its push followed).
# Only a line's name (_LINES), which a branch is called by: "auch nicht auf GitHub" names none.
_ALSO = Lazy(
    r"(?<!\w)(?:either|too|also|auch|non\s+plus|tampoco|también|neanche|nemmeno|anche|тоже|также)(?!\w)"
    r"|也|にも|에도"
)
_LINE_ALONE = Lazy(
    rf"(?<![\w./-])(?:{_LINES}"
    # (English, check-zd-en) and "deploy", a branch where a push to it is refused "either" beside
    # another branch's rule ("No pushing to deploy in the meantime either"), never a purpose there
    r"|deploy"
    r")(?![\w/-])"
)


def _also_refused(text: str) -> set[str]:
    """The line names in clauses that push "too" or "not either" (see _ALSO)."""
    if not _ALSO.search(text):
        return set()
    return {
        n.group()
        for c in SENTENCE.finditer(text)
        if _ALSO.search(c.group()) and PUSH.search(c.group())
        for n in _LINE_ALONE.finditer(c.group())
    }


def got_onto(plain: str):
    """(read_actions asks, where a role is kept the act) "Getting anything onto catalogue-prod",
    "what goes onto summer-live": a push, though no verb of pushing is said — the match, or None."""
    return _ONTO.search(plain) if "onto" in plain else None


# (English, check-za-en) the same push said where the word for a branch is said ("Whatever goes
# onto the radio station's on-air branch is the chief engineer's call", "Publishing to the shop's
# gh-pages branch is the shop manager's job"): a verb of getting there or of publishing, then the
# branch's noun within a few words
_ONTO_THE_BRANCH = Lazy(
    r"(?<!\w)(?:(?:gets?|getting|goes|going|lands?|landing)\s+(?:\w+\s+)?onto|"
    r"publish(?:es|ing|ed)?\s+(?:\w+\s+)?(?:to|onto))\s+(?:[\w'./*-]+\s+){0,3}?"
    r"(?P<name>[a-z0-9][a-z0-9_.-]*(?:/[a-z0-9_.-]+)*)\s+branch(?:es)?\b"
)


def onto_the_branch(plain: str):
    """(read_actions asks, where a role is kept the act and a branch's noun is said) the match of
    a push said as getting onto or publishing to the branch, or None."""
    return _ONTO_THE_BRANCH.search(plain) if "onto" in plain or "publish" in plain else None


def _owned_branch_onto(text: str) -> set[str]:
    """(English, check-za-en) The branch's name before its noun where a push is said as getting
    onto or publishing to it, an owner's possessive before the name ("the radio station's on-air
    branch", which read_branches' "the X branch" does not reach)."""
    m = onto_the_branch(text)
    if not m or m["name"] in _NOT_NAMES or m["name"].endswith("'s"):
        return set()
    return {m["name"].rstrip(".")}


# (English, check-zb-en) a branch's name between an owner's possessive and the word for a branch,
# right after a push's "to the" ("Don't push to the driving school's live branch", "pushes to the
# ferry app's production branch"): read_branches' "the X branch" asks "the" right before the name
# (not "Sam's topic branch is where the work goes", no push's place). Not a
# word that says which kind of branch ("the team's own branch", "the app's default branch").
_OWNED_BRANCH = Lazy(
    r"\bpush(?:es|ed|ing)?\s+(?:\w+\s+){0,2}?(?:to|onto|into)\s+the\s+(?:[\w-]+\s+){0,3}?"
    r"[\w-]+'s\s+([a-z][a-z0-9_.-]*(?:/[a-z0-9_.-]+)*)\s+branch\b"
)
_KIND_NOT_NAME = frozenset(
    {"own", "new", "current", "default", "same", "remote", "local", "working", "separate", "other",
     "shared", "protected", "public", "personal", "long-lived", "short-lived", "old", "only"}
)  # fmt: skip


def _owned_branch(text: str) -> set[str]:
    if "'s " not in text or not PUSH.search(text):
        return set()
    names = {m.group(1).rstrip(".") for m in _OWNED_BRANCH.finditer(text)}
    return {n for n in names if n not in _NOT_NAMES and n not in _KIND_NOT_NAME}


# (English, check-za-en) a branch named bare as a clause's subject said closed to pushes
# ("dispatch-prod is a no-go area for your pushes", "ride-live is off limits to pushes"): a name
# with a dash or a slash, as _ONTO's, the place where the pushes would go
_REFUSED_TO_PUSHES = Lazy(
    r"(?:^|[,.;:]\s+)([a-z][a-z0-9_.]*(?:[-/][a-z0-9_.]+)+)\s+(?:is|are)\s+"
    r"(?:a\s+no[- ]go(?:\s+(?:area|zone))?|off[- ]limits)\s+(?:for|to)\s+"
    r"(?:your\s+|all\s+|any\s+)?(?:force[- ])?pushes\b"
)


def _refused_to_pushes(text: str) -> set[str]:
    if "pushes" not in text:
        return set()
    return {m.group(1) for m in _REFUSED_TO_PUSHES.finditer(text) if m.group(1) not in _NOT_NAMES}


# (all languages, issue 33) a bare name listed after a branch already named, where a push or a
# merge is said: "Never push to main or stable", "Weder auf main noch auf stable pushen", "ni sur
# main ni sur stable", "ни в main, ни в stable", "main と stable には", "不要推 main 或 stable",
# "main 이나 stable 에". The list's head is a usual name (BRANCH_NAMES') or a line's (_LINES); each
# next item is joined by a conjunction, which may repeat the negation and the preposition ("und
# nicht auf", "ni sur", "ни в"), or by commas before one ("main, trunk or stable"). The item ends
# the list: a stop, a push's verb, a particle, a word for a branch or a condition ("without
# review") after it — not a clause going on ("main and stable is fine", "main or force anything").
_JOINT = (
    r",?\s*(?:(?:or|and|nor|oder|und|noch|ou|et|ni|o|y|e|né|или|и|ни|أو)\s+"
    r"(?:(?:not|nicht|ne|pas|non|no|не|never|nie|jamais|nunca|mai)\s+)?"
    r"(?P<to>(?:to|onto|into|auf|sur|a|al|su|sul|в|на)\s+)?"
    r"|(?P<east>و|或|和|と|や|이나|나|와|과)\s*)"
)
_ITEM = r"[a-z][a-z0-9]*(?:[-/][a-z0-9]+)*(?![\w/-]|\.\w)"
_ITEM_ENDS = (
    r"(?=\s*(?:$|[.,;:!?)、。，；！？]|[^\x00-\u024f\s]|(?:push\w*|pousser|empujar|fare|"
    r"without|unless|until|directly|either|branch\w*|zweig\w*|ever)(?!\w)))"
)
_LIST_HEAD = Lazy(rf"(?<![\w/-])(?:{_LINES}|development|release)(?![\w/-])")
_LIST_NEXT = Lazy(rf"(?P<commas>(?:\s*,\s*{_ITEM}(?=\s*,))*){_JOINT}(?P<item>{_ITEM}){_ITEM_ENDS}")
_ITEM_ANY = Lazy(_ITEM)
# words that are no name, which may end a list's clause: a time, a place, a person
_NOT_LISTED = _NOT_NAMES | frozenset(
    {"anywhere", "elsewhere", "else", "either", "both", "neither", "then", "now", "later", "today",
     "tomorrow", "tonight", "soon", "never", "ever", "always", "you", "me", "we", "us", "i", "he",
     "she", "they", "him", "not", "nicht", "pas", "no", "non", "so", "too", "also", "only"}
)  # fmt: skip


def _a_name(item: str, placed: bool) -> bool:
    """A listed word is a branch's name where it looks like one (a line's word, a dash, a slash or
    a digit, as the module's other readings ask) or where its list says it as a place: the
    preposition repeated before it ("oder auf widgets"), or an eastern language's joiner, whose
    Latin word amid its script is a name. A plain English word at a list's end may be a verb
    ("push to staging and deploy")."""
    if item in _NOT_LISTED:
        return False
    return bool(_LINE.fullmatch(item) or _MARKED.search(item)) or placed


def _listed_after_a_branch(text: str) -> set[str]:
    found: set[str] = set()
    for clause in re.split(r"[.;!?]\s|[。；！？]", text):
        if not (PUSH.search(clause) or MERGE.search(clause)):
            continue
        for head in _LIST_HEAD.finditer(clause):
            items, end = [], head.end()
            while n := _LIST_NEXT.match(clause, end):
                placed = bool(n["to"] or n["east"])
                items += [(i, False) for i in _ITEM_ANY.findall(n["commas"])]
                items.append((n["item"], placed))
                end = n.end()
            if items and all(_a_name(i, placed) for i, placed in items):
                found |= {i for i, _ in items}
    return found
