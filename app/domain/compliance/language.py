"""The language family: "always answer in French", "用中文回答", "日本語で答えて", "Antworte auf
Deutsch", "أجب بالعربية" — the language of the reply's prose (never its code, inline code or
quotations: a French reply may show English code and quote an English error).

The reader needs a language name and nothing that makes it about something else (commit
messages, code comments, variable names, documentation: those are not the reply). The check
gives `followed` when the prose is mostly in that language, `violated` when it is mostly in
another (at least 60%, the asked one at most 30%), and otherwise `unknown` — also when there is
too little prose to tell. A reply with no prose at all (only code) is `not_applicable`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain.compliance.document import Document
from app.domain.compliance.langid import Identifier, LanguageGuess, identify
from app.domain.compliance.language_names import NAMES as OTHER_NAMES
from app.domain.compliance.lexicon import Lazy, table
from app.domain.compliance.model import Evidence, Family, Outcome
from app.domain.compliance.target import Target
from app.domain.compliance.unmixed import mixed_in  # (check-zb-east)
from app.domain.scripts import (
    ARABIC,
    BASIC_LATIN_LETTERS,
    CYRILLIC,
    DEVANAGARI,
    GREEK,
    HAN_UNIFIED,
    HANGUL_SYLLABLES,
    HEBREW,
    KANA,
    LATIN_1_HIGH,
    THAI,
)

# Each language's names in the 11 languages (Russian and Arabic by their stems and forms).
_NAMES = {
    "en": (
        r"english;anglais;englisch;ingl[eé]s;inglese;английск\w*;по-английски;englischsprachig\w*;anglophone\w*;"
        r"الإنجليزية;الانجليزية;الإنكليزية;الانكليزية;بالإنجليزية;بالانجليزية;بالإنجليزي;بالانجليزي;"
        r"英文;英语;英語;영어;영문"
    ),
    "zh": (
        r"chinese;mandarin;chinois;chinesisch;chino;cinese;китайск\w*;"
        r"по-китайски;الصينية;بالصينية;中文;汉语;漢語;华语;華語;普通话;普通話;简体;簡體;繁体;繁體;中国語;"
        r"중국어"
    ),
    "ja": (
        r"japanese;japonais;japanisch;japon[eé]s;giapponese;японск\w*;"
        r"по-японски;اليابانية;باليابانية;日语;日語;日文;日本語;일본어"
    ),
    "ko": (
        r"korean;coréen;koreanisch;coreano;корейск\w*;по-корейски;الكورية;"
        # and as Koreans call it among themselves: 우리말 ("our language"; not 국어, which 중국어
        # and 외국어 hold)
        r"بالكورية;韩语;韓語;韩文;韓文;韓国語;한국어;한글;우리말;우리\s말"
    ),
    "fr": (
        r"french;fran[cç]ais;französisch;franc[eé]s;francese;французск\w*;französischsprachig\w*;francophone\w*;"
        r"по-французски;الفرنسية;بالفرنسية;法语;法語;法文;フランス語;프랑스어"
    ),
    "de": (
        r"german;allemand;deutsch;alem[aá]n;tedesco;немецк\w*;по-немецки;deutschsprachig\w*;germanophone\w*;"
        # (check-zg-west) and as the south says it: Swiss "Dütsch", Bavarian "Deitsch"
        r"dütsch;düütsch;deitsch;"
        r"الألمانية;الالمانية;بالألمانية;德语;德語;德文;ドイツ語;독일어"
    ),
    "es": (
        r"spanish;espagnol;spanisch;español;espanol;castellano;spagnolo;spanischsprachig\w*;hispanophone\w*;"
        r"испанск\w*;по-испански;الإسبانية;الاسبانية;بالإسبانية;西班牙语;西班牙語;西班牙文;"
        r"スペイン語;스페인어"
    ),
    "it": (
        r"italian;italien;italienisch;italiano;итальянск\w*;по-итальянски;italienischsprachig\w*;italophone\w*;"
        r"الإيطالية;الايطالية;بالإيطالية;意大利语;意大利語;義大利語;イタリア語;이탈리아어"
    ),
    "ru": (
        r"russian;russe;russisch;ruso;russo;русск\w*;по-русски;الروسية;بالروسية;russischsprachig\w*;russophone\w*;"
        r"俄语;俄語;俄文;ロシア語;러시아어"
    ),
    "ar": (
        r"arabic;arabe;arabisch;árabe;arabo;арабск\w*;по-арабски;العربية;"
        r"بالعربية;عربي;阿拉伯语;阿拉伯語;アラビア語;아랍어"
    ),
}
# The other languages a rule may ask for, named as CLDR names them (scripts/gen_language_names.py).
_NAMES.update(OTHER_NAMES)
# (English, check-y-en) English's Polish, also a verb ("polish the release notes"): a language
# where it is said after "in" or of the people who speak it ("Polish-speaking nurses"); and
# Romanian, which CLDR's list of the other languages leaves out
_NAMES["pl"] += r";(?<=\bin\s)polish(?![\w-]);polish(?=-speaking)"
_NAMES["ro"] = (
    r"romanian;roumain;rumänisch;rumano;rumeno;румынск\w*;по-румынски;الرومانية;بالرومانية;"
    r"罗马尼亚语;羅馬尼亞語;ルーマニア語;루마니아어"
)
_KOREAN_NAME = re.compile(f"[{HANGUL_SYLLABLES}]{{2,}}어")


def _with_spoken_korean(names: str) -> str:
    """Korean names a language by its stem and 어 ("한국어", "일본어") or, as it is said aloud,
    말 ("한국말", "일본말", "중국말"); a stem of one syllable has no such form ("영어")."""
    spoken = [n[:-1] + "말" for n in names.split(";") if _KOREAN_NAME.fullmatch(n)]
    return ";".join([names, *spoken])


NAME_RX = {lang: table(_with_spoken_korean(names)) for lang, names in _NAMES.items()}
_HANT = Lazy(
    r"繁体|繁體|traditional|traditionnel|traditionell|tradicional|tradizionale|традиционн|التقليدية|번체|繁体字",
    re.IGNORECASE,
)
_HANS = Lazy(
    r"简体|簡體|简化|simplified|simplifié|vereinfacht|simplificado|semplificato|упрощ|المبسطة|간체|簡体字",
    re.IGNORECASE,
)
# What makes the rule about something else than the reply's language.
OTHER_OBJECT = table(
    r"commits?;comments?;docs?;documentation;docstrings?;variables?;identifiers?;"
    r"names?;naming;readme;logs?;code;tests?;filenames?;strings?;ui;labels?;spelling;"
    r"提交;注释;註釋;文档;文檔;变量;變數;命名;代码;代碼;程式;程序;源码;源碼;註解;注解;日志;拼写;コミット;コメント;変数;ドキュメント;コード;"
    r"커밋;주석;변수;문서;코드;용어;고유\s*명사;에러\s*메시지;commentaires?;variables?;noms?;kommentare?;variablen?;bezeichner;"
    r"comentarios?;nombres?;commenti;commento;variabili;nomi;коммит\w*;комментари\w*;"
    r"переменн\w*;документаци\w*;كود;التعليقات;المتغيرات;الالتزام;الإيداع;التوثيق;"
    r"orthographe;rechtschreibung;ortograf[ií]a;"
    # error messages quoted as they are ("エラーメッセージは英語のまま引用して大丈夫です")
    r"error\s+messages?;エラーメッセージ;错误信息;錯誤訊息;报错信息;報錯訊息;에러\s*메시지;오류\s*메시지;"
    r"messages?\s+d'erreur;fehlermeldung\w*;mensajes?\s+de\s+error;messaggi\s+di\s+errore;"
    r"сообщени\w+\s+об\s+ошибк\w*;رسائل\s+الخطأ"
)
# A language named with the words of translation or learning is not a reply rule.
_NOT_REPLY = table(
    r"translat\w*;翻译;翻譯;翻訳;번역;tradu\w*;übersetz\w*;перев\w*;ترجم\w*;learn\w*;学习;學習;"
    r"spelling"
)


def languages_named(text: str) -> list[str]:
    """The languages a rule's words name, in order of first mention."""
    found = []
    for lang, rx in NAME_RX.items():
        m = rx.search(text)
        if m:
            found.append((m.start(), lang))
    return [lang for _s, lang in sorted(found)]


def chinese_variant(text: str) -> str | None:
    if _HANT.search(text):
        return "Hant"
    if _HANS.search(text):
        return "Hans"
    return None


@dataclass(frozen=True, slots=True)
class LanguageRule:
    """The reply is to be written in `lang` (for Chinese, in `variant` script when named) — or,
    `forbidden`, not in it ("영어로 대답하지 마세요", "不要用簡體字回答", "Ne réponds pas en
    anglais"): the same measure of the prose, its outcome turned round."""

    lang: str
    variant: str | None = None
    forbidden: bool = False
    # (check-zb-east) another language refused beside it ("英語を混ぜず日本語だけで"): a sentence of
    # the prose in another breaks it, however much of the rest is in `lang` (unmixed.py)
    unmixed: bool = False
    # the languages refused beside it: a sentence is flagged only in one of them ("韓国語は使わない
    # で" flags no English line; none known, any sentence in another script or in Latin words)
    unmixed_with: tuple[str, ...] = ()

    family = Family.LANGUAGE
    aspect = "reply_language"

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        if target.reply is None:
            return Outcome.NOT_APPLICABLE, None
        doc = target.pieces[0].doc
        if not doc.prose_text.strip(" \t\n.,:;!?-*#>|"):
            return Outcome.NOT_APPLICABLE, None
        guess = language_of(doc, target.identify)
        outcome, evidence = judge_language(guess, self.lang, self.variant, doc)
        if self.unmixed and not self.forbidden and outcome is not Outcome.VIOLATED:
            other = mixed_in(doc.prose_text, self.lang, self.unmixed_with)  # (check-zb-east)
            if other is not None:
                return Outcome.VIOLATED, Evidence("reply", "reply_language", text=other[:80])
        if self.forbidden and outcome is not Outcome.UNKNOWN:
            # prose mostly in the named language (script) breaks the rule; mostly in another keeps it
            turned = Outcome.FOLLOWED if outcome is Outcome.VIOLATED else Outcome.VIOLATED
            return turned, evidence
        return outcome, evidence


def language_of(doc: Document, by: Identifier | None = None) -> LanguageGuess:
    found = doc.cache.get("language")
    if found is None:
        found = doc.cache["language"] = identify(doc.prose_text, by)
    return found


def judge_language(
    guess: LanguageGuess, lang: str, variant: str | None, doc: Document
) -> tuple[Outcome, Evidence | None]:
    """Followed, violated or unknown, by the prose's language against the asked one."""
    if guess.lang is None:
        return Outcome.UNKNOWN, None
    asked = guess.shares.get(lang, 0.0)
    if guess.lang == lang and guess.share >= 0.5:
        if lang == "zh" and variant and guess.variant and guess.variant != variant:
            return Outcome.VIOLATED, _sample(doc, "zh", f"zh_{guess.variant}")
        shown = f"zh_{guess.variant}" if lang == "zh" and guess.variant else lang
        return Outcome.FOLLOWED, _sample(doc, lang, shown)
    if guess.lang != lang and guess.share >= 0.6 and asked <= 0.3:
        return Outcome.VIOLATED, _sample(doc, guess.lang, guess.lang)
    return Outcome.UNKNOWN, None


_SCRIPT = {
    "zh": re.compile(f"[{HAN_UNIFIED}]"),
    "ja": re.compile(f"[{KANA}]"),
    "ko": re.compile(f"[{HANGUL_SYLLABLES}]"),
    "ru": re.compile(f"[{CYRILLIC}]"),
    "uk": re.compile(f"[{CYRILLIC}]"),
    "ar": re.compile(f"[{ARABIC}]"),
    "fa": re.compile(f"[{ARABIC}]"),
    "ur": re.compile(f"[{ARABIC}]"),
    "el": re.compile(f"[{GREEK}]"),
    "he": re.compile(f"[{HEBREW}]"),
    "hi": re.compile(f"[{DEVANAGARI}]"),
    "th": re.compile(f"[{THAI}]"),
}
_LATIN = re.compile(f"[{BASIC_LATIN_LETTERS}{LATIN_1_HIGH}]{{2,}}")


def _sample(doc: Document, lang: str, shown: str) -> Evidence:
    """The first piece of prose written in the script of `lang`, as the evidence."""
    script = _SCRIPT.get(lang, _LATIN)
    for span in doc.prose:
        text = doc.span_text(span)
        m = script.search(text)
        if m:
            start = span.start + (len(text) - len(text.lstrip()))
            end = min(span.end, start + 80)
            return Evidence(
                "reply",
                "reply_language",
                text=doc.text[start:end].rstrip(),
                start=start,
                end=end,
                language=shown,
            )
    return Evidence("reply", "reply_language", language=shown)
