"""The parts of an explicit request (request_parts.py) in the Germanic languages, English and
German: both put a retention request's verb first and close it with a particle or a reflexive
("write this down", "note down", "schreib dir auf", "merk dir"), and both say a liking with a
verb the speaker governs ("I'm into …", "ich mag …", "mir gefällt …"). Their heads start a word,
so their cue is the first four letters of each stem (`request_parts.word_cue`)."""

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
        AT
        + r"(?:(?:and|so|just|also|oh)\s+)*(?:"
        + future
        + r"\s*,?\s+)?(?:please\s+)?(?:"
        + retain
        + r"|keep\s+track\s+of)\b(?!\s+to\b)"
        r"(?:\s+(?:this|that|it))?(?:\s+(?:"
        + future
        # what is kept is a clause: after "that" or a colon ("please remember the URL" keeps
        # nothing it says); "the fact that" is the clause's own frame ("keep track of the fact that")
        + r"))?(?:\s+the\s+fact)?\s*(?:[:—–-]\s*|,\s*|that\s+)(?P<rest>.+)",
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
        "track",
        "apprecia",
        "kindly",
        "pls",
        "plz",
    )
    team = rx(r"\bwe\b|\bhere\b|\bour\s+team\b|\bon\s+our\s+side\b")
    linker = rx(r"(?:when|if|that)\s+")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)


def german() -> RequestParts:
    retain = (
        r"merk(?:e|t)?\s+(?:dir|euch)|merken\s+sie\s+sich|notier(?:e|t)?(?:\s+(?:dir|euch))?|"
        r"notieren\s+sie(?:\s+sich)?|schreib(?:e|t)?\s+(?:dir|euch)\s+(?:bitte\s+)?auf|"
        r"schreiben\s+sie\s+sich\s+(?:bitte\s+)?auf|behalte\s+(?:bitte\s+)?im\s+(?:kopf|hinterkopf)|"
        r"halte\s+(?:bitte\s+)?fest|denk\s+(?:bitte\s+)?dran|"
        # a separable verb of memorising, its particle closing the clause: "Präg dir ein, dass …"
        r"pr(?:ä|ae)g(?:e)?\s+(?:dir|euch)(?:\s+(?:das|es|bitte|gut|folgendes))*\s+ein|"
        r"schreib(?:e)?\s+(?:dir|euch)\s+(?:das\s+|es\s+)?hinter\s+die\s+ohren"
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
        "präg",
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
