"""(English, check-y-en) The past told with "never": "Back when the museum ran on the old CMS, we
never pushed to main on a Friday", "The previous contractor never deleted a thing from archive/",
"Years ago the ski school never wrote to its instructors in anything but German". "Never" before a
verb in the simple past tells what was (or was not) done; the imperative's "never" stands before
the verb's plain form ("never push", "never delete"), and the present's passive keeps a rule
("raw/ is never deleted", "scans are never committed"). reader.py asks, beside told.told_or_asked
(told.py, the room of words that ask nothing, is full)."""

from __future__ import annotations

from collections.abc import Callable

from app.domain.compliance.lexicon import Lazy

# "never" and a verb in the simple past: a regular one (not a plain form ending in -ed: "shred",
# "embed", "feed", "need"), or an irregular one whose past is not its plain form (not "put", "let",
# "set", "read", "cut"); not after a present's or an infinitive's auxiliary ("is never deleted",
# "must never be pushed", "gets never touched")
_NEVER_DONE = Lazy(
    r"(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bbeen\s)(?<!\bget\s)(?<!\bgets\s)(?<!\bhas\s)"
    r"(?<!\bhave\s)(?<!\w)never\s+"
    r"(?:(?!(?:shred|embed|shed|wed|bed|sled)(?!\w))(?:[a-z]+-)?[a-z]{2,}(?<!e)ed"
    r"|wrote|ran|did|went|got|took|made|gave|broke|drove|sent|kept|left|built|spent|bought|brought"
    r"|told|sold|saw|knew|forgot|chose|froze|spoke|threw|grew|drew|began|won|lost|paid|said|found"
    r"|held|meant|met|fell|felt|led|rode|stood|understood|wore|tore)(?![\w-])"
)

# a present's passive earlier in the sentence, "never" and its participle joined to it ("is
# produced by the nightly job and never edited by hand")
_PASSIVE_BEFORE = Lazy(r"(?<!\w)(?:is|are|be|been|gets?)(?!\w)")
_SENTENCE_START = Lazy(r"(?:^|[.;!?:])[^.;!?:]*$")


def never_told(text: str, asks: Callable[[str], bool]) -> bool:
    """Whether the words (normalised) tell of the past with "never" and ask nothing else (`asks`:
    whether words ask or refuse something, read without the told "never")."""
    if "never" not in text:
        return False
    spans = [
        m.span()
        for m in _NEVER_DONE.finditer(text)
        if not _PASSIVE_BEFORE.search(
            text, _SENTENCE_START.search(text, 0, m.start()).start(), m.start()
        )
    ]
    if not spans:
        return False
    rest = list(text)
    for a, b in spans:
        rest[a:b] = " " * (b - a)
    return not asks("".join(rest))
