"""What of a message is the user's own prose: pasted material and text to work on end it."""

from __future__ import annotations

import re

from app.domain.memory.judgement import zh
from app.domain.memory.judgement.groups import HAN, KANA, group_for, lexicons_for, plain_language
from app.domain.memory.judgement.lexicon import NEVER
from app.domain.memory.judgement.needed_words import gate, may_match
from app.domain.memory.judgement.text import cut_material, prepare

# What announces pasted material in any language: a forwarded or quoted email's header, a
# quoted reply's "X wrote:" line (as mail programs write it in the 11 languages), an HTML
# quotation, and, in English, the words that present someone else's text ("Bob wrote this.",
# "ChatGPT answered:", "Here's a web page I found.", "Summarise the following." at a line's end).
# Each pattern behind a test of the words it needs (a substring test is much cheaper than a
# regex scan, and these run on every message).
_REPORT_VERBS = (
    "wrote",
    "said",
    "says",
    "answered",
    "replied",
    "responded",
    "writes",
    "posted",
    "commented",
    "sent",
)
_HAS_REPORT_VERB = gate(_REPORT_VERBS)  # (one scan for them all: needed_words.gate)
_PASTED = (
    (
        lambda low: "--" in low,
        re.compile(
            r"-{2,}\s*(?:Original\s+Message|Forwarded\s+message|Ursprüngliche\s+Nachricht|"
            r"Message\s+d['’]origine|Mensaje\s+original|Messaggio\s+originale|"
            r"Исходное\s+сообщение|原始邮件|原始郵件|元のメッセージ|원본\s*메시지|الرسالة\s+الأصلية)\s*-{2,}",
            re.I,
        ),
    ),
    (
        lambda low: "forwarded" in low,
        re.compile(r"^\s*(?:Begin\s+forwarded\s+message|Forwarded\s+message)\b", re.I | re.M),
    ),
    (
        lambda low: "\n" in low and (":" in low or "：" in low),
        re.compile(
            r"^(?:From|Von|De|Da|От|发件人|寄件者|差出人|보낸\s*사람|من)\s*[:：].{1,200}\n", re.M
        ),
    ),
    (
        lambda low: "<" in low,
        re.compile(r"<blockquote\b|<q\b", re.I),
    ),
    (
        lambda low: ":" in low or "：" in low,
        re.compile(
            r"^[^\n]{0,80}?\b(?:wrote|schrieb|a\s+écrit|escribió|ha\s+scritto|написал[аи]?)\s*:[ \t]*$"
            r"|^[^\n]{0,80}?(?:写道|寫道|が書きました|님이\s*작성|كتب)\s*[:：][ \t]*$",
            re.I | re.M,
        ),
    ),
    (
        lambda low: _HAS_REPORT_VERB(low) is not None,
        re.compile(
            r"^[ \t]*[\w@.'’\-]{1,30}(?: [\w@.'’\-]{1,30}){0,3} (?:wrote|said|says|answered|replied|"
            r"responded|writes|posted|"
            r"commented|sent)(?:\s+(?:this|that|the\s+following|me\s+this))?\s*[:：.]",
            re.I | re.M,
        ),
    ),
    (
        lambda low: "here" in low,
        re.compile(
            r"\bhere(?:'s|’s|\s+is|\s+are)\s+(?:a|an|the|this|some|my|his|her|their)\s+(?:[\w-]+\s+){0,3}?"
            r"(?:page|web\s*page|site|email|e-mail|mail|message|article|post|text|document|doc|snippet|answer|"
            r"reply|output|thread|comment|readme|file|transcript|chat|conversation|review|ticket|issue)\b"
            r"[^.!?\n]{0,60}[.:!]",
            re.I,
        ),
    ),
    (
        lambda low: "\n" in low,
        re.compile(
            r"\b(?:summari[sz]e|translate|proofread|rewrite|rephrase|review|check|explain|reply\s+to|"
            r"answer)\s+(?:the\s+following|this|these|that|the\s+(?:email|message|text|page|article|"
            r"thread|doc(?:ument)?|post|comment))\b[^.!?\n:]{0,40}[.?!:]?[ \t]*(?=\n)",
            re.I,
        ),
    ),
)


# A lead line that hands over a body of text written by someone else, then that text on the
# lines below: a verb of pasting ("I'm pasting", "ti incollo", "te pego", "je colle", "ich füge
# … ein", "вставляю", "ألصق"), or a noun of a written body of rules ("rules", "guide", "Regeln",
# "regole", "правила", "قواعد") owned by another ("of the other team", "dell'altro team", "des
# anderen Teams", "другой команды", "الفريق الآخر", "their"). Word classes, not leads: any
# pairing of them before a colon at the end of a line is a paste; the user's own "Rules for
# this repo:" names no other owner and stays the user's.
_HANDED_OVER = re.compile(
    r"^[^\n]{0,100}?(?:"
    r"\b(?:past(?:e|ing)|incoll\w*|peg(?:o|ar|ando)|coll(?:e|er)|füge?\s[^\n]{0,30}ein|"
    r"einfüg\w*)\b|(?<![а-яё])вставля\w*|[أا]لص[قْ]"
    r"|(?:\b(?:rules|guidelines|guide|conventions|policy|règles?|règlement|consignes|normas|reglas|"
    r"guía|regole|linee\s+guida|Regeln|Richtlinien|Leitfaden|Konventionen)\b|(?<![а-яё])(?:правила|"
    r"регламент)|قواعد|إرشادات)[^\n:]{0,40}?"
    r"(?:\b(?:other|another|their|his|her|autre|autres|otro|otra|otros|altro|altra|altri|anderen?|"
    r"fremden)\b|(?<![а-яё])(?:друг(?:ой|ого|их)|чуж\w+)|الآخر|الأخرى|آخر)"
    r")[^\n]{0,60}[:：][ \t]*\n(?=[^\n]*\S[^\n]*\n[^\n]*\S)",
    re.I | re.M,
)


def material_patterns(text: str) -> list[re.Pattern[str]]:
    """What announces material to work on ("Summarise this:", "翻译一下："), in the message's plain
    language (groups.plain_language; Japanese and Chinese both where there are Han characters)."""
    tables = list(plain_language(text, group_for(lexicons_for(text))).lexicons)
    if not text.isascii() and KANA.search(text) and HAN.search(text):
        tables.append(zh.table())
    return [lex.material for lex in tables if lex.material is not NEVER]


# The speaker as the subject of the verb ("je corrige :", "I correct:", "ich korrigiere:"): an
# account of what the speaker does (a correction of what was just said), no order to work on
# what follows; so is the verb right after a self-repair's hesitation ("…, Moment, korrigiere:
# …", "…, warte, korrigiere: …"), the speaker mending their own words.
_SPEAKER_BEFORE = re.compile(
    # (and the one told, French's "je t'explique :", "je vous résume :": the speaker telling the
    # addressee, issue 33, fifteenth round)
    r"(?<!\w)(?:je|j['’]|me|I|yo|me|io|mi|ich)\s*(?:(?:te|vous)\s+|t['’]\s*)?$|"
    r"[,،]\s*(?:moment|warte|nee|nein|äh|ähm|sorry|wait|no|attends|non|espera|aspetta|ой|нет|لحظة|لا)\s*[,،]\s*$",
    re.I,
)


def _announces(pattern: re.Pattern[str], view: str, end: int) -> re.Match[str] | None:
    """The first place the pattern announces material, the verb not said by the speaker of
    themself."""
    if not may_match(pattern, view):
        return None  # (the view holds none of the words the pattern needs: needed_words)
    for m in pattern.finditer(view, 0, end):
        if not _SPEAKER_BEFORE.search(view, max(0, m.start() - 16), m.start()):
            return m
    return None


def view_of(text: str) -> str:
    """The masked view of a message: quotations, code and pasted material blanked (text.py),
    and after "Summarise this:" or a pasted email's header, everything (material to work on)."""
    view = prepare(text)
    end = len(view.rstrip())  # past this, only blanked material
    cuts = [m.end() for pattern in material_patterns(view) if (m := _announces(pattern, view, end))]
    low = view.casefold()
    cuts += [
        m.start()
        for needs, pattern in _PASTED
        if needs(low) and (m := pattern.search(view, 0, end))
    ]
    if "\n" in view:
        handed = _HANDED_OVER.search(view, 0, end)
        if handed:
            cuts.append(handed.end())
    if cuts:
        view = cut_material(view, min(cuts))
    return view
