"""Which language a piece of prose is written in, and how much of it.

The prose is cut into pieces of a sentence or more; each piece is given a language — by its
script where the script alone tells (Hangul is Korean, kana is Japanese, Han without kana is
Chinese), else by the *identifier* the caller gives: a port, `Identifier`, a function from a
piece of text to an ISO 639-1 code (or None), which the composition root fills with a kept
language-identification library (app.services.language_id, over py3langid: 97 languages, so
Portuguese is not read as Spanish nor Urdu as Arabic). Without one (the domain's own tests, a
hook that checks only actions) the pieces are read by their scripts and most common small words,
for the ten UI languages only. The pieces' languages, weighted by their length, give the shares.

Deliberately plain: a reply is given a language only when its prose says so clearly; too little
prose, or a mix with no clear majority, is "cannot tell" (the checker then says `unknown`).
Code, inline code, quotations and links are not prose (app.domain.compliance.document).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from app.domain.compliance.lexicon import Lazy
from app.domain.scripts import (
    ARABIC,
    ARABIC_PRESENTATION,
    ARABIC_SUPPLEMENT,
    BASIC_LATIN_LETTERS,
    CYRILLIC,
    HALFWIDTH_KATAKANA,
    HAN,
    HAN_EXTENSION_A,
    HAN_UNIFIED,
    HANGUL,
    HANGUL_COMPAT_JAMO,
    HANGUL_SYLLABLES,
    KANA,
    KATAKANA_EXTENSIONS,
    LATIN_1_LETTERS,
)

# The port: a piece of prose → its language as an ISO 639-1 code ("pt", "ur"), or None.
Identifier = Callable[[str], "str | None"]

LANGS = ("en", "zh", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")

# Small words each Latin-script language uses constantly, chosen to tell the five apart.
_STOP = {
    "en": "the and is are to of you this that with it for in on be can will your have not we an or "
    "if then which should here there what how when it's don't i'm let's by from was were has "
    "fix add update remove use run make now just also all any new file files so but do does",
    "fr": "le la les des est et une un pour dans que qui pas vous avec sur du au ce cette il sont "
    "être ne votre vos plus mais ou aussi faut voici tu ton ta tes nous on elle leur c'est d'un "
    "d'une l'on qu'il n'est j'ai très déjà fichier ici alors comme puis en à sans avant encore "
    "maintenant parce après corrige ajoute supprime lors vers pendant selon de",
    "de": "der die das und ist nicht ein eine mit für auf zu den dem des sie es wir ich du sich "
    "auch wenn dann oder werden kann wird diese noch hier ist's einen einem dass bitte jetzt "
    "schon nach bei aus wie sind habe hast datei damit zum zur über behebe füge hinzu entferne "
    # a commit subject's participle ("Versandkosten korrigiert", "Suche repariert")
    "korrigiert behoben repariert hinzugefügt entfernt angepasst aktualisiert ergänzt geändert",
    "es": "el los las que y es en un una para con por no se su del al lo como más pero está son "
    "este esta puedes también hay muy tu aquí ahora ya si sus estos estas debe puede archivo "
    "así cuando donde tiene hacer usa la de ya todavía antes porque sin sobre hasta desde he "
    "pasan todas todos",
    "it": "il lo gli di che è e un una per con non si del della dei nel sono questo questa anche più "
    "come ma puoi essere alla ci ho hai qui ora già se sul sulla delle degli nella file poi "
    "quindi anche perché va fare usa la da ancora prima ora senza tra fra ecco",
}
_STOPSETS = {lang: frozenset(words.split()) for lang, words in _STOP.items()}
# A small word of several languages counts for each of them by its share ("de": fr and es).
_WEIGHT: dict[str, dict[str, float]] = {}
for _lang, _stop in _STOPSETS.items():
    for _w in _stop:
        _WEIGHT.setdefault(_w, {})[_lang] = 1.0
for _w, _langs in _WEIGHT.items():
    for _lang in _langs:
        _langs[_lang] = 1.0 / len(_langs)
_LATIN_HINTS = (  # letters that belong to one language more than the others
    ("de", re.compile(r"[äöüß]", re.IGNORECASE)),
    ("es", re.compile(r"[ñ¿¡áíóú]", re.IGNORECASE)),
    ("it", re.compile(r"[òìù]|(?<!\w)è(?!\w)", re.IGNORECASE)),
    ("fr", re.compile(r"[çœêûëîâ]|\b(?:l|d|j|qu|n|c)'", re.IGNORECASE)),
)

_HAN = Lazy(f"[{HAN}]")
_KANA = re.compile(f"[{KANA}{KATAKANA_EXTENSIONS}{HALFWIDTH_KATAKANA}]")
_HANGUL = Lazy(f"[{HANGUL}{HANGUL_COMPAT_JAMO}]")
_ARABIC_WORD = Lazy(f"[{ARABIC}{ARABIC_SUPPLEMENT}{ARABIC_PRESENTATION}]{{2,}}")
_CYRILLIC_WORD = re.compile(f"[{CYRILLIC}]{{2,}}")
_LATIN_WORD = re.compile(
    f"[{BASIC_LATIN_LETTERS}{LATIN_1_LETTERS}Œœ]+(?:'[{BASIC_LATIN_LETTERS}{LATIN_1_LETTERS}]+)?"
)

# Characters written one way in Simplified and another in Traditional Chinese (common ones).
_SIMPLIFIED = frozenset(
    "这个们说来时会对为没过还发后进么开关问题间现实样让应该请谢经动长从东车书门见观认识语话读写听买卖学习几号"
    "点边无与万单变码数据库网络线组织设计项测试环务录档处连运错误败删复制选择输显确换将于级页务转"
)
_TRADITIONAL = frozenset(
    "這個們說來時會對為沒過還發後進麼開關問題間現實樣讓應該請謝經動長從東車書門見觀認識語話讀寫聽買賣學習幾號"
    "點邊無與萬單變碼數據庫網絡線組織設計項測試環務錄檔處連運錯誤敗刪復製選擇輸顯確換將於級頁轉"
)


@dataclass(frozen=True, slots=True)
class LanguageGuess:
    """The prose's language ("en", "zh", …; None: cannot tell), how much of the prose is in it
    (0–1), how much prose there was (in words, about), each language's share, and for Chinese
    which script ("Hans", "Hant", or None when nothing tells them apart)."""

    lang: str | None
    share: float
    size: float
    shares: dict[str, float]
    variant: str | None = None


MIN_SIZE = 3.0  # words (or about as many CJK characters): less than this, nothing is said
SCRIPT_MIN_SIZE = 1.3  # two CJK characters: enough when the script alone tells the language
_PIECE = re.compile(r"(?<=[.!?。！？؟])\s+|\n+|(?<=[。！？])")
PIECE_MIN = 60  # characters: shorter pieces are read with their neighbours
PIECES_MAX = 12  # more pieces are read two by two
# The identifier reads at most this many characters of a reply's prose (pieces spread over it,
# first and last included): its cost grows with the text (~0.4 µs a character), a language's
# share does not need every sentence, and the checker's per-call figure stays in its budget.
READ_MAX = 600


def pieces_of(text: str) -> list[str]:
    """The prose in pieces of a sentence or more (about PIECE_MIN characters at least)."""
    out: list[str] = []
    for part in _PIECE.split(text):
        part = part.strip()
        if not part:
            continue
        if out and len(out[-1]) < PIECE_MIN:
            out[-1] = out[-1] + " " + part
        else:
            out.append(part)
    if len(out) > 1 and len(out[-1]) < PIECE_MIN:
        out[-2:] = [out[-2] + " " + out[-1]]
    while len(out) > PIECES_MAX:
        out = [" ".join(out[i : i + 2]) for i in range(0, len(out), 2)]
    return out


_NON_CJK_WORD = Lazy(rf"[^\W\d_{KANA}{HAN_EXTENSION_A}{HAN_UNIFIED}{HANGUL_SYLLABLES}]{{2,}}")


def _weight(piece: str) -> float:
    """A piece's size in words (CJK characters count as 1/1.5 of a word, as in _by_small_words)."""
    cjk = len(_HAN.findall(piece)) + len(_KANA.findall(piece)) + len(_HANGUL.findall(piece))
    return cjk / 1.5 + len(_NON_CJK_WORD.findall(piece))


def identify(text: str, by: Identifier | None = None) -> LanguageGuess:
    """The language of a piece of prose (`by`: the identifier for what the script does not tell;
    None: the small-word reading of the ten UI languages)."""
    if by is None:
        return _by_small_words(text)
    weights: dict[str, float] = {}
    scripted = True  # every piece's language told by its script alone
    for piece in _spread(pieces_of(text)):
        lang = _by_script(piece)
        if lang is None:
            scripted = False
            found = by(piece)
            lang = found.split("-")[0].split("_")[0].lower() if found else None
        if lang is None:  # the library is not sure (a short line): the small words may be
            lang = _by_small_words(piece).lang if _weight(piece) >= MIN_SIZE else None
        if lang is None:
            continue
        weights[lang] = weights.get(lang, 0.0) + _weight(piece)
    if (
        scripted
        and set(weights) in ({"ko"}, {"ja"})
        and SCRIPT_MIN_SIZE <= sum(weights.values()) < MIN_SIZE
    ):
        # "버그 수정", "バグを修正": Hangul is Korean and kana Japanese however short the line (Han
        # alone is Chinese or Japanese); the size a guess needs is for what a library or small
        # words tell, not a script
        ((lang, size),) = weights.items()
        return LanguageGuess(lang, 1.0, size, {lang: 1.0}, _guess(weights, text).variant)
    return _guess(weights, text)


def _spread(pieces: list[str]) -> list[str]:
    """Pieces spread over the prose, first and last included, up to READ_MAX characters."""
    if sum(len(p) for p in pieces) <= READ_MAX:
        return pieces
    order = [0, len(pieces) - 1]
    step = len(pieces)
    while len(order) < len(pieces):
        step = max(1, step // 2)
        order += [i for i in range(step, len(pieces), step) if i not in order]
    chosen, size = [], 0
    for i in order:
        if size >= READ_MAX and len(chosen) >= 2:
            break
        chosen.append(i)
        size += len(pieces[i])
    return [pieces[i] for i in sorted(chosen)]


def _by_script(piece: str) -> str | None:
    """Korean, Japanese or Chinese when their script is most of the piece's letters."""
    han, kana, hangul = (len(rx.findall(piece)) for rx in (_HAN, _KANA, _HANGUL))
    letters = len(re.findall(r"[^\W\d_]", piece))
    if not letters or (han + kana + hangul) * 2 < letters:
        return None
    if hangul >= han + kana:
        return "ko"
    return "ja" if kana >= 0.1 * (han + kana) else "zh"


def _guess(weights: dict[str, float], text: str) -> LanguageGuess:
    size = sum(weights.values())
    variant = None
    if weights.get("zh"):
        simp = sum(ch in _SIMPLIFIED for ch in text)
        trad = sum(ch in _TRADITIONAL for ch in text)
        variant = "Hans" if simp > trad else "Hant" if trad > simp else None
    if size < MIN_SIZE:
        return LanguageGuess(None, 0.0, size, {}, variant)
    shares = {k: v / size for k, v in weights.items() if v}
    best = max(shares, key=shares.__getitem__)
    return LanguageGuess(best, shares[best], size, shares, variant)


def _by_small_words(text: str) -> LanguageGuess:
    """The language of a piece of prose by its scripts and small words (no identifier given)."""
    weights = dict.fromkeys(LANGS, 0.0)
    han = len(_HAN.findall(text))
    kana = len(_KANA.findall(text))
    hangul = len(_HANGUL.findall(text))
    if han + kana:
        # Japanese writes kana among its kanji; Chinese never does.
        weights["ja" if kana >= 0.1 * (han + kana) else "zh"] += (han + kana) / 1.5
    weights["ko"] += hangul / 1.5
    weights["ar"] += len(_ARABIC_WORD.findall(text))
    weights["ru"] += len(_CYRILLIC_WORD.findall(text))
    latin = [w.lower() for w in _LATIN_WORD.findall(text)]
    latin_lang = _latin_language(text, latin)
    if latin_lang is not None:
        weights[latin_lang] += len(latin)
    return _guess(weights, text)


def latin_language(text: str) -> str | None:
    """The Latin-script UI language a short text's small words show clearly, or None."""
    return _latin_language(text, [w.lower() for w in _LATIN_WORD.findall(text)])


def _latin_language(text: str, words: list[str]) -> str | None:
    """The Latin-script language of the words, when their small words show it clearly."""
    if not words:
        return None
    hits = dict.fromkeys(_STOPSETS, 0.0)
    for w in words:
        for lang, weight in _WEIGHT.get(w, {}).items():
            hits[lang] += weight
    for lang, hint in _LATIN_HINTS:
        if hint.search(text):
            hits[lang] += 1
    ranked = sorted(hits.items(), key=lambda kv: kv[1], reverse=True)
    (best, top), (_second, runner) = ranked[0], ranked[1]
    if top >= 2 and top >= 1.5 * runner + 0.5:
        return best
    if top >= 1 and top >= 2 * runner and len(words) <= 8:
        return best  # a short subject line: "Fix typo in README"
    return None
