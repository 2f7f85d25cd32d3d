"""A rule said over in everyday words, beside one kept: "Lo de no pushear a main ya fue, pero a
release nunca" (Rioplatense: it's over), "Das mit main ist Geschichte", "Pas de push sur main,
c'est fini, ça", "Запрет на main — это уже неактуально", "موضوع main خلاص انتهى", "main への push
禁止はもうナシで" (fix-zb-noticed, issue 33). given_up reads a rule's noun and a verb of dropping
("la regla … ya no existe"); slang names neither, so the rule said over was read as kept, and the
hook refused the push to main the user had just freed. The part of the sentence up to the words of
"it's over" (and a "but" after them) says nothing the rule asks: given_up_sentences blanks it. The
words close their clause, so "se acabó el café, no pushees a main" (the coffee ran out) is no
rule said over: something must be named before them, and a refusal after them is kept. What is said
over is the clause before the words, from its last break (",", "、", ":", "—"): "Ne pousse pas sur
main, les vacances c'est fini" keeps its refusal (the holidays are over); only a clause that names
nothing of its own ("Pas de push sur main, c'est fini, ça", "Запрет на main — это уже неактуально")
says over what came before it, from the sentence's start (review of the twenty-eighth round)."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import PUSH
from app.domain.compliance.clause_cuts import SENTENCE
from app.domain.compliance.lexicon import Lazy, negated

_OVER = (
    # es: "ya fue", "es historia", "pasó a la historia", "quedó atrás", "ya no va", "ya no corre"
    r"(?:ya\s+fue|ya\s+fué|es\s+historia|pasó\s+a\s+la\s+historia|quedó\s+atrás|ya\s+no\s+va|ya\s+no\s+corre"
    r"|ya\s+no\s+cuenta"  # (check-zb-west, folded here at the merge)
    # de: "ist Geschichte", "ist vorbei", "ist passé", "ist vom Tisch", "hat sich erledigt"
    r"|(?:ist|sind)\s+(?:jetzt\s+|nun\s+|längst\s+)?(?:geschichte|vorbei|passé|vom\s+tisch|gegessen)"
    r"|hat\s+sich\s+erledigt"
    # fr: "c'est fini(, ça)", "c'est du passé", "c'est terminé", "c'est plus d'actualité"
    r"|c['’]est\s+(?:fini|terminé|du\s+passé|de\s+l['’]histoire\s+ancienne|plus\s+d['’]actualité)(?:\s*,?\s*ça)?"
    r"|n['’]est\s+plus\s+d['’]actualité"
    # it: "è storia", "è acqua passata", "è superato", "non vale più"
    r"|è\s+(?:storia|acqua\s+passata|superat[oa]|roba\s+vecchia)"
    # ru: "уже неактуально", "это в прошлом", "проехали"
    r"|(?:уже\s+|это\s+)?неактуальн\w*|(?:это\s+)?в\s+прошлом|проехали"
    # ar: "خلاص انتهى", "صار من الماضي", "ما عاد له داعي"
    r"|خلاص\s+(?:انتهى|انتهت|خلص)|صار\s+من\s+الماضي|ما\s*عاد\s+له\s+داعي"
    # ja zh ko: "もうナシで", "はもう終わり", "翻篇了", "过去式了", "없던 걸로"
    r"|(?:は\s*)?もう\s*(?:ナシ|なし|無し)(?:で|です|にします)?|(?:は\s*)?もう終わり(?:です)?"
    r"|翻篇了|过去式了|過去式了|已经过去了|已經過去了|不算了|이제\s*없던\s*걸로(?:\s*해요)?|끝났어요)"
)
# the west's "but" (given_up reads the same words), then Russian's "а" and the east's
WEST_BUT = "but|mais|aber|pero|ma|però|но|однако|بس|لكن|ولكن"
_BUT = rf"(?:{WEST_BUT}|а|でも|但是|但|不过|不過|하지만|근데)"
# the words of "it's over" closing their clause, something named before them in the sentence
_SAID_OVER = Lazy(
    rf"[^.!?;。！？；]*?[\w\u3040-\u30ff\u3400-\u9fff가-힣][^.!?;。！？；]*?(?<![a-zà-ÿа-яё\u0600-\u06ff])(?P<over>{_OVER})"
    rf"(?=\s*(?:[,，、.!?;。！？；:—–-]|$|{_BUT}(?!\w)))",
    re.IGNORECASE,
)
_BUT_AFTER = Lazy(rf"[\s,，、;:—–-]*{_BUT}(?!\w)[\s,，、]*", re.IGNORECASE)
# the last clause break before the words of "it's over" (a hyphen only spaced: "Push-Verbot")
_CLAUSE_BREAK = Lazy(r".*(?:[,，、:：—–]|\s-\s)", re.DOTALL)
# a clause naming nothing of its own before the words: a pronoun pointing back ("c'est fini, ça")
_POINTS_BACK = Lazy(
    r"^(?:\s|ça|cela|это|то|that|this|it|das|dies|eso|esto|lo|questo|ciò|هذا|هذه|それ|これ|这|这个|那个|那"
    r"|이건|그건)*$",
    re.IGNORECASE,
)
# the clause of the words of "it's over" opened by a reason: something else is over ("No pushees a
# main, que el build ya no corre": the build no longer runs; check-zb-west's near miss)
_REASON = Lazy(
    r"[,，、]\s*(?:que|porque|ya\s+que|weil|da|parce\s+que|car|perché|poiché|потому\s+что|так\s+как|"
    r"because|since|as)\s[^,，、]*$",
    re.IGNORECASE,
)


def said_over(text: str) -> list[tuple[int, int]]:
    """The spans, in words normalised, of each sentence's part that says a rule over (see the
    module): from the start of the clause said over (the sentence's when that clause points back)
    to the words of "it's over", a "but" after them with them."""
    out = []
    for s in SENTENCE.finditer(text):
        a, b = s.span()
        m = _SAID_OVER.match(text, a, b)
        if m is None or not text[a : m.start("over")].strip():
            continue
        # a question asks whether it is over ("¿Lo de no pushear a main ya fue?"); a reason's
        # clause says something else is (both check-zb-west's near misses, folded here)
        if text[a:b].rstrip().endswith(("?", "？")) or _REASON.search(text, a, m.start("over")):
            continue
        but = _BUT_AFTER.match(text, m.end(), b)
        # the act's own word stays before a refusal: it may leave its verb out ("…, pero a
        # release nunca"), read from the one before; with none the part goes whole ("Lo de no
        # pushear a main ya fue, ahora tenemos protección de ramas": nothing asked)
        brk = _CLAUSE_BREAK.match(text, a, m.start("over"))
        if brk is not None and not _POINTS_BACK.match(text[brk.end() : m.start("over")]):
            a = brk.end()
        at, end = a, but.end() if but else m.end()
        for p in PUSH.finditer(text, a, m.start("over")) if negated(text[end:]) else ():
            out.append((at, p.start()))
            at = p.end()
        out.append((at, end))
    return out
