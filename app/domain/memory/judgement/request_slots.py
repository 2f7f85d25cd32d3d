"""Explicit requests read by three frames built from slots (issue 33, fifteenth round):
request_parts.py adds these after each language's own heads and request_frames.py's frames.

Each frame is written once (`_retention`, and the patterns of `_liking` and `_closing` below), and
each language only fills its slots with the words that play each part, so a new wording is a new
member of a slot, not a new pattern:

- *Retention*: a verb of keeping, storing, noting or holding (`keep`), what is kept pointed at
  (`this`), and a place of the agent's memory or notes (`place`: "in your notes", "dans un coin
  de ta tête", "im Hinterkopf", "в память", "في ذاكرتك", "头的片隅", "머릿속에") or a time it is kept
  for (`later`: "for later", "pour la suite", "für später", "para luego", "на будущее", "لوقت
  لاحق", "後で使うから", "나중을 위해"), then a colon, "that" or a dash, and what is kept. The place
  or the time is what makes the verb a retention asked of the agent: "keep the rate card open",
  "save the file to S3" are no request to remember.
- *Valuing*: the speaker, a predicate of inclination or valuing that governs what is liked with a
  preposition ("partial to", "a soft spot for", "attaché aux", "un faible pour", "großen Wert
  auf", "fan de", "tengo molto ai", "поклонник", "придаю значение", "من أشد المعجبين ب", "推崇",
  "待见", "吃…那一套", "…を重視しています", "…를 중요하게 생각해요"), and what is liked made a kind by a
  clause of its own, as request_frames.py's liking of a kind.
- *A topic closed by the speaker's attitude*: what is liked said first, then a clause that keeps
  only the speaker's taste and points back at it or leaves it out ("…, that's how I like them",
  "…, c'est comme ça que je les aime", "…, da bin ich Fan von", "…, así es como me gustan", "…
  fanno al caso mio", "… — это прям моё", "…، هذا بالضبط ذوقي", "…最对我胃口", "…みたいなのがいいな",
  "…는 게 딱 제 스타일이에요").

Each language's cue is the words of its place, time and predicate slots (rarer than its verbs),
so a sentence without them runs none of these patterns.

Sixteenth round: a time to come named by any noun ("for future chats", "以后用得上") fills the time
slot; Chinese reads the agent's memory or notes with any verb ("往你的知识库里加一条："); Spanish a
reflexive verb of keeping ("Guárdate esto: …"); Korean a liking of a kind by its adnominal ending
("저는 표로 정리된 보고서를 좋아해요"); Russian's dative liking takes "нравится".
"""

from __future__ import annotations

from functools import partial

from app.domain.memory.judgement.ar_script import ax
from app.domain.memory.judgement.request_frames import Frames
from app.domain.memory.judgement.request_shape import AT, END, each, rx
from app.domain.memory.judgement.zh_script import zx


def _words(cues: str) -> tuple[str, ...]:
    """A slot's cue words, written on one line."""
    return tuple(cues.split("|"))


def _retention(lead: str, keep: str, this: str, place: str, later: str, that: str) -> str:
    """The retention frame: a lead, the verb, what is kept pointed at, one place or time or
    more, then a colon or "that" and what is kept; with nothing between, only after a time
    ("store this away for me the courier picks up at two")."""
    where = f"(?:{place}|{later})"
    return (
        AT
        + f"(?:(?:{lead})[\\s,]+)*(?:{keep})(?:\\s+(?:{this}))*"
        + f"(?:\\s+{where}(?:\\s+(?:{place}|{later}|{this}))*(?:\\s*[:—–,]\\s*(?:(?:{that})\\s+)?|\\s+(?:{that})\\s+)"
        + f"|(?:\\s+{where})*\\s+(?:{later})(?:\\s+(?:{this}))*\\s+(?=\\S+\\s+\\S+\\s+\\S))(?P<rest>.+)"
    )


def _kept_in_memory(
    lead: str,
    this: str,
    memory: str,
    that: str,
    run_on: str,
    verb: str = r"[^\W\d_]+(?:['’-][^\W\d_]+)*",
    particle: str = "",
) -> str:
    """The retention frame with its verb left open: any imperative opening the clause ("Pin",
    "Archive", "Запаркуй", "ضعها"), what is kept pointed at, then the agent's memory or notes
    (`memory`: no physical place) — the memory, not the verb, is what asks to keep it. Said without
    punctuation (a voice's run-on, "put this in your memory the dock closes at five"), what
    follows the memory is what is kept when it is a clause of four words or more that opens with
    no word of time or subordination (`run_on`: "… in your head the whole time you are on …").
    A separable verb's particle may close it after the memory ("Nimm das in deine Notizen auf: …")."""
    closing = f"(?:\\s+(?:{particle}))?" if particle else ""
    return (
        AT
        + f"(?:(?:{lead})[\\s,]+)*{verb}(?:\\s+(?:{this}))*\\s+(?:{memory})(?:\\s+(?:{this}))*{closing}"
        + f"(?:\\s*[:—–,]\\s*(?:(?:{that})\\s+)?|\\s+(?:{that})\\s+"
        + f"|\\s+(?!(?:{run_on})\\b)(?=\\S+\\s+\\S+\\s+\\S+\\s+\\S)(?=[^,:;]+$))(?P<rest>.+)"
    )


# what is liked made a kind by a clause of its own, in each language (request_frames.py's _EN_KIND)
_EN_KIND = (
    r"(?!.*\byou)(?!(?:it|this|that|these|those|them)\b)(?:[\w-]+\s+){0,5}?[\w-]+\s*,?\s+"
    r"(?:that|which|who|where|with)\s.+"
)
_FR_KIND = r"(?!.*\b(?:vous|votre|vos|tu|ton|ta|tes|toi)\b)[^,;]{2,60}?\s*,?\s+(?:qui|que|qu['’]|où|dont|avec)\b.+"
_DE_KIND = (
    r"(?!.*\b(?:dich|dir|euch|ihnen)\b)(?!(?:das|es|ihn|sie)\b)[^,;]{2,60}?"
    r"(?:,\s*(?:die|der|das|bei\s+denen|in\s+denen|auf\s+denen|wo)\s|\s+mit\s)[^,]+"
)
_ES_KIND = r"(?!.*\b(?:tu|tus|usted|te)\b)[^,;]{2,60}?\s*,?\s+(?:que|donde|con|cuyos?|cuyas?)\b.+"
_IT_KIND = r"(?!.*\b(?:tu|tuoi|tue|te|ti)\b)[^,;]{2,60}?\s*,?\s+(?:che|dove|con|in\s+cui)\b.+"
_RU_KIND = (
    r"(?!.*(?:\bвас\b|\bтебя\b|\bваш|\bтво))(?!(?:это|то|их|его|её)\b)[^,;]{2,60}?\s*,?\s+"
    r"(?:где|(?:(?:в|на|по|с)\s+)?котор\w+|с)\s.+"
)
_AR_KIND = r"(?!.*(?:(?<!\S)(?!ذلك|تلك|هناك|كذلك)\S*ك(?:\s|$|[.،,])|(?<!\S)لك(?:\s|$|[.،,])))\S+(?:\s+\S+){0,4}?\s+(?:التي|الذي|الذين|اللي)\s.+"


# (review of the thirty-third round, 1) what follows the hearer's notes with a verb of adding or
# writing, said with no colon, in Spanish, Italian and Russian: a clause of its own is kept ("Scrivi
# nelle tue note il codice del cancello è 2290"), but never a noun phrase opening with its article or
# determiner and no verb of a statement after it (Spanish, Italian), nor words with no verb
# (Russian): a part of the notes to edit ("Añade a tus notas una sección de conclusiones al final")
_ES_RUN_ON = r"mientras|cuando|hasta|durante|antes|después|como|porque|si|para|todo|toda|y|o|pero"
_ES_NOUN_PHRASE = (
    r"(?:un|una|unos|unas|el|la|los|las|otro|otra|otros|otras|más|este|esta|estos|estas|mis|sus)(?=\s)"
    r"(?![^,:;]*?(?<![\w'’])(?:es|son|era|eran|fue|está|están|hay|tiene|tienen|viene|vienen|llega|llegan|cierra|"
    r"cierran|abre|abren|cuesta|cuestan|será|empieza|sale|vive|se\s+llama)(?!\w))"
)
_IT_RUN_ON = r"mentre|quando|finché|fino|durante|prima|dopo|come|perché|se|per|tutto|tutta|e|o|ma"
_IT_NOUN_PHRASE = (
    r"(?:un|una|uno|un['’]|il|lo|la|l['’]|i|gli|le|altro|altra|altri|altre|più|questo|questa|questi|queste|"
    r"miei|mie|suoi|sue)(?=[\s'’]|(?<=['’]))"
    r"(?![^,:;]*?(?<![\w'’])(?:è|sono|era|erano|ha|hanno|c['’]è|sarà|chiude|chiudono|apre|aprono|costa|costano|"
    r"viene|vengono|arriva|arrivano|parte|inizia|comincia|finisce|abita|vive|si\s+chiama)(?!\w))"
)
_RU_RUN_ON = r"пока|когда|до|во\s+время|перед|после|как|потому|если|для|весь|всё|все|и|или|но"
_RU_NO_VERB = r"(?![^,:;]*?(?<![а-яё])(?:[а-яё]+(?:ет|ит|ут|ют|ат|ят|ёт|ла|ло|ли)|был|будет|будут|есть)(?![а-яё]))"


def _english() -> Frames:
    return Frames(
        cue=_words(
            "note|memo|ment|late|away|pock|refe|part|grav|soft|fond|keen|weak|swea|thos|how|head|mind|brai|swee|"
            "futu|hand|agai|base"
        ),
        remember=each(
            rx,
            _retention(
                lead=r"ok(?:ay)?|so|and|also|just|please",
                keep=r"stick|put|keep|store|save|file|log|pop|tuck|stash|make|jot|add|(?:hang|hold)\s+on(?:to|\s+to)"
                # any verb that puts what is pointed at away ("squirrel this away"): "away" makes it one
                r"|(?!(?:throw|toss|chuck|give|take|send|clear|wash|get|go|do|run)\b)[a-z]+(?=\s+(?:this|that|it)\s+away\b)",
                this=r"this|that|it|these|the\s+following|this\s+one",
                place=r"(?:in|into|to)\s+(?:your|the)\s+(?:notes?|memory|head|mind|back\s+pocket|records?|notebook)"
                r"|a\s+mental\s+note|away|on\s+file|handy|on\s+hand"
                # a place the agent finds it again: "somewhere you'll find it again"
                r"|somewhere\s+you(?:['’]ll|\s+will|\s+can)?\s+[^:—–]{2,40}?",
                later=r"for\s+(?:me|later|future\s+reference|reference|next\s+time|the\s+future|the\s+record)"
                # a time to come named by any noun: "for future chats", "for next quarter"
                r"|for\s+(?:the\s+)?(?:future|later|next|upcoming|coming)\s+[a-z]+(?:\s+(?:we|you|i)\s+[a-z]+)?"
                r"|going\s+forward",
                that=r"that",
            ),
            _kept_in_memory(
                lead=r"ok(?:ay)?|so|and|also|just|please|um|uh|hey|oh",
                this=r"this|that|it|these|the\s+following|somewhere",
                memory=r"(?:in|into|inside|to)\s+(?:your|the\s+back\s+of\s+your)\s+(?:memory|head|mind|notes|notebook|brain|"
                r"knowledge\s+base)",
                that=r"that",
                run_on=r"while|when|until|till|during|before|after|as|because|if|for|the\s+whole|all|throughout|whenever|so|and|or|but",
            ),
        ),
        prefer=each(
            rx,
            r"\bi(?:['’]m|['’]ve)?(?:\s+(?:really|truly|definitely|personally|genuinely|always|do|also|quite|pretty|so|very|had|kind\s+of|"
            r"sort\s+of|tend\s+to|am|have|got|a\s+bit))*\s+(?:partial\s+to|fond\s+of|keen\s+on|big\s+on|"
            r"(?:gravitate|lean)\s+(?:to|towards?)|(?:a\s+)?(?:real\s+|big\s+|total\s+)?(?:soft\s+spot|weakness)\s+for|"
            r"swear\s+by|sweet\s+on)\s+(?P<rest>" + _EN_KIND + r")",
        ),
        tail=each(
            rx,
            r"[,;—–-]\s*(?P<prefer>(?:that['’]?s|that\s+is|this\s+is)\s+(?:just\s+|exactly\s+)?(?:how|the\s+way)\s+"
            r"i\s+(?:like|love|want|prefer)\s+(?:them|it|['’]em|those)|(?:those|that|these)\s+i['’]?m\s+"
            r"(?:all\s+for|(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of|into)|i['’]m\s+all\s+for\s+(?:it|them|those|that))"
            + END,
        ),
    )


def _french() -> Frames:
    return Frames(
        cue=_words(
            "tête|mémo|note|côté|suit|aven|tabl|atta|faib|penc|raff|craq|aime|fan|pren|coin"
        ),
        remember=each(
            rx,
            _retention(
                lead=r"ok|okay|alors|bon|donc|et",
                keep=r"(?:garde|conserve|mets|enregistre|stocke|range|note|retiens|prends\s+note)"
                r"(?:[-\s](?:le|la|les|moi|toi))?",
                this=r"ça|cela|ceci|cette\s+info(?:rmation)?|ce\s+point|bien|l['’]info",
                place=r"dans\s+(?:un\s+coin\s+de\s+)?(?:ta|votre)\s+(?:tête|mémoire)|dans\s+(?:tes|vos)\s+"
                r"(?:notes|tablettes)|en\s+mémoire|en\s+tête|de\s+côté|quelque\s+part|dans\s+un\s+coin",
                later=r"pour\s+(?:la\s+suite|plus\s+tard|l['’]avenir|la\s+prochaine\s+fois)|à\s+l['’]avenir",
                that=r"que|qu['’]",
            ),
            _kept_in_memory(
                lead=r"ok|okay|alors|bon|donc|et",
                this=r"ça|cela|ceci|cette\s+info(?:rmation)?|bien|quelque\s+part",
                memory=r"dans\s+(?:un\s+coin\s+de\s+)?(?:ta|votre)\s+(?:mémoire|tête)|dans\s+(?:tes|vos)\s+notes|en\s+mémoire",
                that=r"que|qu['’]",
                run_on=r"pendant|quand|lorsque|jusqu|avant|après|comme|parce|si|pour|toute?s?|tant|et|ou|mais",
            ),
        ),
        prefer=each(
            rx,
            r"\b(?:je\s+|j['’])(?:(?:suis|ai|personnellement|perso|vraiment|toujours|très|assez|plutôt|"
            r"un\s+peu)\s+)*(?:attach[ée]e?s?\s+(?:aux?\s+|à\s+la\s+|à\s+l['’])|un\s+(?:vrai\s+|gros\s+|petit\s+)?"
            r"(?:faible|penchant)\s+pour\s+|une\s+(?:vraie\s+)?préférence\s+pour\s+|raffole\s+(?:des\s+|du\s+|de\s+la\s+)|"
            r"craque\s+pour\s+|fan\s+(?:des\s+|du\s+|de\s+)|tiens\s+(?:beaucoup\s+|énormément\s+)?(?:aux?\s+|à\s+la\s+))"
            r"(?P<rest>" + _FR_KIND + r")",
        ),
        tail=each(
            rx,
            r"[,;—–-]\s*(?P<prefer>c['’]est\s+(?:comme\s+ça|ainsi)\s+que\s+je\s+(?:les|le|la)\s+"
            r"(?:aime|préfère|veux|apprécie)|(?:j['’]en\s+suis|je\s+suis)\s+(?:fan|preneur|preneuse)|"
            r"(?:ça|cela)\s+me\s+va\s+(?:très\s+)?bien)" + END,
        ),
    )


def _german() -> Frames:
    place = (
        r"dir(?:\s+(?:das|es|bitte|mal|eine\s+notiz|diese\s+info))*(?:\s+(?:ab|auf|an|fest|ein))?|"
        r"im\s+(?:hinterkopf|kopf|gedächtnis|gedaechtnis)|in\s+deinen?\s+notizen|irgendwo"
    )
    return Frames(
        cue=_words(
            "spei|heb|beha|leg|noti|hint|gedä|spät|steh|wert|fan|schw|faib|klas|supe|toll|geni|ding|drau|kopf|herz|gesc"
        ),
        remember=each(
            rx,
            _retention(
                lead=r"ok|okay|also|und|bitte",
                keep=r"speicher(?:e|t)?|leg(?:e|t)?|heb(?:e|t)?|behalt(?:e|et)?|pack(?:e|t)?|notier(?:e|t)?",
                this=r"das|es|dies|bitte|mal|folgendes|diese\s+info",
                place=place,
                later=r"für\s+(?:später|die\s+zukunft|das\s+nächste\s+mal)|fürs\s+nächste\s+mal|künftig",
                that=r"dass",
            ),
            _kept_in_memory(
                lead=r"ok|okay|also|und|bitte",
                this=r"dir|das|es|dies|bitte|mal|irgendwo",
                memory=r"(?:im|in\s+deinem|in\s+dein)\s+(?:gedächtnis|hinterkopf|kopf)|in\s+deinen?\s+notizen",
                that=r"dass",
                run_on=r"während|wenn|wann|als|bis|bevor|nachdem|weil|falls|ob|für|die\s+ganze|den\s+ganzen|und|oder|aber",
                particle=r"auf|ab|ein|fest",
            ),
            # the voice's run-on: the separable particle closes the verb, what is kept follows
            AT
            + r"(?:(?:ok|okay|also|und)[\s,]+)*(?:speicher|heb|leg)(?:e|t)?\s+dir(?:\s+(?:das|es|bitte|mal))*\s+"
            r"(?:ab|auf)\s+(?=\S+\s+\S+\s+\S)(?P<rest>.+)",
        ),
        prefer=each(
            rx,
            r"\bich\s+(?:(?:stehe|steh)\s+(?:(?:total|voll|echt|sehr|richtig|einfach)\s+)*auf|"
            r"(?:lege|leg)\s+(?:(?:sehr\s+)?(?:großen|grossen|viel|besonderen)\s+)?wert\s+auf|"
            r"(?:bin|habe|hab)\s+(?:ein(?:e)?\s+)?(?:(?:großer|grosser|riesiger|echter|totaler)\s+)?"
            r"(?:fan\s+von|schwäche\s+für|faible\s+für)|schwärme\s+für)\s+(?P<rest>"
            + _DE_KIND
            + r")",
            r"\bich\s+finde\s+(?P<rest>"
            + _DE_KIND
            + r"),?\s+(?:(?:einfach|richtig|echt|total|wirklich|sehr)\s+)?"
            r"(?:klasse|super|toll|genial|spitze|prima|großartig|praktisch)" + END,
        ),
        tail=each(
            rx,
            r"[,;—–-]\s*(?P<prefer>da\s+bin\s+ich\s+(?:ein\s+)?(?:großer\s+|riesen\s*|totaler\s+)?fan\s+(?:von|davon)|"
            r"(?:das\s+ist\s+|ist\s+)?(?:genau|total|voll|ganz)\s+mein\s+ding|(?:so|genau\s+so)\s+mag\s+ich\s+"
            r"(?:sie|es|das|die)|da\s+steh(?:e)?\s+ich\s+(?:total\s+|voll\s+)?drauf|"
            r"da\s+geht\s+mir\s+das\s+herz\s+auf|(?:das\s+ist\s+)?ganz\s+nach\s+meinem\s+geschmack)"
            + END,
        ),
    )


def _spanish() -> Frames:
    return Frames(
        cue=_words(
            "memo|cuen|ment|pres|nota|anot|apun|lueg|adel|guar|gúar|déja|deja|tóma|toma|aman|part|impo|debi|pred|deca|conm|esti|roll|cabe|mano|"
            "anót|apún|gráb|grab"
        ),
        remember=each(
            rx,
            _retention(
                lead=r"vale|ok|okay|bueno|oye|y|pues",
                keep=r"gu[áa]rda(?:te|lo|la|telo|melo)?|d[ée]ja(?:lo|la|me)?|t[óo]ma(?:lo|la)?|alm[áa]cena(?:lo)?|"
                r"registra(?:lo)?|m[ée]te(?:lo)?|ap[úu]nta(?:te|telo|tela|lo)|an[óo]ta(?:te|telo|tela|lo)|gr[áa]ba(?:te|telo|tela)|"
                # kept in mind, the pronoun on the verb ("Tenlo presente de aquí en adelante: …")
                r"t[ée]n(?:lo|la|te)|memor[íi]za(?:lo|la|telo)",
                this=r"esto|eso|este\s+dato|esta\s+info(?:rmación)?|lo\s+siguiente",
                place=r"en\s+(?:la\s+|tu\s+)?(?:memoria|agenda|libreta)|en\s+(?:la\s+)?cabeza|en\s+cuenta|en\s+mente|presente|"
                r"en\s+(?:tus\s+)?notas|anotad[oa]|apuntad[oa]|por\s+escrito",
                later=r"para\s+(?:luego|después|despues|más\s+adelante|mas\s+adelante|el\s+futuro|la\s+próxima)|"
                r"de\s+aquí\s+en\s+adelante|en\s+adelante|a\s+futuro|para\s+siempre",
                that=r"que",
            ),
            *(
                partial(
                    _kept_in_memory,
                    lead=r"vale|ok|okay|bueno|oye|y|pues",
                    this=r"esto|eso|este\s+dato|esta\s+info(?:rmación)?",
                    that=r"que",
                )(**{"run_on": _ES_RUN_ON, **kept})
                for kept in (
                    {
                        "memory": r"en\s+(?:la\s+|tu\s+)?(?:memoria|cabeza)|en\s+tus\s+notas|a\s+mano\s+para\s+(?:luego|después|"
                        r"más\s+adelante|el\s+futuro)"
                    },
                    # (issue 33, thirty-third round) the hearer's notes as the place with a verb of adding or
                    # writing, "Añade a tus apuntes: …", "Anota en tus apuntes que …"; never a verb of looking
                    # or going back, "Vuelve a tus apuntes: …"
                    {
                        "memory": r"(?:en|a)\s+tus\s+(?:notas|apuntes)",
                        "verb": r"(?:añade|añadí|agrega|agregá|anota|anotá|apunta|apuntá|pasa|pasá|copia|copiá|escribe|escribí|pon|poné|mete|meté)",
                        # (review of the thirty-third round, 1: said with no colon, a noun phrase after the
                        # notes is a part of them to edit, "… una sección de conclusiones al final")
                        "run_on": _ES_RUN_ON + r"|" + _ES_NOUN_PHRASE,
                    },
                )
            ),
            # a reflexive imperative keeps for the agent itself ("guárdate esto: …", "apúntate esto
            # el turno …"), as Italian's "conservati questo …"
            AT
            + r"(?:(?:vale|ok|okay|bueno|oye|y|pues)[\s,]+)*(?:gu[áa]rdate|ap[úu]ntate|an[óo]tate|gr[áa]bate|"
            r"qu[ée]date\s+con)\s+(?:esto|eso|este\s+dato|esta\s+info(?:rmación)?|lo\s+siguiente)"
            r"(?:\s*[:,—–]\s*(?:que\s+)?|\s+(?:que\s+es\s+(?:muy\s+)?importante\s+)?(?=\S+\s+\S+\s+\S+\s+\S)(?=[^,:;]+$))"
            r"(?P<rest>.+)",
        ),
        prefer=each(
            rx,
            r"(?:^|\b)(?:(?:yo|personalmente|sinceramente)\s+)*(?:soy\s+(?:muy\s+|súper\s+|super\s+|bastante\s+|"
            r"un\s+gran\s+|una\s+gran\s+)?(?:fan|amante|partidari[oa]|devot[oa])\s+de|le\s+doy\s+(?:mucha\s+|"
            r"muchísima\s+|bastante\s+|gran\s+)?importancia\s+a|tengo\s+(?:una\s+)?(?:especial\s+)?(?:debilidad|"
            r"predilección)\s+por|me\s+decanto\s+por)\s+(?P<rest>" + _ES_KIND + r")",
        ),
        tail=each(
            rx,
            r"[,;—–-]\s*(?P<prefer>así\s+(?:es\s+como\s+)?me\s+gusta[n]?|(?:eso|esto)\s+va\s+(?:mucho\s+|totalmente\s+"
            r"|muy\s+)?conmigo|(?:es|eso\s+es)\s+(?:muy\s+)?mi\s+(?:estilo|rollo)|(?:eso|esto)\s+es\s+lo\s+mío)"
            + END,
        ),
    )


def _italian() -> Frames:
    return Frames(
        cue=_words(
            "memo|ment|pres|appu|part|dopo|futu|tien|mett|cons|salv|regi|esti|fan|aman|debo|teng|caso|gene|cord|test|note|aggi|anno|segn|scri|inse"
        ),
        remember=each(
            rx,
            _retention(
                lead=r"ok|okay|allora|e|quindi|senti",
                keep=r"tieni(?:lo|la|ti)?|tienitelo|metti(?:ti|lo|telo)?|conserva(?:ti|lo|telo)?|salva(?:ti|lo|telo)?|"
                r"registra(?:ti|lo)?|annota(?:ti|lo)?|segna(?:ti|lo)?|prendi\s+nota|appunta(?:ti|lo|telo)?|memorizza(?:lo)?",
                this=r"questo|questa\s+info(?:rmazione)?|quest['’]info|questa\s+cosa|ciò|quanto\s+segue",
                place=r"a\s+memoria|a\s+mente|in\s+mente|presente|(?:nei|negli)\s+(?:tuoi\s+)?appunti|da\s+parte|"
                r"in\s+memoria|in\s+testa",
                later=r"per\s+(?:dopo|il\s+futuro|la\s+prossima\s+volta|più\s+avanti)|d['’]ora\s+in\s+poi|in\s+futuro",
                that=r"che",
            ),
            *(
                partial(
                    _kept_in_memory,
                    lead=r"ok|okay|allora|e|quindi|senti",
                    this=r"questo|questa\s+info(?:rmazione)?|quest['’]info|questa\s+cosa",
                    that=r"che",
                )(**{"run_on": _IT_RUN_ON, **kept})
                for kept in (
                    {
                        "memory": r"a\s+memoria|a\s+mente|in\s+mente|in\s+testa|(?:nei|negli)\s+(?:tuoi\s+)?appunti|nella\s+(?:tua\s+)?memoria"
                    },
                    # (issue 33, thirty-third round) the hearer's notes as the place with a verb of adding or
                    # writing, "Aggiungi alle tue note: …", "Segna nelle tue note: …"; never a verb of looking
                    # or going back, "Torna alle tue note: …"
                    {
                        "memory": r"(?:alle|nelle)\s+(?:tue\s+)?note|(?:ai|agli)\s+(?:tuoi\s+)?appunti",
                        "verb": r"(?:aggiungi|annota|segna|scrivi|metti|copia|salva|inserisci|registra)",
                        # (review of the thirty-third round, 1: a noun phrase, "… una sezione sui rischi")
                        "run_on": _IT_RUN_ON + r"|" + _IT_NOUN_PHRASE,
                    },
                )
            ),
            # a reflexive imperative keeps for the agent itself: "conservati questo …"
            AT
            + r"(?:(?:ok|okay|allora|e|quindi)[\s,]+)*(?:conservati|salvati|segnati|annotati|tieniti|mettiti)\s+"
            r"(?:questo|quest['’]info|questa\s+info(?:rmazione)?)(?:\s*[:,—–]\s*|\s+)(?:che\s+)?(?P<rest>.+)",
        ),
        prefer=each(
            rx,
            r"\b(?:io\s+)?(?:sono\s+(?:un|una)\s+(?:grande\s+|gran\s+|vero\s+|vera\s+)?(?:estimatore|estimatrice|fan|"
            r"amante|sostenitore|sostenitrice|appassionat[oa])(?:\s+(?:sfegatat[oa]|convint[oa]|accanit[oa]))?\s+(?:di|dei|degli|delle|del|della)|tengo\s+(?:molto|"
            r"tanto|parecchio|particolarmente)\s+(?:a|ai|agli|alle|al|alla)|ho\s+un\s+(?:vero\s+|gran\s+|certo\s+)?"
            r"debole\s+per)\s+(?P<rest>" + _IT_KIND + r")",
        ),
        tail=each(
            rx,
            r"(?:[,;—–-]\s*|\s)(?P<prefer>(?:fa|fanno)\s+(?:proprio\s+|davvero\s+|decisamente\s+)?al\s+caso\s+mio|"
            r"(?:è|sono)\s+(?:proprio\s+)?(?:il\s+mio\s+genere|nelle\s+mie\s+corde))" + END,
        ),
    )


def _russian() -> Frames:
    return Frames(
        cue=_words(
            "отло|держ|зане|сохр|памя|голо|заме|буду|пото|покл|фана|люби|стор|цени|прид|доро|нера|захо|моё|мое|вкус|вот|"
            "базу|нрав"
        ),
        remember=each(
            rx,
            _retention(
                lead=r"короче|так|ну|ладно|ок|окей|и",
                keep=r"(?:отложи|держи|занеси|сохрани|положи|запиши|внеси|зафиксируй|пометь|отметь)(?:те)?",
                this=r"это|эту\s+инфу|эту\s+информацию|вот\s+что",
                place=r"себе|у\s+себя|в\s+(?:свою\s+)?памят[ьи]|в\s+голове|в\s+(?:свои\s+|твои\s+)?заметк(?:и|ах)|"
                r"в\s+блокнот|в\s+уме|в\s+(?:свою\s+|твою\s+)?базу\s+знаний",
                later=r"на\s+будущее|на\s+потом|впредь|на\s+всякий\s+случай",
                that=r"что",
            ),
            *(
                partial(
                    _kept_in_memory,
                    lead=r"короче|так|ну|ладно|ок|окей|и",
                    this=r"это|эту\s+инфу|эту\s+информацию|себе",
                    that=r"что",
                )(**{"run_on": _RU_RUN_ON, **kept})
                for kept in (
                    {
                        "memory": r"(?:у\s+себя\s+)?в\s+(?:своей\s+|твоей\s+|свою\s+|твою\s+)?(?:голове|памяти|память|заметках|заметки|"
                        r"базу\s+знаний|базе\s+знаний)"
                    },
                    # (issue 33, thirty-third round) the hearer's notes as the place, in the plural, with a verb
                    # of adding or writing, "Добавь в свои заметки: …"; never a verb of looking, "Загляни в
                    # свои заметки: …"
                    {
                        "memory": r"в\s+(?:свои|твои|своих|твоих)\s+(?:заметки|заметках)",
                        "verb": r"(?:добавь|запиши|занеси|внеси|сохрани|положи|закинь|кинь|впиши|вбей|отметь)",
                        # (review of the thirty-third round, 1: with no verb of its own, a noun phrase,
                        # "… отдельный раздел про риски проекта", "… более короткое резюме этой встречи")
                        "run_on": _RU_RUN_ON + r"|" + _RU_NO_VERB,
                    },
                )
            ),
            # the voice's run-on: "сохрани себе новый номер …"
            AT
            + r"(?:(?:короче|так|ну|ладно|ок|окей)[\s,]+)*(?:сохрани|запиши|занеси|отложи)(?:те)?\s+себе\s+"
            r"(?=\S+\s+\S+\s+\S)(?P<rest>.+)",
        ),
        prefer=each(
            rx,
            r"\bя\s+(?:(?:очень|всегда|большой|огромный|настоящий|давний|страшный|прям|большая)\s+)*"
            r"(?:поклонни(?:к|ца)|фанат(?:ка)?|любитель(?:ница)?|сторонни(?:к|ца)|ценитель(?:ница)?)\s+"
            r"(?P<rest>" + _RU_KIND + r")",
            r"\bя\s+(?:(?:очень|всегда|особенно)\s+)*(?:придаю\s+(?:(?:большое|огромное|особое)\s+)?значение|"
            r"дорожу|неравнодуш(?:ен|на)\s+к)\s+(?P<rest>" + _RU_KIND + r")",
            r"\bмне\s+(?:(?:очень|прям|реально|всегда)\s+)*(?:заходят|заходит|по\s+душе|по\s+вкусу|нравятся|нравится)\s+"
            r"(?P<rest>" + _RU_KIND + r")",
        ),
        tail=each(
            rx,
            r"[,;—–-]\s*(?P<prefer>(?:вот\s+)?(?:это|такое|такие|так)\s+(?:прям(?:о)?\s+|точно\s+|совсем\s+|"
            r"как\s+раз\s+)?(?:по\s+мне|моё|мое|в\s+моём\s+вкусе|в\s+моем\s+вкусе))" + END,
        ),
    )


def _arabic() -> Frames:
    return Frames(
        cue=_words(
            "خزن|احتفظ|ذاكرت|ملاحظاتك|للمستقبل|لاحق|المعجبين|اهتمام|تستهوين|يستهوين|يروق|تروق|هكذا|ذوقي|اسلوبي|حسابك|حسبانك"
        ),
        remember=each(
            ax,
            r"(?:^|(?<=[،,:]))\s*(?:(?:و|ف)\s*)?(?:خزن|احفظ|ابق|سجل|احتفظ|دون|ضع|خل|خلي)"
            r"(?:\s+(?:هذه\s+المعلومة|هذه\s+المعلومات|هذا|هذه|بهذا|بهذه(?:\s+المعلومة)?|ذلك|بذلك))?"
            r"(?:(?:\s+(?:عندك|لديك|في\s+(?:ذاكرتك|ملاحظاتك|بالك|ذهنك|دفترك|رأسك)))+"
            r"(?:\s+(?:للمستقبل|لوقت\s+لاحق|لاحقا|فيما\s+بعد))*|(?:\s+(?:للمستقبل|لوقت\s+لاحق|لاحقا|فيما\s+بعد))+)"
            r"(?:\s*[:،,—]\s*(?:(?:أن|ان|بأن)\s+)?|\s+(?:أن|ان|بأن)\s+)(?P<rest>.+)",
            # the verb left open, the agent's memory or notes ask to keep it: "ضعها في ملاحظاتك: …"
            r"(?:^|(?<=[،,:]))\s*(?:(?:و|ف)\s*)?\S+(?:\s+(?:هذا|هذه|ذلك|هذه\s+المعلومة))?\s+في\s+"
            r"(?:ذاكرتك|ملاحظاتك|ذهنك|دفترك|رأسك|حسابك|حسبانك)(?:\s+(?:دائما|دوما|جيدا))?\s*[:،,—]\s*"
            r"(?:(?:أن|ان|بأن)\s+)?(?P<rest>.+)",
        ),
        prefer=each(
            ax,
            r"(?:^\s*|(?<=[،,:])\s*|أنا\s+)(?:من\s+أشد\s+المعجبين\s+ب|معجب(?:ة)?\s+(?:جدا\s+)?ب)\s*(?P<rest>"
            + _AR_KIND
            + r")",
            r"(?:^|(?<=[\s،,]))(?:(?:أنا|شخصيا)\s+)*(?:أولي\s+(?:اهتماما|أهمية)\s+(?:(?:كبيرا|كبيرة|خاصا|خاصة)\s+)?"
            r"(?:ل|ب)|تستهويني|يستهويني|تروقني|يروقني|تروق\s+لي|يروق\s+لي)\s*(?P<rest>"
            + _AR_KIND
            + r")",
        ),
        tail=each(
            ax,
            r"[،,;—–-]\s*(?P<prefer>(?:هكذا|بهذا\s+الشكل)(?:\s+بالضبط)?\s+(?:أحبها|أحبه|أحبهم|أفضلها|أفضله|"
            r"تعجبني|يعجبني)|(?:هذا|هذه|ذلك)\s+(?:بالضبط\s+|تماما\s+)?(?:ذوقي|على\s+ذوقي|أسلوبي|ما\s+أحبه|ما\s+أفضله))"
            + END,
        ),
    )


def _chinese() -> Frames:
    keep = (
        r"存(?:一下|个档|档|起来|好|下来|着)?|留(?:个底|个档|个记录|一下|着)|"
        # an errand's words: "帮我记个事：", "幫我記起來：", Cantonese "記實啦，", "存个备忘：" / "做個備忘："
        r"记(?:个|件)事(?:儿)?|记起来|记实|(?:(?:存|做|留|写)(?:个|一个|一条)?)?备忘(?:一下)?|"
        # a note's heading opening the message, as 备忘： is ("備註：三樓會議室的投影機要用HDMI轉接頭",
        # "記錄用：…", "记事：…"; not 记事本, a notebook; a heading noun or one with its measure only before its colon: 备查：, 便签：, 提醒自己：, 备忘一则：, 存档一条：)
        r"(?<![\u4e00-\u9fff])(?:备注|记录用|记事(?!本)|(?:备查|便签|要记的|重点记下|提醒自己|(?:备忘|记事|存档|留底)(?:一则|一条|一笔))(?=\s*[：:]))|"
        r"记(?:到|在|进)[^，,：:。]{1,8}(?:上|里|中)|记牢|记好|放在心上|放心上|心里有(?:个)?数|心里有底|记录(?:一下|下来)|"
        r"收(?:好|着|著|下)|[归歸建存](?:个|個)?[档檔]|[记記]下[来來]|[记記](?:上)?一[笔筆]"
    )
    # a time it is kept for, said as a use to come: "以后用得上", "回头要用"
    later = (
        r"(?:[，,]\s*)?(?:以后|以後|往后|往後|今后|今後|回头|回頭|将来|將來)(?:都|会|會|还|還|肯定|一定|应该|應該)*"
        r"(?:用得上|用得着|用得著|用得到|要用|有用|会用到|會用到)"
    )
    # the agent's memory or notes, with any verb: "往你的知识库里加一条：", "收進備忘錄："
    memory = r"备忘录|備忘錄|知识库|知識庫|笔记|筆記|小本本|记事本|記事本|脑子|腦子"
    # the agent's memory itself ("把这个加到你的记忆里：", "加入你的記憶："), not a memory card, RAM
    # (記憶體) or the faculty (记忆力)
    memory += r"|(?:记忆|記憶)(?![体卡力棒])"
    degree = r"(?:一般|其实|比较|更|挺|蛮|蠻|很|特别|非常|真的|一向|一直|向来|满|滿|超|最)*"
    return Frames(
        cue=_words(
            "存|留个|留個|备忘|備忘|备注|備註|备查|備查|便签|便簽|要记的|要記的|提醒自己|记录用|記錄用|记事|記事|心上|有数|有數|有底|记到|記到|记在|記在|记牢|記牢|记录|記錄|待见|待見|推崇|中意|钟意|鍾意|青睐|青睞|一套|胃口|合我|我的菜|这味|這味|这口|這口|吃那|吃这|吃這|"
            "收好|收着|收著|收下|档|檔|记下|記下|记个|記個|记件|記件|记起|記起|记实|記實|知识库|知識庫|笔记|筆記|小本本|记事本|記事本|脑子|腦子|"
            "记忆|記憶"
        ),
        remember=each(
            zx,
            # (an errand asked in passing: "顺手帮我记个事：", "另外幫我存個備忘：")
            r"(?:^|(?<=[，,：:、]))\s*(?:(?:顺便|顺手|另外|还有|对了|再)\s*)?(?:(?:往后|以后|今后|回头)(?:你)?)?(?:这个|这点|这条|这些|这事|那个)?(?:你|您)?"
            r"(?:请你?|麻烦你?|唔该(?:你)?)?(?:帮我|给我|替我)?(?:把(?:这|那)(?:个|点|条|些)?)?(?:"
            + keep
            + r")(?:喔|哦|啊|吧|哈|呀|啦)?(?:"
            + later
            # after a use to come, "就是" opens what is kept as a colon does (a voice's run-on)
            + r")?\s*(?:[：:，,]|(?<=[上着著到用])就是)\s*(?P<rest>.+)",
            r"(?:^|(?<=[，,：:、]))\s*[^，,：:。！？!?\n]{0,10}?(?<!我的)(?:"
            + memory
            + r")(?:里|裡|中|上)?(?!有)[^，,：:。！？!?\n]{0,5}[：:]\s*(?P<rest>.+)",
            # put into the agent's memory before a comma: "帮我加到记忆里，我儿子在向日葵班" (a verb of
            # putting names the act; "记忆里，小时候…" alone is a reminiscence)
            r"^\s*(?:请你?|麻烦你?)?(?:帮我|给我|替我)?(?:把(?:这|那)(?:个|条|些)?)?(?:加|放|存|写|记|收)(?:到|进|入|在)"
            r"(?:你的)?(?:记忆|記憶)(?![体卡力棒])(?:里|中)?\s*[，,]\s*(?P<rest>.+)",
        ),
        prefer=each(
            zx,
            r"(?:^|(?<=[，,：:]))\s*(?:我|我个人)"
            + degree
            + r"(?:待见|推崇|中意|钟意|青睐|认可|喜爱)"
            r"(?P<rest>(?![你您他她它])[^。！!]*?的[^。！!]+)",
            r"(?:^|(?<=[，,：:]))\s*(?:我|我个人)"
            + degree
            + r"吃\s*(?P<rest>[^。！!]{1,40}?(?:那|这)一套[^。！!]*|"
            r"(?:那种|这种|那类|这类)[^。！!]*?的[^。！!]+)",
        ),
        tail=each(
            zx,
            r"(?P<prefer>[，,]?\s*(?:(?:最|很|挺|特别|真|就)?(?:对我(?:的)?胃口|合我(?:的)?(?:意|胃口)|是我的菜)|"
            r"我(?:就|最|真)?(?:吃|爱|好)(?:这一套|这套|这一口|这口|这味)))(?:了|啦|呀|哦)?[。！!]*\s*$",
        ),
    )


def _japanese() -> Frames:
    suffix = r"(?:ておいて|とい?て|て)(?:ほしい(?:んだけど|んですけど|です(?:けど|が)?)?|ください|ね|な|よ)?"
    return Frames(
        cue=_words(
            "控え|片隅|記録に|残しと|取っと|置いと|保存し|後で|好感|推して|重視|がいい|ありがたい|助か|メモリに|記憶に"
        ),
        remember=each(
            rx,
            r"^\s*(?:(?:後で使うから|後で|今後のために|念のため)[、,]?\s*)?(?:(?:これ|以下|次のこと)(?:を|は)?[、,]?\s*)?"
            r"(?:(?:(?:頭の片隅|頭|心|記録|メモ|手帳)に\s*(?:置い|入れ|残し|留め))|控え|保存し|記録し|"
            r"(?<=から)取っ|(?<=後で)\s*取っ|"
            # the agent's memory named: "メモリに追加して：…", "記憶に入れといて、…"
            r"(?:(?:あなたの|君の)?(?:メモリ|記憶)に\s*(?:追加し|入れ|登録し|残し)))"
            + suffix
            + r"\s*[：:、,]\s*(?P<rest>.+)",
        ),
        prefer=each(
            rx,
            # a topic, then the kind that is best for the speaker: "報告書は、…みたいなのがいいな"
            r"^\s*(?P<rest>[^、,。]{1,20}(?:は|って)[、,]\s*[^。]+?(?:の|やつ|もの))が(?:一番|すごく|やっぱり|とても)?"
            r"(?:いいな|いいです(?:ね)?|いいんです(?:よね)?|ありがたい(?:です|んですよね|んだよね)?|助かります|"
            r"助かる(?:んですよね)?|好みです)" + END,
        ),
        tail=each(
            rx,
            r"(?P<prefer>を(?:すごく|とても|かなり|特に|一番)?(?:重視して|推して)(?:います|ます|る|いる)(?:ね|よ)?)"
            r"[。！!]*\s*$",
            r"(?P<prefer>(?:って|は)[、,]?\s*(?:すごく|とても|かなり|本当に)?好感が持て(?:ます|る)(?:ね|よ)?)[。！!]*\s*$",
        ),
    )


def _korean() -> Frames:
    return Frames(
        cue=_words(
            "머릿속|머리에|챙겨|보관|기록해|저장해|중요하게|좋게|끌리|스타일|취향|게 좋|게 제일|좋아해|좋아합|이 좋|가 좋|"
            "메모리|기억에"
        ),
        remember=each(
            rx,
            r"^\s*(?:(?:이거|이건|이것|이\s?점|이\s?내용|다음)\s?(?:좀\s?)?)?(?:꼭\s?|잘\s?)?"
            r"(?:(?:나중을\s?위해(?:서)?|나중에\s?쓰게|앞으로를\s?위해)\s?챙겨|(?:머릿속|머리|기억|메모|수첩|노트)에\s?넣어|"
            r"(?:(?:머릿속|메모|수첩|노트)에\s?)?(?:보관해|기록해|저장해))\s?"
            r"(?:둬|둬요|두세요|놔|놔요|놓으세요|둬\s?줘|놔\s?줘|놔\s?주세요|둬\s?주세요)[어요~!]*\s*[,:]\s*(?P<rest>.+)",
            # the agent's memory named, any verb of putting: "메모리에 추가해 줘: …", "기억에 저장해 주세요: …"
            r"^\s*(?:(?:이거|이건|이것|이\s?내용)\s?(?:좀\s?)?)?(?:네\s?)?(?:기억|메모리)(?:에|에다)\s?(?:좀\s?)?"
            r"(?:추가해|저장해|넣어|보관해|담아)\s?(?:줘요|줘|주세요|둬요|둬|두세요|놔요|놔)[~!]*\s*[,:]\s*(?P<rest>.+)",
        ),
        prefer=each(
            rx,
            # the speaker first, then a kind its own clause makes (an adnominal before the noun) and a
            # liking: "저는 표로 정리된 보고서를 좋아해요", "전 칸이 넓은 양식이 좋아요"
            r"^\s*(?:(?:그리고|또|참고로|아)\s*,?\s*)?(?:저는|전|나는|난)\s+(?P<rest>[^,.?]*?["
            + _KO_ADNOMINAL
            + r"]\s[가-힣]+(?:\s[가-힣]+)?)(?:을|를|이|가)\s?(?:정말\s?|참\s?|제일\s?|가장\s?|꽤\s?|특히\s?|훨씬\s?)?"
            # (반말's bare 좋아 too: "난 짧은 답변이 좋아")
            r"(?:좋아해요|좋아합니다|좋아해|좋아요|좋습니다|좋아)[.!~]*\s*$",
            # a topic, then the way of it the speaker likes: "회의록 같은 건 … 정리해 주는 게 좋아요"
            r"^\s*(?P<rest>[^,.]{1,20}?(?:\s?같은\s?건|는|은)\s.+?(?:는|은|던|운|한))\s?(?:게|것이)\s?"
            r"(?:제일\s?|가장\s?|딱\s?|훨씬\s?)?(?:좋아요|좋더라고요|좋습니다|제\s?스타일이에요|제\s?취향이에요|"
            r"제\s?스타일입니다)" + END,
        ),
        tail=each(
            rx,
            r"(?P<prefer>(?:을|를)\s?(?:아주\s?|정말\s?|참\s?|꽤\s?|특히\s?)?(?:중요하게|소중하게|좋게|높이|높게)\s?"
            r"(?:생각해요|생각합니다|봐요|봅니다|여겨요|쳐요))[.!~]*\s*$",
            r"(?P<prefer>(?:에|에게)\s?(?:좀\s?|많이\s?)?끌리(?:더라고요|더라|네요|어요|거든요))[.!~]*\s*$",
        ),
    )


# A Hangul syllable closed by ㄴ: the adnominal ending of a verb or adjective ("정리된", "넓은", "말해 주는")
_KO_ADNOMINAL = "".join(chr(c) for c in range(0xAC00, 0xD7A4) if (c - 0xAC00) % 28 == 4)


_SLOTS = {
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


def slots_of(code: str) -> Frames:
    """The language's slot frames (compiled when its parts are)."""
    build = _SLOTS.get(code)
    return build() if build is not None else Frames()
