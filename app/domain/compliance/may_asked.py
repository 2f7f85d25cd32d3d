"""Whether one may, asked in Chinese (zh_Hans, zh_Hant, Cantonese; the twenty-seventh round's
east): "main 而家可唔可以推？", "release/5 依家仲可以推嘢咩？", "main 现在能不能合并？" — the whole
message one question of whether a deed may be done now or still, the user's own question of
permission, asking nothing of any output.

told._ASKS_AS_QUESTION holds 可以 as "can you …" (a polite request: "可以用 pnpm 装吗？"), and the 不
of an A-not-A 可不可以 read as a refusal made such a question refuse the push it asks about: a word
of now or still (现在, 而家, 依家, 仲, 还) makes it a question of what is so, not a request. Asked of
the agent (你, 您, 帮/幫 me, 请/請, 麻烦/麻煩, 给我/畀我) it stays a request."""

from __future__ import annotations

from functools import lru_cache

from app.domain.compliance.lexicon import Lazy

# now or still: the state asked of, at this time
_NOW = r"(?:现在|現在|而家|依家|宜家|目前|今日|今天|仲|还|還)"
# may, asked of a push or a merge: an A-not-A (可唔可以, 可不可以, 能不能, 得唔得) before it, or a may
# (可以, 能) before it closed by a question particle (吗, 嗎, 咩) — a tool's use asked with may ("现在可以
# 用 pnpm 装吗？") stays a request, as it was
# (no comma inside the question: "main 现在禁止推送，能不能 push 到 develop？" refuses, then asks)
_DEED = r"[^。!！?？，,、]{0,12}?(?:推|push|merge|合并|合併)[^。!！?？，,、]{0,20}?"
_MAY_ASKED = (
    r"(?:可唔可以|可不可以|能不能|能唔能|准不准|准唔准)" + _DEED
    + r"|(?:可以|能)" + _DEED + r"(?:吗|嗎|咩)"
)  # fmt: skip
_QUESTION = Lazy(
    r"[^。!！?？]{0,60}?" + _NOW + r"[^。!！?？，,、]{0,6}?"
    r"(?:" + _MAY_ASKED + r")\s*[?？]"
)
# (zh_Hant zh_Hans; check-zc-east) the thing named first, then whether it may be changed, pushed
# or merged ("夜市地圖 App 的 Dockerfile 可以改嗎？", "main 可以推吗？"): the user's question of
# permission about that thing, with no word of now — a request puts its verb first ("可以用 pnpm
# 装吗？", "可以帮我改吗？") and stays one
_NAMED_FIRST = Lazy(
    r"[^。!！?？，,]{0,30}?[a-z][\w./-]*\s*(?:可以|能|可唔可以|可不可以|能不能)\s*"
    r"(?:改|修改|動|动|刪|删|刪除|删除|推|推送|push|merge|合并|合併)\s*(?:嗎|吗|咩)\s*[?？]"
)
# (zh_Hans zh_Hant; check-zd-east) an A-not-A may of a push or merge with no word of now, the
# speaker its doer or no doer said ("我可唔可以 force push 去 develop？", "社区团购小程序，能不能往 main
# 直接推？"): the user's question of permission — its A-not-A's 不 had read as a refusal of the push
# it asks about. A plain may (可以…吗) stays a request as it was; asked of the agent (你, 帮 …) too.
_SELF_ASKED = Lazy(
    r"[^。!！?？]{0,40}?(?:(?:我|我哋|我們|我们|咱们|咱們|咱)\s*)?"
    r"(?:可唔可以|可不可以|能不能|能唔能|准不准|准唔准)" + _DEED + r"\s*[?？]"
)
# asked of the agent after all ("…可以帮我推吗？"): a request's own words may follow the may (one
# list, asked_if_so's Chinese too)
ZH_OF_THE_AGENT = Lazy(r"你|您|帮|幫|请|請|麻烦|麻煩|给我|給我|畀我")
# a refusal asked as a favour ("今天能不能别推 main？"): a request not to, as it was
_NOT_TO = Lazy(r"别|別|不要|唔好|莫|勿")
# a refusal said before the question ("main 现在不能推，还能不能推 develop？", "main 現在唔可以推，…"):
# a rule, then a question of another deed — not the A-not-A's own 不 (能不能, 可不可以, 准不准, 可唔可以)
_REFUSED = Lazy(
    r"禁止|不许|不許|不得|(?<!能)不能|(?<!可)不可以|(?<!可)唔可以|(?<!准)不准|(?<!准)唔准|(?<!得)唔得"
)


@lru_cache(maxsize=2048)
def zh_may_asked(text: str) -> bool:
    """Whether words (normalised) are only a Chinese question of whether one may now (see
    _QUESTION), asked of no one here."""
    text = text.strip()
    return (
        bool(
            _QUESTION.fullmatch(text)
            or _NAMED_FIRST.fullmatch(text)
            or _SELF_ASKED.fullmatch(text)  # (check-zd-east)
        )
        and not ZH_OF_THE_AGENT.search(text)
        and not _NOT_TO.search(text)
        and not _REFUSED.search(text)
    )


# (ko ja zh; check-ze-east) Whether one may, put to the agent to find out: a request to check or
# tell whether a deed may be done ("stable 브랜치 지워도 되는지 확인해 줄 수 있어요?", "release 에 푸시
# 해도 되는지 알려 줄래?", "stable ブランチを消していいか確認してもらえますか？", "能帮我看看 old 分支可
# 不可以删吗？", "可以幫我確認一下 old 分支能不能刪掉嗎？"): the whole message that one question, asking
# the deed neither done nor left — the user's own doubt (a may's A-not-A had read as a refusal, a
# permission as none). Not one whose deed follows the check ("확인하고 나서 지워", "確認してから消して",
# "确认之后再删"): that asks the deed, after the check.
_KO_WHETHER = Lazy(
    r"[^.!?。]{0,60}?[가-힣]도\s*(?:되는지|돼는지|괜찮은지|될지)\s*"
    r"(?:좀\s*|한번\s*)?(?:확인|알려|알아|봐|체크|검토|물어)[^.!?。]{0,20}?\s*[?？.]?"
)
_JA_WHETHER = Lazy(
    r"[^。!！?？]{0,60}?(?:て|で)(?:も)?(?:いい|良い|よい|大丈夫|ええ|OK|ok)(?:か|かどうか)(?:を)?\s*"
    r"(?:確認|チェック|調べ|見て|教え|聞い)[^。!！?？]{0,20}?\s*[?？。]?"
)
_ZH_WHETHER = Lazy(
    r"[^。!！?？]{0,10}?(?:帮|幫)\s*(?:我|我哋)?\s*(?:看看|看一下|睇下|睇睇|确认|確認|查一下|查查|问问|問問)"
    r"(?:一下)?[^。!！?？]{0,40}?(?:可不可以|能不能|可唔可以|得唔得|行不行|是否可以|可否)"
    r"[^。!！?？]{0,20}?(?:吗|嗎|呀|啊|㗎)?\s*[?？]"
)
_AFTER_CHECK = Lazy(
    r"나서|다음에|후에|뒤에|てから|後で|あとで|之后|之後|以后再|以後再|然后|然後|再(?:删|刪|推|合)"
)


@lru_cache(maxsize=2048)
def whether_may_checked(text: str) -> bool:
    """(ko ja zh; check-ze-east) Whether words (normalised) are only a request to find out whether
    a deed may be done (see _KO_WHETHER)."""
    text = text.strip()
    if not ("지" in text or "か" in text or "幫" in text or "帮" in text):
        return False
    if _AFTER_CHECK.search(text):
        return False
    return bool(
        _KO_WHETHER.fullmatch(text) or _JA_WHETHER.fullmatch(text) or _ZH_WHETHER.fullmatch(text)
    )
