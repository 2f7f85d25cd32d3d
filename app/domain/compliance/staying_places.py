"""(English, check-z-en) A folder or a file said to stay where it is, or kept from removal in
verbs of clearing away: "The masters/ folder stays where it is", "… stays put. Don't wipe it",
"results/2019 is staying. Do not get rid of it", "sticks around for good, so no purging it",
"plot-history/ doesn't go anywhere", "Leave the workshop's tunings/ directory be". The place is
kept: a call that deletes it breaks the rule, one that only reads it keeps it (read_paths keeps
the place out, asking `staying_spans`; read_only_calls lets a read keep it, asking `kept_in_place`).

(fr de es it ru ar; check-z-west) The place kept as it is ("Le dossier … reste tel quel", "Der
Ordner … bleibt, wie er ist", "se queda como está", "resta così com'è", "пусть лежит как есть",
"يبقى كما هو / على حاله"): one table, `KEPT_AS_IT_IS`, which read_paths reads as a place kept out
and read_only_calls as one a read keeps.

The keep is said of the place named in its own clause ("results/ stays put, but tmp/ can go"
keeps results/, not tmp/): `kept_where_said`."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy, clauses, negated, table

# The words of a place kept as it is (see the module), as the items of a `table`: read_paths puts
# them into its KEEP_OUT table.
KEPT_AS_IT_IS_WORDS = (
    r"tel(?:le)?s?\s+quel(?:le)?s?;wie\s+(?:er|sie|es)\s+ist;como\s+est[áa];così\s+com'è;как\s+есть;"
    r"كما\s+هو;كما\s+هي;على\s+حاله"
)
KEPT_AS_IT_IS = table(KEPT_AS_IT_IS_WORDS)

# a place that stays ("stays put", "stays where it is", "is staying", "sticks around", "doesn't
# go anywhere", "is here to stay"), or left be with up to four words of it between ("leave the
# workshop's tunings/ directory be")
_STAYS = Lazy(
    r"(?<!\w)(?:stays?\s+(?:put|where\s+(?:it|they)\s+(?:is|are)|in\s+place)"
    # (staying at the clause's end, or put: not "is staying small", "is staying in the office")
    r"|(?:is|are)\s+staying(?=\s*(?:[.,;:!?]|$)|\s+(?:put|here|as\s+it\s+is|where))"
    r"|sticks?\s+around|(?:doesn't|does\s+not|don't|do\s+not|won't)\s+go\s+anywhere"
    r"|(?:is|are)\s+here\s+to\s+stay"
    # (English, check-zb-en) a folder's name, its noun, then "stays" or "must stay" closing the
    # clause ("race-times/ folder stays; …", "logs/ must stay, build/ is yours to clear")
    r"|(?<=/\s)(?:(?:folder|directory)\s+)?(?:stays|must\s+stay)(?=\s*(?:[.,;:!?]|$))"
    r"|leave\s+(?:the\s+)?(?:[\w'/.-]+\s+){1,4}be)(?!\w)"
)
# removal refused in verbs of clearing away, said of the place or of "it"
_CLEARED = Lazy(
    r"(?<!\w)(?:don't|do\s+not|never|no)\s+(?:\w+\s+)?"
    r"(?:wip(?:e|ing)|clear(?:ing)?\s+(?:it|them|\S+/?)\s+out|clear(?:ing)?\s+out|get(?:ting)?\s+rid\s+of"
    r"|purg(?:e|ing)|nuk(?:e|ing)|bin(?:ning)?|toss(?:ing)?|trash(?:ing)?|throw(?:ing)?\s+(?:\S+\s+)?away)(?!\w)"
)


def kept_in_place(plain: str) -> bool:
    """Whether a rule's words keep a place where it is or from being cleared away (see the
    module); read_paths asks only of a rule that names a folder or a file."""
    return bool(_STAYS.search(plain) or _CLEARED.search(plain))


# (fix-za-noticed) A second place kept in a modal's words or a plain one beside the first ("results/ stays put,
# logs/ must stay", "… logs/ doit rester", "… logs/ muss bleiben", "… tiene que quedarse", "… deve
# restare", "… должна остаться", "… يجب أن يبقى"): kept_where_said found no keep in its clause and
# freed it, so `rm -r logs/` went through. Read only beside a keep of the words above (alone, "logs/
# must stay" keeps its reading); not negated ("must not stay" frees it).
_NOT = r"(?!(?:not|never|nicht|nie|pas|plus|no|non|не|لا)(?!\w))"
# (mend-za-words) The staying verb keeps the place only closing its clause or with "put", "as is",
# "where it is", "in place" ("logs/ must stay put"): with another complement it keeps a property
# ("logs/ should stay small though, so trim it"), no place.
_STAYS_AS_IS = (
    r"(?=\s*(?:[.,;!،]|$)|\s+(?:put|as\s+is|where\s+(?:it|they)\s+(?:is|are)|in\s+place|intact|untouched|there|"
    r"en\s+place|tel(?:le)?s?\s+quel(?:le)?s?|là\s+où\s+(?:il|elle|ils|elles)\s+(?:est|sont)|wo\s+(?:es|sie)\s+(?:ist|sind)|"
    r"unverändert|unberührt|donde\s+est[aá]n?|como\s+est[aá]n?|dov'è|dove\s+(?:è|sono)|com'è|intatt[oaie]|"
    r"на\s+месте|как\s+есть|нетронут\w*|كما\s+(?:هو|هي)|مكانه|مكانها)(?!\w))"
)
_MUST_STAY = Lazy(
    rf"(?<!\w)(?:(?:must|has\s+to|have\s+to|needs?\s+to|should|is\s+to|are\s+to)\s+{_NOT}(?:\w+\s+)?"
    r"(?:stay|remain)"
    rf"|(?:doit|doivent)\s+{_NOT}(?:\w+\s+)?rester|(?:muss|müssen|soll|sollen)\s+{_NOT}(?:\w+\s+)?bleiben"
    r"|(?:tiene|tienen)\s+que\s+(?:quedarse|permanecer)|(?:debe|deben)\s+(?:quedarse|permanecer)"
    rf"|(?:deve|devono)\s+{_NOT}(?:\w+\s+)?(?:restare|rimanere)"
    rf"|(?:должна|должен|должно|должны)\s+{_NOT}(?:\w+\s+)?(?:остаться|оставаться))(?!\w){_STAYS_AS_IS}"
    rf"|(?<![\u0600-\u06ff])(?:يجب|لا\s+بد)\s+أن\s+[يت]بقى(?![\u0600-\u06ff]){_STAYS_AS_IS}"
    # or plainly, the verb of staying closing its clause ("…, logs/ stays", "…, logs/ remains",
    # "…, logs/ we keep", "…, logs/ reste", "…, logs/ bleibt", "…, logs/ остаётся")
    r"|(?<!\w)(?:stays|remains|(?:we|i)\s+keep|reste|restent|bleibt|bleiben|se\s+queda|se\s+quedan|"
    r"resta|restano|rimane|остаётся|остается|остаются|يبقى|تبقى)(?=\s*(?:[.,;!،]|$))"
)


def must_stay_spans(plain: str) -> list[tuple[int, int]]:
    """Where a rule's words keep a place in a modal's words (see _MUST_STAY): a keep only beside
    another, which read_paths asks for."""
    return [m.span() for m in _MUST_STAY.finditer(plain)]


def staying_spans(plain: str) -> list[tuple[int, int]]:
    """Where a rule's words keep a place where it is or from being cleared away."""
    return [m.span() for rx in (_STAYS, _CLEARED) for m in rx.finditer(plain)]


# A clause that says the keep of another again of its own place: a "too" ("results/ stays put,
# logs/ too", "… logs/ must stay as well", "et le dossier logs/ aussi") or a "the same" ("so does
# logs/", "pareil pour logs/", "lo stesso per logs/")
_SAME_KEEP = table(
    r"too;also;as\s+well;either;likewise;so\s+(?:does|do|is|are|will);same\s+(?:for|with|goes);ditto;"
    r"aussi;également;pareil;de\s+même;idem;auch;ebenfalls;ebenso;genauso;también;igual(?:mente)?;"
    r"lo\s+mismo;anche;pure;lo\s+stesso;тоже;также;то\s+же\s+самое;أيضا;أيضًا;كذلك"
)
# or one that names the place and no more: an "and", an article
_LIST_WORD = table(
    r"and;et;und;y;e;и;و;the;le;la;les;l';der;die;das;den;el;los;las;il;lo;i;gli;un;une;a;an"
)
_WORD = Lazy(r"[^\s,;:.!?،؛—–-]+")


def kept_where_said(plain: str, bare: str, folders: list, keeps: list[tuple[int, int]]) -> list:
    """The folders a keep is said of: `folders` are (start, end, name) in `plain`, `bare` is
    `plain` with them and the nouns for a folder blanked, `keeps` the spans of the words that keep.
    Kept: a folder named in the clause that says the keep (or, when that clause names none, in the
    one before it: "Der Ordner data/ bleibt, wie er ist"), in one that refuses anything, that says
    the keep again ("results/ stays put, logs/ too") or that names it and no more. A folder
    named in a clause of its own that says something else of it ("results/ stays put, but tmp/ can
    go", "Le dossier data/ reste tel quel, tmp/ tu peux le supprimer") is not. All of them when none
    is freed, or the keep is said where no folder is named before it."""
    cut = clauses(plain)
    where = [next((i for i, (a, b) in enumerate(cut) if a <= f[0] < b), 0) for f in folders]
    said: set[int] = set()
    for start, _end in keeps:
        i = next((i for i, (a, b) in enumerate(cut) if a <= start < b), 0)
        # a keep in a clause that names no folder is said of the one before ("Der Ordner data/
        # bleibt, wie er ist"; "data/ and logs/: both stay put")
        said.add(max((j for j in where if j <= i), default=i))
    kept, freed = [], []
    for folder, i in zip(folders, where, strict=True):
        rest = bare[cut[i][0] : cut[i][1]] if cut else bare
        if i in said:
            kept.append((folder, True))
        elif (
            negated(rest)
            or _SAME_KEEP.search(rest)
            or all(_LIST_WORD.fullmatch(m.group()) for m in _WORD.finditer(rest))
        ):
            kept.append((folder, False))
        else:
            freed.append(folder)
    if not freed or not any(here for _f, here in kept):
        return folders
    return [f for f, _here in kept]


_STAYING_REFUSED = Lazy(
    r"(?<!\w)(?:not|never|nicht|nie|pas|jamais|no|non|не)\s+(?:\w+\s+)?"
    r"(?:stay|stays|remain|remains|bleib\w*|rest\w*|qued\w*|rimane\w*|оста\w*)(?!\w)"
)


def kept_in_its_clause(plain: str, folders: list, keeps: list[tuple[int, int]]) -> list[str]:
    """(fix-za-noticed) The names of the `folders` ((start, end, name) in `plain`) whose own clause
    holds a keep (`keeps`: "results/ stays put, don't touch logs/" holds results/)."""
    if _STAYING_REFUSED.search(plain):
        return []  # "logs/ must not stay", "never stays": a place sent away, not one refused
    cut = clauses(plain)
    out = []
    for start, _end, name in folders:
        a, b = next(((a, b) for a, b in cut if a <= start < b), (0, len(plain)))
        if any(a <= k < b for k, _k1 in keeps):
            out.append(name)
    return out
