"""A ban said by a predicate of its own, in fr, de, es, it, ru and ar (check-zb-west): the thing
first, then a word that says it is not to be touched — "main ist tabu", "Dossier vendor :
intouchable", "main, c'est zone interdite", "main es sagrado", "il ramo release è intoccabile",
"Папка vendor — табу", "В main — ни ногой", "مجلد dist ده خط أحمر", "فرع main مقفول". No verb of
pushing or changing is said, so no reading of an act found it: a branch said so is left alone
(nothing lands there, `read_actions`, beside `left_alone_in_west`), a folder kept (`read_paths`,
beside the staying verbs). One table, read for both, because the predicate is the same for both.
English's "is off-limits" is off_limits' to read: here only as the six languages borrow it ("è
off-limits"), and a bare branch name said so in English is asked of off_limits.branches_off_limits."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import COMMIT, FORCE, MERGE, PUSH
from app.domain.compliance.forbidding import UNDER_BAN
from app.domain.compliance.off_limits import branches_off_limits
from app.domain.compliance.word_tables import Lazy

# The predicates, each after a copula ("ist", "isch", "est", "c'est", "es", "è", "это") or a
# colon or dash, with at most three words between ("ist für euch gesperrt", "est chasse gardée du
# graphiste"); Arabic's after the thing with no copula ("مجلد dist ده خط أحمر"). Not the noun
# ("ein Tabu", "un tabou"), not a predicate denied ("nicht mehr tabu", "n'est plus sacré", "no es
# sagrado", "не табу", "مش خط أحمر"): those follow the copula as a negation, which the gap refuses.
_COPULA_NOT_EN = (
    r"(?:ist|sind|bleibt|bleiben|isch|est|sont|reste|restent|c'est|es|son|está|queda|è|sono"
    r"|resta|rimane|это)"
)
_COPULA = rf"(?:{_COPULA_NOT_EN}|is)"  # English's "is" too, before a predicate of the six
_NOT_BETWEEN = r"(?!(?:nicht|kein\w*|nöd|ned|nie|plus|pas|jamais|no|non|più|mai|не|больше|ya|mehr|nunca)(?!\w))"
_GAP = rf"(?:\s+{_NOT_BETWEEN}[^\s,;:.!?]+){{0,3}}?\s+"
_PREDICATE = (
    r"(?:tabu|heilig|sperrgebiet|unantastbar|gesperrt"
    r"|intouchables?|tabous?|sacrée?s?|zone\s+interdite|chasse\s+gardée|pas\s+touche|hors\s+limites?"
    r"|sagrad[oa]s?|intocables?|zona\s+prohibida|territorio\s+vedado|vedad[oa]s?|tab[uú]"
    r"|intoccabil[ei]|sacr[oa]|zona\s+vietata|tabù"
    rf"|табу|свят(?:ое|ая|ой|ые|ыня)|{UNDER_BAN}|ни\s+ногой|запретн\w+\s+зон\w+"
    # (fr it ru; check-zc-west) a word of worth more: "est inviolable", "è inviolabile", "—
    # неприкосновенно"
    r"|inviolables?|inviolabil[ei]|неприкосновенн\w*"
    r")(?!\w)"
)
# English's "off-limits" borrowed after a copula of the six languages ("è off-limits"); English's own
# ("main is off-limits") is off_limits.OFF_LIMITS's to read, not this module's
_OWN_BAN = Lazy(
    rf"(?<!\w){_COPULA}{_GAP}{_PREDICATE}"
    rf"|(?<!\w){_COPULA_NOT_EN}{_GAP}off[- ]limits(?!\w)"
    rf"|(?:^|:|\s[—–-])\s*{_PREDICATE}"
    # Russian's present has no copula: "Ветка release … под запретом", "в main ни ногой"
    rf"|(?<!\w)(?:{UNDER_BAN}|ни\s+ногой)(?!\w)"
    r"|(?<![\u0600-\u06ff])(?:مقفول|مقفولة|خط\s+أحمر|ممنوع\s+(?:الاقتراب|اللمس)|محظور|محظورة"
    r"|مقدس|مقدّس|مقدسة|مقدّسة)"  # (ar; check-zc-west) "sacred" after the thing, not "المقدس"
    r"(?![\u0621-\u064a])"  # a letter, not "،" (U+060C) closing its clause
)
# Or before the thing, German's "hands off": "Finger weg von main …", "Hände weg vom release-Branch"
# (with the word for a branch after it, `closed_branches` reads it already; here a bare name too)
_HANDS_OFF = Lazy(r"(?<!\w)(?:finger|hände|pfoten)\s+weg\s+(?:von|vom)(?!\w)")
# A question, the past, or the ban lifted in the same sentence: no rule said ("Ist main noch
# tabu?", "main war früher tabu", "… ya no es sagrado").
_NOT_NOW = Lazy(
    r"[?？؟]|(?<!\w)(?:war|waren|était|étaient|era|eran|fue|fueron|erano|был[аио]?|كان|كانت"
    r"|aufgehoben|levée?|revocat[oa]|отмен[её]н\w*|اتلغ\w*)(?!\w)"
)
# a negation just before the copula or the Arabic predicate ("main no es sagrado", "non è sacro",
# "مش خط أحمر", "غير مقدس", "ليست مقدسة")
_DENIED = Lazy(
    r"(?:(?<!\w)(?:no|non|nicht|не|ne|n')|(?<![\u0600-\u06ff])(?:مش|مو|ليس|ليست|ماهو|غير))\s*$"
)
# A ban carried over to another act in its sentence ("Main bleibt tabu, genau wie das Pushen auf
# develop", "… comme le push sur develop", "… al igual que …", "… как и …"): the rule is the push
# readers' to read whole (unasked_push), both branches refused, not the first alone.
_CARRIED = Lazy(
    r"(?<!\w)(?:genau(?:so)?\s+wie|ebenso\s+wie|wie\s+auch|tout\s+comme|comme\s+pour|al\s+igual\s+que"
    r"|igual\s+que|così\s+come|come\s+anche|как\s+и|likewise|ebenfalls|idem|tampoco|nemmeno|аналогично)(?!\w)"
    r"|(?<![\u0600-\u06ff])(?:زي|مثل|بالمثل)(?![\u0600-\u06ff])"
)
_SENTENCE = Lazy(r"[.!?؟;]\s|[.!?؟;]$|\n")
_CLAUSE = Lazy(r"[,:;،]|\s[—–-]\s")
# What a predicate's clause may hold besides it and still say it of the clause before ("main,
# c'est zone interdite", "La branche prod, c'est pas touche"): a copula, a "that", nothing else.
_BARE = Lazy(rf"\s*(?:{_COPULA}|ça|das|eso|questo|ده|دي|هذا)?\s*$")
# The branch as its clause's head: its name with at most an article (Roman "er" too), a possessive
# and a word for a branch before it, from the clause's start ("Der Branch main ist … tabu").
# Said after de/di/von/of/в it owns the thing the predicate is said of ("La storia di main è
# sacra", "Die Tests auf main sind heilig", "История main — святое"): the branch is no ban
# (review of the twenty-eighth round). Russian's "в main — ни ногой" is the idiom's own "в".
_HEAD = Lazy(
    r"^\s*(?:(?:the|der|die|das|den|dem|le|la|les|l'|el|los|las|il|lo|i|gli|al|er|'o|lu"
    r"|our|unser\w*|notre|nos|nuestr[oa]s?|nostr[oa]|наш[аи]?)\s+)*"
    r"(?:(?:branch\w*|zweig|rama|ramo|ветк[аиу]|бранч|الفرع|فرع)\s+)?$"
)
_INTO = Lazy(r"(?<!\w)(?:в|на)\s*$")


def own_ban_spans(plain: str) -> list[tuple[int, int]]:
    """Where a rule's words (normalised, quotes blanked) say a thing is not to be touched by a
    predicate of its own, in a sentence that asks no question, tells no past and lifts nothing."""
    spans = []
    for m in _OWN_BAN.finditer(plain):
        ends = [e.end() for e in _SENTENCE.finditer(plain, 0, m.start())]
        start = ends[-1] if ends else 0
        stop = _SENTENCE.search(plain, m.end())
        if _DENIED.search(plain[max(0, m.start() - 8) : m.start()]):
            continue
        if not _NOT_NOW.search(plain, start, stop.start() if stop else len(plain)):
            spans.append(m.span())
    return spans


def branches_banned_in_west(plain: str, named: frozenset[str]) -> frozenset[str]:
    """The branches the words (normalised) say not to be touched by a predicate of their own:
    those named (`named`, as read_branches reads them) in the predicate's clause, or in the clause
    before it when the predicate's own holds nothing but a copula ("main, c'est zone interdite")."""
    if not named:
        return frozenset()
    found: set[str] = set()
    for a, b in own_ban_spans(plain):
        ends = [e.end() for e in _SENTENCE.finditer(plain, 0, a)]
        stop = _SENTENCE.search(plain, a)
        if _CARRIED.search(plain, ends[-1] if ends else 0, stop.start() if stop else len(plain)):
            continue
        sentence = plain[ends[-1] if ends else 0 : a]
        parts = _CLAUSE.split(sentence)
        if any(rx.search(parts[-1]) for rx in (PUSH, FORCE, MERGE, COMMIT)):
            # the predicate said of an act ("форс-пуш под запретом", "Force-Pushes auf develop
            # sind tabu"): the act's readings read it, the branch stays open to the others
            continue
        into = "ни ногой" in plain[a:b]  # "в main — ни ногой"
        said = [n for n in named if _heads(parts[-1], n, into)]
        if not said and len(parts) > 1 and _BARE.match(parts[-1]):
            said = [n for n in named if _heads(parts[-2], n, into)]
        found.update(said)
    found |= branches_off_limits(plain, named)  # English's own "main is off-limits" (off_limits)
    for m in _HANDS_OFF.finditer(plain):
        stop = _CLAUSE.search(plain, m.end()) or _SENTENCE.search(plain, m.end())
        rest = plain[m.end() : stop.start() if stop else len(plain)]
        found.update(n for n in named if _names(rest, n))
    return frozenset(found)


def _heads(part: str, name: str, into: bool) -> bool:
    """Whether `name` heads the clause `part` (see _HEAD), or follows "в" of "ни ногой"."""
    for m in re.finditer(rf"(?<![\w/.-]){re.escape(name)}(?![\w/])", part):
        before = part[: m.start()]
        if _HEAD.match(before) or (into and _INTO.search(before)):
            return True
    return False


def _names(part: str, name: str) -> bool:
    return bool(re.search(rf"(?<![\w/.-]){re.escape(name)}(?![\w/])", part))
