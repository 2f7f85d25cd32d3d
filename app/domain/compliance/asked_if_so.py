"""Whether a rule holds, asked with a negation, in every language but Korean (korean_asides.py's):
"Is it not allowed to push to main?", "Darf man nicht auf main pushen?", "On ne pousse pas sur
main ?", "main に push しちゃだめなの？", "Нельзя пушить в main?", "¿No se puede hacer push a main?",
"不能推送到 main 吗？". The whole message such questions, asked of the team or of no one: the user's
own question of what is so, asking nothing of any output (`not_applicable`), as a question without
a negation already is (told.told_or_asked, which lets any negated question through as a rule:
fix-zc-noticed).

A rule stated, then closed by a tag, stays a rule (mend-zc-cread-a): the tag seeks the hearer's
agreement to the rule said ("We don't push to main, do we?", "…, right?", "…, oder?", "…, да?",
"…, ¿verdad?", "…, vero?", "main には push しないよね？", "main 不能推，对吧？", "…, capisce?") or
its acknowledgment ("…, ok?", "…, d'accord ?", "…, ладно?", "…, تمام؟", "…, understood?"). So do a
reminder or a reproach ("Remember: …", "Let's not …", "How many times: …", "Haven't I said … that
we never …?", "Didn't I tell you not to push to main?"), a request put as a question ("Can you not
push to main?", "Kannst du nicht …?", "main に push しないでもらえる？"), a refusal closed by a tag
("Don't push to main, ok?", "Nada de push forzado, ¿vale?"), and a question beside an order ("Why
would you push to main? Don't.")."""

from __future__ import annotations

import re
from functools import lru_cache

from app.domain.compliance.lexicon import Lazy, negated
from app.domain.compliance.may_asked import ZH_OF_THE_AGENT
from app.domain.compliance.told import told_or_asked

# the sentences of a message, each closed by its mark (a decimal point closes none)
_SENTENCE = re.compile(r"(?:(?<=[?？؟!。！])|(?<=\.)(?!\d))\s*")
_ASKED = Lazy(r"[?？؟]\s*$")
_ANY_MARK = re.compile(r"[?？؟]")
# asked of the agent: the listener named ("you", du, tu, vous, ты, вы, 你), a request's own words
# ("please", bitte, "s'il te plaît", por favor, пожалуйста, 请, ください), a request put as a
# question ("can you", kannst du, peux-tu, puedes, можешь, てくれる, てもらえる, 能不能, 可以不)
_OF_THE_AGENT = Lazy(
    r"(?<![\w'])(?:you|your|yourself|please|pls|du|dich|dir|ihr|euch|bitte|tu|te|t'|toi|vous|stp|svp|"
    r"puedes|podrías|podéis|usted|ustedes|tú|por\s+favor|puoi|potresti|voi|per\s+favore|"
    r"ты|вы|тебе|вам|можешь|можете|пожалуйста|плиз)(?![\w'])"
    r"|s'il\s+(?:te|vous)\s+pla[iî]t|peux-tu|pouvez-vous|pourrais|pourriez|könntest|würdest|kannst|"
    r"يمكنك|تستطيع|من\s+فضلك|لو\s+سمحت|أنت|"
    rf"{ZH_OF_THE_AGENT.pattern}|能不能|能否|可否|可以不|可以别|可以別|"
    r"てくれ|でくれ|てもらえ|でもらえ|いただけ|ください|下さい|ないで(?:ね|よ|ほしい|欲しい)|いい\s*[?？]|"
    # the listener asked to acknowledge it ("We never push to main, understood?", "…, verstanden?",
    # "…, compris ?", "…, понятно?", "…，明白吗？", "…、わかった？"): a rule said, then checked
    r"(?<!\w)(?:understood|got\s+it|clear|verstanden|klar|compris|entendu|entendido|claro|capito|"
    r"chiaro|понял\w*|понятно|ясно)(?!\w)|明白|懂了?吗|懂了?嗎|わかった|分かった|わかりました|了解|"
    # or to agree to it, the tag closing its sentence ("…, ok?", "…, alright?", "…, d'accord ?",
    # "…, ладно?", "…, ¿vale?", "…, تمام؟", "…，好吗？"): a rule said, then checked (mend-zc-cread-a)
    r"[,，、،]\s*(?:ok|okay|alright|all\s+right|d'accord|einverstanden|ладно|¿?\s*vale|تمام|حسنا|"
    r"حسناً)\s*[?？؟]|好吗|好嗎|好不好|行吗|行嗎|"
    # a reminder of a rule already given, or a reproach for it ("Remember: we don't …", "Let's not
    # …", "How many times: …", "Haven't I said … that we never …?"): said to the hearer
    r"(?<![\w'])(?:remember|let's|let\s+us|how\s+many\s+times|(?:haven't|hasn't|didn't|have|did)\s+"
    r"(?:i|we)\s+(?:not\s+)?(?:said|say|told|tell|mentioned|mention)|denk\s+dran|lass\s+uns|"
    r"wie\s+oft|combien\s+de\s+fois|rappelle|cuántas\s+veces|recuerda|quante\s+volte|ricorda|"
    r"сколько\s+раз|помни\w*)(?![\w'])|多少次|"
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
# "…, да?", "…, ¿verdad?", "…, vero?", "…, right?", "…, capisce?", "…よね？", "…，对吧？"): the rule
# said, its agreement sought, a rule still (mend-zc-cread-a), whoever it names. The tags by name,
# not any word after a comma: "Is it not allowed to push to main, Tunde?" names whom it asks.
_TAG = Lazy(
    r"[,，、،]\s*(?:do|does|is|are|can|may|shall|should|must|will|would|have|has|did|was|were)"
    r"(?:n't)?\s+\w+\s*[?？]\s*$"
    r"|[,，、،]\s*(?:right|correct|yes|yeah|isn't\s+it|okay|alright|all\s+right|agreed|eh|huh|"
    r"capisce|capisci|oder|ja|nicht|nicht\s+wahr|stimmt's|stimmt|gell|ne|einverstanden|non|hein|"
    r"n'est-ce\s+pas|c'est\s+ça|pas\s+vrai|d'accord|да|нет|верно|правда|так|ладно|ведь|ага|"
    r"¿?\s*(?:verdad|no|cierto|vale|ok|va|sí|si)|vero|giusto|intesi|siamo\s+d'accordo|صح|صحيح|حسنا|"
    r"حسناً|تمام|أليس\s+كذلك|对吧|對吧|是吧|对不对|對不對)\s*[?？؟]\s*$"
    r"|(?:よね|ね|でしょう?|だろう?|吧|对吧|對吧|是吧)\s*[?？]\s*$"
)


# (fix-zd-files) The listener named as the subject of the question, nothing more ("Вы не пушите в
# main?", "Mergst du nicht in main?", "You don't push to main?"): a question of what they do,
# asking nothing, unless a modal makes it a request ("Can you not …?", "Could you not …?").
_LISTENER = Lazy(r"(?:you|du|ihr|tu|vous|tú|usted|ustedes|voi|ты|вы|أنت)", re.IGNORECASE)
_MODAL_ASKS = Lazy(
    r"(?<![\w'])(?:can|could|would|will|won't|wouldn't|can't|couldn't|kannst|könnt|können|peux|"
    r"pouvez|puedes|puede|puoi|può|potete|можешь|можете|мог\w*)(?![\w'])",
    re.IGNORECASE,
)
# (mend-zd-asks) A warning's particle or the asker's hope beside the listener's question ("Du pushst
# doch nicht in main?", "Вы же не будете пушить в main?", "Tu ne pushes pas sur main, j'espère ?",
# "You don't push to main, I hope?"): the answer it expects is a rule, asked of the agent as a
# modal's request is; not "ja" as a yes before a comma ("Ja, du pushst nicht in main?")
_WARNS = Lazy(
    r"(?<![\w'])(?:doch|ja(?!\s*,)|hoffentlich|же|ж|ведь|надеюсь|j'espère|j’espère|i\s+hope|hopefully|"
    r"spero|espero)(?![\w'])",
    re.IGNORECASE,
)
# Russian's second person of the present after its pronoun ("вы не пушите", "ты не пушишь"): told
# of the listener, not the imperative _OF_THE_AGENT reads in "не пушите" standing alone
_RU_PRONOUN_BEFORE = Lazy(r"(?<!\w)(?:вы|ты)\s+$", re.IGNORECASE)
# (fix-zd-files) A sentence of the asker's own memory failing beside the question ("Era proibito il
# push su main? Non ricordo.", "… I don't remember.", "… Ich weiß es nicht mehr."): part of the
# asking. Not "not sure": "npm is out, pnpm is in? Not sure." half-says a change (unknown)
_DOUBT = Lazy(
    r"(?:(?:ma|but|aber|mais|pero|но|لكن|و)\s+)?(?:non\s+(?:me\s+lo\s+|mi\s+)?ricordo(?:\s+più)?|"
    r"i\s+(?:don't|do\s+not|can't|cannot)\s+(?:remember|recall)|"
    r"i\s+forget|ich\s+weiß\s+(?:es\s+)?nicht\s+mehr|"
    r"ich\s+erinnere\s+mich\s+nicht(?:\s+mehr)?|weiß\s+nicht\s+mehr|"
    r"je\s+ne\s+(?:sais|me\s+souviens)\s+plus|"
    r"no\s+me\s+acuerdo|no\s+(?:lo\s+)?recuerdo|не\s+помню|"
    r"لا\s+أتذكر|忘了|不记得了?|不記得了?|记不清了?|記不清了?|"
    r"覚えてない|覚えていない|忘れた|忘れました)\s*[.!。！…]*",
    re.IGNORECASE,
)


def _asked_of_the_agent(text: str) -> bool:
    """Whether a question asks the agent (see _OF_THE_AGENT): the listener named as its subject
    alone is a question of what they do (fix-zd-files), a modal before it a request."""
    listener = False
    for m in _OF_THE_AGENT.finditer(text):
        word = m.group()
        if _LISTENER.fullmatch(word) or (
            word.startswith("не") and _RU_PRONOUN_BEFORE.search(text, 0, m.start())
        ):
            listener = True
            continue
        return True
    return listener and (_MODAL_ASKS.search(text) or _WARNS.search(text)) is not None


@lru_cache(maxsize=2048)
def rule_asked(text: str) -> bool:
    """Whether words (normalised) are only questions of whether a rule holds, one holding its
    negation, asked of the team or of no one (see the module's words)."""
    if not _ANY_MARK.search(text):  # most rules ask no question: the cheap test first
        return False
    sentences = [s.strip() for s in _SENTENCE.split(text.strip()) if s.strip(" .。")]
    # (fix-zd-files) the asker's doubt beside the question asks nothing ("… Non ricordo.")
    asked = [s for s in sentences if not _DOUBT.fullmatch(s)]
    doubted = len(asked) < len(sentences)
    text = " ".join(asked) if doubted else text
    if not asked or re.search(r"[가-힣]", text) or _asked_of_the_agent(text):
        return False
    # (a question with no negation beside a doubt, "Era proibito …? Non ricordo.", is asked as
    # told.told_or_asked reads that question alone)
    if doubted and not negated(text):
        return told_or_asked(text)
    if not negated(text) or not _NOT.search(text):
        return False
    if _NOT_THIS_CLASS.search(text):
        return False
    return all(_asked_if_so(s) for s in asked)


def _asked_if_so(sentence: str) -> bool:
    """One sentence asking whether a thing is so, not an order with a question mark."""
    if not _ASKED.search(sentence):
        return False
    if sentence.startswith("¿"):  # Spanish opens its question: the whole sentence asks
        return True
    if _ORDER_OPENS.search(sentence) or _TAG.search(sentence):
        return False
    if "¿" in sentence:  # a question after a word: "Oye, ¿no se puede hacer push a main?"
        return True
    # a refusal, then a question of another deed after the east's comma ("main 现在不能推，可以推
    # develop 吗？"): the question's own clause holds the negation, or the refusal is the rule
    # (the words are normalised: the east's comma is ","; an A-not-A, 可不可以, is no negation)
    if "," not in sentence or not _EAST.search(sentence):
        return True
    return bool(_NOT.search(_A_NOT_A.sub("", sentence.rsplit(",", 1)[1])))
