"""(ko zh ja; check-ze-east) Spans of days named by their holiday or by "during", for the rules
that hold only then (rule_scope.TIMED): "설 연휴 동안에는", "추석 연휴엔", "国庆期间", "農曆新年期間",
"春节期间（除夕到初七）", "お盆休みの間は", "連休中は". The checker cannot tell when an output is made,
so a deed the rule refuses is in doubt, as under a weekday's rule. Not the span's own things
("春节期间的订单", "年末年始の売上", "연휴 기간 매출"): Korean's word needs its particle or 동안, 중,
때 after it; Chinese's and Japanese's no 的 or の."""

from __future__ import annotations

# what follows a Korean holiday's word when it is the span the rule holds in: 동안, 중 (bare or with
# its particle), 기간 or 때 with its particle, or the particle itself — never 도/에도 ("also then":
# "명절에도 예외 없음" holds the rule at every time, mend-ze-spans), and never before a word that
# ends in ㄴ, as a verb does that describes a thing ("휴가 때 찍은 사진": the photos', not the rule's)
_KO_ADNOMINAL = "".join(chr(0xAC00 + i * 28 + 4) for i in range(19 * 21))  # syllables ending in ㄴ
_KO_SPAN = (
    r"\s*(?:(?:기간\s*)?(?:동안|중)(?:에는|엔|에|은|는)?|(?:기간|때)\s*(?:에는|엔|에|은|는)|에는|엔|에)"
    r"(?![가-힣])(?!\s*[가-힣]*[" + _KO_ADNOMINAL + r"](?![가-힣]))"
)
_KO = ("연휴", "명절", "설날", "추석", "방학", "휴가")
_ZH = (
    "期间", "期間", "假期", "连假", "連假", "长假", "長假", "过年", "過年", "春节", "春節", "国庆",
    "國慶", "元旦",
)  # fmt: skip
_JA = ("年末年始", "お盆休み", "お盆", "正月", "連休", "ゴールデンウィーク", "休暇")

# the items of a word table (word_tables.table: ";" between them)
HOLIDAY_SPANS = ";".join(
    [f"{w}{_KO_SPAN}" for w in _KO]
    # (mend-ze-spans) not "also/even then" (过年也一样, 假期也不行, 假期都不行): the rule at every time
    + [f"{w}(?![的之の])(?!(?:期间|期間|假期|前后|前後)?\\s*(?:也|都|亦|还|還))" for w in _ZH]
    + [f"{w}(?:中|の間|のあいだ)?(?:は|に)(?!も)" for w in _JA]
)

# (mend-ze-spans) "at ordinary times too" beside a span ("元旦前后不要部署，平时也别直接推 main",
# "普段も", "평소에도"): the rule holds at every time, so the span does not bound it
ALWAYS_TOO = (
    r"(?:平时|平時|平常|平日|其他时间|其他時間|其它时间|其余时间|其餘時間|任何时候|任何時候)\s*(?:也|都|亦);"
    r"(?:普段|平日|いつ)\s*も;(?:평소|평일|평상시|평시|언제)\s*(?:에도|도)"
)
