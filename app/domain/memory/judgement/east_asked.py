"""Remember asked as a question in the east, the fact in the next sentence (issue 33, twenty-second
to twenty-seventh rounds): "你能帮我记个事吗？幼儿园的…", "你帮我存进记忆里行吗？…", Cantonese "你幫我喺記憶度
存低樣嘢好冇？…", "記實一件事畀我吖，得唔得？…".

Read by its shape, not by a list of whole questions: an ask (a modal, 能 / 可以 / 可唔可以, or a tag
closing the question, 好不好 / 行吗 / 得唔得 / 呗), a verb of keeping (记 with its complement, or 存
with the memory named as the place, 在记忆里 / 进脑子里 / 喺記憶度), and at most a placeholder for the
thing (个事 / 一件事 / 样嘢 / 一条), so the question itself keeps nothing and the plain statement after
it is what is kept (the engine's remember_back). Never a question about what the agent remembers
(还记得吗？, 你记得吗？, 你记得…吗？: no ask, or a thing named), nor storing a named thing (存进网盘, 存一下这张图:
no memory as the place, no placeholder). Written in Simplified; zx reads both scripts, but for the characters
its table does not pair (東西, 腦, 記憶), written in both.
"""

from __future__ import annotations

import re
from functools import cache

# a lead asking the favour, then an optional comma
# (thirtieth round: a favour asked, 帮个忙, as a lead too)
_LEAD = r"(?:(?:麻烦你?|唔该(?:你)?|劳驾(?:你)?|拜托(?:一下|你)?|帮个忙)\s*[，,]?\s*)?"
# (twenty-ninth round) a matter announced with nothing of its own before the ask, its comma optional:
# the speaker saying, the hearer asked, or a matter had, then a measure and the matter ("我说个事儿，",
# "跟你讲件小事，", "求你个事儿，", Cantonese "有樣嘢…", "我講件事，")
_MATTER_SAID = (
    r"(?:我|跟你|和你|同你)?(?:说|讲|講|问你?|求你|有)(?:一)?(?:个|個|件|样|樣)(?:小)?"
    r"(?:事儿?|事情|嘢)\s*[，,]?\s*"
)
_MATTER = rf"(?:{_MATTER_SAID})?"
_ASK = r"(?:能|能不能|能否|可以|可不可以|可唔可以|可否)"
# (twenty-eighth round: the favour asked of the honoured hearer, 劳您 / 劳烦您 / 麻烦您)
_PLEASE = r"(?:麻烦你|请你|劳您|劳烦您|劳驾您|麻烦您|烦劳您|劳驾你|劳烦你)?"
# (thirty-first round: the honoured hearer begged or respectfully asked, 恳请您 / 敬请您 / 烦请您, as a lead)
_HONOURED = r"(?:恳请|懇請|敬请|敬請|烦请|煩請)(?:您|你)"
_FOR_ME = r"(?:帮我|替我|给我|同我|帮手|为我)"
# the memory as the place the thing goes ("在记忆里", "进脑子里", Cantonese "喺記憶度", "喺腦度")
# (the memory's nouns, one list with request_parts' 记在脑海里: MIND)
# (twenty-ninth round: the head's homely nouns, 脑瓜 / 脑瓜子, 脑门儿)
# (thirty-second round: the memory as one's retentiveness, 记性 / 記性)
# (thirty-third round: the head as 脑袋瓜 / 腦袋瓜, before 脑袋)
MIND = r"脑袋瓜|腦袋瓜|脑子|脑海|脑袋|记忆|腦子|腦海|腦袋|記憶|脑瓜子?|腦瓜子?|记性|記性"
# (twenty-ninth round: 往 as the way in, "往脑子里存一条", and 里头 / 裡頭 as the inside)
# (thirtieth round: the heart's bottom, 心底, as its inside)
# (thirty-first round: a nook or store of the memory or the head after 的 / 嘅, a drawer, a cell, a
# corner, a storeroom, a notebook, a shelf, 记忆的仓库, 脑子的小格子, 記憶的角落, 個腦嘅細櫃桶, and the memory's
# store as one word, 记忆库; the heart's tablet, 心版)
# (thirty-second round: a safe of it, 保险柜 / 保險箱, and its deepest or lowest layer, 最里层 / 最深處 / 最底层)
# (thirty-third round: the inside before 的, "脑子里的小黑板", "心入面嘅小白板", and a board, a ledger, a
# pocket, a sticky note, a slip, a storeroom, a notebook or a box of it: 黑板 / 白板, 账本, 口袋, 便签,
# 便条纸, 库房, 笔记本 / 记事本 / 记事簿, 盒子)
NOOK = (
    r"(?:(?:(?:里|裡|中|入面)?(?:的|嘅))?(?:小|細|细)?(?:抽屉|抽屜|格子|角落|仓库|倉庫|本本|本子|书架|書架|架子|櫃桶|柜桶|保险柜|保險櫃|保险箱|保險箱"
    r"|黑板|白板|账本|賬本|口袋|便签|便簽|便条纸?|便條紙?|库房|庫房|笔记本|筆記本|记事本|記事本|记事簿|記事簿|盒子|盒|库|庫)"
    r"(?:最里层|最裡層|最深处|最深處|最底层|最底層)?"
    r"(?:里头|裡頭|里面?|裡面?|度|中|入面|上)?)?"
)
_PLACE = (
    rf"(?:在|喺|进|到|入|往)(?:你的?|你嘅|你個|你个|个|個)?(?:记忆体|記憶體|{MIND}|心版|脑|腦|心){NOOK}"
    r"(?:里头|裡頭|里面?|度|中|入面|上|底)?"
)
# a placeholder for the thing, never a thing named (issue 33, twenty-eighth round: "small" before the
# placeholder is still one, "可以幫我記住一件小事嗎？…", "一个小东西")
_THING = (
    r"(?:一|个|一个|一件|件|一点|点|一样|样|一条|条|一项|项)?(?:小(?=事|东西|東西|嘢))?(?:事儿?|东西|東西|嘢|啲嘢|这个|这件事"
    # (twenty-eighth round: a piece of information with no content of its own is one too, "把一个号码
    # 记下来", never with a whose before it: "小王的电话" names the thing)
    r"|(?<=[一个条项])(?:号码|名字|日期|地址|密码|数字|资讯|信息)"
    # (twenty-ninth round: an entry, 一笔, and this sentence, 这句话, are placeholders too)
    # (thirtieth round: a sentence, 一句 / 一句话, and Cantonese's this thing, 呢样嘢)
    r"|(?<=一)(?:笔|句话?)|这句话|呢样嘢"
    # (thirty-first round: this matter in the written register, 此事, this one, 这一条, and room made for
    # it, 个地方 / 个位置 / 一格 / 一点空间)
    r"|此事|这一?条|這一?條|(?<=[一多])(?:行|條)|(?<=[个個])(?:地方|位置|位)|(?<=一)格|(?<=[一出])(?:点|點)(?:空间|空間|位置)|(?<=[出])(?:空间|空間))?"
)
# (twenty-eighth round: an adverb of firmness before it, 牢牢记住, and the verb doubled, 記一記)
# (thirty-first round: the written register's 铭记 / 銘記, its heart after it, 于心 / 在心)
_JI = (
    r"(?:(?:牢牢|好好|牢牢地|好好地)?记(?:一记|住|下来|下|低|得|一下|着|牢|实|起来|紧|好)?"
    r"|(?:铭记|銘記)(?:于心|於心|在心)?)"
)
# (twenty-eighth round: 留 as a verb of keeping, with the memory as the place, "喺個腦度留住")
# (thirty-first round: room made in the memory, 腾 / 騰 / 腾出, 开 / 開 a place, 留出)
# (thirty-second round: writing it there, 写 / 寫, the memory still named as the place, "在你记性的小本子上写一笔")
_VERB = rf"(?:{_JI}|存(?:低|下|一下|起来|进去)?(?:一条)?|留(?:住|低|下|着|一下|出)?|保留|保存|腾出?|騰出?|开|開|(?:写|寫)(?:低|下|落|多)?|添)"
# (twenty-ninth round) a verb of putting, stowing, hanging, pinning or carving the thing into the head,
# the memory or the heart ("印在脑海里", "刻进脑海里", "揣在脑瓜里", "挂在心上", Cantonese "擺喺心度",
# "塞一樣嘢入腦", "收埋喺腦入面", "釘喺腦度"): only with the place beside it, never alone ("把箱子搁在门口"
# has no head); the hearer's own head may stand bare before it, "搁你心里头替我放着"
# (mend-zc-saves: the verbs the frame closing the fact takes too, ZH_AT_END below, written once; it
# leaves out 挂 / 塞 / 收 / 摆, whose heart is a taking to heart or whose place _KEEP reads around them)
PUT_VERBS = r"搁|擱|揣|装|印|刻|钉|釘"
# (thirtieth round: hiding or locking it in, 藏 / 锁, and setting it down, 安放)
# (thirty-third round: sticking it on a board or a note of the memory, 贴 / 貼, only with the place beside)
_PUT = rf"(?:{PUT_VERBS}|挂|塞|收埋|收|摆|擺|藏|锁|安放|贴|貼)(?:进|入|落)?"
_PUT_PLACE = (
    rf"(?:{_PLACE}|你(?:的|嘅)?(?:{MIND}|心)(?:里头|裡頭|里|度|入面|上))"
    rf"(?:{_FOR_ME}(?:放|留|收|存)?(?:着|住|低|好)?)?"
)
# 存 keeps only with the memory named beside it; 记 alone keeps (twenty-eighth round: 记, 放 or 留 before
# the place too, "把这个记在心里", "把一件事放在心上"). 放 or 留 in the heart (放在心上) is taking to heart
# what was said ("你可以把这件事放在心上吗？我很担心。"): a keeping there only of a thing still to come, an
# indefinite one ("把一件事放在心上"); in the head or the memory, of any. (mend-zc-saves) So for the verbs
# of putting ("你能把这个装在心里吗？别告诉别人。" keeps a secret): in the heart only an indefinite thing
# ("塞一樣嘢入心", "把一件事挂在心上") or after a matter announced (_MATTER_SAID, "跟你讲件小事，搁你心里头
# 替我放着", "有樣嘢你幫我擺喺心度"), in the head or the memory any
_HEAD_PLACE = _PLACE.replace("|脑|腦|心)", "|脑|腦)")
_HEAD_PUT_PLACE = _PUT_PLACE.replace("|脑|腦|心)", "|脑|腦)").replace("|心)", ")")
_ONE_THING = r"(?:一|一个|一件|一样|一条|一点)(?:事儿?|东西|東西|嘢|啲嘢)?"
_PUT_IN_HEART = rf"(?:(?:把|将){_THING})?{_PUT}{_PUT_PLACE}|{_PUT}{_THING}{_PLACE}"
_KEEP = (
    rf"(?:(?:(?:把|将){_THING})?{_PUT}{_HEAD_PUT_PLACE}|{_PUT}{_THING}{_HEAD_PLACE}|(?:把|将){_ONE_THING}{_PUT}{_PUT_PLACE}"
    rf"|{_PUT}{_ONE_THING}{_PLACE}|{_PLACE}{_FOR_ME}?{_VERB}"
    rf"|(?:(?:把|将){_THING})?{_PLACE}{_VERB}|(?:(?:把|将){_THING})?(?:存|记)(?:低|下|一下)?{_PLACE}"
    rf"|(?:(?:把|将){_THING})?(?:放|留)(?:低|下|一下)?{_HEAD_PLACE}|(?:把|将){_ONE_THING}(?:放|留)(?:低|下|一下)?{_PLACE}"
    rf"|(?:(?:把|将){_THING})?(?:{_PLACE})?{_JI}"
    # (thirtieth round: the place first, then a verb of putting or setting down, "在你的记忆里给我放一件事",
    # "喺個腦入面同我放低一樣嘢", "喺你腦海度刻低一句"; the heart only before one thing, "在心底替我藏一件事")
    rf"|{_HEAD_PLACE}{_FOR_ME}?(?:{_PUT}|放)(?:低|下|一下|好)?(?={_THING})"
    rf"|{_PLACE}{_FOR_ME}?(?:{_PUT}|放)(?:低|下|一下|好)?(?={_ONE_THING}))"
)
_BODY = rf"{_KEEP}{_THING}(?:畀我|给我)?(?:吖|呀|啊|嘛)?"
_BODY_TO_COME = rf"(?:{_PUT_IN_HEART}|{_KEEP}){_THING}(?:畀我|给我)?(?:吖|呀|啊|嘛)?"
# a tag that asks as 吗 does ("…好不好？", "…行吗？", Cantonese "…得唔得？", "…好冇？", "…呗？"); never
# 得吗, which is 记得吗, "do you remember?" ("你记得吗？我们去年去过北京。")
_TAG = r"(?:好不好|好唔好|行不行|行吗|行唔行|好吗|好冇|可以吗|可以不|得不得|得唔得|成吗|呗)"


def _zh(matter: str, body: str) -> str:
    return (
        # the ask before the verb, 吗 or a tag closing it ("拜托一下，能帮我记个东西吗？", "能不能麻烦你帮我
        # 把一件事记起来？")
        rf"^\s*{_LEAD}{matter}(?:这个|这件事)?(?:你|您)?{_ASK}{_PLEASE}{_FOR_ME}?{body}"
        rf"(?:吗|呀|啊|吖|么|不|{_TAG})?\s*[？?]+\s*$"
        # no ask before it, a tag closing it ("你帮我存进记忆里行吗？", "記實一件事畀我吖，得唔得？")
        rf"|^\s*{_LEAD}{matter}(?:这个|这件事)?(?:你|您)?{_PLEASE}{_FOR_ME}?{body}\s*[，,]?\s*{_TAG}\s*[？?]+\s*$"
    )


# (the heart for the verbs of putting only after a matter announced, _PUT_IN_HEART above)
ZH = _zh(_MATTER, _BODY) + "|" + _zh(_MATTER_SAID, _BODY_TO_COME)

# (thirtieth round) the same ask closed by a colon, the fact after it (request_parts.py's Chinese
# `remember` takes it): "麻烦在你的记忆里给我放一件事：…", "拜託你替我把這個存進腦袋：…", "有件事你替我刻进脑海里
# 呗：…", "求你个事儿，帮我把这句话挂在心上：…"; the ask asked or told, its tag or 呗 before the colon
ZH_COLON = (
    # (the colon looked for first, one scan: most sentences have none)
    r"^(?=[^：:]*[：:])\s*(?:"
    + "|".join(
        rf"{_LEAD}{matter}(?:这个|这件事)?(?:{_HONOURED}|(?:你|您)?{_ASK}?{_PLEASE}){_FOR_ME}?{body}"
        for matter, body in ((_MATTER, _BODY), (_MATTER_SAID, _BODY_TO_COME))
    )
    + r")(?:吧|呗|啊|吖|哦|喔)?\s*[：:]\s*(?P<rest>.+)"
)

# (thirty-second round) the honoured hearer asked to keep a matter named only as this one, the fact in the
# next sentence or after a colon (zh.py's remember_back and request_parts.py's Chinese remember take
# them): the honoured ask with 您 (恳请您 / 敬請您 / 烦请您 / 勞煩您 / 麻烦您 / 请您), a written verb of keeping
# with its register's adverb (惠予留存, 存記, 記存, 务必记住, 铭记于心) and at most this matter, this item or
# this piece of information (此事, 這件事, 这一点, 這項資訊): "勞煩您記住這件事。里民中心的…", "恳请您惠予留存：…".
# A thing named (这份资料, 这个文件), an errand asked of the honoured (敬请您准时出席), a verb of keeping
# with no honoured hearer stay as they were
# the Chinese order's opening, no subject, 把, 请 or 记得 first (ORDER below; mend of issue 33's
# thirty-second-round review: after a connective too, "还有，帮我订一张…", and asked of the hearer, 替我 /
# 麻烦您): an errand, no fact, after a remember asked ahead or its colon
ZH_ORDER_OPEN = (
    r"(?:(?:还有|還有|另外|对了|對了|顺便|順便|此外|然后|然後|再有)\s*[，,、]?\s*)?"
    # (mend of issue 33's thirty-third-round review, zg-east 2: a deadline set the hearer, a day or a time and
    # 前 / 之前 / 以前, then 给我 or 把, "下周一前给我答复。", "周五之前把报告发给我。"; never the day alone, "下周一起
    # 搬到三楼", nor a deadline of no one's asking, "下周一前公司放假")
    r"(?:(?:(?:这|這|下|本)?(?:个|個)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天1-7]?|明天|后天|後天|今天|今晚|月底|月初|年底"
    r"|[0-9０-９一二三四五六七八九十]{1,3}(?:号|號|日|点|點))(?:之前|以前|前)\s*[，,]?\s*(?:给我|給我|把|将|將)"
    r"|(?:(?:明天|今天|今晚|待会儿?|回头|下班(?:以?后))\s*[，,]?\s*)?"
    r"(?:请你?|請你?|请您|請您|记得|記得|帮我|幫我|替我|麻烦(?:你|您)|麻煩(?:你|您)|把"
    # (thirty-third round: a scolding, "别再…", "下次不要再…", after a matter taken to heart)
    # (mend of issue 33's thirty-third-round review, zg-east 2: with the time to come and what it is about before
    # it, "以后开会不要再迟到了。", "今后上班别再玩手机。", never the speaker's own, "以后我不要再…")
    r"|(?:下次|下回)?(?:别|別|不要)再"
    r"|(?:以后|以後|今后|今後|往后|往後|下次|下回)[^。！!？?，,我]{0,8}?(?:别|別|不要|不许|不許|不准)再))"
)
_HONOUR_ASK = r"(?:恳请|懇請|敬请|敬請|烦请|煩請|劳烦|勞煩|烦劳|煩勞|劳驾|勞駕|麻烦|麻煩|请|請)您"
# (thirty-third round: this matter said short, 这事 / 這事, and this item of information, 这条信息)
_HONOUR_THING = (
    r"(?:此事|这件事|這件事|这事|這事|这一?点|這一?點"
    r"|(?:这|這|此)(?:项|項|则|則|条|條)(?:资讯|資訊|信息|资料|資料|讯息|訊息|事项|事項)|这一?条|這一?條"
    r"|(?:这|這|此)(?:项|項|则|則))"
)
# (thirty-third round: kept in the heart, 记在心上 / 记在心里 / 存在心中 / 记在心头, "麻烦您把这条记在心上。…")
_IN_HEART = r"(?:在|于|於)心(?:上|里|裡|中|头|頭|底)?"
_HONOUR_KEEP = (
    r"(?:(?:惠予|务必|務必|妥为|妥為|牢牢)?(?:留存|存记|存記|记存|記存|存留|保存|记住|記住|记下|記下|牢记|牢記|铭记|銘記)"
    rf"(?:于心|於心|在心)?|(?:务必|務必|牢牢)?(?:记|記|存|刻|铭记|銘記|牢记|牢記){_IN_HEART})"
)
# put in the heart, 放在心上, is a keeping only before a colon and the fact after it: ahead of a sentence of its
# own it is taking to heart what was said ("麻烦您把这件事放在心上。我很担心。")
_HONOUR_KEEP_COLON = rf"(?:{_HONOUR_KEEP}|放{_IN_HEART})"
_HONOUR_BODY = rf"^\s*{_HONOUR_ASK}(?:(?:务必|務必)?(?:把|将|將){_HONOUR_THING}{_HONOUR_KEEP}|{_HONOUR_KEEP}{_HONOUR_THING}"
_HONOUR_BODY_COLON = rf"^\s*{_HONOUR_ASK}(?:(?:务必|務必)?(?:把|将|將){_HONOUR_THING}{_HONOUR_KEEP_COLON}|{_HONOUR_KEEP}{_HONOUR_THING}"
# (thirty-third round: or with no matter named, kept firmly in the heart, "敬請您牢記在心。…", "恳请您铭记于心。…")
ZH_HONOURED_AHEAD = rf"{_HONOUR_BODY}|(?:务必|務必)?(?:牢记|牢記|铭记|銘記|记|記){_IN_HEART}|(?:牢记|牢記|铭记|銘記)(?:于心|於心))\s*[。！!]\s*$"
# (mend of issue 33's thirty-second-round review, B1) with no matter named, the verb alone before the colon
# keeps only as a verb of the memory (记住 / 记下 / 牢记 / 铭记 / 存记) or a keeping in the written register's
# words (惠予留存 / 妥为保存): a bare 保存 / 留存 is a file's, its object after the colon ("麻烦您保存：这张图片
# 到相册。", "请您保存：修改后的合同，…"); and never before an order ("…：把这个表格另存为xlsx再发给我。")
_HONOUR_KEEP_BARE = (
    r"(?:(?:(?:惠予|务必|務必|妥为|妥為|牢牢)?(?:存记|存記|记存|記存|记住|記住|记下|記下|牢记|牢記|铭记|銘記)"
    rf"|(?:惠予|妥为|妥為)(?:留存|存留|保存))(?:于心|於心|在心)?|(?:记|記){_IN_HEART})"
)
# nor before a document or a picture, the thing to store itself ("恳请您惠予留存：附件里的发票。", "…：这份
# 合同的扫描件。"): no fact told
_ZH_DOCUMENT = (
    r"(?:文件|附件|发票|發票|合同|合約|表格|图片|圖片|照片|截图|截圖|扫描件|掃描件|资料|資料|报告|報告|档案|檔案"
    r"|邮件|郵件|收据|收據|单据|單據|凭证|憑證|记录|記錄|文档|文檔)"
)
ZH_HONOURED_COLON = (
    rf"{_HONOUR_BODY_COLON}|{_HONOUR_KEEP_BARE})\s*[：:]\s*(?P<rest>(?!\s*{ZH_ORDER_OPEN})"
    r"(?!\s*(?:这|這|那|此|该|該)(?:张|張|份|篇|封|幅|页|頁|批))"
    rf"(?![^。！!]*{_ZH_DOCUMENT}\s*[。！!]?\s*$).+)"
)

# (twenty-ninth round) the Chinese frame closing the fact with a verb of putting, stowing, pinning or
# carving it into the head, the memory or the heart (request_parts.py's Chinese `retain` takes it, after a
# comma and the favour asked, as its tail reads): "…，你给我揣在脑瓜里", "…，这事儿你帮我装心里头啊", Cantonese
# "…，你同我刻喺個腦入面", "…，幫我釘喺腦度吖", "…，你同我記落個腦度", Taiwanese "…，請幫我擱在心裡喔"; a bare
# 脑 / 腦 only after Cantonese's 喺 / 落 / 個 and before 度 / 入面. The speaker's own head told ("这首歌我一直
# 记在脑子里") stays refused by the tail's ask before the verb; its cue words for the table
ZH_AT_END = (
    rf"(?:{PUT_VERBS}|记落|記落)(?:在|进|入|喺|落)?(?:个|個)?"
    rf"(?:{MIND}|(?<=[喺落个個])(?:脑|腦)(?=度|入面)|心(?=里|裡|上|头|頭|度))"
    r"(?:里头|裡頭|里|裡|中|度|入面|上|头|頭)?"
)
ZH_AT_END_CUES = ("記", "脑", "腦", "心里", "心裡", "心上", "心头", "心頭", "心度")

# (mend of issue 33's thirtieth-round review) a sticking or slipping verb, 貼り付け / 差し込ん, with the
# bare head, heart, chest or brain as the place puts a thing on the body, no memory ("頭に貼り付けて
# もらえますか？冷却シートです。", "胸に貼り付けて…", "頭に差し込んで…"): JA refuses it, JA_AT_END
# but after a sentence's end
_BODY_STUCK = r"(?!(?:ご|お)?(?:頭|心|胸|脳みそ|脳)に[^？?。、]{0,6}?(?:貼り付け|差し込ん))"

# (mend of issue 33's thirtieth-round review) a Japanese lead of apology, courtesy or doing, closed by
# ながら / が / けど and its comma, with no topic or case particle in it ("失礼ながら、", "考えながら、",
# "恐縮ですが、", "悪いけど、"): request_parts' Japanese opening, so a closing frame after it keeps no
# fact of the lead alone (the fact in the next sentence, as JA asks it ahead); "明日は休みですが、" names
# a topic and stays the fact
JA_LEAD = r"[^、。，,？?\sはをがも]{1,10}?(?:ながら|が|けど|けれど(?:も)?)(?=\s*[、,])"

# (twenty-seventh round) Japanese and Korean, the memory named as the place the thing is put: one of
# a few places (記憶に, 頭の片隅に, 心に, 胸に; 머릿속에, 머리에, 기억 속에, 마음에), a verb of putting or
# keeping with its auxiliary (残しといて, 置いといて, 刻んどいて, しまっておいて; 넣어 둘, 새겨 둘, 담아 두실),
# then the favour asked (もらえる？, くれへん？, いただけますか？; 수 있어?, 두실 수 있을까요?, 줄래?), at most
# "this" or "one thing" before it ("ひとつ記憶に残しといてもらえる？", "이거 하나 머리에 새겨 둘 수 있어?").
# Never a thing put in a room (荷物を玄関に置いといて, 창고에 넣어 둘), nor what stayed in the memory
# (記憶に残ってる？, 머리에 남아 있어?): no favour asked of the one addressed.
# (twenty-eighth round) by its shape: any short lead closed by が / けど and a comma ("大変恐縮ですが、"),
# the honorific ご / お before the place, Kansai's 頭ん中, the memory as the verb itself (記憶しといて),
# 留めおき with no auxiliary, くださいます asked, a question closed by か。 as well as by ？
# ("…記憶に留めていただけますでしょうか。", "…記憶しといてもらえんやろか。")
# (thirty-first round) the Japanese memory as a place with its nook by shape: the memory, the head, the
# heart or the brain (脳内 too), then a shelf, a drawer, a notebook, a sticky note or a memory bank of it
# and where in it ("記憶の棚の一段目に", "脳内のメモ帳に", "頭の中の付箋に", "頭のメモリに", "記憶の引き出しの奥に")
JA_NOOK = (
    # (thirty-second round: the heart's or the chest's inside, 胸の内 / 心の内)
    # (and a safe, a bookcase or a treasure box of it, and its top or its back, "記憶の本棚の一番上に",
    # "脳みその金庫に")
    # (thirty-third round: a blackboard, a whiteboard or a memo of it, and its edge, "脳内の黒板に", "心のメモに",
    # "記憶のノートの端っこに")
    r"(?:の中|ん中)?の(?:片隅|中|内|どこか|奥|隅っこ|隅|引き出し|本棚|棚|ポケット|メモ帳|付箋|メモリ|メモ|ノート|手帳|小箱|宝箱|箱|金庫"
    r"|黒板|ホワイトボード)"
    # (and a notebook or a note in a nook of it, "頭の片隅のメモ帳に")
    r"(?:の(?:奥|中|隅っこ|隅|手前|端っこ|端|[一二三]段目|一番(?:上|下|奥|手前)|メモ帳|付箋|ノート|手帳|メモ|引き出し|ホワイトボード|黒板))?"
)
JA_PLACE = rf"(?:ご|お)?(?:記憶|頭|心|胸|脳みそ|脳内|脳)(?:{JA_NOOK}|ん中)?に"
# (mend of issue 33's thirty-third-round review, zg-east 4) the leads that ask a favour, each a lookbehind of
# its own (fixed width), with or without its comma: the apology for the trouble or an entreaty
_JA_FAVOUR_WORDS = (
    "恐れ入りますが",
    "恐縮ですが",
    "恐縮ながら",
    "お手数ですが",
    "お手数をおかけしますが",
    "申し訳ありませんが",
    "申し訳ございませんが",
    "勝手ながら",
    "どうか",
    "何卒",
    "なにとぞ",
)
_JA_FAVOUR_LEAD = (
    "(?:"
    + "|".join(f"(?<={w}{comma})" for w in _JA_FAVOUR_WORDS for comma in ("、", ",", ""))
    + ")"
)
JA = (
    r"^\s*(?:ちょっと|あの|すみません|お手数ですが|悪いけど|恐れ入りますが|[^、。？?]{1,10}?(?:が|けど|けれど|ながら))?[、,]?\s*"
    # (thirty-third round: keigo's adverb of entreaty before the ask, どうか / 何卒 / どうぞ)
    r"(?:(?:どうか|何卒|なにとぞ|どうぞ)[、,]?\s*)?"
    # (twenty-ninth round: the placeholder counted, 一点 / 一個, "これ一個", before the place or after it; the
    # brain and its nooks as the place, 脳 / 脳みそ, 記憶の引き出し, 頭の棚, 頭の隅; verbs of stowing,
    # burning in or writing in, 納め / 焼き付け / 書き込ん / 載せ / 叩き込ん; keigo's お + the stem asked
    # with no auxiliary, "胸にお納めいただけますか")
    r"(?:これ|それ)?(?:ひとつ|一つ|一点|一個)?(?:を)?[、,]?\s*"
    # (thirtieth round: a pocket of the memory, ポケット; verbs of sticking, slipping in, saving or
    # leaving in keeping, 貼り付け / 差し込ん / 保存し / 預け; keigo's お控え and お留め置き asked with 願え;
    # Kansai's leave asked, もろてええ？, and the speaker's own, 預けてもいい？)
    # (mend of issue 33's thirtieth-round review: sticking or slipping in, 貼り付け / 差し込ん, only
    # into the memory or a nook of the head, never onto the bare head or chest, "頭に貼り付けてもらえますか？
    # 冷却シートです。": that is the body's, _BODY_STUCK)
    + _BODY_STUCK
    + r"(?:"
    + JA_PLACE
    # (thirty-second round: "this" after the place and its comma, "記憶の引き出しの奥に、これしまっといてくれん？")
    + r"(?:[、,]\s*(?=これ|それ))?(?:これ|それ)?(?:を)?"
    + r"\s*(?:ひとつ|一つ|一個|一点|一件)?(?:(?:残し|入れ|置い|留め|とどめ|刻ん|刻み込ん|しまっ|納め|焼き付け|書き込ん|載せ|叩き込ん"
    r"|貼り付け|差し込ん|保存し|預け)"
    r"(?:ておいて|でおいて|て置いて|といて|どいて|とって|どって|て|で|おき|置き)|お(?:納め|留め|置き|収め|控え|預かり)(?:おき|置き)?|ご(?:保管|保存))"
    r"|記憶し(?:ておいて|でおいて|て置いて|といて|どいて|とって|どって|て|おき|置き)"
    # (thirty-third round: keigo's memory itself as the verb, ご記憶, asked, "ご記憶いただけますでしょうか。…",
    # "どうかご記憶くださいませ。…", "ご記憶賜りますようお願い申し上げます。…")
    # (mend of issue 33's thirty-third-round review, zg-east 4: asked as a question, …いただけますでしょうか / …くださいますか,
    # it is "do you remember?" ("ご記憶いただけますでしょうか。去年の忘年会のお店の名前。", "田中ですが、ご記憶…"): only
    # the wish (くださいませ, …ますようお願い…, 賜り…) keeps, or the question after a lead of apology for the trouble or an
    # entreaty (恐れ入りますが、 / お手数ですが、 / どうか), which asks a favour, _JA_FAVOUR_LEAD)
    r"|ご記憶(?=(?:いただ|頂)きます(?:よう|ように)|(?:くださ|下さ)いま(?:せ|すよう)|賜)"
    r"|" + _JA_FAVOUR_LEAD + r"ご記憶(?=いただけ|頂け|くださ|下さ))"
    # (thirty-second round: keigo's asking ordered ahead, くださいませ, or its gladness to come, "お心にお留め置き
    # くださいませ。…", "胸の内に留めておいていただけると幸いです。…": the fact in the next sentence)
    # (thirty-third round: the ask as a wish that it be done, "…くださいますようお願いいたします。", "…いただきますよう
    # お願い申し上げます。", "…賜りますよう…")
    r"(?:(?:くださいませ|下さいませ)(?=\s*[。.！!])"
    r"|(?:くださいます|下さいます|いただきます|頂きます|賜ります)(?:よう|ように)\s*お願い(?:いたし|致し|し|申し上げ)ます(?=\s*[。.！!])"
    r"|(?:いただけ(?:ますと|ると|ましたら|たら)|くださ(?:ると|いますと|いましたら))(?:幸い|幸甚)(?:です|に存じます|でございます)(?=\s*[。.])"
    r"|(?:もらえ|くれ|いただけ|くださ(?:い|り)|願え)"
    r"(?:る|ます|ません|へん|ん|ない)?(?:でしょう|やろ|やろう|だろう)?(?:か)?"
    r"|(?<=[てで])(?:もろて|もらって)?も?(?:ええ|いい|よろし)(?:い|いか|か|ですか|でしょうか)?)"
    r"\s*(?:[？?]+|(?<=か)[。.]|(?<=ませ)[。.！!]|(?<=します)[。.！!]|(?<=上げます)[。.！!]|(?<=です)[。.]|(?<=存じます)[。.]|(?<=ございます)[。.])\s*$"
    # (thirty-third round) or ordered ahead, with no ask, into a nook of the memory named (never the bare head or
    # heart): "心のメモに残しといて。…", "記憶の引き出しにしまっといてね。…": the fact in the next sentence
    r"|^\s*(?:(?:ちょっと|悪いけど|[^、。？?]{1,10}?(?:が|けど|けれど))[、,]\s*)?(?:これ|それ)?(?:を)?[、,]?\s*"
    rf"(?:ご|お)?(?:記憶|頭|心|胸|脳みそ|脳内|脳){JA_NOOK}に[、,]?\s*(?:これ|それ)?(?:を)?\s*(?:ひとつ|一つ|一個|一行)?"
    r"(?:残し|入れ|置い|留め|しまっ|納め|書き込ん|書き留め|書い|メモっ|控え|挟ん|貼っ|刻ん|保存し)"
    r"(?:ておいて|でおいて|て置いて|といて|どいて|とって|どって)(?:ください|下さい|ね|な|や|よ)?\s*[。！!]\s*$"
)
# (thirty-second round) 하십시오체's keeping asked as a wish or a plea, or ordered (기억해 주시기 바랍니다,
# 기억해 두시길 부탁드립니다, 기억해 주셨으면 합니다, 기억해 주십시오): `KO` below takes it ahead of the fact in the
# next sentence, ko.py's remember before a colon ("기억해 두시기를 바랍니다: …")
KO_FORMAL_WISH = (
    r"(?:주|두)(?:시기를?|시길)\s?(?:바랍니다|바라요|부탁드립니다|부탁드려요|부탁합니다)"
    r"|(?:주|두)셨으면\s?(?:합니다|해요|좋겠습니다)|(?:주|두)십시오"
)
# the Korean short lead of apology or asking before the place (`KO` below, its twenty-ninth-round
# comment), written once for both its forms
_KO_LEAD = r"(?:[가-힣]{1,6}(?:지만|데|데요|하오나|오나|다만)\s*[,，]?\s*)?"
# (twenty-ninth round) the Korean place and verb by their shape: the head, the brain, the mind, the heart
# or the memory, a nook of it too (머리 한구석, 기억 한편, 마음속, 뇌), and a verb of putting, writing, driving
# in, entering, storing or keeping there (적어 / 박아 / 입력해 / 보관해 / 챙겨 beside 넣어 / 새겨 / 담아);
# shared with ko.py's frame closing the fact ("…. 그거 뇌에 박아 둬.", "…. 기억 한편에 챙겨 두세요.")
# (thirtieth round: any of them with a nook, a side, a drawer or a storeroom, "머릿속 서랍에", "기억 창고에",
# "기억 한쪽에", "뇌 한구석에")
KO_PLACE = (
    # (mend of issue 33's thirtieth-round review: sticking it there, 붙여, only with the memory or a
    # nook, never on the bare head, chest, mind or brain, "머리에 이거 붙여 줄래요? 냉각 시트예요.")
    r"(?!(?:머리|가슴|마음|뇌)에[^?？.!]{0,12}?붙여)"
    # (thirty-first round: the hearer's own, 네 / 내, the brain's inside, 뇌 속, a notebook, a bookcase, a
    # memory bank, a box or a room of it, and where in it, "기억 서랍 맨 위 칸에", "머리 한편 작은 상자에",
    # "기억의 방 한 칸에", "머릿속 메모장에", "네 기억 속 책장에", "뇌 속 메모리에")
    r"(?:(?:네|내|니)\s)?(?:(?:머릿속|머리\s?속|마음\s?속|기억\s?속|뇌\s?속|뇌|가슴|머리|마음|기억)(?:의)?"
    # (thirty-second round: a safe of it or its corner, 금고 / 귀퉁이, "기억 금고에", "기억의 한 귀퉁이에")
    # (thirty-third round: a bookshelf, a sticky note, a blackboard, a desk, a pocket, a calendar or a notepad of it,
    # small too, a nook of a nook, and on or in it: "기억 속 책꽂이에", "머리 한쪽 포스트잇에", "머릿속 책상 위에",
    # "기억의 작은 주머니에")
    r"(?:\s?(?:한\s?|작은\s?)?(?:구석|귀퉁이|켠|편|쪽|서랍|창고|메모장|메모지|책장|책꽂이|메모리|수첩|상자|방|금고"
    r"|포스트잇|칠판|책상|주머니|달력|공책|노트)){0,2}"
    r"(?:\s?(?:맨\s?)?(?:위|아래|첫째?|작은|한)?\s?(?:칸|상자|서랍))?(?:\s?(?:위|안))?)에"
)
# (thirtieth round: sticking it there, 붙여, two verbs in a row, "적어 넣어", and 저장 with 좀 between, "저장 좀 해")
# (thirty-first round: slipping it in as a book on a shelf, 꽂아)
# (thirty-third round: writing, marking or setting it up there, 써 / 표시해 / 올려, the place beside)
KO_PUT = r"(?:(?:넣어|새겨|담아|저장해|남겨|간직해|적어|박아|입력해|보관해|챙겨|붙여|꽂아|써|표시해|올려|저장\s?좀\s?해)\s?)+"
# (twenty-nine round: a short lead of apology or asking closed by 지만 / 데 / 오나, "죄송하지만", "미안한데",
# "부탁인데", "송구하오나"; "one thing" after the place too, "기억 속에 하나 넣어 줄 수 있어?", with its
# object ending, "한 가지를"; the auxiliary of putting, 놔, and 하십시오체's 주시겠습니까)
KO = (
    # (thirtieth round: a lead closed by 데요 or 다만, "부탁인데요,", "실례합니다만"; "this" after the place
    # too, "기억 한쪽에 이것 좀 붙여 두실래요?", one line, 한 줄, as one thing)
    rf"^\s*{_KO_LEAD}(?:혹시\s*)?(?:이거|이것)?\s*"
    r"(?:하나만?|한\s?가지(?:만)?)?(?:를|을)?\s*(?:좀\s*)?"
    rf"{KO_PLACE}\s*(?:이거|이것)?\s*(?:하나만?|한\s?가지(?:만)?|한\s?줄(?:만)?)?\s*(?:좀\s*|잘\s*|꼭\s*)?{KO_PUT}(?:놔\s?)?"
    r"(?:둘\s?수\s?있(?:어요|어|나요|을까요)|두실\s?수\s?있(?:어요|나요|을까요|습니까)|줄\s?수\s?있(?:어요|어|나요|을까요)|"
    r"줄래(?:요)?|둘래(?:요)?|둬\s?줄래(?:요)?|주시겠어요|두시겠어요|주시겠습니까|두시겠습니까|주실래요|두실래요)\s*[?？]+\s*$"
    # (thirtieth round: or ordered ahead, the fact in the next sentence, "번거로우시겠지만 기억 속에 잘 간직해
    # 주십시오. …", "뇌 한구석에 저장 좀 해 주라. …": the engine keeps the next sentence, as for the question)
    # (thirty-third round: this matter or point as the placeholder, 이 내용 / 이 점, an adverb of entreaty, 부디 /
    # 제발 / 꼭, and 하십시오체's wish, KO_FORMAL_WISH, "부디 마음에 새겨 주시기 바랍니다. …"; the auxiliary of
    # setting, 놔 / 놔라, "머리 한쪽 포스트잇에 붙여 놔. …")
    rf"|^\s*{_KO_LEAD}(?:(?:부디|제발|꼭)\s*)?(?:이거|이것|이\s?(?:내용|점|것)(?:을|를)?)?\s*(?:하나만?|한\s?가지(?:만)?)?(?:를|을)?\s*"
    rf"{KO_PLACE}\s*(?:이거|이것)?\s*(?:하나만?|한\s?가지(?:만)?|한\s?줄(?:만)?)?\s*(?:좀\s*|잘\s*|꼭\s*)?{KO_PUT}"
    # (thirty-first round: kept by the auxiliary of putting, 둬 / 두세요, and 경상도's 주이소 / 두이소)
    r"(?:주십시오|주세요|주라|줘|둬|둬요|두세요|주이소|두이소|두십시오|놔|놔요|놔라|둬라|"
    + KO_FORMAL_WISH
    + r")\s*[.!]\s*$"
    # (thirty-first round: the honoured hearer thanked ahead for keeping it, "번거로우시겠지만 기억해 두시면
    # 감사하겠습니다. …")
    rf"|^\s*{_KO_LEAD}(?:이\s?(?:내용|것|점)을|이\s?점|이걸|이거)?\s*(?:꼭\s*|잘\s*)?(?:기억|메모|기록)해\s?(?:(?:두시면|주시면|주신다면)\s?"
    r"(?:감사하겠습니다|고맙겠습니다|감사하겠어요|고맙겠어요)|" + KO_FORMAL_WISH + r")\s*[.!]\s*$"
)
# (mend of issue 33's thirty-third-round review, zg-east 5) 하십시오체's wish to keep with the place named, new in the
# thirty-third round (…새겨 주시기 바랍니다 / 주시길 부탁드립니다 / 주셨으면 합니다), is asked ahead only: a notice's
# wish, never closing the sentence before it ("학부모님께 안내드립니다. 마음에 새겨 주시기 바랍니다. 다음 주 월요일은
# 휴교입니다." saves nothing). The older …두시기 바랍니다 / …두십시오 after the fact (ko.py's remember_back) stay
_KO_WISH_AHEAD_ONLY = (
    rf"^\s*{_KO_LEAD}(?:(?:부디|제발|꼭)\s*)?(?:이거|이것|이\s?(?:내용|점|것)(?:을|를)?)?\s*(?:하나만?|한\s?가지(?:만)?)?(?:를|을)?\s*"
    rf"{KO_PLACE}\s*(?:이거|이것)?\s*(?:하나만?|한\s?가지(?:만)?|한\s?줄(?:만)?)?\s*(?:좀\s*|잘\s*|꼭\s*)?{KO_PUT}"
    r"(?!두시기\s?바랍니다)(?:(?:주|두)(?:시기를?|시길)\s?(?:바랍니다|바라요|부탁드립니다|부탁드려요|부탁합니다)"
    r"|(?:주|두)셨으면\s?(?:합니다|해요|좋겠습니다))\s*[.!]\s*$"
)


@cache
def _ko_wish_ahead_only() -> re.Pattern[str]:
    return re.compile(_KO_WISH_AHEAD_ONLY)


def asked_ahead_only(probe: str) -> bool:
    """True when `probe` is a remember asked that keeps only the sentence after it, never the one
    before (_KO_WISH_AHEAD_ONLY)."""
    # (a cheap test first: every other sentence pays nothing for the pattern)
    return ("바" in probe or "부탁" in probe or "셨으면" in probe) and _ko_wish_ahead_only().match(
        probe
    ) is not None


# (thirty-first round) the same place and verb ordered before a colon, the fact after it ("머릿속 메모장에
# 하나 적어 둬: …"; ko.py's remember takes it)
KO_PUT_COLON = (
    rf"{KO_PLACE}\s*(?:이거|이것)?\s*(?:하나만?|한\s?가지(?:만)?|한\s?줄(?:만)?)?\s*(?:좀\s*|잘\s*|꼭\s*)?{KO_PUT}"
    # (thirty-third round: the auxiliary of setting, 놔 / 놔라, and the plain order, 둬라)
    r"(?:둬요|둬|두세요|줘요|줘|주세요|두십시오|주십시오|주이소|두이소|놔요|놔라|놔|둬라)"
)

# (twenty-eighth round) the Japanese frame closing the fact, by its shape (request_parts.py's Japanese
# `retain` takes it): the head or heart as the place and a verb of putting or carving there, with or
# without its auxiliary ("…、頭に刻んどいて", "…、胸に留めといて", "…。心に刻んでおいてください"), Hakata's
# and Kansai's 覚えとって, keigo's お含みおき; never 記憶に here, which a polite question asks ahead
# ("…が、記憶に留めておいていただけますか。…", JA above), and its cue words for the table; never the
# carving told, done or lasting ("先生の言葉を、心に刻んでおいた。", "…心に刻んでいます。"): a story
# (twenty-ninth round: the brain and its nooks as the place, 脳みそ / 脳, 頭の隅, 心の隅にでも; verbs of
# writing in, burning in or noting, 書き込ん / 焼き付け / メモっ / 叩き込ん; keigo's お置き, "…お心の隅にでも
# お置きくださると幸いです")
JA_AT_END = (
    # (the bare head's sticking only opening a sentence of its own, pointing back at the one before,
    # "パン屋の予約は土曜の十時。頭に貼り付けといて。", never after the thing itself, "冷却シート、頭に…")
    r"(?:(?<![^。！!.])|(?<=[。！!.]\s)|"
    + _BODY_STUCK
    # (thirty-first round: a nook of it, JA_NOOK, "頭のメモリに一個保存しとって", the brain as 脳内, keigo's
    # memory with お留め, "ご記憶にお留めいただけましたら…", and the past refused never eating いただけ)
    + r")(?:ご記憶に(?=お留め)|お?(?:頭|心|胸|脳みそ|脳内|脳)(?:"
    + JA_NOOK
    + r"|の片隅|ん中|の中|の隅|の隅っこ)?に)(?:でも)?(?:ひとつ|一つ|一個|これ)?"
    r"(?:刻ん|刻み込ん|入れ|留め|とめ|とどめ|置い|しまっ|書き込ん|焼き付け|メモっ|叩き込ん|お置き|お留め|保存し|貼り付け|貼っ|差し込ん)(?:で|て)?"
    r"(?:おいて|といて|どいて|とって|どって)?(?!(?:で|て)?(?:おい|とい|どい|お|と|ど)?(?:た(?!だ)|い(?:る|ます|た(?!だ))|ま[すし]))"
    # (twenty-ninth round: keigo's memory asked as a gladness, "…。ご記憶いただけますと幸いです。")
    r"|覚えとって|お含みおき|ご記憶(?=いただけ|くださ)"
)
JA_AT_END_CUES = ("記憶", "胸に", "お含み", "脳", "心の隅", "頭ん中")

# (mend of the twenty-seventh round's review) what follows the remember asked ahead is no fact when
# it is an order to the hearer, as the west's _NOT_ERRAND reads (memory_notes.orders_hearer): the
# te-form asked of the hearer ("この資料、明日までに読んでおいて。", "…買ってきて。", "…読んで。"; で only
# after ん or い, never a particle or the Kansai copula, "…夜九時まで。", "…土曜やで", nor the hearsay's
# って, "…中止だって。"), the Korean imperative of putting or giving or in -아라/-어라 ("이 자료 내일까지 읽어
# 둬.", "…전화해 주세요."; never the honorific -세요 telling of someone, "할머니는 … 산책하세요"), the
# Chinese order with no subject, 把, 请 or 记得 first ("明天把这份资料读完。")
ORDER = {
    "ja": r"(?:(?:て|で)(?:ください|下さい|くれ|ちょうだい)|(?<!だっ)(?<!たっ)て|(?<=[いん])(?<!なん)で)(?:ね|な|よ)?\s*[。！!]*\s*$",
    # (mend of issue 33's thirty-third-round review, zg-east 6: a ban or a scolding, -지 마 / -지 마세요 / -지 마십시오
    # / -지 말아요, and 하십시오체's order, -(으)십시오: "…. 다음엔 늦지 마.", "…. 다음엔 늦지 마십시오.")
    "ko": r"(?:둬|둬요|놔|놔요|줘|줘요|두세요|놓으세요|주세요|해라|[가-힣](?:아라|어라)"
    r"|지\s?(?:마|마요|마라|마세요|마십시오|말아요|말아라|말아\s?줘|말아\s?주세요|말고)|[가-힣]십시오)\s*[.!。]*\s*$",
    "zh": rf"^\s*{ZH_ORDER_OPEN}",
}
# (mend of issue 33's thirty-second-round review, B2) nor is it a fact when it is a wish, a thanks, a
# greeting, a farewell or a closing formula ("祝您工作顺利！", "明天再说吧。", "今後ともよろしくお願いいたします。",
# "では、また来週お会いしましょう。", "그럼 다음 주에 뵙겠습니다.", "감사합니다."), nor a day or a time pointed at
# that the message never named, a memory invoked ("그날 우리는 모두 함께였습니다.", "あの日のことです。"):
# nothing there to keep. The remember asked ahead (ZH_HONOURED_AHEAD, JA's くださいませ / …幸いです,
# KO_FORMAL_WISH, and every older one) then keeps nothing (memory_notes.orders_hearer)
_THAT_DAY = {
    "zh": r"那天|那一天|那时|那時|那阵子|那陣子|那年",
    "ja": r"あの日|あの時|あのとき|あの頃|あのころ|あの年",
    "ko": r"그날|그때|그\s?시절|그해",
}
# Korean's "let us", -ㅂ시다: any syllable closed by ㅂ before 시다 ("갑시다", "힘냅시다", "만납시다")
_KO_LETS = "[" + "".join(chr(c) for c in range(0xAC00, 0xD7A4) if (c - 0xAC00) % 28 == 17) + "]시다"
NO_FACT = {
    "zh": r"^\s*(?:(?:那|那么|那麼|好|好的|最后|最後)\s*[，,]?\s*)?"
    r"(?:祝|愿您|願您|愿你|願你|恭祝|敬祝|顺祝|順祝|顺颂|順頌|预祝|預祝|此致|敬礼|敬禮|谢谢|謝謝|多谢|多謝"
    r"|感谢|感謝|辛苦(?:您|你|了)|您好|你好|大家好|早上好|早安|晚上好|晚安|再见|再見|拜拜|"
    + _THAT_DAY["zh"]
    # (thirty-third round: the speaker's own worry, fear or regret, "…记在心上。我很担心。": the matter taken to heart,
    # no fact told)
    + r"|(?:我|我们|我們)(?:真的|实在|實在|很|好|有点|有點|非常|特别|特別|一直|也)*(?:担心|擔心|担忧|擔憂|着急|著急|害怕|难过|難過"
    r"|伤心|傷心|生气|生氣|失望|遗憾|遺憾|抱歉|过意不去|過意不去|放心不下|不放心))"
    r"|(?:再见|再見|[明后後改今]天[见見]|下次[见見]|回头[见見]|回頭[见見]|一会儿?[见見]|待会儿?[见見]|拜拜"
    r"|再说|再說|再聊|再谈|再談|先这样|先這樣)(?:吧|啦|了|哈|哦|喔)?\s*[。！!～~…]*\s*$",
    "ja": r"(?:よろしく(?:お願い(?:いたし|し|申し上げ)ます|お願いします|ね|な|です)?|お願い申し上げます"
    r"|失礼(?:いたし|し)ます|ありがとう(?:ございます|ございました)?|お世話になりました|お疲れ(?:様|さま)(?:です|でした)"
    r"|ご自愛(?:ください|下さい)(?:ませ)?|お大事に(?:なさってください)?|お元気で|さようなら|さよなら"
    r"|お待ちしております|またね|じゃあね|ではまた|それではまた|ましょう(?:ね|よ)?)\s*[。！!]*\s*$"
    # (mend of issue 33's thirty-third-round review, zg-east 4: a matter pointed at, "…のことです。", or only named, a
    # bare noun phrase of what it is, "去年の忘年会のお店の名前。": what is asked about, no fact told)
    r"|(?:のこと|の件)(?:です|でございます|だ|なんです|ですが)\s*[。！!]*\s*$"
    r"|^\s*[^はがもを、。？?]{1,30}の(?:名前|お名前|場所|日付|日にち|住所|電話番号|番号)\s*[。.]?\s*$"
    r"|^\s*(?:(?:では|それでは|じゃあ|じゃ)\s*[、,]?\s*(?:また|失礼)|こんにちは|こんばんは|おはよう|はじめまして"
    r"|いつもお世話になって|" + _THAT_DAY["ja"] + r")",
    "ko": r"(?:(?:감사|고맙)(?:합니다|드립니다|습니다|해요|워요|워)|뵙겠습니다|뵐게요|봬요|뵈어요|뵙시다"
    r"|안녕히\s?(?:가세요|계세요|가십시오|계십시오)|또\s?(?:오세요|봐요|봐|만나요)|수고(?:하세요|하십시오|하셨습니다)"
    r"|부탁(?:드립니다|드려요|합니다|해요)|" + _KO_LETS + r"|바랍니다|바라요|기원합니다"
    r"|되세요|되십시오|건강하세요)\s*[.!]*\s*$"
    r"|^\s*(?:안녕하세요|안녕하십니까|" + _THAT_DAY["ko"] + r")(?![가-힣])",
}

# (thirty-third round) what a closing frame of keeping would take for the fact when the frame's place or
# pointer stands alone before it: the memory named as the place ("恐縮ですが、心のメモにお控えくださいませ。…":
# 心のメモに) or this matter (이 내용 / 이 점 / 이것, "실례지만 이 내용 마음에 담아 두십시오. …"); the fact is the next
# sentence's, which the ask ahead (JA, KO) keeps. requests._head passes such a closing frame by
_ONLY_THE_PLACE = (
    rf"\s*(?:{JA_PLACE}|(?:이|그)\s?(?:내용|점|것|사항)(?:을|를|은|는)?|이거|이것|그거|그것)\s*$"
)


@cache
def _only_the_place() -> re.Pattern[str]:
    return re.compile(_ONLY_THE_PLACE)


def only_the_place(text: str) -> bool:
    """True when `text`, what a closing frame of keeping found before it, is only the memory's place
    or a pointer at the matter: no fact."""
    return _only_the_place().match(text) is not None
