"""Branches said allowed by a permission with no verb of its own, beside a refusal (the
twenty-seventh round's east, its pool case Russian): "main には push しないで。develop は、OK",
"main 에는 푸시하지 마. develop 은, 괜찮아", "В release напрямую не пушим, в develop — можно",
Kansai's "develop はええで". read_branches.forbidden_branches lets a clause allow a branch where
its own push is asked or a permission stands beside a verb; a place put first as a topic, then
said all right by the same clause or the one right after it (naming nothing), was left with the
branches refused, and a push there read as a violation. (mend-zc-places) So was a place put after a
dash with no verb, beside a ban: "Никогда не пушь в master. Исправления — в hotfix/*"."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import PUSH
from app.domain.compliance.lexicon import Lazy, blank, clauses, negated
from app.domain.compliance.read_branches import PERMIT, branches_named

# Kansai's "good", said of a place ("develop はええで", "staging ならええよ")
_KANSAI_GOOD = Lazy(r"ええ(?:で|よ)")
# (mend-zb-denies) a place handed to the hearer, said theirs and nothing more: "rehearsal/*
# gehören dir", "sont à toi", "son tuyas", "sono tuoi", "— твои", "はあなたのものです", "归你",
# "네 거야", "ملكك" (English's "is all yours" is allowed_beside's). The pronoun closes the clause:
# "c'est à toi de décider", "è tuo compito" hand over a choice or a task, no place.
_END = r"(?=\s*(?:[.;:,!?。！？；，、]|$))"
_YOURS = Lazy(
    rf"(?<!\w)(?:(?:gehör(?:t|en)|sind|ist)\s+(?:ganz\s+|alle\s+)?(?:dir|euch|deine?s?|eure?s?)"
    rf"|(?:est|sont)\s+(?:tout\w*\s+)?(?:à\s+toi|à\s+vous|les\s+tien\w*|les\s+vôtres)"
    rf"|(?:es|son)\s+(?:todas?\s+|todos?\s+)?(?:tuy[oa]s?|vuestr[oa]s?)"
    rf"|(?:è|sono)\s+(?:tutt[oaie]\s+)?(?:tuo|tua|tuoi|tue|vostr[oaie])"
    rf"|(?:—|–|-)?\s*(?:(?:это|они)\s+)?(?:тво[иейяё]\w*|ваш[иеа]?))(?!\w){_END}"
    rf"|(?:あなた|君|きみ|お前)の(?:もの|物)|归你|歸你|(?<![\uac00-\ud7a3])(?:네|너의|니)\s*(?:거|것)(?:야|이야|예요|이에요|입니다)?{_END}"
    r"|ملك(?:ك|كم)(?!\w)",
    re.IGNORECASE,
)


def _permission(part: str) -> bool:
    """Whether a clause says all right and negates nothing but the permission's own words
    ("без проблем", "no problem")."""
    spans = _permits(part)
    return bool(spans) and not negated(blank(part, spans))


def places_allowed(text: str, plain: str, protected: frozenset[str]) -> frozenset[str]:
    """Of the branches a refusal protects, those a clause with no push verb and no negation of
    its own names and says allowed (see above); none where that would leave nothing protected."""
    spans = clauses(plain)
    allowed: set[str] = set()
    for i, (a, b) in enumerate(spans):
        named = branches_named(text[a:b]) & protected
        part = plain[a:b]
        if not named or PUSH.search(part) or negated(blank(part, _permits(part))):
            continue
        if _permission(part):
            allowed |= named  # "develop はええで", "develop 은 괜찮아"
        elif i and _dashed_place(text, plain, spans[i - 1], (a, b)):
            allowed |= named  # "Исправления — в hotfix/*" (mend-zc-places)
        elif i + 1 < len(spans):
            c, d = spans[i + 1]
            if not branches_named(text[c:d]) and _permission(plain[c:d]):
                allowed |= named  # "в develop — можно", "develop は、OK"
    return frozenset(allowed) if protected - allowed else frozenset()


# (mend-zc-places) a kind of work, a dash, then "в"/"на" and the place: "Исправления — в hotfix/*"
# beside "Никогда не пушь в master" says where fixes go, with no verb of going (the clause cut at
# the dash leaves the place bare); a noun alone before it, neither negated nor pushed
_DASH = Lazy(r"\s*[—–-]\s*")
_TO_PLACE = Lazy(r"\s*(?:в|во|на)\s", re.IGNORECASE)
# words that carry the ban over to the place, no kind of work: "Тем более — в release", "Особенно
# — в prod", "И уж точно — в master"; nor a place with its own "тоже" ("— в release тоже")
_CARRIED = Lazy(
    r"(?<!\w)(?:тем\s+более|тем\s+паче|особенно|и\s+подавно|уж|точно|даже|тоже|также|и)(?!\w)", re.I
)
# a place under a condition, in its clause or the rest of its sentence, is no place freed: "Фичи —
# в feature/*, но только после ревью"
_CONDITION = Lazy(r"(?<!\w)(?:только|лишь|после|если|когда|пока|до|пока\s+не)(?!\w)", re.I)
_SENTENCE_END = Lazy(r"[.!?。！？](?=\s|$)")


def _dashed_place(text: str, plain: str, before: tuple[int, int], place: tuple[int, int]) -> bool:
    """Whether `place`, a clause that opens with "в"/"на", follows a dash after `before`: words
    naming no branch, with no push, no negation, nothing carried over (see above)."""
    noun, there = plain[slice(*before)], plain[slice(*place)]
    return (
        bool(_DASH.fullmatch(plain[before[1] : place[0]]))
        and bool(_TO_PLACE.match(there))
        and bool(noun.strip())
        and not branches_named(text[slice(*before)])
        and not PUSH.search(noun)
        and not negated(noun)
        and not _CARRIED.search(noun)
        and not _CARRIED.search(there)
        and not _CONDITION.search(plain, place[0], _sentence_end(plain, place[0]))
    )


def _sentence_end(plain: str, start: int) -> int:
    found = _SENTENCE_END.search(plain, start)
    return found.end() if found else len(plain)


def _permits(part: str) -> list[tuple[int, int]]:
    return [m.span() for rx in (PERMIT, _KANSAI_GOOD, _YOURS) for m in rx.finditer(part)]
