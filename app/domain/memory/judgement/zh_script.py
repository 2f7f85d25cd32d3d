"""How the Chinese table's patterns are written: once in Simplified, each character that differs
also matching its Traditional form (`zx`); zh.py and request_parts.py write with it."""

from __future__ import annotations

import re

from app.domain.memory.judgement.first_chars import led

# Simplified → Traditional for every character the patterns below use that differs.
_PAIRS = (
    zip(
        "们这个后从现开来时记请欢较为说对话应该总终远务须绝别试测档问题发还没关系气过经见边里么吗会议谢变样种条规项专"
        "户库码仓内统许准无论随儿将续当动帮给创写检让换虑认觉确计划刚于亲队导领组听据诉担着紧错挂闪愿尽维护结释润译缩简"
        "优纠贴邮册实倾爱宁团员区识类级处间马临暂几旧杂满据读论师板页钟层术调输响拟签钥启终线报乱误败闻遗骤设释类标键盘"
        "审录数据单击热点态频续补讯连币适运营销广业产务构节试验赖档稳载块卫岁复历杂剂习体验灵辑细则让围广顺带适办级周",
        "們這個後從現開來時記請歡較為說對話應該總終遠務須絕別試測檔問題發還沒關係氣過經見邊裡麼嗎會議謝變樣種條規項專"
        "戶庫碼倉內統許準無論隨兒將續當動幫給創寫檢讓換慮認覺確計劃剛於親隊導領組聽據訴擔著緊錯掛閃願盡維護結釋潤譯縮簡"
        "優糾貼郵冊實傾愛寧團員區識類級處間馬臨暫幾舊雜滿據讀論師闆頁鐘層術調輸響擬簽鑰啟終線報亂誤敗聞遺驟設釋類標鍵盤"
        "審錄數據單擊熱點態頻續補訊連幣適運營銷廣業產務構節試驗賴檔穩載塊衛歲複曆雜劑習體驗靈輯細則讓圍廣順帶適辦級週",
        strict=False,
    ),
    # The rest, and the variants Taiwan and Hong Kong write (裏 and 裡, 爲 and 為, 説 and 說),
    # drawn from OpenCC's s2t, s2tw, s2twp and s2hk tables for every character the patterns use
    # (a pattern written in Simplified must read the Traditional text whatever it says: 講, 語,
    # 刪, 進, 頭, 煩 were missing when the table was kept by hand).
    zip(
        "万丢两为义仅传况删劳卫历厌启啰喽图备复头干并废张强惯执扫汇汉浏溃烟烦状环礼签约纪群范视览說讨讲访评语说谁谣进选采里针钟钮铁锁长韩额饰驾",
        "萬丟兩爲義僅傳況刪勞衞歷厭啓囉嘍圖備復頭幹並廢張強慣執掃匯漢瀏潰煙煩狀環禮籤約紀羣範視覽説討講訪評語説誰謠進選採裏針鍾鈕鐵鎖長韓額飾駕",
        strict=True,
    ),
    # what Traditional text writes for a word the Simplified spelling merged (回覆, 合併, 日誌,
    # 註解, 儘量, 彙報, 製作, 委託, 聯繫), from OpenCC's t2s table, the pairs a developer writes
    zip("尽注制托汇录绝线么产谣系志并复", "儘註製託彙録絶綫麽産謡繫誌併覆", strict=True),
    # characters the patterns use that no pair above read, found by OpenCC's s2t over every one of
    # them (决定, 锁, 径行 brought in this round; 资, 书, 转, 断, 机 … before it)
    zip("决锁径书够夹断机栏绿证诶资转迳麽才", "決鎖徑書夠夾斷機欄綠證誒資轉逕麼纔", strict=True),
    zip("声", "聲", strict=True),
    zip(
        "净", "淨", strict=True
    ),  # "淨係" (only, Cantonese; brought in the tenth round)  # "說一聲" (brought in the ninth round)
    # Cantonese as Hong Kong writes it: its own characters for the Mandarin function words the
    # patterns use (唔 不, 冇 没, 嗰 那, 係 是, 咗 了, 喺 在, 嘅 的, 佢 他), one for one, so "頭先嗰句唔算"
    # reads as "头先那句不算" and "唔好再 push main" as "不好再 …" without a pattern of its own
    zip("不没那是了在的他", "唔冇嗰係咗喺嘅佢", strict=True),
    # and the plural, "still / also" and the plural article (们 哋, 还 仲, 些 啲: "我哋 team 嘅 …",
    # "仲有，…", "嗰啲 PR")
    zip("们还些", "哋仲啲", strict=True),
    zip("那", "𠮶", strict=True),  # 嗰 as OpenCC's t2s writes it
    # characters the fifteenth round's patterns brought in (现场, 网上, 电话, 纸质, 诊所, 药房, 门店,
    # 店铺, 预设, 单双周, 订单, 反馈, 账号, 隐私, 学期), from OpenCC's s2t and s2hk
    zip(
        "场网电纸质诊药门铺铺预双订馈账账号隐学",
        "場網電紙質診藥門舖鋪預雙訂饋帳賬號隱學",
        strict=True,
    ),
)
# the sixteenth round's classifiers of one lot or one order (这一笔, 这一车, 这一轮), from OpenCC's s2t
_PAIRS += (zip("笔车轮", "筆車輪", strict=True),)
# the world's state (east_world.py, twenty-fourth round): wind, fog, gloom, the packed, the damp
_PAIRS += (zip("风雾阴挤湿闷冻", "風霧陰擠濕悶凍", strict=True),)
# (thirtieth round) a queue's dragon and a vapour that hangs (east_world.py: 大排長龍, 煙霧瀰漫, 繚繞, 騰騰)
_PAIRS += (zip("龙弥缭腾", "龍瀰繚騰", strict=True),)
_HANT: dict[str, str] = {}
for _s, _t in (pair for pairs in _PAIRS for pair in pairs):
    if _t != _s and _t not in _HANT.get(_s, ""):
        _HANT[_s] = _HANT.get(_s, "") + _t


def _both(pattern: str) -> str:
    """The pattern with every Simplified character also matching its Traditional form."""
    out: list[str] = []
    in_class = False
    escaped = False
    for ch in pattern:
        if escaped:
            out.append(ch)
            escaped = False
            continue
        if ch == "\\":
            out.append(ch)
            escaped = True
            continue
        if ch == "[" and not in_class:
            in_class = True
        elif ch == "]" and in_class:
            in_class = False
        alt = _HANT.get(ch)
        if alt and alt != ch:
            out.append(ch + alt if in_class else f"[{ch}{alt}]")
        else:
            out.append(ch)
    return "".join(out)


def zx(*alternatives: str) -> re.Pattern[str]:
    # led by the characters a match begins with (first_chars.py): most positions fail at once
    return led(re.compile("|".join(f"(?:{_both(a)})" for a in alternatives), re.I))
