"""The language family: the reply's language, read from its prose only."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, ToolCall

FRENCH = (
    "J'ai corrigé le test qui échouait : la base de données était créée avant la migration. "
    "Tous les tests passent maintenant."
)
ENGLISH = (
    "I fixed the failing test: the database was created before the migration ran. "
    "All the tests pass now."
)


def test_a_french_reply_with_english_code_follows_answer_in_french(verdict):
    """Code blocks and inline code are not prose: English code does not make the reply English."""
    reply = (
        FRENCH + "\n\n```python\n# read the settings once and keep them for every request\n"
        "def load_settings(path):\n    return json.loads(open(path).read())\n```\n\n"
        "Appelez `load_settings` au démarrage."
    )
    v = verdict("Always answer in French.", reply)
    assert v.verdict is Outcome.FOLLOWED
    assert (
        v.evidence.language == "fr" and reply[v.evidence.start : v.evidence.end] == v.evidence.text
    )


def test_an_english_reply_breaks_answer_in_french_even_with_a_quoted_french_line(verdict):
    """Quoted text is someone else's words: a French quotation does not make the reply French."""
    reply = ENGLISH + ' The user wrote "merci, c\'est parfait" in the ticket.'
    v = verdict("Réponds toujours en français.", reply)
    assert v.verdict is Outcome.VIOLATED and v.evidence.language == "en"


def test_an_english_error_quoted_in_a_chinese_reply_keeps_it_chinese(verdict):
    """An error message in quotation marks is not the reply's language."""
    reply = "报错信息是“ModuleNotFoundError: No module named 'requests'”。请先在虚拟环境里安装这个包，然后重新运行。"
    assert verdict("用中文回答", reply).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    ("words", "reply", "expected"),
    [
        ("请用繁體中文回答", "我已經修好了這個問題，現在所有測試都通過了。", Outcome.FOLLOWED),
        ("請用繁體中文回答", "我已经修好了这个问题，现在所有测试都通过了。", Outcome.VIOLATED),
        ("用中文回答", "我已經修好了這個問題，現在所有測試都通過了。", Outcome.FOLLOWED),
    ],
)
def test_chinese_scripts_count_only_when_the_rule_names_one(verdict, words, reply, expected):
    """A rule naming Traditional Chinese is broken by Simplified; plain "中文" takes either."""
    assert verdict(words, reply).verdict is expected


@pytest.mark.parametrize(
    ("words", "reply"),
    [
        (
            "日本語で答えてください",
            "修正しました。マイグレーションの順番が原因でした。今はすべてのテストが通ります。",
        ),
        (
            "한국어로 답해 주세요",
            "수정했습니다. 마이그레이션 순서가 문제였고, 이제 모든 테스트가 통과합니다.",
        ),
        (
            "Antworte immer auf Deutsch.",
            "Ich habe den Fehler behoben. Die Migration lief zu spät, jetzt laufen alle Tests.",
        ),
        (
            "Responde siempre en español.",
            "He corregido el error. La migración se ejecutaba tarde y ahora pasan todas las pruebas.",
        ),
        (
            "Rispondi sempre in italiano.",
            "Ho corretto l'errore. La migrazione partiva tardi e ora tutti i test passano.",
        ),
        (
            "Всегда отвечай по-русски.",
            "Я исправил ошибку. Миграция запускалась слишком поздно, теперь все тесты проходят.",
        ),
        ("أجب دائما بالعربية.", "أصلحت الخطأ. كان الترحيل يعمل متأخرا، والآن تنجح كل الاختبارات."),
    ],
)
def test_each_language_is_told_from_the_others(verdict, words, reply):
    """Each of the 11 languages: its own reply follows the rule, an English one breaks it."""
    assert verdict(words, reply).verdict is Outcome.FOLLOWED
    assert verdict(words, ENGLISH).verdict is Outcome.VIOLATED


def test_too_little_prose_is_unknown_and_code_alone_does_not_apply(verdict):
    """ "OK." cannot be told; a reply of only code has no prose the rule bears on."""
    assert verdict("Always answer in French.", "OK.").verdict is Outcome.UNKNOWN
    assert (
        verdict("Always answer in French.", "```bash\npnpm test\n```").verdict
        is Outcome.NOT_APPLICABLE
    )


def test_a_tool_call_is_not_a_reply(verdict):
    """The reply's language does not bear on a tool call."""
    call = ToolCall("git_commit", {"repo_path": "/r", "message": "Corrige la redirection"})
    assert verdict("Always answer in French.", call).verdict is Outcome.NOT_APPLICABLE


def test_rules_about_other_texts_are_not_read_as_the_reply_language(verdict):
    """ "Write code comments in English" is about comments, not the reply: unknown."""
    for words in (
        "Write code comments in English.",
        "程式碼註解用英文寫。",
        "Translate the docs into German.",
    ):
        assert verdict(words, FRENCH).verdict is Outcome.UNKNOWN, words
