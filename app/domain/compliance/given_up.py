"""A rule said given up, its content named beside it (fr, de, es, it, ru, ar; the twenty-third
round's west): "Die Regel, dass nur die Kassenwartin auf main pusht, haben wir gestrichen",
"Abbiamo lasciato perdere l'obbligo di scrivere senza tabelle", "Правило про запрет таблиц мы
отменили", "ألغينا قاعدة منع docker restart", "on a abandonné cette consigne", "hemos quitado la
norma de …". The rule's noun and a verb of dropping it, told as done, in one sentence: what the
rule asked is asked no more (told._rule_lifted reads the rest of the words)."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy

_RULE = (
    r"(?:regel|vorgabe|verbot|règle|consigne|obligation|interdiction|norma|regla|obligación|"
    r"prohibición|regola|obbligo|divieto|правил\w*|запрет\w*|(?:ال)?قاعدة|(?:ال)?قواعد)"
)
_DROPPED = (
    r"(?:gestrichen|abgeschafft|aufgehoben|gekippt|fallen\s+(?:ge)?lassen|abandonn\w*|supprim\w*|"
    r"quitad[oa]|quitamos|eliminad[oa]|eliminamos|abandonad[oa]|abandonamos|suprimid[oa]|suprimimos|"
    r"lasciat[oa]\s+perdere|abolit[oa]|abbandonat[oa]|tolt[oa]|soppress[oa]|"
    r"отменил\w*|отмен[её]н\w*|упразднил\w*|ألغينا|ألغيت|أُلغيت|ألغوا|تخلينا\s+عن)"
)
# A verb of dropping negated is the rule kept ("Non abbiamo abolito la regola", "не отменили").
_NOT_BEFORE = Lazy(r"(?:\b(?:non|nicht|pas|no|не|nie)\s+(?:\w+\s+){0,2}|(?:لم|لا)\s+\S*\s*)$")
_GIVEN_UP = Lazy(
    rf"(?<!\w){_RULE}(?!\w)[^.!?;]{{0,140}}?(?<!\w)(?P<v>{_DROPPED})(?!\w)"
    # (an article elided onto the noun: "lasciato perdere l'obbligo")
    rf"|(?<!\w)(?P<v2>{_DROPPED})(?!\w)\s+(?:\S+\s+){{0,3}}?(?:\w+['’])?{_RULE}(?!\w)[^.!?;]{{0,140}}",
    re.IGNORECASE,
)


def given_up_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a rule said given up with its content (see _GIVEN_UP), in words normalised."""
    out = []
    for m in _GIVEN_UP.finditer(text):
        verb = m.start("v") if m.group("v") else m.start("v2")
        if not _NOT_BEFORE.search(text, max(0, verb - 40), verb):
            out.append(m.span())
    return out
