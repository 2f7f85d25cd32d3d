"""The parts of an explicit request (SPEC §2.1), each language's given once: who speaks, the
head that asks for something to be kept (an attitude of liking or preferring, or a retention
request addressed to the agent), and the words that make it no request of the speaker's own.

requests.py reads a request by its structure from these parts, wherever the head stands in the
main clause: the speaker, an attitude and what it is for ("For anything touching money, I
personally prefer Decimal"), the attitude as a noun ("my preference is …", "我的偏好是 …"), a
retention request to the agent after any lead ("Going forward, write this down: …", "Le pido
que recuerde que …"), or the head closing the sentence and pointing back at what was said
("…, so keep that in mind", "…って覚えておいて", "…는 게 좋아요"). A language that puts its verb
last (Japanese, Korean) or says a liking after what is liked ("…我会很开心") has its heads in
`tail`. Every pattern is behind `cue`, one search for a word of a head, so a sentence with none
costs one scan.

The shape and its building blocks are request_shape.py; the six languages written word by word
are in a room per language family, as their requests are built alike within one
(request_parts_germanic.py: English, German; request_parts_romance.py: French, Spanish, Italian;
request_parts_russian.py); Arabic, Chinese, Japanese and Korean (cue tested as substrings) are
here, with the table of every language's parts.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from app.domain.memory.judgement import east_asked
from app.domain.memory.judgement import request_parts_germanic as germanic
from app.domain.memory.judgement import request_parts_romance as romance
from app.domain.memory.judgement import request_parts_russian as russian
from app.domain.memory.judgement.ar_requests import KEPT_WELL
from app.domain.memory.judgement.ar_script import ax
from app.domain.memory.judgement.errands import KO_SENT_TO_ME
from app.domain.memory.judgement.memory_notes import notes_of
from app.domain.memory.judgement.needed_words import Gate, gate
from app.domain.memory.judgement.request_frames import frames_of
from app.domain.memory.judgement.request_shape import NONE, RequestParts, each, rx
from app.domain.memory.judgement.request_slots import slots_of
from app.domain.memory.judgement.zh_script import zx


def _arabic() -> RequestParts:
    future = r"(?:" + r"للمستقبل|مستقبلا|من\s+الآن\s+فصاعدا|بعدين" + r")"
    retain = (
        r"تذكر|تذكري|تذكروا|خلي(?:ه|ها)?\s+(?:هذا\s+|هاد\s+|ده\s+)?(?:في\s+)?بالك|ضع\s+في\s+اعتبارك|"
        r"سجل(?:\s+عندك)?|دون(?:\s+عندك)?|اكتب(?:ها)?\s+عندك|خذ\s+علما|احفظ(?:ي|وا)?"
    )
    prefer = each(
        ax,
        # a cleft: "ما أحبه هو أن …", "ما أفضّله هو …"
        r"^\s*(?:إن\s+)?ما\s+(?:أحبه|أفضله|يعجبني|يسعدني|أميل\s+إليه)(?:\s+(?:أكثر|فعلا|حقا|شخصيا))?"
        r"\s+(?:هو|هي)\s+(?:أن\s+|لما\s+|عندما\s+)?(?P<rest>.+)",
        # a gladness conditional said of how things are: "سيكون رائعاً لو كانت …"
        r"(?:^|(?<=[\s،,]))(?:سيكون|سيكون\s+من\s+الجميل|من\s+الجميل|يكون)\s*"
        r"(?:رائعا|رائع|جميلا|جميل|جيدا|مفيدا|أفضل|ممتازا)?\s+(?=لو|إذا|أن)(?P<rest>.+)",
        r"(?:^|(?<=[\s،,]))(?:(?:أنا|شخصيا|عادة|دائما|بصراحة|غالبا)\s+)+"
        r"(?:أفضل|بفضل|أحبذ)(?![\u0621-\u064a])\s*(?P<rest>.+)",
        r"(?:^|(?<=[\s،,]))(?:أفضّل|بفضّل|أميل\s+(?:إلى|ل)|أحبذ)(?![\u0621-\u064a])\s*(?P<rest>.+)",
        # a liking said with its degree or as a comparison: "أنا أحب أكثر تلك التي …", "أحب X أكثر من Y"
        r"(?:^|(?<=[\s،,]))(?:(?:أنا|شخصيا)\s+)*(?:أحب|بحب|يعجبني)\s+أكثر\s+(?P<rest>.+)",
        r"(?:^|(?<=[\s،,]))(?:(?:أنا|شخصيا)\s+)*(?:أحب|بحب|يعجبني)\s+(?P<rest>.+?\s+أكثر\s+من\s+.+)",
        r"^\s*أفضل\s+(?P<rest>(?!من\s).+\sعلى\s.+)",
        r"(?:^|(?<=[\s،,]))(?:(?:أنا|شخصيا|عادة|دائما|بصراحة)\s+)*"
        r"(?:يعجبني|بيعجبني|بحب|أحب|يسعدني|بيسعدني|يفرحني|بكون\s+مبسوط)\s+(?=لما|عندما|حين|لو)(?P<rest>.+)",
        r"تفضيلي(?:\s+الشخصي)?\s*(?:هو|هي|[:،,—-])\s*(?P<rest>.+)",
    )
    remember = each(
        ax,
        r"(?:^|(?<=[،,:]))\s*(?:(?:و|ف)\s*)?(?:من\s+فضلك\s+)?(?:" + retain + r")"
        # the verb's own complements before what it keeps: "احفظ عندك إن …", "تذكّر جيدًا أن …"
        r"(?:\s+عندك)?(?:\s+(?:" + KEPT_WELL + r"))?"
        r"(?:\s+(?:"
        + future
        + r"))?\s*(?=أن|ان|إن|بأن|:|،|,)[:،,]?\s*(?:أن\s+|ان\s+|إن\s+|بأن\s+)?(?P<rest>.+)",
        r"(?:أرجو|ارجو|أطلب|نرجو|رجاء)\s+(?:منك|منكم)?\s*(?:أن\s+)?(?:تتذكر|تدون|تسجل|تحفظ|تكتب|"
        r"تضع\s+في\s+اعتبارك|تأخذ\s+علما)(?:\s+عندك)?\s*[:،,]?\s*(?:أن\s+|بأن\s+)?(?P<rest>.+)",
        # the most polite frames, the verb as a noun: "أرجو التكرم بتدوين أن …", "هل تتكرم بتسجيل أن …؟"
        r"(?:(?:أرجو|ارجو|نرجو|رجاء)\s+(?:منك\s+|منكم\s+)?(?:التكرم|التفضل)|(?:هل\s+)?(?:تتكرم|تتفضل|تكرما|تفضلا))\s+"
        r"(?:ب)?(?:تدوين|تسجيل|تذكر|حفظ|كتابة|ملاحظة)(?:\s+عندك)?\s*[:،,]?\s*(?:أن\s+|ان\s+|بأن\s+|إن\s+)?"
        r"(?P<rest>.+?)\s*[?؟]*\s*$",
        # a retention asked in a frame of gratitude: "سأكون ممتناً لو تذكرت أن …"
        r"(?:سأكون|ساكون|أكون|سنكون|بكون)\s+(?:ممتنا|ممتنة|شاكرا|شاكرة|ممنونا|ممنون)(?:\s+(?:لك|جدا))*\s+(?:لو|إذا|اذا)\s+"
        r"(?:تذكرت|سجلت|دونت|حفظت|كتبت|وضعت\s+في\s+اعتبارك)(?:\s+عندك)?\s*[:،,]?\s*(?:أن\s+|ان\s+|بأن\s+|إن\s+)?"
        r"(?P<rest>.+)",
    )
    asked = each(
        ax,
        # the most polite frame asked, the verb as a noun: "هل تتكرم بتسجيل أن …؟"
        r"^\s*(?:هل\s+)?(?:تتكرم|تتفضل|يمكنك\s+التكرم)\s+(?:ب)?(?:تدوين|تسجيل|تذكر|حفظ|كتابة|ملاحظة)(?:\s+عندك)?"
        r"\s*[:،,]?\s*(?:أن\s+|ان\s+|بأن\s+|إن\s+)?(?P<rest>.+?)\s*[?؟]*\s*$",
        r"^\s*(?:ممكن|هل\s+يمكنك|بتقدر|تقدر|تقدري|ممكن\s+تتفضل)\s+(?:تتذكر|تسجل|تدون|تكتب)(?:\s+عندك)?"
        r"\s*[:،,]?\s*(?:أن\s+|بأن\s+|إن\s+)?(?P<rest>.+?)\s*[?؟]*\s*$",
    )
    tail = each(
        ax,
        r"[،,;]\s*(?:ف|و)?\s*(?P<remember>خلي\s+(?:هذا|هاد|ده|هذه|هادا)\s+في\s+بالك|تذكر\s+(?:هذا|ذلك)|"
        r"ضع\s+(?:هذا|ذلك)\s+في\s+اعتبارك|سجل(?:ها|ه)\s+عندك|خلي(?:ه|ها)\s+في\s+بالك)(?:\s+(?:"
        + future
        + r"))?\s*[.!؟]*\s*$",
        # the speaker's liking pointing back: "…، هذا ما أفضّله", "…، هكذا أحب العمل"
        r"[،,;]\s*(?P<prefer>(?:هكذا|هيك|كده|كذا|هذا\s+ما|هذا\s+اللي|هذا\s+هو\s+ما|هذا\s+ما\s+أنا)\s+"
        r"(?:أحب|أفضل|بحب|بفضل|يعجبني|بيعجبني)(?:ه|ها)?(?:\s+(?:العمل|الشغل|الأمر|الأمور|أنا|شخصيا))?)\s*[.!]*\s*$",
    )
    refuse = ax(r"كنت|في\s+الماضي|زمان|هذه\s+المرة|أحيانا")
    one_off = ax(r"(?<![\u0621-\u064a])(?:اليوم|الليلة|حاليا|الآن|مؤقتا)(?![\u0621-\u064a])")
    linker = ax(r"(?:لو|لما|عندما|حين|أن|إن)\s+")
    cue = (
        "فضل",
        "ميل",
        "حبذ",
        "عجب",
        "حب",
        "سعد",
        "فرح",
        "مبسوط",
        "ذكر",
        "بالك",
        "اعتبار",
        "سجل",
        "دون",
        "كتب",
        "حفظ",
        "علما",
        "رجو",
        "رجاء",
        "طلب",
        "رائع",
        "جميل",
        "مفيد",
        "تكرم",
    )
    team = ax(r"عندنا|هنا|نحن|فريقنا")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)


# the thing pointed at before or after the verb of keeping: this, this point, this matter (这件事,
# 这事, 这事儿, 这桩事), these; Cantonese's 呢个, 呢点, 呢件事
_POINTER = r"这个|这点|这一点|这件事|这事儿?|这桩事|这些|呢个|呢点|呢件事"


def _chinese() -> RequestParts:
    speaker = r"(?:我们?|俺|本人)(?:个人|自己)?"
    mods = r"(?:一般|通常|平时|其实|还是|比较|更|挺|蛮|很|真的|特别|非常|也|都|向来|一向|始终|就)*"
    retain = (
        r"记住|记下(?:来)?|记一下|记着|记在心里|记好|记牢|记清楚|记低|帮我记(?:一下|着|住|下|低)?|放在心上|"
        r"心里有(?:个)?数|备注一下|写下来|记录(?:一下|下来)|记在(?:本子|小本本|心)上|"
        # (27th, 28th rounds) the memory or head as the place, 記實, 放 / 装 too: "…请帮我记在脑海里", "…给我装脑子里";
        # (mend-zc-saves) these 装 / 搁 beside ZH_AT_END's are no second list: an order after a bare comma
        # ("…，装脑子里。"), where ZH_AT_END's carving or pinning is asked only
        rf"(?:记|存|放|装)(?:在|进|入)?(?:{east_asked.MIND})(?:里|裡|中|度)?|记实|記實"
        # (mend-zc-saves) the frame of putting or carving into the head only asked, a modal, 请, 你 or 帮我
        # right before it: with a bare comma it is a memory told ("那天的画面，印在脑海里，怎么也忘不掉。")
        r"|(?:(?<=[你您请以能否])|(?<=[给帮替同]我)|(?<=麻烦|劳驾|拜托))(?:牢牢地?|好好地?|一定要?|务必|千万要?)?"
        rf"(?:{east_asked.ZH_AT_END})"
        # (28th round) the heart with no 在 before it, "…，你替我记心里"
        r"|(?:记|放|装|搁)心(?:里|裡|上|头|頭)"
    )
    prefer = each(
        zx,
        # a cleft: "我最喜欢的(，)是 …"
        speaker + mods + r"最?(?:喜欢|偏好|偏爱|欣赏|钟意)的[，,]?\s*(?:就是|是)\s*(?P<rest>.+)",
        speaker + mods + r"(?:喜欢|偏好|倾向于?|偏向于?|偏爱|宁愿|宁可|钟意|中意|爱)(?P<rest>.+)",
        r"(?:我|我个人)的(?:个人)?(?:偏好|喜好|口味|习惯)(?:是|：|:|，|,)\s*(?P<rest>.+)",
    )
    remember = each(
        zx,
        r"(?:^|(?<=[，,：:、]))\s*(?:以后|今后|往后|将来|之后)?(?:请|麻烦(?:你|您)|拜托|烦请|劳烦|敬请)?(?:你|您)?(?:帮我)?"
        r"(?:" + retain + r")(?:哦|啊|喔|吧|啦)?\s*[：:，,]\s*(?P<rest>.+)",
        # "请您记得 …" keeps a rule said for every case ("所有退款都要…"); "请记得关灯" is a task
        r"(?:^|(?<=[，,：:、]))\s*请(?:你|您)(?:务必)?记得\s*(?P<rest>(?=[^。！!]*(?:都|一律|必须|总是|永远|每))[^。！!]+)",
        east_asked.ZH_COLON,  # (thirtieth round: the ask closed by a colon, "麻烦在你的记忆里给我放一件事：…")
        east_asked.ZH_HONOURED_COLON,  # (thirty-second round: the honoured hearer's, "恳请您惠予留存：…")
    )
    # asked politely: "能否劳驾您记录一下，…？", "可以帮我记一下…吗？"
    asked = each(
        zx,
        r"^\s*(?:能否|能不能|可否|可不可以|是否可以|可以|能|请问能否)(?:请|劳驾|麻烦|烦劳|劳烦)?(?:你|您)?(?:帮我)?"
        r"(?:" + retain + r")(?:吗)?\s*[，,：:]?\s*(?P<rest>.+?)\s*(?:吗|呢)?\s*[?？]*\s*$",
    )
    tail = each(
        zx,
        # (the thing pointed at stands before the verb or after it: "这个你记住", "你记住呢样嘢")
        # (and how firmly, between the speaker and the verb: "你给我牢牢记住", "好好记着", "一定记住");
        # only after a comma or asked of the hearer (你 / 请 / 帮我 …): with 我 the subject before the
        # verb it is the speaker's own memory told ("这首歌我一直记在脑子里", "…，我会记在脑海里")
        # (issue 33, twenty-eighth round: the thing pointed at in any of its forms, 这事 / 这事儿 / 这桩事
        # as 这件事, "…，这事你记牢")
        r"(?P<remember>(?=[，,]|(?:" + _POINTER + r")?(?:麻烦|劳驾|你|您|请|给我|帮我|替我|同我))"
        r"[，,]?\s*(?:" + _POINTER + r")?(?:麻烦|劳驾)?(?:你|您)?(?:请|要)?(?:给我|帮我|替我|同我)?"
        r"(?:牢牢(?:地)?|好好(?:地)?|一定(?:要)?|务必|千万(?:要)?)?(?:"
        + retain
        + r")(?:这个|这点|这件事|呢个|呢点|呢样嘢|呢件事|佢)?"
        r"(?:哦|啊|喔|吧|啦|了|哈|呀|嘛|咯|哟|噢|喽|呐|先|吖)?)[。！!]*\s*$",
        # "keep it for me" after a comma closing the sentence, the fact pointed back at by 它 / 他 (Cantonese
        # 佢) or kept by 记起来 ("…，幫我記起來。", "…，你幫我記住佢。")
        r"(?P<remember>[，,]\s*(?:这个|这点|呢个)?(?:你|您)?(?:请|要)?(?:给我|帮我)(?:记(?:住|低|下|牢)(?:它|他)|记起来)"
        r"(?:哦|啊|喔|吧|啦|了|哈|呀|嘛|咯|喇|啰)?)[。！!]*\s*$",
        # the speaker's liking pointing back: "…，这才是我喜欢的(做法)"
        r"(?P<prefer>[，,]\s*(?:这|那)(?:才|就)?是(?:我|我个人)?(?:最)?(?:喜欢|偏好|想要|钟意|中意|偏爱)的"
        r"(?:方式|做法|写法|风格|样子|习惯)?)[。！!]*\s*$",
        # the attitude's noun closing: "短函数胜过大类，这是我的偏好"
        r"(?P<prefer>[，,]\s*(?:这|那)(?:就)?是(?:我|我个人)的(?:个人)?(?:偏好|喜好|口味))[。！!]*\s*$",
        # a gladness conditional said of how things are: "…的话就太好了"
        r"(?P<prefer>[，,]?\s*(?:的话)?\s*(?:那)?(?:就)?(?:太好了|再好不过了|最好不过了))[。！!]*\s*$",
        r"(?P<prefer>[，,]?\s*(?:的话)?\s*(?:"
        + speaker
        + r")(?:会|就)?(?:很|挺|会很|非常|特别|超|好|几)?"
        r"(?:开心|高[兴興]|满意|感激)(?:的)?(?:哦|啊|了)?)[。！!]*\s*$",
    )
    # the speaker's own lead ("说实话", "老實說", "对了") and a condition of a closing liking
    opening = zx(
        r"^\s*(?:(?:说实话|老实说|说真的|坦白(?:说|讲)|讲真|其实|话说|对了|顺带一提)[，,\s]*)?"
        # a topic the speaker opens with ("说到数据库迁移，", "至于代码审查，"): a topic, never a report
        r"(?:(?:说到|说起|讲到|谈到|提到|至于|关于)[^，,。！!？?]{1,24}[，,]\s*)?"
        r"(?:如果|要是|假如|若是|若|倘若)?"
    )
    refuse = zx(
        # (他 / Cantonese 佢 right after "keep it for me" is the fact pointed back at, no one's doings;
        # twenty-seventh round: after 同我 / 替我 / 你 and 記實 too, "…，你同我記實佢")
        r"以前|过去|那时|当年|曾经|这次|这一次|这个(?:文件|PR|提交|分支)|同事|朋友|(?<![帮给同替]我记[住低下牢实])(?<!你记[住低下牢实])他们?|她们?|老板|领导|"
        r"记得.{0,12}吗|还记得|有时|偶尔|我觉得我|我感觉我|那会儿|小时候|当时|"
        r"(?:大学|大學|读书|上学|上學|学生|學生|实习)(?:时|的时候|那会)|"
        # a span of time pointed at as that one ("刚工作那几年", "那段时间"): the past
        r"那几年|那些年|那段(?:时间|日子)|那阵子|那一阵|刚(?:工作|入职|毕业|出社会)",
        # (twenty-fourth round) only the placeholder of a question, the fact still to come ("能帮我记个
        # 东西不？…"): zh.py's remember_back reads it and keeps the next sentence
        r"记(?:个|一个|件|一件)(?:东西|事儿?|嘢)(?:不|吗|么|没有?)?\s*[？?]+\s*$",
        # (twenty-eighth round) and any question east_asked reads as the ask ahead, its placeholder
        # said small too ("可以幫我記住一件小事嗎？…"): the fact is the next sentence's
        east_asked.ZH,
    )
    one_off = zx(r"今天|今晚|暂时|这一回|这会儿|刚才")
    cue = (
        "喜欢",
        "喜歡",
        "偏好",
        "倾向",
        "傾向",
        "偏向",
        "偏爱",
        "偏愛",
        "宁愿",
        "寧願",
        "宁可",
        "寧可",
        "钟意",
        "鍾意",
        "鐘意",
        "中意",
        "爱",
        "愛",
        "习惯",
        "習慣",
        "记",
        *east_asked.ZH_AT_END_CUES,
        "心上",
        "有数",
        "有數",
        "备注",
        "備註",
        "写下",
        "寫下",
        # (thirty-third round: written down in Cantonese, and the heart's inside as the place, east_asked)
        "写低",
        "寫低",
        "心中",
        "心入面",
        "开心",
        "開心",
        "高兴",
        "高興",
        "满意",
        "滿意",
        "感激",
        "太好",
        "再好不",
        "最好不",
        "才是",
    )
    team = zx(r"我们|咱们|这里")
    agent_retains = zx(r"\s*(?:您|你)(?:能|可以|能够|要是能)?(?:帮我)?(?:" + retain + r"|记得)\s*")
    return RequestParts(
        cue,
        prefer,
        remember,
        asked,
        tail,
        "",
        opening,
        refuse,
        one_off,
        team,
        agent_retains=agent_retains,
    )


def _japanese() -> RequestParts:
    # (…ておいて is said …といて in speech: 覚えといて, 置いといて, メモっといて)
    retain = (
        r"覚えて(?:おいて|置いて)?|覚えといて|メモして(?:おいて)?|メモっといて|メモしといて|頭に入れて(?:おいて)?|"
        r"頭に入れといて|頭の片隅に(?:置いて|入れて|置いといて|入れといて)(?:おいて)?|"
        # (the honorific お of the heart: "お心に留めておいてください")
        r"お?心に留めて(?:おいて)?|お?心に留めといて|忘れないで|記録して(?:おいて)?|記録しといて|お控え|書き留めて(?:おいて)?|"
        r"ご記憶|記憶して(?:おいて)?|keep\s+in\s+mind|remember|" + east_asked.JA_AT_END
    )
    polite = (
        r"(?:ください|下さい|くださいませ|ね|もらえますか|もらえる|くれる|くれますか|いただけますか|"
        r"いただけますでしょうか|いただけませんか|もらえませんか|ほしい|欲しい|ほしいです|や|な|よ|で|"
        r"でお願いします|でお願い|でよろしく|しといて|しておいて|"
        # a retention asked as a gratitude: "…覚えておいていただけると大変ありがたいです"
        r"(?:いただける|もらえる|くれる|いただけれ|もらえれ|いただけます|くださる)(?:と|ば)(?:大変|とても|本当に|非常に)?"
        r"(?:ありがたい|ありがたいです|助かります|助かる|嬉しい|嬉しいです|うれしい|うれしいです|幸いです)"
        # (thirty-first round: keigo's gladness as a thanks to come, "…いただけましたら幸甚に存じます")
        r"|(?:いただけ(?:ますと|ると|ましたら|たら)|くださ(?:ると|いますと|いましたら))(?:幸い|幸甚)(?:です|に存じます|でございます))?"
    )
    tail = each(
        rx,
        r"(?P<remember>(?:(?:って|と|ことを|のを|ので|から|旨)[、,]?)?\s*(?:(?:そこ|それ|この点|その点|これ)(?:は|を|も)[、,]?\s*)?"
        # (and the please of the asking before it: "どうぞお心に留めて…", "くれぐれも覚えておいて")
        r"(?:(?:どうぞ|どうか|ぜひ|是非|くれぐれも)\s*)?"
        r"(?:" + retain + r")" + polite + r")[。！!？?ねよやな]*\s*$",
        # the speaker's liking pointing back: "…、それが僕の好みです"
        r"(?P<prefer>[、,]\s*(?:それ|これ|そこ)が(?:(?:僕|私|俺|自分|わたし)の)?(?:好み|好きなやり方|好きな形|スタイル|やり方)"
        r"(?:です|だ|なんです|なんだ)?(?:ね|よ|な)?)[。！!]*\s*$",
        # (what it is compared with may stand between: "短い関数のほうが巨大なクラスより好き")
        r"(?P<prefer>(?:(?:の|こと|のほう|の方|ほう|方)が(?:[^、。,]{1,30}?より(?:も)?)?(?:一番|すごく|とても|結構|断然|ずっと|圧倒的に|やっぱり|やはり)?"
        r"(?:好き|好み|気に入っています|気に入ってる)(?:です|だ|なんです|なんだ)?(?:ね|よ|な)*"
        # an afterthought of the speaker's own: "…好きですね、個人的には"
        r"(?:[、,]\s*(?:個人的には|個人的に|私は|僕は|俺は|正直))?|"
        r"(?:の|こと)を好む(?:傾向があります|傾向にあります|ほうです|方です)?|"
        r"を好む(?:傾向があります|傾向にあります|ほうです|方です)|"
        # received in a form ("箇条書きでもらえると嬉しい"): a liking; "…にしてもらえると嬉しい"
        # (the agent doing it) is the table's polite request frame, a rule (sixth round)
        r"(?<![んいし])で(?:もらえる|いただける|もらえれば|いただければ)と?"
        r"(?:嬉しい|うれしい))(?:です)?)[。！!]*\s*$",
        # a gladness said of how things are ("…ISO形式で書かれていると嬉しい", "…付いていると
        # 助かります"); "…てくれると助かります" (the agent doing it) is a rule (dev33h)
        r"(?:(?<=ている)|(?<=ていて)|(?<=てる)|(?<=てある)|(?<=でいる)|(?<=である)|(?<=がある))"
        r"(?P<prefer>と(?:すごく|とても|本当に)?"
        r"(?:嬉しい|うれしい|助かる|助かります|ありがたい)(?:です)?(?:ね|な|よ)?)[。！!]*\s*$",
    )
    prefer = each(
        rx,
        # a cleft: "私が好きなのは、…です"
        r"^\s*(?:(?:私|僕|俺|自分|わたし)(?:が|の))?\s*(?:一番)?(?:好きな|好む|気に入っている)(?:の|こと)は[、,\s]*"
        r"(?P<rest>.+?)(?:です|だ|なんです|ですね)?[。！!]*\s*$",
        r"^\s*(?:(?:私|僕|俺|自分|わたし)(?:の|的な)?|個人的な)\s*好み(?:として)?(?:は|だと|で言うと)[、,\s]*(?P<rest>.+)",
    )
    opening = rx(
        r"^\s*(?:(?:ちなみに|一応|念のため|今後のために|今後は|今後|これから(?:は)?|正直(?:に言うと)?|"
        r"恐れ入りますが|お手数ですが|すみませんが|申し訳ありませんが|" + east_asked.JA_LEAD + r"|"
        r"個人的には|私は|僕は|俺は|自分は|わたしは)[、,\s]*)*"
    )
    refuse = rx(
        r"さん(?:は|が|も)|同僚|先輩|上司|彼(?:女)?(?:は|が)|みんな(?:は|が)|昔|以前|当時|時々|たまに"
    )
    one_off = rx(r"今回|今日だけ|この(?:PR|ファイル|コミット|ブランチ)|に限って")
    cue = (
        "好き",
        "好み",
        "好む",
        "嬉し",
        "うれし",
        "覚え",
        "メモ",
        "頭に",
        "頭の",
        "心に",
        "忘れ",
        "記録",
        "助か",
        "ありがた",
        "好きな",
        "やり方",
        "スタイル",
        "お控え",
        *east_asked.JA_AT_END_CUES,
        "mind",
        "remember",
        "気に入",
    )
    team = rx(r"うちの|ここでは|弊社|私たち|我々|チームでは")
    return RequestParts(cue, prefer, (), (), tail, "", opening, refuse, one_off, team)


# "don't forget it" or "learn it by heart" closing the sentence, with or without its comma
_KO_FORGET_NOT = (
    r"\s*[,，]?\s*(?:(?:잊지|잊어버리지|까먹지)\s?(?:말아\s?(?:주세요|줘요|줘|주십시오)|마(?:세요|요|라)?)|"
    r"외워\s?(?:둬요|둬|두세요|주세요|줘))"
)


def _korean() -> RequestParts:
    tail = each(
        rx,
        r"(?P<remember>(?:"
        # a retention asked as a gratitude: "…기억해 주시면 정말 감사하겠습니다"
        r"(?:기억해|메모해|적어|기록해)\s?(?:두시|주시|둬|줘)?(?:면|으면)\s?(?:정말\s?|참\s?|대단히\s?)?"
        r"(?:감사하겠습니다|감사하겠어요|고맙겠어요|고맙겠습니다|좋겠어요|좋겠습니다)|"
        # (twenty-eighth round: "don't forget and" or how firmly before it is the frame's too, "…, 잊지
        # 말고 머릿속에 넣어 둬", "…, 꼭 마음에 새겨 둬")
        r"(?:(?:(?:잊지|까먹지|잊어버리지)\s?말고|꼭|단단히)\s?)?"
        r"(?:머릿속에|마음에|머리에)\s?(?:넣어|새겨|담아)\s?(?:둬요|둬|두세요|두십시오|주세요)|"
        r"(?:keep\s+in\s+mind|remember|note)\s?(?:해\s?(?:주세요|줘|둬|두세요|요)|하세요|해)|"
        # a dialect's or a plain imperative: "잘 기억혀", "기억해라", "명심해"
        r"(?:잘\s?)?(?:기억혀|기억해라|기억하이소|기억하그라|명심해(?:요|라)?|명심하세요)|"
        # (기억하세요 asked is the honorific question, "do you remember …?": "제가 말씀드린 거 기억하세요?")
        r"기억해\s?(?:둬요|둬|두세요|두십시오|줘|주세요|주십시오)|기억하세요(?![.!~]*\s*[?？])|"
        r"염두에\s?(?:두세요|둬|둬요|두십시오)|적어\s?(?:둬|둬요|두세요|놔|놓으세요)|"
        r"메모해\s?(?:둬|둬요|두세요|주세요)|참고해\s?(?:둬|둬요|두세요)|알아\s?(?:둬|둬요|두세요)|"
        # asked politely: "…메모해 두시겠어요?"
        r"(?:기억해|메모해|적어|기록해)\s?(?:두시겠어요|두시겠습니까|주시겠어요|주시겠습니까|두실래요|주실래요)|"
        # (twenty-seventh round) "don't forget it" or "learn it by heart" after a fact said whole, its
        # declarative ending or a number just before, with or without a comma ("…수요일이에요, 잊지 말아
        # 주세요", "…사야 해요 잊지 말아 주세요", "…4417이에요 외워 두세요"); never after a task named by
        # 거 / 것 ("수건 챙기는 거 잊지 마") nor with 말고 (숙제 잊지 말고 …); the casual 아 / 어 / 지
        # below
        r"(?<=[요야다네죠0-9])" + _KO_FORGET_NOT + r"))[.!~?]*\s*$",
        # a casual 아 / 어 / 지 ending is a command or small talk too ("문 닫아, 잊어버리지 마", "오늘
        # 정말 재밌었어, 잊지 마", "너 약속했지, 잊지 마"): a fact only with what it tells of named by a
        # topic or subject particle, no pronoun's ("…주차장은 자정에 닫아, 잊어버리지 마")
        r"^(?=[^,，]*?(?![너나저])\S[은는이가]\s)[^?？]*?(?<=[아어지])"
        r"(?P<remember>(?P<closing>" + _KO_FORGET_NOT + r"))[.!~?]*\s*$",
        # a gladness conditional: "…주시면 좋겠어요", "…달려 있으면 좋겠어요"
        r"(?P<prefer>(?:\s?(?:해\s?)?주시|\s?해\s?주)?(?:으면|면)\s?(?:정말\s?|참\s?)?(?:좋겠어요|좋겠습니다|좋겠네요|좋겠어|좋겠다|"
        r"감사하겠습니다|감사하겠어요|고맙겠어요|고맙겠습니다))[.!~]*\s*$",
        # the attitude's noun closing: "…, 제 취향은 그래요", "…, 그게 제 취향이에요"
        r"(?P<prefer>[,，]\s*(?:그게\s?|이게\s?)?(?:제|내|저의)\s?(?:취향|선호|스타일|방식)(?:은|는|이)?\s?"
        r"(?:그래요|그렇습니다|이에요|예요|입니다|이야))[.!~]*\s*$",
        r"(?P<prefer>(?:(?:게|걸|것을|것이|편이|쪽이|쪽을)\s?)?(?:더\s?|제일\s?|가장\s?)?"
        r"(?:선호해요|선호합니다|선호해|선호하는\s?편이에요|선호하는\s?편입니다|선호하는\s?편이야)|"
        # a liking needs a way of doing before it ("…는 게 좋아요"): "이번 달이 더 좋아요" compares
        r"(?:게|걸|것이|것을|편이|쪽이|쪽을)\s?(?:더\s?|제일\s?|가장\s?)?"
        r"(?:좋아요|좋아해요|좋아합니다|좋습니다|좋더라고요|좋아))"
        r"[.!~]*\s*$",
    )
    # a retention head opening the sentence, what it keeps after its comma ("기억해 둬, …"; a
    # vowel drawn out in chat, "둬어", "둬요~", is the same ending)
    remember = each(
        rx,
        r"^\s*(?:잘\s?|꼭\s?)?(?:기억해\s?(?:둬|둬요|두세요|줘|주세요)|메모해\s?(?:둬|두세요|주세요)|적어\s?(?:둬|두세요)|"
        r"기록해\s?(?:둬|두세요|주세요)|명심해(?:요)?|알아\s?(?:둬|두세요))[어요~!]*\s*[,:]\s*(?P<rest>.+)",
    )
    prefer = each(
        rx,
        # a cleft: "제가 좋아하는 건 …예요"
        r"^\s*(?:제가|내가|저는|전)\s*(?:제일\s?|가장\s?)?(?:좋아하는|선호하는)\s?(?:건|것은|거는)\s*"
        r"(?P<rest>.+?)(?:이에요|예요|입니다|이죠|죠)?[.!~]*\s*$",
        r"^\s*(?:제|내|저의|나의|개인적인)\s*(?:취향|선호|스타일)(?:으로는|은|는|이|:)\s*[,:]?\s*(?P<rest>.+)",
    )
    opening = rx(
        r"^\s*(?:(?:참고로|번거로우시겠지만|죄송하지만|송구하지만|송구하오나|괜찮으시다면|실례지만|앞으로(?:는)?|나중을\s?위해(?:서)?|앞으로를\s?위해(?:서)?|솔직히|개인적으로(?:는)?|"
        r"저는|전|나는|난|제가|내가)[,\s]*)*"
    )
    refuse = rx(
        r"동료|팀장|선배|친구|(?:씨|님)(?:는|은|가|이|도)|(?<![가-힣])(?:그는|그녀는)|예전|옛날|이번(?:\s?PR|에만)|"
        r"어제보다|언제였|기억나|가끔|때때로|" + KO_SENT_TO_ME
        # (twenty-seventh round) a gladness said of what is sent or told to the speaker: a lasting
        # rule of the speaker's own (errands.KO_SENT_TO_ME), no liking to save
    )
    cue = (
        "선호",
        "좋",
        "취향",
        "기억",
        "염두",
        "적어",
        "메모",
        "참고해",
        "알아",
        "감사하겠",
        "고맙겠",
        "기록",
        "머릿속",
        "새겨",
        "명심",
        "잊",
        "외워",
        "까먹",
        "mind",
        "remember",
        "스타일",
        "방식",
    )
    team = rx(r"저희|우리|여기서")
    one_off = rx(r"오늘|이번|지금|당장|좀\s(?!더)")
    return RequestParts(cue, prefer, remember, (), tail, "", opening, refuse, one_off, team)


_ARABIC_FOLD = str.maketrans(
    {
        **{chr(c): None for c in range(0x064B, 0x0653)},
        "\u0640": None,
        "أ": "ا",
        "إ": "ا",
        "آ": "ا",
        "ى": "ي",
    }
)


def folded(code: str, probe: str) -> str:
    """The sentence as the cue stems are written: lower case; Arabic without its diacritics,
    tatweel and hamza seats (one C-level pass each, no pattern)."""
    if code == "ar":
        return probe.translate(_ARABIC_FOLD)
    return probe.lower()


_BUILDERS = {
    "en": germanic.english,
    "fr": romance.french,
    "de": germanic.german,
    "es": romance.spanish,
    "it": romance.italian,
    "ru": russian.russian,
    "ar": _arabic,
    "zh": _chinese,
    "ja": _japanese,
    "ko": _korean,
}


# Languages written with spaces between words whose heads start a word: their cue is the first
# four letters of each stem (a shorter stem is a whole word), tested against the sentence's
# words' first four letters as one set.
_BY_WORD = frozenset({"en", "fr", "de", "es", "it", "ru"})


@cache
def word_cue(code: str) -> frozenset[str] | None:
    """The first four letters of the language's head stems, or None where the cue is tested
    as substrings (Arabic with its attached particles, Chinese, Japanese, Korean)."""
    parts = parts_of(code)
    if parts is None or code not in _BY_WORD:
        return None
    return frozenset(stem[:4] for stem in parts.cue)


@cache
def substring_cue(code: str) -> Gate | None:
    """The search for any of the language's head stems as a substring of the sentence (`folded`):
    one scan in C (needed_words.gate) where a loop of `in` tested the stems one by one (Chinese has
    over a hundred); a match wherever one of them stands, as the loop found."""
    parts = parts_of(code)
    return None if parts is None else gate(tuple(sorted(set(parts.cue))))


# One near day named in what a retention request keeps: a notice for now, not a lasting thing
# (a day from which on something holds, "from today on", "ab morgen gilt", "从今天起", is lasting;
# a morning, "jeden Morgen", "por la mañana", is a recurring time).
_ONE_DAY = {
    "en": r"\b(?:tomorrow|tonight|this\s+(?:week|afternoon|evening|morning)|(?<!from\s)today(?!\s+on\b))\b",
    "fr": r"\b(?:demain|ce\s+soir|cette\s+semaine|cet\s+après[-\s]midi|(?<!partir\s)(?<!d[èe]s\s)"
    r"aujourd['’]hui)\b",
    "de": r"(?<!jeden\s)(?<!am\s)(?<!zum\s)(?<!den\s)(?<!ab\s)\b(?:morgen|heute\s+abend|diese\s+woche)\b",
    "es": r"(?<!la\s)(?<!cada\s)(?<!una\s)(?<!las\s)(?<!desde\s)\b(?:mañana|esta\s+(?:semana|tarde|noche))\b",
    "it": r"(?<!da\s)\b(?:domani|stasera|stamattina|questa\s+settimana)\b",
    "ru": r"\b(?:завтра|завтрашн\w+|сегодня\s+вечером|на\s+этой\s+неделе)\b",
    "ar": r"(?<![\u0621-\u064a])(?:غدا|الغد|الليلة|هذا\s+الأسبوع)(?![\u0621-\u064a])",
    "zh": r"明天|明早|明晚|今晚|这周|這週|本周|本週",
    "ja": r"明日|今夜|今晩|今週",
    "ko": r"내일(?!\s?부터)|오늘\s?밤|이번\s?주",
}

# Retention heads of five letters or more that open a sentence, as `requests._mistyped_head`
# mends them (Latin, Cyrillic and Arabic letters: one key a letter).
_TYPO_HEADS = {
    "en": ("remember",),
    "fr": ("rappelle", "souviens", "retiens", "retenez", "rappelez"),
    "de": ("merke", "notiere", "notier"),
    "es": ("recuerda", "recuerde", "acuérdate", "acordate", "apunta", "anota"),
    "it": ("ricordati", "ricorda", "ricordatevi", "annota", "segnati", "annotati"),
    "ru": ("запомни", "запомните", "запиши", "запишите"),
    "ar": ("تذكر", "تذكّر", "سجّل", "تذكري"),
}


@cache
def parts_of(code: str) -> RequestParts | None:
    """The language's parts, compiled on first use."""
    build = _BUILDERS.get(code)
    if build is None:
        return None
    parts, frames, slots = build(), frames_of(code), slots_of(code)
    notes = notes_of(code)
    refuse = parts.refuse
    if frames.refuse:
        refuse = re.compile(f"(?:{refuse.pattern})|(?:{frames.refuse})", refuse.flags)
    # the frames (request_frames.py) are tried after the language's own heads, the frames built
    # from slots (request_slots.py) next, the memory's notes and closings (memory_notes.py) last
    return replace(
        parts,
        cue=parts.cue + frames.cue + slots.cue + notes.cue,
        prefer=parts.prefer + frames.prefer + slots.prefer,
        remember=parts.remember + frames.remember + slots.remember + notes.remember,
        tail=parts.tail + frames.tail + slots.tail + notes.tail,
        asked=parts.asked + frames.asked + notes.asked,
        refuse=refuse,
        one_day=re.compile(_ONE_DAY[code], re.I),
        typo_heads=_TYPO_HEADS.get(code, ()),
    )
