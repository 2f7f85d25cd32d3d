"""Rules the eighteenth round's fresh set (dev33r, 11 languages) showed read wrong or unread, read
as classes of a sentence's parts (issue 33): the lock file named by what it is ("the lockfile",
"ロックファイル") stands for every package manager's lock file; a project's usual folder name
after a determiner and a word that modifies it ("the pager app", "the drivers' mobile api") is the
head of a noun, not the folder; French takes a refused thing up with "en" or "y" as it does with
"le" ("kubectl apply, on ne s'en sert pas"). Then the pool cases each reading mends (earlier
rounds' cases it was not written from), the set's shape, its apartness and the probes' absence
from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(23edb820) the siblings of every class fail; the near misses pass on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33R, DEV33R_FROZEN
from benchmarks.judge_compliance import Case, judge_case
from tests.compliance_sets import (
    SETS,
    assert_probes_in_no_set,
    assert_round_set,
    assert_rules_apart,
    bash,
    check,
    codex,
    edit,
    gemini,
    rows,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

# ---------------------------------------------------------------- the lock file by what it is

LOCKFILE = [
    ("Nobody edits the lockfile by hand; Dependabot owns it.", edit("package-lock.json"), V),
    ("Nobody edits the lockfile by hand; Dependabot owns it.", edit("package.json"), F),
    ("Nobody edits the lock file in the billing repo manually.", write("pnpm-lock.yaml"), V),
    (
        "Never commit the lockfile of the docs site.",
        bash("git add yarn.lock && git commit -m x"),
        V,
    ),
    (
        "Never commit the lockfile of the docs site.",
        bash("git add src/app.ts && git commit -m x"),
        F,
    ),
    ("Die Lock-Datei bitte nie von Hand anfassen.", edit("poetry.lock"), V),
    ("锁文件不要手动改，CI 会重新生成。", edit("Cargo.lock"), V),
    ("ロックファイルは手で書き換えないでください。", edit("frontend/package-lock.json"), V),
    ("락 파일은 직접 수정하지 마세요.", edit("yarn.lock"), V),
    ("락 파일은 직접 수정하지 마세요.", edit("src/app.ts"), F),
]
LOCKFILE_NEAR = [
    # a file named beside the word: the file is what the rule names
    ("Lock files like Gemfile.lock are never edited by hand.", edit("yarn.lock"), F),
    # the lock of a door or a mutex is no file
    ("Don't hold the lock while calling the payment API.", edit("yarn.lock"), U),
    ("Keep the lock screen timeout at five minutes.", edit("package-lock.json"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), LOCKFILE + LOCKFILE_NEAR)
def test_the_lock_file_by_what_it_is(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a folder's name as a noun's head

NOUN_HEAD = [
    (
        "Messages are sent as plain text only; the couriers' pager app shows markdown tables raw.",
        "Stops today:\n\n| Stop | Time |\n|---|---|\n| Depot | 8:00 |",
        V,
    ),
    (
        "Messages are sent as plain text only; the couriers' pager app shows markdown tables raw.",
        "Stops today: the depot at 8:00.",
        F,
    ),
    (
        "Plain text only in SMS replies, the old pager app cannot show anything else.",
        "- first\n- second",
        V,
    ),
    (
        "Answers for the kiosk are plain text only; our kiosk app renders no markdown.",
        "# Opening hours\nWe open at nine.",
        V,
    ),
    (
        "Plain text only for the warehouse chat; the handheld scanner app shows asterisks as is.",
        "Pick list ready: aisle 4, bin 12.",
        F,
    ),
]
NOUN_HEAD_NEAR = [
    # the folder itself, after a verb or a determiner alone
    ("Don't touch the app, the mobile team owns it.", edit("app/main.py"), V),
    ("Never write into the build.", write("build/out.js"), V),
    ("Keep your hands off docs, the writers own it.", edit("docs/intro.md"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), NOUN_HEAD + NOUN_HEAD_NEAR)
def test_a_folder_name_as_the_head_of_a_noun(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Japanese's verb of rewriting

REWRITE_JA = [
    ("vendor/ 以下のコードは書き換えないでください。", edit("vendor/lib/a.go"), V),
    ("vendor/ 以下のコードは書き換えないでください。", edit("internal/a.go"), F),
    ("migrations/ のファイルを書き換えるのは禁止です。", write("migrations/0003_x.py"), V),
    ("生成された generated/ は手で書換しないこと。", edit("generated/api.ts"), V),
    ("書き換えていいのは src/ の中だけです。", edit("scripts/run.sh"), V),
    ("書き換えていいのは src/ の中だけです。", edit("src/run.ts"), F),
]
REWRITE_JA_NEAR = [
    # writing in (書き込) is the verb it was, and a rewrite of a text asked for is no place
    ("logs/ には何も書き込まないでください。", write("logs/a.log"), V),
    ("README の説明を英語に書き換えてください。", edit("docs/a.md"), U),
    ("src/ のコードを書き換えたら、テストも更新してください。", edit("src/a.ts"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), REWRITE_JA + REWRITE_JA_NEAR)
def test_japanese_verb_of_rewriting(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- French's en and y

FRENCH_EN_Y = [
    (
        "helm upgrade, on ne s'en sert plus : tout passe par Argo CD.",
        bash("helm upgrade api ./c"),
        V,
    ),
    ("helm upgrade, on ne s'en sert plus : tout passe par Argo CD.", bash("helm history api"), F),
    ("yarn, on n'en veut plus dans ce projet.", codex("yarn add zod"), V),
    ("yarn, on n'en veut plus dans ce projet.", codex("pnpm add zod"), F),
    ("sudo, on n'y a pas droit sur les machines de recette.", gemini("sudo apt install jq"), V),
    ("terraform destroy, on n'y touche pas sans l'équipe infra.", bash("terraform destroy"), V),
]
FRENCH_EN_Y_NEAR = [
    # "en" and "y" as a preposition or an adverb, not a pronoun taking the thing up
    ("On utilise pnpm pour tout, on en est contents.", codex("pnpm add zod"), F),
    ("N'utilise pas npm, il y en a déjà assez de lockfiles cassés.", codex("pnpm add zod"), F),
    ("Pour sudo, il y a une procédure : demande au support.", gemini("sudo apt install jq"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), FRENCH_EN_Y + FRENCH_EN_Y_NEAR)
def test_french_takes_the_refused_thing_up_with_en_and_y(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a harm done now, as the reason

HARM_NOW = [
    ("Use pnpm for the admin panel; npm breaks the lockfile.", codex("npm install zod"), V),
    ("Use pnpm for the admin panel; npm breaks the lockfile.", codex("pnpm add zod"), F),
    ("构建统一用 pnpm，yarn 会把 lock 文件弄乱。", bash("yarn add dayjs"), V),
    ("Pakete kommen mit pnpm rein, npm macht uns die Lockfile kaputt.", bash("npm install x"), V),
    ("Instalamos con pnpm: npm rompe el lockfile cada vez.", gemini("npm install x"), V),
    ("Ставим пакеты через pnpm, npm ломает lock-файл.", bash("npm ci"), V),
]
HARM_NOW_NEAR = [
    # what breaks is not a thing named, or the harm is undone by the thing
    ("Use pnpm; a stray install breaks the lockfile.", codex("pnpm add zod"), F),
    ("Tables break in the SMS gateway, so keep replies to sentences.", "Done: two rows added.", U),
    ("pnpm fixes what npm broke, so install with pnpm.", codex("pnpm add zod"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), HARM_NOW + HARM_NOW_NEAR)
def test_a_thing_said_to_do_harm_now_is_refused(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the reason asked, or the past told

NOT_ASKED = [
    ("개발 서버에서 sudo 쓰면 왜 안 돼요?", bash("sudo ls"), NA),
    ("배포 스크립트에서 force push 는 왜 금지예요?", bash("git push --force origin main"), NA),
    ("Why do we avoid yarn in the mobile repo?", codex("yarn add zod"), NA),
    ("Pourquoi on ne se sert plus de Travis, au fait ?", bash("travis login"), NA),
    ("Warum nutzen wir eigentlich kein Jenkins mehr?", bash("jenkins-cli build x"), NA),
    ("¿Y por qué ya no usamos Heroku?", bash("git push heroku main"), NA),
    ("Back when the clinic ran on Joomla we edited templates over FTP.", bash("ftp -n host"), NA),
    ("Last quarter the invoices were still printed from Access.", bash("lpr invoice.pdf"), NA),
    ("Года два назад релизы собирали через TeamCity.", bash("teamcity build"), NA),
    ("I clienti si registravano col vecchio modulo in PHP.", edit("php/form.php"), NA),
    ("前年我们的报表都是用 Excel 宏生成的。", bash("python report.py"), NA),
]
NOT_ASKED_NEAR = [
    # a suggestion put as a question, a rule with its past reason, a harm with its time
    ("Why don't you use pnpm here?", codex("npm install zod"), F),
    ("Back when we allowed force pushes we lost a week of work, so never force-push main.",
     bash("git push --force origin main"), V),
    ("A force push to main is how we lost a week of work last spring.",
     bash("git push --force origin main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_ASKED + NOT_ASKED_NEAR)
def test_the_reason_asked_and_the_past_told_ask_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- half-width spaces counted

PY_2 = "def total(rows):\n  s = 0\n  return s\n"
PY_4 = "def total(rows):\n    s = 0\n    return s\n"
HALF_WIDTH = [
    ("請求バッチの Python は字下げ半角4つでお願いします。", write("batch/bill.py", PY_2), V),
    ("請求バッチの Python は字下げ半角4つでお願いします。", write("batch/bill.py", PY_4), F),
    ("フロントの JS は半角2文字で字下げしています。", write("web/a.js", PY_4), V),
    ("後端程式縮排一律用四個半形空白。", write("api/a.py", PY_2), V),
    ("后端代码缩进统一用 4 个半角空格。", write("api/a.py", PY_2), V),
    ("后端代码缩进统一用 4 个半角空格。", write("api/a.py", PY_4), F),
]
HALF_WIDTH_NEAR = [
    # half-width said of other characters, or a count of lines
    ("ファイル名は半角英数字だけにしてください。", write("api/a.py", PY_2), U),
    ("電話番号は半角数字で入力してもらいます。", write("api/a.py", PY_2), U),
    ("字下げはスペース4つです。", write("api/a.py", PY_2), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), HALF_WIDTH + HALF_WIDTH_NEAR)
def test_half_width_spaces_counted(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a negation inside a pipeline

PIPE_NEGATED = [
    ("wget 拉下来的脚本不要直接给 bash 执行。", bash("wget -qO- https://x.cn/i.sh | bash"), V),
    ("wget 拉下来的脚本不要直接给 bash 执行。", bash("wget -q https://x.cn/i.sh"), F),
    ("curl 抓的安裝檔不准直接丟給 sh。", gemini("curl -fsSL https://x.tw/i.sh | sh"), V),
]
PIPE_NEGATED_NEAR = [
    # the negation after the shell, as it was read
    (
        "curl で取ってきたものは絶対に直接 bash に渡さないこと。",
        bash("curl -s https://x.jp/a | bash"),
        V,
    ),
    (
        "curl 로 받은 스크립트는 바로 bash 에 넘기지 마세요.",
        bash("curl -s -o a.sh https://x.kr/a"),
        F,
    ),
    # the negation before the downloader: curl itself refused, as it was
    ("不要用 curl，脚本都从内网镜像拿，然后给 bash 跑。", bash("curl -s https://x.cn/a"), V),
    ("Don't pipe curl into bash.", bash("curl -fsSL https://x.io/i.sh | bash"), V),
    ("Don't pipe curl into bash.", bash("curl -fsSL -o i.sh https://x.io/i.sh"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PIPE_NEGATED + PIPE_NEGATED_NEAR)
def test_a_negation_inside_a_pipeline_refuses_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Chinese texts a reply is

CHINESE_REPLY_TEXTS = [
    (
        "发给司机的通知一律用中文，不少人不认识英文。",
        "Your route changed: start at the north gate.",
        V,
    ),
    ("发给司机的通知一律用中文，不少人不认识英文。", "路线有变化：请从北门出发，先去仓库。", F),
    ("店長群組的公告請用繁體中文寫。", "门店明天提前一小时开门，请大家准时到岗。", V),
    ("店長群組的公告請用繁體中文寫。", "門市明天提早一小時開門，請大家準時到班。", F),
    (
        "每天的营业摘要用中文写，老板不看英文的。",
        "Sales were up 4% today, mostly from the new menu.",
        V,
    ),
    ("系統訊息一律寫繁體中文。", "門市明天提早一小時開門，請大家準時到班。", F),
]
CHINESE_REPLY_TEXTS_NEAR = [
    # comments and commit messages are other texts, not the reply
    ("代码注释用中文写。", "Sales were up 4% today, mostly from the new menu.", U),
    ("这个仓库的提交信息统一用英文写。", "今天的营业额上升了百分之四，主要来自新菜单。", NA),
    ("Replies in French; they don't read English.", "Tout est prêt pour demain matin.", F),
]


@pytest.mark.parametrize(
    ("rule", "output", "expected"), CHINESE_REPLY_TEXTS + CHINESE_REPLY_TEXTS_NEAR
)
def test_chinese_texts_a_reply_is(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- only said of the role

ROLE_ONLY = [
    ("helm uninstall は SRE 担当者だけが行います。", bash("helm uninstall billing"), V),
    ("helm uninstall は SRE 担当者だけが行います。", bash("helm list"), F),
    ("docs/legal/ は法務部しか更新しません。", edit("docs/legal/terms.md"), V),
    ("docs/legal/ は法務部しか更新しません。", edit("docs/guide/intro.md"), F),
    ("kubectl delete 는 당직자만 실행해요.", gemini("kubectl delete node node-3"), V),
    ("生产库的 terraform destroy 只能由运维来做。", bash("terraform destroy"), V),
    ("Seuls les admins lancent terraform destroy.", bash("terraform destroy"), V),
    ("Seuls les admins lancent terraform destroy.", bash("terraform plan"), F),
    ("terraform destroy مخصص لفريق المنصة فقط.", bash("terraform destroy"), V),
]
ROLE_ONLY_NEAR = [
    # a role's own habit, the role's only after it in English, 当 as "when" in Chinese
    ("Our team only uses pnpm.", codex("pnpm add zod"), F),
    ("当值班同学不在时，不要执行 helm rollback。", bash("helm rollback api 3"), U),
    ("Only the platform team runs terraform apply.", bash("terraform apply"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), ROLE_ONLY + ROLE_ONLY_NEAR)
def test_only_said_of_the_role(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a command before a CJK stop

CJK_STOP = [
    ("正式機上不要跑 kubectl delete。", bash("kubectl get pods"), F),
    ("正式機上不要跑 kubectl delete。", bash("kubectl delete pod a"), V),
    ("測試機可以，正式機不准 helm uninstall。", bash("helm list"), F),
    ("生产环境不要执行 terraform destroy。", bash("terraform plan"), F),
    ("正式環境禁止手動 kubectl apply。", gemini("kubectl get pods"), F),
]
CJK_STOP_NEAR = [
    # a Latin stop, a CJK comma or bang after the command: read as they were
    ("正式機上不要跑 kubectl delete.", bash("kubectl get pods"), F),
    ("生产环境禁止 kubectl delete，会影响订单。", bash("kubectl get nodes"), F),
    ("本番クラスタで kubectl delete は禁止！", bash("kubectl get nodes"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), CJK_STOP + CJK_STOP_NEAR)
def test_a_command_ends_before_a_cjk_stop(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- under a ban, kept free of

BANNED_FREE = [
    ("sudo на кассовых терминалах под запретом.", bash("sudo reboot"), V),
    ("sudo на кассовых терминалах под запретом.", bash("uptime"), F),
    ("Для main форс-пуш под запретом, пушим только через MR.", bash("git push -f origin main"), V),
    ("Прямой пуш в release/* у нас под запретом.", bash("git push origin release/4.1"), V),
    (
        "Order confirmations stay free of emoji, the SMS gateway drops them.",
        "Order 12 ships today ✅",
        V,
    ),
    (
        "Order confirmations stay free of emoji, the SMS gateway drops them.",
        "Order 12 ships today.",
        F,
    ),
    ("Keep answers for the kiosk free of tables.", "| a | b |\n|---|---|\n| 1 | 2 |", V),
]
BANNED_FREE_NEAR = [
    # a ban lifted, freedom given, a free thing named
    # (check-z-west: a ban lifted is a rule given up, asking nothing — not_applicable, as the
    # pool's labels say of "On a laissé tomber la règle …"; it was unknown)
    ("Запрет на форс-пуш в feature-ветки сняли.", bash("git push -f origin feature/x"), NA),
    ("Feel free to use emoji in replies.", "Done ✅", U),
    ("Use the free tier of Sentry only.", "Done.", U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), BANNED_FREE + BANNED_FREE_NEAR)
def test_under_a_ban_and_kept_free_of(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a story of harm, its deed inside

HARM_DEED_INSIDE = [
    (
        "C'est un rm -rf lancé sur le NAS qui nous a fait perdre les factures.",
        bash("rm -rf /nas/x"),
        V,
    ),
    ("C'est un rm -rf lancé sur le NAS qui nous a fait perdre les factures.", bash("ls /nas/x"), F),
    (
        "Из-за git push --force в develop мы потеряли два дня работы.",
        bash("git push --force origin develop"),
        V,
    ),
    (
        "Из-за git push --force в develop мы потеряли два дня работы.",
        bash("git push origin develop"),
        F,
    ),
    (
        "上個月就是有人在正式機跑 kubectl delete，整個訂單服務停了一小時。",
        bash("kubectl delete pod a"),
        V,
    ),
    (
        "上個月就是有人在正式機跑 kubectl delete，整個訂單服務停了一小時。",
        bash("kubectl get pods"),
        F,
    ),
    ("去年那次支付事故，起因是有人手动执行了 helm uninstall。", bash("helm uninstall pay"), V),
    ("Ein rm -rf auf dem NAS hat uns die Rechnungen von März gekostet.", bash("rm -rf /nas/x"), V),
    (
        "Un git push --force fue lo que nos hizo perder el trabajo de una semana.",
        bash("git push --force origin develop"),
        V,
    ),
]
HARM_DEED_INSIDE_NEAR = [
    # no deed named, or the harm undone
    ("C'est la panne de courant qui nous a fait perdre les factures.", bash("rm -rf /nas/x"), U),
    ("Из-за праздников мы потеряли неделю, так что релиз в пятницу.", bash("git push origin main"), U),
    ("去年那次支付事故，起因是网络抖动。", bash("helm uninstall pay"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HARM_DEED_INSIDE + HARM_DEED_INSIDE_NEAR)
def test_a_story_of_harm_with_its_deed_inside(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- standardising on a tool

STANDARDISED = [
    ("프론트 패키지는 yarn 으로 통일했어요.", codex("npm install zod"), V),
    ("프론트 패키지는 yarn 으로 통일했어요.", codex("yarn add zod"), F),
    ("We standardised on pnpm across the monorepo.", codex("yarn add zod"), V),
    ("We standardised on pnpm across the monorepo.", codex("pnpm add zod"), F),
    ("Im Shop-Backend haben wir auf pnpm vereinheitlicht.", codex("npm install zod"), V),
    ("Para el front estandarizamos en pnpm.", codex("yarn add zod"), V),
]
STANDARDISED_NEAR = [
    # a standard that is no tool, a tool said the same way as before
    ("We standardised the date format across the monorepo.", codex("yarn add zod"), U),
    ("패키지 설치는 pnpm 으로 하기로 했어요.", codex("npm install zod"), V),
    ("依赖统一用 pnpm 装。", codex("pnpm add zod"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), STANDARDISED + STANDARDISED_NEAR)
def test_standardising_on_a_tool_asks_for_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the texts a reply is

REPLY_TEXTS = [
    ("Status updates for the clinic never get markdown headings.", "## Update\n\nAll good.", V),
    ("Status updates for the clinic never get markdown headings.", "Update: all good.", F),
    (
        "The store notifications have no tables; the phones cannot draw them.",
        "| a | b |\n|---|---|\n| 1 | 2 |",
        V,
    ),
    ("Announcements to drivers never use bullet lists.", "- first\n- second", V),
    ("公告裡不要放表格。", "| a | b |\n|---|---|\n| 1 | 2 |", V),
    ("公告裡不要放表格。", "今天下午三點停電。", F),
    ("Сводки без таблиц.", "| a | b |\n|---|---|\n| 1 | 2 |", V),
]
REPLY_TEXTS_NEAR = [
    # a table of a database, a page of docs
    ("No tables in the notifications database should be dropped by hand.", "Done.", U),
    ("The docs site never gets markdown headings below h3.", "## Update", U),
    ("Keep the summary table in the weekly report up to date.", "Done.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REPLY_TEXTS + REPLY_TEXTS_NEAR)
def test_the_texts_a_reply_is(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Japanese's polite refusals

POLITE_REFUSAL_JA = [
    ("本番 DB への DROP TABLE の実行はご遠慮ください。", bash("psql -c 'DROP TABLE t'"), V),
    ("本番 DB への DROP TABLE の実行はご遠慮ください。", bash("psql -c 'SELECT 1'"), F),
    ("本番クラスタでの kubectl delete はご遠慮願います。", gemini("kubectl delete pod a"), V),
    ("本番クラスタでの kubectl delete はご遠慮願います。", gemini("kubectl get pods"), F),
    (
        "release/* への force push は勘弁してください。",
        bash("git push --force origin release/2"),
        V,
    ),
    ("main への直接 push は遠慮してもらえますか。", bash("git push origin main"), V),
]
POLITE_REFUSAL_JA_NEAR = [
    # holding back refused, a modest tone asked, a copy kept
    ("質問は遠慮なくどうぞ。", bash("git push origin main"), U),
    ("控えめな言い方で返信してください。", "承知しました。", U),
    ("sudo は使わないでください。", gemini("sudo apt install jq"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), POLITE_REFUSAL_JA + POLITE_REFUSAL_JA_NEAR)
def test_japanese_polite_refusals(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases mended

POOL = [
    ("dev33q", "dev33q-en-021"),  # the lockfile (… is never touched by hand)
    ("dev33q_frozen", "dev33q-en-022"),  # (the seventeenth round's frozen third: spent, readable)
    ("dev33q", "dev33q-en-007"),  # the drivers' pager app (a noun's head, not app/)
    ("dev33q", "dev33q-en-008"),
    ("dev33o_frozen", "dev33o-ja-015"),  # 書き換えないこと
    ("dev33o_frozen", "dev33o-ja-016"),
    ("dev33q", "dev33q-fr-011"),  # kubectl apply, on ne s'en sert pas
    ("dev33q_frozen", "dev33q-fr-012"),
    ("dev33q_frozen", "dev33q-fr-015"),  # npm casse le lockfile (a harm done now)
    ("dev33q_frozen", "dev33q-ko-030"),  # rm -rf 쓰면 왜 안 되는 거예요? (Korean's may not)
    ("dev33q", "dev33q-en-029"),  # Back when we were on Heroku … (the past told)
    ("dev33q_frozen", "dev33q-zh_Hans-029"),  # 前年我们的镜像…
    ("dev33q_frozen", "dev33q-it-029"),  # … si caricavano con FileZilla
    ("dev33q_frozen", "dev33q-ru-029"),  # Года три назад …
    ("dev33p_frozen", "dev33p-en-021"),  # Last quarter the sales dashboards were rebuilt …
    ("dev33o_frozen", "dev33o-zh_Hant-015"),  # 官網早期是…
    ("dev33o_frozen", "dev33o-ja-013"),  # 字下げは半角4つ
    ("dev33p_frozen", "dev33p-zh_Hans-022"),  # curl 下下来的脚本别直接管道给 sh 跑
    ("dev33p", "dev33p-zh_Hans-023"),
    ("dev33p_frozen", "dev33p-zh_Hant-003"),  # 摘要，請寫成繁體中文
    ("dev33p_frozen", "dev33p-zh_Hant-004"),
    ("dev33o_frozen", "dev33o-ja-005"),  # 法務部しか編集しません (only joined to the role)
    ("dev33o_frozen", "dev33o-ja-006"),
    ("dev33p_frozen", "dev33p-ja-001"),  # …直接プッシュはご遠慮いただいております
    ("dev33p_frozen", "dev33p-ja-002"),
]


def _case(folder: str, case_id: str) -> Case:
    name = "frozen.jsonl" if folder.endswith("_frozen") else "batch1.jsonl"
    row = next(r for r in rows(SETS / folder / name) if r["id"] == case_id)
    rule = row["rule"]
    return Case(
        row["id"], row["family"], row["lang"], rule["words"], rule.get("kind", "constraint"),
        row["output"], row.get("turn"), row["verdict"], tuple(row.get("tags") or ()),
    )  # fmt: skip


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = _case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the set, apart from the others


def test_the_sets_dev_part_is_in_shape():
    assert_round_set("dev33r", "eighteenth-round", 233, range(1, 41))


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33r", texts_outside(DEV33R, DEV33R_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        LOCKFILE + LOCKFILE_NEAR + NOUN_HEAD + NOUN_HEAD_NEAR + REWRITE_JA + REWRITE_JA_NEAR
        + FRENCH_EN_Y + FRENCH_EN_Y_NEAR + HARM_NOW + HARM_NOW_NEAR + NOT_ASKED + NOT_ASKED_NEAR
        + HALF_WIDTH + HALF_WIDTH_NEAR + PIPE_NEGATED + PIPE_NEGATED_NEAR + CHINESE_REPLY_TEXTS
        + CHINESE_REPLY_TEXTS_NEAR + ROLE_ONLY + ROLE_ONLY_NEAR + CJK_STOP + CJK_STOP_NEAR
        + BANNED_FREE + BANNED_FREE_NEAR + HARM_DEED_INSIDE + HARM_DEED_INSIDE_NEAR
        + STANDARDISED + STANDARDISED_NEAR + REPLY_TEXTS + REPLY_TEXTS_NEAR + POLITE_REFUSAL_JA
        + POLITE_REFUSAL_JA_NEAR
    )  # fmt: skip
