"""The judgement itself: one pass over the sentences of a message, every language table alike:
each sentence's explicit request (requests.py) or lasting rule (rules.py), and what a retraction
or a correction takes back or mends across sentences."""

from __future__ import annotations

import re
from dataclasses import replace

from app.domain import scripts
from app.domain.memory.judgement import taking_back, typos
from app.domain.memory.judgement.groups import (
    Group,
    group_for,
    lexicons_for,
    only_filler,
    own_language,
    plain_language,
    probe_of,
    strip_openers,
)
from app.domain.memory.judgement.material import view_of
from app.domain.memory.judgement.model import ExplicitRequest, Judgement, Kind, Scope, Suggestion
from app.domain.memory.judgement.requests import explicit_request
from app.domain.memory.judgement.rules import MAX_CONTENT_CHARS, lasting_rule
from app.domain.memory.judgement.text import MASK, Sentence, sentences, tidy, word_count


def _read(text: str, view: str):
    """Each sentence of the user's own prose, with the tables of the scripts it is written in."""
    last: tuple[Sentence, Group] | None = None
    for sentence in sentences(text, view):
        lexicons = lexicons_for(sentence.masked)
        if lexicons:
            group = plain_language(sentence.masked, group_for(lexicons))
            if last is not None and (
                (_marker_alone(sentence, group) and not _mends(last[0], last[1]))
                or _mended_after_trailing_off(last, sentence, group)
            ):
                # "PR 설명에는 테스트 방법도 적어 줘요. 항상요": a word of always said after the order
                # as a sentence of its own belongs to it
                before = last[0]
                end = sentence.start + len(sentence.text)
                last = (
                    Sentence(before.start, text[before.start : end], view[before.start : end]),
                    last[1],
                )
                continue
            for part in _at_new_points(sentence, group):
                if last is not None:
                    yield last
                last = (part, group)
    if last is not None:
        yield last


def _mends(sentence: Sentence, group: Group) -> bool:
    """The sentence corrects or takes back (the correction is read across sentences as it is)."""
    probe = probe_of(sentence.masked)
    return (
        taking_back.correction(probe, group)[1] >= 0 or taking_back.retraction(probe, group)[1] >= 0
    )


_TRAILED_OFF = ("…", "...", "‥")


def _mended_after_trailing_off(
    last: tuple[Sentence, Group], sentence: Sentence, group: Group
) -> bool:
    """ "画像はS3に…いや、R2に置いて": a sentence that trails off with no rule of its own, then one
    that opens with a correction marker, are one self-repair, read as one sentence (a rule that
    trails off is mended across the sentences as it is: "インデントはタブで…あ、違った、…")."""
    before, own = last
    if not before.text.rstrip().endswith(_TRAILED_OFF):
        return False
    return taking_back.correction(probe_of(sentence.masked), group)[0] == 0 and not _states_rule(
        before, own
    )


def _marker_alone(sentence: Sentence, group: Group) -> bool:
    """A sentence of one word or two that says only "always" ("항상요", "毎回ね", "一直都是")."""
    probe = probe_of(sentence.masked).strip(" .。!！…")
    return 0 < word_count(probe) <= 2 and len(probe) <= 12 and bool(group.universal.search(probe))


# A comma, as a clause break
_COMMA = re.compile(r"[,，、،]\s*")
# Letters of the scripts whose sentences run on with commas where others put a full stop (Han, kana,
# Hangul); a Latin "so" or "also" after a comma goes on with the clause ("…, so always …")
_WIDE_LETTERS = re.compile(f"[{scripts.KANA}{scripts.HAN_UNIFIED}{scripts.HANGUL}]")


def _at_new_points(sentence: Sentence, group: Group):
    """ "帮我把表单校验补一下，顺便说一句，以后…", "…고쳐 줘, 그리고 앞으로 …": after a comma, a word that
    opens a new point (a table's `openers`: 顺便说一句, 另外, ところで, 그리고, 참고로) ends the clause
    before it as a full stop would, in the scripts that run sentences on with commas; an
    interjection of one letter ("啊", "아") is a pause or a self-repair, not a new point."""
    masked, cut = sentence.masked, 0
    for m in _COMMA.finditer(masked):
        if m.start() <= cut:
            continue
        opener = group.openers.match(masked[m.end() :])
        if opener is None or len(_WIDE_LETTERS.findall(opener.group())) < 2:
            continue
        if word_count(masked[m.end() + opener.end() :]) < 2:
            continue
        yield Sentence(
            sentence.start + cut, sentence.text[cut : m.start()], masked[cut : m.start()]
        )
        cut = m.end()
    yield (
        sentence if cut == 0 else Sentence(sentence.start + cut, sentence.text[cut:], masked[cut:])
    )


def _after(sentence: Sentence, cut: int) -> Sentence | None:
    """What a sentence says after `cut`, or None when nothing is left."""
    if not sentence.masked[cut:].strip():
        return None
    return Sentence(sentence.start + cut, sentence.text[cut:], sentence.masked[cut:])


def judge(text: str) -> Judgement:
    """Every explicit request of a user message, and the first lasting rule it states; when the
    message as typed yields nothing, the message with its mistyped cue words mended (typos.py:
    "allways run prettier befor you commit"), the stored words given back as typed."""
    found = _judge(text)
    if found.explicit or found.suggestion or not text:
        return found
    # the cue words of the message's own language only ("jeter" is French, not a German "jeder")
    tables = lexicons_for(text)
    fixed, changes = typos.mended(
        text, own_language(text, group_for(tables)).lexicons if tables else ()
    )
    if not changes:
        return found
    again = _judge(fixed)
    if not (again.explicit or again.suggestion):
        return found
    return Judgement(
        tuple(replace(e, content=typos.restored(e.content, changes, text)) for e in again.explicit),
        again.suggestion
        and replace(
            again.suggestion, content=typos.restored(again.suggestion.content, changes, text)
        ),
    )


def _judge(text: str) -> Judgement:
    """Every explicit request of a user message, and the first lasting rule it states."""
    if not text or not text.strip():
        return Judgement((), None)
    view = view_of(text)
    explicit: list[ExplicitRequest] = []
    suggestion: Suggestion | None = None
    rule_end = -1  # where the words of the suggestion end in the message
    read = list(_read(text, view))
    task = _task_message(view)
    quiet: Sentence | None = None  # the sentence before, when it asked and ruled nothing
    ahead = False  # the sentence before was a remember verb alone with nothing to point back at
    for n, (sentence, group) in enumerate(read):
        probe = probe_of(sentence.masked)
        start, cut, apart = taking_back.retraction(probe, group)
        if cut < 0:
            before = (explicit, suggestion, rule_end)
            explicit, suggestion, rule_end = _read_sentence(
                sentence, group, list(explicit), suggestion, rule_end, task
            )
            if (
                before[1] is None
                and suggestion is not None
                and len(explicit) == len(before[0])
                and _remember_alone(sentence, group)
            ):
                # "今後のためにメモしておいて。": a remember verb alone states no rule of its own
                suggestion, rule_end = before[1], before[2]
            if (
                ahead
                and before[1] is None
                and suggestion is not None
                and len(explicit) == len(before[0])
            ):
                # "기억해 두세요. 저희 회계 연도는 4월에 시작합니다.": what follows a remember verb
                # alone is what it asks to keep, even where it reads as a rule by itself
                back = _remembered_back(_quiet(sentence, group), sentence, group, ahead=True)
                if back is not None:
                    explicit.append(back)
                    suggestion, rule_end = before[1], before[2]
            if before[1] is suggestion and len(explicit) == len(before[0]):
                back = _remembered_back(quiet, sentence, group)
                if back is None and ahead:
                    # "覚えておいて。本番のドメインは example.jp。": the remember verb alone, with
                    # no statement before it, points at the plain statement after it
                    back = _remembered_back(_quiet(sentence, group), sentence, group, ahead=True)
                if back is not None:
                    explicit.append(back)
                    ahead = False
                else:
                    ahead = quiet is None and _remember_alone(sentence, group)
                quiet = None if back else _quiet(sentence, group)
            else:
                quiet = None
                ahead = False
            # A correction marker ("sorry, I mean", "哦不是") matters only where there is a rule
            # to mend: one found (the sentence is read again if it mends it), or one in this
            # sentence before the marker, which the sentence read whole with the marker and
            # its mending does not state ("ブランチ名はアンダースコアで、じゃなくてハイフンで").
            start, cut, apart = taking_back.correction(probe, group)
            if cut < 0:
                continue
            explicit, suggestion, rule_end = before
            found = _taken_back(read, n, text, start, cut, apart, suggestion, rule_end, True)
            marker = True
        else:
            found = _taken_back(read, n, text, start, cut, apart, suggestion, rule_end, False)
            marker = False
        if found is not None:
            # "From now on, use tabs. No, actually, forget it.": everything before is taken
            # back; what follows the retraction still counts ("…, use four spaces").
            rest, suggestion, rule_end = found
            explicit = []
            if rest is None or (
                taking_back.keeps(probe_of(rest.masked))
                # after a correction marker, a rule of its own stands ("講錯，main 才對，以後都推 main
                # 就好": "就好" there says "just", it keeps nothing)
                and not (marker and _states_rule(rest, group))
            ):
                continue  # "…, seguimos con espacios": back to what is, no rule of its own
            sentence = rest
        explicit, suggestion, rule_end = _read_sentence(
            sentence, group, explicit, suggestion, rule_end, task
        )
    return Judgement(tuple(explicit), suggestion)


def _quiet(sentence: Sentence, group: Group) -> Sentence | None:
    """The sentence, when it is a plain statement of the user's own (no question, report,
    negation of memory or retraction): what a following "Remember that." may point back at."""
    probe = probe_of(sentence.masked).strip()
    if not probe or any(
        group.slots[s].search(probe) for s in ("question", "reported", "retraction", "hedge")
    ):
        return None
    return sentence


def _remember_alone(sentence: Sentence, group: Group) -> bool:
    return bool(group.remember_back.search(probe_of(sentence.masked)))


def _remembered_back(
    quiet: Sentence | None, sentence: Sentence, group: Group, ahead: bool = False
) -> ExplicitRequest | None:
    """ "The VPN is corp-vpn. Remember that.": a remember verb alone points back at the plain
    statement before it, which is the fact to keep (its words as the user wrote them)."""
    if quiet is None or (not ahead and not _remember_alone(sentence, group)):
        return None
    words = tidy(quiet.text)
    if not words or word_count(words) < 2 or len(words) > MAX_CONTENT_CHARS:
        return None
    return ExplicitRequest(form="remember", content=words)


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
    work = strip_openers(sentence.masked, group)
    question = bool(group.question.search(probe_of(work).strip()))
    request = explicit_request(sentence, work, group, question)
    if request is not None:
        explicit.append(request)
    elif suggestion is None:
        suggestion = lasting_rule(sentence, work, group, question, task)
        if suggestion is not None and _disowned(probe_of(work)):
            suggestion = None  # a habit of the speaker's past, or a rule the speaker denies saying
        elif suggestion is None and not question:
            suggestion = _adopted(sentence, work, group)
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
        taken = lasting_rule(before, strip_openers(before.masked, group), group, False)
        taken_end = _words_end(before)
    rest = _after(sentence, cut)
    end = -1
    fragment = fgroup = nxt = None
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
        valued = _value_mended(taken, fragment.text[: end - fragment.start])
        return rest, valued or _mended(taken, text, taken_end, end), end
    if (
        marker
        and taken is not None
        and rest is not None
        and taking_back.keeps(probe_of(rest.masked))
    ):
        # "앞으로 yarn 쓰자. 아, 아니다, 그냥 하던 대로 npm 쓰자": a correction that goes back to
        # how things are mends the rule away, as a retraction does
        return rest, None, -1
    repair = marker or taking_back.hesitates(sentence.masked[start:cut])
    if rest is not None and _states_rule(rest, group):
        if repair and apart and (taken is None or fragment is rest):
            # "Backups laufen um Mitternacht, nee warte, um vier Uhr früh, wenn keiner mehr
            # arbeitet": the words after the repair are a rule of their own that restarts the
            # words before it at a word of theirs; the rule stands whole, mended
            ends = (
                taken_end
                if taken is not None
                else _words_end(
                    Sentence(sentence.start, sentence.text[:start], sentence.masked[:start])
                )
            )
            mended = _aligned_rule(read, n, taken, ends, rest, group)
            if mended is not None:
                return None, mended, -1
        return rest, None, -1
    if repair and not (marker and _states_rule(sentence, group)):
        # a self-repair ("no wait", "anzi no", "不对") whose words after it state no rule of
        # their own: they mend what the marker follows
        if taken is not None and apart and fragment is not None:
            # "Release notes go out on Monday, no wait, they go out on Thursday once QA has
            # signed off": a mend of any length, aligned with what it replaces
            mended = _aligned_rule(read, n, taken, taken_end, fragment, fgroup)
            if mended is not None:
                return None, mended, -1
        if marker and taken is None and rest is not None:
            # "覆盖率门槛定在七十……不对，八十，低于八十不让合并": a value mends the words before
            # the marker, then a rule of its own follows; it stands with the value mended
            valued = _valued_rule(sentence, start, rest, group)
            if valued is not None:
                return valued
    if marker:
        return None
    return rest, None, -1


# A word of a mend or of the rule it mends, and a run of numerals ("70", "七十", "百分之七十").
_TOKEN = re.compile(r"\w+")
_NUMERALS = re.compile(r"\d+(?:[.,]\d+)?|[零〇一二两兩三四五六七八九十百千万萬]+")
# Articles align nothing ("the", "les", "die", "las"): a mend restarts a rule at a word of its own.
_ARTICLES = frozenset(
    [
        "the",
        "a",
        "an",
        "le",
        "la",
        "les",
        "l",
        "un",
        "une",
        "des",
        "du",
        "de",
        "der",
        "die",
        "das",
        "den",
        "dem",
        "ein",
        "eine",
        "el",
        "los",
        "las",
        "lo",
        "il",
        "gli",
        "i",
        "uno",
        "una",
    ]
)
# The words that lead into a mend and replace nothing: a pronoun standing for what the rule
# names ("they go out on Thursday"), a word of preferring ("mejor las hacemos …").
_LEAD = frozenset(
    [
        "they",
        "it",
        "we",
        "you",
        "he",
        "she",
        "sie",
        "es",
        "er",
        "wir",
        "ils",
        "elles",
        "il",
        "on",
        "nous",
        "ellos",
        "ellas",
        "lo",
        "li",
        "loro",
        "их",
        "они",
        "мы",
        "оно",
        "это",
        "better",
        "rather",
        "mejor",
        "meglio",
        "lieber",
        "plutôt",
        "лучше",
    ]
)
# The slots a mend may not fill: what asks, answers no, takes back or hedges is no mend.
_NOT_A_MEND = ("question", "answer_no", "retraction", "hedge")


def _head_before(read: list[tuple[Sentence, Group]], n: int, rule_end: int) -> Sentence | None:
    """The words of the rule taken back: the sentence (up to n) whose words end at rule_end."""
    for sentence, _group in reversed(read[: n + 1]):
        if sentence.start < rule_end <= sentence.start + len(sentence.text):
            upto = rule_end - sentence.start
            return Sentence(sentence.start, sentence.text[:upto], sentence.masked[:upto])
    return None


def _aligned_rule(
    read: list[tuple[Sentence, Group]],
    n: int,
    taken: Suggestion | None,
    rule_end: int,
    fragment: Sentence,
    group: Group,
) -> Suggestion | None:
    """The rule mended by a fragment of any length, the fragment aligned with what it replaces:
    from the first of its first words that the rule also says (past the rule's first word),
    the rule's words give way to the fragment's ("Logs in Staging auf Debug" + "auf Info in
    Staging und Debug nur lokal": "Logs in Staging auf Info in Staging und Debug nur lokal");
    None when nothing aligns, the fragment puts off, keeps, asks or takes back, or what the
    alignment makes is no rule (read in its new words, or, when the words before the repair
    were a rule, of that rule's kind)."""
    head = _head_before(read, n, rule_end)
    if head is None:
        return None
    probe = probe_of(fragment.masked)
    if taking_back.keeps(probe) or taking_back.puts_off(probe):
        return None
    own = own_language(probe, group)
    if any(own.slots[slot].search(probe) for slot in _NOT_A_MEND):
        return None
    words = [
        (m.start(), w)
        for m in list(_TOKEN.finditer(head.masked))[1:]
        if (w := m.group().casefold()) not in _ARTICLES
    ]
    if not words:
        return None
    dropped = 0  # the fragment's own words before the one aligned: a pronoun, a "better"
    kept: list[int] = []  # and those that replace as many words of the rule ("drei Tage")
    for m in list(_TOKEN.finditer(fragment.masked))[:4]:
        word = m.group().casefold()
        if word in _ARTICLES:
            continue
        dropped += 1
        if dropped > 2:
            return None  # "用 feat/ 開頭": the words before "開頭" are the mend, not a lead-in
        i = next((i for i in range(len(words) - 1, -1, -1) if words[i][1] == word), None)
        at, cut = (None, m.start()) if i is None else (words[i][0], m.start())
        if i is None and len(word) >= 5:
            # the same verb in another person ("se hacen" / "las hacemos"): a stem of four; the
            # rule keeps its own form of it and takes the fragment's words after it
            i = next(
                (
                    i
                    for i in range(len(words) - 1, -1, -1)
                    if len(words[i][1]) >= 4 and words[i][1][:4] == word[:4]
                ),
                None,
            )
            if i is not None:
                at, cut = words[i][0] + len(words[i][1]), m.end()
        if i is None:
            if word not in _LEAD:
                kept.append(m.start())
            continue
        if kept:
            # "zwei Tage" / "drei Tage": as many words of the rule give way before the word aligned
            if i < len(kept):
                return None
            at, cut = words[i - len(kept)][0], kept[0]
        mended = Sentence(
            head.start,
            head.text[:at] + fragment.text[cut:],
            head.masked[:at] + fragment.masked[cut:],
        )
        rule = lasting_rule(mended, strip_openers(mended.masked, group), group, False)
        if rule is None and taken is not None:
            # the rule mended is of the kind of the rule taken back, read or not in its new words
            rule = Suggestion(taken.kind, taken.scope, tidy(mended.text), taken.language)
        return rule if rule is not None and len(rule.content) <= MAX_CONTENT_CHARS else None
    return None


def _valued_rule(
    sentence: Sentence, start: int, rest: Sentence, group: Group
) -> tuple[Sentence, Suggestion, int] | None:
    """A value after a correction marker that mends the last value before it, then a rule of
    its own: (the words after the value, the rule with the words before the marker mended by
    the value, where it ends); None otherwise."""
    end = _correction_end(rest, group)
    if end < 0:
        return None
    piece = rest.masked[: end - rest.start]
    value = _NUMERALS.search(piece)
    head = sentence.masked[:start].rstrip(_CLOSING + "、—–-")
    olds = list(_NUMERALS.finditer(head))
    if value is None or not olds:
        return None
    cut = end - sentence.start
    while cut < len(sentence.masked) and sentence.masked[cut] in _CLOSING + "、":
        cut += 1
    after = _after(sentence, cut)
    if after is None or not _states_rule(after, group):
        return None
    old = olds[-1]
    words = sentence.text[: old.start()] + value.group() + sentence.text[old.end() : len(head)]
    rule = lasting_rule(after, strip_openers(after.masked, group), group, False)
    if rule is None:
        return None
    content = tidy(
        words
        + sentence.text[end - sentence.start - (len(piece) - value.end()) : cut]
        + rule.content
    )
    return after, Suggestion(rule.kind, rule.scope, content, rule.language), _words_end(after)


def _adopted(sentence: Sentence, work: str, group: Group) -> Suggestion | None:
    """ "У аналитиков каждый дашборд проходит ревью, и у нас теперь пусть будет так же": a way
    told of, then taken up by the speaker's team from now on, is a rule of the user's own, in
    the words of both."""
    found = taking_back.adopted(probe_of(work))
    if found is None or word_count(probe_of(work)[: found.start()]) < 3:
        return None
    content = tidy(sentence.text)
    if len(content) > MAX_CONTENT_CHARS:
        return None
    return Suggestion(Kind.CONSTRAINT, Scope.SPACE, content, group.lexicons[0].code)


def _disowned(probe: str) -> bool:
    return taking_back.of_the_past(probe) or taking_back.disowned(probe)


def _states_rule(sentence: Sentence, group: Group) -> bool:
    work = strip_openers(sentence.masked, group)
    return (
        lasting_rule(sentence, work, group, bool(group.question.search(probe_of(work).strip())))
        is not None
    )


def _words_end(sentence: Sentence) -> int:
    """Where a sentence's words end in the message, before its closing punctuation."""
    return sentence.start + len(sentence.text.rstrip(_CLOSING))


_CLOSING = " \t.。!！?？;；,，:：…،؛"  # the Arabic comma and semicolon are a comma and a semicolon
_DIGIT = re.compile(r"\d")
# A full stop inside a word ("test_*.py") does not end a piece.
_PIECE = re.compile(r"(?:[^,，、،;；؛:：.。!！?？؟—–(（]|\.(?=\S))+")


def _correction_end(fragment: Sentence, group: Group) -> int:
    """Where a correction ends in the message, when the words after a retraction only mend
    what was taken back ("— 2 spaces", "con 2", "لا عفوا، التاب"): a few words of their own,
    no clause that asks, denies, hedges or takes back; else -1."""
    probe = probe_of(fragment.masked)
    m = _PIECE.search(probe)
    if m is None or taking_back.keeps(probe) or taking_back.defers(probe[m.end() :]):
        return -1  # "Lascia perdere, dai, restiamo con gli spazi": what follows puts off or keeps
    piece = m.group().strip()
    own = own_language(piece, group)
    # The marker may close the mend instead of opening it ("Sorry, tests/fixtures I meant",
    # "죄송해요, /data/logs 말하려고 했어요"): the mend is what stands before it.
    marker = next((c for p in own.correction.patterns if (c := p.search(piece))), None)
    if marker is not None and marker.start() > 0 and not piece[marker.end() :].strip():
        piece = piece[: marker.start()].strip()
    if (
        not piece
        or not taking_back.STANCE.sub(" ", piece).strip()  # "Kidding, obviously, …": names nothing
        # a mend naming a path may say where it is ("in config/ nella root del progetto")
        or _mend_words(piece) > (6 if "/" in piece or _CODE_TOKEN.search(piece) else 3)
        or (only_filler(piece, group) and not _DIGIT.search(piece))  # "3.12" mends
        or any(
            own.slots[slot].search(piece)
            for slot in (
                "question",
                "negated",
                "answer_no",
                "retraction",
                "everyday",
                "hedge",
                "context_less",
            )
        )
        or taking_back.defers(piece)  # "…, decidiamo dopo", "之後再說": put off, nothing mended
    ):
        return -1
    return fragment.start + m.end() - (len(m.group()) - len(m.group().rstrip()))


# A name of code or a path ("/var/log/myapp", "pnpm-lock.yaml", "snake_case"): one word of a mend.
_CODE_TOKEN = re.compile(r"[\w@+#*~]+(?:[./\-][\w@+#*~]+)+/?|/[\w./\-]+")


def _mend_words(piece: str) -> int:
    """The words of a mend, a path or a name of code counted once ("natürlich /var/log/myapp")."""
    return sum(1 if _CODE_TOKEN.fullmatch(tok) else word_count(tok) for tok in piece.split())


def _value_mended(rule: Suggestion, mend: str) -> Suggestion | None:
    """ "測試覆蓋率至少七成……不對，八成", "Keep PRs under 200 lines, I mean 400": a mend that is a
    value alone (its unit after it or not) replaces the rule's last value, the rule's other words
    kept; None otherwise."""
    value = _VALUE.fullmatch(mend.strip(" \t" + _CLOSING))
    olds = list(_NUMERALS.finditer(rule.content))
    if value is None or not olds:
        return None
    old = olds[-1]
    number, unit = value.group(1), value.group(2).strip()
    after = rule.content[old.end() :]
    if unit and after.lstrip().startswith(unit):
        after = after.lstrip()[len(unit) :]
        number = value.group()
    content = rule.content[: old.start()] + number + after
    return Suggestion(rule.kind, rule.scope, content, rule.language)


# A value with its unit or none ("400", "八成", "30 Tage", "5秒")
_VALUE = re.compile(r"(" + _NUMERALS.pattern + r")(\s?(?:[^\W\d_]{1,12})?)")


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
    view = view_of(text)
    found: list[str] = []
    for sentence, group in _read(text, view):
        probe = probe_of(sentence.masked)
        cut = taking_back.retraction_end(probe, group)
        if cut >= 0:
            found = []  # taken back: nothing said before counts
            sentence = _after(sentence, cut)
            if sentence is None:
                continue
            probe = probe_of(sentence.masked)
        work = probe_of(strip_openers(sentence.masked, group)).strip()
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
