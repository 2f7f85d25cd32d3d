"""French."""

from __future__ import annotations

from app.domain.judgement.lexicon import Form, Lexicon, rx

LEXICON = Lexicon(
    code="fr",
    openers=rx(
        r"^\s*(?:bonjour|bonsoir|salut|coucou|merci(?:\s+(?:beaucoup|bien|pour\s+[^,.!:;]{1,40}))?|ok|"
        r"d'accord|parfait|super|génial|alors|aussi|et|au\s+fait|d'ailleurs|autre\s+chose|"
        r"encore\s+une\s+chose|une\s+(?:autre\s+|nouvelle\s+)?règle|petite\s+(?:règle|chose|remarque)|"
        r"bon|bref|enfin|important)"
        r"\s*(?:[,:!\-–—]+\s*|\s+(?=(?:désormais|dorénavant|à|toujours|jamais|ne|n'|souviens|rappelle|"
        r"retiens|je|on|nous|chaque)\b))",
    ),
    please=rx(r",?\s*\bs'il\s+(?:te|vous)\s+pla[iî]t\b\s*,?\s*", r",?\s*\b(?:stp|svp)\b\s*,?\s*"),
    lead_in=rx(
        r"\b(?:désormais|dorénavant|à\s+partir\s+de\s+maintenant|à\s+partir\s+d'aujourd'hui|"
        r"dès\s+maintenant|dès\s+à\s+présent|à\s+l'avenir|pour\s+la\s+suite|à\s+compter\s+d'aujourd'hui|"
        r"pour\s+toutes\s+les\s+(?:prochaines\s+)?(?:tâches|fois)|from\s+now\s+on)\b\s*[,:]?\s*",
    ),
    scope_user=rx(
        r",?\s*\bdans\s+(?:tous\s+mes\s+projets|chacun\s+de\s+mes\s+projets|tous\s+les\s+projets)\b\s*[,:]?\s*",
        r"\bquel\s+que\s+soit\s+le\s+projet\b\s*,?\s*",
        r"^\s*partout\s*[,:]\s*",
    ),
    scope_session=rx(
        r",?\s*\b(?:dans|pour|pendant)\s+(?:(?:le\s+reste\s+de\s+)?cette\s+(?:conversation|discussion|session)|"
        r"ce\s+chat|ce\s+fil)\b\s*[,:]?\s*",
    ),
    scope_space=rx(r",?\s*\b(?:dans|pour)\s+ce\s+(?:projet|dépôt|repo)\b\s*[,:]?\s*"),
    polite_frame=rx(r"^\s*(?:est-ce\s+que\s+)?(?:tu\s+peux|pourrais-tu|peux-tu|pourriez-vous|pouvez-vous|vous\s+pouvez)\s+"),
    question=rx(r"[?？]\s*$", r"^\s*est-ce\s+que\b"),
    one_off=rx(
        r"\b(?:pour\s+cette\s+(?:tâche|fois|PR|correction|fonction|branche)|cette\s+fois(?:-ci)?|"
        r"pour\s+ce\s+(?:fichier|ticket|bug|commit|test)|dans\s+ce\s+(?:fichier|module|test|commit)|"
        r"aujourd'hui|demain|hier|pour\s+l'instant|pour\s+le\s+moment|en\s+ce\s+moment|maintenant|"
        r"tout\s+de\s+suite|juste\s+une\s+fois|temporairement|ce\s+soir|cette\s+semaine)\b",
    ),
    hedge=rx(
        r"\b(?:peut-être|pourrait|pourrions|pourraient|probablement|éventuellement|sans\s+doute|"
        r"je\s+pense|je\s+crois|on\s+verra|un\s+jour|idéalement|si\s+possible)\b",
    ),
    past=rx(
        r"\b(?:utilis|mett|fais|écriv|pouss|déploy|av|ét|all|voul|pren)(?:ais|ait|ions|iez|aient)\b",
        r"\b(?:j'ai|on\s+a|nous\s+avons|il\s+a|elle\s+a)\s+(?:toujours\s+|jamais\s+)?\w+[ééi]s?\b",
        r"\bavant\s*,", r"\b(?:autrefois|auparavant|l'an\s+dernier|l'année\s+dernière|la\s+dernière\s+fois)\b",
        r"\b(?:mon|ma)\s+anci(?:en|enne)\b",
    ),
    reported=rx(
        r"^\s*(?:mon|ma|mes|notre|nos)\s+(?:collègues?|chef|manager|ami|amie|client|cliente|responsable|"
        r"ancien|ancienne)\b",
        r"^\s*(?:il|elle|ils|elles)\s",
        r"\b(?:dit|disait|a\s+dit|m'a\s+dit|pense)\s+que\b",
    ),
    everyday=rx(
        r"\bne\s+(?:t'|vous\s+)?inqui[eè]t", r"\bpas\s+de\s+souci\b", r"\btant\s+pis\b",
        r"\b(?:plante|plantent|crashe|bloque|échoue)\b", r"^\s*chaque\s+fois\s+que\s+(?:je|j'|il|elle|on|ça)\b",
        r"\bje\s+m'en\s+occupe\b",
    ),
    negated_memory=rx(
        r"\bne\s+(?:retiens|retenez|mémorise|mémorisez|garde|gardez|enregistre|enregistrez|"
        r"te\s+souviens|vous\s+souvenez)\s+pas\b",
        r"\boublie(?:z)?\s+(?:ça|cela|ceci)\b", r"\bpas\s+besoin\s+de\s+(?:retenir|mémoriser)\b",
    ),
    context_less=rx(
        r"^\s*(?:fais|faites|refais)\s+(?:comme\s+(?:ça|cela)|ainsi|pareil|la\s+même\s+chose)\b",
        r"^\s*(?:comme\s+)?(?:ça|cela|ceci)\s*[.!]?\s*$",
    ),
    filler=frozenset(
        "fais faites fait refais comme ça cela ceci ainsi la même chose pareil le les de toujours jamais "
        "plus ne pas te là voilà cette façon manière et tout encore aussi".split()
    ),
    rule=(
        rx(r"\b(?:toujours|jamais|systématiquement|chaque\s+fois|à\s+chaque\s+fois|pour\s+chaque|avant\s+chaque|"
           r"après\s+chaque|pour\s+tous?\s+les|en\s+toutes?\s+circonstances?)\b"),
        rx(r"^\s*(?:ne\s+|n')\S+(?:\s+\S+)?\s+(?:pas|jamais|plus|aucun|aucune)\b"),
        rx(r"^\s*(?:les|tous\s+les|toutes\s+les|chaque|nos|nouveaux|nouvelles)\s+[^,.]{1,40}?\s+"
           r"(?:vont|va|doivent|doit|se\s+trouvent|restent|passent|sont\s+(?:toujours\s+)?(?:écrits?|écrites?|"
           r"rangés?|rangées?|placés?|placées?|stockés?|stockées?|nommés?|nommées?))\b"),
        rx(r"^\s*(?:on|nous)\s+(?:\w+\s+)?(?:utilise|utilisons|écrit|écrivons|déploie|déployons|met|mettons|"
           r"suit|suivons|garde|gardons|préfère|préférons|range|rangeons|nomme|nommons)\b"),
        rx(r"^\s*(?:utilise|utilisez|écris|écrivez|mets|mettez|garde|gardez|évite|évitez|nomme|nommez|"
           r"formate|formatez|range|rangez|place|placez|respecte|respectez|suis|suivez|réponds|répondez|"
           r"privilégie|privilégiez)\s+(?!(?:ça|cela|ceci|ce|cette|cet|un|une|le\s+fichier)\b)\S"),
    ),
    preference=rx(r"\b(?:je\s+préf[eè]re|j'aime|j'adore|je\s+voudrais|préférence)\b"),
    material=rx(
        r"\b(?:résume|résumez|traduis|traduisez|corrige|corrigez|relis|relisez|vérifie|vérifiez|reformule|"
        r"reformulez|raccourcis|raccourcissez|explique|expliquez|améliore|améliorez)\b[^.!?\n:]{0,40}:",
        r"\bvoici\b[^.!?\n:]{0,60}:",
    ),
    remember=(
        Form(rx(r"^\s*(?:souviens-toi|souvenez-vous|rappelle-toi|rappelez-vous|retiens|retenez|"
                r"garde\s+en\s+tête|gardez\s+en\s+tête)\b\s*(?:[:,]\s*)?"
                r"(?:(?:que|qu'|de|d')\s*)?(?P<rest>.+)$")),
    ),
    prefer=(
        Form(rx(r"^\s*(?:je\s+préf[eè]re(?:rais)?|j'aime\s+mieux)\b\s*(?:que\s+(?:tu|vous)\s+|qu'on\s+)?(?P<rest>.+)$")),
    ),
    not_remembered=rx(r"^(?:ça|cela|ceci|quand|comment|la\s+fois)\b", r"^(?:moi|toi|nous|vous|lui|elle|eux)\s*$"),
    not_preferred=rx(r"^(?:ne\s+pas|pas|ça|cela|celui|celle|ceci)\b"),
    prefer_cut=rx(r",\s*(?:donc|alors|parce|car|mais|et|désormais)\b|;|\s+(?:parce\s+que|car)\b"),
)
