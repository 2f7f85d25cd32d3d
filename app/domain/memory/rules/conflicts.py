"""SPEC §2.10 "Conflicts": does a suggestion contradict, or overlap, a saved rule?

Offline, deterministic and conservative. Each text is read as: whether it forbids
("never", "don't", "不要", …), which options of a known choice it picks (tabs or spaces,
npm or pnpm, a weekday, a number, a language, …) and the rest of its words, without filler
("use", "always", "请", …) and without the words that name the choice ("indent", "缩进").
Two texts are flagged only when the rest of their words is exactly the same, and then:

- `OPPOSITE`: the same options, one forbids what the other asks ("Push to main" /
  "Never push to main");
- `DIFFERENT`: another option of the same choice, both asking ("Use tabs" / "Use spaces",
  "under 50 characters" / "under 72 characters");
- `SAME`: the same words, or the same thing said with other filler ("Use tabs" /
  "Indent with tabs").

"Use tabs" and "Don't use spaces" agree, so they are not flagged; neither is anything whose
words differ beyond the choice. A missed conflict costs the user a glance; a false one costs
their trust in every other flag.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from app.domain.model import MemoryEntry
from app.domain.scripts import CJK
from app.domain.text import same_words_key, word_by_word_key


class Overlap(StrEnum):
    OPPOSITE = "opposite"
    DIFFERENT = "different"
    SAME = "same"


@dataclass(frozen=True, slots=True)
class Conflict:
    """A saved entry that a suggestion contradicts or overlaps, and how."""

    entry: MemoryEntry
    overlap: Overlap


# ---------------------------------------------------------------- the tables

# Words that forbid. One is enough ("ne … jamais" counts once); two never cancel out.
_NEGATIONS = (
    # English
    "never",
    "do not",
    "don't",
    "dont",
    "does not",
    "doesn't",
    "must not",
    "mustn't",
    "should not",
    "shouldn't",
    "cannot",
    "can't",
    "not",
    "no",
    "avoid",
    # Chinese (Simplified and Traditional); a lone 不 is left alone (不同, 不错 …)
    "永远不要",
    "永遠不要",
    "绝对不要",
    "絕對不要",
    "绝不",
    "絕不",
    "从不",
    "從不",
    "不要",
    "不能",
    "不得",
    "不许",
    "不許",
    "不准",
    "禁止",
    "切勿",
    "不用",
    "避免",
    "别",
    "別",
    "勿",
    # a few of the other UI languages
    "nie",
    "niemals",
    "nicht",
    "kein",
    "keine",
    "keinen",  # de
    "jamais",
    "ne",
    "pas",  # fr
    "nunca",
    "jamás",  # es (and "no" above)
    "non",
    "mai",  # it
    "не",
    "никогда",
    "нельзя",  # ru
    "لا",
    "أبدا",
    "أبداً",
    "ابدا",  # ar
)

# Words that say nothing about what is asked.
_FILLER = frozenset(
    [
        "a",
        "an",
        "the",
        "to",
        "for",
        "in",
        "on",
        "at",
        "of",
        "with",
        "by",
        "and",
        "or",
        "as",
        "use",
        "using",
        "used",
        "always",
        "please",
        "should",
        "must",
        "we",
        "you",
        "i",
        "it",
        "its",
        "is",
        "are",
        "be",
        "every",
        "each",
        "all",
        "prefer",
        "like",
        "want",
        "would",
        "make",
        "sure",
        "from",
        "now",
        "then",
        "our",
        "my",
        "your",
        "only",
        "also",
        "just",
        "ever",
        "instead",
        "do",
        "does",
        "请",
        "總是",
        "总是",
        "始终",
        "始終",
        "一律",
        "都",
        "要",
        "应该",
        "應該",
        "必须",
        "必須",
        "使用",
        "用",
        "的",
        "了",
        "我",
        "我们",
        "我們",
        "你",
        "喜欢",
        "喜歡",
        "更",
        "一直",
        "请你",
        "請",
        "immer",
        "bitte",
        "wir",
        "ich",
        "du",
        "verwende",
        "verwenden",
        "benutze",
        "nutze",
        "nutzen",
        "die",
        "der",
        "das",
        "den",
        "dem",
        "ein",
        "eine",
        "zu",
        "mit",
        "für",
        "auf",
        "toujours",
        "utilise",
        "utiliser",
        "utilisez",
        "le",
        "la",
        "les",
        "un",
        "une",
        "des",
        "de",
        "du",
        "pour",
        "avec",
        "en",
        "sur",
        "siempre",
        "usa",
        "usar",
        "el",
        "los",
        "las",
        "una",
        "para",
        "con",
    ]
)

# Choices: each a list of options, each option a list of ways to name it, and the words
# that only name the choice (dropped when both texts pick an option of it).
_CHOICES: dict[str, tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]] = {
    "indent": (
        (
            ("tabs", "tab", "tab characters", "制表符", "製表符", "tab 键"),
            ("spaces", "space", "空格"),
        ),
        ("indent", "indents", "indentation", "indenting", "缩进", "縮排", "縮進"),
    ),
    "quotes": (
        (
            ("single quotes", "single quote", "单引号", "單引號"),
            ("double quotes", "double quote", "双引号", "雙引號"),
        ),
        ("string", "strings", "字符串"),
    ),
    "package_manager": (
        (("npm",), ("pnpm",), ("yarn",), ("bun",)),
        ("package", "packages", "manager", "包管理器"),
    ),
    "integrate": ((("rebase",), ("merge commits", "merge commit", "merge"), ("squash",)), ()),
    "spelling": ((("british",), ("american",)), ()),
    "case": (
        (
            ("camelcase", "camel case"),
            ("snake_case", "snake case"),
            ("kebab-case", "kebab case"),
            ("pascalcase", "pascal case"),
        ),
        (),
    ),
    "theme": ((("light",), ("dark",)), ("theme", "mode", "主题")),
    "length": (
        (
            ("short", "shorter", "brief", "concise", "简短", "簡短", "简洁", "簡潔", "简明"),
            ("long", "longer", "detailed", "verbose", "详细", "詳細"),
        ),
        (),
    ),
    "language": (
        (
            ("english", "英文", "英语", "英語"),
            ("chinese", "中文", "汉语", "漢語"),
            ("german", "德语", "德語"),
            ("french", "法语", "法語"),
            ("spanish", "西班牙语"),
            ("japanese", "日语", "日語", "日文"),
            ("korean", "韩语", "韓語"),
            ("russian", "俄语"),
            ("arabic", "阿拉伯语"),
            ("italian", "意大利语"),
        ),
        ("language", "语言", "語言"),
    ),
    "programming": ((("typescript",), ("javascript",)), ()),
    "weekday": (
        (
            ("monday", "mondays", "周一", "週一", "星期一"),
            ("tuesday", "tuesdays", "周二", "週二", "星期二"),
            ("wednesday", "wednesdays", "周三", "週三", "星期三"),
            ("thursday", "thursdays", "周四", "週四", "星期四"),
            ("friday", "fridays", "周五", "週五", "星期五"),
            ("saturday", "saturdays", "周六", "週六", "星期六"),
            ("sunday", "sundays", "周日", "週日", "星期日", "星期天"),
        ),
        (),
    ),
}

_WORD = re.compile(rf"[{CJK}]|[^\s{CJK}]+")
# The negation mark the reading puts where a text forbids.
_NEG = "\x03"


def _phrase_pattern(phrases: Iterable[str]) -> str:
    """Longest first; Latin phrases only as whole words, CJK ones anywhere."""
    parts = []
    for p in sorted(set(phrases), key=len, reverse=True):
        escaped = re.escape(p)
        if re.search(rf"[{CJK}]", p):
            parts.append(escaped)
        else:
            parts.append(rf"(?<![\w']){escaped}(?![\w'])")
    return "|".join(parts)


@lru_cache(maxsize=1)
def _tables():
    """Compiled once, on first use (the judgement tables do the same)."""
    # A choice made reads as " \x01G<group>O<option>\x02 ": no table word can match inside it.
    option_of: dict[str, str] = {}
    for g, (options, _subject) in enumerate(_CHOICES.values()):
        for o, names in enumerate(options):
            for name in names:
                option_of[name] = f" \x01G{g}O{o}\x02 "
    subjects = {
        f"G{g}": re.compile(_phrase_pattern(subject))
        for g, (_o, subject) in enumerate(_CHOICES.values())
        if subject
    }
    choice_rx = re.compile(_phrase_pattern(option_of))
    negation_rx = re.compile(_phrase_pattern(_NEGATIONS))
    filler_rx = re.compile(_phrase_pattern(w for w in _FILLER if re.search(rf"[{CJK}]", w)))
    return option_of, subjects, choice_rx, negation_rx, filler_rx


_NUMBER = re.compile(r"(?<!\w)\d+(?:[.,]\d+)?(?!\w)")


def _stem(word: str) -> str:
    """English plurals and third persons fold to one form ("tabs" → "tab", "pushes" → "push")."""
    if not word.isascii() or len(word) <= 3:
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@dataclass(frozen=True, slots=True)
class Reading:
    """What a text asks, as the comparison needs it."""

    key: str
    negated: bool
    choices: tuple[tuple[str, str], ...]  # (group, option), each group once
    rest: frozenset[str]
    ambiguous: bool  # picks two options of one choice ("tabs, not spaces"): not compared


@lru_cache(maxsize=16_384)
def read(text: str) -> Reading:
    """The reading of one text (pure, so remembered: a page of 2,000 saved entries is read once)."""
    option_of, subjects, choice_rx, negation_rx, filler_rx = _tables()
    key = same_words_key(text)
    # Read word by word: a Latin option among Russian words ("spaces") keeps its letters.
    marked = word_by_word_key(text).replace("\u2019", "'")
    marked = choice_rx.sub(lambda m: option_of[m.group(0)], marked)
    marked = _NUMBER.sub(lambda m: f" \x01N{m.group(0)}\x02 ", marked)
    picked = set(re.findall(r"\x01(G\d+)O", marked))
    for group in picked:  # the words that only name a choice both texts make
        if group in subjects:
            marked = subjects[group].sub(" ", marked)
    marked = negation_rx.sub(f" {_NEG} ", marked)
    marked = filler_rx.sub(" ", marked)
    negated = False
    picks: dict[str, set[str]] = {}
    words: set[str] = set()
    for token in marked.split():
        if token == _NEG:
            negated = True
        elif token.startswith("\x01"):
            made = token[1:-1]
            group, option = ("N", made[1:]) if made[0] == "N" else tuple(made.split("O", 1))
            picks.setdefault(group, set()).add(option)
        else:
            for word in _WORD.findall(token):
                word = word.strip("'\"()[]{}!?:")
                if word and word not in _FILLER and _stem(word) not in _FILLER:
                    words.add(_stem(word))
    ambiguous = any(len(options) > 1 for options in picks.values())
    choices = tuple(sorted((g, next(iter(o))) for g, o in picks.items() if len(o) == 1))
    return Reading(key, negated, choices, frozenset(words), ambiguous)


def compare(a: Reading, b: Reading) -> Overlap | None:
    """How two readings overlap, or None when they may well be about different things."""
    if a.key == b.key:
        return Overlap.SAME
    if a.ambiguous or b.ambiguous or a.rest != b.rest:
        return None
    if not a.rest and not a.choices:
        return None  # nothing left to compare
    groups_a = {g for g, _ in a.choices}
    if groups_a != {g for g, _ in b.choices}:
        return None
    differing = dict(a.choices) != dict(b.choices)
    if differing:
        return Overlap.DIFFERENT if a.negated == b.negated else None
    return Overlap.OPPOSITE if a.negated != b.negated else Overlap.SAME


def _anchors(r: Reading) -> list[tuple[str, ...]]:
    """What a text must contain to possibly read the same as `r`: each of its words (a stem
    loses at most its last letter: "policy" ← "policies") and a name of each choice it makes.
    A cheap test on the folded text, so only a few entries are read in full."""
    option_of = _tables()[0]
    names: dict[str, list[str]] = {}
    for name, marker in option_of.items():
        names.setdefault(marker.strip()[1:].split("O", 1)[0], []).append(name)
    out = [(w[:-1] if len(w) > 3 else w,) for w in r.rest]
    for group, _option in r.choices:
        out.append(tuple("0123456789") if group == "N" else tuple(names[group]))
    return out


def _contains_all(folded: str, anchors: list[tuple[str, ...]]) -> bool:
    for alternatives in anchors:
        for a in alternatives:
            if a in folded:
                break
        else:
            return False
    return True


class ConflictFinder:
    """The saved entries to compare suggestions with, folded once for the cheap first test."""

    def __init__(self, saved: Iterable[MemoryEntry]):
        self._saved = [(e, e.content.casefold()) for e in saved]

    def find(self, suggestion: MemoryEntry) -> tuple[Conflict, ...]:
        """The saved entries a suggestion contradicts or overlaps, contradictions first."""
        mine = read(suggestion.content)
        # The longest word first: the rarest, so most entries fail on the first test.
        anchors = sorted(_anchors(mine), key=lambda alts: -min(len(a) for a in alts))
        found = []
        for other, folded in self._saved:
            if other.id == suggestion.id:
                continue
            if anchors and not _contains_all(folded, anchors):
                continue
            if not anchors and same_words_key(other.content) != mine.key:
                continue  # nothing but filler: only the very same words overlap
            overlap = compare(mine, read(other.content))
            if overlap is not None:
                found.append(Conflict(other, overlap))
        order = {Overlap.OPPOSITE: 0, Overlap.DIFFERENT: 1, Overlap.SAME: 2}
        return tuple(sorted(found, key=lambda c: (order[c.overlap], c.entry.id)))


def find_conflicts(suggestion: MemoryEntry, saved: Iterable[MemoryEntry]) -> tuple[Conflict, ...]:
    """The saved entries a suggestion contradicts or overlaps, contradictions first."""
    return ConflictFinder(saved).find(suggestion)
