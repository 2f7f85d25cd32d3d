"""Issue 33: the judgement reads the structure of a sentence, in all 11 languages: conditional
and recurring rules are lasting, one occasion is not, a retraction takes back what came before
it, and pasted, translated, reported or quoted words are not the user's rules."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge

CONDITIONAL = [
    "If a build breaks, tell me before retrying.",
    "Ask me before you drop any table.",
    "如果依赖升级失败，先回滚再通知我。",
    "如果依賴升級失敗，先回滾再通知我。",
    "ビルドが壊れたら、再実行する前に教えてください。",
    "빌드가 깨지면 다시 돌리기 전에 알려 주세요.",
    "Si le build casse, préviens-moi avant de relancer.",
    "Wenn der Build bricht, sag mir Bescheid, bevor du neu startest.",
    "Si se rompe el build, avísame antes de relanzarlo.",
    "Se la build si rompe, avvisami prima di rilanciarla.",
    "Если сборка сломается, предупреди меня до перезапуска.",
    "إذا تعطل البناء، أخبرني قبل إعادة التشغيل.",
]

RECURRING = [
    "Run the full test suite every Monday.",
    "Deploy only on weekdays.",
    "每周五下午不要合并大改动。",
    "每週五下午不要合併大改動。",
    "金曜日はリリースしないでください。",
    "금요일에는 배포하지 마세요.",
    "Le vendredi, ne déploie rien.",
    "Freitags bitte nicht deployen.",
    "Los viernes no despliegues a producción.",
    "Il venerdì non fare deploy in produzione.",
    "По пятницам не выкатывай релизы.",
    "أيام الجمعة لا تنشر أي شيء.",
]

ONE_OCCASION = [
    "Skip the linter this Friday.",
    "Deploy this Friday only.",
    "这周五先不要部署。",
    "這週五先不要部署。",
    "今週の金曜日はデプロイしないでください。",
    "이번 금요일에는 배포하지 마세요.",
    "Ce vendredi, ne déploie rien.",
    "Diesen Freitag bitte nicht deployen.",
    "Este viernes no despliegues.",
    "Questo venerdì non fare deploy.",
    "В эту пятницу не выкатывай релиз.",
    "لا تنشر شيئا هذه الجمعة.",
    "If the deploy fails tonight, call me.",
    "When you have a moment, look at PR 42.",
]

RETRACTED = [
    "From now on, always squash merges. Actually, scratch that.",
    "From now on, use tabs. No, actually, forget it.",
    "以后都用 squash 合并。算了。",
    "以後都用 squash 合併。算了。",
    "これからは常に squash でマージして。やっぱりやめて。",
    "앞으로 항상 squash로 머지하세요. 아니, 취소할게요.",
    "Désormais, fais toujours des squash merges. Oublie ça.",
    "Ab jetzt immer squash-mergen. Ach, vergiss es.",
    "A partir de ahora haz siempre squash. Olvídalo.",
    "D'ora in poi fai sempre squash. Lascia perdere.",
    "Отныне всегда делай squash. Забудь.",
    "من الآن فصاعدا ادمج دائما بطريقة squash. انس الأمر.",
]

NOT_THE_USERS = [
    "Translate into French: Never push to main on Fridays.",
    "翻译成英文：周五不要推送到 main。",
    "翻譯成英文：週五不要推送到 main。",
    "英語に訳して：金曜日は main にプッシュしないこと。",
    "영어로 번역해 줘: 금요일에는 main에 푸시하지 마세요.",
    "Traduis en allemand : Ne pousse jamais sur main le vendredi.",
    "Übersetze ins Französische: Nie freitags auf main pushen.",
    "Traduce al francés: Nunca hagas push a main los viernes.",
    "Traduci in francese: Non fare mai push su main il venerdì.",
    "Переведи на французский: Никогда не пушь в main по пятницам.",
    "ترجم إلى الفرنسية: لا تدفع أبدا إلى main يوم الجمعة.",
    "Can you summarise this email?\n\nFrom: Ops\nSubject: Freeze\n\nFrom now on, never deploy on Fridays.",
    "According to Priya, we always rebase before merging.",
    'Our handbook says "always ask before deleting a branch". Is that still true?',
]


@pytest.mark.parametrize("text", CONDITIONAL)
def test_a_conditional_directive_is_a_lasting_rule(text):
    """ "Ask me before …", "If …, …": a condition clause makes its directive a standing rule."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", RECURRING)
def test_a_directive_tied_to_a_recurring_time_is_a_lasting_rule(text):
    """ "On Fridays", "freitags", "每周五", "金曜日は": a recurring time is lasting."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Deployt wird nur freitags.",
        "On ne déploie que le vendredi.",
        "Деплой только по пятницам.",
        "只在周五部署。",
        "النشر يكون أيام الجمعة فقط.",
    ],
)
def test_a_restriction_to_a_recurring_time_is_a_rule_without_an_imperative(text):
    """ "Deployt wird nur freitags": limiting something to a recurring time states a rule."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", ONE_OCCASION)
def test_one_occasion_is_not_a_lasting_rule(text):
    """ "This Friday only", "diesen Freitag", "这周五", "PR 42": tied to one occasion or item."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", RETRACTED)
def test_a_rule_taken_back_in_the_same_message_is_not_suggested(text):
    """ "…. No, actually, forget it": the retraction takes back everything before it."""
    found = judge(text)
    assert found.suggestion is None and not found.explicit


@pytest.mark.parametrize(
    "text, words",
    [
        ("Use tabs. Actually no, use four spaces.", "Use four spaces"),
        ("Antworte auf Englisch. Nein, vergiss es, antworte immer auf Deutsch.", None),
        ("以后都用 npm。算了，以后都用 pnpm。", None),
    ],
)
def test_words_after_a_retraction_still_state_a_rule(text, words):
    """A retraction is a span: a rule said after it is suggested, the one before is not."""
    suggestion = judge(text).suggestion
    assert suggestion is not None
    assert words is None or suggestion.content == words
    assert "tabs" not in suggestion.content and "npm。" not in suggestion.content


@pytest.mark.parametrize("text", NOT_THE_USERS)
def test_pasted_translated_reported_or_quoted_rules_are_not_the_users(text):
    """Text to translate, a pasted email, someone else's rule or a quotation is material."""
    found = judge(text)
    assert found.suggestion is None and not found.explicit


@pytest.mark.parametrize(
    "text",
    [
        "If you want, I can write the tests myself.",
        "Every time you answer, I learn something.",
        "Deploys happen on Fridays.",
        "El servidor de staging no se llama bluebird.",
        "Per favore, la demo è giovedì?",
    ],
)
def test_statements_shaped_like_rules_are_not_rules(text):
    """A condition whose main clause has its own subject, or a description of a habit, asks
    for nothing; one language's words are not read with another's ("se" is no "if" in Spanish)."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "When the user clicks Save, validate the form and show errors inline.",
        "If the server returns 503, wait a second and try again, up to three times.",
        "Fix the failing test. When the request has no token, the handler should return 401.",
        "Write a script that deletes log files older than 30 days every night.",
        "Add a README section explaining that contributors must sign the CLA before their first PR.",
        "When you are done with the refactor, run the full test suite and tell me what failed.",
        "用户点击保存时，校验表单。",
        "Quand l'utilisateur clique sur Enregistrer, valide le formulaire.",
        "Wenn der Nutzer auf Speichern klickt, validiere das Formular.",
        "Écris une fonction qui renvoie tous les vendredis d'un mois.",
    ],
)
def test_a_prompt_that_specifies_the_code_is_no_rule_for_the_work(text):
    """Prompts captured from coding agents describe the program ("When the user clicks Save,
    …", "a script that … every night"): conditions and times of the code, not of the work."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Ask Dana before the demo.",
        "Pregunta a Ana antes de la demo.",
        "Update the changelog after the release.",
    ],
)
def test_a_todo_before_a_named_event_is_not_a_standing_rule(text):
    """ "Before the demo" names one event: a to-do, not a rule (save_memory may note it)."""
    assert judge(text).suggestion is None


# ---------------------------------------------------------------- second round: other voices

COMPLAINTS = [
    "I hate it when you add comments that just restate the code.",
    "最烦你每次都把变量名改成拼音。",
    "コードをそのまま説明するコメント、やめてほしい。",
    "매번 import 순서 바꾸는 거 진짜 싫어요.",
    "J'ai horreur que tu mettes des emojis dans les commits.",
    "Mich nervt es, wenn du ständig die Imports umsortierst.",
    "Odio que me pongas emojis en los commits.",
    "Mi dà fastidio quando metti emoji nei commit.",
    "Бесит, когда ты переименовываешь переменные без спроса, не делай так.",
    "أكره أن تضيف تعليقات تشرح الكود سطرا بسطر.",
]

CONVENTIONS = [
    "We use pnpm here, not yarn.",
    "Chez nous on utilise pnpm, pas npm.",
    "Bei uns läuft alles über pnpm.",
    "Aquí usamos pnpm, no npm.",
    "Qui usiamo pnpm, non npm.",
    "У нас пакеты ставятся только через pnpm.",
    "Commit-Messages bitte auf Englisch und im Imperativ.",
    "Названия веток — только латиницей.",
    "Les noms de branches, c'est feature/xxx, rien d'autre.",
    "PR 标题要以 feat/fix/chore 开头，这是硬性规定。",
]


@pytest.mark.parametrize("text", COMPLAINTS)
def test_a_complaint_about_what_the_assistant_does_is_a_rule_against_it(text):
    """ "I hate it when you …", "mi dà fastidio quando …", "最烦你…": a standing rule, and it
    says what a following "don't do that" means."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", CONVENTIONS)
def test_how_the_team_works_is_a_rule_without_an_order(text):
    """ "Chez nous on utilise pnpm", "Названия веток — только латиницей", "这是硬性规定": a
    convention stated as how things are done, as a topic and its value, or called a rule."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "يمكنك الدفع مباشرة إلى main إذا كانت التعديلات على التوثيق فقط",
        "Puoi pushare su main se cambi solo la documentazione.",
        "自分のブランチなら force push しても大丈夫です。",
        "It'd be great if you always ran the linter before you push.",
        "After 6pm, no deploys.",
        "Dopo le 18 niente deploy.",
        "Le week-end, ne me ping pas sauf si la prod est down.",
    ],
)
def test_a_permission_under_a_condition_a_wish_and_a_curfew_are_rules(text):
    """A permission governed by a condition stands as an order does; a polite wish for what
    has a rule's form is one; a prohibition from a time of day on comes back every day."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "No, we don't deploy on Fridays.",
        "Nein, wir deployen nicht freitags.",
        "Non è vero che facciamo sempre squash, dipende.",
        "We don't actually require two approvals, that's a myth.",
        "其實我們沒有規定一定要兩個人 review 啦。",
        "After 6pm, deploy the hotfix.",
        "Nur dieses eine Mal darfst du ohne Review mergen.",
        "Tests: 3 failed, 2 passed.",
        'Add this to CONTRIBUTING.md: "Always sign your commits."',
        "README에 '커밋에는 항상 서명하세요'라고 한 줄 추가해 줘.",
        "The build won't stop failing.",
    ],
)
def test_denials_exceptions_reports_and_text_to_file_are_not_rules(text):
    """ "No, we don't …" and "that's a myth" deny; "ausnahmsweise", "dieses eine Mal" and an
    order at a time of day are one occasion; a tally reports; quoted text after a colon is
    material to write down."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text, mended",
    [
        # a value alone mends the rule's value (twelfth round): the rule stored as corrected
        ("Use 4-space indents. Wait, no — 2 spaces, this is a JS repo.", "Use 2-space indents"),
        # (thirteenth round: a value after "con" mends the rule's value, its unit kept; the test
        # asked only that the mend end the stored words, which the old raw append did)
        ("Indenta con 4 spazi, anzi no, con 2.", "Indenta con 2 spazi"),
    ],
)
def test_a_correction_after_a_retraction_mends_the_rule(text, mended):
    """ "Wait, no — 2 spaces": the words after the retraction only mend it, so the rule stands,
    stored with the correction in the user's own words."""
    suggestion = judge(text).suggestion
    assert suggestion is not None and suggestion.content.endswith(mended)


def test_a_retractions_own_words_are_no_correction():
    """ "Hmm, no, forget that rule": "rule" is the retraction's, not a correction of it."""
    assert judge("Always pin versions. Hmm, no, forget that rule.").suggestion is None


@pytest.mark.parametrize(
    "text, form, words",
    [
        ("je prefere les reponses courtes", "prefer", "Les reponses courtes"),
        (
            "Just so you know for later: remember that the cert expires on March 3.",
            "remember",
            None,
        ),
        ("Nebenbei, merk dir: das Zertifikat läuft am 3. März ab.", "remember", None),
        ("remeber that the db password rotates every 90 days", "remember", None),
        ("My preference: short answers, no fluff.", "prefer", "Short answers, no fluff"),
        ("Mir sind kurze Antworten lieber.", "prefer", "Kurze Antworten"),
        ("帮我记住，预发库端口是 5433", "remember", "预发库端口是 5433"),
        ("覚えといて、ステージングの DB はポート 5433 ね", "remember", None),
        ("기억해: 스테이징 DB 포트는 5433이야", "remember", None),
        ("Acordate que el servidor de pruebas se reinicia cada noche.", "remember", None),
        ("Лично я предпочитаю f-строки.", "prefer", None),
    ],
)
def test_remember_and_prefer_said_as_people_say_them(text, form, words):
    """Without accents, after a short lead of the user's own, mistyped, as "my preference:",
    in dialect and colloquial forms: still an explicit request, with the user's words."""
    found = judge(text).explicit
    assert len(found) == 1 and found[0].form == form, found
    assert words is None or found[0].content == words
    if "3. März" in text:
        assert found[0].content.endswith("3. März ab.")


@pytest.mark.parametrize(
    "text",
    [
        "If you can, remember to rotate the keys.",
        "Bob said, remember to rotate the keys.",
    ],
)
def test_a_lead_that_is_a_condition_or_a_report_carries_no_request(text):
    """A lead before "remember" must be the user's own aside, not a condition or a report."""
    assert not judge(text).explicit


@pytest.mark.parametrize(
    "text",
    [
        "Don't forget that the demo moved to Thursday.",
        "N'oublie pas que la démo a été déplacée à jeudi.",
        "Vergiss nicht, dass die Demo auf Donnerstag verschoben wurde.",
        "Не забудь, что демо перенесли на четверг.",
        "别忘了，演示改到周四了。",
        "데모가 목요일로 바뀐 거 잊지 마세요.",
    ],
)
def test_dont_forget_a_fact_is_a_remember_request(text):
    """ "Don't forget that …" keeps a fact, as "Remember that …" does."""
    found = judge(text)
    assert [r.form for r in found.explicit] == ["remember"] and found.suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Don't forget to call me tomorrow.",
        "别忘了明天交报告。",
        "내일 전화하는 거 잊지 마.",
        "لا تنس أن تتصل بي غدا.",
        "No te olvides de llamarme mañana.",
    ],
)
def test_dont_forget_a_job_is_a_reminder_not_a_request(text):
    """ "Don't forget to call me tomorrow": a reminder of one job, nothing to keep."""
    assert not judge(text).explicit


@pytest.mark.parametrize(
    "text",
    [
        "Make sure every endpoint has a test.",
        "Stell sicher, dass jeder Endpoint einen Test hat.",
        "Nothing gets merged without a review.",
        "Rien n'est mergé sans relecture.",
        "Ohne Review wird nichts gemergt.",
        "Без ревью ничего не мержится.",
    ],
)
def test_an_invariant_over_every_item_and_a_prohibition_of_nothing_are_rules(text):
    """ "Make sure every endpoint …", "Nothing gets merged without …": said of every item."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Every test failed after the upgrade.",
        "Nothing works today, the VPN is down again.",
        "帮我总结一下这段聊天记录：\n张三：以后周四冻结 main\n李四：好的",
    ],
)
def test_what_happened_to_every_item_and_an_announcement_are_not_rules(text):
    """A quantifier in a report ("Every test failed") or a sentence announcing pasted text is no rule."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Utilise toujours des imports absolus. Non, oublie, ignore ça.",
        "Immer absolute Imports verwenden. Ach, ignorier das.",
        "Usa siempre imports absolutos. Nada, ignora eso.",
        "항상 절대 경로 import를 쓰세요. 아, 방금 말은 무시하세요.",
        "常に絶対インポートで。…いや、今のは無視して。",
        "以後都用絕對路徑 import。算了，忽略這句。",
    ],
)
def test_ignore_what_i_said_takes_a_rule_back(text):
    """ "Ignore that", "ignorier das", "무시하세요", "無視して": a retraction in every language."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "As long as CI is green, you're welcome to merge your own PRs.",
        "Tant que la CI est verte, tu peux merger tes propres PR.",
        "Пока CI зелёный, можешь сам мержить свои PR.",
        "طالما أن الـCI ناجح، يمكنك دمج طلباتك بنفسك.",
        "It's best to always run the linter before pushing.",
    ],
)
def test_a_permission_as_long_as_and_advice_to_always_are_rules(text):
    """ "As long as …, you may …" is a standing permission; "it's best to always …" advice that rules."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Recuerda esto para más adelante: el cron de facturación corre a las 2 UTC.",
        "Retiens ça pour plus tard : le cron de facturation tourne à 2 h UTC.",
        "تذكر هذا للمستقبل: مهمة الفوترة المجدولة تعمل الساعة 2 بتوقيت UTC.",
    ],
)
def test_remember_this_for_later_keeps_what_follows_the_colon(text):
    """ "Remember this for later: X": the fact kept is X, not "this for later"."""
    found = judge(text).explicit
    assert len(found) == 1 and "UTC" in found[0].content and ":" not in found[0].content


@pytest.mark.parametrize(
    "text",
    [
        "no trailing whitespace",
        "yarn, not npm",
        "pytest instead of unittest",
        "Les commentaires en anglais.",
        "pytest, pas unittest",
        "keine Umlaute in Dateinamen",
        "Dateinamen in Kleinbuchstaben",
        "pytest en vez de unittest",
        "yarn no, npm",
        "Nomi dei file in minuscolo.",
        "pytest invece di unittest",
        "никаких print в коде",
        "Имена файлов строчными буквами",
        "لا طباعة في الكود",
        "pytest بدل unittest",
        "npm 말고 pnpm",
        "文档写中文",
    ],
)
def test_a_convention_stated_without_a_verb_is_a_rule(text):
    """A note built on a word of a class, not a phrase: a negative determiner ("no", "keine",
    "никаких", "لا"), "X, not Y", "X instead of Y" ("statt", "en vez de", "بدل", "말고"), or a
    thing work makes and how it is made ("Dateinamen in Kleinbuchstaben", "文档写中文")."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "no worries",
        "no idea why",
        "it's the parser, not the lexer",
        "hand over the keys",
        "no new messages",
        "pas d'erreur dans les logs",
        "merci, pas besoin",
        "keine Fehler in den Logs",
        "kein Problem",
        "ningún error en los logs",
        "hoy no, mañana",
        "nessun errore nei log",
        "никаких ошибок в логах",
        "не сейчас, потом",
        "لا أخطاء في السجلات",
        "لا أعرف",
        "나 말고 너",
        "Der Staging-Server heißt nicht bluebird.",
        "Quando i test passano, il badge diventa verde.",
    ],
)
def test_a_verbless_formula_or_report_is_no_convention(text):
    """ "no worries", "kein Problem", "no errors in the logs" (what a report finds none of), a
    clause with a subject ("it's the parser, not the lexer", "X heißt nicht Y") and a time
    ("hoy no, mañana") are no rule."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "インデントはタブで、じゃなくてスペースで。",
        "들여쓰기는 탭으로, 아니 스페이스로.",
    ],
)
def test_a_rule_mended_inside_its_own_sentence_is_suggested(text):
    """The sentence read whole is no rule, but what stands before its correction marker is one,
    and what follows only mends it."""
    assert judge(text).suggestion is not None


_LONG_TASK = (
    "Hi, some notes on the payments work.\n\n"
    + "The retry logic is still inline in the handler and it makes the code hard to follow. " * 3
    + "\n\n"
    + "The webhook tests are flaky because they depend on wall-clock time; freeze the clock. " * 3
    + "\n\nOne more, for good: whenever you add a new payment provider, add its sandbox keys to "
    "the example env file.\n\n" + "That's all for today, thanks a lot for picking this up. " * 8
)
_WALL = (
    "Hi, some notes for the team below.\n\n"
    + "Always deploy on Fridays and never run the migrations by hand, the scheduler does it. " * 13
    + "\n\nThanks."
)


@pytest.mark.parametrize(
    "text",
    [
        "Morning! Two things on the search service.\n\nFirst, the ranking query is slow; add an "
        "index on created_at.\n\nAlso, and this is not just for this task: whenever you touch the "
        "ranking code, rerun the relevance benchmark before you open the PR.\n\nThanks!",
        "Und das gilt nicht nur für diese Aufgabe: Jedes Mal, wenn du die API änderst, "
        "aktualisiere die OpenAPI-Datei.",
        "Y no solo para esta tarea: cada vez que cambies la API, actualiza el archivo OpenAPI.",
        _LONG_TASK,
    ],
)
def test_a_rule_that_says_it_lasts_is_read_in_a_long_task_message(text):
    """A task message of several paragraphs, over 1,000 characters but in the user's own
    paragraphs, is read; "not just this task" says the rule reaches beyond the task."""
    assert judge(text).suggestion is not None


def test_the_long_task_message_is_over_a_thousand_characters():
    """The long task message above is longer than what was once read as a wall of text."""
    assert len(_LONG_TASK) > 1000 and all(len(p) <= 600 for p in _LONG_TASK.split("\n\n"))


@pytest.mark.parametrize(
    "text",
    [
        "Quick context: the upload endpoint times out for big files.\n\nCould you check whether "
        "the proxy buffers the body? If it does, try streaming it and tell me when it works.\n\n"
        "Thanks, back after standup.",
        "Kurzer Kontext: Der Upload bricht bei großen Dateien ab.\n\nSchau bitte nach, ob der Proxy "
        "puffert. Wenn ja, probier Streaming aus und sag mir Bescheid, sobald es läuft.\n\nDanke!",
        "今日の作業です。\n\nアップロードが大きいファイルで止まるので、プロキシの設定を見てください。\n\n"
        "終わったら教えてください。",
        "Context: the logs show a timeout, always around 02:10.\n\nPlease look into it.\n\nThanks!",
        _WALL,
    ],
)
def test_the_steps_of_a_task_message_and_a_wall_of_text_are_no_rules(text):
    """In a message of several paragraphs of work, an order, a condition ("if it does, …",
    "終わったら") or "always around 02:10" is a step of the task or a report; a paragraph of
    over 600 characters in a long message is a wall of pasted text."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Could you shorten this announcement? All services must log in JSON.",
        "Peux-tu résumer ce message ? Chaque équipe doit tenir son wiki à jour.",
        "Kannst du diese Nachricht kürzen? Jeder Service muss in JSON loggen.",
        "¿Puedes resumir este mensaje? Todos los equipos deben documentar sus APIs.",
        "Puoi riassumere questa mail? Ogni team deve aggiornare il wiki.",
        "Сократи этот абзац, пожалуйста. Все сервисы должны логировать в JSON.",
        "لخص هذه الرسالة من فضلك. يجب على كل فريق تحديث الويكي.",
        "这段文字帮我精简一下。每个团队都必须维护自己的文档。",
        "この文章を要約してください。各チームは必ずWikiを更新すること。",
        "이 글을 요약해 주세요. 모든 팀은 항상 위키를 갱신해야 합니다.",
    ],
)
def test_text_pointed_at_to_be_reworked_is_material(text):
    """A verb of working on text with the text pointed at ("rephrase this paragraph?", "ce
    message", "diese Nachricht", "هذه الرسالة", "这段文字", "この文章", "이 글"), asked in a
    sentence of its own: what follows is that text, not the user's rule."""
    assert judge(text).suggestion is None


def test_code_pointed_at_to_be_reworked_leaves_a_rule_after_it():
    """ "Rewrite this function": code is no text to work on, so a rule after it still counts."""
    assert judge("Please rewrite this function to use async. Always add type hints.").suggestion


@pytest.mark.parametrize(
    "text",
    [
        "For typo fixes, you can push straight to main.",
        "Pour les corrections de typo, tu peux pousser directement sur main.",
        "Bei kleinen Doku-Änderungen darfst du direkt auf main pushen.",
        "Para las correcciones de erratas, puedes pushear directo a main.",
        "Per le correzioni di refusi, puoi pushare direttamente su main.",
        "Для мелких правок в README можешь пушить прямо в main.",
        "بالنسبة لإصلاحات الأخطاء الإملائية، يمكنك الدفع مباشرة إلى main.",
        "对于只改错别字的修改，可直接合并。",
    ],
)
def test_a_permission_for_a_kind_of_change_is_a_rule(text):
    """ "For <a kind of work item>, you can …" ("pour les corrections …", "bei … Änderungen
    darfst du", "для … правок можешь", "بالنسبة لإصلاحات …", "对于…的修改，可…"): said of every
    item of that kind, as under a condition."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text", ["For these changes, you can push to main.", "For the config changes, push to main."]
)
def test_a_permission_for_the_changes_at_hand_is_no_rule(text):
    """ "these changes", "the config changes": the items at hand, not a kind."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "If you're not sure about a migration, ask me first.",
        "Si un test échoue, tu me préviens avant de relancer.",
        "Im Notfall rufst du mich direkt an.",
        "Si falla un deploy, me avisas antes de reintentar.",
        "In caso di dubbio su una migrazione, mi chiedi prima.",
        "仕様が曖昧であれば、実装する前に確認してください。",
        "遇到不清楚的接口，先问我再改。",
    ],
)
def test_an_order_under_a_case_is_a_rule(text):
    """An order in the present said to the one addressed ("tu me préviens", "rufst du", "me
    avisas", "mi chiedi"), under a case ("in case of doubt", "im Notfall", "遇到…"); a hedge
    word inside the condition ("not sure", "不清楚") is what the condition is about, and "あれば"
    holds no demonstrative "あれ"."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text", ["If possible, always run the tests.", "When you push, maybe run the tests."]
)
def test_a_hedged_condition_or_main_clause_still_hedges(text):
    """ "If possible" is the speaker's own doubt, as "maybe" in the main clause is."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text, form",
    [
        ("I'm prefer tabs over spaces.", "prefer"),
        ("Please take a note that the VPN moved to vpn2.corp.", "remember"),
        ("僕はシンプルな関数名が好きです。", "prefer"),
        ("本番のポートが 8443 になったこと、覚えておいてください。", "remember"),
    ],
)
def test_remember_and_prefer_in_more_of_the_ways_they_are_said(text, form):
    """A learner's "I'm prefer", "make/take a note that …", a liking said with the speaker named
    ("私は…が好きです"), and the fact before "こと、覚えておいて" are explicit requests."""
    found = judge(text).explicit
    assert len(found) == 1 and found[0].form == form


@pytest.mark.parametrize(
    "text",
    [
        "ok from now on always rebase before you push thanks",
        "короче если падает сборка пиши мне в личку спасибо",
        "طيب لما يفشل البناء ابعت لي رسالة شكرا",
        "那个以后每次发版都先打个tag吧谢谢",
        "ab jetzt immer vor dem Push rebasen danke",
    ],
)
def test_a_voice_typed_rule_is_read_without_its_punctuation(text):
    """Voice-typed text has no commas: a filler opens it ("короче", "طيب", "那个"), a thanks
    closes it, and the condition ends where the order begins."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", ["Tests are failing thanks", "теперь тесты падают спасибо"])
def test_a_closing_thanks_makes_no_report_a_rule(text):
    """A thanks at the end is no politeness that turns a topic into a convention."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Please you never push on main directly.",
        "Not put secrets in the repo, use the vault.",
        "以后每次部署以前要先备份数据库。",
    ],
)
def test_a_learners_rule_is_a_rule(text):
    """A learner's "please you never …", "Not put …" (for "Don't put …") and "V以前" ("before
    V", not "formerly") still state the rule."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", ["我們以前都用 Vue。", "Not sure, maybe.", "Not now."])
def test_formerly_and_not_sure_are_no_rules(text):
    """ "以前" after the one who did it is the past; "Not sure", "Not now" order nothing."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", ["Deploys on Fridays", "Releases on Mondays", "Tests on CI"])
def test_a_topic_and_when_or_where_it_happens_describes(text):
    """A thing work makes and a recurring time or a place it happens in is a description, as
    "Deploys happen on Fridays" is, not a convention without a verb (save_memory keeps it)."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        # plainly one Latin-script language: its table, and English's (openers and tags come in)
        ("Die Tests laufen bei uns immer vor dem Merge und nie danach.", ("de", "en")),
        ("Nous faisons toujours une revue avant de fusionner, jamais après.", ("fr", "en")),
        # another script with no Latin function word: the Latin words are names and code
        ("build 失敗的話，先通知我", ("zh",)),
        ("PR 설명에는 테스트 방법도 적어 줘요", ("ko",)),
        # no plain answer (one word each, mixed, none): every table, as before
        ("Por favor, every PR gets a CHANGELOG entry", None),
        ("Deploy on Fridays", None),
    ],
)
def test_a_sentence_is_read_with_the_tables_of_its_plain_language(text, codes):
    """Reading fewer tables where a sentence's language leaves no doubt (the judgement's cost);
    where it does leave doubt, every table of its scripts, as before."""
    from app.domain.memory.judgement.groups import group_for, lexicons_for, plain_language

    every = group_for(lexicons_for(text))
    got = plain_language(text, every)
    if codes is None:
        assert got is every
    else:
        assert sorted(lex.code for lex in got.lexicons) == sorted(codes)
