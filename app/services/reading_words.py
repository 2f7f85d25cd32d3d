"""A rule's reading (app.domain.compliance.Reading) in plain words, in the UI language (issue 33):
"Mindkeep will check: pushes to main or release/*", "…: the language of replies is German", or
"Mindkeep cannot check this rule: it is kept for the agent to read". The window, `memory show`
and MCP's `memory_context` say it the same way.

Also the readings the user may choose among for a rule (`FAMILIES`, `reading_for`): one per
family, each with its few parameters (a branch list, a folder, a language, tools) and, for a
branch list or a language, what is asked of it (`BRANCH_MODES`: never push there, or push only
there; `LANGUAGE_MODES`: replies in it, or not in it) — the user corrects a reading by choosing,
never by writing code.
"""

from __future__ import annotations

from collections.abc import Sequence

from babel.lists import format_list

from app.domain.compliance.reader import CONDITIONAL, EMPTY, unread_reason
from app.domain.compliance.reading import Reading, check_from_json
from app.domain.compliance.reply_layout import SHORT  # (check-ze-en) a short reply's bounds
from app.domain.errors import AppError, Code
from app.domain.model import Kind
from app.i18n import N_, _, babel_locale, is_rtl, ngettext, pgettext

# The families the user may choose for a rule, in the order the window offers them.
LANGUAGE, BRANCHES, PATH, TOOLS, NONE = "language", "branches", "path", "tools", "none"
PR_TITLE = "pr_title"  # a pull request's title starts with a ticket number (no parameter)
FAMILIES = (
    (BRANCHES, N_("Pushes to branches")),
    (PATH, N_("Where files are written")),
    (LANGUAGE, N_("The language of replies")),
    (TOOLS, N_("Tools and commands it must not use")),
    (PR_TITLE, N_("Pull request titles start with a ticket number")),
    (NONE, N_("Do not check this rule")),
)
# What a branch reading or a reply-language reading asks, offered as a choice beside the family
# (issue 33): "never push to these branches" or "push only to these" (ProtectedBranch.only);
# "replies are in X" or "replies are not in X" (LanguageRule.forbidden).
NEVER, ONLY = "never", "only"
BRANCH_MODES = (
    (NEVER, N_("Never push to these branches")),
    (ONLY, N_("Push only to these branches")),
)
IN, NOT_IN = "in", "not_in"
LANGUAGE_MODES = (
    (IN, N_("Replies are in this language")),
    (NOT_IN, N_("Replies are not in this language")),
)
# Languages offered for a reply-language reading (the identifier tells these apart).
LANGUAGES = (
    "en", "zh", "ja", "ko", "fr", "de", "es", "it", "ru", "ar", "pt", "nl", "pl", "tr", "uk",
    "ur", "fa", "hi", "vi", "id", "sv", "el", "he", "th", "cs",
)  # fmt: skip


def _name(text: str) -> str:
    """A branch, a folder or a tool as written, kept left to right inside a right-to-left
    sentence ("release/*" would show as "*/release" in Arabic without the isolate)."""
    return f"\u2068{text}\u2069" if is_rtl() else text


def _or(items: Sequence[str]) -> str:
    items = [_name(i) for i in items]
    if not items:
        return ""
    try:
        return format_list(items, style="or", locale=babel_locale())
    except (ValueError, LookupError):  # no list pattern for the locale: commas say it
        return ", ".join(items)


def language_name(code: str, variant: str | None = None) -> str:
    """A language's name in the UI language ("German", "Deutsch", "德语")."""
    names = babel_locale().languages
    if code == "zh" and variant:
        key = f"zh_{variant}"
        return names.get(key) or names.get("zh") or code
    return names.get(code) or code


def _check_words(data: dict) -> str:
    text = _check_words_alone(data)
    if data.get("exempt"):  # the branches or paths the rule names as its exception
        text = _("{what}, except {names}").format(what=text, names=_or(data["exempt"]))
    if data.get("exempt_from"):  # the branches whose pushes a protected-branch rule allows
        names = _or(sorted(data["exempt_from"]))
        text = _("{what}, except pushes from {names}").format(what=text, names=names)
    return text


def _title_words(data: dict) -> str:
    """A pull request title's reading (the aspects of a commit subject)."""
    aspect = data["aspect"]
    if aspect == "ticket_prefix":
        return _("pull request titles that start with a ticket number")
    if aspect == "prefix":
        return _("pull request titles that start with {prefixes}").format(
            prefixes=_or(data["value"])
        )
    if aspect == "subject_length":
        return _("pull request titles of at most {n} characters").format(n=data["value"])
    if aspect == "commit_language" and data.get("forbidden"):
        return _("the language of pull request titles is not {language}").format(
            language=language_name(str(data["value"]), data.get("variant"))
        )
    if aspect == "commit_language":
        return _("the language of pull request titles is {language}").format(
            language=language_name(str(data["value"]), data.get("variant"))
        )
    return _("how pull request titles are written")


def _check_words_alone(data: dict) -> str:
    kind = data["check"]
    if kind == "pr_title":
        return _title_words(data)
    if kind == "reply_language":
        language = language_name(data["lang"], data.get("variant"))
        if data.get("forbidden"):
            return _("the language of replies is not {language}").format(language=language)
        if data.get("unmixed"):  # every sentence in it, none in another (compliance.unmixed)
            return _("the language of replies is {language}, with no other mixed in").format(
                language=language
            )
        return _("the language of replies is {language}").format(language=language)
    if kind == "protected_branch":
        branches = _or(data["branches"])
        on = set(data["on"])
        if data.get("only") and on == {"pull_request"}:
            return _("pull requests go only onto {branches}").format(branches=branches)
        if data.get("only"):
            return _("pushes land only on {branches}").format(branches=branches)
        if on == {"push"}:
            return _("pushes to {branches}").format(branches=branches)
        if on == {"commit"}:
            return _("commits on {branches}").format(branches=branches)
        if on == {"pull_request"}:
            return _("pull requests onto {branches}").format(branches=branches)
        if on == {"merge"}:  # a merge into the branch kept to a role (compliance.merged_into)
            return _("merges into {branches}").format(branches=branches)
        if on == {"rebase"}:  # a rebase onto the branch refused (compliance.rebase_onto)
            return _("rebases onto {branches}").format(branches=branches)
        if on == {"rebased"}:  # the branch itself rewritten by a rebase (compliance.rebase_onto)
            return _("rebasing {branches}").format(branches=branches)
        if on == {"delete_branch"}:  # the branch kept from deletion (compliance.branch_deletes)
            return _("deleting {branches}").format(branches=branches)
        if "pull_request" in on:
            return _("pushes, commits and pull requests onto {branches}").format(branches=branches)
        return _("pushes and commits to {branches}").format(branches=branches)
    if kind == "force_push":
        if data.get("branches"):
            return _("force pushes to {branches}").format(branches=_or(data["branches"]))
        return _("force pushes")
    if kind == "branch_per_task":
        return _("a new branch for each task")
    if kind == "branch_name":
        return _("the names of new branches")
    if kind == "commit":
        if data["aspect"] == "subject_length":
            return _("commit subjects of at most {n} characters").format(n=data["value"])
        if data["aspect"] == "commit_language" and data.get("forbidden"):
            return _("the language of commit messages is not {language}").format(
                language=language_name(str(data["value"]), data.get("variant"))
            )
        if data["aspect"] == "commit_language":
            return _("the language of commit messages is {language}").format(
                language=language_name(str(data["value"]), data.get("variant"))
            )
        return _("how commit messages are written")
    if kind == "path":
        folder = _name(data["folder"])
        if data.get("commits") and _is_files(data["folder"]):
            return _files_words("committed", [data["folder"]])
        if data.get("commits"):
            return _("nothing under {folder} is committed").format(folder=folder)
        if data["forbidden"] and _is_files(data["folder"]):
            return _files_words(_file_kinds(data) or "written", [data["folder"]])
        if data["forbidden"] and data.get("removals"):  # a ban on deleting alone (removals_only)
            return _("nothing is deleted under {folder}").format(folder=folder)
        if data["forbidden"]:
            return _("nothing is written under {folder}").format(folder=folder)
        if data.get("edits"):
            return _("files are written and changed only under {folder}").format(folder=folder)
        if data["subject"] == "file":
            return _("new files go under {folder}").format(folder=folder)
        kind_words = subject_words().get(data["subject"], data["subject"])
        return _("new {kind} files go under {folder}").format(kind=kind_words, folder=folder)
    if kind == "terms":
        forbidden = [t["text"] for t in data["forbidden"]]
        required = [t["text"] for t in data["required"]]
        if data.get("at_start") and [t["kind"] for t in data["required"]] == ["emoji"]:
            if data.get("scope") == "commit" and not forbidden:
                return _("commit messages start with an emoji")
            required = []
            if not forbidden:
                return _("the text starts with an emoji")
        if any(t["kind"] == "emoji" for t in data["forbidden"]):
            forbidden = [w for w in forbidden if w != "emoji"]
            if not forbidden and not required:
                return _("no emoji")
        parts = []
        if forbidden:
            parts.append(_("no {terms}").format(terms=_or(forbidden)))
        if required:
            parts.append(_("{terms} is used").format(terms=_or(required)))
        return "; ".join(parts)
    if kind == "format" and data.get("aspect") == "reply_layout":
        return _reply_layout_words(str(data["value"]))
    if kind == "format" and data.get("aspect") == "reply_length":
        return _reply_length_words(str(data["value"]))
    if kind == "format" and data.get("aspect") == "naming" and ":file" in str(data["value"]):
        return _("the names of new files")
    if kind == "format" and data.get("aspect") == "naming":
        return _("how the names code defines are written")
    if kind == "format":
        return _("how code is laid out")
    return kind


def _reply_layout_words(value: str) -> str:
    """What a reply may not hold or must hold, or how its code blocks are written."""
    if value == "no_bullets":
        return _("no bulleted lists in replies")
    if value == "no_numbered":
        return _("no numbered lists in replies")
    if value == "no_heading":
        return _("no headings in replies")
    if value == "no_table":
        return _("no tables in replies")
    if value == "fence_language":
        return _("code blocks name their language")
    if value == "with_list":
        return _("replies are written as a list")
    if value == "with_numbered":
        return _("replies are written as a numbered list")
    if value == "with_table":
        return _("replies hold a table")
    if value == "with_heading":
        return _("replies have headings")
    return _("no lists in replies")


def _reply_length_words(value: str) -> str:
    """A reply's most sentences, words, lines or characters ("sentences:3"), or "short"."""
    if value == "short":  # (check-ze-en) no number said: the bounds the checker decides by
        low, high = SHORT
        return _("short replies ({low} words or fewer keep it, over {high} words break it)").format(
            low=low, high=high
        )
    unit, _colon, count = value.partition(":")
    n = int(count)
    if unit == "sentences":
        words = ngettext("replies of at most {n} sentence", "replies of at most {n} sentences", n)
    elif unit == "words":
        words = ngettext("replies of at most {n} word", "replies of at most {n} words", n)
    elif unit == "lines":
        words = ngettext("replies of at most {n} line", "replies of at most {n} lines", n)
    else:
        words = ngettext("replies of at most {n} character", "replies of at most {n} characters", n)
    return words.format(n=n)


def _is_files(folder: str) -> bool:
    """A path rule's folder that names files (a glob, or a name with an extension)."""
    last = folder.rstrip("/").rsplit("/", 1)[-1]
    return "*" in folder or "?" in folder or ("." in last.lstrip(".") or last.startswith("."))


def _allows_only(data: dict) -> bool:
    """A branch check whose every branch is its own exception refuses nothing: it says a push
    there is allowed ("La CI de main est intouchable, mais tu peux pousser sur main",
    compliance.branch_things), which "pushes to main, except main" would say backwards."""
    return data["check"] == "protected_branch" and set(data.get("exempt", ())) >= set(
        data["branches"]
    )


def _file_kinds(data: dict) -> str | None:
    """How a plain refusal of files by a pattern is said, so that it reads as one list with its
    siblings ("画像ファイルは消さないで" is seven image patterns, compliance.kept_files; "Never commit
    .env or *.pem files" two): "committed", "deleted" (a ban on deleting alone), "written", or None
    for any other check."""
    if data["check"] != "path" or not data["forbidden"] or not _is_files(data["folder"]):
        return None
    if data.get("exempt") or data.get("exempt_from"):
        return None
    if data.get("commits"):
        return "committed"
    return "deleted" if data.get("removals") else "written"


def _files_words(how: str, files: Sequence[str]) -> str:
    """Files refused by their patterns, "committed", "deleted" or "written" (see _file_kinds)."""
    if how == "committed":
        return _("no file matching {files} is committed").format(files=_or(files))
    if how == "deleted":
        return _("no file matching {files} is deleted").format(files=_or(files))
    return _("no file matching {files} is written or changed").format(files=_or(files))


def _what(reading: Reading) -> str:
    checks = reading.to_json()["checks"]
    checks = [c for c in checks if not _allows_only(c)] or checks
    kinds = [(data, _file_kinds(data)) for data in checks]
    files: dict[str, list[str]] = {}
    for data, how in kinds:
        if how:
            files.setdefault(how, []).append(data["folder"])
    parts: list[str] = []
    for data, how in kinds:
        if how is None:
            parts.append(_check_words(data))
        elif data["folder"] == files[how][0]:  # the patterns said once, where the first stood
            parts.append(_files_words(how, files[how]))
    return "; ".join(parts)


def reading_what(reading: Reading) -> str:
    """What a reading checks, without saying whose it is ("pushes to main or release/*"); the
    sentence of a reading that checks nothing."""
    if not reading.checks:
        return _("Mindkeep cannot check this rule: it is kept for the agent to read.")
    return _what(reading)


def reading_words(reading: Reading) -> str:
    """The reading in one sentence in the UI language, saying whose it is."""
    if not reading.checks:
        text = _("Mindkeep cannot check this rule: it is kept for the agent to read.")
    else:
        text = _("Mindkeep will check: {what}").format(what=_what(reading))
        if reading.unless:
            text = _("{reading}; the rule has an exception, so a break is marked as unsure").format(
                reading=text
            )
    if reading.by == "user":
        return _("{reading} (confirmed by you)").format(reading=text)
    if reading.by == "model":
        return _("{reading} (proposed by the model)").format(reading=text)
    return text


def reading_line(reading: Reading) -> str:
    """The reading in a few words, for a rule's row on the Memory page."""
    if not reading.checks:
        text = _("Not checked: kept for the agent to read")
    else:
        text = _("Checks: {what}").format(what=_what(reading))
        if reading.unless:
            text = _("{line} (has an exception)").format(line=text)
    if reading.by == "user":
        return _("{line} · confirmed by you").format(line=text)
    if reading.by == "model":
        return _("{line} · the model's, chosen by you").format(line=text)
    return text


def unread_words(words: str) -> str:
    """Why Mindkeep cannot check a rule worded so, in the UI language ("" when it can)."""
    why = unread_reason(words)
    if why is None or why == EMPTY:
        return ""
    if why == CONDITIONAL:
        return _(
            "Mindkeep cannot check this rule: it holds only sometimes (“if …”, “when …”), and "
            "a reply or a call does not show when. It is kept for the agent to read."
        )
    return _(
        "Mindkeep cannot check this rule: it asks for nothing Mindkeep can see in a reply or a "
        "call (a branch, a folder or file, a language, a command, a tool, a word or a code "
        "layout). It is kept for the agent to read."
    )


def cannot_check_words(words: str, kind: Kind | str) -> str:
    """`unread_words` for an entry being written or edited: "" for words the checker can
    read, and for an entry that is not a rule (said as a rule is edited, on its suggestion
    card and in the notice after it is saved)."""
    try:
        if not Kind(kind).is_rule:
            return ""
    except ValueError:
        return ""
    return unread_words(words)


def family_of(reading: Reading) -> str:
    """Which of FAMILIES a reading is (its first check's), for the window's choice."""
    data = reading.to_json()["checks"]
    if not data:
        return NONE
    kind = data[0]["check"]
    if kind in ("protected_branch", "force_push"):
        return BRANCHES
    if kind == "path":
        return PATH
    if kind == "reply_language":
        return LANGUAGE
    if kind == "pr_title" and data[0]["aspect"] == "ticket_prefix":
        return PR_TITLE
    if kind == "terms" and data[0]["forbidden"]:
        return TOOLS
    return NONE if kind not in ("terms",) else TOOLS


def reading_for(
    family: str,
    *,
    branches: Sequence[str] = (),
    folder: str = "",
    language: str = "",
    tools: Sequence[str] = (),
    branch_mode: str = NEVER,
    language_mode: str = IN,
) -> Reading:
    """The reading the user chose: one family and its parameters (checked as any reading is:
    a bad branch list or folder is refused with `invalid_input`). `branch_mode` says whether
    pushes never land on the branches or land only there; `language_mode` whether replies are
    in the language or not in it."""
    if family == BRANCHES:
        check = {"check": "protected_branch", "branches": list(branches), "on": ["push"]}
        if _mode(branch_mode, BRANCH_MODES, "branch_mode") == ONLY:
            check["only"] = True
    elif family == PATH:
        check = {"check": "path", "folder": folder.strip(), "subject": "file", "forbidden": True}
    elif family == LANGUAGE:
        check = {"check": "reply_language", "lang": language, "variant": None}
        if _mode(language_mode, LANGUAGE_MODES, "language_mode") == NOT_IN:
            check["forbidden"] = True
    elif family == TOOLS:
        terms = [
            {"text": t.strip().lower(), "kind": "tool" if "_" in t else "program"}
            for t in tools
            if t.strip()
        ]
        check = {
            "check": "terms",
            "forbidden": terms,
            "required": [],
            "scope": "all",
            "at_start": False,
        }
    elif family == PR_TITLE:
        check = {"check": "pr_title", "aspect": "ticket_prefix", "value": None}
    else:
        return Reading((), "user")
    return Reading((check_from_json(check),), "user")


def _mode(mode: str, modes: Sequence[tuple[str, str]], where: str) -> str:
    """One of the choices offered, or `invalid_input` (a choice, never free text)."""
    keys = [key for key, _label in modes]
    if mode not in keys:
        raise AppError(Code.INVALID_INPUT, f"{where} is one of {', '.join(keys)}.", where)
    return mode


def reading_mode(reading: Reading) -> tuple[str, str]:
    """The choices a reading stands for (branch mode, language mode), to preselect them."""
    data = reading.to_json()["checks"]
    first = data[0] if data else {}
    branch = ONLY if first.get("check") == "protected_branch" and first.get("only") else NEVER
    language = NOT_IN if first.get("check") == "reply_language" and first.get("forbidden") else IN
    return branch, language


def branch_modes() -> list[tuple[str, str]]:
    """BRANCH_MODES with their names in the UI language."""
    return [(key, _(label)) for key, label in BRANCH_MODES]


def language_modes() -> list[tuple[str, str]]:
    """LANGUAGE_MODES with their names in the UI language."""
    return [(key, _(label)) for key, label in LANGUAGE_MODES]


def families() -> list[tuple[str, str]]:
    """FAMILIES with their names in the UI language."""
    return [(key, _(label)) for key, label in FAMILIES]


def subject_words() -> dict[str, str]:
    """The kinds of files a path rule may be about, for the catalogs (pgettext "file kind")."""
    return {
        "test": pgettext("file kind", "test"),
        "component": pgettext("file kind", "component"),
        "hook": pgettext("file kind", "hook"),
        "style": pgettext("file kind", "style"),
        "migration": pgettext("file kind", "migration"),
        "doc": pgettext("file kind", "doc"),
        "script": pgettext("file kind", "script"),
        "config": pgettext("file kind", "configuration"),
    }
