"""English: a plain statement of how each thing of a kind is done here, with no rule word
(the table's `kind_made`; en.py is the rest of the table)."""

from __future__ import annotations

import re

from app.domain.memory.judgement.en_rules import MECHANISM as _MECHANISM
from app.domain.memory.judgement.en_rules import NOW as _NOW
from app.domain.memory.judgement.times import CADENCE as _CADENCE

# --- a plain statement of how each thing of a kind is done here, with no rule word (issue 33,
# twelfth round): a kind as the subject (a plural, a bare kind, "all X"), then a verb of doing or
# naming in the plain present (a passive with how, by whom or from where; or a verb of using,
# carrying, following, starting or ending with, going through) or a time that recurs. What shares
# the form and is no rule: a time of now or a trouble ("currently", "this week", "again", "slow":
# how things are today), a copula or a measure ("are partitioned logs", "take ten minutes": what a
# thing is), a mechanism of a tool as the doer ("by the scheduler": how a tool works).
_KIND = (
    r"^\s*(?!(?:i|we|you|they|he|she|it|my|your|his|her|their|this|that|these|those|some|most|many|"
    r"several|few|users|customers|people|clients|visitors|folks|things|there|here|what|which|who|why|how)\b)"
    r"(?:(?:all|any|our|the|new)\s+)?"
)


def _first(structure: str, *guards: str) -> str:
    """The structure read first and the guards (each scans the whole sentence) only where it holds."""
    return r"^(?=" + structure + ")" + "".join(guards)


# a word of the kind's name or of what narrows it: no pronoun, auxiliary or negation
_NP = (
    r"(?:(?!(?:i|we|you|they|he|she|it|don'?t|doesn'?t|dont|do|does|did|not|can|will|would|should|must|is|are|"
    r"was|were|have|has|had|please|just)\b)[\w.'’/-]+\s+)"
)
_PARTICIPLE = (
    r"(?!(?:filled|covered|flooded|packed|loaded|cluttered|littered|riddled|plagued|affected|blocked|stuck|"
    r"crowded|swamped|delayed|broken|slowed|based|located|situated|interested|used|supposed|tired|"
    r"scattered|outdated|deprecated|overdue|backed|piled|queued|seen|known|given|often|taken\s+down)\b)"
    r"(?:[a-z]+ed|[a-z]+en|[a-z]+wn|cut|set|put|read|kept|sent|held|run|made|done|built|split|shut|paid|"
    r"[a-z]*(?:laid|spelt|left|sold|told|taught|brought|bound|hung|fed|led|let|dealt|read|cut|set|put|sent|kept|written|"
    r"run|made|done|built|held|shot|struck|spun|hung|got|met|sold|bought|caught|found|ground|wound|lit|spread|sewn|dug))"
)
_HOW = (
    r"(?:by|with|from|in|on|onto|into|at|as|through|via|under|per|before|after|prior\s+to|only|to|"
    r"for|within|against|using|off|once|twice|each|every|weekly|daily|nightly|monthly)(?!\w)"
)
# a verb of using, carrying, following, starting or ending with, going through or out: what each
# item of a kind does as the team's way, never how it behaves ("restart", "fail", "take")
_WAY_VERB = (
    r"(?:use|carry|bear|follow|end\s+(?:with|in|on)|start\s+(?:with|from|on|in)|begin\s+with|open\s+with|"
    r"close\s+with|include|list|reference|cite|target|ship|pass\s+through|leave|go\s+(?:through|out|live|via|past)|"
    r"come\s+(?:with|from|off)|rotate)(?!\w)"
)
# a time that recurs, said of the work ("on Mondays", "every second Thursday", "on a two-week train")
_RECURS = (
    # (a bare day after a happening only says when it usually happens, "Deploys happen on Fridays";
    # a slot named to its hour, place or step is a schedule: "… on Mondays at 10 in the ops channel")
    r"(?:on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends)(?=\s*,?\s+\w)|"
    r"(?:every|each)\s+(?:(?:other|second|third|fourth|alternate|\w+)\s+)?(?:day|morning|evening|night|week|"
    r"month|quarter|sprint|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"daily|nightly|weekly|monthly|quarterly|fortnightly|bi-?weekly|"
    r"on\s+an?\s+(?:[\w-]+[\s-])?(?:day|week|month|sprint)\s+(?:train|cycle|cadence|rotation|schedule|rhythm|basis))(?!\w)"
)


# --- a cadence said of the work (issue 33, thirteenth round): a subject (a kind, a team's thing,
# "the QA crew"), a verb in the plain present and a cadence anywhere after it ("Payroll runs on the
# last working day of the month", "The board pack goes out on the last Thursday of every quarter"),
# or the cadence put first and the subject after it ("Every other Tuesday the QA crew runs …"):
# a schedule of the team's. What shares the form and is no rule: a trouble that recurs ("The build
# breaks every other Tuesday"), a state or a measure ("is slow every Monday", "takes an hour each
# night"), a time of now ("this week").
_PRESENT = (
    r"(?!(?:is|are|was|were|has|have|had|does|do|did|will|would|can|could|may|might|should|must|seems?|looks?|"
    r"feels?|takes?|costs?|lasts?|fails?|breaks?|crash(?:es)?|stops?|hangs?|dies|died|goes\s+down|went|gets?\s+"
    r"(?:stuck|slow|lost))\b)(?:[a-z]+s|(?<=s\s)[a-z]{3,})(?!\w)"
)
_NO_TROUBLE = (
    r"(?![^.!?]*\b(?:bugs?|outages?|crash\w*|errors?|failures?|fails?|failed|breaks?|broken|down|slow\w*|late|"
    r"delay\w*|problems?|issues?|flaky|stuck|timeouts?|jams?|jammed|freezes?|hangs?|takes|lasts|costs|(?:is|are|was|were)\s+(?!(?:[a-z]+-)?(?:[a-z]+ed|[a-z]+en|"
    r"held|kept|sent|run|set|put|done|made|built|paid|read)\b)\w+)\b)"
)
# the speaker's private life ("my sister visits us", "visits me") and what a system does by itself
# ("the cache expires", "reboots", "automatically"): no way of the team's work (issue 33,
# thirteenth round)
_NOT_OURS = (
    r"(?![^.!?]*\b(?:my|me|mine|myself|us|expires?|expired|reboots?|refreshes|auto-?renews?|automatically|"
    r"on\s+its\s+own|by\s+itself)\b)"
)
# (a word of the subject may be "IT", the department, never the pronoun "it")
_CNP = _NP.replace("|she|it|", "|she|(?-i:it)|")
assert _CNP != _NP
_CADENCED = (
    r"^(?=\s*(?:(?:the|our|all|every|each)\s+)?(?!(?:i|we|you|they|he|she|it|this|that|there|here|what|which|who|why|"
    r"how|users|customers|people|visitors)\b)(?:(?!(?:that|which|who|whose|where)\b)"
    + _CNP
    + r"){1,6}?"
    + _PRESENT
    + r")(?=[^.!?]*?"
    + _CADENCE
    + r")"
    + _NO_TROUBLE
    + _NOT_OURS
    + _NOW,
    r"^(?=\s*"
    + _CADENCE
    + r"\s*,?\s+(?:(?:the|our)\s+)?(?!(?:i|you|they|he|she|it|this|that|there)\b)"
    + _CNP
    + r"{1,5}?"
    + _PRESENT
    + r"\s+\S)"
    + _NO_TROUBLE
    + _NOT_OURS
    + _NOW,
)


# --- a kind that has a property as something (issue 33, thirteenth round): "Invoices to public
# bodies have the order number as their subject line": what each of the kind carries; never one
# person or the team's ("We have Maria as our lead"), nor of now
_HAS_AS = _first(
    _KIND
    + r"(?:(?!(?:that|which|who)\b)"
    + _NP
    + r"){1,6}?(?<=\s)(?:for|to|from|at|in)\s+(?:[\w'’.-]+\s+){1,4}?have\s+(?:[\w'’.-]+\s+){1,4}?as\s+(?:the\s+|their\s+|its\s+|an?\s+)?\w",
    _NOW,
    r"(?![^.!?]*\b(?:me|us|him|her|them|my|his)\b)",
)


# --- a role's duty (issue 33, fourteenth round): whoever does a part of the work, named by the role
# (a department, "legal", "the front desk", "tier-one agents", "the night nurse coordinator"), a
# plain present of doing and what makes it a duty rather than an account of one day: every item it
# handles, a deadline or a step it comes before ("Legal signs off on every NDA before it goes out",
# "Paralegals file court documents no later than two days before the deadline", "Substitute
# teachers get the lesson plan … the evening before"). Never a time of now or a past, a feeling, a
# trouble, the speaker's private life, what a system does by itself, a thing named like a role
# ("the printer", "the scheduler": no role).
# the departments and roles a team names (a whole word: English writes a role's compound apart,
# "front desk", "night nurse coordinator"), each but the departments also in the plural
_DEPARTMENTS = (
    "legal finance support sales procurement payroll accounting compliance security reception dispatch "
    "marketing admissions billing facilities management counsel ops on-call oncall secretary secretaries surgery"
)
_ROLES = (
    "desk team office department lead head staff crew squad committee board panel unit nurse clerk rep agent "
    "manager coordinator supervisor director officer assistant accountant engineer analyst teacher instructor "
    "tutor lecturer professor doctor physician pharmacist therapist receptionist paralegal lawyer attorney "
    "auditor reviewer editor designer developer dispatcher driver courier planner buyer recruiter intern trainee "
    "contractor volunteer moderator translator admin administrator operator technician specialist consultant "
    "librarian cashier guard inspector controller treasurer chef foreman steward caretaker janitor porter "
    "estimator surveyor"
)


def _by_first_letter(words: list[str]) -> str:
    """An alternation of words grouped by their first letter: a case-insensitive alternation is
    tried branch by branch, so a group a letter keeps it to a handful of tries a word."""
    groups: dict[str, list[str]] = {}
    for word in sorted(set(words), key=lambda w: (-len(w), w)):
        groups.setdefault(word[0], []).append(re.escape(word[1:]))
    return "(?:" + "|".join(f"{c}(?:{'|'.join(rest)})" for c, rest in sorted(groups.items())) + ")"


_ROLE_HEAD = (
    r"(?:(?-i:IT|HR|QA|PMs?|TAs?|DPO|CFO|CTO|COO|SRE|SREs|GP|GPs)|accounts\s+(?:payable|receivable)|"
    + _by_first_letter(_DEPARTMENTS.split() + _ROLES.split() + [w + "s" for w in _ROLES.split()])
    + r")(?!\w)"
)
_ROLE = (
    r"(?:(?:the|our)\s+)?(?:(?!(?:is|are|was|were|has|have|had|does|do|did|will|would|can|could|should|must|"
    r"my|your|his|her|their|not|never|always)\b)[\w-]+\s+){0,3}?" + _ROLE_HEAD
)
_DUTY_VERB = (
    r"(?:(?:always|only|also|then|first|personally|just|still)\s+)?"
    r"(?!(?:is|are|was|were|has|have|had|does|do|did|will|would|can|could|may|might|should|must|seems?|looks?|"
    r"feels?|hates?|loves?|likes?|wants?|needs?|thinks?|says?|said|knows?|complains?|worries|worry|takes?|goes|"
    r"went|came|comes|ran|sent|took|got|made|gave|left|forgot|forgets|misses|missed|quits?|sleeps?|eats?|"
    r"lives?|works?|sits?|uses?|agrees?|disagrees?|met|kept|held|paid|told|found|bought|brought|thought|caught|"
    r"taught|won|lost|spent|built|sold|wrote|spoke|chose|began|drove|flew|grew|knew|threw|saw|became|felt|heard|"
    r"meant|retires?|resigns?|quits?|speaks?|speak|understands?)\b)(?!" + _ROLE_HEAD + r")"
    r"(?![a-z]+ed\b)[a-z][\w-]*"
    # (a verb with no object before the time is a happening of the person's, "retires before …")
    r"(?!\s+(?:before|after|within|by|until|prior|ahead|at|on|in)\b)"
)
_DUTY_BOUND = (
    r"(?=[^.!?]*?\b(?:(?:every|each|any|all)(?:thing|one|body)?\s+(?!(?:the\s+)?time\b)\w|within\s+\w|no\s+later\s+than|"
    r"on\s+the\s+(?:first|second|third|fourth|fifth|last|\w+th)\s+(?:working|business)\s+day|"
    r"by\s+(?:\d|noon|midnight|the\s+end)|before\s+\w|prior\s+to|ahead\s+of|instead\s+of|"
    r"the\s+(?:same|next)\s+day\b|the\s+(?:day|evening|night|morning|week)\s+before\b))"
)
_PAST_TIME = (
    r"(?![^.!?]*\b(?:last\s+(?:week|month|quarter|year|time|night|sprint)|ago|yesterday)\b)"
)
# a verdict on the one who does it, closing the sentence ("…, she's lovely", "…, which is insane"): a
# description of a person, no duty (but "…, it's mandatory" says it is one)
_VERDICT = (
    r"(?![^.!?]*,\s*(?:she|he|they|it|that|which)(?:['’]s|['’]re|\s+is|\s+are)\s+(?!(?:mandatory|required|"
    r"compulsory|policy|the\s+rule|non-negotiable)\b)(?:\w+\s+)?\w+\s*[.!]*\s*$)"
)
DUTY = _first(
    r"\s*" + _ROLE + r"\s+" + _DUTY_VERB + _DUTY_BOUND + r"\s+\S",
    _VERDICT,
    _NO_TROUBLE,
    _NOT_OURS,
    _NOW,
    _MECHANISM,
    _PAST_TIME,
)
# or a way refused, then the way taken instead ("Interns don't touch the production database, they go
# through staging", "Drivers never carry parcels upstairs, they leave them at reception")
DUTY_INSTEAD = _first(
    r"\s*"
    + _ROLE
    + r"\s+(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not|never)\s+"
    + _DUTY_VERB
    + r"[^.!?,]*,\s*(?:they|he|she)\s+(?!(?:are|is|have|has|can|will|would|do|does|were|was)\b)[a-z]{2,}\b",
    _NO_TROUBLE,
    _NOT_OURS,
    _NOW,
    _PAST_TIME,
)


# --- the team's terms, a rate per unit (issue 33, fourteenth round): the team as the subject, a plain
# present of doing and a rate per unit or a term ("We bill by the hour", "We pay suppliers at net
# thirty"): how each case is charged, paid or delivered. Never a past, a time of now, a copula.
_PER_UNIT = (
    r"(?:by\s+the|per|a|an)\s+(?:hour|day|week|month|quarter|year|pallet|unit|item|page|word|seat|head|project|"
    r"milestone|case|crate|carton|piece)\b|(?:at\s+)?net\s+(?:\d+|thirty|sixty|ninety|fifteen|forty-five)\b|"
    r"in\s+arrears\b|in\s+advance\b|up\s+front\b|upfront\b"
)
TEAM_RATE = _first(
    r"\s*(?:we|our\s+(?:[\w-]+\s+)?team)\s+(?:(?:always|only|never|also)\s+)?(?!(?:are|were|was|is|have|had|has|"
    r"will|would|can|could|should|must|do|did|got|went|made|paid|sent|ate|eat|drink|sleep|meet|met)\b)[a-z]{3,}\s+"
    r"(?:[\w'’-]+\s+){0,4}?(?:" + _PER_UNIT + r")",
    _NOW,
    _PAST_TIME,
)


# --- a kind's deadline (issue 33, fourteenth round): a kind in the plural ("are") or every item of it
# ("is"), due by a time or within a span ("Timesheets are due every Monday by noon", "Incident
# postmortems are due within five working days"): when each is handed in. Never one thing pointed at
# ("The report is due by Friday"), the speaker's own, a time of now or a past.
DUE = _first(
    r"\s*(?:(?:all|our|new)\s+)?(?!(?:i|we|you|my|your|this|that|these|those|it|he|she|they|the)\b)"
    r"(?:(?!(?:is|are|was|were)\b)[\w.'’/-]+\s+){1,6}?are\s+(?:always\s+)?due\s+|"
    r"\s*(?:every|each|any)\s+(?:(?!(?:is|are|was|were)\b)[\w.'’/-]+\s+){1,6}?is\s+(?:always\s+)?due\s+",
    _NOT_OURS,
    _NOW,
    _PAST_TIME,
)


# --- a way the team refuses (issue 33, fifteenth round): the team as the subject, a negated plain
# present of doing and the bound that makes it a way of working rather than an account: a way it
# is done without, a line it is not done past ("We don't share raw survey responses outside the
# research team", "We do not quote delivery dates without a confirmed slot", "We don't discuss
# pricing over email"). Never a verb of having, knowing, wanting or feeling ("We don't have a
# designer", "We don't know why …"), a report of how things stand ("anymore", "these days", "really",
# "I think": "we don't really do code freezes anymore, I think"), now or a past.
_REFUSED_WAY = (
    r"(?:without|outside(?:\s+of)?|over\s+(?:e-?mail|the\s+phone|chat|slack|text|whatsapp)|"
    r"by\s+(?:e-?mail|phone|text)|via\s+(?:e-?mail|chat|slack|whatsapp)|on\s+(?:the\s+phone|a\s+call|slack|whatsapp)|"
    r"unless|to\s+(?:anyone|third\s+parties|outsiders|customers|clients|vendors)|beyond|above\s+\S|over\s+[$€£]?\d|"
    r"more\s+than|before)\b"
)
TEAM_REFUSES = _first(
    r"\s*(?:(?:here|around\s+here|in\s+this\s+team)\s*,?\s*)?we\s+(?:don['’]?t|do\s+not)\s+(?!(?:have|know|think|need|"
    r"want|like|love|hate|see|get|understand|care|mind|remember|expect|plan|intend|really|usually|always|normally|"
    r"typically|even|yet|feel|believe|agree|mean|seem|look|eat|drink|sleep|live|go|come|work)\b)[a-z]{3,}\b[^.!?]{0,80}?\b"
    + _REFUSED_WAY,
    r"(?![^.!?]*\b(?:anymore|any\s+more|these\s+days|nowadays|yet|I\s+think|I\s+guess|I\s+believe|I\s+suppose|"
    r"as\s+far\s+as\s+I\s+know|afaik|really|probably|right\s+now|at\s+the\s+moment)\b)",
    _NOW,
    _PAST_TIME,
)


# --- a kind of people or accounts that is not given something but past a bound (issue 33, sixteenth
# round): the team's refusal said from the side of who would receive ("New hires don't get
# production access in their first two weeks", "Contractors don't get VPN access without a signed
# NDA", "Temps don't get a staff discount until …"). Never how fast or how much ("Customers don't get
# their refunds fast enough"), a report of how things stand ("these days", "really"), now or a past.
KIND_NOT_GIVEN = _first(
    r"\s*(?:all\s+)?(?:the\s+|our\s+)?" + _NP + r"{0,2}?[\w-]+s\s+(?:don['’]?t|do\s+not|never)\s+"
    r"(?:get|receive|are\s+given|get\s+given)\s+[^.!?]{1,60}?\b(?:"
    + _REFUSED_WAY
    + r"|until|till|in\s+their\s+first|during\s+their|for\s+the\s+first)",
    r"(?![^.!?]*\b(?:enough|anymore|any\s+more|these\s+days|nowadays|yet|I\s+think|really|probably|right\s+now|"
    r"at\s+the\s+moment)\b)",
    _NOW,
    _PAST_TIME,
)


# --- a kind kept out of what the team makes (issue 33, sixteenth round): a kind, a negated verb of
# appearing or going into, and a thing the team or the one addressed makes, said by a contact
# clause in the present ("Customer names never show up in the dashboard screenshots we post in
# Slack", "Internal prices don't appear in the quotes we send to resellers"). Never a thing someone
# else makes ("… in the reports the vendor sends us"), what the team did once ("… in the PDFs we
# exported yesterday"), now or a past.
KIND_KEPT_OUT = _first(
    r"\s*(?:the\s+|our\s+|all\s+)?"
    + _NP
    + r"{0,3}?[\w-]+\s+(?:never|don['’]?t|do\s+not|doesn['’]?t|does\s+not)\s+"
    r"(?:appear|show\s+up|end\s+up|go|get|make\s+it)\s+(?:in|into|on)\s+(?:the\s+|our\s+|any\s+)?"
    r"(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:(?:that|which)\s+)?(?:we|you)\s+"
    r"(?![a-z]+ed\b|(?:got|sent|saw|had|did|made|put|wrote|gave|took|showed)\b)[a-z]{3,}\b",
    _NOW,
    _PAST_TIME,
)


# --- a day of the week named as the team's day of something, then what is not done then (issue 33,
# fifteenth round): "Monday is planning day, no client calls", "Fridays are demo day, so nothing
# merges after lunch": the day recurs (a bare weekday named as a kind of day), the clause after it a
# restriction. Never a holiday or one day pointed at ("Monday is a bank holiday, so no deliveries",
# "This Friday is …"), a past.
DAY_OF = (
    r"^\s*(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\s+(?:is|are)\s+(?:our\s+|the\s+)?"
    r"(?!(?:a|an|bank|public|national|holiday)\b)[\w-]+(?:\s+[\w-]+)?\s+day\s*[,;:–—-]\s*(?:so\s+|and\s+|which\s+means\s+)?"
    r"(?:no|nothing|nobody|no\s+one|never|we\s+don['’]?t|don['’]?t)\b"
)


KIND_MADE = (
    _first(
        r"\s*(?:all\s+)?(?:the\s+|our\s+)?(?:[\w.-]+\s+){0,3}?[\w-]+s\s+are\s+(?:always\s+)?"
        r"(?!(?:filled|covered|flooded|packed|loaded|cluttered|littered|riddled|plagued|affected|blocked|"
        r"stuck|crowded|swamped)\b)(?:\w+ed|written|built|kept|made|done|run|set|put|named|split|sent|held)\s+"
        r"(?:with|in|by|as|using|through|via|per|under|from)\s+\S",
        _MECHANISM,
        _NOW,
    ),
    # or a participle and a measure ("Backups are retained for thirty days", "YAML files are
    # indented by two spaces"): how long or how much, for each
    r"^\s*(?:all\s+)?(?:the\s+|our\s+)?(?:[\w.-]+\s+){0,3}?[\w-]+s\s+are\s+(?:always\s+)?\w+(?:ed|en|pt)\s+"
    r"(?:for\s+|to\s+|by\s+|at\s+|with\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|"
    r"\w+teen|\w+ty(?:-\w+)?|a\s+hundred)\s+(?:days|weeks|months|years|hours|minutes|seconds|spaces|lines|"
    r"characters|columns|versions|[KMG]B)\b",
    # a kind in the plural (narrowed as one likes: "older than three months", "from
    # enterprise customers"), then the passive with "get" of what is done to each ("Feature
    # flags older than three months get deleted in the following sprint"), or what each
    # gets within a measure ("tickets … get an answer within four hours"); never a state
    # ("get stuck", "get lost"), nor said of now ("currently", "still")
    r"^\s*(?!(?:i|we|you|they|he|she|it|my|your|this|that|these|those|some|most|many)\b)"
    r"(?![^.!?]*\b(?:currently|right\s+now|at\s+the\s+moment|still|anymore|these\s+days|again|often|"
    r"sometimes|randomly|constantly|all\s+the\s+time)\b)(?:all\s+|our\s+|the\s+)?(?:[\w.-]+\s+){0,2}?[\w-]+s\s+"
    r"(?:(?:older|newer|larger|smaller|longer|shorter|from|with|without|in|on|of|for|under|over|past|that|which)\s+"
    r"[^.!?,;]{0,40}?\s)?"
    r"(?:(?:only|always|never|all)\s+)?get\s+(?:(?!(?:stuck|lost|broken|tired|confused|mixed|messed|"
    r"blocked|jammed|caught|burned|burnt|bored|worse|better|used|left|forgotten)\b)\w+(?:ed|en|t)\b|"
    r"(?:an?|one|their|a\s+first)\s+(?:[\w-]+\s+)?\w+\s+within\s+(?:\d+|an?|one|two|three|four|five|six|"
    r"seven|eight|ten|twelve|twenty|\w+ty)\s+(?:business\s+|working\s+)?(?:hours?|days?|minutes?|weeks?)\b)",
    # a kind in the plural, then a verb of following a convention and the convention
    # named ("Kafka topic names follow the pattern team.domain.event", "Service names use
    # the kebab-case format"): how each is named or made
    r"^\s*(?!(?:i|we|you|they|most|many|some|users|customers|people)\b)(?:all\s+|our\s+|the\s+)?(?:[\w.-]+\s+){0,3}?"
    r"[\w-]+s\s+(?:(?:always|all)\s+)?(?:follow|use|match|adopt|respect|stick\s+to)\s+(?:the|a|our)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:pattern|format|convention|scheme|template|naming)\b",
    # a team as the subject, its verb in the plain present, and every item of a kind as
    # what it handles ("The design team signs off on every new icon before it lands")
    r"^\s*(?:the|our)\s+(?:[\w-]+\s+){1,2}?team\s+(?:(?:always|never|only)\s+)?(?!(?:is|was|has|had|does|did|"
    r"hates|loves|likes|wants|needs|says|thinks|keeps|seems)\b)[a-z]+s\s+(?:[\w-]+\s+){0,3}?"
    r"(?:every|each|all|any)\s+\w",
    # a kind (narrowed as one likes: "above five thousand euros", "for TestFlight"), the
    # passive present and how, by whom or from where ("Invoices above five thousand euros
    # are countersigned by the head of finance", "iOS builds are cut from the release branch
    # only", "Changelog entries are written in the past tense")
    _first(
        _KIND
        + _NP
        + r"{1,8}?are\s+(?:(?:always|only|never|all|first|then|also|each|strictly)\s+)?"
        + _PARTICIPLE
        + r"\s+(?:(?:[a-z]+ly|straight|first|always|only)\s+)?"
        + _HOW,
        _NOW,
        _MECHANISM,
    ),
    # every item of a kind, in the singular, likewise ("Every invoice over … is countersigned by …")
    _first(
        r"\s*(?:every|each|any)\s+"
        + _NP
        + r"{1,8}?is\s+(?:(?:always|only|never|first|then|also|strictly)\s+)?"
        + _PARTICIPLE
        + r"\s+(?:(?:[a-z]+ly|straight|first|always|only)\s+)?"
        + _HOW,
        _NOW,
        _MECHANISM,
    ),
    # a kind, then a verb of using, carrying, following, opening or closing with ("Looker
    # dashboards carry the name of an owner", "Sales decks end with the accessibility
    # statement", "csv exports for the berlin office use semicolons not commas")
    _first(
        _KIND
        + _NP
        + r"{1,8}?(?<!\bto\s)(?:(?:always|only|never|all|each|also|first|strictly)\s+)?"
        + _WAY_VERB
        + r"\s+(?!(?:up|out\s+of|down|wrong|missing|stale|bad)\b)\S",
        _NOW,
    ),
    # a kind or the team's thing, then a verb of happening or shipping and a time that recurs
    # ("On-call handovers happen on Mondays at 10", "Our mobile app ships on a two-week train")
    _first(
        _KIND + _NP + r"{1,7}?(?:happen|take\s+place|are\s+held|run|ship|go\s+out|go\s+live|"
        r"close|rotate|change\s+hands|reset|release)(?:e?s)?\s+(?:[\w:-]+\s+){0,3}?" + _RECURS,
        _NOW,
        r"(?![^.!?]*\b(?:bugs?|outages?|crash(?:es)?|errors?|incidents?|failures?|problems?|issues?)\b)",
    ),
    _HAS_AS,
)


# The cadence readings, asked by clauses.lasting only of a sentence that holds a cadence (one scan of
# times.CADENCE for every sentence, not one per reading).
CADENCED = _CADENCED


# --- whoever does a part of the work, named by what they do (issue 33, seventeenth round; as
# es_kinds.WHOEVER): "Whoever closes the bar counts the till …", "The person who opens the shop
# switches off the alarm", then a present of doing and what it acts on; never now or one night
# ("Whoever closes the bar tonight …"), a past ("Whoever did this …"), a modal or a question
WHOEVER = (
    r"^\s*(?=(?:whoever|anyone|the|person|one|colleague|member)\b)"
    r"(?![^.;!?]*\b(?:today|tonight|tomorrow|yesterday|this\s+(?:week|morning|evening|time)|right\s+now)\b)"
    r"(?:whoever|anyone\s+who|(?:the\s+)?(?:person|one|colleague|member\s+of\s+staff)\s+who)\s+"
    r"(?!(?:is|was|has|had|did|does|can|could|will|would|wants?|likes?)\b)(?![a-z]+ed\b)[a-z]{3,}s\b[^,.;!?]{1,60}?,?\s+"
    r"(?:(?:also|always|then|first)\s+)?(?!(?:is|was|has|had|gets|owes|wins|can|could|will|would|may|might)\b)"
    r"(?![a-z]+ed\b)[a-z]{3,}s\s+(?:up\s+|out\s+|off\s+|down\s+)?(?:the|a|an|every|each|all|any|their|his|her)\b"
)


# (issue 33, eighteenth round) what a role makes, named by a relative clause with no pronoun ("The
# handover notes the night nurse writes …", "Any referral letter the GP surgery sends us …", "The
# quotes our estimators put together …"), then where it goes or what is done with it, and what makes
# it a duty: a deadline, a step it comes before ("… go into the patient's folder before 7am", "… gets
# scanned into the patient record the same day"). Never a past or now, a state ("are gone", "are
# hard to read"), a trouble, a verdict.
MADE_BY_ROLE = _first(
    r"\s*(?:the|any|every|each|all(?:\s+the)?)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:that\s+|which\s+)?"
    r"(?:the|our|a|an|your|each|every)\s+(?:[\w-]+\s+){0,2}?"
    + _ROLE_HEAD
    + r"\s+(?!(?:is|are|was|were|has|have|had|did|does|do|will|would|can|could|should|must|may|might)\b)"
    r"(?![a-z]+ed\b)[a-z]{3,}(?:\s+(?:us|them|together|up|out|in|over|back|down|round|through|off))?"
    r"\s+(?:go|goes|get|gets|land|lands|move|moves|(?:is|are)\s+(?:[a-z]+ly\s+)?"
    + _PARTICIPLE
    + r")(?!\w)"
    + _DUTY_BOUND
    + r"\s+\S",
    _VERDICT,
    _NO_TROUBLE,
    # (what a role outside sends "us" is still ours to handle: "… the GP surgery sends us gets …")
    _NOT_OURS.replace("|us|", "|"),
    _NOW,
    _MECHANISM,
    _PAST_TIME,
)
