"""A rule said to be lifted later, beside one kept: "The rule about main will be lifted on Friday.
Never push to release either", "Die Regel zu main wird nächste Woche aufgehoben", "La règle sur
main sera levée lundi", "à partir de lundi on pourra pousser sur main", "main への push 禁止は来週
からは解禁です" (fix-zb-noticed, issue 33). A rule lifted at a time to come still holds today, but
the reader read its sentence as given up now (given_up.given_up_sentences, when the verb was in the
present: "is lifted from Friday") or as a day's news asking nothing (reader's TIMED sentences,
blanked whole): main's push went through. The lifting and its time are blanked (this module's
spans), the rest of the sentence — the rule and what it names — read with the one kept. A rule
given up now ("was lifted", "is gone", no time to come) stays given up. A push allowed later is said
in the future's own words ("on pourra", "podrás", "можно будет"); a present "you can / we can" allows
it now, beside any day ("You can push to develop on Monday through Friday"), and "release" is a time
only after a word of "from" or "after", not "on the release branch" (review of the twenty-eighth
round)."""

from __future__ import annotations

import re

from app.domain.compliance.clause_cuts import SENTENCE
from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.read_branches import branches_named

# a time to come, said as one ("from Monday", "next week", "ab Montag", "à partir de lundi",
# "desde el lunes", "da lunedì", "с понедельника", "اعتبارا من", "来週から", "下周起", "다음 주부터")
_LATER = (
    r"(?:(?<!\w)(?:from|as\s+of|starting|after|on|next|tomorrow|ab|nächste\w*|morgen|übermorgen|"
    r"à\s+partir\s+d[eu]|dès|demain|prochaine?|la\s+semaine\s+prochaine|desde|a\s+partir\s+del?|"
    r"la\s+semana\s+que\s+viene|la\s+próxima\s+semana|próxim[oa]|mañana|da|dal|dalla|dalla\s+prossima|"
    r"prossim[oa]|domani|с|со|со\s+следующей|завтра|в|اعتبار[اًا]*\s+من|ابتداء[اًا]*\s+من|من|غد[اًا]*|بكرة)"
    r"(?:\s+\S+){0,2}?\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|"
    r"(?<!\son\s)(?<!\son\sthe\s)(?<!next\s)(?<!\son\snext\s)(?<!\son\sthe\snext\s)release(?![\s-]*branch)|sprint|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|woche|monat|"
    r"lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaine|mois|lunes|martes|miércoles|"
    r"jueves|viernes|sábado|domingo|semana|mes|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|"
    r"domenica|settimana|mese|понедельник\w*|вторник\w*|сред\w*|четверг\w*|пятниц\w*|суббот\w*|"
    r"воскресень\w*|недел\w*|месяц\w*|الاثنين|الإثنين|الجمعة|الأسبوع|الاسبوع|الشهر)(?!\w)"
    # (English, check-zd-en) India's "from next Friday onwards only": the time's own end
    r"(?:\s+onwards(?:\s+only)?)?"
    r"(?:\s+(?:on|prochaine?|que\s+viene|prossim[oa]|القادم|الجاي))?"
    r"|(?<!\w)(?:tomorrow|morgen|demain|mañana|domani|завтра|غد[اًا]*|بكرة)(?!\w)"
    # a day by itself ("sera levée lundi", "يوم الجمعة"): a lifting beside it is to come
    r"|(?<!\w)(?:(?:el|il|يوم)\s+)?(?:friday|monday|freitag|montag|lundi|vendredi|lunes|viernes|lunedì|"
    r"venerdì|пятниц[уаы]|понедельник|الجمعة|الاثنين|الإثنين"
    # (mend-zc-left) the other days too ("sera levée samedi", "se levantará el sábado", "sarà
    # tolto sabato"): read only beside a lifting told for later, as the two above
    r"|saturday|sunday|tuesday|wednesday|thursday|samedi|dimanche|mardi|mercredi|jeudi|sábado|domingo|"
    r"martes|miércoles|jueves|sabato|domenica|martedì|mercoledì|giovedì|суббот[уаы]|воскресенье|"
    r"вторник|сред[уы]|четверг)(?!\w)"
    r"|(?:来週|明日|来月|月曜|金曜|次のリリース)(?:から|以降)?(?:は)?"
    r"|(?:下周|下週|下个月|下個月|明天|周一|週一|星期一)(?:起|开始|開始|以后|以後)?"
    r"|(?:다음\s*주|내일|다음\s*달|월요일|금요일)(?:부터)?)"
)
# a lifting in the future's own words ("will be lifted", "wird … aufgehoben", "sera levée", "se
# levantará", "sarà tolta", "будет снят", "سيتم إلغاء", "解禁", "取消", "풀려요")
_WILL = (
    r"(?<!\w)(?:will|'ll|is\s+going\s+to|are\s+going\s+to)\s+(?:be\s+)?(?:lifted|dropped|gone|removed|"
    r"scrapped|relaxed|retired|go\s+away|end|expire|no\s+longer\s+apply)(?!\w)"
)
_FUTURE_LIFT = (
    rf"(?:{_WILL}"
    # (the present said of a time to come, read only beside one: "is lifted from Monday")
    r"|(?<!\w)(?:is|are)\s+(?:being\s+)?(?:lifted|gone|dropped|scrapped|over)(?!\w)|(?<!\w)(?:ends|goes\s+away)(?!\w)"
    # (English, check-zc-en) "gets lifted next Monday", "gets dropped from Friday"
    r"|(?<!\w)gets?\s+(?:lifted|dropped|scrapped|removed|relaxed)(?!\w)"
    # (English, check-zd-en) "the lock on release lifts after Sunday", "the freeze comes off / aff
    # on Thursday", Nigerian Pidgin "from Tuesday the develop lock go comot / go lift"
    # ("only comes off on Thursday": not before then, the "only" the lifting's, not the branch's)
    r"|(?<!\w)(?:only\s+)?(?:lifts|thaws|(?:comes?|coming)\s+(?:off|aff)|go\s+(?:comot|commot|lift))(?!\w)"
    r"|(?<!\w)(?:entfällt|est\s+levée?|se\s+levanta|se\s+quita|viene\s+tolt[oa]|снимается|отменяется|تُلغى|يُلغى)(?!\w)"
    r"|(?<!\w)(?:wird|werden)\s+(?:\S+\s+){0,4}?(?:aufgehoben|gestrichen|abgeschafft|wegfallen|fallen)(?!\w)"
    r"|(?<!\w)(?:fällt|fallen)\s+(?:\S+\s+){0,4}?weg(?!\w)|(?<!\w)gilt\s+(?:\S+\s+){0,5}?nicht\s+mehr(?!\w)"
    r"|(?<!\w)(?:sera|seront)\s+(?:\S+\s+){0,2}?(?:levée?s?|supprimée?s?|abandonnée?s?|retirée?s?)(?!\w)"
    r"|ne\s+s['’]appliquera\s+plus|(?<!\w)on\s+pourra(?!\w)|(?<!\w)vous\s+pourrez(?!\w)|(?<!\w)tu\s+pourras(?!\w)"
    r"|(?<!\w)se\s+(?:levantará|quitará|eliminará)|dejará\s+de\s+(?:aplicar|regir|valer)|(?<!\w)será\s+"
    r"(?:eliminad[oa]|levantad[oa]|quitad[oa])|(?<!\w)(?:podremos|podrás|podrá|se\s+podrá)(?!\w)"
    r"|(?<!\w)sarà\s+(?:tolt[oa]|abolit[oa]|rimoss[oa]|cancellat[oa])|non\s+varrà\s+più|(?<!\w)(?:si\s+potrà|potremo|potrai)(?!\w)"
    r"|(?<!\w)будет\s+(?:снят\w*|отмен[её]н\w*)|(?<!\w)отменят(?!\w)|перестанет\s+действовать|можно\s+будет"
    r"|(?<!\w)(?:سيتم\s+إلغاء|ستُلغى|ستلغى|سنلغي|سيُرفع|سيرفع|هتتلغي|ستنتهي|سنسمح|يمكنكم|يمكنك)"
    r"|(?:は|も)?\s*(?:解禁|解除|廃止|撤廃)(?:です|します|されます|になります|予定)|(?:なくなります|なしになります)"
    r"|(?:就)?\s*(?:取消|解禁|废除|廢除|作废|作廢|可以推|可以\s*push)"
    r"|(?:풀려요|풀립니다|풀릴\s*예정|해제(?:돼요|됩니다|될\s*예정)|폐지(?:돼요|됩니다|될\s*예정)|없어져요|없어집니다|해도\s*돼요|해도\s*됩니다))"
)
_LIFTED_LATER = Lazy(
    rf"{_LATER}[^.!?;。！？；]{{0,80}}?{_FUTURE_LIFT}|{_FUTURE_LIFT}[^.!?;。！？；]{{0,40}}?{_LATER}",
    re.IGNORECASE,
)
# the future's own verb with no time beside it ("The rule about main will be lifted soon")
_FUTURE_ALONE = Lazy(_WILL, re.IGNORECASE)
_MAY_LATER = Lazy(
    r"(?<!\w)(?:on\s+pourra|vous\s+pourrez|tu\s+pourras|podremos|podrás|podrá|se\s+podrá|si\s+potrà|"
    r"potremo|potrai|можно\s+будет|يمكنك|يمكنكم|سنسمح)(?!\w)|可以推|可以\s*push|해도\s*(?:돼요|됩니다)",
    re.IGNORECASE,
)


def _named_at(text: str, a: int, b: int) -> set[tuple[int, int]]:
    """Where the branches the sentence a:b names stand in it."""
    return {
        m.span()
        for n in branches_named(text[a:b])
        for m in re.finditer(rf"(?<![\w/-]){re.escape(n)}(?![\w/-])", text[:b])
        if m.start() >= a
    }


# (mend-zc-left) a second rule joined to the lifting in one sentence by a dash or a comma and a
# conjunction, refusing ("The live-branch ban gets lifted on Saturday — don't push to beta
# either", "…, but never push to beta", "…, et ne poussez pas non plus sur beta"): the two are read
# as two sentences. Not a permission after the comma ("…, and then you can push"): no refusal.
_JOINED = Lazy(
    r"\s+[—–]\s+|,\s+(?:and|but|und|aber|et|mais|y|pero|e|ma|и|но|а)\s+"
    r"(?=[^.!?;。！？；]*?(?<!\w)(?:don['’]t|never|do\s+not|nicht|nie|ne|no|non|nunca|mai|не|нельзя|"
    r"either|auch|tampoco|neanche|nemmeno|тоже)(?!\w))",
    re.IGNORECASE,
)


def _sentences(text: str) -> list[tuple[int, int]]:
    """The sentences, each cut again where a refusal is joined to it (see _JOINED)."""
    out = []
    for s in SENTENCE.finditer(text):
        if not s.group().strip():
            continue
        at = s.start()
        for j in _JOINED.finditer(text, s.start(), s.end()):
            out.append((at, j.start()))
            at = j.end()
        out.append((at, s.end()))
    return out


def lifted_later(text: str) -> list[tuple[int, int]]:
    """The spans, in words normalised, of a lifting told for a time to come and of that time, in a
    sentence beside another (see the module); none in a message of one sentence."""
    sentences = _sentences(text)
    if len(sentences) < 2:
        return []
    out = []
    for a, b in sentences:
        m = _LIFTED_LATER.search(text, a, b) or _FUTURE_ALONE.search(text, a, b)
        if not m:
            continue
        # a push allowed later ("à partir de lundi on pourra pousser sur main") is refused now:
        # the sentence goes but for its branches, read with the refusal beside it; otherwise the
        # lifting and its time go, the branches they enclose kept ("سيتم إلغاء قاعدة main يوم الجمعة")
        at, end = (a, b) if _MAY_LATER.search(m.group()) else m.span()
        for n in sorted(_named_at(text, at, end)):
            out.append((at, n[0]))
            at = n[1]
        out.append((at, end))
    return out
