"""The language of commit messages beside the language of replies, each in a clause of its own (de
fr it es ru ar; check-zf-west, issue 33's thirty-second round): "Commit-Nachrichten gern auf
Englisch, die Antworten an mich aber bitte auf Deutsch", "Antworte mir auf Deutsch, Commit-Nachrichten
dürfen englisch sein", "Contéstame en castellano; para los commits me da igual el idioma",
"Réponds-moi en français ; les commits en anglais". The word commit made the rule a commit rule
alone, its language the first one named in any clause: the reply's language was not checked (an
English reply went through), and a commit in the language the user allowed was refused (German
asked of an English commit message: a false deny).

Each clause is read for what it names: the clauses that name a commit give the commit's language
(none where they leave it free: "me da igual el idioma"), the others the reply's (read_language).
Only where the rule reads as a commit language alone, the commit's clauses name a language or leave
it free, and a reply's language is read from the other clauses; else the readings stay as they
were (a commit named in one clause and its language in another is one rule of commits)."""

from __future__ import annotations

from app.domain.compliance import messages as msg
from app.domain.compliance.action_words import COMMIT
from app.domain.compliance.clause_cuts import clauses
from app.domain.compliance.forbidding import negated
from app.domain.compliance.language import languages_named
from app.domain.compliance.lexicon import Lazy, blank
from app.domain.compliance.read_language import REPLY, reply_language
from app.domain.compliance.read_messages import commit_rules
from app.domain.compliance.rule_scope import IF_YOU_LIKE

# the commit's clause leaving its language free ("me da igual el idioma", "egal in welcher Sprache")
_ANY_LANGUAGE = Lazy(
    r"(?:da\s+igual|igual|egal|peu\s+importe|m'est\s+égal|non\s+importa|fa\s+lo\s+stesso|"
    r"неважно|не\s+важно|все\s+равно|всё\s+равно|مش\s+مهم|ما\s+يهم|any|whatever)"
)

# (mend-zf-scope) A clause that writes a document, not the reply: "die Doku schreibst du auf
# Deutsch", "la doc, écris-la en français", "la documentazione scrivila in italiano", "the README
# in German", "los comentarios en español" — REPLY's verbs of writing (écri*, schreib*, scriv*,
# escrib*, write) have an object there that is no reply, so the language is the document's, which
# no reply shows (read as the reply's, an English reply was refused)
_DOCUMENT = Lazy(
    r"(?<!\w)(?:docs?|doku\w*|documenta\w*|dokumentation\w*|readme\w*|wiki\w*|changelog\w*|"
    r"comments?|commentaires?|commenti|comentarios?|kommentar\w*|code-?kommentar\w*|"
    r"документаци\w*|доку\w*|комментари\w*|ридми|التوثيق|توثيق|الوثائق|التعليقات|تعليقات)(?!\w)"
)
_WRITING = Lazy(r"write|writes|écri\w*|schreib\w*|scriv\w*|escrib\w*|escríb\w*|пиши|писать|اكتب")
_TO_ME = Lazy(
    r"(?<!\w)(?:moi|mir|mich|me|to\s+me|scrivimi|escríbeme|escribeme|мне|لي)(?!\w)|écri\w*[- ]moi"
)


def _writes_a_document(part: str) -> bool:
    """Whether a clause names a document and only REPLY's verbs of writing, to no one (see
    _DOCUMENT): its language is the document's, not the reply's."""
    if not _DOCUMENT.search(part) or _TO_ME.search(part):
        return False
    return all(_WRITING.fullmatch(m.group()) for m in REPLY.finditer(part))


def _document_clauses(plain: str, others: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The clauses of `others` that write a document (_writes_a_document), and the clause right
    after a document named alone that holds its verb ("la doc, écris-la en français")."""
    out: list[tuple[int, int]] = []
    for i, (a, b) in enumerate(others):
        part = plain[a:b]
        if _writes_a_document(part):
            out.append((a, b))
            continue
        named_alone = (
            i
            and others[i - 1] in out
            and not REPLY.search(plain[others[i - 1][0] : others[i - 1][1]])
        )
        verbs = [m.group() for m in REPLY.finditer(part)]
        writes = verbs and all(_WRITING.fullmatch(v) for v in verbs)
        if named_alone and writes and not _TO_ME.search(part):
            out.append((a, b))
    return out


# (de fr es it ru ar; check-zg-west) Git named as where a language is fine, beside the reply's
# language ("côté Git, l'anglais ne me dérange pas", "для гита английский годится", "Im Git isch
# Englisch okay", "para Git el inglés está bien"): what git holds of the agent's words is its
# commits, so the place is written as "commit" over it (the same length), and the rule is read as
# a commit's language beside the reply's. Only where the rule names two languages or more.
_GIT_PLACE = Lazy(
    r"(?<!\w)(?:côté|pour|dans|für|fürs|im|in|para|en|per|nel|для|в|في|على)\s+(?:git|гит[аеу]?)(?!\w)"
)

_CLAUSE_END = Lazy(r"[.;!?]")


def git_as_commits(text: str) -> str:
    """`text` (lower case, normalised) with git named as a language's place written as commits."""
    if "git" not in text and "гит" not in text:
        return text
    found = list(_GIT_PLACE.finditer(text))
    if not found or len(languages_named(text)) < 2:
        return text
    for m in found:
        # a leave said by a negation ("l'anglais ne me dérange pas") reads as a ban: not here
        clause = _CLAUSE_END.split(text[m.start() :], 1)[0]
        if negated(clause):
            return text
    for m in reversed(found):
        a, b = m.span()
        word = "commits" if b - a >= 7 else "commit"
        text = text[:a] + word.ljust(b - a) + text[b:]
    return text


def commit_beside_reply(text: str, plain: str, found: list) -> list | None:
    """The readings of a rule naming a commit's language and a reply's in clauses apart (see the
    module's note), or None where it is not one: `found` (the actions' readings) holds commit
    languages alone."""
    if not found or not all(
        isinstance(f, msg.CommitRule) and f.aspect == "commit_language" for f in found
    ):
        return None
    parts = clauses(plain)
    committed = []
    for i, (a, b) in enumerate(parts):
        if COMMIT.search(plain[a:b]):
            committed.append((a, b))
            # and the clause after it that only names its language ("les messages de commit, en
            # anglais", "los mensajes de commit, en inglés"): no reply's word there
            if i + 1 < len(parts):
                c, d = parts[i + 1]
                if languages_named(plain[c:d]) and not REPLY.search(plain[c:d]):
                    committed.append((c, d))
    others = [(a, b) for a, b in parts if (a, b) not in committed and plain[a:b].strip()]
    if not committed or not others:
        return None
    written = _document_clauses(plain, others)  # (mend-zf-scope)
    if written and len(written) == len(others):
        # the commit's language beside a document's alone: the commit's, no reply's
        own = commit_rules(blank(text, others), blank(plain, others))
        kept = [r for r in own if r.aspect == "commit_language"]
        return kept or None
    others = [o for o in others if o not in written]
    # the commit's own clause names its language, or leaves it free: else the language named
    # after it is the commit's ("… commit message，因為…，請一律用英文寫")
    said = " ".join(plain[a:b] for a, b in committed)
    if not (languages_named(said) or _ANY_LANGUAGE.search(said)):
        return None
    # (check-zg-west) the commit's language given "if you like" ("les commits en anglais si tu
    # veux"): leave, not a demand — the commit's language stays free, the reply's is read
    free = bool(IF_YOU_LIKE.search(said))
    apart = committed + written  # (mend-zf-scope) a document's clause is no reply's
    reply = reply_language(blank(text, apart), blank(plain, apart))
    if reply is None:
        return None
    if free:
        return [reply]
    own = commit_rules(blank(text, others + written), blank(plain, others + written))
    return [*(r for r in own if r.aspect == "commit_language"), reply]
