"""German."""

from __future__ import annotations

from functools import cache

from app.domain.memory.judgement import world
from app.domain.memory.judgement.de_kinds import KIND_MADE, NOW, USERS, first
from app.domain.memory.judgement.de_requests import request_forms
from app.domain.memory.judgement.lexicon import (
    Lexicon,
    each_needs,
    rx,
    taken_back,
    verbless,
    wish_every,
    words,
)


@cache
def table() -> Lexicon:
    """This language's table, compiled on first use (only for text in its script)."""
    return Lexicon(
        code="de",
        openers=rx(
            r"^\s*(?:hallo|hi|hey|moin|servus|guten\s+(?:morgen|tag|abend)|danke(?:\s+(?:schön|sehr|für\s+[^,.!:;]{1,40}))?|"
            r"ok(?:ay)?|gut|super|prima|perfekt|also|und|übrigens|noch\s+(?:etwas|was|eine\s+sache)|ach\s+ja|ach\s+und|ach\s+so|"
            r"apropos|nebenbei(?:\s+bemerkt)?|"
            r"eine\s+(?:neue\s+)?regel|wichtig|kurz|echt(?:\s+jetzt)?|ernsthaft|mensch|Mann)"
            r"\s*(?:[,:!\-–—]+\s*|\s+(?=(?:ab|von|künftig|immer|nie|niemals|bitte|merk|ich|wir|in|jedes)\b))",
            # a filler of hesitation opening a voice-typed sentence ("ähm die forschungspraktikanten
            # dürfen …"): nothing said yet (issue 33, thirteenth round)
            r"^\s*(?:ä+h+m*|ö+h*m+|h+m+)\s*,?\s+(?=\w)",
        ),
        # ("ich bitte Sie, …" asks in a verb: kept whole in the stored words, never left "Ich Sie, …")
        please=rx(r",?\s*(?<!\bich\s)\bbitte\b\s*,?\s*"),
        closers=rx(r",?\s*\bdanke(?:\s+(?:dir|schön|sehr))?\b(?=\s*[.!]*\s*$)"),
        lead_in=rx(
            r"\b(?:ab\s+jetzt|ab\s+sofort|ab\s+heute|von\s+jetzt\s+an|von\s+nun\s+an|ab\s+nun|künftig|"
            r"zukünftig|in\s+Zukunft|fortan|für\s+die\s+Zukunft|(?:beim|ab\s+dem)\s+nächsten\s+Mal|"
            r"nächstes\s+Mal|fürs\s+nächste\s+Mal)\b\s*[,:]?\s*",
            r"\b(?:und\s+)?nicht\s+nur\s+(?:für|bei|in)\s+diese[nmrs]?\s+(?:Aufgabe|Ticket|Mal|PR|Änderung|"
            r"Sprint|Fix)\b\s*[,:]?\s*",
        ),
        scope_user=rx(
            r",?\s*\bin\s+(?:allen\s+meinen|all\s+meinen|jedem\s+meiner)\s+(?:Projekten|Projekte|Repos|Repositories)\b\s*[,:]?\s*",
            r"\bin\s+allen\s+Projekten\b\s*[,:]?\s*",
            r"^\s*überall\s*[,:]\s*|^\s*(?:für|in|bei)\s+(?:alle|allen|all)\s+meine[nrs]?\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}?\s*[,:]\s*(?!\s*(?:der|die|das|es|er|sie|wir|ich|war|ist|sind|waren|hat|haben)\b)",
            r"\begal\s+in\s+welchem\s+Projekt\b\s*,?\s*",
        ),
        scope_session=rx(
            r",?\s*\b(?:für\s+den\s+Rest|bis\s+zum\s+Ende)\s+(?:dieses|des)\s+(?:Chats|Gesprächs|Threads)\b\s*[,:]?\s*",
            r",?\s*\b(?:für\s+den\s+Rest|bis\s+zum\s+Ende)\s+dieser\s+(?:Unterhaltung|Sitzung|Session)\b\s*[,:]?\s*",
            r",?\s*\b(?:in|für|während)\s+(?:diesem|diesen)\s+(?:Chat|Gespräch|Thread)\b\s*[,:]?\s*",
            r",?\s*\b(?:in|für|während)\s+dieser\s+(?:Unterhaltung|Sitzung|Session)\b\s*[,:]?\s*",
            # while the talk lasts, said of us writing here ("Solange wir hier schreiben, …"; eighteenth
            # round): its comma needed, as with the other languages' phrases of a while
            r"^\s*solange\s+wir\s+(?:hier|in\s+diesem\s+Chat)\s+(?:schreiben|chatten|reden|sprechen)\s*,\s*",
        ),
        # the team named by its trade too ("im Team Mobile", "bei uns im Backend"), the project
        # pointed at ("in diesem Repo", "in unserem Projekt")
        team_here=rx(
            r"^\s*(?:(?:bei\s+uns(?:\s+im\s+[\w-]+)?|im\s+Team(?:\s+[A-ZÄÖÜ][\w-]*)?|in\s+der\s+Firma|"
            # a team named by a compound ("Im Mobile-Team", "Im Plattformteam", "In der Data-Squad")
            r"im\s+[\w-]+-?(?-i:[Tt])eam|in\s+der\s+[\w-]+-?(?-i:[Ss])quad|"
            r"(?:in|bei)\s+(?:diesem|unserem|unserm)\s+(?:Repo|Repository|Projekt|Team))\s*,?\s*)+"
        ),
        team_place=rx(
            r"^\s*(?:bei\s+uns|hier|im\s+Team)\s*,?\s*(?=(?:alles|nichts|niemand|jede[rs]?)\s+\w+)"
        ),
        scope_space=rx(r",?\s*\b(?:in|für)\s+diesem\s+(?:Projekt|Repo|Repository)\b\s*[,:]?\s*"),
        polite_frame=rx(
            r"^\s*(?:kannst|könntest|würdest)\s+du\s+(?:bitte\s+)?",
            r"^\s*(?:können|könnten|würden)\s+Sie\s+(?:bitte\s+)?",
        ),
        question=rx(
            r"[?]\s*$",
            r"^\s*(?:kannst|könntest|würdest|hast|bist|sollen|sollten|machst|erinnerst|weißt|können|könnten)\s+(?:du|wir|Sie|ich)\b",
        ),
        one_off=rx(
            r"\bnur\s+für\s+diese[nmrs]?\s+(?!(?:Projekt|Repo|Team)\b)\w+",
            # a purpose with the speaker as its subject: a hand-over ("…, damit ich sie mir ansehe")
            r"\bdamit\s+ich\b",
            r"\b(?:ausnahmsweise|dieses\s+eine\s+Mal|nur\s+einmal|ein\s+einziges\s+Mal|nur\s+dieses\s+Mal)\b",
            r"\bwenn\s+du\s+(?:mal\s+)?Zeit\s+hast\b",
            r"\b(?:für\s+diese\s+(?:Aufgabe|Änderung|Datei|Funktion)|für\s+diesen\s+(?:PR|Fix|Commit|Test|Branch)|"
            r"diesmal|dieses\s+Mal|heute|(?-i:morgen)|gestern|vorerst|erstmal|erst\s+mal|jetzt\s+gerade|momentan|"
            r"im\s+Moment|nur\s+jetzt|in\s+dieser\s+Datei|in\s+diesem\s+(?:PR|Commit|Test)|vorläufig|"
            r"diese\s+Woche|noch\s+nicht|einmalig)\b",
        ),
        wish=rx(
            r"\b(?:es\s+)?wäre\s+(?:echt\s+|sehr\s+)?(?:schön|gut|toll|super|nett|besser|klasse|prima)\s*,?\s+wenn\s+du\b",
            r"\bich\s+fände\s+es\s+(?:gut|schön|toll|super)\s*,?\s+wenn\s+du\b",
        ),
        hedge=rx(
            # (and closing the sentence, the verb first: "…, glaube ich", issue 33, fourteenth round)
            r"\b(?:vielleicht|eventuell|möglicherweise|wahrscheinlich|irgendwann|ich\s+glaube|ich\s+denke|"
            r"(?:glaube|denke|schätze|vermute)\s+ich(?=\s*[.!?]*\s*$)|"
            r"könnten|könnte|könntest|wäre|wären|würdest|hättest|mal\s+sehen|womöglich|idealerweise)\b",
        ),
        past=rx(
            r"\b(?:hat|hatte|haben|hatten|war|waren|wurde|wurden)\b[^.,;]*\b(?:ge\w+[td]|\w+iert|\w+t)\s*[.!]?\s*$",
            r"\b(?:habe|hatte|hast|hat|haben|hatten)\s+(?:\w+\s+){0,4}?(?:ge\w+t|ge\w+en|benutzt|verwendet)\b",
            r"\b(?:war|waren|damals|letztes\s+Jahr|letzte\s+Woche|beim\s+letzten\s+Mal|benutzte|verwendete|schrieb)\b",
            # "früher" is "formerly", but a comparative after a negation or a measure, or before
            # "als" ("nicht früher", "eher früher als später", "zwei Tage früher")
            r"\b(?<!nicht\s)(?<!nich\s)(?<!nie\s)(?<!eher\s)(?<!etwas\s)(?<!viel\s)(?<!Tage\s)(?<!Tag\s)(?<!Wochen\s)"
            r"(?<!Stunden\s)(?<!kein\s)(?<!noch\s)früher\b(?!\s+als\b)",
            r"\bin\s+meinem\s+(?:alten|früheren|letzten)\s+(?:Job|Team|Projekt|Unternehmen)\b",
        ),
        reported=rx(
            r"^\s*(?:laut|nach\s+Aussage\s+von|zufolge|wie\s+\w+\s+sagt)\b",
            r"\b\w+\s+zufolge\b",
            r"^\s*(?:mein|meine|unser|unsere)\s+(?:Kollege|Kollegin|Chef|Chefin|Teamleiter|Freund|Freundin|Kunde|Kundin)\b",
            r"^\s*er\s",
            r"\b(?:sagt|sagte|meint|meinte|hat\s+gesagt)\b",
            # a text of rules as the subject of a verb of advising ("Der Django-Leitfaden empfiehlt, …")
            r"^\s*(?:der|die|das|ein|eine)\s+(?:[\w-]+\s+)?[\w-]*(?:Doku|Dokumentation|Leitfaden|Handbuch|Wiki|"
            r"Styleguide|Norm|Standard|RFC|Richtlinie|Buch|Artikel|Guide)\b[^,.;:!?]{0,40}?\b(?:empfiehlt|rät|"
            r"schreibt|verlangt|fordert|warnt)\b",
            # or any subject of a few words before a verb of advising in the third person ("Die
            # Confluence-Seite empfiehlt, …"): never the speaker's own ("ich empfehle")
            r"^\s*(?!(?:ich|wir|du|ihr|man)\b)(?:[\w.-]+\s+){1,5}?(?:empfiehlt|rät|empfehlen|raten)\s*(?:,|dass\b|\w+\s+zu\b)",
            # what a text says where it is written ("In der Kubernetes-Doku steht, man soll …",
            # "Im Wiki heißt es, …", "Da steht, dass …")
            r"^\s*(?:in|im|auf|da|dort|hier)\b[^,.;:]{0,60}?\b(?:steht|stand|heißt\s+es|hieß\s+es)\s*(?:,|:|dass\b|geschrieben\b)",
        ),
        everyday=rx(
            r"\bmach\s+dir\s+keine\s+(?:Sorgen|Gedanken)\b",
            r"\bkeine\s+Sorge\b",
            r"\bnicht\s+schlimm\b",
            r"\b(?:stürzt|stürzte|abstürzt|hängt\s+sich\s+auf)\b",
            r"^\s*jedes\s+Mal,?\s+wenn\s+ich\b",
            r"\bich\s+kümmere\s+mich\b",
            *world.facts("de"),
        ),
        weather=rx(world.weather("de")),
        negated_memory=rx(
            r"\bmerk(?:e)?\s+dir\s+(?:das|dies|es)\s+nicht\b",
            r"\bnicht\s+(?:zu\s+)?(?:merken|speichern|behalten)\b",
            r"\bvergiss\s+(?:das|es)\b",
            r"\bmerken\s+Sie\s+sich\s+das\s+nicht\b",
        ),
        context_less=rx(
            r"^\s*(?:mach|macht|machen\s+Sie)\s+(?:es|das)\s+(?:so|genauso)\b",
            r"^\s*(?:das|dies|es)\s*[.!]?\s*$",
        ),
        filler=frozenset(
            [
                "mach",
                "machen",
                "macht",
                "es",
                "das",
                "so",
                "genau",
                "genauso",
                "immer",
                "nie",
                "bitte",
                "dies",
                "wie",
                "gleiche",
                "gleich",
                "ab",
                "jetzt",
                "auch",
                "einfach",
                "doch",
                "mal",
                "weiter",
                "halt",
                "wieder",
                "nicht",
                "dasselbe",
            ]
        ),
        # A complaint about what the assistant does: "Mich nervt es, wenn du …", "Hör auf, …"
        complaint=rx(
            r"\b(?:(?:es\s+)?(?:nervt|stört|ärgert|nerven|stören)\s+(?:mich|es\s+mich)|mich\s+(?:nervt|stört|ärgert)\s+es|"
            r"ich\s+(?:hasse|mag)\s+es\s+(?:nicht\s+)?)\b[^.!?]{0,30}?\b(?:wenn|dass)\s+du\b",
            r"^\s*hör(?:e|t)?\s+(?:bitte\s+)?(?:endlich\s+)?auf\b",
            r"\b(?:lass|lasst)\s+(?:das|es)\s+(?:bitte\s+)?(?:sein|bleiben)\b",
        ),
        # A note with no verb: "keine Emojis in Commits", "Tabs statt Spaces", "Tabs, nicht Spaces"
        contrast=rx(
            *verbless(
                clause=r"\b(?:ist|sind|war|waren|wird|werden|hat|haben|ich|du|er|sie|es|wir|ihr|jetzt|heute|"
                r"morgen|gerade|noch|danke|mehr|so|mal|mich|dich|uns)\b",
                none=r"kein(?:e|en|er|es|em)?|null",
                idioms=r"problem|problemo|sorge|sorgen|ahnung|ursache|eile|stress|ding|thema|plan|idee|zeit|"
                r"panik|witz|frage|grund|bock|lust|chance|danke|ende|fall|wunder|schimmer|"
                r"fehler|warnungen|warnung|meldungen|nachrichten|antwort|ergebnisse?|änderungen|konflikte|neuigkeiten",
                but_not=r"nicht|nie|niemals|kein(?:e|en)?",
                instead=r"statt|anstatt|anstelle\s+von|lieber\s+als|>+",
                only_after=r"ausschließlich",
                tail=r"immer|nie|niemals|ohne\s+Ausnahme|danke",
            )
        ),
        # "Branchnamen mit Bindestrich", "Variablennamen auf Englisch": after a topic
        manner=rx(
            r"\s+(?:mit|auf|in|im|als|ohne|per|über|nach|unter|immer\s+(?:mit|auf|in|als))\s+"
            r"(?!.*\b(?:ist|sind|war|waren|wird|werden|hat|haben|hatte|geht|gehen|läuft|laufen|schlägt|"
            r"schlagen|fehl|kaputt|rot|grün|ich|du|er|sie|es|wir|ihr|arbeit|bearbeitung|ordnung|prüfung)\b)"
            r"[^.!?]{1,60}[.!]*\s*$"
        ),
        placement=rx(
            r"^\s*(?:leg|lege|legt|pack|packe|speicher|speichere|ablegen)\b",
            r"\b(?:kommen|kommt|gehören|gehört|liegen|landen)\s+(?:in|nach|unter|ins)\b",
        ),
        limit=rx(
            r"\b(?:höchstens|maximal|max\.?|nicht\s+mehr\s+als|mindestens|minimal)\s+(?:\d+|eine?|zwei|drei|vier|fünf)\b",
            r"\d+\s*(?:\w+\s+)?(?:max(?:imal)?|höchstens)\b",
        ),
        kind_made=rx(*KIND_MADE),
        scheduled=rx(
            r"^\s*(?![^.!?]*\b(?:Bugs?|Fehler|Ausfall|Ausfälle|Störung(?:en)?|Absturz|Abstürze)\b)"
            r"(?:die|der|das|unser[e]?)\s+[^.!?,]{0,60}?\b(?:findet|finden)\b[^.!?]{0,30}?\b(?:jeden|jede|jedes|"
            r"alle\s+\w+\s+(?:Tage|Wochen|Monate)|montags|dienstags|mittwochs|donnerstags|freitags|täglich|"
            r"wöchentlich|monatlich)\b[^.!?]{0,40}?\bstatt\b"
        ),
        prefixed=rx(r"\b(?:beginnen|beginnt|fangen|fängt)\s+mit\s+\S*[/_-](?=[\s.,;]|$)"),
        announce=rx(
            # what comes first, before a colon ('Tests first: …'): how work is ordered
            r"\bzuerst\b|\bals\s+erst(?:es)?\b",
            r"\b(?:im\s+Allgemeinen|generell|grundsätzlich|allgemein|Regeln?|Konventionen?|"
            r"für\s+die\s+Zukunft|künftig|zukünftig|ein\s+für\s+alle\s+Mal|wie\s+folgt|wichtig\w*)\b",
            # what is in force, how the team's work goes, what does not move (issue 33, fifteenth
            # round: "Es gilt: …", "…, wie das bei uns läuft: …", "eins bleibt: …")
            r"\b(?:es\s+gilt|gilt\s+(?:hier|bei\s+uns)|wie\s+(?:das|es)\s+(?:bei\s+uns|hier)\s+(?:läuft|funktioniert|geht)|"
            r"wie\s+wir\s+(?:arbeiten|das\s+(?:machen|handhaben))|(?:eins|eine\s+Sache)\s+bleibt|nicht\s+verhandelbar)\b",
        ),
        universal=rx(
            r"\b(?:(?<!noch\s)immer(?!\s+(?:noch|wieder|mehr)\b)|nie|niemals|jedes\s+mal|jede[nrsm]?|alle[nrs]?|"
            r"grundsätzlich|stets|ab\s+jetzt|sämtliche[nrs]?|"
            r"künftig|dauerhaft|standardmäßig|wann\s+immer|egal)\b"
        ),
        topic=rx(
            # every item of a kind is a topic too ("Jede neue Abhängigkeit bitte vorher mit mir
            # absprechen"): what follows "bitte" is how each is handled
            r"^\s*jede[rsmn]?\s+(?:neue[nrs]?\s+)?[\w\-]+(?=\s)",
            r"^\s*(?:(?:alle|unsere|die|der|neue)\s+)?(?:Commit-?(?:Messages?|Nachrichten)|Commits|Branch(?:es|-?Namen)|"
            r"PR-?(?:Titel|Beschreibungen)|Tests?|Kommentare|Docstrings|Variablen(?:namen)?|Funktionsnamen|"
            r"Dateinamen|Einrückung|Imports|Logs|Log-?Meldungen|Doku(?:mentation)?|Antworten|Anführungszeichen|"
            r"Strings|Zeilen(?:länge)?|Typannotationen|Typen|Fehlermeldungen|Migrationen|Abhängigkeiten|"
            r"Versionen|Changelog|Reviews|Releases|Deployments|Dateien|Ordner|Datumsangaben|Konfiguration|"
            r"Screenshots|Bilder|Grafiken|Icons|Tickets|Images)\b",
        ),
        rule=(
            # a thing put first, then the addressee's verb in the present and a negation ("Die
            # Dateien in vendor/ fasst du nicht an"; in Bavarian without "du" and with "ned": "Des
            # Zeug in vendor/ rührst fei ned o"): a prohibition said as a plain statement
            rx(
                r"^\s*(?:[\w./-]+\s+){2,5}?(?!(?:hast|bist|warst|wirst|hattest|musst|kannst|weißt|glaubst|meinst|"
                r"siehst|brauchst|verstehst)\b)[a-zäöüß]+st\s+(?:du\s+)?(?:fei\s+|bitte\s+|mir\s+|halt\s+)?"
                # the negation closing the clause, at most a verb's particle after it ("… nicht an",
                # "… ned o"): "Den Bug findest du nicht so schnell" predicts
                r"(?:nicht|ned|net|nie|niemals|nimmer)(?:\s+(?:an|o|a|ab|auf|aus|um|weg|rein|raus|zu|mit|mehr))?\s*(?:[,.!;]|$)"
            ),
            # every item of a kind or a kind to come put first, then the addressee's verb ("neue Umgebungsvariablen trägst du bitte auch in die .env.example ein", "Alle
            # Migrationen schickst du bitte vorher an Jana"): how each is handled
            rx(
                r"^\s*(?:neue[nr]?|alle|sämtliche)\s+[\w-]+(?:en|er|n|s|e)\s+(?:[\w./-]+\s+){0,3}?"
                r"(?!(?:hast|bist|warst|wirst|hattest|musst|kannst|weißt|glaubst|meinst|siehst|brauchst|verstehst)\b)"
                r"[a-zäöüß]+st\s+du\b(?!\s+(?:gestern|schon|bereits|damals|heute|jetzt|gerade)\b)"
            ),
            # the speaker's wish said of every item of a kind (lexicon.wish_every)
            rx(
                wish_every(
                    r"ich\s+(?:will|möchte|hätte\s+gerne?|wünsche\s+mir)\s*,?\s*dass\s",
                    r"jede[rsmn]?",
                )
            ),
            # a requirement set on every item of a kind (lexicon.each_needs)
            rx(
                each_needs(
                    r"jede[rsmn]?|alle",
                    r"braucht|brauchen|benötigt|benötigen|erfordert|erfordern|muss\s+\S+\s+haben|müssen\s+\S+\s+haben",
                    relative=r"der|die|das|welche[rs]?",
                )
            ),
            # "Versuch, … zu vermeiden", "bevorzuge …": advice on how work is done, as "immer" is
            rx(
                r"^\s*(?:versuch|versuche|versucht)\s*,?\s+.{0,60}?\b(?:zu\s+vermeiden|immer|nie)\b"
            ),
            rx(r"^\s*(?:bevorzuge|bevorzugt)\s+(?:die|den|das|eine?n?|kleine|kurze)\b"),
            # "Stell sicher, dass jeder Endpoint einen Test hat", "Ohne Review wird nichts gemergt"
            rx(
                r"^\s*(?:stell|stelle|stellt|sorg|sorge|sorgt)\s+(?:bitte\s+)?(?:sicher|dafür)\b.*\b(?:jede[rsmn]?|alle|immer)\b",
                r"^\s*(?:achte|achtet)\s+(?:bitte\s+)?darauf\b.*\b(?:jede[rsmn]?|alle|immer)\b",
                r"^\s*(?:ohne\s+[\w-]+\s+)?(?:wird|werden|darf|dürfen|geht)\s+(?:hier\s+|bei\s+uns\s+)?(?:nichts|niemand|kein\w*)\b",
                r"^\s*(?:nichts|niemand)\s+(?:wird|darf|geht|kommt)\b",
            ),
            # "das ist Pflicht", "ohne Ausnahme", "nirgendwo anders": the sentence says it is a rule
            rx(
                r"\b(?:ist|sind)\s+Pflicht\b|\b(?:feste|harte|eiserne)\s+Regel\b|\bohne\s+Ausnahme\b|"
                r"\bnicht\s+verhandelbar\b|\bnichts\s+anderes\b|\bnirgendwo\s+anders\b"
            ),
            rx(
                r"\b(?:(?<!noch\s)immer(?!\s+(?:noch|wieder|mehr)\b)|nie|niemals|stets|jedes\s+Mal|grundsätzlich|"
                r"ausnahmslos|vor\s+jede[mnr]?|"
                r"nach\s+jede[mnr]?|für\s+jede[mnr]?|bei\s+jede[mnr]?)\b"
            ),
            rx(r"^\s*\w+\s+kein(?:e|en|er|es)?\b"),
            rx(
                r"^\s*(?:neue|alle|jede[rsn]?|unsere)?\s*[\w\-./]+(?:\s+[\w\-./]+){0,3}\s+(?:kommen|kommt|gehören|"
                r"gehört|liegen|liegt|landen|landet|müssen|muss|sollen|soll|sollten|werden\s+immer)\s"
            ),
            rx(
                r"^\s*[\w\-./]+(?:\s+[\w\-./]+){0,3}\s+(?:schreiben|verwenden|benutzen|nutzen|machen|deployen)\s+wir\b"
            ),
            rx(
                r"^\s*wir\s+(?:\w+\s+)?(?:verwenden|benutzen|nutzen|nehmen|schreiben|deployen|mergen|setzen|folgen|"
                r"halten|bevorzugen|committen|pushen|testen|arbeiten|rebasen|squashen|signieren|formatieren|"
                r"dokumentieren|releasen|liefern|entwickeln|programmieren|bauen|rücken)\b"
            ),
            # "Bei uns läuft alles über pnpm", "Bei uns im Team wird …": how the team works
            rx(
                r"^\s*bei\s+uns\b(?:\s+(?:im\s+Team|in\s+der\s+Firma|im\s+Projekt))?\s*,?\s+"
                r"(?!(?:war|waren|hatte|hatten|gab|gibt\s+es\s+(?:gerade|ein\s+Problem)|ist\s+gerade)\b)\w+"
            ),
            rx(
                # the du-imperative with or without its final -e, and the ihr-form ("benutz",
                # "benutze", "benutzt"): one verb, as spoken and as written
                r"^\s*(?:(?:verwend|benutz|nutz|schreib|vermeid|nenn|formatier|leg|setz|befolg|antwort|folg|rück|"
                r"dokumentier|kommentier|signier|benenn|beschränk|begrenz)(?:e|t|et)?|halte|nimm)"
                # (one thing made, for me or us too: "Schreib mir eine kurze Zusammenfassung …")
                r"\s+(?!(?:(?:mir|uns)\s+(?:\w+\s+)?)?(?:das|dies|es|diese[sn]?|eine?n?|die\s+Datei)\b)\S"
            ),
        ),
        preference=rx(r"\b(?:ich\s+(?:mag|bevorzuge|hätte\s+lieber|möchte\s+lieber)|lieber)\b"),
        material=rx(
            r"\b(?:fass(?:e)?|übersetz(?:e)?|korrigier(?:e)?|prüf(?:e)?|überprüf(?:e)?|kürz(?:e)?|formulier(?:e)?|"
            r"erklär(?:e)?|verbesser(?:e)?|lies)\b[^.!?\n:]{0,40}:",
            r"\bhier\s+(?:ist|sind)\b[^.!?\n:]{0,100}:",
            r"\b(?:diese[nrs]?|den\s+folgenden|folgenden)\s+(?:Absatz|Text|Abschnitt|Satz|Sätze|Nachricht|Mail|E-Mail|"
            r"Passus|Liste)\b[^.!?\n]{0,40}?\b(?:umformulieren|umschreiben|übersetzen|zusammenfassen|korrigieren|"
            r"kürzen|verbessern|überarbeiten|glätten|vereinfachen)\b[^.!?\n:]{0,30}[?.!:]",
            r"\b(?:formulier|schreib|übersetz|korrigier|kürz|verbesser|überarbeite)e?\s+(?:bitte\s+)?(?:diese[nrs]?|"
            r"den\s+folgenden)\s+(?:Absatz|Text|Abschnitt|Satz|Nachricht|Mail|E-Mail|Liste)\b[^.!?\n:]{0,60}[?.!:]",
        ),
        retraction=rx(
            # not recording what was just said: a verb of noting or saving, negated, with a word
            # pointing back at it or closing its clause ('don't write that down', 'ne note pas ça')
            r"\b(?:(?:schreib|notier|speicher|merk)(?:e|t)?\s+(?:dir\s+)?(?:das|es)|das\s+(?:schreib|notier|speicher)(?:e|t)?)\s+(?:bitte\s+)?(?:lieber\s+)?(?:noch\s+)?nicht(?:\s+auf)?(?=\s*[,.!;…—–]|\s*$)|\b(?:das|es)\s+(?:bitte\s+)?(?:noch\s+)?nicht\s+(?:aufschreiben|notieren|speichern|festhalten|merken)\b",
            # keeping things as they were takes back what was just asked ('leave it as it is')
            r"\blass(?:t)?\s+(?:es|das|alles)\s+(?:so\s*,?\s*)?wie\s+(?:es\s+ist|es\s+war|bisher|vorher)\b|\b(?:wir\s+)?bleib(?:en|t)?\s+beim\s+Alten\b|\balles\s+bleibt\s+wie\s+(?:es\s+ist|gehabt|bisher)\b",
            r"\b(?:"
            + taken_back(
                alone=r"(?:lieber|besser)\s+(?:doch\s+)?nicht(?=\s*[,.!…]|\s*$)|"
                # the speakers letting it be ('lassen wir das lieber', 'lass mal lieber')
                r"lass(?:en\s+wir|\s+mal)\s+(?:das|es)?\s*(?:lieber|besser|doch|mal|sein)?(?=\s*[,.!…]|\s*$)|(?:nein|nee|ne),?\s+(?:warte|Moment)|(?:warte|Moment),?\s+(?:nein|nee)|doch\s+nicht|egal(?!\s*,?\s*(?:was|wann|wo|wie|welche))|lass\s+(?:es|das|alles)\s+(?:so|wie\s+es\s+ist)|Kommando\s+zurück|(?:nimm|nehme?)\s+(?:das|es)\s+zurück|"
                r"(?:war\s+)?(?:nur\s+)?(?:ein\s+)?(?:Spaß|Scherz)(?!\s+beiseite)|vergiss\s+es",
                verbs=r"vergiss|vergessen\s+Sie|ignorier(?:e)?|ignorieren\s+Sie|streich(?:e)?",
                verbs_alone=True,
                objects=r"das(?=\s*(?:[,.;:!?…—–)\-]|$)|\s+(?:wieder|lieber|einfach|bitte|auch|gleich)\b)|"
                r"es|(?:die|diese)\s+Regel|den\s+letzten\s+Satz|was\s+ich\s+(?:gerade\s+)?gesagt\s+habe",
            )
            + r")\b",
        ),
        correction=rx(
            r"\b(?:äh|ähm|öh)m?,?\s+nein\b",
            # an interjection, then "no" as spoken ("ach nee", "ach nein", "oh nee, …")
            r"\b(?:ach|oh|och|ne|nee)\s*,?\s+(?:nee|nein|ne)\b(?=\s*,)",
            r"\b(?:sorry|Verzeihung|pardon|upps|hoppla|besser\s+gesagt|oder\s+besser|ich\s+meine|ich\s+meinte)\b",
            r"\bKorrektur\s*:",
            r"\b(?:ich\s+korrigiere(?:\s+mich)?|korrigiere)\b",
            r"\b(?:äh|ähm|öhm)\b(?=\s*,)",
            # the speaker's slip ("ich hab mich versprochen", "ich habe mich vertan / verschrieben /
            # vertippt / geirrt", "Tippfehler:")
            r"\bich\s+(?:hab(?:e)?\s+)?mich\s+(?:versprochen|vertan|verschrieben|vertippt|geirrt|verzählt)\b|\bTippfehler\s*:",
        ),
        disputed=rx(
            # the speaker never asked for it ("Ich hab nie verlangt, dass …")
            r"\bich\s+(?:hab(?:e)?|hatte)\s+(?:\w+\s+)?(?:nie|niemals|nicht)\s+(?:verlangt|gefordert|gewollt|"
            r"vorgeschlagen|behauptet|geschrieben|gebeten|gemeint)\b",
            r"\bes\s+gibt\s+keine\s+(?:solche\s+)?(?:Regel|Vorgabe|Pflicht)\b",
            r"\bein\s+(?:Gerücht|Mythos)\b",
            r"\b(?:stimmt|ist)\s+(?:doch\s+|so\s+)?nicht\s*(?:,\s*dass|\s*$|[.!])",
            r"\b(?:das\s+ist\s+)?(?:falsch|Unsinn|Quatsch)\b",
            r"\b(?:nie|niemals|nicht)\s+gesagt\b",
            r"\bich\s+(?:glaube|denke)\s+nicht\b",
            # a rule said to be gone ("Die Regel, dass …, gibt es nicht mehr"; issue 33, sixteenth round)
            r"\b(?:Regel|Vorgabe|Pflicht)\b[^.!?]{0,100}?\b(?:gibt\s+es\s+nicht\s+mehr|gilt\s+nicht\s+mehr|"
            r"(?:ist|wurde)\s+(?:\w+\s+)?abgeschafft)\b",
        ),
        answer_no=rx(r"^\s*(?:nein|ne|nö|nee)\s*[,.!—–-]+\s*"),
        negated=rx(r"\b(?:nicht|ned|kein\w*|nie|niemals|nirgends)\b"),
        may=rx(
            r"^\s*(?:du\s+(?:kannst|darfst)|ihr\s+(?:könnt|dürft)|man\s+(?:kann|darf)|kannst\s+du|darfst\s+du)\b",
            r"^\s*[\w\-./]+(?:\s+[\w\-./]+){0,4}\s+(?:darfst|kannst)\s+du\b",
        ),
        denial=rx(
            r"\b(?:stimmt|ist)\s+(?:doch\s+)?nicht\b",
            r"\b(?:falsch|unwahr|Unsinn|Quatsch)\b",
            r"\b(?:nie|niemals|nicht)\s+gesagt\b",
            r"\bich\s+(?:glaube|denke)\s+nicht\b",
            r"^\s*nein\s*,",
        ),
        condition_lead=rx(
            # a free-choice condition ('whatever you change …'): every case (issue 33, sixth round)
            r"^\s*(?:egal\s*,?\s*(?:was|wann|wo|wie|welche[nrs]?)|was\s+(?:auch\s+)?immer|wo\s+(?:auch\s+)?immer)\b[^;:]{2,100}[,;:]\s*",
            # a kind of item set apart first, then what to do with it ("Any function longer
            # than 50 lines, split it"): a condition on the item
            r"^\s*(?:jede[rsmn]?)\s+(?!(?:Mal|Morgen|Abend|Nacht|Tag|Woche|Monat|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b)[^,;:]{2,80}[,;:]\s*",
            # a condition said verb first, of any one case ("Meldet ein Kunde Datenverlust, ist das …",
            # "Findet ein Pentest eine Lücke, wartet das Release …"), the main clause's verb after the
            # comma (issue 33, thirteenth round)
            # (a reflexive verb too: "Verzögert sich eine Lieferung …, ruft die Disposition …", issue 33,
            # fourteenth round)
            r"^\s*(?-i:[A-ZÄÖÜ][a-zäöü]{2,}t)\s+(?:sich\s+)?(?:ein|eine|einer|jemand|irgendein\w*)\s+[^,;:?]{2,80},\s*"
            r"(?=(?-i:[a-zäöü]{2,}(?:t|en))\s)",
            r"^\s*(?:wenn|falls|sobald|bevor|nachdem|immer\s+wenn|jedes\s+Mal,?\s+wenn|sofern|ehe|solange|"
            r"bei\s+jede[mnr]?|vor\s+jede[mnr]?|nach\s+jede[mnr]?)\b[^,;:]{2,100}[,;:]\s*(?:dann\s+)?",
            r"^\s*im\s+(?:Zweifel(?:sfall)?|Notfall|Fehlerfall|Fall(?:e)?\s+(?:eine[sr]?|von))\b[^,;:.]{0,40}?"
            r"(?:[,;:]\s*|(?=\s+\w+st\s+du\b)\s*)",
            # "Bei reinen Config-Änderungen kannst du …": the verb follows the lead at once
            r"^\s*(?:bei|für)\s+(?:allen\s+|reinen\s+|reine\s+|kleinen\s+|kleine\s+)?[\w\-]*(?:Änderungen|Fixes|"
            r"PRs|Commits|Updates|Korrekturen|Releases|Hotfixes)\b[^,;:.]{0,40}?"
            r"(?:[,;:]\s*|(?=\s+(?:kannst|darfst|musst|sollst|solltest)\s+du\b)\s*)",
        ),
        condition_tail=rx(r",?\s(?:bevor|wenn|falls|sobald|nachdem|sofern|ehe|immer\s+wenn)\b"),
        verb_first=rx(
            r"^\s*(?![a-zäöüß]*en\b(?!\s+(?:Sie|wir)\b))(?!(?:zwei|drei|vier|einige|viele|alle|beide|der|die|das|den|dem|des|ein|eine|einen|einem|einer|dieser|diese|dieses|diesen|mein|meine|dein|deine|sein|seine|unser|unsere|ich|du|er|sie|es|wir|ihr|man|da|das|dann|ja|nein|danke|und|aber|oder|wenn|ist|sind|war|wird|vielleicht|alles|nichts|jemand|niemand)\b)[a-zäöüß][\wäöüß]*\b(?!\s+(?:ich|du|er|sie|es|wir|ihr|man)\b)",
        ),
        directive=rx(
            # the infinitive as an order, closing a short clause ("Jeden Montag die Zertifikate
            # prüfen", "Vor dem Merge immer rebasen"): German writes nouns with a capital, so a
            # lowercase last word in -en/-eln/-ern with no finite verb before it is the verb
            r"^\s*(?!(?:ich|du|er|sie|es|wir|ihr|man|das|dies|der)\s)"
            r"(?:(?!(?:ist|sind|war|waren|hat|haben|hatte|hatten|wird|werden|wurde|wurden|kann|können|"
            r"muss|müssen|soll|sollen|will|wollen|darf|dürfen|mag|möchte|würde|habe|bin|bist)(?![\w-]))"
            r"[\w\-./#@]+,?\s+){1,6}[a-zäöüß]+(?:en|eln|ern)\s*[.!]*\s*$",
            r"^\s*kein(?:e|en)?\b",
            # the present said to the one addressed, verb first ("…, fragst du mich vorher")
            r"^\s*\w+st\s+du\b",
            r"\bwird\s+(?:\w+\s+){0,3}?(?:nicht|nichts|nie|niemals|niemand|kein\w*)\b",
            r"(?:^|\s)(?:nicht|kein\w*|nie|niemals|immer|stets|bitte|nur)\s[^.,;]*\b\w+(?:en|ern|eln)\s*[.!]?\s*$",
            r"^\s*(?:(?:immer|nie|niemals|bitte|zuerst|erst|sofort|auch|dann|vorher|stets)\s+)*"
            r"(?:frag|frage|schreib|schreibe|benutz|benutze|verwende|nutze|nutz|lösch|lösche|beheb|behebe|"
            r"trag|trage|schick|bring|bringe|pack|packe|räum|gib|benenn|benenne|nenn|"
            r"füg|füge|sag|sage|prüf|prüfe|lass|lasse|führ|führe|mach|mache|halt|halte|nimm|gib|setz|"
            r"setze|leg|lege|teste|pushe|merge|committe|signiere|dokumentiere|kommentiere|formatiere|"
            r"aktualisiere|installiere|starte|warte|vermeide|folge|antworte|informiere|benachrichtige|"
            r"melde|bau|baue|deploye|check|checke|pinne|fixiere|nenne|benenne|speichere|erstelle|öffne|"
            r"schließe|räume|achte|denk|denke|vergiss|ruf|rufe|schick|schicke|zeig|zeige|lies|übersetze|"
            r"erkläre|markiere|hol|hole|bitte|sorge|stell|stelle)\b(?!\s+(?:ich|wir|er)\b)",
            r"^\s*\w+(?:en|ern|eln)\s+Sie\b",
            r"^\s*(?:du\s+(?:musst|sollst|solltest|darfst\s+nie)|ihr\s+müsst|wir\s+müssen|man\s+muss|"
            r"musst\s+du|sollst\s+du|es\s+muss)\b",
        ),
        # leave to act alone or as one likes ('feel free to', 'you can … yourself', 'at any time',
        # 'without asking'): a waiver of the speaker's gate, lasting unless said of one thing
        waiver=rx(
            r"\bfühl\s+dich\s+frei|\bdu\s+(?:kannst|darfst)\s+(?:gerne?|ruhig)\b|\b(?:kannst|darfst)\s+du\s+(?:gerne?|ruhig|jederzeit)\b|\bjederzeit\b[^.?!]{0,40}\b(?:darfst|kannst)\b|\b(?:darfst|kannst)\b[^.?!]{0,40}\bjederzeit\b",
            r"\b(?:kannst|darfst)\s+(?:du\s+)?[^.?!]{0,60}\b(?:selbst|selber|selbstständig|selbständig|eigenständig|allein|alleine|ohne\s+(?:mich|Rückfrage|mein\w*))\b",
        ),
        permission=rx(
            # a state of access said for a group ("Die Finanztabellen sind für die Entwicklung
            # schreibgeschützt", "… ist für Externe gesperrt"): a restriction on who may write; and
            # what has no business somewhere ("Geheimnisse haben in Env-Dateien nichts zu suchen")
            r"^(?![^.!?]*\b(?:gerade|jetzt|heute|im\s+Moment|derzeit|zurzeit|momentan|aktuell|noch)\b)[^.!?]*?"
            r"\b(?:ist|sind|bleibt|bleiben)\s+(?:[\w-]+\s+){0,5}?für\s+(?:alle|jeden|[\w-]+\s+)?(?:[\w-]+\s+){0,2}?"
            r"(?:schreibgeschützt|gesperrt|eingefroren|nur\s+lesbar|tabu)\b",
            r"\bhaben\s+(?:[\w./-]+\s+){0,5}?nichts\s+(?:zu\s+suchen|verloren)\b",
            # a noun of leave given to the one addressed ("du hast freie Hand bei den Tests")
            r"\b(?:du\s+hast|ihr\s+habt)\s+(?:meinen\s+Segen|freie\s+Hand|grünes\s+Licht)\s+(?:bei|für|mit)\b",
            # a prohibition said impersonally ('it is forbidden to', 'queda prohibido')
            r"\b(?:ist|sind)\s+(?:\w+\s+)?(?:untersagt|verboten|nicht\s+erlaubt|nicht\s+gestattet)\b",
            # a kind that may go without a step ('Docs-only PRs can skip the full CI run')
            r"^\s*(?:[\w./-]+\s*,?\s+){1,8}?(?:dürfen|können)\s+(?:[\w./-]+\s+){0,4}?(?:überspringen|auslassen|weglassen|ignorieren|umgehen)\b",
            r"\b(?:brauch(?:en|t|st)?)\s+(?:\w+\s+){0,2}?(?:kein(?:e|en)?|nicht)\b",
            r"\b(?:darfst\s+du|dürft\s+ihr|darf\s+man)\b",
            # leave given to a kind of people ("Praktikanten dürfen Tickets direkt anlegen"), or a
            # kind with no article put first, then "kannst du" and the verb closing the clause
            # ("Abhängigkeits-Updates für Dev-Tools kannst du eigenmächtig einspielen")
            # (never the people a product serves, nor what it lets them do: "Nutzer dürfen in unserer
            # App …"; a kind narrowed by an adjective, "Externe Dienstleister", and a tail that
            # waives a step, ", ohne Review", are leave as well)
            first(
                r"\s*(?!"
                + USERS
                + r"(?!\w))(?:alle\s+)?(?:[\w-]+\s+){0,2}?(?-i:[A-ZÄÖÜ])[\w-]*(?:en|er|n|s|e|innen|te)\s+"
                r"dürfen\s+(?:[\w./-]+\s+){0,7}?[a-zäöü]+(?:en|rn|ln)(?:\s*,\s*(?:ohne|auch|aber|außer|jedoch)\s+[^.!?]{1,40})?"
                r"\s*[.!]?\s*$",
                r"(?![^.!?]*(?<!\w)(?:App|Apps|Anwendung|Produkt|Website|Webseite|Plattform)(?!\w))",
                NOW,
            ),
            r"^\s*(?!(?:die|diese|den|dem|deine|meine|unsere|eure)\b)(?:[\w./-]+\s+){0,4}?(?-i:[A-ZÄÖÜ])[\w-]*(?:en|er|n|s|e)\s+"
            r"(?:kannst\s+du|könnt\s+ihr|können\s+Sie)\s+(?:[\w-]+\s+){0,3}?[a-zäöü]+en\s*[.!]?\s*$",
            r"\b(?:darf|dürfen)\s+(?:\w[\w-]*\s+){0,5}?\w+\s+werden\b",
            r"\b(?:ist|sind)\s+(?:\w+\s+){0,3}?(?:ok|okay|in\s+Ordnung)\s+(?:für|bei|wenn)\b",
            r"\b(?:du\s+kannst|ihr\s+könnt|man\s+kann)\s+\w+[^.?!]{0,60}\bohne\b",
            r"\b(?:ist|sind)\s+(?:\w[\w-]*\s+){0,4}?(?:erlaubt|zulässig|optional|freiwillig|verboten|"
            r"in\s+Ordnung)\b",
            r"\b(?:ist|sind)\s+(?:\w[\w-]*\s+){0,3}?nicht\s+(?:nötig|notwendig|erforderlich|Pflicht|zwingend)\b",
            r"\b(?:musst|müsst|muss|müssen|brauchst|braucht)\s+(?:du\s+|ihr\s+|man\s+)?(?:\w[\w-]*\s+){0,4}?"
            r"(?:nicht|keine?n?)\b(?!\s+\w+\s+(?:werden|sein)\b)",
            r"\b(?:darf|dürfen|kann|können)\s+(?:\w[\w-]*\s+){0,4}?(?:übersprungen|ignoriert|weggelassen|"
            r"ausgelassen)\s+werden\b",
            r"\b(?:du\s+darfst|ihr\s+dürft|wir\s+dürfen|man\s+darf)\b",
            r"^\s*\w+\s+(?:\w+\s+)?zu\s+\w+en\s+ist\s+(?:erlaubt|verboten|ok)\b",
        ),
        recurring=rx(
            # the last days of the month recur every month
            r"\b(?:(?:die|in\s+den|an\s+den)\s+)?letzten\s+(?:\w+\s+)?Tagen?\s+(?:im|des|vor\s+dem)\s+Monats?(?:ende)?\b|\b(?:am|zum|zu)\s+Monatsende\b",
            r"\b(?:am|an)\s+(?:Wochenende|Wochenenden|Werktagen|Feiertagen)\b",
            r"\b(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|werktags|wochentags|"
            r"morgens|abends|nachts|täglich|wöchentlich|monatlich)\b",
            r"\bvon\s+(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\s+bis\s+"
            r"(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b",
            r"\b(?:jeden|jede|jedes)\s+(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Tag|"
            r"Woche|Monat|Morgen|Abend)\b",
        ),
        restricted=rx(
            r"\bnur\s+(?:\w+\s+)?(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|"
            r"werktags|wochentags|am\s+Wochenende|unter\s+der\s+Woche)\b",
            r"\b(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags)\s+(?:nie|niemals|nicht)\b",
            r"\b(?:nur|erst)\s+(?:nach|wenn|sobald|falls)\b",
        ),
        occasion=rx(
            r"\b(?:diesen|dieses|diese|nächsten|nächste|kommenden|kommende)\s+(?:Montag|Dienstag|Mittwoch|"
            r"Donnerstag|Freitag|Samstag|Sonntag|Woche|Wochenende|Monat|Sprint)\b",
            # "morgen" is tomorrow; "Morgen" a morning, but for the first word of a sentence
            r"\b(?:heute|(?-i:morgen)|übermorgen)\b|^\s*(?-i:Morgen)\b",
            # later today, a time of now ("Falls der Call nachher länger dauert, …")
            r"\b(?:nachher|vorhin|heute\s+(?:Vormittag|Nachmittag|Abend))\b",
        ),
        # Its commonest words: which Latin-script table a sentence is read with.
        letters="ßäöü",
        typo_cues=words(
            "immer niemals jedes jeden jeder jedem bevor nachdem sobald künftig zukünftig",
            "grundsätzlich bevorzuge",
        ),
        typo_words=words("immerhin"),
        function_words=words(
            "der die das den dem ein eine und ist sind nicht ich du wir mit für auf bei vor nach "
            "wenn immer nie jede jeden jedem bitte zu im am kein keine es gibt wird auch nur dass "
            "oder aber sich werden in"
        ),
        specific=rx(r"\b(?:diese[nmrs]?|jene[nmrs]?)\s+\w+"),
        single_event=rx(r"\b(?:sobald|sowie)\b"),
        generic=rx(r"\b(?:ein|eine|einen|einem|einer|jede[nmrs]?|alle|irgendein\w*)\b"),
        quantified=rx(r"\b(?:bei|für|an|auf|in|mit|zu)\s+(?:jede[nmrs]?|allen|jeglichen?)\s+\w+"),
        runtime=rx(
            r"\b(?:Nutzer(?:in)?|Benutzer(?:in)?|Kunde|Kundin|Besucher(?:in)?|API|Server|Anfrage|"
            r"Antwort|Seite|Formular|Button|Knopf|Feld|Funktion|Methode|App|Browser)\b[^,]{0,40}?"
            r"\b(?:klickt|tippt|drückt|sendet|absendet|zurückgibt|zurückliefert|liefert|lädt|"
            r"öffnet|empfängt|antwortet|anmeldet|einloggt|leer\s+ist|ungültig\s+ist)\b"
        ),
        relative=rx(r",\s*(?:der|die|das|dem|den|deren|dessen|welche[rsmn]?|wo)\b"),
        norm=rx(
            r"^\s*(?:man\s+(?:muss|soll|sollte|darf)|es\s+(?:muss|ist\s+(?:Pflicht|notwendig|nötig|erforderlich))|wir\s+(?:müssen|sollten|sollen)|du\s+(?:musst|sollst|solltest))\b"
        ),
        made_one=rx(
            r"^\s*\w+\s+(?:mir\s+|uns\s+)?(?:eine?n?|einem)\s+(?:[\w-]+\s+){0,3}?[\w-]+,\s*(?:der|die|das|welche[rs]?)\b",
            r"^\s*sorg(?:e)?\s+dafür,\s*dass\s+(?:der|die|das)\s+(?:[\w-]+\s+)?(?:Button|Knopf|Schaltfläche|"
            r"Banner|Seite|Feld|Formular|Menü|Dialog|Popup|Fenster|Link|App)\b",
        ),
        hypothetical=rx(r"\b(?:falls|wenn|ob|sofern)\b"),
        **request_forms(),
    )
