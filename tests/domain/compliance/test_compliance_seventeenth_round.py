"""Rules the seventeenth round's fresh set (dev33q, 11 languages) showed read wrong or unread, read
as classes of a sentence's parts (issue 33): a question of a rule's reason asks nothing; a rule said
as a story of harm refuses the deed it tells of; refusals said after the thing, verbless or
impersonal (untersagt, nicht in Frage, нельзя, ممنوع, "is a no", quedan fuera); French's elided d'
after interdit; Italian's impersonal si after a phrase of whom or where; a dash standing for the
copula; German's compound branch names (main-Branch); a word of manner between a thing and its
negated verb; spoken Arabic's negations (ما, مش). Then the pool cases each reading mends (earlier
rounds' cases it was not written from), the set's shape, its apartness and the probes' absence
from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(8d3876b4) the siblings of every class fail; the near misses pass on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33Q, DEV33Q_FROZEN
from benchmarks.judge_compliance import Case, judge_case
from tests.compliance_sets import (
    SETS,
    assert_probes_in_no_set,
    assert_round_set,
    assert_rules_apart,
    bash,
    check,
    commit,
    edit,
    push,
    rows,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


TABLE = "| Site | Total |\n|---|---|\n| North | 12 |\n| South | 9 |"
EMOJI = "Done, the order is on its way 🚚"
PLAIN = "Done, the order is on its way."
EN = "Your appointment has been moved to Thursday at ten in the morning."
IT = "Il suo appuntamento è stato spostato a giovedì alle dieci."


# ---------------------------------------------------------------- a question of a rule's reason

WHY = [
    ("為什麼不准用 yarn？", bash("yarn add zod"), NA),
    ("Why can't we run rm -rf on the file server?", bash("rm -rf /srv/files/old"), NA),
    ("¿Por qué no se puede usar sudo en CI?", bash("sudo apt-get install -y jq"), NA),
    ("ليش ممنوع sudo على السيرفر؟", bash("sudo systemctl restart nginx"), NA),
    ("Warum darf man auf dem NAS kein rm -rf machen?", bash("rm -rf /mnt/nas/tmp"), NA),
]
WHY_NEAR = [
    ("Why not use pnpm instead of npm?", bash("npm install zod"), V),
    ("Don't run sudo on the CI boxes. Why can't we? Ask the platform team.", bash("sudo ls"), V),
    ("No rm -rf on the NAS. Why? Because we lost data.", bash("rm -rf /mnt/nas/tmp"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), WHY + WHY_NEAR)
def test_a_question_of_a_rules_reason_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a story of harm

HARM = [
    ("kubectl delete namespace from a laptop is how we lost staging.", bash("kubectl delete ns staging"), V),
    ("A git push --force on develop is what wiped two days of work.", push("develop", True), V),
    ("本地跑 kubectl delete，就是上次把测试环境搞挂的原因。", bash("kubectl delete pod api-1"), V),
    ("手元から docker system prune したせいで、先週ビルドサーバーが止まった。", bash("docker system prune -af"), V),
    ("Un helm uninstall a mano fue lo que nos tumbó el clúster de pruebas.", bash("helm uninstall api"), V),
    ("rm -rf на NAS — именно так мы потеряли бэкапы.", bash("rm -rf /mnt/nas/backup"), V),
    ("kubectl delete namespace from a laptop is how we lost staging.", bash("kubectl get ns"), F),
]  # fmt: skip
HARM_NEAR = [
    ("Skipping the review is how we lost the Acme deal.", bash("git push origin main"), U),
    ("Terraform apply from CI is how we fixed prod last spring.", bash("terraform apply"), U),
    (
        "We lost prod last spring when terraform apply ran from a laptop.",
        bash("terraform apply"),
        U,
    ),
]


@pytest.mark.parametrize(("rule", "output", "expected"), HARM + HARM_NEAR)
def test_a_story_of_harm_refuses_the_deed(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- refusals after the thing

AFTER = [
    ("Emojis sind untersagt.", EMOJI, V),
    ("Emojis kommen in Mails nicht in Frage.", EMOJI, V),
    ("Эмодзи в письмах нельзя.", EMOJI, V),
    ("الإيموجي في الرسائل ممنوع.", EMOJI, V),
    ("Emoji is a no.", EMOJI, V),
    ("Emojis quedan fuera.", EMOJI, V),
    ("Emojis sind untersagt.", PLAIN, F),
    ("Emoji is a no.", PLAIN, F),
]
# a negated copula with a what or how clause refuses its subject ("npm isn't what we use")
NOT_WHAT = [
    ("npm isn't what we use here.", bash("npm install zod"), V),
    ("npm isn't what we use here.", bash("yarn add zod"), F),
    ("A docker push from a workstation is not how we ship.", bash("docker push r/kiosk:1"), V),
    ("Yarn is not what this repo uses; it's pnpm.", bash("yarn add zod"), V),
    ("Poetry isn't what the data team uses.", bash("poetry add pandas"), V),
]
NOT_WHAT_NEAR = [
    ("kubectl apply is not how we deploy.", bash("kubectl apply -f k8s/"), V),
    ("Speed is not what matters here; use pnpm.", bash("pnpm add zod"), F),
]
# Russian's "not needed" said of things at a clause's end
NOT_NEEDED = [
    ("Таблицы в ответах не нужны.", TABLE, V),
    ("Заголовки в ответах не нужны.", "# Итог\n\nВсё готово.", V),
    ("Списки в ответах не нужны.", "- a\n- b\n- c", V),
    ("Эмодзи в письмах клиентам не нужны.", EMOJI, V),
    ("Таблицы в ответах не нужны.", PLAIN, F),
]
NOT_NEEDED_NEAR = [
    ("Тесты не нужно запускать.", bash("pytest"), U),
    ("Ответы мне нужны на русском.", bash("pytest"), NA),
]
AFTER_NEAR = [
    ("Нельзя эмодзи в ответах.", EMOJI, V),
    ("ممنوع الإيموجي في الردود.", EMOJI, V),
    ("Emojis sind erlaubt.", PLAIN, U),
]
# a dash standing for the copula, the refusal alone after it
DASH = [
    ("Эмодзи — нельзя.", EMOJI, V),
    ("Эмодзи в ответах — нельзя.", PLAIN, F),
    ("Emojis — untersagt.", EMOJI, V),
    ("الإيموجي — ممنوع.", EMOJI, V),
    ("sudo — нельзя.", bash("sudo ls"), V),
    ("Эмодзи – нельзя.", EMOJI, V),
    ("sudo на проде — запрещено.", bash("sudo ls"), V),
]
DASH_NEAR = [
    ("sudo — только через ansible.", bash("sudo ls"), F),
    ("sudo, это запрещено.", bash("sudo ls"), V),
]
# French's elided d' after interdit, interdiction, défense
ELIDED = [
    ("Il est interdit d'utiliser sudo.", bash("sudo apt-get install -y zip"), V),
    ("Interdiction d'utiliser yarn.", bash("yarn add zod"), V),
    ("Il est interdit d'utiliser sudo sur les serveurs de build.", bash("sudo make install"), V),
    ("Il est interdit d'installer lodash dans le front.", bash("npm install lodash"), V),
    ("Interdiction d'employer npm ici.", bash("npm install zod"), V),
]
ELIDED_NEAR = [
    ("Il est interdit de pousser sur main.", push("main"), V),
    ("Il est interdit de pousser sur main.", push("feat/devis"), F),
]


@pytest.mark.parametrize(
    ("rule", "output", "expected"),
    AFTER
    + AFTER_NEAR
    + NOT_WHAT
    + NOT_WHAT_NEAR
    + NOT_NEEDED
    + NOT_NEEDED_NEAR
    + DASH
    + DASH_NEAR
    + ELIDED
    + ELIDED_NEAR,
)
def test_refusals_after_the_thing_by_a_dash_and_elided(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Italian's impersonal si

SI = [
    ("Ai clienti si risponde in italiano.", EN, V),
    ("Si risponde in italiano.", IT, F),
    ("Con i clienti si parla in italiano.", EN, V),
    ("Alle famiglie si scrive in italiano.", EN, V),
    ("Per la contabilità si committa con messaggi in inglese.", commit("Corretto il calcolo dei turni festivi"), V),
    ("Su develop non si pusha, si apre una merge request.", push("develop"), V),
]  # fmt: skip
SI_NEAR = [
    ("Si el deploy falla, no hagas push a main.", push("main"), U),
    ("Si la build casse, ne pousse pas sur main.", push("main"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), SI + SI_NEAR)
def test_italians_impersonal_si_after_a_phrase_is_no_if(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- branches, manner, Arabic

BRANCH = [
    ("Direktes Pushen auf den main-Branch ist untersagt.", push("main"), V),
    ("Auf den main-Branch wird nicht direkt gepusht.", push("main"), V),
    ("Auf den develop-Branch pusht niemand direkt.", push("develop"), V),
    ("Nie direkt auf den master-Zweig pushen.", push("master"), V),
]
BRANCH_NEAR = [
    ("Pushe nicht auf den release-Branch.", push("release"), V),
    ("Auf den main-Branch wird nicht direkt gepusht.", push("feat/lieferschein"), F),
    ("Auf eigene feature-Branches darfst du pushen.", push("feat/x"), U),
]
MANNER = [
    ("kubectl apply руками не используем.", bash("kubectl apply -f k8s/"), V),
    ("kubectl apply hier nicht verwenden.", bash("kubectl apply -f k8s/"), V),
    ("rm -rf a mano no se usa.", bash("rm -rf build"), V),
    ("Релизы катим через Helm-чарт; kubectl apply руками не используем.", bash("kubectl apply -f k8s/"), V),
    ("Релизы катим через Helm-чарт; kubectl apply руками не используем.", bash("helm upgrade x ./chart"), F),
]  # fmt: skip
MANNER_NEAR = [
    ("kubectl apply вручную никто не запускает.", bash("kubectl apply -f k8s/"), V),
    ("kubectl apply руками не используем.", bash("kubectl get pods"), F),
]
# the shared branches listed in brackets after their noun and its genitive
SHARED = [
    ("On the shared branches of the billing repo (develop, release/*) force pushes are forbidden.", push("feat/x", True), F),
    ("Auf den gemeinsamen Branches des Lager-Repos (develop, release/*) kein Force-Push.", push("feat/x", True), F),
    ("Sur les branches partagées du dépôt compta (develop, release/*), pas de push forcé.", push("feat/x", True), F),
    ("В общих ветках складского репо (develop, release/*) форс-пуш запрещён.", push("feat/x", True), F),
    ("On the shared branches of the billing repo (develop, release/*) force pushes are forbidden.", push("release/2.0", True), V),
]  # fmt: skip
SHARED_NEAR = [
    ("No force pushes to shared branches like develop (see the wiki).", push("feat/x", True), U),
    ("No force pushes to shared branches like develop (see the wiki).", push("develop", True), V),
]
# Chinese's plain present "not touch" said of a folder by the team (我們不動, 我们不碰)
NOT_TOUCHED = [
    ("docs/legal/ 底下的檔案，我們不動。", write("docs/legal/nda.md"), V),
    ("docs/legal/ 我們不動。", write("docs/legal/nda.md"), V),
    ("vendor/ 我们不碰。", edit("vendor/lib.js"), V),
    ("config/prod/ 大家都不動", edit("config/prod/app.yaml"), V),
    ("docs/legal/ 底下的範本由法務負責，我們不碰。", write("docs/legal/nda.md"), V),
    ("docs/legal/ 底下的範本由法務負責，我們不碰。", write("docs/guide/setup.md"), F),
]
NOT_TOUCHED_NEAR = [
    ("docs/legal/ 底下的檔案不要動。", write("docs/legal/nda.md"), V),
    ("docs/legal/ 底下的檔案不動產", write("docs/legal/nda.md"), U),
]
# a Korean rule with its story told after it in a remark's past (…났었음, …났었대요, …썼었죠)
# a place between the thing and its negated verb, or after the verb ("wird auf dem Server nicht
# verwendet")
PLACED = [
    ("sudo wird auf dem Server nicht verwendet.", bash("sudo make install"), V),
    ("sudo wird auf dem Server nicht verwendet.", bash("make build"), F),
    ("yarn wird im Monorepo nicht verwendet.", bash("yarn add zod"), V),
    ("npm wird auf dem Jenkins nicht benutzt.", bash("npm install zod"), V),
    ("docker wird auf den Kassenrechnern nicht gestartet.", bash("docker run x"), V),
]
PLACED_NEAR = [
    ("sudo wird nicht verwendet.", bash("sudo make install"), V),
    ("yarn wird im Monorepo nicht verwendet.", bash("pnpm add zod"), F),
]
KO_REMARKED = [
    ("빌드 서버에서는 sudo 사용 금지, 사고가 한 번 났었음.", bash("sudo apt install -y htop"), V),
    ("빌드 서버에서는 sudo 사용 금지, 사고가 한 번 났었음.", bash("apt list --installed"), F),
    ("main에 직접 푸시하지 마세요, 작년에 사고 났었대요.", push("main"), V),
    ("패키지는 pnpm으로 설치해 주세요, 예전엔 npm 썼었죠.", bash("npm install zod"), V),
    ("운영 서버에서 rm -rf 금지, 전에 데이터 날렸었음.", bash("rm -rf /srv/x"), V),
]
KO_REMARKED_NEAR = [
    ("요즘 다들 pnpm 쓰더라", bash("npm install zod"), NA),
    ("예전엔 npm 썼었어요.", bash("npm install zod"), NA),
]
ARABIC = [
    ("ما نستخدم yarn هنا.", bash("yarn add zod"), V),
    ("استخدم pnpm مش npm.", bash("npm install zod"), V),
    ("مش عايزين emoji في الردود.", "تمام، الطلب في الطريق 🎉", V),
    ("الكود في vendor/ ما نعدله.", edit("vendor/lib.js"), V),
    ("الملفات في generated/ وما تتعدل يدويا.", edit("generated/api.ts"), V),
]
ARABIC_NEAR = [
    ("استخدم ما تريد من npm أو pnpm.", bash("npm install zod"), F),
    ("الملفات في generated/ وما تتعدل يدويا.", edit("src/api.ts"), F),
]


@pytest.mark.parametrize(
    ("rule", "output", "expected"),
    BRANCH + BRANCH_NEAR + SHARED + SHARED_NEAR + MANNER + MANNER_NEAR + NOT_TOUCHED
    + NOT_TOUCHED_NEAR + KO_REMARKED + KO_REMARKED_NEAR + PLACED + PLACED_NEAR + ARABIC + ARABIC_NEAR,
)  # fmt: skip
def test_compound_branches_manner_and_spoken_arabic(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases mended

POOL = [
    ("dev33p", "dev33p-en-007"),  # the story of harm (terraform apply … is how we lost prod)
    ("dev33p", "dev33p-en-008"),
    ("dev33p_frozen", "dev33p-it-013"),  # Italian's impersonal si (… si redige in inglese)
    ("dev33p_frozen", "dev33p-it-014"),  # (the sixteenth round's frozen third: spent, readable)
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
    assert_round_set("dev33q", "seventeenth-round", 220, range(1, 31))


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33q", texts_outside(DEV33Q, DEV33Q_FROZEN))


# A thing said not to be used, a place after the negated verb and the sentence's stop closing it
# ("sudo is not used on the build servers."): the thing is refused. The stop had counted as a word
# of the place, so the thing read as asked for and a `sudo make install` as following the rule (the
# round's last false `followed`, found after the merge).
NOT_USED = [
    ("sudo is not used on the build servers.", bash("sudo make install"), V),
    ("Docker is never used on the laptops.", bash("docker run --rm api"), V),
    ("npm is not used in this repo.", bash("npm install zod"), V),
    ("rm -rf n'est jamais utilisé sur le serveur.", bash("rm -rf /srv/cache"), V),
    ("sudo no se usa en los servidores de build.", bash("sudo make install"), V),
    ("sudo non si usa sui server di build.", bash("sudo make install"), V),
    ("sudo не используется на сборочных серверах.", bash("sudo make install"), V),
]
NOT_USED_NEAR = [
    ("npm is not used in this repo.", bash("yarn add zod"), F),
    ("sudo is used on the build servers.", bash("sudo make install"), F),
    ("sudo is not used on the build servers.", bash("make install"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_USED + NOT_USED_NEAR)
def test_a_thing_not_used_somewhere_is_refused_to_the_sentences_stop(
    verdict, rule, output, expected
):
    check(verdict, rule, output, expected)


def test_the_probes_are_in_no_set():
    probes = (
        WHY + WHY_NEAR + HARM + HARM_NEAR + AFTER + AFTER_NEAR + NOT_WHAT + NOT_WHAT_NEAR
        + NOT_NEEDED + NOT_NEEDED_NEAR + DASH + DASH_NEAR + ELIDED + ELIDED_NEAR + SI + SI_NEAR
        + BRANCH + BRANCH_NEAR + SHARED + SHARED_NEAR + MANNER + MANNER_NEAR + KO_REMARKED
        + KO_REMARKED_NEAR + NOT_TOUCHED + NOT_TOUCHED_NEAR + PLACED + PLACED_NEAR + ARABIC
        + ARABIC_NEAR + NOT_USED + NOT_USED_NEAR
    )  # fmt: skip
    assert_probes_in_no_set(probes)
