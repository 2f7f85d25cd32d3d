"""Chinese, Simplified and Traditional: one table, patterns written once in Simplified."""

from __future__ import annotations

from functools import cache

from app.domain.memory.judgement import east_asked, east_world, life_stages
from app.domain.memory.judgement.lexicon import Form, Lexicon, taken_back
from app.domain.memory.judgement.zh_rules import MARKERS, NEGATIVE, rule_forms
from app.domain.memory.judgement.zh_script import zx

_SEP = r"\s*[，,：:、]?\s*"
# What a verb of taking back points at: what was just said ("这句", "刚才说的", "上面那条").
_SAID = r"头先(?:说的|讲的|那句|的)?|这(?:一)?句(?:话)?|这条|上面(?:的|那句|那条|说的)?|刚才(?:说的|那句|那条|的)?(?:话)?|刚刚(?:说的|那句)?|前面(?:那句|说的|的)|我刚才说的|那句(?:话)?|上一句"
# What opens an order after "以前/之前" ("合并之前尽量先 rebase"): then it means "before", not the past.
_ORDER_AFTER = r"[，,]|一定|一律|统一|全部|要|先|都|必须|尽量|尽可能|最好|记得|请|别|不要|不能|不许|不准|务必|千万|得|需要|应该|就|也|还是"


@cache
def table() -> Lexicon:
    """This language's table, compiled on first use (only for text in its script)."""
    return Lexicon(
        code="zh",
        openers=zx(
            r"^\s*(?:你好|您好|嗨|哈喽|哈啰|早上好|早安|早晨|下午好|晚上好|好的|好吧|好|嗯|哦|噢|喔|对了|另外|此外|还有|"
            r"还有一点|还有一件事|还有一条(?:规矩|规则|要求)?|顺便(?:说一下|提一下|说一句|说下|提下|讲下|讲一下|讲|说)?|补充一下|补充一点|"
            r"谢谢(?:你|您)?|多谢|感谢|辛苦了|太好了|不错|很好|没问题|收到|明白了?|OK|ok|最后|再补充一点|(?:大家|各位(?:同事|同仁|同学|老师)?)?注意|重要|提醒一下)"
            r"\s*[，,。！!：:～~、\s]+",
            # Cantonese thanks with 晒 ("多謝晒", "唔該晒", "辛苦晒", "麻煩晒") and an aside's lead
            # ("順帶一提", "順便講埋"): what opens the rule after a task or a thanks
            r"^\s*(?:(?:多谢|唔该|辛苦|麻烦)(?:晒|哂)|(?:顺带|顺便|顺手)(?:一提|提一提|讲埋|讲一句|讲声))\s*[，,。！!：:～~、\s]+",
            # a run of fillers with no pause, voice-typed, any of them in any order ("欸那個就是說…", "嗯對
            # 然後那個…", "那个就是说啊…"): two or more, the words after them are the message
            r"^\s*(?:(?:欸|诶|哎|呃|嗯|啊|阿|喂|呀|喔|哦|对了|对|然后|那个|就是说|就是讲|就是话|就系话|即系话|就是)\s*[，,、…]?\s*){2,}(?=\s*[\u4e00-\u9fff])",
            # a hesitation before a pause: an interjection, a filler demonstrative or both ("欸那個，")
            r"^\s*(?:欸|诶|哎|呃|嗯|啊|喂)?\s*(?:那个|这个|就是说?)\s*[，,、…]+\s*",
            r"^\s*(?:欸|诶|哎|呃|喂)\s*[，,、…]+\s*",
            # voice typing writes the pause as a space, after an interjection or 就是说 ("欸那個 客戶
            # 的…", "就是說那個 出貨前…", "阿 你…"), before Han (a demonstrative before a Latin
            # word, "这个 PR", "这个 bug", is no filler)
            r"^\s*(?:欸|诶|哎|呃|嗯|啊|喂|(?:嗯|呃|啊)?\s*就是(?:说|讲)?)\s*(?:那个|这个)\s+(?=[\u4e00-\u9fff])",
            r"^\s*(?:欸|诶|哎|呃|喂|阿|啊)\s+(?=[\u4e00-\u9fff])",
            # (那个 alone and a space: a demonstrative joins its noun, "那个单据"; and "let me tell you",
            # 我跟你说, before a pause)
            r"^\s*那个\s+(?=[\u4e00-\u9fff])",
            r"^\s*(?:欸|诶|哎)?\s*我跟你(?:们)?(?:说|讲)\s*(?:[，,、…：:]+\s*|\s+)",
            r"^\s*喂呀\s*[，,、…]*\s*",
            # (two fillers the other way round, 就是 then 那个: "嗯就是那个培训记录…")
            r"^\s*(?:嗯|呃|啊)\s*就是\s*(?:那个|这个)\s*[，,、…]*\s*",
            # a topic announced with 这块 / 方面 and a particle ("物流这块呢，", "财务方面的话，"): the
            # words after it are the message
            r"^\s*[\u4e00-\u9fffA-Za-z]{1,6}?(?:这块|这一块|这边|方面)(?:呢|的话|嘛)\s*[，,]\s*",
            # a filler of voice-typed speech, said with no pause ("就是说新建的仓库…", Cantonese "即係話啲
            # 新 service…", "嗯即係咁講啦每個禮拜三…"): the words after it are the message
            r"^\s*(?:嗯|呃|啊)?\s*(?:就是说|就是讲|就系话|就系讲|即系话|即系咁讲(?:啦|呀)?)\s*[，,、…]*\s*",
            # two fillers with no pause, the second 就是 ("嗯那个就是新来的…"): the words after them are
            # the message
            r"^\s*(?:嗯|呃|啊)\s*(?:那个|这个)\s*就是(?!说|讲|系)(?=\s*[\u4e00-\u9fff])",
            # a filler before a lead-in, voice-typed with no pause: "那个以后…"
            # (one filler or two: "嗯那个以后…")
            r"^\s*(?:(?:嗯|呃|啊)\s*(?:那个|就是)?|那个|就是)(?=\s*(?:以后|今后|从现在|每次|每当))",
            # (and before a thing of the work that a word of every item follows in its clause, voice-typed
            # with no pause: "那個出貨單都要倉管簽名喔", "那个合同统一走法务审": 都 / 一律 / 统一 over one thing
            # pointed at would not be said; not what was done, asked, or one job done once over it)
            r"^\s*(?:嗯|呃|啊)?\s*那个(?=[\u4e00-\u9fff]{2,8}?(?:都要|都得|都需要|一律|统一)"
            r"(?![^，,。；;]*(?:[了过吗呢？?]|一下|一遍|一次)))",
            # (and before the team named first: "那个咱们这边的日志统一打到 Loki")
            r"^\s*(?:(?:嗯|呃|啊)\s*(?:那个|就是)?|那个|就是)(?=\s*(?:我们|咱们|咱)(?:团队|组|这边|这里|这儿)?的?)",
        ),
        please=zx(
            # (Cantonese 唔該 before an order is "please", not 不该; 唔該晒 is thanks, an opener)
            r"(?:^|(?<=[，,：:]))\s*(?:请你|请(?!求|教|假|客|问)|麻烦你|麻烦|劳驾|拜托你|拜托|唔该(?!晒|哂))(?=\s*\S)"
        ),
        closers=zx(r"[，,]?\s*(?:谢谢|多谢|感谢)(?:你|您|啦|了)?(?=\s*[。！!]*\s*$)"),
        lead_in=zx(
            r"(?:从现在(?:开始|起)|从今(?:天)?(?:以后|往后|开始|起)|今后|往后|(?<![过完后好了前点时分半])以后(?!再|有空|有时间|的事)|(?:由|从)?(?:而家|宜家|依家)(?:开始|起)|日后|"
            r"接下来的(?:工作|任务|开发|项目|对话)(?:里|中)|自此以后|此后|后续(?:的工作)?(?:里|中)|"
            r"(?:之后|以后)(?=记得|要记得|请记得)|"
            # "之後 PR 的描述都附上截圖": "after this" opening a sentence whose clause speaks of
            # every item ("都", "一律", or 所有 right after it: "之後所有合約 PDF 加浮水印") is "from
            # now on", not one later step
            r"(?:^|(?<=[\s，,。：:]))之后(?=\s*[^，,。；;]{1,24}?(?:都|一律|全部|一概|记得)|\s*(?:所有|每个|每一个)))"
            r"(?:都|也(?!许))?\s*[，,：:]?\s*",
            r"(?:而)?不(?:只|仅|光|单)(?:是)?(?:针对|对|为了)?(?:这个|这次|这一个|本次)(?:任务|需求|工单|PR|改动)\s*[，,：:]?\s*",
        ),
        scope_user=zx(
            r"(?:在|对于|对)?(?:我的?)?所有的?(?:项目|专案|仓库|代码库|工作|空间)(?:里|中|上|内)?面?\s*(?:都)?[，,：:]?\s*",
            r"(?:在)?(?:任何|每个|哪个)(?:项目|专案|仓库)(?:里|中)?(?:都)?[，,]?\s*",
            # (or whichever case or client the work is for: "不管哪个客户，…", "無論哪個案子，…")
            r"(?:不管|无论)(?:是)?(?:哪个|哪一个|什么)(?:项目|专案|仓库|案子|案件|客户)\s*[，,]?\s*",
            r"(?:全局(?!的)|到处)(?:都)?[，,]?\s*",
        ),
        scope_session=zx(
            r"(?:在)?(?:这个|这次|本次|当前|此|这段)(?:对话|会话|聊天|窗口)(?!记录|内容|消息|截图)(?:里|中|内)?面?\s*(?:都)?[，,：:]?\s*",
        ),
        scope_space=zx(
            r"(?:在)?(?:这个|本|此|当前)(?:项目|专案|仓库|代码库|空间)(?:里|中|内)?面?\s*(?:都)?[，,：:]?\s*",
        ),
        # the project's place opening the sentence, then a thing of the work and the act done with
        # it in the plain present, with no one named and nothing done, being done or asked ("这个
        # 项目里时间字段存 UTC"): how things are done there, a convention; not what it has, is or
        # how well ("…里有很多测试", "…里代码写得很乱", "…里字段存的是字符串")
        team_place=zx(
            r"(?:^|(?<=[，,：:]))\s*(?:在)?(?:这个|本|此|当前)(?:项目|专案|仓库|代码库|repo)(?:里|中|内)面?\s*[，,]?\s*"
            r"(?=(?![^，,。；;]*(?:有|没|得|是|很|挺|太|负责|现在|目前|还|已经|[了过着吗呢？?]))(?![我你他她它咱您这那])"
            # (an order opening with its verb is a job for now: "在这个项目里创建 hello.py")
            r"(?!创建|建立|新建|新增|添加|加|写|做|生成|删|改|修|跑|运行|执行|把|给|帮|用|放|部署|提交|上传|下载|安装|配置|更新|升级|重构|实现|弄|搞|开)[^，,。；;\s]{1,10}?"
            r"(?:\s*[A-Za-z][\w.\-]*)?\s*(?:都|统一|一律|全部|只)?\s*"
            r"(?!是|没|在|会|也|还|已|正|被)[\u4e00-\u9fff]{1,2}\s*(?:[A-Za-z]|[\u4e00-\u9fff]{2}))"
        ),
        polite_frame=zx(r"^\s*(?:你|您)?(?:能不能|能否|可不可以|可以|是否可以|麻烦你?|请你?)\s*"),
        question=zx(
            r"[？?]\s*$",
            # final 么 asks as 吗 does, but not closing 什么 / 怎么 / 这么 ("…写清楚为什么。")
            r"(?:[吗呢]|(?<![什怎这那多要])么)(?:\s*[？?。]?)\s*$",
            # an A-not-A form asks, unless a verb of checking governs it in its clause ("检查证书
            # 有没有过期" is what to check, not the user's question)
            # (each clause on its own: "如果 CI 挂了，先看是不是 flaky test，再来找我")
            r"(?:^|[，,。])(?![^，,。]*(?:检查|确认|看看|看一下|(?<![好难])看|查看|查一下|检测|判断|验证|测试|决定|考虑|评估|自己定|留意|注意)[^，,。]*(?:是不是|能不能|可不可以|要不要|会不会|有没有))"
            r"[^，,。]*(?:是不是|能不能|可不可以|要不要|会不会|有没有)",
            # (not a wh-clause as the topic of a decision left to the addressee: "變數怎麼命名你可以
            # 自己決定", "什么时候发版你定")
            r"(?:为什么|怎么(?!样都)|什么时候)(?![^。！!]*[。！!]\s*$)(?![^。！!？?，,]{0,16}[，,]?\s*(?:你|您)?(?:可以|就)?(?:自己|自行)?(?:决定|定|看着办|拿主意|做主))",
        ),
        one_off=zx(
            # the speaker's own next step: a hand-over ("…，我等一下看", "…，我来看")
            r"[，,]\s*我(?:等一下|等下|待会|待會|一会儿|一會兒|再|来|來|好)",
            r"破例|例外地|下不为例|就这一次|仅此一次|只此一次|就这么一次",
            r"有空的时候|有时间的时候",
            r"这次(?!对话|会话|聊天)|这一次|本次(?!对话|会话|聊天)|这回|(?:今天|今日|明天)(?!\s*(?:开始|起(?![得床来])))|今晚|昨天|刚才|暂时|临时(?!文件|目录|表|变量|数据|账号|工|病房|仓库|办公|柜台|入口|出口|通道|停车|教室|窗口|场地|宿舍|摊位|货架|候车|诊室)|先别|先不|"
            r"现在先|目前先|眼下|(?<!提醒)(?<!通知)(?<!预约)(?<!告知)(?<!约)下次|(?:这周|本周)(?!\s*(?:开始|起(?![得床来])))|马上|立刻|有空|有时间",  # (从这周开始: a start)
            # these days (最近, 近期, 这阵子, Cantonese 呢排) with no modal in the clause: how things have
            # been lately, a report ("近期我們請假都改走系統"); not "the latest" (最近的 tag)
            r"(?:最近(?!的|一)|近期|近来|这阵子|这段时间|呢排)(?![^，,。；;]*(?:要|得|必须|务必|请(?!假)|别|不要|一定|记得))",
            # today's state: a word of now, then "still" or "only … left" in its clause ("现在设计稿都还
            # 放在…", "目前測試機只剩三台…"): how things are now, no way of working
            r"(?:现在|目前|当前|現時|现时)[^，,。；;]{0,12}?(?:还|仍|依然|依旧|尚|只剩|只有|暂时)",
            # today's state in Cantonese: now (而家, 宜家, 依家; not "由而家開始", a lead-in), the
            # progressive V緊 ("用緊", "跑緊": what is being done; not 要緊, 記緊, 抓緊, 緊急), and
            # yesterday (尋日, 琴日, 噚日), as 今天 / 昨天 are
            r"(?:而家|宜家|依家)(?!开始|起)|尋日|寻日|琴日|噚日|"
            r"紧(?<=[\u4e00-\u9fff]紧)(?<![记抓握拧扎绑勒捏赶收要上]紧)(?!张|急|要|密|接|凑|迫|缺|身)",
            # put off ("再说", "再看"); but "先修好再说" in one clause is "fix it first"
            # (nor any step after another in one clause, "先…再处理", "先登记再处理": first this, then that)
            r"(?:^|[，,。])(?![^，,。]*先[^，,。]{1,12}再(?:说|看|议|讨论|考虑|处理|弄|研究))[^，,。]*?再(?:说|看|议|讨论|考虑|处理|弄|研究)",
            # "这里" after "我们/咱们" is the team's place ("我们这里用 pnpm"), as "bei uns" is
            # ("那些很重的批次工作": a demonstrative before a relative clause names a kind)
            r"这(?:段|份|篇)|(?<!我们)(?<!咱们)(?<!咱)这(?:里|儿)|那(?:段|份|篇|里|儿)|(?:这|那)些(?![^，,。]{1,8}的)",
        ),
        wish=zx(
            r"(?:如果|要是)你(?:能|可以)[^，,。]{1,30}(?:就好了|就太好了|会更好)",
            r"希望你(?:能|可以)?",
        ),
        hedge=zx(
            r"可能|也许|或许|大概|说不定|考虑|(?:如果|要是|假如)(?:可以|可能|方便|有空|你愿意|行的话)|我觉得|我想|我认为|应该可以|不一定|不确定|看情况|打算|计划|"
            r"不过现在不急|将来|估计|恐怕|"
            # the speaker's doubt of the news as a clause of its own closing the sentence, "…，不过我也
            # 说不准", "…，这事我拿不准", "…，未知道"; never with the thing doubted in it, a reason for the
            # rule (mend of issue 33's thirtieth-round review: "…，我英文不太确定", "…，英文的术语我没把握")
            r"(?:^|[，,；;])\s*(?:不过|但是?|可是)?(?:这事|这件事|这个)?(?:我们|我)?(?:也|都|亦)?"
            r"(?:说不准|拿不准|不太(?:确定|肯定)|不敢肯定|没把握|未知道|唔(?:肯定|确定))(?:啦|喔|哦|呢)?\s*[。！!]?\s*$|"
            # a guess at what it would cost, closing on 吧 ("…，前端得改不少东西吧"): a conjecture,
            # no order ("以后都用 pnpm 吧" has no amount)
            r"(?:不少|很多|好多|一大堆|挺多|很久|不小|半天)[^，,。！!]{0,6}吧\s*[。？?！!]?\s*$",
            # a guess at when a thing will be done, can or will with a complement of result, closing on 吧
            # ("同城件隔天就能送到吧", "海运两周会到吧", "报告下午能出来吧"): a conjecture, no order
            r"(?:能|会)[\u4e00-\u9fff]{0,4}?(?:到|完|好|回来|出来)(?:了)?吧\s*[。？?！!]?\s*$",
        ),
        past=zx(
            # "以前"/"之前" after a verb is "before" when an order follows ("提交以前要跑测试"); after
            # the one who did it, "before" is the past ("我们以前都用 Vue")
            r"(?:^|(?<=[我你他她它们咱]))\s*以前|(?<![末底初号日点])以前(?!"
            + _ORDER_AFTER
            # (after a point of time, 之前 / 以前 is "before" it, a deadline: "每季度末之前交",
            # "每月五号以前发")
            + r")|(?<![末底初号日点])之前(?!"
            + _ORDER_AFTER
            # a Latin word right after it is the next clause's, code-switched ("merge 之前 squash")
            + r"|\s*[A-Za-z])|上次|(?<!马)上回(?![滚复覆退调收应归传到来去])|原来|原先|过去|曾经|那时|当时|去年|上个月|上周|前几天",
            r"上一?个(?:项目|月|星期|礼拜|公司|团队|版本|迭代)|一直(?:都)?用",
            r"(?:旧|老|之前的|以前的)(?:公司|团队|项目|工作)",
            r"(?:用|写|做|遇到|见|试|说|提|碰到)过|记得(?:小时候|以前|那时候?|当年)|小时候|细个(?:嗰阵|嗰陣|时)|儿时|童年时",
            life_stages.ZH,  # (twenty-seventh round: a stage of the speaker's life put first)
        ),
        # "X 告诉我" reports what someone told; "告诉我" opening its clause is an order
        reported=zx(
            r"(?:里|裡|上|中)(?:写着|寫著|写的是|寫的是|规定|規定)|(?:写着|寫著)",
            r"^\s*(?:据|按照?|根据)[^，,。]{1,12}(?:说|的说法|所说)",
            # (a thing of theirs is a thing: "客户的名字在日志里要脱敏")
            # (nor a kind described by their act, a relative clause closed by 的: "客户投诉的工单一律…",
            # "经理批过的采购单统一…"; a verb of saying is read below)
            # (nor a thing of theirs named as one word: "客户资料不能…", "同事电脑…")
            # (nor a lead's cadence of one round of a duty: "我们组长每周一早上检查一遍消防通道")
            r"^\s*(?:我|我们)?的?(?:同事|老板|经理|领导|组长|朋友|客户|前任|老同事|上司|队友)(?!的)"
            r"(?!(?<=组长|经理|领导|上司)[^，,。；;]{0,4}?(?:每|逢)[^，,。；;]{1,12}?(?:一次|一遍|一趟|一轮))"
            r"(?!资料|信息|数据|名单|档案|合同|订单|报价|報價|邮件|邮箱|电话|地址|投诉|反馈|需求|账号|隐私|文件|证件|照片|发票|付款)"
            r"(?!(?!那边|这边|那里|这里)[^，,。；;\s]{1,5}的)"
            # (nor the subject of a condition closed by 的话 or 的时候: any one of them, "客户要改收货地
            # 址的话必须…", "组长要请一整天假的时候得…": the case, not their report)
            r"(?![^，,。；;]{2,24}?(?:的话|的时候|时候))",
            # (someone, anyone as the subject of a condition is any case: "有人投诉的话…", "别人问起的时候…")
            r"^\s*(?:他|她|他们|她们)|^\s*(?:别人|有人|大家)(?![^，,。；;]{1,24}?(?:的话|的时候|时候))",
            # the unit next door (隔壁组, 对面科室, 人家公司, Cantonese 隔篱舖) as the subject, its way
            # told with no word of ours or of the one spoken to, and nothing asked of them ("隔壁部门的
            # 周报都是礼拜一交的", "听讲隔篱组啲 PR 都要两个人 review"): their way, reported; not a rule
            # of ours about their things ("隔壁仓的货不要收")
            r"^\s*(?:听说|听讲|据说)?\s*(?:隔壁|隔篱|隔籬|对面|人家)[^，,。；;\s]{0,4}?"
            r"(?:部门|部門|组|团队|公司|医院|醫院|门店|門店|店|铺|舖|栋|棟|楼|樓|学校|學校|科室|班|仓库|仓|部|科|单位|"
            r"分行|分店|工地)"
            r"(?![^。]*(?:我|咱|你|您|不要|别|请|麻烦|帮|记得|务必))",
            # another unit's way (隔壁组, 别的医院, 其他门店, 人家公司, 對面間舖), then ours set against it
            # ("…，我们这边不用", "…，我哋就唔使"): what is done elsewhere, told to say we do not
            r"^\s*(?:隔壁|对面|别的|其他|其它|人家|兄弟)[^。；;]{2,30}?[，,]\s*(?:但是?|可是|不过)?\s*(?:我们|咱们)"
            r"[\u4e00-\u9fff]{0,4}?(?:没|不|倒)",
            # (话说 "by the way", "话说在前头", is the speaker's own lead)
            # (nor a step of telling someone, "…再跟仓库说", "先同主管讲": the addressee's act)
            r"(?<![小我再话])(?<!我.)(?<!我..)(?<![再先就要][跟和同].)(?<![再先就要][跟和同]..)(?<![再先就要][跟和同]...)"
            # (nor what is said set aside as not counting: "…，口头说的不算", the way's own bound)
            r"(?<!直接)(?<![只就])说(?!明|清楚|一下|一声|声|话|法|(?:的|了)?不算)|听说|据说|(?<=[^\s，,：:；;])(?<![就请要先都马上再也然后後即时刻])告诉我",
            # Cantonese says "says" by 話 after the one who says it ("阿明話佢哋組…"); not the
            # speaker's own ("我話…"), nor the noun in 電話, 說話, 笑話, 廢話, 對話, nor "的話" (if)
            # (a name in Latin letters stands apart from it by a space: "Kelvin 話佢哋 team …")
            r"^\s*(?!我)(?:[^，,。；;\s]{1,8}?|(?:[阿小老]\s*)?[A-Za-z][A-Za-z.\-]{1,15}\s)(?<![的电電说說讲講对對笑废廢大童神情屁白鬼好])話(?![题題筒费費术術剧劇语語法音框])",
            # a member of the team ("我们组的张三…"); but not the team's own norm ("我们组的习惯是…")
            # (nor a thing of the team's said of all of it: "我们组的日志全部用 JSON 格式输出")
            r"我们组的(?!(?:习惯|惯例|规矩|规定|规则|约定|做法|原则|流程|要求|共识|传统)(?:是|就是|一直是)?)"
            # (nor a way of the team's set against another: "我们组的报表口径按自然月算，不按财务月")
            r"(?![^。]*[，,]\s*(?:而)?(?:不是|不)(?:按照?|用|走|以|跟着))"
            # (with 都 only when what follows 的 is not a person: "我们组的小李都用 Vim" is a member)
            r"(?![^，,。]{1,14}?(?:全部|一律|统一|一概)|(?![小老阿][\u4e00-\u9fff]|人|同事|成员|同学|新人|大家)[^，,。]{1,14}?都\s*(?:用|是|走|按|存|放|以|要|得|必须|采用|使用|写)"
            # (nor one given a recurring time: "我们组的周报每周五…发到群里" is the team's schedule)
            r"|(?![小老阿][\u4e00-\u9fff]|人|同事|成员|同学|新人|大家)[^，,。]{1,10}?[每逢](?:个|一)?(?:单|双)?(?:周|星期|礼拜|天|日|早|朝|晚|月|季度|季|年|工作日|迭代|冲刺|sprint|版本)"
            # (nor one given a count per unit of time: "我们组的复盘会一个月开一次")
            r"|(?![小老阿][\u4e00-\u9fff]|人|同事|成员|同学|新人|大家)[^，,。]{1,10}?一(?:个)?(?:周|星期|礼拜|天|月|学期|季度|季|年)"
            r"\s*(?:(?![了过着])[\u4e00-\u9fff]){1,2}[一两二三四五六七八九十几]+(?:次|遍|回))",
        ),
        everyday=zx(
            r"^\s*我(?:每次|每回|总是|老是)",
            r"^\s*(?:别|不要|不用|甭)(?:担心|着急|急|客气|紧张|管了|在意|动)",
            r"(?:^|[，,。])\s*(?:不要紧|没关系|没事)|不客气|别客气|别管|不用管|不使(?:管|理)|算了",
            # (not what an order keeps from happening: "别让它们一直挂着", "不要让 CI 老是卡住")
            r"(?:^|[，,。；;])(?![^，,。；;]*让)[^，,。；;]*?(?:总是|老是|一直|都会|就会?|每次都|就)(?:崩溃|失败|报错|通过|超时|卡住?|挂|闪退|出错|当掉|忘)",
            r"崩溃|闪退|当掉|记不住|不记得|遇到过",
            # crowding, a jam or running out is the world's state, no one's act ("一到双十一快递就爆仓",
            # "周末的商场总是人挤人", "过年前高速公路一定塞车", "一到月底打印纸就断货")
            # (said as what tends to happen: 就, 总是, 一定; not a case a rule answers, "缺货的话先通知客户")
            r"(?:就|总是|老是|都会?|一定|经常|常常|年年|每次都)\s*(?:会\s*)?(?:大)?(?:爆仓|人挤人|挤爆|爆满|排长队|排长龙|堵车|塞车|"
            r"堵死|缺货|断货|抢光|卖光|一票难求|"
            # (or packed: "每年春运火车站都挤得水泄不通", "每逢国庆景区都人山人海", "…总是挤满了人")
            r"(?:挤|擠)得水(?:泄|洩)不通|水(?:泄|洩)不通|人山人海|(?:挤|擠)(?:满|滿)了?人)",
            # the roads' jams and the weather likewise ("早高峰三环永远堵成停车场", "国庆期间高速公路到处都
            # 堵", "台北的夏天下午总是会下大雷雨", "梅雨季节衣服总是晾不干"): a jam's extent is a state
            # by itself (永远 and 到处都 may be read away before this is asked); a plain 堵 or 塞 only
            # closing the clause, after a word of tending or a road ("把漏洞都堵上", "消防通道不能堵" are
            # orders)
            r"堵成|堵得|堵到|塞到不行|塞爆|塞成",
            r"(?:总是|老是|永远|都会?|一定|经常|常常|年年|每次都|到处都)\s*(?:会\s*)?(?:堵|塞)(?=\s*(?:[。！!，,]|$))",
            r"(?:路|道|桥|速|环|街)(?:上)?\s*(?:都|也|又)?\s*(?:堵|塞)(?=\s*(?:[。！!，,]|$))",
        ),
        weather=zx(*east_world.zh_weather()),
        negated_memory=zx(
            # (for the speaker or not, and "no need to" said by 没必要 or Cantonese 唔使: "不用帮我记，…",
            # "…，没必要记下来", "唔使幫我記低")
            r"(?:不要|别|不用|不必|无需|用不着)(?:记住|记|保存|存|记下)",
            r"(?:不要|别|不用|不必|无需|用不着|没(?:有)?必要|唔使|唔好)(?:帮我|给我|替我)?(?:记住|记下来|记下|记低|记个事|记|保存|存)"
            r"(?:这个|这些|呢个|佢)?(?=\s*[，,。！!…]|\s*$)",
            r"忘(?:了|掉)(?:这|它|那)",
        ),
        context_less=zx(
            r"^\s*(?:就|都|也|还是)?(?:这样|那样|这么|那么|照这个|按这个|照这样|按这样|按你(?:刚才)?说的|照你(?:刚才)?说的|像这样|同样)"
            r"(?:做|办|来|写|改|弄|处理)?(?:吧|了|就行|就好|即可)?\s*[。！!]?\s*$",
            r"^\s*(?:永远)?(?:别|不要)再?(?:这样|那样|这么|那么)(?:做|干|弄)?了?",
            # (and a machine or a vehicle pointed at by its classifier, Cantonese's 呢 too: "呢部投影機…",
            # "这台服务器…": that one, described)
            # (not a place named before it, a demonstrative after a name and before a container: "放在
            # 共用雲端那個資料夾", "发到运营那个群": that place, named)
            r"(?<![A-Za-z0-9_/.\-]\s)(?<![A-Za-z0-9_/.\-\u4e00-\u9fff])(?:这个|那个)|(?:这|那|呢)(?:台|架|辆|部(?!分|门|署))|这样做|那样做|这(?:一)?点|这件事|那件事|它(?!们)",
            r"(?<=[\u4e00-\u9fff])(?:这个|那个)(?!\s*(?:文件夹|资料夹|目录|群组?|频道|信箱|网盘|共享盘|云端|表格))",
        ),
        task=zx(
            # a negative order is no one-time job ("假日不要发通知给我"), nor one said with a recurring
            # time ("你每天收工前把…拍给我")
            r"^(?!.*(?:"
            + MARKERS
            + r"|"
            + NEGATIVE
            + r"|每(?:天|日|晚|早|周|星期|礼拜|月|季度|年|工作日)|逢))(?:.*(?:一个(?!礼拜|星期|月|小时|季度|工作日)|一下|帮我|帮忙|替我|给我)|\s*把)",
            r"^\s*(?:帮我|帮忙|替我|给我)?(?:写|加|新建|创建|建|做|生成|添加|增加|弄|改)(?:一个|个|一下|一段)",
        ),
        # A complaint about what the assistant does: "最烦你每次都…", "讨厌你老是…", "…，很烦"
        placement=zx(
            r"(?:放|存|存放|保存|放到|放进|存到|存进|保存到|丢到|扔到)\s*(?:在|到)?\s*[~./A-Za-z]"
        ),
        limit=zx(
            r"(?:最多|至多|不超过|不要超过|不能超过|上限|至少|最少|起码)[^，,。\d一二三四五六七八九十百千两兩]{0,4}[\d一二三四五六七八九十百千两兩]",
            r"[\d一二三四五六七八九十百千两兩]+\s*\S{0,3}?(?:以内|为限)",
        ),
        prefixed=zx(r"(?:用|以)\s*\S*[/_-]\s*(?:开头|開頭|打头|起头)"),
        announce=zx(
            r"一般来说|一般來說|总的来说|總的來說|整体来说|整體來說|规定|規定|规则|規則|规矩|規矩|原则|原則|约定|約定|"
            r"惯例|慣例|长期有效|長期有效|一直有效|如下|这样做|這樣做|这么做|這麼做|重要"
        ),
        universal=zx(MARKERS + r"|以后|今后|往后|只要|所有|任何|凡是"),
        complaint=zx(
            r"(?:最|很|真|特别|非常)?(?:烦|讨厌|受不了|不喜欢|反感)你(?:老是|总是|每次|又|一直|动不动|随便|乱|擅自|把|给我)",
            r"你[^，,。]{0,6}(?:老是|总是|又)[^，,。]{1,30}[，,]\s*(?:很|真|好)?烦",
        ),
        rule=rule_forms(),
        preference=zx(r"喜欢|偏好|偏爱|倾向于|宁愿|宁可"),
        material=zx(
            r"(?:总结|概括|摘要|翻译|翻成|译成|润色|润饰|潤飾|校对|检查|改写|重写|解释|看看|看一下|整理|缩短|精简|优化|修改|纠正)"
            r"(?:一下)?[^：:。！？\n]{0,12}[：:]",
            # "这段话帮我润色一下好吗？", "把这段翻成英文。": the text pointed at is what follows
            r"(?:这段|这句|这篇|这条|这几句|下面这段)(?:话|文字|内容|段落|文本|邮件|消息|说明)?[^。！？\n]{0,6}?"
            r"(?:润色|润饰|潤飾|改写|重写|翻译|翻成|译成|总结|概括|校对|精简|优化|整理)[^。！？\n：:]{0,12}[。！？?：:]",
            r"(?:文档|文件|README|说明|手册|规范|邮件|消息)(?:里|上|中)?(?:写着|写的是|说|规定)[^：:。\n]{0,6}[：:]",
            r"贴(?:一段|一下|个)[^：:。\n]{0,10}[：:]",
            # someone's text handed over by how it came ("同事傳來的訊息：", "客户发来的邮件："): material
            r"(?:传来|发来|寄来|转来|转发|写|发|贴|留)的(?:消息|讯息|邮件|信|留言|文字|内容|需求|说明|规则|公告)[^：:。\n]{0,6}[：:]",
            r"(?:这是|如下|下面是|以下是)[^：:。\n]{0,20}[：:]",
        ),
        retraction=zx(
            # not recording what was just said: a verb of noting or saving, negated, with a word
            # pointing back at it or closing its clause ('don't write that down', 'ne note pas ça')
            r"(?:这条|這條|这个|這個|这句|這句|这些|這些|刚才那句|剛才那句|上面那句)(?:先|就)?(?:别|別|不要|不用|甭|唔好|唔使)(?:记录|記錄|记下|記下|记低|記低|写下|寫下|记|記|存|保存|写|寫)",
            r"(?:别|別|不要|不用|甭|唔好|唔使|不必|无需|無需|用不着|用不著|没(?:有)?必要|沒(?:有)?必要)(?:记录|記錄|记下来|記下來|记下|記下|记低|記低|写下来|寫下來|保存)(?:了|啊|呀|喔|哦|啦)?(?=\s*[，,。！!…]|\s*$)",
            # keeping things as they were takes back what was just asked ('leave it as it is')
            # the status quo as a class: keep / follow + the old or present way ("照原本的就好",
            # "按现在的做法就行", "用回原来的吧")
            r"(?:还是|就)?(?:照旧|保持原样|维持原样|维持现状|(?:照|按|用回?|维持|保持)(?:原来|原本|原先|原样|以前|之前|现在|目前|现状|现有)的?(?:样子|方式|做法|那样|那套)?)"
            r"(?:就好|就行|吧|即可|就可以|好了)",
            # a change of mind back: "还是先别改了", "还是不用了吧"
            r"还是(?:先)?(?:别|不要|不用|不)[^，,。！!]{0,4}(?:了吧|好了|了|吧)\s*[。！!]?\s*$",
            # or to wait and see ("还是先观望一下吧", "还是再看看")
            r"还是(?:先)?(?:观望|再看看|等等看|缓缓|放一放)[^，,。！!]{0,4}(?:了吧|好了|吧|再说)?\s*[。！!]?\s*$",
            r"(?:^|[，,。！!…])\s*(?:(?:喔|哦|噢|啊|呃)?不[，,]?\s*)?先(?:别|不要|不用)(?:了吧|好了|了|吧)\s*[。！!]?\s*$",
            taken_back(
                # no longer needed, closing its sentence ("CI 本來就會跑，那不用了"; Cantonese "唔使")
                alone=r"(?:^|(?<=[，,。！!…]))\s*(?:那|那就|就|也)?(?:(?:不用|不必|不需要|唔使)(?:了|喇|啦|嘞)?|不要了)(?:\s*[，,][^，,。！!]{1,20})?\s*[。！!]?\s*$|(?<![才就])算数|算了|算啦|不用[记記]了?|[别別][记記]了?|不要[记記]了?|[当當]我[没沒](?:[说說讲講提问問]|提到)(?:过|過)?|我(?:是)?(?:瞎|乱|亂|胡)[说說讲講]的|[还還]是不要(?:好了|了吧)|"
                r"开(?:个|玩)?玩?笑(?:的|啦|呢|而已)?|逗你(?:的|玩(?:的)?)|说着玩的|别当真|不[对對]，?等等|先别定|撤回",
                verbs=r"忽略|别管|别理|无视|撤回|收回|取消|作废|删掉|忘(?:了|掉)",
                objects=_SAID + r"|它|吧|我(?![们的])",
                gap=r"\s*",
            ),
            taken_back(
                verbs=r"不算(?:数)?|作废|取消|收回|撤回|不要了|算了|别管了|忽略(?:掉)?|当我没说",
                objects=_SAID,
                objects_first=True,
                gap=r"\s*[，,]?\s*",
            ),
        ),
        correction=zx(
            r"(?:哦|噢|喔|啊|呃|额|欸|哎)\s*不(?:是|对)(?:不是|不对)?",
            # after a comma, or opening the words after a rule that trails off ("…七十……不对，八十")
            r"(?<=[，,、])\s*不(?:是|对)(?:不是|不对)?\s*(?=[，,])|(?:^|(?<=…))\s*不对(?:不对)?\s*(?=[，,])",
            # an interjection may open any marker ("，啊说错了，是 10 秒")
            # a verb of putting words out, then 错 ("说错了", "打错", "写错了", "讲错"): the speaker's slip
            r"(?:(?:哦|噢|喔|啊|呃|额|欸|哎)\s*)?(?:我是说|我的意思是|我?(?:说|讲|打|写|敲|念)错了?|口误|笔误|更正(?:一下)?)",
            # in the traditional script, and a slip made ("搞錯了", "弄错了", "記錯了")
            r"(?:(?:哦|噢|喔|啊|呃|額|欸|哎)\s*)?(?:我是說|我的意思是|我?(?:說|講|打|寫|敲|念|搞|弄|記|记)(?:錯|错)了?|口誤|筆誤)",
            r"(?:哦|噢|喔|啊|呃|額|欸|哎)\s*不(?:是|對)(?:不是|不對)?|(?<=[，,、])\s*不(?:是|對)(?:不是|不對)?\s*(?=[，,])",
        ),
        disputed=zx(
            r"没有(?:这个|这种|这样的|什么)?(?:规定|规矩|要求)|并没有(?:要求|规定)|(?:是|那是)(?:谣言|误传|传言)",
            r"不是真的|(?:并)?不是这样|我(?:从来)?没(?:有)?说(?:过)?|我不(?:觉得|认为)|胡说|瞎说|谁说",
            # the speaker denies having asked for it: a verb of saying, asking or setting, denied
            # and closed by 过 ("我从来没要求过…", Cantonese "我冇叫過你哋…")
            r"我(?:从来|从|根本|可|也|又)?(?:都)?没(?:有)?(?:讲|提|要求|叫|让|规定|吩咐|交代|定)过",
        ),
        answer_no=zx(r"^\s*(?:不是|不对|没有|不|没)\s*[，,。！!]\s*"),
        negated=zx(r"不|没|别|无"),
        may=zx(
            r"^\s*(?:你|您)?(?:就|也|都)?(?:可以|能|尽管|随便)(?!不)",
            r"^\s*(?:你|您)?(?:就|也|都)?可(?=不经|直接|跳过|省略|自行|免)",  # formal "可": "可不经评审直接合并"
        ),
        denial=zx(
            # (不对 opening another word is no verdict: 不对外办公, 不对劲, 不对称, 不对口)
            r"不是真的|不对(?!，?等|外|劲|称|口)|错了|胡说|我(?:从来)?没(?:有)?说(?:过)?|我不(?:觉得|认为)|并非"
        ),
        condition_lead=zx(
            r"^\s*除非[^，,。；;]{1,40}[，,；;]\s*(?:否则)?",
            # a bound passed, then "就" with no comma: "函式超过五十行就拆开"
            r"^\s*[^，,。；;]{2,30}?(?:超过|多于|少于|大于|小于|低于|高于|不到|以上|以下)[^，,。；;]{0,10}?(?=就)",
            # an act that happened ("有改到…", "动了…", "改过…") then "就": the supposition needs no
            # conjunction ("有改到設定檔就順便更新 CHANGELOG")
            r"^\s*有?[^，,。；;就那]{1,6}?(?:到|了|过)(?![了过])[^，,。；;就]{2,20}?(?=就(?!是|在|好了|行了|不要|别)|记得|(?:都|也)?(?:要先|一定要|务必|必须))",
            # the thing first, then the act done with its aspect (了, Cantonese 咗, 完) and at once
            # what it obliges ("啲 config 改咗就要同 ops 講", "前端打包完記得清一下 CDN 快取"); not the
            # speaker's own promise ("我改了就告诉你"); a separable verb's object may follow the
            # aspect ("升咗級就要…")
            r"^\s*(?![我你他她它])[^，,。；;就那]{1,16}?[\u4e00-\u9fff](?:了|完)[\u4e00-\u9fff]?(?![了过])(?=\s*(?:就(?:要|得|必须|先|记得)|记得|(?:都|也)?(?:要先|一定要|务必|必须)"
            # (or the addressee and what it obliges: "啲貨到咗倉你要即刻點數")
            r"|(?:你们|你|您)\s*(?:就)?\s*(?:要|得|记得|必须)))",
            # and a thing that comes up, with no conjunction ("有新的环境变量记得同步到 .env.example")
            r"^\s*有(?!没有|人|点|些|空|时间)[^，,。；;就]{2,20}?(?=就(?!是|在|好了|行了|不要|别)|记得|(?:都|也)?(?:要先|一定要|务必|必须))",
            r"^\s*(?:遇到|碰到|如遇|若|如有|一有|有)[^，,。；;]{1,40}?(?:的话|时|的时候)?\s*[，,；;]\s*(?:就|则)?",
            # a kind of work item: "对于仅涉及文档的改动，…", "凡是文档的修改，…"
            r"^\s*(?:对于|对|凡是|只要是)[^，,。；;]{1,30}?(?:改动|修改|变更|提交|PR|修复|更新)\s*[，,]\s*",
            # "要 + an act" as a condition, when the main clause opens with what it obliges ("要動到金流
            # 相關的程式，一定先開 draft PR"): 要 is "if … is to", not "want"
            r"^\s*要(?!是|不|求)[^，,。；;]{2,30}[，,]\s*(?=(?:就|也|都)?(?:一定|务必|必须|记得|先|请|得|都要|要先))",
            # a topic may come before the conjunction ("区域变数如果能让程序更好读，…")
            r"^\s*(?:(?:[^，,。；;]{1,12}?)?(?:如果|假如|要是|万一|一旦|每当|只要)|当)[^，,。；;]{1,40}?(?:的话|时|的时候|之后|以后|后)?\s*[，,；;]\s*(?:就|那就|那么|则)?",
            r"^\s*[^，,。；;]{2,40}?(?:的时候|时候|之前|以前|之后|以后|的话|嗰(?:阵|陣)(?:时)?)(?:都|也|就)?\s*[，,]?\s*",
            r"^\s*(?:在)?[^，,。；;]{2,30}?(?<!之|以)(?:前|后|时)(?:都|也|就)?\s*[，,]\s*",
            # without a comma, when a directive follows at once: "发版前记得先跑冒烟测试"
            r"^\s*(?:在)?[^，,。；;]{2,12}?(?:之前|之后|前|后|时|的时候|嗰(?:阵|陣)(?:时)?)(?=(?:都|也|就|一律|统一|全部|一概)?(?:要|先|记得|一定|必须|务必|请|别|不要|得|需要|应该))",
        ),
        # a condition said after its main clause: "…，只要 CI 过了", "…，除非线上挂掉"
        condition_tail=zx(r"[，,]\s*(?:只要|如果|要是|假如|除非|等到?|一旦)"),
        directive=zx(
            # a thing or place put first, then a modal of obligation ("PR 描述里就要写清楚",
            # "新表都得加时间戳", "回复必须用中文")
            r"^\s*[^，,。；;]{1,15}?(?:(?:就|也|都|一定|务必|还)(?:要|得)|必须|必需|需要|应该|应当)(?!是)",
            # the addressee, then what it obliges ("…，你要即刻點數", "…，你们得先备份")
            r"^\s*(?:你们|你|您)\s*(?:就)?\s*(?:一定)?(?:要|得|必须|记得)(?!不要|是|吗|么|有)",
            # (or the addressee, then first, straight away or at once, and the act: "…的话你都先请他拍照",
            # "…你直接让仓管签收": the step kept each time the case comes)
            r"^\s*(?:你们|你|您)\s*(?:都|就)?\s*(?:先|直接|马上|立刻|即刻|第一时间)\s*(?![是有在会])[\u4e00-\u9fff]",
            # the thing put first, then what must be done with it ("整合測試也要一起加")
            r"^\s*[^，,。；;\s]{2,12}?(?:也|都)(?:要|得|必须)(?!是)",
            # (將, the written and Cantonese 把: "逢月尾將啲單據交俾會計"; not 将来, 将会, 将要, 将近)
            r"^\s*(?:请|先|都|就|把|将(?!来|会|要|近)|要|得|必须|务必|一定要|一定|记得(?!小时候|以前|那时|当年)|别|不要|不能|不许|禁止|马上|立刻|直接|统一|"
            r"只|一律|总是|永远|也|麻烦|需要|应该|记着|再)",
            # the verb may follow where it is done ("在 PR 里提醒我", "在群里通知大家"), as a time
            # fronted before it may
            r"^\s*(?:在[^，,。；;]{1,15}?(?:里|上|中|内|下)\s*)?(?:问|告诉|通知|提醒|跑|运行|检查|修|修复|加|添加|删|删除|写|用(?!户)|使用(?!者)|放|保持|提交|推送|合并|"
            r"部署|测试|锁定|固定|更新|回复|回答|说明|标注|记录|报告|等|停|跳过|确认|发|贴|改|重新|审核|"
            r"补上|补充|注明|附上|签名|备份|通知|产生|生成|整理|汇总|汇报|寄|执行|清理|建立|同步|列出|统计|扫描|重启)",
            # a topic, then a word that makes it hold for all of it, then how ("关键字全部大写",
            # "变量名一律小写"): a convention said of a kind of thing
            r"^\s*[^，,。；;\s]{1,12}?(?:全部|一律|统一)(?:都)?(?:用|是|要|改成|写成|大写|小写|放|加)",
        ),
        # After a condition, a main clause with no subject that opens with a verb is an order: in
        # Chinese the imperative has no mark of its own ("如果改动超过 500 行，就拆成几个小 PR").
        verb_first=zx(
            r"^\s*(?:就|那就|则|便)?\s*(?![我你他她它咱您这那是有没在会很太真好也都已还正])[\u4e00-\u9fff]"
            # and says nothing of how things are or will be ("…以后，徽章会变绿", "…，用户表是空的")
            r"(?![^，,。；;]*(?:是|会|变|可能|(?:了|吗|呢|吧)\s*[。！!？?]?\s*$))"
        ),
        permission=zx(
            r"[^\s，,。](?:\s*也)?\s*(?:没关系|没问题)",
            # leave to the assistant: "你可以自己批", "可以自行决定" (whatever the thing is)
            r"你?(?:可以|能)(?:自己|自行)(?!看|决定要不要[^，,。；;]*[。！!]?\s*$)",
            # the choice handed to the addressee ("函数怎么拆你自己决定", "命名你定就好")
            r"你(?:自己|自行)?(?:决定|定|看着办|拿主意|做主)(?!要不要|[^，,。；;]*[吗呢？?])",
            # the addressee alone, then "will do" ("文件類的 PR 你自己 approve 就好"): leave to act alone
            # (Cantonese says "will do" by 得: "…你自己執咗佢就得", "…你自己 merge 得啦")
            r"你(?:就)?(?:自己|自行|直接)[^，,。；;]{1,20}?(?:就好|就行|就可以|即可|就得|得(?:啦|喇|嘞|㗎|架|咯))",
            # act first, tell after: a waiver of the speaker's prior say ("你可以先修再跟我說")
            r"(?:可以|能)先[^，,。；;]{1,12}?再(?:跟|和|给|告诉|通知|同)",
            # (Cantonese "唔使" is 不用: "唔使問我", "唔使同我講")
            r"允许|可以不|可以跳过|可以直接|可以省略|不需要|不必|无需|不(?:用|使(?!用))(?!谢|客气|了|担心|管|理|急|怕)|可选|非必须|"
            r"不是必须|不强制|随意|禁止|不允许",
            # the written register: 得 + act at once (may), 毋须/无须/免 (need not)
            r"得(?:径行|逕行|自行|直接|迳行)|毋(?:须|需|庸)|无须|无庸",
        ),
        recurring=zx(
            r"每(?:个)?(?:周|星期|礼拜)[一二三四五六日天](?:早上|晚上|上午|下午|中午|凌晨)?|每(?:天|日|晚|早|周|月|个月)(?:早上|晚上|上午|下午|中午|凌晨)?|工作日|周末",
            r"(?:周|星期|礼拜)[一二三四五六日天](?:都|一律|统一)",
            # "逢" (on every …), as Hong Kong and written Chinese say it: "逢星期五", "逢周末", "逢月底"
            r"逢(?:周|星期|礼拜)?[一二三四五六日天末]|逢(?:月底|月初|月尾|月头|节假日|假日|假期)",
        ),
        restricted=zx(
            r"(?:周|星期|礼拜)[一二三四五六日天](?:到|至)(?:周|星期|礼拜)[一二三四五六日天]",
            r"(?:周|星期|礼拜)[一二三四五六日天](?:不行|不可以|不能)",
            r"只(?:有)?(?:在|能在|于|能)?(?:每)?(?:个)?(?:周|星期|礼拜)[一二三四五六日天]",
            r"(?:周|星期|礼拜)[一二三四五六日天](?:才|以外不)",
            r"只(?:在|能在)?(?:工作日|周末|上班时间)",
            # "…才可以…": only once something is done may the act follow ("要先在本机跑过才可以推",
            # "review 完才能合并"): a gate on every such act
            # (and the written register's 方: "應先經法務審閱後方得發布")
            # (and Cantonese's 先至 after an act done and its object: "…主任簽咗先至出得門口", "上完
            # 安全課先至…", its V得 "can V")
            r"[^，,。；;\s][^，,。；;]{1,30}?(?:(?:才|(?<=[后後])方)(?:可以|能够?|准|行|允许|可|得)"
            r"|[了完过][^，,。；;先]{0,4}?先至(?:可以|能够?|准|行|[\u4e00-\u9fff]得))(?!不)",
            # "只有…才…": only when (or after) something, then the act
            r"只有[^，,。；;]{1,24}?(?:的时候|时|之后|以后|后|的话)[，,]?\s*才",
        ),
        occasion=zx(
            r"(?:(?:这|本|下|上|这个|下个|下一个)(?:周|星期|礼拜)[一二三四五六日天]?|今天|今日|明天|今晚|后天|这周|本周|下周)(?!\s*(?:开始|起(?![得床来])))",
            # Cantonese: "今個禮拜五", "呢個星期", "聽日" (this week's Friday, this week, tomorrow)
            r"(?:今个|呢个)(?:周|星期|礼拜)[一二三四五六日天]?|听日(?!开始|起)",
            # only this one thing ("淨係呢個 PR 可以…", "只有这个分支…"): one occasion, whatever it allows
            # (and by its classifier, "只有这一批货…", "就這一筆訂單…", "淨係呢單…": one lot, one order)
            r"(?:只|仅|净是|就)(?:有|在|限)?\s*(?:这|呢)(?:一)?(?:个|次|份|条|单|批|笔|张|件|票|趟|轮|箱|车)",
        ),
        relative_period=zx(
            r"(?:上|前|那|当|同|本)(?:一)?(?:个)?(?:周|星期|礼拜|天|日|月|季度?)(?:的)?|前一天|隔天|当周|当月",
            # "this week", "this month", "yesterday" under "every week / month / day" is the
            # occurrence's own ("每周五下班前把这周升级过的依赖汇总"), not one date (a weekday after
            # it, "这周五", names one day)
            r"这(?:一)?(?:个)?(?:周|星期|礼拜|月)(?![一二三四五六日天末])(?:的)?|昨天(?:的)?",
            # (and the period after it: "每周五下午把下周排班表发给店长", the roster of the week to come)
            r"下(?:一)?(?:个)?(?:周|星期|礼拜|月)(?![一二三四五六日天末])(?:的)?",
        ),
        folder=zx(r"[A-Za-z0-9_.\-]+\s*(?:这个|那个)?\s*(?:文件夹|资料夹|目录)"),
        specific=zx(
            r"(?:这|那)(?:个|些|份|篇|段|条|次|一?个)?(?:热修复|补丁|分支|提交|文件|PR|版本|问题|需求|任务|功能|测试|页面|接口|表)|"
            # not after a name it stands beside ("infra/ 那個資料夾": the folder named, no pointing)
            r"(?<![A-Za-z0-9_/.\-]\s)(?<![A-Za-z0-9_/.\-])(?:这|那)(?:个|份|篇|段|条)|"
            # Cantonese points with 呢 ("呢個 PR", "呢份文件"); 呢 alone is a question's particle
            r"呢(?:个|份|篇|段|条|次|啲)|"
            # "那些很重的批次工作": a demonstrative before a relative clause names a kind
            r"(?:这|那)些(?![^，,。]{1,8}的)"
        ),
        quantified=zx(r"(?:任何|每(?:一)?个|所有的?)[^，,。]{0,12}?(?:都|一律|统一)"),
        runtime=zx(
            # with Taiwan's words for the same things (使用者, 介面, 伺服器, 函式, 欄位, 點選, 載入)
            r"(?:使用者|用户|客户|访客|接口|介面|API|服务器|伺服器|请求|响应|页面|表单|按钮|输入框|字段|栏位|函数|函式|方法|应用|浏览器)"
            # the verb of an event, not one made a noun's attribute ("接口返回的字段": the fields)
            r"[^，,。]{0,8}?(?:点击|点选|点了|提交|输入|打开|加载|载入|返回|回传|收到|响应|登录|登入|为空)(?!的)"
        ),
        relative=zx(r"(?:返回|输出|列出|找出|生成|计算)[^，,。]{0,12}的"),
        hypothetical=zx(r"如果|要是|假如|万一|的话|了就|了，就"),
        remember_back=zx(
            r"^\s*(?:请)?(?:记住|记下来|记一下)(?:了|哦|喔|吧|这个|这点)?\s*[。！!]*\s*$",
            # asked as a question, the fact in the next sentence, read by its shape (east_asked.py)
            east_asked.ZH,
            # (thirty-second round: the honoured hearer asked to keep this matter, "勞煩您記住這件事。…")
            east_asked.ZH_HONOURED_AHEAD,
        ),
        # remember asked with the fact inside the question ("你能帮我记住我的工号是30218吗？", "可以幫我
        # 記一下倉庫密碼是4471嗎？"): a fact said by 是 / 叫 / 姓 / 在; not what was talked about, nor a
        # question word inside ("你能记住我是谁吗？")
        remember_asked=(
            Form(
                zx(
                    r"^\s*(?:你|您)?(?:能|可以|能不能|可不可以)(?:帮我|替我)?记(?:住|下|一下|着)\s*"
                    r"(?P<rest>(?![^，,。？?]*(?:谁|什么|哪|几|多少|怎么|为什么))[^，,。？?]{2,}?"
                    r"(?:是|叫|姓|(?<![现正存实])在)[^，,。？?]+?)\s*(?:吗|么)\s*[？?]\s*$"
                )
            ),
        ),
        remember=(
            # (Cantonese writes "note it down" 記低 and "please" 唔該: "唔該幫我記低：尖沙咀分店逢星期二休息";
            # a particle of the asking after the verb is the frame's: "记着点 …", Cantonese "記住喇：…")
            Form(
                zx(
                    r"^\s*(?:顺便|另外|还有|对了|再)?\s*(?:请你?|唔该(?:你)?|你要|要|麻烦你?|你)?(?:帮我|给我|替我)?(?:一定)?(?:记住|记得|牢记|记一下|记下来?|记低|记好|记牢(?=了|\s*[，,：:])|记着|(?:别|不要|千万别)忘(?:了|记)(?=\s*[，,：:])|心里有(?:个)?数(?=\s*[哈哦喔啊呀啦]?\s*[，,：:]))(?:了(?=\s*[：:])|(?<=[好牢])了(?=\s*[，,]|\s)|[哈哦喔啊呀啦先喽](?=\s*[，,：:])|(?:点|喇|啰|咯)(?=\s*[，,：:]|\s))?(?!了)(?:一下)?(?:(?<=[住低下])(?:它|他)(?=\s*[，,：:]))?"
                    r"(?:(?:这个|这点|这一点)\s*[：:])?" + _SEP + r"(?P<rest>.+)$"
                )
            ),
            # with the fact pointed at ("这个你心里有个数") or the mind named ("你心里记着"), after "from
            # now on" (往后) too, before a colon: "往后你心里有个数：…", "这条你记着：…"
            Form(
                zx(
                    r"^\s*(?:往后|以后|今后)?\s*(?:(?:这个|这点|这一点|这条|这件事)\s*)?(?:你|您)?(?:替我|帮我|给我)?"
                    r"(?:心里(?:记着|记住|记好|有(?:个)?数)|记在心里|记着|记住|记好|记牢)(?:[哈哦喔啊呀啦])?\s*[：:，,]\s*(?P<rest>.+)$"
                )
            ),
            # the fact first, then "keep it in mind" closing the sentence ("…，你心里有个数")
            Form(
                zx(
                    r"^\s*(?P<rest>[^。！!？?]{4,}?)\s*[，,]\s*(?:(?:这个|这点|这一点|这条|这些)\s*)?(?:你)?(?:要)?(?:心里有(?:个)?数|心里记着|记住|记好|记着)(?:了|[哈哦喔啊呀啦先])?\s*[。！!]?\s*$"
                )
            ),
        ),
        prefer=(
            Form(
                zx(
                    # "比起 ORM 我更喜欢…": the thing set aside first, then the speaker's liking
                    r"^\s*(?:比起[^，,。！!]{1,20}?[，,]?\s*)?"
                    # 宁愿 / 宁可 ("I'd rather …, 也不 …") and Cantonese 钟意 ("我鍾意…") are likings too
                    r"我(?:更|比较|还是|一般|通常|向来|一直都?|最|真的|确实|其实|平时|往往|会){0,3}(?:更)?(?:喜欢|钟意|偏好|偏爱|倾向于|倾向|宁愿|宁可)"
                    # (a cleft, "我最偏好的是 …", is read by its structure: requests.py)
                    r"\s*(?P<rest>(?!的[，,]?\s*就?是).+)$"
                )
            ),
        ),
        # "记得要 …" and Cantonese "記得啲 <kind> 要 …" are "make sure to": a duty kept, no fact to keep
        # ("記得要每週一把上週的庫存表寄給採購喔", "記得啲新貨入倉要影相上傳系統呀")
        not_remembered=zx(
            r"^(?:了|吗|什么|那次|上次|当时|以前|小时候|那时候?|当年|要(?!是|不要)|啲[^，,。：:]{1,16}?要(?!是))"
        ),
        # (a demonstrative of kind before a relative names a kind: "那种先给结论…的周报")
        not_preferred=zx(r"^(?:这|那)(?!(?:种|種|类|類)[^，,。！!]{2,}的)|^(?:它|不)"),
        # (and what 宁愿 X sets aside after it: "我宁愿 X，也不想 Y" prefers X)
        prefer_cut=zx(
            r"[，,；;]\s*(?:以后|所以|因此|因为|但|不过|请|麻烦|你|这样|(?:也|都)(?:不|别))"
        ),
    )
