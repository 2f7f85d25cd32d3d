"""What a retraction or a correction in a message takes back or mends (engine.py reads the
sentences; this reads their turns): the rule a correction marker or a self-repair follows, and the
mend aligned with the words it replaces, whatever its length (a value, a phrase, a clause), the
corrected rule stored in the user's words."""

from __future__ import annotations

import re

from app.domain.memory.judgement import setting_values, taking_back
from app.domain.memory.judgement.groups import (
    Group,
    only_filler,
    own_language,
    probe_of,
    strip_openers,
)
from app.domain.memory.judgement.model import Kind, Scope, Suggestion
from app.domain.memory.judgement.requests import explicit_request
from app.domain.memory.judgement.rules import MAX_CONTENT_CHARS, lasting_rule
from app.domain.memory.judgement.text import MASK, Sentence, tidy, word_count


def after(sentence: Sentence, cut: int) -> Sentence | None:
    """What a sentence says after `cut`, or None when nothing is left."""
    if not sentence.masked[cut:].strip():
        return None
    return Sentence(sentence.start + cut, sentence.text[cut:], sentence.masked[cut:])


def states_rule(sentence: Sentence, group: Group) -> bool:
    work = strip_openers(sentence.masked, group)
    return (
        lasting_rule(sentence, work, group, bool(group.question.search(probe_of(work).strip())))
        is not None
    )


def words_end(sentence: Sentence) -> int:
    """Where a sentence's words end in the message, before its closing punctuation."""
    return sentence.start + len(sentence.text.rstrip(_CLOSING))


_CLOSING = " \t.。!！?？;；,，:：…،؛"  # the Arabic comma and semicolon are a comma and a semicolon
_DIGIT = re.compile(r"\d")
# A full stop inside a word ("test_*.py") does not end a piece.
_PIECE = re.compile(r"(?:[^,，、،;；؛:：.。!！?？؟—–(（]|\.(?=\S))+")


def taken_back(
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
        upto = len(_trimmed(sentence.masked[:start], group).rstrip(_CLOSING + "、—–-"))
        before = Sentence(sentence.start, sentence.text[:upto], sentence.masked[:upto])
        taken = lasting_rule(before, strip_openers(before.masked, group), group, False)
        taken_end = words_end(before)
    rest = after(sentence, cut)
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
            if end >= 0 and states_rule(
                Sentence(fragment.start, fragment.text[:cut_at], fragment.masked[:cut_at]), fgroup
            ):
                end = -1
    if end >= 0:
        mend = fragment.text[: end - fragment.start]
        valued = _value_mended(taken, mend) or _value_in_words(taken, mend)
        if valued is None and marker and MASK not in mend:
            # "Ставь через yarn, ой, нет, через pnpm": a mend that restarts the rule at a word of
            # its own stands in the rule, not after it; a marker closing the mend is not of it
            # ("…, en français pardon")
            words = _trimmed(mend, fgroup).rstrip(_CLOSING)
            if not _aligned_inside_code(taken.content, words):
                piece = Sentence(fragment.start, words, fragment.masked[: len(words)])
                valued = _aligned_rule(read, n, taken, taken_end, piece, fgroup)
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
    if rest is not None and states_rule(rest, group):
        if repair and apart and (taken is None or fragment is rest):
            # "Backups laufen um Mitternacht, nee warte, um vier Uhr früh, wenn keiner mehr
            # arbeitet": the words after the repair are a rule of their own that restarts the
            # words before it at a word of theirs; the rule stands whole, mended
            ends = (
                taken_end
                if taken is not None
                else words_end(
                    Sentence(sentence.start, sentence.text[:start], sentence.masked[:start])
                )
            )
            mended = _aligned_rule(read, n, taken, ends, rest, group)
            if mended is not None:
                return None, mended, -1
        if marker:
            setting = _setting_turn(read, n, start, taken, taken_end, rest, group)
            if setting is not None:
                return None, setting, -1
        return rest, None, -1
    if repair and not (marker and states_rule(sentence, group)):
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
    if marker and rest is not None:
        setting = _setting_turn(read, n, start, taken, taken_end, rest, group)
        if setting is not None:
            return None, setting, -1
    if marker:
        return None
    return rest, None, -1


def _setting_turn(
    read: list[tuple[Sentence, Group]],
    n: int,
    start: int,
    taken: Suggestion | None,
    taken_end: int,
    rest: Sentence,
    group: Group,
) -> Suggestion | None:
    """ "Cache entries expire after ten minutes, ah no, sorry, thirty minutes", "업로드 최대 크기:
    10MB. 정정: 20MB.", "Ретро у нас по понедельникам утром, я оговорился, по четвергам …": the
    words before a correction marker set a value of a lasting setting (a setting's noun or a
    time that recurs, nothing of one occasion, no question or report), and the mend gives a value
    of the same type (setting_values): the setting stands with the mended value, in the user's
    words; or the mend restarts the words before it at a word of theirs. None otherwise (a rule
    read before the marker needs no setting named)."""
    sentence = read[n][0]
    if taken is not None:
        head = _head_before(read, n, taken_end)
    else:
        head = Sentence(sentence.start, sentence.text[:start], sentence.masked[:start])
        if not setting_values.trimmed_head(head.text).strip() and n > 0:
            # "업로드 최대 크기: 10MB. 정정: 20MB.", "…月曜の朝に。いや、言い間違えました、…": the
            # marker opens a sentence of its own
            head = read[n - 1][0]
    if head is None:
        return None
    words = _trimmed(head.text, group).rstrip(_CLOSING + "、—–-")
    if not words.strip():
        return None
    head = Sentence(head.start, words, head.masked[: len(words)])
    probe = probe_of(rest.masked)
    whole = probe_of(head.masked) + " " + probe
    own = own_language(whole, group)
    if (
        setting_values.one_off(whole)
        or taking_back.keeps(probe)
        or taking_back.puts_off(probe)
        or taking_back.of_the_past(whole)
        or any(own.slots[slot].search(probe) for slot in _NOT_A_MEND)
        or any(own.slots[slot].search(whole) for slot in ("question", "reported", "denial"))
    ):
        return None
    if taken is None and not setting_values.setting_named(words):
        # "Datenbank-Backups laufen um Mitternacht, Moment, korrigiere: sie laufen um vier Uhr
        # morgens, wenn keiner arbeitet": no setting named, but the words before the marker
        # restarted at a word of theirs by the mend make a rule read in its new words
        return _aligned_rule(read, n, None, words_end(head), rest, group)
    content = setting_values.mended_value(words, rest.text.rstrip(_CLOSING))
    if content is not None:
        content = tidy(content)
        if not content or len(content) > MAX_CONTENT_CHARS:
            return None
        if taken is not None:
            return Suggestion(taken.kind, taken.scope, content, taken.language)
        return Suggestion(Kind.CONSTRAINT, Scope.SPACE, content, own.lexicons[0].code)
    pseudo = taken or Suggestion(Kind.CONSTRAINT, Scope.SPACE, "", own.lexicons[0].code)
    return _aligned_rule(read, n, pseudo, words_end(head), rest, group)


_GLUED = "/-_.:"


def _aligned_inside_code(rule: str, mend: str) -> bool:
    """True when the first word of the mend the rule also says stands inside a name of code or a
    path in the rule ("JJ/MM/AAAA" / "AAAA-MM-JJ", "/var/log/app" / "natürlich /var/log/myapp"):
    pieces of names align by chance, not as words."""
    said = rule.casefold()
    for m in list(_TOKEN.finditer(mend.casefold()))[:4]:
        word = m.group()
        at = [i.start() for i in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", said)]
        if at:
            return any(i > 0 and said[i - 1] in _GLUED for i in at) or (
                m.start() > 0 and mend[m.start() - 1] in _GLUED
            )
    # no word of the mend said as such: a name of code would align only by its stem
    return bool(_CODEISH.search(mend))


_CODEISH = re.compile(r"[/_\\]|\w\.\w")


def _trimmed(words: str, group: Group) -> str:
    """The words before a marker without the hesitations and markers that run into it ("…, ah
    no, sorry, …", "…, ой, вру, …", "…, äh, sorry, …": markers in a row are one)."""
    for _ in range(3):
        words = setting_values.trimmed_head(words)
        end = len(words.rstrip(_CLOSING + "、—–- "))
        marker = next(
            (
                m
                for p in group.correction.patterns
                for m in p.finditer(words, 0, end)
                if m.end() == end and m.start() > 0
            ),
            None,
        )
        if marker is None:
            return words
        words = words[: marker.start()]
    return words


def _value_in_words(rule: Suggestion, mend: str) -> Suggestion | None:
    """ "Keep cache entries for ten minutes, sorry, thirty minutes": a value said in words (or
    a unit alone) replaces the rule's value of its type, as digits do."""
    content = setting_values.mended_value(rule.content, mend.strip(" \t" + _CLOSING))
    if content is None or content == rule.content:
        return None
    return Suggestion(rule.kind, rule.scope, tidy(content, capitalise=False), rule.language)


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
        "elle",
        "elles",
        "ella",
        "lei",
        "она",
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


def _asked_from(head: Sentence, group: Group) -> int:
    """Where the rule in the words before a repair begins: after the head of an explicit request
    ("Remember: never push to main, no wait, …", "记住：覆盖率门槛七十，不对，八十…": the rule
    mended is what the request asks to keep), else at the start."""
    request = explicit_request(head, strip_openers(head.masked, group), group)
    if request is None:
        return 0
    return max(head.text.casefold().find(request.content[:12].casefold()), 0)


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
    at = _asked_from(head, group)
    head = Sentence(head.start + at, head.text[at:], head.masked[at:])
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
    following = after(sentence, cut)
    if following is None or not states_rule(following, group):
        return None
    old = olds[-1]
    at = _asked_from(Sentence(sentence.start, sentence.text[: len(head)], head), group)
    words = sentence.text[at : old.start()] + value.group() + sentence.text[old.end() : len(head)]
    rule = lasting_rule(following, strip_openers(following.masked, group), group, False)
    if rule is None:
        return None
    content = tidy(
        words
        + sentence.text[end - sentence.start - (len(piece) - value.end()) : cut]
        + rule.content
    )
    return (
        following,
        Suggestion(rule.kind, rule.scope, content, rule.language),
        words_end(following),
    )


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
