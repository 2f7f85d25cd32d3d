"""Reading the format family's rules: tabs or spaces, indentation width, line length, quotes
(see app.domain.compliance.fmt)."""

from __future__ import annotations

import re

from app.domain.compliance.document import LANG_OF
from app.domain.compliance.fmt import FormatRule
from app.domain.compliance.lexicon import NUMBER_WORDS, USE, Lazy, clauses, table
from app.domain.compliance.polarity import FORBIDDEN, polarity
from app.domain.compliance.read_actions import _LENGTH, COMMIT
from app.domain.compliance.terms import code_languages_named, qualifier

_ALL_CODE = frozenset(LANG_OF.values()) - {"text", "console", "diff", "markdown"}

# ---------------------------------------------------------------- format

_INDENT = table(
    r"indent\w*;缩进;縮排;縮進;インデント;字下げ;들여쓰기;인덴트;인덴테이션;indentation;indenter;einrück\w*;einzug;"
    r"sangr\w*;indentaci\w*;indentar;indentazione;rientr\w*;indentare;отступ\w*;"
    r"المسافة\s+البادئة;المسافات\s+البادئة;(?:لل|بال|ل|ب)?(?:ال)?مساف(?:ة|ات)\s+(?:ال)?بادئة;"
    r"إزاحة;الإزاحة;للإزاحة;بالإزاحة"
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
    rf"スペース|칸|개의?\s*공백|공백|مسافات|مسافة)|(?:スペース|空格|스페이스|공백)\s*{_NUM}\s*(?:つ|个|個|개|칸)?"
    rf"|(?:indent\w*|缩进|インデント|들여쓰기|인덴트|einrückung|sangría|indentación|отступ\w*)\s*(?:of|width|size|de|von|di|в|为|為|は|을|를|:)?\s*{_NUM}(?!\d)"
    r"|(مسافتين|مسافتان)"  # Arabic's dual: "two spaces" in one word
)
_LINES = table(
    r"lines?;line\s+length;lignes?;zeile\w*;líneas?;linea;righe;riga;строк\w*;السطر;"
    r"الأسطر;سطر;أسطر;الاسطر;行;每行;줄;행;라인;"
    # a width in columns is a line's ("Python: 80 columns max")
    r"columns?;colonnes?;spalten;columnas?;colonne;столбц\w*;колонок;колонки"
)
# A line length named, then its number without a unit ("Max line length for Python: 100",
# "Longitud máxima de línea en Python: 100", "Макс. длина строки в Python — 100", "طول السطر …
# هو 100", "Zeilenlänge 100", "行の長さは 100 まで").
_LENGTH_NAMED = Lazy(
    r"(?:line[- ]length|longueur\s+(?:maximale\s+)?(?:de|des)\s+lignes?|zeilenlänge|"
    r"longitud\w*(?:\s+\w+){0,2}\s+(?:de\s+)?(?:la\s+)?l[ií]neas?|lunghezza\w*(?:\s+\w+){0,2}\s+"
    r"(?:delle\s+|della\s+)?(?:righe|riga)|длин\w+\s+строк\w*|طول\s+(?:ال)?(?:سطر|أسطر|الأسطر)|"
    r"行长|行長|行の長さ|行の最大長|줄\s*길이|라인\s*길이)"
    r"[^\d\n]{0,40}?(?<!\d)(\d{2,3})(?![\d.,]\d|\s*%)",
    re.IGNORECASE,
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


_BARE_NUM = Lazy(_NUM)


def _widths_by_language(text: str, plain: str) -> list[FormatRule]:
    """ "4-space indent for Python, 2 for YAML", "Python は4スペース、YAML は2": a width for each
    language, clause by clause (empty unless two clauses each name a width and a language)."""
    found = []
    for a, b in clauses(text):
        m = _WIDTH.search(plain, a, b) or _BARE_NUM.search(plain, a, b)
        langs = qualifier(text[a:b])[0] or code_languages_named(text[a:b])
        if m and langs:
            found.append((_number(next(g for g in m.groups() if g)), langs))
    if len(found) < 2:
        return []
    out = []
    for width, langs in found:
        out += [
            FormatRule("indent_width", width, langs),
            FormatRule("indent_style", "spaces", langs),
        ]
    return out


# "…, spaces everywhere else", "…、それ以外はスペース": the languages the rule's other parts leave.
_ELSEWHERE = table(
    r"everywhere\s+else;elsewhere;otherwise;for\s+(?:everything|all)\s+else;all\s+other\s+files;"
    r"partout\s+ailleurs;ailleurs;sonst(?:\s+überall)?;überall\s+sonst;en\s+(?:todo\s+)?lo\s+demás;"
    r"en\s+el\s+resto;altrove;per\s+il\s+resto;в\s+остальн\w*;везде\s+кроме;في\s+(?:باقي|بقية)\s+\w+;"
    r"其他地方;其他文件;其餘;其余;それ以外;その他;나머지"
)
_AND = Lazy(r"\s+(?:and|et|und|y|e|и|و|而)\s+|和|、", re.IGNORECASE)


def _styles_by_language(text: str, plain: str) -> list[FormatRule]:
    """ "Use tabs in Makefiles and spaces everywhere else": tabs or spaces for each part's
    languages, "everywhere else" being every language the other parts leave."""
    cuts = [0]
    for m in _AND.finditer(text):
        cuts += [m.start(), m.end()]
    spans = [(a, b) for a, b in clauses(text) for a, b in _cut(a, b, cuts)]
    parts = []
    for a, b in spans:
        tabs, spaces = _TABS.search(plain, a, b), _SPACES.search(plain, a, b)
        if bool(tabs) == bool(spaces):
            continue
        style = "tabs" if tabs else "spaces"
        langs = qualifier(text[a:b])[0] or code_languages_named(text[a:b])
        rest = _ELSEWHERE.search(plain, a, b) is not None
        if langs or rest:
            parts.append((style, langs, rest))
    if len(parts) < 2 or len({style for style, _l, _r in parts}) < 2:
        return []
    named = frozenset().union(*(langs for _s, langs, _r in parts if langs))
    return [
        FormatRule("indent_style", style, (_ALL_CODE - named) if rest and not langs else langs)
        for style, langs, rest in parts
    ]


def _cut(a: int, b: int, cuts: list[int]):
    """The pieces of (a, b) between the conjunctions' spans (cuts: start, end pairs)."""
    pos = a
    for i in range(1, len(cuts) - 1, 2):
        s, e = cuts[i], cuts[i + 1]
        if a <= s and e <= b:
            yield pos, s
            pos = e
    yield pos, b


def formats(text: str, plain: str, qual) -> list[FormatRule]:
    out: list[FormatRule] = []
    around = _AROUND.search(plain)
    if not around and (_INDENT.search(plain) or _SPACES.search(plain)):
        by_language = _widths_by_language(text, plain) or _styles_by_language(text, plain)
        if by_language:
            return by_language
    m = _WIDTH.search(plain)
    if m and not around and (_INDENT.search(plain) or USE.search(plain) or _SPACES.search(plain)):
        number = next(g for g in m.groups() if g)
        out.append(FormatRule("indent_width", _number(number), qual))
        out.append(FormatRule("indent_style", "spaces", qual))
    else:
        tabs, spaces = _TABS.search(plain), _SPACES.search(plain)
        spans = [x.span() for x in (tabs, spaces) if x]
        pols = polarity(plain, spans) if spans else []
        # Tabs or spaces with a word of indenting, of using ("In Go-Dateien Tabs verwenden") or
        # of refusing ("Pas de tabulations dans le YAML"), never around something.
        if (
            (tabs or spaces)
            and not around
            and (
                _INDENT.search(plain)
                or (tabs and spaces)
                or USE.search(plain)
                or FORBIDDEN in pols
                # Korean names the means with 으로 and leaves the verb out: "Go 코드는 탭으로"
                or re.search(
                    r"(?:탭|스페이스|공백)\s*(?:으로|로)(?:만)?(?:\s*통일)?\s*[.!]?\s*$", plain
                )
                or re.fullmatch(r"\W*(?:use|always|only)?\s*(?:tabs|spaces)\W*", plain)
            )
        ):
            kinds = [k for k, x in (("tabs", tabs), ("spaces", spaces)) if x]
            wanted = [k for k, p in zip(kinds, pols, strict=True) if p != FORBIDDEN]
            refused = [k for k, p in zip(kinds, pols, strict=True) if p == FORBIDDEN]
            if len(wanted) == 1:
                out.append(FormatRule("indent_style", wanted[0], qual))
            elif len(refused) == 1 and not wanted:
                out.append(
                    FormatRule("indent_style", "spaces" if refused[0] == "tabs" else "tabs", qual)
                )
    if _LINES.search(plain) and not COMMIT.search(plain):
        m = _LENGTH.search(plain) or _LENGTH_NAMED.search(plain)
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
