"""Reading the format family's rules: tabs or spaces, indentation width, line length, quotes
(see app.domain.compliance.fmt)."""

from __future__ import annotations

import re

from app.domain.compliance.fmt import FormatRule
from app.domain.compliance.lexicon import NUMBER_WORDS, USE, Lazy, table
from app.domain.compliance.polarity import FORBIDDEN, polarity
from app.domain.compliance.read_actions import _LENGTH, COMMIT

# ---------------------------------------------------------------- format

_INDENT = table(
    r"indent\w*;缩进;縮排;縮進;インデント;字下げ;들여쓰기;indentation;indenter;einrück\w*;einzug;"
    r"sangr\w*;indentaci\w*;indentar;indentazione;rientr\w*;indentare;отступ\w*;"
    r"المسافة\s+البادئة;المسافات\s+البادئة;إزاحة;الإزاحة"
)
_TABS = table(
    r"tabs?;tab\s+characters?;hard\s+tabs;tabulations?;tabulator\w*;tabulador\w*;"
    r"tabulaci\w*;tabulazion[ei];tabulatori?;табуляци\w*;таб(?:ы|ами|ов)?;制表符;製表符;タブ;"
    r"탭;الجدولة;علامات\s+الجدولة;tab"
)
_SPACES = table(
    r"spaces?;soft\s+tabs;espaces?;leerzeichen;espacios?;spazi(?:o)?;пробел\w*;空格;"
    r"スペース;공백;스페이스;مسافات;مسافة;مسافتين;半角スペース"
)
_AROUND = table(
    r"around;after;before;between;autour;après;avant;entre;um;nach;vor;zwischen;"
    r"alrededor;después;antes;intorno;dopo;prima;tra;вокруг;после;перед;между;حول;بعد;"
    r"قبل;بين;周围;前后;之间;后面;前後;周り;주위;뒤에;앞에;trailing;blank\s+lines?;empty\s+lines?"
)
_NUM = (
    r"(?<![A-Za-z0-9])(\d{1,2}|"
    + "|".join(sorted((re.escape(w) for w in NUMBER_WORDS), key=len, reverse=True))
    + r")(?![A-Za-z0-9])"
)
_WIDTH = Lazy(
    rf"{_NUM}\s*(?:-|\s)?\s*(?:spaces?|space|espaces?|leerzeichen|espacios?|spazi|пробел\w*|个空格|個空格|空格|つの?スペース|"
    rf"スペース|칸|개의?\s*공백|공백|مسافات|مسافة)|(?:スペース|空格)\s*{_NUM}\s*(?:つ|个|個)?"
    rf"|(?:indent\w*|缩进|インデント|들여쓰기|einrückung|sangría|indentación|отступ\w*)\s*(?:of|width|size|de|von|di|в|为|為|は|을|를|:)?\s*{_NUM}(?!\d)"
)
_LINES = table(
    r"lines?;line\s+length;lignes?;zeile\w*;líneas?;linea;righe;riga;строк\w*;السطر;"
    r"الأسطر;سطر;أسطر;الاسطر;行;每行;줄;행"
)
_SINGLE = Lazy(
    r"single[- ]?quot\w*|single-quoted|simple\s+quotes|单引号|單引號|シングルクォ\w*|シングルクオ\w*|一重引用符|"
    r"작은따옴표|홑따옴표|guillemets\s+simples|apostrophes|einfache\w*\s+anführungszeichen|einfache\w*\s+hochkomma\w*|"
    r"comillas\s+simples|virgolette\s+singole|apici\s+singoli|одинарн\w*\s+кавыч\w*|الاقتباس\s+المفرد\w*|"
    r"علامات\s+(?:ال)?(?:اقتباس|تنصيص)\s+(?:ال)?مفردة",
    re.IGNORECASE,
)
_DOUBLE = Lazy(
    r"double[- ]?quot\w*|double-quoted|双引号|雙引號|ダブルクォ\w*|ダブルクオ\w*|二重引用符|큰따옴표|쌍따옴표|"
    r"guillemets\s+doubles|doppelte\w*\s+anführungszeichen|comillas\s+dobles|virgolette\s+doppie|двойн\w*\s+кавыч\w*|"
    r"الاقتباس\s+المزدوج\w*|علامات\s+(?:ال)?(?:اقتباس|تنصيص)\s+(?:ال)?مزدوجة",
    re.IGNORECASE,
)


def _number(token: str) -> int:
    return int(token) if token.isdigit() else NUMBER_WORDS[token]


def names_format(plain: str) -> bool:
    return bool(
        _INDENT.search(plain)
        or _SINGLE.search(plain)
        or _DOUBLE.search(plain)
        or (_TABS.search(plain) and _SPACES.search(plain))
    )


def formats(text: str, plain: str, qual) -> list[FormatRule]:
    out: list[FormatRule] = []
    around = _AROUND.search(plain)
    m = _WIDTH.search(plain)
    if m and not around and (_INDENT.search(plain) or USE.search(plain) or _SPACES.search(plain)):
        number = next(g for g in m.groups() if g)
        out.append(FormatRule("indent_width", _number(number), qual))
        out.append(FormatRule("indent_style", "spaces", qual))
    else:
        tabs, spaces = _TABS.search(plain), _SPACES.search(plain)
        if (
            (tabs or spaces)
            and not around
            and (
                _INDENT.search(plain)
                or (tabs and spaces)
                or re.fullmatch(r"\W*(?:use|always|only)?\s*(?:tabs|spaces)\W*", plain)
            )
        ):
            spans = [x.span() for x in (tabs, spaces) if x]
            kinds = [k for k, x in (("tabs", tabs), ("spaces", spaces)) if x]
            pols = polarity(plain, spans)
            wanted = [k for k, p in zip(kinds, pols, strict=True) if p != FORBIDDEN]
            refused = [k for k, p in zip(kinds, pols, strict=True) if p == FORBIDDEN]
            if len(wanted) == 1:
                out.append(FormatRule("indent_style", wanted[0], qual))
            elif len(refused) == 1 and not wanted:
                out.append(
                    FormatRule("indent_style", "spaces" if refused[0] == "tabs" else "tabs", qual)
                )
    if _LINES.search(plain) and not COMMIT.search(plain):
        m = _LENGTH.search(plain)
        if m:
            out.append(FormatRule("line_length", int(m.group(1)), qual))
    single, double = _SINGLE.search(plain), _DOUBLE.search(plain)
    if single or double:
        spans = [x.span() for x in (single, double) if x]
        kinds = [k for k, x in (("single", single), ("double", double)) if x]
        pols = polarity(plain, spans)
        wanted = [k for k, p in zip(kinds, pols, strict=True) if p != FORBIDDEN]
        refused = [k for k, p in zip(kinds, pols, strict=True) if p == FORBIDDEN]
        if len(wanted) == 1:
            out.append(FormatRule("quotes", wanted[0], qual))
        elif len(refused) == 1 and not wanted:
            out.append(FormatRule("quotes", "double" if refused[0] == "single" else "single", qual))
    return out
