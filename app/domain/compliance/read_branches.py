"""Which branches an actions rule names, and in what part (read_actions.py asks): the branches
named (quoted, as a family, as "the main branch" in words), those named only as its exception
(beside a word that makes one, or inside an exception's clause), where the allowed pushes come
from, the only branches a push may land on, the branches forbidden, and a request's base."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import (
    ACT_IF,
    BRANCH,
    BRANCH_NAMES,
    LANDS_ON,
    MAIN_PHRASE,
    NE_QUE,
    ONLY,
    ONLY_WHEN,
    PUSH,
    TRANSLITERATED,
    WORK_ON,
)
from app.domain.compliance.bare_branches import bare_branches
from app.domain.compliance.branch_means import by_means, only_where
from app.domain.compliance.lexicon import (
    CONDITION,
    EXCEPTION_OPEN,
    TIMED,
    USE,
    Lazy,
    blank,
    clauses,
    exceptions,
    negated,
    table,
)
from app.domain.compliance.polarity import FORBIDDEN, polarity
from app.domain.compliance.rule_scope import IMPERSONAL_SI
from app.domain.compliance.terse_posts import terse_head_names  # (English, check-z-en)
from app.domain.compliance.unasked_push import (  # (fix-z-only)
    AFTER,
    NEEDED_AFTER,
    NOT_ASKED,
    PUSH_AS_TOPIC,
    REFUSAL,
    SOMEONE_PUSHES,
    WIDENS,
)

# A branch named by a pattern: a glob ("release/*", "hotfix-*") or a prefix ("release/").
_BRANCH_GLOB = Lazy(
    r"(?<![\w./*:-])((?:[a-z0-9_.-]+/)*[a-z0-9_.-]*\*[a-z0-9_.*/-]*|(?:[a-z0-9_.-]+/)+)"
    r"(?![A-Za-z0-9_/*-])"
)
_COMPOUND = Lazy(r"(?<=\*)-(?:branch\w*|zweig\w*)$")
# A name quoted as a branch: `main`, "prod", «release».
_BRANCH_QUOTED = Lazy(r"[`\"“«'「]([a-z0-9][a-z0-9_./*-]{0,60})[`\"”»'」]")
# "release branches", "any hotfix branch", "release 分支", "les branches release", "ramas
# hotfix": a family of branches by its word, before or after the word for a branch.
_FAMILY_WORD = r"(release|hotfix|feature|production|staging|deploy|support)"
_BRANCH_NOUN = r"(?:branch\w*|分支|ブランチ|브랜치|zweig\w*|ramas?|ramo|rami|ветк\w*|веток|فرع|الفرع|الفروع|فروع)"
_FAMILY = Lazy(
    rf"(?<![\w/-]){_FAMILY_WORD}(?:\s+|-)?(?={_BRANCH_NOUN})"
    rf"|{_BRANCH_NOUN}\s+(?:(?:de|di|del|des|der)\s+)?[`'\"«]?{_FAMILY_WORD}(?![\w/*-])",
)
# A name the rule calls a branch (before the CJK word for one, or "the X branch"); words that
# say which kind of branch, not its name, are not names.
_NAMED_BRANCH = Lazy(
    r"(?<![\w./*:-])([a-z0-9][a-z0-9_.-]*(?:/[a-z0-9_.-]+)*)\s*(?:브랜치|ブランチ|分支)"
    r"|\bthe\s+([a-z0-9][a-z0-9_.-]*(?:/[a-z0-9_.-]+)*)\s+branch\b"
)
_NOT_A_BRANCH = frozenset(
    {"new", "current", "default", "same", "remote", "local", "working", "own", "separate",
     "other", "another", "each", "every", "this", "that", "any", "topic", "task", "git", "a",
     "the", "my", "your", "our", "base", "target", "upstream", "origin", "protected", "shared",
     "public", "long-lived", "short-lived", "personal", "pr", "wip", "temp", "tmp"}
)  # fmt: skip
_FAMILY_ONLY = Lazy(r"release|hotfix|feature|production|staging|deploy|support|bugfix|fix|feat")
# "branches starting with release", "release 开头的分支", "release で始まるブランチ", "release로 시작하는
# 브랜치", "ramas que empiezan por release", "ветки, начинающиеся с release": every branch whose
# name begins so.
_NAME_TOKEN = r"[`'\"«「]?([a-z0-9][\w./-]*?)[`'\"»」]?"
_STARTS_WITH = Lazy(
    rf"(?:start\w*|begin\w*|prefixed)\s+(?:with|by)\s+{_NAME_TOKEN}(?![\w./-])"
    rf"|{_NAME_TOKEN}\s*(?:开头|開頭|打头|打頭|で始まる|から始まる|로\s*시작하는|으로\s*시작하는|-prefixed|\s+prefix)"
    rf"|(?:commen[cç]\w*|empiez\w*|comienz\w*|empiec\w*|inizi\w*|начинающ\w*|начина\w*|تبدأ|يبدأ)\s+"
    rf"(?:par|por|con|per|с|со|بـ?)\s*{_NAME_TOKEN}(?![\w./-])"
    rf"|mit\s+{_NAME_TOKEN}\s+(?:beginn|anfang)\w*"
)


# A name after the word for a branch, as fr, es, it, de, ru and ar say it ("la rama produccion",
# "il ramo produzione", "la branche recette", "den Zweig live", "ветку release", "فرع
# production"): a Latin name only, not a word of the sentence after the noun (English's "branch"
# is followed by its own words: "branch protection", "branch names").
_BRANCH_THEN_NAME = Lazy(
    r"(?<!\w)(?:rama|ramo|branche|zweig|ветк[уаеи]|ветви|فرع|الفرع"
    # (de, it; check-x-west) the loanword after its article ("auf den Branch live", "il branch
    # produzione"): English's own "branch" is followed by its words, so the article is asked
    r"|(?:den|dem|der|des|il|sul|nel|del|al|dal|lo|un)\s+[Bb]ranch"
    r")\s+"
    r"([a-z0-9][a-z0-9_.-]*(?:/[a-z0-9_.-]+)*)(?![\w/-])"
)
_NOT_A_NAME = frozenset(
    {"de", "del", "della", "dello", "dei", "des", "du", "d", "di", "da", "a", "al", "en", "in",
     "con", "por", "per", "par", "pour", "sur", "su", "que", "qui", "che", "y", "e", "et", "o",
     "ou", "la", "el", "le", "il", "lo", "les", "los", "las", "principal", "principale",
     "actual", "attuale", "actuelle", "nueva", "nuevo", "nuova", "nuovo", "nouvelle", "propia",
     "propio", "propria", "proprio", "propre", "correcta", "giusta", "bonne", "remota", "remoto",
     "distante", "locale", "corrente", "courante", "dedicada", "dedicato", "dedicata", "dédiée",
     "separada", "separata", "séparée", "aparte", "temporal", "temporanea", "temporaire",
     "compartida", "condivisa", "partagée", "protegida", "protetta", "protégée", "es", "est",
     "è", "ist", "und", "oder", "der", "die", "das", "den", "dem", "mit", "von", "zu", "im"}
)  # fmt: skip


def family(name: str) -> str:
    """A branch name's family: "release/*" and "release-*" are release's (a name is its own)."""
    return name.split("/*")[0].split("-*")[0]


def branches_named(text: str) -> frozenset[str]:
    """The branches a rule names, as names and patterns: the usual names, globs and prefixes
    ("release/*", "release/"), quoted names, families by their word ("release branches":
    release, release/*, release-*), and the words for the main branch."""
    names = set(BRANCH_NAMES.findall(text))
    for m in _BRANCH_GLOB.finditer(text):
        token = m.group(1)
        if "://" in text[max(0, m.start() - 3) : m.end() + 3] or token.startswith("."):
            continue
        token = _COMPOUND.sub("", token.rstrip("."))  # "feature/*-branches": German compounds
        names.add(token + "*" if token.endswith("/") else token)
    if PUSH.search(text) or BRANCH.search(text):  # a quoted name is a branch where a push is
        for m in _BRANCH_QUOTED.finditer(text):
            names.add(m.group(1))
    for m in _FAMILY.finditer(text):
        word = m.group(1) or m.group(2)
        names |= {word, word + "/*", word + "-*"}
    for m in _STARTS_WITH.finditer(text):
        start = next(g for g in m.groups() if g)
        if BRANCH.search(text):
            names.discard(start)
            names.add(start.rstrip("*") + "*")
    if MAIN_PHRASE.search(text):
        names |= {"main", "master"}
    # any name the rule calls a branch: "qa 브랜치", "dev ブランチ", "the qa branch"; names joined
    # by slashes, each a usual branch name, are a list ("main/develop 브랜치")
    for m in _NAMED_BRANCH.finditer(text):
        name = (m.group(1) or m.group(2)).rstrip("./-")
        parts = name.split("/")
        if len(parts) > 1 and all(BRANCH_NAMES.fullmatch(p) for p in parts):
            names |= set(parts)
        elif name and name not in _NOT_A_BRANCH and not _FAMILY_ONLY.fullmatch(name):
            names.add(name)
    for m in _BRANCH_THEN_NAME.finditer(text):
        name = m.group(1).rstrip("./-")
        if name.lower() not in _NOT_A_NAME and name.lower() not in _NOT_A_BRANCH:
            names.add(name)
    # branch names written in Hangul or katakana ("마스터 브랜치", "デベロップブランチ")
    names |= {name for word, name in TRANSLITERATED if word in text}
    names |= _versioned_names(text)  # (English, check-w-en)
    # "pushing to stable", "onto catalogue-prod" (English), "Für Pushes auf stable" (the west)
    names |= bare_branches(text)
    names |= terse_head_names(text)  # (English, check-z-en) "climb-prod — head route setter only"
    # "release" beside "release/*" is the family's own branch: both stay (a push to either).
    return frozenset(names)


# (English, check-w-en) A branch's full name with its version, unquoted and with no word for a
# branch: a word, a slash, and numbers with dots ("release/1.8", "maint/3.9", "support/v4.2"), or a
# line's word, a dash and the numbers ("hotfix-2.3.1"; not "node-18.2", a program's version). Not
# a file's name ("app-1.2.3.tar.gz") nor a path going on.
_VERSIONED = Lazy(
    r"(?<![\w./*:@-])((?:[a-z][a-z0-9_-]*/)?(?:[a-z][a-z0-9_]*/|"
    r"(?:release|hotfix|support|maint\w*|stable|patch|lts|rc)-)v?\d+(?:\.\d+)+(?:-(?:rc|beta|alpha)\d*)?)"
    r"(?![\w/*-]|\.\w)"
)


def _versioned_names(text: str) -> set[str]:
    if "." not in text:
        return set()
    return {m.group(1) for m in _VERSIONED.finditer(text)}


# "Other than" beside a branch's name: after it (Korean) or before it.
_EXCEPT_AFTER = Lazy(
    r"(?:\s*브랜치)?\s*(?:을|를|은|는)?\s*(?:제외한|제외하고|빼고(?:는|선)?|빼곤|외의|외에는|외|이외의|이외에는|이외|말고\s*다른|아닌"
    # "main 말고는 푸시 금지", "main 아니면 푸시 ㄴㄴ" (other than main, if not main)
    r"|말고(?:는|선|엔)|말곤|(?:이|가)?\s*아니면)"
    r"(?![가-힣])"
)
_EXCEPT_BEFORE = Lazy(r"(?:other\s+than|except(?:\s+for)?|but|besides|apart\s+from)\s+(?:the\s+)?$")


_NAME_END = r"(?![\w/*]|-(?!(?:[Bb]ranch|[Zz]weig)))"


def excepted(text: str, names: frozenset[str]) -> frozenset[str]:
    """The branches the rule names only as its exception: each time beside a word that makes one
    ("main 외의", "other than main") or inside an exception's clause, from its opening marker
    ("except from a hotfix/* branch", "sauf depuis une branche hotfix/*", "salvo release/next",
    "tranne che dai rami hotfix/*", "кроме как из веток hotfix/*", "إلا من فروع hotfix/*", "除了
    release/next") or up to its closing one ("hotfix/* 以外の", "vendor/README.md 除外")."""
    spans = exceptions(text)
    out = set()
    for name in names:
        # (a German compound goes on after a hyphen: "hotfix/*-Branches")
        found = list(re.finditer(rf"(?<![\w/*-]){re.escape(name)}{_NAME_END}", text))
        if found and all(
            _EXCEPT_AFTER.match(text, m.end())
            or _EXCEPT_BEFORE.search(text[: m.start()])
            or any(a <= m.start() and m.end() <= b for a, b in spans)
            for m in found
        ):
            out.add(name)
    # a family's patterns stand with its word ("hotfix 브랜치 말고는": hotfix, hotfix/*, hotfix-*)
    return frozenset(
        n for n in names if any(n == e or (n.startswith(e) and n[len(e)] in "/-*_") for e in out)
    )


# A word saying where something comes from, with an article and a word for branches after it,
# just before a branch's name ("except from a hotfix/* branch", "sauf depuis une branche …",
# "außer von …", "salvo desde ramas …", "tranne che dai rami …", "кроме как из веток …", "إلا من
# فروع …", "除了从 …"); Japanese says it after the name ("hotfix/* ブランチから以外は").
_FROM_BEFORE = Lazy(
    r"(?:(?<!\w)(?:from|depuis|von|aus|desde|da|dai|dal|dalla|dalle|dagli|из|с|со|от)|من|从|從)\s*"
    r"(?:(?:an?|the|any|une?|des|d[eu]|einem|einer|den|der|un|una|unos|unas|los|las|la|el|il|lo|"
    r"i|gli|le)\s+)?(?:(?:branch(?:es)?|branche?s?|Branch(?:es)?|Zweig(?:en)?|rama?s?|ram[io]|"
    r"ветк[иа]|веток|ветви|فروع|فرع|ال[فٍ]رع|分支)\s*)?$",
    re.IGNORECASE,
)
_FROM_AFTER = Lazy(r"(?:[-\s]*ブランチ)?\s*から")


def pushed_from(text: str, name: str, korean: bool) -> bool:
    """Whether the rule names its exception as where the allowed pushes come from: in Korean, a
    bare exception no protected name covers ("hotfix 말고는 main 푸시 금지"); elsewhere, a
    branch after a word of origin ("except from hotfix/*") — an exception said without one
    ("except release/next") is a branch the pushes may go to."""
    if korean:
        bare = re.escape(name.rstrip("*").rstrip("/-"))
        return bool(re.search(rf"(?<![\w/-]){bare}{_EXCEPT_AFTER.pattern}", text))
    for m in re.finditer(rf"(?<![\w/*-]){re.escape(name)}", text):
        if _FROM_BEFORE.search(text, max(0, m.start() - 40), m.start()) or _FROM_AFTER.match(
            text, m.end()
        ):
            return True
    return False


# A family of branches by its bare word before Korean "other than" ("hotfix 말고는 main 푸시 금지").
_FAMILY_EXCEPTED = Lazy(rf"(?<![\w/-]){_FAMILY_WORD}(?={_EXCEPT_AFTER.pattern})")


def family_excepted(text: str) -> frozenset[str]:
    """The branch families a Korean rule names by their bare word as its exception: the word,
    its `word/*` and `word-*`."""
    return frozenset(
        n for m in _FAMILY_EXCEPTED.finditer(text) for n in (m[1], f"{m[1]}/*", f"{m[1]}-*")
    )


def all_excepted(text: str, names: frozenset[str]) -> bool:
    """Whether every branch the rule names is named as the exception: the rule is about every
    branch but those."""
    return bool(names) and excepted(text, names) == names


# Korean sends a request to its base with (으)로 and a verb of sending or opening: "PR은 develop으로
# 보내요", "develop 브랜치로 올려 주세요", "PR은 dev로 열어".
_SEND_TO = Lazy(r"(?:으)?로\s*(?:보내|보낼|올려|올리|올릴|열어|열|날려|날리|머지|merge|타겟)")
# "N'ouvre des PR que vers develop": the "ne … que" of a request may stand a few words apart.
_NE_QUE_REQUEST = Lazy(r"(?<!\w)(?:ne\s+|n')\S+(?:\s+[^\s,;.]+){0,3}\s+qu(?:e|')", re.IGNORECASE)
# A branch under a pattern the rule names, given as its exception ("salvo release/next").
BRANCH_PATH = Lazy(r"(?<![\w./*:-])([a-z0-9][\w.-]*(?:/[\w.-]+)+)(?![\w/*-])")
# What names a branch's family ("release/*", "hotfix/"), not a folder or a file.
BRANCHY = Lazy(
    r"(?:main|master|trunk|production|prod|develop|development|release|releases|staging|hotfix|"
    r"hotfixes|feature|features|bugfix|fix|feat|support|deploy)(?:/.*|[-*].*)?"
)


def request_base(text: str, plain: str, names: frozenset[str]) -> frozenset[str]:
    """The one base branch a pull-request rule sends requests to, when it names it as the only
    one ("PR은 develop으로만 보내", "PRs only against develop") or beside the one not to use ("PR은
    main 말고 develop으로", "to develop, not main"); empty when it does not."""
    restricted = [m.span() for m in _NE_QUE_REQUEST.finditer(plain)]
    if restricted:  # "N'ouvre des PR que vers develop": French restricts, its "ne" forbids nothing
        plain = blank(plain, restricted)
    roots = {n.rstrip("*").rstrip("/-") for n in names}
    if len(names) == 1 or (len(roots) == 1 and all(n.startswith(tuple(roots)) for n in names)):
        # one branch, or one family by its word ("staging 브랜치": staging, staging/*, staging-*)
        (name,) = roots if len(roots) == 1 else names
        sent = re.search(
            rf"(?<![\w/*-]){re.escape(name)}\s*(?:브랜치)?\s*{_SEND_TO.pattern}", plain
        )
        only = ONLY.search(plain) or restricted or sent
        return names if only and not negated(plain) else frozenset()
    spans = []
    for name in sorted(names):
        m = re.search(rf"(?<![\w/*-]){re.escape(name)}(?![\w/*-])", plain)
        if m is None:
            return frozenset()
        spans.append((m.start(), m.end(), name))
    spans.sort()
    pols = polarity(plain, [(s, e) for s, e, _n in spans])
    asked = [n for (_s, _e, n), p in zip(spans, pols, strict=True) if p != FORBIDDEN]
    refused = [n for (_s, _e, n), p in zip(spans, pols, strict=True) if p == FORBIDDEN]
    return frozenset(asked) if len(asked) == 1 and refused else frozenset()


def only_branches(text: str, plain: str) -> frozenset[str]:
    """The branches a push rule allows alone ("Only push to feature/*", "Ne pousse que sur dev",
    "develop 브랜치에만"): those named in its clauses that restrict; a clause that forbids may
    stand beside them only naming others ("Never push to main, only to feature/*")."""
    allowed: set[str] = set()
    for a, b in clauses(plain):
        part = plain[a:b]
        restricted = [m.span() for m in NE_QUE.finditer(part) if not by_means(part, m)]
        named = branches_named(text[a:b])
        if named and (restricted or only_where(part)):
            if negated(blank(part, restricted)):
                return frozenset()
            allowed |= named
    if not allowed:
        return frozenset()
    for a, b in clauses(plain):
        part = plain[a:b]
        restricts = only_where(part) or any(not by_means(part, m) for m in NE_QUE.finditer(part))
        if not restricts and negated(part) and branches_named(text[a:b]) & allowed:
            return frozenset()
    return frozenset(allowed)


# A clause that allows what the rule's other clause forbids ("Pushing to staging is fine, but
# never to production", "staging에는 푸시해도 되지만 production에는 하지 마"): its branches are
# not protected.
PERMIT = table(
    r"fine;ok;okay;allowed;permitted;free\s+to;可以;没问题;沒問題;允许;允許;てもいい;ても良い;"
    r"てもOK;構わない;かまわない;해도\s*되;해도\s*돼;도\s*돼;도\s*되;괜찮;허용;가능;"
    r"autoris\w*;permis;libre\s+de;erlaubt;darfst;in\s+ordnung;permitido;puedes;"
    r"consentit\w*;puoi;можно;разрешено;مسموح;يمكنك;"
    # a place said to be all right ("su develop invece va bene", "أما develop فلا بأس", "推到 dev 分支
    # 就行", "c'est bon", "sí puedes")
    r"va\s+bene;vale;está\s+bien;c'est\s+bon;passt;(?:ف)?لا\s+بأس;就行;就好;就可以;也行;没关系;沒關係;"
    r"でいい;で大丈夫;してOK;構いません;かまいません;問題ありません;大丈夫です;"
    # a place said to be wished or welcome ("pushing to your own bot/* branch is what we want"),
    # or said yes to against the refusal, with its own negated "problem" ("a tus ramas feature/*
    # sí, sin problema", "sui tuoi sì")
    r"what\s+we\s+want;preferred;welcome;encouraged;your\s+call;up\s+to\s+you;your\s+business;erwünscht;gern\s+gesehen;bienvenu\w*;"
    r"bienvenid\w*;benvenut\w*;приветству\w*;sí;sì;sin\s+problema;senza\s+problemi;"
    r"sans\s+(?:souci|problème);kein\s+problem;без\s+проблем;no\s+problem"
)


# Korean asks for work on a branch with a verb after it: "develop에서 작업해", "dev에서 해".
# and in a clause in -고 before the one that forbids ("feature 브랜치에서만 작업하고 main엔 손대지 마").
_DO_HERE = Lazy(
    r"에서(?:만)?\s*(?:작업|개발|진행|커밋)?\s*(?:해|하세요|하십시오|하자|할\s*것|하고|하시고|해서)"
)


# What a push onto a branch needs or is ("pushes to release need a review", "pushing to prod
# requires approval", "…は承認が必要"): a condition on it, not the act asked.
_NEEDS = table(
    r"need\w*;requir\w*;must;should;only;is;are;needs;braucht;benötigt;erfordert;nur;nécessite\w*;"
    r"exige\w*;seulement;uniquement;requiere\w*;necesita\w*;solo;sólo;richiede\w*;serve;solo;"
    r"требует\w*;нужн\w*;только;يتطلب;يحتاج;فقط;需要;必须;必須;只;必要;だけ;のみ;필요;만;"
    # or what the refusal goes on to ("the same goes for pushes to develop", "das gilt auch für …")
    r"also;too;as\s+well;same;auch;gilt;ebenso;aussi;même;de\s+même;también;igual;anche;stesso;"
    r"тоже;также;то\s+же;أيضا;أيضًا;كذلك;也;同样;同樣;も同様;同じ;도\s+마찬가지;마찬가지",
    NOT_ASKED,  # (fix-z-only) and the words that say a push is not asked, in unasked_push
)


# What says a push goes elsewhere: instead, or the user's (the agent's) own branch ("push to your
# own feature branch", "pushe stattdessen auf develop", "要推就推到你自己的 feature 分支").
_ELSEWHERE = table(
    r"instead;rather;your;own;stattdessen;sondern;dein\w*;eigene\w*;plutôt;à\s+la\s+place;ton;ta;"
    r"en\s+su\s+lugar;en\s+cambio;tu;invece;tuo;tua;вместо;сво\w+;بدلا;بدلًا;الخاص\s+بك;"
    r"就;改;你自己;自己的;自分の;代わりに;본인;각자;대신"
)


# The agent's own branch ("東西先放你自己那條 feature 分支", "use your own feature branch"): where its
# work goes, whatever the verb.
_OWN = table(
    r"own;eigene\w*;propre;propia;propio;proprio;propria;сво\w+;الخاص\s+بك;你自己;自己的;自分の;본인;각자"
)


def _push_asked(plain: str, a: int, b: int) -> bool:
    """Whether a clause (not negated: the caller asked that first) asks the push itself onto the
    branches it names, an imperative or a "we push to …" ("push to feature branches", "on pousse
    sur une branche fix/", "feature 브랜치에 푸시해 주세요"): beside a clause that refuses others,
    those are where the push may land. Not what a push there needs or is ("only after review",
    "only with a tag"), nor a push in doubt: asked about ("Push to develop? Never to main."), under
    a condition, at a time, after or before something, or save in a case: the checker cannot tell
    when it holds, so its branches stay as the refusal left them."""
    # (what a part of another verb says is not the push's: "auf develop pushen und release macht Ana")
    plain = blank(plain, _parts_of_another_verb(plain, a, b))
    part = plain[a:b]
    if not PUSH.search(part) or _NEEDS.search(part) or SOMEONE_PUSHES.search(part):
        return False
    if PUSH_AS_TOPIC.search(part):  # (de, fix-z-only)
        return False
    # Italian's impersonal "si" before the push itself is "one pushes", no "if" ("si pusha sul
    # ramo develop")
    impersonal = [
        m.span(1)
        for m in IMPERSONAL_SI.finditer(plain)
        if a <= m.start(1) < b and PUSH.match(plain, m.end())
    ]
    if impersonal:
        part = blank(plain, impersonal)[a:b]
    return bool(
        not _in_doubt(part, needs=False)
        # (Arabic's question mark does not cut a clause; the others close it)
        and plain[b : b + 1] not in ("?", "？")
        and "؟" not in part
    )


def _doubted_after(part: str) -> bool:
    """(fix-z-only) Whether the clause after an asked push, naming no branch, puts it in doubt:
    a condition, a time, an "only" or an "after" ("…, but only after approval", "…, aber erst nach
    dem Review"), not a widening ("…, auch am Wochenende")."""
    if WIDENS.search(part):
        return False
    return _in_doubt(part, needs=False) or bool(
        ONLY.search(part) or AFTER.search(part) or NEEDED_AFTER.search(part)
    )


def _in_doubt(part: str, *, needs: bool = True) -> bool:
    """Whether a clause puts a push in doubt: what it needs (with `needs`), a condition, a time,
    or a case it is saved for (see _push_asked)."""
    return bool(
        (needs and _NEEDS.search(part))
        or CONDITION.search(part)
        or TIMED.search(part)
        or ONLY_WHEN.search(part)
        or EXCEPTION_OPEN.search(part)
    )


# A conjunction that may open another verb in the clause ("push to develop and leave release to
# Ana", "poussez sur develop et laissez release à Ana", "auf develop pushen und release macht Ana");
# Arabic's "و" is written onto the word it joins ("ادفع إلى develop واترك release").
_AND = Lazy(r"(?<!\S)(?:and|et|und|y|e|и)(?=\s)|(?<!\S)و", re.IGNORECASE)
# What a list of branches holds beside their names ("push to develop and (to) the staging branch",
# "auf develop und staging pushen"): a part of the clause with any other word opens another verb.
_LIST_WORD = table(
    r"to;onto;on;into;the;also;too;either;sur;vers;la;le;les;une;un;des;aussi;auf;in;den;die;das;"
    r"dem;der;auch;a;al;el;las;los;en;también;su;sul;sulla;sui;nel;nella;il;lo;i;gli;anche;в;на;"
    r"тоже;также;إلى;الى;على;في;أيضا;أيضًا"
)
_TOKEN = Lazy(r"[^\s,;:.!?]+")


def _parts_of_another_verb(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """The parts of a clause that asks a push, after (or before) an "and", that open another verb
    with no push of its own ("leave release to Ana", "let Ana handle release", "und release macht
    Ana"): the push governs only its own part and the bare lists of names joined to it."""
    cuts = [m.span() for m in _AND.finditer(text, a, b)]
    if not cuts:
        return []
    starts = [a] + [e for _s, e in cuts]
    ends = [s for s, _e in cuts] + [b]
    others = []
    for i, (s, e) in enumerate(zip(starts, ends, strict=True)):
        part = text[s:e]
        bare = {n.rstrip("/*-").lower() for n in branches_named(part)}
        other = [
            t
            for t in (m.group() for m in _TOKEN.finditer(part))
            if not _LIST_WORD.fullmatch(t)
            and not re.fullmatch(_BRANCH_NOUN, t, re.IGNORECASE)
            and t.strip("`'\"«»").rstrip("/*-").lower() not in bare
        ]
        if other and not PUSH.search(part):
            # with the "and" that joins it, so nothing of it is left to the push's part
            others.append((cuts[i - 1][0], e) if i else (s, cuts[0][1]))
    return others


def _outside_the_push(text: str, a: int, b: int) -> frozenset[str]:
    """The branches a clause that asks a push names only in its parts of another verb."""
    others = _parts_of_another_verb(text, a, b)
    if not others:
        return frozenset()
    outside = set().union(*(branches_named(text[s:e]) for s, e in others))
    return frozenset(outside - branches_named(blank(text, others)[a:b]))


def forbidden_branches(text: str, plain: str, names: frozenset[str]) -> frozenset[str]:
    """The branches a forbidding rule protects: those it names, less those named only in a
    clause that allows and does not forbid, when another clause that forbids names some."""
    allowed: set[str] = set()
    forbidden: set[str] = set()
    asked_before = False
    topic: set[str] = set()
    asked: set[str] = set()  # the branches the clause before asked the push onto
    for a, b in clauses(plain):
        named = branches_named(text[a:b])
        part = plain[a:b]
        if not named and not part.strip():
            continue  # (fix-z-only) a cut's word left alone ("…, but only after"): no clause
        if not named:
            # "si tu dois pousser, fais-le sur ta branche": a clause that asks the act itself
            # says the branch of the next one is where it goes
            asked_before = bool(PUSH.search(part)) and not negated(part)
            if topic and (negated(part) or REFUSAL.search(part)):
                # "main 和 release-* 两类分支，一概别直接推": branches named first, as the topic,
                # refused by the clause after, or the refusal carried over ("…, likewise")
                forbidden |= topic
            elif (asked or topic) and _doubted_after(part):
                # (fix-z-only) "push to release, but only after approval", "auf release pushen,
                # aber erst nach dem Review": the clause after puts the asked push in doubt, as
                # its own words would (_push_asked); its branches stay as the refusal left them
                allowed -= asked | topic  # ("Für release gilt: nur nach Review")
            topic, asked = set(), set()
            continue
        topic, asked = set(), set()
        # ("فلا بأس", no harm: its negation is the permission's own)
        permits = [m.span() for m in PERMIT.finditer(part)]
        if negated(blank(part, permits) if permits else part):
            forbidden |= named
        elif permits:  # "푸시해도 되지만": its "해도" is not a concession
            allowed |= named
        elif (PUSH.search(part) and _ELSEWHERE.search(part) and not _NEEDS.search(part)) or (
            asked_before or ACT_IF.search(part) or (_OWN.search(part) and not _NEEDS.search(part))
        ):
            # "别往 main 推，要推就推到你自己的 feature 分支", "Nicht auf main pushen, pushe
            # stattdessen auf develop": the act asked, not refused, names where it may land
            allowed |= named
        elif _push_asked(plain, a, b):
            # with no "instead" ("Don't push to main, push to feature branches", "on ne pousse
            # pas sur develop : on pousse sur une branche fix/"); a branch another clause
            # refuses stays protected (`kept` below), and so does one refused by the clause
            # after, which names none: the push was its topic ("main에 푸시하는 건, 하지 마.
            # release에도 푸시 금지"); a branch named past an "and" that opens another verb is
            # not the push's ("push to develop and leave release to Ana")
            own = named - _outside_the_push(text, a, b)
            allowed |= own
            topic, asked = set(named), set(own)
        elif named & allowed and not PUSH.search(part) and _doubted_after(part):
            # (fix-z-only) "pushe auf develop und release, release allerdings erst nach Freigabe":
            # a clause after that puts an asked branch's push in doubt keeps it as the refusal
            # left it
            allowed -= named
        elif (
            USE.search(part)
            or WORK_ON.search(part)
            or _DO_HERE.search(part)
            or (LANDS_ON.search(part) and not _NEEDS.search(part))
        ):
            # a clause of its own that asks for work there ("main은 건드리지 말고 develop에서
            # 작업해", "don't touch main, work on develop"), or says the work lands there, with
            # no condition ("Hotfixes kommen auf hotfix/*"); a bare name in a list is not one
            allowed |= named
        elif not negated(part) and not PUSH.search(part):
            topic = set(named)  # nothing said of them yet: the clause after may
        asked_before = False
    kept = names - (allowed - forbidden)
    return frozenset(kept) if forbidden and kept else names
