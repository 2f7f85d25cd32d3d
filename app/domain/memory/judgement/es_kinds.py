"""Spanish: a plain statement of how each thing of a kind is done here, with no rule word (the
table's `kind_made`: a kind and the pronominal passive with how, by whom or when); es.py is the rest
of the table."""

from __future__ import annotations

# A place of the organisation named as the speaker's own: a unit ("en el departamento de compras",
# "en mi equipo", "en nuestra oficina"), or a place of work with no article ("en recepción", "en
# compras", "en tesorería"; not a way of speaking: "en general", "en realidad").
_UNIT = (
    r"(?:equipo|departamento|área|oficina|laboratorio|almacén|grupo|unidad|sección|servicio|sede|sucursal|"
    r"planta|delegación|división|empresa|compañía|"
    # (or where the work meets its public: "En la clínica …", "En la gestoría …"; issue 33, sixteenth round)
    # (not a shop, a hotel or a hospital: often the customer's, not the team's; thirteenth round)
    r"clínica|consulta|colegio|escuela|taller|nave|agencia|despacho|bufete|academia|notaría|gestoría)"
)
# The way a thing is done, said after its verb: how, where, when or by whom.
_WAY = (
    r"(?:con|en|por|a|al|antes|después|cada|desde|mediante|vía|sin|hasta|dentro|según|durante|tras|primero|"
    r"únicamente|solamente|solo|sólo|para|entre|fuera|bajo)"
)
PLACE = (
    # (never someone else's: "En el equipo de Raúl …")
    r"(?:en\s+(?:el|la|mi|nuestro|nuestra|este|esta)\s+(?:"
    # (a site of the organisation may be named by its town: "En el almacén de Getafe …"; issue 33,
    # fourteenth round)
    r"(?:almacén|planta|sede|sucursal|delegación|laboratorio|fábrica)\s+de\s+(?-i:[A-ZÁÉÍÓÚÑ][\w-]+)|"
    + _UNIT
    + r"(?!\s+de\s+(?-i:[A-ZÁÉÍÓÚÑ])))"
    r"(?:\s+de\s+(?-i:[a-záéíóúñ][\w-]*)){0,1}"
    r"|en\s+(?!(?:general|realidad|principio|teoría|serio|resumen|fin|cambio|concreto|efecto|total|cuanto|"
    r"caso|medio|vez|lugar|breve|parte|todo|todos|todas|cada|este|esta|ese|esa|el|la|los|las|un|una|mi|su|"
    r"nuestro|nuestra|primer|segundo|seguida|cuanto|serio|verdad|broma|práctica|definitiva|particular|"
    # (nor a season or a month: "En verano los precios suben")
    r"verano|invierno|primavera|otoño|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|"
    r"octubre|noviembre|diciembre|navidad|vacaciones)\b)"
    r"(?-i:[a-záéíóúñ][a-záéíóúñ]{3,})(?=\s*,?\s*(?:los|las|el|la|cada|tod[oa]s|se|no|nosotros)\b))"
)
# After the place, how things are done there: a present said of no one (se), of a kind taken up by
# its pronoun, of a plural kind or of the team ("los paquetes se firman al recibirlos", "las facturas
# las escanea …", "los pedidos salen …", "revisamos …"); never now, nor what things are or have
WAY_AFTER_PLACE = (
    r"^\s*(?:"
    + PLACE
    + r")\s*,?\s*(?![^.;!?]*\b(?:hoy|ahora|ayer|mañana\s+(?!por)|esta\s+semana|este\s+mes|"
    r"en\s+este\s+momento|últimamente)\b)(?:[\w'’.-]+\s+){0,7}?"
    r"(?:(?:(?:no\s+)?se\s+(?!(?:es|son|ha|han)\b)[a-záéíóúñ]{3,}|"
    # (the kind taken up by its pronoun after a word of its own, then who or how: "las facturas las
    # escanea el becario"; an article before a noun is no pronoun)
    r"(?<=\w\s)(?:no\s+)?(?:los|las|lo|la)\s+(?!(?:es|son|ha|han)\b)[a-záéíóúñ]{3,}(?:a|e|an|en|amos|emos|imos)\s+"
    r"(?:el|la|los|las|un|una|quien|siempre|solo|sólo|en|con|por|nosotros|cada|al|a|antes|después)\b|"
    r"(?!(?:son|tienen|están|pueden|deben|parecen|hay|van\s+a|plan|imagen|orden|volumen|examen|origen|resumen|joven|"
    r"también|quien|quienes|bien|tren|según|alguien)\b)[a-záéíóúñ]{3,}(?:an|en|amos|emos|imos))"
    # (then how, where, when or by whom, within a few words: "… se firman al recibirlos", "… se
    # renuevan por trimestres"; not how much: "los precios suben mucho")
    r"(?:\s+[\w'’.-]+){0,3}?\s+" + _WAY + r")\b"
)

KIND_MADE = (
    WAY_AFTER_PLACE,
    r"^\s*(?:para\s+(?:los|las|el|la)\s+[\w-]+(?:\s+(?:de\s+)?[\w-]+)?\s*,?\s*)?(?:tod[oa]s\s+)?(?:los|las)\s+(?:[\w'’.-]+\s+){1,8}?(?:no\s+)?se\s+"
    r"(?!(?:rompen|cuelgan|caen|bloquean|pierden|ven|encuentran|quedan|vuelven|pueden|suelen|acumulan|llenan|"
    r"parecen|cierran\s+solos|borran\s+solos|ejecutan|completan|terminan|tardan|demoran|cargan)\b)[a-záéíóúñ]+(?:an|en)\s+"
    # (what a thing does by itself is no way of the team's: "se reinician solos")
    r"(?!(?:también\s+|siempre\s+)?sol[oa]s\b)(?:(?:también|tambien|siempre|solo|sólo|solamente|únicamente)\s+)?"
    # (the state it is done in may come first: "… se envían firmados en PDF")
    r"(?:[a-záéíóúñ]{3,}(?:ad|id)[oa]s\s+)?"
    r"(?:en|con|por|a|al|antes|después|cada|tras|mediante|vía|desde|dentro|bajo|como|sin|hasta|durante|según|"
    # (or a bound first: "… se presentan al menos quince días antes")
    r"una\s+vez|al\s+menos|como\s+mínimo|no\s+más\s+tarde)\b",
    # a mass noun with its article, the same way ("El código generado no se toca a mano")
    r"^\s*(?:para\s+(?:los|las|el|la)\s+[\w-]+(?:\s+(?:de\s+)?[\w-]+)?\s*,?\s*)?(?:el|la)\s+(?:[\w'’.-]+\s+){0,5}?(?:no\s+)?se\s+"
    r"(?!(?:rompe|cuelga|cae|bloquea|pierde|ve|encuentra|queda|vuelve|puede|suele|acumula|llena|parece|"
    r"cierra|abre|reinicia)\b)"
    # (how long a thing takes is a state: "El portátil nuevo se carga en hora y media")
    r"(?![a-záéíóúñ]+\s+en\s+(?:menos\s+de\s+|más\s+de\s+|unos?\s+|unas\s+)?(?:[\w-]+\s+)?"
    r"(?:segundos?|minutos?|horas?|y\s+media|media\s+hora)\b)[a-záéíóúñ]+(?:a|e)\s+"
    r"(?:(?:también|siempre|solo|sólo)\s+)?(?:en|con|por|a|al|antes|después|cada|tras|mediante|vía|desde|"
    r"bajo|como|sin|hasta|durante|según|para)\b",
    # the kind put first, taken up by its pronoun, and who of the team does it, in the
    # present ("Las migraciones las revisa alguien de plataforma")
    r"^\s*(?P<kind>los|las)\s+(?:[\w'’.-]+\s+){1,7}?(?P=kind)\s+[a-záéíóúñ]+(?:a|e|an|en)\s+"
    r"(?:alguien|el|la|un|una|siempre|solo|sólo)\b",
    # and a kind in the singular, taken up by "lo" or "la" ("La documentación de la API la mantiene
    # el mismo equipo …", "El inventario … lo cierra el responsable de turno"); never the past ("lo
    # cerró ayer Marta") nor what the kind is or has
    r"^\s*(?:el\s+(?:[\w'’.-]+\s+){1,7}?lo|la\s+(?:[\w'’.-]+\s+){1,7}?la)\s+"
    r"(?!(?:es|está|tiene|ha|hay)\b)[a-záéíóúñ]{3,}[ae]\s+(?:alguien|el|la|un|una|siempre|solo|sólo|quien|cada)\b",
    # a kind told by a relative clause, and what every item of it carries or goes through
    # ("Los PRs que tocan UI llevan captura")
    r"^\s*(?:los|las)\s+[\w-]+(?:\s+[\w-]+)?\s+que\s+[a-záéíóúñ]+(?:en|an)\s+[^,.;]{1,60}?\s+"
    r"(?:necesitan|requieren|llevan|pasan\s+por|van\s+(?:con|en|a))\b",
    # every item of a kind, and what it does in the present ("Cada microservicio expone un
    # endpoint /health"): each item's, a convention (never a time: "cada vez", "cada día")
    # a kind that goes out at a time of its own ("Los informes salen a las nueve"): a schedule
    r"^\s*(?:tod[oa]s\s+)?(?:los|las)\s+(?:[\w'’.-]+\s+){1,4}?(?:salen|arrancan|corren|se\s+lanzan|se\s+publican)\s+"
    r"(?:a\s+las|cada|los|las|el|después|antes)\b",
    # a kind and the way it takes, in the plain present, set against the way it does not
    # take or ordered before a next step ("Los datos de facturación salen del ERP, no de las
    # hojas de cálculo", "Las solicitudes … pasan primero por el jefe y luego por RRHH",
    # "Los contratos … pasan por legal antes de firmarse"): a choice made, a procedure
    r"^\s*(?:tod[oa]s\s+)?(?:los|las)\s+(?:[\w'’.-]+\s+){1,7}?(?:no\s+)?(?:se\s+)?[a-záéíóúñ]{3,}(?:an|en)\s+(?:primero\s+)?"
    r"(?:por|de|del|desde|a|al|en|con|mediante|vía)\b[^,;.]{1,60}"
    r"(?:,\s*(?:y\s+)?(?:no|nunca)\s+(?:por|de|del|desde|a|al|en|con|mediante|vía)\b|\s+y\s+(?:luego|después)\s+|\s+antes\s+de\s+)",
    r"^\s*cada\s+(?!(?:usuario|usuaria|cliente|visitante|persona|empleado|vez|día|mañana|tarde|noche|semana|mes|año|lunes|martes|miércoles|jueves|viernes|sábado|"
    r"domingo|dos|tres|cuatro|cinco|uno|una)\b)[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:no\s+)?"
    r"(?!(?:es|está|tiene|puede|debe|parece)\b)[a-záéíóúñ]+(?:a|e)\s+(?:un|una|el|la|los|las|su|sus|siempre|solo|sólo|al\s+menos|"
    r"como\s+(?:mucho|máximo|mínimo)|a\s+lo\s+sumo|con|en|por|de)\b",
    # (issue 33, fourteenth round) a unit or a role with its article, a present of doing, what it
    # acts on, and a bound in time it keeps ("El equipo de soporte contesta los correos en menos de
    # 24 horas", "La secretaría tramita los certificados en un plazo de cinco días"): a service
    # level; never what comes, goes or ends ("El paquete llega en menos de …")
    r"^\s*(?:el|la)\s+[\w-]+(?:\s+(?:de\s+)?[\w-]+)?\s+(?!(?:llega|sale|pasa|vuelve|termina|acaba|es|está|tiene|ha|era)\b)"
    r"[a-záéíóúñ]{3,}[ae]\s+(?:[\w'’]+\s+){1,5}?(?:en\s+menos\s+de|en\s+un\s+plazo\s+(?:máximo\s+)?de|dentro\s+de)\s+\S",
    # (issue 33, fourteenth round) a kind set apart first by "en", "para" or "con", then the
    # impersonal "se" with what is done and the way it takes ("En los envíos fuera de la UE se pone
    # el código arancelario en la factura", "Con los proveedores nuevos se firma un acuerdo … antes
    # de nada"); never what a text says or what one sees or feels there ("En el informe se menciona
    # …", "En los hospitales se respira …"), never now
    r"^\s*(?![^.;!?]*\b(?:hoy|ahora|ayer|esta\s+semana|este\s+mes)\b)(?:en|para|con)\s+(?:los|las|el|la|tod[oa]s\s+l[oa]s)\s+"
    # (nor a day: "Para el lunes la sala se queda libre")
    r"(?!(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|fin|mañana|tarde|noche|semana|mes|año|día)\b)"
    r"(?!(?:informe|informes|documento|artículo|correo|mensaje|libro|película|películas|vídeo|manual|texto|web|página|"
    r"foto|noticia|noticias|serie|series)\b)[\w-]+(?:\s+(?!de\s+(?-i:[A-ZÁÉÍÓÚÑ]))[\w'’.-]+){0,5}?\s*,?\s+(?:no\s+)?se\s+"
    r"(?!(?:ve|ven|oye|oyen|nota|notan|respira|vive|siente|dice|habla|menciona|mencionan|explica|cuenta|es|son|ha|han|"
    r"puede|pueden|suele|suelen|come|comen|bebe|baila|celebra|queda|quedan)\b)[a-záéíóúñ]{3,}(?:a|e|an|en)\s+"
    r"(?:(?:el|la|los|las|un|una)\s+)?[a-záéíóúñ]{3,}",
    # (issue 33, fifteenth round) the team as subject, a kind put first and taken up by its pronoun,
    # the team's present and the way it takes ("Nosotros las devoluciones las gestionamos desde el
    # panel", "Nosotras los informes los mandamos en PDF"): how the team handles each; never a time
    # of now or of the past ("los cerramos ayer")
    r"^\s*(?:nosotros|nosotras)\s*,?\s+(?![^.;!?]*\b(?:hoy|ahora|ayer|anoche|esta\s+(?:semana|mañana|tarde|vez)|este\s+mes|"
    r"el\s+otro\s+día|a\s+última\s+hora)\b)(?:los|las|el|la)\s+(?:[\w'’.-]+\s+){1,7}?(?:lo|la|los|las)\s+(?:no\s+)?"
    r"[a-záéíóúñ]{3,}(?:amos|emos|imos)\s+(?:[a-záéíóúñ]{3,}(?:ad|id)[oa]s?\s+)?(?:siempre\s+|solo\s+|sólo\s+)?(?:"
    + _WAY
    + r"|cuando|en\s+cuanto|una\s+vez)\b",
)


# --- a role's duty in the plain present (issue 33, fifteenth round; read by duties.py): whoever does
# a part of the work, named by any noun with its article (never one's own or private life, never a
# tool), a present of doing and what it acts on, and what makes it a duty rather than a happening:
# every item, a step it comes before, a bound, the first days of someone new, only one way or a way
# refused ("La coordinadora de prácticas asigna un tutor a cada alumno nuevo", "El jefe de sala revisa
# cada reclamación antes de contestar"); never now, today or a past
_PRIVATE = (
    r"vecin[oa]s?|herman[oa]s?|hij[oa]s?|padre|madre|marido|mujer|novi[oa]|amig[oa]s?|abuel[oa]|prim[oa]|tí[oa]|"
    r"perro|gato|bebé|niñ[oa]|chaval|tren|autobús|metro|sol|sistema|servidor|programa|portátil|móvil|ordenador|bot|"
    r"script|app|aplicación|cron|job|proceso|mercado|precio|tiempo|clima"
)
_NOT_DOING = (
    r"es|está|era|fue|tiene|tenía|ha|había|va|viene|llega|sale|vuelve|pasa|queda|parece|puede|debe|suele|sabe|"
    r"dice|cree|quiere|vive|trabaja|duerme|come|habla|piensa|odia|ama|gusta|encanta|cuesta|tarda|falla|cae|sigue"
)
_NOT_NOW = (
    r"(?![^.;!?]*\b(?:hoy|ahora|ayer|(?<!la\s)(?<!cada\s)(?<!turno\sde\s)mañana(?!\s+por|\s+de)|esta\s+(?:semana|mañana|tarde|noche|vez)|este\s+(?:mes|año|lunes|"
    r"martes|miércoles|jueves|viernes)|ahora\s+mismo|en\s+este\s+momento|últimamente|pasad[oa])\b)"
)
_MARK = (
    r"(?=[^.;!?]*\b(?:cada\s+(?!vez\b)(?=\w)|antes\s+de|al\s+menos|como\s+mínimo|dentro\s+de|en\s+menos\s+de|"
    r"(?:en\s+)?el\s+mismo\s+día|no\s+más\s+tarde|a\s+más\s+tardar|(?:en|durante)\s+(?:su|sus|el|la)\s+primer[oa]?s?\s+(?=\w)|"
    r"nunca|únicamente|solamente|sólo|solo)\b|,\s*(?:y\s+)?no\s+(?:el|la|los|las|por|a|al|en|con)\b)"
)
DUTY = (
    r"^\s*"
    + _NOT_NOW
    + r"(?:el|la)\s+(?!(?:"
    + _PRIVATE
    + r")\b)[a-záéíóúñ]{3,}(?:\s+(?:de|del)\s+[\w-]+|\s+[a-záéíóúñ]{3,}){0,2}?\s+"
    r"(?:(?:siempre|también|primero)\s+)?(?:(?:pasa|pasan)\s+(?:lista|revista)\s+|(?!(?:"
    + _NOT_DOING
    + r")\b)(?![a-záéíóúñ]+(?:aba|ía|ó)\s)[a-záéíóúñ]{3,}[ae]\s+)"
    r"(?:(?:a|al)\s+)?(?:el|la|los|las|un|una|unos|unas|cada|tod[oa]s|su|sus|[a-záéíóúñ]{3,}s)\b"
    + _MARK
)
# whoever does a part of the work, named by what they do ("El que abre la tienda …", "Quien cierra
# la guardia …", "El comercial que cierra un contrato …"), then a present of doing and what it acts
# on: a duty of whoever it falls to; never a copula, coming or going, never now or a past
WHOEVER = (
    r"^\s*"
    + _NOT_NOW
    + r"(?:(?:el|la|los|las)\s+que|quien|quienes|(?:el|la)\s+(?!(?:"
    + _PRIVATE
    + r")\b)[a-záéíóúñ]{3,}"
    r"(?:\s+[a-záéíóúñ]{3,})?\s+que)\s+(?!(?:es|está|era|fue|ha|había|tiene|sabe)\b)[a-záéíóúñ]{3,}(?:a|e|an|en)\b[^,.;!?]{1,80}?,?\s+"
    r"(?:(?:también|siempre|además|luego|después|primero)\s+)?(?!(?:"
    + _NOT_DOING
    + r")\b)(?![a-záéíóúñ]+(?:aba|ía|ó)\s)"
    r"(?:[a-záéíóúñ]{3,}(?:a|e|an|en)\s+(?:(?:a|al|de|del)\s+)?(?:el|la|los|las|un|una|cada|todo|tod[oa]s|su|sus|lo)\b|"
    # (or a step left out, negated: "Quien teletrabaja no ficha"; issue 33, seventeenth round)
    r"no\s+(?!(?:"
    + _NOT_DOING
    + r")\b)[a-záéíóúñ]{3,}(?:a|e|an|en)(?:\s+(?:nunca|nada|el|la|los|las|un|una)\b|\s*[.!]?\s*$)|"
    # (or what it acts on taken up by its pronoun before the verb: "… la registra en el CRM")
    r"(?:lo|la|los|las|le|les)\s+[a-záéíóúñ]{3,}(?:a|e|an|en)\s+\w)"
)

# the preterite, regular ("firmó", "cerraron", "vendieron") or of being, going, having and doing ("fuimos
# a cenar", "tuvimos que …"): what happened once (issue 33, fifteenth round; es.py's `past`)
PRETERITE = (
    r"(?<=[a-záéíóúñ][a-záéíóúñ])(?:ó|aron|ieron)\b|\b(?:fui|fuiste|fue|fuimos|fueron|estuve|estuvo|estuvimos|estuvieron|tuve|tuvo|"
    r"tuvimos|tuvieron|hice|hizo|hicimos|hicieron|hubo)\b"
)
# the past said of a kind taken up by its pronoun ("las firmó el director", "los han cerrado", "ya las
# ha firmado"; issue 33, fifteenth round): what was done once, no way of the team's (es.py's `past`)
PAST_AFTER_CLITIC = (
    r"\b(?:lo|la|los|las|le|les)\s+(?:(?:ha|han|he|hemos|habéis)\s+(?:ya\s+)?[a-záéíóúñ]+(?:ad|id)[oa]s?|"
    r"[a-záéíóúñ]{2,}(?:ó|aron|ieron|amos\s+ayer))\b"
)
