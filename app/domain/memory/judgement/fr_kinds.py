"""French: a plain statement of how each thing of a kind is done here, with no rule word
(the table's `kind_made`; fr.py is the rest of the table)."""

from __future__ import annotations

from app.domain.memory.judgement.times import CADENCE as _CADENCE

# --- a plain statement of how each thing of a kind is done here, with no rule word (issue 33,
# twelfth round): a kind as the subject ("les …", "nos …", "toute …", "chaque …"), then a passive
# present with how, by whom or where ("sont relus par", "est validée par", "sont prises sur"), a
# pronominal passive ("s'écrit en", "se compile sur"), a verb of using, carrying, following,
# opening with or going through ("portent un nom du type", "utilisent le point-virgule",
# "commencent par", "passent par"), or the kind put first and taken up by "on les …" ("Les
# coquilles dans la doc, on les corrige directement"). What shares the form and is no rule: a time
# of now or a trouble ("cette semaine", "en ce moment", "depuis", "lentement": how things are
# today), a copula with a noun ("sont des journaux partitionnés"), a mechanism of a tool as the
# doer ("par le noyau"), people the product serves ("les utilisateurs").
_NOW = (
    r"(?![^.!?]*(?<!\w)(?:actuellement|en\s+ce\s+moment|aujourd['’]hui|ce\s+matin|ce\s+soir|cette\s+(?:semaine|année|nuit)|"
    r"ce\s+(?:mois|trimestre|sprint)|demain|hier|encore|depuis|pour\s+l['’]instant|pour\s+le\s+moment|souvent|parfois|"
    r"lentement|trop|beaucoup|de\s+nouveau|à\s+nouveau|en\s+retard|en\s+panne|dernier|dernière|ces\s+temps-ci)(?!\w))"
)
_MECHANISM = (
    r"(?![^.!?]*(?<!\w)par\s+(?:le|la|l['’]|un|une)\s*(?:[\w-]+\s+)?(?:scheduler|ordonnanceur|noyau|kernel|compilateur|"
    r"runtime|interpréteur|ramasse-miettes|système\s+d['’]exploitation|navigateur|moteur|framework|hyperviseur|"
    r"orchestrateur|(?:[\w-]+\s+)?dom(?:\s+virtuel)?|parseur|bundler|chargeur|machine\s+virtuelle)(?!\w))"
)
_KINDS = r"^\s*(?!(?:les|nos|des)\s+(?:utilisateurs|utilisatrices|gens|visiteurs)(?!\w))(?:(?:tous|toutes)\s+)?(?:les|nos|des)\s+"
_EACH = r"^\s*(?:toute|tout|chaque)\s+"
_NP = r"(?:(?!(?:ne|n['’]|pas|est|sont|a|ont|se|s['’]|on|nous|je|tu|il|elle|ils|elles)(?!\w))[\w'’.-]+\s+)"
_PARTICIPLE = (
    r"(?!(?:ralenti|bloqu|cass|plant|perdu|tomb|saturé|surchargé|affecté|touché|coincé|périmé|obsolète|dépassé|"
    r"situé|basé|occupé|infecté|endommagé|corrompu|des|les|une?|de|en|à)\w*)"
    r"[a-zéèêàâîôûç]+(?:é|ée|és|ées|i|ie|is|ies|ises|it|ite|its|ites|u|ue|us|ues)"
)
_HOW = (
    r"(?:par|avec|en|au|aux|à|dans|selon|sous|sur|via|depuis|avant|après|chaque|tous|toutes|uniquement|seulement|"
    r"jamais|pendant|pour|d['’]abord|directement|systématiquement|le|la|les)(?!\w)"
)
_WAY_VERB = (
    # ("comptent" of a kind's members: "Les jurys d'entretien comptent une personne extérieure …")
    r"(?:utilisent|suivent|portent|comptent\s+(?:toujours\s+)?(?:au\s+moins\s+)?(?:une?|deux|trois|\d+)|commencent\s+par|débutent\s+par|finissent\s+par|se\s+terminent\s+par|passent\s+par|"
    r"sortent|partent|incluent|mentionnent|citent|respectent|ciblent|arrivent\s+(?:sur|dans|par)|vont\s+(?:dans|sur|en)|"
    r"ont\s+lieu|se\s+tiennent|tournent)(?!\w)"
)
_RECURS = (
    r"(?:un(?:e)?\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|jour|semaine|mois|sprint|trimestre)\s+"
    r"sur\s+(?:deux|trois|quatre)|(?:tous|toutes)\s+les\s+(?:deux|trois|quatre|\d+)\s+(?:jours|semaines|mois|sprints)|"
    r"(?:chaque|tous\s+les|toutes\s+les|le|les)\s+(?:lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|"
    r"semaines?|mois|trimestres?|sprints?|nuits?|soirs?|matins?)|hebdomadaire(?:ment)?|mensuel(?:lement)?|"
    r"quotidien(?:nement)?|trimestriel(?:lement)?)(?!\w)"
)


# --- a cadence said of the work (issue 33, thirteenth round): a subject (a kind, the team's thing,
# "l'astreinte", "la paie"), a verb in the plain present and a cadence after it ("La paie tombe le
# dernier jour ouvré du mois", "L'astreinte change de main le lundi à dix heures"), or the cadence
# put first ("Un mardi sur deux, l'équipe QA repasse …", "Chaque trimestre, …"): a schedule. Never
# a trouble that recurs ("plante une fois par semaine"), a state, a measure or a time of now.
_PRESENT = (
    r"(?!(?:est|sont|était|étaient|a|ont|avait|avaient|sera|seront|peut|peuvent|doit|doivent|semble|semblent|"
    r"dure|durent|coûte|coûtent|plante|plantent|échoue|échouent|casse|cassent|ralentit|"
    r"ralentissent|manque|manquent|bugue|buguent|rame|rament)(?!\w))[a-zéèêàâîôûç]{2,}(?:e|es|ent|t|d)(?!\w)"
)
_NO_TROUBLE = (
    r"(?![^.!?]*(?<!\w)(?:bugs?|pannes?|plant\w*|erreurs?|échou\w*|lent\w*|lenteurs?|retards?|problèmes?|"
    r"soucis|incidents?|coupures?|dure|durent|coûte|coûtent|(?:prend|prennent)\s+(?:(?:\d+|une?|deux|trois|quatre|"
    r"cinq|dix|quinze|vingt|trente|quelques|plusieurs|des)\s+)?(?:secondes?|minutes?|heures?|jours?|semaines?|mois|temps)|"
    r"(?:est|sont|était|étaient)\s+(?!(?:[a-zéèêàâîôûç]+(?:é|ée|és|ées|i|is|it|u|us|ue|ues))"
    r"(?!\w))[\w'’]+)(?!\w))"
)
# the speaker's private life and what a system does by itself (issue 33, thirteenth round)
_NOT_OURS = (
    r"(?![^.!?]*(?<!\w)(?:mon|ma|mes|me|moi|m['’]|expire|expirent|redémarre\w*|se\s+rafra[iî]ch\w*|se\s+synchronis\w*|"
    r"automatiquement|tout\s+seule?s?|facteur|voisins?|voisines?)(?!\w))"
)
# (the last day of a unit is no time of the past: "le dernier jour ouvré du mois")
_NOW_CADENCED = _NOW.replace("dernier|dernière|", r"(?<!le\s)dernier|(?<!la\s)dernière|")
assert _NOW_CADENCED != _NOW
_CADENCED = (
    r"^(?=\s*(?:le|la|les|l['’]|nos|notre|chaque|toute?s?)\s*(?!(?:utilisateurs|utilisatrices|gens|visiteurs|clients)"
    r"(?!\w))"
    + _NP
    + r"{0,6}?(?:se\s+|s['’])?"
    + _PRESENT
    + r")(?=[^.!?]*?"
    + _CADENCE
    + r")"
    + _NO_TROUBLE
    + _NOT_OURS
    + _NOW_CADENCED,
    r"^(?=\s*(?:"
    + _CADENCE
    + r"|"
    + _RECURS
    + r")\s*,?\s+(?:le|la|les|l['’]|nos|notre|on|nous)\s*"
    + _NP
    + r"{0,5}?(?:se\s+|s['’])?"
    + _PRESENT
    + r"\s+\S)"
    + _NO_TROUBLE
    + _NOT_OURS
    + _NOW_CADENCED,
)


# --- a kind that has a property as something (issue 33, thirteenth round): "Les fichiers de
# traduction ont le code de langue comme suffixe": what each of the kind carries; never of now
_HAS_AS = (
    _KINDS
    + _NOW
    + _NP
    + r"{0,3}?(?:pour|de|des|du|aux|à)\s+"
    + _NP
    + r"{1,4}?ont\s+(?:[\w'’.-]+\s+){1,4}?comme\s+\w"
)


# --- a role's duty (issue 33, fourteenth round): whoever does a part of the work, named by the role
# (a service, "le support", "l'accueil", "la secrétaire médicale", "le technicien d'astreinte"), a
# plain present of doing and what makes it a duty: every item it handles, a deadline or a step it
# comes before ("Le support répond aux réclamations sous 48 heures", "Le DPO valide chaque nouveau
# traitement …", "La comptable relance les impayés sous dix jours"). Never a time of now or a past
# ("a relancé"), a feeling, a trouble, the speaker's private life, what a system does by itself.
_ROLE_HEAD = (
    r"(?:(?-i:DPO|DSI|DRH|RH|SAV|RSSI|DAF|PDG|DG|QA)|support|juridique|compta(?:bilité)?|direction|accueil|standard|"
    r"régulation|logistique|qualité|facturation|paie|informatique|maintenance|expédition|"
    r"secrétariat|astreinte|service|équipe|pôle|cellule|bureau|commerciale?s?|commerciaux|chef|cheffe|responsables?|"
    r"directeur|directrice|secrétaires?|stagiaires?|alternants?|techniciens?|techniciennes?|infirmi(?:er|ère)s?|"
    r"médecins?|pharmacien(?:ne)?s?|enseignant(?:e)?s?|profs?|professeure?s?|formateurs?|formatrices?|tuteurs?|"
    r"tutrices?|comptables?|juristes?|avocate?s?|magasiniers?|magasinières?|livreurs?|livreuses?|chauffeurs?|"
    r"caissiers?|caissières?|agents?|conseillers?|conseillères?|gestionnaires?|coordinat(?:eur|rice)s?|"
    r"superviseu(?:r|se)s?|managers?|assistante?s?|acheteu(?:r|se)s?|recruteu(?:r|se)s?|opérat(?:eur|rice)s?|"
    r"administrat(?:eur|rice)s?|modérat(?:eur|rice)s?|traduct(?:eur|rice)s?|relecteurs?|relectrices?|"
    r"auditeurs?|auditrices?|contrôleurs?|contrôleuses?|animat(?:eur|rice)s?|surveillante?s?|"
    r"réceptionnistes?|vendeu(?:r|se)s?|dispatcheurs?|planificat(?:eur|rice)s?|"
    # (the night and the door: "le veilleur de nuit", "la gardienne", "le concierge")
    r"veilleu(?:r|se)s?|gardien(?:ne)?s?|concierges?|portiers?|vigiles?|gouvernantes?)(?!\w)"
)
_ROLE = (
    r"(?:le|la|les|l['’]|notre|nos)\s*"
    + _ROLE_HEAD
    # what narrows the role: an adjective or a complement ("commercial", "médicale", "d'astreinte",
    # "de quai", "niveau 1")
    # or, after a service or a team, the name it goes by ("service achats", "équipe data")
    + r"(?:\s+(?:(?:de|d['’]|du|des)\s*[\w'’-]+|niveau\s+\d|(?:(?<=service\s)|(?<=équipe\s)|(?<=cellule\s)|(?<=bureau\s))[\w-]+|[a-zéèêàâîôûç]+(?:al|ale|aux|ique|ier|ière|if|ive|é|ée|el|elle)))?"
)
_DUTY_VERB = (
    # (the light verb with the act it names, "le veilleur de nuit fait la caisse", "le gardien fait sa
    # ronde": "fait" is a duty's act only with such a noun; issue 33, twentieth round)
    r"(?:(?:(?:toujours|aussi|d['’]abord)\s+)?(?:fait|font)(?=\s+(?:la|le|les|l['’]|sa|son|ses|leur|leurs)\s*"
    r"(?:caisse|tour|ronde|rondes|inventaire|point|tournée|comptes|fermeture|ouverture|relève|contrôle|bilan|appel|"
    r"clôture|vérifications?)(?!\w))|"
    r"(?:(?:ne|n['’])\s*)?(?:(?:toujours|systématiquement|aussi|d['’]abord|seul|seule|lui-même|elle-même)\s+)?"
    r"(?!(?:est|sont|était|étaient|a|ont|avait|avaient|sera|seront|va|vont|peut|peuvent|doit|doivent|veut|veulent|"
    r"aime|aiment|adore|adorent|déteste|détestent|pense|pensent|dit|disent|trouve|trouvent|semble|semblent|fait|font|"
    r"part|partent|arrive|arrivent|rentre|rentrent|quitte|quittent|démissionne|démissionnent|déménage|déménagent|"
    r"prend\s+sa\s+retraite|parle|parlent|sait|savent|connaît|connaissent|se|s['’]|en|y|le|la|les|de|du|des)(?!\w))"
    # (never the conditional mood: "voudrait", "préférerait" is a wish)
    r"(?![a-zéèêàâîôûç]+(?:rait|raient)(?!\w))"
    r"[a-zéèêàâîôûç]{3,}(?:e|es|ent|t|d)(?!\w))"
)
_DUTY_BOUND = (
    r"(?=[^.!?]*?(?<!\w)(?:(?:chaque|tous\s+les|toutes\s+les|tout\s+(?!le\s+temps)|toute|sous|en\s+moins\s+de)\s+\w|"
    r"(?:avant\s+(?:le|la|les|sa|son|ses|chaque|tout|toute)|au\s+plus\s+tard|dans\s+la\s+journée|"
    r"le\s+jour\s+même|la\s+veille|le\s+lendemain|au\s+lieu\s+de|plutôt\s+que|"
    r"(?:le|au)\s+(?:premier|deuxième|second|troisième|quatrième|cinquième|dernier|\w+ième)\s+jour\s+ouvr[ée])(?!\w)|"
    r"avant\s+l['’]|"
    # or a way refused, then the way taken instead ("… ne touchent pas à la base de production, ils
    # passent par la préprod")
    r"(?<=\s)(?:pas|jamais)\s[^.!?,]*,\s*(?:ils|elles|il|elle)\s+(?:(?:les|le|la|l['’]|leur|lui|y|en)\s*)?(?!(?:est|sont|a|ont|va|vont|peut|peuvent|doit|doivent)(?!\w))[a-zéèêàâîôûç]{3,}(?:e|ent|t|d)(?!\w)))"
)
_PAST_TIME = (
    r"(?![^.!?]*(?<!\w)(?:hier|dernier|dernière|l['’]an\s+dernier|il\s+y\s+a|en\s+train)(?!\w))"
)
DUTY = (
    # (after the place it is said of, if any: "À l'hôtel, le veilleur de nuit …")
    r"^(?=\s*(?:(?:à|au|aux|chez|dans|en)\s+[^,.;!?]{1,30},\s*)?"
    + _ROLE
    # and who of the role, by what they do ("Le commercial qui signe un contrat crée …", issue 33,
    # fifteenth round)
    + r"(?:\s+qui\s+[^,.;!?]{3,40}?)?"
    + r"\s+"
    + _DUTY_VERB
    + _DUTY_BOUND
    + r"\s+\S)"
    + _NO_TROUBLE
    + _NOT_OURS
    + _NOW
    + _MECHANISM
    + _PAST_TIME
)


# (issue 33, eighteenth round) what a role makes, named by a relative clause, its subject after the
# verb or before it ("Le rapport que remplit le chef de chantier …", "Les devis que la commerciale
# prépare …"), then where it goes or what is done with it and what makes it a duty ("… part au bureau
# d'études tous les vendredis", "… sont envoyés aux parents sous 48 heures"). Never a past or now, a
# state, a trouble.
MADE_BY_ROLE = (
    r"^(?=\s*(?:le|la|les|l['’])\s*(?:[\w'’-]+\s+){0,3}?(?:que|qu['’])\s*"
    r"(?:(?!(?:a|ont|avait|avaient|est|sont)(?!\w))[a-zéèêàâîôûç]{3,}(?:e|ent|t|d)\s+"
    + _ROLE
    + r"|"
    + _ROLE
    + r"\s+(?!(?:a|ont|avait|avaient|est|sont)(?!\w))[a-zéèêàâîôûç]{3,}(?:e|ent|t|d))"
    r"\s+(?:part|partent|va|vont|passe|passent|arrive|arrivent|remonte|remontent|descend|descendent|file|filent|"
    r"(?:est|sont)\s+(?:[a-zéèêàâîôûç]+ment\s+)?"
    r"[a-zéèêàâîôûç]{3,}(?:é|ée|és|ées|is|ise|ises|it|ite|its|ites|u|ue|us|ues))(?!\w)"
    + _DUTY_BOUND
    + r"\s+\S)"
    + _NO_TROUBLE
    + _NOT_OURS
    + _NOW
    + _MECHANISM
    + _PAST_TIME
)


# --- the team's terms, a rate per unit (issue 33, fourteenth round): "on" or "nous", a plain present
# of doing and a rate per unit or a term ("On facture au mois", "On paie les fournisseurs à 45 jours",
# "Nous facturons à l'heure"): how each case is charged, paid or delivered; never a past or now.
_PER_UNIT = (
    r"(?:au|à\s+la|à\s+l['’]|par|à)\s*(?:mois|heure|jour|journée|semaine|trimestre|année|an|pièce|palette|unité|"
    r"page|mot|forfait|projet|colis)(?!\w)|à\s+\d+\s+jours|à\s+terme\s+échu|d['’]avance|au\s+forfait"
)
TEAM_RATE = (
    r"^(?=\s*(?:on|nous)\s+(?:(?:ne|n['’])\s*)?(?:(?:toujours|uniquement|seulement|jamais)\s+)?"
    r"(?!(?:est|a|avait|était|sera|va|peut|doit|veut|se|s['’]|mange|boit|dort|sommes|avons|allons)(?!\w))"
    r"[a-zéèêàâîôûç]{3,}(?:e|ons|t)\s+(?:[\w'’-]+\s+){0,4}?(?:"
    + _PER_UNIT
    + r"))"
    + _NOW
    + _PAST_TIME
)


# --- a kind needing a count of its gate (issue 33, fourteenth round; English's of the thirteenth round
# in en_rules): "Les bons de commande au-delà de dix mille euros demandent deux signatures des
# achats": what each item of the kind passes; never a count of things to have ("deux disques").
GATE_COUNT = (
    r"^(?=\s*(?:(?:tous|toutes)\s+)?(?:les|nos|chaque|toute|tout)\s+"
    + _NP
    + r"{1,9}?(?:demandent|nécessitent|exigent|requièrent|ont\s+besoin\s+d['’]|demande|nécessite|exige|requiert|"
    r"a\s+besoin\s+d['’])\s*(?:au\s+moins\s+|toujours\s+)?(?:une?|deux|trois|quatre|cinq|\d+)\s+(?:[\w-]+\s+)?"
    r"(?:signatures?|validations?|approbations?|relectures?|revues?|visas?|accords?|relecteurs?|relectrices?|"
    r"validateurs?|validatrices?)(?!\w))" + _NOW
)


# --- a kind's deadline (issue 33, fourteenth round): a kind in the plural or every item of it, to hand
# in or due by a time or within a span ("Les comptes rendus … sont à rendre sous 48 heures", "Chaque
# dossier … est à déposer au plus tard le vendredi"); never one thing pointed at, the speaker's own,
# a time of now or a past.
DUE = (
    r"^(?=(?:\s*(?:(?:tous|toutes)\s+)?(?:les|nos)\s+"
    + _NP
    + r"{1,6}?sont|\s*(?:chaque|toute|tout)\s+"
    + _NP
    + r"{1,6}?est)\s+(?:toujours\s+)?(?:à\s+(?:rendre|remettre|envoyer|déposer|transmettre|saisir|soumettre)|"
    r"dus|dues|attendus|attendues)\s+(?:[\w'’-]+\s+){0,3}?(?:sous|avant|au\s+plus\s+tard|le|pour|dans|chaque|tous|"
    r"toutes)(?!\w))" + _NOT_OURS + _NOW
)


# --- a way the team refuses (issue 33, fifteenth round): "on" or "nous", a negated plain present of
# doing ("ne … pas", "ne … jamais", "ne … aucun") and the bound that makes it a way of working: without, outside,
# by a channel, past an amount ("On n'accorde pas de remise de plus de 15 % sans l'accord de Claire",
# "Nous ne transmettons pas les dossiers patients par mail"). Never a verb of having, knowing,
# being able or wanting, "ne … plus" or a hedge ("On ne fait plus vraiment de revue de code le
# vendredi, je crois": a report), now or a past.
TEAM_REFUSES = (
    r"^(?=\s*(?:ici\s*,?\s*|chez\s+nous\s*,?\s*)?(?:on|nous)\s+(?:ne\s+|n['’]\s*)(?!(?:sait|savons|a|avons|est|"
    r"sommes|peut|pouvons|veut|voulons|connaît|connaissons|comprend|comprenons|voit|voyons|pense|pensons|trouve|"
    r"trouvons|aime|aimons|va|allons|doit|devons|arrive|arrivons)(?!\w))"
    # (not the imperfect, a past: "On ne facturait pas … avant la fusion"; sixteenth round)
    r"(?![\w'’-]*(?:ait|aient)\s)[\w'’-]{3,}\s+(?:pas|jamais|aucune?|rien|personne)(?!\w)"
    r"[^.!?]{0,80}?(?<!\w)(?:sans|hors|en\s+dehors|par\s+(?:mail|e-?mail|courriel|téléphone|sms|chat|whatsapp)|"
    r"au\s+téléphone|de\s+plus\s+de|au-delà|à\s+l['’]extérieur|à\s+des\s+tiers|avant|"
    # (a lower bound too: "On ne facture pas les déplacements en dessous de 20 km"; sixteenth round)
    r"en\s+dessous\s+de|au-dessous\s+de|de\s+moins\s+de|sous\s+\d+)(?!\w))"
    r"(?![^.!?]*(?<!\w)(?:vraiment|je\s+crois|je\s+pense|il\s+me\s+semble|à\s+ma\s+connaissance|"
    r"apparemment)(?!\w))" + _NOW + _PAST_TIME
)


# --- a day of the week named as the team's day of something, then what is not done then (issue 33,
# fifteenth round): "Le mercredi c'est jour de formation, pas de rendez-vous", "Le jeudi, c'est la
# journée des inventaires : aucune commande ne part". Never a holiday ("férié"), one day pointed at
# ("ce lundi", "lundi prochain"), a past.
DAY_OF = (
    r"^\s*(?:le\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s*,?\s*(?:c['’]est|est)\s+"
    r"(?:notre\s+|le\s+|la\s+)?(?:jour|journée)\s+(?!férié)[^,;:.!?]{2,40}[,;:–—-]\s*(?:donc\s+|alors\s+)?"
    r"(?:pas\s+de|pas\s+d['’]|aucune?|rien|personne|on\s+ne|on\s+n['’]|jamais)(?!\w)"
)


# --- every item of a kind receives its due within a span (issue 33, fifteenth round): "Chaque incident
# de prod fait l'objet d'un post-mortem dans la semaine", "Chaque réclamation reçoit une réponse sous 48
# heures" (English's "Every outage gets a post-mortem within the week" is read as a kind to come).
# Never without the span ("Chaque commande reçoit un numéro de suivi": how a system numbers), now or
# a past.
EACH_GETS = (
    r"^(?=\s*(?:chaque|tout|toute)\s+(?:[\w'’-]+\s+){1,5}?(?:reçoit|obtient|fait\s+l['’]objet\s+d['’]|"
    r"donne\s+lieu\s+à|a\s+droit\s+à|bénéficie\s+d['’]?)[^.!?]{0,60}?(?<!\w)(?:dans\s+la\s+(?:semaine|journée|"
    r"foulée)|dans\s+les\s+\d+|sous\s+(?:\d+|huitaine|quinzaine|\w+\s+jours)|le\s+jour\s+même|le\s+lendemain|"
    r"en\s+moins\s+de|au\s+bout\s+d(?:e|['’]une?)|avant|au\s+plus\s+tard|dès)(?!\w))"
    + _NOW
    + _PAST_TIME
)


KIND_MADE = (
    r"^\s*"
    + _NOW
    + r"(?:tous\s+|toutes\s+)?les\s+(?:[\w'’.-]+\s+){1,4}?(?:sont|restent)\s+(?:toujours\s+)?"
    r"(?:(?!(?:rest|all|tomb|arriv|pass|rentr|entr|sort|mont|descend|retourn|part|venu|devenu)\w*\s)"
    r"\w+(?:é|ée|és|ées|is|ies|its|ites|ts|tes)\s+"
    # (a recurring time may come between: "sont révoquées chaque nuit par le job")
    r"(?:(?:chaque|tous\s+les|toutes\s+les)\s+\w+\s+)?(?:avec|en|par|au|aux|à\s+la|dans|selon|sous)\s+\S|"
    # with no participle, the manner is a name of code or of a form ("en snake_case", "en
    # anglais", "au pluriel"), not a state ("en panne")
    r"(?:en|au)\s+(?:[\w]*[_-][\w-]*|(?-i:[a-z]+[A-Z]\w*)|anglais|français|minuscules?|majuscules?|"
    r"singulier|pluriel|kebab|camel|snake|UTC|ISO)\b|"
    # or any one word of form closing the clause ("sont en hexadécimal", "en base64", "en
    # JSON"), never a state ("en panne", "en retard", "en cours", "en maintenance")
    r"(?:en|au)\s+(?!(?:panne|retard|cours|attente|rade|prod|production|ligne|place|vacances|congé|"
    r"réunion|train|feu|erreur|échec|double|trop|avance|marche|pause|service|maintenance|recette|"
    r"sommeil|danger|conflit|rouge|vert|bas|haut|fait|vrac|désordre|stock|suspens|cause|jeu|vue|bon|"
    r"mauvais|état|lecture|écriture|direct|local|ce|cette|plus|moins)\b)[^\W\d_]{3,}\s*(?:[.!;]|,|$|et\s|avec\s))",
    # or the pronominal passive of a kind in the plural, and how ("Les code reviews se font
    # en anglais", "Les migrations se lancent avec make migrate"); never what goes wrong
    # ("se plantent", "se cassent", "se bloquent")
    r"^\s*(?:tous\s+|toutes\s+)?les\s+(?:[\w'’.-]+\s+){1,4}?se\s+(?!(?:plant|cass|bloqu|perd|multipli|accumul|"
    r"dégrad|ressembl|trouv|produis|ferm|crois|chevauch|mélang)\w*)[a-zéèêû]+(?:ent|ont)\s+(?:toujours\s+)?"
    r"(?:en|avec|par|dans|sur|au|aux|à|selon|via|sous|depuis)\s",
    # or negated, with a way, a bound or "même" ("Les mots de passe ne se notent pas sur papier",
    # "Les identifiants ne se partagent pas, même entre collègues", "Ça ne se fait pas par mail";
    # issue 33, sixteenth round); never what goes wrong on a machine ("Le fichier ne se charge pas
    # sur mon poste", "La page ne s'affiche pas …", "Ça ne se voit pas sur la capture")
    r"^\s*(?:ça\s+|cela\s+|(?:tous\s+|toutes\s+)?les\s+(?:[\w'’.-]+\s+){1,5}?)ne\s+(?:se\s+|s['’])"
    r"(?!(?:plant|cass|bloqu|perd|charg|affich|ouvr|ouvre|lanc|connect|synchronis|install|voi|compil|exécut|"
    r"sauvegard|met|ferm|trouv|lanc|produi|passe\s+mal|déclench|répar|rempli|vid)\w*)[a-zéèêû]+(?:ent|ont|e|t)\s+"
    r"(?:pas|jamais)\s*,?\s+(?:même|sans|par|sur\s+(?!mon|ma|mes)|avant|entre|hors|via|en\s+dehors)(?!\w)"
    r"(?![^.!?]*(?<!\w)(?:depuis|hier|aujourd['’]hui|ce\s+matin|encore)(?!\w))",
    # or "ça se fait" and the way, the kind put first or not ("Ça se fait par le portail
    # fournisseur", "Les inscriptions, ça se fait uniquement en ligne"; issue 33, sixteenth round);
    # never how long it takes ("ça se fait en deux minutes"), how it goes ("ça se passe bien"),
    # someone else's ("chez eux")
    r"^\s*(?:(?:les|le|la|l['’])\s*(?:[\w'’.-]+\s+){0,6}?[\w'’.-]+\s*,?\s+)?(?:ça|cela)\s+se\s+"
    r"(?:fait|font|gère|règle|traite|signe|valide|demande|dépose|commande|paie|paye|réserve)\s+"
    r"(?:(?:toujours|uniquement|seulement|exclusivement|systématiquement)\s+)?"
    r"(?!en\s+(?:\d+|une?|deux|trois|quatre|cinq|dix|quelques|ce\s+moment)(?!\w))"
    r"(?:par|en|via|avec|sur|au|à\s+l['’]|dans|auprès)(?!\w)"
    r"(?![^.!?]*(?<!\w)(?:chez\s+eux|chez\s+elles|je\s+crois|je\s+pense|aujourd['’]hui|en\s+ce\s+moment)(?!\w))",
    # or a participle and a measure ("Les logs sont gardés quatre-vingt-dix jours", "Les
    # fichiers YAML sont indentés de deux espaces"): how long or how much, for each
    r"^\s*(?:tous\s+|toutes\s+)?les\s+(?:[\w'’.-]+\s+){1,4}?(?:sont|restent)\s+(?:toujours\s+)?"
    # (not a past with "être": "sont restés deux jours en panne")
    r"(?!(?:rest|all|tomb|arriv|pass|rentr|entr|sort|mont|descend|retourn|part|venu|devenu)\w*\s)"
    r"\w+(?:é|ée|és|ées|us|ues|is|ises|its|ites)\s+(?:de\s+|pendant\s+|sur\s+|à\s+)?"
    r"(?:\d+|[a-z-]*?(?:une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingts?|"
    r"trente|quarante|cinquante|soixante|cents?))\s+(?:jours?|semaines?|mois|ans|années?|heures?|minutes?|"
    r"secondes?|espaces?|lignes?|caractères?|colonnes?|versions?|[KMG]o)\b",
    # a kind (narrowed as one likes), the passive present and how, by whom or where ("Les
    # courriels adressés aux clients sont relus par une seconde personne", "les photos
    # produit sont prises sur fond blanc"); every item of it in the singular likewise
    # ("Toute facture supérieure à … est contresignée par …")
    _KINDS
    + _NOW
    + _MECHANISM
    + _NP
    + r"{1,9}?(?:sont|restent)\s+(?:(?:toujours|systématiquement|obligatoirement|"
    r"tous|toutes|d['’]abord|uniquement)\s+)?" + _PARTICIPLE + r"\s+(?:[a-zé]+ment\s+)?" + _HOW,
    _EACH
    + _NOW
    + _MECHANISM
    + _NP
    + r"{1,9}?(?:est|reste)\s+(?:(?:toujours|systématiquement|obligatoirement|"
    r"d['’]abord|uniquement)\s+)?" + _PARTICIPLE + r"\s+(?:[a-zé]+ment\s+)?" + _HOW,
    # a kind or one item of it, the pronominal passive and how ("La doc utilisateur s'écrit
    # au présent", "Chaque facture se signe en deux exemplaires"); never what goes wrong
    r"^\s*(?:le|la|l['’]|chaque|toute|tout)\s*"
    + _NOW
    + _NP
    + r"{1,6}?(?:se\s+|s['’])(?!(?:plant|cass|bloqu|perd|"
    r"multipli|accumul|dégrad|ressembl|trouv|produi|ferm|croi|chevauch|mélang|charg|met|passe\s+mal|vid|rempli)\w*)"
    r"[a-zéèêû]+(?:e|t|d)\s+(?:toujours\s+)?(?:en|avec|par|dans|sur|au|aux|à|selon|via|sous|depuis|le|la|les|chaque|"
    r"uniquement|seulement|jamais)(?!\w)",
    # a kind, then a verb of using, carrying, following, opening with or going through
    # ("Les topics Kafka portent un nom du type …", "les exports csv … utilisent le point
    # virgule", "Les correctifs de sécurité sortent toutes les deux semaines")
    _KINDS
    + _NOW
    + r"(?![^.!?]*(?<!\w)(?:beaucoup|trop|plus\s+de|moins\s+de|surtout)(?!\w))"
    + _NP
    + r"{1,8}?(?:(?:toujours|tous|toutes|uniquement|systématiquement)\s+)?"
    + _WAY_VERB
    + r"\s+\S",
    # the kind put first, then taken up by "on les …" with a verb in the present ("Les
    # coquilles dans la doc, on les corrige directement", "Le changelog, on le rédige en
    # français"); never a past ("on les a fermés") nor a question; by "tu les" / "vous les"
    # too, a kind in the plural (issue 33, sixteenth round: "les bons de livraison signés tu les
    # scannes dans le dossier du client"; "La facture, tu la scannes" is one job)
    r"^\s*(?:les|le|la|l['’]|nos|notre)\s*"
    + _NOW
    + _NP
    # (the comma may be left out, voice-typed: "les dossiers patients on les archive …")
    + r"{0,6}?[\w'’.-]+(?:\s*,\s*|\s+)(?:on|nous)\s+(?:ne\s+|n['’])?"
    r"(?:les|le|la|l['’])\s*(?!(?:a|ont|avait|avons|aura|va|allons|sera|avions|avaient)(?!\w))[a-zéèêàâîôûç]{3,}(?!\w)"
    r"(?![^.!?]*\?)",
    r"^\s*les\s*" + _NOW + _NP + r"{0,6}?[\w'’.-]+(?:\s*,\s*|\s+)(?:tu|vous)\s+(?:ne\s+)?les\s*"
    r"(?!(?:as|avez|avais|aviez|auras|vas|allez|allais)(?!\w))"
    # (an act, not finding, seeing, knowing or liking them: "Les clés, tu les trouves dans le tiroir")
    r"(?!(?:trouv|voi|verr|connai|aim|ador|détest|veu|peu|sai|oubli|perd|cherch)\w*)[a-zéèêàâîôûç]{3,}(?!\w)"
    r"(?![^.!?]*\?)(?![^.!?]*(?<!\w)(?:où|pourquoi|comment|combien)\s*[.!]*\s*$)",
    # a kind, a verb in the present and an act placed before or after a step of the work
    # ("Les invités du podcast signent l'autorisation avant l'enregistrement"): a procedure
    _KINDS
    + _NOW
    + _NP
    + r"{1,5}?(?!(?:sont|ont|font|vont|étaient|avaient)(?!\w))[a-zéèêàâîôûç]{3,}ent\s+"
    r"(?:[\w'’-]+\s+){1,5}?(?:avant|après|dès)\s+(?:l['’]|le\s|la\s|les\s|chaque|tout|toute|d['’]|de\s)",
    # a time that recurs, said of a kind ("Les revues de sprint ont lieu un vendredi sur deux")
    _KINDS
    + _NOW
    + _NP
    + r"{1,6}?(?:ont\s+lieu|se\s+tiennent|se\s+font|sortent|partent|tournent|changent)\s+"
    r"(?:[\w'’-]+\s+){0,2}?" + _RECURS,
    _HAS_AS,
)


# The cadence readings, asked by clauses.lasting only of a sentence that holds a cadence (one scan of
# times.CADENCE for every sentence, not one per reading).
CADENCED = _CADENCED


# --- whoever does a part of the work, named by what they do (issue 33, seventeenth round; as
# es_kinds.WHOEVER): "Celui qui ferme le bureau active l'alarme", "Celle qui prend le standard note
# chaque appel", then a present of doing and what it acts on; never now, a past or a question
WHOEVER = (
    r"^\s*(?=(?:celui|celle|ceux|celles)\s)"
    + _NOW
    + r"(?:celui|celle|ceux|celles)\s+qui\s+(?!(?:est|était|a|avait|sont|ont|peut|veut)\b)"
    r"[a-zéèêàç]{3,}(?:e|t|ent)\b[^,.;!?]{1,60}?,?\s+(?:(?:aussi|toujours|ensuite|d['’]abord)\s+)?"
    r"(?:ne\s+|n['’])?(?!(?:est|était|sont|a|ont|avait|peut|doit|veut|sait|va|vient)\b)[a-zéèêàç]{3,}(?:e|t|ent)\s+"
    r"(?:pas\s+|jamais\s+)?(?:le|la|les|l['’]|un|une|des|du|chaque|tout|toute|tous|toutes|son|sa|ses|leur|leurs)(?:\b|(?<=['’]))"
)
