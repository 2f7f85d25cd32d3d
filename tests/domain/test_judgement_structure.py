"""Issue 33: the judgement reads the structure of a sentence, in all 11 languages: conditional
and recurring rules are lasting, one occasion is not, a retraction takes back what came before
it, and pasted, translated, reported or quoted words are not the user's rules."""

from __future__ import annotations

import pytest

from app.domain.judgement import judge

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
        ("Use 4-space indents. Wait, no — 2 spaces, this is a JS repo.", "2 spaces"),
        ("Indenta con 4 spazi, anzi no, con 2.", "con 2"),
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
