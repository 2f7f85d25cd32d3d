"""Spanish: the forms of a lasting rule said with no lead-in (the table's `rule` slot; es.py
holds the rest of the table), as en_rules.py holds English's."""

from __future__ import annotations

from app.domain.memory.judgement.lexicon import (
    each_needs,
    rx,
    wish_every,
)


def rule_forms() -> tuple:
    """The `rule` slot's forms."""
    return (
        # the prefer verb as an order ('privilégie …', 'bevorzuge …'): advice on how work is done
        rx(
            r"^\s*(?:prioriza|privilegia|prefiere|favorece|da\s+prioridad\s+a)\b(?!\s+(?:este|esta|esto|ese|esa|el\s+ticket|la\s+tarea)\b)"
        ),
        # a necessity in the passive, said of a kind ("Benchmarks are to be run …", "Les migrations
        # sont à faire relire …", "I test sono da lanciare …"): a norm for every item of it
        rx(
            r"^\s*(?:los|las|todos\s+los|todas\s+las)\s+(?:[\w-]+\s+){0,3}?(?:han|se\s+han)\s+de\s+[a-záéíóú]+(?:ar|er|ir)\b"
        ),
        # the speaker's wish said of every item of a kind (lexicon.wish_every)
        rx(wish_every(r"(?:quiero|quisiera|me\s+gustaría)\s+que\s", r"cada")),
        # a requirement set on every item of a kind (lexicon.each_needs)
        rx(
            each_needs(
                r"(?:(?:a|para)\s+)?cada|tod[oa]s\s+(?:los|las)|tod[oa]|cualquier",
                r"necesita(?:n)?|requiere(?:n)?|lleva(?:n)?|debe(?:n)?\s+(?:tener|llevar)|tiene(?:n)?\s+que\s+(?:tener|llevar)",
                relative=r"que",
            )
        ),
        # "Intenta evitar …", "prefiere …": advice on how work is done, as "siempre" is
        rx(r"^\s*(?:intenta|intente|procura|trata\s+de)\s+(?:evitar|no|siempre)\b"),
        # a kind in the plural told by a relative clause ("Los PRs que toquen el billing
        # service necesitan dos aprobaciones"): every such item needs it
        rx(
            r"^\s*(?:los|las)\s+[\w-]+(?:\s+[\w-]+)?\s+que\s+[a-záéíóúñ]+(?:en|an)\s+[^,.;]{1,60}?\s+"
            r"(?:necesitan|requieren|llevan|deben|tienen\s+que|pasan\s+por)\b"
        ),
        rx(r"^\s*(?:prefiere|prefieran|prioriza)\s+(?:el|la|los|las|un|una)\b"),
        # "Los tests los escribimos con pytest": a thing work makes put first, taken up by its
        # pronoun, the team's present 'we' and how or where: how the team does it
        rx(
            r"^\s*(?:los|las|el|la)\s+\w+(?:\s+\w+){0,2}\s+(?:los|las|lo|la)\s+\w+(?:amos|emos|imos)\s+(?:siempre\s+)?(?:con|en|a|al|por)\b"
        ),
        # "Asegúrate de que cada endpoint tenga un test", "Nada se mergea sin revisión"
        rx(
            r"^\s*(?:asegúrate|asegurate|asegúrese|procura|procurá)\s+(?:de\s+)?(?:que\s+)?.*\b(?:cada|tod[oa]s\s+l[oa]s|siempre)\b",
            r"^\s*(?:nada|nadie|ningún\s+[\w-]+|ninguna\s+[\w-]+)\s+se\s+\w+",
            r"^\s*(?:no\s+)?se\s+\w+\s+nada\s+sin\b",
        ),
        # "es la regla", "sin excepción", "nada más": the sentence says it is a rule
        rx(
            r"\bes\s+(?:la|una)\s+(?:regla|norma)\b|\bes\s+obligatorio\b|\bsin\s+excepci[oó]n\b|"
            r"\bno\s+es\s+negociable\b|\bnada\s+m[aá]s\b|\bninguna\s+otra\b"
        ),
        rx(
            r"\b(?:siempre|nunca|jamás|cada\s+vez\s+que|en\s+cada|para\s+cada|antes\s+de\s+cada|"
            r"después\s+de\s+cada|sin\s+excepción)\b"
        ),
        rx(r"^\s*no\s+(?:te\s+|le\s+|lo\s+|la\s+|los\s+|las\s+)?\w+(?:es|as)\b"),
        rx(
            r"^\s*(?:los|las|todos\s+los|todas\s+las|cada|nuestros|nuestras)\s+[^,.]{1,40}?\s+"
            r"(?:van|va|deben|debe|tienen\s+que|tiene\s+que|se\s+guardan|se\s+ponen|se\s+escriben|viven)\s"
        ),
        rx(
            r"^\s*(?:nosotros\s+)?(?:siempre\s+|nunca\s+|no\s+)?(?:usamos|utilizamos|escribimos|desplegamos|seguimos|ponemos|preferimos|"
            r"mantenemos|nombramos|trabajamos|mergeamos|pusheamos|commiteamos|subimos|lanzamos|publicamos|"
            r"firmamos|documentamos|formateamos|indentamos|guardamos|evitamos|empleamos|respetamos|"
            r"programamos|hacemos\s+(?:squash|rebase|merge|push|deploy)|tabulamos)\b"
        ),
        rx(
            r"^\s*(?:usa|utiliza|escribe|pon|mantén|manten|evita|nombra|formatea|sigue|responde|contesta|"
            r"guarda|prefiere|indenta|tabula|documenta|comenta|firma|limita|redacta)\s+(?!(?:esto|eso|este|esta|ese|esa|un|una|el\s+archivo)\b)\S"
        ),
    )
