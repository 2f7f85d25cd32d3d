"""Italian."""

from __future__ import annotations

from app.domain.judgement.lexicon import Form, Lexicon, rx

LEXICON = Lexicon(
    code="it",
    openers=rx(
        r"^\s*(?:ciao|salve|buongiorno|buonasera|grazie(?:\s+(?:mille|per\s+[^,.!:;]{1,40}))?|ok|va\s+bene|"
        r"perfetto|ottimo|bene|allora|inoltre|e|a\s+proposito|un'altra\s+cosa|un'altra\s+regola|importante|senti)"
        r"\s*(?:[,:!\-–—]+\s*|\s+(?=(?:d'ora|da|in|sempre|mai|non|ricorda|io|preferisco|usiamo|ogni|per)\b))",
    ),
    please=rx(r",?\s*\bper\s+(?:favore|piacere)\b\s*,?\s*"),
    lead_in=rx(
        r"\b(?:d'ora\s+in\s+poi|d'ora\s+in\s+avanti|d'ora\s+innanzi|da\s+(?:ora|adesso|oggi)\s+in\s+(?:poi|avanti)|"
        r"in\s+futuro|per\s+il\s+futuro|da\s+qui\s+in\s+avanti|from\s+now\s+on)\b\s*[,:]?\s*",
    ),
    scope_user=rx(
        r",?\s*\bin\s+(?:tutti\s+i\s+miei\s+progetti|ognuno\s+dei\s+miei\s+progetti|tutti\s+i\s+progetti|ogni\s+progetto)\b\s*[,:]?\s*",
        r"\bin\s+qualsiasi\s+progetto\b\s*,?\s*",
    ),
    scope_session=rx(
        r",?\s*\b(?:in|per|durante)\s+(?:il\s+resto\s+di\s+)?(?:questa\s+(?:conversazione|sessione|chat)|"
        r"questo\s+(?:chat|thread))\b\s*[,:]?\s*",
    ),
    scope_space=rx(r",?\s*\bin\s+questo\s+(?:progetto|repository|repo)\b\s*[,:]?\s*"),
    polite_frame=rx(r"^\s*(?:puoi|potresti|può|potrebbe)\s+"),
    question=rx(r"[?]\s*$"),
    one_off=rx(
        r"\b(?:per\s+questo\s+(?:compito|task|file|ticket|commit|bug)|per\s+questa\s+(?:volta|attività|funzione)|"
        r"questa\s+volta|in\s+questo\s+file|oggi|domani|ieri|per\s+ora|per\s+adesso|per\s+il\s+momento|"
        r"al\s+momento|adesso|subito|solo\s+questa\s+volta|temporaneamente|questa\s+settimana)\b",
    ),
    hedge=rx(
        r"\b(?:forse|magari|potremmo|potrebbe|probabilmente|eventualmente|un\s+giorno|penso\s+che|credo\s+che|"
        r"sarebbe\s+(?:bello|meglio|utile)|vedremo|idealmente)\b",
    ),
    past=rx(
        r"\b(?:usavo|usavamo|usavano|facevo|facevamo|scrivevo|era|erano|avevo|avevamo|l'anno\s+scorso|"
        r"l'ultima\s+volta)\b",
        r"\bnel\s+mio\s+(?:vecchio|precedente)\s+\w+", r"\b(?:ho|abbiamo)\s+(?:sempre\s+|mai\s+)?\w+(?:ato|uto|ito)\b",
        r"\b\w+(?:avo|avamo|avano)\b",
    ),
    reported=rx(
        r"^\s*(?:il\s+mio|la\s+mia|i\s+miei|il\s+nostro|la\s+nostra)\s+(?:collega|capo|amico|amica|cliente|responsabile)\b",
        r"^\s*(?:lui|lei|loro)\b", r"\b(?:dice|ha\s+detto|diceva|mi\s+ha\s+detto)\s+che\b",
    ),
    everyday=rx(
        r"\bnon\s+(?:preoccuparti|ti\s+preoccupare|si\s+preoccupi)\b", r"\bsi\s+(?:blocca|pianta|rompe)\b",
        r"\bnon\s+funziona\b", r"^\s*ogni\s+volta\s+che\s+(?:lo\s+|la\s+)?\w+o\b", r"\bci\s+penso\s+io\b",
    ),
    negated_memory=rx(r"\bnon\s+(?:ricordare|ricordarti|salvare|memorizzare)\b", r"\bdimentica\s+(?:questo|quello|ciò)\b"),
    context_less=rx(r"^\s*(?:fai|fallo|fate)\s+(?:così|allo\s+stesso\s+modo|lo\s+stesso)\b", r"^\s*(?:questo|quello|ciò)\s*[.!]?\s*$"),
    filler=frozenset(
        "fai fallo fare così questo quello lo stesso stessa allo modo sempre mai per favore anche come di "
        "nuovo ancora".split()
    ),
    rule=(
        rx(r"\b(?:sempre|mai|ogni\s+volta|per\s+ogni|prima\s+di\s+ogni|dopo\s+ogni|in\s+ogni|senza\s+eccezioni)\b"),
        rx(r"^\s*non\s+(?!(?:preoccuparti|ti\s+preoccupare|funziona))\w+(?:are|ere|ire)\b"),
        rx(r"^\s*(?:i|gli|le|tutti\s+i|tutte\s+le|ogni|i\s+nuovi|le\s+nuove|nuovi|nuove)\s+[^,.]{1,40}?\s+"
           r"(?:vanno|va|devono|deve|stanno|si\s+mettono|restano)\s"),
        rx(r"^\s*(?:noi\s+)?(?:usiamo|utilizziamo|scriviamo|facciamo|mettiamo|seguiamo|preferiamo|teniamo|rilasciamo)\b"),
        rx(r"^\s*(?:usa|utilizza|scrivi|metti|tieni|evita|nomina|formatta|segui|rispondi|mantieni|preferisci)\s+"
           r"(?!(?:questo|quello|questa|quella|un|una|il\s+file)\b)\S"),
    ),
    preference=rx(r"\b(?:preferisco|mi\s+piace|mi\s+piacciono|preferirei)\b"),
    material=rx(
        r"\b(?:riassumi|traduci|correggi|rivedi|controlla|riscrivi|accorcia|spiega|migliora)\b[^.!?\n:]{0,40}:",
        r"\becco\b[^.!?\n:]{0,60}:",
    ),
    remember=(
        Form(rx(r"^\s*(?:per\s+favore,?\s+)?(?:ricorda|ricordati|ricordatevi|ricordi|ricordate|tieni\s+a\s+mente|"
                r"tieni\s+presente)\b\s*(?:[:,]\s*)?(?:(?:che|di)\s+)?(?P<rest>.+)$")),
    ),
    prefer=(Form(rx(r"^\s*(?:io\s+)?(?:preferisco|preferirei)\b\s*(?:che\s+)?(?P<rest>.+)$")),),
    not_remembered=rx(r"^(?:questo|quello|ciò|quando|come)\b"),
    not_preferred=rx(r"^(?:non\b|questo|quello|questa|quella)\b"),
    prefer_cut=rx(r",\s*(?:quindi|perché|ma|e|d'ora)\b|;|\s+perché\b"),
)
