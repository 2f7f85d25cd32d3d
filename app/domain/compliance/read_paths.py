"""Reading where files go (app.domain.compliance.paths): the folders a rule names and what it asks
of them, in the 11 UI languages.

A folder is named as a path ("src/components", "./vendor", "/tests", "`scripts/`"), by a word
beside the word for a folder ("the docs folder", "docs 폴더", "папку node_modules"), or by a bare
word that is a project's usual folder ("Schreib nichts nach dist"): folder_names.py reads where.
What is asked of it is one of three, by the rule's words, not its
wording:
- *forbidden*: nothing is written, edited or removed under it ("don't touch", "never write to",
  "keep … out of", "X is off limits", "読み取り専用");
- *confined*: files of the rule's kind are written only under it ("only", "nowhere but",
  "nowhere else", "never outside", "だけ", "只", "solo", "nur", "только", "فقط"); with a verb of
  editing ("only edit files under src/") edits count too;
- *placed*: new files of the rule's kind go under it ("new components go under src/components").
A folder the rule forbids beside one it asks for ("in src/components, not in src/pages") is
implied by the confinement. A leading "/" on a single folder that is not a system one ("/tests")
is the project's folder, as people write it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from app.domain.compliance.folder_names import FOLDER_NOUN, FOLDERISH, named_folders
from app.domain.compliance.forbidding import EDIT_REFUSED
from app.domain.compliance.freed_places import freed_beside, freed_out  # (English, check-za-en)
from app.domain.compliance.lexicon import (
    NEGATION_AFTER,
    NEGATION_BEFORE,
    Lazy,
    blank,
    clauses,
    exceptions,
    korean_permitted,
    korean_permitted_topic,
    negated,
    table,
)
from app.domain.compliance.lockfiles import each_lockfile
from app.domain.compliance.named_terms import find_terms
from app.domain.compliance.only_elsewhere import only_said_elsewhere  # (check-za-east)
from app.domain.compliance.own_bans import own_ban_spans  # (west; check-zb-west)
from app.domain.compliance.owned_places import (
    FOLDER_NOUN_AFTER,
    OWNER_AFTER,
    OWNER_BEFORE,
    as_a_place,
    owned,
)
from app.domain.compliance.path_refusals import NIX, NIX_ALONE, NOTHING, READ_ONLY
from app.domain.compliance.paths import PathRule, placement
from app.domain.compliance.polarity import FORBIDDEN, NEUTRAL, REQUIRED, polarity
from app.domain.compliance.read_only_calls import kept_by_reading
from app.domain.compliance.removals_only import only_removals
from app.domain.compliance.reserved import ONLY_AFTER_ROLE, strong_clauses
from app.domain.compliance.reserved import RESERVED as _RESERVED
from app.domain.compliance.reserved import RESERVED_ALONE as _RESERVED_ALONE
from app.domain.compliance.reserved import ROLE as _ROLE
from app.domain.compliance.staying_places import (
    KEPT_AS_IT_IS_WORDS,
    kept_in_its_clause,
    kept_where_said,
    must_stay_spans,
    staying_spans,
)
from app.domain.compliance.terms import CODE_OF, COMMAND, EMOJI, LIBRARY, PROGRAM, TOOL

_NAMED_THINGS = frozenset({PROGRAM, COMMAND, LIBRARY, EMOJI, TOOL})


SUBJECTS = (
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
        table(r"scripts?;skripte?;脚本;腳本;スクリプト;스크립트;скрипт\w*;سكربت\w*;سكريبت\w*"),
    ),
    (
        "config",
        table(
            r"config(?:uration)?\s+files?;configs;configuration;fichiers?\s+de\s+configuration;"
            r"konfigurationsdatei\w*;konfiguration\w*;archivos?\s+de\s+configuraci[oó]n;"
            r"configuraci[oó]n;configurazion[ei];file\s+di\s+configurazione;конфиг\w*;"
            r"файл\w*\s+конфигураци\w*;конфигураци\w*;ملفات\s+(?:ال)?(?:إعدادات|تكوين|تهيئة);"
            r"الإعدادات;配置文件;配置;設定檔;設定ファイル;設定"
        ),
    ),
)
# (mend-zb-denies) Going near a file, in a rule that keeps the agent off it, is touching it, as
# English's "stay away from" is: "إوعى تقرّب له", "لا تقترب منه", "ne t'approche pas de", "no te
# acerques a", "non avvicinarti a", "не подходи к", "近づかないで", "别靠近", "근처에도 가지 마";
# and Cantonese's 郁 (move) and 掂 (touch) after its "don't" ("個 Makefile 唔好郁"; not 搞掂, done).
_GOING_NEAR = (
    r"(?:唔好|唔准|唔可以)\s*[郁掂];[يتن]ق(?:ت)?ر\u0651?ب\w*;approch\w*;acerqu\w*;acercarte;acercarse;"
    r"avvicin\w*;подходи\w*;подойди\w*;приближай\w*;近づ;靠近;근처에도?\s*가"
)
# Verbs of putting, writing and changing files (a rule naming a folder without one of these is
# about something else).
_PLACE = table(
    r"編集;编辑;編輯;편집;go(?:es)?;belongs?;lives?;put;place[sd]?;save[sd]?;stored?;keep;under;in;inside;"
    r"into;write;writes;written;touch;modif\w*;edit\w*;change;create;add;放在;放到;放;存放;置于;置於;放進;写入;寫入;修改;"
    r"改动;改動;改(?!用);动;動;碰;新建;创建;建立;に置;置く;置い;置き;配置;に入れ;保存;に作;作成;書き込;書き換;書換;書か;変更;触;いじ;直(?<!見直)[さすし];手を入れ;手を加え;"
    r"에\s*두;에\s*넣;아래;에\s*위치;수정;건드리;건들;손대;손을\s*대;고치;고쳐;만들;작성;저장;넣;에\s*(?:아무것도\s*|파일을\s*)?(?:쓰|써);"
    # Korean verbs of making, adding and changing files: "생성하지 마세요", "추가 금지", "고칠 필요
    # 없어요", "변경 불가", "바꾸지 마", "덮어쓰지 마", "파일을 쓰지 마세요" (writing one)
    r"생성;추가;고칠;변경;바꾸;바꿔;바꿀;덮어;파일을?\s*(?:직접\s*)?(?:쓰|써|쓸);"
    r"에\s*(?:직접|바로)\s*(?:쓰|써|쓸);밑;에\s*둘;접근;sous;dans;vont;va;mettre;mets;mettez;range\w*;"
    r"modifi\w*;touche\w*;écri\w*;créer;crée;ajoute\w*;unter;nach;gehören;gehört;ablegen;lege;leg;"
    r"ändere\w*;änder\w*;veränder\w*;bearbeite\w*;schreib\w*;anfassen;fass\w*;erstell\w*;bajo;en;van;va;pon;"
    # the state or the passive of not changing: "stay untouched", "wird nichts angefasst"
    r"untouched;read-only;unangetastet;intact\w*;intocad\w*;intatt\w*;geändert;angefasst;bearbeitet;verändert;"
    r"ponga\w*;guarda\w*;escrib\w*;modifiqu\w*;modific\w*;toques?;toquen;cre[ae]\w*;sotto;vanno;"
    r"metti;mettere;scriv\w*;tocc\w*;tucc\w*;cre[ai]\w*;в;во;внутри;клади\w*;класть;помеща\w*;лежат;"
    r"изменя\w*;измен\w*;трога\w*;трогай;правь\w*;править;поправ\w*;пиши;писать;редактир\w*;созда\w*;في;تحت;ضع;توضع;تعدل;تعديل;"
    r"عدل;تلمس;[ين]لمس\w*;toca;tocan;تكتب;اكتب;تنشئ;إنشاء;داخل;delet\w*;remov\w*;eras\w*;删除;刪除;删;刪;削除;消さ;消す;消し(?=て|たら|ちゃ);삭제;지우;"
    r"supprim\w*;lösch\w*;borr\w*;elimin\w*;cancell\w*;удал\w*;حذف;تحذف;احذف;امسح;تمسح",
    _GOING_NEAR,
)
# Verbs of changing what exists: with a confinement ("only edit files under src/") edits count.
_EDIT = table(
    r"edit\w*;modif\w*;change\w*;touch\w*;updat\w*;修改;改动;改動;编辑;編輯;編集;書き換;書換;変更;수정;편집;"
    # Chinese 改 alone ("只准改 src/ 底下的檔案"), not 改用/改成 (switch to, turn into); 动/動 as
    # "touch" after a negation ("其他地方不要動")
    r"改(?<![修更]改)(?![用成为為名进進善])(?=[\s，。,.!！；、]|$);不要\s*[动動];别\s*[动動];別\s*[动動];不准\s*[动動];不[动動](?=[\s，。,.!！；、]|$);碰;"
    r"ändere\w*;änder\w*;veränder\w*;bearbeite\w*;editar;edita;modifica\w*;изменя\w*;меняй\w*;менять;поменя\w*;правь\w*;редактир\w*;عدل;تعدل;تعديل;"
    r"edites;edite;toques?;toca;tocan;"
    # touching, as English's "touch": 触る, いじる, 건드리다, 손대다, 고치다 (to fix, to change)
    r"触;いじ;直(?<!見直)[さすし];手を入れ;手を加え;건드리;건드려;건들;손대;손을\s*대;고치;고쳐;고칠;변경;바꾸;바꿔;바꿀;덮어;трога\w*;tocc\w*;touche\w*;anfassen;fass\w*;تلمس;"
    # Arabic's verb of touching in any person, its object joined ("والمساعد لا يلمسه")
    r"[يتن]لمس\w*",
    _GOING_NEAR,
)
# "only", "nowhere but", "nowhere else", "never outside": files go only there.
_ONLY = table(
    r"only;solely;exclusively;nowhere\s+(?:but|else|other\s+than);nothing\s+but;no\s+other\s+(?:folder|place|directory);"
    r"だけ;のみ;しか;以外には;以外に;에만;에서만;로만;으로만;"
    # "*.md 파일만 수정해", "docs 폴더만 건드려": only these, by the particle 만 on the noun
    r"파일만;폴더만;디렉터리만;디렉토리만;只;仅;僅;只能;只可以;solo;sólo;solamente;"
    r"únicamente;exclusivamente;seulement;uniquement;exclusivement;nulle\s+part\s+ailleurs;nur;"
    r"ausschließlich;nirgendwo\s+sonst;nirgends\s+sonst;soltanto;esclusivamente;"
    r"da\s+nessun'altra\s+parte;только;исключительно;فقط;حصرا;حصراً;"
    r"ne\s+\S+\s+(?:\S+\s+)?que;n'\S+\s+(?:\S+\s+)?que;ne\s+\S+\s+(?:\S+\s+)?qu';n'\S+\s+(?:\S+\s+)?qu'"
)
_OUTSIDE = table(
    r"outside(?:\s+of)?;elsewhere;anywhere\s+else;hors\s+de;ailleurs;außerhalb;woanders;"
    r"fuera\s+de;en\s+otro\s+lugar;fuori\s+da;altrove;вне;за\s+пределами;خارج;之外;以外;外面;밖;바깥;"
    # the other folders, refused beside the one named ("其他資料夾的檔案不要碰", "don't touch the
    # other folders"): the one named is where work stays
    r"其他;其它;别的;別的;他の;other\s+(?:folders?|directories|places);andere[nr]?\s+(?:ordner|verzeichnisse);"
    r"autres\s+dossiers;otras\s+carpetas;altre\s+cartelle;други[ехм]\s+(?:папк\w*|каталог\w*);المجلدات\s+الأخرى;"
    # "anything but X": the folder an exception names alone (app.domain.compliance.reader)
    r"except;other\s+than;apart\s+from;sauf;excepté;hormis;außer;ausgenommen;excepto;salvo;tranne;"
    r"eccetto;fuorché;кроме;除了;باستثناء;عدا;외에;외에는;빼고;제외하고;"
    # "docs/ 폴더 말고는 건드리지 마", "docs 아니면 손대지 마" (other than docs, if not docs)
    r"말고는;말곤;말고선;빼곤;아니면"
)
# Korean "other than X" said with 말고 다른, 이외, 외의, 제외한 ("docs 디렉토리 말고 다른 곳엔 파일
# 만들지 마"): with a prohibition, files stay in X; without one ("docs 말고 다른 곳에 만들어"),
# X is where they do not go.
_OTHER_THAN_KO = Lazy(r"말고\s*다른|이외|외의|제외한")
# "keep … out of X", "stay out of X", "X is off limits", "read-only", "hands off X".
KEEP_OUT = _KEEP_OUT = table(
    r"out\s+of;away\s+from;off[- ]limits;read[- ]only;hands\s+off;stay\s+out;hors\s+de;"
    r"en\s+dehors\s+de;lecture\s+seule;raus\s+aus;heraus;schreibgeschützt;fuera\s+de;"
    r"solo\s+lectura;de\s+solo\s+lectura;fuori\s+da;sola\s+lettura;только\s+для\s+чтения;"
    r"подальше\s+от;للقراءة\s+فقط;بعيدا\s+عن;بعيداً\s+عن;只读;唯讀;唯读;読み取り専用;읽기\s*전용"
    # (fr de es it ru ar; check-z-west) hands off a place ("Finger weg vom Ordner infra"), or the
    # place kept as it is (staying_places' table: "Le dossier … reste tel quel")
    r";(?:finger|hände)\s+weg\s+(?:von|vom)",
    KEPT_AS_IT_IS_WORDS,
)

# The noun for a folder, said beside its name: no more than the name of what a clause keeps
# (staying_places.kept_where_said)
_FOLDER_WORD = Lazy(rf"(?<!\w)(?:{FOLDER_NOUN})(?!\w)", re.IGNORECASE)

# A place English says to leave as it is ("so leave it as it is", "agents leave it alone", "leave
# the dist folder alone"), read in the rule's words before its folders are blanked (a bare word
# after "folder", "alone" or "as", may be read as one)
_LEFT_AS_IT_IS = Lazy(
    r"\bleave\s+(?:(?:it|them|that|this|those)\s+|the\s+(?:[\w/.-]+\s+){0,2})"
    r"(?:alone|be|untouched|as\s+(?:it\s+is|they\s+are)"
    r"|where\s+(?:it\s+is|they\s+are)"  # (English, check-za-en) "leave the jingles/ folder where it is"
    r")\b"
)

_NOT_EVEN = Lazy(r"\bnot\s+even\s+[^,.;:!?]*")


# The names of files: "file names in snake_case", "Dateinamen", "Nomi dei file", "檔名".
FILE_NAME = table(
    r"file\s*names?;filenames?;names?\s+of\s+(?:the\s+)?(?:new\s+)?files;noms?\s+de(?:s)?\s+fichiers?;"
    r"noms?\s+des\s+fichiers;dateinamen?;nombres?\s+de\s+(?:los\s+)?archivos?;"
    r"nomi\s+(?:dei|di)\s+file;имен\w*\s+файлов;названи\w*\s+файлов;أسماء\s+الملفات;"
    r"文件名;檔名;檔案名稱;ファイル名;파일\s*이름;파일명"
)
# A style of names: a rule that names one beside the names of files is about how files are named
# ("Dateinamen in PascalCase, z. B. WarenkorbListe.vue"), not where they go.
NAMING_STYLE = table(
    r"snake[_ ]?case;camel[_ ]?case;pascal\s*case;kebab[- ]?case;upper\s*camel\s*case;"
    r"スネークケース;キャメルケース;パスカルケース;ケバブケース;蛇形;驼峰;帕斯卡;短横线;"
    r"小写;小寫;小文字;minuscules?;kleinbuchstaben;minúsculas?;minuscol[oe];строчны\w*"
)


def _read_only_beside(text: str, plain: str, folders, without: str) -> list[PathRule] | None:
    """(mend-ze-paths) Read-only words govern the folders of their own clause only: "src/ 随便改，
    docs/ 只能看", "Schreib nur in out/, src/ ist nur lesbar". The rest of the rule is read without
    those clauses, keeping its own reading (an only-place beside them keeps it: writes go there,
    so the read-only folder is refused with everything else); with nothing confined, the
    read-only folders are refused. None when the words govern every folder, or none."""
    spans = _spans(READ_ONLY, without)
    if not spans or len(folders) < 2:
        return None
    governed = [(a, b) for a, b in clauses(plain) if any(a <= s < b for s, _e in spans)]
    inside = [f for s, _e, f in folders if any(a <= s < b for a, b in governed)]
    if not inside or len(inside) == len(folders) or names_a_term(text, folders):
        return None
    rest = _path_rules(blank(text, governed), blank(plain, governed))
    if any(not r.forbidden for r in rest):
        return rest
    return rest + [
        PathRule(f, "file", forbidden=True) for f in inside if f not in {r.folder for r in rest}
    ]


_FOLDER_NOUN_BEFORE = Lazy(rf"(?:{FOLDER_NOUN})\s+$", re.IGNORECASE)


def _reserved(without: str, folders, plain: str) -> bool:
    """Whether the rule reserves its place to a role (see _ROLE): in a sentence that names the
    place, a word of reserving, or an "only"/"other than" within a few words of the role ("Only
    touch packages/web/ — the other packages belong to the payments team" reserves the others)."""
    if not (_ROLE.search(without) or _RESERVED_ALONE.search(without)):
        return False
    # a place written as one (a slash, a glob, a file's dot), not a bare word ("The infra scripts
    # belong to the ops team": which folder is unsaid)
    # — or one named beside its noun ("Папку migrations … трогает только команда БД", "the
    # migrations folder")
    if not any(
        re.search(r"[/*.]", plain[s:e])
        or _FOLDER_NOUN_BEFORE.search(plain, max(0, s - 16), s)
        or FOLDER_NOUN_AFTER.match(plain, e)
        for s, e, _f in folders
    ):
        return False
    for a, b, part in strong_clauses(without):
        roles = [r.span() for r in _ROLE.finditer(part)]
        if not any(a <= s < b for s, _e, _f in folders):
            continue
        if _RESERVED_ALONE.search(part):
            return True
        if not roles:
            continue
        if _RESERVED.search(part):
            return True
        # the role's only joined after it ("인프라팀만 수정할 수 있습니다", "基盤チームだけが触ります")
        if any(ONLY_AFTER_ROLE.match(part, r1) for _r0, r1 in roles):
            return True
        marks = [x.span() for rx in (_ONLY, _OUTSIDE) for x in rx.finditer(part)]
        if any(abs(ms - r1) <= 12 or abs(r0 - me) <= 12 for ms, me in marks for r0, r1 in roles):
            return True
    return False


def _spans(rx, text: str) -> list[tuple[int, int]]:
    return [m.span() for m in rx.finditer(text)]  # (check-za-east)


def names_a_term(text: str, folders: list[tuple[int, int, str]]) -> bool:
    """Whether the rule names a term beside its folders, or one of them is a term: a program, a
    library or code ("console.log", "moment.js") is what the rule is about, whatever its dots; a
    folder quoted as code (`scripts/`) is the folder; a place's owner is none."""
    for found in find_terms(text, None, []):
        if OWNER_BEFORE.search(text, 0, found.start) or OWNER_AFTER.match(text, found.end):
            continue
        on_folder = any(s < found.end and found.start < e for s, e, _f in folders)
        if not on_folder or found.term.kind in _NAMED_THINGS or found.term.text in CODE_OF:
            return True
    return False


def path_rules(text: str, plain: str) -> list[PathRule]:
    """The path rules of a rule's words (normalised `text`, and `plain`: its quotes blanked)."""
    # A folder forbidden is forbidden to every file: the kind named ("config files (config/)
    # must not be changed") says what lives there, not which writes count.
    rules = each_lockfile(
        [
            replace(r, subject="file") if r.forbidden and r.subject == "config" else r
            for r in _path_rules(text, plain)
        ]
    )
    rules = freed_out(text, plain, rules)  # (English, check-za-en) "… build/ is yours to clear"
    rules = only_removals(plain, rules)  # (fix-zd-files) "Never delete anything in backups/"
    if any(r.forbidden for r in rules) and kept_by_reading(plain):  # (English, check-y-en)
        rules = [replace(r, read_keeps=True) if r.forbidden else r for r in rules]
    return rules


def _path_rules(text: str, plain: str) -> list[PathRule]:
    folders = named_folders(text)
    if not folders or (FILE_NAME.search(plain) and NAMING_STYLE.search(plain)):
        return []
    without = blank(plain, [(s, e) for s, e, _f in folders])
    beside = _read_only_beside(text, plain, folders, without)  # (mend-ze-paths)
    if beside is not None:
        return beside
    # "vendor/ 안의 코드는 건드리지 마세요. 업데이트는 스크립트로만 합니다": a sentence that names no
    # folder says no more of where files go ("only with a script" is how, not where)
    here = _folder_sentences(without, plain, folders)
    confined = bool(_ONLY.search(here) or _OUTSIDE.search(here))
    # (check-za-east) "X 은 건드리지 마세요, 테스트용 파일만 edit 하세요": X refused, not the place
    elsewhere = confined and only_said_elsewhere(without, folders, _spans(_ONLY, without))
    confined = confined and not elsewhere
    # (a place left as it is written as one: "The deploy scripts belong to the ops team; leave
    # them alone" says no folder)
    left = _LEFT_AS_IT_IS.search(plain)
    left = left if left and as_a_place(plain, folders) else None
    keeps = [m.span() for m in _KEEP_OUT.finditer(without)] + ([left.span()] if left else [])
    keeps += staying_spans(plain)  # (English, check-z-en) "… stays put"
    keeps += own_ban_spans(plain)  # (west; check-zb-west) "Dossier vendor : intouchable"
    keeps += must_stay_spans(plain) if keeps else []  # (fix-za-noticed) "…, logs/ must stay"
    keep_out = bool(keeps)
    if keep_out and len(folders) > 1:
        # kept where the keep is said: "results/ stays put, but tmp/ can go" frees tmp/
        bare = blank(without, [m.span() for m in _FOLDER_WORD.finditer(without)])
        folders = kept_where_said(plain, bare, folders, keeps)
    if READ_ONLY.search(without) or _reserved(without, folders, plain):
        confined, keep_out = False, True
    elif not confined and owned(plain, plain, folders):
        keep_out = True
    if not (confined or keep_out or _PLACE.search(without) or _reserved(without, folders, plain)):
        return []
    # A rule about a program, code, a word or emoji in a folder ("no lodash in src/", "don't use
    # the word 'simply' in docs/") is that rule's.
    if names_a_term(text, folders):
        return []
    rest = _folder_sentences(blank(text, [(s, e) for s, e, _f in folders]), plain, folders)
    # "not even test certificates": an example of what the rule covers, not its kind of file
    rest = blank(rest, [m.span() for m in _NOT_EVEN.finditer(rest)])
    subject = next((name for name, rx in SUBJECTS if rx.search(rest)), None)
    subject = None if elsewhere else subject  # the kind allowed is not the path's (check-za-east)
    # A folder forbidden but for a path under it, named as the rule's exception ("Ne modifie rien
    # dans legacy/, sauf legacy/README.md", "不要改 vendor/ 目录，vendor/README.md 除外"): the
    # folder is forbidden, the path kept — not "only the path".
    excepted = _excepted_folders(text, folders)
    outer = [f for _s, _e, f in folders if f not in excepted]
    if len(outer) == 1 and not confined:
        # a bare name is under the one folder forbidden ("tests/ 수정 금지, 단 fixtures는 괜찮음")
        excepted = [
            e if "/" in e or placement(e, outer[0]) else f"{outer[0]}/{e}" for e in excepted
        ]
    inner = [e for e in excepted if any(placement(e, f) for f in outer)]
    if inner:
        outside = blank(plain, [(s, e) for s, e, _f in folders] + exceptions(plain))
        if NEGATION_BEFORE.search(outside) or NEGATION_AFTER.search(outside) or keep_out:
            return [
                PathRule(
                    f,
                    subject or "file",
                    forbidden=True,
                    exempt=tuple(e for e in inner if placement(e, f)),
                )
                for f in outer
            ]
    # "Новые скрипты клади в scripts/, а не в корень", "put them in scripts/, not in the root":
    # a clause that opens with "not" and names no folder is the place refused beside the one
    # asked for, not a folder forbidden
    # and a negation counts only in a sentence that names a folder ("Don't delete files with rm.
    # Move them into .trash/": the first sentence's "don't" is not said of .trash/)
    said = blank(here, _contrasts(here, folders))
    forbids = bool(
        keep_out
        or NEGATION_BEFORE.search(said)
        or NEGATION_AFTER.search(said)
        or NOTHING.search(said)
        or (len(folders) == 1 and NIX.search(said))  # (mend-ze-paths) see NIX
        or NIX_ALONE.search(said)
        or EDIT_REFUSED.search(said)
    )
    if not confined and not keep_out and _OTHER_THAN_KO.search(without):
        if forbids:
            return [PathRule(folders[0][2], subject or "file", edits=bool(_EDIT.search(plain)))]
        return [PathRule(f, subject or "file", forbidden=True) for _s, _e, f in folders]
    if len(folders) > 1 and forbids and not confined:
        # "deploy/prod/ 誰都不要動，要改就改 deploy/staging/ 底下的", "don't touch prod/; if you
        # must change something, change staging/": the place named where the act itself is asked
        # (its clause not negated) is where it may land; the refused ones stay refused
        cut = clauses(plain)
        where = [
            next(((a, b) for a, b in cut if a <= s < b), (0, len(plain))) for s, _e, _f in folders
        ]
        said_of = [
            blank(plain[a:b], [(s - a, e - a) for s, e, _f in folders if a <= s < b])
            for a, b in where
        ]
        refused = [f for (_s, _e, f), w in zip(folders, said_of, strict=True) if negated(w)]
        asked = [
            f
            for (_s, _e, f), w in zip(folders, said_of, strict=True)
            if not negated(w) and _EDIT.search(w)
        ]
        if refused and asked:
            return [PathRule(f, subject or "file", forbidden=True) for f in refused]
    if len(folders) > 1:
        pols = polarity(text, [(s, e) for s, e, _f in folders])
        # (fix-za-noticed) a place kept in its own clause ("results/ stays put, don't touch logs/")
        # is refused too, not the one place asked for beside the refused one
        # (only beside a place refused: "results/ stays put, logs/ too" asks nothing of either)
        held = kept_in_its_clause(plain, folders, keeps) if FORBIDDEN in pols else []
        asked = [
            f
            for (_s, _e, f), p in zip(folders, pols, strict=True)
            if p != FORBIDDEN and f not in held
        ]
        refused = [
            f for (_s, _e, f), p in zip(folders, pols, strict=True) if p == FORBIDDEN or f in held
        ]
        if refused and freed_beside(plain, folders, asked):  # (English, check-za-en)
            return [PathRule(f, subject or "file", forbidden=True) for f in refused]
        if len(asked) == 1 and refused:  # "in src/components, not in src/pages"
            return [PathRule(asked[0], subject or "file", edits=bool(_EDIT.search(plain)))]
        if refused and not asked:
            return [PathRule(f, subject or "file", forbidden=True) for f in refused]
        if not forbids and not confined and len(asked) > 1:
            return []  # several places asked for at once: which one a file belongs to is unsaid
    folder = folders[0][2]
    if confined and inner and folder in outer:
        # "Only edit files under src/, except src/generated/": confined there, but not there
        edits = bool(_EDIT.search(plain))
        kept_out = tuple(e for e in inner if placement(e, folder))
        return [PathRule(folder, subject or "file", edits=edits, exempt=kept_out)]
    if confined:
        return [PathRule(folder, subject or "file", edits=bool(_EDIT.search(plain)))]
    if forbids:
        return [PathRule(f, subject or "file", forbidden=True) for _s, _e, f in folders]
    if subject is None or len(folders) > 1:
        return []
    return [PathRule(folder, subject)]


_SENTENCE = Lazy(r"(?:[^.!?。！？]|\.(?=[^\s.!?]))*(?:[.!?。！？]+(?=\s|$)|[。！？]+|$)")


def _folder_sentences(text: str, whole: str, folders: list) -> str:
    """The text with its sentences that name none of the folders blanked (one sentence: as it
    is); the sentences are `whole`'s (the same length: "third_party/." ends one), `folders` are
    (start, end, name) in it."""
    spans = [m.span() for m in _SENTENCE.finditer(whole) if m.group().strip()]
    if len(spans) < 2:
        return text
    other = [(a, b) for a, b in spans if not any(a <= s < b for s, _e, _f in folders)]
    return blank(text, other)


# A clause that opens with a negation of contrast: "(and|but) not …", "а не …", "et non …",
# "und nicht …", "y no …", "e non …", "وليس …", "而不是 …".
_CONTRAST = Lazy(
    r"^[\s,，、;；:：—–-]*(?:(?:and|but|or|а|и|но|et|mais|ou|und|aber|oder|y|pero|o|e|ma)\s+)?"
    r"(?:(?:not|never|rather\s+than|не|pas|non|jamais|nicht|nie|niemals|no|nunca|mai|و?ليس|و?لا)"
    r"(?!\w)|而不是|不是|而非|不要|别|別)",
    re.IGNORECASE,
)


def _contrasts(text: str, folders: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
    """The clauses that refuse another place beside the folder asked for: they open with "not"
    and name no folder ("…, а не в корень репозитория")."""
    out = []
    spans = clauses(text)
    for i, (a, b) in enumerate(spans):
        if a == 0 or any(a <= s < b for s, _e, _f in folders):
            continue
        # (not a clause with a verb of changing of its own: "I file *.lock, non si toccano a
        # mano" says the folder's predicate after it, no other place)
        if _CONTRAST.match(text[a:b]) and not _EDIT.search(text[a:b]):
            out.append((a, b))
            continue
        # "스크립트는 scripts/ 폴더에 두고, 저장소 루트에는 만들지 마세요": a Korean negation closes
        # its own clause; the one before, ending in a plain -고 (not 말고, 않고) and naming the
        # folder, places it — the later clause refuses another place beside it
        a0, b0 = spans[i - 1]
        if any(a0 <= s < b0 for s, _e, _f in folders) and _KO_PLACED_AND.search(text[a0:b0]):
            out.append((a, b))
    return out


_KO_PLACED_AND = Lazy(r"(?:에|에다|에다가|안에|밑에|아래에)\s*[가-힣]*(?<![말않없])고(?:요)?\s*$")


def _term_on_folder(text: str, folders: list[tuple[int, int, str]]) -> bool:
    """Whether a program, a library or code stands where a folder was found ("console.log",
    "moment.js"): the rule is about that, not a path."""
    for found in find_terms(text, None, []):
        on_folder = any(s < found.end and found.start < e for s, e, _f in folders)
        if on_folder and (found.term.kind in _NAMED_THINGS or found.term.text in CODE_OF):
            return True
    return False


def _excepted_folders(text: str, folders: list[tuple[int, int, str]]) -> list[str]:
    """The folders or files a rule names only as its exception, inside an exception's clause
    ("sauf legacy/README.md", "tranne config/local.yaml", "vendor/README.md 除外")."""
    spans = exceptions(text)
    out = [f for s, e, f in folders if any(a <= s and e <= b for a, b in spans)]
    # a bare folder allowed by a Korean permission ("단 fixtures는 괜찮음")
    for span in korean_permitted(text):
        name = korean_permitted_topic(text, span)
        if name and name not in out and (name in FOLDERISH or "/" in name):
            out.append(name.rstrip("/"))
    return out


# "Never commit without running …": what follows is what is run, not what is committed.
_WITHOUT = Lazy(r"(?<!\w)(?:without|sans|ohne|sin|senza|без|بدون|دون)(?!\w)", re.IGNORECASE)


def committed_paths(text: str, plain: str) -> list[PathRule]:
    """A forbidding rule about commits that names files or folders ("never commit .env or any
    *.pem file", "Committe niemals Dateien aus dem Ordner secrets/", "node_modules はコミットしないで"):
    no file under them is committed; those named as its exception are."""
    folders = named_folders(text)
    if not folders or _term_on_folder(text, folders):
        return []
    exempt = _excepted_folders(text, folders)
    # only what the rule forbids: "always commit package-lock.json, never yarn.lock" forbids
    # yarn.lock alone; "never commit without running the tests in tests/" names tests/ as what
    # is run, not committed
    pols = polarity(text, [(s, e) for s, e, _f in folders])
    wanted = FORBIDDEN if FORBIDDEN in pols else None if REQUIRED in pols else NEUTRAL
    named = [
        f
        for (s, _e, f), p in zip(folders, pols, strict=True)
        if f not in exempt and p == wanted and not _WITHOUT.search(text, 0, s)
    ]
    # a file named as the exception is kept wherever it lies ("never commit .env, except
    # .env.example"); a folder only under the folder it is the exception of
    return each_lockfile(
        [
            PathRule(
                f,
                "file",
                forbidden=True,
                exempt=tuple(e for e in exempt if placement(e, f) or _is_file(e)),
                commits=True,
            )
            for f in named
        ]
    )


def _is_file(path: str) -> bool:
    last = path.rstrip("/").rsplit("/", 1)[-1]
    return "." in last.lstrip(".") or last.startswith(".")
