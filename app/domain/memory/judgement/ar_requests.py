"""Arabic: the forms of an explicit request (SPEC §2.1) and the words that say there is
nothing to keep; the rest of the language's table is ar.py."""

from __future__ import annotations

from typing import Any

from app.domain.memory.judgement import asked_ahead, kept_that
from app.domain.memory.judgement.ar_script import W, ax
from app.domain.memory.judgement.lexicon import Form

# how well or how long a thing is to be kept, said after the retention verb
KEPT_WELL = r"جيدا|دائما|دايما|كويس|زين|منيح|تماما"


def request_forms() -> dict[str, Any]:
    """The table's request slots (remember, prefer, remember_back, remember_asked, …)."""
    return {
        "remember_back": ax(
            r"^\s*(?:تذكر|احفظ)\s+(?:ذلك|هذا|هذه\s+المعلومة)\s*[.!]*\s*$|^\s*(?:خليك\s+فاكر|افتكر)(?:\s+(?:ده|دي|هذا))?\s*[.!]*\s*$"
        ),
        "asked_ahead": ax(asked_ahead.question("ar")),
        # "هل يمكنك أن تتذكر أن …؟", "ممكن تفتكر إن …؟": the remember verb asked for
        "remember_asked": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("ar"),
            Form(
                ax(
                    r"^\s*(?:هل\s+)?(?:يمكنك|ممكن|بإمكانك|تقدر|تقدري|تستطيع)\s+(?:أن\s+)?(?:تتذكر|تتذكري|تفتكر|تفتكري|تحفظ)"
                    + W
                    + r"\s*(?:[:،,]\s*)?(?:(?:أن|بأن|إن)"
                    + W
                    + r"\s*)?(?P<rest>.+)$"
                )
            ),
        ),
        "remember": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("ar"),
            # keeping said by the memory itself ("أضف إلى ذاكرتك أن …", "ضيف لذاكرتك إن …")
            Form(
                ax(
                    r"^\s*(?:من\s+فضلك\s+|رجاء\s+)?(?:أضف|اضف|أضيفي|ضيف|ضيفي|احفظ|احفظي)"
                    + W
                    + r"\s+(?:(?:هذا|هذه|ده|دي)\s+)?(?:إلى\s+|الى\s+|في\s+|ل)ذاكرتك\s*(?:[:：،,]\s*)?(?:(?:أن|بأن|إن|ان)"
                    + W
                    + r"\s*)?(?P<rest>.+)$"
                )
            ),
            # "احفظ عندك: …", "دوّن هذا: …": a verb of saving or noting, what is kept pointed at, then a
            # colon ("احفظ الملف باسم …" saves a file)
            Form(
                ax(
                    r"^\s*(?:من\s+فضلك\s+|رجاء\s+)?(?:احفظ|احفظي|سجل|سجلي|دون|دوني|اكتب|اكتبي)"
                    + W
                    + r"(?:\s+(?:عندك|هذا|هذه|ده|دي|لي))*\s*[:：]\s*(?P<rest>.+)$"
                )
            ),
            Form(
                ax(
                    r"^\s*(?:من\s+فضلك\s+|رجاء\s+)?(?:تذكر|تذكري|تذكروا|احفظ|احفظي|احفظوا|افتكر|افتكري|"
                    r"خليك\s+فاكر|خليكي\s+فاكرة|(?:خلك|خليك)\s+متذكر|خلي\s+في\s+بالك|خد\s+بالك|ضع\s+في\s+اعتبارك|خذ\s+علما|خذوا\s+علما)"
                    + W
                    # the verb's own complements before what it keeps: "احفظ عندك إن …", "تذكّر جيدًا أن …"
                    + r"\s*(?:(?:عندك|"
                    + KEPT_WELL
                    + r")(?:\s+(?:"
                    + KEPT_WELL
                    + r"))?\s+(?=(?:أن|بأن|إن)"
                    + W
                    + r"))?"
                    + r"(?:[:،,]\s*)?(?:(?:أن|بأن|إن)"
                    + W
                    + r"\s*)?(?P<rest>.+)$"
                )
            ),
            # "لا تنس أن …": remember, said the other way round
            Form(
                ax(
                    r"^\s*لا\s+(?:تنس|تنسى|تنسي|تنسوا)"
                    + W
                    + r"\s*(?:[:]\s*|[،,]?\s*(?:أن|بأن|إن)"
                    + W
                    + r"\s*(?![\sت]))(?P<rest>.+)$"
                )
            ),
        ),
        "prefer": (
            Form(
                ax(
                    r"^\s*(?:أنا\s+)?(?:(?:عادة|عادةً|غالبا|غالباً)\s+)?أفضّل"
                    + W
                    + r"\s*(?P<rest>.+)$"
                )
            ),
            Form(ax(r"^\s*أنا\s+أفضل" + W + r"\s*(?P<rest>.+)$")),
            # a liking with the speaker named ('أنا أحب الكود يكون مختصر'), as in the other tables
            Form(ax(r"^\s*أنا\s+(?:أحب|بحب|أحبّ)" + W + r"\s*(?P<rest>.+)$")),
            Form(ax(r"^\s*أفضل\s+(?P<rest>أن" + W + r".+)$")),
            # a leaning of the speaker's before the prefer masdar ("أميل إلى تفضيل …")
            Form(ax(r"^\s*(?:أنا\s+)?أميل\s+(?:إلى\s+|الى\s+|ل)تفضيل" + W + r"\s*(?P<rest>.+)$")),
            # the speaker's preference as a noun ("تفضيلي الشخصي هو …")
            Form(
                ax(
                    r"^\s*تفضيلي(?:\s+الشخصي)?\s*(?:[:\-–—]\s*|(?:هو|هي)"
                    + W
                    + r"\s*)?(?P<rest>.+)$"
                )
            ),
            # a liking said of a generic "when" ("يعجبني لما تكون الدوال قصيرة", "بحب لما …")
            Form(
                ax(
                    r"^\s*(?:أنا\s+)?(?:يعجبني|بيعجبني|أحب|بحب|أحبّ)\s+(?:لما|لمّا|عندما|حين|حينما|لمن)"
                    + W
                    + r"\s*(?P<rest>.+)$"
                )
            ),
        ),
        "not_remembered": ax(
            r"^(?:هذا|هذه|ذلك|تلك|متى|عندما)" + W,
            asked_ahead.placeholder("ar"),
            # (a file saved, not a fact kept, "احفظ الملف باسم …", is asked where the "that" before the
            # kept words is seen: file_or_fact.py)
            # (twenty-eighth round) how the one addressed is to write to the speaker ("أرجو أن تكتب
            # لي دون مصطلحات …", "أكون ممتناً لو كتبت لي بجمل قصيرة"): "to me" and the manner, no
            # fact; the manner's words listed ("لي بطاقة المكتبة …", "لي بأن …" keep a fact)
            r"^(?:لي|ليا)\s+(?:ب(?:جمل|لغ[ةه]|ال(?:عربي|عربية|إنجليزي|انجليزي|إنجليزية|انجليزية|فصحى|عامية)"
            r"|اختصار|إيجاز|ايجاز|أسلوب|اسلوب|شكل|طريق[ةه]|كلمات|نقاط|تفصيل|وضوح|هدوء|لطف)|دون|بدون|من\s+غير|بلا)"
            r"(?!\S*\s+(?:إن|ان|أن)\s)",
        ),
        # ("تلك التي …", those that …, is a kind: a relative follows)
        "not_preferred": ax(
            r"^(?:هذا|هذه|ذلك|تلك|لا)" + W + r"(?!\s*(?:\S+\s+)?(?:التي|الذي|الذين|اللي))"
        ),
        "prefer_cut": ax(r"[،,]\s*(?:لذا|لذلك|لأن|لكن|و)" + W + r"|؛"),
    }
