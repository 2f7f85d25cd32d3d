"""The actions family's paths: "new components go under src/components" (a new file that is a
component, written elsewhere, breaks it; other files are not concerned), "never write to
vendor/" (nothing written or edited under it)."""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from functools import lru_cache

from app.domain.compliance.actions import _arg
from app.domain.compliance.model import (
    COMMIT,
    MKDIR,
    OPAQUE,
    STAGE,
    WRITE,
    Evidence,
    Family,
    Outcome,
)
from app.domain.compliance.read_only_calls import paths_read
from app.domain.compliance.target import Target

_TEST_FILE = re.compile(
    r"(?:^test_.*\.py|.*_test\.(?:py|go)|.*\.(?:test|spec)\.[cm]?[jt]sx?|.*Tests?\.(?:java|kt|cs)|.*_spec\.rb)$"
)
# What a path rule may be about ("file": any file).
SUBJECTS = ("file", "test", "component", "hook", "style", "migration", "doc", "script", "config")
_CONFIG_EXT = frozenset({"yaml", "yml", "toml", "ini", "cfg", "conf", "properties", "env"})
_DATA_EXT = frozenset({"json", "jsonc", "json5", "js", "cjs", "mjs", "ts", "xml", "plist"})
_SETTINGS_NAME = re.compile(
    r"(?:^|[._-])(?:settings|config|conf|configuration|preferences)(?:$|[._-])|config$", re.I
)
# (check-zb-east) a migration by its name's shape in the other frameworks: a number or a date, then
# its words, in Ruby, JavaScript or TypeScript ("20240601_add_coupon.rb", "20240601120000_users.js",
# "1717230000000-AddCoupon.ts"), as Python's and SQL's are read below. A date alone is no
# migration ("exports/20240601_report.js", "scripts/20240601-backfill.ts": review of the
# twenty-eighth round): a timestamp of ten digits or more, a schema's verb after the date, or a
# folder of the database above it
_NUMBERED = re.compile(
    r"(?:\d{10,}[_-]\w+|\d{6,}[_-](?:add|create|remove|drop|change|rename|alter|modify|init)\w*)"
    r"\.(?:rb|js|ts|cjs|mjs)$",
    re.IGNORECASE,
)
_DATED = re.compile(r"\d{6,}[_-]\w+\.(?:rb|js|ts|cjs|mjs)$")
_DATABASE_DIRS = frozenset({"db", "database", "migrate", "schema"})
_NOT_COMPONENT_DIRS = {"pages", "routes", "views", "screens", "tests", "test", "__tests__"}


def is_subject(subject: str, path: str) -> bool:
    """Whether a written file is the kind of file a path rule is about."""
    parts = [p for p in path.replace("\\", "/").split("/") if p]
    name = parts[-1] if parts else ""
    stem, _dot, ext = name.rpartition(".")
    ext = ext.lower()
    if subject == "file":
        return True
    if subject == "test":
        return bool(_TEST_FILE.match(name))
    if subject == "component":
        if (
            _TEST_FILE.match(name)
            or ".stories." in name
            or stem.lower() in ("index", "main", "app", "page", "layout")
        ):
            return False
        if any(p.lower() in _NOT_COMPONENT_DIRS for p in parts[:-1]):
            return False
        if ext in ("vue", "svelte") or ".component." in name:
            return True
        return ext in ("tsx", "jsx") and stem[:1].isupper()
    if subject == "hook":
        return bool(re.match(r"use[A-Z]\w*\.[cm]?[jt]sx?$", name))
    if subject == "style":
        return ext in ("css", "scss", "sass", "less")
    if (
        subject == "migration"
        and (  # (check-zb-east)
            _NUMBERED.match(name)
            or (_DATED.match(name) and any(p.lower() in _DATABASE_DIRS for p in parts[:-1]))
        )
    ):
        return True
    if subject == "migration":
        return "migration" in path.lower() or bool(re.match(r"\d{3,}[_-]\w+\.(?:py|sql)$", name))
    if subject == "doc":
        return ext in ("md", "rst", "adoc") and stem.upper() not in (
            "README",
            "CHANGELOG",
            "LICENSE",
            "CONTRIBUTING",
            "AGENTS",
            "CLAUDE",
        )
    if subject == "script":
        return ext in ("sh", "bash", "ps1")
    if subject == "config":  # a settings file: YAML, TOML, INI, .env, an "rc" dotfile
        return (
            bool(ext in _CONFIG_EXT and stem)
            or name.startswith(".env")
            or (name.startswith(".") and name.endswith("rc"))
            # one named as settings in a format that holds data ("settings.local.json",
            # "tsconfig.json", "app.config.js")
            or bool(ext in _DATA_EXT and _SETTINGS_NAME.search(stem))
        )
    return False


def resolved(path: str) -> str:
    """A path as the file system resolves it: "\\" as "/", "./" and "a/../" taken out
    ("tests/unit/../integration/x.py" is "tests/integration/x.py")."""
    p = path.replace("\\", "/")
    if not p:
        return p
    return posixpath.normpath(p)


def _segments(path: str) -> list[str]:
    return [s for s in resolved(path).split("/") if s and s != "."]


_KIND = re.compile(r"\.[a-z0-9]{2,8}")
_TEMPLATE = re.compile(r"\.(?:example|sample|template|dist|tpl|defaults?)$")


@lru_cache(maxsize=256)
def _glob(pattern: str) -> re.Pattern:
    """A glob as .gitignore reads one: `**/` any folders (none too), `*` and `?` within a name."""
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(out) + "(?:/.*)?", re.IGNORECASE)


def placement(path: str, folder: str, kinds: bool = False) -> bool | None:
    """Whether the path lies under the folder, or is the file or matches the glob the rule names
    ("*.lock", "src/**/*.test.ts"): None for a relative path that may be under it."""
    if "*" in folder or "?" in folder:
        rx = _glob(resolved(folder).lstrip("./") if not folder.startswith("/") else folder)
        p = resolved(path)
        if folder.startswith("/"):
            return rx.fullmatch(p) is not None
        parts = [s for s in p.split("/") if s and s != "."]
        return any(rx.fullmatch("/".join(parts[i:])) for i in range(len(parts)))
    f = [s.lower() for s in _segments(folder)]
    p = [s.lower() for s in _segments(path)]
    if kinds and len(f) == 1 and _KIND.fullmatch(f[0]) and p:
        # a kind of file named by its dot, never committed ("I file .sqlite non vanno mai
        # committati", "Dateien mit der Endung .env gehören nicht ins Git", "los archivos .pem no
        # se suben"): the file so named, one of that extension (data/forme.sqlite) and its
        # variants (.env.production) — not its template (.env.example), which is committed
        name = p[-1]
        variant = name.startswith(f[0] + ".") and not _TEMPLATE.search(name)
        if name.endswith(f[0]) or variant:
            return True
    if folder.startswith("/"):
        return (resolved(path).lower() + "/").startswith("/" + "/".join(f) + "/")
    for i in range(len(p) - len(f) + 1):
        if p[i : i + len(f)] == f and i + len(f) < len(p) + 1:
            return True
    if not path.startswith(("/", "~")) and not re.match(r"[A-Za-z]:", path):
        for k in range(1, len(f)):
            if p[: len(f) - k] == f[k:]:
                return None  # "components/Button.tsx" with "src/components": may be under it
    return False


@dataclass(frozen=True, slots=True)
class PathRule:
    """Files of `subject` ("component", "test", …, "file": any) go under `folder` — or, when
    `forbidden`, nothing is written, edited or removed under it. `edits`: the rule is about
    editing too ("only edit files under src/"), not only where new files go."""

    folder: str
    subject: str = "file"
    forbidden: bool = False
    edits: bool = False
    # Paths under the folder the rule names as its exception: a write there keeps a forbidding
    # rule ("nothing in vendor/ but vendor/README.md", "vendor/README.md 除外") and breaks a
    # confining one ("only edit files under src/, except src/generated/").
    exempt: tuple[str, ...] = ()
    # The rule is about what is committed ("never commit .env", "node_modules はコミットしないで",
    # ".env 커밋 금지"), not about what is written: a file staged or committed under the folder
    # breaks it.
    commits: bool = False
    # (English, check-y-en) the rule keeps the place from removal or as read only ("raw/ is never
    # deleted"): a call that only reads it (`ls raw/`) keeps the rule
    read_keeps: bool = False
    # (fix-zd-files) the rule bans only taking files away ("Never delete anything in backups/",
    # "Do not remove *.sql files"): a removal there breaks it; a write, an edit, a new folder or a
    # move into the place is not what it is about
    removals: bool = False
    # (mend-zd-words) a bare dotfile said as a kind (".env files"): its variants (.env.local) are
    # its files too (dotfile_kinds); "the .env file", ".env" name one file
    variants: bool = False

    family = Family.ACTIONS
    aspect = "path"

    def _exempt(self, path: str) -> bool:
        return any(placement(path, e) for e in self.exempt)

    def check(self, target: Target) -> tuple[Outcome, Evidence | None]:
        if self.commits:
            return self._check_commit(target)
        acts = [
            a
            for a in target.actions
            if a.kind in (WRITE, MKDIR) and (a.removes or not self.removals)
        ]
        if not acts and self.read_keeps and _read_here(target, self.folder):
            return Outcome.FOLLOWED, None  # (English, check-y-en) the kept place only read
        if not acts:
            return Outcome.NOT_APPLICABLE, None
        result: tuple[Outcome, Evidence | None] = (Outcome.NOT_APPLICABLE, None)
        for action in acts:
            concerned = action.value is None or self.subject == "file"
            concerned = concerned or is_subject(self.subject, action.value)
            if not concerned:
                continue
            if not self.forbidden and (
                action.kind == MKDIR or (not action.new_file and not self.edits)
            ):
                continue  # where new files go: an edit of one that exists is not concerned
            if action.value is None:  # a write nobody can place (`> "$OUT"`)
                result = (Outcome.UNKNOWN, None)
                continue
            where = placement(action.value, self.folder)
            if where is False and self.variants and _variant(action.value, self.folder):
                where = True  # (fix-zd-files) ".env files" are .env.local's too
            named = action.swept != action.value  # (mend-zd-shell) a sweep narrowed by a name
            if where is False and action.swept and _sweep_reaches(action.swept, named, self.folder):
                where = None  # a sweep from above the place, or of files it cannot name
            if where and self._exempt(action.value):
                # forbidden there but for the exception: kept; confined there but for it: outside
                where = False
            if self.forbidden:
                if where:
                    return Outcome.VIOLATED, _arg(action, "path_forbidden")
                if where is None:
                    result = (Outcome.UNKNOWN, None)
                elif result[0] is Outcome.NOT_APPLICABLE:
                    result = (Outcome.FOLLOWED, _arg(action, "path_elsewhere"))
                continue
            if where is False:
                return Outcome.VIOLATED, _arg(action, "path_outside")
            if where is None:
                result = (Outcome.UNKNOWN, None)
            elif result[0] is Outcome.NOT_APPLICABLE:
                result = (Outcome.FOLLOWED, _arg(action, "path_inside"))
        return result

    def _check_commit(self, target: Target) -> tuple[Outcome, Evidence | None]:
        """A forbidding rule about commits: `violated` when a file staged (or committed by a git
        host's tool) lies under the folder and is not its exception; `followed` when every file
        the call stages is named and none does; `unknown` when the call commits what it does not
        name (`git add -A`, `git commit -a`, a folder staged, a commit of what was staged before,
        a git nobody can see run)."""
        staged = [a for a in target.actions if a.kind == STAGE]
        commits = [
            a for a in target.actions if (a.kind == COMMIT and not a.remote) or a.kind == OPAQUE
        ]
        if not staged and not commits:
            return Outcome.NOT_APPLICABLE, None
        unknown = False
        kept: Evidence | None = None
        for action in staged:
            if action.value is None:
                unknown = True
                continue
            where = placement(action.value, self.folder, kinds=True)
            if where and not self._exempt(action.value):
                return Outcome.VIOLATED, _arg(action, "path_committed")
            # a folder staged may hold a file the rule names ("git add src/" beside ".env",
            # "*.pem"); a folder the rule names is where it lies ("dist/" is not under "src/")
            held = not where and _may_hold(action.value) and _names_files(self.folder)
            # (check-w-east) but a dotfile named bare is the project root's: a subfolder staged
            # holds none of it ("git add src/" beside ".env 파일은 커밋하지 않습니다")
            held = held and not _root_dotfile_beside(self.folder, action.value)
            if where is None or held:
                unknown = True
            else:
                kept = kept or _arg(action, "path_elsewhere")
        if unknown or kept is None:
            return Outcome.UNKNOWN, None
        return Outcome.FOLLOWED, kept


def _variant(path: str, folder: str) -> bool:
    """(fix-zd-files) Whether the file is a variant of a dotfile the rule names bare (.env.local,
    .env.production of ".env"; not its template, .env.example), as a commit's rule reads it: "Never
    delete .env files" against `rm .env.local` was kept. (mend-zd-words) Only where the rule said
    the dotfile as a kind (PathRule.variants)."""
    if "/" in folder or not _KIND.fullmatch(folder.lower()):
        return False
    name = _segments(path)[-1:] or [""]
    return name[0].lower().startswith(folder.lower() + ".") and not _TEMPLATE.search(name[0])


def _read_here(target: Target, folder: str) -> bool:
    """(English, check-y-en) Whether a shell call only reads, and reads under `folder`."""
    return any(placement(p, folder) for p in paths_read(target))


# Names without a dot that are files, not folders.
_FILE_NAMES = frozenset(
    {"makefile", "dockerfile", "license", "readme", "procfile", "gemfile", "rakefile",
     "jenkinsfile", "vagrantfile", "brewfile", "justfile", "caddyfile", "notice", "authors"}
)  # fmt: skip


def _names_files(folder: str) -> bool:
    """Whether a rule's path names files ("*.pem", ".env", "secrets.yaml"), not a folder."""
    last = resolved(folder).rstrip("/").rsplit("/", 1)[-1]
    if folder.endswith("/"):
        return False
    return "*" in last or "?" in last or "." in last.lstrip(".") or last.startswith(".")


# The dotfiles a project keeps at its root: an environment's (".env", ".env.local") and a tool's
# run-commands (".npmrc", ".pypirc", ".netrc")
_ROOT_DOTFILE = re.compile(r"\.env(?:\.[\w-]+)?|\.\w+rc|\.htpasswd|\.pgpass", re.IGNORECASE)


def _root_dotfile_beside(folder: str, path: str) -> bool:
    """(ja zh ko, check-w-east) Whether the rule names a dotfile bare (".env", ".env.local": no
    folder, no glob), which lives at the project's root, and the path staged is a subfolder
    ("src/", "app"), not the root itself (".", "-A" stages no named path)."""
    if not _ROOT_DOTFILE.fullmatch(folder):
        return False  # (".pem", ".key" alone name a file kind, found at any depth)
    last = resolved(path).rstrip("/")
    return last not in ("", ".", "..", "./") and not last.startswith(("./.", "../", "/"))


def _may_hold(path: str) -> bool:
    """Whether a path staged may be a folder, whose files are not named (`git add src/`)."""
    last = resolved(path).rstrip("/").rsplit("/", 1)[-1]
    if path.endswith("/") or last in ("", ".", ".."):
        return True
    return (
        "." not in last.lstrip(".") and not last.startswith(".") and last.lower() not in _FILE_NAMES
    )


def _sweep_reaches(start: str, named: bool, folder: str) -> bool:
    """Whether a sweep from `start` (sweeps.py; narrowed by a name, when `named`) may remove what a
    rule keeps at `folder`, though the swept path lies outside it."""
    top = resolved(start)
    if top == "/" or top == ".." or top.startswith(("../", "~")):
        return True  # a start above the project holds every place of it
    if _names_files(folder):
        # files of a kind ("*.sql", ".env"): a name says which are swept; none, any may be
        return not named
    return placement(folder, start) is not False  # the place lies under the start
