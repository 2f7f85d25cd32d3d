"""Two clauses side by side, one freed and one refused, read by their structure (de fr es it ru ar;
check-zg-west, issue 33's thirty-third round): "Im Ordner schmierzettl konnst ausmistn wia's da
gfoit, owa den Ordner steiabescheid lasst ma in Fried'n", "La branche bac-a-sable, tu peux la
supprimer, mais la branche production, tu la laisses tranquille", "Ветку eksperiment можешь
снести, а вот ветку prod не смей", "Sui tuoi rami pusha quanto vuoi, su main invece niente da
fare", "يمكنك تفريغ جدول temp_logs متى شئت، أما جدول customers فلا تلمسه".

Three rounds read these by their idioms — each new dialect's "lass in Ruah", "ni soñarlo", "обходи
стороной" was a new special case, and the next round's dialect missed again. Here the sentence is
read by its parts, none of them an idiom:

- a **freed clause**: leave given to "you" — a modal of permission ("kannst", "kasch", "tu peux",
  "puedes", "puoi", "можешь", "تقدر") or "you" wishing ("was du willst", "wia's da gfoit", "à ta
  guise", "como te dé la gana", "quando ti pare", "сколько влезет", "براحتك") — not negated; its
  deed ("delete", "push", "write") and the kind of place it names (a folder, a file, a branch, a
  table; "your branches" needs no name);
- a **refusal said in the other clause**, in any of a few broad kinds, none an idiom of one
  dialect: a negation ("nicht", "nix", "pas", "no", "не", "ما…ش"), "nothing" or "never"
  ("niente", "jamás"), "stays" ("bleibt", "reste", "resta", "пусть стоит", "خليه"), "taboo"
  ("tabu", "intouchable"), "in peace" ("in Ruah", "tranquille", "в покое"), "leave it" ("lass",
  "déjalo", "оставь"), "keep away" ("fern", "стороной"), "hands off" ("Finger", "mains"), "forget
  it" ("oublie ça", "забудь"). A "but" alone refuses nothing ("aber im Ordner src bitte
  vorsichtig", "pero la rama main avísame antes"), nor a reminder ("vergiss nicht die Tests");
- a **refused clause**: no leave of its own, naming its own target (the place's noun and its
  name, "den Ordner steiabescheid", "la tabla socios"; or a branch's bare name beside "your
  branches"): the deed is its own if it names one ("no me la borres"), "touch" if it says touch
  ("tu y touches pas"), else the freed clause's ("the same deed, not there").

The rule is then written in the checker's own words over its text (padded to its length): "do not
delete anything in the steiabescheid/ folder.", "never push to the main branch.", "don't truncate
or drop the socios table, and don't delete rows from it." — which the reader reads as it reads any rule; the
freed clause leaves nothing refused, so its own target is free. The same is done for a question
answered by a refusal (asked_refused writes it "<deed> <target> : <ban>"): one refused clause with
its own deed and target. Not read: a second clause of "also" ("auch", "aussi", "тоже"), a refused
clause under a condition or up to a time ("только через ревью", "wenn …", "bis Freitag"), asking
("frag vorher"), a rule of more sentences, two targets in the refused clause, or the same target
freed and refused.
"""

from __future__ import annotations

from app.domain.compliance.read_branches import branches_named
from app.domain.compliance.word_tables import Lazy

_FOLDER = r"ordner|verzeichnis|dossier|répertoire|carpeta|cartella|folder|папк\w*|каталог\w*|الدوسي|دوسي|فولدر|الفولدر|مجلد|المجلد"
_FILE = r"datei|fichier|fichero|archivo|file|файл\w*|ملف|الملف"
_BRANCH = r"branch|branche|rama|ramo|ветк\w*|бранч\w*|فرع|الفرع"
_BRANCHES = r"[\w-]*branches|branchen|ramas|rami|ветк(?:и|ам|ах)|бранчи|فروع|الفروع"
_TABLE = r"tabelle|tabell|table|tabla|tabella|таблиц\w*|جدول|الجدول"
_KINDS = {"folder": _FOLDER, "file": _FILE, "branch": _BRANCH, "table": _TABLE}
# a place named: its noun, then its name in Latin letters (an article is no name)
_NAMED = Lazy(
    "|".join(rf"(?<!\w)(?:{rx})\s+(?P<{kind}>[a-z0-9_][\w.\-/]*)" for kind, rx in _KINDS.items())
)
# fmt: off
_NOT_A_NAME = frozenset({
    "d", "de", "la", "le", "les", "l", "du", "des", "del", "di", "der", "die", "das", "den", "dem", "von", "à", "a",
    "en", "in", "im", "the", "of", "y", "e", "et", "und", "tuo", "tua", "tuoi", "tue", "mein", "meine", "dein", "deine",
})
# fmt: on
_ANY_NOUN = Lazy(rf"(?<!\w)(?:{_FOLDER}|{_FILE}|{_BRANCH}|{_BRANCHES}|{_TABLE})(?!\w)")
# "your branches" or "your own branch" ("in deine eigenen Branches", "в свою ветку"): no name
_YOUR_BRANCHES = Lazy(rf"(?<!\w)(?:{_BRANCHES}|{_BRANCH})(?!\w)")

# a branch named bare after "onto" ("aber auf stable nie", "pero a produccion jamás")
_ONTO = Lazy(r"(?<!\w)(?:auf|nach|sur|a|al|en|su|in|в|на|على)\s+(?P<name>[a-z0-9_][\w.\-/]*)")
# leave given to "you": a modal of permission, or "you" wishing
_LEAVE = Lazy(
    r"(?<!\w)(?:"
    # de, with Bavarian, Swabian, Swiss and Austrian spellings
    r"kannst|darfst|derfst|derfsch|darfsch|dörfsch|kasch|kosch|chasch|konnst|kost|kannste|"
    r"was\s+du\s+(?:willst|magst)|wie\s+du\s+(?:willst|magst)|wann\s+du\s+(?:willst|magst)|"
    r"nach\s+lust\s+und\s+laune|wia'?s?\s+da\s+gfoit|wia\s+du\s+wüst|wie\s+de\s+witt|"
    # fr
    r"tu\s+peux|vous\s+pouvez|à\s+ta\s+guise|comme\s+tu\s+veux|ce\s+que\s+tu\s+veux|"
    r"tant\s+que\s+tu\s+veux|quand\s+tu\s+veux|si\s+tu\s+veux|ce\s+qui\s+te\s+chante|"
    r"quand\s+ça\s+te\s+chante|"
    # es
    r"puedes|podés|podéis|lo\s+que\s+quieras|cuando\s+quieras|si\s+quieres|como\s+quieras|"
    r"como\s+te\s+d[ée]\s+la\s+gana|lo\s+que\s+se\s+te\s+cante|si\s+hace\s+falta|sin\s+problema|"
    # it
    r"puoi|potete|quello\s+che\s+vuoi|quanto\s+vuoi|come\s+vuoi|quando\s+ti\s+pare|"
    r"ciò\s+che\s+ti\s+pare|come\s+credi|"
    # ru
    r"можешь|можете|что\s+хочешь|как\s+хочешь|сколько\s+хочешь|что\s+угодно|"
    r"сколько\s+влезет|сколько\s+душе\s+угодно|хоть|спокойно|смело|"
    # ar
    r"تقدر|تقدري|يمكنك|فيك|براحتك|اللي\s+(?:انت|إنت)\s+عايزه|ملي\s+بغيتي|كيف\s+ما\s+بغيتي|اللي\s+بغيتي|متل\s+ما\s+بدك|"
    r"زي\s+ما\s+(?:انت|إنت)\s+عايز|متى\s+شئت|لو\s+حبيت|"
    # without asking first ("sin preguntar", "ohne zu fragen", "sans demander", "не спрашивая")
    r"sin\s+preguntar|ohne\s+(?:zu\s+)?(?:fragen|nachzufragen)|sans\s+(?:me\s+)?demander|"
    r"senza\s+chiedere|не\s+спрашивая|من\s+غير\s+ما\s+تسأل|بدون\s+ما\s+تسأل"
    r")(?!\w)"
)
# the refused clause's own cue: a negation, a "stays", a "taboo"
_REFUSAL = Lazy(
    r"(?<!\w)(?:nicht|nix|ned|net|nie|niemals|kein\w*|ne|n'|pas|jamais|no|ni|nunca|non|mai|"
    r"guai|не|ни|нельзя|никогда|[فو]?(?:لا|لأ|ما|مش|ممنوع)|"
    r"bleibt|bliibt|bleib|reste|ne\s+bouge|queda|quieta|quieto|resta|стоит|остаётся|остается|"
    r"خليه|يبقى|"
    r"tabu|tabou|intouchable|intocable|intoccabile|unangetastet|unberührt|unberüert|"
    r"in\s+ruah|in\s+ruhe|in\s+fried'?n|tranquille?|tranquil[oa]|stare|в\s+покое|"
    # nothing, never ("niente da fare", "nada", "rien", "ничего"; "jamás")
    r"nichts|niente|nada|rien|ничего|jamás|jamas|"
    # forget it ("oublie ça", "vergiss es", "olvídalo", "забудь")
    r"oublie\w*|vergiss|olvídalo|olvidalo|olvidate|olvídate|scordatelo|scordatevelo|забудь\w*|"
    # keep away, leave it ("hältst du dich fern", "обходи стороной", "lass …", "déjalo", "оставь")
    r"fern|l'écart|lejos|larga|стороной|обход\w*|lass|lasst|lasch|losst|laisse\w*|déja\w*|"
    r"deja\w*|lascia\w*|оставь\w*|steh'?n|stehen|stoh|"
    # hands off ("lahsch d Finger devo", "Finger weg", "bas les mains", "руки прочь")
    r"finger|pfoten|griffel|mains|manos|mani|руки|ايدك|إيدك|يدك)"
    r"(?!\w)|(?<=\s)n'|(?<!\w)م(?:ا\s*)?ت\w+ش(?!\w)"
)
# the second clause says "also" or asks: no refusal
_ALSO = Lazy(
    r"(?<!\w)(?:auch|ebenfalls|genauso|aussi|également|de\s+même|también|igual|anche|"
    r"altrettanto|тоже|также|كمان|أيضا|أيضاً|frag\w*|demande\w*|pregunt\w*|chied\w*|"
    r"спрос\w*|спраш\w*|اسأل\w*|تسأل\w*)(?!\w)"
)
# a negated leave is none ("du kannst nicht", "tu ne peux pas"; Arabic's "ما" is "what" there)
_NEGATED = Lazy(r"(?<!\w)(?:nicht|nix|ned|net|kein\w*|ne|pas|no|non|не|ни|لا|مش)(?!\w)|(?<=\s)n'")
# a reminder is no refusal ("vergiss nicht die Tests", "n'oublie pas", "не забудь")
_REMINDER = Lazy(
    r"(?<!\w)(?:vergiss\s+(?:nicht|ned|net)|n'oublie\s+pas|no\s+(?:te\s+)?olvides|"
    r"non\s+dimenticare|не\s+забудь\w*|لا\s+تنس\w*|ما\s+تنسا\w*)(?!\w)"
)
_CONDITION = Lazy(
    r"(?<!\w)(?:wenn|falls|sobald|erst|si(?!\w)(?<!non\ssi)(?<!ne\ssi)|quand|après|cuando|después|quando|dopo|если|"
    r"когда|после|إذا|لما|بعد|"
    # a time the refusal lasts to ("bis Freitag", "jusqu'à lundi", "hasta el viernes", "до пятницы")
    r"bis|jusqu\w*|hasta|fino|finché|до|пока|حتى|لحد|لغاية|"
    # "only" but "only not" ("nur über einen Review", "только через ревью"; "nur nicht im Ordner")
    r"(?:nur|seulement|solo|sólo|solamente|soltanto|только|فقط)"
    r"(?!\s+(?:nicht|ned|net|pas|no|non|не|لا)(?!\w)))(?!\w)"
)
# deeds: the freed or the refused clause's verb
_DELETE = Lazy(
    r"(?<!\w)(?:очист\w*|очища\w*|l[öo]sch\w*|weg\s*mach\w*|wegtoa|wegtu\w*|ausmist\w*|ausleer\w*|leera|leeren|"
    r"leern|entfern\w*|eff?ac\w*|supprim\w*|vid\w*|borr\w*|elimin\w*|quit\w*|vac[ií]\w*|tir\w*|"
    r"cancell\w*|svuot\w*|butta\w*|удал\w*|снес\w*|снос\w*|чист\w*|стир\w*|"
    r"\w*مسح\w*|\w*محي|\w*فض\w*|تفريغ|فرّغ|خوي\w*|\w*حذف\w*)(?!\w)"
)
_PUSH = Lazy(r"(?<!\w)(?:push\w*|pusch\w*|pouss\w*|s[úu]b\w*|пуш\w*|ادفع|تدفع)(?!\w)")
_TOUCH = Lazy(
    r"(?<!\w)(?:rühr\w*|ruehr\w*|touch\w*|toqu\w*|toc\w*|трога\w*|تلمس\w*|تقرب\w*|تقيس\w*)(?!\w)"
)
# (mend-zg-sides) a change told ("änderst du nichts", "tu ne modifies rien", "non scrivere
# niente", "ничего не меняй", "no la edites"): written as "do not modify …"
_MODIFY = Lazy(
    r"(?<!\w)(?:(?:ver)?änder\w*|schreib\w*|bearbeit\w*|editier\w*|modifi\w*|écri\w*|[ée]dit\w*|"
    r"chang\w*|modific\w*|escrib\w*|cambi\w*|scriv\w*|измен\w*|"
    r"(?:по)?меня(?:й|ть|ешь|ете|ем|ют|л)\w*|(?:ис)?прав(?:ь|ить|ишь|ляй|ьте)\w*|редакт\w*|пиш\w*|"
    r"пис(?:ать|ал)\w*|\w*عدل\w*|\w*تكتب\w*|اكتب\w*)(?!\w)"
)
# (mend-zg-sides) a deed of the refused clause's own the checker has no ban for here: commit,
# merge, open or read, rename or move, insert, create, run, use ("no hagas commits", "ni la abras",
# "no la renombres", "mergst du nicht", "не коммить"): the rule is left to the reader
_OTHER_DEED = Lazy(
    r"(?<!\w)(?:commit\w*|committ\w*|коммит\w*|закоммит\w*|merge\w*|mergst|mergt|мерж\w*|смерж\w*|"
    r"fusionn\w*|rebase\w*|"
    r"abr(?:e|es|as|a|an|ir|irla|irlo|irlas)|ouvr\w*|öffne\w*|aprir\w*|apri(?:la|lo|re)?|"
    r"открыва\w*|открой\w*|откро\w*|lee|leas|lea|leer|leerla\w*|lire|lis|lisez|liest|lies|les(?:en|t)|"
    r"legg\w*|чита\w*|прочит\w*|consult\w*|"
    r"renombr\w*|renomm\w*|umbenenn\w*|benenn\w*|rinomin\w*|переимен\w*|"
    r"muev\w*|mueva\w*|mover\w*|déplac\w*|verschieb\w*|spost\w*|перемещ\w*|перенос\w*|"
    r"insert\w*|insér\w*|einfüg\w*|füg\w*|agreg\w*|añad\w*|aggiung\w*|inseri\w*|"
    r"добав\w*|вставл\w*|вставь\w*|erstell\w*|anleg\w*|crée\w*|crear\w*|creare|"
    r"созда\w*|ejecut\w*|exécut\w*|ausführ\w*|esegu\w*|запуск\w*|utilis\w*|benutz\w*|"
    r"verwend\w*|us(?:es|e|ar|arla|arlo|are|arla)|использ\w*)(?!\w)"
)
# (mend-zg-sides) a clause that only describes the place: a need, a state or "no problem" ("no la
# necesitamos", "brauchen wir nicht mehr", "нам не нужна", "n'est pas versionné", "ist nicht
# eingecheckt", "no está en git", "nicht wichtig", "pas de souci", "не вопрос", "n'a plus
# d'utilité", "non serve più"): its negation bears on no order and no deed — no refusal
_DESCRIBED = Lazy(
    r"(?<!\w)(?:brauch\w*|nötig|notwendig|benötig\w*|gebraucht|necesit\w*|hace\s+falta|hacen\s+falta|"
    r"serv(?:e|ono|ir|iva|ivano|ito)|sert|servent|sirv\w*|nécessaire|besoin|utilit\w*|utile|"
    r"inutile|útil|utilidad|нужн\w*|нужен|"
    r"надобн\w*|важн\w*|versionn\w*|versioniert|eingecheckt|getrackt|versionad\w*|tracciat\w*|"
    r"tracked|suivi|(?:en|in|im|dans|su|в)\s+(?:git|el\s+repo|repo)|wichtig|important\w*|"
    r"souci|problème|probl[eè]m\w*|problema|вопрос|проблем\w*|interess\w*|intéress\w*|"
    r"interes\w*)(?!\w)"
)
# a piece of the clause: up to a stop, or a reason given ("no, porque la necesitamos")
_PIECE = Lazy(
    r"(?:(?!\s(?:weil|denn|car|parce|porque|perché|poiché|потому|ведь|так\s+как)\s)[^,;:،—–])+"
)
# a question tag closing the sentence ("¿eh?", "hein ?", "ja?", "ладно?")
_TAG = Lazy(r"[,،]\s*¿?\s*[^\W\d_]{1,6}\s*[?؟]\s*$")
_CUT = Lazy(r"\s*(?:[;,،:]|\s[-–—])\s*")
_ONE_SENTENCE = Lazy(r"[.!?؟](?=\s+\S)")
# the ban asked_refused writes, a reason after it ("? Ni hablar, esa se queda.")
_BANNED = Lazy(
    r"\s*:\s*(?:interdit|tabu|vietato|prohibido|нельзя|ممنوع)\s*(?:[,،][^.;!?]*)?[.!]*\s*$"
)


def _named(part: str) -> list[tuple[str, str]]:
    return [
        (kind, name.rstrip(".-/"))
        for m in _NAMED.finditer(part)
        for kind, name in m.groupdict().items()
        if name and name.rstrip(".-/") not in _NOT_A_NAME
    ]


def _deed(part: str) -> str | None:
    if _TOUCH.search(part):
        return "touch"
    if _PUSH.search(part):
        return "push"
    if _DELETE.search(part):
        return "delete"
    if _MODIFY.search(part):  # (mend-zg-sides)
        return "modify"
    return None


def _told(kept: str) -> str:
    """(mend-zg-sides) `kept` without its pieces that only describe the place (a need, a state, "no
    problem") and tell no deed: what is left may still say a refusal."""

    def piece(m) -> str:
        words = _NAMED.sub(" ", m.group())  # a place's name says nothing ("la carpeta server")
        return m.group() if not _DESCRIBED.search(words) or _deed(words) else " " * len(m.group())

    return _PIECE.sub(piece, kept)


def _words(kind: str, name: str, deed: str) -> str | None:
    """The rule in the checker's own words: `deed` refused on the place `name` of `kind`."""
    if kind == "table":
        return f"don't truncate or drop the {name} table, and don't delete rows from it."
    if kind == "branch":
        if deed == "delete":
            return f"do not delete the {name} branch."
        return f"never push to the {name} branch."
    if deed == "push":
        return None
    if kind == "folder":
        verb = "delete" if deed == "delete" else "modify"
        return f"do not {verb} anything in the {name}/ folder."
    verb = "delete" if deed == "delete" else "modify"
    return f"do not {verb} the file {name}."


def _refused(free: str, kept: str) -> str | None:
    """The refused clause `kept` beside the freed `free`, in the checker's words, or None."""
    if not _LEAVE.search(free) or _LEAVE.search(kept) or _ALSO.search(kept):
        return None
    if _CONDITION.search(kept) or _NEGATED.search(free):
        return None
    # nor a leave under a condition of its own ("darfst du nur nach Rücksprache löschen"); its
    # "as you like" ("si tu veux", "quand tu veux", "cuando quieras") is no condition
    leave_only = free
    for m in _LEAVE.finditer(free):
        leave_only = leave_only[: m.start()] + " " * (m.end() - m.start()) + leave_only[m.end() :]
    if _CONDITION.search(leave_only):
        return None
    # a "but" alone refuses nothing ("aber im Ordner src bitte vorsichtig", "pero la rama main
    # avísame antes", "но папку logs чисти раз в неделю"): the refused clause says its refusal
    if not _REFUSAL.search(_told(kept)) or _REMINDER.search(kept):
        return None
    theirs = _named(free)
    mine = _named(kept)
    if len(mine) > 1:
        return None
    if not mine:
        # a branch's bare name beside "your branches" ("mais sur main, oublie ça")
        if not _YOUR_BRANCHES.search(free) or theirs:
            return None
        names = branches_named(kept) or {
            m.group("name") for m in _ONTO.finditer(kept) if m.group("name") not in _NOT_A_NAME
        }
        if len(names) != 1:
            return None
        mine = [("branch", next(iter(names)))]
    kind, name = mine[0]
    if any(n == name for _k, n in theirs):
        return None
    your_branches = kind == "branch" and _YOUR_BRANCHES.search(free)
    if not theirs and not your_branches and not _ANY_NOUN.search(free):
        return None
    # (mend-zg-sides) the refused clause's own deed decides; one the checker has no ban for here
    # (commit, open, rename, insert …) leaves the rule to the reader, and so does a freed one of
    # those borrowed ("Puedes leer la carpeta docs, pero la carpeta secrets no")
    deed = _deed(kept)
    if deed is None and _OTHER_DEED.search(kept):
        return None
    if deed is None:
        deed = _deed(free)
        if deed is None and _OTHER_DEED.search(free):
            return None
    if deed is None and kind in ("branch", "table"):
        return None
    if deed == "modify" and kind == "branch":
        return None
    return _words(kind, name, deed or "touch")


def side_by_side(text: str) -> str:
    """`text` (lower case, normalised) written as the ban its refused clause says (see the
    module's note), padded to its length; `text` itself where it is not two such clauses."""
    if not _ANY_NOUN.search(text):
        return text
    body = text.rstrip(" .!")
    asked = _BANNED.search(text)
    if asked:  # "vider le dossier sauvegardes : interdit" (asked_refused)
        clause = text[: asked.start()].lstrip("¿¡ ")
        mine = _named(clause)
        deed = _deed(clause)
        if len(mine) != 1 or deed is None or _ONE_SENTENCE.search(clause):
            return text
        words = _words(*mine[0], deed)
        return words.ljust(len(text)) if words else text
    body = _TAG.sub("", body)  # "…, ni la toques, ¿eh?"
    if _ONE_SENTENCE.search(body) or "?" in body or "؟" in body:
        return text
    for cut in _CUT.finditer(body):
        first, second = body[: cut.start()], body[cut.end() :]
        if not first.strip() or not second.strip():
            continue
        words = _refused(first, second) or _refused(second, first)
        if words:
            return words.ljust(len(text))
    return text
