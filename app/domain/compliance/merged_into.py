"""(ko ja zh; check-y-east) A merge into a named branch handed to a role ("stable 브랜치에 머지하는 건
박 테크리드님 몫이에요", "release 브랜치로의 머지는 QA 리드 소관입니다", "stable へのマージは情シス係に任せて
おります", "合并进 main 的操作由组长来做", "合併到 release 分支歸 SRE 負責"): the merge that lands on that
branch is the role's, refused to the agent; a merge into another branch keeps the rule (`git
checkout feature/x && git merge main` merges main into feature/x). The branch a merge lands on is
the one checked out before it (git.MERGE, read by actions.ProtectedBranch as a commit is), so a
merge whose branch the call does not show stays in doubt (read_actions asks)."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import (
    MERGED_NOUN_AFTER,
    MERGED_NOUN_AFTER_ZH,
    PUSH,
    TRANSLITERATED,
)
from app.domain.compliance.allowed_only_to import allowed_only_to
from app.domain.compliance.clause_cuts import clauses  # (check-za-west)
from app.domain.compliance.forbidding import (  # (check-za-west)
    NEGATION_AFTER,
    NEGATION_BEFORE,
    REMIND,
)
from app.domain.compliance.given_up import DE_WHEN_GONE  # (mend-zd-asks)
from app.domain.compliance.lexicon import negated
from app.domain.compliance.only_doers import TIMES  # (check-za-west)
from app.domain.compliance.read_branches import branches_named, family
from app.domain.compliance.reserved import (
    WEST_MERGE_INTO,
    handed_to_role,
    reserving_clauses,
    role_at,
    strong_clauses,
)
from app.domain.compliance.termrule import TermRule
from app.domain.compliance.terms import COMMAND, Term
from app.domain.compliance.word_tables import Lazy

# A pull request merged by the host's client (`gh pr merge 77`) lands on the request's base, which
# the call does not show: refused beside the branch's merges, as the merge's noun refused it before
# (act_nouns), so such a rule reads a request's merge as it did.
PR_MERGED = TermRule((Term("gh pr merge", COMMAND),), ())

# a merge by the east's noun or the English word among the east's scripts; not a merge request or
# a pull request (the request's base is read elsewhere: read_branches.request_base)
_MERGE = Lazy(r"머지|병합|マージ|合并|合併|(?<![\w-])merge(?![\w-])")
_REQUEST = Lazy(
    r"(?:머지|병합|マージ|合并|合併|merge)\s*(?:요청|リクエスト|请求|請求|request)|(?<![\w-])pr(?![\w-])"
    r"|풀\s*리퀘|プルリク"
)
_EAST = Lazy(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
# The branch merged into, by the particle or verb of into ("stable へのマージ", "release-2026 으로의
# 병합", "main 에 머지", "合并进 main", "merge 入 stable"): the name the rule says a merge lands on,
# a word for a branch or none.
# (mend-zf-scope) not the merge word modifying a noun: a merged state (action_words)
_STATE_AFTER = rf"(?!{MERGED_NOUN_AFTER})"
_STATE_AFTER_ZH = rf"(?!{MERGED_NOUN_AFTER_ZH})"
_INTO = Lazy(
    r"(?<![\w./-])([a-z0-9][\w./-]*)\s*(?:브랜치|ブランチ|分支)?\s*(?:으로의|로의|으로|로|에|への|へ|に)\s*"
    # (check-zf-east) "directly" between ("main への直接マージ", "main 에 바로 머지")
    r"(?:(?:直接|直に|じかに|바로|곧바로|직접)\s*(?:の\s*)?)?(?:머지|병합|マージ|merge)"
    + _STATE_AFTER
    + r"|(?:合并|合併|merge)\s*(?:到|进|進|入|去)\s*([a-z0-9][\w./-]*)(?![\w./-])"
    + _STATE_AFTER_ZH
)


def merged_into(text: str, plain: str) -> frozenset[str]:
    """The one branch a clause of the rule names as where a merge handed to a role lands (empty:
    no such clause, or a clause naming no branch or more than one)."""
    west = _merged_into_in_west(plain)  # (fr de es it ru ar; check-z-west)
    if west:
        return west
    west = _merge_onto_kept_in_west(plain)  # (fr de es it ru ar; check-za-west)
    if west:
        return west
    by_doer = _merge_left_to_a_doer(text, plain)  # (fix-zc-noticed)
    if by_doer:
        return by_doer
    if not _MERGE.search(plain) or not _EAST.search(plain):
        return frozenset()
    for a, b, part in strong_clauses(plain):
        if not _MERGE.search(part) or _REQUEST.search(part):
            continue
        if not handed_to_role(part) and not allowed_only_to(part):  # (check-za-east)
            continue
        if PUSH.search(part):
            continue  # "main 브랜치 머지 후 푸시는 김 팀장님 몫입니다": the push is what is handed over
        into = {m.group(1) or m.group(2) for m in _INTO.finditer(text, a, b)}
        if len(into) == 1:
            return frozenset(into)
        # a branch named with its family's patterns ("release 브랜치": release, release/*,
        # release-*) is one branch; two names say no one place
        names = branches_named(text[a:b]) - _fields_of_roles(part)
        if len({family(n) for n in names}) == 1:
            return names
    return frozenset()


# (ja zh ko, English; check-za-east) English's merge into a branch ("Don't merge into prod",
# "merging into develop is fine"), beside the east's _INTO
_INTO_EN = Lazy(
    r"(?<![\w-])merg(?:e|es|ed|ing)\s+(?:\S+\s+){0,2}?into\s+(?:the\s+)?([a-z0-9][\w./-]*)"
)
# and the east's branch as the topic of the refused merge ("prod には直接マージせんといて", "prod 에는
# 머지하지 마세요", "prod 不要合并", "不要往 prod 合并")
_INTO_TOPIC = Lazy(
    r"(?<![\w./-])([a-z0-9][\w./-]*)\s*(?:브랜치|ブランチ|分支)?\s*(?:에는|에도|には|にも|へは)\s*"
    r"(?:直接\s*|바로\s*)?(?:머지|병합|マージ|merge)" + _STATE_AFTER +
    # (check-zf-east) a "then" or "for now" before the refusal ("main 就先不要合并了", "main 暂时别合并")
    r"|(?<![\w./-])([a-z0-9][\w./-]*)\s*(?:分支)?\s*[，,]?\s*(?:(?:就|先|暂时|暫時|暂且|暫且|还是|還是|千万|千萬)\s*)*"
    r"(?:不要|别|別|唔好|不准|禁止)\s*(?:直接\s*)?(?:合并|合併|merge)"
    r"|(?:往|向)\s*([a-z0-9][\w./-]*)\s*(?:分支)?\s*(?:合并|合併|merge)"
)


def merge_refused_into(text: str, plain: str) -> frozenset[str]:
    """(ja zh ko, English; check-za-east) The branches a clause refuses a merge into, one named by
    its particle or preposition of into in each ("prod には直接マージせんといて", "不要合并到 prod",
    "prod 에는 머지하지 마세요", "Don't merge into prod"): the merge landing there is refused, merges into
    other branches are free ("develop にマージするんはかまへんで") — the merge's noun had refused every
    merge (act_nouns: `git merge`). No push in the clause (its rule is the push's)."""
    if not _MERGE.search(plain):
        return frozenset()
    # (ko ja zh; check-zd-east) "…はご自由に、でも main はダメ": the free branch is not the refused
    beside = merge_beside_free(text, plain)
    if beside:
        return beside
    refused: set[str] = set()
    for a, b, part in strong_clauses(plain):
        if not _MERGE.search(part) or _REQUEST.search(part) or PUSH.search(part):
            continue
        named = {family(n) for n in branches_named(text[a:b])}
        found = [m for rx in (_INTO, _INTO_TOPIC) for m in rx.finditer(text, a, b)]
        # English's "into" takes any word ("Don't merge prod into anything yet"): a branch only
        # where the clause names it as one
        found += [m for m in _INTO_EN.finditer(text, a, b) if m.group(1) in named]
        if not found or not negated(part):
            continue
        # a branch listed beside the one read ("Don't merge into prod or develop", "prod や develop
        # にはマージしないで"): the list is refused, not one of it — give up the reading (every merge
        # refused, as the merge's noun had it) rather than free the rest of the list
        if any(_listed(text, a, b, m, named) for m in found):
            return frozenset()
        into = {next(g for g in m.groups() if g) for m in found}
        if len(into) > 1:
            return frozenset()
        refused |= into
    return frozenset(refused)


# (ko zh; check-zb-east) a merge said by a plain verb of joining, the branch it lands on before it:
# Korean's 합치다 after the branch and its particle of into ("작업 브랜치를 main 에 합치지 마"),
# Chinese's 合 with its way in before the branch ("别把 develop 合进 release 里", "不要合到 prod"):
# the merges into other branches keep the rule (merge_refused_into's reading, by other words)
_JOINED_INTO = Lazy(
    r"(?<![\w./-])([a-z0-9][\w./-]*)\s*(?:브랜치)?\s*(?:으로|로|에)\s*합(?:치|쳐|칠)"
    # (not a compound's 合: 符合到, 结合到, 整合进, 组合入, 混合到)
    r"|(?<![符综綜组組配适適结結联聯融整混复複])合(?:进|進|到|入)\s*([a-z0-9][\w./-]*)"
)


def merge_joined_into(text: str, plain: str) -> frozenset[str]:
    """(ko zh; check-zb-east) The one branch a negated clause joins another into by a plain verb
    (see _JOINED_INTO): the merge landing there is refused, as merge_refused_into reads the merge's
    own word; no push or request in the clause, no list of branches where it lands."""
    if "합" not in plain and "合" not in plain:
        return merge_beside_free(text, plain)  # (ko ja zh; check-zd-east)
    for _a, _b, part in strong_clauses(plain):
        found = list(_JOINED_INTO.finditer(part))
        if not found or PUSH.search(part) or _REQUEST.search(part) or not negated(part):
            continue
        into = {next(g for g in m.groups() if g) for m in found}
        if len(into) == 1:
            return frozenset(into)
    return merge_beside_free(text, plain)  # (ko ja zh; check-zd-east)


# (ko ja zh; check-zd-east) Merges into one branch given a free hand, into another refused with the
# verb said once: "dev 分支可以直接合併，master 不行喔", "qa 分支随便合，release 别碰", "feature 브랜치는
# 머지해도 되지만 release 는 안 돼", "develop へのマージはご自由に、でも main はダメ". The refused
# clause names one branch and a bare "no" (or "don't touch"), no verb of its own: the merge landing
# there is refused; merges into the free branch keep the rule. (Read as nothing, every merge had
# been in doubt.) Not a push's clause, a request's, nor a free hand refused ("别随便合").
_MERGE_FREE = Lazy(
    r"(?:可以|随便|隨便|自由に?|ご自由に|直接|好きに)\s*(?:直接\s*)?(?:合(?![作格理约約同法])|merge|マージ)"
    r"|(?:合并|合併|merge|マージ|머지|병합)\s*(?:해도\s*(?:되|돼|괜찮)|しても?(?:いい|ええ|OK)|也?可以|随便|隨便|没问题|沒問題)"
    r"|(?:マージ|merge)\s*は\s*(?:ご)?自由"
)
_BARE_NO = Lazy(
    r"\s*(?:でも|しかし|但是?|不过|不過|可是|하지만|근데|그런데)?\s*([a-z0-9][\w./*-]*)\s*(?:分支|브랜치|ブランチ)?\s*"
    r"(?:은|는|에는|엔|は|就|的话|的話)?\s*(?:绝对|絕對|絶対|절대(?:로)?)?\s*"
    r"(?:不行|不可以|不准|不能|别碰|別碰|不要碰|唔得|唔好|唔准|ダメ|だめ|駄目|あかん|いけません|안\s*(?:돼|됩니다|돼요|되요|됨)|금지)"
    r"[\s\w]{0,3}?[。.!！~]*\s*"
)
_FREE_CUT = Lazy(r"[，,、。;；!！]|\.(?=\s|$)|지만|けど")


def merge_beside_free(text: str, plain: str) -> frozenset[str]:
    """The one branch a bare refusal names beside a clause that gives merges a free hand."""
    if not _MERGE_FREE.search(plain) or PUSH.search(plain) or _REQUEST.search(plain):
        return frozenset()
    cuts = [0, *(x for m in _FREE_CUT.finditer(plain) for x in (m.start(), m.end())), len(plain)]
    parts = [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts), 2)]
    free = [(a, b) for a, b in parts if _MERGE_FREE.search(plain, a, b)]
    if len(free) != 1 or negated(plain[slice(*free[0])]):
        return frozenset()
    refused = {m.group(1) for a, b in parts if (m := _BARE_NO.fullmatch(plain, a, b))}
    named = branches_named(text[slice(*free[0])])
    return (
        frozenset(refused) if len(refused) == 1 and named and not named & refused else frozenset()
    )


# a word joining a list of branches: "prod or develop", "prod や develop", "prod 和 develop",
# "main/develop"; not a comma, which as often opens the next clause ("…prod, develop is fine")
_JOIN = r"\s*(?:/|、|(?<![\w-])(?:or|and|nor)(?![\w-])|や|と|和|或者?|及|跟|与|與|와|과|이나|나)\s*"
_LISTED_AFTER = Lazy(_JOIN + r"(?:the\s+)?([a-z0-9][\w./-]*)")
_LISTED_BEFORE = Lazy(r"(?<![\w./-])([a-z0-9][\w./-]*)" + _JOIN + r"$")


def _listed(text: str, a: int, b: int, m: re.Match[str], named: set[str]) -> bool:
    """Whether the branch a match read is one of a list of branches the clause a:b names."""
    g = next(i for i in range(1, len(m.groups()) + 1) if m.group(i))
    after = _LISTED_AFTER.match(text[:b], m.end(g))
    before = _LISTED_BEFORE.search(text[a : m.start(g)])
    return any(x and x.group(1) in named for x in (after, before))


def _merged_into_in_west(plain: str) -> frozenset[str]:
    """(fr de es it ru ar; check-z-west) The line a merge lands on where a clause hands that merge
    to a role by "only" or a noun of duty ("fusionner dans main est du ressort exclusif du
    responsable qualité", "Das Mergen in main obliegt ausschließlich der Werkstattleiterin", "il
    merge su main è di esclusiva competenza della custode", "دمج التغييرات في main … مسؤولية كبير
    الصنّاع فقط"): the line named bare after the merge's preposition, one clause, no push in it."""
    if not WEST_MERGE_INTO.search(plain):
        return frozenset()
    for a, b in reserving_clauses(plain):
        lines = {m.group("line") for m in WEST_MERGE_INTO.finditer(plain, a, b)}
        if len(lines) == 1 and not PUSH.search(plain, a, b):
            return frozenset(lines)
    return frozenset()


# (fix-zc-noticed) The branch a merge lands on, named after the merge and its preposition of into,
# bare or with a word for a branch ("Das Zusammenführen in den stable-Zweig", "fusionne dans
# stable", "merge into stable", "fusionar en stable", "мержить в stable")
_MERGE_INTO_ANY = Lazy(
    r"(?<!\w)(?:merg\w*|zusammenführ\w*|zusammengeführt|fusionn\w*|fusion(?:ar|a)\w*|mergiare|"
    r"мерж\w*|смерж\w*|слива\w*)\s+(?:\S+\s+){0,2}?(?:into|in|dans|en|a|su|sul|в|auf|nach)\s+"
    r"(?:(?:the|den|die|das|la|le|el|il|l')\s*)?(?P<line>[a-z0-9][\w./]*?)"
    r"(?:-?(?:zweig|branch|branche)|\s+(?:branch|zweig|branche|rama|ramo|ветк\w*))?(?![\w./-])"
)

_USUAL_LINE = Lazy(
    r"main|master|develop|dev|stable|staging|trunk|prod|production|release[\w./-]*|[\w.-]+/[\w./-]+"
)


def _merge_left_to_a_doer(text: str, plain: str) -> frozenset[str]:
    """(fix-zc-noticed) The one branch a clause leaves merging into to a doer by "only" and a modal
    or a word of allowing ("Das Zusammenführen in den stable-Zweig ist allein der Maintainerin
    erlaubt", "Seul le mainteneur fusionne dans stable", "Only Tunde may merge into stable",
    allowed_only_to._ONLY_MAY): the merge landing there is the doer's; no push in the clause."""
    for a, b in allowed_only_to(plain):
        if PUSH.search(plain, a, b):
            continue
        named = {family(n) for n in branches_named(text[a:b])}
        # a line the branch reader knows, one of the usual lines, or one a word for a branch
        # follows ("in den stable-Zweig"); not any word after "in" ("merge in a hurry")
        lines = {
            m.group("line")
            for m in _MERGE_INTO_ANY.finditer(plain, a, b)
            if m.group("line") in named
            or _USUAL_LINE.fullmatch(m.group("line"))
            or m.end("line") < m.end()
        }
        if len(lines) == 1:
            return frozenset(lines)
    return frozenset()


_SPACE = Lazy(r"\s*")


def _fields_of_roles(part: str) -> set[str]:
    """(ko ja, check-z-east) The branch names a clause writes in Hangul or katakana as the field of
    a role just after them ("릴리즈 담당자 권한입니다", "リリース管理者の権限": the release's manager, not
    a release branch)."""
    fields = set()
    for word, name in TRANSLITERATED:
        i = part.find(word)
        if i >= 0 and role_at(part, _SPACE.match(part, i + len(word)).end()):
            fields.add(name)
    return fields


# (fr de es it ru ar; check-za-west) The line a merge lands on in the west's other orders: any name
# after a word for a branch ("In den Branch stable darf nur die Kapellmeisterin mergen", "merge
# sur la branche recette"), or a line named bare ("Merge sur prod", "Mergen in main"), after the
# merge's word and its preposition or, German's verb closing the clause, before the merge ("Nach
# main wird nicht gemergt", "nicht in main mergen").
_LINE = (
    r"(?:(?:den|dem|die|le|la|el|il)\s+)?(?:(?:branch|zweig|branche|rama|ramo|ветк\w*|فرع"
    r"|الفرع)\s+"  # (ar; check-zd-west) with its article: "في الفرع production"
    r"(?P<named>[a-z0-9][\w./-]*)|(?P<line>main|master|develop|release|prod\w*|staging|stable)(?![\w/-])"
    # (de; check-zc-west) German's compound, Swiss "de" as its article: "in de prod-Branch"
    r"|(?:de\s+)?(?P<compound>[a-z0-9][\w.]*)-(?:branch|zweig)(?!\w))"
)
_MERGE_THEN_LINE = Lazy(
    r"(?<!\w)(?:fusionn\w*|merg\w*|мерж\w*|смерж\w*|دمج|ال\s*merge"
    # (ar fr es it ru; check-zd-west) the merge's noun and the verbs of joining: "الدمج في فرع
    # release", "لا تدمج في main", "pas de fusion dans stable", "fusionar ramas en la rama stable",
    # "unire … nel ramo production", "Слияние веток в ветку master", "не вливай в release"
    r"|(?:ال|بال|لل|[تين]|مت)دمج\w{0,3}|fusion|fusión|fusione|fusion(?:ar|a|an|e|en|es)|"
    r"unire|unisc\w+|слияни\w+|влива\w*|влить|влей|вливай"
    # (de; check-zd-west) German's participle opening the sentence, its line after it ("Gemergt
    # wird nach main nur vom Kantor", Swiss "Gmerged wird uf release nöd")
    r"|gemergt|gmergt|gmerged|gemerged"
    # (fr; check-zd-west) and French's verb with its "anything" ("fusionner quoi que ce soit dans
    # la branche production"), four words the gap after the verb does not hold
    r"|(?:fusionn\w*|merg\w*)\s+quoi\s+que\s+ce\s+soit"
    r"|zusammenführ\w*)"  # (de; check-zc-west) German's own verb: "Zusammenführen in main …"
    r"(?:\s+\S+){0,2}?\s+"
    r"(?:dans|sur|in|a|al|en|su|sul|nel|в|во|في|إلى|الى|على"
    # (ar de; check-zd-west) the Maghreb's "in": "ما تديرش merge ف main"; German's "nach" after
    # the merge ("Das Mergen nach production übernimmt ausschließlich die Teamleitung"), Swiss "uf"
    r"|ف|nach|uf)\s+" + _LINE
)
_LINE_THEN_MERGE = Lazy(
    r"(?<!\w)(?:in|nach|auf|al|a|en|su|sul|в|во"
    r"|uf)\s+"  # (de; check-zd-west) Swiss "uf": "Uf release wird nöd gmerged"
    + _LINE
    + r"(?:\s+\S+){0,5}?\s+(?:mergen|gemergt|mergt|mergea\w*|mergia\w*|мерж\w*"
    # (de; check-zc-west) German's own verb and Bavarian's participle: "… nie in main
    # zusammenführen", "In main wird ned gmergt"
    r"|zusammenführen|zusammengeführt|gmergt"
    r"|gmerged|gmerget)(?!\w)"  # (de; check-zd-west) Swiss participles
)
# Who merges, kept to someone by "only" or "reserved to" ("darf nur die Kapellmeisterin mergen",
# "solo mergea la jefa de turno", "réservé à la cheffe de projet", "بس للمدير") — not "only" said
# of where ("Merge nur in develop", "solo a develop"), which allows that line.
_ONLY_WHO = Lazy(
    r"(?<!\w)(?:nur|ausschließlich|ausschliesslich|seulement|uniquement|exclusivement|solo|sólo|"
    r"solamente|únicamente|soltanto|esclusivamente|только|лишь|исключительно|فقط|بس)(?!\w)"
    # (not "only" said of when or on what terms: "si fa solo dopo la revisione", "nur mit Review")
    r"(?!\s+(?:dopo|prima|despu[eé]s|antes|apr[eè]s|avant|nach|vor|nachdem|wenn|falls|mit|per|con|"
    rf"avec|se|si|при|после|до|если|с|بعد|قبل|لو|إذا|مع|{TIMES})(?!\w))"
    r"|(?<!\w)(?:réservée?s?\s+(?:à|aux)|vorbehalten|reservad[oa]s?\s+a|riservat[oa]\s+a)(?!\w)"
)
_ONLY_WHERE = Lazy(
    r"(?<!\w)(?:nur|ausschließlich|seulement|uniquement|solo|sólo|solamente|únicamente|soltanto|только|"
    r"лишь|فقط|بس)\s+(?:(?:noch|directement|direkt)\s+)?(?:dans|sur|in|nach|auf|a|al|en|su|sul|nel|в|во|في|إلى|على)\s"
)


# (de; check-zc-west) German's "not allowed" after the merge in its clause ("Zusammenführen in main
# ist in der Seilbahn-App nicht erlaubt"): "nicht" is read as a negation before what follows it,
# and nothing followed the merge — not a permission ("… ist nicht nur erlaubt, sondern …"), nor
# "no longer" ("nicht mehr erlaubt" is the lifting's, given_up's to read)
_NOT_ALLOWED = Lazy(
    r"(?<!\w)(?:nicht|nie|niemals|ned|nöd)\s+(?:erlaubt|gestattet|zulässig|drin)(?!\w)"
    # and Bavarian's "ned" before its participle ("In main wird ned gmergt")
    r"|(?<!\w)(?:ned|nöd|nid)\s+gmergt(?!\w)"
    r"|(?<!\w)(?:ned|nöd|nid)\s+gmerg(?:ed|et)(?!\w)"  # (de; check-zd-west) and Swiss's
    # and the negation right after the verb in second place ("Mir merged nöd in de prod-Branch",
    # "Wir mergen nie in main")
    r"|(?<!\w)merg\w*\s+(?:nöd|ned|nid|nicht|nie|niemals)(?!\w)"
    # (it ru; check-zd-west) and the refusal after the merge in its clause that the shared one
    # after a thing lacks ("Il merge in develop è proibito per il bot", "Слияние веток в ветку
    # master … не допускается"): read here, in the merge's clause only — "è proibito" after any
    # thing read "Il parcheggio qui è proibito, ma pusha pure su main" as a ban on the push
    r"|(?<!\w)(?<!non\s)(?:è|sono)\s+(?:severamente\s+|assolutamente\s+)?proibit[oaie](?!\w)"
    r"|(?<!\w)не\s+(?:допуска\w+|разреша\w+|позволя\w+)(?!\w)"
)

# (de; check-zc-west) "not only" is no refusal, nor one to someone ("… ist nicht nur erlaubt,
# sondern erwünscht"); and German's "not allowed" told of the past is no rule now ("Früher wurde in
# main ned gmergt, jetzt scho", Swiss "früener": check-zd-west), German's words of a time gone by
# given_up's (mend-zd-asks: written once)
_NOT_ONLY = Lazy(r"(?<!\w)nicht\s+nur(?!\w)", re.IGNORECASE)
_PAST = Lazy(rf"(?<!\w)(?:{DE_WHEN_GONE})(?!\w)", re.IGNORECASE)


# (fr de es it ru ar; check-zd-west) The merge left to someone named, then "not you" closing the
# sentence or its clause ("Les merges dans main, c'est le responsable qualité qui les fait, pas
# toi", "…, nicht du", "…, non tu", "…, no vos", "…, не ты", "…، مش إنت"): kept from the agent as
# "only" keeps it — not "you" asked or allowed ("c'est toi qui les fais")
_NOT_YOU = Lazy(
    r"(?<!\w)(?:pas\s+toi|pas\s+à\s+toi|nicht\s+du|nicht\s+von\s+dir|non\s+tu|non\s+te|no\s+vos|"
    r"no\s+tú|no\s+tu|не\s+ты|не\s+тебе|مش\s+[إا]نت[ي]?)(?=\s*(?:[,.!;،]|hein|$))",
    re.IGNORECASE,
)


# (es it fr de ru; check-zd-west) "only" before a kind of change, its article or none between
# ("Solo los cambios revisados puede fusionar en main", "Nur die Änderungen …"): what may be
# merged, not who merges (allowed_only_to reads the same of its doers)
_ONLY_A_CHANGE = Lazy(
    r"\s+(?:(?:el|la|los|las|il|lo|gli|le|les|die|der|den|das|the)\s+)?"
    r"(?:cambios|código|modifiche|codice|änderungen|изменения|коммиты|changes?|code|commits?|"
    r"fusions?|correctifs?|modifications?|merges?|prs?|fixes|hotfixes|parches|patch(?:es)?)(?!\w)"
)


def _merge_onto_kept_in_west(plain: str) -> frozenset[str]:
    """(fr de es it ru ar; check-za-west) The one line a clause names as where a merge lands, the
    merge refused there in its own clause ("Mergen in main ist verboten", "Nicht in main mergen")
    or kept to someone ("In den Branch stable darf nur die Kapellmeisterin mergen", "Merge sur
    prod : réservé à la cheffe de projet"), with no push in the clause: the merge landing there is
    refused to the agent, a merge into another line keeps the rule. Not a reminder ("Vergiss
    nicht, nach dem Mergen in main …"), nor a negation of another clause ("Keine Sorge, in main
    mergen ist okay")."""
    if not (_MERGE_THEN_LINE.search(plain) or _LINE_THEN_MERGE.search(plain)):
        return frozenset()
    for _a, _b, part in strong_clauses(plain):
        if PUSH.search(part) or REMIND.search(part):
            continue
        found = [*_MERGE_THEN_LINE.finditer(part), *_LINE_THEN_MERGE.finditer(part)]
        lines = {m.group("named") or m.group("line") or m.group("compound") for m in found}
        if len(lines) != 1:
            continue
        m = found[0]
        c, d = next(((c, d) for c, d in clauses(part) if c <= m.start() < d), (0, len(part)))
        # refused in the merge's own clause: a negation before the merge or inside it ("Nicht in
        # main mergen", "Nach main wird nicht gemergt"), a refusal after it ("… ist verboten") —
        # not a negation of what came after ("Der Merge in main hat gestern nicht geklappt")
        # (de; check-zc-west) "nicht nur" (not only) is neither a negation nor an "only": blanked,
        # it refuses nothing ("… ist nicht nur erlaubt, sondern erwünscht"), and a refusal beside
        # it is still read ("In main wird nicht gemergt, nicht nur am Freitag")
        bare = _NOT_ONLY.sub(lambda n: " " * len(n.group()), part)
        refused = NEGATION_BEFORE.search(bare, c, m.end()) or NEGATION_AFTER.search(
            bare, m.start(), d
        )
        if not refused and not _PAST.search(part):  # (de; check-zc-west)
            refused = _NOT_ALLOWED.search(bare, c, d)
        # kept to someone in the merge's own clause or after it ("Merge sur prod : réservé à …"),
        # not in a clause before it ("Nur Anna weiß, wie man in main mergen kann")
        kept_to_someone = _ONLY_WHO.search(bare, c) and not _ONLY_WHERE.search(bare)
        only = _ONLY_WHO.search(bare, c) if kept_to_someone else None  # (check-zd-west)
        if only and _ONLY_A_CHANGE.match(bare, only.end()):
            kept_to_someone = False  # (check-zd-west) "Solo los cambios revisados …": no doer
        kept_to_someone = kept_to_someone or _NOT_YOU.search(bare, c)  # (check-zd-west)
        if refused or kept_to_someone:
            return frozenset(lines)
    return frozenset()
