"""The words the actions family's rules are said with, in every language (read_actions.py and
read_branches.py read with them): pushing, forcing, committing, branches, tasks, "every", naming,
pull requests, "only" and its time-bound kind, the main branch said in words and the branch names
written in another script."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import (
    Lazy,
    table,
)

PUSH = table(
    # Korean also says a push as "putting up" onto a branch: "main에 직접 올리지 마세요"
    # Chinese's bare 推 after "directly" ("main 是沒有人直接推的", "別直接推 main")
    # and "pushing code" onto it, or 推 before a branch's Latin name ("往 main 推代码", "推 hotfix")
    r"push\w*;推送;推到;推上;强推;強推;推(?<=直接推);推代码;推代碼;推(?=\s+[A-Za-z]);プッシュ;푸시;푸쉬;직푸;강푸;올리\w*;올려\w*;"
    # (zh, check-v-east) and Chinese's bare 推 closing its clause ("谁都不要往 release 分支推",
    # "只有組長能推，其他人開 PR"), not 推荐 or 推广
    r"推(?<![类類])(?=\s*(?:[，,。.；！!]|$));"
    # Japanese puts files up onto a branch directly ("main にファイルを直接上げるのは禁止")
    r"直接上げ;直で上げ;"
    # and as "applying" changes onto a branch: "master에 바로 반영하지 마"
    r"에\s*(?:바로\s*|직접\s*)?반영\w*;pouss\w*;pushen;gepusht;empuj\w*;pushear;pushare;"
    r"пуш\w*;запуш\w*;ادفع;دفع;تدفع;"
    # (ru; check-za-west) chat's force push in one word ("форспуш", "форс-пуш"): a push
    r"форс-?пуш\w*;"
    # (de; check-zb-west) Swiss and colloquial German spell it as said, "pusche", "pusched",
    # "puschen", "gepuscht" ("Pusched bitte nie uf de release-Branch")
    r"pusch(?:e|ed|en|t|st)?;gepuscht;"
    # Spanish "subir" (to upload) a push: "no subas nada a main", "súbelo a tu rama"
    r"s[uú]b(?:ir|e|es|as|an|o|elo|ela|elos|irlo|ido|ida);"
    # what goes or lands on a branch ("Nothing goes to main directly", "No code lands on the prod
    # branch"): a push said by where the work arrives
    r"(?:go(?:es)?|land(?:s)?)\s+(?:straight\s+|directly\s+)?(?:to|into|on(?:to)?)\s+(?:the\s+)?"
    r"(?:main|master|prod\w*|release\S*|develop|staging|hotfix\S*|[\w*/-]+\s+branch\w*);"
    # commits or changes sent to a branch ("nobody sends commits straight to main", "nessuno manda
    # commit dritti sul ramo main", "коммиты прямо в main никто не отправляет", "لا أحد يرسل
    # تعديلاته مباشرة إلى main"): a push said by what travels
    r"(?:send|sends|sending|sent|envoi\w*|envoy\w*|schick\w*|envi[aeo]\w*|mand[aio]\w*|invi[aio]\w*|"
    r"отправля\w*|отправ[иь]\w*)\s+(?:[\w'’]+\s+){0,2}?(?:commits?|changes|modifications?|änderungen|"
    r"cambios|modifiche|коммит\w*|изменени\w*);"
    r"(?:коммит\w*|изменени\w*)\s+(?:\S+\s+){0,7}?отправля\w*;"
    + ";".join(
        rf"{verb}\s*(?:ال)?(?:تعديلات|تغييرات|التزامات|كوميت)"
        for verb in ("يرسل", "ترسل", "نرسل", "أرسل", "ارسل", "إرسال", "ارسال")
    )
    # (ar, check-x-west) changes raised onto a branch ("رفع التعديلات إلى فرع release", "لا ترفع
    # التغييرات إلى main"): a push said by what is raised
    + r";[يتنأا]?رفع\s*(?:ال)?(?:تعديلات|تغييرات|كود)"
)
# The state of what a rule keeps, as its "once" ("マージ済みなら触らない", "한번 머지되면 손으로
# 고치는 게 아니다", "once merged, …"): an edit of a file that exists is of one so kept — no
# condition the checker cannot see.
MERGED_STATE = Lazy(
    r"(?:マージ|適用|リリース)済み(?:の場合|なら)(?:は)?"
    r"|(?:한\s*번|한번|일단)\s*(?:머지|병합|적용|배포)(?:가\s*)?(?:되|하|됐)(?:면|으면)"
    r"|(?<!\w)once\s+(?:it\s+is\s+|they\s+are\s+|it'?s\s+|they'?re\s+)?(?:merged|applied|released)(?!\w)",
    re.IGNORECASE,
)
# (mend-zf-scope) The merge word modifying a noun, a merged state ("main 에 바로 머지된 커밋",
# "main に直接マージしたコミット", "合并到 main 的提交", "合并的提交"): what was merged, no merge
# refused — read as one, a rule refusing to revert or delete such commits denied every merge into
# main. Korean's adnominal past or passive; Japanese's した (not したら, a condition or "must not":
# "マージしたらあかん", nor したり, a list of acts refused: "マージしたり push したりしないで"), された,
# 済み; Chinese's 的 before a noun that is not the act's own (合并到 main 的操作 is the merge).
# Matched right after the merge word (MERGED_NOUN_AFTER) or, for Chinese, after the branch it goes
# into (MERGED_NOUN_AFTER_ZH).
MERGED_NOUN_AFTER_ZH = (
    r"\s*(?:分支)?\s*(?:上|里|裡|中)?\s*(?:过|過)?的\s*"
    r"(?!操作|动作|動作|行为|行為|事|话|話|时候|時候|人|權限|权限)"
)
MERGED_NOUN_AFTER = (
    r"\s*(?:된|한|했던|됐던|되었던)(?![가-힣])|\s*(?:した(?![らり])|された|済み)"
    r"|\s*(?:到|进|進|入)\s*[a-z0-9][\w./-]*(?![\w./-])"
    + MERGED_NOUN_AFTER_ZH
    + r"|(?<=[合并併])"
    + MERGED_NOUN_AFTER_ZH
)
# A condition that is only the need of the act itself ("if you have to push", "si tu dois
# pousser", "si tienes que subir algo", "wenn du pushen musst", "если надо запушить", "وإذا احتجت
# إلى الدفع", "push するなら", "푸시할 거면", "要推的话"): the act the rule is about, not a case of
# it — the rule's scope, as "when you push" is.
ACT_IF = Lazy(
    r"(?<!\w)(?:if|si|wenn|falls|se|если|(?:و|ف)?(?:إذا|اذا))\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:push\w*|pouss\w*|pushen|pushar\w*|pushear|запуш\w*|пуш\w*|(?:إلى\s+)?الدفع|تدفع|"
    r"s[uú]bir(?:lo)?)(?:\s+(?:algo|qualcosa|something|etwas|quelque\s+chose|что-то|شيئا))?"
    r"(?=\s*(?:[,،;:—–]|-\s|$)|\s+ف)"
    r"|(?:push|プッシュ)\s*(?:する|したい|が必要な)?なら"
    r"|(?:푸시|푸쉬|push)\s*(?:할|하실|하려면|해야\s*하면)\s*(?:거면|거라면|꺼면)?"
    r"|올릴\s*(?:거면|거라면|꺼면)|올리려면|올려야\s*하면"
    r"|(?:如果)?要?推(?:送)?的话|(?:如果)?要?推(?:送)?的話|如果要推(?:送)?",
    re.IGNORECASE,
)
FORCE = table(
    # the short flag ("-f 옵션 쓰지 마"); Korean's loanword ("포스 푸시") and 강푸 (강제 푸시)
    # Chinese's 强推 (强制推送, as 강푸 is 강제 푸시); not the idiom "in force", "into force" (a rule
    # that holds: "Don't push to main; the freeze is back in force" refuses every push)
    r"(?<!\bin\s)(?<!\binto\s)force\w*;--force;-f;強制;强制;强推;強推;강제;포스(?=\s*푸[시쉬]);강푸;"
    r"(?<!\bin\s)(?<!\binto\s)forc[eé]\w*;erzwing\w*;forz\w*;форс\w*;"
    r"принудительн\w*;قسري\w*;بالقوة"
)
COMMIT = table(
    r"commit\w*;check(?:s|ed|ing)?[- ]in(?!\w);提交;コミット;커밋;коммит\w*;الالتزام;الإيداع;الايداع;إيداع;كوميت"
)
# Putting files into the repository said without the word commit, outside Korean (whose own words
# are `read_actions._INTO_REPO`): the repository or git as where a thing goes or stays out of
# ("never goes into the repo", "stay out of git", "リポジトリに入れない", "ne sont jamais versionnés",
# "no se suben al repo", "ما تنرفع على المستودع", "не кладём в репозиторий").
INTO_REPO = table(
    # (a repo's name between: "into the brewery repo", "out of the podcast repo")
    r"(?:into|to)\s+(?:the\s+)?(?:[\w'-]+\s+){0,2}?(?:repo|repository|git)(?![\w']);in(?:to)?\s+(?:git|version\s+control)(?![\w']);"
    r"out\s+of\s+(?:the\s+)?(?:[\w'-]+\s+){0,2}?(?:repo|repository|git)(?![\w']);"
    r"versionn\w*;dans\s+le\s+dépôt;(?:al|en\s+el)\s+(?:repo|repositorio)(?!\w);"
    r"(?:ins|in\s+das|im)\s+(?:repo|repository)(?!\w);eingecheckt;(?:nel|sul)\s+(?:repo|repository)(?!\w);"
    r"в\s+(?:репозитори\w*|репо|git|гит)(?!\w)"
    # (ru; check-zc-west) not where a thing named lives, its owner named and a word of its worth
    # after a dash ("Файл .env в репо шашлычной — святое, не лезь"): "in", not "into"
    r"(?!(?:\s+[^\s,.;:!?—–-]+){1,2}\s+[—–]\s+(?:свят\w*|табу|неприкосновенн\w*)(?!\w));"
    r"(?:على|في|لل|إلى|الى)\s*المستودع;"
    r"リポジトリに;gitに;ギットに;"
    # or its history, or version control ("…, qui ne doivent jamais se retrouver dans l'historique
    # git", "non finiscono mai nella cronologia di git", "landet nie im Git", "لا تدخل سجل git",
    # ".env 檔不要加進版本控制", "never end up in the git history")
    r"(?:in(?:to)?\s+)?(?:the\s+)?git\s+history;(?:l')?historique\s+(?:de\s+)?git;cronologia\s+di\s+git;"
    r"(?:im|ins)\s+git(?![\w']);(?:die\s+)?git-historie;سجل\s+git;истори\w*\s+git;"
    r"版本控制;版本库;版本庫;版控;"
    # "*.key 文件一律不进仓库", "不放進 repo": into the repository, in Chinese
    r"进\s*(?:git\s*)?(?:代码)?(?:仓库|库|repo)(?![\w']);進\s*(?:git\s*)?(?:代碼)?(?:倉庫|庫|repo)(?![\w']);"
    r"入\s*(?:代码|代碼)?(?:仓库|倉庫|库|庫)"
    # Arabic's repository named by whose it is, with no article, as where a file goes ("لا تُرفع
    # إلى مستودع المخبز"; not "في مستودع البوابة", where a folder lies), and git itself ("لا تُضاف
    # إلى git")
    r";(?:إلى|الى)\s+مستودع;(?:إلى|الى)\s*(?:git|github)(?![\w'])"
    # (ja zh, check-z-east) git's or version control's keeping, as where a file goes ("git 管理に
    # 含めないこと", "バージョン管理に入れない", "不要纳入 git 管理")
    r";管理に(?<=git\s管理に);管理に(?<=バージョン管理に);纳入\s*git;納入\s*git"
)
BRANCH = table(
    r"branch\w*;分支;ブランチ;브랜치;branche\w*;zweig\w*;rama\w*;ramo;rami;ветк\w*;веток;ветв\w*;"
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
    r"nombres?;nome;nomi;имен\w*;имя;назван\w*;اسم;أسماء;تسمية;"
    # "X is called/named …": "I rami si chiamano feature/…", "Las ramas se llaman …", "Ветки
    # называются …", "Branches heißen …", "ブランチ名は", "分支名"
    r"si\s+chiamano;si\s+chiama;se\s+llaman;se\s+llama;s'appellent;s'appelle;heißen;heisst;heißt;"
    r"называ\w*;تسمى;ブランチ名;分支名"
)
MAIN_PHRASE = table(
    r"(?:the\s+)?(?:main|default|primary)\s+branch;主分支;主干;主幹;默认分支;默認分支;メインブランチ;"
    r"デフォルトブランチ;메인\s*브랜치;기본\s*브랜치;branche\s+principale;hauptbranch;hauptzweig;"
    r"standardbranch;rama\s+principal;branch\s+principale;ramo\s+principale;"
    r"основн\w*\s+ветк\w*;главн\w*\s+ветк\w*;الفرع\s+الرئيسي;الفرع\s+الافتراضي"
)
TRANSLITERATED = (
    ("마스터", "master"),
    ("디벨롭", "develop"),
    ("디벨로프", "develop"),
    ("릴리스", "release"),
    ("릴리즈", "release"),
    ("프로덕션", "production"),
    ("스테이징", "staging"),
    ("マスター", "master"),
    ("デベロップ", "develop"),
    ("リリース", "release"),
    ("プロダクション", "production"),
    ("ステージング", "staging"),
)
BRANCH_NAMES = Lazy(
    r"(?<![A-Za-z0-9_/-])(main|master|trunk|production|prod|develop|development|release|staging)"
    # a German compound with the word for a branch is the branch ("auf den main-Branch")
    r"(?![A-Za-z0-9_/]|-(?!branch|zweig))"
    # not a machine or a store named by the environment ("the prod hosts", "the staging bucket")
    r"(?!\s+(?:hosts?|servers?|machines?|box(?:es)?|buckets?|clusters?|databases?|db|dbs|"
    r"environments?|env|instances?|nodes?|vms?)\b)"
)
SHARED = table(
    r"shared;public;共享;公共;共有;공유;partagée?s?;gemeinsam\w*;compartid\w*;condivis\w*;"
    r"общ\w*;المشتركة;"
    # said by who uses them: "大家一起用的", "여럿이 같이 쓰는", "used by everyone"
    r"公用;共用;大家(?:一起)?(?:用|共用)的;같이\s*쓰는;함께\s*쓰는;used\s+by\s+everyone;von\s+allen\s+genutzt\w*"
)
WORK_ON = table(
    r"work(?:ing)?\s+(?:directly\s+)?on;直接在;在\s*main;上工作;上で作業;에서\s*작업;"
    r"travailler\s+(?:directement\s+)?sur;arbeite\w*\s+(?:direkt\s+)?auf;"
    r"trabaj\w*\s+(?:directamente\s+)?en;lavora\w*\s+(?:direttamente\s+)?su;"
    r"работа\w*\s+(?:прямо\s+)?в;تعمل\s+على"
)

# (mend-zb-denies) Where a kind of work goes, said by its arrival, as English's "hotfixes go on
# hotfix/*" is a push (PUSH): "Hotfixes kommen auf hotfix/*", "gehören auf", "les correctifs vont
# sur", "van a", "vanno su", "идут в", "放到", "に入れて" — beside a refusal, the place it may land.
LANDS_ON = Lazy(
    r"(?<!\w)(?:kommt|kommen|geht|gehen|landet|landen|gehört|gehören)\s+(?:\w+\s+){0,2}?(?:auf|in|nach)(?!\w)"
    r"|(?<!\w)(?:va|vont|atterri\w*|file\w*)\s+(?:\w+\s+){0,2}?(?:sur|dans)(?!\w)"
    r"|(?<!\w)(?:van|va|aterriz\w*|entran?)\s+(?:\w+\s+){0,2}?(?:a|al|en)(?!\w)"
    r"|(?<!\w)(?:vanno|va|finisc\w*|entrano)\s+(?:\w+\s+){0,2}?(?:su|sul|sui|in|nel|nei)(?!\w)"
    r"|(?<!\w)(?:ид[её]т|идут|попада\w*|улета\w*|отправляются)\s+(?:\w+\s+){0,2}?(?:в|на)(?!\w)"
    r"|放到|放在|进到|進到|合到|丢到|丟到|に入れ|に載せ|に乗せ"
    # (mend-zc-places) PUSH's own "go(es) to" names only the usual branches, so English's "Features
    # go on feature/*", "Bugfixes go to bugfix/*", "belong on", "land on" any other one left the
    # place refused beside the ban; and the languages that had none: "уходят в", "تذهب إلى",
    # "feature/* に出して" / "に置いて" / "に行く" or a bare "に" closing the clause, "feature/*로
    # 보내세요", "去 feature/*" (not 过去, 去掉, which remove)
    r"|(?<!\w)(?:go(?:es)?|land(?:s)?|belong(?:s)?)\s+(?:\w+\s+)?(?:on(?:to)?|to|into|in)(?!\w)"
    r"|(?<!\w)(?:уход\w*|отправля\w*|клад\w*)\s+(?:\w+\s+){0,2}?(?:в|на)(?!\w)"
    r"|(?<!\w)(?:ت|ي)(?:ذهب|رسل|وضع)\s+(?:\w+\s+)?(?:إلى|الى|على|في)(?!\w)"
    r"|に\s*(?:出し|出す|置い|置く|置き|行く|行き|行って|送っ|送る|送り)|に\s*$"
    r"|(?<![\uac00-\ud7a3])으?로\s*(?:보내|보냅|가세요|가요|갑니다|간다)"
    r"|(?<![过過失除上])去(?=\s*[A-Za-z])",
    re.IGNORECASE,
)

MERGE = table(r"merg\w*;머지;병합;マージ;合并;合併")


# Pull and merge requests: a rule that forbids opening them onto a branch.
REQUEST = table(
    r"pull\s*requests?;prs?;merge\s*requests?;mrs?;プルリク\w*;풀\s*리퀘(?:스트)?;피알(?![가-힣]{2});머지\s*리퀘(?:스트)?;拉取请求;合并请求;合併請求;"
    r"demandes?\s+de\s+(?:fusion|tirage);solicitud\w*\s+de\s+(?:extracción|cambios|fusión);"
    r"richiest\w*\s+di\s+(?:pull|merge);пул+[- ]?реквест\w*;طلب\w*\s+(?:ال)?(?:سحب|دمج)"
)


# Korean "puts up" a pull request as it does a push ("PR 올려 주세요"); a force flag named as an
# option beside a branch is git push's ("main에 --force 옵션 쓰는 거 금지", "-f 플래그 금지").
PUT_UP = Lazy(r"올리\w*|올려\w*|(?:直接|直で)\s*上げ")
FORCE_OPTION = Lazy(r"(?:--force|(?<![\w-])-f|force)\s*(?:옵션|플래그|option|flag)")


TOUCH_BRANCH = table(r"touch\w*;건드리\w*;건들\w*;손대\w*;손을\s*대\w*;触ら\w*;触る;いじ\w*")


# "Only push to feature/*", "只能推送到 feature/*", "feature/* 브랜치에만 푸시", "Pushe nur auf …",
# "Ne pousse que sur …": the branches named are the only ones a push may land on.
ONLY = table(
    r"only;exclusively;solely;只;仅;僅;だけ;のみ;에만;에서만;로만;uniquement;seulement;"
    r"exclusivement;nur;ausschließlich;ausschliesslich;s[oó]lo;solamente;únicamente;soltanto;"
    r"unicamente;esclusivamente;только;лишь;исключительно;فقط"
)
# "Only push to main after review", "리뷰 후에만": what the restriction is about is when, not
# where — a push elsewhere keeps it; such a rule has no reading.
ONLY_WHEN = table(
    r"after;before;once;until;après;avant;nach;vor;bevor;después;antes;dopo;prima;после;до;перед;"
    r"بعد;قبل;후;전에;뒤;後;前に;之后;之後;以后;以後;之前"
)
# French restricts with "ne … que" ("ne pousse que sur"), whose "ne" forbids nothing.
NE_QUE = Lazy(r"(?<!\w)(?:ne\s+|n')\S+(?:\s+\S+)?\s+qu(?:e|')", re.IGNORECASE)
