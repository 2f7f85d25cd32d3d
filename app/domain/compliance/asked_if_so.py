"""Whether a rule holds, asked with a negation, in every language but Korean (korean_asides.py's):
"Is it not allowed to push to main?", "Darf man nicht auf main pushen?", "On ne pousse pas sur
main ?", "main に push しちゃだめなの？", "Нельзя пушить в main?", "¿No se puede hacer push a main?",
"不能推送到 main 吗？" — and a rule put to the user to confirm with a tag ("We don't push to main, do
we?", "Wir pushen nicht auf main, oder?", "Мы не пушим в main, да?", "main には push しないよね？").
The whole message such questions, asked of the team or of no one: the user's own question of what
is so, asking nothing of any output (`not_applicable`), as a question without a negation already
is (told.told_or_asked, which lets any negation through as a rule: fix-zc-noticed).

A question asked of the agent stays what it was: a request put as one ("Can you not push to
main?", "Kannst du nicht …?", "main に push しないでもらえる？"), a refusal closed by a tag ("Don't
push to main, ok?", "No le metas force push a develop, ¿va?", "Nada de push forzado, ¿vale?"), a
reproach ("Didn't I tell you not to push to main?"), and a question beside an order ("Why would you
push to main? Don't.")."""

from __future__ import annotations

import re
from functools import lru_cache

from app.domain.compliance.lexicon import Lazy, negated

# the sentences of a message, each closed by its mark (a decimal point closes none)
_SENTENCE = re.compile(r"(?:(?<=[?？؟!。！])|(?<=\.)(?!\d))\s*")
_ASKED = Lazy(r"[?？؟]\s*$")
_ANY_MARK = re.compile(r"[?？؟]")
# asked of the agent: the listener named ("you", du, tu, vous, ты, вы, 你), a request's own words
# ("please", bitte, "s'il te plaît", por favor, пожалуйста, 请, ください), a request put as a
# question ("can you", kannst du, peux-tu, puedes, можешь, てくれる, てもらえる, 能不能, 可以不)
_OF_THE_AGENT = Lazy(
    r"(?<![\w'])(?:you|your|yourself|please|pls|du|dich|dir|ihr|euch|bitte|tu|te|t'|toi|vous|stp|svp|"
    r"puedes|podrías|podéis|usted|ustedes|tú|por\s+favor|puoi|potresti|tu|voi|per\s+favore|"
    r"ты|вы|тебе|вам|можешь|можете|пожалуйста|плиз)(?![\w'])"
    r"|s'il\s+(?:te|vous)\s+pla[iî]t|peux-tu|pouvez-vous|pourrais|pourriez|könntest|würdest|kannst|"
    r"يمكنك|تستطيع|من\s+فضلك|لو\s+سمحت|أنت|"
    r"你|您|请|請|麻烦|麻煩|帮|幫|能不能|能否|可否|可以不|可以别|可以別|"
    r"てくれ|でくれ|てもらえ|でもらえ|いただけ|ください|下さい|ないで(?:ね|よ|ほしい|欲しい)|いい\s*[?？]|"
    # the listener asked to acknowledge it ("We never push to main, understood?", "…, verstanden?",
    # "…, compris ?", "…, понятно?", "…，明白吗？", "…、わかった？"): a rule said, then checked
    r"(?<!\w)(?:understood|got\s+it|clear|verstanden|klar|compris|entendu|entendido|claro|capito|"
    r"chiaro|понял\w*|понятно|ясно)(?!\w)|明白|懂了?吗|懂了?嗎|わかった|分かった|わかりました|了解|"
    # an order in Russian's imperative wherever it stands ("Ветку … не трогайте, если …?")
    r"(?<!\w)не\s+\w+(?:йте|ите|ь|й)(?!\w)"
)
# a syntactic negation, not a word of refusing alone: "Is the main branch off limits?", "Ist main
# eigentlich tabu?" ask of a ban's state, and keep the reading they had (unknown)
_NOT = Lazy(
    r"(?<![\w'])(?:not|never|nicht|nie|kein\w*|ne|pas|no|non|нельзя|не|ни)(?![\w'-])|n't|n'(?=\w)|"
    r"不|没|沒|别|別|ない|なの|だめ|ダメ|いけない|ません|لا|ليس|ألا|أليس"
)
_EAST = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_A_NOT_A = re.compile(r"(\S)[不唔]\1")
# a question of why is told.asks_the_reason's, or a suggestion ("Why not use pnpm?", "Pourquoi
# pas Docker ?"); a question of a rule named as a thing, whether it still holds ("¿Lo de no
# pushear a main ya fue?", "…的規定已經不用了嗎？"), keeps the reading it had
_NOT_THIS_CLASS = Lazy(
    r"(?<!\w)(?:why|how\s+come|warum|wieso|weshalb|pourquoi|por\s*qu[eé]|perch[eé]|come\s+mai|почему|"
    r"зачем|rule|regel|règle|regla|regola|правило|lo\s+de|ya\s+fue)(?!\w)|لماذا|为什么|為什麼|为啥|"
    r"為啥|なんで|なぜ|どうして|规定|規定|规则|規則|规矩|規矩|ルール|決まり"
)
# a refusal said as an order, opening its sentence: "Don't push to main?" (not "Don't we …?"),
# "Ne pousse pas sur main ?" (not "N'est-ce pas …?"), "Не пушь в main?", "别推 main 吧？", "No
# force pushes?", "Nie auf main pushen?", "Nada de …", "Niente push su main?"
_ORDER_OPENS = Lazy(
    r"^(?:(?:wait|hmm+|so|ok|okay|sorry|hold\s+on|also|and|but)[,\s—-]+)?"
    r"(?:(?:don't|do\s+not)(?!\s+(?:we|they|i|people|teams?|others|most)\b)|never|no(?!\w)(?!\s+one\b)|nie|nicht|kein\w*|"
    r"(?:ne|n')\s*\w+(?![-\w])|jamais|nada|niente|mai|non\s+\w+(?:are|ere|ire)|"
    r"не\s+\w+(?:ь|й|те)|не\s+\w+[^л\W]и|никогда)(?![\w'])"  # a whole word ("mai", not "main")
    r"|^(?:别|別|不要|不许|不許|勿|莫|لا\s+ت)"
)
# a tag closing a sentence put to the listener to confirm ("…, do we?", "…, oder?", "…, non ?",
# "…, да?", "…, ¿verdad?", "…, vero?", "…, right?"): confirmed by the team or by no one, as
# below, or it is an order closed by a tag
_TAG = Lazy(
    r"[,，、]\s*(?:do|does|is|are|can|may|should|must|have|did|was|were)(?:n't)?\s+\w+\s*[?？]\s*$"
    r"|[,，、]\s*(?:right|correct|yes|no|isn't\s+it|ok|okay|oder|ja|nicht|stimmt's|gell|ne|non|"
    r"n'est-ce\s+pas|c'est\s+ça|hein|да|нет|верно|правда|так|¿?\s*(?:verdad|no|cierto|vale|ok|va)|"
    r"vero|giusto|no|صح|صحيح|حسنا|حسناً|تمام|أليس\s+كذلك|对吧|對吧|是吧|对不对|對不對)\s*[?？؟]\s*$"
)
# the team or no one as who does it: we, one, the impersonal (man, on, se, si), no one named
# (нельзя, 不能, the Japanese sentence with no subject)
_TEAM_OR_NO_ONE = Lazy(
    r"(?<![\w'])(?:we|we're|we've|us|our|one|it|it's|that's|this|there|wir|uns|man|es|das|on|nous|"
    r"il\s+(?:ne\s+)?(?:faut|est)|se|nosotros|\w+(?:amos|emos|imos)|si|noi|\w+iamo|мы|нас|нельзя|"
    r"\w+(?:ем|им)|запрещено|نحن)(?![\w'])|我们|我們|咱们|咱們|大家|不能|不可以|不准|禁止|"
    r"(?:ない|ません|だめ|ダメ|禁止)(?:ん(?:です|だ))?よね|(?:でした|だった)よね"
)


@lru_cache(maxsize=2048)
def rule_asked(text: str) -> bool:
    """Whether words (normalised) are only questions of whether a rule holds, one holding its
    negation, asked of the team or of no one (see the module's words)."""
    if not _ANY_MARK.search(text):  # most rules ask no question: the cheap test first
        return False
    if not negated(text) or re.search(r"[가-힣]", text) or _OF_THE_AGENT.search(text):
        return False
    if not _NOT.search(text) or _NOT_THIS_CLASS.search(text):
        return False
    sentences = [s for s in _SENTENCE.split(text.strip()) if s.strip(" .。")]
    return bool(sentences) and all(_asked_if_so(s.strip()) for s in sentences)


def _asked_if_so(sentence: str) -> bool:
    """One sentence asking whether a thing is so, not an order with a question mark."""
    if not _ASKED.search(sentence):
        return False
    if sentence.startswith("¿"):  # Spanish opens its question: the whole sentence asks
        return True
    if "¿" in sentence:  # a Spanish tag after a statement ("…, ¿verdad?"): who says it decides
        return bool(_TEAM_OR_NO_ONE.search(sentence.split("¿")[0]))
    if _ORDER_OPENS.search(sentence):
        return False
    tag = _TAG.search(sentence)
    if tag:
        return bool(_TEAM_OR_NO_ONE.search(sentence[: tag.start()]))
    # a refusal, then a question of another deed after the east's comma ("main 现在不能推，可以推
    # develop 吗？"): the question's own clause holds the negation, or the refusal is the rule
    # (the words are normalised: the east's comma is ","; an A-not-A, 可不可以, is no negation)
    if "," not in sentence or not _EAST.search(sentence):
        return True
    return bool(_NOT.search(_A_NOT_A.sub("", sentence.rsplit(",", 1)[1])))
