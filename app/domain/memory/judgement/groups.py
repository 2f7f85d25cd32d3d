"""The tables tried on one sentence, and how their words are found in it.

A sentence is read with the tables of the scripts it is written in (`lexicons_for`); a `Group`
holds those tables slot by slot, built once per combination met. Words a slot finds are blanked
(`remove_all`) so the patterns after it see spaces where they stood; among the Latin-script
tables, the structural questions are asked with the tables of the sentence's own language
(`own_language`).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from app.domain import scripts
from app.domain.memory.judgement import (
    ar,
    de,
    en,
    es,
    first_chars,
    fr,
    it,
    ja,
    ko,
    out_of_mind,
    ru,
    zh,
)
from app.domain.memory.judgement.lexicon import ALTERNATIVES, Lexicon, Slot
from app.domain.memory.judgement.needed_words import Gate, folded, gate, needed
from app.domain.memory.judgement.text import GAP, MASK

# Each language's table is compiled on first use, when a sentence in its script is read: a
# hook judging an English prompt never pays for the Arabic or Chinese tables.
LATIN = (en.table, fr.table, de.table, es.table, it.table)

# Kana and Han: Japanese, and Chinese without kana (material.py asks the same).
KANA = re.compile(f"[{scripts.KANA}]")
HAN = re.compile(
    f"[{scripts.HAN_EXTENSION_A}{scripts.YIJING}{scripts.HAN_UNIFIED}{scripts.HAN_COMPATIBILITY}]"
)
_HANGUL = re.compile(f"[{scripts.HANGUL}]")
_CYRILLIC = re.compile(f"[{scripts.CYRILLIC}]")
_ARABIC = re.compile(f"[{scripts.ARABIC}]")
_LATIN = re.compile(f"[{scripts.LATIN}]{{2,}}")
_WORDS = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")

REFUSALS = ("one_off", "occasion", "hedge", "reported", "negated_memory", "disputed")
_SLOTS = (
    "remember_back",
    "asked_ahead",
    "openers",
    "please",
    "closers",
    "lead_in",
    "scope_user",
    "scope_session",
    "scope_space",
    "polite_frame",
    "request_frame",
    "question",
    "task",
    "preference",
    "retraction",
    "correction",
    "contrast",
    "manner",
    "universal",
    "announce",
    "placement",
    "limit",
    "prefixed",
    "kind_made",
    "scheduled",
    "everyday",
    "weather",
    "past",
    "context_less",
    "denial",
    "answer_no",
    "negated",
    "may",
    "condition_lead",
    "condition_tail",
    "directive",
    "verb_first",
    "you_then",
    "permission",
    "recurring",
    "restricted",
    "specific",
    "runtime",
    "relative",
    "relative_period",
    "folder",
    "made_one",
    "waiver",
    "team_place",
    "team_here",
    "norm",
    "hypothetical",
    "single_event",
    "generic",
    "quantified",
    "complaint",
    "topic",
    "wish",
    *REFUSALS,
)


@dataclass(frozen=True)
class Group:
    """The tables tried on one sentence, slot by slot."""

    lexicons: tuple[Lexicon, ...]
    slots: dict[str, Slot]
    rule: Slot
    filler: frozenset[str]

    def __getattr__(self, slot: str) -> Slot:
        try:
            return self.slots[slot]
        except KeyError:
            raise AttributeError(slot) from None


# A group per combination of tables met so far (a handful: one per script mix), built once.
_GROUPS: dict[tuple[str, ...], Group] = {}


def group_for(lexicons: tuple[Lexicon, ...]) -> Group:
    key = tuple(lex.code for lex in lexicons)
    group = _GROUPS.get(key)
    if group is None:
        group = _GROUPS[key] = _make_group(lexicons)
    return group


def _make_group(lexicons: tuple[Lexicon, ...]) -> Group:
    slots = {slot: Slot([getattr(lex, slot) for lex in lexicons]) for slot in _SLOTS}
    # (issue 33, twenty-eighth round) told it need not be kept in mind, read by its shape in its
    # own room (out_of_mind.py), beside each table's own words for it
    slots["negated_memory"] = Slot(
        [lex.negated_memory for lex in lexicons]
        + [out_of_mind.PATTERNS[lex.code] for lex in lexicons if lex.code in out_of_mind.PATTERNS]
    )
    group = Group(
        lexicons=lexicons,
        slots=slots,
        rule=Slot([p for lex in lexicons for p in lex.rule]),
        filler=frozenset().union(*(lex.filler for lex in lexicons)),
    )
    # each slot an attribute of its own: `group.question` is read ~30 times a message, and a
    # lookup that fails over to __getattr__ costs forty times a plain one
    for slot, found in slots.items():
        object.__setattr__(group, slot, found)
    # what refuses a rule but a hedge, as one slot: asked of every sentence read as a rule
    object.__setattr__(
        group,
        "refused",
        Slot([p for slot in REFUSALS if slot != "hedge" for p in slots[slot].patterns]),
    )
    return group


def keeps_last(read):
    """`read(text)` or `read(text, group)` with its last answer kept: asked again at once about
    the same text (equal) with the same group (the same object), it answers without reading
    again. A message is read several times over by its parts (the material view, the sentence,
    the rule's reading): about three such repeats a message. One read of the last answer:
    another thread may put its own there meanwhile."""
    last: list[tuple | None] = [None]

    @functools.wraps(read)
    def kept(text: str, group=None):
        was = last[0]
        if was is not None and was[1] is group and was[0] == text:
            return was[2]
        found = read(text) if group is None else read(text, group)
        last[0] = (text, group, found)
        return found

    return kept


@keeps_last
def lexicons_for(text: str) -> tuple[Lexicon, ...]:
    """The tables worth trying on a sentence, from the scripts it is written in."""
    found: list[Lexicon] = []
    if not text.isascii():  # (each of these scripts' letters is outside ASCII)
        if KANA.search(text):
            found.append(ja.table())
        elif HAN.search(text):
            found.append(zh.table())
        if _HANGUL.search(text):
            found.append(ko.table())
        if _CYRILLIC.search(text):
            found.append(ru.table())
        if _ARABIC.search(text):
            found.append(ar.table())
    if _LATIN.search(text):
        found.extend(table() for table in LATIN)
    return tuple(found)


def blank(work: str, a: int, b: int) -> str:
    return work[:a] + GAP * (b - a) + work[b:]


def probe_of(work: str) -> str:
    """The view patterns run on: removed words read as spaces."""
    return work.replace(GAP, " ")


def remove_all(work: str, slot: Slot) -> tuple[str, bool]:
    """Blank every stretch the slot's patterns find; True when there was one."""
    removals, any_needed = _removal(slot)
    probe = probe_of(work)
    low = folded(probe)
    # (where each of the slot's patterns has needed words, one scan for all of them first: most
    # sentences hold none, and then none of the patterns could match)
    if any_needed is not None and any_needed(low) is None:
        return work, False
    found = False
    for led, rest, led_needs, rest_needs in removals:
        # (a pattern whose needed words the sentence lacks is not run: it could not match)
        if not (
            (
                rest is not None
                and (rest_needs is None or rest_needs(low) is not None)
                and rest.search(probe)
            )
            or (
                led is not None
                and (led_needs is None or led_needs(low) is not None)
                and led.search(probe)
            )
        ):
            continue  # most slots find nothing in most sentences: no scan of its spans
        spans = list(_finditer(led, rest, probe))
        if spans:
            for a, b in spans:
                work = blank(work, a, b)
            probe = probe_of(work)
            low = folded(probe)
            found = True
    return work, found


def _finditer(led: re.Pattern[str] | None, rest: re.Pattern[str] | None, text: str):
    """The spans one pattern's finditer would give, from its alternatives split in two: `led`,
    those that open with ",?\\s*", searched without it (its comma and spaces added back to what
    it finds), and `rest`; leftmost first, as the one alternation would scan."""
    pos = 0
    while pos <= len(text):
        best: tuple[int, int] | None = None
        if led is not None and (m := led.search(text, pos)) and m.end() > m.start():
            a = m.start()
            while a > pos and text[a - 1].isspace():
                a -= 1
            if a > pos and text[a - 1] == ",":
                a -= 1
            best = (a, m.end())
        m = rest.search(text, pos) if rest is not None else None
        if m and m.end() > m.start() and (best is None or m.start() < best[0]):
            best = m.span()
        if best is None:
            return
        yield best
        pos = best[1]


_COMMA_LED = ",?\\s*"
_Removal = tuple[re.Pattern[str] | None, re.Pattern[str] | None, Gate | None, Gate | None]
_REMOVALS: dict[int, tuple[tuple[_Removal, ...], Gate | None]] = {}


def _removal(slot: Slot) -> tuple[tuple[_Removal, ...], Gate | None]:
    """Each of the slot's patterns as searched for removal: the alternatives that open with an
    optional comma and spaces (",?\\s*in all my projects") apart, searched without them (a
    pattern that may begin anywhere is scanned several times slower than one led by a word)."""
    found = _REMOVALS.get(id(slot))
    if found is None:
        out: list[tuple[re.Pattern[str] | None, re.Pattern[str] | None]] = []
        for pattern in slot.patterns:
            sources = ALTERNATIVES.get(pattern) or ()
            led = [a.removeprefix(_COMMA_LED) for a in sources if a.startswith(_COMMA_LED)]
            if not led:
                out.append((None, pattern))
                continue
            rest = [a for a in sources if not a.startswith(_COMMA_LED)]
            out.append(
                (
                    first_chars.led(re.compile("|".join(f"(?:{a})" for a in led), pattern.flags)),
                    first_chars.led(re.compile("|".join(f"(?:{a})" for a in rest), pattern.flags))
                    if rest
                    else None,
                )
            )
        removals = tuple((led, rest, _needs(led), _needs(rest)) for led, rest in out)
        found = _REMOVALS[id(slot)] = (removals, _any_needed(removals))
    return found


def _any_needed(removals: tuple[_Removal, ...]) -> Gate | None:
    """One search for the needed words of all the patterns, or None where one has none."""
    words: set[str] = set()
    for led, rest, led_needs, rest_needs in removals:
        for pattern, needs in ((led, led_needs), (rest, rest_needs)):
            if pattern is None:
                continue
            if needs is None:
                return None
            words.update(needed(pattern) or ())
    return gate(tuple(sorted(words))) if words else None


def _needs(pattern: re.Pattern[str] | None) -> Gate | None:
    """The search for the words one of which the pattern's every match needs, or None."""
    words = None if pattern is None else needed(pattern)
    return None if words is None else gate(words)


def own_language(probe: str, group: Group) -> Group:
    """The tables of the language a sentence is written in, among the Latin-script ones tried
    together: those whose function words ("the", "le", "der", "el", "il") and own letters
    ("ñ", "ß", "ç", "ì") it uses most. A sentence with none of them keeps every table, unless
    it is written in another script too: then its Latin words are names and code ("DB 스키마
    건드리기 전에 …", "build 失敗的話"), and its own language is that script's."""
    latin = [lex for lex in group.lexicons if lex.function_words]
    if len(latin) < 2:
        return group
    counts = _counts(probe, latin)
    best = max(counts.values())
    if best == 0:
        others = tuple(lex for lex in group.lexicons if not lex.function_words)
        return group_for(others) if others else group
    return group_for(tuple(lex for lex in group.lexicons if counts.get(lex.code, best) == best))


def language_of(text: str, group: Group) -> str:
    """The code of the language a suggestion's sentence is written in (`own_language`'s first
    table: "de", "zh"). English's table leads every Latin-script group, so the group's own first
    table would name a French or German rule "en"."""
    return own_language(text, group).lexicons[0].code


@keeps_last
def plain_language(probe: str, group: Group) -> Group:
    """The tables a sentence is read with from the start: fewer only where its language leaves no
    doubt (trying every Latin-script table on every sentence was most of the judgement's cost).
    A sentence in another script too, with no Latin function word, is read with that script's
    tables (its Latin words are names and code: "build 失敗的話"); one plainly in one Latin-script
    language (two of its function words or letters and none of any other's, or three or more and
    twice any other's) with that language's table and English's; any other with every table, as
    before. Every labelled set reads the same, message for message."""
    latin = [lex for lex in group.lexicons if lex.function_words]
    if len(latin) < 2:
        return group
    counts = _counts(probe, latin)
    best, second = sorted(counts.values(), reverse=True)[:2]
    others = tuple(lex for lex in group.lexicons if not lex.function_words)
    if others:
        return group_for(others) if best == 0 else group
    if (best == 2 and second == 0) or (best >= 3 and second * 2 <= best):
        # English's table stays: its openers and tags ("Ah, …", "…, ok?") come into every language
        return group_for(
            tuple(lex for lex in latin if counts[lex.code] == best or lex.code == "en")
        )
    return group


def _counts(probe: str, latin: list[Lexicon]) -> dict[str, int]:
    """How many of each Latin-script language's function words and own letters a sentence uses
    (the last answer kept: a message of one sentence is counted whole, then as its sentence)."""
    global _last_counts
    codes = tuple(lex.code for lex in latin)
    key = (probe, codes)
    last = _last_counts  # one read: another thread may put its own answer there meanwhile
    if last[0] == key:
        return last[1]
    words_of, letters_of, letters = _count_tables(latin)
    counts = dict.fromkeys(codes, 0)
    # one pass over the words and one scan for the letters, whatever the number of languages
    for found, of in (
        (_WORDS.findall(probe.casefold()), words_of),
        (letters.findall(probe), letters_of),
    ):
        for item in found:
            for code in of.get(item, ()):
                counts[code] += 1
    _last_counts = (key, counts)
    return counts


_last_counts: tuple[tuple[str, tuple[str, ...]] | None, dict[str, int]] = (None, {})

_CountTables = tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]], re.Pattern[str]]
_COUNT_TABLES: dict[tuple[str, ...], _CountTables] = {}


def _count_tables(latin: list[Lexicon]) -> _CountTables:
    """For the languages tried together: which of them writes each function word, which writes
    each own letter (a letter and its own capital only: "ß".upper() is "SS", which would make
    every capital S of SCREAMING_SNAKE_CASE or SSL a German letter), and one pattern finding
    those letters."""
    key = tuple(lex.code for lex in latin)
    tables = _COUNT_TABLES.get(key)
    if tables is None:
        words_of: dict[str, tuple[str, ...]] = {}
        letters_of: dict[str, tuple[str, ...]] = {}
        for lex in latin:
            for word in lex.function_words:
                words_of[word] = (*words_of.get(word, ()), lex.code)
            capitals = "".join(c.upper() for c in lex.letters if len(c.upper()) == 1)
            for letter in set(lex.letters + capitals):
                letters_of[letter] = (*letters_of.get(letter, ()), lex.code)
        chars = re.escape("".join(sorted(letters_of)))
        letters = re.compile(f"[{chars}]" if chars else r"(?!)")
        tables = _COUNT_TABLES[key] = (words_of, letters_of, letters)
    return tables


@keeps_last
def strip_openers(work: str, group: Group) -> str:
    """Greetings and discourse words at the start ("Hi!", "OK, so", "对了，") are not the rule."""
    for _ in range(4):
        probe = probe_of(work)
        m = group.openers.match(probe)
        if not (m and m.end() > 0 and probe[m.end() :].strip()):
            break
        work = blank(work, 0, m.end())
    return work


def only_filler(text: str, group: Group) -> bool:
    """True when every word is one that carries no rule by itself ("do it like this")."""
    words = [w.casefold() for w in _WORDS.findall(text.replace(MASK, " "))]
    return bool(group.filler) and all(w in group.filler for w in words)
