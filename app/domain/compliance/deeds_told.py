"""The past told as a deed or a former rule, in all 11 languages (check-zg-en): what someone did
("Ayer Lucía borró sin querer la rama demo", "Last night Priya deleted the staging branch by
accident; we restored it", "Chissà chi ha cancellato il ramo natale ieri sera"), or what a rule
or a freeze was ("In 2023 the bike co-op had a freeze on prod until the AGM", "我們舊團隊以前不准
合併到 release", "В прошлой команде пушить в master было запрещено") — a time gone by or a former
team named, each clause told in the past (or only naming the time), nothing asked, refused or said
of now, no harm told with it. Such words ask nothing of any output: reader.py asks here before
any reading (and before harm_told, whose Italian "ha cancellato" would read the deed refused).

Not where a clause says what holds now ("Since Tuesday's mix-up, never delete the demo branch",
"The docs branch got wiped by accident yesterday, so leave the site branch alone", "Our old team
never merged into release, and that rule still stands here"), nor a harm told with the deed ("…
and we lost a day": harm_told refuses the deed), nor a rule reported ("Yesterday Anna said: …")."""

from __future__ import annotations

import re

from app.domain.compliance.harm_told import harm_told
from app.domain.compliance.lexicon import Lazy, blank, clauses, table
from app.domain.compliance.past_never import _EAST_SAID, _REMINDED, _still_of_now
from app.domain.compliance.told import _ASKS_ANY, _HOLDS_NOW, _UNTIL_NOW, PAST_TOLD, names_a_deed

# A time gone by, or a former team or place, named: PAST_TOLD's and these.
_THEN = table(
    r"last\s+(?:night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|"
    r"summer|autumn|fall|winter|term|season);(?:back\s+)?in\s+(?:the\s+(?:spring|summer|autumn|winter)"
    r"\s+of\s+)?(?:19|20)\d\d(?!\d);during\s+the\s+(?:19|20)\d\d;"
    r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday);"
    r"(?:our|my|the|their|his|her)\s+(?:old|former|previous)\s+\w+;at\s+my\s+(?:old|previous|last)\s+\w+;"
    r"hier(?=\s*,|\s+(?:soir|matin|\w+\s+a\s));samedi;dimanche;lundi;mardi;mercredi;jeudi;vendredi;"
    r"l'ancienne\s+équipe;l'ancien\s+\w+;"
    r"letzten\s+(?:herbst|sommer|winter|frühling|montag|dienstag|mittwoch|donnerstag|freitag|samstag|"
    r"sonntag);vorgestern;im\s+alten\s+team;"
    r"(?:l'estate|l'inverno|la\s+primavera|l'autunno|la\s+settimana)\s+scors[ao];la\s+vecchia\s+squadra;"
    r"lunedì;martedì;mercoledì;giovedì;venerdì;sabato;domenica;"
    r"anoche;el\s+equipo\s+anterior;el\s+verano\s+pasado;"
    r"в\s+прошлой\s+команде;на\s+прошлой\s+работе;"
    r"البارح;(?:فريقنا|الفريق)\s+القديم;"
    r"前のチーム;前の職場;前の会社;"
    r"예전\s*팀;지난주;"
    r"舊團隊;旧团队;老团队;老團隊;以前的团队;以前的團隊;舊公司;旧公司"
)
# A verb told in the past, in a clause.
_PAST = Lazy(
    # English: a regular past, an irregular one, a past's auxiliary
    r"(?<![\w-])(?:[a-z]{2,}(?<!e)ed|[a-z]*ied|[a-z]{2,}ed|had|was|were|did|got|froze|ran|let|made|"
    r"took|went|lost|kept|left|wiped|wrote|broke|threw|tore|put)(?![\w-])"
    # French: the perfect ("a effacé", "l'a recréée"), the imperfect
    r"|(?<!\w)(?:a|ont|avait|avaient|avons|l'a|l'ont)\s+(?:\w+\s+)?\w+(?:é|ée|és|ées|i|ie|is|ise|it|ite|u|ue)(?!\w)"
    r"|(?<!\w)\w{2,}(?:ait|aient)(?!\w)"
    # German: the perfect's and the preterite's auxiliaries, a modal in the preterite
    r"|(?<!\w)(?:hat|haben|hatte|hatten|wurde|wurden|war|waren|durfte|durften|konnte)(?!\w)"
    # Italian: the perfect ("ha cancellato", "l'ha ripristinato"), the imperfect
    r"|(?<!\w)(?:ha|hanno|aveva|avevano|l'ha)\s+(?:\w+\s+)?\w{2,}(?:ato|ata|uto|ito|sso|tto|so|sto)(?!\w)"
    r"|(?<!\w)\w{3,}(?:ava|avano|eva|evano)(?!\w)"
    # Spanish: the preterite, the imperfect
    r"|(?<!\w)\w{2,}(?:ó|aron|ieron|aba|aban|ía|ían)(?!\w)"
    # Russian: the past's endings, "было"
    r"|(?<!\w)[а-яё]{2,}(?:ла|ли|ло|л)(?!\w)"
    # Arabic: "was", the deeds told
    r"|(?<![\u0600-\u06ff])(?:كان|كانت|كنا|حذف|مسح|أعاد\w*|جمّد|جمد|منع|ألغى)(?![\u0600-\u06ff])"
    # Japanese: the past's endings
    r"|(?:ました|でした|した|った|んだ|いた|てた)(?=よ|ね|けど|が|[。．.!！、,]|\s*$)",
    re.IGNORECASE,
)
# Korean's past: a syllable closed by ㅆ before its ending ("지웠어요", "금지였어요", "했습니다")
_KO_PAST = Lazy(r"[가-힣](?=(?:어요|어|습니다|다|죠|는데|고|지요)(?![가-힣]))")


def _ko_past(part: str) -> bool:
    return any((ord(m.group()) - 0xAC00) % 28 == 20 for m in _KO_PAST.finditer(part))


# Chinese has no tense: a clause of it is told where a time gone by or a former team names it and
# nothing of now is said (these).
_ZH = Lazy(r"^(?=.*[\u3400-\u9fff])(?!.*[\u3040-\u30ff\uac00-\ud7a3])", re.DOTALL)
_ZH_NOW = Lazy(
    r"现在|現在|如今|以后|以後|今后|今後|从今|從今|而家|依家|请|請|别|別|不要|必须|必須|只能|还|還|"
    r"仍|一直|继续|繼續|记住|記住|起|开始|開始|以来|以來"
)
# what a clause says holds now, or asks (beside told._ASKS_ANY): an order, "still", "here"
_NOW = Lazy(
    r"(?<!\w)(?:don't|do\s+not|leave|keep|stay|avoid|stands?|holds?|anymore|again|going\s+forward|"
    r"for\s+good|permanently|from\s+then\s+on|ever\s+since|since\s+then|"
    # (check-zg-told) "we no longer push", "de ne plus pousser", "we kept that rule"
    r"(?<!was\s)(?<!were\s)no\s+longer(?!\s+(?:[a-z]+ed|was|were|had|did)(?!\w))|ne\s+plus\s+\w+|"
    r"kept\s+(?:that|the|this|its|their|our)\s+(?:rule|ban|policy|freeze)|"
    r"ne\s+\w+\s+(?:pas|plus|jamais)(?=\s|$)|lass\w*|bleib\w*|lascia|deja|оставь\w*|не\s+трогай\w*)(?!\w)"
    r"|(?<![\u0600-\u06ff])(?:لا\s+ت|ما\s+ت|اترك|خل|ابعد|لازم|ممنوع\s+ت)"
    r"|ください|下さい|ないで|しないこと|禁止です|禁止。|세요|십시오|주세요|마라|말고",
    re.IGNORECASE,
)
# "never" with a verb in the past after it: the past's own ("never let anyone merge")
_NEVER_PAST = Lazy(
    r"(?<!\w)never\s+(?=(?:[a-z]{2,}ed|let|made|did|went|took|kept|ran|froze|got)(?!\w))",
    re.IGNORECASE,
)
# a harm told with the deed (harm_told's to refuse): a loss, a service down, days spent on it
_HARM = Lazy(
    r"(?<!\w)(?:gone|lost|lose|broke|broken|crashed|went\s+down|down\s+for|destroyed|corrupted|"
    r"disaster|outage|cost\s+us|(?:took|brought|knocked)\s+[^.;!?]{0,30}?down|(?:is|was)\s+(?:what|how)|never\s+again|spent\s+(?:\w+\s+){1,3}(?:fixing|restoring|recovering|"
    r"cleaning)|took\s+(?:us\s+)?(?:\w+\s+){1,3}to\s+(?:restore|recover|fix)|perdu|perdimos|perdido|"
    r"perso|persi|verloren|потеряли|потерял\w*|offline|ausgefallen|en\s+panne|caíd[oa]|lahmgelegt)(?!\w)"
    r"|ضاع|فقدنا|خسرنا|丢了|丟了|没了|沒了|挂了|掛了|宕机|宕機|消えた|날렸|날아갔|❌",
    re.IGNORECASE,
)
# the doer not known, remarked ("keine Ahnung wer", "no idea who", "不知道是谁"): it asks nothing
_WHO_KNOWS = table(
    r"no\s+idea(?:\s+who)?;nobody\s+knows\s+who;keine\s+ahnung(?:\s+wer)?;aucune\s+idée(?:\s+de\s+qui)?;"
    r"ni\s+idea(?:\s+de\s+quién)?;non\s+so\s+chi;chissà;не\s+знаю\s+кто;неизвестно\s+кто;"
    r"ما\s+حدا\s+عرف\s+مين;ما\s+نعرف\s+مين;不知道是谁;不知道是誰;誰だか分からない;누군지\s*몰라요"
)
# A ban or a freeze told: over only where a former team or place, or a time long gone (a year, a
# season, "last year") names it — not one set yesterday, last week or on Monday ("We froze main
# last week", "Yesterday the team banned force pushes": set recently, it may hold now)
_BAN = Lazy(
    r"(?<![\w.])(?:ban\w*|froze|frozen|freeze|lock\w*|forb\w*|prohib\w*|not\s+allowed|rule\s+against|"
    r"no[\s-]go|off[\s-]limits|read[\s-]only|tabu|taboo|"
    r"never\s+let|interdi\w*|gel(?:é|ée|és|ées|ait|aient|er)|verbot\w*|gesperrt|eingefroren|durfte|vieta\w*|congel\w+|"
    r"prohib\w+|запрещ\w*|замороз\w*|ممنوع\w*|منع|جمد\w*)(?!\w)"
    r"|禁止|不准|不許|不许|凍結|冻结|禁じ|できなかった|금지|동결",
    re.IGNORECASE,
)
_RECENT = table(
    r"yesterday;last\s+(?:night|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday);"
    r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday);this\s+(?:morning|week);"
    r"hier;gestern;vorgestern;ieri;ayer;anoche;вчера;أمس;البارح;昨日;昨天;先週;上周;上週;어제;지난주"
)
_LONG_GONE = table(
    r"(?:19|20)\d\d;old;former;previous;last\s+(?:year|spring|summer|autumn|fall|winter|term|season);"
    r"ancien\w*;l'an\s+dernier;l'année\s+dernière;alten\s+team;alte\s+team;im\s+alten;letzten\s+(?:herbst|sommer|winter|frühling);"
    r"letztes\s+jahr;vecchi\w*;scors[ao];anterior;pasado;прошл\w+;القديم;الماضية;الماضي;"
    r"去年;昨年;前の;昔;舊;旧;老团队;老團隊;以前;예전;작년"
)
# a former team or place, or a year: a ban told of it is over
_FORMER = table(
    r"(?:19|20)\d\d;old;former;previous;ancien\w*;alten\s+team;alte\s+team;im\s+alten;vecchi\w*;"
    r"anterior;прошлой\s+команд\w*;прошлой\s+работ\w*;القديم;前の;昔;舊;旧;老团队;老團隊;以前;예전"
)
# an end the ban had, told with a time long gone ("… until the AGM", "bis September", "三月まで")
_BOUND = table(r"until;till;jusqu\w*;bis;fino;hasta;до;حتى;まで;까지;到")
# what the class is about: a branch, a push, a merge (not emoji skipped, screens replaced)
_GIT_THING = table(
    r"branch\w*;ramo;rama;branche;ветк\w*;فرع;ブランチ;브랜치;分支;push\w*;pusher;pushen;merge\w*;"
    r"mergen;мерж\w*;пуш\w*;الدفع;الدمج;main;master;release;trunk;develop;prod;stable;staging;"
    r"gh-pages;推;合并;合併;マージ;プッシュ;머지;푸시"
)
# a failure told ("… hat gestern nicht geklappt", "didn't work", "failed"): no deed, in doubt
_FAILED = table(
    r"didn't\s+work;did\s+not\s+work;failed;nicht\s+geklappt;fehlgeschlagen;n'a\s+pas\s+marché;"
    r"a\s+échoué;non\s+è\s+andat\w;fallit\w;no\s+funcionó;falló;не\s+получил\w*;не\s+удал\w*;فشل;"
    r"失败;失敗;실패;안\s*됐"
)
# a rule reported in the words ("Yesterday Anna said: don't push"): a rule still
_REPORTED = Lazy(
    r"[:«»\"“”„]|(?<!\w)(?:said|told|asked|sagte|a\s+dit|ha\s+detto|dijo|сказал\w*)(?!\w)"
)


# the words between a decision's verb and its ban: in the verb's own clause — no comma (but one
# before "dass", "que", "che", "что", "that"), no "and", "but", "so" ("Ayer decidimos borrar la
# rama demo y nadie se quejó", "Вчера решили удалить ветку demo, никто не возражал": no ban decided)
_GAP = (
    r"(?:(?:(?!(?:and|but|so|then|because|after|before|when|while|y|pero|et|mais|puis|und|aber|"
    r"dann|e|ma|poi|и|но|а|потом|و|ثم|لكن)(?![\w'’-]))[\w'’-]+|,(?=\s*(?:dass|que|che|что|чтобы|"
    r"that|على|أن)(?!\w))|:)\s*){0,7}?"
)
# (check-zg-told) A rule decided, agreed, settled or voted, its content a ban ("Yesterday the team
# decided we no longer push straight to main", "In the retro last Friday we agreed not to push to
# main directly", "La semaine dernière, on a convenu de ne plus pousser sur main", "어제 main에 직접
# 푸시하지 않기로 정했어요", "上周团队决定不直接推送到main"): a rule set, in force now, never the past
# told — the ban within the decision's sentence, after its verb (before it in Japanese and Korean,
# whose verb closes the sentence). A decision with no ban in it ("Last week we agreed on the name of
# the release branch") is told as before; a former team's or place's is over (_FORMER_PLACE).
_DECIDED_BAN = Lazy(
    # English: a decision's verb, then a ban's words (not "nobody objected", "was not": the past)
    r"(?<![\w-])(?:decided|agreed|settled(?:\s+it)?|voted|resolved|ruled|committed|made\s+(?:it\s+)?"
    r"(?:a|the|our)\s+(?:rule|decision|policy)|set\s+(?:a|the|up\s+a)\s+(?:rule|policy)|adopted\s+(?:a|the)\s+"
    r"(?:rule|policy)|came\s+to\s+an\s+agreement|reached\s+(?:an\s+)?agreement)(?![\w-])[\s:]*"
    + _GAP
    + r"(?<![\w-])(?:not\s+to|never\s+to|to\s+(?:stop|ban|forbid|prohibit|no\s+longer|never)|"
    r"no\s+longer(?!\s+(?:was|were|had|did))|"
    r"(?:nobody|no\s+one|no-one|none\s+of\s+us)\s+(?!(?:was|were|had|did|could|would|[a-z]+ed)(?![\w-]))[\w'-]+|"
    r"(?:we|you|they|people|anyone|everyone)\s+(?:never|do\s+not|don't|won't|will\s+not|should\s+not|"
    r"shouldn't|may\s+not|can't|cannot|must\s+not|mustn't)|"
    r"no\s+more|stop\s+\w+ing|(?:is|are|be|stays?|remains?)\s+(?:banned|forbidden|off[\s-]limits|not\s+allowed|"
    r"frozen|locked|read-only)|ban(?:s|ned|ning)?|forbid\w*|prohibit\w*|freeze)(?![\w-])"
    # French
    r"|(?<!\w)(?:décid\w*|convenu|convenons|voté|acté|tranché|arrêté|résolu|mis\s+d'accord|"
    r"mises?\s+d'accord)(?!\w)[\s:]*"
    + _GAP
    + r"(?<!\w)(?:(?:ne\s+(?:plus|pas|jamais)|personne\s+ne|plus\s+jamais|interdi\w*|arrêter\s+de|"
    r"cesser\s+de|on\s+ne|ne\s+\w+\s+(?:plus|pas|jamais))(?!\w)|"
    # "n'est plus", "ne … plus" — not the past's "n'était", "n'avait", "n'a"
    r"n'(?!(?:était|étaient|avait|avaient|a|ont|avons|y)(?!\w))\w+\s+(?:plus|pas|jamais)(?!\w))"
    # German
    r"|(?<!\w)(?:beschlossen|vereinbart|entschieden|abgemacht|ausgemacht|abgestimmt|geeinigt|festgelegt)"
    r"(?!\w)[\s:]*" + _GAP + r"(?<!\w)(?:nicht|kein\w*|niemand|nie(?:mals)?|verbot\w*|aufzuhören|"
    r"aufhören|gesperrt|tabu)(?!\w)"
    # Italian
    r"|(?<!\w)(?:deciso|decidemmo|decidimmo|concordato|stabilito|votato|convenuto|d'accordo)(?!\w)[\s:]*"
    + _GAP
    + r"(?<!\w)(?:non|nessuno|mai\s+più|smettere|vietat\w*|bloccat\w*)(?!\w)"
    # Spanish
    r"|(?<!\w)(?:acordamos|acordaron|acordó|decidimos|decidieron|decidió|quedamos\s+en|votamos|votaron|"
    r"acordado|decidido|establecimos|resolvimos)(?!\w)[\s:]*"
    + _GAP
    + r"(?<!\w)(?:no(?!\s+(?:era|fue|"
    r"hab\w+|estaba))|nadie|nunca|ya\s+no|dejar\s+de|prohibid\w*)(?!\w)"
    # Russian
    r"|(?<!\w)(?:решили|решила|решил|договорились|постановили|проголосовали|условились|решено|договорено|"
    r"приняли\s+(?:решение|правило))(?!\w)[\s:]*"
    + _GAP
    + r"(?<!\w)(?:не(?!\s+был\w*)|никто|никогда|"
    r"запрет\w*|перестать|прекратить)(?!\w)"
    # Arabic
    r"|(?<![\u0600-\u06ff])(?:قررنا|قرروا|قرر|اتفقنا|اتفقوا|اتفق|تقرر|تم\s+الاتفاق|صوتنا)(?![\u0600-\u06ff])"
    r"[\s:]*"
    + _GAP
    + r"(?<![\u0600-\u06ff])(?:عدم|ألا|أن\s+لا|لا|لن|ممنوع\w*|منع|التوقف)(?![\u0600-\u06ff])"
    # Japanese: a ban, then the decision's verb
    r"|(?:しない|しません|ない|禁止|やめる|控える)[^。.!！?？、,]{0,8}?(?:決め|決定し|合意し|約束し|取り決め)"
    # Korean: "…지 않기로 했다/정했다/결정했다", "금지로 정했어요"
    r"|(?:않|말|안\s*하|금지하|중단하|멈추)기로\s*(?:했|정했|결정했|합의했|약속했|하였|정하였|결정하였|의결했)"
    r"|금지로\s*(?:정했|결정했|합의했)"
    # Chinese: the decision, then a ban ("决定不直接推送", "约定不再", "說好不准")
    r"|(?:决定|決定|约定|約定|说好|說好|商定|议定|議定)(?!不了)[^。.!！?？；;，,]{0,4}?"
    r"(?:不|别|別|禁止|严禁|嚴禁|停止)",
    re.IGNORECASE,
)
# a former team, job or place (not a year: a rule decided in 2023 may hold now)
_FORMER_PLACE = Lazy(
    r"(?<!\w)(?:(?:old|former|previous)\s+(?:team|job|company|employer|workplace|project|org\w*|place|"
    r"group|gig|startup|shop|crew)|at\s+my\s+(?:old|previous|last)\s+\w+|ancienne?\s+(?:équipe|boîte|"
    r"entreprise|job|poste|société)|l'ancienne\s+équipe|alten\s+(?:team|firma|job)|alte\s+team|"
    r"früheren\s+(?:team|firma|job)|vecchi[ao]\s+(?:squadra|team|azienda|lavoro|progetto)|"
    r"(?:equipo|trabajo|empresa)\s+anterior|прошлой\s+(?:команд|работ)\w*)(?!\w)"
    r"|(?:فريقنا|الفريق|الشركة|شركتنا)\s+القديم\w*|前の(?:チーム|職場|会社|プロジェクト)|"
    r"(?:예전|이전)\s*(?:팀|회사|직장)|舊團隊|旧团队|老团队|老團隊|以前的团队|以前的團隊|舊公司|旧公司|前公司|上家公司",
    re.IGNORECASE,
)


def decided_ban(text: str) -> bool:
    """Whether words (normalised) tell a ban decided, agreed or voted, not at a former team or place
    (see _DECIDED_BAN): a rule set, in force now."""
    return bool(_DECIDED_BAN.search(text)) and not _FORMER_PLACE.search(text)


def _told(part: str) -> bool:
    """Whether a clause tells the past: a verb in the past, or Chinese with nothing of now."""
    if _PAST.search(part) or _ko_past(part):
        return True
    return bool(_ZH.search(part)) and not _ZH_NOW.search(part)


def deed_told(text: str) -> bool:
    """Whether words (normalised) only tell a deed or a former rule of a time gone by (see the
    module's docstring)."""
    if not (_THEN.search(text) or PAST_TOLD.search(text)):
        return False
    if decided_ban(text):  # (check-zg-told) "Yesterday the team decided we no longer push …"
        return False
    if _HARM.search(text) or _REPORTED.search(text) or _UNTIL_NOW.search(text):
        return False
    if not _GIT_THING.search(text) or _FAILED.search(text) or names_a_deed(text):
        return False  # not the class's: a program's deed told is left to the readings of harm
    if _BAN.search(text) and not (
        _FORMER.search(text) or (_LONG_GONE.search(text) and _BOUND.search(text))
    ):
        return False  # a ban set recently, or not said over, may hold now
    if names_a_deed(text) and harm_told(text) != text:
        return False  # a story of harm: its deed refused (harm_told), not the past told
    plain = blank(text, [m.span() for rx in (_NEVER_PAST, _WHO_KNOWS) for m in rx.finditer(text)])
    if _NOW.search(plain) or (_HOLDS_NOW.search(plain) and not _ZH.search(plain)):
        return False
    if (
        _REMINDED.search(plain) or _EAST_SAID.search(plain) or _still_of_now(plain)
    ):  # "… и до сих пор не пушим": the habit holds now
        return False
    told = False
    for a, b in clauses(plain):
        part = plain[a:b].strip(" ,.;:!?¿¡。，、？！")
        if not part:
            continue
        if _ASKS_ANY.search(part) and not (_ZH.search(part) and not _ZH_NOW.search(part)):
            return False
        if _told(part):
            told = True
        elif len(part.split()) > 3 or not (
            _THEN.search(plain[a : b + 2]) or PAST_TOLD.search(part)
        ):
            return False  # a clause neither told nor naming the time: it may ask
    return told


def ban_set_lately(text: str) -> bool:
    """Whether words (normalised) tell a ban or a freeze set recently ("We froze main last week",
    "Main was locked yesterday and it stays locked"), no former team or time long gone beside it:
    it may hold now, so it is no past told (reader.py asks before told.told_or_asked)."""
    if _LIFTED.search(text):
        return False
    if decided_ban(text):  # (check-zg-told) "上周我们决定不再直接推送到main": a rule set, whenever
        return True
    return bool(_BAN.search(text) and _RECENT.search(text) and not _LONG_GONE.search(text))


# a ban or a freeze said lifted ("The live-branch ban was lifted yesterday"): over, whenever
_LIFTED = Lazy(
    r"(?<!\w)(?:lifted|unfrozen|thawed|unlocked|reopened|over|ended|aufgehoben|levée?|revocat\w*|"
    r"levantad\w*|снят\w*|отмен\w*|again|wieder|di\s+nuovo|de\s+nouveau|otra\s+vez|снова|"
    r"da\s+oggi|ab\s+heute|desde\s+hoy|с\s+сегодня)(?!\w)|رفع|أُلغي|ألغي|解除|解冻|解凍|해제|풀렸|풀었|없앴|없어졌",
    re.IGNORECASE,
)
