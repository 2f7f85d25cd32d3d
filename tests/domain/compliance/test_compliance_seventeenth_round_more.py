"""The seventeenth round's second part (issue 33, check-q2): a class dev33q left unread, read as a
part of a sentence. Files said kept out of the repository without the word commit, outside
Korean (whose words were read): the repository or git as where a thing goes or stays out of
("never go into the repo", "stay out of git", "リポジトリに入れない", "ne sont pas versionnés", "no
se suben al repositorio", "kommen nicht ins Repo", "не кладём в репозиторий", "ما تنرفع على
المستودع") reads as a commit of the files named, so `git add` of one breaks it and of another
file follows it; the words of that place are no folder ("keep secrets out of the repo" names no
out/). A role's verbs of handling a place and answering for it ("la maneja el equipo",
"lo manejan los DBA", "занимается команда", "من مسؤولية الفريق", "handled by the finance team")
reserve it to the role, as "la lleva", "ведёт" and "géré par" did; a person's own ("Manejamos los
errores en src/errors/", "Я занимаюсь папкой docs/") or a role-less one ("handled by the
middleware") does not. A command reserved to a role — a word of reserving (reserved for,
réservé à, reservado al, riservato al, vorbehalten) or "only" said of the role itself ("Only the
platform team runs …", "только для дежурного") — is refused to the agent, where it had read as
unknown or, worse, as asked for (`terraform apply` followed "Only the platform team runs terraform
apply"); "only" after the role is its habit ("Our team only uses pnpm") and a role's verb of
running ("L'équipe gère les déploiements avec helm upgrade") still asks for the command; whoever is
on call is a role (on-call, astreinte, дежурный). The messenger a reply is read in stands for the
replies ("Tablas no, porfa, que en Telegram se ven mal", "Tables no, please — Slack mangles them"),
and Egyptian بلاش is a negation before the thing ("بلاش جداول في الردود"). Plain text asked for with a word of only ("Plain text only in SMS
replies", "nur Klartext", "en texte brut uniquement", "только простым текстом", "只用纯文本",
"プレーンテキストだけ") refuses Markdown's lists, headings and tables; plain text named without
"only" ("stored as plain text") or refused ("never in plain text") asks nothing of a reply. A Japanese reason in brackets after the rule ("…（ベトナムの開発チームが
読むので）") runs from its bracket, not from the clause's start — it had swallowed the whole rule —
and is blanked whole, its negation being the reason's ("（日本語だと読めないので）"). SQL's DELETE named as a statement in a rule about a database — a word of query
after it ("DELETE 쿼리", "DELETE-Abfragen", "requête DELETE" reads the same way as "DELETE
queries") or its WHERE said missing ("un DELETE senza WHERE") — is code a shell hands a database
client, as DROP and TRUNCATE already were; bare, or after a word that puts it in a verb's place
("don't delete queries from the log"), "delete" stays the verb.

Every sentence here was written for this file (none is in a set). On the code before this part
(6768708d) the siblings fail; the near misses pass on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import (
    assert_probes_in_no_set,
    bash,
    check,
    codex,
    commit,
    edit,
    gemini,
    write,
)

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

INTO_REPO = [
    (
        "Patient exports (exports/*.csv) never go into the repo.",
        bash("git add exports/march.csv && git commit -m 'x'"),
        V,
    ),
    (
        "Patient exports (exports/*.csv) never go into the repo.",
        bash("git add src/export.py && git commit -m 'x'"),
        F,
    ),
    (
        "Les dumps de la base (dumps/*.sql) ne sont pas versionnés.",
        bash("git add dumps/prod.sql"),
        V,
    ),
    (
        "Los certificados (certs/*.pem) no se suben al repositorio.",
        gemini("git add certs/api.pem && git commit -m 'c'"),
        V,
    ),
    (
        "請求データ（billing/*.xlsx）はリポジトリに入れないでください。",
        bash("git add billing/2026-11.xlsx"),
        V,
    ),
    (
        "Выгрузки (exports/*.csv) не кладём в репозиторий.",
        bash("git add exports/clients.csv && git commit -m 'e'"),
        V,
    ),
    (
        "ملفات النسخ الاحتياطي (backups/*.sql) ما تنرفع على المستودع.",
        bash("git add scripts/backup.sh && git commit -m 'b'"),
        F,
    ),
    ("Kundendaten (kunden/*.csv) kommen nicht ins Repo.", bash("git add kunden/liste.csv"), V),
]
INTO_REPO_NEAR = [
    (
        "Exports (exports/*.csv) go into the repo every Friday.",
        bash("git add exports/march.csv"),
        U,
    ),
    ("Don't edit files in the repo root, use src/.", bash("git add exports/march.csv"), NA),
    ("Keep credentials out of the repo.", write("config/.env", "API_KEY=abc\n"), U),
]


@pytest.mark.parametrize(("words", "output", "expected"), INTO_REPO + INTO_REPO_NEAR)
def test_files_kept_out_of_the_repository(verdict, words, output, expected):
    check(verdict, words, output, expected)


RUN_BY_ROLE = [
    (
        "La carpeta pagos/conciliacion/ la maneja el equipo de finanzas.",
        write("pagos/reportes/mes.py"),
        F,
    ),
    (
        "El directorio db/migrations/ lo manejan los DBA.",
        edit("db/migrations/0042_add_index.sql"),
        V,
    ),
    ("Каталогом deploy/k8s/ занимается команда эксплуатации.", edit("deploy/k8s/ingress.yaml"), V),
    ("Папкой billing/tariffs/ занимается команда биллинга.", write("billing/reports/month.py"), F),
    ("مجلد legal/contracts/ من مسؤولية الفريق القانوني.", write("legal/contracts/nda.md"), V),
    ("مجلد payroll/rules/ من مسؤولية فريق الرواتب.", write("payroll/docs/readme.md"), F),
    ("The billing/ folder is handled by the finance team.", edit("billing/invoice.py"), V),
]
RUN_BY_ROLE_NEAR = [
    (
        "Manejamos los errores en src/errors/ con un solo middleware.",
        edit("src/errors/handler.ts"),
        NA,
    ),
    ("Я занимаюсь папкой docs/ по пятницам.", edit("docs/index.md"), NA),
    (
        "Errors in src/api/ are handled by the middleware, not by each route.",
        edit("src/api/users.ts"),
        U,
    ),
]


@pytest.mark.parametrize(("words", "output", "expected"), RUN_BY_ROLE + RUN_BY_ROLE_NEAR)
def test_a_place_a_role_handles(verdict, words, output, expected):
    check(verdict, words, output, expected)


RESERVED_COMMAND = [
    (
        "terraform apply on the billing account is reserved for the platform team.",
        bash("terraform apply -auto-approve"),
        V,
    ),
    (
        "terraform apply on the billing account is reserved for the platform team.",
        bash("terraform plan"),
        F,
    ),
    ("Only the platform team runs terraform apply.", bash("terraform apply -auto-approve"), V),
    ("helm rollback en prod est réservé à l'astreinte.", bash("helm rollback api 3"), V),
    ("helm rollback en prod está reservado al equipo de guardia.", bash("helm rollback api 3"), V),
    ("terraform destroy ist dem Plattform-Team vorbehalten.", bash("terraform destroy"), V),
    ("kubectl drain на проде — только для дежурного.", bash("kubectl drain node-3"), V),
    ("helm rollback in produzione è riservato al team di turno.", bash("helm rollback api 3"), V),
]
RESERVED_COMMAND_NEAR = [
    ("Our team only uses pnpm.", bash("pnpm install"), F),
    ("The platform team only deploys with helm upgrade.", bash("helm upgrade api ./chart"), F),
    ("В нашей команде используем только pnpm.", bash("pnpm install"), F),
    ("L'équipe gère les déploiements avec helm upgrade.", bash("helm upgrade api ./c"), F),
    ("Room 4 is reserved for the platform team on Fridays.", bash("terraform apply"), U),
]


@pytest.mark.parametrize(("words", "output", "expected"), RESERVED_COMMAND + RESERVED_COMMAND_NEAR)
def test_a_command_reserved_to_a_role(verdict, words, output, expected):
    check(verdict, words, output, expected)


TABLE_ES = "Así van:\n\n| Sede | Total |\n|---|---|\n| Norte | 12 |\n| Sur | 9 |"
TABLE_EN = "Here:\n\n| Site | Total |\n|---|---|\n| North | 12 |\n| South | 9 |"
MESSENGER = [
    ("Tablas no, porfa, que en Telegram se ven mal.", TABLE_ES, V),
    ("Tablas no, porfa, que en Telegram se ven mal.", "Norte lleva 12 y Sur 9.", F),
    ("Tables no, please — Slack mangles them.", TABLE_EN, V),
    ("Tabelle no, per favore: su WhatsApp si rompono.", TABLE_ES, V),
    ("بلاش جداول في الردود، بتبان بايظة على التليجرام.", TABLE_ES, V),
    ("بلاش جداول في الردود، بتبان بايظة على التليجرام.", "دبي 12 والشارقة 9.", F),
]
MESSENGER_NEAR = [
    ("¿Tablas? No sé si se ven bien en Telegram.", TABLE_ES, U),
    ("Post the weekly tables to the Slack channel on Mondays.", TABLE_EN, U),
    ("The SMS gateway drops tables from the database nightly.", TABLE_EN, NA),
]


@pytest.mark.parametrize(("words", "output", "expected"), MESSENGER + MESSENGER_NEAR)
def test_the_messenger_stands_for_the_replies(verdict, words, output, expected):
    check(verdict, words, output, expected)


STEPS = "Steps:\n\n- stop the pump\n- open the valve"
PLAIN_TEXT = [
    ("Plain text only in SMS replies.", STEPS, V),
    ("Plain text only in SMS replies.", "Your parcel arrives Tuesday.", F),
    ("Im Chat bitte nur Klartext, die Tabellen kommen dort kaputt an.", TABLE_EN, V),
    (
        "Réponses en texte brut uniquement, le canal ne rend pas le markdown.",
        "## Bilan\nTout va bien.",
        V,
    ),
    ("В канал пишем только простым текстом.", TABLE_EN, V),
    ("回复只用纯文本，企业微信不显示 markdown。", STEPS, V),
    ("返信はプレーンテキストだけにしてください。", TABLE_EN, V),
]
PLAIN_TEXT_NEAR = [
    ("Logs are stored as plain text in the chat archive.", TABLE_EN, U),
    ("Never store passwords in plain text.", TABLE_EN, U),
    ("Passwords in plain text in the channel are forbidden.", TABLE_EN, U),
]


@pytest.mark.parametrize(("words", "output", "expected"), PLAIN_TEXT + PLAIN_TEXT_NEAR)
def test_plain_text_only(verdict, words, output, expected):
    check(verdict, words, output, expected)


BRACKETED_REASON = [
    (
        "経費システムでは、コミットの説明文も英語に揃えています（インドの開発チームが読むので）。",
        commit("経費の丸めを修正"),
        V,
    ),
    (
        "コミットメッセージは英語で書くこと（海外メンバーも読むので）。",
        commit("Fix rounding of fees"),
        F,
    ),
    (
        "コミットメッセージは英語で書いてください（日本語だと読めないので）。",
        commit("手数料の丸めを修正"),
        V,
    ),
    ("コミットメッセージは英語で（中国語だと読めないので）", commit("Fix the fee rounding"), F),
    ("返信は日本語でお願いします（英語が苦手なので）。", "The report is ready.", V),
]
BRACKETED_REASON_NEAR = [
    ("npm は使わないでください（遅いので）。", bash("npm install zod"), V),
    (
        "顧客リスト（data/clients/*.csv）はコミットしないでください。",
        bash("git add data/clients/a.csv"),
        V,
    ),
    ("コミットメッセージは英語で。中国語だと読めないので。", commit("修正"), V),
]


@pytest.mark.parametrize(("words", "output", "expected"), BRACKETED_REASON + BRACKETED_REASON_NEAR)
def test_a_japanese_reason_in_brackets(verdict, words, output, expected):
    check(verdict, words, output, expected)


SQL_DELETE = [
    (
        "DELETE queries against the billing database are forbidden.",
        bash("psql -h db -c 'DELETE FROM invoices'"),
        V,
    ),
    (
        "DELETE queries against the billing database are forbidden.",
        bash("psql -h db -c 'SELECT 1'"),
        F,
    ),
    (
        "Sur la base de données de prod, pas de requête DELETE sans WHERE.",
        bash("psql -h prod -c 'DELETE FROM commandes'"),
        V,
    ),
    (
        "En la base de datos de producción no se lanza ningún DELETE sin WHERE.",
        gemini("mysql -h prod -e 'DELETE FROM pedidos'"),
        V,
    ),
    (
        "Auf der Produktionsdatenbank keine DELETE-Abfragen von Hand.",
        bash("psql -c 'DELETE FROM kunden'"),
        V,
    ),
    ("生产数据库上不准直接跑 DELETE 查询。", bash("psql -h prod -c 'DELETE FROM orders'"), V),
    (
        "本番DBでDELETEクエリを手で流すのは禁止です。",
        codex("psql -h prod -c 'SELECT count(*) FROM orders'"),
        F,
    ),
]
SQL_DELETE_NEAR = [
    ("Don't delete rows from the database by hand.", bash("psql -c 'SELECT 1'"), U),
    ("Never delete the database backups.", bash("psql -c 'DELETE FROM sessions'"), U),
    ("Don't delete queries from the database log.", bash("psql -c 'DELETE FROM sessions'"), U),
]


@pytest.mark.parametrize(("words", "output", "expected"), SQL_DELETE + SQL_DELETE_NEAR)
def test_sql_delete_named_as_a_statement(verdict, words, output, expected):
    check(verdict, words, output, expected)


def test_probes_in_no_set():
    assert_probes_in_no_set(
        INTO_REPO
        + INTO_REPO_NEAR
        + RUN_BY_ROLE
        + RUN_BY_ROLE_NEAR
        + RESERVED_COMMAND
        + RESERVED_COMMAND_NEAR
        + MESSENGER
        + MESSENGER_NEAR
        + PLAIN_TEXT
        + PLAIN_TEXT_NEAR
        + BRACKETED_REASON
        + BRACKETED_REASON_NEAR
        + SQL_DELETE
        + SQL_DELETE_NEAR
    )
