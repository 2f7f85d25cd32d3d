"""Italian: a plain statement of how each thing of a kind is done here, with no rule word (the
table's `kind_made`); it.py is the rest of the table."""

from __future__ import annotations

from app.domain.memory.judgement.place_ways import IT_WAY_AFTER_PLACE

# the way a thing is done, said after its verb, and no time of now (issue 33, fifteenth round)
_IT_WAY = (
    r"(?:con|col|in|nel|nella|tramite|via|per|entro|prima|dopo|ogni|solo|soltanto|sempre|mai|almeno|il\s+primo|"
    r"insieme|senza|da|dal|dalla|sul|sulla|su|al|alla|a)"
)
_IT_NOT_NOW = (
    r"(?![^.;!?]*\b(?:oggi|adesso|ora|ieri|domani|stamattina|stasera|quest[oa]\s+(?:settimana|mese|volta)|"
    r"in\s+questo\s+momento)\b)"
)

# a kind in the plural and how each is kept or made, in the impersonal present with how
# long, where or how ("I backup del database si tengono per trenta giorni", "Le chiavi si
# ruotano ogni mese"); never what happens to them ("si rompono", "si bloccano")
KIND_MADE = (
    IT_WAY_AFTER_PLACE,
    r"^\s*(?:tutti\s+|tutte\s+)?(?:i|gli|le)\s+(?:[\w'’.-]+\s+){1,7}?(?:non\s+)?si\s+"
    r"(?!(?:rompono|bloccano|piantano|fermano|perdono|vedono|trovano|aprono|chiudono\s+da\s+soli)\b)"
    # (how long a run takes is a state: "si eseguono in circa dodici minuti")
    r"(?![a-z]+\s+in\s+(?:circa\s+|meno\s+di\s+|più\s+di\s+|poco\s+più\s+di\s+)?[\w-]+\s+(?:secondi|minuti|ore)\b)"
    r"(?!(?:eseguono|completano|terminano|finiscono|durano|impiegano|caricano\s+(?!su|sul|sulla|sullo|sui|nel|nella|nello)\w)\s)(?:[a-z]+(?:ano|ono)|fanno|danno)\s+"
    r"(?:per|in|con|col|a|al|alla|dopo|entro|solo|sempre|mai|nel|nella|sul|sulla|sullo|su|dal|dalla|ogni|tramite|"
    # (or a bound first: "… si chiedono almeno due settimane prima")
    r"almeno|non\s+oltre|prima)\s+\S",
    # a mass noun with its article, the same way ("Il codice generato non si tocca a mano")
    r"^\s*(?:il|lo|la|l['’])\s*(?:[\w'’.-]+\s+){0,5}?(?:non\s+)?si\s+"
    r"(?!(?:rompe|blocca|pianta|ferma|perde|vede|trova|apre|chiude\s+da\s+solo)\b)"
    # (how long it takes is a state: "La pagina si carica in tre secondi")
    r"(?![a-z]+\s+in\s+(?:circa\s+|meno\s+di\s+|più\s+di\s+)?[\w-]+\s+(?:secondi|minuti|ore)\b)[a-z]+(?:a|e)\s+"
    r"(?:per|in|con|col|a|al|alla|dopo|entro|solo|sempre|mai|nel|nella|sul|sulla|dal|dalla|ogni|tramite|prima|"
    r"soltanto)\s+\S",
    # the passive with "venire" or "andare" ("I dati sensibili vengono cifrati a riposo",
    # "Le chiavi vanno ruotate ogni mese")
    # (the kind named with its complements: "Le richieste di accesso agli atti vengono protocollate …")
    r"^\s*(?:tutti\s+|tutte\s+)?(?:i|gli|le)\s+(?:[\w'’.-]+\s+){1,6}?(?:non\s+)?(?:vengono|vanno)\s+(?:sempre\s+)?"
    r"[a-z]+(?:ati|ate|iti|ite|uti|ute|essi|esse|itti|itte)\s+(?:per|in|con|col|a|al|alla|dopo|entro|solo|sempre|nel|nella|"
    r"sul|sulla|dal|dalla|ogni|tramite|prima|da)\b",
    # every item of a kind, and what it does in the present ("Ogni microservizio espone un
    # endpoint /health"): each item's, a convention (never a time: "ogni volta", "ogni giorno")
    # a kind that goes out at a time of its own ("Le newsletter partono alle dieci", "I report
    # escono ogni lunedì"): a schedule of the work
    r"^\s*(?:tutti\s+|tutte\s+)?(?:i|gli|le)\s+(?:[\w'’.-]+\s+){1,4}?(?:partono|escono|girano|vengono\s+inviat[ie]|"
    r"si\s+inviano|si\s+mandano|vanno\s+in\s+onda)\s+(?:alle|all['’]|ogni|il|la|di|dopo|prima)\b",
    r"^\s*ogni\s+(?!(?:utente|cliente|visitatore|persona|dipendente|volta|giorno|mattina|sera|notte|settimana|mese|anno|lunedì|martedì|mercoledì|giovedì|"
    r"venerdì|sabato|domenica|tanto|due|tre|quattro|cinque)\b)[\w'’-]+(?:\s+[\w'’-]+){0,3}?\s+(?:non\s+)?"
    r"(?!(?:è|ha|sta|può|deve|sembra)\b)[a-z]+(?:a|e)\s+(?:(?:prima|poi)\s+)?(?:un|una|uno|il|lo|la|i|gli|le|l['’]|sempre|solo|almeno|con|in|nel|nella|"
    r"sul|sulla|al|alla|per|da|dal|dalla|al\s+massimo)\b",
    # the kind put first, taken up by its pronoun, and who does it named after the verb in
    # the present ("Le bozze dei contratti le rilegge l'ufficio legale", "I preventivi … li
    # firma il direttore", "Le note … le scrive chi ha fatto il merge"): whose step it is.
    # Never a compound past ("Le chiavi le ha prese Marco") nor a person by name ("lo porta Giulia")
    r"^\s*(?:i|gli)\s+(?:[\w'’.-]+\s+){1,5}?li\s+(?!(?:ha|hanno|ho|è|sono|sa|vede|trova)\b)[a-zàèéìòù]{3,}(?:a|e)\s+(?:il|lo|la|l['’]|chi|un|una|sempre|solo|prima)",
    r"^\s*le\s+(?:[\w'’.-]+\s+){1,5}?le\s+(?!(?:ha|hanno|ho|è|sono|sa|vede|trova)\b)[a-zàèéìòù]{3,}(?:a|e)\s+(?:il|lo|la|l['’]|chi|un|una|sempre|solo|prima)",
    # and a kind in the singular ("Il verbale delle riunioni lo scrive chi modera", "La
    # nota spese la firma il responsabile")
    r"^\s*(?:(?:il|lo)\s+(?:[\w'’.-]+\s+){1,5}?lo|la\s+(?:[\w'’.-]+\s+){1,5}?la)\s+(?!(?:ha|hanno|ho|è|sono|sa|vede|trova)\b)"
    r"[a-zàèéìòù]{3,}(?:a|e)\s+(?:il|lo|la|l['’]|chi|un|una|sempre|solo|prima)",
    # a kind and the way it takes, in the plain present, set against the way it does not
    # take or ordered before a next step ("Le richieste … passano dal team sicurezza, non dal
    # singolo sviluppatore", "I job notturni girano su Kubernetes, non sulle VM"): a choice made
    r"^\s*(?:tutti\s+|tutte\s+)?(?:i|gli|le)\s+(?:[\w'’.-]+\s+){1,7}?(?:non\s+)?(?:si\s+)?[a-z]{3,}(?:ano|ono)\s+(?:prima\s+)?"
    r"(?:da|dal|dalla|dai|dagli|dalle|su|sul|sulla|sullo|sui|sulle|in|nel|nella|nei|per|a|al|alla|ai|tramite|con|col)\b"
    r"[^,;.]{1,60}(?:,\s*(?:e\s+)?(?:non|mai)\s+(?:da|dal|dalla|dai|dagli|dalle|su|sul|sulla|sullo|sui|sulle|in|nel|nella|nei|"
    r"per|a|al|alla|ai|tramite|con|col)\b|\s+(?:e\s+)?poi\s+|\s+prima\s+(?:di|del|della|dell['’])\s*)",
    # a kind that runs on a place of its own ("I servizi interni girano su Kubernetes")
    r"^\s*(?:tutti\s+|tutte\s+)?(?:i|gli|le)\s+(?:[\w'’.-]+\s+){1,4}?girano\s+(?:solo\s+)?(?:su|sul|sulla|sullo|in|nel|nella)\s+\S",
    # (issue 33, fourteenth round) a unit or a role with its article, a present of doing, what it
    # acts on, and a bound in time it keeps ("L'ufficio acquisti evade gli ordini entro tre giorni
    # lavorativi", "Il supporto risponde ai ticket urgenti entro due ore"): a service level; never
    # what comes, goes or ends ("Il treno arriva entro due ore"), never one's own ("Il mio vicino …")
    r"^\s*(?:il|lo|la|l['’])\s*[\w-]+(?:\s+[\w-]+)?\s+(?!(?:arriva|parte|passa|torna|finisce|esce|è|ha|sta|era)\b)"
    r"[a-zàèéìòù]{3,}[ae]\s+(?:[\w'’]+\s+){1,5}?entro\s+(?:il\s+|la\s+|le\s+|l['’]\s*)?"
    r"(?:\d+|un|una|due|tre|quattro|cinque|sei|sette|otto|dieci|quindici|trenta|fine|giorno)\b",
    # (issue 33, fifteenth round) the team as subject, a kind put first and taken up by its
    # pronoun, the team's present and the way it takes ("Noi i preventivi li mandiamo firmati in
    # PDF"); never a time of now or of the past
    r"^\s*noi\s*,?\s+"
    + _IT_NOT_NOW
    + r"(?:i|gli|le|il|lo|la|l['’])\s*(?:[\w'’.-]+\s+){1,7}?(?:li|le|lo|la|l['’])\s*(?:non\s+)?"
    r"[a-zàèéìòù]{3,}iamo\s+(?:[a-zàèéìòù]{3,}(?:at|ut|it)[oaie]\s+)?(?:sempre\s+|solo\s+)?"
    + _IT_WAY
    + r"\b",
    # (issue 33, fifteenth round) a kind or the people it is done for, set apart first ("Ai nuovi
    # assunti", "Per i resi danneggiati", "Alle famiglie"), then the impersonal "si", a present of
    # doing, what it acts on and the way it takes: how each case is handled; never a time of now,
    # never eating, living, being or feeling ("Per il pranzo di Natale si mangia …")
    r"^\s*"
    + _IT_NOT_NOW
    + r"(?:per\s+(?:i|gli|le|il|lo|la|l['’]|ogni|tutti\s+i|tutte\s+le)|ai|agli|alle|al|allo|all['’]|a\s+tutti\s+i|"
    r"a\s+ogni|con\s+(?:i|gli|le))\s*(?!(?:momento|futuro|resto|pranzo|cena|natale|pasqua|ferragosto|weekend|fine)\b)"
    r"[\w'’-]+(?:\s+[\w'’.%-]+){0,5}?\s*,?\s+(?:(?:il|lo|la|l['’]|i|gli|le)\s*[\w-]+\s+)?si\s+"
    r"(?!(?:mangia|beve|sta|vive|dorme|sente|vede|trova|dice|parla|respira|spende|è|sono|ha|fa\s+festa)\b)"
    r"[a-zàèéìòù]{3,}[ae]\s+(?:(?:il|lo|la|l['’]|i|gli|le|un|una|uno)\s*[\w-]|(?:[\w'’.-]+\s+){0,4}?"
    + _IT_WAY
    + r"\b)",
)


# --- a role's duty in the plain present (issue 33, fifteenth round; read by duties.py): whoever does
# a part of the work, named by any noun with its article (never one's own or private life, never a
# tool), a present of doing and what it acts on, and what makes it a duty rather than a happening:
# every item, a step it comes before, a bound, at once, only one way or a way refused ("La segreteria
# didattica pubblica gli orari almeno un mese prima", "Il magazziniere controlla ogni bancale prima di
# firmare"); never now, today or a past
_PRIVATE = (
    r"mio|mia|tuo|tua|suo|sua|loro|nostro|nostra|vostro|vostra|vicin[oa]|fratello|sorella|figli[oa]|padre|madre|marito|moglie|ragazz[oa]|amic[oa]|nonn[oa]|cugin[oa]|zi[oa]|"
    r"cane|gatto|bambin[oa]|treno|autobus|sole|sistema|server|programma|portatile|telefono|computer|bot|script|"
    r"app|cron|job|processo|mercato|prezzo|tempo"
)
_NOT_DOING = (
    r"è|era|fu|ha|aveva|sta|va|viene|arriva|parte|passa|torna|esce|resta|rimane|sembra|può|deve|sa|dice|crede|vuole|"
    r"vive|lavora|dorme|mangia|parla|pensa|odia|ama|piace|costa|dura|cade|segue"
)
_NOT_NOW = (
    r"(?![^.;!?]*\b(?:oggi|adesso|ora|ieri|domani|stamattina|stasera|stanotte|quest[oa]\s+(?:settimana|mese|volta|anno|"
    r"mattina|sera)|in\s+questo\s+momento|ultimamente|scors[oa]|passat[oa])\b)"
)
_MARK = (
    r"(?=[^.;!?]*\b(?:ogni\s+(?!volta\b)(?=\w)|prima\s+(?:di|del|della|dello|dei|delle)\b|almeno|entro|non\s+oltre|"
    r"lo\s+stesso\s+giorno|in\s+giornata|subito|il\s+primo\s+giorno|al\s+rientro|mai|soltanto|solo|"
    r"unicamente)\b|,\s*(?:e\s+)?non\s+(?:il|lo|la|l['’]|i|gli|le|per|a|al|in|con|da)\b|\bprima\s*[.;!]?\s*$)"
)
DUTY = (
    r"^\s*" + _NOT_NOW + r"(?:il|lo|la|l['’])\s*(?!(?:" + _PRIVATE + r")\b)[a-zàèéìòù]{3,}"
    r"(?:\s+(?:di|del|della|dello|dell['’])\s*[\w-]+|\s+[a-zàèéìòù]{3,}){0,2}?\s+"
    r"(?:(?:sempre|anche|prima)\s+)?(?!(?:"
    + _NOT_DOING
    + r")\b)(?![a-zàèéìòù]+(?:ava|eva|iva)\s)[a-zàèéìòù]{3,}[ae]\s+"
    r"(?:(?:a|al|ai|alla|agli|alle)\s+)?(?:il|lo|la|l['’]|i|gli|le|un|una|uno|ogni|tutti|tutte|[a-zàèéìòù]{3,}[ie])(?:\b|(?<=['’]))"
    + _MARK
)
# whoever does a part of the work, named by what they do ("Chi prende il furgone compila …", "Il
# commerciale che chiude un contratto aggiorna …"), then a present of doing and what it acts on
WHOEVER = (
    r"^\s*"
    + _NOT_NOW
    + r"(?:chi|(?:il|lo|la|l['’])\s*(?!(?:"
    + _PRIVATE
    + r")\b)[a-zàèéìòù]{3,}(?:\s+[a-zàèéìòù]{3,})?\s+che)\s+"
    r"(?!(?:è|era|fu|ha|aveva|sa)\b)[a-zàèéìòù]{3,}(?:a|e|ano|ono)\b[^,.;!?]{1,80}?,?\s+(?:(?:anche|sempre|poi|subito|prima)\s+)?"
    # (or a step left out, negated: "Chi lavora da remoto il venerdì non timbra"; seventeenth round)
    r"(?:non\s+(?!(?:"
    + _NOT_DOING
    + r")\b)[a-zàèéìòù]{3,}[ae](?:\s+(?:mai|il|lo|la|l['’]|i|gli|le|un|una|uno|nulla|niente|all['’]|alla|al|in|nel|nella)"
    r"(?:\b|(?<=['’]))|\s*[.!]?\s*$)|"
    r"(?!(?:"
    + _NOT_DOING
    + r"|non)\b)(?![a-zàèéìòù]+(?:ava|eva|iva)\s)(?:[a-zàèéìòù]{3,}[ae]\s+(?:(?:anche|sempre|subito|poi)\s+)?"
    r"(?:(?:a|al|ai|alla)\s+)?(?:il|lo|la|l['’]|i|gli|le|un|una|uno|ogni|tutto|tutti|tutte)(?:\b|(?<=['’]))|"
    # (or what it acts on taken up by its pronoun before the verb: "… lo registra nel gestionale")
    r"(?:lo|la|li|le|gli|ne)\s+[a-zàèéìòù]{3,}[ae]\s+\w))"
)


# (issue 33, eighteenth round) what someone makes, named by a relative clause, its subject after the
# verb or before it ("I turni che prepara la caposala …", "Le bolle che l'autista firma …"), then
# where it goes or what is done with it and what makes it a duty ("… vengono appesi in bacheca due
# settimane prima", "… vanno in amministrazione prima delle 18"); never now or a past, a state.
MADE_BY_ROLE = (
    r"^\s*"
    + _NOT_NOW
    + r"(?:il|lo|la|i|gli|le|l['’])\s*(?:[\w'’-]+\s+){0,2}?che\s+(?:(?!(?:ha|hanno|è|sono|era)\b)"
    r"[a-zàèéìòù]{3,}(?:a|e|ano|ono)\s+(?:il|lo|la|i|gli|le|l['’])\s*(?!(?:"
    + _PRIVATE
    + r")\b)[a-zàèéìòù]{3,}|(?:il|lo|la|i|gli|le|l['’])\s*(?!(?:"
    + _PRIVATE
    + r")\b)[a-zàèéìòù]{3,}\s+(?!(?:ha|hanno|è|sono|era)\b)[a-zàèéìòù]{3,}(?:a|e|ano|ono))"
    r"(?:\s+[a-zàèéìòù]{3,})?\s+(?:vanno|va|passano|passa|partono|parte|finiscono|finisce|arrivano|arriva|"
    r"(?:vengono|viene|sono|è)\s+(?:sempre\s+)?[a-zàèéìòù]{2,}(?:at|ut|it|es|ess|ost|ist|ort|ott|ett|itt|us|ars|ers)[oaie])\b"
    + r"(?:"
    + _MARK
    + r"|(?=[^.;!?]*\bprima\s*[.;!]?\s*$))"
)


# --- a way the office refuses, a negated present with a bound (issue 33, nineteenth round), as
# fr_kinds.TEAM_REFUSES: the office named by its noun or "noi", "non", a present of doing and, after
# what it acts on, what bounds it: without, under or over a threshold, outside, by phone or mail, in
# a month ("Lo studio non accetta incarichi senza il mandato firmato", "Lo studio legale non segue
# pratiche sotto i mille euro", "La nostra scuola non organizza uscite nel mese di maggio"). Never a
# state, a modal or a past, never now ("questo mese", "oggi").
_IT_OFFICE = (
    r"studio|ufficio|scuola|reparto|azienda|società|ditta|agenzia|negozio|albergo|hotel|ristorante|clinica|"
    r"ambulatorio|laboratorio|cantiere|magazzino|comune|banca|team|squadra|segreteria|amministrazione|"
    r"direzione|redazione|officina|farmacia|biblioteca|istituto|struttura|cooperativa|associazione|asl"
)
_IT_MONTH = (
    r"gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre"
)
TEAM_REFUSES = (
    r"^\s*(?:(?:da\s+noi|qui|qua)\s*,?\s*)?(?:(?:noi\s+)?|(?:il|lo|la|l['’])\s*(?:nostr[oa]\s+)?(?:"
    + _IT_OFFICE
    + r")(?:\s+[\w'’-]+){0,2}?\s+)non\s+"
    r"(?!(?:è|ha|hanno|abbiamo|sa|può|possiamo|deve|dobbiamo|vuole|vogliamo|sembra|va|viene|sta|c['’]è|riesce|"
    r"riusciamo)\b)(?![a-zàèéìòù]*(?:ava|eva|iva|avano|evano|ivano|avamo|evamo|ivamo)\b)"
    r"[a-zàèéìòù]{3,}(?:a|e|iamo|ano|ono)\b[^.!?]{0,80}?\b(?:senza|sotto|sopra|oltre|più\s+di|meno\s+di|"
    r"fuori|al\s+telefono|per\s+telefono|per\s+e-?mail|via\s+e-?mail|a\s+terzi|all['’]esterno|"
    r"(?:nel\s+mese\s+di|a|ad|in)\s+(?:" + _IT_MONTH + r"))\b" + _IT_NOT_NOW
)
