"""A lasting rule in one sentence (SPEC §2.2): what it says lasts, or has the form or the
structure of a rule (clauses.py), and none of what refuses one."""

from __future__ import annotations

import re
from dataclasses import replace

from app.domain.memory.judgement import (
    clauses,
    conditions,
    duties,
    east_spans,
    errands,
    forms,
    modifiers,
    own_limits,
    places,
    relatives,
    saved_files,
    starts,
    times,
    unprompted,
)

# A request in the conditional mood ("could you", "potresti", "pourrais-tu", "podrías",
# "könntest du", "мог бы"), and "always" said of what it asks: a polite standing request.
from app.domain.memory.judgement import rule_shapes as shapes
from app.domain.memory.judgement.first_chars import led
from app.domain.memory.judgement.groups import (
    Group,
    blank,
    language_of,
    only_filler,
    own_language,
    probe_of,
    remove_all,
    strip_openers,
)
from app.domain.memory.judgement.model import Suggestion
from app.domain.memory.judgement.needed_words import gate, may_match
from app.domain.memory.judgement.text import MASK, Sentence, stored_words, word_count
from app.domain.model import Kind, Scope

_WOULD_YOU = re.compile(
    r"^\s*(?:(?:could|would)\s+you|(?:tu\s+)?(?:potresti|potreste)|(?:tu\s+)?(?:pourrais|pourriez)(?:-tu|-vous)?|"
    r"(?:podrías|podríais)|(?:könntest|könnten|würdest|würden)\s+(?:du|Sie)|(?:не\s+)?(?:мог|могла|могли)\s+бы)"
    r"(?:\s+(?:please|per\s+favore|s['’]il\s+te\s+plaît|por\s+favor|bitte|пожалуйста))?\s+",
    re.I,
)
_ALWAYS = re.compile(r"(?<!\w)(?:always|sempre|toujours|siempre|immer|всегда)(?!\w)", re.I)
_BE = re.compile(r"\s+(?:be|être|essere|ser|estar|sein|быть)(?!\w)", re.I)

MAX_RULE_CHARS = 240  # a sentence longer than this is not where a careful person finds a rule
MAX_CONTENT_CHARS = 300  # SPEC §2.2: what propose_memory_rule accepts

# One numbered item, in any language ("look at PR 42", "#1234", "42 号 PR", "PR 42번"): a job
# for that item, not a rule for the work to come.
_ONE_ITEM = led(
    re.compile(
        r"(?<![\w/.])(?:PR|MR|issue|ticket|bug)\s*#?\d+(?!\w)|(?<![\w&])#\d+(?!\w)|\d+\s*号\s*(?:PR|MR)",
        re.I,
    )
)

# What every match of _ONE_ITEM holds (a number), and of _ONE_CHANGE (the name of code after the
# word of becoming: a lowercase letter or digit before a capital, "_" before a word character, "."
# or "/" before one, or "()"): a sentence without it is not searched (the search costs µs a sentence)
_DIGIT = re.compile(r"\d")
_NAME_OF_CODE = re.compile(r"[a-z0-9][A-Z]|_\w|[./][\w-]|\(\)")

# One named thing made into another ("Manager en SessionManager", "Helper in DatumHelper",
# "utils.py into helpers/", "old_name → new_name"): a name of code (CamelCase, snake_case, a
# dotted or slashed name) after a name and a word of becoming, in any of the seven languages
# whose tables name no such word: a change made once (a rename, a move), not a rule.
_IDENT = r"(?:[A-Za-z]\w*[a-z0-9][A-Z]\w*|\w*_\w+|[\w-]+(?:[./][\w-]+)+/?|\w+\(\))"
_ONE_CHANGE = re.compile(
    r"(?<![\w/.])(?:"
    + _IDENT
    + r"|[A-Z][a-z]\w*)\s+(?:to|into|in|en|zu|nach|в|во|إلى|->|→)\s+"
    + _IDENT
    + r"(?![\w/])"
)

# A colon, then only quoted words: the sentence presents text to write, translate or file
# ("Add this to CONTRIBUTING.md: "Always sign your commits."", "Schreib in die README: „…“").
_PRESENTS = re.compile(
    r"[:：]\s*[\"'«»“”„「『‹›‘’]?\s*"
    + MASK
    + r"["
    + MASK
    + r"\s]*[\"'«»“”„」』‹›‘’]?\s*[.。!！]?\s*$"
)


# A tag asking for assent, closing a sentence ("…, ok?", "…, right?", "…, d'accord ?", "…, ¿vale?",
# "…, va bene?", "…, ja?", "…, okay?").
_TAG = led(
    re.compile(
        r",?\s*¿?\s*(?:ok(?:ay)?|right|alright|yeah|d['’]accord|hein|vale|va\s+bene|intesi|capito|ja|gell|klar|"
        r"verstanden|einverstanden|sí|no)\s*\?\s*$"
        # and as Chinese (Cantonese too) and Korean ask for assent: "…寫好不好？", "…得唔得？", "…, 알았지?"
        # (a bare "好吗" only after a comma: "會比較好嗎？" asks an opinion)
        r"|(?:[,，、]?\s*(?:好不好|可不可以|行不行|得唔得|好唔好|알았지|알겠지|오케이|ㅇㅋ)|[,，、]\s*(?:好吗|好嗎|可以吗|可以嗎|"
        r"行吗|行嗎|得嗎|ok))\s*[?？]\s*$"
        # or any one word alone after a comma, asked, that is no interrogative ("…, ¿dale?", "…,
        # ладно?", "…, ماشي؟", "…, d'accordo?"): a tag, whatever word the speaker uses for it
        r"|[,，،]\s*¿?\s*(?!(?:what|which|why|how|where|when|who|qu[ée]|cu[áa]l(?:es)?|c[óo]mo|d[óo]nde|cu[áa]ndo|"
        r"qui[ée]n|cosa|quale|perch[ée]|come|dove|quando|chi|quoi|pourquoi|comment|où|quand|qui|was|welche[rsn]?|"
        r"warum|wie|wo|wann|wer|что|какой|какая|какие|почему|зачем|как|где|когда|кто|куда|ماذا|لماذا|كيف|أين|"
        r"متى|من|ليش|وين|إيش|ايش|شو|مين|امتى|فين|إزاي|ازاي|"
        # (nor one asking whether a statement is true: "No usamos Docker, ¿verdad?")
        r"verdad|vero|oder|да|правда|صح|صحيح|对吧|對吧|是吧)\s*[?？؟])[^\W\d_]{2,12}\s*[?？؟]\s*$",
        re.I,
    )
)
# A tag asking whether a statement is true ("…, ¿no?", "…, right?", "…, ja?"), not for assent.
_CONFIRM = re.compile(
    r"(?<!\w)(?:no|s[ií]|right|yeah|ja|hein|oder|gell|да|нет|صح|صحيح|non|nicht)\s*[?？؟]\s*$", re.I
)
_TRAILING_OFF = re.compile(r"(?:…|‥|\.{3,}|・{3,})+\s*$")
_TRAILING_MARKS = ("…", "‥", "...", "・・・")  # what _TRAILING_OFF needs (a substring test first)
_HAS_TRAILING_MARK = gate(_TRAILING_MARKS)  # (one scan for them all: needed_words.gate)


# (issue 33, twenty-eighth round) a bare "don't forget" closing an order after a comma is the
# order's emphasis, never a "never" of its own: the order is read without it, so one errand stays
# one ("Grab the bread order … on your way back, don't forget") and a rule stays a rule ("Always
# lock the back door, don't forget"); "Don't forget to …" opens no clause after a comma
_FORGET_NOT_AFTER = re.compile(
    r",\s*(?:(?:and|so|just|but)\s+)?(?:don['’]?t|do\s+not)\s+(?:you\s+)?forget(?:\s+(?:it|that|this|now|ok|okay|"
    r"mate|love))?\s*[.!]*\s*$",
    re.I,
)


def lasting_rule(
    sentence: Sentence, work: str, group: Group, question: bool, task: bool = False
) -> Suggestion | None:
    found = _lasting_rule(sentence, work, group, question, task)
    if (
        found is not None
        and "forget" in work
        and (closing := _FORGET_NOT_AFTER.search(work))
        and _lasting_rule(sentence, blank(work, closing.start(), len(work)), group, question, task)
        is None
    ):
        return None  # "Grab the bread order on your way back, don't forget": one errand
    if found is None and (";" in work or "؛" in work):
        # a clause after a semicolon is a statement of its own ("Necesito que migres el módulo …;
        # ojo, que en este repo los nombres de tablas van en singular", "Сделай экспорт …; даты в
        # этом проекте хранятся в UTC", Arabic's "؛" too): the rule after a step of the task is read
        # by itself, and in a task message it passes for one of the work to come only as any rule
        # there does
        cut = max(work.rfind(";"), work.rfind("؛")) + 1
        if probe_of(work[cut:]).strip():
            found = _lasting_rule(sentence, blank(work, 0, cut), group, question, task)
            if found is not None and _takes_up_the_state(probe_of(work[: cut - 1]), work[cut:]):
                whole = stored_words(sentence.text, work)
                if len(whole) <= MAX_CONTENT_CHARS:
                    found = replace(found, content=whole)
            return found
    # a clause after a contrast set against what came first ("we're a small team and a lot goes on
    # a word, but database changes go through a ticket", "…, mais aucun colis ne sort sans
    # étiquette", "…, aber Verträge werden …"): the way that holds despite the account before it is
    # a statement of its own (issue 33, fifteenth round); a clause of four words or more, read as
    # any sentence is, so "…, but the dashboard still shows old numbers" stays an account
    if (
        found is None
        and not question
        and ", " in work
        and may_match(_BUT, work)  # (its needed words first: needed_words.may_match)
        and (but := _BUT.search(work))
        and word_count(probe_of(work[but.end() :])) >= 4
    ):
        return _lasting_rule(sentence, blank(work, 0, but.end()), group, question, task)
    if found is None and not question and not task:
        found = _subject_narrowed(sentence, work, group)
    return found


# (English) a thing's state said before a semicolon, then a rule taking the thing up by a pronoun
# ("hotfix-2.3.1 is closed; nothing more goes onto it", "The demo box is shared; never reboot it"):
# the rule is read by itself, but "it" is the thing named before, so its words are kept with it
_STATE_BEFORE = re.compile(r"(?<!\w)(?:is|are)\s+(?:\w+\s+)?[\w-]+\s*$", re.I)
_TAKES_UP = re.compile(r"(?<!\w)(?:it|them|there)(?!\w)", re.I)


def _takes_up_the_state(before: str, after: str) -> bool:
    return bool(_STATE_BEFORE.search(before) and _TAKES_UP.search(after))


def _subject_narrowed(sentence: Sentence, work: str, group: Group) -> Suggestion | None:
    """A sentence that read nothing, read again with the clause narrowing its subject set aside
    ("The freight quotes we send out always include …", "Der Lehrer, der …, sammelt …"; issue 33,
    sixteenth round): spaces to the readings, kept in the stored words."""
    probe = probe_of(work)
    # (the clause's opening first: one anchored pattern, before anything costlier)
    codes = [lexicon.code for lexicon in group.lexicons if modifiers.opens(probe, lexicon.code)]
    if not codes:
        return None
    own = _head_language(probe, group)
    if (
        own.past.search(probe)
        or own.occasion.search(probe)
        or own.specific.search(probe)
        or own.one_off.search(probe)
    ):
        return None  # "The quotes we sent out last week …", "The slides for this pitch …"
    for code in codes:
        for a, b in modifiers.set_aside(probe, code):
            found = _lasting_rule(sentence, work[:a] + " " * (b - a) + work[b:], group, False)
            if found is not None:
                return found
    return None


# A contrast conjunction after a comma (en, fr, de, and the Latin-script tables' own: "pero",
# "ma", "но"): what follows stands against the account before it.
_BUT = re.compile(
    r"(?<=\w),\s+(?:but|mais|aber|doch|jedoch|pero|ma|но)\s+(?!(?:not|pas|nicht|no|non|не)(?!\w))",
    re.I,
)


def _lasting_rule(
    sentence: Sentence, work: str, group: Group, question: bool, task: bool = False
) -> Suggestion | None:
    if len(sentence.text) > MAX_RULE_CHARS or _PRESENTS.search(sentence.masked):
        return None
    # a sentence trailing off ("インデントはタブで…", "Use tabs...") is read as if it ended there
    if _HAS_TRAILING_MARK(work) is not None:
        work = _TRAILING_OFF.sub(lambda m: " " * len(m.group()), work)
    if sentence.masked.rstrip().endswith((":", "：")):
        return None  # "Summarise this thread:", "Rules for this repo:": it announces what follows
    scope = Scope.SPACE
    work, found = remove_all(work, group.scope_user)
    if found:
        scope = Scope.USER
    work, found = remove_all(work, group.scope_session)
    if found:
        scope = Scope.SESSION
    lasting = scope is not Scope.SPACE
    # "Whenever you draft an email for me, …": the user's own errand, asked of these words only
    # where a suggestion is made (it changes the scope alone, and most sentences read none)
    errand = None if lasting else probe_of(work)
    work, found = remove_all(work, group.team_place)
    lasting = lasting or found
    here = False
    if (
        not found
        # (after the openers: "gracias! por cierto aquí los tests van …")
        and group.team_here.match(early := probe_of(strip_openers(work, group)))
        and forms.team_way(early, own_language(early, group))
    ):
        # "Qui da noi i test si scrivono con pytest": the team's place, then how work is done
        # there (the place stays in the stored words: it says whose way it is, "In diesem Repo
        # werden Commits …" too)
        lasting = True
        # the place stays unless a "we" follows it ("In this project we use pnpm" keeps "We use
        # pnpm"; "In diesem Repo werden Commits …" keeps its place)
        here = not shapes.WE.match(early, forms.team_way(early, own_language(early, group)))
    if not here:
        work, _found = remove_all(work, group.scope_space)
    work, found = remove_all(work, group.lead_in)
    if not found:
        # "From next month, …", "Ab März …": a start to come put first, as "from now on" (its
        # words masked, kept in the stored words: it bounds the rule)
        work, found = starts.masked(work, group)
    if not found:
        # "这个暑假里，…", "今月いっぱいは、…", "이번 달까지는 …": an eastern span or start put first
        work, found = east_spans.masked(work, group)
    lasting = lasting or found
    work, polite = remove_all(work, group.please)
    work, _closed = remove_all(work, group.closers)
    work = strip_openers(work, group)
    work = times.within_recurring(work, group)
    probe = probe_of(work)
    announced = shapes.announced(probe, work, group)
    # (a lead naming the rule says what follows is one: "Bei uns gilt die Regel, dass Angebote vier
    # Wochen gültig sind"; issue 33, sixteenth round)
    lasting = lasting or shapes.names_rule(probe)
    if announced:
        # "And in general: if a change touches the ranking, attach …": the lead announces the
        # rule after its colon; what the rule is, is read from those words alone.
        work = blank(work, 0, announced)
        probe = probe_of(work)
        # the team's place may open the words after it ("Oye, una cosa: aquí no usamos lodash")
        if (
            not lasting
            and group.team_here.match(probe.lstrip())
            and forms.team_way(probe.lstrip(), own_language(probe, group))
        ):
            lasting = True
    # "A partir de ahora escribe los comentarios en inglés, ¿vale?": a tag asking for assent after
    # an order (or a rule said to last) leaves it an order, no question
    if (
        question
        and (tag := _TAG.search(probe))
        and (
            lasting
            or group.directive.search(probe[: tag.start()])
            # a word of assent asked after a statement asks nothing of its own ("Hotfix branches
            # come off the release tag, okay?", "…, ¿va?", "…, capito?"): the statement is read as
            # said; one asking whether it is true ("…, ¿no?", "…, right?") stays a question
            or (_ASSENT.search(probe) and not group.question.search(probe[: tag.start()]))
            or not _CONFIRM.search(tag.group())
        )
    ):
        question = False
        work = blank(work, tag.start(), len(probe.rstrip()))
        probe = probe_of(work)
        # the team's place may open the statement the tag closed ("Acá los PRs que tocan UI llevan
        # captura, ¿va?"): read as it would be without the tag
        if (
            not lasting
            and group.team_here.match(probe.lstrip())
            and forms.team_way(probe.lstrip(), own_language(probe, group))
        ):
            lasting = True
    if question:
        # "Could you please always add type hints from now on?" is a request, not a question;
        # without a lead-in ("can you always run the tests?") it stays a question, unless the
        # mood is the conditional's and the act is always ("Potresti mettere sempre …?").
        frame = None
        if lasting:
            frame = group.polite_frame.match(probe)
        elif (always := _ALWAYS.search(probe)) and not _BE.match(probe, always.end()):
            # "Could you always be this fast?" praises; it asks for no act
            frame = _WOULD_YOU.match(probe)
        if frame is None:
            return None
        # a head-final language asks at the end ("…ようにしてもらえますか", "…올려 주실 수 있을까요?"):
        # the request is read with its frame, which stays in the stored words (its verb is in it)
        if "frame" not in frame.re.groupindex:
            work = blank(work, 0, frame.end())
            probe = probe_of(work)
    core = probe.strip()
    if not core or word_count(core) < 2:
        return None
    m = group.request_frame.match(probe) or shapes.ASK_FRAME.match(probe)
    # the team asking ("Wir bitten Sie, …", "We ask you to …", "Nous vous demandons de …"): a
    # request too, its words kept whole
    asked = m is not None or shapes.TEAM_ASKS.match(probe) is not None
    if m:  # "I'd like you to …", "Прошу не …", "Te pido que …": the request is what follows
        work = blank(work, 0, m.end())
        probe = probe_of(work)
    # The structure of a sentence is read with the tables of its own language only: "se" is
    # "if" in Italian, "el" no closed-class word in English.
    own = _head_language(probe, group)
    if task and not lasting and not announced and not forms.says_it_lasts(probe, own):
        # In a task message (several paragraphs of work: "First, … Second, … Thanks"), a plain
        # order, a condition ("when you're done, tell me") or a permission is a step of the
        # task; a rule for the work to come says so: "whenever", "every time", "from now on".
        return None
    # Without a lead-in the sentence itself must have a standing-rule form, or the structure
    # of one: a conditional or recurring directive, a permission or waiver (clauses.py).
    complaint = bool(own.complaint.search(probe)) or shapes.topical(probe, own, polite)
    # "It'd be great if you always ran the linter": what the wish asks for has the rule's form
    wished = next((m for p in own.wish.runnable(probe) if (m := p.search(probe))), None)
    if wished and group.rule.search(probe[wished.end() :]):
        complaint = True
    # (issue 33, twenty-ninth round) an order for the speaker with a limit of the speaker's own as
    # its reason lasts ("Give me the times with the weekday, I lose track of dates"; own_limits.py)
    limit = own_limits.own_limit(probe)
    lasting = lasting or limit
    if (
        not lasting
        and not complaint
        and (not shapes.rule_form(probe, own) or own.task.search(probe))
        and not clauses.lasting(probe, own)
        and not clauses.normative(probe, own)  # "Bisogna documentare ogni nuova variabile"
        and not shapes.note(probe, own)  # a note with no verb: "tabs, not spaces", "no emojis"
        and not places.placed(probe, own)  # "Put the fixtures in tests/data": where things live
        and not forms.limited(probe, own)  # "Des PR courtes, 300 lignes max": a bound on the work
        and not shapes.note_then_order(probe, own)  # "Niente print per il debug, usa il logger"
        and not own.prefixed.search(probe)  # "I branch iniziano con feat/": how things are named
        and not own.kind_made.search(probe)  # "Les images Docker sont taguées avec le hash"
        and not own.scheduled.search(probe)  # "The on-call handover happens every Monday"
        and not forms.gated(probe, own)  # "Il codice senza test non entra in main"
        and not forms.of_kind_to_come(probe, own)  # "Every new env variable gets listed …"
        and not forms.habit_closes(probe, own)  # "Screenshots in PRs for UI changes, every time"
        and not forms.bound_named(probe)  # "Die maximale Zeilenlänge ist 100 Zeichen"
        and not forms.named_kind(probe, own)  # "Las ramas se llaman feat/<ticket>"
        and not forms.nobody_does(probe, own)  # "Die generierten Dateien fasst niemand an"
        and not duties.duty(probe, own)  # "Legal signs off on every NDA", "On facture au mois"
        and not relatives.without_clause(probe, own)  # "Чертежи, которые присылает …, сразу …"
        and not errands.addressed(probe)  # "Kindly address me as Dr. Okafor in your answers"
        # "Force-Push auf main ist tabu", "Interdit de toucher à …"
        and not (may_match(shapes.TABOO, probe) and shapes.TABOO.search(probe))
        and not shapes.FINE_IF.match(probe)  # "It's fine if you rename tests, as long as …"
        and not shapes.for_kind(
            probe, own
        )  # "Für Hotfixes bitte einen Cherry-Pick …, nicht mergen"
        # after a lead announcing a rule, a restriction to only some way ("…: tu les lances
        # uniquement en lecture seule", "…: تشغلها بوضع القراءة فقط") is that rule
        and not (announced and forms.restricts(probe))
        # after such a lead, how the team does things in the present ("Grundsätzlich gilt:
        # Webhooks werden idempotent verarbeitet", "En règle générale : on squashe") is that rule
        and not (announced and clauses.WE_DO.match(probe))
        # after a performative request, what is asked of every item ("Wir bitten Sie, sämtliche
        # Änderungen … abzustimmen", "We ask you to run every migration past the DBA")
        and not (asked and own.universal.search(probe))
    ):
        return None
    if not lasting and not complaint and by_itself(probe, own):
        # "Stripe sends a receipt … automatically after each payment", "DATEV erstellt … automatisch
        # …": what a tool does by itself is how it works, no way of the team's (issue 33,
        # fourteenth round; the cadence and consequence readings refused it already)
        return None
    wish = wished is not None
    refused = forms.without_promptly(own_limits.before_reason(probe) if limit else probe, own)
    if (
        own.refused.search(refused)
        or (may_match(shapes.CLAIMED, probe) and shapes.CLAIMED.search(probe))
        or (_DIGIT.search(probe) and _ONE_ITEM.search(probe))
        or (_NAME_OF_CODE.search(probe) and _ONE_CHANGE.search(probe))
        # (issue 33, twenty-fifth round: one file saved with its format or folder, saved_files.py;
        # never one said to last, whose lead-in is masked already: "Store meeting notes as a PDF in
        # the Notes folder from now on")
        or (not lasting and saved_files.said(probe, [lex.code for lex in own.lexicons]))
    ):
        return None
    if not wish and own.hedge.search(probe) and shapes.hedged(probe, own):
        return None
    if only_filler(probe, group):
        return None
    if shapes.denies(probe, own):
        return None
    # (issue 33, twenty-fifth round: or a machine's own act, a place's almost-always state,
    # unprompted.py, in the sentence's own language; never an order or a leave to the one
    # addressed, as `_BY_ITSELF` above: "Lass den Linter von selbst laufen, ruf black nie manuell
    # auf")
    codes = [lex.code for lex in own.lexicons]
    everyday = (
        group.everyday.search(probe)
        or group.weather.search(probe)
        or unprompted.set_aside(probe, probe, codes, own)
    )
    context_less = group.context_less.search(probe)
    # the ground the speaker gives after the rule ("…, because last time it all broke", "…
    # porfa que la última vez se rompió todo", "…, weil es letztes Mal …"): its past is the
    # reason's, not the rule's
    ground = shapes.GROUND.search(probe) if may_match(shapes.GROUND, probe) else None
    past = not wish and own.past.search(probe[: ground.start()] if ground else probe)
    if everyday or context_less or past:
        condition, main = conditions.split(probe, own)
        blanked = times.frame_blanked(main) if everyday else ""
        if everyday and (
            group.everyday.search(blanked)
            or group.weather.search(blanked)
            or unprompted.set_aside(blanked, probe, codes, own)
        ):
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
    if errand is not None and errands.for_the_user(errand):
        scope = Scope.USER
    return Suggestion(
        kind=kind, scope=scope, content=content, language=language_of(sentence.text, group)
    )


# A system acting by itself (en, fr, de, es, it): no person does it.
_BY_ITSELF = re.compile(
    r"(?<!\w)(?:automatically|automatiquement|automatisch|automáticamente|automaticamente|by\s+itself)(?!\w)"
    # (not a case classed: "…, ist das automatisch ein Ticket", "c'est automatiquement un incident")
    r"(?!\s+(?:an?|ein|eine|einen|un|une|uno|una)(?!\w))"
    # (and the east's: "このアプリは夜中に自動でバックアップを取ります", "系统每天凌晨两点会自动备份…",
    # "앱이 알아서 밤마다 …백업해요"; issue 33, twenty-third round)
    # (not forbidden or required in its clause: "…以後不要自動重啟服務", "系统要每天凌晨自动备份…")
    # (勝手に not before a prohibition: "本番のDBは勝手に触らんといてな" asks the one addressed)
    r"|自動で|自動的に|勝手に(?![^。]*(?:ないで|んといて|へんといて|禁止|ダメ|だめ|いけ))|자동으로|알아서|저절로"
    r"|(?:^|(?<=[，,。；;]))[^，,。；;要请請须須别別不勿得该該务務]*自[动動](?:地)?(?=[\u4e00-\u9fff])"
    # (twenty-eighth round: a Chinese machine, named by its head character at the sentence's start
    # with no one handling it before, then 自己 after 就 / 会 before its act, "咖啡机每做完二十杯就会自己
    # 冲洗一遍", "嗰部咖啡機沖完十杯就會自己洗"; never 机会, a chance, nor a person, an order or a leave
    # between, "学员用完发球机以后会自己收好")
    # (thirtieth round: a lamp, a screen or a computer too, "网吧的电脑到了包时结束就会自己关机", "…的灯到了半夜就会自己调暗")
    r"|^[^，,。用把将將拿开開关關让讓叫请請我你您他她们們人员員]{0,14}?(?:[机機器柜櫃炉爐灯燈屏]|电脑|電腦)(?![会會])"
    r"[^。！!？?我你您他她们們人员員要请請须須别別勿该該务務让讓叫得]{0,20}?(?:就|便|会|會)\s*(?:会|會)?自己(?=[\u4e00-\u9fff])",
    re.I,
)

# A machine or an app named as the subject of its own act in Korean (issue 33, twenty-fifth round):
# "이 가계부 앱은 알아서 매달 지출 보고서를 만들어 줘", "빨래방 키오스크는 알아서 매달 포인트를 정리해 줘": its 줘
# is what it does for the user, no order to the one addressed; never with a prohibition in the
# clause (앱이 알아서 하지 않게 해 줘), nor "you" (네가 알아서 …)
_TOOL_BY_ITSELF = re.compile(
    r"(?:앱|어플|시스템|기계|프로그램|세탁기|건조기|키오스크)(?:은|는|이|가)\s+(?:\S+\s+){0,3}?(?:알아서|자동으로|저절로)"
    r"(?![^.?]*(?:않게|못\s*하게|말아|마세요|하지\s*마))"
)
_TOOL_WORDS = ("알아서", "자동으로", "저절로")


def by_itself(probe: str, own: Group) -> bool:
    """A system acting by itself (`_BY_ITSELF`, `_TOOL_BY_ITSELF`), with no order, may or leave
    to the one addressed in the sentence (its probe; `own`, its own language's tables): how a tool
    works, no one's rule. Asked by the rule reading and, of the east's sentences, by the engine of
    the second opinion's candidates (issue 33, twenty-sixth round)."""
    return (
        (
            (
                (may_match(_BY_ITSELF, probe) and _BY_ITSELF.search(probe) is not None)
                and not own.directive.search(probe)
            )
            or _tool_by_itself(probe)
        )
        and not own.may.search(probe)
        and not own.permission.search(probe)
    )


def _tool_by_itself(probe: str) -> bool:
    # (asked only where one of its words stands: a few substring tests, no scan of every sentence)
    return any(w in probe for w in _TOOL_WORDS) and _TOOL_BY_ITSELF.search(probe) is not None


# A word of assent asked at a sentence's close ("…, okay?", "…, d'accord ?", "…, gell?"), never
# one asking whether it is true ("…, right?", "…, oder?").
_ASSENT = re.compile(
    r",\s*(?:ok(?:ay)?|alright|all\s+right|d['’]accord|compris|gell|klar|einverstanden|verstanden)\s*\?\s*$",
    re.I,
)

# A short piece after the sentence's last comma ("…, not from main", "…, pas de main"): when it is
# said in another language, the sentence's structure is still its head's.
_TAIL = re.compile(
    r"(?<=\w{3}),\s*(?:not|never|pas|jamais|nicht|nie|kein\w*|no|nunca|non|mai)\s+(?:\S+\s+){0,2}\S+\s*[.!]?\s*$",
    re.I,
)


def _head_language(probe: str, group: Group) -> Group:
    """The tables of the sentence's own language (`own_language`), read from its head when a
    short code-switched piece closes it ("Hotfix-Branches werden vom Release-Tag abgezweigt, not
    from main"): the head's language when that part alone names one."""
    own = own_language(probe, group)
    tail = _TAIL.search(probe) if may_match(_TAIL, probe) else None
    if tail is None or word_count(probe[: tail.start()]) < 4:
        return own
    head = own_language(probe[: tail.start()], group)
    if not set(head.lexicons) & set(own.lexicons):
        return head
    return own
