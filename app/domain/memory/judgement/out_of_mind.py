"""Told it need not be kept in mind (issue 33, twenty-eighth round): a no-need or a don't before a
keeping, with the heart, the head or the memory as where it would go ("呢啲小事唔使放喺心上，聽完就算",
"こんな小さいことは心に留めなくていいよ", "마음에 담아 둘 필요 없어", "No hace falta que te lo guardes
en la cabeza", "Non serve che te lo tenga a mente", "Это не надо держать в голове", "مش لازم تحط ده في
بالك"). The speaker says the words are to be let go: neither a rule to suggest nor a fact to keep,
as each table's `negated_memory`, which `groups` joins these to. The place is the memory's
(kept_at_end's heads), so a don't with any other place ("No lo guardes en el cajón") is left to the
rest of the judgement.
"""

from __future__ import annotations

import re

from app.domain.memory.judgement.kept_at_end import HEAD
from app.domain.memory.judgement.zh_script import zx

# a few words of the keeping (its verb, its pronoun) between the no-need and the place
_GAP = r"(?:[^\s,;:.!?،，。]+\s+){1,4}?"

_NOT_KEPT = {
    "es": r"\bno\s+(?:hace\s+falta(?:\s+que)?|es\s+necesario(?:\s+que)?|tienes\s+que|hay\s+que|necesitas)\s+"
    + _GAP
    + HEAD["es"],
    "it": r"\bnon\s+(?:serve|occorre|c['’]è\s+bisogno|è\s+necessario|devi|bisogna)\s+(?:che\s+|di\s+)?"
    + _GAP
    + HEAD["it"],
    "ru": r"(?<![а-яё])не\s+(?:надо|нужно|обязательно|стоит|нужно\s+тебе)\s+" + _GAP + HEAD["ru"],
    "ar": r"(?:مش|مو|ما|موب)\s+(?:لازم|ضروري|محتاج)\s+(?:\S+\s+){1,4}?"
    + HEAD["ar"]
    + r"|(?:لا|ما\s+في)\s+داعي\s+(?:\S+\s+){1,4}?"
    + HEAD["ar"],
    # (the heart or the head, after a no-need: 唔使 / 不用 / 不必 …, then the putting and its place)
    "zh": r"(?:不要|别|不用|不必|无需|用不着|没(?:有)?必要|唔使|唔好|毋须|冇必要)(?:帮我|给我|替我)?"
    r"(?:放|记|搁|摆|存|留|装)(?:在|喺|到|进|入)?(?:你的?|你個|个)?(?:心上|心里|心度|心头|脑子里|脑里|脑海里|脑度|记忆里)"
    # (twenty-ninth round: the way in alone, 入 / 进, before the bare head, "你唔使記入腦", "唔好入腦")
    r"|(?:不要|别|不用|不必|唔使|唔好|毋须)(?:(?:记|放|装|存)?(?:入|进))(?:脑|腦)(?![子袋海])",
    # (the heart, the head or the chest as where it is kept, then the may-not-do or no-need)
    "ja": r"(?:心|頭|記憶|胸)(?:に|の中に)(?:留め|とめ|入れ|置い|しまっ|刻ま|覚え)\S{0,6}?"
    r"(?:なくて(?:も)?(?:いい|良い|大丈夫|結構)|なくとも|る必要は(?:ない|ありません))",
    "ko": r"(?:마음|머리|머릿속|기억)(?:에|속에|에다)?\s*(?:\S+\s+){0,2}?(?:담아|넣어|새겨|담을|넣을|새길|저장)\S*\s*"
    r"(?:둘\s+|놓을\s+|두실\s+)?(?:필요\s*(?:는|가)?\s*없|안\s*(?:해도|담아도|넣어도)\s*(?:돼|되))"
    # (twenty-ninth round: remembering or learning by heart itself as the needless act, "굳이 기억할 필요
    # 없어", "외워 둘 필요는 없어요"; never what someone else need not do, 그 사람은 …)
    r"|(?<![가-힣])(?:기억할|외울|외워\s?둘|기억해\s?둘)\s+필요\s*(?:는|가|까지는)?\s*없",
}

PATTERNS = {
    code: zx(shape) if code == "zh" else re.compile(shape, re.I)
    for code, shape in _NOT_KEPT.items()
}
