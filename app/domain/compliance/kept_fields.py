"""A terse note's fields that keep one folder and free another, or close a line (English;
check-zc-en):
"kennel-site | records/: keep | thumbnails/: deletable", "folders: measurements/: keep
renders/: clear whenever", "KEEP: timetables/ · WIPE: scratch/", "retain: prescriptions/ ; purge
ok: logs-old/". Each field is said again as the clause the folder rooms read ("records/ stays;",
"thumbnails/ can go;"), its own clause, so a keep never falls on the next field's folder (a field's
":" or "|" cut nothing before: both folders were one clause)."""

from __future__ import annotations

import re

from app.domain.compliance.word_tables import Lazy

_FOLDER = r"[\w.\-]+(?:/[\w.\-]+)*/"
_KEEP = r"keep|retain"
# a free word closes its field: "clear whenever", never "clear and short"
_FREE = (
    r"deletable|removable|disposable|purgeable|(?:safe|ok|fine) to (?:delete|clear|wipe|remove|bin)"
    r"|clear(?: it)?(?: whenever| any ?time)?|wipe(?: it)?|purge(?: ok)?|bin it|chuck it|delete"
)
# where a field ends: the note's end, a separator, or the next field's folder or head
_END = rf"(?=\s*(?:$|[;|·,]|{_FOLDER}\s*(?::|--|—|–)|(?:{_KEEP}|{_FREE})\s*:))"
# "records/: keep", "old-exports/ -- chuck it", "seed-catalogue/ -- keep, mate"
_FOLDER_FIRST = Lazy(
    rf"(?<![\w/.\-])({_FOLDER})\s*(?::|--|—|–)\s*(?:({_KEEP})|{_FREE})(?:,\s*(?:mate|so|ta))?{_END}"
)
# "KEEP: timetables/", "purge ok: logs-old/, tmp/"
_HEAD_FIRST = Lazy(
    rf"(?<![\w/.\-])(?:({_KEEP})|{_FREE})\s*:\s*({_FOLDER}(?:\s*,\s*{_FOLDER})*){_END}"
)
_SEPARATOR = re.compile(r"(?:\s*[|·;]\s*)+")


def _folder_first(m: re.Match) -> str:
    return f"; {m.group(1)} {'stays' if m.group(2) else 'can go'};"


def _head_first(m: re.Match) -> str:
    said = "stays" if m.group(1) else "can go"
    return "".join(f"; {f.strip()} {said};" for f in m.group(2).split(","))


# A terse note's line and its state, with no verb (English; check-zc-en): "main frozen for
# pushes", "main: frozen until the AGM", "master locked thru New Year", "trunk closed for direct
# pushes", "stable's off-limits for pushes", "prod: locked · deploy: locked" — said again as the
# refusal the push rooms read ("no pushes to main"), beside the note's other fields (a closed
# branch's reading would cut them short: "main: locked | develop: no pushes"). The line is one of
# a deployed branch's words opening its field (the note's start, or after ":", "|", ",", "·", ";",
# "("), its state right after it — not "main closed two bugs" (a verb of its own: the state must
# close the field or go on to pushes or a while), nor "is not frozen", nor for force pushes alone.
_LINES = r"main|master|trunk|develop|stable|live|prod|production|release|deploy|staging"
# (check-zd-en) a line's family by its glob ("release/* frozen till after the regatta")
_LINES_GLOB = r"(?:release|hotfix|prod|deploy)/\*"
# (check-ze-en) A freeze with no end said in a note's words ("frozen indefinitely", "locked for
# good", "frozen with no end in sight", "frozen until further notice"): no window and no condition,
# the line closed from now on (a condition's "until" would leave the push `unknown`); said away
# with the state.
_NO_END = (
    r"\s+(?:indefinitely|for\s+good|with\s+no\s+end(?:\s+in\s+sight|\s+date)?"
    r"|(?:until|till)\s+further\s+notice)"
)
_STATE_WORD = (
    r"(?:frozen|locked|shut|closed|off-limits|off\s+limits"
    # (check-zd-en) "prod: hands off until Tues 6am", "trunk: read-only till …", Singapore's "main
    # cannot push until Thursday lah"
    r"|hands\s+off|read-only|can(?:not|'t)\s+push)"
)
_STATE = (
    rf"(?:\s*:\s*|'s\s+|\s+){_STATE_WORD}"
    r"(?:\s+(?:for|to)\s+(?:direct\s+|all\s+|any\s+)?(?:pushes|pushing))?"
    r"(?!\s+(?:for|against)\s+(?:any\s+|all\s+)?(?:force|forced|rewrit|history|deletion))"
)
_STATE_ENDS = (
    r"(?=\s*(?:[.;,|·)(]|--|$)|\s+(?:till|until|thru|through|from|this|over|during|for)\b)"
)
_FIELD_START = (
    r"(?:^|(?<=[:|,·;(])\s*|(?<=--)\s*|(?<=\s-)\s"
    # (check-zd-en) or after a " / " between fields ("marina-berths / live branch locked thru Sun")
    r"|(?<=\s/)\s)"
)
_LINE_STATE = Lazy(
    rf"{_FIELD_START}(?:the\s+)?({_LINES}|{_LINES_GLOB})(?:\s+branch)?{_STATE}(?:{_NO_END})?{_STATE_ENDS}"
)
# (check-ze-en) Beside a deployed line's field, another field of the same note closing a line of
# any name ("stable: locked till 4 Jan / legacy: locked for good", "main frozen till the 20th,
# hotfix frozen with no end in sight"): the same refusal. Any name only where the note has said a
# deployed line's state (the second pass), after a field's start, with a colon, "branch" or a
# state with no end after it — not a pronoun's ("it's locked"), nor the rest's.
_ANY_LINE_STATE = Lazy(
    rf"{_FIELD_START}(?:the\s+)?(?!(?:it|that|this|which|everything|other|others|rest|all)\b)"
    r"([a-z][\w.\-]*(?:/[\w.*\-]+)*)"
    rf"(?:(?=\s*:){_STATE}(?:{_NO_END})?|\s+branch{_STATE}(?:{_NO_END})?|{_STATE}{_NO_END}){_STATE_ENDS}"
)
# (check-ze-en) A note's fields on lines of their own ("allotment-rota\nmain: frozen until 18
# Jan\nrelease: frozen indefinitely"): normalising runs the lines together, so a line break before
# a field that closes a line is said as the separator it stands for.
_LINE_BREAK_FIELD = Lazy(
    rf"\s*\n\s*(?=(?:the\s+)?[a-z][\w.\-]*(?:/[\w.*\-]+)*(?:\s+branch)?\s*:\s*{_STATE_WORD})",
    re.IGNORECASE,
)


def fields_apart(words: str) -> str:
    """`words` (as the user wrote them) with a line break before a field closing a line said as
    " | " (see _LINE_BREAK_FIELD)."""
    return _LINE_BREAK_FIELD.sub(" | ", words) if "\n" in words else words


# (review zc b) Another field of the note called open or free ("stable: frozen; main: push freely",
# "release: locked · main: open", "prod: locked · staging: open for pushes", "… | feature/*: open"):
# the push rooms would read the open line as refused too (the refusal reaches the next field), so
# such a note is not said again. The field opens the note or follows a separator, its head a line
# or a glob, its state right after it closing the field or going on to pushes or everyone — not
# "open a PR instead", nor "… till the lifts open, mate" (no field of its own).
_OPEN_FIELD = Lazy(
    r"(?:^|(?<=[:|,·;(])|(?<=--))\s*(?:the\s+)?"
    # (check-zd-en) not the rest left open ("| other branches: fine", "/ rest ok"): it names no
    # line the refusal could reach, and every other branch is free under it anyway
    r"(?!(?:other|others|rest|everything)\b)"
    r"[\w./*-]+(?:\s+branch(?:es)?)?(?:\s*:\s*|\s+)"
    r"(?:open|opened|unlocked|unfrozen|thawed|free|"
    r"(?:push(?:es|ing)?\s+)?(?:freely|away|welcome|ok|okay|fine|allowed))"
    r"(?:\s+(?:for|to)\s+(?:all\s+|any\s+|direct\s+)?(?:pushes|pushing|everyone|all))?"
    r"(?=\s*(?:[.;,|·)(!]|--|$))"
)


# (check-zd-en) The rest left open beside a closed line ("other branches: open", "rest ok",
# "everything else fair game", "all other branches unrestricted", "other branch can"): what the
# refusal of one line leaves anyway, so it is not said again where the line's state is (a YAML-ish
# note's lines run together once normalised: "… until tues 6am other branches: open" was read as
# work asked on other branches).
_REST_OPEN = Lazy(
    r"(?:all\s+)?(?:the\s+)?(?:other\s+branch(?:es)?|others|rest|everything\s+else)"
    r"(?:\s*:\s*|\s+(?:are\s+|is\s+)?(?:all\s+)?)"
    r"(?:open|fine|ok|okay|free|good|unrestricted|fair\s+game|go\s+ahead|help\s+yourself|can)"
    r"(?=\s*(?:[.;,|·)!]|--|$))"
)


def _line_state(m: re.Match) -> str:
    line = m.group(1)
    # "deploy" alone after "push to" is read as a purpose ("push to deploy on Fridays")
    return f"no pushes to {'the deploy branch' if line == 'deploy' else line}"


def _any_line_state(m: re.Match) -> str:
    # (check-ze-en) a name the branch rooms do not know bare ("legacy") is a branch said so
    return f"no pushes to the {m.group(1)} branch"


def fields_said(text: str) -> str:
    """`text` (normalised, lower case) with a line's state said as its refusal ("main frozen for
    pushes": "no pushes to main", unless another field is open), its keep and free fields said as
    clauses, and the note's "|" and "·" as ";" where a field was found."""
    # the cheap test first
    if re.search(r"frozen|locked|shut|closed|off.limits|hands off|read-only|t push", text) and not (
        _OPEN_FIELD.search(text)
    ):
        said = _LINE_STATE.sub(_line_state, text)
        if said != text:  # (check-ze-en) then a line of any name in another field
            said = _ANY_LINE_STATE.sub(_any_line_state, said)
        text = _REST_OPEN.sub("", said) if said != text else text
    if "/" not in text or not (":" in text or "/ -" in text or "/ —" in text):
        return text  # no folder's field: the cheap test before the patterns
    said = _FOLDER_FIRST.sub(_folder_first, text)
    said = _HEAD_FIRST.sub(_head_first, said)
    if said == text:
        return text
    return " ".join(_SEPARATOR.sub("; ", said).split()).strip("; ")
