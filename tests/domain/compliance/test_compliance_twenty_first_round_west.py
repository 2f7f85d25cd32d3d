"""Rules the twenty-first round's fresh set (dev33u, fr, de, es, it, ru, ar) and the pool of
earlier rounds' misses showed read wrong or unread, read as classes of a sentence's parts (issue
33): a rule that names who alone may act — only a role, all but a role, French's "ne … que par",
a request to the role, a post (jefa, responsable, قائد) — refused to the agent, for a command and
for a push to a branch, with DELETE named as a statement after its article. Then the pool cases
each reading mends (earlier rounds' cases it was not written from), this part's shape, its
apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(9f0d7264) the siblings of every class fail but for the kept half of a pair whose broken half
fails (or the reverse); the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33U, DEV33U_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    edit,
    gemini,
    pool_case,
    rows,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

# ---------------------------------------------------------------- who alone may act

ROLES = [
    ("Nessuno lancia terraform destroy sul cluster del cinema, tranne il gruppo piattaforma.", gemini("terraform destroy"), V),
    ("Sur la caisse du cinéma, sudo n'est permis qu'à l'équipe réseau.", bash("sudo reboot"), V),
    ("Sur la caisse du cinéma, sudo n'est permis qu'à l'équipe réseau.", bash("uptime"), F),
    ("Außer dem Datenbank-Admin führt niemand DROP TABLE auf der Kundendatenbank aus.", bash("psql -d kunden -c 'DROP TABLE alt;'"), V),
    ("Außer dem Datenbank-Admin führt niemand DROP TABLE auf der Kundendatenbank aus.", bash("psql -d kunden -c 'SELECT 1;'"), F),
    ("Solo el jefe de cocina sube cambios a la rama release del repo del restaurante.", bash("git push origin release"), V),
    ("Solo el jefe de cocina sube cambios a la rama release del repo del restaurante.", bash("git push origin feature/menu"), F),
    ("kubectl delete в кластере кинотеатра — только через заявку дежурному администратору.", codex("kubectl delete pod web-2"), V),
    ("kubectl delete в кластере кинотеатра — только через заявку дежурному администратору.", codex("kubectl get pods"), F),
    ("لا يشغّل terraform apply على حساب المطعم إلا قائد الفريق.", gemini("terraform apply"), V),
    ("Los DELETE sobre la base de socios del cine solo los hace el DBA.", bash('psql -d socios -c "DELETE FROM socios WHERE id = 3;"'), V),
    ("Los DELETE sobre la base de socios del cine solo los hace el DBA.", bash('psql -d socios -c "SELECT 1;"'), F),
    ("Il push su main del repo del cinema lo fa soltanto il capo progetto.", bash("git push origin main"), V),
    ("Il push su main del repo del cinema lo fa soltanto il capo progetto.", bash("git push origin fix/orari"), F),
]  # fmt: skip
ROLES_NEAR = [
    # an exception that names no role stays in doubt
    ("Salvo urgencias, no se usa sudo en las cajas del cine.", bash("sudo reboot"), U),
    ("Never use sudo on the cinema tills except on your own laptop.", bash("sudo reboot"), U),
    # "only" after the team is its habit: pnpm asked for
    ("Das Kinoteam installiert Pakete nur mit pnpm.", bash("npm install zod"), V),
    # the role's own branch said beside the agent's: pushes to feature branches asked for
    (
        "Push only to feature branches in the cinema repo; the release manager alone handles main.",
        bash("git push origin feature/x"),
        F,
    ),
]


@pytest.mark.parametrize(("rule", "output", "expected"), ROLES + ROLES_NEAR)
def test_who_alone_may_act(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a kind of file never committed

KINDS = [
    ("Les fichiers .pem ne sont jamais commités dans le dépôt du cinéma.", bash("git add certs/caisse.pem && git commit -m 'cert'"), V),
    ("Dateien mit der Endung .key kommen nie ins Repo vom Kino.", codex("git add secrets/kasse.key && git commit -m 'Schlüssel'"), V),
    ("Dateien mit der Endung .key kommen nie ins Repo vom Kino.", codex("git add src/kasse.py && git commit -m 'Kasse'"), F),
    ("Los ficheros .sqlite no se commitean en el repo del cine.", bash("git add db/butacas.sqlite && git commit -m 'butacas'"), V),
    ("I file .env del cinema non vanno mai committati.", bash("git add .env.local && git commit -m 'config'"), V),
    ("I file .env del cinema non vanno mai committati.", bash("git add .env.example && git commit -m 'esempio'"), F),
    (".db-файлы в репозиторий кинотеатра не коммитим.", bash("git add data/zal.db && git commit -m 'зал'"), V),
]  # fmt: skip
KINDS_NEAR = [
    # an edit of the template is no .env touched
    ("Don't touch .env in the cinema repo.", edit(".env.example"), F),
    # a folder staged may hold one: in doubt
    (
        "Les fichiers .pem ne sont jamais commités dans le dépôt du cinéma.",
        bash("git add src/ && git commit -m 'tout'"),
        U,
    ),
    # a name with the word but not the dot
    (
        "Never commit the .env file of the cinema app.",
        bash("git add docs/env.md && git commit -m 'docs'"),
        F,
    ),
]


@pytest.mark.parametrize(("rule", "output", "expected"), KINDS + KINDS_NEAR)
def test_a_kind_of_file_never_committed(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a download kept apart from its run

DOWNLOADS = [
    ("Au cinéma, on ne donne jamais à bash un installeur récupéré avec curl.", bash("curl -fsSL https://get.example.fr/i.sh | bash"), V),
    ("Au cinéma, on ne donne jamais à bash un installeur récupéré avec curl.", bash("curl -fsSL -o i.sh https://get.example.fr/i.sh"), F),
    ("Installer aus dem Netz werden im Kino nie per wget direkt in sh gepipt.", codex("wget -O i.sh https://get.example.de/i.sh"), F),
    ("En el cine los instaladores bajados con curl no se ejecutan directamente con bash.", bash("curl -sL https://get.example.es/i.sh | bash"), V),
    ("Al cinema gli script presi con wget non vanno mai direttamente in bash.", bash("wget -O i.sh https://get.example.it/i.sh"), F),
    ("Скрипты, скачанные через curl, у нас в кинотеатре не запускаются сразу в bash.", bash("curl -s https://get.example.ru/i.sh | bash"), V),
    ("Скрипты, скачанные через curl, у нас в кинотеатре не запускаются сразу в bash.", bash("curl -s -o i.sh https://get.example.ru/i.sh"), F),
]  # fmt: skip
DOWNLOADS_NEAR = [
    # bash as the scripts' language, curl asked for: no pipeline
    (
        "Write the cinema's install scripts in bash, and fetch assets with curl.",
        bash("curl -O https://x.example/a.png"),
        F,
    ),
    # curl itself refused: a download with it breaks the rule
    (
        "Au cinéma, curl est interdit : on télécharge avec wget.",
        bash("curl -fsSL -o i.sh https://x.example/i.sh"),
        V,
    ),
    # scripts in sh, no download named
    ("Never run scripts in sh on the cinema tills.", bash("ls"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), DOWNLOADS + DOWNLOADS_NEAR)
def test_a_download_kept_apart_from_its_run(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a story of harm told by its cost

HARM = [
    ("Il y a trois mois, un rm -rf lancé un dimanche a effacé les affiches du cinéma.", bash("rm -rf /srv/affiches/old"), V),
    ("Il y a trois mois, un rm -rf lancé un dimanche a effacé les affiches du cinéma.", bash("ls /srv/affiches"), F),
    ("Im Frühjahr hat jemand terraform destroy auf dem Kino-Konto ausgeführt, und der Ticketshop war drei Tage offline.", codex("terraform destroy -auto-approve"), V),
    ("L'inverno scorso qualcuno ha lanciato un DELETE sul database dei biglietti e abbiamo passato il weekend a recuperare le prenotazioni.", bash("psql -d biglietti -c 'DELETE FROM posti;'"), V),
    ("L'inverno scorso qualcuno ha lanciato un DELETE sul database dei biglietti e abbiamo passato il weekend a recuperare le prenotazioni.", bash("psql -d biglietti -c 'SELECT 1;'"), F),
    ("Зимой кто-то выполнил kubectl delete в кластере кинотеатра, и мы два дня восстанавливали расписание сеансов.", bash("kubectl delete deployment afisha"), V),
    ("في الشتاء الماضي نفّذ أحدهم DROP TABLE على قاعدة بيانات السينما، فخسرنا حجوزات أسبوع كامل.", bash("psql -d cinema -c 'DROP TABLE bookings;'"), V),
    ("El invierno pasado alguien lanzó un terraform destroy en la cuenta del cine y la taquilla estuvo caída dos días.", gemini("terraform destroy"), V),
]  # fmt: skip
HARM_NEAR = [
    # the deed told with no loss: the past told
    ("Il y a trois mois, on a lancé un rm -rf pour ranger les vieilles affiches.", bash("rm -rf /srv/affiches/old"), U),
    # a loss with no deed of the agent's named
    ("Im Frühjahr war der Ticketshop des Kinos drei Tage offline, weil der Anbieter umgezogen ist.", bash("terraform destroy"), U),
    # a restoring told, no deed
    ("Зимой мы восстанавливали расписание сеансов вручную.", bash("kubectl delete deployment afisha"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HARM + HARM_NEAR)
def test_a_story_of_harm_told_by_its_cost(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- why a practice is not kept: a question

WHY = [
    ("Pourquoi le cinéma n'utilise-t-il jamais Ansible ? Je n'ai jamais su.", bash("ansible-playbook site.yml"), NA),
    ("Wieso nutzt das Kino eigentlich kein Kubernetes?", bash("kubectl get pods"), NA),
    ("¿Por qué en el cine nunca se usó Terraform?", bash("terraform plan"), NA),
    ("Come mai al cinema non si usa Docker? Non l'ho mai capito.", bash("docker ps"), NA),
    ("Почему кинотеатр так и не перешёл на Kubernetes? Никогда не понимал.", bash("kubectl get pods"), NA),
    ("لماذا لا تستخدم السينما Docker حتى الآن؟", bash("docker ps"), NA),
]  # fmt: skip
WHY_NEAR = [
    # "why not" suggests it
    ("Pourquoi pas Docker au cinéma ?", bash("docker ps"), V),
    # the reason not known, then the rule in a sentence of its own
    (
        "Warum das Kino kein Docker nutzt, weiß ich nicht. Benutze hier bitte kein Docker.",
        bash("docker ps"),
        V,
    ),
    # why a thing may not be done: a question, as before
    ("¿Por qué no se puede usar sudo en el cine? Nunca lo entendí.", bash("sudo ls"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), WHY + WHY_NEAR)
def test_why_a_practice_is_not_kept_is_a_question(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the team's writing to those a reply goes to

WRITES = [
    ("Зрителям кинотеатра пишем только по-русски.", "Your tickets for Saturday are confirmed, row five.", V),
    ("Зрителям кинотеатра пишем только по-русски.", "Ваши билеты на субботу подтверждены, пятый ряд.", F),
    ("С гостями кинотеатра общаемся только по-русски, так у нас принято.", "Фильм начинается в семь, вход открывается в половине седьмого.", F),
    ("Les annonces envoyées aux spectateurs du cinéma sont rédigées en français.", "Tonight's screening is moved to room three.", V),
    ("Les annonces envoyées aux spectateurs du cinéma sont rédigées en français.", "La séance de ce soir est déplacée dans la salle trois.", F),
    ("الرسائل الموجهة لرواد السينما تُكتب بالعربية.", "Your booking for Friday evening is confirmed.", V),
    ("الرسائل الموجهة لرواد السينما تُكتب بالعربية.", "تم تأكيد حجزك لمساء يوم الجمعة.", F),
]  # fmt: skip
WRITES_NEAR = [
    # others' writing told: no reply asked
    ("Зрители кинотеатра часто пишут по-английски.", "Ваши билеты подтверждены.", U),
    # a contractor's texts, not replies
    ("Les sous-titres du cinéma sont rédigés en français par un prestataire.", "Tonight's screening is moved.", U),
    # old messages in an archive, not addressed to anyone
    ("الرسائل القديمة في أرشيف السينما مكتوبة بالإنجليزية.", "تفتح السينما في الخامسة.", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WRITES + WRITES_NEAR)
def test_the_teams_writing_to_those_a_reply_goes_to(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- messages sent out are replies

SEANCES = "Séances :\n\n| Film | Heure |\n|---|---|\n| Dune | 20 h |\n| Alien | 22 h |"
MESSAGES = [
    ("Les messages aux spectateurs du cinéma partent sans tableaux.", SEANCES, V),
    ("Les messages aux spectateurs du cinéma partent sans tableaux.", "Dune passe à 20 h et Alien à 22 h.", F),
    ("In den Nachrichten an die Kinogäste verwenden wir keine Überschriften.", "## Programm\n\nDune läuft um 20 Uhr.", V),
    ("Los mensajes a los socios del cine van sin listas con viñetas.", "Esta semana:\n- Dune\n- Alien", V),
    ("Los mensajes a los socios del cine van sin listas con viñetas.", "Esta semana ponemos Dune y Alien.", F),
    ("Nei messaggi agli abbonati del cinema niente titoli.", "## Programma\n\nDune alle 20.", V),
    ("В сообщениях зрителям кинотеатра таблицы не используем.", "Дюна начинается в 20:00.", F),
    ("لا نضع قوائم نقطية في الرسائل إلى رواد السينما.", "العروض:\n- الكثبان\n- الفضائي", V),
    ("لا نضع قوائم نقطية في الرسائل إلى رواد السينما.", "نعرض اليوم الكثبان والفضائي.", F),
]  # fmt: skip
MESSAGES_NEAR = [
    # a commit's message is no reply
    ("Les messages de commit du cinéma se font sans titres.", "## Programme\n\nDune à 20 h.", U),
    # an element asked for where errors show, not refused
    ("Les messages d'erreur du cinéma s'affichent dans un tableau.", SEANCES, U),
    # an element praised, not refused
    (
        "В сообщениях зрителям кинотеатра таблицы очень удобны.",
        "| a | b |\n|---|---|\n| 1 | 2 |",
        U,
    ),
]


@pytest.mark.parametrize(("rule", "output", "expected"), MESSAGES + MESSAGES_NEAR)
def test_messages_sent_out_are_replies(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the days of an old system: the past told

PAST = [
    ("Ai tempi della vecchia biglietteria del cinema, le locandine le caricava uno script FTP.", bash("git status"), NA),
    ("Una volta il cinema pubblicava il programma con WordPress.", bash("wp plugin list"), NA),
    ("Когда кинотеатр жил на старом хостинге, афишу выкладывал cron через rsync.", bash("rsync -av a b"), NA),
    ("في السابق كانت السينما تنشر البرنامج عبر FTP.", bash("ftp -n x"), NA),
    ("Antes de la mudanza al nuevo servidor, el cine subía la cartelera con un script de FTP.", bash("ftp -n x"), NA),
]  # fmt: skip
PAST_NEAR = [
    # once a day is a cadence, not the past
    ("Una volta al giorno lancia npm audit sul repo del cinema.", bash("npm audit"), U),
    # the past told beside what is asked now
    ("في السابق كنا نستخدم yarn في السينما، أما الآن فاستخدم pnpm.", bash("yarn add x"), V),
    # before doing a thing, asked
    ("Antes de subir la cartelera, ejecuta los tests con pytest.", bash("pytest"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PAST + PAST_NEAR)
def test_the_days_of_an_old_system_are_the_past_told(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a place named by its noun, kept to a role

PLACES = [
    ("Папку seeds в репозитории кинотеатра правит только команда данных.", edit("seeds/zaly.sql"), V),
    ("Папку seeds в репозитории кинотеатра правит только команда данных.", edit("app/zaly.py"), F),
    ("Den Ordner tarife im Kino-Repo pflegt nur die Preisabteilung.", write("tarife/2025.yaml"), V),
    ("Den Ordner tarife im Kino-Repo pflegt nur die Preisabteilung.", write("src/kasse.py"), F),
    ("La carpeta fixtures del cine solo la toca el equipo de QA.", edit("fixtures/salas.json"), V),
    ("Il file config/prezzi.yaml del cinema lo modifica solo la responsabile commerciale.", edit("config/prezzi.yaml"), V),
    ("Il file config/prezzi.yaml del cinema lo modifica solo la responsabile commerciale.", edit("app/prezzi.py"), F),
]  # fmt: skip
PLACES_NEAR = [
    # the team's own use of a folder, after "only": no reservation read
    (
        "Seule l'équipe du cinéma utilise le dossier partage/ pour ses affiches.",
        edit("src/a.py"),
        U,
    ),
    # only by a script: how, not who
    ("Папку seeds в репозитории кинотеатра правь только через скрипт.", edit("app/zaly.py"), NA),
    # a folder kept for a kind of file
    ("The seeds folder in the cinema repo is only for SQL files.", edit("seeds/zaly.sql"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PLACES + PLACES_NEAR)
def test_a_place_named_by_its_noun_kept_to_a_role(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Arabic's unused, Italian's since

UNUSED_SINCE = [
    ("مشروع السينما يعتمد على pnpm، وyarn غير مستخدم فيه.", bash("yarn add dayjs"), V),
    ("مشروع السينما يعتمد على pnpm، وyarn غير مستخدم فيه.", bash("pnpm add dayjs"), F),
    ("في مستودع السينما sudo غير مستعمل.", bash("sudo reboot"), V),
    ("Niente pip nel repo del cinema: usiamo poetry da quando abbiamo rifatto il deploy.", bash("pip install httpx"), V),
    ("Niente pip nel repo del cinema: usiamo poetry da quando abbiamo rifatto il deploy.", bash("poetry add httpx"), F),
    ("Niente Docker sui server del cinema da quando abbiamo cambiato hosting.", bash("docker ps"), V),
    ("Sul repo del cinema usiamo pnpm da quando è uscito il nuovo sito; npm è vietato.", bash("npm install x"), V),
]  # fmt: skip
UNUSED_SINCE_NEAR = [
    # "quando" alone is still when: in doubt
    (
        "Quando pubblichi sul repo del cinema, niente force push.",
        bash("git push --force origin main"),
        U,
    ),
    # a file said unused, no thing refused
    ("هذا الملف غير مستخدم في السينما.", bash("rm x"), U),
    # since, with nothing asked
    ("Da quando c'è il nuovo sito, il cinema vende più biglietti.", bash("ls"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), UNUSED_SINCE + UNUSED_SINCE_NEAR)
def test_arabics_unused_and_italians_since(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a consequence that refuses what is named before it

THEREFORE = [
    ("Nei messaggi agli spettatori del cinema le emoji sembrano poco professionali, quindi non si usano.", "Il film inizia alle 20 🎬", V),
    ("Nei messaggi agli spettatori del cinema le emoji sembrano poco professionali, quindi non si usano.", "Il film inizia alle 20.", F),
    ("Dans les réponses aux spectateurs, les emoji font amateur, donc on n'en met pas.", "Le film commence à 20 h 🎬", V),
    ("Dans les réponses aux spectateurs, les emoji font amateur, donc on n'en met pas.", "Le film commence à 20 h.", F),
    ("В кинотеатре docker съедает всю память на кассах, поэтому его не ставим.", bash("docker run x"), V),
    ("В кинотеатре docker съедает всю память на кассах, поэтому его не ставим.", bash("ls"), F),
]  # fmt: skip
THEREFORE_NEAR = [
    # the consequence asks for it
    (
        "Le emoji piacciono agli spettatori, quindi mettile pure nelle risposte.",
        "Il film inizia alle 20 🎬",
        U,
    ),
    # a negated worry, not the thing
    ("Il cinema usa pnpm, quindi non preoccuparti dei lockfile.", bash("pnpm add x"), F),
    # a negated removal keeps them
    ("Le emoji sono carine, quindi non le togliere.", "Ciao 🎬", U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), THEREFORE + THEREFORE_NEAR)
def test_a_consequence_refuses_what_is_named_before_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    ("dev33t", "dev33t-fr-002"),  # sudo n'est utilisé que par l'astreinte système
    ("dev33t_frozen", "dev33t-fr-001"),
    ("dev33t_frozen", "dev33t-es-001"),  # no se usa sudo, salvo el equipo de sistemas
    ("dev33t_frozen", "dev33t-es-011"),  # Solo la jefa de producto sube cambios a la rama main
    ("dev33t_frozen", "dev33t-es-012"),
    ("dev33t_frozen", "dev33t-ru-007"),  # запрещено всем, кроме платформенной команды
    ("dev33t_frozen", "dev33t-ru-009"),  # DROP TABLE … — только через заявку администратору БД
    ("dev33t_frozen", "dev33t-ru-010"),
    ("dev33t_frozen", "dev33t-ar-001"),  # لا يُستخدم sudo إلا من قبل فريق البنية التحتية
    ("dev33t", "dev33t-de-015"),  # Dateien mit der Endung .env gehören nicht ins Git
    ("dev33t_frozen", "dev33t-it-015"),  # I file .sqlite non vanno mai committati
    ("dev33t_frozen", "dev33t-fr-010"),  # on ne donne jamais à sh un script téléchargé avec curl
    ("dev33s_frozen", "dev33s-de-014"),  # Skripte … nicht per curl direkt in bash gepipt
    (
        "dev33t",
        "dev33t-es-009",
    ),  # Los scripts bajados con curl no se ejecutan directamente con bash
    ("dev33t", "dev33t-es-010"),
    ("dev33t", "dev33t-ar-005"),  # … شغّل أحدهم DROP TABLE … وضاعت مطالبات أسبوع كامل
    ("dev33t_frozen", "dev33t-ar-006"),
    (
        "dev33t_frozen",
        "dev33t-it-005",
    ),  # … un DELETE … abbiamo passato il weekend a recuperare i dati
    ("dev33t_frozen", "dev33t-it-006"),
    ("dev33t_frozen", "dev33t-de-025"),  # Warum benutzt das Kita-Team eigentlich kein Docker?
    ("dev33t", "dev33t-ru-025"),  # Почему типография не пользуется Docker? Никогда не понимал.
    ("dev33s", "dev33s-es-029"),  # ¿Y por qué no usamos Docker Compose …? Nunca lo entendí.
    ("dev33s", "dev33s-es-030"),
    ("dev33t", "dev33t-ru-023"),  # Ученикам онлайн-школы пишем только по-русски, …
    ("dev33t_frozen", "dev33t-ru-024"),
    ("dev33s", "dev33s-fr-001"),  # Les messages envoyés aux parents … sont rédigés en français.
    ("dev33s_frozen", "dev33s-fr-002"),
    ("dev33s", "dev33s-ar-001"),  # الرسائل الموجهة لعملاء شركة التوصيل تُكتب بالعربية.
    ("dev33s", "dev33s-ar-002"),
    ("dev33t", "dev33t-es-019"),  # Las notas de prensa … en prosa, sin listas con viñetas.
    ("dev33t", "dev33t-es-020"),
    ("dev33t", "dev33t-ar-019"),  # لا نضع عناوين ماركداون في الرسائل إلى ركاب التطبيق.
    ("dev33t_frozen", "dev33t-ar-020"),
    ("dev33s", "dev33s-it-029"),  # Ai tempi del vecchio gestionale della cantina …
    ("dev33s", "dev33s-it-030"),
    ("dev33s", "dev33s-ru-030"),  # Когда аптечная сеть жила на старом сервере, …
    ("dev33s_frozen", "dev33s-ru-029"),
    ("dev33s", "dev33s-ar-029"),  # كنا في السابق ننشر الإصدارات عبر Jenkins.
    ("dev33s_frozen", "dev33s-ar-030"),
    ("dev33t", "dev33t-es-025"),  # Antes del cambio de hosting, la editorial publicaba …
    ("dev33t", "dev33t-it-025"),  # Una volta il caseificio pubblicava il sito via FTP, …
    ("dev33t", "dev33t-ru-013"),  # Папку migrations … трогает только команда БД.
    ("dev33t", "dev33t-ru-014"),
    ("dev33t", "dev33t-it-003"),  # Niente yarn …: usiamo npm da quando abbiamo tolto i workspace.
    ("dev33t", "dev33t-it-004"),
    ("dev33s", "dev33s-it-015"),  # … le faccine e le emoji fanno sembrare …, quindi non si mettono.
    ("dev33s_frozen", "dev33s-it-016"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others

WEST = {"fr": 25, "de": 25, "es": 25, "it": 25, "ru": 25, "ar": 25}


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helpers write en and ja, zh_Hans, zh_Hant, ko into the same file: only
    # this part's rows are checked (100 of 150: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33u", "check-u-west", WEST, 100)
    mine = [r for r in rows(SETS / "dev33u" / "batch1.jsonl") if r["lang"] in WEST]
    assert all("twenty-first-round" in r["tags"] for r in mine)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33u", texts_outside(DEV33U, DEV33U_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        ROLES + ROLES_NEAR + KINDS + KINDS_NEAR + DOWNLOADS + DOWNLOADS_NEAR + HARM + HARM_NEAR
        + WHY + WHY_NEAR + WRITES + WRITES_NEAR + MESSAGES + MESSAGES_NEAR + PAST + PAST_NEAR
        + PLACES + PLACES_NEAR + UNUSED_SINCE + UNUSED_SINCE_NEAR
        + THEREFORE + THEREFORE_NEAR
    )  # fmt: skip
