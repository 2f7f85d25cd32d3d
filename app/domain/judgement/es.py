"""Spanish."""

from __future__ import annotations

from app.domain.judgement.lexicon import Form, Lexicon, rx

LEXICON = Lexicon(
    code="es",
    openers=rx(
        r"^\s*[¡¿]?\s*(?:hola|buenas|buenos\s+días|buenas\s+(?:tardes|noches)|gracias(?:\s+por\s+[^,.!:;]{1,40})?|"
        r"vale|ok|bueno|perfecto|genial|también|y|por\s+cierto|otra\s+cosa|una\s+(?:cosa|regla)\s+más|"
        r"importante|oye)"
        r"\s*(?:[,:!¡\-–—]+\s*|\s+(?=(?:de|a|desde|en|siempre|nunca|no|recuerda|yo|prefiero|usamos|cada|por)\b))",
    ),
    please=rx(r",?\s*\bpor\s+favor\b\s*,?\s*"),
    lead_in=rx(
        r"\b(?:de\s+ahora\s+en\s+adelante|a\s+partir\s+de\s+ahora|a\s+partir\s+de\s+hoy|desde\s+ahora|"
        r"de\s+aquí\s+en\s+adelante|en\s+adelante|en\s+lo\s+sucesivo|en\s+el\s+futuro|"
        r"de\s+hoy\s+en\s+adelante|from\s+now\s+on)\b\s*[,:]?\s*",
    ),
    scope_user=rx(
        r",?\s*\ben\s+(?:todos\s+mis\s+proyectos|cada\s+uno\s+de\s+mis\s+proyectos|todos\s+los\s+proyectos)\b\s*[,:]?\s*",
        r"\ben\s+cualquier\s+proyecto\b\s*,?\s*",
    ),
    scope_session=rx(
        r",?\s*\b(?:en|durante|para)\s+(?:el\s+resto\s+de\s+)?(?:esta\s+(?:conversación|sesión|charla)|"
        r"este\s+chat|este\s+hilo)\b\s*[,:]?\s*",
    ),
    scope_space=rx(r",?\s*\ben\s+este\s+(?:proyecto|repositorio|repo)\b\s*[,:]?\s*"),
    polite_frame=rx(r"^\s*¿?\s*(?:puedes|podrías|puede\s+usted|podría)\s+"),
    question=rx(r"[?]\s*$", r"^\s*¿"),
    one_off=rx(
        r"\b(?:para\s+esta\s+(?:tarea|vez|función|rama)|esta\s+vez|para\s+este\s+(?:archivo|ticket|commit|PR|error)|"
        r"en\s+este\s+archivo|hoy|mañana|ayer|por\s+ahora|de\s+momento|por\s+el\s+momento|ahora\s+mismo|"
        r"solo\s+por\s+esta\s+vez|temporalmente|esta\s+semana)\b",
    ),
    hedge=rx(
        r"\b(?:quizás?|tal\s+vez|a\s+lo\s+mejor|podríamos|podría|posiblemente|probablemente|algún\s+día|"
        r"creo\s+que|pienso\s+que|sería\s+(?:bueno|mejor|ideal)|ya\s+veremos|idealmente)\b",
    ),
    past=rx(
        r"\b(?:usaba|usábamos|usaban|hacía|hacíamos|solía|solíamos|escribía|era|eran|había|"
        r"antiguamente|el\s+año\s+pasado|la\s+última\s+vez)\b",
        r"^\s*antes\s*,", r"\bantes\s+(?=\w+(?:aba|ía)\b)", r"\bmi\s+(?:antiguo|anterior|viejo)\s+\w+", r"\b\w+(?:aba|abas|ábamos|aban)\b",
    ),
    reported=rx(
        r"^\s*(?:mi|mis|nuestro|nuestra)\s+(?:compañero|compañera|compañeros|jefe|jefa|amigo|amiga|cliente|colega)\b",
        r"^\s*(?:él|ella|ellos|ellas)\b", r"\b(?:dice|dijo|ha\s+dicho|me\s+dijo)\s+que\b",
    ),
    everyday=rx(
        r"\bno\s+te\s+preocupes\b", r"\bno\s+se\s+preocupe\b", r"\bse\s+(?:cuelga|bloquea|rompe|cae)\b",
        r"\bno\s+(?:funciona|sirve|anda|arranca|compila)\b", r"^\s*cada\s+vez\s+que\s+(?:yo\s+|lo\s+|la\s+)?\w+o\b",
        r"\byo\s+me\s+encargo\b",
    ),
    negated_memory=rx(
        r"\bno\s+(?:recuerdes|recuerde|guardes|guarde|memorices|memorice|apuntes)\b",
        r"\bolvida\s+(?:esto|eso)\b", r"\bno\s+hace\s+falta\s+(?:recordar|guardar)\b",
    ),
    context_less=rx(r"^\s*(?:hazlo|haz\s+lo\s+mismo|hazlo\s+igual)\b", r"^\s*(?:esto|eso)\s*[.!]?\s*$"),
    filler=frozenset(
        "hazlo hacerlo haz así esto eso lo mismo igual de la misma manera forma siempre nunca por favor "
        "también otra vez como".split()
    ),
    rule=(
        rx(r"\b(?:siempre|nunca|jamás|cada\s+vez\s+que|en\s+cada|para\s+cada|antes\s+de\s+cada|"
           r"después\s+de\s+cada|sin\s+excepción)\b"),
        rx(r"^\s*no\s+(?:te\s+|le\s+|lo\s+|la\s+|los\s+|las\s+)?\w+(?:es|as)\b"),
        rx(r"^\s*(?:los|las|todos\s+los|todas\s+las|cada|nuestros|nuestras)\s+[^,.]{1,40}?\s+"
           r"(?:van|va|deben|debe|tienen\s+que|tiene\s+que|se\s+guardan|se\s+ponen|se\s+escriben|viven)\s"),
        rx(r"^\s*(?:nosotros\s+)?(?:usamos|utilizamos|escribimos|desplegamos|seguimos|ponemos|preferimos|"
           r"mantenemos|nombramos|trabajamos)\b"),
        rx(r"^\s*(?:usa|utiliza|escribe|pon|mantén|manten|evita|nombra|formatea|sigue|responde|contesta|"
           r"guarda|prefiere)\s+(?!(?:esto|eso|este|esta|ese|esa|un|una|el\s+archivo)\b)\S"),
    ),
    preference=rx(r"\b(?:prefiero|me\s+gustan?|prefiera)\b"),
    material=rx(
        r"\b(?:resume|resuma|traduce|traduzca|corrige|corrija|revisa|revise|reescribe|acorta|explica|mejora)\b[^.!?\n:]{0,40}:",
        r"\baquí\s+(?:está|tienes|va)\b[^.!?\n:]{0,60}:",
    ),
    remember=(
        Form(rx(r"^\s*(?:por\s+favor,?\s+)?(?:recuerda|recuerde|recordad|acuérdate|acuérdese|"
                r"ten\s+en\s+cuenta|tenga\s+en\s+cuenta)\b\s*(?:[:,]\s*)?"
                r"(?:(?:de\s+)?que\s+|de\s+)?(?P<rest>.+)$")),
    ),
    prefer=(Form(rx(r"^\s*(?:yo\s+)?prefiero\b\s*(?:que\s+)?(?P<rest>.+)$")),),
    not_remembered=rx(r"^(?:esto|eso|cuando|cómo)\b"),
    not_preferred=rx(r"^(?:no\b|esto|eso|este|ese|esta|esa)\b"),
    prefer_cut=rx(r",\s*(?:así\s+que|porque|pero|y|de\s+ahora)\b|;|\s+porque\b"),
)
