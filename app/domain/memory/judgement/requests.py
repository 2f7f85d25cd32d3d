"""Explicit requests (SPEC §2.1): a "remember" or "I prefer" form a sentence opens with."""

from __future__ import annotations

import re

from app.domain.memory.judgement import east_asked
from app.domain.memory.judgement.en import table as en_table
from app.domain.memory.judgement.file_or_fact import file_saved
from app.domain.memory.judgement.frame_pronouns import after_pronoun, only_address
from app.domain.memory.judgement.groups import Group, blank, group_for, only_filler, probe_of
from app.domain.memory.judgement.model import ExplicitRequest
from app.domain.memory.judgement.needed_words import folded as fold_last
from app.domain.memory.judgement.request_parts import folded, parts_of, substring_cue, word_cue
from app.domain.memory.judgement.rules import lasting_rule
from app.domain.memory.judgement.text import Sentence, stored_words, word_count
from app.domain.memory.judgement.typos import distance_one
from app.domain.memory.judgement.whole_forms import forms_of

_STOP = re.compile(r"[.。!！]$")


def explicit_request(
    sentence: Sentence, work: str, group: Group, question: bool = False
) -> ExplicitRequest | None:
    """The explicit request a sentence opens with, or opens with after a short discourse lead
    of its own ("Just so you know for later: remember …", "Au passage, retiens …", "Nebenbei,
    merk dir: …"); else the request read by its structure, wherever its head stands
    (`_by_structure`). A question is read only for the remember verb asked for politely ("Can you
    remember that …?")."""
    request = _by_forms(sentence, work, group, question)
    if request is None:
        request = _by_structure(sentence, work, group, question)
        if request is None and not question:
            request = _mistyped_head(sentence, work, group)
    elif request.form == "prefer" and _one_off(probe_of(work), group, shared=False):
        return None  # "I'd rather you kept the names in this particular commit": one occasion
    elif _POINTER.match(request.content):
        # "预发环境每周一重置，你记住呢样嘢": a whole form after a lead keeps only a pointer back
        # at the lead; the structure reads the head as closing the sentence
        request = _by_structure(sentence, work, group, question)
    if request is not None and request.form == "remember" and _one_day(request.content, group):
        return None  # "Note que la réunion est décalée à demain": a notice for now
    if request is not None and request.form == "remember" and only_address(request.content):
        return None  # "Recuerda esto, amigo mío.": a form of address, no fact (frame_pronouns.py)
    if request is not None:
        lead = _LEAD.match(sentence.masked)
        if (
            lead is not None
            and word_count(lead.group()) <= 6
            and _one_occasion(lead.group(), group)
        ):
            return None  # "Just for this ticket, remember that …": kept for one occasion only
    if request is not None:
        linker = _SWITCHED_LINKER.match(request.content)
        if linker is not None:
            # "本番のDBは、note that 毎晩…": a code-switched head's "that" is not what is kept
            request = ExplicitRequest(request.form, request.content[linker.end() :])
    return request


_SWITCHED_LINKER = re.compile(
    r"^(?:that|que|che|dass)\s+(?=[\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])", re.I
)


# The first word of a sentence (after a word of politeness): where a retention head stands.
_FIRST_WORD = re.compile(
    r"^\s*(?:(?:please|pls|plz|bitte|por\s+favor|porfa|per\s+favore|пожалуйста|من\s+فضلك|"
    r"s['’]il\s+te\s+pla[îi]t|stp)\s*,?\s+)?([^\W\d_]{4,})(?=[\s,:،-])",
    re.I,
)
# The first letters a mistyped head (or a word of politeness before it) may start with; the first
# letter is taken as typed.
_HEAD_INITIALS = frozenset("rsmnapbзпتسم")
# Words one edit from a head that are words of their own ("recuerdo que …" is the speaker's own
# memory, "تذكرت" a past): never mended.
_NOT_MISTYPED = frozenset(
    [
        "recuerdo",
        "recuerdan",
        "recuerdas",
        "ricordo",
        "ricordai",
        "запомню",
        "запомнил",
        "запомнила",
        "запишу",
        "تذكرت",
        "تذكره",
        "تذكير",
        "retient",
        "retenu",
        "rappelé",
        "rappelles",
    ]
)


# Arabic's long vowels (alif, waw, ya, alif maqsura) and its marks (short vowels, shadda, sukun,
# dagger alif), left out when two words are compared.
_ARABIC_VOWELS = str.maketrans("", "", "اويى" + "".join(map(chr, range(0x064B, 0x0653))) + "\u0670")


def _mistyped_head(sentence: Sentence, work: str, group: Group) -> ExplicitRequest | None:
    """A retention head typed one letter wrong at the sentence's start ("Recurda que …",
    "ricordaty che …", "запомги, что …", "تذكرر أن …", "pls remmeber …"): the sentence read with
    the head mended (one edit: a letter left out, one too many, one changed, two swapped; the
    first letter as typed; a head's own inflections and words of their own left alone)."""
    probe = probe_of(work)
    if probe.lstrip()[:1].casefold() not in _HEAD_INITIALS:
        return None  # the one test most sentences get
    m = _FIRST_WORD.match(probe)
    if m is None:
        return None
    typed = m.group(1)
    low = typed.casefold()
    if low in _NOT_MISTYPED:
        return None
    unvowelled = low.translate(_ARABIC_VOWELS)
    for lex in group.lexicons:
        parts = parts_of(lex.code)
        if parts is None:
            continue
        for head in parts.typo_heads:
            if (
                head[0] != low[0]
                or abs(len(head) - len(low)) > 1
                or head == low
                or not distance_one(low, head)
                # "remembers", "prefers": an ending, not a slip (a letter doubled is a slip)
                or (low.startswith(head) and len(low) == len(head) + 1 and low[-1] != low[-2])
                # a long vowel more or less is another Arabic word, not a slip ("تذاكر", tickets,
                # the broken plural of "تذكرة"; "تذكر", remember)
                or (unvowelled != low and unvowelled == head.translate(_ARABIC_VOWELS))
            ):
                continue
            a, b = m.span(1)
            fixed = head if typed[:1].islower() else head.capitalize()
            text = sentence.text[:a] + fixed + sentence.text[b:]
            mended_work = work[:a] + fixed + work[b:]
            mended = Sentence(
                sentence.start, text, sentence.masked[:a] + fixed + sentence.masked[b:]
            )
            request = _by_forms(mended, mended_work, group) or _by_structure(
                mended, mended_work, group, False
            )
            if request is not None and request.form == "remember":
                return request
    return None


def _one_day(content: str, group: Group) -> bool:
    """One near day named in what a retention request keeps (`RequestParts.one_day`)."""
    for lex in group.lexicons:
        parts = parts_of(lex.code)
        if parts is not None and parts.one_day.search(content):
            return True
    return False


def _one_off(probe: str, group: Group, shared: bool = True) -> bool:
    """One occasion named: a preference for it is no lasting preference (SPEC §2.1). A whole
    form's reading is only refused for the language's own words of one occasion (`shared`
    False: "Preferisco le PR piccole a quelle grandi" points at no one thing)."""
    if shared and group.specific.search(probe):
        return True
    for lex in group.lexicons:
        parts = parts_of(lex.code)
        if parts is not None and parts.one_off.search(probe):
            return True
    return False


def _by_forms(
    sentence: Sentence, work: str, group: Group, question: bool = False
) -> ExplicitRequest | None:
    """The request one of the tables' whole forms reads at the sentence's start."""
    if question:
        return _explicit_at_start(sentence, work, group, asked_only=True)
    request = _explicit_at_start(sentence, work, group)
    if request is not None:
        return request
    aside = _ASIDE.match(probe_of(work))
    if aside is not None:
        # "Я, как правило, предпочитаю …", "Yo, por lo general, prefiero …": the subject, then an
        # aside between commas; the request is read without the aside
        request = _explicit_at_start(sentence, blank(work, aside.end(1), aside.end()), group)
        if request is not None:
            return request
    lead = _LEAD.match(probe_of(work))
    if lead is None or word_count(lead.group()) > 6:
        return None
    request = _explicit_at_start(sentence, blank(work, 0, lead.end()), group)
    if request is not None and any(group.slots[s].search(lead.group()) for s in _NOT_A_LEAD):
        return None  # "If you can, remember …", "Bob said, remember …": not the user's own aside
    return request


# A word that makes what it governs the only one: with one thing pointed at, one occasion.
_ONLY = re.compile(
    r"\b(?:just|only|solely|uniquement|seulement|nur|ausschließlich|solo|sólo|solamente|soltanto|"
    r"unicamente|только|лишь)\b|\bthis\s+one\s+\w|فقط|只|仅|僅|だけ(?!ど|れど)|のみ|(?<=[가-힣])(?<!지)만\b",
    re.I,
)


def _one_occasion(lead: str, group: Group) -> bool:
    """A lead that names one occasion: one thing pointed at made the only one ("Just for this
    ticket, …", "For this one reply, …", "Pour ce mail uniquement, …"); "For this project, …"
    names what the request is about."""
    only = _ONLY.search(lead)
    return only is not None and (
        only.group().startswith("this") or bool(group.specific.search(lead))
    )


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
# The speaker as subject, then a short aside between commas ("Я, как правило, …", "Io, di solito,
# …", "أنا، عادةً، …").
_ASIDE = re.compile(
    r"^(\s*(?:I|je|moi|yo|io|ich|я|أنا))\s*[,،]\s*[^,，،:：;；.。!！?？\n]{2,30}?[,،]\s*", re.I
)


_ASKED_END = re.compile(r"\s*[?？]+\s*$")


def _explicit_at_start(
    sentence: Sentence, work: str, group: Group, asked_only: bool = False
) -> ExplicitRequest | None:
    probe = probe_of(work)
    low = None
    for lex in group.lexicons:
        entries, any_needed, ungated = forms_of(lex, asked_only)
        if any_needed is not None:
            if low is None:
                low = fold_last(probe)
            if any_needed(low) is None:
                entries = ungated  # (no form that needs a word the sentence lacks: whole_forms)
        for form_name, form, refuse, asked in entries:
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
                    or only_filler(head, group)
                ):
                    a = this.end()
            if form_name == "remember":
                # "Merk dir des: …", "Remember this, …": the frame's pronoun is no word of the fact
                a = after_pronoun(probe, a, b, lex.please)
            if form_name == "prefer":
                cut = lex.prefer_cut.search(probe, a, b)
                if cut:
                    b = cut.start()
            if asked:
                end = _ASKED_END.search(probe, a, b)
                if end:  # "Kannst du dir merken, dass …?": the question mark is the frame's
                    b = end.start()
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
                # a file saved by its name or folder, with no "that" before it (file_or_fact.py)
                or (
                    form_name == "remember"
                    and file_saved(probe[:a], _after_scope(rest, group), lex.code)
                )
                or only_filler(rest_probe, group)
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


# What parts words besides spaces (French elision included: "j'aime" is "j aime").
_APART = str.maketrans(dict.fromkeys(",.;:!?()[]{}\"'’«»“”—–-/…，、。：；！？（）「」،", " "))
_TRIM = re.compile(r"^[\s,，、:：;；—–-]+|[\s,，、:：;；—–-]+$")


def _by_structure(
    sentence: Sentence, work: str, group: Group, question: bool
) -> ExplicitRequest | None:
    """A request read by its parts (request_parts.py): the speaker and an attitude of liking
    or preferring, or a retention request addressed to the agent, with what it keeps; never
    someone else's preference, a past habit, a denial, a hypothetical or a one-off."""
    probe = probe_of(work)
    low = ""
    starts: set[str] | None = None
    lexicons = group.lexicons
    if all(lex.code != "en" for lex in lexicons) and _EN_HEAD.search(probe):
        # an English head in a sentence read with another script's tables alone ("스테이징 서버는,
        # remember 매일 새벽에 초기화돼요"): code-switched, read with English's parts too
        lexicons = (*lexicons, en_table())
    for lex in lexicons:
        parts = parts_of(lex.code)
        if parts is None:
            continue
        # no stem of any head: the one test most sentences get, and no pattern runs
        cue = word_cue(lex.code)
        if cue is not None:
            if starts is None:
                starts = {w[:4] for w in probe.lower().translate(_APART).split()}
            if cue.isdisjoint(starts):
                continue
        else:
            text = folded(lex.code, probe) if lex.code == "ar" else (low or (low := probe.lower()))
            if substring_cue(lex.code)(text) is None:
                continue
        found = _head(parts, probe, question)
        if found is None:
            continue
        form_name, a, b, head_region, closing, at = found
        if closing and form_name == "prefer":
            kept = parts.agent_retains.match(probe, a, b)
            if kept is not None:
                form_name, a = "remember", kept.end()
        # a condition or a topic closed by a comma before the speaker ("If it's a hotfix, I
        # prefer …", "整理提交紀錄的話，我比較喜歡 …") is what the request is for: only the head's
        # own clause may make it a hypothetical or a negation ("If I preferred …")
        cut = _last_break(head_region)
        condition = head_region[:cut] if cut else ""
        own = head_region[cut:]
        if condition and _SPEAKER.search(condition) and group.hypothetical.search(condition):
            return None  # "Wenn ich Tabs bevorzugen würde, hätte ich …": the speaker's if
        # what the liking is compared with, said first ("比起自动生成的迁移，我更中意手写的", "Rather
        # than mocks, I prefer …"): part of what is liked, kept with it
        compared = form_name == "prefer" and _COMPARISON_LEAD.match(condition) is not None
        if (
            _refused(parts, probe, a, form_name == "remember" and not closing)
            # a retention head is addressed to the agent: a topic before it ("客户那边的仓库，…") is no
            # one else's words unless it says so ("Bob said, …")
            or group.reported.search(own if form_name == "remember" else head_region)
            or (form_name == "remember" and _SAYING.search(condition) is not None)
            or group.retraction.search(probe)
            or group.denial.search(probe)
            # the past in what stands before the head, in the head's own language ("Was
            # Fehlermeldungen angeht, …" holds no English "was")
            or group_for((lex,)).past.search(head_region)
            or group.hypothetical.search(own)
            or group.negated.search(own)
            # "以后我更喜欢简短的回答": a liking said for every time from now on is a rule
            or (form_name == "prefer" and group.universal.search(head_region))
        ):
            return None
        trim = _TRIM.search(probe, a, b)
        while trim is not None and trim.start() == a and a < b:
            a = trim.end()
            trim = _TRIM.search(probe, a, b)
        end = re.search(r"[\s,，、:：;；—–-]+$", probe[a:b])
        if end is not None:
            b = a + end.start()
        # one occasion named in the head's own clause or what it keeps ("in this particular
        # commit"); a condition before it ("Если это хотфикс, …") or a closing "esa es mi
        # preferencia" points at nothing
        if form_name == "prefer" and (
            _one_off(probe, group, shared=False)
            or group.specific.search(
                _COMPARED.sub(" ", probe[a:b] if closing else f"{own} {probe[a:b]}")
            )
        ):
            return None
        rest = stored_words(sentence.text[a:b], work[a:b])
        rest_probe = probe[a:b]
        refuse = lex.not_preferred if form_name == "prefer" else lex.not_remembered
        if (
            not rest
            or (word_count(rest) < 2 and len(rest) < 4 and not compared)
            or refuse.search(_after_scope(rest, group))
            or (
                form_name == "remember"
                and file_saved(probe[:a], _after_scope(rest, group), lex.code)
            )
            or only_filler(rest_probe, group)
            # a pronoun pointing back is nothing to keep ("Remember that"); inside a whole clause
            # ("測試名稱直接寫出它驗證的行為") it points at the clause's own words
            or (
                group.context_less.search(_after_scope(rest_probe, group))
                and len(rest_probe.strip()) < _CLAUSE_CHARS
            )
        ):
            return None
        if form_name == "prefer" and _rule_beside(sentence, work, group, a, b, closing):
            return None
        if closing and parts.team.search(rest_probe):
            return None  # "Da noi i commit si scrivono in inglese, ricordatelo": the team's rule
        if (
            form_name == "prefer"
            and group.past.search(rest_probe)
            # "I'd be glad if invoices always showed …": a conditional's tense, not the past
            and not _IRREALIS.search(probe[max(0, a - 12) : a] + " " + rest_probe[:12])
        ):
            return None  # "… l'interface dont on a parlé la semaine dernière": one thing meant
        if form_name == "prefer":
            # "J'aime bien quand les tests …", "Sarei felice se …": the rule, not its conjunction
            lead = parts.linker.match(rest)
            if lead is not None and lead.end() < len(rest):
                rest = stored_words(rest[lead.end() :], rest[lead.end() :])
            if condition and (
                compared
                or group.hypothetical.search(condition)
                or group.condition_lead.search(condition)
            ):
                # the condition is part of the rule: "If it's a hotfix, a squash merge …"
                said = sentence.text[at : at + len(condition)].strip(" ,，、،;；")
                if said:
                    rest = f"{said}{_COMMA.get(lex.code, ', ')}{rest[:1].lower()}{rest[1:]}"
        elif lex.code == "ko" and closing:
            # "…시작한다는 걸 기억해 주시면": what is kept, without its object ending
            rest = _KO_OBJECT.sub("", rest) or rest
        if form_name == "remember" and lex.code == "en" and _OTHER_SCRIPT.search(condition):
            # a topic in the sentence's own language before a code-switched head ("스테이징 서버는,
            # remember 매일 새벽에 초기화돼요"): what the kept words are about
            said = sentence.text[at : at + len(condition)].strip(" ,，、،;；")
            if said:
                if sentence.text[a : a + 1].islower():
                    rest = rest[:1].lower() + rest[1:]
                rest = f"{said}{_COMMA.get(group.lexicons[0].code, '，' if '，' in condition else ', ')}{rest}"
        stop = _STOP.search(sentence.text.rstrip())
        if form_name == "remember" and stop and not _STOP.search(rest):
            rest += stop.group()
        return ExplicitRequest(form=form_name, content=rest)
    return None


_OTHER_SCRIPT = re.compile(r"[\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_KO_OBJECT = re.compile(r"(?:(?<=[다라])는)?\s?(?:걸|것을|거를|점을|사실을)\s*$")


_POINTER = re.compile(
    r"^\s*(?:呢样嘢|呢樣嘢|呢个|呢個|呢点|呢點|这个|這個|这点|這點|佢|它|this|that|it|das|ça|cela|eso|esto|"
    r"questo|это|هذا|ذلك)\s*[。.!！]*\s*$",
    re.I,
)
_EN_HEAD = re.compile(r"\b(?:remember|keep\s+in\s+mind|bear\s+in\s+mind|note\s+that)\b", re.I)
_SAYING = re.compile(
    r"\b(?:said|says|told|dit|disait|sagt|sagte|dice|dijo|ha\s+detto|сказал[аи]?|говорит)\b|"
    r"说|說|講|讲|話|قال|يقول|言って|言った|말했|말하",
    re.I,
)
_COMPARISON_LEAD = re.compile(
    r"\s*(?:比起|比較起|比较起|與其|与其|相比(?:于|於)?|rather\s+than|instead\s+of|plutôt\s+que|au\s+lieu\s+de|"
    r"statt|anstatt|lieber\s+als|en\s+vez\s+de|en\s+lugar\s+de|más\s+que|piuttosto\s+che|invece\s+di|"
    r"вместо|скорее\s+чем|بدلا\s+من|بدلاً\s+من|بدل)",
    re.I,
)
# what a liking is compared with: "… than those", "… che quelle autogenerate", "… als die": the
# kind compared, not one thing pointed at
_COMPARED = re.compile(
    r"\b(?:than|que|qu['’]|che|di|als|чем)\s+(?:those|that|the\s+ones?|ceux|celles?|celui|quell[aeio]|"
    r"quelli|die|den|der|das|diejenigen|те|тех|то|el|la|los|las|lo)\b"
    # a demonstrative with a relative after it is a kind: "those that …", "ceux qui …", "те, где
    # …", "تلك التي …", "那种会…的"
    r"|\b(?:those|ceux|celles|quelli|quelle|aquellos|aquellas|diejenigen|те)\s*,?\s*"
    r"(?:that|which|who|qui|que|che|die|где|которые|что)\b"
    r"|(?:تلك|ذلك|هذه|هؤلاء|أولئك)\s+(?:\S+\s+)?(?:التي|الذي|الذين|اللي)",
    re.I,
)
_IRREALIS = re.compile(r"(?:\b(?:if|si|se|wenn|falls|бы|если\s+бы)|لو)\s", re.I)
# the speaker in a condition before the head ("If I preferred tabs, …"): a hypothetical of the
# speaker's own, not a case the rule is for
_SPEAKER = re.compile(
    r"(?:^|(?<=[\s,(]))(?:i|je|j['’]|ich|yo|io|я|me|mi|mir|мне)(?=[\s'’,])|我|私|僕|俺|저는|제가|나는|내가|أنا",
    re.I,
)
_CLAUSE_CHARS = 12
_COMMA = {"zh": "，", "ja": "、", "ar": "، "}
_BREAK = re.compile(r"[,，、،;；]")


def _last_break(region: str) -> int:
    """Where the head's own clause starts in what stands before the head (after the last
    comma), 0 when there is none."""
    last = 0
    for m in _BREAK.finditer(region):
        last = m.end()
    return last


def _head(parts, probe: str, question: bool) -> tuple[str, int, int, str, bool, int] | None:
    """Which head the parts find, where what it keeps stands (a, b), what stands before the
    head (where a past, a hypothetical or a negation would make it no request), whether the
    head closes the sentence, and where what stands before the head starts."""
    # a closing head first: "…, merk dir das" points back at what was said before it
    for pattern in parts.tail:
        m = pattern.search(probe)
        if m is None:
            continue
        form_name = next(
            (g for g in ("remember", "prefer") if m.groupdict().get(g) is not None), parts.tail_form
        )
        if question and form_name != "remember":
            return None
        opening = parts.opening.match(probe)
        a = opening.end() if opening else 0
        # what stands before a closing head is its content: the tests of the head's own words
        # are the language's refusals alone ("…的话我会很开心" is no hypothetical)
        # (a closing found from the sentence's start names where it begins: memory_notes.py)
        b = m.start("closing") if "closing" in m.re.groupindex else m.start()
        if form_name == "remember" and east_asked.only_the_place(probe[a:b]):
            continue  # (thirty-third round) "恐縮ですが、心のメモにお控えくださいませ。": the place, no fact
        return form_name, a, b, "", True, 0
    end = len(probe.rstrip())
    heads = (
        (("remember", parts.asked),)
        if question
        else (
            ("remember", parts.remember),
            ("prefer", parts.prefer),
            ("remember", parts.asked),
        )
    )
    for form_name, patterns in heads:
        for pattern in patterns:
            m = pattern.search(probe)
            if m is not None:
                a, b = m.span("rest")
                at = _own_lead(parts, probe, m.start())
                return form_name, a, min(b, end), probe[at : m.start()], False, at
    return None


# (thirty-third round) a person the language's refusals name as another's voice ("老板说…", "朋友觉得…") is,
# in the fact after a head of keeping closed by its colon, only what the fact is about ("帮我在你记忆的小口袋里
# 装一条：修车铺的老板姓唐。", "懇請您記在心頭：茶行的老闆娘姓陳。")
_PERSON_IN_FACT = frozenset({"老板", "老闆", "领导", "領導", "同事", "朋友"})
# (mend of issue 33's thirty-third-round review, zg-east 3) only as the topic ("老板姓唐"), never speaking,
# thinking, asking or telling ("记住：老板说以后周六也要上班。", "帮我记一下：领导说下周开始每天交日报。", "同事觉得…"):
# their words, which SPEC §2.1 refuses; an adverb or a time may stand between ("领导昨天又说…")
_PERSON_SPEAKING = re.compile(
    r"(?:们|們)?(?:都|也|又|还|還|刚|剛|刚刚|剛剛|刚才|剛才|已经|已經|一直|总|總|老是|昨天|今天|前天|上次|之前|早就|跟我|和我|同我|对我|對我)*"
    r"(?:说|說|讲|講|觉得|覺得|表示|认为|認為|提到|告诉|告訴|通知|要求|交代|吩咐|称|稱|讲过|說過|说过|想|希望|建议|建議|以为|以為|听说|聽說|话|話|嘱咐|囑咐|强调|強調|规定|規定|宣布)"
)


def _refused(parts, probe: str, a: int, kept_after_head: bool) -> bool:
    """True when the language's refusals find a word in `probe`; a person named in the fact after
    a keeping head's colon (from `a` on) is no refusal, unless the person speaks (_PERSON_SPEAKING)."""
    after_colon = kept_after_head and probe[:a].rstrip().endswith(("：", ":"))
    return any(
        not (
            after_colon
            and m.start() >= a
            and m.group() in _PERSON_IN_FACT
            and _PERSON_SPEAKING.match(probe, m.end()) is None
        )
        for m in parts.refuse.finditer(probe)
    )


def _own_lead(parts, probe: str, at: int) -> int:
    """Where the speaker's own lead ends ("说实话", "正直"), so it is not read as a report."""
    opening = parts.opening.match(probe, 0, at)
    return opening.end() if opening else 0


_CLAUSE_BREAK = re.compile(r"[,，;；、]")
# a relative pronoun opening the clause after a comma: the clause makes what is liked a kind
_RELATIVE = re.compile(
    r"\s*(?:(?:в|на|с|по|bei|in|auf|mit|en|con|à|sur|dans)\s+)?(?:котор\w+|где|which|who|whose|where|qui|"
    r"lesquel\w*|dont|où|die|denen|deren|che|cui|dove|cuy[oa]s?|donde|التي|الذي|الذين|اللي)(?!\w)",
    re.I,
)


def _rule_beside(
    sentence: Sentence, work: str, group: Group, a: int, b: int, closing: bool
) -> bool:
    """True when a liking is followed by a rule of its own, said for every time after a clause
    break ("我个人比较喜欢简洁的代码，以后尽量少写注释"): the corpus reads it as the rule (a
    suggestion), the liking as its ground."""
    if closing:
        return False  # a closing head: the team's own way decides (RequestParts.team)
    probe = probe_of(work)
    cut = _CLAUSE_BREAK.search(probe, a, b)
    if cut is not None and _RELATIVE.match(probe, cut.end()):
        return False  # "чек-листам, в которых каждый шаг …": the kind's own clause, no rule beside
    if cut is None or not group.universal.search(probe[cut.end() : b]):
        return False  # "small PRs, ideally under 300 lines": what the liking is for, said again
    return lasting_rule(sentence, blank(work, 0, a), group, False) is not None
