"""When and where a rule holds, in the 11 UI languages: a condition or a time that makes it one
the checker cannot judge alone, an exception ("unless …", "…以外"), "without asking", a concession
that says when it still holds ("even when I write in English"), a reason given in a clause of its
own, and the act a rule is about said as when one does it ("when you commit", "푸시할 때는"),
which is its scope, not a condition."""

from __future__ import annotations

import re

from app.domain.compliance.clause_cuts import KO_HANGUL, clauses
from app.domain.compliance.day_spans import ALWAYS_TOO as _ALWAYS_TOO
from app.domain.compliance.day_spans import HOLIDAY_SPANS  # (check-ze-east)
from app.domain.compliance.word_tables import Lazy, table

# A rule that holds only sometimes is not one the checker can judge alone ("たら" before a refusal
# is none: "force push したらあかん", "触ったらダメ" forbid it; nor Japanese's 当 of 引当て, 割当,
# 手当, 当日, nor the 當 of 便當 (a lunch box), which is no Chinese "when"; nor 当值/當值, on duty —
# but 当 before 值班 is "when the on-call …": "当值班同学不在时").
# (ja, check-z-east) Nor the 当 closing a Japanese noun: 弁当 (a lunch box), 配当, 見当, 充当, 穏当,
# 順当 (not 正当: "正当な理由がない限り", unless, is read as a condition by it).
CONDITION = table(
    r"if;until;when;whenever;as\s+long\s+as;provided;如果;若;假如;"
    r"当(?<![担擔本相適适該该妥引割手便弁配見充穏順]当)(?!前|然|番|社|者|て|た|り|日|值(?!班));當(?<![擔本相適該妥便]當)(?!前|然|番|社|者|值(?!班));的时候;的時候;只有在;場合;なら(?!ない|なかっ|ず|ぬ)(?<!てはなら)(?<!ではなら);たら(?!\s*(?:あかん|アカン|あきま|ダメ|だめ|いけ));ときは;時は;경우;때는;때에는;si(?!\s+chiam|\s+\w+(?:ano|ono)\b)(?<!qui\ssi)(?<!non\ssi)(?<!\bci\ssi)(?<!\blo\ssi)(?<!\bda\snoi\ssi);"
    # (German's "falls", if; not English's verb: "sudo falls to the on-call sysadmin": check-v-en)
    r"lorsque;quand;tant\s+que;wenn;falls(?!\s+(?:to|on|under|within)\b);sofern;solange;"
    # (but Italian's "da quando", since: "usiamo npm da quando abbiamo tolto i workspace")
    r"cuando;mientras;quando(?<!\bda\squando);finché;если;пока;когда;"
    r"(?:و|ف)?(?:إذا|اذا|عندما|حين|حينما|لو|طالما)"
    # (ar; check-za-west) not "لو سمحت" (please: "if you allow"), a request's courtesy, no if —
    # where no subject follows it: "لو سمحت الظروف" (if circumstances allow) is an if
    r"(?!\s*سمحت(?!\s+ال))"
)
# Italian's impersonal "si" before a verb in the third person, after its subject ("Il codice
# Python si indenta con quattro spazi", "Il deploy si fa con helm"), after a phrase of whom or where
# ("Ai pazienti si risponde in italiano", "Per la fatturazione si committa in inglese", "Su main non
# si pusha") or opening a clause (", si passa dalla merge request"): no "if" (Italian's is "se");
# the reader takes it for one only where the rule's small words are not Spanish or French.
IMPERSONAL_SI = Lazy(
    # (fix-za-noticed: or after a "né" of neither … nor, "Né su main né su release si pusha")
    r"(?:^|[.!?;:,]\s*)"
    # (it; check-zb-west) or after the "che" of a reason ("Zero grassetto, che sul tablet … si
    # legge male"): Italian's "che" (because, that), never Spanish or French
    r"(?:che\s+)?"
    r"(?:(?:né\s+)?(?:il|lo|la|i|gli|le|l'|a|ai|agli|alle|al|allo|alla|su|sul|sui|sulla|"
    r"sulle|sugli|per|con|col|coi|nel|nei|nella|nelle|negli|nello|in|da|dal|dai|dalla|dalle|tra|"
    r"fra|qui|qua)\s*[\w-]+(?:\s+[\w'-]+){0,6}?\s+)?(si)\s+"
    r"(?=[a-zàèéìòù]+(?:a|e|ano|ono)\b)",
    re.IGNORECASE,
)
# A rule tied to a day of the week, the weekend or an hour of the day ("on Fridays", "freitags",
# "금요일에는", "周末", "after 6pm") holds only then: the checker does not know when an output was
# made, so it is one it cannot judge alone, as a condition is.
TIMED = table(
    # (a day told of a chat's news, not of the rule: "the season starts Monday", "still rebuilding
    # it from Tuesday", "since last Friday")
    r"(?<!from\s)(?<!since\s)(?<!last\s)(?<!starts\s)(?<!started\s)"
    # (English, check-zd-en) nor the day a window ends on: "stable's locked till Friday arvo"
    r"(?<!till\s)(?<!until\s)(?<!thru\s)(?<!through\s)(?<!till\snext\s)(?<!until\snext\s)"
    r"(?:on\s+)?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?);"
    r"(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|am\s+wochenende|wochenende);"
    r"(?:le\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week-end)s?;"
    # (mend-zc-left) the weekend's singular too ("este fin de semana": "fines?" read only "fines"),
    # and Russian's "на выходных", "на этих выходных", "в эти выходные"
    r"(?:los\s+)?(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?);fin(?:es)?\s+de\s+semana;"
    r"на\s+(?:этих\s+|следующих\s+)?выходных;в\s+эти\s+выходные;"
    r"(?:il\s+|di\s+)?(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica);fine\s+settimana;"
    r"по\s+(?:понедельникам|вторникам|средам|четвергам|пятницам|субботам|воскресеньям|выходным);"
    r"в\s+(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье|выходные);"
    r"(?:after|before|nach|vor|après|avant|después\s+de\s+las|dopo\s+le|после)\s+\d{1,2}(?:[:.h]\d{2})?\s*(?:pm|am|uhr|h)?;"
    r"الجمعة;السبت;الأحد;الاثنين;الثلاثاء;الأربعاء;الخميس;نهاية\s+الأسبوع;"
    r"星期[一二三四五六日天];周[一二三四五六日];週[一二三四五六日];礼拜[一二三四五六日天];禮拜[一二三四五六日天];"
    r"周末;週末;月曜;火曜;水曜;木曜;金曜;土曜;日曜;"
    r"월요일;화요일;수요일;목요일;금요일;토요일;일요일;주말;시\s*(?:이후|넘어서);"
    # (ko ja zh; check-zf-east) the night or the small hours as the rule's window ("정기 점검일
    # 밤에는", "야간에는", "深夜は", "夜間は", "晚上", "半夜"), said with the particle of a time (not
    # "야간 빌드", the nightly build, nor "밤새", overnight, told)
    r"(?<![가-힣])(?:밤|새벽|야간|심야)\s*(?:시간\s*)?(?:에는|엔|에|대에는);"
    r"夜(?:間|中)?(?:は|に|の間は);深夜(?:は|に|の間は);"
    + ";".join(
        # (an item that opens with a Han is matched raw; a refusal right after it, so not a
        # compound's first half: 夜間動物園, 夜間当番, 晚上的报表)
        f"{w}(?=\\s*[，,]?\\s*(?:不|别|別|唔|禁止|请勿|請勿|勿|千万|千萬))"
        for w in ("晚上", "夜里", "夜裡", "半夜", "凌晨", "深夜")
    )
    + ";"
    + HOLIDAY_SPANS
    # (ko zh ja; check-ze-east) a span of days named by its holiday (day_spans)
)
# (mend-ze-spans) "at ordinary times too" (平时也, 普段も, 평소에도): a timed word beside it does not
# bound the rule ("元旦前后不要部署，平时也别直接推 main")
ALWAYS_TOO = Lazy(_ALWAYS_TOO.replace(";", "|"))
# "Unless …", "except …", "sauf …", "außer …", "除非…", "…以外", "…빼고": the rule holds but in a case
# the output may not show — so what breaks it is in doubt (the checker says `unknown`), what
# keeps it is kept. Markers that open their clause, and those that close it.
EXCEPTION_OPEN = table(
    r"unless;except(?:\s+(?:for|when|if|in|on))?;excepting;other\s+than;apart\s+from;"
    r"with\s+the\s+exception\s+of;sauf;à\s+moins\s+qu[e'];excepté;hormis;à\s+l'exception\s+d[e'];"
    r"außer;es\s+sei\s+denn;ausgenommen;mit\s+ausnahme;salvo;excepto;a\s+menos\s+que;"
    r"a\s+no\s+ser\s+que;con\s+excepción\s+de;tranne;eccetto;a\s+meno\s+che;fuorché;"
    r"ad\s+eccezione\s+di;кроме;за\s+исключением;если\s+только\s+не;"
    r"(?:و|ف)?(?:إلا|الا|باستثناء|عدا|ماعدا|ما\s+عدا|ما\s+لم);除非;除了;除开;ただし;但し"
)
# "Without asking": the rule holds unless the user was asked, which no output shows (its break
# is in doubt); the words stand beside the verb, so nothing of the rule is left out for them.
UNASKED = table(
    r"without\s+(?:asking|checking|my\s+(?:ok|okay|approval|permission|consent)|permission|approval);"
    r"sans\s+(?:me\s+)?demander;sans\s+(?:mon\s+|ma\s+)?(?:accord|permission|validation);"
    r"ohne\s+(?:zu\s+)?(?:fragen|rückfrage|meine\s+\w+|erlaubnis|zustimmung|freigabe);"
    r"sin\s+(?:preguntar\w*|consultar\w*|(?:mi\s+)?permiso|(?:mi\s+)?aprobación);"
    r"senza\s+(?:chiedere\w*|(?:il\s+mio\s+)?permesso|(?:la\s+mia\s+)?approvazione);"
    r"без\s+(?:спроса|разрешения|согласования|моего\s+\w+);не\s+спросив;"
    r"(?:دون|بدون)\s+(?:أن\s+تسأل\w*|إذن\w*|سؤالي|موافقت\w*|الرجوع\s+إلي);"
    r"未经;未經;没问过;沒問過;不经过我;不經過我;擅自;勝手に;確認なしに;無断で;허락\s*없이;묻지\s*않고;"
    r"물어보지\s*않고;확인\s*없이;"
    # (ko; check-zd-east) not the free hand a permission gives: "마음대로 푸시해도 되지만 …"
    r"마음대로(?![^.,!?]{0,12}?(?:해도|어도|아도)\s*(?:돼|되|괜찮))"
)
EXCEPTION_CLOSE = Lazy(
    r"(?:以外(?!的人|的同事|の人)(?:は|に|で|の)?|(?:を|は)除(?:いて|き|く)|除外|(?:을|를)?\s*제외하고|(?:은|는)?\s*빼고|외에는"
    # Korean "unless": a case named, then "if it is not" ("급한 경우 아니면", "급한 거 아니면"), or
    # the user saying otherwise ("내가 따로 말 안 하면", "별말 없으면", "달리 요청하지 않는 한")
    r"|(?<=[가-힣])\s*(?:이|가)?\s*아니면(?![가-힣])"
    r"|(?:따로|달리|별도로|다르게|특별히)\s*(?:말|얘기|이야기|요청|지시|부탁|언급)\w*\s*(?:을|를)?\s*"
    r"(?:안\s*하면|하지\s*않으면|않으면|없으면|않는\s*한|안\s*했으면)"
    r"|(?:별|다른|특별한|따로)\s*(?:말|말씀|얘기|요청|지시)\s*(?:이|가|은|는)?\s*없으면"
    r"|(?:요청|말|부탁|지시)\w*\s*(?:하지\s*)?않는\s*한)"
)


def exceptions(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses that make an exception to a rule ("unless I ask", "sauf pour le
    code", "…以外は"): from an opening marker to its clause's end, or from a clause's start to
    a closing one."""
    spans = clauses(text)
    out = []
    reasons = None
    for m in EXCEPTION_OPEN.finditer(text):
        # (fr de es it ru ar; check-x-west) an "only" or "but" inside the rule's reason is the
        # reason's ("لأن الشاشة لا تعرض إلا نصاً عادياً", because the screen shows nothing but
        # plain text), not an exception to the rule
        reasons = reason_clauses(text) if reasons is None else reasons
        if any(a <= m.start() < b for a, b in reasons):
            continue
        _c0, c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (m.start(), len(text)))
        # a pair closes it before its clause ends: "除了 main 以外的分支都可以推送"
        close = EXCEPTION_CLOSE.search(text, m.end(), c1)
        out.append((m.start(), close.end() if close else c1))
    for m in EXCEPTION_CLOSE.finditer(text):
        c0, _c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (0, m.end()))
        if _DOER_EXCEPTED.fullmatch(text, c0, m.end()):  # (ja; check-zb-east) "院長以外は"
            continue
        # an exception in brackets ("release/* への push は禁止（release/next は除く）") opens there
        opened = max(text.rfind("(", c0, m.start()), text.rfind("（", c0, m.start()))
        out.append((opened + 1 if opened >= 0 else c0, m.end()))
    # Korean says an exception as a permission after the rule: "tests/ 폴더는 수정 금지, 단
    # fixtures는 괜찮음", "legacy/는 건드리지 마. legacy/README.md는 돼"
    out += korean_permitted(text)
    return out


def korean_permitted(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses a Korean rule closes with a permission of what it names (see
    _KO_PERMITTED), after the clause that made the rule."""
    if not KO_HANGUL.search(text):
        return []
    return [(a, b) for a, b in clauses(text)[1:] if _KO_PERMITTED.search(text, a, b)]


def korean_permitted_topic(text: str, span: tuple[int, int]) -> str | None:
    """The name a Korean permission clause allows ("fixtures" of "단 fixtures는 괜찮음")."""
    m = _KO_PERMITTED.search(text, *span)
    if m is None:
        return None
    words = text[span[0] : m.start()].split()
    return words[-1] if words else None


# A thing named as the topic of a permission closing its clause ("X는 괜찮음", "X는 돼요", "X는
# 예외", "X도 OK"), after a clause that made the rule.
_KO_PERMITTED = Lazy(
    r"(?<=[\w/*.)\]])\s*(?:은|는|도|만)\s*(?:괜찮\w*|상관\s*없\w*|돼요?|됩니다|됨|허용\w*|ok|오케이|"
    r"ㅇㅋ|예외\w*|수정해도\s*(?:돼|되|됨)\w*|건드려도\s*(?:돼|되|됨)\w*)\s*[.!~]*\s*$"
)


# "Even when I write in English", "auch wenn", "即使": a clause that says when the rule still holds
# (it makes the rule no less lasting, and what it names is not what the rule asks). Markers that
# open their clause, and those that close it (Japanese, Korean).
CONCESSIVE_OPEN = table(
    r"even\s+(?:when|if|though|in);regardless\s+of;no\s+matter;whatever\s+language;"
    r"même\s+(?:si|quand|lorsque|en);quelle\s+que\s+soit;auch\s+wenn;selbst\s+wenn;sogar\s+wenn;"
    r"egal\W+(?:ob|in|welche\w*);unabhängig\s+davon;obwohl;obgleich;though;although;bien\s+que;"
    r"quoique;a\s+pesar\s+de;sebbene;benché;nonostante;malgrado;(?:пусть|хоть)\s+(?:я|мы)\s+и;хотя;"
    r"(?:وإن|ولو);حتى\s+إن;مع\s+أن;مع\s+ان;رغم\s+أن;على\s+الرغم\s+من;虽然;雖然;尽管;儘管;"
    r"حتى\s+ان;incluso\s+(?:si|cuando);aun(?:que|\s+cuando|\s+si);"
    r"sin\s+importar;anche\s+(?:se|quando);perfino\s+se;indipendentemente;даже\s+(?:если|когда);"
    r"независимо\s+от;حتى\s+(?:لو|إذا|اذا|عندما|وإن|وان);بغض\s+النظر;即使;即便;就算;哪怕;不管;无论;無論;"
    r"たとえ;아무리;"
    # the user's own messages in a language ("I may write in French", "Ich schreibe dir manchmal
    # auf Englisch", "Я иногда пишу по-английски"): when the rule holds, not what it asks
    r"I\s+(?:may\s+|might\s+|sometimes\s+|often\s+|usually\s+|will\s+|could\s+)*(?:write|ask|speak|type|talk|message);"
    r"ich\s+(?:schreibe|frage|spreche|rede);j'écris;je\s+(?:t'|te\s+|vous\s+)?(?:écris|parle|pose);"
    r"(?:te\s+|le\s+)?(?:escribo|hablo|pregunto);(?:ti\s+|le\s+)?(?:scrivo|parlo|chiedo);"
    r"я\s+(?:\w+\s+)?(?:пишу|спрашиваю|говорю);(?:كتبت|أكتب|سألتك|أسألك|تحدثت|أتحدث);"
    r"我用.{1,8}?(?:问|問|写|寫|说|說|提问|提問|聊)"
)
CONCESSIVE_CLOSE = Lazy(
    # the concessive clause may close the sentence ("…영어로 써 줘. 한국어로 물어봐도.")
    r"(?:ても|でも)(?=[、，,。.]|\s|$)|(?:더라도|라도|어도|아도|써도|해도|와도|봐도|줘도|여도)(?=[,，.。!\s]|$)"
    # but not a permission: "푸시해도 돼", "써도 괜찮아요"; what is written elsewhere: "npm이라고 되어 있지만"
    r"(?!\s*(?:돼|되|됩|된|됨|괜찮|좋|ok|ㅇㅋ))|(?:이?라고|고)\s*(?:되어|돼|적혀|써)\s*있(?:지만|는데)|と書いて(?:あります|ある)(?:が|けど)"
    # "also when" is "even when": "영어로 질문할 때도", "영어로 쓸 때에도", "영어인 경우에도"
    r"|(?<=[가-힣]\s)(?:때|경우)에?도(?=[,，.。!\s]|$)"
    # Japanese verbs of writing to one, run into what follows ("英語で話しかけても日本語で答えて");
    # not a permission ("書いてもいい"), nor a favour received ("英語で書いてもらっています": も is
    # もらう's)
    r"|(?:話しかけ|書い|聞い|質問し|話し|言っ|送っ)ても(?!(?:いい|良い|構わ|かまわ|大丈夫|OK|ら[っいえうお]))"
    # Chinese "when …, still/also …" ("我用英文问你的时候，也请用中文回答")
    r"|(?:的)?(?:时候|時候)(?=\s*[，,]\s*(?:也|都|还是|還是|仍然|依然|照样|照樣))"
)


_ANSWER_NOW = Lazy(
    r"(?<=\s)(?:answer|reply|respond|réponds|répondez|antworte|antwortet|responde|respóndeme|contesta|"
    r"contéstame|rispondi|rispondimi|отвечай|отвечайте|أجب|أجبني|رد|ردّ)(?!\w)",
    re.IGNORECASE,
)
_ARABIC_FA = Lazy(r"(?<=\s)ف(?=[\u0621-\u064a]{2})")


def concessive(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses that say when a rule still holds ("even when I write in
    English"): from an opening marker to its clause's end, or from a clause's start to a closing
    one ("英語で書いても")."""
    spans = clauses(text)
    out = []
    for m in CONCESSIVE_OPEN.finditer(text):
        # to the end of the clause its last word is in ("egal, ob …": a comma inside the marker)
        _c0, c1 = next(((a, b) for a, b in spans if a < m.end() <= b), (m.start(), len(text)))
        # Arabic opens the main clause with ف ("وإن سألتك بالإنجليزية فأجبني بالعربية"), and any
        # language may open it with the verb of answering, no comma between ("حتى لو سألتك
        # بالإنجليزية أجب بالعربية", "Even if I write in French answer in English")
        cut = _ARABIC_FA.search(text, m.end(), c1) or _ANSWER_NOW.search(text, m.end(), c1)
        out.append((m.start(), cut.start() if cut else c1))
    for m in CONCESSIVE_CLOSE.finditer(text):
        c0, _c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (0, m.end()))
        out.append((c0, m.end()))
    return out


# A reason given in a clause of its own, in the languages other than Korean (korean_asides reads
# Korean's): "…, because npm kept corrupting node_modules", "weil der Lockfile sonst kaputtgeht",
# "parce que …", "porque …", "perché …", "потому что …", "لأن …", "因为…": from the marker to its
# clause's end. It says why, not what is asked (a tool it names is not the rule's). Markers that
# are also other words (English "as", "since", German "da") are left out.
REASON_OPEN = table(
    r"because;weil;parce\s+que;puisque;porque;ya\s+que;perch[ée];poich[ée];siccome;"
    # "since" and French "car" when they open a clause ("since npm is broken", ", car pip est …")
    r"since(?=\s+(?:[\w.-]+\s+){0,2}(?:is|are|was|were|has|have|keeps|kept|breaks|broke|does|needs|wants|[a-z]+ed|[a-z]{3,}[^s\W]s|"
    r"doesn'?t|isn'?t|can'?t|won'?t)\b);car(?<=[,;]\scar);"
    r"потому\s+что;так\s+как;поскольку;ибо;(?:لأن|لأنه|لأنها|لانه);因为;因為;由于;由於"
)


def reason_clauses(text: str) -> list[tuple[int, int]]:
    """The spans of a rule's reason clauses opened by a marker (REASON_OPEN), to the clause's
    end, or closed by Japanese's ので/から (from the clause's start); empty when none is found."""
    found = list(REASON_OPEN.finditer(text))
    closed = list(_JA_REASON_END.finditer(text)) if "ので" in text or "から" in text else []
    so = list(_ZH_SO.finditer(text)) if "所以" in text or "因此" in text else []
    if not found and not closed and not so:
        return []
    spans = clauses(text)
    out = []
    for m in so:
        # Chinese gives the reason in the clause before 所以 ("他在手机上看表格很费劲，所以就别用表格了")
        before = [(a, b) for a, b in spans if b <= m.start()]
        if before and text[before[-1][1] : m.start()].strip(" ") in ("，", ","):
            out.append(before[-1])
    for m in found:
        _c0, c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (m.start(), len(text)))
        out.append((m.start(), c1))
    for m in closed:
        c0, _c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (0, m.end()))
        # a reason in brackets after the rule ("…揃えることになっています（ベトナムの開発チームが
        # 読むので）"): from its bracket, not from the clause's start
        bracket = max(text.rfind("（", c0, m.start()), text.rfind("(", c0, m.start()))
        start = max(c0, bracket)
        # (ja, check-v-east) the reply named as the topic the reason opens with ("返信はそのまま LINE
        # に貼るので、見出しは付けないで"): the rule's topic, not the reason's
        topic = _JA_REPLY_TOPIC.match(text, start, m.start())
        out.append((topic.end() if topic else start, m.end()))
    return out


_ZH_SO = Lazy(r"所以|因此")
_JA_REPLY_TOPIC = Lazy(
    r"\s*(?:[^、。\s]{1,8}?への)?(?:返信|返答|回答|返事|答え|説明)(?:で|に)?は"
    # (ja, check-z-east) and a guide or a confirmation sent out, its matter before it ("ピアノ調律の
    # 予約確認は LINE で送るから、", "屋形船の料金案内はそのまま貼るので、"): read_reply's texts
    r"|\s*[^、。\s]{0,10}?(?:案内|予約確認)(?:で|に)?は"
)
# Japanese closes a reason with ので, or から after a predicate ("npm は遅いので", "壊れるから"),
# not から after a noun ("main から", from main).
_JA_REASON_END = Lazy(r"ので|(?<=[いるただすう])から(?=[、。,.!！\s]|$)|(?<=です|ます)から")


# Korean names the very act a rule is about as its scope with "…할 때는" ("푸시할 때는 feature/*
# 브랜치에만", "설명할 때는 한국어로", "커밋할 때는 제목을 명령형으로", "Python 코드를 쓸 때는 4칸"):
# the act is what the checker looks at anyway, so "때는" there is no condition. A condition on
# anything else ("테스트가 실패할 때는", "금요일일 때는") stays one.
_KO_ACT_NOUN = (
    r"(?:푸시|푸쉬|push|커밋|commit|설명|답변|대답|답장|응답|작성|설치|코딩|머지|merge|들여쓰기|"
    r"pr|풀\s*리퀘스트|패키지\s*설치|파일\s*생성)"
)
_KO_ACT_OBJECT = r"(?:코드|파일|메시지|커밋\s*메시지|pr|답변|답장|커밋|브랜치|테스트|함수|스크립트)"
_KO_ACT_WHEN = Lazy(
    rf"(?<![가-힣]){_KO_ACT_NOUN}\s*(?:을|를)?\s*(?:할|하실|하는)\s*(때(?:에?는|엔|에)?|경우(?:에?는|엔|에)?)"
    rf"|{_KO_ACT_OBJECT}\s*(?:을|를)?\s*(?:쓸|만들|올릴|보낼|짤|작성할|남길)\s*(때(?:에?는|엔|에)?|경우(?:에?는|엔|에)?)"
)

# (ko; check-zc-east) Replying said by its bare verb 답하다 ("문의에 답할 때는 반드시 중국어로
# 답하십시오", "손님께 답하실 때는"): the act the rule is about, as 답변할 때는 is (it had read as a
# condition, a reply in another language unknown). Not after a language's 로 ("영어로 답할 때 …
# 빼 주세요": the language is the condition) nor inside a word (정답, 대답 is _KO_ACT_NOUN's).
_KO_ANSWER_WHEN = Lazy(
    r"(?<![가-힣])(?<!로\s)답\s*(?:할|하실|하는)\s*(때(?:에?는|엔|에)?|경우(?:에?는|엔|에)?)"
)

# (ko; check-zd-east) Writing a code block, the element a layout rule names ("코드 블록을 쓸 때는
# 반드시 언어 이름을 붙여 주세요"): the rule's scope, as "코드를 쓸 때는" is (it had read as a
# condition, and nothing was read). Not another thing written beside it ("블록체인을 쓸 때는").
_KO_BLOCK_WHEN = Lazy(
    r"(?<![가-힣])코드\s*블(?:록|럭)\s*(?:을|를)?\s*(?:쓸|넣을|작성할|보여\s*줄|붙일)\s*"
    r"(때(?:에?는|엔|에)?|경우(?:에?는|엔|에)?)"
)


# Likewise "when you answer" in the other languages, as the whole clause or its end ("Don't use
# numbered lists when you answer.", "Quand tu réponds, pas de titres", "回答的时候不要用表格"): the
# act of replying is what a reply rule is about. "When you answer questions about billing, …"
# names more than the act: it stays a condition.
_REPLY_WHEN = Lazy(
    r"(?<!\w)(?:when(?:ever)?\s+(?:you\s+|we\s+)?(?:answer|reply|respond)(?:ing)?(?:\s+(?:me|to\s+me))?|"
    r"(?:quand|lorsque)\s+(?:tu|on|nous|vous)\s+(?:me\s+)?r[ée]pond\w*|wenn\s+(?:du|wir)\s+(?:mir\s+)?antwort\w*|"
    r"cuando\s+(?:me\s+)?(?:respondas|contestes|respondemos|contestamos)|quando\s+(?:mi\s+)?(?:rispondi|rispondiamo)|"
    r"когда\s+(?:ты\s+|мы\s+)?(?:мне\s+)?отвеча\w*|(?:عندما|حين|حينما)\s+(?:ترد|تجيب|نرد|نجيب)(?:ني)?)"
    # and whom the reply is to ("Quand on répond aux assurés de la mutuelle, …", "When we reply
    # to customers, …"): the reply is still what the rule is about
    r"(?:\s+(?:to|aux?|à\s+la|à\s+l'|an|den|a|al|a\s+los|a\s+las|ai|agli|alle|al)\s*(?:[\w'-]+\s*){1,5}?)?"
    r"(?=\s*(?:[,.;:!?،]|$))"
    r"|(?:回答|回复|回覆|答复)(?:我)?(?:时|時|的时候|的時候)|回我(?:时|時|的时候|的時候)|(?:答える|回答する|返事する|返事をする|返信する|説明する)(?:とき|時|場合|際)(?:は|には)?"
    # a task done for the user, which the reply is ("幫我整理出貨狀況的時候", "帮我写周报的时候")
    r"|^\s*(?:幫我|帮我)[^，,。；;]{1,16}?(?:的时候|的時候)",
    re.IGNORECASE,
)


# Likewise the other acts a rule is about, said as when one does them ("寫 commit message 的時候不要用
# 中文", "When you write commit messages, …", "Wenn du committest, …", "Quand tu crées une branche,
# …", "コミットするときは"): committing, pushing, writing, creating, naming, installing — the act the
# checker looks at anyway, not a condition. A when-clause about anything else ("when the tests
# fail") stays one.
_ACT_WHEN = Lazy(
    r"(?<!\w)(?:when(?:ever)?\s+(?:you\s+)?|wenn\s+du\s+|quand\s+tu\s+|lorsque\s+tu\s+|cuando\s+|quando\s+|"
    r"когда\s+(?:ты\s+)?|عندما\s+|حين\s+)(?:[\w/*.-]+\s+){0,3}?"
    r"(?:commit\w*|push\w*|writ\w*|creat\w*|open\w*|nam(?:e|es|ing)|install\w*|add(?:ing)?|"
    r"schreibst|erstellst|anlegst|installierst|benennst|écris|crées|nommes|installes|ouvres|"
    r"escribas|crees|nombres|instales|hagas|scrivi|crei|installi|fai|коммит\w*|пуш\w*|пишешь|"
    r"созда[её]шь|устанавливаешь|называешь|تكتب|تنشئ|تدفع|تثبت|تسمي)"
    r"(?:\s+[\w/*.-]+){0,3}?(?=\s*[,،:;])"
    r"|[^\s，,。.；;：:]*(?:commit|push|pr|提交|推送|(?<![\u3400-\u9fff])推(?![\u3400-\u9fff])|分支|安装|安裝|命名|代码|代碼|程式|文档|文檔|信息|訊息|"
    r"message)[^，,。.；;：:]*?(?:的时候|的時候|(?:时|時)(?=\s*[，,]|\s))"
    # (and Japanese's "場合は", "際は": "リポジトリへコミットする場合は、…英文で")
    r"|(?:コミット|プッシュ|インストール|作成|命名)(?:を)?(?:する|した)?(?:とき|時|場合|際)(?:は|には)?",
    re.IGNORECASE,
)


_GIT_OBJECT = Lazy(
    r"commit|push|branch|\bpr\b|pull\s+request|merge|提交|推送|(?<![\u3400-\u9fff])推(?![\u3400-\u9fff])|分支|コミット|プッシュ|ブランチ|коммит|пуш|"
    r"ветк|الالتزام|الإيداع|تدفع|فرع|branche|zweig|rama|ramo",
    re.IGNORECASE,
)


def act_scope(text: str) -> list[tuple[int, int]]:
    """The spans of "때는"/"경우에는" after the act a rule is about ("푸시할 때는"): its scope,
    not a condition (see _KO_ACT_WHEN); and of "when you answer" (_REPLY_WHEN) and the other
    acts (_ACT_WHEN)."""
    out = [m.span() for m in _REPLY_WHEN.finditer(text)]
    # only where the act is one on git's objects ("When you write docs, …" stays a condition)
    out += [m.span() for m in _ACT_WHEN.finditer(text) if _GIT_OBJECT.search(m.group())]
    for m in _KO_ACT_WHEN.finditer(text):
        g = 1 if m.group(1) is not None else 2
        out.append(m.span(g))
    out += [m.span(1) for m in _KO_ANSWER_WHEN.finditer(text)]  # (ko; check-zc-east)
    out += [m.span(1) for m in _KO_BLOCK_WHEN.finditer(text)]  # (ko; check-zd-east)
    # writing code in a language named in Latin letters, as Korean's "Python 코드를 쓸 때는" is:
    # the code the rule is about ("写 Python 的时候", "Python を書く場合は")
    out += [m.span() for m in _CODE_WHEN.finditer(text)]
    out += [m.span() for m in _WORK_WHEN.finditer(text)]  # (English: check-v-en)
    out += [m.span() for m in _WISH_IF.finditer(text)]
    out += [m.span() for m in _TALK_WHEN.finditer(text)]  # (de fr es it ru ar; check-zg-west)
    out += commit_if_you_like(text)  # (de fr es it ru ar; check-zg-west)
    out += [m.span() for m in _LIVE_WHEN.finditer(text)]
    out += _live_while(text)  # (fr, de, es, ru, ar; check-w-west)
    # (ja zh ko, check-v-east) its when-word alone: the live place named stays the rule's
    out += [m.span(m.lastindex) for m in _LIVE_WORK_WHEN.finditer(text)]
    out += [m.span() for m in _PACKAGE_WHEN.finditer(text)]  # ja zh ko (check-v-east)
    out += [m.span() for m in _ZH_REPLY_TO_WHEN.finditer(text)]  # zh (check-v-east)
    out += [m.span() for m in _ZH_BARE_REPLY_WHEN.finditer(text)]  # zh (check-za-east)
    out += [m.span(m.lastindex) for m in _ZH_LIVE_HELD_WHEN.finditer(text)]  # zh (check-w-east)
    out += [m.span(1) for m in _KO_SYSTEM_CASE.finditer(text)]  # ko (check-zb-east)
    out += [m.span() for m in _MUST_NOT_TARA.finditer(text)]  # ja (check-zb-east)
    return out


# English's when-clause of working on, or being connected to, a named database or system ("When
# working on the live database, DROP statements are not run at all", "When you're connected to
# the production Postgres, …", "When you work in the prod cluster, …"): where the rule holds, the
# place the output's own command names, not a condition the checker cannot see. A when-clause of
# anything else ("when the tests fail", "when you work late") stays one.
_WORK_WHEN = Lazy(
    r"(?<!\w)when(?:ever)?\s+(?:(?:you|we)(?:'re|\s+are)?\s+)?"
    r"(?:working|work|connected|logged\s+in|signed\s+in|ssh'?d|shelled)\s+"
    r"(?:on|against|to|in|into|with)\s+(?:[\w'.-]+\s+){0,6}?"
    r"(?:database|db|postgres|mysql|replica|cluster|server|host|gateway|instance|box)(?:es|s)?"
    r"(?=\s*[,:;])",
    re.IGNORECASE,
)


# Work on a live system said as when one does it (fr, de, es, it, ru, ar; the twenty-second
# round's west): "Lorsqu'on intervient sur le serveur de production, …", "Wenn an der
# Live-Datenbank gearbeitet wird, …", "Cuando se trabaja sobre la base de datos en vivo, …",
# "Quando si lavora sul server di produzione, …", "Когда работаете с боевой базой, …", "عند العمل
# على قاعدة البيانات الحية …": the place the agent's commands run, named as where the rule
# holds, not a condition left in doubt (as "on the prod server, no …" is read).
_LIVE = (
    r"(?:production|produzione|producci[oó]n|produktiv\w*|prod|live|en\s+vivo|боев\w*|продакшн\w*)"
)
_LIVE_WHEN = Lazy(
    r"(?<!\w)(?:(?:quand|lorsqu(?:e|')\s*)\s*(?:on|tu|vous|nous)\s+(?:intervien\w*|travaill\w*)"
    r"|wenn(?:\s+(?:du|ihr|wir|man))?|cuando\s+(?:se\s+)?(?:trabaja\w*|interviene\w*)"
    r"|quando\s+(?:si\s+)?(?:lavora\w*|interviene\w*)|когда\s+(?:вы\s+|ты\s+|мы\s+)?работа\w*)"
    rf"\s+[^,;.!?]{{0,60}}?(?<![\w-]){_LIVE}(?!\w)[^,;.!?]{{0,60}}?(?=\s*,)"
    r"|عند\s+العمل\s+(?:على|في|مع)\s+(?:\S+\s+){0,3}?(?:الحية|الحي|الإنتاج\w*)(?:\s+ل\S+)?",
    re.IGNORECASE,
)


# Being on a live system said as "as long as", "while" or "when" one is connected to it or works on
# it (fr, de, es, ru, ar; the twenty-third round's west): "Tant que tu es connecté à la machine de
# prod, …", "Solange du auf dem Produktionsserver eingeloggt bist, …", "Mientras estés en
# producción, …", "Пока работаешь на проде, …", "Когда подключаешься к продакшен-кластеру, …",
# "طالما أنت متصل بعنقود الإنتاج فلا …", "عندما تعمل على خادم الإنتاج، …": the place the commands
# run, as _LIVE_WHEN reads it — only with a word of being connected, working or being on it there
# ("Solange die Tests auf prod rot sind" stays a condition).
_LIVE_PLACE = (
    r"(?:production|produzione|producci[oó]n|productiv\w*|produktiv\w*|produktion\w*|prod|live|en\s+vivo|"
    r"боев\w*|прод|проде|продакшн\w*|продакшен\w*)"
)
_LIVE_WHILE_RX = Lazy(
    r"(?<!\w)(?:tant\s+qu(?:e\s+|')|solange|mientras|cuando|пока|когда)"
    rf"[^,;.!?]{{0,60}}?(?<![\w-]){_LIVE_PLACE}(?![\w])[^,;.!?]{{0,60}}?(?=\s*,)"
    r"|(?:طالما|ما\s+دمت|عندما|حين)\s+(?:\S+\s+){0,5}?\S*(?:الإنتاج|الحي|الحية)(?!\S)"
    r"(?:\s+(?!ف)\S+){0,4}?(?=\s*(?:،|,|ف))",
    re.IGNORECASE,
)
_ON_IT = Lazy(
    r"(?<!\w)(?:connect\w*|travaill\w*|interv\w*|es\s+sur|êtes\s+sur|eingeloggt|angemeldet|"
    r"verbunden|arbeit\w*|bist\s+(?:auf|am|im)|est[aé]s?|trabaj\w*|conectad\w*|работа\w*|"
    r"подключ\w*|сиди\w*|متصل\w*|تعمل|نعمل|العمل)(?!\w)",
    re.IGNORECASE,
)


def _live_while(text: str) -> list[tuple[int, int]]:
    """The spans of _LIVE_WHILE_RX's frames that say being on the live system (_ON_IT)."""
    return [m.span() for m in _LIVE_WHILE_RX.finditer(text) if _ON_IT.search(m.group())]


# A polite wish's "if", in de and ru (the twenty-second round's west): "Wir würden uns freuen,
# wenn …", "Wir wären dankbar, wenn …", "Будем признательны, если …", "Были бы рады, если …": what
# the wish asks follows, no condition on it.
# (de fr es it ru ar; check-zg-west) Talking to the user said as when one does it ("quand tu
# t'adresses à moi", "quand tu me parles", "wenn du mit mir redest", "wenn du mir schriibsch",
# "cuando me hables a mí", "quando parli con me", "когда пишешь мне", "لما تحكي معي"): the reply,
# which the rule is about anyway, as "when you answer me" is (_REPLY_WHEN) — not a condition.
_TALK_WHEN = Lazy(
    r"(?<!\w)(?:(?:quand|lorsque)\s+tu\s+(?:m'adresses|t'adresses\s+à\s+moi|me\s+parles|m'écris|"
    r"me\s+réponds)|wenn\s+du\s+(?:mit\s+mir\s+(?:redest|sprichst|schreibst|schreibsch)|"
    r"mir\s+(?:schreibst|schriibsch|schreibsch))|"
    r"cuando\s+(?:me\s+(?:hables|escribas|habl[áa]s|escrib[íi]s)|hables\s+conmigo)(?:\s+a\s+m[íi])?|"
    r"quando\s+(?:parli\s+con\s+me|mi\s+scrivi|mi\s+parli)|"
    r"когда\s+(?:ты\s+)?(?:пишешь|говоришь|обращаешься)\s+(?:мне|со\s+мной|ко\s+мне)|"
    r"(?:لما|لمّا|عندما|حين)\s+(?:تحكي|تكلم|تتكلم|تكتب)\s*(?:معي|معايا|لي|ني)?)(?!\w)",
    re.IGNORECASE,
)
# (de fr es it ru ar; check-zg-west) "If you like" said of the commits, beside the reply's language
# ("les commits en anglais si tu veux, mais quand tu me parles …", "los commits, en inglés si
# quieres; pero a mí …", "اكتب الكوميت بالإنجليزي لو حبيت، لكن ردودك عليّ …"): leave given for the
# commits, not a case the rule holds in; commit_beside_reply then leaves the commit's language free.
# Alone ("Réponds en anglais si tu veux", "Si tu veux, écris les commits en anglais") it stays a
# condition: nothing asked.
IF_YOU_LIKE = Lazy(
    r"(?<!\w)(?:si\s+(?:tu\s+veux|vous\s+voulez|ça\s+te\s+chante|quieres|querés|te\s+apetece)|"
    r"se\s+(?:vuoi|preferisci|ti\s+va)|wenn\s+du\s+(?:willst|magst|möchtest)|"
    r"если\s+хочешь|если\s+удобно|(?:لو|إذا|اذا)\s+(?:حبيت|بدك|تحب|بغيتي)|إن\s+شئت)(?!\w)",
    re.IGNORECASE,
)
_COMMIT_NEAR = re.compile(r"commit|коммит|كوميت")
_TO_ME = Lazy(
    r"(?<!\w)(?:moi|me|m'|mir|mich|mí|conmigo|mi|con\s+me|мне|меня|со\s+мной|معي|معايا|عليّ|علي|لي)(?!\w)"
)


def commit_if_you_like(text: str) -> list[tuple[int, int]]:
    """The spans of "if you like" in a commit's clause of a rule that also speaks to the user."""
    if not _TO_ME.search(text):
        return []
    out = []
    for m in IF_YOU_LIKE.finditer(text):
        # the commit named before it in the same sentence part, or right after it
        before = re.split(r"[.;!?]", text[max(0, m.start() - 50) : m.start()])[-1]
        after = re.split(r"[.;!?]", text[m.end() : m.end() + 40])[0]
        if _COMMIT_NEAR.search(before) or _COMMIT_NEAR.search(after):
            out.append(m.span())
    return out


_WISH_IF = Lazy(
    r"(?<!\w)(?:(?:wir\s+)?(?:würden\s+uns\s+freuen|wären\s+(?:euch\s+|ihnen\s+|dir\s+)?(?:sehr\s+)?"
    r"dankbar|freuen\s+uns)\s*,?\s*wenn"
    r"|(?:(?:мы\s+)?будем\s+(?:очень\s+)?(?:признательны|благодарны|рады)|(?:мы\s+)?были\s+бы\s+"
    r"(?:очень\s+)?(?:признательны|благодарны|рады))\s*,?\s*если)(?!\w)",
    re.IGNORECASE,
)


# (zh, check-v-east) Replying to someone said as when one does it ("回复客户的时候", "回覆家長時"):
# the reply is still what the rule is about, as "When we reply to customers, …" is (a reply about
# a topic, "回答计费问题的时候", stays a condition).
# (zh, check-za-east) Replying said by a bare 回, its subject before it or nothing ("咱们回的时候只写中文",
# "留言，回的時候一律寫繁體中文"): the reply, as 回复 is — not a compound's 回 (来回, 退回, 收回, 寄回:
# a verb's character before it). One definition, read_language's REPLY reads it too; ";" as "\x3b",
# as a table's item may hold no ";"
ZH_BARE_REPLY_WHEN = r"回(?<![^，,。；\x3b：:\s们們我你]回)(?:的时候|的時候|时|時)"
_ZH_BARE_REPLY_WHEN = Lazy(ZH_BARE_REPLY_WHEN)


_ZH_REPLY_TO_WHEN = Lazy(
    r"(?:回复|回覆|答复|答覆|回答)\s*(?:给|給)?\s*[\u3400-\u9fff]{0,4}?(?:客户|客戶|用户|用戶|家长|家長|客人|"
    r"顾客|顧客|病人|患者|住户|住戶|骑手|騎手|学员|學員|会员|會員|同事|老师|老師|商家|摊商|攤商|乘客|居民)"
    r"\s*(?:的时候|的時候|时|時)"
)


# (ja zh ko, check-v-east) Adding a package said as when one does it ("라이브러리 추가하실 때는",
# "装依赖的时候", "加套件時", "パッケージを追加するときは"): the act a tool rule is about, as
# "설치할 때는" already is — no condition.
_PACKAGE_WHEN = Lazy(
    r"(?:라이브러리|패키지|의존성|디펜던시|모듈)\s*(?:을|를)?\s*(?:추가|설치)\s*(?:할|하실|하는)\s*"
    r"(?:때(?:에?는|엔|에)?|경우(?:에?는|엔|에)?)"
    r"|(?:装|裝|安装|安裝|加|添加|新增|引入)\s*(?:新的?\s*)?(?:依赖|依賴|套件|包|库|庫|第三方库|第三方庫)"
    r"\s*(?:的时候|的時候|时|時)"
    r"|(?:パッケージ|ライブラリ|依存(?:パッケージ|関係)?)\s*(?:を|の)?\s*(?:追加|導入|インストール)"
    r"(?:する)?\s*(?:とき|時|場合|際)(?:は|には)?"
    # (ja ko, check-z-east) and said with the plain verb of putting in ("パッケージ入れるときは",
    # "ライブラリを入れる場合は", "패키지 넣을 때는")
    r"|(?:パッケージ|ライブラリ|依存(?:パッケージ|関係)?)\s*(?:を)?\s*入れる\s*(?:とき|時|場合|際)(?:は|には)?"
    r"|(?:라이브러리|패키지|의존성|모듈)\s*(?:을|를)?\s*(?:넣을|넣는)\s*(?:때(?:에?는|엔|에)?|경우(?:에?는|엔|에)?)"
)


# (ja zh ko, check-v-east) Work on a live system said as when one does it ("本番サーバーで作業する
# ときは", "连着线上 Redis 排查问题的时候", "在正式資料庫上作業時", "운영 DB 에 붙어서 작업할 때는", "라이브
# 서버 만질 때는"): the place where the rule holds, as "本番サーバーで" says it — no condition the
# output hides. A when-clause of anything else there ("本番が落ちたときは") stays one.
_LIVE_WORK_WHEN = Lazy(
    r"(?:本番|プロダクション)[^、。,.]{0,12}?(?:で|に|を)?\s*(?:作業|操作|接続|ログイン|調査|メンテナンス|"
    r"デプロイ|触る|触って|いじる)"
    r"(?:を)?(?:する|している|中の)?\s*((?:とき|時|場合|際)(?:は|には)?)"
    r"|(?:线上|線上|生产|生產|正式)[^，,。；;]{0,12}?(?:作业|作業|操作|排查|维护|維護|部署|发布|發布|上线|上線)"
    r"[^，,。；;]{0,6}?(的时候|的時候|时|時)"
    r"|(?:운영|프로덕션|라이브|실서버)[^,.]{0,16}?(?:작업|접속|점검|배포|만질|건드릴)(?:을|를)?\s*(?:할|하실|하는)?\s*"
    r"((?:때(?:에?는|엔|에)?|경우(?:에?는|엔|에)?))"
)


_CODE_WHEN = Lazy(
    r"(?:写|寫|編寫|编写)\s*[A-Za-z][\w+#.-]*\s*(?:的)?\s*(?:代码|代碼|程式|程序)?\s*(?:的时候|的時候|时|時)"
    r"|[A-Za-z][\w+#.-]*\s*(?:の\s*コード)?\s*を\s*書く\s*(?:とき|時|場合|際)(?:は|には)?"
)


# (zh, check-w-east) Being connected to a live system, or working on one in the plain verbs, said as
# when ("连着线上库的时候", "连上生产数据库时", "在充电桩平台的生产服务器上干活的时候", "喺正式機做嘢嘅時候"):
# its when-word alone is the act's scope, the live place staying the rule's, as _LIVE_WORK_WHEN reads.
_ZH_LIVE_HELD_WHEN = Lazy(
    r"(?:连着|连上|连到|连接|連著|連上|連到|連接)\s*(?:线上|線上|生产|生產|正式)[^，,。；;]{0,12}?"
    r"(的时候|的時候|时|時)"
    r"|(?:线上|線上|生产|生產|正式)[^，,。；;]{0,16}?(?:干活|幹活|做事|做嘢)\s*"
    r"((?:嘅|的)(?:时候|時候)|时|時)"
)


# (ko, check-zb-east) Korean names the system a rule holds for with "…의 경우" after a noun of the
# system itself ("볼링장 예약 서버 저장소의 경우, …", "이 앱의 경우에는 …"): "as for this repository",
# the rule's place, not a condition — 경우 after a verb ("실패하는 경우", "급한 경우") or after a
# noun of an event ("장애의 경우에는", in case of an outage) stays one.
_KO_SYSTEM_CASE = Lazy(
    r"(?:저장소|리포지토리|리포|레포|repo|서버|앱|어플|프로젝트|사이트|홈페이지|시스템|서비스|코드베이스)\s*의\s*"
    r"(경우(?:에?는|엔)?)(?=\s*[,，]|\s)"
)


# (ja, check-zb-east) たら before Kyushu's or Chugoku's "must not" ("マージしたらいかんけんね",
# "触ったらいけんよ"): no condition, as CONDITION's たら before あかん or いけ is none
_MUST_NOT_TARA = Lazy(r"たら(?=\s*(?:いかん|いけん))")


# (ja; check-zb-east) an exception's clause that names a doer known by its noun's head and nothing
# else ("院長以外は push なさらないよう", "店主以外は"): the act is left to it, as reserved.role_excepted
# reads a role's (allowed_only_to._DOER_BY_HEAD reads the rule) — the agent is no such doer, so the
# rule holds for it whole, no exception in doubt
# a person named by its noun's head, Japanese's and Chinese's (支配人, 院長, 店主さん): here and in
# allowed_only_to._DOER_BY_HEAD
JA_PERSON = r"[\u3400-\u9fff]{0,4}(?:長|人|主|者|員|師)(?:さん|様)?"
_DOER_EXCEPTED = Lazy(rf"[\s、,]*{JA_PERSON}\s*以外(?:の方)?(?:は|には)?")
