"""Who pushes, named after "only": "Only the release bot pushes to main", "Nur die Teamleitung pusht
auf main", "Auf main pusht ausschließlich der Release-Bot", "A main solo hace push el bot de
release", "Su main pusha solo il bot di rilascio", "В main пушит только релизный бот", "Sur main,
seul le bot de release pousse", "فقط قائد الفريق يدفع إلى main". The push onto the branch is that
doer's — a person, a post, a team or a bot, never the agent — so it is refused to the agent, not
where the agent's pushes may go. Without a word for a branch (reserved._BRANCH_WORD), the branch
named bare, the push in the third person is what says so: "Wir pushen nur auf develop", "Мы пушим
только в develop", "Push only to feature branches" say where pushes go, and keep that reading
(reserved._doer_after_only asks here)."""

from __future__ import annotations

from app.domain.compliance.word_tables import Lazy

# (English) "only" opening a clause, then its subject, then the act in the third person: "Only the
# dispatch coordinator pushes to main", "On the seed bank app, only the data steward pushes to
# main", "Only Marta ever merges into production" — the person who acts, whatever their post (no
# role table holds every post), not where pushes may go. Not the imperative ("Only push to main
# after a review": no subject), not a subject before "only" ("Our team only pushes to develop":
# where that team pushes), not a passive ("Only tagged commits get pushed to prod").
ONLY_SUBJECT_ACTS = Lazy(
    # (mend-zc-left) a window may open the clause, no comma after it ("This weekend only Anna pushes
    # to production", "Today only Anna …"): when, not who — the doer after "only" is the same (the
    # weekend word may stand blanked: day_groups.this_weekend)
    # (mend-zc-doers) or a recurring one ("On weekends only Anna pushes to production"), read as
    # with its comma: a timed rule (rule_scope.TIMED), never where pushes go
    r"(?:^|[,;:]\s*)(?:(?:this|next)(?:\s+week(?:end)?)?\s+|today\s+|tonight\s+|tomorrow\s+"
    r"|(?:on|at|over)\s+(?:the\s+)?(?:weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\s+)?only\s+(?!(?:push|merge|commit|publish|deploy|update)\w*\s)"
    # (a thing, not a person: "Only code that passes review merges into main"; but a bot named by
    # the thing it handles is a doer: "Only the release bot pushes to main", "the code-freeze bot")
    r"(?!(?:the\s+)?(?:code|changes?|commits?|builds?|tags?|releases?|fixes|work|prs?|pull|"
    r"patches|features?|branches)(?!\w)(?![\w-]*\s+bots?(?!\w)))(?![^,;:]*?\s(?:that|which)\s)"
    r"(?:[a-z][a-z'’.-]*\s+){1,5}?(?:ever\s+|alone\s+)?"
    r"(?:pushes|merges|commits|publishes|deploys|updates)\s+(?:\w+\s+)?(?:to|onto|into)(?!\w)"
)

# A day or a time of it after "only" and an article names when, not who ("solo il venerdì", "solo el
# viernes", "только утром"): reserved._ONLY_THEN_DOER and the doer after the verb leave it out.
TIMES = (
    r"lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|luned[iì]|marted[iì]|mercoled[iì]|"
    r"gioved[iì]|venerd[iì]|sabato|domenica|mattin[ao]|sera|notte|pomeriggio|weekend|fine|fin|noche|"
    r"tarde|d[ií]a|giorno|утром|вечером|ночью|днём|днем|сегодня|завтра|тогда"
)
_THIRD_PERSON = (
    r"pusht|pousse|poussent|(?<!se\s)(?:pushea|pushean|hace\s+push|hacen\s+push)"
    r"|pusha|pushano|fa\s+push|fanno\s+push|(?:за)?пуш(?:ит|ат)(?!ся)"
)
# (es it fr) "only" before the doer's own verb, the doer after it as its subject ("A main solo hace
# push el bot de release", "su main soltanto pusha la tesoriera", "sur main ne pousse que le bot"
# is reserved.py's): the verb in the third person, then the doer's article and noun.
_ONLY_VERB_THEN_DOER = Lazy(
    rf"(?<!\w)(?:solo|sólo|solamente|únicamente|soltanto|unicamente|seulement|uniquement)\s+(?:{_THIRD_PERSON})"
    rf"\s+(?:el|la|los|las|il|lo|i|gli|le|les|l')\s*(?!(?:{TIMES})(?!\w))[a-zà-ÿ]{{3,}}"
)

# (fr de es it ru) The push in the third person, said of whoever "only" names: the doer's own verb
# ("pusht", "pousse", "hace push", "pushea", "pusha", "fa push", "пушит", "пушат") or a modal of
# theirs ("darf … pushen", "pushen darf", "peut pousser", "puede hacer push", "può pushare", "может
# пушить"). Not the first person ("pushen wir", "пушим": where the agent's team pushes), nor the
# imperative plural's, which names no doer after "only" ("Pusht nur auf eure Feature-Branches"),
# nor a passive ("пушатся", "se pushea": what is pushed).
_THIRD_PERSON_PUSH = Lazy(
    rf"(?<!\w)(?:{_THIRD_PERSON})(?!\w)"
    r"|(?<!\w)(?:darf|dürfen|kann|können|peut|peuvent|puede|pueden|può|possono|может|могут)\s+"
    r"(?:\S+\s+){0,3}?(?:pushen|pousser|hacer\s+push|pushear|pushare|fare\s+push|(?:за)?пушить)(?!\w)"
    # (German's modal after the push it governs: "Auf main pushen darf nur die Teamleitung"; the
    # plural's doer right after it, "auf release pushen nur die Release-Managerin", not the first
    # person's thing, "wir pushen nur die fertigen Änderungen")
    r"|(?<!\w)pushen\s+(?:darf|dürfen|kann|können)(?!\w)"
    r"|(?<!\w)(?<!wir\s)(?<!ihr\s)(?<!sie\s)pushen(?=\s+(?:nur|ausschließlich)\s+(?:der|die)\s)"
)
# (ar) "only" before the doer, the push in the third person after it ("فقط قائد الفريق يدفع إلى
# main", "فقط أمينة الصندوق تدفع إلى stable", "فقط مدير الإصدار يمكنه الدفع إلى main"), or the
# push before it ("يدفع إلى main فقط قائد الفريق"). Not "only" before a preposition, a time or a
# condition ("ادفع فقط إلى develop", "تدفع إلى main فقط بعد المراجعة"), nor the agent's own team
# ("ندفع فقط إلى develop": the first person).
_AR_NOT_DOER = (
    r"(?!(?:إلى|الى|في|على|عبر|بعد|قبل|عند|عندما|يوم|حين|إذا|اذا|لما|مع|من|لو|بموافقة)"
    # (nor the agent or its team: "فقط أنت تدفع إلى main")
    r"(?![\u0600-\u06ff])|(?:أنت|انت|أنتم|انتم|نحن|أنا|انا)(?![\u0600-\u06ff]))"
)
_AR_PUSH = r"(?:[يت]دفع|(?:يمكنه|يمكنها|يحق\s+(?:له|لها))\s+(?:الدفع|أن\s+[يت]دفع))"
_AR_ONLY_DOER_PUSHES = Lazy(
    rf"(?<![\u0600-\u06ff])فقط\s+{_AR_NOT_DOER}[\u0600-\u06ff]{{3,}}(?:\s+\S+){{0,3}}?\s+{_AR_PUSH}"
    rf"(?![\u0600-\u06ff])|(?<![\u0600-\u06ff]){_AR_PUSH}\s+(?:\S+\s+){{1,3}}?فقط\s+{_AR_NOT_DOER}"
    r"[\u0600-\u06ff]{3,}"
)


# (de es it ru) The doer named bare after "only", a first name with no article, the push in the third
# person right before or after it ("Auf main pusht nur Anna.", "Nur Anna pusht auf main", "A main solo
# hace push Ana", "Su main pusha solo Anna", "На main пушит только Аня") or German's passive by
# someone ("wird ausschließlich vom Release-Bot gepusht"). The text is read lowercased, so a name is
# told by its place, not its capital: one word, the clause ending after it or the push right after
# it, and not a time, a thing pushed or a pronoun ("pusht nur heute", "nur Code pusht", "pushen wir").
_NOT_A_NAME = (
    rf"(?!(?:{TIMES}|heute|morgens|abends|nachts|freitags|montags|dienstags|mittwochs|donnerstags|"
    r"samstags|sonntags|einmal|selten|direkt|noch|hoy|mañana|oggi|domani|сегодня|завтра|вечером|утром|"
    # (the name has three letters or more: shorter words never stand there)
    r"wir|ihr|sie|man|code|commits?|tags?|änderungen|cambios|cambi|modifiche|изменения|коммиты|"
    r"код|ветк\w*|auf|nach|sul|после|через)(?!\w))"
)
# things pushed that stand where a name would (see the window's reading in _NAMED_DOER)
_NOT_A_THING = (
    r"(?!(?:(?:hot|bug)?fix\w*|patch\w*|feature\w*|release\w*|docs?|merges?|tickets?|builds?|"
    r"parches?|arreglos?|correzioni)(?!\w))"
)
_ONLY_WORD = r"(?:nur|ausschließlich|solo|sólo|soltanto|только|лишь)"
_NAMED_DOER = Lazy(
    rf"(?<!\w)(?:{_THIRD_PERSON})\s+(?:hier\s+|bei\s+uns\s+|da\s+)?{_ONLY_WORD}\s+{_NOT_A_NAME}"
    r"[^\W\d_]{3,}\s*(?=[.,;!?]|$)"
    rf"|(?<!\w){_ONLY_WORD}\s+{_NOT_A_NAME}[^\W\d_]{{3,}}\s+(?:{_THIRD_PERSON})(?!\w)"
    rf"|(?<!\w){_ONLY_WORD}\s+(?:{_THIRD_PERSON})\s+{_NOT_A_NAME}[^\W\d_]{{3,}}\s*(?=[.,;!?]|$)"
    r"|(?<!\w)(?:nur|ausschließlich)\s+(?:vom|von\s+(?:der|dem))\s+\S+\s+gepusht(?!\w)"
    # (de es it; mend-zc-left) a window or any word before the verb puts it second and the branch
    # after the name ("Dieses Wochenende pusht nur Anna auf production", "Questo fine settimana
    # pusha solo Anna su production", "Este fin de semana hace push solo Ana a production"): the
    # same doer — read as where pushes go, production was the one branch left free. Not the verb
    # first (the imperative's: "Pusht nur Hotfixes auf main"), nor a thing pushed ("pusha solo
    # hotfix su main")
    rf"|(?<=\S)\s+(?:{_THIRD_PERSON})\s+{_ONLY_WORD}\s+{_NOT_A_NAME}{_NOT_A_THING}[^\W\d_]{{3,}}"
    r"\s+(?:auf|nach|in|a|al|en|su|sul|in)\s+[\w./-]+\s*(?=[.,;!?]|$)"
)


def pushed_by_the_doer(part: str, doer: bool) -> bool:
    """Whether a clause keeps its push to the doer "only" names, where reserved.py's own readings
    (a word for a branch, a merge) found none: `doer` says whether reserved._ONLY_THEN_DOER found one (fr de es it ru), and the push is in
    the third person (see _THIRD_PERSON_PUSH), or "only" stands before the verb whose subject the
    doer is (see _ONLY_VERB_THEN_DOER); in Arabic, "فقط" before the doer and its push (see
    _AR_ONLY_DOER_PUSHES)."""
    if "فقط" in part and _AR_ONLY_DOER_PUSHES.search(part):
        return True
    if _ONLY_THROUGH.search(part) and _PUSH_NO_ONE_ASKED.search(part):  # (check-za-west)
        return True
    if _ONLY_VERB_THEN_DOER.search(part) or _NAMED_DOER.search(part):
        return True
    return doer and bool(_THIRD_PERSON_PUSH.search(part))


# (fr de es it ru ar; check-za-west) The push kept to a machine, a way or a person named after "only"
# and a preposition of source or means, the push said of no one ("A prod se pushea solo desde la
# CI", "Nach main wird nur über die Pipeline gepusht", "Su main si pusha solo dalla CI", "В main
# пушим только через тимлида", "الدفع على main بس من الـ CI"): pushes onto the branch come from
# there, never from the agent's own git push — not where pushes may go. Not the agent asked to push
# by a way ("Pushe nur über die VPN auf develop"), not a network or protocol ("nur über SSH"), nor
# a branch named after it ("solo desde la rama develop": where the work comes from).
_ONLY_THROUGH = Lazy(
    r"(?<!\w)(?:nur|ausschließlich|solo|sólo|solamente|únicamente|soltanto|seulement|uniquement|"
    r"только|лишь|فقط|بس)\s+(?:desde|dalla|dal|dallo|tramite|vía|via|über|par|depuis|через|من|عبر)\s+"
    r"(?:(?:la|el|il|lo|die|der|dem|den|le|les|ال)\s+)?"
    r"(?!(?:la|el|il|lo|die|der|dem|den|le|les|feature|fix|hotfix|bugfix|release|develop|dev|main|"
    r"master|staging|prod|branch|rama|ramo|zweig|branche|ветк\w*|فرع|ssh|https?|vpn|git|web|ui|"
    r"terminal|консоль)(?![\w-]))[^\W\d_][\w-]+(?![\w-]*/)"
)
# the push said of no one: the impersonal or passive, the team's "we", the noun
_PUSH_NO_ONE_ASKED = Lazy(
    r"(?<!\w)(?:se\s+pushea\w*|se\s+hace\s+push|si\s+pusha\w*|si\s+fa\s+push|gepusht|пушим|"
    r"пушится|пушатся|on\s+pousse|يتم\s+الدفع|الدفع)(?!\w)"
)
