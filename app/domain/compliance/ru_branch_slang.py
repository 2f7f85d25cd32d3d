"""(ru; check-za-west) Russian chat's branch names in Cyrillic, after the preposition of where a push
or a merge lands ("в мастер не пушим", "мержить в релиз может только Серёга", "в девелоп без
форса", "в мейн напрямую не коммитим"): the branch its Latin name says (master, main, develop,
release), read by the reader as it reads the Latin name. Only after "в"/"во" (into), the word
whole: "мастер смены" (a foreman), "в мастерской" (in the workshop) and "на проде" (on the
production servers, a place of commands) keep their words."""

from __future__ import annotations

import re

from app.domain.compliance.word_tables import Lazy

_LATIN = {
    "мастер": "master",
    "мейн": "main",
    "девелоп": "develop",
    "релиз": "release",
    "прод": "prod",
}
_SLANG = Lazy(r"(?<!\w)(во?)\s+(мастер|мейн|девелоп|релиз|прод)(е?)(?!\w)")
# "релиз" is also the release itself, an event ("в релизе 2.0", in release 2.0; "эта фича не
# пойдёт в релиз", won't ship in the release): the branch only where a push or a merge lands in it,
# its verb in the same clause ("мержить в релиз", "в релиз не пушим"), never in the locative
_LANDS = Lazy(r"(?<!\w)(?:за|с)?(?:пуш|мерж|мёрж)\w*")
_CLAUSE_END = Lazy(r"[,.;:!?]")


def latin_branch_names(text: str) -> str:
    """The words (normalised) with each Cyrillic branch name after "в" written in Latin."""
    if "в" not in text:
        return text
    return _SLANG.sub(lambda m: _latin(text, m), text)


def _latin(text: str, m: re.Match[str]) -> str:
    """The match written in Latin, or kept where "релиз" is the release, not its branch."""
    # (fix-zb-noticed) and "прод", the production servers a command runs on ("деплой в прод"),
    # is the branch only where a push lands in it ("в прод пушим только через тимлида")
    if m.group(2) in ("релиз", "прод"):
        start = max((c.end() for c in _CLAUSE_END.finditer(text, 0, m.start())), default=0)
        end = _CLAUSE_END.search(text, m.end())
        if m.group(3) or not _LANDS.search(text, start, end.start() if end else len(text)):
            return m.group()
    return f"{m.group(1)} {_LATIN[m.group(2)]}"
