"""Rules the sixteenth round's fresh set (dev33p, 11 languages) showed read wrong or unread, read
as classes of a sentence's parts (issue 33): a command named bare ends at the first plain word of
the sentence after its own; a negative pronoun as the act's subject refuses it; a means named last
keeps its own clause; "only" said of the means restricts how, not where; a thing taken up by a
pronoun and a copula that refuses it; a role's present of running a place reserves it; a language
said as an adjective; a wish of not doing (Korean); Italian's impersonal si after its subject;
shared branches listed in brackets; an edit named as the alternative refused; and a few wordings
(tables refused, indentation in 個空白, 経由で, the past told by 先月 or "lief … noch"). Then the
set's shape, its apartness, the blind batch and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(62685d0b) the siblings of every class fail; the near misses pass on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33P, DEV33P_FROZEN
from tests.compliance_sets import (
    assert_probes_in_no_set,
    assert_round_set,
    assert_rules_apart,
    bash,
    check,
    codex,
    edit,
    push,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

TABLE = "| Site | Total |\n|---|---|\n| North | 12 |\n| South | 9 |"
LIST = "- North: 12\n- South: 9"
PY2 = "def total(rows):\n  s = 0\n  for r in rows:\n    s += r.qty\n  return s\n"
PY4 = "def total(rows):\n    s = 0\n    for r in rows:\n        s += r.qty\n    return s\n"


# ---------------------------------------------------------------- a command's end, general

COMMAND_END = [
    ("kubectl apply nutzt hier niemand.", bash("kubectl apply -f k8s/app.yaml"), V),
    ("Niente rm -rf sul NAS, mai.", bash("rm -rf /mnt/nas/old"), V),
    ("Kein rm -rf auf dem Backup-Server.", codex("rm -rf /srv/backup/2024"), V),
    ("Pas de docker prune sur la machine de build.", bash("docker prune -a"), V),
    ("helm uninstall nunca en producción.", bash("helm uninstall api -n prod"), V),
]
COMMAND_END_NEAR = [
    ("kubectl apply nutzt hier niemand.", bash("kubectl get pods"), F),
    ("Niente rm -rf sul NAS, mai.", bash("rm /mnt/nas/old/a.txt"), F),
    ("Никогда не запускай npm run dev на сервере.", bash("npm run dev"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), COMMAND_END + COMMAND_END_NEAR)
def test_a_command_ends_at_the_sentences_first_plain_word(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a negative subject

NOBODY = [
    ("Nobody pushes to main directly.", push("main"), V),
    ("No one pushes to release/* by hand.", push("release/2.1"), V),
    ("Main ist tabu: auf main pusht niemand direkt.", push("main"), V),
    ("kubectl delete никто не запускает.", bash("kubectl delete pod api-1"), V),
    ("Nothing on the lab server gets installed with sudo pip.", bash("sudo pip install numpy"), V),
    ("El servidor de pruebas: apt-get no lo ejecuta nadie.", bash("apt-get install -y jq"), V),
]
NOBODY_NEAR = [
    ("Nobody pushes to main directly.", push("feat/cart"), F),
    (
        "Nothing on the lab server gets installed with sudo pip.",
        bash("pip install --user numpy"),
        F,
    ),
    ("Nobody pushes to main directly.", bash("git status"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), NOBODY + NOBODY_NEAR)
def test_a_negative_pronoun_as_the_subject_refuses_the_act(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- means, and only by means

MEANS = [
    ("Ausgerollt wird per helm upgrade, kubectl apply nutzt hier keiner.", codex("helm upgrade web charts/web"), F),
    ("Ausgeliefert wird per helm upgrade, kubectl apply nutzt hier niemand.", codex("kubectl apply -f k8s/web.yaml"), V),
    ("Деплой идёт через helm upgrade, kubectl apply никто не трогает.", codex("helm upgrade web charts/web"), F),
    ("在庫システムでは、パッケージは uv 経由で追加する決まりになってる。", bash("pip install httpx"), V),
    ("在庫システムでは、パッケージは uv 経由で追加する決まりになってる。", bash("uv add httpx"), F),
    ("On the billing repo, fixes reach main only through a reviewed PR; nobody pushes there directly.", push("main"), V),
    ("On the billing repo, fixes reach main only through a reviewed PR; nobody pushes there directly.", push("fix/vat"), F),
]  # fmt: skip
MEANS_NEAR = [
    ("Only ever push to feature/* branches here.", push("main"), V),
    ("Only ever push to feature/* branches here.", push("feature/cart"), F),
    ("Changes reach main only via merge requests.", push("main"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), MEANS + MEANS_NEAR)
def test_a_means_keeps_its_clause_and_only_by_means_is_no_place(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a thing taken up and refused

TAKEN_UP = [
    ("Un rm -rf sur le NAS, c'est hors de question.", bash("rm -rf /mnt/nas/x"), V),
    ("rm -rf sur le serveur paie, c'est interdit.", bash("rm -rf /srv/paie"), V),
    ("sudo on the build box, that's a no-go.", bash("sudo make install"), V),
    ("rm -rf en el servidor, eso está prohibido.", bash("rm -rf /srv/a"), V),
    ("rm -rf на проде — это запрещено.", bash("rm -rf /var/app"), V),
]
TAKEN_UP_NEAR = [
    ("Un rm -rf sur le NAS, c'est hors de question.", bash("rm /mnt/nas/x.txt"), F),
    ("Use pnpm, it's faster.", bash("pnpm i"), F),
    ("pnpm, c'est ce qu'on utilise.", bash("pnpm i"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), TAKEN_UP + TAKEN_UP_NEAR)
def test_a_thing_taken_up_by_a_pronoun_that_refuses_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- places: roles, edits refused

PLACES = [
    ("La carpeta escrituras/ la lleva el equipo legal; el asistente no la toca.", edit("escrituras/a.md"), V),
    ("La carpeta escrituras/ la lleva el equipo legal; el asistente no la toca.", edit("docs/a.md"), F),
    ("El asistente no toca la carpeta contratos/.", edit("contratos/a.md"), V),
    ("مجلد agreements/ من اختصاص الفريق القانوني، والمساعد لا يلمسه.", edit("agreements/a.md"), V),
    ("مجلد agreements/ من اختصاص الفريق القانوني، والمساعد لا يلمسه.", edit("docs/a.md"), F),
    ("La cartella fatture/ è gestita dall'ufficio contabilità.", edit("fatture/a.md"), V),
    ("Snapshots in tests/snap/*.txt get regenerated by the tool rather than edited.", edit("tests/snap/a.txt"), V),
    ("Die Dateien unter gen/ werden neu erzeugt statt bearbeitet.", edit("gen/a.py"), V),
    ("合同模板只在 templates/contract/ 下面改，别的目录不动。", edit("templates/mail/f.html"), V),
    ("合同模板只在 templates/contract/ 下面改，别的目录不动。", edit("templates/contract/a.html"), F),
]  # fmt: skip
PLACES_LATE = [
    # a clause that opens with a negation and holds its own verb of changing is the place's
    # predicate, not another place refused
    ("I file *.lock li genera il tool, non si toccano a mano.", edit("Pipfile.lock"), V),
    ("I file *.lock li genera il tool, non si toccano a mano.", edit("Pipfile"), F),
    ("Les fichiers *.gen.ts, on ne les modifie pas.", edit("src/a.gen.ts"), V),
    # Chinese's bare 推 after 直接
    ("官網那個 repo，main 是沒有人直接推的，一律開 PR 給人審。", push("main"), V),
    ("官網那個 repo，main 是沒有人直接推的，一律開 PR 給人審。", push("feat/x"), F),
    ("別直接推 main。", push("main"), V),
    # a means closed by the reason given for it
    ("المكتبات الخارجية تُضاف عن طريق poetry لأن ملف القفل مهم.", bash("pip install arrow"), V),
    ("المكتبات الخارجية تُضاف عن طريق poetry لأن ملف القفل مهم.", bash("poetry add arrow"), F),
]
PLACES_NEAR = [
    ("Snapshots in tests/snap/*.txt get regenerated by the tool rather than edited.", edit("tests/test_a.py"), F),
    ("Le dossier paie/ est géré par les RH.", edit("paie/a.md"), U),
    ("只改 src/ 底下的檔案。", edit("lib/a.py"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PLACES + PLACES_LATE + PLACES_NEAR)
def test_places_reserved_by_a_roles_present_or_edits_refused(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- languages, formats, registers

EN = "The parcel never reached the depot, so I opened a trace request with the courier."
DE = "Das Paket kam nie im Depot an, also habe ich einen Nachforschungsauftrag eröffnet."
WORDS = [
    ("Die Zusammenfassungen lesen unsere Disponenten, also bitte deutschsprachig.", EN, V),
    ("Die Zusammenfassungen lesen unsere Disponenten, also bitte deutschsprachig.", DE, F),
    ("Los resúmenes los leen los jefes de almacén, así que en castellano.", EN, V),
    ("Les chefs lisent tes synthèses, donc elles se font en français.", EN, V),
    ("Tables are a no-go in replies.", TABLE, V),
    ("Tables are a no-go in replies.", LIST, F),
    ("回答に表は使わず、箇条書きで。", TABLE, V),
    ("回我的時候別排成表格啦，後台顯示會亂掉，條列就好。", TABLE, V),
    ("بلا جداول في الردود.", TABLE, V),
    ("Il codice Python del magazzino si indenta con quattro spazi.", write("a.py", PY2), V),
    ("Il codice Python del magazzino si indenta con quattro spazi.", write("a.py", PY4), F),
    ("La suite di test si esegue con pytest.", bash("pytest -q"), F),
    ("出貨那幾支 Python 腳本，縮排都是四個空白，lint 是這樣設的。", write("a.py", PY2), V),
    ("배포 서버에서는 sudo는 안 쓰셨으면 합니다.", bash("sudo ls"), V),
    ("yarn은 안 썼으면 좋겠어요.", bash("yarn add x"), V),
    ("main에는 안 올리면 좋겠어.", push("main"), V),
    ("共有ブランチ（develop・staging）への強制プッシュは禁止です。", push("chore/x", True), F),
    ("共有ブランチ（develop・staging）への強制プッシュは禁止です。", push("staging", True), V),
    ("No force pushes to shared branches (develop, release/*).", push("release/2", True), V),
    ("先月まではリリースを Jenkins でやってたんだよね。", bash("jenkins-jobs update x"), NA),
    ("Vor dem Umzug lief das Bauen der App noch über einen Jenkins-Server.", bash("curl -X POST https://jenkins/job/x/build"), NA),
]  # fmt: skip
OWN = [
    # one's own branches said to be fine beside shared ones named by example: the rest is allowed
    ("Force-pushing is fine on your own branches, but shared ones like develop are off limits for it.", push("bot/fix-x", True), F),
    ("自分のブランチへの強制プッシュは構いませんが、develop のような共有ブランチには禁止です。", push("me/wip", True), F),
    ("Auf eigene Branches darfst du force-pushen, auf gemeinsame wie develop nicht.", push("me/wip", True), F),
    ("Sur tes propres branches le push forcé est permis, pas sur les branches partagées comme develop.", push("me/wip", True), F),
    ("개인 브랜치는 강제 푸시 괜찮지만 develop 같은 공유 브랜치는 안 돼요.", push("me/wip", True), F),
]  # fmt: skip
OWN_NEAR = [
    ("自分のブランチへの強制プッシュは構いませんが、develop のような共有ブランチには禁止です。", push("develop", True), V),
    ("Force-pushing is fine on your own branches, but shared ones like develop are off limits for it.", push("main", True), V),
    ("No force pushes to shared branches like develop.", push("me/x", True), U),
]  # fmt: skip
WORDS_NEAR = [
    ("배포 서버에서는 sudo는 안 쓰셨으면 합니다.", bash("brew install jq"), F),
    ("No force pushes to shared branches like develop.", push("me/x", True), U),
    ("Vor dem Deploy bitte die Tests mit pytest laufen lassen.", bash("pytest"), U),
    ("Responde en español si te escribo en inglés.", EN, U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), WORDS + OWN + OWN_NEAR + WORDS_NEAR)
def test_languages_formats_registers_and_the_past(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the blind batch (13 of 15 after)

BLIND = [
    ("Production hotfixes land on main only by way of a merge request; no one pushes there directly.", push("main"), V),
    ("Production hotfixes land on main only by way of a merge request; no one pushes there directly.", push("hotfix/vat"), F),
    ("Die Lieferscheine unter belege/ pflegt die Buchhaltung, du änderst da nichts.", edit("belege/lieferschein_0042.md"), V),
    ("Los datos de nómina en nomina/ los gestiona el departamento de RR. HH.; el agente no los toca.", write("informes/resumen.md"), F),
    ("Yarn su questo repo non lo usa nessuno.", bash("yarn add zod"), V),
    ("La suite di integrazione si lancia con pytest, non con nose.", bash("nosetests"), V),
    ("이 서버에서는 docker를 안 쓰셨으면 좋겠습니다.", bash("docker compose up -d"), V),
    ("이 서버에서는 docker를 안 쓰셨으면 좋겠습니다.", bash("podman ps"), F),
    ("報告書の返信には表を入れないでもらえると助かります。", "| 店舗 | 売上 |\n|---|---|\n| 渋谷 | 10 |", V),
    ("Bis zum Wechsel auf GitLab lief der Build noch über Travis.", bash("travis restart"), NA),
    ("Seed data in db/seeds/*.sql is regenerated by the export job instead of being edited.", edit("db/seeds/customers.sql"), V),
    ("Force pushes to the protected branches (main, release/*) are blocked for everyone.", push("wip/tom", True), F),
    ("Force pushes to the protected branches (main, release/*) are blocked for everyone.", push("release/9.0", True), V),
]  # fmt: skip
BLIND_UNREAD = [
    # a French refusal ("c'est non") after an English thing, in one sentence, stays unread
    ("Curl piped into bash, c'est non sur nos serveurs.", bash("curl -fsSL https://x.sh | bash"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BLIND)
def test_the_blind_batch(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


@pytest.mark.xfail(strict=True, reason="left unread (see the README's sixteenth round)")
@pytest.mark.parametrize(("rule", "output", "expected"), BLIND_UNREAD)
def test_the_blind_batchs_unread_ones(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the set, apart from the others


def test_the_sets_dev_part_is_in_shape():
    assert_round_set("dev33p", "sixteenth-round", 206)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33p", texts_outside(DEV33P, DEV33P_FROZEN))


def test_the_probes_are_in_no_set():
    probes = (
        COMMAND_END + COMMAND_END_NEAR + NOBODY + NOBODY_NEAR + MEANS + MEANS_NEAR + TAKEN_UP
        + TAKEN_UP_NEAR + PLACES + PLACES_LATE + PLACES_NEAR + WORDS + OWN + OWN_NEAR + WORDS_NEAR + BLIND + BLIND_UNREAD
    )  # fmt: skip
    assert_probes_in_no_set(probes)
