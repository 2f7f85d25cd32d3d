"""How the checker's word tables are written and compiled: `words` and `table` make one pattern
of a table's items (a Latin or Cyrillic word matched whole, with the endings its entry allows; a
CJK or Arabic one anywhere), `Lazy` compiles it when first used, `spaced` puts a space where a
Latin word touches a CJK character and `blank` blanks spans of a rule's text (offsets kept). The
tables themselves are in the rooms `lexicon` names."""

from __future__ import annotations

import re

from app.domain.scripts import ARABIC, HAN_EXTENSION_A, HAN_UNIFIED, HANGUL_SYLLABLES, KANA

_CJK = KANA + HAN_EXTENSION_A + HAN_UNIFIED + HANGUL_SYLLABLES


class Lazy:
    """A regular expression compiled when first used: the word tables are read only when a
    rule's words are (`read_rule`), so a hook that checks an action against rules whose readings
    were confirmed never compiles them (importing the package stays cheap)."""

    __slots__ = ("_flags", "_rx", "_source")

    def __init__(self, source: str, flags: int = 0):
        self._source, self._flags, self._rx = source, flags, None

    def _compiled(self) -> re.Pattern:
        rx = self._rx
        if rx is None:
            rx = self._rx = re.compile(self._source, self._flags)
        return rx

    def search(self, *args):
        return self._compiled().search(*args)

    def match(self, *args):
        return self._compiled().match(*args)

    def fullmatch(self, *args):
        return self._compiled().fullmatch(*args)

    def finditer(self, *args):
        return self._compiled().finditer(*args)

    def findall(self, *args):
        return self._compiled().findall(*args)

    def sub(self, *args):
        return self._compiled().sub(*args)

    def split(self, *args):
        return self._compiled().split(*args)

    @property
    def pattern(self) -> str:
        return self._source


def words(*items: str) -> Lazy:
    """One pattern for the items (regular expressions): whole words for Latin and Cyrillic ones."""
    raw, elided, whole = [], [], []
    for item in items:
        if re.match(rf"[{_CJK}{ARABIC}]", item):
            raw.append(item)
        elif (
            item.endswith("'") or "'(?" in item
        ):  # an elided article or negation ("n'", "d'"): a word follows
            elided.append(item)
        elif re.match(r"[A-Za-z]", item) and re.search(rf"[{_CJK}]$", item):
            # (ja ko zh; check-zc-east) a Latin word joined to an eastern one ("lock 文件", "lock
            # 파일"): the east writes its next word or particle on ("lock 文件不要改", "lock 파일은"),
            # so only the Latin side has a boundary
            elided.append(item)
        else:  # after an apostrophe or a hyphen too: "l'impératif", "force-push"
            whole.append(item)
    parts = []
    if whole:
        parts.append(r"(?<!\w)(?:" + "|".join(f"(?:{i})" for i in whole) + r")(?![\w'])")
    if elided:
        parts.append(r"(?<!\w)(?:" + "|".join(f"(?:{i})" for i in elided) + ")")
    parts += raw
    return Lazy("|".join(f"(?:{p})" for p in parts), re.IGNORECASE)


# Where a Latin word touches a Chinese, Japanese or Korean character ("main에", "pushしないで",
# "src目錄"): a rule's words get a space there, so every table reads the Latin word whole (a class
# of the CJK ranges in each table's word boundary would cost ~5 ms a table to compile).
_SCRIPT_SEAM = Lazy(
    rf"(?<=[A-Za-z0-9_])(?=[{_CJK}])|(?<=[{_CJK}])(?=[A-Za-z0-9_])"
    # a glob or a folder's slash before a Korean particle ("release/**는", "vendor/에는")
    rf"|(?<=[/*])(?=[\uac00-\ud7a3])"
)


def spaced(text: str) -> str:
    """The text with a space between a Latin word and a CJK character next to it."""
    return _SCRIPT_SEAM.sub(" ", text)


def blank(text: str, spans) -> str:
    """The text with the (start, end) spans blanked (same length, so offsets still hold)."""
    chars = list(text)
    for s, e in spans:
        chars[s:e] = " " * (e - s)
    return "".join(chars)


def table(*lines: str) -> Lazy:
    """`words` of the items written one after another, separated by ";" (tables stay compact)."""
    return words(*(item.strip() for line in lines for item in line.split(";") if item.strip()))
