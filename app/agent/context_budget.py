"""What of a Session the model is given in one step, within its context window (issue 31).

A request holds the system text (with the Memory block), the newest history that fits, and the
turn's own messages (the model's tool calls and their results), and leaves room for the reply
and the tools' definitions. Older history is left out, and the model is told so in one line
with the event id from which it sees the Session; the user's messages it is given keep their
`[event N]`, so the ids `propose_memory_rule` cites stay at hand. The newest history message
(the user's message of the turn) is always given, cut when it alone does not fit, and a turn's
own tool results are cut before the user's message is.

Tokens are counted without a tokenizer, on the safe side of what tokenizers make of text: a
run of up to four Latin letters is one token (a tokenizer makes one of most English words and
of about four characters of a longer one), up to three digits one, every other character that
is not a space one (punctuation, each CJK, Cyrillic or Arabic letter), each line break one;
plus a few per message. A server that still refuses the request as too long makes the turn
ask again once with a smaller window (app.agent.loop).

Only the newest history is read from the database (`read_history`, a page at a time from the
end, until the window is full): a 100,000-message Session costs a turn what a short one does.
"""

from __future__ import annotations

import json
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from app.agent.prompt import history_message
from app.domain.memory.outcomes import MemoryBlock
from app.domain.memory.rules.limits import CONTEXT_BUDGET
from app.domain.model import Message

_TOKEN = re.compile(r"[A-Za-z]{1,4}|[0-9]{1,3}|\n|[^\sA-Za-z0-9]")
# Characters of English a token stands for, about: a first guess of how many characters a
# number of tokens hold (what is made from it is counted again, and cut further if need be).
GUESS_CHARS = 3
MESSAGE_TOKENS = 4  # a message's role and separators
# What of the window a request plans to use (the count is an estimate).
USED_SHARE = 0.9
# The reply's room: a quarter of the window, at most what a reply is asked to be.
REPLY_SHARE = 4
REPLY_MAX_TOKENS = 16_384
REPLY_MIN_TOKENS = 256
# The most of the prompt's room the Memory block may take (the rest is the conversation).
BLOCK_SHARE = 0.6
# Room kept for the line that tells the model older messages are left out.
NOTE_TOKENS = 60
# A message cut to fit keeps at least this many tokens of its beginning.
CLIP_MIN_TOKENS = 64
# History is read from its end a page at a time, then twice as many each time: the first page
# as many messages as the budget holds of this many tokens each, within these bounds.
PAGE_GUESS_TOKENS = 40
FIRST_PAGE_MIN, FIRST_PAGE_MAX = 16, 200


# Counts of the longer texts counted lately, by text: a turn counts its system text (with the
# Memory block) three or four times and the tools' definitions once, the same in every turn,
# and the next turn of a Session counts the same history again. At most COUNTED_CHARS
# characters of text are kept (the oldest go first); a text shorter than COUNT_KEPT_MIN is
# counted each time (cheaper than keeping it).
COUNT_KEPT_MIN = 256
COUNTED_CHARS = 2_000_000
_counted: OrderedDict[str, int] = OrderedDict()
_counted_chars = 0
_counted_lock = threading.Lock()


def tokens_of(text: str) -> int:
    """The tokens a text may take (an estimate on the safe side)."""
    global _counted_chars
    if len(text) < COUNT_KEPT_MIN:
        return len(_TOKEN.findall(text))
    count = _counted.get(text)
    if count is not None:
        return count
    count = len(_TOKEN.findall(text))
    if len(text) <= COUNTED_CHARS // 8:
        with _counted_lock:
            if text not in _counted:
                _counted[text] = count
                _counted_chars += len(text)
                while _counted_chars > COUNTED_CHARS:
                    _counted_chars -= len(_counted.popitem(last=False)[0])
    return count


def message_tokens(message: dict) -> int:
    """The tokens one chat-completions message may take."""
    content = message.get("content")
    count = MESSAGE_TOKENS + (tokens_of(content) if isinstance(content, str) else 0)
    for call in message.get("tool_calls") or ():
        function = call.get("function") or {}
        count += tokens_of(str(function.get("name") or "")) + tokens_of(
            str(function.get("arguments") or "")
        )
    return count


def tools_tokens(schemas: Sequence[dict]) -> int:
    return tokens_of(json.dumps(list(schemas), ensure_ascii=False)) if schemas else 0


def reply_tokens(window: int) -> int:
    """The room kept for the reply in a window of `window` tokens."""
    return min(REPLY_MAX_TOKENS, max(REPLY_MIN_TOKENS, window // REPLY_SHARE))


def prompt_budget(window: int, tools: int = 0) -> int:
    """The tokens the messages of a request may take: the window, less the reply's room and
    the tools' definitions."""
    return max(0, int(window * USED_SHARE) - reply_tokens(window) - tools)


def sized_block(make: Callable[[int], MemoryBlock], budget: int) -> MemoryBlock:
    """The Memory block for a prompt of `budget` tokens: `make(characters)` builds it within a
    number of characters (the Memory service's budget); at most BLOCK_SHARE of the prompt, and
    never more than CONTEXT_BUDGET characters. Built again, smaller, when its words take more
    tokens than guessed (CJK text)."""
    room = int(budget * BLOCK_SHARE)
    chars = min(CONTEXT_BUDGET, room * GUESS_CHARS)
    block = make(chars)
    for _attempt in range(3):
        used = tokens_of(block.text)
        if used <= room or chars == 0:
            return block
        chars = chars * room // used
        block = make(chars)
    return block


# ---------------------------------------------------------------- reading the history


@dataclass
class History:
    """The newest history of a Session as the model would read it, oldest first."""

    messages: list[Message] = field(default_factory=list)
    shaped: list[dict] = field(default_factory=list)  # as chat-completions messages
    tokens: list[int] = field(default_factory=list)
    more_before: bool = False  # older messages are in the Session and were not read

    @property
    def total(self) -> int:
        return sum(self.tokens)


def read_history(
    read_page: Callable[[int, int | None], list[Message]],
    budget: int,
    *,
    until: int | None = None,
) -> History:
    """The newest messages (up to message id `until`) that a prompt of `budget` tokens could
    hold, read from the end a page at a time. `read_page(limit, before)` gives the newest
    `limit` messages before message id `before` (None: the end), oldest first."""
    history = History()
    before = None if until is None else until + 1
    limit = max(FIRST_PAGE_MIN, min(FIRST_PAGE_MAX, budget // PAGE_GUESS_TOKENS))
    while True:
        page = read_page(limit + 1, before)
        more = len(page) > limit
        page = page[-limit:]
        shaped = [history_message(m) for m in page]
        tokens = [message_tokens(m) for m in shaped]
        history.messages[:0] = page
        history.shaped[:0] = shaped
        history.tokens[:0] = tokens
        history.more_before = more
        if not more or not page or history.total >= budget:
            return history
        before = page[0].id
        limit *= 2


# ---------------------------------------------------------------- one request


@dataclass(frozen=True, slots=True)
class Prompt:
    """The messages of one request, and what of the history they leave out."""

    messages: list[dict]
    seen: int  # history messages given
    first_seen: int | None  # the oldest of them (its event id)
    omitted: bool  # older messages of the Session are not given
    clipped: int = 0  # messages cut to fit


def omitted_note(first_seen: int | None) -> str:
    """What the model is told when older messages are left out (English, for a model)."""
    where = f" before [event {first_seen}]" if first_seen is not None else ""
    return (
        f"## Earlier messages not shown\nThe messages of this Session{where} are not shown to "
        "you: they do not fit your context window. If the task needs something from them, ask "
        "the user."
    )


def head_of(text: str, tokens: int) -> str:
    """The beginning of a text that takes at most `tokens` tokens."""
    head = text[: tokens * (GUESS_CHARS + 1)]
    for _attempt in range(4):
        used = tokens_of(head)
        if used <= tokens:
            return head
        head = head[: len(head) * tokens // used]
    return head[:tokens]


def _clip(message: dict, tokens: int) -> dict:
    """A message cut to about `tokens` tokens of its beginning (its `[event N]` first)."""
    content = message.get("content")
    if not isinstance(content, str):
        return message
    tokens = max(CLIP_MIN_TOKENS, tokens - NOTE_TOKENS // 3)
    if tokens_of(content) <= tokens:
        return message
    head = head_of(content, tokens)
    rest = len(content) - len(head)
    cut = f"{head}\n[… {rest} more characters not shown: too long for the context window]"
    return {**message, "content": cut}


def _fit_turn(turn: Sequence[dict], room: int) -> tuple[list[dict], int]:
    """The turn's own messages within `room` tokens: its tool results cut, the largest first,
    to an equal share each (the model's calls are kept whole: each result answers one)."""
    turn = list(turn)
    total = sum(message_tokens(m) for m in turn)
    if total <= room:
        return turn, 0
    results = [i for i, m in enumerate(turn) if m.get("role") == "tool"]
    fixed = total - sum(message_tokens(turn[i]) for i in results)
    share = max(CLIP_MIN_TOKENS, (room - fixed) // max(1, len(results)))
    clipped = 0
    for i in results:
        if message_tokens(turn[i]) > share:
            turn[i] = _clip(turn[i], share - MESSAGE_TOKENS)
            clipped += 1
    return turn, clipped


def fit(system: str, history: History, turn: Sequence[dict], budget: int) -> Prompt:
    """The request for one step: the system text, then the newest history that fits `budget`
    with the turn's own messages after it."""
    used = tokens_of(system) + MESSAGE_TOKENS + NOTE_TOKENS
    # The user's message of the turn keeps some room before the turn's results take theirs.
    newest = history.tokens[-1] if history.tokens else 0
    turn, clipped = _fit_turn(turn, max(0, budget - used - min(newest, budget // 4)))
    left = budget - used - sum(message_tokens(m) for m in turn)
    chosen: list[dict] = []
    for shaped, tokens in zip(reversed(history.shaped), reversed(history.tokens), strict=True):
        if tokens <= left:
            chosen.append(shaped)
            left -= tokens
            continue
        if not chosen:  # the newest one is always given, cut to what is left
            chosen.append(_clip(shaped, left - MESSAGE_TOKENS))
            clipped += 1
        break
    chosen.reverse()
    seen = len(chosen)
    first = history.messages[-seen].id if seen else None
    omitted = history.more_before or seen < len(history.messages)
    text = system + ("\n\n" + omitted_note(first) if omitted else "")
    messages = [{"role": "system", "content": text}, *chosen, *turn]
    return Prompt(messages, seen, first, omitted, clipped)
