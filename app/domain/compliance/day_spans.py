"""(ko zh ja; check-ze-east) Spans of days named by their holiday or by "during", for the rules
that hold only then (rule_scope.TIMED): "설 연휴 동안에는", "추석 연휴엔", "国庆期间", "農曆新年期間",
"春节期间（除夕到初七）", "お盆休みの間は", "連休中は". The checker cannot tell when an output is made,
so a deed the rule refuses is in doubt, as under a weekday's rule. Not the span's own things
("春节期间的订单", "年末年始の売上", "연휴 기간 매출"): Korean's word needs its particle or 동안, 중,
때 after it; Chinese's and Japanese's no 的 or の."""

from __future__ import annotations

# what follows a Korean holiday's word when it is the span the rule holds in
_KO_SPAN = (
    r"\s*(?:기간\s*(?:에는|엔|에|에도|동안|중)|동안|중|때|에는|엔|에도|에)(?:에는|엔|에|은|는|도)?"
    r"(?![가-힣])"
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
    + [f"{w}(?![的之の])" for w in _ZH]
    + [f"{w}(?:中|の間|のあいだ)?(?:は|に|も)" for w in _JA]
)
