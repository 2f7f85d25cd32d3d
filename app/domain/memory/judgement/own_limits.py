"""The speaker's own want with a reason about the speaker's own limits (issue 33, twenty-ninth
round): "Give me the ferry times with the weekday attached, I lose track of dates easily.", "Dammi
gli orari col giorno della settimana, con le date vado in confusione.", "Mandami le fatture in PDF,
per favore, il mio vecchio tablet non apre altro.", "عطني الأوزان بالرطل، أنا ما أفهم بالكيلو".

A room of its own beside errands.py (the speaker's own order, `_OWN_REASON`), which is full: that
one reads an order with a first person after its comma as the speaker's; this one reads the reason
as a limit, which makes the order last with no always said (rules.py asks `own_limit`), and the
speaker's own device unable to open a thing as the speaker's (`my_device`, errands.for_the_user).
"""

from __future__ import annotations

import re

from app.domain.memory.judgement.needed_words import may_match

# (issue 33, twenty-ninth round) The speaker's own want with a reason about the speaker's own
# limits, read by its shape: an order with the speaker as receiver ("Give me …", "Donne-moi …",
# "Sag mir …", "Dime …", "Dammi …", "… мне говори", "عطني …"), a comma, then what the speaker
# cannot do or keeps getting wrong ("I lose track of dates easily", "je me trompe tout le temps",
# "komm i ned zurecht", "no me aclaro", "vado in confusione", "ни бельмеса не понимаю", "أنا ما أفهم
# بالكيلو") or the speaker's own device that cannot open or show a thing ("il mio vecchio tablet non
# apre altro", "تلفوني القديم ما بيفتح مرفقات"). The reason makes the order a way that lasts, for the
# speaker: no always needed. A reason of need or of the moment ("Send me the file, I need it for the
# meeting", "Dammi il conto, ho fretta") is no limit and leaves the order one errand.
_LIMIT = re.compile(
    "|".join(
        (
            r"\bI\b[^.!?]*\b(?:lose\s+track|mix\s+(?:\w+\s+)?up|get\s+(?:\w+\s+)?(?:muddled|confused|lost)|end\s+up\s+on\s+the\s+wrong"
            r"|can['’]?no?t\s+(?:read|follow|open|picture|make\s+sense)|(?:don['’]t|do\s+not)\s+(?:understand|follow)"
            r"|never\s+(?:learned|learnt|understood))",
            r"\bje\s+(?:me\s+(?:trompe|perds|mélange)|m['’](?:écarte|embrouille|y\s+perds)|(?:ne\s+)?(?:comprends|pige)\s+(?:rien|pas))"
            r"|\bça\s+me\s+(?:dit|parle)\s+(?:pas|rien)",
            r"\b(?:ich|i)\s+(?:\w+\s+){0,3}?(?:(?:komm|kumm)\w*\s+(?:\w+\s+){0,3}?(?:nicht|nie|ned|net)\s+zurecht"
            r"|versteh\w*\s+(?:nix|nichts|nicht|ned|net)|verwechsl\w*|steh\w*\s+(?:sonst\s+)?(?:dauernd|immer|ständig))"
            r"|\bkann\s+(?:ich|i)\s+mir\s+(?:nix|nichts|nie)\s+(?:\w+\s+)?vorstellen",
            r"\bno\s+me\s+(?:aclaro|entero|ubico)|\bme\s+(?:hago\s+bolas|pierdo|lío|confundo|subo\s+del\s+lado)"
            r"|\b(?:yo\s+)?no\s+entiendo\b",
            r"\bnon\s+(?:ci\s+)?capisco\b|\b(?:vado|vo)\s+(?:subito\s+)?in\s+(?:confusione|tilt|palla)"
            r"|\bm['’]\s*(?:incasino|confondo|imbroglio)|\bsono\s+arabo\b",
            r"(?<![а-яё])(?:ничего\s+не\s+(?:соображаю|понимаю)|ни\s+бельмеса|не\s+понимаю|не\s+соображаю|путаюсь"
            r"|вечно\s+не\s+туда)(?![а-яё])",
            r"(?:ما\s+(?:أفهم|افهم|بفهم)|مش\s+(?:فاهم|بفهم)|مبفهمش|(?<!\S)بضيع|(?<!\S)أضيع|أخربط|بخربط"
            r"|دايم(?:اً|ا|ًا)?\s+(?:أوقف|اوقف|أضيع|أخربط))",
        )
    ),
    re.I,
)
# the speaker's own device or eyes, then a negation: what the speaker cannot open, see or read
_MY_DEVICE = re.compile(
    r"^(?:my|mon|ma|mein\w*|mi|(?:il|la)\s+mi[oa]|мой|моя|моё)\s+(?:\w+\s+){0,2}?"
    r"(?:phone|mobile|tablet|e-?reader|screen|laptop|eyes|téléphone|portable|tablette|liseuse|écran|yeux"
    r"|handy|telefon|tablet|bildschirm|augen|móvil|celular|teléfono|tableta|lector|pantalla|vista"
    r"|telefon\w*|cellulare|e-reader|lettore|schermo|occhi|читалк\w*|телефон\w*|планшет\w*|экран\w*|глаза"
    # (thirty-first round: Russian's spoken names of a phone, "мой древний мобильник")
    r"|мобильник\w*|мобил\w*|смартфон\w*)\b"
    r"[^.!?]*\b(?:won['’]t|can['’]?no?t|doesn['’]t|n['’]|ne|kein\w*|nicht|no|non|не)\b"
    r"|(?:تلفوني|جوالي|موبايلي|شاشتي|تابلتي|نظري|(?:التلفون|الجوال|الموبايل|التابلت|الشاشة)\s+(?:بتاعي|تبعي|ديالي))"
    r"[^.!?؟]*?(?:(?<!\S)(?:ما|مش|مو|لا)(?!\S)|(?<!\S)مب?\S*ش(?!\S))",
    re.I,
)
# the verbs whose "me" is asked, answered, excused or reminded, never an order for the speaker's
# own sake: named once for `_FOR_ME_ORDER` here and `errands._OWN_REASON`, each adding its extras
NOT_AN_ORDER = {
    "en": r"let|remind|excuse|forgive|ask|answer|reply|respond",
    "fr": r"demande|réponds|excuse|pardonne|laisse|rappelle",
    "de": r"frag|antwort|lass|entschuldig|erinner",
    "es": r"preg[uú]nta|cont[eé]sta|resp[oó]nde|respond[eé]|perd[oó]na|disc[uú]lpa|dej[aá]|record[aá]|recuérda",
    "it": r"chiedi|rispondi|scusa|perdona|lascia|ricorda",
    "ru": r"спрашива|отвеча|спрос|ответ|напомн",
}
# the order with the speaker as receiver, before the comma (the object may come first where the
# verb takes it as a clitic or after it: "Le gocce dimmele …", "Вес мне в фунтах говори")
_FOR_ME_ORDER = re.compile(
    "|".join(
        (
            r"^(?:(?:please|kindly|just|always)\s+)?(?!(?:"
            + NOT_AN_ORDER["en"]
            + r"|help)\b)(?:[a-z]+|gie)\s+me\b",
            r"^(?:toujours\s+)?(?!(?:"
            + NOT_AN_ORDER["fr"]
            + r"|aide)-)[a-zàâçéèêëîïôûùüÿœ]+-mo[iéa]\b",
            r"^(?:bitte\s+)?(?!(?:"
            + NOT_AN_ORDER["de"]
            + r"|hilf|helf)\w*\s)[a-zäöüß]+\s+(?:mir|ma)\b",
            r"^(?!(?:" + NOT_AN_ORDER["es"] + r"|ay[uú]da)me)"
            r"[a-záéíóúñ]+me\b",
            r"^(?:(?:[a-zàèéìòù'’]+\s+){0,3}[a-zàèéìòù]+m(?:el[aeio]|ene)|(?!(?:"
            + NOT_AN_ORDER["it"]
            + r"|aiuta)m[ie]\b)"
            r"[a-zàèéìòù]+(?:mi|me))\b",
            r"^(?:всегда\s+)?(?!(?:"
            + NOT_AN_ORDER["ru"]
            + r"|прост|извин|помог|помоч)[а-яё]*\s)[а-яё]+(?:й|йте|и|ите)\s+мне(?![а-яё])"
            r"|^(?!помо[гч])(?:[а-яё]+\s+){1,3}мне\s+(?:[а-яё]+\s+){0,3}?[а-яё]+(?:й|йте|и|ите)(?![а-яё])",
            r"^[وف]?(?:عطني|اعطيني|أعطيني|اديني|إديني|قلي|قللي|قولي|(?:اكتب|كتب|ابعت|ابعث|بعت|ارسل|حط|جيب|هات|رتب)(?:لي|ليا))"
            r"(?![\u0621-\u064a])",
        )
    ),
    re.I,
)


# the lasting manner the order names (a unit, a format, a thing attached, an always): "Give me a
# minute, I don't understand the question", "Dime dónde está la estación, no me aclaro con el mapa"
# name none, and are one errand. A preposition whose object is this one thing, someone's thing or a
# question ("with this bug", "avec ce bug", "con esto", "with their coats", "в чём дело", "مع مين")
# names the errand's matter, not a manner that lasts (review of the twenty-ninth round, G1).
_NOT_MANNER = (
    r"(?!\s+(?:this|that|these|those|their|his|her|its|our|which|what|whom|ce|cet|cette|ces|son|sa|ses"
    r"|leurs?|quoi|quel\w*|qui|dies\w*|jen\w*|sein\w*|ihr\w*|wem|was|welch\w*|est[eoa]s?|es[eoa]s?"
    r"|aquel\w*|sus?|qu[eé]|qui[eé]n|cu[aá]l\w*|quest[oaie]|quell[oaie]|su[oaie]i?|loro|cosa|chi|quale)\b)"
)
_MANNER = re.compile(
    r"\b(?:in|with|as|en|avec|sous|im|mit|als|con|como|col|coi|come)\b"
    + _NOT_MANNER
    + r"|\b(?:always|every|each|toujours|chaque|immer|jede[nsm]?|siempre|cada|sempre|ogni)\b"
    r"|(?<![а-яё])(?:в|во|с|со)(?![а-яё])(?!\s+(?:ч[её]м|како\w*|кем|ним|ней|ними|это\w*|тем|той|том)(?![а-яё]))"
    r"|(?<![а-яё])(?:всегда|кажд\w*)(?![а-яё])"
    r"|(?<!\S)(?:ب\S{2,}|مع(?!\s+(?:مين|منو|شو|ايش|إيش|وين|هذا|هذه|هذي|هاد|هاي|هيك)(?!\S))|دايم\S*|دائم\S*|ك(?:نص|ملف)\S*|نص|pdf)(?!\S)"
    r"|\b(?:pdf|plain\s+text)\b",
    re.I,
)
# (thirty-first round) the time from which the way holds, put before the order ("D'ora in poi
# mandami …, il mio vecchio cellulare non apre le immagini", "Впредь кидай мне …", "من هلق ورايح
# ابعتلي …"): no part of the order, which opens after it
_FROM_NOW = re.compile(
    r"^(?:from\s+now\s+on|going\s+forward|désormais|dorénavant|à\s+l['’]avenir|ab\s+jetzt|von\s+nun\s+an|"
    r"künftig|de\s+ahora\s+en\s+adelante|a\s+partir\s+de\s+ahora|desde\s+ahora|d['’]ora\s+in\s+(?:poi|avanti)|"
    r"da\s+ora\s+in\s+(?:poi|avanti)|впредь|отныне|с\s+этого\s+дня|من\s+(?:هلق|هلأ|هلا|الحين|اليوم|هلّق)\s+"
    r"(?:ورايح|وطالع|و?رايح)|من\s+الآن\s+فصاعد\S*)\s*,?\s+",
    re.I,
)
# (the openers' first letters: one set lookup before the pattern)
_FROM_NOW_FIRST = frozenset("fgdaàvkвосم")
# the comma before the reason (or the blank a "please" between two commas left)
_REASON_BREAK = re.compile(r"[,،]|\s{3,}")


def before_reason(probe: str) -> str:
    """The sentence up to the reason `own_limit` found: what the order itself says."""
    return _REASON_BREAK.split(probe, 1)[0]


def own_limit(probe: str) -> bool:
    """True when the sentence (its probe) opens with an order with the speaker as receiver and
    gives, after a comma, a limit of the speaker's own as its reason (`_LIMIT`, `_MY_DEVICE`)."""
    probe = probe.lstrip()
    if probe[:1].lower() in _FROM_NOW_FIRST and (opener := _FROM_NOW.match(probe)) is not None:
        probe = probe[opener.end() :]
    # (a break before the reason first, a test for a character; then the order at the start, one
    # anchored match; the needed words of the limit cost more than both, needed_words.may_match)
    if ("," not in probe and "،" not in probe and "   " not in probe) or _FOR_ME_ORDER.match(
        probe
    ) is None:
        return False
    _, *reasons = _REASON_BREAK.split(probe)
    return any(
        (may_match(_LIMIT, r) and _LIMIT.search(r) is not None) or my_device(r) for r in reasons
    ) and (_MANNER.search(before_reason(probe)) is not None)


def my_device(probe: str) -> bool:
    """True when the sentence opens with the speaker's own device or eyes unable to do a thing
    ("My ancient mobile won't open any file you attach"): a limit of the speaker's, whose way it
    is. (One anchored match, which fails at the first words of most sentences: cheaper than its
    needed words, which are the possessives of every sentence.)"""
    probe = probe.lstrip()
    return _MY_DEVICE.match(probe) is not None


# (issue 33, thirtieth round) The east's own want with a limit of the speaker's own as its reason: the
# limit in a clause of its own, after a comma or before it (Chinese: "…，我日文一个字不认识", "我看不懂繁体字，
# …", "…，Email我幾乎不看", "…，我睇唔清細字"), or in the next sentence (Japanese: "…。漢字がまだあんまり読め
# ないの。", "…。耳が遠いものですから。", "…。計算が苦手なんや。"; Korean: "…. 제가 화면을 오래 못 봐요.", "….
# 나 위 칸은 무서워서 못 올라가."), and an order for the speaker in the message (给我 / 替我 / 畀我, …てね /
# …ほしい / …ください / お願い, 줘 / 주세요). The rule the engine found there is the speaker's own: its
# scope is the user's (`engine._headed_scope` asks it only of a rule found for the space). A reason of
# need or of the moment ("我明天要用", "急いでるから", "바빠서") is no limit.
# the limits' own words, each written once: in their clause (`_EAST_LIMIT`) and alone, the scan that
# comes first (`_EAST_LIMIT_WORDS`)
_ZH_LIMITS = (
    r"(?:不认识|不認識|看不懂|看不清|看不来|看不來|睇唔清|睇唔明|睇唔到|唔识|唔識|换算不过来|換算不過來|算不来|算不來"
    r"|算不过来|算不過來|受不了|搞混|搞不清|吃不了|老花|耳朵背|耳仔唔係幾好|胃不好|腸胃不好|肠胃受不了|腸胃受不了"
    # (thirty-first round) by shape, not by a list of sayings: a part of the body with its weakness
    # ("腸胃很敏感", "膝頭唔好", "心脏不太好"), a reaction after 一…就 ("一闻那味儿就反胃"), a verb that
    # cannot reach its end ("早上起不來", "记不住", "吃不惯")
    r"|(?:肠胃|腸胃|胃|膝盖|膝蓋|膝頭|腰|眼睛|耳朵|心脏|心臟|皮肤|皮膚|喉咙|喉嚨|牙齿|牙齒|鼻子|关节|關節)"
    r"[很有點点比較较太]{0,3}(?:敏感|唔好|不太好|不好|弱|差|不行|唔得)"
    r"|一[^，,。]{1,6}?就(?:反胃|想吐|头疼|頭疼|头痛|頭痛|头晕|頭暈|过敏|過敏|难受|難受|起疹子)"
    r"|(?:起|走|吃|睡|记|記|分|听|聽|坐|站)不(?:来|來|起|开|開|惯|慣|住|清|懂|久|着|著)"
    # (thirty-second round: an allergy to a thing, "我對花生過敏", "我对海鲜过敏")
    r"|(?:对|對)[^，,。！!？?]{1,8}?(?:过敏|過敏))"
)
_ZH_SOMEONE = (
    r"(?!(?:的|家)?(?:老板|老闆|同事|领导|領導|上司|经理|經理|主管|妈|媽|爸|老婆|老公|太太|先生|丈夫|妻子|女朋友|男朋友"
    r"|对象|對象|儿子|兒子|女儿|女兒|孩子|小孩|家人|家里人|家裡人|朋友|室友|同学|同學|客户|客戶|爷爷|爺爺|奶奶|外公|外婆"
    r"|姥姥|姥爷|姥爺|哥|姐|弟|妹|婆婆|公公|岳母|岳父|宝宝|寶寶|猫|貓|狗|邻居|鄰居|队友|隊友|搭档|搭檔|老师|老師|学生|學生))"
)
_ZH_UNUSED = r"(?:不|没在|沒在|唔)(?:看|用|开|開|睇)"
_JA_LIMITS = (
    r"(?:苦手|読めない|読めへん|読めん|見えない|見えへん|見えん|見づらい|見にくい|読みづらい|聞こえ(?:ない|ません|へん|ん)"
    r"|聞き取りにくい|耳が遠い|目が悪い|腰が悪い|胃が弱い|足が悪い)"
)
_KO_LIMITS = (
    r"(?:못\s?(?:봐|봐요|읽어|읽어요|알아들어|알아들어요|올라가|올라가요|먹어|먹어요|들어|들어요)"
    r"|잘\s?안\s?(?:보여|들려)|약해서|나빠서|침침해서)"
)
_EAST_LIMIT = re.compile(
    # Chinese: the speaker and a limit of reading, telling apart, reckoning, bearing or using (我 / 俺
    # alone, never 我们 / 我哋 / 俺们, the team's: "…，我们老板看不清小字" is another's limit)
    # (mend of issue 33's thirty-second-round review, E: nor 我 before one of the speaker's people, 我老板 /
    # 我同事 / 我妈 / 我的孩子, whose limit it is: "…，我老板对海鲜过敏")
    r"(?:^|[，,。；;])\s*[^，,。！!？?；;]{0,12}?(?:我(?![们們哋])"
    + _ZH_SOMEONE
    + r"|俺(?![们們])"
    + _ZH_SOMEONE
    + r"|本人)(?:几乎|幾乎|基本上?|从来|從來|根本|完全|一个字|一個字|实在|實在|有点|有點)?"
    rf"(?:[^，,。！!？?；;]{{0,6}}?{_ZH_LIMITS}|{_ZH_UNUSED})"
    # Japanese: a sentence of its own closing with what the speaker cannot read, see, hear or manage;
    # never with another named as its subject (mend of issue 33's thirtieth-round review): a noun
    # with は / が before the thing or the body part with が / を, "部長は漢字が読めないの", "祖父が耳が
    # 遠いものですから", or one called with さん / 様 / ちゃん / くん, "お客さんが読めないの"; the speaker's
    # own 私 / 僕 / 俺 / 自分 / うち may stand there, "私は漢字が読めないの"
    r"|(?:^|。)\s*(?![^。！!？?]*?(?:[一-龯ァ-ヶー]+(?<![私僕俺])(?<!自分)(?:は|が)[^。！!？?]*?[がを]"
    rf"|(?:さん|さま|様|ちゃん|くん|君)(?:は|が)))[^。！!？?]{{0,20}}?{_JA_LIMITS}"
    r"(?:ん|の|もの)?(?:です|だ|や|なん)?(?:から|ので|もので|もんで|けん|けえ|し|ねん|んや|や|の)?(?:よ|ね|な|わ)*\s*[。！!]?\s*$"
    # Korean: a sentence of its own where the speaker cannot see, read, hear, eat or climb, or is weak
    # (the speaker named in it: 나 / 난 / 저 / 전 / 제가 / 내가, never another's eyes, "팀장님이 화면을 잘 못 봐요")
    rf"|(?:^|[.!?]\s)\s*(?:[^.!?]{{0,8}}?\s)?(?:나|난|저|전|제가|내가)\s[^.!?]{{0,20}}?{_KO_LIMITS}\s*[.!]?\s*$",
)
_EAST_ORDER = re.compile(
    # (mend of issue 33's thirty-second-round review, E: the speaker alone, never 我们 / 我們 / 我哋, the
    # team's, "给我们部门订午饭的时候…")
    r"(?:给我|給我|替我|帮我|幫我|畀我|发我|發我|傳我|跟我|同我)(?![们們哋])|[てで](?:ね|な|くれ|ください|くださいませ|ほしい|欲しい)"
    r"|お願い|いただけ|[가-힣]\s?(?:줘|줘요|주세요|주십시오|주라)(?=\s*[.!]|\s*$)"
)

_EAST_LIMIT_WORDS = re.compile(
    rf"{_ZH_LIMITS}|(?:我|俺|本人)[^，,。]{{0,8}}?{_ZH_UNUSED}|{_JA_LIMITS}|{_KO_LIMITS}"
)


# (issue 33, thirty-first round) In Japanese and Korean the reason need be no limit: the speaker named
# as the one the replies or choices are for (私には / 俺に / 私の / …てくれるときは; 저한텐 / 나한테 / 제 /
# …줄 때) and the next sentence the speaker's own circumstance told as the reason, closing with its
# explaining ending (…けん, …けえ, …ので, …もんで, …んや; …거든요): "…二十四時間表記でお願い。午前午後が
# ややこしいけん。", "…순한 맛으로만 부탁드려요. 속이 자주 쓰리거든요." A hurry or the moment ("急いでるから",
# "오늘 바쁘거든요") or another named in the reason ("部長が…ので", "팀장님이 …거든요") is no reason of the
# speaker's own way.
# (mend of issue 33's thirty-second-round review, E) the speaker's の only before a thing of the
# speaker's own, never before a group the speaker is in, whose rule it is ("うちの会社の書類は…",
# "自分の部署の議事録は…", "私のプロジェクトのテストは…": the space's)
_GROUP = (
    r"会社|チーム|部署|部門|部(?![屋分品])|課(?!題)|班|係|社(?!長)|プロジェクト|案件|店|お店|事務所|職場|現場|組織|グループ"
    r"|学校|クラス|研究室|ゼミ|サークル|部活|バンド|団体|家族|家(?!計)|工場|支店|本社|リポジトリ|リポ|サービス|製品|アプリ"
)
_FOR_THE_SPEAKER = re.compile(
    rf"(?:私|俺|僕|わし|うち|自分)(?:には|に|の(?!(?:{_GROUP})))|[てで]くれる(?:とき|時)"
    r"|(?:저한테|저한텐|저에게|나한테|나한텐|나에게|제|내)\s|(?:줄|주실|주시는|주는)\s?(?:때|땐)"
)
_EAST_ASKED = re.compile(
    # (thirty-second round: the bare て-form asked too, closing the sentence with its full stop, the west's
    # and Hiroshima's, "…だけにして。", "…大さじで言うて。")
    r"(?:[てで](?:ね|な|くれ|ください|ほしい|欲しい)|お願い(?:します|いたします)?|頼む|頼みます)[よねな]?\s*[。！!]?\s*$"
    r"|[てで]\s*[。！!]\s*$"
    r"|[가-힣]\s?(?:줘|줘요|주세요|주십시오|주라|부탁드려요|부탁드립니다|부탁해요)\s*[.!]?\s*$"
)
_OWN_REASON_END = re.compile(
    # (thirty-second round: the explaining の with よ, "…はかりを持っとらんのよ")
    r"(?:ので|から|もので|もんで|けん|けえ|んや|んです|んよ|のよ)[よねな]*\s*[。！!]?\s*$"
    r"|거든요?\s*[.!]?\s*$"
)
_NOT_OWN_REASON = re.compile(
    r"急|今日|今は|明日|すぐ|(?:さん|さま|様|ちゃん|くん|君|部長|課長|社長|先生|上司|家族|みんな|皆)(?:は|が|も)"
    r"|오늘|지금|내일|급해|급하|바빠|바쁘|(?:님|씨|님께서)(?:이|은|는|가|께서)?\s"
)


def east_own_reason(view: str) -> bool:
    """The Japanese or Korean message (its masked view) asks, in its first sentence, a way for the
    speaker named as the one served, and gives in the next the speaker's own circumstance as the
    reason (`_FOR_THE_SPEAKER`, `_OWN_REASON_END`)."""
    # (the explaining ending closing the message first: one anchored scan, most messages lack it)
    if _OWN_REASON_END.search(view) is None:
        return False
    parts = [p for p in re.split(r"(?<=[。！!？?])|(?<=[.!?])\s", view.strip()) if p.strip()]
    return (
        len(parts) == 2
        and _FOR_THE_SPEAKER.search(parts[0]) is not None
        and _EAST_ASKED.search(parts[0]) is not None
        and _NOT_OWN_REASON.search(parts[1]) is None
    )


def east_limit(view: str) -> bool:
    """The east's message (its masked view) asks a way for the speaker and gives a limit of the
    speaker's own as its reason (`_EAST_LIMIT`, `_EAST_ORDER`)."""
    # (a message opening with a Han, kana or Hangul character only: one comparison, Latin text skips it)
    if view.lstrip()[:1] < "\u3000":
        return False
    # (the limit's own words first, one scan with no clause around them: most messages name none)
    if _EAST_LIMIT_WORDS.search(view) is None:
        return False
    return _EAST_ORDER.search(view) is not None and any(
        _EAST_LIMIT.search(part) is not None
        for part in re.split(r"(?<=[。！!？?])|(?<=[.!?])\s", view)
    )
