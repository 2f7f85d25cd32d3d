"""Rules read by class, not by case (issue 33, tenth round, branch check-j): each class a first
run of dev33j showed, read in the ten languages it covers — a place refused beside the folder asked
for ("…, а не в корень") and Arabic's "لا" inside another word, both read as a folder *forbidden*
(readings turned round); Codex's apply_patch as the writes it makes; the layout of replies (lists,
headings, tables, code blocks' language, length in sentences, words or characters) read into the
format family; a name spelled one way ("GitHub, never Github"); naming of functions and files in
every language; branch names given as a template. Every sentence written for these tests, none
from a data set; each test fails on 6013a13's checker, and beside each probe stands a near miss
that must keep its old reading."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.reading import reading_of


def bash(command: str):
    return ("Bash", {"command": command})


def write(path: str, content: str = "x = 1\n"):
    return ("Write", {"file_path": path, "content": content})


def patch(*sections: str):
    return ("apply_patch", {"input": "*** Begin Patch\n" + "".join(sections) + "*** End Patch\n"})


def add_file(path: str, *lines: str) -> str:
    return f"*** Add File: {path}\n" + "".join(f"+{line}\n" for line in lines)


def update_file(path: str, old: str, new: str) -> str:
    return f"*** Update File: {path}\n@@\n-{old}\n+{new}\n"


# ---------------------------------------------------------------- a place refused beside the folder


@pytest.mark.parametrize(
    "words",
    [
        "Новые скрипты клади в scripts/, а не в корень репозитория.",
        "Put new scripts in scripts/, not in the repository root.",
        "Les nouveaux scripts vont dans scripts/, pas à la racine.",
        "Leg neue Skripte in scripts/ ab, nicht im Root.",
        "Los scripts nuevos van en scripts/, no en la raíz.",
        "I nuovi script vanno in scripts/, non nella root.",
        "新脚本放在 scripts/ 下，而不是根目录。",
        "ضع السكربتات الجديدة في مجلد scripts/، وليس في الجذر.",
    ],
)
def test_a_place_refused_beside_the_folder_is_not_the_folder_forbidden(verdict, words):
    check = reading_of(words).to_json()["checks"][0]
    assert check["check"] == "path" and check["folder"] == "scripts"
    assert not check.get("forbidden")
    assert verdict(words, write("/home/u/p/scripts/deploy.sh")).verdict is Outcome.FOLLOWED
    # near misses: a folder the clause itself forbids stays forbidden
    for near in (
        "Don't put anything in dist/, not even temporary files.",
        "Не клади ничего в dist/, и не трогай build/.",
        "不要在 dist/ 里放任何东西。",
        "لا تضع أي ملف في مجلد dist/.",
    ):
        check = reading_of(near).to_json()["checks"][0]
        assert check["check"] == "path" and check["folder"] == "dist" and check["forbidden"]


@pytest.mark.parametrize(
    ("words", "folder"),
    [
        ("ضع ملفات الاختبار الجديدة في مجلد tests/.", "tests"),  # "لا" inside الاختبار
        ("ضع سكربتات الاستيراد الجديدة في مجلد scripts/.", "scripts"),  # inside الاستيراد
    ],
)
def test_arabic_la_inside_a_word_forbids_nothing(words, folder):
    check = reading_of(words).to_json()["checks"][0]
    assert check["check"] == "path" and check["folder"] == folder
    assert not check.get("forbidden")
    # near misses: "لا", "ولا", "وليس" as words of their own still forbid
    for words in ("لا تستخدم sudo أبدا.", "لا تستخدم npm ولا yarn."):
        check = reading_of(words).to_json()["checks"][0]
        assert check["check"] == "terms" and check["forbidden"]
    assert (
        reading_of("استخدم pnpm وليس npm.").to_json()["checks"][0]["forbidden"][0]["text"] == "npm"
    )


def test_arabic_indenting_word_holds_a_space_not_spaces_asked():
    # "المسافة البادئة" (indentation) holds "مسافة" (a space); "علامات" holds "لا"
    for words, value in (
        ("استخدم علامات الجدولة للمسافة البادئة.", "tabs"),
        ("استخدم دائما علامات الجدولة في المسافات البادئة.", "tabs"),
        ("لا تستخدم علامات الجدولة للمسافة البادئة، استخدم المسافات.", "spaces"),
    ):
        checks = reading_of(words).to_json()["checks"]
        assert [(c["aspect"], c["value"]) for c in checks] == [("indent_style", value)], words


# ---------------------------------------------------------------- Codex's apply_patch


def test_apply_patch_adds_files_where_a_placement_rule_looks():
    words = "New React components go under src/components/."
    from app.domain.compliance import RuleText, ToolCall, check

    def run(call):
        return check(RuleText(words, "constraint"), ToolCall(*call)).verdict

    assert (
        run(patch(add_file("src/lib/Cart.tsx", "export const Cart = () => null;")))
        is Outcome.VIOLATED
    )
    assert (
        run(patch(add_file("src/components/Cart.tsx", "export const Cart = () => null;")))
        is Outcome.FOLLOWED
    )
    # an update of a file that exists is no new component
    assert (
        run(patch(update_file("src/pages/index.tsx", "<main/>", "<main><Cart/></main>")))
        is Outcome.NOT_APPLICABLE
    )


def test_apply_patch_text_is_read_by_the_word_and_format_checks(verdict):
    snake = "Python functions are snake_case."
    assert (
        verdict(snake, patch(add_file("app/x.py", "def loadUser(uid):", "    return uid"))).verdict
        is Outcome.VIOLATED
    )
    assert (
        verdict(snake, patch(add_file("app/x.py", "def load_user(uid):", "    return uid"))).verdict
        is Outcome.FOLLOWED
    )
    # the added lines of an update, not the removed ones
    fixed = patch(update_file("app/x.py", "def loadUser(uid):", "def load_user(uid):"))
    assert verdict(snake, fixed).verdict is Outcome.FOLLOWED
    never = "Never use the word 'simply' in the docs."
    assert (
        verdict(never, patch(add_file("docs/setup.md", "Simply run make."))).verdict
        is Outcome.VIOLATED
    )
    assert verdict(never, patch(add_file("docs/setup.md", "Run make."))).verdict is Outcome.FOLLOWED


def test_a_moved_file_is_written_under_its_new_name():
    words = "Keep everything out of legacy/."
    from app.domain.compliance import RuleText, ToolCall, check

    moved = patch("*** Update File: src/old.py\n*** Move to: legacy/old.py\n@@\n-a = 1\n+a = 2\n")
    assert check(RuleText(words, "constraint"), ToolCall(*moved)).verdict is Outcome.VIOLATED


# ---------------------------------------------------------------- how replies are laid out

LIST = "Three things changed:\n\n- the parser\n- the cache\n- the tests"
NUMBERED = "Steps:\n\n1. pull\n2. build\n3. test"
PROSE = "The parser, the cache and the tests changed; all pass now."
HEADED = "## Why\n\nThe cache key had no locale.\n\n## Fix\n\nIt has one now."
TABLED = "Timings:\n\n| test | before | after |\n|---|---|---|\n| cart | 90 ms | 30 ms |"


@pytest.mark.parametrize(
    ("words", "broken"),
    [
        ("In your replies, no bullet points please.", LIST),
        ("Mets pas de puces dans tes reponses.", LIST),  # typed without accents
        ("Keine Stichpunkte in deinen Antworten, bitte Fließtext.", LIST),
        ("Nada de viñetas en tus respuestas.", LIST),
        ("Niente elenchi puntati nelle risposte.", LIST),
        ("В ответах никаких маркированных списков.", LIST),
        ("لا أريد قوائم نقطية في الرد.", LIST),
        ("回复时别用列表。", LIST),
        ("回答では箇条書きを使わないで。", LIST),
        ("Don't use numbered lists when you answer.", NUMBERED),
        ("Avoid headers in your answers.", HEADED),
        ("Pas de titres dans tes réponses.", HEADED),
        ("Keine Überschriften in Antworten.", HEADED),
        ("No pongas encabezados en las respuestas.", HEADED),
        ("Не используй заголовки в ответах.", HEADED),
        ("回覆不要加標題。", HEADED),
        ("Please no tables in replies.", TABLED),
        ("Keine Tabellen in den Antworten.", TABLED),
        ("Non usare tabelle nelle risposte.", TABLED),
        ("Не вставляй таблицы в ответы.", TABLED),
        ("回答不要用表格。", TABLED),
        ("回答にテーブルは使わないでください。", TABLED),
    ],
)  # fmt: skip
def test_a_reply_layout_refused_is_read_and_checked(verdict, words, broken):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, PROSE).verdict is Outcome.FOLLOWED
    # a rule about replies says nothing of a tool call
    assert verdict(words, bash("git status")).verdict is Outcome.NOT_APPLICABLE


def test_reply_layout_near_misses(verdict):
    # an element asked for, one of a database, one of documents or a request: no reply layout
    for words in (
        "Use tables when you compare options in your answers.",
        "Never drop tables in the production database.",
        "No headings in the docs you write.",
        "Keine Aufzählungen in Commit-Nachrichten.",
        "PR descriptions without bullet points.",
    ):
        checks = reading_of(words).to_json()["checks"]
        assert not any(c.get("aspect", "").startswith("reply_") for c in checks), words
    # a bulleted list is no numbered one; one dash before a sentence is no list; a list inside
    # a code block is code
    assert verdict("No numbered lists in replies.", LIST).verdict is Outcome.FOLLOWED
    words = "No bullet points in your answers."
    assert verdict(words, "- and that is all: the tests pass.").verdict is Outcome.FOLLOWED
    fenced = "Run this:\n\n```yaml\n- name: build\n- name: test\n```"
    assert verdict(words, fenced).verdict is Outcome.FOLLOWED
    # a numbered list under "no bullet points" may or may not be what the rule means
    assert verdict(words, NUMBERED).verdict is Outcome.UNKNOWN


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("Keep your answers under 4 sentences.", "sentences:4"),
        ("Réponses : trois phrases au plus.", "sentences:3"),
        ("Antworte in höchstens zwei Sätzen.", "sentences:2"),
        ("Responde con no más de 50 palabras.", "words:50"),
        ("Rispondi in massimo tre frasi.", "sentences:3"),
        ("Отвечай не более чем в 40 слов.", "words:40"),
        ("اجعل الإجابة في جملتين على الأكثر.", "sentences:2"),
        ("回答最多两句话。", "sentences:2"),
        ("回覆請在 100 字以內。", "chars:100"),
        ("返答は200文字以内にしてください。", "chars:200"),
    ],
)
def test_a_reply_length_is_read_with_its_unit(words, value):
    checks = reading_of(words).to_json()["checks"]
    assert [(c["aspect"], c["value"]) for c in checks] == [("reply_length", value)], words


def test_a_reply_length_counts_the_replys_own_sentences(verdict):
    words = "Keep replies to two sentences at most."
    assert verdict(words, "It broke. I fixed it. Tests pass.").verdict is Outcome.VIOLATED
    assert verdict(words, "It broke on 3.12. I fixed it.").verdict is Outcome.FOLLOWED
    # a code block's lines are no sentences
    fenced = "Run this. It rebuilds.\n\n```bash\nmake clean\nmake\nmake test\n```"
    assert verdict(words, fenced).verdict is Outcome.FOLLOWED
    assert (
        verdict("回复不超过两句话。", "改好了。测试通过了。还加了文档。").verdict
        is Outcome.VIOLATED
    )
    assert verdict("回复不超过两句话。", "改好了。测试通过了。").verdict is Outcome.FOLLOWED
    # no number, or no word of limit: nothing to count against
    for vague in ("Keep replies short.", "Answer in three sentences."):
        assert not reading_of(vague).checks, vague


def test_code_blocks_name_their_language(verdict):
    for words in (
        "Always put the language on code blocks.",
        "Indique toujours le langage des blocs de code.",
        "Codeblöcke immer mit Sprache.",
        "代码块一定要写上语言。",
        "В блоках кода всегда указывай язык.",
    ):
        assert verdict(words, "Run:\n\n```\nmake\n```").verdict is Outcome.VIOLATED, words
        assert verdict(words, "Run:\n\n```bash\nmake\n```").verdict is Outcome.FOLLOWED, words
        assert verdict(words, "Run make.").verdict is Outcome.NOT_APPLICABLE, words
        doc = write("/r/docs/setup.md", "# Setup\n\n```\nmake\n```\n")
        assert verdict(words, doc).verdict is Outcome.VIOLATED, words


@pytest.mark.parametrize(
    "words",
    [
        "Don't use tables when you answer.",
        "Quand tu réponds, pas de tableaux.",
        "Keine Tabellen, wenn du antwortest.",
        "Cuando respondas, nada de tablas.",
        "Quando rispondi, niente tabelle.",
        "Когда отвечаешь, не используй таблицы.",
        "回答的时候不要用表格。",
        "答えるときは表形式を使わないで。",
    ],
)
def test_when_you_answer_is_the_act_not_a_condition(verdict, words):
    assert verdict(words, TABLED).verdict is Outcome.VIOLATED
    assert verdict(words, PROSE).verdict is Outcome.FOLLOWED
    # near misses: a condition beyond the act of answering stays one
    for words in (
        "When you answer questions about billing, don't use tables.",
        "If the answer is long, no tables.",
    ):
        assert not reading_of(words).checks, words


def test_a_reply_layout_reading_round_trips_and_is_said_in_the_ui_language():
    from app.domain.compliance.reading import Reading
    from app.i18n import set_language
    from app.services.reading_words import reading_what

    said = {
        "No tables in your replies, please.": ("no tables in replies", "keine Tabellen in Antworten"),
        "Keep answers to three sentences at most.": ("replies of at most 3 sentences", "Antworten mit höchstens 3 Sätzen"),
        "Always give code blocks a language.": ("code blocks name their language", "Codeblöcke nennen ihre Sprache"),
    }  # fmt: skip
    for words, (english, german) in said.items():
        reading = reading_of(words)
        assert Reading.from_json(reading.to_json()) == reading
        assert reading_what(reading) == english
        try:
            set_language("de")
            assert reading_what(reading) == german
        finally:
            set_language("en")
    # a value no reading has is refused
    bad = {
        "by": "user",
        "checks": [{"check": "format", "aspect": "reply_layout", "value": "no_emoji"}],
    }
    with pytest.raises(Exception, match=r"no_list"):
        Reading.from_json(bad)


# ---------------------------------------------------------------- a name spelled one way


@pytest.mark.parametrize(
    ("words", "wrong", "right"),
    [
        ("Always write 'TypeScript', never 'Typescript'.", "Typescript", "TypeScript"),
        ("On écrit « PostgreSQL » et jamais « Postgresql ».", "Postgresql", "PostgreSQL"),
        ("Schreib „iPhone“, nicht „IPhone“.", "IPhone", "iPhone"),
        ("Se escribe «WordPress», no «Wordpress».", "Wordpress", "WordPress"),
        ("Il nome è «OpenAPI», mai «OpenApi».", "OpenApi", "OpenAPI"),
        ("Пиши «macOS», а не «MacOS».", "MacOS", "macOS"),
        ("اكتب «YouTube» وليس «Youtube».", "Youtube", "YouTube"),
        ("请写“JavaScript”，不要写“Javascript”。", "Javascript", "JavaScript"),
        ("「GitLab」と書いて、「Gitlab」とは書かないでください。", "Gitlab", "GitLab"),
    ],
)
def test_a_spelling_refused_is_matched_as_written(verdict, words, wrong, right):
    assert verdict(words, f"It runs on {wrong} now.").verdict is Outcome.VIOLATED
    assert verdict(words, f"It runs on {right} now.").verdict is Outcome.FOLLOWED


def test_a_word_refused_in_any_case_stays_so(verdict):
    # near misses: one spelling only, or the same spelling twice: any case is the word
    words = "Never use the word 'simply' in replies."
    assert verdict(words, "Simply run make.").verdict is Outcome.VIOLATED
    words = "Don't write 'Github'."
    assert verdict(words, "Pushed to github.").verdict is Outcome.VIOLATED
    from app.domain.compliance.reading import Reading

    reading = reading_of("Write “Mindkeep”, never “MindKeep”.")
    assert Reading.from_json(reading.to_json()) == reading
    assert reading.to_json()["checks"][0]["forbidden"][0]["text"] == "MindKeep"


def test_a_katakana_word_is_whole_where_its_run_is(verdict):
    words = "ドキュメントでは「サーバー」と書き、「サーバ」とは書かないでください。"
    doc = write("/r/docs/setup.md", "# 設定\n\nサーバーを起動します。\n")
    assert verdict(words, doc).verdict is Outcome.FOLLOWED
    doc = write("/r/docs/setup.md", "# 設定\n\nサーバを起動します。\n")
    assert verdict(words, doc).verdict is Outcome.VIOLATED
    doc = write("/r/docs/setup.md", "# 設定\n\nサーバ設定を開きます。\n")
    assert verdict(words, doc).verdict is Outcome.VIOLATED


# ---------------------------------------------------------------- naming of functions and files


def multiedit(path: str, new: str):
    return ("MultiEdit", {"file_path": path, "edits": [{"old_string": "x", "new_string": new}]})


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("Nomme les fonctions Python en snake_case.", "def sendMail(to):\n    pass\n", "def send_mail(to):\n    pass\n"),
        ("Python-Funktionen bitte in snake_case benennen.", "def sendMail(to):\n    pass\n", "def send_mail(to):\n    pass\n"),
        ("Las funciones de Python, siempre en snake_case.", "def sendMail(to):\n    pass\n", "def send_mail(to):\n    pass\n"),
        ("Le funzioni Python vanno in snake_case.", "def sendMail(to):\n    pass\n", "def send_mail(to):\n    pass\n"),
        ("Называй функции в Python в стиле snake_case.", "def sendMail(to):\n    pass\n", "def send_mail(to):\n    pass\n"),
        ("سمِّ الدوال في بايثون بأسلوب snake_case.", "def sendMail(to):\n    pass\n", "def send_mail(to):\n    pass\n"),
        ("Die Variablen in Python immer in snake_case.", "maxRetries = 3\n", "max_retries = 3\n"),
    ],
)  # fmt: skip
def test_naming_of_functions_is_read_in_every_language(verdict, words, broken, kept):
    assert verdict(words, multiedit("/r/app/mail.py", broken)).verdict is Outcome.VIOLATED
    assert verdict(words, multiedit("/r/app/mail.py", kept)).verdict is Outcome.FOLLOWED
    # another language's file is no concern of a Python rule
    assert (
        verdict(words, multiedit("/r/web/mail.js", "function sendMail() {}\n")).verdict
        is Outcome.NOT_APPLICABLE
    )


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("File names in snake_case.", "src/UserStore.py", "src/user_store.py"),
        ("Les noms de fichiers en kebab-case.", "src/userStore.ts", "src/user-store.ts"),
        ("Dateinamen in PascalCase, z. B. UserCard.tsx.", "src/user-card.tsx", "src/UserCard.tsx"),
        ("Nombres de archivos Python en snake_case.", "app/UserStore.py", "app/user_store.py"),
        ("Имена файлов в Python — в snake_case.", "app/UserStore.py", "app/user_store.py"),
        ("أسماء الملفات بصيغة snake_case.", "app/UserStore.py", "app/user_store.py"),
        ("文件名一律用小写加下划线。", "app/UserStore.py", "app/user_store.py"),
        ("ファイル名はケバブケースで。", "src/userStore.ts", "src/user-store.ts"),
    ],
)
def test_the_names_of_new_files_are_read_and_checked(verdict, words, broken, kept):
    assert verdict(words, write(broken)).verdict is Outcome.VIOLATED
    assert verdict(words, write(kept)).verdict is Outcome.FOLLOWED
    # an edit of a file that exists names no new file; a reply writes none
    edit = ("Edit", {"file_path": broken, "old_string": "a", "new_string": "b"})
    assert verdict(words, edit).verdict is Outcome.NOT_APPLICABLE
    assert verdict(words, "Renamed the store.").verdict is Outcome.NOT_APPLICABLE


def test_file_naming_near_misses(verdict):
    # a component rule looks at components only; README and dunder files keep their names
    words = "Component file names in PascalCase."
    assert verdict(words, write("src/components/user-card.tsx")).verdict is Outcome.VIOLATED
    assert verdict(words, write("src/lib/format-date.ts")).verdict is Outcome.NOT_APPLICABLE
    words = "File names in snake_case."
    assert verdict(words, write("README.md", "# x\n")).verdict is Outcome.NOT_APPLICABLE
    assert verdict(words, write("pkg/__init__.py")).verdict is Outcome.NOT_APPLICABLE
    # a file named as an example is no folder ("z. B. UserCard.tsx")
    check = reading_of("Dateinamen in PascalCase, z. B. UserCard.tsx.").to_json()["checks"][0]
    assert check["check"] == "format" and check["value"] == "pascal:file"
    from app.services.reading_words import reading_what

    assert reading_what(reading_of("File names in snake_case.")) == "the names of new files"


# ---------------------------------------------------------------- branch names as a template


@pytest.mark.parametrize(
    "words",
    [
        "ブランチ名は fix/チケット番号-内容 にしてください。",
        "I rami si chiamano fix/<ticket>-<descrizione>.",
        "Las ramas se llaman fix/<ticket>-<resumen>.",
        "Ветки называются fix/<номер>-<описание>.",
        "Les branches s'appellent fix/<ticket>-<résumé>.",
        "Die Branches heißen fix/<ticket>-<kurz>.",
        "分支名按 fix/<工单号>-<描述> 来。",
    ],
)
def test_a_branch_name_template_gives_its_prefix(verdict, words):
    assert verdict(words, bash("git checkout -b login-timeout")).verdict is Outcome.VIOLATED
    assert (
        verdict(words, bash("git checkout -b fix/WEB-12-login-timeout")).verdict is Outcome.FOLLOWED
    )
    # near miss: "si" before another verb stays Spanish's and French's "if"
    assert not reading_of("Si el test falla, no hagas push a main.").checks


# ---------------------------------------------------------------- configuration files


@pytest.mark.parametrize(
    "words",
    [
        "New config files go under config/.",
        "Les nouveaux fichiers de configuration vont dans config/.",
        "Neue Konfigurationsdateien gehören nach config/.",
        "Los archivos de configuración nuevos van en config/.",
        "I file di configurazione nuovi vanno in config/.",
        "Новые конфиги клади в config/.",
        "ضع ملفات الإعدادات الجديدة في مجلد config/.",
        "新的配置文件放在 config/ 下。",
        "新しい設定ファイルは config/ に置いてください。",
    ],
)
def test_configuration_files_are_a_kind_of_file(verdict, words):
    assert verdict(words, write("/r/settings/redis.yaml", "port: 1\n")).verdict is Outcome.VIOLATED
    assert verdict(words, write("/r/config/redis.yaml", "port: 1\n")).verdict is Outcome.FOLLOWED
    # another kind of file is no concern of it; a folder forbidden stays forbidden to every file
    assert verdict(words, write("/r/src/cache.py")).verdict is Outcome.NOT_APPLICABLE
    refused = reading_of("Don't touch the configuration files in config/.").to_json()["checks"][0]
    assert refused["forbidden"] and refused["subject"] == "file"


# ---------------------------------------------------------------- a Russian word declined


def test_a_russian_word_refused_is_found_in_its_cases(verdict):
    words = "Не пиши в ответах слово «заглушка»."
    assert verdict(words, "Пока тут стоит заглушку, потом заменю.").verdict is Outcome.VIOLATED
    assert verdict(words, "Без заглушки тест падает.").verdict is Outcome.VIOLATED
    assert verdict(words, "Пока тут временный код, потом заменю.").verdict is Outcome.FOLLOWED
    # near miss: a longer word on the same letters is another word
    words = "Не используй слово «репа» в документации."
    assert (
        verdict(words, write("/r/docs/a.md", "Склонируйте репозиторий.\n")).verdict
        is Outcome.FOLLOWED
    )
    assert verdict(words, write("/r/docs/a.md", "Склонируйте репу.\n")).verdict is Outcome.VIOLATED


def test_a_minimum_or_a_database_is_no_reply_limit():
    # readings that would be turned round or about something else: nothing is read
    for words in (
        "Keep replies to at least three sentences.",
        "Réponds en au moins deux phrases.",
        "Antworte mit mindestens 50 Wörtern.",
        "回答至少三句话。",
        "Keine Tabellen in der Datenbank löschen, antworte auf Deutsch.",
        "Never drop tables when you answer a ticket about the database.",
    ):
        checks = reading_of(words).to_json()["checks"]
        assert not any(c.get("aspect", "").startswith("reply_") for c in checks), words
    # near miss: the limit alone is read
    assert (
        reading_of("Antworte mit höchstens 50 Wörtern.").to_json()["checks"][0]["value"]
        == "words:50"
    )
    # the names of files in a Russian case
    check = reading_of("Не используй snake_case в именах файлов, только kebab-case.").to_json()[
        "checks"
    ][0]
    assert check["value"] == "kebab:file"


# ---------------------------------------------------------------- a name not to mention


@pytest.mark.parametrize(
    "words",
    [
        "Don't mention Jira in your replies.",
        "Ne mentionne jamais Jira.",
        "Erwähne Jira nicht.",
        "No menciones a Jira.",
        "Non menzionare mai Jira nelle risposte.",
        "Не упоминай Jira в ответах.",
        "لا تذكر Jira في الردود.",
        "回复里别提到 Jira。",
        "回答で Jira に触れないでください。",
    ],
)
def test_a_name_not_to_mention_is_a_word_refused(verdict, words):
    assert verdict(words, "I filed it in Jira as WEB-12.").verdict is Outcome.VIOLATED
    assert verdict(words, "I filed it as WEB-12.").verdict is Outcome.FOLLOWED
    # near misses: a description or a pronoun is no name; a mention asked for refuses nothing
    for near in (
        "Never mention the competitor.",
        "Don't mention it.",
        "Always mention the ticket.",
    ):
        assert not reading_of(near).checks, near
