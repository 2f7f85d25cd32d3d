"""Spanish: a plain statement of how each thing of a kind is done here, with no rule word (the
table's `kind_made`: a kind and the pronominal passive with how, by whom or when); es.py is the rest
of the table."""

from __future__ import annotations

KIND_MADE = (
    r"^\s*(?:tod[oa]s\s+)?(?:los|las)\s+(?:[\w'’.-]+\s+){1,5}?(?:no\s+)?se\s+"
    r"(?!(?:rompen|cuelgan|caen|bloquean|pierden|ven|encuentran|quedan|vuelven|pueden|suelen|acumulan|llenan|"
    r"parecen|cierran\s+solos|borran\s+solos|ejecutan|completan|terminan|tardan|demoran|cargan)\b)[a-záéíóúñ]+(?:an|en)\s+"
    # (what a thing does by itself is no way of the team's: "se reinician solos")
    r"(?!(?:también\s+|siempre\s+)?sol[oa]s\b)(?:(?:también|tambien|siempre|solo|sólo|solamente|únicamente)\s+)?"
    r"(?:en|con|por|a|al|antes|después|cada|tras|mediante|vía|desde|dentro|bajo|como|sin|hasta|durante|según|"
    r"una\s+vez)\b",
    # a mass noun with its article, the same way ("El código generado no se toca a mano")
    r"^\s*(?:el|la)\s+(?:[\w'’.-]+\s+){0,3}?(?:no\s+)?se\s+"
    r"(?!(?:rompe|cuelga|cae|bloquea|pierde|ve|encuentra|queda|vuelve|puede|suele|acumula|llena|parece|"
    r"cierra|abre|reinicia)\b)[a-záéíóúñ]+(?:a|e)\s+"
    r"(?:(?:también|siempre|solo|sólo)\s+)?(?:en|con|por|a|al|antes|después|cada|tras|mediante|vía|desde|"
    r"bajo|como|sin|hasta|durante|según|para)\b",
    # the kind put first, taken up by its pronoun, and who of the team does it, in the
    # present ("Las migraciones las revisa alguien de plataforma")
    r"^\s*(?P<kind>los|las)\s+(?:[\w'’.-]+\s+){1,7}?(?P=kind)\s+[a-záéíóúñ]+(?:a|e|an|en)\s+"
    r"(?:alguien|el|la|un|una|siempre|solo|sólo)\b",
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
    r"^\s*(?:tod[oa]s\s+)?(?:los|las)\s+(?:[\w'’.-]+\s+){1,5}?(?:no\s+)?(?:se\s+)?[a-záéíóúñ]{3,}(?:an|en)\s+(?:primero\s+)?"
    r"(?:por|de|del|desde|a|al|en|con|mediante|vía)\b[^,;.]{1,60}"
    r"(?:,\s*(?:y\s+)?(?:no|nunca)\s+(?:por|de|del|desde|a|al|en|con|mediante|vía)\b|\s+y\s+(?:luego|después)\s+|\s+antes\s+de\s+)",
    r"^\s*cada\s+(?!(?:usuario|usuaria|cliente|visitante|persona|empleado|vez|día|mañana|tarde|noche|semana|mes|año|lunes|martes|miércoles|jueves|viernes|sábado|"
    r"domingo|dos|tres|cuatro|cinco|uno|una)\b)[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:no\s+)?"
    r"(?!(?:es|está|tiene|puede|debe|parece)\b)[a-záéíóúñ]+(?:a|e)\s+(?:un|una|el|la|los|las|su|sus|siempre|solo|sólo|al\s+menos|"
    r"como\s+(?:mucho|máximo|mínimo)|a\s+lo\s+sumo|con|en|por|de)\b",
)
