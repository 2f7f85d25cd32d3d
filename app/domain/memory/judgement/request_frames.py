"""Explicit requests read by the frame that makes them one, beside the heads each language lists
(issue 33, fourteenth round): request_parts.py adds these to every language's parts.

Four frames, each read the same way in every language, each table naming only the words that
play its parts:

- *A liking of a kind*: the speaker, a verb of liking or valuing, and what is liked made a kind by
  a clause of its own ("I really value changelogs that link …", "Valoro mucho los informes que …",
  "我比较欣赏那种先给结论…的周报", "…말해 주는 보고서가 마음에 들어요"). The clause is what makes it a
  lasting taste and not a thanks for one thing ("I appreciate your help", "我很欣赏你的方案"); the
  addressee anywhere in it makes it no request.
- *A topic closed by the speaker's attitude*: what is liked said first, then a clause that keeps
  only the speaker's liking and points back at it with a demonstrative or leaves the object out
  ("…, that's my cup of tea", "…，我挺偏爱的", "…, ça, j'adore", "…, eso me encanta", "…, quelli
  sì che mi piacciono"), or a cleft after the topic ("Côté X, ce qui me plaît, c'est …",
  "…，我看重的是…").
- *The speaker as the measure of a comparison*: a comparative and what it is compared with,
  judged by the speaker ("… vaut mieux qu'…, à mon goût", "Meglio … che …, per i miei gusti",
  "Лучше …, чем …, по мне", "sind mir … wichtiger als …", "I'd take … over … any day").
- *A retention asked in words of writing down or keeping*, with the agent's own place for it
  ("file it away somewhere: …", "Note-toi ça quelque part : …", "Halt das irgendwo fest: …",
  "Segnati da qualche parte che …", "Зафиксируй у себя, что …", "ضع في حسبانك أن …", "把这个记下来：…",
  "이거 메모해 둬: …", "心に留めておいて：…").
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.domain.memory.judgement import voiced_asks
from app.domain.memory.judgement.ar_script import ax
from app.domain.memory.judgement.request_shape import AT, END, Patterns, each, rx
from app.domain.memory.judgement.zh_script import zx


@dataclass(frozen=True)
class Frames:
    cue: tuple[str, ...] = ()
    prefer: Patterns = ()
    remember: Patterns = ()
    tail: Patterns = ()
    refuse: str = ""  # the language's own words of someone else the frames need besides
    # (issue 33, twenty-fifth round) remember asked with its fact inside the question (memory_notes.py)
    asked: Patterns = ()


# what a kind is made by, after the liked thing's first words: a relative clause or a "with"
_EN_KIND = r"(?!(?:it|this|that|these|those|them|you|your)\b)(?:[\w-]+\s+){0,4}?[\w-]+\s*,?\s+(?:that|which|who|where|with)\s"


def _english() -> Frames:
    return Frames(
        cue=(
            "valu",
            "trea",
            "fan",
            "ador",
            "favo",
            "over",
            "best",
            "bett",
            "suit",
            "cup",
            "alle",
            "file",
            "stash",
        ),
        prefer=each(
            rx,
            # a liking of a kind: "I really value changelogs that …", "I'm a big fan of dashboards that …"
            r"\bi(?:\s+(?:personally|really|truly|genuinely|do|always|also|very\s+much))*\s+"
            r"(?:value|appreciate|treasure|love|like|enjoy|adore|favou?r)\s+(?P<rest>(?!.*\byou)"
            + _EN_KIND
            + r".+)",
            r"\bi(?:['’]m|\s+am)\s+(?:(?:a|such\s+a)\s+)?(?:(?:big|huge|great|real)\s+)?fan\s+of\s+"
            r"(?P<rest>(?!.*\byou)" + _EN_KIND + r".+)",
            # the speaker's choice over what it is compared with: "I'd take X over Y any day"
            r"\bi(?:['’]d|\s+would)\s+(?:always\s+)?(?:take|choose|pick|go\s+for|go\s+with)\s+"
            r"(?P<rest>(?!(?:it|this|that)\b).+?\s+over\s+.+?)(?:\s+any\s+day|\s+every\s+time)?\s*[.!]*\s*$",
            # a topic, then what works best with the speaker as the measure
            r"^\s*(?:when\s+it\s+comes\s+to|as\s+for|for|with|in)\s+[^,]{2,40},\s*(?P<rest>.+?)\s+"
            r"(?:works?\s+(?:best|better)\s+for\s+me|suits?\s+me\s+(?:best|better))\b",
        ),
        remember=each(
            rx,
            AT
            + r"(?:(?:and|so|just|also)\s+)*(?:please\s+)?(?:file|stash|tuck)\s+(?:this|that|it)\s+away"
            r"(?:\s+(?:somewhere|for\s+later|for\s+future\s+reference))?\s*(?:[:—–-]\s*|,\s*|that\s+)(?P<rest>.+)",
        ),
        tail=each(
            rx,
            r"[,;—–-]\s*(?P<prefer>(?:that['’]?s|that\s+is|this\s+is|those\s+are)\s+(?:just\s+|very\s+much\s+|totally\s+)?"
            r"(?:my\s+(?:cup\s+of\s+tea|jam)|right\s+up\s+my\s+(?:alley|street)))" + END,
        ),
    )


def _french() -> Frames:
    return Frames(
        cue=(
            "appr",
            "adore",
            "aime",
            "esti",
            "plai",
            "plaî",
            "conv",
            "vaut",
            "mieux",
            "note",
            "inscri",
            "garde",
        ),
        prefer=each(
            rx,
            r"\b(?:je\s+|j['’])(?:(?:personnellement|perso|vraiment|toujours)\s+)*"
            r"(?:appr[ée]cie|adore|aime|estime)\s+(?:(?:beaucoup|vraiment|particulièrement|énormément|bien)\s+)*"
            r"(?P<rest>(?!.*\b(?:vous|votre|vos|tu|ton|ta|tes|toi)\b)(?:les|des)\s+[^,;]{2,60}?\s*,?\s+"
            r"(?:qui|que|qu['’]|où|dont|avec)\b.+)",
            # a cleft after a topic: "Côté tableaux de bord, ce qui me plaît, c'est …"
            r"(?:^|(?<=[,:]))\s*(?:ce\s+qui\s+me\s+(?:plaît|plait|convient)|ce\s+que\s+(?:j['’]appr[ée]cie|j['’]aime))"
            r"(?:\s+(?:le\s+plus|vraiment|surtout))?\s*,?\s*c['’]est\s+(?:quand\s+|que\s+)?(?P<rest>.+)",
            # the speaker as the measure of a comparison: "X vaut mieux que Y, à mon goût"
            r"^\s*(?P<rest>.+?\s(?:vaut|valent)\s+(?:bien\s+)?mieux\s+(?:que|qu['’]).+?)\s*,?\s*"
            r"(?:à\s+mon\s+(?:goût|sens)|pour\s+moi|selon\s+moi)\s*[.!]*\s*$",
        ),
        remember=each(
            rx,
            AT
            + r"(?:(?:et|donc|alors)\s+)*(?:note[sz]?[-\s](?:toi|vous)|[ée]cris[-\s]toi|inscris|inscrivez|garde)"
            r"(?:\s+(?:ça|cela|ceci|bien))?\s+(?:quelque\s+part|dans\s+un\s+coin|de\s+côté|dans\s+tes\s+notes)"
            r"\s*[:,]?\s*(?:que\s+|qu['’])?(?P<rest>.+)",
            AT
            + r"(?:note[sz]?[-\s](?:toi|vous))(?:\s+(?:ça|cela|ceci|bien))?\s*[:,]\s*(?P<rest>.+)",
        ),
        tail=each(
            rx,
            r"[,;—–-]\s*(?P<prefer>(?:ça|cela)\s*,?\s*(?:je\s+|j['’])(?:adore|aime|kiffe|appr[ée]cie)"
            r"(?:\s+(?:bien|beaucoup|vraiment|trop))?|(?:je\s+|j['’])(?:adore|aime|kiffe|appr[ée]cie)\s+(?:ça|cela)"
            r"(?:\s+(?:bien|beaucoup|vraiment|trop))?|c['’]est\s+(?:tout\s+à\s+fait\s+|vraiment\s+)?mon\s+(?:truc|style|genre)|"
            r"(?:voilà\s+qui|voilà\s+ce\s+qui|ça|cela|c['’]est\s+ce\s+qui)\s+me\s+(?:plaît|plait|convient|parle)"
            r"(?:\s+(?:bien|beaucoup|vraiment))?)" + END,
        ),
    )


def _german() -> Frames:
    return Frames(
        cue=("halt", "fest", "trag", "mir", "mag", "lieb", "schä"),
        prefer=each(
            rx,
            # the speaker as the measure of a comparison: "Bei X sind mir Schaubilder wichtiger als …"
            r"(?:\b(?:sind|ist)\s+mir|\bmir\s+(?:sind|ist))\s+(?P<rest>(?:\S+\s+){0,6}?\w+er\s+als\s.+)",
            # a liking of a kind: "Ich mag Protokolle, die mit den Beschlüssen anfangen"
            r"\bich\s+(?:mag|liebe|schätze)\s+(?:(?:sehr|wirklich|besonders)\s+)*"
            r"(?P<rest>(?!.*\b(?:dich|dir|euch|ihr|ihnen)\b)(?!(?:das|es|ihn|sie)\b)[^,;]{2,60}?,\s*"
            r"(?:die|der|das|bei\s+denen|in\s+denen|wo)\s.+)",
        ),
        tail=each(
            rx,
            # the speaker's liking pointing back at a kind: "…, so was mag ich"
            r"[,;—–-]\s*(?P<prefer>(?:so\s+was|sowas|so\s+etwas|genau\s+das)\s+(?:mag|liebe|schätze)\s+ich"
            r"(?:\s+(?:sehr|total|echt))?)" + END,
        ),
        remember=each(
            rx,
            AT
            + r"(?:(?:und|also)\s+)*(?:bitte\s+)?(?:halte?|trag(?:e)?)\s+(?:(?:das|dies|es|dir)\s+)*(?:bitte\s+)?"
            r"(?:(?:irgendwo|bei\s+dir|für\s+später)\s+)?(?:fest|ein)\s*[:,]\s*(?:dass\s+)?(?P<rest>.+)",
        ),
    )


def _spanish() -> Frames:
    return Frames(
        cue=(
            "valo",
            "apre",
            "ador",
            "enca",
            "gust",
            "chif",
            "flip",
            "mola",
            "tenl",
            "apún",
            "apun",
            "anót",
            "anot",
        ),
        prefer=each(
            rx,
            r"(?:^|\b)(?:(?:yo|personalmente|sinceramente)\s+)*(?:valoro|aprecio|adoro)\s+"
            r"(?:(?:mucho|muchísimo|bastante|especialmente|de\s+verdad)\s+)*"
            r"(?P<rest>(?!.*\b(?:tu|tus|usted|su\s+ayuda|te)\b)(?:los|las|unos|unas)\s+[^,;]{2,60}?\s*,?\s+"
            r"(?:que|donde|con|cuyos?|cuyas?)\b.+)",
            # the liking with the speaker as its dative: "Me flipan los tickets que …"
            r"\b(?:a\s+mí\s+)?me\s+(?:encantan?|flipan?|chiflan?|molan?|gustan?)\s+(?:(?:mucho|muchísimo)\s+)?"
            r"(?P<rest>(?!.*\b(?:tu|tus|usted|te)\b)(?:los|las|el|la)\s+[^,;]{2,60}?\s*,?\s+(?:que|donde|con)\b.+)",
            # a cleft after a topic: "En cuanto a los paneles, lo que más me gusta es …"
            r"(?<=[,:])\s*lo\s+que\s+(?:más\s+|realmente\s+)?(?:me\s+gusta|me\s+encanta|valoro|aprecio|prefiero)"
            r"(?:\s+más)?\s*,?\s*(?:es|son)\s+(?:que\s+|cuando\s+)?(?P<rest>.+)",
        ),
        remember=each(
            rx,
            AT
            + r"(?:(?:y|así\s+que)\s+)*(?:por\s+favor\s+)?(?:tenlo\s+(?:presente|en\s+cuenta|en\s+mente)|"
            r"apúnta(?:te|telo)|anóta(?:te|telo)|apuntate|anotate)"
            r"(?:\s+(?:en\s+algún\s+(?:sitio|lado)|por\s+ahí|para\s+luego))?\s*(?=que\b|:|,)[:,]?\s*(?:que\s+)?(?P<rest>.+)",
        ),
        tail=each(
            rx,
            r"[,;—–-]\s*(?P<prefer>(?:eso|esto|así)\s+(?:sí\s+(?:que\s+)?)?me\s+(?:encanta|gusta|chifla|flipa|mola)"
            r"(?:\s+(?:mucho|muchísimo))?|me\s+(?:encanta|gusta|chifla)\s+(?:eso|así))" + END,
        ),
    )


def _italian() -> Frames:
    return Frames(
        cue=("matt", "pazz", "piac", "garb", "megl", "segn", "anno", "tien"),
        prefer=each(
            rx,
            r"\b(?:io\s+)?(?:vado\s+(?:matt|pazz)[oa]\s+per)\s+(?P<rest>.+)",
            # the liking with the speaker as its dative: "Mi piacciono molto i verbali che …"
            r"\b(?:a\s+me\s+)?mi\s+(?:piace|piacciono|garba|garbano)\s+(?:(?:molto|tanto|davvero)\s+)?"
            r"(?P<rest>(?!.*\b(?:tu|tuoi|tue|lei)\b)(?:i|gli|le|il|lo|la)\s+[^,;]{2,60}?\s*,?\s+(?:che|dove|con)\b.+)",
            # the speaker as the measure of a comparison: "Meglio X che Y, per i miei gusti"
            r"^\s*(?P<rest>meglio\s+.+?\s+(?:che|di)\s+.+?)\s*,?\s*(?:per\s+i\s+miei\s+gusti|per\s+me|"
            r"secondo\s+me|a\s+mio\s+gusto)\s*[.!]*\s*$",
        ),
        remember=each(
            rx,
            AT
            + r"(?:(?:e|quindi)\s+)*(?:per\s+favore\s+)?(?:segna(?:ti|telo)|annota(?:ti|telo)|scriviti)"
            r"(?:\s+(?:da\s+qualche\s+parte|per\s+dopo|per\s+il\s+futuro))\s*[:,]?\s*(?:che\s+)?(?P<rest>.+)",
        ),
        tail=each(
            rx,
            r"[,;—–-]\s*(?P<prefer>(?:quell[oaie]|quest[oaie]|così)\s+(?:sì\s+che\s+|sì\s+)?mi\s+"
            r"(?:piace|piacciono|garba|garbano|fa\s+impazzire|fanno\s+impazzire)(?:\s+(?:molto|tanto|davvero))?)"
            + END,
        ),
    )


def _russian() -> Frames:
    return Frames(
        cue=(
            "цен",
            "ценю",
            "уваж",
            "обож",
            "люб",
            "отда",
            "импо",
            "симп",
            "нрав",
            "лучш",
            "зафи",
            "запи",
            "отме",
        ),
        prefer=each(
            rx,
            r"\bя\s+(?:(?:очень|всегда|особенно|искренне|правда)\s+)*(?:ценю|уважаю|обожаю|люблю)\s+"
            r"(?P<rest>(?!.*(?:\bвас\b|\bтебя\b|\bваш|\bтво))(?!(?:это|то|их|его|её)\b)[^,;]{2,60}?\s*,?\s+"
            r"(?:где|которые|которых|которым|в\s+которых|с)\s.+)",
            r"\bя\s+(?:(?:всегда|обычно|скорее)\s+)*отда(?:ю|м)\s+предпочтение\s+(?P<rest>.+)",
            r"\bмне\s+(?:(?:очень|больше|особенно|всегда)\s+)*(?:импонирует|импонируют|симпатичн\w*)\s+(?P<rest>.+)",
            # the speaker as the measure of a comparison: "Лучше X, чем Y, по мне так удобнее"
            r"^\s*(?P<rest>лучше\s+.+?,?\s+чем\s+.+?)\s*[,—–-]*\s*(?:по\s+мне|как\s+по\s+мне|для\s+меня|"
            r"на\s+мой\s+вкус)(?:\s+так)?\b",
        ),
        tail=each(
            rx,
            # the speaker's liking pointing back at a kind: "…, вот такие я уважаю"
            r"[,;—–-]\s*(?P<prefer>(?:вот\s+)?(?:такие|такое|это|их)\s+(?:я\s+)?(?:(?:очень|и)\s+)?"
            r"(?:уважаю|ценю|люблю|обожаю)|(?:вот\s+)?(?:такие|такое|это)\s+мне\s+(?:и\s+)?"
            r"(?:нравятся|нравится|по\s+душе|импонирует|импонируют))" + END,
        ),
        remember=each(
            rx,
            AT
            + r"(?:(?:и|так\s+что)\s*,?\s+)*(?:пожалуйста,?\s+)?(?:зафиксируй|запиши|отметь|пометь|сохрани)(?:те)?"
            r"\s+(?:у\s+себя|себе|где-нибудь)(?:\s+(?:на\s+будущее|где-нибудь))?\s*(?=,?\s*что|:|—|,)[:,—]?\s*"
            r"(?:что\s+)?(?P<rest>.+)",
        ),
    )


def _arabic() -> Frames:
    return Frames(
        cue=("حسبان", "ذهن", "ستحسن", "حب", "اقدر", "عشق"),
        prefer=each(
            ax,
            # a valuing verb with what it is compared with: "أستحسن X على Y"
            r"(?:^|(?<=[\s،,]))(?:(?:أنا|شخصيا)\s+)*(?:أستحسن|استحسن)\s+(?P<rest>.+?\s(?:على|بدلا\s+من|أكثر\s+من)\s.+)",
            # a liking with its degree, of a kind a relative makes: "أحب كثيراً الطلبات التي …"
            r"(?:^|(?<=[\s،,]))(?:(?:أنا|شخصيا)\s+)*(?:أحب|بحب|أقدر|أعشق)\s+(?:كثيرا|جدا|فعلا|حقا)\s+"
            r"(?P<rest>(?!.*(?:ك(?:\s|$)|مساعدتك|لك))\S+(?:\s+\S+){0,3}?\s+(?:التي|الذي|الذين|اللي)\s.+)",
        ),
        remember=each(
            ax,
            r"(?:^|(?<=[،,:]))\s*(?:(?:و|ف)\s*)?(?:ضع|خذ|حط)\s+(?:(?:هذا|ذلك)\s+)?في\s+(?:حسبانك|ذهنك)"
            r"\s*[:،,]?\s*(?:أن\s+|ان\s+|إن\s+|بأن\s+)?(?P<rest>.+)",
        ),
    )


def _chinese() -> Frames:
    retain = r"记住|记下(?:来)?|记一下|记着|记好|记牢|记在心(?:上|里)|抄下来|写下来"
    return Frames(
        cue=("欣赏", "欣賞", "看重", "重视", "重視", "在意", "在乎", "抄下"),
        prefer=each(
            zx,
            # a cleft of valuing after a topic: "数据看板的配色，我看重的是…"
            r"(?:我|我个人)(?:最|更|比较|其实|真正)*(?:看重|重视|在意|在乎|欣赏|欣賞)的[，,]?\s*(?:就是|是)\s*(?P<rest>.+)",
            # a liking of a kind: "我比较欣赏那种先给结论…的周报" (not one thing, not the addressee)
            r"(?:我|我个人)(?:一般|其实|比较|更|挺|蛮|蠻|很|特别|非常|真的|一向)*(?:欣赏|欣賞|赏识|賞識|看重|重视|重視)"
            r"(?P<rest>(?![你您他她它])(?:那种|那種|这种|這種|那类|那類|这类|這類)?[^。！!，,]*?的[^。！!]+)",
        ),
        remember=each(
            zx,
            # what is kept pointed at before the verb ("把这个记下来：…"), the verb said with its
            # adverb ("请你牢牢记着，…")
            r"(?:^|(?<=[，,：:、]))\s*(?:请|麻烦)?(?:你|您)?(?:帮我|替我)?(?:把(?:这|那)(?:个|点|条|些)?(?:内容|信息|事)?)?"
            r"(?:帮我|替我)?(?:牢牢(?:地)?|好好(?:地)?|务必)?(?:"
            + retain
            + r")(?:哦|啊|吧)?\s*[：:，,]\s*(?P<rest>.+)",
        ),
        tail=each(
            zx,
            # a liking with its object left out, closing the sentence: the topic is what is liked
            r"(?P<prefer>[，,]\s*(?:我|我个人)(?:也|还)?(?:最|挺|蛮|很|比较|超|特别|真的|非常)*"
            r"(?:偏爱|喜欢|欣赏|欣賞|钟意|中意|爱|偏好)(?:的)?(?:啦|呀|哦|哈|了)?)[。！!]*\s*$",
        ),
    )


def _japanese() -> Frames:
    retain = (
        r"覚えて(?:おいて)?|覚えといて|メモして(?:おいて)?|メモっといて|心に留めて(?:おいて)?|心に留めといて|"
        r"頭に入れて(?:おいて)?|頭に入れといて|書き留めて(?:おいて)?|控えて(?:おいて)?|控えといて|"
        r"記憶して(?:おいて)?|記憶しといて|メモしといて"
    )
    return Frames(
        cue=(
            "重宝",
            "大事に",
            "評価",
            "気に入",
            "覚え",
            "メモ",
            "心に",
            "頭に",
            "書き留",
            "控え",
            "記憶",
        ),
        remember=each(
            rx,
            # a retention head opening the sentence, what it keeps after its colon
            # (the purpose said first, "忘れないように", so as not to forget)
            r"^\s*(?:(?:これ|以下|次のこと)(?:を|は)?[、,]?\s*)?(?:忘れないように\s*[、,]?\s*)?(?:"
            + retain
            + r")(?:ください|ね|な|よ)?\s*[：:]\s*(?P<rest>.+)",
        ),
        tail=each(
            rx,
            r"(?P<prefer>(?:を|が)(?:すごく|とても|かなり|本当に|結構|けっこう)?(?:重宝して|大事にして|高く評価して)"
            r"(?:います|ます|る|いる)(?:ね|よ)?)[。！!]*\s*$",
            r"(?P<prefer>(?:の|こと|のほう|の方|ほう|方)が(?:一番|すごく|とても|結構)?気に入って(?:ます|る)(?:ね|よ)?)"
            r"[。！!]*\s*$",
        ),
        # someone else as the subject or topic ("部長は…を重宝しています"); "山田先生の外来" is no one's liking
        refuse=r"(?:部長|課長|社長|先生|お客様|お客さん|チームの皆)(?:さん)?(?:は|が|も|って)",
    )


# a kind made by a relative clause before it: "…말해 주는 보고서가 …"
_KO_KIND = "|".join(
    f"(?<=[는은] {'[가-힣]' * n})|(?<=[는은]{'[가-힣]' * n})|(?<=[한된운던] {'[가-힣]' * n})"
    for n in (2, 3, 4)
)


def _korean() -> Frames:
    return Frames(
        cue=("마음에", "새겨", "담아", "메모", "적어", "놔"),
        remember=each(
            rx,
            r"^\s*(?:(?:이거|이건|이것|이\s?점|이\s?내용|다음)\s?(?:좀\s?)?)?(?:잊지\s?말고\s?)?(?:꼭\s?|잘\s?)?"
            r"(?:메모해|적어|기록해|기억해|새겨|담아)\s?"
            r"(?:둬|둬요|두세요|놔|놔요|놓으세요|주세요|줘)[어요~!]*\s*[,:]\s*(?P<rest>.+)",
        ),
        tail=each(
            rx,
            # (thirty-second round: never right after the memory named as the place, with "this" at most,
            # "머리 한편 작은 상자에 이거 담아 둬. …": the place is no fact, east_asked.KO keeps the next sentence)
            r"(?<!에 )(?<!에)(?<!에 이거 )(?<!에 이것 )(?<!에 꼭 )(?<!에 잘 )"
            r"(?P<remember>(?:[,，]\s*)?(?:꼭\s?|잘\s?|단단히\s?)?(?:새겨|담아)\s?(?:둬|둬요|두세요|놔|놔요))[.!~]*\s*$",
            r"(?P<remember>(?:[,，]\s*)?(?:꼭\s?|잘\s?)?(?:적어|메모해)\s?(?:놔|놔요|놓으세요))[.!~]*\s*$",
            r"(?:"
            + _KO_KIND
            + r")(?P<prefer>(?:이|가)\s?(?:정말\s?|참\s?|제일\s?|가장\s?|꽤\s?|특히\s?)?"
            r"마음에\s?(?:들어요|들어|듭니다|들더라고요))[.!~]*\s*$",
        ),
    )


_FRAMES = {
    "en": _english,
    "fr": _french,
    "de": _german,
    "es": _spanish,
    "it": _italian,
    "ru": _russian,
    "ar": _arabic,
    "zh": _chinese,
    "ja": _japanese,
    "ko": _korean,
}


def frames_of(code: str) -> Frames:
    """The language's frames (compiled when its parts are), with remember asked in a voice-typed
    message (voiced_asks.py, thirtieth round) after them."""
    build = _FRAMES.get(code)
    frames = build() if build is not None else Frames()
    voiced = voiced_asks.remember(code)
    if not voiced:
        return frames
    compile_ = ax if code == "ar" else rx
    # (as a remember head, and as one asked: a sentence the engine reads as a question, "can you
    # …" with no mark, takes only the asked heads)
    voiced_ = each(compile_, *voiced)
    return replace(frames, remember=frames.remember + voiced_, asked=frames.asked + voiced_)
