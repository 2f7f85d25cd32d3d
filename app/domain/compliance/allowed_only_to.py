"""A push or merge allowed only to a doer, in the east's words: "main 브랜치 푸시는 릴리즈 담당자에게만
허용됩니다", "main 푸시 권한은 팀장님에게만 있어요", "main ブランチへの push はリリース担当者にのみ許可
されています", "main 分支只允许发布负责人推送", "prod 分支，限定店長才能 push" (fix-za-noticed and the
twenty-seventh round's east, which read the same class apart: one room now, merged_into asks it too). The "only" stands after the doer's particle of whom
(에게, 한테, 께; に) or before the verb of allowing (只允许), where reserved.ONLY_AFTER_ROLE, which
reads it right after the role ("담당자만", "担当者だけ"), found none: Korean read the rule as a
permission (unknown on every push), Japanese and Chinese as the branch's "only" — main followed and
a feature branch refused, both the wrong way round. The push is the doer's, refused to the agent
(read_actions asks, beside reserved.reserving_clauses)."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy, blank
from app.domain.compliance.only_doers import TIMES
from app.domain.compliance.read_branches import branches_named
from app.domain.compliance.reserved import ROLE, strong_clauses
from app.domain.compliance.rule_scope import JA_PERSON

# a doer the role table does not hold: a bot ("CI 봇에게만", "リリースボットにのみ")
_BOT = Lazy(r"(?:봇|ボット|机器人|機器人|(?<![a-z])bot)(?![a-z])")
# after the doer (the rest of its post's word, "팀장님" after the table's 팀): the particle of whom
# and "only", then a word of allowing or of authority
_TO_ONLY = Lazy(
    r"[가-힣]{0,3}?\s*(?:에게|한테|께)\s*만(?![가-힣])[^.!?]{0,16}?(?:허용|허락|권한|맡겨|맡깁)"
    r"|(?:者|さん|の方)?\s*(?:(?:に|へ)\s*(?:だけ|のみ|しか)|だけに|のみに)[^。!！?？]{0,16}?"
    r"(?:許可|許され|権限|認め|任せ)"
)
# before the doer: "only" joined to the verb of allowing ("只允许", "僅允許", "只准", "只让")
_ONLY_ALLOWS = Lazy(
    r"(?:(?:只|仅|僅)\s*(?:允许|允許|准许|准許|准|让|讓|给了?|給了?|交给|交給|授予)|限定)\s*"
)
# the authority named first, its holder after it with its "only" ("main 브랜치 푸시 권한은
# 리드에게만 있어요", "push 権限はリーダーにしかありません"): whoever holds it, a post the role table
# may miss (리드 before a particle), so long as it is not the agent
_AUTHORITY_FIRST = Lazy(
    r"(?:권한|허용|허락)[은는이가]?\s+(?!(?:당신|너|네|you)(?![a-z]))[^.!?]{1,20}?(?:에게|한테|께)\s*만\s*"
    r"(?:있|주어|부여|허용|허락)"
    r"|権限は[、,]?\s*(?!あなた)[^。!！?？]{1,20}?(?:に|へ)\s*(?:だけ|のみ|しか)\s*(?:あり|与え|付与)"
)
# (ja ko zh) the CI or a bot alone pushing, its "only" right after it or "只有" before it ("main
# には CI だけが push します", "main 브랜치는 CI만 푸시해요", "main 只有 CI 能推"): no role table holds
# the CI, so the east read "only" as the branch's (main followed, every other branch refused); the
# push right after it, so "CI만 통과하면" (only if the CI passes) is no doer
_MACHINE_ONLY = Lazy(
    r"(?:(?<![a-z])ci|봇|ボット|(?<![a-z])bot)(?![a-z])\s*(?:만|だけが?|のみが?|しか)\s*"
    r"(?:푸시|push|プッシュ)"
    r"|只有\s*(?:(?<![a-z])ci|机器人|機器人|(?<![a-z])bot)(?![a-z])\s*(?:能|可以|会|會|才能)?\s*(?:推|push)"
)
# (fix-zb-noticed) a push let through only by way of a doer: "В прод пушим только через тимлида",
# "Auf main nur über die Teamleitung pushen", "A main solo a través del líder", "main 只能通过组长推送",
# "main 은 팀장 통해서만 푸시해요", "main へはリーダー経由でのみ push": the push is the doer's to make
# (or to let through), refused to the agent's own hand; a request or a review as the way ("only
# through a pull request") names no doer, and keeps its reading
_THROUGH = Lazy(
    r"(?<!\w)(?:(?:only|solely)\s+(?:through|via|by\s+way\s+of)|(?:nur|ausschließlich)\s+(?:über|via|durch)|"
    r"(?:solo|sólo|solamente|únicamente)\s+(?:a\s+través\s+del?|por\s+medio\s+del?|vía|via)|"
    r"(?:solo|soltanto|solamente|unicamente)\s+(?:tramite|attraverso|via)|"
    r"(?:seulement|uniquement|que)\s+(?:via|par\s+l['’]intermédiaire\s+d[eu]|à\s+travers|en\s+passant\s+par)|"
    r"(?:только|лишь)\s+через|(?:فقط|إلا)\s+(?:عبر|من\s+خلال|عن\s+طريق))(?!\w)\s*"
    r"(?:(?:the|our|die|den|der|unsere?n?|el|la|los|las|del|il|lo|l['’]|le|les|la|nostr[oa]|notre|нашего|нашу)\s*)*"
    r"(?:\S+\s+){0,2}?(?P<doer>\S)"
    r"|(?:只能|只|仅|僅)\s*(?:通过|通過|透过|透過|经过|經過|经由|經由)\s*(?P<doer2>\S)"
)
_POSSESSIVE = Lazy(r"['’]s(?!\w)")
# the doer before its "only through" (ko ja): "팀장 통해서만", "리드를 거쳐서만", "リーダー経由でのみ"
_THROUGH_AFTER = Lazy(
    r"\s*(?:을|를|님을|님)?\s*(?:통해서만|통해서\s*만|거쳐서만|거쳐야만|통해야만)"
    r"|\s*(?:を)?\s*(?:経由でのみ|経由だけで|通してのみ|通してだけ|を通してのみ)"
)
# a lead the role table does not hold ("тимлид", "die Teamleitung", "el líder", "组长", "팀장")
_LEAD = Lazy(
    r"(?:тимлид\w*|техлид\w*|лид[аеу]?(?!\w)|team\s*leitung|teamleitung|teamleiter\w*|team\s*lead\w*|"
    r"tech\s*lead\w*|líder|lider|leader|capo\s*team|chef\s+d['’]équipe|组长|組長|팀장|리드|リーダー)"
)
# (ko ja zh; check-zb-east) a doer the role table does not hold, known as a person by the head of
# its noun — Korean's honorific 님 or a head's 장 ("관장님만 해", "사장님만 push 해요", "전산실장만 할 수
# 있습니다"), Japanese's and Chinese's person heads (支配人, 院長, 店主; 园长, 老闆, 师傅) — with its "only"
# and the act right after it ("支配人だけが行えます", "只有园长能推", "淨係老闆先可以推"), or Japanese's
# "none but" before the refused act ("院長以外は push なさらないよう"): the push or merge is the doer's.
# Not "only" said of a place or a time (주차장만 쓰세요, 只有周末能推, main 以外は push しないで: no
# person's head), nor Korean's "만 해도" (even just).
_DOER_BY_HEAD = Lazy(
    r"[가-힣]{1,6}(?:님|(?<![주공농광극매시])장)\s*만이?(?!\s*해도)\s*[^.!?,]{0,12}?"
    r"(?:할\s*수|해(?![가-힣])|해요|합니다|하세요|하십니다|푸시|push|머지|merge|병합|올리|올려|올릴)"
    rf"|(?:{JA_PERSON}|[\u3400-\u9fffァ-ヺー]{{1,6}}(?:さん|様))"
    r"\s*(?:だけ|のみ)\s*が\s*[^。!！?？、]{0,8}?"
    r"(?:行え|行い|行う|でき|出来|push|プッシュ|マージ|merge)"
    rf"|{JA_PERSON}\s*以外(?:の方)?\s*は\s*[^。!！?？、]{{0,6}}?"
    r"(?:push|プッシュ|マージ|merge)[^。!！?？]{0,12}?(?:ない|ません|禁止|ご遠慮)"
    r"|(?<!以前)(?<!之前)(?<!过去)(?<!過去)(?:只有|只能由|只由|淨係|净系)"
    r"\s*[\u3400-\u9fff]{0,4}(?:长|長|人|员|員|闆|板|师|師|主)\s*"
    r"(?:先可以|先得|才能|才可以|能|可以|来|來)\s*(?:推|push|合并|合併|merge)"
    # (zh_Hant zh_Hans; check-zc-east) a person by Cantonese's 阿 before one word ("淨係阿頭先可以
    # merge", "只有阿明可以推") or a boss by 頭 ("工頭", "組頭"): no post the heads above hold; not
    # asked ("…先可以 merge 咩？")
    r"|(?<!以前)(?:只有|淨係|净系|只係)\s*(?:阿[\u3400-\u9fff]|[\u3400-\u9fff]{1,2}(?:頭|头))\s*"
    r"(?:先可以|先得|才能|才可以|能|可以)\s*(?:推|push|合并|合併|merge)(?![^。!！]*?[咩嗎吗?？])"
)
# the doer's own words before its post's noun ("发布负责人": 发布, the release, names whose)
_OWN_WORDS = Lazy(r"[\u3400-\u9fff]{0,4}")


# (fix-zc-noticed) A named person, a post or a bot "only" names as the one who may act, by a modal
# ("Only Tunde can push to production", "only the maintainer may merge into stable", "solo Marta
# puede hacer push a producción", "seul le mainteneur peut fusionner dans stable", "nur die
# Maintainerin darf …", "только Аня может пушить …") or with the act said before it and named again
# ("…; only Tunde can do that one", "solo Marta puede hacerlo", "это может только тимлид", "只有组长能
# 做这个"): the words are lowercased, so a name is told by its place — no role table holds it, so
# "only" read as the branch's (the branch followed, every other refused) or as nothing (unknown).
# Not a thing pushed ("Only reviewed code can be merged", "only hotfixes may merge into main"), nor
# the agent or the team ("only you can …", "solo nosotros …").
_NOT_DOER_WORDS = (
    r"you|we|us|i|me|tú|tu|vous|nous|nosotros|noi|du|wir|ты|вы|мы|я|"
    r"reviewed|approved|tested|green|signed|code|changes?|commits?|builds?|tags?|releases?|"
    r"(?:hot)?fix(?:es)?|work|prs?|mrs?|pull|patches|features?|branch(?:es)?|merges?|squash\w*|"
    r"main|master|develop|dev|release\S*|staging|stable|prod\w*|trunk|feature\S*|"
    r"cambios|código|modifiche|codice|änderungen|изменения|коммиты|"
    # (review zc b) French's things too ("Seul le code relu …", "Seule la branche …")
    rf"branches?|fusions?|correctifs?|modifications?|{TIMES}"
    # and an article, skipped, is no doer's first word ("solo los cambios revisados …")
    r"|the|our|el|la|los|las|il|lo|gli|le"
)
_NOT_A_DOER = rf"(?!(?:{_NOT_DOER_WORDS})(?![\w']))"
# (review zc b) A doer's words, the first and the last no thing: the last is what the phrase names
# ("only fast-forward merges may …", "only small fixes can …", "only docs PRs can …" name a kind of
# change, not who merges; "only Anna Petrova can …" a person); the west's noun comes first, its
# article read ("Solo los cambios revisados …", "Seul le code relu …")
_WORD = r"[a-z][\w'-]*"
_DOER = rf"{_NOT_A_DOER}{_WORD}(?:(?:\s+{_WORD})??\s+{_NOT_A_DOER}{_WORD})?"
_LETTERS = r"[^\W\d_]+"
_DOER_WEST = rf"{_NOT_A_DOER}[^\W\d_]{{3,}}(?:(?:\s+{_LETTERS})??\s+{_NOT_A_DOER}{_LETTERS})?"
_ACT = r"(?:push|merge|deploy|release|publish|do\s+(?:that|it|this|so)(?:\s+one)?|handle\s+(?:that|it))"
_ONLY_MAY = Lazy(
    rf"(?<![\w'])only\s+(?:the\s+|our\s+)?{_DOER}\s+"
    rf"(?:can|may|is\s+allowed\s+to|is\s+permitted\s+to|gets\s+to)\s+(?:ever\s+)?{_ACT}(?![\w'])"
    # "…is allowed only to Tunde", "…is only permitted for the maintainer": the doer ends the clause
    r"|(?<![\w'])(?:only\s+(?:allowed|permitted)|(?:allowed|permitted)\s+only)\s+(?:to|for)\s+"
    rf"(?!(?:push|merge|deploy|commit|use|run|do)\w*(?!\w))(?:the\s+|our\s+)?{_DOER}\s*$"
    rf"|(?<!\w)(?:solo|sólo|solamente|únicamente)\s+(?:(?:el|la|los|las)\s+)?{_DOER_WEST}"
    r"\s+(?:puede|podrá)\s+(?:hacerlo|hacer\s+eso|hacer\s+push|pushear|mergear|fusionar)"
    rf"|(?<!\w)(?:solo|soltanto|solamente)\s+(?:(?:il|la|lo|i|gli|le)\s+|l')?{_DOER_WEST}"
    r"\s+può\s+(?:farlo|fare\s+push|pushare|mergiare|fare\s+merge)"
    rf"|(?<!\w)seule?\s+(?:le|la|l')\s*{_DOER_WEST}\s+"
    r"(?:peut\s+(?:le\s+faire|faire\s+ça|pousser|fusionner|merger)|(?:fusionne|pousse|merge)\s+(?:dans|sur|vers))(?!\w)"
    # (mend-zc-doers) a first name, bare of an article ("Seule Anna pousse sur production"); one
    # word, its verb right after it ("Seul le code …" keeps its article and its reading)
    rf"|(?<!\w)seule?\s+{_NOT_A_DOER}[^\W\d_]{{3,}}\s+"
    r"(?:peut\s+(?:pousser|fusionner|merger)|(?:fusionne|pousse|merge)\s+(?:dans|sur|vers))(?!\w)"
    rf"|(?<!\w)(?:nur|allein|ausschließlich|einzig)\s+(?:der|die|dem|den)\s+{_NOT_A_DOER}[^\W\d_][\w-]{{2,}}\s+"
    r"(?:erlaubt|gestattet|vorbehalten|darf\s+(?:das|es)(?!\w))"
    r"|(?<!\w)(?:это|так)\s+(?:может|могут|можно|разрешено|имеет\s+право)\s+(?:делать\s+)?(?:только|лишь)\s+\w{3,}"
    r"|(?<!\w)(?:только|лишь)\s+(?!мы|ты|вы|я)\w{3,}(?:\s+\w+)?\s+(?:может|имеет\s+право)\s+"
    r"(?:это|(?:за)?пушить|мерж\w*|сливать)(?!\w)"
    r"|(?:只有|只能由|只由)\s*(?!你|您|我们|我們)[^\s，,。]{1,6}?\s*(?:能|可以|才能|才可以)\s*(?:做|干|幹|弄|处理|處理)\s*"
    r"(?:这个|這個|这件事|這件事|这事|這事|这些|這些)"
)
# (zh ja ko; mend-zc-doers) A doer in Latin letters, a name or a post ("只有Anna推送到production",
# "只有 PM 可以推送", "production には Anna だけがプッシュできる", "Anna만 production에 푸시해요"), or a
# person by a Chinese name's form (小王, 老王, 王工, 王总: a surname, then 小/老 before it or a title
# after it) or a Japanese name's honorific (田中さんだけが), "only" said of them and their push after
# it: no role table holds them, so "only" read as the branch's — production followed and every
# other branch refused, the wrong way round. Not a branch or a thing pushed before "only" ("只有
# main 可以推", "hotfix만 production에 푸시해요", "production だけがプッシュ対象"), told by the words,
# which the east's script follows with no space (so a word ends at any letter not Latin); not "只"
# alone ("只推送到 production": where pushes go), nor asked.
# (a line's name or a kind of change is no doer either: "只有 beta 可以推", "只有 bugfix 才能推"; the
# CI is _MACHINE_ONLY's, which asks its push right after it)
_NOT_A_DOER_EAST = (
    rf"(?!(?:{_NOT_DOER_WORDS}|docs?|tests?|bugfix\w*|beta|live|nightly|next|canary|edge|lts|"
    r"preview|testing|qa|uat|gh-pages|versions?|ci)(?![a-z0-9']))"
)
_EAST_LATIN = rf"(?<![a-z0-9/._-]){_NOT_A_DOER_EAST}[a-z][a-z'.]*(?:\s+{_NOT_A_DOER_EAST}[a-z][a-z'.]*)?(?![a-z0-9/_-])"
_SURNAME = (
    "王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾"
    "肖田董袁潘蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦付方白邹鄒孟熊秦"
    "邱江尹薛段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴武戴莫孔汤湯"
)
_ZH_NAME = rf"(?:[小老][{_SURNAME}]|[{_SURNAME}](?:工|总|總|哥|姐|老师|老師))"
_NAMED_ONLY_EAST = Lazy(
    rf"(?<!以前)(?<!之前)(?:只有|只由|只能由)\s*(?:{_EAST_LATIN}|{_ZH_NAME})\s*"
    r"(?:可以|能|才能|才可以|会|會)?\s*(?:推送|推|push|合并|合併|merge)(?![^。!！]*?[嗎吗?？])"
    rf"|(?:{_EAST_LATIN}|[\u3400-\u9fffァ-ヺー]{{1,6}}(?:さん|様|くん))\s*(?:だけ|のみ)\s*が\s*"
    r"[^。!！?？、]{0,24}?(?:プッシュ|push|マージ|merge)(?![^。!！]*?(?:か[?？。]|[?？]))"
    # (Korean: not a condition, "CI만 통과하면 푸시해도 돼요" — only if the CI passes)
    rf"|{_EAST_LATIN}\s*(?:님|씨)?\s*만이?(?!\s*해도)(?![가-힣])\s*[^.!?면]{{0,24}}?"
    r"(?:푸시|push|머지|merge|병합)(?![^.!]*?[?？])"
)
# the act named again, said in the clause before ("Don't push to production; only Tunde can do
# that one", "No hagas push a producción; solo Marta puede hacerlo")
_ACT_AGAIN = Lazy(
    r"(?<!\w)(?:do|handle)\s+(?:that|it|this|so)|hacerlo|hacer\s+eso|farlo|le\s+faire|faire\s+ça|"
    r"darf\s+(?:das|es)|(?:это|так)\s+(?:может|могут|можно|разрешено)|这个|這個|这件事|這件事|这事|這事"
)

_FIELD = Lazy(r"[\w-]+\s+$")


def _with_its_act(plain: str, a: int, b: int) -> tuple[int, int]:
    """The clause (a, b), and the clause before it when it names its act only again, naming no
    branch itself (see _ACT_AGAIN)."""
    # (a role's field, the word before it, is no branch: "only the release manager can do that")
    part = plain[a:b]
    fields = [
        ((_FIELD.search(part, 0, m.start()) or m).start(), m.end()) for m in ROLE.finditer(part)
    ]
    part = blank(part, fields)
    if a == 0 or not _ACT_AGAIN.search(plain, a, b) or branches_named(part):
        return a, b
    before = [c for c, _d, part in strong_clauses(plain[:a]) if part.strip()]
    return (before[-1] if before else 0), b


def allowed_only_to(plain: str, found=()) -> list[tuple[int, int]]:
    """The (start, end) of each clause between strong cuts that allows its act only to a doer
    (see the module), or of each clause `found` by reserved.reserving_clauses, with the clause
    before it where it names its act only again (fix-zc-noticed)."""
    if found:
        return [_with_its_act(plain, a, b) for a, b in found]
    out = []
    for a, b, part in strong_clauses(plain):
        if _ONLY_MAY.search(part):  # (fix-zc-noticed) "only Tunde can do that one"
            out.append(_with_its_act(plain, a, b))
            continue
        if _AUTHORITY_FIRST.search(part) or _MACHINE_ONLY.search(part):
            out.append((a, b))
            continue
        if _DOER_BY_HEAD.search(part) or _NAMED_ONLY_EAST.search(part):  # (check-zb-east)
            out.append((a, b))
            continue
        doers = [*ROLE.finditer(part), *_BOT.finditer(part), *_LEAD.finditer(part)]
        if _through_doer(part, doers):  # (fix-zb-noticed)
            out.append((a, b))
            continue
        if any(_TO_ONLY.match(part, d.end()) for d in doers) or any(
            _OWN_WORDS.fullmatch(part, m.end(), d.start())
            for m in _ONLY_ALLOWS.finditer(part)
            for d in doers
            if d.start() >= m.end()
        ):
            out.append((a, b))
    return out


def _through_doer(part: str, doers) -> bool:
    """Whether the clause lets its act through only by way of one of its doers (see _THROUGH)."""
    # a doer's possessive names a thing of theirs as the way ("only through the tech lead's
    # checklist, which you can run yourself"): no doer (review of the twenty-eighth round)
    doers = [d for d in doers if not _POSSESSIVE.match(part, d.end())]
    for m in _THROUGH.finditer(part):
        at = m.start("doer") if m.group("doer") else m.start("doer2")
        if any(d.start() == at or (m.start() < d.start() and d.start() - at <= 2) for d in doers):
            return True
    return any(_THROUGH_AFTER.match(part, d.end()) for d in doers)
