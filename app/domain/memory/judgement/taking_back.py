"""What takes a rule back in the same message, read alike in every language from each table's
words: a retraction ("No, actually, forget it", "算了，当我没说") takes back what was said before
it; a correction marker ("sorry, I mean …", "不对，…") takes back only what it mends; and words
after either that put the matter off or keep things as they are mend nothing."""

from __future__ import annotations

import re
from typing import Any

from app.domain.memory.judgement.first_chars import led
from app.domain.memory.judgement.needed_words import gate, may_match

# `group` below is groups.Group: the tables tried on one sentence, each slot a Slot.
Group = Any

# What may stand between a retraction and the words after it ("Actually no, use spaces").
AFTER_RETRACTION = re.compile(r"[\s,，、،:：;；؛.。!！?？؟—–\-…]*")

# What stands before a correction marker: punctuation, or nothing ("Use tabs, sorry, I mean
# spaces", "…。哦不是，…"); "utilise plutôt pnpm" corrects nothing.
# An interjection may stand between them ("…, 아 정정할게요, …", "…, ah sorry, …").
_BEFORE_CORRECTION = re.compile(
    r"(?:^|[,，、،;；؛:：—–\-…(（])\s*(?:(?<!\w)(?:ah|oh|uh|eh|euh|äh|ach|ay|ой|ах|آه)\s*,?\s*|"
    r"(?:啊|哦|欸|诶|あ|あっ|아|어)\s*[,，、]?\s*)?$",
    re.I,
)


def correction(probe: str, group: Group) -> tuple[int, int, bool]:
    """(start, end, True) of the last correction marker of a sentence that punctuation parts
    from the words before it ("Use black, sorry, I mean ruff", "分支名用下划线，不对，用中划线"),
    or (-1, -1, False). The engine lets it take back only what it mends."""
    start = end = -1
    for pattern in group.correction.runnable(probe):  # (those that may match: needed_words)
        for m in pattern.finditer(probe):
            if m.end() > end and _BEFORE_CORRECTION.search(probe, 0, m.start()):
                start, end = m.start(), m.end()
    if end < 0:
        return -1, -1, False
    cut = AFTER_RETRACTION.match(probe, end).end()
    for _ in range(3):  # "euh non, pardon, avec des espaces": markers in a row are one
        m = next((m for p in group.correction.patterns if (m := p.match(probe, cut))), None)
        if m is None or m.end() == cut:
            break
        cut = AFTER_RETRACTION.match(probe, m.end()).end()
    return start, cut, True


# Handing the choice back to the one addressed ("do whatever works", "fai tu", "como quieras", "mach
# wie du willst", "nimm, was passt", "comme tu veux", "как хочешь", "براحتك"), and taking one's
# words back in so many words ("I take that back", "war ein Witz", "oublie ce que je viens de
# dire"): what was asked before no longer holds.
_HANDED_BACK = led(
    re.compile(
        r"(?<!\w)(?:do\s+(?:whatever|what)\s+(?:works|you\s+(?:want|like|think\s+is\s+best))|up\s+to\s+you|"
        r"your\s+call|as\s+you\s+(?:like|wish|prefer)|I\s+take\s+(?:that|it)\s+back|"
        r"(?:fais\s+)?comme\s+tu\s+(?:veux|préfères|le\s+sens)|c['’]est\s+toi\s+qui\s+vois|"
        r"oublie\s+ce\s+que\s+je\s+viens\s+de\s+dire|"
        r"como\s+(?:quieras|prefieras|veas)|haz\s+lo\s+que\s+(?:quieras|veas)|tú\s+decides|"
        r"fai\s+(?:tu|come\s+vuoi|come\s+preferisci)|decidi\s+tu|come\s+preferisci|"
        r"mach\s+(?:wie|was)\s+du\s+willst|wie\s+du\s+willst|nimm,?\s+was\s+(?:passt|du\s+willst)|"
        r"war\s+(?:nur\s+)?(?:ein\s+)?Witz|"
        r"как\s+(?:хочешь|знаешь|считаешь\s+нужным)|на\s+тво[её]\s+усмотрение|решай\s+сам|"
        r"براحتك|على\s+راحتك|زي\s+ما\s+تحب|اللي\s+تشوفه)(?!\w)",
        re.I,
    )
)


def retraction_end(probe: str, group: Group) -> int:
    """Where the last retraction of a sentence ends (and what separates it from the words
    after it), or -1 when the sentence takes nothing back."""
    return retraction(probe, group)[1]


def retraction(probe: str, group: Group) -> tuple[int, int, bool]:
    """(start, end, apart) of the last retraction of a sentence: its end past what separates
    it from the words after it, and whether punctuation does ("Wait, no — 2 spaces", not
    "forget that rule"); (-1, -1, False) when the sentence takes nothing back."""
    start = end = -1
    for pattern in group.retraction.runnable(probe):  # (those that may match: needed_words)
        for m in pattern.finditer(probe):
            if m.end() > end:
                start, end = m.start(), m.end()
    for m in _HANDED_BACK.finditer(probe) if may_match(_HANDED_BACK, probe) else ():
        # the choice handed back, opening its sentence after a few words at most ("Cioè, in
        # realtà non importa, fai tu", "Nee, war ein Witz, nimm, was passt"); never in a clause
        # under a condition ("If the linter complains, do whatever you think is best")
        if (
            m.end() > end
            and len(probe[: m.start()].split()) <= 5
            and not group.condition_lead.match(probe)
        ):
            start, end = m.start(), m.end()
    if end < 0:
        return start, end, False
    cut = AFTER_RETRACTION.match(probe, end).end()
    return start, cut, bool(probe[end:cut].strip()) or not probe[cut:].strip()


# Putting a decision off ("later", "plus tard", "dopo", "später", "потом", "بعدين", "之後再說",
# "あとで", "나중에"): after a retraction, such words mend nothing.
_LATER = re.compile(
    r"(?<!\w)(?:later|plus\s+tard|on\s+verra|dopo|più\s+tardi|más\s+tarde|luego|después|später|"
    r"позже|потом|بعدين|لاحقا|لاحقاً|فيما\s+بعد|обсуждается|решается|под\s+вопросом|قيد\s+(?:النقاش|الدراسة))(?!\w)|"
    # still under discussion ("вопрос ещё обсуждается", "还在讨论", "検討中", "논의 중")
    r"[还還]在(?:讨论|討論|商量)|(?:讨论|討論)中|検討中|논의\s*중|검토\s*중|"
    r"之後|之后|以后再|以後再|回头|回頭|再說|再说|後で|あとで|나중에|"
    # waiting to see ("还是先观望一下吧", "様子見で", "좀 지켜보자")
    r"观望|觀望|再看看|様子見|지켜보",
    re.I,
)


# Not settled yet, a draft, or to be thought over ("not decided yet", "todavía lo tengo que
# consultar", "我再想想", "等老板确认", "it's provisional", "это черновик", "아직 확정 아니야"): after a
# retraction, put off as well.
_UNSETTLED = led(
    re.compile(
        r"(?<!\w)(?:not\s+(?:yet\s+)?(?:decided|settled|final|agreed)|(?:still\s+)?(?:have|need)\s+to\s+(?:check|think|ask|talk)|"
        r"let\s+me\s+think|I['’]ll\s+think|noch\s+(?:nicht\s+)?(?:entschieden|beschlossen|offen|unklar)|überleg\w*|"
        r"pas\s+encore\s+(?:décidé|tranché|validé|acté)|je\s+(?:vais\s+)?(?:y\s+)?réfléchi\w*|"
        r"todavía\s+(?:no\s+(?:está|lo\s+hemos)|lo\s+tengo\s+que|tengo\s+que)|aún\s+(?:lo\s+)?estamos|aún\s+no\s+está|lo\s+pienso|"
        r"non\s+(?:è\s+)?ancora\s+(?:deciso|definito)|ci\s+(?:devo\s+)?pens\w*|"
        r"ещ[её]\s+не\s+(?:решено|решили|согласовано)|подума\w*|"
        r"لم\s+نقرّ?ر|لسه|سأفكر|بفكر|"
        # only a draft or a guess ("it's provisional", "c'est provisoire", "это черновик", "暂定")
        r"provisional|tentative|(?:just|only)\s+(?:an?\s+)?(?:idea|draft|guess(?:ing)?)|(?:I'?m\s+)?only\s+guessing|provisoire|juste\s+une\s+idée|"
        r"provisional|provisorio|solo\s+una\s+idea|provvisori[oa]|(?:solo\s+)?un['’]idea|vorläufig|nur\s+eine\s+Idee|"
        r"черновик|предварительно|просто\s+идея|مؤقت|مؤقتاً|مجرد\s+فكرة)(?!\w)|"
        r"暂定|暫定|临时的|臨時的|只是(?:个|個)?想法|仮(?:の|で)|ただの案|임시|그냥\s*생각|"
        r"等(?:[^，,。！!]{0,8})(?:确认|確認|拍板|决定|決定|同意|点头|點頭)|再想想|想一想|考虑一下|考慮一下|[还還]?[没沒](?:定(?![义義])|決定|决定|確定|确定)|未定(?![义義])|まだ決まって|考えて?(?:おく|おきます|とく|みます)|"
        r"아직\s*(?:확정|결정|미정)|생각해\s*(?:볼|보고|봐야)",
        re.I,
    )
)


# Accepting things as they are ("English is fine", "va bene così", "ça va", "passt schon",
# "está bien", "нормально", "تمام", "也行", "大丈夫", "괜찮아") or keeping them ("on garde …",
# "还是维持 …"): after a retraction, no mend.
_AS_IS = re.compile(
    r"(?<!\w)(?:is|are)\s+(?:fine|ok|okay|good)(?!\w)|(?<!\w)(?:va\s+bene|ça\s+va|c['’]est\s+bon|"
    r"passt|ist\s+(?:ok|gut|in\s+Ordnung)|está\s+bien|нормально|сойд[её]т|تمام|ماشي|عادي|"
    # it does not matter ("مش مهم", "لا يهم", "ولا يهمك"): indifference, no mend
    r"(?:مش|مو|مب|ليس)\s+مهم|(?:لا|ما|ولا)\s+يهم(?:ك)?)(?!\w)|"
    r"也行|也可以|没问题|沒問題|没关系|沒關係|就好|就行|即可|大丈夫|でいい|別にいい|괜찮|"
    # keeping what is there ("on garde le CSS actuel", "还是维持 npm", "stick with npm"): the status
    # quo, which a retraction goes back to, not a new rule
    r"(?<!\w)(?:stick\s+with|keep\s+(?:the\s+current|what\s+we\s+have|using|doing)|on\s+garde|on\s+reste|"
    r"on\s+continue|continue\s+(?:comme|à\s+utiliser)|sigue\s+usando|seguid\s+usando|continua\s+(?:a\s+usare|così)|"
    r"mach\s+weiter\s+(?:so|wie\s+bisher)|"
    r"bleib(?:en|t)?\s+bei|behalten\s+wir|seguimos\s+con|nos\s+quedamos\s+con|restiamo\s+con|teniamo|"
    r"оставляем|оста[её]мся\s+на|نبقى\s+على|خلينا\s+على)(?!\w)|"
    # nothing changes, or the rule is gone ("ничего не меняем", "seguimos como estamos", "это правило
    # уже отменили", "das gilt nicht mehr", "القاعدة دي اتلغت"): no new rule, what was said is void
    r"(?<!\w)(?:nothing\s+changes|(?:we\s+)?(?:dropped|scrapped|abolished)\s+(?:that|it|the\s+rule)|no\s+longer\s+(?:applies|the\s+case)|"
    r"(?:on\s+ne\s+change|ne\s+change|rien\s+ne\s+change)\s*rien|on\s+a\s+(?:supprimé|arrêté)\s+ça|ne\s+s['’]applique\s+plus|n['’]est\s+plus\s+(?:valable|vrai)|"
    r"(?:ändert\s+sich|ändern\s+wir)\s+nichts|bleibt\s+alles\s+(?:wie|beim)|gilt\s+(?:(?:seit|ab)\s+\S+\s+)?nicht\s+mehr|stimmt\s+nicht\s+mehr|(?:wurde|ist|haben\s+wir)\s+abgeschafft|"
    r"no\s+cambia(?:mos)?\s+nada|seguimos\s+como\s+(?:estamos|siempre|antes)|(?:ya\s+)?lo\s+quita(?:ron|mos)|ya\s+no\s+aplica|"
    r"non\s+cambia(?:mo)?\s+(?:niente|nulla)|resta\s+tutto\s+com['’]è|l['’]hanno\s+tolta|non\s+vale\s+più|"
    r"ничего\s+не\s+меня(?:ем|ется)|вс[её]\s+по-старому|(?:уже\s+)?отменил[иа]|отменено|больше\s+не\s+действует|"
    r"اتلغت|انلغت|ألغينا|ألغوا|لغيناها|ما\s+نغير\s+شي|مش\s+هنغير)(?!\w)|"
    r"[还還]是(?:维持|維持|保持|继续|繼續|用回)|维持原|維持原|のままで|그대로\s*(?:가|두|하)|"
    # as it is now / as before ("그냥 지금처럼 npm 쓰는 게 낫겠다", "하던 대로 가자")
    r"지금처럼|지금\s*(?:그대로|하던\s*대로)|하던\s*대로|원래대로|"
    # keeping, with or without "for now": "先维持 JavaScript", "沿用现在的"
    r"(?:先|就|暂时|暫時)?(?:维持|維持|保持|沿用|继续用|繼續用)|"
    # as before, or no change after all ("照舊用 space", "还是别换了", "今のままタブで")
    r"照[旧舊常]|[还還]是(?:先)?(?:别|別|不要|不用)[\u4e00-\u9fff]{1,3}?了|[还還]是不(?:换|換|改|动|動)|(?:今|現状|元)のまま|"
    # needlessly ("괜히 diff만 커지겠다", "無駄に", "白白"): a reason for dropping it, not a mend
    r"괜히|쓸데없이|無駄に|白白|白費|白费|"
    # a reason given for dropping it, not a mend: "太麻烦了", "面倒だし", "귀찮아"
    r"太[^，,。！!]{1,4}了|(?:太|很|好)?麻[烦煩]|没必要|沒必要|(?:太|很|好|别|別|不|瞎)?折[腾騰]|面倒|めんどう|めんどくさ|귀찮",
    re.I,
)


# The speaker's team in the future ("we'll see", "on en reparlera", "nous verrons", "ya lo
# hablaremos", "ne parleremo", "das klären wir", "обсудим", "سنتحدث"): a clause that puts the
# matter off, by its person and tense, where a mend is only a few words naming the right thing.
_WE_LATER = re.compile(
    r"(?<!\w)(?:we['’]ll|we\s+will|let['’]s)\s+\w+|(?<!\w)(?:on|nous)\s+(?:en\s+|y\s+|le\s+|la\s+)?\w+(?:ra|rons)(?!\w)|"
    r"(?<!\w)\w{3,}(?:remos|remo)(?!\w)|(?<!\w)\w+en\s+wir(?!\w)|"
    r"(?<![а-яё])(?:обсудим|решим|посмотрим|поговорим|разбер[её]мся|верн[её]мся)(?![а-яё])|"
    r"(?<![\u0621-\u064a])(?:سن|سوف\s+ن)[\u0621-\u064a\u064b-\u0652]{2,}",
    re.I,
)


# A degree of excess ("too strict", "trop strict", "demasiado estricto", "troppo rigido", "zu
# streng", "слишком строго", "صارم جدًا"): after a retraction, the reason for it, not a mend.
_TOO = re.compile(
    r"(?<!\w)(?:too|trop|demasiado|troppo|zu|слишком|чересчур)\s+\w+|(?<!\w)(?:جدا|جدًا|جداً|أكثر\s+من\s+اللازم)(?!\w)",
    re.I,
)


# A verdict on what was just asked ("c'est ridicule", "that's overkill", "das ist albern", "es una
# tontería", "è inutile"): after a retraction, the reason for dropping it, as a degree of excess
# is, not a mend. An evaluative word of worth, said with or without its copula.
_VERDICT = re.compile(
    r"(?<!\w)(?:ridiculous|silly|stupid|dumb|pointless|useless|overkill|unnecessary|a\s+bad\s+idea|nonsense|"
    r"ridicule|inutile|absurde|bête|débile|exagéré|superflu|une\s+mauvaise\s+idée|n['’]importe\s+quoi|"
    r"ridículo|inútil|absurdo|innecesario|exagerado|una\s+tontería|una\s+mala\s+idea|"
    r"ridicolo|assurdo|esagerato|superfluo|una\s+sciocchezza|stupido|una\s+cattiva\s+idea|"
    r"lächerlich|unnötig|übertrieben|albern|Quatsch|Blödsinn|sinnlos|überflüssig|keine\s+gute\s+Idee)(?!\w)",
    re.I,
)


# An adverb of stance ("obviously", "of course", "évidemment", "bien sûr", "claro", "ovviamente",
# "natürlich", "klar"): alone after a retraction it names nothing, no mend.
STANCE = re.compile(
    r"(?<!\w)(?:obviously|of\s+course|clearly|évidemment|bien\s+sûr|evidemment|claro|obviamente|por\s+supuesto|"
    r"ovviamente|certo|naturalmente|natürlich|klar|selbstverständlich|offensichtlich)(?!\w)",
    re.I,
)


def puts_off(piece: str) -> bool:
    """True when a mend of many words puts the matter off or judges it: a clause of the team's
    future, not settled, a verdict, or a word of later closing it ("…, decidiamo dopo"); a
    "después del daily" inside it is a time of the rule."""
    if (
        _WE_LATER.search(piece)
        or _UNSETTLED.search(piece)
        or _VERDICT.search(piece)
        or _TOO.search(piece)
    ):
        return True
    tail = piece.rstrip(" .。!！…")
    return any(m.end() == len(tail) for m in _LATER.finditer(tail))


# A retraction made only of "no" and "wait" ("no wait", "nee warte", "no, espera", "anzi no",
# "хотя нет", "لا لحظة", "不对，等等", "いや", "아니 잠깐"): a self-repair, which mends what it
# follows; never a verb of cancelling ("forget that", "oublie", "laisse tomber").
_HESITATION = re.compile(
    r"(?:[\s,，、،:：;；؛.。!！…—–\-]|(?<!\w)(?:no|nope|wait|hold\s+on|actually|non|attends|nein|nee|ne|warte|moment|"
    r"espera|anzi|aspetta|cioè|хотя|нет|стой|погоди|لا|لحظة|انتظر|oh|ah|äh|eh|euh|uh|um)(?!\w)|"
    r"不对|不對|不是|等等|等一下|唔係|いや|いえ|아니|아니다|잠깐|아)+",
    re.I,
)


def hesitates(marker: str) -> bool:
    """True when a retraction's words are only "no" and "wait" (a self-repair, not a cancel)."""
    return _HESITATION.fullmatch(marker) is not None


def keeps(piece: str) -> bool:
    """True when words after a retraction keep things as they are ("seguimos con espacios", "on
    garde les espaces", "restiamo con gli spazi"): the status quo, no new rule."""
    return bool(_AS_IS.search(piece))


def defers(piece: str) -> bool:
    """True when a few words after a retraction put the decision off, accept things as they
    are or judge what was asked ("…, we'll decide later", "No wait, English is fine", "Non,
    laisse tomber, c'est ridicule") instead of mending the rule."""
    return bool(
        _LATER.search(piece)
        or _UNSETTLED.search(piece)
        or _AS_IS.search(piece)
        or _WE_LATER.search(piece)
        or _TOO.search(piece)
        or _VERDICT.search(piece)
    )


# A time of the speaker's past named ("when I joined", "back then", "我刚入职那会儿", "那幾年", "当時",
# "입사했을 때", "quand je suis arrivé", "als ich angefangen habe", "cuando entré", "quando sono
# entrato", "когда я только пришёл", "لما بدأت"): what the sentence says of it is a habit of then,
# it asks nothing now. Never a time that runs up to now ("since last sprint", "从上个迭代开始",
# "seit dem Release"), nor one a rule is set against ("back then …; from now on …").
_PAST_TIME = led(
    re.compile(
        r"(?<!\w)(?:when\s+I\s+(?:first\s+)?(?:joined|started|arrived|came\s+(?:on\s+board|here))|back\s+(?:then|in\s+the\s+day)|"
        r"in\s+the\s+old\s+days|in\s+those\s+days|at\s+my\s+(?:old|last|previous|former)\s+(?:job|company|team|employer)|"
        r"quand\s+(?:je\s+suis\s+(?:arrivée?|entrée?)|j['’]ai\s+(?:commencé|débuté))|à\s+mon\s+arrivée|autrefois|à\s+l['’]époque|"
        r"dans\s+le\s+temps|dans\s+mon\s+ancienne?\s+(?:boîte|équipe|entreprise|poste|job)|"
        r"als\s+ich\s+(?:hier\s+|neu\s+)?(?:angefangen\s+habe|anfing|eingestiegen\s+bin|dazukam|neu\s+war)|damals|"
        r"in\s+meiner\s+alten\s+(?:Firma|Abteilung|Stelle)|"
        r"cuando\s+(?:entré|empecé|llegué|me\s+incorporé)|en\s+aquella\s+época|(?:en|por)\s+aquel\s+entonces|antiguamente|"
        r"en\s+mi\s+(?:anterior|antiguo|antigua)\s+(?:trabajo|equipo|empresa)|"
        r"quando\s+(?:sono\s+(?:entrat|arrivat)[oa]|ho\s+(?:iniziato|cominciato))|all['’]epoca|ai\s+tempi\s+(?:di|del|della|in\s+cui)|"
        r"nel\s+mio\s+(?:vecchio|precedente)\s+(?:lavoro|team|ufficio))(?!\w)|"
        r"(?<![а-яё])(?:когда\s+я\s+(?:только\s+)?(?:пришёл|пришел|пришла|начинал|начинала|устроился|устроилась)|"
        r"в\s+(?:те|старые)\s+времена|на\s+(?:прошлой|старой|предыдущей)\s+работе)(?![а-яё])|"
        r"(?:لما|عندما|حين)\s+(?:انضممت|بدأت|دخلت|جيت|اشتغلت|التحقت)|في\s+الماضي|في\s+تلك\s+الأيام|"
        r"那会儿|那會兒|那时候|那時候|那几年|那幾年|那阵子|那陣子|当时|當時|当年|當年|"
        r"(?:刚|剛)(?:入职|入職|进公司|進公司|来公司|來公司|工作)|(?:老东家|老東家|上家公司|前公司|舊公司|旧公司)|"
        r"当時|あの頃|あのころ|昔は|前の会社|前職|入社(?:した)?(?:ばかりの|したての|当初の)?(?:頃|ころ|当時|当初)|新人の(?:頃|ころ)|"
        r"입사했을\s*때|처음\s*왔을\s*때|신입\s*때|그\s*당시|예전\s*회사|전\s*직장|옛날에",
        re.I,
    )
)

# A former workplace, by its parts: a word of "former" (上一家, 之前那家, 原来的, 以前待的, 前にいた,
# 이전, 예전) and a workplace (公司, 单位, 东家, 团队, 会社, 職場, 회사, 직장): a time of the speaker's
# past as well. Read in the languages whose verbs carry no tense a rule's reading would see
# ("上一家公司要求每个接口都要有限流"); where the verb is in the past ("At my previous workplace,
# every deploy had to be approved"), the sentence is not read as a rule in the first place. Its own
# pattern, led by its first characters, asked only where the past times above are not found.
_FORMER_PLACE = led(
    re.compile(
        r"(?:上一?家|上一份|之前(?:那|的)?(?:家|間|间|个|個)?|以前(?:待|呆|工作)?的?(?:那|的)?(?:家|間|间|个|個)?|前一家|原来的?|原來的?|"
        r"原|舊|旧)(?:公司|单位|單位|东家|東家|工作|团队|團隊|部门|部門)|前(?:东家|東家)|"
        r"(?:前に?いた|以前(?:の|いた)|元の|昔の)(?:会社|職場|チーム|部署|現場)|"
        r"(?:이전|예전|지난|옛)\s*(?:회사|직장|팀|부서)에서|(?<![가-힣])전\s*(?:회사|직장)에서",
        re.I,
    )
)

# What sets a rule of now against a habit of then ("now", "from now on", "désormais", "jetzt",
# "ahora", "ora", "теперь", "الآن", "现在", "以后", "今は", "앞으로").
_NOW = led(
    re.compile(
        r"(?<!\w)(?:now|nowadays|these\s+days|going\s+forward|today|maintenant|désormais|dorénavant|aujourd['’]hui|"
        r"jetzt|heute|ab\s+sofort|inzwischen|mittlerweile|ahora|hoy|ora|adesso|oggi)(?!\w)|"
        r"(?<![а-яё])(?:теперь|сейчас|отныне)(?![а-яё])|الآن|حالياً|حاليا|"
        r"现在|現在|以后|以後|今后|今後|如今|往后|往後|今は|これから|지금은|요즘|앞으로|이제",
        re.I,
    )
)


def of_the_past(probe: str) -> bool:
    """True when a sentence tells a habit of the speaker's past (a past time named, nothing of
    now set against it): "我刚入职那会儿，组里每次发版都要手写发布说明。"."""
    m = _PAST_TIME.search(probe) or _FORMER_PLACE.search(probe)
    return m is not None and not _NOW.search(probe)


# A rule named, then a verb of saying denied by the speaker ("毎日日報を書けなんて、私は言った覚えが
# ないです", "…なんて誰にも言ってません"): disowned, nothing to keep. (Other languages' denials are
# read by their tables' `denial`.)
_DISOWNED = led(
    re.compile(
        r"(?:なんて|とか|って)[、,]?\s*[^。！!？?]{0,12}?(?:言った|頼んだ|決めた|お願いした|指示した)(?:覚え|記憶)(?:は|が|も)?(?:ない|ありません|ございません)|"
        r"(?:なんて|とか)[、,]?\s*[^。！!？?]{0,12}?(?:言って|頼んで|指示して|決めて|お願いして|命じて)(?:い)?(?:ない|ません|ねえ|ねー)|"
        # Korean: the rule named with a quoting ending, then the speaker's verb of saying, deciding,
        # asking or telling with "never" ("…라고 제가 정한 적 없어요", "…쓰라고 내가 시킨 적 없어"), or the
        # rule called not the speaker's words ("…는 제가 한 말이 아니에요")
        r"(?:라고|다고|자고|으라고|하라고|이라고)\s*(?:제가|내가|저는|나는|전|난)\s*[^.!?。]{0,8}?"
        r"(?:말한|정한|한|시킨|요청한|지시한|얘기한|결정한|부탁한)\s*적(?:은|이)?\s*(?:[^.!?。]{0,8}?)없|"
        r"(?:제가|내가)\s*(?:한|정한)\s*(?:말|것|거)(?:이|은)?\s*아니"
    )
)


def disowned(probe: str) -> bool:
    return _DISOWNED.search(probe) is not None


# The speaker's team taking up, from now on, a way just told of as another's ("…, и у нас теперь
# пусть будет так же", "…，我们以后也照这个来", "…, das übernehmen wir ab sofort", "…, we'll do the
# same from now on"): the way told of becomes the user's own rule. A time of from now on is part
# of it ("Do the same for the other two files" asks once; "Мы сделали так же …" is the past).
_ADOPTED = (
    # each language's form behind a word it cannot do without, so a sentence without it pays
    # one substring test: "from now on" / "going forward", "wir", "мы" / "нас", "们" / "們"
    (
        ("now on", "forward"),
        re.compile(
            r"(?<!\w)(?:we(?:['’]ll|\s+will)?|let['’]?s)\s+(?:do|follow)\s+(?:the\s+same|that|suit|it\s+that\s+way)"
            r"(?:\s+too)?\s+(?:from\s+now\s+on|going\s+forward)(?!\w)",
            re.I,
        ),
    ),
    (
        ("wir",),
        re.compile(
            r"(?<!\w)(?:das|so|es)\s+(?:machen|handhaben|übernehmen|halten)\s+wir\s+(?:ab\s+(?:jetzt|sofort|heute)|künftig|in\s+Zukunft|von\s+jetzt\s+an)(?!\w)|"
            r"(?<!\w)(?:ab\s+(?:jetzt|sofort)|künftig)\s+(?:machen|handhaben|halten)\s+wir\s+(?:das|es)\s+(?:genauso|auch\s+so|ebenso)(?!\w)",
            re.I,
        ),
    ),
    (
        ("мы", "нас"),
        re.compile(
            r"(?<![а-яё])(?:у\s+нас|и\s+у\s+нас|мы|и\s+мы)\s+(?:теперь|отныне|впредь|с\s+этого\s+дня)\s+[^.!?]{0,30}?"
            r"(?:так\s+же|то\s+же\s+самое|так\s+делать)(?![а-яё])",
            re.I,
        ),
    ),
    (
        ("们", "們"),
        re.compile(
            r"(?:(?:以后|以後|之后|之後|今后|今後|往后|往後|从现在起|從現在起|从今天起|從今天起)[，,]?\s*(?:我们|我們|咱们|咱們)|"
            r"(?:我们|我們|咱们|咱們)(?:以后|以後|之后|之後|今后|今後|往后|往後))(?:也|都)?(?:一律|都)?"
            r"(?:照(?:这个|這個|着|著|这样|這樣)?(?:来|來|做|办|辦)|(?:这么|這麼|这样|這樣)(?:做|干|幹|来|來|办|辦)|一样|一樣)"
        ),
    ),
)


_ADOPTED = tuple((gate(cues), led(pattern)) for cues, pattern in _ADOPTED)


# The same, read by its parts in any order (issue 33, thirteenth round): a time of from now on,
# the speaker's team ("we", "nous", "wir", "мы", "نحن", "我们", "私たち", "우리"), and a word of
# likewise ("too", "as well", "the same", "aussi", "pareil", "auch", "ebenso", "también", "anche",
# "così", "тоже", "так же", "أيضاً", "بالمثل", "也", "同じ", "똑같이"), close together, no negation.
_FROM_NOW = led(
    re.compile(
        r"(?<!\w)(?:from\s+now\s+on|going\s+forward|from\s+today|désormais|dorénavant|à\s+partir\s+de\s+maintenant|"
        r"à\s+partir\s+d['’]aujourd['’]hui|ab\s+(?:jetzt|sofort|heute)|künftig|von\s+jetzt\s+an|in\s+Zukunft|"
        r"a\s+partir\s+de\s+(?:ahora|hoy)|de\s+ahora\s+en\s+adelante|desde\s+(?:hoy|ahora)|da\s+(?:adesso|ora|oggi)|"
        r"d['’]ora\s+in\s+poi|с\s+этого\s+(?:момента|дня)|теперь|отныне|впредь|من\s+الآن|من\s+اليوم|فصاعد\w*)(?!\w)|"
        r"以后|以後|今后|今後|往后|往後|从今|從今|これから|앞으로|이제부터|이제",
        re.I,
    )
)
_CLAUSE_BREAK = re.compile(r"[,;，、；،—–]")
_WE = re.compile(
    r"(?<!\w)(?:we|we['’](?:ll|re)|us|nous|on\s+(?:va|fera|fait|fera)|wir|uns|nosotros|nosotras|noi|мы|нас|نحن)(?!\w)|"
    r"(?<![\u0621-\u064a])سن[\u0621-\u064a]{2,}|我们|我們|咱们|咱們|うち|私たち|僕ら|우리|저희",
    re.I,
)
_LIKEWISE = re.compile(
    r"(?<!\w)(?:the\s+same|likewise|as\s+well|too|also|pareil|de\s+même|aussi|la\s+même\s+chose|auch|genauso|ebenso|"
    r"ebenfalls|también|lo\s+mismo|igual|anche|lo\s+stesso|così|тоже|также|так\s+же|то\s+же\s+самое|и\s+мы|"
    r"أيضاً|أيضا|كذلك|مثلهم|بالمثل)(?!\w)|也|同样|同樣|跟着|跟著|沿用|照做|照办|照辦|同じ|똑같이|마찬가지|우리(?:\s*팀)?도|저희(?:\s*팀)?도",
    re.I,
)
_NOT = re.compile(
    r"(?<!\w)(?:not|n['’]t|never|ne|pas|nicht|kein\w*|no|non|mai|не|нет|никогда|لن|لا|لم)(?!\w)|不|没|沒|別|别|ない|ません|않|안\s",
    re.I,
)


def adopted(probe: str) -> re.Match[str] | None:
    """Where the speaker's team takes up, from now on, the way told of before it."""
    low = probe.lower()
    for cues, pattern in _ADOPTED:
        if cues(low) is not None:
            found = pattern.search(probe)
            if found is not None:
                return found
    if not _CLAUSE_BREAK.search(probe):
        return None  # the way told of and its taking up are two clauses
    now = _FROM_NOW.search(probe)
    if now is None:
        return None
    # the three parts within a clause's reach of each other, after the way told of
    lo, hi = max(0, now.start() - 40), now.end() + 40
    we = _WE.search(probe, lo, hi)
    if we is None or _LIKEWISE.search(probe, lo, hi) is None or _NOT.search(probe, lo, hi):
        return None
    return now if now.start() < we.start() else we
