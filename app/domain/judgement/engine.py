"""The judgement itself: one pass over the sentences of a message, every language table alike."""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain import scripts
from app.domain.judgement import ar, clauses, de, en, es, fr, it, ja, ko, ru, zh
from app.domain.judgement.lexicon import ALTERNATIVES, NEVER, Lexicon, Slot
from app.domain.judgement.model import ExplicitRequest, Judgement, Suggestion
from app.domain.judgement.text import (
    GAP,
    MASK,
    Sentence,
    cut_material,
    prepare,
    sentences,
    stored_words,
    tidy,
    word_count,
)
from app.domain.model import Kind, Scope

# Each language's table is compiled on first use, when a sentence in its script is read: a
# hook judging an English prompt never pays for the Arabic or Chinese tables.
LATIN = (en.table, fr.table, de.table, es.table, it.table)

MAX_RULE_CHARS = 240  # a sentence longer than this is not where a careful person finds a rule
MAX_CONTENT_CHARS = 300  # SPEC §2.2: what propose_memory_rule accepts

_KANA = re.compile(f"[{scripts.KANA}]")
_HAN = re.compile(
    f"[{scripts.HAN_EXTENSION_A}{scripts.YIJING}{scripts.HAN_UNIFIED}{scripts.HAN_COMPATIBILITY}]"
)
_HANGUL = re.compile(f"[{scripts.HANGUL}]")
_CYRILLIC = re.compile(f"[{scripts.CYRILLIC}]")
_ARABIC = re.compile(f"[{scripts.ARABIC}]")
_LATIN = re.compile(f"[{scripts.LATIN}]{{2,}}")
_STOP = re.compile(r"[.。!！]$")
_WORDS = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
# What announces pasted material in any language: a forwarded or quoted email's header, a
# quoted reply's "X wrote:" line (as mail programs write it in the 11 languages), an HTML
# quotation, and, in English, the words that present someone else's text ("Bob wrote this.",
# "ChatGPT answered:", "Here's a web page I found.", "Summarise the following." at a line's end).
# Each pattern behind a test of the words it needs (a substring test is much cheaper than a
# regex scan, and these run on every message).
_REPORT_VERBS = (
    "wrote",
    "said",
    "says",
    "answered",
    "replied",
    "responded",
    "writes",
    "posted",
    "commented",
    "sent",
)
_PASTED = (
    (
        lambda low: "--" in low,
        re.compile(
            r"-{2,}\s*(?:Original\s+Message|Forwarded\s+message|Ursprüngliche\s+Nachricht|"
            r"Message\s+d['’]origine|Mensaje\s+original|Messaggio\s+originale|"
            r"Исходное\s+сообщение|原始邮件|原始郵件|元のメッセージ|원본\s*메시지|الرسالة\s+الأصلية)\s*-{2,}",
            re.I,
        ),
    ),
    (
        lambda low: "forwarded" in low,
        re.compile(r"^\s*(?:Begin\s+forwarded\s+message|Forwarded\s+message)\b", re.I | re.M),
    ),
    (
        lambda low: "\n" in low and (":" in low or "：" in low),
        re.compile(
            r"^(?:From|Von|De|Da|От|发件人|寄件者|差出人|보낸\s*사람|من)\s*[:：].{1,200}\n", re.M
        ),
    ),
    (
        lambda low: "<" in low,
        re.compile(r"<blockquote\b|<q\b", re.I),
    ),
    (
        lambda low: ":" in low or "：" in low,
        re.compile(
            r"^[^\n]{0,80}?\b(?:wrote|schrieb|a\s+écrit|escribió|ha\s+scritto|написал[аи]?)\s*:[ \t]*$"
            r"|^[^\n]{0,80}?(?:写道|寫道|が書きました|님이\s*작성|كتب)\s*[:：][ \t]*$",
            re.I | re.M,
        ),
    ),
    (
        lambda low: any(w in low for w in _REPORT_VERBS),
        re.compile(
            r"^[ \t]*[\w@.'’\-]{1,30}(?: [\w@.'’\-]{1,30}){0,3} (?:wrote|said|says|answered|replied|"
            r"responded|writes|posted|"
            r"commented|sent)(?:\s+(?:this|that|the\s+following|me\s+this))?\s*[:：.]",
            re.I | re.M,
        ),
    ),
    (
        lambda low: "here" in low,
        re.compile(
            r"\bhere(?:'s|’s|\s+is|\s+are)\s+(?:a|an|the|this|some|my|his|her|their)\s+(?:[\w-]+\s+){0,3}?"
            r"(?:page|web\s*page|site|email|e-mail|mail|message|article|post|text|document|doc|snippet|answer|"
            r"reply|output|thread|comment|readme|file|transcript|chat|conversation|review|ticket|issue)\b"
            r"[^.!?\n]{0,60}[.:!]",
            re.I,
        ),
    ),
    (
        lambda low: "\n" in low,
        re.compile(
            r"\b(?:summari[sz]e|translate|proofread|rewrite|rephrase|review|check|explain|reply\s+to|"
            r"answer)\s+(?:the\s+following|this|these|that|the\s+(?:email|message|text|page|article|"
            r"thread|doc(?:ument)?|post|comment))\b[^.!?\n:]{0,40}[.?!:]?[ \t]*(?=\n)",
            re.I,
        ),
    ),
)

# One numbered item, in any language ("look at PR 42", "#1234", "42 号 PR", "PR 42번"): a job
# for that item, not a rule for the work to come.
_ONE_ITEM = re.compile(
    r"(?<![\w/.])(?:PR|MR|issue|ticket|bug)\s*#?\d+(?!\w)|(?<![\w&])#\d+(?!\w)|\d+\s*号\s*(?:PR|MR)",
    re.I,
)
_REFUSALS = ("one_off", "occasion", "hedge", "reported", "negated_memory", "disputed")
_SLOTS = (
    "openers",
    "please",
    "closers",
    "lead_in",
    "scope_user",
    "scope_session",
    "scope_space",
    "polite_frame",
    "request_frame",
    "question",
    "task",
    "preference",
    "retraction",
    "correction",
    "contrast",
    "manner",
    "universal",
    "announce",
    "placement",
    "limit",
    "everyday",
    "past",
    "context_less",
    "denial",
    "answer_no",
    "negated",
    "may",
    "condition_lead",
    "condition_tail",
    "directive",
    "verb_first",
    "permission",
    "recurring",
    "restricted",
    "specific",
    "runtime",
    "relative",
    "hypothetical",
    "single_event",
    "generic",
    "quantified",
    "complaint",
    "topic",
    "wish",
    *_REFUSALS,
)


@dataclass(frozen=True)
class Group:
    """The tables tried on one sentence, slot by slot."""

    lexicons: tuple[Lexicon, ...]
    slots: dict[str, Slot]
    rule: Slot
    filler: frozenset[str]

    def __getattr__(self, slot: str) -> Slot:
        try:
            return self.slots[slot]
        except KeyError:
            raise AttributeError(slot) from None


# A group per combination of tables met so far (a handful: one per script mix), built once.
_GROUPS: dict[tuple[str, ...], Group] = {}


def _group(lexicons: tuple[Lexicon, ...]) -> Group:
    key = tuple(lex.code for lex in lexicons)
    group = _GROUPS.get(key)
    if group is None:
        group = _GROUPS[key] = _make_group(lexicons)
    return group


def _make_group(lexicons: tuple[Lexicon, ...]) -> Group:
    return Group(
        lexicons=lexicons,
        slots={slot: Slot([getattr(lex, slot) for lex in lexicons]) for slot in _SLOTS},
        rule=Slot([p for lex in lexicons for p in lex.rule]),
        filler=frozenset().union(*(lex.filler for lex in lexicons)),
    )


def lexicons_for(text: str) -> tuple[Lexicon, ...]:
    """The tables worth trying on a sentence, from the scripts it is written in."""
    found: list[Lexicon] = []
    if _KANA.search(text):
        found.append(ja.table())
    elif _HAN.search(text):
        found.append(zh.table())
    if _HANGUL.search(text):
        found.append(ko.table())
    if _CYRILLIC.search(text):
        found.append(ru.table())
    if _ARABIC.search(text):
        found.append(ar.table())
    if _LATIN.search(text):
        found.extend(table() for table in LATIN)
    return tuple(found)


def _material(text: str) -> list[re.Pattern[str]]:
    """What announces material to work on ("Summarise this:", "翻译一下："), in the languages of
    the scripts the message uses (Japanese and Chinese both where there are Han characters)."""
    tables = list(lexicons_for(text))
    if _KANA.search(text) and _HAN.search(text):
        tables.append(zh.table())
    return [lex.material for lex in tables if lex.material is not NEVER]


def _blank(work: str, a: int, b: int) -> str:
    return work[:a] + GAP * (b - a) + work[b:]


def _probe(work: str) -> str:
    """The view patterns run on: removed words read as spaces."""
    return work.replace(GAP, " ")


def _remove_all(work: str, slot: Slot) -> tuple[str, bool]:
    """Blank every stretch the slot's patterns find; True when there was one."""
    found = False
    probe = _probe(work)
    for led, rest in _removal(slot):
        spans = list(_finditer(led, rest, probe))
        if spans:
            for a, b in spans:
                work = _blank(work, a, b)
            probe = _probe(work)
            found = True
    return work, found


def _finditer(led: re.Pattern[str] | None, rest: re.Pattern[str] | None, text: str):
    """The spans one pattern's finditer would give, from its alternatives split in two: `led`,
    those that open with ",?\\s*", searched without it (its comma and spaces added back to what
    it finds), and `rest`; leftmost first, as the one alternation would scan."""
    pos = 0
    while pos <= len(text):
        best: tuple[int, int] | None = None
        if led is not None and (m := led.search(text, pos)) and m.end() > m.start():
            a = m.start()
            while a > pos and text[a - 1].isspace():
                a -= 1
            if a > pos and text[a - 1] == ",":
                a -= 1
            best = (a, m.end())
        m = rest.search(text, pos) if rest is not None else None
        if m and m.end() > m.start() and (best is None or m.start() < best[0]):
            best = m.span()
        if best is None:
            return
        yield best
        pos = best[1]


_COMMA_LED = ",?\\s*"
_REMOVALS: dict[int, tuple[tuple[re.Pattern[str] | None, re.Pattern[str] | None], ...]] = {}


def _removal(slot: Slot) -> tuple[tuple[re.Pattern[str] | None, re.Pattern[str] | None], ...]:
    """Each of the slot's patterns as searched for removal: the alternatives that open with an
    optional comma and spaces (",?\\s*in all my projects") apart, searched without them (a
    pattern that may begin anywhere is scanned several times slower than one led by a word)."""
    found = _REMOVALS.get(id(slot))
    if found is None:
        out: list[tuple[re.Pattern[str] | None, re.Pattern[str] | None]] = []
        for pattern in slot.patterns:
            sources = ALTERNATIVES.get(pattern) or ()
            led = [a.removeprefix(_COMMA_LED) for a in sources if a.startswith(_COMMA_LED)]
            if not led:
                out.append((None, pattern))
                continue
            rest = [a for a in sources if not a.startswith(_COMMA_LED)]
            out.append(
                (
                    re.compile("|".join(f"(?:{a})" for a in led), pattern.flags),
                    re.compile("|".join(f"(?:{a})" for a in rest), pattern.flags) if rest else None,
                )
            )
        found = _REMOVALS[id(slot)] = tuple(out)
    return found


def _own_language(probe: str, group: Group) -> Group:
    """The tables of the language a sentence is written in, among the Latin-script ones tried
    together: those whose function words ("the", "le", "der", "el", "il") and own letters
    ("ñ", "ß", "ç", "ì") it uses most. A sentence with none of them keeps every table."""
    latin = [lex for lex in group.lexicons if lex.function_words]
    if len(latin) < 2:
        return group
    words = _WORDS.findall(probe.casefold())
    counts = {
        lex.code: sum(w in lex.function_words for w in words) + len(_letters(lex).findall(probe))
        for lex in latin
    }
    best = max(counts.values())
    if best == 0:
        return group
    return _group(tuple(lex for lex in group.lexicons if counts.get(lex.code, best) == best))


_LETTERS: dict[str, re.Pattern[str]] = {}


def _letters(lex: Lexicon) -> re.Pattern[str]:
    """A pattern finding the letters only this language writes (none for English)."""
    pattern = _LETTERS.get(lex.code)
    if pattern is None:
        # Each letter and its own capital only: "ß".upper() is "SS", which would make every
        # capital S (SCREAMING_SNAKE_CASE, SSL) a German letter.
        capitals = "".join(c.upper() for c in lex.letters if len(c.upper()) == 1)
        chars = re.escape(lex.letters + capitals) if lex.letters else ""
        pattern = _LETTERS[lex.code] = re.compile(f"[{chars}]" if chars else r"(?!)")
    return pattern


def _strip_openers(work: str, group: Group) -> str:
    """Greetings and discourse words at the start ("Hi!", "OK, so", "对了，") are not the rule."""
    for _ in range(4):
        probe = _probe(work)
        m = group.openers.match(probe)
        if not (m and m.end() > 0 and probe[m.end() :].strip()):
            break
        work = _blank(work, 0, m.end())
    return work


def _only_filler(text: str, group: Group) -> bool:
    """True when every word is one that carries no rule by itself ("do it like this")."""
    words = [w.casefold() for w in _WORDS.findall(text.replace(MASK, " "))]
    return bool(group.filler) and all(w in group.filler for w in words)


# ------------------------------------------------------------------ explicit requests


def _explicit(sentence: Sentence, work: str, group: Group) -> ExplicitRequest | None:
    """The explicit request a sentence opens with, or opens with after a short discourse lead
    of its own ("Just so you know for later: remember …", "Au passage, retiens …", "Nebenbei,
    merk dir: …")."""
    request = _explicit_at_start(sentence, work, group)
    if request is not None:
        return request
    lead = _LEAD.match(_probe(work))
    if lead is None or word_count(lead.group()) > 6:
        return None
    request = _explicit_at_start(sentence, _blank(work, 0, lead.end()), group)
    if request is not None and any(group.slots[s].search(lead.group()) for s in _NOT_A_LEAD):
        return None  # "If you can, remember …", "Bob said, remember …": not the user's own aside
    return request


# What a lead before a request may not be: a condition, a report, the past, a question, a denial.
_NOT_A_LEAD = (
    "condition_lead",
    "hypothetical",
    "reported",
    "past",
    "question",
    "negated",
    "denial",
)
_UP_TO_COLON = re.compile(r"[^:：\n]{1,40}?[:：]\s*")
# A few words of the user's own before a comma or colon: what may stand before a request.
_LEAD = re.compile(r"^\s*[^,，、:：;；.。!！?？\n]{1,40}?[,，、:：]\s*")


def _explicit_at_start(sentence: Sentence, work: str, group: Group) -> ExplicitRequest | None:
    probe = _probe(work)
    for lex in group.lexicons:
        for form_name, forms, refuse in (
            ("remember", lex.remember, lex.not_remembered),
            ("prefer", lex.prefer, lex.not_preferred),
        ):
            for form in forms:
                m = form.pattern.match(probe)
                if not m:
                    continue
                a, b = m.span("rest")
                # "Remember this for the future: the cron runs at 2": what is kept follows the colon
                this = _UP_TO_COLON.match(probe, a, b)
                if this and probe[this.end() : b].strip():
                    head = probe[a : this.end()].rstrip(" :：")
                    if (
                        refuse.search(head)
                        or group.context_less.search(head)
                        or _only_filler(head, group)
                    ):
                        a = this.end()
                if form_name == "prefer":
                    cut = lex.prefer_cut.search(probe, a, b)
                    if cut:
                        b = cut.start()
                rest = stored_words(sentence.text[a:b], work[a:b])
                if form.rewrite:
                    rest = form.rewrite(rest)
                # A remembered fact is a sentence and keeps its full stop; a preferred thing is a phrase.
                stop = _STOP.search(sentence.text[a:b].rstrip())
                if form_name == "remember" and rest and stop and not _STOP.search(rest):
                    rest += stop.group()
                rest_probe = probe[a:b]
                if (
                    not rest
                    or refuse.search(_after_scope(rest, group))
                    or _only_filler(rest_probe, group)
                    or group.context_less.search(_after_scope(rest_probe, group))
                ):
                    return None  # "Remember this.", "I prefer not to say": nothing to keep
                if group.reported.search(probe) or group.retraction.search(probe):
                    # "…, says the author": someone else's words; "— no, wait, forget it".
                    return None
                return ExplicitRequest(form=form_name, content=rest)
    return None


def _after_scope(rest: str, group: Group) -> str:
    """The words after a scope phrase they start with ("这个项目里，…"): what says whether
    there is anything to keep (SPEC §2.1 has no scope phrases: the words are kept whole)."""
    for slot in (group.scope_space, group.scope_user, group.scope_session):
        m = slot.match(rest)
        if m and 0 < m.end() < len(rest):
            return rest[m.end() :]
    return rest


# ------------------------------------------------------------------ lasting rules


# A colon, then only quoted words: the sentence presents text to write, translate or file
# ("Add this to CONTRIBUTING.md: "Always sign your commits."", "Schreib in die README: „…“").
_PRESENTS = re.compile(
    r"[:：]\s*[\"'«»“”„「『‹›‘’]?\s*"
    + MASK
    + r"["
    + MASK
    + r"\s]*[\"'«»“”„」』‹›‘’]?\s*[.。!！]?\s*$"
)


def _rule(
    sentence: Sentence, work: str, group: Group, question: bool, task: bool = False
) -> Suggestion | None:
    if len(sentence.text) > MAX_RULE_CHARS or _PRESENTS.search(sentence.masked):
        return None
    if sentence.masked.rstrip().endswith((":", "：")):
        return None  # "Summarise this thread:", "Rules for this repo:": it announces what follows
    scope = Scope.SPACE
    work, found = _remove_all(work, group.scope_user)
    if found:
        scope = Scope.USER
    work, found = _remove_all(work, group.scope_session)
    if found:
        scope = Scope.SESSION
    lasting = scope is not Scope.SPACE
    work, _found = _remove_all(work, group.scope_space)
    work, found = _remove_all(work, group.lead_in)
    lasting = lasting or found
    work, polite = _remove_all(work, group.please)
    work, _closed = _remove_all(work, group.closers)
    work = _strip_openers(work, group)
    probe = _probe(work)
    announced = _announced(probe, work, group)
    if announced:
        # "And in general: if a change touches the ranking, attach …": the lead announces the
        # rule after its colon; what the rule is, is read from those words alone.
        work = _blank(work, 0, announced)
        probe = _probe(work)
    if question:
        # "Could you please always add type hints from now on?" is a request, not a question;
        # without a lead-in ("can you always run the tests?") it stays a question.
        frame = group.polite_frame.match(probe) if lasting else None
        if frame is None:
            return None
        work = _blank(work, 0, frame.end())
        probe = _probe(work)
    core = probe.strip()
    if not core or word_count(core) < 2:
        return None
    m = group.request_frame.match(probe)
    if m:  # "I'd like you to …": the request is what follows
        work = _blank(work, 0, m.end())
        probe = _probe(work)
    # The structure of a sentence is read with the tables of its own language only: "se" is
    # "if" in Italian, "el" no closed-class word in English.
    own = _own_language(probe, group)
    if task and not lasting and not announced and not own.universal.search(probe):
        # In a task message (several paragraphs of work: "First, … Second, … Thanks"), a plain
        # order, a condition ("when you're done, tell me") or a permission is a step of the
        # task; a rule for the work to come says so: "whenever", "every time", "from now on".
        return None
    # Without a lead-in the sentence itself must have a standing-rule form, or the structure
    # of one: a conditional or recurring directive, a permission or waiver (clauses.py).
    complaint = bool(own.complaint.search(probe)) or _topical(probe, own, polite)
    # "It'd be great if you always ran the linter": what the wish asks for has the rule's form
    wished = next((m for p in own.wish.patterns if (m := p.search(probe))), None)
    if wished and group.rule.search(probe[wished.end() :]):
        complaint = True
    if (
        not lasting
        and not complaint
        and (not own.rule.search(probe) or own.task.search(probe))
        and not clauses.lasting(probe, own)
        and not own.contrast.search(probe)  # a note with no verb: "tabs, not spaces", "no emojis"
        and not clauses.placed(probe, own)  # "Put the fixtures in tests/data": where things live
        and not clauses.limited(probe, own)  # "Des PR courtes, 300 lignes max": a bound on the work
    ):
        return None
    wish = wished is not None
    if any(
        own.slots[slot].search(probe) for slot in _REFUSALS if slot != "hedge"
    ) or _ONE_ITEM.search(probe):
        return None
    if not wish and own.hedge.search(probe) and _hedged(probe, own):
        return None
    if _only_filler(probe, group):
        return None
    if _denies(probe, own):
        return None
    everyday, context_less = group.everyday.search(probe), group.context_less.search(probe)
    past = not wish and own.past.search(probe)
    if everyday or context_less or past:
        condition, main = clauses.split(probe, own)
        if everyday and group.everyday.search(main):
            return None  # "it always crashes"; but "If a test fails, fix it" is a rule
        if past and (own.past.search(main) or not own.hypothetical.search(condition)):
            # "I always used tabs", "Remember when we deployed on a Friday"; but a supposition
            # may be in the past: "…, and tell me if it failed", "إذا فشل اختبار، أصلحه".
            return None
        if (
            context_less
            and not complaint
            and (not condition or group.context_less.search(condition))
        ):
            # "Do it like this" has nothing to keep; "If a PR is approved, squash it" says
            # what "it" is in its own condition clause.
            return None
    content = stored_words(sentence.text, work)
    if not content or len(content) > MAX_CONTENT_CHARS:
        return None
    kind = Kind.PREFERENCE if group.preference.search(probe) else Kind.CONSTRAINT
    return Suggestion(kind=kind, scope=scope, content=content, language=group.lexicons[0].code)


# A lead of a few words before a colon, with words after it.
_COLON_LEAD = re.compile(r"^[^:：\n]{1,80}?[:：]\s*(?=\S)")


def _announced(probe: str, work: str, group: Group) -> int:
    """Where a lead that announces a rule ends (0 when there is none): a few words before a
    colon that say what follows holds in general or is a rule (`announce`: "in general", "une
    règle pour la suite", "規定"), point forward at it ("do it like this:", "以後都這樣做："), or
    held a lead-in or scope phrase already blanked ("Un'ultima cosa, e vale d'ora in poi: …").
    A lead that is a clause of its own (a condition, a question) announces nothing."""
    m = _COLON_LEAD.match(probe)
    if m is None:
        return 0
    lead = m.group()
    if group.condition_lead.search(lead) or group.question.search(lead):
        return 0
    if group.announce.search(lead) or group.context_less.search(lead) or GAP in work[: m.end()]:
        return m.end()
    return 0


def _hedged(probe: str, own: Group) -> bool:
    """True when the sentence hedges its rule. A hedge word inside a condition clause that says
    more than the hedge is the condition's own content, not the speaker's doubt: "If you're not
    sure about a migration, ask me first", "遇到不确定的需求，先问我"; "If possible, …" hedges."""
    condition, main = clauses.split(probe, own)
    if not condition or own.hedge.search(main):
        return True
    rest = condition
    for pattern in own.hedge.patterns:
        rest = pattern.sub(" ", rest)
    return word_count(rest) < 3


# What parts a topic from its comment: a colon or dash, or a comma and a pronoun copula
# ("Les noms de branches, c'est …"); a comma alone goes on with a clause ("The tests, they …").
_SEPARATOR = re.compile(
    r"\s*(?:[:：=—–]|\s-\s|,\s*(?:c['’]est|ce\s+sont|das\s+(?:ist|sind)|es|son|è|sono|это|هي|هو)(?!\w))",
    re.I,
)


def _topical(probe: str, own: Group, polite: bool) -> bool:
    """ "Commit messages: imperative mood", "Названия веток — только латиницей", "Commit-Messages
    bitte auf Englisch": a thing work makes, then how it is made, with no verb between."""
    m = own.topic.match(probe)
    if m is None or not probe[m.end() :].strip() or _TALLY.search(probe, m.end()):
        return False  # "Tests: 3 failed, 2 passed" reports, it does not rule
    if polite or _SEPARATOR.match(probe, m.end()):
        return True
    # "Variablennamen auf Englisch", "Имена веток латиницей": how it is made, with no verb; a
    # recurring time says when it happens ("Deploys on Fridays" describes, as "Deploys happen
    # on Fridays" does)
    rest = probe[m.end() :]
    return any(p.match(rest) for p in own.manner.patterns) and not own.recurring.search(rest)


_TALLY = re.compile(r"\d+\s*\S+\s*[,;/、，]\s*\d+\s*\S+")


def _denies(probe: str, own: Group) -> bool:
    """ "No, we don't deploy on Fridays": an answer that opens with "no" and goes on with a
    negated statement denies what was asked or assumed; "No, never deploy on Fridays" (an
    order) and "No, we use pnpm" (a statement of what is done) still state a rule."""
    m = own.answer_no.match(probe)
    if m is None:
        return False
    rest = probe[m.end() :]
    return bool(own.negated.search(rest)) and not own.directive.search(rest)


# ------------------------------------------------------------------ the message


def _view(text: str) -> str:
    """The masked view of a message: quotations, code and pasted material blanked (text.py),
    and after "Summarise this:" or a pasted email's header, everything (material to work on)."""
    view = prepare(text)
    end = len(view.rstrip())  # past this, only blanked material
    cuts = [m.end() for pattern in _material(view) if (m := pattern.search(view, 0, end))]
    low = view.casefold()
    cuts += [
        m.start()
        for needs, pattern in _PASTED
        if needs(low) and (m := pattern.search(view, 0, end))
    ]
    if cuts:
        view = cut_material(view, min(cuts))
    return view


def _read(text: str, view: str):
    """Each sentence of the user's own prose, with the tables of the scripts it is written in."""
    for sentence in sentences(text, view):
        lexicons = lexicons_for(sentence.masked)
        if lexicons:
            yield sentence, _group(lexicons)


def _after(sentence: Sentence, cut: int) -> Sentence | None:
    """What a sentence says after `cut`, or None when nothing is left."""
    if not sentence.masked[cut:].strip():
        return None
    return Sentence(sentence.start + cut, sentence.text[cut:], sentence.masked[cut:])


def judge(text: str) -> Judgement:
    """Every explicit request of a user message, and the first lasting rule it states."""
    if not text or not text.strip():
        return Judgement((), None)
    view = _view(text)
    explicit: list[ExplicitRequest] = []
    suggestion: Suggestion | None = None
    rule_end = -1  # where the words of the suggestion end in the message
    read = list(_read(text, view))
    task = _task_message(view)
    for n, (sentence, group) in enumerate(read):
        probe = _probe(sentence.masked)
        start, cut, apart = clauses.retraction(probe, group)
        if cut < 0:
            before = (explicit, suggestion, rule_end)
            explicit, suggestion, rule_end = _read_sentence(
                sentence, group, list(explicit), suggestion, rule_end, task
            )
            # A correction marker ("sorry, I mean", "哦不是") matters only where there is a rule
            # to mend: one found (the sentence is read again if it mends it), or one in this
            # sentence before the marker, which the sentence read whole with the marker and
            # its mending does not state ("ブランチ名はアンダースコアで、じゃなくてハイフンで").
            start, cut, apart = clauses.correction(probe, group)
            if cut < 0:
                continue
            explicit, suggestion, rule_end = before
            found = _taken_back(read, n, text, start, cut, apart, suggestion, rule_end, True)
        else:
            found = _taken_back(read, n, text, start, cut, apart, suggestion, rule_end, False)
        if found is not None:
            # "From now on, use tabs. No, actually, forget it.": everything before is taken
            # back; what follows the retraction still counts ("…, use four spaces").
            rest, suggestion, rule_end = found
            explicit = []
            if rest is None:
                continue
            sentence = rest
        explicit, suggestion, rule_end = _read_sentence(
            sentence, group, explicit, suggestion, rule_end, task
        )
    return Judgement(tuple(explicit), suggestion)


# A task message: the user's own prose in this many paragraphs or more (a context, the work, a
# closing), where most orders are steps of the task.
TASK_PARAGRAPHS = 3
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")


def _task_message(view: str) -> bool:
    if view.count("\n") < 2 * (TASK_PARAGRAPHS - 1):
        return False
    paragraphs = [p for p in _PARAGRAPH_BREAK.split(view) if p.strip(" \t\n" + MASK)]
    return len(paragraphs) >= TASK_PARAGRAPHS


def _read_sentence(
    sentence: Sentence,
    group: Group,
    explicit: list[ExplicitRequest],
    suggestion: Suggestion | None,
    rule_end: int,
    task: bool = False,
) -> tuple[list[ExplicitRequest], Suggestion | None, int]:
    """A sentence's explicit request, or its rule when none was found before it (in a task
    message, only a rule that says it lasts)."""
    work = _strip_openers(sentence.masked, group)
    question = bool(group.question.search(_probe(work).strip()))
    request = None if question else _explicit(sentence, work, group)
    if request is not None:
        explicit.append(request)
    elif suggestion is None:
        suggestion = _rule(sentence, work, group, question, task)
        rule_end = _words_end(sentence)
    return explicit, suggestion, rule_end


def _taken_back(
    read: list[tuple[Sentence, Group]],
    n: int,
    text: str,
    start: int,
    cut: int,
    apart: bool,
    suggestion: Suggestion | None,
    rule_end: int,
    marker: bool,
) -> tuple[Sentence | None, Suggestion | None, int] | None:
    """What a retraction (or correction marker) in sentence `n` leaves: the words after it, and
    the rule it mends, if any; None when a correction marker mends nothing and no rule follows
    it ("Always use tabs, sorry if that's strict"): then it takes nothing back."""
    sentence, group = read[n]
    taken, taken_end = suggestion, rule_end
    if taken is None and sentence.masked[:start].strip():
        # "Indenta con 4 spazi, anzi no, con 2": the rule taken back is in this sentence (up
        # to the punctuation that parts it from the retraction)
        upto = len(sentence.masked[:start].rstrip(_CLOSING + "、—–-"))
        before = Sentence(sentence.start, sentence.text[:upto], sentence.masked[:upto])
        taken = _rule(before, _strip_openers(before.masked, group), group, False)
        taken_end = _words_end(before)
    rest = _after(sentence, cut)
    end = -1
    if taken is not None and apart:
        # "Use 4-space indents. Wait, no — 2 spaces": when what follows only mends the rule
        # taken back, the rule stands, in the user's words up to the correction.
        nxt = read[n + 1] if rest is None and n + 1 < len(read) else None
        fragment, fgroup = (rest, group) if nxt is None else nxt
        if fragment is not None:
            # its first few words mend the rule ("…, perdón, pnpm, siempre los confundo"),
            # unless they are a rule of their own ("Wait, no, use spaces")
            end = _correction_end(fragment, fgroup)
            cut_at = end - fragment.start
            while 0 <= cut_at < len(fragment.text) and fragment.text[cut_at] in "。.!！":
                cut_at += 1
            if end >= 0 and _states_rule(
                Sentence(fragment.start, fragment.text[:cut_at], fragment.masked[:cut_at]), fgroup
            ):
                end = -1
    if end >= 0:
        return rest, _mended(taken, text, taken_end, end), end
    if marker and not (rest is not None and _states_rule(rest, group)):
        return None
    return rest, None, -1


def _states_rule(sentence: Sentence, group: Group) -> bool:
    work = _strip_openers(sentence.masked, group)
    return (
        _rule(sentence, work, group, bool(group.question.search(_probe(work).strip()))) is not None
    )


def _words_end(sentence: Sentence) -> int:
    """Where a sentence's words end in the message, before its closing punctuation."""
    return sentence.start + len(sentence.text.rstrip(_CLOSING))


_CLOSING = " \t.。!！?？;；,，:：…"
_DIGIT = re.compile(r"\d")
# A full stop inside a word ("test_*.py") does not end a piece.
_PIECE = re.compile(r"(?:[^,，、;；:：.。!！?？—–(（]|\.(?=\S))+")


def _correction_end(fragment: Sentence, group: Group) -> int:
    """Where a correction ends in the message, when the words after a retraction only mend
    what was taken back ("— 2 spaces", "con 2", "لا عفوا، التاب"): a few words of their own,
    no clause that asks, denies, hedges or takes back; else -1."""
    probe = _probe(fragment.masked)
    m = _PIECE.search(probe)
    if m is None:
        return -1
    piece = m.group().strip()
    own = _own_language(piece, group)
    # The marker may close the mend instead of opening it ("Sorry, tests/fixtures I meant",
    # "죄송해요, /data/logs 말하려고 했어요"): the mend is what stands before it.
    marker = next((c for p in own.correction.patterns if (c := p.search(piece))), None)
    if marker is not None and marker.start() > 0 and not piece[marker.end() :].strip():
        piece = piece[: marker.start()].strip()
    if (
        not piece
        or word_count(piece) > 3
        or (_only_filler(piece, group) and not _DIGIT.search(piece))  # "3.12" mends
        or any(
            own.slots[slot].search(piece)
            for slot in ("question", "negated", "answer_no", "retraction", "everyday", "hedge")
        )
    ):
        return -1
    return fragment.start + m.end() - (len(m.group()) - len(m.group().rstrip()))


def _mended(rule: Suggestion, text: str, rule_end: int, end: int) -> Suggestion:
    """The rule taken back, with the correction that mends it, in the user's words."""
    content = tidy(rule.content + text[rule_end:end], capitalise=False)
    if len(content) > MAX_CONTENT_CHARS:
        return rule
    return Suggestion(rule.kind, rule.scope, content, rule.language)


def states_standing_rule(text: str) -> bool:
    """True when the text states a standing rule (how work should be done from now on): a
    lasting rule the judgement would suggest, or an "I prefer …" request, in any of the 11
    languages. What save_memory refuses whatever kind it is asked to save (SPEC §2.7)."""
    # Typographic apostrophes read as the plain one ("Don’t push to main" is "Don't …").
    found = judge(text.translate(_APOSTROPHES))
    return found.suggestion is not None or any(r.form == "prefer" for r in found.explicit)


_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "\uff07": "'"})


def stated_by_user(text: str) -> tuple[str, ...]:
    """The words a user message states as the user's own, sentence by sentence: what it asks
    about, denies, quotes, pastes, reports from someone else or takes back is left out (the
    same reading as the judgement's). Quoted words inside a sentence the user states are left
    out too. SPEC §2.7: an agent's note is `user_stated` only when its words stand in these."""
    if not text or not text.strip():
        return ()
    view = _view(text)
    found: list[str] = []
    for sentence, group in _read(text, view):
        probe = _probe(sentence.masked)
        cut = clauses.retraction_end(probe, group)
        if cut >= 0:
            found = []  # taken back: nothing said before counts
            sentence = _after(sentence, cut)
            if sentence is None:
                continue
            probe = _probe(sentence.masked)
        work = _probe(_strip_openers(sentence.masked, group)).strip()
        if (
            group.question.search(work)
            or group.reported.search(work)
            or group.denial.search(work)
            or group.disputed.search(work)
            or group.negated_memory.search(work)
        ):
            continue
        # Quoted or code words are the user's material, not their statement.
        found.append(
            "".join(
                " " if m in (MASK, " ") and m != o else o
                for o, m in zip(sentence.text, sentence.masked, strict=True)
            )
        )
    return tuple(found)
