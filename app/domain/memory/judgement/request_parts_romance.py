"""The parts of an explicit request (request_parts.py) in the Romance languages, French, Spanish
and Italian: a retention request is an imperative with its clitic pronouns after it ("note-le",
"apúntatelo", "segnatelo", "tienilo a mente"), the speaker's liking a dative experiencer before
its verb ("me gusta", "mi piace", "ça me plaît"), and their heads start a word, so their cue is the
first four letters of each stem (`request_parts.word_cue`)."""

from __future__ import annotations

from app.domain.memory.judgement.request_shape import AT, END, NONE, RequestParts, each, rx


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


def spanish() -> RequestParts:
    retain = (
        r"recuerda|recuerde|recordá|acuérdate|acuérdese|acordate|"
        r"ten(?:ga|é)?\s+(?:en\s+cuenta|presente|en\s+mente)|toma\s+nota|tome\s+nota|tomá\s+nota|"
        r"apunta(?:te)?|apunte|anota(?:te)?|anote|no\s+olvides(?=\s+que)|guarda\s+en\s+(?:la\s+)?memoria|"
        # the verb of memorising, with its enclitics ("Memoriza que …", "Memorízalo: …")
        r"memor[ií]za(?:lo|la|te|telo)?\b|memorice\b"
    )
    future = (
        r"(?:"
        + r"(?:a|de\s+cara\s+al|para\s+el)\s+futuro|de\s+aquí\s+en\s+adelante|en\s+adelante|para\s+más\s+adelante|"
        + r"para\s+siempre"
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
        # the remember verb pointing back ("…, acuérdate de eso")
        r"(?:acuérdate|acuérdese|acordate)\s+de\s+(?:eso|esto)|"
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
        "acuérdate",
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
        "memor",
    )
    team = rx(r"\ben\s+el\s+equipo\b|\baquí\b|\bnosotros\b|\bentre\s+nosotros\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)


def italian() -> RequestParts:
    retain = (
        r"ricorda(?:ti|tevi|te)?(?=\s+(?:che|bene|:))|si\s+ricordi|"
        r"tieni\s+(?:bene\s+)?(?:a\s+mente|presente)|tenga\s+(?:bene\s+)?(?:a\s+mente|presente)|"
        r"prendi\s+nota|prenda\s+nota|segna(?:ti)?(?=\s+che)|annota(?:ti)?(?=\s+che)|"
        # the verbs of memorising and jotting down, with their enclitics ("Appuntati che …",
        # "Memorizzalo: …")
        r"memorizza(?:lo|la|te)?\b|appunta(?:ti|telo|tela|lo)?(?=\s+che|\s*:)|"
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
        "appunt",
        "dimentic",
        "apprezz",
        "amo",
    )
    team = rx(r"\bda\s+noi\b|\bqui\b|\bnoi\b|\bnel\s+team\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", NONE, refuse, one_off, team, linker)
