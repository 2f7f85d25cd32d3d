"""Spanish."""

from __future__ import annotations

from functools import cache

from app.domain.memory.judgement import asked_ahead, kept_that, world
from app.domain.memory.judgement.es_kinds import KIND_MADE, PLACE
from app.domain.memory.judgement.es_refusals import HEDGE, ONE_OFF, PAST, REPORTED
from app.domain.memory.judgement.es_rules import rule_forms
from app.domain.memory.judgement.lexicon import (
    Form,
    Lexicon,
    rx,
    taken_back,
    verbless,
    words,
)


@cache
def table() -> Lexicon:
    """This language's table, compiled on first use (only for text in its script)."""
    return Lexicon(
        code="es",
        openers=rx(
            r"^\s*(?:[¡¿]\s*)?(?:(?:hola|buenas|buenos\s+días|buenas\s+(?:tardes|noches))(?:\s+(?:a\s+todos|a\s+todas|equipo|chicos|chicas|gente))?|"
            r"(?:mil\s+|muchas\s+)?gracias(?:\s+por\s+[^,.!:;]{1,40})?|"
            r"vale|ok|bueno\s+(?:pues|entonces)|bueno|perfecto|genial|también|y|por\s+cierto|otra\s+cosa|una\s+(?:cosa|regla)\s+más|"
            r"importante|oye|che|mirá|ah|en\s+serio|de\s+verdad|porfa|"
            # a vocative alone before a comma ("Güey, …", "Tío, …", "Parce, …")
            r"güey|guey|wey|tío|tía|mano|compa|parce|pana|chaval|colega|órale|ándale)"
            r"\s*(?:[,:!¡\-–—]+\s*|\s+(?=(?:de|a|desde|en|siempre|nunca|no|recuerda|yo|prefiero|usamos|cada|por|aquí|acá|los|las)\b))",
            # a formal notice, then what it states ("Le informo de que …", "Les recordamos que …"):
            # the statement is the speaker's
            r"^\s*(?:le|les|os)\s+(?:informo|informamos|comunico|comunicamos|recuerdo|recordamos)\s+(?:de\s+)?que\s+",
            # "ojo, que …": a call to attention, then what holds
            r"^\s*ojo\s*(?:[,:!]\s*|\s+)(?:que\s+)?",
            # voice-typed, no comma: particles of speech, then a call to look or listen ("bueno pues
            # mira …", "oye una cosa …", "pues mira …")
            r"^\s*(?=(?:\w+\s+)?(?:bueno|pues|oye|a\s+ver)\s)(?:(?:bueno|pues|oye|a\s+ver|mira|mirá|fíjate|escucha|una\s+cosa)\s+){2,}(?=\w)",
        ),
        please=rx(r",?\s*\bpor\s+favor\b\s*,?\s*"),
        closers=rx(r",?\s*\bgracias\b(?=\s*[.!]*\s*$)"),
        lead_in=rx(
            r"\b(?:de\s+ahora\s+en\s+adelante|a\s+partir\s+de\s+ahora|a\s+partir\s+de\s+hoy|desde\s+ahora|"
            r"de\s+aquí\s+en\s+adelante|en\s+adelante|en\s+lo\s+sucesivo|en\s+el\s+futuro|"
            r"de\s+hoy\s+en\s+adelante|la\s+próxima\s+vez|para\s+la\s+próxima|para\s+las\s+próximas\s+veces|"
            r"from\s+now\s+on)\b\s*[,:]?\s*",
            r"\b(?:y\s+)?no\s+(?:solo|sólo|solamente|únicamente)\s+(?:para|en)\s+(?:esta|este)\s+"
            r"(?:tarea|ticket|vez|PR|cambio|sprint)\b\s*[,:]?\s*",
        ),
        scope_user=rx(
            r",?\s*\ben\s+(?:todos\s+mis\s+proyectos|cada\s+uno\s+de\s+mis\s+proyectos|todos\s+los\s+proyectos)\b\s*[,:]?\s*",
            r"\ben\s+cualquier\s+proyecto\b\s*,?\s*|^\s*(?:para|en)\s+tod[oa]s\s+mis\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}?\s*[,:]\s*(?!\s*(?:el|la|los|las|un|una|es|fue|era|hay|se|yo|tú|me|te|lo|le|nosotros|ellos)\b)",
        ),
        scope_session=rx(
            r",?\s*\bhasta\s+el\s+final\s+de\s+(?:esta\s+(?:conversación|sesión|charla)|este\s+chat)\b\s*[,:]?\s*",
            r",?\s*\b(?:en|durante|para)\s+(?:el\s+resto\s+de\s+)?(?:esta\s+(?:conversación|sesión|charla)|"
            r"este\s+chat|este\s+hilo)\b\s*[,:]?\s*",
            # what is left of it, or while it lasts ("En lo que queda de esta conversación, …",
            # "Mientras sigamos en este chat, …"; issue 33, seventeenth round)
            r",?\s*\ben\s+lo\s+que\s+(?:queda|resta)\s+de\s+(?:esta|nuestra)\s+(?:conversación|sesión|charla)\b\s*[,:]?\s*",
            r",?\s*\bmientras\s+(?:hablemos|sigamos|estemos)\s+(?:aquí|en\s+este\s+chat|en\s+esta\s+conversación)\b\s*[,:]\s*",
            r",?\s*\bhasta\s+que\s+terminemos\s+(?:aquí|esta\s+conversación|este\s+chat)\b\s*[,:]\s*",
        ),
        team_here=rx(
            # (not someone else's: "En el equipo de Raúl …")
            # (a team named by its trade, in lower case: "En el equipo de infraestructura …")
            r"^\s*(?:(?:aquí|acá|en\s+(?:el|mi|nuestro)\s+equipo(?!\s+de\s+(?-i:[A-ZÁÉÍÓÚÑ]))(?:\s+de\s+(?-i:[a-záéíóúñ][\w-]*))?|en\s+la\s+empresa|en\s+casa|"
            # the place of the work named as the speaker's own (a project, a department, a part of
            # the code: "En este proyecto …", "En este departamento …", "En el frontend …")
            r"en\s+(?:este|esta|nuestro|nuestra|el|la)\s+(?:proyecto|repo|repositorio|monorepo|departamento|área|oficina|"
            r"servicio|frontend|backend|front|back|app|aplicación|sistema|empresa|compañía)(?:\s+de\s+(?-i:[a-záéíóúñ][\w-]*))?|"
            # a department named by its trade alone, as its people say it ("En diseño …", "En soporte,
            # …", "En atención al cliente …"): the place whose way follows
            r"en\s+(?:diseño|soporte|ventas|legal|marketing|finanzas|contabilidad|datos|operaciones|ops|calidad|QA|producto|"
            r"infraestructura|plataforma|seguridad|compras|logística|RRHH|recursos\s+humanos|atención\s+al\s+cliente|"
            r"documentación|administración|facturación|sistemas|desarrollo|backoffice|almacén)|"
            # any unit of the organisation or place of work named as the speaker's (es_kinds.PLACE)
            r"(?:" + PLACE + r")|"
            # a part of the work set apart by "para" ("Para el design system usamos …"; never a
            # time: "para el lunes")
            r"para\s+(?:el|la)\s+(?!(?:momento|futuro|resto|próximo|próxima|lunes|martes|miércoles|jueves|viernes|sábado|"
            r"domingo|fin|final|viaje|cliente|jefe)\b)[\w-]+(?:\s+(?-i:[a-z][\w-]*))?(?=\s*,|\s+\w+(?:amos|emos|imos)\b))\s*,?\s*)+"
        ),
        team_place=rx(
            r"^\s*(?:aquí|acá|en\s+(?:el|mi|nuestro)\s+equipo|en\s+la\s+empresa)\s*,?\s*(?=(?:todo|nada|nadie)\s+\w+)"
        ),
        scope_space=rx(
            r",?\s*\ben\s+este\s+(?:proyecto|repositorio|repo)\b\s*[,:]?\s*",
            # "aquí usamos …", "en el equipo hacemos …": where the team works
            r"^\s*(?:aquí|acá|en\s+(?:el|mi|nuestro)\s+equipo(?!\s+de\s+(?-i:[A-ZÁÉÍÓÚÑ]))|en\s+la\s+empresa)\s*,?\s*(?=(?:nosotros\s+)?(?:siempre\s+|nunca\s+|no\s+)?\w+(?:amos|emos|imos)\b)",
        ),
        polite_frame=rx(r"^\s*¿?\s*(?:puedes|podrías|puede\s+usted|podría)\s+"),
        question=rx(r"[?]\s*$", r"^\s*¿"),
        one_off=rx(*ONE_OFF),
        wish=rx(
            r"\bser[íi]a\s+(?:genial|bueno|ideal|mejor|estupendo|perfecto)\s+(?:que|si)\b",
            r"\bme\s+gustar[íi]a\s+que\b",
        ),
        hedge=rx(*HEDGE),
        past=rx(*PAST),
        reported=rx(*REPORTED),
        everyday=rx(
            r"\bno\s+te\s+preocupes\b",
            # what a tool does by itself is its behaviour, not the team's way ("Postgres crea un
            # índice automáticamente para cada clave primaria")
            r"\b(?:automáticamente|automaticamente|de\s+forma\s+automática|por\s+sí\s+(?:sol[oa]s?|mism[oa]s?))\b",
            r"\bno\s+se\s+preocupe\b",
            # a state of the world that comes round: what there is, the weather ("suele haber atasco")
            r"\b(?:suelen?\s+(?:haber|llover|nevar)|(?:siempre|normalmente)\s+hay|hay\s+siempre)\b(?!\s+que)",
            r"\bse\s+(?:cuelga|bloquea|rompe|cae)n?\b",
            # being or living there, or how much of what is done: no way (as "si" in it.everyday)
            r"\bse\s+(?:está|vive|duerme)\b|\bse\s+\w+n?\s+(?:muchísim[oa]s?|much[oa]s|demasiad[oa]s?|fatal|genial|de\s+maravilla)\b",
            r"\bno\s+(?:funciona|sirve|anda|arranca|compila)\b",
            r"^\s*cada\s+vez\s+que\s+(?:yo\s+|lo\s+|la\s+)?\w+o\b",
            r"\byo\s+me\s+encargo\b",
            *world.facts("es"),
        ),
        weather=rx(world.weather("es")),
        negated_memory=rx(
            r"\bno\s+(?:recuerdes|recuerde|guardes|guarde|memorices|memorice|apuntes)\b",
            r"\bolvida\s+(?:esto|eso)\b",
            r"\bno\s+hace\s+falta\s+(?:recordar|guardar)\b",
            # no need to note this one ("No hace falta que lo apuntes, …", "Esto no hace falta guardarlo")
            r"\bno\s+(?:hace\s+falta|es\s+necesario|tienes\s+que|hay\s+que)\s+(?:que\s+(?:te\s+)?(?:lo|la|esto|eso)\s+)?"
            r"(?:apunt|anot|guard|record|memoriz|registr)[a-z]*(?:\s+(?:esto|eso))?\s*(?:[,.!;—–-]|$)",
        ),
        context_less=rx(
            r"^\s*(?:hazlo|haz\s+lo\s+mismo|hazlo\s+igual)\b", r"^\s*(?:esto|eso)\s*[.!]?\s*$"
        ),
        filler=frozenset(
            [
                "hazlo",
                "hacerlo",
                "haz",
                "así",
                "esto",
                "eso",
                "lo",
                "mismo",
                "igual",
                "de",
                "la",
                "misma",
                "manera",
                "forma",
                "siempre",
                "nunca",
                "por",
                "favor",
                "también",
                "otra",
                "vez",
                "como",
            ]
        ),
        # A complaint about what the assistant does: "odio que me pongas …", "me molesta cuando …",
        # "deja de …"
        complaint=rx(
            r"\b(?:odio|detesto|no\s+soporto|no\s+me\s+gusta|me\s+(?:molesta|fastidia|revienta|irrita|cabrea|"
            r"saca\s+de\s+quicio|cae\s+mal))\b[^.!?]{0,25}?\b(?:que|cuando)\b",
            r"^\s*(?:deja|dejá|dejen|dejad|para|paren)\s+de\s+\w+",
        ),
        # A note with no verb: "nada de emojis en los commits", "tabs no, espacios", "tabs, no espacios"
        contrast=rx(
            *verbless(
                clause=r"\b(?:es|son|está|están|era|hay|yo|tú|vos|él|ella|eso|esto|ahora|hoy|mañana|todavía|"
                r"aún|gracias|creo|sé|que|así|claro|bueno|pues|vale|sí|problema|mal|tanto|mucho)\b",
                none=r"nada\s+de|ningún|ninguna|cero|ni\s+(?:un|una)(?:\s+sol[oa])?",
                idioms=r"nuevo|nueva|raro|especial|particular|problema|problemas|prisa|drama|estrés|pena|duda|dudas|idea|miedo|eso|que|nada|"
                r"error|errores|aviso|avisos|mensajes?|respuesta|resultados?|novedad(?:es)?|cambios?|conflictos?",
                but_not=r"no|nunca|jamás|y\s+no",
                not_but=r"no\s*,",
                instead=r"en\s+vez\s+de|en\s+lugar\s+de|antes\s+que|>+",
                only_after=r"solamente|únicamente|nada\s+más|y\s+punto",
                tail=r"siempre|nunca|jamás|sin\s+excepción|porfa|gracias|ni\s+un[oa]",
            )
        ),
        # "Nombres de ramas con guion medio", "Los comentarios en inglés": after a topic
        manner=rx(
            r"\s+(?:con|en|sin|como|por|vía|bajo|siempre\s+(?:con|en|sin))\s+"
            r"(?!.*\b(?:es|son|está|están|era|eran|fue|fueron|ha|han|hay|va|van|falla|fallan|falló|"
            r"fallaron|rompe|rompen|sigue|siguen|parece|parecen|curso|rojo|verde|yo|tú|él|ella|nosotros)\b)"
            r"[^.!?]{1,60}[.!]*\s*$"
        ),
        placement=rx(
            r"^\s*(?:pon|ponga|poned|pongan|guarda|guarde|guardad|coloca|coloque|mete|mete)\b",
            r"\b(?:van|va|deben\s+ir|se\s+guardan)\s+(?:en|dentro\s+de|bajo)\b",
        ),
        limit=rx(
            r"\b(?:como\s+máximo|máximo|no\s+más\s+de|a\s+lo\s+sumo|max\.?|al\s+menos|como\s+mínimo|mínimo)\s+(?:\d+|una?|dos|tres|cuatro|cinco)\b",
            r"\d+\s*(?:\w+\s+)?(?:como\s+máximo|máximo|max)\b",
        ),
        # a kind in the plural and how each is kept or made, in the impersonal present with how,
        # where or when ("Los endpoints nuevos se documentan en OpenAPI", "Las imágenes de Docker
        # se etiquetan con el hash"); never what happens to them ("se rompen", "se cuelgan")
        kind_made=rx(*KIND_MADE),
        prefixed=rx(r"\b(?:empiezan?|comienzan?)\s+(?:por|con)\s+\S*[/_-](?=[\s.,;]|$)"),
        announce=rx(
            # what comes first, before a colon ('Tests first: …'): how work is ordered
            r"\bprimero\b",
            r"\b(?:en\s+general|por\s+lo\s+general|de\s+forma\s+general|reglas?|normas?|convención|"
            r"convenciones|para\s+adelante|para\s+el\s+futuro|de\s+aquí\s+en\s+adelante|"
            r"de\s+una\s+vez\s+por\s+todas|lo\s+siguiente|importante)\b",
            # a note or a reminder the speaker gives (issue 33, fourteenth round: "Un apunte: …")
            r"\b(?:un\s+apunte|una\s+nota|nota|recordatorio|aviso|ojo|os\s+recuerdo|les\s+recuerdo|recordad)\b",
        ),
        universal=rx(
            r"\b(?:siempre|nunca|jamás|cada|tod[oa]s\s+l[oa]s|cualquier|de\s+ahora\s+en\s+adelante|"
            r"por\s+defecto|en\s+general|para\s+siempre)\b"
        ),
        topic=rx(
            r"^\s*(?:(?:los|las|todos\s+los|todas\s+las|nuestros|nuestras|el|la)\s+)?(?:mensajes?\s+de\s+commit|commits|"
            r"ramas|nombres?\s+de\s+(?:las\s+|los\s+)?\w+|títulos?\s+de\s+(?:los\s+)?PR|"
            r"PRs?|tests?|pruebas|comentarios|docstrings|variables|indentación|sangría|imports|logs|"
            r"documentación|docs|respuestas|comillas|cadenas|líneas|tipos|mensajes\s+de\s+error|migraciones|"
            r"dependencias|versiones|changelog|revisiones|releases|despliegues|archivos|ficheros|carpetas|"
            r"fechas|configuración)\b"
        ),
        rule=rule_forms(),
        preference=rx(r"\b(?:prefiero|me\s+gustan?|prefiera)\b"),
        material=rx(
            r"\b(?:resume|resuma|traduce|traduzca|corrige|corrija|revisa|revise|reescribe|acorta|explica|mejora)\b[^.!?\n:]{0,40}:",
            r"\baquí\s+(?:está|tienes|va)\b[^.!?\n:]{0,100}:",
            r"\b(?:reescrib(?:ir|e|as)|reformul(?:ar|a)|resum(?:ir|e)|traduc(?:ir|e)|corrig(?:e|ir)|revis(?:a|ar)|"
            r"acort(?:a|ar)|mejor(?:a|ar)|simplific(?:a|ar)|pul(?:e|ir))\s+(?:este|esta|estos|estas)\s+(?:párrafo|texto|"
            r"pasaje|frase|mensaje|correo|sección|nota|lista)s?\b[^.!?\n:]{0,60}[?.!:]",
        ),
        retraction=rx(
            # not recording what was just said: a verb of noting or saving, negated, with a word
            # pointing back at it or closing its clause ('don't write that down', 'ne note pas ça')
            r"\b(?:eso\s+)?no\s+(?:lo|la|eso|esto)\s+(?:apuntes|anotes|guardes|registres|escribas|memorices|apunten|anoten|guarden)\b|\bno\s+(?:apuntes|anotes|guardes|registres)\s+(?:eso|esto|nada)\b|\bno\s+hace\s+falta\s+(?:apuntarlo|anotarlo|guardarlo|registrarlo)\b"
            # the need denied with "que" ("No hace falta que apuntes esta dirección, …", "no es
            # necesario que lo recuerdes")
            r"|\bno\s+(?:hace\s+falta|es\s+necesario)\s+que\s+(?:lo\s+|la\s+|los\s+|las\s+)?(?:apuntes|anotes|guardes|registres|recuerdes|memorices)\b",
            # keeping things as they were takes back what was just asked ('leave it as it is')
            r"\b(?:déjalo|déjala|déjalos|dejemos(?:lo)?)\s+(?:como\s+(?:está|estaba|antes)|así)\b|\bseguimos\s+como\s+(?:antes|estábamos)\b",
            r"\b(?:"
            + taken_back(
                alone=r"olv[ií]d(?:alo|elo)|no,?\s+espera|"
                # leaving it somewhere ('déjalo en …') or written down ('déjalo anotado') takes nothing back
                r"d[ée]jalo(?!\s+(?:en|dentro|bajo|junto|al\s+lado|anotad[oa]|apuntad[oa]|escrit[oa]|guardad[oa]|registrad[oa]|por\s+escrito)\b)|mejor\s+no|(?:es|era)\s+(?:una\s+)?broma|"
                r"(?<!no\s)(?:estoy\s+)?bromeando|no\s+he\s+dicho\s+nada|ign[oó]ra(?:lo)?(?=\s*[,.!;]|\s*$)",
                verbs=r"olvida|ign[oó]ra|cancela|borra|tach[aá]|descarta|an[uú]la|retiro|retira",
                verbs_alone=True,
                objects=r"eso|esto|lo\s+(?:que\s+(?:te\s+)?(?:dije|he\s+dicho|escribí)|anterior|último|dicho)|"
                r"la\s+(?:frase|regla)\s+anterior",
            )
            + r")\b",
        ),
        correction=rx(
            r"\b(?:ay|ah|uy)\s*,?\s*no\b(?=\s*,)",
            r"\b(?:perd[oó]n|perdona|perdone|disculpa|disculpe|o\s+sea|quiero\s+decir|quise\s+decir|mejor\s+dicho|digo|uy|ups)\b",
            r"\b(?:(?:me\s+)?corrijo|corrección)\b",
            # the speaker's slip ("me equivoqué", "me he equivocado", "me confundí", "me expresé
            # mal", "lo dije mal"), an interjection with its "no" ("ay no, …")
            r"\bme\s+(?:equivoqu[ée]|he\s+equivocado|confund[íi]|he\s+confundido|expres[ée]\s+mal)\b|\blo\s+dije\s+mal\b",
        ),
        disputed=rx(
            r"\bno\s+hay\s+(?:ninguna\s+)?(?:regla|norma|obligación)\b",
            r"\bes\s+un\s+(?:mito|rumor|bulo)\b",
            r"\bno\s+es\s+(?:verdad|cierto)\b",
            r"\b(?:es\s+)?(?:falso|mentira)\b",
            r"\b(?:nunca|no)\s+(?:he\s+)?dich[oa]\b",
            r"\bno\s+(?:creo|pienso)\s+que\b",
            # the speaker's own past verb of saying or asking, denied ("Yo nunca dije que …")
            r"\b(?:nunca|jamás|no)\s+(?:dije|ped[íi]|mandé|ordené|escribí)\s+(?:que|de)\b",
            # the speaker denying having asked ("Nunca te pedí que …"); "si no te he pedido …" is a
            # condition
            r"(?<!\bsi\s)\b(?:nunca|no)\s+(?:te|os|le|les)\s+(?:he\s+|había\s+)?(?:pedido|ped[íi]|mand[ée]|dije|orden[ée])\b",
        ),
        answer_no=rx(r"^\s*(?:no|nop|para\s+nada|qué\s+va)\s*[,.!—–-]+\s*"),
        negated=rx(r"\b(?:no|nunca|jamás|nada|ningún|ninguna|nadie|tampoco)\b"),
        may=rx(
            r"^\s*(?:(?:te\s+)?puedes|(?:os\s+)?podéis|pueden|se\s+puede|tienes\s+permiso\s+para|siéntete\s+libre\s+de)\b"
        ),
        denial=rx(
            r"\bno\s+es\s+(?:verdad|cierto|así)\b",
            r"\b(?:es\s+)?(?:falso|mentira|incorrecto)\b",
            r"\b(?:nunca|no)\s+(?:he\s+)?dich[oa]\b",
            r"\bno\s+(?:creo|pienso)\s+que\b",
            r"^\s*no\s*,",
        ),
        condition_lead=rx(
            # a free-choice condition ('whatever you change …'): every case (issue 33, sixth round)
            r"^\s*(?:(?P<free>\w+)\s+lo\s+que\s+(?P=free)|lo\s+que\s+sea\s+que|sea\s+lo\s+que\s+sea|no\s+importa\s+(?:qué|lo\s+que|cuál|dónde)|cualquier\s+cosa\s+que)\b[^,;:]{0,100}[,;:]\s*",
            # a kind of item set apart first, then what to do with it ("Any function longer
            # than 50 lines, split it"): a condition on the item
            r"^\s*(?:cualquier|cada)\s+(?!(?:vez|mañana|noche|tarde|día|semana|mes|lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b)[^,;:]{2,80}[,;:]\s*",
            r"^\s*(?:salvo|a\s+menos\s+que|excepto\s+si|mientras\s+no)\b[^,;:]{2,100}[,;:]\s*",
            r"^\s*(?:si|cuando|siempre\s+que|cada\s+vez\s+que|antes\s+de|después\s+de|en\s+cuanto|apenas|tan\s+pronto\s+como|"
            r"una\s+vez\s+que|en\s+caso\s+de|mientras|para\s+cada|en\s+cada)\b[^,;:]{2,100}[,;:]\s*",
            r"^\s*(?:para|en)\s+(?:los|las|todos\s+los|todas\s+las)\s+(?:cambios|modificaciones|correcciones|"
            r"arreglos|PRs?|commits|actualizaciones|releases|hotfixes)\b[^,;:]{0,40}[,;:]\s*",
        ),
        condition_tail=rx(
            r"\s(?:antes\s+de|después\s+de|cuando|si|siempre\s+que|cada\s+vez\s+que|en\s+cuanto)\s"
        ),
        # the addressee's present with the object's pronouns ("Si un proveedor manda la factura sin
        # número de pedido, se la devuelves"): under a condition, what to do then (never asked; the
        # plural pronouns only after "se": "Los servidores …" is an article and a noun)
        you_then=rx(
            r"^\s*(?:(?:primero|luego|siempre)\s+)?(?:tú\s+)?(?:se\s+(?:lo|la|los|las)|lo|la|le|les)\s+"
            r"(?!(?:es|eres|sabes|tienes|ves|crees|pasas|sepas|tengas|veas|hagas|digas|pongas|pidas|quieras|puedas)\b)"
            r"[a-záéíóúñ]{3,}(?:as|es)\b(?![^?]*\?)",
        ),
        verb_first=rx(
            r"^\s*(?![\wáéíóúñ]*(?:an|en|mos|áis|éis|[^l]o)\b(?![\wáéíóúñ]))(?!(?:dos|tres|cuatro|algunos|algunas|varios|varias|todos|todas|el|la|los|las|un|una|unos|unas|lo|este|esta|estos|estas|ese|esa|esos|esas|mi|mis|tu|tus|su|sus|nuestro|nuestra|yo|tú|él|ella|nosotros|vosotros|ellos|ellas|usted|ustedes|eso|esto|hay|se|me|te|le|nos|les|quizás|quizá|tal|es|son|está|están|era|fue|sí|gracias|y|pero|o|si|cuando|que|qué|ya|todo|nada|nadie|alguien)\b)[a-záéíóúñü][\wáéíóúñü]*\b",
        ),
        directive=rx(
            r"^\s*(?:nada\s+de|ningún|ninguna|cero)\b",
            # a kind put first and taken up by the pronoun that agrees with it, joined to an
            # imperative (also the voseo's, unaccented: "Los montos guardalos siempre en
            # centavos", "Las claves ponelas en el vault"): what to do with every item of it
            r"^\s*(?:los\s+[^,.;:!?¿¡]{2,50}?\s+[a-zñáéíóú]{3,}[aei]los|las\s+[^,.;:!?¿¡]{2,50}?\s+[a-zñáéíóú]{3,}[aei]las)\b",
            # an imperative with its pronoun joined, the stress written on the stem ("muévela",
            # "pásame", "córrelo"): nouns in -ulo/-ula ("título", "fórmula") are no such form
            r"^\s*[a-zñ]*[áéíó][a-zñ]*[aei](?:lo|la|los|las|me|nos|le|les)\b",
            # the present said to the one addressed, as an order ("…, me preguntas antes")
            r"^\s*(?:tú\s+)?(?:me|nos)\s+(?:(?:lo|la|los|las)\s+)?[a-záéíóúñ]+(?:as|es)\b",
            # and with the object's pronoun alone ("Si un test sale intermitente, lo marcas como
            # flaky"): the addressee's present under a condition is what to do then
            # (the plural pronouns are left out: "Los servidores …" is an article and a noun)
            r"^\s*(?:tú\s+)?(?:lo|la|le)\s+(?!(?:es|eres|sabes|tienes|ves|crees|pasas|sepas|tengas|veas|hagas|digas|pongas|pidas|quieras|puedas)\b)[a-záéíóúñ]{3,}(?:as|es)\b(?!\s*[?])",
            r"^\s*(?:(?:siempre|nunca|primero|también|luego|antes)\s+)*"
            r"(?:preg[uú]nta|[uú]sa|util[ií]za|escr[ií]be|pon|haz|añ[aá]de|b[oó]rra|elim[ií]na|arr[eé]gla|"
            r"corr[ií]ge|rev[ií]sa|ejec[uú]ta|l[aá]nza|p[aá]sa|f[ií]ja|av[ií]sa|di|mant[eé]n|ev[ií]ta|"
            r"s[ií]gue|resp[oó]nde|cont[eé]sta|gu[aá]rda|cr[eé]a|actual[ií]za|s[uú]be|despli[eé]ga|"
            r"pru[eé]ba|f[ií]rma|docum[eé]nta|com[eé]nta|n[oó]mbra|compru[eé]ba|verif[ií]ca|inst[aá]la|"
            r"esp[eé]ra|d[eé]ja|ten|incl[uú]ye|ign[oó]ra|qu[ií]ta|ind[ií]ca|cons[uú]lta|agr[eé]ga|m[eé]te|"
            r"l[eé]e|env[ií]a|m[aá]nda|not[ií]fica|inf[oó]rma|tr[aá]duce|expl[ií]ca|mu[eé]stra|"
            r"pregunte|use|utilice|escriba|ponga|haga|añada|borre|elimine|arregle|corrija|revise|"
            r"ejecute|lance|pase|fije|avise|diga|mantenga|evite|siga|responda|conteste|guarde|cree|"
            r"actualice|suba|despliegue|pruebe|firme|documente|comente|nombre|compruebe|verifique|"
            r"instale|espere|deje|incluya|ignore|quite|indique|consulte|agregue|lea|envíe|mande|"
            r"notifique|informe)(?:me|te|lo|la|le|nos|los|las|se)*\b",
            r"^\s*(?:hay\s+que|tienes\s+que|tenéis\s+que|tiene\s+que|debes|debéis|debe|deben|"
            r"es\s+obligatorio|está\s+prohibido|asegúrate\s+de)\b",
            r"^\s*(?:nunca|no)\s+(?:me\s+|te\s+|lo\s+|la\s+|le\s+|los\s+|las\s+|se\s+)?\w+(?:es|as)\b",
        ),
        # leave to act alone or as one likes ('feel free to', 'you can … yourself', 'at any time',
        # 'without asking'): a waiver of the speaker's gate, lasting unless said of one thing
        waiver=rx(
            r"\b(?:siéntete|siéntase|sentíte)\s+libre\s+de|\bno\s+dudes\s+en|\beres\s+libre\s+de|\b(?:puedes|podéis)\s+[^.?!]{0,60}\b(?:cuando\s+quieras|en\s+cualquier\s+momento)",
            r"\b(?:puedes|podéis)\s+[^.?!]{0,60}\b(?:tú\s+mism[oa]|por\s+tu\s+cuenta)\b",
        ),
        permission=rx(
            # people of a kind given leave to act with a step waived ("Los testers pueden cerrar …
            # sin consultar al jefe", "Los comerciales pueden aplicar descuentos … sin consultar"):
            # what they may do here, every time
            r"^\s*(?:tod[oa]s\s+)?(?:los|las)\s+[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:también\s+)?pueden\s+(?:\w+\s+){0,1}[a-záéíóúñ]+(?:ar|er|ir)\b"
            r"[^.?!]{0,80}\b(?:sin\s+(?:consultar|preguntar|pedir|avisar|aprobación|permiso|autorización|pasar\s+por)|"
            r"(?:ellos|ellas)\s+mism[oa]s|por\s+su\s+cuenta)\b",
            # a kind put first, then leave to act on it, the pronoun joined to the infinitive
            # agreeing with it ("Los snapshots puedes actualizarlos tú", "Las erratas podés
            # corregirlas")
            r"^\s*(?:los\s+[^,.;:!?¿¡]{2,50}?\s+(?:puedes|podéis|podés|puede)\s+[a-zñ]+(?:ar|er|ir)los|"
            r"las\s+[^,.;:!?¿¡]{2,50}?\s+(?:puedes|podéis|podés|puede)\s+[a-zñ]+(?:ar|er|ir)las|"
            # or before the verb of leave ("Los PR de dependencias los puedes aprobar tú")
            r"los\s+[^,.;:!?¿¡]{2,50}?\s+los\s+(?:puedes|podéis|podés|puede)\s+[a-zñ]+(?:ar|er|ir)|"
            r"las\s+[^,.;:!?¿¡]{2,50}?\s+las\s+(?:puedes|podéis|podés|puede)\s+[a-zñ]+(?:ar|er|ir))\b",
            # a noun of leave given to the one addressed ("tienes vía libre para …")
            r"\b(?:tienes|tenéis|te\s+doy)\s+(?:mi\s+)?(?:vía\s+libre|carta\s+blanca|luz\s+verde)\s+(?:para|con|en)\b",
            # a prohibition said impersonally ('it is forbidden to', 'queda prohibido')
            r"\b(?:está|queda|estará)\s+(?:terminantemente\s+|totalmente\s+)?(?:prohibido|vetado)\b",
            # a kind that may go without a step ('Docs-only PRs can skip the full CI run')
            r"^\s*(?:los|las|todos\s+los|todas\s+las)\s+(?:[\w./-]+\s*,?\s+){1,8}?pueden\s+(?:saltarse|saltar|omitir|ignorar|evitar|prescindir\s+de)\b",
            r"\b(?:puedes|podéis|se\s+puede)\s+\w+[^.?!]{0,60}\bsin\b",
            r"\b(?:está|es)\s+(?:bien|ok)\s+(?:para|si|cuando)\b",
            r"\btienes\s+permiso\s+para\b",
            r"\b(?:está|están|es|son)\s+(?:\w+\s+){0,2}?(?:permitid[oa]s?|opcional(?:es)?|prohibid[oa]s?)\b",
            r"\bno\s+(?:es|son)\s+(?:obligatori[oa]s?|necesari[oa]s?|imprescindibles?)\b",
            r"\bno\s+hace\s+falta\b",
            r"\b(?:cambios|arreglos|correcciones|PRs|commits|parches)\b[^.?!]{0,40}?\bno\s+(?:necesitan|requieren)\b",
            # any kind in the plural that needs no approval of the speaker's ("Los renombrados de
            # variables internas no necesitan mi visto bueno")
            r"^\s*(?:los|las)\s+[^.?!]{2,60}?\bno\s+(?:necesitan|requieren|llevan)\s+(?:(?:de\s+)?(?:mi|mis)\s+)?"
            r"(?:visto\s+bueno|aprobación|ok|permiso|revisión|firma|confirmación)\b",
            r"\bno\s+(?:necesitas|tienes\s+que)\b",
            r"\bse\s+puede(?:n)?\s+(?:omitir|saltar|ignorar)\b",
            r"\bpuedes\s+(?:saltarte|omitir|ignorar)\b",
        ),
        recurring=rx(
            # the last days of the month recur every month
            r"\b(?:los\s+|durante\s+los\s+)?últimos\s+(?:\w+\s+)?días\s+(?:del|de\s+cada)\s+mes\b|\ba\s+fin(?:al)?\s+de\s+(?:cada\s+)?mes\b",
            r"\b(?:los|todos\s+los|cada)\s+fines?\s+de\s+semana\b",
            r"\b(?:los|todos\s+los|cada)\s+(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|"
            r"días|mañanas|noches|semanas?|meses|mes)"
            # with the days joined to it after one article ("los martes y jueves")
            r"(?:\s*(?:,|y|e)\s*(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?))*\b",
            r"\b(?:diariamente|semanalmente|a\s+diario|todas\s+las\s+(?:mañanas|noches|semanas))\b",
            # the part of a weekday in the plural ("las tardes de jueves", "las mañanas de los lunes")
            r"\b(?:las|todas\s+las)\s+(?:mañanas|tardes|noches)\s+de(?:\s+los)?\s+(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?)\b",
            r"\bde\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s+a\s+"
            r"(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b",
        ),
        restricted=rx(
            r"\bs[oó]lo\s+(?:los|en|durante|entre)\s+(?:lunes|martes|miércoles|jueves|viernes|sábados|"
            r"domingos|días\s+laborables|fines\s+de\s+semana|semana)\b",
            r"\b(?:los|en)\s+(?:lunes|martes|miércoles|jueves|viernes|sábados|domingos)\s+(?:solamente|nada\s+más|s[oó]lo)\b",
            r"\b(?:s[oó]lo|solamente|únicamente)\s+(?:después|cuando|si|una\s+vez)\b",
        ),
        occasion=rx(
            r"\b(?:este|esta|el\s+próximo|la\s+próxima)\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|"
            r"domingo|semana|fin\s+de\s+semana|mes|sprint)\b",
            r"\b(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s+que\s+viene\b",
            r"\b(?:hoy|pasado\s+mañana|esta\s+noche)\b",
        ),
        # Its commonest words: which Latin-script table a sentence is read with.
        letters="ñ¿¡áíóú",
        function_words=words(
            "el la los las un una y es son que de en para con por no yo tú si cuando antes "
            "después cada siempre nunca mi mis del al se lo a está hay también solo muy pero como "
            "más sin"
        ),
        specific=rx(
            r"\b(?:este|esta|estos|estas|ese|esa|esos|esas)\s+(?!(?:viernes|lunes|martes|miércoles|jueves|sábado|domingo|mes|año|semana)\b)\w+",
            # the thing pointed at as the object of an infinitive ("Antes de mergear esto, …")
            r"\b[a-záéíóúñ]{3,}(?:ar|er|ir)\s+(?:esto|eso)\b",
        ),
        single_event=rx(
            r"\b(?:en\s+cuanto|tan\s+pronto\s+como|una\s+vez\s+que|apenas)\b",
            r"\b(?:antes|después)\s+de\s+(?:la|el|los|las|esta|este|mi|nuestra|nuestro)\b(?!\s*\d)",
        ),
        generic=rx(
            r"\b(?:un|una|cualquier|cada|todo|toda|todos|todas|alguien|algo)\b",
            # the addressee's act on the work in the subjunctive ("En cuanto toques el esquema, …",
            # "Apenas cambies la API, …"): whenever it is done, not one event awaited
            r"\b(?:toques|cambies|modifiques|añadas|agregues|crees|actualices|borres|elimines|renombres|muevas|subas|metas|edites)\b",
        ),
        quantified=rx(r"\b(?:en|para|a|con|de|sobre)\s+(?:cualquier|cada|todo|toda)\s+\w+"),
        runtime=rx(
            r"\b(?:usuari[oa]s?|clientes?|visitantes?|API|servidor|petición|solicitud|respuesta|"
            r"página|formulario|botón|campo|función|método|aplicación|pantalla|navegador)\s+"
            r"(?:\w+\s+)?(?:pulse|pulsa|haga\s+clic|hace\s+clic|envíe|envía|escriba|escribe|abra|"
            r"abre|cargue|carga|devuelva|devuelve|reciba|recibe|responda|responde|inicie\s+sesión|"
            r"esté\s+vací[oa]|está\s+vací[oa])\b"
        ),
        relative=rx(r"\b(?:que|cual|cuales|quien|quienes|donde|cuyo|cuya)\b"),
        norm=rx(
            r"^\s*(?:se\s+(?:debe|deben|debería|deberían|tiene\s+que|tienen\s+que|ha\s+de|han\s+de)|hay\s+que|es\s+(?:obligatorio|necesario|imprescindible)|conviene|debes|debemos|tienes\s+que|tenemos\s+que)\b"
        ),
        made_one=rx(
            r"^\s*\w+\s+(?:me\s+|nos\s+)?(?:un|una)\s+(?:[\w-]+\s+){0,3}?que\b",
            r"^\s*haz\s+que\s+(?:el|la|los|las)\s+(?:botón|banner|página|campo|formulario|menú|diálogo|"
            r"ventana|enlace|pantalla|app|aplicación)",
        ),
        hypothetical=rx(r"\b(?:si|salvo\s+que|a\s+menos\s+que)\b"),
        remember=(
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("es"),
            Form(
                rx(
                    r"^\s*(?:por\s+favor,?\s+)?(?:recuerda|recuerde|recordad|acuérdate|acuérdese|acordate|"
                    r"recordá|ten\s+en\s+cuenta|tenga\s+en\s+cuenta|tené\s+en\s+cuenta|ten\s+presente|"
                    r"tené\s+presente|tenga\s+presente|toma\s+nota|tome\s+nota|tomá\s+nota)\b(?:\s*,?\s*por\s+favor\s*,?)?\s*(?:[:,]\s*)?"
                    r"(?:(?:de\s+)?que\s+|de\s+)?(?P<rest>.+)$"
                )
            ),
            # "so you know, for the future: …": the fact kept for later ("Para que lo sepas de cara al
            # futuro: …")
            Form(
                rx(
                    r"^\s*para\s+que\s+lo\s+sep(?:as|a|áis)\s*,?\s*(?:de\s+cara\s+al\s+futuro|para\s+el\s+futuro|para\s+más\s+adelante)\s*[:,]\s*(?P<rest>.+)$"
                )
            ),
            # keeping said by the memory itself ("Agrega a tu memoria que …"), or a note's frame ("Para
            # que conste: …")
            Form(
                rx(
                    r"^\s*(?:agrega|agregá|añade|añadí|guarda|guardá|mete)\s+(?:(?:esto|eso)\s+)?(?:a|en)\s+(?:tu|su)\s+memoria"
                    r"\s*(?:[:,—–]\s*|\s+que\b\s*)(?P<rest>.+)$"
                )
            ),
            Form(rx(r"^\s*para\s+que\s+conste\s*[:—–]\s*(?P<rest>.+)$")),
            # a verb of saving or noting, what is kept pointed at, then a colon ("Guarda esto: …",
            # "Apúntalo: …"); "Guarda esto como presupuesto.xlsx" saves a file
            Form(
                rx(
                    r"^\s*(?:(?:guarda|guardá|guárdate|apunta|apuntá|apúntate|anota|anotá|anótate|registra|graba|memoriza)"
                    r"(?:\s+(?:esto|eso|lo\s+siguiente))?|guárdalo|apúntalo|anótalo)\s*[:—–]\s*(?P<rest>.+)$"
                )
            ),
            Form(rx(r"^\s*no\s+(?:te\s+)?olvides\b\s*(?::\s*|,?\s*(?:de\s+)?que\s+)(?P<rest>.+)$")),
            # the impersonal "let it not slip your mind" ("Que no se te olvide: …", "No se te
            # olvide que …")
            Form(
                rx(
                    r"^\s*(?:que\s+)?no\s+se\s+(?:te|le|os)\s+(?:olvide|pase)\b\s*(?::\s*|,?\s*(?:de\s+)?que\s+)(?P<rest>.+)$"
                )
            ),
        ),
        prefer=(
            Form(rx(r"^\s*mi\s+preferencia\s*(?:[:\-–—]|es\b)\s*(?P<rest>.+)$")),
            Form(
                rx(
                    r"^\s*(?:personalmente\s+)?(?:yo\s+)?(?:(?:normalmente|generalmente|por\s+lo\s+general|en\s+general)\s+)?(?:prefiero|preferiría)\b\s*(?P<rest>.+)$"
                )
            ),
            Form(rx(r"^\s*(?:a\s+mí\s+)?me\s+gustan?\s+más\s+(?P<rest>.+)$")),
            # a leaning or a habit of the speaker's before the prefer verb ("Suelo preferir …",
            # "Tiendo a preferir …")
            Form(
                rx(
                    r"^\s*(?:yo\s+)?(?:suelo|tiendo\s+a|acostumbro\s+a)\s+preferir\b\s*(?:que\s+)?(?P<rest>.+)$"
                )
            ),
            # a liking said of a generic "when" ("Me gusta cuando los PR traen …", "Me encanta
            # cuando …"): how the speaker likes things done, every time
            Form(
                rx(
                    r"^\s*(?:a\s+mí\s+)?me\s+(?:gusta|encanta)\s+(?:mucho\s+|más\s+)?cuando\s+(?P<rest>.+)$"
                )
            ),
        ),
        remember_back=rx(
            r"^\s*(?:recuérdalo|recuerda\s+(?:eso|esto)|tenlo\s+en\s+cuenta|apúntalo|anótalo)\s*[.!]*\s*$"
        ),
        asked_ahead=rx(asked_ahead.question("es")),
        remember_asked=(
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("es"),
            # "Quiero que recuerdes que …", "¿Puedes recordar que …?"
            Form(
                rx(
                    r"^\s*¿?\s*(?:(?:quiero|quisiera|me\s+gustaría)\s+que\s+(?:recuerdes|recuerde|tengas\s+en\s+cuenta)|"
                    r"(?:(?:te|se)\s+)?(?:puedes|podrías|puede|podría)\s+(?:recordar|tener\s+en\s+cuenta|"
                    r"acordar(?:te|se)?\s+de(?=\s+que\b)))\s*(?:[:,]\s*|\s+que\s+)(?P<rest>.+)$"
                )
            ),
        ),
        not_remembered=rx(r"^(?:esto|eso|cuando|cómo)\b", asked_ahead.placeholder("es")),
        not_preferred=rx(r"^(?:no\b|esto|eso|este|ese|esta|esa)\b"),
        prefer_cut=rx(r",\s*(?:así\s+que|porque|pero|y|de\s+ahora)\b|;|\s+porque\b"),
    )
