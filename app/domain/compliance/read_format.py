"""Reading the format family's rules: tabs or spaces, indentation width, line length, quotes
(see app.domain.compliance.fmt)."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import BRANCH, COMMIT, NAMING
from app.domain.compliance.document import LANG_OF
from app.domain.compliance.fmt import FormatRule
from app.domain.compliance.lexicon import USE, Lazy, blank, clauses, table
from app.domain.compliance.number_words import NUMBER_WORDS
from app.domain.compliance.polarity import FORBIDDEN, polarity
from app.domain.compliance.read_actions import _MESSAGE
from app.domain.compliance.read_messages import LENGTH
from app.domain.compliance.read_paths import FILE_NAME, SUBJECTS
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
    r"spaces?;soft\s+tabs;espaces?;leerzeichen;espacios?;spazi(?:o)?;пробел\w*;空格;空白;"
    r"スペース;공백;스페이스;مسافات;مسافة;مسافتين;半角スペース;"
    # half-width characters counted, as a Japanese or Taiwanese style guide says a space ("字下げは
    # 半角4つ", "每層縮排固定四個半形空白")
    r"半角\s*(?=[0-9一二三四八])"
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
    rf"{_NUM}\s*(?:-|\s)?\s*(?:spaces?|space|espaces?|leerzeichen|espacios?|spazi|пробел\w*|个空格|個空格|空格|個空白|个空白|格空白|格空格|空白|格|つの?スペース|"
    rf"スペース|칸|개의?\s*공백|공백|مسافات|مسافة|[個个]?\s*(?:半形|半角)\s*(?:空白|空格))"
    rf"|(?:スペース|空格|스페이스|공백|半角)\s*{_NUM}\s*(?:つ|个|個|개|칸|文字)?"
    rf"|(?:indent\w*|缩进|縮排|インデント|들여쓰기|인덴트|einrückung|sangría|indentación|отступ\w*)\s*(?:of|width|size|de|von|di|в|为|為|は|을|를|:)?\s*{_NUM}(?!\d)"
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
LENGTH_NAMED = Lazy(
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


# A limit said of a number of characters ("79자 제한", "88자 넘기지 마", "at most 100 chars").
_LIMIT = table(
    r"제한;이내;이하;넘기\w*;넘지;넘으\w*;넘어\w*;넘게;초과\w*;까지;최대;맥스;max\w*;limit\w*;"
    r"at\s+most;within;under;no\s+more\s+than;以内;以下;超え\w*;超过;超過;不超过;不超過;上限;まで"
)
_CODE = table(r"코드;소스;code;source;コード;代码;代碼;程式碼")
_NOT_CODE = table(r"답변;대답;답장;응답;설명;주석;replies;reply;answers?;comments?;summary;요약;pr")


def _code_limit(plain: str, qual) -> bool:
    """Whether a number of characters is a limit on code's lines though no line is named: the
    rule names a code language or code ("파이썬은 79자 제한", "코드는 100자 이내"), and no
    message, title, name, branch or reply it could be the length of."""
    if not _LIMIT.search(plain) or not (qual or _CODE.search(plain)):
        return False
    return not (
        _MESSAGE.search(plain)
        or NAMING.search(plain)
        or BRANCH.search(plain)
        or _NOT_CODE.search(plain)
    )


# How the names code defines are written: "함수 이름은 snake_case로", "변수명은 camelCase로",
# "function names in snake_case".
_SNAKE_CASE = table(r"snake[_ ]?case;스네이크\s*케이스;스네이크;スネークケース;蛇形")
_CAMEL_CASE = table(r"camel[_ ]?case;카멜\s*케이스;카멜;キャメルケース;驼峰")
_FUNCTION_NOUN = table(
    r"functions?;methods?;함수\w*;메서드\w*;메소드\w*;関数\w*;メソッド\w*;函数\w*;函數\w*;方法;"
    r"fonctions?;méthodes?;funktion\w*;methode\w*;funci[oó]n(?:es)?;métodos?;funzion[ei];metod[io];"
    r"функци\w*;метод\w*;الدوال;دوال;الدالة;دالة;التوابع;الوظائف"
)
_VARIABLE_NOUN = table(
    r"variables?;vars?;변수\w*;変数\w*;变量\w*;變數\w*;variablen;variabil[ei];переменн\w*;"
    r"المتغيرات;متغيرات;متغير"
)
_PASCAL_CASE = table(r"pascal\s*case;upper\s*camel\s*case;パスカルケース;帕斯卡;파스칼\s*케이스")
_KEBAB_CASE = table(r"kebab[- ]?case;ケバブケース;短横线;케밥\s*케이스")
# A style said in words: lower case with underscores, or with hyphens.
_LOWER_UNDERSCORE = table(
    r"lower\s*case\s+(?:letters\s+)?(?:and|with)\s+underscores;小写(?:字母)?(?:和|加|与)下划线;"
    r"小寫(?:字母)?(?:和|加|與)(?:底線|下劃線);小文字とアンダースコア;minuscules\s+(?:et|avec)\s+(?:des\s+)?tirets\s+bas;"
    r"kleinbuchstaben\s+(?:und|mit)\s+unterstrich\w*;minúsculas\s+(?:y|con)\s+guiones\s+bajos;"
    r"minuscol[oe]\s+(?:e|con)\s+underscore;строчны\w*\s+(?:буквы\s+)?(?:и|с)\s+подчёркивани\w*"
)


def _file_naming(plain: str, qual) -> FormatRule | None:
    """How new files are named ("Nomi dei file Python in snake_case", "檔名一律用小寫和底線",
    "Dateinamen für Vue-Komponenten in PascalCase"): one style asked, not refused."""
    if not FILE_NAME.search(plain) or BRANCH.search(plain):
        return None
    styles = [
        (style, m)
        for style, rx in (
            ("pascal", _PASCAL_CASE),
            ("kebab", _KEBAB_CASE),
            ("snake", _SNAKE_CASE),
            ("snake", _LOWER_UNDERSCORE),
            ("camel", _CAMEL_CASE),
        )
        if (m := rx.search(plain)) is not None
    ]
    # "upper camel case" is Pascal's
    styles = [(s, m) for s, m in styles if not (s == "camel" and styles[0][0] == "pascal")]
    asked = {s for s, m in styles if polarity(plain, [m.span()])[0] != FORBIDDEN}
    if len(asked) != 1:
        return None
    # the kind of file it is about, when it names one ("Component file names in PascalCase")
    subject = next((f":{name}" for name, rx in SUBJECTS if rx.search(plain)), "")
    return FormatRule("naming", f"{asked.pop()}:file{subject}", qual)


def _naming(plain: str, qual) -> FormatRule | None:
    """A naming rule for the names code defines, when it names one style and the kind of name
    (functions, variables) — not branches or files, which are other rules'."""
    files = _file_naming(plain, qual)
    if files is not None:
        return files
    snake, camel = _SNAKE_CASE.search(plain), _CAMEL_CASE.search(plain)
    if not (snake or camel):
        return None
    if snake and camel:  # "camelCase 말고 snake_case로": the one not refused
        pols = polarity(plain, sorted([snake.span(), camel.span()]))
        first_snake = snake.start() < camel.start()
        snake_pol, camel_pol = pols if first_snake else pols[::-1]
        if (snake_pol == FORBIDDEN) == (camel_pol == FORBIDDEN):
            return None
        snake, camel = (None, camel) if snake_pol == FORBIDDEN else (snake, None)
    function, variable = _FUNCTION_NOUN.search(plain), _VARIABLE_NOUN.search(plain)
    if not (function or variable) or BRANCH.search(plain):
        return None
    if polarity(plain, [(snake or camel).span()])[0] == FORBIDDEN:
        return None  # a style refused does not say which one is asked for
    kind = "any" if function and variable else "function" if function else "variable"
    if not qual:  # a short name before the kind of name: "JS 변수명은", "py 함수는"
        m = _SHORT_BEFORE_NAME.search(plain)
        qual = code_languages_named(f"{m.group(1)} code") if m else None
    return FormatRule("naming", f"{'snake' if snake else 'camel'}:{kind}", qual)


_SHORT_BEFORE_NAME = Lazy(
    r"(?<![A-Za-z0-9_.#+-])(ts|js|tsx|jsx|py|go|rb|kt|rs)\s*(?:의\s*)?"
    r"(?=함수|변수|메서드|메소드|functions?|variables?|methods?|関数|変数)",
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
        # Arabic's word for indenting holds the word for a space ("المسافة البادئة", the leading
        # space): a space named inside it is the indent, not spaces asked for
        tabs = _TABS.search(plain)
        spaces = _SPACES.search(blank(plain, [m.span() for m in _INDENT.finditer(plain)]))
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
    m = LENGTH.search(plain)
    if m is None and _LINES.search(plain):
        m = LENGTH_NAMED.search(plain)  # "Max line length for Python: 100"
    if m and not COMMIT.search(plain) and (_LINES.search(plain) or _code_limit(plain, qual)):
        # the languages of the clause that gives the length ("Go는 상관없는데 파이썬 코드는 88자
        # 넘기지 마요": Python's lines only), else the rule's
        a, b = next(((a, b) for a, b in clauses(plain) if a <= m.start() < b), (0, len(plain)))
        local = qualifier(text[a:b])[0] or code_languages_named(text[a:b])
        out.append(FormatRule("line_length", int(m.group(1)), local or qual))
    naming = _naming(plain, qual)
    if naming is not None:
        out.append(naming)
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
