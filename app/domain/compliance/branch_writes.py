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
_NONE_OF_IT = table(r"일이\s*없도록;일\s*없도록")


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


def written_onto(plain: str) -> bool:
    """Whether the rule's words write files onto the branch it names: a verb of writing with files
    or with the means that writes them (the caller has read a branch named and no push or
    commit)."""
    if kept_off(plain):
        return True
    if not (_FILES.search(plain) or _MEANS.search(plain)):
        return False
    # the writing refused in its own sentence ("Don't run SQL files against prod; edit them
    # freely" allows the edit)
    return any(
        _WRITE.search(part) and (negated(part) or _NOTHING.search(part) or _NONE_OF_IT.search(part))
        for part in re.split(r"[.;!?。；！？]", plain)
    )
