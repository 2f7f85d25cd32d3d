"""A folder freed beside one kept (English; check-za-en): "Please do not remove the invoices/ folder
at any cost. The previews/ folder you can delete anytime", "Do not delete the photos/ folder. The
thumbs/ folder can go." The folder named only in the clause that frees it is no place kept:
removing it keeps the rule, while the folder kept beside it stays kept. Asked in
`read_paths.path_rules` over the rules it read; a freeing under a condition, negated, or of a
folder the rule keeps in another clause frees nothing."""

from __future__ import annotations

import re
from functools import cache
from itertools import pairwise

from app.domain.compliance.forbidding import negated
from app.domain.compliance.word_tables import Lazy

_REMOVE = r"(?:delete|remove|wipe|clear(?:\s+out)?|empty|purge|rm|bin|trash)"
# the freeing words: "(you) can / may delete", "can go" (not "can go to the archive")
_FREES = Lazy(rf"\b(?:can|may)\s+{_REMOVE}\b|\bcan\s+go\b(?!\s+(?:to|in|into|on|back)\b)")
# the same freeing said as leave to do it ("cache/ is fine to empty", "build/ is yours to clear",
# "feel free to bin the renders/ one"), read only of a folder beside one kept (`freed_beside`)
_LEAVE = Lazy(
    rf"\b(?:feel\s+free|(?:is|are)\s+(?:fine|ok|okay|yours|free))\s+to\s+{_REMOVE}\b", re.IGNORECASE
)
# a freeing under a condition or a time is no freeing ("you can delete cache/ only after the
# backup", "once the audit is done")
_CONDITION = Lazy(r"\b(?:only|after|once|if|when|unless|before|until)\b")
# a clause of its own: a sentence, a clause after a comma, a semicolon, a dash or "but"
# (Arabic's comma with them: check-ze-west)
_CUT = Lazy(r"[.;!?](?=\s|$)|[,،]\s|\s[-–—]\s|\s+but\s+")

# (de fr es it ru ar; check-ze-west) A folder freed beside one kept, in the west's words, two
# clauses side by side: the leave given to "you" in the clause that names the folder ("Im Ordner
# bilder darfst du alles ändern, im Ordner kasse nichts", Bavarian "derfst ois", Swabian
# "kannsch", "Dans le dossier photos, modifie ce que tu veux ; dans le dossier caisse, rien", "En
# la carpeta fotos cambiá lo que quieras; …", "В папке photos меняй что хочешь, а в папке kassa —
# ничего", "امسح اللي انت عايزه في مجلد tmp، بس …"): the freed folder was refused with the kept one
# and the hook denied the work it allowed. Not under a condition (_WEST_CONDITION), not negated.
_WEST_FREES = Lazy(
    r"(?<!\w)(?:darfst|kannst|derfst|darfsch|kannsch|chasch|kannste|darfste|"
    r"tu\s+peux|vous\s+pouvez|ce\s+que\s+tu\s+veux|comme\s+tu\s+veux|"
    r"puedes|podés|podéis|lo\s+que\s+quieras|puoi|potete|quello\s+che\s+vuoi|"
    r"можешь|можете|что\s+хочешь|сколько\s+хочешь|как\s+хочешь|"
    r"تقدر|تقدري|براحتك|اللي\s+(?:انت|إنت|إنتَ)\s+عايزه|اللي\s+تبغاه|كيف\s+بغيتي)(?!\w)",
    re.IGNORECASE,
)
# (probe-zg) or the leave said of the folder, to no one ("В infra/ ничего не меняй, а app/ можно",
# "app/ ist erlaubt", "app/ est permis", "en app/ está permitido"): the hook denied every write in
# app/. Not a leave to look or read only ("а app/ можно смотреть").
_WEST_ALLOWED = Lazy(
    r"(?<!\w)(?:можно|разрешено|разрешается|erlaubt|permise?s?|autorisée?s?|permitid[oa]s?)(?!\w)",
    re.IGNORECASE,
)
_TO_READ = Lazy(
    r"(?<!\w)(?:смотр\w*|посмотр\w*|чита\w*|прочита\w*|lesen|anschauen|ansehen|lire|consulter|"
    r"leer|consultar|ver|leggere|guardare)(?!\w)",
    re.IGNORECASE,
)
_WEST_CONDITION = Lazy(
    r"(?<!\w)(?:nur|erst|wenn|falls|sobald|seulement|si|quand|après|solo|sólo|cuando|después|"
    r"se|quando|dopo|только|если|когда|после|إذا|لو|لما|بعد)(?!\w)",
    re.IGNORECASE,
)


def _frees(part: str) -> bool:
    """Whether `part` (a clause) frees what it names: English's words, or the west's leave
    given to "you" under no condition of its own (see _WEST_FREES)."""
    if _FREES.search(part):
        return not _CONDITION.search(part)
    leave = _WEST_FREES.search(part) or (_WEST_ALLOWED.search(part) and not _TO_READ.search(part))
    return bool(leave) and not _WEST_CONDITION.search(part)


def freed_out(text: str, plain: str, rules: list) -> list:
    """`rules` less the kept folders named only in a clause that frees them, where another kept
    folder stays (a rule that frees and keeps nothing is left as it was)."""
    kept = [r for r in rules if r.forbidden]
    if len(kept) < 2 or not (
        _FREES.search(plain) or _WEST_FREES.search(plain) or _WEST_ALLOWED.search(plain)
    ):
        return rules
    freed: set[str] = set()
    elsewhere: set[str] = set()
    for part in _parts(plain):
        named = {r.folder for r in kept if _names(part, r.folder)}
        frees = _frees(part) and not negated(part) and not _WEST_NOT.search(part)
        (freed if frees else elsewhere).update(named)
    freed -= elsewhere
    if not freed or all(r.folder in freed for r in kept):
        return rules
    return [r for r in rules if not (r.forbidden and r.folder in freed)]


def _parts(plain: str) -> list[str]:
    """`plain`'s clauses (see _CUT); a place put first before a comma, four words or fewer ("Dans
    le dossier photos, modifie ce que tu veux"; check-ze-west), goes with the clause after it."""
    parts, start, held = [], 0, ""
    for cut in [*_CUT.finditer(plain), None]:
        end = cut.start() if cut else len(plain)
        part = held + plain[start:end]
        short = cut is not None and cut.group().strip() in ",،" and len(part.split()) <= 4
        held = part + " " if short and _FOLDER_NOUN.search(part) else ""
        if not held:
            parts.append(part)
        start = cut.end() if cut else end
    return parts


# (check-ze-west) the west's words of refusal the shared negation does not read in a clause of
# leave ("Im Ordner kasse darfst du nichts ändern", Bavarian "nix", "gor nix")
_WEST_NOT = Lazy(
    r"(?<!\w)(?:nichts|nix|nüt|nie|niemals|kein\w*|rien|jamais|nada|nunca|niente|nulla|mai|"
    r"ничего|никогда|нельзя|не|لا|ما|مش|ممنوع)(?!\w)",
    re.IGNORECASE,
)


def _names(part: str, folder: str) -> bool:
    # the folder as written, with its slash ("the previews/ folder"), or after a folder's noun
    # ("im Ordner bilder", "dans le dossier photos", "в папке photos", "مجلد tmp"; check-ze-west)
    name = folder.lower()
    return f"{name}/" in part or bool(_FOLDER_NOUN.search(part) and _bare(name).search(part))


_FOLDER_NOUN = Lazy(
    r"(?<!\w)(?:ordner|verzeichnis|dossier|répertoire|carpeta|directorio|cartella|directory|"
    r"папк\w*|каталог\w*|директори\w*|(?:ال)?مجلد|(?:ال)?دوسي)(?!\w)",
    re.IGNORECASE,
)


@cache
def _bare(name: str) -> re.Pattern:
    # (German's compound: "im tmp-Verzeichnis")
    return re.compile(rf"(?<![\w/.-]){re.escape(name)}(?![\w/]|-(?!ordner|verzeichnis))")


def freed_beside(plain: str, folders: list, asked: list[str]) -> bool:
    """Whether every folder read as asked for beside a refused one ("Never delete the archive/
    folder; tmp/ can go whenever", "Don't delete anything under xrays/; cache/ is fine to empty")
    is named only in a clause that frees it: no place asked for, so the refused folders stay
    kept (the hook had read a placement in tmp/ and let `rm -r archive/` through). `folders` are
    (start, end, name) in `plain`."""
    if not asked or not (_FREES.search(plain) or _LEAVE.search(plain)):
        return False
    cuts = [0, *(m.end() for m in _CUT.finditer(plain)), len(plain) + 1]
    for start, _end, name in folders:
        if name not in asked:
            continue
        a, b = next((a, b) for a, b in pairwise(cuts) if a <= start < b)
        part = plain[a:b]
        if not (_FREES.search(part) or _LEAVE.search(part)):
            return False
        if _CONDITION.search(part) or negated(part):
            return False
    return True


# "whenever" closing a freeing ("tmp/ can go whenever", "you can delete cache/ whenever you
# like"): any time, no condition; "whenever the build is done" still is one
_ANY_TIME = Lazy(
    rf"\b(?:can|may)\s+(?:go|{_REMOVE})\b[^.;,!?]{{0,30}}?\s(whenever(?:\s+you\s+(?:like|want|wish))?)"
    r"(?=\s*(?:[.;,!?]|$))",
    re.IGNORECASE,
)


# (English, check-zb-en) and closing a push given to the hearer ("push to those whenever", "push
# there whenever you like"): any time, as "can go whenever" is
_ANY_TIME_PUSH = Lazy(
    r"\bpush\s+(?:to\s+)?(?:those|them|these|there|it)\s+(whenever(?:\s+you\s+(?:like|want|wish))?)"
    r"(?=\s*(?:[.;,!?]|$))"
)


def any_time_freed(plain: str) -> list[tuple[int, int]]:
    """The spans of "whenever" said of a freeing as "any time" (blanked before a rule's
    condition is looked for, in `reader.read_words`)."""
    spans = [m.span(1) for m in _ANY_TIME.finditer(plain)]
    if "whenever" in plain and "push" in plain:  # (English, check-zb-en)
        spans += [m.span(1) for m in _ANY_TIME_PUSH.finditer(plain)]
    return spans
