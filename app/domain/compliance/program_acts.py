"""A program named with the acts it is refused for ("Don't use docker to build or push images",
"N'utilise pas docker pour construire des images", "Don't use kubectl to delete anything", "Don't
use terraform to apply changes"): the rule refuses those subcommands (`docker build`, `docker
push`), not the program whole — read whole, `docker ps`, `kubectl get pods` and `terraform plan`
were denied (probe-zg).

Read by the rule's words (app.domain.compliance.named_terms) when a program is named bare: the
purpose's small word right after the program ("to", "pour", "para", "per", "zum", "для", "чтобы"),
then one act or acts joined by "or"/"and", each one of the program's subcommands. An act the
program has no subcommand for leaves the program refused whole, as before."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy

# the verb of each act, in the west's languages, and the subcommands that do it
_ACTS = {
    "build": r"build\w*|bau\w*|construire|construir|costruire|собира\w*|собрать",
    "push": r"push\w*|pousser|pushare|пушить|запушить",
    "delete": r"delet\w*|remov\w*|supprimer|borrar|eliminar|eliminare|cancellare|lösch\w*|удал\w*",
    "apply": r"apply\w*|appliquer|aplicar|applicare|anwend\w*|примен\w*",
    "publish": r"publish\w*|publier|publicar|pubblicare|veröffentlich\w*|публиков\w*|опубликов\w*",
}
_SUBCOMMANDS = {"delete": ("delete", "rm")}
_VERB = "|".join(f"(?P<{name}>{words})" for name, words in _ACTS.items())
_PURPOSE = r"(?:to|for|pour|para|per|zum|zur|zu|um|для|чтобы)"
_JOIN = Lazy(r"\s*,\s*|\s+(?:or|and|oder|und|ou|et|o|y|e|или|и)\s+", re.IGNORECASE)
_FIRST = Lazy(rf"\s+{_PURPOSE}\s+(?:{_VERB})(?!\w)", re.IGNORECASE)
_ACT = Lazy(rf"(?:{_PURPOSE}\s+)?(?:{_VERB})(?!\w)", re.IGNORECASE)
_CLAUSE_END = Lazy(r"[.;:!?\n]|\s[-–—]\s")


def acts_refused(text: str, end: int, program: str, subcommands: frozenset[str]) -> list[str]:
    """The commands of `program` (named in text[:end]) its purpose names right after it ("docker
    to build or push" → `docker build`, `docker push`); empty when none, or when an act joined to
    them is not one of the program's `subcommands` ("to build, test or deploy": the program)."""
    m = _FIRST.match(text, end)
    if m is None:
        return []
    stop = _CLAUSE_END.search(text, m.end())
    stop_at = stop.start() if stop else len(text)
    acts = [m.lastgroup]
    for join in _JOIN.finditer(text, m.end(), stop_at):
        act = _ACT.match(text, join.end())
        if act is None:
            return []  # another act, or another thing, joined to them: as before
        acts.append(act.lastgroup)
    out = []
    for act in acts:
        sub = next((s for s in _SUBCOMMANDS.get(act, (act,)) if s in subcommands), None)
        if sub is None:
            return []
        out.append(f"{program} {sub}")
    return out
