"""A second opinion on the engine's reading, learned from the engine's readings of text it had
never seen (issue 33).

Seventeen rounds of readings by the parts of a sentence left the engine reading each round's
development text almost whole and missing about a fifth of the rules of new text: a new wording
was a new special case. This room asks one question a reading by parts cannot: of a message the
engine found nothing in, does it look like the rules the engine missed on new text? A logistic
regression over the message's character 1–4-grams (within words) and word 1–2-grams, trained by
`scripts/train_second_opinion.py` on `tests/data/memory_judgement/first_runs.jsonl` (for every
labelled set, how the engine as it stood *before that set was written* read each message: its
first run; a rule it found nothing in is a positive, any other message it found nothing in a
negative) and on the tests' probes (`probe_readings.jsonl`: the siblings and near misses each
round wrote, negatives, so it leaves them as the engine reads them). So what is learned is where
the engine's readings end, not the engine's own words again. Its threshold is the one with the
fewest errors on the spent frozen thirds of the last rounds, each round's model fit without it.

What it may do is narrow, so the engine's guarantees hold:
- it is asked only where the engine found nothing: explicit requests ("Remember …") and the
  engine's own suggestions never go through it, nor a message over `LONG_MESSAGE` characters (a
  paste), nor one where a sentence takes back what was said (a retraction stands);
- the words it suggests are one sentence of the user's own prose as the engine sees it, the one
  its model scores highest: never a question, a report, a hedge, one occasion or a retraction
  (`engine._plain_statements`), never a sentence mostly quoted or pasted (the masked text of
  `text.sentences`), greetings and discourse words before it set aside; the scope is the engine's
  scope words' (personal, this session, else the Space); the kind a constraint.

The weights are data (`second_opinion.json`, written by the script), loaded on the first message
that needs them.
"""

from __future__ import annotations

import json
import math
import re
from itertools import repeat
from pathlib import Path

from app.domain.memory.judgement import errands
from app.domain.memory.judgement.groups import language_of, probe_of, strip_openers
from app.domain.memory.judgement.model import Kind, Scope, Suggestion
from app.domain.memory.judgement.rules import MAX_CONTENT_CHARS
from app.domain.memory.judgement.text import GAP, LONG_MESSAGE, MASK, tidy, word_count

# The words a text is read by: a run of word characters, but each Chinese or Japanese character
# (Han, kana) a word of its own, as those scripts write no spaces (their pairs in a row, in
# `word_grams`, are the two-character words). Korean writes spaces: its runs stay words.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_WORD = re.compile(f"[{_CJK}]|[^\\W{_CJK}]+")
_QUESTION_END = re.compile(r"[?？؟]\s*$")

_DATA = Path(__file__).with_name("second_opinion.json")
_NOTHING = repeat(0.0)  # what a gram no table knows adds
_model = None


def token_grams(token: str) -> list[str]:
    """A word's character 1–4-grams, the token padded with a space at both ends, each
    as often as it occurs; a padded token shorter than n gives itself once for n (scikit-learn's
    `char_wb`, with counts)."""
    padded = f" {token} "
    size = len(padded)
    grams = []
    for n in (1, 2, 3, 4):
        grams += [padded[i : i + n] for i in range(size - n + 1)] if size > n else [padded]
    return grams


def _grams_in(words: list[str]) -> int:
    """How many grams `token_grams` gives the words: 4 × size + 2 each, one more for a word of one
    character (its padded self once for n = 4)."""
    sizes = list(map(len, words))
    return 4 * sum(sizes) + 2 * len(sizes) + sizes.count(1)


def word_grams(doc: str) -> list[str]:
    """The words of a lowercased text (`_WORD`) and each pair in a row."""
    return _with_pairs(_WORD.findall(doc))


def _with_pairs(words: list[str]) -> list[str]:
    return words + list(map("{} {}".format, words, words[1:]))


class _Model:
    """The question's weights (`second_opinion.json`): the character grams' sum per word known
    beforehand for the words of the training texts (`tokens`), else summed from the grams; a
    message's features are the counts of its grams, each part divided by the square root of its
    number of grams (as `scripts/train_second_opinion.py` fit them)."""

    def __init__(self) -> None:
        data = json.loads(_DATA.read_text(encoding="utf-8"))
        self.chars = data["chars"]
        self.words = data["words"]
        self.tokens = data["tokens"]
        self.intercept = data["add"]["intercept"]
        self.threshold = data["add"]["threshold"]

    def _word_sum(self, word: str) -> float:
        return sum(map(self.chars.get, token_grams(word), _NOTHING))

    def probability(self, text: str) -> float:
        """How much the text looks like a rule the engine missed (0–1)."""
        words = _WORD.findall(text.lower())
        z = self.intercept
        if words:
            sums = list(map(self.tokens.get, words))
            if None in sums:
                sums = [
                    self._word_sum(w) if s is None else s for w, s in zip(words, sums, strict=True)
                ]
            z += sum(sums) / math.sqrt(_grams_in(words))
            grams = _with_pairs(words)  # word_grams, its words found once for both parts
            z += sum(map(self.words.get, grams, _NOTHING)) / math.sqrt(len(grams))
        return 1.0 / (1.0 + math.exp(-z))


def _loaded() -> _Model:
    global _model
    if _model is None:
        _model = _Model()
    return _model


def probability(text: str) -> float:
    """How much the text looks like a rule the engine missed (0–1)."""
    return _loaded().probability(text)


def likely(text: str) -> bool:
    """The message (not a paste) looks like a rule the engine missed: its probability reaches
    the threshold."""
    return len(text) <= LONG_MESSAGE and probability(text) >= _loaded().threshold


def _own_words(masked: str) -> str:
    """A sentence's words without what it quotes or pastes (masked by `text.sentences`)."""
    return " ".join(masked.replace(MASK, " ").replace(GAP, " ").split())


def own_sentences(candidates) -> list:
    """Of `candidates`, the message's sentences of the user's own prose with their tables
    ((Sentence, Group) pairs, already rid by the engine of questions, reports, hedges, one
    occasion and retractions), those the second opinion may suggest, with their own words: never
    one ending in a question mark, nor one whose words are mostly quoted or pasted (masked): those
    are not the user's rule."""
    own = [
        (_own_words(sentence.masked), sentence, group)
        for sentence, group in candidates
        if not _QUESTION_END.search(sentence.text)
    ]
    return [
        (words, sentence, group)
        for words, sentence, group in own
        if word_count(words) >= 2 and 2 * len(words) >= len(sentence.text.strip())
    ]


def suggestion(own: list) -> Suggestion | None:
    """The rule to suggest for a message `likely` said yes to, or None: of its `own_sentences`,
    the one its model scores highest on its own words."""
    if not own:
        return None
    _, sentence, group = (
        own[0] if len(own) == 1 else max(own, key=lambda found: probability(found[0]))
    )
    work = strip_openers(sentence.masked, group)  # "Thanks! Anyway, …": from the rule on
    content = tidy(sentence.text[len(work) - len(work.lstrip(GAP + " ")) :])
    if word_count(content) < 2 or len(content) > MAX_CONTENT_CHARS:
        return None
    probe = probe_of(work)
    scope = Scope.SPACE
    # (issue 33, twenty-fifth round) the speaker's own errand, want or lasting order is the
    # user's, as rules.py reads a rule the engine finds ("Bitte siezen Sie mich …", "ابعتلي … كل يوم")
    if group.scope_user.search(probe) or errands.for_the_user(probe):
        scope = Scope.USER
    elif group.scope_session.search(probe):
        scope = Scope.SESSION
    return Suggestion(Kind.CONSTRAINT, scope, content, language_of(probe, group))
