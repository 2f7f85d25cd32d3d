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
