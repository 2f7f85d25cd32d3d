"""Reading a message before judging it: what is the user's own prose, and where sentences are.

Every step keeps the message's length and offsets, so rules can look at a *masked* view while
the stored words are cut from the original text:
- pasted material is blanked: fenced code blocks, quoted lines ("> …"), lines that look like
  code or a log, and a wall of text: in a long message (over 1,000 characters), everything from
  its first paragraph of more than 600 characters on, and in a very long one (over 4,000),
  everything after its first short paragraph. A long task message written in paragraphs of
  the user's own ("Hey, a few things about the refactor. / First, … / Second, …") is read;
- the inside of quotation marks and `code spans` is masked, so a quoted "Always use tabs"
  is never read as the user's rule (and no sentence ends inside a quotation);
- sentences end at . ! ? (followed by a space, not after an abbreviation), at 。！？ and ؟,
  and at line breaks.
"""

from __future__ import annotations

import operator
import re
from dataclasses import dataclass

from app.domain.memory.judgement.first_chars import led
from app.domain.scripts import (
    CJK_SYMBOLS,
    HALF_AND_FULL_WIDTH,
    HAN_COMPATIBILITY,
    HAN_EXTENSION_A,
    HAN_UNIFIED,
    HANGUL_SYLLABLES,
    KANA,
    LATIN,
    YIJING,
)

# Masks keep the length of what they hide. MASK stands for quoted or code text (kept in the
# stored words), GAP for text removed from them (lead-ins, greetings, scope phrases).
MASK = "\u2219"
GAP = "\x00"

LONG_MESSAGE = 1000  # characters: beyond this, a paragraph may be a wall of pasted text
WALL = 600  # characters: a paragraph of a long message this long is a wall, not the user's
VERY_LONG_MESSAGE = 4000  # characters: beyond this, only a short first paragraph is the user's own
LEAD_PARAGRAPH = 300  # characters: the most a first paragraph of a very long message may hold
_PARAGRAPH = re.compile(r"[^\n](?:[^\n]|\n(?!\s*\n))*")

_FENCE = re.compile(r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)", re.S)
_CODE_SPAN = re.compile(r"`[^`\n]+`")
# (led by its opening quotes, first_chars.led: the scan of every message rejects most places at
# their first character, ~2.3x faster, the same matches)
_QUOTED = led(
    re.compile(
        r"\"[^\"\n]+\"|“[^”\n]+”|«[^»\n]+»|„[^“”\n]+[“”]|「[^」\n]+」|『[^』\n]+』|‹[^›\n]+›|《[^》\n]+》"
        # single quotes, told from apostrophes by what stands outside them ('Always …', not don't)
        rf"|(?<![0-9{LATIN}'’])'[^'\n]{{2,200}}'(?![0-9{LATIN}'’])"
        rf"|(?<![0-9{LATIN}'’])‘[^’\n]{{2,200}}’(?![0-9{LATIN}'’])"
    )
)
# A quotation over several lines (a pasted passage): curly, guillemet and corner quotes only, as
# straight quotes do not say which one opens.
_QUOTED_LINES = re.compile(
    r"“[^”“]{1,2000}”|«[^»«]{1,2000}»|「[^」「]{1,2000}」|『[^』『]{1,2000}』|„[^“”„]{1,2000}[“”]"
)
_LOG_OR_CODE = re.compile(
    r"""^[ \t]*(?:
        >                                            # a quoted line
      | (?:\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}:\d{2})    # a log line
      | (?:Traceback\b|File\ "|at\ [\w.$]+\(|[A-Z]\w*(?:Error|Exception|Warning)\b:?)
      | (?://|/\*|\*\ |\#\ |--\ |<!--)                # a code comment
      | (?:def|class|import|return|const|let|var|function|public|private|\#include|fn|func)\b.*[(){}=:;]
      | \$\ \S                                       # a shell prompt
      | [\w.$\[\]'"]+\s*(?:\(.*\)|=\s*\S.*|\+\+|--)\s*;?\s*$   # a call or an assignment
      | .*[{};]\s*$                                  # a line ending like code
    )""",
    re.X,
)
_INDENTED = re.compile(r"^(?: {4,}|\t)\S")

# Sentence ends. After ". ! ?" a space must follow; CJK and Arabic marks end a sentence anyway.
_LATIN_END = re.compile(r"[.!?]+(?=\s)")
# an ellipsis before a word of a script other than Latin ("……啊不，算了") ends a sentence as "..." does
# and a wave dash closing a chatty clause ("수고 많으셨어요~ 앞으로 …", "辛苦啦～对账单…", "ありがとう～今後は
# …"): after a word, before a space and a word, or after a closing particle; not a range ("월~금",
# "9時～18時", "월요일 ~ 금요일")
# (led by its marks, first_chars.led: ~2.6x faster on the messages it scans, the same matches)
_WIDE_END = led(
    re.compile(
        r"[。！？؟]+|[!?](?=[^\x00-\x7f])|…+(?=\s*[^\x00-\x7f\s])"
        r"|(?<=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3])[~～〜]+(?=\s+[^\x00-\x7f\s])"
        r"|(?<=[啦哈呀啊哦喔吧呢嘛噢哟晒요죠네다어아ねよすうー])[~～〜]+(?=[^\x00-\x7f\s\d])"
    )
)
_ABBREVIATION = re.compile(
    r"(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|Mr|Mrs|Ms|Dr|St|No|z\.B|d\.h|bzw|usw|ca|evtl|"
    r"p\.ex|cf|ecc|ad\s+es|т\.е|т\.д|т\.п|др"
    # a title or an address's word cut short ("la Dra. Molina", "5 av. des Tilleuls", "il dott.
    # Russo", "на пр. Мира, д. 14"), a street or a number closing a compound ("Bahnhofstr. 12",
    # "USt-IdNr. ist …"), and one Cyrillic or Arabic letter, an initial or a title ("г. Вологда",
    # "д. 14", "د. ريم", "أ. ماجد"; never "я", a whole word that may end a sentence)
    r"|Dra|Sra|Srta|Sr|Avda|Av|bd|Mme|Mlle|Prof|dott|rag|avv|ing|sig|Hr|Tel|Dipl|"
    r"ул|пр|пл|пер|просп|тел|кв|корп|[а-юё])|(?<=\w)(?:str|Nr)|(?<![\u0621-\u064a])[\u0621-\u064a]|\b[A-Z])$",
    re.I,
)

_ORDINAL = re.compile(r"(?<![\d.])\d{1,2}$")
# A German day of the month after its preposition ("am 20.", "bis zum 3.", "ab dem 1."), then a
# word in lower case: the sentence goes on.
_DAY_OF = re.compile(r"(?<!\w)(?:am|zum|vom|ab|bis|dem|den)\s+\d{1,2}$", re.I)
_GOES_ON = re.compile(r"\s*[a-zäöüß]")
_MONTH = re.compile(
    r"\s*(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|"
    r"Dezember|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Nov|Dez)\b\.?"
)


@dataclass(frozen=True, slots=True)
class Sentence:
    start: int  # offset in the message
    text: str  # the original words
    masked: str  # the same length: quotes and code masked, pasted material blanked


def _mask(text: str, span: tuple[int, int], char: str, keep_ends: bool) -> str:
    a, b = span
    if keep_ends:
        a, b = a + 1, b - 1
    return text[:a] + char * (b - a) + text[b:]


def _blank(text: str, a: int, b: int) -> str:
    """Blank [a, b) but keep line breaks, so sentences around it stay apart."""
    return text[:a] + re.sub(r"[^\n]", " ", text[a:b]) + text[b:]


def prepare(text: str) -> str:
    """The masked view of a whole message (same length as the message)."""
    if len(text) > VERY_LONG_MESSAGE:
        # A wall of text is material to work on, not rules: keep only a short first paragraph.
        first = text.find("\n", 0, LEAD_PARAGRAPH + 1)
        cut = first if first >= 0 else 0
        return prepare(text[:cut]) + "\n" + " " * (len(text) - cut - 1)
    if len(text) > LONG_MESSAGE:
        # The user's own paragraphs are read up to the first wall of text in them.
        wall = next((m.start() for m in _PARAGRAPH.finditer(text) if len(m.group()) > WALL), None)
        if wall is not None:
            return prepare(text[:wall]) + " " * (len(text) - wall)
    view = text
    # (each pattern below asked only of a message holding a character its every match needs: a
    # fence, a backtick, a line break, a letter outside ASCII; issue 33, seventeenth round)
    wide = not text.isascii()
    if "```" in view or "~~~" in view:
        for m in _FENCE.finditer(view):
            view = _blank(view, *m.span())
    offset = 0
    for line in view.split("\n"):
        if line.strip() and (_LOG_OR_CODE.match(line) or _INDENTED.match(line)):
            view = _blank(view, offset, offset + len(line))
        offset += len(line) + 1
    if "`" in view:
        for m in _CODE_SPAN.finditer(view):
            view = _mask(view, m.span(), MASK, keep_ends=True)
    for m in _QUOTED.finditer(view):
        view = _mask(view, m.span(), MASK, keep_ends=True)
    if wide and "\n" in view:  # (curly, guillemet and corner quotes over several lines)
        for m in _QUOTED_LINES.finditer(view):
            if "\n" in m.group():
                view = _blank(view, *m.span())  # a quoted passage: material, not the user's words
    if "€" in view or "$" in view or "£" in view:
        # a sum of money's sign ("under $500", "plus de 10 000 €", "über 50.000 €") is read as a
        # letter: the sign is a word (a noun, "euros", "Euro") of what the amount narrows, in every
        # table (issue 33, fourteenth round); the stored words keep the sign
        view = _THOUSANDS.sub(".", view.translate(_MONEY))  # "$1,000": one amount, no clause break
    return view


_MONEY = str.maketrans("$€£", "EEE")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def cut_material(view: str, at: int) -> str:
    """Blank everything from `at` on: text the user asks to work on, not to follow."""
    return _blank(view, at, len(view))


def sentences(text: str, view: str) -> list[Sentence]:
    """The message's sentences, each with its original words and its masked view."""
    ends: list[int] = []
    for m in _LATIN_END.finditer(view):
        if _ABBREVIATION.search(view[max(0, m.start() - 8) : m.start()]):
            continue
        # (both end in a day's number right before the mark, `\d{1,2}$`, its `$` also before a
        # last line break: none without a digit in the two characters before it, and each
        # search scans all the text before the mark)
        day = any(c.isdecimal() for c in view[max(0, m.start() - 2) : m.start()])
        if day and _ORDINAL.search(view, 0, m.start()) and _MONTH.match(view, m.end()):
            continue  # "am 3. März": a German date, not a sentence's end
        if day and _DAY_OF.search(view, 0, m.start()) and _GOES_ON.match(view, m.end()):
            continue  # "Bis zum Release am 20. keine …": a day of the month, the clause goes on
        ends.append(m.end())
    if not view.isascii():  # (every way of _WIDE_END holds a character outside ASCII)
        ends += [m.end() for m in _WIDE_END.finditer(view)]
    if "\n" in view:
        ends += [m.start() for m in re.finditer(r"\n", view)]
    last = len(view.rstrip())  # a blanked tail (pasted material) holds no sentence
    found: list[Sentence] = []
    start = 0
    for end in [*sorted(set(ends)), len(view)]:
        if start >= last:
            break
        if end <= start:
            continue
        piece = view[start:end]
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            trail = len(piece.rstrip())
            found.append(
                Sentence(start + lead, text[start + lead : start + trail], piece[lead:trail])
            )
        start = end
    return found


# ------------------------------------------------------------------ the stored words

_WIDE = re.compile(
    f"[{CJK_SYMBOLS}{KANA}{HAN_EXTENSION_A}{YIJING}{HAN_UNIFIED}{HAN_COMPATIBILITY}"
    f"{HALF_AND_FULL_WIDTH}{HANGUL_SYLLABLES}]"
)
_HANGUL_WORD = re.compile(f"[{HANGUL_SYLLABLES}]")
_END_PUNCT = ".。!！?？؟;；,，、:：…·- \t"
_START_PUNCT = " \t,，、:：;；。!！-–—)）]"
_WRAPPERS = ('""', "“”", "''", "‘’", "「」", "『』", "«»", "„“")
# A first word made of letters only ("tabs", not "src/components" or "pnpm.yaml") is capitalised.
_WORD_START = re.compile(
    r"^[^\W\d_][\w'’-]*(?=[\s,;:!?)\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]|\.(?:\s|$)|$)"
)


def _join_gap(before: str, after: str) -> str:
    """What a removed stretch leaves behind: nothing beside a Chinese or Japanese character, else
    one space (Korean parts its words with spaces: "혹시 PR …", not "혹시PR …")."""
    if not before or not after:
        return ""
    if _HANGUL_WORD.match(before[-1]) or _HANGUL_WORD.match(after[0]):
        return " "
    if _WIDE.match(before[-1]) or _WIDE.match(after[0]):
        return ""
    return " "


def stored_words(original: str, kept: str, capitalise: bool = True) -> str:
    """The words of `original` where `kept` (same length) is not GAP, tidied for storing."""
    end = min(len(original), len(kept))
    text = ""
    pending_gap = False
    at = 0
    # the runs of GAP in `kept` cut `original` into the parts kept (a scan in C, not a loop over
    # every character: this runs on every rule found)
    for gap in _GAPS.finditer(kept, 0, end):
        text = _joined(text, original[at : gap.start()], pending_gap)
        pending_gap = True
        at = gap.end()
    text = _joined(text, original[at:end], pending_gap)
    text = _SPACES.sub(" ", text)
    text = _SPACE_BEFORE_PUNCT.sub(_MARK, text)
    text = _PUNCT_RUN.sub(_MARK, text)
    return tidy(text, capitalise)


_GAPS = re.compile(GAP + "+")
_SPACES = re.compile(r"\s+")
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([,，、;；:：.。!！?？)])(?!\w)")
_PUNCT_RUN = re.compile(r"([,，、;；:：])(?:\s*[,，、;；:：])+")
# The mark each of the two keeps: the match's first group, as the template r"\1" gives it, but
# taken in C (a template string is handed to re's Python code on every call, ~1.5 µs, even
# where nothing matches; this runs on every rule and request found)
_MARK = operator.itemgetter(1)


def _joined(text: str, part: str, gap_before: bool) -> str:
    """`text` and the next part kept after it, a removed stretch between them or not."""
    if not part:
        return text
    if gap_before and text:
        left, right = text.rstrip(), part.lstrip()
        return left + _join_gap(left, right) + right
    return text + part


def tidy(text: str, capitalise: bool = True) -> str:
    """Trimmed, no punctuation left dangling at either end, no wrapping quotes, first letter up."""
    text = text.strip()
    for _ in range(3):
        before = text
        text = text.lstrip(_START_PUNCT).rstrip(_END_PUNCT)
        for pair in _WRAPPERS:
            if (
                len(text) > 2
                and text[0] == pair[0]
                and text[-1] == pair[1]
                and pair[0] not in text[1:-1]
            ):
                text = text[1:-1].strip()
        if text == before:
            break
    if capitalise and text and text[0].islower() and _WORD_START.match(text):
        text = text[0].upper() + text[1:]
    return text


# Scripts written without spaces between words (Han, kana): Hangul is written with spaces
# between its words (eojeol), so it counts as the spaced scripts do.
_UNSPACED = re.compile(
    f"[{CJK_SYMBOLS}{KANA}{HAN_EXTENSION_A}{YIJING}{HAN_UNIFIED}{HAN_COMPATIBILITY}"
    f"{HALF_AND_FULL_WIDTH}]"
)


def word_count(text: str) -> int:
    """Words for spaced scripts (Hangul among them); Han and kana count one word per two
    characters."""
    if not _UNSPACED.search(text):  # most sentences: no Han or kana at all
        return len(_SPACED_WORD.findall(text))
    wide = len(_UNSPACED.findall(text))
    spaced = len(_SPACED_WORD.findall(_UNSPACED.sub(" ", text)))
    return spaced + wide // 2


_SPACED_WORD = re.compile(r"[^\W_]+")
