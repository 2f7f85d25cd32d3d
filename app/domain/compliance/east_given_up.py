"""(ja zh ko, check-w-east) Words that name a rule and ask nothing of it: the rule said abolished
("…というルールはもう廃止しました", "…那條規定，已經取消了", "예전 제한은 없앴어요" after what is now
allowed) and, in Chinese, whether it holds asked in one sentence ("只读从库是不是谁都不能写？").
told.told_or_asked asks; a room of its own beside told.py, which holds the other languages' past
told and questions."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy

# (ja zh ko, check-w-east) A rule named and said abolished ("マイグレーションは DBA だけ、というルール
# はもう廃止しました", "正式環境不准跑 migration 那條規定，已經取消了", "예전 제한은 없앴어요" after what is
# now allowed): the whole message tells of a rule no longer held, asking nothing.
_EAST_ABOLISHED = Lazy(
    r"[^。!！?？]{0,80}?(?:という|って)\s*(?:ルール|決まり|きまり|規則|運用)は\s*(?:もう|すでに|既に)?\s*"
    r"(?:廃止|撤廃)(?:しました|されました|になりました|です|した)\s*[。.!！]?"
    r"|[^。!！?？]{0,60}?(?:那条|那條|这条|這條)(?:规定|規定|规则|規則)\s*[，,]?\s*"
    r"(?:已经|已經|早就|早已)\s*(?:取消|废除|廢除|作废|作廢)了?\s*[。.!！]?"
    r"|[^.?!]{0,60}?(?:돼요|됩니다|괜찮아요|괜찮습니다)\s*[.!]\s*(?:예전|기존|이전|전에\s*있던)\s*"
    r"(?:제한|규칙|룰|규정)[은는이]?\s*(?:다\s*)?(?:없앴어요|없앴습니다|폐지했어요|폐지했습니다|풀었어요)\s*[.!]?"
)


# (zh, check-w-east) Whether a rule holds, asked in one sentence ("只读从库是不是谁都不能写？", "main
# 是否不能直接推？"): a question of what is so, its refusal the rule asked about, not given
_ZH_IS_IT_SO = Lazy(r"[^。!！?？]{0,60}?(?:是不是|是否|对不对|對不對)[^。!！?？]{0,40}[?？]")


def east_rule_given_up(text: str) -> bool:
    """Whether the whole of the words (normalised) name a rule and say it abolished."""
    return _EAST_ABOLISHED.fullmatch(text.strip()) is not None


def zh_asks_whether_it_holds(text: str) -> bool:
    """Whether the whole of the words (normalised) ask, in one Chinese sentence, whether a rule
    holds: its refusal is the rule asked about, not given."""
    return _ZH_IS_IT_SO.fullmatch(text.strip()) is not None
