"""Reading the actions family's rules: protected branches and force pushes, a branch for every
task, pull requests, and where files go (see app.domain.compliance.actions); what a rule says of
branch names, commit subjects and pull-request titles is read in read_messages."""

from __future__ import annotations

import re

from app.domain.compliance import actions as act
from app.domain.compliance import read_messages
from app.domain.compliance.action_words import (
    BRANCH,
    COMMIT,
    FORCE,
    FORCE_OPTION,
    INTO_REPO,
    MERGE,
    NAMING,
    ONLY_WHEN,
    PUSH,
    PUT_UP,
    REQUEST,
    SHARED,
    TOUCH_BRANCH,
    WORK_ON,
)
from app.domain.compliance.agents_push import agents_own_parts
from app.domain.compliance.allowed_beside import allowed_beside, own_branch_allowed  # (en, za-en)
from app.domain.compliance.allowed_only_to import allowed_only_to
from app.domain.compliance.bare_branches import got_onto, onto_the_branch
from app.domain.compliance.branch_means import only_requests
from app.domain.compliance.branch_writes import (  # (check-zf-en)
    is_means,
    kept_off,
    nothing_written,
    written_onto,
)
from app.domain.compliance.closed_branches import (
    closed_in_east,
    closed_in_english,
    left_alone_in_west,  # (fr de es it ru ar; check-y-west)
)
from app.domain.compliance.folder_kinds import every_file_of_the_place  # (check-zb-east)
from app.domain.compliance.folder_names import named_folders
from app.domain.compliance.force_beside_push import force_beside
from app.domain.compliance.kept_files import kept_out_of_repo
from app.domain.compliance.lexicon import (
    KO_HANGUL,
    USE,
    Lazy,
    blank,
    clauses,
    exceptions,
    negated,
    table,
)
from app.domain.compliance.merged_into import (  # (merge_joined_into: check-zb-east)
    PR_MERGED,
    merge_joined_into,
    merge_refused_into,
    merged_into,
)
from app.domain.compliance.model import MERGE as MERGED_IN  # the action (MERGE above: the words)
from app.domain.compliance.off_limits import (  # (English, check-za-en)
    OFF_LIMITS,
    PUSHES_KEPT_OFF,
    PUSHES_OUT,
)
from app.domain.compliance.own_bans import branches_banned_in_west  # (west; check-zb-west)
from app.domain.compliance.paths import PathRule
from app.domain.compliance.places_allowed import places_allowed  # (check-za-east)
from app.domain.compliance.read_branches import (
    BRANCH_PATH,
    BRANCHY,
    PERMIT,
    all_excepted,
    branches_named,
    excepted,
    family_excepted,
    forbidden_branches,
    only_branches,
    pushed_from,
    request_base,
)
from app.domain.compliance.read_messages import CAPITAL, KEBAB, LOWER, SNAKE, START, UNDERSCORE
from app.domain.compliance.read_paths import KEEP_OUT, committed_paths, names_a_term, path_rules
from app.domain.compliance.read_paths import SUBJECTS as PATH_SUBJECTS  # (check-zb-east)
from app.domain.compliance.reason_branches import reasons_branches  # (check-zf-east)
from app.domain.compliance.rebase_onto import rebase_refused
from app.domain.compliance.reserved import reserved_to_role, reserving_clauses
from app.domain.compliance.terse_posts import terse_kept  # (English, check-z-en)
from app.domain.compliance.whose_branches import OWN, own_named, per_task, shared_listed

# A pull request's title: "PR titles start with the ticket number", "PR 標題要用英文寫".
TITLE = table(
    r"titles?;titled;标题;標題;タイトル;件名;제목;titres?;titel\w*;títulos?;titol\w*;заголов\w*;"
    r"названи\w*;عنوان;عناوين"
)
# "…, --force-with-lease included", "même avec --force-with-lease", "auch nicht mit …": a lease
# named as one more force push the rule forbids, not as the one it allows.
_INCLUDED = table(
    r"includ\w*;too;as\s+well;also;even;y\s+compris;aussi;même;non\s+plus;auch;selbst;einschließlich;"
    r"inklusive;incluso;incluid\w*;también;tampoco;anche;compres\w*;neanche;nemmeno;включая;тоже;"
    r"также;даже;بما\s+في\s+ذلك;حتى;أيضا;أيضًا;包括;也;含め;含む;も"
)
_LEASE = Lazy(r"(?:--)?force[- ]with[- ]lease", re.IGNORECASE)


def _lease_allowed(text: str) -> bool:
    """Whether a force-push rule names `--force-with-lease` as what it allows ("use
    --force-with-lease instead"): named, and not in a clause that counts it in."""
    m = re.search(r"(?<!not )(?<!never )(?:--)?force[- ]with[- ]lease", text)
    if m is None:
        return False
    for a, b in clauses(text):
        if not a <= m.start() < b:
            continue
        part = blank(text[a:b], [(m.start() - a, m.end() - a)])
        # "--force-with-lease is also fine", "也可以": allowed, however many "also"s
        if PERMIT.search(part) or USE.search(part) or _INSTEAD.search(part):
            return True
        if _INCLUDED.search(part):
            return False
    return True


_INSTEAD = table(
    r"instead;stattdessen;plutôt;à\s+la\s+place;invece;en\s+su\s+lugar;вместо;بدلا;改用;代わりに"
)


def about_pr_titles(plain: str) -> bool:
    """Whether a rule is about pull requests' titles (its reading is theirs or none)."""
    return bool(REQUEST.search(plain) and TITLE.search(plain))


# Putting files into the repository said without the word commit: "깃에 올리지 마", "레포에
# 올리면 안 돼", "저장소에 넣지 마" (to git, to the repo).
_INTO_REPO = Lazy(
    r"(?:깃|git|레포|repo|리포|저장소|github|깃허브|원격)\s*(?:에|으로|로)?\s*(?:올리|올려|올릴|넣|푸시|push|포함"
    # (ko, check-v-east) and the file's own going up or in, intransitive ("깃에 올라가면 안 됩니다")
    r"|올라가|올라갈|들어가|들어갈)"
)
# A commit's message, subject or title: a rule about those is a commit rule, not a files one.
_MESSAGE = table(
    r"messages?;msgs?;subjects?;titles?;메시지;메세지;제목;信息;訊息;メッセージ;件名;nachricht\w*;"
    r"mensaje\w*;messaggi\w*;сообщени\w*;رسال\w*"
)


def committed_files(text: str, plain: str, names: frozenset[str]) -> list[PathRule]:
    """Korean's words for files never committed (".env 커밋 금지", "node_modules 폴더는 깃에 올리지
    마", "*.pem 커밋 ㄴㄴ"): read by `committed_paths` (PathRule.commits) when the prohibition is
    the commit's own clause's. The names the rule gives must all be files or folders — a
    branch's name ("main에 커밋 금지") keeps the rule a branch one."""
    if not KO_HANGUL.search(plain):
        return []
    if not (COMMIT.search(plain) or _INTO_REPO.search(plain)) or BRANCH.search(plain):
        return []
    if _MESSAGE.search(plain):
        return []
    # the prohibition is the commit's own ("vendor는 커밋은 해도 되는데 수정은 하지 마" forbids edits)
    if not any(
        (COMMIT.search(plain[a:b]) or _INTO_REPO.search(plain[a:b])) and negated(plain[a:b])
        for a, b in clauses(plain)
    ):
        return []
    folders = named_folders(text)
    if not folders or names_a_term(text, folders):
        return []  # "No console.log in committed code": code, not a file
    tokens = {f.lower().rstrip("/") for _s, _e, f in folders}
    for name in names:
        if name.lower().rstrip("*").rstrip("/") not in tokens and name.lower() not in tokens:
            return []
    return committed_paths(text, plain)


# Uploading said of files, beyond the words of a push: "los .pem no se suben a GitHub", "non vengono
# caricati su GitHub", "werden nie ins Repo hochgeladen", "не загружаются в репозиторий" — onto
# the remote, not any upload ("nie auf den Server hochgeladen" is a copy, no commit)
_UPLOADED = table(r"s[uú]ben;subid[oa]s;caricat[oiae];caricar(?:e|li|le);hochgeladen;загружа\w*")
_REMOTE = table(r"github;gitlab;git;repo\w*;dépôt;repositori\w*;репозитори\w*;репо;مستودع\w*")


# Publishing onto a branch the word for a branch names ("Sul ramo main pubblica solo la
# responsabile IT", "publie sur la branche prod", "veröffentlicht auf den Branch release"): a push
# there, where no word of a push is said (fr, de, es, it, ru, ar)
_PUBLISHED = table(
    r"pubblic(?:a|ano|are);publi(?:e|ent|er);public(?:a|an|ar);veröffentlich\w*;публику\w*;ينشر;تنشر"
)


# Updating a branch, or bringing changes onto it, kept to a role ("Il ramo produzione lo aggiorna
# esclusivamente il responsabile IT", "Ветку release обновляет только релиз-менеджер", "Änderungen
# am Branch release spielt allein … ein", "التعديلات على فرع production يرفعها مسؤول الإصدارات
# فقط"): the role's push there. Only so: "Aggiorna il ramo main prima di iniziare" asks a pull.
_UPDATED = table(
    r"aggiorn\w*;обновля\w*;обновит\w*;actualiza\w*;met(?:s|tent|tre)?\s+à\s+jour;"
    r"spiel(?:t|en)\s+(?:\S+\s+){0,6}?ein;eingespielt;يرفع\w*;يحدّث\w*;يحدث\w*"
    # (English, check-w-en) "Updating the production branch is left to the coordinator"
    r";updat(?:e|es|ed|ing)"
    # (de, ar; check-y-west) German's aktualisieren and Arabic's noun of updating ("Den Branch
    # release aktualisiert ausschließlich der Hüttenwirt", "تحديث فرع release … يعود إلى المهندسة")
    r";aktualisier\w*;تحديث"
)
# (English, check-x-en) commits said landing on a branch: "Commits straight onto the main branch"
_COMMITS_ONTO = Lazy(r"\bcommits\s+(?:straight\s+|directly\s+)?onto\b")


def _kinds_pushed(text: str, plain: str) -> bool:
    """Kinds of file by their dot said never pushed or uploaded, no branch named ("les .env ne
    sont jamais poussés", ".env-Dateien werden nicht ins Repo gepusht", "los .pem jamás se suben
    a GitHub", "ملفات .env لا تُرفع"; the west's twenty-second round): what reaches the remote is
    committed first, so they are kept out of every commit, as "never commit .env" is read."""
    folders = named_folders(text)
    return (
        bool(folders)
        and all(_FILE_KIND.fullmatch(f.lower()) for _s, _e, f in folders)
        and negated(plain)
    )


def pushed_file_kinds(text: str, plain: str, names: frozenset[str]) -> list[PathRule]:
    """A kind of file refused a push, no branch named ("*.keystore 文件不允许被推到远程仓库", "金鑰檔
    (*.key) 禁止推上 GitHub", "*.key files are never pushed"): its glob names files, never a
    branch, so no file of the kind goes up — read as files never committed (PathRule.commits),
    where a push of a branch was read and every push kept it."""
    # (a dotfile is no branch's name: ".env 파일 푸시 금지", ".env 不得推送到 GitHub")
    kinds = names or frozenset(f for _s, _e, f in named_folders(text))
    if not kinds or BRANCH.search(plain) or not negated(plain):
        return []
    if not all(_FILE_KIND.fullmatch(n) for n in kinds):
        return []
    return committed_paths(text, plain)


# Arabic's kinds of file said absent from the repository, as a noun ("لا ملفات .env في مستودع
# المزرعة", "ممنوع وجود ملفات .pem في المستودع"; the twenty-third round's west): kept out of every
# commit, as "Pas de fichiers .env dans le dépôt" is. (Not "في مستودع" alone: a folder lies there.)
_KINDS_IN_REPO = Lazy(
    r"(?<!\S)(?:لا|ممنوع)\s+(?:توجد\s+|يوجد\s+|وجود\s+)?(?:ال)?ملفات\s+\S+\s+(?:\S+\s+)?"
    r"(?:في|داخل)\s+(?:ال)?مستودع"
)


# a file kind's glob or a dotfile's name (*.key, .p12, .env): no branch is named so
_FILE_KIND = Lazy(r"\*?\.[a-z0-9]{1,12}")


def _named_as_folders(text: str, names: frozenset[str]) -> bool:
    """(ja zh ko, check-v-east) Whether every name is said to be a folder by the east's noun of one
    right after it ("k8s/prod/ 目錄", "infra/ フォルダ", "deploy/ 폴더"): a place a pull request
    goes through to its keepers, never the branch it is opened against."""
    return all(
        any(_FOLDER_NOUN.match(text, m.end()) for m in re.finditer(re.escape(n.rstrip("*")), text))
        for n in names
    )


_FOLDER_NOUN = Lazy(r"\s*(?:目錄|目录|資料夾|文件夹|フォルダ|ディレクトリ|폴더|디렉터리|디렉토리)")


def _branches_only(names: frozenset[str], branch, text: str) -> bool:
    """(check-zf-en) Whether the names are branches: each a line's name ("main", "release/*"),
    or, beside the word for a branch, none a folder's glob ("src/gen/*"); and each said on its own,
    never a piece of a file's name ("docker-compose.prod.yml")."""
    for n in names:
        if n.endswith("/*") and re.search(re.escape(n[:-1]) + r"(?!\*)", text):
            return False  # a folder written with its slash ("deploy/k8s/ 아래 파일은"), no branch
        if "*" not in n and not re.search(rf"(?<![\w.-]){re.escape(n)}(?![\w-]|\.\w)", text, re.I):
            return False
    if all(BRANCHY.fullmatch(n) for n in names):
        return True
    return bool(branch) and not any(n.endswith("/*") and not BRANCHY.fullmatch(n) for n in names)


def actions(text: str, plain: str) -> list:
    out: list = []
    if about_pr_titles(plain):
        return read_messages.pr_title_rules(text, plain)
    branch, push, commit = BRANCH.search(plain), PUSH.search(plain), COMMIT.search(plain)
    if not push and branch:
        push = _PUBLISHED.search(plain)  # "Sul ramo main … pubblica solo la responsabile IT"
    if not push and branch and reserving_clauses(plain):
        push = _UPDATED.search(plain)  # "Il ramo produzione lo aggiorna solo il responsabile IT"
    if not push and branch and commit and reserving_clauses(plain):
        # (English, check-x-en) "Commits straight onto the main branch are the release manager's
        # job": commits said landing on a branch kept to a role get there by a push
        push = _COMMITS_ONTO.search(plain)
    if not push and not branch and reserving_clauses(plain):
        push = got_onto(plain)  # (English, check-y-en) "Getting anything onto catalogue-prod is …"
    if not push and branch and reserving_clauses(plain):
        # (English, check-za-en) "Whatever goes onto the station's on-air branch is …"
        push = onto_the_branch(plain)
    if not push and not commit and reserving_clauses(plain) and branches_named(text):
        push = terse_kept(plain)  # (English, check-z-en) "main: plot secretary only"
    # (changes put up onto a branch named are a push: "En el repo del vivero, a main solo sube
    # cambios la jefa técnica")
    onto = push and any(BRANCHY.fullmatch(n) for n in branches_named(text))
    if push and not branch and push.group()[:1] == "s" and INTO_REPO.search(plain) and not onto:
        push = None  # "La carpeta build/ no se sube al repo": Spanish uploads files, a commit
    uploaded = _UPLOADED.search(plain) if not push and _REMOTE.search(plain) else None
    kinds = (push or uploaded) if not branch and _kinds_pushed(text, plain) else None
    if not kinds and not branch and _kinds_pushed(text, plain):  # (ar; check-w-west)
        kinds = _KINDS_IN_REPO.search(plain)
    if kinds:
        commit, push = kinds, None
    names = branches_named(text)
    names -= reasons_branches(text, plain, names)  # (ko ja zh; check-zf-east) the reason's branch
    rebase = rebase_refused(plain, names) if names and not push and not commit else None
    if rebase:  # (fix-zb-noticed) "No rebasing onto main, ever", "Never rebase main"
        return [act.ProtectedBranch(names, frozenset({rebase}))]
    # (English, check-x-en) "release/7 is frozen", "Leave maint/3.9 alone": nothing lands there
    closed = closed_in_english(plain)
    if closed:
        return [act.ProtectedBranch(closed, frozenset({act.COMMIT, act.PUSH}))]
    # (fr de es it ru ar; check-y-west) "Lass den Branch maint/5.x … in Ruhe": nothing lands there
    closed = left_alone_in_west(plain, names)
    closed = closed or branches_banned_in_west(plain, names)  # (check-zb-west) "main ist tabu"
    if closed:
        return [act.ProtectedBranch(closed, frozenset({act.COMMIT, act.PUSH}))]
    # (ko ja zh; check-y-east) "stable 브랜치에 머지하는 건 박 테크리드님 몫이에요": the merge landing
    # on that branch is the role's; merges into other branches keep the rule
    merged = merged_into(text, plain)
    merged = merged or merge_refused_into(text, plain)  # (check-za-east)
    merged = merged or merge_joined_into(text, plain)  # (check-zb-east) "main 에 합치지 마"
    if merged:
        return [act.ProtectedBranch(merged, frozenset({MERGED_IN})), PR_MERGED]
    files = committed_files(text, plain, names)
    if not files and (push or kinds):  # (check-v-east)
        files = pushed_file_kinds(text, plain, names)
    if files:
        return files
    # a push reserved to a role ("Pushes to the release branch are made by the release manager
    # alone", "Only the release manager pushes to release/*"): refused to the agent, its "only"
    # said of who pushes, not of where
    reserved = reserved_to_role(plain)
    forbids = negated(plain) or reserved
    forbids = forbids or bool(push and PUSHES_OUT.search(plain))  # (English, check-za-en)
    forbids = forbids or bool(push and PUSHES_KEPT_OFF.search(plain))  # (English, check-za-en)
    # Branches named only as the exception to a rule that names others ("never push to
    # release/* except release/next", "never push to main except from hotfix/*"): not protected;
    # kept beside the others where a pattern of theirs covers them.
    exempt = excepted(text, names)
    sources: frozenset[str] = frozenset()
    if exempt and exempt != names:
        names = names - exempt
        # "hotfix 말고는 main 푸시 금지", "never push to main except from hotfix/*": an
        # exception no protected name covers is where the allowed pushes come from
        if PUSH.search(plain):
            korean = bool(KO_HANGUL.search(plain))
            sources = frozenset(
                e for e in exempt if not act.matches(e, names) and pushed_from(text, e, korean)
            )
        exempt = frozenset(e for e in exempt if act.matches(e, names))
    else:
        exempt = frozenset()
    for a, b in exceptions(text) if names else ():
        for m in BRANCH_PATH.finditer(text, a, b):
            name = m.group(1).rstrip(".")
            if name not in names and act.matches(name, names):
                exempt |= {name}
    # "never commit .env", "Committe niemals Dateien aus dem Ordner secrets/": files and folders
    # named beside a commit, with no word for a push or a branch, are paths, not branches
    keeps_out = forbids or KEEP_OUT.search(plain)  # "keep .env out of commits"
    korean = KO_HANGUL.search(plain)
    # "never goes into the repo", "ne sont jamais versionnés": a commit said as where files go;
    # the words of that place are not a folder ("keep secrets out of the repo": not out/)
    into = None if commit or korean else INTO_REPO.search(plain)
    # (English, check-w-en) "No .env in the … repo", "*.pem stays on your own machine"
    kept = None if commit or korean or into else kept_out_of_repo(plain)
    into, keeps_out = into or kept, keeps_out or kept
    if (
        (commit or into)
        and keeps_out
        and not push
        and not branch
        and not REQUEST.search(plain)
        and not korean
    ):
        paths = [r for r in committed_paths(text, plain) if not BRANCHY.fullmatch(r.folder)]
        paths = [r for r in paths if not is_means(r.folder)]  # (check-zf-en) "through the API"
        if into:
            paths = [r for r in paths if r.folder not in into.group().split()]
        if paths:
            return paths
        if names and not any(BRANCHY.fullmatch(n) for n in names):
            return []  # folders named, none of them what is committed, and no branch either
    # "main에 PR 올리지 마": a request put up, not a push — but a putting up refused in a clause
    # that names no request is one ("main 에 바로 올리는 건 금지입니다. PR 로 올려 주세요")
    if (
        push
        and REQUEST.search(plain)
        and not PUSH.search(PUT_UP.sub(" ", plain))
        and not any(
            PUT_UP.search(plain, a, b) and negated(plain[a:b]) and not REQUEST.search(plain, a, b)
            for a, b in clauses(plain)
        )
    ):
        push = None
    if not push and names and FORCE_OPTION.search(plain):
        push = FORCE_OPTION.search(plain)  # "main에 --force 옵션 쓰지 마": git push's option
    # "--force-with-lease" named in a force rule is what it recommends, not what it forbids
    lease_ok = _lease_allowed(text)
    # (fix-zb-noticed) "Never push to main or force anything": main's push, force anywhere
    beside = force_beside(text, plain, names, lease_ok) if push and forbids else None
    if beside:
        return beside
    if push and FORCE.search(plain) and forbids:
        if names and SHARED.search(plain) and not shared_listed(plain, names):
            # "여럿이 같이 쓰는 develop 같은 곳엔 강제 푸시 안 돼요", "shared branches like develop":
            # the branches named are examples of the shared ones, which bound nothing
            shared = act.DEFAULT_BRANCHES | {"dev", "release", "production", "staging"}
            # one's own branches said to be fine beside them ("Force-pushing is fine on your own
            # branches, but shared ones like develop …"): what is not shared is allowed
            exact = bool(PERMIT.search(plain) and OWN.search(plain))
            # the branches named in the clause that allows one's own ("rewriting history on your
            # own feature branch is your call") are not the shared ones
            own = own_named(text, plain) if exact else frozenset()
            out.append(
                act.NoForcePush(frozenset(names - own) | shared, exact=exact, lease_ok=lease_ok)
            )
        elif names and all_excepted(text, names):
            # (probe-zg) "Never force-push, except to hotfix/*", "Niemals force-pushen, außer auf
            # hotfix/*": every branch but the exception's (read as the exception's alone, the
            # hotfix force push was denied and main's let through)
            out.append(act.NoForcePush(None, lease_ok=lease_ok, exempt=names))
        elif names:
            out.append(act.NoForcePush(names, lease_ok=lease_ok))
        elif SHARED.search(plain):
            shared = act.DEFAULT_BRANCHES | {"release", "production", "staging"}
            # one's own allowed beside them ("on your own fix branches it's your call"): what is
            # not shared is allowed, as where the shared ones are named
            exact = bool(PERMIT.search(plain) and OWN.search(plain))
            out.append(act.NoForcePush(shared, exact=exact, lease_ok=lease_ok))
        else:
            out.append(act.NoForcePush(None, lease_ok=lease_ok))
        return out
    reserving = reserving_clauses(plain) if push and names else []
    if push and names:  # (ko ja zh; check-za-east, fix-za-noticed; fix-zc-noticed: "do that")
        reserving = allowed_only_to(plain, reserving)  # "…에게만 허용됩니다"
    reserved = frozenset(n for a, b in reserving for n in branches_named(text[a:b]))
    # (fix-za-noticed) the agent's own push beside the doer's ("…nur die CI, du pushst auf
    # develop") names where it may push, not what is kept from it
    own = [p for a, b in reserving for p in agents_own_parts(text, a, b)]
    own_names = frozenset(n for a, b in own for n in branches_named(text[a:b]))
    if own_names and reserved - own_names:
        reserved = frozenset(n for n in reserved if n not in own_names)
    if reserved:
        # "Solo la jefa de producto sube cambios a la rama main", "seule la responsable technique
        # pousse sur production": the push there is the role's — refused to the agent (its "only"
        # is said of who pushes, not of where pushes go)
        out.append(act.ProtectedBranch(reserved, frozenset({act.PUSH})))
        return out
    closed = closed_in_east(text, names)  # (ko ja zh; check-x-east)
    if closed and not reserved:
        # "hotfix/spring 브랜치는 동결 상태입니다", "release/3.2 已经封版冻结": a branch's state says
        # nothing more lands on it, pushed or committed; other branches stay free
        out.append(act.ProtectedBranch(closed, frozenset({act.COMMIT, act.PUSH})))
        return out
    if push and names and all_excepted(text, names):
        # "main 외의 브랜치에만 푸시", "main을 제외한 브랜치로", "push anywhere but main": every
        # branch but those named — they are barred; "main 빼고는 푸시하지 마" (none but main):
        # pushes land only there
        out.append(act.ProtectedBranch(names, frozenset({act.PUSH}), only=forbids))
        return out
    if push and names and not ONLY_WHEN.search(plain) and not reserved:
        # "main only gets PRs, feature branches get pushed directly": main takes no direct push
        # (probe-zf); the branches named where the "only" is said of the request
        kept = frozenset(
            n
            for a, b in clauses(plain)
            if only_requests(plain[a:b])
            for n in branches_named(text[a:b])
        )
        if kept:
            out.append(act.ProtectedBranch(kept, frozenset({act.PUSH})))
        # (review-zf) and where pushes may land, said beside it ("Push only to feature/*
        # branches; main only gets PRs"): both hold — read alone, a push to develop went on
        allowed = only_branches(text, plain) - kept
        if allowed:
            # "Push only to feature/*, except feature/legacy": the exception is barred too
            barred = frozenset(e for e in exempt if act.matches(e, allowed))
            rule = act.ProtectedBranch(allowed - barred, frozenset({act.PUSH}), True, barred)
            out.append(rule)
        if kept or allowed:
            return out
    requests = REQUEST.search(plain) if not push else None  # push rules name PRs as the way
    if requests and names and not branch and _named_as_folders(text, names):  # (check-v-east)
        requests = None  # "k8s/prod/ 目錄只有 SRE 能改，其他人請開 PR 給他們": a PR to the role
    if requests and names and not commit:
        base = request_base(text, plain, names)
        if base:  # "PR은 main 말고 develop으로 보내 주세요", "PR은 develop으로만"
            out.append(act.ProtectedBranch(base, frozenset({act.PULL_REQUEST}), only=True))
            return out
    # "main 브랜치는 건드리지 마", "don't touch the main branch": no commit lands there, no push
    touches = branch and TOUCH_BRANCH.search(plain)
    touches = touches or (branch and OFF_LIMITS.search(plain))  # (English, check-za-en)
    # (check-zf-en) files written onto a branch named, by any tool or a git host's API: a commit
    # (a branch: the word for one, or a line's name; never a folder's files: "src/gen/ …")
    writes = bool(names) and not (push or commit) and _branches_only(names, branch, text)
    writes = writes and written_onto(plain, names)
    if names and (writes or commit or push) and not forbids:
        forbids = kept_off(plain) or nothing_written(plain, pushed=not (writes or commit))
    if (
        names
        and forbids
        and (push or commit or requests or WORK_ON.search(plain) or touches or writes)
    ):
        on = set()
        if requests:
            on.add(act.PULL_REQUEST)
        if push:
            on.add(act.PUSH)
        if commit or writes or (WORK_ON.search(plain) and not push):
            on.add(act.COMMIT)
        if WORK_ON.search(plain) or (touches and not (push or commit or requests)):
            on |= {act.COMMIT, act.PUSH}
        protected = forbidden_branches(text, plain, names)
        protected -= places_allowed(text, plain, protected)  # "develop は、OK" (check-za-east)
        protected -= allowed_beside(text, plain, protected)  # (English, check-za-en)
        froms = sources | (family_excepted(text) if KO_HANGUL.search(plain) else frozenset())
        froms = froms if on == {act.PUSH} and not froms & protected else frozenset()
        out.append(act.ProtectedBranch(protected, frozenset(on), exempt=exempt, exempt_from=froms))
    naming = NAMING.search(plain)
    if (branch and not naming and per_task(plain)) or (
        branch
        and names
        and forbids
        and not naming
        and re.search(
            r"\b(?:create|use|open|make)\b|新建|创建|創建|作成|作って|만들|crée|erstell|crea|создава|أنشئ",
            plain,
        )
    ):
        out.append(act.BranchPerTask())
    refused = any(isinstance(r, act.ProtectedBranch) for r in out)  # (English, check-za-en)
    if refused and out[-1:] == [act.BranchPerTask()] and own_branch_allowed(plain):
        out.pop()  # "no pushing there — if you have to push, use your own feature branch": its place
    # a branch's case or separators said beside the word for a branch are its name's
    # ("새 브랜치는 전부 소문자로", "브랜치명에 언더바 쓰지 마")
    styled = LOWER.search(plain) or KEBAB.search(plain) or SNAKE.search(plain)
    styled = styled or UNDERSCORE.search(plain) or (CAPITAL.search(plain) and forbids)
    if branch and (naming or START.search(plain) or styled):
        reading = read_messages.branch_name(text, plain)
        if reading is not None:
            out.append(reading)
    if commit and not out:
        out += read_messages.commit_rules(text, plain)
    if (
        commit and not out and forbids and not korean
    ):  # "never commit .env", "node_modules はコミットしないで"
        out += [r for r in committed_paths(text, plain) if not BRANCHY.fullmatch(r.folder)]
    if not out and not branch and not (names and MERGE.search(plain)):
        # "hotfix/* 말고는 main에 머지하지 마": branches merged, not folders
        out += path_rules(text, plain)
        out = every_file_of_the_place(text, out, dict(PATH_SUBJECTS))  # (ko zh; check-zb-east)
    return out
