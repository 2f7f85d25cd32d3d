"""The user's own errands: a rule for what the agent does for the user is Personal (issue 33,
twentieth round).

"Whenever you draft an email to a supplier for me, keep it under 150 words", "Quand tu rédiges mes
relances clients, vouvoie toujours le destinataire", "Wenn du mir Mails entwirfst, …", "Cuando me
prepares correos para proveedores, …", "Когда пишешь за меня письма партнёрам, …", "لما تكتب لي
إيميلات للموردين، …": a condition clause that opens the sentence, the agent's act in it ("when you
…") done for the speaker (for me, on my behalf, me as its indirect object, my things as its object).
The rule is the speaker's way, not the team's: its scope is the user's, wherever it is said. Only
the scope is read here; whether the sentence holds a rule at all is the rest of the judgement's.

Not an errand: a condition on the team's work ("When we ship a release, …"), on a thing's state
("When the build is red, …"), or on someone else's act for the speaker ("When Marco sends me the
report, …": the agent is not its subject)."""

from __future__ import annotations

import re

from app.domain.memory.judgement.needed_words import may_match
from app.domain.memory.judgement.own_limits import NOT_AN_ORDER, my_device, own_limit
from app.domain.memory.judgement.zh_script import zx

# A few words of the act (its verb, its object) between the opening and the speaker.
_GAP = r"(?:[^\s,;:.!?،]+\s+){0,6}?"
# "for me" in the west's words: a lead here, a heading in headed_for_me
FOR_ME = r"for\s+me|pour\s+moi|für\s+mich|para\s+mí|per\s+me|для\s+меня"

_ERRAND = re.compile(
    "|".join(
        (
            # en: "when(ever) you …", "every time / each time / any time you …", then "for me", "on
            # my behalf", or "my …" as its object
            r"^(?:when(?:ever)?|every\s+time|each\s+time|any\s+time)\s+you\s+"
            + _GAP
            + r"(?:for\s+me|to\s+me|on\s+my\s+behalf|my)\b",
            # fr: "quand / lorsque / chaque fois que tu …", "me" as its object or "mes …", "pour moi"
            r"^(?:quand|lorsque|(?:à\s+)?chaque\s+fois\s+que|toutes\s+les\s+fois\s+que)\s+tu\s+(?:m['’]|me\s+|"
            + _GAP
            + r"(?:mes|mon|ma|pour\s+moi|à\s+ma\s+place)\b)",
            # de: "wenn / immer wenn / jedes Mal, wenn du …", "mir", "für mich", "meine …"
            r"^(?:(?:immer|jedes\s+Mal|jedesmal),?\s+)?(?:wenn|sobald)\s+du\s+"
            + _GAP
            + r"(?:mir|für\s+mich|meine[nmrs]?|in\s+meinem\s+Namen)\b",
            # es: "cuando / cada vez que / siempre que" + "me" + the act, or the act "por mí",
            # "para mí", "mis …"
            r"^(?:cuando|cada\s+vez\s+que|siempre\s+que)\s+(?:me\s+|"
            + _GAP
            + r"(?:por\s+mí|para\s+mí|a\s+mí|en\s+mi\s+nombre|mis|mi)(?!\w))",
            # it: "quando / ogni volta che / tutte le volte che" + "mi" + the act, or the act "per
            # me", "i miei …"
            r"^(?:quando|ogni\s+volta\s+che|tutte\s+le\s+volte\s+che)\s+(?:mi\s+|"
            + _GAP
            + r"(?:per\s+me|a\s+me|al\s+posto\s+mio|a\s+nome\s+mio|i\s+miei|le\s+mie|il\s+mio|la\s+mia)\b)",
            # ru: "когда / каждый раз, когда / всякий раз, когда" + the act "за меня", "мне",
            # "для меня", "мои …"
            r"^(?:(?:каждый|всякий)\s+раз,?\s+)?когда\s+(?:ты\s+)?"
            + _GAP
            + r"(?:за\s+меня|мне|для\s+меня|от\s+моего\s+имени|мои\w*)(?![а-яё])",
            # ar: "لما / لمّا / عندما / كل ما / كلما" + the act "لي", "باسمي", "عني", "نيابة عني"
            r"^(?:لما|لمّا|لمَّا|عندما|حين|كل\s*ما|كلما)\s+"
            + _GAP
            + r"(?:لي|باسمي|عني|نيابة\s+عني|بالنيابة\s+عني)(?![\u0621-\u064a])",
            # a lead naming the speaker's own things, then a comma ("Pour mes mails aux artisans,
            # …", "Dans mes réponses aux clients, …", "For my cover letters, …"): not the speaker's
            # team, company or department, nor a view ("in my experience")
            r"^(?:(?:for|in)\s+my|(?:pour|dans)\s+(?:mes|mon|ma)|(?:für|in|bei)\s+meine[nmrs]?|"
            r"(?:para|en)\s+mis|(?:per|nei|nelle|negli)\s+(?:(?:i|le|gli)\s+)?(?:miei|mie)|"
            r"(?:в|во|для)\s+(?:моих|моём|моем)|(?:في|ل)\s*(?:رسايلي|رسائلي|إيميلاتي|مواعيدي))\s+"
            r"(?!(?:team|company|department|office|group|experience|opinion|view|équipe|boîte|service|"
            r"entreprise|avis|expérience|Team|Firma|Abteilung|Büro|Meinung|Erfahrung|equipo|empresa|"
            r"departamento|oficina|opinión|experiencia|squadra|azienda|ufficio|reparto|opinione|esperienza|"
            r"команде|компании|отделе|офисе|опыте|мнении)\b)[^,;:.!?،]{1,40}[,،]",
            # (twenty-third round) the speaker alone as that lead ("For me, put the totals first …",
            # "Pour moi, fais des réponses courtes", "Für mich bitte …"): what follows is for them
            rf"^(?:{FOR_ME}|بالنسبة\s+لي)\s*[,،]",
            # (twenty-sixth round) the work the speaker and the agent do together as that lead ("For
            # everything we do together, …", "Para todo lo que hagamos juntos, …", "Für alles, was ich
            # mit dir mache: …", "Где бы мы ни работали вместе, …"): the speaker's own work
            r"^(?:for\s+(?:everything|anything|all)\s+(?:that\s+)?(?:we|I)\s+do\s+(?:together|with\s+you)"
            r"|pour\s+tout\s+ce\s+qu['’]\s*(?:on|nous)\s+fai(?:t|sons)\s+ensemble|für\s+alles,?\s+was\s+(?:ich\s+mit\s+dir|wir\s+zusammen)\s+mache?n?"
            r"|para\s+todo\s+lo\s+que\s+hagamos\s+(?:juntos|juntas)|per\s+tutto\s+(?:quello|ciò)\s+che\s+facciamo\s+insieme"
            r"|где\s+бы\s+мы\s+ни\s+работали\s+вместе|(?:في\s+)?كل\s+(?:اللي|ما)\s+(?:نعمله|نشتغل\s+عليه)\s+(?:سوا|مع\s+بعض))\s*[,:،]",
        )
    ),
    re.I,
)


# (issue 33, twenty-first round) The speaker's own want or form of address, opening the sentence:
# "I always want to see the SQL before you run …", "Je veux toujours … dans tes réponses", "Quiero
# que siempre me muestres …", "Voglio sempre …", "Mir ist wichtig, dass du mir …", "Мне всегда нужны
# …", "أبغى دايمًا …"; "Háblame siempre de tú", "Dammi del tu", "Duz mich", "Tutoie-moi",
# "Обращайся ко мне на «ты»", "ناديني باسمي": what the speaker wants of the agent for themself.
# Not the team's want of others ("I want the team to …", "Je veux que l'équipe …").
_OWN_WANT = re.compile(
    "|".join(
        (
            r"^i\s+(?:always\s+|really\s+)?(?:want|need)\s+(?!(?:the|our|every|all|everyone|everybody|people|them|him|her)\b)",
            r"^je\s+(?:veux|voudrais)\s+(?:toujours\s+)?(?:que\s+tu\s+me\b|que\s+tu\s+m['’]|(?=[^.!?]*\b(?:tes|ton|ta)\b))",
            r"^(?:tutoie|vouvoie)-moi\b",
            r"^(?:ich\s+(?:will|möchte)|mir\s+ist\s+(?:es\s+)?wichtig),?\s+(?:immer\s+)?dass\s+du\s+(?:mir|mich)\b",
            r"^(?:duz|sieze)\s+mich\b|^(?:sprich|schreib)\s+mich\s+(?:bitte\s+)?(?:immer\s+)?mit\s+(?:du|sie)\b",
            r"^quiero\s+que\s+(?:siempre\s+)?(?:me|mis)\b",
            r"^(?:háblame|trátame|tutéame|llámame)\b",
            r"^voglio\s+(?:sempre\s+)?(?:che\s+)?(?:mi\b|i\s+miei\b|le\s+mie\b)|^voglio\s+sempre\b",
            r"^(?:dammi|datemi|mi\s+dai)\s+(?:sempre\s+)?del\s+(?:tu|lei)\b"
            r"|^(?:scrivimi|parlami|rispondimi)\s+(?:sempre\s+)?dandomi\s+del\b",
            r"^мне\s+(?:всегда\s+)?(?:нужн[аоы]?|важно)\b(?!\s*,?\s*чтобы\s+(?!(?:ты|вы)\b))|^(?:обращайся|обращайтесь)\s+ко\s+мне\b",
            r"^(?:أبغى|ابغى|أبي|ابي|أريد|اريد|عايز|عاوز)\s+(?:دايم[اًً]*|دائم[اًً]*|دايما|دائما)?\s*[\u0621-\u064a]+ي(?![\u0621-\u064a])"
            r"|^(?:أبغى|ابغى|أبي|ابي|أريد|اريد|عايز|عاوز)\s+(?:دايم\S*|دائم\S*)|^(?:ناديني|ناديلي|خاطبني|كلمني)\b",
            # (twenty-fifth round: the formal address asked for, "Bitte siezen Sie mich …", "Por favor,
            # diríjase a mí de usted …", "Прошу в ответах обращаться ко мне …")
            r"^(?:bitte\s+)?siezen\s+sie\s+mich\b|^(?:por\s+favor\s*,?\s*)?(?:diríjase|dirígete)\s+a\s+mí\b"
            r"|^прошу\s+(?:[а-яё]+\s+){0,3}?обращаться\s+ко\s+мне\b",
            # (twenty-sixth round: the want itself said to last, "Je veux toujours les horaires …",
            # "Quiero siempre …", "Ich will immer …", or the speaker's own things wanted a way,
            # "Хочу, чтобы мои отчёты …"; never a want of what others do, "Je veux toujours que
            # l'équipe …")
            r"^je\s+(?:veux|voudrais)\s+toujours\b(?!\s+qu)|^quiero\s+siempre\b(?!\s+que)"
            r"|^ich\s+(?:will|möchte)\s+immer\b(?!\s*,?\s*dass)"
            r"|^(?:я\s+)?хочу\s*,?\s*чтобы\s+(?:мои|мой|моя|моё)(?![а-яё])",
        )
    ),
    re.I,
)


# (issue 33, twenty-second round) A lasting order with the speaker as its receiver or owner, no
# condition before it: "Always give me distances in kilometres", "Don't ever put my one-to-ones on
# a Monday", "Envoie-moi toujours …", "Schick mir … immer …", "A mí pásame siempre …", "Mandami …
# sempre …", "Присылай мне … всегда …", "ابعث لي … دايماً"; or the speaker's want said with an always
# after what is wanted ("Ich will Termine von dir immer …", "Io voglio i preventivi sempre …", "Мне
# цены всегда …", "أنا أبغى الأسعار دايماً"). The errand of the patterns
# above without its condition: the speaker's way. Never an order for someone else ("Send the team
# …", "Schick dem Kunden immer …"), nor one with no always or never ("Send me the report").
_OWN_ORDER = re.compile(
    "|".join(
        (
            r"^(?:(?:please|just)\s+)?(?:always\s+|never\s+|(?:don'?t|do\s+not)\s+ever\s+)(?:give|send|show|tell|"
            r"write|book|put|schedule|quote|list|address|call)\s+(?:me|my)\b",
            # (twenty-fourth round: or a cadence, or the speaker's own reading, after it: "Send me
            # … every Monday", "Пиши мне …, я читаю с телефона")
            r"^(?:please\s+)?(?:give|send|show|tell|write)\s+me\b(?=[^.!?]*\b(?:always|never|every|each\s+time|I\s+read)\b)",
            r"^(?:toujours\s+)?(?:écris|envoie|donne|montre|passe|présente|transmets|mets)-moi\b"
            r"(?=[^.!?]*\b(?:toujours|jamais|chaque|je\s+lis)\b)",
            r"^(?:bitte\s+)?(?:schick|schreib|gib|zeig|nenn|sende)\s+mir\b(?=[^.!?]*\b(?:immer|nie|niemals|jeden|jede|jedes|ich\s+lese)\b)"
            r"|^ich\s+(?:will|möchte)\s+(?:[\wäöüß-]+\s+){1,4}?von\s+dir\s+(?:immer|stets)\b",
            r"^(?:a\s+mí\s*,?\s*)?(?:siempre\s+|nunca\s+)?(?:pásame|pasame|mándame|mandame|dame|envíame|enviame|"
            r"escríbeme|escribime|muéstrame|dime|ponme)\b(?=[^.!?]*\b(?:siempre|nunca|jamás|todos\s+los|todas\s+las|cada|leo)\b)",
            r"^(?:a\s+me\s*,?\s*)?(?:sempre\s+)?(?:mandami|dammi|scrivimi|mostrami|inviami|passami|dimmi|fammi)\b"
            r"(?=[^.!?]*\b(?:sempre|mai|ogni|leggo)\b)|^io\s+voglio\s+(?:i|gli|le|il|la|lo|l['’])\s*[\w'’-]+\s+"
            r"(?:[\w'’-]+\s+){0,2}?sempre\b",
            r"^(?:всегда\s+)?(?:присылай|присылайте|пиши|пишите|давай|давайте|показывай|показывайте|отправляй|"
            r"отправляйте|скидывай|скидывайте|называй|называйте)\s+мне(?![а-яё])"
            r"(?=[^.!?]*(?<![а-яё])(?:всегда|никогда|кажд[а-яё]+|я\s+(?:всё\s+|все\s+)?читаю)(?![а-яё]))"
            r"|^мне\s+(?!(?:кажется|думается|нравится|сказали|говорили|пишут|звонят|надо|нужно)(?![а-яё]))"
            r"[а-яё]+\s+всегда(?![а-яё])",
            r"^(?:ابعث|ابعت|ارسل|أرسل|اكتب|اعطني|عطني|وريني)\s*(?:لي|ليا)(?![\u0621-\u064a])"
            r"(?=[^.!?؟]*(?:دايم|دائم))|^(?:أنا|انا)\s+(?:أبغى|ابغى|أبي|ابي|أريد|اريد|عايز|عاوز)\s+\S+\s+(?:دايم|دائم)",
            # (twenty-fifth round: in curt and regional voices, a cadence or an always after it:
            # "yo just text me … each morning", "Every Friday, send me …", Bavarian "Schreib ma …, i
            # schau des …", Neapolitan "Scriveme sempe …", "Кидай мне … каждое утро", Egyptian
            # "ابعتلي … كل يوم"; never a reply verb, "Contestame siempre en castellano", "ردّ عليّ
            # دائماً بالعربية": the corpus labels the reply's language the team's, dev33e-ar-001)
            r"^(?:(?:yo|hey)\s+)?(?:just\s+)?(?:text|message)\s+me\b(?=[^.!?]*\b(?:always|never|every|each)\b)"
            r"|^every\s+\w+(?:\s+\w+)?\s*,?\s*(?:please\s+)?(?:send|give|text|write)\s+me\b",
            r"^schreib\s+ma\b(?=[^.!?]*\b(?:immer|nie|jeden|i\s+(?:les|schau))\b)",
            r"^scriveme\b(?=[^.!?]*\b(?:sempe|sempre|maje|mai)\b)",
            r"^(?:кидай|кидайте)\s+мне(?![а-яё])(?=[^.!?]*(?<![а-яё])(?:всегда|никогда|кажд[а-яё]+)(?![а-яё]))",
            r"^(?:ابعتلي|ابعتلى|ابعثلي)(?=[^.!?؟]*(?:دايم|دائم|كل\s))",
        )
    ),
    re.I,
)


# The words `_OWN_ORDER` can open with (before a hyphen: "envoie-moi"): a set lookup spares the
# pattern's seven ways for the sentences that open otherwise (it is asked of every candidate rule).
_OWN_ORDER_OPENINGS = (
    "please just always never don't dont do give send show tell write book put schedule quote "
    "list address call toujours écris envoie donne montre passe présente transmets mets bitte "
    "schick schreib gib zeig nenn sende ich a siempre nunca pásame pasame mándame mandame dame "
    "envíame enviame escríbeme escribime muéstrame dime ponme sempre mandami dammi scrivimi "
    "mostrami inviami passami dimmi fammi io всегда присылай присылайте пиши пишите давай "
    "давайте показывай показывайте отправляй отправляйте скидывай скидывайте называй называйте "
    "мне ابعث ابعت ارسل أرسل اكتب اعطني عطني وريني أنا انا"
    # (twenty-fifth round)
    " yo hey text message every scriveme кидай кидайте ابعتلي ابعتلى ابعثلي"
)
_OWN_ORDER_FIRST = frozenset(_OWN_ORDER_OPENINGS.split())

# Arabic's asking and answering verbs: asking or answering the speaker is no way for the speaker's
# sake (`_OWN_SHAPE`, `_OWN_REASON`)
_AR_ASK_ANSWER = r"(?:اسأل|اسال|رد|ردّ)"


# (issue 33, twenty-sixth round) The same order read by its shape, in verbs no list above holds: an
# imperative with the speaker as its receiver, a clitic or an object pronoun right after the verb
# ("Fais-moi …", "Fass mir …", "Schick ma …", "Resumime …", "Poneme …", "Riassumeme …", "Пиши мне
# …", "صيفط ليا …"), and an always, a never or a cadence after it; what the agent sends the speaker
# kept to a size ("Trim whatever you send me …", "Keep every answer you give me …"); and a name or
# a form the speaker asks to be addressed by (`_ADDRESS`). Never "let me" or "remind me" (a notice
# or a reminder, not a way).
_OWN_SHAPE = re.compile(
    "|".join(
        (
            r"^(?:(?:please|kindly|just)\s+)?(?!(?:let|remind|excuse|forgive|ask|answer|reply|tell|give|send|show|write)\b)[a-z]+\s+me\b"
            r"(?=[^.!?]*\b(?:always|never|every|each|I\s+(?:only\s+)?(?:read|glance|look))\b)",
            r"^(?:(?:please|kindly|just)\s+)?[a-z]+\s+(?:what|whatever|everything|anything|every\s+\w+|all\s+(?:the\s+)?\w+)\s+"
            r"you\s+(?:send|give|write|show|pass|hand)\s+me\b",
            r"^(?:toujours\s+)?(?!(?:demande|réponds|reponds)-)[a-zàâçéèêëîïôûùüÿœ]+-moi\b(?=[^.!?]*\b(?:toujours|jamais|chaque|tous\s+les|toutes\s+les|je\s+lis)\b)",
            r"^(?:bitte\s+)?(?!(?:frag|antwort)\w*\s)[a-zäöüß]+\s+(?:mir|ma)\b(?=[^.!?]*\b(?:immer|nie|niemals|jeden|jede|jedes|stets|ich\s+les\w*|i\s+les\w*)\b)",
            r"^(?:siempre\s+|nunca\s+)?(?!(?:preg[uú]nta|cont[eé]sta|resp[oó]nde|respond[eé])me)[a-záéíóúñ]+me\b(?=[^.!?]*\b(?:siempre|nunca|jamás|todos\s+los|todas\s+las|cada|leo)\b)",
            r"^(?:sempre\s+)?(?!(?:chiedi|rispondi)m[ie]\b)[a-zàèéìòù]+(?:mi|me)\b(?=[^.!?]*\b(?:sempre|mai|ogni|leggo)\b)",
            r"^(?:всегда\s+)?(?!(?:спрашива|отвеча|спрос|ответ)[а-яё]*\s)[а-яё]+(?:й|йте|и|ите)\s+мне(?![а-яё])(?=[^.!?]*(?<![а-яё])(?:всегда|никогда|кажд[а-яё]+|(?:я\s+)?(?:всё\s+|все\s+)?читаю)(?![а-яё]))",
            r"^(?!"
            + _AR_ASK_ANSWER
            + r"\s)\S+\s+(?:لي|ليا)(?![\u0621-\u064a])(?=[^.!?؟]*(?:دايم|دائم|كل\s|بقرا|بقرأ|كنقرا))",
        )
    ),
    re.I,
)

# (issue 33, twenty-sixth round) A name or a form the speaker asks to be addressed by ("Kindly
# address me as Dr. Okafor …", "Adressez-vous à moi en m'appelant …", "Sprechen Sie mich … an", "(Le
# ruego que) me llame …", "(La prego di) chiamarmi …", "(Прошу) называть меня …", "(أرجو) أن
# تخاطبني …", the polite lead blanked or not): a way that holds for every reply, no always needed,
# and the speaker's. Never the speaker addressing someone else ("Address the letter to me").
# (mend of issue 33's twenty-sixth-round review) the form of address is the name or the title it
# gives ("address me as Dr. Okafor", "appelez-moi Madame Roy", "chiamarmi dottore"); a time or a
# clause after the verb ("Call me as soon as you land", "Appelez-moi quand vous arrivez", "Chiamarmi
# dopo le sei è meglio") asks for a call, no name
_NO_NAME = (
    r"(?!\s*(?:soon|long|often|early|quickly|usual|when|whenever|once|if|after|before|at|tomorrow|tonight|today|later"
    r"|back|quand|lorsque|dès|si|s['’]|après|avant|demain|ce\s+soir|vers|plus\s+tard|wenn|sobald|falls|nach|vor|morgen"
    r"|heute|später|um|cuando|en\s+cuanto|si|después|antes|mañana|luego|quando|appena|se|dopo|prima|domani|stasera"
    r"|alle|verso|когда|как\s+только|если|после|перед|завтра|вечером|لما|بعد|قبل|بكرة|بكره)(?!\w))"
)
# (mend of issue 33's twenty-seventh-round review) a deadline, this one time or a pace asked ("… bis
# Freitag zu antworten", "отвечать мне до пятницы", "reply to me by Monday", "ترد علي بسرعة", "write
# to me more often") is a request for now, no way every reply keeps
_ONCE = (
    r"(?![^.!?؟]*(?<![\w\u0621-\u064a])(?:bis|до|by|before|until|till|avant|d['’]ici|antes|hasta|entro|prima|this\s+time"
    r"|diesmal|dieses\s+Mal|cette\s+fois|esta\s+vez|questa\s+volta|на\s+этот\s+раз|more\s+often|sooner|faster|öfter"
    r"|häufiger|schneller|plus\s+souvent|plus\s+vite|más\s+a\s+menudo|más\s+rápido|più\s+spesso|чаще|быстрее|срочно"
    r"|بسرعة|اسرع|أسرع|حالا|فورا|فوراً|هالمرة|(?:هذه|هاي)\s+المرة)(?![\w\u0621-\u064a]))"
)
_ADDRESS = re.compile(
    _ONCE
    + "(?:"
    + "|".join(
        (
            r"^(?:(?:please|kindly)\s+)?(?:address|refer\s+to|call)\s+me\s+as\b",
            r"^(?:adressez-vous|adresse-toi)\s+à\s+moi\b|^appelez-moi\b",
            r"^(?:bitte\s+)?(?:sprechen|nennen|reden)\s+Sie\s+mich\b",
            r"^(?:le\s+ruego\s+que\s+)?me\s+(?:llame|trate)\s+(?:de\s+usted|doctora?|señora?|licenciad[oa]|ingenier[oa])\b|^llámeme\b",
            r"^(?:la\s+prego\s+di\s+)?(?:chiamarmi|rivolgersi\s+a\s+me)\b",
            r"^(?:прошу\s+)?(?:[а-яё]+\s+){0,3}?(?:называть|звать|величать)\s+меня(?![а-яё])",
            r"^(?:(?:أرجو|ارجو)\s+)?(?:مناداتي|مخاطبتي|(?:أن|ان)\s+(?:تناديني|تخاطبني))",
            # (twenty-seventh round) how the speaker is to be written to or answered, asked in
            # formal words: "I would ask that you write to me …", "Je vous saurais gré de me
            # répondre …", "Ich bitte Sie, mir … zu schreiben", "Le agradecería que me respondiera …",
            # "Diríjase a mí de usted", "Mi dia del lei", "Прошу вас отвечать мне …", "Прошу в ответах
            # обращаться ко мне …", "أرجو أن ترد علي …": a way for every reply, the speaker's. Never
            # another act asked so ("I would ask that you close the door", "Прошу вас закрыть дверь")
            r"^I\s+would\s+(?:ask|request)\s+that\s+you\s+(?:write|reply|speak|talk)\s+to\s+me\b",
            r"^je\s+vous\s+saurais\s+gré\s+de\s+(?:m['’]\s*(?:écrire|adresser)|me\s+(?:répondre|vouvoyer|tutoyer|parler|écrire))\b",
            # ("прошу вас" comes blanked, "отвечать мне …"; "Ich bitte Sie," is kept, de.py's please)
            # (mend of issue 33's twenty-seventh-round review: never an object in the gap, "mir das
            # Formular zu schreiben" asks for a document; an article only after a preposition)
            r"^ich\s+bitte\s+Sie\s*,?\s+mir\s+(?:(?:in|auf|an|mit|per|über|nach|im|am)\s+(?:der|die|das|dem|den"
            r"|einer|einem|einen|eine)\s+|(?!(?:der|die|das|dem|den|ein|eine|einen|einem|einer|diese[nmrs]?)\s)"
            r"[\w-]+\s+){0,4}?zu\s+(?:schreiben|antworten)\b",
            r"^le\s+agradecería\s+que\s+me\s+(?:escribiera|respondiera|contestara|hablara|tratara)\b"
            r"|^(?:por\s+favor\s*,?\s+)?diríja(?:se|nse)\s+a\s+mí\b|^mi\s+(?:dia|dai)\s+del\s+(?:lei|tu)\b",
            r"^(?:прошу\s+(?:вас\s+|тебя\s+)?)?(?:в\s+[а-яё]+\s+)?(?:(?:писать|отвечать)\s+мне|обращаться\s+ко\s+мне)(?![а-яё])"
            # (a leave or no need is no way asked: "Писать мне можно в любое время")
            r"(?!\s+(?:можно|нельзя|не\s|необязательно|незачем))",
            r"^(?:أرجو|ارجو)\s+(?:أن|ان)\s+(?:تكتب|ترد|تتكلم|تتحدث)\s+(?:لي|معي|عليّ|علي)(?![\u0621-\u064a])",
            # (twenty-eighth round) the same asked as a gratitude on a condition: "Le sarei grato
            # se mi scrivesse …", "Ich wäre Ihnen dankbar, wenn Sie mir … schrieben", "Был бы вам
            # признателен, если бы вы писали мне …", "أكون ممتناً لو كتبت لي …"; never another act
            # ("Le sarei grato se chiudesse la porta")
            r"^(?:le|ti|vi)\s+sarei\s+(?:molto\s+)?(?:grat[oa]|riconoscente|obbligat[oa])\s+se\s+(?:lei\s+)?mi\s+"
            # (a reply asked only with its manner: "…se mi rispondesse in italiano"; "…al più
            # presto" is one reply's haste)
            r"(?:scrivesse|parlasse|desse\s+del|rispondesse(?=\s+(?:sempre\s+)?(?:in\s+(?!fretta|tempo)\w+|con\s"
            r"|per\s+iscritto|brevemente|dando\s+del)))\b",
            r"^ich\s+wäre\s+(?:Ihnen|dir)\s+(?:sehr\s+)?(?:dankbar|verbunden)\s*,?\s+wenn\s+(?:Sie|du)\s+mir\s+"
            r"(?:[\w-]+\s+){0,4}?(?:schrieben|schriebst|antworteten|antwortetest|schreiben\s+würden|antworten\s+würden)\b",
            r"^(?:был|была)\s+бы\s+(?:вам\s+|тебе\s+)?(?:очень\s+)?(?:признател(?:ен|ьна|ьны)|благодар(?:ен|на|ны))\s*,?\s+"
            r"если\s+бы\s+(?:вы|ты)\s+(?:писали|отвечали|писал|отвечал)\s+мне(?![а-яё])",
            r"^(?:أكون|سأكون|بكون|هكون)\s+(?:ممتن|شاكر)\S*\s+(?:لو|إذا|اذا)\s+(?:كتبت|رديت|تكتب|ترد)\s+"
            r"(?:لي|علي|عليّ)(?![\u0621-\u064a])",
        )
    )
    + ")"
    + _NO_NAME,
    re.I,
)


# (issue 33, twenty-seventh round) The speaker's own order given with a reason about the speaker: an
# imperative with the speaker as its receiver right after the verb ("Écris-moi …", "Schreib mir …",
# "Pásame …", "Riassumeme …", "Давай мне …", Russian's object first, "Даты мне пиши …", "لخصلي …",
# "كتب ليا …"), then, after a comma, the speaker in the first person ("…, je mélange le jour et le
# mois", "…, ich verwechsle sonst alles", "…, que yo …", "…, nun c'ho tempo", "…, мне некогда
# читать", "…، معنديش وقت"): the way is asked for the speaker's own sake. Never asking, answering,
# reminding or excusing the speaker, nor a time or a condition after the verb ("Call me when you
# land, I'll be at the station", "Avísame cuando llegues, yo estoy en casa": a call, not a way).
_RU_SELF = r"(?=[^.!?]*,[^.!?]*(?<![а-яё])(?:я|мне|мой|моя|мои|моё|меня)(?![а-яё]))"
_OWN_REASON = re.compile(
    "(?:"
    + "|".join(
        (
            r"^(?:(?:please|kindly|just)\s+)?(?!(?:"
            + NOT_AN_ORDER["en"]
            + r")\b)[a-z]+\s+me\b"
            + _NO_NAME
            + r"(?=[^.!?]*,[^.!?]*\b(?:I|I['’](?:m|ve|ll|d)|my)\b)",
            r"^(?!(?:"
            + NOT_AN_ORDER["fr"]
            + r"|reponds)-)[a-zàâçéèêëîïôûùüÿœ]+-moi\b"
            + _NO_NAME
            + r"(?=[^.!?]*,[^.!?]*\b(?:je|j['’]|mon|ma|mes|moi)\b)",
            r"^(?:bitte\s+)?(?!(?:"
            + NOT_AN_ORDER["de"]
            + r")\w*\s)[a-zäöüß]+\s+(?:mir|ma)\b"
            + _NO_NAME
            + r"(?=[^.!?]*,[^.!?]*\b(?:ich|i|mein\w*|mir)\b)",
            r"^(?!(?:" + NOT_AN_ORDER["es"] + r")me)"
            # (twenty-eighth round: the stressed "a mí" of the reason too, "…, que los kilos a mí no me
            # dicen ná"; never a bare "me", which English says too: "Anytime …, ping me …")
            r"[a-záéíóúñ]+me\b" + _NO_NAME + r"(?=[^.!?]*,[^.!?]*\b(?:yo|mi|mí|mis|tengo)\b)",
            # (twenty-eighth round: the speaker's "I" of Sicily or Naples too, "Dammi du tu, ca iu nun
            # sugnu …", "Scrivimi …, ca iu … confunnu")
            r"^(?!(?:"
            + NOT_AN_ORDER["it"]
            + r")m[ie]\b)[a-zàèéìòù]+(?:mi|me)\b"
            + _NO_NAME
            + r"(?=[^.!?]*,[^.!?]*\b(?:(?:io|mio|mia|miei|mie|c['’]ho|ho|mi)\b|(?:iu|ju|i['’])\s))",
            r"^(?:всегда\s+)?(?!(?:"
            + NOT_AN_ORDER["ru"]
            + r"|прост|извин)[а-яё]*\s)[а-яё]+(?:й|йте|и|ите)\s+мне(?![а-яё])"
            + _NO_NAME
            + _RU_SELF,
            r"^[а-яё]+\s+мне\s+(?:всегда\s+)?(?!(?:"
            + NOT_AN_ORDER["ru"]
            + r")[а-яё]*\s)[а-яё]+(?:й|йте|и|ите)(?![а-яё])"
            + _RU_SELF,
            # (mend of issue 33's twenty-seventh-round review: "to me" as its own word or after a
            # verb that sends, writes or tells; a feminine command's ـلي is no "me", "اتصلي بالعملاء")
            r"^(?!"
            + _AR_ASK_ANSWER
            + r"(?:\s|لي|ليا))(?:\S*?\s(?:لي|ليا)|[وف]?(?:اكتب|كتب|ابعت|ابعث|بعت|بعث|لخص|ترجم|رتب"
            r"|وضح|اشرح|شرح|جيب|هات|حط|حضر|جهز|اعمل|سوي|صور|قول|ارسل|رسل|صيفط|نظم|عدل|صلح)(?:لي|ليا))(?![\u0621-\u064a])"
            r"(?=[^.!?؟]*[،,][^.!?؟]*(?:أنا|انا|راني|عندي|معنديش|ماعنديش))",
            # (twenty-eighth round) the same order in dialect, read by its shape: the object put before
            # the verb in more words ("Расписание парома давай мне …, в числах я …"); Arabic's "me" as
            # the verb's object ("اديني …، أنا مبفهمش …")
            # (the words before it an object, never the particles urging, "Ну давай позвони мне, мне скучно")
            r"^(?:(?!(?:ну|давай|давайте|слушай|ладно|а|так|просто|пожалуйста|короче|вот)\s)[а-яё]+\s+){2,3}"
            r"(?!(?:"
            + NOT_AN_ORDER["ru"]
            + r")[а-яё]*\s)[а-яё]+(?:й|йте|и|ите)\s+мне(?![а-яё])"
            + _RU_SELF,
            r"^(?:[اأإ]?(?:دي|عطي|عط)ني)(?![\u0621-\u064a])(?=[^.!?؟]*[،,]\s*(?:أنا|انا)\s)",
            # (twenty-eighth round) the order asked as a gratitude, the speaker its receiver: "I'd be
            # grateful if you kept your messages to me brief, as I read them …", "Je vous serais
            # reconnaissant de m'écrire …, car je lis …"; the same reason after the comma
            r"^i['’]?d\s+be\s+(?:very\s+|most\s+|really\s+)?(?:grateful|thankful|glad|obliged)\s+if\s+you\s+"
            r"(?=[^,.!?]*\b(?:me|my)\b)(?=[^.!?]*,[^.!?]*\b(?:I|I['’](?:m|ve|ll|d)|my)\b)",
            r"^je\s+(?:vous|te)\s+serais\s+(?:très\s+)?(?:reconnaissante?|obligée?)\s+de\s+(?:m['’]|me\s)"
            r"(?=[^.!?]*,[^.!?]*\b(?:je|j['’]|mon|ma|mes|moi)\b)",
        )
    )
    + ")",
    re.I,
)


def addressed(probe: str) -> bool:
    """True when the sentence (its probe) opens asking to be addressed by a name or a form."""
    return _opens(_ADDRESS, probe.lstrip())


# (issue 33, twenty-seventh round) A gladness said of what is sent or told to the speaker in Korean, the
# speaker named as its receiver or as the owner of what is sent ("…저한테 카톡으로 보내 주시면 좋겠어요",
# "앞으로 제 검진 결과지는 … 보내 주시면 좋겠어요", "…저한테 이메일로 알려 주시면 감사하겠습니다"): a lasting rule of the
# speaker's own, Personal, never a liking saved as "prefer" (request_parts.py's Korean refusal takes it
# too). Never "us" (우리한테) nor another receiver (팀장님한테), nor what is not sent or told.
KO_SENT_TO_ME = (
    # (said for the time to come, 앞으로 / 이제부터 anywhere in it: with none the rule reading takes no
    # lasting want, and the gladness stays a liking; no condition before the receiver, "…바뀌면 저한테도
    # 알려 주시면 좋겠어요" asks once; the honorific's gladness, 주시면 좋겠어요 / 감사하겠습니다)
    # (twenty-eighth round: or each time it is sent, "…보내실 때는 …", "…알려 줄 땐 …", a when of
    # the act's own: "제게 버스 시간표를 보내실 때는 사진 말고 글자로 보내 주시면 좋겠습니다")
    r"^(?=[^.?!]*(?:앞으로|이제부터|\S\s?(?:때는|때마다|땐)\s))(?:(?!면\s)[^.?!]){0,30}?(?:저한테|제게|나한테|내게|저에게|나에게)(?:는|도)?\s"
    r"[^.?!]{0,30}?(?:보내|알려)\s?주시면\s?(?:정말\s?|참\s?)?(?:좋겠어요|좋겠습니다|감사하겠습니다)"
    r"|^앞으로(?:는)?\s(?:제|내)\s[^.?!]{1,20}?(?:은|는)\s[^.?!]{0,30}?(?:보내|알려)\s?주시면"
    r"\s?(?:정말\s?|참\s?)?(?:좋겠어요|좋겠습니다|감사하겠습니다)"
)


# (issue 33, twenty-third round) The speaker named as the one a kind of thing is sent, reported or
# answered to, opening the sentence (after "from now on"): "以后给我发的周报，…", "以後傳給我的估價單，
# …", "以后跟我对账的时候，…", "私宛ての見積もりは、…", "앞으로 나한테 보고할 땐 …", "저한테 보낼 때는 …";
# or the agent's replies to the speaker wanted in one way always ("返事はいつも箇条書きでお願い"). What
# reaches the speaker is the speaker's way. Never "us" (给我们组发的…, 발송은 우리한테), nor another
# receiver (跟客户对账的时候, 팀장님한테 보고할 때는), nor a reply rule with no always and no want
# ("返信は必ず二十四時間以内に": the team's), nor how to talk to the speaker ("之後跟我講話請用台灣的
# 用語…" is labelled the team's way of writing).
_OWN_EAST = re.compile(
    "|".join(
        (
            r"^(?:今後は?|これからは?)?[、,]?\s*(?:(?:私|僕|俺|わたし|自分)(?:宛て|宛|あて)の|(?:私|僕|俺|わたし)への(?=[^、,。]{1,6}(?:は|、))|"
            r"(?:返信|返事|お返事|回答)(?:は|も)(?:いつも|常に|毎回)(?=[^。]*(?:お願い|ほしい|欲しい)))",
            # (twenty-sixth round: the speaker's own state given first as the ground of what is asked
            # for the speaker, "나는 매운 걸 못 먹으니까 …골라 줘", "저는 눈이 나빠서 …크게 해 주세요")
            r"^(?:나는|난|저는|전)\s+[^.?!]{2,30}?(?:으니까|니까|니깐|라서|어서|아서|해서|여서)\s*,?\s+"
            r"(?=[^.?!]*(?:줘|줘요|주세요|주십시오)\s*[.!]*\s*$)",
            # (twenty-sixth round: what is told named before the verb, "나한테 운전 연습 일정 알려 줄 때는 …")
            r"^(?:앞으로(?:는)?\s*,?\s*)?(?:저한테|나한테|제게|내게|저에게|나에게)\s*(?:\S+\s+){0,4}?\S+\s*(?:때는|때|땐)(?!\S)",
            # (twenty-fourth round: Kansai's うち as "me", "うちに返事するときは、…")
            # (twenty-sixth round: what is sent named first, "教習所の予定を私に連絡するときは、", and
            # talking with the speaker, "僕と話すときは、")
            r"^(?:今後は?|これからは?)?[、,]?\s*(?:[^、,。]{1,16}?を)?(?:うち|私|僕|俺|わたし)に(?:返事|返信|連絡|報告)(?:する|くれる)(?:とき|時)は",
            r"^(?:今後は?|これからは?)?[、,]?\s*(?:うち|私|僕|俺|わたし)と(?:話す|喋る|しゃべる)(?:とき|時)は",
            # (twenty-seventh round) what is sent, told or handed to the speaker, named after the speaker
            # and its verb ("うちに送る見積もりは、", "僕に渡すレシートは、", "私に塾の連絡を伝えるときは、",
            # Kansai "うちに予約の返事送るときは、"), and keigo's わたくし with whom it comes from
            # ("温泉旅館からわたくしへのご連絡は、"); never coming to the speaker's place (うちに来るときは)
            # (mend of issue 33's twenty-seventh-round review: Kansai's うち is also "our company",
            # "うちに送る見積もりは、必ずPDFで"; it is the speaker only with a favour to the speaker
            # after it, "…てくれたらありがたいわ", a reply to the speaker, "うちに予約の返事送るときは", or
            # 私/僕/あたし … by name)
            r"^(?:今後は?|これからは?)?[、,]?\s*(?:(?:私|僕|俺|わたし|あたし|わたくし|自分)|うち(?=[^、,。]{0,14}?(?:返事|返信)|[^。]*(?:くれ|ありがた|助か"
            r"|嬉し|うれし|ほし|欲し)))(?:に|へ)[^、,。]{0,12}?(?:送る|伝える|出す|渡す|報告する|連絡する)(?:とき|時)?[^、,。]{0,8}?は[、,]",
            r"^(?:今後は?|これからは?)?[、,]?\s*(?:[^、,。]{1,10}?から)?(?:わたくし|うち|私|僕|俺|わたし)への(?=[^、,。]{1,6}(?:は|、))",
            KO_SENT_TO_ME,
            # (twenty-eighth round) by its shape: the speaker, any of its words (Hakata and Kansai's わし
            # too), as the one a thing is done for, sent or told to, whatever the verb, its plain form
            # before とき or a noun it names, then は and a comma ("わしに…知らせるときは、", "俺に送る
            # …時刻表は、", "私に…予約を取ってくれるときは、"), or a thing addressed to the speaker
            # ("わたくし宛てのご案内は、"); Kansai's うち only with a favour to the speaker after it, as above
            r"^(?:今後は?|これからは?)?[、,]?\s*(?:(?:わし|わい|私|僕|俺|わたし|あたし|わたくし|自分)|うち(?=[^。]*(?:くれ|ありがた|助か"
            r"|嬉し|うれし|ほし|欲し)))(?:に|へ)(?!来|く[るれ])[^、,。]{0,16}?[うくすつぬむるぐぶ](?:とき|時)?[^、,。]{0,12}?は[、,]",
            r"^(?:今後は?|これからは?)?[、,]?\s*(?:わし|わたくし|あたし)(?:宛て|宛|あて)の[^、,。]{1,10}?は[、,]",
        )
    )
)
# (mend of issue 33's twenty-seventh-round review) the rule after the comma about the team or all of
# us ("以后帮我留意，项目组每周五交周报", "以后跟我讲一声，团队周会改到周三") is the team's way, the
# speaker only the one to be told
_TEAM_AFTER = r"(?![^。！!？?]*[，,][^。！!？?]*(?:团队|项目组|大家|我们|我哋|全组|同事们))"
_OWN_EAST_ZH = zx(
    r"^(?:以后|之后|今后|往后)?\s*[，,]?\s*(?:(?:发|传|寄|交|回|报)给我|(?:给|跟|同|向)我"
    r"(?:发|传|寄|交|回|报|汇报|对账))(?![们哋地])",
    # (twenty-sixth round) the speaker as the one told, recommended to or answered, in a clause of
    # its time before the rule ("给我推荐药的时候，…", "跟我讲牙科的事情时，…"), what is given or sent
    # to the speaker (Cantonese "畀我嘅單據，…", "寄收據給我，…"); a bare "talk to me" with no time of
    # its own ("之後跟我講話請用…") and the agent's replies ("回覆我的時候…") stay the team's way of
    # writing, as labelled
    r"^(?:以后|之后|今后|往后)?\s*[，,]?\s*(?:给|跟|同|向)我(?:说|讲|推(?:荐|薦)|介绍|解释)"
    r"[^，,。！!？?]{0,14}?(?:的时候|嘅时候|时候|时)(?![们哋])",
    r"^(?:以后|之后|今后|往后)?\s*[，,]?\s*(?:畀我(?:嘅|的)|(?:发|传|寄|交)[^，,。给我]{1,8}给我\s*[，,])",
    # (twenty-seventh round) talking to the speaker about a thing, its 嘢 / 事 closing the clause
    # ("同我講藥嘅嘢，…", "之後同我講嘢，…", "之後同我傾偈，…"), or after "from now on" about anything
    # ("以後跟我說補習班的成績，…"; never 講話 with an order inside, "之後跟我講話請用…", labelled the
    # team's way of writing); an errand run for the speaker in a clause of its time, Cantonese
    # 嗰陣 too ("之後幫我訂車的時候，…", "你幫我揀茶葉嗰陣，…"), or after "from now on" ("之後幫我排班，…")
    _TEAM_AFTER
    + r"(?:^(?:(?:以后|之后|今后|往后|日后)\s*[，,]?\s*)?(?:跟|同)我(?:(?:说|讲)[^，,。！!？?]{0,12}?(?:嘢|的事情?|嘅事)|倾偈)\s*[，,]"
    r"|^(?:以后|之后|今后|往后|日后)\s*[，,]?\s*(?:跟|同)我(?:说|讲)(?![们哋话])(?:(?!请)[^，,。！!？?]){1,14}?[，,]"
    r"|^(?:(?:以后|之后|今后|往后|日后)\s*[，,]?\s*)?(?:你)?帮我[^，,。！!？?们哋]{1,12}?(?:的时候|嘅时候|时候|嗰[阵陣])\s*[，,]"
    r"|^(?:以后|之后|今后|往后|日后)\s*[，,]?\s*帮我[^，,。！!？?们哋]{1,8}?[，,])",
    # (twenty-eighth round) by its shape: the speaker as the one served or sent to in the clause after
    # "from now on", whatever the verb ("往后替我挑…，", "往后给我算…的账，", "日後寄…嘅單畀我，", "以后有…的事直接
    # 发我邮箱就好"), after the speaker's own ground at most ("我这人怕麻烦，以后…", "我對數字好冇概念，以後同我講…");
    # never "us", with me together (跟我一起), whoever comes to me (…的，), nor the team after the comma;
    # nor how the agent writes, talks or works (以后别给我写…, 以后跟我说话…, 以后帮我把…总结…: labelled the
    # team's way)
    _TEAM_AFTER
    + r"^(?:我(?:这人|这个人|对|本人)?[^，,。！!？?你您们哋]{1,12}?[，,]\s*)?(?:以后|今后|往后|日后)\s*[，,]?\s*"
    # (a clause closing the sentence names the channel or the manner, "…直接发我微信就好", "…就講整數得啦";
    # "往后给我讲讲你的旅行吧", "以后有机会给我带点特产" ask a chat or a gift, no way)
    r"(?=[^，,。！!？?]*(?:[，,]|微信|邮箱|邮件|短信|电话|写|回复|就|得啦|便可))"
    r"(?:(?:替|给|同|跟|向)我(?![们哋把写回]|一起|一齐|一块|说话|讲话)|[^，,。！!？?你您别不把]{0,14}?(?:畀|给|发|传|寄|交|报|告诉|通知)我(?![们哋把写回]))"
    r"[^，,。！!？?]{0,14}?(?<!的)(?:[，,]|[。！!]?\s*$)",
)


def _own_order(probe: str) -> bool:
    first = probe.split(None, 1)
    if not first or first[0].lower().split("-", 1)[0].rstrip(",،") not in _OWN_ORDER_FIRST:
        return False
    return _OWN_ORDER.match(probe) is not None


def for_the_user(probe: str) -> bool:
    """True when the sentence (its probe, openers blanked) opens with an errand the agent runs for
    the speaker, the speaker's own want or form of address, or a lasting order for the speaker."""
    probe = probe.lstrip()
    return (
        _opens(_ERRAND, probe)
        or _opens(_OWN_WANT, probe)
        or _own_order(probe)
        or _opens(_OWN_SHAPE, probe)
        or _opens(_ADDRESS, probe)
        or _opens(_OWN_REASON, probe)
        or own_limit(probe)
        or my_device(probe)
        # (the eastern forms open with a Han, kana or Hangul character: Latin text skips them)
        or (
            probe[:1] >= "\u3000"
            and (_OWN_EAST.match(probe) is not None or _OWN_EAST_ZH.match(probe) is not None)
        )
    )


def _opens(pattern: re.Pattern[str], probe: str) -> bool:
    # (the pattern's needed words first, one scan for them all: a sentence lacking them cannot
    # match, and most lack them; these alternations, each way with lookaheads to the sentence's
    # end, cost several times that scan, ~5 % of the judgement asked of every rule; needed_words)
    return may_match(pattern, probe) and pattern.match(probe) is not None
