"""Arabic: a plain statement of how each thing of a kind is done here, with no rule word (the
table's `kind_made`); ar.py is the rest of the table. Patterns are written plainly (`ax` in ar.py
lets every letter carry optional diacritics and tatweel)."""

from __future__ import annotations

from app.domain.memory.judgement.ar_script import W
from app.domain.memory.judgement.place_ways import AR_WAY_AFTER_PLACE

# a kind named as a definite noun and how each is kept or made, in the present (the
# passive, the Levantine "b-" and "m-", the Egyptian negative "ما…ش"), then how, where or
# when ("التذاكر تتقفل بعد أسبوعين", "الملفات الكبيرة ماتنرفعش على جيت", "جميع الاتصالات …
# تمر عبر البوابة", "النسخ الاحتياطية منحتفظ فيها أسبوعين"), or its place named
# ("الـ API keys مكانها الـ env variables"); never what goes wrong with it or how long it takes
# Now, a season, how much (issue 33, fourteenth round): what holds today or of the world, no way of
# the team's ("اليوم" only as "today", not "the fifth day": "اليوم الخامس", nor "the same day":
# "في نفس اليوم", "في ذات اليوم")
_NOW_OR_WORLD = (
    r"(?![^.؟?!]*(?<![\u0621-\u064a])(?:(?<![ن][ف][س]\s)(?<![ذ][ا][ت]\s)اليوم(?!\s+ال[\u0621-\u064a]+\s*(?:من|$|[.،,]))|الليلة|غدا|بكرة|بكره|الآن|حاليا|"
    r"دلوقتي|هلق|هلأ|امبارح|الصيف|الشتاء|الربيع|الخريف|رمضان|العيد|بكثرة|كثيرا|هذا|هذه|هذي|هاي)"
    + W
    + r")"
)

KIND_MADE = (
    AR_WAY_AFTER_PLACE,
    # (the users or the clients are no kind the team makes: "المستخدمين بيدخلوا …")
    r"^\s*(?!(?:(?:كل|جميع)\s+)?(?:المستخدمين|المستخدمون|العملاء|الزبائن|الناس|الموظفين)" + W + r")"
    # (a kind joined to a definite noun is a sound plural: "ملفات الترجمة", "طلبات الدمج"; the
    # words up to the verb hold no comma and no negated future or past: "… لن يكون …")
    # (or a broken plural heading one: "تقارير المبيعات", "نسخ التطبيق"; or every item of a kind
    # without the article: "كل تذكرة عاجلة")
    r"(?:(?:كل|جميع)\s+(?!(?:يوم|مرة|صباح|مساء|ليلة|أسبوع|شهر|سنة|ساعة)" + W + r")(?=[^\sال])\S+|"
    r"(?:(?:كل|جميع)\s+)?(?:(?!(?:اليوم|امبارح|أمس|هذا|هذه|هاي|هاد|هذي|معظم|أغلب|بعض|كثير|نص|نصف|باقي|أكثر|أقل|عامة|غالبية)"
    + W
    + r")[\u0621-\u064a]+\s+)?ال\S*)(?:\s+(?!(?:لن|لم|كان|كانت)"
    + W
    + r")[^\s،,]+){0,4}?\s+"
    r"(?!(?:ما\s*)?(?:ب|م)?(?:تفشل|يفشل|تتعطل|يتعطل|تطيح|يطيح|تعلق|يعلق|تتأخر|يتأخر|تبطئ|يبطئ|تستغرق|يستغرق|"
    r"تاخذ|ياخذ|تأخذ|يأخذ|تخرب|يخرب|تضرب|يضرب|تخلص|يخلص|تنتهي|ينتهي|تشتغل|يشتغل|"
    # (nor a going or travelling: "المدير يسافر كل شهر …"; issue 33, fourteenth round)
    r"يسافر|تسافر|يروح|تروح|يرجع|ترجع)" + W + r")"
    r"(?:ما\s*)?(?:ب|م)?[يتن]\S{2,}(?:\s+و(?:ب|م)?[يتن]\S{2,})?\s+(?:ب(?!عدين|كرة|كره)\S+|ل(?!ل)[\u0621-\u064a]{3,}|في|فيها|فيه|فيهم|على|عليها|عليه|عليهم|عبر|بعد|قبل|خلال|فقط|بس|إلا|غير|مع|حسب|لل\S+|"
    r"لمدة|كل|بدون|من|الأول|أول|أولا|عن\s+طريق|لدى|عند)" + W,
    # ("بعدين", "بكرة": later, tomorrow, no way; "to" before any noun is one: "نقربها لأقرب ألف";
    # issue 33, fifteenth round)
    # the kind put first, taken up by the pronoun joined to the verb, and who does it named
    # after it ("طلبات السفر يعتمدها المدير المباشر", "الفواتير الكبيرة يوقعها المدير المالي"):
    # whose step it is; never the past ("وقعها المدير امبارح")
    r"^\s*(?:[\u0621-\u064a]+\s+)?ال[\u0621-\u064a]+(?:\s+ال[\u0621-\u064a]+){0,2}\s+(?:(?:كمان|دايما|دائما|بس|فقط)\s+)?"
    r"(?:ب)?[يت][\u0621-\u064a]{2,}(?:ها|ه|هم)\s+ال[\u0621-\u064a]{2,}",
    # an act named by its verbal noun, and the span it is done within ("الرد على العملاء خلال
    # أربع وعشرين ساعة", "مراجعة طلبات الدمج خلال يومين", "تسليم التقارير خلال أول ثلاثة أيام"):
    # a deadline the team keeps, said with no verb (the nouns of the patterns تفعيل, مفاعلة,
    # إفعال, افتعال, and the short ones of handling: رد, حل, دفع); never past ("الماضي", "امبارح")
    r"^\s*(?:ال)?(?:رد|حل|دفع|شحن|نشر|دمج|فحص|ت[\u0621-\u064a]{2}ي[\u0621-\u064a]|م[\u0621-\u064a]{2}ا[\u0621-\u064a]ة|"
    r"م[\u0621-\u064a]ا[\u0621-\u064a]{2}ة|إ[\u0621-\u064a]{2}ا[\u0621-\u064a]|ا[\u0621-\u064a]ت[\u0621-\u064a]ا[\u0621-\u064a])"
    r"\s+(?:[^\s،,.]+\s+){0,4}?خلال\s+(?![^.،,]*(?:الماضي|الماضية|امبارح|أمس|البارح)"
    + W
    + r")[^.،,؟?]{2,40}(?:[.!]\s*)?$",
    # every item of a kind and the span it is handled within, its verb passive ("كل طلب
    # استرجاع يُعالج خلال خمسة أيام", "كل شكوى يُرد عليها خلال يوم")
    r"^\s*كل\s+\S+(?:\s+\S+)?\s+(?:ي|ت)ُ\S+(?:\s+(?:عليها|عليه|لها|له))?\s+خلال\s+\S",
    r"^\s*(?:[\u0621-\u064a]+\s+)?ال\S*(?:\s+\S+){0,3}?\s+مكان(?:ها|ه|هم)\s+\S",
    # (issue 33, fourteenth round) the passive present put first, then the kind it is said of
    # (with or without its article, up to three words), then within a few words how, where, when
    # or through whom ("تُحفظ ملفات التصميم في المجلد المشترك", "تُرسل العقود الموقعة إلى قسم
    # المحاسبة خلال يومين", "يُرد على التذاكر العاجلة خلال ساعتين"); never the weather, a season,
    # how much or now ("تُباع المراوح بكثرة في الصيف"), never what is said ("يُقال إن …")
    r"^\s*(?:لا\s+)?"
    + _NOW_OR_WORLD
    + r"(?!(?:تنزل|ينزل|يزيد|تزيد|يقل|تقل|يرتفع|ترتفع|ينخفض|تنخفض|يكون|تكون|يوجد|توجد|"
    r"يصير|تصير|يقال|يقول|تقول|يبدو|تبدو|يلعب|تلعب|يوم|يناير|يونيو|يوليو)" + W + r")"
    # (a noun of the verb's letters is no verb: "تقرير", "تفاعل", "تذكرة", "تحديثات")
    r"(?!ت[\u0621-\u064a]{2}ي[\u0621-\u064a]"
    + W
    + r"|ت[\u0621-\u064a]ا[\u0621-\u064a]{1,2}"
    + W
    + r"|[\u0621-\u064a]*(?:ات|ة)"
    + W
    + r")"
    r"[يت]ُ?[\u0621-\u064a]{2,}(?:\s+(?:على|عن|إلى|الى|في|من))?"
    r"(?!\s+(?:الأطفال|الناس|العملاء|الزبائن|المستخدمين|المستخدمون)"
    + W
    + r")(?:\s+[\u0621-\u064a]+){1,3}?\s+"
    r"(?:في|على|إلى|الى|عبر|خلال|قبل|بعد|من\s+قبل|عن\s+طريق|حسب|فقط|بس|بدون|دون|لدى|عند|كل|لل[\u0621-\u064a]+)"
    + W,
    # a kind set apart by "as for", then what the team does with it or what is done to it in the
    # present ("بالنسبة للعقود الجديدة، بنبعتها للمحامي …", "أما الفواتير المتأخرة، فنرسل …",
    # "بخصوص طلبات الإجازة، تُقدم عبر البوابة …"); never the team's past ("نسيناها"), nor now
    r"^\s*(?:و)?(?:بالنسبة\s+(?:ل|لل|إلى|الى)|فيما\s+يخص|بخصوص|أما)\s*[^،,.؟?!]{2,40}[،,]\s*"
    + _NOW_OR_WORLD
    + r"(?:ف)?(?:ما\s*|مش\s+|لا\s+)?(?:(?:ب|م)?ن|[يت]ُ)(?![\u0621-\u064a]*(?:نا|ناها|ناه|ناهم)"
    + W
    + r")"
    r"[\u0621-\u064a]{2,}\s+\S",
)


# --- a role's duty in the plain present (issue 33, fifteenth round; read by duties.py): whoever does
# a part of the work, named by a definite noun (with a definite adjective, or heading a definite
# noun: "مسؤول المخزن"), a present of doing ("ي/ت", Levantine and Egyptian "ب"), then what makes it a
# duty rather than a happening: every item, a step it comes before, a bound, the first day of someone
# new, at once, only one way or a way refused ("الموظف الجديد يستلم اللابتوب … في أول يوم دوام");
# never one's own or private life, never coming, going or being, never now, today or a past
AR_NOT_NOW = (
    r"(?![^.؟?!]*(?<![\u0621-\u064a])(?:اليوم|الليلة|غدا|غداً|بكرة|بكره|الآن|حاليا|دلوقتي|هلق|هلأ|الحين|امبارح|"
    r"مبارح|أمس|هذا\s+الأسبوع|الأسبوع\s+هذا|الأسبوع\s+الجاي)" + W + r")"
)
_AR_NOT_ROLE = r"معظم|أغلب|بعض|كثير|نص|نصف|باقي|الوقت|الناس|الجيران|جاري|جارتي|أخوي|أخي|أختي|أمي|أبوي|أبي|زوجي|زوجتي|ابني|بنتي|القطة|الكلب|الطقس|الجو|السيستم|النظام|البرنامج"
AR_NOT_DOING = (
    r"(?:ب|بي|بت)?(?:يذهب|تذهب|يمشي|تمشي|يروح|تروح|يجي|تيجي|ييجي|يسافر|تسافر|يكون|تكون|يصير|تصير|ينام|تنام|ياكل|تاكل|يحب|تحب|يقول|تقول|"
    r"يعرف|تعرف|يشتغل|تشتغل|يسكن|تسكن|يعيش|تعيش|يرجع|ترجع|يوصل|توصل|يتأخر|تتأخر|يغيب|تغيب)"
)
DUTY = (
    r"^\s*"
    + AR_NOT_NOW
    + r"(?!(?:"
    + _AR_NOT_ROLE
    + r")"
    + W
    + r")(?:ال[\u0621-\u064a]{2,}|[\u0621-\u064a]{3,}(?=\s+ال))"
    r"(?:\s+ال[\u0621-\u064a]{2,}){0,2}\s+(?!"
    + AR_NOT_DOING
    + W
    + r")(?:ب|بي|بت)?[يت][\u0621-\u064a]{2,}\s+"
    r"(?=[^.؟?!]*(?<![\u0621-\u064a])(?:كل|لكل|قبل|خلال|بعد\s+كل|نفس\s+اليوم|أول\s+يوم|أول|فورا|فوراً|على\s+طول|بس|فقط|"
    r"مش|مو|مب|وليس|لا|عن\s+طريق|عبر)" + W + r")[\u0621-\u064a]"
)
# whoever does a part of the work, named by what they do ("اللي ياخذ السيارة يعبي البنزين …", "من
# يستلم الطلب يسجله …"), then a present of doing
WHOEVER = (
    r"^\s*"
    + AR_NOT_NOW
    + r"(?:و)?(?:اللي|إللي|يلي|الي|من)\s+(?:ب|بي|بت)?[يت][\u0621-\u064a]{2,}(?:\s+[^\s،,.؟?!]+){0,6}?"
    r"\s*[،,]?\s+(?!"
    + AR_NOT_DOING
    + W
    + r")(?:ب|بي|بت|هو\s+اللي\s+)?[يت][\u0621-\u064a]{2,}\s+[\u0621-\u064a]"
)
