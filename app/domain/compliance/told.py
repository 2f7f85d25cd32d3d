"""Words that ask nothing of any output, in every language (reader.py asks): the past told and
the user's own question. The checker has no reading of them and says `not_applicable`, not
`unknown` (reader.asks_nothing); a tool they name is not asked for. Korean's remarks, retractions
and reports are korean_asides.py's."""

from __future__ import annotations

import re

from app.domain.compliance.given_up import east_rule_given_up, given_up_spans, still_refused
from app.domain.compliance.lexicon import Lazy, blank, clauses, negated, table
from app.domain.compliance.programs import KNOWN_PROGRAMS

# A Korean request's ending ("쓰세요", "해 주세요", "해 줘").
KO_REQUEST = Lazy(r"(?<=[가-힣])(?:세요|십시오|주세요|줘|해라|하라|할\s*것|합시다|하자)(?![가-힣])")


# In every language, words that ask nothing of any output: the past told ("Früher haben wir Jenkins
# benutzt", "Раньше мы пользовались yarn", "我们组去年就从 Jenkins 迁到了 GitHub Actions", "어제 main에
# 푸시한 건 제가 한 거예요") — a time gone by said, and nothing asked, refused or said for now on —
# and the user's own question ("你知道 rebase 跟 merge 差在哪嗎？", "¿Tú qué opinas de usar
# Poetry?") — every sentence one, none a request put as a question ("Could you…?", "能不能…").
PAST_TOLD = table(
    # a bound in the past, up to which a thing was so ("数年前までは", "Bis letzten Sommer",
    # "À l'époque de l'ancien intranet", "until two years ago", "hasta el año pasado")
    r"前まで(?:は)?;à\s+l'époque;bis\s+(?:letzten|letztes|letzte|vor)\s+\w+;until\s+(?:last\s+\w+|\w+\s+\w+\s+ago);"
    r"hasta\s+(?:el\s+año\s+pasado|hace\s+\w+);fino\s+(?:all'anno\s+scorso|a\s+qualche\s+\w+\s+fa);"
    r"до\s+прошлого\s+\w+;حتى\s+(?:العام|السنة)\s+الماضي\w*;直到去年;直到上;"
    r"used\s+to;last\s+(?:year|week|month);yesterday;previously;in\s+the\s+past;years\s+ago;"
    # a time gone by named as such ("Back when we were on Heroku", "Last quarter the dashboards
    # were rebuilt", "Года три назад сайт заливали", "前年我们…", "官網早期是…", "si caricavano")
    r"back\s+when;back\s+in\s+the\s+day;last\s+(?:quarter|sprint);"
    # (English, check-w-en) a year gone by, "back" before it ("Back in 2019 …", "back in '21"); (check-zd-en) a month or season opening its sentence ("Back in October somebody emptied …"; not "I'm back in March")
    r"back\s+in\s+(?:(?:19|20)\d\d|'\d\d)(?!\d);"
    r"(?:^|(?<=[.!?;]\s))back\s+in\s+(?:the\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)(?!\w);"
    r"(?:год\w*|лет|месяц\w*|недел\w*)\s+(?:\S+\s+)?назад;\S+\s+(?:год\w*|лет|месяц\w*)\s+назад;"
    r"\w+(?:avano|evano|ivano);前年;早期(?=\s*(?:是|的|都|我们|我們));"
    r"früher;gestern;letztes\s+jahr;letzte\s+woche;letzten\s+monat;damals;autrefois;hier\s+(?:on|nous|j'ai)\b;"
    r"l'année\s+dernière;l'an\s+dernier;la\s+semaine\s+dernière;el\s+año\s+pasado;ayer;"
    r"la\s+semana\s+pasada;antes\s+(?:usábamos|utilizábamos|teníamos|era);l'anno\s+scorso;ieri;"
    r"la\s+settimana\s+scorsa;un\s+tempo;раньше;вчера;в\s+прошлом\s+году;на\s+прошлой\s+неделе;"
    r"когда-то;(?:سابقا|سابقًا|أمس);السنة\s+الماضية;العام\s+الماضي;الأسبوع\s+الماضي;去年;昨天;上周;上週;"
    r"上个月;上個月;曾经;曾經;从前;從前;以前(?=\s*(?:我们|我們|我|咱们|大家|团队|團隊|公司|组里|組裡));"
    # the past said by the verb's form, with no time word: a habit gone by ("usavamo",
    # "desplegábamos", "on utilisait", "使ってましたが", "썼었는데", "كنا نستخدم", "以前是用 … 的")
    r"eravamo\s+soliti;solevamo;solíamos;pflegten;avions\s+l'habitude;\w+(?:avamo|evamo|ivamo);\w+(?:ábamos|(?<!r)íamos);(?:on|nous)\s+(?:n'|ne\s+)?\w+(?<!r)(?:ait|ions);"
    r"ていました;てました;でいました;でました;てた(?=けど|が|[、,]|ん);でた(?=けど|が|[、,]|ん);"
    # and the past heard or remarked on ("最初は Perl で書かれていたそうです", "…書かれていたんですよ")
    r"ていた(?=けど|が|[、,]|ん|そう|らしい);でいた(?=けど|が|[、,]|ん|そう|らしい);"
    # a month or a year gone by in Japanese ("先月まではデプロイを…でやってた"), and German's
    # simple past with "noch" (then still: "Vor dem Umzug lief das Ausliefern noch über Jenkins")
    r"先月;昨年;一昨年;(?:lief|liefen|war|waren|hatte|hatten|wurde|wurden)\s+(?:\S+\s+){0,5}?noch;"
    # the days of an old system, once, formerly ("Ai tempi del vecchio gestionale …", "Una volta il
    # caseificio pubblicava …", "Когда аптечная сеть жила на старом сервере, …", "كنا في السابق
    # ننشر …", "Antes del cambio de hosting, la editorial publicaba …": a habit of the past)
    r"ai\s+tempi\s+d\w*;una\s+volta(?=\s+(?:il|la|lo|i|le|gli|l'|si|noi)(?!\w));"
    r"когда\s+(?:[\w-]+\s+){0,3}?[\w-]+(?:ла|ли|ло|л)\s+(?:на|в|с)\s+(?:старом|старой|старых|прежнем|прежней|прежних);"
    r"في\s+السابق;فيما\s+مضى;في\s+الماضي;"
    r"antes\s+de(?:l|\s+la|\s+que)?\s+[^.;]{0,40}?\w{3,}(?:aba|aban|ábamos|(?<![dvc])ían?|íamos)(?!\w);"
    r"었(?:었|는데|던);예전에;옛날에;(?<![\u0600-\u06ff])كنا\s+ن[\u0600-\u06ff]+;"
    r"以前(?=\s*(?:都|一直|是|也|用|在));之前(?=\s*(?:都|一直|是|也|用|在));"
    r"原来(?=\s*(?:都|一直|是|也|用|在));原來(?=\s*(?:都|一直|是|也|用|在));"
    # (zh, check-v-east) a habit gone by said in 是…的, a time before named ahead of it ("以前點燈系統的
    # 資料表都是工程師自己刪的", "在搬到 GitLab 之前，程式碼都是放在 SVN 上管理的"): how it was done
    r"以前(?=[^。\uff1b\x3b!！?？]{0,30}?都是[^。\uff1b\x3b!！?？]{1,30}?的\s*[。.!！]?\s*$);"
    r"之前(?=[^。\uff1b\x3b!！?？]{0,30}?都是[^。\uff1b\x3b!！?？]{1,30}?的\s*[。.!！]?\s*$);"
    r"过去(?=\s*(?:都|一直|是|也|用|在));過去(?=\s*(?:都|一直|是|也|用|在));用过(?![时時滤濾]);用過(?![時滤濾]);前は(?<!名前は)(?<!手前は)(?<!直前は);昨日;先週;かつて;어제;작년;지난\s*(?:주|달|해)"
)
# A clause that says nothing is decided ("but nothing is decided now", "rien n'est tranché",
# "aktuell ist nichts festgelegt", "ahora mismo no hay nada decidido", "per ora non abbiamo deciso
# niente", "а сейчас пока ничего не решили", "لم نقرر شيئاً بعد", "现在还没定", "今は検討中です", "지금은
# 딱히 정해진 건 없어요"): the negation of deciding refuses nothing, its "now" asks nothing.
_UNDECIDED = table(
    r"nothing(?:'s|\s+is|\s+has\s+been)?\s+(?:\w+\s+)?(?:decided|settled|fixed|final);"
    r"(?:not|n't)\s+(?:yet\s+)?(?:been\s+)?(?:decided|settled);undecided;no\s+decision;"
    r"rien\s+n'est\s+(?:encore\s+)?(?:tranché|décidé|fixé|arrêté);rien\s+de\s+décidé;"
    r"pas\s+(?:encore\s+)?(?:décidé|tranché);nichts\s+(?:\w+\s+)?(?:festgelegt|entschieden|beschlossen);"
    r"noch\s+nicht\s+(?:entschieden|festgelegt);nada\s+decidido;no\s+(?:hemos|he)\s+decidido;"
    r"por\s+decidir;non\s+(?:abbiamo|ho)\s+(?:ancora\s+)?deciso;niente\s+di\s+deciso;da\s+decidere;"
    r"ничего\s+не\s+реш\w*;не\s+реш(?:или|ено);не\s+определ\w+;"
    r"لم\s+(?:نقرر|نحدد|يتقرر|يُحسم|يحسم);لم\s+يتم\s+(?:تحديد|اختيار);"
    r"no\s+está\s+(?:\w+\s+)?decidid[oa];(?:non|no)\s+(?:c'è|hay)\s+(?:ancora\s+|todavía\s+|aún\s+)?(?:una\s+|ninguna\s+)?decisi\w+;"
    r"还没定;還沒定;还没决定;還沒決定;未定;没定;沒定;还在考虑;還在考慮;待定;"
    r"決まって(?:い)?(?:ない|ません);決めて(?:い)?(?:ない|ません);検討中;"
    r"정해진\s*(?:건|게|것은?)\s*없;안\s*정했;미정;정해지지\s*않;결정\s*(?:안|못)\s*했;고민\s*중"
)
# What asks, refuses or says what holds from now on, beside a time gone by.
_ASKS_ANY = table(
    r"please;pls;must;should;always;never;from\s+now;now;bitte;muss\w*;soll\w*;immer;nie;"
    r"jetzt;ab\s+sofort;s'il\s+te\s+pla[iî]t;s'il\s+vous\s+pla[iî]t;merci\s+de;doi[st];devez;"
    r"toujours;jamais;désormais;maintenant;por\s+favor;debe\w*;siempre;nunca;ahora;per\s+favore;"
    # (Italian's devi, deve, devono — not the branch develop: check-v-east)
    r"dev[ei](?!lop)\w*;sempre;mai;ora;d'ora\s+in\s+poi;пожалуйста;долж\w+;всегда;никогда;теперь;отныне;"
    r"من\s+فضلك;يجب;دائما;أبدا;الآن;من\s+الآن;请;請;必须;必須;一律;统一;統一;总是;總是;现在;現在;以后;以後;"
    r"今后;今後;ください;下さい;お願い;必ず;今は;これから;してね;して(?!まし|いまし|た|い|る);앞으로;이제;지금은;지금부터;반드시;꼭;항상;"
    # a consequence drawn from it: the rule follows ("Last year we moved to GitLab, so ask …")
    r"so;therefore;deshalb;daher;darum;also;donc;alors;así\s+que;por\s+eso;quindi;perciò;поэтому;"
    r"так\s+что;لذا;لذلك;所以;因此;だから;그러니"
)
# (English, check-zf-en) a season or a stretch counted back ("Two winters ago nobody pushed …",
# "a few summers ago"), the one before last ("The summer before last we locked main"), a time
# recalled as a question ("Remember when the club froze develop over Easter?"): the past told,
# where every clause of the words tells it or asks nothing now (not "Main is frozen until the 20th,
# like two winters ago", nor "…; keep it frozen this winter too")
_COUNTED_BACK = table(
    r"(?:winters?|summers?|springs?|autumns?|seasons?|months|weeks)\s+ago;"
    r"the\s+(?:year|summer|winter|spring|autumn|season|month|week)\s+before\s+last;"
    r"remember\s+when\s[^.!?]{1,120}\?;"
    # a month or a season named as the last one, opening the words ("Last January the theatre
    # froze main …")
    r"(?:^|(?<=[.!?;]\s))last\s+(?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december|spring|summer|autumn|winter)(?!\w)"
)
# a freeze, a lock or a ban told: only then is such a time the past told (a season gone by with
# a harm or its repair, "Last winter someone pushed to main and the bookings were gone", is left
# to the readings of harm, as before)
_FREEZE_TOLD = Lazy(r"\b(?:froze|frozen|freeze|locked|closed|banned|until|till)\b", re.IGNORECASE)
# what a clause says holds now, or asks: a state of the line, an order, a refusal
_NOW_SAID = Lazy(
    r"\b(?:is|are|stays?|remains?)\s+(?:still\s+)?(?:frozen|locked|closed|off[- ]limits)\b|"
    r"\b(?:keep|stay|leave|hold|don't|do\s+not|never|no|only|must|should|please|this|now)\b",
    re.IGNORECASE,
)
# (mend-zf-past) a freeze told in the past said to hold now, in the clause of its past verb ("and"
# joins no clause): "… we locked the release branch and nobody may push there now", "… froze main
# and it is still frozen", "…, and that freeze holds until further notice", "… froze main until the
# migration is done" (an "until" of a thing still to come: its verb in the present, or "yet");
# not "… froze main until the migration was done", "… till the 3rd"
_HOLDS_NOW = Lazy(
    r"\b(?:still|now|yet|stays?|remains?|holds?|in\s+force|to\s+this\s+day|to\s+date|"
    r"may|can|cannot|can't|must|mustn't|shall|further\s+notice)\b|"
    r"\b(?:until|till)\s+(?:[\w'-]+\s+){0,6}?(?:is|are|isn't|aren't|has|have|hasn't|haven't|"
    r"ends|finishes|lands|ships|starts|begins|comes|says|is\s+over|next|tomorrow)\b",
    re.IGNORECASE,
)
# a remark on how it went, its negation no refusal ("and nobody minded", "nobody complained")
_HOW_IT_WENT = Lazy(
    r"\b(?:nobody|no\s+one|no-one)\s+(?:minded|complained|cared|objected|noticed|moaned)\b",
    re.IGNORECASE,
)


def _counted_back(text: str) -> bool:
    """(check-zf-en) Whether the words tell a time counted back, every clause told or idle."""
    if HARM_MARK.strip() in text or not _COUNTED_BACK.search(text) or not _FREEZE_TOLD.search(text):
        return False  # a harm told refuses its deed (harm_told): "Last spring someone ran rm -rf …"
    text = _HOW_IT_WENT.sub(" ", text)
    for a, b in clauses(text):
        part = text[a:b]
        if _COUNTED_BACK.search(part) or PAST_TOLD.search(part):
            if _NOW_SAID.search(_COUNTED_BACK.sub(" ", part)) and not _PAST_VERB.search(part):
                return False
            if _HOLDS_NOW.search(part):  # (mend-zf-past) "… and it is still frozen"
                return False
            continue
        if _NOW_SAID.search(part) or negated(part) or _HOLDS_NOW.search(part):
            return False
    return True


# a verb in the simple past beside the time ("froze", "locked", "pushed", "banned", "had")
_PAST_VERB = Lazy(
    r"\b(?:froze|locked|closed|banned|pushed|had|was|were|did|stopped)\b", re.IGNORECASE
)


# "Since last year we use pnpm", "seit letztem Jahr", "从去年开始", "작년부터": what holds until now
_UNTIL_NOW = table(
    r"since;seit;depuis;desde;da\s+quando;с\s+прошлого;начиная\s+с;منذ;以来;以來;부터;"
    # 从/從 … 起/开始 (from … on), not 从 X 迁到 Y (moved from X to Y)
    r"从[^，,。]{0,8}?(?:起|开始|開始);從[^，,。]{0,8}?(?:起|开始|開始)"
)
_QUESTION_END = Lazy(r"[?？؟]|(?<=[吗嗎呢])\s*[。.]?$")
_ASKS_AS_QUESTION = table(
    r"can\s+you;could\s+you;would\s+you;will\s+you;why\s+don'?t;kannst\s+du;könntest;würdest;"
    r"peux-tu;pourrais;pouvez-vous;pourriez;puedes;podrías;puede\w*;puoi;potresti;può;"
    r"можешь;можете;мог\w*\s+бы;هل\s+يمكن\w*;هل\s+تستطيع;能不能;能否;可以;可不可以;可否;麻烦;麻煩;"
    r"てくれ;てもらえ;いただけ;주실|줄래|줄\s*수|주시겠|주면;"
    # a request closed by a tag question ("답변은 짧고 핵심만 ㅇㅋ?", "Use pnpm, okay?")
    r"ok\s*[?？];okay\s*[?？];right\s*[?？];ㅇㅋ;\u110b\u110f;오케이;알았지;알겠지;알겠죠;vale\s*[?？];d'accord\s*[?？];"
    r"ja\s*[?？];oder\s*[?？];va\s+bene\s*[?？];ладно\s*[?？];хорошо\s*[?？];好吗;好嗎;好不好;行吗;行嗎;"
    r"いい[?？];いいね;حسنا\s*[؟?];"
    # the rule said as what the listener knows ("…영어로 쓰는 거 알지?", "…쓰는 거 아시죠?")
    r"거\s*알지;거\s*알죠;거\s*아시죠;거\s*알고\s*있지;걸\s*알지"
)

# The user asking the reason of a rule ("为什么正式机不能用 rm -rf？", "Pourquoi on peut pas faire
# de rm -rf, déjà?", "Come mai non si può usare sudo?", "А почему нельзя пушить в main?", "なんで
# sudo って禁止なんでしたっけ？", "Warum ist sudo eigentlich gesperrt?"): an interrogative of reason
# and a negation of may (can't, not allowed, forbidden) asks why something is so, and asks nothing of
# an output — unlike "why don't you use pnpm?" or "¿por qué no usas pnpm?", a suggestion, whose
# negation is of doing, not of may.
_WHY = table(
    r"why;how\s+come;warum;wieso;weshalb;pourquoi;por\s+qué;porqué;perché;come\s+mai;почему;зачем;لماذا;ليش;ليه;"
    r"为什么;為什麼;为啥;為啥;干嘛;幹嘛;點解;なんで;なぜ;どうして;왜"
)
_MAY_NOT = table(
    r"can'?t;cannot;can\s+not;not\s+allowed;forbidden;banned;blocked;off\s+limits;"
    r"(?:ne\s+)?(?:peut|peux|pouvons|pouvez|peuvent)(?:-on)?\s+pas;pas\s+le\s+droit;interdit\w*;proscrit\w*;"
    r"(?:darf|dürf)\w*\s+(?:[\w-]+\s+){0,4}?(?:nicht|kein\w*);nicht\s+(?:\w+\s+){0,3}?(?:dürfen|darf|erlaubt);verboten;gesperrt;untersagt;"
    r"no\s+se\s+puede;no\s+(?:(?:nos|me|te)\s+)?(?:podemos|puedo|puedes|deja\w*);prohibid\w+;"
    r"non\s+si\s+può;non\s+(?:possiamo|posso|puoi);vietat\w;proibit\w;"
    r"нельзя;запрещ\w*;не\s+(?:можем|могу|может|разреш\w*);ممنوع;ما\s+(?:يصير|يصح|ينفع|نقدر);مش\s+مسموح;"
    r"不能;不准;不让;不讓;不可以;不行;禁止;不得;不許;不许;できない;だめ;ダメ;禁止;いけない;"
    # Korean's may not ("rm -rf 쓰면 왜 안 되는 거예요?", "왜 금지예요?")
    r"안\s*(?:되|돼|됨);못\s*(?:하|써|쓰);금지;"
    # a thing avoided, or done no more ("Why do we avoid sudo?", "Pourquoi on n'utilise plus
    # Jenkins ?", "Warum nutzen wir Jenkins nicht mehr?"): the reason of a rule, or of a change, asked
    r"avoid\w*;never;nobody;no\s+one;(?:ne\s+|n')(?:\S+\s+){1,2}?plus;évit\w+;vermeide\w*;nicht\s+mehr;kein\w*\s+(?:\S+\s+)?mehr;"
    r"evit\w+;ya\s+no;non\s+(?:\S+\s+)?più;избега\w*;больше\s+не;не\s+\S+\s+больше;نتجنب;"
    r"避免;不再;避け;もう\S*(?:ない|ません);피하;더\s*이상\s*안;"
    # (English, check-v-en) a text kept to a form: "Why are the delay texts kept to plain sentences?"
    r"kept\s+to"
)
# The team as the doer a Chinese question of reason names (we, our company, everyone here).
_TEAM_DOES = Lazy(r"我们|我們|咱们|咱們|我哋|大家|公司|团队|團隊")


def _why_negated(text: str) -> bool:
    """Whether the question of why holds its own negation ("Warum benutzt … kein Docker?"), not
    one said before it ("npm 쓰지 말라고 했는데 왜 또 썼어요?": a reproach of what was done)."""
    for m in _WHY.finditer(text):
        end = re.search(r"[?？؟.!。！]", text[m.end() :])
        if negated(text[m.start() : m.end() + (end.start() if end else len(text))]):
            return True
    return False


_YOU = Lazy(r"(?<!\w)(?:you|du|tu|vous|usted|ustedes|tú|ты|вы)(?!\w)", re.IGNORECASE)
_WHY_SUGGESTS = Lazy(
    r"\bwhy\s+(?:not|don'?t|wouldn'?t)\b|\bwarum\s+nicht\b|\bpourquoi\s+pas\b", re.IGNORECASE
)


# The user's own knowing, forgetting or hearing of a thing: a remark, not a request.
_KNOWING = table(
    r"forget\w*;forgot\w*;remember\w*;understand\w*;understood;(?:i|we)\s+(?:never\s+)?kn[eo]w\w*;"
    r"wonder\w*;curious;(?:never|didn'?t)\s+(?:thought\s+to\s+|think\s+to\s+)?ask\w*;brought\s+(?:it|this|that)\s+up;mentioned;"
    r"su;compris;comprends;sais;oublie\w*;oublié;entend\w*;entiendo;entendí;sé;olvid\w*;"
    r"weiß;verstanden;vergessen;gewusst;capito;capisco;ricordo;so;dimentic\w*;"
    r"понимаю;понимал\w*;понял\w*;помню;забыл\w*;знаю;знал\w*;أفهم;فهمت;أعرف;نسيت;"
    r"搞懂;搞不懂;明白;知道;忘了;忘記;忘记;好奇;わから;分から;忘れ;気になって;몰라;모르겠;궁금;까먹"
)


def _remark_of_knowing(sentence: str) -> bool:
    """A sentence that only remarks on the user's knowing (see _KNOWING): no question, no deed
    named, nothing asked of anyone."""
    return bool(
        _KNOWING.search(sentence)
        and not _QUESTION_END.search(sentence)
        and not names_a_deed(sentence)
        and not _ASKS_AS_QUESTION.search(sentence)
        and not KO_REQUEST.search(sentence)
        and not re.search(r"\b(?:please|bitte|merci|por\s+favor|per\s+favore)\b", sentence)
    )


def asks_the_reason(text: str) -> bool:
    """Whether words (normalised) only ask the reason of a rule: every sentence a question, an
    interrogative of reason and a negation of may (see _WHY)."""
    may_not = [m.span() for m in _MAY_NOT.finditer(text)]
    if not _WHY.search(text) or _WHY_SUGGESTS.search(text):
        return False
    if not may_not and negated(text):
        # a team's practice asked ("为什么我们的 CI 里不用 yarn？", "我們為什麼不用 Docker 部署？"):
        # its negation is the team's doing, no suggestion to the agent
        may_not = [m.span() for m in _TEAM_DOES.finditer(text)]
    # or why a practice is not kept ("Warum benutzt das Kita-Team eigentlich kein Docker?", "Come
    # mai in farmacia non si è mai usato Ansible?", "Почему типография не пользуется Docker?"),
    # asked of no one here — not "why don't you …", which suggests it to the agent
    if not may_not and (not _why_negated(text) or _YOU.search(text)):
        return False
    sentences = [p for p in re.split(r"(?<=[?？؟.!。！])\s*", text) if p.strip(" .。")]
    # after the question, the user's remark on their own knowing ("I keep forgetting the story",
    # "Je n'ai jamais su", "Nunca lo entendí", "Someone brought it up at lunch") asks nothing
    while len(sentences) > 1 and _remark_of_knowing(sentences[-1]):
        sentences.pop()
    # the may of the negation is no request put as a question ("non si può", "no se puede")
    return bool(
        sentences
        and all(_QUESTION_END.search(p) for p in sentences)
        and not _ASKS_AS_QUESTION.search(blank(text, may_not))
        and not KO_REQUEST.search(text)
    )


# A schedule told: a cadence or an hour of the day ("every Monday", "nightly", "tous les lundis",
# "jeden Sonntag", "a las dos de la madrugada", "alle 3 di notte", "каждое воскресенье", "كل أسبوع",
# "每天凌晨三点", "毎週", "일요일마다"). Said with nothing asked or refused, it tells how a system
# runs ("The test DB is restored every Monday"), and asks nothing of an output.
_CADENCE = table(
    r"every\s+(?:day|night|morning|evening|week|month|hour|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday);each\s+(?:day|night|week|morning);nightly;daily;weekly;hourly;"
    r"tou(?:s|tes)\s+les\s+(?:jours|nuits|semaines|matins|soirs|heures|lundis|mardis|mercredis|jeudis|"
    r"vendredis|samedis|dimanches);chaque\s+(?:jour|nuit|semaine|matin|soir|lundi|mardi|mercredi|"
    r"jeudi|vendredi|samedi|dimanche);jede[nrs]?\s+(?:tag|nacht|woche|morgen|abend|stunde|montag|"
    r"dienstag|mittwoch|donnerstag|freitag|samstag|sonntag);täglich;nächtlich;wöchentlich;"
    r"cada\s+(?:día|noche|semana|mañana|lunes|martes|miércoles|jueves|viernes|sábado|domingo);"
    r"todos\s+los\s+(?:días|lunes|martes|miércoles|jueves|viernes|sábados|domingos);"
    r"a\s+las\s+\w+\s+de\s+la\s+(?:madrugada|mañana|noche|tarde);"
    r"ogni\s+(?:giorno|notte|settimana|mattina|sera|ora|lunedì|martedì|mercoledì|giovedì|venerdì|"
    r"sabato|domenica);tutt[ie]\s+(?:i\s+giorni|le\s+notti|le\s+mattine|le\s+sere);"
    r"alle\s+\d+\s+di\s+(?:notte|mattina|sera);"
    r"кажд(?:ый|ое|ую|ой)\s+(?:день|ночь|неделю|утро|вечер|час|понедельник|вторник|среду|четверг|"
    r"пятницу|субботу|воскресенье);ежедневно;еженедельно;по\s+(?:понедельникам|вторникам|средам|"
    r"четвергам|пятницам|субботам|воскресеньям|ночам);كل\s+(?:يوم|ليلة|أسبوع|شهر|صباح|مساء|ساعة);"
    r"يوميا;يومياً;أسبوعيا;أسبوعياً;每天;每日;每晚;每周;每週;每星期;每个月;每個月;凌晨;毎日;毎週;毎晩;"
    r"毎朝;毎月;매일;매주;매달;마다"
)
# A sentence said to someone: it opens with a verb ("Back up the database every night",
# "Перезапускай сервер каждую ночь") — a Latin one with no determiner or pronoun before it, a
# Cyrillic one in an imperative's ending.
_TOLD_SUBJECT = Lazy(
    r"^(?:the|our|this|that|these|those|we|it|they|ci|le|la|les|l'|notre|nos|on|der|die|das|"
    r"unser\w*|wir|man|el|los|las|nuestr\w*|il|lo|gli|i|nostr\w*)(?!\w)|^[^a-zà-ÿ\u0400-\u04ff]|"
    r"^[\u0400-\u04ff]+(?<![аяеу]й)(?<!и)(?<!йте)(?<!ите)(?<!ь)(?<!ьте)(?!\w)",
    re.IGNORECASE,
)


def a_schedule_told(text: str) -> bool:
    """Whether words (normalised) only tell a schedule: a cadence, and nothing asked, refused or
    requested (see _CADENCE)."""
    return bool(
        _CADENCE.search(text)
        and (_TOLD_SUBJECT.search(text) or _KO_STATED.search(text))
        and not (negated(text) or _ASKS_ANY.search(text) or KO_REQUEST.search(text))
    )


# A Korean sentence closed as a statement, formal or of a state ("QA 서버 DB는 일요일마다 새로
# 채워집니다", "…초기화돼요"), whatever Latin name opens it: no one is told to do it.
_KO_STATED = Lazy(r"[가-힣](?:니다|돼요|져요|되어요|있어요)\s*[.!]?\s*$")


_A_NOT_A = Lazy(r"(?<![摘重需主必概提纪紀])要不要|用不用|是不是|会不会|會不會")


# A rule the user set out to give and gave up in the same sentence ("I was going to ask for no
# tables in the summaries, but on second thought tables are fine", "I was going to say no emoji in
# commits, but never mind"): nothing is asked.
_GIVEN_UP = Lazy(
    r"i\s+was\s+(?:going\s+to|about\s+to|gonna)\s+(?:ask|say|tell|insist|suggest)\b[^.;!?]*?,?\s+"
    r"but\s+(?:on\s+second\s+thoughts?|actually|never\s+mind|nah|no\s+need|"
    # (English, check-v-en) "…, but forget it", "but scratch that", "but don't worry about it",
    # "but it doesn't matter"
    r"forget\s+(?:it|that|about\s+it)|scratch\s+that|don'?t\s+worry(?:\s+about\s+it)?|"
    r"it\s+doesn'?t\s+matter|"
    r"[^.;!?]*?\b(?:is|are)\s+"
    r"(?:fine|ok|okay|all\s+right)\b)[^.;!?]*[.!]?"
)


# A rule said lifted (fr, de, es, it, ru, ar; the twenty-second round's west): "…, pero esa norma
# ya se quitó", "…, теперь такого правила нет", "cette règle a été levée", "diese Regel gilt nicht
# mehr", "questa regola non vale più", "هذه القاعدة أُلغيت" — what it said was so is told, nothing
# asked now.
_LIFTED = table(
    r"(?:esa|esta|la)\s+(?:norma|regla)\s+(?:ya\s+)?(?:se\s+(?:quitó|eliminó|retiró|levantó)|no\s+(?:existe|rige|aplica));"
    r"(?:cette|la)\s+règle\s+(?:a\s+été\s+(?:levée|abandonnée|supprimée)|n'existe\s+plus|ne\s+s'applique\s+plus);"
    r"(?:diese|die)\s+regel\s+(?:gilt\s+nicht\s+mehr|gibt\s+es\s+nicht\s+mehr|wurde\s+(?:abgeschafft|aufgehoben));"
    r"(?:questa|la)\s+regola\s+(?:non\s+vale\s+più|non\s+c'è\s+più|è\s+stata\s+(?:tolta|abolita|rimossa));"
    r"(?:теперь\s+|сейчас\s+)?(?:такого|этого)\s+правила\s+(?:больше\s+|уже\s+)?нет;"
    r"(?:это|такое)\s+правило\s+(?:отменили|отменено|больше\s+не\s+действует);"
    r"(?:هذه|تلك)\s+القاعدة\s+(?:أُلغيت|ألغيت|لم\s+تعد\s+\S+)"
)


# Who may, asked ("Chi può svuotare le tabelle? Solo il DBA?", "Qui peut pousser sur main ?", "Wer
# darf …?", "¿Quién puede …?", "Кто может …?", "من يمكنه …؟"): a question of who, not "can you …",
# a request put as a question (the twenty-second round's west).
_WHO_MAY = Lazy(
    r"(?<!\w)(?:chi\s+può|qui\s+peut|wer\s+(?:darf|kann)|quién\s+puede|кто\s+может)(?!\w)"
    r"|من\s+(?:يمكنه|يستطيع)"
)


# (es, it, ru; check-w-west) Whether one may, asked impersonally, the whole message one question:
# "¿Se pueden poner tablas en los avisos?", "Si può usare sudo sul server?", "Можно ли пушить в
# main без ревью?" — the user's own question of permission ("без ревью" refuses nothing there).
_ONE_MAY_ASKED = Lazy(r"(?:¿\s*se\s+pueden?|si\s+può|можно\s+ли)(?!\w)[^.!?;¿]*\?")


def _rule_lifted(text: str) -> bool:
    """Whether words (normalised) tell of a rule and say it lifted (see _LIFTED), asking nothing
    beside it."""
    lifted = [m.span() for m in _LIFTED.finditer(text)]
    lifted += given_up_spans(text)  # a rule given up, its content named (check-w-west)
    if not lifted:
        return False
    rest = blank(text, lifted)
    # (a "never" told in the past is the rule lifted: "on ne poussait jamais sur main")
    return not any(
        (_ASKS_ANY.search(rest, a, b) or still_refused(rest, a, b))
        and not PAST_TOLD.search(rest, a, b)
        for a, b in clauses(rest)
    )


# (zh, check-v-east) A rule said before, given up now ("之前说提交信息必须写中文的那条，现在不用管了",
# "上次說的那個規定，以後不用遵守了"): the whole message, the rule it names asked no more.
_ZH_GIVEN_UP = Lazy(
    r"[^。!！?？]{0,60}?(?:那条|那條|那个|那個|这条|這條)(?:规定|規定|要求|规则|規則)?\s*[，,]?\s*"
    r"(?:现在|現在|以后|以後|从现在起|從現在起)?\s*(?:就)?\s*(?:不用管了|不用再?遵守了?|作废了?|作廢了?|"
    r"取消了?|不算了|不算數了|不作数了|不作數了|可以不管了)\s*[。.!！]?"
)


# (zh, check-w-east) Whether a rule holds, asked in one sentence ("只读从库是不是谁都不能写？", "main
# 是否不能直接推？"): a question of what is so, its refusal the rule asked about, not given
_ZH_IS_IT_SO = Lazy(r"[^。!！?？]{0,60}?(?:是不是|是否|对不对|對不對)[^。!！?？]{0,40}[?？]")


def told_or_asked(text: str) -> bool:
    """Whether words (normalised) only tell of the past or only ask the user's own question
    (see PAST_TOLD)."""
    spans = clauses(text)
    undecided = [(a, b) for a, b in spans if _UNDECIDED.search(text, a, b)]
    # and the clause just before one, in its sentence, that names nothing ("как будем теперь — не
    # решено": how we do it now is what is undecided)
    for i, (a, b) in enumerate(spans):
        if (a, b) in undecided and i > 0:
            p0, p1 = spans[i - 1]
            gap = text[p1:a]
            if (
                not re.search(r"[.;!?。；]", gap)
                and not re.search(r"[a-z0-9]", text[p0:p1])
                and not negated(text[p0:p1])
                and (p0, p1) not in undecided
            ):
                undecided.append((p0, p1))
    if undecided:  # the rest tells of the past, or nothing: "We used to X, but nothing is decided"
        rest = blank(text, undecided)
        if not rest.strip(" ,.;:!。、，"):
            return True
        return bool(PAST_TOLD.search(rest)) and told_or_asked(rest)
    if asks_the_reason(text) or _GIVEN_UP.fullmatch(text.strip()) or _rule_lifted(text):
        return True
    if _ZH_GIVEN_UP.fullmatch(text.strip()):  # zh (check-v-east)
        return True
    if _ONE_MAY_ASKED.fullmatch(text.strip()):  # es, it, ru (check-w-west)
        return True
    if east_rule_given_up(text):  # ja zh ko (check-w-east)
        return True
    if _ZH_IS_IT_SO.fullmatch(text.strip()):  # zh (check-w-east)
        return True
    if _counted_back(text):  # (English, check-zf-en)
        return True
    # (a Chinese question's A-not-A, "要不要", "用不用", is no refusal: "你觉得要不要把 Redis 换成
    # Valkey？"; 摘要不要 is a summary's "don't")
    if negated(blank(text, [m.span() for m in _A_NOT_A.finditer(text)])):
        return False
    sentences = [p for p in re.split(r"(?<=[?？؟.!。！])(?!\d)\s*", text) if p.strip(" .。")]
    if (
        sentences
        and all(_QUESTION_END.search(p) for p in sentences)
        and not _ASKS_AS_QUESTION.search(_WHO_MAY.sub(" ", text))
        and not KO_REQUEST.search(text)
    ):
        # the user's own question, whatever time or modal it holds ("你們部門現在是用哪一套 CI？",
        # "Sollten wir auf Podman umsteigen?"): asked of the user, not of the agent
        return True
    if _ASKS_ANY.search(text) or _UNTIL_NOW.search(text):
        return False
    if PAST_TOLD.search(text) and not KO_REQUEST.search(text):
        return True
    sentences = [p for p in re.split(r"(?<=[?？؟.!。！])(?!\d)\s*", text) if p.strip(" .。")]
    return (
        bool(sentences)
        and all(_QUESTION_END.search(p) for p in sentences)
        and not _ASKS_AS_QUESTION.search(text)
    )


def past_clauses(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses of a rule that tell of the past and ask nothing ("以后用 pnpm，以前
    我们用过 yarn", "We used to use yarn; now it's pnpm"): what was done, not what is asked."""
    if not PAST_TOLD.search(text):
        return []
    out = []
    for a, b in clauses(text):
        part = text[a:b]
        if PAST_TOLD.search(part) and not (negated(part) or _ASKS_ANY.search(part)):
            out.append((a, b))
    return out


# The mark harm_told.py puts after a story of harm's deed (its clause read as a refusal).
HARM_MARK = " ❌"


_SQL_DEED = Lazy(r"(?<![\w-])(?:drop|truncate|delete)(?![\w-])", re.IGNORECASE)


# A force push named as a deed in any of the east's words ("누가 develop에 강제 푸시해서", "有人強推").
_FORCE_DEED = Lazy(
    r"force[- ]?push|강제\s*(?:푸시|푸쉬|push)|強推|强推|強制\s*(?:プッシュ|push)|(?:-f|--force)(?![\w-])",
    re.IGNORECASE,
)


def names_a_deed(part: str) -> bool:
    """Whether words name a program a deed runs, a destructive SQL statement or a force push."""
    return bool(_SQL_DEED.search(part) or _FORCE_DEED.search(part)) or any(
        w in KNOWN_PROGRAMS for w in re.findall(r"[a-z][\w-]*", part.lower())
    )
