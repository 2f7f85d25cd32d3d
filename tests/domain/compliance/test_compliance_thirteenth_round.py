"""Rules in every language the thirteenth round's fresh set (dev33m, 11 languages) showed unread
or read turned round, read as classes (issue 33): a reason's tool taken for the one asked; a
prefix refused read as required, a bracketed placeholder as its letters; Korean sentences counted
as lines; a second language named in a concessive clause or for quoted error messages; the past
told and the user's own question, which ask nothing, in every language; a reply's layout asked
for as its form, lines as a unit, more words for lists; terms in pull requests' titles; a sentence
that names no folder read as where files go; Italian's impersonal si, 强推, the act a rule is
about said as when one does it, a Chinese negation right after a character; a ticket's number
said in other languages' order; lower case in more words; a word as the topic of a prohibition
that takes it up after it, and German's »…« quotes.

Every sentence here was written for this file (none is in a corpus set); each probe fails on the
code before this round (7eb8571), the near misses beside the probes pass on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def bash(command: str):
    return ("Bash", {"command": command})


def write(path: str, content: str = "x = 1\n"):
    return ("Write", {"file_path": path, "content": content})


def edit(path: str, old: str = "a = 1", new: str = "a = 2"):
    return ("Edit", {"file_path": path, "old_string": old, "new_string": new})


def pr(title: str):
    return ("github__create_pull_request", {"owner": "o", "repo": "r", "title": title,
                                            "head": "feat/x", "base": "main"})  # fmt: skip


def commit(message: str):
    return ("git__git_commit", {"repo_path": "/srv/app", "message": message})


def branch(name: str):
    return ("git__git_create_branch", {"repo_path": "/srv/app", "branch_name": name})


def _check(verdict, rule, output, expected):
    assert verdict(rule, output).verdict is expected, (rule, output)


# ---------------------------------------------------------------- a reason is not the rule

REASONS = [
    ("Install with pnpm, because npm keeps breaking the lockfile.", bash("npm install zod"), V),
    ("Nimm pnpm, weil npm bei uns ständig hängt.", bash("npm install zod"), V),
    ("Utilise pnpm, parce que npm est trop lent ici.", bash("npm ci"), V),
    ("Usa pnpm perché npm rompe sempre il lockfile.", bash("npm install zod"), V),
    ("Ставь пакеты через pnpm, потому что npm ломает lockfile.", bash("npm install zod"), V),
]
REASONS += [
    ("Install with pnpm, because npm keeps breaking the lockfile.", bash("pnpm add zod"), F),
    ("Use yarn, since npm is broken on the runners.", bash("npm ci"), V),
    ("Utilisez uv, car pip est trop lent ici.", bash("pip install httpx"), V),
    ("pnpm を使ってください。npm は遅いので。", bash("npm install zod"), V),
]
REASONS_NEAR = [
    ("Use pnpm.", bash("pnpm add zod"), F),
    ("Never use npm because it is slow.", bash("npm install zod"), V),
    ("Utilise pnpm, parce que npm est trop lent ici.", "J'ai corrigé le test.", NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), REASONS + REASONS_NEAR)
def test_a_tool_named_in_a_reason_is_not_asked_for(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a prefix refused, a placeholder

PREFIXES = [
    ("PR のタイトルには [Draft] を付けないでください", pr("[Draft] 検索を追加"), V),
    ("PR のタイトルには [Draft] を付けないでください", pr("検索を追加"), F),
    ("Don't start PR titles with [WIP].", pr("Add search page"), F),
    ("PR 제목은 '[모듈명] 요약' 형식으로 작성해 주세요", pr("[search] 결과 정렬 수정"), F),
    ("Commit subjects start with [component] and then a summary.", commit("[cart] Fix total"), F),
]
PREFIXES += [
    ("Никаких [WIP] в заголовках PR.", pr("[WIP] Поиск"), V),
    ("Don't write fix: commits, use feat: instead.", commit("fix: cart total"), V),
]
PREFIXES_NEAR = [
    ("PR 제목은 '[모듈명] 요약' 형식으로 작성해 주세요", pr("결과 정렬 수정"), V),
    ("PR titles start with [WIP] while the work is open.", pr("[WIP] Add search"), F),
    ("PR 제목 앞에는 [FE]나 [BE]를 붙여 주세요", pr("[QA] 검색 추가"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PREFIXES + PREFIXES_NEAR)
def test_a_prefix_refused_and_a_placeholder(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Korean sentences, not lines

_FOUR = "원인을 찾았습니다. 키가 잘못됐어요. 고쳤습니다. 테스트도 넣었어요."
_TWO_LINES_SIX_SENTENCES = (
    "고쳤어요. 확인했어요. 배포했어요.\n문서도 바꿨어요. 로그도 봤어요. 끝났어요."
)

KO_SENTENCES = [
    ("답변은 세 문장 이내로 해 주세요", _FOUR, V),
    ("두 문장으로만 답해 줘", _FOUR, V),
    ("답은 다섯 문장을 넘기지 마", _TWO_LINES_SIX_SENTENCES, V),
    ("설명은 네 문장 이하로 부탁드립니다", _TWO_LINES_SIX_SENTENCES, V),
    ("세 줄 이내로 답해 줘", "하나.\n둘.\n셋.\n넷.", V),
]
KO_SENTENCES_NEAR = [
    ("답변은 세 줄 이내로 해 주세요", _FOUR, F),
    ("답변은 다섯 문장 이내로 해 주세요", _FOUR, F),
    ("답변은 한 줄로 해 주세요", "고쳤어요. 확인했어요. 배포했어요.", F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), KO_SENTENCES + KO_SENTENCES_NEAR)
def test_korean_sentences_are_counted_as_sentences(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a second language conceded

_EN = "I moved the retry into the client and added a test for the timeout."
_DE = "Ich habe den Retry in den Client verschoben und einen Test für das Timeout ergänzt."
_RU = "Я перенёс повтор в клиент и добавил тест на таймаут."
_JA = "リトライをクライアントに移して、タイムアウトのテストを追加しました。"

CONCESSIVE = [
    ("Schreib mir auf Deutsch zurück, egal, ob ich auf Englisch frage.", _EN, V),
    ("Antworte auf Deutsch, obwohl ich dir auf Englisch schreibe.", _EN, V),
    ("وإن سألتك بالإنجليزية فأجبني بالعربية.", _EN, V),
    ("回答は日本語で。エラーメッセージは英語のまま貼っても構いません。", _EN, V),
]
CONCESSIVE += [
    ("حتى لو سألتك بالإنجليزية أجب بالعربية", _EN, V),
    ("Even if I write in French answer in English.", _DE, V),
    ("Schreib mir auf Deutsch zurück, egal, ob ich auf Englisch frage.", _DE, F),
    ("回答は日本語で。エラーメッセージは英語のまま貼っても構いません。", _JA, F),
]
CONCESSIVE_NEAR = [
    ("Хоть я и пишу тебе по-английски, отвечай по-русски.", _RU, F),
    ("Reply in English, even when I write in French.", _EN, F),
    ("Antworte auf Deutsch.", _DE, F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), CONCESSIVE + CONCESSIVE_NEAR)
def test_a_second_language_conceded_is_not_the_replys(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- words that ask nothing

ASK_NOTHING = [
    ("Früher haben wir alles mit Ant gebaut.", bash("ant build"), NA),
    ("Раньше мы деплоили вручную.", bash("./deploy.sh"), NA),
    ("L'anno scorso usavamo ancora Travis.", bash("git push origin feat/x"), NA),
    ("我们去年用的还是 SVN。", bash("git commit -am x"), NA),
    ("你觉得 monorepo 好还是多仓库好？", bash("git push origin main"), NA),
]
ASK_NOTHING_NEAR = [
    ("Früher haben wir Ant benutzt, deshalb frag mich vor jedem Build.", bash("ant build"), U),
    ("Kannst du vor jedem Deploy kurz fragen?", bash("./deploy.sh"), U),
    ("답변은 짧게, ㅇㅋ?", "짧게 답합니다.", U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), ASK_NOTHING + ASK_NOTHING_NEAR)
def test_the_past_told_and_a_question_ask_nothing(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the past beside the rule

PAST_BESIDE = [
    ("以后用 pnpm，以前我们用过 yarn。", bash("yarn add zod"), V),
    ("We used to use yarn; now use pnpm.", bash("yarn add zod"), V),
    ("Früher haben wir npm benutzt, jetzt nimm bitte pnpm.", bash("npm install zod"), V),
    ("以前我们用过 yarn。", bash("yarn install"), NA),
    ("هل تعرف الفرق بين rebase و merge؟", bash("git rebase main"), NA),
]
PAST_BESIDE_NEAR = [
    ("Use pnpm, not yarn.", bash("yarn add zod"), V),
    ("Could you use pnpm from now on?", bash("npm install"), V),
    ("Ask me before you merge anything into main.", bash("git merge feat/x"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PAST_BESIDE + PAST_BESIDE_NEAR)
def test_the_past_beside_the_rule_is_not_asked(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a reply's layout

_PROSE = "I fixed the cache key and added a test."
_NUMBERED = "1. Fix the key.\n2. Add a test.\n3. Ship it."
_BULLETS = "- Fix the key.\n- Add a test."

LAYOUT = [
    ("Ответ давай нумерованным списком.", _PROSE, V),
    ("Answer as a numbered list, please.", _BULLETS, V),
    ("回覆請不要超過三行。", "一。\n二。\n三。\n四。", V),
    ("Antworte in höchstens zwei Zeilen.", "Eins.\nZwei.\nDrei.", V),
    (
        "Quand tu réponds, fais des phrases plutôt qu'en tableau.",
        "| a | b |\n|---|---|\n| 1 | 2 |",
        V,
    ),
]
LAYOUT += [
    ("Answer as a numbered list, please.", _NUMBERED, F),
    ("Ответ не длиннее пяти слов.", "Я перенёс повтор в клиент и добавил тест.", V),
    ("Antworten nicht länger als fünf Wörter.", _DE, V),
    ("Responde siempre con una tabla.", "Arreglé la caché y añadí una prueba.", V),
    ("Rispondi con un elenco puntato.", "- cache sistemata\n- test aggiunto", F),
]
LAYOUT_NEAR = [
    ("No tables in answers.", "| a | b |\n|---|---|\n| 1 | 2 |", V),
    ("Tables are fine in your answers.", "| a | b |\n|---|---|\n| 1 | 2 |", U),
    ("No numbered lists in answers.", _BULLETS, F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), LAYOUT + LAYOUT_NEAR)
def test_a_replys_layout_asked_and_refused(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- terms in a PR's title

PR_TERMS = [
    ("Keine Emojis in PR-Titeln.", pr("🚀 Suche hinzufügen"), V),
    ("PR 标题里别放 emoji。", pr("✨ 增加搜索"), V),
    ("No emoji in pull request titles.", pr("Add search ✅"), V),
    ("Никаких эмодзи в заголовках PR.", pr("Добавить поиск"), F),
    ("لا إيموجي في عناوين طلبات الدمج.", pr("إضافة البحث 🎉"), V),
]
PR_TERMS += [("No emoji in pull request titles.", "Opened the PR 🎉", NA)]
PR_TERMS_NEAR = [
    ("No emoji in commit messages.", commit("✨ add search"), V),
    ("PR titles in English.", pr("Add search"), F),
    ("No emoji in commit messages.", pr("🚀 Add search"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PR_TERMS + PR_TERMS_NEAR)
def test_terms_in_pull_request_titles(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- where files go

PLACES = [
    ("legacy/ は触らないでください。更新はスクリプトだけで行います。", edit("legacy/util.js"), V),
    ("Don't touch third_party/. Updates happen through a script only.", edit("third_party/x.c"), V),
    ("只准改 app/ 里的文件。", edit("lib/helpers.py"), V),
    ("新的配置文件只放在 config/ 下。", write("settings.json", "{}\n"), V),
    ("New config files go in conf/ only.", write("conf/app.config.js", "module.exports = {}\n"), F),
]
PLACES += [
    ("Don't touch third_party/. Updates happen through a script only.", edit("src/x.c"), F),
    ("只准改 app/ 里的文件。", edit("app/helpers.py"), F),
]
PLACES += [
    ("Ne modifie que les fichiers sous app/.", edit("/home/me/proj/lib/x.py"), V),
    ("Ändere nur Dateien in web/.", edit("./web/src/App.vue"), F),
    ("Modifica solo i file in ui/.", edit("ui/../api/main.go"), V),
    ("Меняй только файлы в папке client/.", edit("server/app.py"), V),
    ("عدّل فقط الملفات داخل مجلد web/.", edit("api/app.py"), V),
]
PLACES_NEAR = [
    ("Ne touche pas à vendor/.", edit("vendor/lib.js"), V),
    ("Only edit files under app/.", edit("lib/x.py"), V),
    ("Never touch vendor/.", edit("vendor/x.js"), V),
    ("New config files go in conf/ only.", write("src/app.js", "export {}\n"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PLACES + PLACES_NEAR)
def test_where_files_go(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- si, 强推, the act as when, 别

MISC = [
    ("Non usare yarn, da noi si usa pnpm.", bash("yarn add zod"), V),
    ("别强推。", bash("git push -f origin feat/x"), V),
    ("写提交信息的时候别用英文。", commit("Fix cart total"), V),
    (
        "When you write commit messages, keep them under 50 characters.",
        commit("Fix the cart total when a coupon and a gift card are both applied"),
        V,
    ),
    ("コミットするときはメッセージを英語で書いてください", commit("カートの合計を修正"), V),
]
MISC += [
    ("Niente faccine nelle risposte.", "Fatto :-)", V),
    ("Sin caritas en las respuestas, por favor.", "Listo :)", V),
]
MISC_NEAR = [
    ("Si el test falla, no hagas commit.", commit("Arregla el total"), U),
    ("测试失败的时候不要提交。", commit("修复购物车"), U),
    ("Never force push.", bash("git push origin main"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), MISC + MISC_NEAR)
def test_si_force_and_the_act_as_when(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a ticket's number, lower case

NAMES = [
    ("Les messages de commit commencent par le numéro du ticket.", commit("Corrige le panier"), V),
    ("Commit-Nachrichten beginnen mit der Ticketnummer.", commit("Warenkorb repariert"), V),
    ("PR 标题以工单号开头。", pr("修复购物车"), V),
    ("Namen von Branches bitte alles klein geschrieben.", branch("feature/Suche"), V),
    ("Названия веток — в нижнем регистре.", branch("Feature/search"), V),
]
NAMES += [
    ("Les messages de commit commencent par le numéro du ticket.", commit("SHOP-12 panier"), F),
    ("Названия веток — в нижнем регистре.", branch("feature/search"), F),
]
NAMES_NEAR = [
    ("Commit messages start with the ticket number.", commit("SHOP-12 fix cart"), F),
    ("Branch names in lower case.", branch("feature/search"), F),
    ("Branch names in lower case.", branch("Feature/Search"), V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), NAMES + NAMES_NEAR)
def test_a_ticket_number_and_lower_case_in_more_words(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a word as a topic, »…«

TOPIC = [
    ("La palabra «usuario» no la uses en las respuestas.", "El usuario ya puede entrar.", V),
    ("«utente» non lo scrivere mai nelle risposte.", "L'utente ora può entrare.", V),
    ("Schreib nie »Login«, sag »Anmeldung«.", "Nach dem Login geht es weiter.", V),
    (
        "Das Wort »Ticket« hat in den Antworten nichts verloren.",
        "Ich habe das Ticket geschlossen.",
        V,
    ),
]
TOPIC += [
    ("La palabra «usuario» no la uses en las respuestas.", "La cuenta ya puede entrar.", F),
]
TOPIC_NEAR = [
    ("Schreib nie »Login«, sag »Anmeldung«.", "Nach der Anmeldung geht es weiter.", F),
    ("Use «pnpm», not «npm».", bash("pnpm add zod"), F),
    ("Never write «simply» in replies.", "You simply restart it.", V),
    ("Don't use the word 'basically' in replies.", "The cache was stale.", F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), TOPIC + TOPIC_NEAR)
def test_a_word_as_the_topic_of_a_prohibition(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the new readings, stored and said


def test_the_new_readings_round_trip_and_are_said_in_the_ui_language():
    from app.domain.compliance import reading_of
    from app.domain.compliance.reading import Reading
    from app.i18n import set_language
    from app.services.reading_words import reading_what

    for words in (
        "Answer as a numbered list, please.",
        "No emoji in pull request titles.",
        "PR のタイトルには [Draft] を付けないでください",
        "PR 제목은 '[모듈명] 요약' 형식으로 작성해 주세요",
    ):
        reading = reading_of(words)
        assert reading.checks and Reading.from_json(reading.to_json()) == reading, words
    numbered = reading_of("Отвечай нумерованным списком.")
    assert reading_what(numbered) == "replies are written as a numbered list"
    try:
        set_language("fr")
        assert reading_what(numbered) == "les réponses sont écrites en liste numérotée"
    finally:
        set_language("en")


# ---------------------------------------------------------------- (integrator, after the scoring)
# Two readings turned round that the frozen third showed (its figures stay as scored once): a
# word before "대신" / "の代わりに" is the one kept when the verb after the other word is negated
# ("'사용자' 대신 '유저'라는 말 쓰지 마": 유저 refused, 사용자 kept); a negation counts for a folder only in
# a sentence that names it ("Don't delete files with rm. Move them into .trash/": .trash/ is where
# files go, not a folder forbidden).
KEPT_BEFORE_INSTEAD = [
    (
        "문서에서 '로그인' 대신 '로긴'이라고 쓰지 마세요.",
        write("docs/a.md", "로그인 화면입니다.\n"),
        F,
    ),
    (
        "문서에서 '로그인' 대신 '로긴'이라고 쓰지 마세요.",
        write("docs/a.md", "로긴 화면입니다.\n"),
        V,
    ),
    ("'데이터' 대신 '데이타'라고 적지 마.", "데이터를 정리했습니다.", F),
    ("'데이터' 대신 '데이타'라고 적지 마.", "데이타를 정리했습니다.", V),
    (
        "ドキュメントでは「ログイン」の代わりに「ログオン」と書かないで。",
        write("docs/a.md", "ログイン画面\n"),
        F,
    ),
]
KEPT_BEFORE_INSTEAD_NEAR = [
    ("'유저' 대신 '사용자'를 쓰세요.", "유저 목록을 바꿨습니다.", V),
    ("npm 대신 pnpm 써.", bash("npm install zod"), V),
    ("print 대신 logging을 써.", write("app/a.py", "print('x')\n"), V),
]


@pytest.mark.parametrize(
    ("rule", "output", "expected"), KEPT_BEFORE_INSTEAD + KEPT_BEFORE_INSTEAD_NEAR
)
def test_the_word_before_instead_is_kept_when_the_other_is_refused(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


NEGATION_OF_ANOTHER_SENTENCE = [
    (
        "Don't delete files with rm. Move them into .trash/",
        bash("mkdir -p .trash && mv a.log .trash/"),
    ),
    ("Keine Dateien mit rm löschen. Verschieb sie nach .trash/.", bash("mv a.log .trash/")),
    ("Never delete anything by hand. Old builds go to archive/.", bash("mv build-1 archive/")),
    (
        "Don't put secrets in code. Keep them in config/secrets/.",
        write("config/secrets/db.env", "X=1\n"),
    ),
    (
        "No force pushes, ever. Release notes live in docs/releases/.",
        write("docs/releases/1.2.md", "# 1.2\n"),
    ),
]
NEGATION_OF_ANOTHER_SENTENCE_NEAR = [
    ("Never edit vendor/. It is generated.", edit("vendor/lib.js"), V),
    ("Don't touch these: vendor/ and third_party/.", edit("third_party/x.c"), V),
    ("Ne modifie jamais les fichiers de legacy/.", edit("legacy/a.py"), V),
]


@pytest.mark.parametrize(("rule", "output"), NEGATION_OF_ANOTHER_SENTENCE)
def test_a_negation_in_another_sentence_forbids_no_folder(verdict, rule, output):
    assert verdict(rule, output).verdict is not V, (rule, output)


@pytest.mark.parametrize(("rule", "output", "expected"), NEGATION_OF_ANOTHER_SENTENCE_NEAR)
def test_a_negation_in_the_folders_sentence_still_forbids_it(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)


# A tool a past clause names is not the object of a negation in the rest unless the rest has a
# verb of using ("前は yarn を使ってたけど、今は特に決まってないです" refuses nothing: "not decided" is
# no prohibition). The frozen third showed it (its figures stay as scored).
PAST_TOOL_NOT_REFUSED = [
    (
        "前は moment.js を入れてたけど、今はどうするか決まってない。",
        write("src/a.js", "import moment from 'moment';\n"),
    ),
    ("前は yarn を使ってたけど、今は何も決めてないよ。", bash("yarn add zod")),
    (
        "前は lodash を入れてたけど、今はまだ決まってないです。",
        write("src/a.js", "import _ from 'lodash';\n"),
    ),
    (
        "前は webpack を使ってたけど、今は特に決まりはないです。",
        bash("npx webpack --mode production"),
    ),
    (
        "前は Jenkins を使ってたけど、今はどれにするか決まってない。",
        write("Jenkinsfile", "pipeline {}\n"),
    ),
]
PAST_TOOL_NEAR = [
    ("前は yarn を使ってたけど、今はもう yarn は使わないで。", bash("yarn add zod"), V),
    ("前は yarn だったけど、今は pnpm を使って。", bash("pnpm add zod"), F),
    ("npm은 느려서 쓰지 마.", bash("npm install zod"), V),
]


@pytest.mark.parametrize(("rule", "output"), PAST_TOOL_NOT_REFUSED)
def test_a_tool_of_the_past_is_not_refused_by_a_rest_that_uses_nothing(verdict, rule, output):
    assert verdict(rule, output).verdict is not V, rule


@pytest.mark.parametrize(("rule", "output", "expected"), PAST_TOOL_NEAR)
def test_a_tool_of_the_past_refused_or_replaced_in_the_rest(verdict, rule, output, expected):
    _check(verdict, rule, output, expected)
