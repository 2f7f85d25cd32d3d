"""Chinese: the forms of a lasting rule (the table's `rule` slot, tried in order); zh.py is the rest
of the table."""

from __future__ import annotations

import re

from app.domain.memory.judgement.zh_script import zx

# The words that mark a lasting rule (every time, always, all, must, never, no longer …); the
# table's `universal` slot reads them too.
MARKERS = (
    r"每次|每当|每一次|每回|每个(?!人)|每一个|每逢|总是|始终|一律|统一|永远|务必|一定要|一定得|必须|必需|千万|"
    r"禁止|不许|不准|不得|绝对不|从不|从来不|任何时候|无论如何|随时都|尽量|尽可能|一直都|全部都|都要|都得|都需要|"
    r"(?:不要|别|不许|不准)再|再也(?:不要|别|不)|老是|"
    # the written register's "all … must" (均需, 均须, 均应, 皆须: "…调整均需提交变更申请")
    r"[均皆](?:需|须|应|应当|不得)"
)
# The project's place named before its thing, as Cantonese points at it and in English too ("呢個
# repo 嘅 …", "呢個 project 入面嘅 …"): the place stays in the stored words, its 嘅 (的) read after it
_PLACE = (
    r"(?:(?:呢个|这个)\s*(?:项目|专案|仓库|(?:repo|project)(?![A-Za-z]))\s*(?:里|中|内|入面)?\s*)?"
)
# A prohibition's words, Cantonese's too (唔好, 唔准, 咪); 别 not as in 特别, 区别, 别人.
NEGATIVE = r"唔好|唔准|咪|不要|不能|不可以|不用|勿|(?<![特区分告识类差性个级派辨])别(?![人的处])"
# A role at work, by its title's last word (…经理, …主管, …组, …部, …处) or by the function it names
# (法务, 财务, 前台, 质检, IT): who, in a team, does an act for every item; not "全部", "内部", "外部"
ROLE = (
    r"(?:(?![全内外局每各这那本上下所])[\u4e00-\u9fffA-Za-z]{0,4}?(?:经理|主管|组长|主任|专员|负责人|管理员|医生|护士长|"
    r"护士|老师|导师|司机|助教|助理|秘书|文员|店长|店员|保安|顾问|[医理药技律计程讲]师|"
    # (a shop's or a workshop's hands as the trade calls them: 师傅, 掌柜, 老板娘, Cantonese 阿叔 / 阿姐)
    r"师傅|掌柜|老板娘|阿叔|阿姐|阿姨)|(?![全内外局每各这那本上下所])[\u4e00-\u9fffA-Za-z]{1,4}?(?:组|部|处(?!理|于|在|置)|科|室|中心|团队|站)|"
    r"法务|财务|会计|出纳|运维|前台|柜台|櫃台|櫃檯|质检|品管|客服|仓管|行政|人事|采购|"
    r"场务|教务|值班的?(?:人|同事)|(?-i:HR|IT|QA|PM)(?![A-Za-z]))"
)

# The time each item is done at, the way or the place, after 是 in a cleft ("…都是下午三點前截單",
# "…都是現場掛", "…都是先墊再報", "…通常係即日出", "…都是在钉钉上提")
_WHEN_OR_WAY = (
    r"(?:每|逢|周[一二三四五六日天末]|星期|礼拜|月底|月初|月尾|提前|早上|上午|中午|下午|晚上|即日|当天|当日|"
    r"现场|线上|线下|网上|当面|电话|邮件|手工|人工|书面|口头|纸本|纸质|亲自|集中|先(?=[^，,。；;]{1,8}再)|"
    # (where: 在 a place of the work, "…请假都是在钉钉上提", "…报销单都是在系统里提交")
    r"在\s*[^，,。；;的\s]{1,8}?[上里内](?=\s*[\u4e00-\u9fff])(?![^，,。；;]*的)|"
    r"[\d一二三四五六七八九十两]+\s*(?:点|号))"
)


def rule_forms() -> tuple[re.Pattern[str], ...]:
    """The rule slot's patterns, in the order they are tried."""
    return (
        # "这是硬性规定", "没得商量", "没有例外": the sentence says it is a rule
        zx(
            r"(?:这是|是)(?:一条|个)?(?:硬性|强制|死|铁|团队的?)?(?:规定|规矩|规则|纪律)|硬性规定|强制要求|没得商量|没有例外|别的都不行"
        ),
        zx(MARKERS),
        zx(NEGATIVE),
        # (issue 33, twenty-third round) a thing lacking, then what the team cannot do for anyone
        # without it ("報關資料沒有發票正本的話，我們沒辦法送件", "冇收據嘅話，我哋冇辦法退錢"): a
        # requirement, as "…，不能…" is, said as a case (的话); never the speaker alone (我没办法…), nor a
        # plight of now with no case ("没有钥匙，我们没办法进去")
        zx(
            # (twenty-fifth round: the lacking said by its verb, 没带 / 没拿 / 没交 …, and the house by its
            # trade with 这边, "牙科这边一般不会…", what it will not do said with 是 … 的, "我们是不给装的")
            r"^\s*[^，,。；;]{0,12}?(?:没有|冇|没(?:带|拿|交|付|填|签|戴|穿|系|预约|登记))[^，,。；;]{1,16}?(?:的话|嘅话)\s*[，,]\s*"
            r"(?:(?:我们|我哋|本店|本院|这边|我们这边|[\u4e00-\u9fff]{1,4}这边)"
            # (twenty-fourth round: the team's house named after it, "我們動物醫院沒辦法…", and what it
            # will not or may not do, "我哋唔會幫你退款", "我们不可以…")
            r"(?:[^，,。；;\s]{1,6}?(?=\s*(?:就|都|也|是|一般)*\s*(?:没办法|没法|无法|冇办法|不会|不能|不可以|不接受|不给)))?"
            r"\s*(?:就|都|也|是|一般)*\s*(?:没办法|没法|无法|冇办法|不会|不能|不可以|不接受|不给)(?=[\u4e00-\u9fff])"
            # (twenty-sixth round: any house or its thing, then its standing refusal said with 是 … 的 and
            # closing the sentence, "驾校是不给报名的", "KTV包厢是不让进的", Cantonese "…係唔俾入嘅"; never
            # the speaker's own, "我是不会回家的")
            r"|(?![我你他她])[^，,。；;\s]{1,10}?(?:是|係)(?:不|唔)(?:给|让|准|能|会|收|卖|接|俾)[^，,。；;]{0,8}(?:的|嘅)\s*[。！!]?\s*$)"
        ),
        # an act, then what it obliges first ("改 API 要先同 frontend 講", "动 schema 得先备份")
        zx(
            r"^\s*(?![我你他她它这那])[^，,。；;]{2,16}?(?:都)?(?:要先|得先|必须先|务必先|一定要先)"
        ),
        # "新建组件放在 src/components 下"
        zx(
            r"^\s*(?![我你他她它把给帮让])[^，,。]{1,20}?(?:统一|都|只|全部|一律)?(?:放在|放到|放进|放入|存放在|存在|保存在|位于|写在|定义在|配置在)\s*\S"
        ),
        # "我们用 pnpm，不用 npm", "我們這裡都用 pnpm" (the team and its place); the team may be
        # named by a word of it, in English too, and its thing put first ("我哋 team 嘅 API 回應
        # 全部用 snake_case"): the team's way in the plain present
        zx(
            r"^\s*(?:我们|咱们|我们团队|我们组|团队|本团队)\s*(?:team|团队|组|小组|部门|公司|项目|专案|仓库|这里|这边|这儿)?\s*"
            r"(?:的\s*[^，,。]{1,14}?)?\s*(?:都|也|统一|一律|全部|一般|一直|只|向来|通常)?(?:用|使用|采用|不用|只用|写|按|遵循|走|(?<=都|律|部)存|"
            # or what every item of the team's thing is, a form told by a digit, a letter or a
            # word of form ("我们团队的错误码都是五位数字")
            r"(?<=都|律|部)是(?=[^，,。]{0,8}?(?:格式|数字|位|大写|小写|英文|[A-Za-z0-9])))"
        ),
        # the place's things, all of them, in the plain present ("這個專案的時間都存 UTC": the
        # place, a scope phrase, is blanked before this is read, its 的 left): the project's way
        zx(
            r"^\s*"
            + _PLACE
            + r"的\s*[^，,。]{1,14}?(?:都|统一|一律|全部)\s*(?:存|用|写|放|走|以|按|采用|使用)(?![^，,。]*[了过着吗呢？?])"
        ),
        # a restriction to only one way, in a clause of its own with no one's act done or doing
        # ("数据库备份只存公司自己的 OSS", "…封板，只合修 bug 的 PR", "年底封版期間只收緊急修正"):
        # how every such item is handled; "只要", "只有", "只是" are other words
        zx(
            # (nor another party's way, "运维那边只认 YAML": a fact about them, given as a reason)
            r"(?:^|[，,；;])\s*(?![我你他她它咱您])(?![^，,。；;]*?(?:那边|那儿|那里|他们|她们|人家)[^，,。；;]*?只)"
            # (Cantonese says 只 as 淨係, "淨係可以由 CI 推")
            r"[^，,。；;]{0,16}?(?<![我你他她它们不])(?:只|净是(?=可以|能|准|用|得))(?:能|可以|准|许|在)?"
            r"(?!是|有|剩|要|好|不过|怕|想|知道|看到|差|管|顾|因为)[\u4e00-\u9fff](?![^，,。；;]*[了过着吗呢？?])"
        ),
        # "提交信息用英文写", "日志统一走 logger 模块"
        zx(
            r"^\s*(?![我你他她它把给帮让用在])[^，,。\s]{2,12}(?:\s*[^，,。\s]{1,8}){0,2}\s*(?:都|统一|一律|只|全部)?(?:用|使用|采用|走|写成|写为|改成|改为|设为|设成|命名为|控制在|保持在|限制在|"
            r"写(?=\s*(?:英文|中文|英语|汉语|日文|日语|韩文|韩语|简体|繁体)))\s*\S"
        ),
        # "我們這邊預設分支是 main，不是 master": what the team's thing is, against what it is not
        zx(
            r"^\s*(?:我们|咱们|我们团队|我们组|团队)(?:这里|这边|这儿)?的?[^，,。]{1,12}?是[^，,。]{1,20}[，,]\s*(?:不是|而不是)"
        ),
        # a thing of the work as the topic, then 要 and an act: what it must be ("第三方套件的版本要
        # 鎖死", "測試要能在離線環境下跑"); not a person's wish ("我要…") nor "要不要", "要是"
        zx(
            r"^\s*(?![我你他她它咱您这那把给帮让今明昨下上])[^，,。\s]{2,16}?(?<![我你他她它])要(?!不要|是|求|说|去|来|我|你|不|么|吗)"
            # (要 before a quantity is what it takes: "单测全部跑完要十二分钟左右")
            r"(?![一二两三四五六七八九十百千几半]|花|用(?=[^，,。]{0,3}[\d一二两三四五六七八九十百千几半]))[\u4e00-\u9fff]"
        ),
        # the team named first by a unit of it (我们部门, 我哋公司, 咱们仓库, 我们学校), then a thing of the
        # work and 要 and an act (no 都): what each item takes there, the team's duty in the plain present
        # ("我们部门加班要提前一天申请", "我们学校调课要教务处批"); not a person of it, the unit itself as
        # the topic (我们公司要招人), one day, a plan, what was done or asked
        zx(
            r"^\s*(?:我们|咱们|咱)\s*(?:team|团队|组|小组|部门|公司|仓库|门店|科室|科|室|店|院|校|学校|医院|诊所|"
            r"(?![的都不要])[\u4e00-\u9fffA-Za-z]{1,6}?(?:组|部|中心|科|处|团队|仓库|店|铺|院|校|厂|所|站|房|室))\s*(?:这里|这边|这儿)?\s*的?\s*"
            r"(?!\s*(?:老板|老细|领导|经理|主管|老师|同事|大家|人|[小老阿][\u4e00-\u9fff]))"
            r"(?![^。！!？?]*(?:现在|目前|暂时|还没|已经|以前|之前|原来|曾经|过去|正在|最近|今天|明天|后天|今年|明年|下周|下个|这周|本周|"
            r"马上|准备|打算|计划|可能|[了过着吗呢？?]))"
            r"[^，,。\s]{2,12}?(?<![我你他她它们])(?<!部门)(?<!公司)(?<!团队)(?<!学校)(?<!医院)要(?!不要|是|求|说|去|来|我|你|不|么|吗)"
            r"(?![一二两三四五六七八九十百千几半]|花)[\u4e00-\u9fff]"
        ),
        # a kind as the topic, then 由 and a role and its act, with no word of every item ("病历复印由
        # 病案室负责", "新员工培训由人事部安排"): who does each item's part, an impersonal present; not one
        # occasion, a person named (由张三负责), the speaker, nor what was done or asked
        zx(
            r"^\s*(?![我你他她它咱您这那今明昨上下本此])(?![^，,。；;]*(?:[了过着吗呢？?]|正在|现在|目前|这次|本次|今天|明天|之前|以前))"
            r"[^，,。；;\s由]{2,14}?\s*(?:由\s*(?:"
            + ROLE
            # (or a party of the work named by its kind: "退貨運費由客人負責", "…资料由销售录入系统")
            + r"|(?:客户|客人|顾客|患者|病人|学生|家长|供应商|厂商|买家|卖家|销售|业务|商务|对方|甲方|乙方|寄件人|收件人))"
            + r"\s*(?:来|统一|负责|全权)?\s*[\u4e00-\u9fff]"
            # (or what is required of each item, a passive of rule: "采购单被要求主管先签字")
            + r"|被(?:要求|规定|限定|限制)\s*[\u4e00-\u9fffA-Za-z])"
        ),
        # a kind as the topic with no team named, then 都是 and the time each item is done at or the
        # way, and the act closing the clause ("週報都是禮拜五前交喔", "出差都是先墊再報"): the cleft of
        # when or how, as with the team named; not a person's, a state, what arrives, nor the past
        zx(
            # (asked first, what it needs: 都是 within a short topic's reach)
            r"^\s*(?=[^，,。；;\s]{2,10}?都是)(?![我你他她它咱您这那今明昨上下本此])(?![^。！!？?]*(?:现在|目前|暂时|还没|已经|以前|之前|原来|曾经|过去|正在|最近|[了过吗呢？?]))"
            r"[^，,。；;\s]{2,10}?(?<![我你他她它们])都是(?=\s*(?:"
            + _WHEN_OR_WAY
            + r"[^，,。；;的]{0,12}(?![喔哦啦哈呀啊])[\u4e00-\u9fff](?<![到来])"
            # (or who does each, a role and 在 and the act, Taiwan's habitual progressive, closed by 的
            # or not: "請款單都是會計在處理喔", "新生入學資料都是教務處在建檔的喔")
            + r"|(?:"
            + ROLE
            + r"|[\u4e00-\u9fff]{1,4}?处)\s*在\s*[\u4e00-\u9fff]{1,4}?(?:的)?)"
            + r"\s*(?:喔|哦|啦|哈|呀|啊)?\s*(?:[，,。！!；;]|$))"
        ),
        # a topic given a bound, with no verb ("CDN 缓存时间最长一天", "單一 Docker image 大小上限
        # 500MB"), as Korean's "…기간은 최대 90일": the bound closes the sentence
        zx(
            r"^\s*(?![我你他她它这那今明昨])[^，,。；;？?]{2,20}?(?:最长|最多|最大|最久|最少|至多|至少|上限|下限|不超过|不得超过)"
            r"\s*(?:是|为)?\s*[\d一二两三四五六七八九十百千半]+\s*[^，,。；;\s？?吗呢了]{0,6}\s*[。!！]?\s*$"
        ),
        # a topic given a recurring time by the copula ("上线窗口是每周二和周四的下午", "周会定在每周一")
        zx(
            r"^\s*(?![我你他她它这那今明昨])[^，,。；;\s]{2,12}?(?:是|在|定在|固定在|安排在|放在)\s*(?:每|逢)(?:个)?(?:周|星期|礼拜|天|日|月|工作日)"
        ),
        # a kind, then 都 and a verb with the complement of attaching (V上: 加上, 带上, 标上, 附上):
        # put on every item of it ("缓存的 key 都加上版本前缀"); not done or asked about
        zx(
            r"^\s*(?![我你他她它咱您这那])[^，,。；;]{2,16}?(?<![我你他她它们])都\s*[\u4e00-\u9fff]上(?!了|过|去|来|班|线|面|午|次|周|个|网)"
            r"(?![^，,。；;]*[了过着吗呢？?])"
        ),
        # a kind, then where on each item (开头, 结尾, 第一行) and a verb with the complement of
        # attaching ("提交信息开头写上工单号"): put on every item of it, as 都 + V上 above; not one
        # file named ("README 开头加上徽章", "index.md 第一行写上标题"), nor done or asked
        zx(
            r"^\s*(?=[^，,。；;]{2,12}?(?:开头|结尾|末尾|最前面|最后面|第一行|最后一行))"
            r"(?![我你他她它咱您这那把给帮让在])(?![^，,。；;]*(?:[\w-]+\.[A-Za-z]{1,5}|README|CHANGELOG|首页|主页))"
            r"[^，,。；;]{2,12}?(?:开头|结尾|末尾|最前面|最后面|第一行|最后一行)(?:都|要|得)?\s*[\u4e00-\u9fff]上"
            r"(?!了|过|去|来|班|线|面|午|次|周|个|网)(?![^，,。；;]*[了过着吗呢？?])"
        ),
        # a topic and a colon, then bare 不 and an act with its object ("日志：不打印手机号，…"):
        # what is not done with that kind; not a state ("测试：不通过", "结果：不稳定")
        zx(
            r"^\s*[^，,。：:；;]{1,12}[：:]\s*不(?!是|会|能|行|对|错|好|太|够|通过|稳定|一致|清楚|知道|了|在|到|想|要|用谢)"
            r"[\u4e00-\u9fff]{1,2}[\u4e00-\u9fffA-Za-z0-9]{2,}(?![^，,。；;]*[了过吗呢？?])"
        ),
        # "我们的接口都返回 JSON"
        zx(r"^\s*(?:我们|咱们)的[^，,。]{1,12}?(?:都|一律|统一|只)"),
        # the team or its place named first ("我们这边", "咱们这儿", "我哋 team"), then a thing of
        # the work and how it is done there, every time: a word of all or of uniform ways (都,
        # 一水儿, 清一色, 向来) before a verb, a recurring time before the act, or a bound on a
        # number ("我哋 team 嘅 PR 最多 400 行 diff"): the team's way in the plain present; not a
        # member of it ("我们这边的小李…"), nor what is done, being done or asked
        zx(
            # (not today's state or the past: "…现在都跑在 Jenkins 上", "…以前都是中文", "…之前都放在…")
            r"^\s*(?:我们|咱们|咱)(?![^。！!？?]*(?:现在|目前|暂时|还没|已经|以前|之前|原来|曾经|过去|很|太|挺|比较|经常|正在))"
            # (the team named by any unit of it: "我们设计组的…", "咱们物流部的…")
            r"\s*(?:team|团队|组|小组|部[门門]|公司|仓库|门店|科|室|店|院|校|(?![的都])[\u4e00-\u9fffA-Za-z]{1,6}?(?:组|部|中心|科|处|团队|team|仓库|店|铺|房|院|校|厂|所|站))?\s*(?:这里|这边|这儿|呢度|呢边)?\s*"
            r"(?!的?\s*(?:[小老阿]\s*[\u4e00-\u9fffA-Za-z]|人|同事|成员|同学|新人|大家|领导|老板))的?\s*[^，,。；;的]{1,14}?"
            r"(?:(?:都|统一|一律|全部|一水儿?|清一色|向来|一向|通常|一般|基本上|默认|预设)\s*(?:是(?=[^，,。；;]{0,6}?(?:驼峰|蛇形|下划线|短横线|连字符|"
            r"复数|单数|前缀|后缀|大写|小写|英文|中文|[A-Za-z0-9]))"
            # (or 是 and the time each item is done at, then the act: "…出貨都是下午三點前截單",
            # "…周报都是周五下午发"; a cleft of when)
            # (or the way each is done: "…掛號都是現場掛")
            r"|是(?=\s*"
            + _WHEN_OR_WAY
            + r"[^，,。；;的]{0,12}[\u4e00-\u9fff]\s*(?:[，,。！!；;]|$))"
            # (or 是 and a verb of making or sending each item and what it is made as: "…收據都係出電子
            # 版", "…样品都是寄顺丰到付", "…小票都是打两联"; not closed by 的, a cleft of the past)
            r"|是(?=\s*(?:出|开|打|寄|发|存|填|印|交|签|走|做成|存成|印成)\s*[\u4e00-\u9fffA-Za-z0-9]{1,10}(?<!的)\s*(?:[，,。！!；;]|$))"
            r"|(?!是|有|会|很|挺|太|在|没|不太|比较|觉得|喜欢|说)[\u4e00-\u9fff])"
            # (every, or Cantonese and written 逢, a unit or a part of the month: "…逢月尾對一次數")
            r"|(?:每|逢)(?:个|一)?(?:单|双)?(?:月底|月尾|月初|月头|周|星期|礼拜|天|日|早|朝|晚|月|季度|季|年|工作日|迭代|冲刺|sprint|版本)"
            r"[^，,。；;]{0,14}?(?<![我你他她它])"
            # (an act done once each time: "…每季换一次")
            r"(?:[\u4e00-\u9fff](?:到|给|进|在)|[\u4e00-\u9fff]{1,2}(?:一次|一遍|一回)|(?:开|发|交|跑|做|更新|提交|同步|整理|汇总|重置|备份|清理|轮换)(?![\u4e00-\u9fff])"
            # (or any act closing the clause after a weekday: "我们组的 on-call 每周一交接")
            r"|(?<=[一二三四五六日天初底尾头])\s*(?:都|统一)?\s*[\u4e00-\u9fff]{1,2}(?=\s*(?:[，,。！!；;]|$)))"
            r"|(?:最多|至多|上限|不超过)\s*[\d一二三四五六七八九十百千两]+)"
            r"(?![^，,。；;]*[了过着吗呢？?])"
        ),
        # a thing or place of the work as the topic, with no one named, then a bare 不 and an act
        # on its object, with no modal ("线上库不直接跑 DDL", "測試唔打真嘅第三方 API"): what is not
        # done with that kind, as the colon's form above; not a state or what the code does
        # ("接口不返回 null", "测试不稳定", "服务器不支持 IPv6"), nor what happens under another
        # clause ("用户不登录也能看")
        zx(
            r"^\s*(?![我你他她它咱您这那今明昨现目还已呢])(?:(?!现在|目前|暂时|已经|还)[^，,。：:；;\s不]){1,10}(?:\s*[A-Za-z][\w.\-]*\s*[^，,。：:；;\s不]{0,4})?"
            r"\s*不(?![^，,。；;]*(?:[了过吗呢？?]|也|就|才|的话|时候))\s*(?:直接|随便|随意|轻易|主动|再)?\s*"
            r"(?!是|会|能|行|对|错|好|太|够|过|通过|稳定|一致|清楚|知道|了|在|到|想|要|用谢|支持|需要|一样|兼容|存在|生效|可能|返回|"
            r"包含|触发|报|显示|响应|影响|依赖|识别|大|小|多|少|高|低|快|慢|长|短|见|算|同|止|光|但|仅|只|必|然|断|停|得|准|许|可|"
            r"管|怕|懂|喜欢|愿意|打算|认识|记得|肯|敢|如|及|足|明|动了|叫|称|属于|等于)"
            r"[\u4e00-\u9fff]{1,2}\s*[\u4e00-\u9fffA-Za-z0-9]{2,}"
        ),
        # the team named first (我们这边, 我们组, 我们诊所), then a kind or a recurring time (周五, 周末)
        # and a bare 不 and an act, or 不在 and the time ("我们这边周五不发版", "我们药房处方药不接受网上
        # 退换"), or a count per unit of time (…一学期开两次): the team's way said as a plain fact;
        # not one day (这周五, 今天: one occasion), a state, knowing or a wish, nor what was done
        zx(
            r"^\s*(?:我们|咱们)\s*(?:team|团队|组|小组|部门|公司|仓库|门店|科|室|店|院|校|(?![的都不])[\u4e00-\u9fffA-Za-z]{1,6}?"
            r"(?:组|部|中心|科|处|团队|仓库|店|铺|院|校|厂|所|站|房))?\s*(?:这里|这边|这儿)?\s*(?:的)?"
            # (not a person of it, whose liking it is: "我哋老細唔鍾意…")
            r"(?!\s*(?:老板|老细|领导|经理|主管|[小老阿][\u4e00-\u9fff]))"
            r"(?![^。！!？?]*(?:现在|目前|暂时|还没|已经|以前|之前|原来|曾经|过去|正在|最近|钟意|中意))"
            r"(?:(?:[^，,。；;\s不]{1,10}?\s*不|不在\s*(?=周|星期|礼拜|节假日|晚上|夜里|工作日))\s*"
            r"(?!是|会|能|行|对|错|好|太|够|过|清楚|知道|了|在|到|想|要|用谢|需要|一样|可能|大|小|多|少|高|低|快|慢|见|得|准|许|可|"
            r"管|怕|懂|喜欢|愿意|打算|认识|记得|肯|敢|同意|急|忙|累|舒服|方便|合适|熟)[\u4e00-\u9fff]{2}"
            r"|[^，,。；;\s]{1,10}?一(?:个)?(?:周|星期|礼拜|天|月|学期|季度|季|年)\s*(?:(?![了过着])[\u4e00-\u9fff]){1,2}"
            r"[一两二三四五六七八九十几]+(?:次|遍|回))"
            r"(?![^，,。；;]*[了过吗呢？?])"
        ),
        # a window set by an event of the work or the year, then a bare act ("双十一前两周冻结所有
        # 数据库结构变更", "发版前一天不合新功能"): every time the event comes round; not "N days
        # ago" (the number before 前), nor what was done
        zx(
            r"^\s*(?![我你他她它这那今明昨上下])[^，,。；;\s]{2,10}?(?<![天周月年日时分秒钟期拜])(?:之前|之后|前|后)\s*的?\s*"
            r"[\d一二三四五六七八九十两半]+\s*(?:个)?(?:周|天|日|小时|个月|星期|礼拜)(?:内|里|之内)?\s*[，,]?\s*"
            r"(?:都|一律|统一|全部)?\s*(?![我你他她它大人])[\u4e00-\u9fff]"
            r"(?![^，,。；;]*(?:[了过着吗呢？?]|正在|都在))"
        ),
        # "所有的 API 调用都走 lib/api.ts 里的客户端"
        zx(r"^\s*所有的?[^，,。]{1,20}?都"),
        # a kind as the topic, with no one named, then the order of its steps: 先 one act, 再
        # the next ("新页面先在低端机上过一遍再提测", "對外的公告先俾法務睇過再發"): how every such
        # item is handled; not the speaker's or the addressee's plan ("我先去吃饭再回来改"), nor
        # putting off (再说, 再看), nor what was done
        zx(
            # (or 先 … 才, "only then": "…文案先給台灣同事看過才上架")
            r"^(?=[^，,。；;]*先[^，,。；;]*(?:再|才))\s*(?![我你他她它咱您这那今明昨])[^，,。；;]{2,16}?(?<![我你他她它们])先(?!别|不)[^，,。；;]{1,20}?"
            r"(?:再(?!说|看|议|讨论|考虑|处理|弄|研究|来|去)|才(?!刚|知道|发现|想起))[\u4e00-\u9fffA-Za-z](?![^，,。；;]*[了着吗呢？?])"
        ),
        # the written register's obligation, 须 / 应当 / 应由 …, said of a kind or under a
        # condition ("对外发布的数据集须经脱敏处理", "…，须提交三家报价", "…變更，應由兩名主管
        # 共同核准"); not 须知 (a notice), 必须 / 无须 (read elsewhere), 应 in 应用, 响应, 反应
        zx(
            r"^(?=[^。；;？?]*[须应])\s*(?![我你他她它咱您这那今明昨])[^。；;？?]{1,30}?(?<![必无毋只均皆])"
            r"(?:须(?!知|臾)|应(?:当|由|以|经|在|于|先|按|予))[\u4e00-\u9fff](?![^，,。；;]*[了过吗呢？?])"
        ),
        # a kind, then where on each item (前面, 后面, 开头, 结尾) and a bare verb of adding with
        # its object ("报价单编号前面加客户代码", "附件名稱後面標日期"), as …开头写上… is read; not
        # one file named or pointed at, nor what an item has ("文件名前面有日期")
        zx(
            r"^(?=[^，,。；;]*(?:前面|后面|开头|结尾|末尾))\s*"
            + _PLACE
            + r"(?![我你他她它咱您这那把给帮让在])(?![^，,。；;]*(?:[\w-]+\.[A-Za-z]{1,5}|README|CHANGELOG|首页|主页))"
            r"(?:的\s*)?[^，,。；;]{2,12}?(?:前面|后面|开头|结尾|末尾|最前面|最后面)(?:都|要|得|统一)?\s*(?:加|带|标|写|附|注明|填)"
            r"(?![上了过个一])\s*(?:[\u4e00-\u9fff]{2,}|[\w./\-]+)(?![^，,。；;]*[了过着吗呢？?])"
        ),
        # a kind as the topic, then a span of time within which the act is done ("客户的退款申请三个
        # 工作日内处理完", "线上告警十五分钟内响应"): a deadline kept for every item; not the speaker's
        # own ("我两天内…"), nor one thing that did it ("这个接口一秒内返回了…"), nor asked
        zx(
            r"^(?=[^。；;？?]*内)\s*(?![我你他她它咱您这那今明昨])[^，,。；;？?]{2,20}?[\d一二三四五六七八九十两半]+\s*(?:个)?"
            r"(?:工作日|自然日|天|日|小时|分钟|周|星期|个月)\s*(?:内|之内|以内)\s*(?:都|要|得|必须)?\s*[\u4e00-\u9fff]"
            r"(?![^，,。；;]*(?:[了过吗呢？?]|得完|得了))"
        ),
        # a kind as the topic, then a recurring time and an act done once each time ("门店的价签每周
        # 一早上换一次", "會議室的白板每天下班前擦一遍"), as the team's thing in 我们组的…每季换一次;
        # not a person's ("我每周一早上去一次超市"), nor what was done
        zx(
            r"^(?=[^，,。；;]*每[^，,。；;]*(?:一次|一遍|一回))\s*(?![我你他她它咱您这那今明昨上下])[^，,。；;]{2,14}?(?<![我你他她它们])每(?:个|一)?"
            # (a number of units: "每九十天", "每两周", "每 6 个月", "每半年")
            r"(?:[\d一二三四五六七八九十两百半]+\s*(?:个)?)?(?:周[一二三四五六日天]?|星期[一二三四五六日天]?|礼拜[一二三四五六日天]?|天|日|月|季度|季|年|工作日)"
            r"[^，,。；;]{0,8}?[\u4e00-\u9fff]{1,2}(?:一次|一遍|一回)(?![^，,。；;]*[了过吗呢？?])"
        ),
        # an hour of the day, then after it a bare negative act, a topic fronted or not ("晚上九点
        # 以后不发营销短信", "大改動，下午五點後唔 merge"): a prohibition from that hour, every
        # day; not someone's state then ("…以后我不在线", "…以后服务器不稳定")
        zx(
            r"^(?=[^。；;]*点)\s*(?:(?![我你他她它咱您这那今明昨])[^，,。；;]{1,16}[，,]\s*)?(?:早上|上午|中午|下午|傍晚|晚上|夜里|半夜|凌晨)?\s*"
            r"[\d一二三四五六七八九十两]{1,3}\s*点(?:半|\d{1,2}分)?\s*(?:以后|之后|后)\s*[，,]?\s*(?:就|都|一律)?\s*不\s*"
            r"(?!是|会|能|行|稳定|在|到|了|好|太|够|通|响应|可能|一样|见)[\u4e00-\u9fffA-Za-z](?![^，,。；;]*[了过吗呢？?])"
        ),
        # "提交前先跑 make lint"
        zx(r"^\s*(?![我你他她它])[^，,。]{1,15}?前(?:都)?(?:先|要先|一定要|必须|务必)"),
        # "环境变量只在 config.py 里读取", "公共函数都要写文档字符串"
        zx(
            r"^\s*(?![我你他她它把给帮让])[^，,。]{2,15}?(?:都要|都得|要有|都需要|必须|只在|只能|只从|不超过)"
        ),
        # a kind, a recurring time (每月, 每周五, 每九十天) with a day or a deadline in it (…二十五号前,
        # …月底前, …之内) and a bare act ("报销单每月二十五号前交"): the kind's schedule; not the
        # speaker's, a thing pointed at, what arrives or happens by itself, nor done or asked
        zx(
            r"^(?=[^，,。；;]*每)\s*(?![我你他她它咱您这那今明昨上下])[^，,。；;]{2,14}?(?<![我你他她它们])每(?:个|一)?"
            r"(?:[\d一二三四五六七八九十两百]+\s*(?:个)?)?(?:周[一二三四五六日天]?|星期[一二三四五六日天]?|礼拜[一二三四五六日天]?|天|日|月|季度|季|年|工作日)"
            r"[^，,。；;]{0,8}?(?:前|之前|以前|之内|以内|内|底|末)\s*(?:都|要|得|必须)?\s*"
            r"(?!会|是|有|在|没|到|就会|不会)[\u4e00-\u9fff](?![^，,。；;]*[了过着吗呢？?])"
        ),
        # a kind, then a day set by each item's own event (当天, 当日, 次日, 隔天, 第二天, 前一天) with a
        # time or a deadline in it and a bare act ("访客的临时工牌当天下班前收回", "外借的样机次日中午前
        # 归还"): the kind's deadline; not the speaker's, a thing pointed at, what arrives by itself
        zx(
            r"^\s*(?![我你他她它咱您这那今明昨])[^，,。；;]{2,14}?(?<![我你他她它们])(?:当天|当日|即日|次日|隔天|第二天|前一天|前一日)"
            r"[^，,。；;]{0,8}?(?:前|之前|以前|之内|以内|内)?\s*(?:都|要|得|必须|就)?\s*"
            r"(?!会|是|有|在|没|到|就会|不会)[\u4e00-\u9fff](?![^，,。；;]*[了过着吗呢？?])"
        ),
        # the written register: a kind (之, 的), then 於 and a time set by its own event (…下班前, …當日,
        # 簽署後三日內) and a two-character act ("離職同仁之帳號，於最後工作日下班前停用"): the kind's rule;
        # not the speaker's, one thing pointed at, nor an event that ends, starts or is held then
        zx(
            r"^\s*(?![我你他她它咱您这那今明昨本])[^，,。；;]{2,16}?[，,]?\s*(?:应|须|均|一律)?\s*[于於][^，,。；;]{2,14}?"
            r"(?:之前|之后|以前|以后|前|后|内|当日|当天)\s*(?:[\d一二三四五六七八九十两]+\s*(?:个)?(?:日|天|周|星期|月)\s*(?:内)?)?\s*"
            r"(?:一律|统一|均|须|应)?\s*(?!会|是|有|在|结束|开始|举行|召开|完成|到达|截止|进行)[\u4e00-\u9fff]{2}(?![^，,。；;]*[了过吗呢？?])"
        ),
        # a kind, then what is done to it by default (默认, 預設: "新建的仓库默认都开分支保护"): the
        # way each new item is set up; not what a tool does or is by default ("pnpm 默认会把…",
        # "…默认是近似匹配", "…預設不會保留…")
        zx(
            r"^\s*(?![我你他她它咱您这那今明昨])[^，,。；;]{2,16}?(?:默认|默認|预设|預設)\s*(?:都|一律|统一|全部)?\s*"
            r"(?!会|是|为|值|情况|设置|设定|不会|不是|就是|用的|的|有)[\u4e00-\u9fff](?![^，,。；;]*[了过着吗呢？?])"
        ),
        # a kind, an act and the span it lasts, then 就 and the act that ends it ("啲 log 檔保留九十日就刪",
        # "临时文件存七天就清"): what is done to every item once the span is over; not the speaker's,
        # a thing pointed at, what happens by itself (坏, 到, 过期), nor done
        zx(
            r"^\s*(?![我你他她它咱您这那今明昨])[^，,。；;]{1,14}?[\u4e00-\u9fff]\s*[\d一二三四五六七八九十两半百]+\s*(?:个)?"
            r"(?:天|日|周|星期|礼拜|个月|月|年|小时)\s*(?:后|以后|之后)?\s*(?:就|便)\s*"
            r"(?!会|坏|到|好|变|过期|没|是|有|在|可以|能)[\u4e00-\u9fff](?![^，,。；;]*[了过吗呢？?])"
        ),
        # a kind put first, then an act done (V完) and at once, or that day, the next act (…，面完當天
        # 就填進系統): every item's procedure; not the speaker's, another's, nor done ("…就睡了")
        zx(
            r"^\s*(?![我你他她它咱您这那今明昨])[^，,。；;]{2,16}[，,]\s*(?![我你他她它咱您])[^，,。；;]{0,8}?[\u4e00-\u9fff]完"
            # (the object of a verb split by 完 may follow it: "開完帳號就要…")
            r"(?:[^，,。；;就了过]{1,6}?)?(?:之后|以后|后)?\s*(?:当天|当日|即日|马上|立刻|随即|当场|第二天|隔天)?\s*就\s*"
            r"(?!会|是|有|在|好了|行了|可以|能)[\u4e00-\u9fff]{1,2}(?![^，,。；;]*[了过吗呢？?])"
        ),
        # a kind as the subject, then 都 and a bare act on its object ("对外的邮件都抄送给法务", "新来
        # 的实习生都先跟一周班"): what is done with every item, a generic subject with a present of
        # doing; not a person or a thing pointed at, not a state, a feeling or knowing, nor done or
        # asked
        zx(
            r"^\s*(?![我你他她它咱您这那今明昨上下大])(?![^，,。；;]*(?:同事|大家|人们|他们|她们|朋友|家人|孩子|学生))"
            r"[^，,。；;]{2,14}?(?<![我你他她它们])都\s*(?![^，,。；;]*[了过着吗呢？?])"
            r"(?!是|有|会|在|没|不会|很|挺|太|已|还|要是|能|可以|好|对|错|觉得|知道|认为|喜欢|希望|想|说|比较|一样|差不多|不错|挺好|[\d一二三四五六七八九十两])"
            r"[\u4e00-\u9fff]{1,2}[\u4e00-\u9fffA-Za-z]"
        ),
        # a kind as the topic, or an event of it as the time (…，…前，…当天，…第一天), then a role as
        # the subject (ROLE) and a bare act ("客戶嘅退款申請，客服組長當日批", "合同盖章前法务先过一遍",
        # "新员工入职当天，行政发门禁卡"): who does what for every item, in the plain present; not
        # the speaker's, one thing pointed at, one day (周五前, 今天), what is or was being done, said
        # or will be
        zx(
            r"^(?=[^。；;？?]*" + ROLE + r")\s*(?![我你他她它咱您这那今明昨现目上下本给把帮让请])"
            # (会 before a day of each item's own is a habit, as Taiwan says it: "…護理師會在隔天電話通知")
            r"(?![^。；;？?]*(?:现在|目前|还在|正在|已经|刚刚|刚才|说(?!明)|会(?!计|议|在?\s*(?:当天|当日|即日|隔天|次日|第二天))|打算|准备))"
            r"(?![^，,。；;？?]*(?:(?:周|星期|礼拜)[一二三四五六日天]|[\d一二三四五六七八九十]+\s*(?:号|点)))"
            r"[^，,。；;？?]{2,16}?(?<![我你他她它们])(?:[，,]\s*|(?:之前|之后|以前|以后|前|后|当天|当日|即日|第一天|第一日|那天)\s*[，,]?\s*)"
            + ROLE
            # (a condition said by an act done, V了 or V完, then 就: "…，售后组收到了就当天派师傅",
            # "…，仓管验完货就重新上架": each time it is done)
            + r"\s*(?:[^，,。；;就]{0,4}?[\u4e00-\u9fff](?:了|完)[^，,。；;就了]{0,4}?就\s*)?"
            r"(?:都|统一|一律|亲自|直接|先|就|当天|当日|即日|马上|负责)?\s*"
            r"(?!是|有|在|说|觉得|还|已|也|很|要是|能|可以|想|的|和|跟|与)[\u4e00-\u9fffA-Za-z]"
            # (过 before 才, 再 or 后 is a step done first: "质检看过才入库")
            r"(?![^，,。；;]*(?:[了着吗呢？?]|过(?!才|再|后|之后|以后)))"
        ),
        # the addressee, then a recurring time (每…, 逢…) and a bare act ("你逢星期一朝早寄份銷售報告俾
        # 區經理", "你每周五下班前把周报发给我"): an order kept each time, as it is without 你; not
        # a question, the addressee's state or habit described (…都很忙, …都加班吗), nor done
        zx(
            r"^\s*(?:你们|你哋|你|您)\s*(?:每|逢)(?:个|一)?(?:[\d一二三四五六七八九十两]+\s*(?:个)?)?"
            r"(?:周[一二三四五六日天末]?|星期[一二三四五六日天]?|礼拜[一二三四五六日天]?|天|日|早|朝|晚|月|月底|月尾|月初|季度|季|年|工作日)"
            r"(?![^，,。；;]*(?:几|什么|怎么|哪|多少|是不是|有没有|很|挺|太|这么|那么|都在|正在|[了过着吗呢？?]))"
            r"[^，,。；;]{0,12}?\s*(?:都|要|得|记得|就)?\s*(?!是|有|会|在|没|不会|加班|忙|累|早|晚)[\u4e00-\u9fff]"
        ),
        # a role (ROLE) or the team (我们, 我哋 and its unit, a topic before it or not) as the subject,
        # then a recurring time (每…, 逢…, 每两小时) and a bare act ("出纳每周五下午把流水导出来存档",
        # "夜班护理站每两小时巡一次病房", "我哋间铺逢星期三下昼盘点"): who does what at each time, the
        # team's schedule, as the addressee's above; not the speaker alone, a question, a state or
        # habit described (很, 都在, 加班), what runs by itself, nor done
        zx(
            r"^\s*(?:(?:(?![我你他她它这那今明昨])[^，,。；;？?\s]{2,10}?)?(?:我们|咱们|我哋)\s*"
            r"(?:[\u4e00-\u9fffA-Za-z]{0,6}?(?:组|部|中心|科|处|团队|team|仓库|店|铺|院|校|厂|所|站|房|公司))?|"
            + ROLE
            + r")\s*(?:都|一般|通常)?\s*(?:每|逢)(?:个|一)?(?:[\d一二三四五六七八九十两半]+\s*(?:个)?)?"
            r"(?:周[一二三四五六日天末]?|星期[一二三四五六日天]?|礼拜[一二三四五六日天]?|小时|钟头|天|日|早|朝|晚|月底|月尾|月初|月|季度|季|年|学期|工作日|初一|十五)"
            r"(?![^，,。；;]*(?:几|什么|怎么|哪|多少|是不是|有没有|很|挺|太|这么|那么|都在|正在|自动|加班|忙|累|休息|放假|"
            r"聚餐|聚会|吃|喝|玩|睡|[了过着吗呢？?]))"
            r"[^，,。；;]{0,12}?\s*(?:都|要|得|就)?\s*(?!是|有|会|在|没|不会|早|晚|去|回)[\u4e00-\u9fff]"
        ),
        # a kind, then a recurring time with an hour of the day (每晚两点, 每天下午五点) and a bare act
        # ("对账单每天下午五点发给财务", "資料庫備份每晚兩點跑"): the kind's schedule; not the speaker's
        # or a person's, a thing pointed at, what runs by itself (自动, 会), a place opening or
        # closing (商场每晚十点关门), nor done or asked
        zx(
            r"^(?=[^，,。；;]*每[^，,。；;]*点)\s*(?![我你他她它咱您这那今明昨上下])(?![^，,。；;]*(?:自动|会|人们|大家))"
            r"[^，,。；;]{2,14}?(?<![我你他她它们])每(?:个|一)?(?:天|日|晚|早|周[一二三四五六日天]?|星期[一二三四五六日天]|"
            r"礼拜[一二三四五六日天]|工作日)\s*(?:早上|上午|中午|下午|傍晚|晚上|夜里|半夜|凌晨)?\s*[\d一二三四五六七八九十两]{1,3}\s*"
            r"点(?:半|\d{1,2}分|钟)?\s*(?:前|之前|以前)?\s*(?:都|统一|准时|就)?\s*"
            r"(?!关门|开门|营业|打烊|下班|上班|起床|睡|开始|结束|到|出发|发车|开放|是|有|在|没)[\u4e00-\u9fff]"
            r"(?![^，,。；;]*[了过着吗呢？?])"
        ),
        # the new items of a kind (新来的…, 新入职的…, 新签的…, 新上架的…), then a first span of their own
        # (第一周, 头三天, 第一个月) and a bare act ("新来的客服第一个月跟着组长接电话"): what every new
        # one does or is given; not what one did (…就请假了) nor a state (很紧张)
        zx(
            # (or the new people themselves: "新人第一個禮拜…", "新同事头三天…")
            r"^\s*新(?:来|入职|加入|签|签约|上架|建|开|招|进|到|(?=人|同事|员工|同学))的?[^，,。；;]{1,8}?[，,]?\s*(?:第一|头|前)\s*"
            r"(?:[\d一二三四五六七八九十两]+)?\s*(?:个)?(?:天|日|周|星期|礼拜|月|年|次)(?:内|里)?\s*[，,]?\s*"
            r"(?:都|先|就|要|一律|由)?\s*(?!是|有|会|在|很|挺|太|没|比较|觉得|还|都)[\u4e00-\u9fff]"
            # (跟着, 按着, 照着 are no progressive: "…跟着组长接电话")
            r"(?![^，,。；;]*(?:[了过吗呢？?]|(?<![跟随按照接沿])着))"
        ),
        # a way set against another (按 A，不按 B; 用 A，不用 B): how a kind is measured or made, the
        # team named before it or not ("我们数据组的报表口径按自然月算，不按财务月"); not the speaker's
        # own, nor another person's, nor one time
        zx(
            r"^\s*(?:(?:我们|咱们|我哋)\s*[\u4e00-\u9fffA-Za-z]{0,6}?(?:team|团队|组|部门|部門|部|公司|这边|这里)?\s*(?:的|嘅)\s*)?"
            r"(?![我你他她它咱您这那今明昨])[^，,。；;]{2,20}?(?:按照?|用|走|以|跟着)[^，,。；;]{1,14}[，,]\s*(?:而)?(?:不是|不|唔)(?:按照?|用|走|以|跟着)"
            r"[^，,。；;]{1,14}(?![^，,。；;]*[了过吗呢？?])"
        ),
        # a kind as the topic, described by a clause closed by 的 (嘅) or named in the plural by
        # Cantonese 啲, then (你) 记得 and an act ("客户寄回来的样品记得登记编号再入库", "啲新客嘅合約你記得
        # 掃描一份入系統"): an order kept for every item, as 都要 is; not a thing pointed at, one day,
        # nor done or asked
        zx(
            r"^\s*(?![我你他她它咱您这那今明昨上下本刚])(?=[^，,。；;]{0,16}?(?:的|嘅|啲))"
            r"(?![^，,。；;]*(?:这|那|今天|明天|昨天|今晚|刚才|刚刚|上次|下次|这次|待会|等一下))"
            r"[^，,。；;]{2,16}?(?<![我你他她它们])\s*(?:你们|你哋|你|您)?\s*记得\s*(?:要|先)?\s*"
            r"(?!吗|不|没)[\u4e00-\u9fff](?![^，,。；;]*[了过吗呢？?])"
        ),
        # the team or its place (我们公司, 在我们医院，, 我哋公司), then a kind and 是 (Cantonese 係), a
        # role (ROLE) and its act closed by 的 ("我们公司的报销单是部门经理先审的", "在我们医院，出院小结
        # 是主治医生亲自写的"): a cleft saying who does each item there, a convention; not one thing
        # pointed at (这次的卷子), a time (去年, 上个月) nor what is being done
        zx(
            r"^\s*(?:在\s*)?(?:我们|咱们)\s*[\u4e00-\u9fffA-Za-z]{0,6}?\s*(?:里|这边|这里)?\s*[，,]?\s*(?:的\s*)?"
            r"(?![^。；;？?]*(?:这|那|今年|去年|上个|上次|这次|昨天|今天|现在|目前|正在|还在|已经))"
            r"[^，,。；;？?]{1,14}?(?<![我你他她它们])(?:都|一律|统一|全部|一般)?\s*是\s*"
            + ROLE
            + r"\s*(?!出身|背景|毕业|担任|兼任)[\u4e00-\u9fff]{1,5}的?\s*[。！!]?\s*$"
        ),
    )
