"""(mend-zf-scope; the review of the thirty-second round) A window (rule_scope.TIMED: a day, the
night, a holiday's span) bounds its own sentence. A sentence of its own beside it that asks and
names what it asks is a standing ban ("밤에는 DB 마이그레이션을 돌리지 마세요. main 에는 절대 강제
푸시하지 마세요.", "凌晨，不要跑数据库迁移。main 分支禁止 force push。", "On Fridays don't run
migrations. Never force push to main."): read without the windowed sentences. Read with them,
every ban of the rule was timed, and a force push to main went through as `unknown`.

Where the rest names nothing of its own ("金曜は main に push しないで。develop もダメ。": the window
carried on by ellipsis) or asks nothing, the window stays the whole rule's; one sentence under a
window ("On Fridays, don't deploy and don't push to main") is timed whole. A rule whose windowed
sentence reads a ban of its own beside a standing one keeps the standing one alone: the checker
cannot tell the hour, and a ban at every hour judged is worth more than both left in doubt.
Asked in reader.read_words where a window is read, after the sentences that ask nothing are put by."""

from __future__ import annotations

from collections.abc import Callable

from app.domain.compliance.branch_deletes import kept_from_deletion
from app.domain.compliance.lexicon import TIMED, Lazy, blank
from app.domain.compliance.named_terms import find_terms
from app.domain.compliance.read_actions import actions

# a sentence, as reader._SENTENCE cuts it
_SENTENCE = Lazy(r"[^。！？!?]+?(?:[。！？!?]|\.(?=\s|$)|$)")


def window_own_sentence(text: str, plain: str, asks: Callable[[str], bool]) -> tuple[str, str]:
    """(text, plain) without the sentences a window bounds, where the rest stands as a rule of its
    own (see the module's note); else as they were."""
    windowed = [m.span() for m in _SENTENCE.finditer(plain) if TIMED.search(m.group())]
    if not windowed:
        return text, plain
    rest = blank(plain, windowed)
    if not rest.strip(" .,!?;:。！？、，") or TIMED.search(rest) or not asks(rest):
        return text, plain
    kept = blank(text, windowed)
    if not (actions(kept, rest) or find_terms(rest, None, []) or kept_from_deletion(kept, rest)[0]):
        return text, plain
    return kept, rest
