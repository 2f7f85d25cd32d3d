"""The world's state said with an eastern always (issue 33, twenty-fourth round): the Chinese,
Japanese and Korean tables' `weather` slot, as world.weather is the western tables'.

A season's cold, a wind, a sea fog, a packed train or street, said as what tends to be with 总是 /
经常 / 成日, いつも / しょっちゅう, 항상 / 늘 — "哈尔滨的冬天总是零下二十多度", "成都的冬天总是阴沉沉的",
"札幌の冬は朝いつも道がつるつるだ", "大阪の地下鉄、朝はいつもぎゅうぎゅうやねん", "월요일 아침 지하철은 항상
사람이 꽉 차요" — is no one's practice: nothing to keep. Never with the team, the speaker or the one
addressed in the sentence, nor with an order's words (请, ください, 주세요 …), and a condition's main
clause is read apart by the caller ("下雨的话，我们就…" stays a rule).

Each pattern is led by `^` (a sentence is tried once), refuses the team's words first, looks ahead for
the state, and consumes the always last: the always words are what the slot's gate needs
(needed_words), so a sentence without one is never searched.
"""

from __future__ import annotations

from app.domain.memory.judgement import conditions, times


def _state(team: str, state: str, always: str, stop: str) -> str:
    return rf"^{team}(?=[^{stop}]*?{state})[^{stop}]*?{always}"


_STATES = {
    # (written in Simplified; zx reads the Traditional too). The weather's words after the always
    # (零下, 阴沉沉, 雾蒙蒙, 吹得很猛, 晃得厉害), the wind "always big" with 就 after 一到 (这边一到
    # 下午江面风就特别大), the packed ("挤得上不去", "人挤人", the Cantonese "迫到冇位企")
    "zh": _state(
        r"(?![^。！!？?]*(?:我们|咱们|我哋|我|你|您|请|唔该|麻烦|必须|务必|记得|(?<![特区分告识类差性个级派辨])别|不要|不能|不准|应该|需要|要求|规定))",
        r"(?:零下|阴沉沉|雾蒙蒙|灰蒙蒙|湿漉漉|湿答答|[吹刮晃颠摇挤迫闷热冷冻][得到]|人挤人|"
        r"下(?:大)?(?:雨|雪|雷雨|雷阵雨|暴雨)|落(?:大)?雨|刮(?:大)?风|起(?:大)?雾|晾不干|"
        r"很(?:干|潮|湿|闷|热|冷)|(?:停航|停驶|停开|停运|延误|误点|晚点)(?=\s*(?:[。！!，,]|$))|"
        r"风\s*(?:都|就)?\s*(?:很|好|特别|超)?大|"
        # (twenty-fifth round: a fog or a storm that comes on at once, "海雾总是来得很突然")
        r"(?:雾|风|雨|浪|潮|台风|暴雨)[^，,。]{0,4}?来得(?:很|特别|非常|又)?(?:突然|急|快|猛)|"
        # (twenty-sixth round: a state by its shape, the always at once before a degree word and one
        # or two characters closing the clause, "雨后总是特别滑", or a proneness, "總是容易坍方"; never a
        # verb between, "总是保持特别安静", an order)
        r"(?:总是|老是|经常|常常|成日)(?:都)?(?:(?:很|特别|非常|挺|格外)[\u4e00-\u9fff]{1,2}|容易[\u4e00-\u9fff]{1,3})"
        r"(?=\s*(?:[。！!，,]|$))|"
        # (twenty-eighth round: a state by its shape, the always at once before a doubled word closing
        # the clause, ABB or AABB, "巷子总是湿漉漉的", "地板總是濕濕滑滑的", "總站成日都亂糟糟", or before a
        # smell that hangs, a measure before it, "空气总是带着一股硫磺味"; never a verb of doing between,
        # "总是要拖一遍地，拖得干干净净", "总是保持干干净净的")
        r"(?:总是|老是|经常|常常|成日)(?:都)?(?:[\u4e00-\u9fff](?P<zb>[\u4e00-\u9fff])(?P=zb)"
        r"|(?P<za>[\u4e00-\u9fff])(?P=za)(?P<zc>[\u4e00-\u9fff])(?P=zc))(?:的)?(?=\s*(?:[。！!，,]|$))|"
        r"(?:总是|老是|经常|常常|成日)(?:都)?(?:[\u4e00-\u9fff]着|有)?(?:一股|股)[^，,。]{0,6}?(?:味|臭|香)(?:儿|道)?"
        r"(?=\s*(?:[。！!，,]|$))|"
        # (thirty-first round: the air's damp, mould or smoke that hangs as a smell does, closing the
        # sentence, "老是一股子潮气", "总是一股霉气"; never before a comma and a way after it)
        r"(?:总是|老是|经常|常常|成日)(?:都)?(?:[\u4e00-\u9fff]着|有)?(?:一股|股)[^，,。]{0,6}?(?:气|氣)"
        r"(?=\s*(?:[。！!]|$))|"
        # (thirtieth round: a place full or lined by its shape, the always at once before a verb of one
        # or two characters with 满 or 着, "总是坐满了下棋的老头", "总是弥漫着泡面味", "总是排着一条长龙"; a
        # queue, a vapour that hangs, a degree past bearing, "经常排起长队", "成日都煙霧瀰漫", "永远塞到不行";
        # with 一直 as an always; never a must, a will or a can first, "总是要戴着帽子". The verb is one of
        # lying, hanging, filling or crowding (mend of issue 33's thirtieth-round review): a verb of doing
        # with 着 is a way of working kept, "回复永远带着来源链接", "邮件总是抄送着经理", and 满 closing the
        # clause is a crowd's (挤满 / 爆满 / 坐满 …), never a schedule's, "周五的发布总是排满了"
        r"(?:总是|老是|经常|常常|成日|一直|永远)(?:都)?(?![要得会能该须可])(?:"
        r"(?:坐|挤|堆|排|塞|停|摆|站|长|躺|围|铺|挂|积)满(?!了?\s*(?:[。！!，,]|$))了?|(?:挤|爆|坐|站|塞)满了?|"
        r"(?:飘|弥漫|飘荡|回荡|充斥|挂|堆|排|坐|站|躺|停|摆|围|铺|积|晾|泡)着|排起|大排长龙|[\u4e00-\u9fff]{1,2}(?:到|得)(?:不行|要命)|(?:烟|雾|云|热|水)[雾气汽]?(?:弥漫|缭绕|腾腾))|"
        r"(?:总是|老是|经常|常常|成日|一直)(?:都)?(?:[\u4e00-\u9fff](?P<zd>[\u4e00-\u9fff])(?P=zd)"
        r"|(?P<ze>[\u4e00-\u9fff])(?P=ze)(?P<zf>[\u4e00-\u9fff])(?P=zf))(?:的)?(?=\s*(?:[。！!，,]|$)))",
        r"(?:总是|老是|永远|经常|常常|年年|成日|一直|一到[^，,。]{1,8}?(?=[^，,。]*风\s*就))",
        "。！!？?",
    ),
    # The weather, the sea, the roads and the trains closing the sentence after いつも and its kin
    # (道がつるつる, 風がぴたっと止まります, ぎゅうぎゅうやねん, すし詰め, 霧が出る, 欠航する)
    "ja": _state(
        # (mend of issue 33's twenty-seventh-round review: any て-form asked with ね, "毎朝窓を開けてね、部屋が
        # いつも暑いねん": the state after it is the order's reason)
        r"(?![^。！!？?]*(?:うち|私|僕|俺|我々|弊社|当社|当店|ください|下さい|ように|こと[。！!]|お願い|[てで]ね[、,]|してね|しといて|"
        r"てほしい|なさい|しましょう|しよう|べき|ないで|てはいけ|ては駄目|てはだめ|禁止))",
        r"(?:つるつる|ツルツル|ぎゅうぎゅう|ギュウギュウ|すし詰め|満員|混んで|混んど|混雑|渋滞|人で(?:いっぱい|あふれ)|"
        r"(?:風|雨|雪|霧|波|海)(?:が|は)[^。、]{0,8}?(?:止ま|吹|降|出|荒れ|強|高)|荒れ|揺れ|凍って|凍る|曇|"
        r"欠航|遅れ|遅延|蒸し暑|じめじめ|ジメジメ|"
        # (twenty-fifth round: a fog hanging, a street teeming, "霧が立ちこめている", "観光客でごった返してる")
        r"立ちこめ|立ち込め|ごった返|(?:観光客|客|人)で(?:にぎわ|賑わ|溢れ|あふれ)|"
        # (twenty-seventh round: a place's warmth or cold closing the sentence, "…いつも麓より三度ほど
        # 寒い", "…いつも冷えます", "…しょっちゅう暑いねん"; never before から / ので, a ground for an order)
        r"(?:寒|暑|涼し|暖か|冷え|肌寒)(?:い|いです|いんです|いねん|いで|いよ|いわ|る|ます)?\s*[。！!]?\s*$|"
        # (twenty-eighth round: a state by its shape closing the sentence, a doubled mimetic word,
        # "…びしょびしょだ", "…のろのろだ", a place full of some crowd, "…学生でいっぱいやな", or a smell
        # or a sound that hangs, "…の匂いがする", "…の匂いが漂っている"; never an order after it, above)
        r"(?:(?P<jm>[ぁ-んァ-ヶ]{2,3})(?P=jm)(?:だ|です|や|やな|やね|やねん|なんです)?"
        r"|[^、。\s]{1,8}?で(?:いっぱい|一杯)(?:だ|です|や|やな|やね|やねん|なんです)?"
        # (thirty-first round: the air's damp, mould or smoke as the subject too, and the western dialects'
        # progressive, "…いつも湿気がこもっとる", "…いつも煙がこもっとるんよ")
        r"|(?:匂い|臭い|におい|香り|音|湿気|カビ|かび|煙)が(?:する|します|しとる|してる|漂って(?:いる|る|います|おる)"
        r"|こもって(?:いる|る|います)|こもっと(?:る|う|ります))"
        # (thirtieth round: a mimetic word of a place's air or hush with と, or doubled, and a state of
        # する closing the sentence, "…はいつもしーんとしている", "…湿気でむわっとしている", "…煙がもくもくしとる";
        # never ちゃんと / きちんと / しっかり / きっちり, a way of doing kept; and a queue standing, "…いつも
        # 行列ができとる"). The mimetic opens a word: after a particle or an always (は / が / で / も / に /
        # を, …て / …く / …い / …う), or no kana at all; never inside one, "きちんと" read from its ゃんと or
        # んと, "しっかりと" from its っかりと (mend of issue 33's thirtieth-round review)
        r"|(?:(?<![ぁ-んァ-ヶ])|(?<=[はがでもにをてくいう]))(?!ちゃんと|きちんと|しっかり|きっちり)"
        r"(?:[ぁ-んァ-ヶ]{1,3}[っーッん][ぁ-んァ-ヶ]?と|[ぁ-んァ-ヶ]{2,3}りと|(?P<jn>[ぁ-んァ-ヶ]{2,3})(?P=jn)(?:と)?)"
        r"(?:して(?:いる|る|います|おる)|しとる|しとります|しとう)"
        r"|(?:行列|長蛇の列)(?:が|は)(?:でき|出来|続)[^。、]{0,6}?)"
        # (thirty-first round: an explaining ん before the closing particle, "…こもっとるんよ")
        r"(?:ん(?=[よねな]))?(?:よ|ね|な|わ)*\s*[。！!]?\s*$)",
        r"(?:いつも|しょっちゅう|決まって|たいてい|毎年|よく)",
        "。！!？?",
    ),
    # The crowd, the wind, the sea closing the sentence after 항상 / 늘 and their kin (사람이 꽉
    # 차요, 바글바글해, 만원이에요, 바람은 늘 세서, 배가 자주 결항돼요)
    "ko": _state(
        r"(?![^.!?]*(?:우리|저희|제가|내가|나는|저는|난\s|전\s|너는|넌\s|당신|주세요|줘|해야|하세요|마세요|말고|하지\s*마|"
        r"하자|합시다|할\s*것|드려|바랍니다))",
        r"(?:바글바글|북적|꽉\s*(?:차|막|찬)|만원|붐비|붐벼|붐빕|미어터|혼잡|사람(?:이|으로)\s|"
        r"(?:바람|파도|물살|비|눈)(?:은|는|이|가)\s*(?:\S+\s+)?(?:세|세서|세고|세요|세다|불어|분다|와요|온다|내려|높)|"
        r"결항|연착|지연|안개|흐려|흐리|추워|춥|더워|덥|습해|"
        # (twenty-fifth round: a wind or a sea that is rough, "바람이 거세요", "파도가 사나워")
        r"(?:바람|파도|물살|바다)(?:은|는|이|가)\s*(?:거세|거칠|사나)|"
        # (twenty-eighth round: by its shape, the always at once before a thing as the subject and one word
        # closing the sentence, what happens to the place, "…바닥은 항상 물이 흥건해", "…도로는 항상 먼지가
        # 날려요"; never there being someone or something, 있어요 / 없어요, a staffing; never a word of
        # judgement or need closing it, a rule of how things are to be, "답장은 항상 존댓말이 좋아요",
        # "보고서는 항상 표가 필요해요", "회의록은 항상 요약이 먼저예요")
        r"(?:늘|항상|언제나|맨날)\s+[가-힣]+(?:이|가)\s+(?![가-힣]*(?:있|없)[어습])"
        r"(?!(?:좋|필요|중요|먼저|우선|기본|필수|최고|싫|괜찮|돼|되|낫|나아|편해|편하|맞|금지|안\s*돼))"
        r"[가-힣]+\s*[.!]?\s*$|"
        # (thirtieth round: the same with a sound, a smell, a smoke, a steam, a dust or a queue as the
        # subject and up to two words before it, "…수면실은 항상 코 고는 소리가 요란해", "…늘 담배 냄새가 배어
        # 있어요": what the senses meet there, closing in one word or a state of 어 있다)
        # (thirty-first round: the air's damp or mould too, "…늘 습기가 차 있어요", "…항상 곰팡내가 나요")
        r"(?:늘|항상|언제나|맨날)\s+(?:[가-힣]+\s+){0,2}(?:소리|냄새|향|연기|김|먼지|줄|습기|물기|곰팡이|곰팡내)(?:이|가)\s+"
        r"(?!(?:좋|필요|중요|먼저|우선|기본|필수|싫|괜찮|돼|되|맞|금지|안\s*돼))"
        # (thirty-first round: the contracted forms of 어 있다 too, "습기가 차 있어요", "물기가 맺혀 있어요")
        r"(?:[가-힣]*[어아여차껴혀펴져]\s+있(?:어|어요|다|습니다)|[가-힣]+)\s*[.!]?\s*$)",
        r"(?:늘|항상|언제나|맨날|자주|매번|어김없이)",
        ".!?",
    ),
}


# (thirty-second round) what befalls a thing or what an animal does, said with its always as a whole
# sentence of one clause: a machine or a light breaking, failing, flickering, leaking, jammed or under
# repair, a shop's goods selling out, a dog barking, steps wet, an air conditioner run cold ("小区门口的
# 路灯老是一闪一闪的", "捷運站的電扶梯總是在維修", "隣の家の犬はいつも朝早くから吠えている", "あのパン屋は
# いつも昼前に売り切れる", "그 빵집은 늘 오전에 다 팔려"): no one's practice. Never with an order, a must, a
# time to come, a reason or a condition in the sentence ("打印机老是卡纸，以后每次用完都要清一下", "パンは
# いつも売り切れるので、予約してください", "빵이 늘 다 팔리니까 미리 예약해 주세요"), nor the speaker; "our"
# lane or street (我們巷口) is a place, no team
_BEFALL = {
    "zh": (
        r"^(?![^。！!？?]*(?:我(?!们|們|哋)|咱们|你|您|请|唔该|麻烦|必须|务必|记得|(?<![特区分告识类差性个级派辨])别|不要|不能|不准|应该|需要|要求|规定|"
        r"要|以后|今后|往后|每次|一律|因为|所以|如果|的话|要是|假如))"
        r"[^，,。！!？?]*?(?:总是|老是|经常|常常|成日|永远|一直)(?:都|在)?[^，,。！!？?]{0,6}?"
        r"(?:坏掉?|壞掉?|出故障|出毛病|跳闸|堵(?:住|塞)?|漏水|渗水|卡纸|卡住|死机|掉线|断网|在?维修|一闪一闪|忽明忽暗|时好时坏"
        r"|时灵时不灵|一亮一灭|叫个不停|乱叫|狂叫|吠(?:个不停)?|卖(?:完|光|晒)|[开调]得(?:特别|很|太|非常|好|超)?(?:冷|热|凉))"
        r"(?:的|了|啦|咗)?\s*[。！!]?\s*$"
    ),
    "ja": (
        r"^(?![^。！!？?]*(?:うち|私|僕|俺|我々|弊社|当社|当店|ください|下さい|ように|こと[。！!]|お願い|[てで]ね[、,]|してね|"
        r"しといて|てほしい|なさい|しましょう|しよう|べき|ないで|てはいけ|ては駄目|てはだめ|禁止|(?:から|ので|けん|けえ|たら|なら|ば)[、,]))"
        r"[^。！!？?]*?(?:いつも|しょっちゅう|決まって|たいてい)[^。！!？?]{0,10}?"
        r"(?:吠え|鳴い|鳴き|濡れ|売り切れ|壊れ|故障し|詰まっ|紙詰まりし|切れかけ|止まっ|点滅し)"
        r"(?:る|ます|よる|とる|とう|ちょる|ている|てる|ています|とります)(?:ん(?=[よねな]))?(?:よ|ね|な|わ)*\s*[。！!]?\s*$"
    ),
    "ko": (
        r"^(?![^.!?]*(?:우리|저희|제가|내가|나는|저는|난\s|전\s|너는|넌\s|당신|주세요|줘|해야|하세요|마세요|말고|하지\s*마|"
        r"하자|합시다|할\s*것|드려|바랍니다|니까|으니|아서|어서|해서))"
        r"[^.!?]*?(?:늘|항상|언제나|맨날|자주|매번)\s+(?:[가-힣]+\s+){0,3}?"
        r"(?:(?:다\s+)?(?:팔려|팔려요|팔립니다|매진돼|매진돼요|매진됩니다)|짖어|짖어요|짖습니다|"
        r"고장\s?(?:나|나요|납니다)|막혀|막혀요|막힙니다|깜빡거려|깜빡거려요|깜빡여|깜빡여요|끊겨|끊겨요|끊깁니다)"
        r"\s*[.!]?\s*$"
    ),
}


# The twenty-third round's Chinese weather, moved from zh.py's `everyday` as the same role, unchanged:
# rain, fog, halted ferries and trains, the wind "always big" after any word of tending, Cantonese
# 成日 too ("颱風季節嘅時候，渡輪成日都停航", "海邊風總是很大")
_ZH_BEFORE = (
    r"(?:总是|老是|永远|都会?|一定|经常|常常|年年|每次都|成日(?:都)?)\s*(?:会\s*)?(?:"
    r"下(?:大)?(?:雨|雪|雷雨|雷阵雨|暴雨)|落(?:大)?雨|刮(?:大)?风|起(?:大)?雾|晾不干|很(?:干|潮|湿|闷|热|冷)|"
    r"(?:停航|停驶|停开|停运|延误|误点|晚点)(?=\s*(?:[。！!，,]|$)))|风(?:都)?(?:总是|老是|永远|经常|常常|成日)(?:都)?"
    r"\s*(?:很|好|特别|超)?大"
)


def zh_weather() -> tuple[str, str]:
    """The Chinese table's `weather` alternatives (zx writes them for both scripts)."""
    return (_ZH_BEFORE, _STATES["zh"], _BEFALL["zh"])


def weather(code: str) -> str:
    """The pattern of the world's state said with an always in one eastern table (zh, ja, ko)."""
    return _STATES[code] + "|" + _BEFALL[code]


def told(probe: str, group, own) -> bool:
    """The east's world told with its always in the sentence (its probe) and in its main clause
    after a condition (`own`, its own language's tables), as rules.py refuses it (`group.weather`): asked by the engine of the second
    opinion's candidates (issue 33, thirtieth round), which learned the rules' look and took
    "澡堂的更衣間總是濕答答的" for one. A sentence without an always word is never searched."""
    if not group.weather.search(probe):
        return False
    return group.weather.search(times.frame_blanked(conditions.split(probe, own)[1])) is not None
