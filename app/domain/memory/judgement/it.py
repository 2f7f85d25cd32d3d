"""Italian."""

from __future__ import annotations

from functools import cache

from app.domain.memory.judgement import world
from app.domain.memory.judgement.it_kinds import KIND_MADE
from app.domain.memory.judgement.it_requests import request_forms
from app.domain.memory.judgement.lexicon import (
    Lexicon,
    each_needs,
    rx,
    taken_back,
    verbless,
    wish_every,
    words,
)
from app.domain.memory.judgement.place_ways import IT_PLACE


@cache
def table() -> Lexicon:
    """This language's table, compiled on first use (only for text in its script)."""
    return Lexicon(
        code="it",
        openers=rx(
            r"^\s*(?:(?:ciao|salve|buongiorno|buonasera)(?:\s+(?:a\s+tutti(?:\s+quanti)?|ragazzi|raga|team|gente|colleghi))?|"
            r"grazie(?:\s+(?:mille|davvero|infinite|per\s+[^,.!:;]{1,40}))?|ok|va\s+bene|"
            r"perfetto|ottimo|bene|allora|inoltre|e|a\s+proposito|un'altra\s+cosa|un'altra\s+regola|importante|senti|"
            r"comunque|cmq|tra\s+l['’]altro|sul\s+serio|dai|ué|uè|bello|raga|ragazzi|ao['’]?|aò|oh|ehi|guarda|"
            # the fillers of speech said before the point ("allora tipo …", "cioè …", "insomma …")
            r"tipo|cioè|insomma|praticamente|diciamo)"
            r"\s*(?:[,:!\-–—]+\s*|\s+(?=(?:d'ora|da|in|sempre|mai|non|ricorda|io|preferisco|usiamo|ogni|per|qui|qua|le|i|gli|il|la|"
            r"nel|nella|noi|tipo|cioè|insomma|praticamente|diciamo|allora|comunque)\b))",
            # a formal notice, then what it states ("Si rammenta che …", "Vi informo che …"): the
            # statement is the speaker's
            r"^\s*(?:si\s+(?:rammenta|ricorda|comunica|informa)|(?:vi|la|le|ti)\s+(?:informo|informiamo|ricordo|ricordiamo|rammento|comunico))\s+che\s+",
        ),
        please=rx(r",?\s*\b(?:per\s+(?:favore|piacere)|mi\s+raccomando)\b\s*,?\s*"),
        closers=rx(r",?\s*\bgrazie(?:\s+mille)?\b(?=\s*[.!]*\s*$)"),
        lead_in=rx(
            r"\b(?:d'ora\s+in\s+poi|d'ora\s+in\s+avanti|d'ora\s+innanzi|da\s+(?:ora|adesso|oggi)\s+in\s+(?:poi|avanti)|"
            r"in\s+futuro|per\s+il\s+futuro|da\s+qui\s+in\s+avanti|per\s+le\s+prossime\s+volte|"
            r"(?:dalla|la)\s+prossima\s+volta|from\s+now\s+on)\b\s*[,:]?\s*",
            r"\b(?:e\s+)?non\s+(?:solo|soltanto|solamente)\s+(?:per|in)\s+(?:questo|questa|quest['’])\s*"
            r"(?:task|compito|ticket|volta|PR|modifica|sprint)\b\s*[,:]?\s*",
        ),
        scope_user=rx(
            r",?\s*\bin\s+(?:tutti\s+i\s+miei\s+progetti|ognuno\s+dei\s+miei\s+progetti|tutti\s+i\s+progetti|ogni\s+progetto)\b\s*[,:]?\s*",
            r"\bin\s+qualsiasi\s+progetto\b\s*,?\s*|^\s*(?:per|in|su)\s+(?:tutti\s+i\s+miei|tutte\s+le\s+mie)\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}?\s*[,:]\s*(?!\s*(?:il|lo|la|i|gli|le|un|una|uno|è|era|c|ci|si|io|tu|noi|voi|mi|ti|l)\b)",
        ),
        scope_session=rx(
            r",?\s*\bfino\s+alla\s+fine\s+di\s+(?:questa\s+(?:conversazione|sessione|chat)|questo\s+thread)\b\s*[,:]?\s*",
            r",?\s*\b(?:in|per|durante)\s+(?:il\s+resto\s+di\s+)?(?:questa\s+(?:conversazione|sessione|chat)|"
            r"questo\s+(?:chat|thread))\b\s*[,:]?\s*",
            # while it lasts, or all of it ("Finché parliamo qui, …", "Per tutta questa conversazione,
            # …"; issue 33, seventeenth round)
            r",?\s*\bfinché\s+(?:parliamo|siamo|restiamo|stiamo)\s+(?:qui|in\s+questa\s+(?:chat|conversazione))\b\s*[,:]\s*",
            r",?\s*\bper\s+tutta\s+(?:questa|la)\s+(?:conversazione|chat|sessione)\b\s*[,:]?\s*",
        ),
        team_here=rx(
            # (not someone else's: "Nel team di Sara …")
            # (a team named by its trade: "Nel team mobile …", "nel team di backend")
            r"^\s*(?:(?:qui|qua|da\s+noi|nel\s+(?:nostro\s+)?team(?!\s+di\s+(?-i:[A-ZÀÈÉÌÒÙ]))"
            r"(?:\s+(?:di\s+)?(?!(?:il|lo|la|le|i|gli|l|un|una|uno|si|non|noi|ci|tutti|tutto|niente|nessuno|ogni|sempre|mai)\b)(?-i:[a-z][\w-]*))?"
            # (a team named by an acronym of its trade: "Nel team di QA …", "nel team SRE")
            r"|nel\s+(?:nostro\s+)?team\s+(?:di\s+)?(?-i:[A-Z]{2,5})(?![\w-])"
            # the place of the work named as the speaker's own ("nel presente progetto", "in questo
            # reparto", "nel backend")
            r"|in\s+azienda|in\s+(?:amministrazione|contabilità|assistenza|vendite|logistica|produzione|magazzino|acquisti|"
            r"redazione|segreteria|direzione)|presso\s+quest[oa]\s+(?:ufficio|reparto|sede|azienda)|(?:in\s+quest[oa]|nel\s+presente|nella\s+presente|nel\s+nostro|nella\s+nostra)\s+"
            r"(?:repo|repository|progetto|reparto|servizio|ufficio|sistema|app|applicazione)"
            r"|nel\s+(?:frontend|backend|monorepo)"
            # a unit of the organisation or a place of work, named as the speaker's ("Nel reparto
            # logistica", "Nell'ufficio paghe", "In questo team", "In laboratorio", "Nel supporto
            # clienti"): the place's way marker
            r"|(?:" + IT_PLACE + r")"
            # a part of the work set apart by "per" ("Per il design system usiamo …", "Per il
            # backend, le API …"): what follows is how it is done there (never a time: "per il momento")
            r"|per\s+(?:il|lo|la|l['’])\s*(?!(?:momento|futuro|resto|prossim[oa]|test|tempo|bene|mio|mia|tuo|tua)\b)[\w-]+(?:\s+(?-i:[a-z][\w-]*))?(?=\s*,|\s+\w+iamo\b))\s*,?\s*)+"
        ),
        team_place=rx(
            r"^\s*(?:qui|qua|da\s+noi|nel\s+(?:nostro\s+)?team|in\s+azienda)\s*,?\s*(?=(?:tutto|niente|nessuno)\s+\w+)"
        ),
        scope_space=rx(
            r",?\s*\bin\s+questo\s+(?:progetto|repository|repo)\b\s*[,:]?\s*",
            # "qui usiamo …", "da noi …", "nel team …": where the team works
            r"^\s*(?:qui|qua|da\s+noi|nel\s+(?:nostro\s+)?team|in\s+azienda)\s*,?\s*(?=(?:noi\s+)?(?:sempre\s+|mai\s+|non\s+)?\w+iamo\b)",
        ),
        polite_frame=rx(r"^\s*(?:puoi|potresti|può|potrebbe)\s+"),
        question=rx(r"[?]\s*$"),
        one_off=rx(
            r"\b(?:solo|soltanto|solamente)\s+per\s+(?:questo|questa|quest['’])\s*(?!(?:progetto|repo|team)\b)\w+",
            # a purpose with the speaker as its subject: a hand-over ("… così li guardo")
            r"\bcosì\s+(?:(?:li|le|lo|la|l['’])\s*)?\w+o\b(?=\s*[.,!]|\s*$)|\b(?:perché|in\s+modo\s+che)\s+io\b",
            r"\b(?:eccezionalmente|in\s+via\s+eccezionale|per\s+una\s+volta|solo\s+per\s+oggi|"
            r"solo\s+stavolta|stavolta)\b",
            r"\bquando\s+(?:hai|avrai|puoi)\s*(?:un\s+attimo|tempo|un\s+momento)?\b",
            r"\b(?:per\s+questo\s+(?:compito|task|file|ticket|commit|bug)|per\s+questa\s+(?:volta|attività|funzione)|"
            r"questa\s+volta|in\s+questo\s+file|oggi|domani|ieri|per\s+ora|per\s+adesso|per\s+il\s+momento|"
            r"al\s+momento|adesso|subito|solo\s+questa\s+volta|temporaneamente|questa\s+settimana|odiern[oaie])\b",
        ),
        wish=rx(
            r"\bsarebbe\s+(?:bello|meglio|ottimo|utile|fantastico|perfetto)\s+se\b",
            r"\bmi\s+piacerebbe\s+che\b",
        ),
        hedge=rx(
            r"\b(?:forse|magari|potremmo|potrebbe|probabilmente|eventualmente|un\s+giorno|penso\s+che|credo\s+che|"
            r"sarebbe|potessi|potesse|vedremo|idealmente)\b",
            # a supposition asked to be imagined ("Immagina se vietassimo …"): no rule is set
            r"^\s*(?:immagina|immaginate|immaginiamo|pensa)\s+se\b",
            # a stance verb closing the sentence after a comma ("…, credo"): the speaker's guess
            r",\s*(?:credo|penso|mi\s+pare|mi\s+sembra)\s*[.!…]*\s*$",
        ),
        past=rx(
            # (a present whose stem ends so is none: "arriva", "deriva", "attiva", "rileva", "lava")
            r"\b(?!(?:arriv|deriv|attiv|disattiv|riattiv|motiv|priv|coltiv|riv|rilev|prelev|sollev|lev|lav|scav|aggrav)(?:a|ano)\b)"
            r"\w+(?:ava|avano|eva|evano|iva|ivano)\b",
            r"\b(?:ha|hanno|abbiamo|hai|ho)\s+(?:\w+\s+)?\w+(?:at|ut|it)[oaie]\b",
            r"\b(?:usavo|usavamo|usavano|facevo|facevamo|scrivevo|era|erano|avevo|avevamo|l'anno\s+scorso|"
            r"l'ultima\s+volta)\b",
            r"\bnel\s+mio\s+(?:vecchio|precedente)\s+\w+",
            r"\b(?:ho|abbiamo)\s+(?:sempre\s+|mai\s+)?\w+(?:at|ut|it)[oaie]\b",
            r"\b\w+(?:avo|avamo|avano|evamo|ivamo|evate|ivate)\b",
            # a time of the past named by what was used then ("Ai tempi di SVN …")
            r"^\s*ai\s+tempi\s+(?:di|del|della|dei|delle)\b",
            # a stretch of the past named ("il mese scorso", "la settimana passata") and the
            # addressee's imperfect after a clitic ("mi lasciavi"): what used to happen
            r"\b(?:il\s+mese|la\s+settimana|lo\s+sprint|il\s+trimestre|il\s+rilascio)\s+(?:scors[oa]|passat[oa])\b",
            r"\b(?:mi|ti|ci)\s+(?!(?:\w*scrivi|arrivi|ricevi|devi|bevi|vivi|attivi|archivi|motivi|derivi)\b)\w+(?:avi|evi|ivi)\b",
        ),
        reported=rx(
            r"^\s*(?:secondo|a\s+detta\s+di|stando\s+a|come\s+dice)\b",
            r"^\s*(?:il\s+mio|la\s+mia|i\s+miei|il\s+nostro|la\s+nostra)\s+(?:collega|capo|amico|amica|cliente|responsabile)\b",
            r"^\s*(?:lui|lei|loro)\b",
            r"\b(?:dice|ha\s+detto|diceva|mi\s+ha\s+detto|dicono|dicevano|hanno\s+detto|si\s+dice)\s+che\b",
            # someone else's word with the infinitive ("La guida di Airbnb dice di usare …")
            r"\S\s+(?:dice|dicono|diceva)\s+di\s+[a-z]+(?:are|ere|ire)\b",
            # someone else's advice or claim, in the third person ("Il manuale di Terraform consiglia
            # di …", "Marco sostiene che …"); the impersonal "si consiglia di" is a norm
            r"(?<!\bsi\s)\b(?:consiglia|consigliano|raccomanda|raccomandano|suggerisce|suggeriscono|"
            r"sconsiglia|sconsigliano|prescrive|prescrivono)\s+(?:di|che)\b",
            r"\b(?:sostiene|sostengono|afferma|affermano|insiste|insistono)\s+(?:che|nel)\b",
        ),
        everyday=rx(
            r"\bnon\s+(?:preoccuparti|ti\s+preoccupare|si\s+preoccupi)\b",
            # how much of what is done ("si mangia sempre troppo", "si spende poco"): a degree, no way
            r"\bsi\s+\w+\s+(?:sempre\s+)?(?:troppo|tantissimo|tanto|poco|pochissimo|benissimo|malissimo)\b",
            # being or living there is no way either ("Qui da noi si sta bene"; as "se" in es.everyday)
            r"\bsi\s+(?:sta|vive|dorme)\b",
            # what a tool does by itself is its behaviour, not the team's way ("SAP genera da solo il
            # numero di protocollo", "Il gestionale invia in automatico i solleciti"); never the one
            # addressed ("Puoi fare merge da solo …")
            r"\b(?:automaticamente|in\s+automatico)\b",
            r"^\s*(?!(?:puoi|può|potete|va|vai|fai|se|quando|anche)\b)(?:(?-i:[A-Z][\w-]*)|(?:il|lo|l['’]|la)\s*[\w-]+(?:\s+[\w-]+)?)\s+"
            r"[a-zàèéìòù]{3,}[ae]\s+(?:\S+\s+)?da\s+sol[oa]\b",
            r"\bsi\s+(?:blocca|pianta|rompe)\b",
            r"\bnon\s+funziona\b",
            r"^\s*ogni\s+volta\s+che\s+(?:lo\s+|la\s+)?\w+o\b",
            r"\bci\s+penso\s+io\b",
            # a state of the world that comes round: what there is, the weather ("c'è sempre coda")
            r"\b(?:(?:c['’]è|ci\s+sono)\s+(?:sempre|spesso|di\s+solito)|(?:sempre|spesso)\s+c['’]è)\b(?!\s+da\b)",
            *world.facts("it"),
        ),
        weather=rx(world.weather("it")),
        negated_memory=rx(
            r"\bnon\s+(?:ricordare|ricordarti|salvare|memorizzare)\b",
            # no need to keep it: "Non serve che ti segni questo indirizzo", "non c'è bisogno di ricordarlo"
            r"\bnon\s+(?:serve|occorre|c['’]è\s+bisogno)\s+che\s+ti\s+"
            r"(?:segn|ricord|salv|memorizz|annot|appunt)\w*",
            # (an infinitive said to no one keeps only what is pointed at or left unnamed: "Non serve
            # salvare i log di debug nel repository" is a rule)
            r"\bnon\s+(?:serve|occorre|c['’]è\s+bisogno)\s+(?:di\s+)?"
            r"(?:segn|ricord|salv|memorizz|annot|appunt)\w*"
            r"(?:(?<=[lL][oaie])|(?<=ne)|(?=\s*(?:$|[,.!?;:—–-]|(?:questo|questa|quest['’]|quello|quella|ciò)\b)))",
            r"\bdimentica\s+(?:questo|quello|ciò)\b",
            # no need to note this one ("Non serve che lo annoti, …", "Questo non c'è bisogno di segnarlo")
            r"\bnon\s+(?:serve|c['’]è\s+bisogno|è\s+necessario|occorre)\s+(?:di\s+|che\s+)?(?:(?:te|ti|me)\s+)?(?:lo\s+|la\s+|questo\s+)?"
            r"(?:segn|annot|salv|ricord|memorizz|registr)[a-zàèéìòù]*\s*(?:[,.!;—–-]|$)",
        ),
        context_less=rx(
            r"^\s*(?:fai|fallo|fate)\s+(?:così|allo\s+stesso\s+modo|lo\s+stesso)\b",
            r"^\s*(?:questo|quello|ciò)\s*[.!]?\s*$",
        ),
        filler=frozenset(
            [
                "fai",
                "fallo",
                "fare",
                "così",
                "questo",
                "quello",
                "lo",
                "stesso",
                "stessa",
                "allo",
                "modo",
                "sempre",
                "mai",
                "per",
                "favore",
                "anche",
                "come",
                "di",
                "nuovo",
                "ancora",
            ]
        ),
        # A complaint about what the assistant does: "mi dà fastidio quando …", "smettila di …"
        complaint=rx(
            r"\b(?:mi\s+d[àa]\s+fastidio|odio|detesto|non\s+sopporto|non\s+mi\s+piace|mi\s+(?:irrita|infastidisce|"
            r"scoccia|urta))\b[^.!?]{0,25}?\b(?:quando|che)\b",
            r"\b(?:smettila|smettetela)\b|^\s*(?:smetti|smettete|basta)\s+(?:di|con)\b",
        ),
        # A note with no verb: "niente emoji nei commit", "tab no, spazi", "tab, non spazi"
        contrast=rx(
            *verbless(
                clause=r"\b(?:è|sono|era|io|tu|lui|lei|noi|voi|questo|quello|ora|adesso|oggi|domani|ancora|"
                r"grazie|credo|so|che|così|allora|beh|ok|problema|sì|male|proprio)\b",
                none=r"niente|nessun[oa]?|nessun['’]|zero|(?:nemmeno|neanche|neppure)\s+(?:un[oa]?|un['’])(?:\s+sol[oa])?",
                idioms=r"problema|problemi|paura|di(?=\s)|da\s+fare|male|fretta|idea|dubbio|grazie|scuse|"
                r"di\s+nuovo|altro|di\s+male|da\s+dire|"
                r"errore|errori|avvis[oi]|messaggi|risposta|risultat[oi]|novità|modific[ah]e?|conflitt[oi]",
                but_not=r"non|mai|e\s+non",
                not_but=r"no\s*,",
                instead=r"invece\s+d(?:i|ei|egli|elle|el|ello|ella)|al\s+posto\s+d(?:i|ei|egli|elle|el|ello|ella)|"
                r"anziché|piuttosto\s+che|>+",
                only_after=r"soltanto|solamente|e\s+basta",
                tail=r"sempre|mai|senza\s+eccezioni|grazie|(?:nemmeno|neanche)\s+un[oa]",
            )
        ),
        # "Nomi dei branch col trattino", "I commenti in inglese": after a topic
        manner=rx(
            r"\s+(?:con|col|coi|in|senza|come|via|sotto|sempre\s+(?:con|in|senza))\s+"
            r"(?!.*\b(?:è|sono|era|erano|ha|hanno|va|vanno|fallisce|falliscono|fallito|rompe|rompono|"
            r"sembra|sembrano|corso|rosso|verde|io|tu|lui|lei|noi|voi)\b)"
            r"[^.!?]{1,60}[.!]*\s*$"
        ),
        placement=rx(
            r"^\s*(?:metti|mettete|tieni|tenete|salva|salvate|colloca|collocate)\b",
            r"\b(?:vanno|va|devono\s+stare|stanno)\s+(?:in|nella|nel|sotto|dentro)\b",
        ),
        limit=rx(
            r"\b(?:al\s+massimo|massimo|max\.?|non\s+più\s+di|almeno|minimo|come\s+minimo)\s+(?:\d+|una?|due|tre|quattro|cinque)\b",
            r"\d+\s*(?:\w+\s+)?(?:al\s+massimo|massimo|max)\b",
        ),
        kind_made=rx(*KIND_MADE),
        prefixed=rx(
            r"\b(?:iniziano|inizia|cominciano|comincia)\s+(?:con|per)\s+\S*[/_-](?=[\s.,;]|$)"
        ),
        announce=rx(
            # what comes first, before a colon ('Tests first: …'): how work is ordered
            r"^\s*prima\s+(?:il|la|i|le|lo|l['’])",
            r"\b(?:in\s+generale|in\s+genere|generalmente|di\s+regola|regol[ae]|norm[ae]|convenzion[ei]|"
            r"per\s+il\s+futuro|per\s+sempre|una\s+volta\s+per\s+tutte|per\s+tutto\s+il\s+progetto|"
            r"come\s+segue|importante)\b",
            # a note or a reminder the speaker gives (issue 33, fourteenth round: "Una nota: …")
            r"\b(?:una\s+nota|nota|promemoria|avviso|vi\s+ricordo|ti\s+ricordo|per\s+info|per\s+conoscenza)\b",
        ),
        universal=rx(
            r"\b(?:sempre|mai|ogni|tutt[ie]\s+(?:i|gli|le)|qualsiasi|qualunque|d['’]ora\s+in\s+poi|"
            r"per\s+sempre|di\s+default|in\s+generale)\b"
        ),
        topic=rx(
            r"^\s*(?:(?:i|gli|le|tutti\s+i|tutte\s+le|i\s+nostri|le\s+nostre|il|la|l['’])\s*)?(?:messaggi\s+di\s+commit|commit|"
            r"branch|rami|nomi\s+(?:dei|delle|degli|di)\s+\w+|titoli\s+delle\s+PR|PR|test|"
            r"commenti|docstring|variabili|indentazione|import|log|documentazione|doc|risposte|virgolette|"
            r"stringhe|righe|tipi|messaggi\s+di\s+errore|migrazioni|dipendenze|versioni|changelog|review|"
            r"release|deploy|file|cartelle|date|configurazione)\b"
        ),
        rule=(
            # the prefer verb as an order ('privilégie …', 'bevorzuge …'): advice on how work is done
            rx(
                r"^\s*(?:privilegia|prediligi|preferisci|favorisci|dai\s+(?:la\s+)?priorità\s+a)\b(?!\s+(?:questo|questa|quel\w*|il\s+ticket|la\s+correzione)\b)"
            ),
            # a necessity in the passive, said of a kind ("Benchmarks are to be run …", "Les migrations
            # sont à faire relire …", "I test sono da lanciare …"): a norm for every item of it
            rx(
                r"^\s*(?:i|gli|le|tutti\s+i|tutte\s+le)\s+(?:[\w'’-]+\s+){0,3}?sono\s+(?:sempre\s+|solo\s+)?da\s+[a-zàèéìòù]+(?:are|ere|ire)\b"
            ),
            # the speaker's wish said of every item of a kind (lexicon.wish_every)
            rx(wish_every(r"(?:voglio|vorrei)\s+che\s", r"ogni")),
            # a requirement set on every item of a kind (lexicon.each_needs)
            rx(
                each_needs(
                    r"(?:(?:a|ad|per)\s+)?ogni|tutt[ie]\s+(?:i|gli|le)",
                    r"ha\s+bisogno|hanno\s+bisogno|richied(?:e|ono)|necessita(?:no)?|serv(?:e|ono)|deve\s+avere|devono\s+avere",
                )
            ),
            # "Cerca di evitare …", "preferisci …": advice on how work is done, as "sempre" is
            rx(
                r"^\s*(?:cerca|cercate|prova|provate)\s+(?:a|di)\s+(?:evitare|non|sempre|preferire)\b"
            ),
            rx(
                r"^\s*(?:preferisci|preferite|privilegia|privilegiate)\s+(?:il|lo|la|i|gli|le|l['’]|un|una|\w+e\b)"
            ),
            # "I test li scriviamo con pytest": a thing work makes put first, taken up by its
            # pronoun, the team's present 'we' and how or where: how the team does it
            rx(
                r"^\s*(?:i|gli|le|il|lo|la|l['’])\s*\w+(?:\s+\w+){0,2}\s+(?:li|le|lo|la|l['’])\s*\w+iamo\s+(?:sempre\s+)?(?:con|col|in|nel|nella|su|sul|sulla|a|al|alla)\b"
            ),
            # "Assicurati che ogni endpoint abbia un test", "Niente viene mergiato senza review"
            rx(
                r"^\s*(?:assicurati|assicuratevi|fai\s+in\s+modo)\b.*\b(?:ogni|tutti\s+i|tutte\s+le|sempre)\b",
                r"^\s*(?:niente|nulla|nessun[oa]?(?:\s+[\w-]+)?)\s+(?:viene|va|è|verrà|si)\s+\w+",
            ),
            # "è la regola", "senza eccezioni", "nient'altro": the sentence says it is a rule
            rx(
                r"\bè\s+(?:la|una)\s+regola\b|\bè\s+obbligatorio\b|\bsenza\s+eccezion[ei]\b|"
                r"\bnon\s+è\s+negoziabile\b|\bnient['’]altro\b|\bda\s+nessun['’]?\s*altra\s+parte\b"
            ),
            rx(
                r"\b(?:sempre|mai|ogni\s+volta|per\s+ogni|prima\s+di\s+ogni|dopo\s+ogni|in\s+ogni|senza\s+eccezioni)\b"
            ),
            rx(r"^\s*non\s+(?!(?:preoccuparti|ti\s+preoccupare|funziona))\w+(?:are|ere|ire)\b"),
            rx(
                r"^\s*(?:i|gli|le|tutti\s+i|tutte\s+le|ogni|i\s+nuovi|le\s+nuove|nuovi|nuove)\s+[^,.]{1,40}?\s+"
                r"(?:vanno|va|devono|deve|stanno|si\s+mettono|restano)\s"
            ),
            rx(
                r"^\s*(?:noi\s+)?(?:non\s+|sempre\s+|mai\s+)?(?:usiamo|utilizziamo|scriviamo|facciamo|mettiamo|seguiamo|preferiamo|teniamo|rilasciamo|"
                r"deployiamo|pushiamo|mergiamo|committiamo|testiamo|lavoriamo|evitiamo|firmiamo|documentiamo|"
                r"formattiamo|indentiamo|nominiamo|salviamo|pubblichiamo|rebasiamo)\b"
            ),
            rx(
                r"^\s*(?:usa|utilizza|scrivi|metti|tieni|evita|nomina|formatta|segui|rispondi|mantieni|preferisci|chiama|"
                r"indenta|documenta|commenta|firma|limita|redigi)\s+"
                # (not what to say once: "Rispondi che l'abbiamo letta", "Scrivi che è rotto")
                r"(?!(?:questo|quello|questa|quella|un|una|il\s+file|che)\b)\S"
            ),
        ),
        preference=rx(r"\b(?:preferisco|mi\s+piace|mi\s+piacciono|preferirei)\b"),
        material=rx(
            r"\b(?:riassumi|traduci|correggi|rivedi|controlla|riscrivi|accorcia|spiega|migliora)\b[^.!?\n:]{0,40}:",
            # (not the speaker's own plan of work: "voici la liste pour aujourd'hui : 1) …")
            r"\becco\b(?![^.!?\n:]{0,30}\b(?:lista|piano|programma|compiti|passi|cose\s+da\s+fare|todo|to-do)\s+(?:pour|de|du|per|di|del|della)?\s*(?:oggi|stamattina|stamani|oggi\s+pomeriggio|la\s+giornata|domani|questa\s+settimana|questo\s+sprint)\b[^.!?\n:]{0,20}:\s*(?:1|a|-|\*)[).:\s])[^.!?\n:]{0,100}:",
            r"\b(?:riscriv(?:ere|i)|riformul(?:are|a)|riassum(?:ere|i)|tradu(?:rre|ci)|corregg(?:ere|i)|rived(?:ere|i)|"
            r"accorci(?:are|a)|miglior(?:are|a)|semplific(?:are|a)|sistem(?:are|a))\s+(?:questo|questa|questi|queste|"
            r"quest['’])\s*(?:paragrafo|testo|passaggio|frase|messaggio|mail|email|sezione|nota|lista)\b[^.!?\n:]{0,60}[?.!:]",
        ),
        retraction=rx(
            # not recording what was just said: a verb of noting or saving, negated, with a word
            # pointing back at it or closing its clause ('don't write that down', 'ne note pas ça')
            r"\bnon\s+(?:segnar|annotar|salvar|scriver|registrar|memorizzar|appuntar)(?:e|lo|la|telo|tela)(?:\s+(?:questo|quello))?(?=\s*[,.!;…—–]|\s*$)|\bnon\s+(?:lo|la)\s+(?:segnare|annotare|salvare|scrivere|registrare|memorizzare|appuntare)(?=\s*[,.!;…—–]|\s*$)",
            # keeping things as they were takes back what was just asked ('leave it as it is')
            r"\b(?:lascia(?:lo|la|li)?|lasciamo(?:lo)?)\s+(?:com['’]è|come\s+(?:prima|era|sta)|così)\b|\brestiamo\s+come\s+prima\b",
            r"\b(?:"
            + taken_back(
                alone=r"(?:non\s+)?fa\s+niente|meglio\s+(?:di\s+)?no|lascia\s+(?:perdere|stare)|dimenticalo|no,?\s+aspetta|anzi\s+no|cioè\s+no|no\s+dai|"
                r"(?<!non\s)(?:sto\s+)?scherz(?:o|ando)|era\s+(?:uno\s+)?scherzo|non\s+ho\s+detto\s+niente|"
                r"(?:ignora|dimentica)(?:lo)?(?=\s*[,.!;]|\s*$)",
                verbs=r"dimentica|ignora|cancella|scordati|annulla|ritiro|ritira",
                verbs_alone=True,
                objects=r"quello(?:\s+che\s+ho\s+detto)?|questo|ciò\s+che\s+ho\s+detto|"
                r"la\s+frase\s+(?:di\s+)?prima|l['’]ultima\s+(?:cosa|frase|regola)",
            )
            + r")\b",
        ),
        correction=rx(
            r"\b(?:ah|oh)\s*,?\s*no\b(?=\s*,)",
            r"\b(?:anzi|cioè|scusa|scusami|volevo\s+dire|intendo|ops|pardon)\b",
            r"\b(?:mi\s+correggo|correggo|correzione)\b",
            r"\b(?:ehm|uhm)\b(?=\s*,)",
            # the speaker's slip ("mi sono sbagliato", "mi sono espressa male", "ho sbagliato", "ho
            # detto male"), an interjection with its "no" ("ah no, …")
            r"\b(?:mi\s+sono\s+(?:sbagliat|espress\w+\s+male|confus)\w*|ho\s+(?:sbagliato|detto\s+male|scritto\s+male))\b",
        ),
        disputed=rx(
            r"\bnon\s+c['’]è\s+(?:nessuna\s+)?(?:regola|norma|obbligo)\b",
            r"\bè\s+una\s+(?:leggenda|diceria|bufala)\b",
            r"\bnon\s+è\s+(?:vero|corretto)\b",
            r"\b(?:è\s+)?falso\b",
            r"\b(?:mai|non\s+ho)\s+detto\b",
            r"\bnon\s+(?:credo|penso)\s+che\b",
            # the speaker denying having asked ("Non ti ho mai chiesto di …"); "se non ti ho chiesto
            # …" is a condition
            r"(?<!\bse\s)\bnon\s+(?:ti|vi|le|gli)\s+(?:ho|avevo)\s+(?:mai\s+)?(?:chiesto|detto|ordinato|imposto)\b",
            # with no one named it was asked of ("Non ho mai chiesto di …")
            r"(?<!\bse\s)\bnon\s+(?:ho|avevo)\s+(?:mai\s+)?(?:chiesto|detto|ordinato|imposto|scritto)\s+(?:di|che)\b",
        ),
        answer_no=rx(r"^\s*(?:no|macché|ma\s+no|per\s+niente)\s*[,.!—–-]+\s*"),
        negated=rx(r"\b(?:non|mai|niente|nessun[oa]?|nulla)\b"),
        may=rx(r"^\s*(?:puoi|potete|si\s+può|hai\s+il\s+permesso\s+di|sentiti\s+libero\s+di)\b"),
        denial=rx(
            r"\bnon\s+è\s+(?:vero|così|corretto)\b",
            r"\b(?:è\s+)?(?:falso|sbagliato)\b",
            r"\b(?:mai|non\s+ho)\s+detto\b",
            r"\bnon\s+(?:credo|penso)\s+che\b",
            r"^\s*no\s*,",
        ),
        condition_lead=rx(
            # a free-choice condition ('whatever you change …'): every case (issue 33, sixth round)
            r"^\s*(?:qualunque\s+cosa|qualsiasi\s+cosa|dovunque|ovunque|non\s+importa\s+(?:cosa|quale|dove))\b[^,;:]{2,100}[,;:]\s*",
            # a kind of item set apart first, then what to do with it ("Any function longer
            # than 50 lines, split it"): a condition on the item
            r"^\s*(?:qualsiasi|qualunque|ogni)\s+(?!(?:volta|mattina|sera|notte|giorno|settimana|mese|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\b)[^,;:]{2,80}[,;:]\s*",
            r"^\s*(?:salvo|a\s+meno\s+che|tranne\s+se|finché\s+non)\b[^,;:]{2,100}[,;:]\s*",
            r"^\s*(?:finché|purché|a\s+patto\s+che|fintanto\s+che)\b[^,;:]{2,100}[,;:]\s*",
            r"^\s*(?:se|quando|ogni\s+volta\s+che|tutte\s+le\s+volte\s+che|ogni\s+qualvolta|prima\s+di|prima\s+che|dopo\s+(?:aver|avere)|appena|"
            r"non\s+appena|nel\s+caso\s+(?:in\s+cui|che)|in\s+caso\s+di|qualora|per\s+ogni|a\s+ogni|ad\s+ogni)\b"
            r"[^,;:]{2,100}[,;:]\s*",
            r"^\s*(?:per|su)\s+(?:le|i|gli|tutte\s+le|tutti\s+i)\s+(?:modifiche|correzioni|fix|PR|commit|"
            r"aggiornamenti|release|hotfix)\b[^,;:]{0,40}[,;:]\s*",
            # with no comma, the kind of change ends where the permission begins ("Per le modifiche
            # alla documentazione puoi pushare …", "Per i cambi di doc va bene …")
            r"^\s*(?:per|su)\s+(?:le|i|gli|tutte\s+le|tutti\s+i)\s+(?:modifiche|correzioni|fix|PR|commit|cambi|"
            r"aggiornamenti|release|hotfix)\b[^,;:]{0,40}?\s(?=(?:puoi|potete|si\s+può|va\s+bene|è\s+ok)\b)",
        ),
        condition_tail=rx(
            r"\s(?:prima\s+di|prima\s+che|dopo\s+aver|quando|se|ogni\s+volta\s+che|appena|non\s+appena)\s"
        ),
        # the addressee's present with the object's pronoun ("Se la build fallisce, la rilanci una
        # volta", "…, lo giri al commerciale"): under a condition, what to do then (never asked:
        # "…, la spezzi in due?"; never what one knows or sees: "lo sai", "la vedi")
        you_then=rx(
            r"^\s*(?:(?:prima|poi|subito|sempre)\s+)?(?:tu\s+)?(?:lo|la|li|le|gli|glielo|gliela|ne|l['’])\s*"
            r"(?!(?:sai|vedi|hai|trovi|senti|capisci|conosci)\b)[a-zàèéìòù]{3,}i\b(?![^?]*\?)",
        ),
        verb_first=rx(
            r"^\s*(?![\wàèéìòù]*(?:ano|ono|iamo|ete|ite|o)\b(?![\wàèéìòù]))(?!(?:due|tre|quattro|alcuni|alcune|molti|molte|tutti|tutte|il|lo|la|i|gli|le|l|un|uno|una|questo|questa|questi|queste|quel|quella|quello|mio|mia|tuo|tua|suo|sua|nostro|nostra|io|tu|lui|lei|noi|voi|loro|ci|c|si|mi|ti|è|sono|era|forse|sì|grazie|e|ma|o|se|quando|che|già|tutto|niente|nessuno|qualcuno)(?![\w'’]))(?!dall[aoe]\s+(?!(?:a|ad|al|allo|alla|ai|agli|alle|pure|subito)\b))[a-zàèéìòù][\wàèéìòù]*(?![\w'’])",
        ),
        directive=rx(
            r"^\s*(?:niente|nessun[oa]?|mai)\b",
            # the present said to the one addressed, as an order ("…, mi chiedi prima")
            r"^\s*(?:tu\s+)?(?:mi|ci)\s+[a-zàèéìòù]+i\b",
            r"^\s*(?:(?:sempre|mai|prima|anche|poi)\s+)*"
            r"(?:chiedi|scrivi|usa|utilizza|metti|tieni|fai|fa['’]|aggiungi|cancella|elimina|sistema|"
            r"correggi|controlla|esegui|lancia|fissa|avvisa|di['’]|dì|evita|segui|rispondi|salva|crea|"
            r"aggiorna|documenta|commenta|firma|testa|prova|verifica|installa|aspetta|lascia|includi|"
            r"ignora|togli|indica|consulta|leggi|invia|manda|notifica|informa|ricorda|assicura|unisci|"
            r"rilascia|pubblica|formatta|pulisci|rinomina|sposta|blocca|mantieni|traduci|spiega|mostra|"
            r"chieda|scriva|usi|utilizzi|metta|tenga|faccia|aggiunga|cancelli|elimini|sistemi|corregga|"
            r"controlli|esegua|lanci|fissi|avvisi|dica|eviti|segua|risponda|salvi|crei|aggiorni|"
            r"documenti|commenti|firmi|verifichi|installi|aspetti|lasci|includa|ignori|tolga|indichi|"
            r"legga|invii|mandi|informi)(?:mi|ti|lo|la|li|le|ci|vi|ne|gli|glielo|melo|telo|selo)*\b",
            # the monosyllabic imperatives with their doubled clitic ("fammelo vedere", "dimmi",
            # "dammi", "vacci") and any verb with two clitics ("mandameli", "chiedimelo"): imperatives
            # by their form
            # ("Dalla finestra …", "Dalle nove …" are "from the": the preposition with its article, unless
            # a person it is given to or nothing follows, "dallo a Marco")
            r"^\s*(?:(?:sempre|mai|prima|anche|poi)\s+)*(?!dall[aoe]\s+(?!(?:a|ad|al|allo|alla|ai|agli|alle|pure|subito)\b))(?:(?:fa|di|da|sta|va)(?:mm|ll|cc|tt)"
            r"(?:i|e|a|o|elo|ela|eli|ele|ene)|[a-z]{3,}[ai](?:melo|mela|meli|mele|mene|celo|cela|glielo|gliela))\b",
            r"^\s*(?:bisogna|occorre|devi|dovete|deve|devono|è\s+obbligatorio|è\s+vietato|serve)\b",
            r"^\s*[a-zàèéìòù]{3,}[aie](?:me|te|ce|ve|glie)(?:lo|la|li|le|ne)\b",
            # an imperative with its pronoun joined to it ("segnalalo", "cancellali", "avvisami")
            r"^\s*[a-zàèéìòù]{3,}[ai](?:mi|ci|lo|la|li|le|ne|gli)\b(?!\s+(?:è|sono|era)\b)",
            r"^\s*(?:non|mai)\s+(?:\w+\s+)?\w+(?:are|ere|ire)(?:lo|la|li|le|mi|ci|ne)?\b",
        ),
        # leave to act alone or as one likes ('feel free to', 'you can … yourself', 'at any time',
        # 'without asking'): a waiver of the speaker's gate, lasting unless said of one thing
        waiver=rx(
            r"\bsentiti\s+liber[oa]\s+di|\bnon\s+esitare\s+a|\bsei\s+liber[oa]\s+di|\b(?:puoi|potete)\s+[^.?!]{0,60}\b(?:quando\s+vuoi|in\s+qualsiasi\s+momento)",
            r"\b(?:puoi|potete)\s+[^.?!]{0,60}\b(?:da\s+sol[oa]|tu\s+stess[oa]|in\s+autonomia)\b",
        ),
        permission=rx(
            # people of a kind given leave to act with a step waived ("I tester possono riaprire i
            # ticket … senza chiedere al capo progetto"): what they may do here, every time
            r"^\s*(?:tutti\s+|tutte\s+)?(?:i|gli|le)\s+[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:anche\s+)?possono\s+(?:\w+\s+){0,1}[a-zàèéìòù]+(?:are|ere|ire)\b"
            r"[^.?!]{0,80}\b(?:senza\s+(?:chiedere|passare|autorizzazione|permesso|approvazione|avvisare)|da\s+soli|da\s+sole|in\s+autonomia)\b",
            # a noun of leave given to the one addressed ("hai carta bianca", "avete via libera")
            r"\b(?:hai|avete|ti\s+do|vi\s+do)\s+(?:la\s+)?(?:mia\s+)?(?:carta\s+bianca|via\s+libera|luce\s+verde)\b",
            # a kind put first, then leave to act on it, the pronoun joined to the infinitive
            # agreeing with it ("Gli snapshot dei test puoi aggiornarli tu", "Le traduzioni potete
            # sistemarle")
            r"^\s*(?:(?:i|gli)\s+[^,.;:!?]{2,50}?\s+(?:puoi|potete|può)\s+[a-zàèéìòù]+(?:ar|er|ir)li|"
            r"le\s+[^,.;:!?]{2,50}?\s+(?:puoi|potete|può)\s+[a-zàèéìòù]+(?:ar|er|ir)le|"
            # or before the verb of leave ("Le traduzioni le puoi sistemare tu")
            r"(?:i|gli)\s+[^,.;:!?]{2,50}?\s+li\s+(?:puoi|potete|può)\s+[a-zàèéìòù]+(?:are|ere|ire)|"
            r"le\s+[^,.;:!?]{2,50}?\s+le\s+(?:puoi|potete|può)\s+[a-zàèéìòù]+(?:are|ere|ire))\b",
            # a noun of leave given to the one addressed ("hai carta bianca sui test")
            r"\b(?:hai|avete|ti\s+do)\s+(?:il\s+mio\s+|il\s+)?(?:carta\s+bianca|via\s+libera|semaforo\s+verde)\s+(?:su|sui|sulle|sugli|sul|per|con)\b",
            # a prohibition said impersonally ('it is forbidden to', 'queda prohibido')
            r"\bè\s+(?:severamente\s+|assolutamente\s+)?(?:vietato|proibito|interdetto)\b",
            # a kind that may go without a step ('Docs-only PRs can skip the full CI run')
            r"^\s*(?:i|gli|le|tutti\s+i|tutte\s+le)\s+(?:[\w'’./-]+\s*,?\s+){1,8}?possono\s+(?:saltare|evitare|ignorare|fare\s+a\s+meno\s+d)",
            r"\b(?:puoi|potete|si\s+può)\s+\w+[^.?!]{0,60}\bsenza\b",
            r"\b(?:va|è)\s+bene\s+(?:per|se|quando)\b",
            r"\b(?:va\s+bene|è\s+ok|è\s+ammesso)\s+\w+(?:are|ere|ire)\b",
            r"\b(?:PR|modifiche|commit|fix|branch|bozze)\b[^.?!]{0,40}?\b(?:puoi|potete)\b",
            r"\bhai\s+il\s+permesso\s+di\b",
            r"\b(?:è|sono)\s+(?:\w+\s+){0,2}?(?:consentit[oaie]|permess[oaie]|facoltativ[oaie]|"
            r"opzional[ei]|ammess[oaie]|vietat[oaie])\b",
            r"\bnon\s+(?:è|sono)\s+(?:obbligatori[oa]?|necessari[oa]?|richiest[oaie])\b",
            r"\b(?:modifiche|correzioni|fix|PR|commit|cambi)\b[^.?!]{0,40}?"
            r"\bnon\s+(?:richiedono|hanno\s+bisogno\s+d[i']|necessitano\s+d[i'])",
            r"\bnon\s+(?:serve|servono|occorre|c['’]è\s+bisogno\s+di|è\s+necessario)\b",
            r"\bsi\s+(?:può|possono)\s+(?:saltare|omettere|ignorare)\b",
            r"\bpuoi\s+(?:saltare|omettere|ignorare)\b",
        ),
        recurring=rx(
            # the last days of the month recur every month
            r"\b(?:gli\s+|negli\s+)?ultimi\s+(?:\w+\s+)?giorni\s+(?:del|di\s+ogni)\s+mese\b|\ba\s+fine\s+(?:di\s+ogni\s+)?mese\b",
            r"\b(?:nel|nei|ogni|tutti\s+i)\s+(?:fine\s+settimana|weekend)\b",
            r"\b(?:di|il|ogni|tutti\s+i|tutte\s+le)\s+(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|"
            r"sabati|domenica|domeniche|giorno|giorni|mattina|mattine|sera|sere|settimana|mese)\b",
            r"\b(?:quotidianamente|settimanalmente|ogni\s+giorno)\b",
            # the feminine article before a feminine part of the week ("la domenica", "la sera")
            r"\b(?:la|le)\s+(?:domenica|domeniche|sera|sere|mattina|mattine)\b(?!\s+(?:scorsa|prossima|dopo))",
            r"\bdal\s+(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\s+al\s+"
            r"(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\b",
        ),
        restricted=rx(
            r"\bsolo\s+(?:di|il|nei|durante|ogni|nel)\s+(?:lunedì|martedì|mercoledì|giovedì|venerdì|"
            r"sabato|domenica|giorni\s+feriali|fine\s+settimana|weekend)\b",
            r"\b(?:solo|soltanto|solamente)\s+(?:dopo|quando|se|una\s+volta)\b",
            r"\bsolo\s+(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\s+(?:e|o)\s+"
            r"(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\b",
        ),
        occasion=rx(
            r"\b(?:questo|questa|quest['’]|il\s+prossimo|la\s+prossima)\s*(?:lunedì|martedì|mercoledì|"
            r"giovedì|venerdì|sabato|domenica|settimana|weekend|mese|sprint)\b",
            r"\b(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\s+prossim[oa]\b",
            r"\b(?:oggi|domani|stasera|dopodomani)\b",
        ),
        # Its commonest words: which Latin-script table a sentence is read with.
        letters="ìò",
        function_words=words(
            "il lo la i gli le un una e è sono che di in per con non io tu se quando prima dopo "
            "ogni sempre mai mio mia del della al alla si a anche solo ma come più senza no noi da"
        ),
        specific=rx(
            r"\b(?:questo|questa|questi|queste|quel|quella|quei|quelle)\s+(?!(?:venerdì|lunedì|mese|anno|settimana)\b)\w+"
        ),
        single_event=rx(r"\b(?:appena|non\s+appena|una\s+volta\s+che)\b"),
        generic=rx(r"\b(?:un|uno|una|qualsiasi|qualunque|ogni|tutti|tutte|qualcuno|qualcosa)\b"),
        quantified=rx(
            r"\b(?:in|su|per|a|con|di)\s+(?:qualsiasi|qualunque|ogni|ciascun[oa]?)\s+\w+"
        ),
        runtime=rx(
            r"\b(?:utent[ei]|client[ei]|visitatore|API|server|richiesta|risposta|pagina|modulo|"
            r"pulsante|campo|funzione|metodo|app|applicazione|schermata|browser)\s+(?:\w+\s+)?"
            r"(?:clicca|preme|invia|scrive|apre|carica|restituisce|ritorna|riceve|risponde|accede|"
            r"è\s+vuot[oa])\b"
        ),
        relative=rx(r"\b(?:che|cui|quale|quali|dove)\b"),
        norm=rx(
            r"^\s*(?:bisogna|occorre|si\s+(?:deve|devono|dovrebbe|dovrebbero)|è\s+(?:obbligatorio|necessario|indispensabile)|conviene|devi|dobbiamo|dovete)\b"
        ),
        made_one=rx(
            r"^\s*\w+\s+(?:mi\s+|ci\s+)?(?:un|una|uno|un['’])\s*(?:[\w-]+\s+){0,3}?che\b",
            r"^\s*fai\s+(?:in\s+modo|sì)\s+che\s+(?:il|lo|la|i|gli|le|l['’])\s*(?:pulsante|bottone|banner|"
            r"pagina|campo|modulo|menu|finestra|link|schermata|app)",
        ),
        hypothetical=rx(r"\b(?:se|salvo\s+che|a\s+meno\s+che)\b"),
        **request_forms(),
    )
