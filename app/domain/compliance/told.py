"""Words that ask nothing of any output, in every language (reader.py asks): the past told and
the user's own question. The checker has no reading of them and says `not_applicable`, not
`unknown` (reader.asks_nothing); a tool they name is not asked for. Korean's remarks, retractions
and reports are korean_asides.py's."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy, clauses, negated, table

# A Korean request's ending ("쓰세요", "해 주세요", "해 줘").
KO_REQUEST = Lazy(r"(?<=[가-힣])(?:세요|십시오|주세요|줘|해라|하라|할\s*것|합시다|하자)(?![가-힣])")


# In every language, words that ask nothing of any output: the past told ("Früher haben wir Jenkins
# benutzt", "Раньше мы пользовались yarn", "我们组去年就从 Jenkins 迁到了 GitHub Actions", "어제 main에
# 푸시한 건 제가 한 거예요") — a time gone by said, and nothing asked, refused or said for now on —
# and the user's own question ("你知道 rebase 跟 merge 差在哪嗎？", "¿Tú qué opinas de usar
# Poetry?") — every sentence one, none a request put as a question ("Could you…?", "能不能…").
_PAST_TOLD = table(
    r"used\s+to;last\s+(?:year|week|month);yesterday;previously;in\s+the\s+past;years\s+ago;"
    r"früher;gestern;letztes\s+jahr;letzte\s+woche;letzten\s+monat;damals;autrefois;hier\s+(?:on|nous|j'ai)\b;"
    r"l'année\s+dernière;l'an\s+dernier;la\s+semaine\s+dernière;el\s+año\s+pasado;ayer;"
    r"la\s+semana\s+pasada;antes\s+(?:usábamos|utilizábamos|teníamos|era);l'anno\s+scorso;ieri;"
    r"la\s+settimana\s+scorsa;un\s+tempo;раньше;вчера;в\s+прошлом\s+году;на\s+прошлой\s+неделе;"
    r"когда-то;(?:سابقا|سابقًا|أمس);السنة\s+الماضية;العام\s+الماضي;الأسبوع\s+الماضي;去年;昨天;上周;上週;"
    r"上个月;上個月;曾经;曾經;从前;從前;以前(?=\s*(?:我们|我們|我|咱们|大家|团队|團隊|公司|组里|組裡));用过(?![时時滤濾]);用過(?![時滤濾]);前は(?<!名前は)(?<!手前は)(?<!直前は);昨日;先週;かつて;어제;작년;지난\s*(?:주|달|해)"
)
# What asks, refuses or says what holds from now on, beside a time gone by.
_ASKS_ANY = table(
    r"please;pls;must;should;always;never;from\s+now;now;bitte;muss\w*;soll\w*;immer;nie;"
    r"jetzt;ab\s+sofort;s'il\s+te\s+pla[iî]t;s'il\s+vous\s+pla[iî]t;merci\s+de;doi[st];devez;"
    r"toujours;jamais;désormais;maintenant;por\s+favor;debe\w*;siempre;nunca;ahora;per\s+favore;"
    r"dev[ei]\w*;sempre;mai;ora;d'ora\s+in\s+poi;пожалуйста;долж\w+;всегда;никогда;теперь;отныне;"
    r"من\s+فضلك;يجب;دائما;أبدا;الآن;من\s+الآن;请;請;必须;必須;一律;统一;統一;总是;總是;现在;現在;以后;以後;"
    r"今后;今後;ください;下さい;お願い;必ず;今は;これから;してね;して;앞으로;이제;반드시;꼭;항상;"
    # a consequence drawn from it: the rule follows ("Last year we moved to GitLab, so ask …")
    r"so;therefore;deshalb;daher;darum;also;donc;alors;así\s+que;por\s+eso;quindi;perciò;поэтому;"
    r"так\s+что;لذا;لذلك;所以;因此;だから;그러니"
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
    r"いい[?？];いいね;حسنا\s*[؟?]"
)


def told_or_asked(text: str) -> bool:
    """Whether words (normalised) only tell of the past or only ask the user's own question
    (see _PAST_TOLD)."""
    if negated(text) or _ASKS_ANY.search(text) or _UNTIL_NOW.search(text):
        return False
    if _PAST_TOLD.search(text) and not KO_REQUEST.search(text):
        return True
    sentences = [p for p in re.split(r"(?<=[?？؟.!。！])\s*", text) if p.strip(" .。")]
    return (
        bool(sentences)
        and all(_QUESTION_END.search(p) for p in sentences)
        and not _ASKS_AS_QUESTION.search(text)
    )


def past_clauses(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses of a rule that tell of the past and ask nothing ("以后用 pnpm，以前
    我们用过 yarn", "We used to use yarn; now it's pnpm"): what was done, not what is asked."""
    if not _PAST_TOLD.search(text):
        return []
    out = []
    for a, b in clauses(text):
        part = text[a:b]
        if _PAST_TOLD.search(part) and not (negated(part) or _ASKS_ANY.search(part)):
            out.append((a, b))
    return out
