"""Spanish: what takes a sentence out of the rules though it has a rule's form (the table's `one_off`,
`hedge`, `past` and `reported`): one occasion, a guess, the past, someone else's words; es.py is the
rest of the table."""

from __future__ import annotations

from app.domain.memory.judgement.es_kinds import PAST_AFTER_CLITIC, PRETERITE

# One occasion: now, this time, today, an exception, a hand-over to the speaker.
ONE_OFF = (
    # "ahora" closing a clause is this moment; "a partir de ahora", "desde ahora", "de ahora
    # en adelante" are other words
    r"(?<!de\s)(?<!desde\s)(?<!hasta\s)\bahora\b(?=\s*(?:[,.;!]|$))",
    r"\b(?:s[oó]lo|solamente|únicamente)\s+(?:para|en)\s+(?:esta|este)\s+(?!(?:proyecto|repo|equipo)\b)\w+",
    # a purpose with the speaker as its subject: a hand-over ("… para que (yo) los revise")
    r"\bpara\s+que\s+(?:yo\s+)?(?:los|las|lo|la|le|les)?\s*\w+e\b(?=\s*[.,!]|\s*$)|\bas[ií]\s+(?:los|las|lo|la)\s+(?:veo|reviso|miro)\b",
    r"\b(?:excepcionalmente|por\s+excepción|por\s+única\s+vez|solo\s+por\s+hoy|solo\s+esta\s+vez|"
    r"por\s+esta\s+vez|por\s+una\s+vez)\b",
    r"\bcuando\s+(?:tengas|puedas)\s*(?:un\s+rato|tiempo|un\s+momento)?\b",
    r"\b(?:para\s+esta\s+(?:tarea|vez|función|rama)|esta\s+vez|para\s+este\s+(?:archivo|ticket|commit|PR|error)|"
    r"en\s+este\s+archivo|hoy|(?<!cada )(?<!las )(?<!la )(?<!turno de )(?<!turnos de )mañana|ayer|por\s+ahora|de\s+momento|por\s+el\s+momento|ahora\s+mismo|"
    r"solo\s+por\s+esta\s+vez|temporalmente|esta\s+semana)\b",
)

# A hedge: a guess, a supposition, a stance closing the sentence.
HEDGE = (
    r"\b(?:quizás?|tal\s+vez|a\s+lo\s+mejor|podríamos|podría|posiblemente|probablemente|algún\s+día|"
    r"creo\s+que|pienso\s+que|sería|pudieras|pudiera|pudieses|ya\s+veremos|idealmente)\b",
    # a supposition asked to be imagined ("Imagina que prohibiéramos …")
    r"^\s*(?:imagina|imagínate|imaginemos|imaginad)\s+(?:si|que)\b",
    # a stance verb closing the sentence after a comma ("…, creo"): the speaker's guess
    r",\s*(?:creo|pienso|me\s+parece|diría\s+yo)\s*[.!…]*\s*$",
    # (issue 33, eighteenth round) the colloquial "maybe" put first (Latin American "capaz que", Mexican
    # "igual y"), the conditional of "can" in the plural, and "I don't know" said alone after a comma
    # ("…, no sé.", "…, pero no sé, lo tengo que pensar"; not "no sé si …", "no sé por qué …")
    r"^\s*(?:capaz\s+que|igual\s+y)\b",
    r"\bpodrían\b",
    r",\s*(?:pero\s+)?no\s+s[ée]\s*(?:[,.!…]|$)",
)

# The past: a habit of before, the imperfect, a stretch of the past named, what was done once to a
# kind taken up by its pronoun.
PAST = (
    r"\b(?:usaba|usábamos|usaban|hacía|hacíamos|solía|solíamos|escribía|era|eran|había|"
    r"antiguamente|el\s+año\s+pasado|la\s+última\s+vez)\b",
    r"^\s*antes\s*,",
    r"\bantes\s+(?=\w+(?:aba|ía)\b)",
    r"\bmi\s+(?:antiguo|anterior|viejo)\s+\w+",
    r"\b\w+(?:aba|abas|ábamos|aban)\b",
    PAST_AFTER_CLITIC,
    PRETERITE,
    # a stretch of the past named ("la semana pasada", "el sprint pasado")
    r"\b(?:la\s+semana|el\s+mes|el\s+sprint|el\s+trimestre)\s+pasad[oa]\b",
)

# Someone else's words: according to, a colleague's, what others say, advise or claim.
REPORTED = (
    r"^\s*(?:según|de\s+acuerdo\s+con|como\s+dice)\b",
    r"^\s*(?:mi|mis|nuestro|nuestra)\s+(?:compañero|compañera|compañeros|jefe|jefa|amigo|amiga|cliente|colega)\b",
    r"^\s*(?:él|ella|ellos|ellas)\b",
    r"\b(?:dice|dijo|ha\s+dicho|me\s+dijo|dicen|decían|han\s+dicho|se\s+dice)\s+que\b",
    # someone else's advice or claim, in the third person ("El manual recomienda …", "Marta
    # sostiene que …"); the impersonal "se recomienda" is a norm
    r"\S\s+(?<!\bse\s)(?:recomienda|recomiendan|aconseja|aconsejan|sugiere|sugieren|desaconseja|desaconsejan)\b",
    r"\b(?:sostiene|sostienen|afirma|afirman|asegura|aseguran|opina|opinan|comenta|comentan|comentó|"
    r"cuenta|cuentan|contó|explica|explicó)\s+que\b",
)
