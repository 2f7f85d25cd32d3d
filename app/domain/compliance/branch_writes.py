"""Files written onto a branch, refused (check-zf-en, the thirty-second round): "Don't write files
straight onto main through the GitHub API", "never change files on the stable branch via the API",
"Pas d'écriture de fichiers sur la branche production avec les outils GitHub", "لا تعدّل أي ملف في
فرع main عن طريق أدوات GitHub", "不要用 GitHub 工具直接往 main 分支写文件" — a rule no word of a push or a
commit says, where files written or changed on a branch land there as a commit (a git host's
`push_files`, `create_or_update_file`, `delete_file` commits onto the branch it names). Read as
"no commit lands on that branch": the host's write there breaks it, one onto another branch keeps
it, a read (`get_file_contents`, `list_commits`) writes nothing and is no case of it.

Only so where the writing is of files, or by the means that writes them (an API, a tool, a git
host's server): "never change main's name" or "write the notes about main" write no files onto a
branch. The read_actions room asks, with the branches it named and the rule's refusal."""

from __future__ import annotations

import re

from app.domain.compliance.action_words import BRANCH
from app.domain.compliance.forbidding import NONE_OF_IT
from app.domain.compliance.lexicon import Lazy, negated
from app.domain.compliance.word_tables import table

# a verb (or noun) of writing, changing or deleting, in the 11 languages
_WRITE = table(
    r"write;writes;writing;written;wrote;put;puts;putting;add;adds;adding;change;changes;changing;changed;modify;modifying;modified;"
    r"modifications?;edit;edits;editing;edited;delete;deleting;upload\w*;"
    r"écri\w*;écrit\w*;modif\w*;chang\w*;supprim\w*;"
    r"schreib\w*;geschrieben;änder\w*;geändert;bearbeit\w*;lösch\w*;"
    r"scriv\w*;scritt\w*;modific\w*;cambi\w*;cancell\w*;"
    r"escrib\w*;escrit\w*;modific\w*;sub[ae]s?;suban;borr\w*;"
    r"пиш\w*;писать;запис\w*;измен\w*;меня\w*;удаля\w*;"
    r"تكتب;اكتب;يكتب;كتابة;تعدّل;تعدل;عدّل;يعدّل;يعدل;تعديل;تغيير;تغيّر;تحذف;حذف;"
    r"書き込;書き換;書かな;書く;書い;変更;編集;削除;"
    r"写入;写文件;写;修改;改动;删除;寫入;寫;修改;改動;刪除;提交;"
    r"쓰지;쓰면;써;쓰는;수정;변경;삭제;올리"
)
# what is written: files
_FILES = table(
    r"files?;fichiers?;Dateien;Datei;file;archivos?;ficheros?;файл\w*;ملف\w*;ملفات;"
    r"ファイル;文件;檔案;파일"
)
# the means that writes them: a git host's API, tool or server
_MEANS = table(
    r"api;apis;mcp;tools?;github;gitlab;outils?;Werkzeug\w*;Tools?;Server;herramientas?;"
    r"strument\w*;инструмент\w*;أداة;أدوات;الأدوات;ツール;工具;도구;깃허브;깃헙"
)


# a git host's server, and its tools that write files onto a branch (each commits there)
GIT_HOSTS = frozenset({"github", "gitlab", "bitbucket"})
FILE_WRITERS = ("push_files", "create_or_update_file", "delete_file")
_MEANS_WORD = Lazy(r"(?:apis?|mcp|tools?)", re.IGNORECASE)


def is_means(word: str) -> bool:
    """Whether a word read as a folder is the means of writing ("through the API"), no folder."""
    return bool(_MEANS_WORD.fullmatch(word.strip("/")))


# the writing means kept off a branch ("Keep the GitHub MCP off production"): its writes refused
_KEPT_OFF = Lazy(
    r"\b(?:keep|get)\s+(?:the\s+|your\s+)?(?:[\w-]+\s+){0,2}?(?:api|mcp|tools?|server|bot)\s+"
    r"(?:away\s+from|off|out\s+of)\s+(?!the\s+grass)",
    re.IGNORECASE,
)
# nothing written or committed there, in the west's words ("committest du nichts auf release",
# "non si committa niente", "ne modifie rien sur main"): the refusal negated() does not hear
# and Korean's "let there be none of it" ("곧바로 커밋하는 일이 없도록 하십시오"), German's "that's
# the end of it" ("auf main ist Schluss")
_NOTHING = table(r"nichts;rien;niente;nulla;nada;ничего;ist\s+Schluss")
# (mend-zf-writes) only where a verb of doing closes it ("…올리는 일이 없도록 해 주세요"), never the
# purpose clause before another deed ("실수하는 일이 없도록 main 에 푸시하기 전에 테스트를 돌려
# 주세요"): forbidding's one definition
_NONE_OF_IT = table(NONE_OF_IT)


def kept_off(plain: str) -> bool:
    """Whether the rule keeps a writing means (an API, a tool, a server) off a place."""
    return bool(_KEPT_OFF.search(plain))


def nothing_written(plain: str, pushed: bool = False) -> bool:
    """Whether the rule says nothing is written or committed (the caller has read a verb of it and
    a branch named); of a push, only Korean's "let there be none of it" ("Um sechs ist Schluss,
    dann wird nichts mehr auf main gepusht" tells a time)."""
    if _NONE_OF_IT.search(plain):
        return True
    return not pushed and bool(_NOTHING.search(plain))


def written_by_means(plain: str) -> bool:
    """Whether the rule's words refuse a writing of files, or by the means that writes them (read
    by named_terms of a git host's name, where no branch is read)."""
    if kept_off(plain):
        return True
    if not (_FILES.search(plain) or _MEANS.search(plain)):
        return False
    # the writing refused in its own sentence ("Don't run SQL files against prod; edit them
    # freely" allows the edit)
    # and of the files at large, not one file or one kind of them ("Don't change package.json on
    # develop via the GitHub tools" keeps every other write; mend-zf-writes)
    return any(
        _WRITE.search(part)
        and (negated(part) or _NOTHING.search(part) or _NONE_OF_IT.search(part))
        and not _narrower(part, (), folders=False)
        for part in _SENTENCES.split(plain)
    )


# a sentence's end (never a file name's dot: "README.md")
_SENTENCES = Lazy(r"[;!?。；！？]|\.(?=\s|$)")
_COMMAS = Lazy(r"[,，、:：]|\s[-–—]\s")
# the means marked as the way of the writing: a preposition before it ("through the API", "via
# the GitHub MCP", "avec l'API GitHub", "über die GitHub-API", "tramite l'API", "через API",
# "عبر الـ API", "用 GitHub API", "通过 GitHub 工具") or a postposition after it ("API で",
# "API 로", "도구로")
_WAY_BEFORE = Lazy(
    r"(?:\b(?:with|through|via|using|over|avec|par|mit|über|con|tramite|mediante|desde|por|per|через|"
    r"عبر|باستخدام)|من\s+خلال|用|通过|透過|經由|经由|使って)"
    r"(?:\s+[\w.'’-]+){0,3}?\s*(?:[^\W\d_]+['’]|[\w]+-)?$",
    re.IGNORECASE,
)
_WAY_AFTER = Lazy(r"\s*(?:で|로|으로|를\s*통해|経由|を使って|を通じて)")
# a clause that hands the writing to the means ("let the release tools do it", "use the bot")
_HANDED = Lazy(r"\b(?:let|use|leave\s+it\s+to|have)\b", re.IGNORECASE)
# a branch named as the place of the writing, with no word for a branch: "on main", "onto
# stable", "sur main", "auf main", "main に", "main 에", "往 main"
_ONTO = r"(?:\b(?:on|onto|to|into|sur|auf|su|sul|en|в|на|على|في)\s+|往\s*|到\s*|在\s*)"
_AT = r"\s*(?:に|へ|에|上)"
# a narrower object than the branch's files: one file's name, a folder, a kind of files ("the
# nginx config files", "Konfigurationsdateien", "設定ファイル", "配置文件", "설정 파일")
_FILE_NAME = Lazy(r"(?<![\w/])(?:[\w-]+\.[A-Za-z]\w{0,5}|\.\w+|[\w.-]+/)(?![\w/*])")
_KIND_OF_FILES = Lazy(r"\b([a-z][\w-]*)\s+files?\b", re.IGNORECASE)
_NOT_A_KIND_WORDS = (
    "the any all no some those these its their your our my his her a an of on in to onto into "
    "new other more single existing repo repository branch branch's project's "
    "never ever directly straight just only don't do not "
    "i gli dei nessun alcun tutti questi quei un uno mai non modificare scrivere cancellare"
)
_NOT_A_KIND = frozenset(_NOT_A_KIND_WORDS.split())
_KINDS_EAST = Lazy(
    r"\w+dateien?\b|(?:設定|配置|テスト|测试|測試|ログ|日志|日誌|ドキュメント|文档|文檔|설정|테스트|로그|문서)\s*"
    r"(?:ファイル|文件|檔案|파일)",
    re.IGNORECASE,
)


# (fr es it) a kind told after the files word ("les fichiers de configuration", "los archivos de
# registro", "i file di configurazione"); never the branch's ("les fichiers de la branche main")
_KINDS_AFTER = Lazy(
    r"\b(?:fichiers?|archivos?|ficheros?|file)\s+(?:(?:de|di)\s+|d['’]\s*)"
    r"(?!(?:la|le|les|el|los|las|il|lo|gli|l['’]|ce|cette|este|esta|questo|questa)\b)[^\W\d_]{3,}",
    re.IGNORECASE,
)


def _as_branch(part: str, names) -> bool:
    """Whether a branch is named in the clause as a branch: the word for one, or a name as the
    place of the writing ("on main"), never a noun's modifier ("the main module")."""
    if BRANCH.search(part):
        return True
    return any(
        re.search(rf"{_ONTO}{re.escape(n)}(?![\w/-])|(?<![\w/-]){re.escape(n)}{_AT}", part, re.I)
        for n in names
    )


def _by_means(part: str) -> bool:
    """Whether the clause names the means as the way of its writing (not handed it beside)."""
    for m in _MEANS.finditer(part):
        cut = [0] + [x for c in _COMMAS.finditer(part) for x in c.span()] + [len(part)]
        a = max(x for x in cut if x <= m.start())
        b = min(x for x in cut if x >= m.end())
        if _HANDED.search(part, a, m.start()) and not negated(part[a:b]):
            continue  # "let the release tools do it"
        if _WAY_BEFORE.search(part[max(0, m.start() - 40) : m.start()]):
            return True
        if _WAY_AFTER.match(part, m.end()) or part[max(0, m.start() - 1) : m.start()] == "ب":
            return True
        if _WRITE.search(" ".join(part[m.end() :].split()[:2])):
            return True  # the means as the writer: "Don't let the GitHub tools edit files"
    return False


# another way of the writing named ("by hand"): the rule is of that way, not of every tool
_OTHER_WAY = Lazy(
    r"\bby\s+hand\b|\bmanually\b|à\s+la\s+main|von\s+Hand|\bmanuell|a\s+mano|\bвручную|"
    r"手动|手動|手で|手作業|수동으로|직접\s*손으로",
    re.IGNORECASE,
)


def _handed(part: str) -> bool:
    """Whether a means named in the clause is handed the writing ("let the release tools do it")."""
    for m in _MEANS.finditer(part):
        a = max([0] + [c.end() for c in _COMMAS.finditer(part, 0, m.start())])
        if _HANDED.search(part, a, m.start()) and not negated(part[a : m.end()]):
            return True
    return False


def _narrower(part: str, names, folders: bool = True) -> bool:
    """Whether the writing is of something narrower than the branch's files (a folder's slash
    only where the branches named are known)."""
    for m in _FILE_NAME.finditer(part):
        if not folders and m.group().endswith("/"):
            continue
        token = m.group().rstrip("/")
        if token.lower() not in {n.lower() for n in names} and not is_means(token):
            return True
    if _KINDS_EAST.search(part) or _KINDS_AFTER.search(part):
        return True
    low = {n.lower() for n in names}
    for m in _KIND_OF_FILES.finditer(part):
        word = m.group(1).lower()
        if word not in _NOT_A_KIND and word not in low and not _WRITE.fullmatch(word):
            return True
    return False


def written_onto(plain: str, names=frozenset()) -> bool:
    """Whether the rule's words refuse files written onto the branch it names (the caller has read
    a branch named and no push or commit): in one sentence, the writing refused, a branch named as
    a branch, the means named as the way of that writing, and no narrower object (one file, one
    kind of files) that the rule bans instead (mend-zf-writes: "Don't write API docs for the main
    endpoints", "Don't change files on main by hand; let the release tools do it", "Don't edit
    README.md on main through the API" refuse no writing onto a branch)."""
    if kept_off(plain):
        return True
    return any(
        _WRITE.search(part)
        and (negated(part) or _NOTHING.search(part) or _NONE_OF_IT.search(part))
        and _as_branch(part, names)
        # the means as its way, or files written with no other way named nor a tool handed it
        and (
            _by_means(part)
            or (_FILES.search(part) and not _OTHER_WAY.search(part) and not _handed(part))
        )
        and not _narrower(part, names)
        for part in _SENTENCES.split(plain)
    )
