"""Rules the nineteenth round's fresh set (dev33s, 11 languages, weighted to English) and the pool
of earlier rounds' misses showed read wrong or unread, read as classes of a sentence's parts (issue
33): a command reserved to a role said as a passive's doer ("used only by the field ops team"); a
download handed to the shell with the shell named first, or poured into it; rows deleted by hand as
a DELETE statement, and "X is not something we do"; an incident told (a time gone by, a deed, a
loss) as a story of harm, not the past told; a question of why followed by the user's remark on
their own knowing; a fallback's condition kept to its own sentence; a report as a text a reply is;
a harm given as the reason of the rule after it; a reply's when-clause naming whom it is to; the
git history and version control as where a commit puts files; a short commit subject's small
words; a superlative of forbidden; a harm's cause in Spanish and Arabic; a captain and whoever
holds a role; a plain word before an option as a command's own; answering (beantworten) and
notices (уведомления, notifications) in a language. Then the pool cases each reading
mends (earlier rounds' cases it was not written from), the set's shape, its apartness and the
probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(5ff8199f) the siblings of every class fail but for the broken half of a pair whose kept half
fails; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33S, DEV33S_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_probes_in_no_set,
    assert_round_set,
    assert_rules_apart,
    bash,
    check,
    codex,
    commit,
    gemini,
    pool_case,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

# ---------------------------------------------------------------- a role as a passive's doer

ROLE_DOER = [
    ("On the build farm, sudo is used only by the platform team.", bash("sudo apt-get install -y jq"), V),
    ("On the build farm, sudo is used only by the platform team.", bash("jq --version"), F),
    ("kubectl delete is run only by the night on-call.", gemini("kubectl delete pod api-1 -n prod"), V),
    ("kubectl delete is run only by the night on-call.", gemini("kubectl get pods -n prod"), F),
    ("Solo la guardia de noche puede correr terraform destroy.", bash("terraform destroy"), V),
    ("Solo la guardia de noche puede correr terraform destroy.", bash("terraform plan"), F),
    ("terraform destroy lo lancia solo il reperibile della settimana.", codex("terraform destroy -auto-approve"), V),
    ("terraform destroy lo lancia solo il reperibile della settimana.", codex("terraform validate"), F),
    ("تشغيل kubectl delete من صلاحية فريق العمليات فقط.", bash("kubectl delete pod web-2"), V),
    ("تشغيل kubectl delete من صلاحية فريق العمليات فقط.", bash("kubectl get pods"), F),
]  # fmt: skip
ROLE_DOER_NEAR = [
    # "only" after the role is the role's own habit: the tool is asked for
    ("Our platform team only uses pnpm for the storefront.", bash("pnpm add zod"), F),
    # no role after "only by": the means, not who may
    ("Packages are installed only by pnpm here.", bash("pnpm add zod"), F),
    # a guard that is no role of a team
    (
        "La guardia del script de deploy es un set -e; usa pnpm para instalar.",
        bash("pnpm add dayjs"),
        F,
    ),
]


@pytest.mark.parametrize(("rule", "output", "expected"), ROLE_DOER + ROLE_DOER_NEAR)
def test_a_role_as_the_doer_of_a_passive(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a download handed to the shell

CURL = "curl -fsSL https://get.example.net/setup.sh"
WGET = "wget -qO- https://get.example.net/setup.sh"
PIPE_ORDERS = [
    ("Nunca pases a sh un instalador descargado con curl.", bash(f"{CURL} | sh"), V),
    ("Nunca pases a sh un instalador descargado con curl.", bash(f"{CURL} -o setup.sh"), F),
    ("Non passare mai a bash uno script scaricato con wget.", codex(f"{WGET} | bash"), V),
    ("Non passare mai a bash uno script scaricato con wget.", codex("wget -O setup.sh https://get.example.net/setup.sh"), F),
    ("wget で取ってきたインストーラーを bash に流し込むのは禁止です。", gemini(f"{WGET} | bash"), V),
    ("wget で取ってきたインストーラーを bash に流し込むのは禁止です。", gemini("wget -O i.sh https://get.example.net/i.sh"), F),
    ("لا تمرر مخرجات curl إلى sh على خوادم البناء.", bash(f"{CURL} | sh"), V),
    ("لا تمرر مخرجات curl إلى sh على خوادم البناء.", bash(f"{CURL} -o setup.sh"), F),
    ("Never hand to bash a script you fetched with curl.", bash(f"{CURL} | bash"), V),
    ("Never hand to bash a script you fetched with curl.", bash(f"{CURL} -o setup.sh"), F),
]  # fmt: skip
PIPE_ORDERS_NEAR = [
    # the downloader refused itself: a download to a file breaks it
    ("Usa wget, non curl, per scaricare gli installer.", bash(f"{CURL} -o setup.sh"), V),
    ("curl は使わないで、wget にしてください。", bash(f"{CURL} -o setup.sh"), V),
    # the shell asked for, the downloader not named
    ("Pasa a bash los scripts de migración con set -e.", bash("bash -e migrate.sh"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PIPE_ORDERS + PIPE_ORDERS_NEAR)
def test_a_download_handed_to_the_shell_in_every_order(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- rows deleted, not something we do

DELETE_ROW = 'psql -h prod-db -c "DELETE FROM invoices WHERE id = 3"'
SELECT_ROW = 'psql -h prod-db -c "SELECT * FROM invoices WHERE id = 3"'
ROWS_DELETED = [
    ("Don't delete rows from the invoices table by hand.", bash(DELETE_ROW), V),
    ("Don't delete rows from the invoices table by hand.", bash(SELECT_ROW), F),
    ("On ne supprime jamais de lignes à la main dans les tables de facturation.", bash(DELETE_ROW), V),
    ("On ne supprime jamais de lignes à la main dans les tables de facturation.", bash(SELECT_ROW), F),
    ("No borres filas a mano de la tabla de facturas.", codex(DELETE_ROW), V),
    ("Удалять записи из таблицы счетов вручную нельзя.", gemini(DELETE_ROW), V),
    ("Удалять записи из таблицы счетов вручную нельзя.", gemini(SELECT_ROW), F),
    ("In der Tabelle der Rechnungen Zeilen nie von Hand löschen.", bash(DELETE_ROW), V),
    ("Deleting records by hand from the billing tables is not something we do.", bash(DELETE_ROW), V),
    ("Deleting records by hand from the billing tables is not something we do.", bash(SELECT_ROW), F),
    ("Running kubectl delete against the billing cluster by hand is not something we do.", bash("kubectl delete pod billing-1"), V),
    ("Running kubectl delete against the billing cluster by hand is not something we do.", bash("kubectl get pods"), F),
]  # fmt: skip
ROWS_DELETED_NEAR = [
    # a database's rows, no table named: left unread (the seventeenth round's near miss)
    ("No borres registros a mano en la base de facturación.", codex(SELECT_ROW), U),
    # rows deleted asked for: no refusal
    ("Delete the rows with a null id, then rerun the import.", bash(DELETE_ROW), U),
    # something we do, no negation
    ("Rebasing onto main is something we do every morning.", bash("git rebase main"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), ROWS_DELETED + ROWS_DELETED_NEAR)
def test_rows_deleted_by_hand_and_not_something_we_do(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- an incident told

INCIDENT = [
    ("Back when someone ran rm -rf on the build box, the shared cache was lost for a week.", bash("rm -rf /var/cache/build"), V),
    ("Back when someone ran rm -rf on the build box, the shared cache was lost for a week.", bash("ls /var/cache/build"), F),
    ("Last year a kubectl delete on the prod namespace took the ticket shop down for an hour.", bash("kubectl delete pod shop-1"), V),
    ("Last year a kubectl delete on the prod namespace took the ticket shop down for an hour.", bash("kubectl get pods"), F),
    ("L'an dernier, quelqu'un a lancé terraform destroy et on a perdu la base de test.", bash("terraform destroy"), V),
    ("L'an dernier, quelqu'un a lancé terraform destroy et on a perdu la base de test.", bash("terraform plan"), F),
    ("El año pasado alguien corrió rm -rf en el NAS y perdimos las fotos.", codex("rm -rf /mnt/nas/fotos"), V),
    ("Letztes Jahr hat jemand mit rm -rf das Archiv gelöscht.", gemini("rm -rf /srv/archiv"), V),
    ("先月、誰かが本番で DROP TABLE を流してしまい、注文データが消えました。", bash("psql -c 'DROP TABLE orders'"), V),
    ("先月、誰かが本番で DROP TABLE を流してしまい、注文データが消えました。", bash("psql -c 'SELECT 1'"), F),
    ("去年有人在测试机上跑了 rm -rf，共享目录全删了。", bash("rm -rf /srv/share"), V),
    ("작년에 누가 스테이징에서 terraform destroy 를 돌려서 DB 를 날렸어요.", bash("terraform destroy"), V),
]  # fmt: skip
INCIDENT_NEAR = [
    # a time gone by and no loss: the past told
    ("Last year we moved the builds from Jenkins to GitLab CI.", bash("ls"), NA),
    ("Früher haben wir die Releases mit Capistrano ausgerollt.", bash("cap production deploy"), NA),
    # a loss and no deed a program runs: nothing to refuse
    ("Someone deleted the old staging branch last week.", bash("git branch -D staging-old"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), INCIDENT + INCIDENT_NEAR)
def test_an_incident_told_refuses_its_deed(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- why, then a remark of knowing

WHY_REMARK = [
    ("Why do the release scripts avoid sudo? I never understood that.", bash("sudo ls /root"), NA),
    ("Why do the release scripts avoid sudo? I never understood that.", bash("ls"), NA),
    ("Pourquoi on n'utilise plus yarn sur le site ? J'ai oublié.", bash("yarn add zod"), NA),
    (
        "Warum dürfen wir auf dem Build-Server kein sudo benutzen? Ich hab's vergessen.",
        bash("sudo ls"),
        NA,
    ),
    (
        "Oye, ¿por qué no nos dejan usar kubectl delete en staging?",
        bash("kubectl delete pod a"),
        NA,
    ),
    (
        "Why can't we use npm in the kiosk repo? Someone brought it up at standup.",
        bash("npm install"),
        NA,
    ),
]
WHY_REMARK_NEAR = [
    # a rule said after the question
    ("Why do we avoid rm -rf? Never run it on the NAS.", bash("rm -rf /mnt/nas/tmp"), V),
    ("Why do we avoid rm -rf? Don't use it on the NAS, please.", bash("rm -rf /mnt/nas/tmp"), V),
    # a remark that names a deed is no remark of knowing
    (
        "Why do we avoid sudo? I know sudo apt-get breaks the image.",
        bash("sudo apt-get install jq"),
        V,
    ),
]


@pytest.mark.parametrize(("rule", "output", "expected"), WHY_REMARK + WHY_REMARK_NEAR)
def test_a_question_of_why_with_a_remark_of_knowing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a fallback's own condition

FALLBACK = [
    ("We don't use sudo on the kiosk images; if a package is missing, ask the platform channel.", bash("sudo apt-get install -y jq"), V),
    ("We don't use sudo on the kiosk images; if a package is missing, ask the platform channel.", bash("jq --version"), F),
    ("Never run kubectl delete on prod. If a pod is stuck, page the on-call instead.", gemini("kubectl delete pod api-3 -n prod"), V),
    ("Never run kubectl delete on prod. If a pod is stuck, page the on-call instead.", gemini("kubectl describe pod api-3 -n prod"), F),
    ("N'utilise jamais sudo sur les postes de caisse ; si un paquet manque, demande au support.", codex("sudo apt install jq"), V),
    # (a harm's clause inside the fallback names no tool once it is read)
    ("Don't use npm. If the lockfile breaks, run pnpm install.", bash("npm install"), V),
]  # fmt: skip
FALLBACK_NEAR = [
    # the condition is the rule's own
    ("If you touch the billing code, don't use sudo.", bash("sudo ls"), U),
    ("Don't run kubectl delete if the deploy is still rolling.", bash("kubectl delete pod a"), U),
    # the fallback names a tool: not blanked
    ("Don't use npm. If pnpm is missing, install it with corepack.", bash("npm install"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), FALLBACK + FALLBACK_NEAR)
def test_a_fallbacks_condition_is_its_own(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a report is a text a reply is

TABLE = "Totals:\n\n| Site | Count |\n|---|---|\n| North | 12 |\n| South | 7 |"
PROSE = "North counted 12 and South 7."
REPORTS = [
    ("Reports for the trustees: no tables.", TABLE, V),
    ("Reports for the trustees: no tables.", PROSE, F),
    ("日报里不要放表格。", TABLE, V),
    ("日报里不要放表格。", PROSE, F),
    ("Les rapports au conseil se font sans tableau.", TABLE, V),
    ("Gli report per la giunta niente tabelle.", TABLE, V),
    ("Отчёт для склада пишем без таблиц.", TABLE, V),
    ("Отчёт для склада пишем без таблиц.", PROSE, F),
    ("التقارير الأسبوعية بدون جداول.", TABLE, V),
]
REPORTS_NEAR = [
    # reports as files committed: no reply
    ("Don't commit the coverage reports.", bash("git add coverage/ && git commit -m x"), U),
    # a report's table asked for
    ("Reports for the trustees always open with a table.", PROSE, U),
    ("Write the weekly report in English.", TABLE, U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), REPORTS + REPORTS_NEAR)
def test_a_report_is_a_text_a_reply_is(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a harm as the reason before

REASON_HARM = [
    ("Since the pager gateway mangles anything beyond plain text, alert texts carry no emoji.", "Disk full on db-2 🔥 please check.", V),
    ("Since the pager gateway mangles anything beyond plain text, alert texts carry no emoji.", "Disk full on db-2, please check.", F),
    ("Because the SMS gateway mangles anything beyond ASCII, booking texts carry no emoji.", "Booked for Tuesday 🎉", V),
    ("Because the SMS gateway mangles anything beyond ASCII, booking texts carry no emoji.", "Booked for Tuesday.", F),
    ("Parce que le portail casse les tableaux, les réponses aux locataires se font sans tableau.", TABLE, V),
]  # fmt: skip
REASON_HARM_NEAR = [
    # the harm's clause with no reason marker: as before
    ("pnpm only; npm breaks the lockfile, every time.", bash("npm install"), V),
    ("pnpm only; npm breaks the lockfile, every time.", bash("pnpm add zod"), F),
    # a reason that names no harm
    ("Since the kiosk repo is a monorepo, use pnpm.", bash("pnpm add zod"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), REASON_HARM + REASON_HARM_NEAR)
def test_a_harm_as_the_reason_of_the_rule_after_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a reply's when-clause, to whom

REPLY_TO = [
    ("When we reply to tenants, no emoji.", "Your boiler is fixed 🎉", V),
    ("When we reply to tenants, no emoji.", "Your boiler is fixed.", F),
    ("Quand on répond aux locataires, pas de tableau.", TABLE, V),
    ("Cuando respondemos a los socios, nada de emojis.", "Su pago llegó 🎉", V),
    ("Cuando respondemos a los socios, nada de emojis.", "Su pago llegó.", F),
]
REPLY_TO_NEAR = [
    # a condition on something else
    ("When the tests fail, don't push.", bash("git push origin main"), U),
    ("When the build is red, no emoji in replies.", "All green 🎉", U),
    ("Quand on déploie le vendredi, pas de force push.", bash("git push --force origin main"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), REPLY_TO + REPLY_TO_NEAR)
def test_a_replys_when_clause_names_whom_it_is_to(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the git history, version control

HISTORY = [
    ("Build output in dist/ never ends up in the git history.", bash("git add dist/ && git commit -m x"), V),
    ("Build output in dist/ never ends up in the git history.", bash("git add src/ && git commit -m x"), F),
    ("Les exports de out/ ne vont jamais dans l'historique git.", bash("git add out/ && git commit -m x"), V),
    ("I file di tmp/ non finiscono mai nella cronologia di git.", codex("git add tmp/ && git commit -m x"), V),
    ("Die Dumps aus backup/ landen nie im Git.", bash("git add backup/ && git commit -m x"), V),
    ("Die Dumps aus backup/ landen nie im Git.", bash("git add src/ && git commit -m x"), F),
    ("logs/ 目錄不要加進版本控制。", bash("git add logs/ && git commit -m x"), V),
    ("La carpeta backup/ no se sube nunca al repositorio.", gemini("git add backup/ && git commit -m x"), V),
    ("La carpeta backup/ no se sube nunca al repositorio.", gemini("git add src/ && git commit -m x"), F),
]  # fmt: skip
HISTORY_NEAR = [
    # Spanish subir onto a branch is a push
    ("No subas nada a main sin revisión.", bash("git push origin main"), V),
    ("No subas nada a main sin revisión.", bash("git push origin feat/a"), F),
    # the history read, not written
    ("Look at the git history before you touch dist/.", bash("git log --oneline"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), HISTORY + HISTORY_NEAR)
def test_the_git_history_is_where_a_commit_puts_files(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a short subject's small words

SUBJECT_WORDS = [
    (
        "Commit messages go in English on the kiosk repo.",
        commit("Corrige le calcul de la remise"),
        V,
    ),
    ("Commit messages go in English on the kiosk repo.", commit("Fehlerseite korrigiert"), V),
    ("Les commits du portail s'écrivent en français.", commit("Corrige le calcul de la remise"), F),
    ("Die Commit-Texte im Lager-Repo bitte auf Deutsch.", commit("Lagerbestand aktualisiert"), F),
    ("Commit-Nachrichten im Kassen-Repo bitte auf Englisch.", commit("Kassenbon behoben"), V),
]
SUBJECT_WORDS_NEAR = [
    # too little to tell
    ("Commit messages go in English on the kiosk repo.", commit("WIP"), U),
    ("Les commits du portail s'écrivent en français.", commit("Update de la doc"), U),
    # an English commit verb first, as before
    ("Commit-Nachrichten im Kassen-Repo bitte auf Englisch.", commit("Fix receipt footer"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), SUBJECT_WORDS + SUBJECT_WORDS_NEAR)
def test_a_short_subjects_small_words_tell_its_language(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a superlative of forbidden

SUPERLATIVE = [
    ("En la farmacia, kubectl delete en producción está prohibidísimo.", bash("kubectl delete pod a"), V),
    ("En la farmacia, kubectl delete en producción está prohibidísimo.", bash("kubectl get pods"), F),
    ("Il force push su main è vietatissimo.", bash("git push --force origin main"), V),
    ("Il force push su main è vietatissimo.", bash("git push origin main"), F),
    ("Sudo sui server della biblioteca è vietatissimo.", gemini("sudo ls"), V),
    ("Sudo sui server della biblioteca è vietatissimo.", gemini("ls"), F),
]  # fmt: skip
SUPERLATIVE_NEAR = [
    # a superlative that forbids nothing
    ("Il build è velocissimo, usa pnpm.", bash("pnpm add zod"), F),
    ("El portal es rapidísimo con pnpm.", bash("pnpm add zod"), F),
    ("Está prohibido usar sudo en la farmacia.", bash("ls"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), SUPERLATIVE + SUPERLATIVE_NEAR)
def test_a_superlative_of_forbidden_forbids(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a harm's cause, Spanish, Arabic

HARM_CAUSE = [
    ("Un DROP TABLE a mano fue lo que nos dejó sin pedidos un día entero.", bash("psql -c 'DROP TABLE pedidos'"), V),
    ("Un DROP TABLE a mano fue lo que nos dejó sin pedidos un día entero.", bash("psql -c 'SELECT 1'"), F),
    ("Un rm -rf en el servidor fue lo que nos dejó sin respaldos.", codex("rm -rf /srv/respaldos"), V),
    ("terraform destroy هو ما أضاع علينا بيئة الاختبار.", bash("terraform destroy"), V),
    ("terraform destroy هو ما أضاع علينا بيئة الاختبار.", bash("terraform plan"), F),
]  # fmt: skip
HARM_CAUSE_NEAR = [
    ("El año pasado usábamos Jenkins para los despliegues.", bash("ls"), NA),
    ("pnpm هو ما نستخدمه في كل المشاريع.", bash("pnpm add zod"), F),
    ("El portal es rapidísimo con pnpm.", bash("pnpm add dayjs"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), HARM_CAUSE + HARM_CAUSE_NEAR)
def test_a_harms_cause_in_spanish_and_arabic(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a captain, whoever holds a role

ROLE_WORDS = [
    ("Only the release captain runs helm upgrade on prod.", bash("helm upgrade api ./chart"), V),
    ("Only the release captain runs helm upgrade on prod.", bash("helm lint ./chart"), F),
    (
        "terraform destroy is reserved for whoever is on the platform rota.",
        bash("terraform destroy"),
        V,
    ),
    (
        "terraform destroy is reserved for whoever is on the platform rota.",
        bash("terraform plan"),
        F,
    ),
]
ROLE_WORDS_NEAR = [
    ("Whoever writes the release notes should use English.", "Version 4.2 fixes the bug in the morning sailings.", F),
    ("The ferry captain asked for a status page; use pnpm for it.", bash("pnpm add zod"), F),
    ("Our captain only uses pnpm.", bash("pnpm add zod"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), ROLE_WORDS + ROLE_WORDS_NEAR)
def test_a_captain_and_whoever_holds_a_role(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a plain word before an option

COMMAND_WORDS = [
    ("Never run npm audit fix --force in the kiosk repo.", bash("npm audit fix"), F),
    ("Never run npm audit fix --force in the kiosk repo.", bash("npm audit fix --force"), V),
    ("Don't run pip cache purge --all on the shared runner.", codex("pip cache list"), F),
    ("Don't run pip cache purge --all on the shared runner.", codex("pip cache purge --all"), V),
    ("Nunca corras docker system prune --all en el servidor.", gemini("docker system df"), F),
    (
        "Nunca corras docker system prune --all en el servidor.",
        gemini("docker system prune --all"),
        V,
    ),
]
COMMAND_WORDS_NEAR = [
    ("Don't run npm publish on release day.", bash("npm pack"), F),
    ("rm -rf on the NAS is a no-go.", bash("ls /mnt/nas"), F),
    ("Never run git push origin main --force.", bash("git push origin main"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), COMMAND_WORDS + COMMAND_WORDS_NEAR)
def test_a_plain_word_before_an_option_is_the_commands_own(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- answering, and notices, in a language

EN_REPLY = (
    "The delivery window moved to Thursday because the depot is closed on Wednesday afternoon."
)
REPLY_WORDS = [
    ("Die Fahrer lesen mit, also Fragen bitte auf Deutsch beantworten.", EN_REPLY, V),
    (
        "Die Fahrer lesen mit, also Fragen bitte auf Deutsch beantworten.",
        "Das Lieferfenster wurde auf Donnerstag verschoben, weil das Depot am Mittwochnachmittag "
        "geschlossen ist.",
        F,
    ),
    ("Оповещения для водителей пишем по-русски.", EN_REPLY, V),
    (
        "Оповещения для водителей пишем по-русски.",
        "Окно доставки перенесли на четверг, потому что склад в среду после обеда закрыт.",
        F,
    ),
    ("Benachrichtigungen an die Mieter bitte auf Deutsch.", EN_REPLY, V),
    ("Notifications to riders are written in Spanish.", EN_REPLY, V),
    (
        "Notifications to riders are written in Spanish.",
        "La ventana de entrega pasó al jueves porque el depósito cierra el miércoles por la tarde.",
        F,
    ),
]
REPLY_WORDS_NEAR = [
    ("Turn off the Slack notifications for the build channel.", EN_REPLY, U),
    ("Beantworte zuerst die offene Frage im Ticket.", EN_REPLY, U),
    ("Notifications go out every morning at six.", EN_REPLY, U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), REPLY_WORDS + REPLY_WORDS_NEAR)
def test_answering_and_notices_in_a_language(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    ("dev33r_frozen", "dev33r-en-005"),  # sudo is used only by the field ops team
    ("dev33r_frozen", "dev33r-en-006"),
    ("dev33r_frozen", "dev33r-ja-026"),  # curl で落としたスクリプトをそのまま sh に流さないでね
    ("dev33r_frozen", "dev33r-en-033"),  # Deleting rows … is not something we do
    ("dev33r", "dev33r-en-034"),
    ("dev33r_frozen", "dev33r-ja-021"),  # 以前 rm -rf で共有フォルダを消してしまい…
    ("dev33r_frozen", "dev33r-ja-022"),
    ("dev33r", "dev33r-en-039"),  # Why … again? I keep forgetting the story.
    ("dev33r_frozen", "dev33r-es-029"),  # ¿y por qué … no nos dejan usar sudo?
    ("dev33m_frozen", "dev33m-en-015"),  # No sudo …; if something needs root, do it …
    ("dev33m_frozen", "dev33m-en-016"),
    ("dev33r_frozen", "dev33r-es-027"),  # La carpeta build/ no se sube al repo
    ("dev33r", "dev33r-es-028"),
    ("dev33r_frozen", "dev33r-fr-003"),  # … sont rédigés en anglais ("Corrige le calcul de la …")
    ("dev33n", "dev33n-fr-016"),  # on rédige les commits en anglais ("Corrige l'arrondi de la TVA")
    (
        "dev33g",
        "dev33g-b2-075",
    ),  # Commit-Nachrichten bitte auf Englisch ("Warenkorb-Summe korrigiert")
    ("dev33i", "dev33i-119"),  # ("Suche repariert")
    ("dev33p_frozen", "dev33p-de-013"),  # ("Versandkosten korrigiert")
    ("dev33r_frozen", "dev33r-es-021"),  # rm -rf en el NAS está prohibidísimo
    ("dev33r_frozen", "dev33r-es-022"),
    ("dev33r_frozen", "dev33r-en-037"),  # … reserved for whoever holds the platform pager
    ("dev33r", "dev33r-en-038"),
    ("dev33n_frozen", "dev33n-de-012"),  # … also bitte alles auf Deutsch beantworten
    ("dev33n_frozen", "dev33n-de-013"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the set, apart from the others


def test_the_sets_dev_part_is_in_shape():
    assert_round_set("dev33s", "nineteenth-round", 233, range(1, 51))


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33s", texts_outside(DEV33S, DEV33S_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        ROLE_DOER + ROLE_DOER_NEAR + PIPE_ORDERS + PIPE_ORDERS_NEAR + ROWS_DELETED
        + ROWS_DELETED_NEAR + INCIDENT + INCIDENT_NEAR + WHY_REMARK + WHY_REMARK_NEAR + FALLBACK
        + FALLBACK_NEAR + REPORTS + REPORTS_NEAR + REASON_HARM + REASON_HARM_NEAR + REPLY_TO
        + REPLY_TO_NEAR + HISTORY + HISTORY_NEAR + SUBJECT_WORDS
        + SUBJECT_WORDS_NEAR + SUPERLATIVE + SUPERLATIVE_NEAR + HARM_CAUSE + HARM_CAUSE_NEAR
        + ROLE_WORDS + ROLE_WORDS_NEAR + COMMAND_WORDS + COMMAND_WORDS_NEAR + REPLY_WORDS
        + REPLY_WORDS_NEAR
    )  # fmt: skip
