"""Reading the actions family's rules: protected branches and force pushes, a branch for every
task, pull requests, and where files go (see app.domain.compliance.actions); what a rule says of
branch names, commit subjects and pull-request titles is read in read_messages."""

from __future__ import annotations

import re

from app.domain.compliance import actions as act
from app.domain.compliance import read_messages
from app.domain.compliance.lexicon import (
    USE,
    Lazy,
    blank,
    clauses,
    exceptions,
    negated,
    table,
)
from app.domain.compliance.paths import PathRule
from app.domain.compliance.polarity import FORBIDDEN, polarity
from app.domain.compliance.read_messages import CAPITAL, KEBAB, LOWER, SNAKE, START, UNDERSCORE
from app.domain.compliance.read_paths import (
    KEEP_OUT,
    _folders,
    committed_paths,
    names_a_term,
    path_rules,
)

# ---------------------------------------------------------------- actions

PUSH = table(
    # Korean also says a push as "putting up" onto a branch: "main에 직접 올리지 마세요"
    r"push\w*;推送;推到;推上;プッシュ;푸시;푸쉬;직푸;강푸;올리\w*;올려\w*;"
    # and as "applying" changes onto a branch: "master에 바로 반영하지 마"
    r"에\s*(?:바로\s*|직접\s*)?반영\w*;pouss\w*;pushen;gepusht;empuj\w*;pushear;pushare;"
    r"пуш\w*;запуш\w*;ادفع;دفع;تدفع"
)
FORCE = table(
    # the short flag ("-f 옵션 쓰지 마"); Korean's loanword ("포스 푸시") and 강푸 (강제 푸시)
    r"force\w*;--force;-f;強制;强制;강제;포스(?=\s*푸[시쉬]);강푸;forc[eé]\w*;erzwing\w*;forz\w*;форс\w*;"
    r"принудительн\w*;قسري\w*;بالقوة"
)
COMMIT = table(
    r"commit\w*;check(?:s|ed|ing)?[- ]in(?!\w);提交;コミット;커밋;коммит\w*;الالتزام;الإيداع;الايداع;إيداع;كوميت"
)
BRANCH = table(
    r"branch\w*;分支;ブランチ;브랜치;branche\w*;zweig\w*;rama\w*;ramo;rami;ветк\w*;веток;ветв\w*;"
    r"فرع;فروع;الفرع;الفروع;لفرع"
)
TASK = table(
    r"tasks?;features?;changes?;issues?;tickets?;jobs?;pieces?\s+of\s+work;"
    r"work\s+items?;pr;任务;任務;功能;需求;改动;改動;工作;タスク;作業;機能;変更;작업;태스크;기능;이슈;tâches?;travail;"
    r"fonctionnalités?;aufgabe\w*;änderung\w*;tareas?;cambios?;funcionalidad\w*;"
    r"attività;compit\w*;modific\w*;funzionalità;задач\w*;фич\w*;مهمة;مهام;ميزة"
)
EVERY = table(
    r"every;each;per;separate;own;new;每个;每個;每次;每项;每項;一个;ごと;毎;ずつ;마다;각;chaque;par;"
    r"nouvelle;propre;jede\w*;pro;eigene\w*;neue\w*;cada;por;nueva;propia;ogni;"
    r"nuov[oa];каждо\w*;отдельн\w*;нов\w*;لكل;كل;جديد;新"
)
NAMING = table(
    r"names?;named;naming;命名;名称;名稱;名字;名前;이름;명명;noms?;nommage;nomm\w*;benenn\w*;"
    r"nombres?;nome;nomi;имен\w*;имя;назван\w*;اسم;أسماء;تسمية;"
    # "X is called/named …": "I rami si chiamano feature/…", "Las ramas se llaman …", "Ветки
    # называются …", "Branches heißen …", "ブランチ名は", "分支名"
    r"si\s+chiamano;si\s+chiama;se\s+llaman;se\s+llama;s'appellent;s'appelle;heißen;heisst;heißt;"
    r"называ\w*;تسمى;ブランチ名;分支名"
)
_MAIN_PHRASE = table(
    r"(?:the\s+)?(?:main|default|primary)\s+branch;主分支;主干;主幹;默认分支;默認分支;メインブランチ;"
    r"デフォルトブランチ;메인\s*브랜치;기본\s*브랜치;branche\s+principale;hauptbranch;hauptzweig;"
    r"standardbranch;rama\s+principal;branch\s+principale;ramo\s+principale;"
    r"основн\w*\s+ветк\w*;главн\w*\s+ветк\w*;الفرع\s+الرئيسي;الفرع\s+الافتراضي"
)
_TRANSLITERATED = (
    ("마스터", "master"),
    ("디벨롭", "develop"),
    ("디벨로프", "develop"),
    ("릴리스", "release"),
    ("릴리즈", "release"),
    ("프로덕션", "production"),
    ("스테이징", "staging"),
    ("マスター", "master"),
    ("デベロップ", "develop"),
    ("リリース", "release"),
    ("プロダクション", "production"),
    ("ステージング", "staging"),
)
_BRANCH_NAMES = Lazy(
    r"(?<![A-Za-z0-9_/-])(main|master|trunk|production|prod|develop|development|release|staging)"
    r"(?![A-Za-z0-9_/-])"
)
_SHARED = table(
    r"shared;public;共享;公共;共有;공유;partagée?s?;gemeinsam\w*;compartid\w*;condivis\w*;"
    r"общ\w*;المشتركة"
)
_WORK_ON = table(
    r"work(?:ing)?\s+(?:directly\s+)?on;直接在;在\s*main;上工作;上で作業;에서\s*작업;"
    r"travailler\s+(?:directement\s+)?sur;arbeite\w*\s+(?:direkt\s+)?auf;"
    r"trabaj\w*\s+(?:directamente\s+)?en;lavora\w*\s+(?:direttamente\s+)?su;"
    r"работа\w*\s+(?:прямо\s+)?в;تعمل\s+على"
)


_MERGE = table(r"merg\w*;머지;병합;マージ;合并;合併")


# Pull and merge requests: a rule that forbids opening them onto a branch.
REQUEST = _REQUEST = table(
    r"pull\s*requests?;prs?;merge\s*requests?;mrs?;プルリク\w*;풀\s*리퀘(?:스트)?;피알(?![가-힣]{2});머지\s*리퀘(?:스트)?;拉取请求;合并请求;合併請求;"
    r"demandes?\s+de\s+(?:fusion|tirage);solicitud\w*\s+de\s+(?:extracción|cambios|fusión);"
    r"richiest\w*\s+di\s+(?:pull|merge);пул+[- ]?реквест\w*;طلب\w*\s+(?:ال)?(?:سحب|دمج)"
)


# Korean "puts up" a pull request as it does a push ("PR 올려 주세요"); a force flag named as an
# option beside a branch is git push's ("main에 --force 옵션 쓰는 거 금지", "-f 플래그 금지").
_PUT_UP = Lazy(r"올리\w*|올려\w*")
_FORCE_OPTION = Lazy(r"(?:--force|(?<![\w-])-f|force)\s*(?:옵션|플래그|option|flag)")


_TOUCH_BRANCH = table(r"touch\w*;건드리\w*;건들\w*;손대\w*;손을\s*대\w*;触ら\w*;触る;いじ\w*")


# "Only push to feature/*", "只能推送到 feature/*", "feature/* 브랜치에만 푸시", "Pushe nur auf …",
# "Ne pousse que sur …": the branches named are the only ones a push may land on.
ONLY = table(
    r"only;exclusively;solely;只;仅;僅;だけ;のみ;에만;에서만;로만;uniquement;seulement;"
    r"exclusivement;nur;ausschließlich;ausschliesslich;s[oó]lo;solamente;únicamente;soltanto;"
    r"unicamente;esclusivamente;только;лишь;исключительно;فقط"
)
# "Only push to main after review", "리뷰 후에만": what the restriction is about is when, not
# where — a push elsewhere keeps it; such a rule has no reading.
_ONLY_WHEN = table(
    r"after;before;once;until;après;avant;nach;vor;bevor;después;antes;dopo;prima;после;до;перед;"
    r"بعد;قبل;후;전에;뒤;後;前に;之后;之後;以后;以後;之前"
)
# French restricts with "ne … que" ("ne pousse que sur"), whose "ne" forbids nothing.
_NE_QUE = Lazy(r"(?<!\w)(?:ne\s+|n')\S+(?:\s+\S+)?\s+qu(?:e|')", re.IGNORECASE)


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


def _branches_named(text: str) -> frozenset[str]:
    """The branches a rule names, as names and patterns: the usual names, globs and prefixes
    ("release/*", "release/"), quoted names, families by their word ("release branches":
    release, release/*, release-*), and the words for the main branch."""
    names = set(_BRANCH_NAMES.findall(text))
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
    if _MAIN_PHRASE.search(text):
        names |= {"main", "master"}
    # any name the rule calls a branch: "qa 브랜치", "dev ブランチ", "the qa branch"; names joined
    # by slashes, each a usual branch name, are a list ("main/develop 브랜치")
    for m in _NAMED_BRANCH.finditer(text):
        name = (m.group(1) or m.group(2)).rstrip("./-")
        parts = name.split("/")
        if len(parts) > 1 and all(_BRANCH_NAMES.fullmatch(p) for p in parts):
            names |= set(parts)
        elif name and name not in _NOT_A_BRANCH and not _FAMILY_ONLY.fullmatch(name):
            names.add(name)
    # branch names written in Hangul or katakana ("마스터 브랜치", "デベロップブランチ")
    names |= {name for word, name in _TRANSLITERATED if word in text}
    # "release" beside "release/*" is the family's own branch: both stay (a push to either).
    return frozenset(names)


# "Other than" beside a branch's name: after it (Korean) or before it.
_EXCEPT_AFTER = Lazy(
    r"(?:\s*브랜치)?\s*(?:을|를|은|는)?\s*(?:제외한|제외하고|빼고(?:는|선)?|빼곤|외의|외에는|외|이외의|이외에는|이외|말고\s*다른|아닌"
    # "main 말고는 푸시 금지", "main 아니면 푸시 ㄴㄴ" (other than main, if not main)
    r"|말고(?:는|선|엔)|말곤|(?:이|가)?\s*아니면)"
    r"(?![가-힣])"
)
_EXCEPT_BEFORE = Lazy(r"(?:other\s+than|except(?:\s+for)?|but|besides|apart\s+from)\s+(?:the\s+)?$")


_NAME_END = r"(?![\w/*]|-(?!(?:[Bb]ranch|[Zz]weig)))"


def _excepted(text: str, names: frozenset[str]) -> frozenset[str]:
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


def _pushed_from(text: str, name: str, korean: bool) -> bool:
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


def _family_excepted(text: str) -> frozenset[str]:
    """The branch families a Korean rule names by their bare word as its exception: the word,
    its `word/*` and `word-*`."""
    return frozenset(
        n for m in _FAMILY_EXCEPTED.finditer(text) for n in (m[1], f"{m[1]}/*", f"{m[1]}-*")
    )


def _all_excepted(text: str, names: frozenset[str]) -> bool:
    """Whether every branch the rule names is named as the exception: the rule is about every
    branch but those."""
    return bool(names) and _excepted(text, names) == names


# Korean sends a request to its base with (으)로 and a verb of sending or opening: "PR은 develop으로
# 보내요", "develop 브랜치로 올려 주세요", "PR은 dev로 열어".
_SEND_TO = Lazy(r"(?:으)?로\s*(?:보내|보낼|올려|올리|올릴|열어|열|날려|날리|머지|merge|타겟)")
# "N'ouvre des PR que vers develop": the "ne … que" of a request may stand a few words apart.
_NE_QUE_REQUEST = Lazy(r"(?<!\w)(?:ne\s+|n')\S+(?:\s+[^\s,;.]+){0,3}\s+qu(?:e|')", re.IGNORECASE)
# A branch under a pattern the rule names, given as its exception ("salvo release/next").
_BRANCH_PATH = Lazy(r"(?<![\w./*:-])([a-z0-9][\w.-]*(?:/[\w.-]+)+)(?![\w/*-])")
# What names a branch's family ("release/*", "hotfix/"), not a folder or a file.
_BRANCHY = Lazy(
    r"(?:main|master|trunk|production|prod|develop|development|release|releases|staging|hotfix|"
    r"hotfixes|feature|features|bugfix|fix|feat|support|deploy)(?:/.*|[-*].*)?"
)


def _request_base(text: str, plain: str, names: frozenset[str]) -> frozenset[str]:
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


def _only_branches(text: str, plain: str) -> frozenset[str]:
    """The branches a push rule allows alone ("Only push to feature/*", "Ne pousse que sur dev",
    "develop 브랜치에만"): those named in its clauses that restrict; a clause that forbids may
    stand beside them only naming others ("Never push to main, only to feature/*")."""
    allowed: set[str] = set()
    for a, b in clauses(plain):
        part = plain[a:b]
        restricted = [m.span() for m in _NE_QUE.finditer(part)]
        named = _branches_named(text[a:b])
        if named and (restricted or ONLY.search(part)):
            if negated(blank(part, restricted)):
                return frozenset()
            allowed |= named
    if not allowed:
        return frozenset()
    for a, b in clauses(plain):
        part = plain[a:b]
        restricts = ONLY.search(part) or _NE_QUE.search(part)
        if not restricts and negated(part) and _branches_named(text[a:b]) & allowed:
            return frozenset()
    return frozenset(allowed)


# A clause that allows what the rule's other clause forbids ("Pushing to staging is fine, but
# never to production", "staging에는 푸시해도 되지만 production에는 하지 마"): its branches are
# not protected.
_PERMIT = table(
    r"fine;ok;okay;allowed;permitted;free\s+to;可以;没问题;沒問題;允许;允許;てもいい;ても良い;"
    r"てもOK;構わない;かまわない;해도\s*되;해도\s*돼;도\s*돼;도\s*되;괜찮;허용;가능;"
    r"autoris\w*;permis;libre\s+de;erlaubt;darfst;in\s+ordnung;permitido;puedes;"
    r"consentit\w*;puoi;можно;разрешено;مسموح;يمكنك"
)


# Korean asks for work on a branch with a verb after it: "develop에서 작업해", "dev에서 해".
_DO_HERE = Lazy(r"에서\s*(?:작업|개발|진행|커밋)?\s*(?:해|하세요|하십시오|하자|할\s*것)")


def _forbidden_branches(text: str, plain: str, names: frozenset[str]) -> frozenset[str]:
    """The branches a forbidding rule protects: those it names, less those named only in a
    clause that allows and does not forbid, when another clause that forbids names some."""
    allowed: set[str] = set()
    forbidden: set[str] = set()
    for a, b in clauses(plain):
        named = _branches_named(text[a:b])
        if not named:
            continue
        part = plain[a:b]
        if negated(part):
            forbidden |= named
        elif _PERMIT.search(text[a:b]):  # "푸시해도 되지만": its "해도" is not a concession
            allowed |= named
        elif USE.search(part) or _WORK_ON.search(part) or _DO_HERE.search(part):
            # a clause of its own that asks for work there ("main은 건드리지 말고 develop에서
            # 작업해", "don't touch main, work on develop"); a bare name in a list is not one
            allowed |= named
    kept = names - (allowed - forbidden)
    return frozenset(kept) if forbidden and kept else names


# A pull request's title: "PR titles start with the ticket number", "PR 標題要用英文寫".
TITLE = table(
    r"titles?;titled;标题;標題;タイトル;件名;제목;titres?;titel\w*;títulos?;titol\w*;заголов\w*;"
    r"названи\w*;عنوان;عناوين"
)
# "…, --force-with-lease included", "même avec --force-with-lease", "auch nicht mit …": a lease
# named as one more force push the rule forbids, not as the one it allows.
_INCLUDED = table(
    r"includ\w*;too;as\s+well;also;even;y\s+compris;aussi;même;non\s+plus;auch;selbst;einschließlich;"
    r"inklusive;incluso;incluid\w*;también;tampoco;anche;compres\w*;neanche;nemmeno;включая;тоже;"
    r"также;даже;بما\s+في\s+ذلك;حتى;أيضا;أيضًا;包括;也;含め;含む;も"
)
_LEASE = Lazy(r"(?:--)?force[- ]with[- ]lease", re.IGNORECASE)


def _lease_allowed(text: str) -> bool:
    """Whether a force-push rule names `--force-with-lease` as what it allows ("use
    --force-with-lease instead"): named, and not in a clause that counts it in."""
    m = re.search(r"(?<!not )(?<!never )(?:--)?force[- ]with[- ]lease", text)
    if m is None:
        return False
    for a, b in clauses(text):
        if not a <= m.start() < b:
            continue
        part = blank(text[a:b], [(m.start() - a, m.end() - a)])
        # "--force-with-lease is also fine", "也可以": allowed, however many "also"s
        if _PERMIT.search(part) or USE.search(part) or _INSTEAD.search(part):
            return True
        if _INCLUDED.search(part):
            return False
    return True


_INSTEAD = table(
    r"instead;stattdessen;plutôt;à\s+la\s+place;invece;en\s+su\s+lugar;вместо;بدلا;改用;代わりに"
)


def about_pr_titles(plain: str) -> bool:
    """Whether a rule is about pull requests' titles (its reading is theirs or none)."""
    return bool(_REQUEST.search(plain) and TITLE.search(plain))


# Putting files into the repository said without the word commit: "깃에 올리지 마", "레포에
# 올리면 안 돼", "저장소에 넣지 마" (to git, to the repo).
_INTO_REPO = Lazy(
    r"(?:깃|git|레포|repo|리포|저장소|github|깃허브|원격)\s*(?:에|으로|로)?\s*(?:올리|올려|올릴|넣|푸시|push|포함)"
)
# A commit's message, subject or title: a rule about those is a commit rule, not a files one.
_MESSAGE = table(
    r"messages?;msgs?;subjects?;titles?;메시지;메세지;제목;信息;訊息;メッセージ;件名;nachricht\w*;"
    r"mensaje\w*;messaggi\w*;сообщени\w*;رسال\w*"
)


_HANGUL = Lazy(r"[\uac00-\ud7a3]")


def committed_files(text: str, plain: str, names: frozenset[str]) -> list[PathRule]:
    """Korean's words for files never committed (".env 커밋 금지", "node_modules 폴더는 깃에 올리지
    마", "*.pem 커밋 ㄴㄴ"): read by `committed_paths` (PathRule.commits) when the prohibition is
    the commit's own clause's. The names the rule gives must all be files or folders — a
    branch's name ("main에 커밋 금지") keeps the rule a branch one."""
    if not _HANGUL.search(plain):
        return []
    if not (COMMIT.search(plain) or _INTO_REPO.search(plain)) or BRANCH.search(plain):
        return []
    if _MESSAGE.search(plain):
        return []
    # the prohibition is the commit's own ("vendor는 커밋은 해도 되는데 수정은 하지 마" forbids edits)
    if not any(
        (COMMIT.search(plain[a:b]) or _INTO_REPO.search(plain[a:b])) and negated(plain[a:b])
        for a, b in clauses(plain)
    ):
        return []
    folders = _folders(text)
    if not folders or names_a_term(text, folders):
        return []  # "No console.log in committed code": code, not a file
    tokens = {f.lower().rstrip("/") for _s, _e, f in folders}
    for name in names:
        if name.lower().rstrip("*").rstrip("/") not in tokens and name.lower() not in tokens:
            return []
    return committed_paths(text, plain)


def actions(text: str, plain: str) -> list:
    out: list = []
    if about_pr_titles(plain):
        return read_messages.pr_title_rules(text, plain)
    branch, push, commit = BRANCH.search(plain), PUSH.search(plain), COMMIT.search(plain)
    names = _branches_named(text)
    files = committed_files(text, plain, names)
    if files:
        return files
    forbids = negated(plain)
    # Branches named only as the exception to a rule that names others ("never push to
    # release/* except release/next", "never push to main except from hotfix/*"): not protected;
    # kept beside the others where a pattern of theirs covers them.
    exempt = _excepted(text, names)
    sources: frozenset[str] = frozenset()
    if exempt and exempt != names:
        names = names - exempt
        # "hotfix 말고는 main 푸시 금지", "never push to main except from hotfix/*": an
        # exception no protected name covers is where the allowed pushes come from
        if PUSH.search(plain):
            korean = bool(_HANGUL.search(plain))
            sources = frozenset(
                e for e in exempt if not act.matches(e, names) and _pushed_from(text, e, korean)
            )
        exempt = frozenset(e for e in exempt if act.matches(e, names))
    else:
        exempt = frozenset()
    for a, b in exceptions(text) if names else ():
        for m in _BRANCH_PATH.finditer(text, a, b):
            name = m.group(1).rstrip(".")
            if name not in names and act.matches(name, names):
                exempt |= {name}
    # "never commit .env", "Committe niemals Dateien aus dem Ordner secrets/": files and folders
    # named beside a commit, with no word for a push or a branch, are paths, not branches
    keeps_out = forbids or KEEP_OUT.search(plain)  # "keep .env out of commits"
    korean = _HANGUL.search(plain)
    if (
        commit
        and keeps_out
        and not push
        and not branch
        and not _REQUEST.search(plain)
        and not korean
    ):
        paths = [r for r in committed_paths(text, plain) if not _BRANCHY.fullmatch(r.folder)]
        if paths:
            return paths
        if names and not any(_BRANCHY.fullmatch(n) for n in names):
            return []  # folders named, none of them what is committed, and no branch either
    if push and _REQUEST.search(plain) and not PUSH.search(_PUT_UP.sub(" ", plain)):
        push = None  # "main에 PR 올리지 마": a request put up, not a push
    if not push and names and _FORCE_OPTION.search(plain):
        push = _FORCE_OPTION.search(plain)  # "main에 --force 옵션 쓰지 마": git push's option
    # "--force-with-lease" named in a force rule is what it recommends, not what it forbids
    lease_ok = _lease_allowed(text)
    if push and FORCE.search(plain) and forbids:
        if names:
            out.append(act.NoForcePush(names, lease_ok=lease_ok))
        elif _SHARED.search(plain):
            shared = act.DEFAULT_BRANCHES | {"release", "production", "staging"}
            out.append(act.NoForcePush(shared, exact=False, lease_ok=lease_ok))
        else:
            out.append(act.NoForcePush(None, lease_ok=lease_ok))
        return out
    if push and names and _all_excepted(text, names):
        # "main 외의 브랜치에만 푸시", "main을 제외한 브랜치로", "push anywhere but main": every
        # branch but those named — they are barred; "main 빼고는 푸시하지 마" (none but main):
        # pushes land only there
        out.append(act.ProtectedBranch(names, frozenset({act.PUSH}), only=forbids))
        return out
    if push and names and not _ONLY_WHEN.search(plain):
        allowed = _only_branches(text, plain)
        if allowed:
            # "Push only to feature/*, except feature/legacy": the exception is barred too
            barred = frozenset(e for e in exempt if act.matches(e, allowed))
            rule = act.ProtectedBranch(allowed - barred, frozenset({act.PUSH}), True, barred)
            out.append(rule)
            return out
    requests = _REQUEST.search(plain) if not push else None  # push rules name PRs as the way
    if requests and names and not commit:
        base = _request_base(text, plain, names)
        if base:  # "PR은 main 말고 develop으로 보내 주세요", "PR은 develop으로만"
            out.append(act.ProtectedBranch(base, frozenset({act.PULL_REQUEST}), only=True))
            return out
    # "main 브랜치는 건드리지 마", "don't touch the main branch": no commit lands there, no push
    touches = branch and _TOUCH_BRANCH.search(plain)
    if names and forbids and (push or commit or requests or _WORK_ON.search(plain) or touches):
        on = set()
        if requests:
            on.add(act.PULL_REQUEST)
        if push:
            on.add(act.PUSH)
        if commit or (_WORK_ON.search(plain) and not push):
            on.add(act.COMMIT)
        if _WORK_ON.search(plain) or (touches and not (push or commit or requests)):
            on |= {act.COMMIT, act.PUSH}
        protected = _forbidden_branches(text, plain, names)
        froms = sources | (_family_excepted(text) if _HANGUL.search(plain) else frozenset())
        froms = froms if on == {act.PUSH} and not froms & protected else frozenset()
        out.append(act.ProtectedBranch(protected, frozenset(on), exempt=exempt, exempt_from=froms))
    naming = NAMING.search(plain)
    if (branch and not naming and (TASK.search(plain) and EVERY.search(plain))) or (
        branch
        and names
        and forbids
        and not naming
        and re.search(
            r"\b(?:create|use|open|make)\b|新建|创建|創建|作成|作って|만들|crée|erstell|crea|создава|أنشئ",
            plain,
        )
    ):
        out.append(act.BranchPerTask())
    # a branch's case or separators said beside the word for a branch are its name's
    # ("새 브랜치는 전부 소문자로", "브랜치명에 언더바 쓰지 마")
    styled = LOWER.search(plain) or KEBAB.search(plain) or SNAKE.search(plain)
    styled = styled or UNDERSCORE.search(plain) or (CAPITAL.search(plain) and forbids)
    if branch and (naming or START.search(plain) or styled):
        reading = read_messages.branch_name(text, plain)
        if reading is not None:
            out.append(reading)
    if commit and not out:
        out += read_messages.commit_rules(text, plain)
    if (
        commit and not out and forbids and not korean
    ):  # "never commit .env", "node_modules はコミットしないで"
        out += [r for r in committed_paths(text, plain) if not _BRANCHY.fullmatch(r.folder)]
    if not out and not branch and not (names and _MERGE.search(plain)):
        # "hotfix/* 말고는 main에 머지하지 마": branches merged, not folders
        out += path_rules(text, plain)
    return out
