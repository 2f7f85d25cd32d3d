"""A stage of the speaker's life put first, in Chinese and Japanese (issue 33, twenty-seventh round): "读幼儿园时，妈妈
每天傍晚骑车来接我", "上初中那三年，…", "念國小的時候，…", "在便利店值夜班那两年，我每晚…", Cantonese "細路嗰陣，
阿爸逢禮拜六…". What follows, however regular its cadence (每天, 逢禮拜六, 每个寒假), is the past told,
no one's way of working now: zh.py's `past` takes the pattern (the engine refuses it, as it refuses
小时候 and 细个嗰阵), and engine.second_kept asks `told` of the second opinion's candidates, which
learned to suggest a cadence whatever its time.

The stage is a school (幼儿园 … 大学, 國小 / 國中), optionally attended (读 / 念 / 上), closed by its
"when" (时 / 的时候 / 那会儿 / 嗰陣) or "those years" (那三年 / 嗰幾年); or any short clause closed by
"those N years" with the speaker or a then in the sentence (在补习班打工那两年，我…). Only at the sentence's start, before its comma; never "the first
two years" (头两年 / 前两年 / 入职头那两年: a rule's span), a school's part (高中部的学生…) nor a
lesson's time (上课时，…).
"""

from __future__ import annotations

import re

from app.domain.memory.judgement.zh_script import zx

# (written in Simplified; the characters zx does not pair are written in both: 國, 時, 陣, 細)
ZH = (
    r"^\s*(?:读|念|上)?(?:幼儿园|幼稚园|小学|[国國]小|初中|[国國]中|高中|中学|大学)(?:的)?"
    r"(?:[时時]候?|那会儿?|那[阵陣]子?|嗰[阵陣]|(?:那|嗰)(?:几|[两三四五六])年)\s*[，,]"
    # (mend of issue 33's twenty-seventh-round review: "those two years" of any clause is the
    # speaker's past only with the speaker or a then in the sentence, "在便利店值夜班那两年，我每晚…";
    # "合同期内那两年，每月15号交房租" is a rule's span)
    r"|^(?=[^。？?]*(?:我(?![们哋])|当年|那时|那陣|嗰陣))\s*[^，,。？?]{2,10}?(?<![头前后初])(?:那|嗰)(?:几|[两三四五六])年\s*[，,]"
    r"|^\s*[细細]路(?:仔)?嗰[阵陣]"
    # (twenty-eighth round) the stage named by its days as a whole: 学生时代 / 学生时期 / 读书那会儿
    r"|^\s*(?:学生|读书|求学|少年|童年)(?:时代|时期|年代|那会儿?|嗰[阵陣])\s*[，,]"
)
# (issue 33, twenty-eighth round) the same in Japanese, "学生時代、毎週金曜は…行っとった", "高校の時、…",
# "子供の頃、…", "大学生の頃は、…": a school, a student's days or a childhood, closed by its era
# (時代), its time (頃 / 時 / とき) and a comma; the dialect's past (行っとった, 寄りよった) is told
# by the stage, whatever its verb. Never a lesson's or a meeting's time ("授業の時、…", "会議の時は、…").
_JA = re.compile(
    r"^\s*(?:学生|小学生|中学生|高校生|大学生|子供|子ども|こども|若い|新人|小学校|中学|高校|大学|学校)"
    r"(?:時代|の頃|の時|のとき|頃|の時分)(?:は|に|には)?\s*[、,]"
)
_TOLD = {"zh": zx(ZH), "ja": _JA}


def told(probe: str, codes) -> bool:
    """The sentence (its probe) opens with a stage of the speaker's life, in Chinese or Japanese."""
    for code in codes:
        stage = _TOLD.get(code)
        if stage is not None and stage.search(probe) is not None:
            return True
    return False
