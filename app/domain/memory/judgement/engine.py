"""The judgement itself: one pass over the sentences of a message, every language table alike:
each sentence's explicit request (requests.py) or lasting rule (rules.py), and where a retraction
or a correction takes back or mends across sentences (mending.py reads what it leaves)."""

from __future__ import annotations

import re
from dataclasses import replace

from app.domain import scripts
from app.domain.memory.judgement import (
    curt_wants,
    east_asked,
    east_world,
    headed_for_me,
    ja,
    life_stages,
    own_limits,
    place_instead,
    recalled,
    saved_files,
    second_opinion,
    taking_back,
    typos,
    unprompted,
)
from app.domain.memory.judgement.groups import (
    Group,
    group_for,
    lexicons_for,
    own_language,
    plain_language,
    probe_of,
    strip_openers,
)
from app.domain.memory.judgement.joined_requests import joined_requests
from app.domain.memory.judgement.material import view_of
from app.domain.memory.judgement.memory_notes import orders_hearer
from app.domain.memory.judgement.mending import after, states_rule, taken_back, words_end
from app.domain.memory.judgement.model import ExplicitRequest, Judgement, Kind, Scope, Suggestion
from app.domain.memory.judgement.requests import explicit_request
from app.domain.memory.judgement.rules import MAX_CONTENT_CHARS, by_itself, lasting_rule
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


def _still_now(sentence: Sentence, group: Group, after: Sentence) -> bool:
    """The sentence tells a rule set down in the western dialects' past (`ja.RULE_SET_DOWN`) and
    the sentence after it says it holds now, "今も同じじゃ", "今でもそのルールじゃ" (`ja.STILL_NOW`)."""
    return (
        any(lexicon.code == "ja" for lexicon in group.lexicons)
        and ja.RULE_SET_DOWN.search(sentence.masked) is not None
        and ja.STILL_NOW.match(after.masked) is not None
    )


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
    return taking_back.correction(probe_of(sentence.masked), group)[0] == 0 and not states_rule(
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
    # (an opener that counts holds two wide letters: a sentence with none has no new point)
    for m in _COMMA.finditer(masked) if _WIDE_LETTERS.search(masked) else ():
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


def judge(text: str) -> Judgement:
    """Every explicit request of a user message, and the first lasting rule it states: the
    engine's reading (`read`); where it found nothing, the second opinion learned from the
    engine's readings of text it had never seen (second_opinion.py) may name one of the user's
    own sentences as the rule."""
    plain: list[tuple[Sentence, Group] | None] = []
    found = read(text, plain)
    if found.explicit or found.suggestion is not None or not text:
        return found
    # (issue 33, thirty-second round) the speaker's heading, then wants with no verb (curt_wants.py)
    curt = curt_wants.curt_wants(text, view_of(text)) if ":" in text or "：" in text else None
    if curt is not None:
        return Judgement((), curt)
    own = second_candidates(plain)
    if not own or not second_opinion.likely(text):
        return found
    own = second_kept(own)
    if not own:
        return found
    # (issue 33, twenty-ninth round) the heading says whose the second opinion's rule is too
    second = second_opinion.suggestion(own)
    return found if second is None else Judgement((), _headed_scope(second, view_of(text)))


def _headed_scope(suggestion: Suggestion | None, view: str) -> Suggestion | None:
    """The suggestion for the user's own scope where the message is headed "for me" ("Für mich: …
    Keine Tabellen."): a rule read for the space is the speaker's once the heading says whose."""
    # (issue 33, thirtieth round: or an east want with a limit of the speaker's own as its reason,
    # "…，我日文一个字不认识", "…。漢字がまだ読めないの。", own_limits.east_limit)
    if (
        suggestion is not None
        and suggestion.scope is Scope.SPACE
        and (
            headed_for_me.headed(view)
            or own_limits.east_limit(view)
            # (thirty-first round: or a reason of the speaker's own after a way asked for them,
            # "…俺には縦書きの紙で頼む。横書きは目がすべるんや。", own_limits.east_own_reason)
            or own_limits.east_own_reason(view)
        )
    ):
        return replace(suggestion, scope=Scope.USER)
    return suggestion


def second_kept(own: list) -> list:
    """The second opinion's candidates (`second_candidates`) it may suggest once it said yes."""
    # (issue 33, twenty-fifth round) a machine's own act or a place's almost-always state is no
    # one's rule (unprompted.py): asked only of the sentences it would suggest, after it said yes
    # (and one file saved with its format, saved_files.py)
    return [
        o
        for o in own
        if not unprompted.set_aside(
            probe := probe_of(o[1].masked),
            probe,
            codes := [x.code for x in o[2].lexicons],
            own_language(probe, o[2]),
        )
        and not saved_files.said(probe, codes)
        # (twenty-seventh round) nor a stage of the speaker's life put first (life_stages.py)
        and not life_stages.told(probe, codes)
        # (twenty-sixth round: the east's machine acting by itself, as the rule reading refuses it,
        # "시스템이 매일 새벽에 자동으로 점검에 들어가요"; the west's is unprompted.py's above)
        and not (probe.lstrip()[:1] >= "\u3000" and by_itself(probe, own_language(probe, o[2])))
        # (issue 33, thirtieth round) nor the east's world told with its always, as the rule reading
        # refuses it (east_world.py: "澡堂的更衣間總是濕答答的", "…はいつも行列ができとる")
        and not (
            probe.lstrip()[:1] >= "\u3000"
            and east_world.told(probe, o[2], own_language(probe, o[2]))
        )
        # (review of the twenty-eighth round) nor a Japanese sentence telling what was done, closing
        # in the past of a te-form's auxiliary or Western Japan's よった ("先生の言葉を、心に刻んでおいた。",
        # "…させてくれた"), or what lasts in the heart or head ("…心に刻んでいます。"): a story, no rule
        # asked (a plain past can judge, "あの店の味は落ちた"; the ongoing elsewhere is a practice)
        and not ja.TOLD.search(probe)
        # (twenty-sixth round) nor a sentence that says the fact need not be kept ("مش محتاج تفتكر
        # ده: …", "You don't have to hang on to this: …"), which the engine's refusals set aside
        and not o[2].negated_memory.search(probe)
    ]


def second_candidates(plain: list) -> list:
    """The sentences the second opinion may suggest of a message the engine found nothing in
    (`plain`, as `read` gives it; `second_opinion.own_sentences`): none where a sentence takes
    back what was said (a retraction: the engine's reading of it stands), nor one about one
    occasion."""
    if None in plain:
        return []
    return second_opinion.own_sentences(
        [(s, group) for s, group in plain if not group.one_off.search(probe_of(s.masked))]
    )


def read(text: str, plain: list | None = None) -> Judgement:
    """The engine's own reading: when the message as typed yields nothing, the message with its
    mistyped cue words mended (typos.py: "allways run prettier befor you commit"), the stored
    words given back as typed. `plain` as `_judge` fills it."""
    found = _judge(text, plain)
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


def _judge(text: str, plain: list | None = None) -> Judgement:
    """Every explicit request of a user message, and the first lasting rule it states. When
    `plain` is given, each sentence read that asked and ruled nothing and is a plain statement
    (`_quiet`) is added to it with its table, and None for a sentence that takes back."""
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
    recalling = False  # the sentence before asked whether the agent remembers a shared past
    for n, (sentence, group) in enumerate(read):
        if n + 1 < len(read) and _still_now(sentence, group, read[n + 1][0]):
            # (review of the thirty-third round, 11) "…ことになっとった。今も同じじゃ。": the
            # dialect's past habit said to hold now is read as its present
            sentence = replace(sentence, masked=ja.as_present(sentence.masked))
        probe = probe_of(sentence.masked)
        start, cut, apart = taking_back.retraction(probe, group)
        if cut < 0:
            before = (explicit, suggestion, rule_end)
            explicit, suggestion, rule_end = _read_sentence(
                sentence, group, list(explicit), suggestion, rule_end, task
            )
            if (
                recalling
                and before[1] is None
                and suggestion is not None
                and recalled.goes_on(probe)
            ):
                # "你記不記得以前用傳真機下單的年代？每天都在等紙出來": the memory told
                suggestion, rule_end = before[1], before[2]
            recalling = recalled.recalls(probe)
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
                back = _remembered_back(
                    _quiet(sentence, group, unretracted=True), sentence, group, ahead=True
                )
                if back is not None:
                    explicit.append(back)
                    suggestion, rule_end = before[1], before[2]
            if before[1] is suggestion and len(explicit) == len(before[0]):
                back = _remembered_back(quiet, sentence, group)
                if back is None and ahead:
                    # "覚えておいて。本番のドメインは example.jp。": the remember verb alone, with
                    # no statement before it, points at the plain statement after it
                    back = _remembered_back(
                        _quiet(sentence, group, unretracted=True), sentence, group, ahead=True
                    )
                if back is not None:
                    explicit.append(back)
                    ahead = False
                else:
                    ahead = quiet is None and _remember_alone(sentence, group)
                quiet = None if back else _quiet(sentence, group, unretracted=True)
                if plain is not None and quiet is not None:
                    plain.append((sentence, group))
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
            found = taken_back(read, n, text, start, cut, apart, suggestion, rule_end, True)
            marker = True
        else:
            found = taken_back(read, n, text, start, cut, apart, suggestion, rule_end, False)
            marker = False
            if plain is not None:
                plain.append(None)
        if found is not None:
            # "From now on, use tabs. No, actually, forget it.": everything before is taken
            # back; what follows the retraction still counts ("…, use four spaces").
            rest, suggestion, rule_end = found
            explicit = []
            if rest is None or (
                taking_back.keeps(probe_of(rest.masked))
                # after a correction marker, a rule of its own stands ("講錯，main 才對，以後都推 main
                # 就好": "就好" there says "just", it keeps nothing)
                and not (marker and states_rule(rest, group))
            ):
                continue  # "…, seguimos con espacios": back to what is, no rule of its own
            sentence = rest
        explicit, suggestion, rule_end = _read_sentence(
            sentence, group, explicit, suggestion, rule_end, task
        )
    # (twenty-ninth round) "Never push to main! Features go on feature/*.": one rule in two sentences
    suggestion = place_instead.joined(read, suggestion, text)
    # (issue 33, twenty-eighth round) "Für mich: … Keine Tabellen.": the heading says whose
    return Judgement(tuple(explicit), _headed_scope(suggestion, view))


def _quiet(sentence: Sentence, group: Group, unretracted: bool = False) -> Sentence | None:
    """The sentence, when it is a plain statement of the user's own (no question, report,
    negation of memory or retraction): what a following "Remember that." may point back at.
    `unretracted`: `taking_back.retraction` found nothing in the sentence's probe with `group`."""
    whole = probe_of(sentence.masked)
    probe = whole.strip()
    if not probe:
        return None
    own = own_language(probe, group)  # not another's: Italian "Il venerdì …" is no French "il …"
    # the retraction slot is not asked again of the same text: `retraction` ran every pattern of
    # the group's slot, and the own language's are among them (the slots' order decides nothing)
    slots = _QUIET_SLOTS[:-1] if unretracted and probe == whole else _QUIET_SLOTS
    if any(own.slots[s].search(probe) for s in slots):
        return None
    return sentence


_QUIET_SLOTS = ("question", "reported", "hedge", "retraction")


def _remember_alone(sentence: Sentence, group: Group) -> bool:
    probe = probe_of(sentence.masked)
    if group.remember_back.search(probe):
        return True
    # remember asked of a thing not yet said ("Can you remember something for me?", asked_ahead.py):
    # a slot of its own, tried on a question only, so other sentences never test its words
    return probe.rstrip().endswith(_QUESTION_MARKS) and bool(group.asked_ahead.search(probe))


_QUESTION_MARKS = ("?", "？", "؟")


def _remembered_back(
    quiet: Sentence | None, sentence: Sentence, group: Group, ahead: bool = False
) -> ExplicitRequest | None:
    """ "The VPN is corp-vpn. Remember that.": a remember verb alone points back at the plain
    statement before it, which is the fact to keep (its words as the user wrote them)."""
    if quiet is None or (not ahead and not _remember_alone(sentence, group)):
        return None
    if not ahead and east_asked.asked_ahead_only(probe_of(sentence.masked)):
        # (mend of issue 33's thirty-third-round review, zg-east 5) "학부모님께 안내드립니다. 마음에 새겨 주시기
        # 바랍니다. …": a wish asked ahead only never closes the sentence before it
        return None
    if ahead:
        probe = probe_of(quiet.masked).strip()
        if orders_hearer(probe, own_language(probe, group).lexicons[0].code):
            # what follows the remember asked ahead is an order to the hearer, no fact to keep
            # ("頭に入れてくれる？この資料、明日までに読んでおいて。", "… 이 자료 내일까지 읽어 둬.")
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
        explicit += joined_requests(request, sentence, work, group)
    elif suggestion is None:
        suggestion = lasting_rule(sentence, work, group, question, task)
        if suggestion is not None and _disowned(probe_of(work)):
            suggestion = None  # a habit of the speaker's past, or a rule the speaker denies saying
        elif suggestion is None and not question:
            suggestion = _adopted(sentence, work, group)
        rule_end = words_end(sentence)
    return explicit, suggestion, rule_end


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
            sentence = after(sentence, cut)
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
