"""A program named as the registry a package or an image goes to ("Never publish to npm
yourself", "Veröffentliche niemals selbst auf npm", "不要自己发布到 npm", "Never push images to
Docker Hub"): the rule refuses the program's publishing command (`npm publish`, `docker push`),
not the program whole — read whole, `npm test` and `docker build` were denied (probe-zf).

Read by the rule's words (app.domain.compliance.named_terms) when a program is named bare; the
verb of publishing must stand in the program's own clause ("Don't use npm, publish with pnpm"
refuses npm whole, as before)."""

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
    return command if _PUBLISH.search(text[left:start] + " " + text[end:right]) else None
