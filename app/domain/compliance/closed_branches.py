"""A branch said closed, frozen, shut or left alone: no verb of pushing is said, yet nothing may
land there — no commit and no push onto it — while other branches stay free (read_actions asks).
In English (check-x-en): "hotfix-2.3.1 is closed", "release/7 is frozen for good", "Treat playout/v3
as shut", "Leave maint/3.9 alone until the audit is over", "Hands off the legacy branch"
(closed_in_english). In the east (ko ja zh; check-x-east): "hotfix/spring 브랜치는 동결 상태입니다",
"release/2 はもう閉じたブランチなので", "珍奶連鎖店的 hotfix/boba 分支目前凍結中", "release/3.2 已经封版
冻结", "release/5 分支已經收咗"; a freeze said lifted ("동결이 풀렸어요", "凍結解除", "已经解冻") closes
nothing (closed_in_east)."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy

# locked for force pushes or rewrites alone ("has main locked for force pushes; regular pushes are
# fine"): no closing of the branch to every push (review of the twenty-eighth round)
_FORCE_ONLY = r"\s+(?:for|against)\s+(?:any\s+|all\s+)?(?:force|forced|rewrit|history|deletion)"
# The branch's state said of it ("is closed", "stays frozen", "as shut"; not "is not frozen", nor
# "closed two bugs", a verb of its own), or the agent told to leave it be.
_EN_CLOSED = Lazy(
    r"\b(?:is|are|stays|remains|as)\s+(?:now\s+|already\s+)?(?:closed|frozen|shut|locked)\b(?!"
    + _FORCE_ONLY
    + r")"
    r"|\bleave\s+\S.{0,80}?\s+alone\b"
    r"|\bhands\s+off\b"
    # "nothing goes onto the live branch": nothing lands there, whoever pushes
    r"|\bnothing\s+(?:more\s+|else\s+)?(?:goes|lands|gets\s+pushed)\s+(?:on|onto|to|in)\b"
    # (English, check-zb-en) "nothing goes up to lessons-prod": up to the line, the same landing
    r"|\bnothing\s+(?:more\s+|else\s+)?goes\s+up\s+(?:on|onto|to)\b"
    r"|\b(?:has|have|keeps?)\s+\w+\s+(?:locked|frozen|shut|closed)\b(?!" + _FORCE_ONLY + r")"
    # (English, check-zg-en) "we've frozen trunk: …"
    r"|\b(?:we've|we\s+have|i've|i\s+have)\s+(?:just\s+)?(?:frozen|locked|closed)\b(?!"
    + _FORCE_ONLY
    + r")"
)
# (English, check-zb-en) a line's name after a dash or a slash, bare, where it is left alone or
# where nothing goes ("leave hut-live alone", "nothing goes up to lessons-prod"): the branch closed
_BARE_CLOSED = Lazy(
    # (and a line kept closed by the place: "the order site has main locked for pushes")
    r"\b(?:has|have|keeps?)\s+(main|master|trunk|develop|stable|live|prod|production|release)"
    r"\s+(?:locked|frozen|shut|closed)(?!" + _FORCE_ONLY + r")"
    # (for pushes, for a while, or closing the clause: not "has main locked on his laptop")
    r"(?=\s*(?:[.;,!?]|$)|\s+(?:for|over|during|through(?:out)?|this|until|till|while)\b)|"
    # (English, check-zg-en) a bare line said frozen as the words' or a sentence's subject ("stable
    # is frozen, no pushes to it; …", "v3 stays frozen, …"), or frozen by us ("we've frozen trunk:
    # …"), the state closing its clause: not "main is frozen for force pushes", nor "is not frozen"
    r"(?:^|(?<=[.;!?]\s))(?:the\s+)?(main|master|trunk|develop|stable|live|prod|production|release|"
    r"hotfix|staging|v\d+)\s+(?:is|stays|remains)\s+(?:now\s+|already\s+)?(?:frozen|locked|"
    r"closed|shut)(?=\s*[,;:.!(—–-]|\s*$|"
    # (or a reason after it: "main is frozen for the audit, nothing goes in")
    r"\s+for\s+(?:the\s+|a\s+|our\s+)?(?!force|forced|rewrit|history|deletion)[\w-]+"
    r"(?:\s+[\w-]+)?\s*[,;:.!(—–-])|"
    r"(?:^|(?<=[.;!?]\s))(?:we've|we\s+have|we\s+just|i've|i\s+have)\s+(?:just\s+)?(?:frozen|locked|"
    r"closed)\s+(?:the\s+)?(main|master|trunk|develop|stable|live|prod|production|release|hotfix|"
    r"staging|v\d+)(?=\s*[,;:.!(—–-]|\s*$)|"
    r"(?:\bleave\s+|\bnothing\s+(?:more\s+|else\s+)?(?:goes|lands|gets\s+pushed)(?:\s+up)?\s+"
    r"(?:on|onto|to|in)\s+)([a-z][a-z0-9_.]*(?:[-/][a-z0-9_.]+)*[-/]"
    # its last part a line's word, as a deployed branch's is ("co-op", "re-use" are no branches)
    r"(?:live|prod|production|main|master|dev|develop|staging|stable|release|beta|next|qa|uat|test))"
    r"(?![\w/-])"
)
# A sentence ends at a stop a space or the end follows (a version's dots are inside its name).
_EN_SENTENCE = Lazy(r"[^;!?]+?(?:[;!?]|\.(?=\s|$)|$)")
# A branch by its name with a version ("release/11", "summer-2025", "playout/v3", "maint/2.7"), or
# a name the word "branch" follows ("the legacy branch", "the app's summer-2025 branch").
_VERSIONED = Lazy(
    r"(?<![\w./-])([a-z][a-z0-9_]*(?:[/-][a-z0-9_.]+)*[/-]v?\d[\w.]*?)(?=[.,:;]?(?:\s|$))"
)
_BEFORE_BRANCH = Lazy(r"(?<![\w./-])([a-z0-9][\w./-]*)\s+branch\b")
_NOT_NAMES = frozenset({"the", "a", "this", "that", "its", "their", "our", "your", "my", "old"})


def closed_in_english(plain: str) -> frozenset[str]:
    """The branches a rule's words say closed, frozen or left alone."""
    if not re.search(r"closed|frozen|shut|locked|alone|hands|nothing", plain):
        return frozenset()
    out: set[str] = set()
    for s in _EN_SENTENCE.finditer(plain):
        sentence = s.group()
        if not _EN_CLOSED.search(sentence):
            continue
        out |= {m.group(1).rstrip(".") for m in _VERSIONED.finditer(sentence)}
        out |= {
            m.group(1) for m in _BEFORE_BRANCH.finditer(sentence) if m.group(1) not in _NOT_NAMES
        }
        out |= {
            next(g for g in m.groups() if g).rstrip(".") for m in _BARE_CLOSED.finditer(sentence)
        }  # (zb-en; zg-en)
    return frozenset(out)


# (English, check-zd-en) a day or a date a window ends on, after "until", "till", "thru": a
# weekday (or its short form) with its hour, a day and a month, a day/month, the end of a month or a
# week, a feast, or "after" what ends it ("till after the regatta") — said of now, not a day the
# rule holds on only
_DAY = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat"
    r"|sun)"
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
WINDOW_END = (
    rf"(?:next\s+)?(?:{_DAY}\b(?:\s+(?:\d{{1,2}}(?:[:.]\d{{2}})?\s*(?:am|pm)|arvo|morning|noon"
    r"|night|evening|eod))?|\d{1,2}\s*(?:st|nd|rd|th)?\s+"
    rf"{_MONTH}\b|{_MONTH}\s+\d{{1,2}}\b|\d{{1,2}}/\d{{1,2}}\b|(?:the\s+)?end\s+of\s+"
    rf"(?:the\s+)?(?:{_MONTH}|month|week)\b|month-end|new\s+year|christmas|easter"
    r"|after\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?)"
)


# "… until the audit is over", "until the inspection wraps up": a span that runs from now to a
# period's end, so the rule holds now — not a condition left in doubt (as "until the tests pass",
# which no period's end says, stays one).
_UNTIL_OVER = Lazy(
    r"\buntil\s+(?:the\s+|this\s+|our\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:is\s+over|is\s+done|is\s+finished|wraps\s+up|ends|finishes|is\s+signed\s+off)\b"
    # (English, check-zb-en) a season's or a place's end ("until the pass closes for the winter",
    # "until the freeze lifts", "until the regatta is by", "until the sailings are over")
    r"|\buntil\s+(?:the\s+|this\s+|our\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:closes|lifts|thaws|reopens|is\s+by|'s\s+by|are\s+over|are\s+done)\b"
    r"(?:\s+for\s+the\s+(?:winter|summer|season|year))?"
    # (English, check-zd-en) a window that ends on a day or a date ("until Tues 6am", "until
    # 14/12", "until 3 Feb", "until end of Dec", "until after Christmas"): from now to then, no
    # condition left in doubt (as "until the tests pass" stays one)
    rf"|\buntil\s+{WINDOW_END}"
)


def until_over(plain: str) -> list[tuple[int, int]]:
    """The spans of "until <a period> is over" in a rule's words."""
    return [m.span() for m in _UNTIL_OVER.finditer(plain)] if "until" in plain else []


# (fr de es it ru ar; check-y-west) A branch left alone for a while: "Lass den Branch maint/5.x bis
# nach der Prüfung in Ruhe", "Finger weg vom Zweig …", "Ne touchez pas à la branche … avant l'audit",
# "Laissez la branche … tranquille", "No toquéis la rama …", "Dejá quieta la rama …", "Non toccare
# il branch …", "Lasciate stare il ramo …", "Не трогайте ветку …", "Оставьте ветку … в покое",
# "لا تلمسوا فرع …", "اترك فرع … كما هو": nothing lands there, pushed or committed, while it lasts.
# (the branch word after at most two short words, an article or a preposition: "à la branche", "vom
# Zweig"; not "Не трогай меня сейчас, ветка …", where the one left alone is the speaker)
_WEST_BRANCH = r"(?:[^\s,;.]{1,4}\s+){0,2}?(?:branche|branch|zweig\w*|rama|ramo|ветк\w+|فرع)(?!\w)"
# The verbs of leaving a branch alone, negated ("не трогайте", "трогать нельзя", "no toquéis", "no
# se toca", "non toccate", "non toccatelo", "non si tocca", "لا تلمسوا"): one table, which both
# orders below read (the verb before the branch, or the branch first as its topic).
_HANDS_OFF = (
    r"не\s+(?:трогай|трогайте|трогать|трогаем)|трогать\s+(?:нельзя|запрещено|не\s+надо)"
    r"|no\s+(?:la\s+|lo\s+)?(?:toques|toquéis|toquen|toquemos|tocar)|no\s+se\s+toca"
    r"|non\s+(?:la\s+|lo\s+)?(?:toccate|toccare|tocchi|tocchiamo)|non\s+(?:toccatel[oa]|toccarl[oa])|non\s+si\s+tocca"
    r"|لا\s+(?:تلمس|تلمسوا|تقترب|تقتربوا)[\u0600-\u06ff]*(?:\s+من)?"
)
# The branch first, then at most five words to its verb, all in its clause: no , ; : ، between,
# nor a sentence's stop ("Работайте в ветке develop, main трогать нельзя" leaves main alone, not
# develop); a version's dots stay inside its name.
_TO_ITS_VERB = r"\s+[^\s,;:،]*[^\s,;:.،](?:\s+[^\s,;:،]*[^\s,;:.،]){0,4}?\s+"
_WEST_LEFT_ALONE = Lazy(
    # the verb, then the branch it leaves alone ("ne touchez pas à la branche …", "Finger weg vom
    # Zweig …", "no toquéis la rama …", "non toccare il branch …", "не трогайте ветку …")
    rf"(?<![\w\u0600-\u06ff])(?:{_HANDS_OFF}"
    r"|ne\s+(?:touchez|touche|touchons)\s+(?:pas|plus)\s+(?:à|au|aux)|ne\s+pas\s+toucher\s+(?:à|au|aux)"
    r"|(?:finger|hände)\s+weg\s+(?:von|vom)"
    r"|(?:deja|dejá|dejad|dejen)\s+(?:quiet[oa]|tranquil[oa]|en\s+paz)|non\s+(?:mettete\s+mano|mettere\s+mano)"
    r"|(?:lascia|lasciate)\s+(?:stare|in\s+pace)"
    # (es; check-z-west) "no metan mano en la rama …" (put no hand on it)
    r"|no\s+(?:metan|metáis|meta|metas|meter)\s+mano\s+(?:en|a))"
    rf"\s+{_WEST_BRANCH}"
    # or the branch between the verb and its rest ("Lass den Branch … in Ruhe", "Laissez la branche
    # … tranquille", "Оставьте ветку … в покое", "اترك فرع … كما هو")
    r"|(?<![\w\u0600-\u06ff])(?:(?:laissez|laisse|laissons)|(?:lass|lasst|lassen\s+sie)|(?:deja|dejá|dejad|dejen)"
    r"|(?:оставь|оставьте)|(?:اترك|اتركوا)"
    # (ar; check-z-west) Egyptian and Levantine "خلّي فرع … على حاله" (let it be)
    r"|(?:خلّي|خلي|خلّوا|خلوا|خليه|خلّيه))"
    rf"\s+{_WEST_BRANCH}"
    r".{0,100}?\s(?:tranquille|en\s+paix|in\s+ruhe|quiet[oa]|tranquil[oa]|en\s+paz|como\s+está|в\s+покое|как\s+есть"
    r"|كما\s+هو|على\s+حاله|وشأنه)(?![\w\u0600-\u06ff])"
    # (de; check-z-west) or the branch first, then nobody to touch it ("Den Zweig ernte-2026 rührt
    # bitte keiner an", "… rührt ihr nicht an")
    rf"|(?<!\w)(?:zweig\w*|branch){_TO_ITS_VERB}(?:rührt|rührst|rühren)\s+(?:\S+\s+){{0,2}}?(?:keiner|niemand|nicht)\s+an(?!\w)"
    # (ru es it ar; fix-z-frozen) or the branch first as the object, its verb of leaving alone
    # after ("Ветку zima-2027 парома не трогайте", "… трогать нельзя", "La rama … no la toquéis",
    # "Il ramo … non toccatelo", "فرع … لا تلمسوه"): the order Russian and the Romance languages
    # take for a topic, where only the verb first was read and the rule judged nothing
    rf"|(?<![\w\u0600-\u06ff])(?:rama|ramo|ветк\w+|فرع){_TO_ITS_VERB}(?:{_HANDS_OFF})(?![\w\u0600-\u06ff])"
    # or the branch said closed or frozen, not "not closed" ("Ветка hotfix-7.1 мастерской закрыта",
    # "la branche … est close", "der Branch … ist eingefroren", "la rama … está cerrada", "il ramo
    # … è chiuso", "فرع … مغلق")
    rf"|(?<![\w\u0600-\u06ff])(?:branche|branch|zweig\w*|rama|ramo|ветк\w+|فرع){_TO_ITS_VERB}"
    r"(?:est\s+(?:close|fermée|gelée|figée)|ist\s+(?:geschlossen|eingefroren|gesperrt)"
    r"|está\s+(?:cerrada|congelada)|è\s+(?:chius[oa]|congelat[oa])|(?<!не\s)(?:закрыта|заморожена)"
    r"|(?:مغلق|مجمد)\w*)(?![\w\u0600-\u06ff])"
)
# While it lasts: "bis nach der Prüfung", "bis der TÜV durch ist", "avant l'audit", "jusqu'à la
# fin de …", "hasta que termine …", "hasta después de …", "fino alla fine del …", "prima della …",
# "finché non finisce …", "до окончания …", "пока не закончится …", "حتى تنتهي …", "قبل انتهاء …":
# a span from now to a period's end, so the rule holds now (no condition left in doubt).
_WEST_UNTIL_OVER = Lazy(
    r"(?<!\w)(?:bis\s+(?:nach\s+)?(?:der|dem|zum|zur)\s+[\w-]+(?:\s+(?:durch|vorbei|fertig|abgeschlossen)\s+ist)?"
    r"|avant\s+(?:l'|la\s+|le\s+|les\s+)[\w-]+(?:\s+de\s+\w+)?|jusqu'(?:à\s+la\s+fin\s+d\S*\s+\S+|après\s+\S+\s+\S+)"
    r"|hasta\s+(?:que\s+(?:termine|acabe|pase)\s+\S+\s+\S+|después\s+de\s+\S+\s+\S+|el\s+final\s+de\s+\S+\s+\S+)"
    r"|fino\s+(?:alla\s+fine\s+d\S+\s+\S+|a\s+dopo\s+\S+\s+\S+)|prima\s+del\S*\s+\S+|finché\s+non\s+(?:finisce|termina)\s+\S+\s+\S+"
    r"|до\s+(?:окончания|конца|завершения)\s+\S+|пока\s+не\s+(?:закончится|кончится|завершится|пройд[её]т)\s+\S+)(?!\w)"
    r"|(?<![\u0600-\u06ff])(?:حتى|قبل)\s+(?:تنتهي|ينتهي|انتهاء|نهاية)\s+\S+"
    # (fr de es it ar; check-z-west) until a season or a place opens, starts or closes: "tant que la
    # saison n'a pas démarré", "solange die Dolden noch am Trocknen sind", "hasta que cierre la
    # temporada", "finché non riapre la funivia", "لحد ما يخلص الجرد" (an event's time, not a check)
    r"|(?<!\w)(?:tant\s+que\s+(?:\S+\s+){1,3}?n'(?:a|ont|est|sont)\s+pas\s+(?:démarré|commencé|fini|terminé|repris|ouvert|rouvert)\w*"
    r"|solange\s+(?:der|die|das)\s+\S+\s+(?:noch\s+)?\S+"
    r"|hasta\s+que\s+(?:cierre|abra|reabra|empiece|comience|arranque)\s+\S+\s+\S+"
    r"|finché\s+non\s+(?:riapre|riaprono|apre|chiude|inizia|comincia|riparte)\s+\S+\s+\S+)(?!\w)"
    r"|(?<![\u0600-\u06ff])(?:لحد|لغاية|لحين)\s+ما\s+[يت][\u0600-\u06ff]+\s+\S+"
)


_CLAUSE_END = Lazy(r"[,;]|\.(?:\s|$)|\s(?:und|and|et|y|e|и|а|но|aber|mais|pero|ma|و)\s")


def left_alone_in_west(text: str, named: frozenset[str]) -> frozenset[str]:
    """The branches the words (normalised) tell the agent to leave alone: those named (`named`, as
    read_branches reads them), the word for a branch the object of leaving alone."""
    m = _WEST_LEFT_ALONE.search(text) if named else None
    if not m:
        return frozenset()
    # only those named where the leaving alone is said, up to its clause's end ("Lass den Branch
    # main in Ruhe und pushe … auf den Branch develop" leaves main alone, not develop)
    cut = _CLAUSE_END.search(text, m.end())
    said = text[m.start() : cut.start() if cut else len(text)]
    return frozenset(n for n in named if re.search(rf"(?<![\w/.-]){re.escape(n)}(?![\w/-])", said))


def until_over_in_west(plain: str) -> list[tuple[int, int]]:
    """The spans of "until <a period> is over" in a rule's words that leave a branch alone."""
    if not _WEST_LEFT_ALONE.search(plain):
        return []
    return [m.span() for m in _WEST_UNTIL_OVER.finditer(plain)]


# The state words: closed, frozen, locked, shut (Cantonese 收咗), sealed for a release (封版).
_EAST_CLOSED = Lazy(
    r"닫혔|닫혀\s*있|닫힌|동결|잠겨\s*있|잠긴|"
    r"閉じ(?:た|て|られ|ました)|凍結|フリーズ|クローズ(?:した|され|済み)|"
    r"冻结|封版|封存|关掉了|關掉了|关闭了|關閉了|收咗|锁定了|鎖定了"
    # (ko ja zh; check-y-east) a branch left be, its shop shut, or put out of use ("그냥 놔두세요",
    # "내버려 두세요", "もう店じまいしました", "已经停用了", "已經棄用"): out of use said of the branch
    # itself, its word or its name just before ("release/6 分支的 CI 已经停用了" is the CI's)
    # (left be only when the branch, its word or its name, is what is left: "README는 그냥 놔두고
    # … develop 브랜치에 푸시" leaves a file, not the branch)
    r"|(?:브랜치|[a-z0-9][\w.-]*/[\w./-]+|(?:release|hotfix|main|master|develop|production|staging)[\w.-]*)"
    r"[^.,!?。]{0,12}?(?:그냥\s*놔\s*두|내버려\s*두)|店じまい"
    r"|(?:分支|[a-z0-9][\w.-]*/[\w./-]+|(?:release|hotfix|main|master|develop|production|staging)[\w.-]*)"
    r"\s*(?:已经|已經|早就|目前|现在|現在)?\s*(?:停用|弃用|棄用)"
)
# A freeze lifted or a state asked about: nothing closed.
_LIFTED = Lazy(
    r"해제|풀렸|풀었|풀어|풀린|解除|解冻|解凍|解封|打开了|打開了|開咗|[?？]|ですか|인가요|나요|吗|嗎|咩|っけ"
)
# The word for a branch, so a folder or an issue said closed is not one.
_BRANCH_WORD = Lazy(r"브랜치|ブランチ|分支|branch", re.IGNORECASE)
# A branch's name as the east writes it before its topic marker: "release/2 は", "release/3.2 已经".
_SLASHED = Lazy(r"(?<![\w./*:-])([a-z0-9][a-z0-9_.-]*/[a-z0-9_.-]+)(?![\w/*-])")
# With no word for a branch, a name of a branch's family says it is one ("release/3.2 已经封版冻结");
# a folder ("docs/legacy/ 폴더는 동결") is not.
_FAMILY_NAME = Lazy(r"(?:release|hotfix|main|master|develop|production|staging|support)\b")


def closed_in_east(text: str, named: frozenset[str]) -> frozenset[str]:
    """The branches the words (normalised) say closed or frozen: those named (`named`, as
    read_branches reads them) or slashed names, in a rule that says a branch's state."""
    if not _EAST_CLOSED.search(text) or _LIFTED.search(text):
        return frozenset()
    names = set(named) | set(_SLASHED.findall(text))
    if not names or not (_BRANCH_WORD.search(text) or any(map(_FAMILY_NAME.match, names))):
        return frozenset()
    return frozenset(names)
