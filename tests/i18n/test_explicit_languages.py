"""SPEC §2.1 in every UI language: a "remember" form and an "I prefer" form, nothing else.

Stored words (issue 14): what is remembered (a sentence, keeping its full stop) or the
preferred thing itself (a phrase), without the request's own words."""

import pytest

from app.domain.memory.explicit import detect_explicit_requests

# language → [(message, form, content)]
POSITIVE = {
    "en": [
        ("Remember that deploys happen on Fridays.", "remember", "Deploys happen on Fridays."),
        ("Thanks. I prefer short answers.", "prefer", "Short answers"),
    ],
    "zh_Hans": [
        ("记住：部署在周五", "remember", "部署在周五"),
        ("我更喜欢用中文回答。", "prefer", "用中文回答"),
    ],
    "zh_Hant": [
        ("請記住測試用 pytest", "remember", "測試用 pytest"),
        ("我喜歡簡短的回答", "prefer", "簡短的回答"),
    ],
    "ja": [
        ("デプロイは金曜日だと覚えておいて", "remember", "デプロイは金曜日だ"),
        (
            "テストはpytestで実行することを覚えておいてください。",
            "remember",
            "テストはpytestで実行する",
        ),
        ("私は短い回答の方が好きです", "prefer", "短い回答"),
    ],
    "ko": [
        ("배포는 금요일이라는 것을 기억해 줘", "remember", "배포는 금요일"),
        ("기억해 주세요: 테스트는 pytest로", "remember", "테스트는 pytest로"),
        ("저는 짧은 답변을 선호해요", "prefer", "짧은 답변"),
    ],
    "fr": [
        (
            "Souviens-toi que le déploiement a lieu le vendredi.",
            "remember",
            "Le déploiement a lieu le vendredi.",
        ),
        ("Je préfère les réponses courtes.", "prefer", "Les réponses courtes"),
    ],
    "de": [
        ("Merke dir: Deployments sind freitags.", "remember", "Deployments sind freitags."),
        ("Ich bevorzuge kurze Antworten.", "prefer", "Kurze Antworten"),
    ],
    "es": [
        ("Recuerda que desplegamos los viernes.", "remember", "Desplegamos los viernes."),
        ("Prefiero respuestas cortas.", "prefer", "Respuestas cortas"),
    ],
    "it": [
        ("Ricorda che rilasciamo il venerdì.", "remember", "Rilasciamo il venerdì."),
        ("Preferisco risposte brevi.", "prefer", "Risposte brevi"),
    ],
    "ru": [
        ("Запомни, что деплой по пятницам.", "remember", "Деплой по пятницам."),
        ("Я предпочитаю короткие ответы.", "prefer", "Короткие ответы"),
    ],
    "ar": [
        ("تذكر أن النشر يوم الجمعة.", "remember", "النشر يوم الجمعة."),
        ("أفضّل الإجابات القصيرة.", "prefer", "الإجابات القصيرة"),
    ],
}

# One-off requests, questions and look-alikes: never saved, in any language.
NEGATIVE = {
    "en": ["Create hello.py in this project", "Do you remember the bug?", "Sometimes I prefer tea"],
    "zh_Hans": ["在这个项目里创建 hello.py", "你还记得那个错误吗？", "有时候我喜欢喝茶"],
    "zh_Hant": ["在這個專案裡建立 hello.py", "你還記得那個錯誤嗎？"],
    "ja": ["このプロジェクトにhello.pyを作成して", "あのバグを覚えていますか？", "私は学生です"],
    "ko": ["이 프로젝트에 hello.py를 만들어 줘", "그 버그 기억해?", "저는 학생입니다"],
    "fr": ["Crée hello.py dans ce projet", "Te souviens-tu du bug ?", "Parfois je préfère le thé"],
    "de": [
        "Erstelle hello.py in diesem Projekt",
        "Erinnerst du dich an den Fehler?",
        "Manchmal bevorzuge ich Tee",
    ],
    "es": ["Crea hello.py en este proyecto", "¿Recuerdas el error?", "A veces prefiero té"],
    "it": ["Crea hello.py in questo progetto", "Ti ricordi il bug?", "A volte preferisco il tè"],
    "ru": ["Создай hello.py в этом проекте", "Запомнил?", "Иногда я предпочитаю чай"],
    "ar": ["أنشئ hello.py في هذا المشروع", "هل تتذكر الخطأ؟"],
}


@pytest.mark.parametrize(
    "language, text, form, content",
    [(lang, t, f, c) for lang, rows in POSITIVE.items() for t, f, c in rows],
)
def test_explicit_request_in_each_language(language, text, form, content):
    """Each language's remember and prefer forms are recognised, with the right content."""
    found = detect_explicit_requests(text)
    assert [(r.form, r.content) for r in found] == [(form, content)]


@pytest.mark.parametrize(
    "language, text", [(lang, t) for lang, rows in NEGATIVE.items() for t in rows]
)
def test_no_explicit_request_in_each_language(language, text):
    """One-off requests, questions and mid-sentence look-alikes are not explicit requests."""
    assert detect_explicit_requests(text) == []


def test_every_ui_language_has_both_forms():
    """All 11 UI languages have at least one remember and one prefer example that passes."""
    from app.i18n import LOCALES

    assert set(POSITIVE) == set(LOCALES)
    for rows in POSITIVE.values():
        assert {f for _t, f, _c in rows} == {"remember", "prefer"}


@pytest.mark.parametrize("text", ["を好みます", "が好みです", "の方が好きです"])
def test_a_verb_last_form_alone_is_not_a_request(text):
    """A Japanese preference ending with nothing before it saves nothing."""
    assert detect_explicit_requests(text) == []
