"""(ru; check-za-west) Russian chat's branch names in Cyrillic, after the preposition of where a push
or a merge lands ("в мастер не пушим", "мержить в релиз может только Серёга", "в девелоп без
форса", "в мейн напрямую не коммитим"): the branch its Latin name says (master, main, develop,
release), read by the reader as it reads the Latin name. Only after "в"/"во" (into), the word
whole: "мастер смены" (a foreman), "в мастерской" (in the workshop) and "на проде" (on the
production servers, a place of commands) keep their words."""

from __future__ import annotations

from app.domain.compliance.word_tables import Lazy

_LATIN = {"мастер": "master", "мейн": "main", "девелоп": "develop", "релиз": "release"}
_SLANG = Lazy(r"(?<!\w)(во?)\s+(мастер|мейн|девелоп|релиз)е?(?!\w)")


def latin_branch_names(text: str) -> str:
    """The words (normalised) with each Cyrillic branch name after "в" written in Latin."""
    if "в" not in text:
        return text
    return _SLANG.sub(lambda m: f"{m.group(1)} {_LATIN[m.group(2)]}", text)
