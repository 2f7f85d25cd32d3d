"""Reading the actions family's rules: protected branches and force pushes, a branch for every
task, branch names, commit subjects, and where files go (see app.domain.compliance.actions)."""

from __future__ import annotations

import re

from app.domain.compliance import actions as act
from app.domain.compliance.language import _NOT_REPLY, chinese_variant, languages_named
from app.domain.compliance.lexicon import NEGATION_AFTER, NEGATION_BEFORE, USE, blank, table
from app.domain.compliance.paths import PathRule

# ---------------------------------------------------------------- actions

PUSH = table(
    r"push\w*;推送;推到;推上;プッシュ;푸시;pouss\w*;pushen;gepusht;empuj\w*;pushear;pushare;"
    r"пуш\w*;запуш\w*;ادفع;دفع;تدفع"
)
FORCE = table(
    r"force\w*;--force;強制;强制;강제;forc[eé]\w*;erzwing\w*;forz\w*;форс\w*;"
    r"принудительн\w*;قسري\w*;بالقوة"
)
COMMIT = table(r"commit\w*;提交;コミット;커밋;коммит\w*;الالتزام;الإيداع;الايداع;إيداع;كوميت")
BRANCH = table(
    r"branch\w*;分支;ブランチ;브랜치;branche\w*;zweig\w*;rama\w*;ramo;ветк\w*;веток;ветв\w*;"
    r"فرع;فروع;الفرع;الفروع;لفرع"
)
TASK = table(
    r"tasks?;features?;changes?;issues?;tickets?;jobs?;pieces?\s+of\s+work;"
    r"work\s+items?;pr;任务;任務;功能;需求;改动;改動;工作;タスク;作業;機能;変更;작업;태스크;기능;이슈;tâches?;travail;"
    r"fonctionnalités?;aufgabe\w*;änderung\w*;tareas?;cambios?;funcionalidad\w*;"
    r"attività;compit\w*;modific\w*;funzionalità;задач\w*;фич\w*;مهمة;مهام;ميزة"
)
EVERY = table(
    r"every;each;per;separate;own;new;每个;每個;每次;每项;每項;一个;ごと;毎;ずつ;마다;각;chaque;par;"
    r"nouvelle;propre;jede\w*;pro;eigene\w*;neue\w*;cada;por;nueva;propia;ogni;"
    r"nuov[oa];каждо\w*;отдельн\w*;нов\w*;لكل;كل;جديد;新"
)
NAMING = table(
    r"names?;named;naming;命名;名称;名稱;名字;名前;이름;명명;noms?;nommage;nomm\w*;benenn\w*;"
    r"nombres?;nome;nomi;имен\w*;имя;назван\w*;اسم;أسماء;تسمية"
)
_MAIN_PHRASE = table(
    r"(?:the\s+)?(?:main|default|primary)\s+branch;主分支;主干;主幹;默认分支;默認分支;メインブランチ;"
    r"デフォルトブランチ;메인\s*브랜치;기본\s*브랜치;branche\s+principale;hauptbranch;hauptzweig;"
    r"standardbranch;rama\s+principal;branch\s+principale;ramo\s+principale;"
    r"основн\w*\s+ветк\w*;главн\w*\s+ветк\w*;الفرع\s+الرئيسي;الفرع\s+الافتراضي"
)
_BRANCH_NAMES = re.compile(
    r"(?<![\w/-])(main|master|trunk|production|prod|develop|development|release|staging)(?![\w/-])"
)
_SHARED = table(
    r"shared;public;共享;公共;共有;공유;partagée?s?;gemeinsam\w*;compartid\w*;condivis\w*;"
    r"общ\w*;المشتركة"
)
_WORK_ON = table(
    r"work(?:ing)?\s+(?:directly\s+)?on;直接在;在\s*main;上工作;上で作業;에서\s*작업;"
    r"travailler\s+(?:directement\s+)?sur;arbeite\w*\s+(?:direkt\s+)?auf;"
    r"trabaj\w*\s+(?:directamente\s+)?en;lavora\w*\s+(?:direttamente\s+)?su;"
    r"работа\w*\s+(?:прямо\s+)?в;تعمل\s+على"
)


def negated(text: str) -> bool:
    return bool(NEGATION_BEFORE.search(text) or NEGATION_AFTER.search(text))


# A branch named by a pattern: a glob ("release/*", "hotfix-*") or a prefix ("release/").
_BRANCH_GLOB = re.compile(
    r"(?<![\w./*:-])((?:[a-z0-9_.-]+/)*[a-z0-9_.-]*\*[a-z0-9_.*/-]*|(?:[a-z0-9_.-]+/)+)(?![\w/*-])"
)
# A name quoted as a branch: `main`, "prod", «release».
_BRANCH_QUOTED = re.compile(r"[`\"“«'「]([a-z0-9][a-z0-9_./*-]{0,60})[`\"”»'」]")
# "release branches", "any hotfix branch", "release 分支": a family of branches by its word.
_FAMILY = re.compile(
    r"(?<![\w/-])(release|hotfix|feature|production|staging|deploy|support)(?:\s+|-)?"
    r"(?=branch|分支|ブランチ|브랜치|zweig|rama|ramo|ветк|فرع)",
)


def _branches_named(text: str) -> frozenset[str]:
    """The branches a rule names, as names and patterns: the usual names, globs and prefixes
    ("release/*", "release/"), quoted names, families by their word ("release branches":
    release, release/*, release-*), and the words for the main branch."""
    names = set(_BRANCH_NAMES.findall(text))
    for m in _BRANCH_GLOB.finditer(text):
        token = m.group(1)
        if "://" in text[max(0, m.start() - 3) : m.end() + 3] or token.startswith("."):
            continue
        token = token.rstrip(".")
        names.add(token + "*" if token.endswith("/") else token)
    for m in _BRANCH_QUOTED.finditer(text):
        names.add(m.group(1))
    for m in _FAMILY.finditer(text):
        word = m.group(1)
        names |= {word, word + "/*", word + "-*"}
    if _MAIN_PHRASE.search(text):
        names |= {"main", "master"}
    # "release" beside "release/*" is the family's own branch: both stay (a push to either).
    return frozenset(names)


def actions(text: str, plain: str) -> list:
    out: list = []
    branch, push, commit = BRANCH.search(plain), PUSH.search(plain), COMMIT.search(plain)
    names = _branches_named(text)
    forbids = negated(plain)
    # "--force-with-lease" named in a force rule is what it recommends, not what it forbids
    lease_ok = re.search(r"(?<!not )(?<!never )(?:--)?force[- ]with[- ]lease", text) is not None
    if push and FORCE.search(plain) and forbids:
        if names:
            out.append(act.NoForcePush(names, lease_ok=lease_ok))
        elif _SHARED.search(plain):
            shared = act.DEFAULT_BRANCHES | {"release", "production", "staging"}
            out.append(act.NoForcePush(shared, exact=False, lease_ok=lease_ok))
        else:
            out.append(act.NoForcePush(None, lease_ok=lease_ok))
        return out
    if names and forbids and (push or commit or _WORK_ON.search(plain)):
        on = set()
        if push:
            on.add(act.PUSH)
        if commit or (_WORK_ON.search(plain) and not push):
            on.add(act.COMMIT)
        if _WORK_ON.search(plain):
            on |= {act.COMMIT, act.PUSH}
        out.append(act.ProtectedBranch(names, frozenset(on)))
    naming = NAMING.search(plain)
    if (branch and not naming and (TASK.search(plain) and EVERY.search(plain))) or (
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
    if branch and (naming or _START.search(plain)):
        reading = _branch_name(text, plain)
        if reading is not None:
            out.append(reading)
    if commit and not out:
        out += _commit_rules(text, plain)
    if not out and not branch:
        path = _path_rule(text, plain, forbids)
        if path is not None:
            out.append(path)
    return out


_START = table(
    r"start\w*;begin\w*;prefix\w*;开头;開頭;开始;開始;前缀;前綴;で始;始め;接頭辞;プレフィックス;시작;접두사;"
    r"commenc\w*;préfix\w*;beginn\w*;präfix\w*;empie\w*;comien\w*;prefijo\w*;inizi\w*;"
    r"prefiss\w*;начина\w*;префикс\w*;تبدأ;يبدأ;بادئة"
)
_PREFIX_TOKEN = re.compile(r"(?<![\w/-])([a-z][a-z0-9._-]*/)(?:<[^>]*>|\*|\{[^}]*\}|[a-z0-9_-]+)?")
_CHAR_UNIT = (
    r"(?:characters?|chars?|columns?|cols?|caractères?|colonnes?|zeichen|spalten|caracteres?|"
    r"columnas?|caratteri|colonne|символ\w*|знак\w*|حرف\w*|أحرف|احرف|字符|个字符|個字元|字元|字|文字|桁|자|글자|문자)"
)
_LENGTH = re.compile(rf"(\d{{1,3}})\s*(?:-|\s)?\s*{_CHAR_UNIT}")
_LOWER = table(
    r"lower\s*case;lowercase;小写;小寫;小文字;소문자;minuscules?;kleinbuchstaben;"
    r"kleingeschrieben;minúsculas?;minuscol\w*;строчн\w*;أحرف\s+صغيرة"
)
_KEBAB = table(
    r"kebab[- ]case;kebab;短横线;連字符;ケバブケース;케밥;hyphens?;tirets?;bindestrich\w*;guiones;"
    r"trattini;дефис\w*"
)
_SNAKE = table(r"snake[_ ]case;下划线;スネークケース;스네이크")


def _branch_name(text: str, plain: str) -> act.BranchName | None:
    prefixes = tuple(dict.fromkeys(m.group(1) for m in _PREFIX_TOKEN.finditer(text)))
    style = (
        "kebab"
        if _KEBAB.search(plain)
        else "snake"
        if _SNAKE.search(plain)
        else "lower"
        if _LOWER.search(plain)
        else None
    )
    m = _LENGTH.search(plain)
    length = int(m.group(1)) if m else None
    if not prefixes and style is None and length is None:
        return None
    return act.BranchName(prefixes, style, length)


_IMPERATIVE_WORD = table(
    r"imperative;祈使;命令形;命令式;命令文;명령형;명령문;impératif;imperativ\w*;повелительн\w*;"
    r"императив\w*;صيغة\s+الأمر;بصيغة\s+الأمر"
)
_CONVENTIONAL_WORD = table(
    r"conventional;约定式;約定式;規約;コンベンショナル;컨벤셔널;convencional\w*;convenzional\w*"
)
_COMMIT_PREFIX = re.compile(
    r"(?<![\w/])([a-z]+(?:\([^)\s]*\))?!?:)(?=\s|$|[,./)`\"'])|\[([^\]\s]{1,20})\]"
)
_COMMIT_TYPES = frozenset(
    [
        "feat",
        "fix",
        "docs",
        "style",
        "refactor",
        "perf",
        "test",
        "tests",
        "build",
        "ci",
        "chore",
        "revert",
        "wip",
        "hotfix",
        "release",
        "deps",
        "security",
        "breaking",
    ]
)
# A ticket key as the rule shows it ("like ABC-123"), or the words for one.
_TICKET = re.compile(
    r"(?<![\w-])[a-z][a-z0-9]{1,9}-\d{1,6}(?![\w-])|\b(?:jira|ticket|issue)\s+(?:key|id|number)"
)
_TICKET_WORD = table(
    r"jira;ticket\w*;issue\s+(?:key|id|number);工单;工單;チケット;티켓;тикет\w*;تذكرة"
)
_PERIOD = table(
    r"periods?;full\s+stops?;dots?;句号;句號;句点;句点;마침표;points?;punkt\w*;punto;точк\w*;"
    r"نقطة"
)
_END = table(
    r"end\w*;结尾;結尾;末尾;最后;文末;끝;fin;finir;final\w*;ende\w*;schluss;termin\w*;конц\w*;"
    r"нечего;نهاية;آخر"
)
_CAPITAL = table(
    r"capitali[sz]\w*;capital\s+letter;upper\s*case;大写;大寫;大文字;대문자;majuscule\w*;"
    r"großbuchstabe\w*;groß\w*;mayúscula\w*;maiuscol\w*;заглавн\w*;прописн\w*;"
    r"حرف\s+كبير;بحرف\s+كبير"
)


def _commit_rules(text: str, plain: str) -> list:
    out: list = []
    langs = languages_named(plain)
    if langs and not _NOT_REPLY.search(plain):
        lang = langs[0]
        out.append(
            act.CommitRule(
                "commit_language", lang, chinese_variant(plain) if lang == "zh" else None
            )
        )
    if _IMPERATIVE_WORD.search(plain):
        out.append(act.CommitRule("imperative"))
    if _CONVENTIONAL_WORD.search(plain):
        out.append(act.CommitRule("conventional"))
    else:
        # A prefix is a commit type ("feat:", "fix(ui):") or a quoted one, not any word before a
        # colon ("Commit messages: imperative mood").
        prefixes = tuple(
            m.group(1) or f"[{m.group(2)}]"
            for m in _COMMIT_PREFIX.finditer(text)
            if m.group(2) or m.group(1).split("(")[0].rstrip("!:") in _COMMIT_TYPES
        )
        if _TICKET.search(plain) and (_START.search(plain) or _TICKET_WORD.search(plain)):
            out.append(act.CommitRule("ticket_prefix"))
        elif prefixes and (
            _START.search(plain)
            or USE.search(plain)
            or re.search(r"\bwith\b|以|で|로|avec|mit|con|с|بـ", plain)
        ):
            out.append(act.CommitRule("prefix", prefixes))
    m = _LENGTH.search(plain)
    if m:
        out.append(act.CommitRule("subject_length", int(m.group(1))))
    if _PERIOD.search(plain) and _END.search(plain) and negated(plain):
        out.append(act.CommitRule("no_period"))
    if _CAPITAL.search(plain) and not negated(plain):
        out.append(act.CommitRule("capital"))
    return out


# ---------------------------------------------------------------- paths

_FOLDERISH = {
    "src",
    "app",
    "lib",
    "libs",
    "test",
    "tests",
    "spec",
    "docs",
    "doc",
    "components",
    "packages",
    "scripts",
    "public",
    "assets",
    "styles",
    "migrations",
    "vendor",
    "dist",
    "build",
    "etc",
    "config",
    "hooks",
    "utils",
    "pages",
    "static",
    "templates",
    "node_modules",
    "internal",
    "cmd",
}
_PATH = re.compile(r"(?<![\w@:/.-])((?:~|\.)?/?(?:[\w.-]+/)+[\w.-]*|/[\w.-]+)(?![\w/])")
_SUBJECTS = (
    (
        "component",
        table(
            r"components?;组件;組件;元件;コンポーネント;컴포넌트;composants?;komponente\w*;componentes?;"
            r"componenti;компонент\w*;مكونات;المكونات;مكون"
        ),
    ),
    (
        "test",
        table(
            r"tests?;unit\s+tests?;specs?;测试;測試;テスト;테스트;pruebas?;тест\w*;اختبار\w*;الاختبارات"
        ),
    ),
    (
        "migration",
        table(
            r"migrations?;迁移;遷移;マイグレーション;마이그레이션;migraci\w*;migrazion\w*;миграци\w*;ترحيل\w*"
        ),
    ),
    ("hook", table(r"hooks?;钩子;フック;훅")),
    (
        "style",
        table(
            r"styles?;stylesheets?;css\s+files?;样式;樣式;スタイル;스타일;estilos?;stili;стил\w*;أنماط"
        ),
    ),
    (
        "doc",
        table(
            r"docs?;documentation;文档;文檔;ドキュメント;문서;documentos?;документ\w*;وثائق;التوثيق"
        ),
    ),
    (
        "script",
        table(r"scripts?;脚本;腳本;スクリプト;스크립트;скрипт\w*;سكربت\w*"),
    ),
    (
        "file",
        table(
            r"(?:all|new|any)\s+files?;files?;文件;檔案;ファイル;파일;fichiers?;dateien;datei;archivos?;"
            r"file;файл\w*;ملفات;الملفات"
        ),
    ),
)
_OUTSIDE = table(
    r"outside;elsewhere;hors\s+de;ailleurs;außerhalb;woanders;fuera\s+de;fuori\s+da;"
    r"altrove;вне;خارج;之外;以外;外面;밖"
)
_PLACE = table(
    r"編集;编辑;編輯;편집;go(?:es)?;belongs?;lives?;put;place[sd]?;save[sd]?;stored?;keep;under;in;inside;"
    r"into;write;touch;modify;edit;change;放在;放到;放;存放;置于;置於;放進;写入;修改;改动;に置;置く;配置;に入れ;"
    r"保存;に作;書き込;変更;에\s*두;에\s*넣;아래;에\s*위치;수정;sous;dans;vont;va;mettre;mets;range\w*;"
    r"modifi\w*;touche\w*;unter;nach;gehören;ablegen;lege;ändere\w*;bajo;en;van;pon;"
    r"guarda\w*;sotto;vanno;metti;в;внутри;клади\w*;помеща\w*;лежат;изменя\w*;في;تحت;"
    r"ضع;توضع;تعدل"
)


def _path_rule(text: str, plain: str, negated: bool) -> PathRule | None:
    folders = []
    for m in _PATH.finditer(text):
        token = m.group(1)
        segs = [s for s in token.strip("~./").split("/") if s]
        if not segs or "://" in text[max(0, m.start() - 3) : m.end()]:
            continue
        if (
            token.startswith(("/", "./", "~/"))
            or token.endswith("/")
            or any(s in _FOLDERISH for s in segs)
        ):
            token = token.rstrip(".,;:!?")
            folders.append(token.rstrip("/") or token)
    if len(folders) != 1 or not _PLACE.search(plain):
        return None
    folder = folders[0]
    subject = next(
        (
            name
            for name, rx in _SUBJECTS
            if rx.search(blank(text, [(text.find(folder), text.find(folder) + len(folder))]))
        ),
        None,
    )
    if negated and not _OUTSIDE.search(plain):
        return PathRule(folder, subject or "file", forbidden=True)
    if subject is None:
        return None
    return PathRule(folder, subject)
