"""The east's note headings, read by their shape (memory_notes reads them into its frames): a verb or
a use of keeping before the colon ("备忘：", "メモ：", "기록용:"), a note to oneself ("提醒自己："), a
later time or use ("以备后用：", "後々のために：", "나중을 위해:") — never with a way after the colon, and
never a memo field left empty or a diary's day told after it."""

from __future__ import annotations

# (thirty-first round) a later time or use as the heading keeps a fact, never a way after it (as the
# west's time to come alone, notes_for_later._NOT_FACT): an always, a must, a ban or an order after the
# colon ("以后备查：以后提交前都要跑测试。", "今後のために：会議は必ず十時に始めてください。", "앞으로를 위해: 회의는
# 항상 열 시에 시작해 주세요.") is the team's rule told, and the heading keeps nothing of it
_WAY_AFTER = {
    "zh": r"(?=\s*[：:](?![^\n]*?(?:以后|以後|今后|今後|都要|必须|必須|一律|不要|不许|不許|禁止|[别別请請]|务必|務必)))",
    "ja": r"(?=\s*[：:](?![^\n]*?(?:ください|下さい|必ず|いつも|常に|禁止|しないで|すること|ないこと|なさい)))",
    "ko": r"(?=\s*[：:](?![^\n]*?(?:항상|늘|언제나|반드시|꼭|주세요|마세요|하지\s?마|금지|해야|하십시오|할\s?것)))",
}
EAST_NOTE = {
    "zh": r"(?:(?:留作|留个|存个|存|留|归|歸|入|备|记)(?:档|底|案|记录|纪录|备忘)|备忘|备存|记录|纪录)"
    r"(?:备用|在案|一条|一则|一句|一笔|用)?"
    # (twenty-seventh round: a note's measure after 记, with a lead asking the favour, or 随手 / 顺手,
    # "劳驾记一笔：", "随手记：", "随手记一条：")
    r"|(?:(?:劳驾|麻烦你?|请)\s*)?(?:(?:随手|隨手|顺手|順手)记(?:低|下)?(?:一笔|一筆|一条|一則|一则)?|记(?:低|下)?(?:一笔|一筆|一条|一則|一则))|(?:提提|提醒)自己(?:一下)?|给自己提(?:个)?醒"
    # (thirty-first round: a later use as the heading, a keeping or a purpose before the time to come
    # and a use after it, "以备后用：", "留着以后用：", "以備日後之需：", "留作日後參考：", or the time and a
    # looking up, "以后备查：", "日後參考："; never the bare time and its use, "以后用：" heads a way)
    r"|(?:(?:以备|以備|留着|留著|留作|留待|供)(?:以后|以後|日后|日後|将来|將來|后|後)(?:之需|备查|備查|参考|參考|查阅|查閱|查|再?用)"
    r"|(?:以后|以後|日后|日後|将来|將來)(?:之需|备查|備查|参考|參考|查阅|查閱))" + _WAY_AFTER["zh"],
    "ja": r"(?:念のため(?:の)?|保存用(?:の)?|記録用(?:の)?|備忘用(?:の)?|忘れないための)?"
    r"(?:自分用(?:の)?)?(?:手?控え|メモ(?:書き)?|記録|備忘録|覚え書き|覚書)(?:として|用)?"
    # (twenty-seventh round: the mind's own note, "心覚え：", and 備忘 as it is often mistyped, "忘備メモ：")
    r"|心覚え|(?:忘備|備忘)(?:メモ|録)"
    # (thirty-first round: for a later time, "後々のために：", "将来のために：", "先々のため：")
    r"|(?:後々|のちのち|後|のち|将来|先々|今後)のため(?:に)?" + _WAY_AFTER["ja"],
    "ko": r"(?:(?:보관|기억|기록|참고|저장|메모)용(?:\s?(?:메모|기록))?|"
    r"(?:(?:남겨|적어|기억해|메모해|기록해|저장해|외워)\s?둘|기억할|잊지\s?말)\s?(?:것|기록|메모|내용|사항)|(?:머릿속|머리\s?속|기억\s?속)\s?메모|"
    # (twenty-seventh round: a note to look at again later, "나중에 볼 메모:", "다시 볼 내용:")
    # (never 것 there: "나중에 볼 것: 넷플릭스 추천" heads a list of things to watch, no note)
    r"(?:나중에|다시)\s?(?:볼|찾아볼|확인할)\s?(?:메모|기록|내용)"
    # (thirty-first round: for a later time or a looking up later, "나중을 위해:", "앞으로를 위해:", "나중에
    # 참고하게:", and the memo book, "비망록:")
    r"|(?:(?:나중|앞으로|훗날|다음)(?:을|를)?\s?위해(?:서)?|나중에\s?참고(?:하게|하려고|용)?|비망록)"
    + _WAY_AFTER["ko"]
    + ")",
}
# (a memo field left empty, "기록용: 없음", keeps nothing; nor the speaker's own day told after the
# heading, a diary's entry: "随手记：今天天气不错，…", "오늘 너무 피곤했다": the day opens it and no hour
# or deadline follows, which a note of the day's plan has, "备忘：今天下午3点开会")
_DAY_TOLD = r"(?:今天|今日|昨天|昨日|前天|오늘|어제|きょう|きのう)(?![^\n]*(?:\d|[０-９]|点|點|時|时|시|까지|までに|截止))"
EAST_COLON = (
    r"\s*[：:]\s*(?!(?:없음|없어|なし|无|無)\s*[.。]?\s*$|-\s*$|" + _DAY_TOLD + r")(?P<rest>\S.+)$"
)
EAST_CUE = {
    "zh": (
        "档",
        "檔",
        "底",
        "案",
        "记录",
        "記錄",
        "纪录",
        "紀錄",
        "备忘",
        "備忘",
        "备存",
        "備存",
        "一笔",
        "一筆",
        "一条",
        "一條",
        "一则",
        "一則",
        "手记",
        "手記",
        "自己",
        "用",
        "备查",
        "備查",
        "参考",
        "參考",
        "之需",
        "查",
    ),
    "ja": ("控え", "メモ", "記録", "備忘", "覚え書", "覚書", "心覚え", "忘備", "のため"),
    "ko": ("용", "둘", "볼", "할", "말", "메모", "위해", "참고", "비망"),
}
