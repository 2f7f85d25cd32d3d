"""(ja zh ko; check-zb-east) A reply language asked with another refused beside it ("英語を混ぜず
日本語だけで書いてな", "英語入れんと日本語だけで書いてや", "回复只用中文，不要夹英文"): no sentence of the
reply's prose is in the refused one. The measure of the whole prose (language.judge_language)
reads a Japanese reply with one English sentence as mostly Japanese, so the rule's "no English"
is checked sentence by sentence, only for an asked language with a script of its own (a sentence
with none of its letters and four Latin words or more is another's)."""

from __future__ import annotations

import re

from app.domain.scripts import HAN_UNIFIED, HANGUL_SYLLABLES, KANA

_OWN_SCRIPT = {
    "ja": re.compile(f"[{KANA}{HAN_UNIFIED}]"),
    "zh": re.compile(f"[{HAN_UNIFIED}]"),
    "ko": re.compile(f"[{HANGUL_SYLLABLES}]"),
}
# a sentence closed by its stop, or the prose's last line
_SENTENCE = re.compile(r"[^。！？!?\n]+?(?:[。！？!?]|\.(?=\s|$)|\n|$)")
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def mixed_in(prose: str, lang: str) -> str | None:
    """The first sentence of `prose` written in another language than `lang` (none of its
    script, four Latin words or more), or None — also for a language with no script of its own."""
    own = _OWN_SCRIPT.get(lang)
    if own is None:
        return None
    for m in _SENTENCE.finditer(prose):
        sentence = m.group().strip()
        if sentence and not own.search(sentence) and len(_LATIN_WORD.findall(sentence)) >= 4:
            return sentence
    return None
