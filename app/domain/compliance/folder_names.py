"""Where a rule names a folder or a file (app.domain.compliance.read_paths reads what it asks of
them), in the 11 UI languages: a path ("src/components", "./vendor", "/tests", "`scripts/`"), a
file or a glob of names (".env", "package-lock.json", "*.lock"), a word beside the word for a folder
("the docs folder", "docs 폴더", "la cartella legacy", "папку node_modules", "مجلد config"), the
lock file by what it is, or a bare word that is a project's usual folder ("Schreib nichts nach
dist"), unless a word before it makes it the head of another noun ("the pager app").
"""

from __future__ import annotations

import re

from app.domain.compliance.forbidding import negated
from app.domain.compliance.kept_files import kinds_by_word
from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.lockfiles import LOCKFILE, LOCKFILE_WORD

FOLDERISH = frozenset(
    {"src", "app", "lib", "libs", "test", "tests", "spec", "specs", "docs", "doc", "components",
     "packages", "scripts", "public", "assets", "styles", "migrations", "vendor", "dist", "build",
     "etc", "config", "configs", "hooks", "utils", "pages", "static", "templates", "node_modules",
     "internal", "cmd", "bin", "out", "target", "generated", "gen", "fixtures", "examples",
     "third_party", "infra", "deploy", "charts", "legacy", "tmp", "e2e", "__tests__", "api"}
)  # fmt: skip
# Top folders of a system: "/etc" is that folder, not the project's.
_SYSTEM = frozenset(
    {"etc", "usr", "var", "tmp", "home", "opt", "bin", "sbin", "root", "dev", "proc", "sys", "srv",
     "mnt", "media", "boot", "lib", "lib64", "run", "users", "library", "system", "applications",
     "private", "volumes"}
)  # fmt: skip
# A file by its name (a dotfile, or a name with an extension) or a glob of names.
# (a Russian ending hyphened onto a Latin file word is no part of its name: ".env-файлам",
# "README-файл")
_FILE = Lazy(
    r"(?<![\w/.*-])(\.[A-Za-z][A-Za-z0-9_.]*)(?=-[\u0400-\u04ff])"
    r"|(?<![\w/.*-])((?:[\w-]+|\*)?(?:\.[A-Za-z][\w-]*)+|\.[A-Za-z][\w.-]*)(?![\w/*-])"
)
# The east's noun of files after an extension named bare, a word of their kind between: ".p12
# 憑證檔", ".pem 証明書ファイル" — not a dotfile's own name (".env 파일", ".npmrc ファイル").
_KIND_FILES = Lazy(
    r"\s*[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]{0,4}?\s*(?:檔|档|文件|ファイル|파일)"
)
# (fix-zd-files) The west's noun of files beside an extension named bare, or a word of every one
# before it: ".sql files", "the .lock files", ".sql-Dateien", ".sql dumps", "fichiers .sql",
# "Dateien mit der Endung .csv", "archivos .sql", "i file .csv", "файлы .sql", "ملفات .sql", "any
# .csv". Read as the bare name, ".sql" was a file so named, so `rm backups/a.sql` kept "Don't
# delete .sql files" (a miss) where "Do not remove *.sql files" was read.
_KIND_AFTER_WEST = Lazy(r"\s*(?:files?|dateien|datei|dumps?)\b", re.IGNORECASE)
_KIND_BEFORE_WEST = Lazy(
    r"(?:\b(?:files?|fichiers?|dateien|archivos?|ficheiros?|arquivos?|any|all|every|toute?s?)"
    r"|файл\w*|ملفات|الملفات)\s+(?:(?:de|mit\s+der\s+endung|with\s+the\s+extension|ending\s+in|"
    r"con\s+estensione|con\s+extensión|с\s+расширением|les|los|i|gli|die|the)\s+)?$",
    re.IGNORECASE,
)
# (ko ja zh; check-zb-east) A file named by its tool and "file", with no extension ("Dockerfile 은
# 수정하면 안 돼요", "Makefile は触らないで", "Jenkinsfile 别改"; the words are lowercased by then): a
# file, as "package.json" is — not English's words that end so (profile, misfile, defile, refile)
# nor a kind of file said in one word (lockfile, logfile, keyfile, datafile: read_paths' kinds).
_BUILD_FILE = Lazy(
    r"(?<![\w./*-])([a-z]{3,}(?<!pro)(?<!mis)(?<!de)(?<!re)(?<!nail)"
    r"(?<!lock)(?<!log)(?<!key)(?<!data)(?<!temp)(?<!tmp)(?<!text)(?<!dot)(?<!swap)(?<!source)file)"
    r"(?![\w/*-])"
)
# a verb that touches the file itself: editing, changing, deleting, renaming it
_TOUCHES = Lazy(
    r"(?<!\w)(?:touch|edit|modif|chang|alter(?:s|ed|ing)?(?!\w)|delet|remov|renam|overwrit|rewrit|tamper|mess\s+with"
    r"|änder|bearbeit|anfass|anrühr|lösch|umbenenn|editier|touche|touchez|toucher|édit|supprim|renomm"
    r"|toc|modific|borr|elimin|cambi|tocc|cancell|трог|редакт|измен|поменя|удал|прав(?:ь|ить|ьте|ите)(?!\w)|переимен"
    r"|تعدل|تعديل|تلمس|تحذف|تغير)\w*"
    r"|触|編集|変更|修正|削除|消さ|消し|いじ|弄|書き換|수정|건드|건들|삭제|지우|지워|바꾸|바꿔|편집|고치|고쳐|손대"
    r"|改|(?<!自)[动動]|碰|删|刪|编辑|編輯|郁|掂",
    re.IGNORECASE,
)
# (ko ja zh; check-zd-east) An extension given in brackets after the east's noun of files, alone
# or after others ("백업 파일(.sql)", "인증서 파일(.pem, .key)", "ログファイル（.log）", "备份文件（.bak）"):
# the files of that kind, as ".sql 파일" is — read as a file named ".sql", a delete of any backup
# had kept the rule. Not a name in the brackets ("설정 파일(config.yml)") nor a dotfile (".env").
_KIND_BEFORE = Lazy(
    r"(?:檔案?|档案?|文件|ファイル|파일)\s*[(（]\s*(?:\.[A-Za-z]\w*\s*[,，、/]\s*)*$"
)


def _kind_in_brackets(text: str, start: int) -> bool:
    """Whether the extension at `start` is in brackets after the east's noun of files."""
    return "(" in text[max(0, start - 30) : start].replace("（", "(") and bool(
        _KIND_BEFORE.search(text, max(0, start - 30), start)
    )


_DOTFILE = Lazy(
    r"^\.(?:env|htaccess|profile|gitattributes|gitmodules|mailmap|\w*rc|\w*ignore|\w*config)$",
    re.IGNORECASE,
)
_PATH = Lazy(r"(?<![\w@:/.*-])((?:~|\.{1,2})?/?(?:[\w.*-]+/)+[\w.*-]*|/[\w.-]+)(?![\w/*])")
_NOUN = (
    r"folders?|directory|directories|dirs?|文件夹|文件夾|資料夾|资料夹|目录|目錄|フォルダー?|ディレクトリ|폴더|"
    r"디렉터리|디렉토리|dossiers?|répertoires?|ordner|verzeichnis(?:se|ses)?|carpetas?|directorios?|"
    r"cartell[ae]|directory|папк[аиуеой]|папок|каталог\w*|директори\w*|مجلدات?|المجلدات?|دليل"
    # (ar; check-zc-west) the singular itself: "مجلدات?" asks "مجلدا" at least, so "مجلد keys" was
    # read only where the name was a usual folder's
    r"|مجلد|المجلد"
)
FOLDER_NOUN = _NOUN
_NAME = r"[A-Za-z0-9_.][\w.-]*/?"
# "the pager app", "the drivers' mobile api", "our unit tests": a word between a determiner (or an
# owner's possessive) and a project's usual folder name makes the name the head of a noun — the
# thing it names, not the folder.
_MODIFIED = Lazy(
    r"(?:\b(?:the|a|an|our|your|their|its|his|her|my|this|that|these|those)|\w+s'|\w+'s)\s+"
    r"(?:(?!(?:folder|directory|dir|hands?|off|out|in|into|on|to|of|from|under|inside|at|by|for|"
    r"with|away)\b)[a-z][\w-]*\s+){1,2}$",
    re.IGNORECASE,
)
# (English, check-v-en) an owner's possessive right before the word ("the pet owners' app shows
# the asterisks"): the owners' thing, not a folder; and "out" as the adverb it is before a
# preposition ("keep emoji out of the commits", "the emails go out as plain text")
_OWNED = Lazy(r"(?:\w+s'|\w+'s)\s+$", re.IGNORECASE)
_OUT_ADVERB = Lazy(
    r"\s+(?:of|as|in|to|with|through|on|at|by|for|from)\b"
    # (English, check-z-en) read out over the tannoy, read out loud
    r"|\s+(?:over|loud|aloud)\b",
    re.IGNORECASE,
)
# "the docs folder", "docs 폴더", "migrations 資料夾", "tests フォルダ": the name, then the noun.
_NAME_NOUN = Lazy(
    rf"[`'\"“«「]?(?P<name>{_NAME})[`'\"”»」]?\s*(?:{_NOUN})(?![A-Za-z])", re.IGNORECASE
)
# "folder docs", "la cartella legacy/", "папку node_modules", "مجلد config": the noun, then it.
_NOUN_NAME = Lazy(
    rf"(?:{_NOUN})\s+(?:(?:called|named|nommé|namens|llamad[ao]|chiamat[ao]|под\s+названием)\s+)?"
    rf"[`'\"“«「]?(?P<name>{_NAME})",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset(
    {"the", "a", "an", "this", "that", "any", "every", "each", "your", "my", "our", "its", "one",
     "same", "project", "root", "whole", "entire", "other", "new", "le", "la", "les", "ce",
     "cette", "un", "une", "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "el",
     "los", "las", "este", "esta", "il", "lo", "gli", "questa", "questo", "in", "of", "to", "de",
     "du", "di", "im", "nel", "en", "dans", "and", "or", "und", "et", "y", "e", "o", "but", "is",
     "are", "files", "file"}
)  # fmt: skip
# (English, check-z-en) a place's verbs of staying after its noun ("the masters/ folder stays
# where it is", "leave the tunings/ directory be", "the folder sticks around"): no folder's name
_NOT_NAMES |= frozenset({"stays", "stay", "staying", "be", "sticks", "doesn't", "won't"})
# (de fr es it; check-z-west) a preposition joined to its article before the noun ("Finger weg vom
# Ordner infra", "zum Ordner", "au dossier", "del directorio", "nella cartella"): no folder's name
_NOT_NAMES |= frozenset(
    {"vom", "zum", "zur", "beim", "ins", "am", "au", "aux", "del", "al", "dal", "dalla", "della",
     "nella", "sul", "sulla", "alla"}
)  # fmt: skip
_FILES_NOUN_JOINED = Lazy(
    r"(?<=[\w*])-(?:dateien|datei|files?|ordner|verzeichnis(?:se)?|skripte?|dokumente?)$",
    re.IGNORECASE,
)


def _folder(token: str) -> str | None:
    """A folder as the rule names it, normalised: trailing punctuation and "/" off, a leading
    "/" off a single project folder ("/tests"); None for what is not a folder."""
    token = token.strip("`'\"“”«»「」").rstrip(".,;:!?)")
    # a glob joined to the noun of its files ("*.lock-Dateien", "*.env-Files"): the glob
    token = _FILES_NOUN_JOINED.sub("", token)
    # (de; check-zd-west) German's compound, the name joined to the noun by a hyphen ("im
    # uploads-Ordner", "den logs-Verzeichnis"): the name without it, where "uploads-" was no
    # folder of the call's and the deletion in uploads/ was read as kept
    token = token.rstrip("-")
    if not token or "://" in token:
        return None
    bare = token.rstrip("/")
    segs = [s for s in bare.strip("~./").split("/") if s]
    if not segs:
        return None
    if bare.startswith("/") and len(segs) == 1 and segs[0].lower() not in _SYSTEM:
        return segs[0]
    if bare.startswith("./"):
        bare = bare[2:]
    return bare or None


def _west_kind(text: str, token: str, start: int, end: int) -> bool:
    """(fix-zd-files) Whether an extension named bare is said as the files of that kind, in the
    west's words (see _KIND_AFTER_WEST)."""
    return bool(
        _FILES_NOUN_JOINED.search(token)
        or _KIND_AFTER_WEST.match(text, end)
        or _KIND_BEFORE_WEST.search(text, max(0, start - 40), start)
    )


def _noun_of_a_named(text: str, start: int, found: list) -> bool:
    """(English, check-za-en) Whether the noun at `start` follows a folder already named ("the
    jingles/ folder where it is", "the invoices/ folder at any cost"): it is that folder's noun, so
    the word after it is no second folder's name."""
    return any(0 <= start - e <= 2 and not text[e:start].strip("`'\"”»」 ") for _s, e, _f in found)


def named_folders(text: str) -> list[tuple[int, int, str]]:
    """The folders a rule names: (start, end, folder), in order, each once."""
    found: list[tuple[int, int, str]] = []

    def add(s: int, e: int, token: str) -> None:
        folder = _folder(token)
        if folder is None or any(a < e and s < b for a, b, _f in found):
            return
        if folder.lower() in _NOT_NAMES:
            return
        found.append((s, e, folder))

    for m in _PATH.finditer(text):
        token = m.group(1)
        # the sentence's period after a folder's slash is no part of it ("Edit only files in web/.")
        end = m.end(1) - 1 if token.endswith("/.") else m.end(1)
        token = text[m.start(1) : end]
        segs = [s for s in token.strip("~./").split("/") if s]
        if not segs or "://" in text[max(0, m.start() - 3) : m.end()]:
            continue
        if (
            token.startswith(("/", "./", "~/"))
            or token.endswith("/")
            or any(s in FOLDERISH for s in segs)
            or len(segs) > 1
        ):
            add(m.start(1), end, token)
    for m in _FILE.finditer(text):  # ".env", "package-lock.json", "*.lock": a file or a glob
        g = 1 if m.group(1) else 2  # (the Russian ending's alternative first)
        token = m.group(g)
        if (
            token.count(".") == 1
            and token[0] == "."
            and not _DOTFILE.search(token)
            and (
                _KIND_FILES.match(text, m.end(g))
                or _west_kind(text, token, m.start(g), m.end(g))
                or _kind_in_brackets(text, m.start(g))  # (ko ja zh; check-zd-east)
            )
        ):
            token = f"*{token}"  # ".p12 憑證檔", ".pem 인증서 파일": the files of that kind
        if "@" not in text[max(0, m.start() - 1) : m.end() + 1]:
            add(m.start(g), m.end(g), token)
    # (ko ja zh; check-zb-east) "Dockerfile 은 수정하면 안 돼요": a build file named bare is a place
    # only where the rule refuses touching it; said where its code's format is ruled ("В Makefile
    # отступы только табами", "Makefile indent with tabs only") it is the code's language, and
    # read as a place the files must go it had refused every other file written (a false deny);
    # a refusal of something in it ("No hardcoded secrets in the Dockerfile", "Never use spaces
    # for indentation in the Makefile") refuses no edit of it (review of the twenty-eighth round)
    for m in _BUILD_FILE.finditer(text) if negated(text) and _TOUCHES.search(text) else ():
        add(m.start(1), m.end(1), m.group(1))
    for rx in (_NAME_NOUN, _NOUN_NAME):
        for m in rx.finditer(text):
            name = m.group("name")
            if rx is _NOUN_NAME and _noun_of_a_named(
                text, m.start(), found
            ):  # (English, check-za-en)
                continue
            if name.lower().rstrip("/") not in _NOT_NAMES and not name[:1].isdigit():
                add(m.start("name"), m.end("name"), name)
    if not found:  # the lock file by what it is, when no file is named ("*.lock-Dateien")
        found += [(m.start(), m.end(), LOCKFILE) for m in LOCKFILE_WORD.finditer(text)][:1]
    if not found:  # (English, check-w-en) a kind of file by its word ("keystores": *.keystore)
        found += kinds_by_word(text)
    if not found:
        for m in re.finditer(r"(?<![\w./-])([a-z_][\w-]*)(?![\w/-])", text):
            if m.group(1) not in FOLDERISH:
                continue
            if _OWNED.search(text, 0, m.start()) or (
                m.group(1) == "out" and _OUT_ADVERB.match(text, m.end())
            ):
                continue
            modified = _MODIFIED.search(text, 0, m.start())
            # (a modifier that is itself a folder's name leaves both as they were: "the deploy
            # scripts" names which folder is unsaid)
            if not modified or any(w in FOLDERISH for w in modified.group().split()):
                add(m.start(1), m.end(1), m.group(1))
    found.sort()
    # The same folder named twice ("tests/ … the tests folder") is one.
    seen: set[str] = set()
    out = []
    for s, e, f in found:
        if f.lower() not in seen:
            seen.add(f.lower())
            out.append((s, e, f))
    return _kinds_in_folders(text, out)  # (ko ja zh; check-zd-east)


# (ko ja zh; check-zd-east) A kind of file said as the folder's own, the folder and its possessive
# right before the kind ("dumps 폴더의 .sql 파일", "logs フォルダの .log ファイル", "backup 目录下的 .sql
# 文件", "reports 資料夾裡的 .xlsx 檔"): one place, the folder's files of that kind. Read as two
# places, the folder was asked for and the kind refused ("in src/components, not in src/pages"):
# every file written elsewhere broke it and the kind's delete there kept it.
_OF_FOLDER = Lazy(
    r"/?\s*(?:폴더|디렉터리|디렉토리|フォルダー?|ディレクトリ|文件夹|文件夾|資料夾|资料夹|目录|目錄)?\s*"
    r"(?:안의|안에\s*있는|속의|의|の中の|内の|の|里的|裡的|里面的|裡面的|下的|下面的|底下的|中的|內的|内的)\s*$"
)


def _kinds_in_folders(text: str, found: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """`found` with each folder that owns the kind named right after it joined to that kind."""
    out = list(found)
    for i in range(len(out) - 1):
        (s, e, folder), (s2, e2, kind) = out[i], out[i + 1]
        if (
            kind.startswith("*.")
            and "/" not in kind
            and "*" not in folder
            and "." not in folder.rsplit("/", 1)[-1]
            and _OF_FOLDER.match(text, e, s2)
        ):
            out[i : i + 2] = [(s, e2, f"{folder.rstrip('/')}/{kind}"), (s2, s2, "")]
    return [x for x in out if x[2]]
