"""Arabic.

Patterns are written plainly; `ax` lets every letter carry optional diacritics and tatweel,
and reads the hamza forms of alif (ا أ إ آ), alif maqsura / ya, and ta marbuta / ha alike.

"أفضل" is both "I prefer" (أُفَضِّل) and "best" (أَفْضَل). Only the verb is a preference: it is
read as one when written with its shadda (أفضّل), after "أنا", or before "أن" ("أفضل أن …").
Otherwise ("أفضل طريقة هي …", "أفضل الممارسات …") it is the adjective and nothing is saved.
"""

from __future__ import annotations

import re

from app.domain.judgement.lexicon import Form, Lexicon

_MARKS = "[\u064b-\u0652\u0640]*"  # any diacritics (shadda among them) and tatweel
_HARAKAT = "[\u064b-\u0650\u0652\u0640]*"  # the same but the shadda
_SHADDA = "\u0651"
_LETTERS = {
    "ا": "[اأإآ]",
    "أ": "[اأإآ]",
    "إ": "[اأإآ]",
    "آ": "[اأإآ]",
    "ي": "[يى]",
    "ى": "[يى]",
    "ة": "[ةه]",
}


def _arabic(pattern: str) -> str:
    out: list[str] = []
    in_class = escaped = False
    for ch in pattern:
        if escaped:
            out.append(ch)
            escaped = False
            continue
        if ch == "\\":
            escaped = True
            out.append(ch)
            continue
        if ch == "[" and not in_class:
            in_class = True
        elif ch == "]" and in_class:
            in_class = False
        if not in_class and "\u0621" <= ch <= "\u064a":
            out.append(_LETTERS.get(ch, ch) + _MARKS)
        elif not in_class and ch == _SHADDA:
            # A shadda written in a pattern is required after its letter.
            out[-1] = out[-1].removesuffix(_MARKS) + _HARAKAT + _SHADDA + _MARKS
        else:
            out.append(ch)
    return "".join(out)


def ax(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{_arabic(a)})" for a in alternatives))


_W = r"(?![\u0621-\u064a])"  # the end of an Arabic word

LEXICON = Lexicon(
    code="ar",
    openers=ax(
        r"^\s*(?:مرحبا|أهلا|السلام\s+عليكم|صباح\s+الخير|مساء\s+الخير|شكرا(?:\s+(?:لك|جزيلا|على\s+[^،,.!:؛]{1,40}))?|"
        r"حسنا|تمام|ممتاز|رائع|أيضا|بالمناسبة|ملاحظة|مهم|قاعدة\s+أخرى)"
        r"\s*(?:[،,:!\-–—]+\s*|\s+(?=(?:من|دائما|أبدا|لا|تذكر|أنا|نحن|في|كل)))",
    ),
    please=ax(r"[،,]?\s*(?:من\s+فضلك|لو\s+سمحت|رجاء)" + _W + r"\s*[،,]?\s*"),
    lead_in=ax(
        r"(?:من\s+الآن\s+فصاعدا|من\s+الآن\s+وصاعدا|من\s+اليوم\s+فصاعدا|من\s+الآن|من\s+اليوم|بعد\s+الآن|منذ\s+الآن|"
        r"مستقبلا|في\s+المستقبل|من\s+هنا\s+فصاعدا|(?i:from\s+now\s+on))" + _W + r"\s*[،,:]?\s*",
    ),
    scope_user=ax(
        r"[،,]?\s*في\s+(?:كل|جميع)\s+(?:مشاريعي|المشاريع|مشروعاتي)" + _W + r"\s*[،,:]?\s*",
        r"في\s+أي\s+مشروع" + _W + r"\s*[،,]?\s*",
    ),
    scope_session=ax(
        r"[،,]?\s*(?:في|خلال|طوال)\s+(?:هذه\s+(?:المحادثة|الجلسة|الدردشة)|هذا\s+(?:الحوار|الشات))"
        + _W
        + r"\s*[،,:]?\s*"
    ),
    scope_space=ax(r"[،,]?\s*في\s+هذا\s+(?:المشروع|المستودع)" + _W + r"\s*[،,:]?\s*"),
    polite_frame=ax(r"^\s*(?:هل\s+)?(?:يمكنك|تستطيع|ممكن|أرجو\s+أن)\s+"),
    question=ax(r"[؟?]\s*$", r"^\s*هل" + _W),
    one_off=ax(
        r"(?:لهذه\s+المهمة|هذه\s+المرة|في\s+هذا\s+الملف|لهذا\s+الملف|اليوم|غدا|أمس|الآن\s+فقط|مؤقتا|حاليا|"
        r"في\s+الوقت\s+الحالي|هذا\s+الأسبوع|لمرة\s+واحدة)" + _W,
    ),
    hedge=ax(
        r"(?:ربما|لعل|من\s+الممكن|ممكن\s+أن|يمكن\s+أن|أظن|أعتقد|في\s+يوم\s+ما|سنرى|إن\s+أمكن)" + _W,
        r"(?:^|\s)قد\s",
    ),
    past=ax(
        r"(?:كنت|كنا|كان|كانت|كانوا|سابقا|في\s+عملي\s+السابق|في\s+الماضي|العام\s+الماضي|المرة\s+الماضية|استخدمت|استخدمنا)"
        + _W
    ),
    reported=ax(
        r"^\s*(?:زميلي|زميلتي|مديري|مديرتي|صديقي|عميلي|هو|هي|هم)" + _W,
        r"(?:قال|قالت|يقول|تقول)\s+(?:إن|أن)" + _W,
    ),
    everyday=ax(r"لا\s+تقلق|لا\s+تقلقي|لا\s+داعي\s+للقلق|يتعطل|يتوقف|ينهار|يتجمد|سأتولى"),
    negated_memory=ax(r"لا\s+(?:تحفظ|تتذكر|تسجل|تخزن|تحفظي)" + _W, r"انس\s+(?:هذا|ذلك)" + _W),
    context_less=ax(
        r"^\s*(?:افعلها|افعل\s+ذلك|اعملها)\s+(?:هكذا|كذلك|بنفس\s+الطريقة)",
        r"^\s*(?:هذا|هذه|ذلك|تلك)\s*[.!]?\s*$",
        r"هكذا",
    ),
    filler=frozenset(
        [
            "افعلها",
            "افعل",
            "اعملها",
            "هكذا",
            "هذا",
            "هذه",
            "ذلك",
            "كذلك",
            "بنفس",
            "الطريقة",
            "دائما",
            "أبدا",
            "مثل",
            "نفس",
            "الشيء",
        ]
    ),
    rule=(
        ax(
            r"(?:دائما|أبدا|في\s+كل\s+مرة|كل\s+مرة|لكل|قبل\s+كل|بعد\s+كل|باستمرار|على\s+الدوام|بلا\s+استثناء)"
            + _W
        ),
        ax(r"^\s*لا\s+ت\S+"),
        ax(
            r"^\s*(?:استخدم|استعمل|ضع|اكتب|أجب|اجعل|تجنب|اتبع|رد)"
            + _W
            + r"\s+(?!(?:هذا|هذه|ذلك|تلك)"
            + _W
            + r")\S"
        ),
        ax(r"^\s*(?:نحن\s+)?(?:نستخدم|نكتب|ننشر|نتبع|نفضل|نضع|نعمل|نستعمل)" + _W),
        ax(r"^\s*[^،,.]{2,40}?\s+(?:يجب\s+أن|يجب|ينبغي\s+أن|توضع|يوضع|تكتب|يكتب)" + _W),
    ),
    preference=ax(r"(?:أفضل|أحب|يعجبني|نفضل)" + _W),
    material=ax(
        r"(?:لخص|ترجم|راجع|صحح|اختصر|اشرح|حسن|أعد\s+صياغة)" + _W + r"[^.!؟\n:]{0,40}[:：]",
        r"(?:إليك|هذا\s+هو|هذه\s+هي)" + _W + r"[^.!؟\n:]{0,60}[:：]",
    ),
    retraction=ax(r"(?:انس(?:َ)?\s+(?:الأمر|ذلك|هذا)|لا\s+تهتم|لا،?\s+انتظر|تجاهل\s+ذلك|ألغ\s+ذلك)"),
    remember=(
        Form(
            ax(
                r"^\s*(?:من\s+فضلك\s+|رجاء\s+)?(?:تذكر|تذكري|تذكروا|احفظ|احفظي|احفظوا)"
                + _W
                + r"\s*(?:[:،,]\s*)?(?:(?:أن|بأن)"
                + _W
                + r"\s*)?(?P<rest>.+)$"
            )
        ),
    ),
    prefer=(
        Form(ax(r"^\s*(?:أنا\s+)?أفضّل" + _W + r"\s*(?P<rest>.+)$")),
        Form(ax(r"^\s*أنا\s+أفضل" + _W + r"\s*(?P<rest>.+)$")),
        Form(ax(r"^\s*أفضل\s+(?P<rest>أن" + _W + r".+)$")),
    ),
    not_remembered=ax(r"^(?:هذا|هذه|ذلك|تلك|متى|عندما)" + _W),
    not_preferred=ax(r"^(?:هذا|هذه|ذلك|تلك|لا)" + _W),
    prefer_cut=ax(r"[،,]\s*(?:لذا|لذلك|لأن|لكن|و)" + _W + r"|؛"),
)
