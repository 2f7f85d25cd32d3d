"""French: the forms of an explicit request (SPEC §2.1) and the words that say there is
nothing to keep; the rest of the language's table is fr.py."""

from __future__ import annotations

from typing import Any

from app.domain.memory.judgement import asked_ahead, kept_that
from app.domain.memory.judgement.lexicon import Form, rx


def request_forms() -> dict[str, Any]:
    """The table's request slots (remember, prefer, remember_back, remember_asked, …)."""
    return {
        "remember": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("fr"),
            Form(
                rx(
                    r"^\s*(?:souviens-toi|souvenez-vous|rappelle-toi|rappelez-vous|retiens|retenez|"
                    r"garde\s+en\s+(?:tête|mémoire)|gardez\s+en\s+(?:tête|mémoire)|garde\s+à\s+l['’]esprit|gardez\s+à\s+l['’]esprit|"
                    r"note(?!\s+pour\s+ta\s+mémoire)|notez|mémorise|mémorisez|enregistrez?(?=\s+(?:que\b|qu['’]))|mets-toi\s+(?:bien\s+)?(?:ça\s+)?en\s+tête|"
                    r"mettez-vous\s+(?:bien\s+)?(?:ça\s+)?en\s+tête)\b(?!-)(?:\s+(?:bien|juste|donc))?\s*(?:[:,]\s*)?"
                    r"(?:(?:que|qu'|de|d')\s*)?(?P<rest>.+)$"
                )
            ),
            # keeping said by the memory itself ("Ajoute à ta mémoire que …"), or a note's frame before
            # a colon ("Pour mémoire : notre numéro de TVA est …")
            Form(
                rx(
                    r"^\s*(?:ajoute|ajoutez|mets|mettez|enregistre|enregistrez|garde|gardez)(?:-le|-la)?\s+(?:(?:ça|ceci|cela)\s+)?"
                    r"(?:à|dans)\s+(?:ta|votre)\s+mémoire\s*(?:[:,—–]\s*|\s+(?:que\b|qu['’])\s*)(?P<rest>.+)$"
                )
            ),
            Form(rx(r"^\s*pour\s+mémoire\s*[:—–]\s*(?P<rest>.+)$")),
            # a verb of saving or noting, what is kept pointed at, then a colon ("Enregistre ça : …",
            # "Note ceci : …"); "Enregistre ce document sous …" saves a file
            Form(
                rx(
                    r"^\s*(?:enregistre|enregistrez|sauvegarde|sauvegardez|garde|gardez|note|notez|mémorise|mémorisez|retiens|retenez)"
                    r"(?:-moi)?\s+(?:bien\s+)?(?:ça|ceci|cela)(?:\s+quelque\s+part)?\s*[:—–]\s*(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*n['’]oubliez?\s+(?:surtout\s+)?pas\b\s*(?:[:]\s*|,?\s*(?:que|qu['’])\s*)(?P<rest>.+)$"
                )
            ),
        ),
        "prefer": (
            Form(
                rx(
                    r"^\s*ma\s+préférence\s*(?:[:\-–—]|(?:va|est)\b(?:\s+(?:à|aux?|pour))?)\s*(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*(?:je\s+préf[eèé]r(?:e|erais|èrerais)|j['’]ai\s+(?:plutôt\s+|souvent\s+|un\s+peu\s+)?tendance\s+à\s+préférer|j'aime(?:rais)?\s+mieux)\b\s*(?P<rest>.+)$"
                )
            ),
        ),
        "remember_back": rx(
            r"^\s*(?:retiens|retenez|note|notez)(?:-le|\s+(?:ça|cela|bien))*\s*[.!]*\s*$|^\s*(?:souviens-toi|souvenez-vous|rappelle-toi)(?:\s+de\s+(?:ça|cela))?\s*[.!]*\s*$"
        ),
        "asked_ahead": rx(asked_ahead.question("fr")),
        "remember_asked": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("fr"),
            # "Je voudrais que tu retiennes que …", "Tu peux retenir que … ?"
            Form(
                rx(
                    r"^\s*(?:je\s+(?:voudrais|veux|souhaite|souhaiterais|aimerais)\s+que\s+(?:tu|vous)\s+"
                    r"(?:retiennes|reteniez|te\s+souviennes|vous\s+souveniez|gardes\s+en\s+tête|gardiez\s+en\s+tête)|"
                    r"(?:est-ce\s+que\s+)?(?:(?:tu|vous)\s+)?(?:peux|pourrais|pouvez|pourriez)(?:-tu|-vous)?\s+(?:retenir|te\s+souvenir|te\s+rappeler|vous\s+rappeler|"
                    r"vous\s+souvenir|garder\s+en\s+tête|noter))\s*(?:[:,]\s*|\s+(?:que\s+|qu['’]\s*))(?P<rest>.+)$"
                )
            ),
        ),
        "not_remembered": rx(
            r"^(?:ça|cela|ceci|quand|comment|la\s+fois)\b",
            r"^(?:moi|toi|nous|vous|lui|elle|eux)\s*$",
            asked_ahead.placeholder("fr"),
        ),
        "not_preferred": rx(r"^(?:ne\s+pas|pas|ça|cela|celui|celle|ceci)\b"),
        "prefer_cut": rx(
            r",\s*(?:donc|alors|parce|car|mais|et|désormais)\b|;|\s+(?:parce\s+que|car)\b"
        ),
    }
