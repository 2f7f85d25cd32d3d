"""The words that say a clause's push onto the branches it names is not asked of the agent, though
no negation the checker sees stands in it: refused in other words, carried over from a refusal,
needed or put in doubt, someone else's, or the topic of a statement. Since fix-z-allowed
(0860febf) a clause with a push and a branch beside a refusal is read as asking the push there
(read_branches._push_asked), which frees the branch: each of these clauses freed a branch the rule
keeps, and the hook let the push through (issue 33, found by probes; read_branches asks here)."""

from __future__ import annotations

from app.domain.compliance.word_tables import Lazy, table

# The words that refuse the push they close, in its clause or as the clause after it: a refusal
# carried over ("auf release pushen ebenfalls", "… genauso wenig", "pushing to release, likewise",
# "pousser sur release, idem", "hacer push a release tampoco", "pushare su release nemmeno",
# "пушить в release аналогично", "والدفع إلى release بالمثل", "Main bleibt tabu, genau wie das
# Pushen auf develop") or German's predicates of refusing ("… bitte unterlassen", "… hat zu
# unterbleiben", "… lass bleiben", "… verkneif dir", "… kannst du vergessen", "… fällt flach",
# "auf release keinesfalls pushen", "…: Finger weg").
_REFUSAL_WORDS = (
    r"likewise;ditto;ebenfalls;gleichfalls;desgleichen;gleichermaßen;genauso\s+wenig;sowieso;"
    r"erst\s+recht;pareil;idem;également;tampoco;igualmente;lo\s+mismo;nemmeno;neanche;neppure;"
    r"altrettanto;ugualmente;аналогично;بالمثل;وبالمثل;"
    r"unterlass\w*;unterbleib\w*;bleiben\s+lassen;lass\w*\s+(?:\w+\s+)?bleiben;sein\s+lassen;"
    r"lässt\s+du;verkneif\w*;vergessen;fällt\s+flach;verbietet\s+sich;keinesfalls;недопустим\w*;"
    r"(?:sollte|solltest|sollten)\s+(?:\w+\s+)?lassen;nein(?=\s*[.!]*\s*$);finger\s+weg;fehlanzeige;"
    r"genau\s+wie;genauso\s+wie;ebenso\s+wie"
)
REFUSAL = table(_REFUSAL_WORDS)

# What a push needs, said in its clause or in the clause after it ("auf release pushen, dafür
# braucht es eine Freigabe", "…, das erfordert eine Freigabe", "…, dafür musst du Anna fragen"):
# not the copulas, which the clause after says of the branch ("…, it is the integration branch").
_NEEDED = (
    r"need\w*;requir\w*;must;braucht;brauchen;brauchst;benötig\w*;erforder\w*;muss;musst;müssen;"
    r"nécessite\w*;exige\w*;il\s+faut;faut;requiere\w*;necesita\w*;richiede\w*;требует\w*;нужн\w*;"
    r"يتطلب;يحتاج"
)
NEEDED_AFTER = table(_NEEDED)

# What read_branches._NEEDS adds of these: what the push is, in the west's copulas as in English's
# "is" ("auf release pushen ist unerwünscht", "pousser sur release est exclu", "hacer push a
# release está mal visto", "pushare su release è sconsigliato"); German's needs in their other
# words ("Pushes auf release setzen ein Review voraus", "… laufen über einen PR", "auf release
# pushen mit Genehmigung", "… vorher absprechen", "… in Ausnahmefällen") and the times, cases and
# ways it puts a push under that CONDITION and TIMED do not hold ("am Freitag auf develop pushen",
# "im Notfall …", "bei Bedarf …", "per Merge Request …", "… in Absprache", "ausnahmsweise …"); a
# push said as whoever does it or what it is for ("Wer auf release pusht, braucht ein Review",
# "Um auf release zu pushen, brauchst du …", "Pour pousser sur release, il faut …"); what it needs
# and the refusals above.
NOT_ASKED = (
    r"ist;sind;est;sont;es;está;están;son;è;sono;"
    r"voraus;bedürf\w*;(?:laufen|läuft|gehen|geht)\s+über;freigabe\w*;genehmigung\w*;absprech\w*;"
    r"abgesprochen;ankündig\w*;höchstens;ausnahme\w*;nachdem;vorher;zuvor;"
    r"frühestens;spätestens;abends;morgens;nachts;täglich;wöchentlich;pro\s+woche;"
    r"am\s+(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende);"
    r"montags;dienstags;mittwochs;donnerstags;freitags;außer;es\s+sei\s+denn;bei\s+bedarf;"
    r"notfall\w*;gegebenenfalls;ggf;zustimmung;ticket\w*;per;via;merge\s+request;pull\s+request;"
    r"ab\s+\d;bis;während;innerhalb;absprache;rücksprache;ausnahmsweise;aufsicht;signiert\w*;"
    r"mit\s+tags?;wer;whoever;quiconque;chiunque;um\s+(?:\S+\s+){0,4}zu\s+pushen;pour\s+pousser;"
    + _NEEDED
    + ";"
    + _REFUSAL_WORDS
)

# (de; en es in the passive) The push said of someone who does it, the subject after the verb ("auf release pusht Anna",
# "… pushen die Maintainer", "… darf die Teamleitung", "… übernimmt der Release-Bot"): their push,
# not one asked of the agent — where the imperative's "pusht" or the infinitive is followed by
# where it goes ("pusht auf die feature-Branches", "auf develop pushen").
SOMEONE_PUSHES = Lazy(
    r"(?<!\w)(?:pusht|pushen|darf|dürfen|macht|machen|übernimmt|übernehmen|erledigt|erledigen)\s+"
    # (a word or two of where or how often between: "pusht bei uns die Teamleitung", "pusht immer
    # die Teamleitung")
    r"(?:(?:bei\s+uns|hier|immer|meist\w*|normalerweise|grundsätzlich|übrigens)\s+){0,2}"
    r"(?:(?:der|die|das|den|dem|ein|eine|unser\w*|nur|ausschließlich)(?!\w)"
    # (a name closing the clause: not a word of the asking nor the agent, "auf develop pushen
    # bitte", "auf develop pusht ihr")
    r"|(?!(?:bitte|immer|stattdessen|einfach|direkt|jetzt|gerne|gern|dann|dort|da|ruhig|ihr|du|wir|sie)\W)"
    r"[a-zäöüß-]+\s*(?:[.!;]\s*)?$)"
    # the push in the passive, by someone or something else ("auf release wird von der
    # Teamleitung gepusht", "release wird automatisch gepusht", "release gets pushed by the
    # pipeline"), and Spanish's doer after its push ("a release hace push Anna")
    r"|(?<!\w)(?:wird|werden)\s+(?:\S+\s+){0,3}?(?:von|vom|durch|automatisch)(?!\w)(?:\s+\S+){0,3}?\s+gepusht"
    r"|(?<!\w)(?:gets?|is|are)\s+(?:\w+\s+)?pushed\s+(?:\w+\s+)?(?:by|automatically)(?!\w)"
    r"|(?<!\w)hacen?\s+push\s+(?!(?:a|al|en|sobre)\s)(?:el\s+|la\s+|los\s+|las\s+)?[a-záéíóúñ-]+\s*[.!;]?\s*$"
)
# (de) The push as the topic of a statement, a verb after it ("auf release pushen verbieten wir",
# "Pushes auf release lehnen wir ab", "… blockiert der Server", "… werden abgelehnt", "… bringt
# Ärger"): said of the push, not asking it. German asks the push by the imperative first ("pushe
# auf develop") or the infinitive closing its clause ("auf develop pushen"), or says it of the
# agent ("… pushen wir gemeinsam", "… pushen darfst du jederzeit").
PUSH_AS_TOPIC = Lazy(
    r"(?:(?<!\w)pushen|(?<!\w)pushes\s+(?:auf|nach|in)\s+\S+)\s+"
    r"(?!(?:wir|ihr|du|bitte|darfst|kannst|sollst|musst|dürft|könnt|geht|passt|klappt)(?!\w))"
    r"[a-zäöüß]"
)

# "After" and "as soon as" in words read_branches' ONLY_WHEN lacks, said in the clause after an
# asked push ("…, nachdem Anna zugestimmt hat", "…, sobald die Tests grün sind", "…, pero solo tras
# la aprobación")
AFTER = table(r"nachdem;sobald;solange;sofern;tras;dopo;بعد")
# A clause after an asked push that widens it, no doubt ("…, auch am Wochenende", "…, even at
# night")
WIDENS = Lazy(
    r"^\s*(?:(?:and|und|et|y|e|и)\s+)?(?:also|too|even|auch|sogar|aussi|même|también|incluso|anche"
    r"|persino|тоже|также|даже)(?!\w)"
)
