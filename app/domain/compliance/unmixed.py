"""(ja zh ko; check-zb-east) A reply language asked with another refused beside it ("英語を混ぜず
日本語だけで書いてな", "英語入れんと日本語だけで書いてや", "回复只用中文，不要夹英文"): no sentence of the
reply's prose is in the refused one. The measure of the whole prose (language.judge_language)
reads a Japanese reply with one English sentence as mostly Japanese, so the rule's "no English"
is checked sentence by sentence, only for an asked language with a script of its own (a sentence
with none of its letters and four Latin words or more is another's). Only a sentence in a language
refused is flagged: "日本語で答えて。韓国語は使わないで" refuses Korean, and an English line of a
command is no Korean (review of the twenty-eighth round)."""

from __future__ import annotations

import re

from app.domain.scripts import ARABIC, CYRILLIC, HAN_UNIFIED, HANGUL_SYLLABLES, KANA

_OWN_SCRIPT = {
    "ja": re.compile(f"[{KANA}{HAN_UNIFIED}]"),
    "zh": re.compile(f"[{HAN_UNIFIED}]"),
    "ko": re.compile(f"[{HANGUL_SYLLABLES}]"),
}
# a refused language written in a script of its own: a sentence holding its letters is in it
_SCRIPT_OF = {
    "ja": re.compile(f"[{KANA}]"),
    "zh": re.compile(f"[{HAN_UNIFIED}]"),
    "ko": re.compile(f"[{HANGUL_SYLLABLES}]"),
    "ru": re.compile(f"[{CYRILLIC}]"),
    "uk": re.compile(f"[{CYRILLIC}]"),
    "ar": re.compile(f"[{ARABIC}]"),
}
# a sentence closed by its stop, or the prose's last line
_SENTENCE = re.compile(r"[^。！？!?\n]+?(?:[。！？!?]|\.(?=\s|$)|\n|$)")
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def mixed_in(prose: str, lang: str, refused: tuple[str, ...] = ()) -> str | None:
    """The first sentence of `prose` written in another language than `lang` (none of its
    script) and in one of `refused` (its script's letters, or four Latin words or more for a
    language written in Latin letters; any such sentence when none is given), or None — also for
    a language with no script of its own."""
    own = _OWN_SCRIPT.get(lang)
    if own is None:
        return None
    for m in _SENTENCE.finditer(prose):
        sentence = m.group().strip()
        if sentence and not own.search(sentence) and _in_refused(sentence, refused):
            return sentence
    return None


def _in_refused(sentence: str, refused: tuple[str, ...]) -> bool:
    latin = len(_LATIN_WORD.findall(sentence)) >= 4
    if not refused:
        return latin
    return any(_SCRIPT_OF[r].search(sentence) if r in _SCRIPT_OF else latin for r in refused)
