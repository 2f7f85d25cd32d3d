"""An "only" said of other files beside a refused one (ko ja zh, English alike; the twenty-seventh
round's east, its pool case the twenty-sixth round's left): "docker-compose.prod.yml 은 건드리지 말아 주세요,
테스트용 compose 파일만 edit 하세요", "config/prod.yml 不要动，只改开发用的配置文件", "config/prod.yml
は触らないでください、開発用の設定ファイルだけ編集してください", "Don't touch config/prod.yml, only
edit the dev config files". The only's clause names no path —
the files it allows are told by kind — and every clause that names one refuses it: the path is
refused, not the one place edits may go (read_paths had read the only as confining edits to the
refused file: an edit of it followed, one of the files asked for violated)."""

from __future__ import annotations

from app.domain.compliance.lexicon import clauses, negated


def only_said_elsewhere(without: str, folders: list, onlys: list[tuple[int, int]]) -> bool:
    """Whether every "only" of `without` (the rule's words, its paths blanked; `onlys` the only's
    spans) stands in a clause that names no path of `folders`, and every clause naming one is
    negated (see above)."""
    cut = clauses(without)

    def clause_of(i: int) -> tuple[int, int] | None:
        return next(((a, b) for a, b in cut if a <= i < b), None)

    only_in = {clause_of(s) for s, _e in onlys}
    named_in = {clause_of(s) for s, _e, _f in folders}
    if not onlys or None in only_in or None in named_in or only_in & named_in:
        return False
    return all(negated(without[a:b]) for a, b in named_in)
