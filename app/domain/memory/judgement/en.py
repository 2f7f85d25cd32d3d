"""English."""

from __future__ import annotations

from functools import cache

from app.domain.memory.judgement import world
from app.domain.memory.judgement.en_kinds import KIND_MADE
from app.domain.memory.judgement.en_requests import request_forms
from app.domain.memory.judgement.en_rules import kind_words, rule_forms
from app.domain.memory.judgement.lexicon import (
    Lexicon,
    rx,
    taken_back,
    verbless,
    words,
)

# What a verb of taking back points at: what was just said ("that", "what I said", "the previous
# sentence"); "that" and "this" only as pronouns ("ignore that warning" takes nothing back).
_SAID = (
    r"(?:that|it|this)(?=\s*(?:[,.;:!?…—–)\-]|$)|\s+(?:and|we|i|it'?s|for\s+now|then|lol|haha|please|pls|"
    r"sorry|entirely|completely|too|as\s+well)\b)"
    r"|what\s+I\s+(?:just\s+)?(?:said|wrote|asked|typed)"
    r"|(?:my|the|that)\s+(?:very\s+)?(?:last|previous|above|preceding|first)\s+(?:message|sentence|line|point|"
    r"request|one|rule|bit|part|instruction|paragraph|thing)"
    r"|(?:that|this|the)\s+(?:last\s+)?(?:rule|request|instruction)"
    r"|(?:everything|all)\s+(?:of\s+)?(?:that|I\s+(?:just\s+)?said|above)|the\s+above"
)


@cache
def table() -> Lexicon:
    """This language's table, compiled on first use (only for text in its script)."""
    return Lexicon(
        code="en",
        openers=rx(
            r"^\s*(?:(?:hi|hey|hello|hiya|yo)(?:\s+(?:there|man|bro|dude|guys|mate|team))?|bro|dude|man|mate|guys|"
            r"good\s+(?:morning|afternoon|evening)|ok(?:ay)?|"
            r"alright|all\s+right|right|so|also|and|oh|ah|btw|by\s+the\s+way|one\s+more\s+(?:thing|rule)|"
            r"(?:a\s+)?quick\s+(?:thing|note|one)|another\s+(?:thing|rule)|(?:a\s+)?(?:new\s+)?rule|"
            # (but "Note for the future: …" is the verb of noting, a request to remember)
            r"note(?!\s+for\s+(?:the\s+future|later|next\s+time|future\s+reference)\s*[:\-–—])|"
            r"important|thanks?(?:\s+you)?(?:\s+(?:for|on)\s+[^,.!:;]{1,40})?|great|cool|nice|perfect|"
            r"got\s+it|sure|well|anyway|one\s+thing|yeah|yep|so\s+yeah|seriously|honestly|come\s+on|basically)"
            # (a hyphen inside a word is no pause: "Note-toi ça …" is the French verb)
            r"\s*(?:(?:[,:!\-–—]*[,:!–—]|-+(?![^\W\d_]))\s*|\s+(?=(?:from|going|please|always|never|remember|i|in|for|we|every|"
            # (or another discourse word or filler, voice-typed with no comma: "ok so uh …")
            # ("so yeah basically every return …": a run of them, issue 33, fifteenth round)
            r"each|don'?t|do|if|when|whenever|so|ok|okay|uh+|uhm+|um+|erm+|hmm+|basically)\b))",
            # a filler of hesitation opening a voice-typed sentence ("uh new SKUs get …"): nothing
            # said yet (issue 33, fourteenth round; not "um" nor "er": German's "at" and "he")
            r"^\s*(?:uh+|uhm+|erm+|hmm+)\s*,?\s+(?=\w)",
            r"^\s*um+\s*,?\s+(?=(?:the|a|an|we|our|so|new|all|every|each|you|it|they|please)\b)",
        ),
        please=rx(
            r"\b(?:please|pls|plz|plse|pleas)\b\s*,?\s*(?:you\s+(?=(?:always|never|do|don'?t|must|should)\b))?",
            r",?\s*\b(?:please|pls|plz)\b(?=\s*[.!]*\s*$)",
            r"\bkindly\b\s*",
        ),
        closers=rx(
            r",?\s*\b(?:thanks|thank\s+you|thx|ty|cheers)\b(?:\s+(?:a\s+lot|so\s+much))?(?=\s*[.!]*\s*$)",
            # punctuation spoken to a voice typist ("… every new source file full stop")
            r"\s+(?:full\s+stop|exclamation\s+mark)(?=\s*[.!]*\s*$)",
        ),
        lead_in=rx(
            r"\b(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on(?:\s+out)?|"
            r"from\s+this\s+point\s+(?:on|forward)|from\s+today\s+on|henceforth|hereafter|"
            r"in\s+(?:the\s+)?future(?!\s+(?:versions?|releases?|projects?|work|tasks?))|"
            r"for\s+(?:all\s+)?future\s+(?:tasks|work|changes|projects|code|prs|commits)|"
            r"for\s+future\s+reference|every\s+time\s+from\s+now|(?:from\s+)?next\s+time(?:\s+on)?|for\s+next\s+time)\b\s*[,:]?\s*",
            # "not just this task": a one-off phrase under "not only" says the rule reaches beyond it
            r"\b(?:and\s+)?not\s+(?:just|only)\s+(?:for\s+)?(?:this|the\s+current)\s+(?:task|pr|ticket|change|one|"
            r"time|job|fix|feature|sprint)\b\s*[,:]?\s*",
        ),
        scope_user=rx(
            r",?\s*\b(?:in|across|for)\s+(?:all|every|each)\s+(?:of\s+)?my\s+"
            r"(?:projects?|repos?|repositories|work|code(?:bases?)?|spaces?)\b\s*[,:]?\s*",
            r",?\s*\b(?:in|across|for)\s+every\s+(?:project|repo(?:sitory)?)(?:\s+(?:of\s+mine|I\s+(?:work\s+on|have)))?\b\s*[,:]?\s*",
            r"\b(?:in|across|for)\s+all\s+(?:projects|repos|repositories)\b\s*[,:]?\s*",
            r"^\s*everywhere\s*[,:]\s*|^\s*(?:for|in|across|on)\s+all\s+(?:of\s+)?my\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}?\s*[,:]\s*(?!\s*(?:the|a|an|it|this|that|we|i|you|they|he|she|there|was|is)\b)",
            r"\beverywhere\s+I\s+work\b\s*,?\s*",
            r"\b(?:whatever|whichever|no\s+matter\s+which)\s+project\b\s*[,:]?\s*",
        ),
        scope_session=rx(
            # (and, issue 33, seventeenth round, the rest of the talk said by its end or as ours: "Until we
            # wrap up this conversation, …", "For the remainder of our chat, …")
            r",?\s*\b(?:until|till)\s+(?:the\s+end\s+of\s+this\s+(?:chat|conversation|session|thread)\b\s*[,:]?\s*|"
            r"we(?:['’]re|\s+are)?\s+(?:wrap\s+up|finish|done|through)\s+(?:with\s+)?"
            r"(?:this\s+(?:chat|conversation|session|thread)|here)\b\s*[,:]\s*|"
            # (or said by its own end: "Till this conversation's over, …", "Until this chat ends, …";
            # eighteenth round)
            r"this\s+(?:chat|conversation|session|thread)(?:['’]s|\s+is)?\s+(?:over|ends|done|finished)\b\s*[,:]\s*)",
            r",?\s*\b(?:in|for|during|throughout)\s+(?:the\s+(?:rest|remainder)\s+of\s+(?:this|our)|this)\s+"
            r"(?:chat|conversation|session|thread)\b\s*[,:]?\s*",
        ),
        # where the team works, said first ("Around here", "In our team", "On this project")
        team_here=rx(
            # ("Here," alone before a comma is the team's place too: "Here, sprint demos happen …")
            r"^\s*(?:(?:around\s+here|over\s+here|here(?=\s*,)|(?:in|on)\s+(?:our|this|the)\s+(?:[\w-]+\s+)?team|"
            r"(?:in|on)\s+this\s+(?:repo|project|codebase)|"
            # a repository or service named ("In the payments repo", "in our billing service")
            r"(?:in|on)\s+(?:the|our)\s+[\w-]+\s+(?:repo|repository|project|codebase|service|monorepo)|"
            # or a group of the team's by how it is made up ("On the support rotation", "In the
            # platform squad")
            r"(?:in|on)\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:rotation|shift|squad|guild|chapter|crew|department))\s*,?\s*)+"
        ),
        team_place=rx(
            r"^\s*(?:here|on\s+(?:this|our)\s+team|in\s+our\s+team|at\s+our\s+company)\s*,?\s*(?=(?:everything|nothing|nobody|no\s+one|all)\s+\w+)"
        ),
        scope_space=rx(
            r",?\s*\b(?:in|for|across|on)\s+this\s+(?:project|repo(?:sitory)?|codebase|space|workspace)\b\s*[,:]?\s*",
        ),
        polite_frame=rx(r"^\s*(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:kindly\s+)?"),
        request_frame=rx(
            r"^\s*(?:I'?d|I\s+would)\s+like\s+you\s+to\s+", r"^\s*I\s+(?:want|need)\s+you\s+to\s+"
        ),
        question=rx(
            r"[?？]\s*$",
            r"^\s*(?:can|could|would|will|should|shall|do|does|did|is|are|was|were|have|has)\s+(?:you|we|i|they)\b",
        ),
        one_off=rx(
            # "now" closing a clause is this moment ("Don't edit this file now, …"); "from now
            # (on)", "as of now" and "for now" are other words
            r"(?<!from\s)(?<!as of\s)(?<!until\s)(?<!for\s)(?<!right\s)\bnow\b(?=\s*(?:[,.;!]|$))",
            r"\b(?:just|only)\s+for\s+this\s+(?!(?:project|repo|repository|codebase|team)\b)\w+",
            # the thing pointed at, then "only" ("For this shipment only, …", issue 33, fifteenth round);
            # never a party or a thing that lasts ("For this client only, …")
            r"\bfor\s+this\s+(?!(?:project|repo|repository|codebase|team|client|customer|supplier|vendor|partner|"
            r"account|product|site|store|warehouse)\b)[\w-]+\s+only\b",
            # a purpose with the speaker as its subject: a hand-over ("… so I can look at them")
            r"\bso\s+(?:that\s+)?I\s+(?:can|could|'ll|will|may)\b",
            r"\b(?:as\s+an\s+exception|exceptionally|just\s+(?:this|the)\s+one\s+time|this\s+one\s+time|"
            r"only\s+this\s+time|one[-\s]time|one[-\s]off)\b",
            r"\b(?:when(?:ever)?|once|if)\s+you\s+(?:get|have|find)\s+(?:a\s+)?(?:chance|moment|minute|sec(?:ond)?|time|a\s+sec)\b",
            r"\b(?:this\s+time|just\s+(?:this\s+)?once|this\s+once|once\s+more|for\s+now|right\s+now|"
            r"at\s+the\s+moment|for\s+the\s+moment|for\s+today|today|tonight|tomorrow|yesterday|"
            r"this\s+(?:morning|afternoon|evening|week|weekend|sprint)|temporarily|yet)\b",
            r"\bfor\s+(?:this|that|the\s+current)\s+(?:task|pr|pull\s+request|fix|bug|ticket|issue|change|"
            r"commit|file|function|one|case|feature|release|branch|test|script|step)\b",
            r"\b(?:in|to|on)\s+this\s+(?:file|function|class|module|pr|pull\s+request|commit|branch|script|"
            r"test|line|method|component|page)\b",
            r"\bthis\s+(?:pr|file|one)\s+only\b",
            r"\bnext\s+time\b(?!\s+and)",
            r"\b(?:when(?:ever)?|once|as\s+soon\s+as)\s+you(?:'re|\s+are)\s+(?:ready|done|finished|free|back)\b",
        ),
        wish=rx(
            r"\b(?:it'?d|it\s+would|that'?d|that\s+would)\s+be\s+(?:great|nice|good|ideal|awesome|helpful|better|"
            r"lovely)\s+if\s+you\b",
            r"\bi'?d\s+(?:really\s+)?(?:appreciate|love|like)\s+it\s+if\s+you\b",
        ),
        hedge=rx(
            r"\b(?:might|maybe|perhaps|possibly|probably|someday|eventually|ideally)\b",
            r"(?<!you )\bmay\b(?!\s+not\b)",
            r"\bcould\b(?!\s+you\b)",
            r"\bwould\s+be\s+(?:nice|good|great|better|cool|ideal)\b",
            r"\bi\s+(?:think|guess|suppose|wonder)\b",
            r"\b(?:not\s+sure|some\s+day|at\s+some\s+point|we'?ll\s+see|if\s+(?:possible|we\s+can)|"
            r"consider(?:ing)?|thinking\s+(?:about|of))\b",
            r"\bwe\s+(?:may|might)\s+want\b",
        ),
        past=rx(
            r"\b(?:used\s+to|used|did|was|were|had|wrote|went|made|took|tried|liked|preferred|"
            r"deployed|shipped|worked|wanted|asked|said)\b",
            # (not a passive present: "PRs without a description are never reviewed")
            r"(?<!\bare\s)(?<!\bis\s)(?<!\bget\s)(?<!\bgets\s)\b(?:always|never)\s+\w+ed\b",
            r"\b(?:always|never)\s+(?:thought|knew|saw|went|came|had|did|was|were|got|made|said|told|found|felt|"
            r"took|gave|wrote|ran|began|became|heard|meant|left|kept|brought|bought|understood|forgot)\b",
            r"\blast\s+(?:year|month|week|time|sprint|release)\b",
            r"\b(?:at|in)\s+my\s+(?:old|last|previous|former)\s+(?:job|company|work|team|place|role)\b",
            r"\bmy\s+(?:old|previous|former)\s+(?:job|company|team)\b",
            r"^\s*before\s*,",
            r"\b(?:previously|back\s+then|in\s+the\s+past(?!\s+tense)|formerly|ago)\b",
            r"\b(?:i|we|you|they)'ve\s+(?:had|been|seen|used|always)\b",
        ),
        reported=rx(
            r"^\s*(?:according\s+to|as\s+per|in\s+\w+[’']s\s+(?:words|view|opinion))\b",
            r"^\s*(?:my|our|his|her|their)\s+(?:colleague|co-?worker|boss|manager|lead|team\s*lead|friend|"
            r"partner|client|customer|previous|old|former|last|other)\b",
            r"^\s*(?:he|she|they|someone|somebody|people|everyone|everybody)\b",
            # ("claims" a noun before a verb or what narrows it: "Expense claims under fifty euros are …")
            r"\b(?:says|told|tells|thinks|insists|claims(?!\s+(?:are|were|get|go|need|must|should|under|over|above|"
            r"below|from|for|of|with)\b))\b",
            r"\b(?:docs|documentation|guide|guidelines|handbook|wiki|readme|people|they|folks|others)\s+(?:say|said)\b",
            # a text of rules as the subject of a verb of advising ("The Django guide advises …")
            r"\b(?:docs|documentation|guide|guidelines|handbook|manual|wiki|readme|spec|specification|standard|"
            r"RFC|policy|book|article|blog\s+post)\s+(?:\w+\s+)?(?:recommends?|advises?|suggests?|states|requires|"
            r"mandates|prescribes|warns)\b",
            # or any subject of a few words before such a verb in the third person ("The Confluence
            # page recommends …"): never the speaker's own
            r"^\s*(?!(?:I|we|you|let'?s)\b)(?:[\w'’.-]+\s+){1,5}?(?:recommends|advises|prescribes|mandates)\b",
            r"^\s*the\s+(?:old|previous|former|other|last)\b",
        ),
        everyday=rx(
            r"^\s*never\s+(?:mind|again)\b",
            r"\b(?:don'?t|do\s+not)\s+(?:worry|bother|mind|panic|stress)\b",
            r"\bno\s+(?:worries|problem)\b",
            r"^\s*(?:every|each)\s+time\s+(?:i|it|we|they|he|she|the|this|that)\b(?![^,]*,\s*(?:always|never|please|run|use|add|make)\b)",
            r"\b(?!(?:to|must|should|shall|will|would|need|please|you|and|then|just|simply|\w+ly)\b)\w+\s+(?:always|never|usually)\s+"
            r"(?:crash|fail|break|hang|pass|work|happen|show|get|seem|return|run|forget|freeze|time)(?:e?s)?\b"
            # (not what is kept out of what the team makes: "… never show up in the screenshots we post")
            r"(?!\s+up\s+in\s[^.!?]*\b(?:we|you)\s+[a-z]{3,})",
            r"\b(?:crash|crashes|crashed|hangs|freezes)\b",
            r"\bsometimes\b",
            *world.facts("en"),
        ),
        weather=rx(world.weather("en")),
        negated_memory=rx(
            r"\b(?:don'?t|do\s+not|no\s+need\s+to|never|please\s+don'?t)(?:\s+have\s+to)?\s+(?:remember|save|store|memori[sz]e|keep|note|(?:hang|hold)\s+on\s*to)\b",
            r"(?<!don't\s)(?<!dont\s)(?<!not\s)\bforget\s+(?:this|that|it|about\s+(?:it|this|that))\b",
        ),
        filler=frozenset(
            [
                "do",
                "does",
                "it",
                "its",
                "this",
                "that",
                "these",
                "those",
                "like",
                "so",
                "the",
                "same",
                "way",
                "one",
                "ones",
                "version",
                "again",
                "instead",
                "too",
                "for",
                "others",
                "other",
                "rest",
                "keep",
                "make",
                "leave",
                "use",
                "please",
                "always",
                "never",
                "don't",
                "dont",
                "not",
                "ever",
                "just",
                "and",
                "then",
                "as",
                "thing",
                "things",
                "similar",
                "similarly",
                "exactly",
                "here",
                "there",
                "what",
                "you",
                "said",
                "did",
                "with",
                "a",
                "an",
                "of",
                "everything",
                "anything",
                "stuff",
                "whatever",
            ]
        ),
        # A complaint about what the assistant does is a rule against it: "I hate it when you
        # add comments …", "it really bugs me that you …", "stop adding …", "… anymore".
        complaint=rx(
            r"\bi\s+(?:really\s+|just\s+|absolutely\s+)?(?:hate|can'?t\s+stand|dislike|don'?t\s+like|detest|"
            r"do\s+not\s+like|don'?t\s+want)\s+(?:it\s+)?(?:when|that|how|if)\s+you\b",
            r"\b(?:annoys|bugs|irritates|bothers|drives|frustrates)\s+me\b[^.!?]{0,25}?\b(?:when|that|how|if)\s+you\b",
            # an order opening its clause ("…, stop adding …", "don't … anymore"), not "the build
            # won't stop failing" or "I don't use Windows anymore"
            r"(?:^|[,;:—–]|\band\b|\bso\b)\s*(?:please\s+)?(?:just\s+)?stop\s+(?:\w+ing|\w+\s+\w+ing)\b",
            r"(?:^|[,;:—–]|\band\b|\bso\b)\s*(?:please\s+)?(?:don'?t|do\s+not|never)\s+\w+\b[^.!?]{0,60}"
            r"\b(?:anymore|any\s+more|ever\s+again)\b",
        ),
        # A chat fragment with no verb: "no force pushes", "tabs, not spaces", "pnpm only",
        # "tabs > spaces" (not "no worries", "now, not later", "it's the parser, not the lexer")
        contrast=rx(
            *verbless(
                clause=r"\b(?:is|are|was|were|it'?s|that'?s|there'?s|i|you|he|she|we|they|it|i'm|you're|"
                r"we're|this|that|these|those|there|one|now|later|today|yet|really|sure|me)\b"
                r"|\b\w+ed\s*[.!]*\s*$",
                none=r"no|zero",
                idioms=r"worries|problem|problems|idea|way|need|rush|luck|clue|thanks|doubt|wonder|biggie|"
                r"sweat|kidding|joke|pressure|hurry|one|time|matter|longer|more|reply|response|answer|"
                r"change|changes|difference|issue|issues|errors?|wait|go|dice|comment|offense|"
                # what a report finds none of ("no warnings", "no new messages")
                r"warnings?|messages?|news|results?|updates?|failures?|conflicts?|new|further|other|luck",
                but_not=r"not|never",
                instead=r"instead\s+of|rather\s+than|>+|"
                r"over(?!\s+(?:the|a|an|my|your|our|his|her|their|this|that|it|to|there|here)\b)",
                only_after=r"only",
                tail=r"always|ever|never|no\s+exceptions?|every\s+time|thanks",
                bare=True,
            )
        ),
        # "Variable names in English", "Tests in tests/unit, fixtures in tests/fixtures"
        manner=rx(
            r"\s+(?:in|as|with|using|via|under)\s+(?!.*\b(?:is|are|was|were|be|been|has|have|had|do|does|did|"
            r"will|would|can|could|should|fails?|failed|pass(?:es|ed)?|breaks?|broke|looks?|seems?|keeps?)\b)"
            r"[^.!?]{1,60}[.!]*\s*$"
        ),
        placement=rx(
            r"^\s*(?:put|place|keep|store)\b",
            r"\b(?:go(?:es)?|belongs?|lives?)\s+(?:in|into|under)\b",
        ),
        limit=rx(
            r"\b(?:at\s+most|no\s+more\s+than|max(?:imum)?\.?|at\s+least|min(?:imum)?\.?)\s+(?:\d|one|two|three|four|five)",
            r"\d+\s*(?:[a-z]+\s+)?(?:max(?:imum)?|tops|at\s+most)\b",
        ),
        kind_made=rx(*KIND_MADE),
        scheduled=rx(
            # (a trouble that recurs is no schedule: "The outage happens every Monday")
            r"^\s*(?![^.!?]*\b(?:bugs?|outages?|crash(?:es)?|errors?|incidents?|failures?)\b)"
            r"(?:the|our)\s+(?:[\w-]+\s+){0,3}?(?:happens|happen|takes\s+place|take\s+place|(?:is|are)\s+held|"
            r"(?:is|are)\s+scheduled|goes\s+out|go\s+out)\s+(?:on\s+)?(?:every|each)\s+(?:(?:other|second|third|first|last)\s+)?"
            r"(?:day|morning|afternoon|evening|night|week|weekday|month|quarter|sprint|monday|tuesday|wednesday|"
            r"thursday|friday|saturday|sunday)\b"
        ),
        prefixed=rx(
            r"\b(?:starts?|begins?|(?:are|is)\s+prefixed)\s+(?:with|by)\s+\S*[/_-](?=[\s.,;]|$)"
        ),
        announce=rx(
            # what comes first, before a colon ('Tests first: …'): how work is ordered
            r"\bfirst\b",
            r"\b(?:in\s+general|generally|general|as\s+a\s+rule|rules?|conventions?|polic(?:y|ies)|"
            r"standing\s+orders?|for\s+the\s+future|for\s+later|for\s+good|overall|across\s+the\s+board|"
            r"as\s+follows|important|crucial)\b",
            # what is in force, how the team's work goes, what does not move (issue 33, fifteenth
            # round: "…, here's how we do things: …", "one thing doesn't change, …")
            r"\b(?:how\s+(?:we\s+(?:do\s+(?:things|it)|work|run\s+things)|things\s+(?:work|run|go)\s+(?:here|around\s+here))|"
            r"(?:doesn['’]t|does\s+not|never)\s+change|non-?negotiable|what\s+applies)\b",
        ),
        universal=rx(
            r"(?<!\bthey\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\bit\s)"
            r"\b(?:always|never|every\s+time|each\s+time|whenever|any\s+time|every|each|all|any|"
            r"from\s+now\s+on|going\s+forward|for\s+good|as\s+a\s+rule|by\s+default|in\s+general|"
            r"no\s+matter|henceforth)\b"
        ),
        topic=rx(
            r"^\s*(?:(?:all|our|new|the)\s+)?(?:[\w-]+\s+){0,2}?(?:commit\s+messages?|commits|branch(?:es|\s+names?)|"
            r"pr\s+(?:titles?|descriptions?)|pull\s+requests|test\s+files|tests?|comments|docstrings|"
            r"(?:variable|function|file|class)\s+names|variables?|naming|indentation|indents|imports|logs|log\s+messages|"
            r"docs|documentation|replies|answers|responses|quotes|strings|line\s+length|type\s+hints|types|"
            r"error\s+messages|migrations|dependencies|deps|versions|changelog(?:\s+entries)?|reviews|"
            r"releases|deploys|deployments|file\s+names|folders|dates|timestamps|env\s+vars|config|screenshots|"
            r"images|icons|tickets)\b"
        ),
        rule=rule_forms(),
        preference=rx(
            r"\b(?:i|we)\s+(?:\w+\s+)?(?:like|love|prefer|enjoy|want)\b",
            r"\bi'?d\s+(?:rather|like)\b",
            r"\bprefer(?:red|ably)?\b",
        ),
        material=rx(
            r"\b(?:summari[sz]e|translate|proofread|shorten|rewrite|rephrase|paraphrase|reword|polish|edit|"
            r"check|review|explain|fix|correct|improve|format|clean\s+up)\b[^.!?\n:：]{0,40}[:：]",
            # (not the speaker's own account of the team's way: "Here's how things work around here:
            # …", issue 33, fifteenth round)
            r"\b(?:here(?:'s|\s+is|\s+are)(?!\s+how\s+(?:we|things|it\s+works)\b)|below\s+is|(?:it|this|that|the\s+\w+|\w+\.md|readme)\s+(?:says|reads|states))\b[^.!?\n:：]{0,60}[:：]",
            # a verb of working on text and the text pointed at, asked for in a sentence of its
            # own ("Can you rephrase this paragraph?", "…, can you turn it into a checklist?"):
            # what follows is the text
            r"\b(?:rewrite|rephrase|reword|paraphrase|polish|proofread|summari[sz]e|translate|shorten|tidy\s+up|"
            r"clean\s+up|edit|improve|simplify)\s+(?:the\s+following|(?:this|these|the|that)\s+(?:paragraph|text|"
            r"passage|sentence|section|message|email|note|list|bit|snippet|blurb|announcement)s?)\b[^.!?\n:：]{0,60}[?.!:：]",
            r"\bturn\s+(?:it|this|these|them)\s+into\b[^.!?\n:：]{0,60}[?.!:：]",
        ),
        retraction=rx(
            # not recording what was just said: a verb of noting or saving, negated, with a word
            # pointing back at it or closing its clause ('don't write that down', 'ne note pas ça')
            r"\b(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:(?:write|jot|put|note)\s+(?:that|this|it)\s+down|(?:note|record|log|store|save|keep|remember|write)\s+(?:that|this|it)(?:\s+(?:down|anywhere|yet|either|please))?(?=\s*[,.!;…—–]|\s*$))|\b(?:that'?s|this\s+is|it'?s)\s+off\s+the\s+record\b|\bleave\s+(?:that|this|it)\s+out\s+of\s+(?:your|the)\s+(?:notes|memory)\b",
            # keeping things as they were takes back what was just asked ('leave it as it is')
            r"\b(?:leave|keep)\s+(?:it|them|things|everything)\s+(?:as\s+(?:it\s+is|they\s+are|it\s+was|they\s+were|before)|the\s+way\s+(?:it\s+is|it\s+was|they\s+are|they\s+were))\b|\bas\s+you\s+were\b",
            r"\b(?:"
            + taken_back(
                alone=r"better\s+not(?=\s*[,.!…]|\s*$)|no,?\s+wait|wait,?\s+no|never\s*mind(?:\s+(?:that|it))?|actually,?\s+(?:no|don'?t)|"
                r"on\s+second\s+thoughts?|(?<!not\s)(?<!no\s)(?:i'?m\s+|i\s+am\s+)?(?:just\s+)?(?:kidding|joking)|"
                r"j/?k|just\s+a\s+joke|don'?t\s+(?:remember|save|keep)\s+(?:that|it|this)|"
                r"forget\s+(?:I\s+said\s+(?:anything|that|it)|about\s+(?:it|that))",
                verbs=r"(?<!don't\s)(?<!dont\s)(?<!not\s)(?<!to\s)(?:forget|ignore|disregard|scratch|strike|scrap|"
                r"cancel|nix|undo|withdraw|retract)",
                verbs_alone=True,
                objects=_SAID,
            )
            + r")\b",
        ),
        correction=rx(
            r"\b(?:ah|oh|uh)\s*,?\s*no\b(?=\s*[,—–-])",
            r"\b(?:sorry|oops|whoops|my\s+bad)\b(?:\s*[,—–-]?\s*I\s+mean(?:t)?\b)?",
            r"\bI\s+mean(?:t)?\b(?!\s+(?:it|that|this|well)\b)",
            r"\bmake\s+(?:that|it)\b(?=\s+\S)",
            r"\bcorrection\s*:",
            r"\b(?:is|was)\s+what\s+I\s+meant\b",
            r"\bor\s+rather\b",
            r"\b(?:uh|um|er)\b(?=\s*,)",
            r"\b(?:let\s+me\s+correct\s+(?:that|myself)|I\s+stand\s+corrected|correct(?:ing)?\s+(?:that|myself))\b",
            # the speaker's slip, a verb of erring in one's words ("I misspoke", "I mistyped", "I got
            # that wrong", "my mistake"), and an interjection with its "no" ("ah no", "oh no, …")
            r"\bI\s+(?:mis-?spoke|misstated|mistyped|misremembered|got\s+(?:that|it)\s+wrong|said\s+it\s+wrong)\b|"
            r"\b(?:my\s+mistake|slip\s+of\s+the\s+tongue)\b",
        ),
        disputed=rx(
            # the speaker never asked for it ("I never asked for …"; "Never ask me …" is an order)
            r"\bI\s+(?:never|didn'?t|did\s+not)\s+(?:asked|ask|told|tell|suggested|suggest|requested|request|"
            r"wanted|want|meant|mean)\b",
            r"\bthere(?:'s|\s+is)\s+no\s+(?:such\s+)?(?:rule|requirement|policy)\b",
            r"\b(?:that'?s|it'?s)\s+(?:just\s+)?(?:a\s+)?(?:myth|rumou?r|legend)\b",
            r"\b(?:not|isn'?t|is\s+not|wasn'?t|was\s+not)\s+(?:true|right|correct|the\s+case)\b",
            r"\b(?:never|didn'?t|did\s+not)\s+(?:said|say|claimed?|agreed?)\b",
            r"\bi\s+(?:don'?t|do\s+not)\s+(?:think|believe|agree)\b",
            r"\b(?:that'?s|that\s+is|it'?s|it\s+is)\s+(?:wrong|false|a\s+myth|nonsense|not\s+a\s+rule)\b",
            # a rule said to be gone ("The rule that … was dropped"; issue 33, sixteenth round)
            r"\b(?:rule|policy|requirement)\b[^.!?]{0,100}?\b(?:no\s+longer\s+(?:exists|applies)|"
            r"(?:was|has\s+been|got)\s+(?:dropped|scrapped|abolished|retired|lifted))\b",
        ),
        answer_no=rx(r"^\s*(?:no|nope|nah|not\s+really)\s*[,.!—–-]+\s*"),
        negated=rx(
            r"\b(?:don'?t|doesn'?t|do\s+not|does\s+not|isn'?t|aren'?t|is\s+not|are\s+not|not|never|no\s+longer|"
            r"nobody|no\s+one|none)\b",
            r"\bno\s+(?!(?:worries|problem|idea|way)\b)[a-z]",
        ),
        may=rx(
            r"^\s*(?:(?:you|we)\s+(?:can|may|are\s+allowed\s+to|are\s+free\s+to|are\s+welcome\s+to)|"
            r"(?:you|we)'re\s+(?:allowed|free|welcome)\s+to|feel\s+free\s+to|"
            r"it'?s\s+(?:fine|ok|okay)\s+to|go\s+ahead\s+and)\b"
        ),
        denial=rx(
            r"\b(?:not|isn'?t|is\s+not|wasn'?t|was\s+not)\s+(?:true|right|correct|the\s+case|so)\b",
            r"\b(?:false|wrong|incorrect|untrue|a\s+myth|nonsense)\b",
            r"\b(?:never|didn'?t|did\s+not)\s+(?:said|say|claimed?|agreed?)\b",
            r"\bi\s+(?:don'?t|do\s+not)\s+(?:think|believe|agree)\b",
            r"^\s*no\s*,",
        ),
        condition_lead=rx(
            # a free-choice condition ('whatever you change …'): every case (issue 33, sixth round)
            r"^\s*(?:whatever|whichever|wherever|no\s+matter\s+(?:what|which|where|how|when))\b[^,;:]{2,100}[,;:]\s*",
            # a kind of item set apart first, then what to do with it ("Any function longer
            # than 50 lines, split it"): a condition on the item
            r"^\s*(?:any|every|each)\s+(?!(?:time|one|morning|evening|night|day|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b)[^,;:]{2,80}[,;:]\s*(?:then\s+)?",
            r"^\s*(?:if|when|whenever|every\s+time|each\s+time|any\s+time|anytime|before|after|once|"
            r"unless|as\s+soon\s+as|in\s+case|should|as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|while)\b"
            r"[^,;:]{2,100}[,;:]\s*(?:then\s+)?",
            r"^\s*if\b.{2,100}?\bthen\b\s*",
            # voice-typed, with no comma: the condition ends where an order to the one addressed
            # begins ("if the migration takes long tell me before you run it")
            r"^\s*(?:if|when|whenever|every\s+time|each\s+time|any\s+time)\b[^,;:.]{2,100}?"
            r"(?<!\byou)(?<!\bI)(?<!\bwe)(?<!\bthey)(?<!\bhe)(?<!\bshe)(?<!\bit)"
            r"\s(?=(?:tell|ask|ping|notify|warn|message|call|stop|wait|don'?t|do\s+not|never|always|please)\s)",
            # a kind of work item ("For config-only changes, you can push to main"): what the
            # main clause permits or asks is said of every item of that kind
            r"^\s*(?:for|on|with)\s+(?!(?:the|this|these|that|those|my|your|his|her|their|its)\b)"
            r"(?:all\s+|any\s+)?(?:[\w\-./]+\s+){0,3}?(?:changes|edits|fixes|updates|tweaks|prs|pull\s+requests|"
            r"commits|patches|bumps|releases|hotfixes)\b[^,;:]{0,40}[,;:]\s*",
        ),
        condition_tail=rx(
            r"\s(?:if|when|whenever|every\s+time|each\s+time|any\s+time|before|after|unless|as\s+soon\s+as|"
            r"in\s+case|until|once)\s+(?:you|we|I|a|an|any|the|there|it|they|someone|anyone|anything|"
            r"each|every|all|\w+ing\b)"
        ),
        verb_first=rx(
            r"^\s*(?!(?:the|a|an|this|that|these|those|my|your|our|their|his|her|its|i|you|he|she|it|we|they|there|here|what|which|who|how|why|is|are|was|were|be|been|it's|i'm|i'll|i'd|we'll|you'll|that's|there's|nothing|everything|something|someone|everyone|nobody|every|each|any|one|two|three|four|five|some|many|most|all|both|none|several|few|maybe|perhaps|probably|great|thanks|ok|okay|sure|no|yes|not|so|and|but|or|if|when|then)\b)(?![a-z]*[^s]s\b)[a-z][a-z'-]*\b(?!\s+(?:is|are|was|were|will|would|can|could|has|have|had|does|did|seems?|looks?|breaks?|fails?|crashes)\b)",
        ),
        directive=rx(
            r"^\s*no\s+(?!(?:one|problem|worries|idea|way|need)\b)\w+",
            # the present said to the one addressed with "always"/"never", as learners order ("you
            # write always …", "you never push …"), as French "tu me demandes avant" does
            r"^\s*you\s+(?:(?:always|never)\s+[a-z]+|(?!(?:are|were|have|had|do|did)\b)[a-z]+\s+(?:always|never))\b",
            r"^\s*(?:(?:always|never|only|first|also|just|then|please|still)\s+)*(?:(?:do\s+not|don'?t)\s+)?"
            r"(?:ask|tell|ping|notify|alert|warn|let\s+me\s+know|check|run|rerun|fix|add|remove|delete|"
            r"update|write|use|put|keep|make|create|open|close|commit|push|pull|merge|rebase|deploy|test|"
            r"pin|lock|bump|document|log|wait|stop|skip|mention|review|squash|tag|sign|format|lint|"
            r"rename|move|split|explain|include|avoid|follow|answer|reply|respond|show|print|confirm|"
            r"double-check|clean|retry|raise|file|report|call|send|cc|mark|label|assign|escalate|revert|"
            r"roll\s+back|back\s+up|start|restart|install|upgrade|prefer|name|store|save|set|mock|"
            r"measure|benchmark|translate|summari[sz]e|email|post|attach|link|note|flag|block|leave|"
            r"give|get|go|look|read|request|require|reject|refuse|say|stick|default|limit|cap|wrap|"
            r"indent|declare|prefix|suffix|sort|group|bundle|ship|release|publish|archive|drop|"
            r"disable|enable|turn|switch)\b",
            r"^\s*(?:you|we)\s+(?:must|should|need\s+to|have\s+to|shall|are\s+(?:required|expected)\s+to)\b",
            r"^\s*(?:make\s+sure|be\s+sure|ensure|remember\s+to)\b",
            r"^\s*(?:no|never)\s+\w+ing\b",
        ),
        # leave to act alone or as one likes ('feel free to', 'you can … yourself', 'at any time',
        # 'without asking'): a waiver of the speaker's gate, lasting unless said of one thing
        waiver=rx(
            r"\byou\s+(?:can|may)\s+[^.?!]{0,60}\b(?:yourself|on\s+your\s+own)\b",
        ),
        permission=rx(
            # what has no business somewhere ("Secrets have no place in committed env files")
            r"\bhave\s+no\s+(?:place|business)\s+(?:in|on|inside)\b",
            # a state of access said for a group ("The staging database is read-only for everyone
            # except the data team", "… are locked for contractors"): a restriction on who may write
            r"^(?![^.!?]*\b(?:currently|right\s+now|at\s+the\s+moment|today|still|temporarily)\b)[^.!?]*?"
            r"\b(?:is|are)\s+(?:(?:always|strictly)\s+)?(?:read-only|write-protected|locked|frozen|off-limits|closed)\s+"
            r"(?:for|to)\s+(?:everyone|everybody|anyone|all|(?:the\s+)?[\w-]+\s+team|[\w-]+(?:ers|ors|ists|ees|ants|s))\b",
            # leave given to a kind of people, a role in the team ("Contractors can push straight to
            # the sandbox branch", "Interns may merge docs changes"): a standing permission; never
            # what the product lets its users do ("Only admins can delete projects in our app")
            r"^\s*(?![^.!?]*\b(?:app|apps|application|product|website|site|UI|portal|dashboard)\b)(?:only\s+)?"
            r"(?:all\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:[\w-]+(?:ists|ees)|(?!(?:constants|variants|grants|tenants|"
            r"participants)\b)[\w-]+ants|contractors|auditors|vendors|interns|admins|devs|developers|engineers|"
            r"designers|reviewers|maintainers|owners|leads|freelancers|testers|juniors|seniors|newcomers|"
            r"managers)\s+(?:can|may|are\s+allowed\s+to|are\s+free\s+to)\s+(?!(?:be|take|see|get|fail|help|"
            r"find|ask|tell|say)\b)(?:always\s+|also\s+)?[a-z]+",
            # a step waived for a kind of people, a role in the team ("Contractors don't have to attend
            # the Monday all-hands", "Translators don't need a ticket for typo fixes"): a standing
            # waiver, as their leave is; never what the product asks of its users, nor "more" of a
            # thing ("We don't need more chairs")
            r"^\s*(?![^.!?]*\b(?:app|apps|application|product|website|site|UI|portal|dashboard)\b)"
            r"(?:all\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:[\w-]+(?:ists|ees)|(?!(?:constants|variants|grants|tenants)\b)"
            r"[\w-]+ants|contractors|auditors|vendors|interns|admins|devs|developers|engineers|designers|reviewers|"
            r"maintainers|owners|leads|freelancers|testers|juniors|seniors|newcomers|managers|translators|"
            r"volunteers|staff|hires|writers|editors|researchers|recruiters|contributors)\s+(?:[\w-]+\s+){0,3}?"
            r"(?:don'?t|do\s+not)\s+(?:need|have\s+to|require)\s+(?!(?:more|help|anything|much|any\s+more)\b)\w",
            # a noun of leave given to the one addressed ("you have a free hand with …")
            r"\byou\s+have\s+(?:a\s+free\s+hand|carte\s+blanche|(?:the|my)\s+green\s+light|my\s+blessing)\s+(?:for|with|on|to)\b",
            # a step said unneeded ("no PR needed", "no review required")
            r"\bno\s+(?:[\w-]+\s+){1,2}?(?:needed|required|necessary)\b",
            # the speaker's gate waived for a kind ("You don't need my sign-off for test-only changes")
            r"\byou\s+(?:don'?t|do\s+not)\s+need\s+(?:my|an?|any)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:for|on)\b",
            # a prohibition said impersonally ('it is forbidden to', 'queda prohibido')
            r"\b(?:it'?s|it\s+is)\s+(?:strictly\s+)?(?:forbidden|prohibited|banned|not\s+allowed|not\s+permitted)\s+to\b",
            # a kind that may go without a step ('Docs-only PRs can skip the full CI run')
            r"^\s*(?!(?:you|i|we|they|he|she|it)\b)(?:[\w'./-]+\s*,?\s+){1,8}?(?:can|may)\s+(?:skip|bypass|omit|go\s+without|do\s+without|ignore)\b",
            r"\b(?:is|are)\s+(?:\w+\s+)?(?:fine|ok|okay|acceptable)\s+(?:for|when|if|on|in|as\s+long\s+as|with|during)\b",
            r"\b(?:you|we)(?:'re|\s+are)\s+(?:allowed|permitted|free)\s+to\b",
            # a step the addressee may skip for a kind in the plural ("You can bypass the design
            # review for internal admin screens"); never for one ("for this one", "for the hotfix")
            r"^\s*you\s+(?:can|may)\s+(?:always\s+)?(?:skip|bypass|omit|ignore|drop|leave\s+out|go\s+without)\s+"
            r"(?:[\w-]+\s+){1,4}?(?:for|on|in)\s+(?!(?:this|that|these|those|the|today|now|my|your)\b)"
            r"(?:all\s+|any\s+)?(?:[\w-]+\s+){0,2}?[\w-]+s\s*[.!]?\s*$",
            r"\b(?:you|we)\s+can\s+(?:always\s+)?\w+[^.?!]{0,60}\b(?:without|as\s+long\s+as|whenever)\b",
            r"\b(?:is|are)\s+(?:always\s+)?(?:allowed|permitted|optional|fine\s+to|ok(?:ay)?\s+to|"
            r"not\s+(?:required|needed|necessary|mandatory|allowed|permitted))\b",
            r"\bcan\s+(?:always\s+)?be\s+(?:skipped|ignored|omitted|left\s+out|bypassed|disabled|dropped)\b",
            r"\b(?:you|we)\s+(?:don'?t|do\s+not|never)\s+(?:need|have)\s+to\b",
            r"\bno\s+need\s+to\b",
            # a kind of work item waived of a step ("Docs-only changes don't need a review")
            r"\b(?:changes|edits|fixes|updates|tweaks|prs|pull\s+requests|commits|patches|bumps)\b[^.?!]{0,40}?"
            r"\b(?:don'?t|do\s+not|never)\s+(?:need|require)\b",
            r"\bfeel\s+free\s+to\b",
            r"\b(?:it'?s|it\s+is)\s+(?:fine|ok|okay|allowed|acceptable)\s+to\s+\w+",
            r"\byou\s+may\s+(?:always\s+)?\w+",
        ),
        recurring=rx(
            # the last days of the month recur every month
            r"\b(?:(?:the|in\s+the|during\s+the)\s+)?last\s+(?:\w+\s+)?(?:days?|week)\s+of\s+(?:the|each|every)\s+month\b|\b(?:at\s+)?(?:the\s+)?end\s+of\s+(?:each|every|the)\s+month\b|\bmonth[- ]end\b",
            r"\b(?:on|every|each)\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|"
            r"weekdays|weekends)\b",
            r"\b(?:from\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:to|through|thru)\s+"
            r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
            r"\b(?:every|each)\s+(?:(?:other|second|third|fourth|alternate)\s+)?(?:day|morning|evening|night|week|month|monday|tuesday|wednesday|"
            r"thursday|friday|saturday|sunday)\b",
            r"\b(?:daily|nightly|weekly|monthly|fortnightly|bi-?weekly|quarterly)\b",
            r"\bon\s+an?\s+(?:[\w-]+[\s-])?(?:day|week|month|sprint)\s+(?:train|cycle|cadence|rotation|schedule)\b",
        ),
        restricted=rx(
            r"\bonly\s+(?:on|during|in|after|before|outside)\s+(?:mondays|tuesdays|wednesdays|thursdays|"
            r"fridays|saturdays|sundays|weekdays|weekends|business\s+hours|working\s+hours|office\s+hours)\b",
            r"\b(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays)\s+only\b",
            r"\bnever\s+on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\b",
            # a condition restricted by "only": "only after CI is green", "only once it's approved"
            r"\bonly\s+(?:after|once|when|if)\s+\w+",
        ),
        occasion=rx(
            r"\b(?:this|that|next|coming)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
            r"weekend|week|month|sprint|release|morning|afternoon|evening)\b",
            r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+only\b",
            # later today, a time of now ("If the call runs long tonight, …")
            r"\b(?:tonight|later\s+today|later\s+this\s+(?:morning|afternoon|evening))\b",
            r"\bon\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d",
        ),
        # Its commonest words: which Latin-script table a sentence is read with.
        typo_cues=words(
            "always never every everything everyone whenever before after unless remember prefer",
            "please without forward anytime",
        ),
        typo_words=words("ever very evert alter newer fever wherever afters unbefore pleas lease"),
        function_words=words(
            "the a an and of to in is are it you we i this that with for on be not don't if when "
            "before after every any my your our please always never should must or but also only "
            "without no than more most least at by from"
        ),
        **kind_words(),
        **request_forms(),
    )
