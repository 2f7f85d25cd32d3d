"""The agent's own push said beside a push kept to a doer: "Auf main pushen darf nur die CI, du
pushst auf develop", "Only the CI pushes to main, you push to develop", "Sur main, seule la
trésorière pousse, vous poussez sur develop", "В main пушит только релизный бот, ты пушишь в
develop". A doer's clause runs to the sentence's stop (reserved.reserving_clauses), so the branch
the agent is told to push to fell inside it and was refused with the one kept to the CI — the hook
denied the very push the rule asks for. The part from the second person's (or the team's "we")
push to the next comma is the agent's, and so is a part opened by an imperative said to it: its
branches are not the doer's (read_actions asks)."""

from __future__ import annotations

from app.domain.compliance.lexicon import CONDITION, Lazy, negated

# The second person or the team's first person plural, subject of a push: the one the rule speaks
# to, or the team it works in. Never the third person (the doer's own verb) nor the imperative,
# whose clause names no one else ("push to develop" beside a doer keeps the reading it had).
_AGENT_PUSHES = Lazy(
    r"(?<!\w)(?:(?:you|we)\s+(?:\w+\s+)?push(?:es)?\s+(?:to|onto|into)"
    r"|(?:du|ihr|wir)\s+(?:\w+\s+)?push(?:st|t|en)|push(?:st|t|en)\s+(?:du|ihr|wir)"
    r"|(?:tu|vous|nous|on)\s+pouss(?:es|ez|ons|e)"
    r"|(?:haces|hacéis|hacemos)\s+push|push(?:eas|eáis|eamos)"
    r"|(?:tu|voi|noi)\s+push(?:i|ate|iamo)|(?:fai|fate|facciamo)\s+push"
    r"|(?:ты\s+|вы\s+|мы\s+)?(?:за)?пуш(?:ишь|ите|им)"
    r")(?!\w)"
    r"|(?<![\u0600-\u06ff])و?(?:أنت|انت|أنتم|انتم|نحن)\s+[تن]دفع"
    # (zh ja ko) the second person as the push's subject ("…只有 CI 能推，你推到 develop")
    r"|(?:你们|你們|你)\s*(?:就|只)?\s*(?:推|push)|(?:あなた|君|きみ)(?:たち)?は|(?:당신|너|여러분)[은는이]"
)
# The imperative said to the agent, or its pushes named as its own, opening a part of the doer's
# sentence ("…nur die CI, pushe auf develop", "Only the CI pushes to main, push to develop
# instead", "…, your pushes go to develop", "…, пушь в develop"). Only forms no third person
# shares: "pousse" and "pusha" are the doer's own verbs too ("…, pusha anche su release").
_AGENT_TOLD = Lazy(
    r"(?:push|pushe|pusht\s+ihr|poussez|пушь|пушьте|haz\s+push|haced\s+push|fai\s+push|fate\s+push)"
    # (its object may be "your work", never "nothing": "push nothing to release" refuses)
    r"(?=\s+(?:(?!nothing|nichts|rien|nada|niente|ничего)\S+\s+){0,3}?(?:to|onto|into|auf|in|nach|sur|в|a|su)\s)"
    r"|(?:your|deine|eure|tes|vos|tus|i\s+tuoi|твои)\s+(?:pushes|pushs|push|пуши)(?!\w)"
)
# where a part opens: the clause's start, or a comma and perhaps an "and"
_OPENS = Lazy(r"(?:^|[,،]\s*(?:(?:and|und|et|y|e|и|و)\s+)?)\s*$")
_PART_END = Lazy(r"[,،，、]")
# A push the agent may make only on terms ("you push to release only through a merge request", "du
# pushst auf release nur per Merge Request", "ты пушишь в release только через MR", "你推 release 只能
# 走 MR", "release 에는 MR 로만"): not its free push, the branch stays the doer's. Not the "only" of
# where, before the push's preposition ("Мы пушим только в develop", "you only push to develop"),
# which names the agent's branch; nor Chinese's 只 before the push ("你只推 develop").
_LIMITED = Lazy(
    r"(?<!\w)(?:only|nur|ausschließlich|только|лишь|solo|sólo|solamente|seulement|uniquement|"
    r"soltanto|فقط)(?!\w)(?!\s+(?:(?:push\w*|pusch\w*|пуш\w*|pouss\w*)\s+)?(?:to|onto|into|auf|in|"
    r"nach|sur|dans|в|во|a|al|en|su|sul|في|إلى|على)\s)"
    r"|只(?!\s*(?:推|push))|(?:으로|로|통해서?|통해)\s*만|(?:で|経由|通して)\s*(?:だけ|のみ)"
)


def agents_own_parts(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """The spans, inside the doer's clause a:b, where the agent's (or its team's) own push is said
    and not refused nor kept to terms: from the push's subject to the next comma or the clause's
    end."""
    told = [m for m in _AGENT_TOLD.finditer(text, a, b) if _OPENS.search(text[a : m.start()])]
    out = []
    for m in [*_AGENT_PUSHES.finditer(text, a, b), *told]:
        end = _PART_END.search(text, m.end(), b)
        part = (m.start(), end.start() if end else b)
        words = text[part[0] : part[1]]
        if negated(words):  # "you never push to release either": refused
            continue
        if _LIMITED.search(words) or CONDITION.search(words):
            continue  # its push kept to terms ("… only through a merge request"): the doer's
        out.append(part)
    return out
