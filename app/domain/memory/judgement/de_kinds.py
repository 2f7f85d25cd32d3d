"""German: a plain statement of how each thing of a kind is done here, with no rule word
(the table's `kind_made`; de.py is the rest of the table)."""

from __future__ import annotations

from app.domain.memory.judgement.times import CADENCE as _CADENCE

# --- a plain statement of how each thing of a kind is done here, with no rule word (issue 33,
# twelfth round): a kind with no article (a plural, "alle …", "unsere …") put first, then the verb
# second and the doer after it ("Angebote über zehntausend Euro zeichnet die Vertriebsleitung
# gegen", "Beträge speichert dieses Repo in Cent", "Screenshots macht man bei uns im hellen
# Modus"); a kind and a verb of using, carrying, following, beginning with or going through
# ("Kafka-Topics heißen nach dem Muster …", "Platinen verlassen die Werkstatt mit …"); a place of
# the team's work and "wir" ("In der Nutzerdoku siezen wir die Leser"); a kind, what it is there
# and what it is not ("Geldbeträge sind in diesem Dienst ganze Cent, keine Gleitkommazahlen").
# What shares the form and is no rule: a time of now or a trouble ("gerade", "diese Woche",
# "schon wieder", "zu spät": how things are today), a measure ("viel Speicher"), a mechanism of a
# tool as the doer ("vom Kernel"), the people a product serves ("Nutzer").
NOW = (
    r"(?![^.!?]*(?<!\w)(?:gerade|jetzt|im\s+Moment|derzeit|aktuell|momentan|zurzeit|noch|mehr|heute|morgen|gestern|"
    r"diese\s+Woche|diesen\s+(?:Monat|Sprint|Freitag|Montag)|dieses\s+(?:Jahr|Mal)|ständig|dauernd|oft|manchmal|wieder|"
    r"meistens|viel|wenig|zu\s+spät|zu\s+langsam|langsam|kaum|ausnahmsweise|einmal)(?!\w))"
)
_MECHANISM = (
    r"(?![^.!?]*(?<!\w)(?:vom|von\s+(?:der|dem|einem))\s+(?:[\w-]+\s+)?(?:Scheduler|Kernel|Compiler|Laufzeitumgebung|"
    r"Runtime|Interpreter|Garbage-?Collector|Betriebssystem|Browser|Hypervisor|Orchestrator|Framework|DOM|Parser|Bundler|"
    r"Linker|Loader|virtuellen\s+Maschine)(?!\w))"
)
USERS = r"(?:Nutzer\w*|Benutzer\w*|Kunden|Kundinnen|Anwender\w*|Besucher\w*|Leute)"
# a kind with no article: a noun (capitalised), not a word that opens a clause otherwise
_BARE_KIND = (
    r"^\s*(?:(?:alle|unsere)\s+)?(?!(?-i:(?:Heute|Morgen|Gestern|Jetzt|Dann|Hier|Dort|Da|Das|Die|Der|Den|Dem|Des|Ein|"
    r"Eine|Einen|Einem|Es|Er|Sie|Wir|Ich|Du|Ihr|Man|Wer|Was|Wie|Wann|Warum|Wo|Dies\w*|Jede\w*|Mein\w*|Dein\w*|Eure?\w*|"
    r"Kein\w*|Nur|Auch|Immer|Nie|Bitte|Danke|Bei|In|Im|Am|Vor|Nach|Für|Mit|Ohne|Ab|Bis|Seit|Wenn|Falls|Sobald|Also|"
    r"Und|Aber|Oder|Ja|Nein|Nee|Ok|Okay)(?!\w)))"
    # a noun is capitalised; in a message typed or voice-typed with no capital at all, the kind
    # is the first word that is none of these (issue 33, thirteenth round: "lieferantenrechnungen
    # zahlen wir mit 30 tagen ziel")
    r"(?:(?-i:[A-ZÄÖÜ])|(?=(?-i:[^A-ZÄÖÜ]*)$)(?!(?:heute|morgen|gestern|jetzt|dann|hier|dort|da|das|die|der|den|dem|"
    r"des|ein|eine|einen|einem|es|er|sie|wir|ich|du|ihr|man|wer|was|wie|wann|warum|wo|dies\w*|jede\w*|mein\w*|"
    r"dein\w*|eure?\w*|kein\w*|nur|auch|immer|nie|bitte|danke|bei|in|im|am|vor|nach|für|mit|ohne|ab|bis|seit|wenn|"
    r"falls|sobald|also|und|aber|oder|ja|nein|nee|ok|okay|ähm|äh|ähh|hm|hmm|naja|so|ach|oh|gut|klar|super|schon|noch|"
    r"kannst|könntest|mach|bitte|sag|schau|guck)(?!\w))(?-i:[a-zäöü]))[\w-]*"
)


def first(structure: str, *guards: str) -> str:
    """The structure read first and the guards (each scans the whole sentence) only where it holds."""
    return r"^(?=" + structure + ")" + "".join(guards)


_NARROWED = r"(?:\s+(?:(?-i:[a-zäöüß]+)|(?-i:[A-ZÄÖÜ\d])[\w.-]*)){0,6}?"


# --- a cadence said of the work (issue 33, thirteenth round): a subject (a kind, the team's thing,
# "die Rufbereitschaft", "die Gehaltsabrechnung"), a verb in the plain present and a cadence after
# it ("Die Rufbereitschaft wechselt montags um zehn", "Die Backups … testen wir jedes Quartal"), or
# the cadence put first and the verb second ("Jeden zweiten Dienstag fährt die QA …", "Einmal im
# Quartal prüft das Security-Team …"): a schedule. Never a trouble that recurs ("fällt jeden Montag
# aus"), a state ("ist jeden Montag langsam"), a measure ("dauert jede Nacht zwei Stunden"), a time
# of now.
_PRESENT = (
    r"(?!(?:ist|sind|war|waren|hat|haben|hatte|hatten|wird|wurde|kann|können|muss|müssen|soll|sollen|darf|dürfen|"
    r"dauert|dauern|kostet|kosten|fällt|fallen|stürzt|stürzen|hängt|hängen|bricht|brechen|scheitert|scheitern|"
    r"klemmt|spinnt|nervt)(?!\w))(?-i:[a-zäöü]{2,}(?:t|en|rn|ln))(?!\w)"
)
# a word of the subject: never a finite verb of being, having or a modal (the subject ends there)
_WORD = (
    r"(?:(?!(?:ist|sind|war|waren|hat|haben|hatte|hatten|wird|wurde|kann|können|muss|müssen|soll|sollen|darf|"
    r"dürfen|dauert|dauern|kostet|kosten)(?!\w))[\w.-]+\s+)"
)
_NO_TROUBLE = (
    r"(?![^.!?]*(?<!\w)(?:Fehler\w*|Ausfall|Ausfälle|aus(?=\s*[.,!?]|$)|kaputt|langsam|Probleme?|Störung\w*|"
    r"Absturz|Abstürze|down|hängt|spät|Verspätung\w*)(?!\w))"
)
# the speaker's private life and what a system does by itself (issue 33, thirteenth round)
_NOT_OURS = (
    r"(?![^.!?]*(?<!\w)(?:mein\w*|mich|mir|läuft\s+\w+\s+ab|startet\s+(?:\w+\s+)?neu|automatisch|von\s+selbst|"
    r"selbstständig|Müll|Post|Nachbar\w*)(?!\w))"
)
# ("einmal im Quartal" is a cadence, no one occasion)
_NOW_CADENCED = NOW.replace("|einmal)", r"|einmal(?!\s+(?:im|pro|die|in|jede)))")
assert _NOW_CADENCED != NOW
_CADENCED = (
    first(
        r"\s*(?:(?:der|die|das|unser|unsere|alle)\s+)?" + _WORD + r"{1,6}?" + _PRESENT,
        r"(?=[^.!?]*?" + _CADENCE + r")",
        _NO_TROUBLE,
        _NOT_OURS,
        _NOW_CADENCED,
    ),
    first(
        r"\s*"
        + _CADENCE
        + r"\s*,?\s+"
        + _PRESENT
        + r"\s+(?:der|die|das|wir|man|unser\w*|alle|jede[rs]?)(?!\w)",
        _NO_TROUBLE,
        _NOT_OURS,
        _NOW_CADENCED,
    ),
)


# --- a kind that has a property as something (issue 33, thirteenth round): "csv exporte fürs
# berliner büro haben semikolon als trennzeichen", "Rechnungen an Behörden haben die Auftragsnummer
# als Betreff": what each of the kind carries, as the team's way; never a state of now ("haben
# seit gestern ein falsches …"), a past ("haben mich als … gewählt"), the people a product serves
_HAS_AS = first(
    r"\s*(?:(?:die|alle|unsere)\s+)?(?!"
    + USERS
    + r"(?!\w))(?:[\w.-]+\s+){0,3}?(?:für|fürs|an|aus|vom|von|der|des|im|zur|zum)\s+(?:[\w.-]+\s+){1,4}?haben\s+"
    r"(?:[\w.-]+\s+){1,3}?als\s+\w",
    NOW,
    r"(?![^.!?]*(?<!\w)(?:seit|ge[a-zäöü]+t|falsch\w*|kaputt\w*|mich|uns|dich|euch|ihn)(?!\w))",
)
# --- a kind going through a step or a place, a step of the work named between ("Lieferantenverträge
# gehen vor der Unterschrift durch die Rechtsabteilung", "Forschungsartikel gehen vor der
# Einreichung in ein internes Review", "Firewall-Änderungen laufen vorher über das Security-Team"):
# the way each takes; never of now, nor a verb of going wrong said with its particle ("gehen … unter")
_GOES_THROUGH = first(
    r"\s*(?!"
    + USERS
    + r"(?!\w))"
    + _BARE_KIND[4:]
    + _NARROWED
    + r"\s+(?:gehen|laufen|wandern|kommen)\s+"
    # (only that way, or by an hour: "… laufen nur über ein Ticket", "Krankmeldungen gehen bis 9 Uhr
    # an die Teamleitung", issue 33, fifteenth round)
    r"(?:(?:vorher|zuerst|erst|immer|grundsätzlich|stets|vor|nach|bei|nur|ausschließlich|bis\s+\d{1,2}(?:[.:]\d\d)?"
    r"(?:\s+Uhr)?|bis\s+(?:Monatsende|Quartalsende|Jahresende|Freitag|Montag|Mittag))\s+(?:(?:der|dem|den|jeder|jedem|einer|einem|"
    r"ihrer|ihrem)\s+(?:[\w-]+\s+)?[\w-]+\s+)?){1,2}(?:über|durch|in|ins|zur|zum|an)\s+\S",
    NOW,
    r"(?![^.!?]*(?<!\w)(?:unter|verloren|kaputt|schief|daneben|Zoll)\s*[.!?]?\s*$)",
)


# --- a kind first, the verb second and the team as its doer after it ("lieferantenrechnungen zahlen
# wir mit 30 tagen ziel", "Spesenbelege sammeln wir digital im Portal"): how the team handles each
# (issue 33, thirteenth round); never a verb of having, being, feeling or a modal, nor of now
_WE_HANDLE = first(
    r"\s*(?!"
    + USERS
    + r"(?!\w))"
    + _BARE_KIND[4:]
    + _NARROWED
    + r"\s+(?!(?:haben|hatten|sind|waren|werden|wurden|"
    r"können|konnten|müssen|mussten|sollen|sollten|dürfen|wollen|wollten|hassen|lieben|mögen|brauchen|vermissen|"
    r"finden|suchen|kennen|wissen)(?!\w))(?-i:[a-zäöü]{3,}(?:en|rn|ln))\s+(?:wir|man)\s+(?!nicht\s+mehr)\S",
    NOW,
)


# --- a setting that comes round (events of a kind, in the plural), its verb and a doer said as any
# one of a kind ("In Vorstellungsgesprächen sitzt eine Person von außerhalb des Teams mit", "Bei
# Audits begleitet ein Mitglied der Geschäftsleitung die Prüfer"): who does what there each time
# (issue 33, thirteenth round); never what lacks or goes wrong, a verdict, "man" or "es"
_EACH_TIME_ONE = first(
    r"\s*(?:in|bei|auf|an|nach|vor)\s+(?:den\s+)?(?-i:[A-ZÄÖÜ])[\w-]*(?:en|n|s|ern)\s+(?!(?:ist|war|hat|hatte|gibt|gab|"
    r"fehlt|fehlte|redet|regnet|sieht|stört|nervt|klappt|passiert|dauert|kostet|geht|ging|bricht|hängt)(?!\w))"
    r"(?-i:[a-zäöü]{3,}t)\s+(?:(?:immer|stets|grundsätzlich|jeweils)\s+)?(?:mindestens\s+)?(?:ein|eine|zwei|jemand)\s+"
    r"(?-i:[A-ZÄÖÜ])",
    NOW,
    r"(?![^.!?]*(?<!\w)(?:zu\s+(?:viel|lang|laut|oft|wenig)|nie|keine?)(?!\w))",
)


# --- a role's duty (issue 33, fourteenth round): whoever does a part of the work, named by the role
# (a department or a person's function: "die Hotline", "der Einkauf", "die Schichtleitung", "der
# Rufbereitschaftler"), its verb second in the plain present and what makes it a duty: every item it
# handles, a deadline or a step it comes before ("Der Empfang bestätigt jede Raumbuchung innerhalb
# eines Werktags", "Die Hotline nimmt Rückrufwünsche bis 18 Uhr an"); or the kind put first, the
# verb second and the role after it ("Bestellungen ab 2.000 € gibt der Bereichsleiter frei",
# "Einsprüche bearbeitet die Professorin"). Never a time of now or a past, a feeling, a trouble
# ("Der Drucker streikt vor jeder Präsentation": no role), what a system does by itself.
_ROLE_HEAD = (
    r"(?:(?-i:IT|HR|QA|DPO)|Recht|Finanzen|Legal|Support|[\w-]*(?:leitung|abteilung|team|dienst|service|stelle|büro|"
    r"empfang|vertrieb|einkauf|buchhaltung|verwaltung|disposition|hotline|rezeption|anmeldung|assistenz|redaktion|"
    r"sekretariat|geschäftsführung|leiter|leiterin|chef|chefin|arzt|ärztin|ärzte|kraft|kräfte|praktikant|azubi|azubis|"
    r"tutor|tutorin|tutoren|lehrer|lehrerin|professor|professorin|berater|beraterin|referent|referentin|bearbeiter|"
    r"bearbeiterin|mitarbeiter|mitarbeiterin|mitarbeitende|techniker|technikerin|fahrer|fahrerin|kurier|pfleger|"
    r"pflegerin|apotheker|apothekerin|anwalt|anwältin|jurist|juristin|prüfer|prüferin|entwickler|entwicklerin|"
    r"designer|designerin|admin|planer|planerin|disponent|disponentin|hausmeister|bereitschaftler|manager|managerin|"
    r"koordinator|koordinatorin|assistent|assistentin|einkäufer|einkäuferin|verkäufer|verkäuferin|kassierer|polier|"
    r"vorarbeiter|vorarbeiterin|meister|meisterin|pflegekraft|pflegekräfte|wart|"
    r"kassiererin|redakteur|redakteurin|übersetzer|übersetzerin|moderator|moderatorin|lektor|lektorin)"
    r"(?:in|innen|en|n|e)?)(?!\w)"
)
_DUTY_VERB = (
    r"(?!(?:ist|sind|war|waren|hat|haben|hatte|hatten|wird|werden|wurde|wurden|kann|können|muss|müssen|soll|sollen|"
    r"darf|dürfen|will|wollen|mag|mögen|möchte|hasst|hassen|liebt|lieben|findet|finden|meint|meinen|sagt|sagen|weiß|"
    r"wissen|braucht|brauchen|scheint|scheinen|streikt|streiken|fehlt|fehlen|fällt|fallen|geht|gehen|kommt|kommen|"
    r"kündigt|kündigen|isst|essen|schläft|schlafen|wohnt|wohnen|arbeitet|arbeiten|fährt|fahren|bleibt|bleiben)(?!\w))"
    r"[a-zäöüß]{3,}(?:t|en)(?!\w)"
)
_DUTY_BOUND = (
    r"(?=[^.!?]*?(?<!\w)(?:(?:jede[nmrs]?|alle|sämtliche|innerhalb|binnen|spätestens)\s+\w|bis\s+(?:\d|spätestens)|"
    r"vor\s+(?:jede[nmrs]?|dem|der|Beginn|Versand|Ablauf|Abgabe|Freigabe|Unterschrift|Auslieferung)(?!\w)|"
    r"noch\s+am\s+(?:selben|gleichen)\s+Tag|am\s+(?:Vortag|Vorabend)|vorab(?!\w)|bevor\s|"
    r"am\s+(?:ersten|zweiten|dritten|vierten|fünften|letzten|\w+ten)\s+(?:Werktag|Arbeitstag)))"
)
_PAST_TIME = r"(?![^.!?]*(?<!\w)(?:letzte[nmrs]?\s+(?:Woche|Monat|Jahr|Quartal|Semester)|gestern|vorhin|neulich)(?!\w))"
# ("noch am selben Tag" is a deadline, no time of now)
_NOW_DUTY = NOW.replace("|noch|", r"|noch(?!\s+am\s+(?:selben|gleichen)\s+Tag)|").replace(
    # (and "jeden Morgen", "am Morgen" is the morning, not tomorrow)
    "|morgen|",
    r"|(?<!jeden\s)(?<!jedem\s)(?<!am\s)(?<!den\s)morgen|",
)
assert _NOW_DUTY != NOW
DUTY = (
    first(
        # (twenty-third round: the Swiss article too, "D'Chorleiterin schickt jede Mäntig …", and
        # where the role works after it, "Der Hauswart im Museum zieht jeden Morgen …")
        r"\s*(?:(?:der|die|das|unser|unsere|de|dr)\s+|d['’]\s*)(?:[\w-]+\s+)?"
        + _ROLE_HEAD
        + r"(?:\s+(?:im|am|vom|in\s+der|von\s+der|auf\s+dem)\s+[\w-]+)?\s+"
        + _DUTY_VERB
        + _DUTY_BOUND
        + r"\s+\S",
        _NO_TROUBLE,
        _NOT_OURS,
        _NOW_DUTY,
        _MECHANISM,
        _PAST_TIME,
    ),
    first(
        # (the second clause of a division of the work, too: "Die Tutoren korrigieren die
        # Übungsblätter, Einsprüche bearbeitet die Professorin")
        r"(?:[^,.;!?]*,\s*)?"
        + _BARE_KIND[1:]
        + _NARROWED
        + r"\s+"
        + _DUTY_VERB
        + r"\s+(?:der|die|das)\s+(?:[\w-]+\s+)?"
        + _ROLE_HEAD,
        _NO_TROUBLE,
        _NOT_OURS,
        NOW,
        _MECHANISM,
        _PAST_TIME,
    ),
)


# --- the team's terms, a rate per unit (issue 33, fourteenth round): "wir" or "man", or the impersonal
# passive ("hier wird", "bei uns wird"), and a rate per unit or a term ("Wir rechnen pro Stunde ab",
# "Hier wird nach Aufwand abgerechnet", "Lieferanten zahlen wir mit 30 Tagen Ziel"): how each case is
# charged, paid or delivered; never a past or now.
_PER_UNIT = (
    r"(?:pro|je)\s+(?:[a-zäöü]+e\s+)?(?:Stunde|Tag|Woche|Monat|Quartal|Jahr|Stück|Palette|Seite|Wort|Projekt|Kopf|Person|Einheit)"
    r"(?!\w)|nach\s+Aufwand|pauschal|im\s+Voraus|nachträglich|mit\s+\d+\s+Tagen|stundenweise|tageweise"
)
TEAM_RATE = first(
    r"\s*(?:(?:wir|man)\s+(?!(?:sind|waren|haben|hatten|werden|wurden|können|müssen|sollen|essen|trinken|schlafen|"
    r"ist|hat|wird|kann|muss|soll)(?!\w))[a-zäöü]{3,}(?:en|t)|(?:hier|bei\s+uns|intern)\s+wird|"
    r"(?:[a-zäöü]{3,}(?:en|t))\s+(?:wir|man))\s+(?:[\w.-]+\s+){0,4}?(?:" + _PER_UNIT + r")",
    NOW,
    _PAST_TIME,
)


# --- a kind needing a count of its gate (issue 33, fourteenth round; English's of the thirteenth round
# in en_rules): "Bestellungen über zehntausend Euro brauchen zwei Unterschriften vom Einkauf": what each
# item of the kind passes; never a count of things to have ("zwei neue Festplatten").
GATE_COUNT = first(
    r"\s*(?:(?:alle|die|jede[rs]?|unsere)\s+)?"
    + _WORD
    + r"{1,8}?(?:brauchen|benötigen|erfordern|verlangen|braucht|benötigt|erfordert|verlangt)\s+(?:\w+\s+)?"
    r"(?:immer\s+|stets\s+)?(?:mindestens\s+)?(?:eine[n]?|zwei|drei|vier|fünf|\d+)\s+(?:[\w-]+\s+)?"
    r"(?:Unterschrift(?:en)?|Freigaben?|Genehmigungen?|Reviews?|Prüfungen?|Gegenzeichnungen?|Sichtungen?|"
    r"Prüfer(?:innen)?|Gutachten)(?!\w)",
    NOW,
)


# --- a kind's deadline (issue 33, fourteenth round): a kind in the plural or every item of it, due or
# to hand in by a time or within a span ("Stundenzettel sind jeden Montag bis 12 Uhr fällig", "Alle
# Reisekostenabrechnungen sind bis zum Monatsende einzureichen"); never one thing pointed at ("Der
# Bericht ist …"), the speaker's own, a time of now or a past.
DUE = first(
    r"\s*(?:(?:alle|die|unsere)\s+"
    + _WORD
    + r"{0,5}?sind|"
    + _BARE_KIND[1:]
    + _NARROWED
    + r"\s+sind|"
    r"\s*(?:jede[rs]?)\s+"
    + _WORD
    + r"{0,5}?ist)\s+(?:[\w.-]+\s+){0,5}?(?:fällig|abzugeben|einzureichen|"
    r"einzutragen|vorzulegen|hochzuladen|zu\s+erledigen)(?!\w)",
    _NOT_OURS,
    NOW,
    _PAST_TIME,
)


# --- a kind and a step it takes before or after another (issue 33, fourteenth round; French's
# "procédure" of the twelfth round in fr_kinds): "Neue Lieferanten durchlaufen vor der ersten
# Bestellung eine Bonitätsprüfung", "Praktikanten unterschreiben vor dem ersten Tag die
# Verschwiegenheitserklärung": the way each goes. Never a feeling, eating or sleeping, a time of now,
# the speaker's own.
PROCEDURE = first(
    r"\s*(?:(?:alle|unsere|die)\s+)?(?:(?-i:[a-zäöü]+e[nr]?)\s+)?(?-i:[A-ZÄÖÜ])[\w-]*\s+(?:[\w.-]+\s+){0,2}?"
    r"(?!(?:sind|haben|werden|können|müssen|sollen|dürfen|wollen|essen|trinken|schlafen|fühlen|mögen|lieben|"
    r"hassen|finden|wissen|kennen|brauchen|bekommen|kriegen|"
    # (nor a strong verb's past: "Die Gäste kamen nach dem Essen")
    r"kamen|gingen|standen|saßen|lagen|liefen|fuhren|schrieben|blieben|fanden|nahmen|gaben|sahen|sprachen|"
    r"trafen|aßen|tranken|riefen|schliefen|hielten|ließen|zogen|flogen|trugen)(?!\w))(?-i:[a-zäöü]{3,}en)\s+"
    r"(?:[\w.-]+\s+){0,4}?"
    r"(?:vor|nach)\s+(?:der|dem|jede[mnr]?|ihrer|ihrem|seiner|seinem|Beginn|Start|Abschluss)(?!\w)",
    _NO_TROUBLE,
    _NOT_OURS,
    NOW,
    _PAST_TIME,
)


# (what "man" is never the team's way with: having, knowing, being, a modal, finding or seeing)
_MAN_NOT = (
    r"(?:hat|hatte|weiß|ist|war|kann|konnte|muss|darf|soll|will|mag|findet|glaubt|denkt|sieht|versteht|wird|geht|"
    r"kommt|braucht|kennt|merkt|hört|bekommt|kriegt)(?!\w)"
)


# --- a way the team refuses (issue 33, fifteenth round): "wir", a plain present of doing, a negation
# ("kein", "nicht", "nie") and the bound that makes it a way of working: without, outside, by a
# channel, past an amount ("Wir geben keine Preise am Telefon heraus", "Wir verschicken keine
# Verträge ohne Gegenlesen"). Never a verb of having, knowing, being, a modal, "nicht mehr" or a
# hedge ("Code-Freezes machen wir eigentlich gar nicht mehr, glaube ich"), now or a past.
TEAM_REFUSES = first(
    r"\s*(?:(?:hier|bei\s+uns|im\s+Team)\s+)?(?:wir\s+(?!(?:haben|hatten|wissen|sind|waren|können|kennen|brauchen|"
    r"wollen|müssen|dürfen|sollen|mögen|finden|glauben|denken|sehen|verstehen|werden|gehen|kommen)(?!\w))"
    r"[a-zäöüß]{3,}(?:en|rn|ln)|"
    # (or "man", the team said impersonally, its verb after it or before it: "Man schickt hier keine
    # Verträge als Word-Datei raus", "Hier nimmt man keine Ware ohne Lieferschein an"; issue 33,
    # seventeenth round)
    # (never others acting on the speaker: "Man schickt uns nie Rechnungen per Post")
    r"(?:man\s+(?!"
    + _MAN_NOT
    + r")[a-zäöüß]{3,}t|(?!"
    + _MAN_NOT
    + r")[a-zäöüß]{3,}t\s+man)(?!\s+(?:uns|mir|mich)(?!\w)))"
    r"\s+(?:[\w-]+\s+){0,3}?(?:keine[nmrs]?|nicht|nie|niemals|nichts|niemandem|niemanden)(?!\w)[^.!?]{0,80}?"
    r"(?<!\w)(?:ohne|außerhalb|am\s+Telefon|telefonisch|per\s+(?:Mail|E-Mail|WhatsApp|SMS|Telefon)|"
    # (a format a document does not go out in: "… als Word-Datei", "… als Excel")
    r"als\s+(?:Word|Excel|[\w-]+-Datei|Foto|Screenshot)|"
    r"über\s+(?:WhatsApp|Mail|E-Mail|Telefon|\d)|an\s+Dritte|nach\s+außen|mehr\s+als|vor\s+(?:der|dem|Abschluss|"
    r"Freigabe|Unterschrift))(?!\w)",
    r"(?![^.!?]*(?<!\w)(?:eigentlich|glaube|denke|vermutlich|wohl|vielleicht|soweit\s+ich\s+weiß)(?!\w))",
    NOW,
    _PAST_TIME,
)


# --- the team's place, then an impersonal passive present said of every item or of none (issue 33,
# sixteenth round): "Hier wird jeder Wareneingang fotografiert", "Im Labor werden alle Proben doppelt
# etikettiert", "Hier wird nach Schichtende nichts mehr eingelagert". Never now ("Bei uns wird gerade
# umgebaut", "heute"), "nichts mehr" with no time it is after ("Hier wird nichts mehr repariert": no
# longer), a hedge, a past.
PLACE_PASSIVE = first(
    r"\s*(?:hier|bei\s+uns|intern|im\s+[\w-]+|in\s+(?:der|unserer|unserem)\s+[\w-]+|auf\s+der\s+[\w-]+)\s+"
    r"(?:wird|werden)\s+[^.!?]{0,80}?(?<!\w)(?:jede[rsnm]?|alle|sämtliche|immer|grundsätzlich|stets|nie|niemals|"
    r"nichts|kein\w*|nur|ausschließlich)(?!\w)[^.!?]{0,80}?(?<!\w)(?:ge[a-zäöüß]+(?:t|en)|[a-zäöüß]+(?:iert|ge[a-zäöüß]+(?:t|en)))"
    r"\s*(?:[.!]|$)",
    r"(?![^.!?]*(?<!\w)(?:eigentlich|glaube|denke|vermutlich|wohl|vielleicht|angeblich)(?!\w))",
    r"(?!(?![^.!?]*(?<!\w)(?:nach|ab)\s)[^.!?]*(?<!\w)(?:nichts|keine?)\s+mehr(?!\w))",
    NOW.replace("|mehr|", r"|(?<!nichts\s)(?<!kein\s)(?<!keine\s)mehr|"),
    _PAST_TIME,
)


# --- a day of the week named as the team's day of something, then what is not done then (issue 33,
# fifteenth round): "Montag ist Planungstag, da werden keine Kundentermine gelegt", "Mittwoch ist
# unser Lesetag, da gibt es keine Meetings". Never a holiday ("Feiertag", "Brückentag"), one day
# pointed at ("dieser Montag", "nächsten Freitag": not at the start), a past.
DAY_OF = (
    r"^\s*(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\s+ist\s+(?:bei\s+uns\s+|unser\s+|der\s+)?"
    r"(?!(?:Feiertag|Brückentag|Ruhetag)\b)[\w-]*tag\s*[,;:–—-]\s*(?:(?:da|dann|also)\s+)?(?:(?:werden|wird|gibt\s+es|"
    r"ist|läuft|laufen)\s+)?(?:\w+\s+)?(?:kein\w*|nichts|niemand|nie)(?!\w)"
)


# --- every item of a kind receives its due within a span (issue 33, fifteenth round): "Jede
# Reklamation bekommt innerhalb von zwei Tagen eine Antwort", "Jeder neue Kunde erhält spätestens am
# Folgetag eine Begrüßungsmail". Never without the span (how a system numbers), now or a past.
EACH_GETS = first(
    r"\s*jede[rsn]?\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:bekommt|erhält|kriegt)\s+[^.!?]{0,60}?(?<!\w)(?:innerhalb|"
    r"binnen|spätestens|bis\s+\d|bis\s+(?:zum|Ende)|(?:noch\s+)?am\s+(?:selben|gleichen)\s+Tag|am\s+Folgetag|"
    r"vor\s+(?:dem|der|Beginn|Versand|Ablauf))(?!\w)",
    _NOW_DUTY,
    _PAST_TIME,
)


KIND_MADE = (
    r"^\s*(?:alle\s+|die\s+)?(?:[\w.-]+\s+){0,2}?(?-i:[A-ZÄÖÜ])[\w-]*(?:en|er|n|s|e)\s+"
    r"(?:stehen|werden|kommen|bleiben)\s+(?:immer\s+|grundsätzlich\s+)?"
    r"(?:im|mit|als|auf|nach|per)\s+\S",
    # or a measure, by the passive ("Backups werden 30 Tage aufbewahrt") or by the team with
    # the kind put first ("Logs heben wir 30 Tage auf"): how long or how much, for each
    r"^\s*(?:alle\s+|die\s+)?(?:[\w.-]+\s+){0,2}?(?-i:[A-ZÄÖÜ])[\w-]*\s+(?:werden|bleiben|[a-zäöü]+\s+wir)\s+"
    r"(?:\w+\s+){0,2}?(?:\d+|ein|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|\w+zig|hundert)\s+"
    r"(?:Tage|Wochen|Monate|Jahre|Stunden|Minuten|Sekunden|Leerzeichen|Zeichen|Zeilen|Spalten|Versionen)\b",
    # or the passive present with the participle (a lowercase word in -t or -en) closing the
    # clause ("Hotfix-Branches werden
    # vom Release-Tag abgezweigt", "Kundenmails werden vor dem Versand … gegengelesen"): what
    # is done to each item of a kind; never said of now, of no more or negated (a report
    # of what goes wrong: "Die Tests werden gerade nicht ausgeführt")
    first(
        r"\s*(?:alle\s+|die\s+|unsere\s+)?(?:[\w.-]+\s+){0,6}?(?-i:[A-ZÄÖÜ])[\w-]*\s+werden\s+"
        r"(?:(?:[^.,;!?]|(?<=\d)\.){0,60}?\s)?(?-i:[a-zäöüß]{3,}(?:t|en))\s*(?:[.,;!]|$)",
        r"(?![^.,;!?]*\b(?:gerade|jetzt|im\s+Moment|derzeit|aktuell|momentan|zurzeit|noch|mehr|nicht|kaum|"
        r"ständig|dauernd|oft|manchmal|wieder|schon\s+wieder)\b)",
        NOW,
        _MECHANISM,
    ),
    # a kind with no article put first, the verb second (a lowercase word in -t) and the
    # doer after it ("Anfragen von Großkunden beantwortet bei uns das Second-Level-Team",
    # "Android-Builds für den Play Store signiert die Build-Maschine, kein Laptop"); never
    # what one feels or lacks ("hasst", "fehlt"), never said of now or a trouble
    first(
        _BARE_KIND
        + _NARROWED
        + r"\s+(?!(?:ist|war|hat|hatte|wird|wurde|kann|muss|soll|darf|will|gibt|dauert|"
        r"kostet|braucht|hasst|liebt|mag|kennt|versteht|nervt|stört|fehlt|sieht|findet|sucht|weiß|bringt|nimmt|"
        r"gehört|gefällt|klappt|passt)(?!\w))(?-i:[a-zäöü]{3,}t)\s+(?:(?:bei\s+uns|hier|immer|nur|grundsätzlich|"
        r"ausschließlich|stets|zuerst|allein)\s+)*(?:der|die|das|man|dieses|diese|unser|unsere|jede[rs]?|ein|eine)(?!\w)",
        NOW,
    ),
    # likewise with a plural doer counted or named after the verb ("Blogartikel lesen bei uns
    # zwei Redakteure gegen")
    first(
        _BARE_KIND
        + _NARROWED
        + r"\s+(?!(?:sind|waren|haben|hatten|werden|wurden|können|müssen|sollen|dürfen|"
        r"wollen|geben|dauern|kosten|brauchen|hassen|lieben|mögen|kennen|verstehen|nerven|stören|fehlen|sehen|finden|"
        r"suchen|wissen|gehören|gefallen|klappen|passen)(?!\w))(?-i:[a-zäöü]{3,}en)\s+(?:(?:bei\s+uns|hier|immer|nur|"
        r"grundsätzlich|stets)\s+)*(?:zwei|drei|vier|beide|alle|unsere|die|\d+)\s+(?-i:[A-ZÄÖÜ])",
        NOW,
    ),
    # a kind, a verb in the present, an act placed before or after a step of the work
    # ("Podcast-Gäste unterschreiben die Einverständniserklärung vor der Aufnahme"), or a
    # time that recurs ("Mobile Builds für Betatester gehen jeden Mittwoch raus")
    first(
        r"\s*(?!"
        + USERS
        + r"(?!\w))"
        + _BARE_KIND[4:]
        + _NARROWED
        + r"\s+(?!(?:sind|waren|haben|hatten|"
        r"werden|wurden|können|müssen|brauchen|dauern|kosten|fehlen)(?!\w))(?-i:[a-zäöü]{3,}(?:en|rn|ln))\s+"
        r"(?:[\w.-]+\s+){0,4}?(?:(?:vor|nach)\s+(?:der|dem|jeder|jedem)\s+(?-i:[A-ZÄÖÜ])|(?:jeden|jede|jedes)\s+"
        r"(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Tag|Morgen|Abend|Woche|Monat|Sprint|Quartal)|"
        r"montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|täglich|wöchentlich|monatlich|nachts|"
        r"alle\s+(?:zwei|drei|vier|\d+)\s+(?:Tage|Wochen|Monate))(?!\w)",
        NOW,
    ),
    # a kind, then a verb of using, carrying, following, beginning with or going through
    # ("Kafka-Topics heißen nach dem Muster …", "Platinen verlassen die Werkstatt mit …")
    first(
        r"\s*(?!"
        + USERS
        + r"(?!\w))"
        + _BARE_KIND[4:]
        + _NARROWED
        + r"\s+(?:(?:immer|grundsätzlich|stets|alle)\s+)?"
        r"(?:verlassen|heißen|folgen|nutzen|benutzen|verwenden|tragen|beginnen\s+mit|enden\s+(?:mit|auf)|starten\s+mit|"
        r"laufen\s+(?:über|durch)|gehen\s+(?:über|durch)|kommen\s+(?:mit|aus|in|ins)|landen\s+(?:in|im)|bekommen|erhalten)"
        r"\s+\S",
        NOW,
    ),
    # a place of the team's work, the verb second and "wir" ("In der Nutzerdoku siezen wir die
    # Leser", "Im Wiki legen wir Anleitungen unter Howtos ab"); never what one has, finds
    # or talks about now
    first(
        r"\s*(?:in|im|bei|auf|für)\s+(?:(?:der|dem|den|die|das|unserer|unserem|unseren|unsere)\s+)?"
        r"(?-i:[A-ZÄÖÜ])[\w.-]*(?:\s+(?-i:[A-ZÄÖÜ])[\w.-]*)?\s+(?!(?:haben|hatten|sind|waren|finden|sehen|suchen|"
        r"brauchen|wissen|sprechen|reden|hoffen|müssen|können|wollen|werden)(?!\w))(?-i:[a-zäöü]+en)\s+wir(?!\w)",
        NOW,
    ),
    # a kind, what it is in a place of the team's and what it is not ("Geldbeträge sind in
    # diesem Dienst ganze Cent, keine Gleitkommazahlen"); never a verdict ("falsch", "ein
    # Problem", "ein Chaos") nor "not only"
    first(
        _BARE_KIND + r"\s+sind\s+(?:(?:in|im|bei|auf)\s+(?:[\w-]+\s+){1,3}?)?[^,.!?]{1,40}?,\s*"
        r"(?:keine?[nrs]?|nicht)\s+(?!nur(?!\w))[\w.-]+",
        NOW,
        r"(?![^.!?]*(?<!\w)(?:falsch|kaputt|Chaos|Problem\w*|Katastrophe|Ahnung|schlecht|veraltet|fehlerhaft|leer|"
        r"langsam|schnell|teuer)(?!\w))",
    ),
    _HAS_AS,
    _GOES_THROUGH,
    _WE_HANDLE,
    _EACH_TIME_ONE,
)


# The cadence readings, asked by clauses.lasting only of a sentence that holds a cadence (one scan of
# times.CADENCE for every sentence, not one per reading).
CADENCED = _CADENCED


# --- whoever does a part of the work, named by what they do (issue 33, seventeenth round; as
# es_kinds.WHOEVER): "Wer die Kasse macht, zählt am Abend das Wechselgeld", "Wer als Letzter geht,
# schließt die Fenster": the clause of "wer" closed by its verb and a comma, then a present of doing
# and what it acts on; never now, a modal or being ("Wer will, kann …", "Wer das liest, ist …")
WHOEVER = (
    r"^\s*wer\s+(?![^.;!?]*\b(?:heute|gerade|morgen|gestern|diese\s+woche|jetzt)\b)(?!(?:hat|hatte|war|ist)\b)"
    r"[^,.;!?]{2,60}?,\s+(?!(?:ist|war|hat|hatte|kann|konnte|muss|soll|darf|wird|wurde|will|mag|bekommt|kriegt)\b)"
    r"[a-zäöüß]{3,}t\s+(?:\S+\s+){0,3}?(?:die|der|das|den|dem|ein|eine|einen|alle|jede[ns]?|jeder|sein|seine|ihr|ihre)\b"
)


# --- (issue 33, eighteenth round) a role named with what it does, in a relative clause between commas,
# as its subject ("Der Bauleiter, der die Abnahme macht, unterschreibt auch das Übergabeprotokoll",
# "Die Lehrerin, die die Klassenfahrt organisiert, sammelt auch das Geld ein"): whoever does that
# part of the work, as with "wer"; the clause's verb in the present (no past, no now, no modal or
# being), then a present of doing and what it acts on. Never a thing ("Der Drucker, der im Flur
# steht, …": no role), being or a modal after it ("…, ist gerade krank", "…, kann heute nicht …").
WHO_DOES = (
    r"^\s*(?:der|die)\s+(?:[\w-]+\s+)?"
    + _ROLE_HEAD
    + r"\s*,\s*(?:der|die|welche[rs]?)\s+(?![^.;!?]*\b(?:heute|gerade|morgen|gestern|diese\s+woche|jetzt|"
    r"damals|letzte[nmrs]?)\b)[^,.;!?]{2,60}?\s(?!(?:hat|hatte|war|ist|wird|wurde|kann|muss|soll|will|darf)\b)"
    r"[a-zäöüß]{2,}(?<!te)t\s*,\s+"
    + _DUTY_VERB
    + r"\s+(?:\S+\s+){0,3}?(?:die|der|das|den|dem|ein|eine|einen|alle|jede[ns]?|jeder|sich|auch|immer|ins|im|am|"
    r"sein|seine|ihr|ihre)\b"
)
