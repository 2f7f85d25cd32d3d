"""A branch kept from deletion (fix-zd-noticed, issue 33): "Never delete the release branch.", "не
удаляй ветку release", "Die Branch release wird nicht gelöscht", "La suppression de la branche
release est interdite", "Non cancellare il branch stable", "No borres la rama release", "لا تحذف فرع
release", "不要删除 release 分支", "release ブランチは消さないで", "release 브랜치는 삭제하지 마세요",
"Сносить ветку old-ui — ни-ни", "The release branch must never be deleted", "The release branch
stays.", "main, release/* and stable are never deleted".

No room read a branch's deletion, so every deletion (`git push origin --delete release`, `git push
origin :release`, `git branch -D release`, a host's delete_branch) was unknown (the spent
dev33zc_frozen's ru-020, ru-032, fr-021, it-021). Read by its shape — a verb of deleting refused in
its clause, and the word for a branch or a branch's name — as actions.ProtectedBranch on
model.DELETE_BRANCH: a deletion of another branch keeps the rule, a push to the branch or a file's
deletion gives it no occasion. A deletion asked for or allowed ("delete the old feature branches
when you are done", "you may delete merged branches", "ask me before deleting a branch") is no
refusal. Asked in reader.read_words beside read_actions.actions (which reads no deletion)."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import BRANCH
from app.domain.compliance.actions import ProtectedBranch
from app.domain.compliance.clause_cuts import clauses
from app.domain.compliance.lexicon import Lazy, negated
from app.domain.compliance.model import DELETE_BRANCH
from app.domain.compliance.read_branches import BRANCHY, PERMIT, branches_named
from app.domain.compliance.removals_only import DELETE_WORDS
from app.domain.compliance.sql_terms import DATABASE

# The verbs of deleting, in the eleven languages: removals_only's, one list (mend-zd-words)
_DELETE_WORDS = DELETE_WORDS
_DELETE = Lazy(_DELETE_WORDS, re.IGNORECASE)
# German's genitive after a noun of deleting ("Das Löschen des Branches stable"), which
# read_branches' "den Branch X" does not take
_GENITIVE = Lazy(r"(?<!\w)des\s+(?:branch(?:es|s)|zweig(?:es|s))\s+([a-z0-9][\w.-]*(?:/[\w.-]+)*)")
# "The release branch stays.", "… must stay", "… stays put": a branch kept, said with no verb of
# deleting (the sentence's end after it: "stays protected" says something else)
_STAYS = Lazy(
    r"(?<!\w)(?:stays|must\s+stay|should\s+stay)(?:\s+(?:put|around|forever))?\s*(?:[.!;]|$)"
)
# asked first, not refused: "ask me before deleting", "Demande-moi avant de supprimer"
_ASKED_FIRST = Lazy(
    r"(?<!\w)(?:ask|check\s+with|demande|frag|pregunt|chied|спрос|спраш|اسأل|اسألني)\w*"
    r"|먼저\s*물어|聞いて|问我|問我",
    re.IGNORECASE,
)
# (mend-zd-asks) A thing of a branch's deleted, not the branch: its protection, rules, settings or
# CI joined to the branch's word or to its name by a preposition ("Don't remove the main branch
# protection", "… protection from main", "Entferne nicht den Branch-Schutz von main", "ne supprime
# pas la protection de la branche main", "main ブランチの保護ルールを削除しないで"). Not the branch
# named beside them ("Never delete the release branch or its protection rules")
_OWN = (
    r"(?:protections?|rules?|rulesets?|settings|polic(?:y|ies)|ci|pipelines?|checks|permissions|"
    r"webhooks?|\w*schutz\w*|regeln?|einstellung\w*|règles?|paramètres|protecci[oó]n|reglas?|"
    r"protezione|regol[ae]|impostazion[ie]|защит\w*|правил\w*|настройк\w*|حماية|قواعد|إعدادات)"
)
_BRANCHS_OWN = Lazy(
    r"(?<![\w-])(?:branch(?:'s)?|branche|rama|ramo|zweig|ветк\w*)[\s-]*" + _OWN + r"(?![\w-])"
    r"|(?<![\w-])" + _OWN + r"\s+(?:of|on|for|from|de|des|du|der|von|für|auf|di|del|della|sul|"
    r"en|на|с|для|ветк\w*|(?:ال)?فرع|من|على)(?![\w-])"
    r"|(?:ブランチ|分支|브랜치)(?:の|的)?\s*(?:保护|保護|规则|規則|ルール|設定|보호|규칙|설정)",
    re.IGNORECASE,
)
_SENTENCE = Lazy(r"(?:[^.!?;。！？]|\.(?!\s|$))+(?:[.!?;。！？]|$)")
# names listed beside a branch named ("main, release/* and stable are never deleted")
_LIST = Lazy(
    r"(?<![\w/*.-])[a-z0-9][\w/*.-]*(?:\s*(?:,|、|\s(?:and|or|und|oder|et|ou|y|o|e|и|или)\s)\s*"
    r"[a-z0-9][\w/*.-]*)+(?![\w/*-])"
)
_LIST_CUT = Lazy(r"\s*(?:,|、|\s(?:and|or|und|oder|et|ou|y|o|e|и|или)\s)\s*")


def kept_from_deletion(
    text: str, plain: str
) -> tuple[list[ProtectedBranch], list[tuple[int, int]]]:
    """The rule keeping branches from deletion, as its reading (empty: it keeps none), and the
    spans of `plain` that say it: the rest may hold a rule of its own ("Never delete the release
    branch, and never delete anything in backups/": the folder's is read_actions')."""
    if not (_DELETE.search(plain) or _STAYS.search(plain)):
        return [], []
    kept: set[str] = set()
    said: list[tuple[int, int]] = []
    for m in _SENTENCE.finditer(plain):
        a, b = m.span()
        part = plain[a:b]
        refused = _refused(part)
        if not refused:
            continue
        # (mend-zd-asks) the names of the refused clauses, not of one allowing another's deletion
        # beside them ("Don't delete release, but you can delete feature branches", "release は消
        # さないで、feature ブランチは消していいよ"); the sentence's when they name none
        named, spans = _named_in(text, part, a, refused)
        if not named:
            continue
        # names listed beside one ("trunk, release/* and keep-me are never deleted")
        lists = [
            [i.rstrip(".") for i in _LIST_CUT.split(m.group())] for m in _LIST.finditer(text, a, b)
        ]
        lists = [set(filter(None, items)) for items in lists]
        # a folder, a file or a database is not a branch: the word for one, or names written
        # as a branch's ("프로덕션 DB에서 DELETE 쓰지 마세요" deletes rows of production's database)
        if not BRANCH.search(part):
            if DATABASE.search(part) or not all(BRANCHY.fullmatch(n) for n in named):
                continue
            # and the verb's own, or listed with one that is: "Deleting rows from the prod orders
            # table" deletes rows, "un DROP TABLE lancé à la main" is by hand
            named = {n for n in named | set().union(*lists) if _verbs_own(part, n)}
        for items in lists:
            if named & items:
                named |= items
        kept |= named
        said += spans
    if not kept:
        return [], []
    return [ProtectedBranch(frozenset(kept), frozenset({DELETE_BRANCH}))], said


def _named_in(
    text: str, part: str, a: int, refused: list[tuple[int, int]]
) -> tuple[set[str], list[tuple[int, int]]]:
    """The names the refused clauses of the sentence at `a` keep, and the spans saying them. A
    clause with no word for a branch beside one that has it keeps no name written as a folder
    ("…, and never delete anything in backups/": read_actions'); when the clauses name none, the
    sentence's."""
    named: set[str] = set()
    spans = []
    for c, d in refused:
        found = _named(text, a + c, a + d)
        if found and not BRANCH.search(part, c, d) and BRANCH.search(part):
            found = {n for n in found if not _a_folder(part[c:d], n)}
        if found:
            named |= found
            spans.append((a + c, a + d))
    if named:
        return named, spans
    named = _named(text, a, a + len(part))
    return named, [(a, a + len(part))] if named else []


def _named(text: str, a: int, b: int) -> set[str]:
    """The branches named in text[a:b], German's genitive after a noun of deleting with them."""
    named = set(branches_named(text[a:b]))
    return named | {m.group(1).rstrip("./-") for m in _GENITIVE.finditer(text, a, b)}


def _refused(part: str) -> list[tuple[int, int]]:
    """The spans of a sentence that refuse a branch's deletion: a clause whose verb is refused in
    it (with the short clause after it that refuses it: "Сносить ветку old-ui — ни-ни"), or the
    whole sentence where the branch is said to stay (empty: it refuses none)."""
    if _STAYS.search(part) and BRANCH.search(part) and not _DELETE.search(part):
        return [(0, len(part))]
    cuts = clauses(part)
    spans: list[tuple[int, int]] = []
    for i, (a, b) in enumerate(cuts):
        clause = part[a:b]
        if not _DELETE.search(clause) or _ASKED_FIRST.search(clause) or PERMIT.search(clause):
            continue
        if _BRANCHS_OWN.search(clause):  # (mend-zd-asks) its protection deleted, not the branch
            continue
        if negated(clause):
            spans.append((a, b))
            continue
        after = cuts[i + 1] if i + 1 < len(cuts) else (b, b)
        said = part[after[0] : after[1]]
        if negated(said) and len(said.split()) <= 3 and not _DELETE.search(said):
            spans += [(a, b), after]
    return spans


# Between a branch named bare and its verb, only an article (after the verb: "never delete the
# main") or auxiliaries and negations (before it: "main and stable are never deleted").
_ARTICLE = r"(?:\s+(?:the|le|la|les|den|die|das|il|lo|el|los|las))?\s+"
_AUX = (
    r"(?:\s+(?:is|are|must|should|will|can|may|be|get|gets|never|not|ever|won't|can't|nicht|nie|"
    r"niemals|wird|werden|jamais|ne|n'|sont|est|son|es|sono|è|non|не|никогда|لا))*\s+"
)


def _verbs_own(part: str, name: str) -> bool:
    """Whether a branch named with no word for a branch is what the verb of deleting deletes."""
    at = re.escape(name)
    edge = r"(?![\w/*-])"
    after = re.search(rf"(?:{_DELETE_WORDS}){_ARTICLE}{at}{edge}", part, re.IGNORECASE)
    before = re.search(rf"(?<![\w/*-]){at}{_AUX}(?:{_DELETE_WORDS})", part, re.IGNORECASE)
    return bool(after or before)


def _a_folder(clause: str, name: str) -> bool:
    """Whether `name` (read_branches' "backups/*" of "backups/") is written in `clause` as a
    folder: its stem and a slash with no name or glob after it."""
    stem = name.removesuffix("/*")
    return stem != name and bool(re.search(rf"(?<![\w/.-]){re.escape(stem)}/(?![\w*])", clause))
