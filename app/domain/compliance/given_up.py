"""A rule said given up, its content named beside it (fr, de, es, it, ru, ar; the twenty-third
round's west): "Die Regel, dass nur die Kassenwartin auf main pusht, haben wir gestrichen",
"Abbiamo lasciato perdere l'obbligo di scrivere senza tabelle", "Правило про запрет таблиц мы
отменили", "ألغينا قاعدة منع docker restart", "on a abandonné cette consigne", "hemos quitado la
norma de …". The rule's noun and a verb of dropping it, told as done, in one sentence: what the
rule asked is asked no more (told._rule_lifted reads the rest of the words). The east's (ja zh ko)
says the rule abolished after naming it, the whole message asking nothing (east_rule_given_up)."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy, negated
from app.domain.compliance.said_over import WEST_BUT, said_over
from app.domain.compliance.until_then import until_then_free

_RULE = (
    r"(?:regel|vorgabe|verbot|règle|consigne|obligation|interdiction|norma|regla|obligación|"
    r"prohibición|regola|obbligo|divieto|правил\w*|запрет\w*|(?:ال)?قاعدة|(?:ال)?قواعد)"
)
_MIDDLE = r"(?:[^\s.!?;:]+\s+){0,10}?"
_DROPPED = (
    r"(?:gestrichen|abgeschafft|aufgehoben|gekippt|fallen\s+(?:ge)?lassen|abandonn\w*|supprim\w*|"
    r"quitad[oa]|quitamos|eliminad[oa]|eliminamos|abandonad[oa]|abandonamos|suprimid[oa]|suprimimos|"
    r"lasciat[oa]\s+perdere|abolit[oa]|abbandonat[oa]|tolt[oa]|soppress[oa]|"
    r"отменил\w*|отмен[её]н\w*|упразднил\w*|ألغينا|ألغيت|أُلغيت|ألغوا|تخلينا\s+عن"
    # (fr, de, es, it, ru, ar; check-x-west) the rule no longer applied or in force, its negation
    # part of the verb ("Ya no aplicamos la norma de …", "On n'applique plus la règle …", "Die
    # Regel … gilt nicht mehr", "Non applichiamo più …", "Больше не действует правило …", "لم نعد
    # نطبق قاعدة …"): a "no" there is the dropping, not a drop negated
    r"|ya\s+no\s+(?:aplicamos|se\s+aplica|rige|est[áa]\s+vigente)|dejamos\s+de\s+aplicar|"
    r"n'appliqu\w+\s+plus|ne\s+s'appliqu\w+\s+plus|n'(?:est|sont)\s+plus\s+(?:appliqu\w+|en\s+vigueur)|"
    # (mend-zb-denies: German's verb and its "nicht mehr" hold the middle of the clause between
    # them, a time or a place of any length: "gilt seit dem Umzug der Glockengießerei nicht mehr",
    # "wenden wir seit Mai nicht mehr an", "gibt es seit dem Umzug nicht mehr"; a colon opens
    # what now holds, "gilt ab sofort: nicht mehr pushen", no rule given up)
    rf"(?:gilt|gelten|wenden\s+wir|gibt\s+es|existiert)\s+{_MIDDLE}nicht\s+mehr(?:\s+an)?|"
    r"nicht\s+mehr\s+angewendet|nicht\s+mehr\s+in\s+kraft|"
    r"non\s+(?:applichiamo|si\s+applica|vale|è\s+in\s+vigore)\s+più|non\s+è\s+più\s+in\s+vigore|"
    r"больше\s+не\s+(?:действует|применяем|применяется)|уже\s+не\s+действует|мы\s+больше\s+не\s+применяем|"
    r"لم\s+نعد\s+نطبق|لم\s+تعد\s+سارية|لم\s+يعد\s+ساري[اًا]*"
    # (fr, es, it, ru, ar; check-z-west) the rule lifted, let fall or taken off, in the verbs the
    # list lacked ("La consigne … a été levée", "On a laissé tomber la règle …", "esa norma se
    # quitó", "la regola è stata cancellata", "правило сняли", "القاعدة اتلغت"): a lifting told as done
    # (told as done: "est levée", "a été levée", "on a levé", not "doit être levée", an alarm raised;
    # "è stata cancellata", not a file "cancellato")
    r"|(?:(?:a|ont|est|sont)\s+été\s+|est\s+|sont\s+|on\s+a\s+|nous\s+avons\s+)levée?s?|laiss[ée]e?s?\s+tomber"
    r"|se\s+quit[óo]|se\s+levant[óo]|(?:è|sono)\s+stat[oaie]\s+cancellat[oaie]|abbiamo\s+cancellato|"
    r"сняли|снят[оа]?|اتلغت|اتشالت|انلغت"
    # (ar; check-za-west) the rule said to be there no more, in the Gulf's and Egypt's words, its
    # feminine agreeing with قاعدة ("قاعدة منع الـ push على main ما عادت موجودة", "… مابقتش
    # موجودة") — not a thing named after it ("الملف ما عاد موجود")
    r"|ما\s*عادت\s+موجودة|ما\s*بقتش\s+موجودة"
    # (fix-za-noticed) the rule said to exist no more ("La vieja regla sobre main ya no existe",
    # "L'ancienne règle … n'existe plus", "… gibt es nicht mehr", "… non esiste più", "… больше не
    # существует", "… لم تعد موجودة")
    r"|ya\s+no\s+existe|n'existe\s+plus|"
    r"non\s+esiste\s+più|больше\s+не\s+существует|уже\s+не\s+существует|لم\s+تعد\s+موجود[ةه])"
)
# A verb of dropping negated is the rule kept ("Non abbiamo abolito la regola", "не отменили").
_NOT_BEFORE = Lazy(r"(?:\b(?:non|nicht|pas|no|не|nie)\s+(?:\w+\s+){0,2}|(?:لم|لا)\s+\S*\s*)$")
# (review of the twenty-sixth round) nor is one to be dropped: the future before the verb ("Запрет
# … будет снят только в пятницу", "La règle … sera supprimée", "wird am Freitag aufgehoben", "será
# eliminada", "sarà abolita", "سوف …") holds the rule until then (Egyptian's own future,
# "هتتلغي", is no verb of the list)
_FUTURE_BEFORE = Lazy(
    r"(?<!\w)(?:будет|будут|sera|seront|wird|werden|será|serán|sarà|saranno|سوف)(?!\w)"
    r"(?:\s+\S+){0,3}\s+$",
    re.IGNORECASE,
)
# (check-ze-west) a dot before a letter is a file's kind, not a sentence's end: the rule's content
# names ".tmp", ".log", ".env" ("La regola di non cancellare i file .tmp l'abbiamo tolta", "Die
# Regel, keine .bak-Dateien zu löschen, haben wir gestrichen"), where the dot cut the rule's noun
# from its dropping verb and the rule given up stood (a false deny)
_IN = r"(?:[^.!?;]|\.(?=\w))"
_SENTENCE_DOTS = Lazy(r"(?:[^.!?;。！？；]|\.(?=\w))+[.!?;。！？；]*")
_GIVEN_UP = Lazy(
    rf"(?<!\w){_RULE}(?!\w){_IN}{{0,140}}?(?<!\w)(?P<v>{_DROPPED})(?!\w)"
    # (an article elided onto the noun: "lasciato perdere l'obbligo")
    rf"|(?<!\w)(?P<v2>{_DROPPED})(?!\w)\s+(?:\S+\s+){{0,3}}?(?:\w+['’])?{_RULE}(?!\w){_IN}{{0,140}}",
    re.IGNORECASE,
)

# (ja zh ko, check-w-east) A rule named and said abolished ("マイグレーションは DBA だけ、というルール
# はもう廃止しました", "正式環境不准跑 migration 那條規定，已經取消了", "예전 제한은 없앴어요" after what is
# now allowed): the whole message tells of a rule no longer held, asking nothing.
_EAST_ABOLISHED = Lazy(
    r"[^。!！?？]{0,80}?(?:という|って)\s*(?:ルール|決まり|きまり|規則|運用)は\s*(?:もう|すでに|既に)?\s*"
    r"(?:廃止|撤廃)(?:しました|されました|になりました|です|した)\s*[。.!！]?"
    r"|[^。!！?？]{0,60}?(?:那条|那條|这条|這條)(?:规定|規定|规则|規則)\s*[，,]?\s*"
    r"(?:已经|已經|早就|早已)\s*(?:取消|废除|廢除|作废|作廢)了?\s*[。.!！]?"
    r"|[^.?!]{0,60}?(?:돼요|됩니다|괜찮아요|괜찮습니다)\s*[.!]\s*(?:예전|기존|이전|전에\s*있던)\s*"
    r"(?:제한|규칙|룰|규정)[은는이]?\s*(?:다\s*)?(?:없앴어요|없앴습니다|폐지했어요|폐지했습니다|풀었어요)\s*[.!]?"
)

# (ko ja zh, check-x-east) A rule named and said no longer kept, in forms the abolished one above
# does not hold: "…라는 규칙은 이제 안 지켜도 돼요", "…라는 제한은 무시해도 돼요", "…というルールはもう
# なしで", "…という…の決めごとは、もう撤回されました", "…那个规矩，现在不用管了", "…嗰條規矩，而家唔使跟喇":
# the whole message tells of a rule dropped, asking nothing.
_EAST_NO_LONGER_KEPT = Lazy(
    r"[^.?!]{0,80}?(?:라는|란|하는|던)\s*(?:예전\s*|기존\s*)?(?:규칙|룰|규정|제한)[은는이]?\s*"
    r"(?:이제|더는|더\s*이상|앞으로는)?\s*(?:안\s*지켜도\s*(?:돼요|됩니다|돼|괜찮아요)|"
    r"신경\s*안\s*써도\s*(?:돼요|됩니다|돼)|무시해도\s*(?:돼요|됩니다|돼))\s*[.!]?"
    r"|[^。!！?？]{0,80}?(?:という|って)[^。!！?？]{0,20}?(?:ルール|決まり|きまり|決めごと|取り決め|規則)は[、,]?\s*"
    r"(?:もう|今後は)?\s*(?:なしで(?:す|お願いします)?|なしにします|気にしなくて(?:いい|大丈夫)(?:です)?|"
    r"撤回(?:されました|しました)|やめました)\s*[。.!！]?"
    r"|[^。!！?？]{0,80}?(?:那个|这个|那條|這條|那条|这条|嗰條|呢條|嗰个)?(?:规矩|規矩|规定|規定|规则|規則)"
    r"\s*[，,]?\s*(?:现在|現在|以后|以後|而家|依家|从今天起|從今天起)?\s*"
    r"(?:不用管了|不用理了|不用守了|唔使跟喇|唔使理喇|唔使跟|不算数了|不算數了)\s*[。.!！]?"
)


# (English, check-x-en) A rule given up, in the speaker's words: "Scrap what I said earlier about
# …", "Forget the no-tables thing", "We're dropping the rule about …", "That old ban on … is lifted"
# — the sentence that drops it, its content named beside it (what is left must ask nothing).
# (its span ends before a clause of "but", which still asks: review of the twenty-sixth round)
_EN_REST = r"(?:(?!,?\s+but\b)[^.;!?])*"
_EN_GIVEN_UP = Lazy(
    r"(?<![\w'])(?<!don't\s)(?<!not\s)(?:scrap|forget|ignore|disregard|drop|ditch)\s+what\s+i\s+"
    r"(?:said|told\s+you|asked(?:\s+for)?|wrote)\b"
    + _EN_REST
    + r"|(?<![\w'])(?<!don't\s)(?<!not\s)(?:scrap|forget|ditch|drop)\s+(?:about\s+)?(?:the|that|my)\s+"
    r"[^.;!?]{0,60}?\b(?:thing|rule|ban|policy)\b"
    + _EN_REST
    + r"|(?<![\w'])we(?:'re|\s+are|'ve|\s+have)?\s+(?:dropping|dropped|scrapping|scrapped|lifting|lifted|"
    r"retiring|retired)\s+(?:the|that|our)\s+(?:old\s+)?(?:[\w./*-]+\s+){0,2}?(?:rule|ban|policy)\b"
    + _EN_REST
    # (fix-za-noticed: the rule's thing may stand before its noun, "the yarn ban", "that main rule",
    # and so in the "we dropped …" form above: "We lifted the yarn ban", mend-za-words)
    + r"|(?<![\w'])(?:the|that|this|our)\s+(?:old\s+)?(?:[\w./*-]+\s+){0,2}?(?:rule|ban|policy)\b"
    r"[^.;!?]{0,100}?\b"
    r"(?:(?:is|has\s+been|was)\s+(?:now\s+)?(?:lifted|gone|dropped|scrapped|retired)\b"
    r"|no\s+longer\s+(?:applies|holds|stands))" + _EN_REST
)


# (review of the twenty-sixth round) A rule dropped drops only the clause that names it: a clause
# after it opened by "but" that refuses ("قاعدة release اتلغت، بس ما تعملش push على main", "…
# aufgehoben, aber pusht nicht auf main") still asks, though it says no word of asking
_BUT = rf"(?<!\w)(?:{WEST_BUT})(?!\w)"
_BUT_OPENS = Lazy(rf"[\s,،;:—–-]*{_BUT}", re.IGNORECASE)
_BUT_ENDS = Lazy(rf"{_BUT}[\s,،;:—–-]*$", re.IGNORECASE)


def still_refused(text: str, a: int, b: int) -> bool:
    """Whether the clause a:b beside a rule given up opens with "but" (in it, or in the cut before
    it) and refuses (see _BUT)."""
    m = _BUT_OPENS.match(text, a, b)
    if m is not None:
        return negated(text[m.end() : b])
    if _OWN_SENTENCE.search(text, 0, a) and negated(text[a:b]):
        # (fix-za-noticed) a refusal in a sentence of its own after the one given up ("We dropped
        # the rule about yarn. Don't use npm."): a rule kept, though it says no word of asking
        return True
    return bool(_BUT_ENDS.search(text, max(0, a - 12), a)) and negated(text[a:b])


# the clause opens a sentence: a stop, then only spaces (the given-up words blanked) before it
_OWN_SENTENCE = Lazy(r"[.!?。！？]\s*$")


def given_up_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a rule said given up with its content (see _GIVEN_UP), in words normalised."""
    out = []
    for m in _GIVEN_UP.finditer(text):
        verb = m.start("v") if m.group("v") else m.start("v2")
        before = (text, max(0, verb - 40), verb)
        if not _NOT_BEFORE.search(*before) and not _FUTURE_BEFORE.search(*before):
            out.append(m.span())
    out += [m.span() for m in _EN_GIVEN_UP.finditer(text)]  # (English, check-x-en)
    # a rule said over in everyday words, opening the message (said_over: "Lo de no usar yarn ya
    # fue"), the whole message asking nothing then (check-zb-west's "lo de … ya fue", folded into
    # fix-zb-noticed's room); said over after a refusal ("No pushees a main; lo de … ya fue") the
    # refusal stands, read once given_up_sentences blanks the part said over
    out += [(a, b) for a, b in said_over(text) if not text[:a].strip()]
    # (mend-ze-lifted: not one beside a ban kept after it, which asks)
    out += past_ban_lifted(text, beside_kept=False)  # (fr de es it ru ar; check-zd-west)
    return [_with_its_tail(text, a, b) for a, b in out]  # (check-zd-west)


# (fr de es it ru ar; check-zd-west) The clause after a rule given up that asks nothing of it: told
# to forget it ("Запрет … сняли, так что забей на него", "… aufgehoben, also vergiss es", "…,
# oublie-la", "…, olvidate de eso", "…, lascia perdere", "…، انساها"), or the reason told as what
# is there now ("Lo de no pushear a main ya fue, ahora tenemos protección de ramas", "… jetzt
# haben wir einen Schutz"): its imperative or its "now" were read as asking, and the rule given up
# stood. Not what now must be ("ahora tenemos que …", "ahora hay que …"), nor a refusal.
_TAIL = Lazy(
    r"[\s,;:—–-]*(?:(?:так\s+что|короче|also|donc|alors|así\s+que|quindi|يعني|ف)\s*)?"
    r"(?:(?:забей|забудь)(?:те)?(?:\s+(?:на\s+)?(?:него|неё|нее|это|об\s+этом))?"
    r"|vergiss\s+(?:es|das|sie|ihn)|oubliez?[-\s](?:la|le|ça)|olvid(?:ate|alo|ala)(?:\s+de\s+eso)?"
    r"|lascia\s+perdere|dimentica(?:la|lo)|scordatel[ao]|انساها|انساه|انسى\s+الموضوع"
    r"|(?:ahora|jetzt|maintenant|ora|adesso|теперь|сейчас|دلوقتي|الحين|هلق)\s+"
    r"(?:tenemos|haben\s+wir|gibt\s+es|on\s+a|nous\s+avons|il\s+y\s+a|abbiamo|c'è|у\s+нас\s+есть|"
    r"есть|عندنا)(?!\s+(?:que|zu|à|da|di)(?!\w))[^.;!?]{1,60}?)\s*(?=[.;!?]|$)",
    re.IGNORECASE,
)


def _with_its_tail(text: str, a: int, b: int) -> tuple[int, int]:
    """The span a:b of a rule given up, with the clause after it that asks nothing (_TAIL)."""
    m = _TAIL.match(text, b)
    if m is None or negated(text[b : m.end()]):
        return a, b
    return a, m.end()


# (fr de es it ru ar; check-zd-west) A ban told of a time gone by, then said lifted in the clause
# after it, the lifting's subject a pronoun, the ban's noun or whoever lifted it ("Früher durften
# wir nicht nach main mergen, das hat der Vorstand aber aufgehoben", "Avant c'était interdit de
# pousser sur main, mais ça a changé", "زمان كان ممنوع الدمج في main، بس المدير لغى المنع ده",
# "Раньше нельзя было пушить в main, но запрет сняли"): what was refused then is free now, and
# the ban's own words were read as a rule. The time gone by opens the ban's clause and a negation
# is in it (a permission lifted is a ban now: "Früher war Pushen erlaubt, das wurde aufgehoben"),
# the lifting is told as done (not negated, not to come, not asked).
# The words of a time gone by, written once (mend-zd-asks): German's (Swiss "früener" with them)
# read here and by merged_into, which reads German's "not allowed" alone: "prima", "antes" and
# "avant" are also "first" ("Prima fai i test: il merge in main è proibito")
DE_WHEN_GONE = r"früher|früener|früecher|früeher|damals|ehemals|bis\s+gestern"
_WHEN_GONE = (
    DE_WHEN_GONE + r"|avant|autrefois|jadis|à\s+l'époque|раньше|когда-то|прежде|زمان|قبل\s+كد[هة]|"
    r"سابق[اًا]*|في\s+الماضي|una\s+volta|prima|in\s+passato|antes|antiguamente"
    r"|un\s+tempo"  # (check-ze-west) Italian's "once": "Un tempo era proibito …, ora non più"
)
_LIFTING = (
    r"aufgehoben|abgeschafft|gekippt|gestrichen|geändert|vorbei|levée?s?|supprimée?s?|"
    r"abandonnée?s?|changé|сняли|снят[оа]?|отменил\w*|отмен[её]н\w*|изменилось|поменялось|"
    r"لغى|ألغى|الغى|لغت|ألغت|الغت|لغوا|ألغوا|لغاه|ألغاه|اتلغى|اتلغت|اتشال|شالوه|رفعوه|اترفع|انتهى|"
    r"tolt[oa]|abolit[oa]|"
    r"cambiat[oa]|levantaron|levantó|quitaron|quitó|cambió|se\s+acabó"
    # (fr de es it ru ar; check-ze-west) the lifting said as "now no more", closing its clause
    # ("Una volta era vietato pushare su main, adesso non più", "Antes estaba prohibido …, ahora
    # ya no", "…, jetzt nicht mehr", "…, maintenant plus", "…, но сейчас это уже не так", "…،
    # دلوقتي لأ"): the ban's clause holds its refusal, so what is "no more" is the ban (a
    # permission told gone, "Früher durfte man auf main pushen, jetzt nicht mehr", has no refusal
    # there and stays a ban now)
    r"|(?:(?:adesso|ora|oggi)\s+non\s+(?:lo\s+è\s+)?più|(?:ahora|hoy)\s+(?:ya\s+)?no(?:\s+es\s+así)?|"
    r"(?:jetzt|heute|heut|inzwischen|mittlerweile)\s+(?:nicht\s+mehr|nimmer|nümme)|"
    r"(?:maintenant|aujourd'hui|désormais)\s+(?:ce\s+n'est\s+)?plus|"
    r"ce\s+n'est\s+plus\s+le\s+cas|"  # (check-zf-west: "…était interdit ; ce n'est plus le cas")
    r"(?:сейчас|теперь)\s+(?:это\s+)?(?:уже\s+)?(?:нет|не\s+так)|"
    r"(?:دلوقتي|الحين|هلق|هلأ|الآن)\s+(?:لا|لأ|لاء))(?=\s*(?:[.!;,،]|$))"
)
_PAST_BAN_LIFTED = Lazy(
    # (not "before" of a deed: "prima di", "antes de", "avant de", "прежде чем")
    rf"(?<!\w)(?:{_WHEN_GONE})(?!\w)(?!\s+(?:di|de|d'|del|que|che|чем)(?!\w))(?P<ban>[^.!?;؟]{{3,160}}?)[,،;:—–]\s*"
    rf"(?P<lift>[^.!?;؟,،]{{0,80}}?(?<!\w)(?P<v>{_LIFTING})(?!\w)[^.!?;؟,،]{{0,60}}?)(?=[.!;,،]|$)",
    re.IGNORECASE,
)


# the ban's own word in its clause: a word of refusal or of leave, negated there ("verboten",
# "durften nicht", "interdit", "нельзя было", "ممنوع", "vietato", "no se podía"), not any negation
# of a time gone by ("Avant, le tram ne passait pas ici, mais ça a changé" tells of the world)
_BAN_WORD = Lazy(
    r"(?<!\w)(?:verboten|untersagt|gesperrt|durfte\w*|interdit\w*|défendu\w*|droit|нельзя|"
    r"запрещ\w*|разреша\w*|ممنوع|محظور|مسموح|vietat\w*|proibit\w*|potev\w*|prohibid\w*|"
    r"podía\w*|permit\w*)(?!\w)",
    re.IGNORECASE,
)


# (check-ze-west) a word that refuses by itself, which the shared negation lacks: Italian's
# "proibito" ("Un tempo era proibito pushare su develop, oggi non più")
# (check-zf-west) and French's "défendu" ("Avant …, effacer le dossier scores était défendu ; ce
# n'est plus le cas")
_REFUSED = Lazy(r"(?<!\w)(?:proibit[oaie]|défendue?s?)(?!\w)", re.IGNORECASE)


# (fr de es it ru ar; mend-ze-lifted) A ban kept beside the one lifted, in the clause after the
# lifting and without a verb of its own ("…, ahora ya no. A main, nunca.", "…, jetzt nicht mehr;
# auf main bleibt es verboten", "…, ora non più, ma su main è ancora vietato", "…, теперь нет, а
# в main по-прежнему нельзя", "…, maintenant plus. Sur main, toujours interdit.", "…، دلوقتي لأ،
# بس main لسه ممنوع"): its still, always or never keeps a ban on its own target, said with the
# lifted clause's verb. Blanking the whole lifted ban left that remainder with no verb (unknown)
# or read it as lifted too (not_applicable) — the hook let a push to main through.
_KEPT_AFTER = Lazy(r"[\s.,;:—–،-]*(?P<kept>[^.!?;؟]{1,60})")
# its never, or its still with a word that refuses
_KEPT_NEVER = Lazy(
    r"(?<!\w)(?:nunca|jamás|nie|niemals|mai|никогда|jamais|أبدا|ابدا|أبداً|ابدًا)(?!\w)",
    re.IGNORECASE,
)
_KEPT_STILL = Lazy(
    r"(?<!\w)(?:todavía|aún|sigue|siempre|bleibt|immer\s+noch|weiterhin|nach\s+wie\s+vor|"
    r"ancora|sempre|resta|rimane|по-прежнему|вс[её]\s+ещ[её]|до\s+сих\s+пор|оста[ёе]тся|всегда|"
    r"toujours|encore|reste|لسه|لسا|مازال|ما\s+زال|لا\s+يزال|لازال|دايما|دائما)(?!\w)",
    re.IGNORECASE,
)
_KEPT_REFUSES = Lazy(
    r"(?<!\w)(?:verboten|untersagt|tabu|interdit\w*|défendu\w*|нельзя|запрещ\w*|ممنوع|محظور|"
    r"vietat\w*|proibit\w*|prohibid\w*)(?!\w)",
    re.IGNORECASE,
)

# the lifted ban's own target in its clause, the last name after a word of where or of what
# ("push a develop", "auf develop", "su develop", "в develop", "sur develop", "على develop")
_LIFTED_TARGET = Lazy(
    r"(?<!\w)(?:a|al|en|de|del|auf|in|nach|von|zu|su|di|sul|в|на|из|sur|dans|على|في|من)\s+"
    r"(?P<t>[A-Za-z0-9_./*-]*[A-Za-z0-9_*][A-Za-z0-9_./*-]*)(?![\w])",
    re.IGNORECASE,
)


def _kept_after(text: str, end: int) -> bool:
    """Whether the clause after a lifting (ending at end) keeps a ban (see _KEPT_AFTER)."""
    k = _KEPT_AFTER.match(text, end)
    if k is None:
        return False
    kept = k.group("kept")
    return bool(
        _KEPT_NEVER.search(kept) or (_KEPT_STILL.search(kept) and _KEPT_REFUSES.search(kept))
    )


def _lifted_parts(text: str, m: re.Match) -> list[tuple[int, int]]:
    """The spans to blank of a past ban lifted (m, see _PAST_BAN_LIFTED): the whole of it, or,
    where a ban kept follows it (_kept_after), its time gone by, its target and its lifting, its
    verb and refusal left to be read with the kept ban's target; none where that target is not
    found (the ban then read whole, as before the "now no more" reading)."""
    if not _kept_after(text, m.end()):
        return [m.span()]
    targets = [t.span("t") for t in _LIFTED_TARGET.finditer(text, m.start("ban"), m.end("ban"))]
    if not targets:
        return []
    return [(m.start(), m.start("ban")), targets[-1], (m.start("lift"), m.end())]


def past_ban_lifted(text: str, beside_kept: bool = True) -> list[tuple[int, int]]:
    """The spans of a ban told of a time gone by and said lifted after it (see _PAST_BAN_LIFTED),
    in words normalised; with beside_kept False, none of one a ban kept follows (_kept_after): the
    message then asks something, and is no rule given up as a whole."""
    out = []
    for m in until_then_free(
        text
    ):  # (check-zf-west: "Bis Ostern durfte keiner …, seitdem erlaubt")
        if beside_kept or not _kept_after(text, m.end()):
            out += _lifted_parts(text, m)
    if not _PAST_BAN_LIFTED.search(text):
        return out
    for m in _PAST_BAN_LIFTED.finditer(text):
        before = (text, max(m.start("lift"), m.start("v") - 40), m.start("v"))
        if _NOT_BEFORE.search(*before) or _FUTURE_BEFORE.search(*before):
            continue
        ban = m.group("ban")
        if not (_BAN_WORD.search(ban) and (negated(ban) or _REFUSED.search(ban))):
            continue
        if beside_kept or not _kept_after(text, m.end()):
            out += _lifted_parts(text, m)  # (mend-ze-lifted)
    return out


# (ko, check-y-east) A Korean rule named and said gone, abolished or vanished ("…한다는 규칙, 이제
# 없어졌어요", "…말라는 규칙은 지난달에 폐지됐어요", "…쓴다는 룰은 이제 사라졌습니다"): the whole message
# tells of a rule no longer there, asking nothing (a question whether it is gone keeps its mark).
_KO_RULE_GONE = Lazy(
    r"[^.?!]{0,80}?(?:라는|란|하는|다는|던)\s*(?:예전\s*|기존\s*)?(?:규칙|룰|규정|제한)[은는이]?\s*[,，]?\s*"
    r"(?:이제|벌써|이미|지난달에|지난주에|올해부터)?\s*"
    r"(?:없어졌(?:어요|습니다|어|다)|사라졌(?:어요|습니다|어|다)|폐지(?:됐|되었)(?:어요|습니다|어|다))\s*[.!]?"
)


# (ko ja zh, check-z-east) A rule named and said dropped in plain speech, a word of when or a
# pointing word between the rule and its dropping: "…던 규칙 말이야, 그거 폐기했어", "…제한은 이번 주부터
# 없앴어요. 아무나 올려도 돼요.", "…に限る取り決めは撤廃いたしました", "main は誰でも push していいことに
# なりました。前の制限はなしです。", "…这条规矩，现在作废了", "…的限制，从这周起取消了", "嗰個規定取消咗",
# "呢條規矩而家唔再用喇": the whole message tells of a rule no longer held, asking nothing. No word of
# "not" or "yet" in the gap ("这条规定还没取消", "그 규칙은 안 없앴어요").
_EAST_RULE_DROPPED = Lazy(
    r"[^.?!]{0,90}?(?:규칙|룰|규정|제한)[은는이]?\s*(?:말이야|말이에요|말인데요?)?\s*[,，]?\s*"
    r"[^.?!안못않]{0,12}?(?:없앴|폐기했|폐지했|풀었|취소했"
    # (and said gone by itself: "main 푸시 제한은 이제 없어졌어요", "…규칙은 풀렸습니다")
    r"|없어졌|사라졌|풀렸|폐지됐|폐지되었|취소됐|취소되었)(?:어요|습니다|어|다)\s*[.!]?"
    r"(?:\s*(?:아무나|누구나|누구든지?)[^.?!]{0,30}?(?:돼요|됩니다|돼|괜찮아요)\s*[.!]?)?"
    # (ko, check-za-east) the permission after it opened by now ("…풀었어요. 이제 누구든 푸시해도 됩니다")
    r"(?:\s*(?:이제|앞으로는?|오늘부터)\s*(?:아무나|누구나|누구든지?)[^.?!]{0,30}?(?:돼요|됩니다|돼|괜찮아요)\s*[.!]?)?"
    r"|[^。!！?？]{0,90}?(?:ルール|決まり|きまり|規則|取り決め|決めごと|制限|縛り)は[、,]?\s*"
    r"[^。!！?？ずない]{0,8}?(?:廃止|撤廃|撤回|解除)(?:いたしました|しました|されました|になりました)\s*[。.!！]?"
    r"|[^。!！?？]{0,60}?(?:誰でも|どなたでも)[^。!！?？]{0,30}?(?:していい|してよい|して構わない)ことになりました\s*[。.!！]\s*"
    r"(?:前の|以前の|これまでの|今までの)\s*(?:制限|ルール|決まり|縛り)は\s*(?:なし|なくなりました)(?:です)?\s*[。.!！]?"
    r"|[^。!！?？]{0,90}?(?:的|嘅)?[」”\"]?\s*(?:那条|那條|这条|這條|嗰條|嗰个|嗰個|呢條|呢个|呢個)?\s*"
    r"(?:规矩|規矩|规定|規定|规则|規則|限制)\s*[，,]?\s*"
    r"[^，,。!！?？不没沒未别別唔冇还還仍]{0,8}?(?:取消|废除|廢除|作废|作廢|撤销|撤銷|唔再用|不再用)(?:了|咗|喇|啦|嘞|囉)*\s*[。.!！]?"
    # (zh, check-za-east) or said no longer used after a word of already or now ("那條規定已經不用了",
    # "…的規定現在不用了"): not "不用推" (no need to push), the verb closing the clause
    r"|[^。!！?？]{0,90}?(?:的|嘅)?\s*(?:那条|那條|这条|這條|嗰條)?\s*(?:规矩|規矩|规定|規定|规则|規則|限制)\s*[，,]?\s*"
    r"(?:已经|已經|现在|現在|而家|依家|早就)\s*(?:不用了|唔使了|唔用喇|冇用喇)\s*[。.!！]?"
    # (ko, check-zb-east) a ban named as its topic and lifted ("develop 머지 금지는 이번 주부터
    # 해제했어요"), a free hand after it opened by now ("이제 자유롭게 머지하세요"): not "아직 안 풀었어요"
    r"|[^.?!]{0,90}?금지[는은]\s*[^.?!안못않]{0,16}?(?:해제했|해제되었|해제됐|풀었|풀렸|없앴|없어졌)"
    r"(?:어요|습니다|어|다)\s*[.!]?"
    r"(?:\s*(?:이제|앞으로는?|오늘부터)\s*(?:자유롭게|마음대로|편하게)\s*[^.?!]{0,20}?"
    r"(?:하세요|하셔도\s*(?:돼요|됩니다)|해도\s*(?:돼요|됩니다|돼)|해)\s*[.!]?)?"
    # (ko; check-zc-east) the same, then the act plainly permitted, now or not said ("uploads 폴더
    # 삭제 금지는 이제 풀었어요. 지워도 됩니다", "…해제했어요. 푸시해도 돼요"): no free hand's word
    r"|[^.?!]{0,90}?금지[는은]\s*[^.?!안못않]{0,16}?(?:해제했|해제되었|해제됐|풀었|풀렸|없앴|없어졌)"
    r"(?:어요|습니다|어|다)\s*[.!]\s*(?:이제\s*)?[가-힣]{0,6}(?:해도|워도|어도|아도|려도)\s*"
    r"(?:돼요|됩니다|돼|괜찮아요|괜찮습니다)\s*[.!]?"
)


def east_rule_given_up(text: str) -> bool:
    """Whether the whole of the words (normalised) name a rule and say it abolished."""
    if _EAST_RULE_DROPPED.fullmatch(text.strip()):  # (check-z-east)
        return True
    if _EAST_NO_LONGER_KEPT.fullmatch(text.strip()):  # (check-x-east)
        return True
    if _KO_RULE_GONE.fullmatch(text.strip()):  # (check-y-east)
        return True
    return _EAST_ABOLISHED.fullmatch(text.strip()) is not None


# (fix-za-noticed) A sentence that gives a rule up beside another that keeps one ("The old rule
# about main is gone. Never push to release", "Die alte Regel zu main gilt nicht mehr. Pushe nie
# auf release", "main に関する古いルールは廃止しました。release には push しないでください"): the whole
# message asks something, so told.py read it as a rule, and the given-up sentence's branch was
# refused with the kept one — the hook denied a push the user had just freed. The given-up
# sentence (up to its dropping verb, or its "but") says nothing the rule asks: the reader blanks it.


def given_up_sentences(text: str) -> list[tuple[int, int]]:
    """The spans, in words normalised, of each sentence's part that gives a rule up (see
    _GIVEN_UP, _EN_GIVEN_UP, east_rule_given_up): from the sentence's start to the dropping verb's
    end, or to a "but" after it, that "but" with it; none where the words before the rule's
    mention refuse."""
    out = []
    for s in _SENTENCE_DOTS.finditer(text):  # (check-ze-west: ".tmp" ends no sentence)
        a, b = s.span()
        if east_rule_given_up(s.group()):
            out.append((a, b))
            continue
        for m in _GIVEN_UP.finditer(text, a, b):
            verb = "v" if m.group("v") else "v2"
            before = (text, max(0, m.start(verb) - 40), m.start(verb))
            if _NOT_BEFORE.search(*before) or _FUTURE_BEFORE.search(*before):
                continue
            end = m.end(verb) if verb == "v" else m.end()
            but = _BUT_OPENS.search(text, m.end(verb), end)
            if not negated(text[a : m.start()]):
                out.append((a, but.end() if but else end))
        for m in _EN_GIVEN_UP.finditer(text, a, b):
            if not negated(text[a : m.start()]):
                but = _BUT_OPENS.match(text, m.end(), b)
                out.append((a, but.end() if but else m.end()))
    out += said_over(text)  # (fix-zb-noticed) "Lo de no pushear a main ya fue, pero …"
    out += past_ban_lifted(text)  # (fr de es it ru ar; check-zd-west)
    # (the "but" itself goes with the part given up: what follows it is read as a rule of its own)
    return out
