"""A relative clause between commas, after the noun it picks out (issue 33, eighteenth round):
"Чертежи, которые присылает главный инженер, сразу загружаются в общую папку проекта", "Акты,
которые подписывает заказчик, сразу сканируются …". Which items the clause names (those someone
makes or sends, in the present) does not change what is done with every one of them: the sentence
is read as it would be without the clause, by the readings that say how a kind of item is handled
(a standing-rule form, the structure of one, a role's duty, a kind and how it is made). Russian
only, whose relative clauses are always set off by commas; never a clause of now or of the past
("…, которые прислали вчера, …": one batch)."""

from __future__ import annotations

import re
from typing import Any

from app.domain.memory.judgement import clauses, duties
from app.domain.memory.judgement import rule_shapes as shapes

# `group` below is groups.Group: the tables tried on one sentence.
Group = Any

_CLAUSE = re.compile(
    r"(?<=[а-яё]),\s*котор(?:ый|ая|ое|ые|ого|ую|ой|ых|ым|ыми|ом)\s+"
    # (a present of the clause's own: no past in "-л", "-ла", "-ли", no time of now or of the past)
    r"(?![^,.;!?]*(?<![а-яё])(?:сегодня|вчера|сейчас|только\s+что|уже|недавно|на\s+прошлой|в\s+прошлом|"
    r"[а-яё]{2,}(?:ал|ял|ил|ел|ла|ли|ло))(?![а-яё]))"
    r"[^,.;!?]{2,60}?,\s*",
    re.I,
)


def without_clause(probe: str, group: Group) -> bool:
    """True when the sentence, its relative clause between commas taken out, says how every item
    of its kind is handled."""
    if "котор" not in probe and "Котор" not in probe:
        return False
    m = _CLAUSE.search(probe)
    if m is None:
        return False
    rest = probe[: m.start()] + " " + probe[m.end() :]
    return bool(
        shapes.rule_form(rest, group)
        or clauses.lasting(rest, group)
        or duties.duty(rest, group)
        or group.kind_made.search(rest)
    )
