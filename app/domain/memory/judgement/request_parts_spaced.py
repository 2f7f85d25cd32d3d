"""The parts of an explicit request (request_parts.py) in the six languages written word by word
(English, French, German, Spanish, Italian, Russian): their heads start a word, so their cue is the
first four letters of each stem (`request_parts.word_cue`)."""

from __future__ import annotations

from app.domain.memory.judgement.request_shape import AT, END, NONE, RequestParts, each, rx


def english() -> RequestParts:
    mods = (
        r"personally|really|generally|usually|honestly|always|definitely|much|strongly|"
        r"kind\s+of|kinda|also|do|fwiw|tbh|still|just|very\s+much|typically|normally|mostly"
    )
    retain = (
        r"remember|keep\s+in\s+mind|bear\s+in\s+mind|(?:make|take)\s+(?:a\s+)?(?:mental\s+)?note"
        r"(?:\s+of)?|note\s+down|write\s+(?:this\s+|it\s+|that\s+)?down|"
        r"jot\s+(?:this\s+|it\s+)?down|commit\s+(?:this\s+|it\s+)?to\s+memory"
    )
    future = (
        r"(?:"
        + r"for\s+(?:the\s+future|later|next\s+time|future\s+reference)|going\s+forward|from\s+now\s+on"
        + r")"
    )
    prefer = each(
        rx,
        # a cleft: "What I (really) like is when …", "What I prefer is …"
        r"^\s*(?:(?:honestly|personally|tbh|fwiw)\s*,?\s*)?what\s+i(?:\s+(?:" + mods + r"))*\s+"
        r"(?:like|love|prefer|enjoy|appreciate)(?:\s+most)?\s+is\s+(?:(?:when|if|that)\s+)?(?P<rest>.+)",
        # the speaker, modifiers, an attitude (in its inflections)
        r"\bi(?:\s+(?:" + mods + r"))*(?:"
        r"(?:['’]d|\s+would)?(?:\s+(?:" + mods + r"))*\s+(?:prefer|rather)(?!\s+not\b)|"
        r"\s+(?:like|love|enjoy|appreciate)\s+it\s+(?:when|if)|"
        r"(?:['’]m|\s+am)(?:\s+(?:always|really|very|so|quite|super|much))*\s+"
        r"(?:happy|glad|pleased|grateful|thankful)\s+(?:when|if)|"
        r"(?:['’]d|\s+would)\s+(?:love|like)\s+it\s+if|"
        # a gladness conditional: "I'd be really glad if …", "I'd be happiest if …"
        r"(?:['’]d|\s+would)\s+be(?:\s+(?:really|very|so|most|much|truly|super|quite))*\s+"
        # (the agent asked to act, "… if you could refrain from …", is a rule: dev33c, dev33b)
        r"(?:happ(?:y|ier|iest)|glad|pleased|grateful|thankful|delighted)\s+(?:when|if)(?!\s+you\b)|"
        r"\s+tend\s+to\s+(?:prefer|favou?r|go\s+(?:for|with)|lean\s+(?:towards?|to))|"
        r"\s+lean\s+(?:towards?|to)|\s+favou?r"
        r")\b\s*(?P<rest>.+)",
        # a liking said as a comparison: "I like flat files better than nested ones"
        r"\bi(?:\s+(?:"
        + mods
        + r"))*\s+(?:like|love|enjoy)\s+(?P<rest>(?!it\b).+?\s(?:better|more)\s+than\s.+)",
        # the attitude as a noun: "my preference is …", "fwiw my pref: …"
        r"\b(?:my|our)\s+(?:(?:personal|own|general|strong|usual)\s+)?pref(?:[ea]?r+[ea]n[cs]e)?"
        r"\s*(?:is|would\s+be|here\s+is|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = each(
        rx,
        AT + r"(?:(?:and|so|just|also|oh)\s+)*(?:please\s+)?(?:" + retain + r")\b(?!\s+to\b)"
        r"(?:\s+(?:this|that|it))?(?:\s+(?:"
        + future
        # what is kept is a clause: after "that" or a colon ("please remember the URL" keeps
        # nothing it says)
        + r"))?\s*(?:[:—–-]\s*|,\s*|that\s+)(?P<rest>.+)",
        r"\b(?:please|and|so)\s+(?:"
        + retain
        + r")\b(?!\s+to\b)\s*(?:[:—–-]\s*|,\s*|that\s+)(?P<rest>.+)",
        # code-switched: an English head, then what it keeps in another script ("客户那边的仓库，please
        # remember changelog 一律用英文写", "keep in mind إن …"): a clause of that language
        AT
        + r"(?:(?:please|pls|plz|and|so)\s+)?(?:"
        + retain
        + r")\b(?!\s+to\b)\s*[:,]?\s*(?:that\s+)?"
        r"(?P<rest>(?=[^\n]*[\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]).+)",
        # a bare "(Please) note that …" asks for attention now, not for keeping; after a word of
        # the future it keeps ("For the future, note that …")
        r"\b" + future + r"\s*[,:—–-]?\s*(?:please\s+)?note\s+that\s+(?P<rest>.+)",
        r"\bi\s+(?:(?:would|['’]d)\s+like|want|need|ask)\s+you\s+to\s+(?:" + retain + r")"
        r"\s*[:,]?\s*(?:that\s+)?(?P<rest>.+)",
        # a retention asked in a frame of gratitude: "I'd appreciate it if you'd remember that …",
        # "I'd be grateful if you could note that …" (tried before the gladness of `prefer`)
        r"\bi(?:['’]d|\s+would)\s+(?:really\s+|much\s+|greatly\s+|truly\s+)?(?:appreciate\s+it|"
        r"be\s+(?:(?:very|really|most|so|much)\s+)?(?:grateful|thankful|obliged))\s+if\s+you"
        r"(?:['’]d|\s+would|\s+could|\s+can)?\s+(?:please\s+)?(?:kept\s+in\s+mind|noted\s+down|noted|"
        r"remembered|made\s+a\s+note(?:\s+of)?|" + retain + r")\s*[:,]?\s*(?:that\s+)?(?P<rest>.+)",
    )
    asked = each(
        rx,
        r"^\s*(?:could|can|would|will)\s+you\s+(?:(?:please|kindly|possibly|be\s+so\s+kind\s+as\s+to|"
        r"be\s+kind\s+enough\s+to)\s+)*(?:"
        + retain
        # (asked, a bare "note that …" is a note to keep: "Would you be kind enough to note that …?")
        + r"|note(?=\s+that\b))(?!\s+to\b)"
        r"(?:\s+(?:"
        + future
        + r"))?\s*[:,]?\s*(?:that\s+)?(?P<rest>.+?)\s*(?:,?\s*please)?\s*[?？]*\s*$",
    )
    tail = each(
        rx,
        r"[,;—–-]\s*(?:(?:so|and|please|pls|plz|just)\s+)*(?P<remember>"
        r"(?:keep|bear)\s+(?:that|this|it)\s+in\s+mind|remember\s+(?:that|this|it)|"
        r"(?:make\s+a\s+)?note\s+(?:of\s+)?(?:that|this|it)|write\s+(?:that|this|it)\s+down)"
        r"(?:\s+(?:" + future + r"))?(?:,?\s*(?:please|pls|plz|thx|thanks))?" + END,
        # the attitude's noun closing the sentence: "Short docstrings over long ones, that's my
        # preference"
        r"[,;—–-]\s*(?P<prefer>(?:that['’]?s|that\s+is|this\s+is|is)\s+(?:just\s+)?my\s+"
        r"(?:(?:personal|own|general|strong|usual)\s+)?(?:preference|pref|taste|style))" + END,
        # the speaker's liking pointing back: "…, that's what / how I like (it)"
        r"[,;—–-]\s*(?P<prefer>(?:that['’]?s|that\s+is|this\s+is)\s+(?:just\s+)?(?:what|how|the\s+way)\s+"
        r"i\s+(?:(?:really|personally|always)\s+)?(?:like|love|prefer|want|enjoy)(?:\s+(?:it|them|things))?)"
        + END,
    )
    refuse = rx(
        r"\bused\s+to\b|\bback\s+(?:in|when)\b|\bsometimes\b|\bi\s+(?:think|guess|suppose)\s+i\b"
    )
    one_off = rx(
        r"\bthis\s+(?:one\s+)?time\b|\bjust\s+this\s+once\b|\bthis\s+particular\b|\bfor\s+now\b|"
        r"\btoday\b|\btonight\b|\bright\s+now\b"
    )
    cue = (
        "pref",
        "rather",
        "like",
        "love",
        "enjoy",
        "happy",
        "glad",
        "pleas",
        "grate",
        "thank",
        "tend",
        "lean",
        "favo",
        "remember",
        "mind",
        "note",
        "write",
        "jot",
        "memory",
        "apprecia",
        "kindly",
        "pls",
        "plz",
    )
    team = rx(r"\bwe\b|\bhere\b|\bour\s+team\b|\bon\s+our\s+side\b")
    linker = rx(r"(?:when|if|that)\s+")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)


def french() -> RequestParts:
    retain = (
        r"retiens|retenez|souviens[-\s]toi|souvenez[-\s]vous|rappelle[-\s]toi|rappelez[-\s]vous|"
        r"note[sz]?(?:\s+bien)?(?=\s+(?:que|qu['’]))|prends\s+(?:bien\s+)?note|prenez\s+(?:bien\s+)?note|"
        r"garde[sz]?\s+(?:bien\s+)?(?:en\s+(?:tête|mémoire)|à\s+l['’]esprit)|m[ée]morise[sz]?|"
        r"n['’]oublie[sz]?\s+pas(?=\s+(?:que|qu['’]))|[ée]cris[-\s]toi|inscris"
    )
    future = (
        r"(?:" + r"pour\s+la\s+suite|à\s+l['’]avenir|pour\s+plus\s+tard|dorénavant|désormais" + r")"
    )
    prefer = each(
        rx,
        # a cleft: "Ce que je préfère, c'est …", "Ce que j'aime bien, c'est quand …"
        r"^\s*ce\s+que\s+(?:je\s+|j['’])(?:(?:personnellement|perso|vraiment|bien|le\s+plus)\s+)*"
        r"(?:pr[ée]f[èée]re|aime(?:\s+bien|\s+le\s+plus)?|adore|appr[ée]cie)(?:\s+le\s+plus)?\s*,?\s*"
        r"c['’]est\s+(?P<rest>.+)",
        r"\b(?:je\s+|j['’])(?:(?:personnellement|perso|toujours|vraiment|franchement|plutôt|bien|"
        r"en\s+général|généralement|souvent)\s+)*(?:"
        r"pr[ée]f[èée]re(?:rais)?\b(?!\s+(?:ne\s+)?pas\b)|"
        r"aime(?:rais)?\s+(?:bien\s+|beaucoup\s+|vraiment\s+)?(?:mieux\s+)?(?=quand|lorsque|que|qu['’]|si\b|mieux)|"
        r"aime\s+mieux|(?:adore|kiffe)\s+(?=quand|lorsque|que|qu['’])|"
        # an appreciation said with its degree: "j'apprécie davantage les commentaires courts"
        r"appr[ée]cie\s+(?:(?:davantage|plus|surtout|beaucoup\s+plus|nettement\s+plus)\b)|"
        r"ai\s+tendance\s+à\s+(?:pr[ée]f[ée]rer|aimer(?:\s+mieux)?|choisir|privil[ée]gier|pencher)|"
        r"penche\s+(?:pour|vers)|privil[ée]gie|"
        r"suis\s+(?:toujours\s+|très\s+|vraiment\s+|bien\s+)*(?:content|ravi|heureux|heureuse)e?s?\s+"
        r"(?=quand|lorsque|si\b|que|qu['’])|"
        r"serais\s+(?:très\s+|vraiment\s+)?(?:content|ravi|heureux|heureuse)e?s?\s+(?=que|qu['’]|si\b))"
        r"(?:\s*(?:de\s+loin|toujours|plutôt|vraiment|nettement|largement)\b)*\s*(?P<rest>.+)",
        # a gladness conditional with the speaker as object: "ça m'arrangerait que …", "ça me
        # ferait plaisir que …"
        r"\b(?:ça|cela|ce)\s+(?:m['’](?:arrangerait|arrange|irait)|me\s+(?:ferait|fait)\s+"
        r"(?:(?:très|vraiment|grand)\s+)?plaisir)\s*(?:,\s*)?(?=que|qu['’]|si\b|quand)"
        r"(?!(?:que|si|quand)\s+(?:tu|vous)\b)"
        r"(?P<rest>.+)",
        r"\bma\s+(?:pr[ée]f[ée]rence|préf)(?:\s+personnelle)?\s*(?:va\s+(?:à|aux?|vers)|,?\s*c['’]est|"
        r"est|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = each(
        rx,
        AT
        + r"(?:(?:et|donc|alors|aussi)\s+)*(?:s['’]il\s+te\s+plaît\s+|stp\s+)?(?:"
        + retain
        + r")"
        r"(?:\s+(?:bien|ceci|cela|ça))?(?:\s+(?:"
        + future
        + r"))?\s*[:,]?\s*(?:que\s+|qu['’])?(?P<rest>.+)",
        r"\b(?:je\s+(?:vous|te)\s+(?:prie|demande)\s+de|merci\s+de|je\s+voudrais\s+que\s+(?:tu|vous)|"
        r"je\s+vous\s+saurais\s+gré\s+de|je\s+(?:vous|te)\s+serais\s+(?:très\s+|bien\s+)?(?:reconnaissante?|obligée?)\s+de)\s+"
        r"(?:bien\s+)?(?:noter|notiez|notes|retenir|reteniez|retiennes|garder\s+(?:en\s+tête|à\s+l['’]esprit)|"
        r"prendre\s+note|m[ée]moriser|vous\s+souvenir|te\s+souvenir)\s*[:,]?\s*(?:que\s+|qu['’])?(?P<rest>.+)",
    )
    asked = each(
        rx,
        r"^\s*(?:pourrais[-\s]tu|pourriez[-\s]vous|peux[-\s]tu|pouvez[-\s]vous|tu\s+peux|vous\s+pouvez|"
        # the most polite frames: "Auriez-vous l'amabilité de noter …", "Voudriez-vous bien retenir …"
        r"(?:auriez[-\s]vous|aurais[-\s]tu)\s+(?:l['’]amabilité|l['’]obligeance|la\s+gentillesse)\s+de|"
        r"(?:voudriez[-\s]vous|voudrais[-\s]tu|veux[-\s]tu|voulez[-\s]vous))\s+"
        r"(?:bien\s+)?(?:noter|retenir|garder\s+(?:en\s+tête|à\s+l['’]esprit)|prendre\s+note|m[ée]moriser)"
        r"\s*[:,]?\s*(?:que\s+|qu['’])?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = each(
        rx,
        r"[,;—–-]\s*(?:(?:et|donc|alors)\s+)?(?P<remember>"
        r"garde[sz]?[-\s](?:le|la|ça)\s+(?:bien\s+)?(?:en\s+(?:tête|mémoire)|à\s+l['’]esprit)|"
        r"retiens[-\s]le|retenez[-\s]le|note[sz]?[-\s]le|souviens[-\s]t['’]en|souvenez[-\s]vous[-\s]en)"
        r"(?:\s+(?:" + future + r"))?(?:,?\s*(?:stp|svp|s['’]il\s+te\s+pla[îi]t|merci))?" + END,
        r"[,;—–-]\s*(?P<prefer>(?:c['’]est|ça\s+c['’]est|voilà)\s+(?:ma\s+(?:pr[ée]f[ée]rence|préf)|"
        r"ce\s+que\s+je\s+pr[ée]f[èe]re))" + END,
        # the speaker's liking pointing back: "…, voilà ce que j'aime", "…, c'est comme ça que j'aime"
        r"[,;—–-]\s*(?P<prefer>(?:c['’]est|ça\s+c['’]est|voilà)\s+(?:ce\s+que|comme\s+ça\s+que|comment)\s+"
        r"(?:je\s+|j['’])(?:(?:le\s+|la\s+|les\s+)?(?:pr[ée]f[èe]re|aime|adore|appr[ée]cie|kiffe))"
        r"(?:\s+(?:bien|le\s+plus|vraiment))?)" + END,
    )
    refuse = rx(r"\bà\s+l['’]époque\b|\bcette\s+fois\b|\bparfois\b")
    one_off = rx(
        r"\baujourd['’]hui\b|\bce\s+soir\b|\bpour\s+l['’]instant\b|\bjuste\s+pour\s+cette\b"
    )
    linker = rx(r"(?:quand|lorsque|si|que)\s+|qu['’]")
    cue = (
        "préf",
        "pref",
        "aime",
        "adore",
        "tendance",
        "penche",
        "privil",
        "content",
        "ravi",
        "heureu",
        "reti",
        "rete",
        "souv",
        "rappel",
        "note",
        "garde",
        "mémor",
        "memor",
        "oublie",
        "écri",
        "ecri",
        "inscri",
        "arra",
        "plai",
        "gré",
        "reconnaiss",
        "kiff",
        "appr",
    )
    team = rx(r"\bchez\s+nous\b|\bici\b|\bon\s+(?!a\b)\w+|\bnous\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)


def german() -> RequestParts:
    retain = (
        r"merk(?:e|t)?\s+(?:dir|euch)|merken\s+sie\s+sich|notier(?:e|t)?(?:\s+(?:dir|euch))?|"
        r"notieren\s+sie(?:\s+sich)?|schreib(?:e|t)?\s+(?:dir|euch)\s+(?:bitte\s+)?auf|"
        r"schreiben\s+sie\s+sich\s+(?:bitte\s+)?auf|behalte\s+(?:bitte\s+)?im\s+(?:kopf|hinterkopf)|"
        r"halte\s+(?:bitte\s+)?fest|denk\s+(?:bitte\s+)?dran"
    )
    future = (
        r"(?:" + r"für\s+(?:später|die\s+zukunft|künftig)|künftig|in\s+zukunft|ab\s+jetzt" + r")"
    )
    verb = (
        r"bevorzuge|mag\s+es(?:\s+lieber)?,?\s+(?=wenn)|mag\s+(?=lieber)|"
        r"finde\s+es\s+(?:gut|schön|toll|super|besser|angenehm),?\s+(?=wenn)|"
        # a comparison: "Ich finde Tabellen deutlich angenehmer als ASCII-Diagramme"
        r"finde\s+(?=(?:\S+\s+){1,8}?\w+er\s+als\s)|"
        r"freue\s+mich(?:\s+(?:immer|sehr|besonders|jedes\s+mal))*,?\s+(?=wenn)|"
        r"tendiere\s+(?:eher\s+)?(?:zu|dazu)|neige\s+(?:eher\s+)?(?:zu|dazu)|"
        r"habe\s+(?:es\s+)?(?:gern|gerne|lieber)|hätte\s+(?:es\s+)?(?:gern|gerne|lieber)|"
        r"(?:nehme|nutze|schreibe|arbeite|verwende|benutze|mag)\s+(?:\w+\s+){0,2}?lieber"
    )
    prefer = each(
        rx,
        # a cleft: "Was ich mag, ist, wenn …", "Was ich bevorzuge, ist …"
        r"^\s*was\s+ich(?:\s+(?:persönlich|wirklich|eigentlich|besonders|am\s+meisten))*\s+"
        r"(?:mag|bevorzuge|liebe|schätze|gut\s+finde|am\s+liebsten\s+(?:mag|habe))(?:\s+am\s+meisten)?"
        r"\s*,?\s*(?:ist|sind)\s*,?\s*(?:(?:wenn|dass)\s+)?(?P<rest>.+)",
        # the liking after what is liked: "Bei X ist mir Y am liebsten", "… ist mir lieber"
        r"\b(?:ist|sind|wäre|wären)\s+mir\s+(?P<rest>.+?)\s+(?:am\s+liebsten|lieber)\b",
        # a gladness conditional: "Es wäre schön, wenn …", "Ich fänd's super, wenn …"
        r"\b(?:(?:es|das)\s+wäre|wäre\s+(?:es|das))(?:\s+(?:wirklich|echt|sehr|total))?\s+"
        r"(?:schön|toll|super|klasse|prima|gut|großartig|hilfreich|praktisch),?\s+(?=wenn)(?!wenn\s+(?:du|ihr|sie)\b)"
        r"(?P<rest>.+)",
        r"\b(?:ich\s+)?(?:fänd(?:e)?['’]?s|fände\s+es|fänd\s+es|würde\s+es\s+(?:gut|schön|toll|super)\s+finden)"
        r"(?:\s+(?:wirklich|echt|sehr|total))?\s*(?:schön|toll|super|klasse|prima|gut|großartig|hilfreich)?,?\s+"
        r"(?=wenn)(?P<rest>.+)",
        # ich + verb, or (verb second) the verb + ich after a fronted part
        r"\bich(?:\s+(?:persönlich|ehrlich\s+gesagt|eigentlich|grundsätzlich|generell|meistens|immer))*"
        r"\s+(?:" + verb + r")\s*(?P<rest>.+)",
        r"\b(?:bevorzuge|tendiere|neige|mag|freue|finde|habe|hätte)\s+ich\b"
        r"(?:\s+(?:persönlich|eigentlich|grundsätzlich|generell|meistens|immer|mich|es|eher|zu|dazu))*\s*(?P<rest>.+)",
        r"\bmir\s+(?:ist|sind|san|sin|is)\s+(?P<rest>.+?\blieber\b.*)",
        # a liking said with its degree: "… gefallen mir die am besten, die …"
        r"\b(?:gefallen|gefällt)\s+mir\s+(?P<rest>.+?)\s+(?:am\s+besten|besser|lieber)\s*[.!]*\s*$",
        r"\b(?:gefallen|gefällt)\s+mir\s+(?P<rest>.+?\b(?:am\s+besten|besser|lieber)\b.*)",
        r"\b(?:mir\s+gefällt(?:\s+es)?|es\s+gefällt\s+mir|gefällt\s+(?:es\s+)?mir),?\s+(?=wenn)(?P<rest>.+)",
        r"\b(?:es\s+)?würde\s+mich\s+(?:sehr\s+)?freuen,?\s+(?=wenn)(?P<rest>.+)",
        r"\bmeine\s+(?:persönliche\s+)?(?:vorliebe|präferenz)\s*(?:ist|wäre|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = each(
        rx,
        AT + r"(?:(?:und|also|übrigens)\s+)*(?:bitte\s+)?(?:" + future + r"\s+)?(?:" + retain + r")"
        r"(?:\s+bitte)?(?:\s+(?:" + future + r"))?\s*[:,]?\s*(?:dass\s+)?(?P<rest>.+)",
        r"\bich\s+bitte\s+(?:dich|sie|euch),?\s+(?:sich\s+|dir\s+)?(?:zu\s+merken|zu\s+notieren|"
        r"im\s+hinterkopf\s+zu\s+behalten)\s*[:,]?\s*(?:dass\s+)?(?P<rest>.+)",
        # a retention asked in a frame of gratitude: "Ich wäre Ihnen dankbar, wenn Sie sich merken
        # könnten, dass …"
        r"\b(?:ich\s+)?wäre\s+(?:ihnen|dir|euch)\s+(?:sehr\s+|echt\s+|wirklich\s+)?(?:dankbar|verbunden),?\s+"
        r"wenn\s+(?:sie|du|ihr)\s+(?:sich\s+|dir\s+|euch\s+)?(?:bitte\s+)?(?:merken|notieren|aufschreiben|"
        r"im\s+(?:kopf|hinterkopf)\s+behalten)(?:\s+(?:könnten|würden|könntest|würdest|könntet|würdet))?"
        r"\s*[:,]?\s*(?:dass\s+)?(?P<rest>.+)",
    )
    asked = each(
        rx,
        r"^\s*(?:könntest|kannst|würdest)\s+du\s+(?:(?:so\s+(?:freundlich|nett|gut)\s+sein|bitte)\s+(?:und\s+)?)?"
        r"(?:dir\s+)?(?:bitte\s+)?(?:merken|notieren|aufschreiben|"
        r"im\s+(?:kopf|hinterkopf)\s+behalten)\s*[:,]?\s*(?:dass\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
        r"^\s*(?:könnten|würden)\s+sie\s+(?:(?:so\s+(?:freundlich|nett|gut)\s+sein|bitte)\s+(?:und\s+)?)?"
        r"(?:sich\s+)?(?:bitte\s+)?(?:merken|notieren|aufschreiben|"
        r"im\s+(?:kopf|hinterkopf)\s+behalten)\s*[:,]?\s*(?:dass\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = each(
        rx,
        r"[,;—–-]\s*(?:(?:also|und)\s+)?(?P<remember>"
        r"(?:behalte?|behaltet|behalten\s+sie|hab(?:e|t)?|haben\s+sie)\s+(?:das|es|dies)\s+(?:bitte\s+)?"
        r"(?:immer\s+)?im\s+(?:kopf|hinterkopf|gedächtnis)|"
        r"(?:merk|merke|merkt)\s+(?:dir|euch)\s+(?:das|es)|merken\s+sie\s+sich\s+(?:das|es)|"
        r"notier(?:e|t)?\s+(?:dir\s+)?(?:das|es))(?:\s+bitte)?(?:\s+(?:" + future + r"))?"
        r"(?:,?\s*(?:bitte|danke|pls))?" + END,
        r"[,;—–-]\s*(?P<prefer>(?:das|dies)\s+(?:ist|wäre)\s+(?:so\s+)?meine\s+(?:persönliche\s+)?"
        r"(?:vorliebe|präferenz))" + END,
        # the speaker's liking pointing back: "…, so mag ich das", "…, genau so hab ich's am liebsten"
        r"[,;—–-]\s*(?P<prefer>(?:(?:genau\s+)?so|das)\s+(?:mag|liebe|hab|habe)\s+ich(?:\s+(?:das|es)|['’]s)?"
        r"(?:\s+(?:gern|gerne|am\s+liebsten|lieber))?)" + END,
    )
    refuse = rx(r"\bfrüher\b|\bdamals\b|\bdiesmal\b|\bdieses\s+eine\s+mal\b|\bmanchmal\b")
    one_off = rx(r"\bheute\b|\bheute\s+abend\b|\bvorerst\b|\bnur\s+jetzt\b")
    linker = rx(r"(?:wenn|dass|falls)\s+")
    cue = (
        "bevorzug",
        "mag",
        "finde",
        "freue",
        "tendier",
        "neige",
        "gern",
        "lieber",
        "gefällt",
        "gefallen",
        "vorliebe",
        "präferenz",
        "merk",
        "notier",
        "schreib",
        "behalt",
        "halte",
        "denk",
        "lieb",
        "wäre",
        "fänd",
        "liebe",
        "schätz",
        "hinterkopf",
    )
    team = rx(r"\bbei\s+uns\b|\bhier\b|\bwir\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)


def spanish() -> RequestParts:
    retain = (
        r"recuerda|recuerde|recordá|acuérdate|acuérdese|acordate|"
        r"ten(?:ga|é)?\s+(?:en\s+cuenta|presente|en\s+mente)|toma\s+nota|tome\s+nota|tomá\s+nota|"
        r"apunta(?:te)?|apunte|anota(?:te)?|anote|no\s+olvides(?=\s+que)|guarda\s+en\s+(?:la\s+)?memoria"
    )
    future = (
        r"(?:"
        + r"(?:a|de\s+cara\s+al|para\s+el)\s+futuro|de\s+aquí\s+en\s+adelante|en\s+adelante|para\s+más\s+adelante"
        + r")"
    )
    prefer = each(
        rx,
        # a cleft: "Lo que más me gusta es que …", "Lo que prefiero es …"
        r"^\s*lo\s+que\s+(?:(?:yo|más|personalmente)\s+)*(?:(?:me\s+(?:gusta|encanta|agrada))|prefiero)"
        r"(?:\s+(?:más|de\s+verdad))?\s*,?\s*es\s+(?:(?:que|cuando)\s+)?(?P<rest>.+)",
        r"(?:^|\b)(?:(?:yo|personalmente|siempre|normalmente|por\s+lo\s+general|en\s+general|la\s+verdad|"
        r"sinceramente)\s+)*(?:prefiero|preferiría|suelo\s+preferir|tiendo\s+a\s+(?:preferir|elegir|escoger)|"
        r"me\s+inclino\s+por|me\s+quedo\s+con)\b(?:\s+(?:siempre|mil\s+veces|claramente))*\s*(?P<rest>.+)",
        r"\b(?:a\s+mí\s+)?me\s+(?:gusta|gustan|encanta|encantan|encantaría|alegra|alegraría|agrada|agradaría|"
        r"hace\s+feliz|haría\s+feliz|pone\s+contento|vendría\s+(?:genial|muy\s+bien|bien|de\s+maravilla|de\s+lujo))"
        r"(?:\s+(?:mucho|más|bastante|muchísimo))?\s+(?=cuando|que)(?P<rest>.+)",
        r"\b(?:estoy|quedo)\s+(?:muy\s+)?(?:content[oa]|feliz)\s+(?=cuando|si\b)(?P<rest>.+)",
        r"\bmi\s+preferencia(?:\s+personal)?\s*(?:es|sería|va\s+por|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = each(
        rx,
        AT + r"(?:(?:y|así\s+que|también|oye)\s+)*(?:por\s+favor\s+)?(?:" + retain + r")"
        r"(?:\s+(?:" + future + r"))?\s*(?=que\b|:|,)[:,]?\s*(?:que\s+)?(?P<rest>.+)",
        r"\b(?:le|te|les)\s+(?:pido|ruego|agradecería|agradezco)\s+que\s+(?:recuerde|recuerdes|recuerden|"
        r"tome|tomes|tenga|tengas|anote|anotes|apunte|apuntes|recordara|recordaras|tomara|tomaras|"
        r"tuviera|tuvieras|anotara|anotaras|apuntara|apuntaras)"
        # "… que recordara traer el portátil": a task to remember to do, nothing to keep
        r"(?!\s+\w+(?:ar|er|ir)\b)(?:\s+(?:nota|en\s+cuenta|presente))?"
        r"(?:\s+de)?\s*[:,]?\s*(?:que\s+)?(?P<rest>.+)",
        # a retention asked in a frame of gratitude: "Le estaría muy agradecido si recordara que …"
        r"\b(?:le|te|les)\s+(?:estaría|estaríamos|quedaría)\s+(?:muy\s+)?agradecid[oa]s?\s+si\s+(?:usted\s+)?"
        r"(?:recordara|recordase|recordaras|anotara|anotase|anotaras|apuntara|apuntase|tomara\s+nota|"
        r"tuviera\s+(?:en\s+cuenta|presente))(?!\s+\w+(?:ar|er|ir)\b)(?:\s+de)?\s*[:,]?\s*(?:que\s+)?(?P<rest>.+)",
    )
    asked = each(
        rx,
        r"^\s*¿?\s*(?:podrías|puedes|podría|puede|podrían|"
        # the most polite frames: "¿Sería usted tan amable de anotar …?", "¿Tendría la amabilidad de …?"
        r"(?:sería|serías)\s+(?:usted\s+)?tan\s+(?:amable|gentil)\s+de|"
        r"(?:tendría|tendrías)\s+(?:usted\s+)?la\s+(?:amabilidad|bondad|gentileza)\s+de)\s+"
        r"(?:usted\s+)?(?:recordar|tomar\s+nota|anotar|apuntar|"
        r"tener\s+en\s+cuenta|tener\s+presente)(?:\s+de)?\s*[:,]?\s*(?:que\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = each(
        rx,
        r"[,;—–-]\s*(?:(?:y|así\s+que)\s+)?(?P<remember>"
        r"(?:tenlo|téngalo|tenganlo|tenelo)\s+(?:muy\s+)?(?:en\s+cuenta|presente|en\s+mente)|recuérdalo|recuérdelo|"
        r"apúntalo|apúntelo|anótalo|anótelo|apúntatelo|anótatelo|apúnteselo|anóteselo|"
        r"guárdalo\s+en\s+(?:la\s+)?memoria)(?:\s+(?:" + future + r"))?"
        r"(?:,?\s*(?:porfa|por\s+favor|pls|gracias))?" + END,
        r"[,;—–-]\s*(?P<prefer>(?:esa|esta|eso|así)\s+es\s+(?:mi\s+preferencia|lo\s+que\s+prefiero))"
        + END,
        # the speaker's liking pointing back: "…, así es como me gusta", "…, eso es lo que me gusta"
        r"[,;—–-]\s*(?P<prefer>(?:así|eso|esto)\s+es\s+(?:como|lo\s+que)\s+(?:a\s+mí\s+)?(?:me\s+gusta|me\s+encanta|prefiero)"
        r"(?:\s+(?:a\s+mí|más|trabajar))?|así\s+me\s+gusta)" + END,
    )
    refuse = rx(r"\bantes\s+(?:prefer|me\s+gust)|\bhayas\b|\bhas\s+hecho\b|\ba\s+veces\b")
    one_off = rx(
        r"\best[ea]\s+(?:\w+\s+)?concret[oa]\b|\besta\s+vez\b|\bsolo\s+(?:por\s+)?hoy\b|\bhoy\b|"
        r"\bpor\s+ahora\b"
    )
    linker = rx(r"(?:cuando|que|si)\s+")
    cue = (
        "prefer",
        "tiendo",
        "inclino",
        "quedo",
        "gust",
        "encant",
        "alegr",
        "agrad",
        "feliz",
        "content",
        "recuerd",
        "recordá",
        "acuérd",
        "acordate",
        "cuenta",
        "presente",
        "nota",
        "apunt",
        "anot",
        "olvides",
        "memoria",
        "vendría",
        "apúnt",
        "anót",
        "guárd",
        "tenlo",
        "tenelo",
        "téngalo",
    )
    team = rx(r"\ben\s+el\s+equipo\b|\baquí\b|\bnosotros\b|\bentre\s+nosotros\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)


def italian() -> RequestParts:
    retain = (
        r"ricorda(?:ti|tevi|te)?(?=\s+(?:che|bene|:))|si\s+ricordi|"
        r"tieni\s+(?:bene\s+)?(?:a\s+mente|presente)|tenga\s+(?:bene\s+)?(?:a\s+mente|presente)|"
        r"prendi\s+nota|prenda\s+nota|segna(?:ti)?(?=\s+che)|annota(?:ti)?(?=\s+che)|memorizza|"
        r"non\s+dimenticare(?=\s+che)"
    )
    future = (
        r"(?:"
        + r"per\s+il\s+futuro|d['’]ora\s+in\s+poi|da\s+qui\s+in\s+avanti|per\s+(?:le\s+)?prossime\s+volte"
        + r")"
    )
    prefer = each(
        rx,
        # a cleft: "Quello che preferisco è che …", "Ciò che mi piace di più è quando …"
        r"^\s*(?:quello|ciò)\s+che\s+(?:(?:io|personalmente)\s+)?(?:preferisco|mi\s+piace|amo|apprezzo)"
        r"(?:\s+(?:di\s+più|davvero|molto))?\s*,?\s*è\s+(?:(?:che|quando)\s+)?(?P<rest>.+)",
        r"(?:^|\b)(?:(?:io|personalmente|sempre|di\s+solito|in\s+genere|onestamente|sinceramente)\s+)*"
        r"(?:preferisco|preferirei|tendo\s+a\s+preferire|sono\s+solit[oa]\s+preferire|propendo\s+per)\b"
        r"(?:\s+(?:sempre|di\s+gran\s+lunga|decisamente|di\s+solito))*\s*(?P<rest>.+)",
        r"\b(?:a\s+me\s+)?mi\s+(?:piace|piacciono|fa\s+piacere|farebbe\s+piacere|piacerebbe|"
        r"sarebbe\s+(?:utile|comodo|di\s+aiuto))(?:\s+(?:molto|tanto|di\s+più|parecchio))?\s+"
        r"(?=quando|se\b)(?P<rest>.+)",
        # a liking said as a comparison: "Mi piacciono più le migrazioni scritte a mano che …"
        r"\b(?:a\s+me\s+)?mi\s+(?:piace|piacciono)\s+(?:molto\s+|decisamente\s+)?(?:di\s+)?più\s+(?P<rest>.+)",
        r"\b(?:adoro|sono\s+(?:content[oa]|felice)|sarei\s+(?:content[oa]|felice|grat[oa]))\s+"
        r"(?=quando|se\b)(?P<rest>.+)",
        r"\bla\s+mia\s+preferenza\s*(?:va|è|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = each(
        rx,
        AT
        + r"(?:(?:e|quindi|ah|anche)\s+)*(?:per\s+favore\s+)?(?:"
        + future
        + r"\s+)?(?:"
        + retain
        + r")"
        r"(?:\s+bene)?(?:\s+(?:" + future + r"))?\s*[:,]?\s*(?:che\s+)?(?P<rest>.+)",
        r"\b(?:le|ti|vi)\s+(?:chiedo|prego)\s+di\s+(?:ricordare|annotare|prendere\s+nota|tenere\s+(?:a\s+mente|presente)|"
        r"segnare|segnarti|memorizzare)(?:\s+(?:di|che))?\s*[:,]?\s*(?:che\s+)?(?P<rest>.+)",
        r"\b(?:la|ti|vi|le)\s+(?:prego|pregherei|chiederei)\s+di\s+(?:ricordare|annotare|prendere\s+nota|"
        r"tenere\s+(?:a\s+mente|presente)|segnare)"
        r"(?:\s+(?:di|che))?\s*[:,]?\s*(?:che\s+)?(?P<rest>.+)",
        # a retention asked in a frame of gratitude: "Le sarei grato se ricordasse che …"
        r"\b(?:le|ti|vi)\s+sarei\s+(?:molto\s+)?(?:grat[oa]|riconoscente|obbligat[oa])\s+se\s+(?:lei\s+)?"
        r"(?:ricordasse|ricordassi|annotasse|annotassi|segnasse|prendesse\s+nota|tenesse\s+(?:a\s+mente|presente))"
        r"(?:\s+(?:di|che))?\s*[:,]?\s*(?:che\s+)?(?P<rest>.+)",
        # a head pointing forward at what follows its comma or colon: "Segnatelo, la VPN cade …"
        r"^\s*(?:(?:e|quindi)\s+)?(?:segnatelo|segnalo|annotalo|annotatelo|ricordatelo|tienilo\s+a\s+mente|"
        r"tieni\s+a\s+mente\s+questo|ricorda\s+questo)\s*[:,—–-]\s*(?P<rest>.+)",
    )
    asked = each(
        rx,
        r"^\s*(?:potresti|puoi|potrebbe|può|vorrebbe|vorresti|"
        # the most polite frames: "Avrebbe la cortesia di annotare …?"
        r"(?:avrebbe|avresti)\s+la\s+(?:cortesia|gentilezza|bontà)\s+di)\s+"
        r"(?:ricordare|annotare|prendere\s+nota|segnarti|segnare|tenere\s+a\s+mente|tenere\s+presente)"
        r"(?:\s+(?:di|che))?\s*[:,]?\s*(?:che\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = each(
        rx,
        r"[,;—–-]\s*(?:(?:e|quindi)\s+)?(?P<remember>"
        r"(?:tienilo|tenetelo|lo\s+tenga)\s+(?:bene\s+)?(?:a\s+mente|presente)|ricordatelo|segnatelo|"
        r"annotalo|prendine\s+nota)(?:\s+(?:" + future + r"))?"
        r"(?:,?\s*(?:pls|per\s+favore|grazie))?" + END,
        r"[,;—–-]\s*(?P<prefer>(?:questa|questa\s+qui|ecco)\s+(?:è\s+)?la\s+mia\s+preferenza)"
        + END,
        # the speaker's liking pointing back: "…, è così che mi piace", "…, questo è ciò che preferisco"
        r"[,;—–-]\s*(?P<prefer>(?:è\s+)?così\s+(?:che\s+)?mi\s+piace|(?:questo\s+è\s+|ecco\s+)(?:ciò|quello|cosa)\s+che\s+"
        r"(?:mi\s+piace|preferisco|amo))" + END,
    )
    refuse = rx(r"\bda\s+(?:studente|ragazz)|\bquesta\s+volta\b|\ballora\b|\ba\s+volte\b")
    one_off = rx(r"\boggi\b|\bstasera\b|\bper\s+ora\b|\bper\s+adesso\b")
    linker = rx(r"(?:quando|che|se)\s+")
    cue = (
        "prefer",
        "propendo",
        "piac",
        "adoro",
        "content",
        "felice",
        "grat",
        "ricord",
        "tien",
        "tenga",
        "nota",
        "segna",
        "annota",
        "memorizz",
        "dimentic",
        "apprezz",
        "amo",
    )
    team = rx(r"\bda\s+noi\b|\bqui\b|\bnoi\b|\bnel\s+team\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)


def russian() -> RequestParts:
    retain = (
        r"запомни(?:те)?|запиши(?:те)?(?:\s+себе)?|имей(?:те)?\s+в\s+виду|учти(?:те)?|"
        r"прими(?:те)?\s+к\s+сведению|возьми(?:те)?\s+на\s+заметку|отметь(?:те)?(?:\s+себе)?|"
        r"не\s+забывай(?:те)?|держи(?:те)?\s+в\s+голове|заруби(?:те)?\s+(?:себе\s+)?на\s+носу"
    )
    future = r"(?:" + r"на\s+будущее|впредь|на\s+потом|в\s+дальнейшем" + r")"
    prefer = each(
        rx,
        # a cleft: "Что мне нравится, так это когда …", "Что я люблю, так это …"
        r"^\s*(?:что|чего)\s+(?:мне\s+(?:больше\s+всего\s+)?(?:нравится|по\s+душе)|я\s+(?:больше\s+всего\s+)?"
        r"(?:люблю|предпочитаю|ценю))\s*,?\s*(?:так\s+это|это)\s+(?:(?:когда|чтобы|что)\s+)?(?P<rest>.+)",
        r"(?:^|\b)(?:(?:я|лично|обычно|всегда|честно\s+говоря|вообще|скорее)\s*,?\s+)*"
        r"(?:предпочитаю|предпоч[её]л\s+бы|предпочла\s+бы|бы\s+предпоч[её]л|бы\s+предпочла|склоняюсь\s+к|"
        r"склон(?:ен|на)\s+(?:к|предпочитать)|"
        r"люблю,?\s+(?=когда))\s*(?P<rest>.+)",
        r"\bмне\s+(?:больше\s+|очень\s+|всегда\s+)?(?:нравится|нравятся|по\s+душе|приятно),?\s+(?=когда|если)(?P<rest>.+)",
        # a liking said with its degree or as a comparison: "мне больше по душе те, где …",
        # "Мне больше нравятся миграции, написанные руками, чем …"
        r"\bмне\s+(?:гораздо\s+|куда\s+|намного\s+)?(?:больше|ближе)\s+(?:нравится|нравятся|по\s+душе)\s+(?P<rest>.+)",
        # a gladness conditional: "Мне было бы удобно, если бы …"
        r"\bмне\s+было\s+бы\s+(?:очень\s+)?(?:удобно|приятно|проще|легче|спокойнее),?\s+(?=если|когда)(?P<rest>.+)",
        r"\b(?:я\s+)?(?:всегда\s+|очень\s+)?(?:рад|рада|буду\s+рад[а]?|был\s+бы\s+рад|была\s+бы\s+рада),?\s+"
        r"(?=когда|если)(?P<rest>.+)",
        r"\b(?:моё|мое)\s+(?:личное\s+)?предпочтение\s*(?:[—:,-]\s*(?:это\s+)?|это\s+)(?P<rest>.+)",
    )
    remember = each(
        rx,
        AT
        + r"(?:(?:и|так\s+что|кстати)\s*,?\s+)*(?:пожалуйста,?\s+)?(?:"
        + future
        + r"\s*,?\s+)?(?:"
        + retain
        + r")"
        r"(?:\s+(?:" + future + r"))?\s*(?=,?\s*что|:|—|,)[:,—]?\s*(?:что\s+)?(?P<rest>.+)",
        r"\b(?:прошу|попрошу)\s+(?:вас|тебя)?\s*(?:запомнить|записать|учесть|иметь\s+в\s+виду|"
        r"принять\s+к\s+сведению|отметить)\s*[:,]?\s*(?:что\s+)?(?P<rest>.+)",
        # a retention asked in a frame of gratitude: "Был бы вам признателен, если бы вы запомнили, что …"
        r"\b(?:я\s+)?(?:был\s+бы|была\s+бы|буду)\s+(?:вам|тебе)\s+(?:очень\s+)?(?:признател(?:ен|ьна)|благодар(?:ен|на)),?\s+"
        r"если\s+(?:бы\s+)?(?:вы|ты)\s+(?:(?:себе|бы)\s+)*(?:запомнили|запомнил|запомнила|записали|записал|учли|учёл|учел|"
        r"запомните|запомнишь|запишете|запишешь|учтёте|учтете|отметите|"
        r"отметили|имели\s+в\s+виду)\s*,?\s*(?:что\s+)?(?P<rest>.+)",
    )
    asked = each(
        rx,
        r"^\s*(?:не\s+)?(?:можешь|можете|мог\s+бы|могли\s+бы|могла\s+бы)\s+(?:(?:ты|вы)\s*,?\s+)?"
        r"(?:(?:любезно|пожалуйста|себе)\s*,?\s+)*(?:запомнить|записать|учесть|отметить|иметь\s+в\s+виду)"
        r"\s*[:,]?\s*(?:что\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = each(
        rx,
        r"[,;—–-]\s*(?:(?:так\s+что|и)\s+)?(?P<remember>"
        r"имей(?:те)?\s+(?:это\s+)?в\s+виду|запомни(?:те)?(?:\s+это)?|учти(?:те)?\s+это|запиши(?:те)?\s+это)"
        r"(?:\s+(?:" + future + r"))?(?:,?\s*(?:плз|плиз|пожалуйста|пж))?" + END,
        r"[,;—–-]\s*(?P<prefer>(?:вот\s+|это\s+|такое\s+)?(?:моё|мое)\s+(?:личное\s+)?предпочтение)"
        + END,
        # the speaker's liking pointing back: "…, вот как мне нравится", "…, вот что я люблю"
        r"[,;—–-]\s*(?P<prefer>(?:вот|так|именно\s+так)\s+(?:как\s+|что\s+|это\s+)?(?:мне\s+(?:и\s+)?нравится|"
        r"я\s+(?:и\s+)?(?:люблю|предпочитаю)))" + END,
    )
    refuse = rx(r"\bраньше\b|\bкогда-то\b|\bв\s+этот\s+раз\b|\bиногда\b")
    one_off = rx(r"\bсегодня\b|\bсейчас\b|\bпока\s+что\b")
    linker = rx(r"(?:когда|если\s+бы|если|чтобы|что)\s+")
    cue = (
        "предпоч",
        "склон",
        "люблю",
        "нрав",
        "душе",
        "приятно",
        "рад",
        "рада",
        "запомн",
        "запиш",
        "виду",
        "учти",
        "сведен",
        "заметк",
        "отметь",
        "забыва",
        "голове",
        "прошу",
        "удобно",
        "ценю",
        "проще",
        "легче",
        "спокойнее",
        "заруб",
    )
    team = rx(r"\bу\s+нас\b|\bздесь\b|\bмы\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)
