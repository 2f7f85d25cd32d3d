"""SPEC §2.1: recognising explicit "remember" and "I prefer" requests (pure text rules).

A request counts only at the start of the message or of a sentence. There are no
scope phrases and no one-off word lists: anything else is the agent's decision.
Each of the 11 UI languages has at least one "remember" form and one "I prefer" form.
Japanese and Korean put the verb last ("…を覚えておいて", "…기억해 줘").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain.model import Kind, Scope

# Sentence ends: Latin, CJK and Arabic full stops, question and exclamation marks, new lines.
_SENTENCE_END = re.compile(r"(?<=[.!?;؟])\s+|(?<=[。！？；])|\n+")
_QUESTION = ("?", "？", "؟")
_SEP = r"[\s,，、:：;；\-–—]*"


@dataclass(frozen=True, slots=True)
class ExplicitRequest:
    form: str  # "remember" | "prefer"
    content: str

    @property
    def scope(self) -> Scope:
        return Scope.SESSION if self.form == "remember" else Scope.USER

    @property
    def kind(self) -> Kind:
        return Kind.FACT if self.form == "remember" else Kind.PREFERENCE


def _start(prefix: str, flags: int = re.I) -> re.Pattern[str]:
    """A form at the start of the sentence; what follows is the content."""
    return re.compile(rf"^(?:{prefix}){_SEP}(?P<rest>.+)$", flags | re.S)


def _end(body: str, suffix: str) -> re.Pattern[str]:
    """A form at the end of the sentence (verb-last languages); what precedes is the content."""
    return re.compile(rf"^(?P<rest>{body})(?:{suffix})[\s!！。.]*$", re.S)


# (form, pattern, keep the whole sentence as content)
# "remember" forms store what is to be remembered; "I prefer" forms store the whole
# sentence, which already reads as the user's preference.
PATTERNS: dict[str, list[tuple[str, re.Pattern[str], bool]]] = {
    "en": [
        ("remember", _start(r"(?:please\s+)?remember\b(?:\s+that\b)?"), False),
        ("prefer", _start(r"I\s+(?:really\s+|usually\s+|generally\s+|would\s+)?prefer\b"), True),
    ],
    "zh_Hans": [
        ("remember", _start(r"(?:请|你要)?(?:记住|记得)(?:一下)?"), False),
        ("prefer", _start(r"我(?:更|比较|一般|通常)?(?:喜欢|偏好)"), True),
    ],
    "zh_Hant": [
        ("remember", _start(r"(?:請|你要)?(?:記住|記得)(?:一下)?"), False),
        ("prefer", _start(r"我(?:更|比較|一般|通常)?(?:喜歡|偏好)"), True),
    ],
    "ja": [
        ("remember", _start(r"覚えておいて(?:ください|下さい)?"), False),
        ("remember", _end(r".+?", r"(?:ことを|ということを|と|って|を)覚えて(?:おいて|置いて)(?:ください|下さい|ね)?"), False),
        ("prefer", _end(r".+?", r"(?:の方|のほう)が(?:好き|いい)(?:です)?|を好みます|が好みです"), True),
    ],
    "ko": [
        ("remember", _start(r"기억해\s?(?:줘|주세요|둬|두세요)"), False),
        ("remember", _end(r".+?", r"(?:이라는\s?것을|라는\s?것을|다는\s?것을|을|를)?\s?기억해\s?(?:줘|주세요|둬|두세요)"), False),
        ("prefer", _end(r"(?:저는|나는|전|난)\s.+?", r"(?:을|를)?\s?(?:선호해요|선호합니다|선호해|더\s?좋아해요|더\s?좋아합니다|더\s?좋아해)"), True),
    ],
    "fr": [
        ("remember", _start(r"(?:souviens-toi|souvenez-vous|rappelle-toi|rappelez-vous|retiens|retenez)\b(?:\s+(?:que|qu'|de|d'))?", re.I), False),
        ("prefer", _start(r"je\s+préfère\b", re.I), True),
    ],
    "de": [
        ("remember", _start(r"(?:merke?\s+dir|merken\s+Sie\s+sich|denk\s+daran|denken\s+Sie\s+daran)\b(?:\s*,?\s*dass\b)?", re.I), False),
        ("prefer", _start(r"ich\s+(?:bevorzuge|mag\s+lieber|hätte\s+lieber|möchte\s+lieber)\b", re.I), True),
    ],
    "es": [
        ("remember", _start(r"(?:recuerda|recuerde|acuérdate\s+de|acuérdese\s+de)\b(?:\s+que\b)?", re.I), False),
        ("prefer", _start(r"(?:yo\s+)?prefiero\b", re.I), True),
    ],
    "it": [
        ("remember", _start(r"(?:ricorda|ricordati|ricordatevi|ricordi)\b(?:\s+(?:che|di)\b)?", re.I), False),
        ("prefer", _start(r"(?:io\s+)?preferisco\b", re.I), True),
    ],
    "ru": [
        ("remember", _start(r"(?:запомни|запомните|помни|помните)(?![а-яё])(?:\s*,?\s*что(?![а-яё]))?", re.I), False),
        ("prefer", _start(r"я\s+(?:предпочитаю|больше\s+люблю)(?![а-яё])|мне\s+больше\s+нравится(?![а-яё])", re.I), True),
    ],
    "ar": [
        ("remember", _start(r"(?:من\s+فضلك\s+)?(?:تذكّر|تذكر|تذكري|تذكّري|تذكروا|احفظ|احفظي)(?:\s+(?:أن|أنّ|ان))?"), False),
        ("prefer", _start(r"(?:أنا\s+)?(?:أفضّل|أفضل|افضل)"), True),
    ],
}

def _sentences(text: str) -> list[str]:
    return [p.strip() for p in _SENTENCE_END.split(text) if p and p.strip()]


def _tidy(content: str) -> str:
    content = content.strip().strip("\"'“”‘’「」『』«»„").strip(" ,，、:：")
    if content and content[0].upper() != content[0]:
        content = content[0].upper() + content[1:]
    return content


def _match(sentence: str) -> ExplicitRequest | None:
    for patterns in PATTERNS.values():
        for form, pattern, whole in patterns:
            m = pattern.match(sentence)
            if not m or not m.group("rest").strip(" ,.:;，。：；、!！"):
                continue
            content = _tidy(sentence if whole else m.group("rest"))
            if content:
                return ExplicitRequest(form=form, content=content)
    return None


def detect_explicit_requests(text: str) -> list[ExplicitRequest]:
    """Every explicit request in a user message, in order, at most one per sentence."""
    found: list[ExplicitRequest] = []
    for sentence in _sentences(text):
        if sentence.endswith(_QUESTION):
            continue
        request = _match(sentence)
        if request is not None:
            found.append(request)
    return found
