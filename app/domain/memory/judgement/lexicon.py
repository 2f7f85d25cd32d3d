"""The shape of one language's table: which words do what. The engine reads every table alike.

A table holds compiled patterns only (compiled once, at import). Patterns run on the masked
view of one sentence in which greetings, lead-ins and scope phrases have been blanked to
spaces, so they anchor with `^\\s*` and never see quoted or pasted text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from re import Pattern

from app.deferred import kept_derivation
from app.domain.memory.judgement.first_chars import held_spaces, led
from app.domain.memory.judgement.needed_words import folded, gate, needed

NEVER = re.compile(r"(?!)")  # matches nothing: a table may leave a slot empty


def words(*lines: str) -> frozenset[str]:
    """A set of words written as space-separated lines."""
    return frozenset(" ".join(lines).split())


def rx(*alternatives: str, flags: int = re.I) -> Pattern[str]:
    """One pattern from alternatives, case-insensitive unless told; a word written with an
    accent also matches it typed without one ("préfère" reads "prefere", "ещё" reads "еще")."""
    # (read back where an earlier process kept it: the texts alone decide it)
    sources = kept_derivation(
        ("lexicon.unaccented", alternatives), lambda: tuple(map(unaccented, alternatives))
    )
    # (leading spaces held where no way of giving them back can match: first_chars.held_spaces)
    sources = kept_derivation(
        ("first_chars.held_spaces", sources, int(flags)),
        lambda: tuple(held_spaces(a, flags) for a in sources),
    )
    pattern = led(re.compile("|".join(f"(?:{a})" for a in sources), flags))
    ALTERNATIVES[pattern] = sources
    return pattern


def taken_back(
    alone: str = "",
    verbs: str = "",
    objects: str = "",
    *,
    objects_first: bool = False,
    gap: str = r"\s+",
    verbs_alone: bool = False,
) -> str:
    """A retraction as word classes rather than phrases: a formula that takes back by itself
    ("never mind", "jk", "算了", "冗談です"), or a verb of cancelling ("forget", "ignore", "scrap",
    "忽略", "無視して") with an object that points at what was said ("that", "what I said", "the
    previous sentence", "这句", "今のは"), in the language's own order. A new wording is a new
    pairing of words the classes already hold, not a new phrase."""
    parts = []
    if verbs and objects:  # first: "забудь это правило" is taken back whole, not "забудь" alone
        pair = (
            f"(?:{objects}){gap}(?:{verbs})" if objects_first else f"(?:{verbs}){gap}(?:{objects})"
        )
        parts.append(pair)
    if alone:
        parts.append(f"(?:{alone})")
    if verbs and verbs_alone:
        # a verb of cancelling with its object, or none, before punctuation or the end ("scratch
        # that" and "annule," alike; an object pronoun joined to it: "anúlalo"): a table says so
        # (or a time that only puts it off: "oublie pour l'instant", "forget it for now")
        parts.append(rf"(?:{verbs})(?:lo|la|le)?(?=(?:\s+{FOR_NOW})?(?:\s*[,.!;…]|\s*$))")
    return "|".join(parts)


# For now ("for now", "pour l'instant", "pour le moment", "por ahora", "per ora", "per adesso",
# "erstmal", "vorerst", "пока"): a time that only puts a cancelling off.
FOR_NOW = (
    r"(?:for\s+now|pour\s+l['’]instant|pour\s+le\s+moment|por\s+ahora|por\s+el\s+momento|per\s+ora|"
    r"per\s+adesso|per\s+il\s+momento|erstmal|erst\s+mal|vorerst|fürs\s+Erste|пока)"
)


# A word of a note: a noun, a path, a tool's name ("pnpm", "tests/unit", "kebab-case", "d'emoji").
NOTE_WORD = r"[\w.\-/@+#*'’\u2219\"«»“”‘]+(?:\(\))?"
NOTE_END = r"\s*[.!。！]*\s*$"


def note(most: int) -> str:
    """A fragment of one to `most` + 1 words: a noun phrase, with no verb said of it."""
    return rf"{NOTE_WORD}(?:\s+{NOTE_WORD}){{0,{most}}}"


# A place a note is said of, after its thing: a preposition of place and a few words ("in the
# code", "dans le code", "en el código", "nel codice", "im Code", "в коде", "في الكود").
_WHERE = (
    r"(?:\s+(?:in|inside|on|dans|sur|en|nel|nella|nei|negli|nelle|su|im|in\s+der|auf|в|во|на|في|على|"
    # (or where it goes to or comes from: "Niente chiamate dirette al servizio pagamenti")
    r"to|from|al|alla|ai|dal|dalla|dai|desde|hacia|к|из|от|إلى|من)\s+"
    + note(3)
    # the place named by a chain of "of" ("en las variables de entorno del frontend", "en el
    # servidor de la base de datos", "nel codice del modulo di pagamento")
    + r"(?:\s+(?:of|de|del|des|du|di|della|dello|dei|degli|delle|al|alla|ai|dal|dalla|dai)\s+"
    + note(2)
    + r"){0,2})?"
)


def verbless(
    *,
    clause: str,
    none: str = "",
    idioms: str = "",
    but_not: str = "",
    not_but: str = "",
    instead: str = "",
    only_after: str = "",
    only_before: str = "",
    tail: str = "",
    bare: bool = False,
) -> tuple[str, ...]:
    """A convention stated with no verb, as word classes rather than phrases: the whole sentence
    is a short note built on a word of one of these classes, each slot a fragment of a few words.

    - `none`: a negative determiner before what is excluded ("no force pushes", "keine Emojis
      in Commits", "pas d'emoji", "nada de emojis", "никаких эмодзи", "لا إيموجي"); `idioms`
      the words after it that make a formula instead ("no worries", "kein Problem");
    - `but_not`: "X, not Y" ("tabs, not spaces", "tabs, pas d'espaces", "X, nicht Y"), with its
      comma, or without it where `bare` ("tabs not spaces", "مسافات مش تاب": where a verb does
      not stand before a negation, as in "Der Server heißt nicht X", "no se llama X");
    - `not_but`: "Y no, X" ("tabs no, espacios", "탭 말고 스페이스"), the word with what parts it;
    - `instead`: "X instead of Y" ("Tabs statt Spaces", "X au lieu de Y", "X вместо Y");
    - `only_after` / `only_before`: "pnpm only", "pnpm uniquement".

    `clause` finds what makes a fragment a clause or a formula (a subject pronoun, a copula, a
    verb's ending, "now"/"today"): "it's the parser, not the lexer", "ahora no, gracias". `tail`
    is a word that may close the note after a comma ("tabs > spaces, always")."""
    no_clause = rf"(?!.*(?:{clause}))"
    # after a class word: spaces, or none after an apostrophe or comma ("pas d'emoji", "no, X")
    sep = r"(?:(?<=['’,，、])\s*|\s+)"
    end = (rf"(?:\s*,\s*(?:{tail}))?" if tail else "") + NOTE_END
    out: list[str] = []
    if none:
        formula = rf"(?!(?:{idioms})(?![\w'’]))" if idioms else ""
        # the thing excluded, and where it is excluded ("… in the code", "… dans le code")
        out.append(rf"(?:{none}){sep}{formula}{note(5)}{_WHERE}{end}")
    if but_not:
        comma = r"(?:\s*,\s*|\s+)" if bare else r"\s*,\s*"
        out.append(rf"{note(3)}{comma}(?:{but_not}){sep}{note(3)}{end}")
    if not_but:
        out.append(rf"{note(3)}\s+(?:{not_but}){sep}{note(3)}{end}")
    if instead:
        out.append(rf"{note(3)}\s+(?:{instead}){sep}{note(3)}{end}")
    if only_after:
        out.append(rf"{note(2)}\s+(?:{only_after}){end}")
    if only_before:
        out.append(rf"(?:{only_before}){sep}{note(2)}{end}")
    # (the clause test once, then the classes: it reads the whole sentence, and was read again
    # for each class when it stood at the head of each; the same sentences match)
    return (rf"^\s*{no_clause}(?:{'|'.join(f'(?:{way})' for way in out)})",) if out else ()


def each_needs(every: str, needs: str, most: int = 4, relative: str = "") -> str:
    """A requirement set on every item of a kind, as word classes: a universal determiner (with
    the preposition a language may put before it), the kind of item in a few words, then a verb of
    needing or requiring ("Every PR needs two reviews", "Jeder PR braucht …", "Chaque migration
    nécessite …", "К каждой миграции нужен …", "كل طلب دمج يحتاج …"). What each item must have
    is a standing rule of the work, whatever the item's name. The kind may be told by a relative
    clause (`relative`: "Toute PR qui touche à l'auth doit …", "Jeder PR, der …, braucht …")."""
    clause = rf"(?:\s*,?\s*(?:{relative})\s[^,.;:!?]{{1,60}}?,?)?" if relative else ""
    return rf"^\s*(?:{every})\s+{note(most)}{clause}\s+(?:{needs})(?![\w'’])"


def wish_every(wish: str, every: str) -> str:
    """The speaker's wish said of every item of a kind, as word classes: a frame of wishing
    with its complementiser, then a distributive determiner, never "all" ("I want all of them to
    come" is no rule): "I want every PR to have …", "Ich
    will, dass jede neue Funktion …", "Je veux que chaque PR ait …", "Я хочу, чтобы каждый …"):
    what every item is to be is a standing rule, as an order over every item is."""
    return rf"^\s*(?:{wish})\s*(?:{every})\s"


# The alternatives each pattern rx made was joined from, so a reader may split them again (the
# engine searches words that a phrase may open with a comma for without that optional comma: a
# pattern that can begin anywhere is scanned several times slower than one led by a word).
ALTERNATIVES: dict[Pattern[str], tuple[str, ...]] = {}


# Letters people often type without their accent, and the letter they type instead. Umlauts
# and ß stay apart: German writes "ue", not "u", without them, and "würde"/"wurde",
# "könnte"/"konnte", "hätte"/"hatte" differ by them alone.
_BARE = dict(zip("áàâãéèêëíìîïóòôõúùûçñё", "aaaaeeeeiiiioooouuucnе", strict=True))
# Words the accent alone tells apart from another word the tables read differently (Spanish
# question words from relatives, "está" from "esta"), kept exact; words of under four letters
# ("à", "où", "sí", "él", "più") likewise, but for "ça" and any word with "ё".
_EXACT = words(
    "cómo dónde cuándo cuánto cuánta cuántos cuántas quién quiénes cuál cuáles está ésta éste ésto hacía"
)
_SHORT_BARE = frozenset(["ça"])


def unaccented(source: str) -> str:
    """A pattern's source in which each accented letter of a word of four letters or more
    (outside a character class) also matches the letter typed without the accent."""
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        word = "".join(run)
        folded = word.casefold()
        if any(c in _BARE for c in folded) and (
            ("ё" in folded or len(word) >= 4 or folded in _SHORT_BARE) and folded not in _EXACT
        ):
            out.extend(f"[{c}{_BARE[c.casefold()]}]" if c.casefold() in _BARE else c for c in word)
        else:
            out.append(word)
        run.clear()

    in_class = escaped = False
    for ch in source:
        if escaped:
            out.append(ch)
            escaped = False
            continue
        if not in_class and ch.isalpha():
            run.append(ch)
            continue
        flush()
        out.append(ch)
        if ch == "\\":
            escaped = True
        elif ch == "[" and not in_class:
            in_class = True
        elif ch == "]" and in_class:
            in_class = False
    flush()
    return "".join(out)


@dataclass(frozen=True)
class Form:
    """An explicit form: `pattern` matches the sentence and names the stored words `rest`."""

    pattern: Pattern[str]
    rewrite: Callable[[str], str] | None = None  # tidy the words (e.g. "pnpm zu verwenden")


@dataclass(frozen=True)
class Lexicon:
    code: str  # "en", "zh" (Simplified and Traditional), "ja", …
    # --- what is taken away before judging (each blanked wherever it stands)
    openers: Pattern[str] = NEVER  # one greeting or discourse word at the start, with its comma
    please: Pattern[str] = NEVER  # politeness words ("please", "请", "bitte")
    # A thanks that closes the sentence, unpunctuated as voice-typed text has it ("… thanks",
    # "… спасибо", "… شكرا", "…吧谢谢"): no part of the rule, and no politeness that makes a topic
    # a convention ("Tests are failing thanks" stays a report).
    closers: Pattern[str] = NEVER
    lead_in: Pattern[str] = NEVER  # "from now on": makes the sentence lasting
    scope_user: Pattern[str] = NEVER  # "in all my projects" → Personal
    scope_session: Pattern[str] = NEVER  # "in this chat" → this Session
    scope_space: Pattern[str] = NEVER  # "in this project" → the Space (the default anyway)
    # the team's place, then a statement of the whole ("Chez nous, tout est …", "Aquí todo se
    # …", "عندنا كل شيء …"): how the team works, a convention; blanked like a lead-in
    team_place: Pattern[str] = NEVER
    # where the team works, said first, one or more place words ("qui da noi", "chez nous",
    # "bei uns", "aquí", "around here"): with a clause said of the team or of no one after it
    # ("… i test si scrivono con pytest", "… les tests s'écrivent avec pytest"), how the team
    # works, a convention (forms.team_way)
    team_here: Pattern[str] = NEVER
    polite_frame: Pattern[str] = NEVER  # "could you …?" around a lasting request
    request_frame: Pattern[str] = NEVER  # "I'd like you to …": dropped from the stored words
    # --- refusals: any of these and the sentence states no rule
    question: Pattern[str] = NEVER
    one_off: Pattern[str] = NEVER
    hedge: Pattern[str] = NEVER
    # A polite wish addressed to the assistant ("It'd be great if you always …", "Es wäre schön,
    # wenn du immer …", "…てくれると助かります"): no hedge, and its past form is the wish's mood.
    wish: Pattern[str] = NEVER
    past: Pattern[str] = NEVER
    reported: Pattern[str] = NEVER
    everyday: Pattern[str] = NEVER
    # the weather or the traffic said with an always (world.weather): asked beside `everyday`, a
    # slot of its own so that its words (rain, fog, jam …) gate it and `everyday` keeps its own
    weather: Pattern[str] = NEVER
    negated_memory: Pattern[str] = NEVER  # "don't remember this"
    context_less: Pattern[str] = NEVER  # "do it like this"
    task: Pattern[str] = NEVER  # a one-off job ("新建一个 hello.py"); refused unless lasting
    # "no, wait, forget it": everything said before it in the message is taken back (a span
    # that ends where the marker ends; what follows may still state a rule)
    retraction: Pattern[str] = NEVER
    # A correction marker ("sorry, I mean", "make that", "哦不是", "じゃなくて", "euh non", "ой"):
    # it takes back only when it mends what was just said ("Use tabs, sorry, I mean spaces") or a
    # rule follows it; otherwise ("Always use tabs, sorry if that's strict") it is ignored.
    correction: Pattern[str] = NEVER
    denial: Pattern[str] = NEVER  # "it's not true that …", "I never said …": words denied
    # A claim the sentence disputes ("it's not true that we always squash", "non è vero che",
    # "I never said …"): what it holds up is denied, no rule of the user's.
    disputed: Pattern[str] = NEVER
    # An answer that opens with "no" ("No, we don't deploy on Fridays"): when what follows is a
    # negated statement, not an order, it denies what was asked or assumed.
    answer_no: Pattern[str] = NEVER
    negated: Pattern[str] = NEVER  # a negation in a clause ("don't", "ne … pas", "nicht", "不")
    # --- the structure of a clause (app/domain/memory/judgement/clauses.py reads these alike)
    condition_lead: Pattern[str] = (
        NEVER  # "If a test fails, " / "如果…，" / "…たら、": match ends it
    )
    condition_tail: Pattern[str] = NEVER  # " before you delete any file": match starts it
    directive: Pattern[str] = NEVER  # a main clause that asks for an act (imperative, "you must")
    # A clause that opens with its verb: its first word is of no closed class (no article,
    # pronoun, demonstrative, auxiliary). Read only in the main clause of a condition, where a
    # statement would open with its subject ("If a PR is approved, squash it").
    verb_first: Pattern[str] = NEVER
    # The plain present said to the one addressed, its object a pronoun or a noun ("…, lo giri al
    # commerciale", "…، تحوّله لقسم المالية"): read only where a clause is governed (a condition's
    # main clause, a recurring time's), where it says what to do then, as a directive does.
    you_then: Pattern[str] = NEVER
    permission: Pattern[str] = NEVER  # permission or waiver: "is allowed", "optional", "允许"
    # A clause opening with a permission to the one addressed ("you can …", "puoi …", "можно …",
    # "يمكنك …"): under a condition it is a standing permission, as a directive is a standing order.
    may: Pattern[str] = NEVER
    recurring: Pattern[str] = NEVER  # a recurring time: "on Fridays", "freitags", "每周五"
    restricted: Pattern[str] = (
        NEVER  # limited to a recurring time: "only on Fridays", "nur freitags"
    )
    occasion: Pattern[str] = NEVER  # one occasion: "this Friday", "diesen Freitag", "这周五"
    specific: Pattern[str] = NEVER  # one thing pointed at: "this hotfix", "这个热修复", "この PR"
    # A period named relative to another ("last week", "上周", "その週", "지난주", "за прошлую
    # неделю", "الأسبوع الماضي"): under a recurring time it is that time's, not one occasion
    # (times.within_recurring).
    relative_period: Pattern[str] = NEVER
    # A folder named by the word for one, with no slash ("في مجلد settings", "config 資料夾", "в папку
    # config", "config フォルダ", "config 폴더"): a place as a path is (places.placed).
    folder: Pattern[str] = NEVER
    # A condition on what the program does at run time ("When the user clicks Save, …", "If the
    # API returns a 429, …"): the sentence specifies the code being written, not the work.
    runtime: Pattern[str] = NEVER
    # A condition that happens once ("once CI is green", "sobald", "как только") is one
    # occasion unless it speaks of any one of a kind (`generic`: "a", "any", "every", "jede").
    single_event: Pattern[str] = NEVER
    generic: Pattern[str] = NEVER
    # A relative clause ("a function that returns every Friday"): the times and quantities in
    # it belong to its noun, not to when or how often the work is done.
    relative: Pattern[str] = NEVER
    # One thing made, then how it behaves (issue 33, sixth round): a relative clause after one
    # object introduced as new ("a function that always returns …", "eine Funktion, die immer …",
    # "функцию, которая всегда …", "دالة تُرجع دائمًا …"), or a causative whose subject is a part
    # of the product ("Haz que el banner …", "Fai in modo che il pulsante …", "اجعل الزر …"). A
    # frequency word after it ("always", "never") is the thing's behaviour, not the addressee's
    # conduct: the sentence specifies one piece of work. The match ends where that clause opens.
    made_one: Pattern[str] = NEVER
    # A waiver of the speaker's gate: leave to act alone or as one likes ("feel free to", "you can
    # … yourself", "at any time", "without asking me"); lasting unless said of one thing pointed
    # at or as an offer to be asked (clauses.lasting)
    waiver: Pattern[str] = NEVER
    # A necessity said impersonally or of anyone, at the start ("il faut", "on doit", "bisogna",
    # "occorre", "si deve", "se debe", "hay que", "man muss/soll/sollte", "нужно", "надо",
    # "следует", "يجب", "لا بد من", "ينبغي", "one must"): with a universal word, a norm
    # (clauses.normative).
    norm: Pattern[str] = NEVER
    # A condition that supposes ("if", "si", "falls", "если", "إذا", "如果", "たら"): a past form
    # in it is the supposition's ("…, tell me if it failed"), not a story of the past.
    hypothetical: Pattern[str] = NEVER
    head_final: bool = False  # a relative clause stands before its noun (Japanese, Korean)
    # A directive over every item of a kind ("Tag me on any PR …", "…在任何 PR 上…"): lasting.
    quantified: Pattern[str] = NEVER
    filler: frozenset[str] = (
        frozenset()
    )  # words that carry no rule of their own ("do", "it", "this")
    # A complaint about what the assistant does ("I hate it when you …", "arrête de …", "最烦你…"):
    # a rule against it, which also says what a following "that" is ("…, stop doing that").
    complaint: Pattern[str] = NEVER
    # A verbless convention (a chat fragment, a note): a choice between alternatives or an
    # exclusive or prohibited thing, stated with no verb ("tabs, not spaces", "pnpm only",
    # "no force pushes", "Tabs statt Spaces", "탭 말고 스페이스", "لا إيموجي في الكوميت").
    contrast: Pattern[str] = NEVER
    # How a thing is made, said after the thing with no verb ("Variablennamen auf Englisch",
    # "Имена веток латиницей", "变量名用英文"): with `topic`, a convention.
    manner: Pattern[str] = NEVER
    # A word that makes a rule last by itself ("always", "never", "every time", "whenever",
    # "每次", "一律", "必ず", "toujours", "immer", "siempre", "всегда", "دائما"): in a long task
    # message, where a plain order is a step of the task, a suggestion needs one (or a lead-in,
    # a scope phrase, a condition or a recurring time).
    universal: Pattern[str] = NEVER
    # A bound on a number ("at most 300", "300 lignes max", "massimo 300", "最多重試兩次", "최대
    # 두 번", "بحد أقصى 300"): a limit set on the work is a constraint, with or without a verb.
    limit: Pattern[str] = NEVER
    # Beginning with a literal prefix ("start with feature/", "commencent par feat/", "iniziano con
    # JIRA-", "تبدأ بـ fix/", "feature/로 시작"): how things are named, a convention.
    prefixed: Pattern[str] = NEVER
    # A kind of thing in the plural, then how every one of them is made, in the generic present:
    # a passive or a copula and a phrase of manner ("Docker images are tagged with the commit
    # hash", "Les clés de traduction sont en snake_case", "Tabellennamen stehen im Singular"): a
    # convention stated as a fact of the work.
    kind_made: Pattern[str] = NEVER
    # An event of the work, a verb of its taking place and a time that recurs ("The on-call
    # handover happens every Monday", "La passation a lieu chaque lundi", "Die Übergabe findet
    # jeden Montag statt"): the team's schedule, a rule of when.
    scheduled: Pattern[str] = NEVER
    # Putting things in a place ("put", "keep", "… go in", "mets", "kommen in", "放", "に置いて",
    # "에 두세요"): with a folder as the place and a kind of thing, no one file, a convention of
    # where things live ("Put the fixtures in tests/data", "로그 파일은 /var/log/app에 두세요").
    placement: Pattern[str] = NEVER
    # What a lead before a colon says of what follows: that it holds in general or is a rule
    # ("And in general: …", "Et de manière générale : …", "一件事，以後都這樣做：…", "E in
    # generale, per tutto il progetto: …"): a generality adverb, a noun naming a rule, a time to
    # come, a word pointing forward ("as follows"). In a long task message it parts a rule for
    # the work to come from the steps of today's work, as a lead-in does.
    announce: Pattern[str] = NEVER
    # A thing work makes, named first as the topic ("Commit messages: …", "Названия веток — …",
    # "Les noms de branches, c'est …", "Commit-Messages bitte …"): with a separator or "please"
    # after it, what follows is how it is made, a convention stated without a verb.
    topic: Pattern[str] = NEVER
    # --- recognising a rule
    rule: tuple[Pattern[str], ...] = ()  # standing-rule forms without a lead-in
    preference: Pattern[str] = NEVER  # the rule is a liking → kind preference
    material: Pattern[str] = NEVER  # "summarise this:": what follows is material
    # --- explicit requests (SPEC §2.1)
    remember: tuple[Form, ...] = ()
    prefer: tuple[Form, ...] = ()
    # the remember verb asked for in a wish or a polite question rather than an imperative ("I'd
    # like you to remember that …", "Kannst du dir merken, dass …?", "Je voudrais que tu retiennes
    # que …"): a frame of request, the verb in the form that frame takes, then its "that" clause.
    # Read also when the sentence ends with a question mark.
    remember_asked: tuple[Form, ...] = ()
    # a remember verb alone, pointing back at what was just said ("The VPN is corp-vpn. Remember
    # that.", "운영 도메인은 …이야. 기억해 둬.", "服务器是 db01，记住了。"): the sentence before it is
    # the fact to keep
    remember_back: Pattern[str] = NEVER
    # remember asked of a thing not yet said (asked_ahead.py): tried only on a question
    asked_ahead: Pattern[str] = NEVER
    not_remembered: Pattern[str] = NEVER  # words that are no fact to keep ("when we …")
    not_preferred: Pattern[str] = NEVER  # words that are no preference ("not to say")
    prefer_cut: Pattern[str] = NEVER  # where a preferred thing ends (", so keep them brief")
    # --- typo tolerance (typos.py): the cue words a rule turns on, mended when typed one edit
    # away, and the words of the language one edit from a cue that are words of their own
    typo_cues: frozenset[str] = frozenset()
    typo_words: frozenset[str] = frozenset()
    # --- which of the Latin-script languages a sentence is written in: its commonest words
    function_words: frozenset[str] = frozenset()
    letters: str = ""  # letters only this one of them writes ("ñ", "ß", "ç", "ì"): a word each


class Slot:
    """One slot of every table tried on a sentence (patterns kept apart: Python's regex engine
    scans a literal-led pattern much faster than one alternation of them all)."""

    __slots__ = ("_searched", "patterns")

    def __init__(self, patterns: list[re.Pattern[str]]):
        self.patterns = tuple(led(p) for p in patterns if p is not NEVER)
        # each pattern with the search for the words one of which its match needs
        # (needed_words.gate), or None
        self._searched = tuple(
            (p, None if (words := needed(p)) is None else gate(words)) for p in self.patterns
        )

    def search(self, text: str) -> bool:
        # a loop, not any() over a generator: ~40 calls a message, the generator a third of each;
        # a pattern whose needed words the sentence lacks is not run (it could not match)
        low = None
        for p, holds_one in self._searched:
            if holds_one is not None:
                if low is None:
                    low = folded(text)
                if holds_one(low) is None:
                    continue
            if p.search(text):
                return True
        return False

    def runnable(self, text: str) -> list[re.Pattern[str]]:
        """The slot's patterns that may match in the text: those whose needed words it holds (a
        pattern scanned for every match, `finditer`, is asked first as `search` asks)."""
        low = None
        found = []
        for p, holds_one in self._searched:
            if holds_one is not None:
                if low is None:
                    low = folded(text)
                if holds_one(low) is None:
                    continue
            found.append(p)
        return found

    def match(self, text: str) -> re.Match[str] | None:
        for p in self.patterns:
            m = p.match(text)
            if m:
                return m
        return None
