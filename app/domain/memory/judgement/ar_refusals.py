"""Arabic: what takes a sentence out of the rules though it has a rule's form (the table's `one_off`,
`hedge`, `past` and `reported`): one occasion, a guess, the past, someone else's words; ar.py is the
rest of the table. Each is a tuple of alternatives for `ar_script.ax`."""

from __future__ import annotations

from app.domain.memory.judgement.ar_script import W

# "Today", not "the day" of a date ("اليوم الخامس من كل شهر", "اليوم الأخير", "اليوم التالي"; issue 33,
# fourteenth round): the day with an ordinal after it is a day of the calendar, no occasion; "the
# same day" ("في نفس اليوم", "في ذات اليوم") is the day of each case, none
TODAY = (
    r"(?<![ن][ف][س]\s)(?<![ذ][ا][ت]\s)اليوم(?!\s+(?:الأول|الثاني|الثالث|الرابع|الخامس|السادس|السابع|الثامن|التاسع|العاشر|الأخير|التالي|"
    r"السابق|\d))"
)

# One occasion: what to say once, now, this one only, a hand-over to the speaker, today.
ONE_OFF = (
    # what to say once, its content a clause ("رد عليهم إننا قرأناه", "قل له إنه جاهز")
    r"(?:^|\s)(?:رد|قل|قول|اكتب|أخبر|خبر|بلغ|أبلغ|ابعت)\s+(?:\S+\s+)?(?:إن|أن|ان)(?:نا|ه|ها|هم)"
    + W,
    # "الآن" closing a clause is this moment; "من الآن" ("from now on") is another word
    r"(?:^|\s)(?!(?:من|حتى)\s)\S+\s+الآن(?=\s*(?:[،,.!]|$))",
    r"(?:بس|فقط)\s+ل(?:هذا|هذه)\s+(?!المشروع)\S+",
    # "this one only" after what it names ("في هذا الـ PR بس مسموح …")
    r"(?:في|ل)\s*(?:هذا|هذه)\s+(?!المشروع)(?:الـ\s*)?\S+\s+(?:بس|فقط)" + W,
    # a purpose with the speaker as its subject: a hand-over ("… عشان أشوفها")
    r"(?<![\u0621-\u064a])(?:عشان|علشان|حتى|لكي|كي)\s+أ\S+",  # (a word of its own: not "اشتكى")
    # (an exception as a noun of the rule, "سبب كل استثناء", is no occasion: the adverb is
    # the word alone at a clause's edge)
    r"(?:(?:^|[،,]\s*)استثناء(?=\s*(?:[،,.!]|$))|كاستثناء|استثنائيا|لمرة\s+واحدة|هذه\s+المرة\s+فقط)",
    r"عندما\s+يكون\s+لديك\s+وقت",
    r"(?:لهذه\s+المهمة|هذه\s+المرة|في\s+هذا\s+الملف|لهذا\s+الملف|"
    + TODAY
    # ("yesterday" as a word, not the end of "الخامس")
    + r"|غدا|(?<![\u0621-\u064a])أمس|الآن\s+فقط|مؤقتا|حاليا|دلوقتي|هلأ|هلق|"
    r"في\s+الوقت\s+الحالي|هذا\s+الأسبوع|لمرة\s+واحدة)" + W,
)

# A hedge: a guess, a supposition, the speaker's doubt.
HEDGE = (
    r"(?:ربما|لعل|من\s+الممكن|ممكن\s+أن|يمكن\s+أن|أظن|أعتقد|في\s+يوم\s+ما|سنرى|إن\s+أمكن)" + W,
    r"(?:^|\s)قد\s",
    # "I don't know" said alone after a comma (Gulf "مدري", "ما أدري", Egyptian "مش عارف"; issue 33,
    # eighteenth round): the speaker's doubt; never "… why", "… if", "… how"
    # (thirtieth round: "still" or an oath before it and the Levantine and Egyptian "not sure", "…، بس
    # لسه مش متأكد", "…، بس والله ما بعرف")
    # (review of the thirtieth round, 10: the doubt closing its sentence or clause, at most an "at
    # all", an oath or "of it" after it; never with a complement of its own, which is a reason
    # given for the rule, "…، والله ما بعرف أقرأ كود من غير تعليقات", "…، بس مش متأكد من الهمزات",
    # nor "… why", "… if", "… how")
    r"[،,]\s*(?:بس\s+)?(?:(?:لسه|لسا|لسّه|والله)\s+)?(?:مدري|ما\s+[أا]دري|ما\s+بعرف|مش\s+عارف|مو\s+متأكد|مش\s+متأكد)"
    r"(?=(?:\s+(?:أبد\S*|ابد\S*|والله|خالص|بالمرة|صراحة|منه|منها))?\s*(?:[،,.!؟?]|$))",
)

# The past: what was, where the speaker worked before.
PAST = (
    r"(?:لم\s+يكن|لم\s+تكن|لم\s+نكن)",
    r"(?:كنت|كنا|كانت|كانوا|سابقا|في\s+عملي\s+السابق|في\s+الماضي|العام\s+الماضي|"
    r"المرة\s+الماضية|استخدمت|استخدمنا|الأسبوع\s+الماضي|الشهر\s+الماضي|السبرنت\s+الماضي)" + W,
)
# "كان" is the past, but "إذا كان …" ("if … is") is a condition.
PAST_KAN = r"(?<!إذا )(?<!اذا )(?<!إن )(?<!لو )(?<!مهما )(?<![\u0621-\u064a])كان(?![\u0621-\u064a])"

# Someone else's words: according to, he says, it is written.
REPORTED = (
    r"^\s*(?:حسب|بحسب|وفقا\s+ل|على\s+حد\s+قول|كما\s+يقول|كما\s+قال)",
    r"^\s*(?:يقول|تقول|قال|قالت)" + W,
    r"^\s*(?:يرى|ترى)\s+(?:أن|ان|إن|بأن)" + W,
    r"\S\s+(?:يقول|تقول|ينص|تنص|قال|قالت|قالوا|ينصح|تنصح|ينصحون|يوصي|توصي|يوصون)" + W,
    r"(?:^|\s)مكتوب(?:\s+فيه|\s+فيها)?" + W,
    r"^\s*(?:زميلي|زميلتي|مديري|مديرتي|صديقي|عميلي|هو|هي|هم)" + W,
    r"(?:قال|قالت|يقول|تقول)\s+(?:إن|أن)" + W,
)
