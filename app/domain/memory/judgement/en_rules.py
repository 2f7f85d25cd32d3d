"""English: the forms of a lasting rule said with no lead-in (the table's `rule` slot), the word
classes they share with the rest of the table (en.py), and the words that say whether a rule
speaks of one thing or of every one (`kind_words`)."""

from __future__ import annotations

import re
from typing import Any

from app.domain.memory.judgement.lexicon import each_needs, rx, wish_every

# A clause starts at the sentence start, after a comma or semicolon, or after "and/so/then".
CLAUSE = r"(?:^|[,;:]|\b(?:and|so|then|but)\b)\s*"
NOT_SUBJECT = r"(?!(?:i|you|he|she|it|they|this|that|these|those|there|here|my|his|her|their|someone|somebody|the|a|an)\b)"
OBJECT_NOT_SPECIFIC = (
    r"(?!(?:it|this|that|these|those|them|the|a|an|me|us|one|some|my\s+(?:last|previous)|"
    r"your\s+(?:last|previous))\b)"
)
# Verbs that state a standing convention whatever their object ("stick to the standard library").
LASTING_VERBS = r"stick\s+to|default\s+to|adhere\s+to|follow|avoid|prefer|respect"
CONVENTION_VERBS = (
    r"use|put|keep|place|store|name|format|write|indent|sign|"
    r"pin|prefix|wrap|limit|spell|reply|respond|answer|default\s+to|declare|document|comment"
)
WE_VERBS = (
    r"use|deploy|write|squash(?:-merge)?|merge|follow|keep|put|name|run|prefer|avoid|release|"
    r"ship|review|rebase|format|indent|store|sign|build|tag|document|pin|lint|commit|push|"
    r"develop|target|support|require|host|spell|structure|organi[sz]e|version|test|work"
)
# A mechanism of a tool as the doer ("by the scheduler", "by the kernel"): how a tool works, no
# team's way ("Kubernetes pods are placed onto nodes by the scheduler")
MECHANISM = (
    r"(?![^.!?]*\bby\s+(?:the|its|a)\s+(?:[\w-]+\s+)?(?:scheduler|kernel|compiler|runtime|interpreter|"
    r"garbage\s+collector|operating\s+system|browser|hypervisor|engine|framework|orchestrator|(?:virtual\s+)?dom|renderer|"
    r"parser|bundler|linker|loader|jit|vm|virtual\s+machine)\b)"
)
# a time of now or a manner of trouble ("these days", "slowly"): how things are today, no rule
NOW = (
    r"(?![^.!?]*\b(?:currently|right\s+now|at\s+the\s+moment|today|tonight|tomorrow|yesterday|"
    r"this\s+(?:week|morning|afternoon|evening|month|quarter|sprint|year|time)|still|anymore|any\s+more|"
    r"these\s+days|again|since|lately|recently|so\s+far|often|sometimes|randomly|constantly|"
    r"all\s+the\s+time|usually|slow|slowly|forever|a\s+lot|too\s+(?:much|many|long))\b)"
)
NORMATIVE_PASSIVE = (
    r"read|written|shown|kept|stored|named|formatted|placed|put|done|made|run|handled|defined|"
    r"declared|logged|displayed|prefixed|reviewed|tested|signed|squashed|rebased|sorted"
)


def rule_forms() -> tuple[re.Pattern[str], ...]:
    """The rule slot's patterns, in the order they are tried."""
    return (
        # a necessity in the passive, said of a kind ("Benchmarks are to be run …", "Les migrations
        # sont à faire relire …", "I test sono da lanciare …"): a norm for every item of it
        rx(
            r"^\s*(?:all\s+|any\s+)?(?:[\w-]+\s+){0,3}?[\w-]+s\s+are\s+(?:only\s+|always\s+|never\s+|not\s+)?to\s+be\s+[a-z]+(?:ed|en|wn|un|ne)\b"
        ),
        # the speaker's wish said of every item of a kind (lexicon.wish_every)
        rx(wish_every(r"i\s+(?:want|need|'d\s+like|would\s+like)\s", r"every|each")),
        # a requirement set on every item of a kind (lexicon.each_needs)
        rx(
            each_needs(
                r"every|each|all|any",
                r"needs?|requires?|must\s+(?:have|get|come\s+with)|has\s+to\s+(?:have|come\s+with)|"
                # what each one is given ("Every PR gets a CHANGELOG entry"), not how it goes
                r"(?:gets|carries|comes\s+with)(?=\s+(?:a|an|its|one|two|at\s+least|their)\b)",
            )
        ),
        # "Nothing gets merged without a review", "No PR is merged on red": a prohibition said of nothing
        rx(
            r"^\s*(?:nothing|no\s+one|nobody|no\s+[\w-]+)\s+(?:ever\s+)?(?:gets|is|goes)\s+(?:\w+ed|built|run|shipped|"
            r"merged|pushed|deployed|released|done|written|made)\b"
        ),
        # "That's a hard rule", "non-negotiable": the sentence says it is a rule
        rx(
            r"\b(?:that'?s|this\s+is|it'?s|that\s+is|it\s+is)\s+(?:a|the|our)\s+(?:hard|strict|firm|house|team|"
            r"general|standing|fixed)?\s*(?:rule|policy|requirement|convention)\b",
            r"\bnon-?negotiable\b|\b(?:is|are)\s+(?:mandatory|compulsory)\b|\bno\s+exceptions\b",
            r"\b(?:nothing|nowhere|no\s*one)\s+else\b",
        ),
        # "Always use type hints", "Never push to main", "Don't push to main", "…, so always include one"
        rx(
            CLAUSE + r"(?:always|never|(?:do\s+not|don'?t)(?:\s+ever)?|no\s+more)\s+"
            r"(?!(?:mind|again|the|a|an|this|that|my|your|so|too|such|enough|ever|before|around|about|"
            r"roughly|like|exactly|right)\b)[a-z]"
        ),
        # a learner's order, the frequency after the verb: "Please you write always the commit
        # message in English", "you answer always in German"
        rx(
            r"^\s*you\s+(?!(?:are|were|have|had|do|did|know|knew|said|told|say|seem|look)\b)[a-z]+\s+"
            r"(?:always|never)\s+[a-z]"
        ),
        # "Make sure to always run the linter", "You must always run tests before pushing"
        rx(r"^\s*(?:make\s+sure|be\s+sure|ensure)\b.*\b(?:always|never|every|each|all|any)\b"),
        rx(r"^\s*you\s+(?:must|should|need\s+to|have\s+to|shall)\s+(?:always|never|not\s+ever)\b"),
        # "Every time you change the schema, add a migration"; "When you write a migration, always …"
        rx(
            CLAUSE
            + r"(?:every\s+time|each\s+time|whenever|when|before|after|once|if)\s+(?:you|we)\b[^,]{1,80},\s*"
            r"(?!(?:i|we|it|he|she|they|that|this|there|you)\b)[a-z]"
        ),
        # "Before every release, bump the version"
        rx(CLAUSE + r"(?:before|after|on|for|in|with)\s+(?:every|each|any|all)\s+\w+"),
        # "Create a branch for every task"
        rx(
            r"^\s*"
            + NOT_SUBJECT
            + r"[a-z]+\b[^,.;]*?\b(?:for|before|after|on|in|with|at)\s+(?:every|each)\s+(?!time\b)\w+"
        ),
        # "We use pnpm, not npm", "We always squash-merge", "Our team writes dates in ISO 8601"
        rx(
            CLAUSE + r"(?:we|our\s+team|the\s+team|our\s+\w+\s+team|in\s+this\s+team\s+we)\s+"
            r"(?:(?:always|never|only|usually|generally|all|strictly)\s+)?(?:(?:don'?t|do\s+not)\s+)?"
            r"(?:" + WE_VERBS + r")(?:e?s)?\b"
        ),
        # a frequency word makes any verb of the team's generic ("we never import from
        # src/internal", "our team always tags releases"), the past and knowing aside
        rx(
            CLAUSE + r"(?:we|our\s+team|the\s+team|our\s+\w+\s+team)\s+(?:always|never|only)\s+"
            r"(?!(?:had|has|have|was|were|did|used|knew|know|thought|think|get\s+to|seem)\b)[a-z]+(?<!ed)\b"
        ),
        rx(CLAUSE + r"let'?s\s+(?:always|never)\b"),
        # "New components go in src/components", "Commit messages should be in English"
        rx(
            # (the guards, a mechanism of a tool as the doer and a time of now, are asked only where
            # the form holds: each scans the whole sentence)
            r"^(?=\s*"
            + NOT_SUBJECT
            + r"(?:(?:all|every|each|any|new|our)\s+)?[\w\-./<>*]+(?:\s+(?!(?:is|are|was|were|do|does)\b)[\w\-./<>*]+){0,5}?\s+"
            # (a thing that sits beside another is where it is kept: "Stories sit next to their
            # component"; "PRs sit in review for days" is a complaint)
            r"(?:(?:always|never|only)\s+)?(?:go(?:es)?(?!\s+(?:stale|wrong|missing|bad|down|unreviewed|unnoticed|unanswered|quiet)\b)|lives?|belongs?|comes?|stays?|sits?(?=\s+(?:right\s+)?(?:next\s+to|beside|alongside)\b)|must|should|shall|"
            r"needs?\s+(?:to|an?|its|their|(?:at\s+least\s+)?(?:one|two|three|four|five|\d+)\s+(?:[\w-]+\s+)?"
            # (a count of the gate it passes: "need two signatures from procurement", issue 33,
            # thirteenth round; never a count of things to have, "two new disks")
            r"(?:approvals?|signatures?|sign-?offs?|reviews?|reviewers?|approvers?|checks?|tickets?))|ha(?:ve|s)\s+to|(?:are|is)\s+(?:always\s+|never\s+|only\s+)?(?:"
            + NORMATIVE_PASSIVE
            + r"))\b)"
            + MECHANISM
            + NOW
        ),
        # "Use pnpm instead of npm", "Keep functions under 50 lines", "Answer in French"
        rx(r"^\s*(?:" + CONVENTION_VERBS + r")\s+" + OBJECT_NOT_SPECIFIC + r"\S"),
        rx(r"^\s*(?:" + LASTING_VERBS + r")\s+(?!(?:it|this|that|these|those|them|me|us)\b)\S"),
        rx(r"^\s*only\s+(?:use|touch|change|edit|answer|reply|write)\b"),
        # a learner's "Not use tabs, …" for "Don't use tabs"
        rx(
            r"^\s*not\s+(?:to\s+)?(?:"
            + CONVENTION_VERBS
            + r"|push|commit|merge|deploy|add|run|touch)\b"
        ),
        rx(r"^\s*(?:stop|quit)\s+\w+ing\b"),
        # "It's best to always run the linter", "Try to never …": advice that is a standing rule
        rx(
            r"\b(?:it'?s|it\s+is|it'?d\s+be|it\s+would\s+be)\s+(?:best|better|wise|important|good\s+practice|"
            r"a\s+good\s+idea)\s+to\s+(?:always|never)\s+[a-z]",
            r"^\s*try\s+to\s+(?:always|never)\s+[a-z]",
        ),
    )


def kind_words() -> dict[str, Any]:
    """The words that say whether a rule speaks of one thing or of every one (specific, generic,
    quantified, runtime, relative, norm, made_one) or of a case that is only imagined (hypothetical)."""
    return {
        "specific": rx(
            r"\b(?:this|these|those)\s+(?!(?:is|was|way|one|time|kind|sort|rule)\b)[a-z]\w*"
        ),
        "single_event": rx(
            r"\b(?:once|as\s+soon\s+as|right\s+after)\b",
            r"\b(?:before|after|until)\s+(?:the|this|that|my|our|your|next|lunch|dinner|tomorrow|tonight)\b(?!\s*\d)",
        ),
        "generic": rx(
            r"\b(?:a|an|any|every|each|all|whenever|anything|someone|anyone|something)\b"
        ),
        "quantified": rx(
            r"\b(?:on|for|to|in|with|from|about|at|of)\s+(?:any|every|each)\s+(?!time\b)\w+"
        ),
        "runtime": rx(
            r"\b(?:users?|customers?|visitors?|clients?|api|endpoint|server|request|response|page|"
            r"form|button|input|field|component|function|method|app|application|screen|modal|"
            r"dialog|widget|service|caller|browser)\s+(?:\w+\s+)?(?:clicks?|taps?|submits?|types?|"
            r"enters?|opens?|loads?|returns?|receives?|responds?|logs?\s+in|signs?\s+in|presses|"
            r"hovers?|scrolls?|sends?|is\s+(?:empty|null|invalid|missing|disabled|clicked|submitted))\b"
        ),
        "relative": rx(r"\b(?:that|which|who|whose|where)\b"),
        "norm": rx(
            r"^\s*(?:(?:one|you|we|everyone|everybody)\s+)?(?:must|should|has\s+to|have\s+to|needs?\s+to|ought\s+to)\b|^\s*it\s+is\s+(?:mandatory|required|necessary|essential)\s+to\b"
        ),
        "made_one": rx(
            r"^\s*[a-z]+\s+(?:me\s+|us\s+)?(?:a|an|one)\s+(?:[\w-]+\s+){0,3}?(?:that|which|who)\b",
            r"^\s*make\s+(?:sure\s+)?(?:the|this|that|our)\s+(?:[\w-]+\s+){0,2}?(?:button|banner|page|field|form|"
            r"menu|dialog|popup|modal|link|tooltip|screen|app|widget|header|footer|sidebar)s?\b",
        ),
        "hypothetical": rx(r"\b(?:if|unless|in\s+case|whether)\b"),
    }
