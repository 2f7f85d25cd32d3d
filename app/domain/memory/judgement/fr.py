"""French."""

from __future__ import annotations

from functools import cache

from app.domain.memory.judgement import world
from app.domain.memory.judgement.fr_kinds import KIND_MADE
from app.domain.memory.judgement.fr_requests import request_forms
from app.domain.memory.judgement.lexicon import (
    Lexicon,
    each_needs,
    rx,
    taken_back,
    verbless,
    wish_every,
    words,
)


@cache
def table() -> Lexicon:
    """This language's table, compiled on first use (only for text in its script)."""
    return Lexicon(
        code="fr",
        openers=rx(
            r"^\s*(?:perso|personnellement|moi|franchement|bonjour|bonsoir|salut|coucou|merci(?:\s+(?:beaucoup|bien|pour\s+[^,.!:;]{1,40}))?|ok|"
            r"d'accord|parfait|super|génial|alors|aussi|et|au\s+fait|d'ailleurs|autre\s+chose|au\s+passage|en\s+passant|"
            r"ah\s+et|ah\s+oui|à\s+propos|par\s+ailleurs|sinon|"
            r"encore\s+une\s+chose|une\s+(?:autre\s+|nouvelle\s+)?règle|petite\s+(?:règle|chose|remarque)|"
            r"bon|bref|enfin|important|sérieux|sérieusement)"
            r"\s*(?:[,:!\-–—]+\s*|\s+(?=(?:désormais|dorénavant|à|toujours|jamais|ne|n'|souviens|rappelle|"
            r"retiens|je|on|nous|chaque)\b))",
            # a filler of hesitation opening a voice-typed sentence ("euh les stagiaires du labo
            # peuvent …"): nothing said yet (issue 33, thirteenth round)
            # (not "ben": a name in the other Latin tables the sentence is tried with)
            r"^\s*(?:euh+|heu+|bah|hum+)\s*,?\s+(?=\w)",
            # discourse words voice-typed with no comma ("alors en gros les dossiers patients on les
            # archive …", issue 33, fifteenth round): nothing said yet
            # (and "ok donc", "bon ben": issue 33, sixteenth round)
            r"^\s*(?:(?:alors|ok|okay|bon)\s+)?(?:en\s+gros|du\s+coup|en\s+fait|donc|(?<=bon\s)ben)\s*,?\s+(?=\w)",
            # "Et" opening a sentence before what it is about ("… ? Et les changements de pare-feu
            # passent …"): it joins the sentence to the one before, no word of the rule (issue 33,
            # fourteenth round)
            r"^\s*et\s+(?=(?:les|le|la|l['’]|nos|notre|tous|toutes|chaque|ici|chez|pour|au|aux)(?!\w))",
        ),
        please=rx(
            r",?\s*\bs'il\s+(?:te|vous)\s+pla[iî]t\b\s*,?\s*", r",?\s*\b(?:stp|svp)\b\s*,?\s*"
        ),
        closers=rx(
            r",?\s*\bmerci(?:\s+(?:beaucoup|bien))?\b(?=\s*[.!]*\s*$)",
            # "… voilà" closing what was said, voice-typed (issue 33, sixteenth round)
            r",?\s*\bvoilà\b(?=\s*[.!]*\s*$)",
            # punctuation spoken to a voice typist ("… son fichier de test point final")
            r"\s+(?:point\s+final|point\s+à\s+la\s+ligne|point\s+d['’]exclamation)(?=\s*[.!]*\s*$)",
        ),
        lead_in=rx(
            r"\b(?:désormais|dorénavant|à\s+partir\s+de\s+maintenant|à\s+partir\s+d'aujourd'hui|"
            r"dès\s+maintenant|dès\s+à\s+présent|à\s+l'avenir|pour\s+la\s+suite|à\s+compter\s+d'aujourd'hui|"
            r"pour\s+toutes\s+les\s+(?:prochaines\s+)?(?:tâches|fois)|pour\s+les\s+prochaines\s+fois|"
            r"la\s+prochaine\s+fois|from\s+now\s+on)\b\s*[,:]?\s*",
            r"\b(?:et\s+)?(?:pas|non)\s+(?:seulement|uniquement|juste)\s+(?:pour|dans)\s+(?:cette|ce|cet)\s+"
            r"(?:tâche|ticket|fois|PR|correction|sprint|changement)\b\s*[,:]?\s*",
        ),
        scope_user=rx(
            r",?\s*\bdans\s+(?:tous\s+mes\s+projets|chacun\s+de\s+mes\s+projets|tous\s+les\s+projets)\b\s*[,:]?\s*",
            r"\bquel\s+que\s+soit\s+le\s+projet\b\s*,?\s*",
            r"^\s*partout\s*[,:]\s*|^\s*(?:pour|dans|sur)\s+(?:tou(?:te)?s\s+mes|l['’]ensemble\s+de\s+mes|chacune?\s+de\s+mes)\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}?\s*[,:]\s*(?!\s*(?:le|la|les|un|une|des|ce|ça|il|elle|on|nous|je|tu|vous|ils|elles|ma|mon|mes|c|j|l)\b)",
        ),
        scope_session=rx(
            r",?\s*\bjusqu['’]à\s+la\s+fin\s+de\s+(?:cette\s+(?:conversation|discussion|session)|ce\s+chat|cet\s+échange)\b\s*[,:]?\s*",
            r",?\s*\b(?:dans|pour|pendant)\s+(?:(?:le\s+reste\s+de\s+)?cette\s+(?:conversation|discussion|session)|"
            r"ce\s+chat|ce\s+fil)\b\s*[,:]?\s*",
            # all of it, or what follows of it ("Pour toute cette conversation, …", "Pour la suite de
            # cette discussion, …"; issue 33, seventeenth round)
            r",?\s*\b(?:dans|pour|pendant)\s+(?:toute\s+)?(?:la\s+suite\s+de\s+)?(?:cette|notre)\s+(?:conversation|discussion|"
            r"session|échange)\b\s*[,:]?\s*",
            r",?\s*\bjusqu['’]à\s+la\s+fin\s+de\s+notre\s+(?:conversation|discussion|échange)\b\s*[,:]?\s*",
        ),
        # the team named by its trade or name too ("dans l'équipe data", "dans l'équipe mobile"),
        # the project pointed at ("dans ce dépôt", "sur ce projet")
        team_here=rx(
            r"^\s*(?:(?:chez\s+nous|icitte|ici(?!\w)|dans\s+(?:l['’]|notre\s+|cette\s+)équipe(?:\s+(?!on\b|nous\b)[\w-]+)?|"
            r"(?:dans|sur|pour)\s+ce\s+(?:projet|dépôt|repo))\s*,?\s*)+"
        ),
        team_place=rx(
            r"^\s*(?:chez\s+nous|dans\s+(?:l['’]|notre\s+)équipe|ici)\s*,?\s*(?=(?:tout|tous|toutes|rien|personne)\b)"
        ),
        scope_space=rx(
            r",?\s*\b(?:dans|pour)\s+ce\s+(?:projet|dépôt|repo)\b\s*[,:]?\s*",
            # "chez nous, on …", "ici on …", "dans l'équipe on …": where the team works
            r"^\s*(?:chez\s+nous|dans\s+(?:l['’]|notre\s+)équipe|ici)\s*,?\s*(?=(?:on|nous)\b)",
        ),
        polite_frame=rx(
            r"^\s*(?:est-ce\s+que\s+)?(?:tu\s+peux|pourrais-tu|peux-tu|pourriez-vous|pouvez-vous|vous\s+pouvez)\s+"
        ),
        question=rx(r"[?？]\s*$", r"^\s*est-ce\s+que\b"),
        one_off=rx(
            r"\b(?:juste|seulement|uniquement)\s+pour\s+(?:cette|ce|cet)\s+(?!(?:projet|dépôt|repo|équipe)\b)\w+",
            # the thing pointed at, then "only" ("Pour cette livraison seulement, …", issue 33,
            # fifteenth round); never a party or a thing that lasts ("Pour ce client seulement, …")
            r"\bpour\s+(?:cette|ce|cet)\s+(?!(?:projet|dépôt|repo|équipe|client|cliente|fournisseur|partenaire|compte|"
            r"produit|site|service|magasin|entrepôt)\b)[\w-]+\s+(?:seulement|uniquement)\b",
            # a purpose with the speaker as its subject: a hand-over ("… pour que je les regarde")
            r"\b(?:pour|afin)\s+que\s+je\b|\bque\s+je\s+puisse\b",
            r"\b(?:exceptionnellement|à\s+titre\s+exceptionnel|pour\s+une\s+fois|juste\s+cette\s+fois|"
            r"rien\s+que\s+cette\s+fois|pour\s+ce\s+(?:ticket|fichier|commit)\s+(?:seulement|uniquement))\b",
            r"\bquand\s+tu\s+(?:auras|as)\s+(?:un\s+moment|le\s+temps|une\s+minute)\b",
            r"\b(?:pour\s+cette\s+(?:tâche|fois|PR|correction|fonction|branche)|cette\s+fois(?:-ci)?|"
            r"pour\s+ce\s+(?:fichier|ticket|bug|commit|test)|dans\s+ce\s+(?:fichier|module|test|commit)|"
            r"aujourd'hui|demain|hier|pour\s+l'instant|pour\s+le\s+moment|en\s+ce\s+moment|maintenant|"
            r"tout\s+de\s+suite|juste\s+une\s+fois|temporairement|ce\s+soir|cette\s+semaine)\b",
        ),
        wish=rx(
            r"\b(?:ce\s+serait|c['’]est)\s+(?:bien|top|super|génial|mieux|sympa|parfait)\s+(?:que\s+tu|si\s+tu)\b",
            r"\bj['’]aimerais\s+(?:bien\s+)?que\s+tu\b",
        ),
        hedge=rx(
            r"\b(?:peut-être|pourrait|pourrions|pourraient|probablement|éventuellement|sans\s+doute|"
            r"je\s+pense|je\s+crois|on\s+verra|un\s+jour|idéalement|si\s+possible)\b",
        ),
        past=rx(
            r"\b(?:utilis|mett|fais|écriv|pouss|déploy|av|ét|all|voul|pren)(?:ais|ait|ions|iez|aient)\b",
            # (thirty-first round) any verb's imperfect in the third person, a habit told of the past
            # ("L'école de danse finissait toujours l'année par …", "Le sauna fermait chaque lundi");
            # never the conditional's -rait, nor the nouns and adjectives in -ait ("fait", "lait",
            # "portrait", "parfait", "souhait")
            r"\b(?!(?:\w*fait|\w*trait|souhait|lait|balai)s?\b)\w{3,}(?<!r)(?:ait|aient)\b",
            r"\b(?:j'ai|on\s+a|nous\s+avons|il\s+a|elle\s+a)\s+(?:toujours\s+|jamais\s+)?\w+[ééi]s?\b",
            r"\bavant\s*,",
            r"\b(?:autrefois|auparavant|l'an\s+dernier|l'année\s+dernière|la\s+dernière\s+fois)\b",
            r"\b(?:mon|ma)\s+anci(?:en|enne)\b",
        ),
        reported=rx(
            r"^\s*(?:d[’']après|selon|aux\s+dires\s+de)\b",
            # what a text says where it is written ("Dans la doc, il est écrit que …", "Sur le
            # wiki, c'est marqué qu'…")
            r"\b(?:il\s+est|c['’]est|c['’]était|il\s+était)\s+(?:écrit|marqué|indiqué|précisé)\s+(?:que\b|qu['’])",
            r"^\s*(?:mon|ma|mes|notre|nos)\s+(?:collègues?|chef|manager|ami|amie|client|cliente|responsable|"
            r"ancien|ancienne)\b",
            r"^\s*(?:il|elle|ils|elles)\s(?!(?:faut|est|y\s+a|vaut)\b)",
            r"\b(?:dit|disait|a\s+dit|m['’]a\s+dit|pense|affirme|trouve)\s+(?:que\b|qu['’])",
            # a text of rules as the subject of a verb of advising ("Le guide de Django conseille de …")
            r"^\s*(?:le|la|les|l['’]|un|une)\s*(?:doc|documentation|guide|manuel|wiki|norme|standard|RFC|"
            r"spécification|livre|article|charte|politique)\b[^,.;:!?]{0,40}?\b(?:conseille|recommande|préconise|"
            r"suggère|exige|impose|prescrit|déconseille)\b",
            # or any subject of a few words before such a verb ("La page Confluence recommande de …"),
            # never the speaker, the addressee or the team
            r"^\s*(?!(?:je|j['’]|on|nous|tu|vous|moi)\b)(?:le|la|les|l['’]|un|une|leur|leurs|son|sa|ses|ce|cette)\s*"
            r"(?:[\w'’.-]+\s+){0,5}?(?:conseille|recommande|préconise|prescrit|déconseille)\s+(?:de\b|d['’]|que\b|qu['’])",
        ),
        everyday=rx(
            r"\bne\s+(?:t'|vous\s+)?inqui[eè]t",
            r"\bpas\s+de\s+souci\b",
            r"\btant\s+pis\b",
            r"\bon\s+ne\s+sait\s+jamais\b",  # "you never know" (issue 33, sixteenth round)
            r"\b(?:plante|plantent|crashe|bloque|échoue)\b",
            r"^\s*chaque\s+fois\s+que\s+(?:je|j'|il|elle|on|ça)\b",
            r"\bje\s+m'en\s+occupe\b",
            *world.facts("fr"),
        ),
        weather=rx(world.weather("fr")),
        negated_memory=rx(
            r"\bne\s+(?:retiens|retenez|mémorise|mémorisez|garde|gardez|enregistre|enregistrez|"
            r"te\s+souviens|vous\s+souvenez)\s+pas\b",
            r"\boublie(?:z)?\s+(?:ça|cela|ceci)\b",
            r"\bpas\s+besoin\s+de\s+(?:retenir|mémoriser)\b",
        ),
        context_less=rx(
            r"^\s*(?:fais|faites|refais)\s+(?:comme\s+(?:ça|cela)|ainsi|pareil|la\s+même\s+chose)\b",
            r"^\s*(?:comme\s+)?(?:ça|cela|ceci)\s*[.!]?\s*$",
        ),
        filler=frozenset(
            [
                "fais",
                "faites",
                "fait",
                "refais",
                "comme",
                "ça",
                "cela",
                "ceci",
                "ainsi",
                "la",
                "même",
                "chose",
                "pareil",
                "le",
                "les",
                "de",
                "toujours",
                "jamais",
                "plus",
                "ne",
                "pas",
                "te",
                "là",
                "voilà",
                "cette",
                "façon",
                "manière",
                "et",
                "tout",
                "encore",
                "aussi",
            ]
        ),
        # A complaint about what the assistant does: "j'ai horreur que tu …", "ça m'énerve quand
        # tu …", "arrête de …"
        complaint=rx(
            r"\b(?:j['’]ai\s+horreur|je\s+(?:déteste|hais|n['’]aime\s+pas)|ça\s+m['’](?:énerve|agace|embête|"
            r"insupporte|exaspère)|ça\s+me\s+(?:saoule|soûle|gonfle|dérange)|j['’]en\s+ai\s+marre)\b"
            r"[^.!?]{0,25}?\b(?:que|quand|lorsque|qu['’]|de\s+te\s+voir)\s*(?:tu|vous|on)?\b",
            r"^\s*(?:arrête|arrêtez|cesse|cessez)\s+(?:de|d['’]|avec)",
        ),
        # A note with no verb: "pas d'emoji dans les commits", "tabs, pas d'espaces", "pnpm uniquement"
        contrast=rx(
            *verbless(
                clause=r"\b(?:c['’]est|est|sont|était|j['’]|je|tu|il|elle|on|nous|vous|ils|elles|ça|moi|toi|"
                r"maintenant|aujourd['’]hui|demain|encore|merci|souci|problème|grave|trop|vraiment|sûr|vrai)\b",
                none=r"pas\s+d['’]|pas\s+de|aucune?|zéro",
                idioms=r"souci|soucis|problème|problèmes|quoi|chance|bol|panique|stress|doute|merci|besoin|"
                r"idée|rien|de\s+quoi|blague|"
                r"erreurs?|avertissements?|messages?|réponses?|résultats?|nouvelles?|changements?|conflits?|échecs?",
                but_not=r"pas\s+d['’]|pas\s+de|pas|jamais|et\s+non(?:\s+pas)?|non",
                instead=r"au\s+lieu\s+d['’]|au\s+lieu\s+des?|plutôt\s+que|à\s+la\s+place\s+d['’]|"
                r"à\s+la\s+place\s+des?|>+",
                only_after=r"uniquement|seulement|exclusivement",
                tail=r"toujours|jamais|sans\s+exception|merci",
            )
        ),
        # "Les noms de branches en kebab-case", "Les commentaires en anglais": after a topic
        manner=rx(
            r"\s+(?:en|avec|sans|sur|par|via|comme|sous|au|à\s+la|à\s+l['’])\s+"
            r"(?!.*\b(?:est|sont|était|a|ont|fait|font|va|vont|peut|peuvent|doit|doivent|marche|marchent|"
            r"plante|plantent|échoue|échouent|passe|passent|casse|cassent|semble|semblent|reste|restent|"
            r"cours|échec|panne|attente|retard|erreur|je|j['’]|tu|il|elle|on|nous|vous|ils|elles)\b)"
            r"[^.!?]{1,60}[.!]*\s*$"
        ),
        placement=rx(
            r"^\s*(?:mets|mettez|range|rangez|place|placez|garde|gardez|stocke|stockez)\b",
            r"\b(?:vont|va|doivent\s+aller|se\s+trouvent|sont\s+rangée?s)\s+(?:dans|sous|en)\b",
        ),
        limit=rx(
            r"\b(?:au\s+plus|pas\s+plus\s+de|au\s+maximum|maximum|max\.?|au\s+moins|minimum)\s+(?:\d+|une?|deux|trois|quatre|cinq)\b",
            r"\d+\s*(?:\w+\s+)?(?:max(?:imum)?|au\s+plus|au\s+maximum)\b",
        ),
        kind_made=rx(*KIND_MADE),
        scheduled=rx(
            r"^\s*(?![^.!?]*\b(?:bugs?|pannes?|erreurs?|incidents?|plantages?)\b)"
            r"(?:le|la|les|l['’]|notre|nos)\s*(?:[\w'’-]+\s+){0,4}?(?:a\s+lieu|ont\s+lieu|se\s+fait|se\s+font|"
            r"se\s+tient|se\s+tiennent)\s+(?:chaque|tous\s+les|toutes\s+les)\s+(?:deux\s+|trois\s+)?"
            r"(?:jours?|matins?|soirs?|semaines?|mois|trimestres?|sprints?|lundis?|mardis?|mercredis?|jeudis?|"
            r"vendredis?|samedis?|dimanches?)\b"
        ),
        prefixed=rx(r"\b(?:commencen?t|débutent|débute)\s+par\s+\S*[/_-](?=[\s.,;]|$)"),
        announce=rx(
            # what comes first, before a colon ('Tests first: …'): how work is ordered
            r"\bd['’]abord\b|\ben\s+premier\b",
            r"\b(?:en\s+général|de\s+(?:manière|façon)\s+générale|généralement|en\s+règle\s+générale|"
            r"règles?|conventions?|pour\s+la\s+suite|pour\s+l['’]avenir|à\s+l['’]avenir|"
            r"une\s+fois\s+pour\s+toutes|comme\s+suit|important|importante|essentiel)\b",
            # what is in force, how the team's work goes, what does not move (issue 33, fifteenth
            # round: "…, comment ça marche chez nous : …", "une chose ne bouge pas, …")
            r"\b(?:comment\s+(?:ça|cela|on)\s+(?:marche|fonctionne|se\s+passe|travaille)|ne\s+(?:bouge|change)\s+pas|"
            r"non\s+négociable|ce\s+qui\s+vaut|il\s+est\s+de\s+mise)\b",
        ),
        universal=rx(
            r"\b(?:toujours|jamais|chaque|systématiquement|tou(?:s|tes)\s+les|n['’]importe|désormais|"
            r"dorénavant|à\s+l['’]avenir|pour\s+de\s+bon|par\s+défaut|en\s+règle\s+générale|quel(?:le)?s?\s+que|(?:quoi|qui|où)\s+que\s+ce\s+soit)\b"
        ),
        topic=rx(
            r"^\s*(?:(?:les|tous\s+les|toutes\s+les|nos|le|la|l['’])\s*)?(?:messages?\s+de\s+commit|commits|branches|"
            r"noms?\s+(?:de|des|d['’])\s*\w+|titres?\s+(?:de|des)\s+PR|PR|tests?|"
            r"commentaires|docstrings|variables|indentation|imports|logs|doc(?:umentation)?|réponses|guillemets|"
            r"chaînes|lignes|types|messages\s+d['’]erreur|migrations|dépendances|versions|changelog|revues|"
            r"releases|déploiements|fichiers|dossiers|dates|config(?:uration)?|captures(?:\s+d['’]écran)?|"
            r"images|icônes|tickets)\b"
        ),
        rule=(
            # a necessity in the passive, said of a kind ("Benchmarks are to be run …", "Les migrations
            # sont à faire relire …", "I test sono da lanciare …"): a norm for every item of it
            rx(
                r"^\s*(?:les|toutes\s+les|tous\s+les)\s+(?:[\w'’-]+\s+){0,3}?sont\s+(?:toujours\s+|uniquement\s+|seulement\s+)?à\s+(?:faire\s+)?[a-zéèêàç]+(?:er|ir|re)\b"
            ),
            # the speaker's wish said of every item of a kind (lexicon.wish_every)
            rx(
                wish_every(
                    r"je\s+(?:veux|voudrais|souhaite|aimerais)\s+que\s",
                    r"chaque",
                )
            ),
            # a requirement set on every item of a kind (lexicon.each_needs)
            rx(
                each_needs(
                    r"chaque|tou(?:te)?s\s+les|toute|tout",
                    r"a\s+besoin|ont\s+besoin|nécessite(?:nt)?|exige(?:nt)?|requiert|requièrent|"
                    r"doi(?:t|vent)\s+(?:avoir|passer|recevoir|obtenir)",
                    relative=r"qui|que|qu['’]|dont",
                )
            ),
            # "Essaie d'éviter …", "privilégie …": advice on how work is done, as "always" is
            rx(
                r"^\s*(?:essaie|essayez|tâche|tâchez)\s+(?:d['’]éviter|de\s+(?:ne|toujours|jamais|privilégier))\b"
            ),
            rx(r"^\s*(?:privilégie|privilégiez|préfère|préférez)\s+(?:les?|la|l['’]|des|une?)\b"),
            # "Assure-toi que chaque endpoint a un test", "Rien n'est mergé sans relecture"
            rx(
                r"^\s*(?:assure|assurez|veille|veillez)[\w-]*\s+(?:toi\s+|vous\s+)?(?:que|qu['’]|à\s+ce\s+que)\b.*"
                r"\b(?:chaque|tou(?:s|tes?)\s+les|toujours)\b",
                r"^\s*(?:rien|personne|aucune?\s+[\w-]+)\s+n['’](?:est|sera|part|passe|va)\b",
            ),
            # "c'est la règle", "sans exception", "rien d'autre": the sentence says it is a rule
            rx(
                r"\bc['’]est\s+(?:la|une|notre)\s+règle\b|\bc['’]est\s+obligatoire\b|\bnon\s+négociable\b|"
                r"\bsans\s+exception\b|\brien\s+d['’]autre\b|\bnulle\s+part\s+ailleurs\b"
            ),
            rx(
                r"\b(?:toujours|jamais|systématiquement|chaque\s+fois|à\s+chaque\s+fois|pour\s+chaque|avant\s+chaque|"
                r"après\s+chaque|pour\s+tous?\s+les|en\s+toutes?\s+circonstances?)\b"
            ),
            rx(r"^\s*(?:ne\s+|n')\S+(?:\s+\S+)?\s+(?:pas|jamais|plus|aucun|aucune)\b"),
            rx(
                r"^\s*(?:les|tous\s+les|toutes\s+les|chaque|nos|nouveaux|nouvelles)\s+[^,.]{1,40}?\s+"
                r"(?:vont|va|doivent|doit|se\s+trouvent|restent|passent|sont\s+(?:toujours\s+)?(?:écrits?|écrites?|"
                r"rangés?|rangées?|placés?|placées?|stockés?|stockées?|nommés?|nommées?))\b"
            ),
            rx(
                r"^\s*(?:on|nous)\s+(?:\w+\s+)?(?:utilise|utilisons|écrit|écrivons|déploie|déployons|met|mettons|"
                r"suit|suivons|garde|gardons|préfère|préférons|range|rangeons|nomme|nommons|merge|mergeons|"
                r"pousse|poussons|commite|commitons|teste|testons|signe|signons|indente|indentons|formate|"
                r"formatons|documente|documentons|livre|livrons|rebase|rebasons|squash|squashe|travaille|"
                r"travaillons|code|codons|évite|évitons|respecte|respectons|tourne|passe\s+par)\b"
            ),
            rx(
                r"^\s*(?:utilise|utilisez|écris|écrivez|mets|mettez|garde|gardez|évite|évitez|nomme|nommez|"
                r"formate|formatez|range|rangez|place|placez|respecte|respectez|suis|suivez|réponds|répondez|"
                r"privilégie|privilégiez|indente|indentez|rédige|rédigez|documente|documentez|commente|"
                r"commentez|signe|signez|préfixe|préfixez|limite|limitez|épingle|épinglez|tape|tapez)\s+"
                r"(?!(?:ça|cela|ceci|ce|cette|cet|un|une|le\s+fichier)\b)\S"
            ),
        ),
        preference=rx(r"\b(?:je\s+préf[eè]re|j'aime|j'adore|je\s+voudrais|préférence)\b"),
        material=rx(
            r"\b(?:résume|résumez|traduis|traduisez|corrige|corrigez|relis|relisez|vérifie|vérifiez|reformule|"
            r"reformulez|raccourcis|raccourcissez|explique|expliquez|améliore|améliorez)\b[^.!?\n:]{0,40}:",
            # (not the speaker's own plan of work: "voici la liste pour aujourd'hui : 1) …")
            r"\bvoici\b(?![^.!?\n:]{0,30}\b(?:liste|plan|programme|tâches|étapes|todo|to-do|ordre\s+du\s+jour)\s+(?:pour|de|du|per|di|del|della)?\s*(?:aujourd['’]hui|ce\s+matin|cet\s+après-midi|la\s+journée|demain|cette\s+semaine|ce\s+sprint)\b[^.!?\n:]{0,20}:\s*(?:1|a|-|\*)[).:\s])[^.!?\n:]{0,100}:",
            r"\b(?:reformule[rz]?|réécri(?:re|s|vez)|résume[rz]?|tradui(?:re|s|sez)|corrige[rz]?|reli(?:re|s|sez)|"
            r"raccourci(?:r|s|ssez)|amélior(?:er|e|ez)|simplifi(?:er|e|ez)|transforme[rz]?)\s+(?:ce|cette|ces|cet)\s+"
            r"(?:paragraphe|texte|passage|phrase|message|mail|e-mail|section|note|liste)s?\b[^.!?\n:]{0,60}[?.!:]",
        ),
        retraction=rx(
            # not recording what was just said: a verb of noting or saving, negated, with a word
            # pointing back at it or closing its clause ('don't write that down', 'ne note pas ça')
            r"\bne\s+(?:(?:le|la)\s+|l['’])?(?:note|notez|garde|gardez|enregistre|enregistrez|retiens|retenez|mémorise|mémorisez|écris|écrivez|sauvegarde|sauvegardez)\s+pas(?:\s+(?:ça|ca|cela))?(?=\s*[,.!;…—–]|\s*$)|\bpas\s+besoin\s+de\s+(?:le\s+|l['’])?(?:noter|retenir|enregistrer|garder|mémoriser)(?=\s*[,.!;…—–]|\s*$)",
            # keeping things as they were takes back what was just asked ('leave it as it is')
            r"\b(?:laisse|laissez|garde|gardez)\s+(?:ça\s+|tout\s+)?comme\s+(?:c['’]est|avant|c['’]était|ça)\b|\bon\s+(?:reste|garde\s+tout)\s+comme\s+(?:avant|c['’]est|c['’]était)\b",
            r"\b(?:"
            + taken_back(
                alone=r"(?:mieux\s+vaut|vaut\s+mieux)\s+pas|laisse(?:z)?\s+tomber|non,?\s+attends|finalement\s+non|tout\s+compte\s+fait,?\s+non|"
                r"(?<!ne\s)(?:je\s+)?(?:rigole|plaisante)(?!\s+pas)|c['’]est\s+(?:une\s+)?blague|"
                r"(?:j['’]ai|je\s+n['’]ai)\s+rien\s+dit|oublie(?:z)?(?=\s*[,.!;]|\s*$)",
                verbs=r"oublie(?:z)?|ignore(?:z)?|annule(?:z)?|efface(?:z)?|oublions|laisse(?:z)?|(?:je\s+)?retire",
                verbs_alone=True,
                objects=r"ça|ca|cela|ce\s+que\s+j['’]ai\s+(?:dit|écrit)|tout\s+ça|cette\s+règle|"
                r"la\s+(?:phrase|remarque|règle)\s+(?:précédente|d['’]avant)|"
                # what the speaker just said or asked, pointed at by a possessive ("mon message
                # précédent", "ma demande", "ma dernière remarque")
                r"(?:mon|ma|mes)\s+(?:(?:dernier|dernière|derniers|dernières)\s+)?(?:message|demande|remarque|phrase|consigne)s?"
                r"(?:\s+(?:précédente?s?|d['’]avant|d['’]avant))?",
            )
            + r")\b",
        ),
        correction=rx(
            r"\b(?:ah|oh)\s*,?\s*non\b(?=\s*,)",
            r"\beuh,?\s+non\b",
            # a hesitation before the mend ("…, euh, en français pardon"): a self-repair
            r"\b(?:euh|heu)\b(?=\s*,)",
            r"\b(?:pardon|oups|enfin\s+non|ou\s+plutôt|plutôt|je\s+veux\s+dire|je\s+voulais\s+dire)\b",
            r"\bcorrection\s*:",
            # a verb or noun of correcting ("je corrige :", "rectification :", "erratum :")
            r"\b(?:je\s+(?:me\s+)?(?:corrige|rectifie)|rectification|erratum)\b",
            # the speaker's slip ("je me suis trompé", "je me suis mal exprimé", "je me trompe",
            # "j'ai mal dit"), an interjection with its "no" ("ah non, …")
            r"\bje\s+me\s+(?:suis\s+(?:tromp|mal\s+exprim|emmêl|plant)\w*|trompe)\b|\bj['’]ai\s+mal\s+(?:dit|compris|lu)\b",
        ),
        disputed=rx(
            # the speaker never asked for it ("Je n'ai jamais demandé qu'on …")
            r"\bje\s+n['’](?:ai|avais)\s+(?:jamais|pas)\s+(?:demandé|exigé|voulu|proposé|suggéré|prétendu|"
            r"écrit|réclamé)\b",
            r"\bil\s+n['’]y\s+a\s+(?:pas|aucune)\s+(?:de\s+)?(?:règle|obligation)\b",
            r"\bc['’]est\s+une\s+(?:légende|rumeur|idée\s+reçue)\b",
            r"\bc['’]est\s+(?:faux|inexact|n['’]importe\s+quoi)\b",
            r"\b(?:n['’]est|ce\s+n['’]est)\s+pas\s+(?:vrai|exact|le\s+cas)\b",
            r"\bje\s+(?:n['’]ai\s+jamais\s+dit|ne\s+pense\s+pas|ne\s+crois\s+pas)\b",
            # a rule said to be gone ("La règle que …, elle n'existe plus"; issue 33, sixteenth round)
            r"\b(?:règle|obligation|consigne)\b[^.!?]{0,100}?(?:n['’]existe\s+plus|ne\s+s['’]applique\s+plus|"
            r"(?:a\s+été|est)\s+(?:supprimée|abandonnée|abolie|levée))",
        ),
        answer_no=rx(r"^\s*(?:non|nan|pas\s+du\s+tout)\s*[,.!—–-]+\s*"),
        negated=rx(r"\b(?:ne|n['’]|pas|jamais|plus|aucune?|personne|rien)\b"),
        may=rx(
            r"^\s*(?:tu\s+peux|vous\s+pouvez|on\s+peut|(?:tu\s+|t['’])as\s+le\s+droit\s+de|vous\s+avez\s+le\s+droit\s+de|"
            r"n['’]hésite(?:z)?\s+pas\s+à)\b"
        ),
        denial=rx(
            r"\bc['’]est\s+(?:faux|inexact|n['’]importe\s+quoi)\b",
            r"\bn['’]est\s+pas\s+(?:vrai|exact|le\s+cas)\b",
            r"\bje\s+(?:n['’]ai\s+jamais\s+dit|ne\s+pense\s+pas|ne\s+crois\s+pas)\b",
            r"^\s*non\s*,",
        ),
        condition_lead=rx(
            # a free-choice condition ('whatever you change …'): every case (issue 33, sixth round)
            r"^\s*(?:quoi\s+qu['’]|quoi\s+que|quel(?:le)?s?\s+que\s+soi(?:en)?t|où\s+que|peu\s+importe|qu['’]importe)[^,;:]{2,100}[,;:]\s*",
            # a kind of item set apart first, then what to do with it ("Any function longer
            # than 50 lines, split it"): a condition on the item
            r"^\s*(?:toute?|chaque|n['’]importe\s+quel(?:le)?)\s+(?!(?:fois|matin|soir|nuit|jour|semaine|mois|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b)[^,;:]{2,80}[,;:]\s*",
            r"^\s*(?:sauf|à\s+moins\s+qu[’'e]|excepté\s+si)[^,;:]{2,100}[,;:]\s*",
            r"^\s*(?:tant\s+qu[’'e]|pourvu\s+qu[’'e]|du\s+moment\s+qu[’'e])[^,;:]{2,100}[,;:]\s*",
            r"^\s*(?:si\b|s['’](?=ils?\b)|quand\b|lorsque?\b|lorsqu['’]|chaque\s+fois\s+que?|à\s+chaque\s+fois\s+que?|"
            r"dès\s+que?|avant\s+d(?:e\b|['’])|avant\s+que?|après\s+avoir\b|une\s+fois\s+que?|en\s+cas\s+de\b|"
            r"à\s+chaque\b|pour\s+chaque\b|pour\s+tout(?:e)?\b|"
            # a preposition of time before every item of a kind ("Avant toute purge, …", "Après
            # chaque release, …"), as "Before any change" and "Antes de cualquier" are read
            r"(?:avant|après|pendant|lors\s+d['’e])\s*(?:tout(?:e|es)?|chaque|n['’]importe\s+quel(?:le)?)\b)[^,;:]{2,100}[,;:]\s*",
            r"^\s*(?:pour|sur)\s+(?:les|des|tous\s+les|toutes\s+les)\s+(?:changements|modifications|modifs|"
            r"corrections|correctifs|PR|commits|mises\s+à\s+jour|retouches|releases|hotfix)\b[^,;:]{0,40}[,;:]\s*",
        ),
        condition_tail=rx(
            # "avant de" elided before a vowel ("avant d'installer") is the same conjunction
            r"\s(?:avant\s+de|avant\s+d['’]|avant\s+qu['’e]|après\s+avoir|quand|lorsqu['’e]|si|s['’]ils?|dès\s+qu['’e]|"
            r"chaque\s+fois\s+qu['’e]|à\s+chaque)\b"
        ),
        verb_first=rx(
            r"^\s*(?![\w-]*ent\b)(?!(?:deux|trois|quatre|certains|certaines|plusieurs|tous|toutes|le|la|les|l|un|une|des|du|de|d|ce|cet|cette|ces|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|je|j|tu|il|elle|on|nous|vous|ils|elles|c|ça|cela|ceci|y|en|peut-être|sans|oui|non|merci|et|mais|ou|si|quand|alors|est|sont|était|qu|que|qui)(?![\w-]))[a-zà-ÿ][\w-]*(?:-(?:moi|toi|le|la|les|nous|vous|lui|leur|en|y))*(?![\w'’])",
        ),
        directive=rx(
            r"^\s*(?:pas\s+de|aucune?|jamais\s+de)\b",
            # the present said to the one addressed, as an order ("…, tu me demandes avant")
            r"^\s*tu\s+(?:ne\s+|n['’])?(?:(?:me|m['’]|nous|le|la|les|l['’]|lui|leur|en|y)\s*)*[a-zéèêëàâîïôûç]+(?:es|is|s|x)\b",
            r"^\s*(?:(?:toujours|jamais|d['’]abord|aussi|ensuite|bien)\s+)*(?:ne\s+|n['’])?"
            r"(?:demande|dis|préviens|vérifie|lance|corrige|ajoute|supprime|écris|utilise|mets|garde|fais|"
            r"crée|pousse|teste|relis|signe|fixe|épingle|réponds|évite|suis|nomme|formate|attends|"
            r"commente|documente|installe|exécute|passe|laisse|préfère|range|place|informe|avertis|"
            r"consulte|fusionne|déploie|rédige|indique|respecte|tiens|assure|pense|oublie|envoie|"
            r"mentionne|garde|sauvegarde|enregistre|traduis|explique|montre|lis|rebase|squash|merge|"
            r"demandez|dites|prévenez|vérifiez|lancez|corrigez|ajoutez|supprimez|écrivez|utilisez|mettez|"
            r"gardez|faites|créez|poussez|testez|relisez|signez|fixez|répondez|évitez|suivez|nommez|"
            r"formatez|attendez|commentez|documentez|installez|exécutez|passez|laissez|préférez|rangez|"
            r"placez|informez|avertissez|consultez|fusionnez|déployez|rédigez|indiquez|respectez|tenez|"
            r"assurez|pensez|oubliez|envoyez|mentionnez|enregistrez|traduisez|expliquez|montrez|lisez)"
            r"(?:-(?:moi|toi|le|la|les|nous|vous|lui|leur|en|y))*(?![\w'’-])",
            r"^\s*(?:il\s+faut|tu\s+dois|vous\s+devez|on\s+doit|nous\s+devons|il\s+est\s+(?:obligatoire|"
            r"interdit|nécessaire|indispensable)\s+de)\b",
            r"^\s*(?:ne\s+(?:jamais|pas)\s+|toujours\s+)\w+(?:er|ir|re)\b",
        ),
        # leave to act alone or as one likes ('feel free to', 'you can … yourself', 'at any time',
        # 'without asking'): a waiver of the speaker's gate, lasting unless said of one thing
        waiver=rx(
            r"\b(?:n['’]h[ée]site\s+pas\s+à|sens-toi\s+libre\s+de|(?:tu\s+|t['’])es\s+libre\s+de|libre\s+à\s+toi\s+de)\b|\b(?:tu\s+peux|vous\s+pouvez)\s+[^.?!]{0,60}\b(?:quand\s+tu\s+veux|à\s+tout\s+moment|sans\s+me\s+demander)",
            r"\b(?:tu\s+peux|vous\s+pouvez)\s+[^.?!]{0,60}\b(?:toi-même|vous-même|tout\s+seul|toute\s+seule)",
            # no need to ask the speaker, said as "don't bother" or "no need" ("t'embête pas à me
            # demander", "pas besoin de me demander", "inutile de me consulter")
            r"\b(?:(?:ne\s+)?t['’]emb[êe]te\s+pas|pas\s+(?:la\s+peine|besoin)|inutile)\s+(?:à|de|d['’])\s*me\s+"
            r"(?:demander|solliciter|consulter|prévenir)\b",
        ),
        permission=rx(
            # a state of access said for a group ("Les tables de la compta sont en lecture seule pour
            # les devs"), and what has no business somewhere ("Les secrets n'ont rien à faire dans
            # le dépôt")
            r"^(?![^.!?]*\b(?:actuellement|maintenant|aujourd['’]hui|en\s+ce\s+moment|pour\s+l['’]instant|encore)\b)[^.!?]*?"
            r"\b(?:est|sont|reste|restent)\s+(?:toujours\s+)?(?:en\s+lecture\s+seule|verrouillée?s?|gelée?s?|interdite?s?)\s+"
            r"(?:pour|aux?)\s+(?:tout\s+le\s+monde|tous|les\s+[\w-]+|l['’]équipe)",
            r"\bn['’]ont\s+rien\s+à\s+(?:faire|foutre)\s+(?:dans|sur|en)\b",
            # a noun of leave given to the one addressed ("tu as mon feu vert pour …"; "tu" is
            # "t'" before a vowel as French is spoken: "t'as carte blanche", "t'es libre de")
            r"\b(?:(?:tu\s+|t['’])as|vous\s+avez)\s+(?:mon\s+|le\s+)?(?:feu\s+vert|carte\s+blanche|champ\s+libre)\s+(?:pour|sur)\b",
            # a prohibition said impersonally ('it is forbidden to', 'queda prohibido')
            r"\bil\s+est\s+(?:strictement\s+)?(?:interdit|défendu|proscrit)\s+de\b",
            # a kind that may go without a step ('Docs-only PRs can skip the full CI run')
            r"^\s*(?:les|des|tous\s+les|toutes\s+les)\s+(?:[\w'’./-]+\s*,?\s+){1,8}?peuvent\s+(?:se\s+passer\s+d|sauter|ignorer|éviter|contourner|zapper)",
            # (the "de" elided before a vowel: "tu as le droit d'ouvrir"), and leave given to a
            # kind of people or to everyone ("Les stagiaires ont le droit d'…", "Tout le monde a …")
            r"\b(?:(?:tu\s+|t['’])as|vous\s+avez|on\s+a)\s+le\s+droit\s+d(?:e\b|['’])",
            r"^\s*(?:(?:tous\s+)?les\s+(?:[\w'’-]+\s+){1,3}?ont|tout\s+le\s+monde\s+a|chacun\s+a)\s+(?:toujours\s+)?"
            r"le\s+droit\s+d(?:e\b|['’])",
            # or by "peuvent" said of a role in the team, a noun of agent ("Les prestataires peuvent
            # pousser directement sur …", "Les alternants peuvent valider …"); never what the
            # product lets its users do
            r"^\s*(?![^.!?]*\b(?:appli|application|produit|site|interface|utilisateurs|clients)\b)(?:seuls\s+|seules\s+)?"
            r"(?:tous\s+|toutes\s+)?les\s+(?:[\w-]+\s+){0,2}?(?:(?!(?:serv|conten|process|capt|compt|édit|navigat|mot|connect|générat|ordinat|lect|répart|"
            r"équilibr|ordonnanc|déclench|collect|afficheur)\w*eurs\b)[\w-]+(?:aires|istes|eurs|euses|ants|antes)|devs|admins|"
            r"stagiaires|alternants|leads)\s+(?:[\w-]+\s+){0,2}?peuvent\s+(?:aussi\s+|toujours\s+)?"
            r"(?!(?:être|avoir|voir|prendre|échouer|aider|trouver|demander|dire)\b)[a-zéè]+(?:er|ir|re)\b",
            r"\b(?:tu\s+es|t['’]es|vous\s+êtes)\s+autorisée?s?\s+à\b",
            # "c'est OK de …", "c'est permis de …": leave said of an act
            r"\bc['’]est\s+(?:ok|okay|bon|permis|autorisé|accepté)\s+d(?:e\b|['’])",
            r"\b(?:ça|cela)\s+ne\s+me\s+(?:dérange|gêne|pose\s+pas\s+de\s+problème)\s+pas\s+(?:que|qu['’]|si)\b",
            r"\bje\s+n['’]ai\s+rien\s+contre\b",
            r"\b(?:PR|changements|commits|corrections|branches|brouillons)\b[^.?!]{0,40}?\b(?:tu\s+peux|vous\s+pouvez)\b",
            r"\b(?:tu\s+peux|vous\s+pouvez|on\s+peut)\s+\w+[^.?!]{0,60}\bsans\b",
            r"\b(?:est|sont)\s+(?:\w+\s+){0,2}?(?:autorisée?s?|permise?s?|facultati(?:f|ve)s?|"
            r"optionnel(?:le)?s?|interdite?s?|obligatoires?)\b",
            r"\b(?:n['’]est|ne\s+sont)\s+pas\s+(?:obligatoires?|nécessaires?|requise?s?|indispensables?)\b",
            r"\bpas\s+besoin\s+de\b",
            # (before a vowel too, "n'ont pas besoin d'assister", of anyone but the people a product
            # serves: "Les clients n'ont pas besoin d'un compte")
            r"^(?![^.!?]*\b(?:utilisat\w+|clients?|clientes?|visiteurs?|usagers?)\b)[^.!?]*\bpas\s+besoin\s+d['’]\s*\w",
            r"\bpeu(?:t|vent)\s+être\s+(?:ignorée?s?|sautée?s?|omise?s?|désactivée?s?)\b",
            r"\b(?:il\s+est\s+permis|on\s+peut\s+se\s+passer)\s+d",
            r"\b(?:tu\s+peux|vous\s+pouvez|on\s+peut)\s+(?:sauter|ignorer|omettre|te\s+passer|vous\s+passer)\b",
        ),
        recurring=rx(
            # the last days of the month recur every month
            r"\b(?:les\s+|pendant\s+les\s+)?(?:\w+\s+)?derniers\s+jours\s+du\s+mois\b|\b(?:en|à\s+chaque|chaque)\s+fin\s+de\s+mois\b",
            r"\ble\s+week-end\b",
            r"\b(?:le|les|tous\s+les|chaque)\s+(?:lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|"
            r"dimanches?|matins?|soirs?|week-ends?|jours?|semaines?|mois)\b(?!\s+\d)",
            r"\b(?:quotidiennement|hebdomadairement|tous\s+les\s+jours)\b",
            # one in two or three ("un vendredi sur deux", "une semaine sur deux", "toutes les deux
            # semaines"): a time that recurs
            r"\bune?\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|jour|semaine|mois|sprint|trimestre)\s+"
            r"sur\s+(?:deux|trois|quatre)\b|\b(?:tous|toutes)\s+les\s+(?:deux|trois|quatre)\s+(?:jours|semaines|mois|sprints)\b",
            r"\bdu\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+au\s+"
            r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b",
        ),
        restricted=rx(
            r"\bne\s+(?:\w+\s+){1,3}?que\s+(?:le|les|pendant|en\s+semaine|le\s+week-end)\b",
            r"\bne\s+(?:\w+\s+){1,3}?qu['’](?:une\s+fois|après|quand|lorsque|si)\b",
            r"\b(?:uniquement|seulement)\s+(?:après|une\s+fois|quand|si)\b",
            r"\b(?:uniquement|seulement)\s+(?:le|les)\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?\b",
        ),
        occasion=rx(
            r"\b(?:ce|cette)\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaine|week-end|"
            r"mois|soir|matin|sprint)\b",
            r"\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+(?:prochain|seulement)\b",
            r"\bla\s+semaine\s+prochaine\b",
            # later today, a time of now ("Si l'appel déborde tout à l'heure, …")
            r"\b(?:tout\s+à\s+l['’]heure|cet\s+après-midi|tantôt)\b",
            r"\ble\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+\d",
        ),
        # Its commonest words: which Latin-script table a sentence is read with.
        letters="çœêâîûëÿ",
        typo_cues=words(
            "toujours jamais chaque désormais dorénavant souviens retiens préfère avant après",
            "quand lorsque chaque systématiquement",
        ),
        typo_words=words("quant avait avent retient souvient aprèm"),
        function_words=words(
            "le la les un une des du de et est sont que qui pour dans sur avec pas ne je tu il "
            "nous vous on ce cette si quand avant après chaque toujours jamais mon ma mes sauf en "
            "au aux ou mais donc sans ces votre notre leur"
        ),
        specific=rx(
            r"\b(?:ce|cet|cette|ces)\s+(?!(?:que|qui|qu|soir|matin|soit|sont|serait|sera|fut)\b)\w+"
        ),
        single_event=rx(r"\b(?:dès\s+qu|une\s+fois\s+qu|aussitôt\s+qu)"),
        generic=rx(r"\b(?:un|une|chaque|tout|toute|tous|toutes|n['’]importe)\b"),
        quantified=rx(
            r"\b(?:sur|pour|à|dans|avec|de)\s+(?:toute?s?|chaque|n['’]importe\s+quel(?:le)?)\s+\w+"
        ),
        runtime=rx(
            r"\b(?:utilisat(?:eur|rice)s?|clients?|visiteurs?|API|serveur|requête|réponse|page|"
            r"formulaire|bouton|champ|fonction|méthode|application|écran|navigateur)\s+(?:\w+\s+)?"
            r"(?:clique|appuie|soumet|saisit|tape|ouvre|charge|renvoie|retourne|reçoit|répond|"
            r"se\s+connecte|envoie|est\s+(?:vide|invalide|désactivé))\b"
        ),
        relative=rx(r"\b(?:qui|que|qu['’]|dont|où|lequel|laquelle|lesquels)"),
        norm=rx(
            r"^\s*(?:il\s+faut|il\s+(?:est|sera)\s+(?:obligatoire|nécessaire|indispensable|essentiel)\s+de|il\s+convient\s+de|on\s+(?:doit|devrait)|nous\s+devons|tu\s+dois|vous\s+devez)\b"
        ),
        made_one=rx(
            r"^\s*\w+(?:-moi|-nous)?\s+(?:un|une)\s+(?:[\w'’-]+\s+){0,3}?(?:qui|que|qu['’])",
            r"^\s*fais\s+en\s+sorte\s+que\s+(?:le|la|les|l['’])\s*(?:bouton|bannière|page|champ|formulaire|"
            r"menu|fenêtre|lien|écran|appli|application)",
        ),
        hypothetical=rx(r"\b(?:si|s['’]il|s['’]ils|sauf\s+si|à\s+moins\s+qu)"),
        **request_forms(),
    )
