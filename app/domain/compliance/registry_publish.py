"""A program named as the registry a package or an image goes to ("Never publish to npm
yourself", "Veröffentliche niemals selbst auf npm", "不要自己发布到 npm", "Never push images to
Docker Hub"): the rule refuses the program's publishing command (`npm publish`, `docker push`),
not the program whole — read whole, `npm test` and `docker build` were denied (probe-zf).

Read by the rule's words (app.domain.compliance.named_terms) when a program is named bare; the
verb of publishing must stand in the program's own clause ("Don't use npm, publish with pnpm"
refuses npm whole, as before). Publishing must be the one act the clause names: joined with another
("Don't use docker to build or push images", "Never use npm for installing or publishing", "不要用
docker 构建或推送镜像") the program stays refused whole, as at the start (review-zf)."""

from __future__ import annotations

import re

from app.domain.compliance.clause_cuts import clauses
from app.domain.compliance.lexicon import Lazy

# the registry's program and the command that publishes to it
PUBLISHED_BY = {
    "npm": "npm publish",
    "pnpm": "pnpm publish",
    "yarn": "yarn publish",
    "cargo": "cargo publish",
    "poetry": "poetry publish",
    "docker": "docker push",
    "gem": "gem push",
}
# a verb (or noun) of publishing, releasing or uploading, in the eleven languages
_PUBLISH = Lazy(
    r"\b(?:publish\w*|releas\w*|upload\w*|push\w*|veröffentlich\w*|publizier\w*|hochlad\w*|"
    r"publi(?:e[rsz]?|ons|é\w*|cation\w*|qu\w*|ca\w*)|pubblic\w*|публик\w*|опубликов\w*|"
    r"выкладыв\w*|выложи\w*|залив\w*)|公開|発行|リリース|アップロード|プッシュ|배포|게시|퍼블리시|업로드|"
    r"푸시|发布|發布|發佈|发版|發版|上传|上傳|推送|推到|تنشر|انشر|ينشر|نشر|ترفع|ارفع",
    re.IGNORECASE,
)
# a clause's "and" joins two acts: "never push to main and never use npm" says no publishing
_AND = Lazy(r"\s(?:and|und|et|y|e|и|а)\s|并且|而且|並且|然後|然后")


def published_to(text: str, start: int, end: int, program: str) -> str | None:
    """The command that publishes to `program`'s registry, when the words around `program`
    (text[start:end]) in its clause say a publishing; None otherwise."""
    command = PUBLISHED_BY.get(program)
    if command is None:
        return None
    left, right = next(((a, b) for a, b in clauses(text) if a <= start < b), (0, len(text)))
    left = max((m.end() for m in _AND.finditer(text, left, start)), default=left)
    stop = _AND.search(text, end, right)
    right = stop.start() if stop is not None else right
    said = [m for a, b in ((left, start), (end, right)) for m in _PUBLISH.finditer(text, a, b)]
    if not said:
        return None
    # (review-zf) another act joined to the publishing ("build or push", "installing or
    # publishing", "构建或推送", "weder zum Bauen noch zum Pushen"): not publishing alone
    whole = next(((a, b) for a, b in clauses(text) if a <= start < b), (0, len(text)))
    if any(_joined_to_another(text, m, *whole) for m in said):
        return None
    return command


# the words that join two acts ("build or push", "ni installer ni publier", "构建或推送",
# "ビルドやプッシュ", "빌드하거나 푸시"), and the small words a purpose puts between ("zum Pushen",
# "pour publier", "to push")
_JOIN = (
    r"(?:,?\s+(?:or|and|nor|oder|und|noch|ou|et|ni|o|y|e|u|né|или|и|ни|أو)\s+"
    r"(?:(?:to|for|zum|zu|für|pour|à|de|para|per|da|для|чтобы|ل)\s+)?|\s*(?:或者|或|和|与|與|及|、|や|とか|または|か)\s*)"
)
_JOINED_BEFORE = Lazy(
    r"([\w'-]+?)(?:(?:하거나|거나|이나)\s*|\s+및\s+|" + _JOIN + r")$", re.IGNORECASE
)
_JOINED_AFTER = Lazy(
    r"(?:\w*?(?:하거나|거나|이나)\s*|\s+및\s+|" + _JOIN + r")([\w'-]+)", re.IGNORECASE
)
_WORD_CHAR = Lazy(r"\w")
_KANA = Lazy(r"[\u3040-\u309f]")  # hiragana: a particle's or an inflection's, no act
_EAST = Lazy(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")


def _publishing_word(word: str) -> bool:
    """Whether a word (or an eastern run of words) ends in a word of publishing."""
    return any(m.end() == len(word) for m in _PUBLISH.finditer(word))


def _joined_to_another(text: str, m, left: int, right: int) -> bool:
    """Whether the word of publishing matched at `m` is joined, within text[left:right], to a
    word that is no publishing ("build or push": another act is named)."""
    start, end = m.start(), m.end()
    while start > left and _WORD_CHAR.match(text[start - 1]) and not _EAST.match(text[start - 1]):
        start -= 1  # the whole word ("النشر"; the east's words run on unspaced: "构建或推送")
    word = text[start:end]
    if word.startswith("و") and len(word) > 3 and start > left:
        before = _LAST_WORD.search(text, left, start)  # Arabic's "و" joined to its word
        if before and not _publishing_word(before.group(1)):
            return True
    before = _JOINED_BEFORE.search(text[left:start])
    if before and not _publishing_word(before.group(1)) and not _KANA.match(before.group(1)[-1]):
        return True
    after = _JOINED_AFTER.match(text, end, right)
    # (a verb's kana after the east's "or so" is its own inflection: "公開とかしないで")
    return bool(
        after
        and not _publishing_word(after.group(1))
        and not _PUBLISH.match(after.group(1))
        and not _KANA.match(after.group(1))
    )


_LAST_WORD = Lazy(r"([\w'-]+)\s+$")
