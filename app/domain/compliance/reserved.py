"""What a rule reserves to a role (a team, a department, whoever is on call): a place
(`read_paths`, whose "only" or "other than" is then said of who works there, not of where work
goes) or a command (`read_terms`: "Only the platform team runs terraform apply", "kubectl delete on
prod is reserved for the on-call"), refused to the agent either way."""

from __future__ import annotations

from app.domain.compliance.bare_branches import NOT_A_MACHINE  # (English, check-z-en)
from app.domain.compliance.only_doers import ONLY_SUBJECT_ACTS, TIMES, pushed_by_the_doer
from app.domain.compliance.terse_posts import terse_post  # (English, check-z-en)
from app.domain.compliance.word_tables import Lazy, table

# A place reserved to a role ("solo la toca el equipo legal", "يخص الفريق القانوني فقط", "法务以外的
# 人不改", "DBA 在管的", "gehört der Rechtsabteilung", "get changed by the support leads, not by
# you"): its "only" or "other than" is said of who works there, not of where work goes — the place
# is refused to the agent.
_ROLE = table(
    r"team;teams;leads?;department;dba;ops;legal;lawyers?;admins?;managers?;équipe;service;juridique;"
    r"direction;abteilung;rechtsabteilung;team;plattform-team;equipo;departamento;abogad\w*;squadra;"
    r"ufficio;presidenza;segreteria;команд\w*;отдел\w*;юрист\w*;админ\w*;فريق;الفريق;قسم;القسم;"
    r"团队;團隊;小组;小組;组(?![件合织成装员]);組(?![件合織成裝員]);部门;部門;法务;法務;运维;運維;财务;財務;チーム;部署;法務部;担当;팀;담당;"
    # who is on call
    r"on-call;oncall;astreinte;дежурн\w*;المناوب\w*;值班;値班;当番;당직;guardia;reperibil\w*;"
    # German's on-call and its compound teams ("die Rufbereitschaft", "vom Betriebsteam"), Italian's
    # systems administrator ("dal sistemista di turno")
    r"rufbereitschaft;bereitschaft\w*;\w{4,}teams?;sistemist[ai];"
    # a role's initials, and Arabic's role after its preposition ("للمناوب", "لفريق")
    r"sre;sres;مناوب\w*;"
    # a release's captain, and whoever holds a role ("reserved for whoever holds the pager")
    r"captains?;whoever;"
    # (English, check-v-en) a role by its post ("the platform engineer", "the on-call sysadmin",
    # "the maintainer")
    r"engineers?;sysadmins?;maintainers?;"
    # a person named by their post ("solo la jefa de producto", "seule la responsable technique",
    # "nur die Teamleiterin", "только руководитель", "لقائد الفريق وحده", "إلا مدير قواعد البيانات")
    r"jef[ae]s?;responsables?;responsabil[ei];capo;chef;chefin;gruppo;\w{3,}abteilung(?:en)?;\w*leiter(?:in)?;leaders?;"
    r"administrador\w*;amministrator\w*;administrateur\w*;administrators?;руководител\w*;"
    r"قائد;مدير;مسؤول(?!ي)"
    # (fr, de, es, it, ru, ar: the twenty-second round's posts) a director or a manager by post
    # ("технический директор", "релиз-менеджер"), Italian's capo joined to its field ("la
    # capotecnica", "il caposquadra"), German's person in charge ("der Release-Verantwortliche"),
    # French's cheffe
    r";директор\w*;менеджер\w*;capo\w{4,};\w*verantwortlich\w*;cheffes?;\w+administrator\w*;"
    # and Arabic's post with its article, so that what stands before it is read whole ("إلا
    # المدير التقني")
    r"ال(?:مدير|قائد|مسؤول)(?!ي)"
    # (fr, de, es, it, ru, ar; check-w-west) a chief and a club's or a house's warden by post
    # ("начальник станции", "die Kassenwartin")
    r";начальник\w*;\w+wart(?:in|innen|e)?"
    # (ru, check-x-west) a master craftsman ("старшего мастера", not "мастерской") and an engineer
    r";мастер(?:а|у|ом|е|ов)?(?!\w);инженер\w*"
    # (es, it, de; check-x-west) a master of a craft, a teacher too, as a post ("al maestro de
    # almazara", "alla maestra encuadernadora", "der Braumeister", "der Hüttenwirt")
    r";maestr[oa]s?;\w*meister(?:in|innen)?;\w+wirt(?:in|innen)?"
    # (ja zh ko, check-v-east) a post in the east's words: who is in charge of a release
    # ("发版负责人", "版本負責人"), on duty ("release 當值嘅同事"), an administrator ("資料庫管理員"), a
    # katakana team's 班 ("インフラ班": not 上班 or 加班), a lead ("백엔드 리드")
    r";负责人;負責人;当值;當值;管理员;管理員;班(?<=[ァ-ヺー]班);리드(?![가-힣]);매니저"
    # (ja zh ko, check-w-east) a lead in katakana ("テックリード", not a lead time), a supervisor
    # ("技術主管"), a lead with its only ("테크 리드만")
    r";リード(?!タイム);主管;리드(?=만(?![가-힣]))"
    # (ko, check-w-east) a Korean title with its honorific ("CTO 님만", "부장님만", "대표님만",
    # "파트장님만"): whoever holds it
    r";cto;cio;ciso;실장(?=\s*님);부장(?=\s*님);과장(?=\s*님);차장(?=\s*님);파트장(?=\s*님);센터장(?=\s*님)"
    r";그룹장(?=\s*님);대표(?=\s*님);이사(?=\s*님)"
    # (zh, check-w-east) whoever does the releases, named by the colleague who does them ("發版同事",
    # "发版的同学"), not the release itself ("发版前")
    r";发版(?=\s*(?:的|嘅)?\s*(?:同事|同学|同學|人员|人員));發版(?=\s*(?:的|嘅)?\s*(?:同事|同学|同學|人员|人員))"
    # (ja zh ko, check-x-east) a post in new words: a Korean engineer or team head by title
    # ("데브옵스 엔지니어님", "김 팀장님"), a katakana team's 係 ("インフラ係"), a section's 課 ("品質保証課",
    # not 課題), a group's head and a technical chief ("组长", "組長", "技術長")
    r";엔지니어;팀장(?=\s*님);係(?<=[ァ-ヺー]係);課(?<=[\u3400-\u9fff]{2}課)(?![\u3400-\u9fff]);组长;組長;技術長;技术长"
    # (ja zh ko, check-y-east) posts in the twenty-fifth round's words: a lead, a senior or a
    # director by an honorific ("테크리드님", "서 선임님", "원장님"), a department's head and a senior
    # colleague's work ("部長のお仕事", "先輩の仕事"), a leader in katakana, a director, a manager,
    # an architect, Cantonese's big brother of a team ("運維大佬")
    r";리드(?=\s*님);선임(?=\s*님);원장(?=\s*님);部長;先輩(?=の);リーダー;总监;總監;经理;經理;架构师;架構師;大佬;devops(?=\s*(?:님|同事|同学|同學|嘅|的|さん|担当|담당|팀|チーム|엔지니어|エンジニア));課長;係長;课长"
    # (ja zh, check-z-east) posts in the twenty-sixth round's words: Japanese's administrator and
    # person responsible ("リリース管理者", "インフラ責任者"), a director of a section ("IT 主任")
    r";管理者;責任者;主任"
    # (ko zh ja, check-z-east) a leader by the Korean loanword ("개발 리더 권한입니다"; not 리더보드), a
    # project manager by initials before an honorific or a possessive ("PM 的權限", "PM님"), a shop's
    # manager (店長, 店长)
    r";리더(?![가-힣]*보드);pm(?=\s*(?:님|的|嘅|の|さん|이|가|만|에게|한테));店長;店长"
    # (ko; fix-z-frozen) a post by its 자 ("배포 책임자의 권한", "운영 관리자의"; not admin rights or pages)
    r";책임자;관리자(?!\s*(?:권한\s*으로|페이지|모드|계정|화면|메뉴));운영자(?!\s*(?:권한\s*으로|페이지|모드|계정));점장"
)
_RESERVED = table(
    r"réservé\w*;reserved;riservat\w*;reservad\w*;vorbehalten;gehört;gehören;belongs?\s+to;owned\s+by;يخص;تخص;在管;管的;管理;の管轄;관리;"
    # a role's present of running the place ("la lleva el equipo legal", "من اختصاص الفريق",
    # "géré par", "gestita dall'ufficio", "verwaltet die Abteilung", "ведёт отдел", "managed by")
    r"lleva;llevan;gestiona\w*;gestisc\w*;gestit\w*;géré\w*;gère\w*;verwalte\w*;managed\s+by;"
    r"run\s+by;вед[её]т;ведут;в\s+ведении;зона;من\s+اختصاص;اختصاص;يدير\w*;تدير\w*;"
    # its verbs of handling and answering for ("la maneja el equipo", "занимается команда",
    # "управляет отдел", "من مسؤولية الفريق", "handled by")
    r"maneja;manejan;занимается;занимаются;управляет;управляют;مسؤولية;مسؤوليه;handled\s+by;"
    r"by\s+the\s+\S+(?:\s+\S+)?,?\s+not\s+by\s+(?:you|the\s+assistant|the\s+agent|agents?|bots?);以外的人;之外的人;以外的同事;以外の人;외에는\s*아무도"
)
# The words that reserve a place to others without naming a role's noun ("销售部以外的人不改").
_RESERVED_ALONE = table(
    r"not\s+by\s+(?:you|the\s+assistant|the\s+agent|agents?|bots?);以外的人;之外的人;以外的同事;以外の人;외에는\s*아무도"
)


_STRONG_CUT = Lazy(r"[.!?。！？;；](?=\s|$)|[。！？；]|\s[-–—]\s")


def strong_clauses(text: str):
    """Each clause of the text between strong cuts (a sentence's stop, a semicolon, a dash between
    spaces), as (start, end, words)."""
    at = 0
    for cut in [*_STRONG_CUT.finditer(text), None]:
        a, b = at, (cut.start() if cut else len(text))
        at = cut.end() if cut else b
        yield a, b, text[a:b]


def reserved_to_role(plain: str) -> bool:
    """Whether a sentence of the rule reserves what it names to a role, without a place ("Only
    the platform team runs terraform apply", "kubectl delete on prod is reserved for the on-call",
    "terraform destroy ist dem Plattform-Team vorbehalten"): a command so named is refused to
    the agent, not asked of it (see _reserved for a place)."""
    if reserving_clauses(plain):
        return True
    # or the role's job, its possessive ("is the DBA's job", "the on-call's call")
    return any(_ROLE.search(m.group(1)) for m in _JOB.finditer(plain))


def reserving_clauses(plain: str) -> list[tuple[int, int]]:
    """The (start, end) of each clause between strong cuts that reserves what it names to a role
    (see reserved_to_role)."""
    left = _LEFT_TO_SOMEONE.search(plain)  # (English, check-w-en)
    job = "'s" in plain and (_JOB.search(plain) or _JOB_ALONE.search(plain))  # (English)
    doer = _doer_after_only(plain)  # (fr de es ru; check-y-west; English: the subject after "only")
    terse = any(terse_post(part) for _a, _b, part in strong_clauses(plain))  # (English, check-z-en)
    passive = "only" in plain and _ONLY_PUSHED_BY.search(plain)  # (English, check-z-en)
    if (
        not _ROLE.search(plain)
        and not _NOBODY_ELSE.search(plain)
        and not left
        and not job
        and not doer
        and not terse  # (English, check-z-en)
        and not passive  # (English, check-z-en)
    ):
        return []
    out = []
    for a, b, part in strong_clauses(plain):
        post = terse_post(part) if terse else None  # (English, check-z-en) "…: duty purser only"
        if post == "mark" or (post == "whole" and _DASH_BEFORE.search(plain, 0, a)):
            out.append((_before_the_dash(plain, a), b))  # (English, check-z-en)
            continue
        if passive and _ONLY_PUSHED_BY.search(part):  # (English, check-z-en)
            out.append((a, b))  # "release/3 only ever gets pushed by the head coach"
            continue
        if doer and _doer_after_only(part):  # (fr de es ru; check-y-west; English)
            out.append((a, b))
            continue
        if _HANDED_AFTER_DASH.match(part) and (_ROLE.search(part) or _ONLY_THEN_DOER.match(part)):
            out.append((_before_the_dash(plain, a), b))
            continue
        if _NOBODY_ELSE.search(part):
            out.append((a, b))  # "is Marta's job, and hers only", "the DBA's job, nobody else's"
            continue
        if left and _LEFT_TO_SOMEONE.search(part):
            out.append((a, b))  # "is left to Aisha", "is left to the volunteer coordinator"
            continue
        if "'s" in part and _someones_call(part):
            out.append((a, b))  # (English, check-x-en) "is the chief engineer's call"
            continue
        roles = [r.span() for r in _ROLE.finditer(part)]
        if not roles:
            continue
        if (
            _RESERVED_FOR.search(part)
            or (_HANDED_TO.search(part) and not _MERGE_NOUN.search(part))  # (check-x-east)
            or (_duty_of_role(part, roles) and not _MERGE_NOUN.search(part))  # (check-y-east)
            or _RESERVED_ALONE.search(part)
            # "only" said of the role itself ("Only the platform team runs …", "только для
            # дежурного"), or all but the role ("salvo el equipo"); after it, "only" is the role's
            # own habit ("Our team only uses pnpm": pnpm asked for)
            or role_excepted(part)
            # or joined to the role after it, as Japanese and Korean say only ("インフラ担当者だけが
            # 実行します", "法務部しか編集しません", "인프라팀만 해요")
            or any(_ONLY_AFTER_ROLE.match(part, r1) for _r0, r1 in roles)
            # or said after it as English does: the role alone ("made by the release manager
            # alone")
            or any(_ALONE_AFTER_ROLE.match(part, r1) for _r0, r1 in roles)
            or _only_before_the_doer(part, roles)
        ):
            out.append((a, b))
    return out


# (fr, de, es, ru, ar; check-y-west) A branch's push or update left to someone "only" names, by an
# article and a noun the role tables do not hold ("revient uniquement à la trésorière", "seul le
# maître affineur s'en occupe", "darf ausschließlich die Kapitänin aktualisieren", "einzig und
# allein der Obmann", "solo el capataz puede actualizar la rama", "le tocan únicamente al patrón
# mayor", "pushea solamente la directora", "может только капитан-наставник", "имеет право лишь
# банщик-распорядитель", "es tarea exclusiva de la coordinadora"): a person, the subject of the act — where "only" with a preposition or
# with the branch, its name or what is pushed after it says where pushes go ("solo a la rama main",
# "только в ветку release", "nur den Branch main").
_ONLY_THEN_DOER = Lazy(
    r"(?<!\w)(?:(?:uniquement|seulement|exclusivement)\s+(?:à\s+la|à\s+l'|au|aux)\s*|seule?\s+(?:le|la|l')\s*"
    r"|(?:ausschließlich|nur|einzig\s+und\s+allein)\s+(?:der|die)\s+"
    r"|(?:solo|sólo|solamente|únicamente|exclusivamente)\s+(?:el|la|al|a\s+la)\s+"
    # (it; fix-z-only) Italian's article after its only ("su main pusha solo il bot di rilascio")
    r"|(?:solo|soltanto|unicamente|esclusivamente)\s+(?:il\s+|lo\s+|la\s+|l')"
    r"|(?:только|лишь|исключительно)\s+(?:старш\w+\s+|главн\w+\s+)?"
    # the act said to be the doer's exclusive task ("es tarea exclusiva de la coordinadora", "est
    # la tâche exclusive de la trésorière")
    r"|(?:tarea|trabajo|competencia|tâche|responsabilité)\s+exclusiv[ae]\s+(?:de\s+la|del|de\s+l'|du|de\s+los)\s*)"
    # (a bot or a post named by what it handles is a doer: "ausschließlich der Release-Bot", "nur
    # die Release-Managerin"; fix-z-only)
    r"(?:[a-zà-ÿ]+-(?:bots?|[a-zà-ÿ]*(?:manager|leiter|verantwortlich|beauftragt|chef|owner|team|meister)[a-zà-ÿ]*)(?!\w)"
    r"|(?!(?:branche|branch\w*|zweig\w*|rama|ramas|ramo|ветк\w*|main|master|develop|release|stable|"
    r"version\w*|versi[oó]n\w*|c[oó]digo|code|cambios|änderungen|modifications?|commits?|push\w*|"
    r"fichiers?|archivos?|dateien|файл\w*|код\w*|изменени\w*|в|на|с|для|по|из|у|к|"
    # (nor when or how: "пушим только после ревью", "только через merge request")
    r"после|через|перед|до|когда|если|пока|вместе|"
    # (nor what is tested, merged, tagged or fixed: "nur die Tests, bevor du auf den Branch …")
    # (fix-z-only: nor a day or a time of it, "solo il venerdì", "solo el viernes", "только утром")
    rf"tests?|pruebas?|prov[ae]|тест\w*|merge\w*|tags?|hotfix\w*|fix\w*|pull\w*|{TIMES})(?!\w))"
    # (a doer's noun of four letters or more, a bot or the CI: "seul le bot de release", "только
    # бот", "ausschließlich die CI"; not an instrumental, a manner: "только сквошем", "тегами")
    r"(?:[a-zà-ÿа-яё]{4,}(?<![оеё]м)(?<![ая]ми)|bot|бот|ci)(?:-[a-zа-яё]+)?(?!\w))"
    # (ar) the act said to be the doer's purview, the doer with its article ("من اختصاص المشرف
    # الزراعي وحده"), or Egyptian's nobody but the doer ("محدش يحدّثه غير الكيميائية")
    r"|(?<![\u0600-\u06ff])(?:من\s+اختصاص\s+ال[\u0600-\u06ff]{3,}|(?:محدش|ما\s+حدش)\s+(?:\S+\s+){0,3}?غير\s+ال[\u0600-\u06ff]{3,})"
    # (fr de es it ar; check-z-west) the act said to be the doer's by a noun of duty or authority,
    # the doer after it: "est du ressort exclusif du responsable", "ist Sache des Hüttenwirts
    # allein", "obliegt ausschließlich der Werkstattleiterin" (the verb: ausschließlich der is
    # above), "es cosa exclusiva de la jefa", "le corresponde únicamente al instructor", "compete
    # solo al maestro", "è di esclusiva competenza della custode", "من صلاحيات أمين المتحف",
    # "مسؤولية كبير الصنّاع فقط", "محصور في المدرب الأول"
    r"|(?<!\w)sache\s+(?:des|der)\s+[a-zà-ÿ-]{4,}\s+allein(?!\w)"
    r"|(?<!\w)(?:(?:du\s+)?ressort\s+exclusif\s+(?:du|de\s+la|de\s+l')\s*"
    r"|cosa\s+exclusiva\s+(?:de\s+la|del)\s+|corresponde\s+(?:solo|sólo|únicamente|exclusivamente)\s+(?:al|a\s+la)\s+"
    r"|compete\s+(?:solo|soltanto|unicamente|esclusivamente)\s+(?:al|alla|all')\s*|(?:di\s+)?esclusiva\s+competenza\s+(?:del|della|dell')\s*)"
    r"[a-zà-ÿ]{4,}"
    r"|(?<![\u0600-\u06ff])(?:من\s+صلاحيات|محصور\s+(?:في|على|ب)|مسؤولية\s+(?=\S+\s+(?:\S+\s+)?فقط))\s*[\u0600-\u06ff]{3,}"
)
# (ar) None acts but the doer, the act in the third person ("لا يدفع إلى فرع release إلا مدرب
# السباق", "لا يحدّث فرع stable إلا أمين المكتبة"): the push is the doer's, and the "إلا" names who,
# not an exception that leaves a case in doubt (reader.py asks `none_but_the_doer`). Not a time or
# a condition after "إلا" ("لا تدفع … إلا بعد المراجعة", "… إلا يوم الخميس"), nor a branch ("لا يوجد
# فرع إلا main").
_NONE_BUT_DOER = Lazy(
    r"(?<![\u0600-\u06ff])لا\s+ي[\u0600-\u06ff]{2,}\s+(?:\S+\s+){0,8}?إلا\s+"
    r"(?!(?:بعد|قبل|عند|يوم|في|إذا|لما|مع|من|حين|وقت|لو|عبر|بموافقة)(?![\u0600-\u06ff]))[\u0600-\u06ff]{3,}"
)
# The clause names a branch by its word: a push or an update of it is what the doer does.
_BRANCH_WORD = Lazy(r"(?<!\w)(?:branche|branch|zweig\w*|rama|ramo|ветк\w+)(?!\w)|فرع")


def _doer_after_only(part: str) -> bool:
    """Whether a clause names, after "only", the person who acts: with the word for a branch
    (see _ONLY_THEN_DOER), or in English as the subject of a push, or the branch named bare and
    the push the doer's (only_doers)."""
    if "only" in part and ONLY_SUBJECT_ACTS.search(part):
        return True
    if none_but_the_doer(part):
        return True
    doer = bool(_ONLY_THEN_DOER.search(part))
    if doer and WEST_MERGE_INTO.search(part):  # (check-z-west)
        return True
    if doer and _BRANCH_WORD.search(part):
        return True
    # (fr de es it ru ar; fix-z-only) the branch named bare: the push in the third person says
    # the doer pushes there ("Auf main pusht nur die Teamleitung")
    return pushed_by_the_doer(part, doer)


# (fr de es it ru ar; check-z-west) A merge into a line named bare, with no word for a branch
# ("fusionner dans main", "Das Mergen in main", "mergear a main", "il merge su main", "Мерж в
# main", "دمج التغييرات في main"): the doer after "only" or a noun of duty merges there.
WEST_MERGE_INTO = Lazy(
    r"(?<!\w)(?:fusionn\w*|merg\w*|мерж\w*|смерж\w*|слива\w*|دمج)(?:\s+\S+){0,2}?\s+"
    r"(?:dans|in|a|su|sul|в|في|إلى|الى)\s+(?P<line>main|master|develop|release|prod\w*|production|staging)(?![\w/-])"
)


def none_but_the_doer(text: str) -> bool:
    """(ar) Whether the words name a branch and leave its push to one doer alone ("لا يدفع إلى فرع
    release إلا مدرب السباق": see _NONE_BUT_DOER)."""
    return "إلا" in text and bool(_BRANCH_WORD.search(text)) and bool(_NONE_BUT_DOER.search(text))


def role_excepted(part: str) -> bool:
    """Whether an exception's clause names the role the act is left to ("salvo el equipo de
    sistemas", "кроме платформенной команды", "إلا من قبل فريق البنية التحتية", "außer dem
    Betriebsteam"): the agent is not that role, so the rule holds for it whole — no case in doubt."""
    if _east_all_but(part):  # ja zh ko (check-v-east)
        return True
    return any(_ONLY_BEFORE_ROLE.search(part, 0, r.start()) for r in _ROLE.finditer(part))


def _east_all_but(part: str) -> bool:
    """Whether the east's words leave the act to a role, all but it refused: all but the role
    before it ("除了發版負責人，誰都不能推", "除咗 release 當值嘅同事，邊個都唔好推", "只有发版负责人可以推",
    a word of what the role works on between), after it ("インフラ班の人以外は実行しないで", "백엔드
    리드 말고 아무도", "당직 엔지니어 빼고는 누구도"), or all but someone and nobody else ("除了运维谁都别动",
    "X 말고는 아무도"): the agent is no such role, so the rule holds for it whole."""
    if _EAST_BUT_NOBODY.search(part):
        return True
    for r in _ROLE.finditer(part):
        if _EAST_BUT_BEFORE.search(part, 0, r.start()) or _EAST_BUT_AFTER.match(part, r.end()):
            return True
    return False


# (the role's noun may be preceded by up to six characters of what it works on: "发版", "資料庫")
_EAST_BUT_BEFORE = Lazy(
    r"(?:除了|除咗|除开|除開|只有|只能由|仅限|僅限|只限)\s*(?:[a-z]+\s*)?[\u3400-\u9fff]{0,6}$"
    # (zh, check-w-east) Cantonese's only ("淨係發版同事先可以推", "只係 SRE 先可以")
    r"|(?:淨係|净系|淨是|只係|只系)\s*(?:[a-z]+\s*)?[\u3400-\u9fff]{0,6}$"
)
# (a word may stand between the role and its "but": "당직 엔지니어 빼고는")
_EAST_BUT_AFTER = Lazy(
    r"(?:\s*[가-힣]{1,5}(?=\s*(?:말고|빼고|외에)))?\s*(?:말고는?|빼고는?|외에는|외엔)"
    r"|\s*(?:の人|の方|さん|者)?以外"
    # (an honorific's only, a team's head or members: "DBA 님만", "팀장님만", "팀원만")
    r"|(?:장|원)?\s*님?\s*만(?![가-힣])"
)
_EAST_BUT_NOBODY = Lazy(
    r"(?:除了|除咗|除开|除開)[^，,。；;]{1,16}?(?:谁都|誰都|邊個都|边个都|任何人都|其他人都)"
    r"|(?:말고는?|빼고는?|외에는|외엔)\s*(?:아무도|누구도)"
)


# The words of reserving proper: a role's verbs of running a place (gère, lleva, verwaltet) said of
# a command are its habit ("L'équipe gère les déploiements avec helm upgrade": helm asked for).
_RESERVED_FOR = table(
    r"reserved;réservé\w*;riservat\w*;reservad\w*;vorbehalten;зарезервирован\w*;مخصص\w*;"
    # Arabic's prerogative of a role ("من صلاحية فريق المنصة فقط")
    r"من\s+صلاحي\w*;"
    # Chinese's "falls under the role's charge" and "others don't touch it" ("生产库的 DROP 操作归 DBA
    # 管，其他人别碰")
    r"归\s*[^，,。]{1,12}?\s*管(?!理);歸\s*[^，,。]{1,12}?\s*管(?!理);"
    r"其他人\s*(?:都\s*)?(?:别|別|不要|不能|不准|不準|不可以|不得|唔好);"
    r"别人\s*(?:都\s*)?(?:别|不要|不能|不准|不可以|不得);別人\s*(?:都\s*)?(?:別|不要|不能|不準|不可以|不得);"
    # a command said to stay with a role ("sudo stays with the ops folks")
    r"stays?\s+with;"
    # (English, check-v-en) left to a role, its own, falling to it, or only ever done by it
    # ("terraform apply is left to the SRE on call", "sudo on the kiosks belongs to the on-call
    # sysadmin", "falls to the DBA", "is only ever done by the platform engineer")
    r"(?:is|are)\s+left\s+to;belongs?\s+to;falls?\s+to;only\s+ever\s+(?:done|run|used|made|handled)\s+by"
    # (ja ko, check-w-east) the act said to be the role's charge or share ("main へのプッシュはテック
    # リードの担当です", "SRE チームの持ち場", "main 브랜치 푸시는 박 팀장님 몫이에요")
    r";の担当です;の担当となります;の持ち場;の仕事です;の役目です;몫이에요;몫입니다;몫이다;몫임"
)
# (ja zh ko, check-x-east) the act handed to the role by a noun or a particle ("main 브랜치 푸시는
# 김 팀장님 담당이에요", "QA 리드 소관입니다", "インフラ係に任せています", "品質保証課の役目でございます",
# "由组长负责", "交给运维同学", "交畀組長做", "是技術長的工作", "歸 SRE 負責"). Not said of a merge: the
# merge's reading (act_nouns) refuses every merge, whichever branch it lands on, and these words
# name the branch merged into ("release 브랜치로의 머지", "合并到 release 分支"), so it stays unread.
_HANDED_TO = table(
    r"담당이에요;담당입니다;담당이다;담당임;소관입니다;소관이에요;소관이다;に任せています;に任せてます"
    r";の役目でございます;の仕事でございます;由\s*[^，,。]{1,12}?\s*(?:负责|負責);交给\s*[^，,。]{1,12}"
    r";交給\s*[^，,。]{1,12};交畀\s*[^，,。]{1,12};是\s*[^，,。]{1,12}?\s*的\s*(?:工作|活儿|活兒)"
    r";歸\s*[^，,。]{1,12}?\s*負責;归\s*[^，,。]{1,12}?\s*负责"
)
_MERGE_NOUN = Lazy(r"머지|병합|マージ|合并|合併|merg")  # (the words are lowercased)
# (ja zh ko, check-y-east, check-z-east) The act said to be a role's duty or authority by a noun
# after it, an honorific, the post's last syllables or Korean's possessive between ("인프라 매니저님
# 일입니다", "릴리즈 담당자 권한입니다", "인프라 팀장 소관이야": 팀 is the role's word, "운영 매니저의
# 역할입니다", "部長のお仕事です", "リリース管理者の権限", "是运维经理的职责", "组长的职权", "係運維大佬嘅事",
# "IT 主任份內事"): up to three characters of the post between the role's word and the noun. Not the
# noun alone ("회의록 정리는 … 일이에요" names no act of a branch: read_actions asks for one).
_DUTY_AFTER_ROLE = Lazy(
    r"(?:[가-힣]{0,2}\s*(?:님|자)?\s*(?:의\s*)?(?:역할|권한|책임|업무|몫|소관)|\s*(?:님|자)?\s*(?:담당\s*)?(?:일|권한|책임|업무|몫|소관))\s*(?:이에요|입니다|예요|이야|이다|임)(?![가-힣])"
    r"|(?:さん|の方)?の(?:お)?(?:仕事|役目|役割|担当)"
    r"|\s*[\u3400-\u9fff]{0,3}(?:的|嘅)\s*(?:职责|職責|责任|責任|权限|權限|事|事情|工作|活)"
    r"|(?:さん|の方)?の(?:お)?(?:権限|責務|職責|管轄)"
    r"|\s*[\u3400-\u9fff]{0,3}(?:的|嘅)\s*(?:职权|職權|权责|權責)|\s*(?:的|嘅)?\s*份[内內](?:的|嘅)?\s*(?:事|工作)"
)
# the act handed over in the east's words that name no duty ("QA 파트장님께 맡겨 뒀어", "운영팀 리드가
# 전담합니다", "情シス係に任せております", "由组长来做", "是組長在處理的", "係技術主管嘅工作")
_EAST_HANDING = Lazy(
    r"(?:께|에게|한테)\s*맡(?:겨|기|깁)|전담(?:합니다|해요|한다|해|이에요|입니다)|に任せて(?:おります|おる|る|あります)|にお任せ(?:して|しており|しとり)"
    r"|由\s*[^，,。]{1,12}?\s*(?:来做|來做|来处理|來處理|处理|處理)|在\s*(?:处理|處理|管)"
    r"|(?:係|系)\s*[^，,。]{1,12}?\s*嘅\s*(?:工作|事|職責|职责)"
    # (ko ja zh, check-z-east) the authority said held by the role ("push 권한은 SRE 에게 있어요",
    # "マージ権限はテックリードにあります", "合并 main 的权限只在组长手上"): the holder a group each
    r"|권한\s*(?:은|이)\s*([^.,]{1,20}?)(?:에게|한테|께)\s*(?:만\s*)?(?:있어요|있습니다|있다|있음|있어)"
    r"|権限は([^。、]{1,20}?)に(?:しか|だけ)?\s*(?:あります|ある|ございます)"
    r"|(?:权限|權限)\s*(?:只)?\s*(?:在|喺)\s*([^，,。]{1,12}?)(?:手上|手里|手裡|那里|那裡|嗰度)"
)
# a right held by everyone is no one's reservation ("push 권한은 팀원 모두에게 있어요")
_EVERYONE = Lazy(r"모두|모든|전원|누구나|다들|全員|皆|みんな|誰でも|大家|所有人|每个人|每個人")


def _duty_of_role(part: str, roles: list[tuple[int, int]]) -> bool:
    """Whether a clause that names a role hands the act to it as its duty or charge (see
    _DUTY_AFTER_ROLE and _EAST_HANDING); an authority held, by a role named in its holder."""
    for m in _EAST_HANDING.finditer(part):
        g = m.lastindex  # the holder's group, where an authority held was said
        if not g or (
            not _EVERYONE.search(m[g]) and any(m.start(g) <= r0 < m.end(g) for r0, _ in roles)
        ):
            return True
    return any(_DUTY_AFTER_ROLE.match(part, r1) for _r0, r1 in roles)


def role_at(part: str, i: int) -> bool:
    """(ko ja, check-z-east) Whether a role's word begins at i of the clause (a field's word before
    it is the role's: "릴리즈 담당자", "リリース管理者")."""
    return bool(_ROLE.match(part, i))


def handed_to_role(part: str) -> bool:
    """(ja zh ko, check-y-east) Whether a clause hands what it names to a role by any of the words
    of reserving (a merge's clause too, which reserving_clauses leaves to the merge's reading)."""
    roles = [r.span() for r in _ROLE.finditer(part)]
    return bool(roles) and bool(
        _RESERVED_FOR.search(part)
        or _HANDED_TO.search(part)
        or _duty_of_role(part, roles)
        or any(_ONLY_AFTER_ROLE.match(part, r1) for _r0, r1 in roles)
        or role_excepted(part)
    )


_ONLY_BEFORE_ROLE = Lazy(
    r"(?<!\w)(?:only|solely|exclusively|(?:nobody|no\s+one|none)\s+(?:but|except|other\s+than)|solo|sólo|solamente|únicamente|seulement|uniquement|nur|"
    r"ausschließlich|soltanto|только|лишь|seule?s?)\s+"
    # the role as the doer of a passive ("used only by the field ops team", "solo por el equipo")
    r"(?:(?:by|por|par|von|vom|da|dal|dalla|dai|dagli)\s+)?"
    # its determiner and up to two words that modify it ("the storage on-call", "die Rufbereitschaft")
    # (a possessive among them: "only the library's DBA")
    r"(?:(?:the|el|la|los|las|le|les|l'|der|die|das|den|dem|il|lo|gli|для|у)\s*(?:[\w-]+(?:'s)?\s+){0,2})?"
    # a compound's first part before the role ("nur der Datenbank-Admin")
    r"(?:\w+-)?$"
    # Chinese's only before the role ("只有 SRE 可以執行", "只能由值班同学来做", "仅限运维")
    # and a word of what the role works on between ("只有資安組可以改")
    r"|(?:只有|只能由|只由|仅限|僅限|仅由|僅由)\s*(?:[\u3400-\u9fff]{1,2}(?=[组組]))?$"
    # all but the role ("nadie … salvo el equipo de sistemas", "Außer dem Betriebsteam …
    # niemand", "запрещено всем, кроме платформенной команды", "لا يُستخدم … إلا من قبل فريق"),
    # French's "ne … que par" ("n'est utilisé que par l'astreinte"), and only through a request
    # to the role ("только через заявку администратору БД", "nur über ein Ticket beim DBA-Team",
    # "إلا عن طريق طلب إلى مدير قواعد البيانات"): the role acts, the agent does not
    r"|(?<!\w)(?:(?:sauf|hormis|excepto|salvo|menos|außer|tranne|eccetto|except)\s+"
    r"(?:(?:the|el|la|los|las|le|les|l'|der|die|das|den|dem|il|lo|gli)\s*(?:[\w-]+\s+){0,2})?"
    r"|(?:que\s+(?:par|à|aux)\s+|qu'(?:à|aux)\s+)(?:(?:le|la|les|l')\s*(?:[\w-]+\s+){0,2})?"
    r"|(?:кроме|только|лишь)\s+(?:[\w-]+\s+){0,2}"
    r"|إلا\s+(?:من\s+قبل\s+|عن\s+طريق\s+(?:\S+\s+){0,2})?"
    r"|(?:only|nur|solo|sólo|únicamente|soltanto|seulement|uniquement)\s+"
    r"(?:through|über|via|par|sur|tramite|mediante|por)\s+(?:\w+\s+)?"
    r"(?:tickets?|requests?|demandes?|antrag|anfrage|petici[oó]n|solicitud|richiesta)\s+"
    r"(?:[\w'-]+\s+){0,2}"
    r")(?:\w+-)?$"
)
# "Only" before the verb, the role after it as its subject (es, it, fr: "a main solo sube cambios
# la jefa técnica", "su main fa push soltanto la capotecnica", "sur main ne pousse que le chef"):
# a verb and up to two words of its object between, then the role's determiner.
# and "only" before the role with a possessive or a preposition's article between ("ausschließlich
# unser Datenbankadministrator", "spetta soltanto al DBA", "исключительно администратор"), or the
# role's matter, nobody else's ("ist Sache des DBA-Teams", "c'est le travail de la DBA et de
# personne d'autre", "مقصور على مدير قواعد البيانات"), or Arabic's alone a few words after it
# ("مسؤول قواعد البيانات وحده")
_ONLY_POSSESSED_ROLE = Lazy(
    r"(?<!\w)(?:(?:ausschließlich|nur|allein|исключительно|soltanto|solo|esclusivamente|únicamente|"
    r"solamente|seulement|uniquement)\s+(?:unser\w*|al|alla|ai|agli|allo|au|aux|a\s+la|a\s+los)\s*"
    r"(?:[\w-]+\s+){0,2}"
    # (the adverbs of exclusively before the role, and German's allein before its article: "lo
    # aggiorna esclusivamente il responsabile IT", "spielt allein der Release-Verantwortliche ein")
    r"|(?:исключительно|esclusivamente|exclusivamente|exclusivement)\s+(?:[\w-]+\s+){0,2}"
    r"|(?:allein|einzig)\s+(?:der|die|das|den|dem)\s+(?:[\w-]+\s+){0,1})(?:\w+-)?$"
)
_ROLES_MATTER = Lazy(
    r"(?<!\w)(?:sache\s+(?:des|der)|le\s+travail\s+d[eu']|(?:le\s+)?corresponde\w*\s+"
    r"(?:únicamente\s+|solo\s+|solamente\s+)?a|spetta\w*\s+(?:soltanto\s+|solo\s+)?a)(?!\w)"
    r"|(?:de|d')\s+personne\s+d'autre|niemand\s+sonst|nadie\s+más|nessun\s+altro|никто\s+другой"
    r"|مقصور\w*\s+على|حكر\s+على"
    # (fr, de, es, it, ru, ar; check-w-west) the act handed over to a role: "revient à la
    # responsable", "incombent au chef de projet", "est l'affaire du", "es cosa de la jefa", "le
    # corresponde al", "è compito del", "spetta al", "входит в обязанности начальника", "— за
    # техническим директором", "من مهام مسؤولة الأنظمة", "يعود إلى قائد الفريق"
    r"|(?:revien\w*|incomb\w*)\s+(?:à|au|aux)(?!\w)|(?:est|sont)\s+l'affaire\s+d[eu']"
    r"|(?:es|son)\s+cosa\s+de|corresponde\w*\s+al(?!\w)|spetta\w*\s+(?:al|alla|allo|ai|agli|alle)(?!\w)"
    r"|è\s+compito\s+d|входит\s+в\s+(?:\w+\s+)?обязанност\w*|(?<=[—–]\s)за(?=\s)|من\s+مهام"
    r"|[يت]عود\s+(?:إلى|ل)"
    # (fr, de, it, ru, ar; check-x-west) more verbs and nouns of handing over: "c'est le rôle du
    # chef d'atelier", "relève de la cheffe de projet", "toccano al maestro liutaio", "è compito
    # esclusivo del capo servizio", "ist allein der Braumeister zuständig", "поручено только
    # главному инженеру", "هذا شأن المدير"
    r"|(?:c'est|est)\s+le\s+rôle\s+d|relèv\w*\s+d[eu']|tocca(?:no)?\s+(?:soltanto\s+|solo\s+)?a(?:l|lla|llo|i|gli|lle)?(?!\w)"
    r"|compito\s+esclusivo\s+d|(?<!\w)zuständig(?!\w)|поручен[оаы]?(?!\w)|شأن"
    # French's cleft closed by the role alone ("c'est le chef de projet qui pousse sur main, lui
    # seul")
    r"|(?<=,\s)(?:lui|elle|eux|elles)\s+seul(?:e|s|es)?(?!\w)"
)
# (fr, es, it, ru, ar; check-x-west) The act named before a dash, handed to a role after it ("Пуш в
# main — за техническим директором", "… — solo la responsabile tecnica", "… — هذا شأن المدير"), or
# to a doer "only" names by no role word (mend-zb-denies: "Мержить в прод — только тимлиду"): the
# clause after the dash names the doer only, so the act's clause before it is the reserved one.
_HANDED_AFTER_DASH = Lazy(
    r"\s*(?:за(?=\s)|дело(?=\s)|только(?=\s)|(?:ça,?\s+)?c'est\s+(?:pour|à)(?=\s)|seule?s?(?=\s)"
    r"|solo(?=\s)|soltanto(?=\s)|sólo(?=\s)|solamente(?=\s)|nur(?=\s)|(?:هذا\s+)?شأن(?=\s))"
    # (fix-z-frozen) or a noun of duty: "— зона ответственности одного лишь мастера", "— обязанность …"
    r"|\s*(?:зона\s+ответственности|ответственность|обязанность|прерогатива|забота|responsabilit[éà]"
    r"|responsabilidad|verantwortung|zuständigkeit|prérogative|prerrogativa|prerogativa)(?=\s)"
)
_DASH_BEFORE = Lazy(r"\s[-–—]\s$")


def _before_the_dash(plain: str, a: int) -> int:
    """The start of the clause before the one at `a` when a dash cuts them, else `a`."""
    if not _DASH_BEFORE.search(plain, 0, a):
        return a
    starts = [0] + [c.end() for c in _STRONG_CUT.finditer(plain, 0, a) if c.end() < a]
    return starts[-1]


_ALONE_AR = Lazy(r"\s+(?:\S+\s+){0,3}(?:وحده|وحدها|وحدهم)(?!\w)")
_ONLY_VERB_DOER = Lazy(
    r"(?<!\w)(?:solo|sólo|solamente|únicamente|exclusivamente|soltanto|solamente|esclusivamente|"
    r"unicamente|seulement|uniquement)\s+(?:[\w-]+\s+){1,3}?"
    r"(?:el|la|los|las|il|lo|gli|i|le|les|l')\s*(?:[\w-]+\s+){0,1}$"
)


def _only_before_the_doer(part: str, roles: list[tuple[int, int]]) -> bool:
    """Whether "only" stands before the verb whose subject is the role after it (see
    _ONLY_VERB_DOER): the act is the role's, as "only the role does it" says."""
    return any(
        _ONLY_VERB_DOER.search(part, max(0, r0 - 80), r0)
        or _ONLY_POSSESSED_ROLE.search(part, max(0, r0 - 80), r0)
        or _ALONE_AR.match(part, r1)
        for r0, r1 in roles
    ) or bool(_ROLES_MATTER.search(part))


# English's role alone after it ("by the release manager alone", "the release captain does
# alone"): a role's own habit says "only" there ("Our team only uses pnpm")
_ALONE_AFTER_ROLE = Lazy(
    r"(?:\s+(?:does|do|handles?|runs?)(?:\s+(?:it|that|them))?)?\s+alone(?!\w)"
)
# (English, check-w-en) An act left to someone, whoever they are ("Pushing to the release branch is
# left to Aisha", "… is left to the volunteer coordinator"): not to the agent, nor to chance or to
# the agent's own judgement ("left to you", "left to your discretion" permit).
_LEFT_TO_SOMEONE = Lazy(
    r"(?<!\w)(?:is|are)\s+(?:always\s+|usually\s+)?left\s+to\s+"
    r"(?!(?:you|your|yourself|the\s+(?:agent|assistant|bot)|chance|luck|taste|the\s+end)(?!\w))[\w']"
)
_JOB = Lazy(r"([\w-]+)'s\s+(?:job|call|task|prerogative|responsibility)(?!\w)")
# (English, check-x-en) The act said to be a role's call or job ("Whatever goes onto the on-air
# branch is the chief engineer's call"), or anyone's said alone ("are Father Tomasz's call alone"):
# reserved to them, as "nobody else's" says it.
# (and check-y-en: anyone's business or affair, said alone, "pushing the vault branch is Dr
# Achterberg's business alone")
_JOB_ALONE = Lazy(
    r"'s\s+(?:job|call|task|prerogative|responsibility|business|affair|domain|department)"
    r"\s+(?:alone|only)(?!\w)"
)


def _someones_call(part: str) -> bool:
    # (not the job described: "the release manager's job is to write commits onto …")
    return bool(_JOB_ALONE.search(part)) or any(
        _ROLE.search(m.group(1)) and not _DESCRIBED.match(part, m.end())
        for m in _JOB.finditer(part)
    )


_DESCRIBED = Lazy(r"\s+(?:is|was|includes)\b")


# (English, check-z-en) A push said "only (ever)" done by someone, in the passive: "release/3 only
# ever gets pushed by the head coach", "shop-prod only gets pushed by Wen from retail ops", "is
# only ever pushed by Ines": whoever they are, the push is theirs, not the agent's. Not a
# machine's ("only gets pushed by CI", "by the release script": what pushes, not who), nor the
# agent ("only gets pushed by you").
_ONLY_PUSHED_BY = Lazy(
    r"(?<!\w)(?:(?:gets?|is|are)\s+)?only\s+(?:ever\s+)?(?:(?:gets?|is|are)\s+)?pushed\s+"
    rf"(?:\w+\s+){{0,3}}?by\s+{NOT_A_MACHINE}"
)


# Who else is refused, no role named ("Marta's job, and hers only", "nobody else's")
_NOBODY_ELSE = table(r"(?:nobody|no\s+one|no-one)\s+else'?s?;(?:his|hers|theirs)\s+(?:only|alone)")
# (a space after a role in Latin letters: "夜間当番の SRE だけです", "SRE 만")
_ONLY_AFTER_ROLE = Lazy(
    r"\s*(?:(?:者|さん|の人|の方)?(?:だけ|のみ|しか)|(?:자)?만(?![가-힣]))"
    # Arabic's alone after the role ("مسموح لقائد الفريق وحده"), German's allein
    r"|\s+(?:\S+\s+)?(?:وحده|وحدها|وحدهم|فقط)(?!\w)|\s+allein(?!\w)"
    # (ja ko, check-z-east) and after the role's authority ("push できるのはインフラ担当者の権限だけです",
    # "머지는 팀장 권한만"): the role's "only", not the branch's
    r"|(?:者|さん|の方)?の\s*権限\s*(?:だけ|のみ)|(?:자|님)?\s*(?:의\s*)?권한만(?![가-힣])"
)


ROLE, RESERVED, RESERVED_ALONE, ONLY_AFTER_ROLE = (
    _ROLE,
    _RESERVED,
    _RESERVED_ALONE,
    _ONLY_AFTER_ROLE,
)
