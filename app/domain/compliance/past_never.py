"""The past told with "never": what was (or was not) done then, asking nothing now. told.told_or_asked
takes every "never" for something asked, so such a sentence was read as a rule (a push "never" made,
read as one refused) or left in doubt; reader.py asks here beside it (told.py, the room of words
that ask nothing, is full). Two readings, each where its languages mark the past:

- English (check-y-en): "Back when the museum ran on the old CMS, we never pushed to main on a
  Friday", "The previous contractor never deleted a thing from archive/". "Never" before a verb in
  the simple past tells what was done; the imperative's "never" stands before the verb's plain form
  ("never push"), and the present's passive keeps a rule ("raw/ is never deleted").
- fr, de, es, it, ru, ar (check-y-west): a habit of a time gone by, named ("Früher hat das Team an
  Wochenenden nie deployt", "Autrefois, on ne mettait jamais …", "Hace años … nunca se desplegaba",
  "Una volta … non si faceva mai …", "Раньше … никогда не деплоили", "في الماضي لم نكن ننشر أبداً"):
  one sentence that names the time, says "never" and puts a verb in the past, with nothing beside
  it that asks or says what holds now ("Früher haben wir nie am Freitag deployt, ab jetzt gilt das
  wieder" stays a rule).
- fr, de, es, it, ru, ar (check-za-west): the same habit told with the plain negation, its verb in
  the past in its clause ("El año pasado no pusheábamos a main los viernes", "раньше … не
  пушили", "زمان ماكناش بنعمل push …"), and the times gone by the list lacked ("l'an dernier",
  "letztes Jahr", "Prima non …").
- Chinese (check-z-east), which has no "never" to tell a habit by and no past tense: a time gone by
  opening the sentence and a doer who did it all himself then ("以前 prod 的推送都是老板自己来",
  "前两年…往 main 推代码，一直是创始人自己动手", "以前便當店的 main 分支都是老闆自己推上去的啦"), with
  nothing that asks or says what holds now."""

from __future__ import annotations

import re
from collections.abc import Callable

from app.domain.compliance.lexicon import Lazy, blank, table


def past_never(text: str, asks: Callable[[str], bool]) -> bool:
    """Whether the words (normalised) tell of the past with "never" and ask nothing else (`asks`:
    whether words ask or refuse something, read without the told "never")."""
    return (
        _never_in_english(text, asks)
        or _never_in_a_time_gone_by(text)
        or _zh_doer_of_a_time_gone_by(text)
        or _season_gone_by(text, asks)  # (English, check-zb-en)
        or _east_ban_gone_by(text)  # (ja zh; check-zc-east)
    )


# (ja zh; check-zc-east) A ban of a time gone by, told: the sentence opens with "formerly" (以前,
# 以前は, 昔は, 從前) and its refusal is in the past (Japanese's なかった, ませんでした, させなかった,
# with the hearsay そうです or らしい after it: "以前、会計ソフトの Makefile は部長しか触らせなかった
# そうです"), or, in Chinese, which has no past tense, it stands alone with nothing of now after the
# opening "formerly" ("以前阿頭唔俾人 push 去 main 㗎", "以前不准 push 到 main"): what was so then,
# asking nothing now. 以前 after a time or a deed ("周五以前", "合并以前") is a rule's "before".
_JA_BAN_GONE_BY = Lazy(
    r"(?:以前|昔|前)(?:は)?\s*[、,]?[^。!！?？]{1,60}?"
    r"(?:なかった|ませんでした|なかったん)(?:そうです|らしい|そうだ|んです|よ|ね)?\s*[。.!！]?"
)
_ZH_BAN_GONE_BY = Lazy(
    r"(?:以前|從前|从前)\s*[，,]?[^。!！?？；;]{0,60}?"
    r"(?:不准|不許|不许|唔准|唔俾|不讓|不让|禁止|不可以|唔可以|不能)[^。!！?？；;]{1,40}?"
    r"(?:㗎|嘅|的|了|啦)?\s*[。.!！]?"
)
# (mend-zc-cread-a) a verb of saying or settling after "formerly" ("以前就说过不准 push 到 main",
# "以前就定好了，不准 …", "以前我讲过，唔准 …", "前から言ってるけど…", "以前決めたとおり…"): a reminder of
# a rule given then and standing still, not a ban that is over
_EAST_SAID = Lazy(
    r"说过|說過|讲过|講過|讲咗|講咗|讲明|講明|说了|說了|讲了|講了|提过|提過|强调过|強調過|定好|定了|"
    r"定咗|定过|定過|规定|規定|约定|約定|交代过|交代過|"
    r"言った|言いました|言って|言ってる|言われ|決めた|決めました|決まって|決まった|伝えた|話した"
)
_EAST_NOW = Lazy(
    r"现在|現在|如今|以后|以後|今后|今後|从今|從今|而家|依家|请|請|今|これから|ください|下さい"
)


# (fix-zd-files) Japanese's ban told in the past with no "formerly" before it: "main には push した
# らあかんかった。", "…してはだめだった", "…は禁止だった", "…いけなかったんです" — one sentence whose
# refusal is its past ending: what was so, asking nothing now. (mend-zd-asks) A confirming
# ending ("…禁止でしたね", "…でしたよ", "…あかんかったわ", "…ダメだったんです") or "そういえば" before it
# recalls a rule that stands: the past then needs its own marker (昔, 以前, 前は, かつて, 当時)
_JA_BAN_WAS = Lazy(
    r"[^。!！?？]{1,80}?(?:(?:だめ|ダメ|駄目|あかん|いけな)かった|(?:だめ|ダメ|駄目|禁止)(?:だった|でした)"
    r"|禁止されて(?:い)?(?:た|ました))(?:そうです|らしい|(?P<recall>んです|んだ|よね|よ|ね|わ))?\s*[。.!！]?"
)
_JA_RECALLED = Lazy(r"そういえば|そう言えば|そういや")
_JA_PAST_MARK = Lazy(
    r"昔|以前|前は|かつて|当時"
    # (check-zf-east) a time gone by named by its days ("…を作っていた頃は", "入社した頃は"), its year
    # ("去年までは": until then), or the team or firm one was in ("前のチームでは")
    r"|頃は|ころは|去年|昨年|までは|当初|前の(?:チーム|会社|職場|現場|プロジェクト|部署)"
)


# (zh ko; check-ze-east) A rule of a time gone by, told as what was laid down then: Chinese's
# "formerly" (以前, 從前; not 之前, "earlier", whose rule stands: mend-ze-spans) opening the
# sentence, or after its owner ("我們家補習班系統以前規定…"), then "laid down" (規定) with at most a doer between ("以前公司規定唔可以推 main", "以前规定不准往
# main 推"); Korean's nominal ban in the past (금지였어요, 금지였습니다) after a time gone by ("예전엔
# main 푸시 금지였어요"). One sentence, nothing of now or still, not asked: what held then. Not a
# reminder of a rule laid down and standing ("以前就规定过…", "早就規定好了", "以前規定的…仍然有效",
# a clause after it: "以前规定不准推 main，别忘了"; mend-ze-spans)
# nor "before" a deed ("合并以前规定要先跑测试": its 以前 follows a verb, not an owner).
_ZH_RULE_GONE_BY = Lazy(
    r"(?:[^。!！?？；;，,]{0,12}?(?:我們|我们|我哋|公司|團隊|团队|系統|系统|專案|项目|家|店|班|組|组)\s*)?"
    r"(?:以前|從前|从前)\s*[\u3400-\u9fff]{0,4}?(?<!就)(?<!早)(?:規定|规定)(?![好过過了咗的])"
    r"[^。!！?？；;，,：:]{1,60}?[。.!！]?"
)
_KO_BAN_WAS = Lazy(
    r"(?:[^.!?。]|\.(?=\w)){0,40}?(?:예전|옛날|작년|재작년|지난\s*(?:주|달|해|분기|학기|번)|그때|당시)"
    r"(?:[^.!?。]|\.(?=\w)){1,60}?"  # (a file's dot ends no sentence)
    r"금지(?:였|이었)(?:어요|습니다|다|죠|지요|음|고요)?\s*[.!。]?"
)
_STILL = Lazy(r"还|還|仍|依然|照舊|照旧|繼續|继续|一直|지금|이제|아직|앞으로|요즘|여전히|계속")
# (mend-zf-past) words of a rule still in force ("这条规矩一直有效", "现在仍然有效", "至今", "到今天还有效",
# "このルールは現在も有効です", "今でも同じ", "지금도 유효해요", "여전히"): the ban told of then stands
_IN_FORCE = Lazy(
    r"有效|有効|至今|迄今|仍然|仍舊|仍旧|依然|依舊|依旧|照舊|照旧|到今天|到现在|到現在|沒變|没变|不變|不变|"
    r"今も|今でも|現在も|いまも|いまでも|変わらず|変わりません|まだ有効|"
    r"유효|여전히|지금도|아직도|변함없|그대로"
)
# (mend-ze-spans) a reminder of the rule, or "as we decided/said": it stands ("…，别忘了", "大家記住",
# "照做", "按规定来", "정했듯이", "말했듯이", "정한 대로", "잊지 마세요")
_REMINDED = Lazy(
    r"记住|記住|记得|記得|别忘|別忘|不要忘|唔好忘|照做|遵守|按规定|按規定|照规定|照規定|注意|"
    r"듯이|듯|대로|잊지|기억|명심|지켜|주의"
)


def _rule_gone_by(text: str) -> bool:
    """(zh ko; check-ze-east) Whether the words (normalised, stripped) tell a rule of a time gone
    by as laid down then (see _ZH_RULE_GONE_BY)."""
    if "規定" not in text and "规定" not in text and "금지" not in text:
        return False
    if _EAST_NOW.search(text) or _STILL.search(text) or _REMINDED.search(text):
        return False
    if _IN_FORCE.search(text):  # (mend-zf-past)
        return False
    return bool(_ZH_RULE_GONE_BY.fullmatch(text) or _KO_BAN_WAS.fullmatch(text))


# (zh; check-zf-east) the teller before "formerly" ("我以前返工嗰間公司，唔准…", "我们以前不准…"), or
# a time gone by named as "that time" opening the sentence ("我刚来那会儿，组里不准删 release 分支",
# "嗰陣時公司唔准…"): read as the sentence opening with "formerly" (what then follows is read as
# _ZH_BAN_GONE_BY reads it: one sentence, nothing of now, nothing said or settled)
_ZH_I_THEN = Lazy(
    r"^(?:我|我們|我们|我哋)\s*(?:以前|從前|从前)"
    r"|^[^，,。!！?？；;]{0,12}?(?:那会儿|那會兒|那时候|那時候|那陣|嗰陣(?:時)?)\s*[，,]\s*(?=[^，,]{0,8}?"
    r"(?:不准|不許|不许|唔准|唔俾|不讓|不让|禁止|不可以|唔可以|不能))"
)


def _east_ban_gone_by(text: str) -> bool:
    """Whether the whole of the words (normalised) tell, in Japanese or Chinese, a ban of a time
    gone by, asking nothing now (see _JA_BAN_GONE_BY)."""
    text = text.strip()
    if _IN_FORCE.search(text):  # (mend-zf-past) "…，这条规矩一直有效": a rule in force
        return False
    if _rule_gone_by(text):  # (check-ze-east)
        return True
    was = _JA_BAN_WAS.fullmatch(text)
    if was and not (_EAST_NOW.search(text) or _EAST_SAID.search(text)):
        recalled = was.group("recall") or _JA_RECALLED.search(text)
        if not recalled or _JA_PAST_MARK.search(text):  # (mend-zd-asks)
            return True  # (fix-zd-files)
    text = _ZH_I_THEN.sub("以前", text)  # (check-zf-east) "我以前…", "我刚来那会儿，…"
    if not text.startswith(("以前", "昔", "前は", "從前", "从前")) or _EAST_NOW.search(text):
        return False
    if _EAST_SAID.search(text):  # said or settled then: a standing rule (mend-zc-cread-a)
        return False
    return bool(_JA_BAN_GONE_BY.fullmatch(text) or _ZH_BAN_GONE_BY.fullmatch(text))


# English (check-y-en)
# "never" and a verb in the simple past: a regular one (not a plain form ending in -ed: "shred",
# "embed", "feed", "need"), or an irregular one whose past is not its plain form (not "put", "let",
# "set", "read", "cut"); not after a present's or an infinitive's auxiliary ("is never deleted",
# "must never be pushed", "gets never touched")
_NEVER_DONE = Lazy(
    r"(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bbeen\s)(?<!\bget\s)(?<!\bgets\s)(?<!\bhas\s)"
    r"(?<!\bhave\s)(?<!\w)never\s+"
    r"(?:(?!(?:shred|embed|shed|wed|bed|sled)(?!\w))(?:[a-z]+-)?[a-z]{2,}(?<!e)ed"
    r"|wrote|ran|did|went|got|took|made|gave|broke|drove|sent|kept|left|built|spent|bought|brought"
    r"|told|sold|saw|knew|forgot|chose|froze|spoke|threw|grew|drew|began|won|lost|paid|said|found"
    r"|held|meant|met|fell|felt|led|rode|stood|understood|wore|tore)(?![\w-])"
)

# a present's passive earlier in the sentence, "never" and its participle joined to it ("is
# produced by the nightly job and never edited by hand")
_PASSIVE_BEFORE = Lazy(r"(?<!\w)(?:is|are|be|been|gets?)(?!\w)")
_SENTENCE_START = Lazy(r"(?:^|[.;!?:])[^.;!?:]*$")
_SENTENCE_END_EN = Lazy(r"[.;!?:]")
# and the time gone by said in the sentence: a past's auxiliary, a time named gone ("back when",
# "years ago", "in the early days"), or a doer of then ("the previous caretaker", "our first
# treasurer", "my predecessor"). Without one, "never" and a participle is a rule with its verb left
# out ("Config files: never edited by hand", "Migrations never touched after release").
_THEN = Lazy(
    r"(?<!\w)(?:was|were|had|did|back\s+when|\w+\s+ago|before\s+(?:the|we|our|my)|early\s+days"
    r"|in\s+those\s+days|at\s+the\s+time|previous|former\w*|old|first|predecessors?|used\s+to"
    r"|originally|once|last\s+(?:year|season|decade|century)|in\s+(?:19|20)\d\d)(?!\w)"
)


def _never_in_english(text: str, asks: Callable[[str], bool]) -> bool:
    """Whether the words (normalised) tell of the past with "never" and ask nothing else (`asks`:
    whether words ask or refuse something, read without the told "never")."""
    if "never" not in text:
        return False
    if _still_of_now(text):  # (check-zg-en) "…, and that rule still stands here": it holds now
        return False
    spans = []
    for m in _NEVER_DONE.finditer(text):
        start = _SENTENCE_START.search(text, 0, m.start()).start()
        after = _SENTENCE_END_EN.search(text, m.end())
        sentence = text[start : after.start() if after else len(text)]
        subject = text[start : m.start()].strip(" .;!?:")
        if (
            subject
            and _THEN.search(sentence)
            and not _PASSIVE_BEFORE.search(text, start, m.start())
        ):
            spans.append(m.span())
    if not spans:
        return False
    return not asks(blank(text, spans))


# fr, de, es, it, ru, ar (check-y-west)
# The time gone by, named ("früher", "damals", "autrefois", "dans l'ancienne équipe", "hace años",
# "antes,", "una volta", "anni fa", "раньше", "в старой команде", "في الماضي", "زمان"). "antes"
# only before a comma: "antes de desplegar, nunca …" is a rule's before, not a time gone by.
_GONE_BY = table(
    r"früher;damals;einst;vor\s+(?:\w+\s+)?jahren;im\s+alten\s+\w+;in\s+der\s+alten\s+\w+;"
    r"autrefois;jadis;à\s+l'époque;du\s+temps\s+d\w*;dans\s+l'ancien\w*\s+\w+;il\s+y\s+a\s+(?:des|quelques|\w+)\s+ans;"
    r"hace\s+(?:tiempo|años|mucho|\w+\s+años);antes(?=\s*,);en\s+aquella\s+época;en\s+otros\s+tiempos;"
    r"una\s+volta;anni\s+fa;tempo\s+fa;un\s+tempo;ai\s+tempi\s+d\w*;"
    r"раньше;когда-то;прежде;в\s+(?:старой|прежней|старом|прежнем)\s+\w+;в\s+былые\s+времена;(?:лет|год\w*)\s+назад;"
    r"في\s+الماضي;في\s+السابق;سابقا;فيما\s+مضى;قديما;(?<![\u0600-\u06ff])زمان(?![\u0600-\u06ff])"
)
# "Never" ("nie", "keiner je", "jamais", "nunca", "jamás", "non … mai", "никогда", "أبداً", Egyptian
# "ما … خالص"); the Italian "mai" only after its negation ("Mai" is also May, in German).
# (The table's items with an elided "n'" match where a word follows, as word_tables says.)
_NEVER = table(
    r"nie;niemals;keiner\s+je;niemand\s+je;jamais;nunca;jamás;(?:non|nessuno)\s+(?:\S+\s+){0,3}?mai;"
    r"никогда;أبدا;(?<![\u0600-\u06ff])خالص(?![\u0600-\u06ff])"
    # and its kin, nothing or nobody ever ("Du temps de l'ancien fondeur, rien ne partait en
    # production un vendredi", "Früher hat niemand …", "Antes, nadie …", "Раньше никто не …")
    r";rien\s+ne;rien\s+n';personne\s+ne;personne\s+n';niemand;keiner;nadie;nessuno;никто;ничего"
)
# A verb told in the past: German's perfect or preterite, French's and Italian's and Spanish's
# imperfect (or French's perfect), Russian's past after its "не", Arabic's لم and كان.
_PAST_VERB = Lazy(
    r"(?<!\w)(?:hat|haben|hatte|hatten|habe|war|waren|wurde|wurden|gab|händ)(?!\w)|(?<!\w)ge\w+t(?!\w)"
    # (fix-zd-files) German's modals in the preterite ("Früher durften wir nicht nach main
    # mergen"); not "sollte", which is also "should"
    r"|(?<!\w)(?:durfte|konnte|musste|wollte)(?:st|n|t)?(?!\w)"
    r"|(?<!\w)\w{2,}(?:ait|aient)(?!\w)|(?<!\w)(?:ont|avait|avaient|avons)\s+(?:jamais\s+)?\w+(?:é|i|u|is|it)(?!\w)"
    # (French's "a" only before a participle in -é: "a tutti", Italian, is no past)
    r"|(?<!\w)a\s+(?:jamais\s+)?\w+é(?!\w)"
    r"|(?<!\w)\w{2,}(?:aba|aban|ábamos|ía|ían|íamos)(?!\w)"
    r"|(?<!\w)\w{2,}(?:ava|avano|avamo|eva|evano|evamo|iva|ivano|ivamo)(?!\w)"
    r"|(?<!\w)не\s+[а-яё-]+(?:л|ла|ло|ли)(?!\w)"
    r"|(?<![\u0600-\u06ff])(?:لم|كان|كنا|كانوا)(?![\u0600-\u06ff])",
    re.IGNORECASE,
)
# What asks, refuses or says what holds now, or draws a rule from the past ("jetzt", "désormais",
# "ahora", "ora", "теперь", "الآن", "bitte", "so", "seit"): then the "never" may be the rule's.
_NOW = table(
    # the past compared with now, so it holds still ("Wie früher bleibt main gesperrt", "Come una
    # volta, nessuno pusha su main")
    r"wie\s+früher;wie\s+damals;comme\s+autrefois;comme\s+avant;como\s+antes;como\s+siempre;"
    r"come\s+una\s+volta;come\s+prima;как\s+раньше;как\s+и\s+раньше;كما\s+في\s+الماضي;"
    r"jetzt;ab\s+sofort;heute;bitte;muss\w*;soll\w*;deshalb;daher;darum;also;seit;"
    r"maintenant;désormais;aujourd'hui;merci\s+de;doi[st];devez;donc;alors;depuis;"
    r"ahora;hoy;desde;por\s+favor;debe\w*;así\s+que;por\s+eso;"
    r"ora;adesso;oggi;d'ora\s+in\s+poi;per\s+favore;dev[ei](?!lop)\w*;quindi;perciò;da\s+quando;"
    r"теперь;сейчас;отныне;пожалуйста;долж\w+;поэтому;так\s+что;с\s+тех\s+пор;"
    r"الآن;اليوم;من\s+فضلك;يجب;لذا;لذلك;منذ;"
    r"now;please;must;should;so;since"
)
_SENTENCE_END = Lazy(r"[.!?;؟](?=\s|$)")
# (mend-za-words) "Still", said of now, keeps the past's habit a rule ("… y seguimos sin hacerlo",
# "et c'est toujours le cas", "und tun es immer noch nicht", "и до сих пор не пушим"); not when it
# is the past's own ("on ne poussait toujours pas", "non pushavamo ancora", "we still didn't"),
# a verb told in the past right before it or after it in its clause (_still_of_now). No bare
# "encore"/"noch": "ne … pas encore", "noch nie" are the past's "not yet", which says it changed.
_STILL = table(
    r"still;to\s+this\s+day;even\s+now;immer\s+noch;noch\s+immer;nach\s+wie\s+vor;weiterhin;bis\s+heute;"
    r"toujours;encore\s+aujourd'hui;seguimos;sigue;siguen;continuamos;todavía;aún;hasta\s+hoy;"
    r"ancora;tuttora;continuiamo;до\s+сих\s+пор;всё\s+ещё;все\s+ещё;все\s+еще;по-прежнему;по\s+сей\s+день;"
    r"ما\s+زلنا;لا\s+زلنا;لا\s+نزال;مازلنا;لسه;حتى\s+الآن"
)
_EN_PAST = Lazy(r"(?<!\w)(?:\w{2,}ed|didn't|did\s+not|was|were|wasn't|weren't|had|used\s+to)(?!\w)")


def _still_of_now(text: str) -> bool:
    """(mend-za-words) Whether a "still" says the habit holds now: no verb told in the past is the
    word before it or stands after it in its clause."""
    for m in _STILL.finditer(text):
        before = text[: m.start()].split()[-1:]
        b = text.find(",", m.end())
        after = text[m.end() : b if b >= 0 else len(text)]
        if not any(p.search(w) for p in (_PAST_VERB, _EN_PAST) for w in (*before, after)):
            return True
    return False


# (fr de es it ru ar; check-za-west) A habit of a time gone by told with the plain negation, its
# verb in the past right after it ("El año pasado no pusheábamos a main los viernes", "раньше
# бэкендеры по пятницам в мастер не пушили", "Früher händ mir no mit FTP deployt", "زمان ماكناش
# بنعمل push على main"), as "never" tells it; and the times gone by the list lacked, a year or a
# "before" opening the sentence ("l'an dernier", "el año pasado", "letztes Jahr", "l'anno scorso",
# "в прошлом году", "Prima non pushavamo mai …": not "prima di", a rule's before). One sentence,
# nothing asked or said of now (_NOW), as for "never".
_PLAIN_NOT = Lazy(r"(?<!\w)(?:no|ne|n'|non|nicht|не)(?=\s|(?<=')\w)", re.IGNORECASE)
_GONE_BY_TOO = table(
    r"l'an\s+dernier;l'année\s+dernière;el\s+año\s+pasado;letztes\s+jahr;l'anno\s+scorso;"
    r"в\s+прошлом\s+году;السنة\s+اللي\s+فاتت;^prima(?=\s*,|\s+(?:non|nessuno|mai)(?!\w))"
)
_AR_WAS_NOT = Lazy(r"(?<![\u0600-\u06ff])ما\s*(?:كناش|كانش|كانوش|كنتش)(?![\u0600-\u06ff])")
# (a rule reported in it is a rule still: "Letztes Jahr hat Anna gesagt: nicht auf main pushen")
_REPORTED = Lazy(r"[:«»\"“”„]")


def _plainly_not(text: str) -> bool:
    """(check-za-west) A plain negation or Egyptian's "was not", in words that report no rule."""
    return bool(_PLAIN_NOT.search(text) or _AR_WAS_NOT.search(text)) and not _REPORTED.search(text)


def _past_in_clause(text: str, negation: Lazy) -> bool:
    """(check-za-west) Whether a verb told in the past stands in the clause of a `negation`."""
    for m in negation.finditer(text):
        a, b = text.rfind(",", 0, m.start()) + 1, text.find(",", m.end())
        if _PAST_VERB.search(text, a, b if b >= 0 else len(text)):
            return True
    return False


# (fix-zd-files) The habit's end told in its last clause, now done or allowed ("Früher wurde in main
# nicht gemergt, jetzt schon", "…, heute aber schon", "…, but now we do", "…, maintenant si",
# "…, ahora sí", "…, ora sì", "…, теперь можно"): its "now" allows, asking nothing, so it is no
# word of now that keeps the past a rule (_NOW)
_NOW_ALLOWED = Lazy(
    r"[,;]\s*(?:(?:aber|but|mais|pero|ma|но|а)\s+)?(?:jetzt|heute|inzwischen|mittlerweile|now|"
    r"maintenant|aujourd'hui|ahora|hoy|ora|adesso|oggi|теперь|сейчас)\s+(?:aber\s+)?"
    r"(?:schon|ja|doch|sí|si|oui|sì|да|можно|we\s+do|it's\s+(?:fine|allowed|ok))\s*[.!]?\s*$",
    re.IGNORECASE,
)


def _never_in_a_time_gone_by(text: str) -> bool:
    """Whether words (normalised) are one sentence telling a habit of a time gone by with "never"
    and asking nothing now (see the module's docstring)."""
    allowed = _NOW_ALLOWED.search(text)  # (fix-zd-files) "…, jetzt schon": no rule now either
    text = text[: allowed.start()] if allowed else text
    gone = _GONE_BY.search(text) or _GONE_BY_TOO.search(text)  # (check-za-west: _GONE_BY_TOO)
    if not gone or not (_NEVER.search(text) or _plainly_not(text)):
        return False
    if _SENTENCE_END.search(text.rstrip(" .!")) or _NOW.search(text) or _still_of_now(text):
        return False
    if not _NEVER.search(text):  # (check-za-west) the plain negation, read as "never" is
        return _AR_WAS_NOT.search(text) is not None or _past_in_clause(text, _PLAIN_NOT)
    # the verb told in the past in the clause of the "never" ("Wie früher bleibt main gesperrt,
    # niemand pusht direkt": the past's "gesperrt" is not the "never"'s verb)
    for m in _NEVER.finditer(text):
        a, b = text.rfind(",", 0, m.start()) + 1, text.find(",", m.end())
        if _PAST_VERB.search(text, a, b if b >= 0 else len(text)):
            return True
    return False


# Chinese (check-z-east)
# A time gone by at the sentence's start (之前 only before a comma: "合并之前先跑测试" is a rule's
# before), then "it was always X himself" (都是, 一直是, 向来是 … 自己, 亲自), one sentence to its end.
_ZH_DOER_GONE_BY = Lazy(
    r"(?:以前|从前|從前|过去|過去|早年|当年|當年|前(?:两|兩|几|幾)年|去年|那时候|那時候|之前(?=\s*[，,]))"
    r"[^。!！?？；;]{0,60}?(?:都是|一直是|一直都是|全是|全都是|向来是|向來是|都係|一向係)"
    r"[^。!！?？；;]{0,20}?(?:自己|亲自|親自|自家)[^。!！?？；;]{0,20}?[。.!！]?"
)
# what asks or says what holds now ("现在交给你", "以后别推", "请…", "只能", "而家"): then it is a rule
_ZH_NOW = Lazy(
    r"现在|現在|如今|以后|以後|今后|今後|从今|從今|而家|依家|请|請|别|別|不要|不准|不許|不许|禁止|"
    r"必须|必須|只能|只许|只許|只可以|唔好|唔准|要(?!求)"
)


def _zh_doer_of_a_time_gone_by(text: str) -> bool:
    """Whether the whole of the words (normalised) tell, in Chinese, who did it all himself in a
    time gone by, asking nothing now."""
    return bool(_ZH_DOER_GONE_BY.fullmatch(text.strip())) and not _ZH_NOW.search(text)


# (English, check-zb-en) A sentence that opens with a time gone by, named by its season or term
# ("Last winter we all pushed straight to master … and nobody minded", "Last season the contractor
# wiped the archive/ folder by accident"), its verbs told in the past: what was done then, asking
# nothing now, with its "nobody" or "no" too. Not where the sentence says what holds now ("still",
# "now", "from now on", "anymore", "so don't …", "must", "should", "please"), nor the harm done.
_SEASON_OPENS = Lazy(
    r"(?:^|[.;!?]\s+)last\s+(?:winter|summer|spring|autumn|fall|season|term|semester)\b[^.;!?]*"
)
_EN_NOW = Lazy(
    r"(?<!\w)(?:now|anymore|any\s+more|still|again|going\s+forward|from\s+now|must|mustn't|should"
    r"|shouldn't|please|don't|do\s+not|never\s+(?!\w+ed\b)\w+|can't|cannot|may\s+not|so|that's\s+why"
    r"|which\s+is\s+why|is|are)(?!\w)"
)

# the harm the deed did, told with it ("… and three weeks of berth plans were gone", "… and we
# lost the bookings"): a story of harm refuses its deed (harm_told.harm_told reads its other forms)
_HARM_DONE = Lazy(
    r"(?<!\w)(?:gone|lost|broke|broken|crashed|went\s+down|down\s+for|destroyed|corrupted|disaster"
    r"|outage|cost\s+us|never\s+again"
    # the repair told ("we spent two days restoring it": review of the twenty-eighth round)
    r"|restor(?:e|ed|ing)|recover(?:ed|ing)|roll(?:ed)?\s+(?:it\s+)?back|spent\s+(?:\w+\s+){1,2}(?:fixing|cleaning))(?!\w)"
    r"|❌"  # where harm_told.harm_told has marked the harm already
)


def _season_gone_by(text: str, asks: Callable[[str], bool]) -> bool:
    if "last " not in text:
        return False
    spans = [
        m.span()
        for m in _SEASON_OPENS.finditer(text)
        if _EN_PAST.search(m.group())
        and not _EN_NOW.search(m.group())
        and not _HARM_DONE.search(m.group())
    ]
    if not spans:
        return False
    rest_text = blank(text, spans)
    return not rest_text.strip(" .;!?") or not asks(rest_text)
