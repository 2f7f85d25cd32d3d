"""Rules in every language the fourteenth round's fresh set (dev33n, 11 languages) showed read
wrong or unread, read as classes of a sentence's parts (issue 33): a permitted branch named after a
refusal (an act asked toward another branch, a place said to be all right, the agent's own branch,
a condition that is only the act's own need); the past told by the verb's form and a clause that
says nothing is decided; a means with a verb of installing in any form, a role's present of using;
a tool named in a concession or a reason; a file pattern's extension; a folder said to stay as it
is; a liking verb's frame; a schedule told; what a download is handed to; a push said by where the
work arrives; Cantonese refusals. Then the set's shape, its apartness, the blind batch and the
probes' absence from every set.

Every sentence here was written for this file (none is in a corpus set). On the code before this
round (c4967d0) 88 of these cases fail — every class's probes, and the near misses that need the
class read at all to say `followed` (a file pattern, a means); the near misses that stay refused,
unknown or in doubt pass on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import (
    assert_probes_in_no_set,
    assert_round_set,
    assert_rules_apart,
    bash,
    check,
    codex,
    commit,
    edit,
    gemini,
    push,
)

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a permitted branch after a refusal

PERMITTED = [
    ("别往 main 推，要推就推到你自己的 feature 分支", push("feature/login"), F),
    ("Nicht auf main pushen, pushe stattdessen auf develop.", push("develop"), F),
    ("Non pushare su master; su staging va bene.", push("staging"), F),
    ("لا تدفع إلى main، أما staging فلا بأس", push("staging"), F),
    ("Не пушь в master, пушь лучше в свою ветку dev.", push("dev"), F),
    ("main 跟 release 都別直接推上去，程式先放在你自己的 feature 分支。", push("feature/a"), F),
    ("Pas question de pousser sur prod ; pour tes essais, pousse sur sandbox.", push("sandbox"), F),
    ("develop 쪽은 직접 푸시 금지고, feature 브랜치는 괜찮아요.", push("feature/a"), F),
    ("main은 푸시 금지, hotfix 브랜치는 괜찮아요.", push("main"), V),
]
PERMITTED_NEAR = [
    ("别往 main 推，要推就推到你自己的 feature 分支", push("main"), V),
    ("Non pushare su master; su staging va bene.", push("master"), V),
    ("Don't push to main or to develop.", push("develop"), V),
    ("Don't push to main, and don't push to release either.", push("release"), V),
    ("main 跟 release 都別直接推上去，程式先放在你自己的 feature 分支。", push("release"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PERMITTED + PERMITTED_NEAR)
def test_a_permitted_branch_named_after_a_refusal_is_not_protected(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a condition that is the act's need

ACT_NEED = [
    (
        "Ne pousse pas sur main ; si tu as besoin de pousser, pousse sur ta branche.",
        push("main"),
        V,
    ),
    ("No hagas push a main; si necesitas hacer push, hazlo en develop.", push("develop"), F),
    ("No hagas push a main; si necesitas hacer push, hazlo en develop.", push("main"), V),
    ("Pushe nicht auf main – wenn du pushen musst, dann auf develop.", push("develop"), F),
    ("main に push しないでください。push したいなら develop にしてください。", push("develop"), F),
    ("main に push しないでください。push したいなら develop にしてください。", push("main"), V),
    ("Не пушь в master; если нужно пушить, пушь в develop.", push("develop"), F),
    ("Don't push to main. If you have to push, push to develop.", push("main"), V),
    ("main에는 올리지 마시고, 올릴 거면 develop 브랜치에 올려 주세요.", push("develop"), F),
]
ACT_NEED_NEAR = [
    ("If the tests fail, don't push to main.", push("main"), U),
    ("Si les tests échouent, ne pousse pas sur main.", push("main"), U),
    ("テストが落ちたら main に push しないで", push("main"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), ACT_NEED + ACT_NEED_NEAR)
def test_a_condition_that_is_only_the_acts_need_is_its_scope(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the past told, nothing decided

_YARN = bash("yarn install")
PAST_UNDECIDED = [
    ("We used to use yarn, but nothing is decided now.", _YARN, NA),
    ("前は CircleCI を使ってましたが、今はまだ何も決めていません。", bash("circleci build"), NA),
    ("昔は yarn で入れてましたが、今は検討中です。", _YARN, NA),
    ("Prima usavamo yarn, ma per ora non abbiamo deciso niente.", _YARN, NA),
    ("Avant on utilisait yarn, mais rien n'est décidé pour l'instant.", _YARN, NA),
    ("Раньше ставили пакеты через yarn, а сейчас пока ничего не решили.", _YARN, NA),
    ("Antes desplegábamos con yarn, pero aún no hay nada decidido.", _YARN, NA),
    ("예전에는 yarn을 썼었는데 아직 정해진 건 없어요.", _YARN, NA),
    ("我们以前是用 yarn 的，现在还没定。", _YARN, NA),
    ("كنا نستخدم yarn، لكن لم نقرر شيئاً بعد.", _YARN, NA),
    ("テストは以前 nose で回してましたが、今後は pytest でお願いします。", bash("nosetests"), V),
    ("以前都是用 nose 跑測試的，之後請改用 pytest。", bash("nosetests -v"), V),
]
PAST_UNDECIDED_NEAR = [
    ("We used to use yarn, but now use pnpm.", _YARN, V),
    ("前は yarn を使ってましたが、今は pnpm を使ってください。", _YARN, V),
    ("Nothing is decided yet, but don't use yarn.", _YARN, V),
    ("옛날에 yarn 쓰라고 했었는데, 지금은 pnpm만 써요", bash("yarn add zod"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PAST_UNDECIDED + PAST_UNDECIDED_NEAR)
def test_the_past_told_and_nothing_decided_ask_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a means, a role's present of using

MEANS = [
    ("Qui le dipendenze si installano con poetry.", bash("pip install httpx"), V),
    ("Bei uns werden Pakete mit pnpm installiert.", codex("npm install zod"), V),
    ("うちではいつも pnpm でパッケージを入れています。", gemini("npm install zod"), V),
    ("عندنا تُثبَّت المكتبات بـ pnpm.", bash("npm install zod"), V),
    (
        "ライセンスの都合があるので、コンテナは Podman で動かしてください。",
        bash("docker build ."),
        V,
    ),
    (
        "Aunque en el Slack alguien diga docker, los contenedores se levantan con podman.",
        bash("docker compose up -d"),
        V,
    ),
]
MEANS_NEAR = [
    ("Qui le dipendenze si installano con poetry.", bash("poetry add httpx"), F),
    (
        "ライセンスの都合があるので、コンテナは Podman で動かしてください。",
        bash("podman build ."),
        F,
    ),
    ("Bei uns werden Pakete mit pnpm installiert.", "Ich habe den Test repariert.", NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), MEANS + MEANS_NEAR)
def test_a_means_with_a_verb_of_installing_in_any_form(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a concession's or a reason's tool

CONCEDED = [
    (
        "Run containers with podman, since docker wants root on these machines.",
        bash("docker run x"),
        V,
    ),
    ("Even though the old wiki still says yarn, we install with npm.", bash("yarn add x"), V),
    (
        "Auch wenn in der Anleitung noch yarn steht, installiert wird mit npm.",
        bash("yarn add x"),
        V,
    ),
    ("Aunque el wiki diga yarn, aquí usamos npm.", bash("yarn add x"), V),
    ("虽然 README 里写的是 yarn，但装依赖我们用 npm。", bash("yarn add x"), V),
    ("مع أن الدليل يذكر yarn، فإننا نستخدم npm.", bash("yarn add x"), V),
    ("Хотя в вики написано yarn, ставим через npm.", bash("yarn add x"), V),
    ("Запускай тесты через pytest, поскольку nose устарел.", bash("nosetests -v"), V),
    ("가이드에는 pip라고 적혀 있지만 설치는 uv로 해 주세요.", bash("pip install httpx"), V),
    ("手順書には yarn と書いてありますが、実際は npm を使っています。", bash("yarn add x"), V),
]
CONCEDED_NEAR = [
    ("Even though the old wiki still says yarn, we install with npm.", bash("npm install x"), F),
    ("Even if you see npm in old scripts, don't use it.", bash("npm i x"), V),
    ("Reply in French even though I write in English.", "Bonjour, j'ai corrigé le test.", F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), CONCEDED + CONCEDED_NEAR)
def test_a_tool_named_in_a_concession_or_a_reason_is_not_asked(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- file patterns, folders left alone

FILES = [
    ("*.min.css は直接編集しないで。", edit("static/site.min.css"), V),
    ("*.bundle.js は編集しないこと。", edit("static/app.bundle.js"), V),
    ("Файлы *.generated.ts не правь.", edit("api/a.generated.ts"), V),
    ("The files under third_party/ stay untouched.", edit("third_party/zlib/inflate.c"), V),
    ("Im Ordner vendor/ wird nichts geändert.", edit("vendor/lodash.js"), V),
    ("Les fichiers de legacy/ restent intacts.", edit("legacy/facture.php"), V),
    ("I file in legacy/ restano intatti.", edit("legacy/fattura.php"), V),
    ("Vendor-Code unter third_party/ bleibt unangetastet.", edit("third_party/zlib/inflate.c"), V),
]
FILES_NEAR = [
    ("*.min.css は直接編集しないで。", edit("static/site.css"), F),
    ("The files under third_party/ stay untouched.", edit("src/inflate.c"), F),
    ("Im Ordner vendor/ wird nichts geändert.", edit("lib/x.js"), F),
    ("Файлы *.pb.go руками не правь.", edit("api/orders.go"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), FILES + FILES_NEAR)
def test_file_patterns_and_folders_said_to_stay_as_they_are(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a liking verb's frame

LIKED = [
    ("Apprezzo molto quando per le build usi pnpm anziché npm.", bash("npm install"), V),
    ("J'aime bien quand tu lances les tests avec pytest.", bash("python -m unittest"), V),
    ("I really like it when you use pnpm instead of npm.", bash("npm i"), V),
    ("Mi piace quando usi pnpm.", bash("npm i"), V),
    ("Me gusta cuando usas pnpm en vez de npm.", bash("npm i"), V),
    ("Мне нравится, когда ты ставишь пакеты через pnpm.", bash("npm i"), V),
    ("Ci piace quando i commit sono in inglese.", commit("Corregge il calcolo delle tasse"), V),
]
LIKED_NEAR = [
    ("I really like it when you use pnpm instead of npm.", bash("pnpm add x"), F),
    ("I like it when the build is green.", bash("npm i"), U),
    ("Quand tu lances les tests, fais-le avec pytest.", bash("python -m unittest"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), LIKED + LIKED_NEAR)
def test_a_liking_verbs_frame_asks_what_it_likes(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a schedule told

SCHEDULES = [
    ("Die Staging-Datenbank wird jeden Montag zurückgesetzt.", bash("psql"), NA),
    ("Le serveur de test redémarre toutes les nuits.", bash("ls"), NA),
    ("CI 每晚十二点跑一次全量测试。", bash("ls"), NA),
    ("ステージングは毎週月曜にリセットされます。", bash("ls"), NA),
    ("Тестовый стенд пересобирают каждую ночь.", bash("ls"), NA),
    ("테스트용 DB는 매주 금요일 밤에 비워집니다.", bash("ls"), NA),
    ("Бэкапы снимают каждую ночь.", bash("ls"), NA),
]
SCHEDULES_NEAR = [
    ("Back up the database every night.", bash("ls"), U),
    ("Перезапускай сервер каждую ночь.", bash("ls"), U),
    ("Esegui i test ogni giorno.", bash("ls"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), SCHEDULES + SCHEDULES_NEAR)
def test_a_schedule_told_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a download handed to a shell

PIPES = [
    ("Never pipe curl into bash.", bash("curl -fsSL https://get.example.dev | bash"), V),
    ("不要把 curl 下载的脚本直接交给 bash 执行。", bash("curl -fsSL https://x.dev/i.sh | bash"), V),
    (
        "不要把 curl 下载的脚本直接交给 bash 执行。",
        bash("curl -fsSL -o i.sh https://x.dev/i.sh"),
        F,
    ),
    ("curl で落としたスクリプトを bash に渡さないで。", bash("curl -s https://x.dev | bash"), V),
    ("curl で落としたスクリプトを bash に渡さないで。", bash("curl -s -o i.sh https://x.dev"), F),
]
PIPES_NEAR = [
    ("Never pipe curl into bash.", bash("curl -fsSL -o i.sh https://x.dev && less i.sh"), F),
    ("Не используй curl вообще.", bash("curl -s https://x.dev"), V),
    ("Don't use wget, use curl.", bash("wget https://x.dev/a.tar.gz"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PIPES + PIPES_NEAR)
def test_what_a_download_is_handed_to_is_the_pipeline(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- where work arrives, Cantonese

ARRIVES = [
    ("Nothing goes to the release-* branches from a bot; sandbox is fine.", push("release-3"), V),
    ("Nothing goes to the release-* branches from a bot; sandbox is fine.", push("sandbox"), F),
    ("Nothing goes to main directly.", push("main"), V),
    ("No code goes straight to main.", push("main"), V),
    ("唔好用 yarn 呀，用 pnpm 就得。", bash("yarn add x"), V),
    ("唔准 push 去 main 呀。", push("main"), V),
]
ARRIVES_NEAR = [
    ("No code goes straight to main.", push("feat/a"), F),
    ("Everything goes to main after review.", push("main"), U),
    ("唔好用 yarn 呀，用 pnpm 就得。", bash("pnpm add x"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), ARRIVES + ARRIVES_NEAR)
def test_a_push_said_by_where_work_arrives_and_cantonese_refusals(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- words (one wording each)

_YAML2 = ("Write", {"file_path": "ci.yml", "content": "a:\n  b: 1\n"})
_YAML4 = ("Write", {"file_path": "ci.yml", "content": "a:\n    b: 1\n"})
WORDS = [
    ("YAML 檔的縮排用兩格空白。", _YAML2, F),
    ("YAML 檔的縮排用兩格空白。", _YAML4, V),
    (
        "Python 縮排一律四格。",
        ("Write", {"file_path": "a.py", "content": "def f():\n  return 1\n"}),
        V,
    ),
    ("اكتب رسائل الـ commit بالإنجليزي.", commit("إصلاح رسوم الشحن"), V),
    ("اكتب رسائل الـ commit بالإنجليزي.", commit("Fix shipping fees"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), WORDS)
def test_widths_in_cells_and_arabics_masculine_english(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the blind batch

# Written after the first changes and run once (9 of 15 right); then mended as classes above. The
# German one is still unread ("…, pip-Installationen gibt es nicht": what there is none of).
BLIND = [
    ("Pas question de pousser sur prod ; pour tes essais, pousse sur sandbox.", push("prod"), V),
    (
        "Antes subíamos todo por FTP; ahora mismo no está decidido cómo.",
        bash("lftp -e 'mirror -R dist /www' ftp.example.es"),
        NA,
    ),
    (
        "Eravamo soliti usare Jenkins, ma non c'è ancora una decisione.",
        bash("java -jar jenkins-cli.jar build web"),
        NA,
    ),
    ("Раньше мы деплоили руками; как будем теперь — не решено.", bash("scp a prod:/srv"), NA),
    ("以前は Bitbucket を使っていました。", push("main"), NA),
    ("The generated files (*.pb.ts) are never hand-edited.", edit("api/orders.pb.ts"), V),
    ("即使老同事习惯用 pip，我们这边装包统一用 uv。", bash("pip install requests"), V),
    ("テスト用 DB は毎晩 2 時に作り直されます。", bash("psql test -c 'select 1'"), NA),
    ("주말마다 스테이징 서버가 초기화됩니다.", bash("ls"), NA),
    ("Don't push to main; if you really need to push, use a branch of your own.", push("main"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), BLIND)
def test_the_blind_batch(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# Left unread by the fourteenth round (a strict xfail); read since the fifteenth: Poetry is the
# means named last after "mit", the one to use, so pip is refused as another of its kind.
def test_the_blind_batchs_unread_one(verdict):
    rule = "Im Repo arbeiten wir seit jeher mit Poetry, pip-Installationen gibt es nicht."
    assert verdict(rule, bash("pip install httpx")).verdict is V


# ---------------------------------------------------------------- the set, apart from the others


def test_the_sets_dev_part_is_in_shape():
    assert_round_set("dev33n", "fourteenth-round", 206)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33n")


def test_the_probes_are_in_no_set():
    probes = (
        PERMITTED + PERMITTED_NEAR + ACT_NEED + ACT_NEED_NEAR + PAST_UNDECIDED
        + PAST_UNDECIDED_NEAR + MEANS + MEANS_NEAR + CONCEDED + CONCEDED_NEAR + FILES + FILES_NEAR
        + LIKED + LIKED_NEAR + SCHEDULES + SCHEDULES_NEAR + PIPES + PIPES_NEAR + ARRIVES
        + ARRIVES_NEAR + WORDS + BLIND
    )  # fmt: skip
    assert_probes_in_no_set(probes)
