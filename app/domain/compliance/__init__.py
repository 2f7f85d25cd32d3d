"""Did the agent follow the rules? The compliance checker (SPEC §2.11): pure, offline,
deterministic, standard library only.

    check(rule, output, *, turn=None, identify=None) -> Verdict
    check_all(rules, output, *, turn=None, identify=None) -> list[Verdict]
    check_action(rules, action, *, turn=None) -> list[Verdict]      # other agents' hooks
    reading_of(words) -> Reading                                      # what will be checked

`rule` is a `RuleText(words, kind, entry_id, version, reading)` (`reading`: the `Reading` the
user confirmed, checked instead of the words); `output` a `Reply(text)` or a
`ToolCall(name, arguments)` (the name as the model called it, `git__git_push` or `git_push`);
`turn` a `TurnActions(earlier, branch_at_start)`: the calls that ran earlier in the turn, which
"a branch for every task" and pushes without a branch argument need. The verdict is
`followed`, `violated`, `not_applicable` or `unknown`, with its `Evidence` (a span of the reply,
an argument of the call, or what the turn did) for the first two; `Verdict.to_json()` is
`{"entry_id", "version", "verdict", "evidence", "by": "checker"}`.

`identify` is the language identifier the composition root wires (the port
`langid.Identifier`; app.services.language_id over a kept library).

How it reads: `reader.read_rule(words)` turns a rule's words into readings (cached per
wording), each of one family — the reply's language (`language`), required or forbidden tools,
commands, code and words (`termrule`, `terms`, `programs`), code format (`fmt`), actions
(`actions`) — and each reading checks an output read once (`target`, `document`, its comments and
strings `comments`, the commands it runs `commands`, `langid`). A rule with no
reading, or an output the checker cannot judge, is `unknown`, never a guess.
"""

from app.domain.compliance.checker import check, check_action, check_all
from app.domain.compliance.doubt import prohibition_in_doubt
from app.domain.compliance.model import (
    CHECKABLE,
    Evidence,
    Family,
    Outcome,
    Reply,
    RuleText,
    ToolCall,
    TurnActions,
    Verdict,
)
from app.domain.compliance.reader import read_rule
from app.domain.compliance.reading import Reading, reading_of

__all__ = [
    "CHECKABLE",
    "Evidence",
    "Family",
    "Outcome",
    "Reading",
    "Reply",
    "RuleText",
    "ToolCall",
    "TurnActions",
    "Verdict",
    "check",
    "check_action",
    "check_all",
    "prohibition_in_doubt",
    "read_rule",
    "reading_of",
]
